// The simulator: the unchanged firmware on the real MicroPython VM with a simulated board.
//
//   node tools/sim/sim.mjs [options]                       play in this terminal
//   node tools/sim/sim.mjs --headless --script FILE [options]
//
// Options:
//   --fw DIR        the firmware to run: a tree with firmware/ and boards/ (default build/mpy,
//                   the compiled files the Pico gets; use the repository root for sources)
//   --flash DIR     host folder that holds the device's /data (default sim-flash)
//   --seed N        the App's seed (headless; default: the firmware draws one)
//   --heap SIZE     MicroPython heap (default 1m)
//   --battery MV|usb  give the board a battery reader, VSYS at MV millivolts or on USB
//                   (without it, and without a `battery` script command, the board has none)
// Headless only:
//   --script FILE   key script (see tools/sim/script.mjs; '-' reads standard input)
//   --keys TEXT     key script given inline ('a; down 2; shot menu')
//   --out DIR       where shots go (default .)     --format png|pbm|both (default png)
//   --scale N       pixels per display pixel in image files (default 1)
//   --every-frame   also save every frame shown as frame-NNNNN.<format>
//   --log FILE      the text log (default standard output)   --texts: log the screen's text
//   --tap-ms N      how long a tap holds its button (default 80)
//   --gap-ms N      pause after each tap (default 120)
// Interactive only:
//   --hold-ms N     a key press holds its button this long; terminal key repeat extends it
//   with --battery: [ and ] step VSYS down and up by 50 mV, U plugs USB in and out
//   --log FILE and --texts work here too (times are real milliseconds since the start)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bootDevice } from "./device.mjs";
import { FlashMirror } from "./flashmirror.mjs";
import { highlighted } from "./frame.mjs";
import { HostFolder } from "./hostflash.mjs";
import { BATTERY_KEYS, KEYS, LONG, LONG_HOLD_MS, maskName, TERMINAL_KEYS } from "./keymap.mjs";
import { deviceFiles } from "./layout.mjs";
import * as screen from "./screen.mjs";
import { batteryStatus, FULL_MV, parseBattery, parseScript, ScriptError, stepBattery } from "./script.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..");

function fail(msg, code = 2) {
  process.stderr.write(`sim: ${msg}\n`);
  process.exit(code);
}

// -- options ------------------------------------------------------------------------------

function parseArgs(argv) {
  const o = {
    fw: path.join(ROOT, "build", "mpy"),
    flash: path.join(ROOT, "sim-flash"),
    seed: null,
    heap: 1 << 20,
    headless: false,
    script: null,
    keys: null,
    out: ".",
    format: "png",
    scale: 1,
    everyFrame: false,
    log: null,
    texts: false,
    tapMs: 80,
    gapMs: 120,
    holdMs: 120,
    battery: null, // {mv, usb} with a battery reader
  };
  const num = (name, v, min, max) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max) fail(`${name} wants a whole number ${min}..${max}, not '${v}'`);
    return n;
  };
  const args = [...argv];
  while (args.length) {
    const a = args.shift();
    const val = () => {
      if (!args.length) fail(`${a} needs a value`);
      return args.shift();
    };
    if (a === "--fw") o.fw = val();
    else if (a === "--flash") o.flash = val();
    else if (a === "--seed") o.seed = num(a, val(), 0, 2 ** 30);
    else if (a === "--heap") {
      const m = /^(\d+)([km]?)$/i.exec(val());
      if (!m) fail("--heap wants a size like 512k or 2m");
      o.heap = parseInt(m[1], 10) * { "": 1, k: 1024, m: 1 << 20 }[m[2].toLowerCase()];
    } else if (a === "--headless") o.headless = true;
    else if (a === "--script") o.script = val();
    else if (a === "--keys") o.keys = val();
    else if (a === "--out") o.out = val();
    else if (a === "--format") {
      o.format = val();
      if (!["png", "pbm", "both"].includes(o.format)) fail("--format is png, pbm or both");
    } else if (a === "--scale") o.scale = num(a, val(), 1, 16);
    else if (a === "--every-frame") o.everyFrame = true;
    else if (a === "--log") o.log = val();
    else if (a === "--texts") o.texts = true;
    else if (a === "--tap-ms") o.tapMs = num(a, val(), 1, 60000);
    else if (a === "--gap-ms") o.gapMs = num(a, val(), 0, 60000);
    else if (a === "--hold-ms") o.holdMs = num(a, val(), 20, 5000);
    else if (a === "--battery") {
      try {
        o.battery = parseBattery(val(), a);
      } catch (e) {
        fail(e.message);
      }
    }
    else if (a === "-h" || a === "--help") {
      const head = fs.readFileSync(fileURLToPath(import.meta.url), "utf8").split("\nimport")[0];
      process.stdout.write(head.replace(/^\/\/ ?/gm, "") + "\n");
      process.exit(0);
    } else fail(`unknown option '${a}' (see --help)`);
  }
  if (o.headless && o.script === null && o.keys === null) fail("--headless needs --script FILE or --keys TEXT");
  if (!o.headless && (o.script !== null || o.keys !== null)) fail("--script and --keys need --headless");
  return o;
}

// -- the VM with the device's file layout -----------------------------------------------

async function startVM(o, host) {
  let files;
  let flashStore;
  try {
    files = deviceFiles(path.resolve(o.fw));
    flashStore = new HostFolder(o.flash);
  } catch (e) {
    fail(e.message);
  }
  const { mp, flushOut } = await bootDevice({ heap: o.heap, files, host });
  return { mp, flash: new FlashMirror(mp.FS, flashStore), flushOut };
}

function pythonMessage(e) {
  const text = String(e?.message ?? e);
  return text.endsWith("\n") ? text : text + "\n";
}

// -- headless ------------------------------------------------------------------------------

async function headless(o) {
  let steps;
  try {
    const text =
      o.keys !== null ? o.keys : o.script === "-" ? fs.readFileSync(0, "utf8") : fs.readFileSync(o.script, "utf8");
    steps = parseScript(text, o.keys !== null ? "--keys" : o.script);
  } catch (e) {
    if (e instanceof ScriptError) fail(e.message);
    fail(`cannot read the script ${o.script}: ${e.code || e.message}`);
  }
  let logFd = 1;
  try {
    fs.mkdirSync(o.out, { recursive: true });
    if (o.log && o.log !== "-") logFd = fs.openSync(o.log, "w");
  } catch (e) {
    fail(`cannot write ${e.path ?? o.out}: ${e.code ?? e.message}`);
  }
  let now = 0;
  let mask = 0;
  let frame = screen.blankFrame();
  let frames = 0;
  let lastTexts = null;
  let shownTexts = ""; // the texts of the frame on the screen: "x,y,colour,string" lines
  let seen = []; // console lines since the last `until`
  const log = (what) => {
    try {
      fs.writeSync(logFd, `${String(now).padStart(8)} ${what}\n`);
    } catch (e) {
      if (e.code !== "EPIPE") throw e; // a reader such as `head` stopped reading
    }
  };
  const save = (name) => {
    const files = [];
    if (o.format !== "pbm") files.push([name + ".png", screen.png(frame, o.scale)]);
    if (o.format !== "png") files.push([name + ".pbm", screen.pbm(frame, o.scale)]);
    for (const [file, data] of files) fs.writeFileSync(path.join(o.out, file), data);
  };
  const host = {
    console: (line) => {
      seen.push(line);
      log("out " + line);
    },
    show: (buf, texts) => {
      frame = buf;
      frames += 1;
      shownTexts = texts || "";
      log(`frame ${frames}`);
      if (o.texts && texts !== lastTexts) {
        for (const t of texts ? texts.split("\n") : []) log("text " + t);
        log("text end");
        lastTexts = texts;
      }
      if (o.everyFrame) save(`frame-${String(frames).padStart(5, "0")}`);
    },
    buttons: () => mask,
    display: (what, level) => log(what === "contrast" ? `display contrast ${level}` : `display ${what}`),
    tone: (freq, ms) => log(freq ? `tone ${freq} ${ms}` : "tone off"),
    // a reader when asked for: by --battery, or by a script that sets the battery (a full
    // pack until its first `battery` command)
    battery: o.battery ?? (steps.some((s) => s.op === "battery") ? { mv: FULL_MV, usb: false } : null),
  };
  const { mp, flash, flushOut } = await startVM(o, host);
  const simrun = mp.pyimport("simrun");
  let nextTick = 0;
  const finish = (code, msg) => {
    flushOut();
    flash.sync();
    if (msg) {
      log("error " + msg.trim().split("\n").slice(-1)[0]);
      process.stderr.write(msg.endsWith("\n") ? msg : msg + "\n");
    }
    log(`end frames=${frames}`);
    if (logFd !== 1) fs.closeSync(logFd);
    process.exit(code);
  };
  const tick = () => {
    now = nextTick;
    const sleep = simrun.tick(now);
    nextTick = now + Math.max(1, sleep);
  };
  // Runs every tick due up to time t, then stops the clock at t.
  const runTo = (t) => {
    while (nextTick <= t) tick();
    now = t;
  };
  const setMask = (m) => {
    if (m !== mask) {
      mask = m;
      log("keys " + maskName(mask));
    }
  };
  try {
    log(`start seed=${o.seed === null ? "none" : o.seed}`);
    if (host.battery) log(host.battery.usb ? "battery usb" : `battery ${host.battery.mv}`);
    simrun.start(0, o.seed);
    tick();
    for (const s of steps) {
      if (s.op === "tap") {
        for (let i = 0; i < s.count; i++) {
          setMask(mask | s.mask);
          runTo(now + o.tapMs);
          setMask(mask & ~s.mask);
          runTo(now + o.gapMs);
        }
      } else if (s.op === "hold") {
        setMask(mask | s.mask);
        runTo(now + s.ms);
        setMask(mask & ~s.mask);
      } else if (s.op === "press") setMask(mask | s.mask);
      else if (s.op === "release") setMask(mask & ~s.mask);
      else if (s.op === "wait") runTo(now + s.ms);
      else if (s.op === "battery") {
        host.battery = { mv: s.mv, usb: s.usb };
        log(s.usb ? "battery usb" : `battery ${s.mv}`);
      }
      else if (s.op === "shot") {
        save(s.name);
        log("shot " + s.name);
      } else if (s.op === "select") {
        // Menus wrap round, so DOWN visits every entry before the first comes back.
        const marked = () => highlighted(shownTexts);
        const found = () => marked().some((t) => t.startsWith(s.text));
        const start = marked().join("|");
        for (let n = 0; !found(); n++) {
          if (n >= 60 || (n > 0 && marked().join("|") === start))
            finish(3, `${s.where}: no menu entry '${s.text}' (entries seen from '${start}')`);
          setMask(mask | KEYS.down);
          runTo(now + o.tapMs);
          setMask(mask & ~KEYS.down);
          runTo(now + o.gapMs);
        }
      } else if (s.op === "until") {
        const deadline = now + s.ms;
        const hit = () => seen.some((line) => line.includes(s.text));
        seen = [];
        while (!hit() && nextTick <= deadline) tick();
        if (!hit()) {
          now = deadline;
          finish(3, `${s.where}: '${s.text}' did not appear within ${s.ms} ms`);
        }
        seen = [];
      }
    }
  } catch (e) {
    finish(1, pythonMessage(e));
  }
  finish(0);
}

// -- interactive ---------------------------------------------------------------------------

async function interactive(o) {
  const out = process.stdout;
  if (!out.isTTY || !process.stdin.isTTY)
    fail("play needs a terminal; for scripts use --headless (see docs/simulator.md)");
  const t0 = Date.now();
  const held = [0, 0, 0, 0, 0, 0]; // per button: the time its hold ends
  let frame = screen.blankFrame();
  let power = true;
  let level = 255;
  let status = "";
  let drawn = []; // lines now on the terminal
  let restored = false;
  let flash = null;
  let logFd = null;
  try {
    if (o.log) logFd = fs.openSync(o.log, "a");
  } catch (e) {
    fail(`cannot write ${o.log}: ${e.code ?? e.message}`);
  }
  // The same log lines as headless mode, on the real clock (ms since start).
  const log = (what) => logFd !== null && fs.writeSync(logFd, `${String(Date.now() - t0).padStart(8)} ${what}\n`);
  let lastTexts = null;
  let frames = 0;

  const restore = () => {
    if (restored) return;
    restored = true;
    out.write("\x1b[0m\x1b[?25h\x1b[?1049l");
    try {
      process.stdin.setRawMode(false);
    } catch {
      // the terminal is gone
    }
  };
  const quit = (code, msg) => {
    try {
      flash?.sync();
    } catch (e) {
      msg = (msg ?? "") + `could not save the simulated flash: ${e.message}\n`;
    }
    restore();
    if (msg) process.stderr.write(msg);
    process.exit(code);
  };
  const draw = () => {
    const cols = out.columns ?? 0;
    const rows = out.rows ?? 0;
    let lines;
    if (cols < screen.NEED_COLS || rows < screen.NEED_ROWS) {
      lines = [screen.tooSmallMessage(cols, rows).slice(0, Math.max(cols, 1) * 3)];
      drawn = [];
      out.write("\x1b[0m\x1b[2J\x1b[H" + lines[0]);
      return;
    }
    const pixels = power ? frame : screen.blankFrame();
    lines = screen.screenLines(pixels, power ? status : "(screen off: any button wakes it)");
    // Dim the picture when the firmware turns the contrast down.
    const style = level < 64 ? "\x1b[2m" : "\x1b[0m";
    let buf = "";
    lines.forEach((line, i) => {
      const want = (i > 0 && i <= 32 ? style : "\x1b[0m") + line;
      if (drawn[i] !== want) buf += `\x1b[${i + 1};1H${want}\x1b[0m\x1b[K`;
      drawn[i] = want;
    });
    if (buf) out.write(buf);
  };
  const host = {
    console: (line) => {
      status = line;
      log("out " + line);
      draw();
    },
    show: (buf, texts) => {
      frame = buf;
      log(`frame ${++frames}`);
      if (o.texts && texts !== lastTexts) {
        for (const t of texts ? texts.split("\n") : []) log("text " + t);
        log("text end");
        lastTexts = texts;
      }
      draw();
    },
    buttons: () => {
      const t = Date.now();
      let mask = 0;
      for (let i = 0; i < 6; i++) if (held[i] > t) mask |= 1 << i;
      return mask;
    },
    display: (what, lvl) => {
      if (what === "off") power = false;
      else if (what === "on") power = true;
      else level = lvl;
      draw();
    },
    tone: (freq, ms) => {
      // The status line shows the buzzer; the terminal bell would be a poor stand-in.
      if (freq) {
        status = `\u266a ${freq} Hz ${ms} ms`;
        draw();
      }
    },
    battery: o.battery,
  };
  // [ and ] step the battery's voltage, U plugs USB in and out (with --battery)
  const cells = { mv: o.battery && !o.battery.usb ? o.battery.mv : FULL_MV };
  const setBattery = (ch) => {
    if (!host.battery) {
      status = "no battery reader: start with --battery MV (e.g. --battery 4000)";
    } else {
      stepBattery(host.battery, cells, ch);
      status = batteryStatus(host.battery);
      log(host.battery.usb ? "battery usb" : `battery ${host.battery.mv}`);
    }
    draw();
  };
  process.on("SIGTERM", () => quit(0));
  process.on("SIGHUP", () => quit(0));
  process.on("SIGINT", () => quit(0));
  process.on("uncaughtException", (e) => quit(1, String(e?.stack ?? e) + "\n"));
  out.write("\x1b[?1049h\x1b[?25l\x1b[2J");
  process.stdin.setRawMode(true);
  process.stdin.resume();
  out.on("resize", () => {
    drawn = [];
    out.write("\x1b[2J");
    draw();
  });
  let pending = "";
  let pendingTimer = null;
  const takeKeys = (final) => {
    let s = pending;
    pending = "";
    while (s.length) {
      if (s[0] === "q" || s[0] === "Q" || s[0] === "\x03" || s[0] === "\x04") quit(0);
      const hit = TERMINAL_KEYS.find(([seq]) => s.startsWith(seq));
      if (s[0] in BATTERY_KEYS) {
        setBattery(s[0]);
        s = s.slice(1);
      } else if (hit) {
        const bit = Math.log2(hit[1] & 63);
        held[bit] = Math.max(held[bit], Date.now() + (hit[1] & LONG ? LONG_HOLD_MS : o.holdMs));
        s = s.slice(hit[0].length);
      } else if (s[0] === "\x1b") {
        const m = /^\x1b(\[[\d;]*[~A-Za-z]|O[A-Za-z]|[^[O])/.exec(s); // an escape we do not use
        if (m) s = s.slice(m[0].length);
        else if (!final) {
          pending = s; // the rest of the sequence is still on its way
          pendingTimer = setTimeout(() => takeKeys(true), 30);
          return;
        } else s = s.slice(1);
      } else s = s.slice(1);
    }
  };
  process.stdin.on("data", (data) => {
    clearTimeout(pendingTimer);
    pending += data.toString("latin1");
    takeKeys(false);
  });
  const started = await startVM(o, host).catch((e) => quit(1, pythonMessage(e)));
  flash = started.flash;
  setInterval(() => {
    try {
      flash.sync();
    } catch (e) {
      quit(1, `could not save the simulated flash in ${o.flash}: ${e.message}\n`);
    }
  }, 500).unref();
  draw();
  try {
    await started.mp.runPythonAsync("import simrun\nawait simrun.run()\n");
    quit(0);
  } catch (e) {
    quit(1, "the firmware stopped:\n" + pythonMessage(e));
  }
}

const opts = parseArgs(process.argv.slice(2));
if (opts.headless) {
  // One line for a failure of the simulator itself, not a dump of the VM's minified code.
  const die = (e) => fail(String(e?.message ?? e).split("\n")[0].slice(0, 500), 1);
  process.on("uncaughtException", die);
  process.on("unhandledRejection", die);
  await headless(opts);
} else await interactive(opts);
