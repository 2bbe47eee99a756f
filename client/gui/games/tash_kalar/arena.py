"""The arena as a zoomable view (client/gui/zoomview.py), drawn from the data
(resources/tash_kalar/arena.json through core.games.tash_kalar.data): its 69 squares, the
red and green squares, the High Form centre, the duel marks and the melee symbols; the
pieces by colour (and a shape per colour, never colour alone) and rank; the legal targets,
the picked square and a summon's pattern laid over the board.

Seat 0 sits at the rank-1 edge (docs/tash-kalar.md, "Squares"): seen from seat 0, rank 9 is
drawn at the top, as the patterns on the cards are (their top row towards rank 9), so a
pattern on a card and on the board read the same way. Every other seat sees the board turned
so its own edge is at the bottom (`turn`, quarter turns: choices.home_turn), the file letters
and rank numbers turned with it; a click is mapped back through the same turn.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QHelpEvent, QMouseEvent, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QToolTip, QWidget

from client.gui import paintkit as kit
from client.gui.games.tash_kalar import helptexts, looks, words
from client.gui.games.tash_kalar.choices import Overlay
from client.gui.games.tash_kalar.words import TashKalar
from client.gui.zoomview import ZoomView
from core.games.tash_kalar.data import FILES, arena

SQUARE = 60.0  # scene units per square
MARGIN = 26.0  # the file letters and rank numbers around the board
Z_BOARD, Z_RECENT, Z_LIGHT, Z_PIECE, Z_OVERLAY = 0, 3, 5, 10, 20


def grid_cell(f: int, r: int, turn: int = 0) -> tuple[int, int]:
    """The (column, row from the top) where file index `f`, rank index `r` is drawn on a
    board turned `turn` quarter turns (0: seat 0's view, rank 1 at the bottom)."""
    x, y = f, 8 - r
    for _ in range(turn % 4):  # a quarter turn of the picture: the next edge comes down
        x, y = y, 8 - x
    return x, y


def cell_square(x: int, y: int, turn: int = 0) -> tuple[int, int]:
    """The (file index, rank index) drawn at column `x`, row `y` (grid_cell's inverse)."""
    for _ in range(turn % 4):
        x, y = 8 - y, x
    return x, 8 - y


def square_rect(name: str, turn: int = 0) -> QRectF:
    """The scene box of a square ("e5") on a board turned `turn` quarter turns."""
    x, y = grid_cell(FILES.index(name[0]), int(name[1:]) - 1, turn)
    return QRectF(x * SQUARE, y * SQUARE, SQUARE, SQUARE)


class ArenaView(ZoomView):
    """The board: click a square (`squareClicked`), wheel to zoom, drag to pan; the
    square under the pointer (`squareHovered`, "" off the board)."""

    squareClicked = Signal(str)
    squareHovered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(300, 300)
        self.setBackgroundBrush(looks.FELT)
        self.names = [arena().names[sq] for sq in arena().squares]
        self.board: dict[str, dict[str, str]] = {}
        self.targets: set[str] = set()
        self.selected: str | None = None
        self.overlay: Overlay | None = None
        self.recent: set[str] = set()  # changed since the viewer's own last turn
        self.notes: dict[str, str] = {}  # a square's words from the table (a summon there)
        self.hovered = ""
        self.viewport().setMouseTracking(True)  # hovering a target previews its summon
        self._layers: dict[str, QGraphicsItem | None] = {}
        self._form = ""
        self.turn = 0  # quarter turns: the viewer's own edge at the bottom
        rect = QRectF(-MARGIN, -MARGIN, 9 * SQUARE + 2 * MARGIN, 9 * SQUARE + 2 * MARGIN)
        self.scene().setSceneRect(rect)

    # -- the static board ----------------------------------------------------------------

    def set_form(self, form: str, melee: bool, turn: int = 0) -> None:
        """Draw the board's side for a form (the High Form centre, or the Deathmatch marks),
        turned `turn` quarter turns so the viewer's edge is at the bottom."""
        key = f"{form}/{melee}"
        if key == self._form and turn % 4 == self.turn:
            return
        self._form, self.turn = key, turn % 4
        self.scene().clear()
        self._layers = {}
        self.scene().addItem(self._static(form, melee))
        self._labels()
        self.show_pieces(self.board)
        self.set_highlights(self.targets, self.selected, self.overlay)
        self.set_recent(self.recent)
        self.fit()

    def _static(self, form: str, melee: bool) -> QGraphicsItem:
        data = arena()
        batch = kit.Batch()
        centre = set(data.areas.get("centre", ())) if form == "high_form" else set()
        for sq in data.squares:
            name = data.names[sq]
            box = QRectF(self.rect_of(name)).adjusted(1.5, 1.5, -1.5, -1.5)
            path = QPainterPath()
            path.addRoundedRect(box, 5, 5)
            ground = looks.SQUARE_LIGHT if (sq // 9 + sq % 9) % 2 else looks.SQUARE_DARK
            if sq in data.red:
                ground = looks.RED_SQUARE
            elif sq in data.green:
                ground = looks.GREEN_SQUARE
            line = kit.pen(looks.CENTRE_LINE, 3.0) if sq in centre else kit.pen(looks.GRID, 1.0)
            batch.add(path, 0, ground, line)
            if sq in centre:
                batch.add(path, 1, kit.alpha(looks.CENTRE_LINE, 40), None)
        if form == "deathmatch" and not melee:
            for sq in data.duel_marks:
                self._duel_mark(batch, self.rect_of(data.names[sq]).center())
        if melee:
            for a, b in data.melee_symbols:
                ra, rb = self.rect_of(data.names[a]), self.rect_of(data.names[b])
                self._melee_mark(batch, (ra.center() + rb.center()) / 2)
        return batch.item(Z_BOARD)

    @staticmethod
    def _duel_mark(batch: kit.Batch, at: QPointF) -> None:
        """A duel mark: two crossed blades in a ring (where the Duel's opening pieces go)."""
        ring = QPainterPath()
        ring.addEllipse(at, SQUARE * 0.36, SQUARE * 0.36)
        batch.add(ring, 2, None, kit.pen(looks.MARK, 2.0))
        cross = kit.outline([(at.x() - 12, at.y() - 12), (at.x() + 12, at.y() + 12)], False)
        cross.addPath(kit.outline([(at.x() + 12, at.y() - 12), (at.x() - 12, at.y() + 12)], False))
        batch.add(cross, 2, None, kit.pen(looks.MARK, 2.5))

    @staticmethod
    def _melee_mark(batch: kit.Batch, at: QPointF) -> None:
        """A melee symbol between its two squares: a small shield."""
        shield = kit.outline(
            [(at.x() - 9, at.y() - 10), (at.x() + 9, at.y() - 10), (at.x() + 9, at.y() + 2),
             (at.x(), at.y() + 11), (at.x() - 9, at.y() + 2)]
        )  # fmt: skip
        batch.add(shield, 3, looks.MARK, kit.pen(kit.INK, 1.2))

    def rect_of(self, name: str) -> QRectF:
        """The scene box of a square as this view is turned."""
        return square_rect(name, self.turn)

    def edge_labels(self) -> tuple[list[str], list[str]]:
        """The labels along the bottom edge (left to right) and the left edge (bottom to
        top): files and ranks, or ranks and files on a board turned a quarter."""

        def name(x: int, y: int, axis: int) -> str:
            f, r = cell_square(x, y, self.turn)
            return FILES[f] if axis == (0 if self.turn % 2 == 0 else 1) else str(r + 1)

        return [name(x, 8, 0) for x in range(9)], [name(0, y, 1) for y in range(8, -1, -1)]

    def _labels(self) -> None:
        bottom, left = self.edge_labels()
        for x, text in enumerate(bottom):
            for y in (-MARGIN / 2, 9 * SQUARE + MARGIN / 2):
                self._label(text, QPointF(x * SQUARE + SQUARE / 2, y))
        for k, text in enumerate(left):
            for x in (-MARGIN / 2, 9 * SQUARE + MARGIN / 2):
                self._label(text, QPointF(x, (8 - k) * SQUARE + SQUARE / 2))

    def _label(self, text: str, at: QPointF) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(kit.font(15, bold=True, serif=False))
        item.setBrush(looks.LABEL)
        box = item.boundingRect()
        item.setPos(at - box.center())
        self.scene().addItem(item)

    # -- pieces, targets, the pattern -------------------------------------------------------

    def show_pieces(self, board: Mapping[str, Mapping[str, str]]) -> None:
        """Replace the pieces: {square: {"colour", "rank"}} (the observation's board)."""
        self.board = {sq: dict(p) for sq, p in board.items()}
        batch = kit.Batch()
        for sq, p in sorted(self.board.items()):
            looks.piece(batch, p["colour"], p["rank"], self.rect_of(sq).center(), SQUARE * 0.7)
        self._swap("pieces", batch.item(Z_PIECE))
        self.setAccessibleDescription(self.describe())

    def set_recent(self, squares: Iterable[str]) -> None:
        """Mark the squares changed since the viewer's last turn (what the others did): a
        violet dotted frame, under the gold of the legal targets."""
        self.recent = set(squares)
        batch = kit.Batch()
        for sq in sorted(self.recent):
            box = QPainterPath()
            box.addRoundedRect(self.rect_of(sq).adjusted(5, 5, -5, -5), 5, 5)
            batch.add(
                box, 0, kit.alpha(looks.RECENT, 45), kit.pen(looks.RECENT, 3.0, Qt.PenStyle.DotLine)
            )
        self._swap("recent", batch.item(Z_RECENT))
        self.setAccessibleDescription(self.describe())

    def set_highlights(
        self,
        targets: Iterable[str],
        selected: str | None = None,
        overlay: Overlay | None = None,
    ) -> None:
        """Outline the legal targets in gold, the picked square in white; `overlay` is a
        summon's (target, the squares its pattern uses, its marked squares, the enemy piece
        it borrows: choices.overlay)."""
        self.targets, self.selected, self.overlay = set(targets), selected, overlay
        batch = kit.Batch()
        for sq in self.targets:
            box = QPainterPath()
            box.addRoundedRect(self.rect_of(sq).adjusted(3, 3, -3, -3), 6, 6)
            batch.add(box, 0, QColor(255, 214, 90, 70), None)
            batch.light(box, looks.GOLD, QColor("#FFF6D0"), 2.6)
        if selected is not None:
            box = QPainterPath()
            box.addRoundedRect(self.rect_of(selected).adjusted(2, 2, -2, -2), 6, 6)
            batch.light(box, looks.PICKED, QColor("#FFFFFF"), 3.2)
        self._swap("lights", batch.item(Z_LIGHT))
        self._draw_overlay(overlay)

    def _draw_overlay(self, overlay: Overlay | None) -> None:
        batch = kit.Batch()
        if overlay is not None:
            target, used, marks, lent = overlay
            for sq in used:
                ring = QPainterPath()
                ring.addEllipse(self.rect_of(sq).center(), SQUARE * 0.44, SQUARE * 0.44)
                ink = looks.PICKED if sq == lent else looks.PATTERN  # an improvised summon's
                batch.add(ring, 0, None, kit.pen(ink, 3.0, Qt.PenStyle.DashLine))
            for sq in marks:
                looks.mark_star(batch, self.rect_of(sq).center(), SQUARE * 0.22)
            box = QPainterPath()
            box.addRect(self.rect_of(target).adjusted(2, 2, -2, -2))
            batch.add(box, 2, None, kit.pen(QColor("#FFFFFF"), 4.0))
            batch.add(box, 3, None, kit.pen(looks.PATTERN, 1.5))
        self._swap("overlay", batch.item(Z_OVERLAY))

    def _swap(self, layer: str, item: QGraphicsItem) -> None:
        old = self._layers.get(layer)
        if old is not None:
            self.scene().removeItem(old)
        self._layers[layer] = item
        self.scene().addItem(item)

    # -- clicks and points ---------------------------------------------------------------

    def square_at(self, at: QPointF) -> str | None:
        """The square under scene point `at`, if any."""
        x, y = int(at.x() // SQUARE), int(at.y() // SQUARE)
        if not (0 <= x < 9 and 0 <= y < 9) or at.x() < 0 or at.y() < 0:
            return None
        f, r = cell_square(x, y, self.turn)
        name = f"{FILES[f]}{r + 1}"
        return name if name in self.names else None

    def clicked_at(self, at: QPointF) -> None:
        """Emit squareClicked for the square under the click."""
        sq = self.square_at(at)
        if sq is not None:
            self.squareClicked.emit(sq)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Hovering: say which square the pointer is over (dragging pans, as ever)."""
        super().mouseMoveEvent(event)
        self._hover(self.square_at(self.mapToScene(event.position().toPoint())) or "")

    def _hover(self, sq: str) -> None:
        if sq != self.hovered:
            self.hovered = sq
            self.squareHovered.emit(sq)

    def viewportEvent(self, event: QEvent) -> bool:
        """A tooltip names the square under the pointer and what stands on it."""
        if event.type() == QEvent.Type.Leave:
            self._hover("")
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            sq = self.square_at(self.mapToScene(event.pos()))
            if sq is not None:
                QToolTip.showText(event.globalPos(), self.tooltip(sq), self.viewport())
                return True
        return super().viewportEvent(event)

    def square_tip(self, sq: str) -> str:
        """A square in words: its name, its colour or mark, the piece on it."""
        data = arena()
        index = data.names.index(sq)
        parts = [sq]
        if index in data.red:
            parts.append(TashKalar.tr("red square"))
        elif index in data.green:
            parts.append(TashKalar.tr("green square"))
        if self._form.startswith("high_form") and index in data.areas.get("centre", ()):
            parts.append(TashKalar.tr("the centre"))
        piece = self.board.get(sq)
        if piece is not None:
            parts.append(
                TashKalar.tr("a {colour} piece, {rank}").format(
                    colour=words.colour_name(piece["colour"]), rank=words.rank_name(piece["rank"])
                )
            )
        if sq in self.recent:
            parts.append(TashKalar.tr("changed since your last turn"))
        if sq in self.notes:
            parts.append(self.notes[sq])
        return " · ".join(parts)

    def tooltip(self, sq: str) -> str:
        """The square in words (square_tip), then what its colour, its mark and the piece on
        it mean in the rules (helptexts.py)."""
        data, form = arena(), self._form
        index = data.names.index(sq)
        what = []
        if index in data.red or index in data.green:
            what.append(("square", "red" if index in data.red else "green"))
        if form.startswith("high_form") and index in data.areas.get("centre", ()):
            what.append(("square", "centre"))
        if form == "deathmatch/False" and index in data.duel_marks:
            what.append(("square", "duel_mark"))
        if form.endswith("/True") and any(index in pair for pair in data.melee_symbols):
            what.append(("square", "melee_symbol"))
        piece = self.board.get(sq)
        if piece is not None:
            what.append(("piece", piece["rank"]))
        return "\n".join([self.square_tip(sq), *(helptexts.uses(k, i) for k, i in what)])

    def square_point(self, name: str) -> QPoint:
        """The viewport point at the centre of a square (tests click there)."""
        return self.mapFromScene(self.rect_of(name).center())

    def describe(self) -> str:
        """The pieces, and the squares changed since the viewer's last turn, in words (the
        accessible description)."""
        return "; ".join(self.square_tip(sq) for sq in sorted(set(self.board) | self.recent))
