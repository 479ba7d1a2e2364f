"""Words for the engine's choices, and the hexes and units they point at.

The engine names a choice by a kind and arguments (``order 12``, ``place au03 G10``,
``join bw02``). This module only *describes* them for buttons and tooltips, from what the
viewing player may see; which choices exist is always the engine's list.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from cc_engine.content.vocabulary import SideId, Trigger, display_name
from cc_engine.rules.card_play import CARD_KINDS
from cc_engine.state import Choice
from cc_engine.views import PlayerView
from cc_qt.shown import shown_name
from cc_qt.terms import TERMS, term

__all__ = [
    "CARD_KINDS",
    "choice_hex",
    "choice_units",
    "describe_card",
    "describe_choice",
    "describe_dice",
]

_HEX = re.compile(r"^[A-Z][1-9][0-9]?$")
_TERMS = frozenset(TERMS)

#: Labels of the choices that take no argument (translated when shown).
_VERBS: dict[str, object] = {
    "accept": QT_TRANSLATE_NOOP("Choices", "Accept the roll"),
    "reroll": QT_TRANSLATE_NOOP("Choices", "Re-roll (play the Initiative card) [9.1]"),
    "pass": QT_TRANSLATE_NOOP("Choices", "Pass"),
    "end_turn": QT_TRANSLATE_NOOP("Choices", "End the Turn"),
    "done": QT_TRANSLATE_NOOP("Choices", "Done"),
    "go": QT_TRANSLATE_NOOP("Choices", "Go"),
    "continue": QT_TRANSLATE_NOOP("Choices", "Continue"),
    "no_target": QT_TRANSLATE_NOOP("Choices", "No target"),
    "stop": QT_TRANSLATE_NOOP("Choices", "Stop moving"),
    "back": QT_TRANSLATE_NOOP("Choices", "Back"),
    "fire": QT_TRANSLATE_NOOP("Choices", "Fire!"),
    "shoot": QT_TRANSLATE_NOOP("Choices", "Shoot at this hex"),
}


def describe_card(view: PlayerView, number: int, side: SideId | None = None) -> str:
    """A card of a side's deck (the viewer's by default): its Order, Action and Event."""
    card = view.setting.card(side if side is not None else view.viewer, number)
    app = QCoreApplication
    fire = app.translate("Choices", " (Order/Action Fire)") if card.fire_action else ""
    return app.translate("Choices", "#{number} {order}{fire} — Action: {action} — Event: "
                         "{event}").format(number=number, order=term(display_name(card.order)),
                                           fire=fire, action=term(display_name(card.action)),
                                           event=term(display_name(card.event)))


def describe_dice(view: PlayerView, number: int, side: SideId | None = None) -> str:
    """The bottom of a card: its dice with any trigger, and its Random Hex [1.9, 1.8]."""
    card = view.setting.card(side if side is not None else view.viewer, number)
    trigger = "" if card.trigger is Trigger.NONE else f" {term(display_name(card.trigger))}"
    return QCoreApplication.translate(
        "Choices", "dice {white}•{colored}{trigger} — random hex {hex}").format(
        white=card.white_die, colored=card.colored_die, trigger=trigger, hex=card.random_hex)


def _unit_name(view: PlayerView, unit_id: str) -> str | None:
    for unit in view.units:
        if unit.id == unit_id:
            return shown_name(unit.name)
    for weapon in view.weapons:
        if weapon.id == unit_id:
            return term(view.setting.weapon_type(weapon.side, weapon.type).name)
    return None


def describe_choice(view: PlayerView, choice: Choice) -> str:
    """A button label for a choice, e.g. ``'Order: #12 Fire …'`` or ``'Place Rifle Squad 3
    in G10'``."""
    if not choice.args and choice.kind in _VERBS:
        return QCoreApplication.translate("Choices", str(_VERBS[choice.kind]))
    words = [term(choice.kind.replace("_", " ").capitalize())]
    for index, arg in enumerate(choice.args):
        if isinstance(arg, int) and index == 0 and choice.kind in CARD_KINDS:
            words.append(describe_card(view, arg))
        elif isinstance(arg, str) and _HEX.match(arg):
            words.append(QCoreApplication.translate("Choices", "in {hex}").format(hex=arg)
                         if choice.kind in ("place", "fortify") else arg)
        elif isinstance(arg, str) and (name := _unit_name(view, arg)) is not None:
            words.append(name)
        else:
            words.append(display_name_or(arg))
    return " ".join(words)


def display_name_or(arg: str | int) -> str:
    """An argument as words: ``'foxholes'`` -> ``'Foxholes'``, translated when it is a game
    term (a Fortification, a side)."""
    if not isinstance(arg, str):
        return str(arg)
    name = arg.replace("_", " ").title()
    return term(name) if name in _TERMS else name


def choice_hex(choice: Choice) -> str | None:
    """The last hex id among a choice's arguments, if any (the hex to click for it)."""
    for arg in reversed(choice.args):
        if isinstance(arg, str) and _HEX.match(arg):
            return arg
    return None


def choice_units(view: PlayerView, choice: Choice) -> tuple[str, ...]:
    """The unit ids a choice names (to highlight their counters)."""
    ids = {u.id for u in view.units}
    return tuple(a for a in choice.args if isinstance(a, str) and a in ids)
