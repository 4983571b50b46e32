// Copying host folders into the MicroPython VM's in-memory file system (the VM has no
// view of the host's files), for tools/vm/mpvm.mjs.
import fs from "node:fs";
import path from "node:path";
import { mkdirs } from "./vmtree.mjs";

// Copies hostDir's files and folders under vmDir, leaving out dot files, __pycache__
// and whatever skip(name) picks at the top level.
export function copyIn(FS, hostDir, vmDir, skip = () => false) {
  mkdirs(FS, vmDir);
  for (const e of fs.readdirSync(hostDir, { withFileTypes: true })) {
    if (e.name.startsWith(".") || e.name === "__pycache__" || skip(e.name)) continue;
    const h = path.join(hostDir, e.name);
    const v = (vmDir === "/" ? "" : vmDir.replace(/\/$/, "")) + "/" + e.name;
    if (e.isDirectory()) copyIn(FS, h, v);
    else if (e.isFile()) FS.writeFile(v, fs.readFileSync(h));
  }
}
