"""Blind Pass, the tests' tiny card game with secrets: the core/hidden.py contract in small.

Registered only by the tests (`tests.tinygame`), beside Dice Race, so that every layer
that claims to handle hidden information is shown to on something smaller than the
mephitic swamp: a shared deck shuffled by everyone, private draws, a card passed face
down, a claim checked by a public reveal, a hand re-masked by its holder, (variant
"pairs", 4 players) team-mates who see each other's cards, and (variant "pool") two decks
mixed by everyone into one whose composition nobody knows.

Deck "deck": 1..6, two of each, shuffled at setup; each seat is dealt 2 cards (privately:
a REVEAL node of one Reveal per card). With "pool", deck "pool" (7, 8, 9, 10) is shuffled
beside it, and its first 2 cards and the whole deck are mixed (`Mix`) into deck "drawn",
which is dealt and drawn from instead: nobody knows which two high cards are in it.
Then `turns` turns (8 per seat), each one of:
- ("draw",)                 the next deck card, revealed to the drawer (and partner)
- ("pass", deck, pos)        a hand card face down to the next seat, who looks at it
- ("play", deck, pos, v)     claim that a hand card is v (v >= the pile's top): it is
                              shown to all (Show with the claim), v points; a lie stops
- ("mix",)                  re-mask your hand (2+ cards) into a new deck "mix<k>": no one
                              who saw a card (the passer) can tell which one it is now
- ("knock",)                nothing.
Resolution actions are core.hidden's: ("shuffled", deck), ("revealed", deck, pos),
("shown", deck, pos, v), ("remasked", deck), ("mixed", deck). Most points wins; ties stay
in seat order.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import pairwise
from typing import Any

from core import canonical, hidden
from core.api import (
    END,
    REVEAL,
    TERMINAL,
    Action,
    BadConfig,
    Capabilities,
    Config,
    Handle,
    IllegalAction,
    Knowledge,
    Message,
    sort_actions,
)
from core.meta import Choice, GameInfo, Option, PlayerRange

NAME = "blind_pass"
INFO = GameInfo(
    key=NAME,
    title="Blind Pass",
    players=(PlayerRange(2, 4),),
    default_players=2,
    options=(
        Option(
            "variants",
            "Variants",
            (
                Choice("pairs", "Pairs (4 players): partners see each other's cards"),
                Choice("pool", "Pool: two high cards mixed unseen into the deck"),
            ),
            many=True,
            flag="--variant",
        ),
    ),
)
EXAMPLE_CONFIGS: tuple[dict[str, Any], ...] = (
    {"players": 2},
    {"players": 3},
    {"players": 4, "variants": ["pairs"]},
    {"players": 2, "variants": ["pool"]},
)
DECK, POOL, DRAWN = "deck", "pool", "drawn"
VALUES = hidden.sort_values(v for v in range(1, 7) for _ in range(2))
POOL_VALUES, FROM_POOL = (7, 8, 9, 10), 2  # the pool, and how many of it join the deck
HAND, TURNS = 2, 8  # cards dealt, turns per seat


@canonical.register("blind.State")
@dataclass(frozen=True, slots=True)
class State:
    """A whole game of Blind Pass: handles only, never a value nobody was shown."""

    players: int
    pairs: bool
    top: int  # the next deck position to draw
    hands: tuple[tuple[Handle, ...], ...]
    pile: int  # the value on top of the public pile, 0 before the first play
    scores: tuple[int, ...]
    turn: int  # turns played
    mixes: int  # hands re-masked so far (names the next deck)
    secrets: hidden.Secrets
    deck: str = DECK  # the deck dealt and drawn from ("drawn" with the pool)
    size: int = len(VALUES)  # its number of cards


def normalize_config(config: Config) -> dict[str, Any]:
    """The validated plain config; BadConfig says what is wrong."""
    unknown = set(config) - {"players", "variants"}
    if unknown:
        raise BadConfig(f"unknown config keys: {', '.join(sorted(unknown))}")
    players = config.get("players", 2)
    if type(players) is not int or not 2 <= players <= 4:
        raise BadConfig(f"Blind Pass is for 2 to 4 players, got {players!r}")
    variants = config.get("variants", [])
    if isinstance(variants, str) or not all(v in ("pairs", "pool") for v in variants):
        raise BadConfig(f"the variants are 'pairs' and 'pool', got {variants!r}")
    if "pairs" in variants and players != 4:
        raise BadConfig("the pairs variant needs 4 players")
    return {"players": players, "variants": sorted(set(variants))}


def initial_state(config: Config) -> State:
    """Everyone shuffles the deck first (a REVEAL node), and the pool beside it."""
    c = normalize_config(config)
    n = c["players"]
    shuffles = [hidden.Shuffle(DECK, VALUES)]
    if "pool" in c["variants"]:
        shuffles.append(hidden.Shuffle(POOL, POOL_VALUES))
    secrets = hidden.ask(hidden.start(n), shuffles)
    return State(n, "pairs" in c["variants"], 0, ((),) * n, 0, (0,) * n, 0, 0, secrets)


def values(s: State) -> tuple[Any, ...]:
    """The values a card of the drawn deck may have (the public can claim any of them)."""
    found = hidden.deck(s.secrets, s.deck)
    return tuple(sorted(set(found.values if found else VALUES)))


def told(s: State, seat: int) -> tuple[int, ...]:
    """Who looks at a card `seat` receives: the seat, and its partner in pairs."""
    return tuple(sorted({seat, (seat + 2) % 4})) if s.pairs else (seat,)


def seat_to_act(s: State) -> int:
    """Whose turn it is (between reveals)."""
    return s.turn % s.players


def current_player(s: State) -> int:
    """REVEAL while requests are pending, else the seat whose turn it is, or TERMINAL."""
    if s.secrets.pending:
        return REVEAL
    return TERMINAL if s.turn >= TURNS * s.players else seat_to_act(s)


def reveal_requests(s: State) -> tuple[hidden.Request, ...]:
    """The pending requests of a REVEAL node (core/hidden.py)."""
    return s.secrets.pending


CAPABILITIES = Capabilities(reveal_requests=reveal_requests)  # every table has secrets


def chance_outcomes(s: State) -> tuple[tuple[Action, Fraction], ...]:
    """No public chance: all of it is in the shuffled deck."""
    return ()


def legal_actions(
    s: State, player: int | None = None, knowledge: Knowledge | None = None
) -> tuple[Action, ...]:
    """The seat's moves; without knowledge a claim of any value the public cannot refute
    yet, with it only the truthful ones."""
    if current_player(s) in (REVEAL, TERMINAL) or player not in (None, seat_to_act(s)):
        return ()
    seat = seat_to_act(s)
    hand = s.hands[seat]
    out: list[Action] = [("knock",)]
    if s.top < s.size:
        out.append(("draw",))
    if len(hand) >= 2:
        out.append(("mix",))
    seen = hidden.visible(s.secrets, seat, knowledge) if knowledge is not None else None
    for d, p in hand:
        out.append(("pass", d, p))
        claims = values(s) if seen is None else [seen[(d, p)]] if (d, p) in seen else []
        out += [("play", d, p, v) for v in claims if v >= s.pile]
    return sort_actions(out)


def apply_action(s: State, a: Action) -> State:
    """The state after `a`; IllegalAction says why it cannot be played."""
    if a and a[0] in hidden.RESOLUTIONS:
        return _resolved(s, a)
    if a not in legal_actions(s):
        raise IllegalAction(f"{a!r} is not a move of seat {seat_to_act(s)} now")
    seat, kind = seat_to_act(s), a[0]
    hand = s.hands[seat]
    if kind == "draw":
        handle = (s.deck, s.top)
        s = _with_hand(s, seat, (*hand, handle))
        s = _ask(replace(s, top=s.top + 1), hidden.Reveal(handle, told(s, seat)))
    elif kind == "pass":
        handle, to = (a[1], a[2]), (seat + 1) % s.players
        s = _with_hand(s, seat, tuple(h for h in hand if h != handle))
        s = _with_hand(s, to, (*s.hands[to], handle))
        s = _ask(s, hidden.Reveal(handle, told(s, to)))
    elif kind == "play":
        handle = (a[1], a[2])
        s = _with_hand(s, seat, tuple(h for h in hand if h != handle))
        s = _ask(s, hidden.Show(handle, (seat, a[3])))
    elif kind == "mix":
        name = f"mix{s.mixes}"
        s = _with_hand(s, seat, tuple((name, i) for i in range(len(hand))))
        s = _ask(replace(s, mixes=s.mixes + 1), hidden.Remask(name, seat, hand))
    return replace(s, turn=s.turn + 1)


def _ask(s: State, *requests: hidden.Request) -> State:
    return replace(s, secrets=hidden.ask(s.secrets, requests))


def _with_hand(s: State, seat: int, hand: tuple[Handle, ...]) -> State:
    return replace(s, hands=s.hands[:seat] + (hand,) + s.hands[seat + 1 :])


def _resolved(s: State, a: Action) -> State:
    """A request done: after the shuffle the deal (with the pool: after the mix); a shown
    claim scores."""
    secrets, request = hidden.resolve(s.secrets, a)
    s = replace(s, secrets=secrets)
    if isinstance(request, hidden.Shuffle) and request.deck == POOL:  # both decks are in
        handles = [(DECK, i) for i in range(len(VALUES))]
        handles += [(POOL, i) for i in range(FROM_POOL)]
        return replace(_ask(s, hidden.Mix(DRAWN, tuple(handles))), deck=DRAWN, size=len(handles))
    if isinstance(request, (hidden.Shuffle, hidden.Mix)) and s.secrets.pending:
        return s  # the pool is still to shuffle
    if isinstance(request, (hidden.Shuffle, hidden.Mix)):  # deal HAND cards each, privately
        deals = [(i % s.players, (s.deck, i)) for i in range(HAND * s.players)]
        for seat, handle in deals:
            s = _with_hand(s, seat, (*s.hands[seat], handle))
        reveals = [hidden.Reveal(h, told(s, seat)) for seat, h in deals]
        return replace(_ask(s, *reveals), top=len(deals))
    if isinstance(request, hidden.Show) and request.claim is not None:
        seat, value = request.claim
        scores = s.scores[:seat] + (s.scores[seat] + value,) + s.scores[seat + 1 :]
        return replace(s, pile=value, scores=scores)
    return s


def returns(s: State) -> tuple[int, ...]:
    """Every seat's points."""
    return s.scores


def ranking(s: State) -> tuple[int, ...]:
    """Seats by points, then seat order."""
    return tuple(sorted(range(s.players), key=lambda p: (-s.scores[p], p)))


def observation(s: State, player: int | None, knowledge: Knowledge | None = None) -> dict[str, Any]:
    """The public game; a hand card shows its value to whoever was shown it."""
    seen = hidden.visible(s.secrets, player, knowledge)
    obs: dict[str, Any] = {
        "current": current_player(s),
        "turn": s.turn,
        "pile": s.pile,
        "deck_left": s.size - s.top,
        "scores": list(s.scores),
        "hands": [[[d, p, seen.get((d, p))] for d, p in hand] for hand in s.hands],
    }
    if current_player(s) == TERMINAL:
        order = ranking(s)
        best = s.scores[order[0]]
        obs[END] = {
            "totals": list(s.scores),
            "parts": [{"label": "end.played", "values": list(s.scores)}],
            "ranking": list(order),
            "winners": [p for p in order if s.scores[p] == best],
            "separated_by": [
                "by.points" if s.scores[a] != s.scores[b] else None for a, b in pairwise(order)
            ],
        }
    return obs


def describe_action(s: State, a: Action) -> Message:
    """The log's sentence for `a` (templates: tests/tinygame/blindview/messages.py)."""
    seat = seat_to_act(s)
    if a[0] == "pass":
        return Message("pass", {"seat": seat, "to_seat": (seat + 1) % s.players})
    if a[0] == "play":
        return Message("play", {"seat": seat, "n": a[3]})
    if a[0] == hidden.SHOWN:
        return Message("shown", {"n": a[3]})
    if a[0] in hidden.RESOLUTIONS:  # value-free: a private reveal says nothing more
        return Message(a[0], {})
    return Message(a[0], {"seat": seat})
