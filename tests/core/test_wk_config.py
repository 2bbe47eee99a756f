"""It's a Wonderful Kingdom's config and INFO: the module (exactly one per game), the threat
set, the duchy side, the Legends cards, and the modules not yet playable."""

from __future__ import annotations

import pytest

from core.api import BadConfig
from core.games import wonderful_kingdom as G
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.setup import deck_values


def test_the_config_defaults_to_two_players_mission_side_a_with_legends_cards() -> None:
    assert G.normalize_config({}) == {
        "players": 2, "module": "mission", "threat": "", "side": "A", "legends_cards": True,
    }  # fmt: skip
    assert G.normalize_config({"legends_cards": "no", "side": "D"})["legends_cards"] is False


@pytest.mark.parametrize(
    ("config", "message"),
    [
        ({"players": 3}, "1 or 2 players"),
        ({"module": "none"}, "module must be one of"),
        ({"module": "threat", "threat": "knights"}, "threat must be one of"),
        ({"players": 1, "module": "threat", "threat": "dragons"}, "not solo-compatible"),
        ({"threat": "sisters"}, "only with the Threat module"),
        ({"side": "E"}, "side must be one of"),
        ({"legends_cards": "maybe"}, "yes or no"),
        ({"colours": ["red"]}, "unknown config keys"),
    ],
)
def test_bad_configs_are_refused_with_a_reason(config: dict[str, object], message: str) -> None:
    with pytest.raises(BadConfig, match=message):
        G.normalize_config(config)


def test_info_lists_every_module_and_every_one_is_playable() -> None:
    module = G.INFO.option("module")
    assert [c.value for c in module.choices] == ["mission", "advisor", "threat", "conquest"]
    assert module.choice("mission").disabled is None  # type: ignore[union-attr]
    assert module.choice("conquest").disabled is None  # type: ignore[union-attr]
    assert module.choice("threat").disabled is None  # type: ignore[union-attr]
    assert module.choice("advisor").disabled is None  # type: ignore[union-attr]
    assert G.normalize_config({"module": "advisor", "players": 1})["module"] == "advisor"
    assert G.INFO.defaults({})["module"] == "mission"
    assert G.INFO.option("legends_cards").cli_flag() == "--no-legends-cards"
    side = G.INFO.option("side")
    assert [c.value for c in side.choices] == ["A", "B", "C", "D", "E"]
    assert [c.value for c in side.offered({"module": "mission"})] == ["A", "B", "C", "D"]
    threat = G.INFO.option("threat")
    assert threat.offered({"module": "mission"}) == ()
    assert [c.value for c in threat.offered({"module": "threat"})] == [
        "sisters", "swallowers", "dragons", "illusionists",
    ]  # fmt: skip
    assert G.INFO.player_range({"module": "conquest"}) == (2, 2)
    assert G.INFO.player_range({"module": "mission"}) == (1, 2)


def test_without_legends_cards_the_deck_has_the_70_cards_and_10_treasures() -> None:
    with_l = deck_values(G.initial_state({"players": 2}))
    without = deck_values(G.initial_state({"players": 2, "legends_cards": False}))
    assert len(with_l) == 85 and len(without) == 80
    assert not set(data().legends) & set(without)
    assert set(data().treasures) <= set(without)
