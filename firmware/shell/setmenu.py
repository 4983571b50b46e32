# The settings menu (contrast, sound, screen timeout, computer speed; saved on leaving)
# and the about page (version, board, MicroPython, memory).
import gc
import sys

from store import settings
from uikit import buttons, keys, ui


class SettingsMenu(ui.Menu):
    """Contrast, sound, screen timeout, computer speed and Equi hints; saved when leaving."""

    def __init__(self, app):
        s = app.settings
        items = [
            ui.Item("Contrast", None, ("1", "2", "3", "4", "5"), lambda: s.get("contrast"),
                    self._contrast),
            ui.Item("Sound", None, ("off", "on"), lambda: int(s.get("sound")),
                    lambda i: s.set("sound", bool(i))),
            ui.Item("Screen off", None, settings.TIMEOUT_LABELS, lambda: s.get("timeout"),
                    lambda i: s.set("timeout", i)),
            ui.Item("Speed", None, settings.SPEED_LABELS, lambda: s.get("speed"),
                    lambda i: s.set("speed", i)),
            ui.Item("Hints", None, ("off", "on"), lambda: int(s.get("hints")),
                    lambda i: s.set("hints", bool(i))),
        ]  # fmt: skip
        super().__init__(app, "Settings", items, on_back=self._leave)

    def _contrast(self, i):
        self.app.settings.set("contrast", i)
        self.app.set_contrast()

    def _leave(self):
        self.app.pop()
        self.app.save_settings()


class About(ui.Screen):
    def __init__(self, app):
        super().__init__(app)
        self.lines = None
        self.heading = None
        self.shown()

    def shown(self):
        gc.collect()
        impl = sys.implementation
        mp = "%d.%d.%d" % impl.version[:3] if hasattr(impl, "version") else "?"
        self.heading = "About v" + self.app.version
        self.lines = (
            "board:",
            " " + getattr(self.app.board, "NAME", "?"),
            "MicroPython:",
            " " + mp,
            "free %d KB" % (gc.mem_free() // 1024),
            "used %d KB" % (gc.mem_alloc() // 1024),
        )

    def key(self, ev):
        if ev == buttons.PRESS | keys.A or ev == buttons.PRESS | keys.B:
            self.app.pop()
            return True
        return False

    def draw(self, fb):
        ui.title(fb, self.heading)
        lines = self.lines
        for i in range(len(lines)):  # (enumerate would allocate while drawing)
            fb.text(lines[i], 0, ui.ROW_Y + 8 * i, 1)
