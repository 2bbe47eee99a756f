"""A peer's record file after a crash: a cut last line is dropped, a whole last line that
lost only its newline is kept and ended, and a bad line elsewhere is an error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from net.recordfile import RecordFile


def test_a_line_cut_by_a_crash_is_dropped_and_appending_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "r.tavolata"
    path.write_text('{"a": 1}\n{"b": 2}\n{"c": ', encoding="utf-8")
    record = RecordFile(path)
    assert record.existing() == [{"a": 1}, {"b": 2}]
    record.append({"d": 4})
    record.close()
    assert RecordFile(path).existing() == [{"a": 1}, {"b": 2}, {"d": 4}]


def test_a_whole_last_line_without_its_newline_is_kept_and_not_run_into(tmp_path: Path) -> None:
    path = tmp_path / "r.tavolata"
    path.write_text('{"a": 1}\n{"b": 2}', encoding="utf-8")
    record = RecordFile(path)
    assert record.existing() == [{"a": 1}, {"b": 2}]
    record.append({"c": 3})
    record.close()
    lines = path.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in lines] == [{"a": 1}, {"b": 2}, {"c": 3}]


def test_a_bad_line_before_the_last_is_an_error_naming_it(tmp_path: Path) -> None:
    path = tmp_path / "r.tavolata"
    path.write_text('{"a": 1}\nnot json\n{"c": 3}\n', encoding="utf-8")
    with pytest.raises(ValueError, match="line 2 is not JSON"):
        RecordFile(path).existing()
