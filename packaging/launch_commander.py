"""What the bundled ``cc-commander`` executable runs (see ``cc-commander.spec``)."""

import sys

from cc_qt.app import main

sys.exit(main())
