"""A player's slip of the keys on one of the game's own names ("bushwacked", "safron"),
read as that name before anything else reads the message.

Only the game's closed vocabulary of names is a target (its pieces', cards' and keywords'),
and only a word no everyday English or Spanish list knows is a candidate
(``referee.everyday``). One edit away (two for long words), with the same first letter, and
only when one name is that close."""
from __future__ import annotations

import re
from functools import lru_cache

from ...everyday import common_word
from ..registry import get_game
from .sentences import fold

MIN_LENGTH = 5  # shorter words are too near too many others ("zoe"/"zone")
LONG = 9  # from this length, two edits apart still names one word
_WORD = re.compile(r"[^\W\d_]+")
_VERBS = {"action", "actions"}  # vocabulary kinds that are moves told in words ("puede tener"), not names


def _strings(x, out: set[str]) -> None:
    """Every string a declaration holds (tuples, dicts and nested dataclasses walked)."""
    if isinstance(x, str):
        if "\\" not in x:  # a pattern, not a name
            out.add(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            _strings(k, out)
            _strings(v, out)
    elif isinstance(x, (tuple, list, set, frozenset)):
        for v in x:
            _strings(v, out)
    elif hasattr(x, "__dataclass_fields__"):
        for name in x.__dataclass_fields__:
            if name not in _PROSE:
                _strings(getattr(x, name), out)


_PROSE = {"en", "es", "base", "game", "order", "default_player", "signature_patterns"}  # sentences, not names


@lru_cache(maxsize=None)
def vocabulary(game_id: str) -> frozenset[str]:
    """The game's names (folded words): its pieces', cards' and keywords' names and the other
    names its reader declares for them. Not the phrases moves are told with: those hold the
    language's own words ("puede"), which a slip must never turn into."""
    from .vocabulary import words_for
    texts: set[str] = set()
    for kind, names in getattr(get_game(game_id), "vocab").kinds.items():
        if kind not in _VERBS:
            _strings(names, texts)
    w = words_for(game_id)
    if w is not None:
        _strings((w.aliases, w.kind_words), texts)
    return frozenset(x for t in texts for x in _WORD.findall(fold(t)) if len(x) >= MIN_LENGTH)


def _near(a: str, b: str, most: int) -> bool:
    """Damerau-Levenshtein distance of a and b is at most ``most`` (1 or 2), cut early."""
    if abs(len(a) - len(b)) > most:
        return False
    prev2, prev = None, list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if prev2 is not None and i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > most:
            return False
        prev2, prev = prev, cur
    return prev[-1] <= most


@lru_cache(maxsize=4096)
def _correction(word: str, game_id: str) -> str | None:
    vocab = vocabulary(game_id)
    if word in vocab or common_word(word):
        return None
    most = 2 if len(word) >= LONG else 1
    close = {v for v in vocab if v[0] == word[0] and _near(word, v, most)}
    return next(iter(close)) if len(close) == 1 else None


@lru_cache(maxsize=4096)
def _g_dropped(word: str, game_id: str) -> bool:
    """Is ``word`` an -ing word said without its g ("chuckin", "drawin", "rerollin")? Not a word
    the lists know ("begin", "cabin") nor one of the game's names (Shiny Dice's "Keep Flyin'"):
    one whose -ing form, or whose stem, everyday English knows."""
    if not word.endswith("in") or word in vocabulary(game_id) or common_word(word):
        return False
    from .vocabulary import move_verbs
    return common_word(word + "g") or common_word(word[:-2]) or word[:-2] in move_verbs(game_id)


@lru_cache(maxsize=None)
def _synonyms(game_id: str) -> dict[str, str]:
    from .vocabulary import words_for
    w = words_for(game_id)
    return {fold(k): v for k, v in (w.synonyms if w is not None else {}).items()}


def spelled(message: str, game_id: str) -> str:
    """The message with each slip on one of the game's words written as the game writes it,
    each -ing word said without its g written whole ("im rerollin" reads as "rerolling"), and
    each word the book uses for one of its things written as the game's word for it ("all my
    counters are out": the Firefly counters, read as Fireflies)."""
    same = _synonyms(game_id)

    def fix(m: re.Match) -> str:
        w = m.group(0)
        if fold(w) in same:
            return same[fold(w)]
        if len(w) < MIN_LENGTH:
            return w
        if _g_dropped(fold(w), game_id):
            return w + ("G" if w.isupper() else "g")
        got = _correction(fold(w), game_id)
        return got if got is not None else w
    return _WORD.sub(fix, message)
