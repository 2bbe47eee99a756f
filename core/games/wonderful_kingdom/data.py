"""It's a Wonderful Kingdom's data, loaded from resources/wonderful_kingdom/ and checked.

Every card the rules read (development cards, Legends cards, Treasures, Calamities,
Advisors) is a `Card` in one table by id; the Grand Duchies, the Threat sets, the Mission
boards and the Conquest map beside it (the last three are read by their modules; all are
loaded and checked now, played or not). A file breaking the digest's 4.1 grammar or its
counts raises DataError naming the entry.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from core.gamedata import DataError, load_json
from core.games.wonderful_kingdom import grammar
from core.games.wonderful_kingdom.conquestdata import ConquestMap, conquest_map
from core.games.wonderful_kingdom.grammar import BASIC, TYPES

GAME = "wonderful_kingdom"
DEV_TYPES = TYPES[:4]
TYPE_COUNTS = {"structure": 18, "company": 18, "monument": 16, "discovery": 18}
LEGENDS_CARDS = 5
TREASURES, CALAMITIES, ADVISORS_USED = 10, 8, 10
ROUNDS, HAND = 4, 7  # a hand: 7 deck cards + 1 Calamity


@dataclass(frozen=True, slots=True)
class Card:
    """One card design: a development card, an Advisor, a Treasure or a Calamity."""

    id: str
    name: str
    kind: str  # a development type, "advisor", "treasure" or "calamity"
    copies: int
    cost: tuple[str, ...]  # one unit per slot, in order
    gain: tuple[str, ...]  # what recycling gives: (rec,), or a Treasure's gain
    produce: tuple[tuple[str, int, str], ...]  # (resource, n, per type or "")
    bonus_s: int  # on completion
    bonus_k: int
    spy: bool  # a Spy source while in the Grand Duchy (L3, R50)
    vp: int
    vp_per: str  # "" flat, a type, or "S"
    legends: bool
    ability: str  # an Advisor's keyword ("" for none)
    two_player: bool  # an Advisor left out of solo games


@dataclass(frozen=True, slots=True)
class Side:
    produce: tuple[tuple[str, int, str], ...]
    vp: int
    vp_per: str
    start: tuple[str, ...]  # K and S in supply at the start


@dataclass(frozen=True, slots=True)
class Duchy:
    id: str
    name: str
    legends: bool
    sides: dict[str, Side]


@dataclass(frozen=True, slots=True)
class ThreatCard:
    id: str
    name: str
    set: str
    kind: str  # "" | "dragon" | "egg"
    fight: int  # soldiers
    penalty: int
    res: str  # a Swallower's resource
    reward_k: int


@dataclass(frozen=True, slots=True)
class ThreatSet:
    id: str
    name: str
    difficulty: int
    solo: bool
    medals: tuple[int, ...]
    cards: tuple[ThreatCard, ...]
    extra: dict[str, Any]  # bonus_all_defeated_by_self, egg_vp, tokens, effect


@dataclass(frozen=True, slots=True)
class MissionStep:
    n: int
    cost: tuple[str, ...]
    vp: tuple[int, int]  # (first, otherwise): R30
    gain_s: int
    gain_k: int


@dataclass(frozen=True, slots=True)
class MissionBoard:
    id: str
    name: str
    steps: tuple[MissionStep, ...]


@dataclass(frozen=True, slots=True)
class Data:
    cards: dict[str, Card]
    development: tuple[str, ...]  # deck values of the base-equivalent cards (copies repeated)
    legends: tuple[str, ...]  # the 5 Legends cards
    treasures: tuple[str, ...]
    calamities: tuple[str, ...]  # in id order (R48)
    calamity_dispel: int
    calamity_penalty: int
    advisors: tuple[str, ...]
    duchies: dict[str, Duchy]
    threat_sets: dict[str, ThreatSet]
    threats: dict[str, ThreatCard]
    missions: dict[str, MissionBoard]
    conquest: ConquestMap


def _card(raw: dict[str, Any], kind: str) -> Card:
    where = f"card {raw.get('id')!r}"
    b = grammar.bonus(raw.get("bonus", "-"), where)
    value, per = grammar.vp(raw.get("vp", "0"), where)
    rec = grammar.resource(raw["rec"], where)
    return Card(
        raw["id"],
        raw["name"],
        kind,
        int(raw.get("n", 1)),
        grammar.units(raw["cost"], where),
        (rec,),
        grammar.produce(raw.get("produce", "-"), where),
        b[0],
        b[1],
        b[2],
        value,
        per,
        bool(raw.get("legends", False)),
        "" if raw.get("ability", "-") == "-" else raw["ability"],
        bool(raw.get("two_player", False)),
    )


def _plain(id_: str, name: str, kind: str, gain: tuple[str, ...]) -> Card:
    return Card(id_, name, kind, 1, (), gain, (), 0, 0, False, 0, "", False, "", False)


def _unique(ids: list[str], what: str) -> None:
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise DataError(f"{what}: ids listed twice: {dup}")


def _development(cards: dict[str, Card]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    raw = load_json(GAME, "development.json")["cards"]
    _unique([c["id"] for c in raw], "development.json")
    base: list[str] = []
    legends: list[str] = []
    counts = dict.fromkeys(DEV_TYPES, 0)
    for r in raw:
        if r.get("type") not in DEV_TYPES:
            raise DataError(f"card {r.get('id')!r}: type {r.get('type')!r} unknown")
        c = cards[r["id"]] = _card(r, r["type"])
        if not c.cost or c.copies < 1:
            raise DataError(f"card {c.id!r}: a development card has a cost and copies")
        if c.legends:
            legends += [c.id] * c.copies
        else:
            counts[c.kind] += c.copies
            base += [c.id] * c.copies
    if counts != TYPE_COUNTS or len(legends) != LEGENDS_CARDS:
        raise DataError(f"development.json: counts {counts}, {len(legends)} Legends cards")
    return tuple(base), tuple(legends)


def _treasures(cards: dict[str, Card]) -> tuple[tuple[str, ...], tuple[str, ...], int, int]:
    raw = load_json(GAME, "treasures.json")
    _unique([t["id"] for t in raw["treasures"] + raw["calamities"]], "treasures.json")
    for t in raw["treasures"]:
        gain = grammar.units(t["gain"], f"treasure {t['id']!r}")
        if not gain:
            raise DataError(f"treasure {t['id']!r} gains nothing")
        cards[t["id"]] = _plain(t["id"], t["name"], "treasure", gain)
    for c in raw["calamities"]:
        cards[c["id"]] = _plain(c["id"], c["name"], "calamity", ())
    treasures = tuple(t["id"] for t in raw["treasures"])
    calamities = tuple(sorted(c["id"] for c in raw["calamities"]))
    dispel = grammar.units(raw["calamity_rules"]["dispel"], "calamity dispel")
    if len(treasures) != TREASURES or len(calamities) != CALAMITIES or set(dispel) != {"S"}:
        raise DataError("treasures.json: 10 Treasures, 8 Calamities, a dispel cost in S")
    return treasures, calamities, len(dispel), int(raw["calamity_rules"]["penalty"])


def _advisors(cards: dict[str, Card]) -> tuple[str, ...]:
    raw = load_json(GAME, "advisors.json")["advisors"]
    _unique([a["id"] for a in raw], "advisors.json")
    for a in raw:
        cards[a["id"]] = _card(a, "advisor")
    ids = tuple(a["id"] for a in raw)
    two = [a for a in ids if cards[a].two_player]
    if len(ids) != 18 or len(two) != 4 or sum(cards[a].legends for a in ids) != 4:
        raise DataError("advisors.json: 18 Advisors, 4 of them two-player only, 4 Legends")
    return ids


def _duchies() -> dict[str, Duchy]:
    out: dict[str, Duchy] = {}
    for d in load_json(GAME, "duchies.json")["duchies"]:
        sides: dict[str, Side] = {}
        for letter in "ABCDE":
            if letter not in d:
                continue
            raw, where = d[letter], f"duchy {d['id']!r} side {letter}"
            value, per = grammar.vp(raw.get("vp", "0"), where)
            start = grammar.units(raw.get("start", "-"), where)
            if not set(start) <= {"K", "S"}:
                raise DataError(f"{where}: a start of Krystallium and soldiers only")
            sides[letter] = Side(grammar.produce(raw["produce"], where), value, per, start)
        if not set("ABCD") <= set(sides):
            raise DataError(f"duchy {d['id']!r}: sides A, B, C and D")
        out[d["id"]] = Duchy(d["id"], d["name"], bool(d.get("legends", False)), sides)
    if len(out) != 3 or sum("E" in d.sides for d in out.values()) != 2:
        raise DataError("duchies.json: 3 duchies, 2 with a side E (R28)")
    return out


def _threats() -> tuple[dict[str, ThreatSet], dict[str, ThreatCard]]:
    sets: dict[str, ThreatSet] = {}
    cards: dict[str, ThreatCard] = {}
    for s in load_json(GAME, "threats.json")["sets"]:
        cs = []
        for c in s["cards"]:
            where = f"threat {c.get('id')!r}"
            fight = grammar.units(c["fight"], where)
            if not fight or set(fight) != {"S"} or c["id"] in cards:
                raise DataError(f"{where}: a fight cost in soldiers, a unique id")
            reward = grammar.units(c.get("reward", "-").lstrip("+"), where)
            res = c.get("res", "")
            if res and res not in BASIC:
                raise DataError(f"{where}: resource {res!r}")
            card = ThreatCard(
                c["id"],
                c["name"],
                s["id"],
                c.get("kind", ""),
                len(fight),
                int(c["penalty"]),
                res,
                reward.count("K"),
            )
            cards[card.id] = card
            cs.append(card)
        medals = tuple(s.get("medals", ()))
        if len(cs) != 4 or (s["solo"] and len(medals) != 3):
            raise DataError(f"threat set {s['id']!r}: 4 cards, medals when solo")
        keys = {"id", "name", "difficulty", "solo", "medals", "cards"}
        extra = {k: v for k, v in s.items() if k not in keys}
        sets[s["id"]] = ThreatSet(
            s["id"], s["name"], int(s["difficulty"]), bool(s["solo"]), medals, tuple(cs), extra
        )
    if set(sets) != {"sisters", "swallowers", "dragons", "illusionists"}:
        raise DataError(f"threats.json: the four Legends sets, got {sorted(sets)}")
    return sets, cards


def _missions() -> dict[str, MissionBoard]:
    out: dict[str, MissionBoard] = {}
    for b in load_json(GAME, "missions.json")["boards"]:
        steps = []
        for i, st in enumerate(b["steps"], 1):
            where = f"mission {b['id']!r} step {i}"
            gain = grammar.units(st.get("gain", "-").lstrip("+"), where)
            hi, lo = st["vp"]
            if st["n"] != i or hi < lo or not set(gain) <= {"S", "K"}:
                raise DataError(f"{where}: steps 1-4 in order, vp [first, otherwise]")
            cost = grammar.units(st["cost"], where)
            steps.append(MissionStep(i, cost, (hi, lo), gain.count("S"), gain.count("K")))
        if len(steps) != 4:
            raise DataError(f"mission {b['id']!r}: 4 steps")
        out[b["id"]] = MissionBoard(b["id"], b["name"], tuple(steps))
    if len(out) != 2:
        raise DataError("missions.json: the two Legends boards")
    return out


@cache
def data() -> Data:
    """Everything, loaded and checked once."""
    cards: dict[str, Card] = {}
    base, legends = _development(cards)
    treasures, calamities, dispel, penalty = _treasures(cards)
    advisors = _advisors(cards)
    duchies = _duchies()
    sets, threats = _threats()
    draws = ROUNDS * (2 + 2 * HAND)  # the most a 2-player game draws (R5)
    if len(base) + TREASURES < draws:
        raise DataError("the development deck is too small for four rounds")
    return Data(
        cards,
        base,
        legends,
        treasures,
        calamities,
        dispel,
        penalty,
        advisors,
        duchies,
        sets,
        threats,
        _missions(),
        conquest_map(),
    )
