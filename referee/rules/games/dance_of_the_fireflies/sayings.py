"""How players say each move of Dance of the Fireflies (worked examples, matched by meaning to what a player says).

Written from the rulebook and the moves' definitions in words.py only, never from a dispute set."""
from ...reading.sayings import Saying

SAYINGS: tuple[Saying, ...] = (
    # copy: a Yellow copies the ability of a face-up Flower already in its bed
    Saying("copy", "can my Yellow copy the Red's ability?"),
    Saying("copy", "can a Yellow copy a Purple?"),
    Saying("copy", "Hugo plants a Yellow in bed 1 and copies the Blue already there"),
    Saying("copy", "she wants her Yellow to mimic the face-up White in the same bed"),
    Saying("copy", "yellow copy the orange in my bed?"),
    Saying("copy", "can yellow copy a face down flower lol"),
    Saying("copy", "I copied the Blue in my other bed with my new Yellow, legal?"),
    Saying("copy", "Priya says a Yellow can borrow the ability of a flower in another bed"),
    Saying("copy", "¿mi flor Amarilla puede copiar la habilidad de la Roja que ya está en el mismo lecho?", "es"),

    # take: the Blue's ability, a card taken from the Compost Heap into hand
    Saying("take", "can my Blue let me take the Orange from the Compost Heap?"),
    Saying("take", "can I take an Orchid/Weed out of the compost with the Blue?"),
    Saying("take", "Hugo plants his Blue and takes the Red from the Compost Heap into his hand"),
    Saying("take", "she grabs the White off the compost with her Blue to save for later"),
    Saying("take", "blue ability grab the purple from compost?"),
    Saying("take", "take the yellow from compost into my hand ok"),
    Saying("take", "I took two cards from the Compost Heap with one Blue, legal?"),
    Saying("take", "Tom says the Blue only lets you take the top card of the Compost Heap"),
    Saying("take", "¿con la Azul puedo tomar la Naranja del montón de compost y quedármela en la mano?", "es"),

    # draw: the Red's ability, draw two from the Potting Shed, put one back
    Saying("draw", "does a Red let me draw two from the Potting Shed?"),
    Saying("draw", "after the Red draws two, which card goes back?"),
    Saying("draw", "Hugo plants a Red and draws two from the Potting Shed"),
    Saying("draw", "she draws two with her Red and ends up with four cards"),
    Saying("draw", "red = draw 2 then discard 1?"),
    Saying("draw", "draw two from potting shed w a red planted face down?"),
    Saying("draw", "I drew two with my Red and kept all five cards, ok?"),
    Saying("draw", "Priya says the card you put back after a Red goes face-up on the Compost Heap"),
    Saying("draw", "¿la flor Roja me deja robar dos cartas del Cobertizo de macetas?", "es"),

    # switch: a Royal sacrificed to switch two neighbouring Flowers on the Clock
    Saying("switch", "can I switch two flowers with my Royal?"),
    Saying("switch", "can I swap flowers 3 and 4 with no Firefly of mine on either?"),
    Saying("switch", "Hugo sacrifices his Royal to switch flowers 2 and 3"),
    Saying("switch", "she swaps the Red and the Purple on the Flower Clock using her Royal"),
    Saying("switch", "royal switch flowers 5 and 6 ok"),
    Saying("switch", "swap 1 and 4 not next to each other?"),
    Saying("switch", "I switched flowers 4 and 5 with my Royal though I had no Firefly on them, legal?"),
    Saying("switch", "Tom says a Royal used to switch goes back to your supply"),
    Saying("switch", "¿puedo sacrificar mi Luciérnaga Real para intercambiar las flores 2 y 3?", "es"),

    # bid: a Firefly placed on a Flower of the Clock (leftmost space, Day/Night rules)
    Saying("bid", "can I bid on flower 3?"),
    Saying("bid", "can I bid on a Night flower on the Day side?"),
    Saying("bid", "Hugo bids a Firefly on flower 2"),
    Saying("bid", "she bids her Royal face-down on flower 5"),
    Saying("bid", "bid on flower 4 moon space ok"),
    Saying("bid", "can i bid on the middle space not the leftmost"),
    Saying("bid", "I bid on the Sun space of a flower on the Night side, legal?"),
    Saying("bid", "Priya says you can bid on any space, not just the leftmost one"),
    Saying("bid", "¿puedo pujar con una luciérnaga en la flor 3?", "es"),

    # harvest: a Flower leaves the Clock and nobody wins it (compost)
    Saying("harvest", "if nobody bid on it, does it go to the compost?"),
    Saying("harvest", "with a tie on fireflies, does nobody take the flower?"),
    Saying("harvest", "Hugo and Priya tie with two Fireflies each on flower 3, so nobody gets it"),
    Saying("harvest", "two Royals and nothing else on the Orange, so it goes to the Compost Heap"),
    Saying("harvest", "tie on the red nobody takes it right"),
    Saying("harvest", "no fireflies on the sun flower goes to compost?"),
    Saying("harvest", "we sent flower 4 to the compost when two Royals cancelled, was that right?"),
    Saying("harvest", "Tom says on a tie the Gardener's Apprentice gets the flower instead of the compost"),
    Saying("harvest", "¿si hay empate la flor va al montón de compost sin ganador?", "es"),

    # wins: who wins a Flower leaving the Clock
    Saying("wins", "who wins flower 3?"),
    Saying("wins", "does my Royal win the flower over three regular Fireflies?"),
    Saying("wins", "Hugo has three Fireflies against Priya's two, so he gets the flower"),
    Saying("wins", "Priya's single Royal beats Tom's four Fireflies, so she wins the flower"),
    Saying("wins", "who gets it 2 royals + 1 regular?"),
    Saying("wins", "i have most fireflies i win flower 2 rite"),
    Saying("wins", "I won the flower with two Fireflies against one, legal?"),
    Saying("wins", "Tom says he wins it with more Fireflies even though my Royal is on it"),
    Saying("wins", "¿quién gana la flor 3 si tengo dos luciérnagas y Hugo una?", "es"),

    # pass: the turn passed
    Saying("pass", "can I pass with Fireflies still in my supply?"),
    Saying("pass", "can I pass this turn?"),
    Saying("pass", "Hugo has no Fireflies left, so he passes"),
    Saying("pass", "Priya passes and still draws back up to three"),
    Saying("pass", "just pass lol"),
    Saying("pass", "can i pass then bid later this round"),
    Saying("pass", "I passed with four Fireflies in my supply, legal?"),
    Saying("pass", "Tom says you can only pass when your supply is empty"),
    Saying("pass", "¿puedo pasar aunque me queden luciérnagas?", "es"),

    # bonus: a Flower discarded to the Compost Heap to bid one more Firefly
    Saying("bonus", "can I take the bonus action after planting?"),
    Saying("bonus", "can I discard a card to bid one more firefly?"),
    Saying("bonus", "Hugo discards a Red to the Compost Heap to bid one more Firefly on flower 4"),
    Saying("bonus", "she takes a bonus action after bidding on flower 2 and puts another Firefly on flower 3"),
    Saying("bonus", "bonus action same flower twice?"),
    Saying("bonus", "throw a card 2 compost for 1 more firefly ok"),
    Saying("bonus", "I took the bonus action after passing, discarding a White, legal?"),
    Saying("bonus", "Priya says the bonus Firefly can go on any flower on the clock"),
    Saying("bonus", "¿puedo descartar una carta al compost para pujar una luciérnaga más?", "es"),

    # weed: a Weed planted in an opponent's bed, or pulled out with an Orange (or Yellow)
    Saying("weed", "can I plant the weed in Hugo's bed?"),
    Saying("weed", "can an Orange pull the weed out of my bed?"),
    Saying("weed", "Hugo plants the Weed at the end of Priya's bed 2"),
    Saying("weed", "she removes the weed from her bed 1 with an Orange"),
    Saying("weed", "weed in toms bed 1 ok"),
    Saying("weed", "pull the weed out of bed 3 w my orange?"),
    Saying("weed", "I replaced the weed in my bed 2 with an Orange from my hand, legal?"),
    Saying("weed", "Tom says a weed pulled out of a bed can't be planted again"),
    Saying("weed", "¿puedo quitar la mala hierba (weed) de mi lecho 2 con la Naranja?", "es"),

    # white: the White's ability, a Firefly on any space ignoring Day/Night
    Saying("white", "can the White put a firefly on any space?"),
    Saying("white", "does the White ignore day and night?"),
    Saying("white", "Hugo uses the White to put a Firefly on the Night flower"),
    Saying("white", "her White lets her drop a Firefly on flower 6's Moon space on the Day side"),
    Saying("white", "white firefly anywhere on the clock?"),
    Saying("white", "white ignores the leftmost rule too?"),
    Saying("white", "I used the White to put a Firefly on a Sun space on the Night side, legal?"),
    Saying("white", "Priya says the White's Firefly still has to follow the Day/Night rules"),
    Saying("white", "¿la flor Blanca me deja poner una luciérnaga en cualquier espacio, sin importar día o noche?", "es"),

    # plant: a Flower planted from hand into a bed
    Saying("plant", "can I plant a Red in bed 1?"),
    Saying("plant", "can I plant face-down?"),
    Saying("plant", "Hugo plants a Purple from his hand to start a new bed"),
    Saying("plant", "she plants the Orange face-down in bed 2 with a Firefly on it"),
    Saying("plant", "plant a second red in same bed?"),
    Saying("plant", "plant with no fireflies left ok?"),
    Saying("plant", "I planted a Yellow in bed 1 which already had a Yellow, legal?"),
    Saying("plant", "Tom says I can plant a flower from my hand without putting a Firefly on it"),
    Saying("plant", "¿puedo plantar la Azul boca abajo en mi lecho 1?", "es"),
)


# Worked examples: a question a player asks of a rule, with the most general position that asks it
# ({me} is the one asking, Other another player). A line starting with ~ is scaffolding, taken as
# given and said as such (after |); every other line that decides the ruling must be said in the
# message: all its values, or one of the words given after "| said:" (an ask line is checked when it
# gives them). Written from the rulebook's rules; see reading/examples.py.
_TABLE = "~players: {me}, Other | you play against another player\n"

# the player's supply holds no regular Firefly, as players say it
# the positions of the examples below said more than one way (named by their rule)
_NO_FIREFLIES = ("{me} supply: 0 | said: no fireflies, no firefly, none left, out of fireflies, supply is empty, "
                 "empty supply, empty firefly supply, all my fireflies, all of my fireflies, 0 fireflies, zero fireflies, "
                 "ran out, run out, used up, fireflies are all out, fireflies are out, all out on the clock, "
                 "fireflies are all on, all six, all 6, six regular, 6 regular, six fireflies, 6 fireflies, sin luciernagas\n")

# two players at the table, as players say it
_TWO_PLAYERS = ("two player, 2 player, two players, 2 players, two of us, 2 of us, 2-player, two-player, "
                "head to head, just us two, dos jugadores")

_DF_EMPTY_SUPPLY = (_TABLE + _NO_FIREFLIES + "~flower 1: ?, day side; day, mixed, night | the Flower has a free space\n"
    "ask: bid 1 | said: bid, bidding, place, put, pujar")
_DF_PLANT_FIREFLY = (_TABLE + _NO_FIREFLIES + "~{me} hand: blue | the Flower is in your hand\n"
    "ask: plant blue in new bed | said: plant, planting, plantar")
_DF_CHAIN_SAME = (_TABLE + "{me} bed 1: orange | said: orange, naranja\n"
    "pending: {me} may use orange in bed 1 | said: orange, naranja\n"
    "{me} hand: red | said: red, roja\n"
    "ask: plant red in bed 1 then draw two | said: same bed, that same, same flower bed, "
    "mismo lecho")
_DF_END_REVEAL = (_TABLE + "~{me} bed 1: white face-down | you have a face-down Flower\n"
    "ask: reveal | said: flip, turn it up, turn it over, turn it face up, reveal, voltear, "
    "turn a face-down, turn my face-down, turn a face down, turn my face down, "
    "middle of the game, mid game, halfway through")
# a Royal sacrificed to switch two Flowers side by side (the adjacency said: the move asked; the
# Royal to be sacrificed is taken to be in the supply, where the rule needs it): DF-SWITCH-OWN turns
# on whether one of the player's own Fireflies is on one of the two, said ("one of my fireflies"),
# said not ("none of my fireflies"), or not told ("day ?": nobody said whose Firefly is there)
_SWITCH_NEXT = ("ask: switch 1 2 | said: side by side, next to each other, next to it, right next to, "
                "neighbouring, neighboring, neighbours, neighbors, adjacent, beside, right beside, beside it, "
                "contiguas, contiguos, al lado, juntas")
_SWITCH_ROYAL_FREE = "~{me} royal: supply | your Royal is still in your supply, not yet used\n"
_SWITCH_TABLE = "players: {me}, Other\n"  # (not taken as given: a story's own opponent, "Zoe", is the Other)
_DF_SWITCH_MINE = (_SWITCH_TABLE + _SWITCH_ROYAL_FREE +
    "flower 1: ?, day side; day {me}, mixed, night | said: i have a firefly, i have one of my, "
    "a firefly of mine, firefly of mine, one of my fireflies, one of his fireflies, one of her fireflies, "
    "one of their fireflies, one of my regular fireflies, one of his regular fireflies, one of her regular fireflies, "
    "one regular firefly, one of my regular, one of his regular, one of her regular, has one of my, "
    "got a firefly, have a firefly, has a firefly, a firefly on, my firefly on, my fireflies on, "
    "got one firefly, has one firefly, have one firefly, only one firefly, one firefly on, firefly is on, "
    "firefly sits on, his firefly on, her firefly on, their firefly on, "
    "una de mis luciernagas, una luciernaga mia, tengo una luciernaga\n"
    "~flower 2: ?, day side; day, mixed, night | the Flower next to it\n" + _SWITCH_NEXT)
_DF_SWITCH_NONE = (_SWITCH_TABLE + _SWITCH_ROYAL_FREE +
    "flower 1: ?, day side; day Other, mixed, night | said: dont have a firefly, dont have any firefly, "
    "dont have any, didnt have any, doesnt have any, do not have any, did not have any, does not have any, "
    "have none, has none, had none, no firefly, no fireflies, none of my, none of his, none of her, none of their, "
    "not on either, neither of them, neither flower, neither one, nothing of mine, only other, only the other, "
    "not a single firefly, dont have a single, without any, without a firefly, without having, "
    "all of my fireflies are on other, all my fireflies are on other, are all on other, "
    "ninguna luciernaga, ninguna de mis, no tengo luciernagas, no tengo ninguna\n"
    "~flower 2: ?, day side; day, mixed, night | the Flower next to it\n" + _SWITCH_NEXT)
_DF_SWITCH_UNSAID = (_SWITCH_TABLE + _SWITCH_ROYAL_FREE +
    "~flower 1: ?, day side; day ?, mixed, night | nobody said whether one of your Fireflies is on one of the two "
    "Flowers\n"
    "~flower 2: ?, day side; day, mixed, night | the Flower next to it\n" + _SWITCH_NEXT)
_DF_SWITCH_UNSAID_ES = (_SWITCH_TABLE + _SWITCH_ROYAL_FREE.replace("your Royal is still in your supply, not yet used",
                                                             "tu Real sigue en tu reserva, sin usar") +
    "~flower 1: ?, day side; day ?, mixed, night | no se ha dicho si tienes alguna luciérnaga en una de las dos "
    "Flores\n"
    "~flower 2: ?, day side; day, mixed, night | la Flor de al lado\n" + _SWITCH_NEXT)
# a planted Orchid told as pulled out of the bed by an Orange
_DF_ORCHID_OUT = (_TABLE + "{me} bed 1: red, orchid as white | said: orchid, orquidea\n"
    "~{me} hand: orange | the Orange is in your hand\n"
    "ask: remove weed from bed 1 with orange | said: pull the orchid, pull out the orchid, "
    "remove the orchid, removing the orchid, orchid out, take out the orchid, replace the orchid, "
    "replacing the orchid, get rid of the orchid, dig up the orchid, quitar la orquidea")

# a Flower with the asker's regular Fireflies on it harvested, asked about the Fireflies' return
_DF_RECLAIM = (_TABLE + "phase: harvesting | said: harvested, harvest, harvesting, cosechada\n"
    "~sundial: sun 1, moon 2 | the Sun pointer moves on to the Flower you bid on\n"
    "~flower 1: ?, day side; day, mixed, night | a Flower on the Clock\n"
    "flower 2: red sun, day side; day {me}, day {me}, day Other | said: my fireflies, my regular fireflies, "
    "fireflies on it, i bid on, mis luciernagas\n"
    "~flower 3: ?, night side; day, mixed, night | a Flower on the Clock\n"
    "ask: harvest | said: go back to my supply, goes back to my supply, back to my supply, back into my supply, "
    "return to my supply, returned to my supply, come back to my supply, get my fireflies back, "
    "get them back, back in my supply, vuelven a mi reserva")

# an Orange's extra Flower planted into another bed than the Orange's, asked about its ability
_DF_CHAIN_OTHER = (_TABLE + "{me} bed 1: orange | said: orange, naranja\n"
    "pending: {me} may use orange in bed 1 | said: orange, naranja\n"
    "~{me} hand: red | the extra Flower is in your hand\n"
    "ask: plant red in new bed then draw two | said: different bed, other bed, another bed, new bed, "
    "separate bed, diff bed, second bed, not the same bed, otro lecho, lecho nuevo")

# a won Orchid planted as a colour, asked about that colour's ability
_DF_ORCHID_ABILITY = (_TABLE + "pending: {me} plants won orchid/weed | said: orchid, orquidea\n"
    "ask: plant orchid as red in new bed then draw two | said: ability, abilities, power, special ability, "
    "draw two, draw 2, draws two, draws 2, habilidad")

# every regular Firefly of the player sits on a planted Flower: none left to bid with
_DF_FIREFLIES_PLANTED = (_TABLE + _NO_FIREFLIES + "~{me} bed 1: red with firefly, blue with firefly | "
    "your Fireflies sit on your planted Flowers\n"
    "~flower 1: ?, day side; day, mixed, night | the Flower has a free space\n"
    "ask: bid 1 | said: take one back, take it back, take back, taking one back, pull one off, "
    "pull it off, move one back, bid with, to bid, still bid, recuperar")

# a tie for the most Fireflies on a harvested Flower (no Royals): a tied bidder plants a Flower of
# that colour from hand (DF-HARVEST-TIE), the colour named as the move's own piece
_DF_TIE_PLANT = (_SWITCH_TABLE + "~phase: harvesting | the Flower was just harvested\n"
    "~compost: red | nobody won the Flower: it went onto the Compost Heap\n"
    "pending: {me} may plant a red from hand after tie | said: tied, tie, tie on, a draw, as a draw, "
    "each had two, each had 2, both had two, both had 2, two each, 2 each, two apiece, 2 apiece, fireflies each, "
    "firefly each, fireflies apiece, "
    "two of each, 2-2, same number, as many, empate, empatamos\n"
    "~{me} hand: red | the Flower of that colour is in your hand\n"
    "ask: plant red in new bed")

# one Royal revealed on a harvested Flower: its owner wins it over any number of regular Fireflies
# (DF-ROYAL-ONE); the players not taken as given, so the story's opponent is the Other
_DF_ROYAL_ONE = (_SWITCH_TABLE + "~phase: harvesting | the Flower is being harvested\n"
    "flower 1: red, day side; day {me} royal, day Other, day Other | said: royal, crown, real\n"
    "ask: {me} wins 1 | said: win, wins, won, winner, take it, takes it, took it, take the, takes the, took the, "
    "taking the, get it, gets it, got it, gets the, get the, comes to me, goes to, grab, grabbed, "
    "reaching for, is mine, is hers, is his, gana, ganar")

# the Bonus Action after a bid: the bonus Firefly goes on a Flower next to the one just bid on, not
# on that same Flower (DF-BONUS-ADJACENT); the Flower told as the story tells it
_BONUS_BID = ("flower 1: red, day side; mixed {me}, mixed, mixed | said: bid, bids, bidding, put a firefly, "
              "placed a firefly, put one firefly, firefly on, pujar\n"
              "~flower 2: ?, day side; mixed, mixed, mixed | the Flower next to it has a free space\n"
              "done: bid 1 | said: bid, bids, bidding, put a firefly, placed a firefly, put one firefly, "
              "firefly on, pujar\n"
              "~{me} hand: red | the card you discard (of any colour: the rule is the same)\n")
_DF_BONUS_SAME = (_SWITCH_TABLE + _BONUS_BID +
    "ask: bonus 1 discard red | said: same flower, that same, the same, same one, stack, stacks, mismo, misma")
_DF_BONUS_NEXT = (_SWITCH_TABLE + _BONUS_BID +
    "ask: bonus 2 discard red | said: next to it, right next to, next to the, adjacent, beside it, right beside, "
    "neighbouring, neighboring, al lado")
# ... and on a Flower further round the Clock, not next to it (four Flowers: the third is no neighbour)
_DF_BONUS_FAR = (_SWITCH_TABLE + _BONUS_BID +
    "flower 3: white, day side; mixed, mixed, mixed | said: white, blanca\n"
    "~flower 4: ?, day side; mixed, mixed, mixed | another Flower round the Clock\n"
    "ask: bonus 3 discard red | said: two spots, 2 spots, two places, 2 places, two along, two further, further round, "
    "three spots, 3 spots, three places, 3 places, three away, 3 away, spots away, places away, "
    "further along, two away, 2 away, not the one next, not next to, not adjacent, not beside, skipping, skip one, "
    "across the clock, other side of the clock, far, lejos")
# ... the far Flower told only by how far round the Clock it is (its colour not said)
_DF_BONUS_FAR_ANY = (_SWITCH_TABLE + _BONUS_BID +
    "~flower 3: ?, day side; mixed, mixed, mixed | a Flower further round the Clock, not next to the first\n"
    "~flower 4: ?, day side; mixed, mixed, mixed | another Flower round the Clock\n"
    "ask: bonus 3 discard red | said: two spots, 2 spots, two places, 2 places, two along, two further, further round, "
    "three spots, 3 spots, three places, 3 places, three away, 3 away, spots away, places away, "
    "further along, two away, 2 away, not the one next, not next to, not adjacent, not beside, skipping, skip one, "
    "across the clock, other side of the clock, far, lejos")

# the Red's Note: after drawing two and putting one back the player may hold more than three cards,
# and then draws none at the end of the turn (DF-RED, DF-DRAW-UP)
_DF_RED_FOUR = (_SWITCH_TABLE + "~{me} bed 1: red | you planted the Red and used its draw\n"
    "~done: plant | planting the Red was your turn's action\n"
    "{me} hand: ?, ?, ?, ? | said: four cards, 4 cards, four in hand, 4 in hand, four in her hand, "
    "four in his hand, holding four, with four, all four, on four, cuatro cartas\n"
    "ask: end turn | said: keep all four, keep all 4, keep four, keep 4, four is fine, 4 is fine, "
    "discard down, down to three, down to 3, no drawing, not drawing, draw anything, drew anything, "
    "more than three, more than 3, four cards, 4 cards, four in hand, 4 in hand, holding four, sit on four, "
    "sitting on four, hold four, quedarme con cuatro")


# Flower Chains (DF-CHAIN-SAME, DF-CHAIN-OTHER): the Orange's extra Flower from hand triggers its own
# ability only in the Orange's bed. One template per colour of the second Flower, since its ability is
# the move asked (a Blue's dig through the Compost Heap, a White's Firefly anywhere, a Yellow's copy);
# the bed told by the words that say it. (A chain whose bed is not told is no position: the notation
# leaves no bed unknown, so "it depends" on the bed is not written.)
_CHAIN_ORANGE = ("{me} bed 1: orange | said: orange, naranja\n"
                 "pending: {me} may use orange in bed 1 | said: orange, naranja\n")
_CHAIN_SAME_SAID = ("same bed, that same, same flower bed, the same one, same row, into the orange's bed, "
                    "next to the orange, beside the orange, alongside the orange, mismo lecho, mismo cantero")
_CHAIN_OTHER_SAID = ("different bed, other bed, another bed, new bed, separate bed, second bed, fresh bed, "
                     "brand new bed, brand-new bed, start a bed, started a bed, starts a bed, start a new, started a new, "
                     "starting a new, not the same bed, otro lecho, lecho nuevo, nuevo lecho, otro cantero")
_DF_CHAIN_SAME_BLUE = (_TABLE + _CHAIN_ORANGE + "{me} hand: blue | said: blue, azul\n"
    "~compost: red | the Compost Heap holds a card\n"
    "ask: plant blue in bed 1 then take red | said: " + _CHAIN_SAME_SAID)
_DF_CHAIN_OTHER_BLUE = (_TABLE + _CHAIN_ORANGE + "{me} hand: blue | said: blue, azul\n"
    "~compost: red | the Compost Heap holds a card\n"
    "ask: plant blue in new bed then take red | said: " + _CHAIN_OTHER_SAID)
_DF_CHAIN_SAME_WHITE = (_TABLE + _CHAIN_ORANGE + "{me} hand: white | said: white, blanca\n"
    "~flower 1: ?, day side; day, mixed, night | a Flower on the Clock with a free space\n"
    "ask: plant white in bed 1 then white 1 space 3 | said: " + _CHAIN_SAME_SAID)
_DF_CHAIN_OTHER_WHITE = (_TABLE + _CHAIN_ORANGE + "{me} hand: white | said: white, blanca\n"
    "~flower 1: ?, day side; day, mixed, night | a Flower on the Clock with a free space\n"
    "ask: plant white in new bed then white 1 space 3 | said: " + _CHAIN_OTHER_SAID)
# ... the Orange's bed and the other one told by their numbers ("orange in bed 1, the white into bed 2")
_DF_CHAIN_BED2_WHITE = (_TABLE + _CHAIN_ORANGE + "~{me} bed 2: red | your other Flower Bed\n"
    "{me} hand: white | said: white, blanca\n"
    "~flower 1: ?, day side; day, mixed, night | a Flower on the Clock with a free space\n"
    "ask: plant white in bed 2 then white 1 space 3 | said: bed 2, into 2, " + _CHAIN_OTHER_SAID)
_DF_CHAIN_SAME_YELLOW = (_TABLE + "{me} bed 1: blue, orange | said: orange, naranja\n"
    "pending: {me} may use orange in bed 1 | said: orange, naranja\n"
    "{me} hand: yellow | said: yellow, amarilla\n"
    "~compost: red | the Compost Heap holds a card\n"
    "ask: plant yellow in bed 1 then copy blue | said: " + _CHAIN_SAME_SAID)


# the winner of a Flower plants it and a second of its colour from hand, then draws no replacements
# (DF-WIN-NO-DRAW): told as a story, with the second Flower in hand
_DF_WIN_NO_DRAW = (_SWITCH_TABLE + "pending: {me} plants won red | said: won, win, wins, winning, ganado, gano, gane\n"
    "{me} hand: red | said: second, another, from his hand, from her hand, from my hand, from their hand, "
    "out of his hand, out of her hand, out of my hand, from hand, de su mano, de mi mano\n"
    "ask: draw up | said: draw back up, drew back up, draws back up, drawing back up, draw up, drew up, draws up, "
    "top up, topped up, tops up, topping up, refill, refills, refilled, refilling, replacement, replacements, "
    "back up to three, back up to 3, up to three, up to 3, back to three, back to 3, hand to three, hand to 3, "
    "robar, robo, rellenar")


# Harmony Bonuses (DF-HARMONY-NIGHT, DF-HARMONY-DAY): a full bed of six whose cards all carry the Moon
# (Sun) symbol scores 4 (2) more. A full bed whose symbols are not told scores one of several totals,
# which the score query gives as a value; a bonus claimed wrongly (4 for a Sun bed) is a claimed
# total, "score PLAYER N" (see the claims below)
_ALL_MOON = ("all night flowers, all night, all moon flowers, all moon, all of them moon, all of them night, "
             "every one a moon, every card is a moon, every card in it is a moon, every card has the moon, "
             "every card in it has the moon, every card has a moon, each card is a moon, each card has the moon, "
             "all the cards are moon, all the cards have the moon, all the flower cards are night, all six are moon, "
             "all six moon, all 6 moon, all 6 are moon, six moon flowers, 6 moon flowers, moon symbol on every, "
             "moon on every card, every flower is a moon, every flower in it is a moon, only moon flowers, "
             "nothing but moon, todas de noche, todas de luna, todas con luna, todas con el simbolo de la luna")
_ALL_SUN = ("all day flowers, all day, all sun flowers, all sun, all of them sun, all of them day, every one a sun, "
            "every card is a sun, every card in it is a sun, every card has the sun, every card in it has the sun, "
            "every card has a sun, each card is a sun, each card has the sun, all the cards are sun, "
            "all the cards have the sun, all the flower cards are day, all six are sun, all six sun, all 6 sun, "
            "all 6 are sun, six sun flowers, 6 sun flowers, sun symbol on every, sun on every card, "
            "every flower is a sun, every flower in it is a sun, only sun flowers, nothing but sun, todas de dia, "
            "todas de sol, todas con sol, todas con el simbolo del sol")
_DF_HARMONY_NIGHT = (_TABLE + "{me} bed 1: red moon, white moon, yellow moon, orange moon, blue moon, purple moon | "
    "said: " + _ALL_MOON + "\n"
    "ask: score {me} | said: 4 point, 4 points, four point, four points, 4 extra, four extra, 4 bonus, four bonus, "
    "4 harmony, four harmony, add 4, adding 4, adds 4, plus 4, 4 on top, four on top, 4 more, four more, "
    "bonus of 4, bonus of four, 4 pts, 4 pt, cuatro puntos, 4 puntos, 4 mas, cuatro mas")
_DF_HARMONY_DAY = (_TABLE + "{me} bed 1: red sun, white sun, yellow sun, orange sun, blue sun, purple sun | "
    "said: " + _ALL_SUN + "\n"
    "ask: score {me} | said: 2 point, 2 points, two point, two points, 2 extra, two extra, 2 bonus, two bonus, "
    "2 harmony, two harmony, add 2, adding 2, adds 2, plus 2, 2 on top, two on top, 2 more, two more, "
    "bonus of 2, bonus of two, 2 pts, 2 pt, dos puntos, 2 puntos, 2 mas, dos mas")


# DF-SETUP-DECK for three players: the cards marked 4+, 5+ and 6+ are set aside (the ask said by the
# lowest mark set aside, so a three-player table said to set aside the 3+ cards is not this example)
_THREE_PLAYERS = ("three player, 3 player, three players, 3 players, three people, 3 people, three of us, 3 of us, "
                  "3-player, three-player, tres jugadores, tres personas")
_DF_SETUP_THREE = ("players: {me}, Other, Another | said: " + _THREE_PLAYERS + "\n"
    "ask: setup | said: every 4, all the 4, all 4, the 4 5 and 6, 4 5 and 6, 4 5 6, 4 and up, 4 and higher, "
    "4 and above, 4 or higher, 4 or more, todas las 4, las 4 5 y 6")


# DF-DRAW-UP after a pass: a player who passes still draws back up to three at the end of the turn
_DF_PASS_DRAW_UP = (_TABLE + "~{me} hand: red | you hold one card\n"
    "ask: pass | said: pass + draw back up, pass + draw up, pass + top up, pass + topped up, pass + tops up, "
    "pass + refill my hand, pass + refill her hand, pass + refill his hand, pass + back up to three, "
    "pass + back up to 3, pass + up to three, pass + up to 3, pass + replacement, pasar + robar, paso + robo")


# DF-BED-COLOUR: never two Flowers of one colour in a bed (the colour filled from the message)
_DF_BED_TWICE = (_TABLE + "{me} bed 1: blue sun | said: same bed, already has, already holds, already got, a second, "
    "another, my first, the first, mismo lecho, otra\n"
    "~{me} hand: blue moon | the second Flower of that colour is in your hand\n"
    "ask: plant blue moon in bed 1")


# DF-FACE: a Flower planted from hand as the turn's action may go face-down; the Flower is told by its
# colour (a message naming another colour is the same example with that colour)
_DF_FACE_RED = (_TABLE + "{me} hand: red | said: red, roja\n"
    "ask: plant red face-down in new bed | said: face down, face-down, facedown, upside down, boca abajo, hidden, "
    "keep it hidden, secret, nobody sees, no one sees, nobody knows, doesn't know, don't know")

# A bed whose Flowers are not said ("?": any colour the bed does not hold). DF-REMOVE-ORANGE: an Orange
# pulls the Weed only from a bed without an Orange, so "can my Orange pull the Weed out of my bed?"
# depends on that bed's other Flowers; from hand, or won from the Clock
_WEED_SAID = "weed, weeds, weeded, mala hierba"
_PULL_SAID = ("pull, pulls, pulled, pulling, pull out, remove, removes, removed, removing, yank, yanking, rid, "
              "replace, replaces, replacing, in its place, swap, dig up, take out, quitar, quito, sacar, arrancar")
_DF_WEED_ORANGE_UNSAID = (_TABLE + "{me} bed 1: ?, weed | said: " + _WEED_SAID + "\n"
    "{me} hand: orange | said: orange, naranja\n"
    "ask: remove weed from bed 1 with orange | said: " + _PULL_SAID)
_DF_WEED_WON_ORANGE_UNSAID = (_TABLE + "~phase: harvesting | the Orange was just won at harvest\n"
    "~done: harvest | this round's harvest is done\n"
    "{me} bed 1: ?, weed | said: " + _WEED_SAID + "\n"
    "pending: {me} plants won orange | said: won, win, wins, winning, gane, ganado\n"
    "ask: remove weed from bed 1 with orange | said: " + _PULL_SAID)
# ... and the bed said to hold no Orange: the Orange pulls the Weed (the same question with the fact told)
_NO_ORANGE_SAID = ("no orange, not an orange, without an orange, without orange, doesn't have an orange, "
                   "doesnt have an orange, does not have an orange, has no orange, hasn't got an orange, "
                   "hasnt got an orange, no orange in it, no orange there, no oranges, sin naranja, no tiene naranja")
_DF_WEED_ORANGE_NONE = (_TABLE + "{me} bed 1: red, weed | said: " + _NO_ORANGE_SAID + "\n"
    "{me} hand: orange | said: orange, naranja\n"
    "ask: remove weed from bed 1 with orange | said: " + _PULL_SAID)
_DF_WEED_WON_ORANGE_NONE = (_TABLE + "~phase: harvesting | the Orange was just won at harvest\n"
    "~done: harvest | this round's harvest is done\n"
    "{me} bed 1: red, weed | said: " + _NO_ORANGE_SAID + "\n"
    "pending: {me} plants won orange | said: won, win, wins, winning, gane, ganado\n"
    "ask: remove weed from bed 1 with orange | said: " + _PULL_SAID)
# ... and the bed said to hold an Orange already: no Orange pulls that Weed (only a Yellow copying it)
_HAS_ORANGE_SAID = ("already has an orange, already has orange, already holds an orange, already got an orange, "
                    "already an orange, has an orange, has an orange already, orange already, an orange and a weed, "
                    "orange in it already, with an orange, ya tiene una naranja, ya tiene naranja")
_DF_WEED_ORANGE_HELD = (_TABLE + "{me} bed 1: orange, weed | said: " + _HAS_ORANGE_SAID + "\n"
    "{me} hand: orange | said: orange, naranja, another orange, second orange, other orange\n"
    "ask: remove weed from bed 1 with orange | said: " + _PULL_SAID)

# DF-WEED-BLOCKS: a Flower won from the Clock cannot go into a bed a Weed has overrun (its other
# Flowers not said: whatever they are, the Weed blocks the bed)
_DF_WEED_BLOCKS_WON = (_TABLE + "~phase: harvesting | the Flower was just won at harvest\n"
    "~done: harvest | this round's harvest is done\n"
    "{me} bed 1: ?, ?, ?, ?, weed | said: " + _WEED_SAID + "\n"
    "pending: {me} plants won purple | said: won, win, wins, winning, gane, ganado\n"
    "ask: plant purple in bed 1 | said: into that bed, in that bed, into the bed, into the weeded bed, in front of the "
    "weed, before the weed, next to the weed, beside the weed, same bed, en ese lecho")

# DF-CHAIN-SAME / DF-CHAIN-OTHER: the Orange's extra Flower from hand, its bed not said ("bed ?": the
# Orange's bed or another): its ability follows only in the Orange's bed, so the ruling depends on it
_CHAIN_FREE_SAID = ("from my hand, from hand, from his hand, from her hand, for free, free, extra flower, extra one, "
                    "another flower, de mi mano, gratis")
_DF_CHAIN_UNSAID_BLUE = (_TABLE + _CHAIN_ORANGE + "{me} hand: blue | said: blue, azul\n"
    "~compost: red | the Compost Heap holds a card\n"
    "ask: plant blue in bed ? then take red | said: " + _CHAIN_FREE_SAID)
_DF_CHAIN_UNSAID_WHITE = (_TABLE + _CHAIN_ORANGE + "{me} hand: white | said: white, blanca\n"
    "~flower 1: ?, day side; day, mixed, night | a Flower on the Clock with a free space\n"
    "ask: plant white in bed ? then white 1 space 3 | said: " + _CHAIN_FREE_SAID)
_DF_CHAIN_UNSAID_RED = (_TABLE + _CHAIN_ORANGE + "{me} hand: red | said: red, roja\n"
    "ask: plant red in bed ? then draw two | said: " + _CHAIN_FREE_SAID)
_DF_CHAIN_UNSAID_YELLOW = (_TABLE + "{me} bed 1: blue, orange | said: orange, naranja\n"
    "pending: {me} may use orange in bed 1 | said: orange, naranja\n"
    "{me} hand: yellow | said: yellow, amarilla\n"
    "ask: plant yellow in bed ? then copy blue | said: " + _CHAIN_FREE_SAID)
# ... and the extra Flower's colour not said ("the extra flower"): its own ability, whichever it is,
# follows the bed (a Red stands for any Flower with an ability; the Orange's bed holds no second Orange)
_CHAIN_ANY_HAND = ("{me} hand: red | said: extra flower, extra one, other flower, another flower, second flower, "
                   "that flower, that one, flower from my hand, flower from her hand, flower from his hand, otra flor\n")
_DF_CHAIN_SAME_ANY = (_TABLE + _CHAIN_ORANGE + _CHAIN_ANY_HAND +
    "ask: plant red in bed 1 then draw two | said: same bed, same flower bed, same row, into the orange's bed, "
    "mismo lecho, mismo cantero")
_DF_CHAIN_OTHER_ANY = (_TABLE + _CHAIN_ORANGE + _CHAIN_ANY_HAND +
    "ask: plant red in new bed then draw two | said: " + _CHAIN_OTHER_SAID)


# DF-BID-LEFTMOST: a bid told as going on a space further right while the spaces left of it are still
# empty (the Flower's spaces all empty, of any kind: only their order is the point)
_DF_BID_SKIP = (_TABLE + "~flower 1: red, day side; mixed, mixed, mixed | the Flower's spaces are all still empty\n"
    "ask: bid 1 on space 3 | said: far right, far-right, rightmost space, rightmost spot, right-hand space, "
    "right hand space, right end, end space, "
    "end spot, last space, last spot, third space, 3rd space, skip, skipping, skips, leaving the left, left spaces, "
    "left ones, spaces to its left, before it empty, first two empty, instead of the leftmost, "
    "not the leftmost, ultimo espacio, a la derecha, saltar")

# DF-BLUE-OW: an Orchid/Weed card dug out of the Compost Heap with the Blue is planted at once, here as
# a Weed in an opponent's bed (the opponent the move is on: named as the message names them)
_DF_BLUE_OW_WEED = (_TABLE + "~{me} bed 1: blue | you just planted the Blue\n"
    "pending: {me} may use blue in bed 1 | said: blue, azul\n"
    "compost: orchid/weed | said: orchid/weed, orchid, weed, compost, compost heap, mala hierba\n"
    "~Other bed 1: red | your opponent has a Flower Bed\n"
    "ask: take orchid/weed then plant weed in Other bed 1 | said: as a weed, weed at the end, weed in, weed on, "
    "in their bed, in his bed, in her bed, opponent, opponents, rival, other player, end of, como mala hierba")

# DF-PLANT-FIREFLY, told with the Royal out on the Clock too: the Royal never stands in for the
# regular Firefly a Flower planted from hand takes
_DF_PLANT_ALL_OUT = (_SWITCH_TABLE + _NO_FIREFLIES +
    "flower 1: ?, day side; day {me} royal, mixed, night | said: royal is on, royal is out, royal is sitting, "
    "royal sits, royal on a, royal out, royal too, royal as well, royal is also, royal also, and her royal, "
    "and his royal, and my royal, real tambien, real en\n"
    "~{me} hand: blue | the Flower is in your hand\n"
    "ask: plant blue in new bed | said: plant, planting, plants, plantar")

# DF-YELLOW (then DF-RED): a Yellow planted into the bed of a face-up Red copies it and draws two
_DF_YELLOW_COPY_RED = (_TABLE + "{me} bed 1: red | said: face-up, face up, faceup, already shows, that shows, "
    "showing, boca arriba\n"
    "{me} hand: yellow | said: yellow, amarilla\n"
    "ask: plant yellow in bed 1 then copy red then draw two | said: copy, copies, copying, copied, mimic, borrow, "
    "copiar, copio")

# DF-SCORE-ORCHID-PURPLE: a total claimed with the Purple bonus for an Orchid standing in as the Purple
_ORCHID_AS_PURPLE = ("orchid as purple, orchid as a purple, orchid as the purple, orchid as my purple, orchid standing in, "
                     "orchid is standing in, orchid standin, orchid stands in, orchid counts as, orchid counted as, "
                     "orchid for purple, orchid for the purple, orchid planted as, orchid played as, orchid is my purple, "
                     "orchid is planted as, orchid is played as, orchid was planted as, orchid was played as, "
                     "plant it as a purple, planted it as a purple, play it as a purple, played it as a purple, "
                     "orquidea como morada, orquidea de morada, como si fuera una flor morada, como si fuera morada")
_PLUS_ONE = ("+1, plus 1, plus one, one extra, 1 extra, an extra point, extra point, bonus point, purple bonus, "
             "purple point, the bonus, like a normal purple, like a real purple, same as a purple, punto extra, +1 morada")
_DF_ORCHID_PURPLE_CLAIM = (_TABLE + "{me} bed 1: red, white, orchid as purple | said: " + _ORCHID_AS_PURPLE + "\n"
    "ask: score {me} 4 | said: " + _PLUS_ONE)
# DF-SCORE-PURPLE: ... and for a real Purple Flower the claim is right
_DF_PURPLE_CLAIM = (_TABLE + "{me} bed 1: red, white, purple | said: purple, purple flower, real purple, morada\n"
    "ask: score {me} 4 | said: " + _PLUS_ONE)
# DF-SCORE-WEEDS: a total claimed counting the Weed as a Flower (four Flowers and a Weed told as five: 8)
_FOUR_AND_WEED = ("four flowers and a weed, 4 flowers and a weed, four flowers plus a weed, 4 flowers plus a weed, "
                  "four flowers and the weed, 4 flowers and the weed, four flowers plus the weed, 4 flowers plus the weed, "
                  "4 flowers + weed, 4 flowers + a weed, four flowers + weed, four flowers + a weed, "
                  "cuatro flores y una mala hierba")
_DF_WEED_COUNTED_CLAIM = (_TABLE + "{me} bed 1: red, white, yellow, orange, weed | said: " + _FOUR_AND_WEED + "\n"
    "ask: score {me} 8 | said: five flowers, 5 flowers, five flower, 5 flower, five-flower, 5-flower, five cards, 5 cards, "
    "five-card, 5-card, five card, 5 card, "
    "as a flower, as a fifth, counts as, "
    "count it, counting the weed, 8 points, eight points, 8 pts, cinco flores, 8 puntos")
# DF-WINNER (and DF-TIE-FULL): on equal points, the player with more full Flower Beds wins
_DF_TIE_FULL = (_TABLE + "~{me} bed 1: red, white, yellow, orange, blue, purple | you have a full bed\n"
    "~Other bed 1: red, white, yellow, orange, purple | your opponent has five Flowers\n"
    "~Other bed 2: red, white, purple | and three more in another bed, for as many points\n"
    "ask: winner | said: more full beds, more full flower beds, most full beds, most full flower beds, "
    "more complete beds, more complete flower beds, more finished beds, mas lechos completos")
# DF-WEED-BLOCKS (its last sentence) and DF-SCORE-WEEDS: a bed an opponent weeded still scores the
# Flowers in it ("The Flowers in a Flower Bed blocked by a Weed still count for scoring")
_DF_WEEDED_SCORES = (_TABLE + "{me} bed 1: red, white, yellow, orange, weed | said: weed, weeded, weeds, mala hierba\n"
    "ask: score {me} | said: still score, still scores, still count, still counts, still counted, still worth, "
    "still get points, still get the points, still earn, siguen contando, siguen puntuando, todavia cuentan")
# DF-HARMONY-NIGHT: the Night bonus claimed for a full bed of Sun Flowers (it earns the Day bonus)
_DF_SUN_NIGHT_CLAIM = (_TABLE + "{me} bed 1: red sun, white sun, yellow sun, orange sun, blue sun, purple sun | "
    "said: " + _ALL_SUN + "\n"
    "ask: score {me} 17 | said: 4 point, 4 points, four point, four points, 4 extra, four extra, 4 bonus, "
    "four bonus, +4, plus 4, add 4, night bonus, night harmony, moon bonus, cuatro puntos")
# DF-HARMONY-DAY / DF-HARMONY-NIGHT: a Harmony bonus claimed for a full bed of both symbols (none is due)
_MIXED_BLOOMS = ("mix of sun and moon, mixed sun and moon, sun and moon flowers, some sun some moon, some sun and some "
                 "moon, both sun and moon, not all sun, not all moon, one moon, a moon among, one sun, a sun among, "
                 "suns and moons, mezcla de sol y luna")
_DF_MIXED_HARMONY_CLAIM = (_TABLE + "{me} bed 1: red sun, white moon, yellow sun, orange sun, blue sun, purple sun | "
    "said: " + _MIXED_BLOOMS + "\n"
    "ask: score {me} 15 | said: 2 point, 2 points, two point, two points, 2 extra, two extra, 2 bonus, two bonus, "
    "+2, plus 2, add 2, harmony, harmony bonus, day bonus, dos puntos")

# DF-WIN-SECOND: the winner of a Flower plants a second of its colour from hand, into another bed or a
# new one (the won Flower taken as planted already)
_DF_WIN_SECOND = (_TABLE + "~phase: harvesting | the Flower was just harvested\n"
    "~{me} bed 1: red | the won Flower is planted in bed 1\n"
    "~{me} hand: red | the other Flower of that colour is in your hand\n"
    "pending: {me} may plant a second red, not in bed 1 | said: also plant, plant another, another red, another one, "
    "a second, second one, one more, matching, same colour, same color, that one too, one too, as well, also holding, "
    "also have, also got, have another, holding another, both of them, both down, otra, segunda, tambien\n"
    "ask: plant red in new bed | said: new bed, another bed, different bed, other bed, fresh bed, separate bed, "
    "brand new bed, start a bed, starts a bed, nuevo lecho, otro lecho, lecho nuevo")

# DF-HARVEST-TIE: a tie for the most Fireflies (no Royals) is won by nobody, whoever bid first (a
# story of the tie and a claim to the Flower; the colour filled from the message)
_TIED_SAID = ("tie, tied, tie on, a tie, tied 2-2, tied 2 2, 2-2, 2 2, two each, 2 each, two apiece, 2 apiece, "
              "each had two, each had 2, each have two, each have 2, both had two, both had 2, both have two, "
              "two of mine and two of, same number, as many, empate, empatamos, dos cada uno")
_FIRST_SAID = ("bid first, bid on it first, bid there first, bid on it before, went on first, got mine on first, "
               "got his on first, got her on first, on it first, was there first, were there first, first to bid, "
               "is his, is hers, is mine, goes to me, grabbed, primero")
_DF_TIE_FIRST = (_SWITCH_TABLE + "~phase: harvesting | the Flower is being harvested\n"
    "flower 1: red, day side; day {me}, day Other, day | said: " + _TIED_SAID + "\n"
    "ask: {me} wins 1 | said: " + _FIRST_SAID)

# DF-BLUE: the Blue's player may pick up the whole Compost Heap and search through it, not only its top card
_DF_BLUE_WHOLE = (_TABLE + "~{me} bed 1: blue | you just planted the Blue\n"
    "pending: {me} may use blue in bed 1 | said: blue, azul\n"
    "~compost: red, purple | the Compost Heap holds cards\n"
    "ask: take purple | said: whole pile, whole compost, whole heap, whole stack, whole thing, entire pile, entire heap, "
    "entire compost, all the cards, dig through, digging through, look through, looking through, leaf through, "
    "leafed through, search through, searched through, searching through, go through, went through, sift through, "
    "scoop up, pick up the pile, picked up the pile, pick up all, picked up all, not just the top, not only the top, "
    "instead of just the top, instead of the top, toda la pila, todo el compost, buscar entre")

# DF-WEED-OPPONENT: a won Orchid/Weed card planted as a Weed at the end of an opponent's existing bed
_DF_WON_WEED_OPPONENT = (_TABLE + "~Other bed 1: red, white, yellow, orange | your opponent's Flower Bed\n"
    "pending: {me} plants won orchid/weed | said: won the orchid, won an orchid, won the weed, won a weed, "
    "won the orchid/weed, won an orchid/weed, won orchid/weed, orchid/weed i won, weed i won, orchid i won, "
    "gane la orquidea, gane la mala hierba\n"
    "ask: plant weed in Other bed 1 | said: opponent, opponents, opponent's, their bed, his bed, her bed, "
    "other player, rival")

# DF-WEED-BLOCKS: ... but not into an opponent's bed that already has a Weed at its end
_DF_WEED_ON_WEED = (_TABLE + "Other bed 1: red, white, weed | said: already has a weed, already got a weed, "
    "already weeded, weed already, has a weed, second weed, another weed, "
    "ya tiene una mala hierba, otra mala hierba\n"
    "pending: {me} plants won orchid/weed | said: weed, orchid/weed, mala hierba\n"
    "ask: plant weed in Other bed 1 | said: opponent, opponents, opponent's, their bed, his bed, her bed, "
    "other player, rival")

# DF-WHITE: the White's Firefly goes on any empty space, not only the leftmost (our reading of its 'any')
_DF_WHITE_ANY_SPACE = (_TABLE + "~{me} bed 1: white | you just planted the White\n"
    "pending: {me} may use white in bed 1 | said: white, blanca\n"
    "~flower 1: red, day side; mixed, mixed, mixed | a Flower on the Clock with its spaces empty\n"
    "ask: white 1 space 3 | said: leftmost, last space, last spot, end space, end spot, rightmost space, "
    "rightmost spot, right-hand space, "
    "third space, any space, any empty space, any spot, skip the first, skipping the first, not the first space, "
    "cualquier espacio, ultimo espacio")

# DF-BLUE: ... but an empty Compost Heap gives the Blue nothing to take
_DF_BLUE_EMPTY = (_TABLE + "~{me} bed 1: blue | you just planted the Blue\n"
    "pending: {me} may use blue in bed 1 | said: blue, azul\n"
    "compost: empty\n"
    "ask: take red | said: compost is empty, compost heap is empty, compost pile is empty, heap is empty, "
    "pile is empty, empty compost, empty compost heap, nothing in the compost, nothing on the compost, "
    "no cards in the compost, no cards on the compost, compost vacio, compost esta vacio")

# DF-SCORE-PURPLE: a total claimed without the Purple's extra point (red, white and purple: 4, not 3)
_NO_PURPLE_POINT = ("3 points, three points, 3 pts, just 3, only 3, just three, only three, worth 3, worth three, "
                    "scores 3, score 3, no extra, no bonus, nothing extra, no purple bonus, no purple point, "
                    "doesnt get a bonus, doesn't get a bonus, no extra point, tres puntos, sin punto extra")
_DF_PURPLE_FORGOT = (_TABLE + "{me} bed 1: red, white, purple | said: purple, purple flower, morada\n"
    "ask: score {me} 3 | said: " + _NO_PURPLE_POINT)
# ... and with a Purple in each of two beds, each scores its point (one bonus claimed for both: 7, not 8)
_DF_PURPLE_EACH = (_TABLE + "{me} bed 1: red, white, purple | said: purple in each, a purple in each, purple in both, "
    "a purple in both, two purples, 2 purples, both beds, each bed, two beds, 2 beds, dos moradas, cada lecho\n"
    "{me} bed 2: blue, yellow, purple | said: purple in each, a purple in each, purple in both, a purple in both, "
    "two purples, 2 purples, both beds, each bed, two beds, 2 beds, dos moradas, cada lecho\n"
    "ask: score {me} 7 | said: only one bonus, just one bonus, one bonus, 1 bonus, one purple bonus, 1 purple bonus, "
    "only get one, only gets one, just once, only once, only one extra, just one extra, "
    "one extra point, 1 extra point, one purple point, not each, not both, "
    "solo un punto extra, una vez")


EXAMPLES: tuple[Saying, ...] = (
    # DF-BID-LEFTMOST: a bid goes on the leftmost empty space
    Saying("bid", "can I put my firefly on the middle space while the leftmost space is still empty?",
           position=_TABLE + "~flower 1: red sun, day side; day, mixed, night | the Flower's first space is empty\n"
                    "ask: bid 1 on space 2 | said: middle, second, 2nd, skip, far right, rightmost, right one, "
                    "further right, last space, third, medio, segundo"),
    # DF-BED-COLOUR: one Flower of each colour in a bed
    Saying("plant", "can I plant a second red in the same bed that already has a red?",
           position=_TABLE + "Me bed 1: red sun | said: same bed, already has, already got, a second, another, "
                    "mismo lecho, otra\n~Me hand: red moon | the second red is in your hand\n"
                    "ask: plant red moon in bed 1".replace("Me ", "{me} ")),
    # DF-ORCHID: a won Orchid may be planted as any colour the bed lacks
    Saying("plant", "I won the orchid, can I plant it as the colour my bed is missing?",
           position=_TABLE + "~{me} bed 1: red, white, yellow, orange, purple | your bed holds the other five colours\n"
                    "pending: {me} plants won orchid/weed | said: orchid, orquidea, orquídea\n"
                    "ask: plant orchid as blue in bed 1 | said: plant, planting, put, plantar"),
    # DF-BLUE: take any one card from the Compost Heap
    Saying("take", "my blue flower was just planted, can I look through the compost heap and take a card?",
           position=_TABLE + "~{me} bed 1: blue sun | you just planted the Blue\n"
                    "pending: {me} may use blue in bed 1 | said: blue, azul\n"
                    "~compost: red sun, white moon | the Compost Heap holds cards\nask: take red sun | said: take, grab, pick, coger, tomar"),
    # DF-WHITE: White ignores the Day/Night rules
    Saying("white", "with the white flower can I put a firefly on a moon space of a flower on the day side?",
           position=_TABLE + "~{me} bed 1: white sun | you just planted the White\n"
                    "pending: {me} may use white in bed 1 | said: white, blanca\n"
                    "flower 1: red, day side; night, mixed, day | said: moon, night, luna, noche\n"
                    "ask: white 1 space 1 | said: moon space, night space, moon spot, night spot, moon slot, sun space, "
                    "day space, sun spot, day spot, sun slot, day side, night side, sun side, moon side, during day, "
                    "during the day, during night, at night, ignore, ignores, ignoring, day night, day/night, "
                    "espacio de luna, espacio de sol, lado de dia, lado de noche, ignora"),
    # DF-YELLOW-NOT: Yellow cannot copy Purple or Yellow
    Saying("copy", "can my yellow copy the purple in its bed to get the extra point?",
           position=_TABLE + "~{me} bed 1: yellow sun, purple moon | the Yellow and the Purple share a bed\n"
                    "pending: {me} may use yellow in bed 1 | said: yellow, amarilla\nask: copy purple | said: purple, morada"),
    # DF-ROYAL-ONE: a single Royal wins the Flower
    Saying("wins", "my royal is alone on the flower against three regular fireflies, do I win it?",
           position=_TABLE + "flower 1: red, day side; day {me} royal, day Other, day Other | said: royal, real\n"
                    "ask: {me} wins 1 | said: win, wins, won, winner, take it, takes it, get it, gets it, gana, ganar"),
    # ... told as a story: the one Firefly flipped at harvest is the Royal, and its owner takes the Flower
    Saying("wins", "Hugo had three regular Fireflies on the Blue and Nell had just one. When it was harvested they "
                   "flipped them and Nell's one was her Royal, so Nell takes the Blue even though Hugo had more.",
           position=_DF_ROYAL_ONE),
    Saying("wins", "my royal plus one regular were on the flower, she had three regulars on it and no royal. "
                   "I take the flower, right?", position=_DF_ROYAL_ONE),
    Saying("wins", "single royal vs 3 regular fireflies at harvest, royal gets the flower?", position=_DF_ROYAL_ONE),
    # DF-FACE: a Flower planted as the turn's action may go face-down
    Saying("plant", "can I plant a flower from my hand face down?",
           position=_TABLE + "~{me} hand: blue sun | the Flower is in your hand\n"
                    "ask: plant blue sun face-down in new bed | said: face down, face-down, facedown, boca abajo, hidden"),
    # DF-BONUS-ADJACENT: after a bid, the bonus Firefly goes on a Flower next to that one
    Saying("bonus", "after bidding, can my bonus firefly go on the same flower I just bid on?",
           position=_TABLE + "~flower 1: red, day side; day {me}, day, day | you bid on this Flower\n"
                    "~flower 2: blue, day side; day, day, day | the Flower next to it\ndone: bid 1 | said: bid, bidding, pujar\n"
                    "~{me} hand: white sun | the card you discard\n"
                    "ask: bonus 1 discard white sun | said: same flower, same one, that same, mismo, misma"),
    # ... told as a story: a bid, a card discarded for the bonus, the second Firefly on that same Flower
    Saying("bonus", "Hugo bid a Firefly on the Red, then discarded a card onto the Compost Heap for the bonus action "
                    "and put his second Firefly on that same Red.", position=_DF_BONUS_SAME),
    Saying("bonus", "bid on a flower then tossed a card for the bonus and dropped the extra firefly on the same flower, ok?",
           position=_DF_BONUS_SAME),
    # ... and on the Flower right next to the one bid on, as the rule has it
    Saying("bonus", "I bid a Firefly on a Flower, can I discard a card to put the bonus Firefly on the Flower right "
                    "next to it?", position=_DF_BONUS_NEXT),
    # DF-RED (its Note): after the Red's draw and one card put back, a hand of four is kept; no draw up
    Saying("draw", "after my red's draw two and putting one card back, I'm holding four cards, do I have to discard "
                   "down to three?", position=_DF_RED_FOUR),
    Saying("draw", "Nell planted a Red, drew two and slid one under the Potting Shed, so she has four cards in hand. "
                   "Hugo says she must throw one away to get back to three.", position=_DF_RED_FOUR),
    Saying("draw", "red draw 2 put 1 back now 4 cards, so no drawing up at end of turn right?", position=_DF_RED_FOUR),
    Saying("draw", "is it ok to hold four cards after using my red's draw?", position=_DF_RED_FOUR),
    # DF-WEED-OPPONENT: a Weed goes into an opponent's bed, never your own
    Saying("weed", "can I plant the weed in my own flower bed?",
           position=_TABLE + "~{me} bed 1: red sun | your Flower Bed\n"
                    "pending: {me} plants won orchid/weed | said: weed, mala hierba, orchid/weed\n"
                    "ask: plant weed in {me} bed 1 | said: my own, own bed, mi propio, mi propia"),
    # DF-HARVEST-TIE: a tie for the most Fireflies: nobody wins the Flower
    Saying("wins", "we tied with the same number of fireflies on a flower at harvest, does one of us win it?",
           position=_TABLE + "flower 1: red, day side; day {me}, day Other, day | said: tie, tied, tie on, same number, "
                    "empate, empatados, as many\nask: {me} wins 1 | said: win, wins, won, winner, take it, takes it, get it, gets it, gana, ganar"),
    # DF-ROYALS-CANCEL: two Royals cancel out; the regular Fireflies decide
    Saying("wins", "two royals are on the same flower, do they cancel out so the regular fireflies decide it?",
           position=_TABLE + "flower 1: red, day side; day {me} royal, day Other royal, day Other | said: two royals, "
                    "2 royals, both royals, royals, dos reales\nask: Other wins 1 | said: win, wins, won, winner, decide, decides, gana"),
    # DF-EMPTY-SUPPLY: no Fireflies in the supply, no bid (the player must pass)
    Saying("bid", "I have no fireflies left in my supply, can I still bid on a flower?",
           position=_DF_EMPTY_SUPPLY),
    Saying("bid", "all my fireflies are already out on the clock, am I allowed to place another bid?",
           position=_DF_EMPTY_SUPPLY),
    # DF-PLANT-FIREFLY: planting from hand puts a Firefly on the Flower, so it needs one in the supply
    Saying("plant", "can I still plant a flower from my hand when my supply has no fireflies left?",
           position=_DF_PLANT_FIREFLY),
    # DF-ONE-ACTION: one action a turn: bid, plant or pass, not two
    Saying("plant", "I've already bid this turn, am I allowed to also plant from my hand?",
           position=_TABLE + "done: bid 1 | said: already bid, bid already, bid this turn, bid a firefly, after bidding, after i bid, "
                    "bid first, already placed, placed a firefly, ya puje\n"
                    "~flower 1: ?, day side; day {me}, mixed, night | the Flower you bid on\n"
                    "~{me} hand: blue | the Flower is in your hand\n"
                    "ask: plant blue in new bed | said: also plant, plant too, and plant, then plant, plant as well, "
                    "plant a flower, plant a card, plant from, plant one, also planting, tambien plantar"),
    Saying("bid", "I already planted a flower from my hand this turn, may I place a firefly on the clock as well?",
           position=_TABLE + "done: plant | said: already planted, after planting, plant this turn, planted this turn, "
                    "just planted, ya plante\n"
                    "~flower 1: ?, day side; day, mixed, night | the Flower has a free space\n"
                    "ask: bid 1 | said: also bid, bid too, and bid, then bid, bid as well, also place, bid a firefly, "
                    "place a firefly, put a firefly, also put, as well, "
                    "tambien pujar"),
    # DF-BONUS: the Bonus Action comes after a bid or a planting, once a turn
    Saying("bonus", "can I take the bonus action instead of bidding or planting this turn?",
           position=_TABLE + "~{me} hand: white | the card you discard\n"
                    "~flower 1: ?, day side; day, mixed, night | the Flower has a free space\n"
                    "ask: bonus 1 discard white | said: instead of, without bidding, without planting, "
                    "only the bonus, just the bonus, bonus alone, en vez de"),
    # ... after planting too: a Flower planted as the turn's action, then a card discarded for one more Firefly
    Saying("bonus", "I planted a flower from my hand this turn, can I still discard a card to bid one more firefly?",
           position=_TABLE + "done: plant | said: planted, plant, planting, after planting, ya plante\n"
                    "~{me} hand: white | the card you discard\n"
                    "~flower 1: red, day side; day, mixed, night | a Flower with a free space\n"
                    "ask: bonus 1 discard white | said: bonus, one more firefly, 1 more firefly, one extra firefly, "
                    "1 extra firefly, extra firefly, another firefly, discard a card, accion extra"),
    Saying("bonus", "can I take the bonus action twice in the same turn, discarding two cards?",
           position=_TABLE + "done: bid 1, bonus | said: twice, two bonus, second bonus, another bonus, again, "
                    "2 bonus, dos veces\n~{me} hand: white | the card you discard\n"
                    "~flower 1: ?, day side; day {me}, mixed, night | the Flower you bid on\n"
                    "~flower 2: ?, day side; day {me}, mixed, night | the Flower of your first bonus\n"
                    "~flower 3: ?, day side; day, mixed, night | a Flower next to it\n"
                    "ask: bonus 2 discard white | said: twice, two bonus, second bonus, another bonus, 2 bonus, "
                    "second time, one more bonus, bonus again, dos veces"),
    # DF-SWITCH-ROYAL: a switch sacrifices the Royal, which must be in the supply
    Saying("switch", "my royal is already on the sundial, can I still switch two flowers?",
           position=_TABLE + "{me} royal: crown down | said: already used, already on, on the sundial, "
                    "already bid, already played, already sacrificed, used my royal, spent, not in my supply, "
                    "royal is out, ya use\n"
                    "~flower 1: ?, day side; day {me}, mixed, night | you have a Firefly on one of the two Flowers\n"
                    "~flower 2: ?, day side; day, mixed, night | the Flower next to it\n"
                    "ask: switch 1 2 | said: switch, swap, switching, swapping, intercambiar"),
    # DF-SWITCH-ADJACENT: only two Flowers side by side can be switched
    Saying("switch", "can I use my royal to switch two flowers that aren't next to each other?",
           position=_TABLE + "~flower 1: ?, day side; day {me}, mixed, night | you have a Firefly on one of them\n"
                    "~flower 2: ?, day side; day, mixed, night | a Flower between them\n"
                    "~flower 3: ?, day side; day, mixed, night | the other Flower\n"
                    "~flower 4: ?, day side; day, mixed, night | the Flower Clock goes on\n"
                    "~flower 5: ?, day side; day, mixed, night | the Flower Clock goes on\n"
                    "~flower 6: ?, day side; day, mixed, night | the Flower Clock goes on\n"
                    "ask: switch 1 3 | said: not next to, arent next to, not side by side, arent side by side, "
                    "not adjacent, arent adjacent, non adjacent, not neighbours, not neighbors, across the clock, "
                    "one apart, gap between, one in between, no contiguas"),
    Saying("switch", "royal swap of two flowers with another flower sitting between them, is that allowed?",
           position=_TABLE + "~flower 1: ?, day side; day {me}, mixed, night | you have a Firefly on one of them\n"
                    "~flower 2: ?, day side; day, mixed, night | a Flower between them\n"
                    "~flower 3: ?, day side; day, mixed, night | the other Flower\n"
                    "~flower 4: ?, day side; day, mixed, night | the Flower Clock goes on\n"
                    "~flower 5: ?, day side; day, mixed, night | the Flower Clock goes on\n"
                    "~flower 6: ?, day side; day, mixed, night | the Flower Clock goes on\n"
                    "ask: switch 1 3 | said: between them, in between, not next to, not side by side, not adjacent, "
                    "one apart, gap between"),
    # DF-SWITCH-OWN: a switch needs one of the player's own Fireflies on one of the two Flowers
    Saying("switch", "can I sacrifice my royal to swap two flowers when I don't have a firefly on either of them?",
           position=_TABLE + "flower 1: ?, day side; day Other, mixed, night | said: dont have a firefly, dont have any firefly, "
                    "no firefly, no fireflies, none of my, not on either, neither of them, nothing of mine, "
                    "only other, only the other, ninguna luciernaga\n"
                    "~flower 2: ?, day side; day, mixed, night | the Flower next to it\n"
                    "ask: switch 1 2 | said: switch, swap, switching, swapping, intercambiar"),
    # DF-SWITCH-OWN (said, not said, unknown): two Flowers side by side, the Royal still in the supply.
    # The question with the fact unsaid is written beside the same question saying it each way, so
    # a message that says it (anywhere) meets the example that reads it among the closest
    Saying("switch", "can I sacrifice my royal to swap two flowers that are next to each other on the clock?",
           position=_DF_SWITCH_UNSAID),
    Saying("switch", "can I sacrifice my royal to swap two flowers that are next to each other on the clock when "
                     "one of my fireflies is on one of them?", position=_DF_SWITCH_MINE),
    Saying("switch", "can I sacrifice my royal to swap two flowers that are next to each other on the clock when "
                     "I have no fireflies on either of them?", position=_DF_SWITCH_NONE),
    Saying("switch", "¿puedo sacrificar mi real para intercambiar dos flores que están una al lado de la otra en el reloj?",
           "es", position=_DF_SWITCH_UNSAID_ES),
    Saying("switch", "¿puedo sacrificar mi real para intercambiar dos flores que están una al lado de la otra en el reloj "
                     "si tengo una de mis luciérnagas en una de ellas?", "es", position=_DF_SWITCH_MINE),
    Saying("switch", "¿puedo sacrificar mi real para intercambiar dos flores que están una al lado de la otra en el reloj "
                     "si no tengo ninguna luciérnaga en ellas?", "es", position=_DF_SWITCH_NONE),
    Saying("switch", "she has one of her regular fireflies on a flower of the clock. on her turn she gave up her royal "
                     "and swapped that flower with the one right beside it. her opponent says that is not allowed.",
           position=_DF_SWITCH_MINE),
    Saying("switch", "he gave up his royal to swap two flowers that sit next to each other on the clock. none of his "
                     "fireflies were on either of them. can he do that?", position=_DF_SWITCH_NONE),
    # DF-DAY-SIDE: on the Day side, a Moon space first in line blocks the bid
    Saying("bid", "the flower is on the day side and its next empty space is a moon, can I bid on it?",
           position=_TABLE + "flower 1: ?, day side; night, mixed, day | said: day side + moon, day side + night space, "
                    "sun side + moon, lado de dia + luna, lado del dia + luna, lado del sol + luna\nask: bid 1 | said: bid, bidding, place, put, pujar"),
    # DF-DAY-SIDE / DF-NIGHT-SIDE: a Moon (or Sun) space first in line, the side not said: it depends
    Saying("bid", "the only open space left on that flower is a moon space, can I bid on it?",
           position=_TABLE + "flower 1: ?, ? side; night, mixed, day | said: moon space, night space, "
                    "espacio de luna, espacio de noche\nask: bid 1 | said: bid, bidding, place, put, pujar"),
    Saying("bid", "its leftmost empty space is a sun space, may I still bid a firefly there?",
           position=_TABLE + "flower 1: ?, ? side; day, mixed, night | said: sun space, day space, "
                    "espacio de sol, espacio de dia\nask: bid 1 | said: bid, bidding, place, put, pujar"),
    # DF-NIGHT-SIDE: on the Night side, a Sun space first in line blocks the bid
    Saying("bid", "it's on the night side and the leftmost open space is a sun space, can I still bid there?",
           position=_TABLE + "flower 1: ?, night side; day, mixed, night | said: night side + sun, night side + day space, "
                    "moon side + sun, lado de noche + sol, lado de la noche + sol, lado de la luna + sol\nask: bid 1 | said: bid, bidding, place, put, pujar"),
    Saying("bid", "on the night side, can I bid on a flower whose next empty space is a mixed one?",
           position=_TABLE + "flower 1: ?, night side; mixed, day, night | said: mixed, mixto, mixta\n"
                    "ask: bid 1 | said: bid, bidding, place, put, pujar"),
    # ... the side said and nothing of its spaces: it depends on the kind of its leftmost empty space
    # (a Moon or Mixed one takes the bid, a Sun one does not; which space is the leftmost empty one
    # turns on the bids already there, left unknown)
    Saying("bid", "can I bid on a flower that is on the night side of the sundial?",
           position=_TABLE + "flower 1: ?, night side; night ?, day, mixed | said: night side, moon side, "
                    "lado de noche, lado de la noche, lado de la luna\n"
                    "ask: bid 1 | said: bid, bidding, place, put, pujar"),
    # DF-ABILITY: an ability is used right when its Flower is planted, not later
    Saying("draw", "my red was planted a few turns ago, can I use its draw-two ability again now?",
           position=_TABLE + "~{me} bed 1: red | the Red is already in your bed\n"
                    "ask: draw two | said: again, a few turns ago, turns ago, later turn, next turn, every turn, "
                    "each turn, reuse, re use, planted earlier, planted before, last turn, otra vez"),
    Saying("take", "can I trigger the blue that's been sitting in my bed for a while to grab from the compost again?",
           position=_TABLE + "~{me} bed 1: blue | the Blue is already in your bed\n"
                    "~compost: red | the Compost Heap holds a card\n"
                    "ask: take red | said: again, for a while, turns ago, later turn, next turn, every turn, "
                    "each turn, reuse, re use, planted earlier, planted before, last turn, otra vez"),
    # DF-RED-DISCARD: after the Red's draw, one card from hand goes under the Potting Shed
    Saying("draw", "after drawing two with my red, can I keep every card without putting one back?",
           position=_TABLE + "~{me} bed 1: red | you just planted the Red\n"
                    "pending: {me} must discard a card | said: drawing two, drew two, draw two, draws two, drawn two, "
                    "draw 2, drew 2, robar dos\n"
                    "ask: skip | said: skip, keep them all, keep all, keep both, keep every, not put, no discard, "
                    "without discarding, dont discard, dont put, not discard, never discard, no devolver"),
    # DF-YELLOW: the Yellow copies a face-up Flower already in its own bed
    Saying("copy", "can my yellow copy the ability of a face-down flower in the same bed?",
           position=_TABLE + "~{me} bed 1: red face-down, yellow | the face-down Flower shares the Yellow's bed\n"
                    "pending: {me} may use yellow in bed 1 | said: yellow, amarilla\n"
                    "ask: copy red | said: face down, face-down, facedown, boca abajo, upside down"),
    Saying("copy", "can the yellow I just planted copy a flower sitting in one of my other beds?",
           position=_TABLE + "{me} bed 1: red | said: other bed, other beds, another bed, different bed, "
                    "separate bed, otro lecho, otro bancal\n"
                    "{me} bed 2: yellow | said: yellow, amarilla\n"
                    "pending: {me} may use yellow in bed 2 | said: yellow, amarilla\n"
                    "ask: copy red | said: copy, copies, copying, mimic, borrow, copiar"),
    # DF-ORANGE: the Orange plants one more Flower from hand, with no Firefly on it
    Saying("plant", "my orange lets me plant one more flower from my hand, can I plant it without putting a firefly on it?",
           position=_TABLE + "~{me} bed 1: orange | you just planted the Orange\n"
                    "pending: {me} may use orange in bed 1 | said: orange, naranja\n"
                    "~{me} hand: blue | the extra Flower is in your hand\n"
                    "ask: plant blue in new bed | said: one more flower, another flower, extra flower, "
                    "second flower, plant one more, plant another, otra flor"),
    # DF-CHAIN-SAME: a Flower the Orange plants into the same bed triggers its own ability
    Saying("draw", "my orange let me plant a red into that same bed, does the red's draw-two ability trigger too?",
           position=_DF_CHAIN_SAME),
    # DF-CHAIN-OTHER: ... into a different or a new bed it does not
    Saying("draw", "with my orange's ability I put a red in another bed, do I still get to draw two?",
           position=_TABLE + "{me} bed 1: orange | said: orange, naranja\n"
                    "pending: {me} may use orange in bed 1 | said: orange, naranja\n"
                    "~{me} hand: red | the Red is in your hand\n"
                    "ask: plant red in new bed then draw two | said: different bed, another bed, other bed, "
                    "new bed, separate bed, fresh bed, start a bed, otro lecho, nuevo lecho"),
    # DF-ORCHID-NO-ABILITY: an Orchid never uses a Flower's ability
    Saying("draw", "if I plant my orchid as a red, do I get the red's draw-two ability?",
           position=_TABLE + "pending: {me} plants won orchid/weed | said: orchid, orquidea\n"
                    "ask: plant orchid as red in new bed then draw two | said: ability, draw two, draw 2, habilidad"),
    # DF-WEED-BLOCKS: a bed with a Weed takes no further Flowers
    Saying("plant", "there's a weed at the end of my bed, can I still plant a red into that bed?",
           position=_TABLE + "{me} bed 1: blue, weed | said: weed, weeds, mala hierba\n"
                    "~{me} hand: red | the Red is in your hand\n"
                    "ask: plant red in bed 1 | said: plant, planting, add, put, plantar"),
    # DF-REMOVE-YELLOW: a Yellow copying the bed's face-up Orange pulls the Weed
    Saying("weed", "my bed has an orange and a weed, can my yellow copy the orange to pull the weed out?",
           position=_TABLE + "{me} bed 1: blue, orange, weed | said: orange and a weed, orange, naranja\n"
                    "~{me} hand: yellow | the Yellow is in your hand\n"
                    "ask: remove weed from bed 1 with yellow | said: yellow, amarilla"),
    # DF-WEED-REPLANT: a removed Weed may go at once into an opponent's bed
    Saying("weed", "after I pull the weed out of my bed, can I plant it straight into my opponent's bed?",
           position=_TABLE + "~Other bed 1: red | your opponent has a Flower Bed\n"
                    "pending: {me} may replant removed orchid/weed | said: pull the weed, pulled the weed, "
                    "pull a weed, removed the weed, remove the weed, removing the weed, pulling the weed, quitar\n"
                    "ask: plant weed in Other bed 1 | said: opponent, opponents, their bed, his bed, her bed, "
                    "other player, rival"),
    # DF-WEED-NOT-ORCHID: a card once planted as a Weed is only ever re-planted as a Weed
    Saying("plant", "I just pulled the weed out of my bed, can I replant that card as an orchid in my own bed?",
           position=_TABLE + "pending: {me} may replant removed orchid/weed | said: pulled the weed, pull the weed, "
                    "removed the weed, remove the weed, pulled out, took the weed, quite la\n"
                    "ask: plant orchid as white in new bed | said: orchid, orquidea"),
    # DF-BED-COMPLETE: a bed of six Flowers takes nothing more, not even a Weed
    Saying("weed", "can I plant my weed in an opponent's bed that already has all six flowers?",
           position=_TABLE + "Other bed 1: red, white, yellow, orange, blue, purple | said: six flowers, 6 flowers, "
                    "all six, full bed, is full, complete, completed, seis flores\n"
                    "pending: {me} plants won orchid/weed | said: weed, mala hierba\n"
                    "ask: plant weed in Other bed 1 | said: opponent, opponents, their bed, his bed, her bed, "
                    "other player, rival"),
    # DF-BLUE-OW: an Orchid/Weed card taken with the Blue is planted at once, never kept
    Saying("take", "can my blue take the orchid/weed card from the compost and keep it in my hand for later?",
           position=_TABLE + "~{me} bed 1: blue | you just planted the Blue\n"
                    "pending: {me} may use blue in bed 1 | said: blue, azul\n"
                    "~compost: orchid/weed | the Orchid/Weed card is on the Compost Heap\n"
                    "ask: take orchid/weed into hand | said: keep it, in my hand, into my hand, hold it, "
                    "save it, for later, en la mano"),
    # DF-WIN-PLANT: a Flower won from the Clock must be planted
    Saying("plant", "I won a flower at harvest, can I just keep it in my hand instead of planting it?",
           position=_TABLE + "~phase: harvesting | the Flower was just harvested\n"
                    "pending: {me} plants won red | said: won, win, i won, ganado, gane\n"
                    "ask: skip | said: keep it in my hand, keep it, instead of planting, not plant, skip, "
                    "dont plant, without planting, hold onto it, save it, no plantar"),
    # DF-WIN-SECOND: after the won Flower, one more of its colour from hand, into another bed
    Saying("plant", "after planting the red I won, can I also plant a red from my hand into a new bed?",
           position=_TABLE + "~phase: harvesting | the Flower was just harvested\n"
                    "~{me} bed 1: red | the won Red is in bed 1\n~{me} hand: red | the other Red is in your hand\n"
                    "pending: {me} may plant a second red, not in bed 1 | said: also plant, plant another, another red, another one, "
                    "a second, second one, one more, matching, same colour, same color, otra, segunda\n"
                    "ask: plant red in new bed | said: new bed, another bed, different bed, other bed, "
                    "fresh bed, separate bed, nuevo lecho, otro lecho"),
    # DF-WIN-NO-DRAW: planting a won Flower draws no replacement cards
    Saying("draw", "right after planting the flower I won at harvest, can I draw back up to three cards?",
           position=_TABLE + "pending: {me} plants won red | said: won, win, ganado, gane\n"
                    "ask: draw up | said: draw back up, draw up, draw replacement, replacements, refill my hand, "
                    "back up to three, up to 3, robar"),
    # DF-HARVEST-MOST: the most Fireflies on a harvested Flower wins it
    Saying("wins", "I have more fireflies on the flower than the other player, do I win it at harvest?",
           position=_TABLE + "~phase: harvesting | the Flower is being harvested\n"
                    "flower 1: ?, day side; day {me}, day {me}, day Other | said: more fireflies, most fireflies, "
                    "the most, more than, 2 against 1, 2 vs 1, 3 against 2, mas luciernagas\n"
                    "ask: {me} wins 1 | said: win, wins, won, winner, take it, takes it, get it, gets it, gana, ganar"),
    # DF-TURN-ORDER: only the player whose turn it is acts
    Saying("bid", "it isn't my turn yet, may I place a firefly on the clock?",
           position=_TABLE + "turn: Other | said: not my turn, isnt my turn, out of turn, before my turn, "
                    "someone else turn, their turn, his turn, her turn, other player turn, no es mi turno\n"
                    "~flower 1: ?, day side; day, mixed, night | the Flower has a free space\n"
                    "ask: {me}: bid 1 | said: bid, bidding, place, put, pujar"),
    # DF-PHASE: bids belong to the Planting Phase, not the Harvesting Phase
    Saying("bid", "during the harvesting phase, can I still put a firefly on a flower?",
           position=_TABLE + "phase: harvesting | said: harvesting phase, during the harvest, during harvesting, "
                    "while harvesting, harvest phase, fase de cosecha\n"
                    "~flower 1: ?, day side; day, mixed, night | the Flower has a free space\n"
                    "ask: bid 1 | said: bid, bidding, place, put, pujar"),
    # DF-ROYALS-ONLY: two Royals and nothing else: each Royal's owner may plant that colour from hand
    Saying("plant", "two royals and no regular fireflies on the flower, may I plant one of that colour from my hand?",
           position=_TABLE + "~phase: harvesting | the Flower was just harvested\n"
                    "pending: {me} may plant a red from hand after royals | said: two royals, 2 royals, both royals, "
                    "only royals, just royals, dos reales\n"
                    "~{me} hand: red | a Flower of that colour is in your hand\n"
                    "ask: plant red in new bed | said: same colour, that colour, same color, that color, "
                    "mismo color"),
    # DF-HARVEST-TIE: on a tie, each tied bidder may plant a Flower of that colour (only that colour)
    Saying("plant", "we tied on the red flower so nobody won it, can I plant a different colour from my hand instead?",
           position=_TABLE + "~phase: harvesting | the Flower was just harvested\n"
                    "pending: {me} may plant a red from hand after tie | said: tied, tie, tie on, empate, empatamos\n"
                    "~{me} hand: blue | the other colour is in your hand\n"
                    "ask: plant blue in new bed | said: different colour, another colour, different color, "
                    "another color, other colour, other color, otro color"),
    Saying("plant", "after a tie on a flower nobody wins, can the tied players plant one of that colour from hand?",
           position=_TABLE + "~phase: harvesting | the Flower was just harvested\n"
                    "pending: {me} may plant a red from hand after tie | said: tied, tie, tie on, empate, empatamos\n"
                    "~{me} hand: red | a Flower of that colour is in your hand\n"
                    "ask: plant red in new bed | said: same colour, that colour, same color, that color, "
                    "mismo color"),
    # ... the Flower of that colour named, as players tell it ("each had two on the Red, so nobody
    # won it; I plant a Red from my hand")
    Saying("plant", "we each had two fireflies on the red when it was harvested and no royals, so nobody won it. "
                    "can I plant a red from my hand into my bed without putting a firefly on it?",
           position=_DF_TIE_PLANT),
    Saying("plant", "Hugo and Nell were tied with two Fireflies each on the Red, so it went to the Compost Heap. "
                    "Nell plants a Red from her hand into her bed for free.",
           position=_DF_TIE_PLANT),
    # DF-END-REVEAL: face-down Flowers are turned up only at the very end
    Saying("plant", "can I flip my face-down flower up in the middle of the game to use its ability?",
           position=_DF_END_REVEAL),
    # DF-SWITCH-OWN: a Firefly of the player's own on one of the two Flowers side by side (the Royal to be
    # sacrificed taken to be in the supply: a player who asks to sacrifice it has it)
    Saying("switch", "can I sacrifice my royal to switch two flowers side by side that I have a firefly on?",
           position=_DF_SWITCH_MINE),
    # DF-RED: the Red draws two from the Potting Shed, so not from an empty one
    Saying("draw", "the potting shed is empty, can my red still let me draw two cards?",
           position=_TABLE + "~{me} bed 1: red | you just planted the Red\n"
                    "pending: {me} may use red in bed 1 | said: red, roja\n"
                    "potting shed: 0 | said: empty, no cards, out of cards, ran out, run out, 0 cards, nothing left, "
                    "vacio\nask: draw two | said: draw two, draw 2, draws two, robar dos"),
    # DF-END-DECKS: once the decks are out, the final harvests come instead of a refill
    Saying("harvest", "the potting shed and the greenhouse are both empty, do we still refill the flower clock?",
           position=_TABLE + "~phase: harvesting | the Flower Clock was just harvested\n~done: harvest | this round's harvest is done\n"
                    "~sundial: sun 1, moon 2 | the Sun and Moon pointers point at the Flowers just harvested\n"
                    "~flower 1: empty, day side | the Flower there was harvested\n"
                    "~flower 2: empty, night side | the Flower there was harvested\n"
                    "~flower 3: ?, day side; day, mixed, night | a Flower is still on the Clock\n"
                    "potting shed: 0 | said: both empty, decks are empty, decks ran out, decks have run out, "
                    "decks are out, no cards left, out of cards, greenhouse are empty, mazos vacios\n"
                    "ask: refill | said: refill, refilling, fill the clock, new flowers, rellenar"),
    # DF-REMOVE-ORANGE: only an Orange (or a Yellow copying one) pulls a Weed
    Saying("weed", "can I pull the weed out of my bed by planting a blue in its place?",
           position=_TABLE + "{me} bed 1: red, weed | said: weed, mala hierba\n"
                    "~{me} hand: blue | the Blue is in your hand\n"
                    "ask: remove weed from bed 1 with blue | said: pull, pulls, pulled, remove, removes, removed, "
                    "rid, replace, replaces, in its place, quitar, quito, sacar, saco, arrancar"),
    # (said by the removing, not by the Blue: "a Blue fished a Weed out of the Compost Heap, can I
    # plant it in my opponent's bed?" names both and asks another move)
    # DF-PASS: a player may always pass instead of bidding or planting
    Saying("pass", "I still have fireflies and cards in hand, can I just pass this turn anyway?",
           position=_TABLE + "~{me} hand: blue | you hold a card\n"
                    "ask: pass | said: pass, passing, just pass, pasar"),
    # DF-PLANT-FIREFLY: no Firefly in the supply, no planting from hand
    Saying("plant", "with an empty firefly supply, may I still plant one of my cards into a bed?",
           position=_DF_PLANT_FIREFLY),
    # DF-CHAIN-SAME: the Orange's Flower in the same bed uses its own ability
    Saying("draw", "the orange's extra flower is a red in the same bed, does that red's ability go off too?",
           position=_DF_CHAIN_SAME),
    # DF-END-REVEAL: face-down Flowers are turned up only at the end
    Saying("plant", "during the game, can I turn a face-down flower in my bed face up to use its ability?",
           position=_DF_END_REVEAL),
    # DF-WEED-REPLANT: a removed Weed may go at once into an opponent's bed
    Saying("weed", "once the weed is pulled from my bed, can it go straight into another player's bed?",
           position=_TABLE + "~Other bed 1: red | your opponent has a Flower Bed\n"
                    "pending: {me} may replant removed orchid/weed | said: pull the weed, pulled the weed, "
                    "pull a weed, removed the weed, remove the weed, removing the weed, pulling the weed, "
                    "weed is pulled, weed is removed, quitar\n"
                    "ask: plant weed in Other bed 1 | said: opponent, opponents, their bed, his bed, her bed, "
                    "other player, another player, rival"),
    # DF-WEED-NOT-ORCHID: a removed Weed is never re-planted as an Orchid
    Saying("plant", "a weed I removed from my bed, can I put that card back in play as an orchid?",
           position=_TABLE + "pending: {me} may replant removed orchid/weed | said: pulled the weed, pull the weed, "
                    "removed the weed, remove the weed, weed i removed, weed i pulled, pulled out, took the weed, "
                    "quite la\n"
                    "ask: plant orchid as white in new bed | said: orchid, orquidea"),
    # DF-SWITCH-OWN: one of the player's own Fireflies on one of the two (the Royal taken to be in the supply)
    Saying("switch", "is it legal to swap two neighbouring flowers with my royal when one of my fireflies is on one of them?",
           position=_DF_SWITCH_MINE),
    # DF-FACE: a won Flower is planted face-up; only the turn's planting (with a Firefly) may go face-down
    Saying("plant", "I won a flower at harvest, can I plant it face down in my bed so nobody sees it?",
           position=_TABLE + "~phase: harvesting | the Flower was just harvested\n"
                    "pending: {me} plants won red | said: won, win, i won, winning, ganado, gane\n"
                    "ask: plant red face-down in new bed | said: face down, face-down, facedown, upside down, "
                    "hidden, boca abajo"),
    Saying("plant", "can the extra flower my orange lets me plant go into my bed face down?",
           position=_TABLE + "~{me} bed 1: orange | you just planted the Orange\n"
                    "pending: {me} may use orange in bed 1 | said: orange, naranja\n"
                    "~{me} hand: blue | the extra Flower is in your hand\n"
                    "ask: plant blue face-down in new bed | said: face down, face-down, facedown, upside down, "
                    "hidden, boca abajo"),
    # DF-BONUS-DISCARD: the Bonus Action costs a Flower Card discarded from hand
    Saying("bonus", "my hand is empty, can I still take the bonus action to bid one more firefly?",
           position=_TABLE + "done: bid 1 | said: bonus, bonus action, one more firefly, extra firefly, another firefly, "
                    "additional firefly, accion extra\n"
                    "~flower 1: ?, day side; day {me}, mixed, night | the Flower you bid on\n"
                    "~flower 2: ?, day side; day, mixed, night | a Flower next to it\n"
                    "{me} hand: none | said: hand is empty, empty hand, no cards, no card, 0 cards, zero cards, "
                    "nothing in my hand, nothing to discard, no flower cards, out of cards, mano vacia\n"
                    "ask: bonus 2 discard red | said: bonus, bonus action, one more firefly, extra firefly, "
                    "another firefly, additional firefly, accion extra"),
    Saying("bonus", "I have no cards left to discard, am I allowed the extra bonus firefly after my bid?",
           position=_TABLE + "done: bid 1 | said: after my bid, after bidding, after i bid, bid this turn, already bid\n"
                    "~flower 1: ?, day side; day {me}, mixed, night | the Flower you bid on\n"
                    "~flower 2: ?, day side; day, mixed, night | a Flower next to it\n"
                    "{me} hand: none | said: no cards, no card, 0 cards, zero cards, hand is empty, empty hand, "
                    "nothing to discard, no flower cards, out of cards, mano vacia\n"
                    "ask: bonus 2 discard red | said: bonus, bonus action, one more firefly, extra firefly, "
                    "another firefly, additional firefly, accion extra"),
    # DF-BED-EXISTS: a Flower goes into an existing bed or starts a new one (beds numbered from 1)
    Saying("plant", "I only have one flower bed so far, can I plant this card into bed 3?",
           position=_TABLE + "{me} bed 1: red | said: only have one bed, only one bed, one flower bed, 1 bed, "
                    "single bed, un solo lecho\n"
                    "~{me} hand: blue | the Flower is in your hand\n"
                    "ask: plant blue in bed 3 | said: bed 3, third bed, bed three, lecho 3"),
    # DF-OW-HAND: an Orchid/Weed card is never held or planted from a hand
    Saying("plant", "can I play an orchid straight from my hand into one of my beds?",
           position=_TABLE + "ask: plant orchid as red in new bed | said: from my hand, from hand, from the hand, "
                    "in my hand, out of my hand, de mi mano, de la mano"),
    Saying("plant", "I drew the orchid/weed card, can I hold it in my hand and plant it as an orchid on a later turn?",
           position=_TABLE + "ask: plant orchid as red in new bed | said: hold it, keep it, in my hand, in hand, "
                    "my hand, later turn, next turn, save it, guardarla"),
    # DF-WEED-REPLANT: a removed Weed goes into an opponent's bed at once, or onto the Compost Heap
    Saying("weed", "after I pull a weed out of my bed, can I just put it on the compost heap instead of planting it?",
           position=_TABLE + "pending: {me} may replant removed orchid/weed | said: pull a weed, pull the weed, "
                    "pulled the weed, pulled a weed, removed the weed, remove the weed, remove a weed, weed i removed, "
                    "weed i pulled, quitar\n"
                    "ask: skip | said: compost, discard it, throw it away, toss it, instead of planting, "
                    "not plant it, dont plant it, compostaje"),
    # DF-HARVEST-NONE: a harvested Flower nobody bid on goes to the Compost Heap, won by nobody
    Saying("wins", "nobody bid on the flower when it bloomed, do I get it anyway as the gardener's apprentice?",
           position=_TABLE + "~phase: harvesting | the Flower is being harvested\n"
                    "flower 1: red, day side; day, mixed, night | said: nobody bid, no one bid, noone bid, no bids, "
                    "no fireflies, not a single firefly, zero fireflies, 0 fireflies, empty, nadie pujo\n"
                    "ask: {me} wins 1 | said: get it, gets it, win it, wins it, take it, takes it, keep it, have it"),
    Saying("harvest", "a flower leaves the clock with no fireflies on it at all, does it go onto the compost heap?",
           position=_TABLE + "~phase: harvesting | the Flower is being harvested\n"
                    "flower 1: red, day side; day, mixed, night | said: no fireflies, no firefly, nobody bid, "
                    "no one bid, no bids, zero fireflies, 0 fireflies, empty, sin luciernagas\n"
                    "ask: winner 1 | said: compost, compost heap, discarded, discard, goes to the compost, compostaje"),
    # DF-END-HARVEST: in the final harvests the Sundial turns again and again until the Clock is empty
    Saying("harvest", "the decks have run out, do we keep turning the sundial and harvesting until the flower clock is empty?",
           position=_TABLE + "phase: final | said: decks have run out, decks ran out, decks are empty, run out, ran out, "
                    "no cards left, end of the game, final harvest, final harvests, mazos vacios\n"
                    "~sundial: sun 1, moon 2 | the Sun and Moon pointers point at the Flowers just harvested\n"
                    "~flower 1: empty, day side | the Flower there was harvested\n"
                    "~flower 2: empty, night side | the Flower there was harvested\n"
                    "flower 3: red sun, day side; day {me}, mixed, night | said: until the flower clock is empty, "
                    "until the clock is empty, until it is empty, flowers left, still on the clock, keep harvesting, "
                    "no flowers are left, no flowers left, clock is empty, until none are left\n"
                    "~flower 4: ?, night side; day, mixed, night | a Flower is still on the Clock\n"
                    "ask: harvest | said: harvest, harvesting, turn the sundial, turning the sundial, keep turning, "
                    "cosechar"),
    Saying("plant", "at the end of the game, can we turn our face-down flowers up while flowers are still left on the clock?",
           position=_TABLE + "~phase: final | the decks have run out and the final harvests are under way\n"
                    "~sundial: sun 1, moon 2 | the Sun and Moon pointers point at the Flowers just harvested\n"
                    "~flower 1: empty, day side | the Flower there was harvested\n"
                    "~flower 2: empty, night side | the Flower there was harvested\n"
                    "flower 3: red sun, day side; day {me}, mixed, night | said: still left on the clock, "
                    "still on the clock, left on the clock, flowers left, not empty, quedan flores\n"
                    "~{me} bed 1: white face-down | you have a face-down Flower\n"
                    "ask: reveal | said: turn our face-down, turn my face-down, turn them up, flip, reveal, "
                    "turn up, face up, voltear"),
    # DF-ROTATE: the Harvesting Phase starts with the Apprentice turning the Sundial one Flower clockwise
    Saying("harvest", "once everybody has had their turn, does the gardener's apprentice turn the sundial one flower clockwise to harvest?",
           position=_TABLE + "phase: harvesting | said: everybody has had their turn, everyone has had a turn, all players "
                    "have played, after everyone, end of the round, harvesting phase, harvest phase, fase de cosecha\n"
                    "~sundial: sun 1, moon 2 | the Sun and Moon pointers point at two Flowers\n"
                    "~flower 1: ?, day side; day, mixed, night | a Flower on the Clock\n"
                    "~flower 2: ?, night side; day, mixed, night | a Flower on the Clock\n"
                    "~flower 3: ?, night side; day, mixed, night | a Flower on the Clock\n"
                    "ask: harvest | said: turn the sundial, turns the sundial, rotate the sundial, rotates the sundial, "
                    "turning the sundial, girar el reloj de sol"),
    # DF-REFILL-ORDER: after the harvest the empty places are refilled, the Sun place first
    Saying("harvest", "after the sun and moon flowers were harvested, do we refill their empty places on the clock from the deck?",
           position=_TABLE + "phase: harvesting | said: harvested, harvest, after the harvest, cosechadas\n"
                    "done: harvest | said: harvested, after the harvest, were harvested, cosechadas\n"
                    "~sundial: sun 1, moon 2 | the Sun and Moon pointers point at the Flowers just harvested\n"
                    "~flower 1: empty, day side | the Flower there was harvested\n"
                    "~flower 2: empty, night side | the Flower there was harvested\n"
                    "~flower 3: ?, day side; day, mixed, night | a Flower is still on the Clock\n"
                    "ask: refill | said: refill, refilling, fill, replace, replenish, rellenar"),
    # DF-ROYAL-RETURN: at the end of the Harvesting Phase, crown-up Royals go back to the supply
    Saying("switch", "my royal has been sitting on the sundial crown up since last round, does it come back to my supply now?",
           position=_TABLE + "~phase: harvesting | the Harvesting Phase is ending\n"
                    "~done: harvest, refill | the Flowers were harvested and the Clock refilled\n"
                    "{me} royal: crown up | said: crown up, crown face up, crown showing, showing its crown, "
                    "since last round, corona arriba\n"
                    "ask: return royals | said: come back, comes back, back to my supply, return, returns, "
                    "go back, goes back, vuelve"),
    # DF-APPRENTICE-PASS: the Apprentice card goes to the player with the fewest Flowers in their beds
    Saying("pass", "I have the fewest flowers in my beds, does the gardener's apprentice card go to me for the next round?",
           position=_TABLE + "~phase: harvesting | the Harvesting Phase is ending\n"
                    "~done: harvest, refill, royals | the Flowers were harvested, the Clock refilled and the Royals returned\n"
                    "~apprentice: Other | your opponent has the Gardener's Apprentice card\n"
                    "{me} bed 1: red, blue | said: fewest flowers, fewest, least flowers, fewer flowers, lowest number, "
                    "menos flores\n"
                    "~Other bed 1: red, blue, white | your opponent has more Flowers\n"
                    "ask: new round | said: apprentice, gardeners apprentice, next round, aprendiz"),
    # DF-WEED-REPLANT: replanting the removed Weed is a choice; not taken, it goes to the Compost Heap
    Saying("weed", "I removed the weed from my bed, do I have to plant it in an opponent's bed or can I let it go to the compost?",
           position=_TABLE + "pending: {me} may replant removed orchid/weed | said: removed the weed, remove the weed, "
                    "pulled the weed, pull the weed, removed a weed, pulled a weed, weed i removed, weed i pulled, quite la\n"
                    "ask: skip | said: compost, let it go, discard it, throw it away, do i have to, have to plant, "
                    "must i plant, compostaje"),
    # DF-ROTATE: only the Sundial turns, one Flower clockwise; the Flower Cards stay put
    Saying("harvest", "at harvest time, does the sundial move on one flower clockwise while the flower cards stay where they are?",
           position=_TABLE + "phase: harvesting | said: harvest time, harvesting, harvest phase, harvesting phase, "
                    "fase de cosecha\n"
                    "~sundial: sun 1, moon 2 | the Sun and Moon pointers point at two Flowers\n"
                    "~flower 1: ?, day side; day, mixed, night | a Flower on the Clock\n"
                    "~flower 2: ?, night side; day, mixed, night | a Flower on the Clock\n"
                    "~flower 3: ?, night side; day, mixed, night | a Flower on the Clock\n"
                    "ask: harvest | said: sundial move, sundial moves, sundial turn, sundial turns, turn the sundial, "
                    "rotate the sundial, sundial rotates, one flower clockwise, gira el reloj de sol"),
    # DF-REFILL-ORDER (and DF-REFILL-GREENHOUSE): an Orchid/Weed waiting in the Greenhouse is used first
    Saying("harvest", "an orchid/weed card is waiting in the greenhouse, do we refill the flower clock with it before drawing from the potting shed?",
           position=_TABLE + "~phase: harvesting | the Flowers were just harvested\n"
                    "~done: harvest | this round's harvest is done\n"
                    "~sundial: sun 1, moon 2 | the Sun and Moon pointers point at the Flowers just harvested\n"
                    "~flower 1: empty, day side | the Flower there was harvested\n"
                    "~flower 2: empty, night side | the Flower there was harvested\n"
                    "~flower 3: ?, day side; day, mixed, night | a Flower is still on the Clock\n"
                    "greenhouse: orchid/weed sun | said: greenhouse, invernadero\n"
                    "ask: refill | said: refill, refilling, fill, replace, replenish, rellenar"),
    # DF-APPRENTICE-PASS: tied for the fewest Flowers, the card goes on clockwise
    Saying("harvest", "we are tied for the fewest flowers in our beds, does the gardener's apprentice card move clockwise to the next player?",
           position=_TABLE + "~phase: harvesting | the Harvesting Phase is ending\n"
                    "~done: harvest, refill, royals | the Flowers were harvested, the Clock refilled and the Royals returned\n"
                    "~apprentice: {me} | you have the Gardener's Apprentice card\n"
                    "{me} bed 1: red, blue | said: tied, tie, same number, equal, as many, empatados\n"
                    "Other bed 1: white, blue | said: tied, tie, same number, equal, as many, empatados\n"
                    "ask: new round | said: apprentice, gardeners apprentice, next round, aprendiz"),
    # DF-SETUP-DECK: in a two-player game every card marked 3+ to 6+ is set aside
    Saying("harvest", "in a two player game, do we set aside all the flower cards marked 3+ and higher?",
           position="players: {me}, Other | said: " + _TWO_PLAYERS + "\n"
                    "ask: setup | said: set aside, put aside, take out, taken out, leave out, left out, removed, "
                    "remove, out of the deck, back in the box, not used, dejar aparte, apartar"),
    Saying("harvest", "just the two of us are playing, do the cards marked 4+, 5+ and 6+ get taken out of the deck?",
           position="players: {me}, Other | said: " + _TWO_PLAYERS + "\n"
                    "ask: setup | said: set aside, put aside, take out, taken out, leave out, left out, removed, "
                    "remove, out of the deck, back in the box, not used, dejar aparte, apartar"),
    # DF-PLAYERS: the game is for 2 to 6 players
    Saying("pass", "can just the two of us play a game of dance of the fireflies?",
           position="players: {me}, Other | said: " + _TWO_PLAYERS + "\n"
                    "ask: valid | said: play, playable, played, jugar"),
    # DF-SCORE-BEDS: a bed scores by its number of Flowers (5 -> 8, 3 -> 3)
    Saying("plant", "at the end of the game, is a flower bed with five flowers worth 8 points?",
           position=_TABLE + "{me} bed 1: red, white, yellow, orange, blue | said: five flowers, 5 flowers, "
                    "five flower, 5 flower, cinco flores\n"
                    "ask: score {me} | said: 8 points, eight points, worth 8, worth eight, scores 8, score 8, "
                    "get 8, gets 8, ocho puntos, 8 puntos"),
    Saying("plant", "does a bed of three flowers score 3 points when we count up at the end?",
           position=_TABLE + "{me} bed 1: red, white, yellow | said: three flowers, 3 flowers, three flower, "
                    "3 flower, tres flores\n"
                    "ask: score {me} | said: 3 points, three points, score 3, scores 3, worth 3, worth three, "
                    "get 3, gets 3, tres puntos, 3 puntos"),
    # DF-SCORE-BEDS (and DF-SCORE-WEEDS): a Weed is no Flower when the bed is scored
    Saying("weed", "my bed has four flowers and a weed in it, is it scored as a four-flower bed for 5 points?",
           position=_TABLE + "{me} bed 1: red, white, yellow, orange, weed | said: four flowers and a weed, "
                    "4 flowers and a weed, four flowers plus a weed, 4 flowers plus a weed, four flowers and 1 weed, "
                    "4 flowers and 1 weed, four flowers + weed, 4 flowers + weed, cuatro flores y una mala hierba\n"
                    "ask: score {me} | said: 5 points, five points, worth 5, worth five, scores 5, score 5, "
                    "get 5, gets 5, 5 pts, four-flower bed, 4-flower bed, four flower bed, 4 flower bed, "
                    "as four flowers, as 4 flowers, cinco puntos, 5 puntos"),
    # DF-SCORE-BEDS (and DF-SCORE-PURPLE): each Purple Flower scores 1 extra point
    Saying("plant", "at the end of the game, does the purple flower in my bed of three give one extra bonus point?",
           position=_TABLE + "{me} bed 1: red, white, purple | said: purple, morada\n"
                    "ask: score {me} | said: one extra, 1 extra, one bonus point, 1 bonus point, one more point, "
                    "1 more point, an extra point, a bonus point, an extra bonus point, un punto extra"),
    # DF-SCORE-BEDS (and DF-HARMONY-NIGHT): a full bed of six Moon Flowers scores 4 more
    Saying("plant", "I finished a full bed of six flowers that are all night flowers, do I get the 4 point harmony bonus?",
           position=_TABLE + "{me} bed 1: red moon, white moon, yellow moon, orange moon, blue moon, purple moon | "
                    "said: all night flowers, all night, all moon flowers, all moon, all of them moon, "
                    "all of them night, every one a moon, todas de noche, todas de luna\n"
                    "ask: score {me} | said: 4 point, 4 points, four point, four points, 4 extra, four extra, "
                    "cuatro puntos"),
    # DF-SCORE-BEDS (and DF-HARMONY-DAY): a full bed of six Sun Flowers scores 2 more
    Saying("plant", "every flower in my full bed of six is a day flower with the sun symbol, is that worth 2 harmony points?",
           position=_TABLE + "{me} bed 1: red sun, white sun, yellow sun, orange sun, blue sun, purple sun | "
                    "said: all day flowers, all day, all sun flowers, all sun, every flower in my full bed, "
                    "every one a sun, all of them sun, all of them day, todas de dia, todas de sol\n"
                    "ask: score {me} | said: 2 harmony, two harmony, 2 point, 2 points, two point, two points, "
                    "2 extra, two extra, dos puntos"),
    # DF-WINNER: the most points make the Head Gardener
    Saying("wins", "when the scores are counted, is the player with the most points the head gardener?",
           position=_TABLE + "~{me} bed 1: red, white, yellow | your bed holds three Flowers\n"
                    "~Other bed 1: red, white | your opponent's bed holds two Flowers\n"
                    "ask: winner | said: most points, more points, highest score, highest total, highest number of points, "
                    "most victory points, mas puntos"),
    # DF-WINNER (and DF-TIE-FULL): on equal points, more full Flower Beds wins
    Saying("harvest", "we finish on the same points, does the player with more full flower beds win the tie?",
           position=_DF_TIE_FULL),
    # DF-WINNER: the highest score wins the game
    Saying("wins", "at the end of the game, does the player with the highest score win the game?",
           position=_TABLE + "~{me} bed 1: red, white, yellow, orange | your bed holds four Flowers\n"
                    "~Other bed 1: red, white, yellow | your opponent's bed holds three Flowers\n"
                    "ask: winner | said: highest score, highest total, most points, more points, "
                    "highest number of points, mas puntos"),
    # DF-WINNER (and DF-TIE-ORCHID): still tied, a bed with an Orchid beats one with a Weed
    Saying("harvest", "tied on points and on full beds, does my bed with an orchid beat her bed with a weed in it?",
           position=_TABLE + "~{me} bed 1: red, orchid as white, yellow | your bed holds an Orchid\n"
                    "~Other bed 1: red, white, yellow, weed | your opponent's bed holds a Weed\n"
                    "ask: winner | said: orchid beat, orchid beats, orchid wins, orchid win, orchid is prettier, "
                    "prettier, orquidea gana"),
    # DF-SCORE-BEDS (and DF-SCORE-ORCHID-PURPLE): an Orchid planted as Purple gets no Purple bonus
    Saying("plant", "is my orchid planted as a purple scored without the extra purple bonus point?",
           position=_TABLE + "{me} bed 1: red, white, orchid as purple | said: orchid as a purple, orchid as purple, "
                    "orchid planted as a purple, orchid planted as purple, orquidea como morada\n"
                    "ask: score {me} | said: without the extra, without the bonus, without the purple bonus, "
                    "no bonus, no extra point, no purple bonus, sin el punto extra"),
    # DF-SCORE-BEDS: a bed of a single Flower scores nothing
    Saying("plant", "does a flower bed with just one flower in it score zero points at the end?",
           position=_TABLE + "{me} bed 1: red | said: one flower, 1 flower, single flower, lone flower, una flor\n"
                    "ask: score {me} | said: zero points, 0 points, no points, nothing, zero, cero puntos"),
    # DF-ORCHID-STAYS (decided by DF-REMOVE-ORANGE): a planted Orchid is never removed
    Saying("weed", "can I use an orange to pull the orchid out of my bed and take its place?",
           position=_DF_ORCHID_OUT),
    Saying("weed", "my mate reckons his orange can replace the orchid in his bed like it does a weed, can it?",
           position=_DF_ORCHID_OUT),
    # DF-RECLAIM (decided by DF-ROTATE): a harvested Flower's regular Fireflies go back to their owners
    Saying("harvest", "when the flower I bid on is harvested, do my regular fireflies on it go back to my supply?",
           position=_DF_RECLAIM),
    Saying("harvest", "flower got harvested, do i get my fireflies back in my supply?",
           position=_DF_RECLAIM),
    # DF-CHAIN-OTHER (decided by DF-ABILITY): the Orange's Flower in another bed gets no ability
    Saying("draw", "my orange let me plant a red into a different bed, does that red still get its draw two?",
           position=_DF_CHAIN_OTHER),
    Saying("plant", "put the orange's extra flower in my other bed, do i still get to use its ability?",
           position=_DF_CHAIN_OTHER),
    # DF-ORCHID-NO-ABILITY (decided by DF-ABILITY): an Orchid never triggers an ability
    Saying("draw", "I planted my won orchid as a red, can I use the red's draw two ability?",
           position=_DF_ORCHID_ABILITY),
    Saying("plant", "orchid played as a red flower, does it get the red power too?",
           position=_DF_ORCHID_ABILITY),
    # DF-FIREFLY-STAYS (decided by DF-EMPTY-SUPPLY): a planted Flower's Firefly never comes back to bid with
    Saying("bid", "all my fireflies are sitting on flowers I planted, can I take one back off a planted flower to bid with?",
           position=_DF_FIREFLIES_PLANTED),
    Saying("bid", "ran out of fireflies cos theyre all on my planted flowers, can i pull one off and still bid?",
           position=_DF_FIREFLIES_PLANTED),
    # DF-SCORE-WEEDS (decided by DF-SCORE-BEDS): a Weed is no Flower when a bed is scored
    Saying("weed", "my mate says the weed in my bed doesnt count as a flower when we score it, right?",
           position=_TABLE + "{me} bed 1: red, white, yellow, weed | said: weed, mala hierba\n"
                    "ask: score {me} | said: doesnt count, doesn't count, does not count, dont count, don't count, "
                    "not counted, wont count, no cuenta"),
    # DF-WEED-BLOCKS / DF-SCORE-WEEDS: a weeded bed's Flowers still score
    Saying("weed", "somebody planted a weed at the end of my bed, do the flowers already in it still score at the end?",
           position=_DF_WEEDED_SCORES),
    Saying("weed", "Sam weeded Pia's bed of four last round. At the end Pia still counts those four flowers for points.",
           position=_DF_WEEDED_SCORES),
    Saying("weed", "weeded bed still counts at scoring ya?", position=_DF_WEEDED_SCORES),
    Saying("weed", "me pusieron una mala hierba en mi lecho, ¿las flores que ya tenía siguen contando al final?", "es",
           position=_DF_WEEDED_SCORES),
    # DF-SCORE-ORCHID-PURPLE (decided by DF-SCORE-BEDS): an Orchid as Purple gets no Purple bonus
    Saying("plant", "so my orchid played as a purple doesn't get the purple point, yeah?",
           position=_TABLE + "{me} bed 1: red, white, orchid as purple | said: orchid as a purple, orchid as purple, "
                    "orchid played as a purple, orchid played as purple, orchid planted as purple, "
                    "orquidea como morada\n"
                    "ask: score {me} | said: doesn't get the purple point, doesnt get the purple point, "
                    "no purple point, no purple bonus, without the purple point, without the bonus, sin el punto"),
    # DF-CHAIN-SAME: the Orange's extra Flower in the Orange's own bed triggers its ability, each colour
    Saying("take", "my orange let me plant a blue from my hand into that same bed, can I use the blue to take a card "
                   "from the compost heap too?", position=_DF_CHAIN_SAME_BLUE),
    Saying("take", "Tariq planted an Orange, then used it to put a Blue from his hand into the same bed. He wants to "
                   "search the Compost Heap with the Blue. Is that allowed?", position=_DF_CHAIN_SAME_BLUE),
    Saying("take", "orange then blue in the same bed, blue still digs thru the compost?", position=_DF_CHAIN_SAME_BLUE),
    Saying("take", "mi Naranja me dejó plantar una Azul en el mismo lecho, ¿puedo usar la Azul para buscar en el "
                   "compost?", "es", position=_DF_CHAIN_SAME_BLUE),
    Saying("white", "my orange let me plant a white into that same bed, does the white still let me put a firefly "
                    "on any space?", position=_DF_CHAIN_SAME_WHITE),
    Saying("white", "Bea's Orange put a White from her hand into the same bed, and now she drops a Firefly anywhere "
                    "on the clock with it. Fair?", position=_DF_CHAIN_SAME_WHITE),
    Saying("white", "orange + white same bed, white firefly anywhere ok??", position=_DF_CHAIN_SAME_WHITE),
    Saying("copy", "my orange let me plant a yellow into that same bed, can the yellow copy the blue already there?",
           position=_DF_CHAIN_SAME_YELLOW),
    Saying("copy", "used the orange to drop a yellow in the same bed, yellow copies my blue in there too right",
           position=_DF_CHAIN_SAME_YELLOW),
    # DF-CHAIN-OTHER: ... and into another bed, or a new one, it does not
    Saying("take", "my orange let me plant a blue into a different bed, can I still use the blue to take a card from "
                   "the compost heap?", position=_DF_CHAIN_OTHER_BLUE),
    Saying("take", "Tariq planted an Orange in his first bed and used it to start a new bed with a Blue from his hand. "
                   "Now he searches the Compost Heap with the Blue.", position=_DF_CHAIN_OTHER_BLUE),
    Saying("take", "orange let me put a blue in my other bed, blue compost dig still works yeah", position=_DF_CHAIN_OTHER_BLUE),
    Saying("take", "mi Naranja me dejó plantar una Azul en otro lecho, ¿puedo usar la Azul para buscar en el compost?",
           "es", position=_DF_CHAIN_OTHER_BLUE),
    Saying("white", "my orange let me plant a white into another bed, does the white still let me put a firefly on "
                    "any space?", position=_DF_CHAIN_OTHER_WHITE),
    Saying("white", "Bea's Orange put a White from her hand into her second bed, and then she used the White to drop "
                    "a Firefly anywhere on the clock. Can she?", position=_DF_CHAIN_OTHER_WHITE),
    Saying("white", "orange then white in a new bed, white firefly anywhere still?", position=_DF_CHAIN_OTHER_WHITE),
    Saying("white", "my orange is in bed 1 and it let me plant a white from my hand into bed 2, can the white still put "
                    "a firefly on any space?", position=_DF_CHAIN_BED2_WHITE),
    # DF-WIN-NO-DRAW: after planting a won Flower and a second of its colour from hand, no drawing up yet
    Saying("draw", "I won a flower at harvest and planted a second one of that colour from my hand, can I draw back "
                   "up to three now?", position=_DF_WIN_NO_DRAW),
    Saying("draw", "Omar won the red at Night Fall, planted it and then a second red from his hand. Then he topped his "
                   "hand back up to three from the Potting Shed. Can he?", position=_DF_WIN_NO_DRAW),
    Saying("draw", "won a flower, dropped the 2nd one of that colour from my hand, refill my hand now ok?",
           position=_DF_WIN_NO_DRAW),
    Saying("draw", "gané una flor y planté otra del mismo color de mi mano, ¿puedo robar hasta tener tres cartas?", "es",
           position=_DF_WIN_NO_DRAW),
    # DF-HARMONY-NIGHT: a full bed of six Moon Flowers scores 4 more (terse, story, messy, Spanish)
    Saying("plant", "full bed of six, every card a moon flower: +4 harmony?", position=_DF_HARMONY_NIGHT),
    Saying("plant", "At the end Lena counts her full Flower Bed: six colours, and all the cards are Moon flowers. She "
                    "adds 4 points for Harmony on top of the bed's 12. Right?", position=_DF_HARMONY_NIGHT),
    Saying("plant", "finally got all 6 colours in one bed n theyre all moon!! so thats 12 + 4 bonus yea",
           position=_DF_HARMONY_NIGHT),
    Saying("plant", "mi lecho completo tiene las seis flores y todas son de luna, ¿sumo 4 puntos de armonía?", "es",
           position=_DF_HARMONY_NIGHT),
    # DF-HARMONY-DAY: ... of six Sun Flowers, 2 more
    Saying("plant", "full bed of six, every card a sun flower: +2 harmony?", position=_DF_HARMONY_DAY),
    Saying("plant", "At the end Omar counts his full Flower Bed: six colours, and all the cards are Sun flowers. He "
                    "adds 2 points for Harmony on top of the bed's 12. Right?", position=_DF_HARMONY_DAY),
    Saying("plant", "mi lecho completo tiene las seis flores y todas son de sol, ¿sumo 2 puntos de armonía?", "es",
           position=_DF_HARMONY_DAY),
    # DF-SETUP-DECK: three players set aside the cards marked 4+, 5+ and 6+
    Saying("harvest", "with three players, do we set aside every 4+, 5+ and 6+ card, orchid/weed cards too?",
           position=_DF_SETUP_THREE),
    Saying("harvest", "three of us tonight, so all the 4+ cards and higher go back in the box, right?",
           position=_DF_SETUP_THREE),
    Saying("harvest", "somos tres jugadores, ¿apartamos las cartas 4+, 5+ y 6+?", "es", position=_DF_SETUP_THREE),
    # DF-DRAW-UP: drawing back up to three ends every turn, a pass too
    Saying("pass", "if I pass this turn, do I still draw back up to three cards at the end?", position=_DF_PASS_DRAW_UP),
    Saying("pass", "Nell had no Fireflies left, so she passed, then topped her hand back up to three from the Potting "
                   "Shed. Is that allowed?", position=_DF_PASS_DRAW_UP),
    Saying("pass", "passing but i still refill my hand to 3 ya?", position=_DF_PASS_DRAW_UP),
    Saying("pass", "si paso mi turno, ¿sigo robando hasta tener tres cartas?", "es", position=_DF_PASS_DRAW_UP),
    # DF-BED-COLOUR, said tersely and as a story
    Saying("plant", "putting another blue into the bed where my first blue already grows, fine?", position=_DF_BED_TWICE),
    Saying("plant", "Tom plants a second Blue from his hand into his bed 1, which already holds a Blue.",
           position=_DF_BED_TWICE),
    Saying("plant", "¿puedo plantar otra Azul en el mismo lecho donde ya tengo una Azul?", "es", position=_DF_BED_TWICE),
    # DF-REMOVE-ORANGE, the bed's other Flowers not said: legal unless the bed already holds an Orange
    # DF-FACE, the Flower said by its colour (any colour the message names fills the template)
    Saying("plant", "can I plant my red flower face-down so my opponent doesn't know what it is?", position=_DF_FACE_RED),
    Saying("plant", "Kit plants a Red from her hand upside down in her bed, keeping its colour secret until the end.",
           position=_DF_FACE_RED),
    Saying("plant", "red face down so nobody knows what it is, allowed?", position=_DF_FACE_RED),
    Saying("plant", "I won a purple at harvest, can I put it into my bed that has a weed at the end?",
           position=_DF_WEED_BLOCKS_WON),
    Saying("plant", "Tess's bed has a Weed on the end that Olly planted. She wins a Purple from the clock and tucks it "
                    "into that bed in front of the Weed.", position=_DF_WEED_BLOCKS_WON),
    Saying("plant", "won purple goes in my weeded bed before the weed, fine?", position=_DF_WEED_BLOCKS_WON),
    # DF-BONUS-ADJACENT: the bonus Firefly on a Flower further round the Clock, not the neighbour
    Saying("bonus", "after bidding, can my bonus firefly go on the white flower two spots further round the clock?",
           position=_DF_BONUS_FAR),
    Saying("bonus", "Rae bid on the Red, then discarded a card for the bonus and put the extra Firefly on the White "
                    "two places along the clock, skipping the one beside it.", position=_DF_BONUS_FAR),
    Saying("bonus", "bonus firefly on the white 2 away not next to my bid ok?", position=_DF_BONUS_FAR),
    Saying("bonus", "after my bid, can the bonus firefly go on a flower further along the clock, not the one next to it?",
           position=_DF_BONUS_FAR_ANY),
    Saying("bonus", "Kai bid on the Blue, discarded a card to the compost for the bonus, and put the second Firefly on "
                    "a flower a few places away round the clock.", position=_DF_BONUS_FAR_ANY),
    Saying("bonus", "bonus bid lands 3 spots away from my first one, fine??", position=_DF_BONUS_FAR_ANY),
    Saying("bonus", "después de pujar, ¿puedo poner la luciérnaga extra en una flor lejos, no en la de al lado?", "es",
           position=_DF_BONUS_FAR_ANY),
    Saying("weed", "can I use my orange to pull out the weed my opponent put in my bed?", position=_DF_WEED_ORANGE_UNSAID),
    Saying("weed", "Ana dumped a Weed on the end of Rosa's bed. Rosa plants an Orange from her hand there and throws "
                   "the Weed out, putting the Orange in its place.", position=_DF_WEED_ORANGE_UNSAID),
    Saying("weed", "weed in my bed, orange from hand replaces it ok?", position=_DF_WEED_ORANGE_UNSAID),
    Saying("weed", "¿puedo usar mi Naranja para quitar la mala hierba que me pusieron en mi lecho?", "es",
           position=_DF_WEED_ORANGE_UNSAID),
    Saying("weed", "my bed with the weed in it has no orange, can my orange from hand pull the weed out?",
           position=_DF_WEED_ORANGE_NONE),
    Saying("weed", "I won an orange at harvest and my weeded bed has no orange yet, can the orange take the weed's place?",
           position=_DF_WEED_WON_ORANGE_NONE),
    Saying("weed", "Lu's bed has a Weed at the end and no Orange in it. She wins an Orange from the clock and puts it "
                   "where the Weed was.", position=_DF_WEED_WON_ORANGE_NONE),
    Saying("weed", "my bed already has an orange and a weed, can a second orange from my hand pull the weed out?",
           position=_DF_WEED_ORANGE_HELD),
    Saying("weed", "I won an orange at harvest, can it replace the weed somebody planted in my bed?",
           position=_DF_WEED_WON_ORANGE_UNSAID),
    Saying("weed", "Theo got a weed stuck on his flower bed. This round he won an Orange off the clock and swaps it in "
                   "for the weed.", position=_DF_WEED_WON_ORANGE_UNSAID),
    Saying("weed", "won the orange so im ripping the weed outta my bed n the orange goes there", position=_DF_WEED_WON_ORANGE_UNSAID),
    # DF-CHAIN-SAME / DF-CHAIN-OTHER, the extra Flower's bed not said: it depends on that bed
    Saying("take", "my orange let me plant a blue from my hand, do I get to use the blue's ability too?",
           position=_DF_CHAIN_UNSAID_BLUE),
    Saying("take", "orange -> free blue from hand, blue gets its compost thing too?", position=_DF_CHAIN_UNSAID_BLUE),
    Saying("take", "mi Naranja me dejó plantar una Azul de mi mano, ¿también uso la habilidad de la Azul?", "es",
           position=_DF_CHAIN_UNSAID_BLUE),
    Saying("white", "my orange let me plant a white from my hand, does the white's firefly ability go off too?",
           position=_DF_CHAIN_UNSAID_WHITE),
    Saying("white", "orange lets me drop a white 4 free, white puts a firefly anywhere too right", position=_DF_CHAIN_UNSAID_WHITE),
    Saying("draw", "my orange let me plant a red from my hand, do I also get the red's draw two?",
           position=_DF_CHAIN_UNSAID_RED),
    Saying("draw", "orange then a free red from hand, red draw 2 as well?", position=_DF_CHAIN_UNSAID_RED),
    Saying("copy", "my orange let me plant a yellow from my hand, can the yellow copy something too?",
           position=_DF_CHAIN_UNSAID_YELLOW),
    Saying("copy", "Dev's Orange gave him a free Yellow out of his hand, and he wants the Yellow's copy as well.",
           position=_DF_CHAIN_UNSAID_YELLOW),
    Saying("copy", "orange -> free yellow from hand, yellow copies too?", position=_DF_CHAIN_UNSAID_YELLOW),
    # DF-CHAIN-SAME / DF-CHAIN-OTHER, the extra Flower's colour not said: the bed decides
    Saying("draw", "my orange let me plant another flower into that same bed, does that flower's ability go off too?",
           position=_DF_CHAIN_SAME_ANY),
    Saying("draw", "Ines planted an Orange, then put her extra flower in the same bed. She uses the extra "
                   "flower's power as well.", position=_DF_CHAIN_SAME_ANY),
    Saying("draw", "orange + extra flower same row, its power works too ya?", position=_DF_CHAIN_SAME_ANY),
    Saying("draw", "mi Naranja me dejó plantar otra flor en el mismo lecho, ¿esa flor también usa su habilidad?", "es",
           position=_DF_CHAIN_SAME_ANY),
    Saying("draw", "my orange let me plant another flower into a different bed, does that flower's ability still go "
                   "off?", position=_DF_CHAIN_OTHER_ANY),
    Saying("draw", "Ines planted an Orange and started a new bed with her extra flower. She uses the extra flower's "
                   "power too.", position=_DF_CHAIN_OTHER_ANY),
    Saying("draw", "orange, extra flower in my other bed, still get its power?", position=_DF_CHAIN_OTHER_ANY),
    # DF-BID-LEFTMOST: a bid further right while the spaces to its left are empty
    Saying("bid", "can I bid on the last space of a flower and skip the empty ones before it?", position=_DF_BID_SKIP),
    Saying("bid", "Ivo drops his Firefly onto the right-hand space of the Blue, leaving both spaces to its left empty.",
           position=_DF_BID_SKIP),
    Saying("bid", "firefly straight to the end spot, skipping the first two?? allowed", position=_DF_BID_SKIP),
    Saying("bid", "my firefly goes on the rightmost free space of the card, not the leftmost one, that's fine right?",
           position=_DF_BID_SKIP),
    Saying("bid", "¿puedo poner mi luciérnaga en el último espacio de la flor y dejar libres los de la izquierda?", "es",
           position=_DF_BID_SKIP),
    # DF-BLUE-OW: the Orchid/Weed card the Blue takes is planted at once, as a Weed in an opponent's bed
    Saying("take", "my blue lets me take the orchid/weed card off the compost heap, can I plant it right away as a weed "
                   "in my opponent's bed?", position=_DF_BLUE_OW_WEED),
    Saying("take", "Fished the Orchid/Weed out of the compost with my Blue and put it straight down as a weed on the end "
                   "of my rival's bed.", position=_DF_BLUE_OW_WEED),
    Saying("take", "blue -> grab orchid/weed from compost -> weed it into their bed immediately, fine?",
           position=_DF_BLUE_OW_WEED),
    Saying("take", "con mi Azul saco la carta Orquídea/Mala hierba del compost, ¿puedo plantarla ya como mala hierba en "
                   "el lecho de mi rival?", "es", position=_DF_BLUE_OW_WEED),
    # DF-PLANT-FIREFLY: every regular Firefly out and the Royal on the Clock too: no planting from hand
    Saying("plant", "all my regular fireflies are out on the clock and my royal is on a flower too, can I still plant "
                    "from my hand?", position=_DF_PLANT_ALL_OUT),
    Saying("plant", "Every one of Tam's fireflies is bid out and his Royal sits on the clock as well. He plants a card "
                    "from his hand anyway.", position=_DF_PLANT_ALL_OUT),
    Saying("plant", "no regulars left + royal out too, plant from hand ok??", position=_DF_PLANT_ALL_OUT),
    # DF-YELLOW: a Yellow planted beside a face-up Red copies it and draws two
    Saying("copy", "I plant my yellow in the bed with my face-up red, can it copy the red and let me draw two?",
           position=_DF_YELLOW_COPY_RED),
    Saying("copy", "Lia adds a Yellow to the bed that already shows her Red, copies the Red and draws two cards.",
           position=_DF_YELLOW_COPY_RED),
    Saying("copy", "yellow next to my red -> copy red, draw 2?", position=_DF_YELLOW_COPY_RED),
    Saying("copy", "my yellow goes into the bed with my face-up red, can it copy the red's draw two?",
           position=_DF_YELLOW_COPY_RED),
    Saying("copy", "planto mi Amarilla junto a mi Roja boca arriba, ¿copia la Roja y robo dos?", "es",
           position=_DF_YELLOW_COPY_RED),
    # DF-SCORE-ORCHID-PURPLE: a total claimed with the Purple bonus for an Orchid as Purple is wrong
    Saying("plant", "my orchid is planted as the purple in my bed, so it scores the extra purple point like a real "
                    "purple?", position=_DF_ORCHID_PURPLE_CLAIM),
    Saying("plant", "At the count Noor adds one point for the Orchid she played as her Purple, the same as a Purple "
                    "Flower would get.", position=_DF_ORCHID_PURPLE_CLAIM),
    Saying("plant", "orchid counts as my purple so +1 bonus too yeah", position=_DF_ORCHID_PURPLE_CLAIM),
    Saying("plant", "mi orquídea está como morada en mi lecho, ¿suma el punto extra de la morada?", "es",
           position=_DF_ORCHID_PURPLE_CLAIM),
    # DF-SCORE-PURPLE: ... and a real Purple Flower does score it
    Saying("plant", "my bed has a real purple flower in it, does it add the one extra bonus point to that bed?",
           position=_DF_PURPLE_CLAIM),
    Saying("plant", "At scoring Ines counts her bed of a Red, a White and a Purple as 3 points plus 1 for the Purple.",
           position=_DF_PURPLE_CLAIM),
    Saying("plant", "real purple in my bed = +1 at the end yeah", position=_DF_PURPLE_CLAIM),
    # DF-SCORE-WEEDS: a Weed counted as a fifth Flower for 8 points is wrong
    Saying("weed", "my bed is four flowers and a weed, so five cards: does it score 8 like a five-flower bed?",
           position=_DF_WEED_COUNTED_CLAIM),
    Saying("weed", "At scoring Max counts the weed in his bed of four flowers as a fifth and writes down 8 points.",
           position=_DF_WEED_COUNTED_CLAIM),
    Saying("weed", "4 flowers + weed = 5 cards so 8 pts?", position=_DF_WEED_COUNTED_CLAIM),
    # DF-HARMONY-NIGHT: the Night bonus (4) claimed for a full bed of Sun Flowers is wrong
    Saying("plant", "my full bed of six is all sun flowers, do I add the 4 point night harmony bonus?",
           position=_DF_SUN_NIGHT_CLAIM),
    Saying("plant", "six sun flowers in one full bed, so +4 harmony on top?", position=_DF_SUN_NIGHT_CLAIM),
    # DF-HARMONY-DAY: no Harmony bonus for a full bed of both symbols
    Saying("plant", "my full bed of six has sun and moon flowers mixed, do I still get the 2 point harmony bonus?",
           position=_DF_MIXED_HARMONY_CLAIM),
    Saying("plant", "At the end Ola's full bed has five Sun flowers and one Moon, and she adds 2 for Harmony anyway.",
           position=_DF_MIXED_HARMONY_CLAIM),
    # DF-WIN-SECOND: a second Flower of the won colour from hand, into a new bed
    Saying("plant", "I won a red at harvest and I have another red in hand, can I plant that one as well in a new bed?",
           position=_DF_WIN_SECOND),
    Saying("plant", "won purple + got a purple in hand -> both down, 2nd in a fresh bed ok", position=_DF_WIN_SECOND),
    Saying("plant", "gané la roja del reloj y tengo otra roja en la mano, ¿la planto también en un lecho nuevo?", "es",
           position=_DF_WIN_SECOND),
    # DF-HARVEST-TIE: a tie on the most Fireflies is won by nobody, not by who bid first
    Saying("wins", "Hugo and Nell each had two Fireflies on the Red when it was harvested, and no Royals showed up. "
                   "Hugo says the Red is his because he bid on it first.", position=_DF_TIE_FIRST),
    Saying("wins", "we tied on the red at harvest, no royals, but i bid first so i get it right?", position=_DF_TIE_FIRST),
    Saying("wins", "empatamos con dos luciérnagas cada uno en la roja, sin reales; yo pujé primero, ¿me la llevo?", "es",
           position=_DF_TIE_FIRST),
    # DF-BLUE: the whole Compost Heap searched, not only its top card
    Saying("take", "my blue flower was just planted, can I pick up the whole compost pile and look through it for "
                   "the card I want?", position=_DF_BLUE_WHOLE),
    Saying("take", "Ivy plants her Blue and scoops up the entire Compost Heap to search through it. Tom says she only "
                   "gets the top card.", position=_DF_BLUE_WHOLE),
    # DF-WEED-OPPONENT: the won Orchid/Weed card as a Weed in an opponent's bed
    Saying("weed", "I won the orchid/weed card at harvest, can I plant it as a weed at the end of my opponent's bed?",
           position=_DF_WON_WEED_OPPONENT),
    # DF-WEED-BLOCKS: a second Weed into an opponent's bed that already has one
    Saying("weed", "my opponent's bed already has a weed at the end, can I plant my weed there as well?",
           position=_DF_WEED_ON_WEED),
    # DF-WHITE: any empty space of the Flower, not only its leftmost
    Saying("white", "does the white flower's ability ignore the leftmost rule too, so its firefly can skip ahead?",
           position=_DF_WHITE_ANY_SPACE),
    # DF-BLUE: nothing to take from an empty Compost Heap
    Saying("take", "can my blue take a card from the compost heap when the compost heap is empty?",
           position=_DF_BLUE_EMPTY),
    # DF-SCORE-PURPLE: the Purple's extra point is part of its bed's score
    Saying("plant", "my bed is red, white and purple, is that just 3 points at the end?", position=_DF_PURPLE_FORGOT),
    Saying("plant", "Kim's bed has a Red, a White and a Purple. Is it only worth 3 points at the end?",
           position=_DF_PURPLE_FORGOT),
    Saying("plant", "purple in my 3 flower bed gets no extra pt so its 3 total yea", position=_DF_PURPLE_FORGOT),
    Saying("plant", "mi lecho tiene roja, blanca y morada, ¿son solo 3 puntos, sin punto extra?", "es",
           position=_DF_PURPLE_FORGOT),
    Saying("plant", "I have a purple in each of my two beds, do I only get one purple bonus point in total?",
           position=_DF_PURPLE_EACH),
    Saying("plant", "two purples in two beds, only one bonus point total?", position=_DF_PURPLE_EACH),
)
