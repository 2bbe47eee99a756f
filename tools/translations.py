"""Extract the window's texts into Qt translation files and compile them; or check them.

pyside6-lupdate does not follow the modules' `def tr(text): return
QCoreApplication.translate("Ctx", text)` wrappers: it files their calls under an empty
context, so Qt would never find those translations. This script reads client/gui/*.py with
`ast` instead and collects
  - `tr("...")` calls to a module-level wrapper (its context is the one inside it),
  - direct `QCoreApplication.translate("Ctx", "...")` calls,
  - `QT_TRANSLATE_NOOP("Ctx", "...")` marks,
then updates resources/translations/tavolata_<lang>.ts (Qt Linguist XML: existing
translations are kept, texts no longer in the code are marked "vanished", or dropped when
they were never translated or with --drop-vanished) and compiles the .qm with
pyside6-lrelease.

    python tools/translations.py            # update the .ts files, compile the .qm files
    python tools/translations.py --check    # exit 1 if anything is missing or stale

--check fails when a text of the code is missing from a .ts, a .ts keeps a text the code no
longer has, a translation is empty or unfinished, a translation's `{placeholders}` or its
leading/trailing spaces differ from its source's, or a .qm differs from what lrelease makes
of its .ts now.
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import string
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "client" / "gui"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = {"it": "it_IT"}  # file code -> the TS language attribute
APPLICATIONS = {"QCoreApplication", "QGuiApplication", "QApplication"}

Key = tuple[str, str, str]  # context, source, disambiguation comment


@dataclass
class Message:
    """One translatable text: where the code uses it and, in a .ts, its translation."""

    context: str
    source: str
    comment: str = ""
    locations: list[tuple[str, int]] = field(default_factory=list)  # (relative path, line)
    translation: str = ""
    kind: str = "unfinished"  # "" (finished), "unfinished", "vanished" or "obsolete"
    translator_comment: str = ""

    @property
    def key(self) -> Key:
        """The identity Qt looks texts up by."""
        return (self.context, self.source, self.comment)


# -- extraction ---------------------------------------------------------------------------


def _text(node: ast.expr) -> str | None:
    """The value of a string literal (implicit concatenations are one literal), else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _callee(call: ast.Call) -> str:
    """`f` for f(...), `a.b` for a.b(...), else ""."""
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return f"{func.value.id}.{func.attr}"
    return ""


def _is_translate(call: ast.Call) -> bool:
    """Whether `call` is QCoreApplication.translate(...) (or Q[Gui]Application's)."""
    receiver, _, name = _callee(call).rpartition(".")
    return name == "translate" and receiver in APPLICATIONS


def _formatted(node: ast.expr) -> bool:
    """Whether `node` builds a text at run time (f-string, %, +, .format): not translatable."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _text(node.left) is not None or _text(node.right) is not None
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "format"
        and _text(node.func.value) is not None
    )


def _wrappers(tree: ast.Module) -> dict[str, str]:
    """Module-level functions that return translate("Ctx", <their first parameter>)."""
    found = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or not node.args.args:
            continue
        param = node.args.args[0].arg
        for call in ast.walk(node):
            if (
                isinstance(call, ast.Call)
                and _is_translate(call)
                and len(call.args) >= 2
                and _text(call.args[0]) is not None
                and isinstance(call.args[1], ast.Name)
                and call.args[1].id == param
            ):
                found[node.name] = _text(call.args[0]) or ""
    return found


def extract_file(path: Path, base: Path) -> tuple[list[Message], list[str]]:
    """The texts of one module (one Message per call) and warnings about untranslatable
    calls; locations are relative to `base`."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    wrappers = _wrappers(tree)
    where = os.path.relpath(path, base).replace(os.sep, "/")
    found: list[tuple[int, int, Message]] = []
    warnings: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _callee(node)
        args = node.args
        context: str | None = None
        source = comment = None
        if name in wrappers and args:
            context, source = wrappers[name], _text(args[0])
            first = args[0]
        elif (_is_translate(node) or name.endswith("QT_TRANSLATE_NOOP3")) and len(args) >= 2:
            context, source, first = _text(args[0]), _text(args[1]), args[1]
            comment = _text(args[2]) if len(args) >= 3 else None
        elif name.endswith("QT_TRANSLATE_NOOP") and len(args) >= 2:
            context, source, first = _text(args[0]), _text(args[1]), args[1]
        else:
            continue
        if context is not None and source is not None:
            message = Message(context, source, comment or "", [(where, node.lineno)])
            found.append((node.lineno, node.col_offset, message))
        elif _formatted(first):
            warnings.append(f"{where}:{node.lineno}: a formatted text cannot be translated")
    found.sort(key=lambda item: item[:2])  # in reading order: ast.walk is breadth-first
    return [message for _, _, message in found], warnings


def extract(paths: Iterable[Path], base: Path) -> tuple[dict[Key, Message], list[str]]:
    """Every text of `paths`, in order of first use, with all of its locations."""
    messages: dict[Key, Message] = {}
    warnings: list[str] = []
    for path in sorted(paths):
        found, warned = extract_file(path, base)
        warnings += warned
        for message in found:
            known = messages.setdefault(message.key, message)
            if known is not message:
                known.locations += message.locations
    return messages, warnings


# -- the .ts file -------------------------------------------------------------------------


def load_ts(path: Path) -> dict[Key, Message]:
    """The messages of a .ts file, in file order ({} if there is none)."""
    if not path.exists():
        return {}
    messages: dict[Key, Message] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for node in context.iter("message"):
            translation = node.find("translation")
            message = Message(
                name,
                node.findtext("source") or "",
                node.findtext("comment") or "",
                [
                    (loc.get("filename", ""), int(loc.get("line", "0") or 0))
                    for loc in node.iter("location")
                ],
                "" if translation is None else (translation.text or ""),
                "unfinished" if translation is None else translation.get("type", ""),
                node.findtext("translatorcomment") or "",
            )
            messages[message.key] = message
    return messages


def _escape(text: str) -> str:
    """XML text as lupdate writes it."""
    for raw, entity in (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;")):
        text = text.replace(raw, entity)
    return text.replace("'", "&apos;")


def render_ts(messages: Iterable[Message], language: str) -> str:
    """The text of a .ts file: contexts by name, each context's messages in the given order."""
    contexts: dict[str, list[Message]] = {}
    for message in messages:
        contexts.setdefault(message.context, []).append(message)
    lines = [
        '<?xml version="1.0" encoding="utf-8"?>',
        "<!DOCTYPE TS>",
        f'<TS version="2.1" language="{language}" sourcelanguage="en">',
    ]
    for name in sorted(contexts):
        lines += ["<context>", f"    <name>{_escape(name)}</name>"]
        for m in contexts[name]:
            lines.append("    <message>")
            for filename, line in m.locations if m.kind not in ("vanished", "obsolete") else ():
                lines.append(f'        <location filename="{_escape(filename)}" line="{line}"/>')
            lines.append(f"        <source>{_escape(m.source)}</source>")
            if m.comment:
                lines.append(f"        <comment>{_escape(m.comment)}</comment>")
            if m.translator_comment:
                note = _escape(m.translator_comment)
                lines.append(f"        <translatorcomment>{note}</translatorcomment>")
            kind = f' type="{m.kind}"' if m.kind else ""
            lines.append(f"        <translation{kind}>{_escape(m.translation)}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def merge(
    code: dict[Key, Message], old: dict[Key, Message], drop_vanished: bool = False
) -> list[Message]:
    """The new .ts messages: the code's texts with the old translations, then the vanished."""
    suggestions = {m.source: m.translation for m in old.values() if m.translation and not m.kind}
    merged = []
    for key, message in code.items():
        before = old.get(key)
        new = Message(*key, locations=list(message.locations))
        if before is not None:
            new.translation, new.translator_comment = before.translation, before.translator_comment
            revived = before.kind in ("vanished", "obsolete")
            new.kind = "" if revived and before.translation else before.kind
            if not new.translation:
                new.kind = "unfinished"
        elif message.source in suggestions:  # the same text in another context: a draft
            new.translation = suggestions[message.source]
        merged.append(new)
    if not drop_vanished:
        for key, before in old.items():
            if key not in code and before.translation:
                before.kind = "obsolete" if before.kind == "obsolete" else "vanished"
                merged.append(before)
    return merged


# -- checks and compilation ---------------------------------------------------------------


def placeholders(text: str) -> Counter[str]:
    """The `{name}` fields of a str.format text (ValueError if its braces are broken)."""
    return Counter(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)


def _edges(text: str) -> tuple[str, str]:
    return text[: len(text) - len(text.lstrip())], text[len(text.rstrip()) :]


def problems_of(message: Message) -> list[str]:
    """What is wrong with one translation of the code's (empty when it is fine)."""
    where = f"{message.context}: {message.source!r}"
    if message.kind in ("vanished", "obsolete"):
        return [f"{where}: in the code but marked {message.kind}"]
    if not message.translation.strip():
        return [f"{where}: not translated"]
    found = []
    if message.kind == "unfinished":
        found.append(f"{where}: translation unfinished")
    try:
        same = placeholders(message.translation) == placeholders(message.source)
    except ValueError as exc:
        found.append(f"{where}: braces of the translation are broken ({exc})")
    else:
        if not same:
            found.append(f"{where}: the translation's placeholders differ")
    if _edges(message.translation) != _edges(message.source):
        found.append(f"{where}: the translation's leading/trailing spaces differ")
    return found


def lrelease() -> list[str]:
    """The command of pyside6-lrelease: next to this Python, in the project's .venv, on PATH."""
    names = ["pyside6-lrelease", "pyside6-lrelease.exe"]
    for folder in (Path(sys.executable).parent, ROOT / ".venv" / "bin"):
        for name in names:
            if (folder / name).exists():
                return [str(folder / name)]
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if found:
        return [found]
    raise SystemExit("pyside6-lrelease not found: install PySide6 (pip install -e .)")


def compile_qm(ts: Path, qm: Path) -> None:
    """Compile `ts` into `qm` with lrelease (finished and unfinished texts, not vanished)."""
    run = subprocess.run(
        [*lrelease(), "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True
    )
    if run.returncode != 0 or not qm.exists():
        raise SystemExit(f"lrelease failed on {ts}:\n{run.stdout}{run.stderr}")


def check(code: dict[Key, Message], ts: Path, qm: Path) -> list[str]:
    """Every reason `ts` and `qm` are not complete and up to date with `code`."""
    rel = ts.relative_to(ROOT) if ts.is_relative_to(ROOT) else ts
    if not ts.exists():
        return [f"{rel} is missing: run python tools/translations.py"]
    old = load_ts(ts)
    found = []
    for key, message in code.items():
        entry = old.get(key)
        if entry is None:
            found.append(f"{rel}: {message.context}: {message.source!r} is missing")
        else:
            found += [f"{rel}: {problem}" for problem in problems_of(entry)]
    for key, entry in old.items():
        if key not in code and entry.kind not in ("vanished", "obsolete"):
            found.append(f"{rel}: {entry.context}: {entry.source!r} is no longer in the code")
    if not qm.exists():
        return [*found, f"{qm.name} is missing: run python tools/translations.py"]
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / qm.name
        compile_qm(ts, fresh)
        if fresh.read_bytes() != qm.read_bytes():
            found.append(f"{qm.name} is not compiled from the current {ts.name}")
    return found


def update(code: dict[Key, Message], ts: Path, qm: Path, language: str, drop: bool) -> str:
    """Rewrite `ts` from the code keeping its translations, compile `qm`; a summary."""
    messages = merge(code, load_ts(ts), drop)
    ts.parent.mkdir(parents=True, exist_ok=True)
    text = render_ts(messages, language)
    if not ts.exists() or ts.read_text(encoding="utf-8") != text:
        ts.write_text(text, encoding="utf-8")
    compile_qm(ts, qm)
    todo = [m for m in messages if m.kind == "unfinished" or not m.translation]
    gone = [m for m in messages if m.kind in ("vanished", "obsolete")]
    bad = [p for m in messages if m.key in code and m.translation for p in problems_of(m)]
    bad = [p for p in bad if not p.endswith("translation unfinished")]
    for problem in bad:
        print(f"  {ts.name}: {problem}", file=sys.stderr)
    return (
        f"{ts.name}: {len(code)} texts, {len(todo)} to translate, {len(gone)} vanished, "
        f"{len(bad)} with problems; {qm.name} compiled"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Update (or --check) every language's .ts and .qm; the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    parser.add_argument(
        "--drop-vanished", action="store_true", help="drop texts the code no longer has"
    )
    args = parser.parse_args(argv)
    code, warnings = extract(SOURCES.glob("*.py"), TRANSLATIONS)
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    failed = False
    for lang, language in LANGUAGES.items():
        ts, qm = TRANSLATIONS / f"tavolata_{lang}.ts", TRANSLATIONS / f"tavolata_{lang}.qm"
        if args.check:
            problems = check(code, ts, qm)
            for problem in problems:
                print(problem, file=sys.stderr)
            print(f"{ts.name}: {len(code)} texts, {len(problems)} problems")
            failed = failed or bool(problems)
        else:
            print(update(code, ts, qm, language, args.drop_vanished))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
