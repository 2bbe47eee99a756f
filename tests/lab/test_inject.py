"""The lab's faults for any game, in one process: fault actions fitted to the game's length,
and the generic order-dependence bug (client/lab/inject.py) on the tests' tiny game."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from client import headless
from client.lab import faults, inject
from core import canonical, registry
from core.api import SIMULTANEOUS
from net.protocol.peer import Peer
from tests.net.memnet import Faults, MemNet
from tests.net.tables import bot, clean_steps, host_peer, person, table

ROOT = Path(__file__).resolve().parents[2]
RACE = {"players": 3, "goal": "10", "variants": []}


def reversing(items: tuple[Any, ...]) -> tuple[Any, ...]:
    """A tidy-up whose order does not hang on this process's str hashes (for exact tests)."""
    return tuple(reversed(items))


def played(game: str, config: dict[str, Any], seed: int = 3) -> list[tuple[Any, Any]]:
    """Every (state, action) of a local bot game."""
    moves: list[tuple[Any, Any]] = []
    bots = ["random"] * config["players"]
    headless.play(game, config, bots, seed, lambda s, a, _: moves.append((s, a)))
    return moves


def test_fault_actions_fit_the_games_length() -> None:
    # Eight-Minute Empire, three players: some 140 actions, the span the lab always used.
    assert faults.fault_span(140) == (20, 120)
    assert faults.fault_span(33) == (4, 28)  # Dice Race
    assert faults.fault_span(3) == (1, 2)
    rng = random.Random(5)
    drawn = [faults.random_faults(rng, 3, 33) for _ in range(300)]
    actions = [f.action for d in drawn for f in (*d.partitions, *d.kills, *d.corrupt)]
    actions += [n.action for d in drawn for n in d.nondeterministic]
    assert actions and all(4 <= a < 28 for a in actions)
    assert {n.seat for d in drawn for n in d.nondeterministic} == {0, 1, 2}


def test_nondeterminism_is_written_seat_and_maybe_action() -> None:
    assert faults.nondeterminism("2") == faults.Nondeterminism(2, 1)
    assert faults.nondeterminism("1@30") == faults.Nondeterminism(1, 30)
    with pytest.raises(faults.FaultError, match="SEAT@ACTION"):
        faults.nondeterminism("x@3")


def test_the_tidy_order_is_each_processs_own() -> None:
    # A set of strings iterates in an order salted by PYTHONHASHSEED: the lab gives each
    # peer its own (client/lab/game.py), so the faulty core's order is its process's.
    code = "from client.lab import inject; print(inject._tidied(tuple(range(12))))"
    orders = set()
    for seed in (1, 2, 3):
        env = {"PYTHONHASHSEED": str(seed), "PYTHONPATH": str(ROOT)}
        run = [sys.executable, "-c", code]
        done = subprocess.run(run, cwd=ROOT, capture_output=True, text=True, env=env, check=True)
        orders.add(done.stdout)
    assert len(orders) == 3


def test_the_order_bug_strikes_once_and_every_rebuild_repeats_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(inject, "_tidied", reversing)
    game = registry.get("dice_race")
    moves = played("dice_race", RACE)
    said: list[str] = []
    bug = inject.OrderBug(game, 6, said.append)
    rules = inject.FaultyRules(game, [bug.tamper], bug)  # what the lab peer's lockstep is given
    live, history = rules.initial_state(RACE), []
    for _, action in moves:  # as Lockstep._apply does (its bots are given the real rules)
        live = rules.apply_action(live, action)
        history.append(live)
    [line] = said  # once, at the first step end from action 6 that it changes
    match = inject.TIDIED.match(line)
    assert match is not None
    path, struck = match.group(1), int(match.group(2))
    assert struck >= 6 and game.current_player(history[struck - 1]) != SIMULTANEOUS
    honest = moves[struck][0] if struck < len(moves) else None  # the true state after `struck`
    # A rebuild through the faulty core gives the same wrong state: not recoverable.
    state = rules.initial_state(RACE)
    for _, action in moves[:struck]:
        state = rules.apply_action(state, action)
    assert state == history[struck - 1]
    if honest is not None:
        difference = canonical.diff(honest, state)
        assert difference is not None and difference.path == path


def test_i31_the_faulty_rules_corrupt_the_live_game_only_and_bots_get_the_real_rules() -> None:
    """The lab's state faults reach a peer as the rules its lockstep is given: the live
    game (from the first initial_state) is corrupted after action k, a rebuild is not; the
    bots' driver is handed the real rules, whose previews leave the live game alone."""
    game = registry.get("dice_race")
    moves = played("dice_race", RACE)
    k = next(i for i, (s, _) in enumerate(moves[1:], 1) if game.current_player(s) >= 0) + 1
    said: list[str] = []
    rules = inject.FaultyRules(game, [inject.corrupt_after(k, said.append)])
    seen: list[Any] = []
    driver = inject.RealRulesDriver(lambda g, state, seat, index: seen.append(g))
    live = rules.initial_state(RACE)
    for index, (_, action) in enumerate(moves[: k + 1], 1):
        driver(rules, live, 0, index)
        live = rules.apply_action(live, action)
        if index == k:
            assert live != moves[k][0] and len(said) == 1
    assert seen and all(g is game for g in seen)
    rebuilt = rules.initial_state(RACE)
    for _, action in moves[:k]:
        rebuilt = rules.apply_action(rebuilt, action)
    assert rebuilt == moves[k][0]  # the rebuild gives the true state: recoverable


@pytest.mark.parametrize("lossy", [False, True], ids=["clean", "lossy"])
def test_a_fault_asked_inside_a_reveal_node_strikes_at_its_end_where_it_is_detected(
    lossy: bool,
) -> None:
    """Peers ack a REVEAL node once, after its last resolution (docs/protocol.md, "Reveals"),
    as a round of secret moves: a corrupt asked for at a resolution inside the node strikes
    at the node's end, where the desync is detected, at the action it printed (a Tash-Kalar
    soak's order bug struck inside a node: "struck at 137, detected at 139, NOT as
    expected"). Two Blind Pass peers on the in-memory
    network, the joiner's lockstep given the lab's rules as `tavolata join --lab-corrupt`;
    lost, duplicated and reordered frames change nothing of it."""
    people = [person(f"P{i}", 33) for i in range(2)]
    options = {"players": 2, "variants": []}
    steps = sorted(clean_steps(people, "blind_pass"))
    k = next(i for i in range(1, steps[-1]) if i not in steps)  # inside the deal's node
    end = next(i for i in steps if i > k)
    assert end - k >= 2
    said: list[str] = []

    def rules(key: str) -> Any:
        real = registry.get(key)
        return inject.FaultyRules(real, [inject.corrupt_after(k, said.append)])

    net = MemNet(Faults(drop=0.1, duplicate=0.05, reorder=0.05) if lossy else None, seed=33)
    driver = inject.RealRulesDriver(bot(people[1]))  # as arm.py plugs the lab in
    nodes = [net.add(host_peer(people[0], 2, game="blind_pass", options=options)),
             net.add(Peer.joining(people[1], "p1", driver, "p0", rules=rules))]  # fmt: skip
    net.run(net.all_finished, limit=120)
    [line] = said
    struck = inject.SAID.match(line)
    assert struck is not None
    reports = [n.desyncs for n in nodes]
    assert reports[0] == reports[1] and len(reports[0]) == 1
    [report] = reports[0]
    # What the lab's report matches: detected at the action the peer printed, that field.
    assert (report["detected_at"], report["first_difference"]["path"]) == (
        int(struck.group(2)),
        struck.group(1),
    )
    assert report["detected_at"] == end and report["recovered"] is True
    assert nodes[0].final is not None and nodes[0].final == nodes[1].final


def test_the_faulty_rules_strike_at_the_locksteps_step_ends_only() -> None:
    """Where `FaultyRules` calls its hooks is where the lockstep acks: every step end, and
    never inside a REVEAL node (Blind Pass with the pool: a node of two shuffles, a mix
    asked by the second, the deal's node of one private reveal per card, draws, passes)."""
    net, nodes, _ = table(2, game="blind_pass", options={"players": 2, "variants": ["pool"]})
    net.run(net.all_finished, limit=120)
    lockstep = nodes[0].peer.game
    assert lockstep is not None and lockstep.finished
    ends = set(lockstep.hashes) - {0}
    assert len(ends) < len(lockstep.actions)  # some steps are of several actions
    game = registry.get("blind_pass")
    called: list[int] = []

    def hook(index: int, state: Any) -> Any:
        called.append(index)
        return state

    rules = inject.FaultyRules(game, [hook])
    state = rules.initial_state(lockstep.roster.config)
    for action in lockstep.actions:
        state = rules.apply_action(state, action)
    assert called == sorted(ends)


def test_a_tidy_up_the_rules_cannot_go_on_from_is_not_made(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(inject, "_tidied", reversing)
    real = registry.get("dice_race")
    state = next(
        real.apply_action(s, a)
        for s, a in played("dice_race", RACE)
        if a[0] == "roll" and len(set(real.apply_action(s, a).scores)) == 3
    )

    class Picky:
        """Dice Race, failing on any state whose scores are not the true ones."""

        def __getattr__(self, name: str) -> Any:
            return getattr(real, name)

        def apply_action(self, s: Any, a: Any) -> Any:
            if s.scores != state.scores:
                raise ValueError("scores out of order")
            return real.apply_action(s, a)

    bent, path = inject.tidy(Picky(), state) or (None, "")
    assert path.startswith(("misses", "picks", "last"))  # the next tuple, not scores
    assert bent.scores == state.scores

    class Hopeless(Picky):
        def apply_action(self, s: Any, a: Any) -> Any:
            if s != state:
                raise ValueError("nothing may change")
            return real.apply_action(s, a)

    assert inject.tidy(Hopeless(), state) is None  # the state is kept as it is


def test_a_peer_that_printed_a_traceback_is_a_problem_even_if_it_went_on() -> None:
    """A task of the peer's event loop that died (asyncio prints it and the peer goes on,
    or exits as a stopped table): the lab with Tash-Kalar met one, a `stop` too long to
    send, reported as "NOT as expected" with no problem named."""
    from types import SimpleNamespace

    from client.lab import report

    me = SimpleNamespace(fingerprint="AAAA-BBBB")
    died = ["  Peer 1 places a common piece on e5.", "Task exception was never retrieved",
            "Traceback (most recent call last):", '  File "net/runner.py", line 292',
            "net.protocol.messages.SchemaError: stop.text must be text of at most 200 characters",
            "! table stopped: the audit failed"]  # fmt: skip
    table: Any = [SimpleNamespace(name="Peer 1", me=me, lines=died),
                  SimpleNamespace(name="Peer 2", me=me, lines=["  fine"])]  # fmt: skip
    assert report._tracebacks(table) == [
        "Peer 1 (AAAA-BBBB) printed a traceback: "
        "net.protocol.messages.SchemaError: stop.text must be text of at most 200 characters"
    ]
