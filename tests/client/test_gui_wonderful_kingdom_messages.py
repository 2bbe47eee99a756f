"""It's a Wonderful Kingdom's log in words (client/gui/games/wonderful_kingdom/messages.py):
every message id the core emits in games of every module has a template its params fill
exactly, its things named (cards, duchies, decks, units, territories), and a face-down card
is never named; the END block's labels and notes read."""

from __future__ import annotations

import random
from typing import Any

import pytest

from client.gui import games
from client.messages import Speaker, fields
from core import hidden, registry
from core.api import CHANCE, END, REVEAL, SIMULTANEOUS, TERMINAL, Action, Message
from tests.core.playout import plain_dealer

KEY = "wonderful_kingdom"
NAMES = ["Ada", "Bea"]
CONFIGS = [
    {"players": 2, "module": "mission"},
    {"players": 1, "module": "mission", "side": "D"},
    {"players": 2, "module": "threat", "threat": "sisters"},
    {"players": 2, "module": "threat", "threat": "dragons"},
    {"players": 2, "module": "threat", "threat": "illusionists"},
    {"players": 1, "module": "threat", "threat": "swallowers"},
    {"players": 2, "module": "conquest"},
    {"players": 2, "module": "advisor"},
]
QUIET = ("done", "pass", "spare", "pardon", "alchemy")  # chosen last: the game moves on


def busy_game(
    config: dict[str, Any], seed: int, soldiers: int = 0
) -> list[tuple[Any, Action, Any]]:
    """A seeded game whose seats prefer doing something (fighting, moving armies, placing)
    to passing: (state, action, state after) for every action; with `soldiers`, each seat
    has at least that many in supply when Production begins (armies to move)."""
    game = registry.get(KEY)
    config = game.normalize_config(config)
    rng, dealer = random.Random(seed), plain_dealer(config["players"], seed)
    state, out = game.initial_state(config), []
    for _ in range(5000):
        player = game.current_player(state)
        if player == TERMINAL:
            return out
        if player == CHANCE:
            outcomes = game.chance_outcomes(state)
            action = rng.choices([a for a, _ in outcomes], [float(p) for _, p in outcomes])[0]
        elif player == REVEAL:
            action = dealer.next_action(game, state)
        else:
            seats = range(config["players"]) if player == SIMULTANEOUS else [player]
            seat = next(s for s in seats if game.legal_actions(state, s))
            legal = list(hidden.legal(game, state, seat, dealer.knowledge(seat)))
            busy = [a for a in legal if a[0] not in QUIET]
            action = rng.choice(busy if busy and rng.random() < 0.8 else legal)
        after = game.apply_action(state, action)
        out.append((state, action, after))
        if soldiers and after.phase == "production" and state.phase != "production":
            after = with_soldiers(after, soldiers)
        state = after
    raise AssertionError("the game did not end")


def with_soldiers(state: Any, n: int) -> Any:
    from core.games.wonderful_kingdom.state import evolve, evolve_seat

    seats = tuple(evolve_seat(x, soldiers=max(x.soldiers, n)) for x in state.seats)
    return evolve(state, seats=seats)


def nested(message: Message | dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """The message's (id, params) and those of the messages it carries (`then`: an action's
    sentence and an automatic effect), a list param shown as ""."""
    id_, params = (
        (message.id, dict(message.params))
        if isinstance(message, Message)
        else (message["id"], message["params"])
    )
    out = [(id_, {k: "" if isinstance(v, list) else v for k, v in params.items()})]
    for value in params.values():
        for item in value if isinstance(value, list) else ():
            out += nested(item)
    return out


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c['module']}-{c['players']}")
def test_every_id_the_core_emits_has_a_template_its_params_fill(config: dict[str, Any]) -> None:
    game, templates = registry.get(KEY), games.templates(KEY)
    say = Speaker(KEY, game.normalize_config(config), NAMES)
    emitted: dict[str, set[str]] = {}
    played = busy_game(config, 3)
    for state, action, _ in played:
        message = game.describe_action(state, action)
        assert isinstance(message, Message)
        for id_, params in nested(message):
            assert all(type(v) in (int, str) for v in params.values()), message
            emitted.setdefault(id_, set()).add(",".join(sorted(params)))
        said = say(message)
        assert "{" not in said and "%n" not in said and "=" not in said, (message, said)
    end = game.observation(played[-1][2], None)[END]
    labels = [part["label"] for part in end["parts"]] + [b for b in end["separated_by"] if b]
    if "notes" in end:
        labels += [end["notes"]["label"]] + [v["id"] for v in end["notes"]["values"]]
    for label in labels:
        emitted.setdefault(label, {""})
    for id_, keys in emitted.items():
        assert id_ in templates, f"no template for {id_!r}"
        for used in keys:
            assert set(filter(None, used.split(","))) == fields(templates[id_]), id_


def test_the_conquest_phase_reads() -> None:
    """The Conquest module's actions, named by territory, place and victim."""
    game = registry.get(KEY)
    config = game.normalize_config({"players": 2, "module": "conquest"})
    say = Speaker(KEY, config, NAMES)
    said = {}
    for seed in (3, 4, 5):
        for state, action, _ in busy_game(config, seed, soldiers=6):
            message = game.describe_action(state, action)
            said.setdefault(message.id, say(message))
    for kind in ("recruit", "move", "send", "go", "assign", "pass"):
        assert kind in said, sorted(said)
    assert said["move"].endswith(".") and "{" not in said["move"]
    territories = [t.name for t in _territories()]
    assert any(name in said["move"] for name in territories), said["move"]


def _territories() -> list[Any]:
    from core.games.wonderful_kingdom.data import data

    return list(data().conquest.territories.values())


def test_a_face_down_offer_names_no_card_and_the_deal_names_whose_hand() -> None:
    game = registry.get(KEY)
    config = game.normalize_config({"players": 2})
    say = Speaker(KEY, config, NAMES)
    seen_down = seen_hand = False
    for state, action, _ in busy_game(config, 5):
        message = game.describe_action(state, action)
        if message.id == "offer_down":
            seen_down = True
            assert say(message) in (
                f"{n} offers a card face down in area {a}, spending a Trap."
                for n in NAMES
                for a in "LR"
            )
        if message.id == "remasked":
            seen_hand = True
            assert say(message).startswith(("The hand of red", "The hand of blue"))
    assert seen_down and seen_hand


def test_setup_names_the_duchies_the_board_and_the_decks() -> None:
    game = registry.get(KEY)
    config = game.normalize_config({"players": 2})
    say = Speaker(KEY, config, NAMES)
    lines = [say(game.describe_action(s, a)) for s, a, _ in busy_game(config, 1)[:24]]
    text = "\n".join(lines)
    assert "The Grand Duchies are dealt: " in text and " and " in text
    assert "The Mission board is The " in text
    assert "Every player shuffles the development deck." in text
