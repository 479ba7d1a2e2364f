"""The shipped scenarios' names, places and special rules, marked for translation
(written by ``tools/translations.py`` from ``scenarios/*.json``: do not edit by hand).

:func:`scenario_text` shows one in the current language.
"""

# ruff: noqa: E501  (each text on one line, as lupdate and translators see it)

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

__all__ = ["SCENARIO_TEXTS", "scenario_text"]

SCENARIO_TEXTS = (
    QT_TRANSLATE_NOOP("Scenario", "Allied reinforcements arrive on Time space 3."),
    QT_TRANSLATE_NOOP("Scenario", "Allied reinforcements arrive on Time space 7, entering in or adjacent to road hex A9."),
    QT_TRANSLATE_NOOP("Scenario", "Allied reinforcements arrive on Time spaces 2 to 5."),
    QT_TRANSLATE_NOOP("Scenario", "Allied units set up in or adjacent to A2 and O1; Axis units in or adjacent to G10 and/or N10."),
    QT_TRANSLATE_NOOP("Scenario", "An immobilised Sherman is represented by the Bunker, which may hold up to 4 figures."),
    QT_TRANSLATE_NOOP("Scenario", "Axis Wire goes in or next to Building hexes."),
    QT_TRANSLATE_NOOP("Scenario", "Bessarabia"),
    QT_TRANSLATE_NOOP("Scenario", "Bessarabian Nights"),
    QT_TRANSLATE_NOOP("Scenario", "Bocage: crossing a Hedge costs 2 extra MP, and a Hedge gives Cover 2."),
    QT_TRANSLATE_NOOP("Scenario", "Bonfire of the NKVD"),
    QT_TRANSLATE_NOOP("Scenario", "Both sides set up at the same time and out of each other's sight."),
    QT_TRANSLATE_NOOP("Scenario", "Breakout Dance"),
    QT_TRANSLATE_NOOP("Scenario", "Breakout: only the Axis scores VP for exiting units."),
    QT_TRANSLATE_NOOP("Scenario", "Brest-Litovsk, Russia"),
    QT_TRANSLATE_NOOP("Scenario", "Caves give the Axis a bonus involving Sniper results."),
    QT_TRANSLATE_NOOP("Scenario", "Closed for Renovation"),
    QT_TRANSLATE_NOOP("Scenario", "Cold Front"),
    QT_TRANSLATE_NOOP("Scenario", "Commando School"),
    QT_TRANSLATE_NOOP("Scenario", "Commandos: Allied units add 1 in Melee."),
    QT_TRANSLATE_NOOP("Scenario", "Cpt. Egorov sets up in the command post hex N5."),
    QT_TRANSLATE_NOOP("Scenario", "Deep frost: one German weapon starts broken and no new Fortifications may be placed."),
    QT_TRANSLATE_NOOP("Scenario", "Fat Lipki"),
    QT_TRANSLATE_NOOP("Scenario", "Fog: every hex has Hindrance 3 until a Breeze event lifts it."),
    QT_TRANSLATE_NOOP("Scenario", "Hedgerows & Hand Grenades"),
    QT_TRANSLATE_NOOP("Scenario", "Hitdorf, Germany"),
    QT_TRANSLATE_NOOP("Scenario", "Hold the Line"),
    QT_TRANSLATE_NOOP("Scenario", "Humain, Belgium"),
    QT_TRANSLATE_NOOP("Scenario", "Lipki, Russia"),
    QT_TRANSLATE_NOOP("Scenario", "Lt. Blankenship acts as a forward observer and is placed after the other Allied units."),
    QT_TRANSLATE_NOOP("Scenario", "Mines attack with 8 FP; the Axis may choose a lower strength."),
    QT_TRANSLATE_NOOP("Scenario", "Misty Mountain"),
    QT_TRANSLATE_NOOP("Scenario", "Monte Castello, Italy"),
    QT_TRANSLATE_NOOP("Scenario", "Night: the Axis may discard only 1 card, and Fire Attacks weaken with range."),
    QT_TRANSLATE_NOOP("Scenario", "No exit VP are scored; Objective chits R and W are not used."),
    QT_TRANSLATE_NOOP("Scenario", "Novorossiysk, Russia"),
    QT_TRANSLATE_NOOP("Scenario", "Objective chit W is not used."),
    QT_TRANSLATE_NOOP("Scenario", "Objective chits R, V and X are not used."),
    QT_TRANSLATE_NOOP("Scenario", "Objective chits V, W and X are not used."),
    QT_TRANSLATE_NOOP("Scenario", "Paralyzed from the West Down"),
    QT_TRANSLATE_NOOP("Scenario", "Partisans: every terrain type costs 1 MP to enter."),
    QT_TRANSLATE_NOOP("Scenario", "Pont-Hebert, Normandy, France"),
    QT_TRANSLATE_NOOP("Scenario", "Reinforcements arrive on Time spaces 3 to 6."),
    QT_TRANSLATE_NOOP("Scenario", "Rush to Contact"),
    QT_TRANSLATE_NOOP("Scenario", "Snow: entering Open Ground costs 1.5 MP."),
    QT_TRANSLATE_NOOP("Scenario", "St. Jean de Daye, France"),
    QT_TRANSLATE_NOOP("Scenario", "Staritsa, Russia"),
    QT_TRANSLATE_NOOP("Scenario", "Ste-Mere-Eglise, France"),
    QT_TRANSLATE_NOOP("Scenario", "The Allied Light Mortar is a captured German weapon."),
    QT_TRANSLATE_NOOP("Scenario", "The Allied Satchel Charges represent captured Panzerfausts."),
    QT_TRANSLATE_NOOP("Scenario", "The Allied Wire is placed after the Axis has set up."),
    QT_TRANSLATE_NOOP("Scenario", "The Allies begin with Russian Fate card 31 in hand."),
    QT_TRANSLATE_NOOP("Scenario", "The Allies set up by drawing Random Hexes."),
    QT_TRANSLATE_NOOP("Scenario", "The Allies take the first turn; the Axis begins with the Initiative card and may give up the Initiative."),
    QT_TRANSLATE_NOOP("Scenario", "The Allies use the American Fate deck."),
    QT_TRANSLATE_NOOP("Scenario", "The Axis IG 18 gun sets up hidden."),
    QT_TRANSLATE_NOOP("Scenario", "The Axis begins with German Fate card 65 in hand."),
    QT_TRANSLATE_NOOP("Scenario", "The Axis starts with 1 Order per turn, gains 1 more with each Time advance, up to 3."),
    QT_TRANSLATE_NOOP("Scenario", "The German engineers carry the Flamethrower and the Satchel Charge."),
    QT_TRANSLATE_NOOP("Scenario", "The Wire and Mines start in fixed hexes."),
    QT_TRANSLATE_NOOP("Scenario", "US counters stand in for the Brazilian forces."),
    QT_TRANSLATE_NOOP("Scenario", "Velikiye-Luki, Russia"),
    QT_TRANSLATE_NOOP("Scenario", "Winter camouflage gives the Allies a bonus to Concealment."),
)


def scenario_text(text: str) -> str:
    """A scenario's name, place or special rule in the current language: a
    shipped scenario's text (one of :data:`SCENARIO_TEXTS`) translated, any other (a
    designer's own scenario) as it is written."""
    return QCoreApplication.translate("Scenario", text)
