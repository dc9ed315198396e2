"""Dance of the Fireflies: the numbers a table may change (house rules) and the rules it may
switch off. Each quote is the book's line that fixes the number (verbatim)."""
from __future__ import annotations

from ...house import HouseSpec, Param, Switch

S_TURN, S_BEDS, S_FB, S_HARM = "A Player's Turn", "Building Your Flower Beds", "Flower Beds", "Harmony Bonuses"

HOUSE = HouseSpec("dance-of-the-fireflies", params=[
    Param("hand-size", 3, 1, 10, ("DF-DRAW-UP",), S_TURN,
          "At the end of their turn a player draws replacement card/s from the Potting Shed back up to a maximum "
          "of three cards in their hand.", "The cards a player draws back up to at the end of a Planting turn.",
          aliases=("hand", "hand-limit", "draw-up")),
    Param("bed-size", 6, 3, 6, ("DF-BED-COMPLETE", "DF-TIE-FULL"), S_BEDS,
          "Once there are six Flowers in a Flower Bed, that Flower Bed is complete and cannot be added to.",
          "The Flowers that make a Flower Bed complete.", aliases=("full-bed", "bed-limit")),
    Param("purple-bonus", 1, 0, 5, ("DF-SCORE-PURPLE",), S_FB,
          "All Purple Flowers score 1 additional point at the end of the game.",
          "The extra points each Purple Flower scores at the end.", aliases=("purple",)),
    Param("harmony-day", 2, 0, 10, ("DF-HARMONY-DAY",), S_HARM,
          "and all the Flower Cards are Day Flowers (Sun symbol), add 2 points to that Flower Bed's score.",
          "The Day Harmony bonus of a full bed of Sun Flowers.", aliases=("day-harmony", "day-bonus")),
    Param("harmony-night", 4, 0, 10, ("DF-HARMONY-NIGHT",), S_HARM,
          "and all the Flower Cards are Night Flowers (Moon symbol), add 4 points to that Flower Bed's score.",
          "The Night Harmony bonus of a full bed of Moon Flowers.", aliases=("night-harmony", "night-bonus")),
], switches=[
    Switch("DF-BONUS-ADJACENT", "the bonus Firefly may go on any Flower, not only one next to the bid"),
    Switch("DF-SWITCH-OWN", "a Royal may switch two Flowers without the player's own Firefly on them"),
    Switch("DF-HARMONY-DAY", "no Day Harmony bonus"),
    Switch("DF-HARMONY-NIGHT", "no Night Harmony bonus"),
])
