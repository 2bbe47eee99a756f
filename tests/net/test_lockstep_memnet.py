"""Whole games of pure peers over the in-memory network, with and without faults."""

from __future__ import annotations

import pytest

from tests.net.tables import GAMES, table


@pytest.mark.parametrize("game", GAMES)
def test_three_peers_play_a_whole_game_and_agree(game: str) -> None:
    """Any game, to its end: the same actions and the same final hash at every peer."""
    net, nodes, _ = table(3, game=game)
    net.run(net.all_finished, limit=300)
    finals = {n.final for n in nodes}
    assert None not in finals and len(finals) == 1, [n.notices[-5:] for n in nodes]
    assert nodes[0].actions == nodes[1].actions == nodes[2].actions
    assert [n.stopped for n in nodes] == [None] * 3 and [n.notices for n in nodes[1:]] == [[], []]
