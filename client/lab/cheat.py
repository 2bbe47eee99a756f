"""Hidden-information cheats a lab peer makes itself (docs/lab.md, "Hidden information").

Used only by `tavolata host/join` with the hidden `--lab-cheat KIND@ACTION` option, through
the peer's `outgoing` filter (net/protocol/outbox.py), which sees each of our game message bodies
before it is signed and logged:

- `wrong_share`: our first decryption share for a step from ACTION is replaced by another
  valid point (share + G): its Chaum–Pedersen proof no longer checks, so every other peer
  stops the table at once, naming us (`hidden`).
- `substitute`: in our first shuffle, list of a mix or re-masking from ACTION, the card at
  position 0 is replaced by a copy of the card at position 1. Every point is valid, so
  nothing is caught during play; the end-of-game audit finds "a copy of the card at
  position 1" and names us (`audit`). A re-masking is where a holder would cheat: a card
  of its hand it would rather not hold (It's a Wonderful Kingdom's Calamity) becomes a
  copy of another, and a game whose decks are all shuffled at setup re-masks at every
  deal, so a substitution from a later ACTION still finds a part.
- `withhold`: our first share for a step from ACTION is never sent. The others name us
  after the deadline (a notice and a logged `withheld`) and stop the table when they give
  up (`withheld`). The lab shortens those deadlines for such a game (`--lab-deadlines`).

Each prints `lab: <what> at step K` once (CHEATED), which the lab's report reads.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

SAYS = {
    "wrong_share": "wrong share", "substitute": "substituted card", "withhold": "withheld share"
}  # fmt: skip
CHEATED = re.compile(r"^lab: (wrong share|substituted card|withheld share) at step (\d+)")
KIND_OF = {text: kind for kind, text in SAYS.items()}

Outgoing = Callable[[str, dict[str, Any]], dict[str, Any] | None]


def _wrong(share: bytes) -> bytes:
    """A valid point of the group that is not the share: share + G."""
    from net.protocol.group import G, Point, add

    return add(Point(share), G)


def cheat_hook(kind: str, action: int, say: Callable[[str], None] = print) -> Outgoing:
    """The outgoing filter making one cheat of `kind` (see the module docstring)."""
    struck: list[tuple[Any, ...]] = []  # the part we cheated on (a withheld one stays so)

    def outgoing(what: str, body: dict[str, Any]) -> dict[str, Any] | None:
        part = (what, body.get("index"), body.get("request"), body.get("to"))
        if struck:
            return None if kind == "withhold" and part == struck[0] else body
        wanted = ("shuffle", "mix", "remask") if kind == "substitute" else ("share",)
        if what not in wanted or body["index"] < action:
            return body
        struck.append(part)
        say(f"lab: {SAYS[kind]} at step {body['index']} (request {body['request']})")
        if kind == "withhold":
            return None
        if kind == "wrong_share":
            return {**body, "share": _wrong(body["share"])}
        cards = list(body["cards"])
        if len(cards) < 2:  # pragma: no cover - no deck of one card is shuffled
            return body
        cards[0] = cards[1]
        return {**body, "cards": cards}

    return outgoing


def chain(hooks: list[Outgoing]) -> Outgoing | None:
    """One outgoing hook running `hooks` in turn (None withholds; None for no hooks)."""
    if not hooks:
        return None

    def outgoing(what: str, body: dict[str, Any]) -> dict[str, Any] | None:
        out: dict[str, Any] | None = body
        for hook in hooks:
            if out is None:
                return None
            out = hook(what, out)
        return out

    return outgoing
