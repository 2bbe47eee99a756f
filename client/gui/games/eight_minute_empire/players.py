"""Each player's coins, goods and supply, whose turn it is, and who is reconnecting."""

from __future__ import annotations

from typing import Any

from client.gui.games.eight_minute_empire import helptexts, words
from client.gui.i18n import Players
from client.gui.playerframe import PlayerFrame, PlayersPanel
from core.games.eight_minute_empire.legends.data import legends_rules


def stats_text(p: dict[str, Any], score: int) -> str:
    """A player's coins, supply, cards and points: "9 coins · 14 armies to place · 3 cities
    left to build · 2 cards · 5 VP" (the armies and cities are those not yet on the map)."""
    return " · ".join(
        (
            Players.tr("%n coins", None, p["coins"]),
            Players.tr("%n armies to place", None, p["armies_left"]),
            Players.tr("%n cities left to build", None, p["cities_left"]),
            Players.tr("%n cards", None, len(p["cards"])),
            Players.tr("%n VP", None, score),
        )
    )


def abilities_text(p: dict[str, Any]) -> str:
    """A Legends player's abilities: moves +N, armies +N, Flying N, elixir N, Immunity,
    the leader card and the tokens taken."""
    a = p["abilities"]
    parts = []
    if a["moves"]:
        parts.append(Players.tr("moves +{n}").format(n=a["moves"]))
    if a["armies"]:
        parts.append(Players.tr("armies +{n}").format(n=a["armies"]))
    if a["flying"]:
        parts.append(
            Players.tr("Flying {n} (sea {cost})").format(n=a["flying"], cost=a["sea_cost"])
        )
    if a["elixir"]:
        parts.append(Players.tr("elixir {n}").format(n=a["elixir"]))
    if a["immunity"]:
        parts.append(Players.tr("Immunity"))
    if p.get("leader"):
        leader = words.legends_text(legends_rules().leaders[p["leader"]].name)
        parts.append(Players.tr("leader: {name}").format(name=leader))
    if p.get("tokens"):
        names = ", ".join(words.token_name(t) for t in p["tokens"])
        parts.append(Players.tr("tokens: {names}").format(names=names))
    if p.get("captured"):
        parts.append(Players.tr("captured {n}").format(n=p["captured"]))
    return " · ".join(parts)


def held_tip(p: dict[str, Any]) -> str:
    """What the things a player holds do (helptexts.py): the leader and tokens (Legends),
    or each good and its scoring (classic)."""
    things = [("leader", p["leader"])] if p.get("leader") else []
    things += [("token", t) for t in p.get("tokens") or ()]
    things += [("good", g) for g, n in (p.get("goods") or {}).items() if n]
    return "<br><br>".join(helptexts.tip(kind, ident) for kind, ident in things)


class PlayerCard(PlayerFrame):
    """One player's line: token, name and tags, then coins, supply, goods, score."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.stats = self.line()  # the counts say what they count: a longer line
        self.goods = self.line()

    def show_player(self, view: Any, seat_kind: str) -> None:
        """Fill in from the view (client/gui/controller.View)."""
        obs, seat = view.obs, self.seat
        p = obs["players"][seat]
        making = view.pending is not None  # the card's maker, until it is applied
        phase = obs["phase"] in ("take", "action", "neutral", "first")
        self.show_frame(view, seat_kind, view.turn == seat and (making or phase))
        self.stats.setText(stats_text(p, obs["provisional"][seat]))
        if "abilities" in p:  # Legends: the abilities summary and the leader card
            self.goods.setText(abilities_text(p))
        else:
            self.goods.setText(", ".join(f"{words.good(g)} {k}" for g, k in p["goods"].items()))
        self.goods.setToolTip(held_tip(p))
        self.goods.setVisible(bool(self.goods.text()))  # no empty line before goods are held


def players_panel() -> PlayersPanel:
    """A card per player."""
    return PlayersPanel(PlayerCard)
