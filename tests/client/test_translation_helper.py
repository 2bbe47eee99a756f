"""Issue 31: one translation helper, in the form pyside6-lupdate reads.

A window text is `Context.tr("text")` (a count third: `Context.tr("%n x", None, n)`), where
`Context` is a class of that name (client/gui/i18n.py's `Texts`, or a widget class). lupdate
files each text under the name written before `.tr`: a module's own `def tr(text)` wrapper
makes it file the texts under no context, a count passed any other way loses the plural,
and a call inside an f-string is not read at all. These tests parse client/ for each of
those, then ask lupdate itself.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import inspect
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QObject

from client.gui.i18n import Texts

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "client"
HELPER = CLIENT / "gui" / "i18n.py"
TRANSLATE = {"translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_NOOP3"}


def modules() -> Iterator[tuple[str, ast.Module]]:
    """(path relative to the checkout, syntax tree) of every module of client/."""
    for path in sorted(CLIENT.rglob("*.py")):
        yield path.relative_to(ROOT).as_posix(), ast.parse(path.read_text(encoding="utf-8"))


def literal(node: ast.expr | None) -> bool:
    """Whether `node` is a string literal (implicit concatenations are one)."""
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def named(call: ast.Call) -> str:
    """`f` for f(...), the attribute's name for x.f(...), else ""."""
    func = call.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def context_tr(call: ast.Call) -> bool:
    """Whether `call` is `<something>.tr(...)`."""
    return isinstance(call.func, ast.Attribute) and call.func.attr == "tr"


def wrappers(tree: ast.Module) -> dict[str, int]:
    """Module-level functions that pass a parameter of theirs as the text of a translate
    call: name -> line."""
    found = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        params = {arg.arg for arg in node.args.args}
        for call in ast.walk(node):
            if (
                isinstance(call, ast.Call)
                and named(call) == "translate"
                and len(call.args) >= 2
                and isinstance(call.args[1], ast.Name)
                and call.args[1].id in params
            ):
                found[node.name] = node.lineno
    return found


def test_i31_no_module_of_client_defines_its_own_tr_wrapper() -> None:
    """No `def tr(`/`def trn(` outside the helper, and no wrapper of translate is ever
    given a literal text (lupdate would file it under no context); a wrapper of data
    texts (words.legends_text, given the data's names) stays."""
    own, fed = [], []
    trees = dict(modules())
    called_with_text = {
        call.func.id
        for tree in trees.values()
        for call in ast.walk(tree)
        if isinstance(call, ast.Call)
        and isinstance(call.func, ast.Name)
        and call.args
        and literal(call.args[0])
    }
    helper = HELPER.relative_to(ROOT).as_posix()
    for where, tree in trees.items():
        own += [
            f"{where}:{node.lineno}: def {node.name}"
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef) and node.name in ("tr", "trn") and where != helper
        ]
        for name, line in wrappers(tree).items():
            if name in called_with_text:
                fed.append(f"{where}:{line}: {name}() is called with a literal text")
    assert not own, "write Context.tr (client/gui/i18n.py), not a copy: " + "; ".join(own)
    assert not fed, "lupdate cannot follow a wrapper: " + "; ".join(fed)


def test_i31_every_tr_call_names_a_class_of_its_context() -> None:
    """`Name.tr(...)` only, with `Name` a class of that very name in its module (a Texts
    or a QObject): lupdate's context is the name written, Qt's the class's name."""
    wrong = []
    for where, tree in modules():
        calls = [c for c in ast.walk(tree) if isinstance(c, ast.Call) and context_tr(c)]
        if not calls:
            continue
        module: ModuleType = importlib.import_module(where.removesuffix(".py").replace("/", "."))
        for call in calls:
            assert isinstance(call.func, ast.Attribute)
            owner = call.func.value
            if not isinstance(owner, ast.Name) or owner.id in ("self", "cls"):
                wrong.append(f"{where}:{call.lineno}: {ast.unparse(call.func)}")
                continue
            cls = getattr(module, owner.id, None)
            if not (
                inspect.isclass(cls)
                and issubclass(cls, (Texts, QObject))
                and cls.__name__ == owner.id
            ):
                wrong.append(f"{where}:{call.lineno}: {owner.id} is not a class of that name")
    assert not wrong, "write Context.tr with the class's own name: " + "; ".join(wrong)


def test_i31_every_text_and_count_is_where_lupdate_reads_them() -> None:
    """A count goes third and by position in Context.tr (lupdate 6.11 takes a translate
    call's count for an encoding), a text is no f-string, and no text hides in one."""
    wrong = []
    for where, tree in modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                for call in ast.walk(node):
                    if isinstance(call, ast.Call) and (
                        context_tr(call) or named(call) in TRANSLATE
                    ):
                        wrong.append(f"{where}:{call.lineno}: a text inside an f-string")
            if not isinstance(node, ast.Call):
                continue
            if context_tr(node):
                text = node.args[0] if node.args else None
                if isinstance(text, ast.JoinedStr):
                    wrong.append(f"{where}:{node.lineno}: an f-string as a text")
                if node.keywords:
                    wrong.append(f"{where}:{node.lineno}: a keyword lupdate does not read")
                counted = len(node.args) >= 3
                if isinstance(text, ast.Constant) and ("%n" in str(text.value)) != counted:
                    wrong.append(f"{where}:{node.lineno}: %n and a count go together")
            elif (
                named(node) == "translate"
                and len(node.args) >= 2
                and literal(node.args[0])
                and literal(node.args[1])
                and (len(node.args) >= 4 or node.keywords)
            ):
                wrong.append(f"{where}:{node.lineno}: a count lupdate drops: Context.tr")
    assert not wrong, "; ".join(wrong)


def tool() -> ModuleType:
    """tools/translations.py as a module."""
    spec = importlib.util.spec_from_file_location("translations", ROOT / "tools/translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["translations"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_i31_lupdate_files_every_window_text_under_its_context() -> None:
    """lupdate itself, on the window's modules: no warning, no text without a context, a
    plural exactly where the text counts (%n)."""
    t = tool()
    code, warnings = t.extract(t.SOURCES.rglob("*.py"), t.TRANSLATIONS)
    assert not warnings
    assert len(code) > 900
    contexts = {context for context, _, _ in code}
    assert {"Lobby", "MainWindow", "Words", "BellumMagia", "TashKalar"} <= contexts
    assert "WonderfulKingdom" in contexts
    assert not [key for key, m in code.items() if m.numerus != ("%n" in key[1])]
