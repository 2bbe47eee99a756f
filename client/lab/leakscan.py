"""Running the leak check over one lab game (the rules of it are client/lab/leaks.py)."""

from __future__ import annotations

import base64
import json
import re
from bisect import bisect_right
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from client.lab import leaks
from client.lab.game import GameRun, LabPeer
from client.lab.leaks import END, Finding, Needle

EPHEMERAL = ("hello", "heartbeat", "want", "refuse")  # not logged: seen on the wire only
DUMP = re.compile(r"desync-at-(\d+)-(.+)\.(json|txt|state)$")


@dataclass
class Sent:
    """One envelope as its author sent it, and where we first saw it."""

    author: str
    seq: int
    kind: str
    body: Any
    payload: bytes
    where: str
    time: float = -1.0
    seed_sent: bool = False


@dataclass
class Scan:
    """One game's leak check (see `check`)."""

    run: GameRun
    labels: dict[bytes, str]
    pool: leaks.Pool
    findings: list[Finding] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def hit(self, hits: list[tuple[Needle, str]], author: str, time: float, seed: bool,
            where: str) -> None:  # fmt: skip
        """Keep the hits `author` had no right to at `time`: one per kind of secret and form
        (a card point is every holder's of that value: the author's own first)."""
        kept: dict[tuple[str, str], Finding] = {}
        for needle, form in hits:
            if leaks.legit(needle, author, time, seed):
                continue
            found = Finding(author, needle.owner, needle.kind, needle.what, form, where, time)
            if (needle.kind, form) not in kept or needle.owner == author:
                kept[(needle.kind, form)] = found
        self.findings += kept.values()


def label(peer: LabPeer) -> str:
    """A peer as the reports name it: "Peer 1 (K3QZ-7MXA)"."""
    assert peer.me is not None
    return f"{peer.name} ({peer.me.fingerprint})"


def check(run: GameRun, applied: list[Any]) -> dict[str, Any]:
    """Scan every output of the game's peers; `applied`: the game's actions (a verified
    record's), which say when each card was shown. The report's `leak_check` entry."""
    shown = {
        (a.action[1], a.action[2]): a.index
        for a in applied
        if a.action and a.action[0] == "shown" and len(a.action) == 4
    }
    pool = leaks.Pool([n for p in run.table for n in leaks.needles(label(p), p.secrets, shown)])
    scan = Scan(run, {p.me.public_key: label(p) for p in run.table if p.me}, pool)
    _envelopes(scan)
    for peer in run.table:
        _printed(scan, peer)
        _files(scan, peer)
    findings = [f.as_json() for f in scan.findings]
    unique = [dict(t) for t in {tuple(sorted(f.items())) for f in findings}]
    unique.sort(key=lambda f: (f["peer"], f["where"]))
    return {"secrets": len(pool), "scanned": dict(scan.counts), "leaks": unique}


def _envelopes(scan: Scan) -> None:
    """Every envelope once (records first, then the wire), timed in its author's chain."""
    seen: dict[bytes, Sent] = {}
    for peer in scan.run.table:
        lines = peer.record.read_text(encoding="utf-8").splitlines() if peer.record.exists() else []
        for number, line in enumerate(lines, 1):
            entry = json.loads(line) if line.strip() else {}
            if "m" in entry:
                _add(scan, seen, base64.b64decode(entry["m"]), f"{peer.record.name} line {number}")
            else:
                scan.counts["record lines"] += 1
                hits = leaks.scan_text(line, scan.pool, unique=False)
                scan.hit(hits, label(peer), -1, False, f"{peer.record.name} line {number}")
    for number, raw in enumerate(scan.run.wire or [], 1):
        _add(scan, seen, raw, f"the wire (frame {number})")
    _time(list(seen.values()))
    for sent in seen.values():
        scan.counts["envelopes"] += 1
        hits = leaks.scan_bytes(sent.payload, [], scan.pool)
        if sent.kind != "action":  # a value in an action is a claim: the rules' business
            hits += leaks.scan_body(sent.body, scan.pool)
        where = f"{sent.where} (its {sent.kind!r} message #{sent.seq})"
        scan.hit(hits, sent.author, sent.time, sent.seed_sent, where)


def _add(scan: Scan, seen: dict[bytes, Sent], raw: bytes, where: str) -> None:
    opened = leaks.envelope(raw)
    if opened is None:
        return
    sender, payload, seq, kind, body = opened
    if payload not in seen:
        author = scan.labels.get(sender, sender.hex()[:16])
        seen[payload] = Sent(author, seq, kind, body, payload, where)


def _time(sent: list[Sent]) -> None:
    """Each envelope's time: its author's furthest step named so far in its chain (`index`
    fields), END from its `seed` on; an ephemeral one takes its log head's."""
    chains: dict[str, list[Sent]] = defaultdict(list)
    for s in sent:
        chains[s.author].append(s)
    for chain in chains.values():
        logged = sorted((s for s in chain if s.kind not in EPHEMERAL), key=lambda s: s.seq)
        time, seed = -1.0, False
        for s in logged:
            seed = seed or s.kind == "seed"
            index = s.body.get("index") if isinstance(s.body, dict) else None
            time = END if seed else max(time, index if type(index) is int else -1)
            s.time, s.seed_sent = time, seed
        seqs = [s.seq for s in logged]
        for s in chain:
            if s.kind in EPHEMERAL:
                at = bisect_right(seqs, s.seq - 1) - 1  # the head: its last logged message
                s.time = logged[at].time if at >= 0 else -1
                s.seed_sent = logged[at].seed_sent if at >= 0 else False


def _clock(peer: LabPeer) -> tuple[list[float], list[float]]:
    """The peer's timings file: when it applied each action, and how many it had then."""
    times: list[float] = []
    counts: list[float] = []
    text = peer.timings.read_text(encoding="ascii") if peer.timings.exists() else ""
    for line in text.splitlines():
        index, at, _ = (line.split() + ["", "", ""])[:3]
        times.append(float(at))
        counts.append(END if index == "-1" else int(index) + 1)
    return times, counts


def _printed(scan: Scan, peer: LabPeer) -> None:
    """Every line the peer printed, timed by its arrival, against its own timings."""
    times, counts = _clock(peer)
    others = {line for p in scan.run.table if p is not peer for line in p.lines}
    for number, (line, stamp) in enumerate(zip(peer.lines, peer.stamps), 1):
        scan.counts["printed lines"] += 1
        at = bisect_right(times, stamp) - 1
        time = counts[at] if at >= 0 else -1
        hits = leaks.scan_text(line, scan.pool, unique=line not in others)
        scan.hit(hits, label(peer), time, time == END, f"its output, line {number}")


def _files(scan: Scan, peer: LabPeer) -> None:
    """The peer's desync dumps (its fingerprint in the name), timed by their action."""
    assert peer.me is not None
    for path in sorted(peer.folder.glob(f"desync-at-*-{peer.me.fingerprint}.*")):
        match = DUMP.search(path.name)
        time = float(match.group(1)) if match else -1.0
        scan.counts["dump files"] += 1
        data = path.read_bytes()
        if path.suffix == ".state":
            hits = leaks.scan_bytes(data, [], scan.pool)
        else:
            hits = leaks.scan_text(data.decode("utf-8", "replace"), scan.pool, unique=False)
        scan.hit(hits, label(peer), time, False, path.name)
