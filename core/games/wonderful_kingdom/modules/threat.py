"""The Threat module (digest 3.4, 4.6; R14-R27, R42, R43; seed "4 Modulo Minaccia").

One set per game (config `threat`: sisters, swallowers, dragons, illusionists; the last
two for 2 players only). Setup: the set's 4 cards are the Threat deck, shuffled by every
peer (`Shuffle("threats")`); Illusionists: each seat holds 1 token. Each round the deal
puts no development card into L (R42): the round's Threat goes there face up, shown at
once (`Show(("threats", round - 1))`, R15, checklist 2). A Threat is offered and selected
with its area like any card; when Planning begins it moves to its taker's construction
area by itself (R17 [T: it may go nowhere else, as a Calamity to the Grand Duchy]) and is
never recycled, scrapped or completed. Soldiers go onto it (`fight`) in Planning,
Production and Combat (threat_combat.py); the sets' effects are in threat_effects.py
(Sisters, Dragons, Swallowers) and threat_illusion.py (tokens and swaps). At the end each
Threat still under construction costs its penalty (R26); Sisters: +20 for all 4 defeated
(R19); Dragons: Eggs 3 VP for one, 10 for two. Solo (Sisters, Swallowers): medals.

Actions: ("fight", seat, deck, pos, slot), ("torment", seat, deck, pos, slot), ("eat",
seat, deck, pos, slot) in windows; ("illusionist", deck, pos), ("swap", deckS, posS,
deckT, posT) in Choice; Combat: ("fight", ...), ("soldier", seat, deck, pos, slot) on a
Calamity, ("done", seat).
"""

from __future__ import annotations

from typing import Any

from core import hidden
from core.api import Action, Message
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules import threat_combat as combat
from core.games.wonderful_kingdom.modules import threat_effects as effects
from core.games.wonderful_kingdom.modules import threat_illusion as illusion
from core.games.wonderful_kingdom.modules import threat_log
from core.games.wonderful_kingdom.modules.base import Module
from core.games.wonderful_kingdom.modules.threat_state import (
    TDECK,
    THREATS,
    Menace,
    ThreatState,
    in_duchy,
    is_egg,
    new,
    with_mod,
)
from core.games.wonderful_kingdom.state import (
    AREAS,
    RES,
    Offered,
    State,
    ask,
    card_of,
    evolve,
    evolve_seat,
)

ILLUSIONISTS = "illusionists"


class Threat(Module):
    key = "threat"
    title = "Threat"
    KINDS = frozenset(("fight", "torment", "eat", "illusionist", "swap"))

    def medals(self, config: dict[str, Any]) -> tuple[int, int, int] | None:
        kind = data().threat_sets.get(config.get("threat") or "")
        if kind is None or not kind.solo:
            return None
        bronze, silver, gold = kind.medals
        return bronze, silver, gold

    # -- setup and Choice -------------------------------------------------------------
    def setup(self, s: State) -> State:
        cards = [c.id for c in data().threat_sets[s.threat].cards]
        s = evolve(s, mod=new(s.players, 1 if s.threat == ILLUSIONISTS else 0))
        return ask(s, hidden.Shuffle(TDECK, hidden.sort_values(cards)))

    def deals_l(self, s: State) -> bool:
        return False

    def round_start(self, s: State) -> State:
        h = (TDECK, s.round - 1)
        s = evolve(s, offers=((Offered(h, True, -1),), s.offers[1]))
        return ask(s, hidden.Show(h))

    def choice_actions(self, s: State, seat: int) -> list[Action]:
        return illusion.choice_actions(s, seat) if s.threat == ILLUSIONISTS else []

    def apply_choice(self, s: State, seat: int, a: Action) -> State:
        return illusion.apply_choice(s, seat, a)

    def on_select(self, s: State, seat: int, taken: tuple[Offered, ...]) -> State:
        return illusion.on_select(s, taken) if s.threat == ILLUSIONISTS else s

    def symbols(self, s: State, card: str) -> int | None:
        t = THREATS.get(card)
        return None if t is None else t.fight

    # -- Planning and Production ------------------------------------------------------
    def start_planning(self, s: State) -> State:
        """Each Threat of a selection area into its construction area (R17); tokens on
        the leftovers back to the pool (R24)."""
        mod: ThreatState = s.mod
        built = list(mod.built)
        seats = list(s.seats)
        for p, seat in enumerate(s.seats):
            mine = [o for o in seat.selection if o.card in THREATS]
            if mine:
                built[p] = (*built[p], *(Menace(o.handle, o.card, 0) for o in mine))
                keep = tuple(o for o in seat.selection if o.card not in THREATS)
                seats[p] = evolve_seat(seat, selection=keep)
        s = evolve(s, seats=tuple(seats))
        return with_mod(s, built=tuple(built), tokens=())

    def window_actions(self, s: State, seat: int) -> list[Action]:
        return combat.fight_actions(s, seat)

    def forced(self, s: State, seat: int) -> list[Action] | None:
        return effects.forced(s, seat)

    def apply_window(self, s: State, seat: int, a: Action) -> State:
        if a[0] == "fight":
            return combat.fight(s, seat, (a[2], a[3]))
        return effects.apply_loss(s, seat, a)

    def on_done(self, s: State, seat: int) -> State:
        return effects.end_of_planning(s, seat)

    def produce(self, s: State, seat: int, res: str) -> int:
        return effects.swallowed(s, seat, res) if s.threat == "swallowers" else 0

    def production_step(self, s: State, index: int, winner: int) -> State:
        if s.threat == ILLUSIONISTS and index == 0:
            s = illusion.gains(s)  # Production begins (R23)
        elif s.threat == "swallowers" and s.players == 1:
            s = effects.set_aside(s, RES[index])
        return s

    def after_production(self, s: State) -> State:
        return combat.open_combat(s)

    # -- Combat -----------------------------------------------------------------------
    def phase_at(self, s: State, point: str) -> bool:
        return point == "round_end" and bool(s.mod.combat)

    def phase_player(self, s: State) -> int | None:
        queue = s.mod.combat
        return queue[0] if queue else None

    def phase_actions(self, s: State, player: int | None) -> list[Action]:
        return [] if player is None else combat.combat_actions(s, player)

    def phase_apply(self, s: State, a: Action) -> State:
        return combat.apply_combat(s, a)

    # -- the end, the view ------------------------------------------------------------
    def penalties(self, s: State) -> list[int]:
        """Each Threat still under construction costs its penalty (R26)."""
        return [sum(THREATS[m.card].penalty for m in built) for built in s.mod.built]

    def bonus(self, s: State) -> list[int]:
        """Sisters: +20 for all four defeated (R19); Dragons: the Eggs obtained."""
        kind = data().threat_sets[s.threat]
        out = []
        for beaten in s.mod.defeated:
            if s.threat == "sisters":
                all_four = len(beaten) == len(kind.cards)
                out.append(int(kind.extra["bonus_all_defeated_by_self"]) if all_four else 0)
            else:
                eggs = sum(is_egg(c) for _, c in beaten)
                out.append(int(kind.extra.get("egg_vp", {}).get(str(eggs), 0)))
        return out

    def score_parts(self, s: State) -> list[tuple[str, list[int]]]:
        if s.mod is None:
            return []
        parts = [("end.threats", self.penalties(s))]
        if s.threat == "sisters":
            parts.append(("end.sisters", self.bonus(s)))
        elif s.threat == "dragons":
            parts.append(("end.eggs", self.bonus(s)))
        return parts

    def observe(self, s: State, seat: int | None) -> dict[str, Any]:
        mod: ThreatState | None = s.mod
        out: dict[str, Any] = {"set": s.threat, "deck": 4 - s.round if mod else 4}
        if mod is None:
            return out
        in_offers = {o.handle for area in s.offers for o in area}
        return {
            **out,
            "threats": [
                [
                    {
                        "handle": list(m.handle),
                        "card": m.card,
                        "soldiers": m.soldiers,
                        "fight": THREATS[m.card].fight,
                        "penalty": THREATS[m.card].penalty,
                    }
                    for m in built
                ]
                for built in mod.built
            ],
            "defeated": [[c for _, c in beaten] for beaten in mod.defeated],
            "grand_duchy": [[c for _, c in beaten if in_duchy(c)] for beaten in mod.defeated],
            "owed": list(mod.owed),
            "combat": list(mod.combat),
            "tokens": {
                "held": list(mod.held),
                "on_cards": [
                    {"handle": list(h), "seat": p} for h, p in mod.tokens if h in in_offers
                ],
                "pool": illusion.pool(mod) if s.threat == ILLUSIONISTS else 0,
            },
            "aside": mod.aside,
            "events": [
                {"round": r, "id": k, "seat": p, "card": c, "n": n} for r, k, p, c, n in mod.events
            ],
        }

    logs_effects = True

    def effects(self, before: State, after: State) -> list[Message]:
        return threat_log.effects(before, after)

    def describe(self, s: State, a: Action) -> Message | None:
        kind = a[0]
        if kind in ("illusionist", "swap"):
            from core.games.wonderful_kingdom.choice import acting  # choice imports modules

            p = acting(s)
            if kind == "illusionist":
                h = (a[1], a[2])
                area = next(AREAS[i] for i in range(2) if any(o.handle == h for o in s.offers[i]))
                return Message(kind, {"seat": p, "card": card_of(s, h) or "", "area": area})
            given, taken = card_of(s, (a[1], a[2])), card_of(s, (a[3], a[4]))
            return Message(kind, {"seat": p, "given": given or "", "taken": taken or ""})
        h = (a[2], a[3])
        params: dict[str, Any] = {"seat": a[1], "card": card_of(s, h) or "", "slot": a[4]}
        if kind == "torment":
            b = next(b for b in s.seats[a[1]].construction if b.handle == h)
            params["unit"] = b.filled[a[4]]
        return Message(kind, params)


__all__ = ["Threat"]
