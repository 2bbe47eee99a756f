"""Eight-Minute Empire's view: the map, the card row, the players, the action bar, words.

Importing this package imports no Qt (messages.py is read by headless logs too): the
window's hooks import their modules when first called (games.later)."""

from __future__ import annotations

from client.gui.games import ViewCapabilities, help_of, later, tutorial_of
from client.gui.games.eight_minute_empire import messages

CAPABILITIES = ViewCapabilities(
    names=messages.names,
    window_names=later(__name__, "words", "names", "config"),  # translated: the window's
    secret_notes=True,  # the swamp's peeked tokens
    played_cards=True,  # the card taken from the row: the last card played
    confirmed=("take",),  # a take waits for Confirm even when its action is impossible
    tutorial=tutorial_of(__name__),  # the guided game (client/gui/tutorial.py)
    help=help_of(__name__, "eight_minute_empire"),  # rules, tooltips
)
