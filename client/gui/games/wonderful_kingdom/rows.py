"""Cards side by side, in as many rows as make them biggest, none covering another: the
construction and selection areas of a band, the tray's hand and selection area. A
selection area can hold every card of a round (18: the two hands and the two starting
cards), a construction area what was never completed; a fan of covered cards hides their
names, a grid keeps each one whole."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from client.gui.games.wonderful_kingdom.cardart import H, W


@dataclass(frozen=True)
class Grid:
    """Where `n` cards go: their scale, columns and rows, the gap between them and the
    height under each card (its buttons)."""

    scale: float
    cols: int
    rows: int
    gap: float
    under: float = 0.0

    def at(self, i: int, left: float, top: float) -> QPointF:
        """The top left corner of card `i`, row by row."""
        row, col = divmod(i, max(1, self.cols))
        return QPointF(
            left + col * (W * self.scale + self.gap),
            top + row * (H * self.scale + self.under + self.gap),
        )

    @property
    def width(self) -> float:
        """The width the cards take."""
        return self.cols * W * self.scale + max(0, self.cols - 1) * self.gap


def grid(n: int, width: float, height: float, most: float, gap: float, under: float = 0.0) -> Grid:
    """The rows that give `n` cards the biggest scale (at most `most`) in `width` by
    `height`, `under` more under each card; fewer rows when two are as big."""
    best = Grid(0.0, max(1, n), 1, gap, under)
    for rows in range(1, max(1, n) + 1):
        cols = math.ceil(n / rows) if n else 1
        if n and (rows - 1) * cols >= n:
            continue  # a row left empty: the same cards as fewer rows
        wide = (width - gap * (cols - 1)) / cols / W
        tall = ((height - gap * (rows - 1)) / rows - under) / H
        scale = min(most, wide, tall)
        if scale > best.scale + 1e-9:
            best = Grid(scale, cols, rows, gap, under)
    return best
