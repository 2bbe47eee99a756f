"""The host's announcement ends with the peer: a change still under way when the peer ends
(Ctrl-C during the first announcement's probe, say) is cancelled, never announces the table
after its withdrawal, and leaves no zeroconf open (client/netplay.py, Announcing.close)."""

from __future__ import annotations

import asyncio

from client.netplay import Announcing
from net.identity import Identity
from net.protocol.effects import RosterChanged, Started
from net.protocol.roster import Member, new_table

LOOPBACK = "127.0.0.1"


def _roster(me: Identity) -> object:
    return new_table("dice_race", {}, Member(me.public_key, me.name, LOOPBACK), ["host", "remote"])


def test_r28_6_closing_mid_probe_cancels_the_change_and_announces_nothing_after() -> None:
    me = Identity.generate("Host")

    async def scenario() -> tuple[bool, list[str], object]:
        announcing = Announcing("Closing", me, b"\x01" * 16, LOOPBACK, LOOPBACK, 9)
        announcing(RosterChanged(_roster(me)))
        await asyncio.sleep(0.2)  # the announcer made, its probe (0.75-1.0 s) under way
        probing = announcing.announcer is not None
        await asyncio.wait_for(announcing.close(), 10)
        announcing(RosterChanged(_roster(me)))  # an effect after the end: nothing to follow
        await asyncio.sleep(1.5)  # long enough for any change left running to announce
        ended = [
            "running" if not t.done() else "cancelled" if t.cancelled() else repr(t.exception())
            for t in announcing.tasks
        ]
        return probing, ended, announcing.announcer

    probing, ended, announcer = asyncio.run(scenario())
    assert probing, "the close came while the first announcement was being made"
    # Before: the change went on with the announcer's zeroconf closed under it and died of an
    # AttributeError, a traceback printed on every Ctrl-C during the first probe.
    assert ended == ["cancelled"] and announcer is None


def test_r28_6_closing_while_the_start_withdraws_finishes_the_withdrawal() -> None:
    """The game starts (its Started withdraws the table) and the peer ends while that
    withdrawal is still sending its goodbye: the close waits for it instead of cutting it
    short, so the announcer's zeroconf is closed and nothing is left announced."""
    me = Identity.generate("Host")

    async def scenario() -> tuple[object, object, list[str]]:
        announcing = Announcing("Starting", me, b"\x02" * 16, LOOPBACK, LOOPBACK, 9)
        roster = _roster(me)
        announcing(RosterChanged(roster))
        for _ in range(400):  # the probe (~1.6 s), then the registration (20 s at most)
            await asyncio.sleep(0.05)
            if announcing.announcer is not None and announcing.announcer._info is not None:
                break
        announcer = announcing.announcer
        assert announcer is not None and announcer._info is not None, "never announced"
        announcing(Started(roster))
        for _ in range(3):  # the Started's change is inside its withdrawal's goodbye now
            await asyncio.sleep(0)
        await asyncio.wait_for(announcing.close(), 10)
        ended = ["cancelled" if t.cancelled() else "done" for t in announcing.tasks]
        return announcer._info, announcer._zc, ended

    info, zc, ended = asyncio.run(scenario())
    # Before: close cancelled the change mid-goodbye, and the announcer (already taken off
    # `announcing`) never closed its zeroconf: its sockets and thread outlived the peer.
    assert info is None and zc is None, (info, zc, ended)
