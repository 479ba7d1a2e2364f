"""The rules of Combat Commander, one module per rulebook chapter.

Importing this package registers every frame handler and Order with :mod:`cc_engine.flow`.
"""

from cc_engine.rules import (  # noqa: F401  (imported to register their rules)
    actions_fire,
    actions_move,
    artillery,
    breaking,
    cards,
    events_board,
    events_units,
    fire,
    melee,
    morale,
    move,
    stakes,
    turn,
    victory,
)
