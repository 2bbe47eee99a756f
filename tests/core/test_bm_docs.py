"""docs/bellum-magia.md says what the engine does: every observation key, action kind and
message id the engine produces is named there (the window's and the bots' engineers start
from that page), and every key it documents exists."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import core.games.bellum_magia as bm
from core.api import END
from tests.core.playout import plain_dealer, playout

DOC = (Path(__file__).resolve().parents[2] / "docs" / "bellum-magia.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    begin = DOC.index(title)
    end = DOC.find("\n#", begin + 1)
    return DOC[begin : end if end >= 0 else len(DOC)]


def _named(text: str) -> set[str]:
    return set(re.findall(r"`([a-z_.]+)`", text))


def _seen() -> tuple[set[str], set[str], set[str], set[str]]:
    """Top-level and per-seat observation keys, action kinds and message ids met in
    playouts of every example config."""
    top: set[str] = set()
    seat: set[str] = set()
    kinds: set[str] = set()
    ids: set[str] = set()
    for config in bm.EXAMPLE_CONFIGS:
        dealer = plain_dealer(config["players"], 1)
        for s, a in playout(bm, config, 1, dealer):
            kinds.add(a[0])
            ids.add(bm.describe_action(s, a).id)
            for viewer in (None, 0):
                view: dict[str, Any] = bm.observation(s, viewer, dealer.knowledge(0))
                top |= set(view)
                seat |= set(view["seats"][0])
        final = bm.apply_action(s, a)
        end = bm.observation(final, None)[END]
        ids |= {p["label"] for p in end["parts"]} | {end["notes"]["label"]}
        ids |= {n["id"] for n in end["notes"]["values"]}
        ids |= {x for x in end["separated_by"] if x}
    return top, seat, kinds, ids


SEEN = _seen()


def test_every_observation_key_is_documented_and_every_documented_one_exists() -> None:
    text = _section("### Observation")
    top, rest = text.split("`seats`, one dict per seat:")
    per_seat, own = rest.split("For the seat itself also:")
    top += own
    top_seen, seat_seen, _, _ = SEEN
    assert top_seen - {END} <= _named(top) | {"seats"}
    assert _named(top) - {"castles"} <= top_seen | {END}  # `castles`: a phase named there
    assert seat_seen <= _named(per_seat)
    assert _named(per_seat) - {"fo", "gl", "tr", "sw", "ms", "th"} <= seat_seen


def test_every_action_kind_is_in_the_actions_table() -> None:
    table = _section("### Actions")
    _, _, kinds, _ = SEEN
    documented = set(re.findall(r"`\(\"([a-z_]+)\"", table))
    assert kinds <= documented
    assert documented <= kinds | {kind for _, kind in bm._APPLY}


def test_every_message_id_is_in_the_messages_table() -> None:
    _, _, _, ids = SEEN
    assert ids <= _named(_section("### Messages"))
