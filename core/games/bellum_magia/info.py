"""Bellum Magia's metadata (core.meta): players, castles, the confusion option; the config."""

from __future__ import annotations

from typing import Any

from core.api import BadConfig, Config
from core.meta import Choice, GameInfo, Option, PlayerRange

NAME = "bellum_magia"
CASTLES = ("random", "chosen")

INFO = GameInfo(
    key=NAME,
    title="Bellum Magia",
    players=(PlayerRange(2, 5),),
    default_players=3,
    options=(
        Option(
            "castles",
            "Castles",
            (
                Choice("random", "Dealt at random"),
                Choice("chosen", "Chosen by the players, in seat order"),
            ),
        ),
        Option(
            "confusion_closes_bar",
            "Confusion spell",
            (
                Choice("no", "A reroll for the Captain (as the rules read)"),
                Choice("yes", "Also closes the bar for the day"),
            ),
            switch=True,  # the command line's --confusion-closes-bar
        ),
    ),
)


def normalize_config(config: Config) -> dict[str, Any]:
    """The validated plain config: players, castles, confusion_closes_bar (bool)."""
    unknown = set(config) - {"players", "castles", "confusion_closes_bar"}
    if unknown:
        raise BadConfig(f"unknown config keys: {', '.join(sorted(unknown))}")
    players = config.get("players", 3)
    if type(players) is not int or not 2 <= players <= 5:
        raise BadConfig(f"Bellum Magia is for 2 to 5 players, got {players!r}")
    castles = config.get("castles", "random")
    if castles not in CASTLES:
        raise BadConfig(f"castles are 'random' or 'chosen', got {castles!r}")
    closes = config.get("confusion_closes_bar", False)
    if isinstance(closes, str):
        closes = {"yes": True, "no": False}.get(closes, closes)
    if type(closes) is not bool:
        raise BadConfig(f"confusion_closes_bar is a yes/no switch, got {closes!r}")
    return {"players": players, "castles": castles, "confusion_closes_bar": closes}
