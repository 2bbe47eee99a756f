"""The installer's pieces that need no build: the frozen re-invocation, the icon drawing,
the desktop entry, metainfo and package version agreeing, the dependency finder."""

from __future__ import annotations

import os
import shutil
import sys
import tomllib
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from client import localtable
from client.gui import app
from installer import debdeps, icons

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "installer" / "linux"


def test_peers_are_started_through_the_frozen_binary_itself(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert localtable._tavolata() == [sys.executable, "-m", "client.cli"]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/usr/lib/tavolata/tavolata")
    assert localtable._tavolata() == ["/usr/lib/tavolata/tavolata"]  # no `-m`: not a Python


def test_desktop_entry_metainfo_and_window_agree_on_names_and_version() -> None:
    entry = ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(LINUX / f"{app.DESKTOP_ID}.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Exec"] == "tavolata"  # the command the package puts on the PATH
    assert section["Icon"] == "tavolata"  # the hicolor name the package installs
    component = ET.parse(LINUX / f"{app.DESKTOP_ID}.metainfo.xml").getroot()
    assert component.findtext("id") == app.DESKTOP_ID
    assert component.findtext("launchable") == f"{app.DESKTOP_ID}.desktop"
    with (ROOT / "pyproject.toml").open("rb") as f:
        version = tomllib.load(f)["project"]["version"]
    newest = component.find("releases/release")
    assert newest is not None and newest.get("version") == version


def test_the_icon_is_drawn_at_every_size_packages_need(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    pngs = icons.render(tmp_path)
    assert sorted(pngs) == sorted(icons.HICOLOR_SIZES)
    for size, path in pngs.items():
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255  # the table, drawn
        assert image.pixelColor(0, 0).alpha() == 0  # the corners stay transparent
    assert app.ICON == icons.SVG and app.ICON.is_file()


@pytest.mark.skipif(
    not all(shutil.which(t) for t in ("dpkg", "objdump", "ldd")), reason="Debian tools missing"
)
def test_dependencies_are_the_packages_of_libraries_the_bundle_lacks(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    shutil.copy("/bin/ls", bundle / "prog")  # a Debian binary: libc6, libselinux1
    depends, why = debdeps.depends(bundle)
    assert "libc.so.6" in why["libc6"]
    assert any(d.startswith("libc6 (>= 2.") for d in depends)
    assert "libselinux.so.1" in why["libselinux1"]
    # What the bundle brings itself is no dependency.
    shutil.copy(
        debdeps.resolve(bundle / "prog", bundle)["libselinux.so.1"] or "", bundle / "_internal"
    )
    _, why = debdeps.depends(bundle)
    assert "libselinux1" not in why
