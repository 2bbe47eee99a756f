"""What happens by itself between decisions: the end of a turn, scoring, drawing, the end.

Seed, "Il gioco" (end of the turn) and "La fine del gioco"; digest §3.7, §3.9; rulings
R3 (order: last action, flare, task or scoring, drawing, trigger check), R4, R5. `settle`
runs after every action and resolution until a seat must decide or a reveal is due.
"""

from __future__ import annotations

from core import hidden
from core.games.tash_kalar import setup
from core.games.tash_kalar.data import arena, cards
from core.games.tash_kalar.state import (
    State,
    active,
    ask,
    board_facts,
    evolve,
    mate,
    replace_at,
    seats_of,
    side_of,
    sides,
)


def settle(s: State, end_has_choices: object) -> State:
    """Advance until a decision or a REVEAL node; `end_has_choices(s)` says whether the
    end-of-turn step (flare, task) offers the seat anything but ("done",)."""
    while not s.secrets.pending:
        st = s.stage
        if st == "deal":
            s = run_draws(s)
            if s.draws or s.secrets.pending:
                return s
            s = setup.after_deal(s)
        elif st in ("tasks", "claimed"):
            s = setup.task_progress(s)
        elif st == "ready" or (st == "setup" and not s.setup_left):
            s = setup.begin_turn(s, 0)
        elif st == "actions" and s.actions <= 0:
            s = evolve(s, stage="end", controller=active(s))
            if end_has_choices(s):  # type: ignore[operator]
                return s  # the seat chooses (asked once: the end branch below would ask again)
            s = score_turn(s)  # nothing to choose at the end: straight to scoring
        elif (st == "end" and not end_has_choices(s)) or st == "scoring":  # type: ignore[operator]
            s = score_turn(s)
        elif st == "score" and not s.choices:
            s = refill(s)
        elif st == "draw":
            s = run_draws(s)
            if s.draws or s.secrets.pending:
                return s
            s = end_turn(s)
        else:
            return s
    return s


def points(s: State, side: int) -> int:
    """High Form: completed tasks + own legendary pieces on the board; Duel: the track."""
    if s.form == "high_form":
        legendary = board_facts(s.board)[side][2].bit_count()
        return sum(cards().tasks[t].points for t in s.completed[side]) + legendary
    return s.score[side]


def score_turn(s: State) -> State:
    """Deathmatch: score this turn's destroyed enemy pieces and summoned legends (seed:
    2 per legendary, 1 per heroic, 1 per pair of commons; +1 per legend summoned)."""
    seat = active(s)
    me = side_of(s, seat)
    legends = sum(1 for _, r in s.calls if r == 3)
    if s.form == "high_form":
        return refill(s)
    if not s.melee:
        victims = [r for v, r in s.tally if v != me]
        pts = 2 * victims.count(3) + victims.count(2) + victims.count(1) // 2 + legends
        return refill(evolve(s, score=replace_at(s.score, me, s.score[me] + pts)))
    row = list(s.colour_score[seat])
    unpaired = []
    for v in range(sides(s)):
        if v == me:
            continue
        victims = [r for x, r in s.tally if x == v]
        row[v] += 2 * victims.count(3) + victims.count(2) + victims.count(1) // 2
        if victims.count(1) % 2:
            unpaired.append(v)
    enemies = tuple(v for v in range(sides(s)) if v != me)
    choices = ((tuple(unpaired),) if len(unpaired) >= 2 else ()) + (enemies,) * legends
    s = evolve(
        s, colour_score=replace_at(s.colour_score, seat, tuple(row)), stage="score", choices=choices
    )
    return s


def add_colour_point(s: State, seat: int, side: int) -> State:
    """One melee point for `seat` in the colour of `side`."""
    row = replace_at(s.colour_score[seat], side, s.colour_score[seat][side] + 1)
    return evolve(s, colour_score=replace_at(s.colour_score, seat, row))


def refill(s: State) -> State:
    """Draw up to 3 beings, 2 legends, 1 flare, then the extra cards (seed; digest §4.4).
    Teams: the legends go to the team-mate, who draws up to 2 (R6)."""
    seat = active(s)
    side = side_of(s, seat)
    beings = sum(1 for d, _ in s.hands[seat] if d.startswith("beings."))
    flares = len(s.hands[seat]) - beings
    holder = mate(s, seat) if s.teams else seat
    draws = [(seat, "being")] * max(0, 3 - beings)
    draws += [(holder, "legend")] * max(0, 2 - len(s.legends[side]))
    draws += [(seat, "flare")] * max(0, 1 - flares)
    for kind in s.extra:
        draws.append((holder if kind == "legend" else seat, kind))
    return evolve(
        s, stage="draw", draws=tuple(draws), choices=(), holder=replace_at(s.holder, side, holder)
    )


def run_draws(s: State) -> State:
    """Draw the queued cards, each revealed to its drawer (team legends to the team); an
    empty legend or flare deck is rebuilt from its discards first (a new Shuffle)."""
    if not s.draws:  # settle comes back here after the last draw's reveal: nothing to do
        return s
    beings, hands, legends = list(s.beings), list(s.hands), list(s.legends)
    legend_pile, flare_pile = s.legend_pile, s.flare_pile
    reveals: list[hidden.Request] = []
    exhausted, done = s.exhausted, 0
    last = arena().sideways + 1 if s.teams else 1  # the last upright card (teams) or card
    rebuild = None
    for seat, kind in s.draws:
        h: tuple[str, int] | None = None
        if kind == "being":
            if beings[seat]:
                exhausted |= s.stage == "draw" and len(beings[seat]) == last
                h, beings[seat] = beings[seat][0], beings[seat][1:]
                hands[seat] = (*hands[seat], h)
                told: tuple[int, ...] = (seat,)
        elif kind == "legend":
            if not legend_pile and s.legend_discards:
                rebuild = True
                break
            if legend_pile:
                side = side_of(s, seat)
                h, legend_pile = legend_pile[0], legend_pile[1:]
                legends[side] = (*legends[side], h)
                told = seats_of(s, side) if s.teams else (seat,)
        else:
            if not flare_pile and s.flare_discards:
                rebuild = False
                break
            if flare_pile:
                h, flare_pile = flare_pile[0], flare_pile[1:]
                hands[seat] = (*hands[seat], h)
                told = (seat,)
        if h is not None:
            reveals.append(hidden.Reveal(h, tuple(sorted(told))))
        done += 1
    secrets = s.secrets  # the reveals go after a rebuild's Shuffle, so asked last
    if rebuild is None and reveals:
        secrets = hidden.ask(secrets, reveals)
    s = evolve(s, beings=tuple(beings), hands=tuple(hands), legends=tuple(legends),
               legend_pile=legend_pile, flare_pile=flare_pile, exhausted=exhausted,
               draws=s.draws[done:], secrets=secrets)  # fmt: skip
    if rebuild is not None:
        return ask(_rebuild(s, rebuild), *reveals)
    return s


def _rebuild(s: State, legend: bool) -> State:
    """A new deck of the discards, shuffled by all (docs/hidden-information.md)."""
    k = s.rebuilt[0 if legend else 1] + 1
    name = f"{setup.LEGENDS if legend else setup.FLARES}.{k}"
    values = hidden.sort_values(s.legend_discards if legend else s.flare_discards)
    pile = tuple((name, i) for i in range(len(values)))
    if legend:
        s = evolve(s, legend_pile=pile, legend_discards=(), rebuilt=(k, s.rebuilt[1]))
    else:
        s = evolve(s, flare_pile=pile, flare_discards=(), rebuilt=(s.rebuilt[0], k))
    return ask(s, hidden.Shuffle(name, values))


def triggered(s: State) -> bool:
    """Whether an end trigger holds at the end of this turn (checked for every side)."""
    if s.exhausted:
        return True
    end = arena().end
    if s.melee:
        goal = end["melee3"] if s.players == 3 else end["melee4"]
        return any(x >= goal for row in s.colour_score for x in row)
    goal = end["high_form"] if s.form == "high_form" else end["deathmatch"]
    return any(points(s, side) >= goal for side in range(sides(s)))


def end_turn(s: State) -> State:
    """Check the triggers; after the triggering turn every seat plays once more (R5)."""
    trigger = s.trigger
    if trigger < 0 and triggered(s):
        trigger = s.turn
    if trigger >= 0 and s.turn >= trigger + s.players:
        return evolve(s, trigger=trigger, stage="over", effect=None)
    if trigger != s.trigger:
        s = evolve(s, trigger=trigger)
    return setup.begin_turn(s, s.turn + 1)
