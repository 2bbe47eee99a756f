"""Which of a game's choices fit a table, asked of the game itself (no Qt, no game named).

The dialogs that set a table up (hostdialog.py, botsdialog.py) offer a choice only where it
can make a config the game's rules accept: a choice of an option is offered when, with the
players' count and the options above it as chosen, some choice of each option below it
(as their `when` allows) completes a config that `normalize_config` accepts within the
game's `player_range`. So the dialog never ends in an error a choice could have avoided:
Tash-Kalar's "Two teams of two" is offered only at four players, High Form not at three.

The players' count follows the game's first single option (its kind: the edition, the form,
the module): the counts at which some config of that kind is accepted (2 or 4 for High
Form). A `many` option's boxes are taken as ticked; a ticked box ticks the boxes it
`needs` (core.meta.Choice) and an unticked one unticks those that need it (`with_needs`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from core import registry
from core.api import BadConfig
from core.meta import Choice, GameInfo, Option


class Fit:
    """The choices of game `key` that fit, for one players' count and the boxes ticked."""

    def __init__(self, key: str, ticks: Mapping[str, Sequence[str]] | None = None) -> None:
        self.key = key
        self.info: GameInfo = registry.info(key)
        self.game = registry.get(key)
        self.ticks = {k: list(v) for k, v in (ticks or {}).items()}
        self._seen: dict[tuple[Any, ...], bool] = {}

    def accepted(self, config: Mapping[str, Any]) -> bool:
        """Whether the game's rules take `config` (with its "players")."""
        seen = (repr(sorted(config.items())),)
        if seen not in self._seen:
            self._seen[seen] = self._accepts(dict(config))
        return self._seen[seen]

    def _accepts(self, config: dict[str, Any]) -> bool:
        low, high = self.info.player_range(config)
        if not low <= config["players"] <= high:
            return False
        try:
            self.game.normalize_config(config)
        except (BadConfig, ValueError, TypeError, KeyError):  # the rules refuse it
            return False
        return True

    def completes(self, chosen: Mapping[str, Any], rest: Sequence[Option]) -> bool:
        """Whether some choice of each option of `rest` completes `chosen` (with its
        "players") into a config the rules accept."""
        if not rest:
            return self.accepted(chosen)
        opt, more = rest[0], rest[1:]
        offered = [c for c in opt.offered(chosen) if c.disabled is None]
        if opt.many:
            values = {c.value for c in offered}
            ticked = [v for v in self.ticks.get(opt.key, []) if v in values]
            return self.completes({**chosen, opt.key: ticked}, more)
        if not offered:  # the dialog's list is empty: no value
            return self.completes({**chosen, opt.key: None}, more)
        return any(self.completes({**chosen, opt.key: c.value}, more) for c in offered)

    def offered(self, index: int, chosen: Mapping[str, Any]) -> tuple[Choice, ...]:
        """The choices of option `index` to show, with the players and the options above it
        as in `chosen`: those that fit (disabled ones kept, greyed with their reason); every
        offered one if none fits (the rules' words then say why at Open)."""
        opt = self.info.options[index]
        offered = opt.offered(chosen)
        if opt.many:
            return offered
        rest = self.info.options[index + 1 :]
        fits = {
            c.value
            for c in offered
            if c.disabled is None and self.completes({**chosen, opt.key: c.value}, rest)
        }
        if not fits:
            return offered
        return tuple(c for c in offered if c.disabled is not None or c.value in fits)

    def counts(self, kind: Any = None) -> list[int]:
        """The players' counts for the game's kind `kind` (the value of its first single
        option; None: any): those at which some config of that kind is accepted, else every
        count of the game."""
        low, high = self.info.all_players()
        first = next((o for o in self.info.options if not o.many), None)
        found = [n for n in range(low, high + 1) if self._count_fits(n, first, kind)]
        return found or list(range(low, high + 1))

    def _count_fits(self, players: int, first: Option | None, kind: Any) -> bool:
        options = self.info.options
        if first is None or kind is None:
            return self.completes({"players": players}, options)
        at = options.index(first)
        chosen: dict[str, Any] = {"players": players}
        for opt in options[:at]:  # many options above the kind: as ticked
            chosen[opt.key] = list(self.ticks.get(opt.key, []))
        if kind not in {c.value for c in first.offered(chosen)}:
            return False
        return self.completes({**chosen, first.key: kind}, options[at + 1 :])


def with_needs(opt: Option, ticked: Sequence[str], changed: str, on: bool) -> list[str]:
    """The boxes of `opt` ticked after `changed` is ticked (`on`) or unticked: a ticked box
    ticks what it needs, in turn; an unticked one unticks what needs it, in turn."""
    out = set(ticked) | {changed} if on else set(ticked) - {changed}
    grown = True
    while grown:  # bounded: each pass adds or removes at least one of the option's choices
        grown = False
        for c in opt.choices:
            if on and c.value in out and not set(c.needs) <= out:
                out |= set(c.needs)
                grown = True
            if not on and c.value in out and not set(c.needs) <= out:
                out.discard(c.value)
                grown = True
    return [c.value for c in opt.choices if c.value in out]


def nearest(count: int, counts: Sequence[int]) -> int:
    """The count of `counts` closest to `count` (the lower one on a tie)."""
    return min(counts, key=lambda n: (abs(n - count), n))
