"""Dice Race's log templates, by core message id (English; translated in context dice_race)."""

TEMPLATES = {
    "pick": "{seat} picked {n}",
    "roll": "The die shows {n}",
    "step": "{seat} steps forward",
    "stop": "{seat} stops",
}
