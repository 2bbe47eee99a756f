"""A lab peer's sealed list of its secrets, and the deliberately leaking peer (docs/lab.md,
"The leak check"). Used only by `tavolata host/join` with the hidden `--lab-secrets FILE`
(and `--lab-leak ACTION:WHAT`) options.

At a table with secrets the peer appends to FILE (mode 0600, beside its record; the lab
reads it and scans everything else), as JSON lines, every secret encoding it comes to hold,
when it comes to hold it:

    {"kind": "seed", "hex": ...}                 its per-table seed (public at its `seed`)
    {"kind": "key secret", "hex": ...}           x, its table key's secret scalar
    {"kind": "randomizer", "hex", "deck", "i"}   each r_i of its shuffles and re-maskings
    {"kind": "blinding", "hex", "deck", "pos"}   b of each of its private reveal requests
    {"kind": "card", "seat", "deck", "pos", "value", "point", "learned"}
                                                 each card a seat it drives was told, the
                                                 card point M_v (hex) and the step it learned it

The leaking peer (`--lab-leak ACTION:WHAT`) prints one secret early, as a careless debug
line would, at the first chance from action ACTION: `card` a card it was told privately
("debug: Bea holds deck[3] = 5"; a named value without its handle, "debug: Ada was told
swamp", "debug: Bea was told blue-WL07", whatever the game calls it: a token, a card),
`seed` its seed in hex, `point` the card point of such a card in base64. It then says
`lab: leaked a WHAT after action K` (LEAKED; without the value) for the report.
"""

from __future__ import annotations

import base64
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core import hidden as hidden_requests
from net.protocol.deck import Composition, Mixed, blind_secret
from net.protocol.effects import Applied, Effect, Learned
from net.protocol.reveals import RemaskJob, RevealJob, ShuffleJob

LEAKED = re.compile(r"^lab: leaked a (\w+) after action (\d+)")


class SecretLog:
    """Writes the sealed list (see the module docstring); `leak`: (ACTION, WHAT) or None."""

    def __init__(
        self, path: Path, leak: tuple[int, str] | None = None, say: Callable[[str], None] = print
    ) -> None:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        self.file = os.fdopen(fd, "a", encoding="utf-8")
        self.leak, self.say = leak, say
        self.peer: Any = None  # the peer whose lockstep is read (`watch`)
        self._armed: Any = None  # the lockstep whose seed and key were written
        self.seen: set[str] = set()  # lines written by this process (a restart writes again)
        self.cards: set[tuple[int, str, int, str]] = set()  # (seat, handle, value) written

    def _write(self, entry: dict[str, Any]) -> None:
        line = json.dumps(entry, sort_keys=True)
        if line not in self.seen:
            self.seen.add(line)
            self.file.write(line + "\n")
            self.file.flush()

    def watch(self, peer: Any) -> None:
        """The peer to read (client/lab/arm.py gives it once made; reading only)."""
        self.peer = peer

    @property
    def game(self) -> Any:
        """The peer's lockstep once the game began (None before); at first sight of it our
        seed and table key's secret are written."""
        lockstep = self.peer.game if self.peer is not None else None
        if lockstep is not None and lockstep is not self._armed:
            self._armed = lockstep
            self._arm(lockstep)
        return lockstep

    def _arm(self, lockstep: Any) -> None:
        """Our seed and table key's secret."""
        hidden = lockstep.hidden
        if not lockstep.secretive or hidden.mine is None:
            return
        self._write({"kind": "seed", "hex": hidden.seed().hex()})
        self._write({"kind": "key secret", "hex": hidden.ours.x.hex()})

    def outgoing(self, what: str, body: dict[str, Any]) -> dict[str, Any]:
        """The outgoing hook (first in the chain): the secrets behind a part we send."""
        hidden = self.game.hidden
        node, j = hidden.node, body.get("request")
        job = node.jobs[j] if node is not None and j is not None and j < len(node.jobs) else None
        if what in ("shuffle", "mix", "remask") and isinstance(job, (ShuffleJob, RemaskJob)):
            deck = job.composition.deck if isinstance(job, ShuffleJob) else job.request.deck
            secrets = hidden.ours.shuffle_secrets(deck, 0, len(body["cards"]))
            for i, r in enumerate(secrets.rs):
                self._write({"kind": "randomizer", "hex": r.hex(), "deck": deck, "i": i})
        elif what == "request" and type(job) is RevealJob:
            reveal = job.reveal_id(hidden.mine)
            b = blind_secret(hidden.seed(), reveal)
            entry = {"deck": reveal.deck, "pos": reveal.position}
            self._write({"kind": "blinding", "hex": b.hex(), **entry})
        return body

    def effect(self, effect: Effect) -> None:
        """Every effect the peer sees: a Learned adds its cards; an Applied may leak."""
        if self.game is None:
            return
        if isinstance(effect, Learned):
            for (deck, pos), value in sorted(effect.knowledge.items(), key=repr):
                card = (effect.seat, deck, pos, repr(value))
                if card in self.cards:
                    continue  # a Learned holds the whole knowledge: each card once, when new
                self.cards.add(card)
                self._write({
                    "kind": "card", "seat": effect.seat, "deck": deck, "pos": pos,
                    "value": value, "point": self._point(deck, value).hex(),
                    "learned": self.game.index,
                })  # fmt: skip
        elif isinstance(effect, Applied) and self.leak is not None:
            self._maybe_leak(effect)

    def _point(self, deck: str, value: Any) -> bytes:
        hidden = self.game.hidden
        comp = hidden.comps.get(deck) or self._remasking(deck)
        return bytes(comp.points[comp.values.index(value)])

    def _remasking(self, deck: str) -> Composition:
        """The composition of a deck our seat is re-masking in the open node. A holder learns
        its new handles when its own list is in, and the table has the deck only once every
        request of the node is complete (a node of several re-maskings: one per hand)."""
        hidden = self.game.hidden
        for job in hidden.node_jobs():
            request = job.request
            if isinstance(request, hidden_requests.Remask) and request.deck == deck:
                decks = dict.fromkeys(d for d, _ in request.handles)  # each once, in order
                return Mixed(deck, [hidden.comps[d] for d in decks])
        raise KeyError(deck)

    def _maybe_leak(self, effect: Applied) -> None:
        """The leaking peer's one careless line (see the module docstring)."""
        assert self.leak is not None
        start, what = self.leak
        if effect.index < start or not self.game.secretive or self.game.hidden.mine is None:
            return
        if what == "seed":
            self.say(f"debug: hidden-information seed {self.game.hidden.seed().hex()}")
        else:
            told = self._told_privately(effect.action)
            if told is None:
                return
            seat, deck, pos, value = told
            name = self.game.roster.seats[seat].name
            if what == "point":
                point = base64.b64encode(self._point(deck, value)).decode()
                self.say(f"debug: card point {point}")
            elif isinstance(value, str):  # a named value, as a word (no game's nouns here)
                self.say(f"debug: {name} was told {value}")
            else:
                self.say(f"debug: {name} holds {deck}[{pos}] = {value}")
        self.say(f"lab: leaked a {what} after action {effect.index + 1}")
        self.leak = None

    def _told_privately(self, action: Any) -> tuple[int, str, int, Any] | None:
        """(seat, deck, pos, value) if `action` resolved a private reveal to a seat of ours."""
        if not (isinstance(action, (tuple, list)) and action and action[0] == "revealed"):
            return None
        handle = (action[1], action[2])
        for seat in self.game.hidden.seats:
            known = self.game.knowledge(seat)
            if handle in known:
                return seat, action[1], action[2], known[handle]
        return None
