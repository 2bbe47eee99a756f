"""Tavolata's application layer: the command line, the headless table and the Qt client.

Modules here import PySide6 only where a window is shown, so the command line and the
headless table run without a display.
"""
