"""A seat's band: its Grand Duchy (the duchy, completed cards, Calamities, defeated Threats),
supply (Krystallium, soldiers, Trap and Spy tokens), alchemy area, construction area (each
card's cost slots with what is on them, a Threat's soldiers) and selection area."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF

from client.gui import paintkit as kit
from client.gui.games.wonderful_kingdom import art, cardart, duchy, words
from client.gui.games.wonderful_kingdom.board import Ctx
from client.gui.games.wonderful_kingdom.cardart import H, W
from client.gui.games.wonderful_kingdom.rows import grid
from client.gui.games.wonderful_kingdom.words import WonderfulKingdom

LEFT = 236.0  # the band's left column: duchy, supply, alchemy, Grand Duchy
SEL = 0.72  # a selection area's card scale, at most
SEL_LABEL = 130.0  # the selection area's narrowest: its label whole
EMPTY = 150.0  # the construction area's narrowest: its label and "(empty)"
TILE_H = 17.0


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
    duchy.paint(ctx, seat, QRectF(box.left() + 12, box.top(), LEFT - 10, box.height()))
    sel_w = 0.0
    if selection_here:
        built = len(_cards_built(ctx, seat))
        sel_w = split(len(me["selection"]), built, box.width(), box.height())
    right = box.right() - sel_w - (8 if sel_w else 0)
    building = QRectF(
        box.left() + LEFT + 10, box.top() + 4, right - box.left() - LEFT - 18, box.height() - 8
    )
    _construction(ctx, seat, building)
    if selection_here:
        _selection(ctx, seat, QRectF(right + 4, box.top() + 4, sel_w - 6, box.height() - 8))


@lru_cache(maxsize=256)  # keyed on counts and the band's size: bounded by the table
def split(selected: int, building: int, width: float, height: float) -> float:
    """The selection area's width in a band of `width` by `height`: of every split of the
    room beside the left column, the one whose smaller cards are biggest (each area's scale
    as a share of its largest, the construction area's 1.0 and the selection's SEL), the
    construction area's bigger on a tie; then no wider than the selection's cards take."""
    room = width - LEFT - 26  # both areas, the gap between them
    tall = height - 8 - 17
    best: tuple[float, float] = (-1.0, -1.0)
    chosen = SEL_LABEL
    for sel_w in range(int(SEL_LABEL), int(room - EMPTY) + 1, 4):
        con = grid(building, room - sel_w, tall + 1, 1.2, 6).scale if building else 1.0
        sel = grid(selected, sel_w - 6, tall, SEL, 4).scale if selected else SEL
        key = (min(con, 1.0, sel / SEL), con)
        if key > best:
            best, chosen = key, sel_w
    if not selected:
        return SEL_LABEL
    used = grid(selected, chosen - 6, tall, SEL, 4).width + 10
    return max(SEL_LABEL, min(chosen, used))


def _cards_built(ctx: Ctx, seat: int) -> list[tuple[str, dict[str, Any]]]:
    """The construction area: cards under construction, then the module's Threats."""
    me = ctx.obs["seats"][seat]
    module = ctx.obs["module"]
    threats = (module.get("threats") or [[], []])[seat] if module.get("key") == "threat" else []
    return [("build", c) for c in me["construction"]] + [("threat", t) for t in threats]


def _construction(ctx: Ctx, seat: int, box: QRectF) -> None:
    """The cards under construction, their slots lit where the plan's next step may put
    something; the module's Threats beside them."""
    cards = _cards_built(ctx, seat)
    art.text(
        ctx,
        WonderfulKingdom.tr("Construction area"),
        QRectF(box.left(), box.top(), 200, 14),
        10,
        art.MUTED,
        False,
        "left",
    )
    if seat == ctx.viewer and ctx.marks.build:  # a selection card dragged here is built
        art.hotspot(
            ctx.scene,
            box,
            ("construction",),
            WonderfulKingdom.tr("Drop a card here to build it"),
            z=1,
        )
    if not cards:
        art.text(
            ctx,
            WonderfulKingdom.tr("(empty)"),
            QRectF(box.left(), box.top() + 40, box.width(), 20),
            11,
            kit.alpha(art.MUTED, 150),
        )
        return
    top = box.top() + 16
    where = grid(len(cards), box.width(), box.bottom() - top, 1.2, 6)
    scale = where.scale
    for i, (kind, card) in enumerate(cards):
        at = where.at(i, box.left(), top)
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
        tip = WonderfulKingdom.tr("Space {n}: {unit}").format(
            n=i + 1, unit=words.resource_name(unit)
        )
        # the viewer's spaces are always targets: a piece dragged there is picked first
        what = ("slot", *handle, i) if not filled[i] else None
        what = ("loss", *handle, i) if loss is not None else what
        spots.append((b.adjusted(-2, -2, 2, 2), what, tip, None))
    scrap = mine and handle in m.scrap
    if scrap:
        tip = WonderfulKingdom.tr(
            "Scrap this card: what is on it is lost, you gain its recycling cube"
        )
        spots.append((cardart.SCRAP, ("scrap", *handle), tip, None))
    cardart.draw(
        ctx.scene,
        card["card"],
        at,
        scale,
        tip=cardart.card_tip(card["card"]),
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
    tip = (
        cardart.card_tip(threat["card"])
        + "\n"
        + WonderfulKingdom.tr("%n soldier(s) on it", None, threat["soldiers"])
    )
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
        WonderfulKingdom.tr("Selection area ({n})").format(n=len(cards)),
        QRectF(box.left(), box.top(), box.width(), 14),
        10,
        art.MUTED,
        False,
        "left",
    )
    where = grid(len(cards), box.width(), box.height() - 17, SEL, 4)
    for i, card in enumerate(cards):
        at = where.at(i, box.left(), box.top() + 17)
        actions = (m.spy.get(h(card)), m.swap.get(h(card)), m.destroy.get(h(card)))
        _small(ctx, card, at, where.scale, *actions)


def _small(ctx: Ctx, card: dict[str, Any], at: QPointF, scale: float, *actions: Any) -> None:
    """A card of an offer or selection area: face up, face down (back), or face down but
    known to the viewer (its face with an eye)."""
    known = card["card"]
    up = card["up"] or ctx.obs["phase"] != "choice"  # the Planning reveal shows them all
    action = next((a for a in actions if a is not None), None)
    kind = (
        {"spy": "spy", "swap": "swapin", "destroy": "destroy"}.get(action[0], "") if action else ""
    )
    what = (kind, *h(card)) if action is not None else None
    if known is None:
        tip = WonderfulKingdom.tr("A face-down card")
    elif up:
        tip = cardart.card_tip(known)
    else:
        tip = WonderfulKingdom.tr("Face down: only you know it is {card}").format(
            card=words.card_title(known)
        ) + ("\n" + cardart.card_tip(known))
    if kind == "spy":
        tip += "\n" + WonderfulKingdom.tr("Click to spy on it (at once)")
    cardart.draw(
        ctx.scene,
        known,
        at,
        scale,
        what=what,
        tip=tip,
        light=art.LIGHT if action is not None else None,
        badge="eye" if known is not None and not up else "",  # only the viewer knows it
    )
