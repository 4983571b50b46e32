# What the main menu's entries do (shell/mainmenu.py calls them by name, with the menu
# and the game's name), loaded when one is chosen, so that a start holds only the menu.
# Opening a game's screen lets the menu, its module and this one go while the game runs
# (shell/home.py stands in for the menu).
import gc
import sys

import games
from uikit import lang, ui


def resume(menu, name):
    from games import saves

    app = menu.app
    try:
        saved = saves.load(app.settings.folder, name)
    except saves.SaveError as e:
        app.report(e.args, None)
        menu.shown()
        return
    _open(menu, games.wing(name).open_saved(app, saved), name, True)


def play(menu, name):
    _open(menu, games.wing(name).open_setup(menu.app), name, False)


def _open(menu, screen, name, table):
    # A game's screen goes on top; the menu and its module are let go while the game
    # runs (Home stands in): a game needs the heap.  So are the modules of the screens
    # closed by now (settings, records, a setup or a pause left), which hold
    # uikit/menu.py, and every module of the other game; with a game's table (not its
    # setup, a menu) that one goes too.
    from shell import home

    app = menu.app
    app.push(screen)
    if app.stack[0] is menu:
        app.stack[0] = home.Home(app, menu)
        forget = ui.forget
        forget("shell.mainmenu", "shell.entries", "shell.setmenu", "shell.langmenu")
        forget("shell.records")
        forget("games.pause")  # (a pause left with a long B)
        from games import others

        others.only(name)  # (the other game's modules, from a game of it before)
        forget("games.others")
        if table:
            forget("games.%s.setup" % name, "games.setup", "uikit.menu")
            lang.rest()  # (the shell's words: the table reads lang.P)


def rules(menu, _name):
    from uikit.menu import Item, Menu

    app = menu.app
    items = [
        Item(label, lambda name=name, label=label: _rules_page(app, name, label))
        for name, label in [(name, lang.game(name, True)) for name, _label in games.GAMES]
    ]
    app.push(Menu(app, lang.T.RULES, items))


def _rules_page(app, name, heading):
    # One module a language and game: shell/rules_<language>_<game>.py, its TEXT.
    from uikit import uitext

    mod = "rules_%s_%s" % (lang.code, name)
    __import__("shell." + mod)
    text = sys.modules["shell." + mod].TEXT
    # The wrapped lines are all the page keeps: drop the module, and the package's
    # reference to it, so that its texts can be freed.
    ui.forget("shell." + mod)
    app.push(uitext.TextPage(app, heading, text))
    gc.collect()


def records(menu, _name):
    from shell.records import RecordsMenu

    menu.app.push(RecordsMenu(menu.app))


def settings(menu, _name):
    from shell import setmenu

    menu.app.push(setmenu.SettingsMenu(menu.app))


def about(menu, _name):
    from shell import setmenu

    menu.app.push(setmenu.About(menu.app))
