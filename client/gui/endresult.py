"""A game's end, read from its END block (core.api.END): each seat's row of the breakdown,
the places, the headline and what decided the ties, in the window's language."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from client.gui.sentences import WindowSpeaker


@dataclass(frozen=True)
class Row:
    """One seat's line of the breakdown: rank, name, this game's parts and points, a match's
    total, the notes."""

    seat: int
    name: str
    rank: int
    parts: tuple[int, ...]  # in the END block's order
    total: int  # this game's points (the totals less what a match carried)
    long_total: int | None  # the match's total, when points were carried
    winner: bool
    note: str = ""


def rows_of(end: dict[str, Any], names: Sequence[str], say: WindowSpeaker) -> list[Row]:
    """The breakdown rows of an END block, in ranking order."""
    carried = end.get("carried")
    notes = end.get("notes")
    rows = []
    for seat, place in zip(end["ranking"], places_of(end)):
        won = seat in end["winners"]
        before = carried["values"][seat] if carried else 0
        rows.append(
            Row(
                seat,
                names[seat],
                1 if won else place,
                tuple(part["values"][seat] for part in end["parts"]),
                end["totals"][seat] - before,
                end["totals"][seat] if carried else None,
                won,
                say(notes["values"][seat]) if notes else "",
            )
        )
    return rows


def places_of(end: dict[str, Any]) -> list[int]:
    """Each ranked seat's place (1 = first): seats still tied after every tie-break share one."""
    separated = end.get("separated_by") or ["?"] * (len(end["ranking"]) - 1)
    places = [1]
    for i, by in enumerate(separated, start=2):
        places.append(places[-1] if by is None else i)
    return places


def headline_text(end: dict[str, Any], names: Sequence[str]) -> str:
    """The headline: "Bea wins!", or who shares the victory."""
    winners = [names[s] for s in end["winners"]] or [names[end["ranking"][0]]]
    if len(winners) == 1:
        return QCoreApplication.translate("EndScreen", "{name} wins!").format(name=winners[0])
    both = QCoreApplication.translate("EndScreen", "{first} and {last}")
    listed = both.format(first=", ".join(winners[:-1]), last=winners[-1])
    return QCoreApplication.translate("EndScreen", "{names} share the victory").format(names=listed)


def on_points(end: dict[str, Any], upper: int, lower: int) -> bool:
    """Whether two ranked seats differ in points (else a tie-break, or nothing, parted them)."""
    return bool(end["totals"][upper] != end["totals"][lower])


def tiebreak_text(end: dict[str, Any], say: WindowSpeaker) -> str:
    """What separated first from second, as a sentence."""
    order = end["ranking"]
    decided = (end.get("separated_by") or [None])[0]
    if len(order) > 1 and on_points(end, order[0], order[1]):
        totals = {"a": end["totals"][order[0]], "b": end["totals"][order[1]]}
        if decided is not None:  # the game's word for its totals (Bellum Magia's coins)
            text = QCoreApplication.translate("EndScreen", "Decided on {tiebreak}: {a} to {b}.")
            return text.format(tiebreak=say.label(decided), **totals)
        text = QCoreApplication.translate("EndScreen", "Decided on victory points: {a} to {b}.")
        return text.format(**totals)
    if decided is None:
        return QCoreApplication.translate("EndScreen", "Tied on points; every tie-break is equal.")
    text = QCoreApplication.translate("EndScreen", "Tied on points; decided on {tiebreak}.")
    return text.format(tiebreak=say.label(decided))


def lower_ties_text(end: dict[str, Any], names: Sequence[str], say: WindowSpeaker) -> list[str]:
    """Every tie on points below first place: the tie-break that decided it, or that it
    stands and the two share the place (first against second is `tiebreak_text`'s)."""
    order, places = end["ranking"], places_of(end)
    lines = []
    for i, by in enumerate((end.get("separated_by") or [])[1:], start=1):
        if by is not None and on_points(end, order[i], order[i + 1]):
            continue
        a, b = names[order[i]], names[order[i + 1]]
        if by is None:
            text = QCoreApplication.translate(
                "EndScreen", "{a} and {b} are still tied after every tie-break: place {n}."
            )
            lines.append(text.format(a=a, b=b, n=places[i]))
        else:
            text = QCoreApplication.translate(
                "EndScreen", "{a} ahead of {b}: tied on points, decided on {tiebreak}."
            )
            lines.append(text.format(a=a, b=b, tiebreak=say.label(by)))
    return lines
