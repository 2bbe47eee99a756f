"""Game records: written as the game goes, replayed and verified, bad files refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from client import headless
from net.protocol.recordformat import RecordError
from net.record import RecordWriter, load, parse, replay

CONFIG = {
    "players": 3,
    "board": "B",
    "variants": [],
}


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    path = tmp_path_factory.mktemp("rec") / "game.tavolata"
    seats = [{"name": f"Bot {i}", "kind": "bot:random"} for i in range(3)]
    with RecordWriter(path, "eight_minute_empire", CONFIG, seats) as writer:
        result = headless.play("eight_minute_empire", CONFIG, ["random"] * 3, 8, record=writer)
    return path, result.final_hash


def test_replay_reaches_the_same_final_hash(recorded: tuple[Path, str]) -> None:
    path, final_hash = recorded
    outcome = replay(load(path), verify=True)
    assert outcome.final_hash == final_hash
    assert outcome.actions == len(path.read_text().splitlines()) - 1


def test_record_header_is_versioned_and_names_the_game(recorded: tuple[Path, str]) -> None:
    head = json.loads(recorded[0].read_text().splitlines()[0])
    assert head["format"] == "tavolata-record" and head["version"] == 1
    assert head["game"] == "eight_minute_empire" and head["config"] == CONFIG
    assert len(head["seats"]) == 3


def _lines(recorded: tuple[Path, str]) -> list[str]:
    return recorded[0].read_text().splitlines(keepends=True)


def test_truncated_record_is_refused(recorded: tuple[Path, str]) -> None:
    text = "".join(_lines(recorded))
    with pytest.raises(RecordError, match="truncated"):
        parse(text[:-10])


def test_unknown_version_is_refused(recorded: tuple[Path, str]) -> None:
    lines = _lines(recorded)
    head = json.loads(lines[0])
    head["version"] = 99
    with pytest.raises(RecordError, match="version 99 is not supported"):
        parse(json.dumps(head) + "\n" + "".join(lines[1:]))


def test_tampered_action_is_refused_with_its_index(recorded: tuple[Path, str]) -> None:
    lines = _lines(recorded)
    entry = json.loads(lines[40])
    entry["action"] = ["take", 9]
    lines[40] = json.dumps(entry) + "\n"
    with pytest.raises(RecordError, match=r"action 39 \['take', 9\] is illegal"):
        replay(parse("".join(lines)))


def test_tampered_hash_is_caught_by_verify_only(recorded: tuple[Path, str]) -> None:
    lines = _lines(recorded)
    entry = json.loads(lines[30])
    entry["hash"] = "0" * 64
    lines[30] = json.dumps(entry) + "\n"
    record = parse("".join(lines))
    replay(record)  # without --verify the actions alone are replayed
    with pytest.raises(RecordError, match=r"action 29 .* the record says state 0000"):
        replay(record, verify=True)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "empty"),
        ("{not json}\n", "line 1: not valid JSON"),
        ('{"format": "something-else"}\n', "not a Tavolata record"),
        ('{"format":"tavolata-record","version":1,"game":"chess","config":{}}\n', "unknown game"),
        (
            '{"format":"tavolata-record","version":1,"game":"eight_minute_empire",'
            '"config":{"players":9}}\n',
            "config is refused: players must be 2 to 5",
        ),
    ],
)
def test_bad_records_are_refused_with_a_reason(text: str, problem: str) -> None:
    with pytest.raises(RecordError, match=problem):
        replay(parse(text))


def test_missing_entry_is_refused(recorded: tuple[Path, str]) -> None:
    lines = _lines(recorded)
    del lines[5]
    with pytest.raises(RecordError, match="line 6: expected action number 4"):
        parse("".join(lines))


def test_unreadable_file_is_refused_with_its_name(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        load(tmp_path / "missing.tavolata")
    binary = tmp_path / "binary.tavolata"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(RecordError, match=r"binary\.tavolata"):
        load(binary)
