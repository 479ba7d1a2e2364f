"""What the bundled ``cc-designer`` executable runs (see ``cc-commander.spec``)."""

import sys

from cc_qt.designer import main

sys.exit(main())
