// Builds the web console: a static site that needs nothing but a file server.
//
//   node tools/web/build.mjs [--fw DIR] [--out DIR]
//
//   --fw DIR   the firmware: a tree with firmware/ and boards/ (default build/mpy, the
//              compiled files the Pico gets; `make build` makes it)
//   --out DIR  where the site goes (default build/web)
//
// The site: index.html; page/ (tools/web's page modules, style and the script that
// answers file://); sim/ (the modules of
// tools/sim the page imports, the same files the terminal simulator runs); vm/ (the
// MicroPython VM's .mjs and .wasm from the pinned npm package); firmware.pack (the
// device's files as the simulator loads them, sim/layout.mjs, in one file).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deviceFiles } from "../sim/layout.mjs";
import { pack } from "./pack.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..");
const VM_PACKAGE = "@micropython/micropython-webassembly-pyscript";
// where each source folder's modules go in the site; the page imports "../sim/x.mjs"
// and "../vm/micropython.mjs", which resolve the same way from page/
const PLACES = { [HERE]: "page", [path.join(ROOT, "tools", "sim")]: "sim" };

function fail(msg) {
  process.stderr.write(`web build: ${msg}\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const o = { fw: path.join(ROOT, "build", "mpy"), out: path.join(ROOT, "build", "web") };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if ((a === "--fw" || a === "--out") && i + 1 < argv.length) o[a.slice(2)] = argv[++i];
    else fail(`unknown option '${a}' (--fw DIR, --out DIR)`);
  }
  return o;
}

// Every module the page needs, from page.mjs along its relative imports: [source, site
// path].  A module that imports Node.js cannot run in a browser: the build says which.
function pageModules() {
  const found = new Map();
  const visit = (file) => {
    if (found.has(file)) return;
    const place = PLACES[path.dirname(file)];
    if (!place) fail(`${path.relative(ROOT, file)} is outside the folders the site copies`);
    found.set(file, `${place}/${path.basename(file)}`);
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/^\s*(?:import|export)\b[^"']*?from\s+["']([^"']+)["']/gm)) {
      const spec = m[1];
      if (spec.startsWith("node:") || !spec.startsWith("."))
        fail(`${path.relative(ROOT, file)} imports '${spec}', which a browser cannot load`);
      if (spec === "../vm/micropython.mjs") continue; // copied from the npm package
      visit(path.resolve(path.dirname(file), spec));
    }
  };
  visit(path.join(HERE, "page.mjs"));
  return [...found];
}

function main() {
  const o = parseArgs(process.argv.slice(2));
  let files;
  try {
    files = deviceFiles(path.resolve(o.fw));
  } catch (e) {
    fail(e.message);
  }
  let vmDir;
  try {
    vmDir = path.dirname(createRequire(import.meta.url).resolve(VM_PACKAGE));
  } catch {
    fail(`the MicroPython VM (${VM_PACKAGE}) is not installed: make setup (npm ci)`);
  }
  const out = path.resolve(o.out);
  // Only what this build writes is replaced: --out may name a folder with other things.
  for (const name of ["index.html", "firmware.pack", "page", "sim", "vm"])
    fs.rmSync(path.join(out, name), { recursive: true, force: true });
  for (const sub of ["page", "sim", "vm"]) fs.mkdirSync(path.join(out, sub), { recursive: true });
  fs.copyFileSync(path.join(HERE, "index.html"), path.join(out, "index.html"));
  for (const name of ["console.css", "fromfile.js"])
    fs.copyFileSync(path.join(HERE, name), path.join(out, "page", name));
  for (const [src, dest] of pageModules()) fs.copyFileSync(src, path.join(out, dest));
  for (const name of ["micropython.mjs", "micropython.wasm"])
    fs.copyFileSync(path.join(vmDir, name), path.join(out, "vm", name));
  fs.writeFileSync(path.join(out, "firmware.pack"), pack(files));
  let bytes = 0;
  let count = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }))
      if (e.isDirectory()) walk(path.join(d, e.name));
      else {
        bytes += fs.statSync(path.join(d, e.name)).size;
        count += 1;
      }
  };
  walk(out);
  const shown = path.relative(process.cwd(), out) || ".";
  process.stdout.write(`web: ${count} files, ${Math.round(bytes / 1024)} KB in ${shown} (${files.length} device files packed)\n`);
}

main();
