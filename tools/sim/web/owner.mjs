// One tab at a time has the console: two tabs would each overwrite the settings and saves
// the other kept.  The tab that has it holds a Web Lock for as long as it lives (the
// browser lets go when the tab closes or crashes); another tab says so and can take it
// over: it asks on a BroadcastChannel, the tab that has it keeps what it has, stops and
// lets go, and the lock passes; one that does not answer (frozen) loses it after
// HANDOVER_MS.  Without Web Locks (a page served over plain http to another machine is no
// secure context) the channel alone says who has it.
const NAME = "pocket-cards";
const HANDOVER_MS = 3000;
const ASK_MS = 300; // without locks: how long the tab that has it has to answer

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class Owner {
  // onLost(): another tab has taken the console; called once, before this tab lets go.
  constructor(onLost, nav = navigator) {
    this.onLost = onLost;
    this.owned = false;
    this.letGo = null; // ends the held lock's callback: the lock is released
    this.heardOwner = false;
    this.heardRelease = null;
    this.locks = nav.locks ?? null;
    this.channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(NAME) : null;
    this.channel?.addEventListener("message", (e) => this.heard(e.data));
  }

  heard(msg) {
    if (msg === "owner") this.heardOwner = true;
    else if (msg === "released") this.heardRelease?.();
    else if (this.owned && msg === "who") this.channel.postMessage("owner");
    else if (this.owned && msg === "take") this.lose();
  }

  lose() {
    if (!this.owned) return;
    this.owned = false;
    try {
      this.onLost();
    } finally {
      this.letGo?.();
      this.letGo = null;
      this.channel?.postMessage("released");
    }
  }

  // Resolves true once this tab holds the lock (false: ifAvailable, and another has it).
  hold(options) {
    return new Promise((resolve, reject) => {
      let held = false;
      this.locks
        .request(NAME, options, (lock) => {
          if (!lock) return resolve(false);
          held = this.owned = true;
          resolve(true);
          return new Promise((r) => (this.letGo = r));
        })
        .catch((e) => (held ? this.lose() : reject(e))); // held: stolen by a taker
    });
  }

  // True if this tab has the console now, false if another tab has it.
  async claim() {
    if (this.locks) return this.hold({ ifAvailable: true });
    if (this.channel) {
      this.heardOwner = false;
      this.channel.postMessage("who");
      await sleep(ASK_MS);
      if (this.heardOwner) return false;
    }
    this.owned = true;
    return true;
  }

  // Takes the console from the tab that has it, once that tab has kept what it had.
  async take() {
    this.channel?.postMessage("take");
    if (this.locks) {
      const ctl = new AbortController();
      const timer = setTimeout(() => ctl.abort(), HANDOVER_MS);
      try {
        await this.hold({ signal: ctl.signal });
      } catch {
        await this.hold({ steal: true }); // no answer: the other tab is frozen or gone
      } finally {
        clearTimeout(timer);
      }
      return;
    }
    await Promise.race([new Promise((r) => (this.heardRelease = r)), sleep(HANDOVER_MS)]);
    this.heardRelease = null;
    this.owned = true;
  }
}
