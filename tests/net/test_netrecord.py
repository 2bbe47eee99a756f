"""Network records (format 2): an independent verifier of every signature, chain and hash."""

from __future__ import annotations

import base64
import json

import pytest

from net.netrecord import verify_text
from net.record import RecordError
from net.wire import open_envelope, seal
from tests.net.tables import TABLE, table


@pytest.fixture(scope="module")
def finished() -> tuple[list[list[dict]], list]:
    net, nodes, people = table(3, seed=5)
    net.run(net.all_finished, limit=300)
    assert len({n.final for n in nodes}) == 1
    return [n.record for n in nodes], [nodes, people]


def text(lines: list[dict]) -> str:
    return "".join(json.dumps(line) + "\n" for line in lines)


def test_every_peers_record_verifies_to_the_agreed_final_hash(finished) -> None:
    records, (nodes, _) = finished
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
