"""Whole games of pure peers over the in-memory network, with and without faults."""

from __future__ import annotations

from tests.net.tables import table


def test_three_peers_play_a_whole_game_and_agree() -> None:
    net, nodes, _ = table(3)
    net.run(net.all_finished, limit=300)
    finals = {n.final for n in nodes}
    assert None not in finals and len(finals) == 1, [n.notices[-5:] for n in nodes]
    assert nodes[0].actions == nodes[1].actions == nodes[2].actions
