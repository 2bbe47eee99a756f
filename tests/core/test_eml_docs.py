"""docs/legends.md says what the engine does (issue 28, point 8): the observation keys it
documents are the observation's, and it documents no key the observation lacks."""

from __future__ import annotations

import re
from pathlib import Path

from tests.core.eml_helpers import at_take, obs

DOC = Path(__file__).resolve().parents[2] / "docs" / "legends.md"


def _paragraph(text: str, start: str) -> str:
    """The list item of the doc that begins with `start`, up to the next item."""
    begin = text.index(start)
    end = text.find("\n- ", begin + 1)
    return text[begin : end if end >= 0 else len(text)]


def _named(text: str) -> set[str]:
    """The lower-case words in backticks of `text`."""
    return set(re.findall(r"`([a-z_]+)`", text))


def test_the_documented_observation_keys_are_the_observations() -> None:
    item = _paragraph(DOC.read_text(encoding="utf-8"), "- Observation keys added:")
    top, per_player = item.split("Each player")
    view = obs(at_take(3, variants=["leaders", "exploration_tokens", "mephitic_swamp"]))
    assert _named(top) and _named(top) <= set(view)
    assert _named(per_player) <= set(view["players"][0])
    abilities = set(view["players"][0]["abilities"])
    assert {"moves", "armies", "flying", "elixir", "immunity", "sea_cost"} == abilities


def test_the_doc_names_no_per_player_score_in_the_observation() -> None:
    """The END block replaced the observation's `score`; the doc's scoring section says so."""
    text = DOC.read_text(encoding="utf-8")
    assert "score[i]" not in text
    view = obs(at_take(3))
    assert "score" not in view and "score" not in view["players"][0]
    assert {"provisional", "totals"} <= set(view)
