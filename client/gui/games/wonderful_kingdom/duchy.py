"""A seat's band, its left column: the name and score, the Grand Duchy's side and what it
produces, the supply (Krystallium and soldiers, picked or dragged by the viewer; Trap and
Spy tokens), the alchemy area (a cube placed in it, cubes chosen to convert) and the Grand
Duchy's completed cards, Calamities (a soldier put on one) and defeated Threats."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from client.gui import paintkit as kit
from client.gui.games.wonderful_kingdom import art, cardart, helptexts, words
from client.gui.games.wonderful_kingdom.board import Ctx
from client.gui.games.wonderful_kingdom.words import WonderfulKingdom
from core.games.wonderful_kingdom.data import data

TILE_H = 17.0


def h(card: dict[str, Any]) -> tuple[str, int]:
    return (card["handle"][0], card["handle"][1])


def paint(ctx: Ctx, seat: int, box: QRectF) -> None:
    """The left column of seat `seat`'s band in `box`."""
    x, w = box.left(), box.width()
    _header(ctx, seat, QRectF(x, box.top() + 3, w, 18))
    _duchy_line(ctx, seat, QRectF(x, box.top() + 22, w, 18))
    _supply(ctx, seat, QRectF(x, box.top() + 42, w, 20))
    _alchemy(ctx, seat, QRectF(x, box.top() + 64, w, 20))
    _grand(ctx, seat, QRectF(x, box.top() + 88, w, box.height() - 92))


def _header(ctx: Ctx, seat: int, box: QRectF) -> None:
    obs = ctx.obs
    name = ctx.names[seat] if seat < len(ctx.names) else str(seat + 1)
    duchy = obs["seats"][seat]["duchy"]
    score = obs["scores"][seat] if seat < len(obs["scores"]) else 0
    art.text(
        ctx,
        f"{name} · {words.duchy_name(duchy)}",
        box.adjusted(0, 0, -58, 0),
        12.5,
        art.MUTED,
        True,
        "left",
    )
    art.text(
        ctx,
        WonderfulKingdom.tr("{n} VP").format(n=score),
        QRectF(box.right() - 56, box.top(), 56, box.height()),
        12,
        QColor("#FFE08A"),
        True,
        "right",
    )


def _duchy_line(ctx: Ctx, seat: int, box: QRectF) -> None:
    """The duchy side's production (and VP) as cubes."""
    me = ctx.obs["seats"][seat]
    duchy = data().duchies.get(me["duchy"])
    side = duchy.sides.get(me["side"]) if duchy is not None else None
    art.text(
        ctx,
        WonderfulKingdom.tr("Side {side}:").format(side=me["side"]),
        QRectF(box.left(), box.top(), 48, box.height()),
        10,
        art.MUTED,
        False,
        "left",
    )
    x = box.left() + 50
    produce = side.produce if side is not None else ()
    for res, n, _ in produce:
        art.text(ctx, str(n), QRectF(x, box.top(), 10, box.height()), 11, art.MUTED, True)
        art.cube(ctx.batch, res, QPointF(x + 16, box.center().y()), 11)
        x += 28
    if not produce:
        art.text(
            ctx,
            WonderfulKingdom.tr("produces nothing"),
            QRectF(x, box.top(), 120, box.height()),
            10,
            art.MUTED,
            False,
            "left",
        )
    if side is not None and side.vp:
        vp = f"{side.vp}/{words.short_per(side.vp_per)}" if side.vp_per else str(side.vp)
        art.text(
            ctx,
            WonderfulKingdom.tr("{n} VP").format(n=vp),
            QRectF(box.right() - 60, box.top(), 60, box.height()),
            10,
            art.MUTED,
            True,
            "right",
        )
    tip = WonderfulKingdom.tr("The Grand Duchy {duchy}, side {side}").format(
        duchy=words.duchy_name(me["duchy"]), side=me["side"]
    )
    tip = "\n".join((tip, helptexts.uses("duchy", f"{me['duchy']}:{me['side']}")))
    tip += "\n" + helptexts.uses("area", "duchy")
    art.hotspot(ctx.scene, box, None, tip)


def _supply(ctx: Ctx, seat: int, box: QRectF) -> None:
    """Krystallium and soldiers in supply (the viewer picks or drags them), Trap and Spy
    tokens."""
    me, m = ctx.obs["seats"][seat], ctx.marks
    mine = seat == ctx.viewer
    x, y = box.left(), box.center().y()
    for unit, n, tip in (
        ("K", me["krystallium"], WonderfulKingdom.tr("Krystallium in supply: {n}")),
        ("S", me["soldiers"], WonderfulKingdom.tr("Soldiers in supply: {n}")),
    ):
        spot = QRectF(x, box.top(), 46, box.height())
        art.cube(ctx.batch, unit, QPointF(x + 9, y), 15)
        art.text(
            ctx,
            f"×{n}",
            QRectF(x + 18, box.top(), 28, box.height()),
            11.5,
            art.MUTED,
            True,
            "left",
        )
        usable = mine and unit in m.supply
        if usable:
            art.glow(ctx.batch, spot, art.PICKED if ctx.pick.unit == unit else art.LIGHT, 4)
        art.hotspot(
            ctx.scene,
            spot,
            ("supply", unit) if usable else None,
            tip.format(n=n) + "\n" + helptexts.uses("resource", unit),
            ("supply", unit) if usable else None,
        )
        x += 52
    for kind, n, tip in (
        (
            "trap",
            me["traps"],
            WonderfulKingdom.tr("%n Trap token(s) left this round", None, me["traps"]),
        ),
        ("spy", me["spies"], WonderfulKingdom.tr("%n Spy ready", None, me["spies"])),
    ):
        if not n:
            continue
        for k in range(min(n, 3)):
            art.token(ctx.batch, kind, QPointF(x + 8 + k * 13, y), 14)
        tip += "\n" + helptexts.uses("token", kind)
        art.hotspot(ctx.scene, QRectF(x, box.top(), 13 * min(n, 3) + 4, box.height()), None, tip)
        x += 13 * min(n, 3) + 10


def _alchemy(ctx: Ctx, seat: int, box: QRectF) -> None:
    """The alchemy area's cubes by colour: the cube to place goes in with a click; in the
    Mission module the person picks five to convert."""
    me, m = ctx.obs["seats"][seat], ctx.marks
    mine = seat == ctx.viewer
    area = QRectF(box.left(), box.top(), box.width(), box.height())
    ctx.batch.add(art.rounded(area, 4), -3, kit.alpha(QColor("#000000"), 50), None)
    art.text(
        ctx,
        WonderfulKingdom.tr("Alchemy"),
        QRectF(box.left() + 4, box.top(), 56, box.height()),
        10,
        art.MUTED,
        False,
        "left",
    )
    x = box.left() + 62
    for i, res in enumerate(("M", "P", "G", "E")):
        n = me["alchemy"][i]
        chosen = ctx.pick.five.count(res)
        spot = QRectF(x, box.top() + 1, 38, box.height() - 2)
        art.cube(ctx.batch, res, QPointF(x + 9, box.center().y()), 12)
        label = f"{n - chosen}+{chosen}" if chosen else str(n)
        art.text(
            ctx,
            label,
            QRectF(x + 17, box.top(), 22, box.height()),
            10.5,
            art.MUTED,
            True,
            "left",
        )
        if mine and res in m.cubes:
            art.glow(ctx.batch, spot, art.LIGHT, 3)
            art.hotspot(
                ctx.scene,
                spot,
                ("cube", res),
                WonderfulKingdom.tr("Choose this colour for the Krystallium"),
            )
        x += 40
    if mine and m.alchemy is not None:
        art.glow(ctx.batch, area, art.LIGHT, 4)
        art.hotspot(
            ctx.scene,
            area,
            ("alchemy",),
            WonderfulKingdom.tr("Put the cube in the alchemy area"),
            z=45,
        )
    else:
        tip = WonderfulKingdom.tr("The alchemy area: 5 cubes make a Krystallium")
        art.hotspot(ctx.scene, area, None, tip, z=40)


def _grand(ctx: Ctx, seat: int, box: QRectF) -> None:
    """Completed cards as tiles in two columns; Calamities with their soldiers; the
    Threats the module puts there."""
    me, m = ctx.obs["seats"][seat], ctx.marks
    module = ctx.obs["module"]
    tiles: list[tuple[str, Any]] = [("card", c) for c in me["grand_duchy"]]
    tiles += [("calamity", c) for c in me["calamities"]]
    for card in (
        (module.get("grand_duchy") or [[], []])[seat] if module.get("key") == "threat" else []
    ):
        tiles.append(("threat", card))
    rows = max(1, int(box.height() // TILE_H))
    per_col = max(rows, (len(tiles) + 1) // 2)
    th = min(TILE_H, box.height() / per_col)
    cw = (box.width() - 4) / 2
    if not tiles:
        art.text(
            ctx,
            WonderfulKingdom.tr("Grand Duchy: no card completed yet"),
            box.adjusted(0, 0, 0, -box.height() + 16),
            9.5,
            kit.alpha(art.MUTED, 180),
            False,
            "left",
        )
    for i, (kind, item) in enumerate(tiles):
        col, row = divmod(i, per_col)
        tile = QRectF(box.left() + col * (cw + 4), box.top() + row * th, cw, th - 2)
        card = item if kind == "threat" else item["card"]
        cardart.tile(ctx, ctx.batch, tile, card)
        tip = cardart.card_tip(card)
        if kind == "calamity":
            _calamity_dots(ctx, item, tile)
            action = m.calamities.get(h(item)) if seat == ctx.viewer else None
            if action is not None:
                art.glow(ctx.batch, tile, art.LIGHT, 3)
            soldiers = WonderfulKingdom.tr("%n soldier(s) on it", None, item["soldiers"])
            art.hotspot(
                ctx.scene,
                tile,
                ("calamity", *h(item)) if action else None,
                f"{tip}\n{soldiers}",
                ("drop-calamity",) if action else None,
            )
        else:
            art.hotspot(ctx.scene, tile, None, tip)


def _calamity_dots(ctx: Ctx, calamity: dict[str, Any], tile: QRectF) -> None:
    need = calamity.get("dispel", 3)
    for k in range(need):
        at = QPointF(tile.right() - 8 - (need - 1 - k) * 10, tile.center().y())
        if k < calamity["soldiers"]:
            art.cube(ctx.batch, "S", at, 8, 24)
        else:
            dot = kit.outline([(-3, -3), (3, -3), (3, 3), (-3, 3)]).translated(at)
            ctx.batch.add(dot, 24, None, art.pen(QColor("#E9E2CC"), 1))
