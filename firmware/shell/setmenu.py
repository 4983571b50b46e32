# The settings menu (language, contrast, sound, screen timeout, computer speed; saved on
# leaving) and the about page (version, board, MicroPython, memory).
import gc
import sys

from hw import battery
from shell import langmenu
from uikit import buttons, keys, lang, menu, text, ui


class SettingsMenu(menu.Menu):
    """Contrast, sound, screen timeout, computer speed, Equi hints, the language and (with
    a battery reader) the battery type; saved when leaving.  A new language shows at once:
    the rows are made again in it."""

    def __init__(self, app):
        super().__init__(app, "", self._items(app), on_back=self._leave)
        self.heading = lang.T.SETTINGS

    def _items(self, app):
        s = app.settings
        t = lang.T
        off_on = lang.T.OFF_ON
        names = tuple(n for _c, n in lang.LANGS)
        items = [
            menu.Item(t.CONTRAST, None, ("1", "2", "3", "4", "5"), lambda: s.get("contrast"),
                      self._contrast),
            menu.Item(t.SOUND, None, off_on, lambda: int(s.get("sound")),
                      lambda i: s.set("sound", bool(i))),
            menu.Item(t.SCREEN_OFF, None, t.TIMEOUTS, lambda: s.get("timeout"),
                      lambda i: s.set("timeout", i)),
            menu.Item(t.SPEED, None, t.SPEEDS, lambda: s.get("speed"),
                      lambda i: s.set("speed", i)),
            menu.Item(t.HINTS, None, off_on, lambda: int(s.get("hints")),
                      lambda i: s.set("hints", bool(i))),
            menu.Item(t.LANGUAGE, None, names, lambda: s.get("lang"), self._language),
        ]  # fmt: skip
        if getattr(app, "gauge", None) is not None:  # a board that reads its battery
            items.append(menu.Item(lang.T.BATTERY, None, battery.NAMES, lambda: s.get("battery"),
                                   self._battery))  # fmt: skip
        return items

    def _battery(self, kind):
        # the battery type (an index into hw/battery.py's NAMES): kept, and the gauge read
        # again at the app's next quiet tick (App.tick: a reading 10 s after the last)
        app = self.app
        app.settings.set("battery", kind)
        if app.gauge is not None:
            app.gauge.kind = kind
            app._battery_at = app.now - 10000  # (shell/app.py's _BATTERY_MS)

    def _language(self, i):
        langmenu.choose(self.app, i)
        self.items = self._items(self.app)
        self.heading = lang.T.SETTINGS

    def _contrast(self, i):
        self.app.settings.set("contrast", i)
        self.app.set_contrast()

    def _leave(self):
        self.app.pop()
        self.app.save_settings()


class About(ui.Screen):
    def __init__(self, app):
        super().__init__(app)
        self.lines: list = []
        self.heading = None
        self._measured = -1  # the frame after which the heap is collected and measured
        self.shown()

    def shown(self):
        impl = sys.implementation
        mp = "%d.%d.%d" % impl.version[:3] if hasattr(impl, "version") else "?"
        t = lang.T
        self.heading = t.ABOUT_V % self.app.version
        self.lines = [
            t.BOARD,
            " " + getattr(self.app.board, "NAME", "?"),
            "MicroPython:",
            " " + mp,
            "",
            "",
        ]
        self._measured = self.app.frames

    def tick(self, now):
        # The memory lines once the page is on screen: collecting the heap first, for true
        # figures, took 23 ms on the Pico, under the key that opened the page.
        if self._measured < 0 or self.app.frames == self._measured:
            return False
        self._measured = -1
        gc.collect()
        t = lang.T
        self.lines[4] = t.MEM_FREE % (gc.mem_free() // 1024)
        self.lines[5] = t.MEM_USED % (gc.mem_alloc() // 1024)
        return True

    def due(self, now):
        return 0 if self._measured >= 0 else super().due(now)

    def key(self, ev):
        if ev == buttons.PRESS | keys.A or ev == buttons.PRESS | keys.B:
            self.app.pop()
            return True
        return False

    def draw(self, fb):
        ui.title(fb, self.heading)
        lines = self.lines
        for i in range(len(lines)):  # (enumerate would allocate while drawing)
            text.draw(fb, lines[i], 0, ui.ROW_Y + 8 * i, 1)
