"""The observation (docs/wonderful-kingdom.md, "Observation") and the log's messages.

A card is shown as {"handle": [deck, pos], "card": id or None, "up": bool}: `card` is the
public value, or the viewer's own knowledge where the record entitles it (its hand, the
face-down cards it offered or peeked at), never more (core/hidden.py `visible`).

The search bot asks for an observation at every step of the Planning and Production it
plays through (docs/bots.md, issue 30), so this is built lean: the values are looked up
one handle at a time (`_Seen`) instead of copying every public value per call.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from core import hidden
from core.api import END, TERMINAL, Action, Handle, IllegalAction, Knowledge, Message
from core.games.wonderful_kingdom import scoring
from core.games.wonderful_kingdom.choice import spy_sources
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.games.wonderful_kingdom.state import AREAS, Offered, State
from core.memo import last_by_identity

CARDS = data().cards


class _Public:
    """A record's public values as a dict, and per seat the handles it was told: what
    `hidden.visible` starts from, worked out once per record (it changes only at reveals)."""

    __slots__ = ("secrets", "shown", "told")

    def __init__(self, secrets: hidden.Secrets) -> None:
        self.secrets = secrets
        self.shown: dict[Handle, Any] = dict(secrets.shown)
        self.told: dict[int, frozenset[Handle]] = {}

    def mine(self, seat: int) -> frozenset[Handle]:
        """The handles `seat` was told (a thread racing here computes the same set)."""
        found = self.told.get(seat)
        if found is None:
            found = frozenset(h for h, seats in self.secrets.seen if seat in seats)
            self.told[seat] = found
        return found


@last_by_identity
def _public(secrets: hidden.Secrets) -> _Public:
    return _Public(secrets)


class _Seen:
    """`hidden.visible(secrets, seat, knowledge)`, asked one handle at a time: the seat's
    knowledge where the record says it was told, else the public value."""

    __slots__ = ("knowledge", "mine", "shown")

    def __init__(self, secrets: hidden.Secrets, seat: int | None, knowledge: Knowledge | None):
        public = _public(secrets)
        self.shown = public.shown
        self.knowledge: Knowledge = {}
        self.mine: frozenset[Handle] = frozenset()
        if seat is not None and knowledge:
            self.knowledge, self.mine = knowledge, public.mine(seat)

    def get(self, h: Handle) -> Any:
        if h in self.knowledge and h in self.mine:
            return self.knowledge[h]
        return self.shown.get(h)

    def __contains__(self, h: Handle) -> bool:
        return h in self.shown or (h in self.knowledge and h in self.mine)


def _card(h: Handle, seen: _Seen, up: bool = True) -> dict[str, Any]:
    return {"handle": [h[0], h[1]], "card": seen.get(h), "up": up}


def _offered(o: Offered, seen: _Seen) -> dict[str, Any]:
    h = o.handle
    return {"handle": [h[0], h[1]], "card": seen.get(h), "up": o.up, "by": o.by}


def _seat(s: State, p: int, seen: _Seen) -> dict[str, Any]:
    seat = s.seats[p]
    dispel = data().calamity_dispel
    return {
        "duchy": seat.duchy,
        "side": s.side,
        "hand_size": len(seat.hand),
        "selection": [_offered(o, seen) for o in seat.selection],
        "construction": [
            {
                "handle": [b.handle[0], b.handle[1]],
                "card": b.card,
                "up": True,
                "slots": [[u, f] for u, f in zip(CARDS[b.card].cost, b.filled)],
            }
            for b in seat.construction
        ],
        "grand_duchy": [{"handle": [h[0], h[1]], "card": c, "up": True} for h, c in seat.grand],
        "calamities": [
            {
                "handle": [c.handle[0], c.handle[1]],
                "card": c.card,
                "up": True,
                "soldiers": c.soldiers,
                "dispel": dispel,
            }
            for c in seat.calamities
        ],
        "alchemy": list(seat.alchemy),
        "krystallium": seat.krystallium,
        "soldiers": seat.soldiers,
        "traps": seat.traps,
        "spies": spy_sources(s, p),
        "pending": list(seat.pending),
        "done": seat.done,
    }


def fixed_view(s: State, seat: int, knowledge: Knowledge | None) -> PlannerView:
    """What the planner (the evaluator's fixed_choice, planner.py) reads of `seat`'s
    observation: the round, phase and step, and the seat's own part, built as the
    observation builds it (the other seats' parts are left empty). The search asks the
    planner at every Planning and Production step it plays through (core/api.py,
    FixedView), so the view is built only when read: the planner first looks its choice
    up by `PlannerView.key`."""
    return PlannerView(s, seat, knowledge)


class PlannerView(Mapping[str, Any]):
    """fixed_view's answer: a mapping built on first read (`whole`), and `key`, all that
    the planner's choice depends on besides the actions, read straight from the state."""

    __slots__ = ("_built", "knowledge", "seat", "state")

    def __init__(self, s: State, seat: int, knowledge: Knowledge | None) -> None:
        self.state, self.seat, self.knowledge = s, seat, knowledge
        self._built: dict[str, Any] | None = None

    def whole(self) -> dict[str, Any]:
        """The view as a plain dict (built once)."""
        if self._built is None:
            s, seat = self.state, self.seat
            parts: list[dict[str, Any]] = [{} for _ in s.seats]
            if 0 <= seat < len(parts):
                parts[seat] = _seat(s, seat, _Seen(s.secrets, seat, self.knowledge))
            self._built = {"round": s.round, "phase": s.phase, "step": s.step, "seats": parts}
        return self._built

    def key(self) -> tuple[Any, ...] | None:
        """The round, phase, step and seat, the seat's areas and supply (its Seat, hashed
        by value), and the values it sees of its selection cards (None: a seat of no
        part). The view's other entries (side, spies) the planner does not read."""
        s, seat = self.state, self.seat
        if not 0 <= seat < len(s.seats):
            return None
        mine = s.seats[seat]
        if not mine.selection:  # Production, and Planning once every card is placed
            return (s.round, s.phase, s.step, seat, mine, ())
        seen = _Seen(s.secrets, seat, self.knowledge)
        values = tuple([seen.get(o.handle) for o in mine.selection])
        return (s.round, s.phase, s.step, seat, mine, values)

    def __getitem__(self, name: str) -> Any:
        return self.whole()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self.whole())

    def __len__(self) -> int:
        return len(self.whole())


def observation(
    s: State, player: int | None, knowledge: Knowledge | None, current: int
) -> dict[str, Any]:
    seen = _Seen(s.secrets, player, knowledge)
    parts = scoring.totals(s)
    obs: dict[str, Any] = {
        "round": s.round,
        "phase": s.phase,
        "stage": s.stage,
        "first": s.first,
        "current": current,
        "turn": s.turn,
        "offered": s.offered,
        "offers": {a: [_offered(o, seen) for o in s.offers[i]] for i, a in enumerate(AREAS)},
        "deck_size": s.deck_size - s.top,
        "discards": list(s.discards),
        "discarded_unseen": s.unseen,
        "calamity_pile": len(s.pile),
        "step": s.step,
        "produced": list(s.produced),
        "supremacy": s.supremacy,
        "acting": [
            p
            for p in range(s.players)
            if s.seats
            and not s.seats[p].done
            and s.submitted[p] is None
            and s.phase in ("planning", "production")
        ],
        "submitted": [a is not None for a in s.submitted],
        "scores": list(parts),
        "seats": [_seat(s, p, seen) for p in range(len(s.seats))],
        "module": {"key": s.module, **MODULES[s.module].observe(s, player)},
    }
    if s.players == 1:
        obs["solo"] = {"rival": list(s.rival), "searched": [_card(h, seen) for h in s.searched]}
    if player is not None and 0 <= player < s.players and s.seats:
        obs["hand"] = [_card(h, seen) for h in s.seats[player].hand]
        down = [o.handle for a in s.offers for o in a if not o.up]
        down += [o.handle for seat in s.seats for o in seat.selection if not o.up]
        # the face-down cards in play this viewer knows: those it offered or peeked at
        obs["known"] = [[d, pos, seen.get((d, pos))] for d, pos in sorted(down) if (d, pos) in seen]
        mine = s.submitted[player]
        obs["mine"] = list(mine) if mine is not None else None
    if current == TERMINAL:
        obs[END] = scoring.end_block(s)
    return obs


def _card_id(s: State, h: Handle) -> str:
    value = hidden.public_value(s.secrets, h)
    return value if isinstance(value, str) else ""


def describe_action(s: State, a: Action, seat: int) -> Message:
    """The log's sentence for `a` about to be applied; `seat` is the acting seat (-1 for
    chance and reveals). A private reveal says nothing of its value. A module with
    automatic effects (Threat) has them follow the sentence: the action is applied here
    to see them (`with_effects`)."""
    said = _sentence(s, a, seat)
    module = MODULES[s.module]
    if not module.logs_effects or s.mod is None:
        return said
    from core.games.wonderful_kingdom import apply_action  # the package imports this one

    try:
        after = apply_action(s, a)
    except IllegalAction:
        return said  # not an action of this state: the sentence alone
    return with_effects(said, module.effects(s, after))


def _sentence(s: State, a: Action, seat: int) -> Message:
    kind = a[0]
    if kind == "first":
        return Message("first", {"seat": a[1]})
    if kind == "duchies":
        return Message("duchies", {"duchy": a[1], "other_duchy": a[2] if len(a) > 2 else ""})
    if kind == hidden.SHUFFLED:
        return Message("shuffled", {"deck": a[1]})
    if kind == hidden.SHOWN:
        if a[1] == "threats":  # the round's Threat, into area L (R15)
            return Message("threat.shown", {"card": a[3]})
        return Message("shown", {"card": a[3]})
    if kind == hidden.REMASKED:
        return Message("remasked", {"deck": a[1]})
    if kind == hidden.MIXED:
        return Message("mixed", {"deck": a[1]})
    if kind == hidden.REVEALED:
        return Message("revealed", {})
    if kind == "offer":
        area, h = a[3], (a[1], a[2])
        if a[4] == "down":
            return Message("offer_down", {"seat": seat, "area": area})
        return Message("offer_up", {"seat": seat, "card": _card_id(s, h), "area": area})
    if kind == "select":
        n = len(s.offers[AREAS.index(a[1])])
        return Message("select", {"seat": seat, "area": a[1], "n": n})
    if kind in ("spy", "search", "keep", "refill"):
        return Message(kind, {"seat": seat})
    module = MODULES[s.module]
    if kind in module.KINDS:
        said = module.describe(s, a)
        if said is not None:
            return said
    p = a[1] if len(a) > 1 and type(a[1]) is int else seat
    params: dict[str, Any] = {"seat": p}
    if len(a) >= 4 and type(a[2]) is str:
        h = (a[2], a[3])
        params["card"] = _card_id(s, h)
        if len(a) >= 5:
            params["slot"] = a[4]
    if kind in ("place", "alchemy") and s.seats[p].pending:
        params["unit"] = s.seats[p].pending[0]
    return Message(kind, params)


def with_effects(said: Message, effects: list[Message]) -> Message:
    """The action's sentence followed by the effects the rules added, one sentence each:
    `then` messages nested, each param a list of one message (client/messages.py)."""
    for effect in effects:
        said = Message("then", {"said": [_plain(said)], "effect": [_plain(effect)]})
    return said


def _plain(message: Message) -> dict[str, Any]:
    return {"id": message.id, "params": dict(message.params)}
