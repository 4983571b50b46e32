"""Draw a build's wiring picture (SVG) from its board file, so picture and pins never disagree.

Usage: python tools/builders/wiring.py [BOARD ...] [--check]
Reads the pin constants of boards/<board>.py (SDA, SCL, BUTTONS, BUZZER, VSYS_ADC) without
importing it, and draws the Pico seen from the top with its 40 pins numbered and named,
the OLED, the six buttons, the buzzer and the battery with its switch and diode into
VSYS, each wire to its pin, into boards/img/<board>.svg.  Wires that must cross get a
little hop.  With no board, every boards/pico_*.py; --check only compares (exit 1 if
a picture is out of date).
"""

import argparse
import ast
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BOARDS = os.path.join(ROOT, "boards")
IMG = os.path.join(BOARDS, "img")

# The Pico's 40 pins (Raspberry Pi Pico datasheet, "Pinout"); Pico W and Pico 2 match.
# Pin 1 is top left with the USB socket up, 1-20 run down the left, 21-40 up the right.
PINS = (
    ("GP0", "GP1", "GND", "GP2", "GP3", "GP4", "GP5", "GND", "GP6", "GP7")
    + ("GP8", "GP9", "GND", "GP10", "GP11", "GP12", "GP13", "GND", "GP14", "GP15")
    + ("GP16", "GP17", "GND", "GP18", "GP19", "GP20", "GP21", "GND", "GP22", "RUN")
    + ("GP26", "GP27", "AGND", "GP28", "ADC_VREF", "3V3(OUT)", "3V3_EN", "GND", "VSYS")
    + ("VBUS",)
)
VSYS_PIN = 39
V3_PIN = 36

COLOURS = {  # signal kind: (colour, legend)
    "3v3": ("#d7191c", "3.3 V from the Pico (3V3 OUT)"),
    "bat": ("#f28e2b", "battery + via switch and diode to VSYS"),
    "gnd": ("#222222", "ground"),
    "sda": ("#2b6cd6", "I2C data (SDA)"),
    "scl": ("#17a3b8", "I2C clock (SCL)"),
    "key": ("#2e9e44", "button to its GPIO"),
    "snd": ("#9b59b6", "buzzer to its GPIO"),
}

P = 26  # pin pitch in the picture
X_L, X_R = 330, 500  # the Pico's left and right pin columns
Y1 = 160  # row 1
Y_TOP_CHANNEL = 86  # wires crossing over the Pico run here
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


def gpio_pin(gpio):
    """Physical pin (1-40) of GP<gpio>."""
    name = "GP%d" % gpio
    if name not in PINS:
        raise ValueError("GP%d is not on the Pico's header" % gpio)
    return PINS.index(name) + 1


def side(pin):
    return "L" if pin <= 20 else "R"


def row(pin):
    return pin if pin <= 20 else 41 - pin


def pin_xy(pin):
    return (X_L if side(pin) == "L" else X_R), Y1 + (row(pin) - 1) * P


def read_board(name):
    """The pin constants of boards/<name>.py, read with ast (no import, no keys module)."""
    path = os.path.join(BOARDS, name.replace("-", "_") + ".py")
    with open(path, encoding="utf-8") as f:
        src = f.read()
    consts = {}
    for node in ast.parse(src).body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and target.id.isupper():
                consts[target.id] = node.value
    board = {"name": ast.literal_eval(consts["NAME"]), "src": src}
    for key in ("SDA", "SCL", "BUZZER", "VSYS_ADC", "VBUS_SENSE", "I2C_BUS"):
        if key in consts:
            board[key] = ast.literal_eval(consts[key])
    buttons = []
    for elt in consts["BUTTONS"].elts:
        gpio = ast.literal_eval(elt.elts[0])
        key = elt.elts[1]
        buttons.append((gpio, key.attr if isinstance(key, ast.Attribute) else key.id))
    board["BUTTONS"] = buttons
    return board


class Svg:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.out = []
        self.wires = []  # (kind, net, points, attrs)

    def add(self, s):
        self.out.append(s)

    def text(self, x, y, s, size=11, anchor="start", colour="#222", weight="normal", extra=""):
        s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        self.add(
            '<text x="%g" y="%g" font-size="%g" text-anchor="%s" fill="%s" font-weight="%s"%s>'
            "%s</text>" % (x, y, size, anchor, colour, weight, extra, s)
        )

    def wire(self, kind, points, net=None, **attrs):
        self.wires.append((kind, net or kind, points, attrs))

    def dot(self, x, y, kind):
        self.add('<circle cx="%g" cy="%g" r="3.2" fill="%s"/>' % (x, y, COLOURS[kind][0]))

    def render_wires(self):
        """Each wire as a polyline; where a horizontal run crosses another net's vertical
        run, the horizontal one hops over it."""
        verticals = []
        for _kind, net, pts, _ in self.wires:
            for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
                if x0 == x1:
                    verticals.append((net, x0, min(y0, y1), max(y0, y1)))
        body = []
        for kind, net, pts, attrs in self.wires:
            d = "M %g %g" % pts[0]
            for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
                if y0 == y1:
                    step = 1 if x1 > x0 else -1
                    hops = sorted(
                        (vx for n, vx, a, b in verticals if n != net and a < y0 < b),
                        key=lambda vx: vx * step,
                    )
                    for vx in hops:
                        if min(x0, x1) + 6 < vx < max(x0, x1) - 6:
                            d += " L %g %g A 5 5 0 0 %d %g %g" % (
                                vx - 5 * step,
                                y0,
                                1 if step > 0 else 0,
                                vx + 5 * step,
                                y0,
                            )
                d += " L %g %g" % (x1, y1)
            extra = "".join(' data-%s="%s"' % (k, v) for k, v in sorted(attrs.items()))
            body.append(
                '<path class="wire" data-net="%s"%s d="%s" fill="none" stroke="%s" '
                'stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round"/>'
                % (net, extra, d, COLOURS[kind][0])
            )
        return body

    def document(self):
        head = (
            '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
            'viewBox="0 0 %d %d" font-family="%s">\n' % (self.w, self.h, self.w, self.h, FONT)
        )
        return (
            head
            + '<rect width="100%" height="100%" fill="#ffffff"/>\n'
            + ("\n".join(self.out) + "\n</svg>\n")
        )


def nearest_gnd(side_, target_row, busy):
    """The GND pin on that side nearest to target_row whose row is free."""
    best = None
    for i, name in enumerate(PINS):
        pin = i + 1
        if name == "GND" and side(pin) == side_ and row(pin) not in busy:
            d = abs(row(pin) - target_row)
            if best is None or d < best[0]:
                best = (d, pin)
    return best[1]


def draw_pico(svg, used):
    top, bottom = Y1 - 34, Y1 + 19 * P + 34
    svg.add(
        '<rect x="%d" y="%d" width="%d" height="%d" rx="8" fill="#1e7b45" stroke="#0f4d2a" '
        'stroke-width="2"/>' % (X_L, top, X_R - X_L, bottom - top)
    )
    mid = (X_L + X_R) / 2
    svg.add(
        '<rect x="%g" y="%d" width="44" height="22" rx="3" fill="#c0c0c0" stroke="#777"/>'
        % (mid - 22, top - 14)
    )
    svg.text(mid, top + 22, "USB", 9, "middle", "#e8f5e9")
    svg.add(
        '<text x="%g" y="%g" font-size="15" text-anchor="middle" fill="#e8f5e9" '
        'font-weight="bold" transform="rotate(-90 %g %g)">Raspberry Pi Pico</text>'
        % (mid + 5, Y1 + 9.5 * P, mid + 5, Y1 + 9.5 * P)
    )
    svg.add(
        '<text x="%g" y="%g" font-size="10" text-anchor="middle" fill="#cfe8d6" '
        'transform="rotate(-90 %g %g)">(or Pico W, Pico 2) seen from the top</text>'
        % (mid + 22, Y1 + 9.5 * P, mid + 22, Y1 + 9.5 * P)
    )
    for i, name in enumerate(PINS):
        pin = i + 1
        x, y = pin_xy(pin)
        kind = used.get(pin)
        fill = COLOURS[kind][0] if kind else "#d9d9d9"
        ink = "#ffffff" if kind else "#333333"
        svg.add(
            '<circle class="pad" data-pin="%d" data-name="%s" cx="%d" cy="%d" r="9" '
            'fill="%s" stroke="#f0d58c" stroke-width="2"/>' % (pin, name, x, y, fill)
        )
        svg.text(x, y + 3.5, str(pin), 9, "middle", ink, "bold")
        if side(pin) == "L":
            svg.text(x + 14, y + 4, name, 10, "start", "#ffffff", extra=' class="pinname"')
        else:
            svg.text(x - 14, y + 4, name, 10, "end", "#ffffff", extra=' class="pinname"')


def draw_button(svg, x_right, y, label):
    # two terminals, a contact bar above them and a plunger: a push button, open
    xl = x_right - 36
    for x in (xl, x_right):
        svg.add(
            '<circle cx="%g" cy="%g" r="3" fill="#fff" stroke="#222" stroke-width="1.5"/>' % (x, y)
        )
    svg.add(
        '<path d="M %g %g L %g %g M %g %g L %g %g M %g %g L %g %g" stroke="#222" '
        'stroke-width="1.8" fill="none"/>'
        % (xl - 2, y - 8, x_right + 2, y - 8, (xl + x_right) / 2, y - 8, (xl + x_right) / 2,
           y - 13, (xl + x_right) / 2 - 5, y - 13, (xl + x_right) / 2 + 5, y - 13)
    )  # fmt: skip
    return xl


def draw(board):
    """The SVG text of the board's wiring picture."""
    svg = Svg(900, 800)
    used = {}  # physical pin: kind, for the pad colours
    busy_rows = {"L": set(), "R": set()}

    def use(pin, kind):
        used[pin] = kind
        busy_rows[side(pin)].add(row(pin))

    title = "%s: wiring" % board["name"]
    oled = 'SH1106 1.3"' if "sh1106" in board["src"].lower() else 'SSD1306 0.96"'
    svg.text(24, 34, title, 20, weight="bold")
    svg.text(
        24, 54, "Drawn from boards/%s.py by tools/builders/wiring.py; pin numbers count round the"
        " Pico from pin 1 (top left, USB up)." % board["name"].replace("-", "_"), 11, colour="#555"
    )  # fmt: skip
    slot = len(svg.out)  # the Pico and the wires go here, under the parts

    # -- the OLED: on the side of its I2C pins; 3.3 V comes over the top from pin 36 --
    sda, scl = gpio_pin(board["SDA"]), gpio_pin(board["SCL"])
    if side(sda) != "L" or side(scl) != "L":
        raise ValueError("wiring.py lays the OLED out on the Pico's left side (pins 1-20) only")
    use(sda, "sda")
    use(scl, "scl")
    r_top = min(row(sda), row(scl))
    gnd_o = nearest_gnd("L", max(row(sda), row(scl)) + 1, busy_rows["L"])
    use(gnd_o, "gnd")
    use(V3_PIN, "3v3")
    term_x = X_L - 90
    vcc_y = Y1 + (r_top - 2) * P
    rows_y = [vcc_y] + [pin_xy(p)[1] for p in (sda, scl, gnd_o)]
    box_top, box_bot = min(rows_y) - 22, max(rows_y) + 22
    svg.add(
        '<rect x="%d" y="%d" width="%d" height="%d" rx="6" fill="#2a3a5a" stroke="#111" '
        'stroke-width="2"/>' % (term_x - 150, box_top, 150, box_bot - box_top)
    )
    svg.add(
        '<rect x="%d" y="%d" width="96" height="%d" fill="#0a0f1a" stroke="#6b7fa8"/>'
        % (term_x - 140, box_top + 12, box_bot - box_top - 36)
    )
    svg.text(term_x - 92, (box_top + box_bot) / 2 - 4, "OLED", 13, "middle", "#9fd3ff", "bold")
    svg.text(term_x - 92, (box_top + box_bot) / 2 + 12, "128x64", 10, "middle", "#9fd3ff")
    svg.text(term_x - 75, box_bot - 8, oled + " I2C", 10, "middle", "#ffffff")
    for y, label in zip(rows_y, ("VCC", "SDA", "SCL", "GND")):
        svg.add(
            '<rect x="%d" y="%g" width="10" height="10" fill="#f0d58c"/>' % (term_x - 10, y - 5)
        )
        svg.text(term_x - 14, y + 4, label, 10, "end", "#ffffff", "bold")
    for pin, kind in ((sda, "sda"), (scl, "scl"), (gnd_o, "gnd")):
        x, y = pin_xy(pin)
        svg.wire(kind, [(term_x, y), (x - 9, y)], net=kind + "-oled", pin=pin)
    v3x, v3y = pin_xy(V3_PIN)
    x_far = 850
    svg.wire(
        "3v3",
        [(term_x, vcc_y), (term_x + 24, vcc_y), (term_x + 24, Y_TOP_CHANNEL),
         (x_far, Y_TOP_CHANNEL), (x_far, v3y), (v3x + 9, v3y)],
        pin=V3_PIN,
    )  # fmt: skip

    # -- the buttons: each on its pin's row; the other legs on a ground rail --
    x_btn = X_L - 60
    rail_x = x_btn - 70
    btn_rows = []
    for gpio, key in board["BUTTONS"]:
        pin = gpio_pin(gpio)
        if side(pin) != "L":
            raise ValueError("wiring.py draws the buttons on the Pico's left side only")
        use(pin, "key")
        x, y = pin_xy(pin)
        xl = draw_button(svg, x_btn, y, key)
        svg.wire("key", [(x_btn + 3, y), (x - 9, y)], net="key-%d" % gpio, gpio=gpio, pin=pin)
        svg.wire("gnd", [(xl - 3, y), (rail_x, y)], net="gnd-keys")
        svg.text(rail_x - 10, y + 4, key, 12, "end", "#222", "bold")
        btn_rows.append(row(pin))
    mid_row = (min(btn_rows) + max(btn_rows)) // 2
    gnd_b = nearest_gnd("L", mid_row, busy_rows["L"])
    use(gnd_b, "gnd")
    gx, gy = pin_xy(gnd_b)
    ys = [Y1 + (r - 1) * P for r in btn_rows] + [gy]
    svg.wire("gnd", [(rail_x, min(ys)), (rail_x, max(ys))], net="gnd-keys")
    svg.wire("gnd", [(rail_x, gy), (gx - 9, gy)], net="gnd-keys", pin=gnd_b)
    for y in ys:
        if min(ys) < y < max(ys):
            svg.dot(rail_x, y, "gnd")
    svg.text(x_btn - 18, Y1 + (min(btn_rows) - 1) * P - 18, "push buttons", 11, "middle", "#555")

    # -- the battery: pack, slide switch, Schottky diode into VSYS; minus to a GND pin --
    vx, vy = pin_xy(VSYS_PIN)
    use(VSYS_PIN, "bat")
    gnd_v = nearest_gnd("R", row(VSYS_PIN) + 1, busy_rows["R"])
    use(gnd_v, "gnd")
    gvx, gvy = pin_xy(gnd_v)
    d_x, s_x, b_x = 575, 665, 745  # centres of the diode, the switch and the pack
    svg.wire("bat", [(vx + 9, vy), (d_x - 12, vy)], pin=VSYS_PIN)
    svg.wire("bat", [(d_x + 12, vy), (s_x - 22, vy)], net="bat-sw")
    svg.wire("bat", [(s_x + 22, vy), (b_x - 30, vy)], net="bat-pack")
    svg.wire("gnd", [(b_x + 30, vy), (b_x + 48, vy), (b_x + 48, gvy), (gvx + 9, gvy)], pin=gnd_v)
    # diode: triangle pointing at VSYS, bar on the VSYS side
    svg.add(
        '<path d="M %g %g L %g %g L %g %g Z M %g %g L %g %g" fill="#333" stroke="#333" '
        'stroke-width="2"/>'
        % (d_x + 12, vy - 9, d_x + 12, vy + 9, d_x - 8, vy, d_x - 10, vy - 9, d_x - 10, vy + 9)
    )  # fmt: skip
    svg.text(d_x, vy - 16, "Schottky", 10, "middle")
    svg.text(d_x, vy + 24, "1N5817", 9, "middle", "#555")
    # slide switch: two terminals and a lever
    svg.add(
        '<path d="M %g %g L %g %g" stroke="#333" stroke-width="2.2"/>'
        '<circle cx="%g" cy="%g" r="3" fill="#fff" stroke="#333" stroke-width="1.5"/>'
        '<circle cx="%g" cy="%g" r="3" fill="#fff" stroke="#333" stroke-width="1.5"/>'
        % (s_x - 19, vy, s_x + 17, vy - 12, s_x - 19, vy, s_x + 19, vy)
    )  # fmt: skip
    svg.text(s_x, vy - 18, "on/off", 10, "middle")
    svg.text(s_x, vy + 24, "slide switch", 9, "middle", "#555")
    # the pack: cells drawn as long and short plates
    for i, cx in enumerate((b_x - 22, b_x - 2, b_x + 18)):
        svg.add(
            '<path d="M %g %g L %g %g M %g %g L %g %g" stroke="#333" stroke-width="2.4"/>'
            % (cx, vy - 12, cx, vy + 12, cx + 7, vy - 6, cx + 7, vy + 6)
        )
        if i < 2:
            svg.add('<path d="M %g %g L %g %g" stroke="#333" stroke-width="1.5"/>'
                    % (cx + 7, vy, cx + 20, vy))  # fmt: skip
    svg.add('<path d="M %g %g L %g %g" stroke="#333" stroke-width="1.5"/>'
            % (b_x - 30, vy, b_x - 22, vy))  # fmt: skip
    svg.add('<path d="M %g %g L %g %g" stroke="#333" stroke-width="1.5"/>'
            % (b_x + 25, vy, b_x + 30, vy))  # fmt: skip
    svg.text(b_x - 30, vy - 14, "+", 12, "middle", "#d7191c", "bold")
    svg.text(b_x + 32, vy - 12, "\u2212", 12, "middle", "#222", "bold")
    svg.text(b_x, vy - 26, "battery", 11, "middle", weight="bold")
    svg.text(b_x, vy + 38, "3 x AA/AAA or", 9, "middle", "#555")
    svg.text(b_x, vy + 50, "1 LiPo + charger", 9, "middle", "#555")

    # -- the buzzer: its pin, and a GND next to it --
    if "BUZZER" in board:
        bz = gpio_pin(board["BUZZER"])
        if side(bz) != "R":
            raise ValueError("wiring.py draws the buzzer on the Pico's right side only")
        use(bz, "snd")
        gnd_z = nearest_gnd("R", row(bz) + 1, busy_rows["R"])
        use(gnd_z, "gnd")
        (zx, zy), (gzx, gzy) = pin_xy(bz), pin_xy(gnd_z)
        bx = X_R + 80
        top, bot = min(zy, gzy) - 16, max(zy, gzy) + 16
        svg.add(
            '<rect x="%d" y="%g" width="86" height="%g" rx="%g" fill="#333" stroke="#111"/>'
            % (bx, top, bot - top, 10)
        )
        svg.text(bx + 47, (top + bot) / 2 - 2, "piezo", 11, "middle", "#fff", "bold")
        svg.text(bx + 47, (top + bot) / 2 + 11, "(passive)", 9, "middle", "#ccc")
        svg.text(bx + 8, zy + 4, "+", 11, "middle", "#fff", "bold")
        svg.wire("snd", [(zx + 9, zy), (bx, zy)], net="snd", gpio=board["BUZZER"], pin=bz)
        svg.wire("gnd", [(gzx + 9, gzy), (bx, gzy)], net="gnd-snd", pin=gnd_z)
        svg.text(bx + 43, bot + 16, "optional", 10, "middle", "#555")

    # -- the notes and the legend --
    y = Y1 + 19 * P + 70
    notes = [
        "Battery minus and every ground go to any GND pin; the Pico's GND pins are all joined.",
        "The diode lets USB and battery be connected together; slide the switch off to store.",
    ]
    if "VSYS_ADC" in board:
        notes.append(
            "The battery gauge needs no wire: the Pico reads VSYS/3 on GP%d (ADC%d) inside."
            % (board["VSYS_ADC"], board["VSYS_ADC"] - 26)
        )
    for i, note in enumerate(notes):
        svg.text(24, y + 16 * i, note, 11, colour="#333")
    y += 16 * len(notes) + 14
    kinds = [k for k in COLOURS if k in used.values()]
    for i, kind in enumerate(kinds):
        lx = 24 + (i % 3) * 300
        ly = y + (i // 3) * 18
        svg.add(
            '<path d="M %d %d L %d %d" stroke="%s" stroke-width="4"/>'
            % (lx, ly - 4, lx + 26, ly - 4, COLOURS[kind][0])
        )
        svg.text(lx + 34, ly, COLOURS[kind][1], 11)
    pico = Svg(0, 0)
    draw_pico(pico, used)
    svg.out[slot:slot] = pico.out + svg.render_wires()
    svg.h = y + 18 * ((len(kinds) + 2) // 3) + 6
    return svg.document()


def board_names():
    return sorted(
        f[:-3].replace("_", "-")
        for f in os.listdir(BOARDS)
        if f.startswith("pico_") and f.endswith(".py")
    )


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("boards", nargs="*", help="board names (default: every Pico board)")
    ap.add_argument("--check", action="store_true", help="compare only; exit 1 if stale")
    args = ap.parse_args(argv)
    stale = 0
    for name in args.boards or board_names():
        text = draw(read_board(name))
        path = os.path.join(IMG, name + ".svg")
        old = None
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                old = f.read()
        if old == text:
            continue
        if args.check:
            stale_path = os.path.relpath(path, ROOT)
            print("%s is out of date: run python tools/builders/wiring.py" % stale_path)
            stale += 1
        else:
            os.makedirs(IMG, exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            print("wrote %s" % os.path.relpath(path, ROOT))
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
