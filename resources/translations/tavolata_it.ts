<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="97"/>
        <source>Your move</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="97"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="98"/>
        <source>Undo step</source>
        <translation>Annulla passo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="107"/>
        <source>Peek at the token in {region}</source>
        <translation>Sbircia il segnalino in {region}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="112"/>
        <source>{name} plays first</source>
        <translation>Inizia {name}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="124"/>
        <source>Skip the card</source>
        <translation>Salta l&apos;azione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="124"/>
        <source>End this action</source>
        <translation>Termina l&apos;azione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="127"/>
        <source>No extra card</source>
        <translation>Nessuna carta in più</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="130"/>
        <source>Do not peek</source>
        <translation>Non sbirciare</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="131"/>
        <source>End the turn without looking at a token.</source>
        <translation>Finisci il turno senza guardare alcuna tessera.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="134"/>
        <source>Confirm now</source>
        <translation>Conferma ora</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="135"/>
        <source>Confirm card</source>
        <translation>Conferma la carta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="136"/>
        <source>Send the card to the table; what is left of it is forfeited.</source>
        <translation>Invia la carta al tavolo; la parte non eseguita va persa.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="148"/>
        <source>{name}, as Queen of Fairies you may take one more card (paid, no action).</source>
        <translation>{name}, come Regina delle fate puoi prendere una carta in più (pagandola, senza azione).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="151"/>
        <source>{name}, take a card from the row.</source>
        <translation>{name}, prendi una carta dalla fila.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="154"/>
        <source>{name}, put one army of every player in a region off the central board.</source>
        <translation>{name}, metti un&apos;armata di ogni giocatore in una regione fuori dalla plancia centrale.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="158"/>
        <source>{name}, place a neutral army: click any region (%n left).</source>
        <translation>
            <numerusform>{name}, piazza un&apos;armata neutrale: clicca una regione qualsiasi (ne resta %n).</numerusform>
            <numerusform>{name}, piazza un&apos;armata neutrale: clicca una regione qualsiasi (ne restano %n).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="164"/>
        <source>{name}, you may peek in secret at a face-down token in a region you control: only you will see it.</source>
        <translation>{name}, puoi sbirciare in segreto un segnalino a faccia in giù in una regione che controlli: lo vedrai solo tu.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="168"/>
        <source>{name} won the bid: who plays first?</source>
        <translation>{name} ha vinto la puntata: chi sarà il giocatore iniziale?</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="171"/>
        <source>{name}, bid in secret below: the highest bid pays and names the first player.</source>
        <translation>{name}, punta in segreto qui sotto: chi punta di più paga e sceglie chi inizia.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="176"/>
        <source>The card is done: confirm it, or undo a step.</source>
        <translation>Carta completata: confermala o annulla un passo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="179"/>
        <source>Choose one action of the card.</source>
        <translation>Scegli una delle azioni della carta.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="229"/>
        <source>Opening bid</source>
        <translation>Puntata iniziale</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="230"/>
        <source>show</source>
        <translation>mostra</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="231"/>
        <source>Commit bid</source>
        <translation>Conferma la puntata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="239"/>
        <source>{name}, your bid (0-{coins}):</source>
        <translation>{name}, la tua puntata (0-{coins}):</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="257"/>
        <source>committed ✓</source>
        <translation>ha puntato ✓</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="258"/>
        <source>revealed</source>
        <translation>rivelata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="259"/>
        <source>sending…</source>
        <translation>invio in corso…</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="260"/>
        <source>thinking…</source>
        <translation>ci sta pensando…</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="271"/>
        <source>Bids: {bids}.</source>
        <translation>Puntate: {bids}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="273"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; wins the bid.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; vince la puntata.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="277"/>
        <source>A tie: the die decides.</source>
        <translation>Pareggio: decide il dado.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/actions.py" line="285"/>
        <source>Enter a whole number of coins you have.</source>
        <translation>Scrivi un numero intero di monete, al massimo quelle che hai.</translation>
    </message>
</context>
<context>
    <name>BellumMagia</name>
    <message>
        <location filename="../../client/gui/games/bellum_magia/castles.py" line="81"/>
        <source>Slide it under the {side} of your castle</source>
        <translation>Falla scivolare sotto il {side} del tuo castello</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/castles.py" line="208"/>
        <source>printed shield {s}</source>
        <translation>scudo stampato {s}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="115"/>
        <source>Kingdom</source>
        <translation>Regno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="126"/>
        <source>next: {kind}</source>
        <translation>prossima: {kind}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="132"/>
        <source>%n looted</source>
        <translation>
            <numerusform>%n saccheggiato</numerusform>
            <numerusform>%n saccheggiati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="134"/>
        <source>%n place(s) left face down in the kingdom deck</source>
        <translation>
            <numerusform>%n luogo ancora coperto nel mazzo del regno</numerusform>
            <numerusform>%n luoghi ancora coperti nel mazzo del regno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="146"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="127"/>
        <source>Farm</source>
        <translation>Fattoria</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="147"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="128"/>
        <source>Village</source>
        <translation>Villaggio</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="147"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="129"/>
        <source>City</source>
        <translation>Città</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="154"/>
        <source>Open every day</source>
        <translation>Aperta ogni giornata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="245"/>
        <source>Evil</source>
        <translation>Malvagie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="245"/>
        <source>Super-evil</source>
        <translation>Super malvagie</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="256"/>
        <source>%n card(s) left face down</source>
        <translation>
            <numerusform>%n carta ancora coperta</numerusform>
            <numerusform>%n carte ancora coperte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="258"/>
        <source>Cost: {cost}</source>
        <translation>Costo: {cost}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="275"/>
        <source>Day {n}</source>
        <translation>Giornata {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="275"/>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="279"/>
        <source>Captain: {name}</source>
        <translation>Capitano: {name}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="284"/>
        <source>Active line: {n}</source>
        <translation>Linea attiva: {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="292"/>
        <source>The bar is closed</source>
        <translation>Niente più bevute</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="299"/>
        <source>The die: its face is the day&apos;s active line for every castle, left and right.</source>
        <translation>Il dado: la sua faccia è la linea dell&apos;orda attiva della giornata per ogni castello, a sinistra e a destra.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/kingdom.py" line="323"/>
        <source>%n chest(s) left in the stack</source>
        <translation>
            <numerusform>%n scrigno rimasto nella pila</numerusform>
            <numerusform>%n scrigni rimasti nella pila</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="37"/>
        <source>Castles</source>
        <translation>Castelli</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="38"/>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="40"/>
        <source>Setting up</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="39"/>
        <source>Goblins</source>
        <translation>Goblin</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="41"/>
        <source>The active horde</source>
        <translation>Scelta dell&apos;orda attiva</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="42"/>
        <source>The explorers return</source>
        <translation>Ritorno degli esploratori</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="43"/>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="44"/>
        <source>Recruiting</source>
        <translation>Reclutamento</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="45"/>
        <source>End of the day</source>
        <translation>Fine del turno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="46"/>
        <source>The end: every chest is revealed</source>
        <translation>La fine: si rivelano tutti gli scrigni</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="47"/>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="57"/>
        <source>Day {n}: {phase}</source>
        <translation>Giornata {n}: {phase}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="59"/>
        <source>{phase} · your move</source>
        <translation>{phase} · tocca a te</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="78"/>
        <source>Choose your castle: click one of the lit castles, or its button.</source>
        <translation>Scegli la tua plancia Castello: clicca su uno dei castelli illuminati, o sul suo pulsante.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="81"/>
        <source>Slide each of your goblins under the left of your castle (production and exploration) or under its right (attack). Everyone chooses at once; the sides are shown together.</source>
        <translation>Fai scivolare ciascuno dei tuoi goblin sotto la sinistra del castello (produzione ed esplorazione) o sotto la destra (attacco). Tutti scelgono nello stesso momento; i lati si scoprono insieme.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="91"/>
        <source>You rob {name}: click up to {limit} of their chests (you cannot see their values), then confirm. Chosen: {chosen}.</source>
        <translation>Derubi {name}: clicca fino a {limit} dei suoi scrigni (senza vederne il valore), poi conferma. Scelti: {chosen}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="96"/>
        <source>Attack: click a lit place, the Tavern or a lit castle, or do not attack. Your horde today: {horde}.</source>
        <translation>Attacco: clicca su un luogo illuminato, sulla Taverna o su un castello illuminato, oppure non attaccare. La tua orda oggi: {horde}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="102"/>
        <source>You can pay for nothing more: you are done recruiting.</source>
        <translation>Non puoi pagare nient&apos;altro: hai finito di reclutare.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="104"/>
        <source>Confirm your choice, or undo it.</source>
        <translation>Conferma la tua scelta, o annullala.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="115"/>
        <source>The die shows {n}: line {n} is everyone&apos;s active horde today.</source>
        <translation>Il dado indica {n}: la linea {n} è l&apos;orda attiva di tutti per questa giornata.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="122"/>
        <source>Pay a round of drinks for a reroll? It costs 1 barrel (you have %n).</source>
        <translation>
            <numerusform>Paghi un giro di bevute per far rilanciare il dado? Costa 1 barile (ne hai %n).</numerusform>
            <numerusform>Paghi un giro di bevute per far rilanciare il dado? Costa 1 barile (ne hai %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="131"/>
        <source>As the Captain you may cast a confusion spell instead (%n active).</source>
        <translation>
            <numerusform>Come Capitano puoi invece usare un incantesimo di confusione (%n attivo).</numerusform>
            <numerusform>Come Capitano puoi invece usare un incantesimo di confusione (%n attivi).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="135"/>
        <source>The bar is closed today: a confusion spell was cast.</source>
        <translation>Niente più giri di bevute oggi: è stato usato un incantesimo di confusione.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="140"/>
        <source>You have {food} and {glyphs}.</source>
        <translation>Hai {food} e {glyphs}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="146"/>
        <source>Recruit: click a lit creature to buy it (evil: 2 food; super-evil: 1 glyph and 4 food, or 3 glyphs), or be done.</source>
        <translation>Reclutamento: clicca su una creatura illuminata per reclutarla (malvagia: 2 cibi; super malvagia: 1 glifo e 4 cibi, oppure 3 glifi), o hai finito.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="154"/>
        <source>{card}: click where it goes, under the left of your castle (production and exploration) or under the right (attack): the lit ghost strips show it there.</source>
        <translation>{card}: clicca dove va, sotto la sinistra del tuo castello (produzione ed esplorazione) o sotto la destra (attacco): le strisce illuminate la mostrano lì.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="165"/>
        <source>The game is over: every chest is revealed.</source>
        <translation>La partita è finita: tutti gli scrigni sono rivelati.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="169"/>
        <source>The players slide their goblins under their castles.</source>
        <translation>I giocatori fanno scivolare i loro goblin sotto il castello.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="173"/>
        <source>{name} chooses a castle.</source>
        <translation>{name} sceglie un castello.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="176"/>
        <source>{name} decides whether to pay for a reroll (the die shows {n}).</source>
        <translation>{name} decide se pagare un rilancio (il dado indica {n}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="180"/>
        <source>{name} chooses chests of {target}, unseen.</source>
        <translation>{name} sceglie gli scrigni di {target}, senza vederli.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="184"/>
        <source>{name} attacks.</source>
        <translation>{name} attacca.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="186"/>
        <source>{name} recruits.</source>
        <translation>{name} recluta.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="199"/>
        <source>{name} (shield {s})</source>
        <translation>{name} (scudo {s})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="204"/>
        <source>Buy a round of drinks (1 barrel)</source>
        <translation>Paga un giro di bevute (1 barile)</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="206"/>
        <source>Cast a confusion spell</source>
        <translation>Usa un incantesimo di confusione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="208"/>
        <source>Let the {n} stand</source>
        <translation>Tieni il {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="210"/>
        <source>Do not attack</source>
        <translation>Non attaccare</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="215"/>
        <source>Done recruiting</source>
        <translation>Fine del reclutamento</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="217"/>
        <source>Take the chests chosen</source>
        <translation>Prendi gli scrigni scelti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="229"/>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="229"/>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="233"/>
        <source>Place my goblins</source>
        <translation>Piazza i miei goblin</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="244"/>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="247"/>
        <source>Pay {payment}</source>
        <translation>Paga {payment}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="249"/>
        <source>Under the left side</source>
        <translation>Sotto il lato sinistro</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="250"/>
        <source>Under the right side</source>
        <translation>Sotto il lato destro</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/prompts.py" line="251"/>
        <source>Put it back</source>
        <translation>Rimettila a posto</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="51"/>
        <source>{name} (you)</source>
        <translation>{name} (tu)</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="64"/>
        <location filename="../../client/gui/games/bellum_magia/seats.py" line="30"/>
        <source>Captain</source>
        <translation>Capitano</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="74"/>
        <source>no castle yet</source>
        <translation>ancora senza castello</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="98"/>
        <source>Defence: {defence}</source>
        <translation>Difesa: {defence}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="108"/>
        <source>(%n used today)</source>
        <translation>
            <numerusform>(%n usato oggi)</numerusform>
            <numerusform>(%n usati oggi)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="124"/>
        <source>Reserve: {items}</source>
        <translation>Riserva: {items}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="131"/>
        <source>goblins placed</source>
        <translation>goblin sistemati</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="133"/>
        <source>placing the goblins…</source>
        <translation>sistema i goblin…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="141"/>
        <location filename="../../client/gui/games/bellum_magia/seats.py" line="49"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="249"/>
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monete</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="143"/>
        <source>Total: {coins}</source>
        <translation>Totale: {coins}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seatinfo.py" line="181"/>
        <source>Today&apos;s active horde (line {n}): {items}</source>
        <translation>L&apos;orda attiva di oggi (linea {n}): {items}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/seats.py" line="38"/>
        <source>%n chest(s)</source>
        <translation>
            <numerusform>%n scrigno</numerusform>
            <numerusform>%n scrigni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seats.py" line="39"/>
        <source>{wood} wood, {metal} metal, {gold} gold</source>
        <translation>{wood} di legno, {metal} di metallo, {gold} dorati</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/seats.py" line="46"/>
        <source>defence {defence}</source>
        <translation>difesa {defence}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/table.py" line="88"/>
        <source>Confirm, or undo.</source>
        <translation>Conferma, o annulla.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/table.py" line="98"/>
        <source>Confirm: take the chests chosen</source>
        <translation>Conferma: prendi gli scrigni scelti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/table.py" line="100"/>
        <source>Confirm and end recruiting</source>
        <translation>Conferma e termina il reclutamento</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/table.py" line="103"/>
        <location filename="../../client/gui/games/bellum_magia/table.py" line="237"/>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/table.py" line="103"/>
        <source>Send what you did to the table.</source>
        <translation>Invia al tavolo quello che hai fatto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/table.py" line="105"/>
        <location filename="../../client/gui/games/bellum_magia/table.py" line="236"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/table.py" line="219"/>
        <source>Only you see it: {chests}.</source>
        <translation>Lo vedi solo tu: {chests}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/table.py" line="238"/>
        <source>Put the creature back</source>
        <translation>Rimetti a posto la creatura</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="33"/>
        <source>wooden chest</source>
        <translation>scrigno di legno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="34"/>
        <source>metal chest</source>
        <translation>scrigno di metallo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="35"/>
        <source>gold chest</source>
        <translation>scrigno dorato</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="43"/>
        <source>goblins</source>
        <translation>Goblin</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="44"/>
        <source>farms</source>
        <translation>Fattorie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="45"/>
        <source>villages</source>
        <translation>Villaggi</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="46"/>
        <source>cities</source>
        <translation>Città</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="47"/>
        <source>evil creatures</source>
        <translation>Creature malvagie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="48"/>
        <source>super-evil creatures</source>
        <translation>Creature super malvagie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="49"/>
        <source>wooden chests</source>
        <translation>Scrigni di legno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="50"/>
        <source>metal chests</source>
        <translation>Scrigni di metallo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="51"/>
        <source>gold chests</source>
        <translation>Scrigni dorati</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="59"/>
        <source>2 food</source>
        <translation>2 cibi</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="60"/>
        <source>1 glyph and 4 food</source>
        <translation>1 glifo e 4 cibi</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="61"/>
        <source>3 glyphs</source>
        <translation>3 glifi</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="68"/>
        <source>left side</source>
        <translation>lato sinistro</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="68"/>
        <source>right side</source>
        <translation>lato destro</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="99"/>
        <source>%n food</source>
        <translation>
            <numerusform>%n cibo</numerusform>
            <numerusform>%n cibi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="100"/>
        <source>%n glyph(s)</source>
        <translation>
            <numerusform>%n glifo</numerusform>
            <numerusform>%n glifi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="101"/>
        <source>%n treasure card(s)</source>
        <translation>
            <numerusform>%n carta Tesoro</numerusform>
            <numerusform>%n carte Tesoro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="102"/>
        <source>%n sword(s)</source>
        <translation>
            <numerusform>%n spada</numerusform>
            <numerusform>%n spade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="103"/>
        <source>%n magic sword(s)</source>
        <translation>
            <numerusform>%n spada magica</numerusform>
            <numerusform>%n spade magiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="104"/>
        <source>%n thief(s)</source>
        <translation>
            <numerusform>%n ladro</numerusform>
            <numerusform>%n ladri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="105"/>
        <source>%n barrel(s)</source>
        <translation>
            <numerusform>%n barile</numerusform>
            <numerusform>%n barili</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="106"/>
        <source>%n wooden chest(s)</source>
        <translation>
            <numerusform>%n scrigno di legno</numerusform>
            <numerusform>%n scrigni di legno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="107"/>
        <source>%n metal chest(s)</source>
        <translation>
            <numerusform>%n scrigno di metallo</numerusform>
            <numerusform>%n scrigni di metallo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="108"/>
        <source>%n gold chest(s)</source>
        <translation>
            <numerusform>%n scrigno dorato</numerusform>
            <numerusform>%n scrigni dorati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="109"/>
        <source>%n shield token(s)</source>
        <translation>
            <numerusform>%n gettone Scudo</numerusform>
            <numerusform>%n gettoni Scudo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="110"/>
        <source>%n magic-shield token(s)</source>
        <translation>
            <numerusform>%n gettone Scudo magico</numerusform>
            <numerusform>%n gettoni Scudo magico</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/words.py" line="111"/>
        <source>%n confusion spell(s)</source>
        <translation>
            <numerusform>%n incantesimo di confusione</numerusform>
            <numerusform>%n incantesimi di confusione</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="119"/>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="126"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="137"/>
        <source>Tavern</source>
        <translation>Taverna</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="145"/>
        <source>shield {s} and magic shield {m}</source>
        <translation>scudo {s} e scudo magico {m}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="146"/>
        <source>shield {s}</source>
        <translation>scudo {s}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="157"/>
        <source>{name} ({kind}): {defence}; loot: {loot}.</source>
        <translation>{name} ({kind}): {defence}; bottino: {loot}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="169"/>
        <source>line {n}: {items}</source>
        <translation>linea {n}: {items}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="176"/>
        <source>Goblin</source>
        <translation>Goblin</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="177"/>
        <source>Evil creature</source>
        <translation>Creatura malvagia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="178"/>
        <source>Super-evil creature</source>
        <translation>Creatura super malvagia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="186"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="200"/>
        <source>shield</source>
        <translation>scudo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="187"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="201"/>
        <source>magic shield</source>
        <translation>scudo magico</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="188"/>
        <source>confusion spell</source>
        <translation>incantesimo di confusione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="194"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="220"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="237"/>
        <source>Left (production and exploration):</source>
        <translation>Sinistra (produzione ed esplorazione):</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="202"/>
        <source>spell</source>
        <translation>incantesimo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="217"/>
        <source>bonus token: {bonus}</source>
        <translation>gettone Bonus: {bonus}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="223"/>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="239"/>
        <source>Right (attack):</source>
        <translation>Destra (attacco):</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="236"/>
        <source>{name}: printed shield {s}</source>
        <translation>{name}: scudo stampato {s}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="246"/>
        <source>{kind} #{n}</source>
        <translation>{kind} n. {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/words.py" line="248"/>
        <source>{chest}: its value is hidden</source>
        <translation>{chest}: il suo valore è nascosto</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="37"/>
        <source>C</source>
        <translation>Cr</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="38"/>
        <source>F</source>
        <translation>Ci</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="39"/>
        <source>W</source>
        <translation>L</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="40"/>
        <source>I</source>
        <translation>F</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="41"/>
        <source>T</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="42"/>
        <source>★</source>
        <translation>★</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="44"/>
        <source>Sp</source>
        <translation>Fm</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="45"/>
        <source>Co</source>
        <translation>Ct</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="46"/>
        <source>$</source>
        <translation>$</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="47"/>
        <source>Bk</source>
        <translation>Li</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="48"/>
        <source>St</source>
        <translation>Sc</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="49"/>
        <source>Fo</source>
        <translation>Fo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="50"/>
        <source>Dr</source>
        <translation>Dr</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="51"/>
        <source>◎</source>
        <translation>◎</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="52"/>
        <source>Ba</source>
        <translation>Ba</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="53"/>
        <source>Sw</source>
        <translation>Pa</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="75"/>
        <source>Face-down token: you peeked, it is {token} (only you see it).</source>
        <translation>Segnalino a faccia in giù: hai sbirciato, è {token} (lo vedi solo tu).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="79"/>
        <source>Face-down token.</source>
        <translation>Segnalino a faccia in giù.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="81"/>
        <source>Peeked at by {names}.</source>
        <translation>Guardato da {names}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/mapart.py" line="115"/>
        <source>Start</source>
        <translation>Partenza</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <location filename="../../client/gui/seatnames.py" line="33"/>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <location filename="../../client/gui/seatnames.py" line="33"/>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <location filename="../../client/gui/seatnames.py" line="33"/>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <location filename="../../client/gui/seatnames.py" line="35"/>
        <source>quick</source>
        <translation>rapido</translation>
    </message>
    <message>
        <location filename="../../client/gui/seatnames.py" line="35"/>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <location filename="../../client/gui/seatnames.py" line="42"/>
        <source>Bot {n}</source>
        <translation>Bot {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/seatnames.py" line="43"/>
        <source>{name} (bot, {level})</source>
        <translation>{name} (bot, {level})</translation>
    </message>
</context>
<context>
    <name>BotsDialog</name>
    <message>
        <location filename="../../client/gui/botsdialog.py" line="46"/>
        <source>Play against bots</source>
        <translation>Gioca contro i bot</translation>
    </message>
    <message>
        <location filename="../../client/gui/botsdialog.py" line="49"/>
        <source>You against bots, at this computer: the game starts at once.</source>
        <translation>Tu contro i bot, a questo computer: la partita comincia subito.</translation>
    </message>
    <message>
        <location filename="../../client/gui/botsdialog.py" line="60"/>
        <source>Harder bots look further ahead and think longer</source>
        <translation>I bot più forti guardano più avanti e pensano più a lungo</translation>
    </message>
    <message>
        <location filename="../../client/gui/botsdialog.py" line="61"/>
        <source>Their level</source>
        <translation>Il loro livello</translation>
    </message>
    <message>
        <location filename="../../client/gui/botsdialog.py" line="62"/>
        <source>Bots</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../../client/gui/botsdialog.py" line="72"/>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <location filename="../../client/gui/botsdialog.py" line="97"/>
        <source>{name} against the bots</source>
        <translation>{name} contro i bot</translation>
    </message>
</context>
<context>
    <name>CardRow</name>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/cardrow.py" line="64"/>
        <source>You cannot afford this card.</source>
        <translation>Non hai abbastanza monete per questa carta.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/cardrow.py" line="106"/>
        <source>too dear</source>
        <translation>troppo cara</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <location filename="../../client/gui/ahead.py" line="84"/>
        <location filename="../../client/gui/controller.py" line="385"/>
        <source>It is not your move.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <location filename="../../client/gui/ahead.py" line="109"/>
        <source>The rest of your plan is not possible now.</source>
        <translation>Il resto del tuo piano ora non è possibile.</translation>
    </message>
    <message>
        <location filename="../../client/gui/controller.py" line="58"/>
        <source>{who} is not responding: the table waits while they reconnect.</source>
        <translation>{who} non risponde: il tavolo aspetta che si riconnetta.</translation>
    </message>
    <message>
        <location filename="../../client/gui/controller.py" line="59"/>
        <source>{who} is back.</source>
        <translation>{who} è di nuovo al tavolo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/controller.py" line="60"/>
        <source>{who} sat down.</source>
        <translation>{who} ha preso posto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/controller.py" line="61"/>
        <source>{who} left the table.</source>
        <translation>{who} ha lasciato il tavolo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/controller.py" line="448"/>
        <source>This move is not allowed now.</source>
        <translation>Questa mossa ora non è consentita.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../../client/gui/curtain.py" line="79"/>
        <source>{name}, before you pass the device:</source>
        <translation>{name}, prima di passare il dispositivo:</translation>
    </message>
    <message>
        <location filename="../../client/gui/curtain.py" line="82"/>
        <source>Hide it</source>
        <translation>Nascondi</translation>
    </message>
    <message>
        <location filename="../../client/gui/curtain.py" line="85"/>
        <source>Pass the device to {name}</source>
        <translation>Passa il dispositivo a {name}</translation>
    </message>
    <message>
        <location filename="../../client/gui/curtain.py" line="87"/>
        <source>What comes next is for {name}&apos;s eyes only: the others look away.</source>
        <translation>Quello che segue è solo per gli occhi di {name}: gli altri guardino altrove.</translation>
    </message>
    <message>
        <location filename="../../client/gui/curtain.py" line="91"/>
        <source>I am {name}</source>
        <translation>Sono {name}</translation>
    </message>
</context>
<context>
    <name>Desync</name>
    <message>
        <location filename="../../client/gui/desyncview.py" line="41"/>
        <source>no majority and the rebuilds disagree (a determinism bug in a rules core): the table stopped</source>
        <translation>nessuna maggioranza e le ricostruzioni non concordano (un errore di determinismo in un nucleo delle regole): il tavolo si è fermato</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="46"/>
        <source>recovered: rebuilding from the signed log gave the majority state</source>
        <translation>recuperato: ricostruire dal log firmato ha dato lo stato della maggioranza</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="49"/>
        <source>not recoverable by rebuild: the same signed log gives another state, a determinism bug in the rules core (the minority adopted the majority state)</source>
        <translation>non recuperabile ricostruendo: lo stesso log firmato dà un altro stato, un errore di determinismo nel motore delle regole (la minoranza ha adottato lo stato della maggioranza)</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="54"/>
        <source>a peer&apos;s state dump was unreadable or did not match</source>
        <translation>lo stato inviato da un peer era illeggibile o non corrispondeva</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="189"/>
        <source>The peers disagreed after action {n}.</source>
        <translation>I peer non concordavano dopo l&apos;azione {n}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="193"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="195"/>
        <source>Disagreeing with the majority: {who}</source>
        <translation>In disaccordo con la maggioranza: {who}</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="197"/>
        <source>No majority: every peer disagreed with another ({who}).</source>
        <translation>Nessuna maggioranza: ogni peer era in disaccordo con un altro ({who}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="212"/>
        <source>Injected fault: action {n}, {path}. The report matches it.</source>
        <translation>Guasto iniettato: azione {n}, {path}. Il rapporto corrisponde.</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="214"/>
        <source>Injected fault: action {n}, {path}. The report does NOT match it.</source>
        <translation>Guasto iniettato: azione {n}, {path}. Il rapporto NON corrisponde.</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="225"/>
        <source>Peer</source>
        <translation>Peer</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="226"/>
        <source>Side</source>
        <translation>Parte</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="227"/>
        <source>State hash</source>
        <translation>Hash dello stato</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="228"/>
        <source>Rebuilt from log</source>
        <translation>Ricostruito dal log</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="235"/>
        <source>minority</source>
        <translation>minoranza</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="237"/>
        <source>majority</source>
        <translation>maggioranza</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="267"/>
        <source>No differing field was found.</source>
        <translation>Non è stato trovato nessun campo diverso.</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="271"/>
        <source>The states could not be compared: {why}</source>
        <translation>Gli stati non si potevano confrontare: {why}</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="274"/>
        <source>First differing field: {path}</source>
        <translation>Primo campo diverso: {path}</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="304"/>
        <source>no majority</source>
        <translation>nessuna maggioranza</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="306"/>
        <source>in the minority</source>
        <translation>in minoranza</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="307"/>
        <source>with the majority</source>
        <translation>con la maggioranza</translation>
    </message>
    <message>
        <location filename="../../client/gui/desyncview.py" line="335"/>
        <source>Desync report</source>
        <translation>Rapporto di desincronizzazione</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../../client/gui/endresult.py" line="66"/>
        <source>{name} wins!</source>
        <translation>Vince {name}!</translation>
    </message>
    <message>
        <location filename="../../client/gui/endresult.py" line="67"/>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
    <message>
        <location filename="../../client/gui/endresult.py" line="69"/>
        <source>{names} share the victory</source>
        <translation>{names} si dividono la vittoria</translation>
    </message>
    <message>
        <location filename="../../client/gui/endresult.py" line="84"/>
        <source>Decided on {tiebreak}: {a} to {b}.</source>
        <translation>Vince per {tiebreak}: {a} a {b}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/endresult.py" line="86"/>
        <source>Decided on victory points: {a} to {b}.</source>
        <translation>Decidono i punti vittoria: {a} a {b}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/endresult.py" line="89"/>
        <source>Tied on points; every tie-break is equal.</source>
        <translation>Parità di punti, e parità anche in ogni spareggio.</translation>
    </message>
    <message>
        <location filename="../../client/gui/endresult.py" line="90"/>
        <source>Tied on points; decided on {tiebreak}.</source>
        <translation>Parità di punti; decide il numero di {tiebreak}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/endresult.py" line="104"/>
        <source>{a} and {b} are still tied after every tie-break: place {n}.</source>
        <translation>{a} e {b} restano pari dopo ogni spareggio: posto {n}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/endresult.py" line="109"/>
        <source>{a} ahead of {b}: tied on points, decided on {tiebreak}.</source>
        <translation>{a} davanti a {b}: pari nei punti, decide lo spareggio: {tiebreak}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/endscreen.py" line="102"/>
        <source>Watch the replay</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <location filename="../../client/gui/endscreen.py" line="103"/>
        <source>Back to the lobby</source>
        <translation>Torna alla sala</translation>
    </message>
    <message>
        <location filename="../../client/gui/endscreen.py" line="122"/>
        <source>Points of the last game</source>
        <translation>Punti dell&apos;ultima partita</translation>
    </message>
    <message>
        <location filename="../../client/gui/endscreen.py" line="124"/>
        <source>Where the points came from</source>
        <translation>Da dove vengono i punti</translation>
    </message>
    <message>
        <location filename="../../client/gui/endscreen.py" line="130"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../client/gui/endscreen.py" line="131"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../client/gui/endscreen.py" line="133"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location filename="../../client/gui/scorechart.py" line="187"/>
        <source>{total} in all</source>
        <translation>{total} in totale</translation>
    </message>
</context>
<context>
    <name>GameOptions</name>
    <message>
        <location filename="../../client/gui/gameoptions.py" line="111"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <location filename="../../client/gui/helpdialog.py" line="95"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../../client/gui/helpdialog.py" line="96"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location filename="../../client/gui/helpdialog.py" line="144"/>
        <source>About this table</source>
        <translation>Riguarda questo tavolo</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="44"/>
        <source>Quick bot (one move ahead)</source>
        <translation>Bot rapido (guarda una mossa avanti)</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="45"/>
        <source>Random bot</source>
        <translation>Bot casuale</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="46"/>
        <source>Search bot: easy</source>
        <translation>Bot che ragiona: facile</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="47"/>
        <source>Search bot: normal</source>
        <translation>Bot che ragiona: normale</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="48"/>
        <source>Search bot: hard</source>
        <translation>Bot che ragiona: difficile</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="60"/>
        <source>Host a table</source>
        <translation>Apri un tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="66"/>
        <source>{name}&apos;s table</source>
        <translation>Tavolo di {name}</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="67"/>
        <source>Table name</source>
        <translation>Nome del tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="72"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="75"/>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="79"/>
        <source>Seat 1</source>
        <translation>Posto 1</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="79"/>
        <source>You ({name})</source>
        <translation>Tu ({name})</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="91"/>
        <source>Open the table</source>
        <translation>Apri il tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="121"/>
        <source>A player on the network</source>
        <translation>Un giocatore in rete</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="122"/>
        <source>A player at this computer (hot-seat)</source>
        <translation>Un giocatore a questo computer (a turno, sullo stesso schermo)</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="123"/>
        <source>A bot</source>
        <translation>Un bot</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="127"/>
        <source>Search bots look many moves ahead; the hard one is the slowest</source>
        <translation>I bot che ragionano guardano molte mosse avanti; il difficile è il più lento</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="131"/>
        <source>Name at seat {n}</source>
        <translation>Nome al posto {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="133"/>
        <source>The name of the person who plays this seat at this computer</source>
        <translation>Il nome della persona che gioca a questo posto su questo computer</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="143"/>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/hostdialog.py" line="179"/>
        <source>Tavolata</source>
        <translation>Tavolata</translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="vanished">Gioco</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <location filename="../../client/gui/inspector.py" line="40"/>
        <source>Open a desync report</source>
        <translation>Apri un rapporto di desincronizzazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="42"/>
        <source>Lab reports and desync dumps (*.json);;All files (*)</source>
        <translation>Rapporti del laboratorio e dump di desincronizzazione (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="55"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="55"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="142"/>
        <source>Desync inspector</source>
        <translation>Ispettore delle desincronizzazioni</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="143"/>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="144"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="145"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="146"/>
        <location filename="../../client/gui/inspector.py" line="152"/>
        <source>Desyncs</source>
        <translation>Desincronizzazioni</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="149"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="150"/>
        <source>Finished</source>
        <translation>Finita</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="151"/>
        <source>Hashes agree</source>
        <translation>Hash concordi</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="156"/>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="156"/>
        <source>Recovered</source>
        <translation>Recuperata</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="156"/>
        <source>Minority</source>
        <translation>Minoranza</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="195"/>
        <source>Game {n}</source>
        <translation>Partita {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="219"/>
        <source>{file}: the desync dump of one peer.</source>
        <translation>{file}: il dump di desincronizzazione di un peer.</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="226"/>
        <source>{file}: {games} games, {finished} finished; desyncs: {injected} injected, {detected} detected, {recovered} recovered.
{command}</source>
        <translation>{file}: {games} partite, {finished} finite; desincronizzazioni: {injected} iniettate, {detected} rilevate, {recovered} recuperate.
{command}</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="254"/>
        <source>recovered</source>
        <translation>recuperata</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="254"/>
        <source>not recovered</source>
        <translation>non recuperata</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="265"/>
        <source>No desync in this game.</source>
        <translation>Nessuna desincronizzazione in questa partita.</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="277"/>
        <source>{actions} actions in {seconds} s.</source>
        <translation>{actions} azioni in {seconds} s.</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="283"/>
        <source>Every record replays with --verify.</source>
        <translation>Ogni registrazione si riproduce con --verify.</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="285"/>
        <source>Some records do NOT replay with --verify.</source>
        <translation>Alcune registrazioni NON si riproducono con --verify.</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="291"/>
        <source>Injected: {kind} at seat {seat}.</source>
        <translation>Iniettato: {kind} al posto {seat}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="293"/>
        <source>Injected: {kind} at seat {seat}, action {action}.</source>
        <translation>Iniettato: {kind} al posto {seat}, azione {action}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="297"/>
        <source>Not injected (the game ended first): {kind} at seat {seat}, action {action}.</source>
        <translation>Non iniettato (la partita è finita prima): {kind} al posto {seat}, azione {action}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/inspector.py" line="301"/>
        <source>Problem: {what}</source>
        <translation>Problema: {what}</translation>
    </message>
</context>
<context>
    <name>Legends</name>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="42"/>
        <source>Ancient Phoenix</source>
        <translation>Fenice antica</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="45"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="45"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="45"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="45"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="45"/>
        <source>Flying</source>
        <translation>Volare</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="53"/>
        <source>Ancient Sage</source>
        <translation>Saggio antico</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="56"/>
        <source>+1 VP per Ancient card</source>
        <translation>+1 PV per ogni carta antica</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="64"/>
        <source>Ancient Tree Spirit</source>
        <translation>Spirito arboreo antico</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="67"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="67"/>
        <source>3 elixir</source>
        <translation>3 elisir</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="75"/>
        <source>Ancient Woods</source>
        <translation>Bosco antico</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="78"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="78"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="78"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="78"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="78"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="78"/>
        <source>+1 army</source>
        <translation>+1 armata</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="86"/>
        <source>Cursed Banshee</source>
        <translation>Banshee maledetta</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="89"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="89"/>
        <source>2 elixir</source>
        <translation>2 elisir</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="97"/>
        <source>Cursed Gargoyles</source>
        <translation>Gargoyle maledetti</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="108"/>
        <source>Cursed King</source>
        <translation>Re maledetto</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="111"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="111"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="111"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="111"/>
        <source>1 elixir</source>
        <translation>1 elisir</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="119"/>
        <source>Cursed Mausoleum</source>
        <translation>Mausoleo maledetto</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="122"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="122"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="122"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="122"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="122"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="122"/>
        <source>+1 move</source>
        <translation>+1 movimento</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="130"/>
        <source>Cursed Tower</source>
        <translation>Torre maledetta</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="133"/>
        <source>+1 VP per Flying card</source>
        <translation>+1 PV per ogni carta con Volare</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="141"/>
        <source>Dire Dragon</source>
        <translation>Drago spaventoso</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="152"/>
        <source>Dire Eye</source>
        <translation>Occhio spaventoso</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="163"/>
        <source>Dire Giant</source>
        <translation>Gigante spaventoso</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="166"/>
        <source>Immunity to attack</source>
        <translation>Immunità all&apos;attacco</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="174"/>
        <source>Dire Goblin</source>
        <translation>Goblin spaventoso</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="185"/>
        <source>Dire Ogre</source>
        <translation>Orco spaventoso</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="188"/>
        <source>+1 VP per 3 coins</source>
        <translation>+1 PV ogni 3 monete</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="196"/>
        <source>Forest Elf</source>
        <translation>Elfo silvestre</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="207"/>
        <source>Forest Gnome</source>
        <translation>Gnomo silvestre</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="218"/>
        <source>Forest Pixie</source>
        <translation>Folletto silvestre</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="229"/>
        <source>Forest Tree Town</source>
        <translation>Borgo arboreo silvestre</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="240"/>
        <source>Graveyard</source>
        <translation>Cimitero</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="243"/>
        <source>+1 VP per Cursed card</source>
        <translation>+1 PV per ogni carta maledetta</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="251"/>
        <source>Lake</source>
        <translation>Lago</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="254"/>
        <source>+1 VP per Forest card</source>
        <translation>+1 PV per ogni carta silvestre</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="262"/>
        <source>Night Hydra</source>
        <translation>Idra notturna</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="273"/>
        <source>Night Village</source>
        <translation>Villaggio notturno</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="284"/>
        <source>Night Wizard</source>
        <translation>Mago notturno</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="287"/>
        <source>+1 VP per Night card</source>
        <translation>+1 PV per ogni carta notturna</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="295"/>
        <source>Noble Hills</source>
        <translation>Colline nobili</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="298"/>
        <source>3 Noble cards = 4 VP</source>
        <translation>Tre carte nobili = +4 PV</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="308"/>
        <source>Noble Knight</source>
        <translation>Cavaliere nobile</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="319"/>
        <source>Noble Unicorn</source>
        <translation>Unicorno nobile</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="330"/>
        <source>Stronghold</source>
        <translation>Roccaforte</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="333"/>
        <source>+1 VP per Dire card</source>
        <translation>+1 PV per ogni carta spaventosa</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="341"/>
        <source>Arcane Manticore</source>
        <translation>Manticora arcana</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="352"/>
        <source>Arcane Sphinx</source>
        <translation>Sfinge arcana</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="363"/>
        <source>Arcane Temple</source>
        <translation>Tempio arcano</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="366"/>
        <source>+1 VP per Arcane card</source>
        <translation>+1 PV per ogni carta arcana</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="374"/>
        <source>Mountain Dwarf</source>
        <translation>Nano di montagna</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="377"/>
        <source>2 Mountain cards = 3 VP</source>
        <translation>Due carte di montagna = +3 PV</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="387"/>
        <source>Mountain Treasury</source>
        <translation>Tesoreria di montagna</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="390"/>
        <source>1 elixir + 2 coins</source>
        <translation>1 elisir + 2 monete</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="399"/>
        <location filename="../eight_minute_empire/legends/legends.json" line="399"/>
        <source>Castle</source>
        <translation>Castello</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="422"/>
        <source>Queen of Fairies</source>
        <translation>Regina delle fate</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="423"/>
        <source>+1 VP with 3+ Forest cards; one extra card at the end (paid, no action)</source>
        <translation>+1 PV con 3+ carte silvestri; una carta in più alla fine (pagata, senza azione)</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="432"/>
        <source>King of Brigands</source>
        <translation>Re dei briganti</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="433"/>
        <source>Place armies at another player&apos;s city for 1 coin each, paid to them; steal 1 coin from each army&apos;s owner you destroy</source>
        <translation>Piazza armate nelle città di un altro giocatore pagandogli 1 moneta per armata; ruba 1 moneta al proprietario di ogni armata che distruggi</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="440"/>
        <source>Red Sorceress</source>
        <translation>Fattucchiera rossa</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="441"/>
        <source>Start with 5 armies in the start region; keep enemy armies you destroy: +1 VP per 3</source>
        <translation>Inizi con 5 armate nella regione di partenza; tieni le armate avversarie che distruggi: +1 PV ogni 3</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="449"/>
        <source>White Knight</source>
        <translation>Cavaliere bianco</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="450"/>
        <source>+1 VP per controlled island of 3+ regions; a free army with every city you build</source>
        <translation>+1 PV per ogni isola controllata di almeno 3 regioni; un&apos;armata gratis con ogni città che costruisci</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="459"/>
        <source>Magic spring</source>
        <translation>Fonte magica</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="466"/>
        <source>Cottage</source>
        <translation>Cottage</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="473"/>
        <source>Hidden treasure</source>
        <translation>Tesoro nascosto</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="474"/>
        <source>1 coin at once</source>
        <translation>1 moneta subito</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="480"/>
        <source>Spell book</source>
        <translation>Libro degli incantesimi</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="481"/>
        <source>+1 VP; wins every tie for victory</source>
        <translation>+1 PV; vinci ogni parità per la vittoria</translation>
    </message>
    <message>
        <location filename="../eight_minute_empire/legends/legends.json" line="488"/>
        <source>Stable</source>
        <translation>Scuderia</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../../client/gui/lobby.py" line="33"/>
        <source>Nobody answers at this table&apos;s address: its host may have left. It cannot be joined.</source>
        <translation>All&apos;indirizzo di questo tavolo non risponde nessuno: forse l&apos;host se n&apos;è andato. Non ci si può sedere.</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="145"/>
        <source>Tables on your network</source>
        <translation>Tavoli nella tua rete</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="148"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="149"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="150"/>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="151"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="152"/>
        <location filename="../../client/gui/waitingroom.py" line="98"/>
        <source>Fingerprint</source>
        <translation>Impronta</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="155"/>
        <source>Play against bots…</source>
        <translation>Gioca contro i bot…</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="157"/>
        <source>A game against bots at this computer, started at once: no one to wait for</source>
        <translation>Una partita contro i bot a questo computer, subito: nessuno da aspettare</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="159"/>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="160"/>
        <source>Learn a game in a short guided game against bots</source>
        <translation>Impara un gioco con una breve partita guidata contro i bot</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="161"/>
        <source>Join</source>
        <translation>Unisciti</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="162"/>
        <source>Host a table…</source>
        <translation>Apri un tavolo…</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="163"/>
        <source>Resume a game…</source>
        <translation>Riprendi una partita…</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="164"/>
        <source>Watch a replay…</source>
        <translation>Rivedi una partita…</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="165"/>
        <source>Or join by address:</source>
        <translation>Oppure unisciti con l&apos;indirizzo:</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="166"/>
        <source>Join by address</source>
        <translation>Unisciti con l&apos;indirizzo</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/lobby.py" line="228"/>
        <source>%n of {seats} seats taken</source>
        <translation>
            <numerusform>%n posto occupato su {seats}</numerusform>
            <numerusform>%n posti occupati su {seats}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="233"/>
        <source>This Tavolata cannot show this game: it cannot be joined.</source>
        <translation>Questo Tavolata non sa mostrare questo gioco: non ci si può sedere.</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="236"/>
        <source>not answering</source>
        <translation>non risponde</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="259"/>
        <source>needs a newer Tavolata</source>
        <translation>richiede una Tavolata più recente</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="261"/>
        <source>made by an older Tavolata</source>
        <translation>creato da una Tavolata meno recente</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="264"/>
        <source>This table speaks protocol {theirs}; this Tavolata speaks {ours}: it cannot be joined.</source>
        <translation>Questo tavolo usa il protocollo {theirs}; questa Tavolata usa il {ours}: non ci si può sedere.</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="280"/>
        <source>cannot be joined: {reason}</source>
        <translation>non ci si può unire: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="294"/>
        <source>Double-click a table to sit down.</source>
        <translation>Fai doppio clic su un tavolo per sederti.</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="298"/>
        <source>No tables found yet. When a friend hosts, the table appears here by itself. If it never does, this network may block multicast (common on guest Wi-Fi) or keep devices apart (AP isolation): ask the host for the address shown on their screen and join by address.</source>
        <translation>Ancora nessun tavolo. Quando un amico apre un tavolo, compare qui da solo. Se non compare mai, questa rete potrebbe bloccare il multicast (capita spesso sul Wi-Fi per gli ospiti) o tenere separati i dispositivi (isolamento AP): chiedi all&apos;host l&apos;indirizzo mostrato sul suo schermo e unisciti con l&apos;indirizzo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/lobby.py" line="339"/>
        <source>Write the address as host:port, e.g. 192.168.1.20:40945.</source>
        <translation>Scrivi l&apos;indirizzo come host:porta, ad es. 192.168.1.20:40945.</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="74"/>
        <location filename="../../client/gui/waitingroom.py" line="123"/>
        <source>Your table</source>
        <translation>Il tuo tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="74"/>
        <source>Joining a table</source>
        <translation>Ingresso al tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="76"/>
        <source>Leave</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="81"/>
        <source>Friends can join by address: {address}</source>
        <translation>Gli amici possono unirsi con l&apos;indirizzo: {address}</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="83"/>
        <source>Opening…</source>
        <translation>Apertura…</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="85"/>
        <source>Seated at {where}.</source>
        <translation>Al tavolo: {where}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="87"/>
        <source>Connecting to {where}…</source>
        <translation>Connessione a {where}…</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="95"/>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="96"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="97"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="99"/>
        <location filename="../../client/gui/waitingroom.py" line="128"/>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="104"/>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="105"/>
        <source>on the network</source>
        <translation>in rete</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="106"/>
        <source>hot-seat</source>
        <translation>stesso computer</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="107"/>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="115"/>
        <source>free</source>
        <translation>libero</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="123"/>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="128"/>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="131"/>
        <source>Waiting for the host…</source>
        <translation>In attesa dell&apos;host…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/waitingroom.py" line="135"/>
        <source>Waiting for players to sit down (%n seats free).</source>
        <translation>
            <numerusform>In attesa che i giocatori si siedano (%n posto libero).</numerusform>
            <numerusform>In attesa che i giocatori si siedano (%n posti liberi).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="138"/>
        <location filename="../../client/gui/waitingroom.py" line="145"/>
        <source>Waiting for everyone to be ready…</source>
        <translation>In attesa che tutti siano pronti…</translation>
    </message>
    <message>
        <location filename="../../client/gui/waitingroom.py" line="140"/>
        <source>Every seat is taken: say when you are ready.</source>
        <translation>Tutti i posti sono occupati: segnala quando sei pronto.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../client/gui/helpmenu.py" line="65"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../client/gui/helpmenu.py" line="66"/>
        <source>Rules…</source>
        <translation>Regole…</translation>
    </message>
    <message>
        <location filename="../../client/gui/helpmenu.py" line="67"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../../client/gui/helpmenu.py" line="69"/>
        <source>This game&apos;s rules, its options and what each card does (F1)</source>
        <translation>Le regole di questo gioco, le sue opzioni e che cosa fa ogni carta (F1)</translation>
    </message>
    <message>
        <location filename="../../client/gui/mainwindow.py" line="178"/>
        <source>Tavolata — a board-game table for your network</source>
        <translation>Tavolata — un tavolo da gioco per la tua rete</translation>
    </message>
    <message>
        <location filename="../../client/gui/mainwindow.py" line="212"/>
        <source>Tables on the network cannot be listed here; you can still join by address.</source>
        <translation>Qui non si possono elencare i tavoli della rete; puoi comunque unirti per indirizzo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/mainwindow.py" line="350"/>
        <source>Cannot resume this game</source>
        <translation>Impossibile riprendere questa partita</translation>
    </message>
    <message>
        <location filename="../../client/gui/mainwindow.py" line="395"/>
        <source>Leave the game?</source>
        <translation>Lasciare la partita?</translation>
    </message>
    <message>
        <location filename="../../client/gui/mainwindow.py" line="397"/>
        <source>Leave the game? The others wait for you: you can come back to it later from Table → Resume a game…</source>
        <translation>Lasciare la partita? Gli altri ti aspettano: potrai tornarci più tardi da Tavolo → Riprendi una partita…</translation>
    </message>
    <message>
        <location filename="../../client/gui/recordpages.py" line="67"/>
        <source>Watch a replay</source>
        <translation>Rivedi una partita</translation>
    </message>
    <message>
        <location filename="../../client/gui/recordpages.py" line="69"/>
        <source>Records (*.tavolata *.jsonl *)</source>
        <translation>Registrazioni (*.tavolata *.jsonl *)</translation>
    </message>
    <message>
        <location filename="../../client/gui/recordpages.py" line="84"/>
        <source>Cannot watch this record</source>
        <translation>Impossibile rivedere questa registrazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/recordpages.py" line="112"/>
        <source>Cannot open this report</source>
        <translation>Impossibile aprire questo rapporto</translation>
    </message>
    <message>
        <location filename="../../client/gui/tablenotices.py" line="52"/>
        <source>The table stopped</source>
        <translation>Il tavolo si è fermato</translation>
    </message>
    <message>
        <location filename="../../client/gui/tablenotices.py" line="63"/>
        <source>The table could not be opened.</source>
        <translation>Non è stato possibile aprire il tavolo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/tablenotices.py" line="64"/>
        <source>Could not sit down at this table.</source>
        <translation>Non è stato possibile sedersi a questo tavolo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/tablenotices.py" line="65"/>
        <source>This game could not be resumed.</source>
        <translation>Non è stato possibile riprendere questa partita.</translation>
    </message>
    <message>
        <location filename="../../client/gui/tablenotices.py" line="66"/>
        <source>Could not open the table</source>
        <translation>Impossibile aprire il tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/tablenotices.py" line="70"/>
        <source>Nothing answers at {address}: retrying (attempt {attempt})…</source>
        <translation>Nessuno risponde a {address}: nuovo tentativo ({attempt})…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/tablenotices.py" line="78"/>
        <source>Nothing answers at {address}: gave up after %n attempts in {seconds} s. Check the address, and that the table is open.</source>
        <translation>
            <numerusform>Nessuno risponde a {address}: rinuncio dopo %n tentativo in {seconds} s. Controlla l&apos;indirizzo e che il tavolo sia aperto.</numerusform>
            <numerusform>Nessuno risponde a {address}: rinuncio dopo %n tentativi in {seconds} s. Controlla l&apos;indirizzo e che il tavolo sia aperto.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/tablenotices.py" line="85"/>
        <source>Could not join</source>
        <translation>Impossibile unirsi al tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="133"/>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="134"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="135"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="136"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="138"/>
        <source>Play against bots…</source>
        <translation>Gioca contro i bot…</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="139"/>
        <source>Host a table…</source>
        <translation>Apri un tavolo…</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="140"/>
        <source>Resume a game…</source>
        <translation>Riprendi una partita…</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="141"/>
        <source>Watch a replay…</source>
        <translation>Rivedi una partita…</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="142"/>
        <source>Open a desync report…</source>
        <translation>Apri un rapporto di desincronizzazione…</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="143"/>
        <source>Leave the table</source>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="144"/>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="145"/>
        <source>Zoom in</source>
        <translation>Ingrandisci</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="146"/>
        <source>Zoom out</source>
        <translation>Riduci</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="147"/>
        <source>Fit the map</source>
        <translation>Adatta la mappa</translation>
    </message>
    <message>
        <location filename="../../client/gui/windowmenus.py" line="153"/>
        <source>Show invalid tables (for testers)</source>
        <translation>Mostra i tavoli non validi (per i tester)</translation>
    </message>
</context>
<context>
    <name>Pacing</name>
    <message>
        <location filename="../../client/gui/pacemenu.py" line="38"/>
        <source>Others&apos; turns</source>
        <translation>Turni degli altri</translation>
    </message>
    <message>
        <location filename="../../client/gui/pacemenu.py" line="40"/>
        <source>Instant: show each action at once</source>
        <translation>Istantaneo: mostra subito ogni azione</translation>
    </message>
    <message>
        <location filename="../../client/gui/pacemenu.py" line="41"/>
        <source>Normal: show each action for a moment</source>
        <translation>Normale: mostra ogni azione per un momento</translation>
    </message>
    <message>
        <location filename="../../client/gui/pacemenu.py" line="42"/>
        <source>Slow: show each action for longer</source>
        <translation>Lento: mostra ogni azione più a lungo</translation>
    </message>
    <message>
        <location filename="../../client/gui/playedcard.py" line="111"/>
        <source>Last card played</source>
        <translation>Ultima carta giocata</translation>
    </message>
    <message>
        <location filename="../../client/gui/showturns.py" line="156"/>
        <source>The game is over: here is the final board. The scores open in a moment.</source>
        <translation>La partita è finita: ecco il tabellone finale. Tra un momento si aprono i punteggi.</translation>
    </message>
    <message>
        <location filename="../../client/gui/showturns.py" line="158"/>
        <source>See the scores</source>
        <translation>Vedi i punteggi</translation>
    </message>
    <message>
        <location filename="../../client/gui/spotlight.py" line="210"/>
        <source>Show all</source>
        <translation>Mostra tutto</translation>
    </message>
    <message>
        <location filename="../../client/gui/spotlight.py" line="211"/>
        <source>Show the actions still waiting at once.</source>
        <translation>Mostra subito le azioni ancora in attesa.</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="18"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="19"/>
        <source>%n armies to place</source>
        <translation>
            <numerusform>%n armata da piazzare</numerusform>
            <numerusform>%n armate da piazzare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="20"/>
        <source>%n cities left to build</source>
        <translation>
            <numerusform>%n città da costruire</numerusform>
            <numerusform>%n città da costruire</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="21"/>
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="22"/>
        <source>%n VP</source>
        <translation>
            <numerusform>%n PV</numerusform>
            <numerusform>%n PV</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="33"/>
        <source>moves +{n}</source>
        <translation>movimenti +{n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="35"/>
        <source>armies +{n}</source>
        <translation>armate +{n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="38"/>
        <source>Flying {n} (sea {cost})</source>
        <translation>Volare {n} (mare {cost})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="41"/>
        <source>elixir {n}</source>
        <translation>elisir {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="43"/>
        <source>Immunity</source>
        <translation>Immunità</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="46"/>
        <source>leader: {name}</source>
        <translation>leader: {name}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="49"/>
        <source>tokens: {names}</source>
        <translation>segnalini: {names}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/players.py" line="51"/>
        <source>captured {n}</source>
        <translation>catturate {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/playerframe.py" line="72"/>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <location filename="../../client/gui/playerframe.py" line="74"/>
        <source>hot-seat</source>
        <translation>stesso computer</translation>
    </message>
    <message>
        <location filename="../../client/gui/playerframe.py" line="77"/>
        <source>reconnecting…</source>
        <translation>riconnessione…</translation>
    </message>
    <message>
        <source>bot</source>
        <translation type="vanished">bot</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <location filename="../../client/gui/problems.py" line="17"/>
        <source>This game record is damaged (line {line}).</source>
        <translation>Questa registrazione di partita è danneggiata (riga {line}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/problems.py" line="20"/>
        <source>This game record is damaged.</source>
        <translation>Questa registrazione di partita è danneggiata.</translation>
    </message>
    <message>
        <location filename="../../client/gui/problems.py" line="22"/>
        <source>This file cannot be opened.</source>
        <translation>Impossibile aprire questo file.</translation>
    </message>
    <message>
        <location filename="../../client/gui/problems.py" line="23"/>
        <source>This file is not a Tavolata game record.</source>
        <translation>Questo file non è una registrazione di partita di Tavolata.</translation>
    </message>
    <message>
        <location filename="../../client/gui/problems.py" line="24"/>
        <source>This game record was written by a newer Tavolata: update Tavolata to open it.</source>
        <translation>Questa registrazione è stata scritta da una versione più recente di Tavolata: aggiorna Tavolata per aprirla.</translation>
    </message>
    <message>
        <location filename="../../client/gui/problems.py" line="26"/>
        <source>This record holds no game: its table never started.</source>
        <translation>Questa registrazione non contiene una partita: il suo tavolo non è mai partito.</translation>
    </message>
    <message>
        <location filename="../../client/gui/problems.py" line="27"/>
        <source>This game is already over: watch its replay instead.</source>
        <translation>Questa partita è già finita: puoi solo rivederla.</translation>
    </message>
    <message>
        <location filename="../../client/gui/problems.py" line="28"/>
        <source>This game was stopped and cannot go on: watch its replay instead.</source>
        <translation>Questa partita è stata interrotta e non può continuare: puoi solo rivederla.</translation>
    </message>
    <message>
        <location filename="../../client/gui/problems.py" line="30"/>
        <source>This game was played without a network table: it can be watched, not resumed.</source>
        <translation>Questa partita è stata giocata senza un tavolo in rete: si può rivedere, non riprendere.</translation>
    </message>
    <message>
        <location filename="../../client/gui/problems.py" line="32"/>
        <source>This game record belongs to another player&apos;s profile.</source>
        <translation>Questa registrazione di partita appartiene al profilo di un altro giocatore.</translation>
    </message>
    <message>
        <location filename="../../client/gui/problems.py" line="34"/>
        <source>This file cannot be used.</source>
        <translation>Questo file non si può usare.</translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <location filename="../../client/gui/profile.py" line="27"/>
        <source>Welcome to Tavolata</source>
        <translation>Ti diamo il benvenuto in Tavolata</translation>
    </message>
    <message>
        <location filename="../../client/gui/profile.py" line="31"/>
        <source>What should the other players call you? Your name and a key that proves it is you are kept on this computer.</source>
        <translation>Come ti chiameranno gli altri giocatori? Il tuo nome e una chiave che dimostra che sei tu restano su questo computer.</translation>
    </message>
    <message>
        <location filename="../../client/gui/profile.py" line="42"/>
        <source>not given</source>
        <translation>non indicato</translation>
    </message>
    <message>
        <location filename="../../client/gui/profile.py" line="44"/>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <location filename="../../client/gui/profile.py" line="45"/>
        <source>Birth year (optional: some games break ties by age)</source>
        <translation>Anno di nascita (facoltativo: alcuni giochi risolvono i pareggi con l&apos;età)</translation>
    </message>
    <message>
        <location filename="../../client/gui/profile.py" line="57"/>
        <source>Please write a name.</source>
        <translation>Scrivi un nome.</translation>
    </message>
    <message>
        <location filename="../../client/gui/profile.py" line="70"/>
        <source>Your profile in {path} cannot be read, so it was left as it is. Choose a name for a new profile.</source>
        <translation>Il tuo profilo in {path} non si può leggere, quindi è stato lasciato com&apos;è. Scegli un nome per un nuovo profilo.</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <location filename="../../client/gui/records.py" line="56"/>
        <source>{host}&apos;s table</source>
        <translation>Tavolo di {host}</translation>
    </message>
    <message>
        <location filename="../../client/gui/records.py" line="140"/>
        <source>First action</source>
        <translation>Prima azione</translation>
    </message>
    <message>
        <location filename="../../client/gui/records.py" line="141"/>
        <source>One action back</source>
        <translation>Un&apos;azione indietro</translation>
    </message>
    <message>
        <location filename="../../client/gui/records.py" line="142"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../../client/gui/records.py" line="142"/>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <location filename="../../client/gui/records.py" line="143"/>
        <source>One action forward</source>
        <translation>Un&apos;azione avanti</translation>
    </message>
    <message>
        <location filename="../../client/gui/records.py" line="144"/>
        <source>Last action</source>
        <translation>Ultima azione</translation>
    </message>
    <message>
        <location filename="../../client/gui/records.py" line="150"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location filename="../../client/gui/records.py" line="230"/>
        <source>action {n} of {total}</source>
        <translation>azione {n} di {total}</translation>
    </message>
</context>
<context>
    <name>ReportFile</name>
    <message>
        <location filename="../../client/gui/reportfile.py" line="116"/>
        <source>{name} cannot be read: {why}.</source>
        <translation>{name} non si può leggere: {why}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/reportfile.py" line="121"/>
        <source>{name} is not a text file.</source>
        <translation>{name} non è un file di testo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/reportfile.py" line="125"/>
        <source>{name} is not valid JSON (line {line}): the file may be damaged or cut short.</source>
        <translation>{name} non è JSON valido (riga {line}): il file potrebbe essere danneggiato o troncato.</translation>
    </message>
    <message>
        <location filename="../../client/gui/reportfile.py" line="130"/>
        <source>{name} is neither a lab report nor a desync dump.</source>
        <translation>{name} non è né un rapporto del laboratorio né un dump di desincronizzazione.</translation>
    </message>
    <message>
        <location filename="../../client/gui/reportfile.py" line="135"/>
        <source>{name} is a “{format}” file, not a lab report.</source>
        <translation>{name} è un file «{format}», non un rapporto del laboratorio.</translation>
    </message>
    <message>
        <location filename="../../client/gui/reportfile.py" line="142"/>
        <source>{name} is a lab report of version {version}; this client reads version 1.</source>
        <translation>{name} è un rapporto del laboratorio di versione {version}; questo client legge la versione 1.</translation>
    </message>
    <message>
        <location filename="../../client/gui/reportfile.py" line="153"/>
        <source>{name} is an incomplete lab report: {where} is missing or of the wrong kind.</source>
        <translation>{name} è un rapporto del laboratorio incompleto: {where} manca o è del tipo sbagliato.</translation>
    </message>
    <message>
        <location filename="../../client/gui/reportfile.py" line="157"/>
        <source>{name} is an incomplete desync dump: {where} is missing or of the wrong kind.</source>
        <translation>{name} è un dump di desincronizzazione incompleto: {where} manca o è del tipo sbagliato.</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <location filename="../../client/gui/resumelist.py" line="40"/>
        <source>{host}&apos;s table</source>
        <translation>Tavolo di {host}</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="40"/>
        <source>A table</source>
        <translation>Un tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="43"/>
        <source>turn {n}</source>
        <translation>turno {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="45"/>
        <source>before the first turn</source>
        <translation>prima del primo turno</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="47"/>
        <source>actions played: {n}</source>
        <translation>azioni giocate: {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="61"/>
        <source>today {time}</source>
        <translation>oggi {time}</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="63"/>
        <source>yesterday {time}</source>
        <translation>ieri {time}</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="108"/>
        <source>Unfinished games: come back to one?</source>
        <translation>Partite non finite: vuoi riprenderne una?</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="113"/>
        <location filename="../../client/gui/resumelist.py" line="155"/>
        <location filename="../../client/gui/resumelist.py" line="158"/>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="114"/>
        <source>All unfinished games…</source>
        <translation>Tutte le partite non finite…</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="115"/>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="123"/>
        <location filename="../../client/gui/resumelist.py" line="184"/>
        <source>Resume a game</source>
        <translation>Riprendi una partita</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="128"/>
        <source>Unfinished games, latest first:</source>
        <translation>Partite non finite, dalla più recente:</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="130"/>
        <source>There are no unfinished games. Open a record with &quot;Other file…&quot;.</source>
        <translation>Non ci sono partite non finite. Apri una registrazione con &quot;Altro file…&quot;.</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="136"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="137"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="138"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="139"/>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="140"/>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="159"/>
        <source>Other file…</source>
        <translation>Altro file…</translation>
    </message>
    <message>
        <location filename="../../client/gui/resumelist.py" line="184"/>
        <source>Records (*.tavolata)</source>
        <translation>Registrazioni (*.tavolata)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/peek.py" line="38"/>
        <source>It is {token}.</source>
        <translation>È il segnalino {token}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/peek.py" line="41"/>
        <source>It stays face down: only you know it.</source>
        <translation>Resta a faccia in giù: lo sai solo tu.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/peek.py" line="109"/>
        <source>Your secret peek in {region}</source>
        <translation>Hai sbirciato in segreto in {region}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/table.py" line="124"/>
        <source>You peeked: the token in {region} is {token}. {does} It stays face down: only you know it.</source>
        <translation>Hai sbirciato: il segnalino in {region} è {token}. {does} Resta a faccia in giù: lo sai solo tu.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/table.py" line="142"/>
        <source>Undo step</source>
        <translation>Annulla passo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/table.py" line="143"/>
        <source>Confirm the card</source>
        <translation>Conferma la carta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/table.py" line="144"/>
        <source>Cancel the step being made</source>
        <translation>Annulla il passo in corso</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/table.py" line="166"/>
        <source>You peek at the token in {region}: it is being shown to you alone…</source>
        <translation>Sbirci il segnalino in {region}: viene mostrato solo a te…</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/table.py" line="223"/>
        <source>Pay {name} 1 coin to place at their city</source>
        <translation>Paga 1 moneta a {name} per piazzare nella sua città</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/table.py" line="235"/>
        <source>Destroy an army of {name}</source>
        <translation>Distruggi un&apos;armata di {name}</translation>
    </message>
    <message>
        <location filename="../../client/gui/table.py" line="185"/>
        <source>Reconnecting to {names}: the table is paused.</source>
        <translation>Riconnessione con {names}: il tavolo è in pausa.</translation>
    </message>
    <message>
        <location filename="../../client/gui/table.py" line="288"/>
        <source>Desync at action {n}: peers disagree on {field}.</source>
        <translation>Desincronizzazione all&apos;azione {n}: i peer non concordano su {field}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/table.py" line="292"/>
        <source>Open the report</source>
        <translation>Apri il rapporto</translation>
    </message>
    <message>
        <location filename="../../client/gui/table.py" line="298"/>
        <source>The table stopped: {reason}</source>
        <translation>Il tavolo si è fermato: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/gui/table.py" line="314"/>
        <source>Undo step ({key})</source>
        <translation>Annulla passo ({key})</translation>
    </message>
    <message>
        <location filename="../../client/gui/table.py" line="317"/>
        <source>({key})</source>
        <translation>({key})</translation>
    </message>
    <message>
        <location filename="../../client/gui/tablewords.py" line="44"/>
        <source>Turn {n}</source>
        <translation>Turno {n}</translation>
    </message>
    <message>
        <source>You peeked: the token in {region} is {token}. Only you see it.</source>
        <translation type="vanished">Hai sbirciato: il segnalino in {region} è {token}. Lo vedi solo tu.</translation>
    </message>
</context>
<context>
    <name>TashKalar</name>
    <message>
        <location filename="../../client/gui/games/tash_kalar/arena.py" line="293"/>
        <source>red square</source>
        <translation>casella rossa</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/arena.py" line="295"/>
        <source>green square</source>
        <translation>casella verde</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/arena.py" line="297"/>
        <source>the centre</source>
        <translation>il centro</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/arena.py" line="301"/>
        <source>a {colour} piece, {rank}</source>
        <translation>una pedina di colore {colour}, {rank}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/arena.py" line="306"/>
        <source>changed since your last turn</source>
        <translation>cambiata dal tuo ultimo turno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/cards.py" line="74"/>
        <location filename="../../client/gui/games/tash_kalar/cards.py" line="100"/>
        <source>A face-down card</source>
        <translation>Una carta coperta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/cards.py" line="177"/>
        <source>vs {colour}: ▲{up} ▼{low}</source>
        <translation>contro {colour}: ▲{up} ▼{low}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/hand.py" line="61"/>
        <source>No hand is shown here.</source>
        <translation>Qui non si vede nessuna mano.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/hand.py" line="63"/>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="26"/>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="322"/>
        <source>the card</source>
        <translation>la carta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="39"/>
        <source>A {colour} piece</source>
        <translation>Una pedina di colore {colour}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="41"/>
        <source>Complete {task}</source>
        <translation>Completa {task}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="43"/>
        <source>Score in {colour}</source>
        <translation>Segna in {colour}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="47"/>
        <source>Pass control to your team-mate</source>
        <translation>Passa il controllo al compagno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="49"/>
        <source>Concede</source>
        <translation>Arrenditi</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="60"/>
        <source>Next orientation ({k} of {n})</source>
        <translation>Orientamento seguente ({k} di {n})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="61"/>
        <source>Next enemy piece ({k} of {n})</source>
        <translation>Pedina nemica seguente ({k} di {n})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="62"/>
        <source>Next way ({k} of {n})</source>
        <translation>Modo seguente ({k} di {n})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="66"/>
        <source>Summon here</source>
        <translation>Evoca qui</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="69"/>
        <source>Discard {card}</source>
        <translation>Scarta {card}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="72"/>
        <source>Invoke against {colour}</source>
        <translation>Invoca contro {colour}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="74"/>
        <location filename="../../client/gui/games/tash_kalar/table.py" line="334"/>
        <source>Put the card back</source>
        <translation>Rimetti la carta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="81"/>
        <source>End this part of the effect</source>
        <translation>Termina questa parte dell&apos;effetto</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="83"/>
        <source>Keep the other cards</source>
        <translation>Tieni le altre carte</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="85"/>
        <source>End the turn</source>
        <translation>Termina il turno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="86"/>
        <source>Give up the actions left</source>
        <translation>Rinuncia alle azioni rimaste</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="105"/>
        <source>Place the piece you took up on an empty square.</source>
        <translation>Piazza la pedina che hai ripreso su una casella vuota.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="107"/>
        <source>No piece left in your supply: take up one of your pieces (highlighted).</source>
        <translation>Non hai più pedine da piazzare: riprendi una delle tue pedine (evidenziate).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="111"/>
        <source>You may put other cards under their decks: click them, then keep the rest.</source>
        <translation>Puoi mettere altre carte in fondo ai loro mazzi: cliccale, poi tieni le altre.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="114"/>
        <source>{name}, your actions are done: invoke a flare, complete a task, or end the turn.</source>
        <translation>{name}, hai usato le tue azioni: invoca un impeto, completa un compito o termina il turno.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="117"/>
        <source>{name}, choose the colour this point goes to.</source>
        <translation>{name}, scegli il colore in cui segnare questo punto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="119"/>
        <source>{name}, place an opening piece on a highlighted square.</source>
        <translation>{name}, piazza una pedina iniziale su una casella evidenziata.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="122"/>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="262"/>
        <source>%n action(s) left</source>
        <translation>
            <numerusform>%n azione rimasta</numerusform>
            <numerusform>%n azioni rimaste</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="123"/>
        <source>{name}: {left}. Place a piece on an empty square, or pick a card to summon, discard or invoke.</source>
        <translation>{name}: {left}. Piazza una pedina su una casella vuota, o scegli una carta da evocare, scartare o invocare.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="136"/>
        <source>Click a highlighted square to summon {card} there (point at one to see the pieces it uses). Confirm then reveals {card} to the table, and its effect is played.</source>
        <translation>Clicca una casella evidenziata per evocarvi {card} (punta una casella per vedere quali pedine usa). Poi Conferma rivela {card} al tavolo e se ne gioca l&apos;effetto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="140"/>
        <source>Invoke {card} against an opponent whose criteria are met. Confirm then reveals it to the table, and its effects are played.</source>
        <translation>Invoca {card} contro un avversario per cui un criterio è soddisfatto. Poi Conferma la rivela al tavolo e se ne giocano gli effetti.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="143"/>
        <source>{card} cannot be summoned now; you may discard it.</source>
        <translation>Ora non puoi evocare {card}; puoi scartarla.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="151"/>
        <source>{name}, {card} is summoned on {square}. Confirm reveals it to the table, then its effect is played; or undo a step.</source>
        <translation>{name}, {card} è evocata in {square}. Conferma la rivela al tavolo, poi se ne gioca l&apos;effetto; oppure annulla un passo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="155"/>
        <source>{name}, {card} is invoked against {colour}. Confirm reveals it to the table, then its effects are played; or undo a step.</source>
        <translation>{name}, {card} è invocato contro {colour}. Conferma lo rivela al tavolo, poi se ne giocano gli effetti; oppure annulla un passo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="160"/>
        <source>{name}, this part of your turn is made: confirm it, or undo a step.</source>
        <translation>{name}, questa parte del turno è fatta: confermala o annulla un passo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="169"/>
        <source>Confirm: reveal, then the effect</source>
        <translation>Conferma: rivela, poi l&apos;effetto</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="170"/>
        <source>Send what you did to the table: the card is revealed to everyone, then its effect is played.</source>
        <translation>Invia al tavolo quello che hai fatto: la carta è rivelata a tutti, poi se ne gioca l&apos;effetto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="173"/>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="175"/>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="179"/>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="173"/>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="179"/>
        <source>Send what you did to the table.</source>
        <translation>Invia al tavolo quello che hai fatto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="176"/>
        <source>Not yet: this part of your turn goes on (an action left, or an effect to finish). Confirm comes once a card is to be revealed or your turn is over.</source>
        <translation>Non ancora: questa parte del turno continua (resta un&apos;azione, o un effetto da finire). Si conferma quando c&apos;è una carta da rivelare o il turno è finito.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="186"/>
        <source>Summoned here, the pieces on {squares} form its pattern.</source>
        <translation>Evocata qui, le pedine in {squares} ne formano lo schema.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="190"/>
        <source>It borrows the enemy piece on {square}.</source>
        <translation>Usa la pedina nemica in {square}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="192"/>
        <source>%n ways here: click to see each.</source>
        <translation>
            <numerusform>%n modo qui: clicca per vederlo.</numerusform>
            <numerusform>%n modi qui: clicca per vederli uno a uno.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="201"/>
        <source>{n} orientations match on {square}: click it again or Next orientation to see each, then Summon here.</source>
        <translation>{n} orientamenti corrispondono in {square}: cliccala di nuovo o Orientamento seguente per vederli, poi Evoca qui.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="205"/>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="207"/>
        <source>{n} improvised summons on {square}, each borrowing another enemy piece (ringed in red, now {lent}): click it again or Next enemy piece, then Summon here.</source>
        <translation>{n} evocazioni improvvisate in {square}, ognuna con un&apos;altra pedina nemica in prestito (cerchiata in rosso, ora {lent}): cliccala di nuovo o Pedina nemica seguente, poi Evoca qui.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="211"/>
        <source>{n} ways to summon on {square}, by orientation and borrowed enemy piece (ringed in red, now {lent}): click it again or Next way, then Summon here.</source>
        <translation>{n} modi di evocare in {square}, per orientamento e pedina nemica in prestito (cerchiata in rosso, ora {lent}): cliccala di nuovo o Modo seguente, poi Evoca qui.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="222"/>
        <source>click a highlighted piece to destroy</source>
        <translation>clicca una pedina evidenziata da distruggere</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="223"/>
        <source>click a highlighted piece to promote</source>
        <translation>clicca una pedina evidenziata da promuovere</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="224"/>
        <source>click a highlighted piece to degrade</source>
        <translation>clicca una pedina evidenziata da degradare</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="225"/>
        <source>click a highlighted enemy piece to convert</source>
        <translation>clicca una pedina nemica evidenziata da convertire</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="226"/>
        <source>click a highlighted empty square to place a piece</source>
        <translation>clicca una casella vuota evidenziata per piazzare una pedina</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="227"/>
        <source>click a piece to move (highlighted), then where it goes</source>
        <translation>clicca una pedina da muovere (evidenziata), poi dove va</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="228"/>
        <source>click a piece to leap (highlighted), then where it lands</source>
        <translation>clicca una pedina da far balzare (evidenziata), poi dove atterra</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="230"/>
        <source>choose</source>
        <translation>scegli</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="233"/>
        <source>(optional: end this part when you like)</source>
        <translation>(facoltativo: termina questa parte quando vuoi)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="235"/>
        <source>(%n done)</source>
        <translation>
            <numerusform>(%n fatta)</numerusform>
            <numerusform>(%n fatte)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="257"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="258"/>
        <source>{name}&apos;s turn</source>
        <translation>Turno di {name}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="261"/>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="262"/>
        <source>Your move</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="284"/>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="312"/>
        <source>It is not your move.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="287"/>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="314"/>
        <source>This part of your turn is made: confirm it, or undo a step.</source>
        <translation>Questa parte del tuo turno è fatta: confermala, o annulla un passo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="291"/>
        <source>{card} cannot be summoned on {square}: it is back in your hand.</source>
        <translation>{card} non può essere evocata in {square}: torna nella tua mano.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="295"/>
        <source>{square}: no piece to move there, nor a square the picked piece may reach (the highlighted squares are).</source>
        <translation>{square}: nessuna pedina da muovere qui, né una casella che la pedina scelta possa raggiungere (lo sono le caselle evidenziate).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="300"/>
        <source>{square} is taken: place a piece on an empty square, or pick a card.</source>
        <translation>{square} è occupata: piazza una pedina su una casella vuota, o scegli una carta.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="302"/>
        <source>{square} is not a choice now: the highlighted squares are.</source>
        <translation>{square} non è una scelta ora: lo sono le caselle evidenziate.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="318"/>
        <source>This card</source>
        <translation>Questa carta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="323"/>
        <source>{card} must wait: no card is played until the effect of {effect} is resolved.</source>
        <translation>{card} deve aspettare: nessuna carta si gioca finché l&apos;effetto di {effect} non è risolto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="327"/>
        <source>{card} cannot be played at this step: {ask}</source>
        <translation>{card} non si può giocare ora: {ask}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="332"/>
        <source>{card} cannot be played: you passed control to your team-mate, who plays the actions left.</source>
        <translation>{card} non si può giocare: hai passato il controllo al tuo compagno di squadra, che gioca le azioni rimaste.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="337"/>
        <source>{card} cannot be summoned: your actions are used up; now only a flare can be invoked or a task completed.</source>
        <translation>{card} non può essere evocata: le tue azioni sono finite; ora puoi solo invocare un impeto o completare un compito.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="343"/>
        <source>{card} cannot be summoned: you have no legendary piece left.</source>
        <translation>{card} non può essere evocata: non ti resta nessuna pedina leggendaria.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="345"/>
        <source>{card} cannot be summoned now: its pattern is nowhere on the board with your pieces.</source>
        <translation>{card} non può essere evocata ora: il suo schema non c&apos;è sulla plancia con le tue pedine.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="347"/>
        <source>{card} cannot be summoned now (its pattern is nowhere on the board with your pieces), nor discarded: a turn allows one discard, and you have made it.</source>
        <translation>{card} non può essere evocata ora (il suo schema non c&apos;è sulla plancia con le tue pedine), né scartata: si scarta una volta per turno, e l&apos;hai già fatto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="359"/>
        <source>{colour} {up} promoted, {low} in all</source>
        <translation>{colour} {up} promosse, {low} in tutto</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="364"/>
        <source>{card} cannot be invoked: it needs an opponent with at least {up} more promoted pieces, or {low} more pieces, than you on the board. Now, against you: {leads}.</source>
        <translation>{card} non può essere invocato: serve un avversario con almeno {up} pedine promosse in più, o {low} pedine in più, di te sulla plancia. Ora, rispetto a te: {leads}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/moves.py" line="368"/>
        <source>{card} cannot be invoked now.</source>
        <translation>{card} non può essere invocato ora.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="124"/>
        <source>Tasks</source>
        <translation>Compiti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="129"/>
        <source>Next: {task}</source>
        <translation>Prossimo: {task}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="135"/>
        <source>Completed: {seats}</source>
        <translation>Completati: {seats}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="160"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="201"/>
        <source>Score by colour: {parts} (lowest counts; goal {goal})</source>
        <translation>Punti per colore: {parts} (conta il più basso; obiettivo {goal})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="205"/>
        <source>&lt;b&gt;{n}&lt;/b&gt; of {goal} points</source>
        <translation>&lt;b&gt;{n}&lt;/b&gt; punti su {goal}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="214"/>
        <source>%n being(s)</source>
        <translation>
            <numerusform>%n creatura</numerusform>
            <numerusform>%n creature</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="215"/>
        <source>%n legend(s)</source>
        <translation>
            <numerusform>%n leggenda</numerusform>
            <numerusform>%n leggende</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="216"/>
        <source>%n flare(s) in hand</source>
        <translation>
            <numerusform>%n impeto in mano</numerusform>
            <numerusform>%n impeti in mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="217"/>
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n nel mazzo</numerusform>
            <numerusform>%n nel mazzo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="218"/>
        <source>%n piece(s) left</source>
        <translation>
            <numerusform>%n pedina rimasta</numerusform>
            <numerusform>%n pedine rimaste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="219"/>
        <source>%n legendary left</source>
        <translation>
            <numerusform>%n leggendaria rimasta</numerusform>
            <numerusform>%n leggendarie rimaste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="228"/>
        <source>Legends: %n</source>
        <translation>
            <numerusform>Leggende: %n</numerusform>
            <numerusform>Leggende: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="229"/>
        <source>Flares: %n</source>
        <translation>
            <numerusform>Impeti: %n</numerusform>
            <numerusform>Impeti: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/panels.py" line="232"/>
        <source>Tasks: %n</source>
        <translation>
            <numerusform>Compiti: %n</numerusform>
            <numerusform>Compiti: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/table.py" line="136"/>
        <location filename="../../client/gui/games/tash_kalar/table.py" line="332"/>
        <source>Undo step</source>
        <translation>Annulla passo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/table.py" line="311"/>
        <source>New in your hand: {cards}.</source>
        <translation>Nuove nella tua mano: {cards}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/table.py" line="333"/>
        <source>Confirm the turn</source>
        <translation>Conferma il turno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="34"/>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="35"/>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="36"/>
        <source>brown</source>
        <translation>marrone</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="37"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="45"/>
        <source>common</source>
        <translation>semplice</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="46"/>
        <source>heroic</source>
        <translation>eroica</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="47"/>
        <source>legendary</source>
        <translation>leggendaria</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="64"/>
        <source>Flare {n}</source>
        <translation>Impeto {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="77"/>
        <source>own common piece</source>
        <translation>tua pedina semplice</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="77"/>
        <source>own common pieces</source>
        <translation>tue pedine semplici</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="78"/>
        <source>own heroic piece</source>
        <translation>tua pedina eroica</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="78"/>
        <source>own heroic pieces</source>
        <translation>tue pedine eroiche</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="79"/>
        <source>own legendary piece</source>
        <translation>tua pedina leggendaria</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="79"/>
        <source>own legendary pieces</source>
        <translation>tue pedine leggendarie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="80"/>
        <source>own promoted piece</source>
        <translation>tua pedina promossa</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="80"/>
        <source>own promoted pieces</source>
        <translation>tue pedine promosse</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="82"/>
        <source>own non-legendary piece</source>
        <translation>tua pedina non leggendaria</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="83"/>
        <source>own non-legendary pieces</source>
        <translation>tue pedine non leggendarie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="85"/>
        <source>own piece</source>
        <translation>tua pedina</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="85"/>
        <source>own pieces</source>
        <translation>tue pedine</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="86"/>
        <source>enemy common piece</source>
        <translation>pedina nemica semplice</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="86"/>
        <source>enemy common pieces</source>
        <translation>pedine nemiche semplici</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="87"/>
        <source>enemy heroic piece</source>
        <translation>pedina nemica eroica</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="87"/>
        <source>enemy heroic pieces</source>
        <translation>pedine nemiche eroiche</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="89"/>
        <source>enemy legendary piece</source>
        <translation>pedina nemica leggendaria</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="90"/>
        <source>enemy legendary pieces</source>
        <translation>pedine nemiche leggendarie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="93"/>
        <source>enemy promoted piece</source>
        <translation>pedina nemica promossa</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="94"/>
        <source>enemy promoted pieces</source>
        <translation>pedine nemiche promosse</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="97"/>
        <source>enemy non-legendary piece</source>
        <translation>pedina nemica non leggendaria</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="98"/>
        <source>enemy non-legendary pieces</source>
        <translation>pedine nemiche non leggendarie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="100"/>
        <source>enemy piece</source>
        <translation>pedina nemica</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="100"/>
        <source>enemy pieces</source>
        <translation>pedine nemiche</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="101"/>
        <source>common piece</source>
        <translation>pedina semplice</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="101"/>
        <source>common pieces</source>
        <translation>pedine semplici</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="102"/>
        <source>heroic piece</source>
        <translation>pedina eroica</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="102"/>
        <source>heroic pieces</source>
        <translation>pedine eroiche</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="103"/>
        <source>legendary piece</source>
        <translation>pedina leggendaria</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="103"/>
        <source>legendary pieces</source>
        <translation>pedine leggendarie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="104"/>
        <source>promoted piece</source>
        <translation>pedina promossa</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="104"/>
        <source>promoted pieces</source>
        <translation>pedine promosse</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="105"/>
        <source>non-legendary piece</source>
        <translation>pedina non leggendaria</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="105"/>
        <source>non-legendary pieces</source>
        <translation>pedine non leggendarie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="106"/>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="167"/>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="222"/>
        <source>piece</source>
        <translation>pedina</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="106"/>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="167"/>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="222"/>
        <source>pieces</source>
        <translation>pedine</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="113"/>
        <source>adjacent</source>
        <translation>accanto a questa creatura</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="114"/>
        <source>orthogonally adjacent</source>
        <translation>accanto a questa creatura in ortogonale</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="115"/>
        <source>diagonally adjacent</source>
        <translation>accanto a questa creatura in diagonale</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="116"/>
        <source>at distance 2</source>
        <translation>a distanza 2</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="117"/>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="135"/>
        <source>within distance 2</source>
        <translation>entro distanza 2</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="118"/>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="136"/>
        <source>within distance 3</source>
        <translation>entro distanza 3</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="119"/>
        <source>on a marked square</source>
        <translation>su una casella evidenziata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="120"/>
        <source>(this being)</source>
        <translation>(questa creatura)</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="121"/>
        <source>other than this being</source>
        <translation>tranne questa creatura</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="122"/>
        <source>of the previous part</source>
        <translation>della parte precedente</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="124"/>
        <source>on a red square</source>
        <translation>su una casella rossa</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="125"/>
        <source>on a green square</source>
        <translation>su una casella verde</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="126"/>
        <source>on a coloured square</source>
        <translation>su una casella colorata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="133"/>
        <source>anywhere</source>
        <translation>ovunque</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="134"/>
        <source>to distance 2</source>
        <translation>a distanza 2</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="137"/>
        <source>next to this being</source>
        <translation>accanto a questa creatura</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="138"/>
        <source>onto a marked square</source>
        <translation>su una casella evidenziata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="139"/>
        <source>onto a coloured square</source>
        <translation>su una casella colorata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="146"/>
        <source>If that destroyed a piece:</source>
        <translation>Se ha distrutto una pedina:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="147"/>
        <source>If that did anything:</source>
        <translation>Se ha avuto effetto:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="148"/>
        <source>If that did nothing:</source>
        <translation>Se non ha avuto effetto:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="149"/>
        <source>If the summon destroyed a piece:</source>
        <translation>Se l&apos;evocazione ha distrutto una pedina:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="150"/>
        <source>If this being is on a red square:</source>
        <translation>Se questa creatura è su una casella rossa:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="151"/>
        <source>If this being is on a green square:</source>
        <translation>Se questa creatura è su una casella verde:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="152"/>
        <source>If this being is on a coloured square:</source>
        <translation>Se questa creatura è su una casella colorata:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="153"/>
        <source>If this being is not on a coloured square:</source>
        <translation>Se questa creatura non è su una casella colorata:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="154"/>
        <source>If this being is not on a green square:</source>
        <translation>Se questa creatura non è su una casella verde:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="160"/>
        <source>every</source>
        <translation>ogni</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="161"/>
        <source>up to {n}</source>
        <translation>fino a {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="176"/>
        <source>Place {count} {what}</source>
        <translation>Piazza {count} {what}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="177"/>
        <source>Promote {count} {what}</source>
        <translation>Promuovi {count} {what}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="178"/>
        <source>Degrade {count} {what}</source>
        <translation>Degrada {count} {what}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="179"/>
        <source>Destroy {count} {what}</source>
        <translation>Distruggi {count} {what}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="180"/>
        <source>Convert {count} {what}</source>
        <translation>Converti {count} {what}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="188"/>
        <source>this being</source>
        <translation>questa creatura</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="190"/>
        <source>that piece</source>
        <translation>quella pedina</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="195"/>
        <source>Move {who} up to %n time(s)</source>
        <translation>
            <numerusform>Muovi {who} fino a %n volta</numerusform>
            <numerusform>Muovi {who} fino a %n volte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="197"/>
        <source>Move {who} %n time(s)</source>
        <translation>
            <numerusform>Muovi {who} %n volta</numerusform>
            <numerusform>Muovi {who} %n volte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="201"/>
        <source>in a straight line</source>
        <translation>in linea retta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="203"/>
        <source>Move {count} {what} once each</source>
        <translation>Muovi {count} {what} una volta ciascuna</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="208"/>
        <source>Leap {who}</source>
        <translation>Fai balzare {who}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="210"/>
        <source>Leap {count} {what}</source>
        <translation>Fai balzare {count} {what}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="215"/>
        <source>(combat)</source>
        <translation>(combattimento)</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="224"/>
        <source>one {what}</source>
        <translation>una {what}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="230"/>
        <source>Gain %n action(s)</source>
        <translation>
            <numerusform>Ottieni %n azione</numerusform>
            <numerusform>Ottieni %n azioni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="233"/>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="379"/>
        <source>being</source>
        <translation>creatura</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="234"/>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="380"/>
        <source>legend</source>
        <translation>leggenda</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="235"/>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="381"/>
        <source>flare</source>
        <translation>impeto</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="237"/>
        <source>Draw an extra {deck} card at the end of your turn</source>
        <translation>Pesca una carta {deck} extra alla fine del tuo turno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="246"/>
        <source>into own common pieces</source>
        <translation>in tue pedine semplici</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="247"/>
        <source>into own heroic pieces</source>
        <translation>in tue pedine eroiche</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="268"/>
        <source>%n more promoted piece(s):</source>
        <translation>
            <numerusform>%n pedina promossa in più:</numerusform>
            <numerusform>%n pedine promosse in più:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="269"/>
        <source>%n more piece(s):</source>
        <translation>
            <numerusform>%n pedina in più:</numerusform>
            <numerusform>%n pedine in più:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="279"/>
        <source>in the centre</source>
        <translation>al centro</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="280"/>
        <source>on the central cross</source>
        <translation>sulla croce centrale</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="281"/>
        <source>on red squares</source>
        <translation>su caselle rosse</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="282"/>
        <source>on green squares</source>
        <translation>su caselle verdi</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="283"/>
        <source>on coloured squares</source>
        <translation>su caselle colorate</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="284"/>
        <source>on the diagonal b2-h8</source>
        <translation>sulla diagonale b2-h8</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="285"/>
        <source>on the diagonal b8-h2</source>
        <translation>sulla diagonale b8-h2</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="286"/>
        <source>in the middle 5x5</source>
        <translation>nel 5x5 centrale</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="288"/>
        <source>on or next to coloured squares</source>
        <translation>su o accanto a caselle colorate</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="297"/>
        <source>%n promoted</source>
        <translation>
            <numerusform>%n promossa</numerusform>
            <numerusform>%n promosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="299"/>
        <source>%n legendary</source>
        <translation>
            <numerusform>%n leggendaria</numerusform>
            <numerusform>%n leggendarie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="302"/>
        <source>Destroy %n enemy piece(s) this turn</source>
        <translation>
            <numerusform>Distruggi %n pedina nemica in questo turno</numerusform>
            <numerusform>Distruggi %n pedine nemiche in questo turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="304"/>
        <source>Summon %n being(s) this turn</source>
        <translation>
            <numerusform>Evoca %n creatura in questo turno</numerusform>
            <numerusform>Evoca %n creature in questo turno</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="305"/>
        <source>(one a legend)</source>
        <translation>(almeno una leggenda)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="307"/>
        <source>Hold %n own piece(s)</source>
        <translation>
            <numerusform>Abbi %n tua pedina</numerusform>
            <numerusform>Abbi %n tue pedine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="309"/>
        <source>%n own pieces in a line</source>
        <translation>
            <numerusform>%n tua pedina in fila</numerusform>
            <numerusform>%n tue pedine in fila</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="311"/>
        <source>A group of own pieces from side to side</source>
        <translation>Un gruppo di tue pedine da un lato all&apos;altro</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/tash_kalar/words.py" line="313"/>
        <source>Surround an enemy piece with %n of yours</source>
        <translation>
            <numerusform>Circonda una pedina nemica con %n delle tue</numerusform>
            <numerusform>Circonda una pedina nemica con %n delle tue</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="315"/>
        <source>(every square around it full)</source>
        <translation>(ogni casella intorno occupata)</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="318"/>
        <source>No enemy piece {area}</source>
        <translation>Nessuna pedina nemica {area}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="363"/>
        <source>as on the card</source>
        <translation>come sulla carta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="364"/>
        <source>turned a quarter left</source>
        <translation>girata di un quarto a sinistra</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="365"/>
        <source>turned upside down</source>
        <translation>capovolta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="366"/>
        <source>turned a quarter right</source>
        <translation>girata di un quarto a destra</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="367"/>
        <source>mirrored</source>
        <translation>specchiata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="368"/>
        <source>mirrored and turned a quarter left</source>
        <translation>specchiata e girata di un quarto a sinistra</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="369"/>
        <source>mirrored and turned upside down</source>
        <translation>specchiata e capovolta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="370"/>
        <source>mirrored and turned a quarter right</source>
        <translation>specchiata e girata di un quarto a destra</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="382"/>
        <source>task</source>
        <translation>compito</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/words.py" line="388"/>
        <source>{colour} being</source>
        <translation>creatura {colour}</translation>
    </message>
    <message>
        <source>Click a highlighted square to summon {card} there.</source>
        <translation type="vanished">Clicca una casella evidenziata per evocarvi {card}.</translation>
    </message>
    <message>
        <source>Invoke {card} against an opponent whose criteria are met.</source>
        <translation type="vanished">Invoca {card} contro un avversario per cui un criterio è soddisfatto.</translation>
    </message>
</context>
<context>
    <name>TashKalarCards</name>
    <message>
        <location filename="../tash_kalar/beings.json" line="5"/>
        <source>Skirmisher</source>
        <translation>Schermagliatore</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="6"/>
        <source>Runner</source>
        <translation>Corridore</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="7"/>
        <source>Lancer</source>
        <translation>Lanciere</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="8"/>
        <source>Signaller</source>
        <translation>Segnalatore</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="9"/>
        <source>Sapper</source>
        <translation>Geniere</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="10"/>
        <source>Vanguard</source>
        <translation>Avanguardia</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="11"/>
        <source>Outrider</source>
        <translation>Battistrada</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="12"/>
        <source>Drillmaster</source>
        <translation>Istruttore</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="13"/>
        <source>Windcaller</source>
        <translation>Richiamavento</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="14"/>
        <source>Gale Crier</source>
        <translation>Banditore della burrasca</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="15"/>
        <source>Pathfinder</source>
        <translation>Esploratore</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="16"/>
        <source>Skyrider</source>
        <translation>Cavalcacieli</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="17"/>
        <source>Marshal</source>
        <translation>Maresciallo</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="18"/>
        <source>Stormblade</source>
        <translation>Lama della tempesta</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="19"/>
        <source>Quartermaster</source>
        <translation>Furiere</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="20"/>
        <source>Rearguard</source>
        <translation>Retroguardia</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="21"/>
        <source>Phase Adept</source>
        <translation>Adepto della fase</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="22"/>
        <source>Gatewarden</source>
        <translation>Guardiano del cancello</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="25"/>
        <source>Brawler</source>
        <translation>Attaccabrighe</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="26"/>
        <source>Firebrand</source>
        <translation>Tizzone</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="27"/>
        <source>Powder Keg</source>
        <translation>Barile di polvere</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="28"/>
        <source>Raider</source>
        <translation>Predone</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="29"/>
        <source>Houndmaster</source>
        <translation>Maestro dei segugi</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="30"/>
        <source>Berserker</source>
        <translation>Berserker</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="31"/>
        <source>Boulder Brute</source>
        <translation>Bruto dei massi</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="32"/>
        <source>Ember Seer</source>
        <translation>Veggente delle braci</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="33"/>
        <source>Thunder Chanter</source>
        <translation>Cantore del tuono</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="34"/>
        <source>Siege Ogre</source>
        <translation>Orco d&apos;assedio</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="35"/>
        <source>Giantbane</source>
        <translation>Flagello dei giganti</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="36"/>
        <source>Pyromancer</source>
        <translation>Piromante</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="37"/>
        <source>Ravager</source>
        <translation>Devastatore</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="38"/>
        <source>Packleader</source>
        <translation>Capobranco</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="39"/>
        <source>Ash Witch</source>
        <translation>Strega della cenere</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="40"/>
        <source>Skull Totem</source>
        <translation>Totem del teschio</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="41"/>
        <source>Cragshaker</source>
        <translation>Scuotirupi</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="42"/>
        <source>Flamecaller</source>
        <translation>Richiamafiamme</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="45"/>
        <source>Acorn Sprout</source>
        <translation>Germoglio di ghianda</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="46"/>
        <source>Glimmer Sprite</source>
        <translation>Folletto scintillante</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="47"/>
        <source>Gardener</source>
        <translation>Giardiniere</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="48"/>
        <source>Whisperer</source>
        <translation>Sussurratore</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="49"/>
        <source>Thornling</source>
        <translation>Spinoso</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="50"/>
        <source>Dryad</source>
        <translation>Driade</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="51"/>
        <source>Heartwood</source>
        <translation>Cuor di quercia</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="52"/>
        <source>Grove Keeper</source>
        <translation>Custode del bosco</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="53"/>
        <source>Bramble Matron</source>
        <translation>Matrona dei rovi</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="54"/>
        <source>Moonwell</source>
        <translation>Pozzo lunare</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="55"/>
        <source>Old Stag</source>
        <translation>Vecchio cervo</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="56"/>
        <source>Root Warden</source>
        <translation>Guardiano delle radici</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="57"/>
        <source>Spore Mother</source>
        <translation>Madre delle spore</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="58"/>
        <source>Willow Seer</source>
        <translation>Veggente del salice</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="59"/>
        <source>Charm Singer</source>
        <translation>Cantaincanti</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="60"/>
        <source>Ancient Bough</source>
        <translation>Ramo antico</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="61"/>
        <source>Fae Twins</source>
        <translation>Gemelli fatati</translation>
    </message>
    <message>
        <location filename="../tash_kalar/beings.json" line="62"/>
        <source>Bloomcaller</source>
        <translation>Richiamafiori</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="2"/>
        <source>Ash Wyrm</source>
        <translation>Viverna di cenere</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="3"/>
        <source>Storm Colossus</source>
        <translation>Colosso della tempesta</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="4"/>
        <source>Tide Serpent</source>
        <translation>Serpente delle maree</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="5"/>
        <source>Dirge Reaper</source>
        <translation>Mietitore funebre</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="6"/>
        <source>Worldroot</source>
        <translation>Radice del mondo</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="7"/>
        <source>Chronowarden</source>
        <translation>Custode del tempo</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="8"/>
        <source>Sky Behemoth</source>
        <translation>Behemoth dei cieli</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="9"/>
        <source>Ossuary Engine</source>
        <translation>Macchina dell&apos;ossario</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="10"/>
        <source>Inferno Drake</source>
        <translation>Draco infernale</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="11"/>
        <source>Mirror Sovereign</source>
        <translation>Sovrano degli specchi</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="12"/>
        <source>Earthshaper</source>
        <translation>Plasmaterra</translation>
    </message>
    <message>
        <location filename="../tash_kalar/legends.json" line="13"/>
        <source>Dawnbringer</source>
        <translation>Portatore dell&apos;alba</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="2"/>
        <source>Broken Ranks</source>
        <translation>Ranghi spezzati</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="3"/>
        <source>Rout</source>
        <translation>Rotta</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="4"/>
        <source>Fallen Champions</source>
        <translation>Campioni caduti</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="5"/>
        <source>Ember Hold</source>
        <translation>Presidio di brace</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="6"/>
        <source>Verdant Hold</source>
        <translation>Presidio verdeggiante</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="7"/>
        <source>Prism</source>
        <translation>Prisma</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="8"/>
        <source>Two Banners</source>
        <translation>Due stendardi</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="9"/>
        <source>Twin Call</source>
        <translation>Doppia evocazione</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="10"/>
        <source>Green Call</source>
        <translation>Richiamo verde</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="11"/>
        <source>Hued Call</source>
        <translation>Richiamo dei colori</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="12"/>
        <source>Heart of the Arena</source>
        <translation>Cuore dell&apos;arena</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="13"/>
        <source>The Cross</source>
        <translation>La croce</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="14"/>
        <source>Long Line</source>
        <translation>Lunga fila</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="15"/>
        <source>Wall to Wall</source>
        <translation>Da bordo a bordo</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="16"/>
        <source>Pinned</source>
        <translation>Inchiodato</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="17"/>
        <source>Outnumbered</source>
        <translation>In inferiorità</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="18"/>
        <source>Massacre</source>
        <translation>Massacro</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="19"/>
        <source>Legend&apos;s Fall</source>
        <translation>Caduta della leggenda</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="20"/>
        <source>Crimson Thrones</source>
        <translation>Troni cremisi</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="21"/>
        <source>Emerald Thrones</source>
        <translation>Troni di smeraldo</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="22"/>
        <source>Grand Invocation</source>
        <translation>Grande invocazione</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="23"/>
        <source>Twin Diagonals</source>
        <translation>Diagonali gemelle</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="24"/>
        <source>Encirclement</source>
        <translation>Accerchiamento</translation>
    </message>
    <message>
        <location filename="../tash_kalar/tasks.json" line="25"/>
        <source>Cleared Heart</source>
        <translation>Cuore sgombro</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../../client/gui/tutorial.py" line="135"/>
        <location filename="../../client/gui/tutorial.py" line="331"/>
        <source>The tutorial plays these turns for you: watch the board.</source>
        <translation>Il tutorial gioca questi turni per te: guarda la plancia.</translation>
    </message>
    <message>
        <location filename="../../client/gui/tutorial.py" line="151"/>
        <source>Nice try, but this step asks for something else: follow the gold ring.</source>
        <translation>Bel tentativo, ma questo passo chiede altro: segui l&apos;anello dorato.</translation>
    </message>
    <message>
        <location filename="../../client/gui/tutorial.py" line="180"/>
        <source>Let us keep this move for the lesson: once the tutorial ends you may take back anything you like.</source>
        <translation>Teniamo questa mossa per la lezione: finito il tutorial potrai annullare quello che vuoi.</translation>
    </message>
    <message>
        <location filename="../../client/gui/tutorial.py" line="270"/>
        <source>Tutorial: step {i} of {n}</source>
        <translation>Tutorial: passo {i} di {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/tutorial.py" line="275"/>
        <source>Play on my own</source>
        <translation>Continuo da solo</translation>
    </message>
    <message>
        <location filename="../../client/gui/tutorial.py" line="275"/>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location filename="../../client/gui/tutorial.py" line="280"/>
        <source>The others are playing: watch the board…</source>
        <translation>Gli altri stanno giocando: guarda il tavolo…</translation>
    </message>
    <message>
        <location filename="../../client/gui/tutorial.py" line="281"/>
        <source>Leave the tutorial</source>
        <translation>Lascia il tutorial</translation>
    </message>
    <message>
        <location filename="../../client/gui/tutorial.py" line="342"/>
        <source>Read this first, then press Next.</source>
        <translation>Prima leggi, poi premi Avanti.</translation>
    </message>
    <message>
        <location filename="../../client/gui/tutorial.py" line="344"/>
        <source>Not there, but nearly! Click what the gold ring lights.</source>
        <translation>Non lì, ma quasi! Clicca ciò che l&apos;anello dorato illumina.</translation>
    </message>
</context>
<context>
    <name>Waiting</name>
    <message>
        <location filename="../../client/gui/waiting.py" line="15"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../../client/gui/waiting.py" line="18"/>
        <source>Table paused: waiting for {names} to reconnect…</source>
        <translation>Tavolo in pausa: in attesa della riconnessione di {names}…</translation>
    </message>
    <message>
        <location filename="../../client/gui/waiting.py" line="21"/>
        <source>Waiting for {name}…</source>
        <translation>In attesa di {name}…</translation>
    </message>
    <message>
        <location filename="../../client/gui/waiting.py" line="22"/>
        <source>Waiting for the table…</source>
        <translation>In attesa del tavolo…</translation>
    </message>
</context>
<context>
    <name>WonderfulKingdom</name>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="88"/>
        <source>Construction area</source>
        <translation>Area di costruzione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="100"/>
        <source>Drop a card here to build it</source>
        <translation>Lascia qui una carta per costruirla</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="106"/>
        <source>(empty)</source>
        <translation>(vuota)</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="135"/>
        <source>Space {n}: {unit}</source>
        <translation>Spazio {n}: {unit}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="145"/>
        <source>Scrap this card: what is on it is lost, you gain its recycling cube</source>
        <translation>Scarta questa carta: ciò che c&apos;è sopra va perso, ottieni il suo cubo di riciclo</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="170"/>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="250"/>
        <source>%n soldier(s) on it</source>
        <translation>
            <numerusform>%n soldato sopra</numerusform>
            <numerusform>%n soldati sopra</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="193"/>
        <source>Selection area ({n})</source>
        <translation>Area di selezione ({n})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="218"/>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="90"/>
        <source>A face-down card</source>
        <translation>Una carta a faccia in giù</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="222"/>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="93"/>
        <source>Face down: only you know it is {card}</source>
        <translation>A faccia in giù: solo tu sai che è {card}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/bands.py" line="226"/>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="97"/>
        <source>Click to spy on it (at once)</source>
        <translation>Clicca per spiarla (subito)</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/cardart.py" line="327"/>
        <source>Recycle only</source>
        <translation>Solo da riciclare</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/cardart.py" line="342"/>
        <source>Dispel:</source>
        <translation>Scacciala:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/cardart.py" line="356"/>
        <source>Fight:</source>
        <translation>Combattimento:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/cardart.py" line="367"/>
        <source>Produces for the other:</source>
        <translation>Produce per l&apos;avversario:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/cardart.py" line="381"/>
        <source>Eggs: 3 VP, both 10</source>
        <translation>Uova: 3 PV, entrambe 10</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="36"/>
        <source>an extra Trap token</source>
        <translation>un segnalino Trappola aggiuntivo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="37"/>
        <source>a Spy token</source>
        <translation>un segnalino Spia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="38"/>
        <source>Card destruction</source>
        <translation>Distruzione carta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="39"/>
        <source>Double move</source>
        <translation>Spostamento doppio</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="40"/>
        <source>Krystallium production</source>
        <translation>Produzione di Krystallium</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="41"/>
        <source>the prison</source>
        <translation>la prigione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="44"/>
        <source>produces {res}</source>
        <translation>produce {res}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="55"/>
        <source>Conquest</source>
        <translation>Conquista</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="137"/>
        <source>VP at the end: {red} red, {blue} blue</source>
        <translation>PV alla fine: {red} rosso, {blue} blu</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="142"/>
        <source>{name}: %n army(s)</source>
        <translation>
            <numerusform>{name}: %n esercito</numerusform>
            <numerusform>{name}: %n eserciti</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="148"/>
        <source>free</source>
        <translation>libero</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="163"/>
        <source>Click: move armies here</source>
        <translation>Clic: sposta qui gli eserciti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="164"/>
        <source>Click: send one more army from here</source>
        <translation>Clic: manda da qui un esercito in più</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="165"/>
        <source>Click: imprison an army from here</source>
        <translation>Clic: imprigiona un esercito da qui</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/conquestmap.py" line="194"/>
        <source>{name}: {n} in reserve, {p} in prison</source>
        <translation>{name}: {n} in riserva, {p} in prigione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="52"/>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="95"/>
        <location filename="../../client/gui/games/wonderful_kingdom/seats.py" line="51"/>
        <source>{n} VP</source>
        <translation>{n} PV</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="68"/>
        <source>Side {side}:</source>
        <translation>Lato {side}:</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="84"/>
        <source>produces nothing</source>
        <translation>non produce nulla</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="102"/>
        <source>The Grand Duchy {duchy}, side {side}</source>
        <translation>Il Granducato {duchy}, lato {side}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="117"/>
        <source>Krystallium in supply: {n}</source>
        <translation>Krystallium in riserva: {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="118"/>
        <source>Soldiers in supply: {n}</source>
        <translation>Soldati in riserva: {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="146"/>
        <source>%n Trap token(s) left this round</source>
        <translation>
            <numerusform>%n segnalino Trappola rimasto in questo round</numerusform>
            <numerusform>%n segnalini Trappola rimasti in questo round</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="148"/>
        <source>%n Spy ready</source>
        <translation>
            <numerusform>%n Spia pronta</numerusform>
            <numerusform>%n Spie pronte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="168"/>
        <source>Alchemy</source>
        <translation>Alchimia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="197"/>
        <source>Choose this colour for the Krystallium</source>
        <translation>Scegli questo colore per il Krystallium</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="206"/>
        <source>Put the cube in the alchemy area</source>
        <translation>Metti il cubo nell&apos;area di alchimia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="210"/>
        <source>The alchemy area: 5 cubes make a Krystallium</source>
        <translation>L&apos;area di alchimia: 5 cubi fanno un Krystallium</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/duchy.py" line="232"/>
        <source>Grand Duchy: no card completed yet</source>
        <translation>Granducato: ancora nessuna carta completata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="27"/>
        <source>Conquest phase</source>
        <translation>Fase di conquista</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="29"/>
        <source>Combat phase</source>
        <translation>Fase di combattimento</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="32"/>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="33"/>
        <source>Choice phase</source>
        <translation>Fase di scelta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="34"/>
        <source>Planning phase</source>
        <translation>Fase di progettazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="35"/>
        <source>Production phase</source>
        <translation>Fase di produzione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="36"/>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="49"/>
        <source>Offer area {area}</source>
        <translation>Area di offerta {area}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="59"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="99"/>
        <source>Click to put an Illusionist token on it</source>
        <translation>Clicca per metterci un segnalino Illusionista</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="124"/>
        <source>Take every card of area {area} into your selection area</source>
        <translation>Prendi tutte le carte dell&apos;area {area} nella tua area di selezione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="155"/>
        <source>Face up</source>
        <translation>A faccia in su</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="155"/>
        <source>Face down (Trap)</source>
        <translation>A faccia in giù (Trappola)</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="162"/>
        <source>Offer the card face up in area {area}</source>
        <translation>Offri la carta a faccia in su nell&apos;area {area}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="164"/>
        <source>Offer the card face down in area {area}, spending a Trap token</source>
        <translation>Offri la carta a faccia in giù nell&apos;area {area}, spendendo un segnalino Trappola</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="174"/>
        <source>Round {n} of 4</source>
        <translation>Round {n} di 4</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="187"/>
        <source>Deck: {deck} · Calamities: {pile} · Discards: {discards}</source>
        <translation>Mazzo: {deck} · Calamità: {pile} · Scarti: {discards}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="202"/>
        <source>{name} plays first this round</source>
        <translation>{name} gioca per primo in questo round</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="231"/>
        <source>Production</source>
        <translation>Produzione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="258"/>
        <source>Supremacy: {name} gains a soldier</source>
        <translation>Supremazia: {name} ottiene un segnalino Soldato</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="271"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="294"/>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/middle.py" line="295"/>
        <source>The rival took area {area}: {cards}</source>
        <translation>L&apos;avversario ha preso l&apos;area {area}: {cards}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="30"/>
        <source>Advisor module</source>
        <translation>Modulo Consigliere</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="41"/>
        <source>{n} Advisors of {pool} were mixed into the deck, unseen: nobody knows which.</source>
        <translation>{n} Consiglieri su {pool} sono stati mescolati nel mazzo senza guardare: nessuno sa quali.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="59"/>
        <source>Mission: {board}</source>
        <translation>Missione: {board}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="99"/>
        <source>Step {n}: {cost}; {first} VP to the first to complete it, else {second}</source>
        <translation>Tappa {n}: {cost}; {first} PV a chi la completa per primo, altrimenti {second}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="108"/>
        <source>Threat: {set}</source>
        <translation>Minaccia: {set}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="119"/>
        <source>%n Threat card(s) still in the deck</source>
        <translation>
            <numerusform>%n carta Minaccia ancora nel mazzo</numerusform>
            <numerusform>%n carte Minaccia ancora nel mazzo</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="125"/>
        <source>{name} defeated: {n}</source>
        <translation>{name} ha sconfitto: {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="135"/>
        <source>{name} holds %n Illusionist token(s)</source>
        <translation>
            <numerusform>{name} ha %n segnalino Illusionista</numerusform>
            <numerusform>{name} ha %n segnalini Illusionista</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="139"/>
        <source>%n token(s) in the box</source>
        <translation>
            <numerusform>%n segnalino nella scatola</numerusform>
            <numerusform>%n segnalini nella scatola</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="141"/>
        <source>%n resource(s) set aside</source>
        <translation>
            <numerusform>%n risorsa messa da parte</numerusform>
            <numerusform>%n risorse messe da parte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="176"/>
        <source>{name} defeats {card}</source>
        <translation>{name} sconfigge {card}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="180"/>
        <source>The Dragons eat %n soldier(s) of {name}</source>
        <translation>
            <numerusform>I Draghi mangiano %n soldato di {name}</numerusform>
            <numerusform>I Draghi mangiano %n soldati di {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="184"/>
        <source>The Sisters take %n cube(s) of {name}</source>
        <translation>
            <numerusform>Le Sorelle tolgono %n cubo a {name}</numerusform>
            <numerusform>Le Sorelle tolgono %n cubi a {name}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="188"/>
        <source>The Swallowers bring {name} a Calamity</source>
        <translation>Gli Inghiottitori portano a {name} una Calamità</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/modboards.py" line="190"/>
        <source>{name} gains %n Illusionist token(s)</source>
        <translation>
            <numerusform>{name} ottiene %n segnalino Illusionista</numerusform>
            <numerusform>{name} ottiene %n segnalini Illusionista</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="38"/>
        <source>Place the {unit}: click a lit space or the alchemy area, or drag the cube there.</source>
        <translation>Piazza {unit}: clicca uno spazio illuminato o l&apos;area di alchimia, o trascinaci il cubo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="42"/>
        <source>The Sisters of Torment take a cube from your cards: click the lit cube to lose.</source>
        <translation>Le Sorelle del tormento tolgono un cubo dalle tue carte: clicca il cubo illuminato da perdere.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="46"/>
        <source>The Black Dragons eat a soldier: click the lit soldier to lose.</source>
        <translation>I Draghi neri mangiano un segnalino Soldato: clicca il soldato illuminato da perdere.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="52"/>
        <source>Offer two cards of your hand.</source>
        <translation>Offri due carte della tua mano.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="54"/>
        <source>Offer one more card.</source>
        <translation>Offri un&apos;altra carta.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="57"/>
        <source>Now click a zone of area L or R.</source>
        <translation>Ora clicca una zona dell&apos;area L o R.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="60"/>
        <source>Drag a card onto a zone of area L or R, or click it, then a zone.</source>
        <translation>Trascina una carta su una zona dell&apos;area L o R, oppure cliccala e poi clicca una zona.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="64"/>
        <source>Face down costs a Trap token: you have %n.</source>
        <translation>
            <numerusform>A faccia in giù costa un segnalino Trappola: ne hai %n.</numerusform>
            <numerusform>A faccia in giù costa un segnalino Trappola: ne hai %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="68"/>
        <source>Take every card of one offer area: click area L or R.</source>
        <translation>Prendi tutte le carte di un&apos;area di offerta: clicca l&apos;area L o R.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="73"/>
        <source>Search the top 3 cards of the deck, or fill the offer areas from it.</source>
        <translation>Cerca tra le prime 3 carte del mazzo, oppure riempi da esso le aree di offerta.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="77"/>
        <source>Choose the card that goes to area L and the one that goes to area R.</source>
        <translation>Scegli la carta che va nell&apos;area L e quella che va nell&apos;area R.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="89"/>
        <source>Your Spy may first look at a lit face-down card (at once).</source>
        <translation>Prima la tua Spia può guardare una carta a faccia in giù illuminata (subito).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="97"/>
        <source>Click a lit space to put the Krystallium on it.</source>
        <translation>Clicca uno spazio illuminato per metterci il Krystallium.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="100"/>
        <source>Click a lit space, Calamity or Threat to put the soldier on it.</source>
        <translation>Clicca uno spazio, una Calamità o una Minaccia illuminati per metterci il soldato.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="105"/>
        <source>Build or recycle each card of your selection area (its buttons, or drag it to your construction area).</source>
        <translation>Costruisci o ricicla ogni carta della tua area di selezione (con i suoi pulsanti, o trascinandola nell&apos;area di costruzione).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="111"/>
        <source>Production of {res}: your cubes are placed.</source>
        <translation>Produzione di {res}: piazza i tuoi cubi.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="118"/>
        <source>Krystallium and soldiers of your supply: click one, then a lit space (or drag it).</source>
        <translation>Krystallium e soldati della tua riserva: cliccane uno, poi uno spazio illuminato (o trascinalo).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="123"/>
        <source>End when you are done.</source>
        <translation>Termina quando hai finito.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="125"/>
        <source>Then Done.</source>
        <translation>Poi Fatto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="133"/>
        <source>Card destruction: click a lit card of the other selection area to discard it, or destroy none.</source>
        <translation>Distruzione carta: clicca una carta illuminata dell&apos;altra area di selezione per scartarla, oppure non distruggerne nessuna.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="138"/>
        <source>Combat: put soldiers on your Threats and Calamities (click them), then Done.</source>
        <translation>Combattimento: metti soldati sulle tue Minacce e Calamità (cliccale), poi Fatto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="144"/>
        <source>Send armies into {territory}: click a lit territory to send one army from it (1 soldier each), then Go.</source>
        <translation>Manda eserciti in {territory}: clicca un territorio illuminato per mandarne uno da lì (1 soldato ciascuno), poi Entra.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="149"/>
        <source>Choose the bonus places your armies hold in {territory}.</source>
        <translation>Scegli i luoghi bonus che i tuoi eserciti occupano in {territory}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="152"/>
        <source>You took the prison: free your armies in it?</source>
        <translation>Hai preso la prigione: liberi i tuoi eserciti rinchiusi?</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="154"/>
        <source>You hold the prison: imprison an enemy army, or nobody.</source>
        <translation>Controlli la prigione: imprigiona un esercito nemico, oppure nessuno.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="156"/>
        <source>Conquest: recruit armies, move (click a lit territory to move into it) or pass.</source>
        <translation>Conquista: recluta eserciti, spostali (clicca un territorio illuminato per entrarci) o passa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="174"/>
        <source>Take area {area} (%n)</source>
        <translation>
            <numerusform>Prendi l&apos;area {area} (%n)</numerusform>
            <numerusform>Prendi l&apos;area {area} (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="181"/>
        <source>Face up in {area}</source>
        <translation>A faccia in su in {area}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="183"/>
        <source>Face down in {area}</source>
        <translation>A faccia in giù in {area}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="190"/>
        <source>Swap {given} for {taken}</source>
        <translation>Scambia {given} con {taken}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="193"/>
        <source>Search 3 cards</source>
        <translation>Cerca 3 carte</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="194"/>
        <source>Fill from the deck</source>
        <translation>Riempi dal mazzo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="199"/>
        <source>{left} to L, {right} to R</source>
        <translation>{left} in L, {right} in R</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="203"/>
        <source>Into the alchemy area</source>
        <translation>Nell&apos;area di alchimia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="205"/>
        <source>Complete Mission step {n}</source>
        <translation>Completa la tappa {n} della Missione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="209"/>
        <source>Make a Krystallium (5 alchemy cubes)</source>
        <translation>Fai un Krystallium (5 cubi di alchimia)</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="211"/>
        <source>Or click five cubes of your alchemy area to choose them</source>
        <translation>Oppure clicca cinque cubi della tua area di alchimia per sceglierli</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="217"/>
        <source>End my planning</source>
        <translation>Termino la progettazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="218"/>
        <source>Done placing</source>
        <translation>Ho piazzato</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="219"/>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="226"/>
        <source>Recruit %n</source>
        <translation>
            <numerusform>Recluta %n</numerusform>
            <numerusform>Recluta %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="228"/>
        <source>Move in</source>
        <translation>Entra</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="230"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="231"/>
        <source>Hold {places}</source>
        <translation>Occupa {places}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="233"/>
        <source>Free them</source>
        <translation>Liberali</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="234"/>
        <source>Leave them</source>
        <translation>Lasciali</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="239"/>
        <source>Imprison from {where}</source>
        <translation>Imprigiona da {where}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="240"/>
        <source>Imprison nobody</source>
        <translation>Non imprigionare nessuno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="241"/>
        <source>Destroy none</source>
        <translation>Non distruggere nulla</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="242"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="255"/>
        <source>a face-down card</source>
        <translation>una carta a faccia in giù</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/prompts.py" line="257"/>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="85"/>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/seats.py" line="53"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carta in mano</numerusform>
            <numerusform>%n carte in mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/seats.py" line="54"/>
        <source>{k} Krystallium, %n soldier(s)</source>
        <translation>
            <numerusform>{k} Krystallium, %n soldato</numerusform>
            <numerusform>{k} Krystallium, %n soldati</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/seats.py" line="58"/>
        <source>done</source>
        <translation>ha finito</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/seats.py" line="60"/>
        <source>has chosen this step</source>
        <translation>ha scelto questo passo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/seats.py" line="62"/>
        <source>deciding</source>
        <translation>sta decidendo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="223"/>
        <source>Your plan is complete: Confirm it, or Undo a step.</source>
        <translation>Il tuo piano è completo: Conferma, o Annulla un passo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="232"/>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="317"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="235"/>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="318"/>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="236"/>
        <source>Send your plan to the table.</source>
        <translation>Manda il tuo piano al tavolo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="241"/>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="60"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="244"/>
        <source>Your plan is being played, a step at a time, as the rules ask for it.</source>
        <translation>Il tuo piano viene giocato un passo alla volta, quando le regole lo chiedono.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="250"/>
        <source>Waiting for {names}.</source>
        <translation>In attesa di {names}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="263"/>
        <source>Your plan: {steps}</source>
        <translation>Il tuo piano: {steps}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="303"/>
        <source>Only you see it: {cards}.</source>
        <translation>Lo vedi solo tu: {cards}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/table.py" line="319"/>
        <source>Put it back</source>
        <translation>Rimettilo a posto</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="29"/>
        <source>Watching</source>
        <translation>Stai guardando</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="38"/>
        <source>Searched: choose the card for L and the card for R</source>
        <translation>Ricerca: scegli la carta per L e quella per R</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="46"/>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="65"/>
        <source>Your selection area is empty: place Krystallium and soldiers, or end.</source>
        <translation>La tua area di selezione è vuota: piazza Krystallium e soldati, o termina.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="71"/>
        <source>Production: the cubes you gain are placed at once.</source>
        <translation>Produzione: i cubi che ottieni si piazzano subito.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="74"/>
        <source>Your hand is empty.</source>
        <translation>La tua mano è vuota.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="106"/>
        <source>Drag it to an offer area, or click it, then a zone</source>
        <translation>Trascinala in un&apos;area di offerta, oppure cliccala e poi clicca una zona</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="125"/>
        <source>Your selection area: build or recycle each card</source>
        <translation>La tua area di selezione: costruisci o ricicla ogni carta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="152"/>
        <source>Build</source>
        <translation>Costruisci</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="153"/>
        <source>Recycle</source>
        <translation>Ricicla</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="164"/>
        <source>Recycle: +{units}</source>
        <translation>Ricicla: +{units}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="169"/>
        <source>Recycle it: gain {units}</source>
        <translation>Riciclala: ottieni {units}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="171"/>
        <source>Build it: into your construction area</source>
        <translation>Costruiscila: nella tua area di costruzione</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="198"/>
        <source>%n cube(s) to place</source>
        <translation>
            <numerusform>%n cubo da piazzare</numerusform>
            <numerusform>%n cubi da piazzare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/tray.py" line="208"/>
        <source>{unit}: drag it onto a lit space, or click a lit space</source>
        <translation>{unit}: trascinalo su uno spazio illuminato, o clicca uno spazio illuminato</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="31"/>
        <source>a Materials cube</source>
        <translation>un cubo Materiali</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="32"/>
        <source>a Population cube</source>
        <translation>un cubo Popolazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="33"/>
        <source>a Gold cube</source>
        <translation>un cubo Oro</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="34"/>
        <source>an Exploration cube</source>
        <translation>un cubo Esplorazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="35"/>
        <source>a Krystallium</source>
        <translation>un Krystallium</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="36"/>
        <source>a soldier</source>
        <translation>un segnalino Soldato</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="43"/>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="176"/>
        <source>Materials</source>
        <translation>Materiali</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="44"/>
        <source>Population</source>
        <translation>Popolazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="45"/>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="46"/>
        <source>Exploration</source>
        <translation>Esplorazione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="47"/>
        <source>Krystallium</source>
        <translation>Krystallium</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="48"/>
        <source>soldiers</source>
        <translation>soldati</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="56"/>
        <source>structure</source>
        <translation>struttura</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="57"/>
        <source>company</source>
        <translation>specialisti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="58"/>
        <source>monument</source>
        <translation>monumento</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="59"/>
        <source>discovery</source>
        <translation>scoperta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="60"/>
        <source>Advisor</source>
        <translation>Consigliere</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="61"/>
        <source>Treasure</source>
        <translation>Tesoro</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="62"/>
        <source>Calamity</source>
        <translation>Calamità</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="63"/>
        <source>Threat</source>
        <translation>Minaccia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="70"/>
        <source>the development deck</source>
        <translation>il mazzo Sviluppo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="71"/>
        <source>the development cards</source>
        <translation>le carte Sviluppo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="72"/>
        <source>the Calamity pile</source>
        <translation>la pila delle Calamità</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="73"/>
        <source>the Threat deck</source>
        <translation>il mazzo Minaccia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="74"/>
        <source>the Advisor pool</source>
        <translation>le carte Consigliere</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="79"/>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="79"/>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="84"/>
        <source>The hand of {colour}</source>
        <translation>La mano del {colour}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="86"/>
        <source> and {name}</source>
        <translation> e {name}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="87"/>
        <source>, place {name}</source>
        <translation>, luogo {name}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="94"/>
        <source>Storm</source>
        <translation>Tempesta</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="95"/>
        <source>Drought</source>
        <translation>Siccità</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="96"/>
        <source>Disease</source>
        <translation>Malattia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="97"/>
        <source>Night</source>
        <translation>Notte</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="98"/>
        <source>Black Dragon Matriarch</source>
        <translation>Drago matriarca nero</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="99"/>
        <source>Black Dragon Patriarch</source>
        <translation>Drago patriarca nero</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="100"/>
        <source>Black Dragon Egg</source>
        <translation>Uovo di drago nero</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="123"/>
        <source>Sisters of Torment</source>
        <translation>Sorelle del tormento</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="124"/>
        <source>Swallowers</source>
        <translation>Inghiottitori</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="125"/>
        <source>Black Dragons</source>
        <translation>Draghi neri</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="126"/>
        <source>Illusionists</source>
        <translation>Illusionisti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="153"/>
        <source>Each time you complete a structure, gain 1 soldier.</source>
        <translation>Ogni volta che completi una struttura, ottieni 1 segnalino Soldato.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="155"/>
        <source>Your alchemy makes a Krystallium of 4 cubes, not 5.</source>
        <translation>La tua alchimia fa un Krystallium con 4 cubi, non 5.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="156"/>
        <source>You win supremacy ties.</source>
        <translation>Vinci i pareggi di supremazia.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="157"/>
        <source>A Spy once per Choice phase.</source>
        <translation>Una Spia una volta per fase di scelta.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="158"/>
        <source>One more Trap token each round.</source>
        <translation>Un segnalino Trappola in più ogni round.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="159"/>
        <source>1 soldier when each Production phase begins.</source>
        <translation>1 segnalino Soldato all&apos;inizio di ogni fase di produzione.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="161"/>
        <source>On completion, one of your Calamities is discarded.</source>
        <translation>Quando la completi, una delle tue Calamità viene scartata.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="163"/>
        <source>1 VP per Krystallium in your supply at the end.</source>
        <translation>1 PV per Krystallium nella tua riserva alla fine.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="164"/>
        <source>Winning supremacy gives 1 more soldier.</source>
        <translation>Vincere la supremazia dà 1 segnalino Soldato in più.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="166"/>
        <source>Your Calamities cost one soldier fewer to dispel.</source>
        <translation>Scacciare le tue Calamità costa un segnalino Soldato in meno.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="168"/>
        <source>Cards you offer face down cannot be spied on.</source>
        <translation>Le carte che offri a faccia in giù non possono essere spiate.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="186"/>
        <source>Threat ({set})</source>
        <translation>Minaccia ({set})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="189"/>
        <source>Defeated with {n} soldiers, in the Combat phase.</source>
        <translation>Si sconfigge con {n} soldati, nella fase di combattimento.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="195"/>
        <source>Undefeated at the end: {n} VP.</source>
        <translation>Non sconfitta alla fine: {n} PV.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="200"/>
        <source>Under construction it produces {res} for the other player.</source>
        <translation>In costruzione produce {res} per l&apos;avversario.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="205"/>
        <source>Defeated: {n} Krystallium.</source>
        <translation>Sconfitta: {n} Krystallium.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="215"/>
        <source>Dispelled by {n} soldiers; {vp} VP at the end if it stays.</source>
        <translation>Si scaccia con {n} soldati; {vp} PV alla fine se resta.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="220"/>
        <source>Cost: {units}</source>
        <translation>Costo: {units}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="224"/>
        <source>{what} per {kind}</source>
        <translation>{what} per {kind}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="225"/>
        <source>Produces: {what}</source>
        <translation>Produce: {what}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="228"/>
        <source>Completed: +{units}</source>
        <translation>Completata: +{units}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="230"/>
        <source>In your Grand Duchy: a Spy once per Choice phase.</source>
        <translation>Nel tuo Granducato: una Spia una volta per fase di scelta.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="234"/>
        <source>soldier in your supply</source>
        <translation>segnalino Soldato nella tua riserva</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="238"/>
        <source>{n} VP per {what}</source>
        <translation>{n} PV per {what}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="242"/>
        <source>Victory points: {vp}</source>
        <translation>Punti Vittoria: {vp}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="244"/>
        <source>Recycled: {units}</source>
        <translation>Riciclata: {units}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/words.py" line="246"/>
        <source>Recycle only: {units}</source>
        <translation>Solo da riciclare: {units}</translation>
    </message>
    <message numerus="yes">
        <source>%n VP</source>
        <translation type="vanished">
            <numerusform>%n PV</numerusform>
            <numerusform>%n PV</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="40"/>
        <source>Magic spring</source>
        <translation>Fonte magica</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="41"/>
        <source>Cottage</source>
        <translation>Cottage</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="42"/>
        <source>Hidden treasure</source>
        <translation>Tesoro nascosto</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="43"/>
        <source>Spell book</source>
        <translation>Libro degli incantesimi</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="44"/>
        <source>Stable</source>
        <translation>Scuderia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="45"/>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="57"/>
        <source>Fortress</source>
        <translation>Fortezza</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="46"/>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="57"/>
        <source>Raging dragon</source>
        <translation>Drago infuriato</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="47"/>
        <source>Magic portal</source>
        <translation>Portale magico</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="48"/>
        <source>Bandits</source>
        <translation>Banda di ladri</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="49"/>
        <source>Mephitic swamp</source>
        <translation>Palude mefitica</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="64"/>
        <source>crystal</source>
        <translation>cristallo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="65"/>
        <source>food</source>
        <translation>cibo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="66"/>
        <source>wood</source>
        <translation>legno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="67"/>
        <source>iron</source>
        <translation>ferro</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="68"/>
        <source>tools</source>
        <translation>attrezzi</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="69"/>
        <source>wild</source>
        <translation>jolly</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="77"/>
        <source>Place %n armies</source>
        <translation>
            <numerusform>Piazza %n armata</numerusform>
            <numerusform>Piazza %n armate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="79"/>
        <source>Move {n}</source>
        <translation>Muovi {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="81"/>
        <source>Move {n} by land</source>
        <translation>Muovi {n} via terra</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="83"/>
        <source>Move {n} by land or sea</source>
        <translation>Muovi {n} via terra o via mare</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="85"/>
        <source>Build a city</source>
        <translation>Fonda una città</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="86"/>
        <source>Destroy %n armies</source>
        <translation>
            <numerusform>Distruggi %n armata</numerusform>
            <numerusform>Distruggi %n armate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="97"/>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="98"/>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="105"/>
        <source>%n movement points left (a sea crossing costs 3, less with Flying): pick an army, then where it goes</source>
        <translation>
            <numerusform>%n movimento rimasto (via mare costa 3, meno con Volare): scegli un&apos;armata, poi dove va</numerusform>
            <numerusform>%n movimenti rimasti (via mare costa 3, meno con Volare): scegli un&apos;armata, poi dove va</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="111"/>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="113"/>
        <source>Place {n} more (start region or a region with your city)</source>
        <translation>Piazzane ancora {n} (nella regione di partenza o in una regione con una tua città)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="114"/>
        <source>%n moves left by land: pick an army, then where it goes</source>
        <translation>
            <numerusform>%n movimento rimasto via terra: scegli un&apos;armata, poi dove spostarla</numerusform>
            <numerusform>%n movimenti rimasti via terra: scegli un&apos;armata, poi dove spostarla</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="116"/>
        <source>%n moves left by land or sea: pick an army, then where it goes</source>
        <translation>
            <numerusform>%n movimento rimasto via terra o via mare: scegli un&apos;armata, poi dove spostarla</numerusform>
            <numerusform>%n movimenti rimasti via terra o via mare: scegli un&apos;armata, poi dove spostarla</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="118"/>
        <source>Build a city where you have an army</source>
        <translation>Fonda una città in una regione dove hai un&apos;armata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="119"/>
        <source>Destroy {n}: click an army</source>
        <translation>Distruggi {n}: clicca su un&apos;armata</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/words.py" line="127"/>
        <source>the neutral colour</source>
        <translation>colore neutrale</translation>
    </message>
</context>
<context>
    <name>bellum_magia</name>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="21"/>
        <source>{seat} is dealt the castle {castle}.</source>
        <translation>{seat} riceve il castello {castle}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="22"/>
        <source>{seat} chooses the castle {castle}.</source>
        <translation>{seat} sceglie il castello {castle}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="23"/>
        <source>The {deck} are shuffled.</source>
        <translation>Si mischiano: {deck}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="24"/>
        <source>{seat} is dealt the goblin {card}.</source>
        <translation>{seat} riceve il goblin {card}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="25"/>
        <source>{place} is turned up in the human kingdom.</source>
        <translation>Nel regno degli umani si scopre {place}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="26"/>
        <source>{card} is turned face up ({deck}).</source>
        <translation>Si scopre {card} ({deck}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="27"/>
        <source>{seat} has slid their goblins under the castle.</source>
        <translation>{seat} ha fatto scivolare i suoi goblin sotto il castello.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="28"/>
        <source>{seat} is the first Captain.</source>
        <translation>{seat} è il primo Capitano.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="30"/>
        <source>Day {day}: Captain {seat} rolls the die: {n}.</source>
        <translation>Giornata {day}: il Capitano {seat} tira il dado: {n}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="31"/>
        <source>Captain {seat} rolls the die again: {n}.</source>
        <translation>Il Capitano {seat} rilancia il dado: {n}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="32"/>
        <source>{seat} pays a round of drinks (1 barrel): the die is rolled again.</source>
        <translation>{seat} paga un giro di bevute (1 barile): si rilancia il dado.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="33"/>
        <source>{seat} casts a confusion spell: the die is rolled again.</source>
        <translation>{seat} usa un incantesimo di confusione: si rilancia il dado.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="34"/>
        <source>{seat} lets the die stand.</source>
        <translation>{seat} non fa rilanciare il dado.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="36"/>
        <source>The explorers bring {seat} a {kind} (#{chest}).</source>
        <translation>Gli esploratori portano a {seat} uno {kind} (n. {chest}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="37"/>
        <source>{seat} takes a {kind} (#{chest}) as loot.</source>
        <translation>{seat} prende come bottino uno {kind} (n. {chest}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="38"/>
        <source>{seat} looks at the stolen {kind} #{chest}.</source>
        <translation>{seat} guarda lo {kind} rubato n. {chest}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="40"/>
        <source>{seat} attacks {place} and takes its loot.</source>
        <translation>{seat} attacca {place} e ne prende il bottino.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="41"/>
        <source>{seat} attacks the Tavern and takes a barrel.</source>
        <translation>{seat} attacca la Taverna e prende un barile.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="42"/>
        <source>{seat} attacks the castle of {target_seat}.</source>
        <translation>{seat} attacca il castello di {target_seat}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="43"/>
        <source>{seat} does not attack.</source>
        <translation>{seat} non attacca.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="44"/>
        <source>{seat} picks the {kind} #{chest} of {target_seat}, unseen.</source>
        <translation>{seat} sceglie lo {kind} n. {chest} di {target_seat}, senza vederlo.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="45"/>
        <source>{seat} robs {target_seat} of %n chests.</source>
        <translation>
            <numerusform>{seat} ruba %n scrigno a {target_seat}.</numerusform>
            <numerusform>{seat} ruba %n scrigni a {target_seat}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="50"/>
        <source>{seat} recruits {card} ({deck}) for {payment} and slides it under the {side}.</source>
        <translation>{seat} recluta {card} ({deck}) pagando {payment} e la fa scivolare sotto il {side}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="51"/>
        <source>{seat} is done recruiting.</source>
        <translation>{seat} ha finito di reclutare.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="53"/>
        <source>The {kind} #{chest} of {seat} holds %n coins.</source>
        <translation>
            <numerusform>Lo {kind} n. {chest} di {seat} vale %n moneta.</numerusform>
            <numerusform>Lo {kind} n. {chest} di {seat} vale %n monete.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="57"/>
        <source>{seat}: {kind}</source>
        <translation>{seat}: {kind}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="59"/>
        <source>Wooden chests</source>
        <translation>Scrigni di legno</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="60"/>
        <source>Metal chests</source>
        <translation>Scrigni di metallo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="61"/>
        <source>Gold chests</source>
        <translation>Scrigni dorati</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="62"/>
        <source>Chests</source>
        <translation>Scrigni</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="63"/>
        <source>%n chests</source>
        <translation>
            <numerusform>%n scrigno</numerusform>
            <numerusform>%n scrigni</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="64"/>
        <source>coins</source>
        <translation>monete</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/bellum_magia/messages.py" line="65"/>
        <source>the number of chests</source>
        <translation>il numero di scrigni</translation>
    </message>
    <message>
        <location filename="../../core/games/bellum_magia/info.py" line="15"/>
        <source>Bellum Magia</source>
        <translation>Bellum Magia</translation>
    </message>
    <message>
        <location filename="../../core/games/bellum_magia/info.py" line="21"/>
        <source>Castles</source>
        <translation>Castelli</translation>
    </message>
    <message>
        <location filename="../../core/games/bellum_magia/info.py" line="23"/>
        <source>Dealt at random</source>
        <translation>Distribuiti a caso</translation>
    </message>
    <message>
        <location filename="../../core/games/bellum_magia/info.py" line="24"/>
        <source>Chosen by the players, in seat order</source>
        <translation>Scelti dai giocatori, in ordine di posto</translation>
    </message>
    <message>
        <location filename="../../core/games/bellum_magia/info.py" line="29"/>
        <source>Confusion spell</source>
        <translation>Incantesimo di confusione</translation>
    </message>
    <message>
        <location filename="../../core/games/bellum_magia/info.py" line="31"/>
        <source>A reroll for the Captain (as the rules read)</source>
        <translation>Un rilancio per il Capitano (come dice il regolamento)</translation>
    </message>
    <message>
        <location filename="../../core/games/bellum_magia/info.py" line="32"/>
        <source>Also closes the bar for the day</source>
        <translation>E niente più giri di bevute per la giornata</translation>
    </message>
</context>
<context>
    <name>eight_minute_empire</name>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="20"/>
        <source>Card {card} is drawn into the row.</source>
        <translation>Si pesca la carta {card} per la fila.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="21"/>
        <source>A {good} goods tile is laid on {region}.</source>
        <translation>Una tessera merce ({good}) viene piazzata in {region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="22"/>
        <source>{seat} places a neutral army in {region}.</source>
        <translation>{seat} piazza un&apos;armata neutrale in {region}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="23"/>
        <source>{seat} bids %n coins.</source>
        <translation>
            <numerusform>{seat} punta %n moneta.</numerusform>
            <numerusform>{seat} punta %n monete.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="24"/>
        <source>The die breaks the tie: {seat} wins the bid.</source>
        <translation>Il dado decide lo spareggio: {seat} vince la puntata.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="25"/>
        <source>{seat} names {first_seat} to play first.</source>
        <translation>{seat} sceglie {first_seat} come giocatore iniziale.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="26"/>
        <source>{seat} takes card {card} for %n coins.</source>
        <translation>
            <numerusform>{seat} prende la carta {card} per %n moneta.</numerusform>
            <numerusform>{seat} prende la carta {card} per %n monete.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="27"/>
        <source>{seat} chooses {option}.</source>
        <translation>{seat} sceglie: {option}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="28"/>
        <source>{seat} ends the action.</source>
        <translation>{seat} termina l&apos;azione.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="29"/>
        <source>{seat} places an army in {region}.</source>
        <translation>{seat} piazza un&apos;armata in {region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="30"/>
        <source>{seat} moves an army from {region} to {to_region}.</source>
        <translation>{seat} muove un&apos;armata da {region} a {to_region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="31"/>
        <source>{seat} builds a city in {region}.</source>
        <translation>{seat} fonda una città in {region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="32"/>
        <source>{seat} destroys an army of {owner_seat} in {region}.</source>
        <translation>{seat} distrugge un&apos;armata di {owner_seat} in {region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="33"/>
        <source>{seat} destroys an army of the neutral colour in {region}.</source>
        <translation>{seat} distrugge un&apos;armata del colore neutrale in {region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="34"/>
        <source>{seat}: {action}</source>
        <translation>{seat}: {action}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="36"/>
        <source>The start region is {region}.</source>
        <translation>La regione di partenza è {region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="37"/>
        <source>A {token} token is laid on {region}.</source>
        <translation>Un segnalino ({token}) viene messo su {region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="38"/>
        <source>{card} is drawn into the row.</source>
        <translation>{card} viene pescata nella fila.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="39"/>
        <source>{seat} takes {card} for %n coins.</source>
        <translation>
            <numerusform>{seat} prende {card} per %n moneta.</numerusform>
            <numerusform>{seat} prende {card} per %n monete.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="40"/>
        <source>{seat} is dealt the leader {leader}.</source>
        <translation>{seat} riceve la carta leader {leader}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="41"/>
        <source>{seat} will place everybody&apos;s army off the centre.</source>
        <translation>{seat} metterà un&apos;armata di ogni giocatore fuori dalla plancia centrale.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="42"/>
        <source>{seat} puts one army of every player in {region}.</source>
        <translation>{seat} mette un&apos;armata di ogni giocatore in {region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="43"/>
        <source>{seat} pays {owner_seat} 1 coin to place an army in {region}.</source>
        <translation>{seat} paga 1 moneta a {owner_seat} per piazzare un&apos;armata in {region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="45"/>
        <source>The exploration tokens and the swamp are shuffled face down.</source>
        <translation>I segnalini esplorazione e la palude vengono mischiati a faccia in giù.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="46"/>
        <source>{seat} peeks at the face-down token in {region}.</source>
        <translation>{seat} guarda il segnalino coperto in {region}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="47"/>
        <source>{seat} looks at the token in secret.</source>
        <translation>{seat} guarda il segnalino in segreto.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="48"/>
        <source>{seat} turns the token up: {token}.</source>
        <translation>{seat} gira il segnalino a faccia in su: {token}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="50"/>
        <source>Regions</source>
        <translation>Regioni</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="51"/>
        <source>Continents</source>
        <translation>Continenti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="52"/>
        <source>Points for goods</source>
        <translation>Punti per le merci</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="53"/>
        <source>Islands</source>
        <translation>Isole</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="54"/>
        <source>Abilities &amp; elixir</source>
        <translation>Abilità ed elisir</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="55"/>
        <source>Long game</source>
        <translation>Partita lunga</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="56"/>
        <source>Goods held (how many of each)</source>
        <translation>Merci possedute (quante per tipo)</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="57"/>
        <source>Ability points</source>
        <translation>Punti dalle abilità</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="59"/>
        <source>victory points</source>
        <translation>punti vittoria</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="60"/>
        <source>the spell book</source>
        <translation>il libro degli incantesimi</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="61"/>
        <source>coins</source>
        <translation>monete</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="62"/>
        <source>armies on the board</source>
        <translation>armate sul tabellone</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="63"/>
        <source>regions controlled</source>
        <translation>regioni controllate</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="65"/>
        <source>{good} {n}</source>
        <translation>{good} {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="66"/>
        <source>{good} +{n}</source>
        <translation>{good} +{n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="67"/>
        <source>{held}</source>
        <translation>{held}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="68"/>
        <source>{held} (wild → {wild})</source>
        <translation>{held} (jolly → {wild})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="69"/>
        <source>{held} (tiles: {tiles})</source>
        <translation>{held} (tessere: {tiles})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="70"/>
        <source>{held} (wild → {wild}; tiles: {tiles})</source>
        <translation>{held} (jolly → {wild}; tessere: {tiles})</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="71"/>
        <source>{source} {n}</source>
        <translation>{source} {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="72"/>
        <source>elixir {vp} (%n held)</source>
        <translation>
            <numerusform>elisir {vp} (%n posseduto)</numerusform>
            <numerusform>elisir {vp} (%n posseduti)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/eight_minute_empire/messages.py" line="73"/>
        <source>{items}</source>
        <translation>{items}</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="16"/>
        <source>Eight-Minute Empire</source>
        <translation>Otto minuti per un impero</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="22"/>
        <source>Edition</source>
        <translation>Edizione</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="23"/>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="23"/>
        <source>Legends</source>
        <translation>Leggende</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="28"/>
        <source>Board</source>
        <translation>Tabellone</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="30"/>
        <source>Side A</source>
        <translation>Lato A</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="31"/>
        <source>Side B</source>
        <translation>Lato B</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="32"/>
        <source>T layout</source>
        <translation>Disposizione a T</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="33"/>
        <source>Ring layout</source>
        <translation>Disposizione ad anello</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="38"/>
        <source>Variants</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="40"/>
        <source>Goods tiles on the triangle regions</source>
        <translation>Tessere merce nelle regioni con il triangolo</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="41"/>
        <source>A die breaks a tied bid (not the youngest)</source>
        <translation>Pareggio nella puntata: decide un dado (non il più giovane)</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="42"/>
        <source>Long game: three games, points added up</source>
        <translation>Partita lunga: tre partite, punteggi sommati</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="44"/>
        <source>Exploration tokens (taken by the first city)</source>
        <translation>Segnalini esplorazione (li prende la prima città)</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="46"/>
        <source>Fortress tokens (+1 VP for their region)</source>
        <translation>Segnalini fortezza (+1 PV per la loro regione)</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="48"/>
        <source>Raging dragon (slain by the 7th army placed: 2 VP)</source>
        <translation>Drago infuriato (lo uccide la settima armata piazzata: 2 PV)</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="51"/>
        <source>Magic portals (their two regions are neighbours)</source>
        <translation>Portali magici (le loro due regioni sono adiacenti)</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="53"/>
        <source>Bandits (1 coin for each army entering their region)</source>
        <translation>Banda di ladri (1 moneta per ogni armata che entra nella loro regione)</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="54"/>
        <source>Leader cards, one per player</source>
        <translation>Carte leader, una per giocatore</translation>
    </message>
    <message>
        <location filename="../../core/games/eight_minute_empire/info.py" line="57"/>
        <source>Mephitic swamp (with exploration tokens: face down, -1 VP)</source>
        <translation>Palude mefitica (con i segnalini esplorazione: a faccia in giù, -1 PV)</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation type="vanished">Merci</translation>
    </message>
    <message>
        <source>Goods held</source>
        <translation type="vanished">Merci possedute</translation>
    </message>
</context>
<context>
    <name>tash_kalar</name>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="19"/>
        <source>{seat} plays first.</source>
        <translation>{seat} gioca per primo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="20"/>
        <source>{seat} places a {colour} common piece on {square}.</source>
        <translation>{seat} piazza una pedina semplice {colour} in {square}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="21"/>
        <source>The {deck} deck is shuffled.</source>
        <translation>Il mazzo {deck} viene mescolato.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="22"/>
        <source>The {deck} cards are hidden again.</source>
        <translation>Le carte {deck} tornano coperte.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="23"/>
        <source>{seat} draws a {deck} card.</source>
        <translation>{seat} pesca una carta {deck}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="24"/>
        <source>{card} is revealed.</source>
        <translation>{card} viene rivelata.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="26"/>
        <source>{seat} places a common piece on {square}.</source>
        <translation>{seat} piazza una pedina semplice in {square}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="27"/>
        <source>{seat} takes up their piece on {square}.</source>
        <translation>{seat} riprende la sua pedina in {square}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="28"/>
        <source>{seat} summons {card} on {square}, {orientation}.</source>
        <translation>{seat} evoca {card} in {square}, {orientation}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="29"/>
        <source>{seat} discards {card}.</source>
        <translation>{seat} scarta {card}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="30"/>
        <source>{seat} puts a {deck} card under its deck.</source>
        <translation>{seat} mette una carta {deck} in fondo al suo mazzo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="31"/>
        <source>{seat} invokes {card} against {colour}.</source>
        <translation>{seat} invoca {card} contro {colour}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="32"/>
        <source>{seat} completes the task {task}.</source>
        <translation>{seat} completa il compito {task}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="33"/>
        <source>{seat} scores a point in {colour}.</source>
        <translation>{seat} segna un punto in {colour}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="34"/>
        <source>{seat} hands control to their team-mate.</source>
        <translation>{seat} passa il controllo al compagno di squadra.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="35"/>
        <source>{seat} is done.</source>
        <translation>{seat} ha finito.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="36"/>
        <source>{seat} concedes.</source>
        <translation>{seat} si arrende.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="38"/>
        <source>{seat} moves the piece on {square} to {to}.</source>
        <translation>{seat} muove la pedina da {square} a {to}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="39"/>
        <source>{seat} leaps the piece on {square} to {to}.</source>
        <translation>{seat} fa balzare la pedina da {square} a {to}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="40"/>
        <source>{seat} destroys the piece on {square}.</source>
        <translation>{seat} distrugge la pedina in {square}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="41"/>
        <source>{seat} promotes the piece on {square}.</source>
        <translation>{seat} promuove la pedina in {square}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="42"/>
        <source>{seat} degrades the piece on {square}.</source>
        <translation>{seat} degrada la pedina in {square}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="43"/>
        <source>{seat} converts the piece on {square}.</source>
        <translation>{seat} converte la pedina in {square}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="45"/>
        <source>Concession</source>
        <translation>Resa</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="46"/>
        <source>Tasks</source>
        <translation>Compiti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="47"/>
        <source>Legendary pieces</source>
        <translation>Pedine leggendarie</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="48"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="49"/>
        <source>Lowest colour</source>
        <translation>Colore più basso</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="50"/>
        <source>Colours</source>
        <translation>Colori</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="51"/>
        <source>{scores}</source>
        <translation>{scores}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="52"/>
        <source>{colour} {n}</source>
        <translation>{colour} {n}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="54"/>
        <source>the concession</source>
        <translation>la resa</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="55"/>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="56"/>
        <source>the second-lowest colour</source>
        <translation>il secondo colore più basso</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="57"/>
        <source>the third colour</source>
        <translation>il terzo colore</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="58"/>
        <source>promoted pieces on the board</source>
        <translation>pedine promosse in gioco</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/tash_kalar/messages.py" line="59"/>
        <source>pieces on the board</source>
        <translation>pedine in gioco</translation>
    </message>
    <message>
        <location filename="../../core/games/tash_kalar/info.py" line="16"/>
        <source>Tash-Kalar: Arena of Legends</source>
        <translation>Tash-Kalar: Arena delle Leggende</translation>
    </message>
    <message>
        <location filename="../../core/games/tash_kalar/info.py" line="26"/>
        <source>Form</source>
        <translation>Forma</translation>
    </message>
    <message>
        <location filename="../../core/games/tash_kalar/info.py" line="27"/>
        <source>High Form</source>
        <translation>Forma Suprema</translation>
    </message>
    <message>
        <location filename="../../core/games/tash_kalar/info.py" line="27"/>
        <source>Deathmatch</source>
        <translation>Scontro Mortale</translation>
    </message>
    <message>
        <location filename="../../core/games/tash_kalar/info.py" line="32"/>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <location filename="../../core/games/tash_kalar/info.py" line="33"/>
        <source>No teams</source>
        <translation>Senza squadre</translation>
    </message>
    <message>
        <location filename="../../core/games/tash_kalar/info.py" line="33"/>
        <source>Two teams of two</source>
        <translation>Due squadre da due</translation>
    </message>
    <message>
        <source>{seat} summons {card} on {square} (orientation {orientation}).</source>
        <translation type="vanished">{seat} evoca {card} in {square} (orientamento {orientation}).</translation>
    </message>
</context>
<context>
    <name>wonderful_kingdom</name>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="23"/>
        <source>{seat} plays first.</source>
        <translation>{seat} gioca per primo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="24"/>
        <source>The Grand Duchies are dealt: {duchy}{other_duchy}.</source>
        <translation>Vengono distribuiti i Granducati: {duchy}{other_duchy}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="25"/>
        <source>The Mission board is {board}.</source>
        <translation>Il tabellone Missione è {board}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="26"/>
        <source>Every player shuffles {deck}.</source>
        <translation>Ogni giocatore mescola {deck}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="27"/>
        <source>Every player mixes {deck}, unseen.</source>
        <translation>Ogni giocatore mescola {deck}, senza guardare.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="28"/>
        <source>{deck} is shuffled by its holder, unseen by the other.</source>
        <translation>{deck} viene mescolata da chi la tiene, senza che l&apos;altro veda.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="29"/>
        <source>{card} is turned face up.</source>
        <translation>{card} viene girata a faccia in su.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="30"/>
        <source>A card is shown to one player alone.</source>
        <translation>Una carta viene mostrata a un solo giocatore.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="32"/>
        <source>{seat} spies on a face-down card.</source>
        <translation>{seat} usa la Spia su una carta a faccia in giù.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="33"/>
        <source>{seat} offers {card} face up in area {area}.</source>
        <translation>{seat} offre {card} a faccia in su nell&apos;area {area}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="34"/>
        <source>{seat} offers a card face down in area {area}, spending a Trap.</source>
        <translation>{seat} offre una carta a faccia in giù nell&apos;area {area}, spendendo una Trappola.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="35"/>
        <source>{seat} selects area {area}: %n cards.</source>
        <translation>
            <numerusform>{seat} seleziona l&apos;area {area}: %n carta.</numerusform>
            <numerusform>{seat} seleziona l&apos;area {area}: %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="39"/>
        <source>{seat} searches the top 3 cards of the deck.</source>
        <translation>{seat} cerca tra le prime 3 carte del mazzo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="40"/>
        <source>{seat} puts two of them in the offer areas and discards the third.</source>
        <translation>{seat} ne mette due nelle aree di offerta e scarta la terza.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="41"/>
        <source>{seat} fills the offer areas from the deck.</source>
        <translation>{seat} riempie le aree di offerta dal mazzo.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="42"/>
        <source>{seat} puts an Illusionist token on {card} in area {area}.</source>
        <translation>{seat} mette un segnalino Illusionista su {card} nell&apos;area {area}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="43"/>
        <source>{seat} swaps {given} for {taken} with an Illusionist token.</source>
        <translation>{seat} scambia {given} con {taken} grazie a un segnalino Illusionista.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="45"/>
        <source>{seat} starts constructing {card}.</source>
        <translation>{seat} inizia a costruire {card}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="46"/>
        <source>{seat} recycles {card}.</source>
        <translation>{seat} ricicla {card}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="47"/>
        <source>{seat} places {unit} on {card} (space {slot}).</source>
        <translation>{seat} mette {unit} su {card} (spazio {slot}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="48"/>
        <source>{seat} puts {unit} in the alchemy area.</source>
        <translation>{seat} mette {unit} nell&apos;area di alchimia.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="49"/>
        <source>{seat} places a Krystallium on {card} (space {slot}).</source>
        <translation>{seat} mette un Krystallium su {card} (spazio {slot}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="50"/>
        <source>{seat} places a soldier on {card} (space {slot}).</source>
        <translation>{seat} mette un segnalino Soldato su {card} (spazio {slot}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="51"/>
        <source>{seat} scraps {card}.</source>
        <translation>{seat} scarta {card} dall&apos;area di costruzione.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="52"/>
        <source>{seat} is done.</source>
        <translation>{seat} ha finito.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="53"/>
        <source>{seat} completes step {step} of the Mission.</source>
        <translation>{seat} completa la tappa {step} della Missione.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="54"/>
        <source>{seat} turns 5 cubes of the alchemy area into a Krystallium.</source>
        <translation>{seat} trasforma 5 cubi dell&apos;area di alchimia in un Krystallium.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="56"/>
        <source>{seat} sends a soldier against {card} (soldier {slot}).</source>
        <translation>{seat} manda un segnalino Soldato contro {card} (soldato {slot}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="57"/>
        <source>The Sisters of Torment take {unit} from {card} of {seat} (space {slot}).</source>
        <translation>Le Sorelle del tormento tolgono {unit} da {card} di {seat} (spazio {slot}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="58"/>
        <source>A Black Dragon eats a soldier of {seat} on {card} (soldier {slot}).</source>
        <translation>Un Drago nero mangia un segnalino Soldato di {seat} su {card} (soldato {slot}).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="61"/>
        <source>{said} {effect}</source>
        <translation>{said} {effect}</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="62"/>
        <source>{card}, the round&apos;s Threat, goes face up into area L.</source>
        <translation>{card}, la Minaccia del round, va a faccia in su nell&apos;area L.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="63"/>
        <source>{card} goes into the construction area of {seat}.</source>
        <translation>{card} va nell&apos;area di costruzione di {seat}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="64"/>
        <source>The Illusionist token of {seat} on {card} is discarded.</source>
        <translation>Il segnalino Illusionista di {seat} su {card} viene scartato.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="65"/>
        <source>The Sisters of Torment take %n cubes from the cards {seat} has under construction.</source>
        <translation>
            <numerusform>Le Sorelle del tormento tolgono %n cubo dalle carte in costruzione di {seat}.</numerusform>
            <numerusform>Le Sorelle del tormento tolgono %n cubi dalle carte in costruzione di {seat}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="69"/>
        <source>The Black Dragons eat %n soldiers of {seat}.</source>
        <translation>
            <numerusform>I Draghi neri mangiano %n segnalino Soldato di {seat}.</numerusform>
            <numerusform>I Draghi neri mangiano %n segnalini Soldato di {seat}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="73"/>
        <source>The Sisters of Torment: {seat} chooses %n cubes to remove from cards under construction.</source>
        <translation>
            <numerusform>Sorelle del tormento: {seat} sceglie %n cubo da togliere da una carta in costruzione.</numerusform>
            <numerusform>Sorelle del tormento: {seat} sceglie %n cubi da togliere dalle carte in costruzione.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="77"/>
        <source>The Black Dragons: {seat} chooses %n placed soldiers for them to eat.</source>
        <translation>
            <numerusform>Draghi neri: {seat} sceglie %n segnalino Soldato piazzato da far mangiare.</numerusform>
            <numerusform>Draghi neri: {seat} sceglie %n segnalini Soldato piazzati da far mangiare.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="82"/>
        <source>The Sisters of Torment find no cube on the cards {seat} has under construction: nothing is removed.</source>
        <translation>Le Sorelle del tormento non trovano cubi sulle carte in costruzione di {seat}: non tolgono nulla.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="85"/>
        <source>The Black Dragons find no soldier of {seat} to eat.</source>
        <translation>I Draghi neri non trovano segnalini Soldato di {seat} da mangiare.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="86"/>
        <source>{seat} gains %n Illusionist tokens for the Illusionists of {other_seat}.</source>
        <translation>
            <numerusform>{seat} raccoglie %n segnalino Illusionista per gli Illusionisti di {other_seat}.</numerusform>
            <numerusform>{seat} raccoglie %n segnalini Illusionista per gli Illusionisti di {other_seat}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="90"/>
        <source>All 3 Illusionist tokens are in play: {seat} gains no more.</source>
        <translation>Tutti e 3 i segnalini Illusionista sono in gioco: {seat} non ne raccoglie altri.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="91"/>
        <source>{card} of {owner_seat} produces {unit} for {seat}.</source>
        <translation>{card} di {owner_seat} produce {unit} per {seat}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="92"/>
        <source>{card}, in the Grand Duchy of {seat}, produces {unit} for {seat}.</source>
        <translation>{card}, nel Granducato di {seat}, produce {unit} per {seat}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="93"/>
        <source>{card} would produce {unit} for an opponent: it is set aside ({n} set aside).</source>
        <translation>{card} produrrebbe {unit} per un avversario: viene messo da parte ({n} da parte).</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="94"/>
        <source>4 resources set aside are discarded: {card} goes into the Grand Duchy of {seat}.</source>
        <translation>Le 4 risorse messe da parte vengono scartate: {card} va nel Granducato di {seat}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="96"/>
        <source>4 resources set aside are discarded; the Calamity pile is empty.</source>
        <translation>Le 4 risorse messe da parte vengono scartate; la pila delle Calamità è vuota.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="97"/>
        <source>{seat} defeats {card}: its %n soldiers go to the general supply.</source>
        <translation>
            <numerusform>{seat} sconfigge {card}: il suo %n segnalino Soldato va nella riserva generale.</numerusform>
            <numerusform>{seat} sconfigge {card}: i suoi %n segnalini Soldato vanno nella riserva generale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="101"/>
        <source>{seat} obtains {card}: its %n soldiers go to the general supply.</source>
        <translation>
            <numerusform>{seat} si impossessa di {card}: il suo %n segnalino Soldato va nella riserva generale.</numerusform>
            <numerusform>{seat} si impossessa di {card}: i suoi %n segnalini Soldato vanno nella riserva generale.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="105"/>
        <source>{seat} gains {k} Krystallium from {card}.</source>
        <translation>{seat} ottiene {k} Krystallium da {card}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="106"/>
        <source>{card} goes into the Grand Duchy of {seat}.</source>
        <translation>{card} va nel Granducato di {seat}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="107"/>
        <source>{card} was never defeated: {vp} VP for {seat}.</source>
        <translation>Minaccia mai sconfitta, {card}: {vp} PV per {seat}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="108"/>
        <source>{seat} defeated all four Sisters of Torment: +{vp} VP.</source>
        <translation>{seat} ha sconfitto tutte e 4 le Sorelle del tormento: +{vp} PV.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="109"/>
        <source>{seat} obtained %n Dragon Eggs: +{vp} VP.</source>
        <translation>
            <numerusform>{seat} ha recuperato %n Uovo di drago: +{vp} PV.</numerusform>
            <numerusform>{seat} ha recuperato %n Uova di drago: +{vp} PV.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="114"/>
        <source>{seat} destroys {card} in the selection area of {victim_seat}.</source>
        <translation>{seat} distrugge {card} nell&apos;area di selezione di {victim_seat}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="115"/>
        <source>{seat} destroys no card.</source>
        <translation>{seat} non distrugge nessuna carta.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="116"/>
        <source>{seat} recruits %n armies.</source>
        <translation>
            <numerusform>{seat} recluta %n esercito.</numerusform>
            <numerusform>{seat} recluta %n eserciti.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="117"/>
        <source>{seat} moves armies into {territory}.</source>
        <translation>{seat} sposta eserciti in {territory}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="118"/>
        <source>{seat} sends an army from {territory}.</source>
        <translation>{seat} manda un esercito da {territory}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="119"/>
        <source>{seat} moves %n armies into {territory}; {beaten} enemy armies go home.</source>
        <translation>
            <numerusform>{seat} sposta %n esercito in {territory}; {beaten} eserciti nemici tornano al castello.</numerusform>
            <numerusform>{seat} sposta %n eserciti in {territory}; {beaten} eserciti nemici tornano al castello.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="123"/>
        <source>{seat} puts armies on the places of {territory}: {places}.</source>
        <translation>{seat} mette gli eserciti sui luoghi bonus di {territory}: {places}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="124"/>
        <source>{seat} frees %n armies from the prison.</source>
        <translation>
            <numerusform>{seat} libera %n esercito dalla prigione.</numerusform>
            <numerusform>{seat} libera %n eserciti dalla prigione.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="125"/>
        <source>{seat} passes.</source>
        <translation>{seat} passa.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="126"/>
        <source>{seat} imprisons an army of {victim_seat} from {territory}{place}.</source>
        <translation>{seat} imprigiona un esercito di {victim_seat} da {territory}{place}.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="127"/>
        <source>{seat} imprisons nobody.</source>
        <translation>{seat} non imprigiona nessuno.</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="129"/>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="130"/>
        <source>Grand Duchy</source>
        <translation>Granducato</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="131"/>
        <source>Calamities</source>
        <translation>Calamità</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="132"/>
        <source>Mission</source>
        <translation>Missione</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="133"/>
        <source>Threats</source>
        <translation>Minacce</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="134"/>
        <source>Sisters defeated</source>
        <translation>Sorelle sconfitte</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="135"/>
        <source>Dragon Eggs</source>
        <translation>Uova di drago</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="136"/>
        <source>Territories</source>
        <translation>Territori</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="137"/>
        <source>Advisors</source>
        <translation>Consiglieri</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="138"/>
        <source>Medal</source>
        <translation>Medaglia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="139"/>
        <source>gold medal</source>
        <translation>medaglia d&apos;oro</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="140"/>
        <source>silver medal</source>
        <translation>medaglia d&apos;argento</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="141"/>
        <source>bronze medal</source>
        <translation>medaglia di bronzo</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="142"/>
        <source>no medal</source>
        <translation>nessuna medaglia</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="143"/>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="144"/>
        <source>constructed cards</source>
        <translation>carte costruite</translation>
    </message>
    <message>
        <location filename="../../client/gui/games/wonderful_kingdom/messages.py" line="145"/>
        <source>soldiers in supply</source>
        <translation>segnalini Soldato in riserva</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="25"/>
        <source>It&apos;s a Wonderful Kingdom</source>
        <translation>It&apos;s a Wonderful Kingdom</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="35"/>
        <source>Module</source>
        <translation>Modulo</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/modules/advisor.py" line="75"/>
        <source>Advisor</source>
        <translation>Consigliere</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/modules/threat.py" line="60"/>
        <source>Threat</source>
        <translation>Minaccia</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/modules/conquest.py" line="46"/>
        <source>Conquest</source>
        <translation>Conquista</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="41"/>
        <source>Threat set</source>
        <translation>Gruppo di Minacce</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="43"/>
        <source>Sisters of Torment</source>
        <translation>Sorelle del tormento</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="44"/>
        <source>Swallowers</source>
        <translation>Inghiottitori</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="45"/>
        <source>Black Dragons (2 players)</source>
        <translation>Draghi neri (2 giocatori)</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="46"/>
        <source>Illusionists (2 players)</source>
        <translation>Illusionisti (2 giocatori)</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="51"/>
        <source>Grand Duchy side</source>
        <translation>Lato del Granducato</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/__init__.py" line="0"/>
        <source>Side A</source>
        <translation>Lato A</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/__init__.py" line="0"/>
        <source>Side B</source>
        <translation>Lato B</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/__init__.py" line="0"/>
        <source>Side C</source>
        <translation>Lato C</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/__init__.py" line="0"/>
        <source>Side D</source>
        <translation>Lato D</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/__init__.py" line="0"/>
        <source>Side E</source>
        <translation>Lato E</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="56"/>
        <source>Legends development cards</source>
        <translation>Carte Sviluppo delle Leggende</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="57"/>
        <source>With the 5 Legends cards</source>
        <translation>Con le 5 carte Leggende</translation>
    </message>
    <message>
        <location filename="../../core/games/wonderful_kingdom/info.py" line="57"/>
        <source>Without them</source>
        <translation>Senza</translation>
    </message>
</context>
</TS>
