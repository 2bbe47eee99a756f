"""`make play`/`make test` install the project editable: quietly, and importable as a plain path."""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_editable_install_raises_no_build_warning_and_imports(tmp_path: Path) -> None:
    env = tmp_path / "env"
    venv.EnvBuilder(with_pip=False).create(env)
    python = env / "bin" / "python"
    install = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "--python",
            str(python),
            "install",
            "--no-deps",
            "--disable-pip-version-check",
            "-v",
            "-e",
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert install.returncode == 0, install.stderr[-2000:]
    output = install.stdout + install.stderr
    # setuptools' import-hook finder prints an alarming "!!" box on every install.
    assert "BuildBackendWarning" not in output and "Editable installation" not in output
    found = subprocess.run(
        [str(python), "-c", "import client.cli, core, net; print(client.cli.__file__)"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=60,
    )
    assert found.returncode == 0, found.stderr
    assert Path(found.stdout.strip()).is_relative_to(ROOT)
