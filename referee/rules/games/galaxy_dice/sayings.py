"""How players say each move of Galaxy Dice EX (worked examples, matched by meaning to what a player says).

Written from the rulebook and the moves' definitions in words.py only, never from a dispute set."""
from ...reading.sayings import Saying

SAYINGS: tuple[Saying, ...] = (
    # charge: Ace Pilot mode, Arcade Tokens put on the pilot for the matching Weapons rolled
    Saying("charge", "can I charge my pilot with three Plasmas?"),
    Saying("charge", "can I charge my weapon instead of claiming a stage?"),
    Saying("charge", "Zed has a Wave pilot at charge 2 and rolled three Waves, so he charges up"),
    Saying("charge", "she charges her pilot with two Missiles at the end of her turn"),
    Saying("charge", "charge my pilot w 4 sprays lol"),
    Saying("charge", "recharge at 3 with 3 matching ok?"),
    Saying("charge", "I charged my pilot to 4 with only three matching Waves, legal?"),
    Saying("charge", "Kai says you can put more charge tokens on the pilot than the roll shows"),
    Saying("charge", "¿puedo cargar mi piloto (charge) con tres Plasmas?", "es"),

    # use-glitch: Hacked ROM mode, the ability of a Glitch card already owned
    Saying("use-glitch", "can I use my glitch again this turn?"),
    Saying("use-glitch", "can I use the glitch ability now?"),
    Saying("use-glitch", "Ava uses her Glitch card's ability after her second roll"),
    Saying("use-glitch", "he uses the glitch a second time in one turn"),
    Saying("use-glitch", "use glitch twice lol"),
    Saying("use-glitch", "glitch ability b4 rolling?"),
    Saying("use-glitch", "I used my glitch twice this turn, legal?"),
    Saying("use-glitch", "Kai says you can use a glitch's ability once per roll"),
    Saying("use-glitch", "¿puedo usar la habilidad de mi carta Glitch otra vez este turno?", "es"),

    # claim-bonus: a numbered Stage AND the Bonus Stage claimed together
    Saying("claim-bonus", "can I claim stage 2 and the bonus stage?"),
    Saying("claim-bonus", "can I take stage 3 plus the top bonus with all seven dice?"),
    Saying("claim-bonus", "Ava claims stage 1 and the bonus stage in the same turn"),
    Saying("claim-bonus", "he takes stage 4 plus the bonus, using two Sprays for the bonus"),
    Saying("claim-bonus", "claim stage 2 + bonus w leftover dice?"),
    Saying("claim-bonus", "gets stage 3 and bonus both off the same roll?"),
    Saying("claim-bonus", "I claimed stage 1 and the top bonus using the same Missile die for both, legal?"),
    Saying("claim-bonus", "Kai says you can claim stage 2 and the bonus with one Boss die covering both"),
    Saying("claim-bonus", "¿puedo reclamar la fase 2 y además la fase bonus a la vez?", "es"),

    # claim-bonus-too: the Bonus Stage taken as well, on top of a Stage already matched
    Saying("claim-bonus-too", "can I take the bonus too?"),
    Saying("claim-bonus-too", "can I grab the bonus stage as well?"),
    Saying("claim-bonus-too", "Ava already matched her stage and wants the bonus stage on top of it"),
    Saying("claim-bonus-too", "after matching the Plasma stage, he takes the top bonus too with his spare Waves"),
    Saying("claim-bonus-too", "grab bonus too w the extra dice?"),
    Saying("claim-bonus-too", "can i take the bonus under the top one as well"),
    Saying("claim-bonus-too", "I took the bonus as well with the dice left over, legal?"),
    Saying("claim-bonus-too", "Kai says I can't take the bonus too unless I claimed a stage first"),
    Saying("claim-bonus-too", "¿también puedo llevarme la fase bonus con los dados que me sobran?", "es"),

    # claim: one numbered Stage claimed, no bonus
    Saying("claim", "can I claim stage 3?"),
    Saying("claim", "do my dice beat stage 1?"),
    Saying("claim", "Ava claims stage 2 with a Missile, two Plasmas and a Wave"),
    Saying("claim", "he takes stage 4, the Spray stage, after his third roll"),
    Saying("claim", "claim stage 1 w a double wave boss die?"),
    Saying("claim", "win stage 3 tho i beat the spray boss?"),
    Saying("claim", "I claimed stage 2 and then stage 3 in the same turn, legal?"),
    Saying("claim", "Kai says I can't claim stage 4 because a Nemesis is out"),
    Saying("claim", "¿puedo reclamar la fase 3 con estos dados?", "es"),

    # choose-pilot: Ace Pilot mode, the pilot chosen at setup
    Saying("choose-pilot", "can I pick the Missile pilot?"),
    Saying("choose-pilot", "can I choose the Wave pilot if my setup roll was a 1Up?"),
    Saying("choose-pilot", "Ava rolled a Spray at setup, so she takes the Spray pilot"),
    Saying("choose-pilot", "he chooses the Plasma pilot without rolling for it"),
    Saying("choose-pilot", "take the wave pilot at setup?"),
    Saying("choose-pilot", "pick the missile pilot even if someone has it?"),
    Saying("choose-pilot", "I picked the Plasma pilot after my setup die showed an Explosion, legal?"),
    Saying("choose-pilot", "Kai says you just choose whichever ace pilot you like"),
    Saying("choose-pilot", "¿puedo elegir el piloto de Misiles en la preparación?", "es"),

    # take-glitch: Hacked ROM mode, the top Glitch card acquired with 5 matching results
    Saying("take-glitch", "can I take the glitch with five Waves?"),
    Saying("take-glitch", "can I take a glitch from another player?"),
    Saying("take-glitch", "Ava rolled five Missiles, so she takes the top Glitch card"),
    Saying("take-glitch", "he grabs the glitch counting a Double Plasma as two"),
    Saying("take-glitch", "5 sprays = take the glitch?"),
    Saying("take-glitch", "grab the glitch under the top one?"),
    Saying("take-glitch", "I took a glitch with three Plasmas and a Double Plasma, legal?"),
    Saying("take-glitch", "Kai says you can only take a glitch if nobody owns it yet"),
    Saying("take-glitch", "¿puedo coger la carta Glitch de arriba con cinco Sprays?", "es"),

    # buy-capsule: Nemesis mode, a Power Capsule card bought for Arcade Tokens
    Saying("buy-capsule", "can I buy a power capsule?"),
    Saying("buy-capsule", "how many tokens to buy a capsule?"),
    Saying("buy-capsule", "Ava pays 5 tokens for a Power Capsule"),
    Saying("buy-capsule", "he buys a capsule even though Nemesis mode isn't in play"),
    Saying("buy-capsule", "buy a capsule for 3 tokens?"),
    Saying("buy-capsule", "buy a power capsule mid turn?"),
    Saying("buy-capsule", "I bought a power capsule for 5 tokens in Nemesis mode, right?"),
    Saying("buy-capsule", "Kai says power capsules cost 2 tokens to buy"),
    Saying("buy-capsule", "¿puedo comprar una cápsula de poder con 5 fichas?", "es"),

    # cycle: a token spent to replace the 4 Stage cards, before rolling, once per turn
    Saying("cycle", "can I cycle the stages?"),
    Saying("cycle", "can I cycle after rolling?"),
    Saying("cycle", "Ava spends a token to cycle the four stages"),
    Saying("cycle", "he cycles twice in the same turn"),
    Saying("cycle", "cycle stages b4 first roll ok"),
    Saying("cycle", "cycle again lol"),
    Saying("cycle", "I cycled after my first roll, legal?"),
    Saying("cycle", "Kai says cycling the stages is free"),
    Saying("cycle", "¿puedo gastar una ficha para hacer cycle y cambiar las cuatro fases?", "es"),

    # second-wind: a token spent for one more roll against a Stage
    Saying("second-wind", "can I second wind?"),
    Saying("second-wind", "can I use second wind against a boss?"),
    Saying("second-wind", "Ava spends a token for a second wind on the Wave stage"),
    Saying("second-wind", "he takes a second wind after all three rolls"),
    Saying("second-wind", "second wind for a 4th roll?"),
    Saying("second-wind", "2nd wind twice ok?"),
    Saying("second-wind", "I used second wind for a fourth roll on the stage, legal?"),
    Saying("second-wind", "Kai says second wind costs two tokens"),
    Saying("second-wind", "¿puedo gastar una ficha en Second Wind para una tirada extra contra la fase?", "es"),

    # strike-core: two tokens spent for one more roll against a Boss
    Saying("strike-core", "can I strike the core?"),
    Saying("strike-core", "can I strike the core against a stage?"),
    Saying("strike-core", "Ava spends two tokens to strike the core on the Plasma boss"),
    Saying("strike-core", "he strikes the core with only one token left"),
    Saying("strike-core", "strike the core on nexus soul?"),
    Saying("strike-core", "strike core extra roll vs boss for 2?"),
    Saying("strike-core", "I struck the core twice during my rush, legal?"),
    Saying("strike-core", "Kai says strike the core costs one token"),
    Saying("strike-core", "¿puedo gastar dos fichas en Strike the Core para otra tirada contra el jefe?", "es"),

    # continue: tokens spent to add rolled Explosions to the dice pool again
    Saying("continue", "can I continue?"),
    Saying("continue", "can I spend a token to continue on my Explosion?"),
    Saying("continue", "Ava spends two tokens to continue, so both Explosions rejoin her pool"),
    Saying("continue", "he continues after three Explosions ended his turn"),
    Saying("continue", "continue w 1 token for 2 explosions?"),
    Saying("continue", "continue on the explosion lol"),
    Saying("continue", "I continued after my third Explosion, legal?"),
    Saying("continue", "Kai says continue doesn't work on Explosions"),
    Saying("continue", "¿puedo usar Continue y recuperar la Explosión pagando una ficha?", "es"),
    # (the move said by what it does, not by its name: a token paid so an Explosion is rolled again)
    Saying("continue", "can I pay an arcade token to put my explosion back in the pool and roll it?"),
    Saying("continue", "I spend tokens so my explosions don't cost me lives and I roll on"),
    Saying("continue", "she paid a token to undo the explosion and kept on rolling"),
    Saying("continue", "can tokens buy back an explosion so I can go on?"),
    Saying("continue", "¿pago una ficha para devolver la explosión a la reserva y seguir?", "es"),

    # return: dice set aside moved back into the pool
    Saying("return", "can I put a saved Wave back into the pool?"),
    Saying("return", "can I move a set-aside 1Up back?"),
    Saying("return", "Ava moves two saved Missiles back into her pool before rolling again"),
    Saying("return", "he puts the Plasma he set aside back in the pool"),
    Saying("return", "unsave the spray ok?"),
    Saying("return", "move my saved 1up back b4 next roll"),
    Saying("return", "I moved a set-aside Wave back into the pool, legal?"),
    Saying("return", "Kai says once you set a die aside it can't go back"),
    Saying("return", "¿puedo devolver un Misil apartado de vuelta a la reserva?", "es"),

    # save: Weapons or 1Ups set aside after a roll
    Saying("save", "can I set aside two Sprays?"),
    Saying("save", "can I save an Explosion?"),
    Saying("save", "Ava sets aside a Missile and a 1Up after her first roll"),
    Saying("save", "he keeps three Waves aside for the Wave stage"),
    Saying("save", "save the 1up n 2 plasmas ok"),
    Saying("save", "set aside explosion lol"),
    Saying("save", "I saved a Double Wave aside after my second roll, legal?"),
    Saying("save", "Kai says you can't set aside a 1Up"),
    Saying("save", "¿puedo apartar dos Sprays después de la primera tirada?", "es"),

    # rush: a Boss declared at the start of the turn (Rush a Boss)
    Saying("rush", "can I rush the Wave boss?"),
    Saying("rush", "can I rush the Plasma boss with no Plasma stages?"),
    Saying("rush", "Ava rushes the Spray boss with two Spray stages"),
    Saying("rush", "he rushes the Missile boss again after failing last turn"),
    Saying("rush", "rush chroma ghost w 1 stage?"),
    Saying("rush", "rush the boss i already beat lol"),
    Saying("rush", "I rushed the Wave boss with no Wave stages, legal?"),
    Saying("rush", "Kai says you can't rush the same boss after failing it"),
    Saying("rush", "¿puedo hacer Rush al jefe de Plasma con dos fases de Plasma?", "es"),

    # defeat: a Boss card beaten with the dice (during a rush)
    Saying("defeat", "do my dice defeat the Plasma boss?"),
    Saying("defeat", "can I beat the Spray boss instead of the one I declared?"),
    Saying("defeat", "Ava matched every Weapon and defeats the Missile boss"),
    Saying("defeat", "he takes the Wave boss card even though he declared the Plasma boss"),
    Saying("defeat", "beat the boss with a wild?"),
    Saying("defeat", "can i take the other boss card instead lol"),
    Saying("defeat", "I defeated the Chroma Ghost with six dice, legal?"),
    Saying("defeat", "Kai says you can defeat a different boss than the one you declared"),
    Saying("defeat", "¿con estos dados derroto al jefe de Misiles?", "es"),

    # swap: a Ship Die swapped for a Boss Die at the start of the turn
    Saying("swap", "can I swap a ship die for a boss die?"),
    Saying("swap", "can I swap in two boss dice?"),
    Saying("swap", "Ava swaps one Ship Die for a Boss Die at the start of her turn"),
    Saying("swap", "he substitutes a boss die mid-turn"),
    Saying("swap", "swap in the blue die?"),
    Saying("swap", "boss die swap after rolling lol"),
    Saying("swap", "I swapped a Ship Die for a Boss Die without beating a boss, legal?"),
    Saying("swap", "Kai says you can swap in as many boss dice as you have bosses"),
    Saying("swap", "¿puedo cambiar un dado de nave por un dado de jefe al empezar el turno?", "es"),

    # pass: the turn given up (2 Arcade Tokens)
    Saying("pass", "can I pass now?"),
    Saying("pass", "do I get 2 tokens if I pass?"),
    Saying("pass", "Ava gives up on the stage and passes her turn"),
    Saying("pass", "he passes after two rolls and takes two Arcade Tokens"),
    Saying("pass", "just pass n take 2 tokens lol"),
    Saying("pass", "give up after 1 roll?"),
    Saying("pass", "I passed after my first roll and took 2 tokens, legal?"),
    Saying("pass", "Kai says you get nothing for passing"),
    Saying("pass", "¿puedo pasar el turno y quedarme con 2 fichas?", "es"),

    # roll: the dice of the pool rolled or rerolled
    Saying("roll", "can I reroll the Sprays?"),
    Saying("roll", "can I roll again?"),
    Saying("roll", "can I reroll an Explosion?"),
    Saying("roll", "Ava rerolls her four Plasmas and the Wave"),
    Saying("roll", "he rolls a fourth time"),
    Saying("roll", "reroll the 2 missiles pls"),
    Saying("roll", "can i reroll everything lol"),
    Saying("roll", "I rerolled two Waves after my third roll, legal?"),
    Saying("roll", "Kai says you have to reroll all seven dice"),
    Saying("roll", "¿puedo volver a tirar los dos Misiles?", "es"),
)
