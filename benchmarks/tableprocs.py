"""A table of `tavolata` processes on loopback for the benchmarks: the host first, then the
joiners, sent to the address the host says it listens on.

The host picks its own free port (no `--port`): a port picked here beforehand could be taken
by another process before the host binds it, and the joiners would dial a stranger.
"""

from __future__ import annotations

import queue
import subprocess
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

from client.localtable import HOSTING

HOSTING_TIMEOUT = 60.0  # seconds for the host to open its table


def play_table(
    host: Sequence[str],
    joins: Sequence[Sequence[str]],
    env: Mapping[str, str],
    cwd: Path,
    timeout: float,
    failed: str = "a peer failed; run the table by hand to see why",
) -> None:
    """Run `host`, then each of `joins` with `--address` the host's; wait for them all
    (`timeout` seconds each). Exits with `failed` when a peer fails."""
    hosting = subprocess.Popen(
        list(host), cwd=cwd, env=dict(env), stdout=subprocess.PIPE, text=True
    )
    address = _address(hosting)
    if address is None:
        hosting.kill()
        hosting.wait()
        raise SystemExit("the host never said where it listens; run the table by hand")
    procs = [hosting]
    for join in joins:
        command = [*join, "--address", address]
        procs.append(subprocess.Popen(command, cwd=cwd, env=dict(env), stdout=subprocess.DEVNULL))
    for proc in procs:
        if proc.wait(timeout=timeout) != 0:
            raise SystemExit(failed)


def _address(host: subprocess.Popen[str]) -> str | None:
    """The address from the host's hosting line (None: not said in time, or it exited);
    the rest of its output is read on and dropped, so that it never blocks on a full pipe."""
    lines: queue.Queue[str | None] = queue.Queue()

    def pump() -> None:
        assert host.stdout is not None
        said = False
        for line in host.stdout:
            if not said:
                lines.put(line)
                said = HOSTING.match(line) is not None
        lines.put(None)  # the host exited

    threading.Thread(target=pump, daemon=True).start()
    deadline = time.monotonic() + HOSTING_TIMEOUT
    while True:
        try:
            line = lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return None
        if line is None:
            return None
        found = HOSTING.match(line)
        if found:
            return found.group(1)
