"""It's a Wonderful Kingdom between peers on the in-memory network (issue 30, "Network";
docs/wonderful-kingdom.md, "Between peers"): what the game asks of the generic seams that
no other game asks. A deal node of several requests in which each holder re-masks its hand
(the lab's sealed list of secrets learns the new cards before the node completes)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from client.lab.secretlog import SecretLog
from net.effects import Effect
from tests.net.memnet import MemNet, Node
from tests.net.tables import agreed, table

GAME = "wonderful_kingdom"


def iwk(module: str = "mission") -> tuple[MemNet, list[Node], list[Any]]:
    """A 2-peer table of bots playing `module`, not yet run."""
    return table(2, game=GAME, options={"players": 2, "module": module})


def sealed(net: MemNet, nodes: list[Node], folder: Path) -> list[SecretLog]:
    """Each peer keeps the lab's sealed list, fed every effect as it comes (as a lab peer's
    printer does, client/netplay.py): an exception there is the peer's crash."""
    logs = [SecretLog(folder / f"seat{i}.secrets", say=lambda _: None) for i in range(2)]
    for node, log in zip(nodes, logs):
        node.peer.on_game = log.arm
    do = net._do

    def feed(node: Node, effects: list[Effect]) -> None:
        for effect in effects:
            if node in nodes:
                logs[nodes.index(node)].effect(effect)
        do(node, effects)

    net._do = feed  # type: ignore[method-assign]
    return logs


def test_the_sealed_list_takes_a_hand_re_masked_in_a_node_of_two_re_maskings(
    tmp_path: Path,
) -> None:
    """Each deal ends with a node of two Remasks (one per seat). A holder learns its new
    handles when its own list is logged, before the other's: the lab's sealed list must find
    the cards' points then (it looked up a composition the table had only once the node
    completed, and the peer crashed: KeyError at lab/secretlog.py)."""
    net, nodes, _ = iwk()
    logs = sealed(net, nodes, tmp_path)
    net.run(net.all_finished, limit=600)
    agreed(nodes)
    for seat, log in enumerate(logs):
        told = [deck for s, deck, _, _ in log.cards if s == seat]
        for r in range(1, 5):  # its 8 cards of each round (of the other's: those shown)
            assert told.count(f"hand{r}.{seat}") == 8
