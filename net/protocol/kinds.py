"""Every message kind, declared once (docs/protocol.md, "Messages"; docs/architecture.md).

A kind's row says: the exact shape of its body (`schema`, checked by
net/protocol/messages.py), its `layer` (who consumes it: the peer's links, the lobby, the
game's lockstep, the record's testimony, the fork proofs), the key under which one of ours
is sent only once (`key_of`, net/protocol/outbox.py), how urgent its frames are to the
runner (`priority`, 0 first) and, for a game kind, which part of the lockstep handles it
(`route`). The live peer (net/protocol/peer.py), the lockstep (net/protocol/lockstep.py),
the record verifier (net/protocol/netrecord.py) and the runner (net/runner.py) all read
this table. Adding a kind or a field is a protocol change: update docs/protocol.md and the
version in net/protocol/messages.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

HASH = ("bytes", 32)  # a SHA-256 digest
KEY = ("bytes", 32)  # an Ed25519 public key
NONCE = ("bytes", 32)
POINT = ("bytes", 32)  # a compressed Ed25519 point (net/protocol/group.py)
PROOF = ("bytes", 64)  # a proof (c, s) of net/protocol/elgamal.py
INT = ("int", None)
STR = ("str", 200)
VALUE = ("value", None)  # any nesting of int, str, bytes, bool, None, list, map

Schema = dict[str, tuple[str, int | None]]  # field -> (type, limit): exact bytes, max str

# Layers: who consumes a kind.
LINK = "link"  # ephemeral: signed, never logged; seq/prev carry the sender's log head
LOBBY = "lobby"  # the table before the game (net/protocol/lobby.py)
GAME = "game"  # the lockstep's parts (net/protocol/lockstep.py)
TESTIMONY = "testimony"  # what the sender saw happen (late, withheld, stop): for records
PROOF_OF_FORK = "fork"  # two messages one signer numbered alike (net/protocol/signedlog.py)

# (sender, body, view) -> Result: a part's handler (net/protocol/parts.py)
Handler = Callable[[bytes, dict[str, Any], Any], Any]


@dataclass(frozen=True)
class Kind:
    """One message kind (see the module docstring)."""

    schema: Schema
    layer: str
    # Fields naming what one of ours contributes: (kind, *fields) is its key; None: not
    # de-duplicated (a roster, a fork proof, an ephemeral message).
    key: tuple[str, ...] | None = None
    priority: int = 0  # the runner reads urgent frames first: acks, then heartbeats, last
    # The lockstep -> the bound handler of the part that takes it (game kinds only).
    route: Callable[[Any], Handler] | None = None


def _part(kind: str) -> Callable[[Any], Handler]:
    """A hidden-information part of a reveal node (net/protocol/hiddensteps.py)."""
    return lambda game: partial(game.reveals.on_part, kind)


KINDS: dict[str, Kind] = {
    "hello": Kind({"name": STR, "fingerprint": STR, "address": STR, "now": INT}, LINK),
    "heartbeat": Kind({"now": INT, "heads": VALUE}, LINK, priority=2),
    "want": Kind({"sender": KEY, "from": INT}, LINK),
    "refuse": Kind({"reason": STR}, LINK),
    "roster": Kind({"version": INT, "config": VALUE, "seats": VALUE, "peers": VALUE}, LOBBY),
    "ready": Kind({"roster": HASH}, LOBBY, ("roster",)),
    "start": Kind({"roster": HASH}, LOBBY, ("roster",)),
    # Our n-th chain's top follows from n: one key each.
    "chain": Kind({"top": HASH, "length": INT}, GAME, ("top",), route=lambda g: g.on_chain),
    "action": Kind(
        {"index": INT, "seat": INT, "action": VALUE, "base": HASH},
        GAME,
        ("index",),
        route=lambda g: g.on_action,
    ),
    "ack": Kind({"index": INT, "hash": HASH}, GAME, ("index",), 1, lambda g: g.on_ack),
    "commit": Kind(
        {"round": INT, "seat": INT, "commitment": HASH},
        GAME,
        ("round", "seat"),
        route=lambda g: g.rounds.on_commit,
    ),
    "reveal": Kind(
        {"round": INT, "seat": INT, "value": VALUE, "nonce": NONCE},
        GAME,
        ("round", "seat"),
        route=lambda g: g.rounds.on_reveal,
    ),
    "link": Kind({"draw": INT, "link": HASH}, GAME, ("draw",), route=lambda g: g.draws.on_link),
    "desync": Kind(
        {"index": INT, "hash": HASH, "state": ("bytes", None), "rebuilt": HASH},
        GAME,
        ("index",),
        route=lambda g: g.on_desync,
    ),
    "fork": Kind({"first": ("bytes", None), "second": ("bytes", None)}, PROOF_OF_FORK),
    # Version 2: what the sender saw happen to the table, so that its record proves it.
    "late": Kind({"round": INT, "seats": VALUE}, TESTIMONY, ("round",)),
    "stop": Kind({"index": INT, "reason": STR, "blame": VALUE, "text": STR}, TESTIMONY, ()),
    # Version 3: hidden information (net/protocol/reveals.py, docs/protocol.md "Reveals").
    # `index` is the step's action count at the REVEAL node, `request` the request's place in
    # it; a shuffle's or re-masking's `cards` is a list of 64-byte ciphertexts (a value: at
    # most 1024 of them, far above any deck of the games).
    "key": Kind({"key": POINT, "proof": PROOF}, GAME, (), route=lambda g: g.reveals.on_key),
    "shuffle": Kind(
        {"index": INT, "request": INT, "cards": VALUE},
        GAME,
        ("index", "request"),
        route=_part("shuffle"),
    ),
    "request": Kind(
        {"index": INT, "request": INT, "blinded": POINT, "proof": PROOF},
        GAME,
        ("index", "request"),
        route=_part("request"),
    ),
    "share": Kind(
        {"index": INT, "request": INT, "to": INT, "share": POINT, "proof": PROOF},
        GAME,
        ("index", "request", "to"),
        route=_part("share"),
    ),
    "remask": Kind(
        {"index": INT, "request": INT, "cards": VALUE},
        GAME,
        ("index", "request"),
        route=_part("remask"),
    ),
    "seed": Kind({"seed": ("bytes", 32)}, GAME, (), route=lambda g: g.reveals.on_seed),
    "withheld": Kind({"index": INT, "peers": VALUE}, TESTIMONY, ("index",)),
    # Version 4: every member's list of a Mix (core.hidden.Mix), in turn, like a shuffle's.
    "mix": Kind(
        {"index": INT, "request": INT, "cards": VALUE},
        GAME,
        ("index", "request"),
        route=_part("mix"),
    ),
}

EPHEMERAL = frozenset(name for name, kind in KINDS.items() if kind.layer == LINK)


def layer(kind: str) -> str | None:
    """Who consumes `kind` (None: no such kind)."""
    known = KINDS.get(kind)
    return known.layer if known is not None else None


def key_of(kind: str, body: dict[str, Any]) -> tuple[Any, ...] | None:
    """What one of our messages contributes, so that it is never contributed twice."""
    known = KINDS.get(kind)
    if known is None or known.key is None:
        return None
    return (kind, *(body[field] for field in known.key))


def priority(kind: str | None) -> int:
    """How urgent a frame of `kind` is (0 first; an unreadable one too: refused at once)."""
    known = KINDS.get(kind) if kind is not None else None
    return known.priority if known is not None else 0


def routes(game: Any) -> dict[str, Handler]:
    """The lockstep's handler of every game kind, bound to its parts."""
    return {name: k.route(game) for name, k in KINDS.items() if k.route is not None}
