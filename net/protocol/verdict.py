"""What a network record proves, once checked (net/protocol/netrecord.py checks it,
net/protocol/recordclaims.py proves its stop): the verdict, why a table stopped, and the exit
codes of `tavolata replay FILE --verify`. Its own module so that both import it, and not
each other."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from net.protocol.effects import Applied
from net.protocol.roster import Roster


@dataclass(frozen=True)
class Stop:
    """Why the table stopped, proven by the record: a sentence, who is to blame, where."""

    reason: str  # a `stop` reason code (net/protocol/stops.py)
    text: str
    blame: list[str]  # seat or peer labels; empty when nobody provably is
    line: int  # the record line that proves it


# The verdicts and the exit codes of `tavolata replay FILE --verify` (damaged: RecordError).
FINISHED, INTERRUPTED, STOPPED, DAMAGED = "finished", "interrupted", "stopped", "damaged"
EXIT_CODES = {FINISHED: 0, DAMAGED: 1, INTERRUPTED: 3, STOPPED: 4}


@dataclass
class Verified:
    """What a network record holds, once checked."""

    table: bytes
    messages: int
    applied: list[Applied] = field(default_factory=list)
    desyncs: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    final_hash: str | None = None  # the last state's hash (of an unfinished game too)
    finished: bool = False
    roster: Roster | None = None  # the seats the game started with (names for viewers)
    stop: Stop | None = None  # set when the verdict is "stopped"
    audited: bool = False  # a table with secrets whose end-of-game audit passed

    @property
    def verdict(self) -> str:
        """finished, stopped or interrupted (a damaged record raises RecordError instead)."""
        if self.stop is not None:
            return STOPPED
        return FINISHED if self.finished else INTERRUPTED

    @property
    def exit_code(self) -> int:
        """The exit code of `tavolata replay FILE --verify` for this verdict."""
        return EXIT_CODES[self.verdict]

    def verdict_text(self) -> str:
        """The verdict as one line: "stopped: P1 (K3QZ-7MXA) signed two messages #12"."""
        if self.stop is not None:
            return f"{STOPPED}: {self.stop.text} (line {self.stop.line})"
        if self.finished and self.audited:
            return f"{FINISHED}: every peer acknowledged the final state; the audit passed"
        if self.finished:
            return f"{FINISHED}: every peer acknowledged the final state"
        return f"{INTERRUPTED}: the game is not finished and the record shows no stop"
