"""It's a Wonderful Kingdom's metadata (core.meta) and the config's validation."""

from __future__ import annotations

from typing import Any

from core.api import BadConfig, Config
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import MODULES
from core.meta import Choice, GameInfo, Option, PlayerRange

NAME = "wonderful_kingdom"
SIDES = ("A", "B", "C", "D", "E")  # E: Conquest only (Module.sides)
THREATS = ("sisters", "swallowers", "dragons", "illusionists")
KEYS = {"players", "module", "threat", "side", "legends_cards"}


def _modules_playing(side: str) -> tuple[str, ...]:
    """The modules whose games use this Grand Duchy side (Conquest only E, R28)."""
    return tuple(key for key, m in MODULES.items() if side in m.sides)


INFO = GameInfo(
    key=NAME,
    title="It's a Wonderful Kingdom",
    players=(
        PlayerRange(2, 2, when={"module": ("conquest",)}),
        PlayerRange(2, 2, when={"threat": ("dragons", "illusionists")}),
        PlayerRange(1, 2),
    ),
    default_players=2,
    options=(
        Option(
            "module",
            "Module",
            tuple(Choice(m.key, m.title, disabled=m.disabled) for m in MODULES.values()),
            lobby=True,
        ),
        Option(
            "threat",
            "Threat set",
            (
                Choice("sisters", "Sisters of Torment", when={"module": ("threat",)}),
                Choice("swallowers", "Swallowers", when={"module": ("threat",)}),
                Choice("dragons", "Black Dragons (2 players)", when={"module": ("threat",)}),
                Choice("illusionists", "Illusionists (2 players)", when={"module": ("threat",)}),
            ),
        ),
        Option(
            "side",
            "Grand Duchy side",
            tuple(Choice(x, f"Side {x}", when={"module": _modules_playing(x)}) for x in SIDES),
        ),
        Option(
            "legends_cards",
            "Legends development cards",
            (Choice("yes", "With the 5 Legends cards"), Choice("no", "Without them")),
            flag="--no-legends-cards",
            switch=True,
        ),
    ),
)


def _flag(value: Any, key: str) -> bool:
    value = {"yes": True, "no": False}.get(value, value) if isinstance(value, str) else value
    if type(value) is not bool:
        raise BadConfig(f"{key} is yes or no, got {value!r}")
    return value


def normalize_config(config: Config) -> dict[str, Any]:
    """The validated plain config: players, module, threat ("" unless Threat), side,
    legends_cards (bool)."""
    unknown = set(config) - KEYS
    if unknown:
        raise BadConfig(f"unknown config keys: {', '.join(sorted(unknown))}")
    players = config.get("players", 2)
    if type(players) is not int or players not in (1, 2):
        raise BadConfig(f"It's a Wonderful Kingdom is for 1 or 2 players, got {players!r}")
    key = config.get("module", "mission")
    module = MODULES.get(key) if isinstance(key, str) else None
    if module is None:
        raise BadConfig(f"module must be one of {', '.join(MODULES)}, got {key!r}")
    if module.disabled:
        raise BadConfig(module.disabled)
    if players == 1 and not module.solo:
        raise BadConfig(module.solo_reason or f"the {module.title} module has no solo game")
    threat = config.get("threat") or ""
    if key == "threat":
        threat = threat or THREATS[0]
        if threat not in THREATS:
            raise BadConfig(f"threat must be one of {', '.join(THREATS)}, got {threat!r}")
        if players == 1 and not data().threat_sets[threat].solo:
            raise BadConfig(f"the {threat} set is not solo-compatible")
    elif threat:
        raise BadConfig("a threat set is chosen only with the Threat module")
    side = config.get("side", module.sides[0])
    if side not in module.sides:
        with_ = f" with the {module.title} module" if module.sides != SIDES[:4] else ""
        raise BadConfig(f"side must be one of {', '.join(module.sides)}{with_}, got {side!r}")
    legends = _flag(config.get("legends_cards", True), "legends_cards")
    return {
        "players": players,
        "module": key,
        "threat": threat,
        "side": side,
        "legends_cards": legends,
    }
