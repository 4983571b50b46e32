// The virtual device: the MicroPython VM behaving as a Pico on a serial line.
//
//   node tools/sim/vdevice/vdevice.mjs --flash DIR [--heap KB] [--no-display] [--machine TEXT]
//
// Standard input and output are the serial line (tools/sim/vdevice/vdevice.py joins them to a
// pseudo-terminal that mpremote opens); standard error is the device's log.  Every byte
// goes to the VM's REPL (replProcessCharWithAsyncify), so the friendly REPL, the raw REPL
// and raw-paste mode are MicroPython's own.  Around it this file does what a board's
// firmware does: Ctrl-D on an empty line soft-reboots (a fresh VM, the flash kept, boot.py,
// then main.py unless the raw REPL was active), Ctrl-C stops the running main.py, and the
// flash (everything outside /dev, /proc, /tmp, /home) is kept in the host folder DIR.
// --no-display leaves the OLED off the I2C bus, as a loose wire would.  The device says it
// is a Pico 2 (sys.implementation._machine, what make deploy asks: its .mpy files go on
// the file system), or what --machine says; --machine "" leaves the VM's own.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startVM } from "../../vm/load.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SYSTEM_DIRS = new Set(["dev", "proc", "tmp", "home"]);
const SHIM = fs.readFileSync(path.join(HERE, "machine_shim.py"), "utf8");

let flashDir = null;
let displayFitted = true;
let heap = 256 * 1024 * 4;
let machine = "Raspberry Pi Pico2 with RP2350";
const args = process.argv.slice(2);
while (args.length) {
  const a = args.shift();
  if (a === "--flash") flashDir = path.resolve(args.shift() ?? "");
  else if (a === "--heap") heap = parseInt(args.shift(), 10) * 1024;
  else if (a === "--no-display") displayFitted = false;
  else if (a === "--machine") machine = args.shift() ?? "";
  else {
    process.stderr.write(`vdevice: unknown option ${a}\n`);
    process.exit(2);
  }
}
if (!flashDir) {
  process.stderr.write("vdevice: --flash DIR is required\n");
  process.exit(2);
}

const log = (msg) => process.stderr.write(`vdevice: ${msg}\n`);
// The VM's file system raises OSError with Emscripten's errno numbers (ENOENT is 44, while
// its own errno module says 2, as on a Pico).  A Pico prints "OSError: [Errno 2] ENOENT",
// which is what mpremote understands, so the serial line shows the Pico's numbers.
const ERRNO = {
  63: [1, "EPERM"], 44: [2, "ENOENT"], 29: [5, "EIO"], 8: [9, "EBADF"], 6: [11, "EAGAIN"],
  48: [12, "ENOMEM"], 2: [13, "EACCES"], 20: [17, "EEXIST"], 43: [19, "ENODEV"],
  54: [20, "ENOTDIR"], 31: [21, "EISDIR"], 28: [22, "EINVAL"], 51: [28, "ENOSPC"],
  55: [39, "ENOTEMPTY"],
};
let muted = false;
let swallow = ""; // output the device must not send (the raw REPL's "OK" after a paste)
let pending = "";
let flushTimer = null;
function flushSerial() {
  clearImmediate(flushTimer);
  flushTimer = null;
  const text = pending.replace(/OSError: (\d+)(?=\r?\n|\x04|$)/g, (m, n) =>
    ERRNO[n] ? `OSError: [Errno ${ERRNO[n][0]}] ${ERRNO[n][1]}` : m,
  );
  pending = "";
  if (text) process.stdout.write(Buffer.from(text, "latin1"));
}
const serialOut = (bytes) => {
  if (muted) return;
  let buf = Buffer.from(bytes);
  while (swallow && buf.length && buf[0] === swallow.charCodeAt(0)) {
    swallow = swallow.slice(1);
    buf = buf.subarray(1);
  }
  if (!buf.length) return;
  pending += buf.toString("latin1");
  if (/[\n\x04]$/.test(pending) || pending.length > 512) flushSerial();
  else flushTimer ??= setImmediate(flushSerial);
};
const rawOut = (bytes) => {
  flushSerial();
  process.stdout.write(Buffer.from(bytes));
};

// -- the flash: a host folder <-> the VM's file system -------------------------------------

function readFlash(FS, dir = "/", into = new Map(), rel = "") {
  for (const name of FS.readdir(dir)) {
    if (name === "." || name === ".." || (dir === "/" && SYSTEM_DIRS.has(name))) continue;
    const v = (dir === "/" ? "" : dir) + "/" + name;
    const r = rel + "/" + name;
    if (FS.isDir(FS.stat(v).mode)) {
      into.set(r + "/", null);
      readFlash(FS, v, into, r);
    } else into.set(r, Buffer.from(FS.readFile(v)));
  }
  return into;
}

function loadHostFlash(dir, into = new Map(), rel = "") {
  if (!fs.existsSync(dir)) return into;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const r = rel + "/" + e.name;
    const h = path.join(dir, e.name);
    if (e.isDirectory()) {
      into.set(r + "/", null);
      loadHostFlash(h, into, r);
    } else if (e.isFile()) into.set(r, fs.readFileSync(h));
  }
  return into;
}

function saveHostFlash(files) {
  fs.mkdirSync(flashDir, { recursive: true });
  const want = new Set();
  for (const [rel, data] of files) {
    const h = path.join(flashDir, rel);
    want.add(path.normalize(h).replace(/\/$/, ""));
    if (data === null) fs.mkdirSync(h, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(h), { recursive: true });
      if (!fs.existsSync(h) || !fs.readFileSync(h).equals(data)) fs.writeFileSync(h, data);
    }
  }
  // Files removed on the device go from the host folder too (deepest first).
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const h = path.join(d, e.name);
      if (e.isDirectory()) walk(h);
      if (!want.has(h)) fs.rmSync(h, { recursive: true, force: true });
    }
  };
  walk(flashDir);
}

const queue = []; // serial bytes not yet taken by the VM

// -- the VM --------------------------------------------------------------------------------

let mp = null;
let rawMode = false; // the raw REPL is active (it survives a soft reboot)
let appRunning = false; // main.py started tasks that run on the event loop
let resetRequested = false;
let bootCount = 0; // which boot a late callback of main.py belongs to
const i2cBytes = new Map();

async function boot(files, runMain) {
  i2cBytes.clear();
  const vdevhost = {
    log: (msg) => log(msg),
    display: () => displayFitted,
    i2c: (addr, n) => {
      const before = i2cBytes.get(addr) ?? 0;
      i2cBytes.set(addr, before + n);
      if (before === 0) log(`i2c 0x${addr.toString(16)}: first write (${n} bytes)`);
      // 128x64 pixels are 1024 bytes of display RAM: past that, a whole frame went out.
      if (before < 1024 && before + n >= 1024) log(`i2c 0x${addr.toString(16)}: a full frame sent`);
    },
    reset: () => {
      resetRequested = true;
    },
  };
  mp = await startVM({ heap, out: serialOut, modules: { vdevhost } });
  // A Pico's flash holds only what was put there: drop the VM's empty /home and /tmp.
  for (const dir of ["/home/web_user", "/home", "/tmp"]) {
    try {
      mp.FS.rmdir(dir);
    } catch {
      // not empty or not there
    }
  }
  for (const [rel, data] of files) {
    if (data === null) mp.FS.mkdir(rel.slice(0, -1));
    else mp.FS.writeFile(rel, data);
  }
  mp.globals.set("_shim_src", SHIM);
  mp.globals.set("_vdev_machine", machine);
  mp.runPython(
    [
      "import sys, asyncio, os",
      "os.chdir('/')",
      "class _Module:",
      "    pass",
      "_g = {'__name__': 'machine'}",
      "exec(_shim_src, _g)",
      "_m = _Module()",
      "for _k in _g:",
      "    setattr(_m, _k, _g[_k])",
      "sys.modules['machine'] = _m",
      // The VM's time.sleep_ms() holds up the JavaScript that brings the keys, and its
      // asyncio has no run(): the event loop is JavaScript's.  main.py runs as top-level
      // async code with the app's device loop, app.run(board), read as
      // `await _vdev_run(_vdev_loop(app, board))` (the same loop over app.start(board),
      // awaiting asyncio.sleep_ms), and an
      // older main.py's asyncio.run(x) as `await _vdev_run(x)`, so it waits for the app and
      // catches its errors as on the device (see runMain below).
      "_vdev_tasks = []",
      "_vdev_create = asyncio.create_task",
      "def _vdev_task(coro):",
      "    t = _vdev_create(coro)",
      "    _vdev_tasks.append(t)",
      "    return t",
      "asyncio.create_task = _vdev_task",
      "async def _vdev_run(coro):",
      "    await _vdev_task(coro)",
      "async def _vdev_loop(app, board):",
      "    import time",
      "    a = app.start(board)",
      "    while True:",
      "        await asyncio.sleep_ms(a.tick(time.ticks_ms()))",
      "def _run(coro):",  // asyncio.run elsewhere: start it, as far as the VM can
      "    _vdev_task(coro)",
      "asyncio.run = _run",
      "def _vdev_stop():",
      "    for t in _vdev_tasks:",
      "        t.cancel()",
      "    _vdev_tasks.clear()",
      "del _g, _m, _k, _Module, _shim_src",
      // The board it stands for: `import sys` finds this sys first (sys.modules), whose
      // implementation names that machine; the rest is the VM's sys.
      "if _vdev_machine:",
      "    class _Implementation:",
      "        def __init__(self, real, machine):",
      "            self._real, self._machine = real, machine",
      "        def __getattr__(self, name):",
      "            return getattr(self._real, name)",
      "    class _Sys:",
      "        def __init__(self, real, implementation):",
      "            self._real, self.implementation = real, implementation",
      "        def __getattr__(self, name):",
      "            return getattr(self._real, name)",
      "    sys.modules['sys'] = _Sys(sys, _Implementation(sys.implementation, _vdev_machine))",
      "    del _Implementation, _Sys",
      "del _vdev_machine",
    ].join("\n"),
  );
  const runFile = (name) => {
    if (!files.has("/" + name)) return;
    log(`running ${name}`);
    try {
      mp.runPython(`exec(open('/${name}').read(), {'__name__': '__main__'})`);
    } catch (e) {
      serialOut(Buffer.from(String(e.message ?? e).replace(/\r?\n/g, "\r\n")));
    }
  };
  runFile("boot.py");
  appRunning = false;
  const gen = ++bootCount;
  if (runMain && files.has("/main.py")) {
    log("running main.py");
    const code = files
      .get("/main.py")
      .toString("utf8")
      .replace(/\bapp\.run\(([^()]*)\)/g, "await _vdev_run(_vdev_loop(app, $1))")
      .replace(/\basyncio\.run\(/g, "await _vdev_run(");
    const ended = (e) => {
      if (gen !== bootCount || !appRunning) return; // stopped by Ctrl-C or a reboot
      if (e && e.type !== "CancelledError") serialOut(Buffer.from(String(e.message ?? e).replace(/\r?\n/g, "\r\n")));
      appRunning = false;
      log("main.py ended");
      startRepl();
    };
    appRunning = true;
    try {
      const done = mp.runPythonAsync(code);
      if (done && typeof done.then === "function") done.then(() => ended(null), ended);
      else appRunning = false;
    } catch (e) {
      serialOut(Buffer.from(String(e.message ?? e).replace(/\r?\n/g, "\r\n")));
      appRunning = false;
    }
    if (appRunning) log("main.py is running (Ctrl-C stops it)");
  }
  if (!appRunning) startRepl();
}

function startRepl() {
  if (rawMode) {
    muted = true;
    mp.replInit();
    mp.replProcessChar(1);
    muted = false;
    serialOut(Buffer.from("raw REPL; CTRL-B to exit\r\n>"));
  } else mp.replInit();
}

// Cancels every task main.py started and lets the cancellations run, so nothing of this
// VM is left on the event loop when the next one takes over.
async function stopTasks() {
  appRunning = false; // first: main.py's own end (the cancelled await) must not start a REPL
  mp.runPython("_vdev_stop()");
  await new Promise((resolve) => setTimeout(resolve, 100));
}

async function reboot(soft) {
  await stopTasks();
  const files = readFlash(mp.FS);
  saveHostFlash(files);
  if (soft) serialOut(Buffer.from("MPY: soft reboot\r\n"));
  log(soft ? "soft reboot" : "hard reset");
  await boot(files, !rawMode);
}

// -- the serial line -----------------------------------------------------------------------

let busy = false;

// Raw-paste mode (Ctrl-E 'A' Ctrl-A at the start of a raw REPL line): the WebAssembly port
// cannot read the serial line from inside a REPL call (its mp_hal_stdin_rx_chr is a stub),
// so this layer speaks the protocol's flow control, exactly as pyexec.c does with a
// 256-byte buffer, and hands the code to the VM's raw REPL when the host ends with Ctrl-D.
const PASTE_WINDOW = 128;
let rawLine = 0; // bytes in the raw REPL's line so far
let paste = null; // {code: [], remain} while a raw paste is coming in
let held = []; // a possible raw-paste request being matched

async function toVM(c) {
  let ret = 0;
  try {
    ret = await mp.replProcessCharWithAsyncify(c);
  } catch (e) {
    log(`REPL error: ${e.message ?? e}`);
  }
  return ret;
}

async function afterCall(ret) {
  if (resetRequested) {
    resetRequested = false;
    rawMode = false;
    await reboot(false);
  } else if (ret !== 0) await reboot(true);
}

async function feed() {
  if (busy || !mp) return;
  busy = true;
  while (queue.length) {
    const c = queue.shift();
    if (appRunning) {
      // Like main.py on the device: input is ignored except Ctrl-C, which stops it.
      if (c !== 3) continue;
      await stopTasks();
      log("main.py stopped by Ctrl-C");
      serialOut(Buffer.from('Traceback (most recent call last):\r\n  File "main.py"\r\nKeyboardInterrupt: \r\n'));
      rawMode = false;
      startRepl();
      continue;
    }
    if (paste) {
      if (c === 4 || c === 3) {
        const code = paste.code;
        paste = null;
        rawOut([4]); // end of data acknowledged
        if (c === 3) {
          serialOut(Buffer.from(">"));
          continue;
        }
        for (const b of code) await toVM(b);
        swallow = "OK";
        await afterCall(await toVM(4));
        swallow = "";
        rawLine = 0;
        continue;
      }
      paste.code.push(c);
      if (--paste.remain === 0) {
        paste.remain = PASTE_WINDOW;
        rawOut([1]); // another window is free
      }
      continue;
    }
    if (rawMode && (held.length || (c === 5 && rawLine === 0))) {
      held.push(c);
      if (held.length === 3) {
        const [, kind, end] = held;
        held = [];
        if (kind === 0x41 && end === 1) {
          paste = { code: [], remain: PASTE_WINDOW };
          rawOut(["R".charCodeAt(0), 1, PASTE_WINDOW & 0xff, PASTE_WINDOW >> 8, 1]);
        } else if (end === 1) {
          rawOut(Buffer.from("R\x00>", "latin1")); // unknown paste kind
        } else for (const b of [5, kind, end]) await toVM(b);
      }
      continue;
    }
    if (c === 1) rawMode = true;
    else if (c === 2) rawMode = false;
    rawLine = c === 1 || c === 3 || c === 4 ? 0 : rawLine + 1;
    await afterCall(await toVM(c));
  }
  busy = false;
}

process.stdin.on("data", (data) => {
  for (const b of data) queue.push(b);
  feed();
});
process.stdin.on("end", () => shutdown());

function shutdown() {
  try {
    saveHostFlash(readFlash(mp.FS));
  } catch (e) {
    log(`could not save the flash: ${e.message}`);
  }
  for (const [addr, n] of i2cBytes) log(`i2c 0x${addr.toString(16)}: ${n} bytes in total`);
  process.exit(0);
}
process.on("SIGTERM", shutdown);
for (const what of ["uncaughtException", "unhandledRejection"]) {
  process.on(what, (e) => {
    log(`stopped: ${String(e?.message ?? e).split("\n")[0].slice(0, 500)}`);
    shutdown();
  });
}
process.on("SIGINT", shutdown);
setInterval(() => {
  if (!busy) saveHostFlash(readFlash(mp.FS));
}, 1000);

log(`flash in ${flashDir}`);
await boot(loadHostFlash(flashDir), true);
log("ready");
feed(); // bytes that came while booting
