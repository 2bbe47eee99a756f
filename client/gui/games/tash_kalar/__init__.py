"""Tash-Kalar's view: the arena, the hand, the move panel, the tasks and the seats
(table.py), and its words (messages.py for the log, words.py for the window).

Importing this package imports no Qt (messages.py is read by headless logs too)."""
