// Builds the web console: a static site that needs nothing but a file server.
//
//   node tools/sim/web/build.mjs [--fw DIR] [--out DIR]
//
//   --fw DIR   the firmware: a tree with firmware/ and boards/ (default build/mpy, the
//              compiled files the Pico gets; `make build` makes it)
//   --out DIR  where the site goes (default build/web)
//
// The site: index.html; page/ (tools/sim/web's page modules, style and the script that
// answers file://); sim/ (the modules of tools/sim the page imports, the same files the
// terminal simulator runs); vm/ (tools/vm's loader, the one every runner uses, and the
// MicroPython VM's .mjs and .wasm from the pinned npm package); firmware.pack (the device's files as the simulator loads them,
// sim/layout.mjs, in one file); icons/, manifest.webmanifest (installable), licences.txt
// (what the site ships); sw.js (offline: the service worker, told every other file of the
// site with its SHA-256, and the site's version, a hash of them all).
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deviceFiles } from "../layout.mjs";
import { icons } from "./icons.mjs";
import { pack } from "./pack.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..", "..");
const VM_PACKAGE = "@micropython/micropython-webassembly-pyscript";
// where each source folder's modules go in the site; the page imports "../sim/x.mjs", and
// those "../vm/load.mjs", which resolve the same way from page/ and sim/
const VM = path.join(ROOT, "tools", "vm");
const PLACES = { [HERE]: "page", [path.join(ROOT, "tools", "sim")]: "sim", [VM]: "vm" };
// tools/vm/micropython.mjs hands Node.js the npm package: the site has the package's own
const VM_MODULE = path.join(VM, "micropython.mjs");

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

// An import or export of a module: the text before its specifier, the specifier, the quote.
const IMPORT = /^(\s*(?:import|export)\b[^"']*?from\s+["'])([^"']+)(["'])/gm;

// Where a source module goes in the site.
function sitePath(file) {
  if (file === VM_MODULE) return "vm/micropython.mjs";
  const place = PLACES[path.dirname(file)];
  if (!place) fail(`${path.relative(ROOT, file)} is outside the folders the site copies`);
  return `${place}/${path.basename(file)}`;
}

// Every module the page needs, from page.mjs along its relative imports: [site path,
// text], each import pointed at where its module is in the site (the site's folders are
// not the source's: tools/sim/web's modules are in page/, beside sim/ and vm/).  A
// module that imports Node.js cannot run in a browser: the build says which.
function pageModules() {
  const found = new Map();
  const visit = (file) => {
    if (found.has(file) || file === VM_MODULE) return;
    found.set(file, sitePath(file));
    for (const m of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const spec = m[2];
      if (spec.startsWith("node:") || !spec.startsWith("."))
        fail(`${path.relative(ROOT, file)} imports '${spec}', which a browser cannot load`);
      visit(path.resolve(path.dirname(file), spec));
    }
  };
  visit(path.join(HERE, "page.mjs"));
  return [...found].map(([file, dest]) => {
    const text = fs.readFileSync(file, "utf8").replace(IMPORT, (_, head, spec, quote) => {
      const rel = path.posix.relative(path.posix.dirname(dest), sitePath(path.resolve(path.dirname(file), spec)));
      return head + (rel.startsWith(".") ? rel : "./" + rel) + quote;
    });
    return [dest, text];
  });
}

// The site's files (what this build wrote, none of --out's other things), sorted:
// [site path, sha256 hex].
function siteFiles(out, rootFiles) {
  const found = [];
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(out, rel), { withFileTypes: true }))
      if (e.isDirectory()) walk(rel + e.name + "/");
      else found.push(rel + e.name);
  };
  for (const sub of ["page", "sim", "vm", "icons"]) walk(sub + "/");
  found.push(...rootFiles);
  const sum = (rel) => crypto.createHash("sha256").update(fs.readFileSync(path.join(out, rel))).digest("hex");
  return found.sort().map((rel) => [rel, sum(rel)]);
}

// sw.js with the site written into it: its files and sums, and its version.
function writeWorker(out, site) {
  const version = crypto.createHash("sha256").update(site.map((f) => f.join(" ")).join("\n")).digest("hex");
  const line = `const SITE = ${JSON.stringify({ version: version.slice(0, 16), files: site })};`;
  const template = fs.readFileSync(path.join(HERE, "sw.js"), "utf8");
  const marked = /^const SITE = .*$/m;
  if (!marked.test(template)) fail("tools/sim/web/sw.js has no 'const SITE = ...' line for the build");
  fs.writeFileSync(path.join(out, "sw.js"), template.replace(marked, () => line));
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
  const ROOT_FILES = ["index.html", "firmware.pack", "manifest.webmanifest", "licences.txt", "sw.js"];
  for (const name of [...ROOT_FILES, "page", "sim", "vm", "icons"])
    fs.rmSync(path.join(out, name), { recursive: true, force: true });
  for (const sub of ["page", "sim", "vm", "icons"]) fs.mkdirSync(path.join(out, sub), { recursive: true });
  for (const name of ["index.html", "manifest.webmanifest", "licences.txt"])
    fs.copyFileSync(path.join(HERE, name), path.join(out, name));
  for (const name of ["console.css", "fromfile.js"])
    fs.copyFileSync(path.join(HERE, name), path.join(out, "page", name));
  for (const [dest, text] of pageModules()) fs.writeFileSync(path.join(out, dest), text);
  for (const name of ["micropython.mjs", "micropython.wasm"])
    fs.copyFileSync(path.join(vmDir, name), path.join(out, "vm", name));
  fs.writeFileSync(path.join(out, "firmware.pack"), pack(files));
  for (const [rel, data] of icons()) fs.writeFileSync(path.join(out, rel), data);
  const site = siteFiles(out, ROOT_FILES.filter((n) => n !== "sw.js"));
  writeWorker(out, site);
  const bytes = [...site.map(([rel]) => rel), "sw.js"].reduce((n, rel) => n + fs.statSync(path.join(out, rel)).size, 0);
  const count = site.length + 1;
  const shown = path.relative(process.cwd(), out) || ".";
  process.stdout.write(`web: ${count} files, ${Math.round(bytes / 1024)} KB in ${shown} (${files.length} device files packed)\n`);
}

main();
