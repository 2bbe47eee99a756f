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
import contextlib
import json
import re
from collections import defaultdict
from collections.abc import Iterator, Sequence
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


class Pool:
    """The needles of a game, indexed once for the many haystacks of its scan: every written
    form of every secret by its length (a haystack's windows of that length are looked up,
    instead of every form of every needle searched for in every haystack), the card values
    by deck and by (deck, position, value), their patterns compiled once. A scan finds
    exactly what trying each needle in turn finds, in the pool's order (It's a Wonderful
    Kingdom's ~1,500 secrets a game made that 40 s a game)."""

    def __init__(self, needles: Sequence[Needle]) -> None:
        self.needles = tuple(needles)
        # length -> form's bytes -> (needle, rank of the form in `forms`, form)
        self.forms: dict[int, dict[bytes, list[tuple[int, int, str]]]] = defaultdict(dict)
        self.decks: dict[str, list[int]] = defaultdict(list)  # card values by deck
        self.rows: dict[tuple[Any, ...], list[int]] = defaultdict(list)
        self.unhashable: list[int] = []  # card values no row can hold (looked at in turn)
        self._bound: dict[int, re.Pattern[str]] = {}
        self._named: dict[str, re.Pattern[str] | None] = {}  # by value: many handles share one
        for i, needle in enumerate(self.needles):
            if needle.data is not None:
                for rank, (form, pattern) in enumerate(forms(needle.data)):
                    self.forms[len(pattern)].setdefault(pattern, []).append((i, rank, form))
            if needle.kind == "card value":
                assert needle.handle is not None
                self.decks[needle.handle[0]].append(i)
                try:
                    self.rows[(*needle.handle, needle.value)].append(i)
                except TypeError:
                    self.unhashable.append(i)

    def __len__(self) -> int:
        return len(self.needles)

    def bound(self, i: int) -> re.Pattern[str]:
        """`bound(needle i)`, compiled once."""
        if i not in self._bound:
            self._bound[i] = bound(self.needles[i])
        return self._bound[i]

    def named(self, i: int, text: str, said: dict[str, bool]) -> bool:
        """Whether `named(needle i)` is in `text` (`said`: the answers for this text)."""
        value = self.needles[i].value
        if not isinstance(value, str):
            return False
        if value not in said:
            if value not in self._named:
                self._named[value] = named(self.needles[i])
            word = self._named[value]
            said[value] = word is not None and word.search(text) is not None
        return said[value]


def pool_of(pool: Sequence[Needle] | Pool) -> Pool:
    """`pool` indexed (a list of needles is indexed on the spot)."""
    return pool if isinstance(pool, Pool) else Pool(pool)


def scan_bytes(
    data: bytes, found: list[tuple[Needle, str]], pool: Sequence[Needle] | Pool
) -> list[tuple[Needle, str]]:
    """Every needle of `pool` whose bytes appear in `data`, in any form (its first form in
    `forms`' order that does)."""
    index = pool_of(pool)
    best: dict[int, tuple[int, str]] = {}
    for n, patterns in index.forms.items():
        windows = {data[k : k + n] for k in range(len(data) - n + 1)}
        for pattern in windows & patterns.keys():
            for i, rank, form in patterns[pattern]:
                if i not in best or rank < best[i][0]:
                    best[i] = (rank, form)
    found += [(index.needles[i], best[i][1]) for i in sorted(best)]
    return found


def scan_text(text: str, pool: Sequence[Needle] | Pool, unique: bool) -> list[tuple[Needle, str]]:
    """Secret bytes in any form, values bound to their handles, and (in a line only its
    author printed) named values."""
    index = pool_of(pool)
    found = scan_bytes(text.encode("utf-8", "replace"), [], index)
    # A value bound to its handle has the deck's name in it: only those decks' needles.
    near = {i for deck, ids in index.decks.items() if deck in text for i in ids}
    candidates = sorted(i for ids in index.decks.values() for i in ids) if unique else sorted(near)
    said: dict[str, bool] = {}
    for i in candidates:
        needle = index.needles[i]
        if i in near and index.bound(i).search(text):
            found.append((needle, "text (value by its handle)"))
        elif unique and index.named(i, text, said):
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


def scan_body(body: Any, pool: Sequence[Needle] | Pool) -> list[tuple[Needle, str]]:
    """A card value next to its handle among a body's values, or in one of its strings."""
    index = pool_of(pool)
    leaves = list(flat(body))
    rows = set()
    for k in range(len(leaves) - 2):
        with contextlib.suppress(TypeError):  # a row with an unhashable leaf holds no value
            rows.add(tuple(leaves[k : k + 3]))
    in_row = {i for row in rows & index.rows.keys() for i in index.rows[row]}
    texts = [s for s in leaves if isinstance(s, str)]
    near = {i for deck, ids in index.decks.items() if any(deck in s for s in texts) for i in ids}
    found = []
    for i in sorted(in_row | near | set(index.unhashable)):
        needle = index.needles[i]
        assert needle.handle is not None
        row = [needle.handle[0], needle.handle[1], needle.value]
        if i in in_row or (
            i in index.unhashable and any(leaves[k : k + 3] == row for k in range(len(leaves) - 2))
        ):
            found.append((needle, "message value"))
        elif i in near and any(index.bound(i).search(s) for s in texts):
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
