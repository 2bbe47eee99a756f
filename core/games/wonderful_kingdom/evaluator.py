"""It's a Wonderful Kingdom's evaluator for the bots (core/bots/greedy.py, mcts.py): the
module is the game's evaluator and reads only a seat's observation, so a bot values what
its seat sees and nothing more (a face-down card it did not offer or peek at, and every
card of another seat's hand, count at the mean card's worth).

evaluate(observation, seat) is in tenths of a VP, higher is better for `seat`: the seat's
worth less its rival's (solo: its worth alone). A seat's worth (VP) is
- its score so far (the observation's `scores`: cards and duchy, Calamities, the module's);
- its engine: what its Grand Duchy cards produce, times the Productions left, a cube at
  CUBE VP;
- its cards under construction: a card's worth when completed (its VP, what it will
  produce in the Productions left, its completion bonus), by how much of its cost is
  filled, from a share HOPE that shrinks as the game's end nears;
- its cards in the selection area (Choice): the better of building and recycling;
- its hand (Choice): a share of each card's worth, since the seat offers all of them;
- the offer areas (Choice): the next selector takes the area worth most to it less to its
  rival, the other area is left, at a share, to whoever selects after;
- supply and cubes: Krystallium, soldiers, cubes waiting for a slot, alchemy cubes;
- progress on Calamities and Threats: soldiers on them by the share of the penalty they
  will take away.
A finished game: WIN for a sole first place, LOSS otherwise. `fixed_choice` plays the
simultaneous Planning and Production rounds by rule (core/games/wonderful_kingdom/planner.py),
since a bot has no preview there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from core.api import END, Action
from core.games.wonderful_kingdom.data import Card, data

Observation = Mapping[str, Any]
CARDS = data().cards

WIN, LOSS = 1_000_000, -1_000_000
ROUNDS = 4
CUBE, KRYSTALLIUM, SOLDIER, ALCHEMY_CUBE = 0.6, 1.0, 0.7, 0.15
RECYCLE = 0.6  # a recycled card: one cube
HAND_SHARE = 0.35  # a card in hand: it will be offered, and may come back
LEFT_SHARE = 0.4  # an offer area not taken now: it may be taken later, grown
TYPES_PER_ROUND = 1.0  # cards of a type a seat may still add per round (VP per type)


def _productions_left(obs: Observation) -> int:
    """Productions still to come, counting this round's unless it began."""
    rnd = int(obs.get("round", 1) or 1)
    done = obs.get("phase") in ("production", "module", "over") or obs.get("step")
    return max(ROUNDS - rnd + (0 if done else 1), 0)


@cache
def mean_card() -> float:
    """The mean worth of a development card nobody has seen (a flat estimate)."""
    d = data()
    ids = d.development
    return sum(_static(d.cards[c]) for c in ids) / len(ids)


@cache
def _static(card: Card) -> float:
    """A card's worth without the owner's context (2 Productions, 2 cards of a type)."""
    return _worth(card, 2, {}, 0)


def _count(types: Mapping[str, int], per: str, soldiers: int) -> float:
    if per == "S":
        return soldiers
    return types.get(per, 0) + TYPES_PER_ROUND


def _worth(card: Card, productions: int, types: Mapping[str, int], soldiers: int) -> float:
    """What a completed `card` is worth to a seat: VP, production to come, bonus."""
    if card.kind in ("treasure", "calamity"):
        return 0.0
    vp = card.vp * (_count(types, card.vp_per, soldiers) if card.vp_per else 1)
    made = sum(n * (_count(types, per, 0) if per else 1) for _, n, per in card.produce)
    return vp + made * CUBE * productions + card.bonus_s * SOLDIER + card.bonus_k * KRYSTALLIUM


# What a card is worth to a seat follows from the seat's Productions left, rounds left,
# soldiers and cards per type in its Grand Duchy (its context), which change now and then:
# the search values two seats' views of every position it reaches (issue 30), so the
# values are kept per context (bounded: contexts come from play).
Context = tuple[int, int, int, tuple[tuple[str, int], ...]]
HOPES = (0.15, 0.3, 0.4, 0.45)  # an empty construction's share of its worth, by rounds left


class _Seat:
    """What the valuation needs of one seat's part of the observation."""

    __slots__ = ("context", "productions", "rounds_left", "soldiers", "types")

    def __init__(self, obs: Observation, seat: Mapping[str, Any]) -> None:
        cards = CARDS
        types: dict[str, int] = {}
        for c in seat.get("grand_duchy", ()):
            card = c.get("card")
            kind = cards[card].kind if card in cards else ""
            types[kind] = types.get(kind, 0) + 1
        self.types = types
        self.soldiers = int(seat.get("soldiers", 0))
        self.productions = _productions_left(obs)
        self.rounds_left = ROUNDS - int(obs.get("round", 1) or 1)
        self.context: Context = (
            self.productions,
            self.rounds_left,
            self.soldiers,
            tuple(sorted(types.items())),
        )

    def card(self, card_id: str | None) -> float:
        """A completed card's worth to this seat (an unknown card: the mean)."""
        if card_id is None or card_id not in CARDS:
            return mean_card()
        return _card_worth(card_id, self.context)

    def hope(self) -> float:
        """The share of a card's worth an empty construction is worth: less as time runs."""
        return HOPES[min(self.rounds_left, 3)]

    def holding(self, card_id: str | None) -> float:
        """A card in the selection area: the better of building and recycling it."""
        return _holding(card_id, self.context)

    def made(self, card: Card) -> int:
        """The cubes a completed card of the Grand Duchy makes each Production."""
        return _made(card.id, self.context[3])


@lru_cache(maxsize=8192)
def _card_worth(card_id: str, context: Context) -> float:
    productions, _, soldiers, types = context
    return _worth(CARDS[card_id], productions, dict(types), soldiers)


@lru_cache(maxsize=8192)
def _holding(card_id: str | None, context: Context) -> float:
    hope = HOPES[min(context[1], 3)]
    if card_id is not None and card_id in CARDS:
        c = CARDS[card_id]
        if c.kind == "treasure":
            return RECYCLE + 0.2 * len(c.gain)
        if c.kind == "calamity":
            return 0.0
        fill = hope * max(1.0, 6.0 / max(len(c.cost), 1)) / 1.5
        return max(RECYCLE, _card_worth(card_id, context) * min(fill, 1.0))
    return max(RECYCLE, mean_card() * hope)


@lru_cache(maxsize=8192)
def _made(card_id: str, types: tuple[tuple[str, int], ...]) -> int:
    per_type = dict(types)
    return sum(n * (per_type.get(per, 0) if per else 1) for _, n, per in CARDS[card_id].produce)


def worth(obs: Observation, seat: int) -> float:
    """A seat's worth in VP (see the module docstring)."""
    s = obs["seats"][seat]
    return _seat_worth(obs, seat, s, _Seat(obs, s))


def _seat_worth(obs: Observation, seat: int, s: Mapping[str, Any], me: _Seat) -> float:
    total: float = float(obs["scores"][seat])
    cards = CARDS
    for c in s.get("grand_duchy", ()):
        card = cards.get(c.get("card") or "")
        if card is not None and card.produce:
            total += me.made(card) * CUBE * me.productions
    hope = me.hope()
    for c in s.get("construction", ()):
        slots = c.get("slots", ())
        if not slots:
            continue
        filled = sum(1 for _, f in slots if f)
        share = hope + (1 - hope) * filled / len(slots)
        total += me.card(c.get("card")) * share
    for c in s.get("selection", ()):
        total += me.holding(c.get("card"))
    total += len(s.get("pending", ())) * CUBE + sum(s.get("alchemy", ())) * ALCHEMY_CUBE
    total += int(s.get("krystallium", 0)) * KRYSTALLIUM + me.soldiers * SOLDIER
    for c in s.get("calamities", ()):
        dispel = max(int(c.get("dispel", 3)), 1)
        total += -data().calamity_penalty * min(int(c.get("soldiers", 0)), dispel) / dispel
    total += _threats(obs, seat)
    return total


def _threats(obs: Observation, seat: int) -> float:
    """Soldiers on a Threat: the share of its penalty they take away."""
    board = obs.get("module") or {}
    rows = board.get("threats") if isinstance(board, Mapping) else None
    if not rows or seat >= len(rows):
        return 0.0
    out = 0.0
    for t in rows[seat]:
        fight = max(int(t.get("fight", 1)), 1)
        out += -int(t.get("penalty", 0)) * min(int(t.get("soldiers", 0)), fight) / fight
    return out


def _hand(obs: Observation, seat: int, own: bool, me: _Seat | None = None) -> float:
    """The viewer's own hand (values known), another seat's by its size."""
    s = obs["seats"][seat]
    if me is None:
        me = _Seat(obs, s)
    if own and "hand" in obs:
        return HAND_SHARE * sum(me.holding(c.get("card")) for c in obs["hand"])
    return HAND_SHARE * int(s.get("hand_size", 0)) * me.holding(None)


def _offers(obs: Observation, seat: int, views: Sequence[_Seat] | None = None) -> float:
    """The offer areas: the next selector takes the area worth most to it less to `seat`
    (or, selecting itself, worth most to it less to the rival); the other is left."""
    offers = obs.get("offers") or {}
    if obs.get("phase") != "choice" or not offers or len(obs["seats"]) < 2:
        return 0.0
    rival = 1 - seat
    if views is None:
        views = [_Seat(obs, s) for s in obs["seats"]]
    mine_view, their_view = views[seat], views[rival]
    areas = [a for a in ("L", "R") if offers.get(a)]
    if not areas:
        return 0.0
    mine = {a: sum(mine_view.holding(c.get("card")) for c in offers[a]) for a in areas}
    theirs = {a: sum(their_view.holding(c.get("card")) for c in offers[a]) for a in areas}
    selector = _next_selector(obs)
    if selector == seat:
        take = max(areas, key=lambda a: mine[a] - theirs[a])
        left = sum(theirs[a] - mine[a] for a in areas if a != take)
        return mine[take] - LEFT_SHARE * left
    take = max(areas, key=lambda a: theirs[a] - mine[a])
    left = sum(mine[a] - theirs[a] for a in areas if a != take)
    return -theirs[take] + LEFT_SHARE * left


def _next_selector(obs: Observation) -> int:
    """The seat that selects next in the Choice phase (turns: offer, select, ...)."""
    turn, first = int(obs.get("turn", 0)), int(obs.get("first", 0))
    select_turn = turn | 1
    offerer = first if ((select_turn - 1) // 2) % 2 == 0 else 1 - first
    return 1 - offerer


def evaluate(observation: Observation, seat: int) -> int:
    """How good `observation` is for `seat`, in tenths of a VP (see the docstring)."""
    obs = observation
    end = obs.get(END)
    if end is not None or obs.get("phase") == "over":
        return _final(obs, seat)
    parts = obs["seats"]
    views = [_Seat(obs, s) for s in parts]  # one per seat, shared by the terms below
    value = (
        _seat_worth(obs, seat, parts[seat], views[seat])
        + _hand(obs, seat, True, views[seat])
        + _offers(obs, seat, views)
    )
    if len(parts) > 1:
        value -= max(
            _seat_worth(obs, o, parts[o], views[o]) + _hand(obs, o, False, views[o])
            for o in range(len(parts))
            if o != seat
        )
    return round(10 * value)


def _final(obs: Observation, seat: int) -> int:
    """A finished game: a win by the ranking in END (scores for a margin)."""
    end = obs.get(END) or {}
    ranking = end.get("ranking") if isinstance(end, Mapping) else None
    scores: Sequence[int] = obs.get("scores") or [0]
    margin = scores[seat] - max((v for i, v in enumerate(scores) if i != seat), default=0)
    if ranking:
        return (WIN if ranking[0] == seat else LOSS) + margin
    return WIN + margin if margin > 0 else LOSS + margin


def fixed_choice(observation: Observation, seat: int, actions: Sequence[Action]) -> Action | None:
    """Planning and Production steps by rule (planner.py); None elsewhere."""
    return _planner()(observation, seat, actions)


@cache  # asked at every step the search plays through: an import statement costs more
def _planner() -> Callable[[Observation, int, Sequence[Action]], Action | None]:
    from core.games.wonderful_kingdom import planner  # which imports this module

    return planner.choose
