"""Known answers for every hidden-information formula (docs/protocol.md, "Hidden
information: the cryptography").

One fixed scenario (table bytes 0..15, seeds 0x00.., 0x01.., 0x02.. for seats 0-2, deck
"kat" of five letters) computed by net/ through libsodium and, independently, by
tests/net/hidden_ref.py on the pure-Python RFC 8032 curve of tests/net/ed25519_ref.py. The
hex below was produced by the reference and matches the library: a change to any formula,
domain string or byte layout changes an answer.
"""

from __future__ import annotations

import hashlib

import pytest

from core import canonical
from net.protocol import deck as dk
from net.protocol import elgamal, group
from tests.net import ed25519_ref as R
from tests.net import hidden_ref as H

TABLE = bytes(range(16))
SEEDS = [bytes([s]) * 32 for s in range(3)]
VALUES = ["a", "b", "c", "d", "e"]
PRIVATE = ("kat", 2, 1, 9)  # deck, position, to, serial
PUBLIC = ("kat", 3, dk.PUBLIC, 10)


def digest(parts: list[bytes]) -> str:
    """SHA-256 of a list of encodings (long answers stay short)."""
    return hashlib.sha256(b"".join(parts)).hexdigest()


def library() -> dict[str, str]:
    """Every answer, by net/."""
    s = lambda n: group.Scalar(n.to_bytes(32, "little"))  # noqa: E731
    out = {"G": group.G.hex(), "base7": group.base(s(7)).hex()}
    out["mul"] = group.mul(s(11), group.base(s(7))).hex()
    out["add"] = group.add(group.base(s(7)), group.base(s(11))).hex()
    out["sub"] = group.sub(group.base(s(7)), group.base(s(11))).hex()
    out["card_c"] = group.hash_to_group("kat", canonical.encode("c")).hex()
    secrets = [dk.OurSecrets(seed, TABLE, seat) for seat, seed in enumerate(SEEDS)]
    out["x0"] = secrets[0].x.hex()
    keys = [elgamal.make_key(seed, TABLE, seat) for seat, seed in enumerate(SEEDS)]
    out["X0"], out["key_proof0"] = keys[0][0].hex(), keys[0][1].hex()
    pk = elgamal.joint_key(k for k, _ in keys)
    out["pk"] = pk.hex()
    cards = dk.Composition("kat", VALUES).initial()
    for seat in range(3):
        shuffle = secrets[seat].shuffle_secrets("kat", 1, len(cards))
        if seat == 0:
            out["perm0"], out["r0_0"] = bytes(shuffle.perm).hex(), shuffle.rs[0].hex()
        cards = dk.shuffle(cards, pk, shuffle)
        if seat == 0:
            out["shuffled0_pos0"] = cards[0].encode().hex()
    out["deck"] = digest([c.encode() for c in cards])
    private = dk.RevealId(TABLE, *PRIVATE)
    blinded, proof = dk.make_request(SEEDS[1], private, cards[2])
    out["request"], out["request_proof"] = blinded.hex(), proof.hex()
    y, proof = dk.make_share(secrets[0].x, private, 0, blinded)
    out["share0"], out["share_proof0"] = y.hex(), proof.hex()
    y2, _ = dk.make_share(secrets[2].x, private, 2, blinded)
    blind = dk.blind_secret(SEEDS[1], private)
    point = dk.open_private(cards[2], blind, secrets[1].x, [y, y2])
    out["private_value"] = dk.Composition("kat", VALUES).lookup(point)
    public = dk.RevealId(TABLE, *PUBLIC)
    shares = [dk.make_share(sec.x, public, sec.seat, cards[3].a) for sec in secrets]
    out["public_share2"], out["public_proof2"] = shares[2][0].hex(), shares[2][1].hex()
    point = dk.open_public(cards[3], [y for y, _ in shares])
    out["public_value"] = dk.Composition("kat", VALUES).lookup(point)
    return out


def reference() -> dict[str, str]:
    """Every answer, by the reference."""
    out = {"G": H.pt(R.G), "base7": H.pt(R.mul(7, R.G))}
    out["mul"] = H.pt(R.mul(77, R.G))
    out["add"] = H.pt(R.mul(18, R.G))
    out["sub"] = H.pt(R.neg(R.mul(4, R.G)))
    out["card_c"] = H.pt(H.card("kat", "c"))
    xs = [H.derive(seed, b"key", TABLE, seat.to_bytes(2, "big")) for seat, seed in enumerate(SEEDS)]
    out["x0"] = H.sc(xs[0])
    out["X0"] = H.pt(R.mul(xs[0], R.G))
    out["key_proof0"] = H.prove(xs[0], [R.G], H.KEY, H.key_context(TABLE, 0))
    pk = R.mul(sum(xs), R.G)
    out["pk"] = H.pt(pk)
    cards = [(R.IDENTITY, H.card("kat", v)) for v in VALUES]
    for seat in range(3):
        label = H.shuffle_label(TABLE, seat, "kat", 1)
        perm = H.perm(SEEDS[seat], label, 5)
        rs = [H.derive(SEEDS[seat], b"rerandomize", *label, i.to_bytes(4, "big")) for i in range(5)]
        if seat == 0:
            out["perm0"], out["r0_0"] = bytes(perm), H.sc(rs[0])
        cards = [H.rerandomize(cards[p], r, pk) for p, r in zip(perm, rs)]
        if seat == 0:
            out["shuffled0_pos0"] = H.pt(cards[0][0]) + H.pt(cards[0][1])
    out["deck"] = digest([H.pt(a) + H.pt(b) for a, b in cards])
    context = H.reveal_context(TABLE, *PRIVATE)
    b = H.derive(SEEDS[1], b"blind", context)
    a = cards[2][0]
    out["request"] = H.pt(R.mul(b, a))
    out["request_proof"] = H.prove(b, [a], H.REQUEST, context)
    out["share0"] = H.pt(R.mul(xs[0] * b, a))
    out["share_proof0"] = H.prove(xs[0], [R.G, R.mul(b, a)], H.SHARE, context + b"\x00\x00")
    out["private_value"] = decrypt(cards[2], sum(xs))
    context = H.reveal_context(TABLE, *PUBLIC)
    out["public_share2"] = H.pt(R.mul(xs[2], cards[3][0]))
    out["public_proof2"] = H.prove(xs[2], [R.G, cards[3][0]], H.SHARE, context + b"\x00\x02")
    out["public_value"] = decrypt(cards[3], sum(xs))
    return {k: v if isinstance(v, str) else v.hex() for k, v in out.items()}


def decrypt(ct: tuple[R.Ext, R.Ext], x: int) -> str:
    """B − x·A looked up among the deck's card points."""
    m = R.add(ct[1], R.neg(R.mul(x, ct[0])))
    return next(v for v in VALUES if R.equal(H.card("kat", v), m))


KNOWN: dict[str, str] = {
    "G": "5866666666666666666666666666666666666666666666666666666666666666",
    "base7": "b862409fb5c4c4123df2abf7462b88f041ad36dd6864ce872fd5472be363c5b1",
    "mul": "aa6df914f7a0f04e7f852adf459873f17dba5b1671ea62e82cc10ed6aecc489c",
    "add": "4ab075e0903e4e35b096d4d64e0e81bca5c3968aeae8e87d98d80b7e8426112e",
    "sub": "2f1132ca61ab38dff00f2fea3228f24c6c71d58085b80e47e19515cb27e8d0c7",
    "card_c": "28f59e105c5abe85f5dadf023e4b8848b0bad3eef8f15d07c0f6f9f6c30742d0",
    "x0": "4dc37b35ee6e21b3f811fbc0e1b2bb23235878c6fb319eca9d832ba369b74702",
    "X0": "ec3c3a5142c1b5782219113361f82deb7509c906e313130c0a36830ca86d7b17",
    "key_proof0": (
        "a1237bfe5af18235f6b8b0ba349e25b3ec249f6d36e2e18b85b5f0a4ccac0500"
        "e623c3d735520b564eef569245d2f8d7cce82f7c26c4fb97dabcd76d332a1a0d"
    ),
    "pk": "68b4eabe3fb4b0efc3f76e7b8308bcd487204740973c95389aba5af3962a1435",
    "perm0": "0104020003",
    "r0_0": "06e130154a2a435f47693ff547f1c7a714af032b06fe5f3d9bf62e71e0f61d0b",
    "shuffled0_pos0": (
        "5762393eb04c4894e225d030c3a9fa62a58170293f889dd64adb31b03ef0d553"
        "7c9a5252d4428d4e1c01b864972640a0faa3e4f38d999e96bf0977aaf3a728a9"
    ),
    "deck": "f85cd90928099fdaf0188c8677bf35b29e6e7ed8ca073e5de9cae7294c7bd7cd",
    "request": "a0f29fb791b3fee335300e013acffcc82775b88af5d2d3155e4e1eaab1394afc",
    "request_proof": (
        "9e9eb5c891d9ee9410de52108a81266f168154e5558ed356a938996cf89ae30c"
        "b4521c7f91423e5aff881f2b7326f0aa5e1882a99f97440c0d9035c8043d1c0a"
    ),
    "share0": "d297b64818201e49fdfb5b0f3f748aba0b85a618d32624ad70fb3c58bc8d8c73",
    "share_proof0": (
        "a7d7efe5a8386601d45fc0d44a63d30bc26204413ea54c14a76bf7a0868eaa02"
        "dd7e78bd0d86ba67e1ca38db6a2331bff1da71ee6a7d7f543e1877d7ff4bb300"
    ),
    "private_value": "d",
    "public_share2": "d435537105aca0f52f7e06cbe35e0923540a36892f17e735e478fa2446048f35",
    "public_proof2": (
        "98bcb030f79888515c79e34b3f748460f6b5316eb7ebbb5c017988a9de598707"
        "8598ebfdd5c03be52606a1a8636400ef95b67da56b0f2c9883512e02ed26a005"
    ),
    "public_value": "b",
}


@pytest.fixture(scope="module")
def lib() -> dict[str, str]:
    return library()


@pytest.mark.parametrize("name", sorted(KNOWN))
def test_library_gives_the_known_answer(lib: dict[str, str], name: str) -> None:
    assert lib[name] == KNOWN[name]


def test_the_reference_gives_the_known_answers() -> None:
    assert reference() == KNOWN


def test_every_formula_has_a_known_answer(lib: dict[str, str]) -> None:
    assert set(lib) == set(KNOWN)
