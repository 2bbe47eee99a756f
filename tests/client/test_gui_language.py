"""The window in either language, all of it: pages already built switch too, editions and
the network's notices about players are worded, Legends cards read in Italian, and counts
agree with their nouns ("1 card", "2 carte")."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from client.gui import i18n
from client.gui.controller import member_sentence
from client.gui.endscreen import EndScreen
from client.gui.games.eight_minute_empire import words
from client.gui.games.eight_minute_empire.cardrow import CardRow
from client.gui.games.eight_minute_empire.players import stats_text
from client.gui.lobby import LobbyView
from client.gui.sentences import WindowSpeaker
from client.headless import play
from client.netsession import TableSpec
from core import registry
from core.api import Message
from core.games.eight_minute_empire.viewparts import note
from net.discovery import Listing, LobbyEvent, TableAd
from net.protocol.effects import MemberNotice
from net.protocol.signing import fingerprint
from tests.client.test_endscreen import NAMES, finished
from tests.client.uiplayer import shoot
from tests.core.eme_helpers import at_take

ROOT = Path(__file__).resolve().parents[2]
LEGENDS = ROOT / "resources" / "eight_minute_empire" / "legends" / "legends.json"
TS = ROOT / "resources" / "translations" / "tavolata_it.ts"


@pytest.fixture(autouse=True)
def english_after(qapp: Any) -> Iterator[None]:
    """Every test starts and ends in English, whatever it switched to."""
    i18n.install("en")
    yield
    i18n.install("en")


@cache
def legends_end() -> dict[str, Any]:
    """The end-of-game observation of a seeded three-bot Legends game with leaders."""
    game = registry.get("eight_minute_empire")
    config = game.normalize_config(
        {"players": 3, "edition": "legends", "variants": ["leaders", "exploration_tokens"]}
    )
    result = play("eight_minute_empire", config, ["greedy"] * 3, seed=2)
    return game.observation(result.state, None)


def end_texts(end: EndScreen) -> list[str]:
    """Every text the end screen shows: labels, buttons, table headers and cells."""
    table = end.table()
    texts = [w.text() for w in end.findChildren(QLabel)]
    texts += [b.text() for b in end.findChildren(type(end._replay))]
    texts += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    texts += [
        table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())
    ]
    return texts


@pytest.mark.parametrize("legends", [False, True], ids=["classic", "legends"])
def test_the_end_screen_switches_language_while_it_shows(make_window: Any, legends: bool) -> None:
    window = make_window()
    window.resize(1280, 800)
    obs = legends_end() if legends else finished()
    window.end.show_result(obs, NAMES, "eight_minute_empire", obs["config"])
    window.pages.setCurrentWidget(window.end)
    english = end_texts(window.end)
    assert "Back to the lobby" in english and "Player" in english
    window.set_language("it")
    checked = [a.objectName() for a in window.menus.languages.actions() if a.isChecked()]
    assert checked == ["lang_it"]  # the Language menu marks the language spoken
    italian = end_texts(window.end)
    assert "Torna alla sala" in italian and "Back to the lobby" not in italian
    assert "Giocatore" in italian and "Player" not in italian
    assert window.end.headline().startswith("Vince ") or "vittoria" in window.end.headline()
    if legends:  # where the ability points came from: the cards' Italian names
        points = [t for t in italian if "elisir" in t]
        assert points and not any("elixir" in t for t in italian)
    edition = "legends" if legends else "classic"
    shoot(window, f"end-{edition}-it")
    window.set_language("en")
    assert end_texts(window.end) == english
    shoot(window, f"end-{edition}-en")


def test_the_language_menu_switches_the_lobby(make_window: Any) -> None:
    window = make_window()
    by_code = {a.objectName(): a for a in window.menus.languages.actions()}
    by_code["lang_it"].trigger()  # what a click on "Italiano" does
    assert window.lobby.join.text() == "Unisciti" and by_code["lang_it"].isChecked()
    by_code["lang_en"].trigger()
    assert window.lobby.join.text() == "Join" and not by_code["lang_it"].isChecked()


def test_the_waiting_room_switches_language_while_it_shows(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    c = window.host(TableSpec("Sala", {"players": 2}, ["host", "remote"], announce=False))
    qtbot.waitUntil(lambda: c.roster is not None, timeout=10_000)
    room = window.waiting
    assert room.ready.text() == "Start the game"
    assert room.status.text() == "Waiting for players to sit down (1 seat free)."
    window.set_language("it")
    assert room.ready.text() == "Inizia la partita"
    assert room.status.text() == "In attesa che i giocatori si siedano (1 posto libero)."
    assert room.seats.headerItem().text(0) == "Posto"
    assert room.where.text().startswith(("Gli amici", "Apertura")), room.where.text()
    window.set_language("en")
    assert room.ready.text() == "Start the game"


def ad_event(edition: str, seats: int, free: int) -> LobbyEvent:
    ad = TableAd(
        name="Venerdì",
        game="eight_minute_empire",
        options={"edition": edition},
        seats=seats,
        free=free,
        host="ABCD-EFGH",
        table="ab" * 16,
    )
    listing = Listing(ad, "127.0.0.1", 40945, f"{edition}._tavolata._tcp.local.")
    return LobbyEvent("added", listing.service, listing)


def test_the_lobby_names_editions_and_counts_seats_in_the_current_language(qtbot: Any) -> None:
    lobby = LobbyView()
    qtbot.addWidget(lobby)
    lobby.on_event(ad_event("classic", 2, 1))
    lobby.on_event(ad_event("legends", 4, 1))
    rows = [lobby.tables.topLevelItem(i) for i in range(2)]
    assert [(r.text(1), r.text(2)) for r in rows] == [
        ("Eight-Minute Empire (Classic)", "1 of 2 seats taken"),
        ("Eight-Minute Empire (Legends)", "3 of 4 seats taken"),
    ]
    assert i18n.install("it")
    lobby.retranslate()  # rows already listed follow the language
    assert [(r.text(1), r.text(2)) for r in rows] == [
        ("Otto minuti per un impero (Classica)", "1 posto occupato su 2"),
        ("Otto minuti per un impero (Leggende)", "3 posti occupati su 4"),
    ]
    lobby.resize(1280, 800)
    lobby.show()
    shoot(lobby, "lobby-editions-it")


def test_notices_about_players_are_worded_by_the_window_in_its_language(
    make_window: Any, qtbot: Any
) -> None:
    """ "… is not responding" and "… is back" come as structured notices: the window says
    them in Italian, with the player's name, never the network's English text."""
    window = make_window()
    window.set_language("it")
    c = window.host(TableSpec("Avvisi", {"players": 2}, ["host", "remote"], announce=False))
    qtbot.waitUntil(lambda: c.roster is not None, timeout=10_000)
    key = b"k" * 32
    who = f"Carla ({fingerprint(key)})"
    english = f"{who} is not responding: the table waits while reconnecting"
    said: list[str] = []  # the table's status line (built when the game starts) says these
    c.message.connect(lambda text, level: said.append(text))
    c.bridge.deliver(MemberNotice(english, "warning", "away", key, "Carla"))
    away = f"{who} non risponde: il tavolo aspetta che si riconnetta."
    qtbot.waitUntil(lambda: window.waiting.status.text() == away, timeout=5_000)
    assert said == [away]
    c.bridge.deliver(MemberNotice(f"{who} is back", "info", "back", key, "Carla"))
    qtbot.waitUntil(lambda: said[-1] == f"{who} è di nuovo al tavolo.")
    assert "is back" not in window.waiting.status.text()
    for event, italian in [("seated", "ha preso posto"), ("left", "ha lasciato il tavolo")]:
        assert italian in member_sentence(event, key, "Carla")
    i18n.install("en")
    assert member_sentence("back", key, "Carla") == f"{who} is back."


def legends_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(LEGENDS.read_text(encoding="utf-8"))
    return data


def test_every_legends_card_leader_and_token_has_an_italian_name_and_ability() -> None:
    data = legends_data()
    texts = {c[k] for c in data["cards"] for k in ("name", "ability")}
    for section in ("leaders", "exploration"):
        texts |= {e[k] for e in data[section].values() for k in ("name", "ability")}
    done = {}
    for context in ET.parse(TS).getroot().iter("context"):
        if context.findtext("name") == "Legends":
            for message in context.iter("message"):
                node = message.find("translation")
                assert node is not None
                if not node.get("type") and (node.text or "").strip():
                    done[message.findtext("source")] = node.text
    assert texts <= set(done), sorted(texts - set(done))
    assert i18n.install("it")
    assert words.legends_text("Arcane Sphinx") == "Sfinge arcana"  # the seed's own names
    assert words.legends_text("Dire Ogre") == "Orco spaventoso"
    assert words.legends_text("Immunity to attack") == "Immunità all'attacco"
    assert words.legends_text("Red Sorceress") == "Fattucchiera rossa"
    same = [t for t in texts if words.legends_text(t) == t]
    assert same == ["Cottage"], same  # the seed's own word for it


def test_the_card_row_shows_legends_cards_in_italian(qtbot: Any) -> None:
    game = registry.get("eight_minute_empire")
    state = game.initial_state({"players": 3, "edition": "legends"})
    while game.chance_outcomes(state) and len(game.observation(state, 0)["row"]) < 6:
        state = game.apply_action(state, game.chance_outcomes(state)[0][0])
    obs = game.observation(state, 0)
    assert len(obs["row"]) == 6
    row = CardRow()
    qtbot.addWidget(row)
    row.resize(1000, 170)
    row.show_row(obs, 0, set())
    english = [w.card["name"] for w in row.cards if w.card]
    assert i18n.install("it")
    row.show_row(obs, 0, set())
    italian = [w.card["name"] for w in row.cards if w.card]
    abilities = [w.card["ability"] for w in row.cards if w.card]
    assert italian == [words.legends_text(name) for name in english]
    assert italian != english
    assert not any("VP" in a or "army" in a or "move" in a for a in abilities), abilities
    assert all(w.toolTip().startswith(w.card["name"]) for w in row.cards if w.card)
    row.show()
    shoot(row, "cardrow-legends-it")


PLAYER = {"coins": 0, "armies_left": 0, "cities_left": 0, "cards": []}


@pytest.mark.parametrize(
    ("code", "n", "stats", "place", "bid", "seats"),
    [
        (
            "en",
            1,
            "1 coin · 1 army to place · 1 city left to build · 1 card · 1 VP",
            "Place 1 army",
            "Bea bids 1 coin.",
            "1 of 2 seats taken",
        ),
        (
            "en",
            2,
            "2 coins · 2 armies to place · 2 cities left to build · 2 cards · 2 VP",
            "Place 2 armies",
            "Bea bids 2 coins.",
            "2 of 2 seats taken",
        ),
        (
            "it",
            1,
            "1 moneta · 1 armata da piazzare · 1 città da costruire · 1 carta · 1 PV",
            "Piazza 1 armata",
            "Bea punta 1 moneta.",
            "1 posto occupato su 2",
        ),
        (
            "it",
            2,
            "2 monete · 2 armate da piazzare · 2 città da costruire · 2 carte · 2 PV",
            "Piazza 2 armate",
            "Bea punta 2 monete.",
            "2 posti occupati su 2",
        ),
    ],
)
def test_counts_agree_with_their_nouns(
    qtbot: Any, code: str, n: int, stats: str, place: str, bid: str, seats: str
) -> None:
    assert i18n.install(code)
    player = {**PLAYER, "coins": n, "armies_left": n, "cities_left": n, "cards": list(range(n))}
    assert stats_text(player, n) == stats
    assert words.term("place", n) == place
    say = WindowSpeaker("eight_minute_empire", {"players": 3}, ["Bea"])
    assert say(Message("bid", {"seat": 0, "n": n})) == bid
    lobby = LobbyView()
    qtbot.addWidget(lobby)
    lobby.on_event(ad_event("classic", 2, 2 - n))
    assert lobby.tables.topLevelItem(0).text(2) == seats
    held = {"en": "held", "it": "posseduto" if n == 1 else "posseduti"}[code]
    elixir = say({"id": "note.list", "params": {"items": [note("note.elixir", vp=0, n=n)]}})
    assert elixir.endswith(f"0 ({n} {held})"), elixir


def test_a_log_sentence_of_a_one_coin_take_is_singular() -> None:
    game = registry.get("eight_minute_empire")
    state = at_take(3)  # everybody bid 0; seat 0 names itself first
    say = WindowSpeaker("eight_minute_empire", {"players": 3}, ["Ada", "Bea", "Cy"])
    message = game.describe_action(state, ("take", 1))
    assert say(message).endswith(" for 1 coin.")
    assert i18n.install("it")
    assert say(message).endswith(" per 1 moneta."), say(message)


@pytest.mark.lan
@pytest.mark.slow
def test_a_legends_table_reads_in_italian_then_english(make_window: Any, qtbot: Any) -> None:
    """Card names, abilities, the players' counts: switched with the table open (1280x800)."""
    from PySide6.QtCore import Qt

    from core.games.eight_minute_empire.legends.data import legends_rules
    from tests.client.uiplayer import UiPlayer

    window = make_window()
    window.resize(1280, 800)
    window.set_language("it")
    config = {"players": 3, "edition": "legends", "variants": ["leaders"]}
    c = window.host(
        TableSpec("Leggende", config, ["host", "bot", "bot"], {1: "greedy", 2: "greedy"})
    )
    qtbot.waitUntil(lambda: window.waiting.ready.isEnabled(), timeout=20_000)
    qtbot.mouseClick(window.waiting.ready, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game is not None, timeout=20_000)
    table = window.table
    assert table is not None
    player = UiPlayer(qtbot, table, seed=3)
    player.play(until_actions=60)
    player.settle()
    cards = legends_rules().cards
    english = [cards[cid].name for cid in c.view().obs["row"]]
    names = [w.card["name"] for w in table.game.cards.cards if w.card]
    assert names == [words.legends_text(n) for n in english] != english
    line = table.game.players.cards[0].stats.text()
    assert "città da costruire" in line and "PV" in line, line
    leader = legends_rules().leaders[c.view().obs["players"][0]["leader"]].name
    assert words.legends_text(leader) in table.game.players.cards[0].goods.text()
    shoot(window, "legends-table-it")
    window.set_language("en")
    line = table.game.players.cards[0].stats.text()
    assert "left to build" in line, line
    assert [w.card["name"] for w in table.game.cards.cards if w.card] != names
    shoot(window, "legends-table-en")


def test_the_translation_check_wants_every_legends_text_and_every_plural_form(
    tmp_path: Path,
) -> None:
    from tests.client.test_translations import tool

    t = tool()
    code, _ = t.texts()
    assert ("Legends", "Ancient Sage", "") in code  # from the data file, not the code
    plural = code[("Players", "%n cards", "")]
    assert plural.numerus and "Ancient Sage" not in {
        m.source for m in t.for_language(code, "en").values()
    }
    messages = t.load_ts(TS)
    del messages[("Legends", "Ancient Sage", "")]
    messages[("Players", "%n cards", "")].forms = ["%n carta", ""]
    messages[("Words", "Place %n armies", "")].forms = ["Piazza un'armata", "Piazza %n armate"]
    ts = tmp_path / "tavolata_it.ts"
    ts.write_text(t.render_ts(messages.values(), "it_IT"), encoding="utf-8")
    problems = t.check(code, ts, tmp_path / "tavolata_it.qm", 2)
    assert any("'Ancient Sage' is missing" in p for p in problems)
    assert any("'%n cards': not translated" in p for p in problems)
    assert any("'Place %n armies': a plural form lacks %n" in p for p in problems)
