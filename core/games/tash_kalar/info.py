"""Tash-Kalar's metadata (core.meta): forms, teams, players; the config's validation."""

from __future__ import annotations

from typing import Any

from core.api import BadConfig, Config
from core.games.tash_kalar.data import arena
from core.meta import Choice, GameInfo, Option, PlayerRange

NAME = "tash_kalar"
FORMS = ("high_form", "deathmatch")

INFO = GameInfo(
    key=NAME,
    title="Tash-Kalar: Arena of Legends",
    players=(
        PlayerRange(4, 4, when={"teams": ("yes",)}),
        PlayerRange(2, 2, when={"form": ("high_form",)}),
        PlayerRange(2, 4),
    ),
    default_players=2,
    options=(
        Option(
            "form",
            "Form",
            (Choice("high_form", "High Form"), Choice("deathmatch", "Deathmatch")),
            lobby=True,
        ),
        Option(
            "teams",
            "Teams",
            (Choice("no", "No teams"), Choice("yes", "Two teams of two")),
            switch=True,  # the command line's --teams (issue 17)
        ),
    ),
)


def normalize_config(config: Config) -> dict[str, Any]:
    """The validated plain config: players, form, teams (bool), colours (per seat)."""
    unknown = set(config) - {"players", "form", "teams", "colours"}
    if unknown:
        raise BadConfig(f"unknown config keys: {', '.join(sorted(unknown))}")
    players = config.get("players", 2)
    form = config.get("form", "high_form")
    teams = config.get("teams", False)
    teams = {"yes": True, "no": False}.get(teams, teams) if isinstance(teams, str) else teams
    if type(players) is not int or not 2 <= players <= 4:
        raise BadConfig(f"Tash-Kalar is for 2 to 4 players, got {players!r}")
    if form not in FORMS:
        raise BadConfig(f"form must be one of {', '.join(FORMS)}, got {form!r}")
    if type(teams) is not bool or (teams and players != 4):
        raise BadConfig("teams are two teams of two: 4 players")
    if form == "high_form" and players != 2 and not teams:
        raise BadConfig("High Form is for 2 players or 2 teams of 2")
    colours = list(config.get("colours") or arena().colours[:players])
    if (
        len(colours) != players
        or len(set(colours)) != players
        or not set(colours) <= set(arena().colours)
    ):
        raise BadConfig(f"one colour per seat, distinct, of {', '.join(arena().colours)}")
    return {"players": players, "form": form, "teams": teams, "colours": colours}
