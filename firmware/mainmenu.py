# The main menu; its screens (Ratscrew, rules, settings, about) load when chosen, so a
# start-up holds only this menu.
import gc
import os
import sys

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
        fb.blit(suits, 97, 2, 0)  # the four suits right of the 12-letter title
        if len(self.items) <= 4:  # two face-down cards where no menu row reaches
            fb.blit(backs, 96, 44, 0)


# The four suits (31x7) and two overlapping face-down cards (24x20) as cardart.py draws
# them, stored as MONO_VLSB bytes so that a start-up need not load cardart at all.
# (host_tests/test_device_cards.py checks they still match cardart's drawing.)
SUITS_ART = (
    b"\x1c\x1c\x4b\x7f\x4b\x1c\x1c\x00\x08\x14\x22\x41\x22\x14\x08\x00"
    b"\x0e\x11\x21\x42\x21\x11\x0e\x00\x18\x5c\x7e\x7f\x7e\x5c\x18"
)
BACKS_ART = (
    b"\xfe\x01\x45\xa9\x11\xa9\x45\xa9\x11\xa9\xf9\x05\x15\xa6\x44\xa4\x14\xa4"
    b"\x44\xa4\x14\xa4\x04\xf8\xff\x00\x44\xaa\x11\xaa\x44\xaa\x11\xaa\xff\x00"
    b"\x11\xaa\x44\xaa\x11\xaa\x44\xaa\x11\xaa\x00\xff\x01\x02\x02\x02\x02\x02"
    b"\x02\x02\x02\x02\x07\x08\x09\x0a\x08\x0a\x09\x0a\x08\x0a\x09\x0a\x08\x07"
)
_art = [None]


def _decoration():
    if _art[0] is None:
        vlsb = framebuf.MONO_VLSB
        _art[0] = (
            framebuf.FrameBuffer(bytearray(SUITS_ART), 31, 7, vlsb),
            framebuf.FrameBuffer(bytearray(BACKS_ART), 24, 20, vlsb),
        )
    return _art[0]


def _rules_page(app, which, heading):
    import rulestext
    import uitext

    text = getattr(rulestext, which)
    del sys.modules["rulestext"]  # the wrapped lines are all the page keeps
    app.push(uitext.TextPage(app, heading, text))
    gc.collect()
