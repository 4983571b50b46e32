// The OLED controller on the emulated I2C bus: an SSD1306 or an SH1106 as their datasheets
// describe them, as far as a 128x64 module shows it.  Each I2C write is a control byte
// (Co, D/C#) and then command or display-data bytes; commands keep their argument state
// across transactions, as the chips do (the firmware sends 0x81 and its value as two
// single-command writes).  The picture is read from the display RAM through the segment
// remap and COM scan direction, so a wrong init shows as a mirrored or upside-down frame.
export const WIDTH = 128;
export const HEIGHT = 64;

// Commands with argument bytes: opcode -> how many follow.
const SSD1306_ARGS = new Map([
  [0x20, 1], [0x21, 2], [0x22, 2], [0x26, 6], [0x27, 6], [0x29, 5], [0x2a, 5], [0x81, 1],
  [0x8d, 1], [0xa3, 2], [0xa8, 1], [0xd3, 1], [0xd5, 1], [0xd9, 1], [0xda, 1], [0xdb, 1],
]); // prettier-ignore
const SH1106_ARGS = new Map([
  [0x81, 1], [0xa8, 1], [0xad, 1], [0xd3, 1], [0xd5, 1], [0xd9, 1], [0xda, 1], [0xdb, 1],
]); // prettier-ignore

export class Oled {
  constructor(kind = "ssd1306") {
    if (kind !== "ssd1306" && kind !== "sh1106") throw new Error(`unknown OLED ${kind}`);
    this.kind = kind;
    this.columns = kind === "sh1106" ? 132 : 128;
    // Power-on RAM holds noise on a real panel; a fixed pattern stands for it here, so a
    // firmware that shows a frame before clearing the RAM is caught.
    this.ram = new Uint8Array(this.columns * 8).map((_, i) => (i * 37) & 0xff);
    this.on = false;
    this.contrast = 0x7f;
    this.inverted = false;
    this.allOn = false;
    this.remap = false; // segment remap (A1): column 127 drives SEG0
    this.comReversed = false; // COM scan C8: row 63 first
    this.chargePump = kind === "sh1106"; // the SH1106 modules have their DC-DC on by default
    this.mode = 2; // SSD1306 reset: page addressing
    this.col = 0;
    this.page = 0;
    this.colStart = 0;
    this.colEnd = 127;
    this.pageStart = 0;
    this.pageEnd = 7;
    this.pending = null; // [opcode, args so far, args wanted]
    this.commands = 0;
    this.dataBytes = 0;
    this.unknown = [];
    this._startTransfer();
  }

  _startTransfer() {
    this.expectControl = true;
    this.single = false; // Co=1: one byte, then a control byte again
    this.isData = false;
  }

  // I2C hooks: a START addressed to us, each byte written, the STOP.
  start() {
    this._startTransfer();
  }

  write(byte) {
    if (this.expectControl) {
      this.single = (byte & 0x80) !== 0;
      this.isData = (byte & 0x40) !== 0;
      this.expectControl = false;
      return;
    }
    if (this.isData) this._data(byte);
    else this._command(byte);
    if (this.single) this.expectControl = true;
  }

  _data(byte) {
    this.dataBytes++;
    if (this.page < 8 && this.col < this.columns) this.ram[this.page * this.columns + this.col] = byte;
    if (this.kind === "ssd1306" && this.mode === 0) {
      if (++this.col > this.colEnd) {
        this.col = this.colStart;
        if (++this.page > this.pageEnd) this.page = this.pageStart;
      }
    } else if (this.kind === "ssd1306" && this.mode === 1) {
      if (++this.page > this.pageEnd) {
        this.page = this.pageStart;
        if (++this.col > this.colEnd) this.col = this.colStart;
      }
    } else if (this.col < this.columns - 1) {
      this.col++; // page addressing: the column stops at the last one
    }
  }

  _command(byte) {
    this.commands++;
    if (this.pending) {
      this.pending[1].push(byte);
      if (this.pending[1].length === this.pending[2]) {
        const [op, args] = this.pending;
        this.pending = null;
        this._apply(op, args);
      }
      return;
    }
    const wanted = (this.kind === "sh1106" ? SH1106_ARGS : SSD1306_ARGS).get(byte);
    if (wanted) this.pending = [byte, [], wanted];
    else this._apply(byte, []);
  }

  _apply(op, args) {
    if (op <= 0x0f) this.col = (this.col & 0xf0) | op;
    else if (op <= 0x1f) this.col = (this.col & 0x0f) | ((op & 0x0f) << 4);
    else if (op >= 0xb0 && op <= 0xb7) this.page = op & 7;
    else if (op >= 0x40 && op <= 0x7f) this.startLine = op & 0x3f;
    else if (op === 0xae || op === 0xaf) this.on = op === 0xaf;
    else if (op === 0x81) this.contrast = args[0];
    else if (op === 0xa0 || op === 0xa1) this.remap = op === 0xa1;
    else if (op === 0xc0 || op === 0xc8) this.comReversed = op === 0xc8;
    else if (op === 0xa6 || op === 0xa7) this.inverted = op === 0xa7;
    else if (op === 0xa4 || op === 0xa5) this.allOn = op === 0xa5;
    else if (this.kind === "ssd1306" && op === 0x20) this.mode = args[0] & 3;
    else if (this.kind === "ssd1306" && op === 0x21) {
      [this.colStart, this.colEnd] = [args[0] & 0x7f, args[1] & 0x7f];
      this.col = this.colStart;
    } else if (this.kind === "ssd1306" && op === 0x22) {
      [this.pageStart, this.pageEnd] = [args[0] & 7, args[1] & 7];
      this.page = this.pageStart;
    } else if (this.kind === "ssd1306" && op === 0x8d) this.chargePump = (args[0] & 0x04) !== 0;
    else if (this.kind === "sh1106" && op === 0xad) this.chargePump = (args[0] & 1) !== 0;
    else if (SSD1306_ARGS.has(op) || SH1106_ARGS.has(op) || op === 0xe3 || op === 0x2e) {
      // timing, multiplex, offset, COM pins, pre-charge, VCOM, scroll: no effect on the picture
    } else if (this.kind === "sh1106" && op >= 0x30 && op <= 0x33) {
      // the SH1106's pump voltage
    } else if (this.unknown.length < 16) this.unknown.push(op);
  }

  // Whether the panel lights at all: on, and (SSD1306) with its charge pump running.
  get lit() {
    return this.on && this.chargePump;
  }

  // The picture as a MONO_VLSB buffer of 128x64 (what framebuf and tools/sim/screen.mjs use),
  // all dark while the panel is off.
  frame() {
    const out = new Uint8Array((WIDTH * HEIGHT) / 8);
    if (!this.lit) return out;
    const offset = this.kind === "sh1106" ? 2 : 0; // the 1.3" modules show RAM columns 2..129
    for (let y = 0; y < HEIGHT; y++) {
      const row = this.comReversed ? y : HEIGHT - 1 - y;
      for (let x = 0; x < WIDTH; x++) {
        const column = (this.remap ? x : WIDTH - 1 - x) + offset;
        let bit = (this.ram[(row >> 3) * this.columns + column] >> (row & 7)) & 1;
        if (this.allOn) bit = 1;
        if (this.inverted) bit ^= 1;
        if (bit) out[(y >> 3) * WIDTH + x] |= 1 << (y & 7);
      }
    }
    return out;
  }
}
