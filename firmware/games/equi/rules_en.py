# The Equi rules page in English, as the device shows it (shell/entries.py
# imports it while the page is up; the page keeps it wrapped).  The rules:
# docs/rules.md.

TEXT = (
    "Goal: win the most cards in tricks.\n"
    "\n"
    "36 cards, 6 to A. 2 to 6 players. Values: A=1, J=2, Q=3, K=4, 6 to 10 as "
    "printed.\n"
    "\n"
    "Deal: four rounds; each player gets one card per round, starting left of the "
    "dealer, then one card goes face up on the table. Everyone holds 4, four lie on "
    "the table, the rest is the stock.\n"
    "\n"
    "On your turn capture if you can, else discard.\n"
    "\n"
    "Capture: lay one or more hand cards and take table cards with exactly the same "
    "total. Both parts form a trick you keep.\n"
    "\n"
    "Equal cards never take equal cards: no value may be on both sides. Two "
    "exceptions: all your hand takes the whole table; or the stock is empty and you "
    "play your last card.\n"
    "\n"
    "Discard: only when no capture is possible, lay one card face up on the table.\n"
    "\n"
    "Then draw from the stock back up to 4 cards while it lasts.\n"
    "\n"
    "With the stock gone and your hand empty, pick up your own tricks and play on "
    "with them.\n"
    "\n"
    "The game ends when stock and table are both empty. Most cards in tricks wins; "
    "equal scores share the win."
)
