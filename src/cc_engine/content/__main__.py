"""``python -m cc_engine.content`` runs ``cc-validate``."""

import sys

from cc_engine.content.cli import main

sys.exit(main())
