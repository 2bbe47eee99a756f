"""Extract the window's texts into Qt translation files and compile them; or check them.

pyside6-lupdate reads the window's modules (client/gui/*.py) and finds
  - `Context.tr("...")` calls, in the context of the class named before `.tr`
    (client/gui/i18n.py: a widget class, or a `Texts`),
  - `QCoreApplication.translate("Ctx", "...")` calls and `QT_TRANSLATE_NOOP("Ctx", "...")`
    marks.
lupdate reads no text inside an f-string, and a count only in `Context.tr(text, None, n)`
(lupdate 6.11 takes a translate call's count for the encoding of old Qt versions):
tests/client/test_translation_helper.py holds the window's code to what it reads. This
script adds what lupdate cannot find, since no call in the code names it:
  - the texts of game data the window shows (DATA_TEXTS: Legends card names and abilities,
    leaders, exploration tokens; Tash-Kalar's card and task names), which the code
    translates by their English text,
  - every view package's message templates (client/gui/games/<game>/messages.py:
    TEMPLATES, read with `ast`), in the context of the game's key (the package's folder
    name), as client/gui/sentences.py translates them; a counted pair (singular, plural)
    is a plural text whose source is the plural form,
  - every registered game's metadata (its `INFO`, core/meta.py: title, option and choice
    labels, the reasons of disabled choices), in the context named by the game's registry
    key; only games of core/games/ (the tests' tiny game is registered by the tests alone),
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

Plurals: a call that passes a count (`Context.tr("%n card(s)", None, n)`) or a template's
counted pair is a numerus text: its translation is one `<numerusform>` per plural form of the
language (Italian and English: one, many). English is the source language, but Qt only picks
a plural form through a translation: English has its own tavolata_en.ts holding the numerus
texts alone (ENGLISH_PLURALS_ONLY), loaded like any language. --check wants every form
filled, with the source's placeholders and its %n.
"""

from __future__ import annotations

import argparse
import ast
import json
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
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "client" / "gui"
GAMES = SOURCES / "games"  # view packages: <game key>/messages.py holds TEMPLATES
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = {"it": "it_IT", "en": "en"}  # file code -> the TS language attribute
ENGLISH_PLURALS_ONLY = "en"  # the source language: its .ts holds only the numerus texts
PLURAL_FORMS = {"it": 2, "en": 2}  # numerus forms per language (as lrelease counts them)
# Game data the window translates by the English text (context, file, JSON paths): "*" is
# every element of a list or value of a map.
DATA_TEXTS = [
    (
        "Legends",
        ROOT / "resources" / "eight_minute_empire" / "legends" / "legends.json",
        (
            "cards.*.name",
            "cards.*.ability",
            "leaders.*.name",
            "leaders.*.ability",
            "exploration.*.name",
            "exploration.*.ability",
        ),
    ),
    # Tash-Kalar's card and task names (client/gui/games/tash_kalar/words.data_text)
    (
        "TashKalarCards",
        ROOT / "resources" / "tash_kalar" / "beings.json",
        ("decks.*.cards.*.name",),
    ),
    ("TashKalarCards", ROOT / "resources" / "tash_kalar" / "legends.json", ("*.name",)),
    ("TashKalarCards", ROOT / "resources" / "tash_kalar" / "tasks.json", ("*.name",)),
]

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
    numerus: bool = False  # a plural text: `forms` holds the translation, one per form
    forms: list[str] = field(default_factory=list)

    @property
    def key(self) -> Key:
        """The identity Qt looks texts up by."""
        return (self.context, self.source, self.comment)


# -- extraction ---------------------------------------------------------------------------


def qt_tool(name: str) -> list[str]:
    """The command of pyside6-<name> (lupdate, lrelease): next to this Python, in the
    project's .venv, or on PATH."""
    names = [f"pyside6-{name}", f"pyside6-{name}.exe"]
    for folder in (Path(sys.executable).parent, ROOT / ".venv" / "bin"):
        for tool in names:
            if (folder / tool).exists():
                return [str(folder / tool)]
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if found:
        return [found]
    raise SystemExit(f"pyside6-{name} not found: install PySide6 (pip install -e .)")


def _order(path: str) -> tuple[str, ...]:
    """Files in the order of their paths' parts (a folder's files before a longer name)."""
    return Path(path).parts


def extract(paths: Iterable[Path], base: Path) -> tuple[dict[Key, Message], list[str]]:
    """The texts pyside6-lupdate finds in the modules `paths`, in reading order (files by
    path), each with all of its locations relative to `base`; and warnings: lupdate's own,
    and every text it filed under no context (a `tr` with no class named before it)."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp).resolve()
        listing, ts = folder / "sources.lst", folder / "code.ts"
        listing.write_text("".join(f"{path.resolve()}\n" for path in paths), encoding="utf-8")
        command = [*qt_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "absolute"]
        run = subprocess.run(
            [*command, f"@{listing}", "-ts", str(ts)], capture_output=True, text=True
        )
        if run.returncode != 0 or not ts.exists():
            raise SystemExit(f"lupdate failed:\n{run.stdout}{run.stderr}")
        found = load_ts(ts)
    warnings = [line for line in (run.stdout + run.stderr).splitlines() if line.strip()]
    messages = []
    for message in found.values():
        message.locations = sorted(
            (
                (os.path.relpath(folder / name, base.resolve()).replace(os.sep, "/"), line)
                for name, line in message.locations
            ),
            key=lambda where: (_order(where[0]), where[1]),
        )
        if message.context:
            messages.append(message)
        else:
            where = ":".join(map(str, message.locations[0])) if message.locations else "?"
            warnings.append(f"{where}: {message.source!r} has no context: write Context.tr")
    messages.sort(key=lambda m: [(_order(f), line) for f, line in m.locations[:1]])
    return {message.key: message for message in messages}, warnings


def _walk(value: object, path: list[str]) -> Iterable[str]:
    """The strings at a dotted JSON path ("*": every element or value)."""
    if not path:
        if isinstance(value, str) and value:
            yield value
        return
    head, rest = path[0], path[1:]
    if head == "*":
        items = value.values() if isinstance(value, dict) else value
        for item in items if isinstance(items, Iterable) else ():
            yield from _walk(item, rest)
    elif isinstance(value, dict) and head in value:
        yield from _walk(value[head], rest)


def extract_data(base: Path) -> dict[Key, Message]:
    """The texts of DATA_TEXTS, in file order, each located at its first line in its file."""
    messages: dict[Key, Message] = {}
    for context, path, paths in DATA_TEXTS:
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        where = os.path.relpath(path, base).replace(os.sep, "/")
        found = []
        for dotted in paths:
            for source in _walk(json.loads(text), dotted.split(".")):
                quoted = json.dumps(source, ensure_ascii=False)
                line = next((i for i, row in enumerate(lines, 1) if quoted in row), 0)
                found.append((line, source))
        for line, source in sorted(found):
            known = messages.setdefault((context, source, ""), Message(context, source))
            known.locations.append((where, line))
    return messages


def _game_texts(info: Any) -> list[str]:
    """The English texts of a core.meta.GameInfo, in declaration order."""
    texts = [info.title]
    for opt in info.options:
        texts.append(opt.label)
        for choice in opt.choices:
            texts += [choice.label] + ([choice.disabled] if choice.disabled else [])
    return texts


def _lines_of(package: Path) -> dict[str, tuple[Path, int]]:
    """Where each string literal of a package first appears (file, line)."""
    found: dict[str, tuple[Path, int]] = {}
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                old = found.get(node.value)
                if old is None or old > (path, node.lineno):
                    found[node.value] = (path, node.lineno)
    return found


def extract_games(base: Path) -> dict[Key, Message]:
    """The texts of every game's INFO in core/games/, each in its game's context."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # run as a script: the worktree's own core/
    from core import registry

    messages: dict[Key, Message] = {}
    games = ROOT / "core" / "games"
    for key in registry.names():
        source = Path(getattr(registry.get(key), "__file__", "") or "")
        if games not in source.parents:
            continue  # a game registered by the tests or a plug-in: not ours to translate
        lines = _lines_of(source.parent)
        for text in _game_texts(registry.info(key)):
            path, line = lines.get(text, (source, 0))
            where = os.path.relpath(path, base).replace(os.sep, "/")
            known = messages.setdefault((key, text, ""), Message(key, text))
            known.locations.append((where, line))
    return messages


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
                node.get("numerus") == "yes",
            )
            if message.numerus:
                message.translation = ""
                forms = [] if translation is None else translation.iter("numerusform")
                message.forms = [form.text or "" for form in forms]
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
            lines.append('    <message numerus="yes">' if m.numerus else "    <message>")
            for filename, line in m.locations if m.kind not in ("vanished", "obsolete") else ():
                lines.append(f'        <location filename="{_escape(filename)}" line="{line}"/>')
            lines.append(f"        <source>{_escape(m.source)}</source>")
            if m.comment:
                lines.append(f"        <comment>{_escape(m.comment)}</comment>")
            if m.translator_comment:
                note = _escape(m.translator_comment)
                lines.append(f"        <translatorcomment>{note}</translatorcomment>")
            kind = f' type="{m.kind}"' if m.kind else ""
            if m.numerus:
                lines.append(f"        <translation{kind}>")
                for form in m.forms:
                    lines.append(f"            <numerusform>{_escape(form)}</numerusform>")
                lines.append("        </translation>")
            else:
                lines.append(f"        <translation{kind}>{_escape(m.translation)}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def _translated(message: Message) -> bool:
    """Whether a message has any translation (a plural one: any form)."""
    return any(message.forms) if message.numerus else bool(message.translation)


def merge(
    code: dict[Key, Message], old: dict[Key, Message], drop_vanished: bool = False, forms: int = 2
) -> list[Message]:
    """The new .ts messages: the code's texts with the old translations, then the vanished;
    plural texts get `forms` numerus forms."""
    suggestions = {
        (m.source, m.numerus): (m.translation, m.forms)
        for m in old.values()
        if _translated(m) and not m.kind
    }
    merged = []
    for key, message in code.items():
        before = old.get(key)
        new = Message(*key, locations=list(message.locations), numerus=message.numerus)
        if before is not None and before.numerus == message.numerus:
            new.translation, new.translator_comment = before.translation, before.translator_comment
            new.forms = list(before.forms)
            revived = before.kind in ("vanished", "obsolete")
            new.kind = "" if revived and _translated(before) else before.kind
            if not _translated(new):
                new.kind = "unfinished"
        elif (message.source, message.numerus) in suggestions:  # another context's: a draft
            new.translation, new.forms = suggestions[(message.source, message.numerus)]
            new.forms = list(new.forms)
        if new.numerus:  # as many forms as the language has, no more
            new.forms = (new.forms + [""] * forms)[:forms]
        merged.append(new)
    if not drop_vanished:
        for key, before in old.items():
            if key not in code and _translated(before):
                before.kind = "obsolete" if before.kind == "obsolete" else "vanished"
                merged.append(before)
    return merged


# -- checks and compilation ---------------------------------------------------------------


def placeholders(text: str) -> Counter[str]:
    """The `{name}` fields of a str.format text (ValueError if its braces are broken)."""
    return Counter(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)


def _edges(text: str) -> tuple[str, str]:
    return text[: len(text) - len(text.lstrip())], text[len(text.rstrip()) :]


def problems_of(message: Message, forms: int | None = None) -> list[str]:
    """What is wrong with one translation of the code's (empty when it is fine); a plural
    text must have `forms` numerus forms (when given), each like a translation."""
    where = f"{message.context}: {message.source!r}"
    if message.kind in ("vanished", "obsolete"):
        return [f"{where}: in the code but marked {message.kind}"]
    texts = message.forms if message.numerus else [message.translation]
    if not texts or not all(text.strip() for text in texts):
        return [f"{where}: not translated"]
    found = []
    if message.kind == "unfinished":
        found.append(f"{where}: translation unfinished")
    if message.numerus and forms is not None and len(texts) != forms:
        found.append(f"{where}: {len(texts)} plural forms, the language has {forms}")
    if message.numerus and not all("%n" in text for text in texts):
        found.append(f"{where}: a plural form lacks %n")
    for text in texts:
        try:
            same = placeholders(text) == placeholders(message.source)
        except ValueError as exc:
            found.append(f"{where}: braces of the translation are broken ({exc})")
        else:
            if not same:
                found.append(f"{where}: the translation's placeholders differ")
        if _edges(text) != _edges(message.source):
            found.append(f"{where}: the translation's leading/trailing spaces differ")
    return list(dict.fromkeys(found))


def compile_qm(ts: Path, qm: Path) -> None:
    """Compile `ts` into `qm` with lrelease (finished and unfinished texts, not vanished)."""
    run = subprocess.run(
        [*qt_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True
    )
    if run.returncode != 0 or not qm.exists():
        raise SystemExit(f"lrelease failed on {ts}:\n{run.stdout}{run.stderr}")


def check(code: dict[Key, Message], ts: Path, qm: Path, forms: int | None = None) -> list[str]:
    """Every reason `ts` and `qm` are not complete and up to date with `code` (plural texts
    with `forms` numerus forms)."""
    rel = ts.relative_to(ROOT) if ts.is_relative_to(ROOT) else ts
    if not ts.exists():
        return [f"{rel} is missing: run python tools/translations.py"]
    old = load_ts(ts)
    found = []
    for key, message in code.items():
        entry = old.get(key)
        if entry is None:
            found.append(f"{rel}: {message.context}: {message.source!r} is missing")
        elif entry.numerus != message.numerus:
            found.append(f"{rel}: {message.context}: {message.source!r}: plural or not differs")
        else:
            found += [f"{rel}: {problem}" for problem in problems_of(entry, forms)]
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


def update(
    code: dict[Key, Message], ts: Path, qm: Path, language: str, drop: bool, forms: int = 2
) -> str:
    """Rewrite `ts` from the code keeping its translations, compile `qm`; a summary."""
    messages = merge(code, load_ts(ts), drop, forms)
    ts.parent.mkdir(parents=True, exist_ok=True)
    text = render_ts(messages, language)
    if not ts.exists() or ts.read_text(encoding="utf-8") != text:
        ts.write_text(text, encoding="utf-8")
    compile_qm(ts, qm)
    todo = [m for m in messages if m.kind == "unfinished" or not _translated(m)]
    gone = [m for m in messages if m.kind in ("vanished", "obsolete")]
    bad = [p for m in messages if m.key in code and _translated(m) for p in problems_of(m, forms)]
    bad = [p for p in bad if not p.endswith("translation unfinished")]
    for problem in bad:
        print(f"  {ts.name}: {problem}", file=sys.stderr)
    return (
        f"{ts.name}: {len(code)} texts, {len(todo)} to translate, {len(gone)} vanished, "
        f"{len(bad)} with problems; {qm.name} compiled"
    )


def extract_templates(base: Path) -> dict[Key, Message]:
    """Every view package's TEMPLATES, in its game's context, in file order."""
    messages: dict[Key, Message] = {}
    for path in sorted(GAMES.glob("*/messages.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        where = os.path.relpath(path, base).replace(os.sep, "/")
        for node in tree.body:
            target = node.targets[0] if isinstance(node, ast.Assign) else getattr(node, "target", 0)
            if not (isinstance(target, ast.Name) and target.id == "TEMPLATES"):
                continue
            assert isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None
            for item in ast.literal_eval(node.value).values():
                pair = isinstance(item, tuple)
                source = item[1] if pair else item
                known = messages.setdefault(
                    (path.parent.name, source, ""), Message(path.parent.name, source)
                )
                known.numerus = pair
                known.locations.append((where, _line_of(node, item)))
    return messages


def _line_of(node: ast.stmt, item: object) -> int:
    """The line of a TEMPLATES value (the first that equals it)."""
    for child in ast.walk(node):
        if isinstance(child, (ast.Constant, ast.Tuple)) and _literal(child) == item:
            return child.lineno
    return node.lineno


def _literal(node: ast.expr) -> object:
    try:
        return ast.literal_eval(node)
    except ValueError:
        return None


def texts() -> tuple[dict[Key, Message], list[str]]:
    """Every text to translate: the window's code, the game data's, the view packages'
    templates, the games' metadata; and warnings."""
    code, warnings = extract(SOURCES.rglob("*.py"), TRANSLATIONS)
    for key, message in [
        *extract_data(TRANSLATIONS).items(),
        *extract_templates(TRANSLATIONS).items(),
        *extract_games(TRANSLATIONS).items(),
    ]:
        code.setdefault(key, message)
    return code, warnings


def for_language(code: dict[Key, Message], lang: str) -> dict[Key, Message]:
    """The texts a language's .ts holds: all of them, the source language's plurals only."""
    if lang != ENGLISH_PLURALS_ONLY:
        return code
    return {key: message for key, message in code.items() if message.numerus}


def main(argv: Sequence[str] | None = None) -> int:
    """Update (or --check) every language's .ts and .qm; the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    parser.add_argument(
        "--drop-vanished", action="store_true", help="drop texts the code no longer has"
    )
    args = parser.parse_args(argv)
    every, warnings = texts()
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    failed = False
    for lang, language in LANGUAGES.items():
        ts, qm = TRANSLATIONS / f"tavolata_{lang}.ts", TRANSLATIONS / f"tavolata_{lang}.qm"
        code = for_language(every, lang)
        forms = PLURAL_FORMS.get(lang, 2)
        if args.check:
            problems = check(code, ts, qm, forms)
            for problem in problems:
                print(problem, file=sys.stderr)
            print(f"{ts.name}: {len(code)} texts, {len(problems)} problems")
            failed = failed or bool(problems)
        else:
            print(update(code, ts, qm, language, args.drop_vanished, forms))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
