"""Save files a player can trust: they load in any later process, every defect is a
SaveError naming the file and field, the content they were played with is checked, and an
interrupted write never costs the previous file (issue 31)."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
import typing
from pathlib import Path
from typing import Any

import pytest
from tests.engine.filefuzz import Tally, fuzz_content, fuzz_save
from tests.engine.gamehelpers import scenario

from cc_engine import SaveError, Session, state_digest
from cc_engine.canonical import SortedSet
from cc_engine.content.loading import ContentPack
from cc_engine.content.vocabulary import SideId
from cc_engine.frames import ALL_FRAMES
from cc_engine.session import ENGINE_VERSION, MAX_CHOICES, SAVE_FORMAT
from cc_engine.state import GameState

REPO = Path(__file__).resolve().parents[2]


# --- one canonical order ----------------------------------------------------------------------


def _loose_collections(kind: Any, where: str, seen: set[Any]) -> list[str]:
    """Fields under ``kind`` typed as a set or a dict not declared :data:`SortedSet`."""
    origin = typing.get_origin(kind)
    if origin is typing.Annotated:
        base = typing.get_args(kind)[0]
        if kind == SortedSet[typing.get_args(base)[0]]:  # type: ignore[misc]
            return []
        return _loose_collections(base, where, seen)
    if origin in (frozenset, set, dict) or kind in (frozenset, set, dict):
        return [where]
    found: list[str] = []
    for arg in typing.get_args(kind):
        found += _loose_collections(arg, where, seen)
    if dataclasses.is_dataclass(kind) and kind not in seen:
        seen.add(kind)
        hints = typing.get_type_hints(kind, include_extras=True)
        for item in dataclasses.fields(kind):
            found += _loose_collections(hints[item.name], f"{kind.__name__}.{item.name}", seen)
    return found


def test_every_set_in_a_game_state_is_written_in_sorted_order() -> None:
    """A set written in iteration order reads differently in every process (the hash seed):
    every collection of the state and its frames is a tuple or a SortedSet. The Setting (the
    content, written by its own models) is left out, as in the digest."""
    hints = typing.get_type_hints(GameState, include_extras=True)
    loose = []
    seen: set[Any] = set()
    for item in dataclasses.fields(GameState):
        if item.name != "setting":
            loose += _loose_collections(hints[item.name], f"GameState.{item.name}", seen)
    for frame in ALL_FRAMES:
        loose += _loose_collections(frame, frame.__name__, seen)
    assert loose == []


def test_the_walker_finds_a_bare_set() -> None:
    @dataclasses.dataclass
    class Loose:
        ids: frozenset[str]
        table: dict[str, int]
        fine: SortedSet[str]

    assert _loose_collections(Loose, "Loose", set()) == ["Loose.ids", "Loose.table"]


def saves_with_several_activated(pack: ContentPack, folder: Path,
                                 numbers: tuple[int, ...]) -> dict[Path, str]:
    """A save of each scenario taken at a random point where two or more units are
    activated (sets whose order follows the hash seed), with its digest."""
    saves: dict[Path, str] = {}
    for number in numbers:
        session = Session(scenario(number), pack, seed=number)
        rng = random.Random(number)
        for _ in range(3000):
            state = session.state
            if state.pending is None or (len(state.activated) >= 2 and rng.random() < 0.3):
                break
            session.submit(rng.choice(state.pending.choices))
        path = folder / f"scenario{number:02d}.ccsave"
        session.save(path)
        saves[path] = state_digest(session.state)
    return saves


LOAD_AND_DIGEST = """
import sys
from pathlib import Path
from cc_engine import Session, state_digest
from cc_engine.content.cli import default_content_root
from cc_engine.content.loading import load_content_pack
pack = load_content_pack(default_content_root())
for name in sys.argv[1:]:
    print(state_digest(Session.load(Path(name), pack).state))
"""


def test_a_save_loads_in_fresh_processes_with_other_hash_seeds(content_pack: ContentPack,
                                                               tmp_path: Path) -> None:
    saves = saves_with_several_activated(content_pack, tmp_path, (1, 3, 6, 11))
    assert sum(len(Session.load(p, content_pack).state.activated) >= 2 for p in saves) >= 3
    for hash_seed in ("0", "17", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", LOAD_AND_DIGEST, *map(str, saves)],
                              capture_output=True, text=True, env=env, cwd=REPO, check=False)
        assert done.returncode == 0, done.stderr
        assert done.stdout.split() == list(saves.values())


# --- every defect is a SaveError naming the file and the field --------------------------------


@pytest.fixture(scope="module")
def saved_game(content_pack: ContentPack, tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("saved")
    (path,) = saves_with_several_activated(content_pack, folder, (2,))
    return path


def edited(saved: Path, tmp_path: Path, change: Any, name: str = "edited.ccsave") -> Path:
    data = json.loads(saved.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def refused(path: Path, pack: ContentPack) -> str:
    before = path.read_bytes()
    with pytest.raises(SaveError) as raised:
        Session.load(path, pack)
    assert path.read_bytes() == before
    return str(raised.value)


@pytest.mark.parametrize(("change", "expected"), [
    (lambda d: d["map"]["hexes"]["C7"].update(terrain="woods"),
     "edited.ccsave: map: the map in the file was changed after saving"),
    (lambda d: d["map"].update(hexsides=d["map"]["hexsides"][1:]),
     "edited.ccsave: map: the map in the file was changed after saving"),
    (lambda d: d["scenario"]["axis"].update(orders=1),
     "edited.ccsave: the scenario in the file was changed after saving"),
    (lambda d: d["content"].update(decks="0" * 64),
     "edited.ccsave: content.decks: the game was saved with other game content"),
    (lambda d: d.update(computer={"axis": "grandmaster"}),
     "edited.ccsave: computer.axis: unknown computer level 'grandmaster'"),
    (lambda d: d.update(choices=["pass"] * (MAX_CHOICES + 1)),
     f"edited.ccsave: choices: Tuple should have at most {MAX_CHOICES} items"),
    (lambda d: d.update(format_version=1, engine_version="0.1"),
     "edited.ccsave: format_version: saved by an earlier version of the game (0.1, save "
     f"format 1); this version ({ENGINE_VERSION}) reads save format {SAVE_FORMAT} only"),
    (lambda d: d.update(format_version=SAVE_FORMAT + 1, engine_version="9.0"),
     "edited.ccsave: format_version: saved by a later version of the game (9.0"),
    (lambda d: d.pop("format_version"),
     "edited.ccsave: format_version: not a saved game of this program"),
])
def test_a_defective_save_is_refused_naming_the_file_and_field(
        saved_game: Path, content_pack: ContentPack, tmp_path: Path, change: Any,
        expected: str) -> None:
    assert expected in refused(edited(saved_game, tmp_path, change), content_pack)


def test_a_map_that_lost_a_hex_is_refused_before_the_engine_sees_it(
        saved_game: Path, content_pack: ContentPack, tmp_path: Path) -> None:
    """A corrupted byte that turns a hex id into a repeated key would drop that hex: the
    reader refuses the repeated key, and a map short of a hex (its digest made to match) is
    a problem of the map, never a KeyError in the engine."""
    text = saved_game.read_text(encoding="utf-8").replace('"C8": {', '"C7": {', 1)
    repeated = tmp_path / "repeated.ccsave"
    repeated.write_text(text, encoding="utf-8")
    assert "repeated.ccsave: map.hexes: the key 'C7' appears more than once" in \
        refused(repeated, content_pack)

    from cc_engine.content.models import MapData
    from cc_engine.session import _content_digest

    def drop_a_hex(data: dict[str, Any]) -> None:
        del data["map"]["hexes"]["C8"]
        data["content"]["map"] = _content_digest(MapData.model_validate(data["map"]))

    message = refused(edited(saved_game, tmp_path, drop_a_hex), content_pack)
    assert "edited.ccsave: map.hexes: 1 hexes are missing: C8" in message


def test_a_save_from_another_version_says_so(saved_game: Path, content_pack: ContentPack,
                                             tmp_path: Path) -> None:
    def older(data: dict[str, Any]) -> None:
        data.update(engine_version="0.1.9", final_state_digest="0" * 64)

    message = refused(edited(saved_game, tmp_path, older), content_pack)
    assert "does not reach the saved position" in message
    assert f"saved by version 0.1.9 of the game; this is version {ENGINE_VERSION}" in message


def test_a_byte_order_mark_or_another_hash_seed_changes_nothing(
        saved_game: Path, content_pack: ContentPack, tmp_path: Path) -> None:
    path = tmp_path / "bom.ccsave"
    path.write_text("\ufeff" + saved_game.read_text(encoding="utf-8"), encoding="utf-8")
    assert Session.load(path, content_pack).state == Session.load(saved_game,
                                                                    content_pack).state


def test_too_many_choices_are_refused_before_any_is_replayed(
        saved_game: Path, content_pack: ContentPack, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    def replaying(*_: object) -> None:
        raise AssertionError("a choice was replayed")

    monkeypatch.setattr(Session, "submit", replaying)
    path = edited(saved_game, tmp_path, lambda d: d.update(choices=["pass"] * 100_000))
    assert "at most 20000 items" in refused(path, content_pack)


def test_saved_collections_are_written_in_one_order(content_pack: ContentPack) -> None:
    """Sides come Axis first whatever order the session was given them in."""
    session = Session(scenario(1), content_pack, seed=1,
                      computer={SideId.ALLIES: "random", SideId.AXIS: "planner"})
    text = session.to_save().model_dump_json()
    assert text.index('"computer":{"axis":"planner","allies":"random"}') > 0


# --- writes that are interrupted -------------------------------------------------------------

WRITE_FOREVER = """
import importlib.util, sys
from pathlib import Path
spec = importlib.util.spec_from_file_location("writing", sys.argv[1])
writing = importlib.util.module_from_spec(spec)
spec.loader.exec_module(writing)
target = Path(sys.argv[2])
texts = [Path(name).read_text(encoding="utf-8") for name in sys.argv[3:]]
print("ready", flush=True)
count = 0
while True:
    writing.write_atomically(target, texts[count % len(texts)])
    count += 1
"""


def temporaries(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f".{path.name}.*"))


def test_an_autosave_killed_mid_write_fifty_times_always_loads(
        saved_game: Path, content_pack: ContentPack, tmp_path: Path) -> None:
    """A writer killed at random moments (SIGKILL: no clean-up of its own) leaves the old
    file or the new one, never half of one; a killed write's temporary file is removed by
    the next write, so they never pile up."""
    other = tmp_path / "other.ccsave"
    session = Session.load(saved_game, content_pack)
    session.submit(session.state.pending.choices[0])  # type: ignore[union-attr]
    session.save(other)
    texts = {saved_game.read_bytes(), other.read_bytes()}
    autosave = tmp_path / "saves" / "autosave.ccsave"
    autosave.parent.mkdir()
    autosave.write_bytes(saved_game.read_bytes())
    writing = REPO / "src" / "cc_engine" / "content" / "writing.py"
    rng = random.Random(31)
    left_behind = 0
    for _ in range(50):
        child = subprocess.Popen([sys.executable, "-c", WRITE_FOREVER, str(writing),
                                  str(autosave), str(saved_game), str(other)],
                                 stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline() == "ready\n"
        try:
            child.wait(timeout=rng.uniform(0.0, 0.03))
        except subprocess.TimeoutExpired:
            child.kill()
        child.wait()
        child.stdout.close()
        assert autosave.read_bytes() in texts
        left_behind += bool(temporaries(autosave))
        assert len(temporaries(autosave)) <= 1  # each write removed the one before
    assert left_behind > 0, "no kill landed during a write: the test proves nothing"
    Session.load(autosave, content_pack)
    session.save(autosave)
    assert temporaries(autosave) == []


def test_a_write_syncs_the_folder_after_the_rename(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    import stat

    from cc_engine.content import writing

    synced: list[str] = []
    real_fsync = os.fsync

    def fsync(descriptor: int) -> None:
        synced.append("folder" if stat.S_ISDIR(os.fstat(descriptor).st_mode) else "file")
        real_fsync(descriptor)

    monkeypatch.setattr(writing.os, "fsync", fsync)
    writing.write_atomically(tmp_path / "game.ccsave", "{}")
    assert synced == ["file", "folder"]


# --- fuzzing ------------------------------------------------------------------------------------


def test_damaged_saves_are_refused_or_load_as_the_same_game(
        saved_game: Path, content_pack: ContentPack, tmp_path: Path) -> None:
    """Deleted keys, wrong types, huge numbers, flipped bits, repeated keys, a byte-order
    mark, a cut-off end, swapped values: a SaveError, or exactly the saved game."""
    tally = Tally()
    fuzz_save(saved_game, content_pack, tmp_path, cases=120, seed=5, tally=tally)
    assert tally.failures == []
    assert tally.total("refused") > 60 and tally.total("same") > 0


@pytest.mark.parametrize(("source", "kind"), [
    ("scenarios/scenario03.json", "scenario"),
    ("resources/maps/map03.json", "map"),
    ("resources/content/nations/germany.json", "nation"),
    ("resources/content/decks/russia.json", "deck"),
    ("resources/content/terrain.json", "terrain"),
    ("resources/content/track.json", "track"),
    ("resources/content/objective_chits.json", "chits"),
])
def test_damaged_content_files_are_problems_or_play(content_pack: ContentPack, tmp_path: Path,
                                                    source: str, kind: str) -> None:
    """A damaged content file gets its problems listed, or plays: a game with it makes
    random choices without an exception."""
    tally = Tally()
    fuzz_content(REPO / source, kind, content_pack, scenario(3), tmp_path, cases=25, seed=9,
                 tally=tally, choices=60)
    assert tally.failures == []
    assert tally.total("refused") > 0
