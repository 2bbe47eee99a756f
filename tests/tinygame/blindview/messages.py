"""Blind Pass's log templates, by core message id (English; translated in context blind_pass).

A private reveal's sentence names no value: the log is public.
"""

TEMPLATES = {
    "draw": "{seat} draws a card",
    "pass": "{seat} passes a card face down to {to_seat}",
    "play": "{seat} plays a {n}",
    "mix": "{seat} mixes their hand",
    "knock": "{seat} knocks",
    "shuffled": "The deck is shuffled",
    "revealed": "A card is looked at",
    "shown": "The card is a {n}",
    "remasked": "The hand is mixed",
    "mixed": "The decks are mixed together",
    "end.played": "Played",
    "by.points": "victory points",
}
