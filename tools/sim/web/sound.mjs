// The buzzer through Web Audio: a square wave, as a piezo driven by PWM sounds.  Browsers
// let a page make sound only once the person has touched it or pressed a key, so the
// audio starts with the first tone after that.  Between tones the audio is suspended: a
// running AudioContext keeps the browser's audio thread busy even in silence (a few per
// cent of a core, more than the whole console's idle).  The mute switch is kept in the
// browser's storage (store.mjs).
const MUTE_KEY = "pocket-cards:muted";
const VOLUME = 0.06;
const LINGER_MS = 250; // the audio stays up this long after a tone, for the next one

export class Buzzer {
  constructor(keeper) {
    this.keeper = keeper;
    this.muted = keeper.get(MUTE_KEY) === "1";
    this.ctx = null;
    this.osc = null;
    this.idle = null; // the timer that suspends the audio after the last tone
    this.tones = 0; // tones asked for, sounded or not
  }

  setMuted(muted) {
    this.muted = muted;
    this.keeper.set(MUTE_KEY, muted ? "1" : "0");
    if (muted) this.stop();
  }

  // The audio, made on the first tone the browser allows (after a touch or a key).
  audio() {
    if (!this.ctx) {
      const allowed = navigator.userActivation ? navigator.userActivation.hasBeenActive : true;
      if (!allowed || typeof AudioContext === "undefined") return null;
      this.ctx = new AudioContext();
    }
    if (this.ctx.state === "suspended") this.ctx.resume();
    return this.ctx;
  }

  tone(freq, ms) {
    this.stop();
    if (!freq) return;
    this.tones += 1;
    const ctx = this.muted ? null : this.audio();
    if (!ctx) return;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "square";
    osc.frequency.value = freq;
    gain.gain.value = VOLUME;
    osc.connect(gain).connect(ctx.destination);
    const t = ctx.currentTime;
    osc.start(t);
    osc.stop(t + ms / 1000);
    this.osc = osc;
    clearTimeout(this.idle);
    this.idle = setTimeout(() => ctx.suspend(), ms + LINGER_MS);
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
