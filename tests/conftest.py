"""Every test session knows the tests' tiny games (tests/tinygame), beside the real ones,
and announces and browses its tables in a lobby of its own."""

import os

# Before net.discovery is imported anywhere (it reads this once), and inherited by every
# peer process a test starts: each pytest-xdist worker ("gw0", "gw1"...) lists only its
# own tests' tables, and a test run never shows in the lobby of a client open on this
# machine (net/tablead.py, `service_type`).
os.environ["TAVOLATA_LOBBY"] = os.environ.get("PYTEST_XDIST_WORKER", "tests")

import tests.tinygame  # noqa: F401  (registers "dice_race" and "blind_pass")

# make test's workers (pytest-xdist, --dist loadgroup): each file's tests on one worker, so
# a module's fixtures (a built .deb, recorded games) are made once, except these files of
# many long, independent tests with no module fixture, spread over every worker (one file
# alone would otherwise be the run's longest path).
SPREAD = frozenset(
    {
        "tests/core/test_conformance.py",
        "tests/core/test_conformance_hidden.py",
        "tests/client/test_gui_wonderful_kingdom_game.py",
    }
)


def pytest_collection_modifyitems(config, items):  # type: ignore[no-untyped-def]
    if not config.pluginmanager.hasplugin("xdist"):
        return
    import pytest

    for item in items:
        path = item.nodeid.split("::", 1)[0]
        if path not in SPREAD:
            item.add_marker(pytest.mark.xdist_group(path))
