"""Finding the unfinished games among records (client/unfinished.py, no Qt): real records of
peers on the in-memory network; finished, stopped, damaged and other players' are left out."""

from __future__ import annotations

from pathlib import Path

import pytest

from client import replayfile, unfinished
from core import registry
from core.api import CHANCE
from tests.net.tables import GAME, past, person, record_text, table
from tests.net.test_peer_hostile import behind, say


def write(path: Path, lines: list[dict]) -> Path:
    path.write_text(record_text(lines), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """A folder of one client's records: a game left mid-way, one finished, one stopped."""
    folder = tmp_path_factory.mktemp("records")
    ada, bea = person("Ada", 1), person("Bea", 1)
    net, nodes, _ = table(2, seed=3, people=[ada, bea])
    net.run(lambda: past(nodes, 20), limit=300)
    left = write(folder / "20250301-100000-host-aaaaaa.tavolata", nodes[0].record)
    unfinished.write_name(left, "Sunday game")
    theirs = write(folder / "20250301-100000-join-bbbbbb.tavolata", nodes[1].record)
    state = nodes[0].peer.game.state
    turn = registry.get(GAME).observation(state, None)["turn"]
    net, nodes, _ = table(2, seed=4, people=[ada, bea])
    net.run(net.all_finished, limit=300)
    done = write(folder / "20250302-100000-host-cccccc.tavolata", nodes[0].record)
    net, nodes, _ = table(3)
    i, _ = behind(net, nodes, CHANCE)
    game = next(n.peer.game for n in nodes if n.peer.game and n.peer.game.index == i)
    say(net, nodes[1], "link", {"draw": game.draws.count, "link": bytes(32)})
    net.run(lambda: all(n.stopped for n in nodes), limit=5)
    stopped = write(folder / "20250303-100000-host-dddddd.tavolata", nodes[0].record)
    (folder / "garbage.tavolata").write_bytes(bytes(range(256)))
    return {
        "folder": folder, "left": left, "theirs": theirs, "done": done, "stopped": stopped,
        "turn": turn, "ada": ada, "bea": bea,
    }  # fmt: skip


def test_only_the_interrupted_games_of_this_player_are_found(records) -> None:
    games = unfinished.scan(records["folder"], records["ada"].public_key)
    assert [g.path for g in games] == [records["left"]]
    [game] = games
    assert game.name == "Sunday game" and game.host == "Ada"
    assert game.players == ("Ada", "Bea")
    assert game.turn == records["turn"] and game.actions > 20
    assert game.when == records["left"].stat().st_mtime
    # Bea's record of the same table: no name kept (joined by address), the host named.
    [theirs] = unfinished.scan(records["folder"], records["bea"].public_key)
    assert (theirs.path, theirs.name, theirs.host) == (records["theirs"], "", "Ada")


@pytest.mark.parametrize(
    ("which", "kind"),
    [("done", replayfile.FINISHED), ("stopped", replayfile.STOPPED)],
)
def test_finished_and_stopped_games_are_not_resumable(records, which, kind) -> None:
    with pytest.raises(replayfile.RecordProblem) as caught:
        unfinished.check(records[which])
    assert caught.value.kind == kind


def test_bad_files_say_what_they_are(records, tmp_path: Path) -> None:
    with pytest.raises(replayfile.RecordProblem) as caught:
        unfinished.check(records["folder"] / "garbage.tavolata")
    assert caught.value.kind == replayfile.NOT_RECORD and "utf-8" in caught.value.details
    lines = records["left"].read_text().splitlines(keepends=True)
    lines[7] = "{not json\n"
    damaged = tmp_path / "damaged.tavolata"
    damaged.write_text("".join(lines))
    with pytest.raises(replayfile.RecordProblem) as caught:
        unfinished.check(damaged)
    assert (caught.value.kind, caught.value.line) == (replayfile.DAMAGED, 8)
    with pytest.raises(replayfile.RecordProblem) as caught:
        unfinished.check(records["left"], records["bea"].public_key)
    assert caught.value.kind == replayfile.NOT_YOURS
    with pytest.raises(replayfile.RecordProblem) as caught:
        replayfile.load(records["folder"] / "garbage.tavolata")
    assert caught.value.kind == replayfile.NOT_RECORD


def test_a_line_cut_by_a_crash_is_dropped_as_the_peer_does(records, tmp_path: Path) -> None:
    text = records["left"].read_text()
    cut = tmp_path / "cut.tavolata"
    cut.write_text(text[: len(text) - 40])
    game = unfinished.check(cut)
    assert game.actions <= unfinished.check(records["left"]).actions


def test_records_already_checked_are_not_verified_again(records, monkeypatch) -> None:
    folder = records["folder"]
    unfinished.scan(folder)
    checked: list[Path] = []
    real = unfinished.check
    monkeypatch.setattr(unfinished, "check", lambda path: checked.append(path) or real(path))
    again = unfinished.scan(folder)
    assert checked == [] and {g.path for g in again} == {records["left"], records["theirs"]}
    records["left"].touch()  # a record that changed is checked anew
    unfinished.scan(folder)
    assert checked == [records["left"]]
