// The 128x64 OLED on a canvas: one canvas pixel per display pixel, scaled by CSS with
// `image-rendering: pixelated`, so it stays crisp at any size.  The firmware's contrast
// dims it (a CSS filter, so the canvas keeps the exact pixels) and power-off darkens it.
import { HEIGHT, pixel, WIDTH } from "../frame.mjs";

export const LIT = [0xd8, 0xee, 0xff]; // a white OLED's pixel, a little blue as they look
export const DARK = [0x04, 0x06, 0x0a];

export class Oled {
  constructor(canvas) {
    this.canvas = canvas;
    canvas.width = WIDTH;
    canvas.height = HEIGHT;
    this.ctx = canvas.getContext("2d");
    this.image = this.ctx.createImageData(WIDTH, HEIGHT);
    this.level = 255;
    this.on = true;
  }

  show(frame) {
    const d = this.image.data;
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH; x++) {
        const c = pixel(frame, x, y) ? LIT : DARK;
        const i = (y * WIDTH + x) * 4;
        d[i] = c[0];
        d[i + 1] = c[1];
        d[i + 2] = c[2];
        d[i + 3] = 255;
      }
    this.ctx.putImageData(this.image, 0, 0);
  }

  // display(what, level) of the board contract: "contrast" with its register value,
  // "off" or "on".
  display(what, level) {
    if (what === "off") this.on = false;
    else if (what === "on") this.on = true;
    else this.level = level;
    // An OLED's light grows slower than its contrast register; a square root looks close,
    // and the dim level (1) still shows the picture faintly.
    const light = 0.35 + 0.65 * Math.sqrt(this.level / 255);
    this.canvas.style.filter = `brightness(${light.toFixed(3)})`;
    this.canvas.classList.toggle("off", !this.on);
  }
}
