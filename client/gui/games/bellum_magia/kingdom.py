"""The top of the board: the human kingdom (its deck, the Tavern, the place row with shields
and loot), the die with the day and the Captain, the creature market (two decks with their
costs and face-up cards, both strips shown) and the three chest stacks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from client.gui import paintkit as kit
from client.gui.games.bellum_magia import art, helptexts, icons, words
from client.gui.games.bellum_magia.marks import Marks
from client.gui.games.bellum_magia.words import BellumMagia
from core.games.bellum_magia.data import data

CARD_W, CARD_H, PITCH = 98.0, 132.0, 106.0
BACK_W, BACK_H = 70.0, 96.0
ROW2 = 142.0  # the market's top
HEIGHT = ROW2 + CARD_H + 8  # the whole band
WIDTH = 900.0
DIE_X = 736.0
STACKS_X = 612.0
PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def place_x(slot: int) -> float:
    """The left edge of the Tavern (slot 0) and of the row's places (1, 2, ...)."""
    return 80.0 + PITCH * slot


Draw = Callable[[Any, kit.Batch], None]  # paints one part into a scene and a batch


def parts(obs: dict[str, Any], m: Marks, names: list[str]) -> list[tuple[Any, Any, Draw]]:
    """The kingdom, the die, the market and the stacks as parts: (key, what it shows, how
    to draw it). A part whose showing is unchanged is not drawn again (board.py)."""
    out: list[tuple[Any, Any, Draw]] = []
    deck = (obs["kingdom_left"], len(obs["looted"]), len(obs["seats"]))
    out.append(("kingdom", deck, lambda sc, b: _kingdom_deck(sc, b, obs)))
    for slot, pid in enumerate([obs["tavern"], *obs["row"]]):
        box = QRectF(place_x(slot), 0, CARD_W, CARD_H)
        shows = (pid, pid in m.places, m.attacking)
        out.append((("place", slot), shows, lambda sc, b, p=pid, x=box: _slot(sc, b, p, x, m)))
    die = (obs["die"], obs["day"], obs["captain"], names, obs["phase"], obs.get("bar_closed"))
    out.append(("die", die, lambda sc, b: _die(sc, b, obs, names)))
    for i, deck_id in enumerate(("evil", "super")):
        left = 300.0 * i
        back = QRectF(left, ROW2 + 18, BACK_W, BACK_H)
        count = obs["decks"][deck_id]
        out.append(
            (
                ("deck", deck_id),
                count,
                lambda sc, b, d=deck_id, n=count, x=back: _deck_back(sc, b, d, n, x),
            )
        )
        die = obs["die"]
        for k, card in enumerate(obs["faceup"][deck_id]):
            box = QRectF(left + 80 + PITCH * k, ROW2, CARD_W, CARD_H)
            key = (deck_id, card)
            shows = (card, key == m.picked, key in m.cards, m.recruiting, obs["die"])
            out.append(
                (
                    ("faceup", deck_id, k),
                    shows,
                    lambda sc, b, c=key, x=box, d=die: _faceup(sc, b, c, x, m, d),
                )
            )
    stacks = tuple(obs["stacks"].values())
    out.append(("stacks", stacks, lambda sc, b: _stacks(sc, b, obs["stacks"])))
    return out


def _slot(scene: Any, batch: kit.Batch, pid: str | None, box: QRectF, m: Marks) -> None:
    """A place of the row, or the gap a looted one left."""
    if pid is None:
        gap = kit.pen(QColor("#8A7A62"), 1.2, Qt.PenStyle.DashLine)
        batch.add(art.rounded(box, 6), 1, None, gap)
    else:
        _place(scene, batch, pid, box, m)


def _faceup(
    scene: Any, batch: kit.Batch, card: tuple[str, str | None], box: QRectF, m: Marks, die: int
) -> None:
    """A face-up creature with its highlight and the day's line lit, or the gap of an
    empty deck."""
    if card[1] is None:
        batch.add(art.rounded(box, 6), 1, None, kit.pen(QColor("#8A7A62"), 1.2))
        return
    creature_card(scene, batch, card[1], box)
    if die:
        line = QRectF(box.x() + 2, box.y() + 31 + (die - 1) * 14, box.width() - 4, 14)
        batch.add(art.rounded(line, 3), 6, art.BAND, kit.pen(QColor("#E0A800"), 1.2))
    _card_marks(scene, batch, (card[0], card[1]), box, m)


def _kingdom_deck(scene: QGraphicsScene, batch: kit.Batch, obs: dict[str, Any]) -> None:
    box = QRectF(0, 18, BACK_W, BACK_H)
    art.card(batch, box, QColor("#4A5A3A"))
    left = obs["kingdom_left"]
    art.text(
        scene,
        BellumMagia.tr("Kingdom"),
        QRectF(box.x() + 2, box.y() + 4, BACK_W - 4, 16),
        10,
        art.PAPER,
        True,
    )
    art.text(scene, str(left), QRectF(box.x(), box.y() + 26, BACK_W, 30), 24, art.GOLD, True)
    nxt = next_kind(obs)
    if nxt:
        art.text(
            scene,
            BellumMagia.tr("next: {kind}").format(kind=nxt),
            QRectF(box.x() + 2, box.y() + 62, BACK_W - 4, 28),
            9,
            art.PAPER,
            most=2,
        )
    looted = BellumMagia.tr("%n looted", None, len(obs["looted"]))
    art.text(scene, looted, QRectF(0, 116, BACK_W, 16), 9, art.PAPER)
    tip = BellumMagia.tr("%n place(s) left face down in the kingdom deck", None, left)
    art.hotspot(scene, box, None, tip + "\n" + helptexts.uses("board", "kingdom"))


def next_kind(obs: dict[str, Any]) -> str:
    """The kind of the kingdom deck's next card (farms, then villages, then cities: public
    by the deck's making), "" when it is empty."""
    farms, villages, cities = data().kingdom[len(obs["seats"])]
    turned = farms + villages + cities - obs["kingdom_left"]
    if obs["kingdom_left"] <= 0:
        return ""
    if turned < farms:
        return BellumMagia.tr("Farm")
    return BellumMagia.tr("Village") if turned < farms + villages else BellumMagia.tr("City")


def _place(scene: QGraphicsScene, batch: kit.Batch, pid: str, box: QRectF, m: Marks) -> None:
    art.replay(batch, art.sketch(("place", pid), lambda b: _place_body(b, pid)), box.topLeft())
    band = QRectF(box.x(), box.y(), box.width(), 18)
    art.text(scene, words.place_kind(pid), band.adjusted(4, 0, -4, 0), 9.5, art.PAPER, True)
    name = words.place_name(pid) if pid != words.TAVERN else BellumMagia.tr("Open every day")
    area = QRectF(box.x() + 4, box.y() + 20, box.width() - 8, 32)
    art.text(scene, name, area, 11, art.INK, True, most=2)
    _place_marks(batch, pid, box, m)
    action = ("attack", pid) if pid in m.places else None
    art.hotspot(scene, box, action, helptexts.element("place", pid))


def _place_body(batch: kit.Batch, pid: str) -> None:
    """A place card at the origin: its kind's band, its shields, its loot."""
    place = data().places[pid]
    box = QRectF(0, 0, CARD_W, CARD_H)
    art.card(batch, box, art.PAPER)
    band = QRectF(0, 0, CARD_W, 18)
    batch.add(art.rounded(band, 6), 3, art.PLACE.get(place.kind, art.INK), None)
    shields = [("SH", place.shield)] + ([("MS", place.magic)] if place.magic else [])
    for k, (icon, n) in enumerate(shields):
        at = QPointF(box.center().x() + (k - (len(shields) - 1) / 2) * 36, 66)
        icons.paint(batch, icon, at, 26)
        art.number(batch, n, at + QPointF(0, -1), 12)
    loot = QRectF(6, 92, CARD_W - 12, 32)
    batch.add(art.rounded(loot, 4), 3, kit.alpha(QColor("#D9C9A3"), 200), None)
    for at, n in icons.cell(batch, list(place.loot), loot.adjusted(2, 4, -2, -4)):
        art.number(batch, n, at, 10)


def _place_marks(batch: kit.Batch, pid: str, box: QRectF, m: Marks) -> None:
    if pid in m.places:
        art.glow(batch, box)
    elif m.attacking:
        art.dim(batch, box)


def creature_card(scene: QGraphicsScene, batch: kit.Batch, card_id: str, box: QRectF) -> None:
    """A face-up creature: its name on its deck's colour, both strips line by line (left:
    production and exploration; right: attack) and its bonus token."""
    card = data().creatures[card_id]
    drawn = art.sketch(("creature", card_id), lambda b: _creature_body(b, card_id))
    art.replay(batch, drawn, box.topLeft())
    band = QRectF(box.x(), box.y(), box.width(), 28)
    art.text(scene, card.name, band.adjusted(3, 1, -3, -1), 10, art.PAPER, True, most=2)
    if card.bonus:
        bonus = QRectF(box.x() + 26, box.bottom() - 17, box.width() - 30, 16)
        art.text(scene, words.bonus_short(card.bonus), bonus, 9, art.INK, align="left")


def _creature_body(batch: kit.Batch, card_id: str) -> None:
    """A face-up creature at the origin, but for its texts."""
    card = data().creatures[card_id]
    box = QRectF(0, 0, CARD_W, CARD_H)
    art.card(batch, box, art.PAPER)
    batch.add(art.rounded(QRectF(0, 0, CARD_W, 28), 6), 3, art.DECK[card.deck], None)
    top, lh = 31.0, 14.0
    shade = kit.alpha(QColor("#E6D7B4"), 160)
    for line in range(6):
        y = top + line * lh
        if line % 2 == 0:
            batch.add(art.rounded(QRectF(3, y, CARD_W - 6, lh), 2), 3, shade, None)
        left = list(zip(words.LEFT_ICONS, card.left[line]))
        right = list(zip(words.RIGHT_ICONS, card.right[line]))
        for cell, x in ((left, 4.0), (right, 58.0)):
            for at, n in icons.cell(batch, cell, QRectF(x, y, 36, lh)):
                art.number(batch, n, at, 8)
        art.number(batch, line + 1, QPointF(49, y + lh / 2), 8, QColor("#6B5B45"))
    if card.bonus:
        icons.paint(batch, card.bonus, QPointF(16, CARD_H - 9), 13)


def _card_marks(
    scene: QGraphicsScene, batch: kit.Batch, card: tuple[str, str], box: QRectF, m: Marks
) -> None:
    if card == m.picked:
        art.glow(batch, box, art.PICKED, 4.0)
    elif card in m.cards:
        art.glow(batch, box)
    elif m.recruiting:
        art.dim(batch, box)
    action = ("creature", *card) if card in m.cards else None
    art.hotspot(scene, box, action, helptexts.element("creature", card[1]))


def cost_items(deck: str) -> list[list[tuple[str, int]]]:
    """A deck's payments as icon lists (the cost printed on its back)."""
    out = []
    for glyphs, food in data().costs[deck].values():
        out.append([(icon, n) for icon, n in (("gl", glyphs), ("fo", food)) if n])
    return out


def _deck_back(scene: QGraphicsScene, batch: kit.Batch, deck: str, left: int, box: QRectF) -> None:
    art.card(batch, box, art.DECK[deck])
    title = BellumMagia.tr("Evil") if deck == "evil" else BellumMagia.tr("Super-evil")
    art.text(scene, title, QRectF(box.x() + 2, box.y() - 18, BACK_W - 4, 16), 10, art.PAPER, True)
    art.text(scene, str(left), QRectF(box.x(), box.y() + 4, BACK_W, 26), 20, art.GOLD, True)
    costs = cost_items(deck)
    for k, items in enumerate(costs):
        row = QRectF(box.x() + 6, box.y() + 36 + k * 28, BACK_W - 12, 22)
        batch.add(art.rounded(row, 4), 3, kit.alpha(art.PAPER, 230), None)
        for at, n in icons.cell(batch, items, row.adjusted(2, 2, -2, -2)):
            art.number(batch, n, at, 10)
    cost = " / ".join(words.payment_name(p) for p in data().costs[deck])
    tip = (
        BellumMagia.tr("%n card(s) left face down", None, left)
        + "\n"
        + BellumMagia.tr("Cost: {cost}").format(cost=cost)
    )
    art.hotspot(scene, box, None, tip + "\n" + helptexts.uses("board", "creatures"))


def _die(scene: QGraphicsScene, batch: kit.Batch, obs: dict[str, Any], names: list[str]) -> None:
    face, x = obs["die"], DIE_X
    box = QRectF(x + 48, 8, 64, 64)
    art.card(batch, box, QColor("#FBF6EA"))
    if face:
        for dx, dy in PIPS[face]:
            pip = QRectF(box.center().x() + dx * 17 - 6, box.center().y() + dy * 17 - 6, 12, 12)
            batch.add(art.rounded(pip, 6), 4, QColor("#7A1F1F"), None)
    else:
        art.text(scene, "?", box, 30, QColor("#A89A80"), True)
    if obs["phase"] == "horde" and face:
        art.glow(batch, box, art.LIGHT, 3.0)
    day = BellumMagia.tr("Day {n}").format(n=obs["day"]) if obs["day"] else BellumMagia.tr("Setup")
    art.text(scene, day, QRectF(x, 78, 164, 18), 13, art.PAPER, True)
    captain = obs["captain"]
    if 0 <= captain < len(names):
        who = BellumMagia.tr("Captain: {name}").format(name=names[captain])
        art.text(scene, who, QRectF(x, 96, 164, 18), 11, art.GOLD, most=1)
    if face:
        art.text(
            scene,
            BellumMagia.tr("Active line: {n}").format(n=face),
            QRectF(x, 114, 164, 16),
            11,
            art.PAPER,
        )
    if obs.get("bar_closed"):
        art.text(
            scene,
            BellumMagia.tr("The bar is closed"),
            QRectF(x, 130, 164, 14),
            10,
            QColor("#FF9B8A"),
            True,
        )
    tip = BellumMagia.tr(
        "The die: its face is the day's active line for every castle, left and right."
    )
    art.hotspot(scene, box, None, tip + "\n" + helptexts.uses("board", "die"))


def _stacks(scene: QGraphicsScene, batch: kit.Batch, stacks: dict[str, int]) -> None:
    for k, kind in enumerate(("wood", "metal", "gold")):
        x = STACKS_X + 96 * k
        box = QRectF(x, ROW2 + 18, 86, BACK_H)
        batch.add(art.rounded(box, 8), 1, kit.alpha(QColor("#000000"), 50), None)
        icon = icons.CHEST_ICON[kind]
        for layer in range(3):  # a stack of three tokens
            icons.paint(
                batch, icon, QPointF(box.center().x(), box.y() + 36 - layer * 6), 40, 4 + layer
            )
        art.text(scene, str(stacks[kind]), QRectF(x, box.y() + 52, 86, 22), 18, art.GOLD, True)
        art.text(
            scene,
            words.deck_name(kind),
            QRectF(x + 2, box.y() + 74, 82, 20),
            9.5,
            art.PAPER,
            most=2,
        )
        tip = BellumMagia.tr("%n chest(s) left in the stack", None, stacks[kind])
        said = f"{words.deck_name(kind)}: {tip}"
        art.hotspot(scene, box, None, "\n".join([said, *helptexts.rules("chest", kind)]))
