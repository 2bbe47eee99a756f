"""A game's metadata, declared once: its title, player range and options.

Every game module exposes `INFO: GameInfo`. The command line builds its options from it,
the host dialog its fields, the lobby its "Game" column and the discovery TXT record its
option keys; nothing else lists a game's editions, boards or variants.

Texts (`title`, `label`, `reason`) are English source strings. The core holds no language:
the client translates them in the Qt context named by the game's registry key
(`tools/translations.py` collects them from `INFO`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Choice:
    """One value of an option (an edition, a board, a variant)."""

    value: str
    label: str
    # Offered only when other options have one of these values, e.g. {"edition": ("legends",)}.
    when: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # Shown greyed out with this reason, never chosen (a rule the table cannot play yet).
    disabled: str | None = None
    # A `many` option's values this one is played with: ticking it in a dialog ticks them
    # too, unticking one of them unticks it (the mephitic swamp needs exploration tokens).
    needs: tuple[str, ...] = ()


@dataclass(frozen=True)
class Option:
    """A config key the person chooses: one of `choices`, or (many=True) any set of them."""

    key: str
    label: str
    choices: tuple[Choice, ...]
    many: bool = False  # a set of flags, such as variants: a list in the config
    lobby: bool = False  # announced in the TXT record and shown in the lobby's "Game" column
    flag: str | None = None  # command-line flag (default: --<key>; many: repeatable)
    # Two choices, off then on: the command line's flag alone asks for the second ("--teams"),
    # left out the first. The dialog, the lobby and the config see the two choices as usual.
    switch: bool = False

    def __post_init__(self) -> None:
        if self.switch and (self.many or len(self.choices) != 2):
            raise ValueError(f"option {self.key!r}: a switch has two choices, off then on")

    def cli_flag(self) -> str:
        """The command-line flag, e.g. "--edition"."""
        return self.flag or "--" + self.key.replace("_", "-")

    def offered(self, chosen: Mapping[str, Any]) -> tuple[Choice, ...]:
        """The choices whose `when` holds for the other options as chosen so far."""
        return tuple(c for c in self.choices if _holds(c.when, chosen))

    def choice(self, value: str) -> Choice | None:
        """The choice with this value, or None."""
        return next((c for c in self.choices if c.value == value), None)


@dataclass(frozen=True)
class PlayerRange:
    """How many may play, when some options hold (the first matching range counts)."""

    low: int
    high: int
    when: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class GameInfo:
    """Everything the client asks about a game before there is a state."""

    key: str  # the registry key
    title: str
    players: tuple[PlayerRange, ...]  # the last one, with no `when`, is the default
    default_players: int
    options: tuple[Option, ...] = ()

    def option(self, key: str) -> Option:
        """The option for config key `key`; KeyError naming the known ones otherwise."""
        for opt in self.options:
            if opt.key == key:
                return opt
        raise KeyError(
            f"{self.key} has no option {key!r}; options: {[o.key for o in self.options]}"
        )

    def player_range(self, chosen: Mapping[str, Any]) -> tuple[int, int]:
        """The smallest and largest table for the options as chosen."""
        for r in self.players:
            if _holds(r.when, chosen):
                return r.low, r.high
        return min(r.low for r in self.players), max(r.high for r in self.players)

    def all_players(self) -> tuple[int, int]:
        """The smallest and largest table for any options."""
        return min(r.low for r in self.players), max(r.high for r in self.players)

    def defaults(self, chosen: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """`chosen` completed in option order: the first offered, enabled choice for each
        single option, no flags for a `many` option; values no longer offered are dropped."""
        out: dict[str, Any] = {}
        chosen = dict(chosen or {})
        for opt in self.options:
            offered = [c.value for c in opt.offered(out) if c.disabled is None]
            if opt.many:
                picked = chosen.get(opt.key) or []
                out[opt.key] = [v for v in picked if v in offered] if offered else list(picked)
            elif chosen.get(opt.key) is not None and (
                chosen[opt.key] in offered or not isinstance(chosen[opt.key], str)
            ):
                out[opt.key] = chosen[opt.key]  # a structured value (a Legends board dict) too
            elif offered:
                out[opt.key] = offered[0]
        return out

    def lobby_options(self, config: Mapping[str, Any]) -> dict[str, str]:
        """The options this table announces: key -> value (text), for `lobby=True` options."""
        return {
            o.key: str(config[o.key])
            for o in self.options
            if o.lobby and not o.many and isinstance(config.get(o.key), str)
        }


def _holds(when: Mapping[str, tuple[str, ...]], chosen: Mapping[str, Any]) -> bool:
    return all(chosen.get(k) in values for k, values in when.items())
