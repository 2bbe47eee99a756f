"""Building tables of pure peers on a MemNet (tests only)."""

from __future__ import annotations

from net.identity import Identity
from net.peer import Peer
from net.roster import Member, new_table
from net.seats import BotDriver
from tests.net.memnet import Faults, MemNet, Node

TABLE = bytes(range(16))
GAME = "eight_minute_empire"


def bot(me: Identity, kind: str = "random") -> BotDriver:
    """A bot driver for every seat of a peer."""
    return BotDriver(lambda seat: kind, me.derive(b"bots"))


def host_peer(me: Identity, players: int, board: str = "A", seats: list[str] | None = None) -> Peer:
    """A host peer at address "p0" for a table of `players` seats (remote unless given)."""
    config = {"players": players, "edition": "classic", "board": board}
    kinds = seats or ["host"] + ["remote"] * (players - 1)
    roster = new_table(
        GAME,
        config,
        Member(me.public_key, me.name, "p0"),
        kinds,
        {i: "random" for i in range(players)},
    )
    return Peer.host_table(me, "p0", bot(me), roster, TABLE)


def table(
    players: int,
    faults: Faults | None = None,
    seed: int = 0,
    board: str = "A",
    joiners: int | None = None,
) -> tuple[MemNet, list[Node], list[Identity]]:
    """A host and joiners on a MemNet, not yet run."""
    net = MemNet(faults, seed)
    people = [Identity.generate(f"P{i}") for i in range(players)]
    nodes = [net.add(host_peer(people[0], players, board))]
    for i, me in enumerate(people[1 : 1 + (players - 1 if joiners is None else joiners)], 1):
        nodes.append(net.add(Peer.joining(me, f"p{i}", bot(me), "p0")))
    return net, nodes, people
