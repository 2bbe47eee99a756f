"""How Tash-Kalar looks: the arena's colours, and a piece by colour and rank, the same on the
board and on the cards' mini-grids.

A colour also has a shape (blue circle, red square, brown triangle, green diamond), so red
and green pieces are told apart without colour (client/gui/palette.py's rule). The rank is
drawn inside: a common piece plain, a heroic one with a white star, a legendary one larger,
gold-rimmed, with a gold star.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainterPath

from client.gui import paintkit as kit
from client.gui import palette

FELT = QColor("#3A3128")
SQUARE_LIGHT, SQUARE_DARK = QColor("#E9DFC7"), QColor("#DDD0B2")
RED_SQUARE, GREEN_SQUARE = QColor("#E79A8C"), QColor("#9CCB8E")
GRID, CENTRE_LINE, MARK = QColor("#8C7B5E"), QColor("#B8860B"), QColor("#6B4E2E")
LABEL = QColor("#E8DCC0")
GOLD, PICKED, PATTERN = QColor("#F2C230"), QColor("#D7263D"), QColor("#1F5FAF")
STAR_GOLD = QColor("#F5C542")
RECENT = QColor("#7B3FB8")  # changed since your last turn: apart from gold, white and blue

PIECE_COLOURS = {
    "blue": QColor("#2F6DB5"),
    "red": QColor("#C8413A"),
    "brown": QColor("#8A5A32"),
    "green": QColor("#2E8B57"),
}
SHAPES = {"blue": "circle", "red": "square", "brown": "triangle", "green": "diamond"}


def colour(name: str) -> QColor:
    """A game colour's paint."""
    return QColor(PIECE_COLOURS.get(name, QColor("#888888")))


def piece(batch: kit.Batch, colour_name: str, rank: str, at: QPointF, size: float) -> None:
    """One piece at `at`: its colour's shape, the rank inside."""
    body_size = size * (1.08 if rank == "legendary" else 0.92)
    body = kit.shape(SHAPES.get(colour_name, "circle"), body_size).translated(at)
    batch.token(body, colour(colour_name))
    if rank == "legendary":
        batch.add(body, 2, None, kit.pen(STAR_GOLD, size * 0.08))
        batch.add(kit.star(at, size * 0.3), 3, STAR_GOLD, kit.pen(kit.INK, 1.0))
    elif rank == "heroic":
        batch.add(kit.star(at, size * 0.26), 3, QColor("#FFFFFF"), kit.pen(kit.INK, 0.8))


def mark_star(batch: kit.Batch, at: QPointF, r: float) -> None:
    """A marked square's sign (the pattern's `*`): a six-armed asterisk."""
    path = QPainterPath()
    for k in range(3):
        a = QPointF(r, 0) if k == 0 else QPointF(r * 0.5, r * (0.866 if k == 1 else -0.866))
        path.moveTo(at - a)
        path.lineTo(at + a)
    batch.add(path, 4, None, kit.pen(QColor("#FFFFFF"), r * 0.5))
    batch.add(path, 5, None, kit.pen(PATTERN, r * 0.28))


def text_on(name: str) -> QColor:
    """Black or white on a colour's paint."""
    return palette.text_on(colour(name))


def side_colour_of(config: Mapping[str, Any], seat: int) -> str:
    """The colour of a seat's pieces from the table's config: its own, or in teams its
    side's (the colour of the team's lower seat: docs/tash-kalar.md, "Config")."""
    from core.games.tash_kalar.info import normalize_config

    plain = normalize_config(config)
    colours = plain["colours"][:2] if plain["teams"] else plain["colours"]
    return str(colours[seat % len(colours)])


def seat_look(config: Mapping[str, Any], seat: int) -> tuple[QColor, str]:
    """A seat's look for the shared frames and the end screen (client/gui/gameview.py's
    hook): its pieces' colour and shape, as on the arena."""
    name = side_colour_of(config, seat)
    return colour(name), SHAPES.get(name, "circle")
