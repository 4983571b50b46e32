# The frozen firmware's _boot.py, which MicroPython runs at power-on before main.py: the
# rp2 port's own (ports/rp2/modules/_boot.py, v1.27.0), but for one thing.  That one
# imports the `rp2` package to reach Flash, and its module stays in the REPL's globals:
# the package's PIO assembler, 1.36 KB of heap a game never uses (measured on the emulated
# Pico).  Flash is the C module's (_rp2), which `rp2` only re-exports; `import rp2` still
# works for whoever wants it, the package is frozen as before (tools/builders/manifest.py).
import vfs
from _rp2 import Flash  # pyright: ignore[reportMissingImports] - (stubs: rp2 only)

# Try to mount the filesystem, and format the flash if it doesn't exist.
# Note: the flash requires the programming size to be aligned to 256 bytes.
bdev = Flash()
try:
    fs = vfs.VfsLfs2(bdev, progsize=256)
except:  # noqa: E722 - as the port's: any failure to mount formats
    vfs.VfsLfs2.mkfs(bdev, progsize=256)
    fs = vfs.VfsLfs2(bdev, progsize=256)
vfs.mount(fs, "/")

del vfs, bdev, fs, Flash
