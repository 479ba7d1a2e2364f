"""The desktop app of Combat Commander (PySide6).

It mirrors engine state and never decides a rule: every rule lives in :mod:`cc_engine`.
Entry points: :func:`cc_qt.app.main` (``cc-commander``) and :func:`cc_qt.designer.main`
(``cc-designer``).
"""
