# What the main menu's entries do (shell/mainmenu.py calls them by name, with the menu
# and the game's name): a game's setup or its saved match, the rules pages, the records,
# the settings, about.  The menu stays at the bottom of the stack while a game runs.
# All but a game's setup come through shell/screens.py's table, loaded when first asked
# for: a start imports what the main menu draws and no more.
import games
from shell import screens
from uikit import lang

# what an entry opens from shell/screens.py's table (resume and play: the game's wing)
_OPENS = {"rules": "RulesMenu", "records": "RecordsMenu", "settings": "SettingsMenu",
          "about": "About"}  # fmt: skip


def warm(what, name):
    """Import what the entry (what, name) opens, before A asks for it."""
    if name is not None:
        games.wing(name)
        lang.use_game(name)  # (its own words, which its setup reads; no menu reads P)
        if what == "resume":
            getattr(screens, what)
    else:
        getattr(screens, _OPENS[what])


def resume(main, name):
    if not screens.resume(main.app, name):
        main.shown()  # (the save was set aside: its Resume goes)


def play(main, name):
    main.app.push(games.wing(name).open_setup(main.app))


def rules(main, _name):
    main.app.push(screens.RulesMenu(main.app))


def records(main, _name):
    main.app.push(screens.RecordsMenu(main.app))


def settings(main, _name):
    main.app.push(screens.SettingsMenu(main.app))


def about(main, _name):
    main.app.push(screens.About(main.app))
