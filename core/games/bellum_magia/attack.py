"""Phase 4 (digest section 4): one attack or pass each, from the Captain (R14); places, the
Tavern, castles and thefts (R8, R9, R18); the 10-chest check after the last attack (R11)."""

from __future__ import annotations

from typing import Any

from core import hidden
from core.api import Action, Handle, IllegalAction
from core.games.bellum_magia import recruit
from core.games.bellum_magia.chests import give, show_all
from core.games.bellum_magia.data import CHEST_ICON, data
from core.games.bellum_magia.state import (
    State,
    add_at,
    beats,
    castle_defence,
    chest_key,
    evolve,
    next_seat,
    replace_at,
    right_line,
    with_chests,
)
from core.memo import last_by_identity

TAVERN = "P00"


@last_by_identity  # legal_actions, then apply_action's check, ask about the same state
def attack_actions(s: State) -> tuple[Action, ...]:
    """The attacker's choices: the places and castles its right active line beats, or pass
    (failing attacks are never offered); built in sorted order."""
    seat, places = s.seat, data().places
    line = right_line(s, seat)
    targets = sorted(
        p for p in (TAVERN, *s.row) if p and beats(line, places[p].shield, places[p].magic)
    )
    out: list[Action] = [("attack", p) for p in targets]
    out.append(("pass",))
    if line[2] >= 1:
        out += [("rob", t) for t in range(s.players) if _robbable(s, line, t)]
    return tuple(out)


def _robbable(s: State, line: tuple[int, int, int], t: int) -> bool:
    """R8: thieves (checked by the caller), a target holding a chest, never one's own
    castle, and the shield test against its shield and magic shield."""
    return t != s.seat and bool(s.chests[t]) and beats(line, *castle_defence(s, t))


def attack(s: State, a: Action) -> State:
    """("attack", place), ("rob", seat) or ("pass",) of the attacker."""
    if a not in attack_actions(s):
        raise IllegalAction(f"{a!r} is no attack seat {s.seat} can make now")
    if a[0] == "pass":
        return next_attacker(s)
    if a[0] == "rob":
        held = len(s.chests[a[1]])
        thieves = right_line(s, s.seat)[2]
        return evolve(s, phase="theft", target=a[1], limit=min(thieves, held), theft=())
    return loot(s, a[1])


def loot(s: State, pid: str) -> State:
    """The place's loot from the supply, chests drawn in the order listed (seen by the
    attacker only); the place discarded for good, the Tavern excepted."""
    seat, place = s.seat, data().places[pid]
    got = dict(place.loot)
    changes: dict[str, Any] = {
        "food": add_at(s.food, seat, got.get("fo", 0)),
        "glyphs": add_at(s.glyphs, seat, got.get("gl", 0)),
        "barrels": add_at(s.barrels, seat, got.get("ba", 0)),
    }
    if pid != TAVERN:
        changes["row"] = tuple("" if p == pid else p for p in s.row)
        changes["looted"] = s.looted + (pid,)
    kinds = [CHEST_ICON[icon] for icon, n in place.loot if icon in CHEST_ICON for _ in range(n)]
    drawn = give(s, seat, kinds) if kinds else {}
    if drawn:
        return evolve(s, why="loot", **changes, **drawn)
    return next_attacker(evolve(s, **changes))


@last_by_identity
def theft_actions(s: State) -> tuple[Action, ...]:
    """The target's chests not chosen yet; ("done",) once one is."""
    out: list[Action] = [("steal", k, p) for k, p in s.chests[s.target] if (k, p) not in s.theft]
    if s.theft:
        out.append(("done",))
    return tuple(sorted(out))


def steal(s: State, a: Action) -> State:
    """("steal", kind, position) or ("done",): the choice is final before any reveal."""
    if a not in theft_actions(s):
        raise IllegalAction(f"{a!r} is no chest seat {s.seat} can take now")
    if a[0] == "steal":
        s = evolve(s, theft=s.theft + ((a[1], a[2]),))
        if len(s.theft) < s.limit:
            return s
    return rob(s)


def rob(s: State) -> State:
    """The chosen chests move to the thief; the robbed seat takes one shield token (R9);
    each stolen chest the thief was not told is revealed to it alone (the robbed seat
    stays told)."""
    thief, target, taken = s.seat, s.target, s.theft
    kept = tuple(h for h in s.chests[target] if h not in taken)
    chests = replace_at(s.chests, target, kept)
    chests = replace_at(chests, thief, with_chests(chests[thief], taken))
    changes: dict[str, Any] = {
        "chests": chests, "shields": add_at(s.shields, target, 1), "phase": "attack",
        "target": -1, "limit": 0, "theft": (),
    }  # fmt: skip
    reveals: list[hidden.Request] = [
        hidden.Reveal(h, (thief,)) for h in sorted(taken, key=chest_key) if not _told(s, h, thief)
    ]
    if reveals:
        return evolve(s, secrets=hidden.ask(s.secrets, reveals), why="theft", **changes)
    return next_attacker(evolve(s, **changes))


def _told(s: State, h: Handle, seat: int) -> bool:
    return seat in hidden.seats_told(s.secrets, h)


def next_attacker(s: State) -> State:
    """The next seat attacks; after the last, the end check (R11): 10 chests or more held
    by anyone ends the game at once (no recruits, no refill)."""
    done = s.done + 1
    if done < s.players:
        return evolve(s, seat=next_seat(s, s.seat), done=done)
    if any(len(held) >= data().end_chests for held in s.chests):
        return show_all(s)
    return recruit.start(evolve(s, done=0))
