// The six buttons held down, from the on-screen buttons (touch, mouse, pen) and from the
// keyboard (keymap.mjs, the keys of `make play`).  A button is held as long as a finger,
// the mouse or a key holds it, and, as the app sees it, at least MIN_HOLD_MS of the app's
// own clock: the firmware counts a press once its pin has been steady for 20 ms
// (uikit/buttons.py), a quick click can be shorter, and a page busy for a moment (the
// firmware loading a module) must not lose a tap that came and went meanwhile.
import { BROWSER_KEYS, LONG, LONG_HOLD_MS } from "../sim/keymap.mjs";

const MIN_HOLD_MS = 60;
const BITS = { up: 1, down: 2, left: 4, right: 8, a: 16, b: 32 };

export class Pad {
  // onChange() runs whenever the app should read the buttons again.
  constructor(onChange) {
    this.onChange = onChange;
    this.pointers = new Map(); // pointerId -> button bit
    this.keys = new Map(); // KeyboardEvent.code -> button bit
    this.until = [0, 0, 0, 0, 0, 0]; // per button: held by a timed press until then
    this.firstRead = [null, null, null, null, null, null]; // when the app first saw a press
    this.owed = 0; // buttons let go that the app has not yet seen held for MIN_HOLD_MS
    this.last = -1;
    this.timer = null;
    this.elements = [];
  }

  // What a finger, the mouse or a key holds now.
  held(now = performance.now()) {
    let m = 0;
    for (const bit of this.pointers.values()) m |= bit;
    for (const bit of this.keys.values()) m |= bit;
    this.until.forEach((t, i) => {
      if (t > now) m |= 1 << i;
    });
    return m;
  }

  // The buttons as the app reads them (the board's buttons().read()).
  read(now = performance.now()) {
    const m = this.held(now) | this.owed;
    for (let i = 0; i < 6; i++) {
      const bit = 1 << i;
      if (!(m & bit)) this.firstRead[i] = null;
      else if (this.firstRead[i] === null) this.firstRead[i] = now;
      if (!(this.owed & bit)) continue;
      const left = this.firstRead[i] + MIN_HOLD_MS - now;
      if (left <= 0) this.owed &= ~bit; // seen long enough: the next read lets it go
      this.wake(Math.max(1, left));
    }
    return m;
  }

  wake(ms) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.changed(), ms);
  }

  changed() {
    const m = this.held() | this.owed;
    if (m !== this.last) {
      this.last = m;
      for (const el of this.elements) el.classList.toggle("down", (m & BITS[el.dataset.button]) !== 0);
    }
    this.onChange();
  }

  press(map, id, bit) {
    map.set(id, bit);
    this.owed &= ~bit;
    this.changed();
  }

  // A press held for ms whatever the key does (Shift+Z: a long press).
  pressFor(bit, ms) {
    const i = Math.log2(bit);
    this.until[i] = Math.max(this.until[i], performance.now() + ms);
    setTimeout(() => this.changed(), ms + 1);
    this.changed();
  }

  release(map, id) {
    const bit = map.get(id);
    if (bit === undefined) return;
    map.delete(id);
    const i = Math.log2(bit);
    const seen = this.firstRead[i];
    if (!(this.held() & bit) && (seen === null || performance.now() - seen < MIN_HOLD_MS))
      this.owed |= bit;
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
      if (v & LONG) this.pressFor(v & 63, LONG_HOLD_MS);
      else this.press(this.keys, e.code, v);
    });
    target.addEventListener("keyup", (e) => this.release(this.keys, e.code));
    window.addEventListener("blur", () => this.releaseAll());
  }
}
