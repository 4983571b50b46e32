// The buzzer through Web Audio: a square wave, as a piezo driven by PWM sounds.  Browsers
// let a page make sound only after a touch or key, so the audio starts on the first one;
// the mute switch is kept in localStorage.
const MUTE_KEY = "pocket-cards:muted";
const VOLUME = 0.06;

export class Buzzer {
  constructor(storage = window.localStorage) {
    this.storage = storage;
    this.muted = storage.getItem(MUTE_KEY) === "1";
    this.ctx = null;
    this.osc = null;
    this.tones = 0; // tones asked for, sounded or not (a test reads it)
  }

  setMuted(muted) {
    this.muted = muted;
    this.storage.setItem(MUTE_KEY, muted ? "1" : "0");
    if (muted) this.stop();
  }

  // Called on a touch or key: the moment a browser allows audio to start.
  unlock() {
    if (this.ctx || this.muted || typeof AudioContext === "undefined") return;
    this.ctx = new AudioContext();
  }

  tone(freq, ms) {
    this.stop();
    if (!freq) return;
    this.tones += 1;
    if (this.muted || !this.ctx || this.ctx.state !== "running") return;
    const osc = this.ctx.createOscillator();
    const gain = this.ctx.createGain();
    osc.type = "square";
    osc.frequency.value = freq;
    gain.gain.value = VOLUME;
    osc.connect(gain).connect(this.ctx.destination);
    const t = this.ctx.currentTime;
    osc.start(t);
    osc.stop(t + ms / 1000);
    this.osc = osc;
  }

  stop() {
    if (!this.osc) return;
    try {
      this.osc.stop();
    } catch {
      // already stopped
    }
    this.osc = null;
  }
}
