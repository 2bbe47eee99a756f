"""`tavolata play --headless`: a table of bot peers, each its own process, on one machine.

One `tavolata host` and N-1 `tavolata join --table NAME` processes find each other through
zeroconf on the chosen interface (loopback by default) and play over TCP. The host's game
log is shown as it happens; at the end every peer's final state hash is printed, and the
exit code says whether they all agree.
"""

from __future__ import annotations

import argparse
import os
import secrets
import subprocess
import sys
import tempfile
import threading
import time
from typing import IO

GAME_TIMEOUT = 600.0  # seconds for the whole table, generous for slow machines


def _pump(stream: IO[str], label: str | None, lines: list[str]) -> None:
    """Keep a process's output; echo the host's, and the others' warnings."""
    for line in stream:
        line = line.rstrip("\n")
        lines.append(line)
        if label is None:
            print(line, flush=True)
        elif line.startswith(("!", "tavolata:")):
            print(f"[{label}] {line}", flush=True)


def _command(args: argparse.Namespace, *rest: str) -> list[str]:
    return [sys.executable, "-m", "client.cli", *rest, "--headless", "--interface", args.interface]


def play(args: argparse.Namespace) -> int:
    """Run the table; 0 when every peer finished with the same final hash."""
    from client.cli import _bot_list, _config

    if _config(args) is None:
        return 2
    kinds = _bot_list(args.bots, args.players)
    table = f"Tavolata {secrets.token_hex(2)}"
    home = tempfile.mkdtemp(prefix="tavolata-play-")  # throwaway keys for the bot players
    env = {**os.environ, "TAVOLATA_HOME": home, "PYTHONUNBUFFERED": "1"}
    variants = [x for v in args.variant for x in ("--variant", v)]
    commands = [
        _command(
            args,
            "host",
            "--name",
            table,
            "--players",
            str(args.players),
            "--board",
            args.board,
            *variants,
            "--player",
            "Player 1",
            "--bot",
            kinds[0],
        )
        + (["--quiet"] if args.quiet else [])
    ]
    for i in range(1, args.players):
        commands.append(
            _command(
                args,
                "join",
                "--table",
                table,
                "--player",
                f"Player {i + 1}",
                "--bot",
                kinds[i],
                "--quiet",
            )
        )
    print(
        f"A table of {args.players} peers on {args.interface}: one process each, "
        "finding each other with zeroconf",
        flush=True,
    )
    started = time.monotonic()
    procs, outputs, readers = [], [], []
    for i, command in enumerate(commands):
        proc = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env
        )
        lines: list[str] = []
        label = None if i == 0 else f"Player {i + 1}"
        reader = threading.Thread(target=_pump, args=(proc.stdout, label, lines), daemon=True)
        reader.start()
        procs.append(proc)
        outputs.append(lines)
        readers.append(reader)
    codes = []
    for proc in procs:
        try:
            codes.append(proc.wait(timeout=max(1.0, GAME_TIMEOUT - (time.monotonic() - started))))
        except subprocess.TimeoutExpired:
            proc.kill()  # our own child process
            codes.append(proc.wait())
    for reader in readers:
        reader.join(timeout=5)
    return _summary(outputs, codes, time.monotonic() - started)


def _summary(outputs: list[list[str]], codes: list[int], seconds: float) -> int:
    print(f"\nFinal state hash of every peer ({seconds:.1f} s):")
    finals = []
    for i, (lines, code) in enumerate(zip(outputs, codes)):
        last = lines[-1] if lines else ""
        final = last.split()[1] if last.startswith("final ") else None
        finals.append(final)
        role = "host" if i == 0 else "join"
        print(f"  Player {i + 1} ({role}): {final or f'no final hash (exit code {code})'}")
    if None not in finals and len(set(finals)) == 1:
        print(f"All {len(finals)} peers agree.")
        return 0
    print("The peers do NOT agree (see the messages above).")
    return 1
