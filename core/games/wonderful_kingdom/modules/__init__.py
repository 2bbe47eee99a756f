"""The Legends modules, by config key: `MODULES[key]` is a `Module` (modules/base.py).

A module not yet playable is registered as a bare `Module` whose `disabled` says so: the
config key and INFO accept it and the command line and the host dialog show the reason.
"""

from __future__ import annotations

from core.games.wonderful_kingdom.modules.advisor import Advisor
from core.games.wonderful_kingdom.modules.base import Module
from core.games.wonderful_kingdom.modules.conquest import Conquest
from core.games.wonderful_kingdom.modules.mission import Mission
from core.games.wonderful_kingdom.modules.threat import Threat


def _not_yet(key: str, title: str, solo: bool = True) -> Module:
    m = Module()
    m.key, m.title, m.solo = key, title, solo
    m.disabled = f"The {title} module is not playable yet."
    return m


MODULES: dict[str, Module] = {
    "mission": Mission(),
    "advisor": Advisor(),
    "threat": Threat(),
    "conquest": Conquest(),
}

__all__ = ["MODULES", "Module"]
