"""The Debian packages a bundle needs: what its ELF files link to outside the bundle.

The spec leaves the system's libraries (X11, xcb, fontconfig, GL, ...) out of the bundle,
so the .deb must depend on the packages that hold them. For every ELF file in the bundle:
its NEEDED sonames (objdump -p) that the bundle does not provide are resolved the way the
loader would (ldd, with the bundle's library folder first) and mapped to their package
(dpkg -S), as dpkg-shlibdeps would. glibc gets a version: the newest GLIBC_2.x symbol
version any file asks for.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterable
from functools import cache
from pathlib import Path

_LDD_LINE = re.compile(r"^\s*(\S+) => (not found|\S+)")
_LDD_LOADER = re.compile(r"^\s*(/\S+) \(0x")  # the dynamic loader: a path, no "=>"
_GLIBC = re.compile(rb"GLIBC_2\.(\d+)")


class MissingLibrary(RuntimeError):
    """A library the bundle needs that is neither in it nor installed here."""


def elf_files(root: Path) -> list[Path]:
    """Every regular ELF file under root (symlinks are the same files again)."""
    found = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def needed(path: Path) -> list[str]:
    """The sonames one ELF file names as NEEDED."""
    dump = subprocess.run(
        ["objdump", "-p", str(path)], capture_output=True, text=True, check=True
    ).stdout
    return re.findall(r"^\s+NEEDED\s+(\S+)", dump, re.MULTILINE)


def resolve(path: Path, lib_dir: Path) -> dict[str, str | None]:
    """soname -> path the loader picks for one file (None: not found), as the bundle's
    bootloader runs it: with the bundle's own library folder searched first."""
    env = {**os.environ, "LD_LIBRARY_PATH": str(lib_dir)}
    done = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
    found: dict[str, str | None] = {}
    for line in done.stdout.splitlines():
        match = _LDD_LINE.match(line)
        if match:
            found[match.group(1)] = None if match.group(2) == "not found" else match.group(2)
        elif loader := _LDD_LOADER.match(line):
            found[Path(loader.group(1)).name] = loader.group(1)
    return found


@cache  # dpkg -S reads the whole file list: ask once per library
def package_of(library: str) -> str:
    """The installed Debian package holding a library file (merged /usr aware)."""
    real = os.path.realpath(library)
    candidates = {library, real}
    for p in list(candidates):  # dpkg knows some files under /lib, others under /usr/lib
        if p.startswith("/usr/lib/"):
            candidates.add(p.removeprefix("/usr"))
        elif p.startswith("/lib/"):
            candidates.add("/usr" + p)
    for candidate in sorted(candidates):
        done = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if done.returncode == 0:
            # "libxcb1:amd64: /usr/lib/x86_64-linux-gnu/libxcb.so.1"
            return done.stdout.splitlines()[0].split(":")[0].strip()
    raise MissingLibrary(f"no installed package holds {library}")


def glibc_minimum(files: Iterable[Path]) -> int:
    """The highest x of GLIBC_2.x versioned symbols in the files."""
    return max((int(m) for f in files for m in _GLIBC.findall(f.read_bytes())), default=17)


def depends(bundle: Path) -> tuple[list[str], dict[str, set[str]]]:
    """The Depends list of a bundle and, for the record, which sonames brought each package.

    Raises MissingLibrary naming every library that is needed but not installed here:
    building the .deb on a machine without them cannot know their packages.
    """
    lib_dir = bundle / "_internal"
    elves = elf_files(bundle)
    provided = {p.name for p in bundle.rglob("*.so*")}
    why: dict[str, set[str]] = {}
    missing: dict[str, list[str]] = {}
    for elf in elves:
        outside = [soname for soname in needed(elf) if soname not in provided]
        if not outside:
            continue
        where = resolve(elf, lib_dir)
        for soname in outside:
            path = where.get(soname)
            if path is None:
                missing.setdefault(soname, []).append(str(elf.relative_to(bundle)))
                continue
            why.setdefault(package_of(path), set()).add(soname)
    if missing:
        lines = [f"  {soname} (needed by {users[0]})" for soname, users in sorted(missing.items())]
        raise MissingLibrary(
            "libraries the bundle needs are not installed on this machine, so their Debian "
            "packages are unknown; install them (see .ci/run) and build again:\n" + "\n".join(lines)
        )
    glibc = glibc_minimum(elves)
    names = sorted(why)
    return [f"{n} (>= 2.{glibc})" if n == "libc6" else n for n in names], why
