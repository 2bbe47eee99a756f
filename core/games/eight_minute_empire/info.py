"""Eight-Minute Empire's metadata (core.meta): editions, boards, variants, player counts.

The one list of them: the command line, the host dialog, the lobby and the TXT record are
built from `INFO`; `normalize_config` (state.py, legends/state.py) still checks every config.
"""

from __future__ import annotations

from core.meta import Choice, GameInfo, Option, PlayerRange

CLASSIC = {"edition": ("classic",)}
LEGENDS = {"edition": ("legends",)}

INFO = GameInfo(
    key="eight_minute_empire",
    title="Eight-Minute Empire",
    players=(PlayerRange(2, 4, LEGENDS), PlayerRange(2, 5)),
    default_players=3,
    options=(
        Option(
            "edition",
            "Edition",
            (Choice("classic", "Classic"), Choice("legends", "Legends")),
            lobby=True,
        ),
        Option(
            "board",
            "Board",
            (
                Choice("A", "Side A", CLASSIC),
                Choice("B", "Side B", CLASSIC),
                Choice("T", "T layout", LEGENDS),
                Choice("ring", "Ring layout", LEGENDS),
            ),
        ),
        Option(
            "variants",
            "Variants",
            (
                Choice("goods_tiles", "Goods tiles on the triangle regions", CLASSIC),
                Choice("die_tiebreak", "A die breaks a tied bid (not the youngest)"),
                Choice("long_game", "Long game: three games, points added up"),
                Choice(
                    "exploration_tokens", "Exploration tokens (taken by the first city)", LEGENDS
                ),
                Choice("fortress_tokens", "Fortress tokens (+1 VP for their region)", LEGENDS),
                Choice(
                    "raging_dragon", "Raging dragon (slain by the 7th army placed: 2 VP)", LEGENDS
                ),
                Choice(
                    "magic_portals", "Magic portals (their two regions are neighbours)", LEGENDS
                ),
                Choice("bandits", "Bandits (1 coin for each army entering their region)", LEGENDS),
                Choice("leaders", "Leader cards, one per player", LEGENDS),
                Choice(
                    "mephitic_swamp",
                    "Mephitic swamp (with exploration tokens: face down, -1 VP)",
                    LEGENDS,
                    needs=("exploration_tokens",),
                ),
            ),
            many=True,
            flag="--variant",
        ),
    ),
)
