"""The one identity cache of the canonical encoder (core/canonicalenc.py) and the split.

`encode` and `digest` file the bytes of immutable nodes in one cache: what one walk filed,
the other reads, and the bytes stay exactly the rule's (tests/core/test_canonical_cache.py).
"""

from __future__ import annotations

import dataclasses
import hashlib
from pathlib import Path
from typing import Any

import pytest

from core import canonical, canonicalenc

ROOT = Path(__file__).resolve().parents[2]


@canonical.register("test.memo.Cell")
@dataclasses.dataclass(frozen=True)
class Cell:
    row: tuple[int, ...]
    note: Any


def _walks(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Record the id of every node `digest` encodes afresh (not from the cache)."""
    walked: list[int] = []
    real = canonicalenc._menc_node

    def counting(obj: Any, t: type, out: list[bytes]) -> bool:
        walked.append(id(obj))
        return real(obj, t, out)

    monkeypatch.setattr(canonicalenc, "_menc_node", counting)
    return walked


def test_digest_reads_what_encode_filed(monkeypatch: pytest.MonkeyPatch) -> None:
    row = (7, "north", (1, 2))
    data = canonical.encode(row)
    walked = _walks(monkeypatch)
    cell = Cell(row, None)
    assert canonical.digest(cell) == hashlib.sha256(canonical.encode(cell)).digest()
    assert id(cell) in walked and id(row) not in walked  # the row came from encode's entry
    assert canonicalenc._recall(row) == data


def test_encode_reads_what_digest_filed_and_the_bytes_stay_the_rules() -> None:
    row = (3, "south")
    digest = canonical.digest(row)
    assert canonicalenc._newer.get(id(row)) == (row, canonical.encode(row))
    assert digest == hashlib.sha256(canonical.encode(row)).digest()


def test_a_node_holding_a_list_is_never_filed() -> None:
    inner = [1]
    cell = Cell((1,), inner)
    before = canonical.digest(cell)
    inner.append(2)
    assert canonical.digest(cell) != before
    assert canonicalenc._recall(cell) is None


def test_the_generations_bound_the_one_cache() -> None:
    for n in range(3 * canonical.MEMO_SIZE):
        canonical.encode((n, n + 1))
        canonical.digest((n, "x"))
    assert len(canonical._PLAIN) <= 2 * canonical.MEMO_SIZE + 2
    assert canonicalenc._newer is canonical._memo[0]


def test_every_public_name_is_importable_from_core_canonical() -> None:
    for name in canonical.__all__:
        assert hasattr(canonical, name), name
    assert canonical.encode is canonicalenc.encode and canonical.digest is canonicalenc.digest


@pytest.mark.parametrize("module", ["core/canonical.py", "core/canonicalenc.py"])
def test_each_part_stays_under_400_lines(module: str) -> None:
    assert len((ROOT / module).read_text(encoding="utf-8").splitlines()) < 400
