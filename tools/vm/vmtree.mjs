// Folders and files in the MicroPython VM's in-memory file system (Emscripten's FS), with
// nothing of Node.js, so the web page uses it as the simulator does.

export function mkdirs(FS, vmPath) {
  let cur = "";
  for (const part of vmPath.split("/").filter(Boolean)) {
    cur += "/" + part;
    try {
      FS.mkdir(cur);
    } catch {
      // already there
    }
  }
}

// Writes [vmPath, bytes] pairs, making their folders.
export function writeFiles(FS, files) {
  for (const [vmPath, data] of files) {
    mkdirs(FS, vmPath.slice(0, vmPath.lastIndexOf("/")));
    FS.writeFile(vmPath, data);
  }
}

// Everything under vmDir: relative path -> bytes, and "folder/" -> null for a folder.
export function readTree(FS, vmDir, into = new Map(), rel = "") {
  let names;
  try {
    names = FS.readdir(vmDir);
  } catch {
    return into;
  }
  for (const name of names) {
    if (name === "." || name === "..") continue;
    const v = vmDir + "/" + name;
    const r = rel ? rel + "/" + name : name;
    if (FS.isDir(FS.stat(v).mode)) {
      into.set(r + "/", null);
      readTree(FS, v, into, r);
    } else into.set(r, FS.readFile(v));
  }
  return into;
}
