// The simulated device: the MicroPython VM with the firmware's files, the simulated board's
// host module `simhost` (board_sim.py calls it), and the console's lines.  The terminal
// simulator (sim.mjs) and the web page (tools/sim/web/page.mjs) both start it here, each
// with its own host:
//   console(line)  show(frame, texts)  buttons() -> mask  display(what, level)
//   tone(freq, ms)  battery: {mv, usb} or null (no reader)
// No Node.js here; the VM is loaded as every runner loads it (tools/vm/load.mjs), and the
// caller passes the files, as [vmPath, bytes] pairs in the device's layout (sim.mjs:
// deviceFiles()).
import { startVM } from "../vm/load.mjs";
import { fromHex } from "./frame.mjs";

const latin1 = (bytes) => {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
};

function joined(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export async function bootDevice({ heap, files, host, decode = latin1 }) {
  // The VM writes in pieces; a line goes to the host whole, decoded once complete (a
  // character of several bytes may be split between two pieces).
  let pending = [];
  const onOut = (bytes) => {
    let start = 0;
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i] !== 10) continue;
      pending.push(bytes.slice(start, i));
      start = i + 1;
      host.console(decode(joined(pending)).replace(/\r$/, ""));
      pending = [];
    }
    if (start < bytes.length) pending.push(bytes.slice(start));
  };
  const simhost = {
    show: (hex, texts) => host.show(fromHex(hex), texts),
    buttons: () => host.buttons(),
    display: (what, level) => host.display(what, level),
    tone: (freq, ms) => host.tone(freq, ms),
    // the battery reader: -1 mV while the board has none (board_sim.battery())
    battery_mv: () => (host.battery ? host.battery.mv : -1),
    battery_usb: () => (host.battery?.usb ? 1 : 0),
  };
  const mp = await startVM({ heap, out: onOut, files, modules: { simhost }, cwd: "/" });
  mp.runPython("import sys\nsys.path.append('/_sim')\n");
  return { mp, flushOut: () => pending.length && onOut(new Uint8Array([10])) };
}
