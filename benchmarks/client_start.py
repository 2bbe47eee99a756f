"""The windowed client's figures: start-up, memory at a 5-seat table, redraw after an action.

1. Launch to lobby shown: `tavolata --smoke` (prints when its lobby is on screen) beside a
   bare PySide6 window started the same way (a fresh `python -c` process that shows a
   QMainWindow and prints), each run N times in the same session, interleaved, offscreen.
   Target (issue 19): the client's median at most 1.2x the bare window's. Also printed:
   when the profile (read just after the window shows) is in, i.e. the lobby names you and
   lets you sit down. Twice: as installed, every module from its bytecode (pip, the .deb and
   the PyInstaller bundle all ship it; PySide6 and the standard library always have theirs),
   and from source, this checkout's modules compiled at every start (what a checkout sees
   under PYTHONDONTWRITEBYTECODE=1, set on some machines). The bytecode lives in a
   throwaway PYTHONPYCACHEPREFIX, written by one untimed run of each first.
2. Resident memory of a client at a 5-seat table (itself and four bots) in mid-game.
   Target: under 250 MB RSS.
3. The table view's redraw after an action (map pieces, row, players, panels), timed over
   every action of a game. Target: under 16 ms.

Run: .venv/bin/python benchmarks/client_start.py [--runs N] [--start-only] [--code DIR]
(`--code DIR`: start the client of another checkout, a before/after on one machine.)
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = """
import time; t0 = time.monotonic()
from PySide6.QtWidgets import QApplication, QMainWindow, QLabel
from PySide6.QtCore import QTimer
app = QApplication([]); w = QMainWindow(); w.setCentralWidget(QLabel("bare")); w.resize(1400, 900)
w.show()
def shown():
    print(f"shown {time.monotonic() - t0:.3f} s, cpu {time.process_time():.3f} s", flush=True)
    w.close()
QTimer.singleShot(0, shown); app.exec()
"""


def _timed(
    command: list[str], env: dict[str, str], marks: tuple[str, ...], code: Path = ROOT
) -> list[tuple[float, float]]:
    """(wall time from launch, the process's CPU time) when it printed each of `marks`."""
    start = time.monotonic()
    proc = subprocess.Popen(
        command, env=env, cwd=code, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert proc.stdout is not None
    times: list[tuple[float, float]] = []
    for line in proc.stdout:
        if line.startswith(marks[len(times)]):
            # An older client (--code) may not print its CPU time.
            cpu = float(line.rsplit("cpu ", 1)[1].split()[0]) if "cpu " in line else float("nan")
            times.append((time.monotonic() - start, cpu))
            if len(times) == len(marks):
                break
    else:
        raise SystemExit(f"{command} never printed {marks[len(times)]!r}")
    proc.wait(timeout=60)
    return times


def startup(runs: int, code: Path = ROOT) -> None:
    """Median launch-to-shown of the client's lobby (of the checkout `code`) and of a bare
    window, in both modes."""
    home = Path(tempfile.mkdtemp(prefix="tavolata-bench-"))
    from net.identity import ProfileStore

    ProfileStore(home).load_or_create("Bench")
    (home / "settings.ini").write_text("[General]\nprofile=Bench\n", encoding="utf-8")
    cache = Path(tempfile.mkdtemp(prefix="tavolata-pyc-"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TAVOLATA_HOME": str(home)}
    env["PYTHONPYCACHEPREFIX"] = str(cache)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    client = [sys.executable, "-m", "client.cli", "--interface", "127.0.0.1", "--smoke"]
    bare = [sys.executable, "-c", BARE]
    _timed(bare, env, ("shown",))  # untimed: writes the bytecode of everything either loads
    _timed(client, env, ("lobby shown", "signed in"), code)
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # from now on read only
    print(f"start-up, launch to window shown (median of {runs}, interleaved, offscreen):")
    if code != ROOT:
        print(f"  the client runs from {code}")
    _startup_figures("as installed (bytecode)", runs, bare, client, env, code)
    # The checkout's bytecode goes; the standard library's and the installed packages' stay
    # (a virtual environment inside the checkout included: pip compiles what it installs).
    for mine in (cache / code.relative_to(code.anchor)).iterdir():
        if mine.name != ".venv":
            shutil.rmtree(mine, ignore_errors=True)
    _startup_figures("from source (compiled at each start)", runs, bare, client, env, code)
    shutil.rmtree(cache, ignore_errors=True)
    shutil.rmtree(home, ignore_errors=True)


def _startup_figures(
    mode: str, runs: int, bare: list[str], client: list[str], env: dict[str, str], code: Path
) -> None:
    times: dict[str, list[tuple[float, float]]] = {"bare": [], "lobby": [], "signed": []}
    for _ in range(runs):  # interleaved, so both see the same machine load
        times["bare"] += _timed(bare, env, ("shown",))
        lobby, signed = _timed(client, env, ("lobby shown", "signed in"), code)
        times["lobby"].append(lobby)
        times["signed"].append(signed)
    wall = {k: statistics.median(t[0] for t in v) for k, v in times.items()}
    cpu = {k: statistics.median(t[1] for t in v) for k, v in times.items()}
    b, c, s = wall["bare"], wall["lobby"], wall["signed"]
    print(f"  {mode}:{'wall':>{49 - len(mode)}}        CPU (the process's own)")
    print(f"    bare PySide6 window  {b * 1000:7.0f} ms            {cpu['bare'] * 1000:7.0f} ms")
    print(
        f"    Tavolata lobby       {c * 1000:7.0f} ms  x{c / b:.2f}    "
        f"{cpu['lobby'] * 1000:7.0f} ms  x{cpu['lobby'] / cpu['bare']:.2f}   (target <= 1.2)"
    )
    print(
        f"    ... profile read     {s * 1000:7.0f} ms  x{s / b:.2f}    "
        f"{cpu['signed'] * 1000:7.0f} ms  x{cpu['signed'] / cpu['bare']:.2f}   (name, key shown)"
    )


def table_figures() -> None:
    """RSS at a 5-seat table mid-game, and the redraw time after each action."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TAVOLATA_HOME"] = tempfile.mkdtemp(prefix="tavolata-bench-")
    from PySide6.QtWidgets import QApplication

    from client.gui.mainwindow import MainWindow
    from client.netsession import TableSpec
    from net.identity import ProfileStore

    app = QApplication.instance() or QApplication([])
    me = ProfileStore().load_or_create("Bench")
    window = MainWindow(me, "127.0.0.1", None, bot_delay=0.0, discover=False)
    window.resize(1400, 900)
    window.show()
    config = {"players": 5, "edition": "classic", "board": "B", "variants": []}
    kinds = ["host", "bot", "bot", "bot", "bot"]
    c = window.host(TableSpec("bench", config, kinds, {i: "greedy" for i in range(1, 5)}))
    # The bench seat is played by a bot too: its plans are made by the same driver.
    c.session.driver.bot_of = lambda seat: "greedy"
    redraws: list[float] = []
    rss: list[int] = []

    def timed_redraw() -> None:
        table = window.table  # built when the game begins
        if table is None:
            return
        start = time.perf_counter()
        table.redraw()
        redraws.append(time.perf_counter() - start)
        if c.index > 80 and not rss:
            rss.append(_rss())  # mid-game

    c.changed.connect(timed_redraw)  # a redraw of its own after every applied action
    _wait(app, lambda: window.waiting.ready.isEnabled())
    c.ready()
    _wait(app, lambda: c.over, timeout=300)
    rss_mid = rss[0] if rss else 0
    window.close()
    redraws.sort()
    print(f"5-seat table (1 client, 4 bots + this seat by a bot), {c.index} actions:")
    print(f"  RSS mid-game         {rss_mid / 2**20:7.0f} MB    (target < 250 MB)")
    print(
        f"  redraw after action  median {statistics.median(redraws) * 1000:.1f} ms, "
        f"p95 {redraws[int(len(redraws) * 0.95)] * 1000:.1f} ms, "
        f"max {redraws[-1] * 1000:.1f} ms over {len(redraws)} redraws (target < 16 ms)"
    )


def _wait(app: object, until: object, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not until():  # type: ignore[operator]
        app.processEvents()  # type: ignore[attr-defined]
        if time.monotonic() > deadline:
            raise SystemExit("the table did not get ready")
        time.sleep(0.005)


def _rss() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def main() -> None:
    """Print every figure."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="start-up runs of each kind")
    parser.add_argument(
        "--start-only", action="store_true", help="the start-up figures only, not the 5-seat game"
    )
    parser.add_argument(
        "--code", type=Path, default=ROOT, help="the checkout whose client starts (before/after)"
    )
    args = parser.parse_args()
    startup(args.runs, args.code.resolve())
    if not args.start_only:
        table_figures()


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
