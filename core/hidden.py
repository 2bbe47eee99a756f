"""Hidden information in the core: handles, reveal requests, and who may know what.

The contract (docs/hidden-information.md; shared/design/HIDDEN-INFORMATION.md, "Where it
enters the core"): the acked state holds a hidden thing only as a **handle**, (deck,
position), in a deck whose composition (the multiset of values) is public, or at least the
values it may hold (a deck mixed from part of another, `Mix`). When the rules
need a value shown, `current_player` is `core.api.REVEAL` and `reveal_requests(state)` lists
**requests**, as a chance node lists outcomes:

- `Shuffle(deck, values)`: a new deck of those values in an order nobody knows (every peer
  shuffles it, HIDDEN-INFORMATION.md "Shuffle"); its handles are (deck, 0..n-1);
- `Reveal(handle, seats)`: a private reveal to those seats (a draw, a peek, team-mates);
- `Show(handle, claim)`: a public reveal; `claim` = (seat, value) when a seat claimed the
  value first (a card played): a different value proves that seat cheated;
- `Remask(deck, seat, handles)`: the holder `seat` re-randomizes and permutes things it
  knows into a new deck, so that nothing links a new handle to an old one (a known card
  mixed into a hand);
- `Mix(deck, handles)`: every peer in turn shuffles handles of decks in play (of one deck
  or several) into a new deck: nobody knows which new handle holds which old card, not
  even a seat that knew an old one (cards drawn unseen from a pool into a deck).

The driver performs each request and applies its **resolution** (`resolution`): value-free
for Shuffle, Reveal, Remask and Mix, so every peer's state stays identical; carrying the value for
Show, which makes it public and checkable. A game keeps a `Secrets` in its state: the decks,
who is entitled to which handle, the public values and the pending requests; `ask` and
`resolve` keep it, `visible` filters a seat's knowledge down to its entitlement.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

from core import canonical, registry
from core.api import Action, Game, Handle, IllegalAction, Knowledge
from core.memo import last_by_identity

Value: TypeAlias = str | int


@canonical.register("hidden.Shuffle")
@dataclass(frozen=True, slots=True)
class Shuffle:
    """Make deck `deck` of `values` (sorted: the public composition), shuffled by all."""

    deck: str
    values: tuple[Value, ...]


@canonical.register("hidden.Reveal")
@dataclass(frozen=True, slots=True)
class Reveal:
    """Show the value of `handle` to `seats` (sorted) only."""

    handle: Handle
    seats: tuple[int, ...]


@canonical.register("hidden.Show")
@dataclass(frozen=True, slots=True)
class Show:
    """Show the value of `handle` to everyone; `claim` = (seat, value) claimed before."""

    handle: Handle
    claim: tuple[int, Value] | None = None


@canonical.register("hidden.Remask")
@dataclass(frozen=True, slots=True)
class Remask:
    """`seat` re-masks and permutes `handles` (all known to it) into new deck `deck`."""

    deck: str
    seat: int
    handles: tuple[Handle, ...]


@canonical.register("hidden.Mix")
@dataclass(frozen=True, slots=True)
class Mix:
    """Every peer shuffles `handles` (of decks in play) into new deck `deck`, in turn."""

    deck: str
    handles: tuple[Handle, ...]


Request: TypeAlias = Shuffle | Reveal | Show | Remask | Mix

SHUFFLED, REVEALED, SHOWN, REMASKED, MIXED = "shuffled", "revealed", "shown", "remasked", "mixed"
RESOLUTIONS = frozenset({SHUFFLED, REVEALED, SHOWN, REMASKED, MIXED})
"""The first items of resolution actions: a game's apply_action hands these to `resolve`."""


def resolution(request: Request, value: Value | None = None) -> Action:
    """The action that records `request` as done; a Show's carries the value shown."""
    if isinstance(request, Shuffle):
        return (SHUFFLED, request.deck)
    if isinstance(request, Remask):
        return (REMASKED, request.deck)
    if isinstance(request, Mix):
        return (MIXED, request.deck)
    deck, pos = request.handle
    if isinstance(request, Reveal):
        return (REVEALED, deck, pos)
    if value is None:
        raise ValueError(f"a public reveal of {request.handle} needs the value shown")
    return (SHOWN, deck, pos, value)


def sort_values(values: Iterable[Value]) -> tuple[Value, ...]:
    """Values in the canonical order of a deck's composition (ints first, then strings):
    core.api's action order of one-item actions. Values of one type (a deck's cards, a
    stack's coins) sort as they are; others are split into the ints and the rest (a key
    tuple per value made the Remask's and the Mix's resolution cost most of a reveal)."""
    values = list(values)
    types = set(map(type, values))
    if types <= {str} or types <= {int}:
        return tuple(sorted(values))
    ints: list[Value] = []
    rest: list[Value] = []
    for v in values:
        (ints if isinstance(v, int) else rest).append(v)
    ints.sort()
    rest.sort(key=str)
    return (*ints, *rest)


@canonical.register("hidden.Deck")
@dataclass(frozen=True, slots=True)
class Deck:
    """A deck in play: its name, size and the values it may hold, sorted. A shuffled deck's
    are its composition (with repeats); a remasked deck's each value of the decks it came
    from once; a mixed deck's those of its inputs, a whole input deck's with its repeats and
    a part's each once (so they are its composition when every input is a whole deck with
    a public composition, and only a superset of what it holds otherwise)."""

    name: str
    size: int
    values: tuple[Value, ...]


@canonical.register("hidden.Secrets")
@dataclass(frozen=True, slots=True)
class Secrets:
    """The public record of a game's hidden things, part of its hashed state."""

    players: int
    decks: tuple[Deck, ...] = ()
    seen: tuple[tuple[Handle, tuple[int, ...]], ...] = ()  # sorted: handle -> seats told
    shown: tuple[tuple[Handle, Value], ...] = ()  # sorted: handle -> its public value
    pending: tuple[Request, ...] = ()  # the REVEAL node's requests, in resolution order


def start(players: int) -> Secrets:
    """The record of a table of `players` seats with no deck yet."""
    return Secrets(players)


def deck(secrets: Secrets, name: str) -> Deck | None:
    """The deck called `name`, or None."""
    return _by_name(secrets.decks).get(name)


@last_by_identity  # decks change only at a Shuffle, Remask or Mix: asked about one tuple
def _by_name(decks: tuple[Deck, ...]) -> Mapping[str, Deck]:
    """The decks in play by name (ask() refuses a second deck of a name)."""
    return {d.name: d for d in decks}


def _in_play(by_name: Mapping[str, Deck], handle: Handle) -> bool:
    found = by_name.get(handle[0])
    return found is not None and 0 <= handle[1] < found.size


def exists(secrets: Secrets, handle: Handle) -> bool:
    """Whether `handle` names a position of a deck in play."""
    found = deck(secrets, handle[0])
    return found is not None and 0 <= handle[1] < found.size


def public_value(secrets: Secrets, handle: Handle) -> Value | None:
    """The value of `handle` if it has been shown to all, else None."""
    value: Value | None = _lookup(secrets.shown, handle)
    return value


def seats_told(secrets: Secrets, handle: Handle) -> tuple[int, ...]:
    """The seats entitled to `handle` privately (everyone, once it is shown)."""
    if public_value(secrets, handle) is not None:
        return tuple(range(secrets.players))
    seats: tuple[int, ...] = _lookup(secrets.seen, handle) or ()
    return seats


def entitled(secrets: Secrets, seat: int | None) -> frozenset[Handle]:
    """Every handle whose value `seat` may know now (None: the public's)."""
    shown = {h for h, _ in secrets.shown}
    if seat is None:
        return frozenset(shown)
    return frozenset(shown | {h for h, seats in secrets.seen if seat in seats})


def visible(secrets: Secrets, seat: int | None, knowledge: Knowledge | None) -> dict[Handle, Any]:
    """What `seat` may see: the public values and the entries of `knowledge` it is
    entitled to (extra entries, such as a hot-seat neighbour's, are dropped)."""
    out: dict[Handle, Any] = dict(secrets.shown)
    if seat is None or not knowledge:
        return out
    mine = {h for h, seats in secrets.seen if seat in seats}
    out.update((h, v) for h, v in knowledge.items() if h in mine)
    return out


def ask(secrets: Secrets, requests: Iterable[Request]) -> Secrets:
    """`secrets` with `requests` pending (a REVEAL node); ValueError for a malformed one,
    which is a bug in the rules, not a player's illegal action."""
    pending = (*secrets.pending, *requests)
    by_name = _by_name(secrets.decks)
    new_decks: set[str] = set()
    for request in pending:
        problem = _problem(secrets, by_name, request, new_decks)
        if problem:
            raise ValueError(f"malformed reveal request {request!r}: {problem}")
        if isinstance(request, (Shuffle, Remask, Mix)):
            new_decks.add(request.deck)
    return Secrets(secrets.players, secrets.decks, secrets.seen, secrets.shown, pending)


def malformed(secrets: Secrets, request: Request, new_decks: set[str] | None = None) -> str:
    """Why `request` cannot be asked now ("" if it can): the conformance suite's check."""
    return _problem(secrets, _by_name(secrets.decks), request, new_decks or set())


def _problem(secrets: Secrets, by_name: Mapping[str, Deck], request: Request, new: set[str]) -> str:
    """`malformed`, given the decks in play by name and the names of decks asked for."""
    if isinstance(request, (Reveal, Show)):  # nearly every request: checked first
        return _reveal_problem(secrets, by_name, request)
    if request.deck in by_name or request.deck in new:
        return f"deck {request.deck!r} exists already"
    if isinstance(request, Shuffle):
        if not request.values or request.values != sort_values(request.values):
            return "a shuffle needs its values, sorted (the public composition)"
        return ""
    if isinstance(request, Remask):
        if not 0 <= request.seat < secrets.players:
            return f"no seat {request.seat}"
        if not request.handles or len(set(request.handles)) != len(request.handles):
            return "a remask needs distinct handles"
        if not all(_in_play(by_name, h) for h in request.handles):
            return "a handle of no deck in play"
        if not all(request.seat in seats_told(secrets, h) for h in request.handles):  # entitled
            return f"seat {request.seat} re-masks what it does not know"
        return ""
    if not request.handles or len(set(request.handles)) != len(request.handles):  # a Mix
        return "a mix needs distinct handles"
    if not all(_in_play(by_name, h) for h in request.handles):
        return "a handle of no deck in play"
    return ""


def _reveal_problem(secrets: Secrets, by_name: Mapping[str, Deck], request: Reveal | Show) -> str:
    if not _in_play(by_name, request.handle):
        return f"{request.handle} is no handle of a deck in play"
    if isinstance(request, Reveal):
        seats = request.seats
        if not seats or list(seats) != sorted(set(seats)):
            return "the seats told must be sorted and distinct"
        if not all(0 <= s < secrets.players for s in seats):
            return f"seats {seats} out of range"
        return ""
    if public_value(secrets, request.handle) is not None:
        return f"{request.handle} is public already"
    if request.claim is not None and not 0 <= request.claim[0] < secrets.players:
        return f"a claim by no seat {request.claim[0]}"
    return ""


def resolve(secrets: Secrets, action: Action) -> tuple[Secrets, Request]:
    """Record the resolution `action` of the first pending request; IllegalAction when it
    is not that request's, or a Show's value is impossible or differs from the claim."""
    if not secrets.pending:
        raise IllegalAction(f"no reveal is pending, got {action!r}")
    request, rest = secrets.pending[0], secrets.pending[1:]
    decks, seen, shown = secrets.decks, secrets.seen, secrets.shown
    # Private and public reveals are nearly every resolution of a game (~120 a game):
    # each checks the action against its request directly, with no other request built.
    if isinstance(request, Reveal):
        if action != (REVEALED, *request.handle):
            raise IllegalAction(f"the pending reveal resolves as {_shape(request)}, got {action!r}")
        told = _lookup(seen, request.handle)
        # ask() refused unsorted or repeated seats: a first reveal records them as asked
        seats = tuple(sorted({*told, *request.seats})) if told else request.seats
        seen = _put(seen, request.handle, seats)
    elif isinstance(request, Show):
        value = action[3] if len(action) == 4 else None
        if value is None or action != (SHOWN, *request.handle, value):
            raise IllegalAction(f"the pending reveal resolves as {_shape(request)}, got {action!r}")
        shown = _put(shown, request.handle, _check_shown(secrets, request, value))
    elif action != resolution(request):
        raise IllegalAction(f"the pending reveal resolves as {_shape(request)}, got {action!r}")
    elif isinstance(request, Shuffle):
        decks += (Deck(request.deck, len(request.values), request.values),)
    elif isinstance(request, Remask):
        decks += (Deck(request.deck, len(request.handles), _remasked(secrets, request.handles)),)
        seen = _told_new_deck(seen, request.deck, len(request.handles), (request.seat,))
    else:  # a Mix: nobody is told a new handle, nothing links it to an old one
        decks += (Deck(request.deck, len(request.handles), _mixed(secrets, request.handles)),)
    return Secrets(secrets.players, decks, seen, shown, rest), request


def _lookup(pairs: tuple[tuple[Handle, Any], ...], handle: Handle) -> Any:
    """The value of `handle` in a sorted record of (handle, value) pairs, or None."""
    i = bisect_left(pairs, (handle,))  # (h,) sorts just before (h, anything)
    return pairs[i][1] if i < len(pairs) and pairs[i][0] == handle else None


def _put(pairs: tuple[tuple[Handle, Any], ...], handle: Handle, value: Any) -> tuple[Any, ...]:
    """The sorted record with `handle` set to `value`: one insertion by bisection, the
    order a re-sort would give (handles are distinct), at each reveal (issue 17 speed)."""
    i = bisect_left(pairs, (handle,))
    stay = i < len(pairs) and pairs[i][0] == handle
    return pairs[:i] + ((handle, value),) + pairs[i + 1 if stay else i :]


def _told_new_deck(
    seen: tuple[tuple[Handle, Any], ...], name: str, size: int, seats: tuple[int, ...]
) -> tuple[Any, ...]:
    """The sorted record with every handle (name, 0..size-1) of a new deck told to `seats`.
    No handle of a new deck is recorded yet, so its entries go in as one block where
    the first belongs (what re-sorting the whole record gave, at a fraction of the cost)."""
    i = bisect_left(seen, ((name, 0),))
    if i < len(seen) and seen[i][0][0] == name:  # not a new deck after all: the general way
        told = dict(seen)
        told.update(((name, k), seats) for k in range(size))
        return tuple(sorted(told.items()))
    return seen[:i] + tuple(((name, k), seats) for k in range(size)) + seen[i:]


def _shape(request: Request) -> Action:
    """The resolution of `request`, with "<value>" standing for a Show's value."""
    if isinstance(request, Show):
        return (SHOWN, *request.handle, "<value>")
    return resolution(request)


def _origin(secrets: Secrets, handle: Handle) -> tuple[Value, ...]:
    found = deck(secrets, handle[0])
    return found.values if found else ()


def _remasked(secrets: Secrets, handles: tuple[Handle, ...]) -> tuple[Value, ...]:
    """What a re-masked deck may hold: each value of the decks its handles came from once
    (each deck's values read once, however many of its handles there are)."""
    values: set[Value] = set()
    for name in {name for name, _ in handles}:
        values.update(_origin(secrets, (name, 0)))
    return sort_values(values)


def _mixed(secrets: Secrets, handles: tuple[Handle, ...]) -> tuple[Value, ...]:
    """What a mix of `handles` may hold: a whole input deck's values with their repeats (its
    composition), each value of a deck taken in part once."""
    taken: dict[str, int] = {}
    for name, _ in handles:
        taken[name] = taken.get(name, 0) + 1
    values: list[Value] = []
    for name, n in taken.items():
        found = deck(secrets, name)
        assert found is not None  # ask() refused a handle of no deck in play
        values += found.values if n == found.size else sorted(set(found.values), key=str)
    return sort_values(values)


def _check_shown(secrets: Secrets, request: Show, value: Any) -> Value:
    """The shown value, checked against the deck and the claim."""
    if type(value) not in (str, int) or value not in _origin(secrets, request.handle):
        raise IllegalAction(f"{value!r} is no value of deck {request.handle[0]!r}")
    if request.claim is not None and request.claim[1] != value:
        seat, claimed = request.claim
        raise IllegalAction(
            f"seat {seat} claimed {claimed!r} for {request.handle}, and it is {value!r}"
        )
    return value  # type: ignore[no-any-return]  # a str or int, checked above


# --- for drivers: the optional knowledge argument --------------------------------------


def has_secrets(game: Game) -> bool:
    """Whether `game` has handles and REVEAL nodes (it declares reveal_requests)."""
    return registry.capabilities(game).reveal_requests is not None


def uses_secrets(game: Game, config: Mapping[str, Any]) -> bool:
    """Whether a table of `config` has hidden things: the game's declared
    `uses_secrets(config)`, else whether it has REVEAL nodes at all."""
    ask_game = registry.capabilities(game).uses_secrets
    return bool(ask_game(config)) if ask_game is not None else has_secrets(game)


def requests(game: Game, state: Any) -> tuple[Request, ...]:
    """The pending requests at a REVEAL node (() for a game without secrets)."""
    ask_for = registry.capabilities(game).reveal_requests
    return () if ask_for is None else tuple(ask_for(state))


def observe(
    game: Game, state: Any, seat: int | None, knowledge: Knowledge | None = None
) -> dict[str, Any]:
    """`game.observation`, given the seat's knowledge only if the game has secrets."""
    if knowledge is None or not has_secrets(game):
        return game.observation(state, seat)
    return game.observation(state, seat, knowledge)


def legal(
    game: Game, state: Any, seat: int | None, knowledge: Knowledge | None = None
) -> tuple[Action, ...]:
    """`game.legal_actions`, given the seat's knowledge only if the game has secrets."""
    if knowledge is None or not has_secrets(game):
        return game.legal_actions(state, seat)
    return game.legal_actions(state, seat, knowledge)
