"""Issue 28, point 6: `tavolata tables` has a useful --help and readable errors, and its
--watch lines say what appeared, changed and left. With real tables on loopback (a host
killed with SIGKILL): tests/e2e/test_gone_tables.py."""

from __future__ import annotations

from dataclasses import replace

from client.tablescmd import event_line, line
from net.discovery import SERVICE_TYPE, Listing, LobbyEvent, TableAd
from tests.e2e.peers import tavolata

AD = TableAd(name="Sala da tè", game="dice_race", options={"goal": "15"}, seats=3, free=1,
             host="ABCD-EFGH", table="ab" * 16)  # fmt: skip
OPEN = Listing(AD, "192.168.1.20", 40945, "Sala da tè." + SERVICE_TYPE)
SILENT = replace(OPEN, state="not answering", why="no answer in 3 s")


def test_r28_6_tables_help_says_what_it_prints_and_how_to_stop() -> None:
    shown = tavolata("tables", "--help", timeout=60)
    assert shown.returncode == 0, shown.stderr
    text = " ".join(shown.stdout.split())
    for words in ("--watch", "--wait SECONDS", "--interface ADDR", "tab-separated",
                  "name, game and its lobby options, seats, address, state", "not answering",
                  "appears (+), changes (~) or leaves (-", "Ctrl-C"):  # fmt: skip
        assert words in text, (words, shown.stdout)
    top = tavolata("--help", timeout=60)
    assert "print the tables a lobby sees on the network" in " ".join(top.stdout.split())


def test_r28_6_tables_errors_are_one_readable_line() -> None:
    bad = tavolata("tables", "--interface", "eth0", timeout=60)
    assert bad.returncode == 2 and bad.stdout == ""
    assert bad.stderr == (
        "tavolata: cannot look for tables on eth0: an interface must be an IP address: "
        "'eth0' does not appear to be an IPv4 or IPv6 address\n"
    )
    wait = tavolata("tables", "--wait", "0", timeout=60)
    assert wait.returncode == 2 and "--wait takes seconds within 0-60, not '0'" in wait.stderr
    assert "Traceback" not in bad.stderr + wait.stderr


def test_r28_6_watch_lines_appear_change_and_leave() -> None:
    seen: set[str] = set()
    service = OPEN.service
    fields = ["Sala da tè", "dice_race goal=15", "2 of 3 seats taken", "192.168.1.20:40945"]
    assert line(OPEN).split("\t") == [*fields, "open"]
    full = line(replace(OPEN, ad=replace(AD, free=0))).split("\t")
    assert full[2:] == ["3 of 3 seats taken", "192.168.1.20:40945", "full"]
    assert event_line(LobbyEvent("added", service, OPEN), seen) == "\t".join(["+", *fields, "open"])
    assert event_line(LobbyEvent("updated", service, SILENT), seen) == "\t".join(
        ["~", *fields, "not answering (no answer in 3 s)"]
    )
    gone = LobbyEvent("removed", service, SILENT, reason="not answering for 15 s: no answer")
    assert event_line(gone, seen) == "\t".join(
        ["-", *fields, "gone (not answering for 15 s: no answer)"]
    )
    assert event_line(gone, seen) is None and seen == set()  # told once
    withdrawn = (
        event_line(LobbyEvent("added", service, OPEN), seen),
        event_line(LobbyEvent("removed", service, OPEN), seen),
    )
    assert withdrawn[1] == "\t".join(["-", *fields, "gone (withdrawn by its host)"])
    invalid = LobbyEvent("invalid", "Rotto." + SERVICE_TYPE, reason="the TXT record has no 'free'")
    assert (
        event_line(invalid, seen)
        == "+\tRotto\t-\t-\t-\tcannot be joined: the TXT record has no 'free'"
    )
    v6 = replace(OPEN, address="fe80::1")
    assert line(v6).split("\t")[3] == "[fe80::1]:40945"
