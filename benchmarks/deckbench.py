"""A benchmark-only game for benchmarks/hidden.py: one 60-card deck, private draws and public
reveals in a fixed order, so that peer processes' timings time each kind of REVEAL node.

Loaded by the peer processes with TAVOLATA_PLUGINS=benchmarks.deckbench (as the tests load
their tiny games). Seat 0 says ("go",), then every peer shuffles the deck; then, in turn,
a seat ("draw",)s the next card (revealed to it only) or ("flip",)s it (shown to all),
ROUNDS times each; then the game ends (and the audit runs). Its log sentences are Blind
Pass's (tests/tinygame/blindview).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from core import canonical, hidden, registry
from core.api import (
    END,
    REVEAL,
    TERMINAL,
    Action,
    Capabilities,
    Config,
    IllegalAction,
    Knowledge,
    Message,
)
from core.meta import GameInfo, PlayerRange

NAME = "deck_bench"
INFO = GameInfo(NAME, "Deck bench", (PlayerRange(2, 4),), 4)
EXAMPLE_CONFIGS: tuple[dict[str, Any], ...] = ({"players": 4},)
CARDS, ROUNDS = 60, 10
VALUES = hidden.sort_values(v % 30 for v in range(CARDS))


@canonical.register("deckbench.State")
@dataclass(frozen=True, slots=True)
class State:
    """The steps done and the public record of the deck."""

    players: int
    step: int  # -1 before "go"; then draws and flips done
    secrets: hidden.Secrets


def normalize_config(config: Config) -> dict[str, Any]:
    """Only `players`."""
    return {"players": int(config.get("players", 4))}


def initial_state(config: Config) -> State:
    """Nothing shuffled yet: seat 0 says go."""
    n = normalize_config(config)["players"]
    return State(n, -1, hidden.start(n))


def current_player(s: State) -> int:
    """REVEAL while requests are pending, else the seat in turn, or TERMINAL."""
    if s.secrets.pending:
        return REVEAL
    return TERMINAL if s.step >= 2 * ROUNDS else max(s.step, 0) % s.players


def reveal_requests(s: State) -> tuple[hidden.Request, ...]:
    """The pending requests."""
    return s.secrets.pending


CAPABILITIES = Capabilities(reveal_requests=reveal_requests)


def chance_outcomes(s: State) -> tuple[tuple[Action, Fraction], ...]:
    """No public chance."""
    return ()


def legal_actions(
    s: State, player: int | None = None, knowledge: Knowledge | None = None
) -> tuple[Action, ...]:
    """The one move of the seat in turn."""
    turn = current_player(s)
    if turn in (REVEAL, TERMINAL) or player not in (None, turn):
        return ()
    return (("go",),) if s.step < 0 else (("draw",),) if s.step % 2 == 0 else (("flip",),)


def apply_action(s: State, a: Action) -> State:
    """Go shuffles; a draw reveals the next card to the drawer; a flip shows it."""
    if a and a[0] in hidden.RESOLUTIONS:
        return replace(s, secrets=hidden.resolve(s.secrets, a)[0])
    if a not in legal_actions(s):
        raise IllegalAction(f"{a!r} is not the move now")
    if a == ("go",):
        request: hidden.Request = hidden.Shuffle("deck", VALUES)
    elif a == ("draw",):
        request = hidden.Reveal(("deck", s.step), (current_player(s),))
    else:
        request = hidden.Show(("deck", s.step))
    return replace(s, step=s.step + 1, secrets=hidden.ask(s.secrets, [request]))


def returns(s: State) -> tuple[int, ...]:
    """Nobody scores."""
    return (0,) * s.players


def ranking(s: State) -> tuple[int, ...]:
    """Seat order."""
    return tuple(range(s.players))


def observation(s: State, player: int | None, knowledge: Knowledge | None = None) -> dict[str, Any]:
    """The step; at the end, the scores of nobody."""
    obs: dict[str, Any] = {"current": current_player(s), "step": s.step}
    if current_player(s) == TERMINAL:
        zeros = [0] * s.players
        obs[END] = {"totals": zeros, "parts": [{"label": "end.played", "values": zeros}],
                    "ranking": list(range(s.players)), "winners": list(range(s.players)),
                    "separated_by": [None] * (s.players - 1)}  # fmt: skip
    return obs


def describe_action(s: State, a: Action) -> Message:
    """Blind Pass's sentences."""
    if a[0] == hidden.SHOWN:
        return Message("shown", {"n": a[3]})
    if a[0] in hidden.RESOLUTIONS:
        return Message(a[0], {})
    return Message("draw" if a[0] == "draw" else "knock", {"seat": current_player(s)})


registry.register(NAME, "benchmarks.deckbench", view="tests.tinygame.blindview")
