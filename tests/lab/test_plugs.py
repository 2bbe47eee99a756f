"""How the lab plugs into a peer from outside (issue 31): the deadlines it shortens come in
a `Timing` built from the command line, and `host --help` says so."""

from __future__ import annotations

import pytest

from client import cli
from client.cliargs import parser
from core import registry
from net.protocol.settings import DEFAULT, Deadline


def test_i31_lab_deadlines_is_listed_in_host_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["host", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--lab-deadlines SECONDS:SECONDS" in text
    assert "default 30:120" in text


def test_i31_lab_deadlines_parse_to_a_timing_and_bad_ones_are_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = parser(registry.info(registry.default())).parse_args(
        ["host", "--name", "t", "--lab-deadlines", "5:10"]
    )
    timing = DEFAULT.with_reveal_deadlines(*args.lab_deadlines)
    assert timing.reveals == Deadline(5.0, 10.0)
    assert timing.secret_moves == DEFAULT.secret_moves  # only the reveals' deadlines change
    assert DEFAULT.reveals == Deadline(30.0, 120.0)  # the default is never written
    for bad in ("5", "0:10", "x:1", "5:700"):
        with pytest.raises(SystemExit):
            parser(None).parse_args(["join", "--address", "h:1", "--lab-deadlines", bad])
        assert "--lab-deadlines takes SECONDS:SECONDS" in capsys.readouterr().err
