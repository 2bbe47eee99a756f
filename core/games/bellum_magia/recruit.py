"""Phase 5 (digest section 4): recruiting from the face-up creatures, seat by seat from the
Captain, each seat all its recruits before the next (R15); sides final (R16); bonus tokens
gained on recruiting only."""

from __future__ import annotations

from functools import cache, lru_cache

from core import hidden
from core.api import Action, IllegalAction
from core.games.bellum_magia.data import data
from core.games.bellum_magia.endofday import refill
from core.games.bellum_magia.state import (
    SIDES,
    State,
    add_at,
    evolve,
    next_seat,
    replace_at,
)
from core.memo import last_by_identity

DECKS = ("evil", "super")
BONUS_FIELD = {"SH": "shields", "MS": "magic", "CS": "spells"}


def recruit_actions(s: State, seat: int) -> tuple[Action, ...]:
    """Every recruit `seat` can pay for: (deck, face-up card, payment, side), sorted."""
    payable = _payable(s.food[seat], s.glyphs[seat])
    return _recruits(payable, s.faceup) if payable else ()


@lru_cache(maxsize=1024)  # keyed on a seat's food and glyphs: small counts, bounded
def _payable(food: int, glyphs: int) -> tuple[tuple[str, ...], ...]:
    """Per deck (evil, super) the payments that food and glyphs cover, sorted; () if none."""
    costs = data().costs
    out = tuple(
        tuple(sorted(p for p, (gl, fo) in costs[deck].items() if glyphs >= gl and food >= fo))
        for deck in DECKS
    )
    return out if any(out) else ()


@lru_cache(maxsize=4096)  # keyed on the face-up cards: bounded by play
def _recruits(
    payable: tuple[tuple[str, ...], ...], faceup: tuple[tuple[str, ...], ...]
) -> tuple[Action, ...]:
    """Built in sorted order: decks, cards, payments and sides are each in order (the
    face-up cards change at every recruit, so each card's actions are cached apart)."""
    out: list[Action] = []
    for deck, payments, cards in zip(DECKS, payable, faceup):
        if payments:
            for card in sorted(c for c in cards if c):
                out += _card_recruits(deck, card, payments)
    return tuple(out)


@cache  # keyed on a card and payments of its deck: bounded by the data
def _card_recruits(deck: str, card: str, payments: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(("recruit", deck, card, p, side) for p in payments for side in SIDES)


@last_by_identity  # go_on, legal_actions and apply_action's check ask about one state
def seat_recruits(s: State) -> tuple[Action, ...]:
    """The recruits of the seat to act."""
    return recruit_actions(s, s.seat)


def start(s: State) -> State:
    """Phase 5 begins at the Captain."""
    return next_recruiter(evolve(s, phase="recruit", seat=s.captain, done=0))


def next_recruiter(s: State) -> State:
    """The next seat that can pay for a recruit (the others have nothing to choose); after
    the last, phase 6."""
    seat, done = s.seat, s.done
    while done < s.players:
        if recruit_actions(s, seat):
            return evolve(s, seat=seat, done=done)
        done, seat = done + 1, (seat + 1) % s.players
    return refill(evolve(s, seat=-1, done=0))


def finish(s: State) -> State:
    """("done",): the seat's recruiting ends."""
    return next_recruiter(evolve(s, seat=next_seat(s, s.seat), done=s.done + 1))


def go_on(s: State) -> State:
    """After a recruit (and its card shown): the same seat again, if it can still pay."""
    return s if seat_recruits(s) else finish(s)


def recruit(s: State, a: Action) -> State:
    """("recruit", deck, card, payment, side): pay, slide the card under that side, take
    its bonus token, turn up the deck's next card into the gap (a public reveal)."""
    if a not in seat_recruits(s):
        raise IllegalAction(f"{a!r} is no recruit seat {s.seat} can make now")
    _, deck, card, payment, side = a
    seat, d, i = s.seat, data(), DECKS.index(a[1])
    gl, fo = d.costs[deck][payment]
    slots = tuple("" if c == card else c for c in s.faceup[i])
    changes: dict[str, object] = {
        "food": add_at(s.food, seat, -fo),
        "glyphs": add_at(s.glyphs, seat, -gl),
        "faceup": replace_at(s.faceup, i, slots),
    }
    under = s.left if side == "left" else s.right
    changes[side] = replace_at(under, seat, under[seat] + (card,))
    bonus = d.creatures[card].bonus
    if bonus:
        field = BONUS_FIELD[bonus]
        changes[field] = add_at(getattr(s, field), seat, 1)
    if s.turned[i] < len(d.decks[deck]):  # R12: an empty deck leaves the gap
        changes["secrets"] = hidden.ask(s.secrets, (hidden.Show((deck, s.turned[i])),))
        return evolve(s, turned=add_at(s.turned, i, 1), why="recruit", **changes)
    return go_on(evolve(s, **changes))
