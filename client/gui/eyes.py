"""Whose eyes the screen is (docs/client.md, "Secrets" and "The curtain"): a part of the
table controller (client/gui/controller.py, which has the attributes below).

At a table with secrets and several people at one device, the screen shows one person's
secrets at a time: the person to act, else the one it last showed. When the eyes would pass
to another person, the screen first shows a curtain until that person says it is them
(`lift`). Bots are never the eyes.
"""

from __future__ import annotations

from typing import Any

from core import hidden
from core.api import Game
from net.identity import Identity
from net.protocol.roster import Roster


class Eyes:
    """The hot-seat questions of the controller (mixed into it; it has these)."""

    me: Identity
    game: Game | None
    roster: Roster | None
    shown: int | None  # the person the curtain was last lifted for
    changed: Any  # the controller's Signal: redraw

    def acting(self) -> int | None:
        raise NotImplementedError  # pragma: no cover - the controller's

    def people_here(self) -> tuple[int, ...]:
        """The seats people play at this client (our own, hot-seat; not bots)."""
        if self.roster is None:
            return ()
        mine = self.roster.seats_of(self.me.public_key)
        return tuple(s for s in mine if self.roster.seats[s].kind != "bot")

    def secretive(self) -> bool:
        """Whether this table's game has secrets (core.hidden.uses_secrets)."""
        return (
            self.game is not None
            and self.roster is not None
            and hidden.uses_secrets(self.game, self.roster.config)
        )

    def eyes(self, acting: int | None = None) -> int | None:
        """The local person whose eyes the screen is: the one to act, else the one the
        screen last showed, else our first person (never a bot)."""
        if acting is not None:
            return acting
        people = self.people_here()
        return self.shown if self.shown in people else (people[0] if people else None)

    def curtain(self, acting: int | None = None) -> int | None:
        """The person the device must pass to before the screen shows their secrets: at a
        table with secrets and several people here, when the eyes are not whom it shows."""
        seat = self.eyes(acting)
        if seat is None or seat == self.shown or not self.secretive():
            return None
        return seat if len(self.people_here()) > 1 else None

    def lift(self, seat: int) -> None:
        """ "I am Bea": the person the curtain waits for is at the device; show their view."""
        if seat == self.curtain(self.acting()):
            self.shown = seat
            self.changed.emit()
