"""The leak check: every byte a lab peer sent, logged or recorded, scanned for a secret it
had no right to reveal yet (docs/lab.md, "The leak check").

Needles come from each peer's sealed list (client/lab/secretlog.py): its seed, table key
secret, randomizers and blindings (32 bytes each), and every card a seat it drives was told
(the card point M_v, and the value bound to its handle). Each is public from a time:
- the seed and every scalar derived from it: from the owner's own `seed` message (the
  audit), and only in the owner's messages (nobody else could know them before);
- a card: from the action after the one that showed it to all (`("shown", deck, pos, v)`),
  else from the end of the game (the audit publishes every seed: anything is derivable).

Haystacks, each with its author and its time (the author's actions applied when it wrote):
- every envelope, from the records (deduplicated, attributed to its signer) and from the
  wire as the proxies saw it (ephemeral messages too): the payload's bytes in every form
  (raw, hex, base64), its strings, and its values flattened (a deck name, a position and
  the value in a row: `[deck, 3, 5]`, `[[deck, 3], 5]`); actions are left to the rules
  (a value in an action is a claim, shown at once: docs/hidden-information.md);
- every line a peer printed (stdout and stderr), timed by its arrival against the peer's
  timings file (the same monotonic clock): the secret bytes in every form, a card value
  bound to its handle (`deck[3] = 5`, `('deck', 3): 5`, `"deck", 3, 5`), and a named value
  (a str such as "swamp", as a word) in a line no other peer printed (a public line, the
  game log, is everyone's);
- the records' other lines and the peers' desync dumps: secret bytes and bound values.
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgpack

END = float("inf")  # the end of the game: the audit (every seed is public)
CRYPTO = ("seed", "key secret", "randomizer", "blinding")


@dataclass(frozen=True)
class Needle:
    """One secret of `owner`: `kind`, what it is (never its value), its bytes or value."""

    owner: str
    kind: str
    what: str
    data: bytes | None = None
    handle: tuple[str, int] | None = None
    value: Any = None
    public_at: float = END


def forms(data: bytes) -> list[tuple[str, bytes]]:
    """The ways 32 secret bytes may be written: raw, hex (either case), base64 (either
    alphabet; the first 40 characters, which any encoding of the bytes begins with)."""
    return [
        ("raw", data),
        ("hex", data.hex().encode()),
        ("hex", data.hex().upper().encode()),
        ("base64", base64.b64encode(data)[:40]),
        ("base64", base64.urlsafe_b64encode(data)[:40]),
    ]


def needles(owner: str, path: Path, shown: dict[tuple[str, int], int]) -> list[Needle]:
    """The secrets in a peer's sealed list; `shown`: handle -> the action that showed it."""
    out: list[Needle] = []
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    for entry in (json.loads(line) for line in lines if line.strip()):
        kind = entry["kind"]
        if kind in CRYPTO:
            where = f" of deck {entry['deck']!r}" if "deck" in entry else ""
            at = f" #{entry['i']}" if "i" in entry else ""
            at += f" for position {entry['pos']}" if "pos" in entry else ""
            out.append(Needle(owner, kind, f"its {kind}{at}{where}", bytes.fromhex(entry["hex"])))
            continue
        handle = (entry["deck"], entry["pos"])
        public = shown[handle] + 1 if handle in shown else END
        what = f"seat {entry['seat']}'s card at {handle!r}"
        out.append(Needle(owner, "card point", what, bytes.fromhex(entry["point"]), handle,
                          entry["value"], public))  # fmt: skip
        out.append(Needle(owner, "card value", what, None, handle, entry["value"], public))
    return out


def bound(needle: Needle) -> re.Pattern[str]:
    """A card value written next to its handle: deck, position, value, a few marks apart."""
    assert needle.handle is not None
    deck, pos = needle.handle
    value = re.escape(str(needle.value))
    return re.compile(rf"(?<!\w){re.escape(deck)}\W{{1,6}}{pos}\W{{1,8}}{value}(?!\w)")


def named(needle: Needle) -> re.Pattern[str] | None:
    """A str value as a word (only values of 3+ letters: a digit is everywhere)."""
    if not isinstance(needle.value, str) or len(needle.value) < 3:
        return None
    return re.compile(rf"(?<!\w){re.escape(needle.value)}(?!\w)", re.IGNORECASE)


@dataclass
class Finding:
    """A secret found where its author had no right to put it yet."""

    peer: str  # whose output it is (who leaked)
    owner: str  # whose secret it is
    kind: str
    secret: str  # what it is, never the value
    form: str
    where: str
    at_action: float

    def as_json(self) -> dict[str, Any]:
        """For the report (`at_action` null: before the game, or unknown)."""
        at = None if self.at_action in (END, -1) else int(self.at_action)
        return {"peer": self.peer, "owner": self.owner, "kind": self.kind, "secret": self.secret,
                "form": self.form, "where": self.where, "at_action": at}  # fmt: skip

    def text(self) -> str:
        """One line for people."""
        return (
            f"{self.peer} leaked {self.owner}'s {self.kind} ({self.secret}) in {self.where} "
            f"(as {self.form}, at action {self.at_action:g})"
        )


def legit(needle: Needle, author: str, time: float, own_seed_sent: bool) -> bool:
    """Whether `author` may write `needle` at `time` (see the module docstring)."""
    if needle.kind in CRYPTO:
        return author == needle.owner and own_seed_sent
    return time >= needle.public_at


def scan_bytes(
    data: bytes, found: list[tuple[Needle, str]], pool: list[Needle]
) -> list[tuple[Needle, str]]:
    """Every needle of `pool` whose bytes appear in `data`, in any form."""
    for needle in pool:
        if needle.data is None:
            continue
        for form, pattern in forms(needle.data):
            if pattern in data:
                found.append((needle, form))
                break
    return found


def scan_text(text: str, pool: list[Needle], unique: bool) -> list[tuple[Needle, str]]:
    """Secret bytes in any form, values bound to their handles, and (in a line only its
    author printed) named values."""
    found = scan_bytes(text.encode("utf-8", "replace"), [], pool)
    for needle in pool:
        if needle.kind != "card value":
            continue
        if bound(needle).search(text):
            found.append((needle, "text (value by its handle)"))
        elif unique and (word := named(needle)) is not None and word.search(text):
            found.append((needle, "text (named value)"))
    return found


def flat(value: Any) -> Iterator[Any]:
    """The scalar leaves of a message body, in order (map keys before their values)."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from flat(v)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from flat(item)
    else:
        yield value


def scan_body(body: Any, pool: list[Needle]) -> list[tuple[Needle, str]]:
    """A card value next to its handle among a body's values, or in one of its strings."""
    leaves = list(flat(body))
    found = []
    for needle in pool:
        if needle.kind != "card value":
            continue
        assert needle.handle is not None
        row = [needle.handle[0], needle.handle[1], needle.value]
        if any(leaves[i : i + 3] == row for i in range(len(leaves) - 2)):
            found.append((needle, "message value"))
        elif any(isinstance(s, str) and bound(needle).search(s) for s in leaves):
            found.append((needle, "message text"))
    return found


def envelope(raw: bytes) -> tuple[bytes, bytes, int, str, Any] | None:
    """(sender, payload, seq, kind, body) of an envelope, unchecked (None if unreadable)."""
    try:
        sender, payload, _ = msgpack.unpackb(raw, raw=False)
        fields = msgpack.unpackb(payload, raw=False)
        return bytes(sender), bytes(payload), int(fields[3]), str(fields[5]), fields[6]
    except (ValueError, TypeError, IndexError, KeyError, msgpack.ExtraData):
        return None
