"""Where this user's Tavolata files live (kept tiny: the window reads it before it shows)."""

from __future__ import annotations

import os
from pathlib import Path


def default_home() -> Path:
    """Where profiles live: $TAVOLATA_HOME if set, else the user's data directory."""
    override = os.environ.get("TAVOLATA_HOME")
    if override:
        return Path(override)
    import platformdirs  # only when needed (tests and benchmarks give the home)

    return Path(platformdirs.user_data_dir("tavolata"))
