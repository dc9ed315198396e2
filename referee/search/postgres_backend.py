"""The PostgreSQL backend (issue 30): the library and its index in one database that any
number of app servers on any number of hosts share. Whoosh on disk stays the default;
this backend is used only when a database URL is given (`--database`, $REFEREE_DATABASE_URL).

What the database holds (see MIGRATIONS; `referee migrate`, and automatically on start):
- `files`: every file of the library (rulebooks, their glossaries), uploads included, with
  where each came from; `removed_files` keeps what a host removed (nothing is ever lost);
- `books`: one row per indexed book (its digest says when it must be indexed again);
- `passages`: each passage with a weighted `tsvector` per language (heading A, text B, the
  rules model's statements C, neighbouring context D) and a GIN index: quoted phrases and
  the proximity of neighbouring question words are matched on it (`<->`, `<2>`);
- `terms` and `postings`: the term dictionary (with document frequencies, and a `pg_trgm`
  index over the words the books use, for typos) and per-term postings with the term's
  frequency, the field's length and the posting's impact in each passage (indexed best first
  per term); `passage_postings`: each passage's postings in one row;
- `vectors`: the passages' meaning vectors (float32 arrays, as `bytea`), per book version;
- `referee_state`: the generation counter (bumped by every publish, in the same
  transaction) and the statistics BM25 needs.

Candidates are the passages Whoosh's BM25F would find, with the same scores: the ranking
on top of them (index.py `SearchIndex._search`, ranking.py, by_meaning.py, the chat) is
the same code over both backends. In a large library a question reads a bounded number of
postings, best first, and scores the passages they point to exactly (see BUDGET): its cost
no longer grows with the library, and its answer is Whoosh's whenever it can be proven so. That is why scoring reads postings instead of
`ts_rank`: `ts_rank` has no inverse document frequency, so the re-ranking knobs tuned on
Whoosh's BM25F would no longer fit. The `tsvector`s hold Referee's own stems (analysis.py)
rather than PostgreSQL's `english`/`spanish` Snowball stems, for the same reason: a
question's stems, its corrections, cognates and coverage are worked out in Python and
must be the very lexemes stored.

A publish (an upload, a removal, an import, a re-index) is one transaction under an
advisory lock: two hosts publishing at once are serialised (each whole, neither
corrupted), and a process killed mid-upload leaves the upload whole or absent.

Other hosts notice a publish by polling the generation (one indexed one-row read, at most
every GENERATION_POLL seconds per process) rather than LISTEN/NOTIFY: polling goes
through transaction-mode poolers (PgBouncer), needs no connection held open per process,
survives a database restart without re-subscribing, and already meets the 5-second
target; a NOTIFY is still sent on every publish for tools that want to listen.
"""
from __future__ import annotations

import fcntl
import hashlib
import logging
import math
import os
import re
import tempfile
import threading
import time
import warnings
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

with warnings.catch_warnings():  # Whoosh 2.7.4 is frozen upstream and warns on import
    warnings.simplefilter("ignore")
    from whoosh import query as Q
    from whoosh.formats import tokens as _tokens
    from whoosh.util.numeric import byte_to_length, length_to_byte

try:
    import psycopg
except ImportError:  # the optional extra: pip install 'referee[postgres]'
    psycopg = None

from ..meaning import MODEL_ID, encoder
from ..rulebook import RULEBOOK_SUFFIXES, Rulebook, RulebookError, load
from .analysis import LANGS
from .by_meaning import MEANING_TEXT, PassageVectors, _meaning_fits, meaning_text
from . import correction
from .correction import _compound_heads, _Vocabulary
from .documents import _book_digest, _doc, book_glossary, document_texts, make_schema, translating_together
from .whoosh_backend import BM25_B, BM25_K1, _scoped_term

log = logging.getLogger("referee")

GENERATION_POLL = 1.0  # seconds a process trusts the generation it read (see the docstring)
PUBLISH_LOCK = 0x52_45_46_45  # advisory lock key ("REFE"): one publish at a time, across hosts
MIGRATE_LOCK = PUBLISH_LOCK + 1
TYPO_SIMILARITY = 0.1  # pg_trgm similarity a typo's candidates need (a 4-letter word with one swap: ~0.11)
RETRY_AFTER = 5  # seconds a client is told to wait while the database is unreachable
NOTIFY_CHANNEL = "referee_generation"

# The indexed fields, numbered as `terms.field`. 0 is the speller's vocabulary (not scored).
FIELDS = ("words", "alias", *(f"{kind}_{lang}" for lang in LANGS for kind in ("body", "head", "ctx", "rules")))
FIELD_NO = {f: i for i, f in enumerate(FIELDS)}
WORDS = FIELD_NO["words"]
# tsvector weights and position ranges per kind of field (positions past a range are clamped)
TSV_WEIGHT = {"head": "A", "body": "B", "rules": "C", "ctx": "D"}
TSV_BASE = {"body": 0, "head": 4096, "rules": 8192, "ctx": 12288}
TSV_SPAN = 4095
TSV_MAX_POSITIONS = 255


def _field_boosts() -> list[float]:
    schema = make_schema()
    return [getattr(schema[f].format, "field_boost", 1.0) for f in FIELDS]


FIELD_BOOST = _field_boosts()

MIGRATIONS = [
    # 1: the library, the index, the vectors, the generation
    """
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TABLE referee_state (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        generation bigint NOT NULL DEFAULT 0,
        docs bigint NOT NULL DEFAULT 0,
        published timestamptz
    );
    INSERT INTO referee_state DEFAULT VALUES;
    CREATE TABLE files (
        name text COLLATE "C" PRIMARY KEY,
        content bytea NOT NULL,
        sha256 text NOT NULL,
        origin text NOT NULL DEFAULT 'import',
        modified timestamptz NOT NULL DEFAULT now(),
        generation bigint NOT NULL DEFAULT 0
    );
    CREATE TABLE removed_files (
        name text NOT NULL,
        content bytea NOT NULL,
        removed timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE books (
        no serial PRIMARY KEY,
        id text NOT NULL UNIQUE,
        file text NOT NULL,
        title text NOT NULL,
        language text NOT NULL,
        digest text NOT NULL,
        source_sha256 text NOT NULL,
        glossary_sha256 text,
        passages int NOT NULL,
        field_totals bigint[] NOT NULL,
        generation bigint NOT NULL
    );
    CREATE TABLE passages (
        id serial PRIMARY KEY,
        book int NOT NULL,
        game text NOT NULL,
        anchor text NOT NULL,
        lang text NOT NULL,
        section text NOT NULL,
        heading text NOT NULL,
        text text NOT NULL,
        tsv_en tsvector NOT NULL,
        tsv_es tsvector NOT NULL,
        lengths int[] NOT NULL
    );
    CREATE INDEX passages_book ON passages (book);
    CREATE INDEX passages_tsv_en ON passages USING gin (tsv_en);
    CREATE INDEX passages_tsv_es ON passages USING gin (tsv_es);
    CREATE TABLE terms (
        id serial PRIMARY KEY,
        field smallint NOT NULL,
        lex text COLLATE "C" NOT NULL,
        df int NOT NULL,
        freq bigint NOT NULL,
        UNIQUE (field, lex)
    );
    CREATE INDEX terms_lex ON terms (lex);
    CREATE INDEX terms_words_trgm ON terms USING gin (lex gin_trgm_ops) WHERE field = 0;
    CREATE TABLE postings (
        term int NOT NULL,
        passage int NOT NULL,
        book int NOT NULL,
        tf int NOT NULL,
        fl real NOT NULL,
        PRIMARY KEY (term, passage) INCLUDE (book, tf, fl)
    );
    CREATE INDEX postings_book ON postings (book);
    CREATE TABLE book_words (
        book int NOT NULL,
        lex text COLLATE "C" NOT NULL,
        df int NOT NULL,
        freq int NOT NULL,
        PRIMARY KEY (book, lex)
    );
    CREATE TABLE field_lengths (
        field smallint PRIMARY KEY,
        total bigint NOT NULL DEFAULT 0
    );
    INSERT INTO field_lengths (field) SELECT generate_series(0, %(fields)s - 1);
    CREATE TABLE vectors (
        book text NOT NULL,
        key text NOT NULL,
        dim int NOT NULL,
        matrix bytea NOT NULL,
        PRIMARY KEY (book, key)
    );
    """,
    # 2: bounded candidate retrieval (issue 30: at 504 books a new question scored every posting
    # of every question word). Each posting carries its BM25 term-frequency part ("impact",
    # with the field's boost) worked out with a reference average field length fixed per field
    # (`field_lengths.ref_avgfl`, set by the first publish that fills the field), and postings
    # are indexed best first per term, so a search reads the top of each word's list only;
    # each passage's own postings are kept together (`passage_postings`: the few passages a
    # search scores exactly are read in one row each, not one probe per word); a book's passages
    # are numbered in one run (`first_passage`..`last_passage`), so a search in a few books reads
    # their part of each list by the primary key. The postings table is rewritten rather than
    # updated in place (no dead copy of every posting left behind).
    """
    ALTER TABLE field_lengths ADD COLUMN ref_avgfl float8;
    UPDATE field_lengths f SET ref_avgfl = f.total::float8 / s.docs FROM referee_state s
        WHERE s.docs > 0 AND f.total > 0;
    CREATE TABLE postings_v2 (
        term int NOT NULL,
        passage int NOT NULL,
        book int NOT NULL,
        tf int NOT NULL,
        fl real NOT NULL,
        impact real NOT NULL
    );
    INSERT INTO postings_v2 (term, passage, book, tf, fl, impact)
        SELECT p.term, p.passage, p.book, p.tf, p.fl,
               (p.tf * b.boost * (%(k1)s + 1)) / (p.tf * b.boost + %(k1)s * (1 - %(b)s + %(b)s * p.fl / f.ref_avgfl))
        FROM postings p JOIN terms t ON t.id = p.term JOIN field_lengths f ON f.field = t.field
        JOIN unnest(%(boosts)s::float8[]) WITH ORDINALITY AS b(boost, i) ON b.i = t.field + 1;
    DROP TABLE postings;
    ALTER TABLE postings_v2 RENAME TO postings;
    ALTER TABLE postings ADD CONSTRAINT postings_pkey PRIMARY KEY (term, passage) INCLUDE (book, tf, fl);
    CREATE INDEX postings_book ON postings (book);
    CREATE INDEX postings_best ON postings (term, impact DESC, passage) INCLUDE (book, tf, fl);
    CREATE TABLE passage_postings (
        passage int NOT NULL,
        book int NOT NULL,
        terms int[] NOT NULL,
        tfs int[] NOT NULL,
        fls real[] NOT NULL
    );
    INSERT INTO passage_postings (passage, book, terms, tfs, fls)
        SELECT passage, min(book), array_agg(term ORDER BY term), array_agg(tf ORDER BY term), array_agg(fl ORDER BY term)
        FROM postings GROUP BY passage;
    ALTER TABLE passage_postings ADD PRIMARY KEY (passage);
    ALTER TABLE books ADD COLUMN first_passage int, ADD COLUMN last_passage int;
    UPDATE books b SET first_passage = s.lo, last_passage = s.hi
        FROM (SELECT book, min(id) AS lo, max(id) AS hi FROM passages GROUP BY book) s WHERE s.book = b.no;
    ANALYZE postings;
    ANALYZE passage_postings;
    """,
    # 3: the candidate query scores its pool of passages from their own postings by intersecting
    # each passage's sorted term ids with the question's in C (intarray's `&` and `idx`), rather
    # than unnesting every posting of 800 passages (~35,000 rows at 1,204 books) to keep ~3,400
    """
    CREATE EXTENSION IF NOT EXISTS intarray;
    """,
]
SCHEMA_VERSION = len(MIGRATIONS)


def _unavailable():
    from ..library import LibraryUnavailable
    return LibraryUnavailable


def require_psycopg() -> None:
    if psycopg is None:
        raise RuntimeError("the PostgreSQL backend needs psycopg: pip install 'referee[postgres]' "
                           "(or `make install-test`)")


def describe(url: str) -> str:
    """The URL without its password (for messages and the mirror folder's name)."""
    return re.sub(r"(://[^:/@]+):[^@]*@", r"\1:***@", url)


class Database:
    """Connections to one database: one per thread (and per process: a forked worker opens its
    own), autocommit for reads, reopened after the server went away. A read that fails on a
    dropped connection is tried once more on a new one; if the server is still unreachable,
    `LibraryUnavailable` says so (the web app answers 503 with Retry-After)."""

    def __init__(self, url: str):
        require_psycopg()
        self.url = url
        self._local = threading.local()

    def _conn(self):
        got = getattr(self._local, "conn", None)
        if got is not None and got[0] == os.getpid() and not got[1].closed and not got[1].broken:
            return got[1]
        conn = psycopg.connect(self.url, autocommit=True, connect_timeout=5, application_name="referee")
        self._local.conn = (os.getpid(), conn)
        return conn

    def drop(self) -> None:
        got = getattr(self._local, "conn", None)
        self._local.conn = None
        if got is not None and got[0] == os.getpid():
            try:
                got[1].close()
            except Exception:
                pass

    def forget(self) -> None:
        """After a fork: this process opens its own connections (the parent's stay its own)."""
        self._local = threading.local()

    def read(self, fn):
        """fn(connection) for a read-only step; retried once on a fresh connection."""
        for attempt in (0, 1):
            try:
                return fn(self._conn())
            except psycopg.OperationalError as err:
                self.drop()
                if attempt:
                    raise _unavailable()(f"the database is unreachable: {err}".strip(), RETRY_AFTER) from err

    @contextmanager
    def transaction(self, lock: int | None = PUBLISH_LOCK, wait: bool = True):
        """A cursor in one transaction, holding the publish lock (the advisory lock is
        released with the transaction, whatever ends it)."""
        try:
            conn = self._conn()
        except psycopg.OperationalError as err:
            self.drop()
            raise _unavailable()(f"the database is unreachable: {err}", RETRY_AFTER) from err
        try:
            with conn.transaction(), conn.cursor() as cur:
                if lock is not None:
                    if wait:
                        cur.execute("SELECT pg_advisory_xact_lock(%s)", (lock,))
                    elif not cur.execute("SELECT pg_try_advisory_xact_lock(%s)", (lock,)).fetchone()[0]:
                        raise RuntimeError("another process is publishing to the database")
                yield cur
        except psycopg.OperationalError as err:
            self.drop()
            raise _unavailable()(f"the database went away: {err}", RETRY_AFTER) from err


def migrate(db: Database) -> tuple[int, int]:
    """Create or upgrade the schema; returns (version before, version now). Safe to run
    from several processes at once (an advisory lock orders them)."""
    with db.transaction(lock=MIGRATE_LOCK) as cur:
        cur.execute("CREATE TABLE IF NOT EXISTS referee_schema (version int NOT NULL, "
                    "migrated timestamptz NOT NULL DEFAULT now())")
        row = cur.execute("SELECT max(version) FROM referee_schema").fetchone()
        before = row[0] or 0
        if before > SCHEMA_VERSION:
            raise RuntimeError(f"the database's schema is version {before}, newer than this Referee's "
                               f"({SCHEMA_VERSION}): upgrade Referee")
        for version in range(before + 1, SCHEMA_VERSION + 1):
            sql = MIGRATIONS[version - 1].replace("%(fields)s", str(len(FIELDS)))
            sql = sql.replace("%(boosts)s", "'{" + ",".join(repr(float(b)) for b in FIELD_BOOST) + "}'")
            cur.execute(sql.replace("%(k1)s", repr(float(BM25_K1))).replace("%(b)s", repr(float(BM25_B))))
            cur.execute("INSERT INTO referee_schema (version) VALUES (%s)", (version,))
    return before, SCHEMA_VERSION


# -- what a book is stored as ------------------------------------------------------------
def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _file_sha(path: Path) -> str | None:
    try:
        return _sha(path.read_bytes())
    except OSError:
        return None


def _lexeme(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "''") + "'"


def _tsvector(entries: dict[str, list[str]]) -> str:
    return " ".join(f"{_lexeme(lex)}:{','.join(pos[:TSV_MAX_POSITIONS])}" for lex, pos in entries.items())


@dataclass
class _Prepared:
    """One book as rows: what a publish writes for it."""
    book: Rulebook
    file: str
    digest: str
    source_sha: str
    glossary_sha: str | None
    passages: list[tuple] = field(default_factory=list)  # (anchor, lang, section, heading, text, tsv_en, tsv_es, lengths)
    postings: list[dict[int, dict[str, int]]] = field(default_factory=list)  # per passage: field -> lexeme -> tf
    words: dict[str, list[int]] = field(default_factory=dict)  # vocabulary: lexeme -> [passages, occurrences]
    totals: list[int] = field(default_factory=list)  # per field: the book's summed field lengths


@dataclass
class _Source:
    """A book to publish, parsed but not analysed yet (`_prepare` does that, a few books at a
    time: see PUBLISH_CHUNK)."""
    book: Rulebook
    file: str
    content: bytes | None = None

    @property
    def source_sha(self) -> str:
        return _sha(self.content if self.content is not None else self.book.path.read_bytes())

    @property
    def glossary_sha(self) -> str | None:
        return _file_sha(self.book.path.parent / f"{self.book.id}.glossary.toml")


# Books analysed and written at a time within one publish (still one transaction): analysing
# all of them first held every book's postings in memory (504 books: 10 GB), so a library of
# thousands could not be imported at all.
PUBLISH_CHUNK = 16


# A publish of at least BULK_BOOKS books into an index holding no passage (a library's first
# import: `referee index`, `serve` on an empty database) drops the search indexes of the tables
# it fills and builds them once at the end, in the same transaction (so an interrupted load
# still leaves nothing): kept up to date row by row, every posting is a probe into three ever
# larger B-trees (at 504 books the database's part of a load went from ~131 s to ~98 s, index
# builds included). Not done for a library that serves: dropping an index locks its table
# against readers until the publish commits.
BULK_BOOKS = 64
BULK_TABLES = ("passages", "postings", "passage_postings", "book_words", "terms")
BULK_MAINTENANCE_MEM = "256MB"  # the index builds' sort memory (this transaction only)


def _add_sources(cur, sources: list[_Source], generation: int) -> None:
    bulk = len(sources) >= BULK_BOOKS and not cur.execute("SELECT EXISTS (SELECT 1 FROM passages)").fetchone()[0]
    rebuild = _drop_indexes(cur) if bulk else []
    with translating_together([s.book for s in sources]):  # one Apertium run per batch, not per book
        for i in range(0, len(sources), PUBLISH_CHUNK):
            _add_books(cur, [_prepare(s.book, s.file, s.content) for s in sources[i:i + PUBLISH_CHUNK]], generation)
    if bulk:
        cur.execute(f"SET LOCAL maintenance_work_mem = '{BULK_MAINTENANCE_MEM}'")
        for sql in rebuild:
            cur.execute(sql)
        for table in BULK_TABLES:
            cur.execute(f"ANALYZE {table}")


def _drop_indexes(cur) -> list[str]:
    """Drop the indexes of BULK_TABLES a load need not read (all but the primary keys of
    `passages` and `terms` and the unique (field, lex) the dictionary's upsert checks);
    returns the statements that make them again, exactly as they were."""
    rows = cur.execute(
        """SELECT i.indexrelid::regclass::text, c.relname, con.conname, pg_get_indexdef(i.indexrelid),
                  pg_get_constraintdef(con.oid)
           FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
           LEFT JOIN pg_constraint con ON con.conindid = i.indexrelid AND con.conrelid = i.indrelid
           WHERE c.relname = ANY(%s) AND c.relnamespace = 'public'::regnamespace
             AND NOT (c.relname IN ('passages', 'terms') AND (i.indisprimary OR i.indisunique))
           ORDER BY 1""", (list(BULK_TABLES),)).fetchall()
    rebuild = []
    for index, table, constraint, indexdef, condef in rows:
        if constraint:
            cur.execute(f'ALTER TABLE {table} DROP CONSTRAINT "{constraint}"')
            rebuild.append(f'ALTER TABLE {table} ADD CONSTRAINT "{constraint}" {condef}')
        else:
            cur.execute(f"DROP INDEX {index}")
            rebuild.append(indexdef)
    return rebuild


_SCHEMA = None


def _prepare(book: Rulebook, file: str | None = None, source: bytes | None = None) -> _Prepared:
    """Analyse a book exactly as the Whoosh backend indexes it (the same schema, analyzers and
    documents: documents.py `_doc`), into postings, field lengths and weighted tsvectors."""
    global _SCHEMA
    schema = _SCHEMA = _SCHEMA or make_schema()
    if source is None:
        source = book.path.read_bytes()
    glossary = book_glossary(book)
    gpath = book.path.parent / f"{book.id}.glossary.toml"
    out = _Prepared(book, file or book.path.name, _book_digest(book), _sha(source), _file_sha(gpath),
                    totals=[0] * len(FIELDS))
    extra = document_texts(book, glossary)
    for p in book.passages:
        doc = _doc(p, book.language, extra[p.anchor])
        lengths = [0] * len(FIELDS)
        postings: dict[int, dict[str, int]] = {}
        tsv: dict[str, dict[str, list[str]]] = {lang: {} for lang in LANGS}
        for fname, value in doc.items():
            fno = FIELD_NO.get(fname)
            if fno is None or not value:
                continue
            fld = schema[fname]
            kind, _, lang = fname.partition("_")
            entries = tsv[lang] if fno != WORDS and lang in LANGS and kind in TSV_WEIGHT else None
            # one pass of the analyzer gives both the term frequencies Whoosh stores (its
            # Positions format counts the unstopped tokens of `analyzer(value, positions=True,
            # boosts=True, mode="index")`) and the tsvector's positions (half the load time
            # was analysing every field twice)
            tf: dict[str, int] = {}
            if entries is None:
                for t in _tokens(value, fld.analyzer, {"positions": True, "boosts": True, "mode": "index"}):
                    tf[t.text] = tf.get(t.text, 0) + 1
            else:
                weight, base = TSV_WEIGHT[kind], TSV_BASE[kind]
                for t in fld.analyzer(value, positions=True, boosts=True, mode="index"):
                    entries.setdefault(t.text, []).append(f"{base + min(t.pos, TSV_SPAN - 1) + 1}{weight}")
                    if not t.stopped:
                        tf[t.text] = tf.get(t.text, 0) + 1
            length = sum(tf.values())
            lengths[fno] = length
            out.totals[fno] += length
            if fno == WORDS:
                for lex, freq in tf.items():
                    got = out.words.setdefault(lex, [0, 0])
                    got[0] += 1
                    got[1] += freq
                continue
            postings[fno] = tf
        for entries in tsv.values():  # a position once per lexeme (long fields clamp onto their last one)
            for lex, pos in entries.items():
                entries[lex] = list(dict.fromkeys(pos))
        heading = " ".join(dict.fromkeys((*p.path, p.section)))
        out.passages.append((p.anchor, book.language, p.section, heading, p.text,
                             _tsvector(tsv["en"]), _tsvector(tsv["es"]), lengths))
        out.postings.append(postings)
    return out


def _quantised(length: int) -> float:
    """A field length as Whoosh stores it (one byte), so BM25's length norm is Whoosh's."""
    return float(byte_to_length(length_to_byte(length)))


def _remove_books(cur, numbers: list[int]) -> None:
    """Take books out of the index: their postings, passages, vocabulary and statistics."""
    for no in numbers:
        cur.execute("""UPDATE terms t SET df = t.df - s.df, freq = t.freq - s.freq
                       FROM (SELECT term, count(*) AS df, sum(tf) AS freq FROM postings WHERE book = %s
                             GROUP BY term) s WHERE t.id = s.term""", (no,))
        cur.execute("""UPDATE terms t SET df = t.df - w.df, freq = t.freq - w.freq FROM book_words w
                       WHERE w.book = %s AND t.field = 0 AND t.lex = w.lex""", (no,))
        row = cur.execute("SELECT passages, field_totals FROM books WHERE no = %s", (no,)).fetchone()
        cur.execute("DELETE FROM postings WHERE book = %s", (no,))
        cur.execute("DELETE FROM passage_postings f USING passages p WHERE p.book = %s AND f.passage = p.id", (no,))
        cur.execute("DELETE FROM passages WHERE book = %s", (no,))
        cur.execute("DELETE FROM book_words WHERE book = %s", (no,))
        cur.execute("DELETE FROM books WHERE no = %s", (no,))
        if row:
            cur.execute("""UPDATE field_lengths f SET total = f.total - t.total
                           FROM unnest(%s::bigint[]) WITH ORDINALITY AS t(total, i) WHERE f.field = t.i - 1""",
                        (row[1],))
            cur.execute("UPDATE referee_state SET docs = docs - %s", (row[0],))


def _add_books(cur, prepared: list[_Prepared], generation: int) -> None:
    """Put prepared books into the index (their ids must be free)."""
    if not prepared:
        return
    refs = _reference_lengths(cur, prepared)
    numbers = []
    for pb in prepared:
        b = pb.book
        numbers.append(cur.execute(
            """INSERT INTO books (id, file, title, language, digest, source_sha256, glossary_sha256, passages,
                                  field_totals, generation)
               VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s) RETURNING no""",
            (b.id, pb.file, b.title, b.language, pb.digest, pb.source_sha, pb.glossary_sha, len(pb.passages),
             pb.totals, generation)).fetchone()[0])
    # the term dictionary: document frequencies and occurrences added up over the new books
    counts: dict[tuple[int, str], list[int]] = {}
    for pb in prepared:
        for postings in pb.postings:
            for fno, tf in postings.items():
                for lex, n in tf.items():
                    got = counts.setdefault((fno, lex), [0, 0])
                    got[0] += 1
                    got[1] += n
        for lex, (df, freq) in pb.words.items():
            got = counts.setdefault((WORDS, lex), [0, 0])
            got[0] += df
            got[1] += freq
    ids: dict[tuple[int, str], int] = {}
    keys = sorted(counts)  # a fixed order: concurrent upserts never deadlock
    for i in range(0, len(keys), 20_000):
        chunk = keys[i:i + 20_000]
        cur.execute(
            """INSERT INTO terms (field, lex, df, freq)
               SELECT * FROM unnest(%s::smallint[], %s::text[], %s::int[], %s::bigint[])
               ON CONFLICT (field, lex) DO UPDATE SET df = terms.df + excluded.df, freq = terms.freq + excluded.freq
               RETURNING id, field, lex""",
            ([k[0] for k in chunk], [k[1] for k in chunk], [counts[k][0] for k in chunk],
             [counts[k][1] for k in chunk]))
        for tid, fno, lex in cur.fetchall():
            ids[(fno, lex)] = tid
    total = sum(len(pb.passages) for pb in prepared)
    pids = [r[0] for r in cur.execute("SELECT nextval('passages_id_seq') FROM generate_series(1, %s)",
                                      (total,)).fetchall()]
    pids.sort()
    it = iter(pids)
    # the rows go as COPY's text lines, numbers and number arrays formatted here: psycopg's
    # write_row dumps each value (and each element of a list) through its adapters, which was
    # most of a load's time outside the analysis (the values are the same: an int's text, a
    # float's shortest text that reads back to it)
    rows, posting_lines, forward_lines, ranges = [], [], [], []
    for no, pb in zip(numbers, prepared):
        first = last = None
        for (anchor, lang, section, heading, text, tsv_en, tsv_es, lengths), postings in zip(pb.passages, pb.postings):
            pid = next(it)
            first, last = first or pid, pid
            rows.append((pid, no, pb.book.id, anchor, lang, section, heading, text, tsv_en, tsv_es,
                         "{" + ",".join(map(str, lengths)) + "}"))
            own = []
            for fno, tf in postings.items():
                fl = _quantised(lengths[fno])
                fb, norm = FIELD_BOOST[fno], BM25_K1 * (1 - BM25_B + BM25_B * fl / refs[fno])
                tail = f"\t{pid}\t{no}\t"
                for lex, n in tf.items():
                    tid = ids[(fno, lex)]
                    posting_lines.append(f"{tid}{tail}{n}\t{fl!r}\t{n * fb * (BM25_K1 + 1) / (n * fb + norm)!r}\n")
                    own.append((tid, n, fl))
            if own:
                own.sort()
                forward_lines.append(f"{pid}\t{no}\t{{{','.join([str(o[0]) for o in own])}}}\t"
                                     f"{{{','.join([str(o[1]) for o in own])}}}\t{{{','.join([repr(o[2]) for o in own])}}}\n")
        ranges.append((no, first, last))
    cur.execute("""UPDATE books b SET first_passage = r.lo, last_passage = r.hi
                   FROM unnest(%s::int[], %s::int[], %s::int[]) AS r(no, lo, hi) WHERE b.no = r.no""",
                ([r[0] for r in ranges], [r[1] for r in ranges], [r[2] for r in ranges]))
    with cur.copy("COPY passages (id, book, game, anchor, lang, section, heading, text, tsv_en, tsv_es, lengths) "
                  "FROM STDIN") as copy:
        for r in rows:
            copy.write_row(r)
    _copy_lines(cur, "COPY postings (term, passage, book, tf, fl, impact) FROM STDIN", posting_lines)
    _copy_lines(cur, "COPY passage_postings (passage, book, terms, tfs, fls) FROM STDIN", forward_lines)
    _copy_lines(cur, "COPY book_words (book, lex, df, freq) FROM STDIN",
                [f"{no}\t{_copy_text(lex)}\t{df}\t{freq}\n" for no, pb in zip(numbers, prepared)
                 for lex, (df, freq) in pb.words.items()])
    totals = [sum(pb.totals[i] for pb in prepared) for i in range(len(FIELDS))]
    cur.execute("""UPDATE field_lengths f SET total = f.total + t.total
                   FROM unnest(%s::bigint[]) WITH ORDINALITY AS t(total, i) WHERE f.field = t.i - 1""", (totals,))
    cur.execute("UPDATE referee_state SET docs = docs + %s", (total,))


def _copy_text(value: str) -> str:
    """A text value as a line of COPY's text format holds it."""
    return value.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def _copy_lines(cur, sql: str, lines: list[str], batch: int = 20_000) -> None:
    with cur.copy(sql) as copy:
        for i in range(0, len(lines), batch):
            copy.write("".join(lines[i:i + batch]))


def _reference_lengths(cur, prepared: list[_Prepared]) -> list[float]:
    """Per field, the average length postings' impacts are worked out with (migration 2): fixed
    by the first publish that fills the field (its average after that publish), then kept, so
    impacts never need rewriting; searches bound the drift of the real average from it."""
    rows = cur.execute("SELECT f.field, f.total, f.ref_avgfl, s.docs FROM field_lengths f, referee_state s "
                       "ORDER BY f.field FOR UPDATE OF f").fetchall()
    docs = (rows[0][3] if rows else 0) + sum(len(pb.passages) for pb in prepared)
    refs, fill = [1.0] * len(FIELDS), {}
    for fno, total, ref, _ in rows:
        if ref:
            refs[fno] = ref
            continue
        added = total + sum(pb.totals[fno] for pb in prepared)
        if added > 0 and docs > 0:
            refs[fno] = fill[fno] = added / docs
    if fill:
        cur.execute("UPDATE field_lengths f SET ref_avgfl = r.ref FROM unnest(%s::int[], %s::float8[]) AS r(field, ref) "
                    "WHERE f.field = r.field", (list(fill), list(fill.values())))
    return refs


def _bump(cur) -> int:
    gen = cur.execute("UPDATE referee_state SET generation = generation + 1, published = now() "
                      "RETURNING generation").fetchone()[0]
    cur.execute(f"NOTIFY {NOTIFY_CHANNEL}, '{gen}'")
    return gen


# -- reading the index ---------------------------------------------------------------------
class _Generation:
    """One published generation as a server sees it: its statistics, and the terms looked up
    so far (a term's id, document frequency and occurrences). What the Whoosh backend's
    index object is to `SearchIndex`: a new one per generation keys every memo."""

    def __init__(self, backend: "PostgresBackend", number: int, docs: int, totals: list[int],
                 refs: list[float | None] = ()):
        self.backend = backend
        self.number = number
        self.name = f"pg-{number}"
        self.docs = docs
        self.avgfl = [((t or 0) / docs if docs else 0) or 1 for t in totals]
        # per field, how much more a posting can score now than its stored impact says (the
        # average length grew past the reference it was worked out with): bounds the unread
        refs = list(refs) + [None] * (len(self.avgfl) - len(refs))
        self.drift = [max(1.0, a / r) if r else 1.0 for a, r in zip(self.avgfl, refs)]
        self._terms: dict[tuple[int, str], tuple | None] = {}
        self._lock = threading.Lock()

    def doc_count(self) -> int:
        return self.docs

    @contextmanager
    def searcher(self):
        yield _Searcher(self)

    def terms(self, pairs) -> dict[tuple[int, str], tuple | None]:
        """(field, lexeme) -> (term id, df, occurrences), or None: looked up in one query for
        every lexeme not seen yet (all its fields at once), then remembered."""
        want = {lex for fno, lex in pairs if (fno, lex) not in self._terms}
        if want:
            rows = self.backend.db.read(lambda c: c.execute(
                "SELECT field, lex, id, df, freq FROM terms WHERE lex = ANY(%s) AND df > 0",
                (list(want),)).fetchall())
            with self._lock:
                if len(self._terms) > 200_000:
                    self._terms = {}
                for lex in want:
                    for fno in range(len(FIELDS)):
                        self._terms.setdefault((fno, lex), None)
                for fno, lex, tid, df, freq in rows:
                    self._terms[(fno, lex)] = (tid, df, freq)
        return {k: self._terms.get(k) for k in pairs}

    def term(self, fieldname: str, text) -> tuple | None:
        fno = FIELD_NO.get(fieldname)
        if fno is None:
            return None
        text = text.decode() if isinstance(text, bytes) else text
        return self.terms([(fno, text)])[(fno, text)]

    def idf(self, df: int) -> float:
        """Whoosh's inverse document frequency (scoring.WeightingModel.idf)."""
        return math.log(self.docs / (df + 1)) + 1


class _Reader:
    """The term statistics ranking.py and correction.py read, as a Whoosh reader gives them."""

    def __init__(self, gen: _Generation):
        self.gen = gen

    def doc_count(self) -> int:
        return self.gen.docs

    def doc_frequency(self, fieldname: str, text) -> int:
        got = self.gen.term(fieldname, text)
        return got[1] if got else 0

    def frequency(self, fieldname: str, text) -> int:
        got = self.gen.term(fieldname, text)
        return got[2] if got else 0

    def field_terms(self, fieldname: str) -> list[str]:
        fno = FIELD_NO[fieldname]
        return [r[0] for r in self.gen.backend.db.read(lambda c: c.execute(
            "SELECT lex FROM terms WHERE field = %s AND df > 0 ORDER BY lex", (fno,)).fetchall())]

    def expand_prefix(self, fieldname: str, prefix) -> list[bytes]:
        prefix = prefix.decode() if isinstance(prefix, bytes) else prefix
        pattern = prefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        rows = self.gen.backend.db.read(lambda c: c.execute(
            "SELECT lex FROM terms WHERE field = %s AND lex LIKE %s AND df > 0 ORDER BY lex",
            (FIELD_NO[fieldname], pattern)).fetchall())
        return [r[0].encode() for r in rows]  # as Whoosh gives them (ranking.py decodes)


class _Searcher:
    def __init__(self, gen: _Generation):
        self.gen = gen
        self._reader = _Reader(gen)

    def reader(self) -> _Reader:
        return self._reader

    def stored_fields(self, docnum: int) -> dict:
        row = self.gen.backend.db.read(lambda c: c.execute(
            "SELECT game, anchor, lang FROM passages WHERE id = %s", (docnum,)).fetchone())
        return dict(zip(("game", "anchor", "lang"), row)) if row else {}


def _flatten(q, boost: float, game: str | None, terms: list, phrases: list) -> None:
    """A query clause as the candidate SQL scores it: term items (field, lexeme, boost, game)
    and phrase items (field, lexemes, slop, boost, game)."""
    if isinstance(q, Q.Term):
        if q.fieldname in FIELD_NO:
            terms.append((FIELD_NO[q.fieldname], q.text, boost * q.boost, game))
    elif isinstance(q, Q.Phrase):
        if q.fieldname in FIELD_NO:
            phrases.append((FIELD_NO[q.fieldname], list(q.words), q.slop, boost * q.boost, game))
    elif isinstance(q, Q.And) and len(q.subqueries) == 2 and isinstance(q.subqueries[1], Q.Term) \
            and q.subqueries[1].fieldname == "game":  # whoosh_backend._in_game: q only in that game
        _flatten(q.subqueries[0], boost * q.boost, q.subqueries[1].text, terms, phrases)
    elif isinstance(q, Q.Or):
        for sub in q.subqueries:
            _flatten(sub, boost * q.boost, game, terms, phrases)
    elif q is Q.NullQuery or isinstance(q, type(Q.NullQuery)):
        return
    else:
        raise ValueError(f"the PostgreSQL backend cannot run the clause {q!r}")


def _phrase_tsquery(fieldname: str, words: list[str], slop: int) -> tuple[str, str] | None:
    """(language, tsquery) matching the words in order, each next one within `slop` positions
    of the last (Whoosh's Phrase: ordered, distance 1..slop), in that field's weight."""
    kind, _, lang = fieldname.partition("_")
    if lang not in LANGS or kind not in TSV_WEIGHT or not words:
        return None
    w = TSV_WEIGHT[kind]
    parts = [f"{_lexeme(x)}:{w}" for x in words]
    if len(parts) == 1:
        return lang, parts[0]
    if slop <= 1:
        return lang, " <-> ".join(parts)
    if len(parts) == 2:
        return lang, " | ".join(f"({parts[0]} <{d}> {parts[1]})" for d in range(1, slop + 1))
    return None  # (not built by _search: its proximity clauses are word pairs)


# Candidate retrieval's bounds (issue 30: at 504 books a new question scored all 160,197
# postings of its words, and rechecked thousands of tsvectors per phrase, and did not finish).
# A question reads at most BUDGET postings, best first: each word's list from its top (the
# `postings_best` index orders it by impact, the BM25 term-frequency part), as deep as its
# share of the budget (its idf x boost x field boost among the question's words; a list
# shorter than its share is read whole). The passages found are ranked by what the lists
# read say of them at most, and the best POOL are scored exactly from their own postings (the
# `passage_postings` table: about 26 per passage) and their tsvectors (phrases, neighbouring words). So
# a search costs the same at 4 or 5,000 books. What a passage never seen could score is
# bounded (each list not read whole: its last impact read), so whether the answer is the
# exhaustive one is known; when it is not but nearly (the bound within NEAR times the last
# score kept), the lists are read DEEPEN times deeper once more.
BUDGET = 12_000
MIN_DEPTH = 8
POOL = 800
DEEPEN = 4
NEAR = 2.0
# A question whose words' postings add up to no more than WHOLE_POSTINGS is scored over all of
# them (exact, and as cheap: every library of a few books), as is a search in books holding no
# more than SCOPE_PASSAGES passages (their part of each list, by the primary key: a book's
# passages are numbered in one run).
WHOLE_POSTINGS = 20_000
SCOPE_PASSAGES = 20_000
# A "how many" question asks for every candidate (index.py keeps the best and every one where a
# number counts what is asked); past WHOLE_POSTINGS it gets the best FETCH_CAP.
FETCH_CAP = 300

_SEEN_BEST = """
    SELECT u.term, s.passage, u.bound * s.impact AS most, u.cut FROM u CROSS JOIN LATERAL (
        SELECT p.passage, p.impact FROM postings p
        WHERE p.term = u.term AND (%(books)s::int[] IS NULL OR p.book = ANY(%(books)s))
        ORDER BY p.impact DESC, p.passage LIMIT u.depth) s"""
_SEEN_WHOLE = """
    SELECT u.term, p.passage, p.book, p.tf, p.fl, NULL::float8 AS most, u.cut FROM u JOIN postings p ON p.term = u.term
    WHERE (%(books)s::int[] IS NULL OR p.book = ANY(%(books)s))"""
_SEEN_RANGES = """
    SELECT u.term, p.passage, p.book, p.tf, p.fl, NULL::float8 AS most, u.cut
    FROM u CROSS JOIN unnest(%(lo)s::int[], %(hi)s::int[]) AS r(lo, hi)
    JOIN postings p ON p.term = u.term AND p.passage BETWEEN r.lo AND r.hi
    WHERE p.book = ANY(%(books)s)"""
_POST_SEEN = """
    SELECT term, passage, book, tf, fl FROM seen"""
_POST_POOL = """
    SELECT x.term, f.passage, f.book, f.tfs[idx(f.terms, x.term)] AS tf, f.fls[idx(f.terms, x.term)] AS fl
    FROM (SELECT passage FROM pool LIMIT %(pool)s) pool
    JOIN passage_postings f ON f.passage = pool.passage
    CROSS JOIN LATERAL unnest(f.terms & (SELECT sort(array_agg(term)) FROM u)) AS x(term)"""

_CANDIDATES_SQL = """
WITH u(term, bound, depth, cut) AS (
    SELECT * FROM unnest(%(u_term)s::int[], %(u_bound)s::float8[], %(u_depth)s::int[], %(u_cut)s::bool[])),
t(item, term, idf, boost, fb, avgfl, scope) AS (
    SELECT * FROM unnest(%(t_item)s::int[], %(t_term)s::int[], %(t_idf)s::float8[], %(t_boost)s::float8[],
                         %(t_fb)s::float8[], %(t_avg)s::float8[], %(t_scope)s::int[])),
sc(scope, book) AS (
    SELECT * FROM unnest(%(s_scope)s::int[], %(s_book)s::int[])),
ph(alt, item, lang, q, scope, words) AS (
    SELECT * FROM unnest(%(p_alt)s::int[], %(p_item)s::int[], %(p_lang)s::text[], %(p_q)s::tsquery[],
                         %(p_scope)s::int[], %(p_words)s::int[])),
pw(alt, term) AS (
    SELECT * FROM unnest(%(w_alt)s::int[], %(w_term)s::int[])),
seen AS MATERIALIZED ({seen}),
part AS MATERIALIZED (  -- what the lists read say of each passage at most (scoped words and phrases counted)
    SELECT passage, sum(most) AS hope FROM seen GROUP BY passage),
pool AS MATERIALIZED (  -- the passages scored exactly, and the best one left out (the proof's)
    SELECT passage, hope FROM part ORDER BY hope DESC, passage LIMIT %(pool)s + 1),
post AS MATERIALIZED ({post}),
pm AS MATERIALIZED (  -- phrases and neighbouring words, matched on the tsvectors of passages with all their words
    SELECT DISTINCT ph.item, ps.id AS passage
    FROM (SELECT pw.alt, post.passage, count(*) AS n FROM pw JOIN post ON post.term = pw.term
          GROUP BY pw.alt, post.passage) w
    JOIN ph ON ph.alt = w.alt AND w.n = ph.words
    JOIN passages ps ON ps.id = w.passage
    WHERE CASE WHEN ph.lang = 'es' THEN ps.tsv_es @@ ph.q ELSE ps.tsv_en @@ ph.q END
      AND (ph.scope = 0 OR (ph.scope, ps.book) IN (SELECT scope, book FROM sc))),
kinds(item, passage, score) AS (
    SELECT t.item, p.passage,
           t.idf * ((p.tf * t.fb * %(k1p1)s) / (p.tf * t.fb + %(k1)s * (%(one_b)s + %(b)s * p.fl / t.avgfl))) * t.boost
    FROM post p JOIN t ON t.term = p.term
    WHERE (t.scope = 0 OR (t.scope, p.book) IN (SELECT scope, book FROM sc))
      AND (t.item < 0 OR (t.item, p.passage) IN (SELECT item, passage FROM pm))
    UNION ALL SELECT item, passage, 0 FROM pm WHERE item >= %(must_from)s),
final AS MATERIALIZED (
    SELECT passage, sum(score) AS score FROM kinds
    GROUP BY passage
    HAVING (%(nmust)s = 0 OR count(DISTINCT item) FILTER (WHERE item >= %(must_from)s) = %(nmust)s)
       AND (NOT %(need_clause)s OR bool_or(item < %(must_from)s))
       AND (%(nmust)s > 0 OR sum(score) > 0))
SELECT passage, score, NULL::float8, NULL::float8, NULL::float8 FROM (
    SELECT passage, score FROM final ORDER BY score DESC, passage LIMIT %(fetch)s) top
UNION ALL  -- how exact: the last score kept, what a passage not seen can score at most, the best hope not scored
SELECT NULL, NULL,
       (SELECT score FROM final ORDER BY score DESC, passage OFFSET (%(fetch)s - 1) LIMIT 1),
       (SELECT coalesce(sum(least), 0) * 1.000001 FROM (
            SELECT min(most) AS least FROM seen WHERE cut GROUP BY term) c),
       (SELECT hope FROM pool ORDER BY hope DESC, passage OFFSET %(pool)s LIMIT 1)
WHERE %(pool)s::int IS NOT NULL
"""
_CANDIDATE_QUERIES = {how: _CANDIDATES_SQL.replace("{seen}", seen).replace("{post}", post) for how, seen, post in (
    ("best", _SEEN_BEST, _POST_POOL), ("whole", _SEEN_WHOLE, _POST_SEEN), ("ranges", _SEEN_RANGES, _POST_SEEN))}


# the candidate query's number arrays, sent as array literals ("{1,2,3}", cast in the SQL): psycopg
# dumps a list element by element (with a quoting test each), ~1.5 us an element, and a question
# over hundreds of books sends ~10,000 (its expansion words' books); a literal is one join. The
# values are the same: an int's text, a float's shortest text that reads back to it exactly.
_INT_ARRAYS = frozenset(("u_term", "u_depth", "t_item", "t_term", "t_scope", "s_scope", "s_book", "p_alt", "p_item",
                         "p_scope", "p_words", "w_alt", "w_term", "lo", "hi"))
_FLOAT_ARRAYS = frozenset(("u_bound", "t_idf", "t_boost", "t_fb", "t_avg"))
_BOOL_ARRAYS = frozenset(("u_cut",))


def _array_literals(params: dict) -> dict:
    out = dict(params)
    for k, v in params.items():
        if not isinstance(v, list):
            continue
        if k in _INT_ARRAYS:
            out[k] = "{" + ",".join([str(int(x)) for x in v]) + "}"
        elif k in _FLOAT_ARRAYS:
            out[k] = "{" + ",".join([repr(float(x)) for x in v]) + "}"
        elif k in _BOOL_ARRAYS:
            out[k] = "{" + ",".join(["t" if x else "f" for x in v]) + "}"
    return out


def _depths(weight: dict[int, float], df: dict[int, int], budget: int) -> dict[int, int]:
    """Each word's share of the posting budget, in proportion to its weight (what its rows can
    add to a score): a list shorter than its share is read whole and what it leaves is shared
    again among the others; every list is read MIN_DEPTH deep at least (its bound needs its top)."""
    depth: dict[int, int] = {}
    left = dict(weight)
    room = budget
    while left:
        total = sum(left.values()) or 1.0
        short = [t for t, w in left.items() if df[t] <= max(MIN_DEPTH, room * w / total)]
        if not short:
            for t, w in left.items():
                depth[t] = max(MIN_DEPTH, int(room * w / total))
            break
        for t in short:
            depth[t] = df[t]
            room -= df[t]
            del left[t]
    return depth


def _flatten_scoped(clause, terms: list, phrases: list) -> None:
    """`_flatten` for one of a question's clauses, a term counted in several games
    (whoosh_backend._in_game: an Or of one And per game) kept as one item scoped to those
    games: one item per game was a pass over the term's whole list per game (issue 30)."""
    got = _scoped_term(clause)
    if got is not None:
        term, games = got
        if term.fieldname in FIELD_NO:
            terms.append((FIELD_NO[term.fieldname], term.text, term.boost, games))
        return
    _flatten(clause, 1.0, None, terms, phrases)


class PostgresBackend:
    """The PostgreSQL storage of a `SearchIndex`, in place of `WhooshBackend` (see the module
    docstring). Its state: `db`, `mirror` (the local copy of the library's files, see
    `sync_folder`) and the per-generation memos `SearchIndex.__init__` sets."""

    db: Database
    mirror: Path | None = None

    # -- generations -------------------------------------------------------------
    def _open(self):
        """The serving generation (None before anything was published): the generation number
        is read at most every GENERATION_POLL seconds. While the database is unreachable the
        generation known last keeps serving what needs no query (remembered answers)."""
        now = time.monotonic()
        got = self._cached
        if got is not None and now - self._polled < GENERATION_POLL:
            return got[1]
        try:
            number, docs, totals, refs = self.db.read(lambda c: c.execute(
                "SELECT s.generation, s.docs, (SELECT array_agg(total ORDER BY field) FROM field_lengths), "
                "(SELECT array_agg(ref_avgfl ORDER BY field) FROM field_lengths) FROM referee_state s").fetchone())
        except _unavailable():
            if got is not None:
                return got[1]
            raise
        with self._lock:
            self._polled = now
            got = self._cached
            if got is not None and got[0] == number:
                return got[1]
            gen = _Generation(self, number, docs, list(totals or []), list(refs or [])) if number else None
            self._cached = (number, gen)
            return gen

    def current_generation(self) -> str | None:
        gen = self._open()
        return gen.name if gen is not None else None

    def database_generation(self) -> int:
        """The generation in the database now (no caching): what a library's freshness check reads."""
        return self.db.read(lambda c: c.execute("SELECT generation FROM referee_state").fetchone()[0])

    def manifest(self) -> dict[str, str]:
        rows = self.db.read(lambda c: c.execute("SELECT id, digest FROM books").fetchall())
        return dict(rows)

    def doc_count(self) -> int:
        gen = self._open()
        return gen.docs if gen else 0

    def after_fork(self) -> None:
        self.db.forget()
        self._cached = None

    def _doc_table(self, ix, searcher) -> dict[int, tuple[str, str, str]]:
        memo = self._memo(ix)
        table = memo.get("docs")
        if table is None:
            rows = self.db.read(lambda c: c.execute("SELECT id, game, anchor, lang FROM passages").fetchall())
            table = memo["docs"] = {r[0]: (r[1], r[2], r[3]) for r in rows}
        return table

    def _book_numbers(self, ix) -> dict[str, int]:
        """Book id -> its number in the postings (games filter on it), once per generation."""
        memo = self._memo(ix)
        got = memo.get("book_no")
        if got is None:
            got = memo["book_no"] = dict(self.db.read(lambda c: c.execute("SELECT id, no FROM books").fetchall()))
        return got

    @contextmanager
    def _searcher(self, ix):
        yield _Searcher(ix)

    # -- candidates ----------------------------------------------------------------
    def _candidates(self, ix, searcher, q, clauses: list, docs: dict, games: list[str] | None,
                    phrases: list[str], fetch: int) -> list[tuple[int, float]]:
        """The passages Whoosh would fetch, with Whoosh's BM25F scores, from one SQL query (at
        most two, see BUDGET): term clauses are scored from their postings; proximity and quoted
        phrases are matched on the tsvectors; a quoted phrase must match (Whoosh's And). Exactly
        Whoosh's while the question's postings are few (WHOLE_POSTINGS) or the search is in a few
        books (SCOPE_PASSAGES); past that, the best of a bounded read (`candidate_stats` counts
        the searches whose answer was proven exact)."""
        gen: _Generation = ix
        numbers = self._book_numbers(ix)
        terms: list = []
        prox: list = []
        for c in clauses:
            _flatten_scoped(c, terms, prox)
        musts: list[list] = []
        if phrases:
            subs = list(q.subqueries) if isinstance(q, Q.And) else [q]
            for sub in subs[:len(phrases)]:
                items: list = []
                _flatten(sub, 1.0, None, [], items)
                if not items:
                    return []  # a quoted phrase none of whose words the analyzers keep: nothing matches
                musts.append(items)
        books = None
        if games:
            books = sorted({numbers[g] for g in games if g in numbers})
            if not books:
                return []
        lookups = [(fno, lex) for fno, lex, _, _ in terms]
        lookups += [(fno, lex) for items in ([prox] + musts) for fno, words, *_ in items for lex in words]
        found = gen.terms(lookups)
        t_cols: dict[str, list] = {k: [] for k in ("item", "term", "idf", "boost", "fb", "avg", "scope")}
        p_cols: dict[str, list] = {k: [] for k in ("alt", "item", "lang", "q", "scope", "words")}
        w_cols: dict[str, list] = {"alt": [], "term": []}
        scopes: dict[frozenset, int] = {}
        bound: dict[int, float] = {}  # term id -> its rows' idf x boost, with the drift from the reference length
        weight: dict[int, float] = {}  # term id -> what its rows can add to a passage's score, for its share
        df: dict[int, int] = {}

        by_games: dict = {}  # the games of a clause -> their scope (an expansion word's body and heading clauses)

        def scope_of(game) -> int | None:
            """0: every book; a number: the books of a set of games (None: none of them is indexed)."""
            if game is None:
                return 0
            got = by_games.get(game, 0)
            if got != 0:
                return got
            wanted = frozenset(map(numbers.get, (game,) if isinstance(game, str) else game))
            wanted = wanted - {None} if None in wanted else wanted
            got = by_games[game] = scopes.setdefault(wanted, len(scopes) + 1) if wanted else None
            return got

        def add_term(item, fno, lex, boost, scope) -> int | None:
            info = found.get((fno, lex))
            if info is None:
                return None
            idf = gen.idf(info[1])
            t_cols["item"].append(item)
            t_cols["term"].append(info[0])
            t_cols["idf"].append(idf)
            t_cols["boost"].append(boost)
            t_cols["fb"].append(FIELD_BOOST[fno])
            t_cols["avg"].append(gen.avgfl[fno])
            t_cols["scope"].append(scope)
            bound[info[0]] = bound.get(info[0], 0.0) + idf * boost * gen.drift[fno]
            weight[info[0]] = weight.get(info[0], 0.0) + idf * boost * FIELD_BOOST[fno]
            df[info[0]] = info[1]
            return info[0]

        for fno, lex, boost, game in terms:
            scope = scope_of(game)
            if scope is not None:
                add_term(-1, fno, lex, boost, scope)

        def add_phrase(item, fno, words, slop, boost, game) -> bool:
            scope = scope_of(game)
            if any(found.get((fno, w)) is None for w in words) or scope is None:
                return False  # Whoosh's Phrase matches nothing when a word is not in the index
            tsq = _phrase_tsquery(FIELDS[fno], words, slop)
            if tsq is None:
                return False
            alt = len(p_cols["alt"])
            ids = [add_term(item, fno, w, boost, scope) for w in dict.fromkeys(words)]
            p_cols["alt"].append(alt)
            p_cols["item"].append(item)
            p_cols["lang"].append(tsq[0])
            p_cols["q"].append(tsq[1])
            p_cols["scope"].append(scope)
            p_cols["words"].append(len(ids))
            w_cols["alt"].extend([alt] * len(ids))
            w_cols["term"].extend(ids)
            return True

        item = 0
        for fno, words, slop, boost, game in prox:  # neighbouring question words: one item each
            if add_phrase(item, fno, words, slop, boost, game):
                item += 1
        must_from = item
        for k, items in enumerate(musts):  # a quoted phrase: one item, matched in any language
            if not any([add_phrase(must_from + k, *it) for it in items]):
                return []
        nmust = len(musts)
        if not t_cols["term"]:
            return []
        params = {f"t_{k}": v for k, v in t_cols.items()} | {f"p_{k}": v for k, v in p_cols.items()} | {
            f"w_{k}": v for k, v in w_cols.items()} | {
            "s_scope": [n for s, n in scopes.items() for _ in s], "s_book": [b for s in scopes for b in s],
            "u_term": list(bound), "u_bound": list(bound.values()),
            "books": books, "k1": BM25_K1, "k1p1": BM25_K1 + 1, "b": BM25_B, "one_b": 1 - BM25_B,
            "must_from": must_from, "nmust": nmust, "need_clause": bool(phrases and clauses)}
        ranges = self._book_ranges(ix) if books else {}
        if books and all(b in ranges for b in books) and sum(ranges[b][2] for b in books) <= SCOPE_PASSAGES:
            how = "ranges"  # a search in a few books: their part of every list, whole
            params |= {"lo": [ranges[b][0] for b in books], "hi": [ranges[b][1] for b in books]}
        elif sum(df.values()) <= WHOLE_POSTINGS:
            how = "whole"
        else:
            how = "best"
        if how != "best":
            params |= {"u_depth": [df[t] for t in bound], "u_cut": [False] * len(bound), "pool": None, "fetch": fetch}
            rows, _ = self._run_candidates(how, params)
            return rows
        fetch = min(fetch, FETCH_CAP)
        budget, pool = BUDGET, max(POOL, fetch + fetch // 2)
        while True:
            depth = _depths(weight, df, budget)
            params |= {"u_depth": [depth[t] for t in bound], "u_cut": [depth[t] < df[t] for t in bound],
                       "pool": pool, "fetch": fetch}
            rows, proof = self._run_candidates("best", params)
            last, unseen, outside = proof
            exact = last is not None and len(rows) == fetch and last >= max(unseen, (outside or 0.0) + unseen)
            exact = exact or (not unseen and outside is None)  # every list read whole, every passage scored
            whole = all(depth[t] >= df[t] for t in bound)
            if exact or whole or budget > BUDGET or last is None or unseen + (outside or 0.0) > NEAR * last:
                break
            budget, pool = budget * DEEPEN, pool * 2  # nearly proven: once more, deeper
        self.candidate_stats[("best", exact or whole)] += 1
        return rows

    def _run_candidates(self, how: str, params: dict) -> tuple[list[tuple[int, float]], tuple]:
        """The candidates, and for the bounded query (last score kept, what a passage not seen
        could score at most, the best hope of a passage seen but not scored exactly)."""
        sql = _CANDIDATE_QUERIES[how]
        params = _array_literals(params)
        got = self.db.read(lambda c: c.execute(sql, params, prepare=False).fetchall())  # a generic plan of it is slow
        rows = [(r[0], float(r[1])) for r in got if r[0] is not None]
        if how != "best":
            self.candidate_stats[(how, True)] += 1
            return rows, (None, 0.0, None)
        proof = next(r[2:] for r in got if r[0] is None)
        return rows, (proof[0], float(proof[1] or 0.0), proof[2])

    def _book_ranges(self, ix) -> dict[int, tuple[int, int, int]]:
        """Book number -> (its first passage, its last, how many), once per generation."""
        memo = self._memo(ix)
        got = memo.get("book_ranges")
        if got is None:
            got = memo["book_ranges"] = {r[0]: (r[1], r[2], r[3]) for r in self.db.read(lambda c: c.execute(
                "SELECT no, first_passage, last_passage, passages FROM books WHERE first_passage IS NOT NULL"
            ).fetchall())}
        return got

    # -- typo correction over the database's vocabulary ------------------------------
    def _vocabulary(self, searcher) -> _Vocabulary:
        """The words the books use, with their frequencies and compound heads (no delete table:
        near spellings come from the trigram index, see `_near_words`)."""
        gen = self.current_generation()
        got = self._speller
        if got is None or got.generation != gen:
            rows = self.db.read(lambda c: c.execute(
                "SELECT lex, freq FROM terms WHERE field = %s AND freq > 0", (WORDS,)).fetchall())
            freq = {t: f for t, f in rows if t.isalpha() and len(t) >= 3}
            parts = dict(generation=gen, deletes={}, freq=freq, compound_heads=_compound_heads(freq))
            if "longest" in _Vocabulary._fields:  # the longest word a typo may be of (correction.py)
                most = getattr(correction, "SPELLER_MAX_WORD", 10**6)
                parts["longest"] = max((len(t) for t in freq if len(t) <= most), default=0)
            got = self._speller = _Vocabulary(**parts)
        return got

    def _near_words(self, searcher, word: str) -> list[tuple[str, int]]:
        """The book words trigram-similar to the word (pg_trgm's GIN index), of a length two
        edits can reach; correction.py keeps those within its edit distance."""
        vocab = self._vocabulary(searcher)
        if len(word) > getattr(vocab, "longest", 10**6) + getattr(correction, "TYPO_EDITS", 2):
            return []  # within two edits of no book word

        def query(c):
            with c.transaction():
                c.execute("SELECT set_config('pg_trgm.similarity_threshold', %s, true)", (str(TYPO_SIMILARITY),))
                return c.execute("SELECT lex FROM terms WHERE field = %s AND freq > 0 AND lex %% %s "
                                 "AND length(lex) BETWEEN %s AND %s",
                                 (WORDS, word, len(word) - 2, len(word) + 2)).fetchall()
        return [(t, vocab.freq[t]) for (t,) in self.db.read(query) if t in vocab.freq]

    # -- publishing ------------------------------------------------------------------
    def _vectors_key(self, b: Rulebook) -> str:
        return hashlib.sha256(f"{MODEL_ID}\n{_book_digest(b)}\n{MEANING_TEXT}".encode()).hexdigest()[:24]

    def _write_vectors(self, books: dict[str, Rulebook]) -> None:
        """Encode (or take from the local vector cache) the passage vectors of every book the
        database has none for yet; stored before the books are published, as on disk."""
        if not _meaning_fits(books):
            return
        wanted = {b.id: self._vectors_key(b) for b in books.values() if b.passages}
        if not wanted:
            return
        have = set(self.db.read(lambda c: c.execute(
            "SELECT book, key FROM vectors WHERE book = ANY(%s)", (list(wanted),)).fetchall()))
        todo = [books[i] for i, k in wanted.items() if (i, k) not in have]
        enc = encoder() if todo else None
        if enc is None:
            return
        for b in todo:
            matrix = None
            cached = PassageVectors._vectors_path(self, b)  # the same vectors another index kept on disk
            if cached.exists():
                try:
                    matrix = np.load(cached, allow_pickle=False)
                except (OSError, ValueError):
                    matrix = None
                if matrix is not None and matrix.shape != (len(b.passages), enc.dim):
                    matrix = None
            if matrix is None:
                extra = document_texts(b, book_glossary(b), self.folder)
                matrix = enc.encode([meaning_text(p, extra[p.anchor]) for p in b.passages])
            data = np.ascontiguousarray(matrix, dtype=np.float32)
            self.db.read(lambda c: c.execute(
                "INSERT INTO vectors (book, key, dim, matrix) VALUES (%s, %s, %s, %s) ON CONFLICT DO NOTHING",
                (b.id, wanted[b.id], int(data.shape[1]), data.tobytes())))

    def _book_vectors(self, b: Rulebook) -> dict[str, "np.ndarray"]:
        enc = encoder()
        if enc is None or not b.passages:
            return {}
        row = self.db.read(lambda c: c.execute("SELECT dim, matrix FROM vectors WHERE book = %s AND key = %s",
                                               (b.id, self._vectors_key(b))).fetchone())
        if row is None or row[0] != enc.dim:
            return {}
        matrix = np.frombuffer(row[1], dtype=np.float32).reshape(-1, row[0])
        if matrix.shape != (len(b.passages), enc.dim):
            return {}
        return dict(zip((p.anchor for p in b.passages), matrix))

    def update(self, books: dict[str, Rulebook], wait: bool = True) -> dict:
        """Bring the index in line with the books this process loaded; returns what changed.
        Only books whose file here is the file in the database are indexed, and a book is
        taken out only when its file left the database (or, in step with it, no longer
        loads): a host whose copy is a moment old never undoes another host's publish."""
        started = time.perf_counter()
        self._write_vectors(books)
        rows = self.db.read(lambda c: c.execute(
            "SELECT b.id, b.digest, b.file, f.sha256 FROM books b LEFT JOIN files f ON f.name = b.file").fetchall())
        old = {r[0]: r[1:] for r in rows}
        want = {b.id: _book_digest(b) for b in books.values()}
        changed = [i for i, d in want.items() if old.get(i, (None,))[0] != d]
        removed = [i for i in old if i not in want]
        if not changed and not removed:
            return {"changed": [], "removed": [], "seconds": 0.0, "rebuilt": False}
        prepared = [_Source(books[i], books[i].path.name) for i in changed]
        with self.db.transaction(wait=wait) as cur:
            files = dict(cur.execute("SELECT name, sha256 FROM files").fetchall())
            ok = []
            for pb in prepared:
                gname = f"{pb.book.id}.glossary.toml"
                if files.get(pb.file) == pb.source_sha and files.get(gname) == pb.glossary_sha:
                    ok.append(pb)
            gone = []
            for i in removed:
                fname = old[i][1]
                in_step = self.mirror is not None and _file_sha(self.mirror / fname) == files.get(fname)
                if fname not in files or in_step:
                    gone.append(i)
            ids = [pb.book.id for pb in ok] + gone
            if not ids:
                return {"changed": [], "removed": [], "seconds": 0.0, "rebuilt": False}
            numbers = [r[0] for r in cur.execute("SELECT no FROM books WHERE id = ANY(%s) ORDER BY no",
                                                 (ids,)).fetchall()]
            _remove_books(cur, numbers)
            gen = _bump(cur)
            _add_sources(cur, ok, gen)
        self._polled = 0.0  # this process sees its own publish at once
        return {"changed": [pb.book.id for pb in ok], "removed": gone, "rebuilt": True,
                "seconds": round(time.perf_counter() - started, 3)}

    # -- the library's files -----------------------------------------------------------
    def is_empty(self) -> bool:
        return not self.db.read(lambda c: c.execute("SELECT EXISTS (SELECT 1 FROM files)").fetchone()[0])

    def publish_files(self, put: dict[str, bytes], remove: list[str] = (), *, absent: list[str] = (),
                      origin: str = "upload", modified: dict[str, float] | None = None,
                      only_if_empty: bool = False, strict: bool = False) -> dict:
        """Write files into the library and index the books they change, in one transaction
        under the publish lock: whole or not at all. `absent`: names that must not exist yet
        (FileExistsError otherwise: two hosts adding the same book, the second is refused).
        `strict`: a book whose id another file already holds is refused (ValueError)."""
        started = time.perf_counter()
        put = {n: (c.encode() if isinstance(c, str) else c) for n, c in put.items()}
        remove = [n for n in remove if n not in put]
        # vectors first, outside the transaction (encoding takes a while; they are keyed by content)
        with tempfile.TemporaryDirectory(prefix="referee-publish-") as tmp:
            current = self._current_files(lambda names: self.db.read(lambda c: c.execute(
                "SELECT name, content FROM files WHERE name = ANY(%s)", (names,)).fetchall()))
            early = self._parse(Path(tmp) / "early", put, remove, current)
            self._write_vectors({src.book.id: src.book for src in early})
        with tempfile.TemporaryDirectory(prefix="referee-publish-") as tmp, self.db.transaction() as cur:
            if only_if_empty and cur.execute("SELECT EXISTS (SELECT 1 FROM files)").fetchone()[0]:
                return {"changed": [], "removed": [], "skipped": True}
            if absent:
                taken = [r[0] for r in cur.execute("SELECT name FROM files WHERE name = ANY(%s)",
                                                   (list(absent),)).fetchall()]
                if taken:
                    raise FileExistsError(f"{', '.join(taken)} already exists in the library")
            current = self._current_files(lambda names: cur.execute(
                "SELECT name, content FROM files WHERE name = ANY(%s)", (names,)).fetchall())
            prepared = self._parse(Path(tmp) / "tx", put, remove, current)
            indexed = dict(cur.execute("SELECT id, file FROM books").fetchall())
            leaving = set(remove) | set(put)
            ok = []
            for pb in prepared:
                holder = indexed.get(pb.book.id)
                if holder is not None and holder != pb.file and holder not in leaving:
                    if strict:
                        raise ValueError(f"the id {pb.book.id!r} is already used by {holder}")
                    continue  # the library reports the clash, as a folder would
                ok.append(pb)
            stamp = modified or {}
            gen = _bump(cur)
            for name, content in put.items():
                when = datetime.fromtimestamp(stamp[name], timezone.utc) if name in stamp else datetime.now(timezone.utc)
                cur.execute("""INSERT INTO files (name, content, sha256, origin, modified, generation)
                               VALUES (%s, %s, %s, %s, %s, %s)
                               ON CONFLICT (name) DO UPDATE SET content = excluded.content, sha256 = excluded.sha256,
                                 origin = excluded.origin, modified = excluded.modified, generation = excluded.generation""",
                            (name, content, _sha(content), origin, when, gen))
            if remove:
                cur.execute("INSERT INTO removed_files (name, content) SELECT name, content FROM files "
                            "WHERE name = ANY(%s)", (list(remove),))
                cur.execute("DELETE FROM files WHERE name = ANY(%s)", (list(remove),))
            out_ids = {pb.book.id for pb in ok}
            out_ids |= {i for i, f in indexed.items() if f in remove}
            out_ids |= {i for i, f in indexed.items() if f in put and i not in {pb.book.id for pb in prepared}}
            numbers = [r[0] for r in cur.execute("SELECT no FROM books WHERE id = ANY(%s) ORDER BY no",
                                                 (sorted(out_ids),)).fetchall()]
            _remove_books(cur, numbers)
            _add_sources(cur, ok, gen)
        self._polled = 0.0
        return {"changed": [pb.book.id for pb in ok], "removed": sorted(out_ids - {pb.book.id for pb in ok}),
                "generation": gen, "seconds": round(time.perf_counter() - started, 3)}

    @staticmethod
    def _current_files(fetch):
        memo: dict[str, bytes | None] = {}

        def get(name: str) -> bytes | None:
            if name not in memo:
                rows = fetch([name])
                memo[name] = bytes(rows[0][1]) if rows else None
            return memo[name]
        return get

    def _parse(self, folder: Path, put: dict[str, bytes], remove: list[str], current) -> list[_Source]:
        """The books a change of files touches, parsed (each with its glossary beside it in
        `folder`): rulebook files put, and the books whose glossary is put or removed. Analysing
        them (`_prepare`) is most of a publish: done once, in chunks, by `_add_sources`."""
        folder.mkdir(parents=True, exist_ok=True)
        sources: dict[str, bytes] = {n: c for n, c in put.items() if _is_rulebook(n)}
        for name in list(put) + list(remove):
            if name.endswith(".glossary.toml"):
                gid = name[: -len(".glossary.toml")]
                row = self.db.read(lambda c: c.execute("SELECT file FROM books WHERE id = %s", (gid,)).fetchone())
                if row and row[0] not in sources and row[0] not in remove:
                    content = current(row[0])
                    if content is not None:
                        sources[row[0]] = content
        out = []
        for name, content in sources.items():
            own = folder / hashlib.sha256(name.encode()).hexdigest()[:16]
            own.mkdir()
            path = own / name
            path.write_bytes(content)
            try:
                book = load(path)
            except RulebookError as err:
                log.warning("not indexed: %s", err)
                continue
            gname = f"{book.id}.glossary.toml"
            glossary = put.get(gname) if gname in put else (None if gname in remove else current(gname))
            if glossary is not None:
                (own / gname).write_bytes(glossary)
            out.append(_Source(book, name, content))
        return out

    def sync_folder(self, folder: Path) -> bool:
        """Make `folder` a copy of the library's files (the rulebooks and glossaries the
        Library parses), fetching only what changed; True when something did. Processes on
        one host take turns (a lock file), so an older copy never overwrites a newer one."""
        folder.mkdir(parents=True, exist_ok=True)
        changed = False
        with open(folder.parent / f".{folder.name}.lock", "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                rows = self.db.read(lambda c: c.execute(
                    "SELECT name, sha256, extract(epoch FROM modified) FROM files").fetchall())
                want = {r[0]: (r[1], float(r[2])) for r in rows}
                local = {p.name: p for p in folder.iterdir() if p.is_file() and not p.name.startswith(".")}
                need = [n for n, (sha, _) in want.items() if n not in local or self._local_sha(local[n]) != sha]
                for i in range(0, len(need), 200):
                    chunk = need[i:i + 200]
                    for name, content in self.db.read(lambda c: c.execute(
                            "SELECT name, content FROM files WHERE name = ANY(%s)", (chunk,)).fetchall()):
                        if "/" in name or name.startswith("."):
                            continue
                        tmp = folder / f".{name}.{os.getpid()}.tmp"
                        tmp.write_bytes(bytes(content))
                        os.utime(tmp, (want[name][1], want[name][1]))  # the upload's time: names' precedence
                        os.replace(tmp, folder / name)
                        changed = True
                for name, path in local.items():
                    if name not in want:
                        path.unlink(missing_ok=True)
                        changed = True
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)
        return changed

    def _local_sha(self, path: Path) -> str | None:
        try:
            st = path.stat()
        except OSError:
            return None
        key = (str(path), st.st_mtime_ns, st.st_size)
        memo = self.__dict__.setdefault("_sha_memo", {})
        if key not in memo:
            memo[key] = _file_sha(path)
        return memo[key]

    def export_files(self, folder: Path) -> list[str]:
        """Write every file of the library into a folder (what `referee import` reads)."""
        folder.mkdir(parents=True, exist_ok=True)
        names = []
        rows = self.db.read(lambda c: c.execute(
            "SELECT name, content, extract(epoch FROM modified) FROM files ORDER BY name").fetchall())
        for name, content, when in rows:
            (folder / name).write_bytes(bytes(content))
            os.utime(folder / name, (float(when), float(when)))
            names.append(name)
        return names


def _is_rulebook(name: str) -> bool:
    return (Path(name).suffix.lower() in RULEBOOK_SUFFIXES and not name.startswith((".", "~"))
            and name.lower() != "readme.md")


def library_files(folder: Path) -> dict[str, Path]:
    """The files of a rulebooks folder a library keeps: rulebooks and glossaries."""
    if not folder.is_dir():
        return {}
    return {p.name: p for p in sorted(folder.iterdir()) if p.is_file() and not p.name.startswith((".", "~"))
            and (_is_rulebook(p.name) or p.name.endswith(".glossary.toml"))}


def mirror_folder(index_folder: Path, url: str) -> Path:
    """Where a host keeps its copy of a database's library files (parsed by the Library)."""
    key = hashlib.sha256(describe(url).encode()).hexdigest()[:12]
    return Path(index_folder) / "postgres" / key / "rulebooks"


def open_index(url: str, index_folder: Path, migrate_schema: bool = True):
    """A `SearchIndex` over the database at `url` (its schema created or upgraded first)."""
    from .index import SearchIndex

    class PostgresSearchIndex(PostgresBackend, SearchIndex):
        def __init__(self):
            SearchIndex.__init__(self, Path(index_folder))
            self.db = Database(url)
            self.url = url
            self._polled = 0.0
            self.mirror = mirror_folder(index_folder, url)
            self.candidate_stats = Counter()  # (how, proven exact) -> searches (bench/postgres_scale.py)

    index = PostgresSearchIndex()
    if migrate_schema:
        migrate(index.db)
    return index


__all__ = ["Database", "GENERATION_POLL", "PostgresBackend", "SCHEMA_VERSION", "describe", "library_files",
           "migrate", "mirror_folder", "open_index"]
