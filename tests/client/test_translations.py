"""The Italian translation: complete and compiled, in the seed rulebook's own terms, with the
same placeholders as the English texts, and switchable while the window is open."""

from __future__ import annotations

import importlib.util
import re
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from client.gui import i18n
from client.gui.games.eight_minute_empire import words
from client.gui.lobby import LobbyView
from client.gui.sentences import WindowSpeaker
from core import registry
from tests.core.eme_helpers import at_take

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "tavolata_it.ts"
# (an English word or pattern, the seed's Italian term its translations must use): Eight-
# Minute Empire's seed, for its own texts and the shared ones; every other game's texts
# follow that game's seed (It's a Wonderful Kingdom's says "esercito", not "armata").
SEED_TERMS = [
    ("armies", "armate"),
    ("army", "armata"),
    ("cities", "città"),
    ("city", "città"),
    ("coins", "monete"),
    ("region", "regione"),
    ("continent", "continent"),
    ("goods(?! tiles?)", "merci"),
    ("goods tiles?", "merce"),  # the seed's "tessere merce", not "tessere merci"
]
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
EME_KEY = "eight_minute_empire"


def messages(ts: Path = TS) -> list[tuple[str, str, str]]:
    """(context, source, translation) of every current message of a .ts (the Italian one);
    a plural text once per numerus form."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            node = message.find("translation")
            assert node is not None
            if node.get("type") not in ("vanished", "obsolete"):
                source = message.findtext("source") or ""
                forms = [f.text or "" for f in node.iter("numerusform")]
                for text in forms if message.get("numerus") == "yes" else [node.text or ""]:
                    found.append((context.findtext("name") or "", source, text))
    return found


def italian(context: str, source: str) -> str:
    """The .ts translation of `source` in `context`."""
    return next(t for c, s, t in messages() if (c, s) == (context, source))


def fields(text: str) -> Counter[str]:
    """The `{name}` placeholders of a str.format text."""
    return Counter(f for _, f, _, _ in string.Formatter().parse(text) if f is not None)


def tool() -> ModuleType:
    """tools/translations.py as a module."""
    spec = importlib.util.spec_from_file_location("translations", ROOT / "tools/translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["translations"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def english_after(qapp: Any) -> Iterator[None]:
    """Every test leaves the application in English, whatever it switched to."""
    yield
    i18n.install("en")


def test_translation_files_are_complete_and_up_to_date() -> None:
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "translations.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_every_translation_keeps_the_placeholders_and_the_edge_spaces() -> None:
    found = messages()
    assert len(found) > 150
    for context, source, translation in found:
        assert translation.strip(), (context, source)
        assert fields(translation) == fields(source), (context, source, translation)
        assert translation[:1].isspace() == source[:1].isspace(), (context, source)
        assert translation[-1:].isspace() == source[-1:].isspace(), (context, source)


def _other_games_context(context: str) -> bool:
    """A translation context of a game other than Eight-Minute Empire ("TashKalar",
    "bellum_magia"): the context names the game's registry key."""
    squashed = context.replace("_", "").lower()
    return any(squashed == key.replace("_", "") for key in registry.names() if key != EME_KEY)


@pytest.mark.parametrize(("english", "term"), SEED_TERMS)
def test_translations_use_the_seed_rulebook_terms(english: str, term: str) -> None:
    word = re.compile(rf"\b{english}\b", re.IGNORECASE)
    translations: dict[tuple[str, str], str] = {}
    for context, source, translation in messages():  # a plural's forms together: "1 armata"
        if _other_games_context(context):
            continue
        key = (context, source)
        translations[key] = (
            f"{translations[key]} | {translation}" if key in translations else translation
        )
    using = [
        (source, translation)
        for (_, source), translation in translations.items()
        if word.search(PLACEHOLDER.sub("", source))  # {goods} names a value, not a word
    ]
    wrong = [pair for pair in using if term not in PLACEHOLDER.sub("", pair[1]).lower()]
    assert not wrong, f"{english!r} should read {term!r} in: {wrong}"
    if english != "continent":  # no text names a single continent (yet)
        assert using


def test_the_words_of_the_game_follow_the_seed() -> None:
    assert i18n.install("it")
    assert "armate" in words.term("place", 3)
    assert "armata" in words.term("destroy", 1)
    assert "città" in words.term("city", 1)
    assert "via mare" in words.term("sea", 2)
    assert words.good("food") == "cibo"
    assert words.good("wild") == "jolly"
    assert words.seat_name("neutral", []) == "colore neutrale"
    bid = QCoreApplication.translate("eight_minute_empire", "{seat} bids %n coins.", None, 2)
    assert bid.format(seat="Bea") == "Bea punta 2 monete."


def test_a_log_sentence_of_a_real_game_is_italian() -> None:
    game = registry.get("eight_minute_empire")
    names = ["Ada", "Bea", "Cy"]
    state = at_take(3)  # everybody bid 0; seat 0 names itself first
    say = WindowSpeaker("eight_minute_empire", {"players": 3, "board": "A"}, names)
    message = game.describe_action(state, ("take", 5))
    assert " takes card " in say(message) and say(message).endswith(" for 3 coins.")
    assert i18n.install("it")
    sentence = say(message)
    assert " prende la carta " in sentence and sentence.endswith(" per 3 monete."), sentence
    assert "{" not in sentence


def test_every_log_sentence_of_a_legends_game_reads_in_italian() -> None:
    """Legends-only actions (start, tokens, leaders, outpost, hire...) have Italian texts."""
    import random

    from tests.core.playout import choose

    game = registry.get("eight_minute_empire")
    config = {"players": 3, "edition": "legends", "variants": ["leaders", "exploration_tokens"]}
    state = game.initial_state(config)
    names = ["Ada", "Bea", "Cy"]
    rng = random.Random(4)
    assert i18n.install("it")
    say = WindowSpeaker("eight_minute_empire", game.normalize_config(config), names)
    seen = set()
    while game.current_player(state) != -4:  # TERMINAL
        action = choose(game, state, 3, rng)
        sentence = say(game.describe_action(state, action))
        assert sentence and "{" not in sentence and "[" not in sentence, (action, sentence)
        if action[0] == "take":
            assert "prende" in sentence and "monet" in sentence, sentence
        if action[0] == "outpost":
            assert "un'armata di ogni giocatore" in sentence, sentence
        seen.add(action[0])
        state = game.apply_action(state, action)
    assert {"start", "token", "leader", "picker", "outpost", "draw", "take"} <= seen


def test_the_lobby_switches_language_while_open(qtbot: Any) -> None:
    lobby = LobbyView()
    qtbot.addWidget(lobby)
    assert lobby.title.text() == "Tables on your network"
    assert i18n.install("it")
    lobby.retranslate()
    assert lobby.title.text() == italian("Lobby", "Tables on your network") != ""
    assert lobby.title.text() != "Tables on your network"
    assert lobby.host.text() == italian("Lobby", "Host a table…")
    assert lobby.tables.headerItem().text(0) == "Tavolo"
    assert i18n.install("en")
    lobby.retranslate()
    assert lobby.title.text() == "Tables on your network"
    assert lobby.tables.headerItem().text(0) == "Table"


@pytest.mark.parametrize("code", sorted(i18n.LANGUAGES))
def test_goods_tile_marks_differ_from_each_other_in_every_language(code: str) -> None:
    from client.gui.games.eight_minute_empire.mapart import GOODS_MARKS, goods_mark

    assert i18n.install(code)
    marks = [goods_mark(good) for good in GOODS_MARKS]
    assert len(set(marks)) == len(marks), marks
    assert all(1 <= len(mark) <= 2 for mark in marks)


def test_qt_own_buttons_follow_the_language(qtbot: Any) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    def cancel_text() -> str:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        button = box.button(QDialogButtonBox.StandardButton.Cancel)
        assert button is not None
        return button.text().replace("&", "")

    assert cancel_text() == "Cancel"
    assert i18n.install("it")
    assert cancel_text() == "Annulla"  # from the qtbase_it.qm Qt ships
    assert i18n.install("en")
    assert cancel_text() == "Cancel"


def test_the_extractor_files_texts_by_context_and_keeps_translations(tmp_path: Path) -> None:
    module = tmp_path / "view.py"  # lupdate parses it, nothing runs it
    module.write_text(
        "from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication\n"
        "NAMES = {'a': QT_TRANSLATE_NOOP('Ctx', 'Marked')}\n"
        "class Ctx(Texts):\n"
        "    pass\n"
        "def show(n):\n"
        "    return Ctx.tr('Wrapped {n}').format(n=n) + "
        "QCoreApplication.translate('Other', 'Direct')\n"
        "def bad(n):\n"
        "    return tr('No context {n}').format(n=n)\n",
        encoding="utf-8",
    )
    t = tool()
    code, warnings = t.extract([module], tmp_path)
    assert list(code) == [
        ("Ctx", "Marked", ""),
        ("Ctx", "Wrapped {n}", ""),
        ("Other", "Direct", ""),
    ]
    assert code[("Ctx", "Wrapped {n}", "")].locations == [("view.py", 6)]
    assert warnings and "view.py:8" in warnings[0]
    old = {
        ("Ctx", "Marked", ""): t.Message("Ctx", "Marked", translation="Segnato", kind=""),
        ("Ctx", "Gone", ""): t.Message("Ctx", "Gone", translation="Sparito", kind=""),
        ("Ctx", "Never", ""): t.Message("Ctx", "Never"),
    }
    merged = {m.key: m for m in t.merge(code, old)}
    assert merged[("Ctx", "Marked", "")].translation == "Segnato"
    assert merged[("Ctx", "Marked", "")].kind == ""
    assert merged[("Ctx", "Wrapped {n}", "")].kind == "unfinished"
    assert merged[("Ctx", "Gone", "")].kind == "vanished"
    assert ("Ctx", "Never", "") not in merged
    bad = t.Message("Ctx", "Wrapped {n}", translation="Avvolto {m}", kind="")
    assert any("placeholders" in p for p in t.problems_of(bad))
    text = t.render_ts(merged.values(), "it_IT")
    ts = tmp_path / "x.ts"
    ts.write_text(text, encoding="utf-8")
    assert {k: m.translation for k, m in t.load_ts(ts).items()} == {
        k: m.translation for k, m in merged.items()
    }


def test_the_tool_collects_every_view_packages_templates_in_the_games_context() -> None:
    """Log templates and END labels are checked like the window's texts; a counted pair is a
    plural text whose English forms are the pair itself."""
    from client.gui import games
    from client.messages import source

    translations = tool()
    code, _ = translations.texts()
    english = translations.load_ts(ROOT / "resources/translations/tavolata_en.ts")
    templates = games.templates("eight_minute_empire")
    assert "dice_race" not in {key[0] for key in code}  # the tests' game is not shipped
    for template in templates.values():
        key = ("eight_minute_empire", source(template), "")
        assert key in code, key
        assert code[key].numerus == isinstance(template, tuple)
        if isinstance(template, tuple):
            assert english[key].forms == list(template), key


def test_r32_every_turn_visible_speaks_both_languages(qtbot: Any) -> None:
    """The pace's menu, the spotlight's button, the last card played and the end's bar
    (issue 32) read in Italian once it is chosen, and in English again."""
    from PySide6.QtWidgets import QMenu

    from client.gui.pacemenu import PaceMenu
    from client.gui.playedcard import PlayedCard
    from client.gui.showturns import EndBar

    menu = QMenu()
    qtbot.addWidget(menu)
    paces = PaceMenu(menu, menu, lambda pace: None)
    played, bar = PlayedCard(), EndBar()
    for widget in (played, bar):
        qtbot.addWidget(widget)
    i18n.install("it")
    for part in (paces, played, bar):
        part.retranslate()
    assert paces.menu.title() == "Turni degli altri"
    assert paces.acts["slow"].text() == "Lento: mostra ogni azione più a lungo"
    assert played.title.text() == "Ultima carta giocata"
    assert bar.button.text() == "Vedi i punteggi" and "partita è finita" in bar.text.text()
    i18n.install("en")
    paces.retranslate()
    assert paces.menu.title() == "Others' turns"
