"""What a click, a drag or a button of the move panel does: a step added to the person's
plan (table.py's `add`), a pick (a hand card, a Krystallium or a soldier, alchemy cubes),
or a Spy's peek sent at once. A drag is a pick and a click where it is dropped."""

from __future__ import annotations

from typing import Any, Protocol

from client.gui.games.wonderful_kingdom import prompts
from client.gui.games.wonderful_kingdom.marks import Marks, Pick, convert_of
from client.gui.games.wonderful_kingdom.plan import Projection


class WonderfulKingdomView(Protocol):
    """What the clicks read and call of the table's view (table.py's WonderfulKingdomView),
    declared here so that this module does not import the view that imports it."""

    c: Any  # the controller, None before the table is bound
    last: Any  # the last snapshot shown
    obs: Any  # its observation
    proj: Projection | None
    marks: Marks
    pick: Pick

    def add(self, action: Any) -> None: ...

    def act_now(self, action: Any) -> None: ...

    def redraw(self) -> None: ...

    def remark(self) -> None: ...


def clicked(v: WonderfulKingdomView, what: Any) -> None:
    """A click on the board."""
    if v.c is None or v.last is None or v.last.acting is None or v.proj is None:
        return
    m, pick = v.marks, v.pick
    kind, handle = what[0], tuple(what[1:3])
    if kind == "hand":
        pick.card = None if pick.card == handle else handle
        v.redraw()
    elif kind == "zone":
        zone = m.zones.get((what[1], what[2]))
        if zone is not None:
            v.add(zone)
    elif kind == "area":
        if what[1] in m.areas:
            v.add(m.areas[what[1]])
    elif kind == "spy":
        if handle in m.spy:
            v.act_now(m.spy[handle])
    elif kind == "token":
        if handle in m.token:
            v.add(m.token[handle])
    elif kind in ("build", "recycle", "scrap", "destroy"):
        found = getattr(m, kind).get(handle)
        if found is not None:
            v.add(found)
    elif kind == "slot":
        _slot(v, (handle, what[3]))
    elif kind == "loss":
        found = m.losses.get((handle, what[3]))
        if found is not None:
            v.add(found)
    elif kind == "built":
        _card(v, handle)
    elif kind == "alchemy":
        if m.alchemy is not None:
            v.add(m.alchemy)
    elif kind == "supply":
        pick.unit = "" if pick.unit == what[1] else what[1]
        v.redraw()
    elif kind == "calamity":
        if handle in m.calamities:
            v.add(m.calamities[handle])
    elif kind == "threat":
        if handle in m.threats:
            v.add(m.threats[handle])
    elif kind == "mission":
        if what[1] in m.mission:
            v.add(m.mission[what[1]])
    elif kind == "cube":
        _cube(v, what[1])
    elif kind == "territory":
        if what[1] in m.territories:
            v.add(m.territories[what[1]])
    elif kind == "swapin":
        swaps = [a for a in v.proj.legal if a[0] == "swap" and (a[3], a[4]) == handle]
        if len(swaps) == 1:
            v.add(swaps[0])


def _slot(v: WonderfulKingdomView, key: Any) -> None:
    """A lit space: the cube to place, the Krystallium or soldier picked, a soldier."""
    found = v.marks.slots.get(key)
    if found is not None:
        v.add(found)


def _card(v: WonderfulKingdomView, handle: Any) -> None:
    """A click on a card under construction (not on a space): its first lit space."""
    spaces = sorted(k for k in v.marks.slots if k[0] == handle)
    if spaces:
        v.add(v.marks.slots[spaces[0]])


def _cube(v: WonderfulKingdomView, res: str) -> None:
    """One more alchemy cube of colour `res` chosen; the fifth makes the Krystallium."""
    if res not in v.marks.cubes:
        return
    v.pick.five.append(res)
    if len(v.pick.five) == 5:
        action = convert_of(v.proj.legal if v.proj else (), v.pick.five)
        v.pick.five = []
        if action is not None:
            v.add(action)
            return
    v.redraw()


def dropped(v: WonderfulKingdomView, what: Any, onto: Any) -> None:
    """A drag from `what` released over `onto`."""
    if v.c is None or v.last is None or v.last.acting is None:
        return
    kind = what[0]
    if kind == "hand":
        v.pick.card = tuple(what[1:3])
        v.remark()
        if onto[0] == "area":  # dropped on the area itself: face up
            onto = ("zone", onto[1], "up")
        clicked(v, onto)
    elif kind == "supply":
        v.pick.unit = what[1]
        v.remark()
        clicked(v, onto)
    elif kind == "pending":
        clicked(v, onto)
    elif kind == "sel" and onto[0] in ("construction", "built", "slot"):
        clicked(v, ("build", *what[1:3]))


def chosen(v: WonderfulKingdomView, what: Any) -> None:
    """A button of the move panel: a step, or the window's own choice of five cubes."""
    if v.c is None or v.last is None or v.last.acting is None or v.proj is None:
        return
    if what == prompts.CONVERT:
        me = v.obs["seats"][v.last.acting]
        action = prompts.best_convert(v.proj.legal, list(me["alchemy"]))
        if action is not None:
            v.add(action)
        return
    if isinstance(what, tuple) and what and what[0] == "spy":
        v.act_now(what)
        return
    v.add(what)
