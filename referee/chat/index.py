"""The assistant's index: per library state, the lexicon, passage and rule stems and
document frequencies, built once per index generation; and the passage search it uses.
"""
from __future__ import annotations

import math
import threading
from dataclasses import dataclass, field

from ..library import AFTER_PUBLISH, Library
from ..rulebook import Rulebook
from ..search import GAME_FILTER, QueryError, stems
from .lexicon import Lexicon, _models, _safe_games


QUERY_CHARS = 480  # search takes at most 500 characters


def _lang(book: Rulebook | None) -> str:
    return book.language if book is not None and book.language in ("en", "es") else "en"


@dataclass
class _Doc:
    stems: frozenset
    length: int


@dataclass
class _RuleDoc:
    rule: object
    game: str
    doc: _Doc
    names: set = field(default_factory=set)  # (kind, canonical) named by the statement


class Index:
    """Per library state: the lexicon, passage and rule stems, document frequencies."""

    def __init__(self, library: Library):
        self.key = _state_key(library)
        self.library = library
        self.lexicon = Lexicon(library)
        self.models = {gid: m for gid, m in _models().items() if gid in library.books}
        self.passages: dict[tuple[str, str], _Doc] = {}
        self.df: dict[str, dict[str, int]] = {}
        self.n: dict[str, int] = {}
        for gid, b in library.books.items():
            lang = _lang(b)
            df: dict[str, int] = {}
            for p in b.passages:
                s = stems(f"{p.text} {' '.join(p.path)} {p.section}", lang)
                d = _Doc(frozenset(s), len(s))
                self.passages[(gid, p.anchor)] = d
                for t in d.stems:
                    df[t] = df.get(t, 0) + 1
            self.df[gid], self.n[gid] = df, len(b.passages)
        self.rules: dict[str, list[_RuleDoc]] = {}
        for gid, model in self.models.items():
            book = library.books[gid]
            lang = _lang(book)
            docs = []
            for r in getattr(model, "rules", []) or []:
                try:
                    c = r.citation
                    s = (stems(r.statement, "en") + stems(c.quote, lang) + stems(c.section, lang))
                except Exception:
                    continue
                names = {(n.kind, n.canonical) for n, _ in self.lexicon.found(r.statement) if n.kind}
                docs.append(_RuleDoc(r, gid, _Doc(frozenset(s), len(s)), names))
            self.rules[gid] = docs

    def idf(self, game: str, t: str) -> float:
        n = self.n.get(game, 1)
        return math.log(1 + (n + 1) / (self.df.get(game, {}).get(t, 0) + 0.5))

    def max_idf(self, game: str) -> float:
        """The weight of a word found in one passage: unknown words (typos) weigh no more."""
        n = self.n.get(game, 1)
        return math.log(1 + (n + 1) / 1.5)

    def coverage(self, game: str, q: list[str], doc: frozenset) -> float:
        qs = set(q)
        total = sum(self.idf(game, t) for t in qs)
        if not total:
            return 0.0
        return sum(self.idf(game, t) for t in qs if t in doc) / total


def _state_key(library: Library) -> tuple:
    models = tuple(sorted((g.id, len(getattr(g, "rules", []) or [])) for g in _safe_games()))
    books = tuple(sorted((b.id, b.digest) for b in library.books.values()))
    glos = tuple(sorted((gid, len(g.terms)) for gid, g in library.glossaries.items()))
    return books, glos, models


_INDEX: dict[int, Index] = {}
_BUILDING = threading.Lock()  # one build at a time: a request arriving mid-build waits for it


def index_for(library: Library) -> Index:
    library.ensure_fresh()
    return _current(library)


def _current(library: Library) -> Index:
    key = _state_key(library)
    ix = _INDEX.get(id(library))
    if ix is not None and ix.key == key and ix.library is library:
        return ix
    with _BUILDING:
        ix = _INDEX.get(id(library))
        if ix is None or ix.key != key or ix.library is not library:
            ix = Index(library)
            if len(_INDEX) > 8:  # one entry per library object; tests make many
                _INDEX.clear()
            _INDEX[id(library)] = ix
    return ix


def build_after_publish(library: Library) -> None:
    """Build the assistant's index as soon as a library publishes new books (start-up, a
    rulebook added or changed), so no player's first question waits for it."""
    _current(library)


AFTER_PUBLISH.append(build_after_publish)


_GAME_IN_TEXT = GAME_FILTER


def _search(library: Library, text: str, game: str | None, limit: int = 10):
    q = text if len(text) <= QUERY_CHARS else text[:QUERY_CHARS].rsplit(" ", 1)[0]
    q = _GAME_IN_TEXT.sub(" ", q).replace('"', " ").strip() or "rules"
    try:
        return library.search(q, game, limit).hits
    except QueryError:
        return []
