"""The icon files packages need, drawn from resources/icons/tavolata.svg with Qt.

One drawing, every size: PNGs for the freedesktop hicolor theme (Linux), an .ico (Windows)
and an .icns (macOS) through Qt's own image-format plugins. Run offscreen: no display.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "tavolata.svg"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(out: Path) -> dict[int, Path]:
    """Write tavolata-<size>.png for every hicolor size, tavolata.ico and tavolata.icns."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    drawing = QSvgRenderer(str(SVG))
    if not drawing.isValid():
        raise SystemExit(f"cannot read the icon {SVG}")
    out.mkdir(parents=True, exist_ok=True)
    pngs: dict[int, Path] = {}
    images: dict[int, QImage] = {}
    for size in HICOLOR_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        drawing.render(painter)
        painter.end()
        pngs[size] = out / f"tavolata-{size}.png"
        if not image.save(str(pngs[size]), "PNG"):
            raise SystemExit(f"cannot write {pngs[size]}")
        images[size] = image
    # Windows shows the .ico at 256 px at most; macOS wants the large one in the .icns.
    for name, size, fmt in (("tavolata.ico", 256, "ICO"), ("tavolata.icns", 512, "ICNS")):
        if not images[size].save(str(out / name), fmt):  # plugin missing: not fatal on Linux
            print(f"note: Qt could not write {name} here ({fmt} image plugin missing)")
    return pngs


if __name__ == "__main__":
    for size, path in render(ROOT / "build" / "icons").items():
        print(size, path)
