"""Full-text search over the rulebooks. Every Whoosh call in Referee lives in this package.

Search is a package, split along the work it does, so that a second backend (PostgreSQL)
can sit beside Whoosh and share all that is not storage: the analysis of text, what a
passage is indexed as, the per-book tables, question understanding and re-ranking. Other
modules and tests import only the names below, from here.

- analysis.py: languages, stemmers, stop words, question words, thesaurus, translations,
  tokenising (`stems`).
- documents.py: what a passage is indexed as (fields, schema, context, glossary names) and
  the digest that says when a book is indexed again (`ENGINE`).
- tables.py: per-book facts re-ranking reads (stems, document frequencies, quiet and
  optional passages, counted words, names, meaning vectors).
- ranking.py: the ranking knobs, the cues of a question's form, concepts, routing to a game,
  coverage, spreading the first results over sections.
- correction.py: typo correction over the index's vocabulary, compound words.
- by_meaning.py: passage vectors (written by the builder, read by servers) and the
  re-ordering by closeness in meaning.
- results.py: `Results`, `Hit`, snippets, `QueryError` and the query limits.
- whoosh_backend.py: the Whoosh storage (generations, updates, searchers, the clause-score
  cache) and `_candidates`, the passages a search re-ranks.
- index.py: `SearchIndex`, which puts these together and runs a search.
- postgres_backend.py: the PostgreSQL backend (issue 30), in place of whoosh_backend.py when
  a database URL is given: the library's files, the index and its `_candidates` in SQL (with
  Whoosh's BM25F scores, so the ranking above is the same code), the generation counter.
  Imported only then (psycopg is the optional `postgres` extra).
"""
from __future__ import annotations

import sys
import types

from . import analysis, by_meaning, correction, documents, index, ranking, results, tables, whoosh_backend
from .analysis import GAME_FILTER, QUERY_STOPS, WEAK_WORDS, stems
from .index import SearchIndex
from .ranking import _concepts, _definition_pattern, _routed_game  # noqa: F401 (tests check these)
from .results import MAX_LIMIT, MAX_QUERY_CHARS, Hit, QueryError, Results, _mark_words  # noqa: F401
from .tables import OPTIONAL_STEMS
from .whoosh_backend import _in_game  # noqa: F401 (tests check it)

__all__ = ["GAME_FILTER", "MAX_LIMIT", "MAX_QUERY_CHARS", "OPTIONAL_STEMS", "QUERY_STOPS", "WEAK_WORDS", "Hit",
           "QueryError", "Results", "SearchIndex", "stems"]

_PARTS = (analysis, documents, tables, ranking, correction, by_meaning, results, whoosh_backend, index)


class _Package(types.ModuleType):
    """`referee.search.NAME` reads and sets NAME as when search was one module: the tuning
    bench (bench/tune_search.py) sets the ranking knobs here and bench/search_profile.py
    sets SCORE_CACHE; setting one sets it in every part that reads it. Tests set a knob
    in the module that defines it instead."""

    def __getattr__(self, name: str):
        for part in _PARTS:
            if name in vars(part):
                return vars(part)[name]
        raise AttributeError(f"module {self.__name__!r} has no attribute {name!r}")

    def __setattr__(self, name: str, value) -> None:
        if not (name.startswith("__") or isinstance(value, types.ModuleType)):
            for part in _PARTS:
                if name in vars(part):
                    setattr(part, name, value)
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
