"""Blind Pass's view package: its log templates (messages.py) and its GameView (table.py)."""
