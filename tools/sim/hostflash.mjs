// The terminal simulator's flash store: the device's /data kept in a host folder
// (sim-flash/ unless --flash says otherwise), for FlashMirror (flashmirror.mjs).
import fs from "node:fs";
import path from "node:path";

export class HostFolder {
  // Throws an Error with a message when the folder cannot be one.
  constructor(dir) {
    this.dir = path.resolve(dir);
    if (fs.existsSync(this.dir) && !fs.statSync(this.dir).isDirectory())
      throw new Error(`--flash ${dir} is a file, not a folder`);
    fs.mkdirSync(this.dir, { recursive: true });
  }

  load(rel = "", into = new Map()) {
    for (const e of fs.readdirSync(path.join(this.dir, rel), { withFileTypes: true })) {
      if (e.name.startsWith(".") || e.name === "__pycache__") continue;
      const r = rel ? rel + "/" + e.name : e.name;
      if (e.isDirectory()) {
        into.set(r + "/", null);
        this.load(r, into);
      } else if (e.isFile()) into.set(r, fs.readFileSync(path.join(this.dir, r)));
    }
    return into;
  }

  write(rel, data) {
    const h = path.join(this.dir, rel);
    fs.mkdirSync(path.dirname(h), { recursive: true });
    fs.writeFileSync(h + ".tmp", data);
    fs.renameSync(h + ".tmp", h); // a crash never leaves half a file
  }

  mkdir(rel) {
    fs.mkdirSync(path.join(this.dir, rel), { recursive: true });
  }

  remove(rel) {
    try {
      if (rel.endsWith("/")) fs.rmdirSync(path.join(this.dir, rel));
      else fs.unlinkSync(path.join(this.dir, rel));
    } catch {
      // already gone on the host
    }
  }
}
