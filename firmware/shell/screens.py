# What the main menu opens seldom or late, each imported the first time it is asked for,
# from this table, as MicroPython's asyncio loads its parts: `screens.SettingsMenu` names
# the class, and its module loads with it.  A start then imports the main menu and what it
# draws, not Settings, About, Records, the Rules, the first start's language screen, or
# the saves (a saved match is read when its Resume is chosen; its game's table writes
# the next).  (A plain module rather than the package's __init__: MicroPython asks a
# package's __getattr__ for every submodule a `from shell import ...` names.)
_attrs = {
    "SettingsMenu": "shell.setmenu",
    "About": "shell.setmenu",
    "RecordsMenu": "shell.records",
    "RulesMenu": "shell.rulesmenu",
    "FirstStart": "shell.langmenu",
    "resume": "games.saves",
}


def __getattr__(attr):
    mod = _attrs.get(attr)
    if mod is None:
        raise AttributeError(attr)
    value = getattr(__import__(mod, None, None, (attr,)), attr)
    globals()[attr] = value
    return value
