// The six buttons, from the on-screen buttons (touch, mouse, pen) and from the keyboard
// (keymap.mjs, the keys of `make play`).  Each press is queued for its button, and the
// app is shown one at a time, on its own clock: held as long as the finger, mouse or key
// holds it and at least MIN_HOLD_MS, then let go for at least MIN_GAP_MS before the next.
// The firmware counts a change once its pin has been steady for 20 ms
// (uikit/buttons.py); a click can be shorter than that, and a page busy for a moment (the
// firmware loading a module) must neither lose a tap that came and went meanwhile nor run
// two taps into one.
import { BROWSER_KEYS, LONG, LONG_HOLD_MS } from "../sim/keymap.mjs";

const MIN_HOLD_MS = 60;
const MIN_GAP_MS = 40;
const BITS = { up: 1, down: 2, left: 4, right: 8, a: 16, b: 32 };

// A press: let go when released is set, or at a time (Shift+Z's long press).
function over(press, now) {
  return press.released || now >= press.until;
}

export class Pad {
  // onChange() runs whenever the app should read the buttons again.
  constructor(onChange) {
    this.onChange = onChange;
    this.pointers = new Map(); // pointerId -> its press
    this.keys = new Map(); // KeyboardEvent.code -> its press
    this.queues = [[], [], [], [], [], []]; // per button: presses, the first one shown
    this.downAt = [null, null, null, null, null, null]; // the first shown since then
    this.upAt = [null, null, null, null, null, null]; // shown let go since then
    this.timer = null;
    this.timerAt = Infinity;
    this.elements = [];
  }

  // Buttons with a press waiting or shown.
  busy() {
    return this.queues.reduce((m, q, i) => (q.length ? m | (1 << i) : m), 0);
  }

  // The buttons as the app reads them (the board's buttons().read()).
  read(now = performance.now()) {
    let m = 0;
    for (let i = 0; i < 6; i++) {
      const q = this.queues[i];
      if (this.downAt[i] !== null) {
        const shown = now - this.downAt[i];
        if (!over(q[0], now) || shown < MIN_HOLD_MS) {
          m |= 1 << i;
          if (over(q[0], now)) this.wake(MIN_HOLD_MS - shown);
          continue;
        }
        q.shift(); // this press is done: the app sees the button let go
        this.downAt[i] = null;
        this.upAt[i] = now;
        this.light();
      }
      if (!q.length) continue;
      const gap = this.upAt[i] === null ? MIN_GAP_MS : now - this.upAt[i];
      if (gap < MIN_GAP_MS) {
        this.wake(MIN_GAP_MS - gap);
        continue;
      }
      this.downAt[i] = now;
      this.upAt[i] = null;
      m |= 1 << i;
      if (over(q[0], now)) this.wake(MIN_HOLD_MS);
    }
    return m;
  }

  // The app reads again in ms (the earliest of what is asked).
  wake(ms) {
    const at = performance.now() + ms;
    if (this.timer !== null && this.timerAt <= at) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.changed();
    }, Math.max(1, ms));
  }

  changed() {
    this.light();
    this.onChange();
  }

  // The on-screen buttons lit while they have a press waiting or shown.
  light() {
    const m = this.busy();
    for (const el of this.elements) el.classList.toggle("down", (m & BITS[el.dataset.button]) !== 0);
  }

  // A press that lasts until release(map, id), or for ms when no map is given.
  press(map, id, bit, ms = Infinity) {
    if (map?.has(id)) this.release(map, id); // its release never came (a lost keyup)
    const p = { released: false, until: performance.now() + ms };
    this.queues[Math.log2(bit)].push(p);
    if (map) map.set(id, p);
    else setTimeout(() => this.changed(), ms + 1);
    this.changed();
  }

  release(map, id) {
    const p = map.get(id);
    if (!p) return;
    map.delete(id);
    p.released = true;
    this.changed();
  }

  releaseAll() {
    for (const id of [...this.pointers.keys()]) this.release(this.pointers, id);
    for (const id of [...this.keys.keys()]) this.release(this.keys, id);
  }

  // Buttons with data-button="up" ... "b".  Pointer capture keeps a finger that slides off
  // its button holding it, as a real button stays pressed until it is let go.
  attachButtons(elements) {
    this.elements = [...elements];
    for (const el of this.elements) {
      const bit = BITS[el.dataset.button];
      el.addEventListener("pointerdown", (e) => {
        e.preventDefault();
        el.setPointerCapture?.(e.pointerId);
        this.press(this.pointers, e.pointerId, bit);
      });
      for (const type of ["pointerup", "pointercancel", "lostpointercapture"])
        el.addEventListener(type, (e) => this.release(this.pointers, e.pointerId));
      el.addEventListener("contextmenu", (e) => e.preventDefault()); // a long touch
    }
  }

  // The keys of `make play`; onOther(event) gets the keys the buttons do not use.
  attachKeyboard(target, onOther) {
    target.addEventListener("keydown", (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey || /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName))
        return;
      const v = BROWSER_KEYS[e.key];
      if (v === undefined) return onOther(e);
      e.preventDefault(); // arrows would scroll the page, Backspace go back
      if (e.repeat) return; // held: the button stays down until keyup
      if (v & LONG) this.press(null, null, v & 63, LONG_HOLD_MS);
      else this.press(this.keys, e.code, v);
    });
    target.addEventListener("keyup", (e) => this.release(this.keys, e.code));
    window.addEventListener("blur", () => this.releaseAll());
  }
}
