"""net/ is the same protocol for every game: no module names a game, a game's title or the
bid (the generic word is "secret move"). The one exception is a value on the wire: the
stop code "illegal_bid" (net.protocol.stops.ILLEGAL_SECRET), which old records carry."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core import registry

NET = Path(__file__).parents[2] / "net"
WIRE_VALUE = '"illegal_bid"'


def words() -> list[str]:
    """Every registered game's key and title, and the bid (in names too: `_bid`, `BIDS`)."""
    out = [r"(?<![a-z])bids?(?![a-z])"]
    for key in registry.names():
        out += [re.escape(key), re.escape(registry.info(key).title)]
    return out


@pytest.mark.parametrize(
    "path", sorted(NET.rglob("*.py")), ids=lambda p: p.relative_to(NET).as_posix()
)
def test_no_net_module_names_a_game_or_the_bid(path: Path) -> None:
    text = path.read_text(encoding="utf-8").replace(WIRE_VALUE, "")
    found = [w for w in words() if re.search(w, text, re.IGNORECASE)]
    assert found == [], f"{path.name} names {found}"
