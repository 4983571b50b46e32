# The batteries are empty (shell/app.py's gauge said so): every game on the stack saves
# itself, "Batteries empty" shows, then the screen goes off and stays off until the
# console is restarted.
from micropython import const
from uikit import buttons, lang

_EMPTY_MS = const(3000)  # "Batteries empty" shows this long before the screen goes off
_EMPTY_SLEEP_MS = const(60000)  # the loop's sleep once the batteries are empty
_DIM = const(1)  # app.py's power states
_OFF = const(2)
_AWAKE = const(0)


def start(app, mv):
    """Every game on the stack saves now, the message shows (the app's loop then runs
    tick() instead of its own)."""
    writes = app._writes
    app._problem = None
    try:
        app.flush_settings()
        while app.dropping:  # (a game quit or ended: its save off the flash first)
            app.drop_now()
        app.write_records()
        for screen in app.stack:
            screen.sleeping()  # a game in progress saves itself
    except Exception as e:
        app.say("battery: %r" % (e,))
    saved = app._writes != writes and app._problem is None
    app.say("battery empty mv=%d saved=%d" % (mv, saved))
    app._empty_at = app.now
    if app.power == _OFF:
        return  # (already dark: it stays so)
    if app.power == _DIM:
        app.power = _AWAKE
        app.set_contrast()
    app.toast(lang.T.BATT_EMPTY_SAVED if saved else lang.T.BATT_EMPTY, _EMPTY_MS)


def tick(app, now):
    """The loop once the batteries are empty: no keys, no game, the message, then dark.
    Returns how many ms the caller may sleep."""
    if app.power != _OFF:
        waited = buttons.diff(now, app._empty_at)
        if waited < _EMPTY_MS:
            if app._dirty:
                app._dirty = False
                try:
                    app.redraw()
                except Exception as e:  # (a screen's bug: the screen goes dark now)
                    app.say("battery: %r" % (e,))
                    app._empty_at = now - _EMPTY_MS
                    return 0
            return _EMPTY_MS - waited
        app.power = _OFF
        app._toast = None
        app.fb.poweroff()
        app.say("screen off: batteries empty")
    return _EMPTY_SLEEP_MS
