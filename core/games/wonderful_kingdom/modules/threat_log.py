"""The Threat module's automatic effects as log messages (docs/wonderful-kingdom.md, "Log
messages").

No action names these effects: they follow from an action by the rules (a seat's planning
ending, a Production step beginning, the Combat's defeats, the game's end). The log's
sentence for an action is followed by them: `effects(before, after)` compares the state
before the action with the state after it and says, in the order the rules run them:
- tokens: an Illusionist token discarded (its card taken, swapped or left over: R24);
- Planning begins: each Threat of a selection area goes into its taker's construction
  area (R17);
- a planning ends: what the Sisters take and the Dragons eat by themselves, what is left
  for the seat to choose, or that they find nothing (R18, R21; the events `tormented`,
  `eaten`);
- each Production step begun: Illusionist tokens gained (R23), what each Swallower
  produces for the other seat or, defeated, for its owner (R20), solo what it sets aside
  and the Calamity every 4 bring (the seed's solo rule);
- the Combat's defeats: soldiers to the general supply, a Dragon's Krystallium, the
  Swallowers and Eggs into the Grand Duchy (R22, R25, R40; the event `defeated`);
- the game's end: each Threat never defeated costs its penalty (R26), the Sisters' +20
  (R19) and the Eggs' points.
Every card named is public: a Threat (face up from its round on), a Calamity of the pile
(shown at setup), a card under a token by its public value alone ("" when face down: "a
card"). Hidden-information resolutions and the state's `events` are read, never changed:
the rules play exactly as before.
"""

from __future__ import annotations

from core.api import Message
from core.games.wonderful_kingdom.data import data
from core.games.wonderful_kingdom.modules.threat_state import THREATS, ThreatState, is_egg
from core.games.wonderful_kingdom.state import RES, State, card_of

ASIDE = 4  # resources set aside per Calamity (threat_effects.SOLO_ASIDE)
Event = tuple[int, str, int, str, int]  # (round, id, seat, card, n): ThreatState.events


def effects(before: State, after: State) -> list[Message]:
    """What the rules did by themselves between `before` and `after` (one action apart)."""
    old: ThreatState | None = before.mod
    new: ThreatState | None = after.mod
    if old is None or new is None:
        return []
    events = list(new.events[len(old.events) :])
    out = _tokens_discarded(before, after)
    held = [[m.card for m in built] for built in old.built]  # under construction at Production
    for p in range(after.players):
        known = {m.handle for m in old.built[p]} | {h for h, _ in old.defeated[p]}
        now = [(m.handle, m.card) for m in new.built[p]] + list(new.defeated[p])
        for h, card in now:
            if h not in known:
                held[p].append(card)
                out.append(Message("threat.in", {"card": card, "seat": p}))
    out += _tolls(before, after, events, held)
    aside = _Aside(before, events)
    for index in _steps_begun(before, after):
        out += _production(before, index, events, held, aside)
    for _, kind, p, card, _n in events:
        if kind == "defeated":
            out += _defeat(p, card)
    if after.phase == "over":
        out += _the_end(after)
    return out


def _tokens_discarded(before: State, after: State) -> list[Message]:
    """Illusionist tokens no longer on a card: taken with it, swapped, left over (R24)."""
    left = {h for h, _ in after.mod.tokens}
    return [
        Message("threat.token", {"seat": p, "card": card_of(after, h) or ""})
        for h, p in before.mod.tokens
        if h not in left
    ]


def _planning_open(s: State, p: int) -> bool:
    """Whether seat p's planning has yet to end this round (Choice, the reveal, its window
    open or its Sisters' and Dragons' toll still to choose)."""
    if s.phase == "choice":
        return True
    return s.phase == "planning" and (s.stage != "window" or not s.seats[p].done)


def _tolls(
    before: State, after: State, events: list[Event], held: list[list[str]]
) -> list[Message]:
    """The Sisters' and Dragons' toll: taken by the rules, left to choose, or nothing."""
    out = []
    for _, kind, p, _card, n in events:
        if kind == "tormented":
            out.append(Message("threat.tormented", {"seat": p, "n": n}))
        elif kind == "eaten":
            out.append(Message("threat.eaten", {"seat": p, "n": n}))
    if after.threat not in ("sisters", "dragons"):
        return out
    owed_then, owed_now = before.mod.owed, after.mod.owed
    for p in range(after.players):
        ended = _planning_open(before, p) and not owed_then[p]
        if not ended or (_planning_open(after, p) and not owed_now[p]):
            continue  # the seat's planning did not end with this action
        if after.threat == "sisters":
            tolls = len(held[p])
        else:
            tolls = sum(THREATS[c].kind == "dragon" for c in held[p])
        if not tolls:
            continue
        word = "sisters" if after.threat == "sisters" else "dragons"
        if owed_now[p] and after.phase == "planning":
            out.append(Message(f"threat.owed_{word}", {"seat": p, "n": owed_now[p]}))
        elif not any(e[2] == p and e[1] in ("tormented", "eaten") for e in events):
            out.append(Message(f"threat.spared_{word}", {"seat": p}))
    return out


def _steps_begun(before: State, after: State) -> list[int]:
    """The Production steps (0-3: M P G E) that began between the two states."""

    def at(s: State) -> int:
        if s.phase == "production" and s.step in RES:
            return RES.index(s.step)
        if s.phase in ("choice", "planning"):
            return -1
        return len(RES)  # the Krystallium step, the Combat, the end (or the setup)

    last = len(RES) - 1
    end = last if after.round > before.round else min(at(after), last)
    return list(range(at(before) + 1, end + 1))


def _production(
    before: State, index: int, events: list[Event], held: list[list[str]], aside: _Aside
) -> list[Message]:
    """A Production step begins: Illusionist tokens gained (step 0), Swallowers' output."""
    res, out = RES[index], []
    players = before.players
    if before.threat == "illusionists" and index == 0 and players == 2:
        gained = [0, 0]
        for _, kind, p, _card, n in events:
            if kind == "tokens":
                gained[p] += n
                out.append(Message("threat.tokens", {"seat": p, "n": n, "other_seat": 1 - p}))
        for p in (before.first, 1 - before.first):
            if gained[p] < len(held[1 - p]):
                out.append(Message("threat.tokens_short", {"seat": p}))
    if before.threat != "swallowers":
        return out
    for p in range(players):
        for _, card in before.mod.defeated[p]:
            if THREATS[card].res == res:
                out.append(Message("threat.swallow_own", {"card": card, "seat": p, "unit": res}))
        if players == 2:
            for card in held[1 - p]:
                if THREATS[card].res == res:
                    params = {"card": card, "owner_seat": 1 - p, "seat": p, "unit": res}
                    out.append(Message("threat.swallow", params))
    if players == 1:
        out += aside.step(res, held[0])
    return out


class _Aside:
    """Solo Swallowers: the count set aside and the Calamities still to tell, carried from
    step to step (threat_effects.set_aside, replayed from the state before)."""

    def __init__(self, before: State, events: list[Event]) -> None:
        self.aside = before.mod.aside if before.mod is not None else 0
        self.pile = len(before.pile)
        self.calamities = [e for e in events if e[1] == "calamity"]

    def step(self, res: str, held: list[str]) -> list[Message]:
        out = []
        for card in held:
            if THREATS[card].res == res:
                self.aside += 1
                out.append(Message("threat.aside", {"card": card, "unit": res, "n": self.aside}))
        while self.aside >= ASIDE:
            self.aside -= ASIDE
            if self.pile and self.calamities:
                self.pile -= 1
                _, _, p, cal, _ = self.calamities.pop(0)
                out.append(Message("threat.calamity", {"card": cal, "seat": p}))
            else:
                out.append(Message("threat.aside_spent", {}))
        return out


def _defeat(p: int, card: str) -> list[Message]:
    """A Threat defeated in Combat: soldiers to the general supply, its reward."""
    t = THREATS[card]
    kind = "threat.egg" if is_egg(card) else "threat.defeated"
    out = [Message(kind, {"seat": p, "card": card, "n": t.fight})]
    if t.reward_k:
        out.append(Message("threat.krystallium", {"seat": p, "card": card, "k": t.reward_k}))
    if t.set == "swallowers" or t.kind == "egg":
        out.append(Message("threat.to_duchy", {"card": card, "seat": p}))
    return out


def _the_end(s: State) -> list[Message]:
    """The game is over: penalties (R26), the Sisters' bonus (R19), the Eggs."""
    out: list[Message] = []
    mod: ThreatState = s.mod
    kind = data().threat_sets[s.threat]
    for p in range(s.players):
        for m in mod.built[p]:
            penalty = THREATS[m.card].penalty
            if penalty:
                out.append(Message("threat.penalty", {"card": m.card, "seat": p, "vp": penalty}))
        beaten = [c for _, c in mod.defeated[p]]
        if s.threat == "sisters" and len(beaten) == len(kind.cards):
            vp = int(kind.extra["bonus_all_defeated_by_self"])
            out.append(Message("threat.sisters_bonus", {"seat": p, "vp": vp}))
        eggs = sum(is_egg(c) for c in beaten)
        if eggs:
            vp = int(kind.extra.get("egg_vp", {}).get(str(eggs), 0))
            out.append(Message("threat.eggs", {"seat": p, "n": eggs, "vp": vp}))
    return out
