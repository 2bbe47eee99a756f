"""Running `tavolata host` / `tavolata join` as separate processes on loopback (tests only)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from client.localtable import HOSTING

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = "127.0.0.1"


def free_port() -> int:
    """A TCP port free on loopback right now."""
    with socket.socket() as s:
        s.bind((LOOPBACK, 0))
        port: int = s.getsockname()[1]
    return port


class Proc:
    """One tavolata process whose output is collected line by line as it comes."""

    def __init__(self, home: Path, *args: str) -> None:
        env = {**os.environ, "TAVOLATA_HOME": str(home), "PYTHONUNBUFFERED": "1"}
        self.args = args
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "client.cli", *args],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.lines: list[str] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, text: str, timeout: float = 60.0) -> None:
        """Wait until a line containing `text` was printed."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(text in line for line in self.lines):
                return
            if self.proc.poll() is not None and not self.reader.is_alive():
                break
            time.sleep(0.05)
        raise AssertionError(f"{text!r} never printed by {self.args}:\n" + self.output[-3000:])

    def hosting_port(self, timeout: float = 60.0) -> int:
        """Wait until the host says it is hosting; the port it listens on. A port chosen
        beforehand could be taken by another process before the host binds it (then it
        listens elsewhere), so joiners are sent where it says."""
        self.wait_for("* hosting ", timeout)
        said = next(m for line in self.lines if (m := HOSTING.match(line)))
        return int(said.group(1).rsplit(":", 1)[1])

    def finish(self, timeout: float = 120.0) -> int:
        """Wait for the process to exit; its exit code."""
        try:
            code = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise AssertionError(f"{self.args} did not finish:\n" + self.output[-3000:]) from None
        self.reader.join(timeout=5)
        return code

    def kill9(self) -> None:
        """SIGKILL, as a crash."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        self.reader.join(timeout=5)

    @property
    def output(self) -> str:
        """Everything printed so far."""
        return "\n".join(self.lines)

    @property
    def final(self) -> str | None:
        """The final hash, if the last line is `final <hex>`."""
        last = self.lines[-1] if self.lines else ""
        return last.split()[1] if last.startswith("final ") else None

    def stop(self) -> None:
        """Kill it if still running (test cleanup)."""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def host(home: Path, name: str, players: int, *extra: str) -> Proc:
    """A headless host on loopback."""
    return Proc(
        home,
        "host",
        "--headless",
        "--name",
        name,
        "--players",
        str(players),
        "--interface",
        LOOPBACK,
        "--player",
        "Host",
        *extra,
    )


def join(home: Path, player: str, *extra: str) -> Proc:
    """A headless joiner on loopback."""
    return Proc(home, "join", "--headless", "--interface", LOOPBACK, "--player", player, *extra)


def tavolata(*args: str, timeout: float = 180) -> subprocess.CompletedProcess[str]:
    """Run the `tavolata` command line to its end (the tests' games known to it too)."""
    return subprocess.run(
        [sys.executable, "-m", "client.cli", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=timeout,
        env={**os.environ, "TAVOLATA_PLUGINS": "tests.tinygame"},
    )  # fmt: skip


def verify(record: Path) -> subprocess.CompletedProcess[str]:
    """`tavolata replay RECORD --verify`."""
    return tavolata("replay", str(record), "--verify", timeout=120)
