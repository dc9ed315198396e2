"""Games by id and alias (python-chess's VARIANTS / find_variant idea).

A game module registers its class with ``@register``; ``games/__init__.py``
imports each game module (one line per game).
"""
from __future__ import annotations

from typing import Optional

from .core import Game
from .dsl import Token, norm
from .errors import UnknownGameError, did_you_mean

_GAMES: dict[str, Game] = {}
_NAMES: dict[str, str] = {}  # normalised id/alias/title -> id
_loaded = False


def register(cls: type[Game]) -> type[Game]:
    """Class decorator: register one instance of ``cls`` under its id and aliases."""
    if not cls.id:
        raise ValueError("a game needs an id")
    game = cls()
    _GAMES[cls.id] = game
    for name in (cls.id, cls.title, *cls.aliases):
        if name:
            _NAMES[norm(name)] = cls.id
    return cls


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        from . import games  # noqa: F401  (imports every game module)


def all_games() -> list[Game]:
    _load()
    return list(_GAMES.values())


def get_game(name: str, tok: Optional[Token] = None) -> Game:
    """The game with this id, alias or title (forgiving about case and spacing)."""
    _load()
    gid = _NAMES.get(norm(name or ""))
    if gid is None:
        hint = did_you_mean(norm(name or ""), list(_NAMES))
        if hint:
            hint = f'did you mean "{_NAMES[hint.split(chr(34))[1]]}"?'
        msg = f'unknown game "{name}"'
        expected = "a game: " + ", ".join(_GAMES)
        if tok is not None:
            raise UnknownGameError(msg, line=tok.line, column=tok.column, source=tok.source,
                                   expected=expected, hint=hint)
        raise UnknownGameError(msg, expected=expected, hint=hint)
    return _GAMES[gid]
