"""An in-memory network of pure Peers with a virtual clock and injected faults (tests only).

Connections are pairs of endpoints; frames travel with a delay and may be dropped,
duplicated or reordered (a seeded RNG decides, so every run is the same). Nothing sleeps:
`run` advances the virtual clock from event to event and ticks every peer each 0.1 s.
As with the real runner, a closed connection still delivers what was sent before the
close, and a peer that stopped leaves the network once its last frames are out. Addresses
in `cut` are partitioned off: nothing reaches them and nothing they send arrives.
"""

from __future__ import annotations

import heapq
import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from net.protocol.effects import (
    Applied,
    Close,
    Desynced,
    Dial,
    Effect,
    Finished,
    Notice,
    Persist,
    Send,
    Stopped,
)
from net.protocol.peer import Peer

TICK = 0.1


@dataclass
class Faults:
    """Per-frame fault probabilities and delay (seconds)."""

    drop: float = 0.0
    duplicate: float = 0.0
    reorder: float = 0.0  # extra delay of up to 50 ms for this frame, so later ones pass it
    delay: float = 0.001


@dataclass
class Node:
    """One peer in the network and everything it reported."""

    peer: Peer
    address: str
    effects: list[Effect] = field(default_factory=list)
    record: list[dict[str, Any]] = field(default_factory=list)
    alive: bool = True
    receipts: list[tuple[int, bytes, list[Effect]]] = field(default_factory=list)  # each receive
    batches: list[int] = field(default_factory=list)  # where in `effects` each batch began

    def received(self, data: bytes) -> list[list[Effect]]:
        """The effects of every `receive` of exactly these envelope bytes, in order."""
        return [effects for _, got, effects in self.receipts if got == data]

    def of(self, kind: type) -> list[Any]:
        """The effects of one type, in order."""
        return [e for e in self.effects if isinstance(e, kind)]

    @property
    def notices(self) -> list[str]:
        """Every notice's text."""
        return [e.text for e in self.of(Notice)]

    @property
    def final(self) -> str | None:
        """The final hash, once finished."""
        done = self.of(Finished)
        return done[0].final_hash if done else None

    @property
    def stopped(self) -> str | None:
        """Why the table stopped, if it did."""
        stops = self.of(Stopped)
        return stops[0].reason if stops else None

    @property
    def actions(self) -> list[tuple[Any, ...]]:
        """Every applied action, in order."""
        return [e.action for e in self.of(Applied)]

    @property
    def desyncs(self) -> list[dict[str, Any]]:
        """Every desync report."""
        return [e.report for e in self.of(Desynced)]


class MemNet:
    """Peers joined by in-memory connections."""

    def __init__(self, faults: Faults | None = None, seed: int = 0) -> None:
        self.faults = faults or Faults()
        self.rng = random.Random(seed)
        self.now = 0.0
        self.nodes: dict[str, Node] = {}
        self.ends: dict[int, tuple[str, int]] = {}  # endpoint -> (its node, the other endpoint)
        self.ids = itertools.count(1)
        self.order = itertools.count()
        self.events: list[tuple[float, int, Callable[[], None]]] = []
        self.cut: set[str] = set()  # partitioned addresses
        self.tap: Callable[[str, int, bytes], bytes | None] | None = None  # rewrite frames

    def add(self, peer: Peer) -> Node:
        """Put a peer on the network at its address."""
        node = Node(peer, peer.address)
        self.nodes[peer.address] = node
        self._do(node, peer.start(self.now))
        return node

    def replace(self, peer: Peer, effects: list[Effect]) -> Node:
        """A restarted peer at an address (its old connections are gone)."""
        node = Node(peer, peer.address, record=list(self.nodes[peer.address].record))
        self.nodes[peer.address] = node
        self._do(node, effects)
        return node

    def kill(self, address: str) -> None:
        """The peer at `address` dies: its connections close."""
        node = self.nodes[address]
        node.alive = False
        for end, (owner, _other) in list(self.ends.items()):
            if owner == address:
                self._close(end)

    def _schedule(self, delay: float, fn: Callable[[], None]) -> None:
        heapq.heappush(self.events, (self.now + delay, next(self.order), fn))

    def _do(self, node: Node, effects: list[Effect]) -> None:
        node.batches.append(len(node.effects))
        for effect in effects:
            node.effects.append(effect)
            if isinstance(effect, Persist):
                node.record.append(effect.line)
            elif isinstance(effect, Send):
                self._send(node, effect)
            elif isinstance(effect, Dial):
                self._dial(node, effect.address)
            elif isinstance(effect, Close):
                # Like a socket closed after its writes: frames already sent still arrive.
                self._schedule(self._grace(), lambda end=effect.conn: self._close(end))
            elif isinstance(effect, Stopped) and node.alive:
                # The runner shuts a stopped peer down once its last frames are out.
                self._schedule(self._grace(), lambda peer=node.peer: self._leave(peer))

    def _leave(self, peer: Peer) -> None:
        node = self.nodes.get(peer.address)
        if node is not None and node.peer is peer and node.alive:
            self.kill(peer.address)

    def _grace(self) -> float:
        """Longer than any frame takes, so that frames sent before a close still arrive."""
        return self.faults.delay + 0.06

    def _dial(self, node: Node, address: str) -> None:
        target = self.nodes.get(address)
        if target is None or not target.alive or {address, node.address} & self.cut:
            self._schedule(0.001, lambda: self._dial_failed(node, address))
            return
        a, b = next(self.ids), next(self.ids)
        self.ends[a] = (node.address, b)
        self.ends[b] = (address, a)
        # Each end learns the other's address, as a socket's peer name (dialled: the target).
        self._schedule(0.001, lambda: self._connected(node.address, a, address, True))
        self._schedule(0.001, lambda: self._connected(address, b, node.address, False))

    def _dial_failed(self, node: Node, address: str) -> None:
        if node.alive and self.nodes.get(node.address) is node:
            self._do(node, node.peer.dial_failed(address, self.now, "connection refused"))

    def _connected(self, address: str, end: int, far: str, dialed: bool) -> None:
        node = self.nodes[address]
        if end in self.ends and node.alive:
            self._do(node, node.peer.connected(end, self.now, far, dialed))

    def _close(self, end: int) -> None:
        if end not in self.ends:
            return
        owner, other = self.ends.pop(end)
        other_owner, _ = self.ends.pop(other, (None, None))
        for address, e in ((owner, end), (other_owner, other)):
            node = self.nodes.get(address) if address else None
            if node is not None and node.alive:
                self._do(node, node.peer.disconnected(e, self.now))

    def _send(self, node: Node, send: Send) -> None:
        ends = (
            [send.conn]
            if send.conn is not None
            else [e for e, (owner, _) in self.ends.items() if owner == node.address]
        )
        for end in ends:
            if end not in self.ends:
                continue
            other = self.ends[end][1]
            data = send.data[4:]  # the frame's length prefix is the transport's business
            if self.tap is not None:
                data = self.tap(node.address, end, data)
                if data is None:
                    continue
            f = self.faults
            if self.rng.random() < f.drop:
                continue
            copies = 2 if self.rng.random() < f.duplicate else 1
            for _ in range(copies):
                extra = self.rng.uniform(0, 0.05) if self.rng.random() < f.reorder else 0.0
                self._schedule(f.delay + extra, lambda o=other, d=data: self._deliver(o, d))

    def _deliver(self, end: int, data: bytes) -> None:
        if end not in self.ends:
            return
        address, other = self.ends[end]
        sender = self.ends[other][0] if other in self.ends else address
        node = self.nodes[address]
        if node.alive and not ({address, sender} & self.cut):  # a partition cuts both ways
            effects = node.peer.receive(end, data, self.now)
            node.receipts.append((end, data, effects))
            self._do(node, effects)

    def inject(self, address: str, data: bytes, conn: int | None = None) -> list[Effect]:
        """Hand one envelope to the peer at `address` now, as if it came on `conn`.

        Without `conn`, the first open connection of that peer is used. The peer's effects
        are carried out, and returned.
        """
        node = self.nodes[address]
        if conn is None:
            conn = min(e for e, (owner, _) in self.ends.items() if owner == address)
        effects = node.peer.receive(conn, data, self.now)
        node.receipts.append((conn, data, effects))
        self._do(node, effects)
        return effects

    def apply(self, node: Node, effects: list[Effect]) -> None:
        """Carry out effects a test obtained from a node's peer directly."""
        self._do(node, effects)

    def owner(self, end: int) -> str | None:
        """The address of the node holding connection endpoint `end`, while it is open."""
        return self.ends[end][0] if end in self.ends else None

    def conn_between(self, address: str, other: str) -> int:
        """The endpoint owned by `address` of an open connection to `other`."""
        return min(
            e
            for e, (owner, far) in self.ends.items()
            if owner == address and far in self.ends and self.ends[far][0] == other
        )

    def run(self, until: Callable[[], bool], limit: float = 600.0) -> float:
        """Advance virtual time until `until()` holds (or `limit` seconds); the time taken."""
        start = self.now
        next_tick = self.now
        while not until() and self.now - start < limit:
            if self.events and self.events[0][0] <= next_tick:
                when, _, fn = heapq.heappop(self.events)
                self.now = max(self.now, when)
                fn()
            else:
                self.now = next_tick
                next_tick += TICK
                for node in list(self.nodes.values()):
                    if node.alive:
                        self._do(node, node.peer.tick(self.now))
        return self.now - start

    def all_finished(self) -> bool:
        """Every live peer finished the game (and heard it is settled) or stopped."""
        return all(n.final or n.stopped for n in self.nodes.values() if n.alive)
