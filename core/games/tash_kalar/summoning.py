"""Summoning a being or a legend, and the shortage pick-ups (seed, "Evocare una creatura").

The summon is a claim shown at once (`Show(handle, claim=(seat, card))`); the being's piece
arrives on its target, destroying what stood there, and its effect starts. With no piece of
the needed kind in supply (shortage, digest §4.1, R28) an own piece on the target becomes
the being, or the seat picks one up first (stage "pickup"); the place action under
shortage picks up first too.
"""

from __future__ import annotations

from core import hidden
from core.api import Action, IllegalAction
from core.games.tash_kalar import effects
from core.games.tash_kalar.choices import candidates, held_legends, out_of_hands, square_of
from core.games.tash_kalar.data import cards
from core.games.tash_kalar.patterns import detail, improvised, pickups, summons
from core.games.tash_kalar.state import (
    EMPTY,
    Effect,
    State,
    evolve,
    evolve_effect,
    owner,
    piece,
    rank,
    replace_at,
    set_square,
    side_of,
    supply,
)


def new_effect(card: str, kind: str, steps: tuple[tuple[str, int], ...], being: int,
               marks: tuple[int, ...], seat: int) -> Effect:  # fmt: skip
    """A card's effect before its first step (state.Effect, every progress field unset)."""
    return Effect(card, kind, steps, 0, being, marks, False, False, False, (), (), 0, False,
                  False, (), -1, 99, seat)  # fmt: skip


def pickup_step(s: State, seat: int, a: Action) -> State:
    """A piece picked up under shortage (or, after the place action's pick-up, placed)."""
    sq = square_of(a[1])
    if s.pickup[0] == 0:  # the place action's second half
        return evolve(
            s,
            board=set_square(s.board, sq, piece(side_of(s, seat), 1)),
            actions=s.actions - 1,
            stage="actions",
            pickup=(),
        )
    _, target, card_rank = s.pickup[:3]
    s = evolve(s, board=set_square(s.board, sq, EMPTY), pickup=())
    return arrive(s, side_of(s, seat), target, card_rank)


def arrive(s: State, side: int, t: int, card_rank: int) -> State:
    """The being's piece arrives on its target, destroying what stood there; the effect."""
    e = s.effect
    assert e is not None
    hit = bool(s.board[t])
    if hit:
        s = evolve(s, effect=None)
        s = effects.destroy(s, t)
    s = evolve(s, board=set_square(s.board, t, piece(side, card_rank)))
    return effects.start(s, evolve_effect(e, summon_hit=hit))


def summon(s: State, seat: int, a: Action) -> State:
    """Summon a being or legend (seed, "Evocare una creatura"): the claim is shown."""
    if len(a) not in (6, 7) or not isinstance(a[1], str) or type(a[2]) is not int:
        raise IllegalAction(f"{a!r}: a summon is ('summon', deck, position, card, square, 0-7)")
    h, cid, t = (a[1], a[2]), a[3], square_of(a[4])
    hand = [x for x in s.hands[seat] if x[0].startswith("beings.")] + list(held_legends(s, seat))
    if s.passed or s.actions <= 0 or h not in hand:
        raise IllegalAction(f"{a!r}: seat {seat} cannot summon that now")
    if cid not in candidates(s, h, None, out_of_hands(s)):
        raise IllegalAction(f"{a!r}: {cid!r} cannot be that card")
    if len(a) == 7:  # an improvised summon (melee): the enemy piece lent
        lent = square_of(a[6])
        if (t, a[5], lent) not in improvised(s, seat, cid):
            raise IllegalAction(f"{a!r}: no improvised summon with that piece there")
        improvised_now = (*s.improvised[seat], owner(s.board[lent]))
        s = evolve(s, improvised=replace_at(s.improvised, seat, improvised_now))
    elif (t, a[5]) not in summons(s, seat, cid):
        raise IllegalAction(f"{a!r}: the pattern does not match there")
    return _summoned(s, seat, h, cid, t, a[5])


def _summoned(s: State, seat: int, h: tuple[str, int], cid: str, t: int, o: int) -> State:
    """The checked summon: the card leaves the hand, its piece arrives (or a pick-up)."""
    card = cards().card(cid)
    side = side_of(s, seat)
    used, marks = detail(s, seat, cid, t, o)
    legend = h in s.legends[side]
    if legend:
        held = {"legends": replace_at(s.legends, side, tuple(x for x in s.legends[side] if x != h))}
    else:
        held = {"hands": replace_at(s.hands, seat, tuple(x for x in s.hands[seat] if x != h))}
    steps = tuple(("fx", i) for i in range(len(card.fx)))
    e = new_effect(cid, "legend" if legend else "being", steps, t, marks, seat)
    s = evolve(  # one copy of the state for the card leaving, its Show, the action, the effect
        s, **held, secrets=hidden.ask(s.secrets, (hidden.Show(h, (seat, cid)),)),
        actions=s.actions - 1, calls=(*s.calls, (t, card.rank)), effect=e,
    )  # fmt: skip
    legendary = card.rank == 3
    if supply(s, side, legendary) > 0:
        return arrive(s, side, t, card.rank)
    occ = s.board[t]
    if occ and owner(occ) == side and (rank(occ) == 3) == legendary:
        # shortage: the own piece on the target becomes the being
        s = evolve(s, board=set_square(s.board, t, piece(side, card.rank)))
        return effects.start(s, e)
    allowed = pickups(s.board, side, card.rank, t, used, card.target_req)
    return evolve(s, stage="pickup", pickup=(1, t, card.rank, *allowed))
