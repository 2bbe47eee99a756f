"""The tray under the person's band: what they act on now. In the Choice phase their hand
(a card is picked, or dragged, to an offer area's zone); in Planning their selection area
(each card built or recycled by its button, a click or a drag); the cubes gained and still
to place (dragged or clicked onto a lit slot); a solo Search's three cards."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from client.gui import paintkit as kit
from client.gui.games.wonderful_kingdom import art, bands, cardart, words
from client.gui.games.wonderful_kingdom.board import Ctx
from client.gui.games.wonderful_kingdom.cardart import H, W
from client.gui.games.wonderful_kingdom.rows import grid
from client.gui.games.wonderful_kingdom.words import WonderfulKingdom

PENDING_W = 190.0
BUTTONS = 37.0  # under a selection card in Planning: its Build and Recycle buttons


def paint(ctx: Ctx, box: QRectF) -> None:
    """The tray of the viewer (nothing for the public)."""
    obs, seat = ctx.obs, ctx.viewer
    ctx.batch.add(art.rounded(box, 8), -5, kit.alpha(QColor("#000000"), 60), None)
    if seat is None or seat >= len(obs["seats"]):
        art.text(ctx, WonderfulKingdom.tr("Watching"), box, 14, art.MUTED)
        return
    me = obs["seats"][seat]
    pending = list(me["pending"])
    cards_box = box.adjusted(8, 4, -(PENDING_W + 8) if pending else -8, -4)
    searched = (obs.get("solo") or {}).get("searched") or []
    if searched:
        _cards(
            ctx,
            WonderfulKingdom.tr("Searched: choose the card for L and the card for R"),
            searched,
            cards_box,
            "search",
        )
    elif obs["phase"] in ("planning", "production") and me["selection"]:
        _selection(ctx, me["selection"], cards_box)
    elif obs.get("hand"):
        _cards(ctx, WonderfulKingdom.tr("Your hand"), obs["hand"], cards_box, "hand")
    else:
        art.text(ctx, _idle(obs), cards_box, 12, art.MUTED, most=2)
    if pending:
        _pending(
            ctx,
            pending,
            QRectF(box.right() - PENDING_W - 4, box.top() + 4, PENDING_W, box.height() - 8),
        )


def _idle(obs: dict[str, Any]) -> str:
    phase = obs["phase"]
    if phase == "over":
        return WonderfulKingdom.tr("The game is over.")
    if phase == "planning":
        seat = obs.get("hand") is not None
        return (
            WonderfulKingdom.tr(
                "Your selection area is empty: place Krystallium and soldiers, or end."
            )
            if seat
            else ""
        )
    if phase == "production":
        return WonderfulKingdom.tr("Production: the cubes you gain are placed at once.")
    if phase == "module":
        return middle_name(obs)
    return WonderfulKingdom.tr("Your hand is empty.")


def middle_name(obs: dict[str, Any]) -> str:
    from client.gui.games.wonderful_kingdom.middle import phase_name

    return phase_name(obs)


def _cards(ctx: Ctx, title: str, cards: list[dict[str, Any]], box: QRectF, kind: str) -> None:
    """A row of cards the viewer holds: a hand card offered is picked or dragged."""
    m = ctx.marks
    art.text(
        ctx,
        title,
        QRectF(box.left(), box.top(), box.width(), 16),
        11,
        art.MUTED,
        True,
        "left",
    )
    where = grid(len(cards), box.width(), box.height() - 18, 1.2, 8)
    scale = where.scale
    for i, card in enumerate(cards):
        handle = bands.h(card)
        at = where.at(i, box.left(), box.top() + 18)
        usable = kind == "hand" and handle in m.hand
        light = None
        if usable:
            light = art.PICKED if ctx.pick.card == handle else art.LIGHT
        tip = cardart.card_tip(card["card"]) if card["card"] else ""
        if usable:
            tip += "\n" + WonderfulKingdom.tr("Drag it to an offer area, or click it, then a zone")
        what = ("hand", *handle) if usable else None
        cardart.draw(
            ctx.scene,
            card["card"],
            at,
            scale,
            what=what,
            tip=tip,
            light=light,
            drag=("hand", *handle) if usable else None,
        )


def _selection(ctx: Ctx, cards: list[dict[str, Any]], box: QRectF) -> None:
    """The viewer's selection area in Planning: a Build and a Recycle button under each."""
    m = ctx.marks
    art.text(
        ctx,
        WonderfulKingdom.tr("Your selection area: build or recycle each card"),
        QRectF(box.left(), box.top(), box.width(), 16),
        11,
        art.MUTED,
        True,
        "left",
    )
    where = grid(len(cards), box.width(), box.height() - 18, 1.2, 8, BUTTONS)
    scale, w = where.scale, W * where.scale
    for i, card in enumerate(cards):
        handle = bands.h(card)
        at = where.at(i, box.left(), box.top() + 18)
        build, recycle = m.build.get(handle), m.recycle.get(handle)
        what = ("build", *handle) if build else (("recycle", *handle) if recycle else None)
        cardart.draw(
            ctx.scene,
            card["card"],
            at,
            scale,
            what=what,
            tip=cardart.card_tip(card["card"] or ""),
            light=art.LIGHT if what else None,
            drag=("sel", *handle) if build else None,
        )
        y = at.y() + H * scale + 3
        for k, (label, action, kind) in enumerate(
            (
                (WonderfulKingdom.tr("Build"), build, "build"),
                (WonderfulKingdom.tr("Recycle"), recycle, "recycle"),
            )
        ):
            if action is None:
                continue
            b = QRectF(at.x(), y + k * 18, w, 16)  # one under the other, the card's width
            fill = QColor("#4E7A3A") if kind == "build" else QColor("#6B5A2A")
            ctx.batch.add(art.rounded(b, 4), 3, fill, art.pen(QColor("#E9E2CC"), 1))
            gain = words.units_text(list(_gain(card["card"])))
            if kind == "recycle":
                short = _short(_gain(card["card"]))
                label = WonderfulKingdom.tr("Recycle: +{units}").format(units=short)
                if not art.fits(label, b.width() - 6, 8, True):  # many cards: narrow
                    label = "+" + short  # the button's colour and tip say "Recycle"
            art.text(ctx, label, b.adjusted(3, 0, -3, 0), 10, QColor("#FFFFFF"), True)
            tip = (
                WonderfulKingdom.tr("Recycle it: gain {units}").format(units=gain)
                if kind == "recycle"
                else WonderfulKingdom.tr("Build it: into your construction area")
            )
            art.hotspot(ctx.scene, b, (kind, *handle), tip, z=60)


def _short(units: tuple[str, ...]) -> str:
    """Units as a count and letters: "1M", "2G"."""
    counts: dict[str, int] = {}
    for u in units:
        counts[u] = counts.get(u, 0) + 1
    return " ".join(f"{n}{u}" for u, n in counts.items())


def _gain(card: str | None) -> tuple[str, ...]:
    from core.games.wonderful_kingdom.data import data

    found = data().cards.get(card or "")
    return found.gain if found is not None else ()


def _pending(ctx: Ctx, pending: list[str], box: QRectF) -> None:
    """The cubes gained and still to place: the first one big, to drag or to place by a
    click on a lit slot (or the alchemy area)."""
    b = ctx.batch
    b.add(art.rounded(box, 6), -3, kit.alpha(QColor("#000000"), 70), art.pen(art.LIGHT, 1.5))
    art.text(
        ctx,
        WonderfulKingdom.tr("%n cube(s) to place", None, len(pending)),
        QRectF(box.left() + 6, box.top() + 2, box.width() - 12, 16),
        11,
        art.MUTED,
        True,
    )
    first = QPointF(box.left() + 36, box.center().y() + 6)
    art.cube(b, pending[0], first, 34)
    spot = QRectF(first.x() - 22, first.y() - 22, 44, 44)
    art.glow(b, spot, art.PICKED, 6)
    tip = WonderfulKingdom.tr("{unit}: drag it onto a lit space, or click a lit space").format(
        unit=words.resource_name(pending[0])
    )
    art.hotspot(ctx.scene, spot, ("pending",), tip, ("pending", pending[0]))
    x = box.left() + 72
    for unit in pending[1:8]:
        art.cube(b, unit, QPointF(x, first.y()), 16)
        x += 19
