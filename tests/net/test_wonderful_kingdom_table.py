"""It's a Wonderful Kingdom between peers on the in-memory network (issue 30, "Network";
docs/wonderful-kingdom.md, "Between peers"): what the game asks of the generic seams that
no other game asks. A deal node of several requests in which each holder re-masks its hand
(the lab's sealed list of secrets learns the new cards before the node completes); and the
audit, which alone opens what nobody ever saw: the Advisors left in the box, the deck's
undealt cards, a face-down card discarded unseen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from client.lab.secretlog import SecretLog
from core import hidden
from net.identity import Identity
from net.protocol import netrecord
from net.protocol.effects import Effect
from tests.net.memnet import MemNet, Node
from tests.net.tables import agreed, label, person, record_text, table

GAME = "wonderful_kingdom"


def people(seed: int = 0) -> list[Identity]:
    """Two people: the same people play the same game (bots and beacons follow their keys)."""
    return [person(f"P{i}", seed) for i in range(2)]


def iwk(module: str, seed: int = 0) -> tuple[MemNet, list[Node], list[Identity]]:
    """A 2-peer table of bots playing `module`, not yet run."""
    return table(2, game=GAME, options={"players": 2, "module": module}, people=people(seed))


def leftover(nodes: list[Node]) -> tuple[str, int] | None:
    """A card offered face down and discarded unseen in a finished game (R4), if any."""
    actions = nodes[0].actions
    seen = {(a[1], a[2]) for a in actions if a[0] in (hidden.SHOWN, hidden.REVEALED)}
    down = [(a[1], a[2]) for a in actions if a[0] == "offer" and a[-1] == "down"]
    return next((h for h in down if h not in seen), None)


def sealed(net: MemNet, nodes: list[Node], folder: Path) -> list[SecretLog]:
    """Each peer keeps the lab's sealed list, fed every effect as it comes (as a lab peer's
    printer does, client/netplay.py): an exception there is the peer's crash."""
    logs = [SecretLog(folder / f"seat{i}.secrets", say=lambda _: None) for i in range(2)]
    for node, log in zip(nodes, logs):
        log.watch(node.peer)
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
    net, nodes, _ = iwk("mission")
    logs = sealed(net, nodes, tmp_path)
    net.run(lambda: all(("remasked", "hand1.1") in n.actions for n in nodes), limit=60)
    assert [n.stopped for n in nodes] == [None, None]
    for seat, log in enumerate(logs):  # its 8 cards (7 drawn and the Calamity)
        assert sum(1 for s, deck, _, _ in log.cards if (s, deck) == (seat, f"hand1.{seat}")) == 8


def substitute(node: Node, places: dict[tuple[str, str], int]) -> None:
    """A cheater's outgoing filter (as the lab's cheats are: `Peer`'s `outgoing`), given
    before the game begins: in its list of each (kind, deck) of `places` (a shuffle, a mix,
    a re-masking), the card at that position becomes a copy of another."""

    def outgoing(kind: str, body: dict[str, Any]) -> dict[str, Any]:
        game = node.peer.game
        hidden_node = game.hidden.node if game is not None else None
        jobs = hidden_node.jobs if hidden_node is not None else []
        request = jobs[body["request"]].request if jobs and "request" in body else None
        deck = getattr(request, "deck", None)
        if (kind, deck) not in places:
            return body
        cards, at = list(body["cards"]), places[(kind, deck)]
        cards[at] = cards[at + 1 if at + 1 < len(cards) else at - 1]
        return {**body, "cards": cards}

    assert node.peer.game is None
    node.peer.outbox.outgoing = outgoing


def test_the_audit_opens_what_nobody_saw_the_box_the_deck_and_a_discarded_face_down_card() -> None:
    """Advisor module. An honest game first: an Advisor of the pool never mixed in (the
    box), the deck's last cards (never dealt) and a card offered face down and discarded
    unseen (R4) are shown to nobody, ever. Then the same people again: peer 1, the last to
    shuffle the pool and to mix the deck, copies another card over a boxed Advisor and over
    an undealt card, and the face-down card's holder over that card in its re-masked hand.
    The game is the honest one to its last action (nothing showed), and only the audit stops
    the table, naming the peer at each place (and the mix's list by its opened values)."""
    for seed in range(4):  # people whose honest game leaves a face-down card unseen
        net, nodes, _ = iwk("advisor", seed)
        net.run(net.all_finished, limit=900)
        agreed(nodes)
        if (left := leftover(nodes)) is not None:
            break
    assert left is not None, "no face-down card was discarded unseen in 4 games"
    hand, at = left
    holder = int(hand.rsplit(".", 1)[1])
    actions = nodes[0].actions
    seen = {(a[1], a[2]) for a in actions if a[0] in (hidden.SHOWN, hidden.REVEALED)}
    game = nodes[0].peer.game
    assert game is not None
    undealt = next(d.size for d in game.state.secrets.decks if d.name == "dev") - 2
    boxed = 15  # of the pool's 18 Advisors the first 10 are mixed into the deck
    assert {("advisors", boxed), ("dev", undealt), (hand, at)}.isdisjoint(seen)

    net, nodes, faces = iwk("advisor", seed)
    cheats = {0: {}, 1: {("shuffle", "advisors"): boxed, ("mix", "dev"): undealt}}
    cheats[holder][("remask", hand)] = at
    for node, places in zip(nodes, cheats.values()):
        substitute(node, places)
    net.run(net.all_finished, limit=900)
    expected = {(1, "advisors", boxed), (1, "dev", undealt), (1, "dev", None), (holder, hand, at)}
    blamed = sorted({label(faces[seat]) for seat, _, _ in expected})
    for node in nodes:
        assert node.actions == actions  # nothing showed: the honest game to its end
        assert node.final is None and node.stopped is not None
        assert "the audit failed" in node.stopped
        lockstep = node.peer.game
        assert lockstep is not None
        assert {(f.seat, f.deck, f.position) for f in lockstep.hidden.faults} == expected
    verified = netrecord.verify_text(record_text(nodes[0].record))  # the record proves it
    assert verified.verdict == netrecord.STOPPED and verified.stop is not None
    assert verified.stop.reason == "audit" and sorted(verified.stop.blame) == blamed
