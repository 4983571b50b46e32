// The one way the MicroPython VM (the WebAssembly port, npm's
// @micropython/micropython-webassembly-pyscript, pinned in package-lock.json) is loaded and
// set up.  Every runner starts it here: tools/vm/mpvm.mjs (a script run from the host, and
// tools/vm/mpvm.py behind it), the terminal simulator and the web page (both through
// tools/sim/device.mjs), and the virtual device (tools/sim/vdevice/vdevice.mjs).
//
//   const mp = await startVM({ heap, out, err, modules, files, cwd });
//
//   heap     bytes of the VM's heap
//   out(b)   what the VM writes on standard output, as bytes in the pieces it writes them
//            (no line buffering: a line, even a character of several bytes, may come split)
//   err(b)   standard error, the same (default: out)
//   modules  {name: {function...}}: JavaScript modules the Python side imports (hostio,
//            simhost, vdevhost)
//   files    [vmPath, bytes] pairs written into the VM's in-memory file system, folders
//            made as needed (tools/vm/vmtree.mjs)
//   cwd      the VM's current folder, if given
//
// No Node.js here: the web page runs this file in the browser, where the site's
// vm/micropython.mjs is the package's own file (tools/sim/web/build.mjs copies it there);
// under Node.js ./micropython.mjs hands the package over.
import { loadMicroPython } from "./micropython.mjs";
import { writeFiles } from "./vmtree.mjs";

export async function startVM({ heap, out, err = out, modules = {}, files = [], cwd = null }) {
  const mp = await loadMicroPython({ heapsize: heap, linebuffer: false, stdout: out, stderr: err });
  writeFiles(mp.FS, files);
  for (const [name, mod] of Object.entries(modules)) mp.registerJsModule(name, mod);
  if (cwd !== null) {
    mp.globals.set("_vm_cwd", cwd);
    mp.runPython("import os\nos.chdir(_vm_cwd)\ndel _vm_cwd, os\n");
  }
  return mp;
}
