# The device's settings, kept in /data/settings.json.  A missing file means the defaults;
# an unreadable one is moved aside to settings.bad and the defaults come back with a
# problem to show (store/flash.py), never a crash.  Writes go to a temporary file first
# and are renamed over the old one, so a power cut mid-write leaves the old settings whole.
import json

from store import flash, setcheck, setload

_FILE = "settings.json"

CONTRAST = (8, 40, 100, 180, 255)  # contrast register for levels 1..5
DIM_CONTRAST = 1  # after a minute without input
TIMEOUTS = (30, 60, 120, 300, 600, 0)  # s until the screen turns off (0 never); labels: lang
SPEEDS = (1500, 800, 350, 60)  # milliseconds between a computer seat's cards
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lou")
NAME_LEN = 4  # a seat's line on the table has room for four letters
# The letters a name may have and what every setting may hold: store/setcheck.py.


class Settings:
    def __init__(self, folder=flash.DATA_DIR):
        self.folder = folder
        self.fresh = False  # load() found no file: the device's very first start
        # settings of a game not added yet (add(): its setup adds them as it opens), or of a
        # newer firmware: kept as they were when saving
        self.extra = {}
        self.more = {}  # the games' settings added: {key: what it may hold}
        self.values = setload.defaults(NAMES)

    def get(self, key):
        return self.values[key]

    def set(self, key, value):
        if not ok(key, value, self.more):
            raise ValueError("bad value for setting %s: %r" % (key, value))
        self.values[key] = value

    def add(self, more):
        """A game's settings, (key, what it may hold as store/setcheck.py spells it,
        default) each, taken from the file's values where they are what they may hold, else
        their defaults.  None, or a problem (store/flash.py) counting the values reset."""
        bad = 0
        for key, code, default in more:
            if key in self.more:
                continue
            self.more[key] = code
            value = self.extra.pop(key, None)
            if value is not None and setcheck.ok(key, value, self.more):
                self.values[key] = value
                continue
            if value is not None:
                bad += 1
            self.values[key] = list(default) if isinstance(default, tuple) else default
        if bad:
            line = "%d setting%s reset to default" % (bad, "" if bad == 1 else "s")
            return (line, "E_SETTINGS_RESET", bad)
        return None

    def load(self):
        """Read the file; return None, or a problem (store/flash.py) when something in it
        could not be used (then the defaults stand in for that part).  A game's settings
        wait in extra until the game adds them (add()).  The reading is
        store/setload.py's (with store/setcheck.py's checks)."""
        return setload.load(self, _FILE)

    def save(self):
        """Write atomically; return None, or a problem if the flash refused."""
        try:
            data = dict(self.extra)
            data.update(self.values)
            flash.write_atomic(self.folder, _FILE, json.dumps(data))
        except OSError as e:
            return flash.problem("Settings not saved", "E_SETTINGS_SAVE", e)
        return None


def ok(key, value, more=None):
    """Whether value is what setting key (the shell's, or one of more: a game's) may hold;
    key "name": one player name.  The check is store/setcheck.py's."""
    return setcheck.name_ok(value) if key == "name" else setcheck.ok(key, value, more)
