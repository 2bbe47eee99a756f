"""`tavolata lab --game wonderful_kingdom` (issue 30, "Lab"; docs/lab.md): It's a Wonderful
Kingdom between peer processes under the lab's faults."""

from __future__ import annotations

from client.lab import cheat


def test_the_substitute_cheat_strikes_a_re_masking_too() -> None:
    """A game whose decks are all shuffled at setup re-masks a hand at every deal: that is
    where a holder would cheat (a card of its hand it would rather not hold becomes a copy
    of another), and a substitution asked from a later action must find a part there."""
    said: list[str] = []
    hook = cheat.cheat_hook("substitute", 60, said.append)
    early = {"index": 29, "request": 1, "cards": [b"a", b"b", b"c"]}
    assert hook("remask", early) == early  # before ACTION
    out = hook("remask", {"index": 121, "request": 1, "cards": [b"a", b"b", b"c"]})
    assert out is not None and out["cards"] == [b"b", b"b", b"c"]
    assert said == ["lab: substituted card at step 121 (request 1)"]
