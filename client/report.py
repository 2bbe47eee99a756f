"""Readable text of a finished game, for any game: the END block's scores and the winner."""

from __future__ import annotations

from typing import Any

from client.messages import Speaker
from core.api import END


def final_scores(obs: dict[str, Any], say: Speaker) -> str:
    """A score table from an end-of-game observation's END block (core.api.END): a column
    per part, the total (a match's totals too), the notes; then who won and on what."""
    end = obs[END]
    names = [say.seat(seat) for seat in range(len(end["totals"]))]
    carried = end.get("carried")
    heads = [say.label(part["label"]) for part in end["parts"]] + ["Total"]
    columns = [part["values"] for part in end["parts"]] + [_points(end)]
    if carried is not None:
        heads.append(say.label(carried["label"]))
        columns.append(end["totals"])
    width = max(len(n) for n in names)
    lines = ["", "Final scores", f"  {'':{width}}  " + "  ".join(heads)]
    for seat, name in enumerate(names):
        cells = "  ".join(f"{column[seat]:{len(head)}}" for head, column in zip(heads, columns))
        note = f"  [{say(end['notes']['values'][seat])}]" if end.get("notes") else ""
        lines.append(f"  {name:{width}}  {cells}{note}")
    lines.append(winner_line(end, names, say))
    return "\n".join(lines)


def _points(end: dict[str, Any]) -> list[int]:
    """Each seat's points of the last game: the totals less what a match carried."""
    carried = end.get("carried") or {"values": [0] * len(end["totals"])}
    return [t - c for t, c in zip(end["totals"], carried["values"])]


def winner_line(end: dict[str, Any], names: list[str], say: Speaker) -> str:
    """Who won, on points or on which tie-break, or who share the victory."""
    ranking, totals = end["ranking"], end["totals"]
    decided = end["separated_by"][0] if end["separated_by"] else None
    if len(end["winners"]) > 1 or (decided is None and len(ranking) > 1):
        tied = ", ".join(names[s] for s in end["winners"])
        return f"Tie: {tied} share the victory (every tie-break is equal)."
    first = ranking[0]
    if len(ranking) == 1 or totals[first] != totals[ranking[1]]:
        return f"Winner: {names[first]} with {totals[first]} points."
    return f"Winner: {names[first]}, on {say.label(decided)} (tied on points)."
