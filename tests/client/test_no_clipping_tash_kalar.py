"""Issue 28, point 4: no Tash-Kalar prompt is cut. The move panel's prompt is shown at every
step of every card's effect (beings of every deck, legends, both halves of every flare) in
each wording it has there (optional or not, nothing or one or several done), in English
and Italian, in the real window at 1280x800: the whole text, wrapped, with the height its
lines need, and the move panel still inside the window. The states are the core's,
built directly (an effect at each of its steps), not played to; the page wears the main
window's style sheet, whose bold prompt needs the room."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from client.gui import i18n
from client.gui.games.tash_kalar import moves, words
from client.gui.style import STYLE
from core.games.tash_kalar.data import ALL, Step, cards
from core.games.tash_kalar.state import evolve, evolve_effect
from core.games.tash_kalar.summoning import new_effect
from tests.client.test_no_clipping import _label_problem, _outside, clipped
from tests.client.tkplayer import seat0, table_at
from tests.client.uiplayer import shoot

ASKS = {  # the English of each step that waits for a choice (moves._effect_prompt)
    "destroy": "click a highlighted piece to destroy",
    "promote": "click a highlighted piece to promote",
    "degrade": "click a highlighted piece to degrade",
    "convert": "click a highlighted enemy piece to convert",
    "place": "click a highlighted empty square to place a piece",
    "move": "click a piece to move (highlighted), then where it goes",
    "leap": "click a piece to leap (highlighted), then where it lands",
}
BY_ITSELF = ("gain_action", "draw_extra")  # steps that resolve with no choice: no prompt


def lay_out(page: Any) -> None:
    """Let the layouts give every widget the room it now asks (the prompt its height),
    without painting the window each time (the paints are what the test would wait on)."""
    page.setUpdatesEnabled(False)
    QApplication.processEvents()
    page.setUpdatesEnabled(True)


def effect_steps() -> Iterator[tuple[str, str, tuple[tuple[str, int], ...], int, Step]]:
    """(card, kind, its effect's steps, step index, step) for every step of every card."""
    data = cards()
    for card_id, card in [*data.beings.items(), *data.legends.items()]:
        kind = "legend" if card_id in data.legends else "being"
        steps = tuple(("fx", i) for i in range(len(card.fx)))
        for index, step in enumerate(card.fx):
            yield card_id, kind, steps, index, step
    for flare_id, flare in data.flares.items():
        halves = [("up", i, s) for i, s in enumerate(flare.up_fx)]
        halves += [("low", i, s) for i, s in enumerate(flare.low_fx)]
        steps = tuple((part, i) for part, i, _ in halves)
        for index, (_, _, step) in enumerate(halves):
            yield flare_id, "flare", steps, index, step


def done_forms(step: Step) -> list[int]:
    """How many of the step may be done while it still asks: none, one, and several (the
    plural's wording) when the step allows them."""
    return sorted({0, *([1] if step.n >= 2 else []), *([step.n - 1] if step.n >= 3 else [])})


def whole(card: str, step: Step, done: int) -> str:
    """The whole prompt the step asks for, in the window's language (each part translated
    in the game's context, as the test expects them put together)."""

    def tr(text: str, n: int = -1) -> str:
        return QCoreApplication.translate("TashKalar", text, None, n)

    text = f"{words.card_title(card)}: {tr(ASKS[step.op])}"
    text += " " + tr("(optional: end this part when you like)") if step.opt else ""
    return text + (" " + tr("(%n done)", done) if done else "") + "."


@pytest.mark.parametrize("code", ["en", "it"])
def test_r28_4_every_effect_step_of_every_card_shows_its_whole_prompt(
    qtbot: Any, me: Any, code: str
) -> None:
    t = table_at(qtbot, me, seat0)
    assert i18n.install(code)
    page, base = t.view, t.state
    assert page is not None
    page.setStyleSheet(STYLE)  # the main window's: the prompt in its 11 pt bold
    view = page.game
    prompt, window = view.move.prompt, page.window()
    problems: list[str] = []
    shown, longest = 0, (0, base)
    for card, kind, steps, index, step in effect_steps():
        if step.op in BY_ITSELF or step.n == ALL:
            continue
        for done in done_forms(step):
            effect = evolve_effect(new_effect(card, kind, steps, -1, (), 0), index=index, done=done)
            t.c.state = evolve(base, stage="effect", effect=effect)
            view.pick.clear()
            page.redraw()
            lay_out(page)
            text = prompt.text()
            assert t.c.view().acting == 0 and text == moves.prompt(t.c.view(), view.pick)
            shown += 1
            if text != whole(card, step, done):
                problems.append(f"{card} step {index} done {done}: not whole: {text!r}")
            cut = _label_problem(prompt) or _outside(view.move, window)
            if cut or not prompt.isVisible():
                problems.append(f"{card} step {index} done {done}: {cut or 'hidden'}")
            longest = max(longest, (len(text), t.c.state), key=lambda x: x[0])
    assert shown >= 170, shown  # every card's steps, in all their wordings
    t.c.state = longest[1]
    page.redraw()
    QApplication.processEvents()
    shoot(page, f"clip-tk-longest-prompt-{code}")
    problems += clipped(page)  # the rest of the window, with the longest prompt
    assert not problems, "\n".join(problems)


# -- the prompt's other wordings -------------------------------------------------------------

NAME = "Massimiliano"  # a long first name


def other_prompts() -> Iterator[tuple[str, Any, Any]]:
    """(what, view, pick) for each wording of the prompt outside an effect step, with long
    names and counts: the stages, a card picked, several summons at one target, waiting."""
    from types import SimpleNamespace

    from client.gui.games.tash_kalar.choices import Pick

    data = cards()
    card = max([*data.beings, *data.legends], key=lambda c: len(data.card(c).name))
    h = ("beings.0", 3)
    obs = {"stage": "actions", "pending": None, "actions_left": 2, "active": 0,
           "colours": ["blue", "red"], "hand": [{"handle": list(h), "card": card}]}  # fmt: skip

    def view(stage: str, legal: Any = (), acting: Any = 0, **more: Any) -> Any:
        names, pending = [NAME, NAME + " B"], more.pop("pending", None)
        away = more.pop("away", set())
        return SimpleNamespace(obs={**obs, "stage": stage, **more}, acting=acting, names=names,
                               pending=pending, legal=tuple(legal), away=away, turn=1)  # fmt: skip

    for stage in ("actions", "returns", "end", "score", "setup", "pickup"):
        yield stage, view(stage), Pick()
    yield "pickup with a place", view("pickup", [("place", "e5")]), Pick()
    yield "made", view("actions", pending=SimpleNamespace(complete=True, steps=[])), Pick()
    summon = ("summon", *h, card, "e5", 0)
    for what, step in (("summon made", summon), ("flare made", ("flare", *h, "FL10", "green"))):
        yield what, view("actions", pending=SimpleNamespace(complete=True, steps=[step])), Pick()
    yield "card", view("actions", [summon]), Pick(card=h)
    yield "flare", view("actions", [("flare", *h, card, "red")]), Pick(card=h)
    yield "no summon", view("actions", [("discard", *h, card)]), Pick(card=h)
    for what, found in (
        ("orientations", [("summon", *h, card, "e5", k) for k in range(8)]),
        ("borrowed", [("summon", *h, card, "e5", 0, f"c{k}") for k in range(1, 9)]),
        ("both", [("summon", *h, card, "e5", k % 2, f"c{k}") for k in range(1, 9)]),
    ):
        yield what, view("actions", found), Pick(card=h, target="e5", variant=7)
    yield "waiting", view("actions", acting=None, current=1), Pick()
    yield "paused", view("actions", acting=None, away={0, 1}), Pick()


@pytest.mark.parametrize("code", ["en", "it"])
def test_r28_4_every_other_prompt_of_the_move_panel_shows_whole(
    qtbot: Any, me: Any, code: str
) -> None:
    t = table_at(qtbot, me, seat0)
    assert i18n.install(code)
    page = t.view
    assert page is not None
    page.setStyleSheet(STYLE)
    move, problems = page.game.move, []
    for what, view, pick in other_prompts():
        text = moves.prompt(view, pick)
        move.show_choices(moves.title(view), text, [])
        lay_out(page)
        cut = _label_problem(move.prompt)
        if cut or move.prompt.text() != text:
            problems.append(f"{what}: {cut or move.prompt.text()}")
    assert not problems, "\n".join(problems)
