"""What each side may see, save files that replay, and undo up to the last revealed card."""

from __future__ import annotations

import errno
import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from tests.engine.gamehelpers import quiet, scenario

from cc_engine import (
    IllegalChoiceError,
    SaveError,
    Session,
    apply,
    new_game,
    player_view,
    state_digest,
    visible_events,
)
from cc_engine.content.loading import ContentPack
from cc_engine.content.models import Scenario
from cc_engine.content.vocabulary import SideId
from cc_engine.state import GameState, game_state_adapter
from cc_engine.views import PlayerView

AXIS, ALLIES = SideId.AXIS, SideId.ALLIES


def hidden_variant(state: GameState, viewer: SideId, rng: random.Random) -> GameState:
    """The same public position with everything ``viewer`` may not know changed."""
    other = state.side(viewer.other)
    unseen = list(other.hand + other.draw)
    rng.shuffle(unseen)
    other = replace(other, hand=tuple(unseen[:len(other.hand)]),
                    draw=tuple(unseen[len(other.hand):]))
    own = state.side(viewer)
    own_draw = list(own.draw)
    rng.shuffle(own_draw)
    own = replace(own, draw=tuple(own_draw))
    secret = list(other.secret_chits + state.chit_pool)
    rng.shuffle(secret)
    other = replace(other, secret_chits=tuple(secret[:len(other.secret_chits)]))
    state = state.with_side(other).with_side(own)
    return replace(state, rng=rng.getrandbits(64), seed=rng.getrandbits(32),
                   chit_pool=tuple(secret[len(other.secret_chits):]))


def walk(state: GameState, rng: random.Random, steps: int) -> list[GameState]:
    states = [state]
    for _ in range(steps):
        if state.pending is None:
            break
        state = apply(state, rng.choice(state.pending.choices)).state
        states.append(state)
    return states


@pytest.mark.parametrize("number", [1, 2, 4])
def test_a_view_does_not_change_with_hidden_information(content_pack: ContentPack,
                                                        number: int) -> None:
    """Whatever the other hand, the draw orders, the seed and the secret chits, a player's
    view is the same: nothing hidden can leak through it [1.2, 7.3.3]."""
    rng = random.Random(number)
    for state in walk(new_game(scenario(number), content_pack, seed=number), rng, 400)[::7]:
        if state.stack and state.stack[0].kind == "setup":
            continue
        for viewer in SideId:
            assert player_view(state, viewer) == player_view(
                hidden_variant(state, viewer, rng), viewer)


def test_a_view_shows_own_hand_and_only_counts_for_the_other(content_pack: ContentPack) -> None:
    state = new_game(scenario(2), content_pack, seed=4)
    view: PlayerView = player_view(state, AXIS)
    assert view.own.hand == state.axis.hand
    assert view.opponent.hand is None and view.opponent.hand_size == 6
    assert view.opponent.secret_chits is None
    assert view.own.draw_size == len(state.axis.draw)
    assert not hasattr(view, "rng") and not hasattr(view, "seed")


def test_hidden_setup_hides_the_other_sides_placements(content_pack: ContentPack) -> None:
    """Scenario 1: simultaneous hidden setup; the Allies do not see where the Axis set up."""
    state = new_game(scenario(1), content_pack, seed=2)
    while state.pending is not None and state.pending.side is AXIS:
        state = apply(state, state.pending.choices[0]).state
    axis_units = {u.id for u in state.units if u.side is AXIS}
    assert not axis_units & {u.id for u in player_view(state, ALLIES).units}
    assert axis_units <= {u.id for u in player_view(state, AXIS).units}


def test_each_side_sets_up_its_whole_force_before_the_other(content_pack: ContentPack) -> None:
    """Scenario 1 sets up at once and hidden: the Axis first, its units, then the Weapons
    handed to them, then the Allies the same way [scenario setup, 11.2, F100.1]. Scenario 3:
    the Allies set up first, their units and the Weapons handed to them; then the Axis, who
    sees them; then the Allies place their twelve Wire, after the Axis setup as the
    scenario's special rule says (``fortifications_last``); with the rule taken away, the
    Wire comes before the Axis setup, which sees it."""
    for number, first, late in ((1, AXIS, False), (3, ALLIES, True), (3, ALLIES, False)):
        data = scenario(number).model_dump(mode="json")
        data[first.value]["setup"]["fortifications_last"] = late
        state = new_game(Scenario.model_validate(data), content_pack, seed=4)
        asked: list[tuple[SideId, str]] = []
        while state.pending is not None and state.pending.kind in ("setup", "arm", "fortify"):
            asked.append((state.pending.side, state.pending.kind))
            if asked[-1] == (first.other, "setup") and asked[-2][0] is first:
                view = player_view(state, first.other)
                if number == 3:
                    assert {u.id for u in state.units if u.side is first} <= {
                        u.id for u in view.units}
                assert view.markers.fortifications == state.markers.fortifications
                assert len(state.markers.fortifications) == (0 if late or number == 1 else 12)
            state = apply(state, state.pending.choices[0]).state
        if late:
            assert asked[-12:] == [(ALLIES, "fortify")] * 12
            asked = asked[:-12]
        sides = [side for side, _ in asked]
        assert sides == sorted(sides, key=lambda s: s is not first)  # one side, then the other
        for side in SideId:
            kinds = [kind for s, kind in asked if s is side]
            assert kinds == sorted(kinds, key=("setup", "arm", "fortify").index)
        if number == 3:
            assert (AXIS, "arm") in asked
            assert asked.count((ALLIES, "fortify")) == (0 if late else 12)
        assert state.pending is not None and state.pending.kind == "turn"
        assert len(state.markers.fortifications) == (12 if number == 3 else 0)


def test_a_hidden_setup_hides_the_fortifications_placed_too(content_pack: ContentPack) -> None:
    """Scenario 3 with a hidden setup: while the Axis sets up, the Allied Wire placed in the
    Allied zone is in neither the Axis view nor the Axis log; once the setup is over both
    sides see it [F100.1, scenario setup]."""
    data = scenario(3).model_dump(mode="json")
    data["allies"]["setup"]["hidden"] = True
    data["allies"]["setup"]["fortifications_last"] = False  # the Wire before the Axis setup
    hidden = Scenario.model_validate(data)
    session = Session(hidden, content_pack, seed=4)
    while session.state.pending.side is ALLIES:
        session.submit(session.state.pending.choices[0])
    state = session.state
    assert len(state.markers.fortifications) == 12
    assert player_view(state, ALLIES).markers.fortifications == state.markers.fortifications
    assert player_view(state, AXIS).markers.fortifications == ()
    placed = [e for e in session.events() if e.text.startswith("Wire placed in")]
    assert len(placed) == 12 and not visible_events(placed, AXIS)
    while session.state.pending.kind in ("setup", "arm"):
        session.submit(session.state.pending.choices[0])
    after = session.state
    assert player_view(after, AXIS).markers.fortifications == after.markers.fortifications


def test_private_events_reach_only_their_side(content_pack: ContentPack) -> None:
    session = Session(scenario(1), content_pack, seed=3)
    rng = random.Random(1)
    for _ in range(200):
        session.submit(rng.choice(session.state.pending.choices))
    events = session.events()
    drawn = [e for e in events if e.kind == "draw"]
    assert drawn and all(e.private_to is e.side for e in drawn)
    for viewer in SideId:
        visible = visible_events(events, viewer)
        assert not any(e.kind == "draw" and e.side is viewer.other for e in visible)
        assert not any(e.kind == "draw_count" and e.side is viewer for e in visible)


# --- saves ------------------------------------------------------------------------------------


def played_session(pack: ContentPack, number: int = 2, steps: int = 150) -> Session:
    session = Session(scenario(number), pack, seed=11)
    rng = random.Random(number)
    for _ in range(steps):
        if session.state.pending is None:
            break
        session.submit(rng.choice(session.state.pending.choices))
    return session


def test_a_save_replays_to_the_same_state(content_pack: ContentPack, tmp_path: Path) -> None:
    session = played_session(content_pack)
    path = tmp_path / "game.ccsave"
    session.save(path)
    loaded = Session.load(path, content_pack)
    assert loaded.state == session.state
    assert state_digest(loaded.state) == state_digest(session.state)
    assert loaded.state.pending == session.state.pending
    assert not list(tmp_path.glob(".game.ccsave.*"))  # no temporary file left behind


def test_a_save_that_cannot_be_written_leaves_the_old_file_and_no_temporary_one(
        content_pack: ContentPack, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = played_session(content_pack, steps=20)
    old = tmp_path / "game.ccsave"
    session.save(old)
    before = old.read_bytes()
    session.submit(session.state.pending.choices[0])  # type: ignore[union-attr]
    # A path that is a folder: the system's reason, naming the save, not the temporary file.
    folder = tmp_path / "folder.ccsave"
    folder.mkdir()
    with pytest.raises(OSError) as raised:
        session.save(folder)
    assert raised.value.filename == str(folder) and raised.value.strerror
    assert folder.is_dir() and not any(folder.iterdir())
    # A full disk while writing: the older save is left exactly as it was.
    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("cc_engine.content.writing.os.fsync", full)
    with pytest.raises(OSError, match="No space left on device") as raised:
        session.save(old)
    assert raised.value.errno == errno.ENOSPC and raised.value.filename == str(old)
    assert old.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["folder.ccsave", "game.ccsave"]


def test_state_round_trips_through_json(content_pack: ContentPack) -> None:
    state = played_session(content_pack, 4, 100).state
    adapter = game_state_adapter()
    assert adapter.validate_json(adapter.dump_json(state)) == state


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(choices=[*d["choices"][:-1], "order 999"]), "cannot be replayed"),
        (lambda d: d.update(final_state_digest="0" * 64), "does not reach the saved position"),
        (lambda d: d.update(seed="many"), "seed"),
        (lambda d: d["scenario"].update(name="Fat Lipki II"), "changed after saving"),
    ],
)
def test_a_corrupted_save_is_reported_and_left_untouched(
    content_pack: ContentPack, tmp_path: Path, mutate: object, message: str
) -> None:
    session = played_session(content_pack)
    path = tmp_path / "bad.ccsave"
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert callable(mutate)
    mutate(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(SaveError, match=message) as raised:
        Session.load(path, content_pack)
    assert "bad.ccsave" in str(raised.value)
    assert path.read_bytes() == before


def test_junk_save_file(content_pack: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "junk.ccsave"
    path.write_bytes(b"\x00\xff" * 1000)
    with pytest.raises(SaveError, match=r"junk\.ccsave"):
        Session.load(path, content_pack)


# --- undo ------------------------------------------------------------------------------------


def test_undo_takes_back_own_choices_until_a_card_is_revealed(content_pack: ContentPack) -> None:
    stops = {side: quiet(reroll="never") for side in SideId}  # no Action windows here
    session = Session(scenario(2), content_pack, seed=5, stops=stops)
    first = session.state
    placement = session.state.pending.choices[0]
    session.submit(placement)
    assert session.undo_status()[0]
    assert session.undo() == placement
    assert session.state == first
    # Finish setup, then pass and discard: discarding reveals nothing, drawing does.
    while session.state.pending.kind in ("setup", "arm", "fortify"):
        session.submit(session.state.pending.choices[0])
    session.submit("pass")
    assert session.undo_status()[0]
    session.submit(next(c for c in session.state.pending.choices if c.kind == "discard"))
    assert session.undo_status()[0]
    session.submit("done")  # ends the Turn: the hand is refilled from the deck
    ok, why = session.undo_status()
    assert not ok and "revealed" in why
    with pytest.raises(IllegalChoiceError, match="cannot undo"):
        session.undo()


def test_digest_differs_when_the_position_differs(content_pack: ContentPack) -> None:
    a = played_session(content_pack, 2, 40).state
    b = played_session(content_pack, 2, 41).state
    assert state_digest(a) != state_digest(b)
    assert len(state_digest(a)) == 64


# --- private stops changed mid-game ------------------------------------------------------------


def test_stops_changed_mid_game_take_effect_replay_and_stay_private(
    content_pack: ContentPack, tmp_path: Path
) -> None:
    session = Session(scenario(2), content_pack, seed=11)
    rng = random.Random(2)

    def play(steps: int) -> list[str]:
        kinds = []
        for _ in range(steps):
            if session.state.pending is None:
                break
            kinds.append(session.state.pending.kind)
            session.submit(rng.choice(session.state.pending.choices))
        return kinds

    assert "reroll" in play(250)  # the Initiative holder is asked after rolls (default stops)
    for side in SideId:
        events = session.set_stops(side, quiet(reroll="never"))
        assert visible_events(events, side) == events
        assert visible_events(events, side.other) == ()
    assert session.state.side(AXIS).stops.reroll == "never"
    assert "reroll" not in play(250)  # ... and no longer once both turned the stop off [9.1]
    # The change is in the save and replays to the same position.
    path = tmp_path / "stops.ccsave"
    session.save(path)
    loaded = Session.load(path, content_pack)
    assert loaded.state == session.state
    assert sum(c.startswith("set_stops ") for c in loaded.choices) == 2
    # A broken set_stops entry is reported with its index and changes nothing.
    data = json.loads(path.read_text(encoding="utf-8"))
    index = next(i for i, c in enumerate(data["choices"]) if c.startswith("set_stops"))
    data["choices"][index] = "set_stops axis sometimes always when_able when_able"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match=rf"choices\[{index}\].*op_fire"):
        Session.load(path, content_pack)


def test_a_stops_change_can_be_undone(content_pack: ContentPack) -> None:
    session = Session(scenario(2), content_pack, seed=5)
    before = session.state
    session.set_stops(session.state.pending.side, quiet())
    assert session.state != before and session.undo_status()[0]
    session.undo()
    assert session.state == before
