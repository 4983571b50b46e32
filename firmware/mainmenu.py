# The main menu and what hangs off it: rules, settings, about.
import gc
import sys

import buttons
import cardart
import keys
import settings
import ui


class MainMenu(ui.Menu):
    def __init__(self, app):
        items = [
            ui.Item("Play Ratscrew", self._ratscrew),
            ui.Item("Rules", self._rules),
            ui.Item("Settings", self._settings),
            ui.Item("About", self._about),
        ]
        super().__init__(app, "Pocket Cards", items, on_back=lambda: None)

    def _ratscrew(self):
        import rs_setup

        self.app.push(rs_setup.Setup(self.app))

    def _rules(self):
        self.app.push(
            ui.Menu(
                self.app,
                "Rules",
                [ui.Item("Ratscrew", lambda: _rules_page(self.app, "RATSCREW", "Ratscrew")),
                 ui.Item("Equi", lambda: _rules_page(self.app, "EQUI", "Equi"))],
            )
        )  # fmt: skip

    def _settings(self):
        self.app.push(SettingsMenu(self.app))

    def _about(self):
        self.app.push(About(self.app))

    def draw(self, fb):
        super().draw(fb)
        for s in range(4):  # a row of suits beside the title
            cardart.suit_small(fb, s, 92 + 9 * s, 2)
        cardart.back(fb, 96, 44, 14, 18)  # and two face-down cards below the list
        cardart.back(fb, 106, 46, 14, 18)


def _rules_page(app, which, heading):
    import rulestext

    text = getattr(rulestext, which)
    del sys.modules["rulestext"]  # the wrapped lines are all the page keeps
    app.push(ui.TextPage(app, heading, text))
    gc.collect()


class SettingsMenu(ui.Menu):
    """Contrast, sound, screen timeout and computer speed; saved when leaving."""

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
        self.shown()

    def shown(self):
        gc.collect()
        impl = sys.implementation
        mp = "%d.%d.%d" % impl.version[:3] if hasattr(impl, "version") else "?"
        self.lines = (
            "version " + self.app_version(),
            "board",
            " " + getattr(self.app.board, "NAME", "?"),
            "MicroPython " + mp,
            "free %d KB" % (gc.mem_free() // 1024),
            "used %d KB" % (gc.mem_alloc() // 1024),
        )

    def app_version(self):
        import app

        return app.VERSION

    def key(self, ev):
        if ev == buttons.PRESS | keys.A or ev == buttons.PRESS | keys.B:
            self.app.pop()
            return True
        return False

    def draw(self, fb):
        ui.title(fb, "About")
        for i, line in enumerate(self.lines):
            fb.text(line, 0, ui.ROW_Y + 8 * i, 1)
