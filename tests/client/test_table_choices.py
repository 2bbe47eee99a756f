"""Issue 32: the choices a table-setting dialog offers are asked of the game itself
(client/gui/tablechoices.py), and a box ticks what it needs (core.meta.Choice.needs); bots
get friendly names from data (client/botnames.py), kept in the roster."""

from __future__ import annotations

import random

from client import botnames
from client.gui.tablechoices import Fit, nearest, with_needs
from core import registry
from net.protocol.roster import Member, new_table


def values(choices: tuple) -> list[str]:  # type: ignore[type-arg]
    return [c.value for c in choices]


def test_r32_two_teams_of_two_fit_only_four_players_and_high_form_not_three() -> None:
    fit = Fit("tash_kalar")
    assert fit.counts("high_form") == [2, 4] and fit.counts("deathmatch") == [2, 3, 4]
    teams = {
        (n, form): values(fit.offered(1, {"players": n, "form": form}))
        for n, form in ((2, "high_form"), (2, "deathmatch"), (3, "deathmatch"),
                        (4, "high_form"), (4, "deathmatch"))
    }  # fmt: skip
    assert teams == {
        (2, "high_form"): ["no"],
        (2, "deathmatch"): ["no"],
        (3, "deathmatch"): ["no"],
        (4, "high_form"): ["yes"],  # High Form at four is always two teams
        (4, "deathmatch"): ["no", "yes"],
    }
    assert values(fit.offered(0, {"players": 3})) == ["deathmatch"]


def test_r32_every_offered_choice_of_every_game_makes_a_config_the_rules_accept() -> None:
    """Whatever a dialog offers, at whatever count, the game takes: no error to meet."""
    for key in registry.names():
        fit, info = Fit(key), registry.info(key)
        first = next((o for o in info.options if not o.many), None)
        kinds = [c.value for c in first.choices if not c.disabled] if first else [None]
        for kind in kinds:
            for n in fit.counts(kind):
                chosen: dict = {"players": n}
                for i, opt in enumerate(info.options):
                    offered = [c for c in fit.offered(i, chosen) if not c.disabled]
                    if opt.many:
                        chosen[opt.key] = []
                    elif opt is first:
                        chosen[opt.key] = kind
                    else:
                        for c in offered:  # each offered choice completes
                            assert fit.completes({**chosen, opt.key: c.value},
                                                 info.options[i + 1:]), (key, n, c)  # fmt: skip
                        chosen[opt.key] = offered[0].value if offered else None
                assert fit.accepted(chosen), (key, chosen)


def test_r32_ticking_the_swamp_ticks_exploration_tokens_and_back() -> None:
    variants = registry.info("eight_minute_empire").option("variants")
    ticked = with_needs(variants, ["leaders"], "mephitic_swamp", True)
    assert ticked == ["exploration_tokens", "leaders", "mephitic_swamp"]
    assert with_needs(variants, ticked, "exploration_tokens", False) == ["leaders"]
    assert with_needs(variants, ticked, "mephitic_swamp", False) == [
        "exploration_tokens", "leaders"
    ]  # fmt: skip
    fit = Fit("eight_minute_empire", {"variants": ticked})
    assert fit.accepted({"players": 3, "edition": "legends", "board": "T", "variants": ticked})
    assert nearest(3, [2, 4]) == 2 and nearest(5, [2, 3, 4]) == 4


def test_r32_bots_get_distinct_friendly_names_never_a_persons() -> None:
    assert len(botnames.names()) >= 8 and "Greta" in botnames.names()
    drawn = botnames.pick(4, taken=["greta", "Ada"], rng=random.Random(3))
    assert len(set(drawn)) == 4 and "Greta" not in drawn
    assert all(name in botnames.names() for name in drawn)
    assert len(set(botnames.pick(30))) == 30  # numbered once the list runs out


def test_r32_a_bots_name_is_kept_in_the_roster_the_record_carries() -> None:
    host = Member(bytes(32), "Ada", "")
    roster = new_table("dice_race", {"players": 3}, host, ["host", "bot", "bot"],
                       {1: "mcts:hard", 2: "random"}, {1: "Greta"})  # fmt: skip
    assert [(s.name, s.bot) for s in roster.seats[1:]] == [
        ("Greta", "mcts:hard"), ("Bot 3 (random)", "random")
    ]  # fmt: skip
