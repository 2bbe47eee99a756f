"""It's a Wonderful Kingdom at the table (its GameView, client/gui/gameview.py): the board
(the other seat's band, the offer areas, the round's panel and the module's board, the
person's band and their tray) in the main area; the move panel and a line per seat in the
side column. Without a controller (a replay) it only shows.

How a person plays: every decision is a plan of steps made on the board and shown at once
(plan.py): an offer turn's two cards (dragged or clicked onto a zone: face up, or face down
for a Trap), an area taken, a whole Planning (cards built or recycled, each gained cube
placed, Krystallium and soldiers put on spaces, alchemy, scrapping, Mission steps, then
"End my planning"), a Production step's placements, a Combat, a Conquest turn. Undo takes
back the last step; Confirm hands the plan to the controller, which sends a step at a time
as the rules ask for it (client/gui/ahead.py): in Planning one step per simultaneous round,
without asking the person again, so the plan feels like one turn. A Spy's peek is sent at
once (it shows a card).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from client.gui.games.wonderful_kingdom import clicks, layout, prompts, seats
from client.gui.games.wonderful_kingdom.board import BoardView, Ctx
from client.gui.games.wonderful_kingdom.marks import Marks, Pick, marks
from client.gui.games.wonderful_kingdom.panel import MovePanel
from client.gui.games.wonderful_kingdom.plan import Draft, Projection, project
from client.gui.games.wonderful_kingdom.track import Track
from client.gui.games.wonderful_kingdom.words import WonderfulKingdom
from core import hidden, registry
from core.api import Action

if TYPE_CHECKING:
    from client.gui.controller import TableController, View

__all__ = ["WonderfulKingdomView", "make_view", "seat_look"]
KEY = "wonderful_kingdom"


class WonderfulKingdomView:
    """The board, the move panel and the seats of one table."""

    def __init__(self, controller: TableController | None, config: Mapping[str, Any]) -> None:
        self.c = controller
        self.game = registry.get(KEY)
        self.config = self.game.normalize_config(dict(config))
        self.where = layout.layout(self.config["players"], self.config["module"] == "conquest")
        self.board = BoardView()
        self.main = self.board
        self.zoom = self.board
        self.move = MovePanel()
        self.players = seats.seats_panel(self.config)
        self.panels = (self.move,) if controller is not None else ()
        self.undo_bar = self.move.bar if controller is not None else None
        self.pick = Pick()
        self.draft: Draft | None = None
        self.sent: dict[int, list[Action]] = {}  # plans confirmed, per seat, being sent
        self.track = Track()
        self.last: View | None = None
        self.proj: Projection | None = None  # the plan's projection shown now
        self.marks = Marks()
        self.obs: dict[str, Any] = {}
        self._cache: tuple[Any, Projection, dict[str, Any]] | None = None
        if controller is not None:
            controller.bridge.applied.connect(lambda e: self.track.applied(e.before, e.after))
            self.board.clicked.connect(lambda what: clicks.clicked(self, what))
            self.board.dropped.connect(lambda what, onto: clicks.dropped(self, what, onto))
            self.move.chosen.connect(lambda what: clicks.chosen(self, what))
            self.move.bar.undoClicked.connect(self.undo)
            self.move.bar.confirmClicked.connect(self.confirm)

    # -- the plan ------------------------------------------------------------------------

    def steps_of(self, seat: int) -> list[Action]:
        """The seat's steps not yet applied: its confirmed plan's rest, then its draft."""
        c = self.c
        steps: list[Action] = []
        plan = self.sent.get(seat)
        if plan is not None and c is not None:
            if not c.deciding_ahead(seat):
                del self.sent[seat]
            else:
                flying = 1 if c.flying.get(seat, -1) >= c.index else 0
                steps = plan[len(plan) - len(c.ahead.get(seat, [])) - flying :]
        if self.draft is not None and self.draft.seat == seat:
            steps += self.draft.steps
        return steps

    def project(self, view: View) -> tuple[Projection | None, dict[str, Any]]:
        """The viewer's table after its steps not yet applied (none: the view's own)."""
        c, seat = self.c, view.seat
        if c is None or seat is None or view.curtain is not None or c.state is None:
            return None, view.obs
        if c.pacer.lagging():  # the board shows another seat's action: the table as it was
            return None, view.obs
        if not c.state.seats:
            return None, view.obs
        steps = self.steps_of(seat)
        knowledge = c.knowledge.get(seat)
        key = (id(c.state), seat, tuple(steps), id(knowledge))
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1], self._cache[2]
        proj = project(self.game, c.state, seat, steps, knowledge)
        obs = hidden.observe(self.game, proj.state, seat, knowledge)
        self._cache = (key, proj, obs)
        return proj, obs

    def add(self, action: Action) -> None:
        """One more step of the person's plan (checked against the plan's next steps)."""
        view = self.last
        if self.c is None or view is None or view.acting is None or self.proj is None:
            return
        if tuple(action) not in self.proj.legal:
            return
        if self.draft is None or self.draft.seat != view.acting:
            self.draft = Draft(view.acting)
        self.draft.steps.append(tuple(action))
        self.pick.clear()
        self.redraw()

    def act_now(self, action: Action) -> None:
        """A decision sent at once (a Spy's peek), only before any step of a plan."""
        if self.c is None or (self.draft is not None and self.draft.steps):
            return
        self.pick.clear()
        self.c.act(tuple(action))

    def undo(self) -> None:
        """Take back the last step of the plan (or the pick)."""
        if self.draft is not None and self.draft.steps:
            self.draft.steps.pop()
        self.pick.clear()
        self.redraw()

    def confirm(self) -> None:
        """Hand the plan to the controller: it sends a step at a time as the rules ask."""
        if self.c is None or self.draft is None or self.proj is None or not self.proj.whole:
            return
        steps = list(self.draft.steps[: self.proj.applied])
        seat = self.draft.seat
        self.draft, self.pick = None, Pick()
        self.sent[seat] = steps
        self.c.act_ahead(steps)

    def redraw(self) -> None:
        if self.c is not None:
            self.c.changed.emit()

    # -- drawing -------------------------------------------------------------------------

    def show(self, view: View) -> None:
        """Draw the moment of `view`: the viewer's plan applied, the lights of its next
        steps."""
        self.last = view
        if self.draft is not None and self.draft.seat != view.acting:
            self.draft = None  # another person's turn, or the plan's seat no longer asked
        proj, obs = self.project(view)
        self.proj, self.obs = proj, obs
        legal = proj.legal if proj is not None and view.acting is not None else ()
        self._keep_pick(legal)
        m = self.remark()
        names = list(view.names)
        ctx = Ctx(
            self.board.scene(),
            layout_batch(),
            obs,
            m,
            self.pick,
            view.seat,
            names,
            self._planned(proj),
            {"production": self.track.seen(obs), "legal": legal, "label": self._label},
        )
        self.board.show_ctx(lambda x: layout.paint(x, self.where), ctx, self.where.size)
        c = self.c
        kinds = [s.kind for s in c.roster.seats] if c is not None and c.roster else []
        self.players.show_players(_Shown(view, obs), kinds, len(obs["seats"]))
        if c is not None:
            self._show_moves(view, obs, legal)

    def remark(self) -> Marks:
        """The lights for the plan's next steps and the pick now (a pick made by a drag is
        used at once, before any redraw)."""
        view, proj, obs = self.last, self.proj, self.obs
        acting = view.acting if view is not None else None
        legal = proj.legal if proj is not None and acting is not None else ()
        seat = view.seat if view is not None else None
        me = obs["seats"][seat] if seat is not None and seat < len(obs.get("seats", ())) else None
        calamities = {(c["handle"][0], c["handle"][1]) for c in me["calamities"]} if me else set()
        self.marks = marks(legal, self.pick, bool(me and me["pending"]), calamities)
        return self.marks

    def _planned(self, proj: Projection | None) -> set[Any]:
        """What the plan's steps touch: lit in the plan's colour."""
        out: set[Any] = set()
        seat = self.last.seat if self.last is not None else None
        for step in self.steps_of(seat) if seat is not None else []:
            if step[0] == "offer":
                out.add(("offer", (step[1], step[2])))
            elif step[0] in ("build", "place", "krystallium", "soldier"):
                out.add(("build", (step[2], step[3])))
            elif step[0] == "mission":
                out.add(("mission", step[2]))
        return out

    def _keep_pick(self, legal: tuple[Action, ...]) -> None:
        p = self.pick
        if p.card is not None and not any(
            a[0] == "offer" and (a[1], a[2]) == p.card for a in legal
        ):
            p.card = None
        if p.unit and not any(a[0] in ("krystallium", "soldier", "fight") for a in legal):
            p.unit = ""
        if p.five and not any(a[0] == "convert" for a in legal):
            p.five = []

    def _show_moves(self, view: View, obs: dict[str, Any], legal: tuple[Action, ...]) -> None:
        acting = view.acting
        steps = self.draft.steps if self.draft is not None else []
        proj = self.proj
        if acting is not None:
            text = prompts.prompt(obs, acting, legal, self.pick, list(view.names), len(steps))
            if proj is not None and proj.whole:
                text = WonderfulKingdom.tr("Your plan is complete: Confirm it, or Undo a step.")
            choices = prompts.choices(obs, acting, legal, self.pick)
        else:
            text, choices = self._waiting(view, obs), []
        self.move.show_choices(prompts.title(obs), text, self._plan_text(view), choices)
        bar = self.move.bar
        has_steps = acting is not None and bool(steps)
        bar.undo.setVisible(acting is not None)
        bar.undo.setEnabled(has_steps or self.pick.any())
        bar.undo.setText(WonderfulKingdom.tr("Undo"))
        bar.confirm.setVisible(acting is not None)
        bar.confirm.setEnabled(acting is not None and proj is not None and proj.whole and has_steps)
        bar.confirm.setText(WonderfulKingdom.tr("Confirm"))
        bar.confirm.setToolTip(WonderfulKingdom.tr("Send your plan to the table."))

    def _waiting(self, view: View, obs: dict[str, Any]) -> str:
        seat, c = view.seat, self.c
        if obs["phase"] == "over":
            return WonderfulKingdom.tr("The game is over.")
        if c is not None and seat is not None and c.deciding_ahead(seat):
            return WonderfulKingdom.tr(
                "Your plan is being played, a step at a time, as the rules ask for it."
            )
        waiting = [p for p in obs.get("acting", []) if p != seat] or (
            [obs["current"]] if 0 <= obs["current"] < len(view.names) else []
        )
        names = ", ".join(view.names[p] for p in waiting if p < len(view.names))
        return WonderfulKingdom.tr("Waiting for {names}.").format(names=names) if names else ""

    def _plan_text(self, view: View) -> str:
        """The plan so far in the log's words."""
        c, proj = self.c, self.proj
        if c is None or c.speaker is None or proj is None or self.draft is None:
            return ""
        if view.acting is None or not self.draft.steps:
            return ""
        said = [
            c.speaker(self.game.describe_action(s, a))
            for s, a in zip(proj.before[-len(self.draft.steps) :], self.draft.steps)
        ]
        return WonderfulKingdom.tr("Your plan: {steps}").format(steps=" ".join(said))

    def _label(self, id_: str) -> str:
        """An END block's label in the window's language (the log's templates)."""
        c = self.c
        if c is not None and c.speaker is not None:
            return str(c.speaker.label(id_))
        from client.gui.sentences import WindowSpeaker

        return str(WindowSpeaker(KEY, self.config).label(id_))

    def production(self) -> dict[str, tuple[list[int], int]]:
        """The round's Production so far as shown: per step, amounts and supremacy."""
        return self.track.seen(self.obs) if self.obs else {}

    # -- the GameView protocol's rest ----------------------------------------------------

    def played_card(self, message: Any) -> Any:
        """A card built, recycled or offered face up, face up (the log names it to all)."""
        card = str(message.params.get("card") or "")  # "": face down still, nobody's to see
        if message.id not in ("build", "recycle", "offer_up") or not card:
            return None
        from client.gui.games.wonderful_kingdom.cardart import played

        return played(card)

    def secret_notes(
        self, before: Mapping[str, Any], after: Mapping[str, Any], seat: int
    ) -> list[str]:
        """The face-down cards the person learned since the screen last showed them (a
        peek): the status line only, the log never names them."""
        if after.get("phase") != "choice":  # the Planning reveal shows them to everyone
            return []
        then = {(d, p) for d, p, _ in before.get("known") or []}
        new = [(d, p, v) for d, p, v in after.get("known") or [] if (d, p) not in then]
        from client.gui.games.wonderful_kingdom import words

        seen = [words.card_title(v) for d, p, v in new if not _offered_by(after, seat, (d, p))]
        if not seen:
            return []
        return [WonderfulKingdom.tr("Only you see it: {cards}.").format(cards=", ".join(seen))]

    def choosing(self) -> bool:
        return self.pick.any()

    def cancel(self) -> bool:
        if not self.pick.any():
            return False
        self.pick.clear()
        self.redraw()
        return True

    def key_texts(self) -> dict[str, str]:
        return {
            "undo": WonderfulKingdom.tr("Undo"),
            "confirm": WonderfulKingdom.tr("Confirm"),
            "cancel": WonderfulKingdom.tr("Put it back"),
        }


def _offered_by(obs: Mapping[str, Any], seat: int, handle: tuple[str, int]) -> bool:
    """Whether the seat offered this face-down card itself (not news to it)."""
    places = [*obs["offers"]["L"], *obs["offers"]["R"]]
    places += [o for s in obs["seats"] for o in s["selection"]]
    return any(tuple(o["handle"]) == handle and o.get("by") == seat for o in places)


class _Shown:
    """The view as the seat frames read it, with the plan's observation."""

    def __init__(self, view: Any, obs: dict[str, Any]) -> None:
        self._view, self.obs = view, obs

    def __getattr__(self, name: str) -> Any:
        return getattr(self._view, name)


def layout_batch() -> Any:
    from client.gui import paintkit as kit

    return kit.Batch()


def seat_look(config: Mapping[str, Any], seat: int) -> Any:
    """Seat 0 red, seat 1 blue, as the rules core has them."""
    return seats.look(seat)


def make_view(
    controller: TableController | None, config: Mapping[str, Any]
) -> WonderfulKingdomView:
    """It's a Wonderful Kingdom's GameView for `controller` (None: a replay) and `config`."""
    return WonderfulKingdomView(controller, config)
