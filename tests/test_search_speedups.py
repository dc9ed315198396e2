"""The search's speed-ups change no answer.

Query clauses are scored once per index generation and summed outside Whoosh, recent
searches are remembered, snippets are marked without a pattern per hit: each must give
exactly what the plain path gives (same passages, scores and snippets), also on an index
that an incremental update left in several segments, and never after a rulebook changed.
"""
from __future__ import annotations

import json
import random
from collections import OrderedDict
from pathlib import Path

import pytest

from referee import search as S
from referee.search import whoosh_backend
from referee.text import mark_terms

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = [json.loads(line)["question"] for line in
             (ROOT / "tests" / "data" / "search_questions.jsonl").read_text().splitlines() if line.strip()]


def _forget(lib) -> None:
    lib.index._answers = ((None, None), OrderedDict())


def _both_ways(lib, q: str, game: str | None) -> tuple[list, list]:
    out = []
    for cached in (True, False):
        whoosh_backend.SCORE_CACHE = cached
        _forget(lib)
        try:
            hits = lib.search(q, game, 30).hits
        finally:
            whoosh_backend.SCORE_CACHE = True
        out.append([(h.passage.book, h.passage.anchor, h.score, h.snippet) for h in hits])
    return out[0], out[1]


def test_cached_clause_scores_rank_as_whoosh_does(library):
    games = [None, *sorted(library.books)]
    for i, q in enumerate(QUESTIONS):
        for game in games if i % 4 == 0 else [None]:  # every question unscoped, a quarter in each book
            fast, plain = _both_ways(library, q, game)
            assert fast == plain, (q, game)


def test_cached_clause_scores_after_an_incremental_update(own_library):
    victim = sorted(own_library.settings.rulebooks.glob("*.md"))[0]
    victim.write_text(victim.read_text(encoding="utf-8") + "\n\nHouse rule: the dice decide ties.\n",
                      encoding="utf-8")
    own_library.refresh()
    assert len(own_library.index._open().reader().leaf_readers()) > 1  # several segments, deletions
    for q in QUESTIONS[::4] + ["house rule dice ties"]:
        fast, plain = _both_ways(own_library, q, None)
        assert fast == plain, q


def test_a_remembered_search_is_a_copy_and_never_outlives_a_change(own_library):
    q = "what happens on a tie"
    first = own_library.search(q, None, 10)
    first.hits.clear()
    first.query = "changed by a caller"
    again = own_library.search(q, None, 10)
    assert again.hits and again.query == q
    victim = sorted(own_library.settings.rulebooks.glob("*.md"))[0]
    victim.write_text(victim.read_text(encoding="utf-8") + "\n\nHouse rule: a zyzzyvaquill decides every tie.\n",
                      encoding="utf-8")
    own_library.refresh()
    after = own_library.search("zyzzyvaquill tie", None, 10)
    assert after.hits and "zyzzyvaquill" in after.hits[0].passage.text
    assert own_library.search(q, None, 10).hits  # worked out again on the new generation


@pytest.mark.parametrize("seed", range(3))
def test_snippet_marks_words_as_mark_terms_does(seed):
    rnd = random.Random(seed)
    vocab = ["Dice", "die", "foe", "Foes", "river", "re", "x", "roll", "rolled", "_id", "k2", "Reaver",
             "reavers", "nave", "navegación", "Zoë", "it's", "ko", ""]
    for _ in range(5000):
        piece = "".join(rnd.choice(vocab) + rnd.choice([" ", ", ", ". ", "-", "'", " (", ") ", "&", "<", '"'])
                        for _ in range(rnd.randint(0, 12)))
        terms = [rnd.choice(vocab) for _ in range(rnd.randint(0, 4))]
        assert S._mark_words(piece, terms) == mark_terms(piece, terms), (piece, terms)


def test_expansions_shared_by_several_books_score_as_whoosh_does(own_library, monkeypatch):
    """Books whose glossaries expand a question to the same word share one clause scoped to
    all of them (one clause per book cost 4 s a question over 100 books): the same passages
    and scores as Whoosh's own search, and no passage of another book counted."""
    from referee.search import index as search_index
    for i, place in enumerate(("Harbour", "Citadel")):
        (own_library.settings.rulebooks / f"dragons-{i}.md").write_text(
            f"---\nid: dragons-{i}\ntitle: Dragon Wars {place}\nlanguage: en\n---\n# Dragon Wars {place}\n\n"
            "## Dragon Tokens\n\n**Dragon Token**: a wyrmling card a player keeps beside the board.\n\n"
            f"A player may hold at most {3 + i} Dragon Tokens at the {place}.\n\n"
            "## Turn\n\nOn your turn, spend a Dragon Token to move a wyrmling two spaces.\n", encoding="utf-8")
    own_library.refresh()
    scoped: list = []
    real = search_index._in_game
    monkeypatch.setattr(search_index, "_in_game", lambda q, games: scoped.append(games) or real(q, games))
    q = "what is a dragon token"
    fast, plain = _both_ways(own_library, q, None)
    assert fast == plain
    assert any(not isinstance(g, str) and {"dragons-0", "dragons-1"} <= set(g) for g in scoped), scoped
    assert {book for book, *_ in fast[:2]} == {"dragons-0", "dragons-1"}


def test_a_terms_postings_scored_at_once_are_whoosh_scores(library):
    """The block-at-a-time BM25F scoring gives, for every posting, the very float Whoosh's own
    matcher scores it with (the sums and the ranks then cannot differ)."""
    from whoosh import query as Q
    ix = library.index._open()
    checked = 0
    with ix.searcher() as searcher:
        context = searcher.context()
        reader = searcher.reader()
        for field in ("body_en", "body_es", "head_en", "rules_en"):
            for text in reader.lexicon(field):
                term = Q.Term(field, text.decode() if isinstance(text, bytes) else text)
                for sub, _offset in searcher.leaf_searchers():
                    fast = whoosh_backend._scored_at_once(sub, term.matcher(sub, context), field)
                    assert fast is not None
                    m, plain = term.matcher(sub, context), []
                    while m.is_active():
                        plain.append((m.id(), m.score()))
                        m.next()
                    assert list(zip(fast[0].tolist(), fast[1].tolist())) == plain, (field, text)
                    checked += len(plain)
    assert checked > 8000


def test_glossary_expansion_words_are_bounded(library, monkeypatch):
    """A question's glossary expansions add at most EXPANSION_TERMS words to its retrieval (over
    hundreds of books each expanding it to names of its own, ~900); below the bound, all."""
    from referee.search import index as search_index
    real = search_index._in_game
    for bound in (search_index.EXPANSION_TERMS, 2):
        monkeypatch.setattr(search_index, "EXPANSION_TERMS", bound)
        scoped: list = []
        monkeypatch.setattr(search_index, "_in_game", lambda q, games: scoped.append(games) or real(q, games))
        _forget(library)
        hits = library.search("can River reroll a Foe die with the Psychic Link", None, 10).hits
        assert hits
        if bound == 2:
            assert 0 < len(scoped) <= 2 * 2, scoped  # a body and a heading clause per word
        else:
            assert len(scoped) > 4  # the shipped books' expansions of it, all kept
