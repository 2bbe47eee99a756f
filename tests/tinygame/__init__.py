"""Dice Race, the tests' tiny game (tests/tinygame/core.py), registered on import.

Only the tests import this; subprocesses started by tests load it with
TAVOLATA_PLUGINS=tests.tinygame (client/cli.py imports the modules named there).
"""

from core import registry

KEY = "dice_race"
registry.register(KEY, "tests.tinygame.core")

from client.gui import games  # noqa: E402  (Qt-free: the view registry only)

games.register(KEY, "tests.tinygame.view")
