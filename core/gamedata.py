"""Reading a game's data files (resources/<game>/*.json): the one place the rules touch files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1] / "resources"


class DataError(ValueError):
    """A resource file that is missing or does not follow its schema."""


def load_json(game: str, name: str) -> Any:
    """resources/<game>/<name> parsed; DataError naming the file if missing or not JSON."""
    path = ROOT / game / name
    try:
        with path.open(encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        raise DataError(f"missing game data file {path}") from None
    except json.JSONDecodeError as exc:
        raise DataError(f"{path} is not valid JSON: {exc}") from None
