"""The table a tutorial is played at: this computer alone, no network, a fixed seed.

It stands where the network session stands for the table controller (client/netsession.py:
`plan`, `ready`, `close`, `record_path`) and hands the controller the effects a peer would
(`Started`, `Applied`, `Learned`, `Finished`) through its bridge, so the real controller
and the game's real view play it. What a network table draws from every peer's beacon is
drawn here from the script's seed (chance outcomes with the beacon's own pick, secrets by
the core's plain dealer, the bots seeded too and greedy until the guidance ends): the deal
and the bots' first moves are the same every time, so a script can say what is on the
table. Nothing is recorded: a tutorial is not a game to resume.
"""

from __future__ import annotations

import hashlib
import queue
import random
from collections import deque
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QTimer

from client.seatdriver import Plan
from client.seats import BotDriver
from client.thinking import ThinkingBots
from core import hidden, registry
from core.api import CHANCE, REVEAL, SIMULTANEOUS, TERMINAL, Action
from core.dealer import PlainDealer
from net.protocol import beacon
from net.protocol.effects import Applied, Finished, Learned, Started
from net.protocol.roster import Member, Roster, new_table

TICK_MS = 30  # how often the table looks for a decision made (a plan, a bot's move)


class TutorialTable:
    """A session of one controller: seat 0 the person, the others bots."""

    record_path = None  # nothing is recorded
    address = ""

    def __init__(self, controller: Any, script: Any) -> None:
        self.c, self.script = controller, script
        self.game = registry.get(script.game)
        self.seed = script.seed.to_bytes(8, "big")
        players = 1 + script.bots
        rng = random.Random(script.seed)
        self.dealer = PlainDealer(players, lambda deck, n: rng.sample(range(n), n))
        # The scripted opening's bots are the greedy bot, whose choice depends on nothing but
        # the table (a search may stop by the clock on a busy machine); once the guidance
        # ends they play at the script's level (`free`), as the roster names them.
        self.kind = "greedy"
        bots = BotDriver(lambda seat: self.kind, hashlib.sha256(self.seed).digest())
        self.bots = ThinkingBots(bots, delay=0.0)
        self.bots.bind(self.dealer.knowledge)
        self.plans: queue.SimpleQueue[Plan] = queue.SimpleQueue()  # from the loop thread
        self.plan_of: dict[int, Plan] = {}
        self.secret: dict[int, Action] = {}  # this simultaneous round's moves so far
        self.told: dict[int, dict[Any, Any]] = {}
        self.moves: list[tuple[int, Action]] = []  # each seat's decisions applied, in order
        # The person's moves the tutorial plays itself (a step's `auto`: turns go by), in
        # order; not the person's decisions, so not in `moves`.
        self.auto: deque[Action] = deque()
        self.played_for: set[int] = set()  # this secret round's moves the tutorial made
        self.state: Any = None
        self.index = 0
        self.done = False
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)

    def roster(self, me: Any) -> Roster:
        """The person at seat 0, bots at the others, named by the script."""
        kinds = ["host"] + ["bot"] * self.script.bots
        bots = {seat: self.script.bot_kind for seat in range(1, len(kinds))}
        host = Member(me.public_key, me.name, "tutorial")
        return new_table(
            self.script.game, dict(self.script.config), host, kinds, bots, dict(self.script.names)
        )

    def begin(self) -> None:
        """Deal and start: the controller learns the roster, then every action."""
        roster = self.roster(self.c.me)
        self.state = self.game.initial_state(roster.config)
        self.c.bridge.deliver(Started(roster))
        self.timer.start()

    # -- the network session's part ---------------------------------------------------

    def plan(self, plan: Plan) -> None:
        """A person's confirmed plan (called in the loop thread: kept for the next tick)."""
        self.plans.put(plan)

    def free(self) -> None:
        """The guidance is over: the bots play at their level from now on."""
        self.kind = self.script.bot_kind

    def ready(self) -> None:
        """Nobody to wait for."""

    async def close(self) -> None:
        """Stop the table (the loop thread's call)."""
        self.done = True

    def stop(self) -> None:
        """Stop ticking and thinking (the GUI thread's)."""
        self.done = True
        self.timer.stop()
        self.bots.close()

    # -- playing ------------------------------------------------------------------------

    def tick(self) -> None:
        """Apply whatever can be applied now: chance, reveals, decisions made."""
        if self.done:
            self.stop()
            return
        while not self.plans.empty():
            plan = self.plans.get()
            self.plan_of[plan.seat] = plan
        for _ in range(200):  # bounded: a bot's move or a person's plan may not be ready
            if not self.step():
                return

    def step(self) -> bool:
        """One action if one is ready; False when waiting (or over)."""
        player = self.game.current_player(self.state)
        if player == TERMINAL:
            self.c.bridge.deliver(Finished("", self.state))
            self.stop()
            return False
        if player == REVEAL:
            self.apply(self.dealer.next_action(self.game, self.state))
        elif player == CHANCE:
            draw = hashlib.sha256(self.seed + self.index.to_bytes(8, "big")).digest()
            self.apply(beacon.pick(draw, self.game.chance_outcomes(self.state)))
        elif player == SIMULTANEOUS:
            return self.secret_round()
        else:
            before = len(self.auto)
            action = self.decide(player, self.index)
            played = len(self.auto) < before  # the tutorial's move, not the person's
            if action is None:
                return False
            self.apply(action, None if played else player)
        return True

    def secret_round(self) -> bool:
        """Every seat with a move decides in secret; then their moves apply in seat order."""
        seats = [s for s in range(1 + self.script.bots) if self.legal(s)]
        for seat in seats:
            if seat not in self.secret:
                before = len(self.auto)
                action = self.decide(seat, self.index)
                played = len(self.auto) < before
                if action is not None:
                    self.secret[seat] = action
                    self.played_for |= {seat} if played else set()
        if any(seat not in self.secret for seat in seats):
            return False
        moves, self.secret = self.secret, {}
        played_for, self.played_for = self.played_for, set()
        for seat in sorted(moves):
            self.apply(moves[seat], None if seat in played_for else seat)
        return True

    def legal(self, seat: int) -> tuple[Action, ...]:
        known = self.dealer.knowledge(seat)
        return tuple(hidden.legal(self.game, self.state, seat, known))

    def play_for(self, actions: Sequence[Action]) -> None:
        """Play these moves of the person's, in order, as their turns come."""
        self.auto.extend(tuple(a) for a in actions)

    def decide(self, seat: int, index: int) -> Action | None:
        """The seat's move: a bot's when it is ready, the person's from their plan (or the
        tutorial's own, while it plays for them)."""
        if seat != 0:
            return self.bots(self.game, self.state, seat, index)
        plan = self.plan_of.get(seat)
        action = plan.action_at(self.index) if plan is not None else None
        if action is None and self.auto:
            action = self.auto[0]
            if action not in self.legal(seat):  # the script is wrong here: stop, say so
                self.auto.clear()
                raise ValueError(f"the tutorial's move {action} is not legal now")
            return self.auto.popleft()
        if action is None or action not in self.legal(seat):
            return None
        return action

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Apply one action (`seat`'s decision, or None: chance, a reveal) and tell the
        controller, with the person's knowledge if it grew."""
        if seat is not None:
            self.moves.append((seat, tuple(action)))
        before = self.state
        self.state = self.game.apply_action(before, tuple(action))
        self.c.bridge.deliver(Applied(self.index, tuple(action), before, self.state))
        self.index += 1
        known = dict(self.dealer.knowledge(0))
        if known != self.told.get(0, {}):
            self.told[0] = known
            self.c.bridge.deliver(Learned(0, known))
