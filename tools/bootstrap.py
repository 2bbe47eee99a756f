"""Create the project's virtual environment and install Tavolata into it (used by make).

Works on a fresh Debian with only python3 and make: Debian's python3 lacks ensurepip unless
python3-venv is installed, so when `venv` cannot provide pip we create the environment
without it and install pip from its wheel on PyPI (a wheel can run itself: pip.whl/pip).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _python(env: Path) -> Path:
    return env / ("Scripts" if sys.platform == "win32" else "bin") / "python"


def _has_pip(env: Path) -> bool:
    probe = subprocess.run([_python(env), "-m", "pip", "--version"], capture_output=True)
    return probe.returncode == 0


def _pip_from_pypi(env: Path) -> None:
    """Install pip into `env` from the newest pip wheel on PyPI."""
    print("python3-venv is missing: installing pip from PyPI into the environment")
    index = "https://pypi.org/pypi/pip/json"
    with urllib.request.urlopen(index, timeout=60) as resp:
        release = json.load(resp)
    wheel = next(u for u in release["urls"] if u["filename"].endswith(".whl"))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / wheel["filename"]
        # Mirrors may answer with URLs relative to the JSON document.
        urllib.request.urlretrieve(urllib.parse.urljoin(index, wheel["url"]), path)
        install = [_python(env), f"{path}/pip", "install", "--no-index", str(path)]
        subprocess.run(install, check=True)


def create(env: Path) -> None:
    """Make `env` a virtual environment with pip, then install the project with its tests."""
    if not _python(env).exists() or not _has_pip(env):
        try:
            venv.EnvBuilder(with_pip=True, clear=True).create(env)
        except (subprocess.CalledProcessError, OSError):
            venv.EnvBuilder(with_pip=False, clear=True).create(env)
        if not _has_pip(env):
            _pip_from_pypi(env)
    pip = [str(_python(env)), "-m", "pip", "--disable-pip-version-check"]
    subprocess.run([*pip, "install", "--quiet", "--upgrade", "pip"], check=True)
    subprocess.run([*pip, "install", "--quiet", "-e", f"{ROOT}[test]"], check=True)


if __name__ == "__main__":
    create(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / ".venv").resolve())
