"""What a seat sees (observation) and the log's sentences (describe_action).

The public part is the same for everyone; a seat also sees the values of its own hand
that it was told (hidden.visible: never more, even given a hot-seat table's knowledge),
team legends to both team-mates. Keys: docs/tash-kalar.md, "Observation".
"""

from __future__ import annotations

from typing import Any

from core import hidden
from core.api import END, TERMINAL, Action, Knowledge, Message
from core.games.tash_kalar import effects, flow, scoring, setup, turn
from core.games.tash_kalar.data import RANK_NAMES, arena
from core.games.tash_kalar.state import State, active, owner, rank, side_of, sides, supply


def _kind(deck: str) -> str:
    return "being" if deck.startswith("beings.") else deck.split(".")[0][:-1]


def _hand(s: State, seat: int, seen: dict[Any, Any]) -> list[dict[str, Any]]:
    cards = list(s.hands[seat]) + list(s.legends[side_of(s, seat)])  # team legends: both
    return [{"handle": [d, p], "kind": _kind(d), "card": seen.get((d, p))} for d, p in cards]


def _score(s: State) -> list[Any]:
    if s.melee:
        return [
            {s.colours[v]: n for v, n in scoring.colour_scores(s, p).items()}
            for p in range(s.players)
        ]
    return [flow.points(s, side_of(s, p)) for p in range(s.players)]


def _pending(s: State) -> dict[str, Any] | None:
    if s.stage not in ("effect", "pickup", "returns", "end", "score", "setup"):
        return None
    out: dict[str, Any] = {"stage": s.stage}
    if s.effect is not None:
        e = s.effect
        out.update(
            card=e.card,
            source=e.kind,
            marks=[turn.name(x) for x in e.marks],
            being=turn.name(e.being) if e.being >= 0 else None,
        )
        if s.stage == "effect" and not s.secrets.pending:
            step = effects.step_of(e)
            out.update(
                step=step.op, optional=step.opt, done=e.done, n=step.n if step.n > 0 else "all"
            )
    if not s.secrets.pending:
        out["choices"] = sorted({a[0] for a in turn.legal(s, None, with_summons=False)})
    return out


def observation(s: State, player: int | None, knowledge: Knowledge | None = None) -> dict[str, Any]:
    """The public game, and for `player` its own hand's values it was told."""
    seen = hidden.visible(s.secrets, player, knowledge)
    board = {
        arena().names[sq]: {"colour": s.colours[owner(p)], "rank": RANK_NAMES[rank(p)]}
        for sq, p in enumerate(s.board)
        if p
    }
    obs: dict[str, Any] = {
        "form": s.form, "teams": s.teams, "melee": s.melee, "colours": list(s.colours),
        "seat_colours": list(s.seat_colours), "stage": s.stage,
        "current": turn.current_player(s), "active": active(s) if s.first >= 0 else None,
        "controller": s.controller, "first": s.first, "turn": s.turn, "actions_left": s.actions,
        "board": board,
        "hand_counts": [{"beings": sum(1 for d, _ in s.hands[p] if d.startswith("beings.")),
                         "flares": sum(1 for d, _ in s.hands[p] if d.startswith("flares")),
                         "legends": sum(len(s.legends[x]) for x in range(sides(s))
                                        if s.holder[x] == p)} for p in range(s.players)],
        "deck_counts": {"beings": [len(b) for b in s.beings], "legends": len(s.legend_pile),
                        "flares": len(s.flare_pile), "tasks": len(s.task_pile)},
        "sideways": [min(len(b), arena().sideways) for b in s.beings] if s.teams else None,
        "discards": {"beings": [list(x) for x in s.being_discards],
                     "legends": list(s.legend_discards), "flares": list(s.flare_discards)},
        "tasks": {"current": list(s.tasks), "next": setup.next_task(s),
                  "completed": [list(s.completed[side_of(s, p)]) for p in range(s.players)]},
        "score": _score(s),
        "improvised": [[s.colours[v] for v in x] for x in s.improvised] if s.melee else None,
        "supply": [{"tokens": supply(s, v, False), "legendary": supply(s, v, True)}
                   for v in range(sides(s))],
        "pending": _pending(s),
        "trigger": s.trigger,
    }  # fmt: skip
    if player is not None:
        obs["hand"] = _hand(s, player, seen)
    if turn.current_player(s) == TERMINAL:
        obs[END] = scoring.end_block(s)
    return obs


def describe_action(s: State, a: Action) -> Message:
    """The log's sentence for `a` (templates: client/gui/games/tash_kalar/messages.py
    when the view exists); private reveals say who drew, never what."""
    kind = a[0]
    seat = turn.current_player(s)
    if kind == hidden.SHOWN:
        return Message("shown", {"card": a[3]})
    if kind == hidden.REVEALED:
        request = s.secrets.pending[0] if s.secrets.pending else None
        seats = request.seats if isinstance(request, hidden.Reveal) else ()
        return Message("drew", {"seat": seats[0] if seats else 0, "deck": _kind(a[1])})
    if kind in hidden.RESOLUTIONS:
        return Message(kind, {"deck": a[1]})
    if kind == "first":
        return Message("first", {"seat": a[1]})
    params: dict[str, Any] = {"seat": seat}
    if kind == "summon":
        params.update(card=a[3], square=a[4], orientation=a[5])
    elif kind in ("discard",):
        params.update(card=a[3])
    elif kind == "flare":
        params.update(card=a[3], colour=a[4])
    elif kind in ("move", "leap"):
        params.update(square=a[1], to=a[2])
    elif kind in ("claim",):
        params.update(task=a[1])
    elif kind == "return":
        params.update(deck=_kind(a[1]))
    elif kind == "setup":
        params.update(square=a[1], colour=a[2])
    elif kind == "score":
        params.update(colour=a[1])
    elif len(a) == 2:
        params.update(square=a[1])
    return Message(kind, params)
