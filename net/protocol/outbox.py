"""What this peer contributes to its table, each message once (docs/protocol.md, "Lockstep").

`Outbox` is the one owner of what we have sent: the lobby, the lockstep's parts and the
peer put their messages here under a key (what the message contributes: our ack of step k,
our share of request j to member m, our `stop`...); a key already sent is never sent
again, so a part may offer the same message at every pump and compute it only while
`sent(key)` is false. Our own messages reloaded from the record are marked sent
(`kinds.key_of`). The game's messages pass the owner's `outgoing` filter first (the
lab's cheats): it returns the body to sign, or None to withhold it, which leaves the key
unsent so that it is asked for again. Pure.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Key = tuple[Any, ...]
Message = tuple[str, dict[str, Any]]
# A filter on the messages we contribute to the game: the body to sign and send (changed
# or not), or None to withhold it (asked again at the next pump).
Outgoing = Callable[[str, dict[str, Any]], dict[str, Any] | None]


class Outbox:
    """Our messages to log, de-duplicated by key, in the order they were put."""

    def __init__(self, outgoing: Outgoing | None = None) -> None:
        self.outgoing = outgoing
        self._sent: set[Key] = set()
        self._queue: list[Message] = []

    def sent(self, key: Key) -> bool:
        """Whether the message contributing `key` went out (or is queued to)."""
        return key in self._sent

    def mark(self, key: Key) -> None:
        """One of our messages is in the log (reloaded after a restart): never again."""
        self._sent.add(key)

    def unmark(self, key: Key) -> None:
        """Forget that `key` went out (tests that replay a message of ours)."""
        self._sent.discard(key)

    def put(self, key: Key, kind: str, body: dict[str, Any]) -> None:
        """A game message, through the `outgoing` filter, unless `key` went out already."""
        if key in self._sent:
            return
        sent = self.outgoing(kind, body) if self.outgoing is not None else body
        if sent is not None:  # a withheld message is not marked: it stays asked for
            self._sent.add(key)
            self._queue.append((kind, sent))

    def say(self, key: Key, kind: str, body: dict[str, Any]) -> None:
        """A statement (lobby, `late`, `withheld`, `stop`, `fork`): never filtered."""
        if key not in self._sent:
            self._sent.add(key)
            self._queue.append((kind, body))

    def take(self) -> list[Message]:
        """Everything put since the last take, in order."""
        out, self._queue = self._queue, []
        return out
