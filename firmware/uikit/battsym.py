# The battery symbol: 13x7 pixels, a cell with 0 to 3 bars, or a plug while USB powers
# the console.  The app keeps the step (app.battery_step, -1 without a battery reader);
# menu.Menu draws it beside a menu's title when the menu asks for it (the main menu, the
# games' pause menus).  Plain rectangles only: drawing allocates nothing.
from micropython import const

USB = const(4)  # the step that shows the plug; 0..3 are bars
BARS = const(3)
W = const(13)
H = const(7)


def draw(fb, x, y, step):
    """Draw the symbol for step (0..BARS bars, or USB) with its top left at x, y."""
    if step == USB:
        # a plug pointing right: its cord, its body, two prongs
        fb.hline(x, y + 3, 3, 1)
        fb.fill_rect(x + 3, y + 1, 5, 5, 1)
        fb.hline(x + 8, y + 2, 4, 1)
        fb.hline(x + 8, y + 4, 4, 1)
        return
    fb.rect(x, y, W - 1, H, 1)  # the cell
    fb.vline(x + W - 1, y + 2, 3, 1)  # its nub
    for i in range(step):
        fb.fill_rect(x + 2 + 3 * i, y + 2, 2, 3, 1)
