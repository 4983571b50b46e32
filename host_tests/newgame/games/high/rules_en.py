# The High card rules page in English.
TEXT = (
    "Each player is dealt 4 cards, one at a time from the left of the dealer, and keeps "
    "them hidden from the others.\n"
    "\n"
    "Every round each player in turn lays a card of their hand face up. The highest rank "
    "takes the round and lays first in the next; a tie for the highest takes nothing, "
    "and the next player after the round's first begins the next.\n"
    "\n"
    "When the hands are empty, the most rounds win."
)
