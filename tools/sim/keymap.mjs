// The six buttons and the keys that press them, for the terminal simulator and the web
// page alike (one table, so `make play` and the page answer the same keys).
export const KEYS = { up: 1, down: 2, left: 4, right: 8, a: 16, b: 32 };
export const KEY_NAMES = ["UP", "DOWN", "LEFT", "RIGHT", "A", "B"];
export const LONG = 1 << 8; // with a key's bit: the key holds its button for a long press
export const LONG_HOLD_MS = 800; // the firmware's long press is 600 ms

export function maskName(mask) {
  const held = KEY_NAMES.filter((_, i) => (mask >> i) & 1);
  return held.length ? held.join("+") : "-";
}

// What a terminal sends for each key (arrows in both cursor modes; Shift+Z and Shift+X
// arrive as capitals).
export const TERMINAL_KEYS = [
  ["\x1b[A", 1], ["\x1bOA", 1], ["\x1b[B", 2], ["\x1bOB", 2],
  ["\x1b[D", 4], ["\x1bOD", 4], ["\x1b[C", 8], ["\x1bOC", 8],
  ["z", 16], ["\r", 16], ["\n", 16], ["x", 32], ["\x7f", 32], ["\x08", 32],
  ["Z", 16 | LONG], ["X", 32 | LONG],
];

// The same keys as a browser names them (KeyboardEvent.key).
export const BROWSER_KEYS = {
  ArrowUp: 1, ArrowDown: 2, ArrowLeft: 4, ArrowRight: 8,
  z: 16, Enter: 16, x: 32, Backspace: 32,
  Z: 16 | LONG, X: 32 | LONG,
};

// The battery keys, with a battery reader: VSYS 50 mV down or up, USB in or out.
export const BATTERY_KEYS = { "[": -50, "]": 50, u: "usb", U: "usb" };

export const KEYMAP =
  "arrows move   Z or Enter = A   X or Backspace = B   Shift+Z / Shift+X hold A / B";
