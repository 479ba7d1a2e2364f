"""A decision named in plain words, for the hand-off screen and the shared screen's banner:
"Allies: Op Fire chance at E5". Only public facts: the deciding side, the decision's kind and
the hex it is about (its ``hex`` fact) [1.2]."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cc_engine.shared_screen import needs_private_view
from cc_engine.state import Decision

__all__ = ["decision_name"]

#: Each decision kind's name (translated when shown); a kind not listed is "a decision".
_NAMES = {
    "setup": QT_TRANSLATE_NOOP("Decisions", "set up"),
    "arm": QT_TRANSLATE_NOOP("Decisions", "hand out a Weapon"),
    "fortify": QT_TRANSLATE_NOOP("Decisions", "place a Fortification"),
    "turn": QT_TRANSLATE_NOOP("Decisions", "play an Order or pass"),
    "discard": QT_TRANSLATE_NOOP("Decisions", "discard"),
    "activate": QT_TRANSLATE_NOOP("Decisions", "activate units"),
    "move_unit": QT_TRANSLATE_NOOP("Decisions", "move"),
    "move_step": QT_TRANSLATE_NOOP("Decisions", "move"),
    "advance": QT_TRANSLATE_NOOP("Decisions", "advance"),
    "fire_target": QT_TRANSLATE_NOOP("Decisions", "pick a target"),
    "fire_group": QT_TRANSLATE_NOOP("Decisions", "form a fire group"),
    "op_fire": QT_TRANSLATE_NOOP("Decisions", "Op Fire chance"),
    "action_window": QT_TRANSLATE_NOOP("Decisions", "Action chance"),
    "fire_actions": QT_TRANSLATE_NOOP("Decisions", "Action chance"),
    "defense_actions": QT_TRANSLATE_NOOP("Decisions", "Action chance"),
    "light_wounds": QT_TRANSLATE_NOOP("Decisions", "Light Wounds chance"),
    "reroll": QT_TRANSLATE_NOOP("Decisions", "re-roll?"),
    "sniper": QT_TRANSLATE_NOOP("Decisions", "Sniper"),
    "defense_order": QT_TRANSLATE_NOOP("Decisions", "order of Defense rolls"),
    "rally_order": QT_TRANSLATE_NOOP("Decisions", "order of Rally Rolls"),
    "rout_order": QT_TRANSLATE_NOOP("Decisions", "order of Rout Rolls"),
    "rout_target": QT_TRANSLATE_NOOP("Decisions", "whom the Rout activates"),
    "retreat": QT_TRANSLATE_NOOP("Decisions", "Retreat"),
    "melee_order": QT_TRANSLATE_NOOP("Decisions", "order of Melees"),
    "overstack": QT_TRANSLATE_NOOP("Decisions", "overstacked hex"),
}
_ANY = QT_TRANSLATE_NOOP("Decisions", "a decision")
#: A Turn after its first Order, and one whose every Order is given (public counts [5]).
_TURN_GOES_ON = QT_TRANSLATE_NOOP("Decisions", "play another Order or end the Turn")
_TURN_ENDS = QT_TRANSLATE_NOOP("Decisions", "end the Turn")


def decision_name(decision: Decision) -> str:
    """The decision's kind in words, with its hex when it has one ("Op Fire chance at E5")."""
    name = QCoreApplication.translate("Decisions", str(_NAMES.get(decision.kind, _ANY)))
    if decision.kind == "turn" and any(decision.facts("orders_given")):
        name = QCoreApplication.translate(
            "Decisions", str(_TURN_GOES_ON if needs_private_view(decision) else _TURN_ENDS))
    hexes = decision.facts("hex")
    if not hexes:
        return name
    return QCoreApplication.translate("Decisions", "{decision} at {hex}").format(
        decision=name, hex=hexes[0])
