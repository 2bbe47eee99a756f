"""Desyncs: a peer whose state differs is named, its first differing field shown, and fixed.

A peer's state is corrupted in memory by rules that change the lockstep's own state after
one applied action (`Corrupting`, never in a rebuild); a determinism bug is a rules core
that computes something else from the same log, so that the corrupted peer's rebuild gives
the corrupt state again.
"""

from __future__ import annotations

from typing import Any

import pytest

from core import canonical
from net.identity import Identity
from net.protocol.effects import Desynced, Stopped
from tests.net.memnet import MemNet, Node
from tests.net.tables import (
    BONUS,
    GAME,
    GAMES,
    QUIRKS,
    agreed,
    clean_steps,
    label,
    record_text,
    table,
    undisturbed,
)

rich = QUIRKS[GAME].corrupt  # Eight-Minute Empire: seat 1 holds BONUS more coins


def single_action_step(people: list[Identity], after: int, game: str = GAME) -> int:
    """The first step past `after` that is exactly one action (ends a step, as did the last)."""
    steps = clean_steps(people, game)
    return next(k for k in sorted(steps) if k > after and k - 1 in steps)


class Corrupting:
    """The rules of a lockstep, corrupting the state it applies action number k to (its
    own state at that index: a rebuild's states are other objects)."""

    def __init__(self, lockstep: Any, k: int, corrupt: Any) -> None:
        self.lockstep, self.real, self.k, self.corrupt = lockstep, lockstep.game, k, corrupt

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def apply_action(self, state: Any, action: Any) -> Any:
        """The real rules' result, corrupted right after action k of the live game."""
        after = self.real.apply_action(state, action)
        live = state is self.lockstep.state and self.lockstep.index == self.k - 1
        return self.corrupt(after) if live else after


def corrupt_at(node: Node, k: int, game: str = GAME) -> None:
    """Corrupt `node`'s state in memory right after it applies action number k."""
    lockstep = node.peer.game
    assert lockstep is not None and lockstep.index < k
    lockstep.game = Corrupting(lockstep, k, QUIRKS[game].corrupt)


class Skewed:
    """A rules core that computes a different state for one transition: a determinism bug.

    It gets seat 1 BONUS coins whenever the true result is the state with hash `wrong_at`,
    in the game and in every rebuild alike.
    """

    def __init__(self, real: Any, wrong_at: bytes) -> None:
        self.real, self.wrong_at = real, wrong_at

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)

    def apply_action(self, state: Any, action: Any) -> Any:
        """The real rules' result, skewed at one state."""
        after = self.real.apply_action(state, action)
        if bytes.fromhex(canonical.state_hash(after)) == self.wrong_at:
            return rich(after)
        return after


def skew(node: Node, wrong_at: bytes) -> None:
    """Give `node` (only) the skewed rules core."""
    game = node.peer.game
    assert game is not None
    game.game = Skewed(game.game, wrong_at)


def begin(net: MemNet, nodes: list[Node]) -> None:
    """Run until every peer is in the game."""
    net.run(lambda: all(n.peer.game is not None for n in nodes), limit=30)


def coins_of_seat_1(state: bytes, game: str = GAME) -> int:
    """Seat 1's coins (the corrupted field) in a canonical state dump."""
    return QUIRKS[game].value(canonical.decode(state))


@pytest.mark.parametrize("game", GAMES)
def test_a_corrupted_peer_is_the_named_minority_and_rebuilds_from_the_log(game: str) -> None:
    """Three peers: the corrupted one is named, with the field and both values; recovered."""
    net, nodes, people = table(3, game=game)
    k = single_action_step(people, 14, game)
    begin(net, nodes)
    corrupt_at(nodes[2], k, game)
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people, game)
    reports = [n.desyncs for n in nodes]
    assert all(r == reports[0] for r in reports) and len(reports[0]) == 1
    [report] = reports[0]
    true_state = nodes[0].of(Desynced)[0].state
    coins = coins_of_seat_1(true_state, game)
    majority = clean_steps(people, game)[k].hex()
    assert report["detected_at"] == k
    assert report["majority"] == majority
    assert report["minority"] == [label(people[2])]
    compared = min(people[:2], key=lambda p: p.public_key)  # the majority's first, by key
    assert report["first_difference"] == {
        "path": QUIRKS[game].path,
        "values": [
            {"peer": label(people[2]), "value": coins + BONUS},
            {"peer": label(compared), "value": coins},
        ],
    }
    assert report["recovered"] is True
    assert report["verdict"] == "recovered: rebuilding from the signed log gave the majority state"
    assert {p["peer"]: p["rebuilt"] for p in report["peers"]} == {
        label(x): majority for x in people
    }
    assert coins_of_seat_1(nodes[2].of(Desynced)[0].state, game) == coins + BONUS
    assert nodes[1].of(Desynced)[0].state == true_state


def test_a_desync_inside_a_secret_round_is_reported_where_the_round_ends() -> None:
    """Acks come per step: a corruption after the first revealed move shows at the round's end."""
    net, nodes, people = table(3)
    steps = clean_steps(people)
    k = next(i for i in sorted(steps) if i + 1 not in steps)  # the first multi-action step
    end = next(i for i in sorted(steps) if i > k)
    assert end - k == 3  # the three secret moves
    begin(net, nodes)
    corrupt_at(nodes[1], k + 1)
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    [report] = nodes[0].desyncs
    assert all(n.desyncs == [report] for n in nodes)
    assert (report["detected_at"], report["minority"], report["recovered"]) == (
        end,
        [label(people[1])],
        True,
    )
    assert report["first_difference"]["path"] == "players[1].coins"


def test_two_peers_without_a_majority_go_on_when_both_rebuilds_agree() -> None:
    """No majority among two; every rebuild gives the same state, so the table recovers."""
    net, nodes, people = table(2)
    k = single_action_step(people, 14)
    begin(net, nodes)
    corrupt_at(nodes[1], k)
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    [report] = nodes[0].desyncs
    assert nodes[1].desyncs == [report]
    truth = clean_steps(people)[k].hex()
    assert report["detected_at"] == k
    by_key = sorted(people, key=lambda p: p.public_key)
    coins = coins_of_seat_1(nodes[0].of(Desynced)[0].state)
    seen = {label(people[0]): coins, label(people[1]): coins + BONUS}
    assert report["majority"] is None
    assert report["minority"] == [label(p) for p in by_key]  # without a majority: everyone
    assert report["first_difference"] == {
        "path": "players[1].coins",
        "values": [{"peer": label(p), "value": seen[label(p)]} for p in by_key],
    }
    assert report["recovered"] is True
    assert report["verdict"] == "recovered: rebuilding from the signed log gave the majority state"
    assert {p["peer"]: p["rebuilt"] for p in report["peers"]} == {label(x): truth for x in people}


def test_a_determinism_bug_is_unrecoverable_and_the_minority_adopts_the_majority_state() -> None:
    """When rebuilding gives the corrupt state again, the report says so; the game goes on."""
    net, nodes, people = table(3)
    k = single_action_step(people, 14)
    truth = clean_steps(people)[k]
    begin(net, nodes)
    skew(nodes[2], truth)
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    [report] = nodes[0].desyncs
    assert all(n.desyncs == [report] for n in nodes)
    wrong = next(p["hash"] for p in report["peers"] if p["peer"] == label(people[2]))
    assert report["detected_at"] == k
    assert report["minority"] == [label(people[2])]
    assert report["majority"] == truth.hex()
    assert report["recovered"] is False
    assert "determinism" in report["verdict"]
    assert report["verdict"] == (
        "not recoverable by rebuild: the same signed log gives another state, a determinism "
        "bug in the rules core (the minority adopted the majority state)"
    )
    assert {p["peer"]: p["rebuilt"] for p in report["peers"]} == {
        label(people[0]): truth.hex(),
        label(people[1]): truth.hex(),
        label(people[2]): wrong,
    }
    assert report["first_difference"]["path"] == "players[1].coins"
    skewed = nodes[2].peer.game
    assert skewed is not None and skewed.hashes[k] == truth  # adopted the majority's state
    assert isinstance(skewed.game, Skewed)  # its rules core is still the faulty one


def test_two_peers_with_a_determinism_bug_stop_the_table() -> None:
    """Two peers, no majority, and rebuilds that disagree: nobody can tell who is right."""
    net, nodes, people = table(2)
    k = single_action_step(people, 14)
    begin(net, nodes)
    skew(nodes[1], clean_steps(people)[k])
    net.run(lambda: all(n.stopped for n in nodes), limit=30)
    reason = f"desync at action {k} with no majority: the table stopped"
    assert [n.of(Stopped) for n in nodes] == [[Stopped(reason)]] * 2
    [report] = nodes[0].desyncs
    assert nodes[1].desyncs == [report]
    assert report["majority"] is None and report["recovered"] is False
    assert report["verdict"] == (
        "no majority and the rebuilds disagree (a determinism bug in a rules core): "
        "the table stopped"
    )
    assert [n.final for n in nodes] == [None, None]


@pytest.mark.parametrize("game", GAMES)
def test_the_records_of_a_desynced_game_verify_and_show_the_desync(game: str) -> None:
    """`tavolata replay --verify` on a record holding `desync` messages: the verifier is an
    observer with no state message of its own in the case; it reports the desync too."""

    from net.protocol.netrecord import verify_text

    net, nodes, people = table(3, game=game)
    k = single_action_step(people, 14, game)
    begin(net, nodes)
    corrupt_at(nodes[2], k, game)
    net.run(net.all_finished, limit=300)
    for node in nodes:
        outcome = verify_text(record_text(node.record))
        assert outcome.finished and outcome.final_hash == agreed(nodes)
        [report] = outcome.desyncs
        assert report["detected_at"] == k and report["minority"] == [label(people[2])]
        assert report["first_difference"]["path"] == QUIRKS[game].path


def tamper_evidence(game: Any, edit: Any) -> None:
    """Make `game`'s peer edit the body of its own `desync` message before signing it."""
    honest = game.contributions

    def edited(driver: Any) -> list[tuple[str, dict[str, Any]]]:
        out = honest(driver)
        for kind, body in out:
            if kind == "desync":
                edit(body)
        return out

    game.contributions = edited


def test_evidence_that_does_not_match_its_ack_is_not_used_and_its_peer_is_named() -> None:
    """A majority peer sends a `desync` whose state and hash agree with each other but not
    with its ack: the report compares the next consistent majority peer and names the liar;
    the majority is still the acks', and the game goes on."""

    from net.protocol.desync import INCONSISTENT, report_text
    from net.protocol.netrecord import verify_text

    net, nodes, people = table(3)
    k = single_action_step(people, 14)
    begin(net, nodes)
    corrupt_at(nodes[2], k)
    liar = min((0, 1), key=lambda i: people[i].public_key)  # the majority peer compared first
    game = nodes[liar].peer.game
    assert game is not None

    def lie(body: dict[str, Any]) -> None:  # a richer state, and its own hash: not the ack
        state = rich(canonical.decode(body["state"]))
        body["state"] = canonical.encode(state)
        body["hash"] = bytes.fromhex(canonical.state_hash(state))

    tamper_evidence(game, lie)
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    [report] = nodes[0].desyncs
    assert all(n.desyncs == [report] for n in nodes)
    assert report["inconsistent"] == [label(people[liar])]
    assert report["minority"] == [label(people[2])] and report["recovered"] is True
    other = label(people[1 - liar])
    diff = report["first_difference"]
    assert diff["path"] == "players[1].coins"
    assert [side["peer"] for side in diff["values"]] == [label(people[2]), other]
    assert f"  {INCONSISTENT}: {label(people[liar])}" in report_text(report).split("\n")
    for node in nodes:  # the verifier builds the same report
        outcome = verify_text(record_text(node.record))
        assert outcome.verdict == "finished" and outcome.desyncs == [report]


def test_a_state_that_does_not_hash_to_its_hash_is_never_adopted() -> None:
    """A determinism bug makes the minority adopt a majority state: never from evidence
    whose state does not hash to its hash."""
    net, nodes, people = table(3)
    k = single_action_step(people, 14)
    truth = clean_steps(people)[k]
    begin(net, nodes)
    skew(nodes[2], truth)
    liar = min((0, 1), key=lambda i: people[i].public_key)  # adopted from first, if usable
    game = nodes[liar].peer.game
    assert game is not None

    def garble(body: dict[str, Any]) -> None:  # a state that no longer hashes to its hash
        body["state"] = canonical.encode(rich(canonical.decode(body["state"])))

    tamper_evidence(game, garble)
    net.run(net.all_finished, limit=60)
    assert agreed(nodes) == undisturbed(people)
    [report] = nodes[0].desyncs
    assert report["inconsistent"] == [label(people[liar])]
    assert report["first_difference"]["path"] == "players[1].coins"
