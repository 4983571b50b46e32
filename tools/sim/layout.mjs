// The device's files as the simulator loads them into the VM, in the Pico's layout: app
// modules at /, boards in /boards, the simulated board as /boards/sim.py, the simulator's
// entry in /_sim.  The terminal simulator loads them from here, and the web page's build
// (tools/sim/web/build.mjs) packs the very same list.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));

// [vmPath, bytes] for every file under hostDir, leaving out dot files, __pycache__ and
// whatever skip(name) picks at the top level.
function tree(hostDir, vmDir, skip = () => false, out = []) {
  for (const e of fs.readdirSync(hostDir, { withFileTypes: true })) {
    if (e.name.startsWith(".") || e.name === "__pycache__" || skip(e.name)) continue;
    const h = path.join(hostDir, e.name);
    const v = (vmDir === "/" ? "" : vmDir) + "/" + e.name;
    if (e.isDirectory()) tree(h, v, () => false, out);
    else if (e.isFile()) out.push([v, fs.readFileSync(h)]);
  }
  return out;
}

// fwDir holds firmware/ and boards/: build/mpy (the compiled files the Pico gets) or the
// repository root (the sources).  Throws an Error naming what is missing.
export function deviceFiles(fwDir) {
  for (const sub of ["firmware", "boards"])
    if (!fs.existsSync(path.join(fwDir, sub)))
      throw new Error(`no ${sub}/ under ${fwDir}: build the firmware first (make build)`);
  // main.py and boot.py stay out: the simulator starts the app itself (simrun.py)
  const files = tree(path.join(fwDir, "firmware"), "/", (n) => n === "main.py" || n === "boot.py");
  tree(path.join(fwDir, "boards"), "/boards", () => false, files);
  files.push(["/boards/sim.py", fs.readFileSync(path.join(HERE, "board_sim.py"))]);
  files.push(["/_sim/simrun.py", fs.readFileSync(path.join(HERE, "simrun.py"))]);
  return files;
}
