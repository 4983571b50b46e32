"""Type-check the firmware against the Pico's MicroPython and the host tools against CPython.

Usage: python tools/check/typecheck.py [-v]
Runs pyright (pinned in package.json, installed by `make setup`) twice, because the
standard library a run checks against is one setting for the whole run:

- MicroPython: firmware/ and boards/, and the host files that run only inside the
  MicroPython VM, against the stubs of `micropython-rp2-rpi-pico-stubs`
  (requirements-dev.txt) alone: its `micropython-stdlib-stubs` take the place of
  CPython's standard library, and no interpreter's paths are searched, so a module or a
  call the Pico's MicroPython lacks (`threading`, `time.perf_counter`) is an error, like
  a wrong argument to `machine.Pin`.
- CPython: the rest of tools/ and host_tests/.

Basic mode, less the "may be None" rules: the firmware keeps what it loads on first use
in module globals that start as None (a screen's art, a font), and a checker cannot see
that the loader ran; those rules would report every such use.  The configurations are
written to build/typecheck/.  Exit status 1 when there is an error.

In the firmware an annotation settles what the checker cannot infer (a cache that starts
as [None], a global that _load() makes): MicroPython's compiler drops annotations, and
CPython evaluates those at module level, so they name only builtins and imported
modules; MicroPython has no `typing`.  `# pyright: ignore[rule]` only where the stubs
are wrong about MicroPython, with the reason beside it.
"""

import json
import os
import shutil
import subprocess
import sys
import sysconfig

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "build", "typecheck")
PYRIGHT = os.path.join(ROOT, "node_modules", ".bin", "pyright")
# Host files that run inside the MicroPython VM, and folders of them (simhost, vdevhost
# and js are the JavaScript side's modules, see tools/check/typings/).  hostclock.py runs on
# both interpreters and is checked as the VM runs it (the host's benches find it through
# their extra paths).
VM_SIDE = (
    "tools/bench/core",
    "tools/builders/frozen",
    "tools/sim/board_sim.py",
    "tools/sim/simrun.py",
    "tools/sim/vdevice/machine_shim.py",
    "host_tests/device",
    "host_tests/both/mprunner.py",
)
# A game's firmware files that host_tests/test_new_game.py adds to a copy of the tree: they
# import their rules module as firmware/rules/ would hold it, so they are checked there, in
# the copy (as firmware), and not here.
ELSEWHERE = ("host_tests/newgame",)
# Modules in those folders that run on the host only (each starts the VM with its folder
# mounted, and is never imported there): checked against CPython.
HOST_ONLY = (
    "tools/bench/core/devicevm.py",
    "host_tests/device/vmscenario.py",
)
# Where the host files' imports are found (each script puts some of them on sys.path).
HOST_PATHS = (
    "tools",
    "tools/builders",
    "tools/play",
    "tools/check",
    "tools/sim/web",
    "tools/vm",
    "tools/hostlib",
    "tools/bench",
    "tools/bench/core",
    "tools/picoemu",
    "firmware",
    "host_tests",
    "host_tests/both",
)
RULES = {
    "typeCheckingMode": "basic",
    # The stubs are stubs only: there is no source beside them, by design.
    "reportMissingModuleSource": "none",
    "reportOptionalMemberAccess": "none",
    "reportOptionalSubscript": "none",
    "reportOptionalCall": "none",
    "reportOptionalIterable": "none",
    "reportOptionalOperand": "none",
    # MicroPython takes any buffer where the stubs say bytes.
    "disableBytesTypePromotions": False,
}


STUB_PACKAGES = ("micropython_rp2_rpi_pico_stubs", "micropython_stdlib_stubs")


def stubs():
    """A folder holding only the files of the two stub packages, copied from site-packages
    (where pip put them beside pytest and the rest): no module the Pico lacks can
    resolve there.  Made again when the installed packages change."""
    site = sysconfig.get_paths()["purelib"]
    records = sorted(
        os.path.join(site, d, "RECORD")
        for d in os.listdir(site)
        if d.endswith(".dist-info") and d.split("-")[0] in STUB_PACKAGES
    )
    if len(records) != len(STUB_PACKAGES):
        sys.exit("the MicroPython stubs are not installed: run make setup")
    folder = os.path.join(OUT, "rp2-stubs")
    stamp = os.path.join(folder, ".from")
    want = "\n".join(records)
    if os.path.exists(stamp) and open(stamp).read() == want:
        return folder
    # Made aside and renamed into place: runs at the same time (pytest's workers) never
    # see a half-made folder.
    tmp = "%s.%d" % (folder, os.getpid())
    shutil.rmtree(tmp, ignore_errors=True)
    for record in records:
        with open(record) as f:
            for line in f:
                rel = line.split(",")[0]
                if rel.endswith(".pyi") or rel.endswith("VERSIONS"):
                    dst = os.path.join(tmp, rel)
                    os.makedirs(os.path.dirname(dst), exist_ok=True)
                    shutil.copyfile(os.path.join(site, rel), dst)
    with open(os.path.join(tmp, ".from"), "w") as f:
        f.write(want)
    if os.path.exists(folder):  # made from other packages
        try:
            os.rename(folder, tmp + ".old")
            shutil.rmtree(tmp + ".old")
        except OSError:
            pass  # another run moved it first
    try:
        os.rename(tmp, folder)
    except OSError:  # another run put the same files there first
        shutil.rmtree(tmp, ignore_errors=True)
    return folder


def micropython_config(folder, root, include, extra_paths, stub_path=None):
    """A pyright configuration, written to folder/pyrightconfig.json, that checks `include`
    (folders or files; these paths are relative to folder) against MicroPython's rp2
    stubs only, with `extra_paths` where imports are found (as firmware/ is for the
    firmware) for the code under `root`."""
    rp2 = stubs()
    config = dict(
        RULES,
        include=list(include),
        typeshedPath=rp2,
        executionEnvironments=[{"root": root, "extraPaths": list(extra_paths) + [rp2]}],
    )
    if stub_path:
        config["stubPath"] = stub_path
    return _write(folder, config)


def cpython_config(folder, root, include, exclude, extra_paths):
    config = dict(
        RULES,
        include=list(include),
        exclude=list(exclude),
        pythonVersion="3.10",
        executionEnvironments=[{"root": root, "extraPaths": list(extra_paths)}],
    )
    return _write(folder, config)


def _write(folder, config):
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "pyrightconfig.json")
    with open(path, "w") as f:
        json.dump(config, f, indent=1)
    return path


def start(config, micropython):
    # The MicroPython runs get no Python interpreter ("false" answers nothing), so
    # CPython's standard library and site-packages stay out of reach.
    python = (shutil.which("false") or "false") if micropython else sys.executable
    return subprocess.Popen(
        [PYRIGHT, "-p", config, "--pythonpath", python, "--outputjson"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def result(proc):
    """(errors, the diagnostics as dicts) of a pyright run started with start()."""
    out, err = proc.communicate()
    try:
        diags = json.loads(out)["generalDiagnostics"]
    except (ValueError, KeyError):
        sys.exit("pyright did not run: %s%s" % (out, err))
    return sum(1 for d in diags if d["severity"] == "error"), diags


def run(config, micropython=True):
    """Run pyright with a configuration; return (errors, the diagnostics as dicts)."""
    return result(start(config, micropython))


def vm_side():
    """The files of VM_SIDE, folders walked, less HOST_ONLY (relative to ROOT, sorted)."""
    out = []
    for path in VM_SIDE:
        full = os.path.join(ROOT, path)
        if not os.path.isdir(full):
            out.append(path)
            continue
        for parent, dirs, files in os.walk(full):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for name in files:
                if name.endswith(".py"):
                    out.append(os.path.relpath(os.path.join(parent, name), ROOT))
    return sorted(p for p in out if p not in HOST_ONLY)


def _up(paths, folder):
    # A configuration's paths are relative to its folder.
    if isinstance(paths, str):
        return os.path.relpath(os.path.join(ROOT, paths), folder)
    return [os.path.relpath(os.path.join(ROOT, p), folder) for p in paths]


HINT = """\
  (a MicroPython call in a host file: a part that runs only in the VM reads it through
  getattr(module, "name", None), as tools/bench/core/hostclock.py reads the clock; a whole
  file that runs only in the VM goes in VM_SIDE, tools/check/typecheck.py)"""


def _micropython_only(diag):
    # CPython's gc or time lacks what a host file called: most likely in a part of a
    # bench that runs inside the VM
    message = diag["message"]
    return diag["severity"] == "error" and any(
        '"%s" is not a known attribute of module "%s"' % (name, module) in message
        for module, name in (
            ("gc", "mem_alloc"),
            ("gc", "mem_free"),
            ("time", "ticks_ms"),
            ("time", "ticks_us"),
            ("time", "ticks_diff"),
            ("time", "ticks_add"),
            ("time", "sleep_ms"),
            ("time", "sleep_us"),
        )
    )


def main():
    verbose = "-v" in sys.argv[1:]
    vm_files = tuple(vm_side())
    mp_dir = os.path.join(OUT, "micropython")
    mp = micropython_config(
        mp_dir,
        _up(".", mp_dir),
        _up(("firmware", "boards") + vm_files, mp_dir),
        _up(("firmware", "host_tests/device", "host_tests/both"), mp_dir),
        stub_path=os.path.join(ROOT, "tools", "check", "typings"),
    )
    host_dir = os.path.join(OUT, "cpython")
    host = cpython_config(
        host_dir,
        _up(".", host_dir),
        _up(("tools", "host_tests"), host_dir),
        _up(vm_files + ELSEWHERE, host_dir),
        _up(HOST_PATHS, host_dir),
    )
    failed = False
    runs = [("MicroPython", start(mp, True)), ("CPython", start(host, False))]
    for name, proc in runs:  # both at once: a core each
        errors, diags = result(proc)
        shown = [d for d in diags if verbose or d["severity"] == "error"]
        for d in shown:
            at = d["range"]["start"]
            print(
                "%s:%d:%d: %s: %s%s"
                % (
                    os.path.relpath(d["file"], ROOT),
                    at["line"] + 1,
                    at["character"] + 1,
                    d["severity"],
                    d["message"],
                    " (%s)" % d["rule"] if d.get("rule") else "",
                )
            )
        print("typecheck %s: %d errors" % (name, errors))
        if name == "CPython" and any(_micropython_only(d) for d in shown):
            print(HINT)
        failed = failed or errors > 0
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
