"""The end-of-game audit (net/protocol/audit.py) and the shuffle check
(net/protocol/deck.check_shuffle): a clean game passes; every tampered shuffle, re-masking,
share, request, claim or seed is named with its seat and position."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.protocol import audit, elgamal, group
from net.protocol import deck as dk
from tests.net.hidden_game import DECK, TABLE, Game

SEEDS = [bytes([s + 1]) * 32 for s in range(4)]
N = 10


def played() -> Game:
    """Shuffled by all four, a re-masking by seat 2, two private and two public reveals."""
    game = Game(SEEDS, [f"card {i}" for i in range(N)])
    game.shuffle_all()
    game.remask(2, [1, 4, 7])
    for to, position in ((2, 1), (0, 5)):
        game.log.append(audit.Claimed(to, DECK, position, game.private(to, position)))
    for position in (4, 9):
        game.log.append(audit.Claimed(3, DECK, position, game.public(position)))
    return game


def test_a_clean_game_passes_the_audit() -> None:
    game = played()
    assert game.audit() == []
    assert sorted(game.public(p) for p in range(N)) == sorted(game.values)  # remask kept all


def tamper(card: elgamal.Ciphertext, kind: str, game: Game, other: elgamal.Ciphertext) -> (
    elgamal.Ciphertext
):
    """A card as a cheating shuffler would log it instead of `card`."""
    r = group.derive_scalar(bytes(32), b"cheat")
    if kind == "substituted":  # a fresh encryption of a card of the cheater's choosing
        return elgamal.rerandomize(elgamal.plain(game.composition.points[0]), r, game.pk)
    if kind == "duplicated":
        return other
    return elgamal.rerandomize(card, r, game.pk)  # re-randomized once more: wrong r


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 3), st.integers(0, N - 1), st.sampled_from(
    ["substituted", "duplicated", "wrong re-randomization"]))
def test_a_tampered_shuffle_is_named_at_the_audit(cheat: int, position: int, kind: str) -> None:
    game = Game(SEEDS, [f"card {i}" for i in range(N)])
    for seat, ours in enumerate(game.ours):
        serial = game.next_serial()
        secrets = ours.shuffle_secrets(DECK, serial, N)
        out = dk.shuffle(game.cards, game.pk, secrets)
        if seat == cheat:
            out[position] = tamper(out[position], kind, game, out[(position + 1) % N])
        game.cards = out
        game.log.append(audit.Shuffled(seat, DECK, serial, tuple(out)))
    faults = game.audit()
    assert faults and {f.seat for f in faults} == {cheat}
    assert [f.position for f in faults] == [position]  # the honest original is not named
    assert all(f.deck == DECK for f in faults)
    if kind == "duplicated":
        assert f"a copy of the card at position {(position + 1) % N}" in str(faults[0])


def test_a_tampered_remasking_is_named_with_the_deck_position() -> None:
    game = played()
    index = next(i for i, e in enumerate(game.log) if isinstance(e, audit.Shuffled)
                 and e.positions is not None)
    entry = game.log[index]
    assert isinstance(entry, audit.Shuffled)
    bad = tamper(entry.output[1], "substituted", game, entry.output[0])
    game.log[index] = dataclasses.replace(entry, output=(entry.output[0], bad, entry.output[2]))
    faults = game.audit()
    assert [(f.seat, f.position) for f in faults if "shuffle" in f.what] == [(2, 4)]
    assert "seat 2 in deck 'deck' at position 4: shuffle" in str(faults[0])


def test_a_wrong_share_in_the_log_is_named() -> None:
    game = played()
    index = next(i for i, e in enumerate(game.log) if isinstance(e, audit.Revealed))
    entry = game.log[index]
    assert isinstance(entry, audit.Revealed)
    shares = dict(entry.shares)
    point, proof = shares[1]
    shares[1] = (group.add(point, group.G), proof)
    game.log[index] = dataclasses.replace(entry, shares=shares)
    faults = game.audit()
    assert any(f.seat == 1 and "wrong share" in f.what and f.position == 1 for f in faults)
    assert {f.seat for f in faults if "share" in f.what} == {1}


def test_a_request_blinded_with_an_underived_factor_is_named() -> None:
    game = played()
    index = next(i for i, e in enumerate(game.log) if isinstance(e, audit.Revealed))
    entry = game.log[index]
    assert isinstance(entry, audit.Revealed) and entry.blinded is not None
    game.log[index] = dataclasses.replace(entry, blinded=group.add(entry.blinded, group.G))
    faults = game.audit()
    assert faults[0].seat == entry.reveal.to and "request" in faults[0].what


def test_a_false_claim_is_named() -> None:
    game = played()
    game.log.append(audit.Claimed(1, DECK, 3, "not a card"))
    truth = game.public(3)
    game.log.append(audit.Claimed(0, DECK, 3, truth))
    wrong = next(v for v in game.values if v != truth)
    game.log.append(audit.Claimed(2, DECK, 3, wrong))
    assert [(f.seat, f.position) for f in game.audit()] == [(1, 3), (2, 3)]


@pytest.mark.parametrize("how", ["missing", "another seat's", "short"])
def test_a_seed_that_does_not_open_the_key_is_named(how: str) -> None:
    game = played()
    seeds = dict(enumerate(SEEDS))
    if how == "missing":
        del seeds[3]
    elif how == "another seat's":
        seeds[3] = SEEDS[0]
    else:
        seeds[3] = SEEDS[3][:16]
    faults = game.audit(seeds)
    assert faults and {f.seat for f in faults} == {3}
    assert "seed" in faults[0].what


def test_check_shuffle_names_every_wrong_position() -> None:
    game = Game(SEEDS[:2], list(range(5)))
    secrets = game.ours[0].shuffle_secrets(DECK, 1, 5)
    out = dk.shuffle(game.cards, game.pk, secrets)
    assert dk.check_shuffle(game.cards, out, game.pk, secrets) == []
    swapped = [out[1], out[0], *out[2:]]
    assert [i for i, _ in dk.check_shuffle(game.cards, swapped, game.pk, secrets)] == [0, 1]
    assert dk.check_shuffle(game.cards, out[:4], game.pk, secrets)[0][1].startswith("4 cards")
    broken = dk.ShuffleSecrets((0, 0, 1, 2, 3), secrets.rs)
    assert "not a permutation" in dk.check_shuffle(game.cards, out, game.pk, broken)[0][1]


def mixed(cheat: int | None = None) -> list[dk.Fault]:
    """Six cards of the shuffled deck mixed into deck "mixed" by every seat in turn (seat
    `cheat` copies its card 1 over card 0); the audit's faults."""
    game = Game(SEEDS, [f"card {i}" for i in range(N)])
    game.shuffle_all()
    sources = tuple((DECK, p) for p in (0, 2, 3, 5, 8, 9))
    game.log.append(audit.Gathered("mixed", sources, mix=True))
    cards = [game.cards[p] for _, p in sources]
    for seat, ours in enumerate(game.ours):
        out = dk.shuffle(cards, game.pk, ours.shuffle_secrets("mixed", 0, len(cards)))
        if seat == cheat:
            out[0] = out[1]
        cards = out
        game.log.append(audit.Shuffled(seat, "mixed", 0, tuple(out)))
    comps = {DECK: game.composition, "mixed": dk.Mixed("mixed", [game.composition])}
    return audit.Audit(TABLE, comps, game.keys, dict(enumerate(SEEDS))).run(game.log)


def test_a_mix_is_checked_list_by_list_and_by_its_opened_values() -> None:
    assert mixed() == []
    faults = mixed(cheat=2)
    assert {f.seat for f in faults} == {2} and all(f.deck == "mixed" for f in faults)
    assert any("a copy of the card at position 1" in f.what and f.position == 0 for f in faults)
    assert any(f.what == "mix 0: its list opens to other values than its input (1 card differs)"
               for f in faults)  # fmt: skip
