"""Nothing a player needs is clipped or covered at 1280x800, in English and in Italian.

Every visible label, button and check box of the main views is measured against the room
it has: a label's text (wrapped labels: the height their width needs), a button's text as
it is painted (an image of the button, with and without its text, shows where the ink
lies: a clipped text has less ink than the same button given room). The Legends and
classic maps are checked for names that overlap each other or army, city and token stacks,
and the cards of the row for text that does not fit. Screenshots: out/screenshots/clip-*.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6 import QtGui
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QImage, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QListWidget,
    QWidget,
)

from client import headless
from client.gui import i18n
from client.gui.games.eight_minute_empire.board import BoardView
from client.gui.games.eight_minute_empire.cardrow import CardRow
from client.gui.hostdialog import HostDialog
from client.gui.mainwindow import MainWindow
from client.gui.style import STYLE
from client.netsession import TableSpec
from client.replayfile import load
from core import registry
from net.record import RecordWriter
from tests.client.uiplayer import UiPlayer, shoot

SIZE = QSize(1280, 800)
LANGUAGES = ("en", "it")


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.install("en")


# -- measuring -----------------------------------------------------------------------------


def _where(widget: QWidget) -> str:
    names = []
    w: QWidget | None = widget
    while w is not None:
        names.append(w.objectName() or type(w).__name__)
        w = w.parentWidget()
    return "/".join(reversed(names))


def _ink(widget: QAbstractButton, size: QSize) -> tuple[int, int, int, int] | None:
    """The box (left, top, right, bottom) of the pixels the button's text paints at `size`."""
    old, text = widget.geometry(), widget.text()
    widget.resize(size)
    with_text = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    widget.setText("")
    without = widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    widget.setText(text)
    widget.setGeometry(old)
    a, b = bytes(with_text.constBits()), bytes(without.constBits())
    line, width = with_text.bytesPerLine(), with_text.width()
    box: list[int] | None = None
    for y in range(with_text.height()):
        ra, rb = a[y * line : y * line + width * 4], b[y * line : y * line + width * 4]
        if ra == rb:
            continue
        xs = [x for x in range(width) if ra[4 * x : 4 * x + 4] != rb[4 * x : 4 * x + 4]]
        left, right = xs[0], xs[-1]
        box = [left, y, right, y] if box is None else box
        box = [min(box[0], left), min(box[1], y), max(box[2], right), y]
    return None if box is None else (box[0], box[1], box[2], box[3])


def _button_problem(button: QAbstractButton) -> str | None:
    """Whether the button's painted text is narrower than the same button's with room."""
    if not button.text():
        return None
    here = _ink(button, button.size())
    roomy = _ink(button, QSize(button.width() + 400, max(button.height(), 60)))
    if roomy is None:
        return None
    need_w, need_h = roomy[2] - roomy[0], roomy[3] - roomy[1]
    if here is None or here[2] - here[0] < need_w - 1 or here[3] - here[1] < need_h - 1:
        return f"button text cut: {button.text()!r} in {button.size().toTuple()}"
    return None


def _label_problem(label: QLabel) -> str | None:
    """Whether the label's text needs more room than its contents rectangle."""
    text = label.text()
    if not text or not label.pixmap().isNull():
        return None
    room = label.contentsRect().adjusted(
        label.margin(), label.margin(), -label.margin(), -label.margin()
    )
    if label.wordWrap():
        need = label.heightForWidth(label.width())
        if need > label.height():
            return f"wrapped label needs {need} px of height, has {label.height()}: {text!r}"
        return None
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    )
    if rich:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        width, height = doc.idealWidth(), doc.size().height()
    else:
        metrics = label.fontMetrics()
        lines = text.split("\n")
        width = max(metrics.horizontalAdvance(line) for line in lines)
        height = metrics.height() * len(lines)
    if width > room.width() + 1 or height > room.height() + 1:
        return f"label needs {width:.0f}x{height:.0f}, has {room.width()}x{room.height()}: {text!r}"
    return None


def _list_problems(view: QListWidget) -> list[str]:
    """Items of a list whose text needs more height than the list gives them."""
    problems = []
    for row in range(view.count()):
        item = view.item(row)
        rect = view.visualItemRect(item)
        if not rect.intersects(view.viewport().rect()):
            continue
        flags = int(Qt.TextFlag.TextWordWrap) if view.wordWrap() else 0
        font = item.data(Qt.ItemDataRole.FontRole)
        metrics = QFontMetrics(font) if isinstance(font, QFont) else view.fontMetrics()
        need = metrics.boundingRect(0, 0, max(rect.width() - 6, 1), 10_000, flags, item.text())
        past_edge = rect.right() > view.viewport().width()  # unwrapped lines run off it
        if past_edge or need.width() > rect.width() or need.height() > rect.height() + 1:
            problems.append(f"list line cut ({rect.width()}x{rect.height()}): {item.text()!r}")
    return problems


def clipped(root: QWidget) -> list[str]:
    """Every visible text of `root`'s window that does not fit its room, with where it is."""
    problems: list[str] = []
    window = root.window()
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.window() is not window:
            continue
        problem: str | None = None
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
        elif isinstance(widget, QListWidget):
            problems += [f"{_where(widget)}: {p}" for p in _list_problems(widget)]
        elif isinstance(widget, CardRow):
            problems += [f"{_where(widget)}: {p}" for p in widget.clipped()]
        if problem is None and isinstance(widget, QLabel | QAbstractButton):
            problem = _outside(widget, window)
        if problem:
            problems.append(f"{_where(widget)}: {problem}")
    return problems


def _outside(widget: QWidget, window: QWidget) -> str | None:
    """A widget reaching past its window's edge (outside scroll areas, where that is fine)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        if isinstance(parent, QAbstractScrollArea):
            return None
        parent = parent.parentWidget()
    top_left = widget.mapTo(window, widget.rect().topLeft())
    box = widget.rect().translated(top_left)
    if not window.rect().contains(box):
        return f"reaches past the window: {box.getRect()} in {window.rect().getRect()}"
    return None


def overlaps(board: BoardView) -> list[str]:
    """Region names overlapping each other, or army, city or token stacks (scene units)."""
    names = board.label_rects()
    problems = []
    ids = sorted(names)
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            if any(ra.intersects(rb) for ra in names[a] for rb in names[b]):
                problems.append(f"names of {a} and {b} overlap")
    for what, box in board.piece_rects():
        for rid, rects in names.items():
            if any(box.intersects(r) for r in rects):
                problems.append(f"{what} covers the name of {rid}")
    return problems


def check(root: QWidget, name: str) -> list[str]:
    """Screenshot `root` as clip-`name` and list what is clipped in it (a main window that
    had to grow past 1280x800 to hold its page counts as clipped too)."""
    shoot(root, f"clip-{name}")
    problems = [f"{name}: {p}" for p in clipped(root)]
    if isinstance(root, MainWindow) and root.size() != SIZE:
        problems.append(f"{name}: the window grew to {root.size().toTuple()}")
    return problems


# -- the views -----------------------------------------------------------------------------


def _window(make_window: Any) -> MainWindow:
    window: MainWindow = make_window()
    window.resize(SIZE)
    QApplication.processEvents()
    return window


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_lobby_and_the_host_dialog_show_every_text_whole(
    qtbot: Any, make_window: Any, code: str
) -> None:
    assert i18n.install(code)
    window = _window(make_window)
    window.set_language(code)
    problems = check(window, f"lobby-{code}")
    dialog = HostDialog("Ada", window)
    dialog.setStyleSheet(STYLE)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    problems += check(dialog, f"host-{code}")
    dialog.choose("edition", "legends")
    dialog.players.setValue(4)
    QApplication.processEvents()
    problems += check(dialog, f"host-legends-{code}")
    assert not problems, "\n".join(problems)


def _legends_config(players: int) -> dict[str, Any]:
    variants = ["leaders", "exploration_tokens", "raging_dragon", "bandits", "fortress_tokens"]
    return {"players": players, "edition": "legends", "board": "T", "variants": variants}


def _play_to_mid_game(qtbot: Any, window: MainWindow, spec: TableSpec, actions: int) -> UiPlayer:
    controller = window.host(spec)
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.game is not None, timeout=20_000)
    assert window.table is not None
    player = UiPlayer(qtbot, window.table, seed=3)
    player.play(until_actions=actions)
    player.settle()
    return player


TABLES = {
    "classic": (
        {"players": 3, "edition": "classic", "board": "A", "variants": ["goods_tiles"]},
        ["host", "bot", "bot"],
        60,
    ),
    "legends": (_legends_config(4), ["host", "bot", "bot", "bot"], 60),
    # The bid at the fullest table: five players' lines, the bid entry and its progress.
    "bid-of-five": (
        {"players": 5, "edition": "classic", "board": "B", "variants": []},
        ["host", "bot", "bot", "bot", "bot"],
        0,
    ),
}


@pytest.mark.lan
@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(TABLES))
def test_a_table_mid_game_shows_every_text_whole_and_no_name_under_a_token(
    qtbot: Any, make_window: Any, kind: str
) -> None:
    config, seats, actions = TABLES[kind]
    window = _window(make_window)
    bots = {i: "greedy" for i, s in enumerate(seats) if s == "bot"}
    _play_to_mid_game(qtbot, window, TableSpec(kind, config, seats, bots), actions)
    table = window.table
    assert table is not None
    problems = []
    for code in LANGUAGES:
        window.set_language(code)
        table.redraw()
        problems += check(window, f"table-{kind}-{code}")
        problems += [f"{kind}: {p}" for p in overlaps(table.game.board)]
    assert not problems, "\n".join(problems)


@pytest.fixture(scope="module")
def legends_record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    config = registry.get("eight_minute_empire").normalize_config(_legends_config(3))
    seats = [{"name": n, "kind": "bot:greedy"} for n in ("Ada", "Bea", "Carlo")]
    path = tmp_path_factory.mktemp("replay") / "legends.tavolata"
    with RecordWriter(path, "eight_minute_empire", config, seats) as writer:
        headless.play("eight_minute_empire", config, ["greedy"] * 3, 5, record=writer)
    return path


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_end_screen_and_the_replay_viewer_show_every_text_whole(
    qtbot: Any, make_window: Any, legends_record: Path, code: str
) -> None:
    window = _window(make_window)
    window.set_language(code)
    replay = load(legends_record)
    assert window.watch(legends_record)
    viewer = window.replays
    middle = len(replay.states) // 2
    viewer.show_step(middle)
    QApplication.processEvents()
    problems = check(window, f"replay-{code}")
    problems += [f"replay: {p}" for p in overlaps(viewer.game.board)]
    obs = replay.game.observation(replay.states[-1], None)
    window.end.show_result(obs, list(replay.names), replay.game.NAME, obs["config"])
    window.pages.setCurrentWidget(window.end)
    QApplication.processEvents()
    problems += check(window, f"end-{code}")
    assert not problems, "\n".join(problems)


def test_board_names_keep_apart_and_clear_of_full_stacks_on_every_board(qtbot: Any) -> None:
    """Every Legends layout and classic side: names apart, and clear of full stacks."""
    game = registry.get("eight_minute_empire")
    problems = []
    for raw in (
        {"players": 4, "edition": "legends", "board": "T"},
        {"players": 4, "edition": "legends", "board": "ring"},
        {"players": 5, "board": "A"},
        {"players": 5, "board": "B"},
    ):
        board = game.board(game.normalize_config(raw))
        view = BoardView()
        qtbot.addWidget(view)
        view.resize(880, 560)
        view.set_board(board)
        regions = sorted(board["regions"])
        owners = range(raw["players"])
        armies = {r: {o: 1 + (i + o) % 3 for o in owners} for i, r in enumerate(regions)}
        cities = {r: {o: 1 for o in owners if (i + o) % 4 == 0} for i, r in enumerate(regions)}
        view.show_pieces(armies, cities, {r: "wood" for r in regions[::3]})
        shoot(view, f"clip-board-{raw['board']}")
        problems += [f"{raw['board']}: {p}" for p in overlaps(view)]
    assert not problems, "\n".join(problems)


def test_the_checker_finds_a_cut_button_and_a_cut_label(qtbot: Any) -> None:
    """The measures above catch what they look for (a self-test of this file)."""
    from PySide6.QtWidgets import QPushButton

    box = QWidget()
    qtbot.addWidget(box)
    button = QPushButton("Open the table", box)
    button.setStyleSheet("font-weight: bold")
    button.setGeometry(0, 0, 60, 30)
    label = QLabel("A label much longer than its room", box)
    label.setGeometry(0, 40, 60, 20)
    fine = QPushButton("OK", box)
    fine.setGeometry(0, 70, 80, 30)
    log = QListWidget(box)
    log.addItem("A sentence of the log that is far too long for this narrow list")
    log.setGeometry(0, 100, 150, 60)
    box.resize(200, 170)
    box.show()
    QApplication.processEvents()
    found = clipped(box)
    assert len(found) == 3, found
    assert "Open the table" in found[0] and "much longer" in found[1] and "far too" in found[2]
    log.setWordWrap(True)
    log.setResizeMode(QListWidget.ResizeMode.Adjust)
    QApplication.processEvents()
    assert len(clipped(box)) == 2, "a wrapped log line fits"
