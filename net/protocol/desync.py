"""Desync reports: which action, which peers, the first differing field, and the verdict.

When the acks of one step disagree, every peer sends a `desync` message holding its hash
there, its canonical state, and the hash it gets by rebuilding that state from the signed
log. With every peer's message in hand, each peer builds the same report:

- the majority hash (held by more than half the peers), if there is one, and the minority;
- the first differing field between a minority state and a majority state (core.canonical.diff);
- `recovered`: every minority peer's rebuild reached the majority hash (its state had been
  damaged in memory; the rebuilt state is the right one). If a rebuild still differs, the
  rules core itself computed something else from the same log: a determinism bug.

Without a majority (two peers, or a three-way split), the table goes on only if every
rebuild agrees. The report is JSON-able; `report_text` renders it for people.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from core import canonical
from net.protocol import signing
from net.protocol.roster import Roster

# The verdicts and note of a report, word for word (the client translates them by text).
STOPPED = (
    "no majority and the rebuilds disagree (a determinism bug in a rules core): the table stopped"
)
RECOVERED = "recovered: rebuilding from the signed log gave the majority state"
DETERMINISM_BUG = (
    "not recoverable by rebuild: the same signed log gives another state, a determinism "
    "bug in the rules core (the minority adopted the majority state)"
)
UNREADABLE = "a peer's state dump was unreadable or did not match"
INCONSISTENT = (
    "evidence not used (its state does not decode or hash to its hash, or its hash is not its ack)"
)


@dataclass(frozen=True)
class DesyncCase:
    """The evidence of one desync: every peer's ack hash and `desync` message at step k."""

    index: int
    roster: Roster
    acks: dict[bytes, bytes]
    messages: dict[bytes, dict[str, Any]]

    def majority(self) -> bytes | None:
        """The hash more than half the peers acked, if any."""
        value, count = Counter(self.acks.values()).most_common(1)[0]
        return value if 2 * count > len(self.acks) else None

    def minority(self) -> list[bytes]:
        """The peers off the majority (all peers when there is none), in key order."""
        majority = self.majority()
        return sorted(k for k, h in self.acks.items() if h != majority)

    def truth(self) -> bytes | None:
        """The hash the table continues from: the majority's, else a unanimous rebuild."""
        majority = self.majority()
        if majority is not None:
            return majority
        rebuilt = {m["rebuilt"] for m in self.messages.values()}
        return rebuilt.pop() if len(rebuilt) == 1 else None

    def recovered(self) -> bool:
        """Whether rebuilding from the log brought every minority peer to the truth."""
        truth = self.truth()
        return truth is not None and all(
            self.messages[k]["rebuilt"] == truth for k in self.minority()
        )

    def state_of(self, key: bytes) -> Any | None:
        """The state a peer sent, if it decodes and matches the hash it claims."""
        message = self.messages[key]
        try:
            state = canonical.decode(message["state"])
        except ValueError:
            return None
        ok = bytes.fromhex(canonical.state_hash(state)) == message["hash"]
        return state if ok else None

    def consistent(self, key: bytes) -> bool:
        """Whether a peer's evidence holds together: its state decodes and hashes to its
        `hash`, which is the hash it acked. Other evidence is never used (docs/protocol.md)."""
        return self.messages[key]["hash"] == self.acks[key] and self.state_of(key) is not None

    def inconsistent(self) -> list[bytes]:
        """The peers whose evidence does not hold together, in key order."""
        return [k for k in sorted(self.messages) if not self.consistent(k)]

    def adopt(self, target: bytes) -> Any | None:
        """A readable state with hash `target`, from any peer whose evidence is consistent."""
        for key in sorted(self.messages):
            if self.messages[key]["hash"] == target and self.consistent(key):
                return self.state_of(key)
        return None


def _first_difference(case: DesyncCase) -> dict[str, Any] | None:
    """The first differing field between a minority state and a majority state, each the
    first with consistent evidence (see `DesyncCase.consistent`)."""
    minority = case.minority()
    majority = case.majority()
    others = [k for k in sorted(case.acks) if case.acks[k] == majority] if majority else []
    if not others:  # no majority: compare the first two peers that differ
        others = [k for k in minority if case.acks[k] != case.acks[minority[0]]]
    if not minority or not others:
        return None
    good = set(case.messages) - set(case.inconsistent())
    if majority is None:  # the first consistent peer, and the first consistent one it differs from
        minority = [k for k in minority if k in good] or minority
        others = [k for k in minority if case.acks[k] != case.acks[minority[0]]] or others
    else:
        minority = [k for k in minority if k in good] or minority
        others = [k for k in others if k in good] or others
    left, right = case.state_of(minority[0]), case.state_of(others[0])
    if left is None or right is None:
        return {"path": None, "note": UNREADABLE}
    found = canonical.diff(left, right)
    if found is None:
        return None
    return {
        "path": found.path,
        "values": [
            {"peer": case.roster.peer_label(minority[0]), "value": found.left},
            {"peer": case.roster.peer_label(others[0]), "value": found.right},
        ],
    }


def build_report(case: DesyncCase) -> dict[str, Any]:
    """The JSON-able report of a desync, the same at every peer."""
    majority = case.majority()
    truth = case.truth()
    recovered = case.recovered()
    if truth is None:
        verdict = STOPPED
    elif recovered:
        verdict = RECOVERED
    else:
        verdict = DETERMINISM_BUG
    peers = [
        {
            "peer": case.roster.peer_label(k),
            "key": k.hex(),
            "fingerprint": signing.fingerprint(k),
            "hash": case.acks[k].hex(),
            "rebuilt": case.messages[k]["rebuilt"].hex(),
        }
        for k in sorted(case.acks)
    ]
    return {
        "detected_at": case.index,
        "peers": peers,
        "majority": majority.hex() if majority else None,
        "minority": [case.roster.peer_label(k) for k in case.minority()],
        "first_difference": _first_difference(case),
        "recovered": recovered,
        "verdict": verdict,
        "inconsistent": [case.roster.peer_label(k) for k in case.inconsistent()],
    }


def report_text(report: dict[str, Any]) -> str:
    """The report as a few lines a person can read."""
    lines = [f"DESYNC detected at action {report['detected_at']}"]
    for p in report["peers"]:
        lines.append(f"  {p['peer']}: state {p['hash'][:16]}…, rebuilt {p['rebuilt'][:16]}…")
    if report["majority"]:
        lines.append(f"  disagreeing with the majority: {', '.join(report['minority'])}")
    else:
        lines.append("  no majority among the peers")
    diff = report["first_difference"]
    if diff and diff.get("path"):
        lines.append(f"  first differing field: {diff['path']}")
        for side in diff["values"]:
            lines.append(f"    {side['peer']}: {side['value']!r}")
    elif diff:
        lines.append(f"  {diff['note']}")
    if report.get("inconsistent"):
        lines.append(f"  {INCONSISTENT}: {', '.join(report['inconsistent'])}")
    lines.append(f"  {report['verdict']}")
    return "\n".join(lines)
