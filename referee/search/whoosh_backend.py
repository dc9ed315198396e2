"""The Whoosh backend: where the index is stored and how candidates are found in it. Every
Whoosh call but the analyzers (analysis.py), the schema (documents.py) and the building of
a question's query clauses (index.py) lives here.

The index sits in generations (`index/gen-N/`) with a `CURRENT` pointer file:
a build writes a new generation beside the serving one and swaps the pointer
atomically, so a crash mid-build leaves the previous index serving, and readers
never see a half-written index. A rebuild is incremental: only books whose
content hash changed are re-indexed.

`WhooshBackend` is the part of `SearchIndex` a second backend replaces: generations and
updates, each thread's searcher, the per-generation memos, and `_candidates` (the
passages to re-rank, with the engine's scores)."""
from __future__ import annotations

import fcntl
import json
import os
import shutil
import threading
import time
import warnings
from array import array
from contextlib import contextmanager
from pathlib import Path

import numpy as np

with warnings.catch_warnings():  # Whoosh 2.7.4 is frozen upstream and warns on import
    warnings.simplefilter("ignore")
    from whoosh import index as windex
    from whoosh import query as Q
    from whoosh.codec.whoosh3 import LENGTHS_COLUMN, W3LeafMatcher
    from whoosh.scoring import BM25F, BM25FScorer
    from whoosh.util.numeric import byte_to_length

from .. import limits
from ..caches import BoundedCache, approx_size
from ..rulebook import Rulebook
from .documents import ENGINE, _book_digest, _doc, book_glossary, document_texts, make_schema

# Ranking knobs of Whoosh's own (see ranking.py for the others).
MATCHER = Q.Or.ARRAY_MATCHER
BM25_B, BM25_K1 = 0.6, 1.2  # passage length normalisation and term-frequency saturation


# Scoring. Whoosh scores an Or of many clauses by reading every clause's postings and
# BM25F-scoring each one, on every query: most of a search's time. A clause's scores per
# document depend only on the index generation (idf, field lengths), so they are computed
# once per generation (by Whoosh's own matchers, so the floats are the same) and summed
# here in Whoosh's order; the top documents are then chosen as Whoosh's collector does
# (score descending, lower document number first). Set SCORE_CACHE False to compare.
SCORE_CACHE = True
# The caches keyed by what players send fill within a worker's first few thousand requests and
# then hold: together (clause scores 8 MB at the shipped books, word memo 6 MB, web.url_for 4 MB)
# they stay inside issue 26's budget of 30 MB growth after the first 2,000 (16 + 12 + 16 MB grew +50 MB).
CLAUSE_CACHE_BYTES = 8 * 1024 * 1024  # per generation at least: scored postings (12 bytes each), keys, entries
CLAUSE_CACHE_ENTRIES = 100_000
# A clause's scored postings grow with the passages it matches, so a fixed 8 MB held the clauses
# of the shipped books' questions but thrashed at 500 books (issue 30: the dev set's clauses need
# 17.6 MB there, ~170 bytes per passage; with room for them a new question's median went from
# ~430 to ~210 ms, p95 ~1.17 to ~0.43 s). The bound grows with the generation's passages (1.5x
# that need), up to CLAUSE_CACHE_MAX_BYTES (near 1,300 books); a small library keeps CLAUSE_CACHE_BYTES.
CLAUSE_CACHE_BYTES_PER_PASSAGE = 256
CLAUSE_CACHE_MAX_BYTES = 64 * 1024 * 1024


def clause_cache_bytes(passages: int) -> int:
    """The clause-score cache's byte bound for a generation of `passages` passages."""
    return max(CLAUSE_CACHE_BYTES, min(CLAUSE_CACHE_MAX_BYTES, CLAUSE_CACHE_BYTES_PER_PASSAGE * passages))


def _clause_size(value) -> int:
    """What a clause-cache key or value really holds: a key's text, a value's two arrays."""
    if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], array):
        return value[0].buffer_info()[1] * value[0].itemsize + value[1].buffer_info()[1] * value[1].itemsize + 128
    return approx_size(value)


class _ClauseScores(BoundedCache):
    """Per index generation: query clause -> (document numbers, scores), as Whoosh scores it.

    Bounded in bytes (`clause_cache_bytes` of the generation's passages) and entries, counting
    every entry, the clauses that match nothing included (issue 26: those were free, and 1,500
    distinct searches held +228 MB): the least recently used clauses go first."""

    def __init__(self, passages: int = 0):
        super().__init__("search.clause_scores", CLAUSE_CACHE_ENTRIES, clause_cache_bytes(passages),
                         sizeof=_clause_size)

    def scores(self, searcher, clause) -> tuple:
        if isinstance(clause, Q.Term):  # boosts are applied when summing: one entry per term
            key, boost = ("term", clause.fieldname, clause.text), clause.boost
        else:
            key, boost = ("query", repr(clause)), 1.0
        got = self.get(key)
        if got is None:
            bare = Q.Term(clause.fieldname, clause.text) if key[0] == "term" else clause
            docnums, scores = array("i"), array("d")
            context = searcher.context()  # what Searcher.search gives its collector
            for sub, offset in searcher.leaf_searchers():
                m = bare.matcher(sub, context)
                whole = _scored_at_once(sub, m, bare.fieldname) if key[0] == "term" else None
                if whole is not None:
                    ids, sc = whole
                    docnums.extend((ids + offset).astype(np.intc).tolist())
                    scores.extend(sc.tolist())
                    continue
                while m.is_active():
                    docnums.append(offset + m.id())
                    scores.append(m.score())
                    m.next()
            limits.spend(1 + len(docnums) // 256)
            got = self.put(key, (docnums, scores))
        return got, boost


_LENGTH_OF_BYTE = np.array([byte_to_length(b) if b else 0 for b in range(256)], dtype=np.float64)


def _field_lengths(sub, fieldname: str) -> np.ndarray | None:
    """Every document's length in a field of one segment, as `doc_field_length` decodes it (0
    where it gives none), read once per segment reader from its length column."""
    try:
        perdoc = sub.reader()._perdoc
        col = perdoc._cached_reader(f"_{fieldname}_len", LENGTHS_COLUMN)
    except AttributeError:
        return None
    if col is None or not hasattr(col, "_basepos") or getattr(col, "_fixedlen", 0) != 1:
        return None
    got = getattr(col, "_referee_lengths", None)
    if got is None:
        raw = col._dbfile.get(col._basepos, col._count) if col._count else b""
        got = col._referee_lengths = _LENGTH_OF_BYTE[np.frombuffer(raw, dtype=np.uint8)]
    return got


def _scored_at_once(sub, m, fieldname: str) -> tuple[np.ndarray, np.ndarray] | None:
    """A plain term's postings in one segment with their BM25F scores, read a block at a time and
    scored as arrays: the same floats `m.score()` gives each posting (the book's formula in its
    order of operations), without a Python call per posting. At 500 distinct books a new question
    scored ~15,000 postings one by one, most of its time. None where this is not that case (the
    caller then scores posting by posting)."""
    if type(m) is not W3LeafMatcher or type(m.scorer) is not BM25FScorer:
        return None
    lengths = _field_lengths(sub, fieldname)
    if lengths is None:
        return None
    ids, weights = [], []
    while m.is_active():
        if m._ids is None:
            m._read_ids()
        if m._weights is None:
            m._read_weights()
        ids.append(np.asarray(m._ids[m._i:], dtype=np.int64))
        weights.append(np.asarray(m._weights[m._i:], dtype=np.float64))
        m._next_block()
    if not ids:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.float64)
    d, tf = np.concatenate(ids), np.concatenate(weights)
    sc = m.scorer
    inside = d < len(lengths)
    fl = np.where(inside, lengths[np.where(inside, d, 0)], 0.0)
    idf, avgfl, B, K1 = sc.idf, sc.avgfl, sc.B, sc.K1
    out = idf * ((tf * (K1 + 1)) / (tf + K1 * ((1 - B) + B * fl / avgfl)))
    for i in np.flatnonzero(fl == 0).tolist():  # past the column or no length: as Whoosh reads it
        out[i] = sc._score(float(tf[i]), sub.doc_field_length(int(d[i]), fieldname, 1))
    return d, out


class _GenerationMemo(BoundedCache):
    """A memo valid while one index generation serves: its named tables (string keys, a fixed
    set such as "docs") kept whole, and the analysis of query words and texts (tuple keys:
    corrections, concepts, document frequencies, glossary matches), which players' questions
    add to without end, in a cache bounded in entries and bytes."""

    def __init__(self):
        super().__init__("search.word_memo", WORD_MEMO_ENTRIES, WORD_MEMO_BYTES)
        self.tables: dict[str, object] = {}

    def get(self, key, default=None):
        if type(key) is str:
            return self.tables.get(key, default)
        return super().get(key, default)

    def __contains__(self, key) -> bool:
        return key in self.tables if type(key) is str else super().__contains__(key)

    def put(self, key, value):
        if type(key) is str:
            self.tables[key] = value
            return value
        return super().put(key, value)

    def clear(self) -> None:
        self.tables.clear()
        super().clear()


WORD_MEMO_ENTRIES = 200_000
WORD_MEMO_BYTES = 6 * 1024 * 1024  # (see CLAUSE_CACHE_BYTES)


def _in_game(q, game: str | list[str]):
    """``q`` counted only in ``game``'s passages (or in those of each game of a list), scored
    as ``q`` alone.  (Whoosh 2.7.4's ``Require`` matches the wrong documents, and so does an
    ``And`` with an ``Or`` of three zero-boost game terms; an ``And`` with one does not.)"""
    if isinstance(game, str):
        return Q.And([q, Q.Term("game", game, boost=0.0)])
    if len(game) == 1:
        return _in_game(q, game[0])
    return _InGames(None, scoped=(q, list(game)))


class _InGames(Q.Or):
    """``_in_game`` over several games: the Or of one And per game, built only when read (a
    quoted phrase's Whoosh search, the PostgreSQL backend's phrases), while `_scoped_term`
    reads its (term, games) as given: a new question over 500 books built ~10,000 such Ands
    that the clause-score path never reads. Built by Whoosh itself (normalize, copy) with
    its parts, it is an Or like any other."""

    def __init__(self, subqueries, boost=1.0, minmatch=0, scale=None, *, scoped=None):
        if subqueries is not None:
            Q.Or.__init__(self, subqueries, boost=boost, minmatch=minmatch, scale=scale)
        else:
            self._parts, self.boost, self.minmatch, self.scale = None, boost, minmatch, scale
        self._scoped = scoped

    @property
    def subqueries(self):
        if self._parts is None:
            q, games = self._scoped
            self._parts = [_in_game(q, g) for g in games]
        return self._parts

    @subqueries.setter
    def subqueries(self, value):
        self._parts = value
        self._scoped = None

    def normalize(self):
        return Q.Or(self.subqueries, boost=self.boost, minmatch=self.minmatch, scale=self.scale).normalize()


def _scoped_term(clause) -> tuple | None:
    """(term, games) for an ``_in_game`` clause over one term, else None."""
    scoped = getattr(clause, "_scoped", None)
    if type(clause) is _InGames and scoped is not None:  # as the parts would say, without building them
        return (scoped[0], frozenset(scoped[1])) if clause.boost == 1.0 else None
    parts = clause.subqueries if isinstance(clause, Q.Or) and clause.boost == 1.0 else [clause]
    term, games = None, set()
    for part in parts:
        if not (isinstance(part, Q.And) and part.boost == 1.0 and len(part.subqueries) == 2
                and isinstance(part.subqueries[0], Q.Term) and isinstance(part.subqueries[1], Q.Term)
                and part.subqueries[1].fieldname == "game" and part.subqueries[0] == (term or part.subqueries[0])):
            return None
        term = part.subqueries[0]
        games.add(part.subqueries[1].text)
    return (term, frozenset(games)) if term is not None else None


class _DocGames:
    """Per index generation: each document's game as a small integer, in one array, so that a
    clause counted in some books and a search within some games are one vectorised test per
    clause, not a Python loop over its postings or over the books' runs of documents (at 500
    books a new question's summing loop was ~40% of its time, issue 30). Documents not in the
    table (deleted ones) belong to no game."""

    def __init__(self, docs: dict, size: int):
        names = sorted({v[0] for v in docs.values()})
        self.number = {g: i for i, g in enumerate(names)}
        self.of = np.full(max(size, max(docs, default=-1) + 1), -1, dtype=np.int32)
        if docs:
            keys = np.fromiter(docs.keys(), dtype=np.int64, count=len(docs))
            self.of[keys] = [self.number[v[0]] for v in docs.values()]

    def allowed(self, games) -> np.ndarray:
        """A mask over game numbers (its last slot, for "no game", always False): index it with
        `self.of[docnums]`."""
        mask = np.zeros(len(self.number) + 1, dtype=bool)
        mask[[self.number[g] for g in games if g in self.number]] = True
        return mask


def _top_docs(searcher, clauses: list, cache: _ClauseScores, docs: dict, games: set | None,
              limit: int, doc_games: _DocGames | None = None) -> list[tuple[int, float]]:
    """The top documents of Or(clauses) with their scores, as `searcher.search` finds them:
    each clause's scores added per document in clause order (Whoosh's ArrayUnionMatcher),
    only documents scoring above zero, top `limit` by score then document number.
    The sums are float64 additions in the same order as Whoosh's (one per clause and document,
    a clause's documents all distinct), so the scores are the same floats.
    `doc_games`: the generation's `_DocGames`, when the caller keeps it."""
    if doc_games is None:
        doc_games = _DocGames(docs, searcher.reader().doc_count_all())
    acc = np.zeros(len(doc_games.of), dtype=np.float64)
    for clause in clauses:
        scoped = _scoped_term(clause)
        if scoped is not None:  # a term counted in some books: its scores (cached once) kept there
            term, allowed = scoped
            (docnums, scores), boost = cache.scores(searcher, term)
            limits.spend(1 + len(docnums) // 1024)
            d, s = _as_numpy(docnums, scores)
            inside = doc_games.allowed(allowed)[doc_games.of[d]]
            acc[d[inside]] += s[inside] * boost
            continue
        (docnums, scores), boost = cache.scores(searcher, clause)
        limits.spend(1 + len(docnums) // 1024)
        d, s = _as_numpy(docnums, scores)
        acc[d] += s if boost == 1.0 else s * boost
    found = np.flatnonzero(acc > 0)  # document numbers, ascending
    if games is not None:
        found = found[doc_games.allowed(games)[doc_games.of[found]]]
    values = acc[found]
    if len(found) > limit:  # only documents scoring at least the limit-th best score can be in the top
        cut = np.partition(values, len(values) - limit)[len(values) - limit] if limit > 0 else np.inf
        keep = values >= cut
        found, values = found[keep], values[keep]
    order = np.lexsort((found, -values))[:limit]  # score descending, then document number
    return list(zip(found[order].tolist(), values[order].tolist()))  # Python ints and floats


def _as_numpy(docnums: array, scores: array) -> tuple[np.ndarray, np.ndarray]:
    """A clause's cached postings as NumPy arrays over the same memory (no copy)."""
    if not len(docnums):
        return np.zeros(0, dtype=np.intp), np.zeros(0, dtype=np.float64)
    return np.frombuffer(docnums, dtype=np.intc), np.frombuffer(scores, dtype=np.float64)


def _stored_keys(searcher, docnum: int) -> tuple[str, str, str]:
    d = searcher.stored_fields(docnum)
    return d.get("game"), d.get("anchor"), d.get("lang")


# A term found in more than this share of the passages barely ranks them, yet matching it
# costs a pass over most of the index; such terms still count in the coverage re-ranking.
COMMON_SHARE = 0.15


def _selective(clauses: list, reader, memo: dict | None = None) -> list:
    """Drop term clauses that match nothing, and very common ones when rarer ones remain.
    Document frequencies are remembered in the memo (one per index generation)."""
    total = max(1, reader.doc_count())
    memo = {} if memo is None else memo
    keep, common = [], []
    for c in clauses:
        if isinstance(c, Q.Term):
            key = ("df", c.fieldname, c.text)
            df = memo.get(key)
            if df is None:
                limits.spend()
                df = memo[key] = reader.doc_frequency(c.fieldname, c.text)
            if df == 0:
                continue
            if df / total > COMMON_SHARE:
                common.append(c)
                continue
        keep.append(c)
    return keep if any(isinstance(c, Q.Term) for c in keep) else keep + common


class WhooshBackend:
    """The Whoosh storage of a `SearchIndex` (a part of it: `SearchIndex.__init__` sets the
    state used here, `folder`, `_lock`, `_cached`, `_word_memo`, `_clauses`, `_local`; `update`
    has `PassageVectors` write the passage vectors first)."""

    on_progress = None  # called after each book `update` indexes: (book, its passages, passages to index)

    # -- generations -------------------------------------------------------------
    def _pointer(self) -> Path:
        return self.folder / "CURRENT"

    def current_generation(self) -> str | None:
        try:
            name = self._pointer().read_text().strip()
        except OSError:
            return None
        gen = self.folder / name
        return name if (gen / "manifest.json").exists() else None

    def manifest(self) -> dict[str, str]:
        gen = self.current_generation()
        if not gen:
            return {}
        try:
            return json.loads((self.folder / gen / "manifest.json").read_text())
        except (OSError, ValueError):
            return {}

    @contextmanager
    def _writer_lock(self, wait: bool = True):
        """One builder at a time, across processes: the second waits (or fails clearly)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        with open(self.folder / ".build.lock", "a+") as fh:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
            except BlockingIOError:
                raise RuntimeError(f"another process is building the index in {self.folder}") from None
            try:
                yield
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)

    def update(self, books: dict[str, Rulebook], wait: bool = True) -> dict:
        """Bring the index in line with the books; returns what changed. Atomic."""
        started = time.perf_counter()
        with self._writer_lock(wait):
            self._write_vectors(books)  # before the books' new generation is published
            old = self.manifest()
            want = {b.id: _book_digest(b) for b in books.values()}
            changed = [i for i, d in want.items() if old.get(i) != d]
            removed = [i for i in old if i not in want]
            if not changed and not removed and self.current_generation():
                return {"changed": [], "removed": [], "seconds": 0.0, "rebuilt": False}
            current = self.current_generation()
            # an index written by another engine version (other fields) is rebuilt from scratch
            reuse = bool(current) and all(str(d).endswith(f":{ENGINE}") for d in old.values())
            if not reuse:
                changed, removed = list(want), [i for i in old if i not in want]
            new_name = f"gen-{time.time_ns()}"
            tmp = self.folder / f".{new_name}.tmp"
            if tmp.exists():
                shutil.rmtree(tmp)
            if reuse:
                shutil.copytree(self.folder / current, tmp)
                ix = windex.open_dir(str(tmp))
            else:
                tmp.mkdir(parents=True)
                ix = windex.create_in(str(tmp), make_schema())
            writer = ix.writer()
            for gid in changed + removed:
                writer.delete_by_term("game", gid)
            for gid in changed:
                book = books[gid]
                extra = document_texts(book, book_glossary(book), self.folder)
                for p in book.passages:
                    writer.add_document(**_doc(p, book.language, extra[p.anchor]))
                if self.on_progress is not None:  # a terminal's progress bar (referee.vectors.Progress)
                    self.on_progress(book, len(book.passages), sum(len(books[g].passages) for g in changed))
            writer.commit(optimize=len(changed) > 1)
            ix.close()
            (tmp / "manifest.json").write_text(json.dumps(want, indent=1))
            os.replace(tmp, self.folder / new_name)
            pointer_tmp = self.folder / ".CURRENT.tmp"
            pointer_tmp.write_text(new_name)
            os.replace(pointer_tmp, self._pointer())
            self._prune(keep={new_name, current})
            return {"changed": changed, "removed": removed, "rebuilt": True,
                    "seconds": round(time.perf_counter() - started, 3)}

    def _prune(self, keep: set) -> None:
        """Drop generations older than the previous one, and leftovers of crashed builds."""
        for child in self.folder.iterdir():
            if child.is_dir() and child.name not in keep and (
                    child.name.startswith("gen-") or child.name.startswith(".gen-")):
                shutil.rmtree(child, ignore_errors=True)

    def _open(self):
        gen = self.current_generation()
        if gen is None:
            return None
        with self._lock:
            if self._cached and self._cached[0] == gen:
                return self._cached[1]
            ix = windex.open_dir(str(self.folder / gen))
            self._cached = (gen, ix)
            return ix

    def doc_count(self) -> int:
        ix = self._open()
        return ix.doc_count() if ix else 0

    def _doc_table(self, ix, searcher) -> dict[int, tuple[str, str, str]]:
        """Document number -> (game, anchor, language), read once per index generation
        instead of reading stored fields back for every hit of every query."""
        memo = self._memo(ix)
        table = memo.get("docs")
        if table is None:
            table = {n: (d.get("game"), d.get("anchor"), d.get("lang")) for n, d in searcher.reader().iter_docs()}
            memo["docs"] = table
        return table

    def _clause_cache(self, ix, searcher=None) -> "_ClauseScores":
        """The scored postings of query clauses, valid while this index generation serves
        (sized by its passages: counted by the searcher given, as `ix.doc_count()` opens a
        reader, 60 ms at 500 books)."""
        got = self._clauses
        if got is None or got[0] is not ix:
            got = self._clauses = (ix, _ClauseScores((searcher or ix).doc_count()))
        return got[1]

    def _memo(self, ix) -> "_GenerationMemo":
        """A memo for query-word analysis, valid while this index generation serves (bounded:
        see _GenerationMemo)."""
        got = self._word_memo
        if got is None or got[0] is not ix:
            got = self._word_memo = (ix, _GenerationMemo())
        return got[1]

    @contextmanager
    def _searcher(self, ix):
        """This thread's searcher of the current generation: opened once, reused by every
        query (opening copies index files into memory: 47 ms at 500 books), reopened when
        a new generation is published. One per thread, as Whoosh searchers are not shared."""
        got = getattr(self._local, "searcher", None)
        if got is None or got[0] is not ix:
            if got is not None:
                try:
                    got[1].close()
                except Exception:  # an old generation's files may be gone already
                    pass
            got = (ix, ix.searcher(weighting=BM25F(B=BM25_B, K1=BM25_K1)))
            self._local.searcher = got
        yield got[1]

    def _candidates(self, ix, searcher, q, clauses: list, docs: dict, games: list[str] | None,
                    phrases: list[str], fetch: int) -> list[tuple[int, float]]:
        """The passages to re-rank, as (document number, score) best first: what a search
        fetches from the engine before re-ranking."""
        if phrases or not SCORE_CACHE:  # a quoted phrase must match: Whoosh's own And
            flt = Q.Or([Q.Term("game", g) for g in games]) if games else None
            return [(r.docnum, r.score) for r in searcher.search(q, limit=fetch, filter=flt)]
        memo = self._memo(ix)
        doc_games = memo.get("doc_games")
        if doc_games is None or doc_games[0] is not docs:
            doc_games = (docs, _DocGames(docs, searcher.reader().doc_count_all()))
            memo["doc_games"] = doc_games
        return _top_docs(searcher, clauses, self._clause_cache(ix, searcher), docs,
                         set(games) if games else None, fetch, doc_games[1])
