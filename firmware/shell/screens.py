# The shell's screens a player opens seldom, each imported the first time it is asked for,
# from this table, as MicroPython's asyncio loads its parts: `screens.SettingsMenu` names
# the class, and its module loads with it.  A start then imports the main menu and what it
# draws, not Settings, About, Records or the first start's language screen.  (A plain
# module rather than the package's __init__: MicroPython asks a package's __getattr__ for
# every submodule a `from shell import ...` names.)
_attrs = {
    "SettingsMenu": "setmenu",
    "About": "setmenu",
    "RecordsMenu": "records",
    "FirstStart": "langmenu",
}


def __getattr__(attr):
    mod = _attrs.get(attr)
    if mod is None:
        raise AttributeError(attr)
    value = getattr(__import__("shell." + mod, None, None, (attr,)), attr)
    globals()[attr] = value
    return value
