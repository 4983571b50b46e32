// `make pico`: the emulated Pico in this terminal, in real time, played with the keyboard as
// `make play` is (tools/play/play_pico.py prepares the flash and starts this).
//
//   node tools/picoemu/play.mjs --uf2 F --bootrom F --board JSON --flash IMAGE [--vsys MV]
//
// The file system is IMAGE, written back on quit (the device's /data kept between runs).
// The status line shows the emulated time, the CPU's busy share and the last console line.
import fs from "node:fs";
import { BATTERY_KEYS, LONG, LONG_HOLD_MS, TERMINAL_KEYS } from "../sim/keymap.mjs";
import * as screen from "../sim/screen.mjs";
import { fail, options } from "./cli.mjs";
import { BUTTON_NAMES, Pico } from "./pico.mjs";

const opts = options("pico", ["uf2", "bootrom", "board", "flash"]);
const out = process.stdout;
if (!out.isTTY || !process.stdin.isTTY) fail("pico", "make pico needs a terminal");

const TAP_MS = 120;

const pico = new Pico({
  uf2: opts.uf2,
  bootrom: opts.bootrom,
  board: JSON.parse(opts.board),
  fsImage: new Uint8Array(fs.readFileSync(opts.flash)),
});
pico.log = () => {}; // (the picture is the terminal's)
let vsys = Number(opts.vsys ?? 4500);
let usb = false;
pico.setPower({ vsysMv: vsys, usb });
const releaseAt = new Map(); // button -> emulated ns
let status = "";
let drawn = [];

const quit = (code = 0) => {
  fs.writeFileSync(opts.flash, pico.fsImage());
  out.write("\x1b[0m\x1b[?25h\x1b[?1049l");
  process.exit(code);
};

function draw() {
  const frame = pico.oled.frame();
  const cols = out.columns ?? 0;
  const rows = out.rows ?? 0;
  if (cols < screen.NEED_COLS || rows < screen.NEED_ROWS) {
    out.write("\x1b[2J\x1b[H" + screen.tooSmallMessage(cols, rows));
    drawn = [];
    return;
  }
  const busy = pico.busyShare(1000) * 100;
  const line = `${(pico.nanos / 1e9).toFixed(1)} s  CPU ${busy.toFixed(0)} %  ${status}`;
  const lines = screen.screenLines(frame, line);
  const style = pico.oled.contrast < 64 ? "\x1b[2m" : "\x1b[0m"; // dimmed by the firmware
  let buf = "";
  lines.forEach((l, i) => {
    const want = (i > 0 && i <= 32 ? style : "\x1b[0m") + l;
    if (drawn[i] !== want) buf += `\x1b[${i + 1};1H${want}\x1b[0m\x1b[K`;
    drawn[i] = want;
  });
  if (buf) out.write(buf);
}

process.stdin.setRawMode(true);
process.stdin.resume();
process.stdin.on("data", (data) => {
  let s = data.toString("latin1");
  while (s.length) {
    if ("qQ\x03\x04".includes(s[0])) quit(0);
    const battery = BATTERY_KEYS[s[0]];
    if (battery !== undefined) {
      if (battery === "usb") usb = !usb;
      else vsys = Math.max(0, Math.min(6000, vsys + battery));
      pico.setPower({ vsysMv: usb ? 4900 : vsys, usb });
      status = usb ? "USB power" : `batteries: VSYS ${vsys} mV`;
      s = s.slice(1);
      continue;
    }
    const hit = TERMINAL_KEYS.find(([seq]) => s.startsWith(seq));
    if (hit) {
      const name = BUTTON_NAMES[Math.log2(hit[1] & 63)];
      pico.setButton(name, true);
      releaseAt.set(name, pico.nanos + (hit[1] & LONG ? LONG_HOLD_MS : TAP_MS) * 1e6);
      s = s.slice(hit[0].length);
    } else s = s.slice(1);
  }
});
out.on("resize", () => {
  drawn = [];
  out.write("\x1b[2J");
});
process.on("SIGTERM", () => quit(0));
process.on("SIGHUP", () => quit(0));
out.write("\x1b[?1049h\x1b[?25l\x1b[2J");

// Real time: every 10 ms of the wall clock the emulator catches up with it (when the
// firmware keeps the CPU busy the emulator may fall behind; it then runs flat out).
const t0 = Date.now();
const ns0 = pico.nanos;
let shownLines = 0;
setInterval(() => {
  const target = ns0 + (Date.now() - t0) * 1e6;
  const until = Math.min(target, pico.nanos + 50e6);
  for (const [name, at] of releaseAt) {
    if (at <= until) {
      pico.run(at);
      pico.setButton(name, false);
      releaseAt.delete(name);
    }
  }
  pico.run(until);
  if (pico.console.length > shownLines) {
    status = pico.console[pico.console.length - 1][1];
    shownLines = pico.console.length;
  }
  draw(); // (only the lines that changed are written)
}, 10);
