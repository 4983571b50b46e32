// Under Node.js the MicroPython VM is the npm package's (tools/vm/load.mjs imports it from
// here).  In the web console's site this file is the package's own micropython.mjs, copied
// in by tools/sim/web/build.mjs.
export { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
