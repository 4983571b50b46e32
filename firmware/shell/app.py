# The app: polls the buttons, hands their events to the screen on top of the stack,
# redraws only when something changed, dims the screen after a minute without input and
# turns it off after the chosen time (the key that wakes it does nothing else).
# It also owns the settings, the seed source and the console lines tests read, and, on a
# board with a battery reader, the gauge: read every 10 s, a warning once when low, the
# match saved and the screen off for good when the batteries are empty (docs/power.md).
import gc
import time

import games
from micropython import const
from rules.rng import Rng
from shell import appstart, crash, empty, power
from shell.mainmenu import MainMenu
from store import flash, settings
from uikit import buttons, keys, lang, ui

VERSION = "0.5.0"

_POLL_MS = const(20)  # button polling while the screen is on
_POLL_OFF_MS = const(30)  # while off: slower, yet a quick tap still wakes it
# While a button is held: A and B act when let go, and a release counts at the first
# reading that shows it (uikit/buttons.py), so this is the most an A waits to be seen
# (2.5 ms on average at 5, 1 at 2).  It costs CPU only while a finger is on a button: a
# reading of the pins is about 0.1 ms on the Pico.
_POLL_HELD_MS = const(2)
_DIM_MS = const(60000)
_AWAKE = const(0)
_DIM = const(1)
_OFF = const(2)
_SEED_MASK = const(0x3FFFFFFF)  # seeds stay small ints on a 32-bit port
_AUTOSAVE_MS = const(2000)  # a match in play is written at most this often
_BATTERY_MS = const(10000)  # the battery is read this often
# The heap is collected after every this many frames that answered a key (tick()), so that
# MicroPython seldom has to collect in the middle of a key.  (Counted, not measured:
# gc.mem_alloc() walks the whole heap, 8.6 ms on the Pico.)
_GC_KEYS = const(4)


class App:
    version = VERSION

    def __init__(self, board, now_ms, seed=None, data_dir=flash.DATA_DIR):
        self.board = board
        self.fb = board.display()
        self.keys = buttons.Buttons(board.buttons(), now_ms)
        self.buzzer = board.buzzer()
        self.settings = settings.Settings(data_dir)  # (read by the start)
        # the seed of the app's random source; -1: a fresh one, the start's to draw
        self._seed = -1 if seed is None else seed
        self._rng = 0  # the random source's state (rules/rng.py's Rng.state); 0: not yet
        self.now = now_ms
        self.last_input = now_ms
        self.power = _AWAKE
        self.frames = 0
        self.stack = []
        self._toast = None
        self._toast_until = 0
        self._dirty = True
        self._saved_at = None  # when autosave() last wrote a match
        self._pending = None  # a table whose save the rate limit put off
        self._leaving = False  # _pending left the stack, its save still owed (autosave())
        self.dropping = []  # games whose saved match is gone, not yet off the flash
        self.recording = []  # the records of games ended, not yet on the flash (add_record)
        self._saved_table = None  # the table autosave() last wrote (a new one: no waiting)
        self._problem = None  # the last flash problem shown (shown once, not every save)
        self._writes = 0  # matches written by autosave()
        self.gauge = None  # hw/gauge.py's Gauge, on a board with a battery reader (below)
        # a board with a reader: the gauge is made at the first reading (_read_battery())
        self._gauge_due = getattr(board, "battery", None) is not None
        self.battery_step = -1  # the battery symbol (uikit/battsym.py); -1: none
        self._battery_at = now_ms  # when the battery was last read
        self._warned = False  # "Batteries low" said (again only after new cells or USB)
        self._empty_at = None  # when the batteries ran empty: the app stops
        self._quiet_until = now_ms  # until then a tick only reads the pins (tick())
        self._poll_ms = _POLL_MS  # how long a tick that only read the pins may sleep
        self._gc_keys = 0  # frames that answered a key since the last collection
        self._gc_due = False  # True: collect at the next quiet tick
        self._settings_due = False  # True: save_settings() was called, the write is owed
        # The rest of a start (the settings read, the first screen in their language):
        # shell/appstart.py.
        appstart.start(self)
        # The gauge is made and first read on the tick after the first frame (due at
        # once: tick() reads it on the first tick that draws nothing), so that the reader
        # does not hold back the first frame.  The symbol shows one frame later.
        self._battery_at = now_ms - _BATTERY_MS

    # -- screens ---------------------------------------------------------------

    @property
    def top(self):
        return self.stack[-1]

    def push(self, screen):
        self.stack.append(screen)
        self._dirty = True

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
            self.stack[-1].shown()
        self._dirty = True

    def replace(self, screen):
        self.stack[-1] = screen
        self._dirty = True

    def home(self):
        del self.stack[1:]
        self.stack[0].shown()
        self._dirty = True
        # the screens just dropped may have held a game: collected on the next quiet tick
        self._gc_due = True

    def collect(self):
        gc.collect()
        self._gc_keys = 0
        self._gc_due = False

    def toast(self, text, ms=1500):
        """Show text over the screen for ms; None takes the toast away now."""
        self._toast = text
        self._toast_until = self.now + ms
        self._dirty = True

    def changed(self):
        """A screen changed outside key()/tick() (a callback): redraw at the next tick."""
        self._dirty = True

    # -- services --------------------------------------------------------------

    def say(self, line):
        print(line)

    def random(self, n):
        """From the app's random source (game seeds and random dealers, all from App's
        seed): a uniform int in 0..n-1.  Only its state is kept between draws."""
        r = Rng(self._seed)
        if self._rng:
            r.state = self._rng
        x = r.below(n)
        self._rng = r.state
        return x

    def new_seed(self):
        return self.random(_SEED_MASK + 1)

    def beep(self, freq, ms):
        if self.buzzer is not None and self.settings.get("sound"):
            self.buzzer.tone(freq, ms)

    def set_contrast(self):
        level = settings.CONTRAST[self.settings.get("contrast")]
        self.fb.contrast(settings.DIM_CONTRAST if self.power == _DIM else level)

    def save_settings(self):
        """Write the settings on the next tick without a key: after the frame that shows
        the change (a write may erase a flash sector, 45 ms on the Pico, which leaving a
        setup used to add to its B)."""
        self._settings_due = True

    def flush_settings(self):
        """The owed write of save_settings(), now (the batteries running empty)."""
        if self._settings_due:
            self._settings_due = False
            problem = self.settings.save()
            if problem:
                self.report(problem, "settings: ")

    def autosave(self, table, force=False, leaving=False):
        """Keep a game table's match on the flash: called after every person's action and
        whenever a turn is settled.  The save is written by tick() after the frame that
        shows the change has gone out, on a tick without a key to handle, at most once
        every 2 s of play: so at most the last 2 s are ever lost, and a write (up to about
        100 ms on the Pico when littlefs erases a sector, docs/flash.md) never holds back
        what the players see.  force (the screen turning off, the batteries empty) writes
        now.  leaving (Save & leave: the table leaves the stack) writes after the frame all
        the same, neither held back by the 2 s nor dropped with the table.  The table's
        save() does the writing and returns None or a one-line problem, shown once."""
        if force:
            self._write(table)
        else:
            self._pending = table
            self._leaving = leaving

    def drop_save(self, game):
        """Forget game's saved match (it was quit, or it ended): at once for the menus,
        which offer no Resume of it, and on the flash after the frame, on a tick without
        a key, as an autosave is written (a delete may erase a sector: up to 60 ms)."""
        if game not in self.dropping:
            self.dropping.append(game)

    def drop_now(self):
        """One of the saves drop_save() forgot off the flash now."""
        flash.delete(self.settings.folder, games.save_name(self.dropping.pop()))

    def add_record(self, write):
        """A game has ended (games/match.py's record()): write() puts its records on the
        flash, returning None or a problem; it runs after the frame, on a tick without a
        key, as an autosave is written (the records file's write may erase a sector: the
        key that ended a game took 100 ms on the Pico with it)."""
        self.recording.append(write)

    def write_records(self):
        """The records add_record() owes, on the flash now (the Records menu opening, the
        batteries running empty, or a tick without a key)."""
        while self.recording:
            self.flash_problem(self.recording.pop(0)())

    def owes(self):
        """True while the settings, a save's delete or a game's records wait to be
        written (on the next tick without a key): a screen's work after its frame may
        wait for them."""
        return self._settings_due or bool(self.dropping) or bool(self.recording)

    def _write(self, table):
        self._writes += 1
        self._pending = None
        self._leaving = False
        self._saved_table = table
        self._saved_at = self.now
        self.flash_problem(table.save())

    def flash_problem(self, problem):
        """Report what the flash refused (None: all well again), once until it changes."""
        if problem and problem != self._problem:
            self.report(problem)
        self._problem = problem

    def report(self, problem, prefix=""):
        """A problem (store/flash.py's (line, key, arg)): its English line on the console
        after prefix (None: not on the console), its message in the player's language on
        the screen for 3 s (the line if the language's catalogue cannot be read)."""
        line, key, arg = problem
        if prefix is not None:
            self.say(prefix + line)
        try:
            t = lang.T
            words = getattr(t, key)
            if arg is not None:
                words %= getattr(t, arg) if isinstance(arg, str) else arg
        except Exception:  # (called outside the loop's guard: never stop the app)
            words = line
        self.toast(words, 3000)

    def speed_ms(self):
        return settings.SPEEDS[self.settings.get("speed")]

    # -- the loop --------------------------------------------------------------

    def tick(self, now_ms):
        """One turn of the loop; returns how many ms the caller may sleep."""
        self.now = now = now_ms
        if self._gc_due and self.keys.quiet():
            self.collect()
        # The tick with nothing to do, by far the most common: no button moving (none held,
        # or one held still), nothing to draw, nothing due before _quiet_until (_sleep()'s).
        # One read of the pins: the CPU waiting at the main menu went from 2.7 % busy to
        # 1.1 % on the Pico (tools/bench/pico.py).  A button held still is input all the
        # same; a whole tick every 2 ms (_POLL_HELD_MS) would have nothing more to do.
        wait = buttons.diff(self._quiet_until, now)
        if wait > 0 and not self._dirty and self.keys.steady():
            if self.keys.held:
                self.last_input = now
            return min(wait, self._poll_ms)
        if self._empty_at is not None:
            return empty.tick(self, now)
        events = self.keys.poll(now)
        held = self.keys.held
        if events or held:
            self.last_input = now
            if self.power != _AWAKE:
                self._wake()
                self.keys.ignore_held()
                events = ()
        try:
            for ev in events:
                top = self.stack[-1]
                if ev == buttons.LONG | keys.B and not top.keeps_long_b and len(self.stack) > 1:
                    self.home()
                elif top.key(ev):
                    self._dirty = True
            if self.power != _OFF and self.stack[-1].tick(now):
                self._dirty = True  # (with the screen off, the game waits for its players)
        except Exception as e:  # a screen's bug: the crash screen, not a dead device
            self._crashed(e)
        if self._toast is not None and buttons.diff(now, self._toast_until) >= 0:
            self._toast = None
            self._dirty = True
        self._power_down(buttons.diff(now, self.last_input))
        drew = False
        if self._dirty and self.power != _OFF:
            drew = True
            self._dirty = False
            try:
                self.redraw()
            except Exception as e:
                self._crashed(e)
                self.redraw()
            # The garbage of the keys that made the last frames is collected on the next
            # tick if no button moves by then, when no one waits for anything, rather than
            # when the heap runs out, which MicroPython does in the middle of whatever
            # allocates then (8-16 ms on the Pico, by the heap in use).
            if events:
                self._gc_keys += 1
                self._gc_due = self._gc_keys >= _GC_KEYS
        # A table gone from the stack (its game over, or left) is neither saved again nor
        # kept alive: its game's state and log would hold the heap the next game needs.
        if self._saved_table is not None and self._saved_table not in self.stack:
            self._saved_table = None
        pending = self._pending
        if pending is not None and pending not in self.stack and not self._leaving:
            self._pending = pending = None
        # A flash write (up to 110 ms on the Pico when littlefs erases a sector) waits
        # for a tick with no key and no button down: A and B act when let go, and a write
        # begun while one was held put its time under that key (Ratscrew's A: 100 ms).
        free = not events and not held
        if self._settings_due and free:
            self.flush_settings()
        elif self.dropping and free:
            # (before any save: a new game's first one must not be deleted after it)
            self.drop_now()
        elif self.recording and free:
            self.write_records()
        elif pending is not None and free and self._save_due(now) <= 0:
            self._write(pending)
        elif (self.gauge is not None or self._gauge_due) and not events and not drew:
            # (only on a tick that handled no key, drew nothing and wrote no save: a
            # reading never adds to a frame's time)
            if buttons.diff(now, self._battery_at) >= _BATTERY_MS:
                self._read_battery(now)
        return self._sleep(now)

    def _save_due(self, now):
        # A table's first save is not held back by the last one of another table (a game
        # before, which may have had nothing left to write).
        if self._saved_at is None or self._pending is not self._saved_table or self._leaving:
            return 0
        return _AUTOSAVE_MS - buttons.diff(now, self._saved_at)

    def redraw(self):
        fb = self.fb
        fb.fill(0)
        self.stack[-1].draw(fb)
        if self._toast is not None:
            ui.toast(fb, self._toast)
        fb.show()
        self.frames += 1

    def _crashed(self, e):
        """An exception escaped a screen: keep the match if its state is whole, log the
        traceback, show the crash screen (A restarts).  A crash of the crash screen, or
        of this, restarts at once."""
        try:
            if isinstance(self.stack[-1], crash.CrashScreen):
                raise e
            crash.handle(self, e)
        except Exception as again:
            print("crash while handling a crash:", repr(again))
            self.restart()

    def restart(self):
        """The app as it starts: every screen dropped, the main menu (which offers to
        resume a saved match)."""
        self.stack = []
        self._pending = None
        self._toast = None
        self.collect()
        self.push(self.main_menu())

    def main_menu(self):
        """The main menu, made anew."""
        return MainMenu(self)

    def _power_down(self, idle):
        timeout = settings.TIMEOUTS[self.settings.get("timeout")] * 1000
        if self.power != _OFF and timeout and idle >= timeout:
            self.power = _OFF
            self.fb.poweroff()
            for screen in self.stack:
                screen.sleeping()  # a game in progress saves itself
        elif self.power == _AWAKE and idle >= _DIM_MS:
            self.power = _DIM
            self.set_contrast()

    def _wake(self):
        was = self.power
        self.power = _AWAKE
        self.set_contrast()
        if was == _OFF:
            self.fb.poweron()
            self._dirty = True  # the screen kept its RAM, but what is due may have changed

    def _sleep(self, now):
        # How long nothing but a button can change anything (the ticks until then only
        # read the pins), and how long the loop may sleep before its next look at them.
        t = self.keys.due_in(now)
        if self.power != _OFF:
            t = min(t, self.stack[-1].due(now))
        if self._toast is not None:
            t = min(t, buttons.diff(self._toast_until, now))
        if self._pending is not None and not self.keys.held:
            t = min(t, self._save_due(now))
        if self.gauge is not None or self._gauge_due:
            t = min(t, _BATTERY_MS - buttons.diff(now, self._battery_at))
        idle = buttons.diff(now, self.last_input)
        if self.power == _AWAKE:
            t = min(t, _DIM_MS - idle)  # (_power_down()'s marks)
        timeout = settings.TIMEOUTS[self.settings.get("timeout")] * 1000
        if self.power != _OFF and timeout:
            t = min(t, timeout - idle)
        if self._empty_at is not None:
            t = 0
        elif (
            self._gc_due or self._settings_due or self.dropping or self.recording
        ) and not self.keys.held:
            t = 0  # (a collection or a write waits for the keys to be let go: tick()'s)
        t = max(0, t)
        self._quiet_until = now + t
        if self.power == _OFF:
            self._poll_ms = _POLL_OFF_MS
        elif self.keys.held:
            self._poll_ms = _POLL_HELD_MS
        else:
            self._poll_ms = _POLL_MS
        return min(t, self._poll_ms)

    # -- the battery (shell/power.py's, on a board with a reader) ----------------

    def _read_battery(self, now):
        if self._gauge_due:  # the first reading: the gauge made
            self._gauge_due = False
            # board.battery() is optional in the board contract, and may give None where
            # no reader can be had: then nothing of the gauge is ever loaded and nothing
            # battery-related shows.  A reader that fails costs the gauge, not the device.
            try:
                reader = self.board.battery()
            except Exception as e:
                self.say("battery: no reader (%s); the game goes on without the gauge" % (e,))
                reader = None
            if reader is None:
                return
            power.make_gauge(self, reader)
        power.read(self, now, _OFF, _DIM)


def run(board):
    """The Pico's loop (main.py): a tick, then sleep as long as it allows.  A plain loop
    rather than asyncio's: nothing runs beside the app, and asyncio would hold 4 KB of
    heap for the whole session.  (A host whose event loop is its own, the simulator's and
    the virtual device's in the MicroPython VM, runs the same loop over start() with
    asyncio.sleep_ms().)"""
    app = start(board)
    while True:
        time.sleep_ms(app.tick(time.ticks_ms()))


def start(board):
    """The App on board, started, and the console's line that says so."""
    app = App(board, time.ticks_ms())
    # The sign that the app is up, which make deploy waits for (tools/builders/deploy.py): a line
    # of its own, since other lines may name a fault the app has already got past.
    app.say("ready %s board=%s" % (VERSION, getattr(board, "NAME", "unnamed")))
    return app
