"""The person's half-made choice and what the legal actions allow from it (no Qt).

The window never asks the rules anything but the legal actions of the seat acting (and the
observation): a card's summon targets are the targets of its `summon` actions, the
orientations at a target are the summons there (one per distinct image, R26), an effect
step's targets are the squares its actions name. A pattern laid over the board is read from
the card data with the summon's orientation (docs/tash-kalar.md, "Orientations").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from core.api import Action
from core.games.tash_kalar.data import FILES, cards

Handle = tuple[str, int]
SQUARE_KINDS = ("place", "pickup", "destroy", "promote", "degrade", "convert")
TRAVELS = ("move", "leap")


@dataclass
class Pick:
    """What the person has picked so far: a card, a summon's target and which of the
    orientations matching there is on show, a piece to move, an opening square."""

    card: Handle | None = None
    target: str | None = None
    variant: int = 0
    source: str | None = None
    square: str | None = None

    def clear(self) -> None:
        """Drop everything picked."""
        self.card, self.target, self.variant, self.source, self.square = None, None, 0, None, None

    def empty(self) -> bool:
        """Whether nothing is picked."""
        return (
            self.card is None
            and self.target is None
            and self.source is None
            and (self.square is None)
        )


def handle_of(action: Action) -> Handle:
    """The card handle an action names (summon, discard, flare, return)."""
    return (str(action[1]), int(action[2]))


def of_card(legal: Iterable[Action], kind: str, handle: Handle) -> list[Action]:
    """The actions of `kind` that use card `handle`, sorted."""
    return sorted(a for a in legal if a[0] == kind and handle_of(a) == handle)


def usable_cards(legal: Iterable[Action]) -> set[Handle]:
    """The hand's cards some legal action uses."""
    return {handle_of(a) for a in legal if a[0] in ("summon", "discard", "flare", "return")}


def variants(legal: Iterable[Action], handle: Handle, target: str) -> list[Action]:
    """The summons of a card at one target: its orientations (and, in the melee, the enemy
    piece an improvised summon would use), in the core's order."""
    return [a for a in of_card(legal, "summon", handle) if a[4] == target]


def differ_by(found: Sequence[Action]) -> str:
    """What sets apart the summons of one card at one target: "orientation" (the pattern
    turned), "borrowed" (one orientation, each borrowing another enemy piece: the melee's
    improvised summons, seed "Mischia Mortale") or "both"."""
    turned = len({a[5] for a in found}) > 1
    lent = len({a[6] if len(a) > 6 else None for a in found}) > 1
    if lent and not turned:
        return "borrowed"
    return "both" if lent else "orientation"


def travels(legal: Iterable[Action]) -> list[Action]:
    """The move and leap choices of an effect step."""
    return sorted(a for a in legal if a[0] in TRAVELS)


def sources(legal: Iterable[Action]) -> set[str]:
    """The squares of the pieces a move or leap may start from."""
    return {a[1] for a in travels(legal)}


def square_targets(legal: Iterable[Action], stage: str = "") -> set[str]:
    """The squares a click acts on directly (place, pick up, an effect's piece) or an
    opening piece may go to; the place action's empty squares are not lit (every empty
    square: the board would only glow), an effect's place is."""
    kinds = set(SQUARE_KINDS) | {"setup"}
    if stage == "actions":
        kinds.discard("place")
    return {a[1] for a in legal if a[0] in kinds}


def targets(legal: Sequence[Action], pick: Pick, stage: str = "") -> tuple[set[str], str | None]:
    """The squares to highlight for what is picked, and the square picked itself."""
    if pick.card is not None:
        return {a[4] for a in of_card(legal, "summon", pick.card)}, pick.target
    moves = travels(legal)
    if moves:
        if pick.source is not None:
            return {a[2] for a in moves if a[1] == pick.source}, pick.source
        return sources(legal), None
    if pick.square is not None:
        return {pick.square}, pick.square
    return square_targets(legal, stage), None


def shown_summon(legal: Sequence[Action], pick: Pick) -> Action | None:
    """The summon on show (the card picked, at the target picked, the orientation cycled
    to), if any."""
    if pick.card is None or pick.target is None:
        return None
    found = variants(legal, pick.card, pick.target)
    return found[pick.variant % len(found)] if found else None


def _square(name: str, dx: int, dy: int) -> str | None:
    f, r = FILES.index(name[0]) + dx, int(name[1:]) + dy
    return f"{FILES[f]}{r}" if 0 <= f < 9 and 1 <= r <= 9 else None


Overlay = tuple[str, tuple[str, ...], tuple[str, ...], str | None]


def overlay(summon: Action) -> Overlay:
    """A summon's pattern on the board: (its target, the squares whose pieces it uses, its
    marked squares, the enemy piece an improvised summon borrows or None), from the card's
    orientation (data: offsets with dy towards rank 9)."""
    card = cards().card(str(summon[3]))
    target, number = str(summon[4]), int(summon[5])
    _, cells, marks = next(o for o in card.orientations if o[0] == number)
    used = tuple(sq for dx, dy, _ in cells if (sq := _square(target, dx, dy)) is not None)
    marked = tuple(sq for dx, dy in marks if (sq := _square(target, dx, dy)) is not None)
    return target, used, marked, (str(summon[6]) if len(summon) > 6 else None)


def flare_met(obs: dict[str, Any], seat: int, flare_id: str) -> list[tuple[str, bool, bool]]:
    """Per opponent colour, whether a flare's upper criterion (that many more promoted
    pieces on the board than you) and lower one (that many more pieces) are met now
    (seed, "Invocare un impeto"; R27), counted from the observation's board."""
    flare = cards().flares[flare_id]
    return [(c, up >= flare.up, low >= flare.low) for c, up, low in leads(obs, seat)]


def leads(obs: dict[str, Any], seat: int) -> list[tuple[str, int, int]]:
    """Per opponent colour, how many more promoted pieces and how many more pieces it has
    on the board than `seat`'s side (negative: fewer)."""
    mine = side_colour(obs, seat)
    pieces: dict[str, int] = {}
    promoted: dict[str, int] = {}
    for p in obs["board"].values():
        pieces[p["colour"]] = pieces.get(p["colour"], 0) + 1
        if p["rank"] != "common":
            promoted[p["colour"]] = promoted.get(p["colour"], 0) + 1
    return [
        (c, promoted.get(c, 0) - promoted.get(mine, 0), pieces.get(c, 0) - pieces.get(mine, 0))
        for c in obs["colours"]
        if c != mine
    ]


def side_index(obs: dict[str, Any], seat: int) -> int:
    """The side a seat plays for (its own, or in teams its team's): the index of its
    colour, of the supply, of the score."""
    return seat % len(obs["colours"])


def side_colour(obs: dict[str, Any], seat: int) -> str:
    """The colour of a seat's pieces: its own, or in teams its side's (seats 0 and 2 play
    the colour of seat 0, seats 1 and 3 that of seat 1: docs/tash-kalar.md, "Config")."""
    colours = obs["colours"]
    return str(colours[seat % len(colours)])


def home_turn(obs: dict[str, Any], seat: int | None) -> int:
    """How many quarter turns the arena is drawn turned so `seat`'s own edge is at the
    bottom: seat 0 (and its team-mate) at the rank-1 edge, as the core names squares; the
    other side of a two-sided game at rank 9; the melee's seats around the table in turn
    order (0 south, 1 west, 2 north, 3 east: play passes clockwise). No seat (a replay, a
    watcher): seat 0's view."""
    if seat is None:
        return 0
    if obs.get("melee"):
        return seat % 4
    return 0 if seat % 2 == 0 else 2


Board = dict[str, Any]  # the observation's board: {square: {"colour", "rank"}}


def changed(before: Board, after: Board) -> set[str]:
    """The squares whose piece differs between two boards: came, went, turned colour or
    rank."""
    return {sq for sq in set(before) | set(after) if before.get(sq) != after.get(sq)}


class Since:
    """What the others did since a seat's own last turn, to mark on the board: per seat, the
    board as its last turn left it; during its own next turn the marks stay as they were when
    the turn began (its own moves are not news to it)."""

    def __init__(self) -> None:
        self.boards: dict[int, Board] = {}
        self.frozen: dict[int, tuple[Any, set[str]]] = {}

    def marks(self, seat: int | None, turn_of: Any, number: Any, board: Board) -> set[str]:
        """The squares to mark for `seat`'s eyes; `turn_of`: whose turn the table is on,
        `number`: the observation's turn number."""
        if seat is None:
            return set()
        before = self.boards.get(seat)
        if turn_of != seat:
            return changed(before, board) if before is not None else set()
        if self.frozen.get(seat, (None,))[0] != number:  # the seat's turn begins
            self.frozen[seat] = (number, changed(before, board) if before is not None else set())
        self.boards[seat] = dict(board)
        return set(self.frozen[seat][1])
