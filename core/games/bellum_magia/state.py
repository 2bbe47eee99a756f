"""Bellum Magia's state: one immutable public record of a game, and small helpers over it.

Chests are handles `(kind, position)` of the stacks "wood", "metal", "gold" (position =
the draw number in that stack); their values enter the record only when shown at the end.
Places and creatures enter as ids once shown. `phase` is finer than the observation's: the
horde phase is "roll" (the die due) and "offers"; a theft is "theft".
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat
from typing import Any

from core import canonical, hidden
from core.api import Handle
from core.frozen import dict_evolver
from core.games.bellum_magia.data import KINDS, Line, data

SIDES = ("left", "right")
KIND_RANK = {k: i for i, k in enumerate(KINDS)}


@canonical.register("bm.State")
@dataclass(frozen=True)  # an instance dict: one C merge per copy (core/frozen.py dict_evolver)
class State:
    """A whole game of Bellum Magia (docs/bellum-magia.md)."""

    players: int
    closes_bar: bool  # the option confusion_closes_bar
    chosen: bool  # castles picked by the seats (else dealt by chance)
    phase: str  # castles setup goblins captain roll offers explore attack theft recruit
    #             refill end over
    day: int  # days begun (rises with a day's first roll)
    captain: int  # -1 before the draw
    die: int  # the active line, 0 before a day's first roll
    seat: int  # the seat to act (castles, offers, attack, theft, recruit), -1 otherwise
    done: int  # seats done in this phase; in the offers, consecutive declines
    bar_closed: bool  # a spell reroll closed the bar (with the option on)
    castles: tuple[str, ...]  # per seat, "" before it is dealt
    goblins: tuple[tuple[str, ...], ...]  # per seat, the goblins dealt (shown)
    sides: tuple[tuple[str, ...], ...]  # per seat, its goblin sides, () until chosen
    left: tuple[tuple[str, ...], ...]  # per seat, cards under the left, oldest first
    right: tuple[tuple[str, ...], ...]
    food: tuple[int, ...]
    glyphs: tuple[int, ...]
    barrels: tuple[int, ...]
    shields: tuple[int, ...]  # shield tokens
    magic: tuple[int, ...]  # magic-shield tokens
    spells: tuple[int, ...]  # confusion spells held
    spent: tuple[int, ...]  # spells used today (crossed face)
    chests: tuple[tuple[Handle, ...], ...]  # per seat, in display order (kind, position)
    drawn: tuple[int, ...]  # chests drawn from each stack, in KINDS order
    row: tuple[str, ...]  # the face-up places beside the Tavern, "" for a gap
    looted: tuple[str, ...]  # places discarded, in order
    kingdom: int  # kingdom cards turned up
    faceup: tuple[tuple[str, ...], ...]  # evil, super: the face-up slots, "" empty
    turned: tuple[int, ...]  # evil, super: cards turned up
    target: int  # a theft's target, -1
    limit: int  # a theft's most chests
    theft: tuple[Handle, ...]  # the chests chosen so far, unseen
    why: str  # what the pending reveals are for: shuffle deal explore loot theft recruit
    #           refill end
    secrets: hidden.Secrets


evolve = dict_evolver(State)


def replace_at(items: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    """A tuple with item i replaced."""
    return items[:i] + (value,) + items[i + 1 :]


def add_at(items: tuple[int, ...], i: int, n: int) -> tuple[int, ...]:
    """A tuple of counts with n added to item i."""
    return items[:i] + (items[i] + n,) + items[i + 1 :]


def ask(s: State, why: str, requests: Sequence[hidden.Request]) -> State:
    """`s` with reveal requests pending (a REVEAL node), asked for `why`."""
    return evolve(s, secrets=hidden.ask(s.secrets, requests), why=why)


def chest_key(h: Handle) -> int:
    """Display order: kind (wood, metal, gold), then position; never a value."""
    return KIND_RANK[h[0]] * 100 + h[1]


def with_chests(held: tuple[Handle, ...], new: tuple[Handle, ...]) -> tuple[Handle, ...]:
    """A reserve with chests added, in display order."""
    return tuple(sorted(held + new, key=chest_key))


def next_seat(s: State, seat: int) -> int:
    """The player on the left (clockwise, R1)."""
    return (seat + 1) % s.players


def kingdom_sizes(players: int) -> tuple[int, int, int]:
    """Farms, villages, cities in the kingdom deck."""
    return data().kingdom[players]


def kingdom_handle(players: int, k: int) -> Handle:
    """The k-th card of the kingdom deck (from the top): farms, then villages, then cities,
    each the first cards of its kind's shuffled deck (the rest are boxed, never shown)."""
    farms, villages, _ = kingdom_sizes(players)
    if k < farms:
        return ("farms", k)
    if k < farms + villages:
        return ("villages", k - farms)
    return ("cities", k - farms - villages)


def kingdom_left(s: State) -> int:
    """Kingdom cards still face down."""
    return sum(kingdom_sizes(s.players)) - s.kingdom


@lru_cache(maxsize=8192)  # keyed on the cards under a side: bounded by play, not by data
def strip_totals(castle: str, cards: tuple[str, ...], right: bool) -> tuple[Line, ...]:
    """Per line 1-6, what the castle and the cards on one side add up to: left (fo, gl,
    tr), right (sw, ms, th). Built on the totals without the newest card (cached too), so
    a recruit adds one strip."""
    d = data()
    if not cards:
        return d.castles[castle].right if right else d.castles[castle].left
    base = strip_totals(castle, cards[:-1], right)
    card = d.creatures[cards[-1]]
    add = card.right if right else card.left
    # Line by line, item by item, base + add: map(add, line, line) for each pair of lines,
    # all in C (a new card's totals are asked at every recruit, ~50 a game).
    return tuple(map(tuple, map(map, repeat(operator.add), base, add)))


def left_line(s: State, seat: int) -> Line:
    """The seat's left active line today: food, glyphs, treasure."""
    return strip_totals(s.castles[seat], s.left[seat], False)[s.die - 1]


def right_line(s: State, seat: int) -> Line:
    """The seat's right active line today: swords, magic swords, thieves."""
    return strip_totals(s.castles[seat], s.right[seat], True)[s.die - 1]


def beats(attack: Line, shield: int, magic: int) -> bool:
    """The shield test (R10): M >= DM and S + M >= D + DM."""
    return attack[1] >= magic and attack[0] + attack[1] >= shield + magic


def castle_defence(s: State, seat: int) -> tuple[int, int]:
    """A castle's shield (printed + shield tokens) and magic shield (its tokens)."""
    return data().castles[s.castles[seat]].shield + s.shields[seat], s.magic[seat]
