# The MicroPython VM's bridge to JavaScript (the WebAssembly port's `js` module), as far
# as the host files that run in the VM use it: only for the type check.

class _Performance:
    def now(self) -> float: ...

performance: _Performance
