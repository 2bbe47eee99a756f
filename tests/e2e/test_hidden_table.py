"""Hidden information between separate processes over real TCP on 127.0.0.1: a 4-peer
Legends game with the mephitic swamp and every token variant, and a Blind Pass table hosted
and joined (team-mates, and two decks mixed by every peer); every record verifies with the
end-of-game audit (docs/protocol.md, "Reveals")."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from net.protocol.messages import RECORD_VERSIONS
from net.protocol.wire import open_envelope
from tests.e2e.peers import LOOPBACK, Proc, host, join, verify

pytestmark = [pytest.mark.lan, pytest.mark.slow]

TOKENS = ("exploration_tokens", "fortress_tokens", "raging_dragon", "magic_portals", "bandits")



def table(tmp_path: Path, procs: list[Proc], players: int, *options: str) -> list[Path]:
    """A host and joiners by address (no discovery), each writing a record; every record."""
    records = [tmp_path / f"p{i}.rec" for i in range(players)]
    procs.append(host(tmp_path / "h", "Secrets", players, "--no-announce",
                      *options, "--quiet", "--record", str(records[0])))  # fmt: skip
    port = procs[0].hosting_port()
    for i in range(1, players):
        procs.append(join(tmp_path / f"j{i}", f"J{i}", "--address", f"{LOOPBACK}:{port}",
                          "--quiet", "--record", str(records[i])))  # fmt: skip
    codes = [p.finish() for p in procs]
    assert codes == [0] * players, [p.output[-2000:] for p in procs]
    finals = {p.final for p in procs}
    assert len(finals) == 1 and None not in finals
    return records


def test_a_four_peer_legends_game_with_the_swamp_and_every_token_variant(
    tmp_path: Path, procs: list[Proc]
) -> None:
    variants = [arg for v in (*TOKENS, "mephitic_swamp") for arg in ("--variant", v)]
    records = table(tmp_path, procs, 4, "--edition", "legends", *variants)
    for record in records:
        done = verify(record)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr
        assert "finished: every peer acknowledged the final state; the audit passed" in done.stdout
        assert done.stdout.strip().splitlines()[-1] == procs[0].final


def test_a_blind_pass_table_hosted_and_joined_plays_and_verifies(
    tmp_path: Path, procs: list[Proc], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVOLATA_PLUGINS", "tests.tinygame")
    records = table(tmp_path, procs, 4, "--game", "blind_pass", "--variant", "pairs",
                    "--variant", "pool", "--bot", "random")  # fmt: skip
    assert "Final scores" in procs[0].output
    for record in records:
        done = verify(record)
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr
        assert "the audit passed" in done.stdout
        assert logged(record).count("mix") == 4  # the pool's Mix: one list by each peer


def logged(record: Path) -> list[str]:
    """The kind of every message a record holds."""
    header, *lines = [json.loads(line) for line in record.read_text().splitlines()]
    table = bytes.fromhex(header["table"])
    raws = [base64.b64decode(line["m"]) for line in lines if "m" in line]
    return [open_envelope(raw, table, RECORD_VERSIONS).kind for raw in raws]
