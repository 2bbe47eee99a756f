"""A castle row's left panel: the seat's name and token, the Captain, its defence (shield
and magic shield, bonus tokens included), its confusion spells, its reserve (food, glyphs,
barrels), today's horde and its chests by kind, each with the value the viewer knows
("?" where the viewer is not entitled to it: the observation never holds another's).
At the end every chest shows its value and the panel its total."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from client.gui import paintkit as kit
from client.gui.games.bellum_magia import art, helptexts, icons, words
from client.gui.games.bellum_magia.castles import INFO_W, Row
from client.gui.games.bellum_magia.marks import Marks
from client.gui.games.bellum_magia.words import BellumMagia
from client.gui.palette import Look

CHEST_W, CHEST_H, CHEST_PITCH = 20.0, 16.0, 21.5
STEP = 19.0  # between the panel's lines


def paint(
    scene: QGraphicsScene,
    batch: kit.Batch,
    obs: dict[str, Any],
    seat: int,
    row: Row,
    m: Marks,
    names: list[str],
    look: Look,
    viewer: int | None,
) -> None:
    """Seat `seat`'s panel in `row`."""
    me = obs["seats"][seat]
    box = QRectF(0, row.top + 2, INFO_W, row.height - 6)
    border = QColor("#D4A017") if obs["current"] == seat else QColor("#7A6650")
    batch.add(
        art.rounded(box, 8),
        1,
        QColor("#2F261D"),
        kit.pen(border, 2.0 if obs["current"] == seat else 1.0),
    )
    colour, shape = look
    batch.token(kit.shape(shape, 15).translated(box.x() + 14, box.y() + 13), colour)
    name = names[seat] if seat < len(names) else str(seat + 1)
    if seat == viewer:
        name = BellumMagia.tr("{name} (you)").format(name=name)
    art.text(
        scene,
        name,
        QRectF(box.x() + 26, box.y() + 3, INFO_W - 96, 20),
        12,
        art.PAPER,
        True,
        align="left",
    )
    if obs["captain"] == seat:
        art.text(
            scene,
            BellumMagia.tr("Captain"),
            QRectF(box.right() - 68, box.y() + 3, 64, 20),
            11,
            art.GOLD,
            True,
            align="right",
        )
    if me["castle"] is None:
        art.text(
            scene,
            BellumMagia.tr("no castle yet"),
            QRectF(box.x() + 8, box.y() + 28, INFO_W - 16, 18),
            11,
            art.PAPER,
            align="left",
        )
        return
    chips = QRectF(
        box.x() + 4,
        box.y() + 23,
        INFO_W - 8,
        2 * STEP + 1 if me["horde"] is None and "end" not in obs else 3 * STEP + 1,
    )
    batch.add(art.rounded(chips, 5), 2, kit.alpha(art.PAPER, 235), None)
    y = box.y() + 32
    x = _pair(batch, "SH", me["shield"], box.x() + 14, y)
    if me["magic_shield"]:
        x = _pair(batch, "MS", me["magic_shield"], x, y)
    for active in me["spells"]:
        icons.paint(batch, "CS", QPointF(x, y), 15)
        if not active:
            icons.spent(batch, QPointF(x, y), 15)
        x += 18
    tip = [
        BellumMagia.tr("Defence: {defence}").format(
            defence=words.defence_text(me["shield"], me["magic_shield"])
        )
    ]
    tip.append(
        words.count_text("SH", me["shields"]) + ", " + words.count_text("MS", me["magic_shields"])
    )
    used = sum(1 for a in me["spells"] if not a)
    tip.append(
        words.count_text("CS", len(me["spells"]))
        + (" " + BellumMagia.tr("(%n used today)", None, used) if used else "")
    )
    tip += [helptexts.named_uses("bonus", code) for code in ("SH", "MS", "CS")]
    art.hotspot(scene, QRectF(box.x() + 4, y - 10, INFO_W - 8, 20), None, "\n".join(tip))
    y += STEP
    x = box.x() + 14
    for icon, key in (("fo", "food"), ("gl", "glyphs"), ("ba", "barrels")):
        x = _pair(batch, icon, me[key], x, y)
    reserve = ", ".join(
        words.count_text(i, me[k]) for i, k in (("fo", "food"), ("gl", "glyphs"), ("ba", "barrels"))
    )
    art.hotspot(
        scene,
        QRectF(box.x() + 4, y - 10, INFO_W - 8, 20),
        None,
        "\n".join(
            [BellumMagia.tr("Reserve: {items}").format(items=reserve)]
            + [helptexts.named_uses("icon", i) for i in ("fo", "gl", "ba")]
        ),
    )
    y += STEP
    if obs["phase"] == "goblins":
        said = (
            BellumMagia.tr("goblins placed")
            if me["goblins_ready"]
            else BellumMagia.tr("placing the goblins…")
        )
        area = QRectF(box.x() + 8, y - 8, INFO_W - 16, 18)
        art.text(
            scene, said, area, 11, art.GOLD if me["goblins_ready"] else art.PAPER, align="left"
        )
    end = obs.get("end")
    if end is not None:
        total = BellumMagia.tr("%n coin(s)", None, end["totals"][seat])
        winner = seat in end["winners"]
        label = BellumMagia.tr("Total: {coins}").format(coins=total) + (" ★" if winner else "")
        art.text(
            scene,
            label,
            QRectF(box.x() + 10, y - 10, INFO_W - 20, 20),
            13,
            art.INK,
            True,
            align="left",
        )
    elif me["horde"] is not None:
        _horde(scene, batch, me["horde"], box, y, obs["die"])
    _chests(scene, batch, me["chests"], box, y + 13, m, seat)


def _pair(batch: kit.Batch, icon: str, n: int, x: float, y: float) -> float:
    """An icon and its count; the x after them."""
    icons.paint(batch, icon, QPointF(x, y), 15)
    digits = len(str(n))
    art.number(batch, n, QPointF(x + 11 + 3.6 * digits, y + 1), 12, art.INK, halo=False)
    return x + 30 + 7 * digits


def _horde(
    scene: QGraphicsScene, batch: kit.Batch, horde: dict[str, int], box: QRectF, y: float, die: int
) -> None:
    """Today's active line, all told: what is gathered and explored, what attacks."""
    x = box.x() + 12
    for k, icon in enumerate((*words.LEFT_ICONS, *words.RIGHT_ICONS)):
        if k == 3:
            bar = kit.outline([(x - 7, y - 8), (x - 7, y + 8)], False)
            batch.add(bar, 3, None, kit.pen(QColor("#8A7A62"), 1.2))
            x += 6
        icons.paint(batch, icon, QPointF(x, y), 13)
        at = QPointF(x + 10 + 3.3 * len(str(horde[icon])), y + 1)
        art.number(batch, horde[icon], at, 11, art.INK, halo=False)
        x += 30
    said = [words.count_text(i, horde[i]) for i in (*words.LEFT_ICONS, *words.RIGHT_ICONS)]
    tip = BellumMagia.tr("Today's active horde (line {n}): {items}").format(
        n=die, items=", ".join(said)
    )
    tip += "\n" + helptexts.uses("board", "line")
    art.hotspot(scene, QRectF(box.x() + 4, y - 10, INFO_W - 8, 20), None, tip)


def _chests(
    scene: QGraphicsScene,
    batch: kit.Batch,
    chests: list[list[Any]],
    box: QRectF,
    top: float,
    m: Marks,
    seat: int,
) -> None:
    """The chests in display order (kind, then number), two rows at most."""
    per_row = max(1, int((INFO_W - 16) // CHEST_PITCH))
    rows = max(1, -(-len(chests) // per_row))
    pitch = CHEST_PITCH if rows <= 2 else (INFO_W - 16 - CHEST_W) / max(1, -(-len(chests) // 2) - 1)
    per_row = per_row if rows <= 2 else -(-len(chests) // 2)
    for k, (kind, pos, value) in enumerate(chests):
        x = box.x() + 8 + (k % per_row) * pitch
        y = top + (k // per_row) * (CHEST_H + 2)
        chest = QRectF(x, y, CHEST_W, CHEST_H)
        handle = (kind, pos)
        fill = icons.FILL[icons.CHEST_ICON[kind]]
        batch.add(art.rounded(chest, 3), 8, fill, kit.pen(QColor("#1E1710"), 1.0))
        batch.add(
            kit.outline([(x, y + 5), (x + CHEST_W, y + 5)], False),
            9,
            None,
            kit.pen(QColor("#1E1710"), 0.8),
        )
        shown = "?" if value is None else str(value)
        ink = QColor("#1E1710") if kind == "gold" else art.PAPER
        art.text(scene, shown, chest.adjusted(0, 4, 0, 0), 10.5, ink, True, z=22)
        if handle in m.chosen and seat == m.target:
            batch.add(
                art.rounded(chest.adjusted(-2, -2, 2, 2), 4), 12, None, kit.pen(art.STOLEN, 2.6)
            )
        elif handle in m.chests:
            art.glow(batch, chest, art.LIGHT, 2.0)
        action = ("steal", kind, pos) if handle in m.chests else None
        tip = helptexts.with_rules(words.chest_tip(kind, pos, value), "chest", kind)
        art.hotspot(scene, chest, action, tip)
