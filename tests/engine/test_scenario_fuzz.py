"""Seeded fuzzing of scenario files (tests/engine/scenariofuzz.py): every changed scenario is
refused by the validator, naming the field, or sets up and plays random legal choices
without an exception. ``bench/fuzz_scenarios.py`` runs the same at a larger scale."""

from __future__ import annotations

import pytest
from tests.engine.scenariofuzz import fuzz

from cc_engine.content.loading import ContentPack


@pytest.mark.parametrize("seed", [1, 2])
def test_changed_scenarios_are_refused_or_play(content_pack: ContentPack, seed: int) -> None:
    tally = fuzz(cases=100, seed=seed, choices=70, pack=content_pack)
    assert tally.crashes == []
    # Both outcomes are exercised: the changes are neither all fatal nor all harmless.
    assert tally.counts["played"] >= 25 and tally.counts["refused"] >= 25, tally.counts
