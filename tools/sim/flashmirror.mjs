// The simulated flash: the device's /data in the VM mirrored to a store outside it, both
// ways.  The terminal simulator keeps it in a host folder (sim.mjs), the web page in the
// browser's storage (tools/sim/web/store.mjs); each gives a store with
//   load()             Map of what it holds: relative path -> bytes, "folder/" -> null
//   write(rel, bytes)  mkdir(rel)  remove(rel)   (rel of a folder ends with "/"; each may
//                                                 return false: not done, try again)
import { mkdirs, readTree, writeFiles } from "../vm/vmtree.mjs";

function same(a, b) {
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export class FlashMirror {
  constructor(FS, store, vmDir = "/data") {
    this.FS = FS;
    this.store = store;
    this.vmDir = vmDir;
    mkdirs(FS, vmDir);
    const held = store.load();
    for (const rel of held.keys()) if (rel.endsWith("/")) mkdirs(FS, vmDir + "/" + rel);
    writeFiles(FS, [...held].filter(([, d]) => d !== null).map(([rel, d]) => [vmDir + "/" + rel, d]));
    this.known = readTree(FS, vmDir);
  }

  // Hands the store what changed since the last sync; true if anything did.  A change the
  // store refused (it returns false: the browser's storage full) stays owed: the next sync
  // tries it again.
  sync() {
    const now = readTree(this.FS, this.vmDir);
    const known = new Map(now);
    const owed = (rel) => {
      if (this.known.has(rel)) known.set(rel, this.known.get(rel));
      else known.delete(rel);
    };
    let changed = false;
    for (const [rel, data] of now) {
      const old = this.known.get(rel);
      if (data === null ? this.known.has(rel) && old === null : same(old, data)) continue;
      changed = true;
      const kept = data === null ? this.store.mkdir(rel) : this.store.write(rel, data);
      if (kept === false) owed(rel);
    }
    for (const rel of [...this.known.keys()].reverse()) {
      if (now.has(rel)) continue;
      changed = true;
      if (this.store.remove(rel) === false) owed(rel);
    }
    this.known = known;
    return changed;
  }
}
