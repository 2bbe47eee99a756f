"""Hidden information between peers on the in-memory network (docs/protocol.md, "Reveals"):
Blind Pass and the mephitic swamp played with keys, shuffles, blinded requests, shares,
re-masks and the audit; the faults a peer can commit, each stopping the table naming it;
a restart between a request and its shares; records verified with the audit."""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

import pytest

from client.seats import BotDriver
from core import hidden
from core.api import Action, Game
from net.identity import Identity
from net.protocol import netrecord
from net.protocol.deck import Composition
from net.protocol.effects import Learned, Stopped
from net.protocol.messages import PROTOCOL_VERSION
from net.protocol.recordformat import RecordError
from net.protocol.settings import DEFAULT, Timing
from net.protocol.wire import open_envelope
from tests.net.memnet import MemNet, Node
from tests.net.tables import TABLE, agreed, host_peer, label, person, record_text, table
from tests.net.test_peer_restart import restart

BLIND = "blind_pass"
POOL = {"players": 3, "variants": ["pool"]}
SWAMP = {"players": 4, "edition": "legends", "variants": ["exploration_tokens", "mephitic_swamp"]}


def blind(
    players: int = 3, pairs: bool = False, timing: Timing = DEFAULT
) -> tuple[MemNet, list[Node], list[Identity]]:
    """A Blind Pass table of bots, not yet run."""
    options = {"players": players, "variants": ["pairs"] if pairs else []}
    return table(players, game=BLIND, options=options, timing=timing)


def kinds(node: Node) -> list[tuple[str, dict[str, Any], bytes]]:
    """(kind, body, sender) of every message in a node's record, in order."""
    out = []
    for line in node.record:
        if "m" in line:
            env = open_envelope(base64.b64decode(line["m"]), TABLE, (PROTOCOL_VERSION,))
            out.append((env.kind, env.body, env.sender))
    return out


# -- whole games --------------------------------------------------------------------------


@pytest.mark.parametrize("players,pairs", [(3, False), (4, True)], ids=["three", "pairs"])
def test_a_blind_pass_game_keeps_every_hand_secret_and_agrees(players: int, pairs: bool) -> None:
    net, nodes, people = blind(players, pairs)
    net.run(net.all_finished, limit=120)
    agreed(nodes)
    sent = kinds(nodes[0])
    assert {"key", "shuffle", "request", "share", "seed"} <= {k for k, _, _ in sent}
    states = {n.peer.game.state for n in nodes if n.peer.game}
    assert len(states) == 1  # one public state: nothing in it depends on a peer's knowledge
    revealed = [a for a in nodes[0].actions if a[0] == hidden.REVEALED]
    assert revealed and all(len(a) == 3 for a in revealed)  # private resolutions: no value
    for node in nodes:
        lockstep = node.peer.game
        assert lockstep is not None
        state = lockstep.state
        for seat in range(players):
            known = dict(lockstep.knowledge(seat))
            if seat in lockstep.hidden.seats:
                assert set(known) <= hidden.entitled(state.secrets, seat)
                assert known and {h for h in state.hands[seat] if h[0] == "deck"} <= set(known)
            else:
                assert known == {}  # a peer keeps knowledge only for the seats it drives
        # Nothing secret in any byte any peer sent, logged or recorded (card points never;
        # a peer's seed and key secret not before the audit's seeds).
        ours = lockstep.hidden.ours
        points = Composition("deck", hidden.sort_values(range(1, 7))).points
        for other in nodes:
            assert all(set(x) == {"m"} for x in other.record[1:])  # no other kind of line
            lines = [base64.b64decode(x["m"]) for x in other.record[1:]]
            first = next(n for n, x in enumerate(other.record[1:]) if kinds_of(x) == "seed")
            assert all(p not in b"".join(lines) for p in points)
            assert ours.seed not in b"".join(lines[:first]) and ours.x not in b"".join(lines)
    learned = [e for n in nodes for e in n.of(Learned)]
    assert learned and "knowledge" not in repr(learned[0])
    if pairs:  # seats 0 and 2 sit at two peers: each asks for itself, both learn the card
        asked = [s for k, b, s in sent if k == "request" and (b["index"], b["request"]) == (1, 0)]
        assert sorted(asked) == sorted([people[0].public_key, people[2].public_key])
        g0, g2 = nodes[0].peer.game, nodes[2].peer.game
        assert g0 is not None and g2 is not None
        assert dict(g0.knowledge(0))[("deck", 0)] == dict(g2.knowledge(2))[("deck", 0)]


def test_a_pool_game_mixes_two_decks_by_every_peer_in_turn_and_verifies() -> None:
    """Blind Pass's pool variant: deck and pool shuffled, then one Mix of 14 handles that
    each member shuffles in member order (`mix` parts of step 2); nobody knows any pool or
    drawn card it was not dealt; the records verify with the audit."""
    net, nodes, people = table(3, game=BLIND, options=POOL)
    net.run(net.all_finished, limit=120)
    agreed(nodes)
    mixes = [(b, s) for k, b, s in kinds(nodes[0]) if k == "mix"]
    assert [s for _, s in mixes] == [p.public_key for p in people]
    assert all(b["index"] == 2 and len(b["cards"]) == 14 for b, _ in mixes)
    for node in nodes:
        lockstep = node.peer.game
        assert lockstep is not None
        for seat in lockstep.hidden.seats:
            known = set(lockstep.knowledge(seat))
            assert known and not {d for d, _ in known} & {"deck", "pool"}  # only mixed
            assert known <= hidden.entitled(lockstep.state.secrets, seat)
        verified = netrecord.verify_text(record_text(node.record))
        assert verified.verdict == netrecord.FINISHED, verified.verdict_text()


def test_an_advisor_game_of_wonderful_kingdom_mixes_its_deck_and_verifies() -> None:
    """It's a Wonderful Kingdom's Advisor module: the development cards and the Advisor
    pool mixed by both peers into deck "dev" (85 cards: 75 and 10 of the pool), the game
    played to the end, the audit checking both lists by their opened values."""
    net, nodes, _ = table(2, game="wonderful_kingdom", options={"players": 2, "module": "advisor"})
    net.run(net.all_finished, limit=600)
    agreed(nodes)
    mixes = [b for k, b, _ in kinds(nodes[0]) if k == "mix"]
    assert [len(b["cards"]) for b in mixes] == [85, 85]
    verified = netrecord.verify_text(record_text(nodes[1].record))
    assert verified.verdict == netrecord.FINISHED, verified.verdict_text()


def test_a_four_bot_swamp_game_plays_peeks_and_verifies() -> None:
    net, nodes, _ = table(4, options=SWAMP)
    net.run(net.all_finished, limit=300)
    agreed(nodes)
    done = {a[0] for a in nodes[0].actions}
    assert {"shuffled", "revealed", "shown", "peek"} <= done
    for node in nodes:
        verified = netrecord.verify_text(record_text(node.record))
        assert verified.verdict == netrecord.FINISHED, verified.verdict_text()


def test_one_peer_driving_every_seat_opens_its_own_reveals_and_verifies() -> None:
    # A person and a bot at one window: no other key holder sends a share, and the sum of
    # none is the identity (net/protocol/deck.py, open_private); this stopped the table at the deal.
    net = MemNet()
    me = person("P0")
    node = net.add(host_peer(me, 2, seats=["host", "bot"], game=BLIND, options={"players": 2}))
    net.run(net.all_finished, limit=120)
    assert node.stopped is None and node.final is not None
    lockstep = node.peer.game
    assert lockstep is not None
    for seat in (0, 1):
        known = dict(lockstep.knowledge(seat))
        assert {h for h in lockstep.state.hands[seat] if h[0] == "deck"} <= set(known)
    verified = netrecord.verify_text(record_text(node.record))
    assert verified.verdict == netrecord.FINISHED, verified.verdict_text()


# -- faults -------------------------------------------------------------------------------


def hooked(node: Node, hook: Callable[[str, dict[str, Any]], dict[str, Any] | None]) -> None:
    """A filter on a node's outgoing game messages (as the lab's cheats are: `Peer`'s
    `outgoing`), given before the game begins, which is when the peer hands it on."""
    assert node.peer.game is None
    node.peer.outbox.outgoing = hook


def test_a_wrong_share_stops_the_table_at_once_naming_the_peer() -> None:
    net, nodes, people = blind(3)
    g = bytes.fromhex("5866666666666666666666666666666666666666666666666666666666666666")
    hooked(nodes[1], lambda kind, body: {**body, "share": g} if kind == "share" else body)
    net.run(net.all_finished, limit=60)
    for node in (nodes[0], nodes[2]):
        assert node.stopped and label(people[1]) in node.stopped
        assert "Chaum–Pedersen proof does not check" in node.stopped
        assert node.peer.game is not None and node.peer.game.index == 1  # the first deal
    verified = netrecord.verify_text(record_text(nodes[0].record))
    assert verified.verdict == netrecord.STOPPED and verified.stop is not None
    assert verified.stop.reason == "hidden" and verified.stop.blame == [label(people[1])]


class Liar(BotDriver):
    """Plays a bot, except that once it claims a hand card is another value than it is."""

    def __call__(self, game: Game, state: Any, seat: int, index: int) -> Action | None:
        known = self.knowledge_of(seat) if self.knowledge_of else {}
        for handle in state.hands[seat]:
            if handle in known and state.top >= 7:
                lie = next(v for v in range(6, 0, -1) if v != known[handle])
                if lie >= state.pile:
                    return ("play", *handle, lie)
        return super().__call__(game, state, seat, index)


def test_a_claim_that_its_reveal_refutes_stops_naming_the_seat() -> None:
    net, nodes, people = blind(3)
    nodes[1].peer.driver = Liar(lambda seat: "random", people[1].derive(b"bots"))
    net.run(net.all_finished, limit=60)
    for node in nodes:
        assert node.stopped and "lied about a card" in node.stopped
        assert "claimed" in node.stopped
    verified = netrecord.verify_text(record_text(nodes[2].record))
    assert verified.stop is not None and verified.stop.reason == "claim"
    roster = nodes[2].peer.roster
    assert roster is not None and verified.stop.blame == [roster.seat_label(1)]


def test_a_withheld_share_is_named_after_the_deadline_then_abandoned() -> None:
    net, nodes, people = blind(3, timing=DEFAULT.with_reveal_deadlines(3.0, 4.0))  # not 30, 120
    hooked(nodes[2], lambda kind, body: None if kind == "share" else body)
    net.run(lambda: any("withheld its part" in t for t in nodes[0].notices), limit=60)
    assert 3 <= net.now < 5
    assert not nodes[0].stopped and label(people[2]) in nodes[0].notices[-1]
    net.run(net.all_finished, limit=20)
    assert nodes[0].stopped and "abandoned" in nodes[0].stopped
    assert label(people[2]) in nodes[0].stopped
    sent = kinds(nodes[0])
    assert any(k == "withheld" and b["peers"] == [people[2].public_key] for k, b, _ in sent)
    verified = netrecord.verify_text(record_text(nodes[0].record))
    assert verified.stop is not None and verified.stop.reason == "withheld"


def test_a_card_substituted_in_a_shuffle_is_caught_at_the_audit_naming_the_peer() -> None:
    net, nodes, people = blind(3)

    def substitute(kind: str, body: dict[str, Any]) -> dict[str, Any]:
        if kind != "shuffle":
            return body
        cards = list(body["cards"])
        cards[3] = cards[5]  # a copy: the deck now has a card twice and misses one
        return {**body, "cards": cards}

    hooked(nodes[1], substitute)
    net.run(net.all_finished, limit=120)
    for node in nodes:
        assert node.stopped and "the audit failed" in node.stopped, node.stopped
        assert label(people[1]) in node.stopped and "at position 3" in node.stopped
        assert node.peer.game is not None and node.peer.game.index == len(node.actions)
    verified = netrecord.verify_text(record_text(nodes[2].record))
    assert verified.verdict == netrecord.STOPPED and verified.stop is not None
    assert verified.stop.reason == "audit" and verified.stop.blame == [label(people[1])]


@pytest.mark.parametrize("fault", ["short", "copy"])
def test_a_wrong_mix_list_is_named_like_a_wrong_shuffle(fault: str) -> None:
    """Peer 1's list of the mix: one card short stops the table at once (`hidden`); a card
    copied over another is found at the audit (`audit`), its opened values differing from
    its input's. Either way peer 1 is named, and the records prove it."""
    net, nodes, people = table(3, game=BLIND, options=POOL)

    def wrong(kind: str, body: dict[str, Any]) -> dict[str, Any]:
        if kind != "mix":
            return body
        cards = list(body["cards"])
        if fault == "short":
            return {**body, "cards": cards[1:]}
        cards[3] = cards[5]
        return {**body, "cards": cards}

    hooked(nodes[1], wrong)
    net.run(net.all_finished, limit=120)
    for node in (nodes[0], nodes[2]):
        assert node.stopped and label(people[1]) in node.stopped, node.stopped
        if fault == "short":
            assert "the mix of deck 'drawn': 13 cards for a list of 14" in node.stopped
            assert node.peer.game is not None and node.peer.game.index == 2
        else:
            assert "the audit failed" in node.stopped and "at position 3" in node.stopped
            assert "mix 0: its list opens to other values than its input" in node.stopped
    verified = netrecord.verify_text(record_text(nodes[2].record))
    assert verified.verdict == netrecord.STOPPED and verified.stop is not None
    reason = "hidden" if fault == "short" else "audit"
    assert verified.stop.reason == reason and verified.stop.blame == [label(people[1])]


# -- restarts and records -----------------------------------------------------------------


def own_requests(node: Node, key: bytes) -> int:
    """How many requests `key` logged in the node's record."""
    return sum(1 for k, _, s in kinds(node) if k == "request" and s == key)


def test_a_peer_restarted_between_its_request_and_the_shares_relearns_its_hand() -> None:
    clean_net, clean, people = blind(3)
    clean_net.run(clean_net.all_finished, limit=120)
    whole = clean[1].peer.game
    assert whole is not None
    net, nodes, _ = blind(3)
    net.run(lambda: own_requests(nodes[1], people[1].public_key) >= 1, limit=30)
    lockstep = nodes[1].peer.game
    assert lockstep is not None and not lockstep.knowledge(1)  # asked, not answered yet
    net.kill(nodes[1].address)
    net.run(lambda: False, limit=3)
    new = restart(net, nodes, people, 1)
    net.run(net.all_finished, limit=120)
    agreed(nodes)
    again = new.peer.game
    assert again is not None and dict(again.knowledge(1)) == dict(whole.knowledge(1))
    assert new.of(Learned)


def test_records_verify_with_the_audit_and_a_cut_or_tampered_one_does_not_finish() -> None:
    net, nodes, _ = blind(3)
    net.run(net.all_finished, limit=120)
    agreed(nodes)
    record = nodes[1].record
    assert netrecord.verify_text(record_text(record)).verdict == netrecord.FINISHED
    first_seed = next(i for i, x in enumerate(record) if "m" in x and b"seed" in
                      base64.b64decode(x["m"]) and kinds_of(x) == "seed")  # fmt: skip
    cut = netrecord.verify_text(record_text(record[:first_seed]))
    assert cut.verdict == netrecord.INTERRUPTED  # every ack agreed, but no audit ran
    share = next(i for i, x in enumerate(record) if "m" in x and kinds_of(x) == "share")
    raw = bytearray(base64.b64decode(record[share]["m"]))
    raw[-70] ^= 1  # a bit of the share's payload: the signature no longer checks
    tampered = [*record[:share], {"m": base64.b64encode(bytes(raw)).decode()}, *record[share + 1 :]]
    with pytest.raises(RecordError, match=f"line {share + 1}"):
        netrecord.verify_text(record_text(tampered))


def kinds_of(line: dict[str, Any]) -> str:
    """The kind of one record line's message."""
    return open_envelope(base64.b64decode(line["m"]), TABLE, (PROTOCOL_VERSION,)).kind


def test_a_stranger_game_without_secrets_sends_no_key() -> None:
    net, nodes, _ = table(2, game="dice_race")
    net.run(net.all_finished, limit=60)
    agreed(nodes)
    assert not {"key", "seed"} & {k for k, _, _ in kinds(nodes[0])}


def test_the_same_people_play_the_same_hidden_game() -> None:
    people = [person(f"P{i}") for i in range(3)]
    finals = []
    for _ in range(2):
        net, nodes, _ = table(3, game=BLIND, options={"players": 3}, people=people)
        net.run(net.all_finished, limit=120)
        finals.append(agreed(nodes))
    assert finals[0] == finals[1]
    assert not any(isinstance(e, Stopped) for n in nodes for e in n.effects)
