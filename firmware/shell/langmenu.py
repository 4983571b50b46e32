# The language: chosen once at the very first start (no settings file yet), before the main
# menu, and in Settings; kept with the settings as "lang".  A language brings its own list
# of player names: the names still as the old language gave them change with it.

from store import settings
from uikit import lang, menu, text

_FIRST_TITLE = "Language · Мова · Язык"  # every language's word, as nothing is chosen yet


def choose(app, i):
    """Switch to language i: the catalogue, the setting, and the default names."""
    s = app.settings
    # the old language's names (none chosen yet, at the first start: the built-in ones,
    # the English catalogue's)
    old = lang.T.NAMES if lang.code is not None else settings.NAMES
    lang.set_language(i)
    text.forget_lines()  # (the old language's lines: never drawn again)
    s.set("lang", i)
    if tuple(s.get("names")) == tuple(old):
        s.set("names", list(lang.T.NAMES))


class FirstStart(menu.Menu):
    """The three languages in their own names; A chooses, then the main menu."""

    def __init__(self, app):
        items = [menu.Item(n, lambda i=i: self._pick(i)) for i, (_c, n) in enumerate(lang.LANGS)]
        super().__init__(app, _FIRST_TITLE, items, on_back=lambda: None)

    def _pick(self, i):
        choose(self.app, i)
        self.app.save_settings()
        self.app.restart()  # the main menu, made in the chosen language
