// The side panel: the battery (as `make play --battery` gives one: a reader or none, VSYS
// on the cells, USB plugged in or not) and the console's lines.  The battery is kept in
// the browser's storage (store.mjs); whether the board has a reader at all is read by the firmware at start,
// so changing that asks for a restart.  Its words are the player's language's (words.mjs).
import { FULL_MV, stepBattery, USB_MV } from "../sim/script.mjs";
import { follow, t } from "./words.mjs";

const BATTERY_KEY = "pocket-cards:battery";
const MAX_LINES = 300;

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
    this.lines = [];
    this.el("bat-reader").checked = this.saved.reader;
    this.el("bat-reader").addEventListener("change", () => this.store());
    this.el("bat-mv").addEventListener("input", () => {
      this.cells.mv = Number(this.el("bat-mv").value);
      this.apply(false);
    });
    this.el("bat-usb").addEventListener("change", () => this.apply(this.el("bat-usb").checked));
    follow(() => this.showBattery());
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
      this.line(t("noReaderKey"));
      return;
    }
    stepBattery(this.battery, this.cells, k);
    this.store();
    this.line(`(${status(this.battery)})`);
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

  line(text) {
    this.lines.push(text);
    if (this.lines.length > MAX_LINES) this.lines.shift();
    const pre = this.el("lines");
    pre.textContent = this.lines.join("\n");
    pre.scrollTop = pre.scrollHeight;
  }
}
