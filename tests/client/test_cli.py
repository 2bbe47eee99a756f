"""The `tavolata` command line, run as a user runs it: a separate process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def tavolata(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "client.cli", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_play_headless_prints_log_and_scores_and_replays(tmp_path: Path) -> None:
    record = tmp_path / "game.tavolata"
    done = tavolata(
        "play",
        "--headless",
        "--players",
        "4",
        "--board",
        "B",
        "--seed",
        "5",
        "--bots",
        "greedy,random",
        "--record",
        str(record),
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Eight-Minute Empire, 4 players, board B, seed 5" in out
    assert "Player 2 (random) takes card" in out
    assert ("Final scores" in out and "Winner:" in out) or "Tie:" in out
    final_hash = out.strip().splitlines()[-2].split()[-1]
    replayed = tavolata("replay", str(record), "--verify")
    assert replayed.returncode == 0, replayed.stderr
    assert replayed.stdout.strip().splitlines()[-1] == final_hash


def test_same_seed_same_game() -> None:
    first = tavolata("play", "--headless", "--players", "2", "--seed", "11", "--quiet")
    second = tavolata("play", "--headless", "--players", "2", "--seed", "11", "--quiet")
    assert first.returncode == 0 and first.stdout == second.stdout


def test_replay_of_a_corrupt_record_exits_non_zero(tmp_path: Path) -> None:
    bad = tmp_path / "bad.tavolata"
    bad.write_text('{"format":"tavolata-record","version":3}\n')
    done = tavolata("replay", str(bad))
    assert done.returncode == 1
    assert "version 3 is not supported" in done.stderr
    assert "Traceback" not in done.stderr
    bad.write_text('{"format":"tavolata-record","version":2}\n')
    done = tavolata("replay", str(bad))
    assert done.returncode == 1
    assert "line 1: not a version-2 record header" in done.stderr
    assert "Traceback" not in done.stderr


def test_bad_config_is_a_sentence_not_a_traceback() -> None:
    done = tavolata("play", "--headless", "--players", "7")
    assert done.returncode == 2
    assert "players must be 2 to 5, got 7" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.lan
def test_play_headless_is_a_table_of_peer_processes_that_agree() -> None:
    done = tavolata("play", "--headless", "--players", "3", "--bots", "random", "--quiet")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr
    out = done.stdout
    assert "finding each other with zeroconf" in out and "All 3 peers agree." in out
    finals = {line.split("): ")[1] for line in out.splitlines() if "(join): " in line}
    finals |= {line.split("): ")[1] for line in out.splitlines() if "(host): " in line}
    assert len(finals) == 1 and len(finals.pop()) == 64


def test_the_cli_knows_the_same_bots_as_the_core_without_importing_them() -> None:
    from client import cliargs
    from core import bots

    assert bots.names() == cliargs.BOT_KINDS


def test_version_answers_on_stdout() -> None:
    done = tavolata("--version")
    assert done.returncode == 0, done.stderr
    name, version = done.stdout.split()
    assert name == "tavolata" and version[0].isdigit()


PLUGIN = {"TAVOLATA_PLUGINS": "tests.tinygame"}


def with_dice_race(*args: str) -> subprocess.CompletedProcess[str]:
    """`tavolata` in a process that knows the tests' tiny game (client/cli.py main)."""
    return subprocess.run(
        [sys.executable, "-m", "client.cli", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=120, env={**os.environ, **PLUGIN},
    )  # fmt: skip


def test_help_lists_the_games_and_the_chosen_games_options() -> None:
    default = with_dice_race("play", "--help")
    assert default.returncode == 0, default.stderr
    assert "games: bellum_magia, blind_pass, dice_race, eight_minute_empire" in default.stdout
    assert "--edition" in default.stdout and "--board" in default.stdout
    assert "T = T layout [only with edition legends]" in " ".join(default.stdout.split())
    assert "--goal" not in default.stdout
    for command in ("play", "host", "lab"):
        race = with_dice_race(command, "--game", "dice_race", "--help")
        assert race.returncode == 0, race.stderr
        assert "Dice Race (--game dice_race)" in race.stdout and "--goal" in race.stdout
        assert "--edition" not in race.stdout and "--board" not in race.stdout
    assert "2 to 4" in with_dice_race("play", "--game", "dice_race", "--help").stdout


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("--edition", "legends", "--board", "A"), "--board A is only offered with edition"),
        (("--edition", "legends", "--variant", "mephitic_swamp"), "played with exploration_tokens"),
        (("--edition", "legends", "--players", "5"), "2 to 4"),
        (("--game", "chess"), "unknown game 'chess'; games: bellum_magia, blind_pass, dice_race"),
        (("--game", "dice_race", "--players", "5"), "Dice Race is for 2 to 4 players, got 5"),
        (("--game", "dice_race", "--variant", "marathon"), "cannot be played yet"),
        (("--game", "dice_race", "--edition", "legends"), "unrecognized arguments: --edition"),
    ],
)
def test_options_a_game_does_not_offer_are_a_sentence(args: tuple[str, ...], says: str) -> None:
    done = with_dice_race("play", "--headless", "--seed", "1", *args)
    assert done.returncode == 2 and says in done.stderr, done.stderr
    assert "Traceback" not in done.stderr


def test_a_plugin_that_cannot_be_imported_is_a_sentence() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "client.cli", "play", "--headless", "--seed", "1"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
        env={**os.environ, "TAVOLATA_PLUGINS": "tests.tinygame, no_such_game"},
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert "$TAVOLATA_PLUGINS: cannot import 'no_such_game'" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_peers_a_table_starts_get_the_same_options_back() -> None:
    """localtable.py and the lab start hosts with `flags`: parsed again, the same options."""
    import argparse

    from client import tableopts
    from core import registry

    for game, args in [
        ("eight_minute_empire", ["--edition", "legends", "--variant", "leaders", "--board", "T"]),
        ("eight_minute_empire", []),
        ("dice_race", ["--goal", "15", "--variant", "sprint"]),
    ]:
        info = registry.info(game)
        parser = argparse.ArgumentParser()
        tableopts.add_game_options(parser, info, players=True)
        first = tableopts.options(info, parser.parse_args(["--game", game, *args]))
        again = parser.parse_args(tableopts.flags(info, first))
        assert again.game == game and tableopts.options(info, again) == first


def test_a_switch_option_is_a_bare_flag_and_its_value_may_still_follow() -> None:
    """core.meta's Option(switch=True), e.g. Tash-Kalar's teams: --teams alone is the
    second choice, left out the first; the peers a table starts get the bare flag back."""
    import argparse

    from client import tableopts
    from core import registry

    info = registry.info("tash_kalar")
    parser = argparse.ArgumentParser()
    tableopts.add_game_options(parser, info, players=True)

    def parsed(*args: str) -> dict[str, object]:
        return tableopts.options(info, parser.parse_args(["--game", "tash_kalar", *args]))

    assert parsed("--form", "deathmatch", "--teams")["teams"] == "yes"
    assert parsed("--teams", "--form", "deathmatch")["teams"] == "yes"
    assert parsed("--form", "deathmatch")["teams"] == "no"
    assert parsed("--teams", "no")["teams"] == "no" and parsed("--teams", "yes")["teams"] == "yes"
    on, off = parsed("--form", "deathmatch", "--teams"), parsed("--form", "deathmatch")
    assert tableopts.flags(info, on) == ["--game", "tash_kalar", "--form", "deathmatch", "--teams"]
    assert "--teams" not in tableopts.flags(info, off)
    for first in (on, off):
        again = parser.parse_args(tableopts.flags(info, first))
        assert tableopts.options(info, again) == first
    four = tableopts.config(info, parser.parse_args(["--game", "tash_kalar", "--teams"]), 4)
    assert four["teams"] is True and four["form"] == "high_form"


def test_a_switch_has_two_choices_off_then_on() -> None:
    from core.meta import Choice, Option

    with pytest.raises(ValueError, match="two choices"):
        Option("fast", "Fast", (Choice("no", "No"),), switch=True)
    with pytest.raises(ValueError, match="two choices"):
        Option("v", "V", (Choice("a", "A"), Choice("b", "B")), many=True, switch=True)


def test_play_headless_a_team_deathmatch_with_the_bare_teams_switch() -> None:
    """The issue's contract: `play --game tash_kalar --form deathmatch --teams`."""
    args = ("--game", "tash_kalar", "--form", "deathmatch", "--teams", "--players", "4")
    done = tavolata("play", "--headless", *args, "--seed", "3", "--quiet")
    assert done.returncode == 0, done.stderr
    heading = "Tash-Kalar: Arena of Legends: Deathmatch, 4 players, two teams of two, seed 3"
    assert done.stdout.splitlines()[0] == heading
    assert "Final scores" in done.stdout
    two = tavolata("play", "--headless", "--game", "tash_kalar", "--teams", "--quiet")
    assert two.returncode == 2 and "teams are two teams of two: 4 players" in two.stderr


def test_the_first_line_names_the_game_and_its_options() -> None:
    from client.cli import heading
    from core import registry

    eme, race = registry.info("eight_minute_empire"), registry.info("dice_race")
    classic = {"edition": "classic", "board": "B", "variants": ["long_game"]}
    assert heading(eme, classic, 4, 5) == "Eight-Minute Empire, 4 players, board B, seed 5"
    legends = {"edition": "legends", "board": "ring", "variants": []}
    expected = "Eight-Minute Empire: Legends, 3 players, board ring, seed 1"
    assert heading(eme, legends, 3, 1) == expected
    assert heading(race, {"goal": "10", "variants": []}, 2, 7) == "Dice Race, 2 players, seed 7"


def test_localtable_shares_the_options_without_importing_the_cli() -> None:
    """No import cycle: what both need is in client/tableopts.py; the cli runs localtable."""
    import ast

    tree = ast.parse((ROOT / "client" / "localtable.py").read_text(encoding="utf-8"))
    imported = {
        f"{n.module}.{a.name}" if isinstance(n, ast.ImportFrom) else a.name
        for n in ast.walk(tree)
        if isinstance(n, (ast.Import, ast.ImportFrom))
        for a in n.names
    }
    assert "client.tableopts" in imported
    assert not [name for name in imported if name.startswith("client.cli")], imported


def _network_records() -> dict[str, str]:
    """Network records, one per verdict, from tables of pure peers (tests/net)."""
    import base64

    from net.protocol.wire import open_envelope
    from tests.net.tables import TABLE, table
    from tests.net.tables import record_text as text

    net, nodes, _ = table(3, seed=5)
    net.run(net.all_finished, limit=300)
    done = nodes[0].record
    net, nodes, people = table(3)
    key = people[1].public_key

    def withhold(sender: str, end: int, data: bytes) -> bytes | None:
        env = open_envelope(data, TABLE)
        return None if env.sender == key and env.kind == "reveal" else data

    net.tap = withhold
    net.run(lambda: nodes[0].stopped is not None, limit=200)
    edited = [dict(x) for x in done]
    at = next(i for i, x in enumerate(edited) if "secret" in x)
    edited[at] = {"secret": {**edited[at]["secret"], "value": ["bid", 9, 9]}}
    assert open_envelope(base64.b64decode(done[1]["m"]), TABLE).kind == "roster"
    return {
        "finished": text(done),
        "damaged": text(edited),
        "interrupted": text(done[: len(done) // 2]),
        "stopped": text(nodes[0].record),
    }


def test_replay_verify_exits_with_the_verdicts_code(tmp_path: Path) -> None:
    codes = {"finished": 0, "damaged": 1, "interrupted": 3, "stopped": 4}
    for name, record in _network_records().items():
        path = tmp_path / f"{name}.tavolata"
        path.write_text(record, encoding="utf-8")
        done = tavolata("replay", str(path), "--verify")
        assert done.returncode == codes[name], (name, done.stdout, done.stderr)
        assert "Traceback" not in done.stderr
        if name == "damaged":
            assert "does not open its commitment" in done.stderr
        else:
            assert f"\n{name}: " in done.stdout, done.stdout
    stopped = tavolata("replay", str(tmp_path / "stopped.tavolata"), "--verify").stdout
    assert "stopped: abandoned: seat 1 (P1, " in stopped
    assert "never revealed the secret move" in stopped


def test_search_levels_and_a_time_per_move_parse_for_host_and_join() -> None:
    from client import cliargs

    parser = cliargs.parser(None)
    host = parser.parse_args(["host", "--name", "t", "--bot", "mcts:hard", "--bot-time", "1.5"])
    assert (host.bot, host.bot_time) == ("mcts:hard", 1.5)
    join = parser.parse_args(["join", "--table", "t", "--bot", "mcts:easy:0.5"])
    assert join.bot == "mcts:easy:0.5" and join.bot_time is None
    for bad in (["--bot", "mcts:expert"], ["--bot", "greedy:1"], ["--bot-time", "0"]):
        with pytest.raises(SystemExit):
            parser.parse_args(["join", "--table", "t", *bad])


def test_play_takes_search_levels_and_times_them() -> None:
    from client import tableopts

    kinds = tableopts.bot_list("mcts:hard,greedy", 3, seconds=1.0)
    assert kinds == ["mcts:hard:1", "greedy", "mcts:hard:1"]
    assert tableopts.bot_list("mcts:normal", 2) == ["mcts:normal"] * 2
    with pytest.raises(tableopts.OptionError):
        tableopts.bot_list("mcts:impossible", 2)
    done = tavolata(
        "play",
        "--headless",
        "--players",
        "2",
        "--seed",
        "3",
        "--quiet",
        "--bots",
        "mcts:easy,greedy",
    )
    assert done.returncode == 0, done.stderr
    assert "Player 1 (mcts:easy)" in done.stdout
