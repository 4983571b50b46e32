// The 128x64 frame as the simulated board hands it over: a MONO_VLSB buffer.  No Node.js
// here: the terminal simulator and the web page (tools/sim/web) both read frames with it.
export const WIDTH = 128;
export const HEIGHT = 64;

// MONO_VLSB: byte (y / 8) * WIDTH + x holds the column of 8 pixels, bit y % 8 is row y.
export function pixel(buf, x, y) {
  return (buf[(y >> 3) * WIDTH + x] >> (y & 7)) & 1;
}

export function blankFrame() {
  return new Uint8Array((WIDTH * HEIGHT) / 8);
}

// board_sim.py sends the buffer as hex text: a JS function called from the VM takes
// strings and numbers, and a string is the one way a buffer crosses whole in one call.
export function fromHex(hex) {
  const out = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(i * 2, 2), 16);
  return out;
}

// The strings board_sim.py reports with a frame ("x,y,colour,width,string" lines), as
// objects; the highlighted ones (colour 0, dark on light) are the selected menu entries.
export function parseTexts(texts) {
  return (texts ? texts.split("\n") : []).map((line) => {
    const p = line.split(",");
    return { x: +p[0], y: +p[1], colour: +p[2], width: +p[3], text: p.slice(4).join(",") };
  });
}

export function highlighted(texts) {
  return parseTexts(texts)
    .filter((t) => t.colour === 0)
    .map((t) => t.text);
}
