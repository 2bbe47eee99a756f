<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="159"/>
        <source>{name}, place a neutral army: click any region (%n left).</source>
        <translation>
            <numerusform>{name}, place a neutral army: click any region (%n left).</numerusform>
            <numerusform>{name}, place a neutral army: click any region (%n left).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message numerus="yes">
        <location filename="../../client/gui/lobby.py" line="203"/>
        <source>%n of {seats} seats taken</source>
        <translation>
            <numerusform>%n of {seats} seats taken</numerusform>
            <numerusform>%n of {seats} seats taken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/waitingroom.py" line="124"/>
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
        <location filename="../../client/gui/mainwindow.py" line="600"/>
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
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="29"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="30"/>
        <source>%n armies to place</source>
        <translation>
            <numerusform>%n army to place</numerusform>
            <numerusform>%n armies to place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="31"/>
        <source>%n cities left to build</source>
        <translation>
            <numerusform>%n city left to build</numerusform>
            <numerusform>%n cities left to build</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="32"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="33"/>
        <source>%n VP</source>
        <translation>
            <numerusform>%n VP</numerusform>
            <numerusform>%n VP</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="78"/>
        <source>Place %n armies</source>
        <translation>
            <numerusform>Place %n army</numerusform>
            <numerusform>Place %n armies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="87"/>
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
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="115"/>
        <source>%n moves left by land or sea: pick an army, then where it goes</source>
        <translation>
            <numerusform>%n move left by land or sea: pick an army, then where it goes</numerusform>
            <numerusform>%n moves left by land or sea: pick an army, then where it goes</numerusform>
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
</TS>
