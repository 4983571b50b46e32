# Reading the settings' file for store/settings.py's Settings.load() at start.  A missing
# file means the defaults; an unreadable one is moved aside to settings.bad and the
# defaults come back with a problem to show; a value that is not what its setting may
# hold is left at its default, and the count of them is the problem.  The shell's
# defaults are made here too, when a Settings is; a game's are its options' (added when
# its setup opens).
import json

from store import flash, setcheck


def load(s, name):
    """Read s's file (name, in s.folder) into s, each of the shell's values checked by
    store/setcheck.py (a game's wait in s.extra for the game: Settings.add()).  Returns
    None, or a problem (store/flash.py)."""
    try:
        text = flash.read_text(s.folder, name)
    except OSError as e:  # there, but the flash will not read it: not a first start
        return flash.problem("Settings unreadable", "E_SETTINGS_READ", e)
    if text is None:
        s.fresh = True
        return None  # first start: defaults
    try:
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("not an object")
    except ValueError:
        flash.set_aside(s.folder, name, "settings.bad")
        return ("Settings were unreadable; defaults restored", "E_SETTINGS_BAD", None)
    values = s.values
    s.extra = {k: v for k, v in data.items() if k not in values}
    bad = 0
    for key in values:
        if key in data:
            if setcheck.ok(key, data[key]):
                s.values[key] = data[key]
            else:
                bad += 1
    if bad:
        line = "%d setting%s reset to default" % (bad, "" if bad == 1 else "s")
        return (line, "E_SETTINGS_RESET", bad)
    return None


def defaults(names):
    """The shell's settings' defaults, with the player names names: every key of
    store/setcheck.py's SPEC (host_tests/test_device_settings.py checks they agree); a
    game's are its own (load()'s more)."""
    return {
        "contrast": 3,
        "sound": True,
        "timeout": 2,
        "speed": 1,
        "lang": 0,  # English
        "names": list(names),
        "hints": True,
        "battery": 0,  # alkaline
    }
