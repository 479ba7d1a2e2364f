"""Engine texts as messages: the English text plus the template and values it was made from.

Every log line, decision prompt, decision note and game-end reason of a real game is a
:class:`Message` whose template, formatted with its values, gives the text back; a text left
as a plain string would not be translatable in the app.
"""

from __future__ import annotations

import copy
import json
import pickle
import random
from dataclasses import replace
from pathlib import Path

import pytest
from tests.engine.gamehelpers import random_game_events, scenario

from cc_engine import SaveError, Session, is_over
from cc_engine.content.loading import ContentError, ContentPack
from cc_engine.content.validation import validate_map, validate_scenario
from cc_engine.content.vocabulary import (
    Feature,
    FortificationKind,
    HexsideFeature,
    SideId,
    Terrain,
    display_name,
)
from cc_engine.messages import Message, error_message, formatted, joined, msg
from cc_engine.session import ENGINE_VERSION, SAVE_FORMAT
from cc_engine.state import LogEvent, Stops, game_state_adapter

#: Every response window open, so that the Action windows' texts come up too.
OPEN = Stops(op_fire="always", reroll="always", fire_actions="always", move_actions="always")


def test_a_message_is_its_english_text() -> None:
    text = msg("{unit} breaks (Defense Total {defense} vs Attack Total {attack})",
               unit="Rifle Squad (C4)", defense=9, attack=11)
    assert text == "Rifle Squad (C4) breaks (Defense Total 9 vs Attack Total 11)"
    assert isinstance(text, str)
    assert hash(text) == hash(str(text))
    table: dict[str, int] = {text: 1}
    assert table["Rifle Squad (C4) breaks (Defense Total 9 vs Attack Total 11)"] == 1
    assert text.template == "{unit} breaks (Defense Total {defense} vs Attack Total {attack})"
    assert text.args == (("unit", "Rifle Squad (C4)"), ("defense", 9), ("attack", 11))
    assert text.endswith(")") and text.startswith("Rifle")


def test_format_specs_and_plain_concatenation() -> None:
    assert msg("Axis {vp:+d} VP", vp=2) == "Axis +2 VP"
    assert msg("Axis {vp:+d} VP", vp=-1) == "Axis -1 VP"
    joined_text = msg("a") + " b"
    assert joined_text == "a b" and not isinstance(joined_text, Message)


def test_nested_messages_and_joined_lists() -> None:
    unit = msg("{unit} (broken)", unit="Sgt. Ganz")
    names = joined(["Rifle Squad (C4)", unit])
    assert names == "Rifle Squad (C4), Sgt. Ganz (broken)"
    assert names.template == "{item1}, {item2}"
    assert dict(names.args)["item2"].template == "{unit} (broken)"  # type: ignore[union-attr]
    assert joined([], "; ") == "" and joined(["x"], " -> ").template == "{item1}"
    outer = msg("{units} move together", units=names)
    assert outer.template.format(**dict(outer.args)) == outer


def test_messages_survive_copies_pickles_replace_and_json() -> None:
    text = msg("Smoke {value} placed in {hex}", value=3, hex="C4")
    for clone in (copy.copy(text), copy.deepcopy(text), pickle.loads(pickle.dumps(text))):
        assert clone == text
        assert isinstance(clone, Message)
        assert (clone.template, clone.args) == (text.template, text.args)
    event = LogEvent("smoke", text)
    moved = replace(event, side=SideId.AXIS)
    assert isinstance(moved.text, Message) and moved.text.template == text.template
    assert json.dumps(text) == '"Smoke 3 placed in C4"'


def _check(text: str, where: str) -> None:
    """``text`` is a message whose template gives it back, and so is every message in it."""
    assert isinstance(text, Message), f"{where}: a plain string: {text!r}"
    values = dict(text.args)
    assert formatted(text.template, values) == text, where
    for value in values.values():
        if isinstance(value, Message):
            _check(value, where)


@pytest.mark.parametrize(("number", "seed"), [(1, 3), (4, 5), (9, 7)])
def test_every_text_of_a_game_is_a_message(content_pack: ContentPack, number: int,
                                           seed: int) -> None:
    session = Session(scenario(number), content_pack, seed, {s: OPEN for s in SideId})
    rng = random.Random(seed)
    texts = 0
    for _ in range(400):
        state = session.state
        if is_over(state):
            assert state.outcome is not None
            _check(state.outcome.reason, "outcome")
            break
        decision = state.pending
        assert decision is not None
        _check(decision.prompt, f"{decision.kind} prompt")
        for key, note in decision.notes:
            _check(note, f"{decision.kind} note {key}")
        for event in session.submit(rng.choice(decision.choices)):
            _check(event.text, f"{event.kind} event")
            texts += 1
    assert texts > 100
    for event in session.set_stops(SideId.AXIS, OPEN):
        _check(event.text, "stops")
    # A state holding messages saves as plain text and loads back equal.
    adapter = game_state_adapter()
    assert adapter.validate_json(adapter.dump_json(session.state)) == session.state


def _fire_defense(content_pack: ContentPack) -> Message:
    """The first Fire Defense log line of a random game whose Morale has several parts."""
    for event in random_game_events(content_pack):
        if event.kind == "defense" and "Fire Defense: Morale" in event.text \
                and " +" in event.text:
            assert isinstance(event.text, Message)
            return event.text
    raise AssertionError("no Fire Defense with a modified Morale")


def test_arithmetic_parts_are_messages_or_game_terms(content_pack: ContentPack) -> None:
    line = _fire_defense(content_pack)
    arithmetic = dict(line.args)["arithmetic"]
    assert isinstance(arithmetic, Message) and arithmetic.template.startswith("{item1} {item2}")
    terms = {item.name for nation in content_pack.nations.values()
             for group in (nation.units, nation.weapons) for item in group}
    terms |= {display_name(member) for kind in (Terrain, FortificationKind, Feature)
              for member in kind}
    # A unit the scenario names (a Leader such as "Cpl. Winkler") keeps its proper name.
    terms |= {unit.name for unit in Session(scenario(1), content_pack, 1).state.units
              if not isinstance(unit.name, Message)}
    parts = [dict(part.args) for _, part in arithmetic.args]  # type: ignore[union-attr]
    assert dict(arithmetic.args)["item1"].template == "{name} {value} [{rule}]"  # type: ignore[union-attr]
    assert all(part.template == "{value:+d} {name} [{rule}]"  # type: ignore[union-attr]
               for _, part in arithmetic.args[1:])
    for part in parts:
        name = part["name"]
        assert isinstance(name, Message) or name in terms, name
    # The unit's own part names it by its type, a game term.
    unit = parts[0]["name"]
    if isinstance(unit, Message) and unit.template == "{name} {number}":
        unit = dict(unit.args)["name"]
    if isinstance(unit, Message):
        assert unit.template in ("{type} Squad", "{type} Team", "{team} of {squad}")
    assert str(line) == line.template.format(**dict(line.args))


def test_numbered_unit_names_are_messages_of_their_type(content_pack: ContentPack,
                                                        tmp_path: Path) -> None:
    session = Session(scenario(1), content_pack, 1)
    names = [unit.name for unit in session.state.units]
    terms = {item.name for nation in content_pack.nations.values() for item in nation.units}
    numbered = [name for name in names if isinstance(name, Message)
                and name.template == "{name} {number}"]
    assert numbered, names
    for name in numbered:
        base = dict(name.args)["name"]
        assert (isinstance(base, Message) and base.template in ("{type} Squad", "{type} Team")) \
            or base in terms, base
        if isinstance(base, Message):
            assert dict(base.args)["type"] in terms
    squads = [name for name in names if isinstance(name, Message)
              and dict(name.args).get("name", "") == "Rifle Squad"]
    assert squads and str(squads[0]) == "Rifle Squad 1"
    # A save replays the choices: the names load back as the same messages.
    rng = random.Random(1)
    for _ in range(30):
        assert session.state.pending is not None
        session.submit(rng.choice(session.state.pending.choices))
    path = tmp_path / "game.json"
    session.save(path)
    loaded = Session.load(path, content_pack)
    assert loaded.state == session.state
    assert [(u.name, getattr(u.name, "template", None)) for u in loaded.state.units] == \
        [(u.name, getattr(u.name, "template", None)) for u in session.state.units]


def _formats_back(text: Message) -> None:
    """The message reads as its template filled with its values, all the way down."""
    assert str(text) == text.template.format(**dict(text.args))
    for _, value in text.args:
        if isinstance(value, Message):
            _formats_back(value)


@pytest.mark.parametrize("map_id", ["map01", "map07", "map08"])
def test_line_of_sight_explanations_are_messages(content_pack: ContentPack,
                                                 map_id: str) -> None:
    from cc_engine.hexgrid import Hex
    from cc_engine.rules.los import LosCache
    from cc_engine.rules.terrain import MapTerrain, TerrainState

    terrain = MapTerrain(content_pack.maps[map_id], content_pack.terrain)
    cache = LosCache(terrain)
    names = {display_name(member) for kind in (Terrain, Feature, HexsideFeature)
             for member in kind}
    state = TerrainState.build(smoke={Hex.parse("H5"): 4, Hex.parse("C3"): 2},
                               blaze={Hex.parse("J6"), Hex.parse("D8")})
    templates = set()
    for result in cache.table(state).values():
        text = result.explain()
        assert isinstance(text, Message) and isinstance(result.reason, Message)
        _formats_back(text)
        templates.add(result.reason.template)
        pieces = [result.reason, *(v for _, v in result.reason.args if isinstance(v, Message))]
        for piece in pieces:  # terrain and hexside names stay game terms, translated as such
            for field in ("terrain", "feature", "hexside"):
                if field in dict(piece.args):
                    assert dict(piece.args)[field] in names
    assert {"{obstacle} at the same level", "nothing in the way", "same hex",
            "Blaze in {hex} fills its hex"} <= templates
    cover = terrain.cover(Hex.parse("A1"))
    assert isinstance(cover.explain(), Message)
    _formats_back(cover.explain())


def _listed(content_pack: ContentPack) -> dict[str, Message]:
    """Texts that list pieces or cards: the Support Table prompt (Reinforcements), the tied
    Weapons of a Malfunction, the hand shown by an Interrogation."""
    from tests.engine.events import board_helpers
    from tests.engine.events.unithelpers import AXIS, arm, hex_card, put, quiet, roll_card, trigger

    from cc_engine.content.vocabulary import Event
    from cc_engine.hexgrid import Hex

    texts: dict[str, Message] = {}
    state = put(put(quiet(content_pack), "au03", "E9"), "bu01", "E1")
    state = replace(state, radios=tuple(replace(r, status="pool") for r in state.radios))
    state, _ = trigger(state, AXIS, Event.REINFORCEMENTS, (roll_card(state, AXIS, 6),))
    assert state.pending is not None and isinstance(state.pending.prompt, Message)
    texts["support"] = state.pending.prompt
    state = quiet(content_pack)
    card, hex_id = hex_card(state, AXIS)
    ring = state.setting.terrain.grid.ring(Hex.parse(hex_id), 2)
    state = arm(put(state, "au09", ring[0].id), "au09", "aw02")
    state = arm(put(state, "bu04", ring[2].id), "bu04", "bw04")
    state, _ = trigger(state, AXIS, Event.MALFUNCTION, (card,))
    assert state.pending is not None and isinstance(state.pending.prompt, Message)
    texts["malfunction"] = state.pending.prompt
    state, events = board_helpers.trigger(board_helpers.quiet_board(content_pack), AXIS,
                                          Event.INTERROGATION)
    shown = next(e.text for e in events if e.kind == "hand_shown" and e.private_to is AXIS)
    assert isinstance(shown, Message)
    texts["interrogation"] = shown
    return texts


def _field(text: Message, name: str) -> Message:
    """The message of field ``name`` in ``text`` or in a message within it."""
    for key, value in text.args:
        if isinstance(value, Message):
            if key == name:
                return value
            try:
                return _field(value, name)
            except KeyError:
                pass
    raise KeyError(name)


def test_listed_pieces_and_cards_keep_their_game_terms(content_pack: ContentPack) -> None:
    """Each listed item is a message (or a name) of its own, naming pieces and Orders by their
    game terms, so that no English is left in a translated list; the English stays as it was."""
    from cc_engine.content.vocabulary import Order

    texts = _listed(content_pack)
    pieces = {item.name for nation in content_pack.nations.values()
              for group in (nation.units, nation.weapons, nation.radios) for item in group}
    orders = {display_name(order) for order in Order}
    for text in texts.values():
        _formats_back(text)
    support = texts["support"]
    assert support.endswith("pick one item for free: Rifle, Volksgrenadier, Heavy MG with a "
                            "Weapon Team, Radio 81-88mm Radio [E68]")
    items = _field(support, "items")
    assert items.template == "{item1}, {item2}, {item3}, {item4}"
    labels = [label for _, label in items.args]
    assert labels[:2] == ["Rifle", "Volksgrenadier"] and set(labels[:2]) <= pieces
    assert [getattr(label, "template", None) for label in labels[2:]] == [
        "{weapon} with a {carrier}", "{radio} Radio"]
    assert {value for label in labels[2:] for _, value in label.args} <= pieces  # type: ignore[attr-defined]
    malfunction = texts["malfunction"]
    assert "are tied (Heavy MG (aw02), Medium MG (bw04)); pick" in malfunction
    interrogation = texts["interrogation"]
    assert interrogation.startswith("The Allies show their hand to the Axis: ")
    assert any(f"({order})" in interrogation for order in orders)
    for text, field, name, names in ((malfunction, "weapons", "weapon", pieces),
                                     (interrogation, "cards", "order", orders)):
        listed = _field(text, field)
        assert listed.args and listed.template.startswith("{item1}, {item2}")
        for _, part in listed.args:
            assert isinstance(part, Message) and dict(part.args)[name] in names, part


def test_content_problems_and_save_errors_are_messages(content_pack: ContentPack,
                                                       tmp_path: Path) -> None:
    """What is wrong with a scenario, a map or a save file is a message (the app shows it
    translated) whose English is the text ``cc-validate`` prints; pydantic's own reasons stay
    data in a frame of layout only."""
    shipped = scenario(1)
    broken = shipped.model_copy(update={
        "sudden_death": shipped.time_start,
        "axis": shipped.axis.model_copy(update={"nation": "mars"}),
        "allies": shipped.allies.model_copy(update={"fate_deck": "nodeck"})})
    problems = validate_scenario(broken, content_pack, "broken.json")
    map_data = content_pack.maps[shipped.map]
    hexes = dict(map_data.hexes)
    hexes.pop("A1")
    problems += validate_map(map_data.model_copy(update={"hexes": hexes}), "map01.json")
    assert len(problems) >= 4
    for problem in problems:
        assert isinstance(problem.message, Message), problem
        _check(problem.text(), str(problem))
        assert problem.text() == str(problem)
    error = ContentError(problems)
    assert str(error) == "\n".join(str(p) for p in problems)
    _check(error_message(error), "ContentError")
    # A save that cannot be loaded: its scenario edited, or a value pydantic refuses.
    path = tmp_path / "game.ccsave"
    Session(shipped, content_pack, 3).save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["scenario"]["name"] = "Edited"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as edited:
        Session.load(path, content_pack)
    assert str(edited.value) == "game.ccsave: the scenario in the file was changed after saving"
    _check(error_message(edited.value), "SaveError")
    path.write_text(json.dumps({"format_version": SAVE_FORMAT, "engine_version": ENGINE_VERSION,
                                "seed": -4}), encoding="utf-8")
    with pytest.raises(SaveError) as malformed:
        Session.load(path, content_pack)
    reason = error_message(malformed.value)
    _check(reason, "SaveError")
    assert "game.ccsave: seed: Input should be greater than or equal to 0" in reason.splitlines()


def test_a_side_as_subject_takes_the_and_agrees_with_its_verb() -> None:
    """"The Allies take", "the Axis takes" [issue 34]: each side has its own template."""
    from cc_engine.messages import by_side

    allies = by_side("The {side} take control of Objective {number} ({hex})",
                     "The {side} takes control of Objective {number} ({hex})", side="Allies",
                     number=3, hex="C4")
    axis = by_side("The {side} take control of Objective {number} ({hex})",
                   "The {side} takes control of Objective {number} ({hex})", side="Axis",
                   number=3, hex="C4")
    assert allies == "The Allies take control of Objective 3 (C4)"
    assert axis == "The Axis takes control of Objective 3 (C4)"
    assert allies.template != axis.template


def test_counted_nouns_agree_with_their_count() -> None:
    from cc_engine.messages import counted

    one, two = ("Time advances to space {time}; the {side} reshuffles {count} card into a new "
                "draw pile", "Time advances to space {time}; the {side} reshuffles {count} cards "
                "into a new draw pile")
    assert counted(1, one, two, time=2, side="Axis", count=1) == \
        "Time advances to space 2; the Axis reshuffles 1 card into a new draw pile"
    assert counted(2, one, two, time=2, side="Axis", count=2) == \
        "Time advances to space 2; the Axis reshuffles 2 cards into a new draw pile"


def test_game_over_names_its_reason_in_words() -> None:
    from cc_engine.rules.victory import termination_name
    from cc_engine.state import Termination

    assert termination_name(Termination.SUDDEN_DEATH) == "sudden death"
    line = msg("Game over ({termination}): {reason}",
               termination=termination_name(Termination.SUDDEN_DEATH),
               reason=msg("the Axis leads by {vp} VP", vp=3))
    assert line == "Game over (sudden death): the Axis leads by 3 VP"
    assert all("_" not in termination_name(t) for t in Termination)


def test_english_log_lines_of_a_game_use_the_and_plural_agreement(
        content_pack: ContentPack) -> None:
    """No log line of a played game says "The Allies take" or "The Axis plays" without "The"."""
    import re

    bad = re.compile(r"(^|: |; )(Allies|Axis) [a-z]+s\b|\bAllies (takes|plays|draws|has|is)\b"
                     r"|\b1 cards\b|\(s\)"
                     # the side's name before a noun it qualifies: "the Allied hand"
                     r"|\bAllies (Turn|Melee|Surrender|hand|discard pile|units?|Squad|Radio"
                     r"|Artillery|stops|MG|Support|card|side)\b")
    for event in random_game_events(content_pack, 1, range(1, 4), limit=600):
        assert not bad.search(event.text), event.text


def test_a_side_before_a_noun_reads_as_its_adjective_in_english() -> None:
    """"End of the Allied Turn", "the Axis hand": the field spec ``adjective`` [issue 34]."""
    end = msg("End of the {side:adjective} Turn", side="Allies")
    assert end == "End of the Allied Turn"
    assert end.args == (("side", "Allies"),)  # a translation gets the side's own name
    assert msg("End of the {side:adjective} Turn", side="Axis") == "End of the Axis Turn"
    assert formatted("{side:adjective} {count:+d}", {"side": "Союзники", "count": 1}) == \
        "Союзники +1"


@pytest.mark.parametrize(("number", "seed"), [(1, 1), (3, 2)])
def test_a_played_turn_ends_with_the_sides_adjective(content_pack: ContentPack, number: int,
                                                     seed: int) -> None:
    events = random_game_events(content_pack, number, range(seed, seed + 1), limit=400)
    texts = [e.text for e in events]
    ends = {t for t in texts if t.startswith("End of the ")}
    assert ends == {"End of the Allied Turn", "End of the Axis Turn"}
