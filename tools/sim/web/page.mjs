// The console in a web page: the unchanged firmware on the MicroPython VM, with the
// simulated board of tools/sim (device.mjs) wired to a canvas, on-screen buttons, the
// keyboard, Web Audio and the browser's storage.
//
// The page runs the app as the headless simulator does, App.tick(now) by simrun.py, but
// on the real clock: after each tick it sleeps until the app next has something to do
// (simrun.tick_woken(): the App's _quiet_until, not its 20 ms button poll), as the Pico
// sleeps between its ticks; a button pressed or let go wakes it at once, as an interrupt
// would.
//
//   index.html?seed=N   the App's seed, as the simulator's --seed (tests compare frames)
import { bootDevice } from "../device.mjs";
import { FlashMirror } from "../flashmirror.mjs";
import { BATTERY_KEYS } from "../keymap.mjs";
import { keeps, openDialog, returnFocus } from "./focus.mjs";
import { Notices } from "./notices.mjs";
import { keepOffline } from "./offline.mjs";
import { Oled } from "./oled.mjs";
import { Owner } from "./owner.mjs";
import { unpack } from "./pack.mjs";
import { Pad } from "./pad.mjs";
import { Panel } from "./panel.mjs";
import { Buzzer } from "./sound.mjs";
import { BrowserFlash, Keeper } from "./store.mjs";
import { browsers, chosen, follow, SETTINGS, t, use } from "./words.mjs";

const HEAP = 1 << 20; // as the simulator's default
const SYNC_MS = 500; // /data goes to the browser's storage at most this often
const TAKE_OVER = "pocket-cards:take-over"; // (sessionStorage) this tab asked to play here
// The app's clock wraps as time.ticks_ms() does on the Pico (uikit/buttons.py's diff()).
const TICKS_PERIOD = 2 ** 30;
const ticksMs = () => Math.floor(performance.now()) % TICKS_PERIOD;

const $ = (id) => document.getElementById(id);

const keeper = new Keeper();
const flashStore = new BrowserFlash(keeper);
use(chosen(flashStore.peek(SETTINGS)) ?? browsers());
const oled = new Oled($("screen"));
const buzzer = new Buzzer(keeper);
const panel = new Panel(document, keeper);
const notices = new Notices($("notices"));
let mp = null;
let flash = null; // the /data mirror, while this tab has the console
let appTick = null; // simrun.tick_woken(now) -> the ms the app may sleep
let timer = null;
let syncTimer = null;
let syncedAt = 0;

// What the page shows and did, for the person (the panel) and for the browser tests.
const state = {
  ticks: 0, // App.tick() calls: how often the page woke
  frames: 0, // frames shown
  frameAt: 0, // performance.now() of the last
  firstFrameAt: null,
  texts: "", // the strings on the screen (board_sim.py's texts: x,y,colour,width,string)
  stopped: null, // why the firmware stopped, if it did ("elsewhere": another tab has it)
  sleep: null, // what the last tick asked for, ms
  get lines() {
    return panel.all; // every line the firmware printed (the panel holds a game's back)
  },
};
window.pocket = state;

// The line on the screen (a word and its argument), in the language of the moment.
let note = null;
function setNote(word, arg) {
  note = word ? { word, arg } : null;
  $("note").textContent = note ? t(note.word, note.arg) : "";
}
follow(() => setNote(note?.word, note?.arg));

function storageNotice() {
  const why = keeper.lost ?? (keeper.full ? "full" : null);
  if (why) notices.show("storage", why);
  else notices.hide("storage");
}
keeper.onChange = storageNotice;
storageNotice();

function seedFromUrl() {
  const text = new URLSearchParams(location.search).get("seed");
  if (text === null) return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 2 ** 30) {
    setNote("badSeed", text);
    return null;
  }
  return n;
}

function stop(why) {
  state.stopped = why;
  setNote("stopped", why.split("\n").filter(Boolean).pop());
  document.body.classList.add("stopped");
  panel.say(why);
}

// /data to the browser's storage, and the page's words to the language it now holds.
function sync() {
  if (!flash) return;
  clearTimeout(syncTimer);
  syncTimer = null;
  syncedAt = performance.now();
  if (!flash.sync()) return;
  let lang = null;
  try {
    lang = chosen(mp.FS.readFile("/data/" + SETTINGS));
  } catch {
    // no settings file (yet): the language stays
  }
  if (lang) use(lang);
}

// After a tick: a sync now, or when SYNC_MS have passed since the last (the page may then
// be asleep for long: what the tick wrote must not wait for the next key).
function syncSoon() {
  const wait = SYNC_MS - (performance.now() - syncedAt);
  if (wait <= 0) sync();
  else if (syncTimer === null) syncTimer = setTimeout(sync, wait);
}

function tick() {
  clearTimeout(timer);
  timer = null;
  if (state.stopped || !appTick) return;
  const now = ticksMs();
  state.ticks += 1;
  let sleep;
  try {
    sleep = appTick(now);
  } catch (e) {
    stop(String(e?.message ?? e));
    return;
  }
  state.sleep = sleep;
  syncSoon();
  timer = setTimeout(tick, Math.max(1, sleep));
}

// Another tab took the console: keep what this one has, then stop for good.
function elsewhere() {
  sync();
  flash = null;
  $("reset").disabled = true; // the storage is the other tab's now
  clearTimeout(timer);
  state.stopped = "elsewhere";
  document.body.classList.add("elsewhere");
  notices.show("owner", "moved", {
    closable: false,
    action: "playHere",
    run: () => {
      try {
        sessionStorage.setItem(TAKE_OVER, "1"); // the reloaded page takes it at once
      } catch {
        // it asks again instead
      }
      location.reload();
    },
  });
}

const owner = keeper.lasting() ? new Owner(elsewhere) : null; // (nothing shared otherwise)

// Resolves once this tab has the console: at once, or when the player takes it over.
async function own() {
  if (!owner || (await owner.claim())) return;
  let asked = false;
  try {
    asked = sessionStorage.getItem(TAKE_OVER) === "1";
    sessionStorage.removeItem(TAKE_OVER);
  } catch {
    // no session storage: ask
  }
  if (!asked)
    await new Promise((resolve) =>
      notices.show("owner", "otherTab", { action: "playHere", run: resolve, closable: false }),
    );
  notices.hide("owner");
  await owner.take();
}

const pad = new Pad(() => {
  if (appTick) tick(); // the app sees the change now, not after its sleep
});
pad.attachButtons(document.querySelectorAll("[data-button]"));
pad.attachKeyboard(
  window,
  (e) => {
    if (e.key in BATTERY_KEYS) panel.key(e.key);
  },
  keeps,
);
returnFocus(document);

$("reset").disabled = true; // until this tab has the console: another's data is not ours to erase
$("mute").checked = buzzer.muted;
$("mute").addEventListener("change", () => {
  buzzer.setMuted($("mute").checked);
});
$("help").addEventListener("click", () => openDialog($("help-dialog")));
$("help-ok").addEventListener("click", () => $("help-dialog").close());
$("reset").addEventListener("click", () => openDialog($("reset-dialog")));
$("reset-no").addEventListener("click", () => $("reset-dialog").close());
$("reset-yes").addEventListener("click", () => {
  clearTimeout(timer);
  state.stopped = "reset";
  flash = null; // nothing more of this run reaches the storage
  flashStore.erase();
  location.reload();
});
$("bat-restart").addEventListener("click", () => {
  sync();
  location.reload();
});
// The page's last moment: what the app wrote since the last sync must not be lost.
window.addEventListener("pagehide", sync);
document.addEventListener("visibilitychange", () => document.hidden && sync());

const host = {
  console: (line) => panel.line(line),
  show: (frame, texts) => {
    oled.show(frame);
    state.texts = texts || "";
    state.frames += 1;
    state.frameAt = performance.now();
    if (state.firstFrameAt === null) state.firstFrameAt = state.frameAt;
  },
  buttons: () => pad.read(Math.floor(performance.now())),
  display: (what, level) => {
    oled.display(what, level);
    if (what === "off") setNote("screenOff");
    else if (what === "on" && note?.word === "screenOff") setNote(null);
  },
  tone: (freq, ms) => buzzer.tone(freq, ms),
  battery: panel.battery,
};

async function boot() {
  const response = await fetch("firmware.pack");
  if (!response.ok) throw new Error(`firmware.pack: ${response.status} ${response.statusText}`);
  const files = unpack(new Uint8Array(await response.arrayBuffer()));
  const utf8 = new TextDecoder();
  return (await bootDevice({ heap: HEAP, files, host, decode: (b) => utf8.decode(b) })).mp;
}

async function start() {
  const seed = seedFromUrl();
  const booting = boot(); // (the VM loads while the tabs settle who has the console)
  await own();
  mp = await booting;
  flash = new FlashMirror(mp.FS, flashStore);
  $("reset").disabled = false;
  if (flashStore.damaged.length)
    notices.show("damaged", "damaged", { arg: flashStore.damaged.join(", ") });
  const simrun = mp.pyimport("simrun");
  simrun.start(ticksMs(), seed);
  appTick = simrun.tick_woken; // looked up once: the loop calls it at every wake-up
  tick();
}

// The offline copy is fetched once the console runs, not while it starts.
start()
  .catch((e) => stop(String(e?.message ?? e)))
  .finally(() =>
    keepOffline(
      (restart) => notices.show("update", "update", { action: "restartNow", run: restart }),
      sync,
    ),
  );
