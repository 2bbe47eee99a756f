"""Tavolata's deterministic rules engines: pure Python, standard library only."""
