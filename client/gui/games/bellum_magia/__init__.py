"""Bellum Magia's view: the castles with their strips, the human kingdom, the creature
market, the chests and the move panel (table.py), and its words (messages.py for the log,
words.py for the window).

Importing this package imports no Qt (messages.py is read by headless logs too): the
window's hooks import their modules when first called (games.later)."""

from __future__ import annotations

from client.gui.games import ViewCapabilities, help_of, later, tutorial_of
from client.gui.games.bellum_magia import messages

# Every choice of a seat waits for Confirm (client/turn.py), so a mis-click can be undone
# until then: most choices are followed by a chance node, a reveal or another seat, and
# would otherwise be sent at once.
_CONFIRMED = (
    "castle", "drinks", "spell", "decline", "attack", "rob", "pass", "steal", "done",
    "recruit",
)  # fmt: skip

CAPABILITIES = ViewCapabilities(
    names=messages.names,
    window_names=later(__name__, "words", "names", "config"),  # translated: the window's
    secret_notes=True,  # chests and cards learned
    played_cards=True,  # the creatures recruited: the last card played
    confirmed=_CONFIRMED,
    tutorial=tutorial_of(__name__),  # the guided game (client/gui/tutorial.py)
    help=help_of(__name__, "bellum_magia"),  # rules, tooltips
)
