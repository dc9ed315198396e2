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
)



# Worked examples: a question a player asks of a rule, with the most general position that asks it
# (stand-in sectors and players; {me} is the one asking). A line starting with ~ is scaffolding,
# taken as given and said as such (after |); every other line that decides the ruling must be said
# in the message: all its values, or one of the words given after "| said:" (an ask line is checked
# when it gives them). Written from the rulebook's rules; see reading/examples.py.
_TWO = "sector: Sector 1\nsector: Sector 2\n"
_NEXT = _TWO + "~adjacent: Sector 1 - Sector 2 | the two sectors are next to each other\n"
_CORNER = _TWO + "diagonal: Sector 1 - Sector 2 | said: diagonal, diagonally, corner, esquina\n"
_REAVER_NEXT = _NEXT + "reavers: Sector 2\nplayer: {me}, at Sector 1\n"
_ALERTS = "~sector: Sector 1, 2 reaver alerts | your sector holds alert tokens\n" \
          "~player: {me}, at Sector 1, full burn, alert pending | you flew in and must resolve them\n"
_BURN = " | said: full burn, burn, todo trapo, blow, blast"
_ELSEWHERE = (" | said: another sector, other sector, different sector, not in my sector, isn't in my sector, "
              "isnt in my sector, not in the same sector, far, away, elsewhere, otro sector, no está en mi sector, "
              "no esta en mi sector, lejos")
_SCANNER_LINES = ("sector: Sector 1\n~sector: Sector 2, 1 reaver alerts | each sector scanned holds an alert token\n"
                  "~sector: Sector 3, 1 reaver alerts | each sector scanned holds an alert token\n"
                  "~adjacent: Sector 1 - Sector 2, Sector 1 - Sector 3 | both sectors are next to yours\n"
                  "player: {me}, at Sector 1, full burn, long-range scanner | said: scanner, escaner, escáner\n"
                  "ask: {me} scan in Sector 2 roll 6 then {me} scan in Sector 3 roll 6 | said: 2, two, both, "
                  "another, again, twice, several, more than once, multiple, dos, varias, otra vez, otro")

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
    # BS-ALERT-NOT-TEST: modifier cards do nothing on an alert roll
    Saying("modifier", "can I play a modifier card to add to my alert roll?",
           position=_ALERTS + "ask: {me} resolve alert roll 2 +1 | said: modifier, modifiers, modificacion, "
                              "modificación, +1, plus one, bonus"),
    Saying("modifier", "¿puedo usar una carta de modificación en la tirada de alerta?", "es",
           position=_ALERTS + "ask: {me} resolve alert roll 2 +1 | said: modifier, modificacion, modificación, +1"),
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
    # BS-CREDITS-ANYWHERE: credits may be sent to a player in another sector
    Saying("give-credits", "can I send credits to a player who is not in my sector?",
           position=_TWO + "~player: {me}, at Sector 1, credits 1000 | you have the credits\n"
                           "player: Other, at Sector 2" + _ELSEWHERE + "\nask: {me} give 1000 credits to Other"),
    Saying("give-credits", "¿puedo pasarle créditos a otro jugador que no está en mi sector?", "es",
           position=_TWO + "~player: {me}, at Sector 1, credits 1000 | tienes los créditos\n"
                           "player: Other, at Sector 2" + _ELSEWHERE + "\nask: {me} give 1000 credits to Other"),
    # BS-TRADE-SAME-SECTOR: goods only change hands in the same sector
    Saying("give-goods", "can I hand cargo to a player who is in another sector?",
           position=_TWO + "~player: {me}, at Sector 1, cargo x1 | your ship carries the cargo\n"
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
    # BS-CHALLENGE-NOT-ACTIVE: no challenge on a job already active
    Saying("attach", "can I attach a challenge to a job that's already active?",
           position="player: {me}\njob: {me}, Job 1, legal, active | said: active, already started, activo, running\n"
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
    Saying("haven", "can my haven go in a sector with no planet?",
           position="~phase: setup | it is the game's setup\n~havens: yes | the story card uses havens\n"
                    "sector: Sector 1 | said: no planet, without a planet, without any planet, empty sector, "
                    "sin planeta, no hay planeta\nplayer: {me}\nask: {me} place haven in Sector 1"),
)
