# The app's battery gauge (shell/app.py), on a board with a battery reader: made on the
# tick after the start's first frame (make_gauge()), read every 10 s on a quiet tick
# (App.tick), the symbol's step kept in app.battery_step, a warning given once when low,
# and when the batteries are empty the match is saved and the screen turned off for good
# (shell/empty.py; docs/power.md).
from hw import gauge
from micropython import const
from shell import empty
from uikit import lang

# uikit/battsym.py's steps (const: no global names; a test checks they agree)
_USB = const(4)  # the plug
_BARS = const(3)


def make_gauge(app, reader):
    """app.gauge on the board's reader, as the battery type setting says."""
    app.gauge = gauge.Gauge(reader, app.settings.get("battery"))


def read(app, now, off, dim):
    """One reading (off and dim: the app's power states)."""
    app._battery_at = now
    g = app.gauge
    try:
        state = g.update()
    except Exception as e:  # a reader's fault costs the gauge, not the game
        # a plain sentence: a console reader (make deploy) must not take it for a crash
        app.say("battery: %s; the game goes on without the gauge" % (e,))
        app.gauge = None
        app.battery_step = -1
        app.changed()
        return
    if state == gauge.USB:
        step = _USB
    elif state == gauge.OK:
        # 1 to 3 bars above the low mark; the empty cell from it on
        step = min(_BARS, 1 + g.level * _BARS // 100)
    else:
        step = 0
    if step != app.battery_step:
        app.battery_step = step
        app.changed()
    if state == gauge.CRITICAL:
        empty.start(app, g.mv)
    elif state == gauge.LOW:
        if not app._warned and app.power != off:  # (off: said when it wakes)
            app._warned = True
            app.say("battery low mv=%d" % g.mv)
            if app.power == dim:  # (a dimmed screen lights up to say it)
                app.last_input = now
                app._wake()
            app.toast(lang.T.BATT_LOW, 3000)
            app.beep(440, 400)
    else:
        app._warned = False
