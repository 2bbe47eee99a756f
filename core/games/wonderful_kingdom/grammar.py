"""The digest's 4.1 grammar of amounts, production, bonuses and VP, parsed once at load.

Resources: M materials, P population, G gold, E exploration (the basic cubes), K
Krystallium (wild for a basic slot), S a soldier token. An amount is space-separated terms
`<count><letter>` ("3M 1P 1K"), "-" for nothing; a cost is one slot per unit, in the order
written. Production is amounts, or `<n><R>/<type>` (n of R per card of that type in the
owner's Grand Duchy). VP is an integer or `<n>/<what>`.
"""

from __future__ import annotations

import re

from core.gamedata import DataError

BASIC = ("M", "P", "G", "E")
UNITS = (*BASIC, "K", "S")
TYPES = ("structure", "company", "monument", "discovery", "advisor")
VP_PER = (*TYPES, "S")

_TERM = re.compile(r"^([1-9][0-9]*)([MPGEKS])$")
_PER = re.compile(r"^([1-9][0-9]*)([MPGEK])/([a-z]+)$")
_VP = re.compile(r"^(-?[0-9]+)(?:/([a-zA-Z]+))?$")
_BONUS = re.compile(r"^\+([1-9][0-9]*)([SK])$")


def units(text: str, where: str) -> tuple[str, ...]:
    """ "3M 1K" -> ("M", "M", "M", "K"); "-" -> (); DataError naming `where` otherwise."""
    if text == "-":
        return ()
    out: list[str] = []
    for term in text.split(" "):
        m = _TERM.match(term)
        if not m:
            raise DataError(f"{where}: {term!r} is no amount term (like 3M)")
        out += [m.group(2)] * int(m.group(1))
    return tuple(out)


def produce(text: str, where: str) -> tuple[tuple[str, int, str], ...]:
    """Production terms as (resource, n, per type or "")."""
    if text == "-":
        return ()
    out: list[tuple[str, int, str]] = []
    for term in text.split(" "):
        per = _PER.match(term)
        if per:
            if per.group(3) not in TYPES:
                raise DataError(f"{where}: {per.group(3)!r} is no card type")
            out.append((per.group(2), int(per.group(1)), per.group(3)))
            continue
        m = _TERM.match(term)
        if not m or m.group(2) == "S":
            raise DataError(f"{where}: {term!r} is no production term")
        out.append((m.group(2), int(m.group(1)), ""))
    return tuple(out)


def vp(text: str, where: str) -> tuple[int, str]:
    """ "3" -> (3, ""); "2/structure" -> (2, "structure"); "1/S" per soldier in supply."""
    m = _VP.match(text)
    if not m or (m.group(2) is not None and m.group(2) not in VP_PER):
        raise DataError(f"{where}: {text!r} is no VP value")
    return int(m.group(1)), m.group(2) or ""


def bonus(text: str, where: str) -> tuple[int, int, bool]:
    """A completion bonus: (soldiers, Krystallium, spy ability)."""
    if text == "-":
        return 0, 0, False
    if text == "spy":
        return 0, 0, True
    m = _BONUS.match(text)
    if not m:
        raise DataError(f"{where}: {text!r} is no bonus")
    n = int(m.group(1))
    return (n, 0, False) if m.group(2) == "S" else (0, n, False)


def resource(text: str, where: str) -> str:
    """A recycling resource: one of M P G E."""
    if text not in BASIC:
        raise DataError(f"{where}: recycling resource {text!r} is not one of M P G E")
    return text
