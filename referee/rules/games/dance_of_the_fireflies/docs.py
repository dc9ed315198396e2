"""The notation reference of Dance of the Fireflies (shown on /games/dance-of-the-fireflies):
every key and every action syntax, one example each (tests parse every example)."""
from __future__ import annotations

from ...core import ActionDoc, KeyDoc

KEY_DOCS = [
    KeyDoc("game", "the game's id", "game: dance-of-the-fireflies"),
    KeyDoc("players", "2 to 6 names, clockwise (optional: else the names of the PLAYER lines)",
           "players: Rosa, Hugo"),
    KeyDoc("apprentice", "who holds the Gardener's Apprentice card (default: the first player)",
           "apprentice: Hugo"),
    KeyDoc("turn", "whose Planting turn it is (default: the Apprentice's)", "turn: Rosa"),
    KeyDoc("phase", "planting, harvesting, final (the end-of-game harvests once the decks ran out) or over",
           "phase: harvesting"),
    KeyDoc("done", "what this turn or round already did: bid N, plant, bonus, switch, harvest, refill, royals",
           "done: bid 3"),
    KeyDoc("sundial", "the Flowers the Sun and Moon pointers point at", "sundial: sun 1, moon 3"),
    KeyDoc("flower N", "Flower Clock place N (1 to 12, clockwise): CARD, day|night side; its spaces left to right, "
           "each day|night|mixed [PLAYER [royal]]. The card's Sun/Moon symbol may be ? or left out (unknown); "
           "a colour ? for an unknown card; 'empty, day side' for an empty place; '; ?' for a card just refilled; "
           "a space 'day ?' when whose Firefly is on it, if anyone's, is not known",
           "flower 1: red sun, day side; day Hugo, mixed, night"),
    KeyDoc("PLAYER supply", "regular Fireflies in the supply, 0 to 6 (default: 6 minus those on the Clock "
           "and on planted Flowers)", "Rosa supply: 4"),
    KeyDoc("PLAYER royal", "where the Royal is when not on the Clock: supply, crown down or crown up "
           "(on the Sundial), or ?", "Hugo royal: crown down"),
    KeyDoc("PLAYER hand", "the cards in hand: COLOUR [sun|moon] [3+..6+], ? for a card not looked at",
           "Rosa hand: yellow sun, orange moon, ?"),
    KeyDoc("PLAYER bed N", "Flower Bed N, left to right: COLOUR [sun|moon|?] [face-down] [with firefly], "
           "orchid as COLOUR, weed (a face-down Flower always has a Firefly on it); ? for a Flower whose colour "
           "is not said (any colour the bed does not hold)",
           "Rosa bed 1: white sun with firefly, purple moon face-down, weed"),
    KeyDoc("greenhouse", "Orchid/Weed cards waiting to refill the Clock (at most 6)", "greenhouse: orchid/weed sun"),
    KeyDoc("potting shed", "cards left in the Potting Shed, 0 to 90 (not said: plenty)", "potting shed: 12"),
    KeyDoc("compost", "the cards on the Compost Heap", "compost: red sun, orchid/weed moon"),
    KeyDoc("pending", "a choice a player must or may make right now, in words around one keyword: "
           "won, second, use, discard, from hand / tie / royals, taken, removed",
           "pending: Rosa plants won red sun"),
    KeyDoc("ask", "an action, a chain (A then B), or a question: options, score, valid", "ask: bid 1"),
]

ACTION_DOCS = [
    ActionDoc("bid N [on space K] [royal]", "bid 1 on space 2",
              "Bid a Firefly (or the Royal, face-down) on Flower N; without a space it takes the leftmost empty one."),
    ActionDoc("bonus N [on space K] discard CARD [royal]", "bonus 2 discard red sun",
              "The Bonus Action: discard a card to the Compost Heap and bid one more Firefly on Flower N."),
    ActionDoc("plant CARD [face-down] in bed N|new bed|bed ?", "plant orange moon face-down in new bed",
              "Plant a Flower: the turn's action from hand (with a Firefly), a won Flower, a second Flower, "
              "Orange's extra Flower or a tie planting, whichever is waiting. bed ?: which bed is not said "
              "(one of the player's beds or a new one)."),
    ActionDoc("plant orchid as COLOUR in bed N|new bed", "plant orchid as blue in bed 1",
              "Plant a won (or composted) Orchid/Weed card as an Orchid of that colour."),
    ActionDoc("plant weed in PLAYER bed N", "plant weed in Hugo bed 1",
              "Plant a won, composted or removed Orchid/Weed card as a Weed at the end of an opponent's bed."),
    ActionDoc("remove weed from bed N with CARD", "remove weed from bed 1 with orange sun",
              "Pull the Weed from your own bed with an Orange (or a Yellow copying the bed's Orange), which takes "
              "its place; that is the Flower's ability."),
    ActionDoc("pass", "pass", "Pass the turn (then draw up to three cards)."),
    ActionDoc("end turn", "end turn", "End the turn after its action: draw back up to three cards (also: draw up)."),
    ActionDoc("switch N M", "switch 3 4", "Sacrifice the Royal to switch two Flowers side by side."),
    ActionDoc("harvest", "harvest",
              "The Apprentice turns the Sundial; Day Break and Night Fall harvest the Flowers that bloom."),
    ActionDoc("refill", "refill", "Refill the empty places of the Clock, the Sun place first, Orchid/Weed cards first."),
    ActionDoc("return royals", "return royals",
              "Royals showing their crown on the Sundial go back to their owners; the others are flipped crown up."),
    ActionDoc("new round", "new round",
              "The Apprentice card passes to the player with the fewest Flowers; their turn starts the next round."),
    ActionDoc("final harvest", "final harvest",
              "The decks have run out and the last round is played: harvest on, with no more Planting turns."),
    ActionDoc("reveal", "reveal",
              "Once the Clock is empty at the end: turn every face-down Flower up; their abilities may follow."),
    ActionDoc("draw two", "draw two", "Red's ability: draw two cards from the Potting Shed."),
    ActionDoc("discard CARD", "discard blue moon", "After Red's draw: put one card from hand under the Potting Shed."),
    ActionDoc("white N space K [royal]", "white 2 space 3", "White's ability: a Firefly on any empty space of Flower N."),
    ActionDoc("copy COLOUR", "copy red", "Yellow's ability: copy the ability of a face-up Flower in its bed."),
    ActionDoc("take CARD [into hand]", "take red sun", "Blue's ability: take a card from the Compost Heap."),
    ActionDoc("skip", "skip", "Decline the choice waiting (an ability, a second Flower, a tie planting, a removed Weed)."),
    ActionDoc("PLAYER: ACTION", "Rosa: bid 1", "The same action, asked as that player (checks whose move it is)."),
    ActionDoc("winner N", "winner 2", "Who would win Flower N if it were harvested now."),
    ActionDoc("PLAYER wins N", "Rosa wins 2", "Is the claim right that this player wins Flower N?"),
    ActionDoc("score PLAYER", "score Rosa",
              "One player's total (the value). Plain 'score' lists every player's total; its value is the highest."),
    ActionDoc("score PLAYER N", "score Rosa 9",
              "Is the claim right that this player's total is N points? (legal when it is, illegal naming the rule "
              "that scores otherwise)"),
    ActionDoc("winner", "winner", "Who is the Head Gardener, with the tie-breaks."),
    ActionDoc("setup", "setup", "Which cards a game of this many players sets aside."),
]
