# The main menu: Resume and Play for every game of the registry (games/__init__.py), the
# rules pages, settings, about.  Their screens load when chosen, so a start-up holds only
# this menu.
import gc
import sys

import framebuf
import games
from store import flash
from uikit import lang, ui


class MainMenu(ui.Menu):
    rows = 4  # the two cards' art keeps the bottom right corner, however many entries
    battery = True  # the battery symbol between the title and the suits
    battery_x = 82

    def __init__(self, app):
        super().__init__(app, lang.T.TITLE, self._items(app), on_back=lambda: None)

    def _items(self, app):
        # A match left or put to sleep (games/saves.py) can go on: its Resume comes first.
        resume = []
        play = []
        folder = app.settings.folder
        t = lang.T
        for name, _label in games.GAMES:
            label = lang.game(name)
            if flash.kept(folder, games.save_name(name)):
                resume.append(ui.Item(t.RESUME % label, lambda name=name: self._resume(name)))
            play.append(ui.Item(t.PLAY % label, lambda name=name: self._play(name)))
        return (
            resume
            + play
            + [
                ui.Item(t.RULES, self._rules),
                ui.Item(t.RECORDS, self._records),
                ui.Item(t.SETTINGS, self._settings),
                ui.Item(t.ABOUT, self._about),
            ]
        )

    def shown(self):
        self.heading = lang.T.TITLE  # (the language may have changed in Settings)
        had = len(self.items)
        self.items = self._items(self.app)
        if len(self.items) != had:
            self.sel = 0
            self.first = 0

    def _resume(self, name):
        from games import saves

        try:
            saved = saves.load(self.app.settings.folder, name)
        except saves.SaveError as e:
            self.app.report(e.args, None)
            self.shown()
            return
        self._open(games.wing(name).open_saved(self.app, saved))

    def _play(self, name):
        self._open(games.wing(name).open_setup(self.app))

    def _open(self, screen):
        # A game's screen goes on top; the menu and this module are let go while the game
        # runs (shell/home.py stands in and makes the menu again, where it stood, when it
        # shows again): a game needs the heap.
        app = self.app
        app.push(screen)
        if app.stack[0] is self:
            from shell import home

            app.stack[0] = home.Home(app, self)
            home.forget("shell.mainmenu")

    def _rules(self):
        items = [
            ui.Item(label, lambda name=name, label=label: _rules_page(self.app, name, label))
            for name, label in [(name, lang.game(name, True)) for name, _label in games.GAMES]
        ]
        self.app.push(ui.Menu(self.app, lang.T.RULES, items))

    def _records(self):
        from shell.records import RecordsMenu

        self.app.push(RecordsMenu(self.app))

    def _settings(self):
        from shell import setmenu

        self.app.push(setmenu.SettingsMenu(self.app))

    def _about(self):
        from shell import setmenu

        self.app.push(setmenu.About(self.app))

    def draw(self, fb):
        super().draw(fb)
        suits, backs = _decoration()
        fb.blit(suits, 97, 2, 0)  # the four suits right of the 12-letter title
        fb.blit(backs, 100, 48, 0)  # two face-down cards under the menu's four rows


# The four suits (31x7) and two overlapping face-down cards (24x16) as cardart.py draws
# them, stored as MONO_VLSB bytes so that a start-up need not load cardart at all.
# (host_tests/test_device_cards.py checks they still match cardart's drawing.)
SUITS_ART = (
    b"\x1c\x1c\x4b\x7f\x4b\x1c\x1c\x00\x08\x14\x22\x41\x22\x14\x08\x00"
    b"\x0e\x11\x21\x42\x21\x11\x0e\x00\x18\x5c\x7e\x7f\x7e\x5c\x18"
)
BACKS_ART = (
    b"\xfe\x01\x45\xa9\x11\xa9\x45\xa9\x11\xa9\xf9\x05\x15\xa6\x44\xa4\x14\xa4"
    b"\x44\xa4\x14\xa4\x04\xf8\x1f\x20\x24\x2a\x21\x2a\x24\x2a\x21\x2a\x7f\x80"
    b"\x91\xaa\x84\xaa\x91\xaa\x84\xaa\x91\xaa\x80\x7f"
)
_art: list = [None]


def _decoration():
    if _art[0] is None:
        vlsb = framebuf.MONO_VLSB
        _art[0] = (
            framebuf.FrameBuffer(bytearray(SUITS_ART), 31, 7, vlsb),
            framebuf.FrameBuffer(bytearray(BACKS_ART), 24, 16, vlsb),
        )
    return _art[0]


def _rules_page(app, name, heading):
    # One module a language and game: shell/rules_<language>_<game>.py, its TEXT.
    import shell
    from uikit import uitext

    mod = "rules_%s_%s" % (lang.code, name)
    __import__("shell." + mod)
    text = sys.modules["shell." + mod].TEXT
    # The wrapped lines are all the page keeps: drop the module, and the package's
    # reference to it, so that its texts can be freed.
    del sys.modules["shell." + mod]
    delattr(shell, mod)
    app.push(uitext.TextPage(app, heading, text))
    gc.collect()
