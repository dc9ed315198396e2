"""The lexicon: every name that points at a game (titles, glossary terms, rules-model
vocabulary), weighed by how distinctive it is across the rulebooks.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import rules
from ..library import Library
from ..search import QUERY_STOPS, WEAK_WORDS
from .words import _nwords


@dataclass
class _Name:
    phrase: tuple[str, ...]  # normalised words
    game: str  # rulebook id
    weight: float
    explicit: bool  # the game's own name (id, title, alias)
    kind: str = ""  # vocabulary kind, for names from a rules model
    canonical: str = ""


def _model_book(model) -> str:
    return getattr(model, "book", None) or model.id


def _models() -> dict[str, object]:
    """Rulebook id -> rules model, for every registered game."""
    out = {}
    try:
        for g in rules.all_games():
            out.setdefault(_model_book(g), g)
    except Exception:  # a game being written right now must not break the chat
        pass
    return out


def _vocab_kinds(model) -> dict[str, dict[str, list[str]]]:
    """{kind: {canonical: [aliases]}}, from the game's Vocabulary (or its flat dict)."""
    vocab = getattr(model, "vocab", None)
    kinds = getattr(vocab, "kinds", None)
    if isinstance(kinds, dict):
        return {k: {c: list(a) for c, a in v.items()} for k, v in kinds.items()}
    try:
        flat = model.vocabulary
    except Exception:
        return {}
    return {k: {n: [] for n in v} for k, v in flat.items()}


_GENERIC_KINDS = {"key", "action"}
PLAIN_WORD_WEIGHT = 0.4


class Lexicon:
    """Every name that points at a game: its own names, glossary terms, and the
    names its rules model knows (characters, components...), weighed by how
    distinctive they are across the rulebooks."""

    def __init__(self, library: Library):
        self.names: list[_Name] = []
        books = library.books
        models = _models()
        raw: list[_Name] = []
        for gid, b in books.items():
            for n in b.names():
                raw.append(_Name(tuple(_nwords(n)), gid, 5.0, True))
        for gid, model in models.items():
            if gid not in books:
                continue
            for n in (model.id, model.title, *getattr(model, "aliases", ())):
                if n:
                    raw.append(_Name(tuple(_nwords(n)), gid, 5.0, True))
            for kind, names in _vocab_kinds(model).items():
                if kind in _GENERIC_KINDS:
                    continue
                for canon, aliases in names.items():
                    for n in (canon, *aliases):
                        raw.append(_Name(tuple(_nwords(n.replace("-", " "))), gid, 1.0, False, kind, canon))
        for gid, g in library.glossaries.items():
            if gid not in books:
                continue
            for term in g.terms:
                for n in term.names:
                    # a players' plain word ("buy", "max") says less than a name ("Lord Harrow")
                    plain = " " not in n.strip() and not n[:1].isupper()
                    raw.append(_Name(tuple(_nwords(n)), gid, PLAIN_WORD_WEIGHT if plain else 1.0, False))
        known: dict[tuple[str, ...], set[str]] = {}
        for n in raw:
            known.setdefault(n.phrase, set()).add(n.game)
        phrases = {n.phrase for n in raw if n.phrase}
        used = _books_using(books, phrases | {(w,) for p in phrases if len(p) > 1 for w in p})
        seen = set()
        for n in raw:
            if not n.phrase or (n.phrase, n.game, n.explicit, n.kind, n.canonical) in seen:
                continue
            seen.add((n.phrase, n.game, n.explicit, n.kind, n.canonical))
            if not n.explicit:
                if len(n.phrase) == 1 and (len(n.phrase[0]) < 3 or n.phrase[0].isdigit()
                                           or n.phrase[0] in QUERY_STOPS or n.phrase[0] in WEAK_WORDS):
                    continue
                where = known[n.phrase] | used.get(n.phrase, set()) | _using_every_word(n.phrase, used)
                n.weight = n.weight / max(1, len(where))
            self.names.append(n)
        self._index_names()

    def found(self, text: str) -> list[tuple[_Name, int]]:
        """Names occurring in the text (whole words), longest first, not overlapping.
        Looked up by the text's words (names by first word), not by scanning every name."""
        ws = _nwords(text)
        first: dict[int, int] = {}  # name index -> first position in the text
        for i, w in enumerate(ws):
            for k in self._by_first.get(w, ()):
                if k not in first and tuple(ws[i:i + len(self.names[k].phrase)]) == self.names[k].phrase:
                    first[k] = i
        taken: set[int] = set()
        out = []
        for k in sorted(first, key=self._rank.__getitem__):
            n, i = self.names[k], first[k]
            span = set(range(i, i + len(n.phrase)))
            if span & taken and not any(o[0].phrase == n.phrase for o in out):
                continue
            taken |= span
            out.append((n, i))
        return out

    def _index_names(self) -> None:
        """Names by first word, and each name's place in the longest-first order."""
        self._by_first: dict[str, list[int]] = {}
        for k, n in enumerate(self.names):
            self._by_first.setdefault(n.phrase[0], []).append(k)
        order = sorted(range(len(self.names)), key=lambda k: -len(self.names[k].phrase))
        self._rank = {k: r for r, k in enumerate(order)}

    def scores(self, text: str, mentioned: set[str] | None = None) -> tuple[dict[str, float], set[str]]:
        """Per game, how strongly the text points at it; and the games named outright.
        With `mentioned` (the games really named, see `referee.mentions`), a game's name
        that is part of other words ("a blue sun flower") counts for nothing."""
        sc: dict[str, float] = {}
        named: set[str] = set()
        counted: set[tuple] = set()
        for n, _ in self.found(text):
            if (n.phrase, n.game) in counted:
                continue
            if n.explicit and mentioned is not None and n.game not in mentioned:
                continue
            counted.add((n.phrase, n.game))
            sc[n.game] = sc.get(n.game, 0.0) + n.weight
            if n.explicit:
                named.add(n.game)
        return sc, named


def _safe_games():
    try:
        return rules.all_games()
    except Exception:
        return []


def _key_names(model) -> dict[str, list[str]]:
    kinds = _vocab_kinds(model)
    if "key" in kinds:
        return kinds["key"]
    try:
        return {n: [] for n in model.vocabulary.get("key", [])}
    except Exception:
        return {}


def _all_names(model, kind: str) -> list[str]:
    return [n for c, a in _vocab_kinds(model).get(kind, {}).items() for n in (c, *a)]


def _using_every_word(phrase: tuple[str, ...], used: dict[tuple[str, ...], set[str]]) -> set[str]:
    """The books that use every word of a name, anywhere: a name made only of words several
    books use ("game end": every book has a game and an end) says no game; one with a word
    only its own book uses ("royal firefly") still does."""
    own = [w for w in phrase if w not in QUERY_STOPS]
    if len(phrase) < 2 or not own:
        return set()
    books = [used.get((w,), set()) for w in own]
    return set.intersection(*books)


def _books_using(books: dict, phrases: set[tuple[str, ...]]) -> dict[tuple[str, ...], set[str]]:
    """For each name, the books whose text uses it: one pass over each book's words,
    looking only at words that start some name (not a scan of every book per name)."""
    firsts: dict[str, set[int]] = {}
    for p in phrases:
        firsts.setdefault(p[0], set()).add(len(p))
    out: dict[tuple[str, ...], set[str]] = {}
    for gid, b in books.items():
        ws = _nwords(b.plain_text)
        for i, w in enumerate(ws):
            for n in firsts.get(w, ()):
                t = tuple(ws[i:i + n])
                if t in phrases:
                    out.setdefault(t, set()).add(gid)
    return out
