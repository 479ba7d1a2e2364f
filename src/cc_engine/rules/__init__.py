"""The rules of Combat Commander, one module per rulebook chapter."""
