"""Shiny Dice: the numbers a table may change (house rules) and the rules it may switch off.

Each parameter's quote is the book's line that fixes the number (verbatim); its rules are
the rule ids whose rulings read it (``HOUSE["penalty-at"]``)."""
from __future__ import annotations

from ...house import HouseSpec, Param, Switch
from .pieces import FOES

S1, S3, END = "Step 1 – Get a Crew", "Step 3 – Misbehave!", "End of Game Scoring"

HOUSE = HouseSpec("shiny-dice", params=[
    Param("penalty-at", 4, 3, 5, ("SD-FOUR-OF-A-KIND",), S1,
          "If you rolled 4 of a kind of any Foe, then all other players must discard 100 Victory Points to the "
          "main supply.",
          "How many dice of one Foe make the others discard (the standard game's 4 of a kind).",
          aliases=("penalty", "four-of-a-kind", "penalty-dice")),
    Param("penalty-vp", 100, 0, 1000, ("SD-FOUR-OF-A-KIND", "SD-HERO", "SD-ROOKIE", "SD-LEGENDARY"), S1,
          "If you rolled 4 of a kind of any Foe, then all other players must discard 100 Victory Points to the "
          "main supply.",
          "The Victory Points every other player discards for the 4-of-a-kind penalty.",
          aliases=("penalty-amount", "penalty-points", "discard")),
    Param("team-bonus-outlaws", 4, 1, 5, ("SD-TEAM-BONUS",), S1,
          "If you have at least four different Outlaws, the team gets to immediately do 1 damage point to any Foe!",
          "How many different Outlaws in Serenity earn the Team Bonus.",
          aliases=("team-bonus", "outlaws")),
    Param("defeat-vp", 100, 0, 1000, ("SD-DEFEAT-VP",), S3,
          "When you defeat a Foe, place 100 Victory Points in a temporary score pool, forming the current \"at "
          "risk\" score pool.",
          "The Victory Points each Foe defeated puts in the at-risk pool.",
          aliases=("foe-vp", "defeat-points")),
    Param("supplies-vp", 100, 0, 1000, ("SD-SCORING",), END,
          "Victory Points are worth their face value and every two Supplies are worth 100 Victory Points.",
          "The Victory Points every two Supplies are worth at the end.",
          aliases=("supply-vp", "supplies-points")),
], switches=[
    Switch("SD-FOUR-OF-A-KIND", "no 4-of-a-kind penalty in the standard game (5 of a kind still ends the turn)",
           refuses=lambda p, a: (a.kind == "penalty" and p.difficulty == "standard"
                                 and max((p.foes[f] for f in FOES), default=0) < 5
                                 and "switched off at this table: no 4-of-a-kind penalty")),
    Switch("SD-TEAM-BONUS", "no Team Bonus: four different Outlaws deal no damage",
           refuses=lambda p, a: a.kind == "team-bonus" and "switched off at this table: no Team Bonus"),
    Switch("SD-SABOTAGE", "a Sabotage Mission does not force the Crew dice to be rerolled"),
    Switch("SD-REROLL-ONCE", "rerolls may be made more than once in Phase 2"),
])
