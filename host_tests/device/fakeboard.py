"""A board for tests of the device firmware: a frame buffer that remembers what was
shown, buttons the test holds and releases, a buzzer that records tones, and a
virtual clock that ticks the app exactly as the device loop would."""

import framebuf


def _logged(fb, s, x, y, ink):
    if isinstance(fb, Display):
        fb.texts.append(s)


def _nothing(cards):
    pass


class Display(framebuf.FrameBuffer):
    def __init__(self):
        self.buffer = bytearray(1024)
        super().__init__(self.buffer, 128, 64, framebuf.MONO_VLSB)
        self.shows = 0
        self.level = None
        self.on = True
        self.texts = []  # the strings drawn into the frame being built
        self.shown = []  # the strings of the last frame shown
        self.cards = []  # the cards the frame being built shows (their marks: cardart.py)
        self.on_show = _nothing  # called with the cards of every frame shown
        from uikit import text

        text.log = _logged  # strings in the console's font are reported before drawing

    def fill(self, c):
        self.texts = []
        self.cards = []
        super().fill(c)

    def text(self, s, x, y, c=1):
        self.texts.append(s)
        if y < 0:  # a card's mark, at y = -9 - card (uikit/cardart.py)
            self.cards.append(-9 - y)
        super().text(s, x, y, c)

    def show(self, pages=None):
        self.shows += 1
        self.shown = self.texts
        self.on_show(self.cards)

    def contrast(self, v):
        self.level = v

    def poweroff(self):
        self.on = False

    def poweron(self):
        self.on = True


class Keys:
    def __init__(self):
        self.held = 0

    def read(self):
        return self.held


class Buzzer:
    def __init__(self):
        self.tones = []

    def tone(self, freq, ms):
        self.tones.append((freq, ms))

    def off(self):
        pass


class Board:
    NAME = "fake-board"

    def __init__(self):
        self.disp = Display()
        self.keys = Keys()
        self.buzz = Buzzer()

    def display(self):
        return self.disp

    def buttons(self):
        return self.keys

    def buzzer(self):
        return self.buzz


class Bus:
    """An I2C bus that counts what goes over it, for the real OLED drivers."""

    def __init__(self):
        self.transfers = 0
        self.bytes = 0

    def writeto(self, addr, buf):
        self.transfers += 1
        self.bytes += 1 + len(buf)

    def writevto(self, addr, bufs):
        self.transfers += 1
        self.bytes += 1 + sum(len(b) for b in bufs)


class OledBoard(Board):
    """The fake board with a real driver (ssd1306 or sh1106) on a counting bus."""

    def __init__(self, driver):
        super().__init__()
        self.bus = Bus()
        self.disp = driver(self.bus, 0x3C)


def _language_chosen(data_dir):
    # A device without a settings file starts with the language screen; a scenario about
    # something else starts as a device whose language (English) was chosen, unless it
    # asks for the first start.
    import os

    try:
        os.stat(data_dir + "/settings.json")
    except OSError:
        try:
            os.mkdir(data_dir)
        except OSError:
            pass
        with open(data_dir + "/settings.json", "w") as f:
            f.write('{"lang": 0}')


class Driver:
    """Runs an App on a virtual clock: the app is ticked whenever it asked to be."""

    def __init__(self, seed=1, data_dir="/data", start=1000, board=None, first_start=False):
        from shell import app

        if not first_start:
            _language_chosen(data_dir)
        self.board = board or Board()
        self.now = start
        self.app = app.App(self.board, self.now, seed=seed, data_dir=data_dir)
        self.add_games()
        self.wait = self.app.tick(self.now)
        self.ticks = 1

    def add_games(self):
        """Every game's settings added, as each game's setup adds its own when it opens,
        so that a scenario can set them before (the modules read go at the next change of
        screens)."""
        import games

        for name in games.GAMES:
            self.app.settings.add(games.options(name))

    def run(self, ms):
        # (the same ticks as the device loop's, the loop's state in locals: a press holds
        # a key for hundreds of 2 ms ticks; a tenth off a random-press scenario's time)
        now = self.now
        end = now + ms
        wait = self.wait
        tick = self.app.tick
        n = 0
        try:
            while True:
                now += wait if wait > 1 else 1
                if now > end:
                    break
                wait = tick(now)
                n += 1
        finally:  # (a tick that raises leaves the clock at its own time)
            self.now = end if now > end else now
            self.wait = wait
            self.ticks += n

    def tap(self, key, hold=60, after=80):
        self.board.keys.held = key
        self.run(hold)
        self.board.keys.held = 0
        self.run(after)

    def hold(self, key, ms):
        self.tap(key, ms)

    def screen(self):
        return " | ".join(self.board.disp.shown)

    def top(self):
        return type(self.app.top).__name__
