"""A game's declared vocabulary as the reader looks things up in it: its ``words.py``
(``words_for``), and tables of the names of its pieces, values, facts and actions, as stemmed
word tuples matched longest first (``_match``).

Why a module of its own: every part of reading (the reader, the worked examples, the
grounding) asks the same questions of a game's declarations, and the answers are cached
per game; the reader itself turns a message into a position.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import import_module
from typing import Optional

from ..registry import get_game
from .declare import Words
from .sentences import fold, phrase, stem, told_forms


@lru_cache(maxsize=None)
def words_for(game_id: str) -> Optional[Words]:
    """The game's ``words.py`` declarations (None for a game that declares none)."""
    game = get_game(game_id)
    mod = type(game).__module__
    parts = mod.split(".")
    for cut in range(len(parts), 2, -1):
        try:
            w = import_module(".".join(parts[:cut]) + ".words")
        except ImportError:
            continue
        found = getattr(w, "WORDS", None)
        if isinstance(found, Words):
            return found
    return None


@dataclass(frozen=True)
class _Piece:
    kind: str
    canon: str


# what a game's phrase that names no piece maps to: its words are read, and they are no piece's
NO_PIECE = _Piece("", "")


@lru_cache(maxsize=None)
def _value_table(game_id: str) -> tuple[dict, int]:
    """The names of the values of the kinds a game lists in ``told_kinds`` (a Sun space...)."""
    w = words_for(game_id)
    vk = getattr(get_game(game_id), "vocab").kinds
    canons: dict[str, list[str]] = {}
    for kind in (w.told_kinds if w else ()):
        for canon, aliases in vk.get(kind, {}).items():
            for name in [canon, *aliases, *((w.aliases.get(kind) or {}).get(canon) or [])]:
                if not all(x.isdigit() for x in phrase(name.replace("-", " "))):  # "both" is a number too
                    canons.setdefault(name.replace("-", " "), []).append(canon)
    # a name several values share ("moon": a bloom, a night space) is any of them
    return _table([(n, _Piece("|".join(sorted(set(cs))), "|".join(sorted(set(cs))))) for n, cs in canons.items()])


@lru_cache(maxsize=None)
def _piece_table(game_id: str) -> tuple[dict[tuple[str, ...], _Piece], int]:
    """Every name of a piece of the game, as folded word tuples."""
    game = get_game(game_id)
    w = words_for(game_id)
    kinds: dict[str, dict[str, list[str]]] = {}
    wanted = set(w.piece_kinds) if w and w.piece_kinds else (
        {k for a in w.areas for k in a.holds} | {k for a in w.actions for k in a.kinds} if w else set())
    vk = getattr(game, "vocab").kinds
    for kind in (list(w.piece_kinds) if w and w.piece_kinds else list(vk)):
        if kind not in wanted or kind not in vk:
            continue
        kinds[kind] = {c: list(a) for c, a in vk[kind].items()}
    for kind, names in (w.aliases if w else {}).items():
        for c, al in names.items():
            kinds.setdefault(kind, {}).setdefault(c, []).extend(al)
    table: dict[tuple[str, ...], _Piece] = {}
    for kind, names in kinds.items():
        for canon, aliases in names.items():
            for name in [canon, *aliases]:
                ph = tuple(stem(x) for x in phrase(name.replace("-", " ")))
                if ph and not all(x.isdigit() for x in ph):
                    table.setdefault(ph, _Piece(kind, canon))
    for name in (w.not_pieces if w else ()):
        ph = tuple(stem(x) for x in phrase(name.replace("-", " ")))
        if table.pop(ph, None) is None and len(ph) > 1:
            table[ph] = NO_PIECE  # a phrase that names none ("back to the supply": the bank, no Supply die)
    longest = max((len(k) for k in table), default=1)
    return table, longest


def _match(ws: list[str], table: dict, longest: int, start: int = 0, end: Optional[int] = None):
    """Longest non-overlapping matches of ``table`` phrases in ``ws[start:end]``."""
    end = len(ws) if end is None else end
    out, i = [], start
    stems = [stem(x) for x in ws]
    while i < end:
        for n in range(min(longest, end - i), 0, -1):
            key = tuple(stems[i:i + n])
            if key in table:
                if table[key] is not NO_PIECE:
                    out.append((i, i + n, table[key]))
                i += n
                break
        else:
            i += 1
    return out


def _table(phrases_to_payload: list[tuple[str, object]]) -> tuple[dict, int]:
    t: dict[tuple[str, ...], object] = {}
    for text, payload in phrases_to_payload:
        ph = tuple(stem(x) for x in phrase(text))
        if ph:
            t.setdefault(ph, payload)
    return t, max((len(k) for k in t), default=1)


@lru_cache(maxsize=None)
def _fact_table(game_id: str) -> tuple[dict, int]:
    """The game's fact phrases as said, then each one opening on a verb in its other tenses
    ("have the Phoenix Core": "had the Phoenix Core", "has…"); a phrase the game declares wins."""
    w = words_for(game_id)
    said = [(p, f) for f in w.facts for p in f.said if not p.startswith("re:")]
    tensed = [(" ".join(form), f) for p, f in said if len(phrase(p)) > 1 for form in told_forms(phrase(p))[1:]]
    return _table(said + tensed)


@lru_cache(maxsize=None)
def _action_phrases(game_id: str) -> frozenset:
    """The phrases the game's declared actions are said by ("full burn", "mosey"), as stems:
    capitalised in a message, they name the move, never a player."""
    w = words_for(game_id)
    return frozenset(tuple(stem(x) for x in phrase(said)) for act in (w.actions if w else ())
                     for said in act.said if not said.startswith("re:") and phrase(said))


@lru_cache(maxsize=None)
def _game_names(game_id: str) -> tuple[tuple[str, ...], ...]:
    """Every name of several words the game's vocabulary declares ("use long-range scanner",
    "space bazaar"), as stems: a capitalised run of them in a message is one of its things."""
    g = get_game(game_id)
    out = {tuple(stem(x) for x in phrase(n.replace("-", " ")))
           for names in getattr(g, "vocab").kinds.values() for c, al in names.items() for n in [c, *al]}
    return tuple(sorted(n for n in out if len(n) > 1))


def _inside_a_game_name(key: tuple[str, ...], game_id: str) -> bool:
    """The words run, in order, inside one of the game's declared names of several words."""
    n = len(key)
    return any(name[i:i + n] == key for name in _game_names(game_id) for i in range(len(name) - n + 1))


def _game_words(game_id: str) -> frozenset:
    """Single words the game's vocabulary and declarations use: never players' names."""
    g = get_game(game_id)
    w = words_for(game_id)
    out = set()
    for kind, names in getattr(g, "vocab").kinds.items():
        for c, al in names.items():
            for n in [c, *al]:
                ph = phrase(n.replace("-", " "))
                if len(ph) == 1 and not ph[0].isdigit():
                    out.add(stem(ph[0]))
    if w is not None:
        out |= {stem(fold(x)) for x in w.signature_words}
    return frozenset(out)


@lru_cache(maxsize=None)
def _value_kinds(game_id: str) -> dict[str, list[tuple[str, ...]]]:
    """A value of a kind the game says a message tells of its table (``told_kinds``) -> that
    kind's values ("mixed" -> ("day", "night", "mixed")): what else a filled-in value could be."""
    out: dict[str, list[tuple[str, ...]]] = {}
    w = words_for(game_id)
    kinds = getattr(get_game(game_id), "vocab").kinds
    for kind in (w.told_kinds if w else ()):
        values = tuple(fold(c) for c in kinds.get(kind, {}))
        if 2 <= len(values) <= 6:
            for v in values:
                out.setdefault(v, []).append(values)
    return out


@lru_cache(maxsize=None)
def _vocab_words(game_id: str) -> frozenset:
    g = get_game(game_id)
    out = set()
    for names in getattr(g, "vocab").kinds.values():
        for c, al in names.items():
            for n in [c, *al]:
                out |= {stem(x) for x in phrase(n.replace("-", " "))}
    return frozenset(out)


@lru_cache(maxsize=None)
def move_verbs(game_id: str) -> frozenset[str]:
    """Every form of the one-word verbs that say the game's moves ("reroll", "rerolled"; not the
    "boss" of "boss die", which names a piece)."""
    w = words_for(game_id)
    return frozenset(f[0] for a in (w.actions if w else ()) for x in a.said
                     if not x.startswith("re:") and len(phrase(x)) == 1 for f in told_forms(phrase(x)))
