"""The Conquest map (side A1): territories laid out as the board is (the blue castle north,
the red one south, the seas west and east), each with its bonus places and who stands on
them, each seat's armies, its VP in each colour, who controls it; the reserve and the
prison. A territory a Move may enter, send from or imprison in is lit."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath

from client.gui import paintkit as kit
from client.gui.games.wonderful_kingdom import art, helptexts, words
from client.gui.games.wonderful_kingdom.board import Ctx
from client.gui.games.wonderful_kingdom.words import WonderfulKingdom

GRID = {  # territory -> (column, row) of the 5 x 5 layout
    "BC": (2, 0),
    "NW": (1, 1),
    "NE": (3, 1),
    "GW": (0, 2),
    "W": (1, 2),
    "C": (2, 2),
    "E": (3, 2),
    "SS": (4, 2),
    "SW": (1, 3),
    "SE": (3, 3),
    "RC": (2, 4),
}
LAND, SEA, CASTLE = QColor("#7C8B55"), QColor("#3F6E8C"), QColor("#7A6E62")


def bonus_name(place: dict[str, Any]) -> str:
    names = {
        "trap": WonderfulKingdom.tr("an extra Trap token"),
        "spy": WonderfulKingdom.tr("a Spy token"),
        "destroy": WonderfulKingdom.tr("Card destruction"),
        "double": WonderfulKingdom.tr("Double move"),
        "kprod": WonderfulKingdom.tr("Krystallium production"),
        "prison": WonderfulKingdom.tr("the prison"),
    }
    if place["bonus"] == "res":
        return WonderfulKingdom.tr("produces {res}").format(res=words.resource_name(place["res"]))
    return names.get(place["bonus"], str(place["bonus"]))


def paint(ctx: Ctx, box: QRectF) -> None:
    """The map in `box`, with the reserve and the prison under it."""
    module = ctx.obs["module"]
    b = ctx.batch
    b.add(art.rounded(box, 8), -5, art.PANEL, None)
    art.text(
        ctx,
        WonderfulKingdom.tr("Conquest"),
        QRectF(box.left() + 8, box.top() + 2, 120, 16),
        11.5,
        QColor("#FFE08A"),
        True,
        "left",
    )
    territories = {t["id"]: t for t in module.get("territories") or []}
    if not territories:
        return
    area = QRectF(box.left() + 4, box.top() + 18, box.width() - 8, box.height() - 40)
    cw, ch = area.width() / 5, area.height() / 5
    centre = {
        t: QPointF(area.left() + (c + 0.5) * cw, area.top() + (r + 0.5) * ch)
        for t, (c, r) in GRID.items()
    }
    for tid, t in territories.items():  # the borders, under the territories
        for other in t["neighbours"]:
            if tid < other and other in centre:
                line = QPainterPath()
                line.moveTo(centre[tid])
                line.lineTo(centre[other])
                b.add(line, -2, None, art.pen(QColor("#C9BF9A"), 2))
    for tid, t in territories.items():
        if tid in centre:
            _territory(
                ctx,
                t,
                QRectF(
                    centre[tid].x() - cw * 0.47, centre[tid].y() - ch * 0.45, cw * 0.94, ch * 0.9
                ),
            )
    _footer(ctx, module, QRectF(box.left() + 8, box.bottom() - 20, box.width() - 16, 18))


def _territory(ctx: Ctx, t: dict[str, Any], box: QRectF) -> None:
    b, m = ctx.batch, ctx.marks
    fill = {"sea": SEA, "castle": CASTLE}.get(t["kind"], LAND)
    control = t["control"]
    line = art.SEAT[control % 2] if control >= 0 else QColor("#2B2118")
    b.add(art.rounded(box, 6), 1, fill, art.pen(line, 2.5 if control >= 0 else 1))
    action = m.territories.get(t["id"])
    if action is not None:
        art.glow(b, box, art.LIGHT, 6)
    art.text(
        ctx,
        words.territory(t["id"]),
        QRectF(box.left() + 2, box.top() + 1, box.width() - 4, 12),
        9,
        QColor("#FFFFFF"),
        True,
    )
    red, blue = t["vp"]
    art.text(
        ctx,
        str(red),
        QRectF(box.left() + 2, box.bottom() - 13, 12, 12),
        9,
        art.SEAT[0].lighter(170),
        True,
    )
    art.text(
        ctx,
        str(blue),
        QRectF(box.right() - 14, box.bottom() - 13, 12, 12),
        9,
        art.SEAT[1].lighter(170),
        True,
    )
    places = t["places"]
    for i, place in enumerate(places):
        at = QPointF(box.left() + box.width() * (i + 1) / (len(places) + 1), box.center().y())
        _place(b, place, at)
    for seat, n in enumerate(t["armies"]):
        if n:
            at = QPointF(box.center().x() + (seat * 2 - 1) * 11, box.bottom() - 7)
            disc = QPainterPath()
            disc.addEllipse(at, 6.5, 6.5)
            b.add(disc, 24, art.SEAT[seat % 2], art.pen(QColor("#FFFFFF"), 1))
            art.number(b, n, at, 8, QColor("#FFFFFF"))
    tip = [words.territory(t["id"])]
    tip.append(
        WonderfulKingdom.tr("VP at the end: {red} red, {blue} blue").format(red=red, blue=blue)
    )
    for seat, n in enumerate(t["armies"]):
        if n and seat < len(ctx.names):
            tip.append(
                WonderfulKingdom.tr("{name}: %n army(s)", None, n).format(name=ctx.names[seat])
            )
    for place in places:
        who = (
            ctx.names[place["army"]]
            if 0 <= place["army"] < len(ctx.names)
            else WonderfulKingdom.tr("free")
        )
        tip.append(f"{place['id']}: {bonus_name(place)} ({who})")
    tip += helptexts.uses("territory", t["id"]).splitlines()[:1]  # castle, land or sea
    for bonus in dict.fromkeys(place["bonus"] for place in places):  # what each place does
        tip.append(helptexts.element("place", bonus).replace("\n", ": "))
    if action is not None:
        tip.append(_verb(action))
    art.hotspot(
        ctx.scene, box, ("territory", t["id"]) if action is not None else None, "\n".join(tip)
    )


def _verb(action: Any) -> str:
    return {
        "move": WonderfulKingdom.tr("Click: move armies here"),
        "send": WonderfulKingdom.tr("Click: send one more army from here"),
        "imprison": WonderfulKingdom.tr("Click: imprison an army from here"),
    }.get(action[0], "")


def _place(b: kit.Batch, place: dict[str, Any], at: QPointF) -> None:
    """A bonus place: its icon in a disc ringed in the colour of the army on it."""
    owner = place["army"]
    disc = QPainterPath()
    disc.addEllipse(at, 7.5, 7.5)
    ring = art.SEAT[owner % 2] if owner >= 0 else QColor("#E9E2CC")
    b.add(disc, 20, QColor("#F4EBD2"), art.pen(ring, 2.4 if owner >= 0 else 1))
    bonus = place["bonus"]
    if bonus == "res":
        art.cube(b, place["res"], at, 8, 21)
    elif bonus in ("trap", "spy"):
        art.token(b, bonus, at, 10)
    elif bonus == "kprod":
        art.cube(b, "K", at, 9, 21)
    else:
        mark = {"prison": "#", "destroy": "x", "double": "2"}.get(bonus, "?")
        art.number(b, mark, at, 8)


def _footer(ctx: Ctx, module: dict[str, Any], box: QRectF) -> None:
    reserve = module.get("reserve") or []
    prisoners = module.get("prisoners") or []
    parts = []
    for seat in range(min(2, len(ctx.names))):
        parts.append(
            WonderfulKingdom.tr("{name}: {n} in reserve, {p} in prison").format(
                name=ctx.names[seat],
                n=reserve[seat] if seat < len(reserve) else 0,
                p=prisoners[seat] if seat < len(prisoners) else 0,
            )
        )
    art.text(ctx, " · ".join(parts), box, 9.5, art.MUTED, False, "left")
