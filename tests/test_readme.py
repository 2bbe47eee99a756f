"""The README says what exists (issue 28, point 7): every game the product registers, every
bot kind and every game option the command line accepts is named in it, so that adding one
without telling the newcomer fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from client.cliargs import BOT_KINDS
from core import registry

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
QUOTED = set(re.findall(r"`([^`\n]+)`", README))


def _product_games() -> list[str]:
    """The registered games but the tests' own (tests.tinygame registers Dice Race...)."""
    return [n for n in registry.names() if not registry.get(n).__name__.startswith("tests.")]


def test_readme_names_every_game() -> None:
    for key in _product_games():
        assert key in QUOTED, f"the README never names the game `{key}`"
        assert registry.info(key).title.split(":")[0] in README


def test_readme_names_every_bot_kind() -> None:
    missing = [kind for kind in BOT_KINDS if kind not in QUOTED]
    assert not missing, f"bot kinds missing from the README: {missing}"


@pytest.mark.parametrize("key", _product_games())
def test_readme_names_every_option_and_variant_of_the_command_line(key: str) -> None:
    """Each option's flag, and each choice of it: variants quoted (`mephitic_swamp`), other
    choices at least as a word (boards are single letters); a switch is its bare flag."""
    for option in registry.info(key).options:
        assert option.cli_flag() in README, f"{key}: no {option.cli_flag()} in the README"
        for choice in () if option.switch else option.choices:
            if option.many:
                assert choice.value in QUOTED, f"{key}: variant `{choice.value}` missing"
            else:
                assert re.search(rf"\b{re.escape(choice.value)}\b", README), (key, choice.value)
