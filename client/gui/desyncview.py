"""One desync report on screen: the action, every peer, the first differing field and the
values each side held, side by side.

`DesyncView` is the one way the client shows a report (net/protocol/desync.build_report's dict): the
table's "Open the report" dialog (`DesyncDialog`) and the desync inspector both use it.
"""

from __future__ import annotations

import difflib
import json
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QFont, QShowEvent, QTextCursor, QTextFormat, QTextOption
from PySide6.QtWidgets import QAbstractItemView as ItemView
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QTableWidget,
    QTableWidgetItem,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from client.gui.i18n import Desync

WIDTH = 44  # characters a value's line may take before it is broken over several lines
MINORITY_ROW, CHANGED_LINE = "#F8E1D8", "#F6D7A7"
GOOD, BAD = "#2E6B2E", "#9B2C1F"

# net/protocol/desync.build_report's verdicts and note, word for word: marked here so that they are
# translated (a verdict this list does not know is shown as written).
KNOWN_TEXTS = (
    QT_TRANSLATE_NOOP(
        "Desync",
        "no majority and the rebuilds disagree (a determinism bug in a rules core): the table "
        "stopped",
    ),
    QT_TRANSLATE_NOOP(
        "Desync", "recovered: rebuilding from the signed log gave the majority state"
    ),
    QT_TRANSLATE_NOOP(
        "Desync",
        "not recoverable by rebuild: the same signed log gives another state, a determinism "
        "bug in the rules core (the minority adopted the majority state)",
    ),
    QT_TRANSLATE_NOOP("Desync", "a peer's state dump was unreadable or did not match"),
)


def mono() -> QFont:
    """The fixed-width font hashes and values are shown in (digits line up)."""
    font = QFont(["DejaVu Sans Mono", "Menlo", "Consolas", "monospace"])
    font.setStyleHint(QFont.StyleHint.Monospace)
    return font


# -- values as text ------------------------------------------------------------------------


def _key(key: Any) -> str:
    if isinstance(key, str) and key.isidentifier():
        return key
    return flat(key)


def flat(value: Any) -> str:
    """`value` on one line, JSON-like: null, true, "text", [1, 2], Player {coins: 8}."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (bytes, bytearray)):
        return "0x" + bytes(value).hex()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(flat(x) for x in value) + "]"
    if isinstance(value, dict):
        name, fields = _typed(value)
        body = "{" + ", ".join(f"{_key(k)}: {flat(v)}" for k, v in fields.items()) + "}"
        return f"{name} {body}" if name else body
    return repr(value)


def _typed(value: dict[Any, Any]) -> tuple[str, dict[Any, Any]]:
    """A dataclass made plain (core.canonical.to_plain) keeps its name under "__type__"."""
    name = value.get("__type__")
    if isinstance(name, str):
        return name, {k: v for k, v in value.items() if k != "__type__"}
    return "", value


def pretty(value: Any, level: int = 0) -> str:
    """`value` on as many lines as it needs: a list or a dict too long for one line puts
    each element on its own line, indented; short parts stay on one line."""
    one = flat(value)
    nested = isinstance(value, (list, tuple, dict)) and len(value) > 0
    if not nested or 2 * level + len(one) <= WIDTH:
        return one
    pad, inner = "  " * level, "  " * (level + 1)
    if isinstance(value, dict):
        name, fields = _typed(value)
        lines = [f"{inner}{_key(k)}: {pretty(v, level + 1)}" for k, v in fields.items()]
        start, end = (f"{name} {{" if name else "{"), "}"
    else:
        lines = [inner + pretty(x, level + 1) for x in value]
        start, end = "[", "]"
    return start + "\n" + ",\n".join(lines) + "\n" + pad + end


def changed_lines(text: str, other: str) -> list[int]:
    """The numbers of `text`'s lines that `other` does not have at the same place."""
    a, b = text.split("\n"), other.split("\n")
    same: set[int] = set()
    for block in difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks():
        same.update(range(block.a, block.a + block.size))
    return [i for i in range(len(a)) if i not in same]


def short(digest: str | None) -> str:
    """The first 16 hex digits of a hash, enough to tell hashes apart by eye."""
    return f"{digest[:16]}…" if digest else "—"


# -- the view ------------------------------------------------------------------------------


class DesyncView(QWidget):
    """A desync report: who disagreed after which action, and on what."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("DesyncView")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.head = QLabel()
        self.head.setObjectName("title")
        box.addWidget(self.head)
        self.verdict = QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        box.addWidget(self.verdict)
        self.expected = QLabel()
        self.expected.setWordWrap(True)
        box.addWidget(self.expected)
        self.peers = QTableWidget(0, 4)
        self.peers.setObjectName("desyncPeers")
        self.peers.verticalHeader().hide()
        rows = self.peers.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.peers.fontMetrics().height() + 12)
        self.peers.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.peers.setEditTriggers(ItemView.EditTrigger.NoEditTriggers)
        self.peers.setSelectionMode(ItemView.SelectionMode.NoSelection)
        header = self.peers.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)  # the two hashes
        for col in (0, 1):  # the peer and its side: as wide as their texts
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        box.addWidget(self.peers)
        self.minority = QLabel()
        self.minority.setWordWrap(True)
        box.addWidget(self.minority)
        self.field = QLabel()
        self.field.setObjectName("prompt")
        self.field.setWordWrap(True)
        self.field.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.field)
        self.sides_row = QHBoxLayout()
        box.addLayout(self.sides_row)
        box.addStretch(1)
        self._columns: list[tuple[QGroupBox, QPlainTextEdit]] = []
        self.sides: list[tuple[QGroupBox, QPlainTextEdit]] = []  # the columns shown, in order
        self.report: dict[str, Any] = {}

    def show_report(self, report: dict[str, Any]) -> None:
        """Show `report` (a checked report dict: see inspector.check_report)."""
        self.report = report
        self.head.setText(
            Desync.tr("The peers disagreed after action {n}.").format(n=report.get("detected_at"))
        )
        self._verdict(report)
        self._peers(report)
        minority = ", ".join(report.get("minority") or []) or Desync.tr("none")
        if report.get("majority"):
            text = Desync.tr("Disagreeing with the majority: {who}").format(who=minority)
        else:
            text = Desync.tr("No majority: every peer disagreed with another ({who}).").format(
                who=minority
            )
        self.minority.setText(text)
        self._difference(report.get("first_difference"))

    def _verdict(self, report: dict[str, Any]) -> None:
        good = bool(report.get("recovered"))
        self.verdict.setText(Desync.tr(str(report.get("verdict", ""))))
        self.verdict.setStyleSheet(f"color: {GOOD if good else BAD}; font-weight: bold;")
        expected = report.get("expected")
        self.expected.setVisible(isinstance(expected, dict))
        if isinstance(expected, dict):
            matched = bool(expected.get("matches"))
            text = (
                Desync.tr("Injected fault: action {n}, {path}. The report matches it.")
                if matched
                else Desync.tr("Injected fault: action {n}, {path}. The report does NOT match it.")
            )
            self.expected.setText(text.format(n=expected.get("action"), path=expected.get("path")))
            self.expected.setStyleSheet(f"color: {GOOD if matched else BAD};")

    def _peers(self, report: dict[str, Any]) -> None:
        peers, minority = report.get("peers") or [], set(report.get("minority") or [])
        majority = report.get("majority")
        table = self.peers
        table.setHorizontalHeaderLabels(
            [
                Desync.tr("Peer"),
                Desync.tr("Side"),
                Desync.tr("State hash"),
                Desync.tr("Rebuilt from log"),
            ]
        )
        table.setRowCount(len(peers))
        for row, p in enumerate(peers):
            off = p["peer"] in minority
            side = (
                Desync.tr("minority")
                if off and majority
                else Desync.tr("majority")
                if not off
                else "—"
            )
            cells = (p["peer"], side, short(p.get("hash")), short(p.get("rebuilt")))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col >= 2:
                    item.setFont(mono())
                    item.setToolTip(str(p.get("hash" if col == 2 else "rebuilt")))
                if off:
                    item.setBackground(QColor(MINORITY_ROW))
                table.setItem(row, col, item)
        self._fit_peers()

    def _fit_peers(self) -> None:
        """Make the peers' table as tall as its rows, with no scroll bar."""
        table = self.peers
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        table.setFixedHeight(height + table.verticalHeader().length() + 2)

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        """Fit the peers' table again: shown, the style sheet's padding has its real size
        (a dialog is filled before it is shown)."""
        super().showEvent(event)
        self._fit_peers()

    def _difference(self, diff: dict[str, Any] | None) -> None:
        values = (diff.get("values") or []) if diff and diff.get("path") else []
        if not diff:
            self.field.setText(Desync.tr("No differing field was found."))
        elif not diff.get("path"):
            note = Desync.tr(str(diff.get("note") or ""))
            self.field.setText(
                Desync.tr("The states could not be compared: {why}").format(why=note)
            )
        else:
            self.field.setText(Desync.tr("First differing field: {path}").format(path=diff["path"]))
        # The value columns are kept and reused: one per side, the unused ones hidden.
        while len(self._columns) < len(values):
            self._columns.append(self._column())
        texts = [pretty(v.get("value")) for v in values]
        for i, (group, text) in enumerate(self._columns):
            group.setVisible(i < len(values))
            if i >= len(values):
                continue
            group.setTitle(values[i]["peer"] + " — " + self._side_of(values[i]["peer"]))
            text.setPlainText(texts[i])
            other = texts[1 - i] if len(texts) == 2 else texts[i]
            _mark(text, changed_lines(texts[i], other))
            text.setFixedHeight(_height(text, texts))
        self.sides = self._columns[: len(values)]

    def _column(self) -> tuple[QGroupBox, QPlainTextEdit]:
        group = QGroupBox()
        inner = QVBoxLayout(group)
        text = QPlainTextEdit()
        text.setObjectName("desyncValue")
        text.setReadOnly(True)
        text.setFont(mono())
        text.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        inner.addWidget(text)
        self.sides_row.addWidget(group, 1, Qt.AlignmentFlag.AlignTop)
        return group, text

    def _side_of(self, peer: str) -> str:
        if not self.report.get("majority"):
            return Desync.tr("no majority")
        if peer in (self.report.get("minority") or []):
            return Desync.tr("in the minority")
        return Desync.tr("with the majority")


def _height(text: QPlainTextEdit, texts: list[str]) -> int:
    """Tall enough for the longest of the values (both columns line up), within 2 to 24
    lines; a longer value scrolls. Wrapped lines are estimated from the characters."""
    lines = max(sum(1 + len(line) // (2 * WIDTH) for line in value.split("\n")) for value in texts)
    spacing = text.fontMetrics().lineSpacing()
    return min(max(lines, 2), 24) * spacing + 2 * text.frameWidth() + 12


def _mark(text: QPlainTextEdit, lines: list[int]) -> None:
    """Tint the lines of a value that differ from the other side's."""
    marks = []
    for number in lines:
        mark = QTextEdit.ExtraSelection()
        mark.cursor = QTextCursor(text.document().findBlockByNumber(number))
        mark.format.setBackground(QColor(CHANGED_LINE))
        mark.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        marks.append(mark)
    text.setExtraSelections(marks)


class DesyncDialog(QDialog):
    """The report of a desync at this table, from the banner's "Open the report"."""

    def __init__(self, report: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(Desync.tr("Desync report"))
        self.resize(820, 480)
        box = QVBoxLayout(self)
        self.view = DesyncView()
        self.view.show_report(report)
        box.addWidget(self.view, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
