"""Eight-Minute Empire's view: the map, the card row, the players, the action bar, words."""
