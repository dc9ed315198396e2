"""Galaxy Dice: the numbers a table may change (house rules) and the rules it may switch off.

Each quote is the book's line that fixes the number (verbatim); rules read ``HOUSE[name]``."""
from __future__ import annotations

from ...house import HouseSpec, Param, Switch

SETUP, TACKLE, TOKENS, SOLO = "Game Setup", "Tackle a Stage", "Arcade Tokens", "Last Fighter Solo Mode"

HOUSE = HouseSpec("galaxy-dice", params=[
    Param("starting-tokens", 3, 0, 30, ("GD-SETUP-TOKENS",), SETUP,
          "Give each player 3 Arcade Tokens and a Strategy Guide.",
          "The Arcade Tokens each player receives at Game Setup.",
          aliases=("tokens", "arcade-tokens", "starting-arcade-tokens")),
    Param("solo-tokens", 30, 1, 99, ("GD-SOLO-TOKENS",), SOLO,
          "You begin with 30 Arcade Tokens with which to play.",
          "The Arcade Tokens a Last Fighter (solo) game begins with.", aliases=("last-fighter-tokens",)),
    Param("tackle-rolls", 3, 1, 10, ("GD-TACKLE-ROLLS", "GD-FAIL-TOKENS"), TACKLE,
          "Should you take this action, you have 3 rolls to attempt to acquire 1 of the Stage Cards.",
          "The rolls a Tackle a Stage gives (before Second Winds).", aliases=("rolls", "rerolls")),
    Param("fail-tokens", 2, 0, 10, ("GD-FAIL-TOKENS", "GD-RUSH-FAIL"), TACKLE,
          "If you roll 3 Explosions or fail to match a Stage card after 3 rolls, receive 2 Arcade Tokens and "
          "pass your turn.", "The Arcade Tokens a failed Tackle or Rush gives.",
          aliases=("consolation", "failure-tokens")),
    Param("strike-core-cost", 2, 0, 10, ("GD-STRIKE-CORE",), TOKENS,
          "Strike the Core: Spend 2 Arcade Tokens for an additional roll against a Boss card.",
          "The Arcade Tokens Strike the Core costs.", aliases=("strike-the-core", "strike-cost")),
], switches=[
    Switch("GD-CYCLE-ONCE", "the Stages may be cycled more than once a turn"),
    Switch("GD-ONE-STAGE", "more than one Stage card may be defeated in a turn"),
    Switch("GD-SETUP-TOKENS", "players may start with any number of Arcade Tokens"),
    Switch("GD-BONUS-TOP", "any Bonus Stage card of the stack may be claimed, not only the top one"),
])
