"""Arming a lab peer (`tavolata host/join` with the hidden `--lab-*` options): the lab's own
entry into a peer. client/cli.py asks `extras(args)` when a `--lab-*` option is given (its
LAB_OPTIONS) and hands the result to client/netplay.py, which plugs each part in at a
boundary the peer already has (neither net/ nor netplay knows the lab):

- the rules the lockstep is given (`Peer`'s `rules`): inject.py's `FaultyRules`, the state
  faults (`--lab-corrupt`, `--lab-order-bug`); the bots think with the real rules
  (`RealRulesDriver`, the driver's wrapper);
- the filter on our outgoing game messages (`Peer`'s `outgoing`): cheat.py's cheats
  (`--lab-cheat`) after the sealed list's record of the secrets behind each part;
- every effect, and the peer once made: secretlog.py's sealed list of secrets and the
  leaking peer (`--lab-secrets`, `--lab-leak`), which read the peer's lockstep.

The shorter hidden-information deadlines (`--lab-deadlines`) are the peer's `Timing`
(net/protocol/settings.py), built by client/cli.py for any peer.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

from client.lab import cheat, inject, secretlog
from client.netplay import Extras
from core import registry
from core.api import Game
from net.protocol.lockstep import Outgoing


def say(text: str) -> None:
    """A lab line on stdout (the lab reads them: inject.SAID, cheat.CHEATED, ...)."""
    print(text, flush=True)


def _secret_log(args: argparse.Namespace) -> secretlog.SecretLog | None:
    """The sealed list (None when not asked for)."""
    if args.lab_secrets is None:
        return None
    leak = None
    if args.lab_leak:
        at, _, what = args.lab_leak.partition(":")
        leak = (int(at), what or "card")
    return secretlog.SecretLog(Path(args.lab_secrets), leak, say)


def _rules(args: argparse.Namespace) -> Callable[[str], Game] | None:
    """The rules by game key with the state faults asked for; None if none is."""
    if args.lab_corrupt is None and args.lab_order_bug is None:
        return None

    def rules(key: str) -> Game:
        game = registry.get(key)
        hooks = []
        if args.lab_corrupt is not None:
            hooks.append(inject.corrupt_after(args.lab_corrupt, say))
        bug = None
        if args.lab_order_bug is not None:
            bug = inject.OrderBug(game, args.lab_order_bug, say)
            hooks.append(bug.tamper)
            say("lab: this peer runs a rules core with an order-dependence bug")
        faulty: Any = inject.FaultyRules(game, hooks, bug)  # a Game by its functions
        return cast(Game, faulty)

    return rules


def extras(args: argparse.Namespace) -> Extras:
    """What a lab peer plugs into its peer, from its `--lab-*` options."""
    out = Extras()
    rules = _rules(args)
    if rules is not None:
        out.rules, out.driver = rules, inject.RealRulesDriver
    filters: list[Outgoing] = []
    log = _secret_log(args)
    if log is not None:
        out.made.append(log.watch)
        out.effects.append(log.effect)
        filters.append(log.outgoing)
    if args.lab_cheat:
        kind, _, at = args.lab_cheat.partition("@")
        filters.append(cheat.cheat_hook(kind, int(at or 0), say))
    out.outgoing = cheat.chain(filters)
    return out
