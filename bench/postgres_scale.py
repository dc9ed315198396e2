"""Whoosh and PostgreSQL side by side at several library sizes (issue 30): `bench/run.py --backend`.

For each size (`--books 4,500,5000`: 4 is the shipped books alone; a larger N is N synthetic
books, built as `run.scale` builds them, plus the shipped ones):
- load time: Whoosh, `Library.refresh()` into an empty index folder; PostgreSQL,
  `Library.import_folder()` (one publish, as `referee index --database`) then `refresh()`;
- search, in process (`Library.search`, limit 10), the dev-set questions: repeated (remembered
  answers) and new (remembered answers and rendered passages dropped before each question,
  word-level caches warm, as on a server that has answered others; `run.in_process`'s `as_new`);
- req/s over HTTP: `referee serve --workers 1` and `--workers 2` (with `--database URL`: both
  against the one database), a few clients, every question new (`run.new_question_load`);
- PostgreSQL only: how each new question's candidates were found (read whole, or the bounded
  best-first read and whether its answer was proven exact), and the bounded retrieval beside the
  exhaustive one (`bounded_agreement`: same top passage, top 5 kept, and the time of each).

PostgreSQL is a throw-away cluster started as the tests start theirs (tests/postgres.py
`Cluster`: initdb + pg_ctl in a temporary folder, on a free loopback port).
"""
from __future__ import annotations

import gc
import shutil
import sys
import tempfile
import time
from pathlib import Path

import run  # bench/run.py (this folder is on sys.path when run.py runs)
from run import ROOT, SYNTHETIC, forget_rendered, load, new_question_load, questions, start_server, stop_server, summary, \
    synthetic_library, time_calls

sys.path.insert(0, str(ROOT / "tests"))

from referee import crosslang  # noqa: E402
from referee.library import Library, Settings  # noqa: E402

BACKENDS = ("whoosh", "postgres")
# The test cluster's settings (tests/postgres.py) are for many tiny databases; a library of
# thousands of books gets the buffers a real server would give it (appended after initdb).
BENCH_PG_CONF = "shared_buffers = 512MB\neffective_cache_size = 4GB\nwork_mem = 16MB\nmax_wal_size = 4GB\n"


def start_cluster():
    from postgres import Cluster, skip_reason
    reason = skip_reason()
    if reason:
        raise SystemExit(f"bench: {reason}")
    c = Cluster()
    try:
        c.init()
        with open(c.data / "postgresql.conf", "a") as fh:
            fh.write("\n" + BENCH_PG_CONF)
        c.start()
    except Exception:
        c.remove()
        raise
    return c


def library_folder(folder: Path, source: Library, size: int) -> tuple[int, float]:
    """The rulebooks for one size: the shipped ones, and `size` synthetic books when `size` is
    more than the shipped books (seeded as `run.scale`: a size's books begin a larger size's).
    Returns (megabytes of synthetic text, seconds to write them)."""
    folder.mkdir(parents=True)
    t0 = time.perf_counter()
    total = 0
    if size > len(source.books):
        import random
        total = synthetic_library(folder, source, size, random.Random(7))
    for p in source.settings.rulebooks.iterdir():
        if p.is_file():
            shutil.copy(p, folder / p.name)
    return round(total / 1e6, 1), round(time.perf_counter() - t0, 1)


def _as_new(lib: Library):
    def run_one(q):
        lib.index.forget_answers()
        forget_rendered()
        return lib.search(q, None, 10)
    return run_one


def in_process(lib: Library, repeat: int) -> dict:
    qs = questions()
    for q in qs:  # warm: index readers, word tables, the database's buffers
        lib.search(q, None, 10)
    stats = getattr(lib.index, "candidate_stats", None)
    if stats is not None:
        stats.clear()
    out = {"search": summary(time_calls(lambda q: lib.search(q, None, 10), qs, repeat)),
           "search_new": summary(time_calls(_as_new(lib), qs, repeat))}
    if stats is not None:  # how the new questions' candidates were found (PostgreSQL)
        out["candidates"] = {f"{how} {'exact' if exact else 'bounded'}": n for (how, exact), n in sorted(stats.items())}
    return out


def bounded_agreement(lib: Library) -> dict:
    """PostgreSQL: the bounded candidate retrieval's answers beside the exhaustive one's (every
    posting of the question's words scored, as before issue 30's bounds), per dev-set question:
    the same top passage (by its text: the synthetic books repeat the shipped passages), and the
    share of the exhaustive top 5's texts in the bounded top 5; with the time of each."""
    from referee.search import postgres_backend as pb
    qs = questions()

    def answers(**bounds) -> tuple[list, list]:
        saved = {k: getattr(pb, k) for k in bounds}
        try:
            for k, v in bounds.items():
                setattr(pb, k, v)
            got, times = [], []
            for q in qs:
                t0 = time.perf_counter()
                res = _as_new(lib)(q)
                times.append(time.perf_counter() - t0)
                got.append([h.passage.text for h in res.hits])
            return got, times
        finally:
            for k, v in saved.items():
                setattr(pb, k, v)
    exhaustive, slow = answers(WHOLE_POSTINGS=10**12, SCOPE_PASSAGES=10**12, FETCH_CAP=10**12)
    bounded, fast = answers()
    top1 = sum(1 for a, b in zip(bounded, exhaustive) if a[:1] == b[:1]) / len(qs)
    top5 = sum(len(set(a[:5]) & set(b[:5])) / max(1, len(set(b[:5]))) for a, b in zip(bounded, exhaustive)) / len(qs)
    return {"same_top1": round(top1, 3), "top5_shared": round(top5, 3),
            "exhaustive_new": summary(slow), "bounded_new": summary(fast)}


class _Recording:
    """A connection that notes each statement it runs and how long it took."""

    def __init__(self, conn, calls: list):
        self._conn, self._calls = conn, calls

    def execute(self, sql, params=None, **kw):
        t0 = time.perf_counter()
        try:
            return self._conn.execute(sql, params, **kw)
        finally:
            self._calls.append((time.perf_counter() - t0, sql, params))

    def __getattr__(self, name):
        return getattr(self._conn, name)


def db_profile(lib: Library, url: str) -> dict:
    """Where a new question's time goes on PostgreSQL: per question, the whole search and the
    time in the database (each statement timed), and EXPLAIN ANALYZE of the slowest question's
    slowest statement."""
    db = lib.index.db
    calls: list = []
    plain = db.read
    db.read = lambda fn: plain(lambda c: fn(_Recording(c, calls)))
    per: list = []
    try:
        for q in questions():
            calls.clear()
            t0 = time.perf_counter()
            _as_new(lib)(q)
            total = time.perf_counter() - t0
            per.append((total, sum(c[0] for c in calls), len(calls), q, max(calls, default=None, key=lambda c: c[0])))
    finally:
        del db.read
    per.sort(key=lambda r: r[0])
    slow = per[-1]
    out = {"search_ms_median": round(1000 * per[len(per) // 2][0], 1),
           "db_ms_median": round(1000 * sorted(r[1] for r in per)[len(per) // 2], 1),
           "statements_median": sorted(r[2] for r in per)[len(per) // 2],
           "slowest": {"question": slow[3], "search_ms": round(1000 * slow[0], 1), "db_ms": round(1000 * slow[1], 1),
                       "statements": slow[2]}}
    if slow[4] is not None:
        took, sql, params = slow[4]
        out["slowest"]["slowest_statement_ms"] = round(1000 * took, 1)
        out["slowest"]["slowest_statement"] = " ".join(str(sql).split())[:200]
        import psycopg
        with psycopg.connect(url, autocommit=True) as conn:
            plan = conn.execute("EXPLAIN (ANALYZE, BUFFERS) " + str(sql), params).fetchall()
        out["slowest"]["explain_analyze"] = [r[0] for r in plan]
    return out


def _db_size(url: str) -> float:
    import psycopg
    with psycopg.connect(url) as conn:
        return round(conn.execute("SELECT pg_database_size(current_database())").fetchone()[0] / 1e6, 1)


def served(folder: Path, index: Path, url: str | None, workers: tuple[int, ...], clients: int,
           seconds: float, threads: int = 8) -> list[dict]:
    """req/s of new questions against `referee serve --workers N` (N in `workers`), each a
    fresh server on the already built index (Whoosh) or the already loaded database."""
    rows = []
    for n in workers:
        extra = ["--database", url] if url else []
        proc, base, took = start_server(folder, index, n, threads, extra_args=extra)
        try:
            # each client a device of its own: a new question at a large library costs enough CPU
            # that a server's per-address fairness (referee.limits) would queue one address's four
            load(base, new_question_load(questions()), clients, 1.0, devices=True)  # connections and caches settle
            row = load(base, new_question_load(questions()), clients, seconds, devices=True)
        finally:
            stop_server(proc)
        rows.append({"workers": n, "start_s": round(took, 1), **row})
    return rows


def measure(sizes: list[int], backends: list[str], http_backends: list[str], repeat: int, seconds: float,
            clients: int = 4, workers: tuple[int, ...] = (1, 2), phase=print, agreement: bool = True) -> dict:
    shipped = Library(Settings(ROOT / "rulebooks", Path(tempfile.mkdtemp(prefix="referee-bench-src-"))))
    shipped.refresh()
    cluster = start_cluster() if "postgres" in backends + http_backends else None
    out: dict = {"sizes": [], "clients": clients, "seconds": seconds, "repeat": repeat,
                 "questions": len(questions()), "crosslang": "on" if crosslang.enabled() else "off",
                 "meaning": "on" if __import__("referee.meaning").meaning.enabled() else "off",
                 "postgres_conf": BENCH_PG_CONF.strip().replace("\n", "; ") if cluster else None}
    try:
        for size in sizes:
            with tempfile.TemporaryDirectory(prefix="referee-bench-") as tmp:
                tmp = Path(tmp)
                folder = tmp / "books"
                phase(f"{size} books: writing the library")
                mb, wrote = library_folder(folder, shipped, size)
                row: dict = {"size": size, "synthetic": SYNTHETIC[0], "synthetic_megabytes": mb, "write_s": wrote}
                for backend in dict.fromkeys(backends + http_backends):
                    url = cluster.create_database(f"bench_{size}") if backend == "postgres" else None
                    index = tmp / f"index-{backend}"
                    phase(f"{size} books, {backend}: loading")
                    t0 = time.perf_counter()
                    lib = Library(Settings(folder, index, url))
                    got: dict = {}
                    if url:
                        lib.import_folder(folder)
                        got["import_s"] = round(time.perf_counter() - t0, 1)
                    lib.refresh()
                    got["load_s"] = round(time.perf_counter() - t0, 1)
                    t1 = time.perf_counter()
                    crosslang.wait()  # each book's cross-language words, encoded by a background thread:
                    got["crosslang_s"] = round(time.perf_counter() - t1, 1)  # never timed beside them
                    got["books"] = len(lib.books)
                    got["passages"] = lib.index.doc_count()
                    if url:
                        got["database_mb"] = _db_size(url)
                    phase(f"{size} books, {backend}: loaded in {got['load_s']} s; searching")
                    if backend in backends:
                        got.update(in_process(lib, repeat))
                        if url:
                            got["profile"] = db_profile(lib, url)
                            if agreement:
                                phase(f"{size} books, postgres: bounded against exhaustive retrieval")
                                got["agreement"] = bounded_agreement(lib)
                        row[backend] = got
                        print_size(row, backend)  # the search figures now, before the servers
                    del lib
                    gc.collect()
                    if backend in http_backends:
                        phase(f"{size} books, {backend}: referee serve, workers {workers}, {clients} clients")
                        got["http"] = served(folder, index, url, workers, clients, seconds)
                    row[backend] = got
                    print_size(row, backend)
                out["sizes"].append(row)
    finally:
        if cluster is not None:
            cluster.remove()
        shutil.rmtree(shipped.settings.index, ignore_errors=True)
    return out


def print_size(row: dict, backend: str) -> None:
    g = row[backend]
    line = f"    {row['size']} books / {backend}: {g['books']} books, {g['passages']} passages, load {g['load_s']} s"
    if "search_new" in g:
        line += (f"; new question median {g['search_new']['median_ms']:.1f} ms, "
                 f"p95 {g['search_new']['p95_ms']:.1f} ms")
    for h in g.get("http", []):
        line += f"; {h['workers']}w {h['rps']} req/s"
    print(line, file=sys.stderr, flush=True)


def lines(r: dict) -> list[str]:
    out = [f"\nbackends: new questions in process (Library.search, {r['questions']} dev-set questions x "
           f"{r['repeat']}), and over HTTP (referee serve, {r['clients']} clients on their own addresses, {r['seconds']} s, every "
           f"question new); cross-language words {r['crosslang']}, search by meaning {r['meaning']} "
           f"(off by itself past 10,000 passages)",
           "  books  backend    passages   load s   repeated p50   new p50   new p95 ms   "
           "req/s 1 worker (p50/p95 ms)   req/s 2 workers (p50/p95 ms)"]
    for row in r["sizes"] + sorted(r.get("earlier", []), key=lambda row: row["size"]):
        if row in r.get("earlier", []):
            out.append(f"  (from an earlier run, {row['when']}:)")
        for backend in BACKENDS:
            g = row.get(backend)
            if not g:
                continue
            http = {h["workers"]: h for h in g.get("http", [])}

            def cell(n):
                h = http.get(n)
                if not h:
                    return "–"
                return f"{h['rps']} ({h['median_ms']:.0f}/{h['p95_ms']:.0f}){' %d failed' % h['failed'] if h['failed'] else ''}"
            def ms(name, key):
                got = g.get(name)
                return f"{got[key]:.2f}" if got else "–"
            out.append(f"  {g['books']:>5}  {backend:<9} {g['passages']:>9} {g['load_s']:>8} "
                       f"{ms('search', 'median_ms'):>14} {ms('search_new', 'median_ms'):>9} "
                       f"{ms('search_new', 'p95_ms'):>12}   {cell(1):<28} {cell(2)}")
        pg = row.get("postgres", {})
        if "import_s" in pg:
            out.append(f"         (postgres: import {pg['import_s']} s of the load, database {pg.get('database_mb')} MB)")
        if pg.get("candidates"):
            out.append(f"         (postgres, new questions' candidates: "
                       f"{', '.join(f'{k} {n}' for k, n in pg['candidates'].items())})")
        agree = pg.get("agreement")
        if agree:
            out.append(f"         (postgres, bounded vs exhaustive retrieval on the dev set: same top passage "
                       f"{agree['same_top1']:.2f}, exhaustive top-5 passages kept {agree['top5_shared']:.2f}; "
                       f"new question median {agree['bounded_new']['median_ms']:.0f} vs "
                       f"{agree['exhaustive_new']['median_ms']:.0f} ms, p95 {agree['bounded_new']['p95_ms']:.0f} vs "
                       f"{agree['exhaustive_new']['p95_ms']:.0f} ms)")
        prof = pg.get("profile")
        if prof:
            sl = prof["slowest"]
            out.append(f"         (postgres, one pass of new questions: search median {prof['search_ms_median']} ms, of "
                       f"which in the database {prof['db_ms_median']} ms over {prof['statements_median']} statements; "
                       f"slowest {sl['question']!r}: {sl['search_ms']} ms, database {sl['db_ms']} ms, its slowest "
                       f"statement {sl.get('slowest_statement_ms')} ms)")
        waits = [f"{b} {row[b]['crosslang_s']} s" for b in BACKENDS if row.get(b, {}).get("crosslang_s")]
        if waits:
            out.append(f"         (cross-language words encoded after the load, waited for before timing: "
                       f"{', '.join(waits)})")
    out.append("  target (issue 30): at 5,000 books a new question's median <= 50 ms, p95 <= 150 ms on PostgreSQL")
    return out


__all__ = ["measure", "lines", "run"]
