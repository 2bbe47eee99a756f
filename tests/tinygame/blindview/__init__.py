"""Blind Pass's view package: its log templates (messages.py) and its GameView (table.py)."""

from client.gui.games import ViewCapabilities

CAPABILITIES = ViewCapabilities(secret_notes=True)  # the cards a seat is shown
