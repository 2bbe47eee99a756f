"""The ▶ turn marker stays on the player making a card until the card is confirmed."""

from __future__ import annotations

from tests.client.test_gui_keys import _my_take


def test_the_marker_stays_on_a_finished_card_until_it_is_confirmed(qtbot, make_window) -> None:
    window = make_window()
    c = _my_take(qtbot, window)
    table = window.table
    c.act(next(a for a in sorted(c.view().legal) if a[0] == "take"))
    while not c.pending.complete:
        c.act(("done",))  # every action of the card forfeited: it is fully played
    table.redraw()
    names = [card.name.text() for card in table.game.players.cards]
    assert c.view().obs["current"] != 0  # the core has passed the turn on already
    assert names[0].startswith("<b>▶ ") and "▶" not in names[1], names
    table.keys["confirm"].trigger()
    qtbot.waitUntil(lambda: c.pending is None, timeout=10_000)
    table.redraw()  # applied: the marker follows the table's turn again
    current = c.view().obs["current"]
    marked = [i for i, card in enumerate(table.game.players.cards) if "▶" in card.name.text()]
    assert marked == ([current] if current in (0, 1) else []), (marked, current)
