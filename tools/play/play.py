"""Headless match runner: plays whole games with the firmware's own rules modules.

  python3 tools/play/play.py ratscrew --players N [--dealer D] [--jokers off|high|name]
          (--deck CARDS | --deck-file FILE | --seed S) [--json] [--verbose]
  python3 tools/play/play.py equi --players N [--dealer D] [--hand-counts]
          [--policy max-cards|easy|normal|hard[,POLICY...]]
          (--deck CARDS | --deck-file FILE | --seed S) [--json] [--verbose]
  python3 tools/play/play.py equi-captures (--hand CARDS --table CARDS [--stock-empty]
          | --states-file FILE) [--json]
  python3 tools/play/play.py equi-replay FILE [--json] [--verbose]
  python3 tools/play/play.py GAME seed=S players=N dealer=D [KEY=VALUE...]

Every game of the registry has a subcommand: its own module's here (tools/play/play_<game>.py)
where it has one, else its wing's runner (games/<game>/wing.py's play()), which takes
the fields of the device's `game GAME ...` console line and prints the JSON of its
`result` line.  Run a subcommand with --help for its options.  Bad arguments or a bad deck end with
exit status 2 and a message naming the problem.
"""

import argparse
import glob
import importlib
import os
import sys

import playlib
from games import GAMES  # noqa: I001  (the firmware's registry, on sys.path through playlib)

HERE = os.path.dirname(os.path.abspath(__file__))


def commands():
    """The runner's modules: for every game of the registry, tools/play/play_<game>.py and its
    play_<game>_*.py.  Each adds its subcommands through register(subparsers); `run(opts)`
    returns the exit status.  A game without one has its wing's runner (wing_runner())."""
    out = []
    for name in GAMES:
        for path in sorted(glob.glob(os.path.join(HERE, "play_%s*.py" % name))):
            mod = os.path.basename(path)[:-3]
            if mod == "play_" + name or mod.startswith("play_%s_" % name):
                out.append(mod)
    return out


def wing_runner(sub, name):
    """`play.py NAME KEY=VALUE...`: the game the fields of a `game NAME ...` console line
    name, played by its wing (games/<name>/wing.py's play()), and its result's JSON."""
    p = sub.add_parser(name, help="play a %s game to the end (its wing's runner)" % name)
    p.add_argument(
        "fields",
        nargs="+",
        metavar="KEY=VALUE",
        help="the fields of the device's `game %s ...` line: seed=S players=N dealer=D ..." % name,
    )
    p.set_defaults(run=lambda opts: run_wing(name, opts.fields))


def run_wing(name, words):
    import games

    fields = {}
    for word in words:
        key, eq, value = word.partition("=")
        if not eq or not key:
            raise playlib.UsageError("%r is not KEY=VALUE" % word)
        fields[key] = value
    try:
        out = games.wing(name).play(fields)
    except KeyError as e:
        raise playlib.UsageError("the field %s is missing" % e)
    except ValueError as e:
        raise playlib.UsageError(str(e))
    print(out)
    return 0


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        print("%s: error: %s" % (self.prog, message), file=sys.stderr)
        sys.exit(2)


def main(argv=None):
    parser = _Parser(
        prog="play.py",
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="game", metavar="GAME", parser_class=_Parser)
    sub.required = True
    mods = commands()
    for name in mods:
        importlib.import_module(name).register(sub)
    for name in GAMES:
        if "play_" + name not in mods:
            wing_runner(sub, name)
    opts = parser.parse_args(argv)
    try:
        return opts.run(opts)
    except playlib.UsageError as e:
        print("play.py %s: error: %s" % (opts.game, e), file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
