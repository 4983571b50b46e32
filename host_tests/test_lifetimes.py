"""uikit/ui.py's settle(), the one mechanism of module lifetimes, on CPython with stand-in
modules: what an open scope names is loaded and kept, what a scope named and no open scope holds
is let go (out of sys.modules and its package), a pattern keeps without loading, "%s" is
the language, a frozen module is kept, a module no scope ever named is never touched."""

import sys
import types

import pytest

from uikit import ui  # (the stack's module lifetimes: settle(), load())


class Scope:
    def __init__(self, *holds):
        self.holds = holds


@pytest.fixture
def pkg(monkeypatch, tmp_path):
    # a package "sx" with modules a, b, c, lang_en, lang_uk on a path of its own
    root = tmp_path / "sx"
    root.mkdir()
    (root / "__init__.py").write_text("")
    for name in ("a", "b", "c", "lang_en", "lang_uk", "kept"):
        (root / (name + ".py")).write_text("X = %r\n" % name)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(ui, "_named", set())
    monkeypatch.setattr(ui, "_wings", set())
    monkeypatch.setattr(ui, "_once_named", set())
    monkeypatch.setattr(ui, "_once_wings", set())
    monkeypatch.setattr(ui, "_declared", {})
    monkeypatch.setattr(ui, "_files", {})
    monkeypatch.setattr(ui, "_once_seen", [None, None])
    monkeypatch.setattr(ui, "_wing_of", {})
    yield "sx"
    for m in [m for m in sys.modules if m == "sx" or m.startswith("sx.")]:
        del sys.modules[m]


def loaded():
    return sorted(m for m in sys.modules if m.startswith("sx."))


def test_an_open_scope_loads_what_it_names_and_a_closed_one_lets_it_go(pkg):
    menu, table = Scope("sx.a", "sx.lang_%s"), Scope("sx.b")
    ui.settle([menu], "en")
    assert loaded() == ["sx.a", "sx.lang_en"]
    ui.settle([menu, table], "en")
    assert loaded() == ["sx.a", "sx.b", "sx.lang_en"]
    ui.settle([table], "en")  # the menu gone: its modules go, from the package too
    assert loaded() == ["sx.b"] and not hasattr(sys.modules["sx"], "a")
    ui.settle([menu], "uk")  # another language: the old catalogue is named no more
    assert loaded() == ["sx.a", "sx.lang_uk"]


def test_a_pattern_keeps_what_is_loaded_and_loads_nothing(pkg):
    names = Scope("sx.*")
    ui.settle([names], "en")
    assert loaded() == []  # (not loaded by the scope)
    __import__("sx.c")
    ui.settle([names], "en")
    assert loaded() == ["sx.c"]
    ui.settle([], "en")
    assert loaded() == []


def test_once_lets_go_at_the_next_change_and_the_unnamed_stay(pkg):
    __import__("sx.a")
    __import__("sx.kept")  # named by no scope: the app's own
    ui.settle([], "en", once=("sx.a",))
    assert loaded() == ["sx.kept"]


def test_no_language_yet_loads_no_catalogue(pkg):
    ui.settle([Scope("sx.lang_%s", "sx.a")], None)
    assert loaded() == ["sx.a"]


def frozen_module(name, file=None):
    # as a module frozen into the firmware: no __file__, or the one MicroPython gives it
    mod = types.ModuleType(name)
    if file is not None:
        mod.__file__ = file
    sys.modules[name] = mod
    return mod


def test_a_frozen_module_is_kept(pkg, tmp_path):
    kept = [
        frozen_module("sx.a"),  # no __file__
        frozen_module("sx.b", ".frozen/sx/b.py"),
        # as MicroPython 1.27 names a frozen module's file: the path without ".frozen/",
        # which on a frozen firmware is no file, as uikit/ui.py's own is none
        frozen_module("sx.c", "sx/c.py"),
    ]
    ui._files[ui.__file__] = True
    ui.settle([Scope("sx.a", "sx.b", "sx.c")], "en")
    ui.settle([], "en")
    assert [sys.modules.get(m.__name__) for m in kept] == kept


def test_a_module_from_a_file_goes(pkg, tmp_path):
    frozen_module("sx.a", str(tmp_path / "sx" / "a.py"))  # a host's file
    frozen_module("sx.b", "sx/b.mpy")  # a .mpy on the Pico's flash
    frozen_module("sx.c", "sx/c.py")  # a .py copied to a stock firmware's flash
    ui._files[ui.__file__] = False  # (uikit/ui.py's own file is there: not frozen)
    ui.settle([Scope("sx.a", "sx.b", "sx.c")], "en")
    ui.settle([], "en")
    assert loaded() == []


def test_what_is_read_once_goes_even_when_frozen(pkg):
    # a start's module (App.once) is not loaded again: letting it go costs nothing
    for name in ("sx.a", "sx.b"):
        sys.modules[name] = types.ModuleType(name)
    ui.settle([Scope("sx.b")], "en", once=("sx.a", "sx.b"))
    assert "sx.a" not in sys.modules  # once only
    ui.settle([], "en", once=("sx.a", "sx.b"))
    assert "sx.b" in sys.modules  # a screen's as well: kept, frozen


def test_a_module_that_cannot_load_does_not_stop_the_app(pkg):
    ui.settle([Scope("sx.missing", "sx.a")], "en")
    assert loaded() == ["sx.a"]


def test_load_imports_once_and_returns_the_module(pkg):
    mod = ui.load("sx.c")
    assert mod.X == "c" and ui.load("sx.c") is mod
