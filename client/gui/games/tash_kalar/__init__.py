"""Tash-Kalar's view: so far its words only (messages.py; no table view yet, so the host
dialog and the lobby do not offer the game: client/gui/games.offered).

Importing this package imports no Qt (messages.py is read by headless logs too)."""
