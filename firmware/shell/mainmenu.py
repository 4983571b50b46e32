# The main menu: Resume and Play for every game of the registry (games/__init__.py), the
# rules pages, settings, about.  What they do is shell/entries.py's, and their screens load
# when chosen, so a start-up holds only this menu (and the games' names).
import framebuf
import games
from store import flash
from uikit import buttons, keys, lang, menu, ui

# What opening a setup loads whichever game's it is: the entries, the stand-in for this
# menu, and what every setup is made of (games/setup.py's base, the settings' checks, the
# words of play); every wing's OPEN names them too.  Only modules some screen holds: one
# that no screen names (games/match.py) is kept for good once loaded, and naming it here
# would let it go with this menu while its objects live on, to be loaded a second time.
_ANY_SETUP = (
    "shell.entries", "shell.home", "games.setup", "store.setcheck", "uikit.lang_%s_play",
)  # fmt: skip


class MainMenu(menu.Menu):
    # its module, and what its entries do once one was chosen (the games' names, in their
    # packages, are read for its rows and not held: titles keeps what they said)
    holds = menu.Menu.holds + ("shell.mainmenu", "shell.entries*")
    rows = 4  # the two cards' art keeps the bottom right corner, however many entries
    battery = True  # the battery symbol between the title and the suits
    battery_x = 82
    loads_on_a = True  # (preloads(): a game's own modules while A is held on its entry)

    def __init__(self, app, titles=None):
        self.what = []  # per entry: what A does, (shell/entries.py's function, game)
        self._pre = ()  # what preloads() asked for so far: held while loaded (ui.settle())
        self._used = False  # a key came: preloads() may begin
        # (the language's code, every game's name as "Play %s" takes it): shell/home.py
        # hands the last menu's over, so that coming back from a game reads no names
        self.titles = titles
        super().__init__(app, lang.T.TITLE, self._items(app))

    def _items(self, app):
        # A match left or put to sleep (games/saves.py) can go on: its Resume comes first.
        # The rows are labels only: key() does what the chosen one says (no function
        # made per row, the menu being held all the time).
        resume = []
        play = []
        what = self.what
        del what[:]
        folder = app.settings.folder
        t = lang.T
        if self.titles is None or self.titles[0] != lang.code:
            self.titles = (lang.code, [games.title(n, games.PLAY) for n in games.GAMES])
        titles = self.titles[1]
        there = flash.names(folder)
        for i, name in enumerate(games.GAMES):
            label = titles[i]
            if flash.kept(folder, games.save_name(name), there):
                resume.append(menu.Item(t.RESUME % label))
                what.append(("resume", name))
            play.append(menu.Item(t.PLAY % label))
        for name in games.GAMES:
            what.append(("play", name))
        for w in ("rules", "records", "settings", "about"):
            what.append((w, None))
        return resume + play + [menu.Item(t.RULES), menu.Item(t.RECORDS), menu.Item(t.SETTINGS),
                                menu.Item(t.ABOUT)]  # fmt: skip

    def key(self, ev):
        self._used = True
        if ev == buttons.PRESS | keys.A:
            self._do(*self.what[self.sel])
            return True
        if ev == buttons.PRESS | keys.B:
            return True  # (the bottom of the stack: B stays here)
        return super().key(ev)

    def preloads(self):
        # Between keys, while a Play entry is selected, once someone uses this menu (a
        # device left at it after power-on holds what its first frame needed, and no
        # more): what A opens it with.  On stock MicroPython the modules any setup needs
        # (_ANY_SETUP): a module loaded from a .mpy file keeps its names interned for
        # good, and these are loaded for whichever game is played.  On the frozen
        # firmware, where names cost no heap, the game's own as well: its wing, then the
        # modules its OPEN lists.  Kept while this menu is up, so that moving on to
        # another entry and back loads nothing twice.
        # From .mpy files the game's own modules load while A is held on its entry
        # (loads_on_a): a tap holds A for 60-100 ms, and A acts when let go, so that its
        # setup then finds them loaded.  They are what the setup would load anyway, and
        # their names are the ones that game's play interns: its wing and the modules
        # of its OPEN in its own package (not a shared one that no screen holds, above).
        what, name = self.what[self.sel]
        pressing = self.app.keys.held == keys.A
        if what == "play" and (self._used or pressing):
            want = _ANY_SETUP
            frozen = ui.frozen()
            if frozen or pressing:
                wing = "games.%s.wing" % name
                want += (wing,)
                mod = ui.loaded(wing)
                if mod is not None:
                    opens = getattr(mod, "OPEN", ())
                    if not frozen:
                        own = wing[:-4]  # ("games.<name>.")
                        opens = tuple(n for n in opens if n.startswith(own))
                    want += opens
            for n in want:
                if n not in self._pre:
                    self._pre += (n,)
        return self._pre

    def shown(self):
        self.heading = lang.T.TITLE  # (the language may have changed in Settings)
        had = len(self.items)
        self.items = self._items(self.app)
        if len(self.items) != had:
            self.sel = 0
            self.first = 0

    def _do(self, what, name=None):
        # What an entry does is shell/entries.py's, loaded when an entry is chosen: a
        # start holds only the menu.
        from shell import entries

        getattr(entries, what)(self, name)

    def draw(self, fb):
        super().draw(fb)
        # (tuple sources straight over the bytes: no copy, no FrameBuffer kept)
        fb.blit(_SUITS, 97, 2, 0)  # pyright: ignore[reportArgumentType]  (right of the title)
        fb.blit(_BACKS, 100, 48, 0)  # pyright: ignore[reportArgumentType]  (under the rows)


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
_SUITS = (SUITS_ART, 31, 7, framebuf.MONO_VLSB)  # as blit sources
_BACKS = (BACKS_ART, 24, 16, framebuf.MONO_VLSB)
