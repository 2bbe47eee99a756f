"""Setting up a game (seed, "Preparazione"; digest §3.1-3.4) and the task row.

Order: the first player is drawn (a chance node, R22); every deck is shuffled by every
peer (one REVEAL node of Shuffle requests: each being deck, the legends, the flares and,
in High Form, the tasks); the cards are dealt privately (3 beings, 2 legends, 1 flare;
teams: the legends to the team-mate who plays first); then High Form turns up its tasks
one by one (Show requests), Deathmatch has a seat put the first pieces on the board.
"""

from __future__ import annotations

from typing import Any

from core import hidden
from core.games.tash_kalar.data import arena, cards
from core.games.tash_kalar.state import State, ask, evolve, side_of
from core.games.tash_kalar.tasks import three_of_four

LEGENDS, FLARES, TASKS = "legends", "flares", "tasks"


def being_deck(seat: int) -> str:
    """The hidden-information deck name of a seat's beings."""
    return f"beings.{seat}"


def new_state(c: dict[str, Any]) -> State:
    """The state before the first player is drawn, from a normalized config."""
    n, teams = c["players"], c["teams"]
    melee = c["form"] == "deathmatch" and n > 2 and not teams
    sides = 2 if teams else n
    return State(
        players=n, form=c["form"], teams=teams, melee=melee,
        seat_colours=tuple(c["colours"]), colours=tuple(c["colours"][:sides]),
        board=(0,) * 81, first=-1, turn=0, stage="first", actions=0, discarded=False,
        controller=0, passed=False, beings=((),) * n, hands=((),) * n, legends=((),) * sides,
        holder=tuple(range(sides)), legend_pile=(), flare_pile=(), rebuilt=(0, 0),
        being_discards=((),) * n, legend_discards=(), flare_discards=(), task_pile=(),
        task_decks=0, tasks=(), task_aside=(), task_cycles=0, completed=((),) * sides,
        score=(0,) * sides, colour_score=((0,) * sides,) * n if melee else (),
        improvised=((),) * n if melee else (), tally=(), calls=(), extra=(), effect=None,
        pickup=(), choices=(), draws=(), setup_left=(), trigger=-1, exhausted=False,
        conceded=-1, secrets=hidden.start(n),
    )  # fmt: skip


def shuffle_all(s: State, first: int) -> State:
    """The first player is known: every deck is shuffled by every peer."""
    data = cards()
    requests = [
        hidden.Shuffle(being_deck(p), data.decks[s.seat_colours[p]]) for p in range(s.players)
    ]
    requests.append(hidden.Shuffle(LEGENDS, hidden.sort_values(data.legends)))
    requests.append(hidden.Shuffle(FLARES, hidden.sort_values(data.flares)))
    s = evolve(
        s,
        first=first,
        stage="deal",
        controller=first,
        beings=tuple(tuple((being_deck(p), i) for i in range(18)) for p in range(s.players)),
        legend_pile=tuple((LEGENDS, i) for i in range(len(data.legends))),
        flare_pile=tuple((FLARES, i) for i in range(len(data.flares))),
    )
    if s.form == "high_form":
        requests.append(hidden.Shuffle(TASKS, hidden.sort_values(data.tasks)))
        s = evolve(s, task_pile=tuple((TASKS, i) for i in range(len(data.tasks))), task_decks=1)
    return ask(deal(s), *requests)


def deal(s: State) -> State:
    """The opening hands, queued as draws (turn order from the first player)."""
    order = [(s.first + i) % s.players for i in range(s.players)]
    draws: list[tuple[int, str]] = []
    holders = list(s.holder)
    for seat in order:
        draws += [(seat, "being")] * 3
        side = side_of(s, seat)
        if not s.teams or seat == next(p for p in order if side_of(s, p) == side):
            draws += [(seat, "legend")] * 2
            holders[side] = seat
        draws.append((seat, "flare"))
    return evolve(s, draws=tuple(draws), holder=tuple(holders))


def after_deal(s: State) -> State:
    """High Form turns up its tasks; Deathmatch puts its first pieces; else play."""
    if s.form == "high_form":
        return task_progress(evolve(s, stage="tasks"))
    if s.melee:
        second = side_of(s, (s.first + 1) % s.players)
        left = tuple(x for x in range(s.players) if s.players == 3 or x != second)
    else:
        left = (0, 1)
    return evolve(s, stage="setup", setup_left=left)


def setup_seat(s: State) -> int:
    """Who puts the Deathmatch opening pieces: the second player (teams: the fourth), in
    the melee the one to the first player's right (the last)."""
    if s.melee:
        return (s.first + s.players - 1) % s.players
    return (s.first + (3 if s.teams else 1)) % s.players


def setup_squares(s: State) -> list[int]:
    """Where the next opening piece may go: a free duel mark, or a square beside a melee
    symbol no piece is beside yet (R23)."""
    dm = arena()
    if not s.melee:
        return [sq for sq in dm.duel_marks if not s.board[sq]]
    out: list[int] = []
    for pair in dm.melee_symbols:
        if not any(s.board[sq] for sq in pair):
            out += list(pair)
    return sorted(out)


def begin_turn(s: State, turn: int) -> State:
    """A new turn: 2 actions (the first player's very first: 1), fresh tallies."""
    seat = (s.first + turn) % s.players
    return evolve(
        s,
        turn=turn,
        stage="actions",
        actions=1 if turn == 0 else 2,
        discarded=False,
        controller=seat,
        passed=False,
        tally=(),
        calls=(),
        extra=(),
        choices=(),
        exhausted=False,
    )


def task_progress(s: State) -> State:
    """Turn up tasks until the row is set: during setup, 3 normal current tasks not all of
    one type (set-aside ones reshuffled into a new deck), then the next task with the
    3-of-4 rule (R2: each card cycled at most once). Stops at a Show to wait for it."""
    data = cards().tasks
    while True:
        top = s.task_pile[0] if s.task_pile else None
        value = hidden.public_value(s.secrets, top) if top else None
        if top is not None and value is None:
            return ask(s, hidden.Show(top))
        if s.stage == "tasks" and len(s.tasks) < 3 and top is not None:
            t = data[str(value)]
            types = [data[x].type for x in s.tasks]
            if t.advanced or (len(types) == 2 and types[0] == types[1] == t.type):
                s = evolve(s, task_aside=(*s.task_aside, t.id), task_pile=s.task_pile[1:])
            else:
                s = evolve(s, tasks=(*s.tasks, t.id), task_pile=s.task_pile[1:])
            continue
        if s.stage == "tasks" and s.task_aside:
            name = f"{TASKS}.{s.task_decks}"
            rest = hidden.sort_values(set(data) - set(s.tasks))
            s = evolve(
                s,
                task_aside=(),
                task_decks=s.task_decks + 1,
                task_pile=tuple((name, i) for i in range(len(rest))),
            )
            return ask(s, hidden.Shuffle(name, rest))
        types = [data[x].type for x in s.tasks] + ([data[str(value)].type] if top else [])
        if top is not None and three_of_four(types) and s.task_cycles < len(s.task_pile) - 1:
            s = evolve(s, task_pile=(*s.task_pile[1:], top), task_cycles=s.task_cycles + 1)
            continue
        return evolve(s, task_cycles=0, stage="ready" if s.stage == "tasks" else "scoring")


def next_task(s: State) -> str | None:
    """The face-up top of the task deck, or None."""
    if not s.task_pile:
        return None
    value = hidden.public_value(s.secrets, s.task_pile[0])
    return None if value is None else str(value)
