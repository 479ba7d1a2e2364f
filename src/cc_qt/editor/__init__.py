"""The scenario designer: document with undo, board tools, parameter and force panels."""
