"""Dice Race's view for the window (tests only)."""

from client.gui.games import ViewCapabilities

CAPABILITIES = ViewCapabilities()  # no names, looks, secrets or hints of its own
