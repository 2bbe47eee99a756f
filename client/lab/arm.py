"""Arming a lab peer (`tavolata host/join` with the hidden `--lab-*` options): the state
faults of inject.py, the hidden-information cheats of cheat.py, the sealed list of secrets
and the leaking peer of secretlog.py, and shorter hidden-information deadlines."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from client.lab import cheat, inject, secretlog

if TYPE_CHECKING:
    from client.netplay import Options, Printer
    from net.peer import Peer


def say(text: str) -> None:
    """A lab line on stdout (the lab reads them: inject.SAID, cheat.CHEATED, ...)."""
    print(text, flush=True)


def _secret_log(options: Options, printer: Printer | None) -> secretlog.SecretLog | None:
    """The sealed list, fed every effect through the printer (None when not asked for)."""
    if options.lab_secrets is None:
        return None
    leak = None
    if options.lab_leak:
        at, _, what = options.lab_leak.partition(":")
        leak = (int(at), what or "card")
    log = secretlog.SecretLog(options.lab_secrets, leak, say)
    if printer is not None:
        printer.also = log.effect
    return log


def arm(peer: Peer, options: Options, printer: Printer | None = None) -> Peer:
    """Set `peer.on_game` to arm the game's Lockstep with what `options` ask for."""
    log = _secret_log(options, printer)

    def on_game(game: Any) -> None:
        hooks = []
        if options.lab_corrupt is not None:
            hooks.append(inject.corrupt_after(options.lab_corrupt, game.game, say))
        if options.lab_order_bug is not None:
            bug = inject.OrderBug(game.game, options.lab_order_bug, say)
            game.game = bug
            hooks.append(bug.tamper)
            say("lab: this peer runs a rules core with an order-dependence bug")
        game.tamper = inject.chained(hooks)
        outgoing = []
        if log is not None:
            log.arm(game)
            outgoing.append(log.outgoing)
        if options.lab_cheat:
            kind, _, at = options.lab_cheat.partition("@")
            outgoing.append(cheat.cheat_hook(kind, int(at or 0), say))
        game.hidden.outgoing = cheat.chain(outgoing)

    peer.on_game = on_game
    return peer
