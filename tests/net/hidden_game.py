"""A hidden-information table simulated in one process, for the tests: keys, a deck shuffled
by every seat, reveals, and the log the audit reads (net/protocol/deck.py,
net/protocol/audit.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from net.protocol import audit, elgamal
from net.protocol import deck as dk
from net.protocol.group import Point

TABLE = bytes(range(16))
DECK = "deck"


@dataclass
class Game:
    """Every seat's secrets, the public keys, the deck and the log so far."""

    seeds: list[bytes]
    values: Sequence[Any]
    ours: list[dk.OurSecrets] = field(init=False)
    keys: dict[int, Point] = field(init=False)
    log: list[audit.Entry] = field(default_factory=list)
    serial: int = 0

    def __post_init__(self) -> None:
        self.ours = [dk.OurSecrets(seed, TABLE, s) for s, seed in enumerate(self.seeds)]
        made = [elgamal.make_key(seed, TABLE, s) for s, seed in enumerate(self.seeds)]
        self.keys = {s: elgamal.check_key(TABLE, s, x, proof) for s, (x, proof) in enumerate(made)}
        self.pk = elgamal.joint_key(self.keys.values())
        self.composition = dk.Composition(DECK, self.values)
        self.cards = self.composition.initial()

    def next_serial(self) -> int:
        self.serial += 1
        return self.serial

    def shuffle_all(self) -> None:
        """Every seat shuffles the deck in turn, logged."""
        for seat, ours in enumerate(self.ours):
            serial = self.next_serial()
            secrets = ours.shuffle_secrets(DECK, serial, len(self.cards))
            self.cards = dk.shuffle(self.cards, self.pk, secrets)
            self.log.append(audit.Shuffled(seat, DECK, serial, tuple(self.cards)))

    def remask(self, seat: int, positions: Sequence[int]) -> None:
        """A holder re-masks some positions, logged."""
        serial = self.next_serial()
        secrets = self.ours[seat].shuffle_secrets(DECK, serial, len(positions))
        self.cards = dk.remask(self.cards, positions, self.pk, secrets)
        new = tuple(self.cards[p] for p in positions)
        self.log.append(audit.Shuffled(seat, DECK, serial, new, tuple(positions)))

    def private(self, to: int, position: int) -> Any:
        """A private reveal of `position` to `to`, every proof checked, logged; the value."""
        reveal = dk.RevealId(TABLE, DECK, position, to, self.next_serial())
        card = self.cards[position]
        blinded, proof = dk.make_request(self.seeds[to], reveal, card)
        point = dk.check_request(reveal, card, blinded, proof)
        shares = self.shares(reveal, point, skip=to)
        self.log.append(audit.Revealed(reveal, shares, point))
        blind = dk.blind_secret(self.seeds[to], reveal)
        found = dk.open_private(card, blind, self.ours[to].x, [y for y, _ in shares.values()])
        return self.composition.lookup(found)

    def public(self, position: int) -> Any:
        """A public reveal of `position`, every proof checked, logged; the value."""
        reveal = dk.RevealId(TABLE, DECK, position, dk.PUBLIC, self.next_serial())
        card = self.cards[position]
        shares = self.shares(reveal, card.a)
        self.log.append(audit.Revealed(reveal, shares))
        return self.composition.lookup(dk.open_public(card, [y for y, _ in shares.values()]))

    def shares(self, reveal: dk.RevealId, h: Point, skip: int = -1) -> dict[int, Any]:
        """Every seat's (share, proof) but `skip`'s, each checked as a receiver would."""
        out = {}
        for seat, ours in enumerate(self.ours):
            if seat != skip:
                y, proof = dk.make_share(ours.x, reveal, seat, h)
                out[seat] = (dk.check_share(reveal, seat, self.keys[seat], h, y, proof), proof)
        return out

    def audit(self, seeds: dict[int, bytes] | None = None) -> list[dk.Fault]:
        """The end-of-game audit of the log."""
        revealed = dict(enumerate(self.seeds)) if seeds is None else seeds
        check = audit.Audit(TABLE, {DECK: self.composition}, self.keys, revealed)
        return check.run(self.log)
