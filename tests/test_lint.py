"""House style as tests, so CI holds it: ruff on everything, mypy --strict on core and net."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )


def test_ruff_finds_nothing() -> None:
    done = run("ruff", "check", ".")
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_strict_on_core_and_net() -> None:
    done = run("mypy")  # files and --strict come from pyproject.toml
    assert done.returncode == 0, done.stdout + done.stderr


def test_map_files_are_what_the_generator_makes() -> None:
    done = subprocess.run(
        [sys.executable, "tools/make_classic_maps.py", "--check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
