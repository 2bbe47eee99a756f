"""The installed game, as people get it: `installer/build` makes the bundle and the .deb,
dpkg installs it, and the installed `tavolata` answers, opens its lobby (offscreen, and in a
real X11 window when Xvfb is there) and plays a networked bot game on loopback; then the
package is purged and must leave nothing behind.

Needs root, dpkg, binutils, desktop-file-utils and appstream (`.ci/run` installs them and
sets TAVOLATA_REQUIRE_DEB=1, which turns a missing prerequisite into a failure); skipped
elsewhere. A machine that already has a `tavolata` package is left alone.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from net.identity import ProfileStore

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "org.tavolata.Tavolata"
BUNDLE = Path("/usr/lib/tavolata")
TOOLS = ("dpkg", "dpkg-deb", "objdump", "ldd", "desktop-file-validate", "appstreamcli")
# The Qt xcb platform plugin's own libraries: Qt's error message names none of them.
XCB_PACKAGES = {
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-keysyms1",
    "libxkbcommon-x11-0",
    "libegl1",
    "libfontconfig1",
    "libx11-xcb1",
}

pytestmark = pytest.mark.slow


def _prerequisites() -> str | None:
    """Why this machine cannot run the test, or None."""
    if not sys.platform.startswith("linux"):
        return "Debian packages are built on Linux only"
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        return (
            f"missing {', '.join(missing)} (apt-get install binutils desktop-file-utils appstream)"
        )
    if os.geteuid() != 0:
        return "installing a .deb needs root (CI runs as root)"
    status = subprocess.run(["dpkg", "-s", "tavolata"], capture_output=True, text=True)
    if status.returncode == 0:
        return "a tavolata package is already installed here: the test will not replace it"
    return None


@pytest.fixture(scope="module")
def deb(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The .deb, built by the documented command."""
    why = _prerequisites()
    if why is not None:
        if os.environ.get("TAVOLATA_REQUIRE_DEB"):
            pytest.fail(f"the .deb test cannot run: {why}")
        pytest.skip(why)
    dist = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [str(ROOT / "installer" / "build"), "--dist", str(dist)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (package,) = dist.glob("tavolata_*.deb")
    assert (dist / "tavolata" / "tavolata").is_file()  # the one-folder bundle beside it
    return package


def _field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "--field", str(deb), name], capture_output=True, text=True, check=True
    ).stdout.strip()


def test_the_package_declares_the_qt_platform_libraries(deb: Path) -> None:
    assert _field(deb, "Package") == "tavolata"
    depends = {d.split()[0] for d in _field(deb, "Depends").split(", ")}
    assert depends >= XCB_PACKAGES
    assert "libc6" in depends


def test_the_desktop_entry_and_metainfo_validate(deb: Path, tmp_path: Path) -> None:
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tmp_path)], check=True)
    share = tmp_path / "usr" / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    done = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    complaints = [line for line in done.stdout.splitlines() if "hint:" not in line]
    assert done.returncode == 0 and not complaints, done.stdout + done.stderr
    metainfo = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(metainfo)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "tavolata.svg").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / "tavolata.png").is_file()
    # Every resource is in the bundle, where the code looks for it (resources/ beside core/).
    data = tmp_path / "usr" / "lib" / "tavolata" / "_internal" / "resources"
    for name in (
        "eight_minute_empire/classic.json",
        "eight_minute_empire/maps/A.json",
        "eight_minute_empire/maps/B.json",
        "translations/tavolata_it.qm",
        "icons/tavolata.svg",
    ):
        assert (data / name).is_file(), name


@pytest.fixture
def installed(deb: Path) -> Iterator[list[str]]:
    """The package installed with dpkg; purged afterwards. Yields the files it installed."""
    done = subprocess.run(["dpkg", "-i", str(deb)], capture_output=True, text=True)
    try:
        assert done.returncode == 0, done.stdout + done.stderr
        listed = subprocess.run(["dpkg", "-L", "tavolata"], capture_output=True, text=True)
        yield [line for line in listed.stdout.splitlines() if line.startswith("/")]
    finally:
        subprocess.run(["dpkg", "--purge", "tavolata"], capture_output=True, check=False)


def _user_env(home: Path, **extra: str) -> dict[str, str]:
    """A person's environment: no venv, no source tree, no PYTHONPATH."""
    return {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8", **extra}


def _profile(home: Path) -> Path:
    tavolata_home = home / "tavolata"
    ProfileStore(tavolata_home).load_or_create("Ada")
    (tavolata_home / "settings.ini").write_text("[General]\nprofile=Ada\n", encoding="utf-8")
    return tavolata_home


def _smoke(env: dict[str, str], cwd: Path) -> None:
    done = subprocess.run(
        ["tavolata", "--interface", "127.0.0.1", "--smoke"],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "lobby shown after" in done.stdout
    assert "signed in after" in done.stdout


def _xvfb_smoke(env: dict[str, str], cwd: Path) -> None:
    """The xcb platform plugin for real: proves its libraries are all installed."""
    from tests.client.test_xvfb_smoke import xvfb_display

    with xvfb_display() as display:
        _smoke({**env, "DISPLAY": f":{display}", "QT_QPA_PLATFORM": "xcb"}, cwd)


def test_the_installed_game_runs_and_uninstalls_cleanly(
    installed: list[str], tmp_path: Path
) -> None:
    assert shutil.which("tavolata", path="/usr/bin:/bin") == "/usr/bin/tavolata"
    env = _user_env(tmp_path)
    version = subprocess.run(
        ["tavolata", "--version"], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert version.returncode == 0, version.stderr
    assert version.stdout.strip() == f"tavolata {_field_installed('Version')}"

    play_env = {**env, "TAVOLATA_HOME": str(_profile(tmp_path))}
    _smoke({**play_env, "QT_QPA_PLATFORM": "offscreen"}, tmp_path)
    if shutil.which("Xvfb"):
        _xvfb_smoke(play_env, tmp_path)

    # The peers are the installed binary again (sys.executable, frozen), on loopback.
    game = subprocess.run(
        ["tavolata", "play", "--headless", "--players", "3", "--interface", "127.0.0.1", "--quiet"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert game.returncode == 0, game.stdout + game.stderr
    assert "All 3 peers agree." in game.stdout
    assert game.stdout.count("(join): ") == 2

    # Running it wrote nothing into the installed tree (dpkg would leave such files behind).
    assert set(_tree(BUNDLE)) <= set(installed)
    subprocess.run(["dpkg", "--purge", "tavolata"], capture_output=True, check=True)
    assert subprocess.run(["dpkg", "-s", "tavolata"], capture_output=True).returncode != 0
    left = [p for p in installed if os.path.lexists(p) and not os.path.isdir(p)]
    assert not left, left
    assert not BUNDLE.exists()
    assert not Path("/usr/share/doc/tavolata").exists()


def _field_installed(name: str) -> str:
    return subprocess.run(
        ["dpkg-query", "-W", f"-f=${{{name}}}", "tavolata"], capture_output=True, text=True
    ).stdout


def _tree(root: Path) -> list[str]:
    return [str(root), *(str(p) for p in root.rglob("*"))]
