"""A card as the board paints it: its face (type band and name, cost slots with what is on
them, production, completion bonus, VP, recycling gain), its back (every face-down card
alike, whatever it hides), and a compact tile for the Grand Duchy; the tooltip's words."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPicture, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from client.gui import i18n
from client.gui import paintkit as kit
from client.gui.games.wonderful_kingdom import art, helptexts, words
from client.gui.games.wonderful_kingdom.words import WonderfulKingdom
from core.games.wonderful_kingdom.data import Card, ThreatCard, data

W, H = 96.0, 132.0  # a card's size in scene units
BAND = 30.0  # the type band with the name
SLOT = 15.0  # a cost slot's side
PER_ROW = 5


def kind_of(card: str) -> str:
    """A card id's kind: a development type, advisor, treasure, calamity or threat."""
    found = data().cards.get(card)
    if found is not None:
        return found.kind
    return "threat" if card in data().threats else "structure"


def slot_boxes(box: QRectF, n: int) -> list[QRectF]:
    """The cost slots' boxes of a card at `box`: rows of up to five under the band."""
    out = []
    rows = (n + PER_ROW - 1) // PER_ROW
    for i in range(n):
        row, col = divmod(i, PER_ROW)
        in_row = min(PER_ROW, n - row * PER_ROW)
        width = in_row * (SLOT + 2) - 2
        x = box.center().x() - width / 2 + col * (SLOT + 2)
        y = box.top() + BAND + 5 + row * (SLOT + 3) + (0 if rows > 1 else 2)
        out.append(QRectF(x, y, SLOT, SLOT))
    return out


Spot = tuple[QRectF, Any, str, Any]  # a hotspot on a card: box, click, tooltip, drag
MARGIN = 8.0  # room around a card for its shadow and its light
_PICTURES: dict[Any, QPicture] = {}  # (look, language) -> its recording


class CardItem(QGraphicsItem):
    """A card drawn from a cached image of its look at the scale it is shown (one item,
    however much is on it)."""

    def __init__(self, key: tuple[Any, ...]) -> None:
        super().__init__()
        self.key = key

    def boundingRect(self) -> QRectF:
        return QRectF(-MARGIN, -MARGIN, W + 2 * MARGIN, H + 2 * MARGIN)

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        # the image at the very scale the card is shown: drawn pixel for pixel
        scale = round(max(0.3, min(6.0, painter.deviceTransform().m11())), 2)
        painter.drawPixmap(QPointF(-MARGIN, -MARGIN), image(self.key, scale))


_IMAGES: OrderedDict[tuple[Any, ...], QPixmap] = OrderedDict()


def image(key: tuple[Any, ...], scale: float) -> QPixmap:
    """The card's look rendered at `scale` (kept for the most recent looks) in the language
    spoken now (a card's words, "Recycle only", change with it)."""
    kept = (key, scale, i18n.current())
    found = _IMAGES.get(kept)
    if found is not None:
        _IMAGES.move_to_end(kept)
        return found
    area = QRectF(-MARGIN, -MARGIN, W + 2 * MARGIN, H + 2 * MARGIN)
    found = QPixmap(math.ceil(area.width() * scale), math.ceil(area.height() * scale))
    found.fill(Qt.GlobalColor.transparent)
    painter = QPainter(found)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.translate(MARGIN, MARGIN)
    painter.drawPicture(QPointF(0, 0), picture(key))
    painter.end()
    found.setDevicePixelRatio(scale)
    _IMAGES[kept] = found
    while len(_IMAGES) > 240:  # bounded: about 40 MB at most
        _IMAGES.popitem(last=False)
    return found


def played(card: str, scale: float = 1.5) -> QPixmap:
    """Card `card` face up, `scale` times its size, as a picture (the last card played)."""
    found = image((card, (), 0, "", None, (), False), scale).copy()
    found.setDevicePixelRatio(1.0)  # shown pixel for pixel, at `scale` times the card
    return found


def picture(key: tuple[Any, ...]) -> QPicture:
    """The card's look for `key` (card, filled, soldiers, badge, light, lit slots, scrap),
    painted once into a scene of its own and recorded; kept (bounded), per language."""
    found = _PICTURES.get((key, i18n.current()))
    if found is not None:
        return found
    card, filled, soldiers, badge, light, lit, scrap = key
    scene = QGraphicsScene()
    piece = art.Piece(scene)
    box = QRectF(0, 0, W, H)
    if card is None:
        back(piece, piece.batch, box)
    else:
        face(piece, piece.batch, box, card, filled, soldiers, corner=scrap)
    if badge == "eye":
        _eye(piece.batch, QPointF(W - 12, H - 12))
    if light is not None:
        art.glow(piece.batch, box, QColor.fromRgba(light), 7)
    boxes = slot_boxes(box, len(filled))
    for i in lit:
        art.glow(piece.batch, boxes[i], art.LIGHT, 3)
    if scrap:
        _scrap_mark(piece.batch)
    piece.place(QPointF(0, 0))
    found = QPicture()
    painter = QPainter(found)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    area = QRectF(-MARGIN, -MARGIN, W + 2 * MARGIN, H + 2 * MARGIN)
    scene.render(painter, area, area)
    painter.end()
    if len(_PICTURES) > 600:  # bounded: the keys come from play
        _PICTURES.clear()
    _PICTURES[(key, i18n.current())] = found
    return found


SCRAP = QRectF(W - 19, 3, 16, 16)  # the scrap mark's box on a card


def _scrap_mark(batch: kit.Batch) -> None:
    batch.add(art.rounded(SCRAP, 8), 50, QColor("#7A1E1E"), kit.pen(QColor("#FFFFFF"), 1))
    cross = QPainterPath()
    for a, b in (((-4, -4), (4, 4)), ((4, -4), (-4, 4))):
        cross.moveTo(QPointF(*a))
        cross.lineTo(QPointF(*b))
    batch.add(cross.translated(SCRAP.center()), 51, None, kit.pen(QColor("#FFFFFF"), 1.6))


def draw(
    scene: QGraphicsScene,
    card: str | None,
    at: QPointF,
    scale: float = 1.0,
    *,
    what: Any = None,
    tip: str = "",
    drag: Any = None,
    light: QColor | None = None,
    filled: Sequence[str] = (),
    soldiers: int = 0,
    badge: str = "",
    lit: Sequence[int] = (),
    scrap: bool = False,
    spots: Sequence[Spot] = (),
    z: float = 5,
) -> CardItem:
    """A card (its face, or its back when `card` is None) at `at`, scaled: lit in `light`,
    its spaces `lit`, a scrap mark, a `badge` ("eye": a face-down card the viewer knows);
    its hotspot (`what` for a click, `drag` for a drag) and `spots` on it (spaces...)."""
    key = (card, tuple(filled), soldiers, badge, light.rgba() if light else None, tuple(lit), scrap)
    item = CardItem(key)
    item.setPos(at)
    item.setScale(scale)
    item.setZValue(z)
    scene.addItem(item)
    if what is not None or tip or drag is not None:
        spot = art.hotspot(
            scene, QRectF(0, 0, W, H), what, tip or (card_tip(card) if card else ""), drag, z=30
        )
        spot.setParentItem(item)
    for box, spot_what, spot_tip, spot_drag in spots:
        spot = art.hotspot(scene, box, spot_what, spot_tip, spot_drag, z=60)
        spot.setParentItem(item)
    return item


def card_tip(card: str) -> str:
    """A card's tooltip: what it prints (words.py), then how it is played (helptexts.py)."""
    return "\n".join([words.card_tip(card), *helptexts.card_rules(card)])


def _eye(batch: kit.Batch, at: QPointF) -> None:
    """A face-down card whose face only the viewer sees: an eye in a dark disc."""
    disc = QPainterPath()
    disc.addEllipse(at, 10, 10)
    batch.add(disc, 30, QColor("#243A5E"), kit.pen(QColor("#FFFFFF"), 1.2))
    eye = QPainterPath()
    eye.addEllipse(at, 6.5, 3.6)
    batch.add(eye, 31, None, kit.pen(QColor("#FFFFFF"), 1.3))
    pupil = QPainterPath()
    pupil.addEllipse(at, 1.8, 1.8)
    batch.add(pupil, 31, QColor("#FFFFFF"), None)


def back(scene: QGraphicsScene | art.Piece, batch: kit.Batch, box: QRectF, z: float = 2) -> None:
    """A face-down card: the same back for every card."""
    path = art.rounded(box, 7)
    batch.add(path.translated(2, 3), z - 1, kit.alpha(QColor("#000000"), 80), None)
    batch.add(path, z, art.BACK, kit.pen(QColor("#0E1B30"), 1.4))
    inner = art.rounded(box.adjusted(6, 6, -6, -6), 5)
    batch.add(inner, z + 0.2, None, kit.pen(QColor("#C9A94E"), 1.4))
    crown = kit.outline(
        [(-14, 8), (-14, -6), (-7, 2), (0, -10), (7, 2), (14, -6), (14, 8)]
    ).translated(box.center())
    batch.add(crown, z + 0.3, QColor("#C9A94E"), kit.pen(QColor("#6B5516"), 1))


def face(
    scene: QGraphicsScene | art.Piece,
    batch: kit.Batch,
    box: QRectF,
    card: str,
    filled: Sequence[str] = (),
    soldiers: int = 0,
    z: float = 2,
    corner: bool = False,
) -> None:
    """A card's face at `box` (W x H): `filled`, what is on each cost slot; `soldiers`, on
    a Calamity or a Threat; `corner`, the name kept clear of a mark in the top right."""
    kind = kind_of(card)
    color = art.TYPE.get(kind, art.TYPE["structure"])
    path = art.rounded(box, 7)
    batch.add(path.translated(2, 3), z - 1, kit.alpha(QColor("#000000"), 80), None)
    ground = art.PAPER if kind not in ("calamity", "threat") else QColor("#E4D6D6")
    batch.add(path, z, ground, kit.pen(color.darker(150), 1.4))
    band = QRectF(box.left(), box.top(), box.width(), BAND)
    top = art.rounded(band, 7).united(art.rounded(band.adjusted(0, BAND / 2, 0, 0), 0))
    batch.add(top.intersected(path), z + 0.1, color, None)
    title = words.card_title(card)
    right = 22 if corner else 5
    art.text(scene, title, band.adjusted(5, 2, -right, -2), 10.5, QColor("#FFFFFF"), True, most=2)
    found = data().cards.get(card)
    if found is not None and found.legends:
        art.number(batch, "L", QPointF(box.right() - 7, box.top() + 7), 8, QColor("#FFE08A"))
    threat = data().threats.get(card)
    if threat is not None:
        _threat(scene, batch, box, threat, soldiers)
    elif kind == "calamity":
        _calamity(scene, batch, box, soldiers)
    elif kind == "treasure" and found is not None:
        _treasure(scene, batch, box, found)
    elif found is not None:
        _development(scene, batch, box, found, filled)


def _development(
    scene: Any, batch: kit.Batch, box: QRectF, card: Card, filled: Sequence[str]
) -> None:
    slots = slot_boxes(box, len(card.cost))
    for i, (unit, b) in enumerate(zip(card.cost, slots)):
        art.slot(batch, unit, b, filled[i] if i < len(filled) else "")
    y = slots[-1].bottom() + 6 if slots else box.top() + BAND + 8
    line = QRectF(box.left() + 6, y, box.width() - 12, 18)
    if card.produce:
        _produce(scene, batch, line, card.produce)
        line = line.translated(0, 19)
    bonus = [f"+{card.bonus_s}", "S"] if card.bonus_s else []
    bonus = bonus or ([f"+{card.bonus_k}", "K"] if card.bonus_k else [])
    if bonus:
        art.text(scene, bonus[0], QRectF(line.left(), line.top(), 20, 16), 11, art.INK, True)
        art.cube(batch, bonus[1], QPointF(line.left() + 27, line.top() + 8), 12)
    elif card.spy:
        art.token(batch, "spy", QPointF(line.left() + 9, line.top() + 8), 15)
    _footer(scene, batch, box, card.vp, card.vp_per, card.gain)


def _produce(
    scene: Any, batch: kit.Batch, line: QRectF, produce: tuple[tuple[str, int, str], ...]
) -> None:
    """ "2 ▣" production, or "1 ▣ / type"."""
    x = line.left()
    arrow = kit.outline([(0, 4), (7, 4), (7, 1), (12, 6), (7, 11), (7, 8), (0, 8)])
    batch.add(arrow.translated(x, line.top() + 3), 22, QColor("#4E6B3A"), None)
    x += 15
    for res, n, per in produce:
        art.text(scene, str(n), QRectF(x, line.top(), 10, 16), 11, art.INK, True)
        art.cube(batch, res, QPointF(x + 16, line.top() + 8), 11)
        x += 25
        if per:
            art.text(scene, "/", QRectF(x - 3, line.top(), 8, 16), 11, art.INK, True)
            chip = QRectF(x + 6, line.top() + 3, 10, 10)
            batch.add(art.rounded(chip, 2), 22, art.TYPE.get(per, art.INK), kit.pen(art.INK, 0.8))
            x += 20


def _footer(
    scene: Any, batch: kit.Batch, box: QRectF, vp: int, per: str, gain: tuple[str, ...]
) -> None:
    """VP in a gold seal at the bottom left; the recycling gain at the bottom right."""
    seal = QPointF(box.left() + 16, box.bottom() - 15)
    if vp or per:
        disc = kit.star(seal, 13)
        batch.add(disc, 22, QColor("#E2B540"), kit.pen(QColor("#7A5A10"), 1))
        art.number(batch, vp, seal, 10)
        if per:
            art.text(scene, "/", QRectF(seal.x() + 11, seal.y() - 8, 8, 16), 11, art.INK, True)
            at = QPointF(seal.x() + 24, seal.y())
            if per == "S":
                art.cube(batch, "S", at, 12)
            else:
                chip = QRectF(at.x() - 5, at.y() - 5, 10, 10)
                color = art.TYPE.get(per, art.INK)
                batch.add(art.rounded(chip, 2), 22, color, kit.pen(art.INK, 0.8))
    x = box.right() - 8
    for unit in reversed(gain):
        art.cube(batch, unit, QPointF(x, box.bottom() - 14), 11)
        x -= 13
    recycle = kit.outline([(0, 0), (6, -5), (6, -2), (11, -2), (11, 2), (6, 2), (6, 5)])
    batch.add(recycle.translated(x - 10, box.bottom() - 14), 22, QColor("#4E6B3A"), None)


def _treasure(scene: Any, batch: kit.Batch, box: QRectF, card: Card) -> None:
    art.text(
        scene,
        WonderfulKingdom.tr("Recycle only"),
        QRectF(box.left(), box.top() + 36, box.width(), 16),
        10,
        art.INK,
    )
    x = box.center().x() - (len(card.gain) * 20 - 4) / 2 + 8
    for unit in card.gain:
        art.cube(batch, unit, QPointF(x, box.top() + 72), 16)
        x += 20


def _calamity(scene: Any, batch: kit.Batch, box: QRectF, soldiers: int) -> None:
    need = data().calamity_dispel
    art.text(
        scene,
        WonderfulKingdom.tr("Dispel:"),
        QRectF(box.left(), box.top() + 34, box.width(), 14),
        10,
    )
    for i, b in enumerate(slot_boxes(QRectF(box.left(), box.top() + 20, box.width(), 30), need)):
        art.slot(batch, "S", b, "S" if i < soldiers else "")
    penalty = QPointF(box.center().x(), box.bottom() - 22)
    batch.add(kit.star(penalty, 14), 22, QColor("#7A1E1E"), kit.pen(art.INK, 1))
    art.number(batch, data().calamity_penalty, penalty, 10, QColor("#FFFFFF"))


def _threat(scene: Any, batch: kit.Batch, box: QRectF, threat: ThreatCard, soldiers: int) -> None:
    art.text(
        scene,
        WonderfulKingdom.tr("Fight:"),
        QRectF(box.left(), box.top() + 32, box.width(), 12),
        9.5,
    )
    cost = slot_boxes(QRectF(box.left(), box.top() + 18, box.width(), 30), threat.fight)
    for i, b in enumerate(cost):
        art.slot(batch, "S", b, "S" if i < soldiers else "")
    y = cost[-1].bottom() + 4
    if threat.res:
        art.text(
            scene,
            WonderfulKingdom.tr("Produces for the other:"),
            QRectF(box.left() + 4, y, box.width() - 8, 12),
            8.5,
        )
        art.cube(batch, threat.res, QPointF(box.center().x(), y + 20), 12)
    if threat.reward_k:  # defeated: Krystallium, at the bottom left
        bottom = box.bottom() - 15
        art.text(
            scene, f"+{threat.reward_k}", QRectF(box.left() + 6, bottom - 8, 18, 16), 11, bold=True
        )
        art.cube(batch, "K", QPointF(box.left() + 32, bottom), 12)
    if threat.kind == "egg":
        art.text(
            scene,
            WonderfulKingdom.tr("Eggs: 3 VP, both 10"),
            QRectF(box.left() + 4, box.bottom() - 24, box.width() - 8, 16),
            9,
        )
    if threat.penalty:
        seal = QPointF(box.right() - 16, box.bottom() - 15)
        batch.add(kit.star(seal, 13), 22, QColor("#7A1E1E"), kit.pen(art.INK, 1))
        art.number(batch, threat.penalty, seal, 9.5, QColor("#FFFFFF"))


def tile(scene: Any, batch: kit.Batch, box: QRectF, card: str, z: float = 2) -> None:
    """A completed card in the Grand Duchy: its type's colour, its name, its VP."""
    kind = kind_of(card)
    color = art.TYPE.get(kind, art.TYPE["structure"])
    batch.add(art.rounded(box, 3), z, color, kit.pen(color.darker(160), 1))
    found = data().cards.get(card)
    vp = ""
    if found is not None and (found.vp or found.vp_per):
        vp = f"{found.vp}/{words.short_per(found.vp_per)}" if found.vp_per else str(found.vp)
    room = 30 if vp else (40 if kind == "calamity" else 8)  # a Calamity's soldiers at its end
    name = QRectF(box.left() + 4, box.top(), box.width() - room, box.height())
    art.text(scene, words.card_title(card), name, 9.5, QColor("#FFFFFF"), True, "left")
    if vp:
        art.text(
            scene,
            vp,
            QRectF(box.right() - 28, box.top(), 25, box.height()),
            9.5,
            QColor("#FFE9A8"),
            True,
            "right",
        )
