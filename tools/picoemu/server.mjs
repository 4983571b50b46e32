// The emulated Pico driven from another program: one JSON command a line on standard input,
// one JSON answer a line on standard output (tools/picoemu/emulator.py speaks it).
//
//   node tools/picoemu/server.mjs --uf2 F --bootrom F --board JSON [--fs IMAGE]
//
// Commands ({"cmd": ...}): run {ms} | run_until {ms, text?, frames?, quiet_ms?, flash_ops?, idle_ms?}
// | button {name, held} | power {vsys_mv?, usb?} | type {hex} | console {} | serial {} | frame {}
// | display_log {} | flash {path} | stats {} | quit.  Times are the emulated clock's, in ns.
import fs from "node:fs";
import readline from "node:readline";
import { fail, options } from "./cli.mjs";
import { Pico } from "./pico.mjs";

const opts = options("picoemu", ["uf2", "bootrom", "board"]);

let pico;
try {
  pico = new Pico({
    uf2: opts.uf2,
    bootrom: opts.bootrom,
    board: JSON.parse(opts.board),
    fsImage: opts.fs ? new Uint8Array(fs.readFileSync(opts.fs)) : null,
  });
} catch (e) {
  fail("picoemu", e.message);
}

const MS = 1e6;
let consoleRead = 0;
let serialRead = 0;

// Run until `ms` more milliseconds have passed, or earlier once the console has printed a
// line containing `text`, the display has had `frames` bursts of picture data (a burst
// ends after `quiet_ms` without a transfer to it), `flash_ops` flash erases or programs
// have been done, or the display has had no picture data for `idle_ms`.
function runUntil(c) {
  const end = pico.nanos + (c.ms ?? 1000) * MS;
  const fromLine = pico.console.length;
  const fromI2c = pico.i2cLog.length;
  const quiet = (c.quiet_ms ?? 5) * MS;
  const flash0 = pico.flashWrites;
  const stop = () => {
    if (c.text != null) {
      for (let i = fromLine; i < pico.console.length; i++)
        if (pico.console[i][1].includes(c.text)) return true;
    }
    if (c.flash_ops != null && pico.flashWrites - flash0 >= c.flash_ops) return true;
    // idle: no picture data nor button change for idle_ms, and the CPU mostly asleep over that time (the
    // app's loop wakes every 20 ms to poll the buttons; that is a few per cent)
    if (c.idle_ms != null) {
      const since = pico.nanos - Math.max(lastData(), pico.lastInputNs);
      if (since >= c.idle_ms * MS && pico.busyShare(c.idle_ms) < 0.25) return true;
    }
    return c.frames != null && bursts(pico.i2cLog, fromI2c, quiet) >= c.frames;
  };
  const hit = pico.run(end, stop);
  return { hit };
}

// When the display last received picture data (ns), or 0.
function lastData() {
  const log = pico.i2cLog;
  for (let i = log.length - 1; i >= 0; i--) if (log[i][2] > 0) return log[i][1];
  return pico.lastDataNs ?? 0;
}

// How many bursts of display data the transfers from `from` on hold: a burst is over once
// `quiet` ns pass without another transfer that carries display data.
function bursts(log, from, quiet) {
  let count = 0;
  let last = null;
  for (let i = from; i < log.length; i++) {
    if (log[i][2] === 0) continue;
    if (last !== null && log[i][0] - last > quiet) count++;
    last = log[i][1];
  }
  if (last !== null && pico.nanos - last > quiet) count++;
  return count;
}

function answer(c) {
  switch (c.cmd) {
    case "run":
      pico.run(pico.nanos + c.ms * MS);
      return {};
    case "run_until":
      return runUntil(c);
    case "button":
      pico.setButton(c.name, !!c.held);
      return {};
    case "power":
      pico.setPower({ vsysMv: c.vsys_mv, usb: c.usb });
      return {};
    case "type":
      pico.type(Buffer.from(c.hex, "hex"));
      return {};
    case "console": {
      const lines = pico.console.slice(consoleRead);
      consoleRead = pico.console.length;
      return { lines };
    }
    case "serial": {
      const out = pico.serialOut.slice(serialRead);
      serialRead = pico.serialOut.length;
      return { hex: Buffer.from(out).toString("hex") };
    }
    case "frame":
      return {
        fb: Buffer.from(pico.oled.frame()).toString("hex"),
        on: pico.oled.lit,
        contrast: pico.oled.contrast,
        unknown: pico.oled.unknown,
      };
    case "display_log": {
      const log = pico.i2cLog;
      pico.lastDataNs = lastData();
      pico.i2cLog = [];
      return { log };
    }
    case "flash":
      fs.writeFileSync(c.path, pico.fsImage());
      return {};
    case "stats":
      return {
        busy_ns: pico.busyNs,
        wait_ns: pico.waitNs,
        flash_writes: pico.flashWrites,
        flash_log: pico.flashLog.splice(0),
        scan_probes: pico.scanTarget.probes,
        halted: !!pico.halted,
        i2c_bit_ns: pico._bitNs(pico.mcu.i2c[pico.board.i2c]),
        spin_skipped_ns: pico.spinSkippedNs,
      };
    default:
      throw new Error(`unknown command ${c.cmd}`);
  }
}

const rl = readline.createInterface({ input: process.stdin });
rl.on("line", (line) => {
  let reply;
  try {
    const c = JSON.parse(line);
    if (c.cmd === "quit") process.exit(0);
    reply = { ok: true, ...answer(c) };
  } catch (e) {
    reply = { ok: false, error: String(e.message || e) };
  }
  reply.t = pico.nanos;
  process.stdout.write(`${JSON.stringify(reply)}\n`);
});
rl.on("close", () => process.exit(0));
process.stdout.write(`${JSON.stringify({ ok: true, ready: true, t: pico.nanos })}\n`);
