"""The lab's report: per game, whether it finished, every desync with the fault that caused
it (and whether it was found exactly where and as expected), agreement of the final hashes,
and the verification of every peer's record. JSON for tools, a summary for people."""

from __future__ import annotations

import re
from typing import Any

from client.lab import hiddenreport
from client.lab.game import GameRun, LabPeer
from client.lab.inject import SAID, TIDIED
from net.protocol.netrecord import Verified, verify_text
from net.protocol.recordformat import RecordError

TAIL = 20  # lines of a failed peer's output kept in the report
FORMAT = "tavolata-lab-report"
VERSION = 1


def label(peer: LabPeer) -> str:
    """A peer as the desync reports name it: "Peer 1 (K3QZ-7MXA)"."""
    assert peer.me is not None
    return f"{peer.name} ({peer.me.fingerprint})"


def game_report(run: GameRun, outcome: dict[str, Any]) -> dict[str, Any]:
    """Everything about one game, checked."""
    finals = {label(p): p.final for p in run.table}
    desyncs = run.dumps()
    verified, problems, actions, verdicts, outcomes = _verify(run.table)
    injected = _injected(run, desyncs, actions)
    leaks = hiddenreport.leak_check(run, outcomes) if run.secrets else None
    unexplained = [f"a leak: {f['peer']}: {f['owner']}'s {f['kind']} in {f['where']}"
                   for f in hiddenreport.unexpected_leaks(leaks)]  # fmt: skip
    crashes = _crashes(run.table) + _tracebacks(run.table)
    return {
        "game": run.number,
        "faults": run.faults.as_json(),
        "finished": outcome["finished"] and None not in finals.values(),
        "actions": actions,
        "wall_seconds": outcome["wall_seconds"],
        "final_hashes": finals,
        "final_hashes_agree": None not in finals.values() and len(set(finals.values())) == 1,
        "injected": injected,
        "cheats": hiddenreport.cheats(run, outcomes),
        "leak_check": leaks,
        "desyncs": desyncs,
        "records_verified": verified,
        "record_verdicts": verdicts,
        "problems": problems + _unexpected(desyncs, injected) + crashes + unexplained,
        "events": run.events,
        "not_made": _not_made(run, actions),
        "restarts": {label(p): p.restarts for p in run.table if p.restarts},
        "exit_codes": {
            label(p): p.proc.returncode if p.proc is not None else None for p in run.table
        },
        "net": outcome["net"],
        "output": _tails(run.table),
    }


def _tails(table: list[LabPeer]) -> dict[str, list[str]]:
    """The last lines printed by every peer that did not end well (why, without --keep)."""
    return {
        label(p): p.lines[-TAIL:]
        for p in table
        if p.proc is not None and p.proc.returncode not in (0, None)
    }


def _crashes(table: list[LabPeer]) -> list[str]:
    """Peers that died of an error of their own (not the lab's kill -9, not a table stop)."""
    return [
        f"{label(p)} exited with code {p.proc.returncode}: {p.lines[-1] if p.lines else ''}"
        for p in table
        if p.proc is not None and p.proc.returncode not in (0, 2, None, -9)
    ]


def _tracebacks(table: list[LabPeer]) -> list[str]:
    """Peers that printed a traceback: an error of their own even when they went on or
    exited as a stopped table (a task of asyncio that died: "Task exception was never
    retrieved"; found by the lab with Tash-Kalar, a `stop` too long to send)."""
    out = []
    for p in table:
        at = next((i for i, line in enumerate(p.lines) if line.startswith("Traceback (")), None)
        if at is not None:
            last = next((x for x in p.lines[at + 1 :] if x and not x.startswith(" ")), "")
            out.append(f"{label(p)} printed a traceback: {last}")
    return out


def _verify(
    table: list[LabPeer],
) -> tuple[bool, list[str], int, dict[str, str], dict[str, Verified | None]]:
    """`tavolata replay --verify` on every peer's record: ok (none damaged), problems,
    actions applied, each record's verdict (a table that stops, e.g. for a desync without a
    majority, leaves "stopped" records that verify: not a problem) and outcome."""
    problems, actions, verdicts = [], 0, {}
    outcomes: dict[str, Verified | None] = {}
    for peer in table:
        outcomes[label(peer)] = None
        try:
            outcome = verify_text(peer.record.read_text(encoding="utf-8"))
        except (OSError, RecordError) as exc:
            problems.append(f"{label(peer)}: record does not verify: {exc}")
            verdicts[label(peer)] = "damaged"
            continue
        verdicts[label(peer)] = outcome.verdict_text()
        outcomes[label(peer)] = outcome
        actions = max(actions, len(outcome.applied))
    return not problems, problems, actions, verdicts, outcomes


def _injected(run: GameRun, desyncs: list[dict[str, Any]], actions: int) -> list[dict[str, Any]]:
    """Each state fault asked for, and the desync that found it (or None). A fault the game
    never reached is "not injected" (`injected: false`, a `note` says why), not missed."""
    faults = [("corrupt", c.seat, c.action, SAID) for c in run.faults.corrupt]
    faults += [("nondeterminism", n.seat, n.action, TIDIED) for n in run.faults.nondeterministic]
    return [_fault(run, desyncs, actions, *fault) for fault in faults]


def _fault(
    run: GameRun,
    desyncs: list[dict[str, Any]],
    actions: int,
    kind: str,
    seat: int,
    action: int,
    said: re.Pattern[str],
) -> dict[str, Any]:
    """One state fault: where the peer said it struck (the field core.canonical.diff named,
    after which action: the first step end from `action`), and the desync that must be there
    exactly. A corrupt is recovered; an order-dependence bug is not (its rebuild repeats it)."""
    peer = run.table[seat]
    struck = peer.printed(said.pattern)
    entry: dict[str, Any] = {
        "kind": kind, "seat": seat, "peer": label(peer), "action": action,
        "injected": struck is not None, "struck_at": None, "path": None,
        "detected_at": None, "detection_delay": None, "matches": False,
    }  # fmt: skip
    if struck is None:
        entry["note"] = _not_injected(kind, action, actions)
        return entry
    at, path = int(struck.group(2)), struck.group(1)
    entry.update(struck_at=at, path=path)
    found = _first_naming(desyncs, label(peer), action)
    if found is None:
        return entry
    entry.update(detected_at=found["detected_at"], detection_delay=found["detected_at"] - at)
    alone = found["minority"] == [label(peer)] or found.get("majority") is None
    entry["matches"] = bool(
        found["detected_at"] == at
        and alone
        and (found.get("first_difference") or {}).get("path") == path
        and found["recovered"] is (kind == "corrupt")
        and (kind == "corrupt" or "determinism" in found["verdict"])
    )
    found["expected"] = {"fault": kind, "action": at, "path": path, "matches": entry["matches"]}
    return entry


def _not_injected(kind: str, action: int, actions: int) -> str:
    """Why a fault the peer never reported did not strike."""
    if actions < action or kind == "corrupt":  # a corrupt strikes at any step end from there
        return f"not injected (the game ended at {actions})"
    return f"not injected (nothing to tidy from action {action} to the end at {actions})"


def _not_made(run: GameRun, actions: int) -> list[dict[str, Any]]:
    """Partitions and kills asked for at an action the game never reached."""
    made = [(e["kind"], e["seat"]) for e in run.events if e["kind"] in ("partition", "kill")]
    out = []
    asked = [("partition", p) for p in run.faults.partitions]
    for kind, fault in asked + [("kill", k) for k in run.faults.kills]:
        if (kind, fault.seat) in made:
            made.remove((kind, fault.seat))
            continue
        note = f"not injected (the game ended at {actions})"
        out.append({"kind": kind, "seat": fault.seat, "action": fault.action, "note": note})
    return out


def _first_naming(desyncs: list[dict[str, Any]], peer: str, after: int) -> dict[str, Any] | None:
    return next(
        (d for d in desyncs if d["detected_at"] >= after and peer in d.get("minority", [])), None
    )


def _unexpected(desyncs: list[dict[str, Any]], injected: list[dict[str, Any]]) -> list[str]:
    """Desyncs no injected fault explains (network faults must never cause one), and second
    desyncs of a faulty peer (each fault strikes once)."""
    culprits = {i["peer"] for i in injected if i["injected"]}
    problems = []
    for d in desyncs:
        if "expected" in d:
            continue
        minority = set(d.get("minority", []))
        if minority & culprits and (minority <= culprits or d.get("majority") is None):
            problems.append(f"a second desync at action {d['detected_at']}: {d['minority']}")
        else:
            problems.append(f"unexplained desync at action {d['detected_at']}: {d['minority']}")
    return problems


def summary(games: list[dict[str, Any]], wall: float) -> dict[str, Any]:
    """Totals over every game of the run."""
    asked = [i for g in games for i in g["injected"]]
    injected = [i for i in asked if i["injected"]]  # not those the game ended before
    detected = [i for i in injected if i["detected_at"] is not None]
    delays = [i["detection_delay"] for i in detected if i.get("detection_delay") is not None]
    return {
        "games": len(games),
        "finished": sum(g["finished"] for g in games),
        "final_hashes_agree": sum(g["final_hashes_agree"] for g in games),
        "records_verified": sum(g["records_verified"] for g in games),
        "desyncs_injected": len(injected),
        "not_injected": len(asked) - len(injected) + sum(len(g["not_made"]) for g in games)
        + sum(not c["injected"] for g in games for c in g.get("cheats", [])),
        "desyncs_detected": len(detected),
        "detected_as_expected": sum(i["matches"] for i in injected),
        "detection_delay_max": max(delays) if delays else None,
        "recovered": sum(d["recovered"] for g in games for d in g["desyncs"]),
        "kills": sum(len(g["restarts"]) for g in games),
        "partitions": sum(g["net"].get("partitions", 0) for g in games),
        "frames": sum(g["net"].get("frames", 0) for g in games),
        "frames_dropped": sum(g["net"].get("dropped", 0) for g in games),
        "cheats_injected": sum(c["injected"] for g in games for c in g.get("cheats", [])),
        "cheats_detected_as_expected": sum(
            c["matches"] for g in games for c in g.get("cheats", []) if c["injected"]
        ),
        "leak_checked_games": sum(g.get("leak_check") is not None for g in games),
        "leaks_found": sum(len((g.get("leak_check") or {}).get("leaks", [])) for g in games),
        "problems": sum(len(g["problems"]) for g in games),
        "wall_seconds": round(wall, 1),
    }


def ok(game: dict[str, Any]) -> bool:
    """The game ended, lost nothing, and every desync was found as expected (a table of two
    stops at an order-dependence bug's desync: there is no majority)."""
    expected_stop = any(
        (d.get("expected") or {}).get("fault") == "nondeterminism" and d.get("majority") is None
        for d in game["desyncs"]
    ) or any(c["injected"] and c["matches"] for c in game.get("cheats", []))
    leaks = game.get("leak_check") or {"faults": []}
    return (
        (game["finished"] or expected_stop)
        and (game["final_hashes_agree"] or expected_stop)
        and game["records_verified"]
        and all(i["matches"] for i in game["injected"] if i["injected"])
        and all(c["matches"] for c in game.get("cheats", []) if c["injected"])
        and all(f["matches"] for f in leaks["faults"] if f["injected"])
        and not game["problems"]
    )


def text(game: dict[str, Any]) -> str:
    """A game in a few lines."""
    state = "finished" if game["finished"] else "NOT finished"
    agree = "hashes agree" if game["final_hashes_agree"] else "hashes DIFFER"
    lines = [
        f"game {game['game']}: {state}, {game['actions']} actions, {agree}, "
        f"records {'verified' if game['records_verified'] else 'NOT verified'}, "
        f"{game['wall_seconds']:.1f} s"
    ]
    for i in game["injected"]:
        what = f"  {i['kind']} of {i['peer']} from action {i['action']}"
        if not i["injected"]:
            lines.append(f"{what}: {i['note']}")
            continue
        where = f"detected at {i['detected_at']}" if i["detected_at"] is not None else "MISSED"
        verdict = "as expected" if i["matches"] else "NOT as expected"
        lines.append(f"{what}: struck at {i['struck_at']}, {where}, {verdict} (field {i['path']})")
    for f in game["not_made"]:
        lines.append(f"  {f['kind']} of seat {f['seat']} at action {f['action']}: {f['note']}")
    for d in game["desyncs"]:
        path = (d.get("first_difference") or {}).get("path")
        lines.append(
            f"  desync at action {d['detected_at']}: minority {', '.join(d['minority'])}; "
            f"first differing field {path}; {'recovered' if d['recovered'] else 'not recovered'}"
        )
    lines += hiddenreport.lines(game)
    lines += [f"  problem: {p}" for p in game["problems"]]
    return "\n".join(lines)
