"""Issue 32, "Rules in the window": every game the window offers declares its help (the
view seam, client/gui/gamehelp.py): a rules summary of the game and its editions, variants
or modules, in English and Italian, and a text for every card, token, task, leader, flare
and board element of its data, in both languages. The pages open in the window's Help
menu and at the table."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QTextBrowser

from client.gui import gamehelp, games, i18n
from client.gui.gamehelp import GameHelp
from client.gui.helpdialog import HelpDialog
from tests.client.uiplayer import screenshots

LANGUAGES = tuple(i18n.LANGUAGES)
SHOTS = screenshots()


def shipped() -> list[str]:
    """The games the window offers, but the tests' own tiny games (tests/tinygame)."""
    return [key for key in games.offered() if not games.package(key).__name__.startswith("tests.")]


def help_of(key: str) -> GameHelp:
    found = gamehelp.for_game(key)
    assert found is not None, f"{key} declares no help"
    return found


def test_r32_every_offered_game_declares_its_help() -> None:
    missing = [key for key in shipped() if games.capabilities(key).help is None]
    assert not missing, f"games offered without help: {missing}"
    assert set(shipped()) == {
        "eight_minute_empire",
        "tash_kalar",
        "bellum_magia",
        "wonderful_kingdom",
    }
    for key in shipped():
        assert isinstance(games.capabilities(key).help, GameHelp)


@pytest.mark.parametrize("key", shipped())
def test_r32_every_page_exists_in_both_languages_with_headings(key: str) -> None:
    found = help_of(key)
    keys = gamehelp.page_keys(found.folder)
    assert keys, key
    pages = {language: found.help_pages(language) for language in LANGUAGES}
    for language, shown in pages.items():
        assert [p.key for p in shown] == [*keys, gamehelp.REFERENCE], (key, language)
        for page in shown:
            assert page.text.startswith("# ") and page.title, (key, language, page.key)
            assert len(page.text) > 300, (key, language, page.key)
    for en, it in zip(pages["en"], pages["it"], strict=True):
        assert en.text != it.text and en.title != it.title, (key, en.key)
        # The same sections in both languages: a page is not missing a part in one of them.
        assert en.text.count("\n## ") == it.text.count("\n## "), (key, en.key)


@pytest.mark.parametrize("key", shipped())
def test_r32_every_element_has_a_translated_text(qapp: Any, key: str) -> None:
    found = help_of(key)
    elements = list(found.elements())
    assert len(elements) == len(set(elements)), key
    texts: dict[str, dict[tuple[str, str], str]] = {}
    for language in LANGUAGES:
        i18n.install(language)
        texts[language] = {e: found.element(*e) for e in elements}
    i18n.install("en")
    empty = [(lang, e) for lang, said in texts.items() for e, text in said.items() if not text]
    assert not empty, empty[:5]
    untranslated = [e for e in elements if texts["en"][e] == texts["it"][e]]
    assert not untranslated, untranslated[:5]
    for language, said in texts.items():
        for (kind, ident), text in said.items():
            assert "{" not in text and "}" not in text, (language, kind, ident, text)  # all filled
            assert len(text.splitlines()) >= 2, (language, kind, ident, text)  # name, then use
    kinds = {kind for kind, _ in elements}
    words = {language: found.words(language) for language in LANGUAGES}
    for language in LANGUAGES:  # each kind has its heading on the reference page
        assert kinds <= set(words[language]["kinds"]), (key, language)


def test_r32_element_help_answers_in_the_language_asked(qapp: Any) -> None:
    found = help_of("eight_minute_empire")
    i18n.install("en")
    italian = found.element_help("token", "cottage", "it")
    english = found.element_help("token", "cottage", "en")
    assert "Ogni azione Piazza" in italian and "Every Place action" in english
    assert i18n.current() == "en"  # the window still speaks its own language
    assert found.element_help("token", "no such token", "en") == ""
    assert found.element_help("no such kind", "cottage", "it") == ""


# -- every element of each game's data has its text (walked from the data, not the help) --


def _eme() -> set[tuple[str, str]]:
    from client.gui.games.eight_minute_empire.mapart import GOODS_MARKS
    from core.games.eight_minute_empire.data import classic_rules
    from core.games.eight_minute_empire.legends.data import legends_rules
    from core.games.eight_minute_empire.legends.setup import SWAMP

    classic, legends = classic_rules(), legends_rules()
    found = {("card", str(c)) for c in classic.cards}
    found |= {("good", g) for c in classic.cards.values() for g in c.goods}
    found |= {("good", g) for g in classic.goods_scoring}
    found |= {("tile", g) for g in classic.goods_tiles}
    found |= {("legends_card", str(c)) for c in legends.cards}
    found |= {("leader", k) for k in legends.leaders}
    found |= {("token", k) for k in legends.exploration} | {("token", SWAMP)}
    # Every mark the map draws is a good (classic) or a token (Legends).
    goods = set(classic.goods_scoring) | {"wild"}
    found |= {("good" if m in goods else "token", m) for m in GOODS_MARKS}
    return found


def _tk() -> set[tuple[str, str]]:
    from core.games.tash_kalar.data import cards

    data = cards()
    found = {("being", c) for c in data.beings} | {("legend", c) for c in data.legends}
    found |= {("flare", c) for c in data.flares} | {("task", t) for t in data.tasks}
    return found | {("piece", r) for r in ("common", "heroic", "legendary")}


def _bm() -> set[tuple[str, str]]:
    from client.gui.games.bellum_magia.words import LEFT_ICONS, RIGHT_ICONS
    from core.games.bellum_magia.data import data

    d = data()
    found = {("castle", c) for c in d.castles} | {("creature", c) for c in d.creatures}
    found |= {("place", p) for p in d.places} | {("chest", k) for k in d.chests}
    found |= {("bonus", b) for b in d.bonus}
    icons = {i for p in d.places.values() for i, _ in p.loot if not i.startswith("c")}
    for card in (*d.castles.values(), *d.creatures.values()):  # the icons the strips show
        for strip, names in ((card.left, LEFT_ICONS), (card.right, RIGHT_ICONS)):
            icons |= {i for cell in strip for i, n in zip(names, cell, strict=True) if n}
    return found | {("icon", i) for i in icons}


def _wk() -> set[tuple[str, str]]:
    from core.games.wonderful_kingdom.data import data

    d = data()
    found = {("card", c) for c in d.cards} | {("threat", t) for t in d.threats}
    found |= {("threat_set", s) for s in d.threat_sets}
    found |= {("duchy", f"{g}:{s}") for g, duchy in d.duchies.items() for s in duchy.sides}
    found |= {("mission", f"{b}:{s.n}") for b, board in d.missions.items() for s in board.steps}
    found |= {("territory", t) for t in d.conquest.territories}
    places = {p.bonus for t in d.conquest.territories.values() for p in t.places}
    return found | {("place", p) for p in places}


INVENTORIES = {
    "eight_minute_empire": _eme,
    "tash_kalar": _tk,
    "bellum_magia": _bm,
    "wonderful_kingdom": _wk,
}


def test_r32_the_data_walk_knows_every_shipped_game() -> None:
    assert set(INVENTORIES) == set(shipped()), "walk the new game's data here too"


@pytest.mark.parametrize("key", shipped())
def test_r32_no_card_token_or_element_of_the_data_lacks_a_text(qapp: Any, key: str) -> None:
    found = help_of(key)
    wanted = INVENTORIES[key]()
    listed = set(found.elements())
    assert wanted <= listed, sorted(wanted - listed)[:10]
    for language in LANGUAGES:
        lacking = [e for e in wanted if not found.element_help(*e, language)]
        assert not lacking, (language, lacking[:5])


# -- the pages on screen ---------------------------------------------------------------


def _headings(browser: QTextBrowser) -> list[str]:
    block, found = browser.document().begin(), []
    while block.isValid():
        if block.blockFormat().headingLevel():
            found.append(block.text())
        block = block.next()
    return found


@pytest.mark.parametrize("key", shipped())
def test_r32_the_rules_dialog_opens_every_page_in_both_languages(qtbot: Any, key: str) -> None:
    dialog = HelpDialog(None, key)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.text.isReadOnly()
    for language in LANGUAGES:
        i18n.install(language)
        dialog.retranslate()
        pages = help_of(key).help_pages(language)
        assert dialog.page_titles() == [p.title for p in pages]
        for index, page in enumerate(pages):
            dialog.open_page(index)
            QApplication.processEvents()
            headings = _headings(dialog.text)
            assert headings and headings[0] == page.title, (language, page.key, headings[:2])
            shown = dialog.text.toPlainText()
            assert "**" not in shown and "\\" not in shown, (language, page.key)  # rendered
            if index == 0 or page.key == gamehelp.REFERENCE:
                dialog.grab().save(str(SHOTS / f"help-{key}-{page.key}-{language}.png"))
    i18n.install("en")


def test_r32_the_table_s_pages_are_marked_and_its_edition_opens_first(qtbot: Any) -> None:
    config = {"edition": "legends", "variants": ["exploration_tokens", "mephitic_swamp"]}
    dialog = HelpDialog(None, "eight_minute_empire", config)
    qtbot.addWidget(dialog)
    titles = dialog.page_titles()
    assert titles[dialog.list.currentRow()] == "Eight-Minute Empire: Legends"
    bold = [dialog.list.item(i).font().bold() for i in range(dialog.list.count())]
    assert bold == [False, True, True, False]  # classic, Legends, its variants, reference
    dialog.show_game("wonderful_kingdom", {"module": "threat", "players": 2})
    titles = dialog.page_titles()
    bold = [dialog.list.item(i).font().bold() for i in range(dialog.list.count())]
    assert [t for t, b in zip(titles, bold, strict=True) if b] == ["Threat module"]
    assert dialog.list.currentRow() == 0  # the game's own page first
    dialog.game.setCurrentIndex(dialog.keys.index("tash_kalar"))  # another game: no marks
    assert dialog.key == "tash_kalar" and not any(
        dialog.list.item(i).font().bold() for i in range(dialog.list.count())
    )


def test_r32_help_menu_opens_the_rules_of_the_lobby_s_game(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    help_menu = window.menus.help
    assert help_menu.rules.shortcut().toString() == "F1"
    assert help_menu.menu.title() == "&Help"
    help_menu.rules.trigger()
    dialog = window.findChild(HelpDialog, "helpDialog")
    assert dialog is not None and dialog.isVisible()
    assert dialog.key == "eight_minute_empire"  # no table, none selected: the first game
    assert dialog.page_titles()[0] == "Eight-Minute Empire (classic)"
    window.set_language("it")  # the open dialog follows the window's language
    assert help_menu.menu.title() == "&Aiuto" and dialog.windowTitle() == "Regole"
    assert dialog.page_titles()[0] == "Otto minuti per un impero (classico)"
    assert dialog.game_label.text() == "&Gioco:"
    window.set_language("en")


def test_r32_in_the_lobby_the_rules_are_those_of_the_selected_table(
    qtbot: Any, make_window: Any
) -> None:
    from net.discovery import SERVICE_TYPE, Listing, LobbyEvent, TableAd

    window = make_window()
    options = {"module": "threat", "threat": "sisters"}
    ad = TableAd(
        name="Sala", game="wonderful_kingdom", seats=2, free=1, host="ABCD-EFGH",
        table="ab" * 16, options=options,
    )  # fmt: skip
    listing = Listing(ad, "127.0.0.1", 40945, "Sala." + SERVICE_TYPE)
    window.lobby.on_event(LobbyEvent("added", listing.service, listing))
    window.lobby.tables.setCurrentItem(window.lobby.rows[listing.service])
    window.menus.help.rules.trigger()  # Help → Rules… (F1)
    dialog = window.findChild(HelpDialog, "helpDialog")
    assert dialog is not None and dialog.key == "wonderful_kingdom"
    bold = [dialog.list.item(i).text() for i in range(dialog.list.count())
            if dialog.list.item(i).font().bold()]  # fmt: skip
    assert bold == ["Threat module"]  # the table's module, from its announced options


def test_r32_the_rules_button_at_the_table_opens_its_game(qtbot: Any, make_window: Any) -> None:
    from client.netsession import TableSpec

    window = make_window()
    config = {"players": 2, "edition": "legends", "board": "T", "variants": ["leaders"]}
    controller = window.host(TableSpec("Rules", config, ["host", "bot"], {1: "random"}))
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: controller.game is not None and window.table is not None, timeout=20_000
    )
    button = window.menus.help.button  # above the table's side column, in the menu bar
    assert button.text() == "Rules" and button.isVisible()
    assert window.menuBar().height() == button.height()  # the bar no taller for it
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(HelpDialog, "helpDialog")
    assert dialog is not None and dialog.isVisible() and dialog.key == "eight_minute_empire"
    current = dialog.page_titles()[dialog.list.currentRow()]
    assert current == "Eight-Minute Empire: Legends"
    assert "Abilities" in _headings(dialog.text)
    bold = [dialog.list.item(i).font().bold() for i in range(dialog.list.count())]
    assert bold == [False, True, True, False]  # Legends and its variants: this table's
    window.grab().save(str(SHOTS / "help-table-button.png"))
    dialog.grab().save(str(SHOTS / "help-table-dialog.png"))


def test_r32_help_files_use_only_their_folder(tmp_path: Path) -> None:
    """Every file of a help folder is a page listed, or an elements file, in each language
    (nothing stray, nothing missing)."""
    for key in shipped():
        where = help_of(key).folder
        listed = {"pages.json"}
        for page in gamehelp.page_keys(where):
            listed |= {f"{page}.{language}.md" for language in LANGUAGES}
        listed |= {f"elements.{language}.json" for language in LANGUAGES}
        assert {p.name for p in where.iterdir()} == listed, key
        for page in gamehelp.page_keys(where):  # no link or image leaves the page
            for language in LANGUAGES:
                text = (where / f"{page}.{language}.md").read_text(encoding="utf-8")
                assert not re.search(r"\]\(|<img|http", text), (key, page, language)
