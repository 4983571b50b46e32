// What the page keeps in the browser: the device's /data (one localStorage entry per file,
// its bytes in base64, or folder, under one prefix, for FlashMirror:
// tools/sim/flashmirror.mjs), the mute switch and the panel's battery.  localStorage rather
// than IndexedDB because it is synchronous: the mirror writes what changed straight after
// the tick that changed it, and on the page's last moment (pagehide) there is no time to
// wait for a database.  The device keeps a few KB there.
//
// The console plays whatever the browser allows.  Storage blocked (site data refused: the
// property throws) or missing (null): a stand-in in memory, and the page says nothing will
// be kept.  Full (another site on the same address filled it): what is there still loads,
// a write that fails is tried again at the next sync, and the page says so while it fails.
// An entry the device cannot read (edited by hand, cut short) is moved aside, not deleted.
const PREFIX = "pocket-cards:/data/";
const ASIDE = "pocket-cards:set-aside:/data/";
const PROBE = "pocket-cards:probe";
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

class MemoryStorage {
  constructor() {
    this.map = new Map();
  }
  get length() {
    return this.map.size;
  }
  key(i) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k) {
    return this.map.has(k) ? this.map.get(k) : null;
  }
  setItem(k, v) {
    this.map.set(k, String(v));
  }
  removeItem(k) {
    this.map.delete(k);
  }
}

function toBase64(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function fromBase64(text) {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

// A path the VM's file system can hold: names without "/", ".", ".." or NUL; a folder's
// ends with "/".
function goodPath(rel) {
  const parts = (rel.endsWith("/") ? rel.slice(0, -1) : rel).split("/");
  return parts.every((p) => p && p !== "." && p !== ".." && !p.includes("\0"));
}

// The browser's storage as the page uses it.  lost: null, "blocked" or "missing" (then
// nothing lasts past the page); full: the last write was refused for want of room.
export class Keeper {
  constructor(win = window) {
    this.lost = null;
    this.full = false;
    this.onChange = () => {}; // lost or full changed: the page tells the player
    try {
      this.storage = win.localStorage;
      if (!this.storage) this.lost = "missing";
    } catch {
      this.lost = "blocked"; // "The operation is insecure.", "Access is denied ..."
    }
    if (this.lost) this.storage = new MemoryStorage();
    else this.set(PROBE, "") && this.remove(PROBE); // full from the start: say so now
  }

  // Whether values here outlive the page (and other tabs share them).
  lasting() {
    return this.lost === null;
  }

  get(key) {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  // True if kept.  A refusal for want of room marks the storage full until a write succeeds.
  set(key, value) {
    try {
      this.storage.setItem(key, value);
    } catch {
      // QuotaExceededError (its name and code differ between browsers): full, to the player
      this.mark(true);
      return false;
    }
    this.mark(false);
    return true;
  }

  remove(key) {
    try {
      this.storage.removeItem(key);
      return true;
    } catch {
      return false;
    }
  }

  keys() {
    const out = [];
    try {
      for (let i = 0; i < this.storage.length; i++) out.push(this.storage.key(i));
    } catch {
      // a storage taken away while the page runs: what was listed
    }
    return out;
  }

  mark(full) {
    if (full === this.full) return;
    this.full = full;
    this.onChange();
  }
}

export class BrowserFlash {
  constructor(keeper) {
    this.keeper = keeper;
    this.damaged = []; // the /data paths of entries set aside by load()
  }

  // The device's files and folders; an entry that cannot be one (not base64, a path the
  // VM cannot hold, a file where a folder should be) is set aside under ASIDE and named
  // in damaged.
  load() {
    const k = this.keeper;
    const held = new Map();
    const rels = k
      .keys()
      .filter((key) => key.startsWith(PREFIX))
      .map((key) => key.slice(PREFIX.length))
      .sort();
    for (const rel of rels) {
      const value = k.get(PREFIX + rel) ?? "";
      const folder = rel.endsWith("/");
      const under = rel.split("/").slice(0, -1);
      const inFile = under.some((_, i) => held.get(under.slice(0, i + 1).join("/")) instanceof Uint8Array);
      const ok = goodPath(rel) && !inFile && (folder ? value === "" : BASE64.test(value));
      if (ok && !(folder && held.has(rel.slice(0, -1)))) {
        held.set(rel, folder ? null : fromBase64(value));
        continue;
      }
      this.damaged.push("/data/" + rel);
      // moved only if the copy is kept, and never over an older one: nothing is lost
      let aside = ASIDE + rel;
      for (let n = 2; k.get(aside) !== null; n++) aside = `${ASIDE}${rel}~${n}`;
      if (k.set(aside, value)) k.remove(PREFIX + rel);
    }
    return held;
  }

  // A file's bytes as kept, before load() (the page's language is read so), or null.
  peek(rel) {
    const value = this.keeper.get(PREFIX + rel);
    return value !== null && BASE64.test(value) ? fromBase64(value) : null;
  }

  write(rel, data) {
    return this.keeper.set(PREFIX + rel, toBase64(data));
  }

  mkdir(rel) {
    return this.keeper.set(PREFIX + rel, "");
  }

  remove(rel) {
    return this.keeper.remove(PREFIX + rel);
  }

  // Forgets everything the device kept, what was set aside too: the reset button's
  // factory reset.
  erase() {
    for (const key of this.keeper.keys())
      if (key.startsWith(PREFIX) || key.startsWith(ASIDE)) this.keeper.remove(key);
  }
}
