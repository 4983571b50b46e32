// Runs a Python script under the real MicroPython VM (the WebAssembly port from npm).
//
//   node tools/vm/mpvm.mjs [--heap 2m] [--mount HOST:VM]... [--path VM]... SCRIPT [ARG...]
//   node tools/vm/mpvm.mjs ... -c CODE [ARG...]
//   node tools/vm/mpvm.mjs ... --loop CODE SCRIPT  runs CODE again and again after SCRIPT,
//                                             each time as a call of its own, until it
//                                             raises SystemExit
//
// --mount copies a host folder into the VM's in-memory file system (the VM has no
// host file system of its own); --path puts a VM folder at the front of sys.path.
// The script runs as top-level code with `await` allowed. A Python exception prints
// its traceback on stderr and exits 1; SystemExit(n) exits n.
// --loop exists because this VM's gc.collect() frees nothing that was allocated during
// the same top-level call; a collection at the start of a later call frees it all.  A
// measurement of live heap (the benchmarks) therefore steps the code from out here.
// The module `hostio` is registered for the script: read_line() reads one line of
// standard input (None at its end), write(text) writes to standard output unbuffered.
import fs from "node:fs";
import { startVM } from "./load.mjs";
import { copyIn } from "./vmfs.mjs";

function usage(msg) {
  process.stderr.write(`mpvm: ${msg}\n`);
  process.exit(2);
}

function parseSize(text) {
  const m = /^(\d+)([kKmM]?)$/.exec(text);
  if (!m) usage(`bad heap size '${text}'`);
  const mult = { "": 1, k: 1024, K: 1024, m: 1 << 20, M: 1 << 20 }[m[2]];
  return parseInt(m[1], 10) * mult;
}

const args = process.argv.slice(2);
let heap = 2 << 20;
const mounts = [];
const paths = [];
let code = null;
let scriptName = null;
let loopCode = null;
while (args.length) {
  const a = args.shift();
  if (a === "--heap") heap = parseSize(args.shift() ?? "");
  else if (a === "--mount") {
    const spec = args.shift() ?? "";
    const i = spec.lastIndexOf(":");
    if (i <= 0) usage(`--mount wants HOST:VM, not '${spec}'`);
    mounts.push([spec.slice(0, i), spec.slice(i + 1)]);
  } else if (a === "--path") paths.push(args.shift());
  else if (a === "--loop") loopCode = args.shift();
  else if (a === "-c") {
    code = args.shift();
    scriptName = "-c";
    break;
  } else {
    scriptName = a;
    try {
      code = fs.readFileSync(a, "utf8");
    } catch (e) {
      usage(`cannot read ${a}: ${e.code || e.message}`);
    }
    break;
  }
}
if (code === null) usage("no script given");

const stdinBuf = { data: Buffer.alloc(0), eof: false };
function readLine() {
  for (;;) {
    const nl = stdinBuf.data.indexOf(10);
    if (nl >= 0) {
      const line = stdinBuf.data.subarray(0, nl).toString("utf8");
      stdinBuf.data = stdinBuf.data.subarray(nl + 1);
      return line;
    }
    if (stdinBuf.eof) {
      if (!stdinBuf.data.length) return null;
      const line = stdinBuf.data.toString("utf8");
      stdinBuf.data = Buffer.alloc(0);
      return line;
    }
    const chunk = Buffer.alloc(65536);
    let n = 0;
    try {
      n = fs.readSync(0, chunk, 0, chunk.length, null);
    } catch (e) {
      if (e.code === "EAGAIN") continue;
      if (e.code !== "EOF") throw e;
    }
    if (n === 0) stdinBuf.eof = true;
    else stdinBuf.data = Buffer.concat([stdinBuf.data, chunk.subarray(0, n)]);
  }
}
const mp = await startVM({
  heap,
  out: (s) => fs.writeSync(1, s),
  err: (s) => fs.writeSync(2, s),
  modules: {
    hostio: {
      read_line: readLine,
      write: (s) => {
        fs.writeSync(1, String(s));
      },
    },
  },
});
for (const [host, vm] of mounts) {
  if (!fs.existsSync(host)) usage(`no such folder to mount: ${host}`);
  copyIn(mp.FS, host, vm);
}

const argv = [scriptName, ...args];
mp.globals.set("_mpvm_argv", JSON.stringify(argv));
mp.globals.set("_mpvm_path", JSON.stringify(paths));
mp.runPython(
  "import sys, json\n" +
    "sys.argv[:] = json.loads(_mpvm_argv)\n" +
    "sys.path[:0] = json.loads(_mpvm_path)\n" +
    "del _mpvm_argv, _mpvm_path\n",
);

try {
  await mp.runPythonAsync(code);
  while (loopCode !== null) await mp.runPythonAsync(loopCode);
} catch (e) {
  const text = String(e.message ?? e);
  const m = /SystemExit: ?(-?\d+)?\s*$/.exec(text.trim());
  if (m) process.exit(m[1] === undefined ? 0 : parseInt(m[1], 10));
  const msg = /SystemExit: (.*)$/s.exec(text.trim());
  if (msg) {
    process.stderr.write(msg[1] + "\n");
    process.exit(1);
  }
  process.stderr.write(text.endsWith("\n") ? text : text + "\n");
  process.exit(1);
}
process.exit(0);
