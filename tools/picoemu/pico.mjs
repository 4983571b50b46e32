// The emulated Pico: an RP2040 (rp2040js) running an unchanged MicroPython UF2 with the
// boot ROM, and around it what a console board wires to it: the OLED on I2C, six buttons
// to ground, VBUS sense on GP24, VSYS/3 on ADC3, the flash chip with its write times, and
// the USB serial console.  Time is the emulated clock's (125 MHz): a run is deterministic.
// ../../../shared/PICO-EMULATOR.md (beside the project) has the facts this builds on.
import fs from "node:fs";
import { GPIOPinState, Simulator, USBCDC } from "rp2040js";
import { fastExecute } from "./decode.mjs";
import { PinTarget } from "./i2cpins.mjs";
import { Oled } from "./oled.mjs";

export const FS_OFFSET = 0xa0000; // MicroPython's littlefs on an RPI_PICO: 1408 KB from here
export const FS_BYTES = 352 * 4096;
const FLASH_BASE = 0x10000000;
const SECTOR = 4096;
// The W25Q16JV's typical times (its datasheet): sector erase 45 ms, 64 KB block 150 ms,
// page program 0.4 ms.  The CPU waits for them, as MicroPython's flash writes do.
const ERASE_SECTOR_NS = 45e6;
const ERASE_BLOCK_NS = 150e6;
const PROGRAM_PAGE_NS = 0.4e6;
const BUSY_WINDOW = 1000;
// A poll loop (the CPU spinning on a status register, as MicroPython's blocking I2C
// writes do for each byte) is skipped over in one step; see Spin below.
const SPIN_LOOP_BYTES = 256; // a backward branch at most this far starts a candidate loop
const SPIN_COOLDOWN = 16; // backward branches before looking again where a loop moved on
const RAM_START = 0x20000000;
const UF2_MAGIC = [0x0a324655, 0x9e5d5157];
const BKPT = 0xbe00;
const BREAK_ERASE = 0x45; // our BKPT numbers in the patched ROM
const BREAK_PROGRAM = 0x50;

// The ROM's public functions, by their two-letter code (RP2040 datasheet 2.8.3).
function romFunction(rom, code) {
  const half = (a) => (rom[a >> 2] >>> ((a & 2) * 8)) & 0xffff;
  let entry = half(0x14);
  for (let c = half(entry); c; entry += 4, c = half(entry)) {
    if (c === code) return half(entry + 2) & ~1;
  }
  throw new Error(`boot ROM has no function 0x${code.toString(16)}`);
}

function patchHalf(rom, address, value) {
  const shift = (address & 2) * 8;
  rom[address >> 2] = (rom[address >> 2] & ~(0xffff << shift)) | (value << shift);
}

export function parseUf2(data) {
  const blocks = [];
  for (let at = 0; at + 512 <= data.length; at += 512) {
    const view = new DataView(data.buffer, data.byteOffset + at, 512);
    if (view.getUint32(0, true) !== UF2_MAGIC[0] || view.getUint32(4, true) !== UF2_MAGIC[1]) {
      throw new Error(`not a UF2 file: bad magic in block ${at / 512}`);
    }
    if (view.getUint32(8, true) & 1) continue; // not for main flash
    const address = view.getUint32(12, true);
    const size = view.getUint32(16, true);
    blocks.push([address, data.subarray(at + 32, at + 32 + size)]);
  }
  return blocks;
}

// The CPU's loads and stores, installed once on the RP2040.  rp2040js reaches the SRAM,
// where most of them go, last: a read after testing for the boot ROM and the flash, a
// 32-bit write after looking its address up among the peripherals (a hash lookup, none
// being there).  Here the same bytes are reached first; every other address (and an
// unaligned word, which rp2040js logs) goes its way.  While `watch.on`, Spin sees the
// accesses a loop's pass makes (watch.read, watch.write): a flag asked here, rather than
// other methods swapped in and out, so that the core always calls the same functions.
function memory(mcu, watch) {
  const { sram, sramView } = mcu;
  const last = sram.length - 4;
  const read32 = mcu.readUint32;
  const write32 = mcu.writeUint32;
  const write16 = mcu.writeUint16;
  const write8 = mcu.writeUint8;
  if (mcu.findPeripheral(RAM_START) || mcu.findPeripheral(RAM_START + last)) {
    throw new Error("rp2040js has a peripheral where the SRAM is");
  }
  mcu.readUint32 = function (address) {
    const a = address >>> 0;
    const offset = a - RAM_START;
    if (offset >= 0 && offset <= last && (offset & 3) === 0) return sramView.getUint32(offset, true);
    if (watch.on) watch.read(a);
    return read32.call(this, address);
  };
  mcu.writeUint32 = function (address, value) {
    const a = address >>> 0;
    if (watch.on) watch.write(a, value, 4);
    const offset = a - RAM_START;
    if (offset >= 0 && offset <= last && (offset & 3) === 0) sramView.setUint32(offset, value, true);
    else write32.call(this, address, value);
  };
  mcu.writeUint16 = function (address, value) {
    if (watch.on) watch.write(address >>> 0, value, 2);
    write16.call(this, address, value);
  };
  mcu.writeUint8 = function (address, value) {
    if (watch.on) watch.write(address >>> 0, value, 1);
    write8.call(this, address, value);
  };
}

export const BUTTON_NAMES = ["up", "down", "left", "right", "a", "b"];
const W_SELECT = 25; // a Pico W's GP25: the wireless chip's select, switching VSYS onto ADC3
const W_OFF_MV = 100; // what ADC3 reads on a W with the divider switched off

export class Pico {
  // opts: uf2, bootrom (paths); fsImage (bytes at FS_OFFSET, or null for what the UF2
  // leaves); board: {sda, scl, i2c, address, oled, buttons: {up: gpio, ...}, vbus, vsysAdc,
  // picoW}: with picoW, a Pico W's wiring (below, setPower())
  constructor(opts) {
    this.board = opts.board;
    this.sim = new Simulator();
    const mcu = (this.mcu = this.sim.rp2040);
    this.clock = this.sim.clock;
    mcu.logger = { debug() {}, info() {}, warn() {}, error: (c, m) => this.log(`${c}: ${m}`) };
    const rom = new Uint32Array(4096);
    rom.set(new Uint32Array(new Uint8Array(fs.readFileSync(opts.bootrom)).buffer).subarray(0, 4096));
    // Flash writes: rp2040js's flash executes reads only, so the ROM's erase and program
    // entry points become breakpoints that do the work on mcu.flash (NOR semantics).
    patchHalf(rom, romFunction(rom, 0x4552), BKPT | BREAK_ERASE); // 'RE'
    patchHalf(rom, romFunction(rom, 0x5052), BKPT | BREAK_PROGRAM); // 'RP'
    mcu.loadBootrom(rom);
    for (const [address, payload] of parseUf2(fs.readFileSync(opts.uf2))) {
      const offset = address - FLASH_BASE;
      if (offset >= 0 && offset + payload.length <= mcu.flash.length) mcu.flash.set(payload, offset);
    }
    if (opts.fsImage) mcu.flash.set(opts.fsImage, FS_OFFSET);
    this.stallNs = 0;
    this.flashWrites = 0;
    this.flashLog = []; // [start ns, end ns, "erase" | "program", offset, bytes]
    mcu.onBreak = (code) => this._break(code);
    this._display();
    this._inputs();
    this._usb();
    this.console = []; // [time ns, line]
    this.lineBuffer = "";
    this.serialOut = []; // raw bytes as they came, for the REPL's protocol
    this.busyNs = 0;
    this.waitNs = 0;
    // The CPU's busy time per emulated millisecond, for the last BUSY_WINDOW ms: how a
    // driver tells a device that has answered from one still working.
    this.busyMs = new Float64Array(BUSY_WINDOW);
    this._lastMs = -1; // the millisecond _account() counted last
    this.halted = false;
    this.lastInputNs = 0;
    this.spin = process.env.PICOEMU_NO_SPIN ? null : new Spin(this);
    memory(mcu, this.spin || { on: false });
    // rp2040js's instructions reached through a table, not its chain of tests (decode.mjs);
    // PICOEMU_CHAIN=1 keeps the chain, to compare.
    if (!process.env.PICOEMU_CHAIN) mcu.core.executeInstruction = fastExecute(mcu.core);
    this.spinSkippedNs = 0;
    // Start at the second-stage boot loader in flash, as the ROM does after it finds a
    // valid one (rp2040js's own MicroPython demo starts the same way).
    mcu.core.PC = FLASH_BASE;
  }

  log(msg) {
    process.stderr.write(`picoemu: ${msg}\n`);
  }

  get nanos() {
    return this.clock.nanos;
  }

  _break(code) {
    const { core } = this.mcu;
    const [r0, r1, r2] = core.registers;
    const flash = this.mcu.flash;
    if (code === BREAK_ERASE) {
      flash.fill(0xff, r0, r0 + r1);
      const ns = r1 >= 65536 && r1 % 65536 === 0 ? (r1 / 65536) * ERASE_BLOCK_NS : (r1 / SECTOR) * ERASE_SECTOR_NS;
      this.stallNs += ns;
      this.flashLog.push([this.nanos, this.nanos + ns, "erase", r0, r1]);
    } else if (code === BREAK_PROGRAM) {
      for (let i = 0; i < r2; i++) flash[r0 + i] &= this.mcu.readUint8(r1 + i);
      const ns = Math.ceil(r2 / 256) * PROGRAM_PAGE_NS;
      this.stallNs += ns;
      this.flashLog.push([this.nanos, this.nanos + ns, "program", r0, r2]);
    } else {
      this.log(`breakpoint ${code} at 0x${core.PC.toString(16)}: the firmware stopped`);
      this.halted = true;
      return;
    }
    this.flashWrites++;
    core.PC = core.registers[14] & ~1; // return to the caller
  }

  _display() {
    const b = this.board;
    this.oled = new Oled(b.oled);
    this.i2cLog = []; // [start ns, end ns, data bytes] of each transfer to the display
    const i2c = this.mcu.i2c[b.i2c];
    const alarm = (fn) => {
      const a = this.clock.createAlarm(() => fn());
      return (bits) => a.schedule(bits * this._bitNs(i2c));
    };
    let ours = false;
    let start = 0;
    let bytes0 = 0;
    const started = alarm(() => i2c.completeStart());
    let ack = false;
    const connected = alarm(() => i2c.completeConnect(ack));
    const written = alarm(() => i2c.completeWrite(ours));
    let readValue = 0xff;
    const read = alarm(() => i2c.completeRead(readValue));
    const stopped = alarm(() => {
      if (ours) this.i2cLog.push([start, this.nanos, this.oled.dataBytes - bytes0]);
      ours = false;
      i2c.completeStop();
    });
    i2c.onStart = () => started(1);
    i2c.onConnect = (address) => {
      ack = address === b.address;
      if (ack && !ours) {
        ours = true;
        start = this.nanos;
        bytes0 = this.oled.dataBytes;
      }
      if (ack) this.oled.start();
      connected(9);
    };
    i2c.onWriteByte = (v) => {
      if (ours) this.oled.write(v);
      written(9);
    };
    i2c.onReadByte = () => {
      readValue = ours ? 0x43 : 0xff; // status: display on/off bit only matters to nobody here
      read(9);
    };
    i2c.onStop = () => stopped(1);
    this.scanTarget = new PinTarget(this.mcu, b.sda, b.scl, b.address);
  }

  _bitNs(i2c) {
    // One SCL period at the rate the firmware programmed into the I2C block, whose counts
    // are clk_sys cycles on the RP2040 (the pico-sdk's i2c_set_baudrate), not clk_peri's.
    const cycles = i2c.sclLowPeriod + i2c.sclHighPeriod;
    return cycles > 0 ? (cycles * 1e9) / this.mcu.clkSys : 2500;
  }

  _inputs() {
    const b = this.board;
    for (const name of BUTTON_NAMES) this.mcu.gpio[b.buttons[name]].setInputValue(true);
    if (b.picoW) this.mcu.gpio[W_SELECT].addListener(() => this._vsysAdc());
    this.setPower({ vsysMv: 4500, usb: false });
  }

  // Batteries on VSYS (ADC3 reads VSYS/3) and whether a USB cable brings VBUS (GP24).  A
  // Pico W (running the Pico's firmware, its radio off) has no VBUS sense on a GPIO (GP24 is
  // the wireless chip's data line, left alone), and its VSYS divider reaches ADC3 only while
  // GP25, the wireless chip's select, is driven high; else the pin reads about 0.1 V.
  setPower({ vsysMv, usb }) {
    if (vsysMv != null) this.vsysMv = vsysMv;
    this._vsysAdc();
    if (usb != null) {
      this.usbPower = usb;
      if (!this.board.picoW) this.mcu.gpio[this.board.vbus].setInputValue(usb);
    }
  }

  _vsysAdc() {
    const on = !this.board.picoW || this.mcu.gpio[W_SELECT].value === GPIOPinState.High;
    const mv = on ? this.vsysMv / 3 : W_OFF_MV;
    this.mcu.adc.channelValues[3] = Math.max(0, Math.min(4095, Math.round((mv / 3300) * 4095)));
  }

  setButton(name, held) {
    const gpio = this.board.buttons[name];
    if (gpio == null) throw new Error(`unknown button ${name}`);
    this.mcu.gpio[gpio].setInputValue(!held); // a button joins its pin to ground
    this.lastInputNs = this.nanos;
  }

  _usb() {
    const cdc = (this.cdc = new USBCDC(this.mcu.usbCtrl));
    this.typeQueue = [];
    cdc.onSerialData = (bytes) => this._serial(bytes);
    // A real host sends OUT packets only when it has data; rp2040js answers every read at
    // once with an empty packet, an interrupt storm that would eat the emulated CPU.  So a
    // read waits here until something is typed.
    const usb = this.mcu.usbCtrl;
    const answer = usb.onEndpointRead;
    this.heldRead = null;
    usb.onEndpointRead = (endpoint, size) => {
      if (endpoint === cdc.outEndpoint) this._pump();
      if (endpoint === cdc.outEndpoint && cdc.txFIFO.empty) this.heldRead = [endpoint, size];
      else answer.call(usb, endpoint, size);
    };
    this._answerRead = () => {
      this._pump();
      if (this.heldRead && !cdc.txFIFO.empty) {
        const [endpoint, size] = this.heldRead;
        this.heldRead = null;
        answer.call(usb, endpoint, size);
      }
    };
  }

  // What the host types waits here and goes into the CDC's 512-byte FIFO as it drains
  // (a full FIFO would drop bytes, where a real host's USB stack waits).
  type(bytes) {
    for (const b of bytes) this.typeQueue.push(b);
    this._answerRead();
  }

  _pump() {
    const fifo = this.cdc.txFIFO;
    let i = 0;
    while (i < this.typeQueue.length && !fifo.full) fifo.push(this.typeQueue[i++]);
    if (i) this.typeQueue.splice(0, i);
  }

  _serial(bytes) {
    for (const b of bytes) this.serialOut.push(b);
    const text = Buffer.from(bytes).toString("latin1");
    for (const ch of text) {
      if (ch === "\n") {
        this.console.push([this.nanos, Buffer.from(this.lineBuffer.replace(/\r$/, ""), "latin1").toString("utf8")]);
        this.lineBuffer = "";
      } else this.lineBuffer += ch;
    }
  }

  // Run the emulated CPU until the clock reaches `untilNs` or `stop()` says so (checked
  // after every instruction that wrote to the console or the display, and every 1 ms).
  run(untilNs, stop = null) {
    const { core } = this.mcu;
    const clock = this.clock;
    const busyMs = this.busyMs;
    const cycleNs = 8; // 125 MHz
    let checkAt = clock.nanos + 1e6;
    while (clock.nanos < untilNs && !this.halted) {
      if (this.stallNs) {
        const ns = this.stallNs;
        this.stallNs = 0;
        this.busyNs += ns;
        clock.tick(ns);
      } else if (core.waiting) {
        let ns = clock.nanosToNextAlarm;
        if (ns <= 0 || clock.nanos + ns > untilNs) ns = Math.max(1, Math.min(ns > 0 ? ns : Infinity, untilNs - clock.nanos));
        this.waitNs += ns;
        this._account(ns, false);
        clock.tick(ns);
      } else {
        // Instructions one after the other while nothing else is due: the same steps as
        // one at a time through the loop above (an instruction, its time counted, the
        // clock's alarms run), without looking again at what cannot have changed.  It
        // stops where the loop above would look: the CPU waits, a flash operation stalls
        // it, it halts, the run's end or the next check of stop() is reached.
        const end = stop ? Math.min(untilNs, checkAt) : untilNs;
        let busy = 0;
        // _account(ns, true) for each instruction, in short: the busy time that falls in
        // the millisecond _account() counted last (which ends at msTo; the clock is never
        // before it) is summed here, and added to its slot before anything else counts.
        let msTo = this._lastMs * 1e6 + 1e6;
        let inMs = 0;
        const spin = this.spin;
        do {
          const pc = core.PC;
          const ns = core.executeInstruction() * cycleNs;
          busy += ns;
          const after = clock.nanosCounter + ns;
          if (after <= msTo) inMs += ns;
          else {
            if (inMs) busyMs[this._lastMs % BUSY_WINDOW] += inMs;
            inMs = 0;
            this._account(ns, true);
            msTo = this._lastMs * 1e6 + 1e6;
          }
          // clock.tick(ns): only when an alarm falls due does it do more than add
          const alarm = clock.nextAlarm;
          if (alarm !== null && alarm.nanos <= after) clock.tick(ns);
          else clock.nanosCounter = after;
          if (spin && core.PC < pc && pc - core.PC <= SPIN_LOOP_BYTES) {
            // (Spin's cooldown counted here: most short backward branches come while it
            // rests, and need no call)
            if (spin.cooldown > 0) spin.cooldown--;
            else {
              if (inMs) busyMs[this._lastMs % BUSY_WINDOW] += inMs;
              inMs = 0;
              const skipped = spin.loop(core.PC, end);
              if (skipped) {
                busy += skipped;
                msTo = this._lastMs * 1e6 + 1e6;
              }
            }
          }
        } while (clock.nanosCounter < end && !core.waiting && !this.stallNs && !this.halted);
        if (inMs) busyMs[this._lastMs % BUSY_WINDOW] += inMs;
        this.busyNs += busy;
      }
      if (stop && clock.nanos >= checkAt) {
        checkAt = clock.nanos + 1e6;
        if (stop()) return true;
      }
    }
    return stop ? stop() : false;
  }

  _account(ns, busy) {
    // Spread `ns` from now over the per-millisecond buckets (a long wait clears many).
    let t = this.clock.nanos;
    const end = t + ns;
    while (t < end) {
      const ms = Math.floor(t / 1e6);
      const upto = Math.min(end, (ms + 1) * 1e6);
      const slot = ms % BUSY_WINDOW;
      if (ms !== this._lastMs) {
        this.busyMs[slot] = 0;
        this._lastMs = ms;
      }
      if (busy) this.busyMs[slot] += upto - t;
      if (!busy && upto - t >= 1e6 * BUSY_WINDOW) {
        this.busyMs.fill(0);
        this._lastMs = Math.floor((end - 1) / 1e6);
        return;
      }
      t = upto;
    }
  }

  // The CPU's busy share of the last `ms` emulated milliseconds (0..1).
  busyShare(ms) {
    const now = Math.floor(this.clock.nanos / 1e6);
    let busy = 0;
    for (let m = now - ms + 1; m <= now; m++) {
      if (m >= 0 && m <= this._lastMs && this._lastMs - m < BUSY_WINDOW) busy += this.busyMs[m % BUSY_WINDOW];
    }
    return busy / (ms * 1e6);
  }

  // The file system as the flash holds it now: copying it is a power cut at this instant.
  fsImage() {
    return this.mcu.flash.slice(FS_OFFSET, FS_OFFSET + FS_BYTES);
  }
}

// Skipping a poll loop exactly.  A loop qualifies when the CPU comes back to its head (the
// target of a short backward branch) in the very same state (registers, flags), having
// read nothing but memory, the timer's raw count and the I2C blocks' status registers,
// written nothing but the values RAM already held, and no clock alarm having come due: its
// next pass does the same again, as long as those registers read the same, and they
// change only when an alarm runs (the I2C's, which the emulated bus schedules) or where
// the timer's count crosses what the loop compares it with (a timeout).  So the clock
// moves on by whole passes to just before the next alarm (or the run's end or its next
// check of stop()), counted busy as executing them would be, and one pass executes
// there: only if it also comes back in the same state and time does the skip stand, else
// everything (registers, RAM it wrote, the clock) is put back and the loop runs as it
// would have.  The figures are those of executing every pass.
class Spin {
  constructor(pico) {
    this.pico = pico;
    const mcu = (this.mcu = pico.mcu);
    this.head = -1;
    this.regs = new Uint32Array(16);
    this.cooldown = 0;
    this.clean = false;
    this.trial = null; // [[address, width, old value]] RAM writes to undo, during a trial
    // the pass looked at: its head's state and time, and the next alarm's then (_mark())
    this.have = false;
    this.state = null;
    this.at = 0;
    this.alarmAt = 0;
    const ramEnd = RAM_START + mcu.sram.length;
    const i2cBases = [0x40044000, 0x40048000];
    // the I2C registers a read leaves as they were (not DATA_CMD, not the CLR_* ones)
    const i2cSafe = new Set([0x00, 0x04, 0x2c, 0x30, 0x34, 0x38, 0x3c, 0x6c, 0x70, 0x74, 0x78, 0x7c, 0x80, 0x9c]);
    const safeRead = (a) => {
      if (a < 0x40000000) return true;
      if (a === 0x40054024 || a === 0x40054028) return true; // TIMERAWH, TIMERAWL
      for (const base of i2cBases) if (a >= base && a < base + 0x100) return i2cSafe.has(a - base);
      return false;
    };
    const onBreak = mcu.onBreak; // (a flash write: no trial pass does one)
    mcu.onBreak = (code) => {
      if (this.trial) throw SPIN_ABORT;
      onBreak(code);
    };
    // The accesses are watched only while a loop's pass is looked at (memory() asks
    // read() and write() while `on`): the rest of the time the CPU reaches memory as ever.
    // a read of an address other than memory: only those that leave the register as it was
    this.read = (a) => {
      if (a >= 0x40000000 && !safeRead(a)) this._unsafe();
    };
    // a write: to RAM, of the value it holds already (else the pass moves on; during a
    // trial, what it held is kept to put back); anywhere else, never
    this.write = (a, value, width) => {
      if (a >= RAM_START && a + width <= ramEnd) {
        const view = mcu.sramView;
        const at = a - RAM_START;
        const old = width === 4 ? view.getUint32(at, true) : width === 2 ? view.getUint16(at, true) : view.getUint8(at);
        const mask = width === 4 ? 0xffffffff : (1 << (width * 8)) - 1;
        if (old !== (value & mask) >>> 0) {
          if (this.trial) this.trial.push([a, width, old]);
          this.clean = false;
        }
      } else this._unsafe();
    };
    this.on = false;
  }

  _unsafe() {
    this.clean = false;
    if (this.trial) throw SPIN_ABORT;
  }

  _state() {
    const core = this.mcu.core;
    return [
      core.APSR, core.PM, core.IPSR, core.SPSEL, core.bankedSP, core.pendingInterrupts,
      core.interruptsUpdated, core.currentMode, core.eventRegistered, core.enabledInterrupts,
      core.pendingNMI, core.pendingPendSV, core.pendingSVCall, core.pendingSystick, core.nPRIV,
    ];
  }

  _same(state) {
    const core = this.mcu.core;
    const now = this._state();
    for (let i = 0; i < now.length; i++) if (now[i] !== state[i]) return false;
    const r = core.registers;
    for (let i = 0; i < 16; i++) if (r[i] !== this.regs[i]) return false;
    return true;
  }

  _mark(head) {
    const core = this.mcu.core;
    const clock = this.pico.clock;
    this.head = head;
    this.regs.set(core.registers);
    this.state = this._state();
    this.at = clock.nanosCounter;
    this.alarmAt = clock.nextAlarm ? clock.nextAlarm.nanos : Infinity;
    this.have = true;
    this.clean = true;
    this.on = true;
  }

  // Not looked at again for a while.
  _rest() {
    this.cooldown = SPIN_COOLDOWN;
    this.have = false;
    this.on = false;
    return 0;
  }

  // The CPU has just branched back to `head`, and Spin is not resting (the run loop
  // counts its cooldown down); `end` the time the run loop stops at.  The time skipped
  // (and the trial pass's), or 0.
  loop(head, end) {
    const pico = this.pico;
    const clock = pico.clock;
    const core = this.mcu.core;
    if (!this.have || head !== this.head) {
      // a loop: its state is taken now, and compared when it is back here
      this._mark(head);
      return 0;
    }
    if (!this.clean || pico.stallNs || core.waiting || pico.halted) return this._rest();
    const now = clock.nanosCounter;
    const pass = now - this.at;
    if (pass <= 0 || now >= this.alarmAt || !this._same(this.state)) {
      return this._rest(); // a loop that moves on (a copy, a count)
    }
    const alarm = clock.nextAlarm;
    const limit = Math.min(alarm ? alarm.nanos : Infinity, this.alarmAt, end);
    const passes = Math.floor((limit - now - 1) / pass) - 1;
    if (passes < 2) {
      this._mark(head);
      return 0;
    }
    // the trial pass, `passes` passes later
    const start = now + passes * pass;
    const regs = this.regs; // (== core.registers now)
    const state = this.state;
    clock.nanosCounter = start;
    this.trial = [];
    this.clean = true;
    let ok = false;
    try {
      do {
        clock.nanosCounter += core.executeInstruction() * 8;
      } while (clock.nanosCounter - start < pass && !core.waiting && !pico.stallNs && !pico.halted);
      ok = this.clean && core.PC === head && clock.nanosCounter - start === pass && this._same(state) &&
        !core.waiting && !pico.stallNs && !pico.halted;
    } catch (e) {
      if (e !== SPIN_ABORT) throw e;
    }
    const writes = this.trial;
    this.trial = null;
    if (!ok) {
      for (let i = writes.length - 1; i >= 0; i--) {
        const [a, width, old] = writes[i];
        const view = this.mcu.sramView;
        if (width === 4) view.setUint32(a - RAM_START, old, true);
        else if (width === 2) view.setUint16(a - RAM_START, old, true);
        else view.setUint8(a - RAM_START, old);
      }
      core.registers.set(regs);
      [
        core.APSR, core.PM, core.IPSR, core.SPSEL, core.bankedSP, core.pendingInterrupts,
        core.interruptsUpdated, core.currentMode, core.eventRegistered, core.enabledInterrupts,
        core.pendingNMI, core.pendingPendSV, core.pendingSVCall, core.pendingSystick, core.nPRIV,
      ] = state;
      core.waiting = false;
      pico.stallNs = 0;
      pico.halted = false;
      clock.nanosCounter = now;
      return this._rest();
    }
    const ns = (passes + 1) * pass;
    clock.nanosCounter = now;
    pico._account(ns, true);
    clock.nanosCounter = now + ns;
    pico.spinSkippedNs += passes * pass;
    this._mark(head);
    return ns;
  }
}
const SPIN_ABORT = new Error("spin: not a poll loop");
