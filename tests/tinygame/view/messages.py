"""Dice Race's log templates, by core message id (English; translated in context dice_race).

A pair is a counted text (English singular, plural): `%n` is the param `n`.
"""

TEMPLATES = {
    "pick": "{seat} picked {n}",
    "roll": "The die shows {n}",
    "step": "{seat} steps forward",
    "stop": "{seat} stops",
    "end.dice": "Dice",
    "end.steps": "Steps",
    "end.misses": "Misses",
    "misses": ("%n miss", "%n misses"),
    "by.points": "victory points",
    "by.misses": "fewer misses",
}
