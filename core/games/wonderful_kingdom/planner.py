"""The bots' Planning and Production steps, by rule (the evaluator's `fixed_choice`).

In a 2-player game these are simultaneous rounds, where a bot has no preview and the
search no position (docs/bots.md), so the greedy bot, and the search for every seat, take
the step this rule picks from the seat's observation and legal actions alone. In order:
- a module's forced step, or a Mission step or a conversion when legal (Mission VP);
- a pending cube onto the slot of the card it brings closest to completion, weighted by
  the card's worth; into alchemy when no card is worth it;
- a soldier onto a Threat, onto an S slot, or onto a Calamity the supply can dispel; a
  Krystallium onto a K slot, onto a basic slot that completes the card, or anywhere with
  2 or more in supply or in the last round;
- a selection card built when it is worth building (its worth by cube of cost, and time
  left to fill it), else recycled (Treasures always);
- "done". Never a scrap: what is on a card is lost.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from core.api import Action
from core.games.wonderful_kingdom import evaluator as ev
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.view import PlannerView

WINDOW_PHASES = ("planning", "production")
BUILD_BY_COST = 0.4  # a card is built if it is worth this many VP per cube of its cost
MAX_BUILDING = 5  # cards under construction at once, at most, before the last round


def _cards(seat: Mapping[str, Any]) -> dict[tuple[str, int], Mapping[str, Any]]:
    return {(c["handle"][0], c["handle"][1]): c for c in seat.get("construction", ())}


def _empty(card: Mapping[str, Any]) -> int:
    return sum(1 for _, f in card.get("slots", ()) if not f)


class _Site:
    """The seat's cards under construction by handle, and per card its empty slots and the
    worth of one more filled slot, each worked out once per choice (a step's actions name
    every open slot of every card: the search asks at every step it plays, issue 30)."""

    __slots__ = ("_empties", "_gains", "cards", "me")

    def __init__(self, me: ev._Seat, seat: Mapping[str, Any]) -> None:
        self.me = me
        self.cards = _cards(seat)
        self._empties: dict[tuple[str, int], int] = {}
        self._gains: dict[tuple[str, int], float] = {}

    def empty(self, h: tuple[str, int]) -> int:
        found = self._empties.get(h)
        if found is None:
            found = self._empties[h] = _empty(self.cards[h])
        return found

    def gain(self, h: tuple[str, int]) -> float:
        """How much one more filled slot of card `h` is worth: its worth over its empty
        slots (0 for no card under construction)."""
        found = self._gains.get(h)
        if found is None:
            card = self.cards.get(h)
            found = 0.0 if card is None else self.me.card(card.get("card")) / max(self.empty(h), 1)
            self._gains[h] = found
        return found


# The search's choices by what they read (view.PlannerView.key and the actions): a seat's
# Planning and Production play the same steps from the same areas in many of a search's
# iterations (issue 30). A pure function's answers, so whatever is kept, the choice is the
# same; bounded by clearing (the entries hold seats and actions: about 1.5 KB each, and one
# late decision of 1,000 iterations meets some 1,100 keys, so a few decisions' worth).
_CHOSEN: dict[tuple[Any, ...], Action | None] = {}
CHOSEN_LIMIT = 1 << 12
_UNKNOWN = object()


def choose(obs: Mapping[str, Any], seat: int, actions: Sequence[Action]) -> Action | None:
    """The step of `seat` (None outside Planning and Production, or if nothing fits)."""
    if type(obs) is not PlannerView:
        return _choose(obs, seat, actions)
    found = obs.key()
    if found is None:
        return _choose(obs.whole(), seat, actions)
    key = (found, actions if type(actions) is tuple else tuple(actions))  # found names the seat
    chosen = _CHOSEN.get(key, _UNKNOWN)
    if chosen is _UNKNOWN:
        chosen = _choose(obs.whole(), seat, actions)
        if len(_CHOSEN) >= CHOSEN_LIMIT:
            _CHOSEN.clear()
        _CHOSEN[key] = chosen
    return chosen  # type: ignore[return-value]


def _choose(obs: Mapping[str, Any], seat: int, actions: Sequence[Action]) -> Action | None:
    if obs.get("phase") not in WINDOW_PHASES or not actions:
        return None
    if len(actions) == 1:
        return actions[0]
    kinds: dict[str, list[Action]] = {}
    for a in actions:
        kinds.setdefault(a[0], []).append(a)
    for forced in ("torment", "eat"):
        if forced in kinds:
            return kinds[forced][0]
    for kind in ("mission", "convert"):
        if kind in kinds:
            return kinds[kind][0]
    s = obs["seats"][seat]
    me = ev._Seat(obs, s)
    site = _Site(me, s)
    if "place" in kinds or "alchemy" in kinds:
        return _cube(site, kinds)
    step = _soldier(s, site.cards, kinds) or _krystallium(site, s, kinds)
    if step is not None:
        return step
    step = _selection(me, s, kinds, len(site.cards))
    if step is not None:
        return step
    if "done" in kinds:
        return kinds["done"][0]
    others = [a for a in actions if a[0] != "scrap"]
    return others[0] if others else actions[0]


def _cube(site: _Site, kinds: dict[str, list[Action]]) -> Action:
    places = kinds.get("place", [])
    if places:
        best = max(places, key=lambda a: site.gain((a[2], a[3])))
        if "alchemy" not in kinds or site.gain((best[2], best[3])) > ev.CUBE:
            return best
    return kinds["alchemy"][0] if "alchemy" in kinds else places[0]


def _soldier(
    s: Mapping[str, Any],
    building: Mapping[tuple[str, int], Mapping[str, Any]],
    kinds: dict[str, list[Action]],
) -> Action | None:
    supply = int(s.get("soldiers", 0))
    calamities = {tuple(c["handle"]): c for c in s.get("calamities", ())}
    for a in kinds.get("fight", []):
        return a  # a Threat's slot: its penalty goes as its soldiers fill
    for a in kinds.get("soldier", []):
        h = (a[2], a[3])
        if h in building:
            return a  # an S slot of a card under construction
        c = calamities.get(h)
        if c is not None and supply >= int(c.get("dispel", 3)) - int(c.get("soldiers", 0)):
            return a
    return None


def _krystallium(
    site: _Site, s: Mapping[str, Any], kinds: dict[str, list[Action]]
) -> Action | None:
    good = []
    spare = int(s.get("krystallium", 0)) >= 2 or site.me.rounds_left == 0
    for a in kinds.get("krystallium", []):
        h = (a[2], a[3])
        card = site.cards.get(h)
        if card is None:
            continue
        unit = card["slots"][a[4]][0]
        if unit == "K" or site.empty(h) == 1 or spare:
            good.append(a)
    return max(good, key=lambda a: site.gain((a[2], a[3]))) if good else None


def _selection(
    me: ev._Seat, s: Mapping[str, Any], kinds: dict[str, list[Action]], building: int
) -> Action | None:
    """Build the best card worth building, else recycle one."""
    cards = data().cards
    builds = {(a[2], a[3]): a for a in kinds.get("build", [])}
    recycles = {(a[2], a[3]): a for a in kinds.get("recycle", [])}
    best: tuple[float, Action] | None = None
    room = building < MAX_BUILDING or me.rounds_left == 0
    for c in s.get("selection", ()):
        h = tuple(c["handle"])
        card = cards.get(c.get("card") or "")
        if card is None or h not in builds or card.kind == "treasure" or not room:
            continue
        cost = max(len(card.cost), 1)
        need = 2 + 4 * me.rounds_left + int(s.get("krystallium", 0))
        value = me.card(card.id) / cost
        if cost <= need and value >= BUILD_BY_COST and (best is None or value > best[0]):
            best = (value, builds[h])
    if best is not None:
        return best[1]
    return next(iter(recycles.values()), None)
