"""Network records (format 2): an independent verifier of every signature, chain and hash."""

from __future__ import annotations

import base64

import pytest

from core.api import CHANCE
from net.protocol.netrecord import verify_text
from net.protocol.recordformat import RecordError
from net.protocol.wire import open_envelope, seal
from tests.net.tables import GAMES, QUIRKS, TABLE, clean_steps, label, past, record_text, table
from tests.net.test_peer_hostile import behind, say, started


@pytest.fixture(scope="module")
def finished() -> tuple[list[list[dict]], list]:
    net, nodes, people = table(3, seed=5)
    net.run(net.all_finished, limit=300)
    assert len({n.final for n in nodes}) == 1
    return [n.record for n in nodes], [nodes, people]


@pytest.fixture(scope="module", params=GAMES)
def finished_any(request: pytest.FixtureRequest) -> tuple[list[list[dict]], list]:
    """A finished 3-peer game of each game: the records and the nodes."""
    net, nodes, people = table(3, seed=5, game=request.param)
    net.run(net.all_finished, limit=300)
    assert len({n.final for n in nodes}) == 1
    return [n.record for n in nodes], [nodes, people]


text = record_text


def test_every_peers_record_verifies_to_the_agreed_final_hash(finished_any) -> None:
    records, (nodes, _) = finished_any
    for record, node in zip(records, nodes):
        outcome = verify_text(text(record))
        assert outcome.finished and outcome.final_hash == node.final
        assert [a.action for a in outcome.applied] == node.actions
        assert outcome.warnings == [] and outcome.desyncs == []


def test_a_flipped_byte_is_a_bad_signature_on_its_line(finished) -> None:
    lines = [dict(x) for x in finished[0][1]]
    raw = bytearray(base64.b64decode(lines[40]["m"]))
    raw[-70] ^= 1  # inside the payload: the signature no longer matches
    lines[40]["m"] = base64.b64encode(bytes(raw)).decode()
    with pytest.raises(RecordError, match=r"^line 41: bad signature"):
        verify_text(text(lines))


def test_a_missing_message_breaks_its_senders_chain(finished) -> None:
    lines = finished[0][0]
    mine = [i for i, x in enumerate(lines) if "m" in x and _sender(x) == _sender(lines[30])]
    cut = mine[5]
    with pytest.raises(RecordError, match=rf"^line {mine[6]}: message #\d+ of .* is future"):
        verify_text(text(lines[:cut] + lines[cut + 1 :]))


def test_an_ack_with_a_wrong_hash_is_named_even_when_properly_signed(finished) -> None:
    records, (_, people) = finished
    lines = [dict(x) for x in records[0]]
    host_key = people[0].public_key
    # Rewrite the host's log from its 30th message on, with one lying ack, all re-signed.
    envs = [open_envelope(base64.b64decode(x["m"]), TABLE) if "m" in x else None for x in lines]
    mine = [i for i, e in enumerate(envs) if e is not None and e.sender == host_key]
    target = next(i for i in mine if envs[i].kind == "ack" and envs[i].body["index"] > 20)
    prev = envs[mine[mine.index(target) - 1]].msg_id
    for i in mine[mine.index(target) :]:
        body = dict(envs[i].body)
        if i == target:
            body["hash"] = bytes(32)
        raw = seal(people[0], TABLE, envs[i].seq, prev, envs[i].kind, body)
        prev = open_envelope(raw, TABLE).msg_id
        lines[i]["m"] = base64.b64encode(raw).decode()
    index = envs[target].body["index"]
    with pytest.raises(RecordError, match=rf"^line {target + 1}: the ack of action {index} by"):
        verify_text(text(lines))


def test_garbage_lines_and_headers_are_named(finished) -> None:
    lines = finished[0][0]
    with pytest.raises(RecordError, match=r"^line 1: not a version-2 record header"):
        verify_text(text([{"format": "tavolata-record", "version": 2}] + lines[1:]))
    with pytest.raises(RecordError, match=r"^line 3: not valid JSON"):
        verify_text(text(lines[:2]) + "{oops\n" + text(lines[2:]))
    with pytest.raises(RecordError, match=r"^line 2: neither a message nor a secret"):
        verify_text(text(lines[:1] + [{"x": 1}] + lines[1:]))


def _sender(line: dict) -> bytes:
    return open_envelope(base64.b64decode(line["m"]), TABLE).sender


# -- verdicts (docs/records.md): finished, interrupted, stopped, damaged ----------------------


def verdict(lines: list[dict]) -> tuple[str, int, str]:
    """A record's verdict, its exit code and its line (damaged: the error as the line)."""
    try:
        outcome = verify_text(text(lines))
    except RecordError as exc:
        return "damaged", 1, str(exc)
    return outcome.verdict, outcome.exit_code, outcome.verdict_text()


def test_a_finished_game_is_finished_and_a_cut_one_interrupted(finished_any) -> None:
    lines = finished_any[0][1]
    assert verdict(lines)[:2] == ("finished", 0)
    assert verdict(lines[: len(lines) // 2])[:2] == ("interrupted", 3)


def test_a_record_missing_its_last_newline_is_truncated(finished) -> None:
    lines = finished[0][1]
    with pytest.raises(RecordError, match=rf"^line {len(lines)}: the record is truncated"):
        verify_text(text(lines)[:-1])


@pytest.mark.parametrize("game", GAMES)
def test_a_record_of_protocol_version_1_still_verifies(monkeypatch, game: str) -> None:
    """Records written before version 2: envelopes of version 1, secrets without a nonce."""
    import net.protocol.wire

    monkeypatch.setattr(net.protocol.wire, "PROTOCOL_VERSION", 1)
    net, nodes, _ = table(3, seed=5, game=game)
    net.run(net.all_finished, limit=300)
    monkeypatch.undo()
    for node in nodes:
        old = [
            {"secret": {k: v for k, v in x["secret"].items() if k != "nonce"}} if "secret" in x
            else x for x in node.record
        ]  # fmt: skip
        assert _version(old[1]) == 1
        assert verdict(old)[:2] == ("finished", 0)


def _version(line: dict) -> int:
    return open_envelope(base64.b64decode(line["m"]), TABLE, (1, 2)).version


# -- secret lines ----------------------------------------------------------------------------


def _secret_and_commit(lines: list[dict]) -> tuple[int, int]:
    """The index of the first secret line and of the line of its commitment."""
    s = next(i for i, x in enumerate(lines) if "secret" in x)
    secret = lines[s]["secret"]
    envs = {
        i: open_envelope(base64.b64decode(x["m"]), TABLE) for i, x in enumerate(lines) if "m" in x
    }
    mine = (secret["round"], secret["seat"])
    c = next(
        i
        for i, e in envs.items()
        if e.kind == "commit" and (e.body["round"], e.body["seat"]) == mine
    )
    return s, c


def test_an_edited_secret_does_not_open_its_commitment(finished_any) -> None:
    lines = [dict(x) for x in finished_any[0][1]]
    s, c = _secret_and_commit(lines)
    secret = dict(lines[s]["secret"])
    secret["value"] = [*secret["value"], 0]  # another value
    lines[s] = {"secret": secret}
    with pytest.raises(
        RecordError,
        match=rf"^line {s + 1}: the secret of seat \d+ in round \d+ does not open its "
        rf"commitment \(line {c + 1}\)",
    ):
        verify_text(text(lines))


def test_a_secret_written_after_its_commitment_is_named(finished) -> None:
    lines = list(finished[0][1])
    s, c = _secret_and_commit(lines)
    moved = lines[:s] + lines[s + 1 : c + 1] + [lines[s]] + lines[c + 1 :]
    with pytest.raises(RecordError, match=rf"^line {c + 1}: .* written after its commitment"):
        verify_text(text(moved))


def test_a_secret_for_a_seat_another_peer_drives_is_named(finished) -> None:
    lines = [dict(x) for x in finished[0][1]]
    s, _ = _secret_and_commit(lines)
    lines[s] = {"secret": {**lines[s]["secret"], "seat": 2}}  # P1's record: seat 2 is P2's
    with pytest.raises(RecordError, match=rf"^line {s + 1}: .* not for a seat this record's"):
        verify_text(text(lines))


def test_a_secret_whose_commitment_was_never_sent_is_fine(finished) -> None:
    lines = list(finished[0][1])
    s, _ = _secret_and_commit(lines)
    never = {"secret": {**lines[s]["secret"], "round": 999}}
    assert verdict(lines + [never])[:2] == ("finished", 0)


def test_an_old_secret_without_nonce_is_checked_against_its_reveal(finished) -> None:
    lines = [dict(x) for x in finished[0][1]]
    s, _ = _secret_and_commit(lines)
    old = {k: v for k, v in lines[s]["secret"].items() if k != "nonce"}
    lines[s] = {"secret": old}
    assert verdict(lines)[:2] == ("finished", 0)
    lines[s] = {"secret": {**old, "value": ["bid", 9, 9]}}
    with pytest.raises(RecordError, match=rf"^line {s + 1}: .* differs from its reveal"):
        verify_text(text(lines))
    # Without a nonce and without a reveal (cut before it), it cannot be checked: a warning.
    reveal = next(
        i for i, x in enumerate(lines)
        if "m" in x and open_envelope(base64.b64decode(x["m"]), TABLE).kind == "reveal"
    )  # fmt: skip
    lines[s] = {"secret": old}
    outcome = verify_text(text(lines[:reveal]))
    assert any("cannot be checked" in w for w in outcome.warnings)


# -- stopped tables: the record proves why, and who is to blame ------------------------------


def test_after_an_equivocation_every_record_names_the_signer(fork_records) -> None:
    records, people, seq = fork_records
    for record in records:
        name, code, line = verdict(record)
        assert (name, code) == ("stopped", 4), line
        assert line.startswith(f"stopped: {label(people[1])} signed two messages #{seq} (line ")


@pytest.fixture(scope="module")
def fork_records() -> tuple[list[list[dict]], list, int]:
    net, nodes, people = table(3)
    net.run(lambda: past(nodes, 10), limit=30)
    chain = nodes[1].peer.log.chain(people[1].public_key)
    seq, head = chain.next_seq, chain.head
    a = seal(people[1], TABLE, seq, head, "ack", {"index": 0, "hash": bytes(32)})
    b = seal(people[1], TABLE, seq, head, "ack", {"index": 0, "hash": bytes([1]) * 32})
    for at, env in (("p0", a), ("p2", b), ("p0", b), ("p2", a)):
        net.inject(at, env, net.conn_between(at, "p1"))
    net.run(lambda: all(n.stopped for n in nodes), limit=5)
    return [n.record for n in nodes], people, seq


@pytest.mark.parametrize("game", GAMES)
def test_a_secret_move_cheat_is_a_stop_blaming_the_seat(game: str) -> None:
    net, nodes, people = table(3, game=game)
    net.run(lambda: started(nodes), limit=30)
    lockstep = nodes[1].peer.game
    assert lockstep is not None
    honest = lockstep.rounds.secrets.nonce

    def lying(round_: int, seat: int) -> bytes:
        committed = lockstep.outbox.sent(("commit", round_, seat))
        return bytes(32) if committed else honest(round_, seat)

    lockstep.rounds.secrets.nonce = lying  # type: ignore[method-assign]
    net.run(lambda: all(n.stopped for n in nodes), limit=30)
    seat = f"seat 1 (P1, {people[1].fingerprint})"
    for node in nodes:
        outcome = verify_text(text(node.record))
        assert (outcome.verdict, outcome.exit_code) == ("stopped", 4)
        assert outcome.stop is not None and outcome.stop.blame == [seat]
        assert outcome.stop.text == (
            f"{seat} cheated in a secret move: seat 1's reveal does not match its commitment"
        )
        assert [m.body["reason"] for m in _stops(node.record)] != []  # each logged its stop


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_revealed_secret_move_is_a_stop_blaming_the_seat(game: str) -> None:
    net, nodes, people = table(3, game=game)
    net.run(lambda: started(nodes), limit=30)
    honest = nodes[1].peer.driver
    quirks = QUIRKS[game]

    def liar(rules, state, seat, index):  # type: ignore[no-untyped-def]
        action = honest(rules, state, seat, index)
        return quirks.illegal(seat) if action and action[0] == quirks.secret_kind else action

    nodes[1].peer.driver = liar  # commits to, and reveals, a move the rules never allow
    net.run(lambda: all(n.stopped for n in nodes), limit=30)
    seat = f"seat 1 (P1, {people[1].fingerprint})"
    for node in nodes:
        outcome = verify_text(text(node.record))
        assert (outcome.verdict, outcome.exit_code) == ("stopped", 4)
        assert outcome.stop is not None and outcome.stop.reason == "illegal_bid"  # on the wire
        assert outcome.stop.blame == [seat]
        assert outcome.stop.text == f"{seat} revealed an illegal secret move {quirks.illegal(1)}"


def test_a_broken_beacon_chain_is_a_stop_blaming_the_peer() -> None:
    net, nodes, people = table(3)
    i, _ = behind(net, nodes, CHANCE)
    game = next(n.peer.game for n in nodes if n.peer.game and n.peer.game.index == i)
    say(net, nodes[1], "link", {"draw": game.draws.count, "link": bytes(32)})
    net.run(lambda: all(n.stopped for n in nodes), limit=5)
    for node in nodes:
        outcome = verify_text(text(node.record))
        assert outcome.verdict == "stopped" and outcome.stop is not None
        assert outcome.stop.blame == [label(people[1])]
        assert outcome.stop.text.startswith(f"{label(people[1])} broke its beacon chain")


def test_a_withheld_reveal_is_named_then_the_abandonment_is_proven(withheld) -> None:
    nodes, people, _ = withheld
    seat = f"seat 1 (P1, {people[1].fingerprint})"
    for node in (nodes[0], nodes[2]):
        late, stop = (m for m in _stops(node.record) if m.sender == node.peer.key)
        assert (late.kind, late.body["seats"]) == ("late", [1])
        assert (stop.kind, stop.body["reason"], stop.body["blame"]) == ("stop", "abandoned", [1])
        outcome = verify_text(text(node.record))
        assert (outcome.verdict, outcome.exit_code) == ("stopped", 4)
        assert outcome.stop is not None and outcome.stop.blame == [seat]
        assert (
            outcome.stop.text
            == f"abandoned: {seat} never revealed the secret move of round {late.body['round']}"
        )
        assert any(f"named {seat} for withholding" in w for w in outcome.warnings)


def test_a_record_cut_before_the_abandonment_is_only_interrupted(withheld) -> None:
    nodes, _, _ = withheld
    record = nodes[0].record
    stop = next(i for i, x in enumerate(record) if "m" in x and _env(x).kind == "stop")
    assert verdict(record[:stop])[:2] == ("interrupted", 3)


def test_a_stop_claim_the_log_contradicts_is_damage(withheld) -> None:
    """The withholder's seat did reveal in this record: claiming otherwise is named."""
    nodes, people, _ = withheld
    record = nodes[0].record
    at = next(i for i, x in enumerate(record) if "m" in x and _env(x).kind == "stop")
    stop = _env(record[at])
    revealer = next(_env(x).body["seat"] for x in record if "m" in x and _env(x).kind == "reveal")
    body = {**stop.body, "blame": [revealer]}
    forged = seal(people[0], TABLE, stop.seq, stop.prev, "stop", body)
    lines = record[:at] + [{"m": base64.b64encode(forged).decode()}]
    with pytest.raises(RecordError, match=rf"^line {at + 1}: P0 .*'s stop claim is contradicted"):
        verify_text(text(lines))
    cheat = {**stop.body, "reason": "cheat", "blame": [1]}
    forged = seal(people[0], TABLE, stop.seq, stop.prev, "stop", cheat)
    lines = record[:at] + [{"m": base64.b64encode(forged).decode()}]
    with pytest.raises(RecordError, match=r"replaying the log does not stop the table for 'cheat'"):
        verify_text(text(lines))


@pytest.fixture(scope="module", params=GAMES)
def withheld(request: pytest.FixtureRequest) -> tuple[list, list, None]:
    net, nodes, people = table(3, game=request.param)
    key = people[1].public_key

    def withhold(sender: str, end: int, data: bytes) -> bytes | None:
        env = open_envelope(data, TABLE)
        return None if env.sender == key and env.kind == "reveal" else data

    net.tap = withhold
    net.run(lambda: nodes[0].stopped is not None and nodes[2].stopped is not None, limit=200)
    return nodes, people, None


def test_two_peers_with_a_determinism_bug_leave_stopped_records() -> None:
    from tests.net.test_peer_desync import begin, single_action_step, skew

    net, nodes, people = table(2)
    k = single_action_step(people, 14)
    begin(net, nodes)
    skew(nodes[1], clean_steps(people)[k])
    net.run(lambda: all(n.stopped for n in nodes), limit=30)
    for node in nodes:
        name, code, line = verdict(node.record)
        assert (name, code) == ("stopped", 4)
        assert line.startswith(f"stopped: desync at action {k} with no majority")


def _env(line: dict):
    return open_envelope(base64.b64decode(line["m"]), TABLE)


def _stops(record: list[dict]) -> list:
    return [e for e in (_env(x) for x in record if "m" in x) if e.kind in ("late", "stop")]
