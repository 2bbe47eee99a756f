"""`tavolata play --headless`: a table of bot peers, each its own process, on one machine.

One `tavolata host` and N-1 `tavolata join --table NAME` processes find each other through
zeroconf on the chosen interface (loopback by default) and play over TCP. If zeroconf
finds nothing (multicast blocked on that interface), a joiner is started again with the
host's address. The host's game log is shown as it happens; at the end every peer's
final state hash is printed, and the exit code says whether they all agree.
"""

from __future__ import annotations

import argparse
import os
import re
import secrets
import subprocess
import sys
import tempfile
import threading
import time
from typing import IO

GAME_TIMEOUT = 600.0  # seconds for the whole table, generous for slow machines
# What `tavolata host` prints once it listens (client/netplay.py): the address to dial. A
# port picked beforehand may be taken before the host binds it, so joiners go where it says.
HOSTING = re.compile(r"^\* hosting .* at (\S+) as ")
NOT_FOUND = 3  # `tavolata join` found no table


class Peer:
    """One child process and everything it printed."""

    def __init__(
        self, command: list[str], env: dict[str, str], label: str | None, cwd: str | None = None
    ) -> None:
        self.label = label  # None: the host, whose output is shown as it comes
        self.lines: list[str] = []
        self.proc = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=cwd
        )
        assert self.proc.stdout is not None
        self.reader = threading.Thread(target=self._pump, args=(self.proc.stdout,), daemon=True)
        self.reader.start()

    def _pump(self, stream: IO[str]) -> None:
        for line in stream:
            line = line.rstrip("\n")
            self.lines.append(line)
            if self.label is None:
                print(line, flush=True)
            elif line.startswith(("!", "tavolata:")):
                print(f"[{self.label}] {line}", flush=True)

    def wait(self, deadline: float) -> int:
        """The exit code; the process is killed at the deadline."""
        try:
            code = self.proc.wait(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            self.proc.kill()  # our own child
            code = self.proc.wait()
        self.reader.join(timeout=5)
        return code

    @property
    def final(self) -> str | None:
        """The final hash from the last line, if there is one."""
        last = self.lines[-1] if self.lines else ""
        return last.split()[1] if last.startswith("final ") else None


def _tavolata() -> list[str]:
    """How to start `tavolata` again: this interpreter with the module, or, frozen by
    PyInstaller (the installed bundle), the bundle's own binary, which is sys.executable
    and takes no `-m`."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "client.cli"]


def _command(args: argparse.Namespace, *rest: str) -> list[str]:
    return [*_tavolata(), *rest, "--headless", "--interface", args.interface]


def host_address(host: Peer, deadline: float) -> str | None:
    """The address the host printed when it opened the table."""
    while time.monotonic() < deadline and host.proc.poll() is None:
        for line in host.lines:
            found = HOSTING.match(line)
            if found:
                return found.group(1)
        time.sleep(0.05)
    return None


def play(args: argparse.Namespace) -> int:
    """Run the table; 0 when every peer finished with the same final hash."""
    from client import tableopts
    from core import registry

    info = registry.info(args.game)
    try:
        tableopts.config(info, args, args.players)  # peers would refuse it one by one
        kinds = tableopts.bot_list(args.bots, args.players, args.bot_time)
    except (KeyError, ValueError) as exc:
        print(f"tavolata: {exc}", file=sys.stderr)
        return 2
    game = tableopts.flags(info, tableopts.options(info, args))
    table = f"Tavolata {secrets.token_hex(2)}"
    home = tempfile.mkdtemp(prefix="tavolata-play-")  # throwaway keys for the bot players
    env = {**os.environ, "TAVOLATA_HOME": home, "PYTHONUNBUFFERED": "1"}
    quiet = ["--quiet"] if args.quiet else []
    print(
        f"A table of {args.players} peers on {args.interface}, one process each, "
        "finding each other with zeroconf",
        flush=True,
    )
    started = time.monotonic()
    deadline = started + GAME_TIMEOUT
    host = Peer(
        _command(
            args,
            "host",
            "--name",
            table,
            "--players",
            str(args.players),
            *game,
            "--player",
            "Player 1",
            "--bot",
            kinds[0],
            *quiet,
        ),
        env,
        None,
    )
    address = host_address(host, started + 30)

    def joiner(i: int, *where: str) -> Peer:
        command = _command(
            args, "join", *where, "--player", f"Player {i + 1}", "--bot", kinds[i], "--quiet"
        )
        return Peer(command, env, f"Player {i + 1}")

    joiners = [joiner(i, "--table", table) for i in range(1, args.players)]
    codes = []
    for i, peer in enumerate(joiners, start=1):
        code = peer.wait(deadline)
        if code == NOT_FOUND and address:
            print(
                f"[Player {i + 1}] zeroconf found nothing on {args.interface} "
                f"(multicast blocked?): joining {address} directly",
                flush=True,
            )
            joiners[i - 1] = peer = joiner(i, "--address", address)
            code = peer.wait(deadline)
        codes.append(code)
    codes.insert(0, host.wait(deadline))
    return _summary([host, *joiners], codes, time.monotonic() - started)


def _summary(peers: list[Peer], codes: list[int], seconds: float) -> int:
    print(f"\nFinal state hash of every peer ({seconds:.1f} s):")
    for i, (peer, code) in enumerate(zip(peers, codes)):
        role = "host" if i == 0 else "join"
        print(f"  Player {i + 1} ({role}): {peer.final or f'no final hash (exit code {code})'}")
    finals = [peer.final for peer in peers]
    if None not in finals and len(set(finals)) == 1:
        print(f"All {len(finals)} peers agree.")
        return 0
    print("The peers do NOT agree (see the messages above).")
    return 1
