"""How a seat is named at the table: a person by their name, a bot by its friendly name and
its level in words, "Greta (bot, hard)", never its kind ("mcts:hard").

The level's words are the "Play against bots" dialog's (botsdialog.py): easy, normal and
hard for the search bot's levels (core/bots/levels.py), quick and random for the other
kinds. The name comes from the roster (client/botnames.py names a window's bots); a bot
named by the command line's default ("Bot 3 (mcts:easy)") loses its kind the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from client.gui.i18n import Texts

if TYPE_CHECKING:
    from net.protocol.roster import Roster


class Bots(Texts):
    """Bots in words: their levels and their seats' names (seatnames.py, botsdialog.py)."""


SEARCH = "mcts"  # core/bots/levels.py's prefix: "mcts:<level>[:<seconds>]"


def level_word(kind: str) -> str:
    """A bot kind's level in words: "hard" for "mcts:hard" (or "mcts:hard:1.5")."""
    base, _, rest = kind.partition(":")
    if base == SEARCH:
        level = rest.split(":")[0] or "normal"
        words = {"easy": Bots.tr("easy"), "normal": Bots.tr("normal"), "hard": Bots.tr("hard")}
        return words.get(level, level)
    return {"greedy": Bots.tr("quick"), "random": Bots.tr("random")}.get(kind, kind)


def seat_name(kind: str, name: str, bot: str, seat: int) -> str:
    """Seat `seat`'s name as the table shows it (`kind`: the roster's seat kind)."""
    if kind != "bot":
        return name or f"seat {seat + 1}"
    base = name.removesuffix(f" ({bot})").strip() or Bots.tr("Bot {n}").format(n=seat + 1)
    return Bots.tr("{name} (bot, {level})").format(name=base, level=level_word(bot))


def roster_names(roster: Roster | None) -> list[str]:
    """Every seat's name as the table shows it."""
    if roster is None:
        return []
    return [seat_name(s.kind, s.name, s.bot, i) for i, s in enumerate(roster.seats)]


def with_bots(names: Sequence[str], bots: Mapping[int, str]) -> list[str]:
    """`names` (a record's, in seat order) with each bot seat of `bots` (seat -> kind)
    named as the table shows it."""
    return [seat_name("bot", n, bots[i], i) if i in bots else n for i, n in enumerate(names)]
