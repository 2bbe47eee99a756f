"""Where everything goes: the scene's bands for 2 players and solo, with or without the
Conquest map, and the painter that draws one observation into them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF

from client.gui.games.wonderful_kingdom import bands, conquestmap, middle, modboards, tray
from client.gui.games.wonderful_kingdom.board import Ctx

WIDTH = 1060.0
GAP = 8.0
# heights per players: a solo table has room for bigger bands (the scene keeps the
# window's proportions, about 1.15 wide for 1 high, so a band left out leaves room)
HEIGHTS = {1: (250.0, 240.0, 226.0), 2: (222.0, 226.0, 196.0)}  # band, middle, tray
MAP_H = 300.0


@dataclass(frozen=True)
class Layout:
    """The boxes of one table's scene."""

    other: QRectF | None  # the other seat's band (none solo)
    offers: tuple[QRectF, QRectF]
    panel: QRectF  # round, phase, piles, production
    module: QRectF  # the module's board (the map for Conquest)
    mine: QRectF
    tray: QRectF
    size: QRectF


def layout(players: int, conquest: bool) -> Layout:
    """The boxes for a table of `players` seats (the Conquest map makes the middle taller)."""
    band_h, mid_h, tray_h = HEIGHTS[1 if players == 1 else 2]
    y = 0.0
    other = None
    if players > 1:
        other = QRectF(0, y, WIDTH, band_h)
        y += band_h + GAP
    mid_h = MAP_H if conquest else mid_h
    if conquest:
        offer_w, panel_w = 252.0, 196.0
    else:
        offer_w, panel_w = 286.0, 236.0
    left = QRectF(0, y, offer_w, mid_h)
    right = QRectF(offer_w + GAP, y, offer_w, mid_h)
    panel = QRectF(2 * (offer_w + GAP), y, panel_w, mid_h)
    module = QRectF(panel.right() + GAP, y, WIDTH - panel.right() - GAP, mid_h)
    y += mid_h + GAP
    mine = QRectF(0, y, WIDTH, band_h)
    y += band_h + GAP
    tray_box = QRectF(0, y, WIDTH, tray_h)
    y += tray_h
    return Layout(
        other, (left, right), panel, module, mine, tray_box, QRectF(-6, -6, WIDTH + 12, y + 12)
    )


def paint(ctx: Ctx, where: Layout) -> None:
    """The whole table of `ctx.obs` seen by `ctx.viewer`."""
    obs = ctx.obs
    seats = len(obs["seats"])
    me = ctx.viewer if ctx.viewer is not None and ctx.viewer < seats else 0
    planning_mine = obs["phase"] in ("planning", "production") and ctx.viewer is not None
    if where.other is not None and seats > 1:
        bands.paint(ctx, 1 - me, where.other, True)
    middle.offers(ctx, "L", where.offers[0])
    middle.offers(ctx, "R", where.offers[1])
    middle.panel(ctx, where.panel)
    if obs["module"].get("key") == "conquest":
        conquestmap.paint(ctx, where.module)
    else:
        modboards.paint(ctx, where.module)
    if seats:
        bands.paint(ctx, me, where.mine, not planning_mine)
    tray.paint(ctx, where.tray)
