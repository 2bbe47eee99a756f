"""Eight-Minute Empire: Legends ("Otto minuti per un impero - Leggende"), the second edition.

Rules: shared/seeds/000 (Italian, the authority); digest, card list and rulings in
shared/rules/eight-minute-empire-legends.md; our readings in docs/legends.md. The game
functions are in rules.py; the package module ../__init__.py dispatches to them by edition.
"""
