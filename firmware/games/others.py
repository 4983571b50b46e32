# The modules of the games other than one, let go as its screens open from the main menu
# (shell/entries.py, which loads this for it and lets it go): after a game of one, a game
# of the other would hold both games' screens and rules (10 KB and more).
import sys

from uikit import ui

# What each game's screens load beyond its wing (games/<name>/), and nothing else does.
_OWN = (
    ("ratscrew", ("rules.ratscrew", "uikit.cardface", "uikit.bigrank", "uikit.fontbig")),
    ("equi", ("rules.equi", "rules.equi_values", "rules.equi_deal", "rules.equi_search",
              "rules.equi_players")),
)  # fmt: skip


def only(name):
    """Let the modules of every game but name go: its wing's and those it alone loads."""
    for other, own in _OWN:
        if other != name:
            wing = "games." + other
            ui.forget(*[m for m in sys.modules if m == wing or m.startswith(wing + ".")])
            ui.forget(*own)
