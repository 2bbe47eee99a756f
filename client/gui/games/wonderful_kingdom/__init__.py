"""It's a Wonderful Kingdom's view: the offer areas, the hand, each seat's areas, the module's
board and the move panel (table.py), and its words (messages.py for the log, words.py for
the window).

Importing this package imports no Qt (messages.py is read by headless logs too): the
window's hooks import their modules when first called (games.later)."""

from __future__ import annotations

from client.gui.games import ViewCapabilities, help_of, later, tutorial_of
from client.gui.games.wonderful_kingdom import messages

CAPABILITIES = ViewCapabilities(
    names=messages.names,
    window_names=later(__name__, "words", "names", "config"),  # translated: the window's
    seat_look=later(__name__, "table", "seat_look", "config", "seat"),  # 0 red, 1 blue
    secret_notes=True,  # cards learned
    played_cards=True,  # cards built, recycled or offered face up: the last card played
    help=help_of(__name__, "wonderful_kingdom"),  # rules, tooltips
    tutorial=tutorial_of(__name__),  # the guided game (client/gui/tutorial.py)
)
