// The side panel: the battery (as `make play --battery` gives one: a reader or none, VSYS
// on the cells, USB plugged in or not) and the console's lines.  The battery is kept in
// the browser's storage; whether the board has a reader at all is read by the firmware at
// start, so changing that asks for a restart.  A game's lines wait until it is over
// (gamelines.mjs): the deal must not be read off the page.
import { FULL_MV, stepBattery, USB_MV } from "../script.mjs";
import { GameLines } from "./gamelines.mjs";
import { follow, t } from "./words.mjs";

const BATTERY_KEY = "pocket-cards:battery";
const MAX_LINES = 300;
const MAX_KEPT = 20000;

function loadBattery(keeper) {
  try {
    const b = JSON.parse(keeper.get(BATTERY_KEY) || "{}");
    const mv = Number.isInteger(b.mv) && b.mv >= 0 && b.mv <= 6000 ? b.mv : FULL_MV;
    return { reader: b.reader === true, mv, usb: b.usb === true };
  } catch {
    return { reader: false, mv: FULL_MV, usb: false }; // not ours: start afresh
  }
}

function status(battery) {
  return battery.usb ? t("batteryUsb") : t("batteryMv", battery.mv);
}

export class Panel {
  constructor(doc, keeper) {
    this.keeper = keeper;
    this.el = (id) => doc.getElementById(id);
    this.saved = loadBattery(keeper);
    this.cells = { mv: this.saved.mv };
    // the reader the device has from this start on: {mv, usb}, or null for none
    this.battery = this.saved.reader
      ? { mv: this.saved.usb ? USB_MV : this.saved.mv, usb: this.saved.usb }
      : null;
    this.all = []; // every line the firmware printed (the page's tests read them)
    this.shown = []; // the panel's lines: strings, or {word} for a game's held lines
    this.game = new GameLines();
    this.el("bat-reader").checked = this.saved.reader;
    this.el("bat-reader").addEventListener("change", () => this.store());
    this.el("bat-mv").addEventListener("input", () => {
      this.cells.mv = Number(this.el("bat-mv").value);
      this.apply(false);
    });
    this.el("bat-usb").addEventListener("change", () => this.apply(this.el("bat-usb").checked));
    follow(() => {
      this.showBattery();
      this.render();
    });
  }

  apply(usb) {
    if (this.battery) {
      this.battery.usb = usb;
      this.battery.mv = usb ? USB_MV : this.cells.mv;
    }
    this.store();
  }

  // A battery key ([ ] U): as in `make play`.
  key(k) {
    if (!this.battery) {
      this.say(t("noReaderKey"));
      return;
    }
    stepBattery(this.battery, this.cells, k);
    this.store();
    this.say(`(${status(this.battery)})`);
  }

  store() {
    const reader = this.el("bat-reader").checked;
    const usb = this.battery ? this.battery.usb : this.el("bat-usb").checked;
    this.keeper.set(BATTERY_KEY, JSON.stringify({ reader, mv: this.cells.mv, usb }));
    this.el("bat-restart").hidden = reader === (this.battery !== null);
    this.showBattery();
  }

  showBattery() {
    const usb = this.battery ? this.battery.usb : this.saved.usb;
    this.el("bat-mv").value = String(this.cells.mv);
    this.el("bat-usb").checked = usb;
    this.el("bat-out").textContent = `${this.cells.mv} mV`;
    this.el("bat-state").textContent = this.battery ? status(this.battery) : t("noReader");
  }

  // A line the firmware printed.
  line(text) {
    this.all.push(text);
    if (this.all.length > MAX_KEPT) this.all.shift();
    const r = this.game.add(text);
    const held = this.shown.findLastIndex((s) => typeof s === "object" && s.word === "held");
    if (r.over && held >= 0) this.shown.splice(held, 1, ...r.show);
    else if (r.over) this.shown.push(...r.show);
    else {
      if (r.left && held >= 0) this.shown[held] = { word: "saved" };
      if (r.start) this.shown.push({ word: "held" });
      this.shown.push(...r.show);
    }
    this.render();
  }

  // A line of the page's own.
  say(text) {
    this.shown.push(text);
    this.render();
  }

  render() {
    if (this.shown.length > MAX_LINES) this.shown.splice(0, this.shown.length - MAX_LINES);
    const pre = this.el("lines");
    pre.textContent = this.shown.map((s) => (typeof s === "string" ? s : t(s.word))).join("\n");
    pre.scrollTop = pre.scrollHeight;
  }
}
