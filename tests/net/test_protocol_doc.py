"""docs/protocol.md as a second implementation reads it (issue 31, the docs/protocol.md
point): each gap it found, pinned to what the document now says.

- a proof's nonce: the exact bytes hashed, recomputed with hashlib and libsodium alone;
- the audit's "a copy of the card at position j": j counts in the output list;
- who the audit names, in which order, with a list not computed from the previous one and
  with a bad seed; the order of a stop's `blame` (`audit`: keys ascending; `withheld`:
  member order);
- a re-masked or mixed card keeps the card point of the deck its value was first shuffled
  in;
- `withheld` for seeds missing at the end: `index` is the game's number of actions;
- `to` in a reveal's context: the requester's member index, not its seat; the serial;
- the line a verdict names: the line of the message in whose use the stop was found.
"""

from __future__ import annotations

import base64
import hashlib
import struct
from typing import Any

import msgpack
from nacl import bindings as sodium

from core import canonical, hidden, registry
from net.identity import Identity
from net.protocol import audit, elgamal, group, netrecord
from net.protocol import deck as dk
from net.protocol.effects import Applied
from net.protocol.messages import PROTOCOL_VERSION
from net.protocol.peer import Peer
from net.protocol.wire import open_envelope
from tests.net.hidden_game import DECK, Game
from tests.net.memnet import MemNet, Node
from tests.net.tables import TABLE, bot, host_peer, label, person, record_text, table
from tests.net.test_hidden_table import BLIND, POOL, Liar, hooked, kinds

L = 2**252 + 27742317777372353535851937790883648493
NONCE = b"tavolata/hidden/v1/nonce\x00"
DERIVE = b"tavolata/hidden/v1/derive\x00"
KEY = b"tavolata/hidden/v1/key\x00"
REQUEST = b"tavolata/hidden/v1/request\x00"
SHARE = b"tavolata/hidden/v1/share\x00"
G = bytes.fromhex("58" + "66" * 31)
SEEDS = [bytes([s + 1]) * 32 for s in range(4)]


# -- the documented byte layouts, by hand -------------------------------------------------


def t(domain: bytes, *parts: bytes) -> bytes:
    """T(domain, p_1, ..., p_n): the domain as is, each part u32 BE length and bytes."""
    return domain + b"".join(struct.pack(">I", len(p)) + p for p in parts)


def wide(data: bytes, key: bytes = b"") -> int:
    """BLAKE2b-512 (keyed when a key is given) read little-endian, mod L."""
    return int.from_bytes(hashlib.blake2b(data, digest_size=64, key=key).digest(), "little") % L


def sc(n: int) -> bytes:
    """A scalar's 32 bytes, little-endian."""
    return (n % L).to_bytes(32, "little")


def times(n: int, point: bytes) -> bytes:
    """n·point with libsodium (n below L, not zero)."""
    if point == G:
        return sodium.crypto_scalarmult_ed25519_base_noclamp(sc(n))
    return sodium.crypto_scalarmult_ed25519_noclamp(sc(n), point)


def u16(n: int) -> bytes:
    return struct.pack(">H", n)


def u32(n: int) -> bytes:
    return struct.pack(">I", n)


def schnorr(w: int, domain: bytes, context: bytes, q: bytes) -> bytes:
    """The documented Schnorr proof of P = w·Q: the nonce from T(nonce domain, D, context,
    Q, P) keyed with w's 32 bytes, then c = Hs(D, context, Q, P, k·Q), s = k + c·w."""
    p = times(w, q)
    k = wide(t(NONCE, domain, context, q, p), key=sc(w))
    c = wide(t(domain, context, q, p, times(k, q)))
    return sc(c) + sc(k + c * w)


def chaum_pedersen(w: int, context: bytes, h: bytes) -> bytes:
    """The documented proof of X = w·G and Y = w·H: the nonce from T(nonce domain, share
    domain, context, X, H, Y), then c = Hs(share domain, context, X, H, Y, k·G, k·H)."""
    x, y = times(w, G), times(w, h)
    k = wide(t(NONCE, SHARE, context, x, h, y), key=sc(w))
    c = wide(t(SHARE, context, x, h, y, times(k, G), times(k, h)))
    return sc(c) + sc(k + c * w)


def test_i31_a_proofs_nonce_hashes_the_documented_bytes() -> None:
    """Every proof net/ makes (a table key's, a request's, a share's) is the one computed
    from docs/protocol.md's "Proofs" with hashlib and libsodium alone: nothing but the
    documented bytes goes into the nonce, in the documented order."""
    seed, member, to, requester = bytes([7]) * 32, 2, 1, bytes([9]) * 32
    x = wide(t(DERIVE, b"key", TABLE, u16(member)), key=seed)
    public, proof = elgamal.make_key(seed, TABLE, member)
    assert public == times(x, G)
    assert proof == schnorr(x, KEY, TABLE + u16(member), G)

    a = times(12345, G)  # a shuffled card's A
    card = elgamal.Ciphertext(group.Point(a), group.Point(times(777, G)))
    reveal = dk.RevealId(TABLE, "deck", 4, to, 3)
    context = t(b"", TABLE, b"deck", u32(4), u16(to), u32(3))
    assert reveal.context() == context
    b = wide(t(DERIVE, b"blind", context), key=requester)
    blinded, proof = dk.make_request(requester, reveal, card)
    assert blinded == times(b, a)
    assert proof == schnorr(b, REQUEST, context, a)

    y, proof = dk.make_share(group.Scalar(sc(x)), reveal, member, blinded)
    assert y == times(x, blinded)
    assert proof == chaum_pedersen(x, context + u16(member), blinded)
    # A nonce is a pure function of the witness and the statement: the same proof again.
    assert dk.make_share(group.Scalar(sc(x)), reveal, member, blinded)[1] == proof


# -- the audit: positions, who is named and in which order --------------------------------


def test_i31_a_copy_is_named_by_its_position_in_the_output_list() -> None:
    """In "a copy of the card at position j", j is a position of the logged (output) list;
    in "expected the card from position p", p is one of the list it was computed from."""
    game = Game(SEEDS[:2], list(range(8)))
    secrets = game.ours[0].shuffle_secrets(DECK, 0, 8)
    out = dk.shuffle(game.cards, game.pk, secrets)
    perm = secrets.perm
    j = next(j for j in range(8) if perm[j] != j)  # its input position is not j
    i = next(i for i in range(8) if i != j and perm[i] != j)
    out[i] = out[j]
    log: list[audit.Entry] = [audit.Shuffled(0, DECK, 0, tuple(out))]
    faults = audit.Audit(TABLE, {DECK: game.composition}, game.keys, dict(enumerate(SEEDS[:2])))
    found = faults.run(log)
    expected = f"shuffle 0: a copy of the card at position {j} (expected the card from position "
    assert [(f.seat, f.deck, f.position, f.what) for f in found] == [
        (0, DECK, i, expected + f"{perm[i]} re-randomized)")
    ]


def test_i31_a_remasked_copy_is_named_by_its_position_in_the_new_deck() -> None:
    """A re-masking is audited as the wiring logs it: the gathered handles are the input
    list, the `remask` list the output, and every position named is one of the new deck."""
    game = Game(SEEDS[:2], list(range(8)))
    game.shuffle_all()
    sources = ((DECK, 6), (DECK, 2), (DECK, 5), (DECK, 0))
    before = [game.cards[p] for _, p in sources]
    secrets = game.ours[1].shuffle_secrets("hand", 0, 4)
    out = dk.shuffle(before, game.pk, secrets)
    j = next(j for j in range(4) if secrets.perm[j] != j)
    i = next(i for i in range(4) if i != j)
    out[i] = out[j]
    log = [*game.log, audit.Gathered("hand", sources), audit.Shuffled(1, "hand", 0, tuple(out))]
    comps = {DECK: game.composition, "hand": dk.Mixed("hand", [game.composition])}
    found = audit.Audit(TABLE, comps, game.keys, dict(enumerate(SEEDS[:2]))).run(log)
    assert [(f.seat, f.deck, f.position) for f in found] == [(1, "hand", i)]
    assert f"a copy of the card at position {j} (" in found[0].what


def copy_over(out: list[elgamal.Ciphertext], *positions: int) -> None:
    """A cheater's list: the card at each of `positions` replaced by its neighbour's."""
    for p in positions:
        out[p] = out[(p + 1) % len(out)]


def test_i31_the_audit_names_seeds_then_each_list_in_log_order_and_skips_what_needs_x() -> None:
    """Member 0 reveals a seed that does not open its key: it is named first (seeds in
    member order), for its seed, and for its private request (checked against the seed it
    revealed), never for its own list (nothing of it can be derived). Then every list in log
    order, each wrong output position in ascending order. With one x unknown nothing
    decrypts: a mix's opened values and a claim are not checked, so a false claim and a
    mix's changed values name nobody; a mix's permutation is still checked."""
    n = 10
    game = Game(SEEDS[:3], [f"card {i}" for i in range(n)])
    for seat, ours in enumerate(game.ours):
        out = dk.shuffle(game.cards, game.pk, ours.shuffle_secrets(DECK, 0, n))
        copy_over(out, *{0: (5,), 1: (3,), 2: (7, 2)}[seat])
        game.cards = out
        game.log.append(audit.Shuffled(seat, DECK, 0, tuple(out)))
    sources = tuple((DECK, p) for p in (1, 4, 6, 8, 9))
    game.log.append(audit.Gathered("mixed", sources, mix=True))
    cards = [game.cards[p] for _, p in sources]
    for seat, ours in enumerate(game.ours):
        out = dk.shuffle(cards, game.pk, ours.shuffle_secrets("mixed", 0, len(cards)))
        if seat == 1:
            copy_over(out, 4)
        cards = out
        game.log.append(audit.Shuffled(seat, "mixed", 0, tuple(out)))
    game.private(0, 9)
    game.log.append(audit.Claimed(2, DECK, 9, "no such card"))
    comps = {DECK: game.composition, "mixed": dk.Mixed("mixed", [game.composition])}

    def run(seeds: dict[int, bytes]) -> list[tuple[int, str, int | None, str]]:
        found = audit.Audit(TABLE, comps, game.keys, seeds).run(game.log)
        return [(f.seat, f.deck, f.position, f.what.split(" (")[0]) for f in found]

    honest = dict(enumerate(SEEDS[:3]))
    copy = "shuffle 0: a copy of the card at position"
    lists = [
        (1, DECK, 3, f"{copy} 4"),
        (2, DECK, 2, f"{copy} 3"),
        (2, DECK, 7, f"{copy} 8"),
        (1, "mixed", 4, f"{copy} 0"),
    ]
    assert run(honest) == [
        (0, DECK, 5, f"{copy} 6"),
        *lists,
        (1, "mixed", None, "mix 0: its list opens to other values than its input"),
        (2, DECK, 9, "a claim that does not match the card"),
    ]
    assert run({**honest, 0: SEEDS[3]}) == [
        (0, "", None, "revealed a seed that does not open its table key"),
        *lists,
        (0, DECK, 9, "a request that is not a blinding of the card"),
    ]


def keys_in_two_orders() -> list[Identity]:
    """Three people whose member order is not their keys' order: P1's key sorts after P2's."""
    for seed in range(50):
        people = [person(f"P{i}", seed) for i in range(3)]
        if people[1].public_key > people[2].public_key:
            return people
    raise AssertionError("no such people in 50 seeds")


def test_i31_an_audit_stop_blames_keys_in_ascending_order_found_at_the_last_seed() -> None:
    """Members 1 and 2 each copy a card over another in every shuffle. The audit names both
    (its text in log order: member 1's list first); the `stop` blames their keys in
    ascending byte order (member 2's first here), with `index` the game's number of actions;
    the verifier reaches the same stop and names the line of a `seed`, the message whose use
    ran the audit, not the line of a list."""
    people = keys_in_two_orders()
    net, nodes, _ = table(3, game=BLIND, options={"players": 3}, people=people)

    def substitute(kind: str, body: dict[str, Any]) -> dict[str, Any]:
        if kind != "shuffle":
            return body
        cards = list(body["cards"])
        cards[3] = cards[5]
        return {**body, "cards": cards}

    for node in nodes[1:]:
        hooked(node, substitute)
    net.run(net.all_finished, limit=120)
    stopped = nodes[0].stopped
    assert stopped is not None and "the audit failed" in stopped
    assert stopped.index(label(people[1])) < stopped.index(label(people[2]))
    sent = kinds(nodes[0])
    stop = next(b for k, b, s in sent if k == "stop" and s == people[0].public_key)
    keys = [people[2].public_key, people[1].public_key]
    assert keys == sorted(keys) and stop["reason"] == "audit" and stop["blame"] == keys
    assert stop["index"] == len(nodes[0].actions)
    verified = netrecord.verify_text(record_text(nodes[0].record))
    assert verified.stop is not None and verified.stop.reason == "audit"
    assert verified.stop.blame == [label(people[2]), label(people[1])]
    assert line_kind(nodes[0], verified.stop.line) == "seed"


def line_kind(node: Node, line: int) -> str:
    """The kind of the message on record line `line` (the header is line 1)."""
    raw = node.record[line - 1]
    return open_envelope(base64.b64decode(raw["m"]), TABLE, (PROTOCOL_VERSION,)).kind


def test_i31_seeds_missing_at_the_end_are_named_with_the_games_action_count() -> None:
    """Members 1 and 2's seeds never reach anyone. 30 s after its last step was confirmed
    member 0 logs `withheld` with `index` = the number of actions of the game (the `index`
    of the last `ack`) and `peers` in member order (not key order); 120 s later it stops
    (`withheld`, the same keys in the same order)."""
    people = keys_in_two_orders()
    net, nodes, _ = table(3, game=BLIND, options={"players": 3}, people=people)
    quiet = {people[1].public_key, people[2].public_key}

    def drop_seeds(_address: str, _end: int, data: bytes) -> bytes | None:
        sender, payload, _ = msgpack.unpackb(data)  # a frame is one envelope
        kind = msgpack.unpackb(payload)[5]
        return None if kind == "seed" and sender in quiet else data

    net.tap = drop_seeds
    net.run(lambda: any("withheld its part" in text for text in nodes[0].notices), limit=200)
    sent = kinds(nodes[0])
    acks = [b["index"] for k, b, s in sent if k == "ack" and s == people[0].public_key]
    withheld = next(b for k, b, s in sent if k == "withheld" and s == people[0].public_key)
    assert withheld["index"] == len(nodes[0].actions) == max(acks)
    assert withheld["peers"] == [people[1].public_key, people[2].public_key]
    net.run(lambda: nodes[0].stopped is not None, limit=200)
    stop = next(b for k, b, s in kinds(nodes[0]) if k == "stop" and s == people[0].public_key)
    assert stop["reason"] == "withheld" and stop["blame"] == withheld["peers"]
    assert stop["index"] == withheld["index"]


# -- the reveal context --------------------------------------------------------------------


def test_i31_to_in_a_reveal_context_is_the_requesters_member_index() -> None:
    """The host drives seats 0 and 1, the joiner (member 1) seat 2. Every share for the
    joiner's requests carries `to` = 1, and its proof checks against the context built with
    u16 1 and the documented serial (the number of Reveal and Show resolutions before its
    own), never with its seat 2."""
    host, joiner = person("P0"), person("P1")
    net = MemNet()
    options = {"players": 3}
    seats = ["host", "bot", "remote"]
    nodes = [net.add(host_peer(host, 3, seats=seats, game=BLIND, options=options))]
    nodes.append(net.add(Peer.joining(joiner, "p1", bot(joiner), "p0")))
    net.run(net.all_finished, limit=120)
    assert [n.final is not None for n in nodes] == [True, True]
    sent = kinds(nodes[0])
    roster = nodes[0].peer.roster
    assert roster is not None and roster.seats_of(joiner.public_key) == (2,)
    members = [m.key for m in roster.peers]
    assert members.index(joiner.public_key) == 1
    keys = {
        members.index(s): elgamal.check_key(TABLE, members.index(s), b["key"], b["proof"])
        for k, b, s in sent
        if k == "key"
    }
    requests = {
        (b["index"], b["request"], members.index(s)): b["blinded"]
        for k, b, s in sent
        if k == "request"
    }
    actions = nodes[0].actions
    private = [(b, s) for k, b, s in sent if k == "share" and b["to"] != dk.PUBLIC]
    assert private and {b["to"] for b, _ in private} == {0, 1}
    for body, sender in private:
        i, j, to = body["index"], body["request"], body["to"]
        resolved = actions[i + j]  # request j of the node at step i resolves as action i + j
        assert resolved[0] == hidden.REVEALED
        serial = sum(1 for a in actions[: i + j] if a[0] in (hidden.REVEALED, hidden.SHOWN))
        sharer = members.index(sender)
        base = group.decode_point(requests[(i, j, to)])
        reveals = {t: dk.RevealId(TABLE, resolved[1], resolved[2], t, serial) for t in (to, to + 1)}
        assert share_checks(reveals[to], sharer, keys[sharer], base, body)
        if to == 1:  # its seat, 2, in the context: the proof does not check
            assert not share_checks(reveals[2], sharer, keys[sharer], base, body)


def share_checks(
    reveal: dk.RevealId, sharer: int, key: group.Point, base: group.Point, body: dict[str, Any]
) -> bool:
    """Whether a logged share body checks for `reveal` (net/protocol/deck.py's check)."""
    try:
        dk.check_share(reveal, sharer, key, base, body["share"], body["proof"])
    except group.HiddenError:
        return False
    return True


# -- card points of re-masked and mixed decks ----------------------------------------------


def opened_points(
    node: Node, people: list[Identity], name: str, kind: str
) -> list[tuple[Any, bytes]]:
    """(request, card point) of every card of every `kind` list in the node's record, each
    decrypted with every member's x (their seeds derived from the profile keys, as peers
    derive them: derive("hidden" || table))."""
    total = 0
    for member, me in enumerate(people):
        seed = me.derive(b"hidden" + TABLE)
        total += wide(t(DERIVE, b"key", TABLE, u16(member)), key=seed)
    states = {e.index: e.before for e in node.of(Applied)}
    game = registry.get(name)
    out = []
    for k, body, _ in kinds(node):
        if k == kind:
            request = hidden.requests(game, states[body["index"]])[body["request"]]
            for card in body["cards"]:
                a, b = card[:32], card[32:]
                point = sodium.crypto_core_ed25519_sub(b, times(total, a))
                out.append((request, point))
    return out


def card_points(deck: str, values: Any) -> set[bytes]:
    return {group.hash_to_group(deck, canonical.encode(v)) for v in values}


def decks_of(node: Node) -> dict[str, tuple[Any, ...]]:
    """Every deck's name and values, from the node's last state."""
    return {d.name: d.values for d in node.of(Applied)[-1].after.secrets.decks}


def test_i31_remasked_cards_keep_the_point_of_their_first_deck() -> None:
    """It's a Wonderful Kingdom's Advisor module: "dev.cards" and "advisors" are shuffled,
    every peer mixes them into "dev", and each deal ends with each seat re-masking its hand
    (handles of "dev") into a new deck "hand1.p". Every card of every `remask` list opens to
    M_v of the deck its value was first shuffled in, through the mix and the re-masking:
    never to a point named after "dev" or the hand."""
    people = [person(f"P{i}") for i in range(2)]
    name, options = "wonderful_kingdom", {"players": 2, "module": "advisor"}
    net, nodes, _ = table(2, game=name, options=options, people=people)
    net.run(lambda: all(("remasked", "hand1.1") in n.actions for n in nodes), limit=120)
    decks = decks_of(nodes[0])
    done = {a[0]: a[1] for a in nodes[0].actions if a[0] in (hidden.MIXED, hidden.REMASKED)}
    first = {a[1] for a in nodes[0].actions if a[0] == hidden.SHUFFLED}
    assert {"dev.cards", "advisors"} <= first and done[hidden.MIXED] == "dev"
    points = set().union(*(card_points(d, decks[d]) for d in first))
    opened = opened_points(nodes[0], people, name, "remask")
    assert {r.deck for r, _ in opened} == {"hand1.0", "hand1.1"}
    assert "dev" in {d for r, _ in opened for d, _ in r.handles}
    for request, point in opened:
        assert point in points
        for passed in (request.deck, "dev"):
            assert point not in card_points(passed, decks[passed])


def test_i31_mixed_cards_keep_the_point_of_their_first_deck() -> None:
    """Blind Pass's pool: the `mix` lists of deck "drawn" open to points of "deck" and
    "pool", never to a point of "drawn"."""
    people = [person(f"P{i}") for i in range(3)]
    net, nodes, _ = table(3, game=BLIND, options=POOL, people=people)
    net.run(lambda: any(a[0] == hidden.MIXED for a in nodes[0].actions), limit=60)
    decks = decks_of(nodes[0])
    opened = opened_points(nodes[0], people, BLIND, "mix")
    assert len(opened) == 3 * 14
    sources = card_points("deck", decks["deck"]) | card_points("pool", decks["pool"])
    assert all(point in sources for _, point in opened)
    assert not any(point in card_points("drawn", decks["drawn"]) for _, point in opened)


# -- the line a verdict names --------------------------------------------------------------


def test_i31_a_verdict_names_the_line_of_the_message_whose_use_stopped_the_table() -> None:
    """Member 1 sends a wrong share in the first deal (step 1). Its record verifies as
    stopped at that share's line. With every line of member 1 moved to the front (each
    sender's order kept: a valid record), the share is read long before the observer can
    use it: it waits, the later lines are used, and the stop is found when the share is
    finally used; the verdict still names the share's own (now early) line, and the stop
    is the same (reason, blame; `index` 1 in the logged stops)."""
    people = [person(f"P{i}") for i in range(3)]
    net, nodes, _ = table(3, game=BLIND, options={"players": 3}, people=people)
    hooked(nodes[1], lambda kind, body: {**body, "share": G} if kind == "share" else body)
    net.run(net.all_finished, limit=60)
    record = nodes[0].record
    cheat = people[1].public_key

    def bad_share_line(lines: list[dict[str, Any]]) -> int:
        for number, raw in enumerate(lines[1:], start=2):
            env = open_envelope(base64.b64decode(raw["m"]), TABLE, (PROTOCOL_VERSION,))
            if env.kind == "share" and env.sender == cheat and env.body["share"] == G:
                return number
        raise AssertionError("no wrong share")

    stops = [b for k, b, _ in kinds(nodes[0]) if k == "stop"]
    assert stops and all(b["index"] == 1 and b["reason"] == "hidden" for b in stops)
    as_kept = netrecord.verify_text(record_text(record))
    assert as_kept.stop is not None and as_kept.stop.line == bad_share_line(record)

    def sender(raw: dict[str, Any]) -> bytes:
        return open_envelope(base64.b64decode(raw["m"]), TABLE, (PROTOCOL_VERSION,)).sender

    body = record[1:]
    moved = [record[0], *[r for r in body if sender(r) == cheat]]
    moved += [r for r in body if sender(r) != cheat]
    line = bad_share_line(moved)
    assert line < bad_share_line(record)
    later = [line_kind_of(r) for r in moved[line:] if sender(r) != cheat]
    assert "shuffle" in later  # member 0's shuffle of step 0: the share had to wait for it
    reordered = netrecord.verify_text(record_text(moved))
    assert reordered.stop is not None and reordered.stop.line == line
    assert (reordered.stop.reason, reordered.stop.blame) == ("hidden", [label(people[1])])


def test_i31_a_refuted_claim_is_named_at_the_line_of_a_share_of_its_show() -> None:
    """Member 1 claims a card it plays is another value. The Show refutes it when its last
    share is used: the verdict names the line of a public share of that Show, and every
    logged `stop` has `index` = the Show's step (its resolution not applied)."""
    people = [person(f"P{i}") for i in range(3)]
    net, nodes, _ = table(3, game=BLIND, options={"players": 3}, people=people)
    nodes[1].peer.driver = Liar(lambda seat: "random", people[1].derive(b"bots"))
    net.run(net.all_finished, limit=60)
    verified = netrecord.verify_text(record_text(nodes[2].record))
    assert verified.stop is not None and verified.stop.reason == "claim"
    raw = nodes[2].record[verified.stop.line - 1]
    env = open_envelope(base64.b64decode(raw["m"]), TABLE, (PROTOCOL_VERSION,))
    assert env.kind == "share" and env.body["to"] == dk.PUBLIC
    stops = [b for k, b, _ in kinds(nodes[2]) if k == "stop"]
    assert stops and {b["index"] for b in stops} == {env.body["index"]}
    assert len(nodes[2].actions) == env.body["index"]  # the Show's resolution never applied


def line_kind_of(raw: dict[str, Any]) -> str:
    return open_envelope(base64.b64decode(raw["m"]), TABLE, (PROTOCOL_VERSION,)).kind
