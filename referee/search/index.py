"""`SearchIndex`, the one object the library searches through: it keeps the per-book
tables and the remembered answers, understands a question (scope, corrections, concepts,
cues, glossary expansion), asks the backend for candidates and re-ranks them. It is put
together from its parts: `WhooshBackend` (storage and candidates), `PassageVectors`
(search by meaning) and `Speller` (typo correction). The query clauses built in `_search`
are still Whoosh queries: that is where a second backend is joined in next."""
from __future__ import annotations

import math
import threading
import warnings
from collections import OrderedDict
from operator import itemgetter
from pathlib import Path

with warnings.catch_warnings():  # Whoosh 2.7.4 is frozen upstream and warns on import
    warnings.simplefilter("ignore")
    from whoosh import query as Q

from .. import limits
from .. import crosslang
from ..autoglossary import is_automatic
from ..everyday import common_word
from ..glossary import Glossary, NameIndex, glossary_path, name_key, query_key
from ..language import question_language
from ..meaning import encoder
from ..mentions import mentions_for
from ..rulebook import Rulebook
from ..text import words
from .analysis import _PHRASE, _PLAYER_COUNT, LANGS, _fold, stems
from .by_meaning import (MEANING_OPEN, MEANING_RESERVE, MEANING_YIELD, PassageVectors, _by_meaning, _meaning_fits,
                         _vouches)
from .correction import Speller, _Vocabulary
from .ranking import (_BOX_CUE, _COUNT_QUESTION, _END_CUE, _GOAL_CUE, _NEGATION, _START_CUE, _START_WITH_CUE,
                      _STATES_NUMBER, ALIAS_ANY_WORD, ALIAS_WEIGHT, CANDIDATES, COMPONENT_HEADINGS, CONTEXT_WEIGHT,
                      COORD_FLOOR, COORD_POWER, CORRECTION_BOOST, COUNTED_BOOST, CUE_SHARE, DEFINITION_BOOST,
                      END_HEADINGS, EXPANSION_BOOST, GOAL_HEADINGS, HEAD_WEIGHT, NEGATION_BOOST, NUMBERLESS_PRIOR,
                      OPTIONAL_PRIOR, PROXIMITY_BOOST, QUIET_ASKED_PRIOR, QUIET_PRIOR, ROUTE_PRIOR, RULES_WEIGHT,
                      SETUP_BOOST, SETUP_HEADINGS, SIDE_FIELD_BOOST, START_WITH_PRIOR, Gaps, _concepts, _coverage,
                      _definition_pattern, _game_counts, _gaps, _glossary_cover, _glossary_use, _named_stems,
                      _routed_game, _spread_sections, _weighed_concepts)
from .results import Hit, Results, _copy, _matched_words, snippet
from .documents import book_glossary
from .tables import OPTIONAL_STEMS, _book_table, _BookTable, _Tables
from .whoosh_backend import MATCHER, WhooshBackend, _in_game, _selective, _stored_keys

def _across_languages(found: dict[str, list[str]], cover: dict, lang: str) -> dict:
    """A cover with the book's own words for the question's words in another language
    (referee.crosslang, `found`) added, as a hand-written translation's would be."""
    cover = dict(cover)
    for word, theirs in found.items():
        alts = [frozenset(stems(n, lang)) for n in theirs]
        cover[word] = [*cover.get(word, []), *(a for a in alts if a)]
    return cover


# what a view keeps of the terms questions named, then it starts again: ~450 bytes a term and ~24 a
# glossary holding it (tracemalloc, 304 synthetic books: 4.6 MB for the 9,041 terms of 25 questions)
HELD_BYTES = 32_000_000
VIEWS_KEPT = 3  # views kept (see `SearchIndex._glossary_view`)


class _GlossaryView:
    """The glossaries a search reads, with their books, as places in a list, and for each distinct
    term a question names (`NameIndex.said`) the places holding it, by the book's language: worked
    out once while the same glossaries and books serve (up to HELD_BYTES), so a new question's
    expansion costs its distinct terms, not every glossary that holds one (issue 30)."""

    def __init__(self, names: NameIndex, glossaries: list[Glossary], books: dict[str, Rulebook]):
        self.names, self.books, self.glossaries = names, books, list(glossaries)
        self.ids = tuple(map(id, glossaries))
        self.games = [g.game for g in glossaries]
        self.langs: list[str | None] = []  # the book's language; None: no book, the glossary is skipped
        self.last: dict[str, int] = {}  # game -> its last place with a book (a game's cover is that one's)
        self.automatic: list[int] = []  # places of glossaries nobody curated (crosslang)
        self._places: dict[int, list[int]] = {}  # `NameIndex.slot` -> places
        for p, g in enumerate(glossaries):
            book = books.get(g.game)
            if book is None:
                self.langs.append(None)
                continue
            self.langs.append(book.language if book.language in LANGS else "en")
            self.last[g.game] = p
            self._places.setdefault(names.slot(g), []).append(p)
            if is_automatic(g):
                self.automatic.append(p)
        self.repeated = len(self.last) < sum(lang is not None for lang in self.langs)  # a game twice
        self.whole = len(self.glossaries) == len(names.glossaries)  # every glossary of the index
        self.kept: dict[int, tuple] = {}  # value -> `held`
        self._bytes = 0

    def fits(self, names: NameIndex, ids: tuple[int, ...], books: dict[str, Rulebook]) -> bool:
        """Whether it is of these glossaries (their ids, in order) and books."""
        return names is self.names and books is self.books and self.ids == ids

    def held(self, v: int) -> tuple:
        """(the first place and term index holding term value v, None when no glossary read holds
        it; per language of the books holding it: (the first place and term index there, the
        language, (the places, their games)))."""
        got = self.kept.get(v)
        if got is None:
            at = sorted((p, t) for slot, t in self.names.held[v] for p in self._places.get(slot, ()))
            split: dict[str, tuple[tuple, list[int]]] = {}
            for p, t in at:
                lang = self.langs[p]
                if lang not in split:
                    split[lang] = ((p, t), [p])
                elif split[lang][1][-1] != p:  # (the same term twice in a glossary: its book once)
                    split[lang][1].append(p)
            # tuples of strings and numbers only, which the collector stops tracking: what a view
            # keeps adds nothing to its full collections (~1.5 s each over 1,200 books' objects)
            where = tuple((first, lang, (tuple(ps), tuple([self.games[p] for p in ps])))
                          for lang, (first, ps) in split.items())
            if self._bytes > HELD_BYTES:
                self.kept.clear()
                self._bytes = 0
            got = self.kept[v] = (at[0] if at else None, where)
            self._bytes += 450 + 24 * len(at)
        return got


class _Covers:
    """Per game, its glossary's cover of the question (`_glossary_cover`, with the book's own words
    across languages), worked out when a passage of that game is scored: the few books a question's
    candidates come from, not the hundreds whose glossaries it names. `words`: the words of every
    cover (the parts of the names the question says)."""

    def __init__(self, view: _GlossaryView, text: str, grams: list[str], cross: dict, words: set[str]):
        self._view, self._text, self._grams, self._cross = view, text, grams, cross
        self._got: dict[int, dict] = {}
        self.words = words
        if view.repeated:  # a game's cover is its last glossary's: only its words count
            self.words = {w for p in view.last.values() for w in self._of(p)}

    def get(self, game: str, default=None):
        p = self._view.last.get(game)
        return default if p is None else self._of(p)

    def _of(self, p: int) -> dict:
        got = self._got.get(p)
        if got is None:
            g, lang = self._view.glossaries[p], self._view.langs[p]
            matched = g.matches(self._text, None, self._grams)  # (what `NameIndex.matches` gives it)
            got = _glossary_cover(g, self._text, lang, matched) if matched else {}
            if p in self._cross:
                got = _across_languages(self._cross[p], got, lang)
            self._got[p] = got
        return got


def _glossary_expansion(view: _GlossaryView, query: str, text: str, gkey: tuple[str, list[str]],
                        wanted: dict[str, set[str]]) -> tuple[list[str], _Covers, dict[tuple[str, str], list[str]]]:
    """Each glossary's expansion of a question, for its own book: the names of its terms the
    question does not say (`Glossary.expansions`), their stems in the book's language, and the
    book's own words across languages for a book nobody curated. Gives what going through the
    glossaries one by one gave: `expansions`, the names in the order first found; `expanded`,
    (language, stem) -> the games expanding to it, in the glossaries' order and the stems in the
    order first found; `covers`. Worked out once per distinct term the question names, in the
    order of the first glossary holding it (the order one by one would first find its words):
    glossary by glossary, at 304 synthetic books a new question's ~1,700 matched terms cost
    ~8 ms with their matching, this ~4 ms (~80 books' covers included); at 1,200 books 40 ->
    18 ms. Many books' automatic glossaries hold the same words ("Flower Bed", "flower"), but
    each its own names too ("Zanka card", aliased "card"), so the distinct terms still grow
    with the books (709 a question at 304, 2,465 at 1,200)."""
    names, kept, held, q = view.names, view.kept, view.held, gkey[0]
    own_names, name_parts, name_stems = (names.derived.setdefault(k, {}) for k in ("names", "parts", "stems"))
    found: list[tuple] = []  # (first place and term index, the names the question does not say)
    per_lang: list[tuple] = []  # (the same in the books of a language, the language, the names, their places)
    sayings: set[str] = set()  # the names the question says
    grams = names.grams(gkey)
    # over every book, the EXPANSION_TERMS terms the most glossaries hold only (then the first
    # found): a question's common words name a term in nearly every automatic glossary ("card",
    # "roll"), and working them all out grew with the books (see EXPANSION_TERMS)
    limit = EXPANSION_TERMS if view.whole else None
    said_terms = names.said(grams, limit)
    if limit is not None and len(said_terms) >= limit:
        sayings.update(names.spoken(grams))  # every glossary is read: each name it says is said
    for v, said in said_terms.items():
        first, where = kept.get(v) or held(v)
        if first is None:  # only in glossaries this search does not read
            continue
        sayings.add(said)
        own = own_names.get(v)  # its names, the book's first, as looked for in the question
        if own is None:
            term = names.terms[v]
            own = own_names[v] = tuple((n, name_key(n)) for n in (*term.translations, term.term, *term.aliases))
        unsaid = tuple([n for n, k in own if k not in q])
        if unsaid:
            found.append((first, unsaid))
            for lfirst, lang, places in where:
                per_lang.append((lfirst, (v, lang), unsaid, places))
    parts: set[str] = set()  # the words of the names it says (the covers')
    for said in sayings:
        split = name_parts.get(said)
        if split is None:
            split = name_parts[said] = tuple([_fold(w) for w in words(said)])
        parts.update(split)
    cross: dict[int, dict[str, list[str]]] = {}
    if view.automatic and crosslang.enabled():
        # a book nobody curated, asked about in another language (`crosslang.translations` finds
        # nothing for a question in the book's own language or in none: those books are not asked)
        asked = question_language(query)
        for p in view.automatic if asked is not None else ():
            book = view.books[view.games[p]]
            if book.language == asked:
                continue
            got = crosslang.translations(book, query)
            if got:
                cross[p] = got
                parts.update(got)
                after = (p, len(view.glossaries[p].terms))  # after the glossary's own names
                theirs = tuple(dict.fromkeys(n for ns in got.values() for n in ns))
                found.append((after, theirs))
                # (-1 - p: a key no term has, for the kept stems)
                per_lang.append((after, (-1 - p, view.langs[p]), theirs, ((p,), (view.games[p],))))
    found.sort(key=itemgetter(0))
    expansions = list(dict.fromkeys(name for _, unsaid in found for name in unsaid))
    per_lang.sort(key=itemgetter(0))
    sources = {lang: {} for lang in LANGS}  # language -> stem -> the places expanding to it
    order: list[tuple[str, str]] = []  # (language, stem) in the order first found
    for _, (v, lang), unsaid, places in per_lang:
        # the names' stems, each once, in order: kept for the names a question last left unsaid
        # (those of a term are nearly always the same; kept per term, it is bounded by the glossaries)
        got = name_stems.get((v, lang))
        if got is not None and got[0] == unsaid:
            named = got[1]
        else:
            named = tuple(dict.fromkeys(t for n in unsaid for t in stems(n, lang)))
            name_stems[(v, lang)] = (unsaid, named)
        wanted[lang].update(named)
        found_in = sources[lang]
        for t in named:
            got = found_in.get(t)
            if got is None:
                found_in[t] = [places]
                order.append((lang, t))
            else:
                got.append(places)
    games = view.games
    expanded = {}
    for lang, t in order:
        got = sources[lang][t]
        expanded[(lang, t)] = (list(got[0][1]) if len(got) == 1 else
                               [games[p] for p in sorted(set().union(*(ps for ps, _ in got)))])
    return expansions, _Covers(view, text, grams, cross, parts), expanded


# glossary expansion words a question's retrieval adds at most, and distinct glossary terms whose
# expansion a search over every book works out at most (bounded work, issue 30: the 4 shipped books'
# questions name at most ~30 terms and expand to at most 36 words; at 500 synthetic books a question
# named ~1,000 terms, most of them each book's own name for a common word, "Zanka card" for "card")
EXPANSION_TERMS = 400


CROSS_WEIGHT = 30.0  # a passage's score times e^(weight x how much closer than the book's typical passage)
CROSS_ADDED = 1  # the closest passages of such a book that no word of the question found, added


class _CrossedMeaning:
    """A question in another language than a book nobody curated (referee.crosslang): each of
    the book's passages weighed by its closeness in meaning across languages, and its closest
    passage added when no word found it. Books with a hand-written glossary, and questions in
    the book's own language, are left as their words rank them."""

    def __init__(self, books: dict[str, Rulebook], query: str, games: list[str] | None, glossaries: list[Glossary]):
        self.books, self.query, self.games = books, query, games
        encoded = crosslang.encoded_books()  # (empty in a library of curated books: nothing to do)
        self.uncurated = {g.game for g in glossaries if g.game in encoded and is_automatic(g)} if encoded else set()
        self._got: dict[str, dict[str, float]] = {}

    def of(self, gid: str) -> dict[str, float]:
        if gid not in self._got:
            book = self.books.get(gid) if gid in self.uncurated else None
            if book is not None and (limits.remaining() < MEANING_RESERVE or limits.lighter_running(MEANING_YIELD)):
                book = None  # (as search by meaning: little budget left, or a much lighter search waits)
            if book is not None:
                limits.before_native_work()
            self._got[gid] = crosslang.closeness(book, self.query) if book is not None else {}
        return self._got[gid]

    def factor(self, gid: str, anchor: str) -> float:
        c = self.of(gid).get(anchor)
        return math.exp(CROSS_WEIGHT * c) if c is not None else 1.0

    def extend(self, scored: list[tuple]) -> list[tuple]:
        if not scored or not crosslang.enabled():
            return scored
        have = {(p.book, p.anchor) for _, p, _ in scored}
        base = 0.5 * min(sc for sc, _, _ in scored)
        out = list(scored)
        for gid in self.uncurated:
            book = self.books.get(gid)
            if book is None or (self.games and gid not in self.games):
                continue
            close = self.of(gid)
            for anchor in sorted(close, key=lambda a: -close[a])[:CROSS_ADDED]:
                passage = book.passage(anchor)
                if passage is not None and (gid, anchor) not in have:
                    lang = book.language if book.language in LANGS else "en"
                    out.append((base * math.exp(CROSS_WEIGHT * close[anchor]), passage, lang))
        return out


ANSWERS_KEPT = 512  # recent searches remembered per index generation (see SearchIndex.search)
SIGNAL_WORDS = 600  # words of a message routing reads (a dispute is read from its first 4,000 characters)


def _first_words(raw: list[str]) -> list[str]:
    """A question is read up to its first MAX_QUERY_WORDS distinct words (players' questions
    have fewer; each word costs index lookups, so a 500-character string of nonsense words
    would cost ten times a question)."""
    seen: set[str] = set()
    for i, w in enumerate(raw):
        seen.add(w.casefold())
        if len(seen) > limits.MAX_QUERY_WORDS:
            raw = raw[:i]
            break
    limits.spend(1 + len(raw) // 4)
    return raw


def _signal_words(text: str) -> list[str]:
    """The words of a message that routing weighs: its first SIGNAL_WORDS, each counted as
    work of the request (a chat message may be 20,000 characters)."""
    raw = [w for w in words(text) if len(w) > 1][:SIGNAL_WORDS]
    limits.spend(1 + len(raw) // 8)
    return raw


class SearchIndex(WhooshBackend, PassageVectors, Speller):
    """The on-disk index of all rulebooks, with atomic, incremental rebuilds."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self._lock = threading.Lock()
        self._cached: tuple[str, object] | None = None  # (generation, Whoosh index)
        self._stem_cache: _Tables | None = None
        self._stem_lock = threading.Lock()
        self._speller: _Vocabulary | None = None
        self._per_book: dict[tuple, _BookTable] = {}
        self._word_memo: tuple | None = None
        self._name_index: NameIndex | None = None  # the names of the glossaries last searched
        self._glossary_at: tuple[_GlossaryView, ...] = ()  # glossaries searched as places, the latest first
        self._clauses: tuple | None = None  # (Whoosh index, _ClauseScores) of the serving generation
        self._answers: tuple = ((None, None), OrderedDict())  # ((Whoosh index, books), recent results)
        self._answers_lock = threading.Lock()
        self._local = threading.local()  # each serving thread's searcher of the current generation

    # -- searching ---------------------------------------------------------------
    def _passage_stems(self, books: dict[str, Rulebook]) -> "_Tables":
        """Per passage, every stem search can match (body, headings, context, glossary names,
        the rules model's statements), document frequencies, and which passages rule
        nothing or are optional; kept in memory, rebuilt for a book or glossary that changed."""
        cached = self._stem_cache
        if cached is not None and cached.books is books:  # the same loaded books: no file checks
            return cached
        key = []
        for b in sorted(books.values(), key=lambda b: b.id):
            gpath = glossary_path(b.path, b.id)
            try:
                gstamp = gpath.stat().st_mtime_ns
            except OSError:
                gstamp = 0
            key.append((b.id, b.digest, gstamp))
        key = tuple(key)
        if cached and cached.key == key:
            cached.books = books
            return cached
        with self._stem_lock:  # one thread builds it; the others wait and reuse it
            cached = self._stem_cache
            if cached and cached.key == key:
                cached.books = books
                return cached
            tables = self._build_stems(books, key)
            tables.books = books
            return tables

    def _build_stems(self, books: dict[str, Rulebook], key: tuple) -> "_Tables":
        """Merge per-book tables; only books whose content or glossary changed are re-read."""
        tables = _Tables(key)
        fresh: dict[tuple, _BookTable] = {}
        meaning = _meaning_fits(books)
        for b, book_key in zip(sorted(books.values(), key=lambda b: b.id), key):
            got = self._per_book.get(book_key) or _book_table(b, self.folder)
            if meaning and not got.vectors:
                got.vectors = self._book_vectors(b)
            fresh[book_key] = got
            tables.add(b.id, got)
        if not meaning or any(b.passages and not t.vectors for b, t in zip(
                sorted(books.values(), key=lambda b: b.id), (fresh[k] for k in key))):
            tables.vectors = {}  # a book without vectors would rank below the others: none count
        self._per_book = fresh
        self._stem_cache = tables
        return tables

    def load_new_vectors(self, books: dict[str, Rulebook]) -> bool:
        """Read the passage vectors written since the tables were built (referee.vectors
        computes them in the background): when every book has them, search turns to meaning
        without a restart, and the searches remembered by their words alone are forgotten.
        True when search by meaning is on."""
        tables = self._passage_stems(books)
        if tables.vectors or not _meaning_fits(books) or encoder() is None:
            return bool(tables.vectors)
        with self._stem_lock:
            tables = self._build_stems(books, tables.key)
            tables.books = books
        if tables.vectors:
            with self._answers_lock:
                self._answers = ((None, None), OrderedDict())
        return bool(tables.vectors)

    def facts(self, books: dict[str, Rulebook]) -> "_Tables":
        """Per passage: its stems, whether it rules nothing, whether it is optional (and
        the words that name it); computed once per book version. The chat reads these."""
        return self._passage_stems(books)

    def named_game(self, text: str, books: dict[str, Rulebook]) -> str | None:
        """The one game whose own names the text uses ("Niska", "Reaver"), or None: plain
        words, numbers and names several games share decide nothing."""
        ix = self._open()
        raw = _signal_words(text)
        concepts = _concepts(raw, {}, None, self._memo(ix) if ix else None)
        return _routed_game(concepts, self._passage_stems(books), names_only=True)

    def game_signals(self, text: str, books: dict[str, Rulebook]) -> dict[str, float]:
        """Per game, how much of the text only that game's book says (its names count
        more), with typos corrected as search corrects them: what routing reads."""
        ix = self._open()
        raw = _signal_words(text)
        if ix is None:
            return _game_counts(_concepts(raw, {}, None), self._passage_stems(books))
        with self._searcher(ix) as searcher:
            corrections, _ = self._corrections(searcher, raw, text, self._memo(ix))
        return _game_counts(_concepts(raw, corrections, None, self._memo(ix)), self._passage_stems(books))

    def warm(self, books: dict[str, Rulebook]) -> None:
        """Build the in-memory tables now (after an index update), not on a player's query."""
        tables = self._passage_stems(books)
        tables.users()  # (routing's stem -> book table)
        mentions_for(books)
        if crosslang.enabled():  # the words of books nobody curated, for questions in another language
            for b in books.values():
                g = book_glossary(b)
                if is_automatic(g):
                    crosslang.prepare(b, g, self.folder)
        common_word("warm")  # loads the everyday word lists
        enc = encoder() if tables.vectors else None
        if enc is not None:
            enc.encode(["warm"])  # the numerical library's first call starts its threads: not on a player's
        ix = self._open()
        if ix is not None:
            with ix.searcher() as searcher:
                self._vocabulary(searcher)
                self._doc_table(ix, searcher)

    def _glossary_names(self, glossaries: list[Glossary]) -> NameIndex:
        """The names of the glossaries searched (see `NameIndex`), built again only when one of them
        is new (a glossary loaded again is another object)."""
        got = self._name_index
        if got is None or not got.serves(glossaries):
            got = self._name_index = NameIndex(glossaries)
        return got

    def _glossary_view(self, glossaries: list[Glossary], books: dict[str, Rulebook]) -> _GlossaryView:
        """The glossaries searched as places (see `_GlossaryView`), again when they or the books change."""
        names, ids, kept = self._glossary_names(glossaries), tuple(map(id, glossaries)), self._glossary_at
        got = next((view for view in kept if view.fits(names, ids, books)), None)
        if got is None:
            got = _GlossaryView(names, glossaries, books)
        if not kept or got is not kept[0]:
            # the latest first, the least recently used dropped, but the view of every book last:
            # searches within a game or two take turns with the library's own
            others = [view for view in kept if view is not got and view.names is names]
            others.sort(key=lambda view: not view.whole)
            self._glossary_at = (got, *others[:VIEWS_KEPT - 1])
        return got

    def forget_answers(self) -> None:
        """Drop the remembered searches and question vectors (the bench times a question
        never asked before)."""
        with self._answers_lock:
            self._answers = ((None, None), OrderedDict())
        enc = encoder()
        if enc is not None:
            enc.forget()

    def answer_gaps(self, query: str, game: str, anchor: str, books: dict[str, Rulebook],
                    glossary: Glossary | None) -> Gaps:
        """What a passage of a game's book leaves unsaid of a question (see `Gaps`): the question
        read as a search reads it (its game's name aside, corrections, compounds, synonyms,
        translations, cognates, the book's glossary); the passage with its section and its rules'
        statements; and, only when the words say it lacks what was asked, whether the question's
        meaning points at it. The chat answers from a passage only when one stands."""
        book = books.get(game)
        passage = book.passage(anchor) if book is not None else None
        ix = self._open()
        if passage is None or ix is None:
            return Gaps()
        named, rest = mentions_for(books).scope(query)
        if named and words(rest):
            query = rest
        loose = _PLAYER_COUNT.sub(lambda m: f"{m.group(1) or m.group(2)} player", _PHRASE.sub(" ", query))
        raw = _first_words([w for w in words(loose) if len(w) > 1 or w.isdigit()])
        lang = book.language if book.language in LANGS else "en"
        memo = self._memo(ix)
        with self._searcher(ix) as searcher:
            corrections, _ = self._corrections(searcher, raw, loose, memo)
            compounds = {w: got for w in raw if (got := self._compounds_of(searcher, w, memo))}
            concepts = _concepts(raw, corrections, searcher.reader(), memo, compounds)
        cover: dict = {}
        if glossary is not None:
            fixed = " ".join(corrections.get(w, w) for w in raw)
            _, cover = _glossary_use(glossary, f"{query} {fixed}", lang, memo)
            if is_automatic(glossary) and (found := crosslang.translations(book, query)):
                cover = _across_languages(found, cover, lang)
        tables = self._passage_stems(books)

        def said(ps) -> frozenset[str]:
            return frozenset().union(*(tables.stems.get((game, p.anchor), frozenset())
                                       | tables.paraphrased.get((game, p.anchor), frozenset()) for p in ps))
        df, n = tables.book_df.get(game, {}), len(book.passages)
        gaps = _gaps(concepts, cover, query, said([passage]), df, n)
        if gaps.unaddressed:  # what the passage leaves out, its section may say
            gaps = _gaps(concepts, cover, query, said(p for p in book.passages
                                                      if (p.path, p.section) == (passage.path, passage.section)), df, n)
        if gaps.lacking and tables.vectors:
            gaps.vouched = _vouches(query, tables, game, anchor)
        return gaps

    def search(self, query: str, *, games: list[str] | None, limit: int,
               glossaries: list[Glossary], books: dict[str, Rulebook]) -> Results:
        """Search; a question asked again while the same index generation, books and
        glossaries serve gets the results worked out the first time (a copy of them)."""
        ix = self._open()
        key = (query, tuple(games) if games else None, limit, tuple(id(g) for g in glossaries))
        with self._answers_lock:
            state, answers = self._answers
            if state[0] is not ix or state[1] is not books:
                answers = OrderedDict()
                self._answers = ((ix, books), answers)
            got = answers.get(key)
            if got is not None and all(a is b for a, b in zip(got[0], glossaries)):
                answers.move_to_end(key)
                return _copy(got[1])
        results = self._search(ix, query, games=games, limit=limit, glossaries=glossaries, books=books)
        with self._answers_lock:
            if self._answers[1] is answers:
                answers[key] = (list(glossaries), _copy(results))
                if len(answers) > ANSWERS_KEPT:
                    answers.popitem(last=False)
        return results

    def _search(self, ix, query: str, *, games: list[str] | None, limit: int,
                glossaries: list[Glossary], books: dict[str, Rulebook]) -> Results:
        # a game named in the question scopes it, and its name is no search term
        named, rest = mentions_for(books).scope(query)
        if named and words(rest):
            if games is None:
                games = named
                glossaries = [g for g in glossaries if g.game in games]
                query = rest
            elif set(named) <= set(games):
                query = rest
        elif named and games is None:  # only a book's name ("star pirates"): that book's passages
            games = named
            glossaries = [g for g in glossaries if g.game in games]
        phrases = _PHRASE.findall(query)
        loose = _PLAYER_COUNT.sub(lambda m: f"{m.group(1) or m.group(2)} player", _PHRASE.sub(" ", query))
        raw_words = _first_words([w for w in words(loose) if len(w) > 1 or w.isdigit()])
        if ix is None:
            return Results(query, None, [])
        scope = games[0] if games and len(games) == 1 else None
        with self._searcher(ix) as searcher:
            corrections, suggestion = self._corrections(searcher, raw_words, loose, self._memo(ix))
            fixed_text = " ".join(corrections.get(w, w) for w in raw_words)
            tables = self._passage_stems(books)
            compounds = {w: got for w in raw_words if (got := self._compounds_of(searcher, w, self._memo(ix)))}
            concepts = _concepts([*raw_words, *words(" ".join(phrases))], corrections, searcher.reader(),
                                 self._memo(ix), compounds)
            wanted = {lang: set() for lang in LANGS}
            clauses = []
            for c in concepts:
                for lang in LANGS:
                    for t, boost in c.stems[lang].items():
                        wanted[lang].add(t)
                        clauses.append(Q.Term(f"body_{lang}", t, boost=c.weight * boost))
                        clauses.append(Q.Term(f"head_{lang}", t, boost=c.weight * boost * HEAD_WEIGHT))
                        if boost >= SIDE_FIELD_BOOST:  # synonyms and cognates: body and headings only
                            clauses.append(Q.Term(f"ctx_{lang}", t, boost=c.weight * boost * CONTEXT_WEIGHT))
                            clauses.append(Q.Term(f"rules_{lang}", t, boost=c.weight * boost * RULES_WEIGHT))
            # neighbouring query words found next to each other
            strong = [c for c in concepts if c.weight >= 1.0]
            for a, b in zip(strong, strong[1:]):
                for lang in LANGS:
                    sa, sb = next(iter(a.stems[lang]), None), next(iter(b.stems[lang]), None)
                    if sa and sb and sa != sb:
                        clauses.append(Q.Phrase(f"body_{lang}", [sa, sb], slop=2, boost=PROXIMITY_BOOST))
            # glossary expansion, each glossary only for its own book, worked out once per distinct term
            # the question names; what it matched is never remembered: 500 glossaries' entries a
            # question flooded the word memo
            gkey = query_key(f"{query} {fixed_text}")  # the question in matching form, once for every glossary
            expansions, covers, expanded = _glossary_expansion(self._glossary_view(glossaries, books), query,
                                                               f"{query} {fixed_text}", gkey, wanted)
            if len(expanded) > EXPANSION_TERMS:
                # hundreds of books each expanding a question word to names of its own: the words
                # most books share first (a shared synonym), each book's own last, in the order found
                # (the shipped library's questions expand to at most 36 words; over 500 distinct
                # synthetic books, ~900, and keeping 400 found the answers as well: hit@1 0.560 ->
                # 0.562, hit@5 0.691 -> 0.696 on 473 questions, a new question 154 -> 87 ms median)
                kept = set(sorted(expanded, key=lambda k: -len(expanded[k]))[:EXPANSION_TERMS])
                expanded = {k: v for k, v in expanded.items() if k in kept}
            # one clause per expansion word, scoped to the books whose glossaries expand to it:
            # one clause per book was ~80 of a question's clauses over 100 books, 4 s a new
            # question (issue 30); a word's score in a passage is the same either way
            for (lang, t), in_games in expanded.items():
                for f in ("body", "head"):
                    clauses.append(_in_game(Q.Term(f"{f}_{lang}", t, boost=EXPANSION_BOOST), in_games))
            # players' names for the books' terms: a word counts there only as part of a name
            # the question says ("big damn challenge"), never alone ("how big")
            named_parts = covers.words
            for c in concepts:
                if c.word in named_parts or ALIAS_ANY_WORD:
                    for t, boost in c.stems["en"].items():
                        clauses.append(Q.Term("alias", t, boost=c.weight * boost * ALIAS_WEIGHT))
            cued: set[str] = set()  # heading stems a cue of the question names
            setup_stems: set[str] = set()  # the set-up's own names, when the question asks what a player starts with
            headed: set[tuple[str, str]] = set()
            for cue, headings in ((_START_CUE, SETUP_HEADINGS), (_START_WITH_CUE, SETUP_HEADINGS),
                                  (_BOX_CUE, COMPONENT_HEADINGS), (_END_CUE, END_HEADINGS), (_GOAL_CUE, GOAL_HEADINGS)):
                # "at the start": the set-up section; "in the box": the components (typos read through)
                if cue.search(query) or (corrections and cue.search(fixed_text)):
                    for lang, names in headings.items():
                        for t in dict.fromkeys(stems(names, lang)):
                            if cue is _START_WITH_CUE:
                                setup_stems.add(t)
                            if (lang, t) not in headed:  # the set-up named by both start cues: once
                                headed.add((lang, t))
                                cued.add(t)
                                clauses.append(Q.Term(f"head_{lang}", t, boost=SETUP_BOOST))
            counted = bool(_COUNT_QUESTION.search(query))
            negated = bool(_NEGATION.search(query))
            defined = _definition_pattern(query)
            if not counted:  # a count is often stated in a short list line of common words
                clauses = _selective(clauses, searcher.reader(), self._memo(ix))
            limits.spend(1 + len(clauses) // 8)
            if not clauses and not phrases:  # no word of the question is in the books: meaning alone
                scored = _by_meaning(query, [], tables, books, games) if tables.vectors else []
                hits = [Hit(p, round(sc, 3), [], snippet(p.text, [])) for sc, p, _ in scored[:limit]]
                return Results(query, scope, hits, suggestion, expansions)
            q = Q.Or(clauses)
            q.matcher_type = MATCHER  # many clauses: one pass over arrays beats a deep union tree
            if phrases:
                must = []
                for ph in phrases:
                    alts = [Q.Phrase(f"body_{lang}", stems(ph, lang)) for lang in LANGS if stems(ph, lang)]
                    must.append(Q.Or(alts) if alts else Q.NullQuery)
                q = Q.And([*must, q]) if clauses else Q.And(must)
            docs = self._doc_table(ix, searcher)
            fetch = len(docs) if counted else max(CANDIDATES, limit)  # candidates to re-rank
            found = self._candidates(ix, searcher, q, clauses, docs, games, phrases, fetch)
            routed = None if games and len(games) == 1 else _routed_game(concepts, tables)
            named_words = _named_stems(concepts)
            asked = {t for c in concepts if c.weight >= 1.0 for lang in LANGS
                     for t, b in c.stems[lang].items() if b >= CORRECTION_BOOST}
            if counted:  # the best matches, and every passage where a number counts what is asked
                depth = max(CANDIDATES, limit)
                counting = tables.counting(docs, asked)
                found = [(d, sc) for i, (d, sc) in enumerate(found) if i < depth or d in counting]
            asked_in = question_language(query)  # what books translated into it say counts as said
            weighed = _weighed_concepts(concepts, tables.df, tables.total,
                                        tables.translated_df.get(asked_in) if asked_in else None)
            crossed = _CrossedMeaning(books, query, games, glossaries)
            scored = []
            limits.spend(1 + len(found) // 16)  # re-ranking: a "how many" question reads every passage
            limits.checkpoint()
            for docnum, whoosh_score in found:
                gid, anchor, doc_lang = docs.get(docnum) or _stored_keys(searcher, docnum)
                book = books.get(gid)
                passage = book.passage(anchor) if book else None
                if passage is None:  # index ahead of the loaded books; skip stale rows
                    continue
                where = (gid, anchor)
                have = tables.stems.get(where, frozenset())
                share = _coverage(concepts, have, covers.get(gid, {}), tables.df, tables.total,
                                  tables.paraphrased.get(where, frozenset()), weighed)
                if cued and tables.heading(passage, doc_lang) & cued:
                    share = max(share, CUE_SHARE)  # the section the question's cue names answers it
                score = float(whoosh_score) * (COORD_FLOOR + (1 - COORD_FLOOR) * share) ** COORD_POWER
                if setup_stems and (tables.heading(passage, doc_lang) & setup_stems
                                    or setup_stems.intersection(stems(passage.text, doc_lang))):
                    score *= START_WITH_PRIOR  # "what do I start with": what the set-up hands out
                if where in tables.quiet:  # title lines, credits, captions rule nothing...
                    score *= QUIET_ASKED_PRIOR if share >= 0.99 else QUIET_PRIOR  # ...unless asked about
                optional = tables.optional.get(where)
                if optional is not None and not (named_words & (optional | OPTIONAL_STEMS)):
                    score *= OPTIONAL_PRIOR  # core before optional, unless the question names it
                if routed and gid != routed:
                    score *= ROUTE_PRIOR
                if negated and _NEGATION.search(passage.text):
                    score *= NEGATION_BOOST  # "I didn't finish": the sentence saying "is not completed"
                if defined is not None and defined.search(passage.text):
                    score *= DEFINITION_BOOST  # "who is X": the sentence that says what X is
                if counted:  # how many: a number counting what is asked about answers it
                    if tables.counted.get(where, frozenset()) & asked:
                        score *= COUNTED_BOOST
                    elif not _STATES_NUMBER.search(passage.text):
                        score *= NUMBERLESS_PRIOR
                score *= crossed.factor(gid, anchor)
                scored.append((score, passage, doc_lang))
            scored = crossed.extend(scored)
            scored.sort(key=lambda x: -x[0])
            # a question whose form says where its answer is (how many, at the start, in the
            # box, who is X) is left to those cues; the others are re-read for meaning when open
            plain = not (counted or cued or defined is not None)
            limits.checkpoint()
            if tables.vectors and plain and (len(scored) < 2 or scored[1][0] >= MEANING_OPEN * scored[0][0]):
                scored = _by_meaning(query, scored, tables, books, games, extend=not phrases)
            scored = _spread_sections(scored)
            hits = []
            for score, passage, lang in scored[:limit]:
                matched = _matched_words(passage.text, lang, wanted[lang])
                hits.append(Hit(passage, round(score, 3), matched, snippet(passage.text, matched)))
            return Results(query, scope, hits, suggestion, expansions)
