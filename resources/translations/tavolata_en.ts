<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="158"/>
        <source>{name}, place a neutral army: click any region (%n left).</source>
        <translation>
            <numerusform>{name}, place a neutral army: click any region (%n left).</numerusform>
            <numerusform>{name}, place a neutral army: click any region (%n left).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BellumMagia</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="132"/>
        <source>%n looted</source>
        <translation>
            <numerusform>%n looted</numerusform>
            <numerusform>%n looted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="134"/>
        <source>%n place(s) left face down in the kingdom deck</source>
        <translation>
            <numerusform>%n place left face down in the kingdom deck</numerusform>
            <numerusform>%n places left face down in the kingdom deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="256"/>
        <source>%n card(s) left face down</source>
        <translation>
            <numerusform>%n card left face down</numerusform>
            <numerusform>%n cards left face down</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="323"/>
        <source>%n chest(s) left in the stack</source>
        <translation>
            <numerusform>%n chest left in the stack</numerusform>
            <numerusform>%n chests left in the stack</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="122"/>
        <source>Pay a round of drinks for a reroll? It costs 1 barrel (you have %n).</source>
        <translation>
            <numerusform>Pay a round of drinks for a reroll? It costs 1 barrel (you have %n).</numerusform>
            <numerusform>Pay a round of drinks for a reroll? It costs 1 barrel (you have %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="131"/>
        <source>As the Captain you may cast a confusion spell instead (%n active).</source>
        <translation>
            <numerusform>As the Captain you may cast a confusion spell instead (%n active).</numerusform>
            <numerusform>As the Captain you may cast a confusion spell instead (%n active).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="108"/>
        <source>(%n used today)</source>
        <translation>
            <numerusform>(%n used today)</numerusform>
            <numerusform>(%n used today)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="141"/>
        <location filename="../../client/gui/games/bellum_magia/seats.py" line="49"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="249"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/seats.py" line="38"/>
        <source>%n chest(s)</source>
        <translation>
            <numerusform>%n chest</numerusform>
            <numerusform>%n chests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="99"/>
        <source>%n food</source>
        <translation>
            <numerusform>%n food</numerusform>
            <numerusform>%n food</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="100"/>
        <source>%n glyph(s)</source>
        <translation>
            <numerusform>%n glyph</numerusform>
            <numerusform>%n glyphs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="101"/>
        <source>%n treasure card(s)</source>
        <translation>
            <numerusform>%n treasure card</numerusform>
            <numerusform>%n treasure cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="102"/>
        <source>%n sword(s)</source>
        <translation>
            <numerusform>%n sword</numerusform>
            <numerusform>%n swords</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="103"/>
        <source>%n magic sword(s)</source>
        <translation>
            <numerusform>%n magic sword</numerusform>
            <numerusform>%n magic swords</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="104"/>
        <source>%n thief(s)</source>
        <translation>
            <numerusform>%n thief</numerusform>
            <numerusform>%n thieves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="105"/>
        <source>%n barrel(s)</source>
        <translation>
            <numerusform>%n barrel</numerusform>
            <numerusform>%n barrels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="106"/>
        <source>%n wooden chest(s)</source>
        <translation>
            <numerusform>%n wooden chest</numerusform>
            <numerusform>%n wooden chests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="107"/>
        <source>%n metal chest(s)</source>
        <translation>
            <numerusform>%n metal chest</numerusform>
            <numerusform>%n metal chests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="108"/>
        <source>%n gold chest(s)</source>
        <translation>
            <numerusform>%n gold chest</numerusform>
            <numerusform>%n gold chests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="109"/>
        <source>%n shield token(s)</source>
        <translation>
            <numerusform>%n shield token</numerusform>
            <numerusform>%n shield tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="110"/>
        <source>%n magic-shield token(s)</source>
        <translation>
            <numerusform>%n magic-shield token</numerusform>
            <numerusform>%n magic-shield tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="111"/>
        <source>%n confusion spell(s)</source>
        <translation>
            <numerusform>%n confusion spell</numerusform>
            <numerusform>%n confusion spells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message numerus="yes">
        <location filename="../../client/gui/lobby.py" line="228"/>
        <source>%n of {seats} seats taken</source>
        <translation>
            <numerusform>%n of {seats} seats taken</numerusform>
            <numerusform>%n of {seats} seats taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/waitingroom.py" line="135"/>
        <source>Waiting for players to sit down (%n seats free).</source>
        <translation>
            <numerusform>Waiting for players to sit down (%n seat free).</numerusform>
            <numerusform>Waiting for players to sit down (%n seats free).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../client/gui/tablenotices.py" line="78"/>
        <source>Nothing answers at {address}: gave up after %n attempts in {seconds} s. Check the address, and that the table is open.</source>
        <translation>
            <numerusform>Nothing answers at {address}: gave up after %n attempt in {seconds} s. Check the address, and that the table is open.</numerusform>
            <numerusform>Nothing answers at {address}: gave up after %n attempts in {seconds} s. Check the address, and that the table is open.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="18"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="19"/>
        <source>%n armies to place</source>
        <translation>
            <numerusform>%n army to place</numerusform>
            <numerusform>%n armies to place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="20"/>
        <source>%n cities left to build</source>
        <translation>
            <numerusform>%n city left to build</numerusform>
            <numerusform>%n cities left to build</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="21"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="22"/>
        <source>%n VP</source>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TashKalar</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="122"/>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="262"/>
        <source>%n action(s) left</source>
        <translation>
            <numerusform>%n action left</numerusform>
            <numerusform>%n actions left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="192"/>
        <source>%n ways here: click to see each.</source>
        <translation>
            <numerusform>%n way here: click to see it.</numerusform>
            <numerusform>%n ways here: click to see each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="235"/>
        <source>(%n done)</source>
        <translation>
            <numerusform>(%n done)</numerusform>
            <numerusform>(%n done)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="160"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="214"/>
        <source>%n being(s)</source>
        <translation>
            <numerusform>%n being</numerusform>
            <numerusform>%n beings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="215"/>
        <source>%n legend(s)</source>
        <translation>
            <numerusform>%n legend</numerusform>
            <numerusform>%n legends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="216"/>
        <source>%n flare(s) in hand</source>
        <translation>
            <numerusform>%n flare in hand</numerusform>
            <numerusform>%n flares in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="217"/>
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n in the deck</numerusform>
            <numerusform>%n in the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="218"/>
        <source>%n piece(s) left</source>
        <translation>
            <numerusform>%n piece left</numerusform>
            <numerusform>%n pieces left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="219"/>
        <source>%n legendary left</source>
        <translation>
            <numerusform>%n legendary left</numerusform>
            <numerusform>%n legendary left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="228"/>
        <source>Legends: %n</source>
        <translation>
            <numerusform>Legends: %n</numerusform>
            <numerusform>Legends: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="229"/>
        <source>Flares: %n</source>
        <translation>
            <numerusform>Flares: %n</numerusform>
            <numerusform>Flares: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="232"/>
        <source>Tasks: %n</source>
        <translation>
            <numerusform>Tasks: %n</numerusform>
            <numerusform>Tasks: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="195"/>
        <source>Move {who} up to %n time(s)</source>
        <translation>
            <numerusform>Move {who} up to %n time</numerusform>
            <numerusform>Move {who} up to %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="197"/>
        <source>Move {who} %n time(s)</source>
        <translation>
            <numerusform>Move {who} %n time</numerusform>
            <numerusform>Move {who} %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="230"/>
        <source>Gain %n action(s)</source>
        <translation>
            <numerusform>Gain %n action</numerusform>
            <numerusform>Gain %n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="268"/>
        <source>%n more promoted piece(s):</source>
        <translation>
            <numerusform>%n more promoted piece:</numerusform>
            <numerusform>%n more promoted pieces:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="269"/>
        <source>%n more piece(s):</source>
        <translation>
            <numerusform>%n more piece:</numerusform>
            <numerusform>%n more pieces:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="297"/>
        <source>%n promoted</source>
        <translation>
            <numerusform>%n promoted</numerusform>
            <numerusform>%n promoted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="299"/>
        <source>%n legendary</source>
        <translation>
            <numerusform>%n legendary</numerusform>
            <numerusform>%n legendary</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="302"/>
        <source>Destroy %n enemy piece(s) this turn</source>
        <translation>
            <numerusform>Destroy %n enemy piece this turn</numerusform>
            <numerusform>Destroy %n enemy pieces this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="304"/>
        <source>Summon %n being(s) this turn</source>
        <translation>
            <numerusform>Summon %n being this turn</numerusform>
            <numerusform>Summon %n beings this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="307"/>
        <source>Hold %n own piece(s)</source>
        <translation>
            <numerusform>Hold %n own piece</numerusform>
            <numerusform>Hold %n own pieces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="309"/>
        <source>%n own pieces in a line</source>
        <translation>
            <numerusform>%n own piece in a line</numerusform>
            <numerusform>%n own pieces in a line</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="313"/>
        <source>Surround an enemy piece with %n of yours</source>
        <translation>
            <numerusform>Surround an enemy piece with %n of yours</numerusform>
            <numerusform>Surround an enemy piece with %n of yours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WonderfulKingdom</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="170"/>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="250"/>
        <source>%n soldier(s) on it</source>
        <translation>
            <numerusform>%n soldier on it</numerusform>
            <numerusform>%n soldiers on it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="142"/>
        <source>{name}: %n army(s)</source>
        <translation>
            <numerusform>{name}: %n army</numerusform>
            <numerusform>{name}: %n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="146"/>
        <source>%n Trap token(s) left this round</source>
        <translation>
            <numerusform>%n Trap token left this round</numerusform>
            <numerusform>%n Trap tokens left this round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="148"/>
        <source>%n Spy ready</source>
        <translation>
            <numerusform>%n Spy ready</numerusform>
            <numerusform>%n Spies ready</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="59"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="119"/>
        <source>%n Threat card(s) still in the deck</source>
        <translation>
            <numerusform>%n Threat card still in the deck</numerusform>
            <numerusform>%n Threat cards still in the deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="135"/>
        <source>{name} holds %n Illusionist token(s)</source>
        <translation>
            <numerusform>{name} holds %n Illusionist token</numerusform>
            <numerusform>{name} holds %n Illusionist tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="139"/>
        <source>%n token(s) in the box</source>
        <translation>
            <numerusform>%n token in the box</numerusform>
            <numerusform>%n tokens in the box</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="141"/>
        <source>%n resource(s) set aside</source>
        <translation>
            <numerusform>%n resource set aside</numerusform>
            <numerusform>%n resources set aside</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="180"/>
        <source>The Dragons eat %n soldier(s) of {name}</source>
        <translation>
            <numerusform>The Dragons eat %n soldier of {name}</numerusform>
            <numerusform>The Dragons eat %n soldiers of {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="184"/>
        <source>The Sisters take %n cube(s) of {name}</source>
        <translation>
            <numerusform>The Sisters take %n cube of {name}</numerusform>
            <numerusform>The Sisters take %n cubes of {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="190"/>
        <source>{name} gains %n Illusionist token(s)</source>
        <translation>
            <numerusform>{name} gains %n Illusionist token</numerusform>
            <numerusform>{name} gains %n Illusionist tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="64"/>
        <source>Face down costs a Trap token: you have %n.</source>
        <translation>
            <numerusform>Face down costs a Trap token: you have %n.</numerusform>
            <numerusform>Face down costs a Trap token: you have %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="174"/>
        <source>Take area {area} (%n)</source>
        <translation>
            <numerusform>Take area {area} (%n)</numerusform>
            <numerusform>Take area {area} (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="226"/>
        <source>Recruit %n</source>
        <translation>
            <numerusform>Recruit %n</numerusform>
            <numerusform>Recruit %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/seats.py" line="53"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/seats.py" line="54"/>
        <source>{k} Krystallium, %n soldier(s)</source>
        <translation>
            <numerusform>{k} Krystallium, %n soldier</numerusform>
            <numerusform>{k} Krystallium, %n soldiers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="198"/>
        <source>%n cube(s) to place</source>
        <translation>
            <numerusform>%n cube to place</numerusform>
            <numerusform>%n cubes to place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation type="vanished">
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="77"/>
        <source>Place %n armies</source>
        <translation>
            <numerusform>Place %n army</numerusform>
            <numerusform>Place %n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="86"/>
        <source>Destroy %n armies</source>
        <translation>
            <numerusform>Destroy %n army</numerusform>
            <numerusform>Destroy %n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="105"/>
        <source>%n movement points left (a sea crossing costs 3, less with Flying): pick an army, then where it goes</source>
        <translation>
            <numerusform>%n movement point left (a sea crossing costs 3, less with Flying): pick an army, then where it goes</numerusform>
            <numerusform>%n movement points left (a sea crossing costs 3, less with Flying): pick an army, then where it goes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="114"/>
        <source>%n moves left by land: pick an army, then where it goes</source>
        <translation>
            <numerusform>%n move left by land: pick an army, then where it goes</numerusform>
            <numerusform>%n moves left by land: pick an army, then where it goes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="116"/>
        <source>%n moves left by land or sea: pick an army, then where it goes</source>
        <translation>
            <numerusform>%n move left by land or sea: pick an army, then where it goes</numerusform>
            <numerusform>%n moves left by land or sea: pick an army, then where it goes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>bellum_magia</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="45"/>
        <source>{seat} robs {target_seat} of %n chests.</source>
        <translation>
            <numerusform>{seat} robs {target_seat} of %n chest.</numerusform>
            <numerusform>{seat} robs {target_seat} of %n chests.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="53"/>
        <source>The {kind} #{chest} of {seat} holds %n coins.</source>
        <translation>
            <numerusform>The {kind} #{chest} of {seat} holds %n coin.</numerusform>
            <numerusform>The {kind} #{chest} of {seat} holds %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="63"/>
        <source>%n chests</source>
        <translation>
            <numerusform>%n chest</numerusform>
            <numerusform>%n chests</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>eight_minute_empire</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="23"/>
        <source>{seat} bids %n coins.</source>
        <translation>
            <numerusform>{seat} bids %n coin.</numerusform>
            <numerusform>{seat} bids %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="26"/>
        <source>{seat} takes card {card} for %n coins.</source>
        <translation>
            <numerusform>{seat} takes card {card} for %n coin.</numerusform>
            <numerusform>{seat} takes card {card} for %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="39"/>
        <source>{seat} takes {card} for %n coins.</source>
        <translation>
            <numerusform>{seat} takes {card} for %n coin.</numerusform>
            <numerusform>{seat} takes {card} for %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="72"/>
        <source>elixir {vp} (%n held)</source>
        <translation>
            <numerusform>elixir {vp} (%n held)</numerusform>
            <numerusform>elixir {vp} (%n held)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wonderful_kingdom</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="35"/>
        <source>{seat} selects area {area}: %n cards.</source>
        <translation>
            <numerusform>{seat} selects area {area}: %n card.</numerusform>
            <numerusform>{seat} selects area {area}: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="65"/>
        <source>The Sisters of Torment take %n cubes from the cards {seat} has under construction.</source>
        <translation>
            <numerusform>The Sisters of Torment take %n cube from the cards {seat} has under construction.</numerusform>
            <numerusform>The Sisters of Torment take %n cubes from the cards {seat} has under construction.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="69"/>
        <source>The Black Dragons eat %n soldiers of {seat}.</source>
        <translation>
            <numerusform>The Black Dragons eat %n soldier of {seat}.</numerusform>
            <numerusform>The Black Dragons eat %n soldiers of {seat}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="73"/>
        <source>The Sisters of Torment: {seat} chooses %n cubes to remove from cards under construction.</source>
        <translation>
            <numerusform>The Sisters of Torment: {seat} chooses %n cube to remove from a card under construction.</numerusform>
            <numerusform>The Sisters of Torment: {seat} chooses %n cubes to remove from cards under construction.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="77"/>
        <source>The Black Dragons: {seat} chooses %n placed soldiers for them to eat.</source>
        <translation>
            <numerusform>The Black Dragons: {seat} chooses %n placed soldier for them to eat.</numerusform>
            <numerusform>The Black Dragons: {seat} chooses %n placed soldiers for them to eat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="86"/>
        <source>{seat} gains %n Illusionist tokens for the Illusionists of {other_seat}.</source>
        <translation>
            <numerusform>{seat} gains %n Illusionist token for the Illusionists of {other_seat}.</numerusform>
            <numerusform>{seat} gains %n Illusionist tokens for the Illusionists of {other_seat}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="97"/>
        <source>{seat} defeats {card}: its %n soldiers go to the general supply.</source>
        <translation>
            <numerusform>{seat} defeats {card}: its %n soldier goes to the general supply.</numerusform>
            <numerusform>{seat} defeats {card}: its %n soldiers go to the general supply.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="101"/>
        <source>{seat} obtains {card}: its %n soldiers go to the general supply.</source>
        <translation>
            <numerusform>{seat} obtains {card}: its %n soldier goes to the general supply.</numerusform>
            <numerusform>{seat} obtains {card}: its %n soldiers go to the general supply.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="109"/>
        <source>{seat} obtained %n Dragon Eggs: +{vp} VP.</source>
        <translation>
            <numerusform>{seat} obtained %n Dragon Egg: +{vp} VP.</numerusform>
            <numerusform>{seat} obtained %n Dragon Eggs: +{vp} VP.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="116"/>
        <source>{seat} recruits %n armies.</source>
        <translation>
            <numerusform>{seat} recruits %n army.</numerusform>
            <numerusform>{seat} recruits %n armies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="119"/>
        <source>{seat} moves %n armies into {territory}; {beaten} enemy armies go home.</source>
        <translation>
            <numerusform>{seat} moves %n army into {territory}; {beaten} enemy armies go home.</numerusform>
            <numerusform>{seat} moves %n armies into {territory}; {beaten} enemy armies go home.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="124"/>
        <source>{seat} frees %n armies from the prison.</source>
        <translation>
            <numerusform>{seat} frees %n army from the prison.</numerusform>
            <numerusform>{seat} frees %n armies from the prison.</numerusform>
        </translation>
    </message>
</context>
</TS>
