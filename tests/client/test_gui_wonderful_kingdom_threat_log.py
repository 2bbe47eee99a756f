"""The Threat module's automatic effects in the game log (issue 30; core/games/
wonderful_kingdom/modules/threat_log.py): seeded games of every set where each effect the
rules make by themselves happens, its sentence after the action's, in English and in
Italian (the seed's terms); no card named that is not public when the line is written."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from client.gui import i18n
from client.gui.sentences import WindowSpeaker
from client.messages import Speaker
from core import registry
from core.api import END, Message
from core.games.wonderful_kingdom.state import evolve
from tests.client.test_gui_wonderful_kingdom_messages import NAMES, busy_game

KEY = "wonderful_kingdom"
Played = list[tuple[Any, Any, Any]]

# (set, players, seed, soldiers given when Production begins), and the effects' first lines
EXPECTED: dict[tuple[str, int, int, int], dict[str, str]] = {
    ("sisters", 2, 25, 8): {
        "in": "Drought goes into the construction area of Bea.",
        "tormented": "The Sisters of Torment take 1 cube from the cards Bea has under "
        "construction.",
        "owed_sisters": "The Sisters of Torment: Bea chooses 1 cube to remove from a card "
        "under construction.",
        "spared_sisters": "The Sisters of Torment find no cube on the cards Ada has under "
        "construction: nothing is removed.",
        "defeated": "Ada defeats Night: its 6 soldiers go to the general supply.",
        "penalty": "Disease was never defeated: -5 VP for Ada.",
    },
    ("sisters", 2, 85, 12): {
        "sisters_bonus": "Ada defeated all four Sisters of Torment: +20 VP.",
    },
    ("swallowers", 2, 0, 8): {
        "swallow": "Village Swallower of Ada produces a Population cube for Bea.",
        "defeated": "Bea defeats Quarry Swallower: its 3 soldiers go to the general supply.",
        "to_duchy": "Quarry Swallower goes into the Grand Duchy of Bea.",
        "swallow_own": "Quarry Swallower, in the Grand Duchy of Bea, produces a Materials "
        "cube for Bea.",
        "penalty": "Village Swallower was never defeated: -4 VP for Ada.",
    },
    ("dragons", 2, 3, 8): {
        "eaten": "The Black Dragons eat 1 soldier of Ada.",
        "owed_dragons": "The Black Dragons: Ada chooses 1 placed soldier for them to eat.",
        "spared_dragons": "The Black Dragons find no soldier of Ada to eat.",
        "egg": "Ada obtains Black Dragon Egg: its 2 soldiers go to the general supply.",
        "to_duchy": "Black Dragon Egg goes into the Grand Duchy of Ada.",
        "defeated": "Bea defeats Black Dragon Patriarch: its 7 soldiers go to the general supply.",
        "krystallium": "Bea gains 2 Krystallium from Black Dragon Patriarch.",
        "eggs": "Ada obtained 2 Dragon Eggs: +10 VP.",
        "penalty": "Black Dragon Matriarch was never defeated: -6 VP for Ada.",
    },
    ("illusionists", 2, 0, 8): {
        "token": "The Illusionist token of Bea on Jousting Field is discarded.",
        "tokens": "Ada gains 1 Illusionist token for the Illusionists of Bea.",
        "tokens_short": "All 3 Illusionist tokens are in play: Ada gains no more.",
        "defeated": "Bea defeats Veil Dancer: its 3 soldiers go to the general supply.",
        "penalty": "Masked Trickster was never defeated: -3 VP for Ada.",
    },
    ("swallowers", 1, 10, 4): {
        "aside": "Hoard Swallower would produce a Gold cube for an opponent: it is set aside "
        "(1 set aside).",
        "calamity": "4 resources set aside are discarded: Flood goes into the Grand Duchy of Ada.",
        "defeated": "Ada defeats Hoard Swallower: its 4 soldiers go to the general supply.",
        "to_duchy": "Hoard Swallower goes into the Grand Duchy of Ada.",
        "swallow_own": "Hoard Swallower, in the Grand Duchy of Ada, produces a Gold cube for Ada.",
        "penalty": "Quarry Swallower was never defeated: -4 VP for Ada.",
    },
}


@cache
def played(game_key: tuple[str, int, int, int]) -> Played:
    threat, players, seed, soldiers = game_key
    config = {"players": players, "module": "threat", "threat": threat}
    return busy_game(registry.get(KEY).normalize_config(config), seed, soldiers)


def _config(game_key: tuple[str, int, int, int]) -> dict[str, Any]:
    threat, players, _, _ = game_key
    config = {"players": players, "module": "threat", "threat": threat}
    return dict(registry.get(KEY).normalize_config(config))


def effects_of(message: Message | dict[str, Any]) -> list[dict[str, Any]]:
    """The automatic effects a log message carries after the action's sentence, in order."""
    id_, params = (
        (message.id, message.params)
        if isinstance(message, Message)
        else (message["id"], message["params"])
    )
    if id_ != "then":
        return []
    return [*effects_of(params["said"][0]), params["effect"][0]]


def lines(game_key: tuple[str, int, int, int]) -> Iterator[tuple[Any, Any, Any, Message]]:
    game = registry.get(KEY)
    for state, action, after in played(game_key):
        yield state, action, after, game.describe_action(state, action)


@pytest.mark.parametrize("game_key", list(EXPECTED), ids=lambda k: f"{k[0]}-{k[1]}p-seed{k[2]}")
def test_threat_every_automatic_effect_has_its_line_after_the_actions(
    game_key: tuple[str, int, int, int],
) -> None:
    say = Speaker(KEY, _config(game_key), NAMES)
    first: dict[str, tuple[str, str]] = {}
    for _, _, _, message in lines(game_key):
        for effect in effects_of(message):
            kind = effect["id"].removeprefix("threat.")
            first.setdefault(kind, (say(effect), say(message)))
    for kind, text in EXPECTED[game_key].items():
        assert kind in first, f"no {kind!r} effect in {game_key}: {sorted(first)}"
        alone, line = first[kind]
        assert alone == text
        assert line.endswith(text) or f"{text} " in line, line  # after the action's sentence
        assert not line.startswith(text), line


def test_threat_penalties_bonus_and_eggs_said_at_the_end_are_the_scores_parts() -> None:
    """The end's lines give exactly the END block's Threat parts, seat by seat."""
    for game_key in EXPECTED:
        *_, (_, _, after, message) = lines(game_key)
        end = registry.get(KEY).observation(after, None)[END]
        parts = {part["label"]: part["values"] for part in end["parts"]}
        said = {"penalty": [0, 0], "sisters_bonus": [0, 0], "eggs": [0, 0]}
        for effect in effects_of(message):
            kind = effect["id"].removeprefix("threat.")
            if kind in said:
                said[kind][effect["params"]["seat"]] += effect["params"]["vp"]
        players = game_key[1]
        assert said["penalty"][:players] == parts["end.threats"], game_key
        if "end.sisters" in parts:
            assert said["sisters_bonus"][:players] == parts["end.sisters"]
        if "end.eggs" in parts:
            assert said["eggs"][:players] == parts["end.eggs"]


def test_threat_a_defeat_and_a_meal_say_what_the_state_shows() -> None:
    """Each defeat line's card joins its seat's defeated pile in that action; each meal's
    count is the soldiers the seat has fewer (supply and placed)."""
    game_key = ("dragons", 2, 3, 8)
    for state, _, after, message in lines(game_key):
        for effect in effects_of(message):
            params = effect["params"]
            if effect["id"] in ("threat.defeated", "threat.egg"):
                p, card = params["seat"], params["card"]
                assert card in [c for _, c in after.mod.defeated[p]]
                assert card not in [c for _, c in state.mod.defeated[p]]
            if effect["id"] == "threat.eaten" and after.phase == "planning":
                p = params["seat"]
                assert _soldiers(state, p) - _soldiers(after, p) >= params["n"]


def _soldiers(s: Any, p: int) -> int:
    seat = s.seats[p]
    placed = sum(f == "S" for b in seat.construction for f in b.filled)
    placed += sum(c.soldiers for c in seat.calamities) + sum(m.soldiers for m in s.mod.built[p])
    return int(seat.soldiers + placed)


def test_threat_an_empty_calamity_pile_is_said_when_four_are_set_aside() -> None:
    """Solo Swallowers: 4 resources set aside in round 4 with the Calamity pile empty (after
    the last deal nothing else draws from it): discarded, and the line says so."""
    game_key = ("swallowers", 1, 1, 4)
    game, say = registry.get(KEY), Speaker(KEY, _config(game_key), NAMES)
    for state, action, _, message in lines(game_key):
        if state.round == 4 and any(e["id"] == "threat.calamity" for e in effects_of(message)):
            text = say(game.describe_action(evolve(state, pile=()), action))
            assert "4 resources set aside are discarded; the Calamity pile is empty." in text
            assert "4 resources set aside are discarded: " not in text
            return
    raise AssertionError("no Calamity came in round 4")


def _named(message: Message | dict[str, Any]) -> list[str]:
    """Every card a message names, its carried messages' included."""
    params = message.params if isinstance(message, Message) else message["params"]
    out = [v for k, v in params.items() if k in ("card", "given", "taken") and v]
    for value in params.values():
        for item in value if isinstance(value, list) else ():
            out += _named(item)
    return out


@pytest.mark.parametrize("game_key", list(EXPECTED), ids=lambda k: f"{k[0]}-{k[1]}p-seed{k[2]}")
def test_threat_no_line_names_a_card_that_is_not_public(
    game_key: tuple[str, int, int, int],
) -> None:
    """Every card a line names (the action's and the effects') has been shown to all by the
    time the line is written: nobody's hand, no face-down card (a token's face-down card
    is "a card")."""
    say = Speaker(KEY, _config(game_key), NAMES)
    unnamed_token = False
    for _, _, after, message in lines(game_key):
        public = {v for _, v in after.secrets.shown}
        for card in _named(message):
            assert card in public, (card, say(message))
        for effect in effects_of(message):
            if effect["id"] == "threat.token" and not effect["params"]["card"]:
                unnamed_token = True
                assert "token of" in say(effect) and " on a card is discarded." in say(effect)
    if game_key[0] == "illusionists":
        assert unnamed_token, "a token on a face-down card was discarded"


def test_threat_effects_read_in_italian_with_the_seeds_terms(qapp: Any) -> None:
    """Every effect line in Italian: no English left, the seed's names for the sets."""
    terms = {
        "tormented": "Sorelle del tormento",
        "eaten": "Draghi neri",
        "tokens": "segnalin",
        "defeated": "riserva generale",
        "to_duchy": "Granducato",
        "aside": "messo da parte",
        "sisters_bonus": "Sorelle del tormento",
        "eggs": "Uov",
    }
    assert i18n.install("it")
    try:
        seen: set[str] = set()
        for game_key in EXPECTED:
            say = WindowSpeaker(KEY, _config(game_key), NAMES)
            english = Speaker(KEY, _config(game_key), NAMES)
            for _, _, _, message in lines(game_key):
                for effect in effects_of(message):
                    kind = effect["id"].removeprefix("threat.")
                    text = say(effect)
                    assert text != english(effect) and "{" not in text, text
                    if kind in terms:
                        assert terms[kind] in text, text
                    seen.add(kind)
        assert set(terms) <= seen
        assert {k for keys in EXPECTED.values() for k in keys} <= seen
    finally:
        i18n.install("en")
