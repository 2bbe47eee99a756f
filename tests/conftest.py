"""Every test session knows the tests' tiny game (tests/tinygame), beside the real ones."""

import tests.tinygame  # noqa: F401  (registers "dice_race" in core.registry)
