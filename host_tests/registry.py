"""What the tests know of the games: the firmware's registry (firmware/games/__init__.py)
and each game's names (its package, games/<game>/__init__.py), so that a test of what
every game has (the main menu's entries, the console's lines) survives a new game."""

import importlib

from games import GAMES  # (firmware/ is on sys.path: conftest.py)

CONSOLE = ("game", "move", "result", "resume", "leave", "quit")  # the console's words


def title(game, form=0, code="en"):
    """A form of the game's name: 0 the name, 1 as "Play %s" takes it, 2 the full name."""
    return getattr(importlib.import_module("games." + game), code)[form]


def plays():
    """The main menu's Play entries, in the registry's order (English)."""
    return ["Play " + title(g, 1) for g in GAMES]


def main_menu():
    """The main menu's heading and entries without a saved match (English)."""
    return ["Pocket Cards", *plays(), "Rules", "Records", "Settings", "About"]


def shown(rows=4):
    """The main menu as it first shows: the heading and its first rows."""
    return main_menu()[: 1 + rows]


def console_line(line):
    """A console line of a registered game: "<word> <game> ..." (README, The console)."""
    parts = line.split(" ", 2)
    return len(parts) >= 2 and parts[0] in CONSOLE and parts[1] in GAMES
