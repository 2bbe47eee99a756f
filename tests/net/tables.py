"""Building tables of pure peers on a MemNet (tests only)."""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from client.seats import BotDriver
from net.identity import Identity
from net.protocol.peer import Peer
from net.protocol.roster import Member, new_table
from net.protocol.settings import DEFAULT, Timing
from tests.net.memnet import Faults, MemNet, Node

TABLE = bytes(range(16))
GAME = "eight_minute_empire"
TINY = "dice_race"  # the tests' tiny game (tests/tinygame): no bid, no board
GAMES = (GAME, TINY)  # the tests that are not about a game's rules run on both


def config(game: str, players: int, board: str = "A") -> dict[str, Any]:
    """A config of `game` for `players` seats."""
    if game == GAME:
        return {"players": players, "edition": "classic", "board": board}
    return {"players": players}


def person(name: str, seed: int = 0) -> Identity:
    """An identity whose key follows from its name and a seed: the same in every run."""
    raw = hashlib.sha256(f"tavolata-test/{name}/{seed}".encode()).digest()
    return Identity(name, Ed25519PrivateKey.from_private_bytes(raw))


def bot(me: Identity, kind: str = "random") -> BotDriver:
    """A bot driver for every seat of a peer."""
    return BotDriver(lambda seat: kind, me.derive(b"bots"))


def host_peer(
    me: Identity,
    players: int,
    board: str = "A",
    seats: list[str] | None = None,
    game: str = GAME,
    options: dict[str, Any] | None = None,
    timing: Timing = DEFAULT,
) -> Peer:
    """A host peer at address "p0" for a table of `players` seats (remote unless given);
    `options`: a whole config instead of `config(game, players, board)`."""
    kinds = seats or ["host"] + ["remote"] * (players - 1)
    roster = new_table(
        game,
        options or config(game, players, board),
        Member(me.public_key, me.name, "p0"),
        kinds,
        {i: "random" for i in range(players)},
    )
    return Peer.host_table(me, "p0", bot(me), roster, TABLE, timing=timing)


def table(
    players: int,
    faults: Faults | None = None,
    seed: int = 0,
    board: str = "A",
    joiners: int | None = None,
    people: list[Identity] | None = None,
    game: str = GAME,
    options: dict[str, Any] | None = None,
    timing: Timing = DEFAULT,
) -> tuple[MemNet, list[Node], list[Identity]]:
    """A host and joiners on a MemNet, not yet run (the same `people` play the same game);
    `timing`: every peer's deadlines."""
    net = MemNet(faults, seed)
    people = people or [person(f"P{i}", seed) for i in range(players)]
    host = host_peer(people[0], players, board, game=game, options=options, timing=timing)
    nodes = [net.add(host)]
    for i, me in enumerate(people[1 : 1 + (players - 1 if joiners is None else joiners)], 1):
        nodes.append(net.add(Peer.joining(me, f"p{i}", bot(me), "p0", timing=timing)))
    return net, nodes, people


def past(nodes: list[Node], actions: int) -> bool:
    """Every peer is in the game, and the host applied more than `actions` actions."""
    games = [n.peer.game for n in nodes]
    return all(g is not None for g in games) and games[0] is not None and games[0].index > actions


def record_text(lines: list[dict[str, Any]]) -> str:
    """A record file's text from its lines (a node's `record`, or an edited copy)."""
    return "".join(json.dumps(line) + "\n" for line in lines)


def label(me: Identity) -> str:
    """How notices name a peer: "P2 (K3QZ-7MXA)"."""
    return f"{me.name} ({me.fingerprint})"


def agreed(nodes: list[Node]) -> str:
    """The final hash every node reached, after checking they all reached the same one."""
    finals = {n.final for n in nodes}
    assert len(finals) == 1 and None not in finals, [(n.stopped, n.notices[-3:]) for n in nodes]
    assert all(n.actions == nodes[0].actions for n in nodes)
    assert [n.stopped for n in nodes] == [None] * len(nodes)
    final = finals.pop()
    assert final is not None
    return final


def undisturbed(people: list[Identity], game: str = GAME) -> str:
    """The final hash these people reach when nobody interferes (bots and beacons are seeded
    by the players' keys, so the same people always play the same game)."""
    return _clean(people, game)[0]


def clean_steps(people: list[Identity], game: str = GAME) -> dict[int, bytes]:
    """The state hash at each step boundary of the game these people play undisturbed."""
    return _clean(people, game)[1]


def _clean(people: list[Identity], game: str) -> tuple[str, dict[int, bytes]]:
    keys = (game, *(p.public_key for p in people))
    if keys not in _UNDISTURBED:
        net, nodes, _ = table(len(people), people=people, game=game)
        net.run(net.all_finished, limit=60)
        lockstep = nodes[0].peer.game
        assert lockstep is not None
        _UNDISTURBED[keys] = (agreed(nodes), dict(lockstep.hashes))
    return _UNDISTURBED[keys]


_UNDISTURBED: dict[tuple[Any, ...], tuple[str, dict[int, bytes]]] = {}


@dataclass(frozen=True)
class Quirks:
    """What the game-independent tests need to know of a game: how to damage a state (a
    desync), the field that then differs, and a secret move the rules never allow."""

    corrupt: Callable[[Any], Any]  # the state with seat 1 BONUS points richer
    path: str  # the canonical path of the field `corrupt` changes
    value: Callable[[Any], int]  # that field's value in a state
    secret_kind: str  # the first element of a secret move
    illegal: Callable[[int], tuple[Any, ...]]  # a secret move for a seat that is never legal


BONUS = 5


def _richer_empire(state: Any) -> Any:
    players = list(state.players)
    players[1] = dataclasses.replace(players[1], coins=players[1].coins + BONUS)
    return dataclasses.replace(state, players=tuple(players))


def _richer_race(state: Any) -> Any:
    scores = list(state.scores)
    scores[1] += BONUS
    return dataclasses.replace(state, scores=tuple(scores))


QUIRKS = {
    GAME: Quirks(
        _richer_empire,
        "players[1].coins",
        lambda state: int(state.players[1].coins),
        "bid",
        lambda seat: ("bid", seat, 999),  # more coins than anyone has
    ),
    TINY: Quirks(
        _richer_race,
        "scores[1]",
        lambda state: int(state.scores[1]),
        "pick",
        lambda seat: ("pick", seat, 9),  # picks are 1, 2 or 3
    ),
}
