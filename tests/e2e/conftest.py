"""Fixtures of the tests that start real peer processes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.e2e.peers import Proc


@pytest.fixture
def procs() -> Iterator[list[Proc]]:
    """The processes a test starts; each is stopped after it."""
    started: list[Proc] = []
    yield started
    for proc in started:
        proc.stop()
