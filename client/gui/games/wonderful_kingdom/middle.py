"""The middle of the table: the two offer areas (face-down cards drawn alike, the zones a
card is offered into, an area to take), and the round's panel: round and phase, the deck
and the piles, Production step by step with supremacy, the solo rival's pick."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from client.gui import paintkit as kit
from client.gui.games.wonderful_kingdom import art, bands, cardart, helptexts, words
from client.gui.games.wonderful_kingdom.board import Ctx
from client.gui.games.wonderful_kingdom.cardart import W
from client.gui.games.wonderful_kingdom.words import WonderfulKingdom

CARD = 1.0  # an offered card's scale
STEPS = ("M", "P", "G", "E", "K")


def phase_name(obs: dict[str, Any]) -> str:
    phase = obs["phase"]
    if phase == "module":
        key = obs["module"].get("key")
        return (
            WonderfulKingdom.tr("Conquest phase")
            if key == "conquest"
            else WonderfulKingdom.tr("Combat phase")
        )
    names = {
        "setup": WonderfulKingdom.tr("Setup"),
        "choice": WonderfulKingdom.tr("Choice phase"),
        "planning": WonderfulKingdom.tr("Planning phase"),
        "production": WonderfulKingdom.tr("Production phase"),
        "over": WonderfulKingdom.tr("The game is over"),
    }
    return names.get(phase, phase)


def offers(ctx: Ctx, area: str, box: QRectF) -> None:
    """Offer area `area` in `box`."""
    b, m = ctx.batch, ctx.marks
    cards = ctx.obs["offers"][area]
    b.add(art.rounded(box, 8), -5, art.PANEL, None)
    take = m.areas.get(area)
    if take is not None:
        art.glow(b, box, art.LIGHT, 8)
    title = WonderfulKingdom.tr("Offer area {area}").format(area=area)
    art.text(
        ctx,
        title,
        QRectF(box.left() + 10, box.top() + 3, 150, 18),
        12.5,
        art.MUTED,
        True,
        "left",
    )
    count = WonderfulKingdom.tr("%n card(s)", None, len(cards))
    art.text(
        ctx,
        count,
        QRectF(box.right() - 110, box.top() + 3, 100, 18),
        10.5,
        art.MUTED,
        False,
        "right",
    )
    zones = [face for face in ("up", "down") if (area, face) in _zone_keys(ctx)]
    w = W * CARD
    room = box.width() - 20
    pitch = min(w + 6, (room - w) / max(1, len(cards) - 1)) if len(cards) > 1 else w + 6
    tokens = {tuple(t["handle"]): t["seat"] for t in _tokens(ctx)}
    top = box.top() + 24
    x = box.left() + 10
    for card in cards:
        handle = bands.h(card)
        placing = m.token.get(handle)
        swapping = m.swap.get(handle)
        action = placing or swapping
        what = (("token" if placing else "swapin"), *handle) if action else None
        if m.spy.get(handle) is not None:
            what = ("spy", *handle)
        planned = ("offer", handle) in ctx.planned
        light = art.PLANNED if planned else (art.LIGHT if what else None)
        known = card["card"]
        tip = (
            cardart.card_tip(known)
            if known and card["up"]
            else WonderfulKingdom.tr("A face-down card")
        )
        if known and not card["up"]:
            tip = WonderfulKingdom.tr("Face down: only you know it is {card}").format(
                card=words.card_title(known)
            )
        if what and what[0] == "spy":
            tip += "\n" + WonderfulKingdom.tr("Click to spy on it (at once)")
        if placing:
            tip += "\n" + WonderfulKingdom.tr("Click to put an Illusionist token on it")
        cardart.draw(
            ctx.scene,
            known,
            QPointF(x, top),
            CARD,
            what=what,
            tip=tip,
            light=light,
            badge="eye" if known and not card["up"] else "",
        )
        if handle in tokens:
            at = QPointF(x + w - 10, top + 12)
            art.token(b, "spy", at, 16)
            ring = art.rounded(QRectF(at.x() - 9, at.y() - 9, 18, 18), 9)
            b.add(ring, 45, None, art.pen(art.SEAT[tokens[handle] % 2], 3))
        x += pitch
    zw = (box.width() - 26) / 2
    for k, face in enumerate(zones):
        _zone(ctx, area, face, QRectF(box.left() + 10 + k * (zw + 6), box.bottom() - 40, zw, 34))
    if take is not None:
        art.hotspot(
            ctx.scene,
            box,
            ("area", area),
            WonderfulKingdom.tr("Take every card of area {area} into your selection area").format(
                area=area
            ),
            z=1,
        )


def _zone_keys(ctx: Ctx) -> list[tuple[str, str]]:
    """The zones to draw: every (area, face) an offer of any hand card may take now."""
    return sorted({(a[3], a[4]) for a in ctx.notes.get("legal", ()) if a[0] == "offer"})


def _tokens(ctx: Ctx) -> list[dict[str, Any]]:
    module = ctx.obs["module"]
    if module.get("key") != "threat":
        return []
    return list((module.get("tokens") or {}).get("on_cards") or [])


def _zone(ctx: Ctx, area: str, face: str, box: QRectF) -> None:
    """Where a hand card is offered: face up, or face down for a Trap token."""
    lit = (area, face) in ctx.marks.zones
    color = art.LIGHT if lit else kit.alpha(art.MUTED, 110)
    path = art.rounded(box, 6)
    ctx.batch.add(
        path,
        1,
        kit.alpha(art.BACK if face == "down" else QColor("#FFFFFF"), 45),
        art.pen(color, 2 if lit else 1.2, Qt.PenStyle.DashLine),
    )
    label = (
        WonderfulKingdom.tr("Face up") if face == "up" else WonderfulKingdom.tr("Face down (Trap)")
    )
    text = box.adjusted(6 + (18 if face == "down" else 0), 2, -6, -2)
    art.text(ctx, label, text, 11, art.MUTED if not lit else QColor("#FFF3C4"), True, most=2)
    if face == "down":
        art.token(ctx.batch, "trap", QPointF(box.left() + 16, box.center().y()), 16)
    tip = (
        WonderfulKingdom.tr("Offer the card face up in area {area}")
        if face == "up"
        else WonderfulKingdom.tr("Offer the card face down in area {area}, spending a Trap token")
    )
    art.hotspot(ctx.scene, box, ("zone", area, face), tip.format(area=area), z=55)


def panel(ctx: Ctx, box: QRectF) -> None:
    """Round, phase and piles; the Production track; the solo rival's last pick."""
    b, obs = ctx.batch, ctx.obs
    b.add(art.rounded(box, 8), -5, art.PANEL, None)
    head = (
        WonderfulKingdom.tr("Round {n} of 4").format(n=max(1, obs["round"]))
        + " · "
        + phase_name(obs)
    )
    art.text(
        ctx,
        head,
        QRectF(box.left() + 10, box.top() + 3, box.width() - 20, 20),
        13,
        QColor("#FFE08A"),
        True,
        "left",
    )
    piles = WonderfulKingdom.tr("Deck: {deck} · Calamities: {pile} · Discards: {discards}").format(
        deck=obs["deck_size"],
        pile=obs["calamity_pile"],
        discards=len(obs["discards"]) + obs["discarded_unseen"],
    )
    art.text(
        ctx,
        piles,
        QRectF(box.left() + 10, box.top() + 23, box.width() - 20, 16),
        10,
        art.MUTED,
        False,
        "left",
    )
    if 0 <= obs["first"] < len(ctx.names) and obs["phase"] != "over":
        first = WonderfulKingdom.tr("{name} plays first this round").format(
            name=ctx.names[obs["first"]]
        )
        art.text(
            ctx,
            first,
            QRectF(box.left() + 10, box.top() + 39, box.width() - 20, 16),
            10,
            art.MUTED,
            False,
            "left",
        )
    if "end" in obs:
        final(ctx, QRectF(box.left() + 8, box.top() + 60, box.width() - 16, box.height() - 66))
        return
    production(ctx, QRectF(box.left() + 8, box.top() + 60, box.width() - 16, 62))
    if "solo" in obs:
        rival(ctx, QRectF(box.left() + 8, box.top() + 126, box.width() - 16, box.height() - 130))


def production(ctx: Ctx, box: QRectF) -> None:
    """The round's Production, step by step: each seat's amount, the supremacy's winner."""
    obs = ctx.obs
    track: dict[str, tuple[list[int], int]] = ctx.notes.get("production") or {}
    now = obs["step"] if obs["phase"] == "production" else ""
    seats = len(obs["seats"])
    ctx.batch.add(art.rounded(box, 5), -3, kit.alpha(QColor("#000000"), 45), None)
    art.text(
        ctx,
        WonderfulKingdom.tr("Production"),
        QRectF(box.left() + 6, box.top(), 80, 16),
        10,
        art.MUTED,
        True,
        "left",
    )
    cw = (box.width() - 90) / len(STEPS)
    for i, res in enumerate(STEPS):
        col = QRectF(box.left() + 86 + i * cw, box.top() + 2, cw - 4, box.height() - 4)
        if res == now:
            art.glow(ctx.batch, col, art.LIGHT, 4)
        art.cube(ctx.batch, res, QPointF(col.center().x(), col.top() + 9), 12)
        amounts, winner = track.get(res, ([], -1))
        tip = words.resource_name(res) + "\n" + helptexts.uses("resource", res)
        for p in range(seats):
            y = col.top() + 20 + p * 18
            n = amounts[p] if p < len(amounts) else None
            color = art.SEAT[p % 2].lighter(150)
            cell = QRectF(col.center().x() - 10, y, 20, 16)
            if winner == p:  # the supremacy's winner: a gold seal behind the amount
                ctx.batch.add(art.rounded(cell, 8), 21, QColor("#E2B540"), art.pen("#7A5A10", 1))
                color = art.INK
            art.text(ctx, "–" if n is None else str(n), cell, 11, color, True)
            if n is not None and p < len(ctx.names):
                tip += f"\n{ctx.names[p]}: {n}"
        if winner >= 0 and winner < len(ctx.names) and res != "K":
            tip += "\n" + WonderfulKingdom.tr("Supremacy: {name} gains a soldier").format(
                name=ctx.names[winner]
            )
        art.hotspot(ctx.scene, col, None, tip)


def final(ctx: Ctx, box: QRectF) -> None:
    """The score at the end: each part per seat, and the totals."""
    end = ctx.obs["end"]
    label = ctx.notes.get("label") or (lambda id_: id_)
    seats = len(end["totals"])
    ctx.batch.add(art.rounded(box, 5), -3, kit.alpha(QColor("#000000"), 45), None)
    rows = [(label(part["label"]), part["values"]) for part in end["parts"]]
    rows.append((WonderfulKingdom.tr("Total"), end["totals"]))
    h = min(16.0, (box.height() - 4) / max(1, len(rows) + 1))
    name_w = box.width() - seats * 58
    for p in range(seats):
        name = ctx.names[p] if p < len(ctx.names) else str(p + 1)
        cell = QRectF(box.left() + name_w + p * 58, box.top() + 2, 56, h)
        art.text(ctx, name, cell, 10, art.SEAT[p % 2].lighter(150), True, "right")
    for k, (title, values) in enumerate(rows):
        y = box.top() + 2 + (k + 1) * h
        last = k == len(rows) - 1
        color = QColor("#FFE08A") if last else art.MUTED
        art.text(ctx, title, QRectF(box.left() + 6, y, name_w - 8, h), 10, color, last, "left")
        for p in range(seats):
            cell = QRectF(box.left() + name_w + p * 58, y, 56, h)
            art.text(ctx, str(values[p]), cell, 10.5, color, last, "right")


def rival(ctx: Ctx, box: QRectF) -> None:
    """Solo: what the rival took last."""
    taken = ctx.obs["solo"]["rival"]
    if not taken:
        return
    area, cards = taken[0], [c for c in taken[1:] if c]
    names = ", ".join(words.card_title(c) for c in cards) or WonderfulKingdom.tr("nothing")
    said = WonderfulKingdom.tr("The rival took area {area}: {cards}").format(area=area, cards=names)
    art.text(ctx, said, box, 10, art.MUTED, False, "left", most=3)
