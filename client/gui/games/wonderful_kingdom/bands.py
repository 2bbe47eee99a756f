"""A seat's band: its Grand Duchy (the duchy, completed cards, Calamities, defeated Threats),
supply (Krystallium, soldiers, Trap and Spy tokens), alchemy area, construction area (each
card's cost slots with what is on them, a Threat's soldiers) and selection area."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QColor

from client.gui import paintkit as kit
from client.gui.games.wonderful_kingdom import art, cardart, words
from client.gui.games.wonderful_kingdom.board import Ctx
from client.gui.games.wonderful_kingdom.cardart import H, W
from core.games.wonderful_kingdom.data import data

LEFT = 236.0  # the band's left column: duchy, supply, alchemy, Grand Duchy
TILE_H = 17.0


def tr(text: str) -> str:
    """Translate in the "WonderfulKingdom" context."""
    return QCoreApplication.translate("WonderfulKingdom", text)


def trn(text: str, n: int) -> str:
    return QCoreApplication.translate("WonderfulKingdom", text, None, n)


def h(card: dict[str, Any]) -> tuple[str, int]:
    return (card["handle"][0], card["handle"][1])


def paint(ctx: Ctx, seat: int, box: QRectF, selection_here: bool) -> None:
    """Seat `seat`'s band in `box`; its selection area on the right when `selection_here`
    (the person's own is in the tray while they plan)."""
    b, obs = ctx.batch, ctx.obs
    me = obs["seats"][seat]
    color = art.SEAT[seat % 2]
    b.add(art.rounded(box, 8), -5, art.PANEL, art.pen(kit.alpha(color, 200), 2))
    b.add(art.rounded(QRectF(box.left(), box.top(), 7, box.height()), 3), -4, color, None)
    _header(ctx, seat, QRectF(box.left() + 12, box.top() + 3, LEFT - 10, 18))
    _duchy_line(ctx, seat, QRectF(box.left() + 12, box.top() + 22, LEFT - 10, 18))
    _supply(ctx, seat, QRectF(box.left() + 12, box.top() + 42, LEFT - 10, 20))
    _alchemy(ctx, seat, QRectF(box.left() + 12, box.top() + 64, LEFT - 10, 20))
    _grand(
        ctx, seat, QRectF(box.left() + 12, box.top() + 88, LEFT - 10, box.bottom() - box.top() - 92)
    )
    sel_w = 0.0
    if selection_here:
        n = len(me["selection"])
        sel_w = min(250.0, max(130.0, 40.0 + n * 30.0 + W * 0.62))
    right = box.right() - sel_w - (8 if sel_w else 0)
    building = QRectF(
        box.left() + LEFT + 10, box.top() + 4, right - box.left() - LEFT - 18, box.height() - 8
    )
    _construction(ctx, seat, building)
    if selection_here:
        _selection(ctx, seat, QRectF(right + 4, box.top() + 4, sel_w - 6, box.height() - 8))


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
        trn("%n VP", score),
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
        tr("Side {side}:").format(side=me["side"]),
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
            tr("produces nothing"),
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
            trn("%n VP", side.vp).replace(str(side.vp), vp, 1),
            QRectF(box.right() - 60, box.top(), 60, box.height()),
            10,
            art.MUTED,
            True,
            "right",
        )
    tip = tr("The Grand Duchy {duchy}, side {side}").format(
        duchy=words.duchy_name(me["duchy"]), side=me["side"]
    )
    art.hotspot(ctx.scene, box, None, tip)


def _supply(ctx: Ctx, seat: int, box: QRectF) -> None:
    """Krystallium and soldiers in supply (the viewer picks or drags them), Trap and Spy
    tokens."""
    me, m = ctx.obs["seats"][seat], ctx.marks
    mine = seat == ctx.viewer
    x, y = box.left(), box.center().y()
    for unit, n, tip in (
        ("K", me["krystallium"], tr("Krystallium in supply: {n}")),
        ("S", me["soldiers"], tr("Soldiers in supply: {n}")),
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
            tip.format(n=n),
            ("supply", unit) if usable else None,
        )
        x += 52
    for kind, n, tip in (
        ("trap", me["traps"], trn("%n Trap token(s) left this round", me["traps"])),
        ("spy", me["spies"], trn("%n Spy ready", me["spies"])),
    ):
        if not n:
            continue
        for k in range(min(n, 3)):
            art.token(ctx.batch, kind, QPointF(x + 8 + k * 13, y), 14)
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
        tr("Alchemy"),
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
                ctx.scene, spot, ("cube", res), tr("Choose this colour for the Krystallium")
            )
        x += 40
    if mine and m.alchemy is not None:
        art.glow(ctx.batch, area, art.LIGHT, 4)
        art.hotspot(ctx.scene, area, ("alchemy",), tr("Put the cube in the alchemy area"), z=45)
    else:
        tip = tr("The alchemy area: 5 cubes make a Krystallium")
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
            tr("Grand Duchy: no card completed yet"),
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
        tip = words.card_tip(card)
        if kind == "calamity":
            _calamity_dots(ctx, item, tile)
            action = m.calamities.get(h(item)) if seat == ctx.viewer else None
            if action is not None:
                art.glow(ctx.batch, tile, art.LIGHT, 3)
            soldiers = trn("%n soldier(s) on it", item["soldiers"])
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


def _construction(ctx: Ctx, seat: int, box: QRectF) -> None:
    """The cards under construction, their slots lit where the plan's next step may put
    something; the module's Threats beside them."""
    me = ctx.obs["seats"][seat]
    module = ctx.obs["module"]
    threats = (module.get("threats") or [[], []])[seat] if module.get("key") == "threat" else []
    cards = [("build", c) for c in me["construction"]] + [("threat", t) for t in threats]
    art.text(
        ctx,
        tr("Construction area"),
        QRectF(box.left(), box.top(), 200, 14),
        10,
        art.MUTED,
        False,
        "left",
    )
    if seat == ctx.viewer and ctx.marks.build:  # a selection card dragged here is built
        art.hotspot(ctx.scene, box, ("construction",), tr("Drop a card here to build it"), z=1)
    if not cards:
        art.text(
            ctx,
            tr("(empty)"),
            QRectF(box.left(), box.top() + 40, box.width(), 20),
            11,
            kit.alpha(art.MUTED, 150),
        )
        return
    top = box.top() + 16
    scale = min(1.0, (box.bottom() - top) / H)
    pitch = W * scale + 6
    if len(cards) * pitch > box.width():
        scale = max(0.62, min(scale, (box.width() / len(cards) - 6) / W))
        pitch = box.width() / len(cards)
    for i, (kind, card) in enumerate(cards):
        at = QPointF(box.left() + i * pitch, top)
        if kind == "build":
            _building(ctx, seat, card, at, scale)
        else:
            _threat(ctx, seat, card, at, scale)


def _building(ctx: Ctx, seat: int, card: dict[str, Any], at: QPointF, scale: float) -> None:
    m, handle = ctx.marks, h(card)
    mine = seat == ctx.viewer
    filled = [f for _, f in card["slots"]]
    lit = art.PLANNED if ("build", handle) in ctx.planned else None
    spots: list[cardart.Spot] = []
    shine = []
    for i, b in enumerate(cardart.slot_boxes(QRectF(0, 0, W, H), len(filled)) if mine else ()):
        unit = card["slots"][i][0]
        loss = m.losses.get((handle, i))
        if m.slots.get((handle, i)) is not None or loss is not None:
            shine.append(i)
        tip = tr("Space {n}: {unit}").format(n=i + 1, unit=words.resource_name(unit))
        # the viewer's spaces are always targets: a piece dragged there is picked first
        what = ("slot", *handle, i) if not filled[i] else None
        what = ("loss", *handle, i) if loss is not None else what
        spots.append((b.adjusted(-2, -2, 2, 2), what, tip, None))
    scrap = mine and handle in m.scrap
    if scrap:
        tip = tr("Scrap this card: what is on it is lost, you gain its recycling cube")
        spots.append((cardart.SCRAP, ("scrap", *handle), tip, None))
    cardart.draw(
        ctx.scene,
        card["card"],
        at,
        scale,
        tip=words.card_tip(card["card"]),
        light=lit,
        filled=filled,
        what=("built", *handle),
        lit=shine,
        scrap=scrap,
        spots=spots,
    )


def _threat(ctx: Ctx, seat: int, threat: dict[str, Any], at: QPointF, scale: float) -> None:
    handle = h(threat)
    action = ctx.marks.threats.get(handle) if seat == ctx.viewer else None
    losses = [i for (hh, i) in ctx.marks.losses if hh == handle] if seat == ctx.viewer else []
    tip = words.card_tip(threat["card"]) + "\n" + trn("%n soldier(s) on it", threat["soldiers"])
    cardart.draw(
        ctx.scene,
        threat["card"],
        at,
        scale,
        soldiers=threat["soldiers"],
        light=art.LIGHT if action is not None or losses else None,
        what=("threat", *handle)
        if action is not None
        else (("loss", *handle, losses[0]) if losses else None),
        tip=tip,
    )


def _selection(ctx: Ctx, seat: int, box: QRectF) -> None:
    """The selection area: face-up cards, and face-down ones as backs (their face with an
    eye for a viewer who knows it)."""
    me, m = ctx.obs["seats"][seat], ctx.marks
    cards = me["selection"]
    art.text(
        ctx,
        tr("Selection area ({n})").format(n=len(cards)),
        QRectF(box.left(), box.top(), box.width(), 14),
        10,
        art.MUTED,
        False,
        "left",
    )
    scale = min(0.62, (box.height() - 18) / H)
    w = W * scale
    pitch = min(w + 4, (box.width() - w) / max(1, len(cards) - 1)) if len(cards) > 1 else w
    for i, card in enumerate(cards):
        at = QPointF(box.left() + i * pitch, box.top() + 17)
        _small(
            ctx, card, at, scale, m.spy.get(h(card)), m.swap.get(h(card)), m.destroy.get(h(card))
        )


def _small(ctx: Ctx, card: dict[str, Any], at: QPointF, scale: float, *actions: Any) -> None:
    """A card of an offer or selection area: face up, face down (back), or face down but
    known to the viewer (its face with an eye)."""
    known = card["card"]
    up = card["up"]
    action = next((a for a in actions if a is not None), None)
    kind = (
        {"spy": "spy", "swap": "swapin", "destroy": "destroy"}.get(action[0], "") if action else ""
    )
    what = (kind, *h(card)) if action is not None else None
    if known is None:
        tip = tr("A face-down card")
    elif up:
        tip = words.card_tip(known)
    else:
        tip = tr("Face down: only you know it is {card}").format(card=words.card_title(known)) + (
            "\n" + words.card_tip(known)
        )
    if kind == "spy":
        tip += "\n" + tr("Click to spy on it (at once)")
    cardart.draw(
        ctx.scene,
        known,
        at,
        scale,
        what=what,
        tip=tip,
        light=art.LIGHT if action is not None else None,
        badge="eye" if known is not None and not up else "",
    )
