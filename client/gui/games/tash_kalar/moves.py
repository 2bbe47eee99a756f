"""What the move panel says and offers: the prompt for the step the person is at, and a
button per choice that is no click on the board or a card (discard, invoke a flare against
an opponent, the next orientation and "Summon here", complete a task, a melee point's
colour, an opening piece's colour, pass, done, concede). Qt-free but for the translations.
"""

from __future__ import annotations

from typing import Any

from client.gui.games.tash_kalar import choices as ch
from client.gui.games.tash_kalar import words
from client.gui.games.tash_kalar.words import TashKalar
from client.gui.waiting import waiting
from core.api import Action
from core.games.tash_kalar.data import cards

CYCLE = "cycle"  # a button's meaning: show the next orientation at the picked target
DROP = "drop"  # put the picked card back


def _card_name(legal: tuple[Action, ...], handle: ch.Handle, obs: dict[str, Any]) -> str:
    for entry in obs.get("hand") or []:
        if tuple(entry["handle"]) == handle and entry.get("card"):
            return words.card_title(entry["card"])
    return TashKalar.tr("the card")


def buttons(view: Any, pick: ch.Pick) -> list[tuple[str, Any]]:
    """The buttons for the view's moves and what is picked: (label, action or key)."""
    if view.acting is None:
        return []
    legal, obs = tuple(view.legal), view.obs
    out: list[tuple[str, Any]] = []
    if pick.card is not None:
        out += _card_buttons(legal, pick, obs)
    if pick.square is not None:
        for a in sorted(a for a in legal if a[0] == "setup" and a[1] == pick.square):
            out.append((TashKalar.tr("A {colour} piece").format(colour=words.colour_name(a[2])), a))
    for a in sorted(a for a in legal if a[0] == "claim"):
        out.append((TashKalar.tr("Complete {task}").format(task=words.card_title(a[1])), a))
    for a in sorted(a for a in legal if a[0] == "score"):
        out.append((TashKalar.tr("Score in {colour}").format(colour=words.colour_name(a[1])), a))
    if ("done",) in legal:
        out.append((_done_label(obs), ("done",)))
    if ("pass",) in legal:
        out.append((TashKalar.tr("Pass control to your team-mate"), ("pass",)))
    if ("concede",) in legal and pick.empty():
        out.append((TashKalar.tr("Concede"), ("concede",)))
    return out


def _card_buttons(legal: tuple[Action, ...], pick: ch.Pick, obs: dict[str, Any]) -> list[Any]:
    assert pick.card is not None
    out: list[tuple[str, Any]] = []
    found = ch.variants(legal, pick.card, pick.target) if pick.target else []
    if len(found) > 1:
        k = pick.variant % len(found)
        nexts = {
            "orientation": TashKalar.tr("Next orientation ({k} of {n})"),
            "borrowed": TashKalar.tr("Next enemy piece ({k} of {n})"),
            "both": TashKalar.tr("Next way ({k} of {n})"),
        }
        label = nexts[ch.differ_by(found)].format(k=k + 1, n=len(found))
        out.append((label, CYCLE))
        out.append((TashKalar.tr("Summon here"), found[k]))
    name = _card_name(legal, pick.card, obs)
    for a in ch.of_card(legal, "discard", pick.card):
        out.append((TashKalar.tr("Discard {card}").format(card=name), a))
    for a in ch.of_card(legal, "flare", pick.card):
        out.append(
            (TashKalar.tr("Invoke against {colour}").format(colour=words.colour_name(a[4])), a)
        )
    out.append((TashKalar.tr("Put the card back"), DROP))
    return out


def _done_label(obs: dict[str, Any]) -> str:
    stage = obs["stage"]
    if stage == "effect":
        return TashKalar.tr("End this part of the effect")
    if stage == "returns":
        return TashKalar.tr("Keep the other cards")
    if stage == "end":
        return TashKalar.tr("End the turn")
    return TashKalar.tr("Give up the actions left")


def prompt(view: Any, pick: ch.Pick) -> str:
    """What the person to act is asked now (or whom the table waits for)."""
    obs = view.obs
    if view.acting is None:
        return waiting(view)
    name = view.names[view.acting]
    if view.pending is not None and view.pending.complete:
        return _made(view, name)
    if pick.card is not None:
        return _card_prompt(tuple(view.legal), pick, obs)
    stage = obs["stage"]
    pending = obs.get("pending") or {}
    if stage == "effect":
        return _effect_prompt(pending)
    if stage == "pickup":
        if any(a[0] == "place" for a in view.legal):
            return TashKalar.tr("Place the piece you took up on an empty square.")
        return TashKalar.tr(
            "No piece left in your supply: take up one of your pieces (highlighted)."
        )
    if stage == "returns":
        return TashKalar.tr(
            "You may put other cards under their decks: click them, then keep the rest."
        )
    if stage == "end":
        return TashKalar.tr("{name}, your actions are done: invoke a flare, complete a task, "
                            "or end the turn.").format(name=name)  # fmt: skip
    if stage == "score":
        return TashKalar.tr("{name}, choose the colour this point goes to.").format(name=name)
    if stage == "setup":
        return TashKalar.tr("{name}, place an opening piece on a highlighted square.").format(
            name=name
        )
    left = TashKalar.tr("%n action(s) left", None, actions_left(view) or 0)
    return TashKalar.tr("{name}: {left}. Place a piece on an empty square, or pick a card to "
                        "summon, discard or invoke.").format(name=name, left=left)  # fmt: skip


def _card_prompt(legal: tuple[Action, ...], pick: ch.Pick, obs: dict[str, Any]) -> str:
    assert pick.card is not None
    name = _card_name(legal, pick.card, obs)
    summons = ch.of_card(legal, "summon", pick.card)
    if pick.target is not None:
        found = ch.variants(legal, pick.card, pick.target)
        if len(found) > 1:
            return _ways_prompt(found, pick)
    if summons:  # what Confirm will do, said before the click (issue 32)
        return TashKalar.tr("Click a highlighted square to summon {card} there (point at one "
                            "to see the pieces it uses). Confirm then reveals {card} to the "
                            "table, and its effect is played.").format(card=name)  # fmt: skip
    if ch.of_card(legal, "flare", pick.card):
        return TashKalar.tr("Invoke {card} against an opponent whose criteria are met. "
                            "Confirm then reveals it to the table, and its effects are "
                            "played.").format(card=name)  # fmt: skip
    return TashKalar.tr("{card} cannot be summoned now; you may discard it.").format(card=name)


def _made(view: Any, name: str) -> str:
    """A part of the turn made: what Confirm does now (a card it reveals, and the effect
    that follows), or only that it is made."""
    last: Action = view.pending.steps[-1] if view.pending.steps else ("",)
    if last[0] == "summon":
        text = TashKalar.tr("{name}, {card} is summoned on {square}. Confirm reveals it to the "
                            "table, then its effect is played; or undo a step.")  # fmt: skip
        return text.format(name=name, card=words.card_title(str(last[3])), square=last[4])
    if last[0] == "flare":
        text = TashKalar.tr("{name}, {card} is invoked against {colour}. Confirm reveals "
                            "it to the table, then its effects are played; or undo a "
                            "step.")  # fmt: skip
        colour = words.colour_name(str(last[4]))
        return text.format(name=name, card=words.card_title(str(last[3])), colour=colour)
    return TashKalar.tr("{name}, this part of your turn is made: confirm it, or undo a "
                        "step.").format(name=name)  # fmt: skip


def confirm_texts(view: Any) -> tuple[str, str]:
    """The Confirm button's label and tooltip: what it does now, or why it cannot yet."""
    pending = view.pending
    if pending is not None and pending.complete and pending.steps:
        if pending.steps[-1][0] in ("summon", "flare"):
            return TashKalar.tr("Confirm: reveal, then the effect"), TashKalar.tr(
                "Send what you did to the table: the card is revealed to everyone, then "
                "its effect is played."
            )
        return TashKalar.tr("Confirm"), TashKalar.tr("Send what you did to the table.")
    if pending is not None and view.acting is not None:
        return TashKalar.tr("Confirm"), TashKalar.tr(
            "Not yet: this part of your turn goes on (an action left, or an effect to "
            "finish). Confirm comes once a card is to be revealed or your turn is over."
        )
    return TashKalar.tr("Confirm"), TashKalar.tr("Send what you did to the table.")


def preview(found: list[Action]) -> str:
    """A target's summons in words (its square's tooltip while a card is picked): the
    pieces that would form the pattern there, and how many ways there are."""
    _, used, _, lent = ch.overlay(found[0])
    text = TashKalar.tr("Summoned here, the pieces on {squares} form its pattern.").format(
        squares=", ".join(sq for sq in used if sq != found[0][4]) or "-"
    )
    if lent is not None:
        text += " " + TashKalar.tr("It borrows the enemy piece on {square}.").format(square=lent)
    if len(found) > 1:
        text += " " + TashKalar.tr("%n ways here: click to see each.", None, len(found))
    return text


def _ways_prompt(found: list[Action], pick: ch.Pick) -> str:
    """Several summons at the picked target: what sets them apart, how to see each."""
    n, square = len(found), pick.target
    differ = ch.differ_by(found)
    if differ == "orientation":
        text = TashKalar.tr("{n} orientations match on {square}: click it again or Next "
                            "orientation to see each, then Summon here.")  # fmt: skip
        return text.format(n=n, square=square)
    shown = found[pick.variant % n]
    lent = str(shown[6]) if len(shown) > 6 else TashKalar.tr("none")  # a plain summon among them
    if differ == "borrowed":
        text = TashKalar.tr("{n} improvised summons on {square}, each borrowing another enemy "
                            "piece (ringed in red, now {lent}): click it again or Next enemy "
                            "piece, then Summon here.")  # fmt: skip
    else:
        text = TashKalar.tr("{n} ways to summon on {square}, by orientation and borrowed enemy "
                            "piece (ringed in red, now {lent}): click it again or Next way, then "
                            "Summon here.")  # fmt: skip
    return text.format(n=n, square=square, lent=lent)


def _effect_prompt(pending: dict[str, Any]) -> str:
    card = pending.get("card")
    title = words.card_title(card) if card else ""
    op = pending.get("step", "")
    asks = {
        "destroy": TashKalar.tr("click a highlighted piece to destroy"),
        "promote": TashKalar.tr("click a highlighted piece to promote"),
        "degrade": TashKalar.tr("click a highlighted piece to degrade"),
        "convert": TashKalar.tr("click a highlighted enemy piece to convert"),
        "place": TashKalar.tr("click a highlighted empty square to place a piece"),
        "move": TashKalar.tr("click a piece to move (highlighted), then where it goes"),
        "leap": TashKalar.tr("click a piece to leap (highlighted), then where it lands"),
    }
    ask = asks.get(op, TashKalar.tr("choose"))  # out of the f-string: lupdate reads none
    text = f"{title}: {ask}"
    if pending.get("optional"):
        text += " " + TashKalar.tr("(optional: end this part when you like)")
    if pending.get("done"):
        text += " " + TashKalar.tr("(%n done)", None, int(pending["done"]))
    return text + "."


def resolving(obs: dict[str, Any]) -> str:
    """The card whose effect is being resolved, in words ("" when none is)."""
    card = (obs.get("pending") or {}).get("card")
    if not card:
        return ""
    data = cards()
    if card in data.flares:
        up, low = words.flare_parts(data.flares[card])
        return f"{words.card_title(card)}: ▲ {up} ▼ {low}"
    return f"{words.card_title(card)}: {words.card_effect(card)}"


def title(view: Any) -> str:
    """The move panel's title: whose turn it is and, in the actions, how many are left."""
    obs = view.obs
    if view.acting is None:
        turn = view.turn
        if obs["stage"] == "over" or not isinstance(turn, int) or not 0 <= turn < len(view.names):
            return TashKalar.tr("Table")
        return TashKalar.tr("{name}'s turn").format(name=view.names[turn])
    left = actions_left(view)
    if left is None:
        return TashKalar.tr("Your move")
    return TashKalar.tr("Your move") + " · " + TashKalar.tr("%n action(s) left", None, left)


def actions_left(view: Any) -> int | None:
    """The actions the acting seat's turn has left, as the core's observation of the state
    shown says (the turn being made, every step of it); None outside a turn (the opening
    pieces). A part made that ended the turn shows the next seat's turn, whose actions are
    not the seat's: it has none left (no forfeit: a turn is over once all are used)."""
    obs = view.obs
    if view.acting is None or obs["stage"] in ("setup", "over") or obs.get("active") is None:
        return None
    steps = view.pending.steps if view.pending is not None else []
    if steps and all(a[0] == "setup" for a in steps):
        return None  # the opening pieces, placed before the first turn: no actions of ours
    if ch.side_colour(obs, int(obs["active"])) != ch.side_colour(obs, view.acting):
        return 0  # the turn has passed on in the state shown: ours is used up
    return int(obs["actions_left"])


def refusal(view: Any, pick: ch.Pick, square: str) -> str:
    """Why a click on `square` did nothing, in words (the status line says it)."""
    if view.acting is None:
        return TashKalar.tr("It is not your move.") if view.obs["stage"] != "over" else ""
    legal, obs = tuple(view.legal), view.obs
    if view.pending is not None and view.pending.complete:
        return TashKalar.tr("This part of your turn is made: confirm it, or undo a step.")
    if pick.card is not None:
        name = _card_name(legal, pick.card, obs)
        return TashKalar.tr(
            "{card} cannot be summoned on {square}: it is back in your hand."
        ).format(card=name, square=square)
    if ch.travels(legal):
        return TashKalar.tr(
            "{square}: no piece to move there, nor a square the picked piece "
            "may reach (the highlighted squares are)."
        ).format(square=square)
    if obs["stage"] == "actions" and square in obs["board"]:
        return TashKalar.tr(
            "{square} is taken: place a piece on an empty square, or pick a card."
        ).format(square=square)
    return TashKalar.tr("{square} is not a choice now: the highlighted squares are.").format(
        square=square
    )


def card_refusal(view: Any, handle: ch.Handle) -> str:
    """Why a click on the hand's card `handle` picks nothing: the card cannot be used now
    (a flare whose criteria no opponent meets, a being with no pattern on the board...)."""
    obs = view.obs
    if view.acting is None:
        return TashKalar.tr("It is not your move.") if obs["stage"] != "over" else ""
    if view.pending is not None and view.pending.complete:
        return TashKalar.tr("This part of your turn is made: confirm it, or undo a step.")
    hand: list[dict[str, Any]] = obs.get("hand") or []
    entry = next((e for e in hand if tuple(e["handle"]) == handle), {})
    card = entry.get("card")
    name = words.card_title(str(card)) if card else TashKalar.tr("This card")
    stage, legal = obs["stage"], tuple(view.legal)
    if stage == "effect":
        under_way = (obs.get("pending") or {}).get("card")
        effect = words.card_title(str(under_way)) if under_way else TashKalar.tr("the card")
        text = TashKalar.tr("{card} must wait: no card is played until the effect of "
                            "{effect} is resolved.")  # fmt: skip
        return text.format(card=name, effect=effect)
    if stage not in ("actions", "end"):
        return TashKalar.tr("{card} cannot be played at this step: {ask}").format(
            card=name, ask=prompt(view, ch.Pick())
        )
    passed = bool(obs.get("teams")) and ("pass",) not in legal and stage == "actions"
    if passed:
        return TashKalar.tr("{card} cannot be played: you passed control to your team-mate, "
                            "who plays the actions left.").format(card=name)  # fmt: skip
    if entry.get("kind") == "flare" and card:
        return _flare_refusal(obs, view.acting, str(card), name)
    if stage == "end":
        text = TashKalar.tr("{card} cannot be summoned: your actions are used up; now only "
                            "a flare can be invoked or a task completed.")  # fmt: skip
        return text.format(card=name)
    if entry.get("kind") == "legend":
        side = ch.side_index(obs, view.acting)
        if int(obs["supply"][side]["legendary"]) == 0:
            return TashKalar.tr("{card} cannot be summoned: you have no legendary piece "
                                "left.").format(card=name)  # fmt: skip
        return TashKalar.tr("{card} cannot be summoned now: its pattern is nowhere on the "
                            "board with your pieces.").format(card=name)  # fmt: skip
    return TashKalar.tr("{card} cannot be summoned now (its pattern is nowhere on the board "
                        "with your pieces), nor discarded: a turn allows one discard, and "
                        "you have made it.").format(card=name)  # fmt: skip


def _flare_refusal(obs: dict[str, Any], seat: int, card: str, name: str) -> str:
    """Why flare `card` cannot be invoked: each criterion against each opponent, counted
    from the board as the criteria are (R27: at least that many more)."""
    flare = cards().flares[card]
    met = ch.flare_met(obs, seat, card)
    if not any(up or low for _, up, low in met):
        leads = "; ".join(
            TashKalar.tr("{colour} {up} promoted, {low} in all").format(
                colour=words.colour_name(colour), up=f"{up:+d}", low=f"{low:+d}"
            )
            for colour, up, low in ch.leads(obs, seat)
        )
        text = TashKalar.tr("{card} cannot be invoked: it needs an opponent with at least "
                            "{up} more promoted pieces, or {low} more pieces, than you on the "
                            "board. Now, against you: {leads}.")  # fmt: skip
        return text.format(card=name, up=flare.up, low=flare.low, leads=leads)
    return TashKalar.tr("{card} cannot be invoked now.").format(card=name)
