"""What a seat may choose now: the legal actions of every stage (turn.py applies them).

Seed, "Il gioco", "Evocare una creatura", "Invocare un impeto"; digest §3.5-3.8. A card in
hand is a handle (deck, position); summoning, discarding or invoking it names the value
too (a claim). Without the seat's knowledge the choices are every claim the public cannot
refute yet; with it, the seat's truthful ones.

Speed (benchmarks/tash_kalar.py): the seat's knowledge is looked up per handle of its
hand (`Told`) instead of copied whole (hidden.visible), and apply_action checks a choice
against the choices of its own kind only (`legal(..., only=kind)`).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping
from functools import cache
from itertools import compress
from typing import Any

from core import hidden
from core.api import CHANCE, REVEAL, TERMINAL, Action, Handle, IllegalAction, Knowledge
from core.games.tash_kalar import effects, setup
from core.games.tash_kalar.data import arena, cards, square_index
from core.games.tash_kalar.patterns import card_of, hand_placements, lender_mask
from core.games.tash_kalar.state import (
    SideFacts,
    State,
    active,
    board_facts,
    side_of,
    sides,
    supply,
)
from core.games.tash_kalar.tasks import claimable

DECIDING = ("actions", "effect", "pickup", "returns")
PLACES = tuple(("place", arena().names[sq]) for sq in range(81))  # built once: a hot path
PICKUPS = tuple(("pickup", arena().names[sq]) for sq in range(81))
_EXISTING = int.from_bytes(bytes(arena().exists), "little")  # byte i: 1 if square i exists
_EMPTY = bytes([1] + [0] * 255)  # bytes.translate: an empty square's 0 to 1, a piece to 0


def empty_places(board: tuple[int, ...]) -> list[Action]:
    """The place actions of the empty squares, in square order. In C (issue 17 speed): the
    board's bytes translated to 1 where empty, the missing corners masked off, the
    selectors of itertools.compress."""
    empty = int.from_bytes(bytes(board).translate(_EMPTY), "little") & _EXISTING
    return list(compress(PLACES, empty.to_bytes(81, "little")))


class Told:
    """What a seat may see, one handle at a time: the value `hidden.visible` would give
    (the public values, then the knowledge entries the seat is entitled to), found by
    bisection in the Secrets' sorted `seen` and `shown` instead of copying them whole."""

    __slots__ = ("knowledge", "seat", "secrets")

    def __init__(self, secrets: hidden.Secrets, seat: int, knowledge: Knowledge) -> None:
        self.secrets, self.seat, self.knowledge = secrets, seat, knowledge

    def get(self, h: Handle) -> Any:
        """The value of `h` the seat may see, or None."""
        if self.knowledge and h in self.knowledge:
            seen = self.secrets.seen
            i = bisect_left(seen, (h,))  # sorted by handle (core/hidden.py, resolve)
            if i < len(seen) and seen[i][0] == h and self.seat in seen[i][1]:
                return self.knowledge[h]
        shown = self.secrets.shown
        i = bisect_left(shown, (h,))
        return shown[i][1] if i < len(shown) and shown[i][0] == h else None


Seen = Mapping[Handle, Any] | Told  # the values a seat may see (hidden.visible)


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


def square_of(value: object) -> int:
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
    f = cards().flares[flare_id]
    _, up, low = _lead(board_facts(s.board), side_of(s, seat), opp)
    return up >= f.up, low >= f.low


def _lead(facts: tuple[SideFacts, ...], me: int, opp: int) -> tuple[int, int, int]:
    """(opp, how many more promoted pieces, how many more pieces) side `opp` has."""
    up = facts[opp][1].bit_count() - facts[me][1].bit_count()
    return opp, up, facts[opp][0].bit_count() - facts[me][0].bit_count()


def _flares(s: State, seat: int, seen: Seen | None, public: set[str]) -> list[Action]:
    held = [h for h in s.hands[seat] if h[0].startswith(setup.FLARES)]
    if not held:
        return []
    facts, me, flares = board_facts(s.board), side_of(s, seat), cards().flares
    leads = [_lead(facts, me, opp) for opp in opponents(s, seat)]
    if not _within_reach(leads):
        return []
    out: list[Action] = []
    for h in held:
        for fid in candidates(s, h, seen, public):
            f = flares[fid]
            out += [("flare", *h, fid, s.colours[o]) for o, up, low in leads
                    if up >= f.up or low >= f.low]  # fmt: skip
    return out


@cache
def _easiest() -> tuple[int, int]:
    """The lowest upper and lower criteria of any flare (R27: at least N more)."""
    flares = cards().flares.values()
    return min(f.up for f in flares), min(f.low for f in flares)


def _within_reach(leads: list[tuple[int, int, int]]) -> bool:
    """Whether some lead (opp, promoted, pieces) meets some flare's criterion: most
    positions meet none, and then no hand need be looked at (issue 17 speed)."""
    up, low = _easiest()
    return any(x[1] >= up or x[2] >= low for x in leads)


def _summons(
    s: State, seat: int, seen: Seen | None, public: set[str],
    beings: dict[Handle, list[str]], tokens: bool,
) -> list[Action]:  # fmt: skip
    """The summons of the beings in hand (`beings`: their candidates, found once for the
    summons and the discards) and the legends held; `tokens`: a token is in supply."""
    out: list[Action] = []
    legends = held_legends(s, seat)
    if not beings and not legends:
        return out
    names, side, board = arena().names, side_of(s, seat), s.board
    stock = (tokens, supply(s, side, True) > 0)  # by legendary?
    lent = lender_mask(s, seat)  # melee: the enemy pieces an improvised summon may use
    claims = [(d, p, cid) for (d, p), values in beings.items() for cid in values]
    claims += [(d, p, cid) for d, p in legends for cid in candidates(s, (d, p), seen, public)]
    asked = tuple((cid, stock[card_of(cid).rank == 3]) for _, _, cid in claims)
    for (d, p, cid), (alone, lending) in zip(claims, hand_placements(board, side, lent, asked)):
        out += [("summon", d, p, cid, names[t], o) for t, o, _ in alone]
        out += [("summon", d, p, cid, names[t], o, names[x]) for t, o, x in lending]
    return out


# --- the choices --------------------------------------------------------------------------


def legal(
    s: State, knowledge: Knowledge | None, with_summons: bool = True, only: str = ""
) -> list[Action]:
    """The deciding seat's choices (unsorted); [] at other nodes. With `only`, at least
    every choice of that kind (apply's check) and perhaps no others."""
    player = current_player(s)
    if player < 0:
        return []
    seen = Told(s.secrets, player, knowledge) if knowledge is not None else None
    public = out_of_hands(s)
    out = _stage_choices(s, player, seen, public, with_summons, only)
    if not s.melee and s.stage == "actions":  # R21, between actions (digital form)
        out.append(("concede",))
    return out


def _stage_choices(
    s: State, seat: int, seen: Seen | None, public: set[str], summon: bool, only: str
) -> list[Action]:
    if s.stage == "setup":
        left = [s.colours[x] for x in s.setup_left]
        return [("setup", name(sq), c) for sq in setup.setup_squares(s) for c in left]
    if s.stage == "effect":
        return effects.choices(s) + _pass(s)
    if s.stage == "pickup":
        if s.pickup[0] == 0:
            return empty_places(s.board)
        return [("pickup", name(sq)) for sq in s.pickup[3:]]
    if s.stage == "returns":
        hand = s.hands[seat] + held_legends(s, seat)
        return [("return", *h) for h in hand] + [("done",)]
    if s.stage == "end":
        return ([] if only == "done" else end_choices(s, seen, public)) + [("done",)]
    if s.stage == "score":
        return [("score", s.colours[v]) for v in s.choices[0]]
    return _action_choices(s, seat, seen, public, summon, only)


def _action_choices(
    s: State, seat: int, seen: Seen | None, public: set[str], summon: bool, only: str
) -> list[Action]:
    side = side_of(s, seat)
    board = s.board
    empty = empty_places(board)
    out: list[Action] = []
    if s.actions > 0:
        tokens = supply(s, side, False) > 0
        if only in ("", "place", "pickup"):
            out += empty if tokens else _pickups(board, side)  # shortage: pick up first (seed)
        discard = not s.passed and not s.discarded and only in ("", "discard")
        if not s.passed and (summon or discard):  # each being's candidates, found once
            beings = {h: candidates(s, h, seen, public)
                      for h in s.hands[seat] if h[0].startswith("beings.")}  # fmt: skip
            if summon:
                out += _summons(s, seat, seen, public, beings, tokens)
            if discard:
                for h, values in beings.items():
                    out += [("discard", *h, c) for c in values]
        if not empty:  # R11, public form: with no empty square the seat may give up
            out.append(("done",))
    if not s.passed and only in ("", "flare"):
        out += _flares(s, seat, seen, public)
    return out + _pass(s)


def _pickups(board: tuple[int, ...], side: int) -> list[Action]:
    """The place action's pick-ups under shortage: an own common or heroic piece."""
    own, _, legendary = board_facts(board)[side]
    tokens, out = own & ~legendary, []
    while tokens:  # its token squares in order, one step per token
        low = tokens & -tokens
        out.append(PICKUPS[low.bit_length() - 1])
        tokens ^= low
    return out


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
    if s.form == "high_form" and claimable(s):
        return True
    return not s.passed and _any_flare(s, active(s))


def _any_flare(s: State, seat: int) -> bool:
    """Whether `_flares` without knowledge would offer something (it stops at the first)."""
    held = [h for h in s.hands[seat] if h[0].startswith(setup.FLARES)]
    if not held:
        return False
    facts, me, flares = board_facts(s.board), side_of(s, seat), cards().flares
    leads = [_lead(facts, me, opp) for opp in opponents(s, seat)]
    if not _within_reach(leads):
        return False
    up, low = max(x[1] for x in leads), max(x[2] for x in leads)
    public = out_of_hands(s)
    for deck in {h[0] for h in held}:  # `candidates` without knowledge: one per deck
        found = hidden.deck(s.secrets, deck)
        values = {str(v) for v in found.values} - public if found else ()
        if any(flares[fid].up <= up or flares[fid].low <= low for fid in values):
            return True
    return False
