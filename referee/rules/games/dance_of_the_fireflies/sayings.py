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

EXAMPLES: tuple[Saying, ...] = (
    # DF-BID-LEFTMOST: a bid goes on the leftmost empty space
    Saying("bid", "can I put my firefly on the middle space while the leftmost space is still empty?",
           position=_TABLE + "~flower 1: red sun, day side; day, mixed, night | the Flower's first space is empty\n"
                    "ask: bid 1 on space 2 | said: middle, second, 2nd, skip, far right, rightmost, right one, "
                    "further right, last space, third, medio, segundo"),
    # DF-BED-COLOUR: one Flower of each colour in a bed
    Saying("plant", "can I plant a second red in the same bed that already has a red?",
           position=_TABLE + "Me bed 1: red sun | said: same bed, already has, already got, second, another, "
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
                    "flower 1: red, day side; night, mixed, day | said: moon, night, luna, noche\nask: white 1 space 1"),
    # DF-YELLOW-NOT: Yellow cannot copy Purple or Yellow
    Saying("copy", "can my yellow copy the purple in its bed to get the extra point?",
           position=_TABLE + "~{me} bed 1: yellow sun, purple moon | the Yellow and the Purple share a bed\n"
                    "pending: {me} may use yellow in bed 1 | said: yellow, amarilla\nask: copy purple | said: purple, morada"),
    # DF-ROYAL-ONE: a single Royal wins the Flower
    Saying("wins", "my royal is alone on the flower against three regular fireflies, do I win it?",
           position=_TABLE + "flower 1: red, day side; day {me} royal, day Other, day Other | said: royal, real\n"
                    "ask: {me} wins 1 | said: win, wins, won, winner, take it, takes it, get it, gets it, gana, ganar"),
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
    # DF-WEED-OPPONENT: a Weed goes into an opponent's bed, never your own
    Saying("weed", "can I plant the weed in my own flower bed?",
           position=_TABLE + "~{me} bed 1: red sun | your Flower Bed\n"
                    "pending: {me} plants won orchid/weed | said: weed, mala hierba, orchid/weed\n"
                    "ask: plant weed in {me} bed 1 | said: my own, my bed, mine, mi lecho, mi propio"),
    # DF-HARVEST-TIE: a tie for the most Fireflies: nobody wins the Flower
    Saying("wins", "we tied with the same number of fireflies on a flower at harvest, does one of us win it?",
           position=_TABLE + "flower 1: red, day side; day {me}, day Other, day | said: tie, tied, tie on, same number, "
                    "empate, empatados, as many\nask: {me} wins 1 | said: win, wins, won, winner, take it, takes it, get it, gets it, gana, ganar"),
    # DF-ROYALS-CANCEL: two Royals cancel out; the regular Fireflies decide
    Saying("wins", "two royals are on the same flower, do they cancel out so the regular fireflies decide it?",
           position=_TABLE + "flower 1: red, day side; day {me} royal, day Other royal, day Other | said: two royals, "
                    "2 royals, both royals, royals, dos reales\nask: Other wins 1 | said: win, wins, won, winner, decide, decides, take it, takes it, gana"),
)
