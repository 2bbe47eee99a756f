"""Tash-Kalar's summon for a new player (issue 32): the window says before the click that
Confirm reveals the card and then its effect is played, and says it again once the summon
is made; no "confirm it" line stays on screen once confirmed; pointing at a legal target
lays the pieces its pattern would use over the board; the log names orientations in
words; a card that cannot be used now, a flare whose criteria no opponent meets, and a
Confirm that cannot be clicked yet say why."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint

from client.gui import i18n
from client.gui.games.tash_kalar import choices as ch
from client.gui.sentences import WindowSpeaker
from client.messages import Speaker
from core.api import Message
from tests.client.hiddentable import LocalTable
from tests.client.tkplayer import TkPlayer, seat0, table_at, truthful

HIGH = {"players": 2, "form": "high_form", "teams": False, "colours": ["blue", "red"]}


def _summoning(t: LocalTable) -> bool:
    return seat0(t, ("summon",)) and t.state.turn >= 4


def _a_summon(t: LocalTable) -> tuple[Any, ...]:
    return sorted(a for a in t.c.view().legal if a[0] == "summon")[0]


def test_r32_the_window_says_before_the_click_that_confirm_reveals_then_plays_the_effect(
    qtbot: Any, me: Any
) -> None:
    t = table_at(qtbot, me, _summoning)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    summon = _a_summon(t)
    p.click_card(ch.handle_of(summon))
    before = view.move.prompt.text()
    assert "Confirm then reveals" in before and "effect is played" in before, before
    t.view.grab().save("/tmp/r32-tk-before-summon.png")
    p.perform(summon)
    assert t.c.pending is not None and t.c.pending.complete
    made = view.move.prompt.text()
    assert f"is summoned on {summon[4]}" in made and "then its effect is played" in made, made
    assert view.move.bar.confirm.text() == "Confirm: reveal, then the effect"
    assert "revealed to everyone" in view.move.bar.confirm.toolTip()
    t.view.grab().save("/tmp/r32-tk-summon-made.png")


def test_r32_no_stale_confirm_it_line_stays_once_confirmed(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _summoning)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    summon = _a_summon(t)
    p.perform(summon)
    empty = next(sq for sq in view.arena.names if sq not in t.c.view().obs["board"])
    p.click_square(empty)  # a click on the board while the part waits for Confirm
    assert "confirm it" in t.view.status.text()
    p.confirm()
    assert "confirm it" not in t.view.status.text(), t.view.status.text()
    t.play(t.c.loop.calls[-1][1].actions)  # the summon applied, the card revealed
    t.redraw()
    shown = t.view.status.text() + view.move.prompt.text()
    assert "confirm it" not in shown, shown
    t.view.grab().save("/tmp/r32-tk-after-confirm.png")


def test_r32_pointing_at_a_legal_target_previews_the_pieces_of_the_pattern(
    qtbot: Any, me: Any
) -> None:
    t = table_at(qtbot, me, _summoning)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    summon = _a_summon(t)
    handle, target = ch.handle_of(summon), summon[4]
    p.click_card(handle)
    arena = view.arena
    assert arena.overlay is None  # nothing laid over the board before pointing
    qtbot.mouseMove(arena.viewport(), arena.square_point(target))
    p.settle()
    first = ch.variants(truthful(t), handle, target)[0]
    assert arena.overlay == ch.overlay(first)
    used = [sq for sq in ch.overlay(first)[1] if sq != target]
    assert all(sq in arena.square_tip(target) for sq in used)
    assert "form its pattern" in arena.square_tip(target)
    t.view.grab().save("/tmp/r32-tk-hover-preview.png")
    qtbot.mouseMove(arena.viewport(), QPoint(2, 2))  # off the board: the preview goes
    p.settle()
    assert arena.overlay is None
    assert view.pick.card == handle and t.c.pending is None  # pointing picked nothing


ORIENTATIONS = [
    "as on the card",
    "turned a quarter left",
    "turned upside down",
    "turned a quarter right",
    "mirrored",
    "mirrored and turned a quarter left",
    "mirrored and turned upside down",
    "mirrored and turned a quarter right",
]


def test_r32_the_log_names_orientations_in_words(qtbot: Any) -> None:
    say = Speaker("tash_kalar", HIGH, ["Ada", "Bea"])
    window = WindowSpeaker("tash_kalar", HIGH, ["Ada", "Bea"])
    for number, words in enumerate(ORIENTATIONS):
        message = Message(
            "summon", {"seat": 1, "card": "red-WL01", "square": "e5", "orientation": number}
        )
        assert say(message) == f"Bea summons Skirmisher (red) on e5, {words}."
        assert window(message) == say(message)
        assert "orientation" not in say(message)
    assert i18n.install("it")
    italian = window(Message("summon", {"seat": 1, "card": "red-WL01", "square": "e5",
                                        "orientation": 5}))  # fmt: skip
    assert italian.endswith("in e5, specchiata e girata di un quarto a sinistra."), italian


def _flare_unmet(t: LocalTable) -> bool:
    """Ada acts, holding a flare no opponent's lead lets her invoke."""
    if not seat0(t):
        return False
    obs = t.game.observation(t.state, 0, t.dealer.knowledge(0))
    return not any(a[0] == "flare" for a in truthful(t)) and any(
        e["kind"] == "flare" for e in obs["hand"]
    )


def test_r32_a_flare_that_cannot_be_invoked_says_why(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, _flare_unmet)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    obs = t.c.view().obs
    flare = next(e for e in obs["hand"] if e["kind"] == "flare")
    face = view.hand.face(tuple(flare["handle"]))
    assert face is not None and not face.usable
    p.click_card(tuple(flare["handle"]))
    said = t.view.status.text()
    assert "cannot be invoked" in said and "more promoted pieces" in said, said
    assert "Now, against you: red" in said
    assert view.pick.card is None  # nothing picked
    t.view.grab().save("/tmp/r32-tk-flare-why.png")
    p.click_square(next(sq for sq in view.arena.names if sq not in obs["board"]))
    assert "cannot be invoked" not in t.view.status.text()  # a new move: unsaid


def test_r32_a_being_that_cannot_be_used_and_a_confirm_not_yet_say_why(qtbot: Any, me: Any) -> None:
    t = table_at(qtbot, me, lambda t: seat0(t) and t.state.actions == 2)
    view, p = t.view.game, TkPlayer(qtbot, t.view)
    obs = t.c.view().obs
    empty = next(sq for sq in view.arena.names if sq not in obs["board"])
    p.click_square(empty)  # one action of two: the part goes on
    confirm = view.move.bar.confirm
    assert not confirm.isEnabled() and confirm.toolTip().startswith("Not yet:")
    usable = ch.usable_cards(t.c.view().legal)
    idle = [tuple(e["handle"]) for e in obs["hand"] if tuple(e["handle"]) not in usable]
    for handle in idle:
        p.click_card(handle)
        said = t.view.status.text()
        assert "cannot be" in said or "must wait" in said, said
        assert view.pick.card is None


def test_r32_card_and_task_names_are_translated(qtbot: Any, me: Any) -> None:
    from client.gui.games.tash_kalar import words
    from core.games.tash_kalar.data import cards

    data = cards()
    english = {cid: words.card_title(cid) for cid in [*data.beings, *data.legends, *data.tasks]}
    t = table_at(qtbot, me, lambda t: seat0(t) and t.state.turn >= 2)
    assert i18n.install("it")
    same = {cid for cid, name in english.items() if words.card_title(cid) == name}
    assert {english[cid] for cid in same} <= {"Berserker"}, sorted(english[c] for c in same)
    t.redraw()
    view = t.view.game
    shown = [face.describe() for face in view.hand.cards if face.isVisible() and face.card]
    hand = [e["card"] for e in t.c.view().obs["hand"] if e["kind"] != "flare"]
    assert hand and all(any(words.card_title(c) in text for text in shown) for c in hand)
    assert not any(english[c] in text for c in hand for text in shown if english[c] != "Berserker")
    tasks = " ".join(label.text() for label in view.tasks.lines)
    current = t.c.view().obs["tasks"]["current"]
    assert all(words.card_title(task) in tasks for task in current), tasks
    say = WindowSpeaker("tash_kalar", HIGH, ["Ada", "Bea"])
    assert say(Message("claim", {"seat": 0, "task": "TK01"})) == (
        "Ada completa il compito Ranghi spezzati."
    )
    t.view.grab().save("/tmp/r32-tk-italian-names.png")
