"""The move panel's sentence while nobody at this window is to choose, for any game: the
game is over, the table waits for a peer to come back, or for the seat on turn."""

from __future__ import annotations

from typing import Any

from client.gui.i18n import Waiting


def waiting(view: Any) -> str:
    """Whom or what the table waits for (`view`: the controller's View of this window)."""
    obs = view.obs
    if "end" in obs:  # every game's observation has the END block once it is over
        return Waiting.tr("The game is over.")
    if view.away:
        names = ", ".join(view.names[s] for s in sorted(view.away))
        return Waiting.tr("Table paused: waiting for {names} to reconnect…").format(names=names)
    current = obs.get("current")
    if isinstance(current, int) and 0 <= current < len(view.names):
        return Waiting.tr("Waiting for {name}…").format(name=view.names[current])
    return Waiting.tr("Waiting for the table…")
