"""Tash-Kalar's view: the arena, the hand, the move panel, the tasks and the seats
(table.py), and its words (messages.py for the log, words.py for the window).

Importing this package imports no Qt (messages.py is read by headless logs too): the
window's hooks import their modules when first called (games.later)."""

from __future__ import annotations

from client.gui.games import ViewCapabilities, help_of, later, tutorial_of
from client.gui.games.tash_kalar import messages

# Every choice of a seat waits for Confirm (client/turn.py), so any of them can be undone
# until then: a turn runs until the seat's next reveal (a card summoned, discarded or
# invoked; the draws at its end); nothing cuts it short (the core declares no forfeit).
# The observation's `turn` counts the turns ended: it rises with the end of a turn (its last
# action or draw), and the next turn begins by itself (client/gamelog.py).
_CONFIRMED = (
    "place", "pickup", "summon", "discard", "return", "flare", "claim", "score", "pass",
    "done", "concede", "setup", "move", "leap", "destroy", "promote", "degrade", "convert",
)  # fmt: skip
CAPABILITIES = ViewCapabilities(
    names=messages.names,
    window_names=later(__name__, "words", "names", "config"),  # translated: the window's
    seat_look=later(__name__, "looks", "seat_look", "config", "seat"),  # its colour's pieces
    secret_notes=True,  # cards drawn and passed
    played_cards=True,  # beings, legends and flares: the last card played
    confirmed=_CONFIRMED,
    turns_counted_at_end=True,
    help=help_of(__name__, "tash_kalar"),  # rules, tooltips
    tutorial=tutorial_of(__name__),  # the guided game (client/gui/tutorial.py)
)
