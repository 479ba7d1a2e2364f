"""Export the JSON Schema of every content file kind to ``schemas/``.

``python -m cc_engine.content.schema`` writes ``schemas/<kind>.schema.json``;
``python -m cc_engine.content.schema --check`` exits 1 and names the stale files when the
committed schemas differ from the models (CI runs this).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel

from cc_engine.content.models import (
    FateDeck,
    MapData,
    Nation,
    ObjectiveChitSet,
    Scenario,
    TerrainChart,
    TrackDisplay,
)
from cc_engine.content.rulebook import RuleBook

__all__ = ["SCHEMA_MODELS", "main", "schema_texts"]

#: File kind -> model; the schema file is ``schemas/<kind>.schema.json``.
SCHEMA_MODELS: dict[str, type[BaseModel]] = {
    "scenario": Scenario,
    "map": MapData,
    "fate_deck": FateDeck,
    "nation": Nation,
    "terrain": TerrainChart,
    "track": TrackDisplay,
    "objective_chits": ObjectiveChitSet,
    "rules": RuleBook,  # resources/help/rules.json, the rules reference
}

_REPO = Path(__file__).resolve().parents[3]


def schema_texts() -> dict[str, str]:
    """File name -> JSON Schema text for every content file kind."""
    texts = {}
    for kind, model in SCHEMA_MODELS.items():
        schema = model.model_json_schema()
        schema = {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": f"cc-commander/{kind}.schema.json",
            **schema,
        }
        texts[f"{kind}.schema.json"] = json.dumps(schema, indent=2, ensure_ascii=False) + "\n"
    return texts


def main(argv: Sequence[str] | None = None) -> int:
    """Write or check the schemas; see the module docstring."""
    parser = argparse.ArgumentParser(description="Export content JSON Schemas.")
    parser.add_argument("--check", action="store_true", help="fail if a schema file is stale")
    parser.add_argument("--out", type=Path, default=_REPO / "schemas")
    args = parser.parse_args(argv)
    stale = []
    for name, text in schema_texts().items():
        path: Path = args.out / name
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        if args.check:
            stale.append(name)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    if stale:
        print("stale JSON Schemas (run python -m cc_engine.content.schema): " + ", ".join(stale),
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
