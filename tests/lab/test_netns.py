"""Namespace mode of the lab (`tavolata lab --netns`): each peer in a network namespace.

The fast tests check the plan (names, addresses, commands, nftables rules) and the options
namespace mode refuses; they need no root. The slow ones play real games across namespaces,
with zeroconf discovery over real multicast, kernel-dropped frames and a pulled cable, and
check that every namespace of the run is gone afterwards, even after a SIGTERM. They are
skipped where namespaces cannot be made, unless TAVOLATA_REQUIRE_NETNS=1 (CI as root).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from client.lab import netns
from client.lab.faults import Faults, Kill, Partition
from client.lab.proxy import LinkFaults
from tests.lab.test_reliability import ROOT, records_verify


def test_the_plan_names_everything_after_the_run_and_fits_interface_names() -> None:
    plan = netns.Plan.of(number=12, peers=5, loss=10, pid=4194304)  # the largest pid
    assert plan.tag == "tl400000g12"
    names = [*plan.namespaces, *(plan.veth(s) for s in range(5))]
    assert all(n.startswith(plan.tag) for n in names) and len(set(names)) == len(names)
    assert max(len(plan.veth(s)) for s in range(5)) <= 15  # IFNAMSIZ - 1
    assert [plan.address(s) for s in (0, 4)] == [
        f"10.77.{plan.subnet}.1",
        f"10.77.{plan.subnet}.5",
    ]
    other = netns.Plan.of(number=12, peers=5, loss=10, pid=4194305)
    assert not set(other.namespaces) & set(plan.namespaces)


def test_the_plan_builds_only_inside_its_own_namespaces() -> None:
    plan = netns.Plan.of(number=0, peers=3, loss=0, pid=1234)
    mine = set(plan.namespaces)
    for cmd in plan.setup():
        assert cmd[0] == "ip"
        if cmd[1:3] in (["netns", "add"], ["netns", "exec"]):
            assert cmd[3] in mine
        elif cmd[1] == "-n":
            assert cmd[2] in mine
        else:  # `ip link add`: a veth pair born in two of the run's namespaces
            assert cmd[1:3] == ["link", "add"]
            assert [cmd[i + 1] for i, w in enumerate(cmd) if w == "netns"] == [
                plan.bridge_ns,
                plan.ns(int(cmd[3][-1])),
            ]
    assert plan.teardown() == [["ip", "netns", "delete", ns] for ns in reversed(plan.namespaces)]
    assert plan.exec_prefix(2) == ["ip", "netns", "exec", plan.ns(2)]
    down = ["ip", "-n", plan.bridge_ns, "link", "set", plan.veth(1), "down"]
    assert plan.link(1, up=False) == down


def test_loss_is_a_per_mille_numgen_rule_and_frames_are_always_counted() -> None:
    lossy = netns.Plan.of(0, 3, loss=2.5, pid=1).ruleset()
    assert "table bridge tavolata_lab" in lossy and "hook forward" in lossy
    assert "numgen random mod 1000 < 25 counter name dropped drop" in lossy
    clean = netns.Plan.of(0, 3, loss=0, pid=1).ruleset()
    assert "counter name frames" in clean and "drop" not in clean.replace("dropped {}", "")


def test_faults_only_the_proxy_can_make_are_refused_with_a_sentence() -> None:
    assert netns.unsupported(Faults(LinkFaults(loss=10), partitions=(Partition(1, 5, 3),))) is None
    said = netns.unsupported(Faults(LinkFaults(delay=50, reorder=5)))
    assert said is not None and "--delay, --reorder cannot be used with --netns" in said
    soak = Faults(LinkFaults(delay=20, loss=5, duplicate=5), kills=(Kill(0, 30),))
    assert netns.netns_faults(soak) == Faults(LinkFaults(loss=5), kills=(Kill(0, 30),))
    done = subprocess.run(
        [sys.executable, "-m", "client.cli", "lab", "--netns", "--delay", "50"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2 and "--delay cannot be used with --netns" in done.stderr


def test_without_root_namespace_mode_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    netns.unavailable.cache_clear()
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    try:
        assert "need root" in (netns.unavailable() or "")
    finally:
        netns.unavailable.cache_clear()


# -- real namespaces -----------------------------------------------------------------------


def _need_netns() -> None:
    problem = netns.unavailable()
    if problem:
        if os.environ.get("TAVOLATA_REQUIRE_NETNS") == "1":
            pytest.fail(f"TAVOLATA_REQUIRE_NETNS=1 but {problem}")
        pytest.skip(problem)


def _left_over(tag: str) -> list[str]:
    """Namespaces and (root namespace) links of a run still there."""
    spaces = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout
    links = subprocess.run(["ip", "-o", "link"], capture_output=True, text=True).stdout
    return [w for w in (spaces + links).split() if tag in w]


def _lab(tmp_path: Path, *faults: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "client.cli", "lab", "--netns", "--peers", "3", "--games", "1",
         "--seed", "11", *faults, "--report", str(tmp_path / "report.json"),
         "--keep", str(tmp_path / "run")],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip


@pytest.mark.lan
@pytest.mark.slow
def test_a_game_across_namespaces_survives_loss_and_a_pulled_cable(tmp_path: Path) -> None:
    _need_netns()
    lab = _lab(tmp_path, "--loss", "10", "--partition", "2@40:5")
    out, _ = lab.communicate(timeout=420)
    assert lab.returncode == 0, out
    report: dict[str, Any] = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    [game] = report["games"]
    assert game["finished"] and game["final_hashes_agree"] and game["records_verified"], out
    assert game["problems"] == [] and game["desyncs"] == []
    net = game["net"]
    assert net["frames"] > 500 and 0.03 < net["dropped"] / net["frames"] < 0.2  # the kernel's
    assert net["partitions"] == net["links down"] == net["links up"] == 1
    assert [e["kind"] for e in game["events"]] == ["partition"]
    assert game["wall_seconds"] > 5  # the table waited for the peer whose cable was out
    # The joiners found the host by multicast DNS across the bridge: they dialed its address
    # in the run's subnet (the lab gave them only the table's name).
    subnet = f"10.77.{netns.Plan.of(0, 3, 0, pid=lab.pid).subnet}."
    for seat in (1, 2):
        first = (tmp_path / "run" / "game0" / f"seat{seat}.tavolata").read_text().splitlines()[0]
        assert json.loads(first)["join"].startswith(subnet + "1:")
    records_verify(tmp_path)
    assert _left_over(f"tl{lab.pid:x}g") == []


@pytest.mark.lan
@pytest.mark.slow
def test_a_terminated_lab_removes_its_namespaces_and_peers(tmp_path: Path) -> None:
    _need_netns()
    lab = _lab(tmp_path, "--partition", "1@10:120")
    tag = f"tl{lab.pid:x}g"
    assert lab.stdout is not None
    deadline = time.monotonic() + 120
    while "cut seat 1 off" not in lab.stdout.readline():  # mid-game, a cable out
        assert time.monotonic() < deadline and lab.poll() is None
    assert len(_left_over(tag)) == 4  # the bridge's namespace and three peers'
    lab.send_signal(signal.SIGTERM)
    assert lab.wait(timeout=60) == 128 + signal.SIGTERM
    assert _left_over(tag) == []
    peers = subprocess.run(["pgrep", "-f", str(tmp_path / "run")], capture_output=True)
    assert peers.stdout == b""  # no peer of the run outlived it
