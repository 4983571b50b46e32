# The main menu's stand-in while a game runs: when the menu opens a game's screen
# (shell/entries.py), Home stands at the bottom of the stack in its place, remembering
# where the menu stood, and the menu's modules go (uikit/ui.py's settle(): Home holds only its
# own); when it would show again, the menu is made anew there (from the top if its
# entries changed, as MainMenu.shown() does), and this module goes in its turn.
from uikit import ui


class Home(ui.Screen):
    holds = ("shell.home",)

    def __init__(self, app, menu):
        super().__init__(app)
        self.at = (len(menu.items), menu.sel, menu.first)
        self.titles = menu.titles  # (the games' names as the menu said them)

    def shown(self):
        menu = self.app.main_menu(self.titles)
        had, sel, first = self.at
        if len(menu.items) == had:
            menu.sel, menu.first = sel, first
        self.app.swap(self, menu)
