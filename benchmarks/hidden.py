"""Hidden-information benchmark: the cryptography of net/protocol/group.py, net/protocol/elgamal.py,
net/protocol/deck.py and net/protocol/audit.py, simulated in one process (no network).

    python benchmarks/hidden.py [--repeat 5]

1. Per-operation costs: scalar and base multiplication, addition, point validation, a card's
   hash to the group, proofs (Schnorr key proof, Chaum–Pedersen share proof) made and checked.
2. A table of 4 peers: a 60-card deck shuffled by every peer (each list also decoded, that
   is validated, by a receiver), a private draw (request, 3 shares, every check, unblinding),
   a public reveal (4 shares, a peer checks the 3 others'), and the audit of a game's worth
   of operations (the 4 shuffles, 20 private and 20 public reveals, 40 claims).
   "work" is every peer's work added up; "path" is what one peer waits for when the peers
   work in parallel (one request, one share, then the checks of the requester).
3. Between processes (`--peers-only` runs only this): 4 `tavolata host/join` processes on
   127.0.0.1 play benchmarks/deckbench.py (a 60-card deck shuffled by every peer, then
   private draws and public reveals in turn), each noting when it applied every action
   (`--timings`, CLOCK_MONOTONIC: one clock for the machine). A node's time runs from the
   last peer applying the action that asked for it to the last peer applying its
   resolution (so it includes that step's ack round, which opens the node); the audit's,
   from the last peer applying the last action to the last peer finished (the last ack
   round, the seeds and the audit).
   Then one 4-bot Legends game with the swamp between processes, and `replay --verify` of
   every record.
Targets (issue 16): the shuffle by every peer under 200 ms in all, a private draw under
10 ms, a public reveal under 10 ms, the audit under 2 s.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.tableprocs import play_table  # noqa: E402
from core import canonical  # noqa: E402
from net.protocol import audit, elgamal, group  # noqa: E402
from net.protocol import deck as dk  # noqa: E402

TABLE, DECK, PEERS, CARDS = bytes(range(16)), "deck", 4, 60


def per_op(fn: Callable[[], Any], number: int = 2000) -> float:
    """Microseconds per call (the best of 3 runs)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - start) / number)
    return best * 1e6


def operations() -> None:
    """Print the cost of each primitive."""
    s = group.derive_scalar(bytes(32), b"bench")
    p = group.base(s)
    x = group.derive_scalar(bytes(32), b"x")
    key, key_proof = elgamal.make_key(bytes(32), TABLE, 0)
    y = group.mul(x, p)
    dleq = elgamal.prove_dleq(x, p, y, b"ctx")
    rows = [
        ("scalar multiplication", lambda: group.mul(s, p)),
        ("base multiplication", lambda: group.base(s)),
        ("point addition", lambda: group.add(p, p)),
        ("point validation (decode)", lambda: group.decode_point(p)),
        ("card hash to group", lambda: group.hash_to_group(DECK, canonical.encode(7))),
        ("key proof: make", lambda: elgamal.make_key(bytes(32), TABLE, 0)),
        ("key proof: check", lambda: elgamal.check_key(TABLE, 0, key, key_proof)),
        ("share proof: make", lambda: elgamal.prove_dleq(x, p, y, b"ctx")),
        ("share proof: check", lambda: elgamal.check_dleq(group.base(x), p, y, dleq, b"ctx")),
    ]
    print("per operation                     µs")
    for name, fn in rows:
        print(f"  {name:<30} {per_op(fn, 300):8.1f}")


class Table:
    """Four peers' keys and a deck; each step timed."""

    def __init__(self) -> None:
        self.seeds = [bytes([p + 1]) * 32 for p in range(PEERS)]
        self.ours = [dk.OurSecrets(s, TABLE, p) for p, s in enumerate(self.seeds)]
        self.keys = {p: elgamal.make_key(s, TABLE, p)[0] for p, s in enumerate(self.seeds)}
        self.pk = elgamal.joint_key(self.keys.values())
        self.composition = dk.Composition(DECK, [f"card {i}" for i in range(CARDS)])
        self.log: list[audit.Entry] = []
        self.serial = 0

    def shuffle_all(self) -> tuple[float, float]:
        """Every peer shuffles; (shuffling time, decoding time by a receiver) in seconds."""
        cards, work, decode = self.composition.initial(), 0.0, 0.0
        for peer, ours in enumerate(self.ours):
            self.serial += 1
            start = time.perf_counter()
            secrets = ours.shuffle_secrets(DECK, self.serial, CARDS)
            out = dk.shuffle(cards, self.pk, secrets)
            middle = time.perf_counter()
            cards = [elgamal.Ciphertext.decode(c.encode()) for c in out]
            work, decode = work + middle - start, decode + time.perf_counter() - middle
            self.log.append(audit.Shuffled(peer, DECK, self.serial, tuple(cards)))
        self.cards = cards
        return work, decode

    def private(self, to: int, position: int) -> tuple[float, float]:
        """A private draw: (all peers' work, the requester's path) in seconds."""
        self.serial += 1
        reveal, card = dk.RevealId(TABLE, DECK, position, to, self.serial), self.cards[position]
        t0 = time.perf_counter()
        blinded, proof = dk.make_request(self.seeds[to], reveal, card)
        t1 = time.perf_counter()
        made = {}
        for peer in range(PEERS):
            if peer != to:
                h = dk.check_request(reveal, card, blinded, proof)
                made[peer] = dk.make_share(self.ours[peer].x, reveal, peer, h)
        t2 = time.perf_counter()
        shares = {p: (dk.check_share(reveal, p, self.keys[p], blinded, y, pr), pr)
                  for p, (y, pr) in made.items()}
        t3 = time.perf_counter()
        blind = dk.blind_secret(self.seeds[to], reveal)
        point = dk.open_private(card, blind, self.ours[to].x, [y for y, _ in shares.values()])
        value = self.composition.lookup(point)
        t4 = time.perf_counter()
        self.log.append(audit.Revealed(reveal, shares, blinded))
        self.log.append(audit.Claimed(to, DECK, position, value))
        # every peer checks every share at once (about 3 checks each): the work counts PEERS
        work = (t1 - t0) + (t2 - t1) + PEERS * (t3 - t2) + (t4 - t3)
        return work, (t1 - t0) + (t2 - t1) / (PEERS - 1) + (t4 - t2)

    def public(self, position: int) -> tuple[float, float]:
        """A public reveal: (all peers' work, one peer's path) in seconds."""
        self.serial += 1
        reveal = dk.RevealId(TABLE, DECK, position, dk.PUBLIC, self.serial)
        card = self.cards[position]
        t0 = time.perf_counter()
        made = {p: dk.make_share(o.x, reveal, p, card.a) for p, o in enumerate(self.ours)}
        t1 = time.perf_counter()
        shares = {p: (dk.check_share(reveal, p, self.keys[p], card.a, y, pr), pr)
                  for p, (y, pr) in made.items() if p != 0}
        shares[0] = made[0]
        value = self.composition.lookup(dk.open_public(card, [y for y, _ in shares.values()]))
        t2 = time.perf_counter()
        self.log.append(audit.Revealed(reveal, shares))
        self.log.append(audit.Claimed(0, DECK, position, value))
        # every peer checks the three others: the work counts it PEERS times
        return (t1 - t0) + PEERS * (t2 - t1), (t1 - t0) / PEERS + (t2 - t1)

    def audit(self) -> float:
        """The audit of the log so far, in seconds (it must find nothing)."""
        start = time.perf_counter()
        check = audit.Audit(TABLE, {DECK: self.composition}, self.keys, dict(enumerate(self.seeds)))
        faults = check.run(self.log)
        elapsed = time.perf_counter() - start
        assert faults == [], faults
        return elapsed


def game(repeat: int) -> None:
    """Print the table figures: the median over `repeat` games."""
    figures: dict[str, list[float]] = {}
    for _ in range(repeat):
        table = Table()
        work, decode = table.shuffle_all()
        rows = {"shuffle: every peer's shuffling": work, "shuffle: decoding 4 lists": decode,
                "shuffle: in all": work + decode}
        private = [table.private(i % PEERS, i) for i in range(20)]
        public = [table.public(20 + i) for i in range(20)]
        rows["private draw: all peers' work"] = statistics.median(w for w, _ in private)
        rows["private draw: requester's path"] = statistics.median(p for _, p in private)
        rows["public reveal: all peers' work"] = statistics.median(w for w, _ in public)
        rows["public reveal: one peer's path"] = statistics.median(p for _, p in public)
        rows["audit: 4 shuffles, 40 reveals, 40 claims"] = table.audit()
        for name, seconds in rows.items():
            figures.setdefault(name, []).append(seconds * 1000)
    targets = {"shuffle: in all": 200, "private draw: all peers' work": 10,
               "public reveal: all peers' work": 10}
    targets["audit: 4 shuffles, 40 reveals, 40 claims"] = 2000
    print(f"\na table of {PEERS} peers, a {CARDS}-card deck (median of {repeat})     ms   target")
    for name, values in figures.items():
        target = f"< {targets[name]}" if name in targets else ""
        print(f"  {name:<45} {statistics.median(values):8.2f}   {target}")


def peers(work: Path, game: list[str], records: bool = False) -> list[Path]:
    """One table of PEERS processes on loopback (by address); each one's timings file."""
    env = {**os.environ, "TAVOLATA_HOME": str(work), "PYTHONUNBUFFERED": "1",
           "TAVOLATA_PLUGINS": "tests.tinygame,benchmarks.deckbench"}  # fmt: skip
    common = ["--headless", "--interface", "127.0.0.1", "--quiet", "--bot", "random"]
    timings = [work / f"t{i}.txt" for i in range(PEERS)]

    def extra(i: int) -> list[str]:
        return ["--timings", str(timings[i])] + (["--record", str(work / f"p{i}.rec")]
                                                   if records else [])  # fmt: skip

    cli = [sys.executable, "-m", "client.cli"]
    host = [*cli, "host", *common, "--name", "bench", "--players", str(PEERS),
            "--no-announce", "--player", "P0", *game, *extra(0)]  # fmt: skip
    joins = [[*cli, "join", *common, "--player", f"P{i}", *extra(i)] for i in range(1, PEERS)]
    play_table(host, joins, env, ROOT, timeout=300)
    return timings


def spans(timings: list[Path]) -> dict[str, list[float]]:
    """Seconds per node kind: last peer applying the asking action to last peer applying
    the resolution; the audit from the last action to the last peer finished."""
    at: dict[int, list[float]] = {}
    kinds: dict[int, str] = {}
    for path in timings:
        for line in path.read_text().splitlines():
            index, when, kind = line.split()
            at.setdefault(int(index), []).append(float(when))
            kinds[int(index)] = kind
    names = {"shuffled": "shuffle by every peer", "revealed": "private draw",
             "shown": "public reveal"}  # fmt: skip
    out: dict[str, list[float]] = {}
    for i, kind in kinds.items():
        if kind in names and i - 1 in at:
            out.setdefault(names[kind], []).append(max(at[i]) - max(at[i - 1]))
    last = max(i for i in kinds if i >= 0)
    out["audit of the whole game (seeds, audit)"] = [max(at[-1]) - max(at[last])]
    return out


def between_processes(repeat: int) -> None:
    """Print the figures of 4 peer processes, and one swamp game that verifies."""
    figures: dict[str, list[float]] = {}
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as work:
            for name, values in spans(peers(Path(work), ["--game", "deck_bench"])).items():
                figures.setdefault(name, []).extend(values)
    targets = {"shuffle by every peer": 200, "private draw": 10, "public reveal": 10,
               "audit of the whole game (seeds, audit)": 2000}  # fmt: skip
    print(f"\n{PEERS} peer processes on 127.0.0.1, a {CARDS}-card deck ({repeat} games)"
          "        median      max   target")  # fmt: skip
    for name, values in figures.items():
        ms = [v * 1000 for v in values]
        print(f"  {name:<45} {statistics.median(ms):8.2f} {max(ms):8.2f}   < {targets[name]}")
    swamp = ["--edition", "legends", "--variant", "exploration_tokens",
             "--variant", "mephitic_swamp"]  # fmt: skip
    with tempfile.TemporaryDirectory() as work:
        start = time.perf_counter()
        peers(Path(work), swamp, records=True)
        played = time.perf_counter() - start
        verdicts = []
        for i in range(PEERS):
            done = subprocess.run([sys.executable, "-m", "client.cli", "replay",
                                   str(Path(work) / f"p{i}.rec"), "--verify"],
                                  cwd=ROOT, capture_output=True, text=True)  # fmt: skip
            verdicts.append(done.stdout.strip().splitlines()[-2])
    print(f"\none 4-bot Legends game with the swamp between processes: {played:.1f} s; records:")
    for verdict in verdicts:
        print(f"  {verdict}")


def main() -> None:
    """Run every part."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="games to take the median of")
    parser.add_argument("--peers-only", action="store_true", help="only part 3")
    args = parser.parse_args()
    if not args.peers_only:
        operations()
        game(args.repeat)
    between_processes(args.repeat)


if __name__ == "__main__":
    main()
