# The High card rules page in English.
TEXT = (
    "Every round each seat turns the top card of the deck, in turn from the left of the "
    "dealer. The highest rank takes the round; a tie takes nothing.\n"
    "\n"
    "When the deck cannot give every seat a card, the most rounds win."
)
