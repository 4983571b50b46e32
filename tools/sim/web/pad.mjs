// The six buttons, from the on-screen buttons (touch, mouse, pen) and from the keyboard
// (keymap.mjs, the keys of `make play`).  Each press is queued for its button, and the
// app is shown one at a time, as a steady pin: the firmware counts a press once two of
// its reads, a debounce apart (uikit/buttons.py's DEBOUNCE_MS), agree (a release at the
// first read that shows it).  So a press is
// shown until a read at least STEADY_MS after the first one has seen it, and at least
// MIN_HOLD_MS, or as long as the finger, mouse or key holds it; then let go until a read
// STEADY_MS later has seen that, before the next press of the button.  A click is shorter than a debounce, and a
// page busy for a moment (the firmware loading a module) reads late: neither may lose a
// tap or run two into one.
import { BROWSER_KEYS, LONG, LONG_HOLD_MS } from "../keymap.mjs";

const MIN_HOLD_MS = 60;
const STEADY_MS = 30;
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
    this.lastRead = -Infinity; // when the app read the buttons before
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
    const before = this.lastRead; // the app's previous read: what it has seen steady
    this.lastRead = now;
    let m = 0;
    for (let i = 0; i < 6; i++) {
      const q = this.queues[i];
      const down = this.downAt[i];
      if (down !== null) {
        if (!over(q[0], now)) {
          m |= 1 << i;
          continue;
        }
        if (now - down < MIN_HOLD_MS || before - down < STEADY_MS) {
          m |= 1 << i; // let go, but not yet seen held long enough: read again soon
          this.wake(Math.max(1, down + MIN_HOLD_MS - now));
          continue;
        }
        q.shift(); // this press is done: the app sees the button let go
        this.downAt[i] = null;
        this.upAt[i] = now;
        this.light();
        if (q.length) this.wake(STEADY_MS);
        continue;
      }
      if (!q.length) continue;
      const up = this.upAt[i];
      if (up !== null && before - up < STEADY_MS) {
        this.wake(now - up >= STEADY_MS ? 1 : up + STEADY_MS - now); // not yet seen let go
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

  // The keys of `make play`; onOther(event) gets the keys the buttons do not use, and a
  // key that keeps(event) says the focused control (or an open dialog) uses is left to it.
  attachKeyboard(target, onOther, keeps = () => false) {
    target.addEventListener("keydown", (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey || keeps(e)) return;
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
