"""Reading disputes told in plain words into positions of the rules model (no Flask).

`read(message, game=None)` -> `Reading` (position text with its ask line, the facts assumed,
the facts missing); `amend(position, follow_up, game)` applies a follow-up to the last
position; `guess_game(message)` names the game a dispute is about. Each game declares how
it is said in its package's ``words.py`` (see `declare`).
"""
from .declare import Action, Area, Default, Fact, Need, Number, Total, Words
from .reader import Reading, amend, game_scores, guess_game, language_of, read, untitled
from .vocabulary import words_for

__all__ = ["Action", "Area", "Default", "Fact", "Need", "Number", "Reading", "Total", "Words", "amend",
           "game_scores", "guess_game", "language_of", "read", "untitled", "words_for"]
