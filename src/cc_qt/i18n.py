"""The app's language: Qt translators for our strings and Qt's own (buttons of standard dialogs).

Our translations are ``resources/i18n/cc_<code>.qm``, compiled from the ``.ts`` sources beside
them (``tools/translations.py``). English is the source language and needs no file. The
preference "system" follows the operating system's language when we ship it, else English.
Installing a translator makes Qt send every widget a LanguageChange event; the windows answer
it by setting their texts again (``retranslate``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from cc_qt import paths
from cc_qt.preferences import LANGUAGES

__all__ = ["current_language", "effective_language", "install_language", "translation_file"]

_installed: list[QTranslator] = []
_current = "en"


def current_language() -> str:
    """The code of the language the app now shows ("en" until another is installed)."""
    return _current


def effective_language(preference: str, system: QLocale | None = None) -> str:
    """The language code to use for a preference ("system" or a code of :data:`LANGUAGES`)."""
    if preference in LANGUAGES:
        return preference
    code = (system or QLocale.system()).name().split("_")[0]
    return code if code in LANGUAGES else "en"


def translation_file(code: str) -> Path:
    """Our compiled translation for a language code."""
    return paths.resources_dir() / "i18n" / f"cc_{code}.qm"


def install_language(preference: str) -> str:
    """Translate the app into the preferred language from now on; returns the code used.

    A missing translation file leaves the app in English rather than failing.
    """
    global _current
    app = QCoreApplication.instance()
    assert app is not None, "create the QApplication first"
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    code = effective_language(preference)
    _current = "en"
    if code == "en":
        return code
    qt_own = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"qtbase_{code}", qt_own),
                         (translation_file(code).stem, str(translation_file(code).parent))):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    if any(t.language() for t in _installed):
        _current = code
    return code
