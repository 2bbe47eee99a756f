"""Namespace mode of the lab (`tavolata lab --netns`, root only): a real network on one machine.

Each peer runs in a network namespace of its own (`ip netns exec`), its `eth0` one end of a
veth pair whose other end is a port of a bridge in one more namespace, the bridge's:

    tl<pid>g<game>p0 (10.77.X.1) ─ eth0 ═ v0 ─┐
    tl<pid>g<game>p1 (10.77.X.2) ─ eth0 ═ v1 ─┼─ br0    (in namespace tl<pid>g<game>b)
    tl<pid>g<game>p2 (10.77.X.3) ─ eth0 ═ v2 ─┘

Nothing is created in the machine's own namespace (the veths are born in theirs), and the
bridge has no way out: no packet of the lab can leave by the real interface. Peers find
the table by real multicast DNS between namespaces (`--interface` their own address, no
loopback), and talk real TCP; so a lost frame is retransmitted by the kernel, as on Wi-Fi.

Faults: `--loss` is an nftables rule in a bridge-family table of the bridge namespace that
drops that share of the forwarded frames (`numgen random`), counting frames and drops;
`--partition` sets the peer's veth down and up again; `--kill` restarts the peer in the
same namespace (GameRun does it). This kernel has no netem, and `--delay`, `--duplicate`
and `--reorder` work on the wire's frames in the userspace proxy only: namespace mode
refuses them with a sentence (`unsupported`) rather than quietly ignore them.

Teardown always: `run` deletes every namespace it made (the veths and the bridge go with
them) in a `finally`, on SIGTERM/SIGHUP too (they cancel the game), and an atexit hook
catches what is left. Only names this run made are ever deleted; only processes it started
are ever killed, by their handles.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import functools
import json
import os
import shutil
import signal
import subprocess
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from client.lab.faults import Faults
from client.lab.game import GameRun

BRIDGE = "br0"
TABLE = "tavolata_lab"  # the nftables table (bridge family) in the bridge namespace


class NetnsError(RuntimeError):
    """A command setting up the namespaces failed; the message says which and why."""


@dataclass(frozen=True)
class Plan:
    """The names, addresses and commands of one game's namespaces (no side effects)."""

    tag: str  # unique per run and game: every name starts with it
    subnet: int  # X of 10.77.X.0/24
    peers: int
    loss: float = 0.0  # percent of forwarded frames dropped

    @classmethod
    def of(cls, number: int, peers: int, loss: float, pid: int | None = None) -> Plan:
        """The plan of game `number` of the lab process `pid` (this one by default).

        Names hold the pid, so two runs at once never share one; an interface name has at
        most 15 characters ("tl" + 6 hex digits + "g" + game + "v" + seat fits). Each
        bridge is alone in its namespace, so equal subnets could not clash anyway; they
        differ all the same, which makes captures of parallel runs easy to tell apart.
        """
        pid = os.getpid() if pid is None else pid
        return cls(f"tl{pid:x}g{number}", (pid + number) % 250 + 1, peers, loss)

    @property
    def bridge_ns(self) -> str:
        """The namespace of the bridge."""
        return f"{self.tag}b"

    def ns(self, seat: int) -> str:
        """The namespace of a seat's peer."""
        return f"{self.tag}p{seat}"

    def veth(self, seat: int) -> str:
        """The bridge's end of a seat's veth pair (the peer's end is `eth0`)."""
        return f"{self.tag}v{seat}"

    def address(self, seat: int) -> str:
        """A seat's address."""
        return f"10.77.{self.subnet}.{seat + 1}"

    @property
    def namespaces(self) -> list[str]:
        """Every namespace of the plan, the bridge's first."""
        return [self.bridge_ns] + [self.ns(s) for s in range(self.peers)]

    def setup(self) -> list[list[str]]:
        """The commands that build the network, in order (`nft` reads `ruleset` on stdin)."""
        b = self.bridge_ns
        cmds = [
            ["ip", "netns", "add", b],
            ["ip", "-n", b, "link", "set", "lo", "up"],
            ["ip", "-n", b, "link", "add", BRIDGE, "type", "bridge"],
            ["ip", "-n", b, "link", "set", BRIDGE, "up"],
            ["ip", "netns", "exec", b, "nft", "-f", "-"],
        ]
        for seat in range(self.peers):
            ns, veth = self.ns(seat), self.veth(seat)
            cmds += [
                ["ip", "netns", "add", ns],
                ["ip", "-n", ns, "link", "set", "lo", "up"],
                ["ip", "link", "add", veth, "netns", b, "type", "veth",
                 "peer", "name", "eth0", "netns", ns],
                ["ip", "-n", b, "link", "set", veth, "master", BRIDGE, "up"],
                ["ip", "-n", ns, "addr", "add", f"{self.address(seat)}/24", "dev", "eth0"],
                ["ip", "-n", ns, "link", "set", "eth0", "up"],
                # mDNS goes to 224.0.0.251; a route says which interface sends it.
                ["ip", "-n", ns, "route", "add", "224.0.0.0/4", "dev", "eth0"],
            ]  # fmt: skip
        return cmds

    def ruleset(self) -> str:
        """The bridge's nftables: count every forwarded frame, drop `loss` percent of them.

        numgen draws per frame in the kernel; per mille, so that 2.5 % is 25 of 1000.
        """
        mille = round(self.loss * 10)
        drop = f"numgen random mod 1000 < {mille} counter name dropped drop" if mille else ""
        return (
            f"table bridge {TABLE} {{\n"
            "  counter frames {}\n  counter dropped {}\n"
            "  chain forward {\n"
            "    type filter hook forward priority 0; policy accept;\n"
            f"    counter name frames\n    {drop}\n"
            "  }\n}\n"
        )

    def teardown(self) -> list[list[str]]:
        """The commands that remove everything (the veths and bridge go with the namespaces)."""
        return [["ip", "netns", "delete", ns] for ns in reversed(self.namespaces)]

    def exec_prefix(self, seat: int) -> list[str]:
        """Runs a command in a seat's namespace."""
        return ["ip", "netns", "exec", self.ns(seat)]

    def link(self, seat: int, up: bool) -> list[str]:
        """Sets a seat's veth (its cable to the bridge) down or up."""
        return ["ip", "-n", self.bridge_ns, "link", "set", self.veth(seat), "up" if up else "down"]


def unsupported(faults: Faults) -> str | None:
    """A sentence naming the faults namespace mode cannot inject, or None."""
    link = faults.link
    named = [
        name
        for name, value in (
            ("--delay", link.delay or link.jitter),
            ("--duplicate", link.duplicate),
            ("--reorder", link.reorder),
        )
        if value
    ]
    if not named:
        return None
    return (
        f"{', '.join(named)} cannot be used with --netns: this kernel has no netem, and the "
        "userspace proxy that does them is proxy mode's (run without --netns)"
    )


def netns_faults(faults: Faults) -> Faults:
    """The faults namespace mode injects out of `faults` (a soak's random ones): no delay,
    duplication or reordering."""
    import dataclasses

    from client.lab.proxy import LinkFaults

    return dataclasses.replace(faults, link=LinkFaults(loss=faults.link.loss))


def _run(cmd: list[str], stdin: str | None = None) -> str:
    try:
        done = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise NetnsError(f"{' '.join(cmd)}: {exc}") from None
    if done.returncode != 0:
        raise NetnsError(f"{' '.join(cmd)}: {done.stderr.strip() or done.returncode}")
    return done.stdout


@functools.cache
def unavailable() -> str | None:
    """A sentence saying why namespace mode cannot run here, or None when it can."""
    if os.geteuid() != 0:
        return "network namespaces need root (run as root, or without --netns)"
    for tool, package in (("ip", "iproute2"), ("nft", "nftables")):
        if shutil.which(tool) is None:
            return f"`{tool}` is not installed (apt-get install {package})"
    probe = Plan(f"tl{os.getpid():x}probe", 1, 0)
    try:
        _run(["ip", "netns", "add", probe.bridge_ns])
    except NetnsError as exc:
        return f"network namespaces are not permitted here ({exc})"
    try:
        _run(["ip", "-n", probe.bridge_ns, "link", "add", BRIDGE, "type", "bridge"])
        _run(["ip", "netns", "exec", probe.bridge_ns, "nft", "-f", "-"], probe.ruleset())
    except NetnsError as exc:
        return f"a bridge with nftables cannot be made in a namespace here ({exc})"
    finally:
        with contextlib.suppress(NetnsError):
            _run(["ip", "netns", "delete", probe.bridge_ns])
    return None


_live: set[Namespaces] = set()  # built and not yet removed: atexit removes them


class Namespaces:
    """One game's namespaces, as the game's network (game.Network)."""

    def __init__(self, plan: Plan, game: GameRun) -> None:
        self.plan, self.game = plan, game
        self.made: list[str] = []  # namespaces this object created, in order
        self.stats: Counter[str] = Counter()
        self.heals: set[asyncio.Task[None]] = set()

    def create(self) -> None:
        """Build the bridge, the namespaces and the nftables table (NetnsError if it fails;
        what was built is then removed by `destroy`)."""
        _live.add(self)
        for cmd in self.plan.setup():
            stdin = self.plan.ruleset() if cmd[-2:] == ["-f", "-"] else None
            _run(cmd, stdin)
            if cmd[:3] == ["ip", "netns", "add"]:
                self.made.append(cmd[3])

    async def add(self, seat: int, listening: Callable[[], int]) -> int:
        """Place the seat's peer in its namespace; others dial it directly (alone in its
        namespace, its port is never taken)."""
        peer = self.game.table[seat]
        peer.prefix, peer.address = self.plan.exec_prefix(seat), self.plan.address(seat)
        return listening()

    def partition(self, seat: int, seconds: float) -> None:
        """Pull the seat's cable out of the bridge; plug it back in after `seconds`."""
        _run(self.plan.link(seat, up=False))
        self.stats["partitions"] += 1
        self.stats["links down"] += 1
        heal = asyncio.ensure_future(self._heal(seat, seconds))
        self.heals.add(heal)
        heal.add_done_callback(self.heals.discard)

    async def _heal(self, seat: int, seconds: float) -> None:
        await asyncio.sleep(seconds)
        proc = await asyncio.create_subprocess_exec(*self.plan.link(seat, up=True))
        if await proc.wait() == 0:
            self.stats["links up"] += 1

    async def close(self) -> None:
        """Stop pending heals; read the bridge's counters into `stats`."""
        for heal in list(self.heals):
            heal.cancel()
        await asyncio.gather(*self.heals, return_exceptions=True)
        with contextlib.suppress(NetnsError, ValueError, KeyError):
            self.stats.update(self.counters())

    def counters(self) -> dict[str, int]:
        """Frames the bridge forwarded, and dropped, so far."""
        out = _run(["ip", "netns", "exec", self.plan.bridge_ns, "nft", "-j", "list", "counters"])
        found = {}
        for item in json.loads(out)["nftables"]:
            counter = item.get("counter")
            if counter and counter.get("table") == TABLE:
                found[counter["name"]] = int(counter["packets"])
        return found

    def destroy(self) -> list[str]:
        """Kill the peers this game started, if still running; delete every namespace this
        object made. Safe to call twice. The problems (none, normally)."""
        for peer in self.game.table:
            if peer.proc is not None and peer.proc.returncode is None:
                with contextlib.suppress(ProcessLookupError):
                    peer.proc.kill()  # our own child, by its handle
        problems = []
        for ns in reversed(self.made):
            try:
                _run(["ip", "netns", "delete", ns])
            except NetnsError as exc:
                problems.append(str(exc))
        self.made.clear()
        _live.discard(self)
        return problems


@atexit.register
def _destroy_all() -> None:
    """The last chance (an exception nobody caught, sys.exit in a signal handler)."""
    for namespaces in list(_live):
        namespaces.destroy()


async def run(game: GameRun) -> dict[str, Any]:
    """Play `game` with each peer in its own namespace; as `GameRun.run`.

    The namespaces are removed before this returns or raises. SIGTERM and SIGHUP cancel the
    game (so that every `finally` runs) and then end the lab with 128 + the signal.
    """
    plan = Plan.of(game.number, game.peers, game.faults.link.loss)
    namespaces = Namespaces(plan, game)
    game.network = lambda keys: namespaces
    loop, me = asyncio.get_running_loop(), asyncio.current_task()
    caught: list[int] = []

    def stop(signum: int) -> None:
        caught.append(signum)
        if me is not None:
            me.cancel()

    for signum in (signal.SIGTERM, signal.SIGHUP):
        loop.add_signal_handler(signum, stop, signum)
    try:
        try:
            namespaces.create()
        except NetnsError as exc:
            game.events.append({"kind": "netns failed", "why": str(exc)})
            game.log(f"    netns: {exc}")
            return {"finished": False, "wall_seconds": 0.0, "net": {}}
        return await game.run()
    except asyncio.CancelledError:
        if caught:
            raise SystemExit(128 + caught[0]) from None
        raise
    finally:
        for signum in (signal.SIGTERM, signal.SIGHUP):
            loop.remove_signal_handler(signum)
        for problem in namespaces.destroy():
            game.log(f"    netns teardown: {problem}")
