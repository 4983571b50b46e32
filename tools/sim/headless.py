"""Run the headless simulator from host Python: a key script in; the log, the console and the
screen's text out.  Used by the UI tests, the benchmark and the README screenshots."""

import json
import os
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SIM = os.path.join(ROOT, "tools", "sim", "sim.mjs")
LANG_CODES = ("en", "uk", "ru")  # the order of firmware/uikit/lang.py's LANGS


def available():
    return shutil.which("node") is not None and os.path.isdir(
        os.path.join(ROOT, "node_modules", "@micropython", "micropython-webassembly-pyscript")
    )


class SimError(RuntimeError):
    """The simulator stopped with an error; the message carries its stderr and log tail."""


class Screen:
    """The strings on the display after one frame: (x, y, colour, text) in drawing order,
    and with their pixel widths as (x, y, colour, width, text) in boxes."""

    def __init__(self, time_ms, items: list[tuple[int, int, int, str]], widths=None):
        self.time = time_ms
        self.items = items
        self.widths = widths if widths is not None else [8 * len(t) for *_rest, t in items]

    @property
    def boxes(self):
        return [(x, y, c, w, t) for (x, y, c, t), w in zip(self.items, self.widths)]

    def lines(self):
        """The strings from top to bottom, left to right."""
        return [t for _x, _y, _c, t in sorted(self.items, key=lambda i: (i[1], i[0]))]

    def text(self):
        return "\n".join(self.lines())

    def highlighted(self):
        """Strings drawn dark on light: the selected menu entry, a pressed button."""
        return [t for _x, _y, c, t in self.items if c == 0]

    def __contains__(self, needle):
        return any(needle in t for t in self.lines())

    def __repr__(self):
        return "Screen(%d ms: %s)" % (self.time, " | ".join(self.lines()))


class Run:
    def __init__(self, log_text, stderr, returncode):
        self.returncode = returncode
        self.stderr = stderr
        self.log = log_text.splitlines()
        self.console = []  # (ms, line) the firmware printed
        self.screens = []  # a Screen per frame shown
        self.frames = 0
        self.events = []  # (ms, kind, rest) of every log line
        self.shots = {}  # shot name: the Screen shown when the script took it
        current = []  # the strings on the screen now
        widths = []  # their widths in pixels
        fresh = False  # the text lines that follow a frame replace the list
        for raw in self.log:
            ms, _, rest = raw.strip().partition(" ")
            kind, _, rest = rest.partition(" ")
            ms = int(ms)
            self.events.append((ms, kind, rest))
            if kind == "out":
                self.console.append((ms, rest))
            elif kind == "shot":
                self.shots[rest] = self.screens[-1] if self.screens else Screen(ms, [])
            elif kind == "frame":
                self.frames += 1
                self.screens.append(Screen(ms, list(current), list(widths)))
                fresh = True
            elif kind == "text":
                if fresh:
                    current = []
                    widths = []
                    fresh = False
                if rest == "end":
                    self.screens[-1].items = list(current)
                    self.screens[-1].widths = list(widths)
                else:
                    x, y, c, w, s = rest.split(",", 4)
                    current.append((int(x), int(y), int(c), s))
                    widths.append(int(w))

    @property
    def screen(self):
        """The last frame's text."""
        return self.screens[-1] if self.screens else Screen(0, [])

    def lines_starting(self, prefix):
        return [line for _ms, line in self.console if line.startswith(prefix)]


def run(
    script,
    seed=None,
    flash=None,
    out=None,
    fw=None,
    fmt="png",
    scale=1,
    every_frame=False,
    tap_ms=None,
    gap_ms=None,
    check=True,
    timeout=600,
    lang: str | None = "en",
):
    """Run a key script (text) in the headless simulator; return a Run.  With check, an
    error exit raises SimError.  A flash folder without settings is a first start, which
    asks for the language: lang ("en", "uk", "ru") answers it beforehand, with a settings
    file holding only that language; lang=None leaves the folder as it is."""
    with tempfile.TemporaryDirectory() as tmp:
        flash = flash or os.path.join(tmp, "flash")
        if lang is not None and not os.path.exists(os.path.join(flash, "settings.json")):
            os.makedirs(flash, exist_ok=True)
            with open(os.path.join(flash, "settings.json"), "w") as f:
                json.dump({"lang": LANG_CODES.index(lang)}, f)
        log = os.path.join(tmp, "log.txt")
        cmd = ["node", SIM, "--headless", "--keys", script, "--log", log, "--texts"]
        cmd += ["--flash", flash, "--out", out or tmp]
        cmd += ["--format", fmt, "--scale", str(scale)]
        if fw:
            cmd += ["--fw", fw]
        if seed is not None:
            cmd += ["--seed", str(seed)]
        if every_frame:
            cmd.append("--every-frame")
        if tap_ms is not None:
            cmd += ["--tap-ms", str(tap_ms)]
        if gap_ms is not None:
            cmd += ["--gap-ms", str(gap_ms)]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
        text = open(log).read() if os.path.exists(log) else ""
    result = Run(text, proc.stderr, proc.returncode)
    if check and proc.returncode:
        tail = "\n".join(result.log[-15:])
        raise SimError(
            "simulator exited %d:\n%s\n-- log tail --\n%s" % (proc.returncode, proc.stderr, tail)
        )
    return result
