"""The lab report's hidden-information parts: each cheat with the stop it must cause, and
the leak check with the leak a leaking peer must be caught at (docs/lab.md)."""

from __future__ import annotations

from typing import Any

from client.lab import leakscan
from client.lab.cheat import CHEATED, KIND_OF
from client.lab.game import GameRun
from client.lab.leakscan import label
from client.lab.secretlog import LEAKED
from net.protocol.netrecord import Verified

# What each cheat must cause at every other peer: the stop reason (net/protocol/stops.py), and
# whether it is caught at the very step of the cheat (else at the end, by the audit).
EXPECTED = {"wrong_share": ("hidden", True), "substitute": ("audit", False),
            "withhold": ("withheld", True)}  # fmt: skip
LEAK_KINDS = {"card": "card value", "seed": "seed", "point": "card point"}
# The notice at the deadline (net/protocol/hiddensteps.py).
NAMED_LATE = "withheld its part of a reveal"


def cheats(run: GameRun, outcomes: dict[str, Verified | None]) -> list[dict[str, Any]]:
    """Each cheat asked for: struck (the peer said so), and whether every other peer's
    record stops for the expected reason, blaming that peer alone, at the expected step."""
    out = []
    for cheat in run.faults.cheats:
        peer = run.table[cheat.seat]
        said = peer.printed(CHEATED.pattern)
        reason, at_once = EXPECTED[cheat.kind]
        entry: dict[str, Any] = {
            "kind": cheat.kind, "seat": cheat.seat, "peer": label(peer), "action": cheat.action,
            "expected": reason, "injected": said is not None, "struck_at": None,
            "detected_at": None, "blamed": None, "matches": False,
        }  # fmt: skip
        if said is None or KIND_OF[said.group(1)] != cheat.kind:
            entry["injected"] = False
            entry["note"] = "not injected (no such part from that action to the end)"
            out.append(entry)
            continue
        entry["struck_at"] = struck = int(said.group(2))
        others = [outcomes.get(label(p)) for p in run.table if p is not peer]
        stops = [o.stop if o is not None else None for o in others]
        entry["reasons"] = sorted({s.reason if s else "none" for s in stops})
        entry["blamed"] = sorted({b for s in stops if s for b in s.blame})
        entry["detected_at"] = max((len(o.applied) for o in others if o), default=None)
        entry["matches"] = all(s is not None and s.reason == reason and s.blame == [label(peer)]
                               for s in stops) and (
            not at_once or all(o is not None and len(o.applied) == struck for o in others)
        )  # fmt: skip
        if cheat.kind == "withhold":  # named at the deadline, before the table gave up
            named = [any(NAMED_LATE in line and label(peer) in line for line in p.lines)
                     for p in run.table if p is not peer]  # fmt: skip
            entry["named_at_deadline"] = all(named)
            entry["matches"] = entry["matches"] and all(named)
        out.append(entry)
    return out


def leak_check(run: GameRun, outcomes: dict[str, Verified | None]) -> dict[str, Any]:
    """The leak check over the game (client/lab/leakscan.py), with each leak fault asked
    for: struck, and found naming that peer and that kind of secret."""
    longest = max((o for o in outcomes.values() if o), key=lambda o: len(o.applied), default=None)
    result = leakscan.check(run, longest.applied if longest else [])
    faults = []
    for leak in run.faults.leaks:
        peer = run.table[leak.seat]
        said = peer.printed(LEAKED.pattern)
        kind = LEAK_KINDS[leak.what]
        found = [f for f in result["leaks"] if f["peer"] == label(peer) and f["kind"] == kind]
        faults.append({
            "what": leak.what, "seat": leak.seat, "peer": label(peer), "action": leak.action,
            "injected": said is not None, "struck_at": int(said.group(2)) if said else None,
            "found": found[:3], "matches": said is not None and bool(found),
        })  # fmt: skip
    result["faults"] = faults
    return result


def unexpected_leaks(check: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Findings no leak fault explains (an honest game must have none)."""
    if check is None:
        return []
    leaky = {(f["peer"], LEAK_KINDS[f["what"]]) for f in check["faults"] if f["injected"]}
    return [f for f in check["leaks"] if (f["peer"], f["kind"]) not in leaky]


def lines(game: dict[str, Any]) -> list[str]:
    """The report's lines for people about cheats and leaks."""
    out = []
    for c in game.get("cheats", []):
        what = f"  {c['kind'].replace('_', ' ')} by {c['peer']} from action {c['action']}"
        if not c["injected"]:
            out.append(f"{what}: {c['note']}")
            continue
        verdict = "as expected" if c["matches"] else "NOT as expected"
        out.append(
            f"{what}: struck at step {c['struck_at']}, stopped ({', '.join(c['reasons'])}) at "
            f"{c['detected_at']} blaming {', '.join(c['blamed']) or 'nobody'}, {verdict}"
        )
    check = game.get("leak_check")
    if check is not None:
        out.append(f"  leak check: {check['secrets']} secrets, {len(check['leaks'])} leak(s)")
        for f in check["leaks"][:5]:
            out.append(f"    {f['peer']}: {f['owner']}'s {f['kind']} ({f['secret']}) in "
                       f"{f['where']} as {f['form']}")  # fmt: skip
        for f in check["faults"]:
            verdict = "caught" if f["matches"] else "NOT caught"
            out.append(f"  leak of a {f['what']} by {f['peer']}: {verdict}")
    return out
