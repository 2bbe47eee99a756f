"""Why a table stops for good: the `reason` codes of a `stop` message (docs/protocol.md,
"Stopping"), and its body. `blame` holds seat numbers for the seat codes, peer keys for
the peer codes, nothing for the desync codes."""

from __future__ import annotations

from typing import Any

from net.protocol.kinds import STR

# Seats: a reveal that does not open its commitment; a revealed secret move the rules refuse
# (the wire value is older than the generic name: records of protocol versions 1 and 2 say
# "illegal_bid", and the value is part of the protocol, so it stays); seats that never revealed.
CHEAT = "cheat"
ILLEGAL_SECRET = "illegal_bid"
ABANDONED = "abandoned"
# Peers: a link off its committed beacon chain; two messages signed with one number.
BEACON, FORK = "beacon", "fork"
# Hidden information (protocol version 3, net/protocol/hiddensteps.py): a key, shuffle, request or
# share that fails its check at once (blame: the peer's key; none for a card no deck holds);
# a seat whose claimed value a public reveal refutes (blame: the seat); peers that withheld
# their part of a reveal or their seed (blame: their keys); the audit's faults (their keys).
HIDDEN, CLAIM, WITHHELD, AUDIT = "hidden", "claim", "withheld", "audit"
# Nobody provably: no majority and the rebuilds disagree; no way to reach the majority state.
DESYNC, UNADOPTABLE = "desync", "unadoptable"


def stop_body(index: int, reason: str, blame: list[Any], text: str) -> dict[str, Any]:
    """The body of our `stop` message: after `index` actions, why (a code), whom, the words
    (cut to the wire's text limit with "…": the sentence is informative, and a longer one,
    such as an audit fault naming a peer twice, a deck and two positions, could not be sent
    at all, so the table would never log why it stopped)."""
    limit = STR[1]
    short = text if len(text) <= limit else text[: limit - 1] + "…"
    return {"index": index, "reason": reason, "blame": blame, "text": short}
