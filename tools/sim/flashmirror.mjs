// The simulated flash: the device's /data in the VM mirrored to a store outside it, both
// ways.  The terminal simulator keeps it in a host folder (sim.mjs), the web page in the
// browser's storage (tools/web/store.mjs); each gives a store with
//   load()             Map of what it holds: relative path -> bytes, "folder/" -> null
//   write(rel, bytes)  mkdir(rel)  remove(rel)   (rel of a folder ends with "/")
import { mkdirs, readTree, writeFiles } from "./vmtree.mjs";

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

  // Hands the store what changed since the last sync; true if anything did.
  sync() {
    const now = readTree(this.FS, this.vmDir);
    let changed = false;
    for (const [rel, data] of now) {
      const old = this.known.get(rel);
      if (data === null) {
        if (old === null) continue;
        this.store.mkdir(rel);
        changed = true;
      } else if (!same(old, data)) {
        this.store.write(rel, data);
        changed = true;
      }
    }
    for (const rel of [...this.known.keys()].reverse()) {
      if (now.has(rel)) continue;
      this.store.remove(rel);
      changed = true;
    }
    this.known = now;
    return changed;
  }
}
