"""What the move panel says and offers: the title, the prompt for the person's situation, and
a button for each choice the board does not show by itself (areas to take, Done, the
alchemy area, Mission steps, a conversion, solo Search, the Conquest turn's choices)."""

from __future__ import annotations

from itertools import groupby
from typing import Any

from client.gui.games.wonderful_kingdom import middle, words
from client.gui.games.wonderful_kingdom.marks import Pick
from client.gui.games.wonderful_kingdom.panel import Choice
from client.gui.games.wonderful_kingdom.words import WonderfulKingdom
from core.api import Action

CONVERT = ("convert-best",)  # a conversion whose five cubes the window chooses


def title(obs: dict[str, Any]) -> str:
    return middle.phase_name(obs)


def prompt(
    obs: dict[str, Any],
    seat: int | None,
    legal: tuple[Action, ...],
    pick: Pick,
    names: list[str],
    steps: int,
) -> str:
    """What the person is asked now (`legal`: the plan's next steps)."""
    if seat is None:
        return ""
    kinds = {a[0] for a in legal}
    me = obs["seats"][seat]
    if me["pending"]:
        return WonderfulKingdom.tr(
            "Place the {unit}: click a lit space or the alchemy area, or drag the cube there."
        ).format(unit=words.resource_name(me["pending"][0]))
    if kinds & {"torment"}:
        return WonderfulKingdom.tr(
            "The Sisters of Torment take a cube from your cards: click the lit cube to lose."
        )
    if kinds & {"eat"}:
        return WonderfulKingdom.tr(
            "The Black Dragons eat a soldier: click the lit soldier to lose."
        )
    if "offer" in kinds:
        traps = me["traps"]
        first = (obs["offered"] == 0 and steps == 0) or (steps % 2 == 0 and obs["offered"] == 0)
        said = (
            WonderfulKingdom.tr("Offer two cards of your hand.")
            if first
            else WonderfulKingdom.tr("Offer one more card.")
        )
        if pick.card is not None:
            said += " " + WonderfulKingdom.tr("Now click a zone of area L or R.")
        else:
            said += " " + WonderfulKingdom.tr(
                "Drag a card onto a zone of area L or R, or click it, then a zone."
            )
        if "down" in {a[4] for a in legal if a[0] == "offer"}:
            said += " " + WonderfulKingdom.tr(
                "Face down costs a Trap token: you have %n.", None, traps
            )
        return said + _spy(kinds)
    if "select" in kinds:
        return WonderfulKingdom.tr("Take every card of one offer area: click area L or R.") + _spy(
            kinds
        )
    if "search" in kinds or "refill" in kinds:
        return WonderfulKingdom.tr(
            "Search the top 3 cards of the deck, or fill the offer areas from it."
        )
    if "keep" in kinds:
        return WonderfulKingdom.tr(
            "Choose the card that goes to area L and the one that goes to area R."
        )
    if obs["phase"] in ("planning", "production"):
        return _window(obs, me, kinds, pick)
    if obs["phase"] == "module":
        return _module(obs, kinds, names)
    return ""


def _spy(kinds: set[str]) -> str:
    if "spy" in kinds:
        return " " + WonderfulKingdom.tr(
            "Your Spy may first look at a lit face-down card (at once)."
        )
    return ""


def _window(obs: dict[str, Any], me: dict[str, Any], kinds: set[str], pick: Pick) -> str:
    parts = []
    if pick.unit == "K":
        parts.append(WonderfulKingdom.tr("Click a lit space to put the Krystallium on it."))
    elif pick.unit == "S":
        parts.append(
            WonderfulKingdom.tr("Click a lit space, Calamity or Threat to put the soldier on it.")
        )
    elif obs["phase"] == "planning" and me["selection"]:
        parts.append(
            WonderfulKingdom.tr(
                "Build or recycle each card of your selection area (its buttons, or "
                "drag it to your construction area)."
            )
        )
    elif obs["phase"] == "production":
        parts.append(
            WonderfulKingdom.tr("Production of {res}: your cubes are placed.").format(
                res=words.resource_name(obs["step"])
            )
        )
    if not pick.unit and kinds & {"krystallium", "soldier", "fight"}:
        parts.append(
            WonderfulKingdom.tr(
                "Krystallium and soldiers of your supply: click one, then a lit space (or drag it)."
            )
        )
    if "done" in kinds:
        parts.append(
            WonderfulKingdom.tr("End when you are done.")
            if obs["phase"] == "planning"
            else WonderfulKingdom.tr("Then Done.")
        )
    return " ".join(parts)


def _module(obs: dict[str, Any], kinds: set[str], names: list[str]) -> str:
    if kinds & {"destroy", "spare"}:
        return WonderfulKingdom.tr(
            "Card destruction: click a lit card of the other selection area to discard "
            "it, or destroy none."
        )
    if kinds & {"fight"} or (obs["module"].get("key") == "threat"):
        return WonderfulKingdom.tr(
            "Combat: put soldiers on your Threats and Calamities (click them), then Done."
        )
    stage = obs["module"].get("stage")
    if stage == "move":
        move = obs["module"].get("move") or {}
        return WonderfulKingdom.tr(
            "Send armies into {territory}: click a lit territory to send one army from "
            "it (1 soldier each), then Go."
        ).format(territory=words.territory(move.get("to", "")))
    if stage == "assign":
        return WonderfulKingdom.tr(
            "Choose the bonus places your armies hold in {territory}."
        ).format(territory=words.territory(obs["module"].get("assign", "")))
    if stage == "free":
        return WonderfulKingdom.tr("You took the prison: free your armies in it?")
    if stage == "prison":
        return WonderfulKingdom.tr("You hold the prison: imprison an enemy army, or nobody.")
    return WonderfulKingdom.tr(
        "Conquest: recruit armies, move (click a lit territory to move into it) or pass."
    )


def choices(
    obs: dict[str, Any], seat: int | None, legal: tuple[Action, ...], pick: Pick
) -> list[Choice]:
    """The panel's buttons for the plan's next steps."""
    if seat is None:
        return []
    out: list[Choice] = []
    by_kind = {k: list(g) for k, g in groupby(sorted(legal), key=lambda a: a[0])}
    for area in ("L", "R"):
        for a in by_kind.get("select", []):
            if a[1] == area:
                n = len(obs["offers"][area])
                out.append(
                    Choice(
                        WonderfulKingdom.tr("Take area {area} (%n)", None, n).format(area=area), a
                    )
                )
    if pick.card is not None:
        for a in by_kind.get("offer", []):
            if (a[1], a[2]) == pick.card:
                label = (
                    WonderfulKingdom.tr("Face up in {area}")
                    if a[4] == "up"
                    else WonderfulKingdom.tr("Face down in {area}")
                )
                out.append(Choice(label.format(area=a[3]), a))
    for a in by_kind.get("swap", []):
        given, taken = _card_in(obs, seat, (a[1], a[2])), _card_in(obs, seat, (a[3], a[4]))
        out.append(
            Choice(
                WonderfulKingdom.tr("Swap {given} for {taken}").format(given=given, taken=taken), a
            )
        )
    out += [Choice(WonderfulKingdom.tr("Search 3 cards"), a) for a in by_kind.get("search", [])]
    out += [Choice(WonderfulKingdom.tr("Fill from the deck"), a) for a in by_kind.get("refill", [])]
    for a in by_kind.get("keep", []):
        left, right = _card_in(obs, seat, (a[1], a[2])), _card_in(obs, seat, (a[3], a[4]))
        out.append(
            Choice(
                WonderfulKingdom.tr("{left} to L, {right} to R").format(left=left, right=right), a
            )
        )
    for a in by_kind.get("alchemy", []):
        out.append(Choice(WonderfulKingdom.tr("Into the alchemy area"), a))
    for a in by_kind.get("mission", []):
        out.append(Choice(WonderfulKingdom.tr("Complete Mission step {n}").format(n=a[2]), a))
    if by_kind.get("convert"):
        out.append(
            Choice(
                WonderfulKingdom.tr("Make a Krystallium (5 alchemy cubes)"),
                CONVERT,
                WonderfulKingdom.tr("Or click five cubes of your alchemy area to choose them"),
            )
        )
    out += _conquest(obs, by_kind)
    for a in by_kind.get("done", []):
        label = {
            "planning": WonderfulKingdom.tr("End my planning"),
            "production": WonderfulKingdom.tr("Done placing"),
        }.get(obs["phase"], WonderfulKingdom.tr("Done"))
        out.append(Choice(label, a))
    return out


def _conquest(obs: dict[str, Any], by_kind: dict[str, list[Action]]) -> list[Choice]:
    out = [
        Choice(WonderfulKingdom.tr("Recruit %n", None, a[1]), a) for a in by_kind.get("recruit", [])
    ]
    out += [Choice(WonderfulKingdom.tr("Move in"), a) for a in by_kind.get("go", [])]
    for a in by_kind.get("assign", []):
        places = ", ".join(a[2:]) or WonderfulKingdom.tr("none")
        out.append(Choice(WonderfulKingdom.tr("Hold {places}").format(places=places), a))
    labels = {
        ("free", "yes"): WonderfulKingdom.tr("Free them"),
        ("free", "no"): WonderfulKingdom.tr("Leave them"),
    }
    out += [Choice(labels[a], a) for a in by_kind.get("free", [])]
    for a in by_kind.get("imprison", []):
        where = words.territory(a[1]) + (f" ({a[2]})" if a[2] else "")
        out.append(Choice(WonderfulKingdom.tr("Imprison from {where}").format(where=where), a))
    out += [Choice(WonderfulKingdom.tr("Imprison nobody"), a) for a in by_kind.get("pardon", [])]
    out += [Choice(WonderfulKingdom.tr("Destroy none"), a) for a in by_kind.get("spare", [])]
    out += [Choice(WonderfulKingdom.tr("Pass"), a) for a in by_kind.get("pass", [])]
    return out


def _card_in(obs: dict[str, Any], seat: int, handle: tuple[str, int]) -> str:
    """A card's name where the viewer sees it (its areas, the offers, a Search)."""
    places = [*obs["offers"]["L"], *obs["offers"]["R"], *obs["seats"][seat]["selection"]]
    places += (obs.get("solo") or {}).get("searched") or []
    for card in places:
        if tuple(card["handle"]) == tuple(handle):
            return (
                words.card_title(card["card"])
                if card["card"]
                else WonderfulKingdom.tr("a face-down card")
            )
    return WonderfulKingdom.tr("a card")


def best_convert(legal: tuple[Action, ...], alchemy: list[int]) -> Action | None:
    """The conversion that spends the most plentiful colours (the window's default)."""
    options = [a for a in legal if a[0] == "convert"]
    if not options:
        return None
    return max(
        options,
        key=lambda a: (
            sum(x * (n - x) for x, n in zip(a[2:6], alchemy)) * -1
            + sum(x * n for x, n in zip(a[2:6], alchemy))
        ),
    )
