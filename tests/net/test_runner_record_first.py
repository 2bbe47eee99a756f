"""What a peer shows is in its record on disk first (net/runner.py, `_do`).

A batch of effects appends record lines unflushed, for one write per batch. A crash right
after a move was shown ("J1 offers a card face down") lost that move's lines when the
flush came only before the next frame sent or at the batch's end: the restarted peer did
not know what it had been seen to do (a race of the Wonderful Kingdom kill test).
"""

from __future__ import annotations

from pathlib import Path

from net.protocol.effects import Notice, Persist
from net.recordfile import RecordFile
from net.runner import Runner


def test_every_line_before_an_effect_is_on_disk_when_it_is_shown(tmp_path: Path) -> None:
    path = tmp_path / "seat.tavolata"
    on_disk: list[int] = []

    def shown(effect: object) -> None:  # read as another process would: from the file
        on_disk.append(len(path.read_text(encoding="utf-8").splitlines()))

    runner = Runner(("127.0.0.1", 0), RecordFile(path), shown)
    runner._do([Persist({"n": 1}), Persist({"n": 2}), Notice("a move"), Persist({"n": 3})])
    runner._do([Notice("another"), Persist({"n": 4}), Notice("a third")])
    assert on_disk == [2, 3, 4]
    assert len(path.read_text(encoding="utf-8").splitlines()) == 4  # the batch's end too
