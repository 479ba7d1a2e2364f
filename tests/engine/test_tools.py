"""cc-validate, the JSON Schema export, the provisional-values report and import hygiene."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cc_engine.content import cli, gaps, schema
from cc_engine.content.cli import default_content_root, default_scenarios_root, shipped_files

REPO = Path(__file__).resolve().parents[2]


def test_validate_all_passes_on_shipped_files(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--all"]) == 0
    assert "0 errors" in capsys.readouterr().out


def test_validate_prints_every_problem_and_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenario = json.loads((REPO / "scenarios" / "scenario01.json").read_text(encoding="utf-8"))
    shape = dict(scenario, name="")
    shape["axis"] = dict(scenario["axis"], orders=9)
    shape["allies"] = dict(scenario["allies"], posture="panic")
    semantic = dict(scenario, sudden_death=1)
    semantic["allies"] = dict(scenario["allies"], setup={"around": ["Z99"]})
    for name, data in (("shape.json", shape), ("semantic.json", semantic)):
        (tmp_path / name).write_text(json.dumps(data), encoding="utf-8")
    assert cli.main([str(tmp_path / "shape.json"), str(tmp_path / "semantic.json")]) == 1
    out = capsys.readouterr().out
    assert "shape.json: name:" in out
    assert "shape.json: axis.orders:" in out
    assert "shape.json: allies.posture:" in out
    assert "semantic.json: allies.setup.around[0]: Z99 is off the map" in out
    assert "semantic.json: sudden_death:" in out
    assert ("semantic.json: allies.setup: no hex of the setup zone can take a unit: each is "
            "impassable or off the map [T98]") in out
    assert "2 files checked: 6 errors" in out


def test_validate_names_files_as_given_and_speaks_plainly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A misspelt key names the nearest known one, a bad hex id says what a hex id looks
    like, the file is named by the path typed, and one file is "1 file"."""
    scenario = json.loads((REPO / "scenarios" / "scenario01.json").read_text(encoding="utf-8"))
    scenario["axis"] = dict(scenario["axis"], hand_sise=5)
    scenario["objectives"] = dict(scenario["objectives"], open_chits=["a"])
    scenario["allies"] = dict(scenario["allies"], setup={"around": ["c7"]})
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "typo.json").write_text(json.dumps(scenario), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert cli.main(["mine/typo.json"]) == 1
    out = capsys.readouterr().out
    assert "mine/typo.json: axis.hand_sise: not a known key: did you mean hand_size?" in out
    assert "mine/typo.json: allies.setup.around[0]: should be a hex id such as C7" in out
    assert ("mine/typo.json: objectives.open_chits[0]: should be one capital letter such as A"
            in out)
    assert "pattern" not in out and "^" not in out
    assert out.endswith("1 file checked: 3 errors, 0 warnings\n")


def test_validate_needs_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main([])


def test_committed_json_schemas_are_current() -> None:
    for name, text in schema.schema_texts().items():
        assert (REPO / "schemas" / name).read_text(encoding="utf-8") == text, (
            f"schemas/{name} is stale: run python -m cc_engine.content.schema"
        )


def test_scenario_schema_rejects_unknown_fields() -> None:
    text = schema.schema_texts()["scenario.schema.json"]
    assert json.loads(text)["additionalProperties"] is False


def test_content_gaps_document_is_current_and_lists_provisional_values() -> None:
    files = shipped_files(default_content_root(), default_scenarios_root())
    text = gaps.gaps_document(files, REPO)
    assert (REPO / "docs" / "content-gaps.md").read_text(encoding="utf-8") == text
    assert "discard_limit" in text  # not in the reference data: provisional [5.3]
    assert "friendly_edge" in text  # friendly edges are not in the data either


def test_engine_imports_no_qt_and_no_platformdirs() -> None:
    code = (
        "import sys, pkgutil, importlib, cc_engine\n"
        "for m in pkgutil.walk_packages(cc_engine.__path__, 'cc_engine.'):\n"
        "    if not m.name.endswith('__main__'): importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6', 'platformdirs', 'cc_qt')]\n"
        "print(bad)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "[]"


def test_engine_tests_never_import_qt() -> None:
    for path in (REPO / "tests" / "engine").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in {"PySide6", "cc_qt", "pytestqt"}, path.name


def test_cc_validate_reports_a_huge_number_without_a_traceback(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "huge.json"
    path.write_text('{"axis": {}, "allies": {}, "year": ' + "9" * 4301 + "}", encoding="utf-8")
    assert cli.main([str(path)]) == 1
    out = capsys.readouterr().out
    assert "huge.json: year: a number has 4301 digits; at most 40 are read" in out
