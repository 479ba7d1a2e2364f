"""The rules of Combat Commander, one module per rulebook chapter.

Importing this package registers every frame handler and Order with :mod:`cc_engine.flow`.
"""

from cc_engine.rules import (  # noqa: F401  (imported to register their rules)
    artillery,
    breaking,
    cards,
    fire,
    melee,
    morale,
    move,
    turn,
    victory,
)
