"""The rules reference (resources/help/rules.json): every rule id the log can cite has a summary,
a broken file is reported by file and entry, and ids sort in rulebook order."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from tests.engine.gamehelpers import started

from cc_engine import apply
from cc_engine.content.loading import ContentError, ContentPack
from cc_engine.content.rulebook import (
    RuleSummary,
    citations,
    cited_rule_ids,
    default_rules_path,
    is_rule_id,
    load_rule_summaries,
    parent_rule_id,
    rule_ids_in_source,
    rule_part,
    rule_sort_key,
)


@pytest.fixture(scope="module")
def summaries() -> dict[str, RuleSummary]:
    """The shipped rules reference."""
    return load_rule_summaries(default_rules_path())


def test_every_rule_id_the_engine_cites_has_a_summary(
        summaries: dict[str, RuleSummary]) -> None:
    cited = cited_rule_ids()
    assert len(cited) > 150  # the scan found the rules tuples, RULE_IDS and the [..] texts
    missing = sorted(cited - set(summaries), key=rule_sort_key)
    assert not missing, f"rule ids cited by src/cc_engine with no entry in rules.json: {missing}"


@pytest.mark.parametrize(("number", "seed"), [(1, 11), (5, 5), (9, 5)])
def test_every_rule_id_cited_in_random_games_has_a_summary(
        content_pack: ContentPack, summaries: dict[str, RuleSummary],
        number: int, seed: int) -> None:
    """Ids built at run time (RULE_IDS[event], a terrain's rule...) reach the log too."""
    state = started(number, content_pack, seed)
    rng = random.Random(seed)
    seen: dict[str, str] = {}
    for _ in range(20_000):
        if state.pending is None:
            break
        step = apply(state, rng.choice(state.pending.choices))
        state = step.state
        for event in step.events:
            for rule in (*event.rules, *citations(event.text)):
                seen.setdefault(rule, event.text)
    assert state.pending is None, "the random game did not finish"
    assert len(seen) > 40
    malformed = sorted(rule for rule in seen if not is_rule_id(rule))
    assert not malformed, f"log events cite malformed rule ids: {malformed}"
    missing = {rule: seen[rule] for rule in sorted(seen, key=rule_sort_key)
               if rule not in summaries}
    assert not missing, f"rule ids cited in the log with no entry in rules.json: {missing}"


def test_the_reference_is_a_tree_in_rulebook_order(summaries: dict[str, RuleSummary]) -> None:
    ids = list(summaries)
    assert ids == sorted(ids, key=rule_sort_key)
    for rule in ids:
        parent = parent_rule_id(rule)
        assert parent is None or parent in summaries, rule
        assert rule_part(rule) != "Other", rule
    # the whole rulebook: chapters 1-13 and every lettered section
    for top in [*map(str, range(1, 14)), *(f"O{n}" for n in range(14, 24)),
                *(f"A{n}" for n in range(24, 42)), *(f"E{n}" for n in range(42, 78)),
                *(f"T{n}" for n in range(78, 100)), *(f"F{n}" for n in range(100, 107))]:
        assert top in summaries, top


def test_summaries_are_short() -> None:
    data = json.loads(default_rules_path().read_text(encoding="utf-8"))
    for entry in data["rules"]:
        sentences = len(re.findall(r"[.!?](?:\s|$)", entry["summary"]))
        assert 1 <= sentences <= 3, entry["id"]


# --- a broken file ---------------------------------------------------------------------------


def _write(tmp_path: Path, rules: list[dict[str, object]]) -> Path:
    path = tmp_path / "broken_rules.json"
    path.write_text(json.dumps({"schema_version": 1, "rules": rules}), encoding="utf-8")
    return path


GOOD = [
    {"id": "O20", "title": "Fire", "summary": "Units shoot."},
    {"id": "O20.3", "title": "Fire Attack", "summary": "Roll to hit."},
]


def test_bad_json_names_the_file_and_the_line(tmp_path: Path) -> None:
    path = tmp_path / "broken_rules.json"
    path.write_text('{"schema_version": 1,\n "rules": [\n  {"id": "5",}]}', encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_rule_summaries(path)
    assert "broken_rules.json" in str(caught.value)
    assert "line 3" in str(caught.value)


def test_a_missing_field_names_the_file_and_the_entry(tmp_path: Path) -> None:
    path = _write(tmp_path, [*GOOD, {"id": "O20.3.4", "title": "Fire Defense Roll"}])
    with pytest.raises(ContentError) as caught:
        load_rule_summaries(path)
    assert str(caught.value) == "broken_rules.json: rules[2] (O20.3.4).summary: Field required"


def test_every_broken_entry_is_reported(tmp_path: Path) -> None:
    path = _write(tmp_path, [
        {"id": "O20", "title": "Fire", "summary": ""},
        {"id": "O2O.3", "title": "Fire Attack", "summary": "Roll to hit."},
        {"title": "No id", "summary": "Nothing."},
        {"id": "O20.3", "title": "Fire Attack", "summary": "Roll.", "colour": "red"},
    ])
    with pytest.raises(ContentError) as caught:
        load_rule_summaries(path)
    fields = [problem.field for problem in caught.value.problems]
    assert fields == ["rules[0] (O20).summary", "rules[1] (O2O.3).id", "rules[2].id",
                      "rules[3] (O20.3).colour"]
    assert all(problem.file == "broken_rules.json" for problem in caught.value.problems)


def test_duplicates_dangling_links_and_orphans_are_reported(tmp_path: Path) -> None:
    path = _write(tmp_path, [
        *GOOD,
        {"id": "O20.3", "title": "Again", "summary": "Twice."},
        {"id": "O20.3.4", "title": "Defense", "summary": "Roll.", "see_also": ["T78.3"]},
        {"id": "A29.1", "title": "Orphan", "summary": "No A29 entry."},
    ])
    with pytest.raises(ContentError) as caught:
        load_rule_summaries(path)
    text = str(caught.value)
    assert "broken_rules.json: rules[2] (O20.3).id: is listed twice" in text
    assert "rules[3] (O20.3.4).see_also: names T78.3, which has no entry" in text
    assert "rules[4] (A29.1).id: its section A29 has no entry of its own" in text


def test_a_good_file_loads_in_rulebook_order(tmp_path: Path) -> None:
    path = _write(tmp_path, [*reversed(GOOD)])
    loaded = load_rule_summaries(path)
    assert list(loaded) == ["O20", "O20.3"]
    assert loaded["O20.3"].summary == "Roll to hit."


# --- ids: grammar, order, citations, the source scan -----------------------------------------


def test_sort_key_orders_ids_as_the_rulebook_does() -> None:
    shuffled = ["F106", "O20.3.4", "A29", "3.1.10", "T78.3", "10.1", "E57", "O14",
                "3.1.4", "8.2", "6.1.2", "O20.3", "1"]
    assert sorted(shuffled, key=rule_sort_key) == [
        "1", "3.1.4", "3.1.10", "6.1.2", "8.2", "10.1", "O14", "O20.3", "O20.3.4", "A29",
        "E57", "T78.3", "F106"]
    # ids outside the rulebook's parts come after it, and non-ids last
    assert sorted(["Z20", "O20", "not an id", "A20"], key=rule_sort_key) == [
        "O20", "A20", "Z20", "not an id"]


def test_rule_id_grammar() -> None:
    for good in ["5", "3.1.4", "1.9.1.1", "10.3.2.1", "O14", "O20.3.4", "A29", "E57",
                 "T78.3", "F106.2"]:
        assert is_rule_id(good), good
    # hex ids (A2, H10), version numbers and words are not rule ids
    for bad in ["A2", "H10", "O13", "0", "0.1", "3.", "O20.", "o20", "G8", "", "5a"]:
        assert not is_rule_id(bad), bad


def test_parents_and_parts() -> None:
    assert parent_rule_id("O20.3.4") == "O20.3"
    assert parent_rule_id("3.1") == "3"
    assert parent_rule_id("O20") is None
    assert [rule_part(r) for r in ["4.2", "5", "O15", "A41", "E42", "T99", "F100.1"]] == [
        "Components", "Core Rules", "Orders", "Actions", "Events", "Terrain", "Fortifications"]


def test_citations_in_a_log_text() -> None:
    assert citations("Advances off the enemy edge [O16.2, 7.2.1]") == ["O16.2", "7.2.1"]
    assert citations("Reinforcements [6.1.2 step 5] then [E42-E77]; again [6.1.2]") == [
        "6.1.2", "E42", "E77"]
    # brackets that are not citations: lists, regex classes, hexes
    assert citations("values [0, 1] pattern [1-9][a-z] hexes ['H4', 'H5'] [A2]") == []


def test_the_source_scan_finds_every_kind_of_citation() -> None:
    source = '''
"""Module docstring citing [O99.1] is not logged."""
from typing import Literal
Objective = Literal["1", "2"]
RULE_IDS = {"fire": "O20", "3": "ignored key"}

def f(log, hex_, rule):
    """Docstring [A99]."""
    log.add("x", f"{hex_} enters [O21.1]", ("O21.1", *(r for _, _, r in parts)))
    parts = [("Road", 1, "T93"), ("Hex", hex_, "not an id")]
    if rule == "F105.2":
        rule = "O18.2.2.1"
    log.add("y", "Advances" + " [O16.1]", side="axis")
    Hex.parse("A2")
    return Cover(0, "fixed [11.6]", "11.6")
'''
    assert rule_ids_in_source(source) == {"O20", "O21.1", "T93", "F105.2", "O18.2.2.1",
                                          "O16.1", "11.6"}
