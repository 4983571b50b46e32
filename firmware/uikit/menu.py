# Scrolling menus with inline value pickers (uikit/ui.py keeps what every screen needs).
from micropython import const
from uikit import battsym, text, ui

# (ui.py's, keys.py's and buttons.py's values as constants of this module: no global
# names for them, which a start would hold)
_ROWS = const(6)  # ui.ROWS
_ROW_Y = const(16)  # ui.ROW_Y
_WIDTH = const(128)  # ui.WIDTH
_BAR_X = const(125)  # ui.py's scroll bar column
_UP = const(1)  # keys.UP
_LEFT = const(4)  # keys.LEFT
_RIGHT = const(8)  # keys.RIGHT
_A = const(16)  # keys.A
_B = const(32)  # keys.B
_MOVE = const(3)  # keys.UP | keys.DOWN
_PRESS = const(64)  # buttons.PRESS
_REPEAT = const(128)  # buttons.REPEAT
_BATT_W = const(13)  # uikit/battsym.py's W


class Item:
    """A menu row: an action for A, or a value picked from choices with LEFT/RIGHT (and
    A).  get() returns the chosen index, put(i) stores a new one."""

    # (what a row does not have is the class's None, not stored in every row: a row with
    # a label and an action holds two attributes, not five)
    action = None
    choices = None
    get = None
    put = None

    def __init__(self, label, action=None, choices=None, get=None, put=None):
        self.label = label
        if action is not None:
            self.action = action
        if choices is not None:
            self.choices = choices
            self.get = get
            self.put = put

    def value(self):
        return None if self.choices is None else self.choices[self.get()]


class Menu(ui.Screen):
    rows = _ROWS  # rows shown at once; a menu with art beside it may show fewer
    battery = False  # True: the battery symbol right of the title (a board with a gauge)
    battery_x = _WIDTH - _BATT_W - 2

    def __init__(self, app, heading, items, sel=0, on_back=None):
        super().__init__(app)
        self.heading = heading
        self.items = items
        self.sel = sel
        self.first = 0
        self.on_back = on_back
        self._scroll()

    def _scroll(self):
        if self.sel < self.first:
            self.first = self.sel
        elif self.sel >= self.first + self.rows:
            self.first = self.sel - self.rows + 1

    def key(self, ev):
        n = len(self.items)
        if ui.pressed(ev, _MOVE):
            step = -1 if ev & _UP else 1
            if ev & _REPEAT and not 0 <= self.sel + step < n:
                return False  # holding stops at the ends; a fresh press wraps round
            self.sel = (self.sel + step) % n
            self._scroll()
            return True
        item = self.items[self.sel]
        if item.choices is not None and ui.pressed(ev, _LEFT | _RIGHT):
            step = -1 if ev & _LEFT else 1
            item.put((item.get() + step) % len(item.choices))
            return True
        if ev == _PRESS | _A:
            if item.action is not None:
                item.action()
            elif item.choices is not None:
                item.put((item.get() + 1) % len(item.choices))
            return True
        if ev == _PRESS | _B:
            if self.on_back is not None:
                self.on_back()
            else:
                self.app.pop()
            return True
        return False

    def draw(self, fb):
        ui.title(fb, self.heading)
        items = self.items
        last = min(len(items), self.first + self.rows)
        for i in range(self.first, last):
            y = _ROW_Y + (i - self.first) * 8
            item = items[i]
            value = item.value()
            if i == self.sel:
                # a lit bar, and the label and the value dark on it (text.put: whole
                # columns where the value starts past the label's end, as below)
                fb.fill_rect(0, y, _BAR_X - 1, 8, 1)
                end = 1 + text.put(fb, item.label, 1, y, 0)
                if value is not None:
                    x = _BAR_X - 1 - text.width(value)
                    if x >= end:
                        text.put(fb, value, x, y, 0)
                    else:
                        text.draw(fb, value, x, y, 0)
                continue
            # A row of the frame just cleared: the label goes onto dark pixels, and so
            # does the value when it starts past the label's end (text.put, the faster).
            end = 1 + text.put(fb, item.label, 1, y)
            if value is not None:
                x = _BAR_X - 1 - text.width(value)
                if x >= end:
                    text.put(fb, value, x, y)
                else:
                    text.draw(fb, value, x, y, 1)
        ui.scrollbar(fb, self.first, self.rows, len(items))
        if self.battery:
            step = getattr(self.app, "battery_step", -1)
            if step >= 0:  # (a board with a battery reader)
                battsym.draw(fb, self.battery_x, 3, step)
