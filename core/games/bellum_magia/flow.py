"""What the rules do once reveals are resolved: a shown card goes where it was turned up, and
when the last pending request is done the game goes on where it stopped."""

from __future__ import annotations

from core import hidden
from core.api import Action, Handle
from core.games.bellum_magia import attack, day, endofday, recruit, setup
from core.games.bellum_magia.data import data
from core.games.bellum_magia.state import State, evolve, replace_at

KINGDOM_DECKS = ("farms", "villages", "cities")
CREATURE_DECKS = ("evil", "super")


def resolved(s: State, a: Action) -> State:
    """Apply a reveal's resolution (hidden.resolve checks it is the first pending one)."""
    secrets, request = hidden.resolve(s.secrets, a)
    changes = placed(s, request.handle, a[3]) if type(request) is hidden.Show else {}
    if secrets.pending:
        return evolve(s, secrets=secrets, **changes)
    return go_on(evolve(s, secrets=secrets, why="", **changes), s.why)


def placed(s: State, handle: Handle, value: object) -> dict[str, object]:
    """Where a shown card goes: a goblin to its seat, a place into the row's first gap, a
    creature into its deck's first empty face-up slot (chests shown at the end stay)."""
    deck, pos = handle
    if deck == "goblins":
        seat = pos // data().goblins_each
        return {"goblins": replace_at(s.goblins, seat, s.goblins[seat] + (value,))}
    if deck in KINGDOM_DECKS:
        return {"row": _fill(s.row, str(value))}
    if deck in CREATURE_DECKS:
        i = CREATURE_DECKS.index(deck)
        return {"faceup": replace_at(s.faceup, i, _fill(s.faceup[i], str(value)))}
    return {}


def _fill(slots: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = slots.index("")
    return slots[:i] + (card,) + slots[i + 1 :]


def go_on(s: State, why: str) -> State:
    """Every pending reveal done: continue after what asked for them (`why`)."""
    if why == "shuffle":
        return setup.deal(s)
    if why == "deal":
        return evolve(s, phase="goblins")
    if why == "explore":
        return day.start_attack(s)
    if why in ("loot", "theft"):
        return attack.next_attacker(s)
    if why == "recruit":
        return recruit.go_on(s)
    if why == "refill":
        return endofday.new_day(s)
    if why == "end":  # every chest shown
        return evolve(s, phase="over")
    raise AssertionError(f"reveals asked for {why!r}: nothing goes on after them")
