"""Dice Race's view for the window (tests only)."""
