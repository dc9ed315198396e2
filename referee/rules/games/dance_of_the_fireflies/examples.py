"""Dance of the Fireflies: worked examples shown on the game page and in Check.

One idea each, one or two asks, so each reads on a phone (the Check page shows one card per ask).
The first is the one Check opens with. Together they show a legal and an illegal ask, a ``then``
chain, ``options``, a ``?`` that ``depends``, ``valid`` and ``score``.
"""

_BIDDING = ("game: dance-of-the-fireflies\nplayers: Rosa, Hugo, Nell\napprentice: Rosa\nturn: Hugo\n"
            "sundial: sun 1, moon 4\n"
            "flower 1: red sun, day side; day Rosa, mixed, night\n"
            "flower 2: purple moon, day side; night, mixed, day\n"
            "flower 3: white sun, night side; mixed Nell, night, day\n"
            "flower 4: orchid/weed moon, night side; night, day, mixed, night, day\n"
            "Hugo supply: 6\nHugo hand: yellow sun, blue moon, red moon\n")

# The last rounds of a game whose decks ran out at the last refill.
_DECKS_OUT = ("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nphase: harvesting\ndone: harvest\n"
              "sundial: sun 1, moon 2\nflower 1: empty, day side\n"
              "flower 2: red moon, night side; night Hugo, mixed, day\n"
              "flower 3: blue sun, day side; day Rosa, mixed, day\npotting shed: 0\n")

EXAMPLES = [
    {"title": "The Moon space blocks the Day side: bid 1, not bid 2",
     "position": _BIDDING + "ask: bid 2\nask: bid 1\n"},
    {"title": "Options: every legal action on Hugo's turn",
     "position": _BIDDING + "ask: options\n"},
    {"title": "Who wins the flower? A single Royal beats three Fireflies",
     "position": "game: dance-of-the-fireflies\nplayers: Tomas, Priya\nphase: harvesting\n"
                 "sundial: sun 1, moon 2\n"
                 "flower 1: blue sun, day side; day Tomas, mixed Tomas, mixed Tomas\n"
                 "flower 2: orange sun, night side; night Priya royal, mixed, day\n"
                 "ask: winner 2\n"},
    {"title": "A chain: Orange plants a Red, whose ability fires too",
     "position": "game: dance-of-the-fireflies\nplayers: Nell, Omar\n"
                 "Nell hand: orange moon, red sun\nNell bed 1: blue sun, white moon\n"
                 "ask: plant orange moon in bed 1 then plant red sun in bed 1 then draw two\n"},
    {"title": "A Weed blocks its bed until Yellow, copying Orange, pulls it",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nturn: Rosa\n"
                 "Rosa hand: yellow sun\nRosa bed 1: red sun, orange moon, weed\n"
                 "ask: plant yellow sun in bed 1\nask: remove weed from bed 1 with yellow sun\n"},
    {"title": "It depends: is Rosa's Royal back in her supply?",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nsundial: sun 1, moon 2\n"
                 "flower 1: red sun, day side; day Hugo, mixed, night\n"
                 "flower 2: blue moon, night side; night, mixed, day\n"
                 "Rosa royal: ?\nask: bid 1 royal\n"},
    {"title": "Is the position possible? ask: valid",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nsundial: sun 1, moon 3\n"
                 "flower 1: red sun, day side; day Hugo, mixed, night\n"
                 "flower 2: purple moon, day side; night, mixed, day\n"
                 "flower 3: white sun, night side; mixed Rosa, night, day\n"
                 "flower 4: blue moon, night side; day, night, mixed\n"
                 "Rosa supply: 4\nRosa hand: red sun\nRosa bed 1: blue moon with firefly\nask: valid\n"},
    {"title": "End of game 1: the decks are out, so no refill but the final harvests",
     "position": _DECKS_OUT + "ask: refill\nask: final harvest\n"},
    {"title": "End of game 2: the Sundial turns until the Clock is empty",
     "position": _DECKS_OUT.replace("phase: harvesting\ndone: harvest\n", "phase: final\n")
                 + "ask: harvest then harvest\n"},
    {"title": "End of game 3: face-down Flowers are turned up",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nphase: final\nsundial: sun 1, moon 2\n"
                 "flower 1: empty, day side\nflower 2: empty, night side\npotting shed: 0\n"
                 "Rosa bed 1: white sun face-down, red sun\nask: reveal\n"},
    {"title": "Score: Purple, Harmony, an Orchid and a Weed",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nphase: over\n"
                 "Rosa bed 1: red sun, white sun, yellow sun, orange sun, blue sun, purple sun\n"
                 "Rosa bed 2: orchid as purple moon, red moon, weed\n"
                 "Hugo bed 1: red moon, white moon, yellow moon, orange moon, blue moon, orchid as purple moon\n"
                 "Hugo bed 2: purple sun face-down, blue sun\n"
                 "ask: score\n"},
]
