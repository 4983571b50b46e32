# The main menu; its screens (Ratscrew, rules, settings, about) load when chosen, so a
# start-up holds only this menu.
import gc
import os
import sys

import cardart
import framebuf
import settings
import ui


class MainMenu(ui.Menu):
    def __init__(self, app):
        super().__init__(app, "Pocket Cards", self._items(app), on_back=lambda: None)

    def _items(self, app):
        items = [
            ui.Item("Play Ratscrew", self._ratscrew),
            ui.Item("Rules", self._rules),
            ui.Item("Settings", self._settings),
            ui.Item("About", self._about),
        ]
        try:  # a match left or put to sleep (rs_save.py) can go on
            os.stat(app.settings.folder + "/" + settings.RATSCREW_SAVE)
            items.insert(0, ui.Item("Resume Ratscrew", self._resume))
        except OSError:
            pass
        return items

    def shown(self):
        had = len(self.items)
        self.items = self._items(self.app)
        if len(self.items) != had:
            self.sel = 0
            self.first = 0

    def _resume(self):
        import rs_save
        import rs_table

        try:
            match, seed, st = rs_save.load(self.app.settings.folder)
        except rs_save.SaveError as e:
            self.app.toast(str(e), 3000)
            self.shown()
            return
        self.app.push(rs_table.Table(self.app, match, (seed, st)))

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
        import setmenu

        self.app.push(setmenu.SettingsMenu(self.app))

    def _about(self):
        import setmenu

        self.app.push(setmenu.About(self.app))

    def draw(self, fb):
        super().draw(fb)
        suits, backs = _decoration()
        fb.blit(suits, 92, 2, 0)  # the four suits beside the title
        if len(self.items) <= 4:  # two face-down cards where no menu row reaches
            fb.blit(backs, 96, 44, 0)


_art = [None]


def _decoration():
    # Drawn once into two small buffers, then each frame blits them in one call each.
    if _art[0] is None:
        suits = framebuf.FrameBuffer(bytearray(35), 35, 7, framebuf.MONO_VLSB)
        for s in range(4):
            cardart.suit_small(suits, s, 9 * s, 0)
        backs = framebuf.FrameBuffer(bytearray(24 * 3), 24, 20, framebuf.MONO_VLSB)
        cardart.back(backs, 0, 0, 14, 18)
        cardart.back(backs, 10, 2, 14, 18)
        _art[0] = (suits, backs)
    return _art[0]


def _rules_page(app, which, heading):
    import rulestext
    import uitext

    text = getattr(rulestext, which)
    del sys.modules["rulestext"]  # the wrapped lines are all the page keeps
    app.push(uitext.TextPage(app, heading, text))
    gc.collect()
