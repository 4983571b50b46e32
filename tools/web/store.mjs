// The device's /data in the browser: one localStorage entry per file (its bytes in
// base64) or folder, under one prefix, for FlashMirror (tools/sim/flashmirror.mjs).
// localStorage rather than IndexedDB because it is synchronous: the mirror writes what
// changed straight after the tick that changed it, and on the page's last moment
// (pagehide) there is no time to wait for a database.  The device keeps a few KB there.
const PREFIX = "pocket-cards:/data/";

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

export class BrowserFlash {
  constructor(storage = window.localStorage) {
    this.storage = storage;
    this.problem = null; // the last write that failed (storage full or refused), in words
  }

  load() {
    const held = new Map();
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (!key.startsWith(PREFIX)) continue;
      const rel = key.slice(PREFIX.length);
      try {
        held.set(rel, rel.endsWith("/") ? null : fromBase64(this.storage.getItem(key)));
      } catch {
        // an entry that is not base64 (edited by hand): the device never sees it
      }
    }
    return new Map([...held].sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  // A file's bytes as kept, before load() (the page's language is read so), or null.
  peek(rel) {
    try {
      const value = this.storage.getItem(PREFIX + rel);
      return value ? fromBase64(value) : null;
    } catch {
      return null; // not base64: the device sees nothing there either
    }
  }

  write(rel, data) {
    this.set(rel, toBase64(data));
  }

  mkdir(rel) {
    this.set(rel, "");
  }

  remove(rel) {
    this.storage.removeItem(PREFIX + rel);
  }

  set(rel, value) {
    try {
      this.storage.setItem(PREFIX + rel, value);
      this.problem = null;
    } catch (e) {
      this.problem = `the browser did not keep /data/${rel} (${e.name})`;
    }
  }

  // Forgets everything the device kept: the reset button's factory reset.
  erase() {
    const keys = [];
    for (let i = 0; i < this.storage.length; i++) keys.push(this.storage.key(i));
    for (const key of keys) if (key.startsWith(PREFIX)) this.storage.removeItem(key);
  }
}
