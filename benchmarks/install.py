"""The installed game's figures: bundle size, .deb size, build time, installed start-up.

1. Build time of `installer/build` (bundle and .deb, from a warm venv; PyInstaller's work
   folder build/pyinstaller is reused if present, as on a developer's machine).
2. Bundle size (the one-folder bundle, files only) and .deb size.
3. Installed start-up (root only; the package is installed, measured, then purged):
   launch of /usr/bin/tavolata --smoke (offscreen) until its lobby is shown. "Cold": the
   bundle's files are first dropped from the page cache (posix_fadvise DONTNEED on each
   file: only our files, not the whole machine's cache), so they are read from disk as on
   the first start after boot; shared system libraries (libc, X11) may still be cached.
   "Warm": the median of the next runs.

Run: .venv/bin/python benchmarks/install.py [--no-build] [--runs N]
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
sys.path.insert(0, str(ROOT))
BUNDLE = Path("/usr/lib/tavolata")


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def _mb(n: int) -> str:
    return f"{n / 1e6:6.1f} MB"


def _evict(root: Path) -> None:
    """Drop the bundle's own files from the page cache (they were written by dpkg)."""
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            fd = os.open(path, os.O_RDONLY)
            try:
                os.fsync(fd)  # clean pages only can be dropped
                os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
            finally:
                os.close(fd)


def _lobby(env: dict[str, str], cwd: str) -> float:
    """Seconds from launch until the installed client printed that its lobby is shown."""
    start = time.monotonic()
    proc = subprocess.Popen(
        ["/usr/bin/tavolata", "--interface", "127.0.0.1", "--smoke"],
        env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )  # fmt: skip
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("lobby shown"):
            shown = time.monotonic() - start
            break
    else:
        raise SystemExit("the installed client never showed its lobby")
    proc.wait(timeout=60)
    return shown


def startup(deb: Path, runs: int) -> None:
    """Install the package, time cold and warm starts, purge it."""
    if os.geteuid() != 0:
        print("installed start-up: skipped (installing a .deb needs root)")
        return
    if subprocess.run(["dpkg", "-s", "tavolata"], capture_output=True).returncode == 0:
        print("installed start-up: skipped (a tavolata package is already installed)")
        return
    from net.identity import ProfileStore

    subprocess.run(["dpkg", "-i", str(deb)], check=True, capture_output=True)
    home = Path(tempfile.mkdtemp(prefix="tavolata-install-bench-"))
    try:
        ProfileStore(home).load_or_create("Bench")
        (home / "settings.ini").write_text("[General]\nprofile=Bench\n", encoding="utf-8")
        env = {
            "PATH": "/usr/bin:/bin",
            "HOME": str(home),
            "LANG": "C.UTF-8",
            "QT_QPA_PLATFORM": "offscreen",
            "TAVOLATA_HOME": str(home),
        }
        _evict(BUNDLE)
        cold = _lobby(env, str(home))
        warm = statistics.median(_lobby(env, str(home)) for _ in range(runs))
        print("installed start-up, launch to lobby shown (offscreen):")
        print(f"  cold (bundle not in page cache)   {cold * 1000:7.0f} ms")
        print(f"  warm (median of {runs})             {warm * 1000:7.0f} ms")
    finally:
        subprocess.run(["dpkg", "--purge", "tavolata"], check=True, capture_output=True)
        shutil.rmtree(home, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--no-build", action="store_true", help="measure dist/ as it is")
    parser.add_argument("--runs", type=int, default=5, help="warm starts (default 5)")
    args = parser.parse_args()
    dist = ROOT / "dist"
    if not args.no_build:
        started = time.monotonic()
        subprocess.run([str(ROOT / "installer" / "build")], cwd=ROOT, check=True)
        print(f"build time (bundle and .deb)        {time.monotonic() - started:7.1f} s")
    debs = sorted(dist.glob("tavolata_*.deb"))
    if not debs:
        raise SystemExit("no .deb in dist/: run installer/build")
    print(f"bundle size (dist/tavolata)       {_mb(_size(dist / 'tavolata'))}")
    print(f".deb size ({debs[-1].name}) {_mb(_size(debs[-1]))}")
    startup(debs[-1], args.runs)


if __name__ == "__main__":
    main()
