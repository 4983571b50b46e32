# The main menu: Resume and Play for every game of the registry (games/__init__.py), the
# rules pages, settings, about.  What they do is shell/entries.py's.
import framebuf
import games
from shell import entries
from store import flash
from uikit import buttons, keys, lang, menu


class MainMenu(menu.Menu):
    rows = 4  # the two cards' art keeps the bottom right corner, however many entries
    battery = True  # the battery symbol between the title and the suits
    battery_x = 82

    def __init__(self, app):
        self.what = []  # per entry: what A does, (shell/entries.py's function, game)
        self.titles = None  # (the language's code, every game's name as "Play %s" takes it)
        self._warm = None  # the selected entry, (what, game), to import once a frame is out
        self._warm_after = 0  # (that frame's number)
        super().__init__(app, lang.T.TITLE, self._items(app))
        self._selected()

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
            if name not in app.dropping and flash.kept(folder, games.save_name(name), there):
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
        if ev == buttons.PRESS | keys.A:
            self._do(*self.what[self.sel])
            return True
        if ev == buttons.PRESS | keys.B:
            return True  # (the bottom of the stack: B stays here)
        moved = super().key(ev)
        if moved:
            self._selected()
        return moved

    def _selected(self):
        # An entry selected (at the menu's first frame, or by a key): what it opens (a
        # game's wing, and with it all of its modules and its words, or a screen of the
        # shell) is imported once that frame is out, so that A opens it without waiting
        # for the import (16 ms of a 61 ms A on the Pico, 30 ms of Settings' first A on
        # make deploy's build).
        self._warm = self.what[self.sel]
        self._warm_after = self.app.frames

    def tick(self, now):
        warm = self._warm
        # (after an owed write: a language just chosen is on the flash before the import)
        if warm is not None and self.app.frames != self._warm_after and not self.app.owes():
            self._warm = None
            entries.warm(*warm)
        return False

    def due(self, now):
        return 0 if self._warm is not None else super().due(now)

    def shown(self):
        self.heading = lang.T.TITLE  # (the language may have changed in Settings)
        had = len(self.items)
        self.items = self._items(self.app)
        if len(self.items) != had:
            self.sel = 0
            self.first = 0

    def _do(self, what, name=None):
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
