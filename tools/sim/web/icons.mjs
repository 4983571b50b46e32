// The site's icons, drawn from one 16x16 picture (a card with a spade, lit as the OLED
// lights it, on the console's colour): the favicon as SVG, and PNGs for the web app
// manifest (192 and 512, and a maskable one whose picture keeps to the safe middle) and
// for iOS's home screen (180).  Node.js only: the build writes them (build.mjs).
import zlib from "node:zlib";

const ART = [
  "................",
  "...WWWWWWWWWW...",
  "..WWWWWWWWWWWW..",
  "..WWWWWWWWWWWW..",
  "..WWWWWKKWWWWW..",
  "..WWWWKKKKWWWW..",
  "..WWWKKKKKKWWW..",
  "..WWKKKKKKKKWW..",
  "..WWKKKKKKKKWW..",
  "..WWKKWKKWKKWW..",
  "..WWWWWKKWWWWW..",
  "..WWWWKKKKWWWW..",
  "..WWWWWWWWWWWW..",
  "..WWWWWWWWWWWW..",
  "...WWWWWWWWWW...",
  "................",
];
const COLOURS = { ".": [0x1d, 0x24, 0x30], W: [0xd8, 0xee, 0xff], K: [0x0e, 0x11, 0x17] };
const BG = COLOURS["."];

// RGBA pixels of a size x size icon: the picture scaled by a whole factor to fit `fill`
// of it, centred; rounded: the corners clear, as an app icon's.
function pixels(size, fill, rounded) {
  const scale = Math.floor((size * fill) / 16);
  const at = Math.floor((size - 16 * scale) / 2);
  const r = rounded ? size * 0.18 : 0;
  const out = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const ax = Math.floor((x - at) / scale);
      const ay = Math.floor((y - at) / scale);
      const inside = ax >= 0 && ax < 16 && ay >= 0 && ay < 16;
      const c = inside ? COLOURS[ART[ay][ax]] : BG;
      // distance into a rounded corner's square, if in one
      const dx = Math.max(r - x - 0.5, x + 0.5 - (size - r), 0);
      const dy = Math.max(r - y - 0.5, y + 0.5 - (size - r), 0);
      const i = (y * size + x) * 4;
      out.set(c, i);
      out[i + 3] = dx * dx + dy * dy > r * r ? 0 : 255;
    }
  return out;
}

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, sum]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1)); // each row: filter 0, its pixels
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function svg() {
  const hex = (c) => "#" + c.map((v) => v.toString(16).padStart(2, "0")).join("");
  const rects = [];
  ART.forEach((row, y) => {
    for (const m of row.matchAll(/W+|K+/g))
      rects.push(`<rect x="${m.index}" y="${y}" width="${m[0].length}" height="1" fill="${hex(COLOURS[m[0][0]])}"/>`);
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" shape-rendering="crispEdges">` +
    `<rect width="16" height="16" rx="3" fill="${hex(BG)}"/>${rects.join("")}</svg>\n`
  );
}

// [site path, bytes] of every icon.
export function icons() {
  return [
    ["icons/icon.svg", Buffer.from(svg())],
    ["icons/icon-180.png", png(180, pixels(180, 1, false))], // iOS rounds it itself
    ["icons/icon-192.png", png(192, pixels(192, 1, true))],
    ["icons/icon-512.png", png(512, pixels(512, 1, true))],
    ["icons/maskable-512.png", png(512, pixels(512, 0.7, false))],
  ];
}
