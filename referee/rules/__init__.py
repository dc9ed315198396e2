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
from . import house as _house


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


def check(text: str, game: Optional[str] = None, *, house: Optional[str] = None,
          documents=()) -> CheckResult:
    """Parse ``text`` and answer every ``ask:`` line.

    Raises :class:`PositionSyntaxError` (or :class:`UnknownGameError`) when the
    text does not parse; otherwise returns problems and answers as values.

    House rules (``rules.house``): ``documents`` are the library's house-rules documents
    (``house.Document``); the game's enabled ones are in force unless ``house="none"``; the
    position's own ``house:``, ``set:``, ``off:`` and ``replace:`` lines come on top. Every
    ruling they touch cites the house rule first, then the book rule it replaces.
    """
    with work_budget():  # one budget for reading the text (its errors, their suggestions) and answering
        text, lines = _house.split_position(text)
        g = _game_of(text, game)
        h = _house.in_force(g.id, lines, (r.id for r in g.rules), house, documents) \
            if (lines or house or documents) else None
        with _house.active(h):
            result = g.check(g.parsed(text))
        if h is not None:
            result.house = h
            _house.apply_to_result(h, result)
            own = [f"{k}: {t.text}" for k, t in lines]
            if own and result.position is not None:
                result.position = result.position.rstrip("\n") + "\n" + "\n".join(own)
        return result


__all__ = ["check", "game_of", "get_game", "all_games", "register", "Game", "Rule", "Reason",
           "Citation", "Answer", "CheckResult", "Bag", "PositionError", "PositionSyntaxError",
           "UnknownGameError", "TooLargeToDecide", "Unknown", "UNKNOWN", "KeyDoc", "ActionDoc"]
