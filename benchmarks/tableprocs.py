"""A table of `tavolata` processes on loopback for the benchmarks: the host first, then the
joiners, sent to the address the host says it listens on.

The host picks its own free port (no `--port`): a port picked here beforehand could be taken
by another process before the host binds it, and the joiners would dial a stranger.
"""

from __future__ import annotations

import subprocess
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

from client.localtable import Peer, host_address

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
    (`timeout` seconds each). Exits with `failed` when a peer fails. The host's errors are
    printed (client/localtable.py's Peer), the rest of its output read and dropped."""
    hosting = Peer(list(host), dict(env), "host", str(cwd))
    address = host_address(hosting, time.monotonic() + HOSTING_TIMEOUT)
    if address is None:
        hosting.proc.kill()
        hosting.proc.wait()
        raise SystemExit("the host never said where it listens; run the table by hand")
    procs = [hosting.proc]
    for join in joins:
        command = [*join, "--address", address]
        procs.append(subprocess.Popen(command, cwd=cwd, env=dict(env), stdout=subprocess.DEVNULL))
    for proc in procs:
        if proc.wait(timeout=timeout) != 0:
            raise SystemExit(failed)
