"""The firmware's house rules, read from the source (AST): the rules package is pure, each
wing imports only the wings below it, and no module imports one that imports it back."""

import ast
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")

# Which wing may import which (besides itself and MicroPython's own modules).  The order
# is the architecture: rules at the bottom, the shell on top.
WINGS = {
    "rules": set(),
    "uikit": set(),
    "hw": set(),
    "store": set(),
    "games": {"rules", "uikit", "store"},
    # and the boards: the board chooser reads their registry (boards/__init__.py) and the
    # module make firmware generates to name the frozen firmware's board
    # (tools/builders/freeze.py).
    "shell": {"rules", "uikit", "store", "games", "hw", "boards", "frozenboard"},
}
# What MicroPython itself offers the firmware (the Pico's build has them all).
BUILTIN = {
    "asyncio", "binascii", "framebuf", "gc", "json", "machine", "micropython", "os", "struct",
    "sys", "time", "errno", "io", "random", "hashlib",
}  # fmt: skip
# The pure rules may use nothing of the device: no clock, no files, no random source.
RULES_MAY_IMPORT = {"micropython"}


def modules(root=FIRMWARE):
    """{dotted module name: path} for every .py under root (a package is its __init__)."""
    found = {}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if not d.startswith((".", "__"))]
        for name in filenames:
            if name.endswith(".py"):
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)[:-3].replace(os.sep, ".")
                found[rel[: -len(".__init__")] if rel.endswith(".__init__") else rel] = path
    return found


def imports(path):
    """Every module name an import in the file names, at the top or inside a function."""
    with open(path, encoding="utf8") as f:
        tree = ast.parse(f.read(), path)
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, "%s: a relative import" % path
            names.append(node.module)
            names += [node.module + "." + a.name for a in node.names]
    return names


def graph(mods):
    """{module: set of firmware modules it imports}."""
    out = {}
    for name, path in mods.items():
        out[name] = {n for n in imports(path) if n in mods and n != name}
    return out


def cycles(g):
    """The import circles of graph g, each as a list of modules ending where it began."""
    found, done = [], set()

    def visit(node, path):
        if node in path:
            found.append(path[path.index(node) :] + [node])
            return
        if node in done:
            return
        for nxt in sorted(g.get(node, ())):
            visit(nxt, path + [node])
        done.add(node)

    for node in sorted(g):
        visit(node, [])
    return found


MODS = modules()


def test_the_firmware_is_in_its_wings():
    top = {name.split(".")[0] for name in MODS}
    assert top == set(WINGS) | {"main"}, "a module outside the wings: %s" % (top - set(WINGS))


@pytest.mark.parametrize("name", sorted(n for n in MODS if n.startswith("rules")))
def test_the_rules_import_nothing_but_themselves_and_const(name):
    for imported in imports(MODS[name]):
        top = imported.split(".")[0]
        assert top == "rules" or top in RULES_MAY_IMPORT, "%s imports %s" % (name, imported)


@pytest.mark.parametrize("name", sorted(n for n in MODS if n != "main"))
def test_each_wing_imports_only_the_wings_below_it(name):
    wing = name.split(".")[0]
    for imported in imports(MODS[name]):
        top = imported.split(".")[0]
        if top in BUILTIN or top == wing:
            continue
        assert top in WINGS[wing], "%s (wing %s) imports %s" % (name, wing, imported)


def test_no_module_imports_one_that_imports_it_back():
    assert cycles(graph(MODS)) == []


def test_the_circle_check_finds_a_circle_through_a_function_level_import(tmp_path):
    pkg = tmp_path / "games"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "table.py").write_text("from games import menus\n")
    (pkg / "menus.py").write_text("def again():\n    from games.table import Table\n")
    (pkg / "alone.py").write_text("import games\n")
    found = cycles(graph(modules(str(tmp_path))))
    assert found == [["games.menus", "games.table", "games.menus"]]


def test_the_board_files_use_only_the_hardware_and_the_keys():
    folder = os.path.join(ROOT, "boards")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            for imported in imports(os.path.join(folder, name)):
                assert imported.split(".")[0] in ("hw", "uikit", "machine", "micropython") and (
                    not imported.startswith("uikit") or imported in ("uikit", "uikit.keys")
                ), "%s imports %s" % (name, imported)


def late_imports(path):
    """(line, what) of every import statement not at the module's top level (inside a
    function, a class or a branch), and of every __import__ call outside the two tables
    that name modules by name."""
    with open(path, encoding="utf8") as f:
        tree = ast.parse(f.read(), path)
    top = {id(n) for n in tree.body}
    for n in tree.body:  # a try: at the top (an optional module) is the top too
        if isinstance(n, ast.Try):
            top |= {id(b) for b in n.body}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top:
            out.append((node.lineno, ast.unparse(node)))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "__import__"
        ):
            out.append((node.lineno, ast.unparse(node)))
    return out


# The places that import by name, each from its own table: the registry of games (GAMES:
# a game's wing, names and rules page, imported when a player first opens the game), the
# languages (LANGS: only the chosen language's catalogues), the shell's seldom opened
# screens (shell/screens.py's _attrs, as MicroPython's asyncio loads its parts); and the board
# chooser, which imports the board the build names.
BY_NAME = {"games": 1, "uikit.lang": 1, "shell.screens": 1, "shell.boardsel": 1}


@pytest.mark.parametrize("name", sorted(MODS))
def test_modules_import_what_they_use_at_the_top(name):
    late = late_imports(MODS[name])
    calls = [what for _line, what in late if what.startswith("__import__")]
    assert len(calls) == BY_NAME.get(name, 0), (name, calls)
    assert [x for x in late if not x[1].startswith("__import__")] == [], name


@pytest.mark.parametrize("name", sorted(MODS))
def test_no_module_manages_which_modules_are_loaded(name):
    # What is loaded when is Python's own business: nothing reads or edits sys.modules,
    # and no screen names modules to hold, preload or let go.
    with open(MODS[name], encoding="utf8") as f:
        tree = ast.parse(f.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            assert node.attr not in ("modules", "holds", "preload", "reopens"), (
                name,
                node.lineno,
                ast.unparse(node),
            )
        if isinstance(node, (ast.Name, ast.arg)):
            ident = node.id if isinstance(node, ast.Name) else node.arg
            assert ident not in ("holds", "preload", "reopens"), (name, node.lineno)
