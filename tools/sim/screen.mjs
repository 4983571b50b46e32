// The 128x64 frame in the terminal (two pixel rows per character cell) and in PNG and PBM
// files; the pixels themselves are read by frame.mjs.
import zlib from "node:zlib";
import { blankFrame, HEIGHT, pixel, WIDTH } from "./frame.mjs";
import { KEYMAP as KEYS_HELP } from "./keymap.mjs";

export { blankFrame, HEIGHT, pixel, WIDTH };

const HALF = [" ", "\u2580", "\u2584", "\u2588"]; // none, upper, lower, both

// The display as text lines of half-block characters, one cell per two pixel rows.
export function frameLines(buf) {
  const lines = [];
  for (let y = 0; y < HEIGHT; y += 2) {
    let line = "";
    for (let x = 0; x < WIDTH; x++) line += HALF[pixel(buf, x, y) | (pixel(buf, x, y + 1) << 1)];
    lines.push(line);
  }
  return lines;
}

export const KEYMAP = KEYS_HELP + "   Q quits";

// The whole terminal picture: the display in a frame, the key map, a status line.
export function screenLines(buf, status = "") {
  const bar = "\u2500".repeat(WIDTH);
  const out = ["\u250c" + bar + "\u2510"];
  for (const line of frameLines(buf)) out.push("\u2502" + line + "\u2502");
  out.push("\u2514" + bar + "\u2518");
  out.push(" " + KEYMAP);
  out.push(" " + status.slice(0, WIDTH));
  return out;
}

export const NEED_COLS = WIDTH + 2;
export const NEED_ROWS = HEIGHT / 2 + 4;

export function tooSmallMessage(cols, rows) {
  return (
    `The terminal is ${cols}x${rows}; the simulator needs at least ${NEED_COLS}x${NEED_ROWS} ` +
    `to show every pixel. Enlarge the window or make the font smaller (Q quits).`
  );
}

// -- files ------------------------------------------------------------------------------

let crcTable = null;
function crc32(bytes) {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

// An 8-bit greyscale PNG, lit pixels white on black like the OLED, each pixel scale x scale.
export function png(buf, scale = 1) {
  const w = WIDTH * scale;
  const h = HEIGHT * scale;
  const raw = Buffer.alloc((w + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < w; x++) raw[row + 1 + x] = pixel(buf, (x / scale) | 0, (y / scale) | 0) ? 255 : 0;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // colour type: greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// A binary PBM (P4); a 1 bit is a lit pixel (PBM viewers draw it black).
export function pbm(buf, scale = 1) {
  const w = WIDTH * scale;
  const h = HEIGHT * scale;
  const stride = Math.ceil(w / 8);
  const bits = Buffer.alloc(stride * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (pixel(buf, (x / scale) | 0, (y / scale) | 0)) bits[y * stride + (x >> 3)] |= 0x80 >> (x & 7);
  return Buffer.concat([Buffer.from(`P4\n${w} ${h}\n`, "ascii"), bits]);
}
