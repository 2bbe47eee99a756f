"""Issue 31: the protocol draws no randomness of its own; the I/O side gives it.

Every secret a peer sends follows from two things the I/O side draws: the profile's key
(net/identity.py: made once, from the operating system's randomness) and the table's id
(drawn by whoever hosts the table: client/netplay.py, client/netsession.py). From them the
protocol derives its beacon chains' seeds, its commitment nonces and its hidden-information
seed (docs/protocol.md, "Lockstep"). So the same key at the same table sends the same bytes
(a restarted peer must: it committed to them), and a fresh table or key gives fresh secrets.
"""

from __future__ import annotations

import base64
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from net.identity import Identity, ProfileStore
from net.protocol import draws
from net.protocol.peer import Peer
from net.protocol.roster import Member, new_table
from net.protocol.wire import Envelope, open_envelope
from tests.net.memnet import MemNet
from tests.net.tables import bot, config, person

DICE, BLIND = "dice_race", "blind_pass"  # commit rounds and beacon draws; hidden information
# What each kind carries that is drawn from the peer's secrets (not the game's moves).
SECRET_FIELDS = {"chain": "top", "commit": "commitment", "key": "key", "seed": "seed"}


@pytest.fixture(autouse=True)
def short_chains(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Chains of 2 draws: every peer commits several chains in one short game."""
    monkeypatch.setattr(draws, "CHAIN_LENGTH", 2)
    yield


def play(game: str, people: list[Identity], table: bytes) -> list[list[Envelope]]:
    """A whole game of `people` at `table` on a MemNet: each peer's logged messages, in the
    order it accepted them (its record)."""
    net = MemNet()
    host = people[0]
    kinds = ["host"] + ["remote"] * (len(people) - 1)
    bots = {i: "random" for i in range(len(people))}
    roster = new_table(game, config(game, len(people)), Member(host.public_key, host.name, "p0"),
                       kinds, bots)  # fmt: skip
    nodes = [net.add(Peer.host_table(host, "p0", bot(host), roster, table))]
    for i, me in enumerate(people[1:], 1):
        nodes.append(net.add(Peer.joining(me, f"p{i}", bot(me), "p0")))
    net.run(net.all_finished, limit=120)
    assert all(n.final and not n.stopped for n in nodes), [n.notices[-3:] for n in nodes]
    return [
        [open_envelope(base64.b64decode(line["m"]), table) for line in n.record if "m" in line]
        for n in nodes
    ]


def secrets_sent(logs: list[list[Envelope]]) -> dict[bytes, str]:
    """Every drawn value the peers sent (chain tops, commitments, table keys, seeds): its kind.
    Each is sent once: a value met twice would be a seed drawn twice."""
    sent = [(e.body[SECRET_FIELDS[e.kind]], e.kind) for e in logs[0] if e.kind in SECRET_FIELDS]
    assert len(dict(sent)) == len(sent)
    return dict(sent)


@pytest.mark.parametrize("game", [DICE, BLIND])
def test_i31_the_same_key_at_the_same_table_sends_the_same_bytes(game: str) -> None:
    people = [person("R0", 31), person("R1", 31)]
    first, again = play(game, people, bytes(range(16))), play(game, people, bytes(range(16)))
    assert [[e.raw for e in log] for log in first] == [[e.raw for e in log] for log in again]
    kinds = Counter(e.kind for e in first[0])
    assert kinds["chain"] >= (4 if game == DICE else 2)  # Dice Race: several chains each
    assert kinds["commit" if game == DICE else "shuffle"] >= 2, kinds


@pytest.mark.parametrize("game", [DICE, BLIND])
def test_i31_a_fresh_table_or_key_gives_fresh_secrets(game: str) -> None:
    people = [person("R0", 31), person("R1", 31)]
    before = secrets_sent(play(game, people, bytes(range(16))))
    other_table = secrets_sent(play(game, people, bytes(range(1, 17))))
    other_keys = secrets_sent(play(game, [person("R0", 32), person("R1", 32)], bytes(range(16))))
    drawn = {"chain", "commit"} if game == DICE else {"chain", "key", "seed"}
    assert set(before.values()) == set(other_table.values()) == drawn
    assert Counter(before.values())["chain"] >= (4 if game == DICE else 2)
    assert not before.keys() & other_table.keys()
    assert not before.keys() & other_keys.keys()


def test_i31_each_profile_is_made_with_a_fresh_key(tmp_path: Path) -> None:
    """The I/O side's draw of the key every secret derives from: one per profile."""
    store = ProfileStore(tmp_path)
    ada, bea = store.load_or_create("Ada"), store.load_or_create("Bea")
    assert ada.public_key != bea.public_key
    assert ada.derive(b"chain" + bytes(16)) != bea.derive(b"chain" + bytes(16))
    assert store.load_or_create("Ada").derive(b"x") == ada.derive(b"x")  # kept, not redrawn
