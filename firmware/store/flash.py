# The flash as the firmware keeps things on it: one folder (/data on the Pico), files
# written whole or not at all, and a file that cannot be read set aside, never deleted.
#
# Every file operation of the settings and the saves goes through the few functions here,
# so a test can put another file system behind them (use(), e.g. littlefs on a simulated
# flash that loses power) and run the firmware's own code on it.
#
# What went wrong is told as a problem, a tuple (line, key, arg): line the English line
# for the console, key the catalogue key (uikit/lang_*.py) of the message the screen
# shows in the player's language, arg None, the number for its %d or the key of the
# reason for its %s (WHY_FULL, WHY_FLASH).  This wing imports nothing of ours: the screen
# that shows a problem translates it.
import os

DATA_DIR = "/data"

_fs = None  # None: the device's own open() and os; use() puts another behind the same calls


def use(fs):
    """Route the file operations to fs (an object with open, rename, remove, stat, mkdir,
    listdir), or back to the device's own with None."""
    global _fs
    _fs = fs


def problem(line, key, e):
    """The problem of an OSError: the console's line with the error's words, the screen's
    message with its reason, the flash full or another fault.  littlefs says full with
    ENOSPC, or with ENAMETOOLONG when a new file's entry finds no room (our names are far
    shorter than its limit)."""
    full = e.args and e.args[0] in (28, 36)
    return ("%s (%s)" % (line, e), key, "WHY_FULL" if full else "WHY_FLASH")


def join(folder, name):
    return folder + "/" + name if folder else name


def open_file(path, mode="r"):
    return open(path, mode) if _fs is None else _fs.open(path, mode)


def rename(old, new):
    (os if _fs is None else _fs).rename(old, new)


def remove(path):
    (os if _fs is None else _fs).remove(path)


def exists(path):
    try:
        (os if _fs is None else _fs).stat(path)
        return True
    except OSError:
        return False


def make_dir(folder):
    if not folder:
        return
    try:
        (os if _fs is None else _fs).mkdir(folder)
    except OSError:
        pass  # there already (a real problem shows when the file is written)


def read_text(folder, name):
    """The file's text, or None when there is no such file.  When the file is missing but
    its previous version (name.old, see write_atomic) is there, that one.  OSError for
    other failures is left to the caller."""
    for path in (join(folder, name), join(folder, name + ".old")):
        try:
            f = open_file(path)
        except OSError:
            if exists(path):
                raise  # there but unreadable: a failing flash is not an empty one
            continue
        with f:
            return f.read()
    return None


def kept(folder, name, there=None):
    """Is there a file called name, or its previous version, to read?  there: the folder's
    names as names() read them, for a caller asking after several files."""
    if there is not None:
        return name in there or name + ".old" in there
    return exists(join(folder, name)) or exists(join(folder, name + ".old"))


def names(folder):
    """The names in folder, read once (an empty set when it cannot be read).  On the Pico a
    look-up of a file that is not there costs about as much as the whole listing (0.6 ms):
    the main menu asks after two files per game."""
    try:
        return set((os if _fs is None else _fs).listdir(folder))
    except OSError:
        return set()


def write_atomic(folder, name, text):
    """Write text to folder/name through a temporary file renamed over the old one, so a
    power cut leaves either the old file or the new one whole.  OSError if it fails; then
    the old file is still there (and the temporary one is gone when it can be removed).

    littlefs (the Pico) and FAT in MicroPython rename over a file in one step.  On a file
    system that will not, the old file is first renamed to name.old, which read_text()
    reads while name is missing: no moment without a whole file."""
    temp = join(folder, name + ".tmp")
    path = join(folder, name)
    make_dir(folder)
    try:
        with open_file(temp, "w") as f:
            f.write(text)
        try:
            rename(temp, path)
        except OSError:
            if not exists(path):
                raise  # not the rename-over-a-file problem
            old = join(folder, name + ".old")
            _quiet_remove(old)
            rename(path, old)  # if this fails, path is untouched
            try:
                rename(temp, path)
            except OSError:
                rename(old, path)
                raise
            _quiet_remove(old)
    except OSError:
        _quiet_remove(temp)  # a full flash gets its space back
        raise


def _quiet_remove(path):
    try:
        remove(path)
    except OSError:
        pass


def set_aside(folder, name, bad):
    """Move an unreadable file out of the way (to bad), keeping it for a look later: the
    file read_text() read, name or else name.old."""
    for src in (name, name + ".old"):
        try:
            rename(join(folder, src), join(folder, bad))
            return
        except OSError:
            pass


def delete(folder, name):
    """Remove name and what write_atomic may have left beside it; no error if absent."""
    for suffix in ("", ".old", ".tmp"):
        _quiet_remove(join(folder, name + suffix))
