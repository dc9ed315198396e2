"""Issue 30 (a new question at 500 books): the clause-score cache is sized by the index
generation it serves (a fixed 8 MB thrashed at 500 books), and a replaced generation, its
larger cache included, is freed once the new one serves."""
from __future__ import annotations

import weakref

from referee.search import whoosh_backend
from referee.search.whoosh_backend import CLAUSE_CACHE_BYTES, CLAUSE_CACHE_MAX_BYTES, clause_cache_bytes

MB = 1024 * 1024


def _change_a_book(lib, words: str) -> None:
    victim = sorted(lib.settings.rulebooks.glob("*.md"))[0]
    victim.write_text(victim.read_text(encoding="utf-8") + f"\n\nHouse rule: {words}.\n", encoding="utf-8")


def test_an_old_generation_is_freed_once_the_new_one_serves(own_library):
    """The generation a refresh replaces (its index, this thread's searcher, its word memo and
    clause scores) is freed by reference counting as soon as the new generation serves, with
    no garbage collection: a larger cache per generation is never held twice for long."""
    own_library.search("can I reroll a die", None, 10)
    ix = own_library.index
    gen = ix._open()
    old = {"index": weakref.ref(gen), "searcher": weakref.ref(ix._local.searcher[1]),
           "word memo": weakref.ref(ix._memo(gen)), "clause scores": weakref.ref(ix._clause_cache(gen))}
    assert all(r() is not None for r in old.values())
    del gen
    _change_a_book(own_library, "the dice decide ties")
    own_library.refresh()
    own_library.search("can I reroll a die", None, 10)  # this thread's searcher moves to the new generation
    assert ix._open() is not old["index"]()
    assert {k: r() is not None for k, r in old.items()} == dict.fromkeys(old, False)


def test_the_clause_score_cache_bound_grows_with_the_passages_within_its_limits():
    assert clause_cache_bytes(0) == clause_cache_bytes(405) == CLAUSE_CACHE_BYTES  # the shipped books
    # 504 generated books: the dev set's clauses held 17.6 MB there, and thrashed in 8 MB
    assert clause_cache_bytes(104_801) >= 20 * MB
    assert clause_cache_bytes(10_000_000) == CLAUSE_CACHE_MAX_BYTES
    sizes = [clause_cache_bytes(n) for n in range(0, 1_000_000, 5000)]
    assert sizes == sorted(sizes)


def test_a_generation_s_clause_cache_is_sized_by_its_passages(library, monkeypatch):
    ix = library.index
    gen = ix._open()
    monkeypatch.setattr(ix, "_clauses", None)  # made anew here, whatever an earlier test left
    assert ix._clause_cache(gen).max_bytes == clause_cache_bytes(gen.doc_count()) == CLAUSE_CACHE_BYTES
    # more bytes per passage (as if each passage weighed what a large library's do): the cache
    # made for the generation is larger, capped, and is the one its searches fill
    per_passage = 3 * CLAUSE_CACHE_BYTES // gen.doc_count()
    monkeypatch.setattr(whoosh_backend, "CLAUSE_CACHE_BYTES_PER_PASSAGE", per_passage)
    monkeypatch.setattr(ix, "_clauses", None)
    cache = ix._clause_cache(gen)
    assert CLAUSE_CACHE_BYTES < cache.max_bytes == per_passage * gen.doc_count() < CLAUSE_CACHE_MAX_BYTES
    library.search("can I reroll a die, asked anew for the cache", None, 10)
    assert ix._clauses[1] is cache and len(cache) > 0 and cache.bytes <= cache.max_bytes
