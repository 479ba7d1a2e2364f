"""A pseudo-translation for tests: every text Qt translates comes back wrapped in ⟦ ⟧, so any
text a window shows without them never went through the translation system."""

from __future__ import annotations

from PySide6.QtCore import QTranslator

__all__ = ["PseudoTranslator"]


class PseudoTranslator(QTranslator):
    """Wraps every translatable text in ⟦ ⟧."""

    def isEmpty(self) -> bool:
        """Not empty: Qt sends no LanguageChange for installing an empty translator."""
        return False

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"⟦{source}⟧" if source else source
