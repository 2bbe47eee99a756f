"""The desync inspector: a lab report's games and desyncs, a peer's dump, files it refuses.

One dump comes from a real desync: a peer's state corrupted on the in-memory network
(tests/net/test_peer_desync.py's helpers), its report built by net.protocol.desync.build_report
and written by client/netplay.write_desync, as a headless peer does.
"""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from client.gui.desyncview import DesyncDialog, DesyncView, changed_lines, pretty
from client.gui.mainwindow import MainWindow
from client.gui.reportfile import ReportError, load
from client.netplay import write_desync
from net.protocol.effects import Desynced
from tests.client.uiplayer import shoot
from tests.net.tables import label, table
from tests.net.test_peer_desync import BONUS, begin, coins_of_seat_1, corrupt_at, single_action_step

HOST, BEA, CY = "seat 0 (Host)", "seat 1 (Bea)", "seat 2 (Cy)"
H = {"host": "a1" * 32, "bea": "b2" * 32, "cy": "c3" * 32, "odd": "d4" * 32}


def peer(name: str, state: str, rebuilt: str) -> dict[str, Any]:
    """One peer's line of a report: its hash at the action and its rebuild from the log."""
    return {
        "peer": name,
        "key": "00" * 32,
        "fingerprint": "K3QZ-7MXA",
        "hash": state,
        "rebuilt": rebuilt,
    }


def lab_report() -> dict[str, Any]:
    """A lab run of two games: a corrupt state (recovered), then a nondeterministic peer."""
    corrupt = {
        "detected_at": 40,
        "peers": [
            peer(HOST, H["host"], H["host"]),
            peer(BEA, H["bea"], H["host"]),
            peer(CY, H["host"], H["host"]),
        ],
        "majority": H["host"],
        "minority": [BEA],
        "first_difference": {
            "path": "players[1].coins",
            "values": [{"peer": BEA, "value": 13}, {"peer": HOST, "value": 8}],
        },
        "recovered": True,
        "verdict": "recovered: rebuilding from the signed log gave the majority state",
        "expected": {"action": 40, "path": "players[1].coins", "matches": True},
    }
    bug = {
        "detected_at": 57,
        "peers": [
            peer(HOST, H["host"], H["host"]),
            peer(BEA, H["host"], H["host"]),
            peer(CY, H["cy"], H["cy"]),
        ],
        "majority": H["host"],
        "minority": [CY],
        "first_difference": {
            "path": "armies[7][0]",
            "values": [{"peer": CY, "value": 1}, {"peer": HOST, "value": 2}],
        },
        "recovered": False,
        "verdict": "not recoverable by rebuild: the same signed log gives another state, a "
        "determinism bug in the rules core (the minority adopted the majority state)",
        "expected": {"action": 57, "path": "armies[7][0]", "matches": True},
    }
    again = dict(bug, detected_at=91, expected={"action": 91, "path": "tiles", "matches": False})
    again["first_difference"] = {
        "path": "tiles",
        "values": [
            {"peer": CY, "value": ["crystal", "", "wood", "iron", "", "tools", "food", "wild"]},
            {"peer": HOST, "value": ["crystal", "", "wood", "food", "", "tools", "iron", "wild"]},
        ],
    }
    games = [
        {
            "game": 0,
            "finished": True,
            "actions": 173,
            "wall_seconds": 8.1,
            "final_hashes": {HOST: H["host"], BEA: H["host"], CY: H["host"]},
            "final_hashes_agree": True,
            "injected": [{"kind": "corrupt", "seat": 1, "action": 40, "path": "players[1].coins"}],
            "desyncs": [corrupt],
            "records_verified": True,
            "problems": [],
        },
        {
            "game": 1,
            "finished": True,
            "actions": 168,
            "wall_seconds": 7.9,
            "final_hashes": {HOST: H["odd"], BEA: H["odd"], CY: H["odd"]},
            "final_hashes_agree": True,
            "injected": [
                {"kind": "nondeterminism", "seat": 2, "action": None, "path": None},
                {"kind": "corrupt", "seat": 1, "action": 500, "injected": False},
            ],
            "desyncs": [bug, again],
            "records_verified": True,
            "problems": [],
        },
    ]
    return {
        "format": "tavolata-lab-report",
        "version": 1,
        "command": "tavolata lab --peers 3 --games 2 --seed 7 --corrupt 1@40 --nondeterminism 2",
        "seed": 7,
        "peers": 3,
        "faults": {"corrupt": ["1@40"], "nondeterminism": [2]},
        "games": games,
        "summary": {
            "games": 2,
            "finished": 2,
            "desyncs_injected": 2,
            "desyncs_detected": 3,
            "recovered": 1,
            "wall_seconds": 16.4,
        },
    }


def write(folder: Path, name: str, data: Any) -> Path:
    path = folder / name
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


def sides(view: DesyncView) -> list[tuple[str, str]]:
    """The value columns as shown: (the column's title, the value's text), left to right."""
    return [(group.title(), text.toPlainText()) for group, text in view.sides]


def side_by_side(view: DesyncView) -> bool:
    """Every value column stands to the right of the one before it, at the same height."""
    boxes = [group.geometry() for group, _ in view.sides]
    return all(a.right() < b.left() and a.top() == b.top() for a, b in pairwise(boxes))


@pytest.fixture
def real_dump(tmp_path: Path) -> tuple[Path, dict[str, Any], list[str]]:
    """A corrupted peer's desync on the in-memory net, written as its headless peer would:
    (the .json dump, the report, the [minority, majority] labels of the compared peers)."""
    net, nodes, people = table(3)
    k = single_action_step(people, 14)
    begin(net, nodes)
    corrupt_at(nodes[2], k)
    net.run(net.all_finished, limit=60)
    effect = nodes[2].of(Desynced)[0]
    paths = write_desync(effect, tmp_path, people[2].fingerprint)
    majority = min(people[:2], key=lambda p: p.public_key)  # build_report compares by key
    return paths[1], effect.report, [label(people[2]), label(majority)]


def test_a_lab_report_lists_its_games_and_shows_a_desync_side_by_side(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    window: MainWindow = make_window()
    assert window.inspect(write(tmp_path, "lab.json", lab_report()))
    page = window.inspector
    assert window.pages.currentWidget() is page
    games = [[page.games.item(r, c).text() for c in range(4)] for r in range(2)]
    assert games == [["Game 0", "yes", "yes", "1"], ["Game 1", "yes", "yes", "2"]]
    assert "3 detected, 1 recovered" in page.source.text()
    page.select(1, 1)
    rows = [[page.desyncs.item(r, c).text() for c in range(3)] for r in range(2)]
    assert rows == [["57", "not recovered", CY], ["91", "not recovered", CY]]
    view = page.view
    assert view.head.text() == "The peers disagreed after action 91."
    assert view.field.text() == "First differing field: tiles"
    shown = sides(view)
    assert [title for title, _ in shown] == [
        f"{CY} — in the minority",
        f"{HOST} — with the majority",
    ]
    assert shown[0][1].startswith('[\n  "crystal",\n  "",\n  "wood",\n  "iron",')
    assert '  "food",' in shown[1][1]
    qtbot.waitUntil(lambda: side_by_side(view))  # once the new columns are laid out
    # Only the lines that differ are tinted: iron/food swapped, at lines 4 and 7.
    assert [len(text.extraSelections()) for _, text in view.sides] == [2, 2]
    assert "does NOT match" in view.expected.text()
    side = [view.peers.item(r, 1).text() for r in range(3)]
    assert side == ["majority", "majority", "minority"]
    assert view.peers.item(2, 2).toolTip() == H["cy"]
    page.select(0)
    assert view.head.text() == "The peers disagreed after action 40."
    assert sides(view) == [(f"{BEA} — in the minority", "13"), (f"{HOST} — with the majority", "8")]
    assert (
        view.expected.text()
        == "Injected fault: action 40, players[1].coins. The report matches it."
    )
    page.select(1, 0)
    assert view.field.text() == "First differing field: armies[7][0]"
    assert "Not injected (the game ended first): corrupt at seat 1, action 500." in (
        page.game_note.text()
    )
    page.select(1, 1)  # the picture: two lists side by side, the swapped goods tinted
    qtbot.waitUntil(lambda: side_by_side(view))
    shoot(window, "desync-inspector")


def test_a_real_desync_dump_opens_with_both_peers_values(
    qtbot: Any, make_window: Any, real_dump: tuple[Path, dict[str, Any], list[str]]
) -> None:
    path, report, (minority, majority) = real_dump
    diff = report["first_difference"]
    assert diff["path"] == "players[1].coins"  # what build_report found: the corrupted field
    window: MainWindow = make_window()
    assert window.inspect(path)
    page = window.inspector
    assert page.games.isHidden() and page.desyncs.rowCount() == 1
    assert page.desyncs.item(0, 0).text() == str(report["detected_at"])
    view = page.view
    assert view.field.text() == "First differing field: players[1].coins"
    coins = diff["values"][1]["value"]
    assert sides(view) == [
        (f"{minority} — in the minority", str(coins + BONUS)),
        (f"{majority} — with the majority", str(coins)),
    ]
    qtbot.waitUntil(lambda: side_by_side(view))  # once the new columns are laid out
    assert view.verdict.text() == report["verdict"]
    assert path.with_suffix(".state").exists()
    assert coins_of_seat_1(path.with_suffix(".state").read_bytes()) == coins + BONUS
    window.set_language("it")  # the verdict of build_report is among the translated ones
    assert view.verdict.text().startswith("recuperato")
    assert view.field.text() == "Primo campo diverso: players[1].coins"
    window.set_language("en")


def test_files_that_are_no_report_are_refused_with_a_sentence(
    make_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cut = tmp_path / "cut.json"
    cut.write_text(json.dumps(lab_report())[:300], encoding="utf-8")
    broken = lab_report()
    del broken["games"][1]["desyncs"][0]["peers"][2]["hash"]
    cases = {
        cut: "cut.json is not valid JSON (line 1): the file may be damaged or cut short.",
        write(
            tmp_path, "list.json", [1, 2]
        ): "list.json is neither a lab report nor a desync dump.",
        write(tmp_path, "other.json", {"format": "tavolata-record"}): (
            "other.json is a “tavolata-record” file, not a lab report."
        ),
        write(tmp_path, "v2.json", dict(lab_report(), version=2)): (
            "v2.json is a lab report of version 2; this client reads version 1."
        ),
        write(tmp_path, "broken.json", broken): (
            "broken.json is an incomplete lab report: games[1].desyncs[0].peers[2].hash is "
            "missing or of the wrong kind."
        ),
        write(tmp_path, "dump.json", {"detected_at": "41", "peers": []}): (
            "dump.json is an incomplete desync dump: detected_at is missing or of the wrong kind."
        ),
        tmp_path / "gone.json": "gone.json cannot be read: No such file or directory.",
    }
    for path, sentence in cases.items():
        with pytest.raises(ReportError) as refused:
            load(path)
        assert str(refused.value) == sentence
    warnings: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "warning", lambda _, title, text: warnings.append((title, text))
    )
    window: MainWindow = make_window()
    assert not window.inspect(cut)
    assert warnings == [("Cannot open this report", cases[cut])]
    assert window.pages.currentWidget() is window.lobby
    # On the page itself, a refused file is said in a line and what was shown stays.
    assert window.inspect(write(tmp_path, "lab.json", lab_report()))
    assert not window.inspector.open_path(tmp_path / "broken.json")
    assert window.inspector.error.text() == cases[tmp_path / "broken.json"]
    assert window.inspector.error.isVisible() and window.inspector.games.rowCount() == 2


def test_the_table_menu_opens_the_inspector_and_close_goes_back(
    make_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window: MainWindow = make_window()
    action = window.menus.acts["inspect"]
    assert action in window.menus.table_menu.actions()
    assert action.text() == "Open a desync report…"
    path = write(tmp_path, "lab.json", lab_report())
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_: (str(path), ""))
    action.trigger()
    assert window.pages.currentWidget() is window.inspector
    window.inspector.close_button.click()
    assert window.pages.currentWidget() is window.lobby
    window.set_language("it")
    assert action.text() == "Apri un rapporto di desincronizzazione…"
    window.set_language("en")


def test_the_tables_desync_dialog_draws_the_report_the_same_way(qtbot: Any) -> None:
    """The banner's "Open the report" shows a report through the same DesyncView."""
    report = lab_report()["games"][0]["desyncs"][0]
    dialog = DesyncDialog(report)
    qtbot.addWidget(dialog)
    assert isinstance(dialog.view, DesyncView)
    assert dialog.view.field.text() == "First differing field: players[1].coins"
    assert sides(dialog.view) == [
        (f"{BEA} — in the minority", "13"),
        (f"{HOST} — with the majority", "8"),
    ]


def test_values_are_pretty_printed_and_their_differing_lines_found() -> None:
    player = {
        "__type__": "Player",
        "coins": 8,
        "cards": [3, 11, 29],
        "armies_left": 9,
        "cities_left": 3,
    }
    assert pretty(player) == (
        "Player {\n  coins: 8,\n  cards: [3, 11, 29],\n  armies_left: 9,\n  cities_left: 3\n}"
    )
    assert pretty({"a": None, "b": True}) == "{a: null, b: true}"
    assert pretty([[1, 2], "x" * 50]) == '[\n  [1, 2],\n  "' + "x" * 50 + '"\n]'
    assert changed_lines("[\n  1,\n  2\n]", "[\n  1,\n  3\n]") == [2]


def test_every_verdict_the_network_writes_has_a_translation() -> None:
    from client.gui.desyncview import KNOWN_TEXTS
    from net.protocol import desync

    written = {desync.STOPPED, desync.RECOVERED, desync.DETERMINISM_BUG, desync.UNREADABLE}
    assert written <= set(KNOWN_TEXTS)
