"""What a seat sees (observation) and the log's sentences (describe_action): ids and params,
no language (docs/bellum-magia.md lists them)."""

from __future__ import annotations

from typing import Any

from core import hidden
from core.api import END, TERMINAL, Action, Knowledge, Message
from core.games.bellum_magia.attack import TAVERN
from core.games.bellum_magia.chests import stack_left
from core.games.bellum_magia.data import KINDS, data
from core.games.bellum_magia.scoring import end_block
from core.games.bellum_magia.setup import castles_left
from core.games.bellum_magia.state import State, castle_defence, kingdom_left, strip_totals

PHASES = {"roll": "horde", "offers": "horde", "theft": "attack"}  # the rest show as they are
ICONS = ("fo", "gl", "tr", "sw", "ms", "th")


def observation(
    s: State, player: int | None, knowledge: Knowledge | None, current: int
) -> dict[str, Any]:
    """The public game, and for `player` the chest values it is entitled to."""
    seen = hidden.visible(s.secrets, player, knowledge)
    obs: dict[str, Any] = {
        "day": s.day,
        "turn": s.day,
        "captain": s.captain,
        "die": s.die,
        "phase": PHASES.get(s.phase, s.phase),
        "current": current,
        "closes_bar": s.closes_bar,
        "bar_closed": s.bar_closed,
        "offer": {"seat": s.seat, "declines": s.done} if s.phase == "offers" else None,
        "theft": _theft(s),
        "row": [p or None for p in s.row],
        "tavern": TAVERN,
        "looted": list(s.looted),
        "kingdom_left": kingdom_left(s),
        "decks": {
            deck: len(data().decks[deck]) - s.turned[i] for i, deck in enumerate(("evil", "super"))
        },
        "faceup": {
            "evil": [c or None for c in s.faceup[0]],
            "super": [c or None for c in s.faceup[1]],
        },
        "stacks": {kind: stack_left(s, kind) for kind in KINDS},
        "castles_left": list(castles_left(s)) if s.phase == "castles" else [],
        "seats": [_seat(s, p, seen, player) for p in range(s.players)],
    }
    if player is not None and 0 <= player < s.players:
        obs["known"] = [[d, pos, v] for (d, pos), v in sorted(seen.items()) if d in KINDS]
        if s.phase == "goblins":
            obs["goblin_sides"] = list(s.sides[player]) or None
    if current == TERMINAL:
        obs[END] = end_block(s)
    return obs


def _theft(s: State) -> dict[str, Any] | None:
    if s.phase != "theft":
        return None
    chosen = [[k, p] for k, p in s.theft]
    return {"thief": s.seat, "target": s.target, "limit": s.limit, "chosen": chosen}


def _seat(s: State, p: int, seen: dict[Any, Any], viewer: int | None) -> dict[str, Any]:
    castle = s.castles[p]
    out: dict[str, Any] = {
        "castle": castle or None,
        "left": list(s.left[p]),
        "right": list(s.right[p]),
        "goblins": list(s.goblins[p]),
        "goblins_ready": bool(s.sides[p]),
        "food": s.food[p],
        "glyphs": s.glyphs[p],
        "barrels": s.barrels[p],
        "shields": s.shields[p],
        "magic_shields": s.magic[p],
        "spells": [i >= s.spent[p] for i in range(s.spells[p])],
        "chests": [[k, pos, seen.get((k, pos))] for k, pos in s.chests[p]],
        "chest_counts": [sum(h[0] == kind for h in s.chests[p]) for kind in KINDS],
        "shield": 0,
        "magic_shield": 0,
        "lines": [],
        "horde": None,
    }
    if castle:
        out["shield"], out["magic_shield"] = castle_defence(s, p)
        left = strip_totals(castle, s.left[p], False)
        right = strip_totals(castle, s.right[p], True)
        out["lines"] = [[*a, *b] for a, b in zip(left, right)]
        if s.die:
            out["horde"] = dict(zip(ICONS, out["lines"][s.die - 1]))
    return out


# --- the log ----------------------------------------------------------------------------

SIMPLE = {
    "drinks": "offer.drinks", "spell": "offer.spell", "decline": "offer.declined",
    "pass": "attack.passed",
}  # fmt: skip


def describe_action(s: State, a: Action, current: int) -> Message:
    """The log's sentence for `a`, about to be applied to `s`."""
    kind = a[0]
    if kind in hidden.RESOLUTIONS:
        return _resolution(s, a)
    if kind == "castle":
        return Message(
            "castle.chosen" if s.chosen else "castle.dealt", {"seat": s.seat, "castle": a[1]}
        )
    if kind == "goblins":
        return Message("goblins.placed", {"seat": a[1]})
    if kind == "captain":
        return Message("captain.first", {"seat": a[1]})
    if kind == "die":
        if s.die == 0:
            return Message("die.rolled", {"seat": s.captain, "n": a[1], "day": s.day + 1})
        return Message("die.rerolled", {"seat": s.captain, "n": a[1]})
    seat = current
    if kind in SIMPLE:
        return Message(SIMPLE[kind], {"seat": seat})
    if kind == "attack":
        if a[1] == TAVERN:
            return Message("attack.tavern", {"seat": seat})
        return Message("attack.place", {"seat": seat, "place": a[1]})
    if kind == "rob":
        return Message("attack.castle", {"seat": seat, "target_seat": a[1]})
    if kind == "steal":
        params = {"seat": seat, "target_seat": s.target, "kind": a[1], "chest": a[2] + 1}
        return Message("theft.chosen", params)
    if kind == "done":
        if s.phase == "theft":
            return Message("theft.done", {"seat": seat, "target_seat": s.target, "n": len(s.theft)})
        return Message("recruit.done", {"seat": seat})
    if kind == "recruit":
        params = {"seat": seat, "deck": a[1], "card": a[2], "payment": a[3], "side": a[4]}
        return Message("recruit", params)
    return Message("action", {"seat": seat, "kind": str(kind)})


def _resolution(s: State, a: Action) -> Message:
    """A reveal's sentence: a private one names the taker, never the value."""
    pending = s.secrets.pending
    if a[0] == hidden.SHUFFLED:
        return Message("shuffled", {"deck": a[1]})
    deck, pos = a[1], a[2]
    if a[0] == hidden.REVEALED:
        request = pending[0] if pending else None
        seat = request.seats[0] if isinstance(request, hidden.Reveal) else -1
        why = {"explore": "chest.explorers", "theft": "chest.stolen"}.get(s.why, "chest.loot")
        return Message(why, {"seat": seat, "kind": deck, "chest": pos + 1})
    if a[0] == hidden.SHOWN:
        if deck == "goblins":
            return Message("goblin.dealt", {"seat": pos // data().goblins_each, "card": a[3]})
        if deck in ("farms", "villages", "cities"):
            return Message("place.shown", {"place": a[3]})
        if deck in ("evil", "super"):
            return Message("creature.shown", {"deck": deck, "card": a[3]})
        holder = next((p for p, held in enumerate(s.chests) if (deck, pos) in held), -1)
        return Message("chest.shown", {"seat": holder, "kind": deck, "chest": pos + 1, "n": a[3]})
    return Message(a[0], {"deck": deck})
