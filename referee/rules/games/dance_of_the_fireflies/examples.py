"""Dance of the Fireflies: worked examples shown on the game page."""

EXAMPLES = [
    {"title": "Bidding by day and night: the Moon space blocks the Day side",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo, Nell\napprentice: Rosa\nturn: Hugo\n"
                 "sundial: sun 1, moon 4\n"
                 "flower 1: red sun, day side; day Rosa, mixed, night\n"
                 "flower 2: purple moon, day side; night, mixed, day\n"
                 "flower 3: white sun, night side; mixed Nell, night, day\n"
                 "flower 4: orchid/weed moon, night side; night, day, mixed, night, day\n"
                 "Hugo supply: 6\nHugo hand: yellow sun, blue moon, red moon\n"
                 "ask: bid 2\nask: bid 1\nask: bid 1 then bonus 4 discard red moon\nask: options\n"},
    {"title": "Who wins the flower? A single Royal beats three Fireflies",
     "position": "game: dance-of-the-fireflies\nplayers: Tomas, Priya\nphase: harvesting\n"
                 "sundial: sun 1, moon 2\n"
                 "flower 1: blue sun, day side; day Tomas, mixed Tomas, mixed Tomas\n"
                 "flower 2: orange sun, night side; night Priya royal, mixed, day\n"
                 "ask: winner 2\nask: harvest\n"},
    {"title": "A chain in one bed: Orange plants a Red whose ability fires too",
     "position": "game: dance-of-the-fireflies\nplayers: Nell, Omar\n"
                 "Nell hand: orange moon, red sun\nNell bed 1: blue sun, white moon\n"
                 "ask: plant orange moon in bed 1 then plant red sun in bed 1 then draw two\n"},
    {"title": "Pulling a Weed: Yellow copies the bed's Orange",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nturn: Rosa\n"
                 "Rosa hand: yellow sun\nRosa bed 1: red sun, orange moon, weed\nHugo bed 1: blue moon, white sun\n"
                 "ask: plant yellow sun in bed 1\nask: remove weed from bed 1 with yellow sun\n"
                 "ask: remove weed from bed 1 with yellow sun then plant weed in Hugo bed 1\n"},
    {"title": "End of game: scoring with Purple, Harmony, an Orchid and a Weed",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nphase: over\n"
                 "Rosa bed 1: red sun, white sun, yellow sun, orange sun, blue sun, purple sun\n"
                 "Rosa bed 2: orchid as purple moon, red moon, weed\n"
                 "Hugo bed 1: red moon, white moon, yellow moon, orange moon, blue moon, orchid as purple moon\n"
                 "Hugo bed 2: purple sun face-down, blue sun\n"
                 "ask: score Rosa\nask: score Hugo\nask: score\nask: winner\n"},
    {"title": "The end of the game, step by step: decks out, final harvests, face-down Flowers revealed",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nphase: harvesting\ndone: harvest\n"
                 "sundial: sun 1, moon 2\nflower 1: empty, day side\n"
                 "flower 2: red moon, night side; night Hugo, mixed, day\n"
                 "flower 3: blue sun, day side; day Rosa, mixed, day\npotting shed: 0\n"
                 "Rosa bed 1: white sun face-down\nHugo bed 1: yellow moon\n"
                 "ask: refill\nask: final harvest then harvest then harvest\n"
                 "ask: final harvest then harvest then harvest then plant blue in bed 1 then skip then harvest "
                 "then plant red moon in bed 1 then skip then reveal\n"},
]

