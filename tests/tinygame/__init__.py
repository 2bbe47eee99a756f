"""The tests' tiny games, registered on import: Dice Race (tests/tinygame/core.py) and Blind
Pass (tests/tinygame/blindpass.py, hidden information: core/hidden.py in small).

Only the tests import this; subprocesses started by tests load it with
TAVOLATA_PLUGINS=tests.tinygame (client/cli.py imports the modules named there).
"""

from core import registry

KEY = "dice_race"
BLIND = "blind_pass"
registry.register(KEY, "tests.tinygame.core", view="tests.tinygame.view")
registry.register(BLIND, "tests.tinygame.blindpass", view="tests.tinygame.blindview")
