"""Glossary expansion over many books (issue 30): a question's expansion is worked out once per
distinct term the glossaries hold (`NameIndex.said`, `_glossary_expansion`), not glossary by
glossary. These tests hold it to what going through the glossaries one by one gave: the same
expansion names in the same order, the same (language, stem) -> games in the same order, the
same covers, so the same hits with the same scores."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from referee import autoglossary, crosslang
from referee.glossary import Glossary, NameIndex, Term, query_key
from referee.library import Library, Settings
from referee.rulebook import parse
from referee.search import index as search_index
from referee.search.analysis import LANGS, stems
from referee.search.ranking import _glossary_cover

BOOK = """---
id: {id}
title: {title}
language: en
---

# {title}

## Components

- 40 Ore Cards
- 12 Drill Tokens
- 6 {own} Cards

## Digging

On your turn, spend 1 Drill Token to dig. Draw 2 Ore Cards and place them face up.
A **Gem Vein** doubles the Ore Cards you keep. A {own} Card is worth 2 Ore Cards.

## Selling Ore

Sell your Ore Cards at the Market. The Market pays 3 coins for each Ore Card, and 5 for a {own} Card.
"""
LIBRO = """---
id: {id}
title: {title}
language: es
---

# {title}

## Componentes

- 40 Cartas de Mineral
- 12 Fichas de Taladro
- 6 Cartas {own}

## Excavar

En tu turno, gasta 1 Ficha de Taladro para excavar. Roba 2 Cartas de Mineral.
Una **Veta de Gema** dobla las Cartas de Mineral que guardas. Una Carta {own} vale 2 Cartas de Mineral.
"""
OWN = ["Zanka", "Velkaro", "Drami", "Sunfi", "Pezan", "Oxtel", "Garny", "Ulven", "Kaloxi", "Beltra"]
QUESTIONS = ["How many Ore Cards do I draw when I dig?", "what is a zanka card worth",
             "Drill token: can I spend two on my turn?", "Does a gem vein double the ore cards I keep",
             "¿Cuántas cartas de mineral robo al excavar?", "ore card / drill tokens, market coins",
             "How much does the market pay for a Velkaro card?", "How many Cartas de Mineral cards do I draw?"]


def _across(books: dict, glossaries: list[Glossary]) -> None:
    """A Spanish book's words encoded (referee.crosslang, ~1 s), so that English questions get its
    words across languages, as a glossary's: only where the encoder is installed."""
    if crosslang.enabled():
        crosslang.prepare(books["mine-3"], next(g for g in glossaries if g.game == "mine-3"), None, background=False)


def _text(i: int) -> str:
    """A book of the same game as the others (every fourth in Spanish), with a name of its own."""
    return (LIBRO if i % 4 == 3 else BOOK).format(id=f"mine-{i}", title=f"Mine {i}", own=OWN[i % len(OWN)])


def _hand_written() -> list[Glossary]:
    """Glossaries sharing term values (with other definitions), a value whose names are the same
    but split otherwise between aliases and translations, a term naming a name twice, and a
    glossary holding a value twice."""
    ore = Term("Ore Card", ("ore", "Ore Cards"), ("Carta de Mineral",), "the cards you dig")
    return [Glossary("hand-0", [ore, Term("Drill Token", ("drill",), (), "spent to dig")]),
            Glossary("hand-1", [Term("Ore Card", ("ore", "Ore Cards"), ("Carta de Mineral",), "another book's"),
                                Term("Gem Vein", ("vein", "Gem Vein"), (), "")]),
            Glossary("hand-2", [Term("Ore Card", ("ore", "Ore Cards", "Carta de Mineral"), (), ""),
                                Term("Market", ("market", "coins"), ("Mercado",), ""),
                                Term("Market", ("market", "coins"), ("Mercado",), "twice in one glossary")]),
            Glossary("hand-3", [ore])]  # its book is not loaded: it is skipped


def one_by_one(glossaries, books, query, text, gkey, wanted):
    """The expansion as `SearchIndex._search` worked it out before: each glossary in turn."""
    expansions, covers, expanded = [], {}, {}
    for g in glossaries:
        book = books.get(g.game)
        if book is None:
            continue
        lang = book.language if book.language in LANGS else "en"
        matched = g.matches(text, gkey)
        names = g.expansions(text, matched, gkey) if matched else []
        cover = _glossary_cover(g, text, lang, matched) if matched else {}
        if autoglossary.is_automatic(g) and (found := crosslang.translations(book, query)):
            names = list(dict.fromkeys([*names, *(n for theirs in found.values() for n in theirs)]))
            cover = search_index._across_languages(found, cover, lang)
        terms = []
        for name in names:
            if name not in expansions:
                expansions.append(name)
            for t in stems(name, lang):
                wanted[lang].add(t)
                terms.append(t)
        for t in dict.fromkeys(terms):
            expanded.setdefault((lang, t), []).append(g.game)
        covers[g.game] = cover
    return expansions, covers, expanded


def _both(view, query):
    text = f"{query} {query.lower()}"
    gkey = query_key(text)
    w1, w2 = {lang: set() for lang in LANGS}, {lang: set() for lang in LANGS}
    e1, c1, x1 = one_by_one(view.glossaries, view.books, query, text, gkey, w1)
    e2, c2, x2 = search_index._glossary_expansion(view, query, text, gkey, w2)
    return (e1, list(x1.items()), c1, {w for c in c1.values() for w in c}, w1), \
           (e2, list(x2.items()), {game: c2.get(game) for game in c1}, c2.words, w2)


def test_terms_shared_by_glossaries_expand_as_each_glossary_alone(tmp_path):
    books = {f"mine-{i}": parse(_text(i), tmp_path / f"mine-{i}.md") for i in range(10)}
    hand = _hand_written()
    glossaries = [autoglossary.build(b) for b in books.values()] + hand
    for i, g in enumerate(hand[:3]):
        books[g.game] = SimpleNamespace(id=g.game, digest="", language="es" if i == 2 else "en")
    _across(books, glossaries)
    names = NameIndex(glossaries)
    assert len(names.terms) < sum(len(g.terms) for g in glossaries)  # values are shared
    for q in QUESTIONS:
        gkey = query_key(q)
        by_glossary = {id(g): m for g in glossaries if (m := g.matches(q, gkey))}
        assert names.matches(gkey) == by_glossary, q
    for view in (search_index._GlossaryView(names, glossaries, books),
                 search_index._GlossaryView(names, glossaries[::3], books)):  # a few games of the library
        for _ in range(2):  # the places worked out, then remembered
            for q in QUESTIONS:
                old, new = _both(view, q)
                assert new == old, q
                assert old[0] or q.startswith("¿")  # (the questions expand to something)


class _Covers:
    def __init__(self, covers: dict):
        self.covers, self.words = covers, {w for c in covers.values() for w in c}

    def get(self, game, default=None):
        return self.covers.get(game, default)


def one_at_a_time(view, query, text, gkey, wanted):
    """`one_by_one` in the place of `_glossary_expansion`."""
    expansions, covers, expanded = one_by_one(view.glossaries, view.books, query, text, gkey, wanted)
    return expansions, _Covers(covers), expanded


@pytest.fixture(scope="module")
def mines(tmp_path_factory) -> Library:
    folder = tmp_path_factory.mktemp("mines")
    for i in range(12):
        (folder / f"mine-{i}.md").write_text(_text(i), encoding="utf-8")
    (folder / "mine-0.glossary.toml").write_text(
        '[[term]]\nterm = "Ore Card"\naliases = ["ore", "Ore Cards"]\nes = ["Carta de Mineral"]\n', encoding="utf-8")
    lib = Library(Settings(folder, tmp_path_factory.mktemp("mines-index")))
    lib.refresh()
    _across(lib.books, list(lib.glossaries.values()))
    return lib


def test_a_search_over_books_sharing_terms_finds_what_one_glossary_at_a_time_found(mines, monkeypatch):
    def search(q, game):
        mines.index.forget_answers()
        r = mines.search(q, game, 10)
        return [(h.passage.book, h.passage.anchor, h.score) for h in r.hits], r.expanded

    asked = [(q, None) for q in QUESTIONS] + [(f"{QUESTIONS[0]} game:mine-1 game:mine-3", None),
                                              (QUESTIONS[1], "mine-0")]
    new = [search(q, game) for q, game in asked]
    monkeypatch.setattr(search_index, "_glossary_expansion", one_at_a_time)
    old = [search(q, game) for q, game in asked]
    assert new == old
    assert any(len(hits) > 3 and expansions for hits, expansions in old)


def test_searches_within_a_few_games_keep_the_view_of_every_book(mines):
    """What a view worked out of the terms questions named stays while searches within games
    take turns with the library's own (a view built again works every term out again)."""
    mines.index.forget_answers()
    mines.search(QUESTIONS[0], None, 5)
    whole = mines.index._glossary_at[0]
    assert whole.whole and whole.kept
    for game in ("mine-1", "mine-2", "mine-3", "mine-4"):
        mines.search(QUESTIONS[0], game, 5)
    assert whole in mines.index._glossary_at and len(mines.index._glossary_at) == search_index.VIEWS_KEPT
    mines.search(QUESTIONS[2], None, 5)
    assert mines.index._glossary_at[0] is whole


def _many(n: int) -> tuple[list[Glossary], dict]:
    """n books' glossaries, each with a term shared by all (the same names) and a name of its own
    for a common word ("Velkaro 12 Card", also called "card"), as automatic glossaries hold them."""
    shared = Term("Ore Card", ("ore", "Ore Cards"), (), "")
    glossaries = [Glossary(f"g-{i}", [shared, Term(f"{OWN[i % len(OWN)]} {i} Card", ("card",), (), "")])
                  for i in range(n)]
    books = {g.game: SimpleNamespace(id=g.game, digest="", language="en") for g in glossaries}
    return glossaries, books


def test_the_terms_a_question_expands_to_stay_bounded_as_the_glossaries_grow():
    """Over every book, a question's expansion works out at most EXPANSION_TERMS distinct terms,
    those the most glossaries hold first, however many books name a term for its words
    (issue 30): the work of a new question stops growing with the books. Below the bound, all."""
    bound = search_index.EXPANSION_TERMS
    q = "can I trade an ore card for a card"
    gkey = query_key(q)
    for n in (bound // 4, bound * 3):
        glossaries, books = _many(n)
        names = NameIndex(glossaries)
        grams = names.grams(gkey)
        assert len(names.said(grams)) == n + 1  # the shared term and every book's own
        view = search_index._GlossaryView(names, glossaries, books)
        wanted = {lang: set() for lang in LANGS}
        expansions, covers, expanded = search_index._glossary_expansion(view, q, q, gkey, wanted)
        assert len(view.kept) == min(n + 1, bound)  # the terms worked out
        assert expanded[("en", "ore")] == [g.game for g in glossaries]  # the shared term, in every book
        assert {"ore", "card"} <= covers.words
        if n < bound:  # below the bound: as each glossary alone
            w = {lang: set() for lang in LANGS}
            assert (expansions, expanded) == one_by_one(glossaries, books, q, q, gkey, w)[::2]
        # a search within a few games reads their terms whatever the bound
        few = search_index._GlossaryView(names, glossaries[-3:], books)
        _, _, expanded = search_index._glossary_expansion(few, q, q, gkey, {lang: set() for lang in LANGS})
        assert {("en", OWN[i % len(OWN)].lower()) for i in range(n - 3, n)} <= set(expanded)
