"""Host side of the scenarios in this folder: the MicroPython VM with the fake board and
these modules mounted at /devlib, and a scenario run in it, read back as its JSON lines
(the findings) and the other lines (the firmware's console).  Used by test_crash.py,
test_records.py and test_equi_device.py; not imported on the device."""

import json
import os

from mpvm import MicroPythonVM

HERE = os.path.dirname(os.path.abspath(__file__))


def device_vm():
    return MicroPythonVM(mounts=[(HERE, "/devlib")])


def run(vm, module, call):
    """Run module.call (a Python call as text) in vm; (findings, console)."""
    return run_code(vm, "import %s\n%s.%s\n" % (module, module, call))


def run_code(vm, code):
    """Run code (with this folder on sys.path) in vm; (findings, console)."""
    out = vm.run("import sys\nsys.path.append('/devlib')\n" + code)
    found = [json.loads(line[5:]) for line in out.splitlines() if line.startswith("JSON ")]
    console = [line for line in out.splitlines() if not line.startswith("JSON ")]
    return found, console
