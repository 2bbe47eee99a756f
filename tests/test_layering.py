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


# Issue 31: net/'s protocol is its own package, net/protocol/, pure as core/ is: no clock, no
# socket, no file, no thread, no randomness (the peer is given the time, and the I/O side
# draws the profile's key and the table's id it derives its secrets from); it returns
# effects. Beside it in net/, the I/O that carries them out, which the protocol never imports.
NET_IO = {
    "net/runner.py", "net/mdns.py", "net/discovery.py", "net/tablecheck.py",
    "net/identity.py", "net/home.py", "net/record.py", "net/recordfile.py",
}  # fmt: skip


def net_impure(path: Path) -> set[str]:
    """The impure modules a module of net/ imports."""
    return imports_of(path) & (IMPURE | {"pathlib", "io", "zeroconf"})


def net_io_imported(path: Path) -> set[str]:
    """The modules of net/ outside its protocol package that a source imports."""
    beside = {module_of(p) for p in sources("net") if not rel(p).startswith("net/protocol/")}
    return project_imports(path, beside - {"net"})


@pytest.mark.parametrize("path", sources("net/protocol"), ids=rel)
def test_i31_the_protocol_package_does_no_io(path: Path) -> None:
    bad = net_impure(path)
    assert not bad, f"{rel(path)} imports {sorted(bad)}: I/O belongs beside net/protocol/"


@pytest.mark.parametrize("path", sources("net/protocol"), ids=rel)
def test_i31_the_protocol_imports_none_of_nets_io(path: Path) -> None:
    bad = net_io_imported(path)
    assert not bad, f"{rel(path)} imports {sorted(bad)}: the protocol is given what I/O makes"


def test_i31_beside_the_protocol_only_io() -> None:
    """Every module of net/ outside the package is listed as I/O and does I/O: no pure
    module escapes the package's checks by sitting beside it."""
    beside = {rel(p) for p in (ROOT / "net").glob("*.py")} - {"net/__init__.py"}
    assert beside == NET_IO
    pure = sorted(name for name in NET_IO if not net_impure(ROOT / name))
    assert not pure, f"{pure} do no I/O: they belong in net/protocol/"


def test_i31_the_protocol_checkers_see_io_and_imports_of_it(tmp_path: Path) -> None:
    # Guard against checkers that pass because they find nothing.
    assert len(sources("net/protocol")) > 30
    assert {"asyncio", "pathlib"} <= net_impure(ROOT / "net" / "runner.py")
    source = tmp_path / "protocol_module.py"
    source.write_text(
        "from net import runner, kinds\nimport net.identity\nfrom net.record import load\n"
        "from net.protocol import wire\nfrom net.protocol.peer import Peer\n"
    )
    assert net_io_imported(source) == {"net.runner", "net.identity", "net.record"}


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


# Issue 31: a game and its view declare their optional hooks (core.api.Capabilities, the view
# package's ViewCapabilities), read only by the two registries. Nothing else probes them.
REGISTRIES = {"core/registry.py", "client/gui/games/__init__.py"}
PROBED = ("game", "view", "module", "package", "evaluator", "rules", "messages", "table")
HOOKS = {
    "CAPABILITIES", "EVALUATOR", "ROLLOUT", "FORFEIT", "CONFIRMED", "TURNS_COUNTED_AT_END",
    "reveal_requests", "uses_secrets", "run_end", "fixed_choice", "seat_look", "secret_notes",
}  # fmt: skip


def probes(source: str) -> list[str]:
    """The getattr/hasattr calls of a source that read a game or a view: on an object whose
    expression names one, or for a hook's name. A `__getattr__` that hands every name on
    to what it wraps (the lab's game, a view seen with another observation) probes nothing."""
    found: list[str] = []

    def visit(node: ast.AST, delegating: bool) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            delegating = node.name == "__getattr__"
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr")
            and node.args
            and not delegating
        ):
            target = ast.unparse(node.args[0]).lower()
            name = node.args[1] if len(node.args) > 1 else None
            hook = isinstance(name, ast.Constant) and name.value in HOOKS
            if hook or any(word in target for word in PROBED):
                found.append(ast.unparse(node))
        for child in ast.iter_child_nodes(node):
            visit(child, delegating)

    visit(ast.parse(source), False)
    return found


@pytest.mark.parametrize(
    "path", [p for pkg in ("core", "net", "client") for p in sources(pkg)], ids=rel
)
def test_r31_no_game_or_view_is_probed_outside_the_registries(path: Path) -> None:
    if rel(path) not in REGISTRIES:
        bad = probes(path.read_text(encoding="utf-8"))
        assert not bad, f"{rel(path)} probes a game or a view: {bad}"


def test_r31_the_probe_checker_sees_probes() -> None:
    # Guard against a checker that passes because it finds nothing.
    source = (
        "getattr(game, 'EVALUATOR', None)\nhasattr(package(key), 'names')\n"
        "getattr(self.evaluator, 'fixed_choice', None)\ngetattr(x, 'seat_look')\n"
        "getattr(args, 'seed')\ngetattr(self, 'names', [])\n"
        "class W:\n    def __getattr__(self, name):\n        return getattr(self._game, name)\n"
    )
    assert probes(source) == [
        "getattr(game, 'EVALUATOR', None)",
        "hasattr(package(key), 'names')",
        "getattr(self.evaluator, 'fixed_choice', None)",
        "getattr(x, 'seat_look')",
    ]


# Issue 31: no import circle in net/ or client/ (every import counts: top-level, in a
# function, under TYPE_CHECKING), and net/ and client/netplay.py know nothing of the lab,
# which plugs into a peer from its own entry point (client/lab/arm.py). A module that needs
# what imports it declares what it uses of it (a typing Protocol) or is given it.


def module_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def project_imports(path: Path, modules: set[str]) -> set[str]:
    """The project's modules a source imports anywhere in it (a package's __init__ only when
    named alone: `from client.lab import arm` is client.lab.arm)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name in modules}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            for alias in node.names:
                full = f"{node.module}.{alias.name}"
                found.add(full if full in modules else node.module)
    return found & modules


def import_circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected parts of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[frozenset[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                part = set()
                while True:
                    top = stack.pop()
                    part.add(top)
                    if top == node:
                        break
                if len(part) > 1:
                    circles.append(frozenset(part))
    return circles


def project_graph() -> dict[str, set[str]]:
    paths = {module_of(p): p for pkg in ("net", "client") for p in sources(pkg)}
    modules = set(paths)
    packages = {m for m, p in paths.items() if p.name == "__init__.py"}
    return {m: project_imports(p, modules) - packages - {m} for m, p in paths.items()}


def test_i31_no_module_of_net_or_client_is_in_an_import_circle() -> None:
    circles = import_circles(project_graph())
    assert not circles, sorted(sorted(c) for c in circles)


def test_i31_net_and_netplay_import_nothing_of_the_lab() -> None:
    graph = project_graph()
    for module in [m for m in graph if m.startswith("net.")] + ["client.netplay"]:
        lab = sorted(m for m in graph[module] if m.startswith("client.lab"))
        assert not lab, f"{module} imports {lab}"


def test_i31_the_circle_checker_sees_circles() -> None:
    # Guard against a checker that passes because it finds nothing.
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e2"}, "e2": set()}
    assert import_circles(graph) == [frozenset({"a", "b", "c"})]
    assert project_imports(ROOT / "client" / "lab" / "arm.py", set(project_graph())) >= {
        "client.netplay", "client.lab.inject"
    }  # fmt: skip
