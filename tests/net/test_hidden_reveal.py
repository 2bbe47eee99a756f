"""Reveals, shares, proofs and encodings of hidden information (net/protocol/group.py,
net/protocol/elgamal.py, net/protocol/deck.py): properties over random decks, keys and
positions, and every kind of bad input a peer could send."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from net.protocol import deck as dk
from net.protocol import elgamal, group
from tests.net import ed25519_ref as R
from tests.net.hidden_game import DECK, TABLE, Game

seeds = st.binary(min_size=32, max_size=32)
tables = st.builds(
    lambda ss, n, data: (ss, n, data),
    st.lists(seeds, min_size=2, max_size=4, unique=True),
    st.integers(min_value=1, max_value=12),
    st.data(),
)


def shuffled(seed_list: list[bytes], n: int) -> Game:
    """A game whose deck of n cards (values 100.., some repeated) every seat shuffled."""
    game = Game(seed_list, [100 + i % max(1, n - 1) for i in range(n)])
    game.shuffle_all()
    return game


@settings(max_examples=25, deadline=None)
@given(tables)
def test_a_private_reveal_gives_the_card_at_its_position(case: tuple[Any, ...]) -> None:
    seed_list, n, data = case
    game = shuffled(seed_list, n)
    truth = Game(seed_list, game.values)  # every x known: decrypt directly to compare
    x = group.ZERO
    for ours in truth.ours:
        x = group.scalar_add(x, ours.x)
    position = data.draw(st.integers(0, n - 1))
    to = data.draw(st.integers(0, len(seed_list) - 1))
    card = game.cards[position]
    expected = game.composition.lookup(elgamal.unmask(card, group.mul(x, card.a)))
    assert game.private(to, position) == expected
    assert game.public(position) == expected
    assert game.audit() == []


@settings(max_examples=10, deadline=None)
@given(st.lists(seeds, min_size=2, max_size=4, unique=True), st.integers(2, 10))
def test_every_card_is_revealed_once_after_a_shuffle(seed_list: list[bytes], n: int) -> None:
    game = Game(seed_list, list(range(n)))
    game.shuffle_all()
    assert sorted(game.public(p) for p in range(n)) == list(range(n))


def setup_private() -> tuple[Game, dk.RevealId, group.Point]:
    game = shuffled([bytes([s]) * 32 for s in (1, 2, 3)], 6)
    reveal = dk.RevealId(TABLE, DECK, 4, 0, 77)
    blinded, _ = dk.make_request(game.seeds[0], reveal, game.cards[4])
    return game, reveal, blinded


def test_a_share_for_the_wrong_scalar_is_caught_naming_the_seat() -> None:
    game, reveal, h = setup_private()
    y, proof = dk.make_share(game.ours[2].x, reveal, 1, h)  # seat 1 shares with seat 2's x
    with pytest.raises(elgamal.BadProof, match="seat 1's share for 'deck' position 4"):
        dk.check_share(reveal, 1, game.keys[1], h, y, proof)


def test_a_wrong_point_with_a_good_proof_is_caught() -> None:
    game, reveal, h = setup_private()
    _, proof = dk.make_share(game.ours[1].x, reveal, 1, h)
    wrong = group.base(group.derive_scalar(bytes(32), b"other"))
    with pytest.raises(elgamal.BadProof, match="seat 1"):
        dk.check_share(reveal, 1, game.keys[1], h, wrong, proof)


@pytest.mark.parametrize("other", ["seat", "serial", "position", "base"])
def test_a_proof_made_for_another_share_is_caught(other: str) -> None:
    game, reveal, h = setup_private()
    x = game.ours[1].x
    if other == "seat":  # seat 1's own share, but the proof bound to seat 2
        y, proof = dk.make_share(x, reveal, 1, h)
        _, proof = dk.make_share(x, reveal, 2, h)
    elif other in ("serial", "position"):
        elsewhere = dk.RevealId(TABLE, DECK, 5 if other == "position" else 4, 0,
                                78 if other == "serial" else 77)
        y, _ = dk.make_share(x, reveal, 1, h)
        _, proof = dk.make_share(x, elsewhere, 1, h)
    else:  # the proof of the unblinded share
        y, _ = dk.make_share(x, reveal, 1, h)
        _, proof = dk.make_share(x, reveal, 1, game.cards[4].a)
    with pytest.raises(elgamal.BadProof):
        dk.check_share(reveal, 1, game.keys[1], h, y, proof)


@settings(max_examples=15, deadline=None)
@given(seeds, st.integers(0, 5), st.binary(min_size=64, max_size=64))
def test_a_random_share_or_proof_is_caught(seed: bytes, position: int, junk: bytes) -> None:
    game = shuffled([seed, bytes(32)], 6)
    reveal = dk.RevealId(TABLE, DECK, position, dk.PUBLIC, 1)
    h = game.cards[position].a
    y, proof = dk.make_share(game.ours[0].x, reveal, 0, h)
    with pytest.raises(elgamal.BadProof):
        dk.check_share(reveal, 0, game.keys[0], h, y, junk)
    with pytest.raises(group.HiddenError):  # not a point, or a point the proof is not for
        dk.check_share(reveal, 0, game.keys[0], h, junk[:32], proof)


def test_a_request_for_another_card_is_refused() -> None:
    game, reveal, _ = setup_private()
    blinded, proof = dk.make_request(game.seeds[0], reveal, game.cards[5])  # asks for 5
    with pytest.raises(elgamal.BadProof, match="seat 0's request for 'deck' position 4"):
        dk.check_request(reveal, game.cards[4], blinded, proof)
    assert dk.check_request(reveal, game.cards[5], blinded, proof) == blinded


def test_a_key_proof_binds_the_table_and_the_seat() -> None:
    x, proof = elgamal.make_key(bytes([9]) * 32, TABLE, 3)
    assert elgamal.check_key(TABLE, 3, x, proof) == x
    for table, seat in ((TABLE, 2), (bytes(16), 3)):
        with pytest.raises(elgamal.BadProof, match=f"seat {seat}'s table key"):
            elgamal.check_key(table, seat, x, proof)
    other, _ = elgamal.make_key(bytes([8]) * 32, TABLE, 3)
    with pytest.raises(elgamal.BadProof):
        elgamal.check_key(TABLE, 3, other, proof)


# --- encodings: every point a peer could send that is not one -------------------------


def torsion() -> list[bytes]:
    """The 8 points of small order (the reference: L times a point off the subgroup)."""
    y = 2
    while (point := R.decompress(y.to_bytes(32, "little"))) is None:
        y += 1
    t = R.mul(R.L, point)
    while R.equal(R.mul(4, t), R.IDENTITY):
        y += 1  # want an element of order exactly 8
        point = R.decompress(y.to_bytes(32, "little"))
        t = R.mul(R.L, point) if point else R.IDENTITY
    return [R.compress(R.mul(k, t)) for k in range(8)]


def bad_points() -> dict[str, bytes]:
    """Named encodings that must all be refused."""
    small = torsion()
    out = {f"order-{i}": p for i, p in enumerate(small)}
    g = R.G
    out["mixed order"] = R.compress(R.add(g, R.decompress(small[1])))  # type: ignore[arg-type]
    p = R.P
    out["y = p + 1 (non-canonical identity)"] = (p + 1).to_bytes(32, "little")
    out["negative zero"] = (1 | 1 << 255).to_bytes(32, "little")
    k = next(k for k in range(2, 19) if R.recover_x(k, 0) is not None)
    out["y = p + k, a curve point's y not reduced"] = (p + k).to_bytes(32, "little")
    off = next(y for y in range(2, 100) if R.recover_x(y, 0) is None)
    out["off the curve"] = off.to_bytes(32, "little")
    out["short"] = bytes(31)
    out["long"] = R.compress(g) + b"\x00"
    return out


@pytest.mark.parametrize("name", sorted(bad_points()))
def test_a_bad_point_is_refused_everywhere(name: str) -> None:
    data = bad_points()[name]
    assert not R.valid(data[:32]) or len(data) != 32
    with pytest.raises(group.BadEncoding, match="key"):
        group.decode_point(data, "seat 1's key")
    with pytest.raises(group.HiddenError):
        elgamal.Ciphertext.decode(data + R.compress(R.G))
    with pytest.raises(group.BadEncoding, match="seat 2's table key"):
        elgamal.check_key(TABLE, 2, data, bytes(64))
    game, reveal, h = setup_private()
    with pytest.raises(group.BadEncoding, match="seat 1's share"):
        dk.check_share(reveal, 1, game.keys[1], h, data, bytes(64))
    with pytest.raises(group.BadEncoding, match="request"):
        dk.check_request(reveal, game.cards[4], data, bytes(64))


def test_scalars_are_refused_unless_reduced() -> None:
    assert group.decode_scalar((group.L - 1).to_bytes(32, "little")) != group.ZERO
    for bad in (group.L.to_bytes(32, "little"), b"\xff" * 32, bytes(31)):
        with pytest.raises(group.BadEncoding, match="blind"):
            group.decode_scalar(bad, "blind")
    with pytest.raises(group.BadEncoding, match="zero"):
        group.decode_scalar(bytes(32), nonzero=True)
    game, reveal, h = setup_private()
    y, proof = dk.make_share(game.ours[1].x, reveal, 1, h)
    s = int.from_bytes(proof[32:], "little")
    unreduced = proof[:32] + (s + group.L).to_bytes(32, "little")  # the same s, mod L
    with pytest.raises(elgamal.BadProof):
        dk.check_share(reveal, 1, game.keys[1], h, y, unreduced)


def test_secrets_are_derived_again_and_never_shown() -> None:
    seed = bytes(range(32))
    a, b = dk.OurSecrets(seed, TABLE, 1), dk.OurSecrets(seed, TABLE, 1)
    assert a.x == b.x and a.shuffle_secrets(DECK, 3, 9) == b.shuffle_secrets(DECK, 3, 9)
    assert a.shuffle_secrets(DECK, 3, 9) != a.shuffle_secrets(DECK, 4, 9)
    assert seed.hex() not in repr(a) and a.x.hex() not in repr(a)
    game, reveal, h = setup_private()
    y, proof = dk.make_share(game.ours[1].x, reveal, 1, h)
    with pytest.raises(elgamal.BadProof) as caught:
        dk.check_share(reveal, 1, game.keys[2], h, y, proof)
    for secret in (game.ours[1].x, game.ours[2].x, game.seeds[1], game.seeds[2]):
        assert secret.hex() not in str(caught.value)
