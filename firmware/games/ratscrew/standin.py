# The setup's place under the table while a game runs: the setup and its modules are let
# go (a game needs the heap), and made anew from the settings, where the setup's cursor
# stood, when the table is left.
import games
from games.ratscrew.holds import REOPENS, STANDIN
from uikit import ui


class SetupStandIn(ui.Screen):
    holds = STANDIN
    reopens = REOPENS  # what shown() loads (games/pause.py)

    def __init__(self, app, setup):
        super().__init__(app)
        self.at = (setup.sel, setup.first)

    def shown(self):
        sel, first = self.at
        app = self.app
        setup = games.wing("ratscrew").open_setup(app)
        setup.sel, setup.first = sel, first
        app.swap(self, setup)
        setup.shown()
