"""The protocol's state machines (net/protocol/machine.py): each table drives its machine, moves the
table lacks are refused, and docs/protocol.md prints every table as it is.

The commit round's own scenarios are in tests/net/test_commit.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from core import canonical, registry
from net.protocol import acks, beacon, dialing, dispute, draws
from net.protocol.acks import StepAcks, Steps
from net.protocol.commit import CommitRound
from net.protocol.dialing import Conn, Dialer, Join
from net.protocol.dispute import Dispute, state_hash
from net.protocol.draws import Draw, Draws
from net.protocol.liveness import Liveness, Presence
from net.protocol.machine import Later, Machine, Refused, markdown
from net.protocol.outbox import Outbox
from net.protocol.reveals import RevealNode, SeedAudit
from net.protocol.roster import Member, Roster, new_table
from net.protocol.seated import Seated
from net.protocol.settings import DEFAULT
from tests.net.tables import TABLE, TINY

MACHINES: list[type[Machine]] = [
    StepAcks,
    CommitRound,
    Draw,
    Dispute,
    RevealNode,
    SeedAudit,
    Conn,
    Join,
    Presence,
]
A, B, C = b"\x01" * 32, b"\x02" * 32, b"\x03" * 32
H0, H1 = b"\xa0" * 32, b"\xa1" * 32


def bare(cls: type[Machine], state: str) -> Machine:
    """A machine of `cls` in `state`, without its data (enough to fire events)."""
    machine = cls.__new__(cls)
    machine.state = state
    return machine


@pytest.mark.parametrize("cls", MACHINES, ids=lambda c: c.NAME)
def test_every_state_is_reachable_and_every_other_move_is_refused(cls: type[Machine]) -> None:
    """From the initial state the table reaches each of its states; a (state, event) pair
    it lacks raises Refused and leaves the machine where it was."""
    table = cls.TABLE
    states = {cls.INITIAL} | {s for s, _ in table} | {n for n, _ in table.values()}
    events = {e for _, e in table}
    reached, frontier = {cls.INITIAL}, [cls.INITIAL]
    while frontier:
        here = frontier.pop()
        for (state, _), (after, _) in table.items():
            if state == here and after not in reached:
                reached.add(after)
                frontier.append(after)
    assert reached == states
    for state in sorted(states):
        for event in sorted(events):
            machine = bare(cls, state)
            if (state, event) in table:
                assert machine.fire(event) == table[(state, event)][1]
                assert machine.state == table[(state, event)][0]
            else:
                with pytest.raises(Refused, match=f"^{event} while {state} "):
                    machine.fire(event)
                assert machine.state == state and not machine.can(event)


@pytest.mark.parametrize("cls", MACHINES, ids=lambda c: c.NAME)
def test_docs_print_every_table_as_it_is(cls: type[Machine]) -> None:
    """docs/protocol.md, "State machines", holds each table exactly
    (net.protocol.machine.markdown)."""
    docs = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")
    section = docs[docs.index("## State machines") :]
    assert f"`{cls.NAME}`" in section
    assert markdown(cls.TABLE) in section


# -- steps and acks ---------------------------------------------------------------------------


def test_a_step_is_confirmed_when_every_ack_agrees_and_refuses_a_second_ack() -> None:
    steps = Steps(3, H0)
    assert steps.to_ack == [0] and steps.confirmed == -1
    assert steps.ack(A, 0, H0, 0) == () and steps.ack(B, 0, H0, 0) == ()
    with pytest.raises(Refused, match="a second ack of step 0"):
        steps.ack(B, 0, H0, 0)
    assert steps.ack(C, 0, H0, 0) == (acks.CONFIRM,)
    assert (steps.machines[0].state, steps.confirmed) == (acks.CONFIRMED, 0)
    with pytest.raises(Later):
        steps.ack(A, 1, H1, 0)  # a step not reached here yet
    steps.reached(2, H1)
    with pytest.raises(Refused, match="an ack of 1, which is not the end of a step"):
        steps.ack(A, 1, H1, 2)


def test_acks_that_differ_dispute_the_step_until_it_is_settled() -> None:
    steps = Steps(2, H0)
    steps.ack(A, 0, H0, 0)
    assert steps.ack(B, 0, H1, 0) == (acks.DISPUTE,)
    assert steps.machines[0].state == acks.DISPUTED and steps.confirmed == -1
    assert steps.settled(0, H1) == (acks.CONFIRM,)
    assert (steps.hashes[0], steps.confirmed, steps.machines[0].state) == (H1, 0, acks.CONFIRMED)


def test_a_step_whose_acks_complete_after_a_later_confirmed_one_is_overtaken() -> None:
    steps = Steps(2, H0)
    steps.reached(1, H1)
    steps.ack(A, 0, H0, 1)  # B skips its ack of step 0
    steps.ack(A, 1, H1, 1)
    assert steps.ack(B, 1, H1, 1) == (acks.CONFIRM,)
    assert steps.ack(B, 0, H0, 1) == ()
    assert steps.machines[0].state == acks.OVERTAKEN and steps.confirmed == 1


# -- beacon draws ------------------------------------------------------------------------------


def two_draws() -> tuple[Draws, dict[bytes, beacon.HashChain]]:
    chains = {A: beacon.HashChain.create(4, b"a" * 32), B: beacon.HashChain.create(4, b"b" * 32)}
    roster = new_table("blind_pass", {"players": 2}, Member(A, "A", ""), ["host", "remote"])
    at = Seated(TABLE, roster.with_member(B, "B", ""), A, lambda label: label)
    d = Draws(at, Outbox())
    for key, chain in chains.items():
        d.chain(key, chain.top, chain.length)
    return d, chains


def test_a_draw_collects_every_members_link_then_picks() -> None:
    d, chains = two_draws()
    with pytest.raises(Later):
        d.link(A, 0, chains[A].link(0), ready=False)  # not at a chance node
    with pytest.raises(Later):
        d.link(A, 1, chains[A].link(1), ready=True)  # a later draw
    with pytest.raises(Refused, match="from a peer not at the table"):
        d.link(C, 0, bytes(32), ready=True)
    with pytest.raises(Refused, match="a beacon chain from a peer not at the table"):
        d.chain(C, bytes(32), 4)
    assert d.link(A, 0, chains[A].link(0), ready=True) == ()
    with pytest.raises(Refused, match="a second link for draw 0"):
        d.link(A, 0, chains[A].link(0), ready=True)
    assert d.link(B, 0, chains[B].link(0), ready=True) == (draws.PICK,)
    assert d.current.state == draws.DRAWN
    links = {A: chains[A].link(0), B: chains[B].link(0)}
    outcomes = [("x", beacon.Fraction(1, 2)), ("y", beacon.Fraction(1, 2))]
    expected = beacon.pick(beacon.beacon(TABLE, 0, links), outcomes)
    assert d.outcome(outcomes) == expected and d.count == 1
    with pytest.raises(Refused, match="a late link for draw 0"):
        d.link(B, 0, chains[B].link(0), ready=True)


def test_a_link_off_its_chain_is_a_bad_link_and_the_draw_goes_on() -> None:
    d, _ = two_draws()
    assert d.link(A, 0, bytes(32), ready=True) == (draws.STOP_BEACON,)
    assert d.broken == "the link for draw 0 does not hash to the previous one"
    assert d.current.state == draws.COLLECTING  # the stop is the coordinator's


# -- desync disputes ---------------------------------------------------------------------------


def roster_of_three() -> Roster:
    roster = new_table(TINY, {"players": 3}, Member(A, "A", ""), ["host", "remote", "remote"])
    return roster.with_member(B, "B", "").with_member(C, "C", "")


def states() -> tuple[Any, Any]:
    rules = registry.get(TINY)
    s0 = rules.initial_state({"players": 3})
    return s0, rules.apply_action(s0, ("pick", 0, 2))


def evidence(state: Any, rebuilt: Any | None = None, garbled: bool = False) -> dict[str, Any]:
    dump = canonical.encode(state)
    return {
        "index": 4,
        "hash": state_hash(state),
        "state": dump[:-1] if garbled else dump,
        "rebuilt": state_hash(state if rebuilt is None else rebuilt),
    }


def settle(case: Dispute, bodies: dict[bytes, dict[str, Any]], ours: bytes, rebuild: Any) -> Any:
    outputs: tuple[str, ...] = ()
    for key, body in bodies.items():
        outputs = case.add(key, body, ours, lambda: rebuild)
    return outputs


def test_a_dispute_keeps_our_state_when_it_is_the_majoritys() -> None:
    good, bad = states()
    case = Dispute(4, roster_of_three(), {A: state_hash(good), B: state_hash(good), C: H1})
    assert case.add(A, evidence(good), state_hash(good), lambda: good) == ()
    with pytest.raises(Refused, match="a second desync report for step 4"):
        case.add(A, evidence(good), state_hash(good), lambda: good)
    bodies = {B: evidence(good), C: evidence(bad, rebuilt=good)}
    assert settle(case, bodies, state_hash(good), good) == (dispute.REPORT, dispute.SETTLE)
    assert case.state == dispute.SETTLED and case.target == state_hash(good)
    assert case.report["minority"] and case.report["recovered"] is True


@pytest.mark.parametrize(
    ("rebuilt", "garbled", "event", "outputs"),
    [
        (
            "good",
            False,
            dispute.LAST_REBUILDS,
            (dispute.REPORT, dispute.TAKE_STATE, dispute.SETTLE),
        ),
        ("bad", False, dispute.LAST_ADOPTS, (dispute.REPORT, dispute.TAKE_STATE, dispute.SETTLE)),
        ("bad", True, dispute.LAST_UNADOPTABLE, (dispute.REPORT, dispute.STOP_UNADOPTABLE)),
    ],
    ids=["rebuilds", "adopts", "unadoptable"],
)
def test_a_minority_peer_rebuilds_adopts_or_stops(
    rebuilt: str, garbled: bool, event: str, outputs: tuple[str, ...]
) -> None:
    good, bad = states()
    mine = good if rebuilt == "good" else bad
    case = Dispute(4, roster_of_three(), {A: state_hash(good), B: state_hash(good), C: H1})
    bodies = {A: evidence(good, garbled=garbled), B: evidence(good, garbled=garbled)}
    bodies[C] = {**evidence(bad, rebuilt=mine), "hash": H1}
    assert settle(case, bodies, H1, mine) == outputs
    assert case.TABLE[(dispute.COLLECTING, event)][1] == outputs
    if dispute.TAKE_STATE in outputs:
        assert state_hash(case.state_to_take) == state_hash(good)


def test_two_peers_whose_rebuilds_disagree_stop_the_table() -> None:
    good, bad = states()
    roster = new_table(TINY, {"players": 2}, Member(A, "A", ""), ["host", "remote"])
    roster = roster.with_member(B, "B", "")
    case = Dispute(4, roster, {A: state_hash(good), B: state_hash(bad)})
    bodies = {A: evidence(good), B: evidence(bad)}
    assert settle(case, bodies, state_hash(good), good) == (dispute.REPORT, dispute.STOP_DESYNC)
    assert case.state == dispute.STOPPED and case.report["majority"] is None


# -- connections, joining, presence -----------------------------------------------------------


def test_a_connection_is_known_after_its_hello_and_closed_once_it_sends_garbage() -> None:
    conn = Conn(address="192.0.2.7:1")
    assert conn.ungreeted and conn.fire(dialing.HELLO) == () and not conn.ungreeted
    refusals = [conn.refused() for _ in range(dialing.MAX_BAD_FRAMES + 1)]
    assert refusals == [False] * (dialing.MAX_BAD_FRAMES - 1) + [True, True]
    assert conn.state == dialing.CLOSING
    known = Conn()
    known.fire(dialing.HELLO)
    for late in (dialing.NO_HELLO, dialing.CROWDED):  # only a connection still waiting
        with pytest.raises(Refused, match=f"^{late} while known"):
            known.fire(late)


def test_a_join_by_address_says_each_failure_then_gives_up_or_is_greeted() -> None:
    dialer = Dialer(A, "p0", DEFAULT.join_give_up)
    assert dialer.failed("refused") is None  # nothing dialed yet: idle
    assert dialer.due(["p0"], 1.0, joining=True) == ["p0"]
    assert (dialer.join.state, dialer.since) == (dialing.JOINING, 1.0)
    notice = dialer.failed("connection refused")
    assert notice is not None and notice.attempt == 1
    assert dialer.expired(1.0 + DEFAULT.join_give_up - 0.1) is None
    gave_up = dialer.expired(1.0 + DEFAULT.join_give_up)
    assert gave_up is not None and gave_up.attempts == 1 and dialer.join.state == dialing.GAVE_UP
    assert dialer.failed("refused") is None and dialer.expired(99.0) is None
    greeted = Dialer(A, "p0", DEFAULT.join_give_up)
    greeted.due(["p0"], 0.0, joining=True)
    greeted.greeted()
    assert greeted.join.state == dialing.AT_TABLE and greeted.failed("refused") is None


def test_a_silent_member_is_away_once_then_back_when_heard() -> None:
    live = Liveness(DEFAULT.away_after, DEFAULT.lobby_drop_after)
    assert live.watch([B], 0.0) == []  # never heard: counted from now
    assert live.watch([B], DEFAULT.away_after + 0.1) == [B]
    assert live.watch([B], 99.0) == [] and live.away() == [B]  # named once
    assert live.left(B, DEFAULT.lobby_drop_after + 0.1)
    assert live.heard_from(B, 100.0) is True and live.away() == []
    assert live.heard_from(B, 101.0) is False
