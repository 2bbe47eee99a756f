"""What the move panel says and offers at each moment: the title, the prompt (a question
with its price in the offers, what to click in the attacks, the theft and recruiting), and
a button per choice that is no click on the board (a reroll, a spell, letting the die
stand, not attacking, the goblins' sides, a recruit's payment and side, done). Qt-free
but for the translations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from client.gui.games.bellum_magia import words
from client.gui.games.bellum_magia.marks import Pick, payments
from client.gui.games.bellum_magia.words import BellumMagia
from client.gui.waiting import waiting
from core.api import REVEAL
from core.games.bellum_magia.data import data

PLACE_GOBLINS = ("goblins",)  # a button's meaning: send the goblins' sides chosen
DROP = ("drop",)  # put the picked creature back


@dataclass(frozen=True)
class Choice:
    """A button: its label, what it stands for, whether it is a toggle and on, and usable."""

    label: str
    meaning: Any
    checked: bool | None = None
    enabled: bool = True
    tip: str = ""


def phase_name(obs: dict[str, Any]) -> str:
    """The phase under way, in words."""
    names = {
        "castles": BellumMagia.tr("Castles"),
        "setup": BellumMagia.tr("Setting up"),
        "goblins": BellumMagia.tr("Goblins"),
        "captain": BellumMagia.tr("Setting up"),
        "horde": BellumMagia.tr("The active horde"),
        "explore": BellumMagia.tr("The explorers return"),
        "attack": BellumMagia.tr("Attack"),
        "recruit": BellumMagia.tr("Recruiting"),
        "refill": BellumMagia.tr("End of the day"),
        "end": BellumMagia.tr("The end: every chest is revealed"),
        "over": BellumMagia.tr("The game is over"),
    }
    return names.get(obs["phase"], obs["phase"])


def title(view: Any) -> str:
    """The panel's title: the day and the phase, and whether the person is to act."""
    obs = view.obs
    name = phase_name(obs)
    if obs["day"]:
        name = BellumMagia.tr("Day {n}: {phase}").format(n=obs["day"], phase=name)
    return (
        BellumMagia.tr("{phase} · your move").format(phase=name)
        if view.acting is not None
        else name
    )


def _who(view: Any, seat: int) -> str:
    return view.names[seat] if 0 <= seat < len(view.names) else "?"


def prompt(view: Any, pick: Pick) -> str:
    """What the person is asked now (or, when nobody here acts, what the table waits for)."""
    obs, legal = view.obs, tuple(view.legal)
    if view.acting is None:
        return _waiting(view)
    kinds = {a[0] for a in legal}
    seat = view.acting
    me = obs["seats"][seat]
    if "castle" in kinds:
        return BellumMagia.tr("Choose your castle: click one of the lit castles, or its button.")
    if "goblins" in kinds:
        return BellumMagia.tr(
            "Slide each of your goblins under the left of your castle (production and "
            "exploration) or under its right (attack). Everyone chooses at once; the sides "
            "are shown together."
        )
    if kinds & {"drinks", "spell", "decline"}:
        return _offer(obs, me, kinds)
    if "steal" in kinds or (obs.get("theft") and "done" in kinds):
        theft = obs["theft"]
        chosen = len(theft["chosen"])
        return BellumMagia.tr(
            "You rob {name}: click up to {limit} of their chests (you cannot see their "
            "values), then confirm. Chosen: {chosen}."
        ).format(name=_who(view, theft["target"]), limit=theft["limit"], chosen=chosen)
    if kinds & {"attack", "rob"}:
        return BellumMagia.tr(
            "Attack: click a lit place, the Tavern or a lit castle, or do not attack. Your "
            "horde today: {horde}."
        ).format(horde=_right(me))
    if "recruit" in kinds:
        return _recruit(view, pick, me)
    if "done" in kinds:
        return BellumMagia.tr("You can pay for nothing more: you are done recruiting.")
    if view.pending is not None and view.pending.complete:
        return BellumMagia.tr("Confirm your choice, or undo it.")
    return ""


def _right(me: dict[str, Any]) -> str:
    horde = me["horde"] or {}
    return ", ".join(words.count_text(i, horde.get(i, 0)) for i in words.RIGHT_ICONS)


def _offer(obs: dict[str, Any], me: dict[str, Any], kinds: set[str]) -> str:
    face = obs["die"]
    text = BellumMagia.tr("The die shows {n}: line {n} is everyone's active horde today.").format(
        n=face
    )
    asks = []
    if "drinks" in kinds:
        asks.append(
            BellumMagia.tr(
                "Pay a round of drinks for a reroll? It costs 1 barrel (you have %n).",
                None,
                me["barrels"],
            )
        )
    if "spell" in kinds:
        active = sum(1 for a in me["spells"] if a)
        asks.append(
            BellumMagia.tr(
                "As the Captain you may cast a confusion spell instead (%n active).", None, active
            )
        )
    if obs.get("bar_closed"):
        asks.append(BellumMagia.tr("The bar is closed today: a confusion spell was cast."))
    return " ".join([text, *asks])


def _recruit(view: Any, pick: Pick, me: dict[str, Any]) -> str:
    have = BellumMagia.tr("You have {food} and {glyphs}.").format(
        food=words.count_text("fo", me["food"]), glyphs=words.count_text("gl", me["glyphs"])
    )
    if pick.card is None:
        return (
            BellumMagia.tr(
                "Recruit: click a lit creature to buy it (evil: 2 food; super-evil: 1 glyph "
                "and 4 food, or 3 glyphs), or be done."
            )
            + " "
            + have
        )
    name = data().creatures[pick.card[1]].name
    return BellumMagia.tr(
        "{card}: click where it goes, under the left of your castle (production and "
        "exploration) or under the right (attack): the lit ghost strips show it there."
    ).format(card=name)


def _waiting(view: Any) -> str:
    """What the table waits for, when nobody at this device is to act."""
    obs = view.obs
    phase, current = obs["phase"], obs["current"]
    who = _who(view, current) if current >= 0 else ""
    if phase == "over":
        return BellumMagia.tr("The game is over: every chest is revealed.")
    if view.away or current == REVEAL:  # a peer gone; a reveal the peers make together
        return waiting(view)
    if phase == "goblins":
        return BellumMagia.tr("The players slide their goblins under their castles.")
    if current < 0:
        return waiting(view)
    if phase == "castles":
        return BellumMagia.tr("{name} chooses a castle.").format(name=who)
    if phase == "horde":
        return BellumMagia.tr(
            "{name} decides whether to pay for a reroll (the die shows {n})."
        ).format(name=who, n=obs["die"])
    if obs.get("theft"):
        target = _who(view, obs["theft"]["target"])
        return BellumMagia.tr("{name} chooses chests of {target}, unseen.").format(
            name=who, target=target
        )
    if phase == "attack":
        return BellumMagia.tr("{name} attacks.").format(name=who)
    if phase == "recruit":
        return BellumMagia.tr("{name} recruits.").format(name=who)
    return waiting(view)


def buttons(view: Any, pick: Pick) -> list[Choice]:
    """The panel's buttons for the person acting."""
    if view.acting is None:
        return []
    obs, legal = view.obs, tuple(view.legal)
    out: list[Choice] = []
    for a in legal:
        if a[0] == "castle":
            castle = data().castles[a[1]]
            label = BellumMagia.tr("{name} (shield {s})").format(name=castle.name, s=castle.shield)
            out.append(Choice(label, a, tip=words.castle_tip(a[1])))
    if any(a[0] == "goblins" for a in legal):
        out += _goblins(obs, view.acting, pick)
    if ("drinks",) in legal:
        out.append(Choice(BellumMagia.tr("Buy a round of drinks (1 barrel)"), ("drinks",)))
    if ("spell",) in legal:
        out.append(Choice(BellumMagia.tr("Cast a confusion spell"), ("spell",)))
    if ("decline",) in legal:
        out.append(Choice(BellumMagia.tr("Let the {n} stand").format(n=obs["die"]), ("decline",)))
    if ("pass",) in legal:
        out.append(Choice(BellumMagia.tr("Do not attack"), ("pass",)))
    if pick.card is not None and any(a[0] == "recruit" for a in legal):
        out += _recruit_buttons(legal, pick)
    if ("done",) in legal:
        label = (
            BellumMagia.tr("Done recruiting")
            if obs["phase"] == "recruit"
            else BellumMagia.tr("Take the chests chosen")
        )
        out.append(Choice(label, ("done",)))
    return out


def _goblins(obs: dict[str, Any], seat: int, pick: Pick) -> list[Choice]:
    """Each goblin's name over its two sides, then the button that sends them."""
    out = []
    for i, card in enumerate(obs["seats"][seat]["goblins"]):
        name = data().creatures[card].name
        out.append(Choice(name, None, tip=words.creature_tip(card)))
        for side, label in (("left", BellumMagia.tr("Left")), ("right", BellumMagia.tr("Right"))):
            tip = words.creature_tip(card, side)
            out.append(Choice(label, ("goblin", i, side), pick.goblins.get(i) == side, tip=tip))
    ready = len(pick.goblins) == len(obs["seats"][seat]["goblins"])
    out.append(Choice(BellumMagia.tr("Place my goblins"), PLACE_GOBLINS, enabled=ready))
    return out


def _recruit_buttons(legal: tuple[Any, ...], pick: Pick) -> list[Choice]:
    assert pick.card is not None
    out = []
    paid = payments(legal, pick.card)
    if len(paid) > 1:
        chosen = pick.payment or paid[0]
        for p in paid:
            label = BellumMagia.tr("Pay {payment}").format(payment=words.payment_name(p))
            out.append(Choice(label, ("pay", p), p == chosen))
    elif paid:
        label = BellumMagia.tr("Pay {payment}").format(payment=words.payment_name(paid[0]))
        out.append(Choice(label, ("pay", paid[0]), True, enabled=False))
    out.append(Choice(BellumMagia.tr("Under the left side"), ("side", "left")))
    out.append(Choice(BellumMagia.tr("Under the right side"), ("side", "right")))
    out.append(Choice(BellumMagia.tr("Put it back"), DROP))
    return out
