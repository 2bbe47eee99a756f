"""A castle row of the board: the castle board with its cards slid under the left and the
right so that only their strips show (oldest next to the castle), the day's active line lit
across the board and every strip, the recruit's ghost strips where the picked card may go,
and the castles a seat may choose."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from client.gui import paintkit as kit
from client.gui.games.bellum_magia import art, helptexts, icons, words
from client.gui.games.bellum_magia.marks import Marks
from client.gui.games.bellum_magia.words import BellumMagia
from core.games.bellum_magia.data import data

INFO_W = 222.0  # the seat's panel at the row's left (seatinfo.py)
BOARD_W = 104.0
BOARD_X = 553.0 - BOARD_W / 2  # every castle in one column, the strips either side
AREA_L, AREA_R = INFO_W + 8, 900.0  # where strips may go
PITCH = 30.0
HEAD = 20.0  # the board's name, the strips' caps


@dataclass(frozen=True)
class Row:
    """Where a castle row is: its top, its line height."""

    top: float
    lh: float

    @property
    def lines_top(self) -> float:
        """The top of line 1."""
        return self.top + HEAD + 4

    @property
    def height(self) -> float:
        """The row's height."""
        return HEAD + 4 + 6 * self.lh + 10

    def line(self, k: int, left: float, width: float) -> QRectF:
        """Line k (0-5) between `left` and `left + width`."""
        return QRectF(left, self.lines_top + k * self.lh, width, self.lh)


def paint(
    scene: QGraphicsScene,
    batch: kit.Batch,
    obs: dict[str, Any],
    seat: int,
    row: Row,
    m: Marks,
    viewer: int | None,
) -> None:
    """Seat `seat`'s castle and strips in `row` (nothing but a note before it has one)."""
    me = obs["seats"][seat]
    if me["castle"] is None:
        _no_castle(scene, batch, obs, row, m, seat == viewer)
        return
    cards = {"left": list(me["left"]), "right": list(me["right"])}
    picked = m.picked[1] if m.picked is not None and seat == viewer else None
    _board(scene, batch, me["castle"], row, obs["die"])
    spans = [(BOARD_X, BOARD_X + BOARD_W)]
    for side in ("left", "right"):
        ghosts = list(m.goblins.get(side, [])) if seat == viewer else []
        xs, width = _xs(len(cards[side]) + len(ghosts) + (picked is not None), side)
        for k, card in enumerate(cards[side]):
            _strip(scene, batch, card, side, _strip_box(xs[k], width, row))
        for k, card in enumerate(ghosts):
            box = _strip_box(xs[len(cards[side]) + k], width, row)
            _strip(scene, batch, card, side, box, ghost=True)
        if picked is not None:
            box = _strip_box(xs[-1], width, row)
            allowed = side in m.sides
            _strip(scene, batch, picked, side, box, ghost=True, lit=allowed)
            tip = BellumMagia.tr("Slide it under the {side} of your castle").format(
                side=words.side_name(side)
            )
            if allowed:
                art.hotspot(scene, box, ("side", side), tip)
        if cards[side]:
            held = xs[: len(cards[side])]
            spans.append((min(held), max(held) + width))
    if obs["die"]:
        left, right = min(a for a, _ in spans), max(b for _, b in spans)
        band = row.line(obs["die"] - 1, left - 2, right - left + 4)
        batch.add(art.rounded(band, 3), 6, art.BAND, kit.pen(QColor("#E0A800"), 1.6))
    if seat in m.castles or seat == m.target:
        box = QRectF(BOARD_X, row.top + 2, BOARD_W, row.height - 12)
        art.glow(batch, box, art.LIGHT if seat in m.castles else art.STOLEN, 4.0)


def _xs(count: int, side: str) -> tuple[list[float], float]:
    """The left edges of `count` strips on `side` (the first next to the board) and their
    width: narrower, closer together, when they would not fit."""
    room = (BOARD_X - AREA_L) if side == "left" else (AREA_R - BOARD_X - BOARD_W - 2)
    step = PITCH if count * PITCH <= room else max(8.0, room / max(1, count))
    if side == "left":
        return [BOARD_X - (k + 1) * step for k in range(count)], step - 3
    return [BOARD_X + BOARD_W + 2 + k * step for k in range(count)], step - 3


def _strip_box(x: float, width: float, row: Row) -> QRectF:
    return QRectF(x, row.top + 4, width, HEAD - 2 + 6 * row.lh + 4)


def _board(scene: QGraphicsScene, batch: kit.Batch, castle_id: str, row: Row, die: int) -> None:
    castle = data().castles[castle_id]
    box = QRectF(BOARD_X, row.top + 2, BOARD_W, HEAD + 6 * row.lh + 8)
    drawn = art.sketch(
        ("board", castle_id, row.lh, die), lambda b: _board_body(b, castle_id, row.lh, die)
    )
    art.replay(batch, drawn, box.topLeft())
    name = QRectF(box.x() + 3, row.top + 3, BOARD_W - 6, HEAD)
    art.text(scene, castle.name, name, 11, art.GOLD, True, z=21)
    art.hotspot(scene, box, None, helptexts.element("castle", castle_id))


def _board_body(batch: kit.Batch, castle_id: str, lh: float, die: int) -> None:
    """A castle board at the origin: its stone, its six lines, the day's line number lit."""
    castle = data().castles[castle_id]
    row = Row(-2, lh)
    art.card(batch, QRectF(0, 0, BOARD_W, HEAD + 6 * lh + 8), art.BOARD, QColor("#2A2018"), 4)
    for k in range(6):
        line = row.line(k, 4, BOARD_W - 8)
        batch.add(art.rounded(line.adjusted(0, 1, 0, -1), 3), 5, art.PAPER, None)
        left = list(zip(words.LEFT_ICONS, castle.left[k]))
        right = list(zip(words.RIGHT_ICONS, castle.right[k]))
        for items, x in ((left, line.x()), (right, line.right() - 40)):
            for at, n in icons.cell(batch, items, QRectF(x + 2, line.y() + 1, 36, lh - 2)):
                art.number(batch, n, at, 9)
        disc = QRectF(line.center().x() - 8, line.center().y() - 8, 16, 16)
        lit = k + 1 == die
        batch.add(art.rounded(disc, 8), 11, art.GOLD if lit else QColor("#6B5545"), None)
        art.number(batch, k + 1, disc.center(), 10, art.INK if lit else art.PAPER, halo=False)


def _strip(
    scene: QGraphicsScene,
    batch: kit.Batch,
    card_id: str,
    side: str,
    box: QRectF,
    ghost: bool = False,
    lit: bool = False,
) -> None:
    """A card's edge sticking out under the castle (`box`): its deck's cap, its six cells."""
    key = ("strip", card_id, side, box.width(), box.height(), ghost, lit)
    drawn = art.sketch(
        key, lambda b: _strip_body(b, card_id, side, box.width(), box.height(), ghost, lit)
    )
    art.replay(batch, drawn, box.topLeft())
    if not lit:  # a picked creature's ghost is its side's button instead
        art.hotspot(scene, box, None, words.creature_tip(card_id, side))


def _strip_body(
    batch: kit.Batch, card_id: str, side: str, width: float, height: float, ghost: bool, lit: bool
) -> None:
    """A strip at the origin."""
    card = data().creatures[card_id]
    box = QRectF(0, 0, width, height)
    row = Row(-4, (height - HEAD + 2 - 4) / 6)
    strip = card.left if side == "left" else card.right
    icon_names = words.LEFT_ICONS if side == "left" else words.RIGHT_ICONS
    z = 3
    if ghost:
        line = kit.pen(art.PICKED if lit else QColor("#C9B48F"), 1.6, Qt.PenStyle.DashLine)
        batch.add(art.rounded(box, 4), z, kit.alpha(art.PAPER, 210), line)
    else:
        shadow = kit.alpha(QColor("#000000"), 60)
        batch.add(art.rounded(box, 4).translated(1.5, 2), z - 1, shadow, None)
        batch.add(art.rounded(box, 4), z, art.PAPER, kit.pen(QColor("#2A2018"), 1.0))
    cap = QRectF(0, 0, width, HEAD - 4)
    cap_fill = kit.alpha(art.DECK[card.deck], 140 if ghost else 255)
    batch.add(art.rounded(cap, 4), z + 0.5, cap_fill, None)
    if card.bonus and width >= 14:
        icons.paint(batch, card.bonus, cap.center(), min(12.0, width * 0.55), z + 1)
    for k in range(6):
        cell = row.line(k, 0, width).adjusted(1, 1, -1, -1)
        if k % 2:
            batch.add(art.rounded(cell, 2), z + 0.5, kit.alpha(QColor("#E6D7B4"), 150), None)
        items = list(zip(icon_names, strip[k]))
        for at, n in icons.cell(batch, items, cell, 10):
            art.number(batch, n, at, 8)
    if lit:
        art.glow(batch, box, art.PICKED, 2.5)


def _no_castle(
    scene: QGraphicsScene, batch: kit.Batch, obs: dict[str, Any], row: Row, m: Marks, mine: bool
) -> None:
    """Before a seat has its castle: the castles left to choose, each board whole (lit for
    the chooser)."""
    for k, castle_id in enumerate(obs.get("castles_left") or []):
        box = QRectF(AREA_L + 12 + k * (BOARD_W + 24), row.top + 2, BOARD_W, HEAD + 6 * row.lh + 8)
        drawn = art.sketch(
            ("board", castle_id, row.lh, 0), lambda b, c=castle_id: _board_body(b, c, row.lh, 0)
        )
        art.replay(batch, drawn, box.topLeft())
        name = QRectF(box.x() + 3, row.top + 3, BOARD_W - 6, HEAD)
        art.text(scene, data().castles[castle_id].name, name, 11, art.GOLD, True, z=21)
        shield = BellumMagia.tr("printed shield {s}").format(s=data().castles[castle_id].shield)
        art.text(scene, shield, QRectF(box.x(), box.bottom() + 1, BOARD_W, 12), 9.5, art.PAPER)
        lit = mine and castle_id in m.castle_picks
        if lit:
            art.glow(batch, box)
        tip = helptexts.element("castle", castle_id)  # its strips, then what a castle is for
        art.hotspot(scene, box, ("castle", castle_id) if lit else None, tip)
