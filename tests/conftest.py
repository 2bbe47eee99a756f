"""Every test session knows the tests' tiny games (tests/tinygame), beside the real ones."""

import tests.tinygame  # noqa: F401  (registers "dice_race" and "blind_pass" in core.registry)
