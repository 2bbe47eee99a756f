"""Eight-Minute Empire's own colours: goods, continents, the sea (seats: client/gui/palette.py)."""

# Goods as the card row and the end screen show them: a colour and a one-letter glyph.
GOODS_COLORS = {
    "crystal": "#7E57C2",
    "food": "#8BC34A",
    "wood": "#8D6E63",
    "iron": "#78909C",
    "tools": "#FF8A65",
    "wild": "#FFD54F",
}

# Continents are told apart by a muted earth tone each (the land), never by seat colours.
AREA_TONES = ("#D9C8A0", "#BFD3A6", "#D8B59A", "#C9C2D6", "#B9D0CF", "#D6CFA0")
SEA = "#5B8DB8"
SEA_DEEP = "#3E6F99"
