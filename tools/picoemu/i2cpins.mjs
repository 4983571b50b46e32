// An I2C target decoded at the pins.  MicroPython's I2C.scan() on the rp2 port probes each
// address with a zero-length write, which the I2C block cannot do, so it bit-bangs the probe
// on the same pins in SIO mode (ports/rp2/machine_i2c.c).  A display that should answer a
// scan must therefore also acknowledge its address on the wires.  The lines have the
// module's pull-up resistors: a line is low while the Pico drives it low or the target
// holds SDA low for its ACK.
const FUNCTION_SIO = 5; // GPIO function select: software-controlled (rp2040 datasheet 2.19.2)

export class PinTarget {
  constructor(mcu, sda, scl, address) {
    this.sdaPin = mcu.gpio[sda];
    this.sclPin = mcu.gpio[scl];
    this.address = address;
    this.holdSda = false; // our ACK
    this.state = "idle"; // idle | address | ack | data
    this.bits = 0;
    this.byte = 0;
    this.sda = 1;
    this.scl = 1;
    this.probes = 0;
    this.sdaPin.addListener(() => this._update());
    this.sclPin.addListener(() => this._update());
    this._drive();
  }

  _driven(pin) {
    // In SIO mode with its output enabled and low, the Pico pulls the line down.
    return pin.functionSelect === FUNCTION_SIO && pin.outputEnable && !pin.outputValue;
  }

  _drive() {
    this.sdaPin.setInputValue(!(this._driven(this.sdaPin) || this.holdSda));
    this.sclPin.setInputValue(!this._driven(this.sclPin));
  }

  _update() {
    const sda = this._driven(this.sdaPin) || this.holdSda ? 0 : 1;
    const scl = this._driven(this.sclPin) ? 0 : 1;
    const [oldSda, oldScl] = [this.sda, this.scl];
    this.sda = sda;
    this.scl = scl;
    if (scl && oldScl && sda !== oldSda) {
      if (!sda) this._begin(); // START or repeated START
      else this._end(); // STOP
    } else if (scl && !oldScl) {
      this._rise(sda);
    } else if (!scl && oldScl) {
      this._fall();
    }
    this._drive();
  }

  _begin() {
    this.state = "address";
    this.bits = 0;
    this.byte = 0;
    this.holdSda = false;
  }

  _end() {
    this.state = "idle";
    this.holdSda = false;
  }

  _rise(sda) {
    if (this.state === "address" || this.state === "data") {
      if (this.bits < 8) {
        this.byte = (this.byte << 1) | sda;
        this.bits++;
      }
    }
  }

  _fall() {
    if (this.state === "ack") {
      this.holdSda = false; // the ACK clock is over
      this.state = this.acked ? "data" : "idle";
      this.bits = 0;
      this.byte = 0;
      return;
    }
    if ((this.state === "address" || this.state === "data") && this.bits === 8) {
      this.acked = this.state === "data" || this.byte >> 1 === this.address;
      if (this.state === "address" && this.acked) this.probes++;
      this.holdSda = this.acked;
      this.state = "ack";
    }
  }
}
