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
    # (said without the move's name: what it costs and what it buys)
    Saying("second-wind", "she paid an Arcade Token for one more roll at the stage card"),
    Saying("second-wind", "can I spend a token to roll again after my three rolls are used up?"),
    Saying("second-wind", "pay 1 token for an additional roll vs the stage?"),

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
    # (said without the move's name: what it costs and what it buys)
    Saying("strike-core", "he paid two Arcade Tokens for one more roll at the boss"),
    Saying("strike-core", "can I spend tokens to roll again at a boss after my rolls are used up?"),
    Saying("strike-core", "pay 2 tokens for an additional roll vs the boss?"),

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



# Worked examples: a question a player asks of a rule, with the most general position that asks it
# ({me} is the one asking; Galaxy positions are the asker's own). A line starting with ~ is the
# example's scaffolding, taken as given and said as such (after |); every other line that decides
# the ruling must be said in the message. Written from the rulebook's rules; see reading/examples.py.
_TACKLING = "~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
_SHOWING = "~pool: missile, plasma, wave x2, spray x2, 1up | the other dice show Weapons\n"
_BOSS_DIE = ("~boss-dice: 1 | a Boss Die is in your pool\n"
             "~bosses-won: plasma | you have beaten a Boss, which unlocked the Boss Die\n")
_RUSHING = ("~turn: rush plasma | you are rushing a Boss\n~roll: 1 | you have rolled once\n"
            "~stages-won: plasma | you have a Stage card of its type\n")

EXAMPLES: tuple[Saying, ...] = (
    # GD-EXPLOSION-LOCKED: Explosions are not rerolled
    Saying("roll", "can I reroll my explosions?",
           position=_TACKLING + "~pool: missile, plasma, wave, spray x2 | the other dice show Weapons\n"
                    "explosions: 2 | said: explosion, explosions, explosiones\nask: roll explosion x2"),
    # GD-THREE-EXPLOSIONS / GD-NO-TOKEN-REVERSE: three lost lives end the turn; no token undoes it
    Saying("continue", "after three explosions can I pay a token to keep going?",
           position="~tokens: 3 | you have Arcade Tokens\n" + _TACKLING +
                    "~pool: missile, plasma, wave, spray | the other dice show Weapons\nexplosions: 3 | said: explosion, explosions, explosiones\nask: continue"),
    # GD-CONTINUE: a token puts a rolled Explosion back into the pool
    Saying("continue", "can I pay an arcade token to put an explosion back in my pool and reroll it?",
           position="~tokens: 3 | you have Arcade Tokens\n" + _TACKLING +
                    "~pool: missile, plasma, wave, spray, 1up, plasma | the other dice show Weapons\n"
                    "explosions: 1 | said: explosion, explosions, explosiones\nask: continue"),
    # GD-SECOND-WIND: one token, one more roll at a Stage
    Saying("second-wind", "can I pay one token for another roll at the stage after my three rolls?",
           position="tokens: 1\n~turn: tackle | you are tackling a Stage card\nroll: 3\n" + _SHOWING +
                    "ask: second wind"),
    # GD-STRIKE-CORE: two tokens, one more roll at a Boss
    Saying("strike-core", "can I spend just one token for an extra roll against the boss?",
           position="tokens: 1\n" + _RUSHING + _SHOWING + "ask: strike the core"),
    Saying("strike-core", "can I pay two tokens for an extra roll at the boss?",
           position="tokens: 2\n" + _RUSHING + _SHOWING + "ask: strike the core"),
    # GD-STAGE-LOCKED: after its Boss, no more Stage cards of that type
    Saying("claim", "I already beat the spray boss, can I still claim a spray stage card?",
           position=_TACKLING + "~pool: spray x3, missile, plasma, wave, 1up | you rolled what the card needs\n"
                    "stage: spray needs spray x3, 300 points | said: spray\n~stages-won: spray | you have a Spray Stage card\n"
                    "bosses-won: spray | said: beat, beaten, defeated, took down, won, killed\nask: claim stage 1"),
    # GD-RUSH-NEEDS-STAGE: a rush needs a Stage card of the Boss's type
    Saying("rush", "can I rush a boss when I have not beaten any stage of its type?",
           position="~turn: start | it is the start of your turn\nstages-won: none\nask: rush plasma | said: rush, boss, jefe"),
    # GD-RUSH-AGAIN: a failed rush may be tried again on a later turn
    Saying("rush", "I failed against that boss last turn, can I rush the same boss again now?",
           position="~turn: start | it is the start of your turn\n~stages-won: plasma | you have a Stage card of its type\n"
                    "failed-rushes: plasma | said: failed, fail, lost, lose, flopped, whiffed, missed, couldn't, didn't beat\n"
                    "ask: rush plasma | said: again, same, otra vez, de nuevo"),
    # GD-BOSS-DOUBLER / GD-WILD: a Boss Die doubler stands as two of one Weapon; the Wild as any one
    Saying("claim", "does a double missile on my boss die count as both missiles a stage card needs?",
           position=_BOSS_DIE + _TACKLING + "pool: double-missile, plasma, wave x2, spray x2, 1up | said: double missile, double-missile, doble\n"
                    "stage: missile needs missile x2, 200 points | said: missile, missiles, misil, misiles\nask: claim stage 1"),
    Saying("claim", "does the wild face on a boss die count as whatever weapon I need?",
           position=_BOSS_DIE + _TACKLING + "pool: wild, missile, plasma, wave, spray x2, 1up | said: wild, comodin, comodín\n"
                    "~stage: missile needs missile x2, 200 points | the Stage card needs two Missiles\nask: claim stage 1"),
    # GD-CYCLE-ONCE: cycle once a turn
    Saying("cycle", "can I pay another token to cycle the stages a second time this turn?",
           position="~tokens: 3 | you have Arcade Tokens\n~turn: tackle | you are tackling a Stage card\n"
                    "~roll: 0 | you have not rolled yet\ncycled: yes\nask: cycle"),
    # GD-BONUS-WITH-STAGE: a Bonus Stage only with a Stage card
    Saying("claim-bonus-too", "can I take the bonus stage on its own without claiming a regular stage?",
           position="~modes: journey | Journey Mode is in play\n" + _TACKLING +
                    "~pool: spray x2, missile, plasma, wave, 1up, explosion | you rolled what the Bonus Stage needs\n"
                    "~bonus: needs spray x2, 100 points, 1 tokens | the top Bonus Stage card needs two Sprays\n"
                    "ask: claim bonus | said: on its own, alone, by itself, without, only the bonus, just the bonus, solo"),
    # GD-PHOENIX-REROLL: the Phoenix Core lets you reroll Explosions on your next turn
    Saying("roll", "I got the phoenix core last turn and nobody took it since, can I reroll my explosions this turn?",
           position="~modes: phoenix-core | the Phoenix Core mode is in play\nphoenix-core: held | said: nobody took, no one took, nobody has taken, nobody else, still have, still hold, still got, nadie\n" + _TACKLING +
                    "~pool: missile, plasma, wave, spray x2 | the other dice show Weapons\n"
                    "explosions: 2 | said: explosion, explosions, explosiones\nask: roll explosion x2"),
    # GD-MOVE-BACK: saved Ship Dice may go back into the pool before a reroll
    Saying("return", "can I move dice I saved back into the pool before my next roll?",
           position=_TACKLING + "~pool: plasma, wave, spray, 1up | the other dice show Weapons\n"
                    "aside: missile x3 | said: saved, aside, set aside, put aside, kept, side\nask: return missile | said: back, put back, toss back, return, devolver"),
    # GD-SAVE: Explosions are not saved
    Saying("save", "can I set an explosion aside with my saved dice?",
           position=_TACKLING + "~pool: plasma, wave, spray | the other dice show Weapons\n"
                    "~aside: missile x2 | you have dice saved\nexplosions: 2 | said: explosion, explosions, explosiones\nask: save explosion"),
    # GD-GLITCH-STEAL: another player's Glitch may be stolen with 5 matching results
    Saying("take-glitch", "can I take another player's glitch card if I roll five matching?",
           position="~modes: hacked-rom | Hacked ROM mode is in play\n" + _TACKLING + "pool: missile x5, plasma, wave | said: 5, five, matching, cinco\n"
                    "rival-glitches: 1 | said: another player, other player, someone, his, her, their, steal, otro jugador\nask: steal glitch"),
)
