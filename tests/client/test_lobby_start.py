"""Start-up holds its line: when the lobby is on screen, what it does not need is not loaded.

And the command line that opens the window is read without building an argparse parser.

`tavolata --smoke` runs in a fresh process, as a person starts it; at "lobby shown" it lists
sys.modules. The window start-up (benchmarks/client_start.py, issue 19) is the lobby beside a
bare PySide6 window: every module below is time people wait for that the lobby does not use.
The network (asyncio, zeroconf), the cryptography (the profile is read just after the window
shows), the rules cores, the table, game views, replay viewer and dialogs come when used.
"""

from __future__ import annotations

import argparse
import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from client import cli, cliargs
from net.identity import ProfileStore

ROOT = Path(__file__).resolve().parents[2]

# Runs the real command line, noting sys.modules when the lobby says it is shown.
PROBE = """
import sys
from client.gui import app
said = app._say
def say(what, started):
    if what == "lobby shown":
        print("modules", sorted(sys.modules), flush=True)
    if what == "signed in":
        print("icon null", app.QApplication.instance().windowIcon().isNull(), flush=True)
    said(what, started)
app._say = say
from client import cli
sys.exit(cli.main(["--interface", "127.0.0.1", "--smoke"]))
"""

DEFERRED_PACKAGES = ("zeroconf", "cryptography", "nacl", "msgpack", "asyncio", "core", "hypothesis")
DEFERRED_MODULES = (
    "concurrent.futures",
    "net.discovery",
    "net.identity",
    "net.protocol.lockstep",
    "client.netsession",
    "client.gui.bridge",
    "client.gui.controller",
    "client.gui.worker",
    "client.gui.table",
    "client.gui.gameview",
    "client.gui.games",  # the game views' registry, and every view under it
    "client.gui.gametexts",
    "client.gui.waitingroom",
    "client.gui.endscreen",
    "client.gui.records",  # the replay viewer
    "client.gui.inspector",
    "client.gui.hostdialog",
    "client.gui.resumelist",
    "client.gui.profile",
)


def lobby_modules(tmp_path: Path) -> list[str]:
    """sys.modules of `tavolata --smoke` at the moment its lobby is shown; checks the
    windows have their icon once the profile is in (it is set on the loop's first turn)."""
    ProfileStore(tmp_path).load_or_create("Ada", 1990)  # no first-run dialog
    (tmp_path / "settings.ini").write_text("[General]\nprofile=Ada\n", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TAVOLATA_HOME": str(tmp_path)}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    lines = [line for line in done.stdout.splitlines() if line.startswith("modules ")]
    assert lines, done.stdout
    modules: list[str] = ast.literal_eval(lines[0].removeprefix("modules "))
    assert "signed in after" in done.stdout  # the start went on as usual after the check
    assert "icon null False" in done.stdout  # the icon came with the profile
    return modules


def test_the_lobby_shows_before_anything_it_does_not_need_is_imported(tmp_path: Path) -> None:
    modules = lobby_modules(tmp_path)
    assert "client.gui.lobby" in modules and "client.gui.mainwindow" in modules
    early = [
        name
        for name in modules
        if name.split(".")[0] in DEFERRED_PACKAGES
        or any(name == m or name.startswith(m + ".") for m in DEFERRED_MODULES)
    ]
    assert early == []


WINDOW_LINES = [
    [],
    ["--smoke"],
    ["--interface", "127.0.0.1"],
    ["--interface=::1", "--smoke"],
    ["--interface", "10.0.0.1", "--interface", "127.0.0.1"],
    ["--interface="],
]


@pytest.mark.parametrize("words", WINDOW_LINES)
def test_the_window_starts_without_building_a_parser(
    monkeypatch: pytest.MonkeyPatch, words: list[str]
) -> None:
    whole = cliargs.parser(None).parse_args(words)
    opened: list[argparse.Namespace] = []
    monkeypatch.setattr(argparse, "ArgumentParser", lambda *_, **__: pytest.fail("a parser"))
    monkeypatch.setattr(cli, "_window", lambda args: opened.append(args) or 0)
    assert cli.main(words) == 0
    assert [vars(args) for args in opened] == [vars(whole)]  # what the whole parser would say


@pytest.mark.parametrize(
    "words",
    [["--interface"], ["--inter", "127.0.0.1"], ["-h"], ["--version"], ["play", "--headless"],
     ["--interface", "127.0.0.1", "replay", "game.tavolata"], ["--smoke", "--bogus"]],
)  # fmt: skip
def test_anything_else_goes_to_the_whole_parser(words: list[str]) -> None:
    assert cliargs.window_args(words) is None
