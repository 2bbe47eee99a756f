"""One smoke test in a real window: the client starts under Xvfb (X11, not offscreen) and
shows its lobby. CI installs xvfb (`.ci/run`); elsewhere the test is skipped unless
TAVOLATA_REQUIRE_XVFB is set, which makes a missing Xvfb a failure instead."""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from net.identity import ProfileStore
from tests.client.uiplayer import ROOT, screenshots

XVFB = shutil.which("Xvfb")


@contextlib.contextmanager
def xvfb_display() -> Iterator[int]:
    """A fresh Xvfb and its display number, which Xvfb itself chooses (-displayfd) and tells
    once it accepts connections: two started at once (parallel test workers) never take the
    same one."""
    assert XVFB is not None
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        [XVFB, "-displayfd", str(write), "-screen", "0", "1400x900x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as told:
            ready, _, _ = select.select([told], [], [], 20)
            assert ready, "Xvfb did not start within 20 s"
            line = told.readline()
        assert line.strip().isdigit(), f"Xvfb did not start (exit {xvfb.poll()})"
        yield int(line)
    finally:
        xvfb.terminate()
        xvfb.wait(timeout=10)


@pytest.mark.slow
def test_the_client_opens_its_lobby_in_a_real_x11_window(tmp_path: Path) -> None:
    if XVFB is None:
        if os.environ.get("TAVOLATA_REQUIRE_XVFB"):
            pytest.fail(
                "Xvfb is required here (apt-get install xvfb libxcb-icccm4 libxcb-keysyms1)"
            )
        pytest.skip("Xvfb is not installed (CI installs it)")
    with xvfb_display() as display:
        ProfileStore(tmp_path).load_or_create("Ada")
        (tmp_path / "settings.ini").write_text("[General]\nprofile=Ada\n", encoding="utf-8")
        shot = screenshots() / "xvfb-lobby.png"
        env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
        env |= {
            "DISPLAY": f":{display}",
            "QT_QPA_PLATFORM": "xcb",
            "TAVOLATA_HOME": str(tmp_path),
            "TAVOLATA_SMOKE_SHOT": str(shot),
        }
        done = subprocess.run(
            [sys.executable, "-m", "client.cli", "--interface", "127.0.0.1", "--smoke"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        assert "lobby shown after" in done.stdout
        assert "signed in after" in done.stdout  # the profile was read after the window showed
        assert shot.stat().st_size > 10_000  # a real picture of the lobby, not an empty grab
