"""Where the client keeps its files (kept light: the window imports it at start-up)."""

from __future__ import annotations

from pathlib import Path

from net.home import default_home


def records_dir(home: Path | None = None) -> Path:
    """Where the client keeps its records (saves, replays, desync dumps)."""
    return (home or default_home()) / "records"
