# What the main menu's entries do (shell/mainmenu.py calls them by name, with the menu
# and the game's name): a game's setup or its saved match, the rules pages, the records,
# the settings, about.  The menu stays at the bottom of the stack while a game runs.
import games
from games import saves
from shell import screens
from uikit import lang, menu, uitext


def resume(main, name):
    app = main.app
    try:
        saved = saves.load(app.settings.folder, name)
    except saves.SaveError as e:
        app.report(e.args, None)
        main.shown()
        return
    app.push(games.wing(name).open_saved(app, saved))


def play(main, name):
    main.app.push(games.wing(name).open_setup(main.app))


def rules(main, _name):
    app = main.app
    items = [
        menu.Item(label, lambda name=name, label=label: _rules_page(app, name, label))
        for name, label in [(name, games.title(name, games.FULL)) for name in games.GAMES]
    ]
    app.push(menu.Menu(app, lang.T.RULES, items))


def _rules_page(app, name, heading):
    # The game's rules page in the language: games/<name>/rules_<language>.py's TEXT.
    app.push(uitext.TextPage(app, heading, games.rules_text(name)))


def records(main, _name):
    main.app.push(screens.RecordsMenu(main.app))


def settings(main, _name):
    main.app.push(screens.SettingsMenu(main.app))


def about(main, _name):
    main.app.push(screens.About(main.app))
