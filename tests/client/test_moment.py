"""The controller's memos of the core's answers (client/gui/moment.py): kept by state
identity for the last few states, oldest dropped first."""

from __future__ import annotations

from client.gui.moment import Memos
from core import registry

GAME = registry.get("eight_minute_empire")


def states(n: int) -> list[object]:
    """n equal states of one game, each its own object (memos go by identity)."""
    return [GAME.initial_state({"players": 2}) for _ in range(n)]


def test_a_state_asked_again_gets_the_same_memo_and_an_equal_copy_its_own() -> None:
    memos = Memos(GAME)
    a, b = states(2)
    assert a == b and a is not b
    assert memos(a) is memos(a)
    assert memos(b) is not memos(a)
    assert memos(b).state is b


def test_beyond_its_size_the_least_recently_asked_state_is_dropped() -> None:
    memos = Memos(GAME, keep=2)
    a, b, c = states(3)
    first_a = memos(a)
    memos(b)
    assert memos(a) is first_a  # asked again: now the newest
    memos(c)  # drops b, the least recently asked
    assert memos(a) is first_a
    assert memos(c) is memos(c)
    assert len(memos._by_id) == 2 and id(b) not in memos._by_id
