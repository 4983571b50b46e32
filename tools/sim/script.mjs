// Key scripts for the headless simulator.
//
// One command per line (or several separated by ';'); '#' starts a comment.
//   up | down | left | right | a | b [N]   tap the button N times (default 1; 0 is allowed)
//   hold KEYS MS                           hold buttons (e.g. a or up+b) for MS ms
//   press KEYS / release KEYS|all          hold down / let go, for chords and long holds
//   wait MS                                let MS ms of virtual time pass ("2s" works too)
//   shot NAME                              save the current frame as NAME.png / NAME.pbm
//   until TEXT [MS]                        run until the console prints a line containing
//                                          TEXT (quote it if it has spaces); fail after MS
//                                          ms of virtual time (default 600000)
//   select TEXT                            tap DOWN until the highlighted menu entry's
//                                          label starts with TEXT (fail if no entry does)
//   open TEXT                              select TEXT, then tap A
//   battery MV | usb                       the simulated battery: VSYS at MV millivolts
//                                          on batteries, or USB power; a script with this
//                                          command gives the board a battery reader
import { BATTERY_KEYS, KEY_NAMES, KEYS, maskName } from "./keymap.mjs";

export { KEY_NAMES, KEYS, maskName };
export const USB_MV = 4900; // VSYS on USB power: VBUS less the Pico's own diode
export const FULL_MV = 4250; // a full pack of any recommended type (below the USB mark)

export class ScriptError extends Error {}

function parseKeys(word, where) {
  let mask = 0;
  for (const part of word.toLowerCase().split("+")) {
    if (!(part in KEYS))
      throw new ScriptError(`${where}: unknown button '${part}' (buttons: ${Object.keys(KEYS).join(", ")})`);
    mask |= KEYS[part];
  }
  return mask;
}

function parseMs(word, where) {
  const m = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(word ?? "");
  if (!m) throw new ScriptError(`${where}: '${word ?? ""}' is not a time (write 500, 500ms or 2s)`);
  return Math.round(parseFloat(m[1]) * (m[2] === "s" ? 1000 : 1));
}

// "usb" or a VSYS voltage in millivolts: {mv, usb}
export function parseBattery(word, where) {
  const arg = String(word).toLowerCase();
  if (arg === "usb") return { mv: USB_MV, usb: true };
  const mv = /^\d+$/.test(arg) ? Number(arg) : NaN;
  if (!(mv >= 0 && mv <= 6000))
    throw new ScriptError(`${where}: battery takes millivolts 0..6000 or 'usb', not '${word}'`);
  return { mv, usb: false };
}

function words(text) {
  const out = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  let m;
  while ((m = re.exec(text))) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

export function parseScript(text, name = "script") {
  const steps = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, "");
    for (const cmd of line.split(";")) {
      const w = words(cmd);
      if (!w.length) continue;
      const where = `${name}:${i + 1}`;
      const op = w[0].toLowerCase();
      const want = (n) => {
        if (w.length !== n)
          throw new ScriptError(`${where}: '${op}' takes ${n - 1} argument${n === 2 ? "" : "s"}`);
      };
      if (op in KEYS) {
        if (w.length > 2) throw new ScriptError(`${where}: '${op}' takes at most a count`);
        const count = w.length === 2 ? Number(w[1]) : 1;
        if (!Number.isInteger(count) || count < 0 || count > 100000)
          throw new ScriptError(`${where}: '${w[1]}' is not a count`);
        steps.push({ op: "tap", mask: KEYS[op], count, where });
      } else if (op === "hold") {
        want(3);
        steps.push({ op: "hold", mask: parseKeys(w[1], where), ms: parseMs(w[2], where), where });
      } else if (op === "press") {
        want(2);
        steps.push({ op: "press", mask: parseKeys(w[1], where), where });
      } else if (op === "release") {
        want(2);
        const mask = w[1].toLowerCase() === "all" ? 63 : parseKeys(w[1], where);
        steps.push({ op: "release", mask, where });
      } else if (op === "wait") {
        want(2);
        steps.push({ op: "wait", ms: parseMs(w[1], where), where });
      } else if (op === "shot") {
        want(2);
        if (!/^[\w.-]+$/.test(w[1]) || w[1].startsWith("."))
          throw new ScriptError(`${where}: shot names use letters, digits, '.', '_' and '-'`);
        steps.push({ op: "shot", name: w[1], where });
      } else if (op === "select" || op === "open") {
        want(2);
        if (!w[1]) throw new ScriptError(`${where}: ${op} needs the entry's label`);
        steps.push({ op: "select", text: w[1], where });
        if (op === "open") steps.push({ op: "tap", mask: KEYS.a, count: 1, where });
      } else if (op === "battery") {
        want(2);
        steps.push({ op: "battery", ...parseBattery(w[1], where), where });
      } else if (op === "until") {
        if (w.length < 2 || w.length > 3) throw new ScriptError(`${where}: until TEXT [MS]`);
        const ms = w.length === 3 ? parseMs(w[2], where) : 600000;
        steps.push({ op: "until", text: w[1], ms, where });
      } else {
        throw new ScriptError(
          `${where}: unknown command '${w[0]}' (up down left right a b, hold, press, release, wait, shot, until, select, open, battery)`,
        );
      }
    }
  });
  return steps;
}

// A battery key (keymap.mjs's BATTERY_KEYS) on a battery reader {mv, usb}: VSYS on the
// cells ({mv}, kept while on USB) 50 mV down or up, or USB plugged in or out.
export function stepBattery(battery, cells, key) {
  const step = BATTERY_KEYS[key];
  if (step === "usb") battery.usb = !battery.usb;
  else {
    cells.mv = Math.max(0, Math.min(6000, cells.mv + step));
    battery.usb = false;
  }
  battery.mv = battery.usb ? USB_MV : cells.mv;
}

export function batteryStatus(battery) {
  return battery.usb ? "battery: USB power" : `battery: VSYS ${battery.mv} mV`;
}
