"""Referee's rules engine: positions in a small DSL, validity and legality with
cited rules.  No web imports here.

    >>> from referee.rules import check
    >>> result = check("game: shiny-dice\\nstep: misbehave\\nserenity: jayne\\nfoes: niska\\nask: jayne vera niska")
    >>> result.verdict
    'legal'
"""
from __future__ import annotations

from functools import lru_cache
from typing import Optional

from .core import (UNKNOWN, ActionDoc, Answer, Bag, CheckResult, Citation, Game, KeyDoc, Reason,
                   Rule, Unknown, work_budget)
from .dsl import Errors, read
from .errors import PositionError, PositionSyntaxError, TooLargeToDecide, UnknownGameError
from .registry import all_games, get_game, register


GAME_KEYS = ("game", "juego")  # the Spanish book's players may write "juego:"


def game_of(text: str, game: Optional[str] = None) -> Game:
    """The game a position names in its ``game:`` line, else ``game``."""
    errors = Errors()  # syntax errors are reported in full by the game's parse
    for e in read(text, errors):
        if e.key in GAME_KEYS:
            return get_game(e.value.text, e.value)
    if game:
        return get_game(game)
    errors.raise_if_any()
    raise PositionSyntaxError("the position does not say which game it is",
                              line=1, column=1, expected='a "game:" line',
                              hint="add a line such as: game: " + ", ".join(g.id for g in all_games()))


@lru_cache(maxsize=512)
def _game_of(text: str, game: Optional[str]) -> Game:
    """``game_of``, remembered for texts seen again (it reads the whole text)."""
    return game_of(text, game)


def check(text: str, game: Optional[str] = None) -> CheckResult:
    """Parse ``text`` and answer every ``ask:`` line.

    Raises :class:`PositionSyntaxError` (or :class:`UnknownGameError`) when the
    text does not parse; otherwise returns problems and answers as values.
    """
    with work_budget():  # one budget for reading the text (its errors, their suggestions) and answering
        g = _game_of(text, game)
        return g.check(g.parsed(text))


__all__ = ["check", "game_of", "get_game", "all_games", "register", "Game", "Rule", "Reason",
           "Citation", "Answer", "CheckResult", "Bag", "PositionError", "PositionSyntaxError",
           "UnknownGameError", "TooLargeToDecide", "Unknown", "UNKNOWN", "KeyDoc", "ActionDoc"]
