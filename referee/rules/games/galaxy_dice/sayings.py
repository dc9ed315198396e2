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

    # turn-over: a state question, "is my turn over?" (Explosions end it: 3, or 2 under Toxic)
    Saying("turn-over", "is my turn over?"),
    Saying("turn-over", "does two explosions end my turn or does it take three?"),
    Saying("turn-over", "Rosa says her turn ended when she lost her second life"),
    Saying("turn-over", "am i out for this turn after 2 booms?"),
    Saying("turn-over", "my turn is finished now, right? three explosions showing"),
    Saying("turn-over", "turn over already or nah"),
    Saying("turn-over", "Dev thinks his go is over because of the explosions, is he right?"),
    Saying("turn-over", "¿se termina mi turno con las explosiones que tengo?", "es"),

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

# (for the examples below: the words that say a fact, shared by the examples that need it)
_BOTH_STAGES = ("~pool: missile x2, wave x2, plasma, spray x2 | your dice match the Stage cards\n"
                "~stage: missile needs missile x2, 200 points | Stage 1 needs two Missiles\n"
                "~stage: wave needs wave x2, 200 points | Stage 2 needs two Waves\n")
# (a number word, an ordinal and "both" read alike -- "two stages" is "second stage" -- so a count is said
# with the words around it)
_TWO_STAGES = ("both of them, two of them, both at once, two at once, both in one turn, both in the same turn, "
               "both this turn, both on the same turn, two of the stages, two of the stage cards, more than one stage, "
               "multiple stages, several stages, two stages in one turn, cover both, match both, claim both, claimed both, "
               "claims both, take both, took both, takes both, for two stages, two different stage, ambas fases, "
               "las dos fases\n")
_SHORT = ("one weapon short, a weapon short, 1 weapon short, weapon short, missile short, plasma short, wave short, "
          "spray short, one short, short one, short a, short by one, short of what, missing one, missing a, missing 1, "
          "still missing, lacking one, lacking a, not enough weapons, all but one, except one, me falta\n")
_THREE_ROLLS = ("all three rolls, all 3 rolls, all my rolls, all of my rolls, after three rolls, after 3 rolls, "
                "after my third roll, after the third roll, rolled three times, rolled 3 times, used my three rolls, "
                "three rolls used, out of rolls, tres tiradas\n")
_ONE_ROLL = "one roll, 1 roll, first roll, rolling once, rolled once, single roll, una tirada\n"
# the positions of the examples below said more than one way (named by their rule)
_NO_STAGE = ("no stage, no stages, zero stages, not a single stage, before i have beaten a single, before ive beaten a, "
             "before i beat a, before beating a, before winning a, before i have won a, "
             # (with what is not beaten: "hasn't beaten any bosses" tells no Stage card)
             "haven't got any stage, haven't beaten any stage, haven't won any stage, not won any stage, "
             "not beaten any stage, don't have any stage, without a stage, without any stage, "
             "ninguna fase\n")
_ONE_BOSS = "one boss, 1 boss, a single boss, only beaten one, only defeated one, only beat one, un jefe\n"
_NO_BOSS = ("no boss, no other boss, before ive beaten any, before i have beaten any, before i beat any, "
            "before beating any, before defeating any, before i've defeated any, haven't defeated any, haven't beaten any, "
            "not defeated any, not beaten any, without beating, ningún jefe\n")
_ROLLED = ("already rolled, after rolling, after the roll, after my first roll, after the first roll, after i rolled, "
           "mid-turn, mid turn, between rolls, after a roll, ya tiré\n")
_FOUR = "four, 4, cuatro\n"
_SECOND_DIE = "second boss die, 2nd boss die, another boss die, one more boss die, second one, segundo dado\n"
_NOT_ROLLED = ("before my first roll, before the first roll, before rolling, before i roll, before i rolled, "
               "haven't rolled, havent rolled, not rolled yet, before any roll, antes de tirar\n")

# (for the examples added last: the words that say their facts)
_GAME_DONE = ("game is over, game's over, game has ended, game ended, game is finished, game finished, "
              "counting points, count the points, counting the points, final scores, la partida terminó\n")
_ANOTHER_TURN = ("another turn, one more turn, extra turn, more turns, next turn, take a turn, keep playing, "
                 "play on, keep taking turns, otro turno\n")
_SETTING_UP = ("setting up, still setting, set up, setup, game setup, preparing the game, before the game starts, "
               "preparación\n")
_NO_TOKENS = ("out of arcade tokens, out of tokens, no arcade tokens, no tokens, zero tokens, 0 tokens, "
              "no tokens left, sin fichas\n")
_SPLIT_DOUBLE = ("one missile and one plasma, a missile and a plasma, missile and plasma, a missile plus a plasma, "
                 "the missile and the plasma, "
                 "missile plus a plasma, two different, "
                 "different weapons, un misil y un plasma\n")
_ALREADY_BEAT = ("already beat, already beaten, already defeated, already killed, already took down, beat it, "
                 "beaten it, ya lo derroté, ya derroté\n")
_THREE_BOOMS = ("three explosions, 3 explosions, third explosion, all three lives, all 3 lives, three lives, "
                "3 lives, tres explosiones\n")
_LINEUP4 = ("~stage: wave needs wave x2, 200 points | Stage 1 needs two Waves\n"
            "~stage: plasma needs plasma x3, 300 points | Stage 2 needs three Plasmas\n"
            "~stage: spray needs spray x3, 300 points | Stage 3 needs three Sprays\n"
            "~stage: missile needs missile x3, 300 points | Stage 4 needs three Missiles\n")
_ONE_STAGE = ("only one, one plasma stage, one stage, 1 stage, a single, one stage card, 1 stage card, una fase\n")
_THIRD_BOSS = ("third boss, 3rd boss, three bosses, 3 bosses, boss number three, boss number 3, tercer jefe, tres jefes\n")
_TRIGGERED = ("triggered the end, triggered the end game, end game triggered, end game is triggered, "
              "third boss, 3rd boss, final turn, last turn, último turno\n")
_NO_JOURNEY = ("not playing journey, aren't playing journey, arent playing journey, without journey, no journey, "
               "journey isn't, journey is not, journey mode isn't, base game, sin journey\n")
_SAME_DICE = ("count again, same dice, same die, same two, same missiles, also count, count for both, count twice, "
              "double count, reuse, los mismos dados\n")
_NO_CAPSULE_MODE = ("not playing capsule, aren't playing capsule, arent playing capsule, without capsule mode, "
                    "no capsule mode, capsule mode isn't, capsule mode is not, sin el modo\n")
_NO_HACKED = ("not playing hacked, aren't playing hacked, arent playing hacked, without hacked, no hacked, "
              "hacked rom isn't, hacked rom is not, sin hacked\n")
_NO_ACE = ("not playing ace, aren't playing ace, arent playing ace, not using ace, without ace, no ace pilot, "
           "ace pilot isn't, ace pilot is not, sin pilotos\n")
_TURN_DONE = ("already passed, my turn ended, turn ended, turn is over, turn's over, turn was over, turn is done, "
              "after my turn, my turn is finished, se acabó mi turno\n")

# (for the mode and setup examples added last)
_NO_NEXUS_MODE = ("not playing nexus", "aren't playing nexus", "arent playing nexus", "without nexus", "no nexus soul mode",
                  "no nexus mode", "nexus soul mode isn't", "nexus soul mode is not", "nexus soul isn't in",
                  "nexus mode isn't", "left nexus soul out", "left out nexus", "don't have nexus", "dont have nexus",
                  "sin nexus")
_NO_NEMESIS_MODE = ("not playing nemesis", "aren't playing nemesis", "arent playing nemesis", "without nemesis",
                    "no nemesis mode", "nemesis mode isn't", "nemesis mode is not", "nemesis mode isnt", "nemesis isn't in",
                    "left nemesis out", "left out nemesis", "don't have nemesis", "dont have nemesis", "sin némesis",
                    "sin nemesis")
# (the mode left out AND the move asked, each said somewhere in the message: "a + b")
_NO_NEXUS = ", ".join(f"{n} + {m}" for n in _NO_NEXUS_MODE
                      for m in ("rush it", "rush that boss", "rush this boss", "rush that one", "rush the nexus", "rush nexus",
                                "go after it", "go after that boss", "go for it", "face it", "face the nexus",
                                "fight it", "fight the nexus", "atacarlo")) + "\n"
_NO_NEMESIS = ", ".join(f"{n} + {m}" for n in _NO_NEMESIS_MODE
                        for m in ("fight", "attack", "hit", "tokens from", "tokens off", "go after", "beat",
                                  "defeat", "atacar")) + "\n"
_AT_SETUP = ("game setup, at setup, during setup, setup, set up, setting up, start of the game, start the game, "
             "begin the game, beginning of the game, al empezar, preparación\n")
_SETUP_START = ("start with, starting with, start the game with, begin with, begin the game with, starting tokens, "
                "each get, every player get, each player gets, everyone gets, everybody gets, empezamos con\n")
_DARK_MODE = ("dark energy, dark-energy, energía oscura\n")
# "is my turn over?" as players ask it (the state question ``turn over``)
_TURN_OVER = ("turn over, turn is over, turn's over, turns over, turn done, turn is done, turn ended, turn ends, turn end, "
              "turn is dead, turn dead, turn toast, turn finished, turn is already done, turn already done, turn is already over, "
              "turn already over, turn is finished already, am i done, i'm done, im done, am i out, go is over, "
              "done this turn, done for this turn, done for the turn, turn is toast, "
              "se acaba mi turno, se termina mi turno, acaba mi turno, termina mi turno, se acabó mi turno, "
              "se terminó mi turno, fin de mi turno\n")
_TWO_BOOMS = ("2 explosions, two explosions, dos explosiones, both explosions, second explosion, 2 booms, two booms, "
              "second uncancelled explosion, 2 uncancelled explosions, two uncancelled explosions, second lost life, "
              "two lost lives, 2 lost lives\n")
# the round's Dark Energy effect nobody told: the question turns on whether it is Toxic
_TOXIC_UNSAID = ("~modes: dark-energy | the Dark Energy mode may be in play, and with it a Toxic effect\n"
                 "~dark-energy: ? | the round's Dark Energy effect is not told\n")
_EVERY_PLAYER = ", ".join(f"{v} {w}" for v in ("affect", "affects", "apply to", "applies to", "hit", "hits", "for",
                                                 "count for", "counts for", "work for", "works for")
                          for w in ("every player", "all players", "all the players", "everyone", "everybody",
                                    "all of us", "each player", "the whole table")) + ", not just me, a todos\n"
_BOSS_DIE_SAID = ("boss die, boss dice, blue die, blue dice, blue boss die, dado de jefe\n")
_PHOENIX_KEPT = ("modes: phoenix-core | said: phoenix core mode, phoenix mode, phoenix core variant, with the phoenix, "
                 "playing phoenix, kickstarter mode\n"
                 "phoenix-core: held | said: nobody took, no one took, nobody has taken, nobody else took, nobody grabbed, "
                 "no one grabbed, nobody else grabbed, nobody gained, no one gained, nadie me lo quitó\n"
                 "~turn: start | it is the start of your turn\n"
                 "ask: valid | said: still mine, still have it, still hold it, i keep it, keep the core, sigue siendo mío")
# (the Boss Die and the 1Up said together: "my ship dice roll a 1up" is no Boss Die's roll)
_ROLLS_1UP = ", ".join(f"{d} {m}{v} {f}" for d in ("boss die", "boss dice", "blue die", "blue dice")
                       for m in ("", "can ", "to ", "ever ")
                       for v in ("roll", "rolls", "come up", "comes up", "show", "shows", "land on", "lands on")
                       for f in ("a 1up", "1up", "1ups", "a 1 up", "a one up", "an extra life")) + "\n"

_GD_ONE_STAGE = (_TACKLING + _BOTH_STAGES + "ask: claim stage 1, 2 | said: " + _TWO_STAGES)
_GD_FAIL_TOKENS = ("~turn: tackle | you are tackling a Stage card\n"
    "roll: 3 | said: " + _THREE_ROLLS + _SHOWING + "ask: pass")
# (the same, the tokens taken said in words of its own: then it stands against a roll the declared words read)
_FAIL_TOKENS_SAID = ("~turn: tackle | you are tackling a Stage card\n"
    "roll: 3 | said: " + _THREE_ROLLS + _SHOWING + "ask: pass | said: "
    + ", ".join(f"{v} {n}arcade tokens" for v in ("take my", "take", "grab my", "grab", "get", "collect", "receive")
                for n in ("", "2 ", "two ", "my 2 ", "my two ")) + ", recibo dos fichas\n")

# (for the examples added last: the families told in general words)
_BEAT_A_BOSS = ("beat a boss, beaten a boss, beats a boss, beat the boss, defeated a boss, defeated the boss, took down a boss, "
                "took down the, took down one, beat one of the, beat one boss, boss i beat, boss i already beat, "
                "boss he beat, boss she beat, boss card he beat, already beat, already beaten, already defeated, "
                "already took down, flipped the, victory side, derroté un jefe\n")
_SAME_TYPE = ("same type, that type, same kind, its type, boss's type, boss type, that boss's type, very same type, that same type, "
              "type of that boss, type as the boss, type as that boss, spray stage, spray type, spray-type, mismo tipo\n")
_LOCKED = (_TACKLING + "~pool: spray x3, missile, plasma, wave, 1up | your roll matches every Weapon on the Stage card\n"
           "stage: spray needs spray x3, 300 points | said: " + _SAME_TYPE +
           "bosses-won: spray | said: beat the spray boss, beaten the spray boss, beats the spray boss, "
           "defeated the spray boss, took down the spray boss, " + _BEAT_A_BOSS +
           "ask: claim stage 1 | said: claim, claims, claiming, claimed, take, takes, took, grab, grabs, grabbed, "
           "reach for, reaches for, reached for, go after, going after, added it, snag, tackle, reclamar")
_RUSH_UNTOLD = ("~turn: start | it is the start of your turn\n"
                "~stages-won: ? x2 | the types of the Stage cards in your defeated pile are not told\n"
                "boss: plasma needs plasma x4, 1000 points | said: boss, bosses, jefe\n"
                # (the move said with the Boss it is on: "rush the same boss again" is another question)
                "ask: rush plasma | said: rush a boss, rush the boss, rushing a boss, rushing the boss, "
                # (not "rushed the Wave boss": a rush told of an earlier turn is no rush asked)
                "he's rushing, she's rushing, i'm rushing, im rushing, hes rushing, shes rushing, rush the one, rushing it, "
                "rushing that, rush that, rushes that, rushing this, rush this, "
                "go for a boss, go straight for a boss, going for a boss, go after a boss, declare a boss, "
                "declares a boss, declared a boss, the one on, the boss on, the boss in, the boss at, a boss i, "
                "a boss this turn, rush a un jefe, rush al jefe")
# (a rush declared with a count of Stage cards whose types nobody tells: each one of the Boss's type is a roll)
def _rush_counted(n: int) -> str:
    return ("~turn: start | it is the start of your turn\n"
            f"stages-won: ? x{n} | said: stage cards, stage card, stages in, stages won, stage pile, defeated pile, fases\n"
            "boss: plasma needs plasma x4, 1000 points | said: boss, bosses, boss card, boss cards, jefe\n"
            "ask: rush plasma | said: declares a rush, declare a rush, declared a rush, declaring a rush, a rush on, "
            "a rush at, a rush against, rush one of, rushes one of, rushing one of, rush a boss, rushes a boss, "
            "rushing a boss, rush the boss, rushes the boss, goes for a boss, go for a boss, rush a un jefe, rush al jefe")


# (a count of rolls asked in a rush: each Stage card of the Boss's type is one roll)
_N = {2: "two", 3: "three", 4: "four"}
_NTH = {2: "second, 2nd", 3: "third, 3rd", 4: "fourth, 4th"}


def _rolls_asked(n: int) -> str:
    return (f"ask: roll | said: {_N[n]} rolls, {n} rolls, " +
            ", ".join(f"{x} roll" for x in _NTH[n].split(", ")) + "\n")


def _rolls_matched(n: int) -> str:  # the Stage cards told of the Boss's type
    return ("turn: rush missile | said: rush, rushes, rushing, rushed, missile boss\n"
            f"stages-won: missile x{n} | said: {_N[n]} missile stage, {n} missile stage, {_N[n]} matching, {n} matching, "
            f"{_N[n]} stage cards of its type, {_N[n]} stage cards of that type, {_N[n]} of its type, {_N[n]} of that type\n"
            f"~roll: {n - 1} | you have rolled {n - 1} times\n" + _SHOWING + _rolls_asked(n))


def _rolls_untold(n: int) -> str:  # how many Stage cards of the Boss's type not told: it depends
    return ("turn: rush plasma | said: rush, rushes, rushing, rushed\n"
            f"~stages-won: ? x{n} | how many of your Stage cards are of the Boss's type is not told\n"
            f"~roll: {n - 1} | you have rolled {n - 1} times\n" + _SHOWING + _rolls_asked(n))


def _core_told(n: int) -> str:  # GD-STRIKE-CORE told by its cost: the rush's n rolls used, two tokens for one more
    one = "one matching, only one matching, one stage card, a single matching" if n == 1 else \
        f"{_N[n]} matching, {n} matching, {_N[n]} stage cards, {n} stage cards"
    more = ("another roll", "one more roll", "extra roll", "roll again", f"{_NTH[n + 1].split(', ')[0]} roll",
            f"{_NTH[n + 1].split(', ')[1]} roll")
    return ("~tokens: 2 | you have the two Arcade Tokens\nturn: rush plasma | said: boss, rush, rushing, rushed\n"
            f"stages-won: plasma x{n} | said: {one}\n~roll: {n} | you have used your rolls\n" + _SHOWING +
            "ask: strike the core | said: " + ", ".join(f"{t} + {r}" for t in (
                "2 tokens", "two tokens", "2 arcade tokens", "two arcade tokens", "two of them") for r in more) + "\n")


# (a Charge asked where the message leaves one side of GD-ACE-MORE untold: the level now, or what was rolled)
_CHARGE_WORDS = ("charge, charges, charging, recharge, recharges, recharging, charge up, charges up, charge instead, "
                 "rather charge, raise my charge, charge go up, charge goes up, cargar\n")
_CHARGE_LEVEL_UNTOLD = ("~modes: ace-pilot | Ace Pilot mode is in play\n"
                        "pilot: plasma | said: plasma pilot, pilot's weapon is plasma, pilot is plasma, pilot is a plasma, "
                        "matches my pilot, match my pilot, matching my pilot, matches my ace pilot, matches the pilot, "
                        "same as my pilot, piloto de plasma\n"
                        "~charge: ? | your current Charge level is not told\n" + _TACKLING +
                        "pool: plasma x3, missile, wave, spray, 1up | said: three plasmas, 3 plasmas, tres plasmas\n"
                        "ask: charge | said: " + _CHARGE_WORDS)
_CHARGE_ROLL_UNTOLD = ("~modes: ace-pilot | Ace Pilot mode is in play\n~pilot: wave | your Ace Pilot's Weapon is Wave\n"
                       "charge: 2 | said: charge of 2, charge of two, charge 2, charge two, charge at 2, charge at two, at 2, "
                       "at two, two charges, 2 charges, level 2, level two, charged to 2, dos cargas\n" + _TACKLING +
                       "~pool: ? x3, missile, plasma, spray, 1up | what the dice rolled show is not told\n"
                       "ask: charge | said: " + _CHARGE_WORDS)
# (the Core gained on the last turn, and nothing told of whether anybody gained it since: the reroll depends)
_PHOENIX_UNTOLD = ("modes: phoenix-core | said: phoenix core, phoenix, núcleo fénix, 3 uncancelled explosions, "
                   "three uncancelled explosions, 3 explosions last turn, three explosions last turn, 3 explosions on his last, "
                   "3 explosions on her last, 3 explosions on my last\n"
                   "~phoenix-core: ? | whether another player gained the Core since your last turn is not told\n" + _TACKLING +
                   "~pool: missile, plasma, wave x2, spray x2 | the other dice show Weapons\n"
                   "explosions: 1 | said: explosion, explosions, explosiones, boom, booms\n"
                   "ask: roll explosion | said: reroll an explosion, reroll the explosion, reroll my explosions, "
                   "reroll his explosions, reroll her explosions, reroll explosions, rerolling explosions, "
                   "rerollin explosions, rerolling my explosions, rerolling his explosions, volver a tirar la explosión")
_LEFTOVER = ("leftover, left over, leftovers, unused, didn't use, didnt use, did not use, not used, none used, none of which, "
             "didn't put, other dice, other three, other 3, spare, dice left, remaining dice, rest of my dice, sobran\n")
# (a Stage card matched this turn, which a Bonus Stage is taken on top of: "too", "as well")
_STAGE_MATCHED = ("matched a stage, matched the stage, matched every weapon on a stage, matched every weapon on the stage, "
                  "matches a stage, cleared a stage, cleared the stage, cleared his stage, cleared her stage, cleared my stage, "
                  "covered the stage, covers the stage, claimed a stage, claims a stage, stage card done, stage done, "
                  "got the stage, as a regular stage, same turn as a stage, bonus stage too, bonus too, bonus stage as well, bonus as well, "
                  "also take the bonus, also grab the bonus, also snag the bonus, also took the bonus, take both, took both, "
                  "takes both, taking both, claim both, además de la fase\n")
# (Journey Mode said, or a Bonus Stage card told lying out, which only Journey Mode deals)
_JOURNEY_SAID = ("journey, added the bonus stage, add the bonus stage, added bonus stage, adding the bonus stage, "
                 "with the bonus stage cards, with bonus stage cards, bonus stages in, bonus stage cards in, bonus stack, bonus stage sitting, bonus stage card sitting, bonus card sitting, sitting on top, "
                 "on top of the bonus, modo journey\n")
_BONUS_SAID = "bonus, bonus stage, bonus card, top bonus, fase bonus"
_BONUS_SPARE = ("modes: journey | said: " + _JOURNEY_SAID + _TACKLING +
                "pool: missile x3, wave, spray x3 | said: " + _LEFTOVER +
                "stage: missile needs missile x3, wave, 400 points | said: " + _STAGE_MATCHED +
                "~bonus: needs spray x3, 100 points, 1 tokens | the top Bonus Stage card needs three Sprays\n"
                "ask: claim stage 1 + bonus | said: " + _BONUS_SAID)
_BONUS_UNTOLD = ("modes: journey | said: " + _JOURNEY_SAID + _TACKLING +
                 "~pool: missile x2, plasma, wave, 1up, ? x2 | what two of your dice show is not told\n"
                 "stage: missile needs missile x2, 200 points | said: " + _STAGE_MATCHED +
                 "~bonus: needs spray x2, 100 points, 1 tokens | the top Bonus Stage card needs two Sprays\n"
                 "ask: claim stage 1 + bonus | said: " + _BONUS_SAID)
_CORE_KEPT = ("nobody took, no one took, nobody has taken, nobody else, no one else, still have it, still has it, "
              "still hold it, still got it, still have the core, still has the core, still have the phoenix, "
              "still has the phoenix, nadie")
_PHOENIX_REROLL = ("modes: phoenix-core | said: phoenix core, phoenix, núcleo fénix, 3 explosions, three explosions, "
                   "3 uncancelled explosions, three uncancelled explosions, 3 booms, three booms\n"
                   "phoenix-core: held | said: " + _CORE_KEPT + "\n" + _TACKLING +
                   "~pool: missile, plasma, wave x2, spray x2 | the other dice show Weapons\n"
                   "explosions: 1 | said: explosion, explosions, explosiones, boom, booms\nask: roll explosion")
# (the asker's claim that more Arcade Tokens left win the tie: said so, or with the asker's own count first)
_I_HAVE_MORE = ", ".join(["i have more", "i got more", "i've got more", "ive got more", "i had more", "whoever has more",
                          "who has more", "whoever has the most", "because she has more", "because he has more",
                          "tokens decide", "tokens break the tie", "tengo más fichas"])
# (the other player's Arcade Tokens left told by their count: "she has 2", "he's got four left")
_NUMS = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "zero", "one", "two", "three", "four", "five", "six", "seven",
         "eight", "nine")
_THEIR_COUNT = ", ".join(f"{who} {verb} {n}" for who in ("he", "she", "they") for verb in ("has", "had", "got", "has got",
                                                                                         "'s got", "has only", "only has")
                         for n in _NUMS) + "\n"
_TIE_COUNTED = ("~end-game: over | the game is over\n~turn: over | your turn is over\n"
                "~stages-won: plasma 200 | your Stage card\n~tokens: 4 | you have 4 Arcade Tokens left\n"
                "rivals: ana 200 points 2 tokens | said: " + _THEIR_COUNT + "ask: score | said: " + _I_HAVE_MORE)
_TIE = ("~end-game: over | the game is over\n~turn: over | your turn is over\n"
        "~stages-won: plasma 200 | your Stage card\n~tokens: 4 | you have 4 Arcade Tokens left\n"
        "~rivals: ana 200 points 2 tokens | the other player has your points and 2 Arcade Tokens left\n"
        "ask: score | said: " + _I_HAVE_MORE)


# (for the examples added last: the families that still read no move)
_ONE_BOOM = ("one explosion, 1 explosion, an explosion, a single explosion, one uncancelled explosion, one life, a life, "
             "first life, 1 life, one boom, 1 boom, a boom, una explosión\n")
_LIFE_LOST = (_TOXIC_UNSAID + "~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
              "~pool: missile, plasma, wave, spray x2, 1up | the other dice show Weapons\n"
              "explosions: 1 | said: " + _ONE_BOOM.rstrip("\n") + ", explosion, explosions, boom, booms, explosiones\n" + "ask: turn over | said: " + _TURN_OVER)
# (the five matching results a Glitch needs, said)
_FIVE_SAID = ("five, 5, the five, the 5, five matching, 5 matching, five of a kind, 5 of a kind, cinco\n")
_GLITCH_DOUBLED = ("~modes: hacked-rom | Hacked ROM mode is in play\n" + _BOSS_DIE + _TACKLING +
                   "pool: double-missile, missile, missile, missile, wave, plasma, spray | said: double missile, double-missile, "
                   "double, doubler, doble, as two, as 2, two missiles, 2 missiles\n"
                   "ask: take glitch | said: glitch, glitches, glitch card, carta glitch, " + _FIVE_SAID)
_BOSS_BEATEN = ("~turn: start | it is the start of your turn\n~boss-dice: 0 | no Boss Die is in your pool yet\n"
                "bosses-won: wave | said: beat, beaten, defeated, took down, killed, won against, derroté\n"
                "ask: swap boss die | said: swap, swaps, swapped, substitute, substitutes, trade, cambiar")
# (two Stage cards named one after the other, "the Plasma stage and the Spray stage": the reader drops a "both"
# before an "X and Y", so the two cards are said by the claim and the "stage and the" between them)
_TWO_NAMED = ", ".join(f"{v} + {j}" for v in ("claim", "claims", "claimed", "take", "takes", "took", "grab", "grabs")
                       for j in ("stage and the", "stage card and the", "stage and a", "stage plus the")) + "\n"
_TWO_WITH_SAVED = ("~turn: tackle | you are tackling a Stage card\n~roll: 2 | you have rolled twice\n"
                   "~pool: spray x2, missile | the dice showing\n~aside: plasma, wave x2, 1up | the dice you saved\n"
                   "~stage: plasma needs plasma, 100 points | a Plasma Stage card\n"
                   "~stage: spray needs spray, 100 points | a Spray Stage card\n"
                   "ask: claim stage 1, 2 | said: " + _TWO_STAGES.rstrip("\n") + ", " + _TWO_NAMED)
_RUSH_RETRY = ("~turn: start | it is the start of your turn\n~stages-won: wave | you have a Stage card of its type\n"
               "failed-rushes: wave | said: failed, fail, lost, lose, flopped, whiffed, missed, couldn't, didn't beat, "
               "came up short, fell short, fallé, fallo\n"
               "ask: rush wave | said: again, same boss, same one, another try, second try, try again, otra vez, de nuevo")
# (the effects and scores a legal move or ``ask: score`` cites after the rule that permits it)
_TIED_TOKENS = ("same tokens, same number of tokens, same amount of tokens, tied on tokens, tokens too, tokens are tied, "
                "on tokens too, and on tokens, and tokens too, on leftover tokens, on arcade tokens too, "
                "tokens tied, equal tokens, tied on leftover, tied on arcade tokens, both have, mismas fichas\n")
_TIE_FLIP = ("~end-game: over | the game is over\n~turn: over | your turn is over\n"
             "~stages-won: plasma 200 | your Stage card\n~tokens: 3 | you have 3 Arcade Tokens left\n"
             "rivals: ana 200 points 3 tokens | said: " + _TIED_TOKENS +
             "ask: score | said: flip, flip a token, flip an arcade token, coin flip, toss a token, lanzar una ficha")
_SOLO_BOSS = ("modes: last-fighter | said: solo, last fighter\n~tokens: 3 | you have Arcade Tokens\n"
              "~turn: rush plasma | you are rushing a Boss\n~roll: 1 | you have rolled once\n"
              "stages-won: plasma x3 | said: three stages, 3 stages, three plasma stages, 3 plasma stages, three of, 3 of, "
              "stages of that type, matching stages, tres fases\n"
              "~boss: plasma needs plasma x3, 1000 points | the Boss card needs three Plasmas\n"
              "~pool: plasma x3, missile, wave, spray, 1up | your dice match the Boss card\n"
              "ask: defeat | said: beat, beats, beaten, defeat, defeated, took down, take down, derroto, derroté")
_WHIFFED = ("whiffed, missed the stage, missed it, failed the stage, failed it, blew it, didn't get it, all three rolls, "
            "all 3 rolls, all my rolls, after three rolls, after 3 rolls, out of rolls, fallé\n")
_SOLO_FAIL = ("modes: last-fighter | said: solo, last fighter\n~tokens: 3 | you have Arcade Tokens\n"
              "~turn: tackle | you are tackling a Stage card\nroll: 3 | said: " + _WHIFFED + _SHOWING +
              # (the point asked: no tokens for the failure; a message that asks something else is no pass)
              "ask: pass | said: don't get, dont get, do not get, no tokens, no consolation, not get, get nothing, "
              "without tokens, no 2 tokens, no two tokens, nothing back, sin fichas")
_CAPSULES_LEFT = ("~modes: capsule | Capsule Mode is in play\n~end-game: over | the game is over\n~turn: over | your turn is over\n"
                  "~stages-won: plasma 200 | your Stage card\n"
                  "capsules: 150 points, 100 points | said: never used, unused, didn't use, didnt use, still have, left over, "
                  "leftover, sin usar\nask: score | said: points, score, count, add, worth, puntos")
_CHARGES_LEFT = ("~modes: ace-pilot | Ace Pilot mode is in play\n~pilot: wave | your Ace Pilot's Weapon is Wave\n"
                 "~end-game: over | the game is over\n~turn: over | your turn is over\n~stages-won: plasma 200 | your Stage card\n"
                 "charge: 3 | said: 3 charges, three charges, charges left, charges still, charges remaining, charges leftover, "
                 "leftover charges, left over charges, unused charges, charges on my pilot, charges on the pilot, "
                 "charges sitting, charges at the end, 3 cargas, tres cargas\nask: score | said: points, pts, score, worth, count, puntos")
# (what a failed attempt in Capsule Mode pays, said: the point a player asks of it)
_CAPSULE_PAID = ("get a power capsule, get a capsule, gets a capsule, get the capsule, get one, take a capsule, "
                 "took a capsule, takes a capsule, take a power capsule, took a power capsule, receive a capsule, "
                 "receive a power capsule, collect a capsule, draw a capsule, tokens and, tokens plus, tokens +, "
                 "along with, on top of the two tokens, on top of the 2 tokens, capsule too, capsule as well, "
                 "recibo una cápsula, fichas y una cápsula")
_BOSS_WHIFFED = ("modes: capsule | said: capsule mode, capsule game, playing capsule, with capsules, modo cápsula\n"
                 "~turn: rush plasma | you are rushing a Boss\n"
                 "~stages-won: plasma | you have one Stage card of its type, worth one roll\n"
                 "roll: 1 | said: whiffed, whiffed on the boss, missed the boss, lost to the boss, failed the boss, blew the rush, "
                 "failed my rush, rush failed, out of rolls, fallé\n" + _SHOWING + "ask: pass | said: " + _CAPSULE_PAID)
_TWO_CHARGES = ("~modes: ace-pilot | Ace Pilot mode is in play\n~pilot: wave | your Ace Pilot's Weapon is Wave\n"
                "charge: 2 | said: two charges, 2 charges, both charges, two of my charges, 2 of my charges, multiple charges, "
                "more than one charge, dos cargas\n" + _TACKLING +
                "~pool: wave, missile, plasma, spray x2, 1up, explosion | you rolled one Wave\n"
                "~stage: wave needs wave x3, 300 points | the Stage card needs three Waves\n"
                "ask: claim stage 1 | said: spend, use, spent, used, gastar")
_CHROMA_THIRD = ("~turn: over | your turn is over\n"
                 "bosses-won: plasma, wave, chroma | said: chroma + third boss, chroma + 3rd boss, chroma + three bosses, "
                 "chroma + 3 bosses, chroma + tercer jefe\n"
                 "ask: end game | said: trigger the end, triggers the end, end the game, end of the game, end game, endgame, "
                 "game end, fin de la partida")


# (for the examples added last: a Boss Die doubler of each Weapon -- a swap puts the message's Weapon in
# for one piece only, and a doubler and the Weapon it doubles are two pieces -- so each Weapon its own)
_WEAPON_ES = {"missile": "misil", "plasma": "plasma", "wave": "onda", "spray": "spray"}


def _doubled(weapon: str, beaten: str) -> str:
    """A Boss Die doubler of ``weapon`` standing as both of the Weapons a Stage card needs."""
    es = _WEAPON_ES[weapon]
    return ("~boss-dice: 1 | a Boss Die is in your pool\n"
            f"~bosses-won: {beaten} | you have beaten a Boss, which unlocked the Boss Die\n" + _TACKLING +
            # (the other dice show no Weapon: a Weapon the message names is then no Weapon of this table)
            f"pool: double-{weapon}, 1up x6 | said: double {weapon}, double-{weapon}, {weapon} double, "
            f"{weapon} doubler, doble {es}\n"
            f"stage: {weapon} needs {weapon} x2, 200 points | said: {weapon}, {weapon}s, {es}\n"
            # (both of them on the one card: a doubler split over two cards is another question)
            # (a count of two said with the Stage card: "as two" alone may count toward a Glitch's five)
            "ask: claim stage 1 | said: " + ", ".join(
                f"{n} + {c}" for n in ("both", "the 2", "the two", "as two", "as 2", f"two {weapon}s", f"2 {weapon}s",
                                       "ambos", "los dos") for c in ("stage", "card", "fase")))


def _split_doubled(weapon: str) -> str:
    """A Boss Die doubler of ``weapon`` split over two cards: one to the Stage card, one to the Bonus Stage."""
    es = _WEAPON_ES[weapon]
    beaten = "spray" if weapon == "plasma" else "plasma"  # (a Boss of the Stage's own type would lock the Stage)
    return ("~modes: journey | Journey Mode is in play\n~boss-dice: 1 | a Boss Die is in your pool\n"
            f"~bosses-won: {beaten} | you have beaten a Boss, which unlocked the Boss Die\n" + _TACKLING +
            # (no other die shows a Weapon: the doubler is the only one the two cards can count)
            f"pool: double-{weapon}, 1up x6 | said: double {weapon}, "
            f"double-{weapon}, {weapon} double, {weapon} doubler, doble {es}\n"
            "~aside: none | no other die is set aside to count instead\n"
            f"~stage: {weapon} needs {weapon}, 200 points | the Stage card needs a {weapon.capitalize()}\n"
            f"~bonus: needs {weapon}, 100 points, 1 tokens | the Bonus Stage needs a {weapon.capitalize()}\n"
            "ask: claim stage 1 + bonus | said: one to, other to, the other toward, other one toward, one for the, "
            f"other for the, one {weapon} to, one {weapon} for, one {weapon} toward, other {weapon}, "
            "split, splits, splitting, between the, both cards, each card, one for each, different card, "
            "una para cada")


# (a story of one roll matching two Stage cards, both taken: GD-ONE-STAGE told, not asked. The rolls made
# are taken as the third: a roll the message counts otherwise is put in, and a count of 1 or 2 taken as
# given would read as the Stage cards the move takes)
_TWO_TAKEN = ("~turn: tackle | you are tackling a Stage card\n~roll: 3 | you have rolled\n" + _BOTH_STAGES +
              # ("grabs both" said of two Stage cards: a Stage and the Bonus Stage are another question)
              "ask: claim stage 1, 2 | said: " + _TWO_STAGES.rstrip("\n") +
              ", grab both + stage cards, grabs both + stage cards, grabbed both + stage cards\n")
# (GD-ONE-STAGE told over two claims: one Stage card taken this turn, and a second one asked)
_SECOND_STAGE = (_TACKLING + _BOTH_STAGES + "ask: claim stage 1, 2 | said: " + ", ".join(
    f"{a} + {b} + {c}" for a in ("one stage", "a stage", "claimed it", "took it", "grabbed it", "claimed one", "took one",
                                 "grabbed one", "cleared one", "beat one")
    for b in ("second stage", "a second", "another stage", "second one")
    for c in ("already", "this turn", "same turn", "roll left")) + ", ya reclamé una fase + otra fase + este turno\n")
# (the Chroma Ghost told beaten as the third Boss, and the final turns it starts)
_LAST_TURNS = ("gets one last turn, get one last turn, gets a last turn, get a last turn, gets a final turn, "
               "get a final turn, gets one final turn, get one final turn, each play one last turn, each get one, "
               "everyone else gets, trigger the end, triggers the end, triggered the end, sets off the end, "
               "end game is triggered, end is triggered, end game kicks in, endgame kicks in, end game is on, "
               "endgame is on, juegan un último turno")
# (a third Boss told beaten, and the final turns it starts)
_THIRD_TOLD = ("~turn: over | your turn is over\n"
               "bosses-won: plasma, wave, spray | said: " + _THIRD_BOSS + "ask: end game | said: " + _LAST_TURNS)
_CHROMA_TOLD = ("~turn: over | your turn is over\n"
                "bosses-won: plasma, wave, chroma | said: two bosses + chroma, 2 bosses + chroma, two other bosses + chroma, "
                "two regular bosses + chroma, 2 regular bosses + chroma, two normal bosses + chroma, "
                "2 normal bosses + chroma, two ordinary bosses + chroma, two weapon bosses + chroma, "
                "chroma + third, chroma + 3rd, chroma + three bosses, chroma + 3 bosses, chroma + boss number three, "
                "chroma + boss number 3, chroma + tercer jefe\n"
                "ask: end game | said: " + _LAST_TURNS)

# (GD-END-TRIGGER / GD-FINAL-TURN asked by the players after the one who beat a third Boss: their final turn is
# owed; the third Boss must be said, "just took down a Boss" triggers nothing)
_FINAL_OWED = ("end-game: triggered | said: " + _THIRD_BOSS +
               "~turn: start | it is the start of your turn\n~stages-won: plasma | your Stage card\n"
               "~bosses-won: none | you have beaten no Boss yourself\n"
               "~aside: none | no dice are set aside yet\n"
               "ask: tackle | said: final turn, last turn, one more turn, one last turn, one more go, one last go, "
               "last go, another turn, his turn, her turn, my turn, their turn, each get one, play a final, "
               "último turno")


# (Nemesis Mode in play and nothing told of a Nemesis card drawn: a claimed Stage card turns on it)
_NEMESIS_UNTOLD = ("modes: nemesis | said: nemesis mode, modo némesis\n" + _TACKLING +
                   "~pool: missile x2, wave, spray, plasma x2, 1up | your dice match the Stage card\n"
                   "stage: missile needs missile x2, wave, spray, 300 points | said: matches, match, matched, matching, "
                   "exactly what, every weapon, all the weapons, what the stage needs, what it needs, coincide, cubren\n"
                   "~nemesis: ? | whether a Nemesis card has been drawn is not told\n"
                   "ask: claim stage 1 | said: claim, claims, claiming, take, takes, taking, grab, grabs, reclamar, "
                   "quedarme")

# (the state question ``win`` at the end: a tie on points goes to the Arcade Tokens left. Asked with the
# other player's tokens untold, it depends on them; the tie said by the question, "do I win the tie?")
_TIE_UNTOLD = ("~end-game: over | the game is over\n~turn: over | your turn is over\n"
               "~stages-won: plasma 200 | your Stage and Boss cards\n~tokens: 3 | you have Arcade Tokens left\n"
               "~rivals: ana 200 points ? tokens | the other player has your points, and their Arcade Tokens left "
               "are not told\n"
               "ask: win | said: win the tie, wins the tie, won the tie, winning the tie, win this tie, wins this tie, "
               "gano el empate, gana el empate\n")

# (GD-GLITCH-DOUBLER told of the Weapon the doubler shows: "double wave" is asked of a double wave, as
# ``_doubled`` is for a Stage card; the five matching counted toward the Glitch, the doubler once)


def _glitch_doubled(weapon: str) -> str:
    """A Boss Die doubler of ``weapon`` counted as two of the five matching results a Glitch needs."""
    es = _WEAPON_ES[weapon]
    others = [w for w in ("missile", "plasma", "wave", "spray") if w != weapon]
    return ("~modes: hacked-rom | Hacked ROM mode is in play\n" + _BOSS_DIE + _TACKLING +
            # (the three plain ones written out: "two Missiles" the player says is what the doubler is worth,
            # no count of them)
            f"pool: double-{weapon}, {weapon}, {weapon}, {weapon}, {', '.join(others)} | said: double {weapon}, "
            f"double-{weapon}, "
            f"{weapon} double, {weapon} doubler, doble {es}, as two, as 2, two {weapon}s, 2 {weapon}s, dos {es}s\n"
            "ask: take glitch | said: glitch, glitches, glitch card, carta glitch, " + _FIVE_SAID)


# (GD-ACE-CAP told with the Charge level and "some" matching Weapons, how many untold: it depends on
# whether more were rolled than the level)
_SOME = ", ".join(f"{q} {w}" for q in ("some", "a few", "several", "a bunch of", "some matching", "a few matching",
                                         "algunos", "unos")
                  for w in ("missiles", "plasmas", "waves", "sprays", "misiles", "ondas"))


def _charge_some(weapon: str) -> str:
    """A pilot of ``weapon`` at Charge 2, and an untold number of matching Weapons rolled."""
    others = [w for w in ("missile", "plasma", "wave", "spray") if w != weapon]
    return ("~modes: ace-pilot | Ace Pilot mode is in play\n"
            f"pilot: {weapon} | said: {weapon} pilot, {weapon}s, match my pilot, matches my pilot, match my ace pilot, "
            "matching my pilot, matching her pilot, matching his pilot, match her pilot, match his pilot, "
            "same as my pilot, coinciden con mi piloto\n"
            "charge: 2 | said: charge is at 2, charge is at two, charge at 2, charge at two, at 2, at two, on 2, on two, "
            "two charges, 2 charges, charge of 2, charge of two, level 2, level two, charge 2, dos cargas, 2 cargas\n"
            + _TACKLING +
            f"pool: ? x3, {', '.join(others)}, 1up | said: {_SOME}\n"
            "ask: charge | said: " + _CHARGE_WORDS.rstrip("\n") + ", bump my charge, bump the charge, charge up, "
            "level up, raise the charge, push my charge, subir la carga\n")


# (GD-NEMESIS-BLOCKS told with the Arcade Tokens still on the Nemesis card: any number of them blocks)
_NEMESIS_LEFT = ("nemesis card is out, nemesis is out, nemesis card came out, nemesis came out, came out, "
                 "nemesis is up, nemesis card is up, nemesis still, still has, still on it, tokens on it, "
                 "nemesis was drawn, drew a nemesis, nemesis showed up, nemesis in play, nemesis standing, "
                 "undefeated nemesis, not defeated, hasn't been beaten, sitting out, sits out, nemesis is sitting, "
                 "sigue la némesis")


def _nemesis_left(n: int) -> str:
    """A Nemesis card out with ``n`` Arcade Tokens still on it, and a Stage card matched."""
    return ("~modes: nemesis | Nemesis Mode is in play\n" + _TACKLING +
            "~pool: missile x2, wave x2, plasma, spray x2 | your dice match the Stage card\n"
            "stage: missile needs missile x2, 200 points | said: every weapon, all the weapons, matches, match, matched, "
            "matching, what the stage needs, what it needs, cubren\n"
            f"nemesis: spray, {n} tokens | said: {_NEMESIS_LEFT}\n"
            "ask: claim stage 1 | said: claim, claims, claiming, take, takes, taking, grab, grabs, reclamar")


# (GD-TIEBREAK told as "N tokens to her M": the Arcade Tokens left of both, the one with more wins)
_TO_HERS = ", ".join(f"{p} {who} {n}" for p in ("to", "vs", "versus", "against") for who in ("her", "his", "their")
                     for n in _NUMS)
_TIEBREAK = (", ".join(["win the tiebreak", "win the tiebreaker", "win the tie-break", "win the tie break",
                        "wins the tiebreak", "wins the tiebreaker", "tiebreak goes to me", "tiebreaker goes to me",
                        "take the tiebreak", "gano el desempate"]) + ", " + _I_HAVE_MORE + "\n")


def _tie_to_hers(mine: int, theirs: int) -> str:
    """Tied on points, ``mine`` Arcade Tokens left against the other player's ``theirs``."""
    return ("~end-game: over | the game is over\n~turn: over | your turn is over\n"
            f"~stages-won: plasma 200 | your Stage card\ntokens: {mine} | said: tokens, arcade tokens, fichas\n"
            f"rivals: ana 200 points {theirs} tokens | said: {_TO_HERS}\nask: win | said: " + _TIEBREAK)


# (GD-TIEBREAK told as a tie on points, both players' Arcade Tokens left counted, and the win claimed)
_TIED = ("same points, same score, same number of points, tied on points, tied at, tie on points, level on points, "
         "both finished on, both ended on, both ended with, finished level, ended level, tied, empatamos\n")
_WIN_CLAIMED = ("claim the win, claims the win, take the win, takes the win, so i win, i win, the win is mine, win goes to me, "
                "i get the win, i won, gano yo")


def _tie_claimed(mine: int, theirs: int) -> str:
    """Tied on points, ``mine`` Arcade Tokens left against the other player's ``theirs``, and the win claimed."""
    return ("end-game: over | said: " + _TIED + "~turn: over | your turn is over\n"
            f"~stages-won: plasma 200 | your Stage card\ntokens: {mine} | said: tokens, arcade tokens, fichas\n"
            f"rivals: ana 200 points {theirs} tokens | said: {_THEIR_COUNT.rstrip()}\nask: win | said: " + _WIN_CLAIMED)


# (GD-GLITCH-STEAL told by the player it is taken from: a Glitch someone else claimed, 5 matching rolled)
_THEIRS_CLAIMED = ("claimed earlier, already claimed, had claimed, she claimed, he claimed, they claimed, my sister claimed, "
                   "my brother claimed, my friend claimed, someone claimed, claimed by, owned by, belongs to, "
                   "my sister's, my brother's, my friend's, his glitch, her glitch, their glitch, another player, "
                   "other player, from her, from him, from them, de mi hermana, de otro jugador")
_STEAL_SAID = ("steal, steals, stealing, stole, swipe, swipes, nab, nabs, snatch, snatches, snag, snags, pinch, "
               "nick, yoink, take it from, take hers, take his, robar, robo")
_STOLEN = ("~modes: hacked-rom | Hacked ROM mode is in play\n" + _TACKLING +
           "pool: wave x5, plasma, spray | said: 5 matching, five matching, 5 of a kind, five of a kind, five waves, "
           "5 waves, five matching results, cinco iguales\n"
           "rival-glitches: 1 | said: " + _THEIRS_CLAIMED + "\nask: steal glitch | said: " + _STEAL_SAID)

# (for the examples added last: moves told by what they do, and the families the fresh sets told)
# GD-SECOND-WIND told by what it buys: a token for a fourth roll at the Stage card
_FOURTH_ROLL = ("fourth roll, 4th roll, a fourth, a 4th, one more roll, another roll, an extra roll, extra roll, "
                "additional roll, roll one more time, roll a fourth time, roll again, cuarta tirada, tirada extra\n")
_WIND_TOLD = ("~tokens: 1 | you have an Arcade Token to spend\n~turn: tackle | you are tackling a Stage card\n"
              "roll: 3 | said: " + _THREE_ROLLS.rstrip("\n") + ", all three of, all 3 of, used up, three rolls gone, "
              "3 rolls gone, third roll, rolls are gone\n" + _SHOWING +
              "ask: second wind | said: " + _FOURTH_ROLL)
# GD-CONTINUE told by what it does: a token puts a rolled Explosion back into the pool
_BACK_IN = ("back into my pool, back into his pool, back into her pool, back into their pool, back into the pool, "
            "back in my pool, back in his pool, back in her pool, back in the pool, back to the pool, back to my pool, "
            "back into play, back in, back into, de vuelta a la reserva\n")
_CONTINUE_TOLD = ("~tokens: 3 | you have Arcade Tokens\n~turn: tackle | you are tackling a Stage card\n"
                  "~roll: 2 | you have rolled twice\n"
                  "pool: explosion x2, 1up, missile, plasma, wave, spray | said: explosion, explosions, exploded, blown-up, "
                  "blown up, blew up, boom, booms, boom die, explosiones\n"
                  "ask: continue | said: " + _BACK_IN)
# GD-FAIL-TOKENS: three uncancelled Explosions end the Tackle with the 2 Arcade Tokens
_TOKENS_PAID = ("get my 2, get my two, get 2 tokens, get two tokens, get 2 arcade tokens, get two arcade tokens, still get, "
                "still collect, collect my, collect 2, collect two, receive 2, receive two, take my 2, take my two, "
                "takes her 2, takes his 2, takes her two, takes his two, take 2 tokens, take two tokens, consolation, "
                "me dan 2 fichas, recibo dos fichas\n")
_BUSTED = ("~turn: tackle | you are tackling a Stage card\n~roll: 2 | you have rolled\n"
           "~pool: missile, plasma, wave, spray | the other dice show Weapons\n"
           "explosions: 3 | said: " + _THREE_BOOMS.rstrip("\n") + ", 3 uncancelled, three uncancelled, blew up, busted, "
           "bust\nask: pass | said: " + _TOKENS_PAID)
# the Explosion cancelled by a 1Up rolled with it: no life lost, and the turn rolls on
_CANCELLED = ("~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
              "pool: explosion, 1up, missile, plasma, wave, spray x2 | said: explosion and a 1up, explosion plus a 1up, "
              "explosion with a 1up, 1up and an explosion, boom and a 1up, explosión y un 1up\n"
              "ask: roll | said: cancels, cancel, cancelled, canceled, cancels it, cancels out, no life lost, "
              "don't lose a life, dont lose a life, no lost life, keep going, keep rolling, cancela\n")
# GD-NEXUS-BOSS-DICE: three Boss Dice brought against the Nexus Soul
_THREE_BOSS_DICE = ("three boss dice, 3 boss dice, all three boss dice, all 3 boss dice, all three of my boss dice, "
                    "all 3 of my boss dice, third boss die, 3rd boss die, all three, all 3, tres dados de jefe\n")
_NEXUS_THREE = ("~modes: nexus-soul | Nexus Soul mode is in play\n~turn: start | it is the start of your turn\n"
                "boss-dice: 3 | said: " + _THREE_BOSS_DICE +
                "~bosses-won: plasma, wave, spray | you have beaten three Bosses, which unlocked three Boss Dice\n"
                "ask: rush nexus | said: nexus, nexus soul, the nexus, nexo")
# GD-BONUS-TOP: a Bonus Stage card below the top of the stack
_BONUS_BELOW = ("modes: journey | said: " + _JOURNEY_SAID.rstrip("\n") + ", bonus stage cards, bonus cards, stacked, stack\n"
                + _TACKLING + "~pool: missile x2, spray x2, plasma, wave, 1up | your dice show Weapons\n"
                "~stage: missile needs missile x2, 200 points | the Stage card you claim needs two Missiles\n"
                "~bonus: needs wave x2, 100 points, 1 tokens | the top Bonus Stage needs two Waves\n"
                "~bonus: needs plasma, 100 points, 1 tokens | the next one needs a Plasma\n"
                "~bonus: needs spray x2, 100 points, 1 tokens | the bottom one needs two Sprays\n"
                "ask: claim stage 1 + bonus 3 | said: bottom, bottom one, at the bottom, the lowest, under the top, "
                "below the top, not the top, further down, underneath, buried, del fondo, debajo")
# GD-BONUS-WITH-STAGE: the Bonus Stage matched, and no regular Stage card
_NO_REGULAR = ("didn't match any, didnt match any, did not match any, no regular stage, none of the regular, "
               "not any of the regular, without a regular, without claiming a stage, without a stage, no stage card, "
               "missed the regular, only the bonus, just the bonus, bonus alone, bonus on its own, by itself, "
               "ninguna fase normal\n")
_BONUS_ALONE = ("modes: journey | said: " + _JOURNEY_SAID +
                _TACKLING + "~pool: spray x2, missile, plasma, wave x2, 1up | your dice match the Bonus Stage only\n"
                "~stage: missile needs missile x3, 300 points | the regular Stage card needs three Missiles\n"
                "~bonus: needs spray x2, 100 points, 1 tokens | the top Bonus Stage needs two Sprays\n"
                "ask: claim bonus | said: " + _NO_REGULAR)
# GD-SOLO-GAME-OVER / GD-SOLO-SCORE: the fourth Boss ends a Last Fighter game; tokens left score 100 each
_SOLO_ALL_FOUR = ("modes: last-fighter | said: solo, last fighter, playing alone, on my own\n"
                  "~tokens: 5 | you have Arcade Tokens left\n~turn: over | your turn is over\n"
                  "bosses-won: plasma, wave, spray, missile | said: 4th boss, fourth boss, all four bosses, all 4 bosses, "
                  "every boss, four bosses, 4 bosses, last boss, cuarto jefe\n"
                  "ask: end game | said: game over, that's game, thats game, game ends, game is over, end of the game, "
                  "count up, count my points, se acaba")
_SOLO_LEFTOVER = ("modes: last-fighter | said: solo, last fighter, playing alone, on my own\n"
                  "~end-game: over | the game is over\n~turn: over | your turn is over\n"
                  "~bosses-won: plasma, wave, spray, missile | you have defeated all 4 Boss cards\n"
                  "~stages-won: plasma 200 | your Stage card\n"
                  "tokens: 7 | said: tokens left, tokens still, leftover tokens, left over tokens, tokens remaining, "
                  "unused tokens, fichas sobrantes\n"
                  "ask: score | said: 100 points each, 100 pts each, 100 each, +700, 700, worth 100, cien puntos")

# GD-SOLO-GAME-OVER with GD-SOLO-SCORE: the fourth Boss ends the solo game, and the tokens left are scored
_SOLO_FOURTH_SCORE = ("modes: last-fighter | said: solo, last fighter, playing alone, on my own\n"
                      "~turn: over | your turn is over\n"
                      "bosses-won: plasma, wave, spray, missile | said: 4th boss, fourth boss, all four bosses, "
                      "all 4 bosses, every boss, four bosses, 4 bosses, last boss, cuarto jefe\n"
                      "tokens: 5 | said: tokens left, tokens still, leftover tokens, left over tokens, tokens remaining, "
                      "unused tokens, fichas sobrantes\n"
                      "ask: score | said: 100 points each, 100 pts each, 100 each, worth 100, cien puntos, game over, "
                      "that's game, thats game, game ends, game is over")

# GD-BOSS-DIE-SWAP: a Boss Die unlocked goes into the pool on any later turn, a Tackle as well as a Rush
_BOSS_DIE_TACKLE = ("turn: tackle | said: tackle, tackles, tackling, stage attempt, going for a stage, goes for a stage, "
                    "not a rush, not rushing, afrontar\n"
                    "boss-dice: 1 | said: boss die, a boss die, one boss die, 1 boss die, blue die, six ship dice, "
                    "6 ship dice, dado de jefe\n"
                    "bosses-won: missile | said: beat, beaten, defeated, took down, killed, won against, derroté\n"
                    "ask: roll | said: roll, rolls, roll it, rolling, roll with, use it, use the boss die, use my boss die, "
                    "tirar")

# GD-CAPSULE-ON-FAIL told as taken: the 2 Arcade Tokens and a Power Capsule card after a failed attempt
_TOKENS_AND_CAPSULE = ("tokens and a power capsule, tokens and a capsule, tokens plus a power capsule, tokens plus a capsule, "
                       "tokens and the capsule, tokens and one capsule, tokens and a capsule card, tokens and a power capsule card, "
                       "tokens + a capsule, capsule card too, capsule too, capsule as well, a capsule on top, "
                       "fichas y una cápsula\n")
_CAPSULE_RUSH_TOLD = (_BOSS_WHIFFED.rsplit("ask: pass", 1)[0] + "ask: pass | said: " + _TOKENS_AND_CAPSULE)
_CAPSULE_TACKLE_TOLD = ("modes: capsule | said: capsule mode, capsule game, playing capsule, with capsules, modo cápsula\n"
                        "~turn: tackle | you are tackling a Stage card\nroll: 3 | said: " + _WHIFFED + _SHOWING +
                        "ask: pass | said: " + _TOKENS_AND_CAPSULE)

# GD-PHOENIX-PASS: another player gained the Core before your turn came back: it is theirs, and your
# Explosions are locked again
_PHOENIX_LOST = ("~modes: phoenix-core | the Phoenix Core mode is in play\n"
                 "phoenix-core: rival | said: took it from me, took it off me, took it from her, took it from him, "
                 "took it off her, took it off him, got it from me, passed to, got passed, lost the phoenix core, "
                 "lost the core, lost it to, se lo llevó\n" + _TACKLING +
                 "~pool: missile, plasma, wave x2, spray x2 | the other dice show Weapons\n"
                 "explosions: 1 | said: explosion, explosions, explosiones, boom, booms\n"
                 "ask: roll explosion | said: reroll an explosion, reroll the explosion, reroll my explosions, "
                 "reroll his explosions, reroll her explosions, reroll explosions, rerolls an explosion, "
                 "explosion rerolls, volver a tirar la explosión")

# GD-NO-TOKEN-REVERSE: three uncancelled Explosions end the turn; Arcade Tokens spent do not undo it
_BUY_BACK = ("~tokens: 3 | you have Arcade Tokens\n" + _TACKLING +
             "~pool: missile, plasma, wave, spray | the other dice show Weapons\n"
             "explosions: 3 | said: " + _THREE_BOOMS.rstrip("\n") + ", third explosion, 3 uncancelled, three uncancelled, "
             "3 booms, three booms\n"
             "ask: continue | said: keep going, keep rolling, keep playing, buy my way, buy her way, buy his way, "
             "save my turn, save her turn, save his turn, spend tokens, spending tokens, spend my tokens, spend them, "
             "pay tokens, paying tokens, seguir jugando")

# GD-CONTINUE: the Explosion put back unpaid, no Arcade Token told
_FREE_CONTINUE = ("tokens: 0 | said: for free, free, without paying, without spending, without a token, no token, "
                  "no tokens, no arcade tokens, 0 tokens, 0 arcade tokens, out of tokens, out of arcade tokens, sin pagar, gratis\n" + _TACKLING +
                  "~pool: missile, plasma, wave, spray, 1up, plasma | the other dice show Weapons\n"
                  "explosions: 1 | said: explosion, explosions, exploded, boom, booms, boom die, explosiones\n"
                  "ask: continue | said: " + _BACK_IN)

# ---- (issue 22) effects no worked example cited: a legal move cites them after the rule that permits it
# (the Phoenix Core gained, a Glitch scored, a Bonus Stage in a Last Fighter game). (A Nemesis out at setup,
# or with more than its 6 tokens, breaks a position rule: such a table is no example.) ----
# GD-PHOENIX-GAIN: three uncancelled Explosions end the Tackle, and the Phoenix Core is gained
_PHOENIX_GAINED = ("modes: phoenix-core | said: phoenix core, phoenix, the core, núcleo fénix\n"
                   "~turn: tackle | you are tackling a Stage card\n~roll: 2 | you have rolled\n"
                   "~pool: missile, plasma, wave, spray | the other dice show Weapons\n"
                   "explosions: 3 | said: " + _THREE_BOOMS.rstrip("\n") + ", 3 uncancelled, three uncancelled, "
                   "3 booms, three booms, blew up, busted, bust\n"
                   "ask: pass | said: get the phoenix, gets the phoenix, get the core, gets the core, take the phoenix, "
                   "takes the phoenix, grab the phoenix, grabs the phoenix, gain the phoenix, gains the phoenix, "
                   "pick up the phoenix, picks up the phoenix, phoenix core is mine, me llevo el núcleo")
# GD-GLITCH-SCORE: a Glitch card held at the end scores its points
_GLITCH_KEPT = ("~modes: hacked-rom | Hacked ROM mode is in play\n~end-game: over | the game is over\n"
                "~turn: over | your turn is over\n~stages-won: plasma 200 | your Stage card\n"
                "glitches: 150 points | said: glitch, glitches, glitch card, glitch cards, carta glitch\n"
                "ask: score | said: points, pts, score, count, counts, worth, add, puntos")
# GD-SOLO-BONUS: a Last Fighter may add the Bonus Stage cards without Journey Mode, and they pay tokens
_SOLO_BONUS = ("modes: last-fighter | said: solo, last fighter, playing alone, on my own, solitario\n"
               "~tokens: 10 | you have Arcade Tokens\n" + _TACKLING +
               "~pool: missile x2, spray x2, plasma, wave, 1up | your dice show Weapons\n"
               "~stage: missile needs missile x2, 200 points | the Stage card you claim needs two Missiles\n"
               "bonus: needs spray x2, 100 points, 2 tokens | said: bonus, bonus stage, bonus stages, bonus card, "
               "bonus cards, fase bonus\n"
               "ask: claim stage 1 + bonus | said: claim, claims, take, takes, grab, grabs, get, gets, add, added, "
               "use, using, play with, reclamar")


EXAMPLES: tuple[Saying, ...] = (
    # GD-EXPLOSION-LOCKED: Explosions are not rerolled
    Saying("roll", "can I reroll my explosions?",
           position=_TACKLING + "~pool: missile, plasma, wave, spray x2 | the other dice show Weapons\n"
                    "explosions: 2 | said: explosion, explosions, explosiones\nask: roll explosion x2"),
    # GD-THREE-EXPLOSIONS / GD-NO-TOKEN-REVERSE: three lost lives end the turn; no token undoes it
    Saying("continue", "after three explosions can I pay a token to keep going?",
           position="~tokens: 3 | you have Arcade Tokens\n" + _TACKLING +
                    "~pool: missile, plasma, wave, spray | the other dice show Weapons\nexplosions: 3 | said: three explosions, "
                    "3 explosions, third explosion, all three lives, all 3 lives, tres explosiones\nask: continue"),
    # GD-CONTINUE: a token puts a rolled Explosion back into the pool
    Saying("continue", "can I pay an arcade token to put an explosion back in my pool and reroll it?",
           position="~tokens: 3 | you have Arcade Tokens\n" + _TACKLING +
                    "~pool: missile, plasma, wave, spray, 1up, plasma | the other dice show Weapons\n"
                    "explosions: 1 | said: explosion, explosions, explosiones\nask: continue | said: " + _BACK_IN),
    Saying("continue", "can I put an explosion back into my pool for free, without paying an arcade token?",
           position=_FREE_CONTINUE),
    Saying("continue", "I'm out of arcade tokens, can I still throw my exploded die back into the pool?",
           position=_FREE_CONTINUE),
    Saying("continue", "she has no tokens left but still puts her explosion back in the pool to reroll it",
           position=_FREE_CONTINUE),
    # GD-SECOND-WIND: one token, one more roll at a Stage
    Saying("second-wind", "can I pay one token for another roll at the stage after my three rolls?",
           position="tokens: 1\n~turn: tackle | you are tackling a Stage card\nroll: 3\n" + _SHOWING +
                    "ask: second wind | said: " + _FOURTH_ROLL),
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
           position=_doubled("missile", "plasma")),
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
                    # (not "solo" alone: Last Fighter is said so)
                    "ask: claim bonus | said: on its own, alone, by itself, without, only the bonus, just the bonus, "
                    "solo la bonus, solo la fase bonus, sola"),
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

    # ---- added: the rules that had no worked example ----
    # (a fact the ruling stands without -- a count of rolls already too high, dice already too few -- is
    # dropped unsaid by the reader, so its words go on the ask line, where they must be said)
    # GD-ONE-STAGE: one Stage card per turn
    Saying("claim", "my roll matches two of the stage cards, can I claim both of them this turn?",
           position=_GD_ONE_STAGE),
    Saying("claim", "dice cover 2 stages, take both in one turn?",
           position=_GD_ONE_STAGE),
    # GD-CLAIM-MATCH: every Weapon on the Stage card must be matched
    Saying("claim", "can I claim a stage card when my dice are one weapon short of what it needs?",
           position=_TACKLING + "pool: missile, wave x2, plasma, spray x2, 1up | said: " + _SHORT +
                    "~stage: missile needs missile x2, 200 points | the Stage card needs two Missiles\n"
                    "ask: claim stage 1 | said: " + _SHORT),
    # GD-FAIL-TOKENS: a failed Tackle ends with 2 Arcade Tokens, once its rolls are spent
    Saying("pass", "can I give up after one roll and still collect the two arcade tokens?",
           position="~turn: tackle | you are tackling a Stage card\n"
                    "roll: 1 | said: " + _ONE_ROLL + _SHOWING + "ask: pass | said: " + ", ".join(
                        f"{verb} after {when}" for verb in ("give up", "pass", "quit", "stop")
                        for when in ("one roll", "1 roll", "my first roll", "the first roll", "a single roll"))),
    Saying("pass", "I tackled a stage and nothing matched after all three rolls, can I pass and take my arcade tokens?",
           position=_GD_FAIL_TOKENS),
    Saying("pass", "can I give up after all three rolls and take my two arcade tokens?",
           position=_GD_FAIL_TOKENS),
    Saying("pass", "whiffed the stage after all 3 rolls, so I grab my 2 arcade tokens and pass, right?",
           position=_FAIL_TOKENS_SAID),
    # GD-RUSH-FAIL: a failed rush ends with 2 Arcade Tokens
    Saying("pass", "I used all my rolls against the boss and failed, do I still get 2 arcade tokens?",
           position="~turn: rush plasma | you are rushing a Boss\n"
                    "~stages-won: plasma | you have one Stage card of its type, worth one roll\n"
                    "roll: 1 | said: all my rolls, all her rolls, all his rolls, all their rolls, all of my rolls, "
                    "all the rolls, used up, out of rolls, no rolls left, every roll, last roll, todas mis tiradas\n"
                    + _SHOWING + "ask: pass"),
    # GD-RUSH-DECLARED-ONLY: a rush defeats only the Boss declared, never a Stage card
    Saying("claim", "while I'm rushing a boss, can I claim a stage card with my dice instead?",
           position="turn: rush plasma | said: rushing, rush, rushed, rushes\n~roll: 1 | you have rolled once\n"
                    "~stages-won: plasma | you have a Stage card of its type\n" + _BOTH_STAGES.split("~stage: wave")[0] +
                    "ask: claim stage 1 | said: claim, claiming, claimed, take a stage, take the stage, grab a stage, "
                    "reclamar"),
    # GD-RUSH-NOT-SAME: no rush on a Boss of a type already defeated
    Saying("rush", "can I rush a boss that I have already defeated earlier in the game?",
           position="~turn: start | it is the start of your turn\n~stages-won: plasma x2 | you have Stage cards of its type\n"
                    "bosses-won: plasma | said: already defeated, already beaten, already beat, already killed, "
                    "already took down, ya derrotado, ya derroté\nask: rush plasma | said: again, same boss, same one, that boss, "
                    "a boss that, the boss that, one i beat, one i already, rematch, otra vez, de nuevo, mismo jefe"),
    # GD-CHROMA-NEEDS-STAGE: the Chroma Ghost needs one defeated Stage card
    Saying("rush", "can I rush the chroma ghost before I have beaten a single stage card?",
           position="~turn: start | it is the start of your turn\nboss: chroma | said: chroma, chroma ghost\n"
                    "stages-won: none | said: " + _NO_STAGE + "ask: rush chroma | said: " + _NO_STAGE),
    # GD-CHROMA-SEVEN: the Chroma Ghost needs all 7 dice showing Weapons
    Saying("defeat", "can I beat the chroma ghost with six weapons and one explosion?",
           position="turn: rush chroma | said: chroma, chroma ghost\n"
                    "~stages-won: plasma, wave | you have defeated Stage cards of two types\n~roll: 1 | you have rolled once\n"
                    "pool: missile, plasma, wave, spray x3 | said: six weapons, 6 weapons, six dice, 6 dice, only six, only 6, seis\n"
                    "~explosions: 1 | the seventh die shows an Explosion\n"
                    "ask: defeat chroma | said: explosion, explosions, explosiones, boom, six weapons, 6 weapons, six dice, "
                    "6 dice, only six, only 6, seis"),
    # GD-CHROMA-NO-DIE: the Chroma Ghost unlocks no Boss Die
    Saying("swap", "I beat the chroma ghost, does that unlock a boss die I can swap in?",
           position="~turn: start | it is the start of your turn\nbosses-won: chroma | said: chroma, chroma ghost\n"
                    "ask: swap boss die | said: swap, swapped, swapping, swap in, unlock, unlocks, unlocked, cambiar, "
                    "desbloquea"),
    # GD-BOSS-DIE-SWAP: one Boss Die per Boss card defeated
    Saying("swap", "I've only beaten one boss, can I swap in a second boss die?",
           position="~turn: start | it is the start of your turn\n"
                    "boss-dice: 1 | said: " + _SECOND_DIE +
                    "bosses-won: plasma | said: " + _ONE_BOSS + "ask: swap boss die | said: " + _ONE_BOSS),
    Saying("swap", "I defeated a boss, can I swap one of my ship dice for a boss die now?",
           position="~turn: start | it is the start of your turn\n"
                    "bosses-won: plasma | said: defeated a boss, beaten a boss, beat a boss, killed a boss, took down a boss, "
                    "won against a boss, derroté un jefe\nask: swap boss die"),
    Saying("swap", "I've beaten two bosses, can I swap in a second boss die?",
           position="~turn: start | it is the start of your turn\n"
                    "boss-dice: 1 | said: " + _SECOND_DIE +
                    "bosses-won: plasma, wave | said: beaten two bosses, beat two bosses, defeated two bosses, killed two bosses, "
                    "took down two bosses, two bosses beaten, two bosses defeated, two bosses down, derroté dos jefes\n"
                    "ask: swap boss die | said: " + _SECOND_DIE),
    # GD-SWAP-TIMING: Boss Dice are swapped in before the first roll
    Saying("swap", "can I swap a boss die into my pool after I've already rolled?",
           position="~bosses-won: plasma | you have beaten a Boss, which unlocked a Boss Die\n"
                    "~turn: tackle | you are tackling a Stage card\nroll: 1 | said: " + _ROLLED + _SHOWING +
                    "ask: swap boss die"),
    # GD-NEMESIS-BLOCKS: no Stage card while a Nemesis card stands
    Saying("claim", "a nemesis card is out, can I still claim a stage card if my dice match it?",
           position="~modes: nemesis | Nemesis Mode is in play\n" + _TACKLING + _BOTH_STAGES.split("~stage: wave")[0] +
                    "nemesis: spray, 6 tokens | said: nemesis card is out, nemesis is out, nemesis card out, nemesis out, "
                    "nemesis stands, nemesis on the table, nemesis is on the table, nemesis in play, nemesis is in play, "
                    "nemesis is up, nemesis still, while a nemesis, while the nemesis, nemesis card is still, "
                    "hay una némesis, némesis en juego, nemesis card came out, nemesis came out, came out, flipped out, "
                    "nemesis card flipped, nemesis was drawn, nemesis got drawn, drew a nemesis, drawn a nemesis, "
                    "nemesis showed up, nemesis card showed up, sitting out, sits out, salió una némesis\nask: claim stage 1"),
    # GD-NEMESIS-CAPSULE: a Power Capsule costs 5 tokens in Nemesis Mode
    Saying("buy-capsule", "I have five arcade tokens in nemesis mode, can I buy a power capsule card?",
           position="modes: nemesis | said: nemesis, némesis\ntokens: 5 | said: 5, five, cinco\nask: buy capsule"),
    # GD-GLITCH-ONCE: a Glitch card's ability once per turn
    Saying("use-glitch", "I already used my glitch card's ability this turn, can I use it a second time?",
           position="~modes: hacked-rom | Hacked ROM mode is in play\n" + _TACKLING + _SHOWING +
                    "~glitches: 1 | you hold one Glitch card\n"
                    "glitches-used: 1 | said: already used, second time, twice, 2nd time, once already, otra vez\n"
                    "ask: use glitch"),
    # GD-GLITCH-FIVE: five matching results take a Glitch
    Saying("take-glitch", "can I take the top glitch card with only four matching dice?",
           position="~modes: hacked-rom | Hacked ROM mode is in play\n" + _TACKLING +
                    "pool: missile x4, plasma, wave, spray | said: " + _FOUR + "ask: take glitch | said: " + _FOUR),
    # GD-GLITCH-DOUBLER: a doubler counts once for a Glitch
    Saying("take-glitch", "does a double on my boss die count as two toward the five matching results for a glitch?",
           position="~modes: hacked-rom | Hacked ROM mode is in play\n" + _BOSS_DIE + _TACKLING +
                    "pool: double-wave, wave x3, missile, plasma, spray | said: double, doubler, doubles, doble\n"
                    "ask: take glitch"),
    # GD-GLITCH-TOP: only the top Glitch card
    Saying("take-glitch", "can I take a glitch card from further down the stack instead of the top one?",
           position="~modes: hacked-rom | Hacked ROM mode is in play\n" + _TACKLING +
                    "~pool: missile x5, plasma, wave | you rolled five matching results\n"
                    "~glitch-stack: 6 | the Glitch stack is full\n"
                    "ask: take glitch 2 | said: down the stack, under the top, below the top, second one down, one under the top, "
                    "instead of the top, middle of the stack, bottom of the stack, debajo"),
    # GD-ACE-CAP: no more Charge than the matching Weapons rolled
    Saying("charge", "can I charge my ace pilot with more tokens than the matching weapons I rolled?",
           position="~modes: ace-pilot | Ace Pilot mode is in play\n~pilot: wave | your Ace Pilot's Weapon is Wave\n"
                    "~charge: 0 | your pilot has no Charge yet\n" + _TACKLING +
                    "~pool: wave x3, missile, plasma, spray, 1up | you rolled three matching Waves\n"
                    "ask: charge 5 | said: more than, more tokens than, more charge, higher than, above the, beyond, más que"),
    # GD-ACE-MORE: charging again needs more matches than the current level
    Saying("charge", "can I recharge my pilot if I only rolled the same number of matching weapons as its charge?",
           position="~modes: ace-pilot | Ace Pilot mode is in play\n~pilot: wave | your Ace Pilot's Weapon is Wave\n"
                    "charge: 3 | said: same number, same amount, equal, as many, no more than, not more than, mismo\n"
                    + _TACKLING + "~pool: wave x3, missile, plasma, spray, 1up | you rolled three matching Waves\nask: charge"),
    # GD-ACE-SELECT: the pilot die picks the Ace Pilot
    Saying("choose-pilot", "at setup can I just pick whichever ace pilot I want?",
           position="~modes: ace-pilot | Ace Pilot mode is in play\n~turn: setup | it is the Game Setup\n"
                    "ask: choose pilot spray | said: whichever, any pilot, any ace pilot, the one i want, i want, i like, "
                    "prefer, favorite, favourite, my choice, cualquiera"),
    # GD-ACE-PASS-DIE: a 1Up or Explosion on the pilot die passes the die
    Saying("choose-pilot", "my ace pilot die came up a 1up at setup, can I still pick a pilot?",
           position="~modes: ace-pilot | Ace Pilot mode is in play\n~turn: setup | it is the Game Setup\n"
                    "pilot-die: 1up | said: 1up, 1 up, one up, extra life\n"
                    "ask: choose pilot spray | said: pick, choose, take, select, get, elegir"),
    # GD-DARK-TOXIC: under Toxic two lost lives end the turn
    Saying("roll", "toxic is in effect and I've rolled two explosions, can I keep rolling?",
           position="~modes: dark-energy | Dark Energy mode is in play\n"
                    "dark-energy: toxic | said: toxic is in effect, toxic in effect, toxic is in play, toxic in play, "
                    "toxic is on, toxic round, toxic card, under toxic, with toxic, toxic is active, toxic this round, "
                    "effect is toxic, tóxico\n"
                    "~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
                    "~pool: missile, plasma, wave, spray x2 | the other dice show Weapons\n"
                    "explosions: 2 | said: 2 explosions, two explosions, dos explosiones, both explosions, second explosion\n"
                    "ask: roll"),
    # GD-TURN-OVER-TOXIC: two Explosions end the turn only under Toxic; the effect unsaid, it depends
    Saying("turn-over", "I rolled two explosions and no 1ups, is my turn over?",
           position=_TOXIC_UNSAID + "~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
                    "~pool: missile, plasma, wave, spray x2 | the other dice show Weapons\n"
                    "explosions: 2 | said: " + _TWO_BOOMS + "ask: turn over | said: " + _TURN_OVER),
    Saying("turn-over", "saqué dos explosiones y ningún 1up, ¿se acaba mi turno?", "es",
           position=_TOXIC_UNSAID + "~turn: tackle | estás afrontando una carta de Fase\n~roll: 1 | has tirado una vez\n"
                    "~pool: missile, plasma, wave, spray x2 | los otros dados muestran Armas\n"
                    "explosions: 2 | said: " + _TWO_BOOMS + "ask: turn over | said: " + _TURN_OVER),
    # GD-DARK-TOXIC: under a Toxic effect, two Explosions end it
    Saying("turn-over", "the effect this round is toxic, so two explosions end my turn, right?",
           position="~modes: dark-energy | Dark Energy mode is in play\n"
                    "dark-energy: toxic | said: toxic, tóxico, tóxica\n"
                    "~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
                    "~pool: missile, plasma, wave, spray x2 | the other dice show Weapons\n"
                    "explosions: 2 | said: " + _TWO_BOOMS + "ask: turn over | said: " + _TURN_OVER),
    # GD-DARK-TOXIC: two Explosions, the effect unsaid: rolling on turns on Toxic too
    Saying("roll", "two explosions and no 1ups, can I keep rolling?",
           position=_TOXIC_UNSAID + "~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
                    "~pool: missile, plasma, wave, spray x2 | the other dice show Weapons\n"
                    "explosions: 2 | said: " + _TWO_BOOMS + "ask: roll | said: keep rolling, roll again, still roll, "
                    "keep going, another roll, seguir tirando, volver a tirar"),
    # GD-NEXUS-NEEDS-BOSS: the Nexus Soul only after another Boss
    Saying("rush", "can I rush the nexus soul before I've beaten any other boss?",
           position="~modes: nexus-soul | Nexus Soul mode is in play\n~turn: start | it is the start of your turn\n"
                    "bosses-won: none | said: " + _NO_BOSS + "ask: rush nexus | said: " + _NO_BOSS),
    # GD-NEXUS-NO-TOKEN-REROLL: no bought rerolls against the Nexus Soul
    Saying("strike-core", "can I pay tokens to strike the core against the nexus soul?",
           position="~modes: nexus-soul | Nexus Soul mode is in play\n~tokens: 3 | you have Arcade Tokens\n"
                    "turn: rush nexus | said: nexus, nexus soul\n~bosses-won: plasma | you have beaten a Boss\n"
                    "~roll: 1 | you have rolled once\n" + _SHOWING + "ask: strike the core"),
    # GD-SOLO-RUSH-COST: Last Fighter pays 2 tokens to rush
    Saying("rush", "playing last fighter solo, can I rush a boss with only one token left?",
           position="modes: last-fighter | said: solo, last fighter\n"
                    "tokens: 1 | said: 1 token, one token, only one, 1 arcade token, one arcade token, last token, una ficha\n"
                    "~turn: start | it is the start of your turn\n~stages-won: plasma | you have a Stage card of its type\n"
                    "ask: rush plasma | said: rush, rushing, boss, jefe"),
    Saying("rush", "in last fighter solo, rushing a boss costs me two arcade tokens before I roll, right?",
           position="modes: last-fighter | said: solo, last fighter\n~tokens: 2 | you have the two Arcade Tokens\n"
                    "~turn: start | it is the start of your turn\n~stages-won: plasma | you have a Stage card of its type\n"
                    "ask: rush plasma | said: " + ", ".join(f"{t} + {r}" for r in ("rush", "rushing", "rushes")
                                                             for t in ("2 tokens", "two tokens", "2 arcade tokens",
                                                                       "two arcade tokens", "dos fichas"))),
    # GD-CYCLE-BEFORE-ROLL: Cycle before rolling, during a Tackle
    Saying("cycle", "can I cycle the stages after I've already rolled this turn?",
           position="~tokens: 3 | you have Arcade Tokens\n~turn: tackle | you are tackling a Stage card\n"
                    "roll: 1 | said: " + _ROLLED + _SHOWING + "ask: cycle | said: " + _ROLLED),
    # GD-CYCLE-BEFORE-ROLL: before the first roll, a token cycles the Stages
    Saying("cycle", "pay a token to cycle before I roll, ok?",
           position="~tokens: 3 | you have Arcade Tokens\n~turn: tackle | you are tackling a Stage card\n"
                    "roll: 0 | said: " + _NOT_ROLLED + "ask: cycle | said: " + _NOT_ROLLED),
    # GD-CYCLE: Cycle costs a token
    Saying("cycle", "can I cycle the stages if I have no arcade tokens left?",
           position="tokens: 0 | said: no arcade tokens, no tokens, zero tokens, 0 tokens, out of tokens, sin fichas\n"
                    "~turn: tackle | you are tackling a Stage card\n~roll: 0 | you have not rolled yet\nask: cycle"),
    # GD-MATCH-WEAPONS: a Boss is defeated only with every Weapon on it matched
    Saying("defeat", "can I defeat the boss I'm rushing if I'm still one weapon short?",
           position=_RUSHING + "~boss: plasma needs plasma x3, missile, 1000 points | the Boss card needs three Plasmas and a Missile\n"
                    "pool: plasma x2, missile, wave, spray x2, 1up | said: " + _SHORT + "ask: defeat | said: " + _SHORT),
    # GD-NO-TOKEN-REVERSE: no token undoes a turn lost to Explosions
    Saying("second-wind", "three explosions ended my turn, can I pay a token for a second wind?",
           position="~tokens: 3 | you have Arcade Tokens\n~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
                    "~pool: missile, plasma, wave, spray | the other dice show Weapons\n"
                    "explosions: 3 | said: three explosions, 3 explosions, third explosion, tres explosiones\nask: second wind"),
    # GD-PHOENIX-NO-END: with the Phoenix Core, Explosions do not end the turn
    Saying("roll", "I still hold the phoenix core, do three explosions end my turn or can I keep rolling?",
           position="~modes: phoenix-core | the Phoenix Core mode is in play\n"
                    "phoenix-core: held | said: still hold, still have, holding the phoenix, hold the phoenix, have the phoenix, "
                    "has the phoenix, tengo el\n"
                    "~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
                    "~pool: missile, plasma, wave, spray | the other dice show Weapons\n"
                    "explosions: 3 | said: three explosions, 3 explosions, third explosion, tres explosiones\nask: roll"),

    # ---- added: the disputable rules that still decided no worked example ----
    # GD-GAME-OVER: once every turn is finished nobody plays on
    Saying("pass", "the game is over and we're counting points, can I still take one more turn?",
           position="end-game: over | said: " + _GAME_DONE + "~turn: over | your turn is over\n"
                    "ask: next turn | said: " + _ANOTHER_TURN),
    Saying("roll", "everyone has played their final turn and the game has ended, can I still roll my dice?",
           position="end-game: over | said: " + _GAME_DONE + "~turn: over | your turn is over\n"
                    "ask: roll | said: roll, rolling, reroll, tirar"),
    # GD-SETUP-FIRST: no turn is played while the game is still being set up
    Saying("pass", "we're still setting up the game, can I already tackle a stage?",
           position="turn: setup | said: " + _SETTING_UP + "~tokens: 3 | you have your 3 starting Arcade Tokens\n"
                    "ask: tackle | said: tackle, tackling, go for a stage, try a stage"),
    Saying("roll", "during game setup, before the starting player is chosen, can I start rolling my dice?",
           position="turn: setup | said: " + _SETTING_UP + "~tokens: 3 | you have your 3 starting Arcade Tokens\n"
                    "ask: roll | said: roll, rolling, start rolling, tirar"),
    # GD-SOLO-GAME-OVER: Last Fighter ends with no tokens left, or with all 4 Bosses beaten
    Saying("pass", "in last fighter solo I'm out of arcade tokens, can I still tackle another stage?",
           position="modes: last-fighter | said: solo, last fighter\n"
                    "tokens: 0 | said: " + _NO_TOKENS + "~turn: start | it is the start of your turn\n"
                    "ask: tackle | said: tackle, tackling, another stage, keep playing, play on"),
    Saying("pass", "playing last fighter I've defeated all four bosses, can I keep playing and tackle more stages?",
           position="modes: last-fighter | said: solo, last fighter\n~tokens: 5 | you have Arcade Tokens left\n"
                    "bosses-won: plasma, wave, spray, missile | said: all four bosses, all 4 bosses, every boss, "
                    "four bosses, 4 bosses, los cuatro jefes\n~turn: start | it is the start of your turn\n"
                    "ask: tackle | said: keep playing, play on, tackle, more stages, another stage, seguir"),
    # GD-BOSS-DOUBLER: a doubler is two of ONE Weapon, never two different Weapons
    Saying("claim", "does a double missile count as a missile plus a plasma on a stage card?",
           position=_BOSS_DIE + _TACKLING +
                    "pool: double-missile, wave x2, spray x2, 1up, explosion | said: double missile, double-missile, "
                    "doble misil, doubler\n~stage: missile needs missile, plasma, 200 points | Stage 1 needs a Missile and a Plasma\n"
                    "ask: claim stage 1 | said: " + _SPLIT_DOUBLE),
    Saying("claim", "my stage needs a missile and a plasma, does one double missile die cover both?",
           position=_BOSS_DIE + _TACKLING +
                    "pool: double-missile, wave x2, spray x2, 1up, explosion | said: double missile, double-missile, "
                    "doble misil, doubler\nstage: missile needs missile, plasma, 200 points | said: a missile and a plasma, "
                    "missile and a plasma, one missile and one plasma, missile and plasma, un misil y un plasma\n"
                    "ask: claim stage 1 | said: cover both, count as both, for both, both of them, los dos"),
    Saying("claim", "can a double missile count as both the missile and the plasma a stage card needs?",
           position=_BOSS_DIE + _TACKLING +
                    "pool: double-missile, wave x2, spray x2, 1up, explosion | said: double missile, double-missile, "
                    "doble misil, doubler\nstage: missile needs missile, plasma, 200 points | said: " + _SPLIT_DOUBLE +
                    "ask: claim stage 1 | said: both the missile and the plasma, both a missile and a plasma, "
                    "as both, for both, cover both, los dos"),
    # GD-NEXUS-ONE-EACH: in Nexus Soul Mode, one Boss of each type
    Saying("rush", "in nexus soul mode can I rush the plasma boss again after I already beat it?",
           position="modes: nexus-soul | said: nexus, nexus soul\n~turn: start | it is the start of your turn\n"
                    "~stages-won: plasma x2 | you have Plasma Stage cards\n"
                    "bosses-won: plasma | said: " + _ALREADY_BEAT + "ask: rush plasma | said: again, second time, "
                    "second go, second rush, another, otra vez, de nuevo"),
    # GD-RUSH-AGAIN: a failed rush told of a named Boss, tried again on a later turn
    Saying("rush", "Noor lost her rush on the wave boss and took her tokens; this turn she declares the wave boss again",
           position=_RUSH_RETRY),
    Saying("rush", "Tom's rush against the wave boss failed and he took his 2 tokens, so this turn he goes for the wave "
                   "boss again", position=_RUSH_RETRY),
    Saying("rush", "failed my rush on the wave boss last turn n got my 2 tokens, declaring it again now ok?",
           position=_RUSH_RETRY),
    # GD-CHROMA-COUNTS: the Chroma Ghost is one of the 3 Boss cards that end the game
    Saying("pass", "I've beaten two bosses plus the chroma ghost, do I still get to take more turns?",
           position="~turn: start | it is the start of your turn\n"
                    "bosses-won: plasma, wave, chroma | said: two bosses plus the chroma, two bosses and the chroma, "
                    "2 bosses and the chroma, 2 bosses plus the chroma, two other bosses and the chroma, "
                    "chroma as my third, chroma ghost as my third, dos jefes y el chroma\n"
                    "ask: tackle | said: " + _ANOTHER_TURN),
    # GD-TACKLE-ROLLS: a Tackle gives 3 rolls (more only with Second Wind)
    Saying("roll", "I've used all three rolls on the stage, can I just roll a fourth time for free?",
           position="~turn: tackle | you are tackling a Stage card\n"
                    "roll: 3 | said: " + _THREE_ROLLS + _SHOWING + "ask: roll | said: fourth, 4th, for free, free roll, "
                    "without paying, one more, cuarta"),
    Saying("roll", "I'm tackling a stage and have rolled twice, can I still roll again?",
           position="~turn: tackle | you are tackling a Stage card\n"
                    "roll: 2 | said: rolled twice, two rolls, 2 rolls, second roll, 2nd roll, after my second, "
                    "dos tiradas\n" + _SHOWING + "ask: roll | said: again, third, 3rd, one more, another roll, tercera"),
    # GD-THREE-EXPLOSIONS: three lost lives end the turn at once
    Saying("save", "I rolled three explosions with no 1ups to cancel them, can I still set aside my missile?",
           position="~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
                    "~pool: missile, plasma, wave, spray | the other dice show Weapons\n"
                    "explosions: 3 | said: " + _THREE_BOOMS + "ask: save missile"),
    Saying("claim", "I lost all three lives to explosions, can I still claim the stage my other dice match?",
           position="~turn: tackle | you are tackling a Stage card\n~roll: 1 | you have rolled once\n"
                    "~pool: missile x2, plasma, wave | the other dice show Weapons\n"
                    "~stage: missile needs missile x2, 200 points | the Stage card needs two Missiles\n"
                    "explosions: 3 | said: " + _THREE_BOOMS + "ask: claim stage 1"),
    # GD-LINEUP: a claim names one of the 4 Stage cards on offer
    Saying("claim", "can I claim stage 5 off the top of the deck instead of the four stages on offer?",
           position=_TACKLING + "~pool: missile x2, plasma, wave x2, spray x2 | your dice show Weapons\n" + _LINEUP4 +
                    "ask: claim stage 5 | said: fifth, 5th, stage 5, off the deck, from the deck, top of the deck, "
                    "not on offer, quinta"),
    # GD-RUSH-DECLARE: a Boss is defeated only in a rush declared for it
    Saying("defeat", "I'm tackling a stage but my roll matches the plasma boss, can I defeat the boss instead?",
           position="turn: tackle | said: tackling, tackle, tackled, going for a stage, on a stage\n~roll: 1 | you have rolled once\n"
                    "~pool: plasma x3, missile, wave, spray x2 | your dice match the Boss card\n"
                    "~stages-won: plasma | you have a Plasma Stage card\nask: defeat plasma"),
    # GD-RUSH-ROLLS: one roll per Stage card of the Boss's type
    Saying("roll", "I only have one plasma stage card, can I roll a second time against the plasma boss?",
           position="turn: rush plasma | said: plasma boss, rush, rushing\n"
                    "stages-won: plasma | said: " + _ONE_STAGE + "~roll: 1 | you have rolled once\n" + _SHOWING +
                    "ask: roll | said: second time, second roll, 2nd roll, again, another roll, otra vez"),
    Saying("roll", "I'm rushing the wave boss with two wave stage cards, can I roll again after my first roll?",
           position="turn: rush wave | said: wave boss, rush, rushing\n"
                    "stages-won: wave x2 | said: two wave stage, 2 wave stage, two stage cards, 2 stage cards, two stages, "
                    "2 stages, dos fases\n~roll: 1 | you have rolled once\n" + _SHOWING +
                    "ask: roll | said: again, second roll, second time, 2nd roll, 2nd time, another roll, otra vez"),
    # GD-RUSH-ROLLS: a count of rolls in a rush, the Stage cards of the Boss's type told, or untold
    Saying("roll", "I have three missile stage cards, so do I get three rolls when I rush the missile boss?",
           position=_rolls_matched(3)),
    Saying("roll", "do I get three rolls when I rush a boss?", position=_rolls_untold(3)),
    Saying("roll", "Ed rushes a boss and says he gets four rolls at it, is four rolls right?", position=_rolls_untold(4)),
    # GD-STRIKE-CORE: the rush's rolls used up, two tokens paid for one more roll at the Boss
    Saying("strike-core", "Mel rushed a boss with one matching stage card, missed her only roll, and pays two tokens "
                          "for another roll at the boss", position=_core_told(1)),
    Saying("strike-core", "I had two matching stage cards, used both rolls on the boss and missed, can I pay 2 tokens "
                          "for a third roll?", position=_core_told(2)),
    # GD-END-TRIGGER: the third Boss triggers the end game, and that player plays no more turns
    Saying("pass", "I just defeated my third boss card, do I get another turn while the others play their last?",
           position="~turn: over | your turn is over\n"
                    "bosses-won: plasma, wave, spray | said: " + _THIRD_BOSS + "ask: next turn | said: " + _ANOTHER_TURN),
    Saying("pass", "I've only beaten one boss, can I end the game now and count the points?",
           position="~turn: over | your turn is over\nbosses-won: plasma | said: " + _ONE_BOSS +
                    "ask: end game | said: end the game, game over, finish the game, count the points, count points, "
                    "terminar la partida"),
    # GD-FINAL-TURN: after the end game is triggered, each other player plays one final turn
    Saying("pass", "someone triggered the end game and I already played my final turn, can I take one more turn?",
           position="end-game: triggered | said: " + _TRIGGERED + "turn: over | said: already played, already had, "
                    "already took, played my final, had my final, took my final, final turn is over, final turn is done, "
                    "used my final, ya jugué, ya tuve\n"
                    "ask: next turn | said: " + _ANOTHER_TURN),
    Saying("pass", "another player just defeated their third boss, do I still get a final turn to tackle a stage?",
           position="end-game: triggered | said: " + _TRIGGERED + "~turn: start | it is the start of your turn\n"
                    "ask: tackle | said: final turn, last turn, tackle, one more turn, último turno"),
    # GD-SCORE: at the end, the points of the Stage and Boss cards collected are totalled
    Saying("pass", "at the end of the game do my defeated boss cards count for points along with my stage cards?",
           position="~end-game: over | the game is over\n~stages-won: plasma 200 points, wave 300 points | your Stage cards\n"
                    "~bosses-won: plasma 1000 points | your Boss card\n"
                    "ask: score | said: count for points, count toward points, score, points, total, puntos"),
    # GD-JOURNEY-SETUP: Bonus Stage cards only in Journey Mode (or Last Fighter)
    Saying("claim-bonus", "we aren't playing journey mode, can I still claim stage 1 plus a bonus stage?",
           position=_TACKLING + "~pool: missile x2, spray x2, plasma, wave, 1up | your dice show Weapons\n"
                    "~stage: missile needs missile x2, 200 points | Stage 1 needs two Missiles\n"
                    "ask: claim stage 1 + bonus | said: " + _NO_JOURNEY),
    # GD-BONUS-TOP: only the top Bonus Stage card
    Saying("claim-bonus", "can I claim stage 1 together with the second bonus card in the stack instead of the top one?",
           position="~modes: journey | Journey Mode is in play\n" + _TACKLING +
                    "~pool: missile x2, spray x2, plasma, wave, 1up | your dice show Weapons\n"
                    "~stage: missile needs missile x2, 200 points | Stage 1 needs two Missiles\n"
                    "~bonus: needs wave x2, 100 points, 1 tokens | the top Bonus Stage needs two Waves\n"
                    "~bonus: needs spray x2, 100 points, 1 tokens | the one under it needs two Sprays\n"
                    "ask: claim stage 1 + bonus 2 | said: second bonus, 2nd bonus, under the top, below the top, "
                    "instead of the top, not the top, further down, debajo"),
    # GD-BONUS-SEPARATE-DICE: the Bonus Stage is matched with dice the Stage card does not use
    Saying("claim-bonus", "can the two missiles I use for stage 1 count again for a bonus stage that needs two missiles?",
           position="~modes: journey | Journey Mode is in play\n" + _TACKLING +
                    "~pool: missile x2, spray, plasma, wave x2, 1up | you rolled two Missiles\n"
                    "~stage: missile needs missile x2, 200 points | Stage 1 needs two Missiles\n"
                    "~bonus: needs missile x2, 100 points, 1 tokens | the Bonus Stage needs two Missiles\n"
                    "ask: claim stage 1 + bonus | said: " + _SAME_DICE),
    Saying("claim-bonus", "I have two missiles for stage 1 and two spare sprays for the bonus, can I claim both cards?",
           position="~modes: journey | Journey Mode is in play\n" + _TACKLING +
                    "pool: missile x2, spray x2, plasma, wave, 1up | said: spare sprays, two spare, 2 spare, sprays left, "
                    "extra sprays, other dice, leftover, sobran\n"
                    "~stage: missile needs missile x2, 200 points | Stage 1 needs two Missiles\n"
                    "~bonus: needs spray x2, 100 points, 1 tokens | the Bonus Stage needs two Sprays\n"
                    "ask: claim stage 1 + bonus"),
    # GD-BOSS-DIE-ONE-CARD: a Boss Die counts toward one card only
    Saying("claim-bonus", "can my double missile boss die give one missile to stage 1 and the other to the bonus stage?",
           position=_split_doubled("missile")),
    # (the same split told of a doubler of each Weapon, and as a story)
    Saying("claim-bonus", "can I split one double plasma boss die between the stage card and the bonus stage?",
           position=_split_doubled("plasma")),
    Saying("claim-bonus", "journey mode: Ivo's boss die shows a double wave, one wave goes to his stage card and the other "
                          "toward the bonus stage", position=_split_doubled("wave")),
    Saying("claim-bonus", "double spray on my boss die, one spray for the stage n the other for the bonus ok?",
           position=_split_doubled("spray")),
    # GD-CAPSULE-SETUP: Power Capsule cards only in Capsule Mode (or bought in Nemesis Mode)
    Saying("buy-capsule", "we're not playing capsule mode, can I still use a power capsule card?",
           position=_TACKLING + _SHOWING + "ask: use capsule | said: " + _NO_CAPSULE_MODE),
    # GD-CAPSULE-USE: a Power Capsule is used during your own turn
    Saying("buy-capsule", "in capsule mode can I use my power capsule during another player's turn?",
           position="~modes: capsule | Capsule Mode is in play\n"
                    "turn: over | said: another player's turn, another players turn, someone else's turn, other player's turn, "
                    "not my turn, their turn, his turn, her turn, turno de otro\n~capsules: 1 | you hold a Power Capsule card\n"
                    "ask: use capsule"),
    Saying("buy-capsule", "in capsule mode can I play my power capsule card in the middle of my turn, after I've rolled?",
           position="~modes: capsule | Capsule Mode is in play\n" + _TACKLING + _SHOWING +
                    "~capsules: 1 | you hold a Power Capsule card\n"
                    "ask: use capsule | said: middle of my turn, during my turn, mid turn, mid-turn, after i've rolled, "
                    "after rolling, my own turn, between my, between rolls, any time, anytime, at any point, mi turno, entre tiradas"),
    # GD-HACKED-SETUP: Glitch cards only in Hacked Rom Mode
    Saying("take-glitch", "we aren't playing hacked rom mode, can I still take a glitch card with five matching dice?",
           position=_TACKLING + "~pool: missile x5, plasma, wave | you rolled five matching results\n"
                    "ask: take glitch | said: " + _NO_HACKED),
    # GD-ACE-SETUP: Ace Pilots and Charges only in Ace Pilot Mode
    Saying("charge", "we're not playing ace pilot mode, can I still charge my weapon with three waves?",
           position=_TACKLING + "~pool: wave x3, missile, plasma, spray, 1up | you rolled three Waves\n"
                    "ask: charge | said: " + _NO_ACE),
    # GD-ACE-CHARGE: at the end of the turn, instead of a card, a Charge
    Saying("charge", "my ace pilot is the wave pilot and I rolled three waves, can I charge instead of claiming a stage?",
           position="~modes: ace-pilot | Ace Pilot mode is in play\n~pilot: wave | your Ace Pilot's Weapon is Wave\n"
                    "~charge: 0 | your pilot has no Charge yet\n" + _TACKLING +
                    "pool: wave x3, missile, plasma, spray, 1up | said: three waves, 3 waves, three matching, 3 matching, "
                    "tres olas\nask: charge"),
    # GD-NEXUS-ROLLS: one roll against the Nexus Soul per Boss card defeated
    Saying("roll", "I've only beaten one boss, can I roll a second time against the nexus soul?",
           position="~modes: nexus-soul | Nexus Soul mode is in play\nturn: rush nexus | said: nexus, nexus soul\n"
                    "bosses-won: plasma | said: " + _ONE_BOSS + "~roll: 1 | you have rolled once\n" + _SHOWING +
                    "ask: roll | said: second time, second roll, 2nd roll, again, another roll, otra vez"),
    Saying("roll", "I've defeated two bosses, can I roll again at the nexus soul after my first roll?",
           position="~modes: nexus-soul | Nexus Soul mode is in play\nturn: rush nexus | said: nexus, nexus soul\n"
                    "bosses-won: plasma, wave | said: two bosses, 2 bosses, beaten two, defeated two, dos jefes\n"
                    "~roll: 1 | you have rolled once\n" + _SHOWING +
                    "ask: roll | said: second time, second roll, 2nd roll, again, another roll, otra vez"),
    # GD-NEXUS-BOSS-DICE: at most 2 Boss Dice against the Nexus Soul
    Saying("swap", "facing the nexus soul with two boss dice already in my pool, can I swap in a third one?",
           position="~modes: nexus-soul | Nexus Soul mode is in play\nturn: rush nexus | said: nexus, nexus soul\n"
                    "~roll: 0 | you have not rolled yet\n"
                    "boss-dice: 2 | said: two boss dice, 2 boss dice, third boss die, 3rd boss die, a third, tercer dado\n"
                    "~bosses-won: plasma, wave, spray | you have beaten three Bosses\n"
                    "ask: swap boss die | said: third, 3rd, tercer"),
    # GD-NEXUS-END: in Nexus Soul Mode the third Boss does not end the game
    Saying("pass", "in nexus soul mode I've beaten three bosses, can we end the game now and count the points?",
           position="modes: nexus-soul | said: nexus, nexus soul\n~turn: over | your turn is over\n"
                    "~bosses-won: plasma, wave, spray | you have beaten three Bosses\n"
                    "ask: end game | said: end the game, game over, finish the game, count the points, count points, "
                    "game ends, terminar la partida"),
    Saying("pass", "with nexus soul mode in play, do I keep taking turns after beating my third boss?",
           position="modes: nexus-soul | said: nexus, nexus soul\n~turn: start | it is the start of your turn\n"
                    "bosses-won: plasma, wave, spray | said: " + _THIRD_BOSS + "ask: tackle | said: " + _ANOTHER_TURN),
    # GD-NEMESIS-SHIP: only Ship Dice showing the Nemesis's Weapon hit it
    Saying("claim", "does the double spray on my boss die count against the spray nemesis?",
           position="~modes: nemesis | Nemesis Mode is in play\n" + _BOSS_DIE + _TACKLING +
                    "~nemesis: spray, 6 tokens | a Spray Nemesis card is out\n"
                    "pool: double-spray, missile, plasma, wave x2, 1up, explosion | said: double spray, double-spray, "
                    "doble, doubler, boss die\nask: hit nemesis | said: nemesis, némesis"),
    Saying("claim", "I rolled three sprays, can I take three tokens off the spray nemesis card?",
           position="~modes: nemesis | Nemesis Mode is in play\n" + _TACKLING +
                    "~nemesis: spray, 6 tokens | a Spray Nemesis card is out\n"
                    "pool: spray x3, plasma, wave x2, 1up | said: three sprays, 3 sprays, tres sprays\n"
                    "ask: hit nemesis | said: nemesis, némesis"),
    # GD-CHROMA-ROLLS: one roll at the Chroma Ghost per different Stage type defeated
    Saying("roll", "all three of my stage cards are plasma, can I roll a second time against the chroma ghost?",
           position="turn: rush chroma | said: chroma, chroma ghost\n"
                    "stages-won: plasma x3 | said: all plasma, only plasma, all three of my stage cards are, same type, "
                    "one type, one stage type, un tipo\n~roll: 1 | you have rolled once\n" + _SHOWING +
                    "ask: roll | said: second time, second roll, 2nd roll, again, another roll, otra vez"),
    Saying("roll", "I've defeated a plasma stage and a wave stage, can I roll again against the chroma ghost?",
           position="turn: rush chroma | said: chroma, chroma ghost\n"
                    "stages-won: plasma, wave | said: a plasma stage and a wave stage, plasma and wave, two types, "
                    "2 types, two different, dos tipos\n~roll: 1 | you have rolled once\n" + _SHOWING +
                    "ask: roll | said: twice, second time, second roll, 2nd roll, again, another roll, otra vez"),
    # GD-SOLO-TACKLE-COST: Last Fighter pays 1 token to tackle
    Saying("pass", "in last fighter solo mode, can I tackle a stage with my very last arcade token?",
           position="modes: last-fighter | said: solo, last fighter\n"
                    "tokens: 1 | said: last token, last arcade token, one token, 1 token, only one token, una ficha\n"
                    "~turn: start | it is the start of your turn\nask: tackle | said: tackle, tackling"),
    # GD-SOLO-BOSS-DIE-LIMIT: Last Fighter unlocks at most 2 Boss Dice
    Saying("swap", "playing last fighter I beat a third boss, can I swap in a third boss die?",
           position="modes: last-fighter | said: solo, last fighter\n~tokens: 5 | you have Arcade Tokens\n"
                    "~turn: start | it is the start of your turn\n"
                    "boss-dice: 2 | said: third boss die, 3rd boss die, a third, two boss dice, 2 boss dice, tercer dado\n"
                    "~bosses-won: plasma, wave, spray | you have beaten three Bosses\n"
                    "ask: swap boss die | said: third, 3rd, tercer"),
    # GD-TURN-OVER: once the turn has ended, no more actions
    Saying("roll", "I already passed and my turn ended, can I still roll the dice one more time?",
           position="turn: over | said: " + _TURN_DONE + "ask: roll | said: roll, reroll, one more time, tirar"),
    Saying("second-wind", "my turn is over, can I still pay a token for a second wind?",
           position="turn: over | said: " + _TURN_DONE + "~tokens: 3 | you have Arcade Tokens\nask: second wind"),
    # GD-CHOOSE-ACTION: first Tackle a Stage or Rush a Boss, then roll
    Saying("roll", "can I roll my dice before choosing whether I tackle a stage or rush a boss?",
           position="turn: start | said: before choosing, before i choose, before deciding, without choosing, "
                    "haven't chosen, havent chosen, not chosen, antes de elegir\nask: roll"),
    Saying("rush", "I'm tackling a stage and already rolled, can I switch to rushing the plasma boss instead?",
           position="turn: tackle | said: tackling, tackle, tackled\n~roll: 1 | you have rolled once\n" + _SHOWING +
                    "~stages-won: plasma | you have a Plasma Stage card\n"
                    "ask: rush plasma | said: switch, change, instead, cambiar"),
    # GD-DICE-POOL: every die rolled comes from the pool
    Saying("roll", "can I include a die from my aside pile in my next reroll without putting it back first?",
           position=_TACKLING + "~pool: plasma, wave x2, spray x2 | the dice in your pool\n"
                    "aside: missile x2 | said: set aside, aside, saved, kept, apartado\n"
                    "ask: roll missile | said: without moving, without putting, not moving, without returning, "
                    "straight from, sin devolver"),
    # GD-BOSS-FACES: only Boss Dice show doublers and the Wild Weapon
    Saying("roll", "can one of my black ship dice roll a double spray?",
           position=_TACKLING + _SHOWING +
                    "ask: roll spray -> double-spray | said: ship die, ship dice, black die, black dice, "
                    "black ship, dado de nave"),
    # GD-CHROMA-SETUP: the Chroma Ghost is out in every game, no mode needed
    Saying("rush", "we're playing the base game without any modes, can I still rush the chroma ghost?",
           position="~turn: start | it is the start of your turn\n~stages-won: plasma | you have a defeated Stage card\n"
                    "boss: chroma | said: chroma, chroma ghost\n"
                    "ask: rush chroma | said: without any modes, without modes, no modes, base game, basic game, "
                    "no expansions, sin modos"),

    # ---- added: the mode and setup rules that still decided no worked example ----
    # GD-SETUP-TOKENS: each player starts with 3 Arcade Tokens
    Saying("pass", "at game setup does every player start with 3 arcade tokens?",
           position="turn: setup | said: " + _AT_SETUP +
                    "tokens: 3 | said: 3 arcade tokens, 3 tokens, three arcade tokens, three tokens, 3 fichas, tres fichas\n"
                    "ask: valid | said: " + _SETUP_START),
    Saying("pass", "Rae says we each start the game with three tokens, right?",
           position="turn: setup | said: " + _AT_SETUP +
                    "tokens: 3 | said: 3 arcade tokens, 3 tokens, three arcade tokens, three tokens, 3 fichas, tres fichas\n"
                    "ask: valid | said: " + _SETUP_START),
    # GD-SOLO-TOKENS: Last Fighter starts with 30 Arcade Tokens
    Saying("pass", "playing last fighter solo, do I start the game with 30 arcade tokens?",
           position="modes: last-fighter | said: solo, last fighter\nturn: setup | said: " + _AT_SETUP +
                    "tokens: 30 | said: 30 arcade tokens, 30 tokens, thirty arcade tokens, thirty tokens, 30 fichas, "
                    "treinta fichas\nask: valid | said: " + _SETUP_START),
    Saying("pass", "solo last fighter setup, i begin with thirty tokens right?",
           position="modes: last-fighter | said: solo, last fighter\nturn: setup | said: " + _AT_SETUP +
                    "tokens: 30 | said: 30 arcade tokens, 30 tokens, thirty arcade tokens, thirty tokens, 30 fichas, "
                    "treinta fichas\nask: valid | said: " + _SETUP_START),
    # GD-DICE-FACES: a 1Up is a Ship Die face, never a Boss Die's
    Saying("roll", "can my boss die roll a 1up?",
           position=_BOSS_DIE + _TACKLING +
                    "pool: double-wave, missile, plasma, wave x2, spray x2 | said: " + _BOSS_DIE_SAID +
                    "ask: roll double-wave -> 1up | said: " + _ROLLS_1UP),
    Saying("roll", "my mate says the blue boss die can come up a 1up to save me, can it?",
           position=_BOSS_DIE + _TACKLING +
                    "pool: double-wave, missile, plasma, wave x2, spray x2 | said: " + _BOSS_DIE_SAID +
                    "ask: roll double-wave -> 1up | said: " + _ROLLS_1UP),
    # GD-DARK-SETUP: in Dark Energy Mode the round's effect applies to every player
    Saying("roll", "we're playing dark energy mode and this round's effect is toxic, does it affect every player?",
           position="modes: dark-energy | said: " + _DARK_MODE +
                    "dark-energy: toxic | said: toxic, tóxico\n~turn: start | it is the start of your turn\n"
                    "ask: valid | said: " + _EVERY_PLAYER),
    Saying("roll", "dark energy round rolled toxic, that hits all players not just me yeah?",
           position="modes: dark-energy | said: " + _DARK_MODE +
                    "dark-energy: toxic | said: toxic, tóxico\n~turn: start | it is the start of your turn\n"
                    "ask: valid | said: " + _EVERY_PLAYER),
    # GD-PHOENIX-SETUP: with the Phoenix Core mode added, the Core gained stays yours if nobody takes it
    Saying("roll", "we added the phoenix core mode and nobody took the core from me, is it still mine this turn?",
           position=_PHOENIX_KEPT),
    Saying("roll", "phoenix core mode's in and nobody grabbed the core off me since, so it's still mine right?",
           position=_PHOENIX_KEPT),
    # GD-NEXUS-SETUP: the Nexus Soul is out only in Nexus Soul Mode
    Saying("rush", "we're not playing nexus soul mode, can I still rush it?",
           position="~turn: start | it is the start of your turn\n~stages-won: plasma | you have a Stage card\n"
                    "~bosses-won: plasma | you have beaten a Boss\nask: rush nexus | said: " + _NO_NEXUS),
    Saying("rush", "nexus soul mode isn't in this game, can I rush that boss anyway?",
           position="~turn: start | it is the start of your turn\n~stages-won: plasma | you have a Stage card\n"
                    "~bosses-won: plasma | you have beaten a Boss\nask: rush nexus | said: " + _NO_NEXUS),
    # GD-NEMESIS-SETUP: Nemesis cards are in play only in Nemesis Mode
    Saying("claim", "we aren't playing nemesis mode, can I still fight a nemesis card for its tokens?",
           position=_TACKLING + "~pool: spray x3, plasma, wave x2, 1up | your dice show Weapons\n"
                    "ask: hit nemesis | said: " + _NO_NEMESIS),
    Saying("claim", "nemesis mode isn't in, can I attack the nemesis anyway?",
           position=_TACKLING + "~pool: spray x3, plasma, wave x2, 1up | your dice show Weapons\n"
                    "ask: hit nemesis | said: " + _NO_NEMESIS),
    # ---- added: examples whose ruling shows what a move banks or scores (each ruled by the rule that permits
    # the move, which the model cites before the effect rule named)
    # GD-NEMESIS-LAST: the last token off the Nemesis wins its card (ruled by GD-NEMESIS-SHIP, which permits the hit)
    Saying("claim", "the spray nemesis has only 2 tokens left and I rolled three sprays, do I get the nemesis card?",
           position="~modes: nemesis | Nemesis Mode is in play\n" + _TACKLING +
                    "nemesis: spray, 2 tokens | said: 2 tokens left, two tokens left, only 2, only two, last two, "
                    "last 2, last tokens, dos fichas\n"
                    "pool: spray x3, plasma, wave x2, 1up | said: three sprays, 3 sprays, tres sprays\n"
                    "ask: hit nemesis | said: nemesis card, the nemesis, némesis"),
    # GD-CAPSULE-ON-FAIL: a failed attempt in Capsule Mode also gives a Power Capsule (ruled by the fail rule)
    Saying("pass", "in capsule mode I missed the stage after all three rolls, do I get a power capsule along with my 2 tokens?",
           position="modes: capsule | said: capsule mode, capsule game, playing capsule, playing with capsules, with capsules, "
                    "modo cápsula\n"
                    "~turn: tackle | you are tackling a Stage card\nroll: 3 | said: " + _THREE_ROLLS + _SHOWING +
                    "ask: pass | said: " + _CAPSULE_PAID),
    Saying("pass", "playing capsule mode, my rush on the boss failed, do I get a power capsule on top of the two tokens?",
           position="modes: capsule | said: capsule mode, capsule game, playing capsule, playing with capsules, with capsules, "
                    "modo cápsula\n"
                    "~turn: rush plasma | you are rushing a Boss\n"
                    "~stages-won: plasma | you have one Stage card of its type, worth one roll\n"
                    "roll: 1 | said: rush failed, rush on the boss failed, failed my rush, failed the rush, rush flopped, "
                    "failed against the boss, all my rolls, out of rolls, no rolls left, fallé\n"
                    + _SHOWING + "ask: pass | said: " + _CAPSULE_PAID),
    # GD-ACE-RECHARGE: a Charged pilot is charged again on a later turn (ruled by GD-ACE-CHARGE)
    Saying("charge", "my wave pilot already has two charges on it, can I charge it again now that I rolled three waves?",
           position="~modes: ace-pilot | Ace Pilot mode is in play\n~pilot: wave | your Ace Pilot's Weapon is Wave\n"
                    "charge: 2 | said: two charges, 2 charges, charge 2, charge of 2, charge two, charged to 2, charged at 2, "
                    "charged at two, level 2, level two, dos cargas\n" + _TACKLING +
                    "pool: wave x3, missile, plasma, spray, 1up | said: three waves, 3 waves, three matching, 3 matching, "
                    "tres olas\nask: charge | said: charge it again, charge again, charge my pilot again, charge the pilot again, "
                    "recharge, re-charge, charge it up again, cargar otra vez"),
    # GD-ACE-SUBSTITUTE: Charges spent as Weapons of the pilot's type (ruled by GD-CLAIM-MATCH)
    Saying("claim", "I have two waves and a charge on my wave pilot, can I spend the charge as the third wave to claim the stage?",
           position="~modes: ace-pilot | Ace Pilot mode is in play\n~pilot: wave | your Ace Pilot's Weapon is Wave\n"
                    "charge: 1 | said: a charge, one charge, 1 charge, the charge, charge as, carga\n" + _TACKLING +
                    "pool: wave x2, missile, plasma, spray x2, 1up | said: two waves, 2 waves, dos olas\n"
                    "~stage: wave needs wave x3, 300 points | Stage 1 needs three Waves\nask: claim stage 1"),

    # ---- added: the families told in general words (no Weapon named, a story, a story of an earlier turn) ----
    # GD-STAGE-LOCKED: after a Boss is defeated, no Stage card of its type (the type told as "the same type")
    Saying("claim", "I beat a boss two turns ago, can I still claim a stage card of that same type?",
           position=_LOCKED),
    Saying("claim", "Rae defeated a boss last round and now she rolled every weapon on a stage of that boss's type, "
                    "so she claims it", position=_LOCKED),
    Saying("claim", "took down the wave boss already, now i rolled what the wave stage needs n grabbed it lol",
           position=_LOCKED),
    Saying("claim", "Omar beat the spray boss a while back and now he's going after a spray stage card again",
           position=_LOCKED),
    # GD-RUSH-NEEDS-STAGE: the defeated pile untold, a rush depends on a Stage card of the Boss's type
    Saying("rush", "can I rush a boss I've never beaten this turn?", position=_RUSH_UNTOLD),
    Saying("rush", "at the start of his turn Leo declares he is rushing the boss on the far right", position=_RUSH_UNTOLD),
    Saying("rush", "gonna go straight for a boss this turn ok?", position=_RUSH_UNTOLD),
    Saying("rush", "rushing the wave boss this turn, never beaten it before", position=_RUSH_UNTOLD),
    Saying("rush", "I've got two stage cards in my pile, can I rush the boss at the end of the row?", position=_RUSH_UNTOLD),
    # GD-RUSH-NEEDS-STAGE / GD-RUSH-ROLLS: Stage cards counted, their types untold: the rush and its rolls depend
    Saying("rush", "Bo has four stage cards in his pile and wants to rush a boss for four rolls",
           position=_rush_counted(4)),
    Saying("rush", "i got 3 stage cards in my pile, can i rush a boss n get 3 rolls at it?", position=_rush_counted(3)),
    Saying("rush", "with two stage cards won, Kim rushes one of the boss cards and says that's two rolls against it",
           position=_rush_counted(2)),
    # GD-ACE-MORE: a Charge goes up only with more matching Weapons than the level now; one side untold, it depends
    Saying("charge", "my ace pilot is a plasma pilot and I rolled three plasmas, can I charge instead of taking a stage?",
           position=_CHARGE_LEVEL_UNTOLD),
    Saying("charge", "my pilot sits at a charge of 2 and I skip the stages to recharge this turn, does the charge go up?",
           position=_CHARGE_ROLL_UNTOLD),
    Saying("charge", "Dee already has two charges on her pilot and charges again instead of claiming, is that a level up?",
           position=_CHARGE_ROLL_UNTOLD),
    # GD-RUSH-NOT-SAME: the Boss already defeated, told with its Stage cards counted
    Saying("rush", "Jonah beat one of the bosses a few turns ago and now rushes that same boss again with three matching stages",
           position="~turn: start | it is the start of your turn\n~stages-won: plasma x3 | you have Stage cards of its type\n"
                    "bosses-won: plasma | said: " + _BEAT_A_BOSS +
                    "ask: rush plasma | said: again, same boss, same one, that boss, that same boss, the boss i already, "
                    "rushing it again, rush it again, rematch, otra vez, de nuevo, mismo jefe"),
    # GD-BONUS-SEPARATE-DICE: the Stage matched, the Bonus Stage with dice not used on it
    Saying("claim-bonus-too", "in journey mode Mia matched a stage card and her leftover dice, none used on that stage, match the top bonus "
                              "stage, so she takes both", position=_BONUS_SPARE),
    Saying("claim-bonus-too", "in journey mode can I take the bonus stage in the same turn as a stage if I match it with dice "
                              "I didn't use on the stage?", position=_BONUS_SPARE),
    Saying("claim-bonus-too", "journey mode: cleared a stage with four dice n my other three match the top bonus, so i took both",
           position=_BONUS_SPARE),
    # GD-BONUS-SEPARATE-DICE: the Stage matched, what the spare dice show untold: it depends
    Saying("claim-bonus-too", "playing journey, I just matched every weapon on a stage card, can I grab the top bonus stage too?",
           position=_BONUS_UNTOLD),
    Saying("claim-bonus-too", "journey mode, Zed cleared his stage and wants the bonus stage sitting on top as well",
           position=_BONUS_UNTOLD),
    # GD-PHOENIX-REROLL: the Core gained on the last turn, and nobody has gained it since
    Saying("roll", "I busted on three explosions last turn and got the phoenix core, nobody else blew up since, "
                   "so can I reroll my explosions now without 1ups?", position=_PHOENIX_REROLL),
    Saying("roll", "Omar rolled 3 explosions last turn and picked up the phoenix core, nobody took it off him, so this turn "
                   "he rerolls an explosion without a 1up", position=_PHOENIX_REROLL),
    # GD-PHOENIX-PASS / GD-PHOENIX-REROLL: the Core gained last turn, nothing told of the turns between: it depends
    Saying("roll", "Kim blew up on her last turn and took the phoenix core, now on her turn she wants to reroll an explosion "
                   "with no 1up, can she?", position=_PHOENIX_UNTOLD),
    Saying("roll", "got the phoenix core last round so im rerolling explosions this turn np", position=_PHOENIX_UNTOLD),
    # GD-TIEBREAK: a tie on points goes to the Arcade Tokens left over
    Saying("pass", "Mo and I tied on points, I have 4 arcade tokens left and he has 2, so I win?", position=_TIE),
    Saying("pass", "tied on points, does whoever has more leftover arcade tokens win?", position=_TIE),
    Saying("pass", "we tied on points and she has 2 tokens left while I have more, so I win?", position=_TIE_COUNTED),
    Saying("pass", "we both finished on 42 points, Sam wants to flip a token but I say the leftover tokens decide it",
           position=_TIE),
    # ---- added: families that still read no move ----
    # GD-TURN-OVER-LIVES: one lost life does not end the turn (two only under Toxic, else three)
    Saying("turn-over", "I've lost just one life to an explosion, is my turn over already?", position=_LIFE_LOST),
    Saying("turn-over", "Bo has one uncancelled explosion after his first roll and thinks his turn is done, is it?",
           position=_LIFE_LOST),
    Saying("turn-over", "1 boom n no 1up, turn over already??", position=_LIFE_LOST),
    # GD-GLITCH-DOUBLER: a doubler is one result toward the Glitch's five matching
    Saying("take-glitch", "my boss die shows a double missile and I rolled three more missiles, is that five matching "
                          "for the top glitch?", position=_GLITCH_DOUBLED),
    Saying("take-glitch", "Tia counts her double missile as two, with three other missiles that's five, so she takes "
                          "the glitch", position=_GLITCH_DOUBLED),
    # GD-BOSS-DIE-SWAP: a Boss named as beaten lets a Ship Die be swapped for a Boss Die
    Saying("swap", "I beat the wave boss last turn, so can I swap one ship die for a boss die this turn?",
           position=_BOSS_BEATEN),
    Saying("swap", "Ana defeated the wave boss two turns ago and swaps a boss die into her pool as her turn starts",
           position=_BOSS_BEATEN),
    # GD-ONE-STAGE: the dice saved and showing match two Stage cards, still only one is claimed
    Saying("claim", "with the dice I saved and the ones showing I match two stage cards, can I claim both at once?",
           position=_TWO_WITH_SAVED),
    Saying("claim", "saved dice plus the ones showing match 2 stages, claim both at once?", position=_TWO_WITH_SAVED),
    # GD-CHROMA-COUNTS: the Chroma Ghost is one of the 3 Boss cards that trigger the end
    Saying("pass", "the chroma ghost was my third boss, does it still trigger the end of the game?",
           position=_CHROMA_THIRD),
    # GD-TIE-FLIP: tied on points and on Arcade Tokens left, a flipped token decides
    Saying("pass", "Jo and I tied on points and we have the same number of tokens left, so we flip an arcade token?",
           position=_TIE_FLIP),
    Saying("pass", "tied on points n tied on tokens too, coin flip decides it?", position=_TIE_FLIP),
    # GD-SOLO-REWARD: a Last Fighter's defeated Boss gives a token per defeated Stage card of its type
    Saying("defeat", "in last fighter solo I beat the plasma boss with three plasma stages, do I get three tokens back?",
           position=_SOLO_BOSS),
    Saying("defeat", "solo game, Ivo defeats the boss with 3 stages of that type in his pile and takes 3 tokens",
           position=_SOLO_BOSS),
    # GD-SOLO-NO-CONSOLATION: a failed Last Fighter attempt gives no Arcade Tokens
    Saying("pass", "playing solo I whiffed the stage after all three rolls, I don't get the 2 tokens, right?",
           position=_SOLO_FAIL),
    Saying("pass", "last fighter: missed the stage after 3 rolls, so no consolation tokens for me?", position=_SOLO_FAIL),
    # GD-CAPSULE-SCORE: unused Power Capsule cards score at the end
    Saying("pass", "the game is over and I never used my two power capsules, do their points count toward my score?",
           position=_CAPSULES_LEFT),
    Saying("pass", "game ended w 2 unused capsule cards, i add their points right", position=_CAPSULES_LEFT),
    # GD-ACE-SCORE: Charges left on the Ace Pilot score 100 points each
    Saying("charge", "the game ended with 3 charges still on my ace pilot, are they worth 300 points?",
           position=_CHARGES_LEFT),
    Saying("charge", "game over w 3 charges left on my pilot = +300 pts?", position=_CHARGES_LEFT),
    # GD-CAPSULE-ON-FAIL: a failed rush in Capsule Mode gives 2 tokens and a Power Capsule
    Saying("pass", "capsule mode, I whiffed on the boss, so I take 2 tokens and a power capsule card?",
           position=_BOSS_WHIFFED),
    # GD-ACE-SUBSTITUTE: several Charges may stand in for Weapons in one turn
    Saying("claim", "can I spend two of my charges in the same turn as two waves for the stage?", position=_TWO_CHARGES),
    Saying("claim", "Eli uses both charges on his wave pilot as the two waves he is missing and claims the stage",
           position=_TWO_CHARGES),
    # ---- added: the families players told that no example read (a doubler of each Weapon, stories) ----
    # GD-BOSS-DOUBLER: a doubler of each Weapon stands as two of it on a Stage card
    Saying("claim", "does a double plasma on my boss die count as both plasmas a stage card needs?",
           position=_doubled("plasma", "spray")),
    Saying("claim", "my blue die came up double wave, does that fill both wave spots on the stage?",
           position=_doubled("wave", "spray")),
    Saying("claim", "Ana's boss die shows a double wave and the stage card needs two waves, so she claims it with that one die",
           position=_doubled("wave", "plasma")),
    Saying("claim", "double spray on the boss die = the 2 sprays this stage needs, yeah?",
           position=_doubled("spray", "plasma")),
    Saying("claim", "mi dado de jefe sacó doble plasma, ¿cuenta como los dos plasmas que pide la fase?", "es",
           position=_doubled("plasma", "wave")),
    # GD-ONE-STAGE: one roll told matching two Stage cards, and both taken
    Saying("claim", "Bo's roll lined up with two of the stage cards, so he takes both of them this turn",
           position=_TWO_TAKEN),
    Saying("claim", "my dice ended up matching two stages in the row n i grabbed both, my mate says only one",
           position=_TWO_TAKEN),
    Saying("claim", "Lia covered every weapon on two stage cards at once and claims both for her pile", position=_TWO_TAKEN),
    # GD-ONE-STAGE: one Stage card already claimed this turn, a second one asked
    Saying("claim", "I already claimed one stage this turn, can I go for a second stage card?", position=_SECOND_STAGE),
    Saying("claim", "Ira took a stage on her first roll and wants her last roll to win another stage this turn",
           position=_SECOND_STAGE),
    Saying("claim", "grabbed one stage already, can i keep going for a second one?", position=_SECOND_STAGE),
    # GD-CHROMA-COUNTS: the Chroma Ghost told beaten as the third Boss, the others' final turns
    Saying("pass", "Ty had two bosses down, then beat the chroma ghost as his third, so everyone else gets a final turn",
           position=_CHROMA_TOLD),
    Saying("pass", "took out the chroma ghost for my 3rd boss, so the others each get one last turn now right",
           position=_CHROMA_TOLD),
    Saying("pass", "Pia already had 2 bosses when she beat the chroma ghost; she says it triggers the end even though "
                   "the chroma unlocks no boss die", position=_CHROMA_TOLD),
    # GD-END-TRIGGER / GD-FINAL-TURN: a third Boss told beaten, and the others' final turns
    Saying("pass", "I beat my third boss, so the end game is triggered and everyone else gets one final turn",
           position=_THIRD_TOLD),
    Saying("pass", "Kim took down her 3rd boss this turn, so the rest of us each play one last turn and then we count",
           position=_THIRD_TOLD),
    Saying("pass", "derroté mi tercer jefe, así que los demás juegan un último turno y se acaba", "es",
           position=_THIRD_TOLD),
    # GD-FINAL-TURN: the players after the one who beat a third Boss still play their final turns
    Saying("pass", "Mia just beat her third boss, do the rest of us still get one more turn?", position=_FINAL_OWED),
    Saying("pass", "Dev took down his third boss card and says the game ends right now, but I sit after him and want "
                   "my final turn, who's right?", position=_FINAL_OWED),
    Saying("pass", "someone beat their 3rd boss n im next, i still get one last go before we count right?",
           position=_FINAL_OWED),
    # GD-NEMESIS-BLOCKS / GD-NEMESIS-SIX: Nemesis Mode in play, whether a Nemesis card is out untold
    Saying("claim", "we're playing nemesis mode and my roll matches a stage card, can I claim it?",
           position=_NEMESIS_UNTOLD),
    Saying("claim", "Nemesis mode is in this game; Ola rolled exactly what the wave stage needs and takes it",
           position=_NEMESIS_UNTOLD),
    Saying("claim", "nemesis mode on, my dice match stage 2, claiming it ok?", position=_NEMESIS_UNTOLD),
    Saying("claim", "jugamos con el modo némesis y mis dados cubren una fase, ¿puedo reclamarla?", "es",
           position=_NEMESIS_UNTOLD),
    # GD-TIEBREAK (ask: win): tied on points, the other player's Arcade Tokens left untold: it depends
    Saying("pass", "Lee and I tied on points at the end, do I win the tie?", position=_TIE_UNTOLD),
    Saying("pass", "we both ended on the same score and I say I win the tie, do I?", position=_TIE_UNTOLD),
    Saying("pass", "tied w my sister on points n she says she wins the tie, is she right?", position=_TIE_UNTOLD),
    Saying("pass", "empatamos a puntos al final, ¿gano yo el empate?", "es", position=_TIE_UNTOLD),

    # ---- added: moves told by what they do, and the families the fresh sets told ----
    # GD-SECOND-WIND: a token for a fourth roll at the Stage card, the move not named
    Saying("second-wind", "Rae has used up her three rolls on the stage and pays one arcade token for a fourth roll",
           position=_WIND_TOLD),
    Saying("second-wind", "all 3 rolls gone n still one weapon short, i spend a token to roll a 4th time, fine?",
           position=_WIND_TOLD),
    Saying("second-wind", "after my third roll at the stage can I hand over an arcade token to roll one more time?",
           position=_WIND_TOLD),
    Saying("second-wind", "ya usé mis tres tiradas contra la fase, ¿puedo pagar una ficha por una cuarta tirada?", "es",
           position=_WIND_TOLD),
    # GD-CONTINUE: a token puts a rolled Explosion back into the pool, the move not named
    Saying("continue", "Bo cancels one explosion with his 1up and pays an arcade token to toss the other exploded die "
                       "back into his pool", position=_CONTINUE_TOLD),
    Saying("continue", "can I spend a token to put an exploded die back in my pool for my next roll?",
           position=_CONTINUE_TOLD),
    Saying("continue", "paid a token n threw my boom die back into the pool before the last roll, thats allowed?",
           position=_CONTINUE_TOLD),
    # GD-FAIL-TOKENS: three uncancelled Explosions end the Tackle, and the 2 Arcade Tokens are still paid
    Saying("pass", "three explosions and no 1ups on my roll, do I still get my two arcade tokens?", position=_BUSTED),
    Saying("pass", "Ivy busted on three uncancelled explosions, so she takes her 2 arcade tokens and passes",
           position=_BUSTED),
    Saying("pass", "blew up w 3 booms, still collect my 2 tokens tho?", position=_BUSTED),
    # GD-EXPLOSION-LOCKED: an Explosion a 1Up cancels costs no life, and the turn goes on
    Saying("roll", "I rolled an explosion with a 1up, so the 1up cancels it and I keep rolling, right?",
           position=_CANCELLED),
    Saying("roll", "Tia's roll shows an explosion plus a 1up; she says no life lost and goes on to her next roll",
           position=_CANCELLED),
    Saying("roll", "explosion and a 1up on the same roll = cancels out, no lost life yeah?", position=_CANCELLED),
    # GD-NEXUS-BOSS-DICE: at most 2 Boss Dice against the Nexus Soul, however many are unlocked
    Saying("rush", "I've unlocked three boss dice, can I bring all three against the nexus soul?", position=_NEXUS_THREE),
    Saying("rush", "Tam has beaten three bosses and swaps in all 3 of his boss dice for his roll at the nexus soul",
           position=_NEXUS_THREE),
    Saying("rush", "nexus soul fight, throwing all three boss dice at it lol", position=_NEXUS_THREE),
    Saying("rush", "tengo tres dados de jefe desbloqueados, ¿puedo usar los tres contra el nexus soul?", "es",
           position=_NEXUS_THREE),
    # GD-BONUS-TOP: a Bonus Stage card under the top of the stack
    Saying("claim-bonus", "journey mode, the bonus stages are stacked and my spare dice match the bottom one, can I take it?",
           position=_BONUS_BELOW),
    Saying("claim-bonus", "Lu cleared a stage and grabs a bonus card from under the top of the bonus stack",
           position=_BONUS_BELOW),
    Saying("claim-bonus", "3 bonus cards stacked, my leftovers fit the buried one, can i claim that instead?",
           position=_BONUS_BELOW),
    # GD-BONUS-WITH-STAGE: the Bonus Stage matched, and no regular Stage card
    Saying("claim-bonus-too", "in journey mode my dice match the top bonus stage but none of the regular stages, can I still take the bonus?",
           position=_BONUS_ALONE),
    Saying("claim-bonus-too", "Sam matched the bonus stage with his whole roll but didn't match any regular stage, and he "
                              "wants the bonus anyway", position=_BONUS_ALONE),
    Saying("claim-bonus-too", "journey: missed every normal stage but my roll fits the bonus, grab just the bonus?",
           position=_BONUS_ALONE),
    # GD-SOLO-GAME-OVER: the fourth Boss beaten ends a Last Fighter game
    Saying("pass", "in last fighter solo I just beat my fourth boss, is the game over now?", position=_SOLO_ALL_FOUR),
    Saying("pass", "playing solo, Nia took down the last of the 4 bosses, so she counts up her points",
           position=_SOLO_ALL_FOUR),
    # GD-SOLO-SCORE: Arcade Tokens left at the end of a Last Fighter game are worth 100 points each
    Saying("pass", "last fighter game over with 7 tokens left, are those 100 points each?", position=_SOLO_LEFTOVER),
    Saying("pass", "solo run done, my leftover tokens count 100 pts each on my score right", position=_SOLO_LEFTOVER),
    Saying("pass", "solo mode, I beat the fourth boss so the game ends and my leftover tokens are worth 100 points each?",
           position=_SOLO_FOURTH_SCORE),
    Saying("pass", "Kit took down all 4 bosses in last fighter, so it's game over and each token she has left counts "
                   "100 points", position=_SOLO_FOURTH_SCORE),
    # GD-JOURNEY-SETUP: without Journey Mode no Bonus Stage is taken on top of a Stage
    Saying("claim-bonus-too", "we're not playing journey, can I still grab a bonus stage too after clearing my stage?",
           position=_TACKLING + "~pool: missile x2, spray x2, plasma, wave, 1up | your dice show Weapons\n"
                    "~stage: missile needs missile x2, 200 points | Stage 1 needs two Missiles\n"
                    "ask: claim stage 1 + bonus | said: " + _NO_JOURNEY),
    # GD-BOSS-DIE-SWAP: the Boss Die unlocked is rolled in a Tackle too, not only against a Boss
    Saying("roll", "I beat a boss earlier, can I roll my boss die when I tackle a stage, or is it only for rushing?",
           position=_BOSS_DIE_TACKLE),
    Saying("roll", "Ana defeated the plasma boss and now tackles a stage with one boss die among her seven dice, and rolls",
           position=_BOSS_DIE_TACKLE),
    Saying("roll", "beat the wave boss a while ago, now tackling a stage w a boss die in my pool, ok to roll it like normal?",
           position=_BOSS_DIE_TACKLE),
    # GD-CAPSULE-ON-FAIL: a failed attempt in Capsule Mode pays 2 Arcade Tokens and a Power Capsule card
    Saying("pass", "playing capsule mode, my rush on the boss failed so I took two tokens and a power capsule card, right?",
           position=_CAPSULE_RUSH_TOLD),
    Saying("pass", "Ezra blew his rush in capsule mode and collects 2 arcade tokens plus a power capsule",
           position=_CAPSULE_RUSH_TOLD),
    Saying("pass", "capsule game, whiffed the stage after all 3 rolls so its 2 tokens and a capsule for me",
           position=_CAPSULE_TACKLE_TOLD),
    Saying("pass", "modo cápsula: fallé la fase tras tres tiradas, ¿me llevo 2 fichas y una cápsula?", "es",
           position=_CAPSULE_TACKLE_TOLD),
    # GD-PHOENIX-PASS: the Core gained by another player before your turn is theirs: no free rerolls
    Saying("roll", "I got the phoenix core two turns ago but Bo busted before my turn and took it from me, can I still "
                   "reroll my explosions?", position=_PHOENIX_LOST),
    Saying("roll", "Lia lost the phoenix core to Max when he blew up on his turn, yet on her turn she rerolls an explosion "
                   "with no 1up", position=_PHOENIX_LOST),
    Saying("roll", "phoenix core got passed to my brother when he blew up, do i still get free explosion rerolls?",
           position=_PHOENIX_LOST),
    # GD-NO-TOKEN-REVERSE: three lost lives end the turn, whatever Arcade Tokens are spent
    Saying("continue", "three explosions with no 1ups to cancel them and I still have tokens, can I spend them to keep going?",
           position=_BUY_BACK),
    Saying("continue", "Moe's third uncancelled explosion came up, so he pays his arcade tokens to save his turn",
           position=_BUY_BACK),
    Saying("continue", "3 booms no 1up but i got tokens, buy my way back in?", position=_BUY_BACK),
    # ---- added: a doubler toward a Glitch by its Weapon, charge with "some" matching, a Nemesis with its
    # tokens counted, a tie told by both players' tokens, a Glitch taken from the player who claimed it ----
    # GD-GLITCH-DOUBLER: the doubler's Weapon named, counted toward the five for a Glitch
    Saying("take-glitch", "for the glitch card, is my boss die's double plasma two of the five matching?",
           position=_glitch_doubled("plasma")),
    Saying("take-glitch", "Ona has three waves and a double wave on her boss die and says that makes five for a glitch",
           position=_glitch_doubled("wave")),
    Saying("take-glitch", "hacked rom: double spray boss die + 3 sprays = my 5 for the glitch?",
           position=_glitch_doubled("spray")),
    Saying("take-glitch", "trying to get a glitch, can the double missile face of my blue die stand in for two missiles?",
           position=_glitch_doubled("missile")),
    # GD-ACE-CAP: the Charge level told, the matching Weapons rolled only as "some"
    Saying("charge", "my wave pilot is on two charges and a few of my dice came up waves, can I raise the charge?",
           position=_charge_some("wave")),
    Saying("charge", "Rin's missile pilot sits at charge 2; she rolled some missiles matching her pilot and charges it",
           position=_charge_some("missile")),
    Saying("charge", "pilot at level 2, got several sprays that match my pilot, charge up ok?",
           position=_charge_some("spray")),
    # GD-NEMESIS-BLOCKS: the Nemesis card out, told by the tokens still on it
    Saying("claim", "the nemesis still has 3 tokens on it and my dice match a stage card, can I take the stage?",
           position=_nemesis_left(3)),
    Saying("claim", "Dev drew a nemesis that still has two tokens on it, then matched every weapon on a stage and "
                    "claims it", position=_nemesis_left(2)),
    Saying("claim", "nemesis out w 4 tokens left on it, my roll matches stage 1, grab it?", position=_nemesis_left(4)),
    Saying("claim", "la némesis sigue con 5 fichas y mis dados cubren una fase, ¿puedo reclamarla?", "es",
           position=_nemesis_left(5)),
    # GD-TIEBREAK: tied on points, both players' Arcade Tokens left told
    Saying("pass", "Sam and I finished level on points, I kept 4 tokens against his 2, so the tiebreak goes to me?",
           position=_tie_to_hers(4, 2)),
    Saying("pass", "tie on points, 2 arcade tokens vs her 5, do I win the tiebreaker?", position=_tie_to_hers(2, 5)),
    Saying("pass", "same score at the end, I have 3 tokens to his 1, I take the tiebreak right?",
           position=_tie_to_hers(3, 1)),
    # GD-TIEBREAK: tied on points, both players' tokens counted, and the win claimed
    Saying("pass", "Kai and I ended on the same points, I have four tokens left and he has two, so I claim the win",
           position=_tie_claimed(4, 2)),
    Saying("pass", "tied on points at the final count, I've got 5 arcade tokens and she has 3, so I take the win right?",
           position=_tie_claimed(5, 3)),
    Saying("pass", "we both finished on 30 points; I kept 3 tokens and he has 1, so I win", position=_tie_claimed(3, 1)),
    # GD-GLITCH-STEAL: a Glitch another player claimed, taken with five matching results
    Saying("take-glitch", "I rolled five of a kind, can I steal the glitch my brother claimed two turns ago?",
           position=_STOLEN),
    Saying("take-glitch", "Mae got 5 matching waves and swipes the glitch card her friend had claimed", position=_STOLEN),
    Saying("take-glitch", "5 of a kind lol, nabbing my mate's glitch, allowed?", position=_STOLEN),

    # ---- (issue 22) effects no worked example cited ----
    # GD-PHOENIX-GAIN: three uncancelled Explosions give you the Phoenix Core
    Saying("pass", "playing with the phoenix core, I busted on three explosions, do I get the phoenix core now?",
           position=_PHOENIX_GAINED),
    Saying("pass", "Ari rolled a third explosion with no 1up to cancel it, so she ends her turn and grabs the "
                   "phoenix core. Is that allowed?", position=_PHOENIX_GAINED),
    Saying("pass", "blew up w 3 explosions in phoenix mode, do i get the core now?", position=_PHOENIX_GAINED),
    # GD-GLITCH-SCORE: a Glitch card held at the end of the game is worth its points
    Saying("pass", "the game is over and I still hold a glitch card, does it count for points?", position=_GLITCH_KEPT),
    Saying("pass", "Tess ended the game with a glitch card in front of her and adds its points to her score",
           position=_GLITCH_KEPT),
    Saying("pass", "game done, my glitch worth pts or nah", position=_GLITCH_KEPT),
    # GD-SOLO-BONUS: Last Fighter may use the Bonus Stage cards without Journey Mode
    Saying("claim-bonus", "solo game, I added the bonus stages, can I claim a bonus stage with my stage?",
           position=_SOLO_BONUS),
    Saying("claim-bonus", "Nia plays solo and added the bonus stages; she clears a stage and takes the top bonus too",
           position=_SOLO_BONUS),
    Saying("claim-bonus", "solo run, bonus cards in, grab stage 1 n the bonus w my spare sprays?", position=_SOLO_BONUS),
)
