"""Our side of hidden information at a table (docs/protocol.md, "Reveals"): what this peer
sends, each part computed from its derived secrets (net/protocol/deck.py `OurSecrets`) only while
the outbox (net/protocol/outbox.py) has not sent it.

Our table key first, once. Then, at a confirmed REVEAL node, our parts of each request:
our shuffle (or mix) when the list reaches our member index, the re-masking of a hand our
seat holds, our share of every public reveal, our request for a card told to a seat we
drive and our share for every other member's request already in. What the log says, and
what our seats learn from it, is the table's (net/protocol/hiddentable.py `Hidden`): this reads the
open node and the joint key it is given, and writes only to the outbox.
"""

from __future__ import annotations

from typing import Any

from core import hidden
from net.protocol.deck import PUBLIC, OurSecrets, make_request, make_share, remask, shuffle
from net.protocol.elgamal import make_key
from net.protocol.group import Point
from net.protocol.outbox import Outbox
from net.protocol.reveals import Job, RemaskJob, RevealJob, RevealNode, ShowJob, ShuffleJob


class OurHidden:
    """Our table key and our parts of each reveal node, each put in the outbox once."""

    def __init__(self, table: bytes, mine: int, ours: OurSecrets, out: Outbox) -> None:
        self.table, self.mine, self.ours = table, mine, ours  # mine: our member index
        self.out = out  # what we sent: a part is computed only while it is not

    def contribute(self, index: int, node: RevealNode | None, pk: Point | None) -> None:
        """Our key (once), then our parts of the open node at step `index` (`pk`: the joint
        key, once every member's key is in)."""
        add = self.out.put
        if not self.out.sent(("key",)):
            public, proof = make_key(self.ours.seed, self.table, self.mine)
            add(("key",), "key", {"key": public, "proof": proof})
        if node is None or pk is None:
            return
        for j, job in enumerate(node.jobs):
            at = {"index": index, "request": j}
            if self._sent(index, j, job):
                continue
            if isinstance(job, ShuffleJob) and job.done == self.mine:  # a mix too: its KIND
                secrets = self.ours.shuffle_secrets(job.composition.deck, 0, len(job.cards))
                cards = [c.encode() for c in shuffle(job.cards, pk, secrets)]
                add((job.KIND, index, j), job.KIND, {**at, "cards": cards})
            elif isinstance(job, RemaskJob) and job.holder == self.mine:
                assert isinstance(job.request, hidden.Remask)
                secrets = self.ours.shuffle_secrets(job.request.deck, 0, len(job.cards))
                out = remask(job.cards, range(len(job.cards)), pk, secrets)
                add(("remask", index, j), "remask", {**at, "cards": [c.encode() for c in out]})
            elif isinstance(job, ShowJob):
                y, proof = make_share(self.ours.x, job.reveal_id(PUBLIC), self.mine, job.card.a)
                body = {**at, "to": PUBLIC, "share": y, "proof": proof}
                add(("share", index, j, PUBLIC), "share", body)
            elif isinstance(job, RevealJob):
                self._reveal_parts(at, job)

    def _sent(self, index: int, j: int, job: Job) -> bool:
        """Whether all our parts of request j are out (so nothing is computed again)."""
        sent = self.out.sent
        if isinstance(job, ShuffleJob):
            return sent((job.KIND, index, j))
        if isinstance(job, RemaskJob):
            return sent(("remask", index, j))
        if isinstance(job, ShowJob):
            return sent(("share", index, j, PUBLIC))
        assert isinstance(job, RevealJob)
        keys: list[tuple[Any, ...]] = [("share", index, j, to) for to in job.requesters]
        keys = [k for k in keys if k[3] != self.mine]
        if self.mine in job.requesters:
            keys.append(("request", index, j))
        return all(sent(key) for key in keys)

    def _reveal_parts(self, at: dict[str, Any], job: RevealJob) -> None:
        """Our request if we drive a told seat; our share for every other request in."""
        index, j = at["index"], at["request"]
        add, sent = self.out.put, self.out.sent
        if self.mine in job.requesters and not sent(("request", index, j)):
            blinded, proof = make_request(self.ours.seed, job.reveal_id(self.mine), job.card)
            add(("request", index, j), "request", {**at, "blinded": blinded, "proof": proof})
        for to, (point, _) in sorted(job.blinded.items()):
            if to != self.mine and not sent(("share", index, j, to)):
                y, proof = make_share(self.ours.x, job.reveal_id(to), self.mine, point)
                body = {**at, "to": to, "share": y, "proof": proof}
                add(("share", index, j, to), "share", body)
