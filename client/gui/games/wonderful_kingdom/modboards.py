"""Each module's board beside the offer areas: the Mission board's four steps (cost, the two
VP values, who completed each, lit when the plan may complete the next), the Threat set
(the deck, Illusionist tokens, what happened), the Advisors in the deck; the Conquest map
is conquestmap.py."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from client.gui import paintkit as kit
from client.gui.games.wonderful_kingdom import art, helptexts, words
from client.gui.games.wonderful_kingdom.board import Ctx
from client.gui.games.wonderful_kingdom.words import WonderfulKingdom
from core.games.wonderful_kingdom.data import data


def paint(ctx: Ctx, box: QRectF) -> None:
    """The module's panel in `box`."""
    module = ctx.obs["module"]
    ctx.batch.add(art.rounded(box, 8), -5, art.PANEL, None)
    key = module.get("key")
    if key == "mission":
        mission(ctx, module, box)
    elif key == "threat":
        threat(ctx, module, box)
    elif key == "advisor":
        title = WonderfulKingdom.tr("Advisor module")
        art.text(
            ctx,
            title,
            QRectF(box.left() + 10, box.top() + 4, box.width() - 20, 18),
            12.5,
            QColor("#FFE08A"),
            True,
            "left",
        )
        said = WonderfulKingdom.tr(
            "{n} Advisors of {pool} were mixed into the deck, unseen: nobody knows which."
        )
        text = said.format(n=module.get("in_deck", 10), pool=module.get("pool", 18))
        art.text(
            ctx,
            text,
            QRectF(box.left() + 10, box.top() + 26, box.width() - 20, 60),
            10.5,
            art.MUTED,
            False,
            "left",
            most=4,
        )


def mission(ctx: Ctx, module: dict[str, Any], box: QRectF) -> None:
    """The Mission board: its steps in order, each seat's completions as coloured seals."""
    board = data().missions.get(module.get("board") or "")
    title = WonderfulKingdom.tr("Mission: {board}").format(board=board.name if board else "")
    art.text(
        ctx,
        title,
        QRectF(box.left() + 10, box.top() + 3, box.width() - 20, 18),
        12,
        QColor("#FFE08A"),
        True,
        "left",
    )
    steps = module.get("steps") or []
    done = module.get("completed") or []
    row_h = min(38.0, (box.height() - 26) / max(1, len(steps)))
    for i, step in enumerate(steps):
        row = QRectF(box.left() + 8, box.top() + 24 + i * row_h, box.width() - 16, row_h - 4)
        action = ctx.marks.mission.get(step["n"])
        planned = ("mission", step["n"]) in ctx.planned
        ctx.batch.add(art.rounded(row, 5), -3, kit.alpha(QColor("#000000"), 55), None)
        if action is not None or planned:
            art.glow(ctx.batch, row, art.PLANNED if planned else art.LIGHT, 5)
        art.number(ctx.batch, step["n"], QPointF(row.left() + 10, row.center().y()), 12, art.MUTED)
        x = row.left() + 22
        for unit in step["cost"]:
            art.cube(ctx.batch, unit, QPointF(x + 6, row.center().y()), 11)
            x += 13
        first, second = step["vp"]
        art.text(
            ctx,
            f"{first}/{second}",
            QRectF(row.right() - 86, row.top(), 40, row.height()),
            11,
            QColor("#FFE08A"),
            True,
        )
        for seat, windows in enumerate(done):
            if len(windows) > i:
                at = QPointF(row.right() - 36 + seat * 16, row.center().y())
                seal = QRectF(at.x() - 6, at.y() - 6, 12, 12)
                ctx.batch.add(art.rounded(seal, 6), 22, art.SEAT[seat % 2], art.pen(art.INK, 1))
        tip = WonderfulKingdom.tr(
            "Step {n}: {cost}; {first} VP to the first to complete it, else {second}"
        ).format(n=step["n"], cost=words.units_text(step["cost"]), first=first, second=second)
        if board is not None:  # how a step is paid for, what else it gives, the order
            tip = helptexts.element("mission", f"{board.id}:{step['n']}")
        art.hotspot(ctx.scene, row, ("mission", step["n"]) if action is not None else None, tip)


def threat(ctx: Ctx, module: dict[str, Any], box: QRectF) -> None:
    """The Threat set: its name, the deck, the defeated piles' counts, tokens, events."""
    title = WonderfulKingdom.tr("Threat: {set}").format(set=words.set_name(module.get("set", "")))
    art.text(
        ctx,
        title,
        QRectF(box.left() + 10, box.top() + 3, box.width() - 20, 18),
        12,
        QColor("#FFE08A"),
        True,
        "left",
    )
    lines = [
        WonderfulKingdom.tr("%n Threat card(s) still in the deck", None, module.get("deck", 0))
    ]
    defeated = module.get("defeated") or []
    for seat, pile in enumerate(defeated):
        if seat < len(ctx.names):
            lines.append(
                WonderfulKingdom.tr("{name} defeated: {n}").format(
                    name=ctx.names[seat], n=len(pile)
                )
            )
    tokens = module.get("tokens") or {}
    if module.get("set") == "illusionists":
        held = tokens.get("held") or []
        for seat, n in enumerate(held):
            if seat < len(ctx.names):
                lines.append(
                    WonderfulKingdom.tr("{name} holds %n Illusionist token(s)", None, n).format(
                        name=ctx.names[seat]
                    )
                )
        lines.append(WonderfulKingdom.tr("%n token(s) in the box", None, tokens.get("pool", 0)))
    if module.get("aside"):
        lines.append(WonderfulKingdom.tr("%n resource(s) set aside", None, module["aside"]))
    y = box.top() + 24
    for line in lines:
        art.text(
            ctx,
            line,
            QRectF(box.left() + 10, y, box.width() - 20, 15),
            10,
            art.MUTED,
            False,
            "left",
        )
        y += 15
    events = module.get("events") or []
    recent = [e for e in events if e.get("round") == ctx.obs["round"]][-3:]
    for event in recent:
        art.text(
            ctx,
            event_text(event, ctx.names),
            QRectF(box.left() + 10, y, box.width() - 20, 15),
            9.5,
            QColor("#F2D3A0"),
            False,
            "left",
        )
        y += 15


def event_text(event: dict[str, Any], names: list[str]) -> str:
    """A Threat event of the round in words."""
    seat = event.get("seat", -1)
    who = names[seat] if 0 <= seat < len(names) else ""
    n, card = event.get("n", 0), event.get("card") or ""
    kind = event.get("id")
    if kind == "defeated":
        return WonderfulKingdom.tr("{name} defeats {card}").format(
            name=who, card=words.card_title(card)
        )
    if kind == "eaten":
        return WonderfulKingdom.tr("The Dragons eat %n soldier(s) of {name}", None, n).format(
            name=who
        )
    if kind == "tormented":
        return WonderfulKingdom.tr("The Sisters take %n cube(s) of {name}", None, n).format(
            name=who
        )
    if kind == "calamity":
        return WonderfulKingdom.tr("The Swallowers bring {name} a Calamity").format(name=who)
    if kind == "tokens":
        return WonderfulKingdom.tr("{name} gains %n Illusionist token(s)", None, n).format(name=who)
    return f"{kind} {who}"
