"""The layering of ARCHITECTURE.md, enforced by parsing the sources.

client -> net -> core, one way; the rules (core/ outside core/bots/) import only the pure
standard library; bots may add `random`; net never imports PySide6 or client.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Standard-library modules that do I/O, keep time, draw random numbers or run concurrently.
IMPURE = {
    "asyncio",
    "socket",
    "time",
    "random",
    "os",
    "sys",
    "subprocess",
    "threading",
    "multiprocessing",
    "select",
    "selectors",
    "signal",
    "datetime",
    "secrets",
    "uuid",
    "shutil",
    "tempfile",
    "urllib",
    "http",
    "ssl",
    "logging",
    "concurrent",
    "ctypes",
}
# Pure-enough modules that only named files may use: data files are read in one place,
# and the registry imports game modules by name.
ONLY_IN = {
    "pathlib": {"core/gamedata.py"},
    "io": set(),
    "importlib": {"core/registry.py"},
}


def imports_of(path: Path) -> set[str]:
    """Top-level module names imported by one source file."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def sources(package: str) -> list[Path]:
    return sorted((ROOT / package).rglob("*.py"))


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", sources("core"), ids=rel)
def test_core_imports_only_pure_standard_library(path: Path) -> None:
    allowed = set(sys.stdlib_module_names) - IMPURE | {"core"}
    if rel(path).startswith("core/bots/"):
        allowed |= {"random"}
    allowed -= {name for name, files in ONLY_IN.items() if rel(path) not in files}
    bad = imports_of(path) - allowed
    assert not bad, f"{rel(path)} imports {sorted(bad)}"


@pytest.mark.parametrize("path", sources("net"), ids=rel)
def test_net_never_imports_qt_or_client(path: Path) -> None:
    bad = imports_of(path) & {"PySide6", "client"}
    assert not bad, f"{rel(path)} imports {sorted(bad)}"


def test_the_checker_sees_imports() -> None:
    # Guard against a checker that passes because it finds nothing.
    names = imports_of(ROOT / "client" / "headless.py")
    assert {"core", "net", "random"} <= names


# net/ naming no game is tests/net/test_generic.py's.


def _in_own_view(path: str) -> bool:
    return path.startswith("client/gui/games/") and path.count("/") >= 4


def game_imports(source: str) -> list[str]:
    """The core.games modules a source imports (plain and from-imports)."""
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
    return sorted(n for n in names if n == "core.games" or n.startswith("core.games."))


@pytest.mark.parametrize("path", sources("client"), ids=rel)
def test_client_reaches_games_only_through_the_registries(path: Path) -> None:
    """Outside a game's own view package, the client imports no core.games module."""
    if not _in_own_view(rel(path)):
        bad = game_imports(path.read_text(encoding="utf-8"))
        assert not bad, f"{rel(path)} imports {bad}"


def test_the_client_checker_sees_game_imports() -> None:
    # Guard against a checker that passes because it finds nothing.
    source = "import core.games.x\nfrom core.games.eight_minute_empire import words\n"
    assert game_imports(source) == ["core.games.eight_minute_empire", "core.games.x"]
    assert game_imports("from core import registry\nimport core.gamesx\n") == []
    assert _in_own_view("client/gui/games/eight_minute_empire/board.py")
    assert not _in_own_view("client/gui/games/__init__.py")
