"""Bellum Magia's evaluator for the bots (core/bots/greedy.py, mcts.py): the module is the
game's evaluator and reads only a seat's observation, so a bot values what its seat sees
and nothing more (the chest values it was told, `known`; every other chest by its kind).

evaluate(observation, seat) is in hundredths of a coin, higher is better for `seat`: the
seat's worth less the best rival's. A seat's worth (coins) is
- its chests: any the viewer does not know at the mean of what its kind may still hold
  for the viewer (the kind's multiset less every value the viewer knows), one it knows at
  that mean plus half the difference; a theft under way counts the chosen chests as the
  thief's already;
- its resources: food and glyphs at what they buy (a creature), barrels at a reroll,
  spells (kept for ever, R17; today's Captain's active ones a little more), all
  fading over the last days;
- today's line not yet cashed: in the offers the rolled line's gathering and explorers
  and its attack (every line's mean while a roll is due), then each seat's attack until
  it has made it; an attack still to make counts every line's mean plus half the
  difference;
- its engine: the mean over the six lines of what a day to come brings (gathering, the
  explorers against the other seats' lines, the best of a typical row's places, the
  Tavern or a castle; a castle robbed loses part of what the thief takes), times the days
  left, which shrink with the day count and with the most chests anyone holds (10 end the
  game).
The halves are for the search bot, which values positions after chance nobody steers (a
chest's value, the next roll, a place turned up): such swings would drown the differences
between its choices; a typical row, not today's, for the same reason (a city turned up is
worth one loot, not one a day).
A finished game: 1,000,000 for a sole win, half of it shared, less than -900,000 for a loss.
The theft is a run ended by ("done",) (`forfeit`), so no bot stops a theft it may go on
with for nothing. `fixed_choice` places the goblins (a simultaneous turn) by the same
engine value.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from math import comb
from typing import Any

from core.api import END, Action
from core.games.bellum_magia.data import KINDS, data

Observation = Mapping[str, Any]

WIN, LOSS = 1_000_000, -1_000_000
FOOD, GLYPH = 0.35, 0.55  # coins: 2 food buy an evil creature, a glyph a third of more
FADE_DAYS = 4  # food, glyphs and spells lose worth over the last days (they buy engine)
# the first two barrels held, each one more (a lower worth for more played worse: greedy
# 95/200 against 100 expected, 88/200 with food fading over 6 days besides)
BARREL, MORE_BARRELS = 0.8, 0.8
SPELL_KEPT, SPELL_TODAY = 0.3, 0.3  # a spell held; an active one of today's Captain
ENGINE = 0.7  # a day's worth counted for the days ahead: the row and rivals will change
DAYS = {2: 13, 3: 12, 4: 11, 5: 11}  # about when a game ends (digest 6.8, plus a day)
CHEST_DAYS, LATE_DAYS = 1.5, 2  # days per chest the leader lacks; the fewest days left
ATTACKED_BY_ROB = 0.6  # how much of a robbery's take the robbed seat loses in its worth
# A search values positions after chance it cannot steer (a chest's value): only part of
# such a swing counts, so its noise does not drown the differences between choices.
KNOWN_SHARE = 0.5  # a known chest: its kind's mean + this share of the difference
ATTACK_SHARE = 0.5  # today's attack still to make: every line's mean + this share
CHEST_OF = {"cw": "wood", "cm": "metal", "cg": "gold"}


@cache
def _composition() -> dict[str, tuple[int, int]]:
    """Per chest kind, the sum and count of its values (digest 6.7)."""
    return {kind: (sum(v), len(v)) for kind, v in data().chests.items()}


def chest_means(known: Sequence[Sequence[Any]]) -> dict[str, float]:
    """Per kind, the mean value of a chest whose value the viewer does not know."""
    total = dict(_composition())
    for kind, _, value in known:
        if kind in total:
            s, n = total[kind]
            total[kind] = (s - value, n - 1)
    return {kind: (s / n if n > 0 else 0.0) for kind, (s, n) in total.items()}


@cache
def _place_loot(pid: str) -> tuple[int, int, tuple[int, int, int], tuple[int, ...]]:
    """A place's shield, magic shield, food, glyphs and barrels, and chests (kind indexes)."""
    place = data().places[pid]
    loot = dict(place.loot)
    chests = tuple(
        KINDS.index(CHEST_OF[icon]) for icon, n in place.loot if icon in CHEST_OF for _ in range(n)
    )
    return (
        place.shield,
        place.magic,
        (loot.get("fo", 0), loot.get("gl", 0), loot.get("ba", 0)),
        chests,
    )


@lru_cache(maxsize=4096)  # keyed on a line's swords, the row and what things are worth
def _best_place(
    sw: int, ms: int, places: tuple[str, ...], means: tuple[float, ...], prices: tuple[float, ...]
) -> float:
    """The best loot a line's swords and magic swords beat among `places` (0: none), at
    `prices` for food, a glyph and a barrel."""
    return max((_loot(sw, ms, pid, means, prices) for pid in places), default=0.0)


def _loot(sw: int, ms: int, pid: str, means: tuple[float, ...], prices: tuple[float, ...]) -> float:
    """What place `pid` gives a line that beats it (0 if the line does not)."""
    shield, magic, goods, chests = _place_loot(pid)
    if ms >= magic and sw + ms >= shield + magic:
        return sum(n * price for n, price in zip(goods, prices)) + sum(means[k] for k in chests)
    return 0.0


@lru_cache(maxsize=8192)  # keyed on a line's swords and what things are worth (rounded)
def _typical_place(
    sw: int, ms: int, players: int, means: tuple[float, ...], prices: tuple[float, ...]
) -> float:
    """The best loot a line beats in a row to come: the expected best of `players` places
    drawn from the kingdom's cards, the Tavern at least (the engine's attack, so a place
    turned up or looted does not swing a whole game's worth)."""
    d = data()
    values = sorted(
        (_loot(sw, ms, pid, means, prices) for pid in d.places if pid != "P00"), reverse=True
    )
    floor = _loot(sw, ms, "P00", means, prices)
    m, n = len(values), min(players, len(values))
    total = comb(m, n)
    return sum(max(v, floor) * comb(m - i - 1, n - 1) / total for i, v in enumerate(values))


class _Table:
    """What one evaluation shares: each seat's chests' worth and lines, and per line what
    a day brings each seat, its gathering and explorers apart from its attack."""

    def __init__(self, obs: Observation, seat: int, left: float) -> None:
        self.seat = seat
        seats = obs["seats"]
        self.n = n = len(seats)
        means = self.means = chest_means(obs.get("known") or ())
        theft = obs.get("theft")
        chosen = {(k, p) for k, p in theft["chosen"]} if theft else set()
        self.chests: list[list[float]] = []
        moved: list[float] = []
        for p, s in enumerate(seats):
            vals = [
                means[k] if v is None else means[k] + KNOWN_SHARE * (v - means[k])
                for k, _, v in s["chests"]
            ]
            if theft and p == theft["target"]:
                taken = [(k, pos) in chosen for k, pos, _ in s["chests"]]
                moved = [x for x, t in zip(vals, taken) if t]
                vals = [x for x, t in zip(vals, taken) if not t]
            self.chests.append(vals)
        if theft:
            self.chests[theft["thief"]] = self.chests[theft["thief"]] + moved
        self.lines: list[list[Sequence[int]]] = [s["lines"] for s in seats]
        defence = [(s["shield"], s["magic_shield"]) for s in seats]
        places = tuple(p for p in (obs["tavern"], *obs["row"]) if p)
        kind_means = tuple(means[k] for k in KINDS)
        fade = min(1.0, left / FADE_DAYS)
        self.food, self.glyph = FOOD * fade, GLYPH * fade
        self.barrel = min(1.0, left)
        prices = [
            (self.food, self.glyph, self.barrel * (BARREL if s["barrels"] < 2 else MORE_BARRELS))
            for s in seats
        ]
        self.gather = [[0.0] * n for _ in range(6)]
        self.attack = [[0.0] * n for _ in range(6)]  # on today's row
        self.future = [[0.0] * n for _ in range(6)]  # on a typical row
        held = [sorted(c, reverse=True) for c in self.chests]
        metal, wood = means["metal"], means["wood"]
        rounded = tuple(round(x, 2) for x in kind_means)
        typical_prices = [tuple(round(x, 2) for x in price) for price in prices]
        for k in range(6):
            treasure = [lines[k][2] if lines else 0 for lines in self.lines]
            gather, attack = self.gather[k], self.attack[k]
            for p, lines in enumerate(self.lines):
                if not lines:
                    continue
                fo, gl, tr, sw, ms, th = lines[k]
                explorer = 0.0
                if tr:
                    top = max(t for q, t in enumerate(treasure) if q != p) if n > 1 else 0
                    explorer = metal if tr > top else wood if tr == top else 0.0
                gather[p] = fo * self.food + gl * self.glyph + explorer
                best = _best_place(sw, ms, places, kind_means, prices[p])
                typical = _typical_place(sw, ms, n, rounded, typical_prices[p])
                victim, take = -1, 0.0
                if th:
                    for t in range(n):
                        shield, magic = defence[t]
                        if t != p and held[t] and ms >= magic and sw + ms >= shield + magic:
                            loot = sum(held[t][:th])
                            if loot > take:
                                victim, take = t, loot
                for row, value in ((attack, best), (self.future[k], typical)):
                    if take > value:
                        row[p] += take
                        row[victim] -= ATTACKED_BY_ROB * take
                    else:
                        row[p] += value

        self.attack_mean = [sum(self.attack[k][p] for k in range(6)) / 6 for p in range(n)]

    def pending(self, k: int) -> list[float]:
        """Per seat, today's attack on line k (0-5) still to make: every line's mean and a
        share of the difference (a search's leaves after the next roll differ less)."""
        return [m + ATTACK_SHARE * (a - m) for m, a in zip(self.attack_mean, self.attack[k])]

    def day(self, k: int) -> list[float]:
        """Per seat, what line k (0-5) brings today: gathering and explorers, and the
        attack still to make, less what robberies take from it."""
        return [g + a for g, a in zip(self.gather[k], self.pending(k))]

    def engine(self) -> list[float]:
        """Per seat, the mean of a day to come over the six lines (on a typical row)."""
        total = [0.0] * self.n
        for k in range(6):
            for p in range(self.n):
                total[p] += (self.gather[k][p] + self.future[k][p]) / 6
        return total


def _days_left(obs: Observation, n: int) -> float:
    """Days still to come after today: by the most chests anyone holds (10 end the game),
    and by the day count while the game is younger than most (digest 6.8); at least 2
    while nobody is near 10 chests, however long the game has run."""
    day = obs["day"] + (1 if obs["die"] == 0 else 0)  # a roll due: the day to come is today
    by_day: int = DAYS.get(n, 11) - day
    most = max((len(s["chests"]) for s in obs["seats"]), default=0)
    by_chests = CHEST_DAYS * (data().end_chests - most)
    return max(0.0, min(max(by_day, LATE_DAYS), by_chests))


def _today(table: _Table, obs: Observation) -> list[float]:
    """Per seat, what today's line will still bring (see the module docstring)."""
    phase, die, current, n = obs["phase"], obs["die"], obs["current"], table.n
    if phase == "horde":
        if die == 0 or current < 0:  # a roll is due: any line
            return [sum(table.day(k)[p] for k in range(6)) / 6 for p in range(n)]
        return table.day(die - 1)
    if phase == "explore":
        return table.pending(die - 1)
    if phase == "attack":
        captain = obs["captain"]
        theft = obs.get("theft")
        if theft:
            last = theft["thief"]
        elif current >= 0:
            last = (current - 1) % n  # the seat before the one to attack
        else:
            last = table.seat  # a reveal after the viewer's own attack (a greedy preview)
        done = (last - captain) % n + 1
        waiting = {(captain + i) % n for i in range(done, n)}
        full = table.pending(die - 1)
        out = [0.0] * n
        for p in waiting:
            out[p] = full[p]
        return out
    return [0.0] * n


def worths(obs: Observation, seat: int) -> list[float]:
    """Every seat's worth in coins, as `seat` sees it."""
    left = _days_left(obs, len(obs["seats"]))
    table = _Table(obs, seat, left)
    fade = min(1.0, left / FADE_DAYS)
    engine = table.engine()
    today = _today(table, obs)
    out = []
    for p, s in enumerate(obs["seats"]):
        spells, barrels = s["spells"], s["barrels"]
        worth = sum(table.chests[p]) + table.food * s["food"] + table.glyph * s["glyphs"]
        worth += table.barrel * (BARREL * min(barrels, 2) + MORE_BARRELS * max(barrels - 2, 0))
        worth += fade * SPELL_KEPT * len(spells)
        if obs["captain"] == p:  # today's active spells (the day's Captain's alone, R17)
            worth += fade * SPELL_TODAY * sum(spells)
        worth += today[p] + ENGINE * left * engine[p]
        out.append(worth)
    return out


def evaluate(observation: Observation, seat: int) -> int:
    """How good what `seat` sees is for it (see the module docstring)."""
    if END in observation:
        end = observation[END]
        winners = end["winners"]
        if seat in winners:
            return WIN // len(winners)
        totals: list[int] = end["totals"]
        return LOSS + 100 * (totals[seat] - max(totals))
    values = worths(observation, seat)
    mine = values[seat]
    rival = max((v for p, v in enumerate(values) if p != seat), default=0.0)
    return round(100 * (mine - rival))


def forfeit(observation: Observation) -> Action | None:
    """("done",) during a theft (it ends the theft); else None."""
    theft = observation.get("theft")
    return ("done",) if theft and theft["thief"] == observation.get("current") else None


def fixed_choice(observation: Observation, seat: int, actions: Sequence[Action]) -> Action | None:
    """The goblins' sides: the placement whose lines make the best engine."""
    if not actions or actions[0][0] != "goblins":
        return None
    s = observation["seats"][seat]
    castle = data().castles.get(s["castle"] or "")
    if castle is None:
        return None
    goblins = [data().creatures[g] for g in s["goblins"]]
    best, best_value = actions[0], -1e9
    for action in actions:
        left = [list(line) for line in castle.left]
        right = [list(line) for line in castle.right]
        for card, side in zip(goblins, action[2:]):
            under, strip = (left, card.left) if side == "left" else (right, card.right)
            for k in range(6):
                for i in range(3):
                    under[k][i] += strip[k][i]
        seats = [dict(x) for x in observation["seats"]]
        seats[seat] = {**s, "lines": [a + b for a, b in zip(left, right)]}
        table = _Table({**observation, "seats": seats}, seat, DAYS.get(len(seats), 11))
        value = table.engine()[seat]
        if value > best_value:
            best, best_value = action, value
    return best
