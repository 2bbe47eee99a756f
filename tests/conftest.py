"""Every test session knows the tests' tiny games (tests/tinygame), beside the real ones,
and announces and browses its tables in a lobby of its own."""

import os

# Before net.discovery is imported anywhere (it reads this once), and inherited by every
# peer process a test starts: each pytest-xdist worker ("gw0", "gw1"...) lists only its
# own tests' tables, and a test run never shows in the lobby of a client open on this
# machine (net/protocol/tablead.py, `service_type`).
os.environ["TAVOLATA_LOBBY"] = os.environ.get("PYTEST_XDIST_WORKER", "tests")

import tests.tinygame  # noqa: F401  (registers "dice_race" and "blind_pass")
