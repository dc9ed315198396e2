"""How players say each move of Firefly: The Game – Blue Sun (worked examples, matched by meaning to what a player says).

Written from the rulebook and the moves' definitions in words.py only, never from a dispute set."""
from ...reading.sayings import Saying

SAYINGS: tuple[Saying, ...] = (
    # scan: the Long-Range Scanner resolves the alerts of an adjacent sector (the scanner named)
    Saying("scan", "can I use the Long-Range Scanner on the sector next door?"),
    Saying("scan", "can my scanner check alerts in the middle of a full burn?"),
    Saying("scan", "Sally uses her Long-Range Scanner on the Space Bazaar right next to her"),
    Saying("scan", "John scans Highgate twice with his scanner on the same move"),
    Saying("scan", "scanner on the sector beside me, legal??"),
    Saying("scan", "can i scan burnham w the long range thing lol"),
    Saying("scan", "I scanned an adjacent sector with three Reaver alerts using the scanner and kept going, was that ok?"),
    Saying("scan", "Pete says using the scanner ends my fly action"),
    Saying("scan", "¿puedo usar el Escáner de largo alcance en el sector de al lado?", "es"),
    Saying("scan", "Sally escanea el Bazar Espacial con su escáner mientras vuela", "es"),
    Saying("scan", "escanear dos veces en el mismo vuelo se puede?", "es"),
    Saying("scan", "Juan dice que el escáner solo sirve en mi propio sector", "es"),

    # scan-from: resolving the alerts of another sector from where the ship is, with a roll
    Saying("scan-from", "can I resolve the alerts at Highgate from where I am?"),
    Saying("scan-from", "can she check Burnham's alerts from the next sector over with a roll of 3?"),
    Saying("scan-from", "Sally resolves the alerts in the Space Bazaar from Meridian and rolls a 2"),
    Saying("scan-from", "John checks the Reaver markers at Miranda from his own sector and rolls a 5"),
    Saying("scan-from", "resolve highgate alerts from here rolled 1??"),
    Saying("scan-from", "check the markers in burnham from where im parked"),
    Saying("scan-from", "I resolved the alerts in Cortex Relay 7 from Meridian and rolled a 4, legal?"),
    Saying("scan-from", "Pete says you can only resolve alerts in the sector you're in, never from next door"),
    Saying("scan-from", "¿puedo resolver las alertas de Highgate desde mi sector?", "es"),
    Saying("scan-from", "Sally revisa los marcadores en Burnham desde el Bazar Espacial y saca un 3", "es"),
    Saying("scan-from", "resolver alertas en miranda desde aqui con un 2 vale?", "es"),
    Saying("scan-from", "Juan dice que no puedo revisar las alertas de otro sector desde donde estoy", "es"),

    # move-reaver: a Reaver ship moved (by the player on the right) after an alert
    Saying("move-reaver", "who moves the Reaver ship onto me?"),
    Saying("move-reaver", "can the Reaver be moved into a sector that already has a Reaver?"),
    Saying("move-reaver", "Sally drags the Reaver from Burnham onto John at Highgate"),
    Saying("move-reaver", "after John's alert, Pete pulls the nearest Reaver ship to the Space Bazaar"),
    Saying("move-reaver", "reaver gets moved to my sector by the guy on my right?"),
    Saying("move-reaver", "can pete move the reaver 2 where i am even tho another reavers there"),
    Saying("move-reaver", "the player on my left moved the Reaver to my sector, was that allowed?"),
    Saying("move-reaver", "Ana says moving the Reaver out of Meridian doesn't leave an alert token behind"),
    Saying("move-reaver", "¿quién mueve la nave Reaver a mi sector?", "es"),
    Saying("move-reaver", "Sally mueve la nave Reaver de Burnham a Highgate, donde está John", "es"),
    Saying("move-reaver", "puede mover la nave reaver a un sector con otra reaver??", "es"),
    Saying("move-reaver", "Marta dice que al mover la nave Reaver no se deja ficha de alerta detrás", "es"),

    # modifier: a modifier card (+1) added to an alert roll
    Saying("modifier", "can I add a modifier to my alert roll?"),
    Saying("modifier", "does a +1 modifier card work when resolving alerts?"),
    Saying("modifier", "Pete plays a modifier card to turn his alert roll of 2 into a 3"),
    Saying("modifier", "she adds +1 from a modifier to the alert die at Highgate"),
    Saying("modifier", "modifier on the alert roll ok?? rolled a 1"),
    Saying("modifier", "+1 card on alert check pls"),
    Saying("modifier", "I used a modifier card on my alert roll last turn, was that legal?"),
    Saying("modifier", "John says modifier cards count when resolving alerts"),
    Saying("modifier", "¿puedo sumar un modificador a la tirada de alerta?", "es"),
    Saying("modifier", "Sally usa una carta de modificación para sumar +1 a la tirada de alerta", "es"),
    Saying("modifier", "modificador +1 en la alerta vale o no", "es"),
    Saying("modifier", "Pedro dice que las cartas de modificación sí cuentan al resolver alertas", "es"),

    # take-challenge: work for Mr. Universe to take Big Damn Challenge cards
    Saying("take-challenge", "can I take a challenge from Mr. Universe?"),
    Saying("take-challenge", "can I work for Mr. Universe to get a Big Damn Challenge?"),
    Saying("take-challenge", "Sally works for Mr. Universe and draws two challenges"),
    Saying("take-challenge", "John takes a fourth challenge card into his hand"),
    Saying("take-challenge", "get a bdc from mr universe?"),
    Saying("take-challenge", "can i grab challenges w 3 already in hand"),
    Saying("take-challenge", "I took a Big Damn Challenge from Mr. Universe while already holding three jobs, ok?"),
    Saying("take-challenge", "Pete says you need trust with Mr. Universe before you can take his challenges"),
    Saying("take-challenge", "¿puedo trabajar para el Sr. Universo y coger un desafío?", "es"),
    Saying("take-challenge", "Sally toma dos retos del Sr. Universo", "es"),
    Saying("take-challenge", "coger desafio con 3 en mano se puede?", "es"),
    Saying("take-challenge", "Luis dice que para robar desafíos hay que tener la confianza del Sr. Universo", "es"),

    # hold: how many cards a captain may hold in hand
    Saying("hold", "can I hold 5 cards?"),
    Saying("hold", "can I have 4 cards in hand?"),
    Saying("hold", "Sally has trust with Mr. Universe, so she holds 5 cards"),
    Saying("hold", "John keeps 6 cards after losing trust with Mr. Universe"),
    Saying("hold", "hold 5 cards w mr universe trust ok?"),
    Saying("hold", "can i have 4 cards rn no trust"),
    Saying("hold", "I kept 5 cards in hand after my warrant, was that allowed?"),
    Saying("hold", "Pete says I may hold 5 cards without any trust"),
    Saying("hold", "¿puedo tener 5 cartas en la mano?", "es"),
    Saying("hold", "Sally tiene confianza con el Sr. Universo y mantiene 5 cartas", "es"),
    Saying("hold", "tengo 4 cartas sin confianza pasa algo?", "es"),
    Saying("hold", "Ana dice que puedo llevar 6 cartas con la confianza del Sr. Universo", "es"),

    # place-reaver: the Reaver ships placed at setup
    Saying("place-reaver", "where do we place the Reaver ships at setup?"),
    Saying("place-reaver", "can I put a Reaver in Highgate during setup?"),
    Saying("place-reaver", "Sally places one Reaver ship in each sector around Burnham"),
    Saying("place-reaver", "at setup John puts the third Reaver on the Space Bazaar"),
    Saying("place-reaver", "setup: reaver ship goes in reaver space only?"),
    Saying("place-reaver", "place 2 reavers in same sector at start ok"),
    Saying("place-reaver", "we placed a Reaver ship in Meridian at setup, was that right?"),
    Saying("place-reaver", "Pete says the Reavers start anywhere in the Border"),
    Saying("place-reaver", "¿dónde coloco las naves Reaver en la preparación?", "es"),
    Saying("place-reaver", "Sally pone una nave Reaver en cada sector del Espacio Reaver", "es"),
    Saying("place-reaver", "pongo dos reavers en el mismo sector al empezar?", "es"),
    Saying("place-reaver", "Marta dice que las naves Reaver se colocan en Miranda al preparar", "es"),

    # draw-nav-deck: a Nav card drawn from a deck the player names (Rim, Border, Alliance)
    Saying("draw-nav-deck", "do I draw from the Rim nav deck at Burnham?"),
    Saying("draw-nav-deck", "which deck do I draw from in the Uroboros belt, Border or Rim?"),
    Saying("draw-nav-deck", "Sally draws a Nav card from the Alliance deck while burning through Meridian"),
    Saying("draw-nav-deck", "John draws from the Border deck even though he is in the Rim"),
    Saying("draw-nav-deck", "draw from rim deck or border deck here??"),
    Saying("draw-nav-deck", "full burn in the rim but drawing from alliance deck ok"),
    Saying("draw-nav-deck", "I drew from the Border nav deck while I was out in the Rim, was that right?"),
    Saying("draw-nav-deck", "Pete says the Blue Sun sectors use the Alliance deck"),
    Saying("draw-nav-deck", "¿robo del mazo del Borde en Burnham?", "es"),
    Saying("draw-nav-deck", "Sally roba una carta de navegación del mazo fronterizo estando en el Borde Exterior", "es"),
    Saying("draw-nav-deck", "roba del mazo de la alianza o del borde aqui?", "es"),
    Saying("draw-nav-deck", "Luis dice que en el Borde Exterior se roba del mazo fronterizo", "es"),

    # draw-nav: a Nav card drawn, no deck named (when, whether)
    Saying("draw-nav", "do I draw a nav card after the alert?"),
    Saying("draw-nav", "do I still draw nav after the cruiser stops me?"),
    Saying("draw-nav", "Sally draws another Nav card after resolving the alert at Highgate"),
    Saying("draw-nav", "John draws a nav card when he moseys into Meridian"),
    Saying("draw-nav", "draw a nav now or alert first"),
    Saying("draw-nav", "do i draw nav card b4 rolling for alerts"),
    Saying("draw-nav", "I drew a Nav card before resolving the alerts in Burnham, ok?"),
    Saying("draw-nav", "Pete says I draw no more nav cards once the Alliance cruiser shows up"),
    Saying("draw-nav", "¿robo una carta de navegación después de resolver la alerta?", "es"),
    Saying("draw-nav", "Sally roba otra carta de navegación al entrar en Highgate", "es"),
    Saying("draw-nav", "roba carta de navegacion antes o despues de la alerta?", "es"),
    Saying("draw-nav", "Ana dice que tengo que robar carta de navegación aunque deambule", "es"),

    # alert-ship: does the alert roll bring company (a ship moved in), a state question
    Saying("alert-ship", "I rolled a 2 on my alert, does a Reaver ship come to my sector?"),
    Saying("alert-ship", "does an alert roll of 4 bring company?"),
    Saying("alert-ship", "Sally rolled a 1 against the alert markers, so a ship gets moved onto her?"),
    Saying("alert-ship", "John rolls a 5 for the alert at Highgate, does the Cruiser get pulled to him?"),
    Saying("alert-ship", "alert roll 3, am i getting company or not"),
    Saying("alert-ship", "rolled 2 on the alert die, reaver coming for me?"),
    Saying("alert-ship", "with a 6 on the alert, does anything get sent my way?"),
    Saying("alert-ship", "Pete says a 4 on the alert roll means a Reaver is brought to me"),
    Saying("alert-ship", "saqué un 2 en la alerta, ¿viene una nave Reaver a mi sector?", "es"),
    Saying("alert-ship", "con un 4 en la tirada de alerta, ¿tengo compañía?", "es"),
    Saying("alert-ship", "Sally saca un 1 en la alerta, ¿le traen el crucero encima?", "es"),
    Saying("alert-ship", "tiro un 5 en la alerta, me llega una reaver o no", "es"),
    Saying("alert-ship", "Juan dice que con un 3 en la alerta me mueven una nave Reaver", "es"),

    # alert-roll: the die rolled to resolve alert markers, against their number
    Saying("alert-roll", "I rolled a 2 with three Reaver alerts, what happens?"),
    Saying("alert-roll", "does a 4 clear two alert tokens?"),
    Saying("alert-roll", "Sally moves into Burnham with three alert tokens and rolls a 3"),
    Saying("alert-roll", "John rolls a 6 on the alert at Highgate"),
    Saying("alert-roll", "rolled 1 vs 2 alliance alerts rip?"),
    Saying("alert-roll", "alert roll 5 at space bazaar w 4 tokens"),
    Saying("alert-roll", "I rolled a 4 against two Reaver alerts and we removed all the tokens, right?"),
    Saying("alert-roll", "Pete says rolling a 3 with three alerts is safe"),
    Saying("alert-roll", "saco un 2 con tres alertas Reaver, ¿qué pasa?", "es"),
    Saying("alert-roll", "Sally entra en Burnham con tres fichas de alerta y saca un 3", "es"),
    Saying("alert-roll", "tiro un 5 con 4 alertas en el bazar, se van todas?", "es"),
    Saying("alert-roll", "Juan dice que sacar un 3 con tres alertas no trae a los Reavers", "es"),

    # shuffle-back: the discarded Shuffle card shuffled back in with the rest
    Saying("shuffle-back", "do I shuffle the Shuffle card back in with the rest?"),
    Saying("shuffle-back", "does the discarded Shuffle card go back into the nav deck when I reshuffle?"),
    Saying("shuffle-back", "Sally discards the Shuffle card and mixes it back into the Border deck"),
    Saying("shuffle-back", "John shuffles the Shuffle card back in with the rest of the Misbehave deck"),
    Saying("shuffle-back", "shuffle card goes back in the deck too?"),
    Saying("shuffle-back", "reshuffle incl the shuffle card back in ok"),
    Saying("shuffle-back", "we shuffled the discarded Shuffle card back into the nav deck, was that right?"),
    Saying("shuffle-back", "Pete says the Shuffle card gets shuffled back in with the rest"),
    Saying("shuffle-back", "¿barajo la carta de Barajar mazo de vuelta con el resto?", "es"),
    Saying("shuffle-back", "Sally descarta la carta de barajar y la mezcla con el resto del mazo", "es"),
    Saying("shuffle-back", "barajar mazo incluida la carta de barajar?", "es"),
    Saying("shuffle-back", "Luis dice que la carta de barajar vuelve al mazo con el resto", "es"),

    # shuffle: the Shuffle card discarded, the deck shuffled without it
    Saying("shuffle", "what happens when I discard the Shuffle card without resolving it?"),
    Saying("shuffle", "do I reshuffle the nav deck without the Shuffle card?"),
    Saying("shuffle", "Sally discards the Shuffle card and shuffles the rest of the deck without it"),
    Saying("shuffle", "John puts the Shuffle card on the discard pile and shuffles the remaining nav cards"),
    Saying("shuffle", "shuffle card discarded, shuffle deck minus it?"),
    Saying("shuffle", "barajar mazo card in discard now what"),
    Saying("shuffle", "we shuffled the nav deck leaving the Shuffle card in the discard pile, right?"),
    Saying("shuffle", "Pete says the Shuffle card stays out when we shuffle the nav deck"),
    Saying("shuffle", "¿barajo el mazo sin la carta de Barajar mazo?", "es"),
    Saying("shuffle", "Sally descarta la carta Barajar mazo y baraja el resto sin ella", "es"),
    Saying("shuffle", "carta barajar mazo al descarte y barajo sin ella?", "es"),
    Saying("shuffle", "Ana dice que la carta de barajar mazo se queda en el descarte", "es"),

    # attach: a challenge put under a job
    Saying("attach", "can I attach a challenge to my Badger job?"),
    Saying("attach", "can an illegal challenge be attached to a legal job?"),
    Saying("attach", "Sally attaches Con las manos atadas to her Lord Harrow smuggling job"),
    Saying("attach", "John tucks a legal challenge under his piracy job"),
    Saying("attach", "attach bdc to an active job ok?"),
    Saying("attach", "tuck a challenge under my bounty?"),
    Saying("attach", "I attached an illegal challenge to a legal shipping job, was that fine?"),
    Saying("attach", "Pete says challenges can be attached to jobs that are already active"),
    Saying("attach", "¿puedo adjuntar un desafío a mi trabajo de Badger?", "es"),
    Saying("attach", "Sally adjunta Con las manos atadas a su trabajo de contrabando de Lord Harrow", "es"),
    Saying("attach", "adjuntar desafio ilegal a trabajo legal se puede?", "es"),
    Saying("attach", "Luis dice que se pueden adjuntar desafíos a trabajos de piratería", "es"),

    # active-jobs: how many active jobs a captain may run at once
    Saying("active-jobs", "can I have 4 active jobs?"),
    Saying("active-jobs", "can I run 3 active jobs if they all have challenges?"),
    Saying("active-jobs", "Sally has 3 active jobs at the same time, each with a challenge attached"),
    Saying("active-jobs", "John keeps 4 active jobs at once"),
    Saying("active-jobs", "3 jobs at once w challenges ok"),
    Saying("active-jobs", "can i have 4 active jobs if 1 has a challenge lol"),
    Saying("active-jobs", "I had 4 active jobs at once last game, was that legal?"),
    Saying("active-jobs", "Pete says attached challenges count toward the active job limit"),
    Saying("active-jobs", "¿puedo tener 4 trabajos activos?", "es"),
    Saying("active-jobs", "Sally tiene 3 trabajos activos a la vez, todos con desafío", "es"),
    Saying("active-jobs", "3 trabajos activos con desafios a la vez vale?", "es"),
    Saying("active-jobs", "Ana dice que los desafíos adjuntos cuentan para el límite de trabajos activos", "es"),

    # start-with: a job started WITH a challenge from hand under it
    Saying("start-with", "can I start the Badger job with a challenge under it?"),
    Saying("start-with", "can I start a job with Con tus manos attached to it?"),
    Saying("start-with", "Sally starts her Lord Harrow job with an illegal challenge tucked under it"),
    Saying("start-with", "John begins his shipping job with a legal challenge from his hand under it"),
    Saying("start-with", "start job w challenge attached ok?"),
    Saying("start-with", "start harrow job + bdc under it"),
    Saying("start-with", "I started the smuggling job with a challenge from my hand under it, legal?"),
    Saying("start-with", "Pete says you can't start a job with a challenge already under it"),
    Saying("start-with", "¿puedo empezar el trabajo de Badger con un desafío debajo?", "es"),
    Saying("start-with", "Sally empieza su trabajo de Lord Harrow con el reto ilegal adjunto", "es"),
    Saying("start-with", "empezar trabajo con desafio debajo se puede?", "es"),
    Saying("start-with", "Luis dice que no se puede iniciar un trabajo con un desafío ya adjunto", "es"),

    # start: a job started, no challenge
    Saying("start", "can I start the Badger job?"),
    Saying("start", "can I start a fourth job?"),
    Saying("start", "Sally starts her Lord Harrow job at Highgate"),
    Saying("start", "John takes on the shipping job at the Space Bazaar"),
    Saying("start", "start harrow job now?"),
    Saying("start", "can i start a job at uroboros"),
    Saying("start", "I started a smuggling job in the Uroboros belt, was that ok?"),
    Saying("start", "Pete says I can't start a job in an asteroid sector"),
    Saying("start", "¿puedo empezar el trabajo de Lord Harrow?", "es"),
    Saying("start", "Sally inicia su trabajo de envío en Highgate", "es"),
    Saying("start", "empezar trabajo en uroboros se puede?", "es"),
    Saying("start", "Juan dice que no puedo empezar un trabajo en el cinturón de Uroboros", "es"),

    # complete: a job completed (with or without a challenge)
    Saying("payout", "do I get the challenge reward on top of the job's pay?"),
    Saying("payout", "I finished the job and beat its challenge, what does the challenge reward give me?"),
    Saying("payout", "the challenge rewards get paid with the job, right?"),
    Saying("payout", "Ana says the challenge reward only comes at the end of the game"),
    Saying("payout", "¿cobro la recompensa del desafío al terminar el trabajo?", "es"),
    Saying("payout", "terminé el trabajo con su reto cumplido, ¿me llevo la recompensa del reto?", "es"),
    Saying("complete", "can I complete the Badger job?"),
    Saying("complete", "can I finish the job if I failed one Misbehave?"),
    Saying("complete", "Sally completes her Lord Harrow smuggling job at Highgate"),
    Saying("complete", "John finishes the job with the challenge attached and wants the reward"),
    Saying("complete", "complete job w challenge but failed a test?"),
    Saying("complete", "finish the harrow job get $500 extra?"),
    Saying("complete", "I completed the shipping job with a challenge attached and got trust with Mr. Universe, right?"),
    Saying("complete", "Pete says I still get paid for completing the job even though I failed the challenge"),
    Saying("complete", "¿puedo completar el trabajo de Badger?", "es"),
    Saying("complete", "Sally completa su trabajo de contrabando de Lord Harrow", "es"),
    Saying("complete", "terminar el trabajo con desafio y fallar uno cobro?", "es"),
    Saying("complete", "Juan dice que al completar el trabajo cobro aunque falle el desafío", "es"),

    # haven: a haven token placed at setup
    Saying("haven", "can I put my haven in Meridian?"),
    Saying("haven", "can my haven go on a supply planet?"),
    Saying("haven", "Sally places her haven at Highgate after choosing her captain"),
    Saying("haven", "John puts his haven token in the same sector as Sally's"),
    Saying("haven", "haven on space bazaar ok?"),
    Saying("haven", "haven at uroboros"),
    Saying("haven", "I placed my haven on a contact planet at setup, was that allowed?"),
    Saying("haven", "Pete says havens can go on supply planets"),
    Saying("haven", "¿puedo poner mi refugio en Meridian?", "es"),
    Saying("haven", "Sally coloca su paraíso en Highgate durante la preparación", "es"),
    Saying("haven", "refugio en el bazar espacial vale?", "es"),
    Saying("haven", "Luis dice que dos jugadores pueden tener el refugio en el mismo sector", "es"),

    # buy: goods bought from a contact (Lord Harrow)
    Saying("buy", "can I buy cargo from Lord Harrow?"),
    Saying("buy", "can I buy 4 cargo from Harrow?"),
    Saying("buy", "Sally buys 3 cargo from Lord Harrow for $300 each"),
    Saying("buy", "John, solid with Harrow, buys as much contraband as he wants"),
    Saying("buy", "buy fuel from harrow w no trust?"),
    Saying("buy", "can i buy 5 cargo off harrow at 300"),
    Saying("buy", "I bought 2 cargo from Lord Harrow without trust, was that ok?"),
    Saying("buy", "Pete says you can buy from Harrow without his trust"),
    Saying("buy", "¿puedo comprar carga a Lord Harrow?", "es"),
    Saying("buy", "Sally compra 3 de carga a Lord Harrow por $300", "es"),
    Saying("buy", "comprar contrabando a harrow sin confianza?", "es"),
    Saying("buy", "Ana dice que se puede comprar a Lord Harrow sin su confianza", "es"),

    # load: goods loaded when a card lets the player load an amount of goods (their choice of kind)
    Saying("load", "the card lets me load 2 goods, can I load fuel?"),
    Saying("load", "can I load parts when a card says load goods?"),
    Saying("load", "Sally loads 3 contraband from the card's load goods"),
    Saying("load", "John loads 2 fuel instead of cargo with the Nav card"),
    Saying("load", "load 2 parts off that card ok?"),
    Saying("load", "I loaded 1 contraband when the card said load goods, legal?"),
    Saying("load", "una carta me deja cargar 2 bienes, ¿puedo cargar combustible?", "es"),
    Saying("load", "Sally decide cargar 3 repuestos con la carta", "es"),
    Saying("load", "cargar contrabando con esa carta vale?", "es"),

    # sell: goods given to another captain FOR credits
    Saying("sell", "can I sell 2 cargo to Sally for $600?"),
    Saying("sell", "can I sell fuel to John if we're in different sectors?"),
    Saying("sell", "Sally sells 3 parts to John for 900 credits"),
    Saying("sell", "John sells his contraband to Pete for $400"),
    Saying("sell", "sell 2 fuel to pete 200 each?"),
    Saying("sell", "can i sell cargo to sally from across the map"),
    Saying("sell", "I sold 4 cargo to Pete for $1000 while we were in different sectors, legal?"),
    Saying("sell", "Pete says I can sell him parts for credits from anywhere"),
    Saying("sell", "¿puedo venderle 2 de carga a Sally por $600?", "es"),
    Saying("sell", "Sally le vende 3 repuestos a Juan por 900 créditos", "es"),
    Saying("sell", "vender combustible a pete estando lejos?", "es"),
    Saying("sell", "Luis dice que puedo vender bienes a otro capitán que está en otro sector", "es"),

    # give-credits: credits sent to another captain (any time, any sector)
    Saying("give-credits", "can I give $500 to John from another sector?"),
    Saying("give-credits", "can I pay Sally 300 credits?"),
    Saying("give-credits", "Sally gives 400 credits to Pete though they are sectors apart"),
    Saying("give-credits", "John sends $1000 to Sally over the Cortex"),
    Saying("give-credits", "give 200 credits to pete anytime?"),
    Saying("give-credits", "send sally 500 credits via meridian exchange"),
    Saying("give-credits", "I gave John 300 credits while he was at Highgate and I was at Burnham, legal?"),
    Saying("give-credits", "Pete says you can only give credits in the same sector"),
    Saying("give-credits", "¿puedo darle 500 créditos a Juan desde otro sector?", "es"),
    Saying("give-credits", "Sally le da 400 créditos a Pete por el Cortex", "es"),
    Saying("give-credits", "paga 300 creditos a ana sin estar juntos vale?", "es"),
    Saying("give-credits", "Luis dice que solo puedo enviar créditos si estamos en el mismo sector", "es"),

    # give-goods: goods handed to another captain, no price (same sector)
    Saying("give-goods", "can I give 2 fuel to John?"),
    Saying("give-goods", "can I hand Sally my parts from another sector?"),
    Saying("give-goods", "Sally gives 3 cargo to Pete at Highgate"),
    Saying("give-goods", "John passes 2 contraband to Sally across the map"),
    Saying("give-goods", "give 1 fuel to pete he's 2 sectors away"),
    Saying("give-goods", "trade my parts to sally same sector ok"),
    Saying("give-goods", "I gave 2 cargo to John while we were in different sectors, legal?"),
    Saying("give-goods", "Pete says goods can be handed over from any sector, same as credits"),
    Saying("give-goods", "¿puedo darle 2 de combustible a Juan?", "es"),
    Saying("give-goods", "Sally le da 3 de carga a Pete en Highgate", "es"),
    Saying("give-goods", "dar repuestos a ana si estamos en distinto sector?", "es"),
    Saying("give-goods", "Luis dice que se pueden dar bienes desde cualquier sector, como los créditos", "es"),

    # mosey: move one sector, no Nav card
    Saying("mosey", "can I mosey into a sector with a Reaver?"),
    Saying("mosey", "can I mosey to Burnham?"),
    Saying("mosey", "Sally moseys into the Space Bazaar where the Reaver is"),
    Saying("mosey", "John moseys to Highgate with two Reaver alerts there"),
    Saying("mosey", "mosey into reaver sector legal?"),
    Saying("mosey", "mosey to miranda lol"),
    Saying("mosey", "I moseyed into a Reaver-occupied sector, legal?"),
    Saying("mosey", "Pete says you can never mosey into a sector with a Reaver ship"),
    Saying("mosey", "¿puedo deambular hasta un sector con una nave Reaver?", "es"),
    Saying("mosey", "Sally deambula al Bazar Espacial donde está la Reaver", "es"),
    Saying("mosey", "deambulo a burnham con alertas?", "es"),
    Saying("mosey", "Juan dice que no se puede deambular a un sector con Reavers", "es"),

    # evade: move away from a Reaver or Cruiser
    Saying("evade", "can I evade into a Reaver sector?"),
    Saying("evade", "can I evade to Highgate?"),
    Saying("evade", "Sally evades to the Space Bazaar to get away from the cruiser"),
    Saying("evade", "John evades into Burnham where a Reaver sits"),
    Saying("evade", "evade into reaver space w reaver there?"),
    Saying("evade", "evade diagonally ok"),
    Saying("evade", "I evaded into an occupied Reaver sector, was that legal?"),
    Saying("evade", "Pete says evading into a Reaver sector is fine"),
    Saying("evade", "¿puedo evadir a un sector con una nave Reaver?", "es"),
    Saying("evade", "Sally evade hacia Highgate para escapar del crucero", "es"),
    Saying("evade", "evadir a burnham con reaver vale?", "es"),
    Saying("evade", "Ana dice que se puede evadir a un sector ocupado por una nave Reaver", "es"),

    # full-burn: fly several sectors, a Nav card in each
    Saying("full-burn", "can I full burn through a Reaver sector?"),
    Saying("full-burn", "can I full burn into Burnham?"),
    Saying("full-burn", "Sally full burns to Meridian"),
    Saying("full-burn", "John flies full burn into the Space Bazaar where the Reaver is"),
    Saying("full-burn", "full burn thru reaver sector ok"),
    Saying("full-burn", "burn into miranda diagonal?"),
    Saying("full-burn", "I full-burned into a sector with a Reaver ship, legal?"),
    Saying("full-burn", "Pete says a full burn can end in a Reaver-occupied sector"),
    Saying("full-burn", "¿puedo volar a todo trapo hasta un sector con una nave Reaver?", "es"),
    Saying("full-burn", "Sally vuela a todo trapo a Meridian", "es"),
    Saying("full-burn", "a todo trapo hasta burnham con reaver?", "es"),
    Saying("full-burn", "Juan dice que puedo volar a todo trapo a un sector ocupado por Reavers", "es"),

    # planetary: whether a sector counts as a planetary sector for a Story or Setup card
    Saying("planetary", "does the Space Bazaar count as a planetary sector?"),
    Saying("planetary", "is a Uroboros asteroid sector a planetary sector?"),
    Saying("planetary", "Sally's story card wants her in a planetary sector and she is at Cortex Relay 7"),
    Saying("planetary", "John counts Deadwood as a planetary sector for his goal"),
    Saying("planetary", "uroboros belt sector counts as planetary??"),
    Saying("planetary", "I ended my turn at the Space Bazaar for the planetary sector goal, did that count?"),
    Saying("planetary", "Pete says asteroid sectors in the belt are planetary"),
    Saying("planetary", "¿el Bazar Espacial cuenta como sector planetario?", "es"),
    Saying("planetary", "Sally necesita un sector planetario y está en un sector del cinturón de Uroboros", "es"),
    Saying("planetary", "cortex relay 7 vale como sector planetario?", "es"),
    Saying("planetary", "Luis dice que los sectores de asteroides cuentan como planetarios", "es"),

    # warrant: a Warrant received while working a job (the job and its challenges discarded)
    Saying("warrant", "what happens to my challenge when I get a Warrant on the job?"),
    Saying("warrant", "Sally receives a Warrant while working her Badger job with a challenge attached"),
    Saying("warrant", "John gets a warrant on his smuggling job and discards it"),
    Saying("warrant", "warrant on my challenged job, do i lose mr universe trust?"),
    Saying("warrant", "Pete says a Warrant doesn't touch the challenge under the job"),
    Saying("warrant", "¿qué pasa con mi desafío si recibo una Orden Judicial en el trabajo?", "es"),
    Saying("warrant", "Sally recibe una Orden Judicial mientras trabaja en su trabajo con un reto adjunto", "es"),
    Saying("warrant", "Luis dice que con una orden judicial no pierdes la confianza del Sr. Universo", "es"),
)



# Worked examples: a question a player asks of a rule, with the most general position that asks it
# (stand-in sectors and players; {me} is the one asking). A line starting with ~ is scaffolding,
# taken as given and said as such (after |); every other line that decides the ruling must be said
# in the message: all its values, or one of the words given after "| said:" (an ask line is checked
# when it gives them). Written from the rulebook's rules; see reading/examples.py.
_TWO = "sector: Sector 1\nsector: Sector 2\n"
_NEXT = _TWO + "~adjacent: Sector 1 - Sector 2 | the two sectors are next to each other\n"
_CORNER = _TWO + "diagonal: Sector 1 - Sector 2 | said: diagonal, diagonally, corner, esquina\n"
# (the ship itself: "a sector with Reaver alert tokens" says no ship)
_REAVER_NEXT = _NEXT + ("reavers: Sector 2 | said: reaver ship, reaver ships, reaver cutter, nave reaver, naves reaver, reaver is, "
                        "reavers are, reaver sits, reaver parked, reaver in it, reaver there, reaver on it, reaver sector, reavers sector, "
                        "sector with the reaver, sector del reaver, the reavers, los reavers, where the reaver, "
                        "donde esta la nave, donde está la nave\n"
                        "player: {me}, at Sector 1\n")
_ALERTS = ("sector: Sector 1, 2 reaver alerts | said: alert, alerts, alerta, alertas\n"
           "player: {me}, at Sector 1, full burn, alert pending | said: alert, alerts, alerta, alertas\n")
def _mod_alerts(n: int, kind: str) -> str:
    """A sector with ``n`` alert tokens of a kind, the asker in it with the alert to resolve (the
    lines hold the number a modifier pushes the roll to: a line of that many items)."""
    marks = f"{n} {kind} alert" + ("s" if n > 1 else "")
    sector = f"sector: Sector 1, {marks} | said: alert, alerts, alerta, alertas\n"
    if kind == "alliance":
        sector += ("sector: Sector 2\n~cruiser: Sector 2 | the Alliance Cruiser is elsewhere on the map\n")
    me = "player: {me}, at Sector 1, " + ("full burn, " if n >= 3 else "") + "alert pending"
    return sector + me + " | said: alert, alerts, alerta, alertas\n"


# a modifier card played on the alert roll, however the player calls it
_MODIFIER = (" | said: modifier, modifiers, modifier card, modification card, modification, modifies, modify, "
             "gives +1, give +1, plus one, card that boosts, card that adds, adds to, add to, modificación, modificacion, modificador, carta de +1, "
             "sumar uno, sumarle uno, carta que suma, que suma, sube la tirada")
# (the markers not counted, the roll not said: a modifier has no effect on any of them; the asker's line of
# three items holds the 3 a roll of 2 is pushed to, as _mod_alerts does)
_MOD_ANY = ("sector: Sector 1, ? reaver alerts | said: alert, alerts, alerta, alertas\n"
            "player: {me}, at Sector 1, alert pending | said: alert, alerts, alerta, alertas\n"
            "ask: {me} resolve alert roll 2 +1" + _MODIFIER + ", bump the roll, bump it, push the roll, push my roll, "
            "push her roll, push his roll, push the die, subir la tirada, sube la tirada, cards that modify, "
            "card that modifies, modifies tests, modify tests")
_BURN = " | said: full burn, burn, todo trapo, blow, blast, toda máquina, toda maquina, acelerar a fondo, a fondo"
_ELSEWHERE = (" | said: another sector, other sector, different sector, not in my sector, isn't in my sector, "
              "isnt in my sector, not in the same sector, far, away, elsewhere, otro sector, no está en mi sector, "
              "no esta en mi sector, lejos")
_SCANNER_LINES = ("sector: Sector 1\nsector: Sector 2, 1 reaver alerts | said: scanner, escaner, escáner, scan, escanear\n"
                  "sector: Sector 3, 1 reaver alerts | said: scanner, escaner, escáner, scan, escanear\n"
                  "~adjacent: Sector 1 - Sector 2, Sector 1 - Sector 3 | both sectors are next to yours\n"
                  "player: {me}, at Sector 1, full burn, long-range scanner | said: scanner, escaner, escáner\n"
                  "ask: {me} scan in Sector 2 roll 6 then {me} scan in Sector 3 roll 6 | said: 2, two, both, "
                  "another, again, twice, several, more than once, multiple, times, one and done, once per, only once, "
                  "then another, dos, varias, veces, otra vez, otro, solo una vez, una sola vez, luego otro")

# (the scanner told by where it was bought: "picked up the Long Range Scanner at Meridian")
_MERIDIAN = "~sector: Meridian, supply | the Long-Range Scanner is a ship upgrade sold at Meridian\n"

_ALERT_SAID = (" | said: alert token, alert tokens, alert marker, alert markers, markers, tokens, with alerts, "
               "has alerts, holds alerts, with an alert, reaver alert, alliance alert, fichas de alerta, "
               "marcadores, fichas, con alertas, con alerta")
_UNRESOLVED = (" | said: before rolling, before resolving, without resolving, without rolling, before i roll, "
               "before i resolve, skip the alert, skip rolling, skip the roll, ignore the alert, ignore them, "
               "deal with them later, resolve them later, roll later, antes de resolver, antes de resolverlas, "
               "antes de resolverlos, sin resolver, sin resolverlas, sin resolverlos, antes de tirar, sin tirar, "
               "ignorar, más tarde, mas tarde")
_PENDING = ("sector: Sector 1, 2 reaver alerts" + _ALERT_SAID + "\n"
            "player: {me}, at Sector 1, full burn, alert pending" + _UNRESOLVED + "\n")
_NAV = " | said: nav, nav card, nav cards, navegación, navegacion"
_FLY_ON = (" | said: keep flying, keep full burning, keep burning, fly on, flying on, keep going, continue, "
           "seguir volando, sigo volando, continuar")
_ROLL = " | said: roll, rolling, resolve, resolving, tirar, tiro, tirada, resolver"
# BS-OUTLAW-CRUISER, the ship's standing unsaid: the Cruiser said, the outlaw left unknown
_CRUISER_SAID = " | said: cruiser, crucero, alliance cruiser, crucero de la alianza"
_PULLED = ("sector: Sector 1\ncruiser: Sector 1" + _CRUISER_SAID + "\n"
           "~player: {me}, at Sector 1, full burn, outlaw ?, cruiser pulled | an alert pulled the Cruiser to your ship "
           "during your fly action; whether your ship is an outlaw is not said\n")
_NOT_OUTLAW = (" | said: not an outlaw, isn't an outlaw, isnt an outlaw, is not an outlaw, not outlaw, no outlaw, "
               "legit ship, clean ship, no es una nave fuera de la ley, "
               "no está fuera de la ley, no esta fuera de la ley, no es forajida, no es forajido, no soy forajido")
_PULLED_ES = ("sector: Sector 1\ncruiser: Sector 1" + _CRUISER_SAID + "\n"
              "~player: {me}, at Sector 1, full burn, outlaw ?, cruiser pulled | una alerta atrajo al Crucero a tu nave "
              "durante tu acción de volar; no se dice si tu nave está fuera de la ley\n")
# the alert roll asked as "does a ship come?": the sector's markers, said uncounted ("a sector with
# alert tokens", not "with two alert tokens") or counted, and the roll said with the question
_SOME_ALERTS = (" | said: with alert, with some, with reaver alert, with alliance alert, holding alert, holding some, "
                "has alert, has some, some alert, some reaver, several, con fichas, con marcadores, con alertas, "
                "con varias, con algunas, tiene fichas, tiene marcadores, tenía fichas, tenia fichas, varias fichas, "
                "algunas fichas, unas fichas, varios marcadores, algunos marcadores, unos marcadores")
_TWO_ALERTS = (" | said: 2 alert, 2 reaver alert, 2 tokens, 2 markers, 2 alerts, 2 fichas, 2 marcadores, "
               "2 alertas")
_ONE_ALERT = (" | said: 1 alert token, 1 reaver alert, 1 token, 1 marker, 1 alert marker, una ficha, un marcador, "
              "una sola ficha, un solo marcador, 1 ficha, 1 marcador")
_COMES = ("show up", "shows up", "come", "comes", "coming", "get sent", "gets sent", "arrive", "arrives", "company",
          "aparecen", "aparece", "viene", "vienen", "me cae", "me caen", "le cae", "le caen", "llega", "llegan",
          "compañía", "compania", "venga", "vengan")


def _ship_comes(roll: int) -> str:
    """The ask of ``alert brings ship roll N`` said: the roll (that number) and whether a ship comes."""
    rolled = (f"a {roll}", f"un {roll}", f"roll {roll}", f"rolled {roll}", f"roll of {roll}")
    return " | said: " + ", ".join(f"{r} + {c}" for r in rolled for c in _COMES)


# BS-ALERT-ROLL told as the ship being brought: after the roll, the player on the right moves a ship in (that is
# company); how many markers the sector holds not said: it depends on them
_BRINGS = ("right", "derecha", "moves a reaver", "moves the reaver", "moving a reaver", "grabs a reaver", "brings a reaver",
           "puts a reaver", "mueve una nave", "mueve la nave", "coge una nave", "cogiendo una nave", "trae una nave",
           "pone una nave", "planta una nave", "reaver ship + sector", "nave reaver + sector")


def _brought_in(roll: int) -> str:
    """Some Reaver alert markers, not counted; a roll of ``roll``, and a Reaver ship brought in after it."""
    rolled = (f"a {roll}", f"un {roll}", f"roll {roll}", f"rolled {roll}", f"rolls {roll}", f"saca {roll}",
              f"sacó {roll}", f"saqué {roll}", f"roll of {roll}")
    return ("sector: Sector 1, ? reaver alerts" + _SOME_ALERTS + ", holding reaver alert, with reaver alert"
            "\nplayer: {me}, at Sector 1\n"  # (the phrases break on a count said between: "with two Reaver alert")
            f"ask: {{me}} alert brings ship roll {roll} | said: " + ", ".join(f"{r} + {c}" for r in rolled for c in _BRINGS))


_CHECKED = (_SOME_ALERTS + ", alert check, checking the alert, alert roll, tirada de alerta, resolver la alerta")
_NOTHING = ("nothing happens", "nothing comes", "no pasa nada", "no viene", "safe", "a salvo")


def _checked_alert(roll: int) -> str:
    """Reaver alert markers, not counted, said as the alert checked; a roll of ``roll``: does a ship come?"""
    rolled = (f"a {roll}", f"un {roll}", f"roll {roll}", f"rolled {roll}", f"roll of {roll}", f"saca {roll}")
    return ("sector: Sector 1, ? reaver alerts" + _CHECKED + "\nplayer: {me}, at Sector 1\n"
            f"ask: {{me}} alert brings ship roll {roll} | said: "
            + ", ".join(f"{r} + {c}" for r in rolled for c in _COMES + _NOTHING))


# BS-REAVER-CUTTER: the "Reaver Cutter" Nav card drawn where an alert already brought a Reaver ship moves no other
# ship there (contact with that one); a second Reaver ship brought in after it is refused
_REAVER_HERE = (" | said: pulled a reaver, brought a reaver, dragged a reaver, reaver ship onto, reaver onto, "
                "reaver into my sector, reaver already, reaver ship already, already a reaver, the one already here, "
                "trajo una nave, atrajo una nave, trajo la nave, me trajo una reaver, ya hay una nave reaver, "
                "ya tengo una nave reaver, ya tengo la reaver, la que ya está, la que ya esta")
_CUTTER_SAID = (" | said: reaver cutter, crucero reaver, reavers de caza, reaver de caza, reavers on the hunt")
_CUTTER_DRAWN = ("sector: Sector 1\nreavers: Sector 1" + _REAVER_HERE + "\n"
                 "~player: {me}, at Sector 1, full burn | you are flying and draw Nav cards\n"
                 "ask: {me} draw nav reaver cutter" + _CUTTER_SAID)
_CUTTER_SECOND = ("sector: Sector 1\nsector: Sector 2\n~adjacent: Sector 1 - Sector 2 | the sectors are next to each other\n"
                  "reavers: Sector 1" + _REAVER_HERE + "\n~reavers: Sector 2 | another Reaver ship is on the map\n"
                  "~player: {me}, at Sector 1, full burn | you are flying and draw Nav cards\n"
                  "ask: {me} draw nav reaver cutter then move reaver from Sector 2 to Sector 1 | said: "
                  + ", ".join(f"{c} + {m}" for c in ("reaver cutter", "crucero reaver")
                              for m in ("second reaver", "another reaver", "2nd reaver", "second ship", "2nd ship",
                                        "segunda nave", "otra nave", "segunda reaver", "otra reaver")))

# BS-SCANNER-NO-INTERRUPT: the Long-Range Scanner used mid fly action, and the fly action goes on after it
_GOES_ON = (" | said: keep flying, keeps flying, kept flying, keep going, keeps going, carry on, fly on, keep burning, "
            "continue, continues, continue flying, still fly, then fly, then burn, doesn't end, does not end, "
            "doesn't stop, does not stop, interrupt, interrupts, seguir volando, sigo volando, sigue volando, "
            "seguir con el vuelo, continuar, continúo, continuo, después vuelo, luego vuelo, sin cortar, sin parar, "
            "no termina, no se acaba, no corta, no interrumpe, interrumpe, se me corta")
_SCAN_THEN_FLY = ("sector: Sector 1\nsector: Sector 2, 1 reaver alerts | said: adjacent, adyacente, next door, next to, "
                  "neighbouring, neighboring, beside, de al lado, vecino, al lado, alerts, alertas, markers, marcadores, "
                  "tokens, fichas\nsector: Sector 3\n"
                  "~adjacent: Sector 1 - Sector 2, Sector 1 - Sector 3 | the sectors are next to yours\n"
                  "player: {me}, at Sector 1, full burn, long-range scanner | said: scanner, escaner, escáner\n"
                  "ask: {me} scan in Sector 2 roll 6 then {me} full burn to Sector 3" + _GOES_ON)

_SETUP = "~phase: setup | it is the game's setup\n"
_HAVEN_ON = "~phase: setup | it is the game's setup\n~havens: yes | the story card uses havens\n"
_HAVEN_ON_ES = "~phase: setup | es la preparación\n~havens: yes | la historia usa refugios\n"
# (whether the Story card uses havens left unknown: a message that says it does not is read by the
# example that says so)
_HAVEN_KIND = "~phase: setup | it is the game's setup\n~havens: ? | whether the story card uses havens\n"
_HAVEN_KIND_ES = "~phase: setup | es la preparación\n~havens: ? | si la historia usa refugios\n"
_A_PLANET = " | said: planet, planets, planeta, planetas, planet sector, sector con planeta"
_NEITHER = (" | said: neither, nor, not a supply, isn't a supply, isnt a supply, not supply, no supply, not a contact, "
            "isn't a contact, not contact, no contact, ni de suministro, ni suministro, no es de suministro, "
            "ni de contacto, ni contacto, no es de contacto, sin contacto")
# a contact's planet, said as such or by the contact who lives there
_CONTACT_SAID = (" | said: contact, contacts, contacto, contactos, contact planet, planeta de contacto, lord harrow, "
                 "harrow, badger, niska, patience, amnon duul, harken, fanty, mingo, mr universe, sr universo")
_HAVEN_SETUP = (_SETUP + "~havens: yes | the story card uses havens\n"
                "sector: Sector 1, planet | said: planet, planeta, haven, havens, refugio, refugios, paraíso, paraiso\n")
_ALERT_COMPANY = ("sector: Sector 1\nsector: Sector 2\n"
                  "~adjacent: Sector 1 - Sector 2 | the sectors are next to each other\nreavers: Sector 2\n")
_RIGHT = (" | said: on my right, to my right, right of me, player on the right, at my right, a mi derecha, "
          "de mi derecha")
_LEFT = (" | said: on my left, to my left, left of me, player on the left, at my left, a mi izquierda, "
         "de mi izquierda")
_COMPANY = (" | said: company, compañía, compania, calls the reavers, called the reavers, call the reavers, "
            "brought the reavers, trae a los reavers, atrae a los reavers")
_ALLIANCE = " | said: alliance alert, alliance, cruiser, alianza, crucero"
_ATTACHED = (" | said: already attached, already on a job, already on another, already under, from one job to another, "
             "to a different job, to another job, switch, swap, ya adjunto, ya está adjunto, ya esta adjunto, "
             "ya está en, ya esta en, ya está debajo, ya esta debajo, de un trabajo a otro, a otro trabajo")
_UNMET = (" | said: failed, fail, fails, failing, flopped, blew, didn't meet, did not meet, not met, missed, "
          "couldn't meet, could not meet, fallé, falle, fallo, fallado, fallada, no cumplí, no cumpli, no cumple, "
          "sin cumplir, botched, messed up, screwed up, cagué, cague, la cagué, la cague, la lié, la lie, no pasé, no pase")
_THREE = (" | said: have 3 active, 3 active jobs, all 3, 3 trabajos activos, tengo 3 trabajos, "
          "3 of my active")
# (an ordinal alone is read as its number: "my friend says that makes 4" says no fourth job started)
_FOURTH = (" | said: fourth job, fourth one, a fourth, another job, one more job, start + fourth, take + fourth, "
           "cuarto trabajo, un cuarto, otro trabajo, empezar + cuarto, coger + cuarto")
_HOLD_THREE = (" | said: hold 3, holding 3, have 3, already 3, already hold 3, already have 3, 3 in hand, "
               "3 in my hand, tengo 3, ya tengo 3, 3 en mano, 3 en la mano")
_NO_FLY = (" | said: not flying, not in a fly action, not during a fly action, outside a fly action, outside my fly, "
           "without flying, before flying, before i fly, after my fly, not my fly action, during a deal, "
           "while dealing, sin volar, no estoy volando, fuera de la acción de volar, fuera de mi vuelo, "
           "antes de volar, después de volar")
_SCAN_SAID = " | said: scanner, scan, escáner, escaner, escanear, long-range, largo alcance"
_TWO_AWAY = (" | said: two sectors away, two away, two sectors over, not adjacent, not next to, isn't next to, "
             "isnt next to, a dos sectores, dos sectores de distancia, no adyacente, no está al lado, no esta al lado")
_TWO_MOVE = (" | said: two sectors away, two sectors at once, two sectors in one, two sectors in a single, skip a sector, "
             "skipping a sector, not adjacent, not next to, dos sectores de una vez, dos sectores seguidos, "
             "dos sectores en un, dos sectores a la vez, saltar un sector, saltarme un sector, no adyacente")
_REAVER_SAID = " | said: reaver, reavers, nave reaver, naves reaver"
_MOVE = (" | said: move, moves, moving, pick, picks, choose, chooses, drop, send, bring, mover, mueve, elegir, "
         "elige, traer")
_INSTEAD = (" | said: reaver instead, reaver ship instead, instead of the cruiser, rather than the cruiser, "
            "nave reaver en vez, en vez del crucero, en lugar del crucero")
_TAKE = " | said: take, another, one more, draw, get, coger, otro, robar, tomar, uno más"
_COMPLETE = (" | said: complete, completing, finish, get paid, paid, pay, completar, completarlo, cobrar, terminar, "
             "terminarlo")
_ATTACH = " | said: attach, attached, go on, goes on, put, adjuntar, adjuntarle, poner, ponerle"
_START = " | said: start, begin, pick up, take, empezar, iniciar, comenzar, recoger, coger"
_SAME_HAVEN = (" | said: same sector as another, same sector as other, same sector as someone, same sector as the other, "
               "same place as another, where another player's, where someone else's, haven already is, "
               "already someone's haven, already another player's, share, shares, sharing, same haven, "
               "mismo sector que, mismo sitio que, ya es el refugio, ya es el paraíso, ya es el paraiso, compartir, "
               "comparten, compartido, same sector as + haven, same sector as + havens, same sector as + haven's, "
               "mismo sector que + paraíso, mismo sector que + paraiso, mismo sector que + refugio")
_HAVEN_THERE = (" | said: haven is already, haven's already, haven token is already, already there, already on it, "
                "already on that, already has his haven, already has her haven, ya está ahí, ya esta ahi, ya está en, "
                "ya esta en, ya hay un paraíso, ya hay un paraiso, ya hay un refugio, too, también, tambien")
_STACK = (" | said: same sector, same reaver space sector, already has a reaver, already a reaver, one already, "
          "stack, stacked, both in, 2 in one, 2 in the same, mismo sector, ya hay una, ya tiene una, apilar, "
          "2 en un, 2 en el mismo")
_SECOND_HAVEN = (" | said: second haven, 2 havens, another haven, more than one haven, already have a haven, "
                 "already placed my haven, segundo refugio, 2 refugios, otro refugio, más de un refugio, "
                 "mas de un refugio, ya tengo refugio, ya tengo un refugio, segundo paraíso, 2 paraísos")
_ANY_BELT = (" | said: any of the 4, any of the asteroid, any asteroid sector, asteroid sectors, any belt sector, "
             "any sector of the belt, any of its sectors, cualquiera de los 4, cualquiera de sus sectores, "
             "sectores de asteroides, cualquier sector del cinturón, cualquier sector del cinturon")

_HARROW_TRUSTS = (" | said: harrow trusts, harrow trust, harrow's trust, harrow's trusted, trust of harrow, "
                  "trust of lord harrow, trusted by harrow, trusted by lord harrow, harrow has trusted, solid with harrow, "
                  "solid with lord harrow, confianza de lord harrow, confianza de harrow, harrow confía, harrow confia, "
                  "harrow me tiene confianza")
_HARROW_JOB = (" | said: smuggling, shipping, smuggle, contraband job, contrabando, envío, envio, transporte, "
               "de contrabando, de envío, de envio")
_OTHER_HERE = "~player: Other, at Sector 1 | the other captain is in your sector\n"
_NONE_HELD = (" | said: don't have, do not have, don't carry, do not carry, doesn't carry, does not carry, "
              "haven't got, have none, has none, carry none, carries none, not carrying, without any, none, "
              "no tengo, no llevo, no lleva, sin llevar, no tiene, ninguno, ninguna")
_NO_HAVENS = (" | said: doesn't use havens, does not use havens, don't use havens, do not use havens, not using havens, "
              "aren't using havens, has no havens, have no havens, doesn't call for havens, does not call for havens, "
              "no havens, without havens, havens aren't used, havens are not used, "
              "not playing with havens, no usa refugios, no usamos refugios, no se usan refugios, sin refugios, "
              "sin paraísos, sin paraisos, no hay refugios, no usa paraísos, no usa paraisos")
_UNIVERSE_TRUST = (" | said: universe's trust, universe trust, universe trusts, universe trusted, trust of mr, "
                   "trust with mr, trusted by mr, confianza del sr, confianza con el sr, confianza con sr, confianza de universo, "
                   "universo confía, universo confia, solid with mr, solid with universe, solid with mister, "
                   "solid w mr")  # ("Mr." and "Sr." are read with their dot: "trust with mr")
_CHALLENGED = (" | said: challenge, challenged, challenge attached, with a challenge, desafío, desafio, reto, "
               "con desafío, con desafio, con un reto")
_ANY_PLANET = "~sector: Sector 1, planet | a planet sector of your choice\n"
_WORKED = "job: {me}, Job 1, active | said: warrant, warrants, orden judicial\n"  # (the Warrant is on the job worked)
_FIVE = (" | said: five cards, 5 cards, hand of five, hand of 5, full hand, five in hand, 5 in hand, five in my hand, "
         "5 in my hand, cinco cartas, 5 cartas, cinco en la mano, 5 en la mano")
_EARNED = (_UNIVERSE_TRUST + ", confianza con el sr, tengo confianza, tiene confianza, " + ", ".join(
    f"{a} + {b}" for a in ("completed", "completó", "completo", "finished", "terminé", "termine", "terminó", "termino",
                           "pulled off", "acaba de terminar", "acabo de terminar")
    for b in ("challenge", "challenges", "desafío", "desafio", "reto")))


def _EARNED_HOLD(n: int) -> str:  # noqa: N802 - a position, as the constants beside it
    """Trust with Mr. Universe (or the job with his challenge completed, which earns it) and a hand of ``n``."""
    held = {5: "5, five, cinco", 6: "6, six, seis"}[n]
    return ("player: {me}, trust mr universe" + _EARNED + f"\nask: {{me}} hold {n} cards | said: "
            + ", ".join(f"{x} {y}" for x in held.split(", ") for y in ("cards", "deal cards", "job cards", "cartas",
                                                                      "cartas de trato", "cartas en la mano")))


_HAND_OVER = " | said: hand, hand over, give, pass, send, pasar, pasarle, dar, darle, mandar, mandarle"
_FIVE_HAND = "".join(f"job: {{me}}, Job {n}" + _FIVE + "\n" for n in range(2, 7))
_KEEP_ALL = (" | said: keep all, keep them all, keep all five, keep all 5, keep my five, keep my 5, keep my cards, "
             "keep every card, keep the five, keep the 5, keep those five, keep those 5, no discard, not discard, don't discard, without discarding, "
             "quedarme las cinco, quedarme con las cinco, quedarme todas, mantener las cinco, mantener todas, "
             "quedarme con las 5, quedarme las 5, me quedo con las cinco, me quedo con las 5, me quedo las cinco, "
             "me quedo con todas, sin descartar, no descartar, no descarto, se queda con sus cinco, se queda con sus 5, "
             "se queda con las cinco, se queda con las 5, kept all, keeps all")
_DOWN_TO_THREE = (" | said: down to three, down to 3, back to three, back to 3, discard two, discard 2, two cards, "
                  "2 cards, hasta tres, hasta 3, descartar dos, descartar 2, descarto dos, descarto 2, dos cartas, "
                  "2 cartas, quedarme con tres, quedarme con 3")

_FUEL = " | said: fuel, combustible"
_CONTRABAND = " | said: contraband, contrabando"
_PARTS = " | said: parts, part, spare parts, repuestos, repuesto, piezas, pieza"
_CREW = (" | said: crew, crew member, crewman, crewmen, a crew, tripulación, tripulacion, tripulante, "
         "tripulantes")
_GEAR = " | said: gear, equipo"
_UPGRADE = (" | said: upgrade, upgrades, ship upgrade, mejora, mejoras, actualización, actualizacion, "
            "actualizaciones")
# BS-CHALLENGE-NO-PIRACY-BOUNTY, told as a player tells it
_PIRACY = " | said: piracy, pirate job, piracy job, trabajo de piratería, trabajo de pirateria, piratería, pirateria"
_BOUNTY = (" | said: bounty, bounty job, bounty hunting, trabajo de recompensa, curro de recompensa, "
           "trabajo de cazarrecompensas, cazarrecompensas")
_A_CHALLENGE = (" | said: challenge, challenges, big damn challenge, bdc, desafío, desafio, reto, gran desafío maldito, "
                "gran desafio maldito, mr universe, sr universo, universe, universo")
_UNDER = (" | said: attach, attaches, tuck, tucks, slide, sliding, under it, under my, under a, underneath, put it under, "
          "hook, hooks, hooked, clip, clipped, adjuntar, adjunto, debajo, pegar, pego, colgar, colgarle, meter, meto, "
          "lo meto, enganchar, enganchó, engancho, engancha, enganche")
_ASKER = "~player: {me} | you, the player asking\n"
# BS-CHALLENGE-MATCH with a side's marking not said: it depends on whether the two match
# (a job said not started yet: one already worked takes no challenge, whatever its marking)
_NOT_STARTED = ("haven't started", "havent started", "not started", "about to start", "before i start", "before starting",
                "b4 i go work", "before i begin", "before i go work", "sin empezar", "antes de empezar", "todavía no empecé",
                "todavia no empece", "aún no empecé", "aun no empece", "voy a empezar")
_UNMARKED_JOB = "job: {me}, Job 1, legality ? | said: " + ", ".join(_NOT_STARTED)
_ILLEGAL_JOB = "job: {me}, Job 1, illegal | said: " + ", ".join(
    f"{a} + {b}" for a in ("illegal", "ilegal") for b in _NOT_STARTED)
_UNMARKED_CHALLENGE = "challenge: {me}, Challenge 1, legality ?"
_ILLEGAL_CHALLENGE = ("challenge: {me}, Challenge 1, illegal | said: illegal challenge, illegal big damn challenge, illegal bdc, "
                      "desafío ilegal, desafio ilegal, reto ilegal")
_SLAP = _UNDER + ", slap, slap it, go on, goes on, put it on, put on, ponerle, poner"
_ASKER_ES = "~player: {me} | tú, el jugador que pregunta\n"
_JOB_DONE = (" | said: finished the job, finish the job, finishing the job, completed the job, complete the job, "
             "completing the job, job done, job is done, did the job, met the job, job's requirements, "
             "job requirements, finished my job, completed my job, finished it, completed it, pulled off the job, "
             "terminé el trabajo, termine el trabajo, terminar el trabajo, completé el trabajo, complete el trabajo, "
             "completar el trabajo, cumplí el trabajo, cumpli el trabajo, hice el trabajo, trabajo completado, "
             "trabajo terminado, requisitos del trabajo, termino el trabajo, completo el trabajo")
_CHALLENGE_MET = (" | said: met the challenge, meet the challenge, beat the challenge, beating the challenge, "
                  "passed the challenge, pass the challenge, made the challenge, challenge met, met its requirements, "
                  "met all its requirements, met every requirement, beat the bdc, met the bdc, passed the bdc, "
                  "bdc met, nailed the challenge, cumplí el desafío, cumpli el desafio, cumplo el desafío, "
                  "cumplí el reto, cumpli el reto, superé el desafío, supere el desafio, superé el reto, "
                  "supere el reto, desafío cumplido, desafio cumplido, reto cumplido, reto superado, "
                  "desafío superado, desafio superado, desafío está cumplido, desafio esta cumplido, reto está cumplido, "
                  "reto esta cumplido")
_REWARD = (" | said: reward, rewards, bonus, on top, extra, recompensa, recompensas, premio, encima, además, ademas, "
           "de más, de mas")
_REWARD_LINES = ("job: {me}, Job 1, active, met" + _JOB_DONE + "\n"
                 "challenge: {me}, Challenge 1, on Job 1, met" + _CHALLENGE_MET + "\n"
                 "ask: {me} payout Job 1" + _REWARD)


# BS-HARROW-ANY-AMOUNT: a trusted captain buys as much cargo as he likes in one deal with Lord Harrow
# (the trust as a standing, not as a move's aim: "to earn his trust" says none)
_HARROW_SOLID = (" | said: trusts me, trusts him, trusts her, trusts us, trust me, trusted me, already trusts, solid with, "
                 "has earned, have earned, ve earned, has his trust, have his trust, de confianza, confía en, confia en, "
                 "ya confía, ya confia, tiene la confianza, tengo la confianza, tiene su confianza, tengo su confianza, "
                 "se ganó, se gano, got lord harrow's trust, got harrow's trust, has lord harrow's trust, has harrow's trust, "
                 "have lord harrow's trust, have harrow's trust, es de confianza con, es de confianza de, soy de confianza")
_BUY_SAID = (" | said: buy, buys, bought, buying, purchase, load up, compra, comprar, compro, compró, compre, compré, "
             "comprarle, le compra, le compro, me llevo, llevarme")


def _harrow_buys(n: int) -> str:
    """A captain Lord Harrow trusts (who can pay) buying ``n`` cargo from him in one deal."""
    return ("player: {me}, trust lord harrow, credits 3000" + _HARROW_SOLID + "\n"
            f"ask: {{me}} buy {n} cargo from lord harrow" + _BUY_SAID)


# BS-ALERT-CLEAR: a roll over the number of markers brings nobody and removes every token
_NUMBER_WORDS = {1: ("one", "una", "un"), 2: ("two", "dos"), 3: ("three", "tres"), 4: ("four", "cuatro"),
                 5: ("five", "cinco"), 6: ("six", "seis")}
_CLEAR = ("clear", "clears", "cleared", "clearing", "remove", "removes", "removed", "come off", "comes off", "go away",
          "goes away", "gone", "wipe", "wiped", "take off", "taken off", "quitan", "quita", "quito", "retiro", "retira",
          "retiran", "eliminan", "elimina", "se van", "desaparecen", "limpio", "limpia")


def _cleared(n: int, roll: int) -> str:
    """``n`` Reaver alert tokens in the sector flown into, a roll of ``roll`` (over ``n``) that clears them, said
    with the roll and the clearing."""
    words = [str(n), *_NUMBER_WORDS[n]]
    marks = ", ".join(f"{w} {x}" for w in words for x in ("alert", "alerts", "reaver alert", "reaver alerts", "tokens",
                                                          "reaver tokens", "markers", "reaver markers", "fichas",
                                                          "marcadores", "alertas"))
    rolls = [f"{a} {r}" for r in (str(roll), _NUMBER_WORDS[roll][0]) for a in ("a", "roll", "rolled", "rolls", "roll of")]
    rolls += [f"un {r}" for r in (str(roll), _NUMBER_WORDS[roll][1])]
    said = ", ".join(f"{r} + {c}" for r in rolls for c in _CLEAR)
    return (f"sector: Sector 1, {n} reaver alerts | said: {marks}\n"
            "~player: {me}, at Sector 1, full burn, alert pending | you flew into the sector and roll for its alerts\n"
            f"ask: {{me}} resolve alert roll {roll} | said: {said}")


# BS-REAVER-TRAIL / BS-TRAIL-REAVER-SPACE: a Reaver ship leaving a sector drops an alert token there,
# leaving Reaver Space too (besides the printed alert)
_DROPS = (" | said: drop + token, drops + token, dropping + token, leave + token, leaves + token, leaving + token, "
          "left + token, put + token, place + token, placing + token, drop + alert, leave + alert, leaves + alert, "
          "trail, deja + ficha, dejar + ficha, dejamos + ficha, deja + marcador, dejar + marcador, pone + ficha, "
          "ponemos + ficha, poner + ficha, añade + ficha, añadir + ficha, rastro")
_MOVER = "~player: {me} | you, the player moving the Reaver ship\n"
# ... a sector passed through again: one more token where one lies already (a sector may hold several)
# (not "a second token" alone: an ordinal is read as the count, "two tokens", said of any sector)
_ONE_MORE = (" | said: another token, another alert, another marker, another alert token, one more token, "
             "more than one, end up with 2, otra ficha, otro marcador, una ficha más, una ficha mas, más de una, "
             "mas de una, más de un, mas de un, 2nd + already had 1, 2nd + already has 1, second + already had one")
_ALREADY_ONE = (" | said: already had 1, already has 1, already have 1, 1 already, ya tenga una, ya tiene una, "
                "ya tenía una, ya tenia una, ya tenga 1, ya tiene 1, 2 reaver alert, 2 alert, 2 tokens, 2 markers, "
                "2 fichas, 2 marcadores")
_AGAIN = (_MOVER + "sector: Sector 1, 1 reaver alerts" + _ALREADY_ONE + "\nsector: Sector 2\n"
          "~adjacent: Sector 1 - Sector 2 | the sectors are next to each other\n"
          "reavers: Sector 1 | said: reaver, reavers, reaver ship, nave reaver, naves reaver\n"
          "ask: move reaver from Sector 1 to Sector 2" + _ONE_MORE)  # (who moves it: "Sam moved a Reaver ship…")
_LEAVES_REAVER_SPACE = (_MOVER + "sector: Sector 1, reaver space | said: reaver space, espacio reaver\nsector: Sector 2\n"
                        "~adjacent: Sector 1 - Sector 2 | the sectors are next to each other\n"
                        "reavers: Sector 1 | said: reaver, reavers, reaver ship, nave reaver, naves reaver\n"
                        "ask: move reaver from Sector 1 to Sector 2" + _DROPS)
_LEAVES = (_MOVER + "sector: Sector 1\nsector: Sector 2\n~adjacent: Sector 1 - Sector 2 | the sectors are next to each other\n"
           "reavers: Sector 1 | said: reaver, reavers, reaver ship, nave reaver, naves reaver\n"
           "ask: move reaver from Sector 1 to Sector 2" + _DROPS)

# BS-REAVER-NO-STACK, told of Reaver ships however the table calls them
# (not "second" nor "both": they are said by any 2, "two Reaver alert tokens")
_STACKED = (" | said: another reaver, another cutter, another ship, one already, already one, already has a reaver, "
            "already a reaver, same sector, stack, stacked, stacking, otra nave, otra reaver, ya hay una, ya hay otra, "
            "mismo sector, apilar, apilarse, other reaver, the other reaver, already sitting, already parked, "
            "already there, la otra nave, la otra reaver, ya está la otra, ya esta la otra, reaver cutter + same sector, reaver cutter + stack, cutter + same sector, "
            "cutter + stack, cutters + same sector, cutters + stack")
_STACK_MOVE = (_MOVER + "sector: Sector 1\nsector: Sector 2\nsector: Sector 3\n"
               "~adjacent: Sector 1 - Sector 2, Sector 2 - Sector 3 | the sectors are next to each other\n"
               "reavers: Sector 1, Sector 3" + _STACKED + "\n"
               "ask: move reaver from Sector 1 to Sector 3 | said: move, moves, moving, moved, bring, send, drag, "
               "park, parks, parked, mover, muevo, mueve, mover otra, traer, aparca, aparcar, aparco")

# BS-CHALLENGE-NOT-COUNTED: attached challenges do not count toward the three active jobs
_OVER = (" | said: active jobs, active, activos, activo, limit, límite, limite, count toward, counts toward, "
         "over the limit, me paso, se pasa, cuentan, cuenta")
_THREE_WITH = "".join(f"job: {{me}}, Job {n}, active" + _THREE + f"\nchallenge: {{me}}, Challenge {n}, on Job {n}"
                      + _CHALLENGED + "\n" for n in (1, 2, 3))
_START_UNDER = (" | said: start, starts, started, begin, begins, take on, pick up, empezar, empieza, empezó, iniciar, "
                "inicia, ponerse con, se pone con, al ponerse, comenzar, attach, tuck, tucks, tucked, under it, debajo, "
                "adjuntar, adjunta, adjuntó, meter, metió, mete, pegar, pegó, fourth job, 4th job, cuarto trabajo")
# (the third job said as such: "failed the third Misbehave" is no third job)
_SECOND_THIRD = (" | said: third job, 3rd job, a third one, start a third, starts a third, starting a third, "
                 "tercer trabajo, un tercero, con un tercero, con el tercero")
_TWO_ACTIVE = (" | said: two active, 2 active, dos trabajos activos, 2 trabajos activos, two jobs, 2 jobs, "
               "dos trabajos, 2 trabajos")

# BS-PLANETARY / BS-UROBOROS-NOT-PLANETARY: a sector counts as planetary with a named planet; a Uroboros
# sector only when it holds one (not said: it depends on whether it does)
_PLANETARY_SAID = (" | said: planetary, planetario, planetaria, planetarios, count, counts, cuenta, cuentan, sirve, vale")
# (the book's count of them said with the belt is the belt said: "one of the 4 Uroboros sectors")
_BELT = (" | said: uroboros, belt, asteroid, asteroids, asteroides, cinturón, cinturon, 4 uroboros, 4 asteroid, "
         "4 belt, 4 sectors, 4 sectores")
_BELT_WORDS = ("uroboros", "belt", "asteroid", "asteroids", "asteroides", "cinturón", "cinturon")
_NO_PLANET = ("no planet", "no named planet", "without a planet", "without a named planet", "just asteroids",
              "only asteroids", "sin planeta", "ningún planeta", "ningun planeta", "solo asteroides", "sólo asteroides")
_A_NAMED_PLANET = ("named planet", "has a planet", "with a planet", "holds a planet", "planet in it", "con planeta",
                   "planeta con nombre", "tiene un planeta", "hay un planeta")


def _belt(*told: str) -> str:
    """A Uroboros sector said as such and (each of ``told``) with what it holds: "uroboros + no planet"."""
    return " | said: " + ", ".join(f"{b} + {t}" for b in _BELT_WORDS for t in told)


_BELT_UNKNOWN = "sector: Sector 1, uroboros, planet ?" + _BELT + "\nask: planetary sector Sector 1" + _PLANETARY_SAID
_BELT_BARE = "sector: Sector 1, uroboros" + _belt(*_NO_PLANET) + "\nask: planetary sector Sector 1" + _PLANETARY_SAID
_BELT_NAMED = ("sector: Sector 1, uroboros, planet" + _belt(*_A_NAMED_PLANET) + "\nask: planetary sector Sector 1"
               + _PLANETARY_SAID)

# BS-HARROW-BUY, Lord Harrow's trust not said: it depends on whether he trusts the captain
_HARROW_NAMED = " | said: lord harrow, harrow"


def _harrow_unsaid(n: int, credits: int = 3000) -> str:
    """A captain buying ``n`` cargo from Lord Harrow, whether he trusts the captain left open."""
    return (f"player: {{me}}, credits {credits}, trust lord harrow ?" + _HARROW_NAMED + "\n"
            f"ask: {{me}} buy {n} cargo from lord harrow" + _BUY_SAID)


# BS-OUTLAW-CRUISER told as the roll that brings the Cruiser: the player on the right moves it in, and
# whether the ship is an outlaw is not said
_ALLIANCE_MARK = (" | said: alliance alert, alliance token, alliance marker, alerta de alianza, alerta de la alianza, "
                  "ficha de alianza, marcador de alianza")
_BURNING = (" | said: full burn, full burning, full-burned, burning, todo trapo, a fondo")
_NAV_ON = (" | said: nav card, nav, keep flying, keep burning, keep going, carta de navegación, carta de navegacion, "
           "seguir volando, sigue volando")


_OUTLAW_SAID = " | said: outlaw, outlaws, fuera de la ley, forajido, forajida"


def _cruiser_brought(roll: int, n: int = 1, outlaw: str = "outlaw ?", said: str = _BURNING) -> str:
    """The alert roll that brings the Cruiser, then the next Nav card; the ship an outlaw or not as
    ``outlaw`` says ("outlaw ?": not said), ``said`` the words that say the player's line."""
    return (f"sector: Sector 1, {n} alliance alert" + ("s" if n > 1 else "") + _ALLIANCE_MARK + "\n"
            "sector: Sector 2\n~cruiser: Sector 2 | the Alliance Cruiser was elsewhere on the map\n"
            + ("~" if outlaw == "outlaw ?" else "") +
            "player: {me}, at Sector 1, full burn" + (f", {outlaw}" if outlaw else "") + ", alert pending"
            + (" | you fly at full burn; whether your ship is an outlaw is not said" if outlaw == "outlaw ?" else said) + "\n"
            f"ask: {{me}} resolve alert roll {roll} then move cruiser to Sector 1 then {{me}} draw nav" + _NAV_ON)


_REAVERS_EACH = (_SETUP + "~sector: Miranda | the Reaver Space sectors blockade Miranda\n"
                 "sector: Sector 1, reaver space\nsector: Sector 2, reaver space\n"
                 "sector: Sector 3, reaver space | said: each, every, cada, cada uno, todos\n"
                 "~reavers: Sector 1, Sector 2 | the other two are placed the same way\n"
                 "ask: place reaver in Sector 3 | said: reaver ship, reaver ships, nave reaver, naves reaver")
# BS-HAND-LIMIT, Mr. Universe's trust said as Firefly players say it ("solid with Mr. Universe") and the hand as
# the Deal cards held: five of them
_SOLID_UNIVERSE = (" | said: solid with mr, solid with universe, solid w mr, solid with mister, universe trusts, "
                   "universe's trust, trust with mr, trust of mr, trusted by mr, universe trust, "
                   "confianza del sr, confianza con el sr, universo confía, universo confia, sr universo confía, "
                   "de confianza del sr, de confianza con el sr")
_FIVE_DEAL = (" | said: 5 deal cards, five deal cards, 5 cards, five cards, hand of 5, hand of five, 5 in hand, "
              "five in hand, 5 in my hand, five in my hand, 5 cartas, cinco cartas, 5 cartas de trato, "
              "cinco cartas de trato, mano de 5, mano de cinco")
_FIVE_SOLID = "player: {me}, trust mr universe" + _SOLID_UNIVERSE + "\nask: {me} hold 5 cards" + _FIVE_DEAL

_FIVE_TRUSTED = ("player: {me}, trust mr universe" + _UNIVERSE_TRUST + ", trusts her, trusts him, trusts me, confianza\n"
                 "ask: {me} hold 5 cards" + _FIVE + ", 5 job cards, five job cards, 5 deal cards, five deal cards, "
                 "holding 5, holding five, holds 5, holds five, tiene cinco, tiene 5, cinco cartas de trabajo")

# ... the trust told as earned in the story: the job completed with his challenge under it (the story's
# job and challenge are the example's, so the one it tells of is the asker)
_EARNED_JOB = ("~job: {me}, Job 1, active, met | the job completed with Mr. Universe's challenge under it\n"
               "~challenge: {me}, Challenge 1, on Job 1 | the challenge was attached to that job\n")
_EARNED_JOB_ES = ("~job: {me}, Job 1, active, met | el trabajo completado con el desafío del Sr. Universo\n"
                  "~challenge: {me}, Challenge 1, on Job 1 | el desafío estaba adjunto a ese trabajo\n")
# (the trust as held now, or earned by the job finished: not "had his trust", which a Warrant may have taken)
_NOW_TRUSTED = (" | said: now has mr, now has his trust, so she has mr, so he has mr, so i have mr, trusts her now, "
                "trusts him now, trusts me now, now trusts, solid contacts, trusted contacts, ya tiene la confianza, "
                "ahora tiene la confianza, ya tiene su confianza, ahora tiene su confianza, ya tengo la confianza, "
                "ya tengo su confianza, ahora tengo la confianza, ahora tengo su confianza, " + ", ".join(
                    f"{a} + {b}" for a in ("completed", "completó", "completo", "finished", "terminé", "termine",
                                           "terminó", "termino", "pulled off", "acaba de terminar", "acabo de terminar")
                    for b in ("challenge", "challenges", "desafío", "desafio", "reto")))
_FIVE_EARNED = ("player: {me}, trust mr universe" + _NOW_TRUSTED + "\n"
                "ask: {me} hold 5 cards" + _FIVE + ", 5 job cards, five job cards, 5 deal cards, five deal cards, "
                "holding 5, holding five, holds 5, holds five, tiene cinco, tiene 5, cinco cartas de trato, "
                "5 cartas de trato, quedarse con cinco, quedarse con 5, tener cinco, tener 5")
_FIVE_EARNED, _FIVE_EARNED_ES = _EARNED_JOB + _FIVE_EARNED, _EARNED_JOB_ES + _FIVE_EARNED
# ... and the trust told as lost since (a Warrant): the hand is back to three, five kept is too many
_TRUST_LOST = ("player: {me} | said: lost + trust, loses + trust, lose + trust, losing + trust, lost his trust, "
               "perdió + confianza, perdio + confianza, perdí + confianza, perdi + confianza, pierde + confianza\n"
               "ask: {me} hold 5 cards" + _KEEP_ALL + ", still holds five, still holds 5, still has five, still has 5, "
               "still holding five, still holding 5, sigue con cinco, sigue con 5, sigue teniendo cinco, sigue teniendo 5")

# BS-CHALLENGE-NOT-COUNTED: several new jobs started, a challenge under each; the challenges do not count
# toward the three active jobs (the third one started with the first two already running)
_EACH_UNDER = (" | said: " + ", ".join(f"{a} + {b}" for a in ("each", "every", "all three", "all 3", "cada uno", "a cada",
                                                               "cada trabajo", "cada curro", "los tres", "los 3", "todos")
                                       for b in ("challenge", "bdc", "desafio", "desafío", "reto")))
_NEW_THREE = ("job: {me}, Job 1, active | said: start, starts, started, starting, begin, take on, empezar, empiezo, "
              "empezarlos, arrancar, arranco, iniciar, inicio\nchallenge: {me}, Challenge 1, on Job 1" + _A_CHALLENGE +
              "\njob: {me}, Job 2, active | said: start, starts, started, starting, begin, take on, empezar, empiezo, "
              "empezarlos, arrancar, arranco, iniciar, inicio\nchallenge: {me}, Challenge 2, on Job 2" + _A_CHALLENGE +
              "\njob: {me}, Job 3 | said: job, jobs, trabajo, trabajos, curro, curros, gig, gigs\n"
              "challenge: {me}, Challenge 3" + _A_CHALLENGE + "\n"
              "ask: {me} start job Job 3 with challenge Challenge 3" + _EACH_UNDER)

# BS-ALERT-ROLL / BS-ALERT-CLEAR: the markers counted and the roll over them, yet the player on the right brings a
# Reaver ship in (no company comes: the tokens are cleared instead); a roll at or under them does bring one
_BRINGS_IN = ("moved a reaver", "moves a reaver", "moved the reaver", "moves the reaver", "grabbed a reaver",
              "grabs a reaver", "brought a reaver", "brings a reaver", "reavers show up", "reavers come", "reaver comes",
              "mueve una nave", "movió una nave", "movio una nave", "trae una nave", "trajo una nave", "coge una nave",
              "cogió una nave", "pone una nave", "puso una nave", "vienen los reavers", "aparecen los reavers",
              "me caen los reavers")


def _brought_counted(n: int, roll: int) -> str:
    """``n`` Reaver alert tokens counted in the sector flown into, a roll of ``roll``, and the player on the right
    bringing a Reaver ship in after it (company only on a roll of ``n`` or less)."""
    words = [str(n), *_NUMBER_WORDS[n]]
    marks = ", ".join(f"{w} {x}" for w in words for x in ("alert", "alerts", "reaver alert", "reaver alerts", "tokens",
                                                          "reaver tokens", "markers", "reaver markers", "fichas",
                                                          "marcadores", "alertas"))
    rolls = [f"{a} {r}" for r in (str(roll), _NUMBER_WORDS[roll][0]) for a in ("a", "roll", "rolled", "rolls", "roll of")]
    rolls += [f"{a} {r}" for r in (str(roll), _NUMBER_WORDS[roll][1]) for a in ("un", "saca", "sacó", "saqué", "saco")]
    said = ", ".join(f"{r} + {c}" for r in rolls for c in _BRINGS_IN)
    return (f"sector: Sector 1, {n} reaver alerts | said: {marks}\n"
            "~player: Other | the player on the right of the one who flew in\n"
            "~player: {me}, at Sector 1 | you flew into the sector and rolled for its alerts\n"
            f"ask: {{me}} alert brings ship roll {roll} | said: {said}")


# BS-NO-BURN-INTO-REAVER with what the ship carries told (fuel to burn is no leave to enter a Reaver sector)
_REAVER_NEXT_FUEL = _REAVER_NEXT.replace("player: {me}, at Sector 1\n",
                                         "player: {me}, at Sector 1, 2 fuel | said: fuel, combustible\n")
# BS-MOSEY-REAVER / BS-NO-BURN-INTO-REAVER as the book's own example tells it: the Reavers on the Space Bazaar
_REAVER_AT_BAZAAR = _REAVER_NEXT.replace("Sector 2", "Space Bazaar")

# BS-BORDER-NAV-SWAP: with Blue Sun the Border Nav deck loses 1 Reaver Patrol, 1 Reaver Bait and 8 Reaver Cutters,
# which the 10 new cards replace; a different set taken out is not the update (done at setup)
_NAV_SETUP = "~phase: setup | you are setting up the game with Blue Sun\n~player: {me} | you, the player setting up the decks\n"
_NAV_SETUP_ES = "~phase: setup | estás preparando la partida con Sol Azul\n~player: {me} | tú, el jugador que prepara los mazos\n"
_PATROL = ("patrol", "patrols", "patrullera", "patrulla")
_BAIT = ("bait", "señuelo", "senuelo")
_CUTTERS = ("cutter", "cutters", "reavers de caza", "reaver de caza", "cruceros reaver", "crucero reaver")
_SWAP_THREE = " | said: " + ", ".join(f"{a} + {b} + {c}" for a in _PATROL for b in _BAIT for c in _CUTTERS)
_SWAP_RIGHT = _NAV_SETUP + "ask: update border nav removing 1 reaver patrol, 1 reaver bait, 8 reaver cutters" + _SWAP_THREE
_SWAP_RIGHT_ES = (_NAV_SETUP_ES + "ask: update border nav removing 1 reaver patrol, 1 reaver bait, 8 reaver cutters"
                  + _SWAP_THREE)
# ... only the Cutters taken out (the Patrol and the Bait left in), or only the Patrol and the Bait (the Cutters left in)
_ONLY = ("only", "just", "solo", "sólo", "nada más", "nada mas", "únicamente", "unicamente")
_ONLY_CUTTERS = (_NAV_SETUP + "ask: update border nav removing 8 reaver cutters | said: "
                 + ", ".join(f"{o} + {c}" for o in _ONLY for c in _CUTTERS))
_ONLY_CUTTERS_ES = (_NAV_SETUP_ES + "ask: update border nav removing 8 reaver cutters | said: "
                    + ", ".join(f"{o} + {c}" for o in _ONLY for c in _CUTTERS))
_NO_CUTTERS = (_NAV_SETUP + "ask: update border nav removing 1 reaver patrol, 1 reaver bait | said: "
               + ", ".join(f"{o} + {a} + {b}" for o in _ONLY for a in _PATROL for b in _BAIT))

# BS-CRUISER-TRAIL: the Alliance Cruiser leaves an Alliance alert token in the sector it leaves, as a Reaver ship does,
# unless a Story or Setup card says it leaves none
_CRUISER_MOVER = "~player: {me} | you, the player moving the Alliance Cruiser\n"
_CRUISER_LEAVES = (_CRUISER_MOVER + "sector: Sector 1\nsector: Sector 2\n"
                   "~adjacent: Sector 1 - Sector 2 | the sectors are next to each other\n"
                   "cruiser: Sector 1 | said: cruiser, cruisers, crucero, alliance cruiser, crucero de la alianza\n"
                   "ask: move cruiser from Sector 1 to Sector 2" + _DROPS)
_NO_TRAIL_CARD = ("cruiser trail: no | said: " + ", ".join(
    f"{c} + {n}" for c in ("story card", "setup card", "carta de historia", "carta de configuración",
                           "carta de configuracion", "card says", "la carta dice")
    for n in ("no token", "no tokens", "no alert", "no alerts", "no trail", "none", "doesn't leave", "does not leave",
              "leaves no", "no deja", "ninguna ficha", "sin rastro", "sin fichas", "no dejar")) + "\n")

EXAMPLES: tuple[Saying, ...] = (
    # BS-NO-DIAGONAL: sectors touching at a corner are not adjacent
    Saying("mosey", "can I move diagonally from one sector to the next?",
           position=_CORNER + "player: {me}, at Sector 1\nask: {me} mosey to Sector 2"),
    Saying("mosey", "¿puedo moverme en diagonal de un sector a otro?", "es",
           position=_CORNER + "player: {me}, at Sector 1\nask: {me} mosey to Sector 2"),
    Saying("full-burn", "can I full burn diagonally across the corner into the next sector?",
           position=_CORNER + "player: {me}, at Sector 1\nask: {me} full burn to Sector 2"),
    # BS-NO-BURN-INTO-REAVER / BS-MOSEY-REAVER
    Saying("full-burn", "can I full burn into a sector where a Reaver ship is?",
           position=_REAVER_NEXT + "ask: {me} full burn to Sector 2" + _BURN),
    Saying("full-burn", "¿puedo volar a todo trapo por un sector donde hay una nave Reaver?", "es",
           position=_REAVER_NEXT + "ask: {me} full burn to Sector 2" + _BURN),
    Saying("evade", "can I evade into the sector with the Reaver ship?",
           position=_REAVER_NEXT + "ask: {me} evade to Sector 2 | said: evade, evading, evadir, evado"),
    Saying("mosey", "can I mosey into a sector that has a Reaver ship in it?",
           position=_REAVER_NEXT + "ask: {me} mosey to Sector 2 | said: mosey, moseying, deambular, deambulo"),
    Saying("mosey", "¿puedo deambular hasta un sector con una nave Reaver?", "es",
           position=_REAVER_NEXT + "ask: {me} mosey to Sector 2 | said: mosey, moseying, deambular, deambulo"),
    Saying("mosey", "I'm only moseying into the sector with the Reaver ship, not full burning into it; that's allowed?",
           position=_REAVER_NEXT + "ask: {me} mosey to Sector 2 | said: mosey, moseying, moseys, moseyed, deambular, "
                                   "deambulo, deambula, despacito, slow, slowly"),
    # BS-ALERT-NOT-TEST: modifier cards do nothing on an alert roll
    Saying("modifier", "can I play a modifier card to add to my alert roll?",
           position=_ALERTS + "ask: {me} resolve alert roll 2 +1 | said: modifier, modifiers, modificacion, "
                              "modificación, plus one"),
    Saying("modifier", "¿puedo usar una carta de modificación en la tirada de alerta?", "es",
           position=_ALERTS + "ask: {me} resolve alert roll 2 +1 | said: modifier, modificacion, modificación"),
    # (told as a story: the markers, the roll and the number it is pushed to)
    Saying("modifier", "my sector has three Reaver alert tokens and I rolled a 3 on the alert; I play a modification "
           "card to turn it into a 4 so the Reavers stay away, does that work?",
           position=_mod_alerts(3, "reaver") + "ask: {me} resolve alert roll 3 +1" + _MODIFIER),
    Saying("modifier", "mi sector tiene tres marcadores de Alerta Reaver y saqué un 3; juego una carta de modificación para "
           "subir la tirada a 4 y librarme de los Reavers, ¿vale?", "es",
           position=_mod_alerts(3, "reaver") + "ask: {me} resolve alert roll 3 +1" + _MODIFIER),
    Saying("modifier", "I moved into a sector with two Reaver alert tokens and rolled a 2, so I play a card that gives +1 "
           "to make it a 3 and keep the Reavers away; is that allowed?",
           position=_mod_alerts(2, "reaver") + "ask: {me} resolve alert roll 2 +1" + _MODIFIER),
    Saying("modifier", "entré en un sector con dos fichas de Alerta Reaver y saqué un 2; juego una carta de modificación "
           "para que quede en 3 y librarme de los Reavers, ¿se puede?", "es",
           position=_mod_alerts(2, "reaver") + "ask: {me} resolve alert roll 2 +1" + _MODIFIER),
    Saying("modifier", "my sector has two Alliance alert tokens and I rolled a 2, so I play a modification card to make "
           "it a 3 and keep the Alliance Cruiser away; does it work?",
           position=_mod_alerts(2, "alliance") + "ask: {me} resolve alert roll 2 +1" + _MODIFIER),
    Saying("modifier", "hay dos marcadores de Alerta de la Alianza en mi sector y saqué un 2; juego una carta de "
           "modificación para subir la tirada a 3 y que no venga el Crucero, ¿vale?", "es",
           position=_mod_alerts(2, "alliance") + "ask: {me} resolve alert roll 2 +1" + _MODIFIER),
    Saying("modifier", "there's one Alliance alert token in my sector and I rolled a 1; can a card that modifies rolls "
           "bump it to a 2 so the Cruiser stays away?",
           position=_mod_alerts(1, "alliance") + "ask: {me} resolve alert roll 1 +1" + _MODIFIER),
    Saying("modifier", "hay una ficha de Alerta de la Alianza en mi sector y saqué un 1; ¿puedo jugar una carta de "
           "modificación para subirlo a 2 y que no venga el Crucero?", "es",
           position=_mod_alerts(1, "alliance") + "ask: {me} resolve alert roll 1 +1" + _MODIFIER),
    # (told with no count of markers nor the roll: a modifier card does nothing on any alert roll)
    Saying("modifier", "I rolled for the Reaver alert and played a modifier card to push the roll up so the Reavers "
           "don't come; that works, right?", position=_MOD_ANY),
    Saying("modifier", "tiré por la alerta Reaver y usé una carta de modificación para subir la tirada y que no vengan "
           "los Reavers, ¿vale?", "es", position=_MOD_ANY),
    # BS-SCANNER-REPEAT: the scanner may be used several times in one fly action
    Saying("scan", "can I use the long range scanner on two different adjacent sectors in the same fly action?",
           position=_SCANNER_LINES),
    Saying("scan", "¿puedo usar el escáner de largo alcance varias veces en el mismo vuelo?", "es",
           position=_SCANNER_LINES),
    # BS-HAND-LIMIT: 3 deal cards, 5 while Mr. Universe trusts you
    Saying("hold", "I have Mr. Universe's trust, can I keep 5 cards in my hand?",
           position="player: {me}, trust mr universe | said: trust, trusts, confianza, confía, confia\nask: {me} hold 5 cards"),
    Saying("hold", "tengo la confianza del Sr. Universo, ¿puedo quedarme con 5 cartas en la mano?", "es",
           position="player: {me}, trust mr universe | said: trust, trusts, confianza, confía, confia\nask: {me} hold 5 cards"),
    Saying("hold", "can I hold four deal cards in my hand?",
           position="player: {me}\nask: {me} hold 4 cards"),
    # BS-CREDITS-ANYWHERE: credits may be sent to a player in another sector (where they are decides
    # nothing, so it need not be said: "can I send Marta credits?")
    Saying("give-credits", "can I send credits to a player who is not in my sector?",
           position=_TWO + "~player: {me}, at Sector 1, credits 1000 | you have the credits\n"
                           "player: Other, at Sector 2\nask: {me} give 1000 credits to Other"),
    Saying("give-credits", "¿puedo pasarle créditos a otro jugador que no está en mi sector?", "es",
           position=_TWO + "~player: {me}, at Sector 1, credits 1000 | tienes los créditos\n"
                           "player: Other, at Sector 2\nask: {me} give 1000 credits to Other"),
    Saying("give-credits", "can I wire money to a captain on the far side of the map?",
           position=_TWO + "~player: {me}, at Sector 1, credits 1000 | you have the credits\n"
                           "player: Other, at Sector 2\nask: {me} give 1000 credits to Other"),
    # BS-TRADE-SAME-SECTOR: goods only change hands in the same sector
    Saying("give-goods", "can I hand cargo to a player who is in another sector?",
           position=_TWO + "player: {me}, at Sector 1, cargo x1 | said: cargo, carga\n"
                           "player: Other, at Sector 2" + _ELSEWHERE + "\nask: {me} give 1 cargo to Other"),
    # BS-REAVER-NO-STACK: never a Reaver ship into a sector with another
    Saying("move-reaver", "can a Reaver ship be moved into a sector that already has another Reaver ship?",
           position="sector: Sector 1\nsector: Sector 2\nsector: Sector 3\n"
                    "~adjacent: Sector 1 - Sector 2, Sector 2 - Sector 3 | the sectors are next to each other\n"
                    "reavers: Sector 1, Sector 3 | said: another, already, second, two, both, otra, ya hay, dos\n"
                    "~player: {me}, at Sector 2 | you moved into the sector between them\n"
                    "~player: Other, at Sector 3 | another player's ship is there\n"
                    "ask: move reaver from Sector 1 to Sector 3 by {me}"),
    # BS-CHALLENGE-NO-PIRACY-BOUNTY: no challenge on a piracy or bounty job
    Saying("start-with", "can I attach a challenge to a bounty job?",
           position="player: {me}\njob: {me}, Job 1, legal, bounty | said: bounty, recompensa\n"
                    "~challenge: {me}, Challenge 1, legal | the challenge is a legal one\n"
                    "ask: {me} start job Job 1 with challenge Challenge 1"),
    Saying("start-with", "can I attach a challenge to a piracy job?",
           position="player: {me}\njob: {me}, Job 1, illegal, piracy | said: piracy, pirateria, piratería\n"
                    "~challenge: {me}, Challenge 1, illegal | the challenge is an illegal one\n"
                    "ask: {me} start job Job 1 with challenge Challenge 1"),
    Saying("attach", "I got a Big Damn Challenge from Mr. Universe; can I slide it under my piracy job for the extra payout?",
           position=_ASKER + "job: {me}, Job 1, piracy" + _PIRACY + "\nchallenge: {me}, Challenge 1" + _A_CHALLENGE +
                    "\nask: {me} attach challenge Challenge 1 to Job 1" + _UNDER),
    Saying("attach", "can I tuck a Big Damn Challenge under a bounty job to get paid more?",
           position=_ASKER + "job: {me}, Job 1, bounty" + _BOUNTY + "\nchallenge: {me}, Challenge 1" + _A_CHALLENGE +
                    "\nask: {me} attach challenge Challenge 1 to Job 1" + _UNDER),
    Saying("attach", "tengo un desafío del Sr. Universo, ¿puedo ponerlo debajo de mi trabajo de piratería para cobrar más?",
           "es", position=_ASKER_ES + "job: {me}, Job 1, piracy" + _PIRACY + "\nchallenge: {me}, Challenge 1" +
                          _A_CHALLENGE + "\nask: {me} attach challenge Challenge 1 to Job 1" + _UNDER),
    Saying("attach", "le meto un Gran Desafío Maldito debajo a mi trabajo de recompensa para sacar más dinero, ¿vale?", "es",
           position=_ASKER_ES + "job: {me}, Job 1, bounty" + _BOUNTY + "\nchallenge: {me}, Challenge 1" + _A_CHALLENGE +
                    "\nask: {me} attach challenge Challenge 1 to Job 1" + _UNDER),
    Saying("attach", "el Sr. Universo me dio un reto y lo meto en mi curro de recompensa que paga más, ¿se puede?", "es",
           position=_ASKER_ES + "job: {me}, Job 1, bounty" + _BOUNTY + "\nchallenge: {me}, Challenge 1" + _A_CHALLENGE +
                    "\nask: {me} attach challenge Challenge 1 to Job 1" + _UNDER),
    # BS-CHALLENGE-NOT-ACTIVE: no challenge on a job already active
    Saying("attach", "can I attach a challenge to a job that's already active?",
           position="player: {me}\njob: {me}, Job 1, legal, active | said: active, already started, activo, running, "
                    "already working, working on, in progress, already doing, ya empezado, ya empezó, ya empecé, "
                    "va por la mitad, a medias\n"
                    "~challenge: {me}, Challenge 1, legal | the challenge is a legal one\n"
                    "ask: {me} attach challenge Challenge 1 to Job 1"),
    # BS-HAVEN-NOT-SUPPLY-CONTACT / BS-HAVEN-PLANET
    Saying("haven", "can I put my haven on a supply planet?",
           position="~phase: setup | it is the game's setup\n~havens: yes | the story card uses havens\n"
                    "sector: Sector 1, planet, supply | said: supply, suministro\nplayer: {me}\nask: {me} place haven in Sector 1"),
    Saying("haven", "¿puedo poner mi refugio en un planeta de suministro?", "es",
           position="~phase: setup | es la preparación\n~havens: yes | la historia usa refugios\n"
                    "sector: Sector 1, planet, supply | said: supply, suministro\nplayer: {me}\nask: {me} place haven in Sector 1"),
    Saying("haven", "can I put my haven on a contact planet?",
           position="~phase: setup | it is the game's setup\n~havens: yes | the story card uses havens\n"
                    "sector: Sector 1, planet, contact | said: contact, contacto\nplayer: {me}\nask: {me} place haven in Sector 1"),
    Saying("haven", "can I drop my haven token on a contact's planet, like the one where Badger or Lord Harrow is?",
           position=_HAVEN_ON + "sector: Sector 1, planet, contact" + _CONTACT_SAID + "\nplayer: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    Saying("haven", "¿puedo poner mi ficha de paraíso en el planeta de un contacto?", "es",
           position=_HAVEN_ON_ES + "sector: Sector 1, planet, contact" + _CONTACT_SAID + "\nplayer: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    Saying("haven", "pongo mi refugio en el planeta de contacto de Lord Harrow para tenerlo cerca, ¿se puede?", "es",
           position=_HAVEN_ON_ES + "sector: Sector 1, planet, contact" + _CONTACT_SAID + "\nplayer: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    Saying("haven", "¿puedo poner mi ficha de paraíso en un planeta de suministro?", "es",
           position=_HAVEN_ON_ES + "sector: Sector 1, planet, supply | said: supply, suministro\nplayer: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    Saying("haven", "can I drop my haven token on a supply planet?",
           position=_HAVEN_ON + "sector: Sector 1, planet, supply | said: supply, suministro\nplayer: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    # ... a planet not said to be either: it depends on which it is; said to be neither: it may go there
    Saying("haven", "the Story card uses havens; can I put my haven token on this planet sector?",
           position=_HAVEN_KIND + "sector: Sector 1, planet, supply ?, contact ?" + _A_PLANET + "\nplayer: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    Saying("haven", "la historia usa paraísos: ¿puedo poner mi ficha de paraíso en ese sector con planeta?", "es",
           position=_HAVEN_KIND_ES + "sector: Sector 1, planet, supply ?, contact ?" + _A_PLANET + "\nplayer: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    Saying("haven", "can I put my haven on a planet that is neither a supply planet nor a contact planet?",
           position=_HAVEN_ON + "sector: Sector 1, planet" + _NEITHER + "\nplayer: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    Saying("haven", "¿puedo poner mi paraíso en un planeta que no es de suministro ni de contacto?", "es",
           position=_HAVEN_ON_ES + "sector: Sector 1, planet" + _NEITHER + "\nplayer: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    # (Lord Harrow's home, Highgate, is a contact planet)
    Saying("haven", "can I put my haven on Highgate, where Lord Harrow lives?",
           position=_HAVEN_ON + "sector: Highgate, planet, contact" + _CONTACT_SAID + ", highgate\nplayer: {me}\n"
                    "ask: {me} place haven in Highgate"),
    Saying("haven", "¿puedo poner mi ficha de paraíso en Highgate, el planeta de Lord Harrow?", "es",
           position=_HAVEN_ON_ES + "sector: Highgate, planet, contact" + _CONTACT_SAID + ", highgate\nplayer: {me}\n"
                    "ask: {me} place haven in Highgate"),
    Saying("haven", "can my haven go in a sector with no planet?",
           position="~phase: setup | it is the game's setup\n~havens: yes | the story card uses havens\n"
                    "sector: Sector 1 | said: no planet, without a planet, without any planet, empty sector, "
                    "sin planeta, no hay planeta\nplayer: {me}\nask: {me} place haven in Sector 1"),
    # BS-ALERT-FIRST: the alert is resolved before the next Nav card, before flying on
    Saying("draw-nav", "I flew into a sector with alert tokens; can I draw my next nav card before rolling for them?",
           position=_PENDING + "ask: {me} draw nav" + _NAV),
    Saying("draw-nav", "entro en un sector con fichas de alerta, ¿puedo robar otra carta de navegación antes de resolverlas?",
           "es", position=_PENDING + "ask: {me} draw nav" + _NAV),
    Saying("full-burn", "can I keep full burning past the alert markers without resolving them first?",
           position=_PENDING + "sector: Sector 2\n"
                    "~adjacent: Sector 1 - Sector 2 | the sectors are next to each other\nask: {me} full burn to Sector 2" + _FLY_ON),
    Saying("full-burn", "¿puedo seguir volando a todo trapo sin resolver antes los marcadores de alerta del sector?", "es",
           position=_PENDING + "sector: Sector 2\n"
                    "~adjacent: Sector 1 - Sector 2 | los sectores son adyacentes\nask: {me} full burn to Sector 2" + _FLY_ON),
    # BS-ALERT-ON-ENTRY / BS-MOSEY-ALERT: alerts are rolled on entering during a fly action, a mosey too
    Saying("alert-roll", "I moseyed into a sector with alert tokens, do I roll for them?",
           position="sector: Sector 1, 2 reaver alerts" + _ALERT_SAID + "\n"
                    "player: {me}, at Sector 1, mosey, alert pending | said: mosey, moseyed, moseying, moseys, "
                    "deambular, deambulo, deambulé, deambule, deambulando\nask: {me} resolve alert roll 3" + _ROLL),
    Saying("alert-roll", "si deambulo a un sector con marcadores de alerta, ¿tengo que tirar por ellos?", "es",
           position="sector: Sector 1, 2 reaver alerts" + _ALERT_SAID + "\n"
                    "player: {me}, at Sector 1, mosey, alert pending | said: mosey, moseyed, moseying, deambular, "
                    "deambulo, deambulé, deambule, deambulando\nask: {me} resolve alert roll 3" + _ROLL),
    Saying("alert-roll", "can I roll for the alert tokens in my sector when I didn't fly in this turn?",
           position="sector: Sector 1, 2 reaver alerts" + _ALERT_SAID + "\n"
                    "player: {me}, at Sector 1 | said: didn't fly, did not fly, didn't move, did not move, "
                    "haven't moved, already there, already in, started my turn, start my turn, stayed, "
                    "no he volado, no volé, no vole, no me he movido, ya estaba, empecé el turno, empece el turno\n"
                    "ask: {me} resolve alert roll 3" + _ROLL),
    # BS-ALERT-ROLL: a roll equal to or lower than the sector's markers brings company (how many, unsaid: it depends)
    Saying("alert-ship", "I flew into a sector with some Reaver alert tokens and rolled a 3; do the Reavers show up?",
           position="sector: Sector 1, ? reaver alerts" + _SOME_ALERTS + "\nplayer: {me}, at Sector 1\n"
                    "ask: {me} alert brings ship roll 3" + _ship_comes(3)),
    Saying("alert-ship", "I moved into a sector with alert tokens and rolled a 2, does a Reaver ship come at me?",
           position="sector: Sector 1, ? reaver alerts" + _SOME_ALERTS + "\nplayer: {me}, at Sector 1\n"
                    "ask: {me} alert brings ship roll 2" + _ship_comes(2)),
    Saying("alert-ship", "entré en un sector con fichas de Alerta Reaver y saqué un 3 en el dado, ¿me cae encima la nave Reaver?",
           "es", position="sector: Sector 1, ? reaver alerts" + _SOME_ALERTS + "\nplayer: {me}, at Sector 1\n"
                          "ask: {me} alert brings ship roll 3" + _ship_comes(3)),
    Saying("alert-ship", "me metí en un sector con marcadores de alerta y saqué un 2, ¿aparecen los Reavers?", "es",
           position="sector: Sector 1, ? reaver alerts" + _SOME_ALERTS + "\nplayer: {me}, at Sector 1\n"
                    "ask: {me} alert brings ship roll 2" + _ship_comes(2)),
    # ... and with the markers counted: a roll equal to their number brings company, a higher one clears them
    Saying("alert-ship", "my sector has two Reaver alert tokens and I rolled a 2 on the alert; does a Reaver come?",
           position="sector: Sector 1, 2 reaver alerts" + _TWO_ALERTS + "\nplayer: {me}, at Sector 1\n"
                    "ask: {me} alert brings ship roll 2" + _ship_comes(2)),
    Saying("alert-ship", "mi sector tiene dos fichas de Alerta Reaver y saqué un 2, ¿viene la nave Reaver?", "es",
           position="sector: Sector 1, 2 reaver alerts" + _TWO_ALERTS + "\nplayer: {me}, at Sector 1\n"
                    "ask: {me} alert brings ship roll 2" + _ship_comes(2)),
    Saying("alert-ship", "there's one Reaver alert token in my sector and I rolled a 5, do the Reavers show up?",
           position="sector: Sector 1, 1 reaver alert" + _ONE_ALERT + "\nplayer: {me}, at Sector 1\n"
                    "ask: {me} alert brings ship roll 5" + _ship_comes(5)),
    Saying("alert-ship", "hay una ficha de Alerta Reaver en mi sector y saqué un 5, ¿aparecen los Reavers?", "es",
           position="sector: Sector 1, 1 reaver alert" + _ONE_ALERT + "\nplayer: {me}, at Sector 1\n"
                    "ask: {me} alert brings ship roll 5" + _ship_comes(5)),
    # BS-ALERT-CHOOSER: the player to your right moves the ship the alert calls
    Saying("move-reaver", "after my alert roll calls the Reavers, can the player on my left move one to me?",
           position=_ALERT_COMPANY + "player: Other\n"
                    "player: {me}, at Sector 1, company reaver" + _COMPANY + "\nplayer: Another" + _LEFT +
                    "\nask: move reaver from Sector 2 to Sector 1 by Another" + _MOVE),
    Saying("move-reaver", "saqué compañía en la alerta: ¿el jugador de mi izquierda puede mover la nave Reaver a mi sector?",
           "es", position=_ALERT_COMPANY + "player: Other\n"
                          "player: {me}, at Sector 1, company reaver" + _COMPANY + "\nplayer: Another" + _LEFT +
                          "\nask: move reaver from Sector 2 to Sector 1 by Another" + _MOVE),
    Saying("move-reaver", "my alert brought company; does the player on my right get to move the Reaver ship to me?",
           position=_ALERT_COMPANY + "player: Other" + _RIGHT + "\n"
                    "player: {me}, at Sector 1, company reaver" + _COMPANY + "\nplayer: Another"
                    "\nask: move reaver from Sector 2 to Sector 1 by Other" + _MOVE),
    Saying("move-reaver", "an Alliance alert gave me company; can the player on my right send a Reaver ship instead of the Cruiser?",
           position=_ALERT_COMPANY + "player: Other\nplayer: {me}, at Sector 1, company cruiser" + _ALLIANCE +
                    "\nplayer: Another\nask: move reaver from Sector 2 to Sector 1 by Other" + _INSTEAD),
    Saying("move-reaver", "salió compañía con una alerta de la Alianza: ¿se puede mover una nave Reaver en vez del crucero?",
           "es", position=_ALERT_COMPANY + "player: Other\nplayer: {me}, at Sector 1, company cruiser" + _ALLIANCE +
                          "\nplayer: Another\nask: move reaver from Sector 2 to Sector 1 by Other" + _INSTEAD),
    # BS-REAVER-SETUP: one Reaver ship in each Reaver Space sector, only at setup
    Saying("place-reaver", "at setup, can we put a Reaver ship in a sector outside Reaver Space?",
           position=_SETUP + "sector: Sector 1 | said: outside reaver space, outside of reaver space, "
                    "not in reaver space, not reaver space, isn't reaver space, anywhere, any sector, "
                    "fuera del espacio reaver, no es espacio reaver, cualquier sector\nask: place reaver in Sector 1"),
    Saying("place-reaver", "¿se puede colocar una nave Reaver fuera del Espacio Reaver al preparar la partida?", "es",
           position=_SETUP + "sector: Sector 1 | said: outside reaver space, not in reaver space, "
                    "fuera del espacio reaver, no es espacio reaver, cualquier sector\nask: place reaver in Sector 1"),
    # BS-ONE-REAVER: only one Reaver ship in a sector
    Saying("place-reaver", "can two Reaver ships start in the same Reaver Space sector?",
           position=_SETUP + "sector: Sector 1, reaver space" + _REAVER_SAID + "\n"
                    "reavers: Sector 1" + _STACK + "\nask: place reaver in Sector 1"),
    Saying("place-reaver", "¿pueden empezar dos naves Reaver en el mismo sector?", "es",
           position=_SETUP + "sector: Sector 1, reaver space" + _REAVER_SAID + "\n"
                    "reavers: Sector 1" + _STACK + "\nask: place reaver in Sector 1"),
    # BS-THREE-REAVERS: three Reaver ships in all
    Saying("place-reaver", "can we add a fourth Reaver ship to the board?",
           position=_SETUP + "sector: Sector 1\nsector: Sector 2\nsector: Sector 3\n"
                    "sector: Sector 4, reaver space" + _REAVER_SAID + "\n"
                    "reavers: Sector 1, Sector 2, Sector 3 | said: fourth, 4th reaver, 4th ship, 4 reaver, four reaver, cuarta, "
                    "4 naves, cuatro naves\nask: place reaver in Sector 4"),
    Saying("place-reaver", "¿podemos poner una cuarta nave Reaver en el mapa?", "es",
           position=_SETUP + "sector: Sector 1\nsector: Sector 2\nsector: Sector 3\n"
                    "sector: Sector 4, reaver space" + _REAVER_SAID + "\n"
                    "reavers: Sector 1, Sector 2, Sector 3 | said: fourth, 4th reaver, cuarta, 4 naves, cuatro naves\n"
                    "ask: place reaver in Sector 4"),
    # BS-SCANNER: only during a fly action, only an adjacent sector
    Saying("scan", "can I use my long-range scanner when I'm not flying, like during a deal action?",
           position="sector: Sector 1\nsector: Sector 2, 1 reaver alerts" + _SCAN_SAID + "\n"
                    "~adjacent: Sector 1 - Sector 2 | the sector is next to yours\n"
                    "player: {me}, at Sector 1, long-range scanner" + _NO_FLY + "\nask: {me} scan in Sector 2 roll 6"),
    Saying("scan", "¿puedo usar el escáner de largo alcance sin volar, en otra acción?", "es",
           position="sector: Sector 1\nsector: Sector 2, 1 reaver alerts" + _SCAN_SAID + "\n"
                    "~adjacent: Sector 1 - Sector 2 | el sector está al lado del tuyo\n"
                    "player: {me}, at Sector 1, long-range scanner" + _NO_FLY + "\nask: {me} scan in Sector 2 roll 6"),
    Saying("scan", "can my long-range scanner check a sector two sectors away?",
           position="sector: Sector 1\nsector: Sector 2\nsector: Sector 3, 1 reaver alerts" + _TWO_AWAY + "\n"
                    "~adjacent: Sector 1 - Sector 2, Sector 2 - Sector 3 | one sector lies between\n"
                    "player: {me}, at Sector 1, full burn, long-range scanner" + _SCAN_SAID + "\n"
                    "ask: {me} scan in Sector 3 roll 6"),
    # BS-OUTLAW-CRUISER: an outlaw's fly action ends when an alert pulls the Cruiser to it
    Saying("draw-nav", "I'm an outlaw and an alert pulled the Alliance Cruiser to me; can I keep drawing nav cards?",
           position="sector: Sector 1\n~cruiser: Sector 1 | the alert pulled the Cruiser to you\n"
                    "player: {me}, at Sector 1, outlaw, fly ended | said: outlaw, outlaws, fuera de la ley, "
                    "forajido, forajida\nask: {me} draw nav" + _NAV),
    Saying("draw-nav", "llevo una nave fuera de la ley y una Alerta de la Alianza atrajo al Crucero a mi sector: ¿puedo "
           "seguir robando cartas de navegación?", "es",
           position="sector: Sector 1\n~cruiser: Sector 1 | la alerta atrajo al Crucero a tu sector\n"
                    "player: {me}, at Sector 1, outlaw, fly ended | said: fuera de la ley, forajido, forajida, outlaw\n"
                    "ask: {me} draw nav" + _NAV),
    Saying("full-burn", "soy una nave fuera de la ley y la alerta trajo al crucero de la Alianza, ¿puedo seguir volando?",
           "es", position="sector: Sector 1\nsector: Sector 2\n"
                          "~adjacent: Sector 1 - Sector 2 | los sectores son adyacentes\n"
                          "~cruiser: Sector 1 | la alerta trajo al Crucero a tu sector\n"
                          "player: {me}, at Sector 1, outlaw, fly ended | said: outlaw, fuera de la ley, forajido\n"
                          "ask: {me} full burn to Sector 2" + _FLY_ON),
    # ... and when the message does not say whether the ship is an outlaw: it depends on that
    Saying("draw-nav", "an Alliance alert pulled the Cruiser into my sector mid full burn; can I keep drawing nav cards?",
           position=_PULLED + "ask: {me} draw nav" + _NAV),
    Saying("draw-nav", "una Alerta de la Alianza trajo el Crucero a mi sector mientras volaba a todo trapo; ¿puedo seguir "
           "robando cartas de navegación?", "es", position=_PULLED_ES + "ask: {me} draw nav" + _NAV),
    Saying("full-burn", "the Alliance Cruiser got pulled to my ship by an alert; can I keep full burning?",
           position=_PULLED + "sector: Sector 2\n~adjacent: Sector 1 - Sector 2 | the sectors are next to each other\n"
                    "ask: {me} full burn to Sector 2" + _FLY_ON),
    Saying("full-burn", "la alerta atrajo al Crucero de la Alianza a mi nave, ¿puedo seguir volando a todo trapo?", "es",
           position=_PULLED_ES + "sector: Sector 2\n~adjacent: Sector 1 - Sector 2 | los sectores son adyacentes\n"
                    "ask: {me} full burn to Sector 2" + _FLY_ON),
    # ... and a ship said to be no outlaw flies on
    Saying("draw-nav", "my ship isn't an outlaw and an alert pulled the Alliance Cruiser to me; can I keep drawing nav cards?",
           position="sector: Sector 1\ncruiser: Sector 1\n"
                    "player: {me}, at Sector 1, full burn, cruiser pulled" + _NOT_OUTLAW + "\nask: {me} draw nav" + _NAV),
    Saying("draw-nav", "mi nave no está fuera de la ley y una alerta atrajo al Crucero de la Alianza; ¿puedo seguir robando "
           "cartas de navegación?", "es",
           position="sector: Sector 1\ncruiser: Sector 1\n"
                    "player: {me}, at Sector 1, full burn, cruiser pulled" + _NOT_OUTLAW + "\nask: {me} draw nav" + _NAV),
    # BS-NAV-DECK: Nav cards only at full burn, from the deck of the region you are in
    Saying("draw-nav-deck", "while flying in the Rim, can I draw from the Border nav deck instead?",
           position="sector: Sector 1, rim | said: rim, the rim, borde exterior, red border\n"
                    "player: {me}, at Sector 1, full burn | said: flying, fly, flies, full burn, full burning, "
                    "burning, volando, vuelo, todo trapo\n"
                    "ask: {me} draw nav from border deck | said: border deck, border nav, border, fronterizo, "
                    "espacio fronterizo"),
    Saying("draw-nav", "do I draw a nav card when I mosey?",
           position="sector: Sector 1\n"
                    "player: {me}, at Sector 1, mosey | said: mosey, moseying, moseys, moseyed, deambular, deambulo, "
                    "deambulando\nask: {me} draw nav" + _NAV),
    Saying("draw-nav", "¿se roba carta de navegación al deambular?", "es",
           position="sector: Sector 1\n"
                    "player: {me}, at Sector 1, mosey | said: mosey, moseying, deambular, deambulo, deambulando\n"
                    "ask: {me} draw nav" + _NAV),
    # BS-SHUFFLE-DISCARD: a Shuffle card discarded unresolved stays out of the reshuffle
    Saying("shuffle-back", "a Shuffle card got discarded without being resolved; do we shuffle it back into the deck?",
           position="~player: {me} | you, the player asking\nask: {me} discard shuffle card from nav deck, shuffle with it | said: back, with it, "
                    "de vuelta, con ella, incluida, too, también"),
    # BS-CHALLENGE-HAND: at most three challenge cards in hand
    Saying("take-challenge", "I already hold three Big Damn Challenges; can I take another one from Mr. Universe?",
           position="~player: {me} | you, the player asking\n"
                    "challenge: {me}, Challenge 1, legal" + _HOLD_THREE + "\nchallenge: {me}, Challenge 2, legal" + _HOLD_THREE +
                    "\nchallenge: {me}, Challenge 3, legal" + _HOLD_THREE + "\nask: {me} take legal challenge" + _TAKE),
    Saying("take-challenge", "ya tengo tres desafíos en la mano, ¿puedo coger otro del Sr. Universo?", "es",
           position="~player: {me} | tú, el jugador que pregunta\n"
                    "challenge: {me}, Challenge 1, legal" + _HOLD_THREE + "\nchallenge: {me}, Challenge 2, legal" + _HOLD_THREE +
                    "\nchallenge: {me}, Challenge 3, legal" + _HOLD_THREE + "\nask: {me} take legal challenge" + _TAKE),
    # BS-CHALLENGE-MATCH: a legal challenge on a legal job, an illegal one on an illegal job
    Saying("attach", "can I attach an illegal challenge to a legal job?",
           position="~player: {me} | you, the player asking\njob: {me}, Job 1, legal | said: legal job, legal\n"
                    "challenge: {me}, Challenge 1, illegal | said: illegal challenge, illegal, ilegal\n"
                    "ask: {me} attach challenge Challenge 1 to Job 1" + _ATTACH),
    Saying("attach", "a un trabajo legal, ¿puedo adjuntarle un desafío ilegal?", "es",
           position="~player: {me} | tú, el jugador que pregunta\njob: {me}, Job 1, legal | said: trabajo legal, legal job, legal\n"
                    "challenge: {me}, Challenge 1, illegal | said: desafío ilegal, desafio ilegal, ilegal, illegal\n"
                    "ask: {me} attach challenge Challenge 1 to Job 1" + _ATTACH),
    # ... one side's marking not said: it depends on it
    Saying("attach", "can my Big Damn Challenge go on the illegal job I'm about to start?",
           position=_ASKER + _ILLEGAL_JOB + "\n" + _UNMARKED_CHALLENGE + _A_CHALLENGE +
                    "\nask: {me} attach challenge Challenge 1 to Job 1" + _SLAP),
    Saying("attach", "I hold an illegal challenge and a job I haven't started yet; can I slide the challenge under it?",
           position=_ASKER + _UNMARKED_JOB + "\n" + _ILLEGAL_CHALLENGE + "\nask: {me} attach challenge Challenge 1 to Job 1"
                    + _SLAP),
    Saying("attach", "got a challenge from Mr. Universe and a job in hand I haven't started; can I slap the challenge on it "
           "first?", position=_ASKER + _UNMARKED_JOB + "\n" + _UNMARKED_CHALLENGE + _A_CHALLENGE +
                              "\nask: {me} attach challenge Challenge 1 to Job 1" + _SLAP),
    Saying("attach", "tengo un reto del Sr. Universo y un trabajo sin empezar en la mano: ¿puedo ponerle el reto debajo?", "es",
           position=_ASKER_ES + _UNMARKED_JOB + "\n" + _UNMARKED_CHALLENGE + _A_CHALLENGE +
                    "\nask: {me} attach challenge Challenge 1 to Job 1" + _SLAP),
    # BS-CHALLENGE-ATTACH: a challenge from the hand, under one job
    Saying("attach", "my challenge is already under one job; can I move it under a different job?",
           position="~player: {me} | you, the player asking\njob: {me}, Job 1 | said: job, jobs, trabajo, trabajos\n"
                    "challenge: {me}, Challenge 1, on Job 1" + _ATTACHED + "\njob: {me}, Job 2 | said: job, jobs, trabajo, "
                    "trabajos\nask: {me} attach challenge Challenge 1 to Job 2"),
    Saying("attach", "mi desafío ya está debajo de un trabajo, ¿puedo pasarlo a otro trabajo?", "es",
           position="~player: {me} | tú, el jugador que pregunta\njob: {me}, Job 1 | said: job, jobs, trabajo, trabajos\n"
                    "challenge: {me}, Challenge 1, on Job 1" + _ATTACHED + "\njob: {me}, Job 2 | said: job, jobs, trabajo, "
                    "trabajos\nask: {me} attach challenge Challenge 1 to Job 2"),
    # BS-ACTIVE-LIMIT / BS-CHALLENGE-NOT-COUNTED: three active jobs, challenges or not
    Saying("start", "each of my three active jobs has a challenge attached; can I start a fourth job?",
           position="~player: {me} | you, the player asking\njob: {me}, Job 1, active" + _THREE + "\njob: {me}, Job 2, active" + _THREE +
                    "\njob: {me}, Job 3, active" + _THREE + "\nchallenge: {me}, Challenge 1, on Job 1\n"
                    "challenge: {me}, Challenge 2, on Job 2\nchallenge: {me}, Challenge 3, on Job 3\n"
                    "job: {me}, Job 4 | said: job, jobs, trabajo, trabajos\nask: {me} start job Job 4" + _FOURTH),
    Saying("start", "tengo tres trabajos activos con desafíos adjuntos, ¿puedo empezar un cuarto trabajo?", "es",
           position="~player: {me} | tú, el jugador que pregunta\njob: {me}, Job 1, active" + _THREE + "\njob: {me}, Job 2, active" + _THREE +
                    "\njob: {me}, Job 3, active" + _THREE + "\nchallenge: {me}, Challenge 1, on Job 1\n"
                    "challenge: {me}, Challenge 2, on Job 2\nchallenge: {me}, Challenge 3, on Job 3\n"
                    "job: {me}, Job 4 | said: job, jobs, trabajo, trabajos\nask: {me} start job Job 4" + _FOURTH),
    # BS-ALL-OR-NOTHING: the job's requirements and every challenge's, or nothing
    Saying("complete", "I met the job's requirements but failed the challenge; can I still complete the job?",
           position="~player: {me} | you, the player asking\njob: {me}, Job 1, active, met | said: job, trabajo\n"
                    "challenge: {me}, Challenge 1, on Job 1" + _UNMET + "\nask: {me} complete Job 1" + _COMPLETE),
    Saying("complete", "cumplí los requisitos del trabajo pero fallé el desafío, ¿puedo completarlo igualmente?", "es",
           position="~player: {me} | tú, el jugador que pregunta\njob: {me}, Job 1, active, met | said: job, trabajo\n"
                    "challenge: {me}, Challenge 1, on Job 1" + _UNMET + "\nask: {me} complete Job 1" + _COMPLETE),
    # BS-HARROW-BUY: cargo only, at $300 each, once Lord Harrow trusts you
    Saying("buy", "can I buy cargo from Lord Harrow if I don't have his trust yet?",
           position="player: {me} | said: before he trusts, doesn't trust, does not trust, don't have his trust, "
                    "do not have his trust, without his trust, without trust, no trust, not trusted, untrusted, "
                    "sin confianza, sin su confianza, sin tener su confianza, no confía, no confia, "
                    "no tengo su confianza\nask: {me} buy 2 cargo from lord harrow"),
    Saying("buy", "¿puedo comprar cargamento a Lord Harrow sin tener su confianza?", "es",
           position="player: {me} | said: before he trusts, doesn't trust, without trust, no trust, sin confianza, "
                    "sin su confianza, sin tener su confianza, no confía, no confia, no tengo su confianza\n"
                    "ask: {me} buy 2 cargo from lord harrow"),
    Saying("buy", "Lord Harrow trusts me; can I buy fuel or parts from him too?",
           position="player: {me}, trust lord harrow | said: trust, trusts, trusted, confianza, confía, confia\n"
                    "ask: {me} buy 2 fuel from lord harrow | said: fuel, parts, contraband, combustible, repuestos, "
                    "contrabando"),
    # BS-HAVEN-UNIQUE: no haven where another player's haven is
    Saying("haven", "can I put my haven in the same sector as another player's haven?",
           position=_HAVEN_SETUP + "player: Other, haven Sector 1" + _SAME_HAVEN + "\n"
                    "~player: {me} | you, the player asking\nask: {me} place haven in Sector 1"),
    Saying("haven", "¿puedo poner mi refugio en el mismo sector que el refugio de otro jugador?", "es",
           position=_HAVEN_SETUP + "player: Other, haven Sector 1" + _SAME_HAVEN + "\n"
                    "~player: {me} | tú, el jugador que pregunta\nask: {me} place haven in Sector 1"),
    Saying("haven", "pongo mi ficha de paraíso en el mismo sector que el paraíso de Marta, ¿se puede?", "es",
           position=_HAVEN_SETUP + "player: Other, haven Sector 1" + _SAME_HAVEN + "\n"
                    "~player: {me} | tú, el jugador que pregunta\nask: {me} place haven in Sector 1"),
    Saying("haven", "another player's haven token is already on that planet; can I put my haven there too?",
           position=_HAVEN_SETUP + "player: Other, haven Sector 1" + _HAVEN_THERE + "\n"
                    "~player: {me} | you, the player asking\nask: {me} place haven in Sector 1"),
    Saying("haven", "el paraíso de otro jugador ya está en ese planeta, ¿puedo poner el mío también?", "es",
           position=_HAVEN_SETUP + "player: Other, haven Sector 1" + _HAVEN_THERE + "\n"
                    "~player: {me} | tú, el jugador que pregunta\nask: {me} place haven in Sector 1"),
    # BS-HAVEN-SETUP: havens placed during setup, one each
    Saying("haven", "can I have a second haven?",
           position=_HAVEN_SETUP + "sector: Sector 2, planet | said: haven, havens, refugio, refugios\n"
                    "player: {me}, haven Sector 2" + _SECOND_HAVEN + "\nask: {me} place haven in Sector 1"),
    Saying("haven", "¿puedo tener dos refugios?", "es",
           position=_HAVEN_SETUP + "sector: Sector 2, planet | said: haven, havens, refugio, refugios\n"
                    "player: {me}, haven Sector 2" + _SECOND_HAVEN + "\nask: {me} place haven in Sector 1"),
    # BS-UROBOROS: a Uroboros pickup starts in any of the Belt's 4 sectors
    Saying("start", "can I start a Uroboros Belt job from any of the four asteroid sectors?",
           position="sector: Sector 1, uroboros" + _ANY_BELT + "\nplayer: {me}, at Sector 1\n"
                    "job: {me}, Job 1, pickup uroboros | said: uroboros, belt, cinturón, cinturon\nask: {me} start job Job 1" + _START),
    Saying("start", "¿puedo empezar un trabajo del Cinturón de Uroboros en cualquiera de sus sectores de asteroides?",
           "es", position="sector: Sector 1, uroboros" + _ANY_BELT + "\n"
                          "player: {me}, at Sector 1\n"
                          "job: {me}, Job 1, pickup uroboros | said: uroboros, belt, cinturón, cinturon\n"
                          "ask: {me} start job Job 1" + _START),
    # BS-ADJACENT: one sector at a time, into an adjacent one
    Saying("mosey", "can I mosey two sectors away in one move?",
           position="sector: Sector 1\nsector: Sector 2\nsector: Sector 3" + _TWO_MOVE + "\n"
                    "~adjacent: Sector 1 - Sector 2, Sector 2 - Sector 3 | one sector lies between\n"
                    "player: {me}, at Sector 1\nask: {me} mosey to Sector 3 | said: mosey, moseying, deambular, deambulo"),
    Saying("mosey", "¿puedo deambular dos sectores de una vez?", "es",
           position="sector: Sector 1\nsector: Sector 2\nsector: Sector 3" + _TWO_MOVE + "\n"
                    "~adjacent: Sector 1 - Sector 2, Sector 2 - Sector 3 | hay un sector en medio\n"
                    "player: {me}, at Sector 1\nask: {me} mosey to Sector 3 | said: mosey, moseying, deambular, deambulo"),
    # BS-HARROW-BONUS: $500 more for a smuggling or shipping job for Lord Harrow while he trusts you
    Saying("complete", "Lord Harrow trusts me; when I complete a smuggling job for him, do I get the extra $500?",
           position="player: {me}, trust lord harrow" + _HARROW_TRUSTS + "\n"
                    "job: {me}, Job 1, smuggling, contact lord harrow, active, met" + _HARROW_JOB + "\n"
                    "ask: {me} complete Job 1" + _COMPLETE),
    Saying("complete", "I have Harrow's trust: does finishing his shipping job pay me a bonus on top?",
           position="player: {me}, trust lord harrow" + _HARROW_TRUSTS + "\n"
                    "job: {me}, Job 1, shipping, contact lord harrow, active, met" + _HARROW_JOB + "\n"
                    "ask: {me} complete Job 1" + _COMPLETE),
    Saying("complete", "tengo la confianza de Lord Harrow: si completo su trabajo de contrabando, ¿cobro $500 más?", "es",
           position="player: {me}, trust lord harrow" + _HARROW_TRUSTS + "\n"
                    "job: {me}, Job 1, smuggling, contact lord harrow, active, met" + _HARROW_JOB + "\n"
                    "ask: {me} complete Job 1" + _COMPLETE),
    # BS-GOODS: a captain hands over only the goods the ship carries
    Saying("give-goods", "we're in the same sector; can I hand him parts I don't have on my ship?",
           position="sector: Sector 1\nplayer: {me}, at Sector 1" + _NONE_HELD + "\n" + _OTHER_HERE +
                    "ask: {me} give 1 parts to Other"),
    Saying("give-goods", "can I give fuel to another captain in my sector when my ship has none?",
           position="sector: Sector 1\nplayer: {me}, at Sector 1" + _NONE_HELD + "\n" + _OTHER_HERE +
                    "ask: {me} give 1 fuel to Other"),
    Saying("give-goods", "estamos en el mismo sector: ¿puedo darle repuestos que no llevo en mi nave?", "es",
           position="sector: Sector 1\nplayer: {me}, at Sector 1" + _NONE_HELD + "\n"
                    "~player: Other, at Sector 1 | el otro capitán está en tu sector\n"
                    "ask: {me} give 1 parts to Other"),
    Saying("give-goods", "we're in the same sector; can I give another player cargo that my ship doesn't carry?",
           position="sector: Sector 1\nplayer: {me}, at Sector 1" + _NONE_HELD + "\n" + _OTHER_HERE +
                    "ask: {me} give 1 cargo to Other"),
    Saying("give-goods", "estamos en el mismo sector, ¿puedo darle combustible a otro jugador si no llevo ninguno?", "es",
           position="sector: Sector 1\nplayer: {me}, at Sector 1" + _NONE_HELD + "\n"
                    "~player: Other, at Sector 1 | el otro capitán está en tu sector\n"
                    "ask: {me} give 1 fuel to Other"),
    # BS-HAVENS-STORY: no haven tokens unless the Story card uses havens
    Saying("haven", "the Story card in play has no havens; can I still choose one during setup?",
           position=_SETUP + "havens: no" + _NO_HAVENS + "\n" + _ANY_PLANET + "player: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    Saying("haven", "la carta de historia no usa refugios, ¿puedo colocar mi refugio igualmente?", "es",
           position=_SETUP + "havens: no" + _NO_HAVENS + "\n" + _ANY_PLANET + "player: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    Saying("haven", "the Story card doesn't call for havens; may I place one anyway?",
           position=_SETUP + "havens: no" + _NO_HAVENS + "\n" + _ANY_PLANET + "player: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    # BS-WARRANT: a Warrant discards the job worked with its challenge
    Saying("warrant", "a Warrant hits the job I'm working and it has a challenge under it: does the challenge go to the discard pile too?",
           position="player: {me}\n" + _WORKED + "challenge: {me}, Challenge 1, on Job 1" + _CHALLENGED + "\n"
                    "ask: {me} warrant on Job 1"),
    Saying("warrant", "una Orden Judicial cae sobre el trabajo que estoy haciendo y tiene un desafío debajo: ¿se descarta también el desafío?",
           "es", position="player: {me}\n" + _WORKED + "challenge: {me}, Challenge 1, on Job 1" + _CHALLENGED + "\n"
                          "ask: {me} warrant on Job 1"),
    Saying("warrant", "a Warrant on my challenge job cost me Mr. Universe's trust and my hand is five cards: do I discard down to three?",
           position="player: {me}, trust mr universe" + _UNIVERSE_TRUST + "\n" + _WORKED +
                    "challenge: {me}, Challenge 1, on Job 1" + _CHALLENGED + "\n" + _FIVE_HAND +
                    "ask: {me} warrant on Job 1 discarding Job 2, Job 3" + _DOWN_TO_THREE),
    # BS-WARRANT-DISCARD: losing Mr. Universe's trust, discard down to three at once
    Saying("warrant", "I had Mr. Universe's trust and a hand of five cards when a Warrant took my challenge job; can I keep the five?",
           position="player: {me}, trust mr universe" + _UNIVERSE_TRUST + "\n" + _WORKED +
                    "challenge: {me}, Challenge 1, on Job 1" + _CHALLENGED + "\n" + _FIVE_HAND +
                    "ask: {me} warrant on Job 1" + _KEEP_ALL),
    Saying("warrant", "tenía la confianza del Sr. Universo y una mano de cinco cartas cuando una Orden Judicial se llevó mi "
           "trabajo con desafío; ¿puedo quedarme con las cinco?", "es",
           position="player: {me}, trust mr universe" + _UNIVERSE_TRUST + "\n" + _WORKED +
                    "challenge: {me}, Challenge 1, on Job 1" + _CHALLENGED + "\n" + _FIVE_HAND +
                    "ask: {me} warrant on Job 1" + _KEEP_ALL),
    # BS-GOODS-CHOICE: a card that loads goods lets you choose the kind (cargo, contraband, fuel, parts)
    Saying("load", "a card lets me load two goods; can I choose to load fuel instead of cargo?",
           position=_ASKER + "ask: {me} load 2 fuel" + _FUEL),
    Saying("load", "when a card tells me to load goods, can I take contraband?",
           position=_ASKER + "ask: {me} load 1 contraband" + _CONTRABAND),
    Saying("load", "una carta me deja cargar bienes: ¿puedo elegir cargar repuestos?", "es",
           position=_ASKER_ES + "ask: {me} load 2 parts" + _PARTS),
    Saying("load", "is it my choice to load parts when a card gives me goods?",
           position=_ASKER + "ask: {me} load 2 parts" + _PARTS),
    # BS-GOODS-CHOICE: crew, gear and ship upgrades are not goods
    Saying("load", "a card lets me load goods; can I take a crew member instead?",
           position=_ASKER + "ask: {me} load 1 crew" + _CREW),
    Saying("load", "una carta me deja cargar bienes, ¿puedo cargar un tripulante en su lugar?", "es",
           position=_ASKER_ES + "ask: {me} load 1 crew" + _CREW),
    Saying("load", "can I use a card's load goods to pick up gear?",
           position=_ASKER + "ask: {me} load 1 gear" + _GEAR),
    Saying("load", "the card says load goods; can I load a ship upgrade with it?",
           position=_ASKER + "ask: {me} load 1 ship upgrade" + _UPGRADE),
    # BS-CHALLENGE-REWARD: a challenge's reward is added to the job's pay once the job and the challenge are met
    Saying("payout", "I finished the job and beat the challenge attached to it; is the challenge's reward added on top of the job's pay?",
           position=_ASKER + _REWARD_LINES),
    Saying("payout", "my mate says the challenge reward isn't added to my pay, but I completed the job and met the challenge, so it's added, right?",
           position=_ASKER + _REWARD_LINES),
    Saying("payout", "job done + beat the bdc, do i get the bdc reward on top??",
           position=_ASKER + _REWARD_LINES),
    Saying("payout", "terminé el trabajo y superé el desafío adjunto: ¿me llevo también la recompensa del desafío?", "es",
           position=_ASKER_ES + _REWARD_LINES),
    Saying("payout", "mi colega dice que la recompensa del reto no se suma, pero completé el trabajo y cumplí el reto, ¿la cobro?", "es",
           position=_ASKER_ES + _REWARD_LINES),
    # BS-SCANNER-REPEAT: the Long-Range Scanner several times in one fly action (the fly action goes on)
    Saying("scan", "scanner twice in one fly action, is that ok?", position=_SCANNER_LINES),
    Saying("scan", "Sally has the Long-Range Scanner; mid full burn she checks the alert tokens in one sector next "
           "to her, then in another one, and keeps flying. Is that allowed?", position=_SCANNER_LINES),
    Saying("scan", "got the long range scanner, can i check the sectors next to me like 3 times in one fly action "
           "or is it one and done", position=_SCANNER_LINES),
    Saying("scan", "¿escáner dos veces en el mismo vuelo?", "es", position=_SCANNER_LINES),
    Saying("scan", "Lucas lleva el Escáner de largo alcance: a mitad de su vuelo revisa las alertas de un sector vecino "
           "y luego las de otro, sin dejar de volar. ¿Puede hacerlo?", "es", position=_SCANNER_LINES),
    Saying("scan", "oye con el escaner de largo alcance puedo mirar los sectores de al lado 3 veces en un mismo vuelo "
           "o solo una vez??", "es", position=_SCANNER_LINES),
    # BS-HARROW-ANY-AMOUNT: as much cargo as you like in one deal with Lord Harrow, once he trusts you
    Saying("buy", "Lord Harrow trusts me; can I buy 4 cargo from him in one deal?", position=_harrow_buys(4)),
    Saying("buy", "Mal has earned Lord Harrow's trust and, in a single deal action with him, buys 5 cargo at once. "
           "Zoe says there's a cap on how much he can buy. Who's right?", position=_harrow_buys(5)),
    Saying("buy", "harrow trusts me now so im loading up, buying like 6 cargo off him in one go, thats fine right??",
           position=_harrow_buys(6)),
    Saying("buy", "Lord Harrow ya confía en mí: ¿le puedo comprar 4 cargamentos de golpe en una sola acción?", "es",
           position=_harrow_buys(4)),
    Saying("buy", "Inés tiene la confianza de Lord Harrow y en una sola acción de tratar con él le compra 5 cargas. "
           "Pablo dice que solo puede comprar una. ¿Quién tiene razón?", "es", position=_harrow_buys(5)),
    Saying("buy", "harrow ya me tiene de confianza, le compro 3 de carga de una vez y ya no?", "es",
           position=_harrow_buys(3)),
    # BS-ALERT-CLEAR: a roll over the markers brings nobody and takes every token off the sector
    Saying("alert-roll", "I rolled a 5 against two Reaver alert tokens; do all the tokens come off the sector?",
           position=_cleared(2, 5)),
    Saying("alert-roll", "Bo flies into a sector with two Reaver alert tokens and rolls a 3. Nobody shows up, so he "
           "removes both tokens and keeps going. Is that right?", position=_cleared(2, 3)),
    Saying("alert-roll", "rolled a 4 w 3 reaver tokens there so i just clear em all right?", position=_cleared(3, 4)),
    Saying("alert-roll", "saco un 5 con tres fichas de Alerta Reaver en el sector: ¿se quitan todas las fichas?", "es",
           position=_cleared(3, 5)),
    Saying("alert-roll", "Juan entra en un sector con dos marcadores de Alerta Reaver y saca un 4: no viene nadie y "
           "quita los dos marcadores. Ana dice que se quedan. ¿Tiene razón Juan?", "es", position=_cleared(2, 4)),
    Saying("alert-roll", "tiro un 6 con una ficha de alerta, la quito y sigo no?", "es", position=_cleared(1, 6)),
    # BS-ALERT-ROLL: markers uncounted and a low roll, told as a story: it depends on how many there are
    Saying("alert-ship", "entro volando a un sector que tiene fichas de alerta y saco un 2: ¿me caen los Reavers o "
           "se quitan las fichas?", "es",
           position="sector: Sector 1, ? reaver alerts" + _SOME_ALERTS + "\nplayer: {me}, at Sector 1\n"
                    "ask: {me} alert brings ship roll 2" + _ship_comes(2)),
    Saying("alert-ship", "I flew into a sector holding some alert tokens and rolled a 2: do the Reavers come for me, "
           "or do the tokens just clear?",
           position="sector: Sector 1, ? reaver alerts" + _SOME_ALERTS + "\nplayer: {me}, at Sector 1\n"
                    "ask: {me} alert brings ship roll 2" + _ship_comes(2)),
    # BS-REAVER-TRAIL / BS-TRAIL-REAVER-SPACE: a Reaver ship leaves an alert token in the sector it leaves
    Saying("move-reaver", "when a Reaver ship moves out of a sector, does it leave a Reaver alert token behind?",
           position=_LEAVES),
    Saying("move-reaver", "a Reaver ship leaves Reaver Space for the first time: do we drop an alert token there even "
           "though the sector has the printed alert?", position=_LEAVES_REAVER_SPACE),
    Saying("move-reaver", "Kaylee moves the reaver out of reaver space and puts a token in the sector it left, on top "
           "of the printed one, fine?", position=_LEAVES_REAVER_SPACE),
    Saying("move-reaver", "la nave Reaver sale del Espacio Reaver por primera vez: ¿dejamos una ficha de alerta además "
           "de la impresa?", "es", position=_LEAVES_REAVER_SPACE),
    Saying("move-reaver", "al mover la nave Reaver, ¿deja una ficha de alerta en el sector que abandona?", "es",
           position=_LEAVES),
    Saying("move-reaver", "can one sector end up with two Reaver alert tokens, another token where one already lies?",
           position=_AGAIN),
    Saying("move-reaver", "si la nave Reaver vuelve a salir de un sector que ya tiene una ficha, ¿se pone otra ficha de "
           "alerta?", "es", position=_AGAIN),
    # BS-REAVER-NO-STACK, said of the Reaver ships by the table's names for them ("cutter")
    Saying("move-reaver", "a Reaver cutter already sits in the sector next to Wash; can I move a second Reaver into "
           "that same sector to box him in?", position=_STACK_MOVE),
    Saying("move-reaver", "can reavers stack, two reaver ships in the same sector?", position=_STACK_MOVE),
    Saying("move-reaver", "ya hay una nave Reaver en ese sector, ¿puedo mover otra Reaver a ese mismo sector?", "es",
           position=_STACK_MOVE),
    # BS-CHALLENGE-NOT-COUNTED: attached challenges do not count toward the active job limit
    Saying("active-jobs", "I have three active jobs and each has a Big Damn Challenge attached; my friend says the "
           "challenges put me over the limit. Is it legal?",
           position=_ASKER + _THREE_WITH + "ask: {me} active jobs 3" + _OVER),
    Saying("active-jobs", "tengo 3 trabajos activos y cada uno lleva un desafío adjunto, ¿me paso del límite?", "es",
           position=_ASKER_ES + _THREE_WITH + "ask: {me} active jobs 3" + _OVER),
    Saying("active-jobs", "3 active jobs w a bdc on one of them, buddy says thats 4 now, is it?",
           position=_ASKER + "job: {me}, Job 1, active" + _THREE + "\nchallenge: {me}, Challenge 1, on Job 1" +
                    _A_CHALLENGE + "\njob: {me}, Job 2, active" + _THREE + "\njob: {me}, Job 3, active" + _THREE +
                    "\nask: {me} active jobs 3" + _OVER),
    Saying("start-with", "Zoe has two active jobs and starts a third with a Big Damn Challenge tucked under it; Jayne "
           "says the challenge counts as a fourth job. Can she?",
           position=_ASKER + "job: {me}, Job 1, active" + _TWO_ACTIVE + "\njob: {me}, Job 2, active" + _TWO_ACTIVE +
                    "\njob: {me}, Job 3" + _SECOND_THIRD + "\nchallenge: {me}, Challenge 1" + _A_CHALLENGE +
                    "\nask: {me} start job Job 3 with challenge Challenge 1" + _START_UNDER),
    Saying("start-with", "tengo dos trabajos activos y empiezo un tercero con un desafío debajo, ¿cuenta el desafío como "
           "un cuarto trabajo?", "es",
           position=_ASKER_ES + "job: {me}, Job 1, active" + _TWO_ACTIVE + "\njob: {me}, Job 2, active" + _TWO_ACTIVE +
                    "\njob: {me}, Job 3" + _SECOND_THIRD + "\nchallenge: {me}, Challenge 1" + _A_CHALLENGE +
                    "\nask: {me} start job Job 3 with challenge Challenge 1" + _START_UNDER),
    # BS-UROBOROS-NOT-PLANETARY: a Uroboros sector counts as planetary only with a named planet
    Saying("planetary", "does a Uroboros belt sector count as a planetary sector?", position=_BELT_UNKNOWN),
    Saying("planetary", "my Story card needs me in a planetary sector and my ship is parked in one of the Uroboros "
           "asteroid sectors. Does it count?", position=_BELT_UNKNOWN),
    Saying("planetary", "uroboros sector = planetary sector or nah", position=_BELT_UNKNOWN),
    Saying("planetary", "¿un sector del cinturón de Uroboros cuenta como sector planetario?", "es",
           position=_BELT_UNKNOWN),
    Saying("planetary", "la carta de historia pide un sector planetario y estoy en uno de los sectores de asteroides "
           "de Uroboros, ¿me vale?", "es", position=_BELT_UNKNOWN),
    Saying("planetary", "does a Uroboros sector with no planet in it, just asteroids, count as planetary?",
           position=_BELT_BARE),
    Saying("planetary", "¿un sector de Uroboros sin planeta, solo asteroides, cuenta como planetario?", "es",
           position=_BELT_BARE),
    Saying("planetary", "this Uroboros sector has a named planet in it: is it a planetary sector?",
           position=_BELT_NAMED),
    # BS-HAVEN-PLANET with BS-UROBOROS-NOT-PLANETARY: a haven in a Uroboros sector only with a named planet there
    Saying("haven", "the story uses havens; can I put my haven token in one of the Uroboros belt sectors?",
           position=_HAVEN_ON + "sector: Sector 1, uroboros, planet ?" + _BELT + "\nplayer: {me}\n"
                    "ask: {me} place haven in Sector 1"),
    Saying("haven", "la historia usa refugios: ¿puedo poner mi ficha de refugio en un sector del cinturón de Uroboros?",
           "es", position=_HAVEN_ON_ES + "sector: Sector 1, uroboros, planet ?" + _BELT + "\nplayer: {me}\n"
                          "ask: {me} place haven in Sector 1"),
    # BS-HARROW-BUY: cargo at $300 only once Lord Harrow trusts you (not said: it depends on it)
    Saying("buy", "can I buy cargo from Lord Harrow at $300?", position=_harrow_unsaid(1, 300)),
    Saying("buy", "¿le puedo comprar carga a Lord Harrow a 300 créditos?", "es", position=_harrow_unsaid(1, 300)),
    # BS-OUTLAW-CRUISER: the alert roll brought the Cruiser in mid full burn; outlaw or not is not said
    Saying("draw-nav", "Kim full burns into a sector with one Alliance alert token, rolls a 1 and the player on her "
           "right moves the Cruiser onto her. Kim wants to draw her next nav card and keep flying.",
           position=_cruiser_brought(1)),
    Saying("draw-nav", "Nora vuela a todo trapo hasta un sector con una ficha de Alerta de Alianza, saca un 1 y Pedro, "
           "a su derecha, le mueve el Crucero encima. Nora quiere robar otra carta de navegación.", "es",
           position=_cruiser_brought(1)),
    # ... the ship said to be an outlaw: the fly action is over; said to be none: it goes on
    Saying("draw-nav", "Kim flies an outlaw ship; on a full burn she rolls a 1 against the Alliance alert token in her "
           "sector and the player on her right moves the Cruiser onto her. Can she draw her next nav card?",
           position=_cruiser_brought(1, outlaw="outlaw", said=_OUTLAW_SAID)),
    Saying("draw-nav", "la nave de Nora es forajida: vuela a todo trapo, saca un 1 con la ficha de Alerta de Alianza y "
           "el de su derecha le trae el Crucero. ¿Puede robar otra carta de navegación?", "es",
           position=_cruiser_brought(1, outlaw="outlaw", said=_OUTLAW_SAID)),
    Saying("draw-nav", "my ship is not an outlaw; mid full burn I rolled a 1 on an Alliance alert token and the Cruiser "
           "got moved onto me. Can I still draw my next nav card?",
           position=_cruiser_brought(1, outlaw="", said=_NOT_OUTLAW)),
    # BS-REAVER-NO-STACK, told as a story of the move
    Saying("move-reaver", "Marta mueve una nave Reaver al sector donde ya está la otra nave Reaver, para que las dos "
           "cierren el paso.", "es", position=_STACK_MOVE),
    # BS-CHALLENGE-MATCH, the cards told by their contacts (a Harrow job, Mr. Universe's challenge)
    Saying("attach", "I tuck an illegal Mr. Universe challenge under my legal Lord Harrow shipping job; is that allowed?",
           position=_ASKER + "job: {me}, Job 1, legal, shipping, contact lord harrow | said: legal job, legal shipping, "
                    "legal smuggling, legal\nchallenge: {me}, Challenge 1, illegal, contact mr universe | said: illegal "
                    "challenge, illegal\nask: {me} attach challenge Challenge 1 to Job 1" + _UNDER),
    Saying("attach", "meto un desafío ilegal del Sr. Universo debajo de mi trabajo legal de envío de Lord Harrow, ¿vale?",
           "es", position=_ASKER_ES + "job: {me}, Job 1, legal, shipping, contact lord harrow | said: trabajo legal, "
                          "legal\nchallenge: {me}, Challenge 1, illegal, contact mr universe | said: desafío ilegal, "
                          "desafio ilegal, ilegal\nask: {me} attach challenge Challenge 1 to Job 1" + _UNDER),
    # BS-REAVER-SETUP: a Reaver ship in each of the three Reaver Space sectors at setup
    Saying("place-reaver", "at setup we put a Reaver ship in each of the three Reaver Space sectors around Miranda; "
           "is that right?", position=_REAVERS_EACH),
    Saying("place-reaver", "en la preparación ponemos una nave Reaver en cada uno de los tres sectores del Espacio "
           "Reaver, ¿es así?", "es", position=_REAVERS_EACH),
    # BS-HAND-LIMIT: a hand of five with Mr. Universe's trust, told as a story
    Saying("hold", "Jo completed a job with a Big Damn Challenge on it, so Mr. Universe trusts her now; she holds five "
           "cards and Kai says she must discard down to three.", position=_FIVE_TRUSTED),
    Saying("hold", "Eva completó un trabajo con un desafío y ahora tiene la confianza del Sr. Universo; tiene cinco "
           "cartas y Hugo dice que debe descartar hasta tres.", "es", position=_FIVE_TRUSTED),
    Saying("hold", "Mia finished a job with a Big Damn Challenge attached, so she has Mr. Universe's trust now; she "
           "holds five deal cards and Leo says the limit is three.", position=_FIVE_EARNED),
    Saying("hold", "Zoe lost Mr. Universe's trust to a Warrant on her challenge job; she still holds five cards. Is that ok?",
           position=_TRUST_LOST),
    Saying("hold", "Zoe perdió la confianza del Sr. Universo por una Orden Judicial y sigue con cinco cartas en la mano, "
           "¿vale?", "es", position=_TRUST_LOST),
    # ... trust said "solid with", the hand said as Deal cards (the base hand of three does not hold then)
    Saying("hold", "I'm solid with Mr. Universe now; can I keep five Deal cards in hand?", position=_FIVE_SOLID),
    Saying("hold", "Rin got solid with Mr. Universe last turn and holds 5 deal cards; Tom wants her to drop to three.",
           position=_FIVE_SOLID),
    Saying("hold", "solid w mr universe so hand of 5 is fine right, not 3?", position=_FIVE_SOLID),
    Saying("hold", "tengo la confianza del Sr. Universo: ¿me puedo quedar con cinco cartas de trato en la mano?", "es",
           position=_FIVE_SOLID),
    Saying("hold", "Lola es de confianza del Sr. Universo y guarda 5 cartas de trato; Dani dice que el máximo sigue "
           "siendo tres.", "es", position=_FIVE_SOLID),
    Saying("hold", "con la confianza del sr universo mano de 5 cartas o sigue siendo 3??", "es", position=_FIVE_SOLID),
    # BS-ALERT-ROLL told as the ship brought in by the player on the right, the markers not counted: it depends
    Saying("alert-ship", "rolled a 2 in a sector with some reaver alerts and the guy on my right is moving a reaver "
           "onto me, legit?", position=_brought_in(2)),
    Saying("alert-ship", "got some reaver alert tokens here, I roll a 5 and the player on my right already brings a "
           "reaver to me, fair?", position=_brought_in(5)),
    Saying("alert-ship", "saco un 5 en un sector con fichas de alerta reaver y el de mi derecha ya me trae una nave "
           "reaver, ¿vale?", "es", position=_brought_in(5)),
    Saying("scan", "Vic has the long-range scanner and checks the sector next door mid full burn; Dee says that stops "
           "his flying. Can he keep flying?", position=_SCAN_THEN_FLY),
    Saying("alert-ship", "Nico vuela a un sector con fichas de Alerta Reaver y saca un 2; Eva, a su derecha, coge una "
           "nave Reaver y la pone en su sector.", "es", position=_brought_in(2)),
    Saying("alert-ship", "saqué un 4 en la alerta y el de mi derecha ya me mueve una nave Reaver a mi sector, ¿puede?",
           "es", position=_brought_in(4)),
    Saying("alert-ship", "entro en un sector con alertas reaver, saco un 3 y el de la derecha me planta la nave reaver "
           "encima, vale??", "es", position=_brought_in(3)),
    # BS-REAVER-CUTTER: the Reaver Cutter drawn where a Reaver ship already is: no other ship comes
    Saying("draw-nav", "an alert already pulled a Reaver onto me and now I draw the Reaver Cutter nav card; do I just "
           "deal with the ship that's already here?", position=_CUTTER_DRAWN),
    Saying("draw-nav", "Una alerta ya me trajo una nave Reaver al sector y luego robo la carta Crucero Reaver: ¿me "
           "enfrento solo a la que ya está?", "es", position=_CUTTER_DRAWN),
    Saying("draw-nav", "crucero reaver robado con la reaver ya en mi sector, no viene otra no?", "es",
           position=_CUTTER_DRAWN),
    Saying("draw-nav", "Ivy drew Reaver Cutter right after an alert brought a Reaver ship into her sector; Cal now "
           "brings a second Reaver ship in too. Allowed?", position=_CUTTER_SECOND),
    Saying("draw-nav", "reaver cutter drawn w a reaver already on me, can another reaver still get moved in??",
           position=_CUTTER_SECOND),
    Saying("draw-nav", "A Leo la alerta ya le trajo una nave Reaver y roba el Crucero Reaver; Mía quiere meterle una "
           "segunda nave Reaver en el mismo sector.", "es", position=_CUTTER_SECOND),
    # BS-SCANNER-NO-INTERRUPT: the scanner mid fly action does not end it
    Saying("scan", "if I use my long-range scanner on the sector next door mid full burn, can I keep flying afterwards?",
           position=_SCAN_THEN_FLY),
    Saying("scan", "scanner on adjacent sector then keep burning, or does it stop my move?", position=_SCAN_THEN_FLY),
    Saying("scan", "¿si uso el escáner de largo alcance en el sector de al lado puedo seguir volando después?", "es",
           position=_SCAN_THEN_FLY),
    Saying("scan", "Ana usa el escáner en un sector vecino a mitad del vuelo y Tito dice que se le acaba la acción de "
           "volar; ¿puede continuar?", "es", position=_SCAN_THEN_FLY),
    Saying("scan", "escaneo el sector de al lado y sigo volando sin parar, o se me corta?", "es", position=_SCAN_THEN_FLY),
    # BS-ALL-OR-NOTHING-EXAMPLE: a challenged job with one failed requirement pays nothing at all
    Saying("complete", "my job with a challenge attached needed three Misbehaves; I passed two and failed the third. "
           "Do I still get paid something for the two?",
           position=_ASKER + "job: {me}, Job 1, active" + _UNMET + "\nchallenge: {me}, Challenge 1, on Job 1" +
                    _CHALLENGED + "\nask: {me} complete Job 1" + _COMPLETE),
    Saying("complete", "tenía un trabajo con un desafío adjunto y había que portarse mal tres veces; pasé dos y fallé la "
           "tercera, ¿cobro algo por las dos?", "es",
           position=_ASKER_ES + "job: {me}, Job 1, active" + _UNMET + "\nchallenge: {me}, Challenge 1, on Job 1" +
                    _CHALLENGED + "\nask: {me} complete Job 1" + _COMPLETE),
    # BS-CHALLENGE-NOT-COUNTED: several jobs started at once, a challenge under each, all of them active
    Saying("start-with", "I'm starting three new jobs and tucking a Big Damn Challenge under each one; I keep all three "
           "active. The challenges don't count toward the limit, right?", position=_ASKER + _NEW_THREE),
    Saying("start-with", "voy a empezar tres trabajos nuevos y a cada uno le pongo un desafío debajo; me quedo con los tres "
           "activos, ¿los desafíos no cuentan para el límite?", "es", position=_ASKER_ES + _NEW_THREE),
    Saying("start-with", "Kaylee takes on three fresh jobs, each with a challenge from Mr. Universe attached, and runs all "
           "three at once. Wash says that makes six. Can she?", position=_ASKER + _NEW_THREE),
    Saying("start-with", "arranco 3 curros con un reto cada uno y los tengo los 3 activos, vale o me paso??", "es",
           position=_ASKER_ES + _NEW_THREE),
    # BS-ALERT-ROLL with the markers counted: a roll over them brings no Reaver ship, whoever sits on the right
    Saying("alert-ship", "Mal blasts into a sector with two Reaver alert markers and rolls a 3; Inara, sitting to his "
           "right, still drags a Reaver ship over to him. Fair?", position=_brought_counted(2, 3)),
    Saying("alert-ship", "entro en un sector con una ficha de Alerta Reaver, saco un 4 y el de mi derecha me trae una nave "
           "Reaver igualmente, ¿puede?", "es", position=_brought_counted(1, 4)),
    Saying("alert-ship", "rolled a 5 with 3 reaver tokens in my sector and my buddy still moves a reaver onto me, legit??",
           position=_brought_counted(3, 5)),
    Saying("alert-ship", "Nora entra volando en un sector con dos marcadores de Alerta Reaver y saca un 2; Leo, a su "
           "derecha, mueve una nave Reaver a su sector.", "es", position=_brought_counted(2, 2)),
    # BS-SCANNER-REPEAT / BS-SCANNER-NO-INTERRUPT, the scanner told by where it was bought
    Saying("scan", "Rosa bought the Long-Range Scanner at Meridian; mid full burn she scans one neighbouring sector, then "
           "a second one, and keeps going. Allowed?", position=_MERIDIAN + _SCANNER_LINES),
    Saying("scan", "compré el escáner de largo alcance en Meridian: ¿puedo revisar las alertas de dos sectores vecinos en "
           "el mismo vuelo?", "es", position=_MERIDIAN + _SCANNER_LINES),
    Saying("scan", "got the scanner upgrade from meridian, scanning 2 sectors next to me in one fly action is fine?",
           position=_MERIDIAN + _SCANNER_LINES),
    Saying("scan", "Teo se compró el escáner en Meridian; a mitad del vuelo escanea el sector de al lado y Bea dice que "
           "ahí se le acaba el vuelo. ¿Puede seguir volando?", "es", position=_MERIDIAN + _SCAN_THEN_FLY),
    # BS-NO-BURN-INTO-REAVER: fuel aboard changes nothing
    Saying("full-burn", "I have fuel to spare: can I full burn straight through the sector where the Reaver ship sits?",
           position=_REAVER_NEXT_FUEL + "ask: {me} full burn to Sector 2" + _BURN),
    Saying("full-burn", "tanks full of fuel, full burn into the reaver sector ok?",
           position=_REAVER_NEXT_FUEL + "ask: {me} full burn to Sector 2" + _BURN),
    Saying("full-burn", "Tengo combustible de sobra; ¿puedo volar a todo trapo a través del sector donde está la nave "
                        "Reaver?", "es", position=_REAVER_NEXT_FUEL + "ask: {me} full burn to Sector 2" + _BURN),
    # BS-MOSEY-REAVER / BS-NO-BURN-INTO-REAVER, the book's example: the Reavers are on the Space Bazaar
    Saying("mosey", "The Reavers sit on the Space Bazaar, where my goal is. Can I mosey in there anyway?",
           position=_REAVER_AT_BAZAAR + "ask: {me} mosey to Space Bazaar | said: mosey, moseying, deambular, deambulo"),
    Saying("mosey", "Sally necesita completar un objetivo en el Bazar Espacial, pero allí está la nave Reaver. "
                    "¿Puede entrar deambulando?", "es",
           position=_REAVER_AT_BAZAAR + "ask: {me} mosey to Space Bazaar | said: mosey, moseying, deambular, deambulo, "
                                        "deambulando"),
    Saying("mosey", "¿se puede deambular hasta el Bazar Espacial con una nave Reaver allí?", "es",
           position=_REAVER_AT_BAZAAR + "ask: {me} mosey to Space Bazaar | said: mosey, moseying, deambular, deambulo"),
    Saying("full-burn", "John wants to full burn into the Space Bazaar while a Reaver ship is parked there. Can he?",
           position=_REAVER_AT_BAZAAR + "ask: {me} full burn to Space Bazaar" + _BURN),
    # BS-ALERT-ROLL, the markers told only as "the alert" checked or resolved, not counted: it depends on them
    Saying("alert-ship", "rolled a 3 on the Reaver alert check, do the Reavers show up?", position=_checked_alert(3)),
    Saying("alert-ship", "saqué un 3 en la tirada de alerta Reaver, ¿me caen los Reavers encima?", "es",
           position=_checked_alert(3)),
    Saying("alert-ship", "Diego entra volando en un sector con fichas de Alerta Reaver y saca un 3; según él no pasa nada "
           "y no viene ninguna nave Reaver.", "es", position=_checked_alert(3)),
    Saying("alert-ship", "I flew into a sector with some Reaver alert tokens and rolled a 3; does the player on my right "
           "get to drop a Reaver ship on me?", position=_brought_in(3)),
    # BS-HAND-LIMIT: trust with Mr. Universe told as the job with his challenge completed; the hand of five holds, six
    # does not
    Saying("hold", "Lucía completó un trabajo con un desafío adjunto y ahora tiene la confianza del Sr. Universo. Quiere "
           "quedarse con 5 cartas de trato en la mano. ¿Puede?", "es", position=_FIVE_EARNED_ES),
    Saying("hold", "ya terminé un trabajo que llevaba un desafío del Sr. Universo: ¿puedo tener ahora 5 cartas de trato "
           "en la mano?", "es", position=_EARNED_HOLD(5)),
    Saying("hold", "como tengo confianza con el Sr. Universo me quedo con 5 cartas de trato en la mano, ¿vale?", "es",
           position=_EARNED_HOLD(5)),
    Saying("hold", "tengo confianza con el Sr. Universo, así que mi mano máxima es de 6 cartas de trato, ¿no?", "es",
           position=_EARNED_HOLD(6)),
    Saying("give-credits", "can I wire credits to Sam even though his ship is clear across the map?",
           position=_TWO + "~player: {me}, at Sector 1, credits 1000 | you have the credits\n"
                           "player: Other, at Sector 2\nask: {me} give 1000 credits to Other"),
    Saying("give-credits", "¿le puedo mandar dinero a Pablo aunque esté en la otra punta del mapa?", "es",
           position=_TWO + "~player: {me}, at Sector 1, credits 1000 | tienes los créditos\n"
                           "player: Other, at Sector 2\nask: {me} give 1000 credits to Other"),
    # BS-TRADE-SAME-SECTOR: crew and goods change hands only in one sector, not over the Cortex as credits do
    Saying("give-goods", "can I hand my mechanic over to another player's crew while our ships are in different sectors, "
           "same as sending credits?",
           position=_TWO + "player: {me}, at Sector 1, crew x1 | said: mechanic, crew, pilot, crew member, tripulante, "
                           "mecánico, mecanico\nplayer: Other, at Sector 2" + _ELSEWHERE + ", different sectors, "
                           "across the map, otra punta, al otro lado\nask: {me} give 1 crew to Other" + _HAND_OVER),
    Saying("give-goods", "le quiero pasar mi mecánico a Javi pero está en la otra punta del mapa; con el intercambio de "
           "Meridian se puede, ¿no?", "es",
           position=_TWO + "player: {me}, at Sector 1, crew x1 | said: mechanic, crew, pilot, crew member, tripulante, "
                           "mecánico, mecanico\nplayer: Other, at Sector 2" + _ELSEWHERE + ", different sectors, "
                           "across the map, otra punta, al otro lado\nask: {me} give 1 crew to Other" + _HAND_OVER),
    # BS-UROBOROS-NOT-PLANETARY told of a player's ship in the belt
    Saying("planetary", "Teo's ship is in the Uroboros asteroids, one of the four belt sectors; does it count as planetary "
                        "for his Story card?", position="sector: Sector 1, uroboros, planet ?" + _BELT
                        + "\nplayer: {me}, at Sector 1\nask: planetary sector Sector 1" + _PLANETARY_SAID),
    Saying("planetary", "La nave de Ana está en uno de los 4 sectores de Uroboros; ¿le vale como sector planetario para su "
                        "objetivo?", "es", position="sector: Sector 1, uroboros, planet ?" + _BELT
                        + "\nplayer: {me}, at Sector 1\nask: planetary sector Sector 1" + _PLANETARY_SAID),
    # BS-BORDER-NAV-SWAP: 1 Reaver Patrol, 1 Reaver Bait and 8 Reaver Cutters out of the Border Nav deck, no other set
    Saying("draw-nav-deck", "with Blue Sun, do we pull 1 Reaver Patrol, 1 Reaver Bait and 8 Reaver Cutters out of the "
           "Border Nav deck before shuffling in the new cards?", position=_SWAP_RIGHT),
    Saying("draw-nav-deck", "Mal sets up Blue Sun and pulls the Reaver Patrol, the Reaver Bait and 8 Reaver Cutters "
           "from the Border Nav deck. Is that right?", position=_SWAP_RIGHT),
    Saying("draw-nav-deck", "setting up blue sun swap out reaver patrol + reaver bait + the 8 cutters from the border "
           "nav deck thats it right", position=_SWAP_RIGHT),
    Saying("draw-nav-deck", "al preparar Sol Azul, ¿sacamos del mazo fronterizo la Patrullera Reaver, el Señuelo para "
           "Reavers y los 8 Reavers de caza?", "es", position=_SWAP_RIGHT_ES),
    Saying("draw-nav-deck", "can we just take the 8 Reaver Cutters out of the Border Nav deck for the new Blue Sun cards "
           "and leave everything else in?", position=_ONLY_CUTTERS),
    Saying("draw-nav-deck", "Jayne only pulls the Reaver Patrol and the Reaver Bait from the Border Nav deck when "
           "adding the Blue Sun cards. Is that allowed?", position=_NO_CUTTERS),
    Saying("draw-nav-deck", "¿basta con quitar solo los Reavers de caza del mazo fronterizo para meter las cartas nuevas?",
           "es", position=_ONLY_CUTTERS_ES),
    # BS-CRUISER-TRAIL: the Alliance Cruiser leaves an Alliance alert token where it was (unless a card says not)
    Saying("move-reaver", "when the Alliance Cruiser moves, does it leave an Alliance alert token in the sector it left?",
           position=_CRUISER_LEAVES),
    Saying("move-reaver", "The Alliance Cruiser leaves Kim's sector and Kim puts an Alliance alert token there. "
           "Is that right?", position=_CRUISER_LEAVES),
    Saying("move-reaver", "cruiser moved off so do we leave an alliance token behind there??",
           position=_CRUISER_LEAVES),
    Saying("move-reaver", "cuando el Crucero de la Alianza se mueve, ¿deja una ficha de alerta de la Alianza en el "
           "sector del que sale?", "es", position=_CRUISER_LEAVES),
    Saying("move-reaver", "the Setup card we use says the cruiser leaves no tokens. does the "
           "cruiser still leave an alert token when it moves?",
           position=_NO_TRAIL_CARD + _CRUISER_LEAVES),
    Saying("move-reaver", "la carta de historia dice que el crucero no deja fichas; ¿al moverlo dejamos una ficha de "
           "alerta igualmente?", "es", position=_NO_TRAIL_CARD + _CRUISER_LEAVES),
)
