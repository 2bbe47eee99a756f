"""What the move panel says and offers at each moment: the title, the prompt (a question
with its price in the offers, what to click in the attacks, the theft and recruiting), and
a button per choice that is no click on the board (a reroll, a spell, letting the die
stand, not attacking, the goblins' sides, a recruit's payment and side, done). Qt-free
but for the translations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from client.gui.games.bellum_magia import words
from client.gui.games.bellum_magia.marks import Pick, payments
from client.gui.waiting import waiting
from core.api import REVEAL
from core.games.bellum_magia.data import data


def tr(text: str) -> str:
    """Translate in the "BellumMagia" context."""
    return QCoreApplication.translate("BellumMagia", text)


def trn(text: str, n: int) -> str:
    """Translate a counted text (`%n`) in the "BellumMagia" context."""
    return QCoreApplication.translate("BellumMagia", text, None, n)


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
        "castles": tr("Castles"),
        "setup": tr("Setting up"),
        "goblins": tr("Goblins"),
        "captain": tr("Setting up"),
        "horde": tr("The active horde"),
        "explore": tr("The explorers return"),
        "attack": tr("Attack"),
        "recruit": tr("Recruiting"),
        "refill": tr("End of the day"),
        "end": tr("The end: every chest is revealed"),
        "over": tr("The game is over"),
    }
    return names.get(obs["phase"], obs["phase"])


def title(view: Any) -> str:
    """The panel's title: the day and the phase, and whether the person is to act."""
    obs = view.obs
    name = phase_name(obs)
    if obs["day"]:
        name = tr("Day {n}: {phase}").format(n=obs["day"], phase=name)
    return tr("{phase} · your move").format(phase=name) if view.acting is not None else name


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
        return tr("Choose your castle: click one of the lit castles, or its button.")
    if "goblins" in kinds:
        return tr(
            "Slide each of your goblins under the left of your castle (production and "
            "exploration) or under its right (attack). Everyone chooses at once; the sides "
            "are shown together."
        )
    if kinds & {"drinks", "spell", "decline"}:
        return _offer(obs, me, kinds)
    if "steal" in kinds or (obs.get("theft") and "done" in kinds):
        theft = obs["theft"]
        chosen = len(theft["chosen"])
        return tr(
            "You rob {name}: click up to {limit} of their chests (you cannot see their "
            "values), then confirm. Chosen: {chosen}."
        ).format(name=_who(view, theft["target"]), limit=theft["limit"], chosen=chosen)
    if kinds & {"attack", "rob"}:
        return tr(
            "Attack: click a lit place, the Tavern or a lit castle, or do not attack. Your "
            "horde today: {horde}."
        ).format(horde=_right(me))
    if "recruit" in kinds:
        return _recruit(view, pick, me)
    if "done" in kinds:
        return tr("You can pay for nothing more: you are done recruiting.")
    if view.pending is not None and view.pending.complete:
        return tr("Confirm your choice, or undo it.")
    return ""


def _right(me: dict[str, Any]) -> str:
    horde = me["horde"] or {}
    return ", ".join(words.count_text(i, horde.get(i, 0)) for i in words.RIGHT_ICONS)


def _offer(obs: dict[str, Any], me: dict[str, Any], kinds: set[str]) -> str:
    face = obs["die"]
    text = tr("The die shows {n}: line {n} is everyone's active horde today.").format(n=face)
    asks = []
    if "drinks" in kinds:
        asks.append(
            trn(
                "Pay a round of drinks for a reroll? It costs 1 barrel (you have %n).",
                me["barrels"],
            )
        )
    if "spell" in kinds:
        active = sum(1 for a in me["spells"] if a)
        asks.append(
            trn("As the Captain you may cast a confusion spell instead (%n active).", active)
        )
    if obs.get("bar_closed"):
        asks.append(tr("The bar is closed today: a confusion spell was cast."))
    return " ".join([text, *asks])


def _recruit(view: Any, pick: Pick, me: dict[str, Any]) -> str:
    have = tr("You have {food} and {glyphs}.").format(
        food=words.count_text("fo", me["food"]), glyphs=words.count_text("gl", me["glyphs"])
    )
    if pick.card is None:
        return (
            tr(
                "Recruit: click a lit creature to buy it (evil: 2 food; super-evil: 1 glyph "
                "and 4 food, or 3 glyphs), or be done."
            )
            + " "
            + have
        )
    name = data().creatures[pick.card[1]].name
    return tr(
        "{card}: click where it goes, under the left of your castle (production and "
        "exploration) or under the right (attack): the lit ghost strips show it there."
    ).format(card=name)


def _waiting(view: Any) -> str:
    """What the table waits for, when nobody at this device is to act."""
    obs = view.obs
    phase, current = obs["phase"], obs["current"]
    who = _who(view, current) if current >= 0 else ""
    if phase == "over":
        return tr("The game is over: every chest is revealed.")
    if view.away or current == REVEAL:  # a peer gone; a reveal the peers make together
        return waiting(view)
    if phase == "goblins":
        return tr("The players slide their goblins under their castles.")
    if current < 0:
        return waiting(view)
    if phase == "castles":
        return tr("{name} chooses a castle.").format(name=who)
    if phase == "horde":
        return tr("{name} decides whether to pay for a reroll (the die shows {n}).").format(
            name=who, n=obs["die"]
        )
    if obs.get("theft"):
        target = _who(view, obs["theft"]["target"])
        return tr("{name} chooses chests of {target}, unseen.").format(name=who, target=target)
    if phase == "attack":
        return tr("{name} attacks.").format(name=who)
    if phase == "recruit":
        return tr("{name} recruits.").format(name=who)
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
            label = tr("{name} (shield {s})").format(name=castle.name, s=castle.shield)
            out.append(Choice(label, a, tip=words.castle_tip(a[1])))
    if any(a[0] == "goblins" for a in legal):
        out += _goblins(obs, view.acting, pick)
    if ("drinks",) in legal:
        out.append(Choice(tr("Buy a round of drinks (1 barrel)"), ("drinks",)))
    if ("spell",) in legal:
        out.append(Choice(tr("Cast a confusion spell"), ("spell",)))
    if ("decline",) in legal:
        out.append(Choice(tr("Let the {n} stand").format(n=obs["die"]), ("decline",)))
    if ("pass",) in legal:
        out.append(Choice(tr("Do not attack"), ("pass",)))
    if pick.card is not None and any(a[0] == "recruit" for a in legal):
        out += _recruit_buttons(legal, pick)
    if ("done",) in legal:
        label = tr("Done recruiting") if obs["phase"] == "recruit" else tr("Take the chests chosen")
        out.append(Choice(label, ("done",)))
    return out


def _goblins(obs: dict[str, Any], seat: int, pick: Pick) -> list[Choice]:
    """Each goblin's name over its two sides, then the button that sends them."""
    out = []
    for i, card in enumerate(obs["seats"][seat]["goblins"]):
        name = data().creatures[card].name
        out.append(Choice(name, None, tip=words.creature_tip(card)))
        for side, label in (("left", tr("Left")), ("right", tr("Right"))):
            tip = words.creature_tip(card, side)
            out.append(Choice(label, ("goblin", i, side), pick.goblins.get(i) == side, tip=tip))
    ready = len(pick.goblins) == len(obs["seats"][seat]["goblins"])
    out.append(Choice(tr("Place my goblins"), PLACE_GOBLINS, enabled=ready))
    return out


def _recruit_buttons(legal: tuple[Any, ...], pick: Pick) -> list[Choice]:
    assert pick.card is not None
    out = []
    paid = payments(legal, pick.card)
    if len(paid) > 1:
        chosen = pick.payment or paid[0]
        for p in paid:
            label = tr("Pay {payment}").format(payment=words.payment_name(p))
            out.append(Choice(label, ("pay", p), p == chosen))
    elif paid:
        label = tr("Pay {payment}").format(payment=words.payment_name(paid[0]))
        out.append(Choice(label, ("pay", paid[0]), True, enabled=False))
    out.append(Choice(tr("Under the left side"), ("side", "left")))
    out.append(Choice(tr("Under the right side"), ("side", "right")))
    out.append(Choice(tr("Put it back"), DROP))
    return out
