"""The peer's record file: JSON Lines appended as the game goes, read back at a restart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import IO, Any

from net.record import whole_lines


class RecordFile:
    """The peer's record: JSON Lines appended and flushed one by one."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.file: IO[str] | None = None

    def existing(self) -> list[dict[str, Any]]:
        """The lines already in the file (a restart), or [] for a new record. A last line a
        crash cut is dropped, and one that lost only its newline gets it back, in the file
        too: the next append must not run on into it."""
        if self.path is None or not self.path.exists() or self.path.stat().st_size == 0:
            return []
        content = self.path.read_text(encoding="utf-8")
        whole = whole_lines(content)
        if whole != content:
            self.path.write_text(whole, encoding="utf-8")
        lines = []
        for n, text in enumerate(whole.splitlines(), 1):
            try:
                lines.append(json.loads(text))
            except json.JSONDecodeError:
                raise ValueError(f"{self.path}: line {n} is not JSON") from None
        return lines

    def append(self, line: dict[str, Any], flush: bool = True) -> None:
        """Write one line and flush it to the operating system (`flush` False: the caller
        flushes before anything that follows the line leaves the process)."""
        if self.path is None:
            return
        if self.file is None:
            self.file = self.path.open("a", encoding="utf-8")
        self.file.write(json.dumps(line, separators=(",", ":")) + "\n")
        if flush:
            self.file.flush()

    def flush(self) -> None:
        """Flush the lines written so far to the operating system."""
        if self.file is not None:
            self.file.flush()

    def close(self) -> None:
        """Close the file."""
        if self.file is not None:
            self.file.close()
            self.file = None
