"""Readable text of a finished game: the final scores with their breakdown and the winner."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.api import END


def final_scores(obs: dict[str, Any], names: Sequence[str]) -> str:
    """A score table from an end-of-game observation (keys `score`, `ranking`, `totals`)."""
    if "score" not in obs:
        return end_block(obs[END], names)
    width = max(len(n) for n in names)
    if "abilities" in obs["score"][0]:
        lines = ["", "Final scores", f"  {'':{width}}  regions  islands  abilities  elixir  total"]
        for seat, score in enumerate(obs["score"]):
            lines.append(
                f"  {names[seat]:{width}}  {score['regions']:7}  {score['areas']:7}  "
                f"{score['abilities']:9}  {score['elixir']:6}  {score['total']:5}  "
                f"{_breakdown(score)}"
            )
    else:
        lines = ["", "Final scores", f"  {'':{width}}  regions  continents  goods  total"]
        for seat, score in enumerate(obs["score"]):
            lines.append(
                f"  {names[seat]:{width}}  {score['regions']:7}  {score['areas']:10}  "
                f"{score['goods']:5}  {score['total']:5}  {_goods(score)}"
            )
    if "long_game" in obs["config"].get("variants", ()):
        lines.append(
            "  Long game totals: "
            + ", ".join(f"{names[s]} {t}" for s, t in enumerate(obs["totals"]))
        )
    ranking = obs["ranking"]
    decided = obs.get("decided_by")
    if decided is None:
        tied = [names[s] for s in obs["winners"]]
        lines.append(f"Tie: {', '.join(tied)} share the victory (every tie-break is equal).")
    elif decided == "victory points":
        lines.append(f"Winner: {names[ranking[0]]} with {obs['totals'][ranking[0]]} points.")
    else:
        lines.append(f"Winner: {names[ranking[0]]}, on {decided} (tied on points).")
    return "\n".join(lines)


def _goods(score: dict[str, Any]) -> str:
    held = ", ".join(f"{g} {k}" for g, k in score["goods_held"].items())
    wild = score.get("wild") or {}
    extra = f"; wild to {', '.join(f'{g} +{k}' for g, k in wild.items())}" if wild else ""
    return f"[{held}{extra}]" if held else ""


def _breakdown(score: dict[str, Any]) -> str:
    parts = [f"{name} {vp}" for name, vp in score["breakdown"]]
    return f"[{', '.join(parts)}]" if parts else ""


def end_block(end: dict[str, Any], names: Sequence[str]) -> str:
    """Any game's end-of-game block (core.api.END) as a score table and the winner."""
    width = max(len(n) for n in names)
    lines = ["", "Final scores"]
    for seat in end["ranking"]:
        parts = ", ".join(f"{p['label']} {p['values'][seat]}" for p in end["parts"])
        lines.append(f"  {names[seat]:{width}}  {end['totals'][seat]:5}  [{parts}]")
    winners = end["winners"]
    if len(winners) > 1:
        lines.append(f"Tie: {', '.join(names[s] for s in winners)} share the victory.")
    else:
        lines.append(f"Winner: {names[winners[0]]} with {end['totals'][winners[0]]} points.")
    return "\n".join(lines)
