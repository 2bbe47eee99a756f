"""Build the client's one-folder bundle (PyInstaller) and its Debian package (dpkg-deb).

Run as `installer/build [--dist DIR]` from a checkout (it makes the venv first). Writes
DIR/tavolata/ (the bundle: run DIR/tavolata/tavolata) and DIR/tavolata_<version>_<arch>.deb;
DIR is dist/ unless given. Work files go to build/. docs/install.md describes the layout.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

from installer import debdeps, icons

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "installer" / "linux"
APP_ID = "org.tavolata.Tavolata"
PREFIX = "usr/lib/tavolata"  # the bundle, whole; /usr/bin/tavolata links to its binary
MAINTAINER = "Tavolata developers <tavolata@localhost>"
DESCRIPTION = """\
peer-to-peer board-game table for a local network
 Friends on the same network open Tavolata; one hosts a table, the others see it
 appear and sit down, and they play: no server, no internet connection. Every
 player runs the same deterministic rules; moves travel between the players'
 computers as signed messages.
 .
 The first game is Eight-Minute Empire (classic edition, 2-5 players), against
 friends, bots or both, in English or Italian."""


def version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def bundle(dist: Path) -> Path:
    """The PyInstaller one-folder bundle, dist/tavolata/."""
    work = ROOT / "build"
    icons.render(work / "icons")  # the spec reads the .ico/.icns from here (Windows, macOS)
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    command += ["--distpath", str(dist), "--workpath", str(work / "pyinstaller")]
    subprocess.run([*command, str(ROOT / "installer" / "tavolata.spec")], check=True)
    return dist / "tavolata"


def _install(src: Path, dest: Path, mode: int = 0o644) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dest)
    dest.chmod(mode)


def _normalize(tree: Path) -> None:
    """Modes Debian expects whatever the umask: dirs and executables 755, files 644."""
    for path in tree.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            path.chmod(0o755 if path.stat().st_mode & 0o111 else 0o644)


def deb_tree(app: Path, tree: Path) -> list[str]:
    """Lay out the package's files under `tree`; the Depends list."""
    if tree.exists():
        shutil.rmtree(tree)
    shutil.copytree(app, tree / PREFIX, symlinks=True)
    (tree / "usr/bin").mkdir(parents=True)
    # A relative link: the bootloader finds _internal/ from the resolved path of its binary.
    (tree / "usr/bin/tavolata").symlink_to("../lib/tavolata/tavolata")
    share = tree / "usr/share"
    _install(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    metainfo = LINUX / f"{APP_ID}.metainfo.xml"
    _install(metainfo, share / "metainfo" / metainfo.name)
    hicolor = share / "icons" / "hicolor"
    _install(icons.SVG, hicolor / "scalable" / "apps" / "tavolata.svg")
    for size, png in icons.render(ROOT / "build" / "icons").items():
        _install(png, hicolor / f"{size}x{size}" / "apps" / "tavolata.png")
    _install(LINUX / "copyright", share / "doc" / "tavolata" / "copyright")
    _normalize(tree)
    packages, _ = debdeps.depends(app)
    return packages


def control(tree: Path, depends: list[str]) -> str:
    """The DEBIAN/control text for the laid-out tree."""
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()
    size_kb = sum(p.lstat().st_size for p in tree.rglob("*") if not p.is_dir()) // 1024
    return (
        f"Package: tavolata\nVersion: {version()}\nArchitecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\nInstalled-Size: {size_kb}\nSection: games\n"
        f"Priority: optional\nDepends: {', '.join(depends)}\nDescription: {DESCRIPTION}\n"
    )


def deb(app: Path, dist: Path) -> Path:
    """Build dist/tavolata_<version>_<arch>.deb from the bundle."""
    tree = ROOT / "build" / "deb"
    depends = deb_tree(app, tree)
    (tree / "DEBIAN").mkdir()
    text = control(tree, depends)
    (tree / "DEBIAN" / "control").write_text(text, encoding="utf-8")
    arch = text.split("Architecture: ")[1].split("\n")[0]
    out = dist / f"tavolata_{version()}_{arch}.deb"
    # No maintainer scripts: dpkg's triggers from hicolor-icon-theme and desktop-file-utils
    # refresh the icon cache and the desktop database when these paths change.
    subprocess.run(
        ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(tree), str(out)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="installer/build", description=__doc__)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    parser.add_argument("--no-deb", action="store_true", help="only the bundle")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    started = time.monotonic()
    app = bundle(dist)
    print(f"bundle: {app}/tavolata ({time.monotonic() - started:.0f} s)", flush=True)
    if not args.no_deb:
        try:
            out = deb(app, dist)
        except debdeps.MissingLibrary as exc:
            print(f"installer/build: {exc}", file=sys.stderr)
            return 1
        print(f"package: {out} ({time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
