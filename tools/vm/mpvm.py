"""Run code under the real MicroPython VM (npm's WebAssembly build) from host Python.

Used by the tests, the benchmarks and the match tools.  The firmware goes into the VM
as the compiled .mpy files the Pico gets (build/mpy, made by tools/builders/build.py), or as
source when asked; extra host folders can be mounted beside it.
"""

import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BUILDERS = os.path.join(ROOT, "tools", "builders")
RUNNER = os.path.join(ROOT, "tools", "vm", "mpvm.mjs")
VM_PACKAGE = os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript")


class VMError(RuntimeError):
    """The VM exited with an error; the message carries its stderr."""


def available():
    return shutil.which("node") is not None and os.path.isdir(VM_PACKAGE)


def compiled_firmware():
    """Path of build/mpy after bringing it up to date with mpy-cross."""
    if BUILDERS not in sys.path:
        sys.path.insert(0, BUILDERS)
    from build import build  # tools/builders/build.py

    out = os.path.join(ROOT, "build", "mpy")
    _count, failures = build(out)
    if failures:
        raise VMError("mpy-cross rejects:\n" + "\n".join(failures))
    return out


class MicroPythonVM:
    """One call, one fresh VM process: nothing leaks from one run into the next."""

    def __init__(self, mounts=None, heap="4m", compiled=True):
        if not available():
            raise VMError("the MicroPython VM is not installed: run `make setup` (npm ci)")
        fw = compiled_firmware() if compiled else ROOT
        self.mounts = [
            (os.path.join(fw, "firmware"), "/firmware"),
            (os.path.join(fw, "boards"), "/boards"),
        ]
        self.mounts += list(mounts or [])
        self.heap = heap

    def command(self, script_args):
        cmd = ["node", RUNNER, "--heap", self.heap]
        for host, vm in self.mounts:
            if os.path.isdir(host):
                cmd += ["--mount", "%s:%s" % (host, vm)]
        cmd += ["--path", "/firmware", "--path", "/lib"]
        return cmd + list(script_args)

    def run(self, code, args=(), stdin=None, timeout=600, loop=None):
        """Run code; with loop, then run loop again and again, each time as a top-level
        call of its own (so gc.collect() there frees what earlier calls left), until it
        raises SystemExit."""
        extra = ["--loop", loop] if loop is not None else []
        proc = subprocess.run(
            self.command([*extra, "-c", code, *args]),
            input=stdin,
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=ROOT,
        )
        if proc.returncode:
            raise VMError(
                "MicroPython exited %d:\n%s%s"
                % (proc.returncode, proc.stdout[-2000:], proc.stderr)
            )
        return proc.stdout

    def run_json(self, code, **kw):
        """Run code that prints one JSON document per line; return them parsed."""
        return [json.loads(line) for line in self.run(code, **kw).splitlines() if line.strip()]
