"""The PostgreSQL backend (issue 30): the same answers as Whoosh from the same books, the
schema and its migrations, the command line with --database, moving a library between the
backends, and publishes that are whole or absent. A throw-away cluster (tests/postgres.py)
serves them; without Debian's PostgreSQL they are skipped, saying why."""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from referee.library import Library, Settings
from referee.text import fold

from helpers import DEVSET, RULEBOOKS
from postgres import index_is_consistent

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
QUESTION_SETS = {"held-out": DATA / "search_questions.jsonl", "devset": DEVSET / "questions.jsonl",
                 "fresh": DATA / "search_questions_fresh.jsonl", "untuned": DATA / "search_questions_untuned.jsonl"}
# issue 30's targets: Postgres within these of Whoosh on every set
HIT5_GAP, HIT1_GAP = 0.02, 0.03

HOUSE = """---
id: moon-tiles
title: Moon Tiles
language: en
---

# Moon Tiles

## Placing tiles

A player places exactly one crater tile on any empty lunar square each turn.

## Winning

The first player to surround the observatory with craters wins immediately.
"""


def _questions(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _rank(lib, q) -> int | None:
    res = lib.search(q["question"], None, 10)
    return next((i for i, h in enumerate(res.hits, 1)
                 if fold(h.passage.section) == fold(q["expected_heading"]) or fold(q["quote"]) in fold(h.passage.text)),
                None)


def _figures(lib, qs) -> tuple[float, float, list]:
    ranks = [_rank(lib, q) for q in qs]
    return (sum(1 for r in ranks if r == 1) / len(qs), sum(1 for r in ranks if r and r <= 5) / len(qs), ranks)


def _hits(lib, query, game=None, limit=10):
    return [(h.passage.book, h.passage.anchor, h.score) for h in lib.search(query, game, limit).hits]


# -- the same answers --------------------------------------------------------------------
def test_the_database_holds_the_same_passages(library, pg_library):
    assert set(pg_library.books) == set(library.books)
    assert pg_library.index.doc_count() == library.index.doc_count()
    assert index_is_consistent(pg_library.settings.database) == []


@pytest.mark.parametrize("query, game", [
    ("can river reroll foes", None), ("Niksa", None), ("what does Saffrom do", None),  # typos: pg_trgm
    ('"face up"', None), ("how many dice at the start", None), ("who wins a tie", "shiny-dice"),
    ("can two reaver ships be in the same sector", None), ("¿cuántas cartas se roban?", None),
    ("weed opponent flower bed", None), ("set up", "galaxy-dice"), ('"end of the round" score', None),
])
def test_candidates_and_scores_are_whooshs(library, pg_library, query, game):
    """Candidate retrieval moved into SQL scores with Whoosh's BM25F, so the same ranking
    on top gives the same passages with the same scores."""
    assert _hits(pg_library, query, game) == _hits(library, query, game)


def test_search_quality_matches_whoosh_on_every_set(library, pg_library):
    """Issue 30's figures: hit@1 and hit@5 of both backends side by side (printed), and
    Postgres within 0.02 (hit@5) and 0.03 (hit@1) of Whoosh on each set."""
    lines = []
    for name, path in QUESTION_SETS.items():
        qs = _questions(path)
        w1, w5, wr = _figures(library, qs)
        p1, p5, pr = _figures(pg_library, qs)
        lines.append(f"{name:9} ({len(qs):3} questions): Whoosh hit@1 {w1:.3f} hit@5 {w5:.3f} | "
                     f"Postgres hit@1 {p1:.3f} hit@5 {p5:.3f} | ranks differ on "
                     f"{sum(1 for a, b in zip(wr, pr) if a != b)}")
        assert abs(p5 - w5) <= HIT5_GAP, lines[-1]
        assert abs(p1 - w1) <= HIT1_GAP, lines[-1]
    print("\n" + "\n".join(lines))


def test_scoped_search_and_the_chat_read_the_same_tables(library, pg_library):
    q = "how many crew dice can I keep"
    assert _hits(pg_library, q, "shiny-dice") == _hits(library, q, "shiny-dice")
    assert pg_library.index.named_game("Niska", pg_library.books) == library.index.named_game("Niska", library.books)
    assert (pg_library.index.game_signals("reaver sector", pg_library.books)
            == library.index.game_signals("reaver sector", library.books))


# -- schema ------------------------------------------------------------------------------
def test_migrate_creates_a_versioned_schema_and_is_idempotent(pg_url, run_cli):
    import psycopg
    from referee.search.postgres_backend import SCHEMA_VERSION
    first = run_cli("migrate", "--database", pg_url)
    assert first.code == 0, first.err
    assert f"schema version {SCHEMA_VERSION} (was 0)" in first.out
    again = run_cli("migrate", "--database", pg_url)
    assert again.code == 0 and "up to date" in again.out
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT max(version) FROM referee_schema").fetchone()[0] == SCHEMA_VERSION
        have = {r[0] for r in conn.execute("SELECT extname FROM pg_extension")}
        assert "pg_trgm" in have
        kinds = dict(conn.execute("""SELECT a.attname, format_type(a.atttypid, a.atttypmod) FROM pg_attribute a
                                     WHERE a.attrelid = 'passages'::regclass AND a.attnum > 0""").fetchall())
        assert kinds["tsv_en"] == "tsvector" and kinds["tsv_es"] == "tsvector"


def test_the_database_url_can_come_from_the_environment(pg_library, run_cli, monkeypatch, tmp_path):
    monkeypatch.setenv("REFEREE_DATABASE_URL", pg_library.settings.database)
    got = run_cli("games", "--json", "--index", str(tmp_path))
    assert got.code == 0, got.err
    assert {g["id"] for g in json.loads(got.out)["games"]} == set(pg_library.books)


def test_an_unreachable_database_is_a_clear_error(run_cli, tmp_path):
    from postgres import _free_port
    got = run_cli("games", "--database", f"postgresql://referee@127.0.0.1:{_free_port()}/none",
                  "--index", str(tmp_path))
    assert got.code == 3 and "unreachable" in got.err


def test_migrate_without_a_database_says_how(run_cli, monkeypatch):
    monkeypatch.delenv("REFEREE_DATABASE_URL", raising=False)
    got = run_cli("migrate")
    assert got.code == 2 and "--database" in got.err


def test_passages_carry_weighted_tsvectors(pg_library):
    """Headings weigh A, text B, the rules model's statements C, in each language's vector."""
    import psycopg
    with psycopg.connect(pg_library.settings.database) as conn:
        row = conn.execute("""SELECT count(*) FILTER (WHERE tsv_en @@ 'river:B'::tsquery),
                                     count(*) FILTER (WHERE tsv_en @@ 'crew:A'::tsquery),
                                     count(*) FILTER (WHERE tsv_es @@ 'nav:B'::tsquery),
                                     count(*) FILTER (WHERE tsv_en::text ~ ':[0-9]+C'),
                                     count(*) FILTER (WHERE tsv_es::text ~ ':[0-9]+A')
                              FROM passages""").fetchone()
    assert all(n > 0 for n in row), row


# -- the command line --------------------------------------------------------------------
def test_every_command_takes_the_database(pg_url, run_cli, tmp_path):
    got = run_cli("index", "--database", pg_url, "--index", str(tmp_path / "a"), "--json")
    assert got.code == 0, got.err
    report = json.loads(got.out)
    assert sorted(report["books"]) == sorted(p.stem for p in RULEBOOKS.glob("*.md"))
    # another host (its own --index folder) searches, lists and checks from the database alone
    other = ["--database", pg_url, "--index", str(tmp_path / "b")]
    got = run_cli("search", "can river reroll foes", "--json", *other)
    assert got.code == 0, got.err
    assert json.loads(got.out)["results"][0]["game"] == "shiny-dice"
    got = run_cli("games", "--json", *other)
    assert {g["id"] for g in json.loads(got.out)["games"]} == set(report["books"])
    position = tmp_path / "p.txt"
    position.write_text("nonsense line\n")
    got = run_cli("check", str(position), "--game", "shiny-dice", *other)
    assert got.code == 2  # the check itself runs on the database's books (a bad position: exit 2)
    book = tmp_path / "moon-tiles.md"
    book.write_text(HOUSE)
    got = run_cli("add", str(book), *other)
    assert got.code == 0, got.err
    got = run_cli("search", "observatory craters", "--json", "--database", pg_url, "--index", str(tmp_path / "c"))
    assert json.loads(got.out)["results"][0]["game"] == "moon-tiles"
    assert index_is_consistent(pg_url) == []


def test_a_library_moves_between_the_backends(pg_url, run_cli, tmp_path):
    """Whoosh folder -> database (import) -> folder (export) -> Whoosh: the same files and answers."""
    books = tmp_path / "books"
    shutil.copytree(RULEBOOKS, books)
    (books / "moon-tiles.md").write_text(HOUSE)
    got = run_cli("import", str(books), "--database", pg_url, "--index", str(tmp_path / "pg"))
    assert got.code == 0, got.err
    out = tmp_path / "exported"
    got = run_cli("export", str(out), "--database", pg_url, "--index", str(tmp_path / "pg"))
    assert got.code == 0, got.err
    assert sorted(p.name for p in out.iterdir()) == sorted(p.name for p in books.iterdir())
    for p in books.iterdir():
        assert (out / p.name).read_bytes() == p.read_bytes()
    whoosh = Library(Settings(tmp_path / "whoosh-books", tmp_path / "whoosh-index", None))
    whoosh.import_folder(out)
    whoosh.refresh()
    pg = Library(Settings(books, tmp_path / "pg2", pg_url))
    pg.refresh()
    for q in ("observatory craters", "can river reroll foes", "Niksa"):
        assert _hits(whoosh, q) == _hits(pg, q)
    # and back out of Whoosh: the export of a folder library is its files
    again = tmp_path / "again"
    got = run_cli("export", str(again), "--rulebooks", str(tmp_path / "whoosh-books"),
                  "--index", str(tmp_path / "whoosh-index"))
    assert got.code == 0 and sorted(p.name for p in again.iterdir()) == sorted(p.name for p in out.iterdir())


# -- publishing --------------------------------------------------------------------------
def _host(url: str, folder: Path) -> Library:
    lib = Library(Settings(RULEBOOKS, folder, url))
    lib.import_folder(only_if_empty=True)
    lib.refresh()
    return lib


def test_an_upload_on_one_host_is_searched_on_another_within_5_seconds(pg_url, tmp_path):
    from referee.importer import add_rulebook
    a, b = _host(pg_url, tmp_path / "a"), _host(pg_url, tmp_path / "b")
    assert "moon-tiles" not in b.books
    add_rulebook(a, "moon-tiles.md", HOUSE.encode())
    t0 = time.monotonic()
    while True:
        hits = b.search("observatory craters").hits
        if hits and hits[0].passage.book == "moon-tiles":
            break
        assert time.monotonic() - t0 < 5, "the other host did not see the upload within 5 s"
        time.sleep(0.1)
    assert (b.settings.rulebooks / "moon-tiles.md").read_text() == HOUSE  # its copy of the file too


def test_the_same_new_id_from_two_hosts_one_wins(pg_url, tmp_path):
    from referee.importer import ImportError_, add_rulebook
    a, b = _host(pg_url, tmp_path / "a"), _host(pg_url, tmp_path / "b")
    add_rulebook(a, "moon-tiles.md", HOUSE.encode())
    with pytest.raises(ImportError_, match="already exists"):
        add_rulebook(b, "moon-tiles.md", HOUSE.replace("Moon Tiles", "Moon Tiles Two").encode())
    assert index_is_consistent(pg_url) == []


def test_removal_keeps_a_copy_and_other_hosts_follow(pg_url, tmp_path):
    import psycopg
    from referee.importer import add_rulebook, remove_rulebook
    a, b = _host(pg_url, tmp_path / "a"), _host(pg_url, tmp_path / "b")
    add_rulebook(a, "moon-tiles.md", HOUSE.encode())
    remove_rulebook(b, "moon-tiles")
    a.load()
    assert "moon-tiles" not in a.books and not (a.settings.rulebooks / "moon-tiles.md").exists()
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT count(*) FROM removed_files WHERE name = 'moon-tiles.md'").fetchone()[0] == 1
    assert index_is_consistent(pg_url) == []


_PUBLISHER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from referee.library import Library, Settings
    from referee.search import postgres_backend as pb
    url, folder, name, body, mode = sys.argv[1:6]
    lib = Library(Settings(Path(folder) / "none", Path(folder), url))
    if mode == "stall":  # stop inside the transaction, after the rows are written, before the commit
        real = pb._add_books
        def stalled(cur, prepared, generation):
            real(cur, prepared, generation)
            Path(folder, "inside").write_text("1")
            time.sleep(600)
        pb._add_books = stalled
    elif mode == "race":
        while not Path(folder).parent.joinpath("go").exists():
            time.sleep(0.01)
    lib.store.publish_files({name: Path(body).read_bytes()}, [])
    Path(folder, "done").write_text("1")
""")


def _publisher(tmp_path: Path, url: str, tag: str, name: str, body: str, mode: str) -> subprocess.Popen:
    folder = tmp_path / tag
    folder.mkdir()
    src = folder / name
    src.write_text(body)
    return subprocess.Popen([sys.executable, "-c", _PUBLISHER, url, str(folder), name, str(src), mode],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_sigkill_mid_upload_leaves_it_absent_then_whole(pg_url, tmp_path):
    import psycopg
    _host(pg_url, tmp_path / "host")
    with psycopg.connect(pg_url) as conn:
        before = conn.execute("SELECT generation FROM referee_state").fetchone()[0]
    proc = _publisher(tmp_path, pg_url, "killed", "moon-tiles.md", HOUSE, "stall")
    t0 = time.monotonic()
    while not (tmp_path / "killed" / "inside").exists():
        assert proc.poll() is None, proc.stdout.read()
        assert time.monotonic() - t0 < 120
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    time.sleep(0.5)  # the server notices the dropped connection and rolls its transaction back
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT count(*) FROM files WHERE name = 'moon-tiles.md'").fetchone()[0] == 0
        assert conn.execute("SELECT count(*) FROM books WHERE id = 'moon-tiles'").fetchone()[0] == 0
        assert conn.execute("SELECT generation FROM referee_state").fetchone()[0] == before
    assert index_is_consistent(pg_url) == []
    # the publish lock went with the killed transaction: the same upload now goes through whole
    proc = _publisher(tmp_path, pg_url, "again", "moon-tiles.md", HOUSE, "plain")
    assert proc.wait(timeout=300) == 0, proc.stdout.read()
    lib = _host(pg_url, tmp_path / "reader")
    assert lib.search("observatory craters").hits[0].passage.book == "moon-tiles"
    assert index_is_consistent(pg_url) == []


def test_two_hosts_publishing_at_once_neither_corrupts(pg_url, tmp_path):
    _host(pg_url, tmp_path / "host")
    second = HOUSE.replace("moon-tiles", "star-tiles").replace("Moon Tiles", "Star Tiles").replace(
        "observatory", "lighthouse")
    procs = [_publisher(tmp_path, pg_url, "one", "moon-tiles.md", HOUSE, "race"),
             _publisher(tmp_path, pg_url, "two", "star-tiles.md", second, "race"),
             _publisher(tmp_path, pg_url, "three", "moon-tiles.md", HOUSE.replace("immediately", "at once"), "race")]
    time.sleep(3)  # all three are waiting on the same signal
    (tmp_path / "go").write_text("1")
    for p in procs:
        assert p.wait(timeout=300) == 0, p.stdout.read()
    assert index_is_consistent(pg_url) == []
    lib = _host(pg_url, tmp_path / "reader")
    assert {"moon-tiles", "star-tiles"} <= set(lib.books)
    assert lib.search("lighthouse craters").hits[0].passage.book == "star-tiles"
    text = lib.books["moon-tiles"].plain_text
    assert ("immediately" in text) != ("at once" in text)  # one of the two versions, whole


def test_whoosh_is_untouched_without_a_database(tmp_path, monkeypatch):
    monkeypatch.delenv("REFEREE_DATABASE_URL", raising=False)
    lib = Library(Settings(RULEBOOKS, tmp_path / "index"))
    assert lib.store is None and lib.settings.database is None
    assert type(lib.index).__name__ == "SearchIndex"


# -- bounded candidate retrieval (issue 30) ----------------------------------------------
BOUNDED_QUERIES = ["can river reroll foes", "Niksa", '"face up"', "how many dice at the start",
                   "can two reaver ships be in the same sector", "¿cuántas cartas se roban?",
                   "weed opponent flower bed", '"end of the round" score', "what does Kaylee do",
                   "who wins a tie"]


def _bounded(monkeypatch, budget: int, pool: int) -> None:
    """Every search takes the bounded path (a library of 4 books would read its lists whole)."""
    from referee.search import postgres_backend as pb
    monkeypatch.setattr(pb, "WHOLE_POSTINGS", 0)
    monkeypatch.setattr(pb, "SCOPE_PASSAGES", 0)
    monkeypatch.setattr(pb, "BUDGET", budget)
    monkeypatch.setattr(pb, "POOL", pool)


def test_bounded_retrieval_with_cut_lists_gives_whooshs_answers(library, pg_library, monkeypatch):
    """Lists read only in part (a budget of 400 postings over the question's words, the best
    40 passages scored exactly): still the same passages and scores as Whoosh's exhaustive BM25F."""
    _bounded(monkeypatch, 400, 40)
    stats = pg_library.index.candidate_stats
    stats.clear()
    for q in BOUNDED_QUERIES:
        pg_library.index.forget_answers()
        assert _hits(pg_library, q) == _hits(library, q), q
    assert set(stats) <= {("best", True), ("best", False)} and stats[("best", True)] >= len(BOUNDED_QUERIES) - 1


@pytest.mark.parametrize("budget, pool", [(40, 10), (150, 30)])
def test_an_answer_proven_exact_is_the_exhaustive_one(pg_library, monkeypatch, budget, pool):
    """Whenever the bounded query says its candidates are exact (what no passage left out can
    beat), they are the exhaustive query's; with tiny budgets some are not proven, and say so."""
    from referee.search import postgres_backend as pb
    index = pg_library.index
    calls = []
    real = pb.PostgresBackend._candidates

    def both(self, ix, searcher, q, clauses, docs, games, phrases, fetch):
        with monkeypatch.context() as m:
            m.setattr(pb, "WHOLE_POSTINGS", 10**9)
            m.setattr(pb, "SCOPE_PASSAGES", 10**9)
            exhaustive = real(self, ix, searcher, q, clauses, docs, games, phrases, fetch)
        before = dict(self.candidate_stats)
        got = real(self, ix, searcher, q, clauses, docs, games, phrases, fetch)
        proven = self.candidate_stats[("best", True)] > before.get(("best", True), 0)
        calls.append((proven, got, exhaustive[:min(fetch, pb.FETCH_CAP)]))
        return got

    _bounded(monkeypatch, budget, pool)
    monkeypatch.setattr(pb.PostgresBackend, "_candidates", both)
    qs = [q["question"] for q in _questions(QUESTION_SETS["held-out"])][:40] + BOUNDED_QUERIES
    for q in qs:
        index.forget_answers()
        pg_library.search(q, None, 10)

    def scores(rows):
        return [round(s, 9) for _, s in rows]
    proven = [(got, ex) for ok, got, ex in calls if ok]
    assert proven and len(proven) < len(calls)  # both kinds happen at these budgets
    for got, ex in proven:
        assert scores(got) == scores(ex)
        top = [p for p, s in ex if round(s, 9) > scores(ex)[-1]]  # all but the last score's ties
        assert set(top) <= {p for p, _ in got}


def test_impacts_and_passage_postings_agree_with_the_postings(pg_library):
    """Migration 2's stored pieces: each passage's postings in one row, each book's passages in
    one run of numbers, and every posting's impact an upper bound of its score part once the
    average field length moved from the reference (the drift the bounded search allows for)."""
    import psycopg
    from referee.search.postgres_backend import BM25_B, BM25_K1, FIELD_BOOST
    with psycopg.connect(pg_library.settings.database) as conn:
        bad = conn.execute("""SELECT count(*) FROM (SELECT passage, array_agg(term ORDER BY term) AS terms,
                                     array_agg(tf ORDER BY term) AS tfs, array_agg(fl ORDER BY term) AS fls
                              FROM postings GROUP BY passage) p
                              FULL JOIN passage_postings f USING (passage)
                              WHERE f.terms IS DISTINCT FROM p.terms OR f.tfs IS DISTINCT FROM p.tfs
                                 OR f.fls IS DISTINCT FROM p.fls""").fetchone()[0]
        assert bad == 0
        bad = conn.execute("""SELECT count(*) FROM books b WHERE b.passages <> (SELECT count(*) FROM passages p
                              WHERE p.id BETWEEN b.first_passage AND b.last_passage AND p.book = b.no)
                              OR b.last_passage - b.first_passage + 1 <> b.passages""").fetchone()[0]
        assert bad == 0
        docs = conn.execute("SELECT docs FROM referee_state").fetchone()[0]
        worst = conn.execute("""
            SELECT max((p.tf * b.fb * %(k1p1)s / (p.tf * b.fb + %(k1)s * (1 - %(b)s + %(b)s * p.fl / (f.total::float8 / %(docs)s))))
                       / (p.impact * greatest(1, (f.total::float8 / %(docs)s) / f.ref_avgfl)))
            FROM postings p JOIN terms t ON t.id = p.term JOIN field_lengths f ON f.field = t.field
            JOIN unnest(%(boosts)s::float8[]) WITH ORDINALITY AS b(fb, i) ON b.i = t.field + 1""",
            {"k1": BM25_K1, "k1p1": BM25_K1 + 1, "b": BM25_B, "docs": docs, "boosts": FIELD_BOOST}).fetchone()[0]
        assert worst <= 1 + 1e-6


def test_migration_2_upgrades_a_loaded_version_1_database(library, pg_library, postgres, monkeypatch, tmp_path):
    """A database loaded by the first schema (no impacts, no passage_postings) is upgraded in
    place by `migrate` and then answers as before."""
    import psycopg
    from referee.search import postgres_backend as pb
    url = postgres.create_database()
    monkeypatch.setattr(pb, "MIGRATIONS", pb.MIGRATIONS[:1])
    monkeypatch.setattr(pb, "SCHEMA_VERSION", 1)
    assert pb.migrate(pb.Database(url)) == (0, 1)
    monkeypatch.undo()
    copied = {"referee_state": "generation, docs, published", "files": "name, content, sha256, origin, modified, generation",
              "books": "no, id, file, title, language, digest, source_sha256, glossary_sha256, passages, field_totals, "
                       "generation",
              "passages": "id, book, game, anchor, lang, section, heading, text, tsv_en, tsv_es, lengths",
              "terms": "id, field, lex, df, freq", "postings": "term, passage, book, tf, fl",
              "book_words": "book, lex, df, freq", "field_lengths": "field, total", "vectors": "book, key, dim, matrix"}
    with psycopg.connect(pg_library.settings.database) as src, psycopg.connect(url) as dst:
        dst.execute("DELETE FROM referee_state")
        dst.execute("DELETE FROM field_lengths")
        for table, cols in copied.items():
            with src.cursor().copy(f"COPY (SELECT {cols} FROM {table}) TO STDOUT") as out, \
                    dst.cursor().copy(f"COPY {table} ({cols}) FROM STDIN") as into:
                for data in out:
                    into.write(data)
        dst.execute("SELECT setval('passages_id_seq', (SELECT max(id) FROM passages))")
        dst.execute("SELECT setval('terms_id_seq', (SELECT max(id) FROM terms))")
        dst.execute("SELECT setval('books_no_seq', (SELECT max(no) FROM books))")
    assert pb.migrate(pb.Database(url)) == (1, pb.SCHEMA_VERSION)
    upgraded = Library(Settings(RULEBOOKS, tmp_path / "host", url))
    upgraded.refresh()
    assert index_is_consistent(url) == []
    for q in BOUNDED_QUERIES:
        assert _hits(upgraded, q) == _hits(library, q), q
    _bounded(monkeypatch, 400, 40)
    for q in BOUNDED_QUERIES[:4]:
        upgraded.index.forget_answers()
        assert _hits(upgraded, q) == _hits(library, q), q


def test_migration_3_upgrades_a_loaded_version_2_database(library, postgres, monkeypatch, tmp_path):
    """A library loaded by schema version 2 (before the candidate query used intarray) is
    upgraded in place on open and answers as Whoosh does, on the bounded path too."""
    import psycopg
    from referee.search import postgres_backend as pb
    url = postgres.create_database()
    monkeypatch.setattr(pb, "MIGRATIONS", pb.MIGRATIONS[:2])
    monkeypatch.setattr(pb, "SCHEMA_VERSION", 2)
    old = Library(Settings(RULEBOOKS, tmp_path / "old", url))
    old.import_folder()
    old.refresh()
    monkeypatch.undo()
    with psycopg.connect(url) as conn:
        assert "intarray" not in {r[0] for r in conn.execute("SELECT extname FROM pg_extension")}
    upgraded = Library(Settings(RULEBOOKS, tmp_path / "new", url))  # opening migrates
    upgraded.refresh()
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT max(version) FROM referee_schema").fetchone()[0] == pb.SCHEMA_VERSION == 3
        assert "intarray" in {r[0] for r in conn.execute("SELECT extname FROM pg_extension")}
    assert index_is_consistent(url) == []
    _bounded(monkeypatch, 400, 40)
    for q in BOUNDED_QUERIES:
        assert _hits(upgraded, q) == _hits(library, q), q


def _index_dump(url: str) -> dict:
    """Everything a search reads, row by row, and every index's definition."""
    import psycopg
    tables = {"passages": "id, book, game, anchor, lang, section, heading, text, tsv_en, tsv_es, lengths",
              "terms": "id, field, lex, df, freq", "postings": "term, passage, book, tf, fl, impact",
              "passage_postings": "passage, book, terms, tfs, fls", "book_words": "book, lex, df, freq",
              "books": "no, id, file, digest, passages, field_totals, first_passage, last_passage",
              "field_lengths": "field, total, ref_avgfl", "referee_state": "docs"}
    with psycopg.connect(url) as conn:
        out = {t: conn.execute(f"SELECT {cols} FROM {t} ORDER BY {cols.split(',')[0]}, "
                               f"{cols.split(',')[1]}").fetchall() for t, cols in tables.items() if t != "referee_state"}
        out["referee_state"] = conn.execute("SELECT docs FROM referee_state").fetchall()
        out["indexes"] = conn.execute("SELECT tablename, indexname, indexdef FROM pg_indexes "
                                      "WHERE schemaname = 'public' ORDER BY 1, 2").fetchall()
        out["constraints"] = conn.execute("SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) "
                                          "FROM pg_constraint WHERE connamespace = 'public'::regnamespace "
                                          "ORDER BY 1, 2").fetchall()
    return out


def test_a_bulk_load_leaves_the_index_a_row_by_row_load_does(library, postgres, monkeypatch, tmp_path):
    """A first import of many books drops the search indexes and builds them at the end: the
    rows, the indexes and the constraints are those of a load that kept them up to date, and
    the library then takes an upload and answers as Whoosh does."""
    from referee.search import postgres_backend as pb
    dumps, dropped = {}, []
    drop = pb._drop_indexes
    monkeypatch.setattr(pb, "_drop_indexes", lambda cur: dropped.append(drop(cur)) or dropped[-1])
    for how, books in (("rows", 10 ** 9), ("bulk", 1)):
        monkeypatch.setattr(pb, "BULK_BOOKS", books)
        url = postgres.create_database()
        lib = Library(Settings(RULEBOOKS, tmp_path / how, url))
        lib.import_folder()
        lib.refresh()
        dumps[how] = _index_dump(url)
        assert index_is_consistent(url) == []
    assert len(dropped) == 1 and any("postings_best" in sql for sql in dropped[0])  # the bulk load's only
    assert dumps["bulk"]["indexes"] and dumps["bulk"]["postings"]
    for part in dumps["rows"]:
        assert dumps["bulk"][part] == dumps["rows"][part], part
    for q in BOUNDED_QUERIES:
        assert _hits(lib, q) == _hits(library, q), q
    from referee.importer import add_rulebook
    add_rulebook(lib, "moon-tiles.md", HOUSE.encode())  # the rebuilt indexes take a publish
    assert lib.search("observatory craters").hits[0].passage.book == "moon-tiles"
    assert index_is_consistent(url) == []
