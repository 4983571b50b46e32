# The flash as the firmware keeps things on it: one folder (/data on the Pico), files
# written whole or not at all, and a file that cannot be read set aside, never deleted.
#
# Every file operation of the settings and the saves goes through the few functions here,
# so a test can put another file system behind them (use(), e.g. littlefs on a simulated
# flash that loses power) and run the firmware's own code on it.
import os

DATA_DIR = "/data"

_fs = None  # None: the device's own open() and os; use() puts another behind the same calls


def use(fs):
    """Route the file operations to fs (an object with open, rename, remove, stat, mkdir),
    or back to the device's own with None."""
    global _fs
    _fs = fs


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
    """The file's text, or None when there is no such file.  OSError for other failures
    is left to the caller."""
    try:
        f = open_file(join(folder, name))
    except OSError:
        return None
    with f:
        return f.read()


def write_atomic(folder, name, text):
    """Write text to folder/name through a temporary file renamed over the old one, so a
    power cut leaves either the old file or the new one whole.  OSError if it fails."""
    temp = join(folder, name + ".tmp")
    path = join(folder, name)
    make_dir(folder)
    with open_file(temp, "w") as f:
        f.write(text)
    try:
        rename(temp, path)
    except OSError:  # a file system that will not rename over a file
        remove(path)
        rename(temp, path)


def set_aside(folder, name, bad):
    """Move an unreadable file out of the way (to bad), keeping it for a look later."""
    try:
        rename(join(folder, name), join(folder, bad))
    except OSError:
        pass


def delete(folder, name):
    try:
        remove(join(folder, name))
    except OSError:
        pass  # nothing there
