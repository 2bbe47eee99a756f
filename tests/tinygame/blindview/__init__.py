"""Blind Pass's view package: only its log templates (messages.py) so far; the window's
GameView for it belongs to the window's hidden-information work."""
