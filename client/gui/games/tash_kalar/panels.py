"""The side column's Tash-Kalar parts: the move panel (what to do now, its buttons, Undo and
Confirm), the tasks (current, next, completed: High Form), and a panel per seat with its
score (per colour in the melee), the cards it holds and its deck, its pieces left.

Everything here reads the public observation only, but for the hand counts it never names a
card of another seat.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from client.gui.games.tash_kalar import helptexts, looks, words
from client.gui.games.tash_kalar.choices import side_colour
from client.gui.games.tash_kalar.words import TashKalar
from client.gui.playerframe import PlayerFrame, PlayersPanel
from client.gui.undobar import UndoBar
from core.games.tash_kalar.data import arena, cards

Choice = tuple[str, Any]  # a button's label and what it stands for (an action, or a key)


def _clear(layout: QGridLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().hide()  # at once: deleteLater waits for the event loop
            item.widget().deleteLater()


class Prompt(QLabel):
    """A wrapped label at least `lines` lines high, so the buttons under it stay where they
    are for the usual prompt; a longer text makes it taller: a prompt is never cut (issue
    28: at a fixed three lines an effect step's "... (1 done)." lost its last line)."""

    def __init__(self, lines: int) -> None:
        super().__init__()
        self.lines = lines
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)  # what the layouts ask (setSizePolicy drops wordWrap's)
        self.setSizePolicy(policy)

    def _floor(self) -> int:
        """The height of `lines` lines."""
        margins = self.contentsMargins()
        extra = margins.top() + margins.bottom() + 2 * self.margin()
        return self.fontMetrics().lineSpacing() * self.lines + extra

    def heightForWidth(self, width: int) -> int:
        """`lines` lines, or as many as the text needs at `width`."""
        return max(self._floor(), super().heightForWidth(width))

    def sizeHint(self) -> QSize:
        """Any width (the column sets it); the height of its lines at the present width."""
        return QSize(100, self.heightForWidth(self.width()))

    def minimumSizeHint(self) -> QSize:
        """The prompt never asks its column to widen."""
        return QSize(100, self._floor())


class MovePanel(QGroupBox):
    """The prompt, a button per choice (two a row), Undo and Confirm."""

    chosen = Signal(object)  # what the button stands for

    def __init__(self) -> None:
        super().__init__()
        box = QVBoxLayout(self)
        self.prompt = Prompt(4)  # an optional effect step's, part done, in the bold 11 pt
        self.prompt.setObjectName("prompt")
        box.addWidget(self.prompt)
        self.choices = QGridLayout()
        box.addLayout(self.choices)
        self.bar = UndoBar()
        box.addWidget(self.bar)
        self.buttons: dict[str, QPushButton] = {}  # by label: the tests click them
        self.meaning: dict[str, Any] = {}  # label -> what the button stands for

    def show_choices(self, title: str, prompt: str, choices: Sequence[Choice]) -> None:
        """Replace the prompt and the buttons."""
        self.setTitle(title)
        self.prompt.setText(prompt)
        _clear(self.choices)
        self.buttons, self.meaning = {}, {}
        wide = len(choices) <= 2 or any(len(label) > 22 for label, _ in choices)
        for k, (label, what) in enumerate(choices):
            button = QPushButton(label)
            button.setToolTip(label)
            button.clicked.connect(lambda _=False, w=what: self.chosen.emit(w))
            if wide:
                self.choices.addWidget(button, k, 0, 1, 2)
            else:
                self.choices.addWidget(button, k // 2, k % 2)
            self.buttons[label] = button
            self.meaning[label] = what


class TasksPanel(QGroupBox):
    """High Form's tasks: the current ones, the next one, and how many each seat completed."""

    def __init__(self) -> None:
        super().__init__()
        self.box = QVBoxLayout(self)
        self.box.setSpacing(2)
        self.lines: list[QLabel] = []

    def show_tasks(self, obs: dict[str, Any], names: Sequence[str]) -> None:
        """Fill in from the observation."""
        self.setTitle(TashKalar.tr("Tasks"))
        tasks = obs["tasks"]
        texts = [_task_line(t) for t in tasks["current"]]
        shown = list(tasks["current"])  # each line's task, for its tooltip
        if tasks["next"] is not None:
            texts.append(TashKalar.tr("Next: {task}").format(task=_task_line(tasks["next"])))
            shown.append(tasks["next"])
        done = [
            f"{names[s] if s < len(names) else s}: {len(c)}"
            for s, c in enumerate(tasks["completed"])
        ]
        texts.append(TashKalar.tr("Completed: {seats}").format(seats=", ".join(done)))
        while len(self.lines) < len(texts):
            label = QLabel()
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            self.box.addWidget(label)
            self.lines.append(label)
        done_names = "<br>".join(
            f"{names[s] if s < len(names) else s}: "
            + (", ".join(words.card_title(t) for t in c) or "—")
            for s, c in enumerate(tasks["completed"])
        )
        for k, label in enumerate(self.lines):
            label.setVisible(k < len(texts))
            label.setText(texts[k] if k < len(texts) else "")
            if k < len(shown):  # a task: what it asks and how it is claimed (helptexts.py)
                label.setToolTip(helptexts.tip("task", shown[k]))
            else:
                label.setToolTip(done_names if k == len(texts) - 1 else label.text())


def _task_line(task_id: str) -> str:
    """A task: its name and points in bold, its condition after."""
    task = cards().tasks[task_id]
    advanced = " ★" if task.advanced else ""
    points = TashKalar.tr("%n pt(s)", None, task.points)
    name = words.card_title(task_id)
    return f"<b>{name}{advanced}</b> ({points}): <small>{words.task_text(task_id)}</small>"


class SeatCard(PlayerFrame):
    """One seat: name and colour, score, the cards held and its deck, pieces left."""

    def __init__(self, seat: int, config: Mapping[str, Any]) -> None:
        super().__init__(seat, looks.seat_look(config, seat))  # its pieces' colour and shape
        self.score = self.line()
        self.score.setTextFormat(Qt.TextFormat.RichText)
        self.cards = self.line()

    def show_player(self, view: Any, seat_kind: str) -> None:
        """Fill in from the view (client/gui/controller.View)."""
        obs, seat = view.obs, self.seat
        turn = view.turn == seat or (obs["controller"] == seat and view.pending is None)
        self.show_frame(view, seat_kind, bool(turn) and obs["stage"] != "over")
        colour = side_colour(obs, seat)
        name = f"<span style='color:#555'>({words.colour_name(colour)})</span>"
        self.name.setText(self.name.text() + " " + name)
        self.score.setText(score_text(obs, seat))
        self.cards.setText(counts_text(obs, seat))
        self.score.setToolTip(helptexts.tip("board", "score"))  # how each form scores
        self.cards.setToolTip(
            "<br><br>".join(helptexts.tip("board", b) for b in ("hand", "being_deck"))
        )


def score_text(obs: dict[str, Any], seat: int) -> str:
    """A seat's score: High Form points towards 9, the Duel's track, the melee's colours."""
    score = obs["score"][seat]
    end = arena().end
    if obs["melee"]:
        low = min(score.values()) if score else 0
        parts = [
            (f"<b>{words.colour_name(c)} {n}</b>" if n == low else f"{words.colour_name(c)} {n}")
            for c, n in score.items()
        ]
        goal = end["melee4" if len(obs["seat_colours"]) == 4 else "melee3"]
        return TashKalar.tr("Score by colour: {parts} (lowest counts; goal {goal})").format(
            parts=" · ".join(parts), goal=goal
        )
    goal = end["high_form"] if obs["form"] == "high_form" else end["deathmatch"]
    return TashKalar.tr("<b>{n}</b> of {goal} points").format(n=score, goal=goal)


def counts_text(obs: dict[str, Any], seat: int) -> str:
    """What a seat holds (counts only) and what is left in its deck and supply."""
    held = obs["hand_counts"][seat]
    supply = obs["supply"][seat % len(obs["supply"])]
    return " · ".join(
        (
            TashKalar.tr("%n being(s)", None, held["beings"]),
            TashKalar.tr("%n legend(s)", None, held["legends"]),
            TashKalar.tr("%n flare(s) in hand", None, held["flares"]),
            TashKalar.tr("%n in the deck", None, obs["deck_counts"]["beings"][seat]),
            TashKalar.tr("%n piece(s) left", None, supply["tokens"]),
            TashKalar.tr("%n legendary left", None, supply["legendary"]),
        )
    )


def decks_text(obs: dict[str, Any]) -> str:
    """The shared decks' counts."""
    decks = obs["deck_counts"]
    parts = [
        TashKalar.tr("Legends: %n", None, decks["legends"]),
        TashKalar.tr("Flares: %n", None, decks["flares"]),
    ]
    if obs["form"] == "high_form":
        parts.append(TashKalar.tr("Tasks: %n", None, decks["tasks"]))
    return " · ".join(parts)


def seats_panel(config: Mapping[str, Any]) -> PlayersPanel:
    """A panel per seat of a table of `config`."""
    return PlayersPanel(lambda seat: SeatCard(seat, config))


class InfoBox(QWidget):
    """The shared decks' counts, one line."""

    def __init__(self) -> None:
        super().__init__()
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 0, 4, 0)
        self.decks = QLabel()
        self.decks.setWordWrap(True)
        box.addWidget(self.decks)

    def show_obs(self, obs: dict[str, Any]) -> None:
        """Fill in."""
        self.decks.setText(decks_text(obs))
        shared = ["legend_deck", "flare_deck"] + (
            ["task_deck"] if obs["form"] == "high_form" else []
        )
        self.decks.setToolTip("<br><br>".join(helptexts.tip("board", b) for b in shared))
