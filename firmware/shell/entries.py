# What the main menu's entries do (shell/mainmenu.py calls them by name, with the menu
# and the game's name), loaded when one is chosen, so that a start holds only the menu.
# Opening a game's screen puts shell/home.py's stand-in in the menu's place while the
# game runs: the menu's modules go with it (uikit/ui.py's settle()).
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
    _open(menu, games.wing(name).open_saved(app, saved))


def play(menu, name):
    _open(menu, games.wing(name).open_setup(menu.app))


def _open(menu, screen):
    # The game's screen goes on top, then Home takes the menu's place: the menu and the
    # modules only it held (this one among them) go while the game runs.
    from shell import home

    app = menu.app
    app.push(screen)
    if app.stack[0] is menu:
        app.swap(menu, home.Home(app, menu))


def rules(menu, _name):
    from uikit.menu import Item, Menu

    app = menu.app
    items = [
        Item(label, lambda name=name, label=label: _rules_page(app, name, label))
        for name, label in [(name, games.title(name, games.FULL)) for name in games.GAMES]
    ]
    rules = Menu(app, lang.T.RULES, items)
    rules.holds = Menu.holds + games.packages()  # (the games' names)
    app.push(rules)


def _rules_page(app, name, heading):
    # The game's rules page in the language, games/<name>/rules_<language>.py's TEXT,
    # held while the page is up (its wrapped lines are what it shows).
    from uikit import uitext

    mod = "games.%s.rules_%s" % (name, lang.code)
    page = uitext.TextPage(app, heading, ui.load(mod).TEXT)
    page.holds = uitext.TextPage.holds + (mod,)
    app.push(page)


def records(menu, _name):
    from shell.records import RecordsMenu

    menu.app.push(RecordsMenu(menu.app))


def settings(menu, _name):
    from shell import setmenu

    menu.app.push(setmenu.SettingsMenu(menu.app))


def about(menu, _name):
    from shell import setmenu

    menu.app.push(setmenu.About(menu.app))
