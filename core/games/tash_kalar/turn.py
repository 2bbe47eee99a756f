"""A seat's choices and what they do: the actions of a turn, flares, tasks, the setup.

Seed, "Il gioco", "Evocare una creatura", "Invocare un impeto"; digest §3.5-3.8. A card in
hand is a handle (deck, position); summoning, discarding or invoking it names the value
too (a claim), shown to all at once (`Show(handle, claim=(seat, card))`). Without the
seat's knowledge the choices are every claim the public cannot refute yet; with it, the
seat's truthful ones.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from core import hidden
from core.api import CHANCE, REVEAL, TERMINAL, Action, Handle, IllegalAction, Knowledge
from core.games.tash_kalar import effects, flow, setup
from core.games.tash_kalar.data import arena, cards, square_index
from core.games.tash_kalar.patterns import detail, improvised, pickups, summons
from core.games.tash_kalar.state import (
    EMPTY,
    Effect,
    State,
    active,
    ask,
    evolve,
    evolve_effect,
    mate,
    owner,
    piece,
    rank,
    replace_at,
    set_square,
    side_of,
    sides,
    supply,
)
from core.games.tash_kalar.tasks import claimable

Seen = dict[Handle, Any]  # the values a seat may see (hidden.visible)

DECIDING = ("actions", "effect", "pickup", "returns")


def current_player(s: State) -> int:
    """REVEAL while reveals are due, CHANCE for the first player, else the deciding seat."""
    if s.secrets.pending:
        return REVEAL
    if s.stage == "first":
        return CHANCE
    if s.stage == "over":
        return TERMINAL
    if s.stage == "setup":
        return setup.setup_seat(s)
    return s.controller if s.stage in DECIDING else active(s)


def name(sq: int) -> str:
    """A square's name."""
    return arena().names[sq]


def _square(value: object) -> int:
    """A square index from an action's square name; IllegalAction for no square."""
    try:
        sq = square_index(value)  # type: ignore[arg-type]
    except ValueError:
        raise IllegalAction(f"no square {value!r}") from None
    if not arena().exists[sq]:
        raise IllegalAction(f"{value} is a missing corner square")
    return sq


# --- what a seat may claim ------------------------------------------------------------


def out_of_hands(s: State) -> set[str]:
    """Card values whose place is public (discard piles, the card being resolved)."""
    out = set(s.legend_discards) | set(s.flare_discards)
    for pile in s.being_discards:
        out.update(pile)
    if s.effect is not None:
        out.add(s.effect.card)
    return out


def candidates(s: State, h: Handle, seen: Seen | None, public: set[str]) -> list[str]:
    """The values a seat may claim for handle `h`: the one it knows (with knowledge), or
    every value of its deck the public cannot refute."""
    if seen is not None:
        value = seen.get(h)
        return [str(value)] if value is not None and str(value) not in public else []
    found = hidden.deck(s.secrets, h[0])
    return sorted({str(v) for v in found.values} - public) if found else []


def held_legends(s: State, seat: int) -> tuple[Handle, ...]:
    """The legends `seat` may play now (a team's, when it holds them)."""
    side = side_of(s, seat)
    return s.legends[side] if s.holder[side] == seat else ()


def opponents(s: State, seat: int) -> list[int]:
    """The sides a seat may compare itself with for a flare."""
    me = side_of(s, seat)
    return [v for v in range(sides(s)) if v != me]


def flare_met(s: State, seat: int, flare_id: str, opp: int) -> tuple[bool, bool]:
    """Whether the upper (promoted pieces) and lower (all pieces) criteria are met against
    side `opp` (seed, "Invocare un impeto"; R27: at least N more)."""
    counts = _counts(s.board)
    me = side_of(s, seat)
    f = cards().flares[flare_id]
    up = counts.get((opp, 1), 0) - counts.get((me, 1), 0) >= f.up
    return up, counts.get((opp, 0), 0) - counts.get((me, 0), 0) >= f.low


@lru_cache(maxsize=256)
def _counts(board: tuple[int, ...]) -> dict[tuple[int, int], int]:
    """(side, 0) -> its pieces on the board, (side, 1) -> its promoted ones."""
    out: dict[tuple[int, int], int] = {}
    for p in board:
        if p:
            out[(p >> 2, 0)] = out.get((p >> 2, 0), 0) + 1
            if p & 3 >= 2:
                out[(p >> 2, 1)] = out.get((p >> 2, 1), 0) + 1
    return out


def _flares(s: State, seat: int, seen: Seen | None, public: set[str]) -> list[Action]:
    held = [h for h in s.hands[seat] if h[0].startswith(setup.FLARES)]
    if not held:
        return []
    counts, me, flares = _counts(s.board), side_of(s, seat), cards().flares
    leads = [
        (opp, counts.get((opp, 1), 0) - counts.get((me, 1), 0),
         counts.get((opp, 0), 0) - counts.get((me, 0), 0))
        for opp in opponents(s, seat)
    ]  # fmt: skip
    out: list[Action] = []
    for h in held:
        for fid in candidates(s, h, seen, public):
            f = flares[fid]
            out += [("flare", *h, fid, s.colours[o]) for o, up, low in leads
                    if up >= f.up or low >= f.low]  # fmt: skip
    return out


def _summons(s: State, seat: int, seen: Seen | None, public: set[str]) -> list[Action]:
    out: list[Action] = []
    hand = [h for h in s.hands[seat] if h[0].startswith("beings.")] + list(held_legends(s, seat))
    names = arena().names
    for d, p in hand:
        for cid in candidates(s, (d, p), seen, public):
            out += [("summon", d, p, cid, names[t], o) for t, o in summons(s, seat, cid)]
            if s.melee:
                out += [("summon", d, p, cid, names[t], o, names[x])
                        for t, o, x in improvised(s, seat, cid)]  # fmt: skip
    return out


PLACES = tuple(("place", arena().names[sq]) for sq in range(81))  # built once: a hot path


# --- the choices --------------------------------------------------------------------------


def legal(s: State, knowledge: Knowledge | None, with_summons: bool = True) -> list[Action]:
    """The deciding seat's choices (unsorted); [] at other nodes."""
    player = current_player(s)
    if player < 0:
        return []
    seen = hidden.visible(s.secrets, player, knowledge) if knowledge is not None else None
    public = out_of_hands(s)
    out = _stage_choices(s, player, seen, public, with_summons)
    if not s.melee and s.stage == "actions":  # R21, between actions (digital form)
        out.append(("concede",))
    return out


def _stage_choices(
    s: State, seat: int, seen: Seen | None, public: set[str], summon: bool
) -> list[Action]:
    if s.stage == "setup":
        left = [s.colours[x] for x in s.setup_left]
        return [("setup", name(sq), c) for sq in setup.setup_squares(s) for c in left]
    if s.stage == "effect":
        return effects.choices(s) + _pass(s)
    if s.stage == "pickup":
        if s.pickup[0] == 0:
            return [("place", name(sq)) for sq in arena().squares if not s.board[sq]]
        return [("pickup", name(sq)) for sq in s.pickup[3:]]
    if s.stage == "returns":
        hand = s.hands[seat] + held_legends(s, seat)
        return [("return", *h) for h in hand] + [("done",)]
    if s.stage == "end":
        return end_choices(s, seen, public) + [("done",)]
    if s.stage == "score":
        return [("score", s.colours[v]) for v in s.choices[0]]
    return _action_choices(s, seat, seen, public, summon)


def _action_choices(
    s: State, seat: int, seen: Seen | None, public: set[str], summon: bool
) -> list[Action]:
    side = side_of(s, seat)
    empty = [sq for sq in arena().squares if not s.board[sq]]
    out: list[Action] = []
    if s.actions > 0:
        if supply(s, side, False) > 0:
            out += [PLACES[sq] for sq in empty]
        else:  # shortage: pick up an own common or heroic piece first (seed)
            out += [
                ("pickup", name(sq))
                for sq, p in enumerate(s.board)
                if p and owner(p) == side and rank(p) < 3
            ]
        if not s.passed and summon:
            out += _summons(s, seat, seen, public)
        if not s.passed and not s.discarded:
            for h in s.hands[seat]:
                if h[0].startswith("beings."):
                    out += [("discard", *h, c) for c in candidates(s, h, seen, public)]
        if not empty:  # R11, public form: with no empty square the seat may give up
            out.append(("done",))
    if not s.passed:
        out += _flares(s, seat, seen, public)
    return out + _pass(s)


def _pass(s: State) -> list[Action]:
    return [("pass",)] if s.teams and not s.passed else []


def end_choices(s: State, seen: Seen | None, public: set[str]) -> list[Action]:
    """After the last action: a flare (not after passing control), a task (High Form)."""
    seat = active(s)
    out = [] if s.passed else _flares(s, seat, seen, public)
    if s.form == "high_form":
        out += [("claim", t) for t in claimable(s)]
    return out


def end_has_choices(s: State) -> bool:
    """Whether the end-of-turn step offers anything but ("done",) (public view)."""
    return bool(end_choices(s, None, out_of_hands(s)))


# --- applying -----------------------------------------------------------------------------


def apply(s: State, a: Action) -> State:
    """A seat's action (not a resolution); IllegalAction if it is not one of its choices."""
    seat = current_player(s)
    if seat < 0:
        raise IllegalAction(f"{a!r}: no seat is to choose now")
    if a[:1] == ("summon",) and s.stage == "actions":
        return flow.settle(_summon(s, seat, a), end_has_choices)
    if len(a) == 2 and a[0] == "place" and s.stage == "actions":  # the common case, directly
        side, sq = side_of(s, seat), _square(a[1])
        if s.actions <= 0 or s.board[sq] or supply(s, side, False) <= 0:
            raise IllegalAction(f"{a!r}: seat {seat} cannot place there now")
        return flow.settle(_apply(s, seat, a), end_has_choices)
    if s.stage == "effect" and a[0] not in ("pass", "concede"):
        return flow.settle(effects.choose(s, a), end_has_choices)  # it checks the choice
    if a not in legal(s, None, with_summons=False):
        raise IllegalAction(f"{a!r} is not a choice of seat {seat} now")
    return flow.settle(_apply(s, seat, a), end_has_choices)


def _apply(s: State, seat: int, a: Action) -> State:
    kind = a[0]
    if kind == "concede":
        return evolve(s, conceded=side_of(s, seat), stage="over", effect=None)
    if kind == "pass":
        side = side_of(s, seat)
        return evolve(
            s,
            controller=mate(s, seat),
            passed=True,
            holder=replace_at(s.holder, side, mate(s, seat)),
        )
    if s.stage == "setup":
        side = s.colours.index(a[2])
        return evolve(
            s,
            board=set_square(s.board, _square(a[1]), piece(side, 1)),
            setup_left=tuple(x for x in s.setup_left if x != side),
        )
    if s.stage == "effect":
        return effects.choose(s, a)
    if s.stage == "pickup":
        return _pickup_step(s, seat, a)
    if s.stage == "returns":
        return _return(s, seat, a)
    if s.stage == "score":
        s = flow.add_colour_point(s, seat, s.colours.index(a[1]))
        return evolve(s, choices=s.choices[1:])
    if kind == "flare":
        return _flare(s, seat, a)
    if kind == "claim":
        return _claim(s, a[1])
    if kind == "done":
        return evolve(s, actions=0) if s.stage == "actions" else evolve(s, stage="scoring")
    if kind == "discard":
        h = (a[1], a[2])
        s = evolve(
            s,
            hands=replace_at(s.hands, seat, tuple(x for x in s.hands[seat] if x != h)),
            being_discards=replace_at(s.being_discards, seat, (*s.being_discards[seat], a[3])),
            discarded=True,
            actions=s.actions - 1,
            stage="returns",
        )
        s = ask(s, hidden.Show(h, (seat, a[3])))
        return s if s.hands[seat] or held_legends(s, seat) else evolve(s, stage="actions")
    if kind == "pickup":  # the place action under shortage: the piece comes off first
        return evolve(
            s, board=set_square(s.board, _square(a[1]), EMPTY), stage="pickup", pickup=(0,)
        )
    return evolve(
        s,
        board=set_square(s.board, _square(a[1]), piece(side_of(s, seat), 1)),
        actions=s.actions - 1,
    )


def _return(s: State, seat: int, a: Action) -> State:
    """A card under its own deck (face down: nobody learns it; R15)."""
    if a == ("done",):
        return evolve(s, stage="actions")
    h = (a[1], a[2])
    side = side_of(s, seat)
    if h in s.legends[side]:
        s = evolve(
            s,
            legends=replace_at(s.legends, side, tuple(x for x in s.legends[side] if x != h)),
            legend_pile=(*s.legend_pile, h),
        )
    else:
        s = evolve(s, hands=replace_at(s.hands, seat, tuple(x for x in s.hands[seat] if x != h)))
        if h[0].startswith("beings."):
            s = evolve(s, beings=replace_at(s.beings, seat, (*s.beings[seat], h)))
        else:
            s = evolve(s, flare_pile=(*s.flare_pile, h))
    return s if s.hands[seat] or held_legends(s, seat) else evolve(s, stage="actions")


def _pickup_step(s: State, seat: int, a: Action) -> State:
    sq = _square(a[1])
    if s.pickup[0] == 0:  # the place action's second half
        s = evolve(
            s,
            board=set_square(s.board, sq, piece(side_of(s, seat), 1)),
            actions=s.actions - 1,
            stage="actions",
            pickup=(),
        )
        return s
    _, target, card_rank = s.pickup[:3]
    s = evolve(s, board=set_square(s.board, sq, EMPTY), pickup=())
    return _arrive(s, side_of(s, seat), target, card_rank)


def _arrive(s: State, side: int, t: int, card_rank: int) -> State:
    """The being's piece arrives on its target, destroying what stood there; the effect."""
    e = s.effect
    assert e is not None
    hit = bool(s.board[t])
    if hit:
        s = evolve(s, effect=None)
        s = effects.destroy(s, t)
    s = evolve(s, board=set_square(s.board, t, piece(side, card_rank)))
    return effects.start(s, evolve_effect(e, summon_hit=hit))


def _summon(s: State, seat: int, a: Action) -> State:
    """Summon a being or legend (seed, "Evocare una creatura"): the claim is shown."""
    if len(a) not in (6, 7) or not isinstance(a[1], str) or type(a[2]) is not int:
        raise IllegalAction(f"{a!r}: a summon is ('summon', deck, position, card, square, 0-7)")
    h, cid, t = (a[1], a[2]), a[3], _square(a[4])
    side = side_of(s, seat)
    hand = [x for x in s.hands[seat] if x[0].startswith("beings.")] + list(held_legends(s, seat))
    if s.passed or s.actions <= 0 or h not in hand:
        raise IllegalAction(f"{a!r}: seat {seat} cannot summon that now")
    if cid not in candidates(s, h, None, out_of_hands(s)):
        raise IllegalAction(f"{a!r}: {cid!r} cannot be that card")
    if len(a) == 7:  # an improvised summon (melee): the enemy piece lent
        lent = _square(a[6])
        if (t, a[5], lent) not in improvised(s, seat, cid):
            raise IllegalAction(f"{a!r}: no improvised summon with that piece there")
        improvised_now = (*s.improvised[seat], owner(s.board[lent]))
        s = evolve(s, improvised=replace_at(s.improvised, seat, improvised_now))
    elif (t, a[5]) not in summons(s, seat, cid):
        raise IllegalAction(f"{a!r}: the pattern does not match there")
    card = cards().card(cid)
    used, marks = detail(s, seat, cid, t, a[5])
    legend = h in s.legends[side]
    if legend:
        s = evolve(
            s, legends=replace_at(s.legends, side, tuple(x for x in s.legends[side] if x != h))
        )
    else:
        s = evolve(s, hands=replace_at(s.hands, seat, tuple(x for x in s.hands[seat] if x != h)))
    s = ask(s, hidden.Show(h, (seat, cid)))
    e = Effect(
        cid,
        "legend" if legend else "being",
        tuple(("fx", i) for i in range(len(card.fx))),
        0,
        t,
        marks,
        False,
        False,
        False,
        (),
        (),
        0,
        False,
        False,
        (),
        -1,
        99,
        seat,
    )
    s = evolve(s, actions=s.actions - 1, calls=(*s.calls, (t, card.rank)), effect=e)
    legendary = card.rank == 3
    if supply(s, side, legendary) > 0:
        return _arrive(s, side, t, card.rank)
    occ = s.board[t]
    if (
        occ and owner(occ) == side and (rank(occ) == 3) == legendary
    ):  # shortage: it becomes the being
        s = evolve(s, board=set_square(s.board, t, piece(side, card.rank)))
        return effects.start(s, e)
    allowed = pickups(s.board, side, card.rank, t, used, card.target_req)
    return evolve(s, stage="pickup", pickup=(1, t, card.rank, *allowed))


def _flare(s: State, seat: int, a: Action) -> State:
    """Invoke a flare against one opponent: upper effect, then lower (seed); the points."""
    h, fid, opp = (a[1], a[2]), a[3], s.colours.index(a[4])
    up, low = flare_met(s, seat, fid, opp)
    f = cards().flares[fid]
    steps = tuple(("up", i) for i in range(len(f.up_fx)) if up)
    steps += tuple(("low", i) for i in range(len(f.low_fx)) if low)
    s = evolve(s, hands=replace_at(s.hands, seat, tuple(x for x in s.hands[seat] if x != h)))
    s = ask(s, hidden.Show(h, (seat, fid)))
    if s.melee:  # the opponent compared with scores 1 in the invoker's colour
        s = flow.add_colour_point(s, opp, side_of(s, seat))
    elif s.form == "deathmatch":
        s = evolve(s, score=replace_at(s.score, opp, s.score[opp] + 1))
    e = Effect(
        fid,
        "flare",
        steps,
        0,
        -1,
        (),
        False,
        False,
        False,
        (),
        (),
        0,
        False,
        False,
        (),
        -1,
        99,
        seat,
    )
    return effects.start(s, e)  # then back to the actions (settle: the end if none left)


def _claim(s: State, task: str) -> State:
    """Complete a current task; the next task fills its place and a new one turns up."""
    side = side_of(s, active(s))
    tasks = tuple(t for t in s.tasks if t != task)
    nxt = setup.next_task(s)
    if nxt is not None:
        tasks, s = (*tasks, nxt), evolve(s, task_pile=s.task_pile[1:])
    return evolve(
        s,
        tasks=tasks,
        completed=replace_at(s.completed, side, (*s.completed[side], task)),
        stage="claimed",
    )
