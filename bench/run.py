#!/usr/bin/env python3
"""Referee benchmarks: prints a table and writes bench/results/latest.json.

    python bench/run.py [--quick] [--skip-http] [--skip-scale] [--books 500] [--workers N]
                        [--devset PATH]
    python bench/run.py --table      # the README's table from the last run (before/after)
    python bench/run.py --new-questions-only [--before DIR]   # that row alone (see new_questions)
    python bench/run.py --backend postgres [--backends whoosh,postgres] [--books 4,500,5000]
                        [--seconds 8]   # Whoosh beside PostgreSQL (bench/postgres_scale.py)

Every figure is measured in this one run, and in-process timings are also given
as a multiple of a no-op Flask request measured in the same run, so results are
comparable across machines. This is not a test: nothing here asserts a speed.
"""
from __future__ import annotations

import argparse
import http.client
import json
import platform
import random
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee import answers, meaning  # noqa: E402
from referee.library import Library, Settings  # noqa: E402
from referee import viewer  # noqa: E402
from referee.viewer import safe_html  # noqa: E402


def forget_rendered() -> None:
    """Drop the rendered passages (viewer.safe_html's memo: an lru_cache once, a BoundedCache
    since issue 26, which has no cache_clear)."""
    clear = getattr(safe_html, "cache_clear", None)
    if clear is not None:
        clear()
    else:
        viewer._RENDERED.clear()
from referee.web import create_app, warm  # noqa: E402

FALLBACK_QUESTIONS = ["can river reroll the black dice", "Niksa", "what does a weed do",
                      "can two reaver ships be in the same sector", "how many arcade tokens at the start",
                      "who wins a tie", "what does Kaylee do", "orchid colour"]


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def summary(times: list[float]) -> dict:
    return {"n": len(times), "median_ms": round(1000 * statistics.median(times), 3),
            "p95_ms": round(1000 * pct(times, 95), 3)}


QUESTIONS: dict = {"source": None, "list": None}


def find_devset(given: str | None = None) -> Path | None:
    """The dev-set questions: --devset, else $REFEREE_DEVSET, else a `shared/devset` beside
    the repository or above it (wherever the clone sits)."""
    import os
    for raw in (given, os.environ.get("REFEREE_DEVSET")):
        if raw:
            path = Path(raw)
            path = path / "questions.jsonl" if path.is_dir() else path
            if not path.exists():
                raise SystemExit(f"bench: no dev-set questions at {path}")
            return path
    for folder in (ROOT, *ROOT.parents):
        for candidate in (folder / "shared" / "devset" / "questions.jsonl", folder / "devset" / "questions.jsonl"):
            if candidate.exists():
                return candidate
    return None


def use_questions(given: str | None = None) -> None:
    path = find_devset(given)
    if path is not None:
        QUESTIONS["list"] = [json.loads(l)["question"] for l in path.read_text().splitlines() if l.strip()]
        QUESTIONS["source"] = str(path)
    else:
        QUESTIONS["list"] = FALLBACK_QUESTIONS
        QUESTIONS["source"] = "the 8 built-in questions (no shared/devset found; use --devset or $REFEREE_DEVSET)"


def questions() -> list[str]:
    if QUESTIONS["list"] is None:
        use_questions()
    return QUESTIONS["list"]


def shipped_examples(lib: Library) -> list[str]:
    """Every example position the games ship (their pages show them)."""
    return [ex["position"] for g in answers.games(lib)["games"] if g["rules"]
            for ex in answers.game(lib, g["id"])["examples"]]


def time_calls(fn, items, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        for item in items:
            t0 = time.perf_counter()
            fn(item)
            out.append(time.perf_counter() - t0)
    return out


def whoosh_floor(lib: Library):
    """A bare Whoosh query on the same index: the question's words OR-ed over the body and
    heading fields, top 10, stored text read. What search costs with nothing of ours."""
    from whoosh import index as windex
    from whoosh.qparser import MultifieldParser, OrGroup
    gen = lib.index.current_generation()
    ix = windex.open_dir(str(lib.settings.index / gen))
    fields = [f for f in ix.schema.names() if f.startswith(("body_", "head_"))] or ["words"]
    parser = MultifieldParser(fields, ix.schema, group=OrGroup)
    searcher = ix.searcher()

    def query(q: str):
        hits = searcher.search(parser.parse(q), limit=10)
        return [h.get("text") for h in hits]
    return query


def in_process(lib: Library, repeat: int) -> dict:
    app = create_app({"TESTING": True}, library=lib)
    app.add_url_rule("/__bench_noop", "bench_noop", lambda: "")
    client = app.test_client()
    qs = questions()
    positions = shipped_examples(lib)
    warm(app)  # as `referee serve` does before its first player: every table built once
    for _ in range(20):  # warm up caches and the index reader
        client.get("/__bench_noop")
        client.get("/api/search", query_string={"q": qs[0]})
    noop = time_calls(lambda _: client.get("/__bench_noop"), range(200), repeat)
    rows = {"noop": summary(noop)}
    rows["search"] = summary(time_calls(lambda q: client.get("/api/search", query_string={"q": q}), qs, repeat))
    floor = whoosh_floor(lib)
    for q in qs[:5]:
        floor(q)
    rows["whoosh_floor"] = summary(time_calls(floor, qs, repeat))
    if positions:
        rows["check"] = summary(time_calls(lambda p: client.post("/api/check", json={"position": p}), positions, repeat))
    if "chat.page" in app.view_functions:
        rows["ask"] = summary(time_calls(lambda q: client.post("/api/ask", json={"message": q, "conversation": None}),
                                         qs, max(1, repeat // 2)))

    def as_new(call):
        """A question never asked before: remembered searches and rendered answers dropped
        first (word-level caches stay warm, as on a server that has answered others)."""
        def run(q):
            lib.index.forget_answers()
            forget_rendered()
            return call(q)
        return run
    rows["search_new"] = summary(time_calls(as_new(lambda q: client.get("/api/search", query_string={"q": q})),
                                            qs, repeat))
    if "chat.page" in app.view_functions:
        rows["ask_new"] = summary(time_calls(as_new(lambda q: client.post(
            "/api/ask", json={"message": q, "conversation": None})), qs, max(1, repeat // 2)))
    base = rows["noop"]["median_ms"]
    for name, row in rows.items():
        row["x_noop"] = round(row["median_ms"] / base, 1) if base else None
    return rows


def build_time(books: Path) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        lib = Library(Settings(books, Path(tmp)))
        t0 = time.perf_counter()
        lib.refresh()
        return round(time.perf_counter() - t0, 3)


# -- over HTTP ------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(books: Path, index: Path, workers: int = 1, threads: int = 8, *, source: Path = ROOT,
                 env: dict | None = None, stderr=subprocess.DEVNULL,
                 start_seconds: float = 600, wait_for_meaning: bool = True,
                 extra_args: list[str] = ()) -> tuple[subprocess.Popen, str, float]:
    """`referee serve` (the one in `source`, a checkout) on a free loopback port; returns it,
    its URL and its start-up time (until the port accepts: the books are indexed and every
    cache warmed by then). With `wait_for_meaning`, it returns once search by meaning is on
    as well (the start-up time stays the time to the port). `extra_args`: more options for
    `referee serve` (e.g. `--database URL`)."""
    import os
    port = free_port()
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "referee.cli", "serve", "--host", "127.0.0.1", "--port", str(port),
                             "--workers", str(workers), "--threads", str(threads),
                             "--rulebooks", str(books), "--index", str(index), *extra_args],
                            stdout=subprocess.DEVNULL, stderr=stderr, cwd=source,
                            env={**os.environ, **(env or {})})
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + start_seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("referee serve exited")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
        except OSError:
            time.sleep(0.05)
            continue
        took = time.perf_counter() - t0
        if wait_for_meaning:
            _wait_for_meaning(base, deadline)
        return proc, base, took
    proc.kill()
    raise RuntimeError("referee serve did not start")


def _wait_for_meaning(base: str, deadline: float) -> None:
    """Until /api/games says search by meaning is "ready" or "off": the first start of
    `referee serve` encodes the books' vectors in the background (issue 23), and a meaning-on
    figure taken meanwhile would time lexical search beside the encoder. An older checkout
    that does not report the state is ready once it answers."""
    import json as _json
    import urllib.request
    while time.monotonic() < deadline:
        with urllib.request.urlopen(base + "/api/games", timeout=30) as r:
            state = (_json.load(r).get("meaning") or {}).get("state", "ready")
        if state in ("ready", "off"):
            return
        time.sleep(0.5)
    raise RuntimeError("search by meaning did not get ready")


def stop_server(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()


class Client:
    """One kept-alive HTTP connection (a phone's browser), loopback only."""

    def __init__(self, base: str, source: str | None = None):
        host, port = base.split("//")[1].split(":")
        # `source`: the loopback address this phone connects from (127.0.0.0/8 is all loopback on
        # Linux), so that a server's per-address fairness sees several tables, not one
        self._new = lambda: http.client.HTTPConnection(host, int(port), timeout=30,
                                                       source_address=(source, 0) if source else None)
        self.conn = self._new()

    def request(self, method: str, path: str, body: bytes | None = None, headers: dict | None = None) -> tuple[int, bytes]:
        for attempt in (0, 1):
            try:
                self.conn.request(method, path, body=body, headers=headers or {})
                resp = self.conn.getresponse()
                return resp.status, resp.read()
            except (OSError, http.client.HTTPException):
                self.conn.close()
                self.conn = self._new()
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def close(self):
        self.conn.close()


def timed(client: Client, method: str, path: str, body: dict | None = None) -> tuple[int, float]:
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Content-Type": "application/json"} if body is not None else {}
    t0 = time.perf_counter()
    status, _ = client.request(method, path, data, headers)
    return status, time.perf_counter() - t0


def search_path(q: str) -> str:
    return "/api/search?" + urllib.parse.urlencode({"q": q})


def load(base: str, make_request, clients: int, seconds: float, devices: bool = False) -> dict:
    """`clients` threads, each on its own kept-alive connection, send requests for `seconds`.
    `devices`: each client from its own loopback address (a table of phones, each its own device;
    else all from one address, as one device or a proxy would be seen)."""
    latencies: list[float] = []
    failures = [0]
    lock = threading.Lock()
    stop = time.monotonic() + seconds

    def worker(seed: int):
        rnd = random.Random(seed)
        client = Client(base, f"127.0.0.{10 + seed}" if devices else None)
        mine, bad = [], 0
        while time.monotonic() < stop:
            method, path, body = make_request(rnd)
            try:
                status, took = timed(client, method, path, body)
                bad += status != 200
            except OSError:
                bad, took = bad + 1, 0.0
            mine.append(took)
        client.close()
        with lock:
            latencies.extend(mine)
            failures[0] += bad

    t0 = time.perf_counter()
    threads = [threading.Thread(target=worker, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - t0
    return {"clients": clients, "devices": clients if devices else 1, "requests": len(latencies), "failed": failures[0],
            "rps": round(len(latencies) / elapsed, 1), **summary(latencies or [0.0])}


def search_load(qs):
    return lambda rnd: ("GET", search_path(rnd.choice(qs)), None)


def pages(lib: Library) -> list[str]:
    """Every page a player opens, as a player reaches it."""
    out = ["/", "/search", "/search?" + urllib.parse.urlencode({"q": questions()[0]}), "/check", "/chat",
           "/rulebooks/add"]
    for g in answers.games(lib)["games"]:
        out.append(f"/rulebooks/{g['id']}")
        if g["rules"]:
            out.append(f"/games/{g['id']}")
            rule = answers.game(lib, g["id"])["rules"][0]
            out.append(rule["url"].split("#")[0])  # the viewer at a rule's quote
    return out


def served(books: Path, lib: Library, workers: int, seconds: float, repeat: int) -> dict:
    """What a player feels from a real `referee serve`: the first answers after a start and
    after a rulebook changes, every page's p95 with its first view, requests per second."""
    qs = questions()
    positions = shipped_examples(lib)
    out: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "books"
        shutil.copytree(books, folder)
        proc, base, started = start_server(folder, Path(tmp) / "index", workers)
        try:
            out["start_s"] = round(started, 2)
            client = Client(base)
            status, first_ask = timed(client, "POST", "/api/ask", {"message": qs[1 % len(qs)], "conversation": None})
            status2, first_search = timed(client, "GET", search_path(qs[2 % len(qs)]))
            warm = [timed(client, "POST", "/api/ask", {"message": q, "conversation": None})[1] for q in qs[:10]]
            # the same question again, warm: the first ask is compared with itself
            same = [timed(client, "POST", "/api/ask", {"message": qs[1 % len(qs)], "conversation": None})[1]
                    for _ in range(5)]
            out["first_ask_after_start_ms"] = round(first_ask * 1000, 1)
            out["first_search_after_start_ms"] = round(first_search * 1000, 1)
            out["warm_ask_median_ms"] = round(statistics.median(warm) * 1000, 1)
            out["same_ask_warm_ms"] = round(statistics.median(same) * 1000, 1)
            # every page, first view included (each page's first request is in its sample)
            page_rows = {}
            for path in pages(lib):
                times = []
                for _ in range(max(5, repeat * 2)):
                    status, took = timed(client, "GET", path)
                    times.append(took)
                page_rows[path] = {**summary(times), "status": status, "first_ms": round(times[0] * 1000, 2)}
            out["pages"] = page_rows
            # a rulebook changes: the first answers while and after the server re-indexes
            victim = sorted(folder.glob("*.md"))[0]
            marker = "zyzzyvaquill"
            victim.write_text(victim.read_text(encoding="utf-8") + f"\n\nHouse rule: the {marker} decides ties.\n",
                              encoding="utf-8")
            changed = time.perf_counter()
            time.sleep(2.1)  # the folder is looked at every 2 s
            status, ask_during = timed(client, "POST", "/api/ask", {"message": qs[3 % len(qs)], "conversation": None})
            visible = None
            while time.perf_counter() - changed < 120:
                status, body = client.request("GET", search_path(marker))
                if status == 200 and marker in body.decode():
                    visible = time.perf_counter() - changed
                    break
                time.sleep(0.1)
            status, ask_after = timed(client, "POST", "/api/ask", {"message": qs[4 % len(qs)], "conversation": None})
            same = [timed(client, "POST", "/api/ask", {"message": qs[4 % len(qs)], "conversation": None})[1]
                    for _ in range(5)]
            out["first_ask_after_change_ms"] = round(ask_after * 1000, 1)
            out["same_ask_after_change_warm_ms"] = round(statistics.median(same) * 1000, 1)
            out["ask_during_reindex_ms"] = round(ask_during * 1000, 1)
            out["change_visible_s"] = round(visible, 2) if visible is not None else None
            client.close()
            # throughput, as before
            def check_req(rnd):
                return "POST", "/api/check", {"position": rnd.choice(positions)}
            out["http"] = {"search": [load(base, search_load(qs), c, seconds) for c in (1, 8, 32)]}
            if positions:
                out["http"]["check"] = [load(base, check_req, c, seconds) for c in (1, 8, 32)]
        finally:
            stop_server(proc)
    return out


def scaling(books: Path, workers: int, seconds: float, clients: int = 8) -> dict:
    """The same search load against 1 worker and against `workers`, then against `workers`
    while another process re-indexes again and again: req/s and failed requests."""
    qs = questions()
    out: dict = {"workers": workers, "clients": clients}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "books"
        shutil.copytree(books, folder)
        index = Path(tmp) / "index"
        for n in sorted({1, workers}):
            proc, base, _ = start_server(folder, index, n)
            try:
                load(base, search_load(qs), clients, 1.0)  # connections and caches settle
                out[f"w{n}"] = load(base, search_load(qs), clients, seconds)
                if n == workers:
                    stop = threading.Event()
                    rebuilds = [0]

                    def reindex():
                        victim = sorted(folder.glob("*.md"))[-1]
                        text = victim.read_text(encoding="utf-8")
                        while not stop.is_set():
                            rebuilds[0] += 1
                            victim.write_text(text + f"\n\nHouse rule {rebuilds[0]}.\n", encoding="utf-8")
                            subprocess.run([sys.executable, "-m", "referee.cli", "index", "--rulebooks", str(folder),
                                            "--index", str(index)], capture_output=True, cwd=ROOT)
                    t = threading.Thread(target=reindex)
                    t.start()
                    try:
                        out["during_reindex"] = load(base, search_load(qs), clients, seconds)
                    finally:
                        stop.set()
                        t.join()
                    out["during_reindex"]["reindexes"] = rebuilds[0]
            finally:
                stop_server(proc)
    if f"w{workers}" in out and out["w1"]["rps"]:
        out["speedup"] = round(out[f"w{workers}"]["rps"] / out["w1"]["rps"], 2)
    return out


# -- new questions under load -----------------------------------------------------------
# Words players put before a question that search reads past (referee.search's question
# words): "ok so can I ..." is a question no cache has seen, asking what "can I ..." asks.
FILLERS = ["ok", "so", "hey", "well", "oh", "actually", "please", "just", "really", "okay", "now", "guys"]


def new_question_load(qs: list[str]):
    """GET /api/search, every question new: the dev-set questions behind a different run of
    filler words each time (n-th request: question n mod len(qs), fillers numbered n div
    len(qs) in bijective base len(FILLERS)), so neither the server's answers nor its
    question vectors are remembered."""
    import itertools
    counter = itertools.count()

    def make(rnd):
        n = next(counter)
        i, words = n // len(qs), []
        while i:
            i -= 1
            words.append(FILLERS[i % len(FILLERS)])
            i //= len(FILLERS)
        return "GET", search_path(" ".join([*words, qs[n % len(qs)]])), None
    return make


def _meaning_counts(stderr_text: str) -> dict | None:
    """The encoder's counts the workers print as they exit (referee.serving), summed."""
    import re
    rows = re.findall(r"search by meaning, worker \d+: (\d+) new questions, (\d+) encoded in (\d+) batches, "
                      r"(\d+) answered by their words alone", stderr_text)
    if not rows:
        return None
    asked, encoded, batches, lexical = (sum(int(r[i]) for r in rows) for i in range(4))
    return {"asked": asked, "encoded": encoded, "batches": batches, "lexical": lexical}


NEW_QUESTION_CLIENTS = (1, 4, 16)


def new_questions(books: Path, workers: int, seconds: float, before: Path | None = None,
                  threads: int = 8) -> dict:
    """New questions at 1 / 4 / 16 clients, search by meaning on and off: req/s, p50, p95,
    and (meaning on) how many questions the encoder answered by words alone because it was
    behind. Each cell is a fresh `referee serve` (loopback only, `workers` x `threads`, the
    index built once and reused), loaded for `seconds`, then stopped, so the encoder's counts
    its workers print at exit are that cell's. With `before` (another checkout), the same
    cells against its `referee serve` too, each beside this one's, for ratios on one run."""
    qs = questions()
    sources = [("now", ROOT)] + ([("before", before)] if before else [])
    out: dict = {"workers": workers, "threads": threads, "seconds": seconds, "questions": len(qs)}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "books"
        shutil.copytree(books, folder)
        # passage vectors depend on the model and the books only: every server shares them
        shared = {"REFEREE_MEANING_CACHE": str(Path(tmp) / "meaning")}
        for name, source in sources:  # each checkout's index, built before anything is timed
            proc, _, _ = start_server(folder, Path(tmp) / f"index-{name}", workers, threads, source=source,
                                      env=shared)
            stop_server(proc)
        for setting in ("on", "off"):
            for clients in NEW_QUESTION_CLIENTS:
                for name, source in sources:
                    log = Path(tmp) / f"serve-{name}-{setting}-{clients}.log"
                    with log.open("wb") as err:
                        proc, base, _ = start_server(folder, Path(tmp) / f"index-{name}", workers, threads,
                                                     source=source, env={**shared, "REFEREE_MEANING": setting},
                                                     stderr=err, start_seconds=180)
                        try:
                            row = load(base, new_question_load(qs), clients, seconds)
                        finally:
                            stop_server(proc)
                    counted = _meaning_counts(log.read_text(errors="replace"))
                    if counted is not None:
                        row["meaning"] = counted
                    out.setdefault(name, {}).setdefault(setting, []).append(row)
    for name, _ in sources:
        on, off = out[name]["on"], out[name]["off"]
        out[name]["on_16_over_1"] = round(on[-1]["rps"] / on[0]["rps"], 2) if on[0]["rps"] else None
        out[name]["on_over_off_16"] = round(on[-1]["rps"] / off[-1]["rps"], 2) if off[-1]["rps"] else None
    return out


def new_questions_lines(nq: dict) -> list[str]:
    lines = [f"\nnew questions (GET /api/search, each never asked before), referee serve {nq['workers']} workers x "
             f"{nq['threads']} threads, {nq['seconds']} s per cell",
             "  code     meaning  clients    req/s   median ms   p95 ms   failed   by words alone (encoder busy)"]
    for name in ("before", "now"):
        if name not in nq:
            continue
        for setting in ("on", "off"):
            for row in nq[name][setting]:
                m = row.get("meaning")
                alone = f"{m['lexical']} of {m['asked']} ({m['batches']} batches)" if m else "–"
                lines.append(f"  {name:<8} {setting:<8} {row['clients']:>7} {row['rps']:>8} {row['median_ms']:>11.1f} "
                             f"{row['p95_ms']:>8.1f} {row['failed']:>8}   {alone}")
        lines.append(f"  {name}: meaning on, 16 clients / 1 client = {nq[name]['on_16_over_1']}x; "
                     f"on / off at 16 clients = {nq[name]['on_over_off_16']}x")
    if "before" in nq:
        for setting in ("on", "off"):
            ratios = [f"{c} clients {round(a['rps'] / b['rps'], 2) if b['rps'] else '–'}x req/s, "
                      f"p95 {round(a['p95_ms'] / b['p95_ms'], 2) if b['p95_ms'] else '–'}x"
                      for c, a, b in zip(NEW_QUESTION_CLIENTS, nq["now"][setting], nq["before"][setting])]
            lines.append(f"  now / before, meaning {setting}: " + "; ".join(ratios))
    return lines


# -- scale ----------------------------------------------------------------------------
SYNTHETIC = ["distinct"]  # the kind of synthetic books (--synthetic): "distinct" or "shuffled"


def synthetic_library(target: Path, source: Library, books: int, rnd: random.Random, kind: str = "") -> int:
    """`books` rulebooks built from real passages (English and Spanish), shuffled.

    ``shuffled``: the passages as they are, so every book repeats the shipped books' passages
    word for word: a question finds hundreds of equal copies, which no real library holds.
    ``distinct`` (the default): each book names its own things (every capitalised word of the
    source becomes a made-up name of that book's own) and one word in five of each passage is
    swapped for another word of the same language, so no two passages are the same, while
    the common words of rules ("roll", "turn", "dados") are shared as in real rulebooks."""
    kind = kind or SYNTHETIC[0]
    target.mkdir(parents=True, exist_ok=True)
    pools = {"en": [], "es": []}
    for b in source.books.values():
        pools[b.language].extend(p.text for p in b.passages if len(p.text) > 40)
    headings = [h.text for b in source.books.values() for h in b.headings if h.level > 1]
    vocab = {lang: [w for p in ps for w in re.findall(r"\b[a-záéíóúñü]{3,}\b", p)] for lang, ps in pools.items()}
    common = {lang: set(ws) for lang, ws in vocab.items()}  # "The", "When": words, not names
    total = 0
    for i in range(books):
        lang = "es" if i % 4 == 0 else "en"
        names: dict[str, str] = {}

        def own(text: str) -> str:
            if kind != "distinct":
                return text
            text = re.sub(r"\b[A-Z][a-z]{2,}\b", lambda m: m.group(0) if m.group(0).lower() in common[lang] else
                          names.setdefault(m.group(0), _made_up_name(rnd)), text)
            return re.sub(r"\b[a-záéíóúñü]{4,}\b", lambda m: rnd.choice(vocab[lang]) if rnd.random() < 0.2 else m.group(0),
                          text)
        lines = [f"---\nid: synth-{i:04d}\ntitle: Synthetic Book {i}\nlanguage: {lang}\n---\n", f"# Synthetic Book {i}\n"]
        size = 0
        while size < 40_000:
            lines.append(f"## {own(rnd.choice(headings))} {rnd.randint(1, 99)}\n")
            for _ in range(rnd.randint(3, 8)):
                para = own(rnd.choice(pools[lang]))
                lines.append(para.replace("\n", " ") + "\n")
                size += len(para)
        text = "\n".join(lines)
        (target / f"synth-{i:04d}.md").write_text(text, encoding="utf-8")
        total += len(text.encode())
    return total


_SYLLABLES = ("ka", "ro", "mi", "zan", "tel", "vor", "qui", "bel", "dra", "sun", "pe", "lox", "ny", "gar", "fi",
              "ost", "ul", "ven", "tra", "ix")


def _made_up_name(rnd: random.Random) -> str:
    """A capitalised name nobody's book uses ("Velkaro"): a synthetic book's own Niska or Reaver."""
    return "".join(rnd.choice(_SYLLABLES) for _ in range(rnd.randint(2, 4))).capitalize()


def scale(source: Library, books: int, searches: int) -> dict:
    rnd = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "books"
        size = synthetic_library(folder, source, books, rnd)
        for p in source.settings.rulebooks.iterdir():  # the shipped books too: their pages and models
            if p.is_file():
                shutil.copy(p, folder / p.name)
        lib = Library(Settings(folder, Path(tmp) / "index"))
        t0 = time.perf_counter()
        lib.refresh()
        build = time.perf_counter() - t0
        qs = questions()
        times = time_calls(lambda q: lib.search(q, None, 10), qs, max(1, searches // len(qs)))
        new_times = time_calls(lambda q: (lib.index.forget_answers(), lib.search(q, None, 10)), qs, 1)
        app = create_app({"TESTING": True}, library=lib)
        client = app.test_client()
        page_times = {}
        for path in ("/", "/check"):
            page_times[path] = summary(time_calls(lambda _: client.get(path), range(20), 1))
        ask = lambda q: client.post("/api/ask", json={"message": q, "conversation": None})  # noqa: E731
        ask(qs[0])
        warm_ask = statistics.median(time_calls(ask, qs[:10], 1))
        victim = folder / "synth-0001.md"
        victim.write_text(victim.read_text() + "\nA new house rule about golden dragons.\n")
        t0 = time.perf_counter()
        report = lib.refresh()
        reindex = time.perf_counter() - t0
        t0 = time.perf_counter()
        ask(qs[1 % len(qs)])
        first_ask = time.perf_counter() - t0
        return {"books": len(lib.books), "megabytes": round(size / 1e6, 1), "passages": lib.index.doc_count(),
                "build_s": round(build, 2), "reindex_one_s": round(reindex, 2), "reindexed": report["changed"],
                "search": summary(times), "search_new": summary(new_times), "pages": page_times,
                "warm_ask_ms": round(warm_ask * 1000, 1), "first_ask_after_change_ms": round(first_ask * 1000, 1)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer repetitions, 1 s load phases, 100 scale books")
    ap.add_argument("--skip-http", action="store_true", help="no `referee serve` measures")
    ap.add_argument("--skip-scale", action="store_true")
    ap.add_argument("--books", type=_book_sizes, default=None,
                    help="synthetic books for the scale run (default 500); with --backend, the library sizes, "
                         "comma-separated (default 4,500,5000; 4 = the shipped books alone)")
    ap.add_argument("--workers", type=int, default=None, help="workers for the scaling run (default: CPU count, "
                                                                "at least 2)")
    ap.add_argument("--devset", help="the dev-set questions.jsonl (default: $REFEREE_DEVSET, else shared/devset "
                                     "beside or above the repository)")
    ap.add_argument("--table", action="store_true", help="print the README table from the last run and stop")
    ap.add_argument("--new-questions-only", action="store_true",
                    help="only the 'new questions at 1 / 4 / 16 clients' row (bench/results/new_questions.json)")
    ap.add_argument("--seconds", type=float, default=None,
                    help="load seconds per new-questions cell (default 8; 2 with --quick): longer is steadier")
    ap.add_argument("--backend", choices=("whoosh", "postgres"), default=None,
                    help="only the backends bench (bench/postgres_scale.py): new-question search at each --books "
                         "size, Whoosh beside PostgreSQL, and req/s of `referee serve --workers 1|2` on this "
                         "backend; written to bench/results/backends.json")
    ap.add_argument("--backends", default=None,
                    help="with --backend: the backends measured in full (search and req/s), comma-separated "
                         "(default: search on whoosh,postgres, req/s on --backend alone; --skip-http: no req/s)")
    ap.add_argument("--before", type=Path, default=None,
                    help="a checkout of an earlier Referee: the new-questions row is measured against its "
                         "`referee serve` too, cell by cell beside this one's")
    ap.add_argument("--synthetic", choices=("distinct", "shuffled"), default="distinct",
                    help="the scale runs' synthetic books: each with its own names and no passage twice "
                         "(default), or the shipped passages shuffled word for word (the figures before 2026-12)")
    args = ap.parse_args()
    SYNTHETIC[0] = args.synthetic
    out = ROOT / "bench" / "results"
    if args.table:
        if not (out / "latest.json").exists():
            raise SystemExit(f"bench: no results yet in {out / 'latest.json'}; run `python bench/run.py` first")
        print(readme_table(json.loads((out / "latest.json").read_text()), baseline()))
        return 0
    use_questions(args.devset)
    print(f"questions: {len(questions())} from {QUESTIONS['source']}", flush=True)
    if args.backend or args.backends:
        return backends_main(args, out)
    if args.books is not None and len(args.books) != 1:
        ap.error("--books takes one number without --backend")
    args.books = args.books[0] if args.books else None
    repeat = 3 if args.quick else 10
    seconds = 1.0 if args.quick else 5.0
    workers = args.workers or max(2, __import__("os").cpu_count() or 1)
    books_dir = ROOT / "rulebooks"
    if args.new_questions_only:
        nq = new_questions(books_dir, workers, args.seconds or (2.0 if args.quick else 8.0), args.before)
        out.mkdir(parents=True, exist_ok=True)
        (out / "new_questions.json").write_text(json.dumps(nq, indent=2))
        print("\n".join(new_questions_lines(nq)))
        return 0
    report: dict = {"machine": f"{platform.node()} · {platform.processor() or platform.machine()} · "
                               f"{__import__('os').cpu_count()} cores · Python {platform.python_version()}",
                    "when": time.strftime("%Y-%m-%d %H:%M"), "quick": args.quick,
                    "questions": {"source": QUESTIONS["source"], "count": len(questions())}}
    def phase(name: str) -> None:
        print(f"  {time.strftime('%H:%M:%S')} {name}", file=sys.stderr, flush=True)
    phase("index build")
    report["index_build_s"] = build_time(books_dir)
    meaning.one_blas_thread()  # as in every serving process (after its first index build, as there)
    with tempfile.TemporaryDirectory() as tmp:
        lib = Library(Settings(books_dir, Path(tmp)))
        lib.refresh()
        phase("in process")
        report["in_process"] = in_process(lib, repeat)
        if not args.skip_http:
            phase(f"referee serve ({workers} workers): first answers, pages, load")
            report["served"] = served(books_dir, lib, workers, seconds, repeat)
            report["http"] = report["served"].pop("http")
            phase(f"1 vs {workers} workers, and during re-indexing")
            report["scaling"] = scaling(books_dir, workers, seconds * 2)
            phase(f"new questions at {' / '.join(map(str, NEW_QUESTION_CLIENTS))} clients, meaning on and off")
            report["new_questions"] = new_questions(books_dir, workers, args.seconds or (2.0 if args.quick else 8.0),
                                                    args.before)
        if not args.skip_scale:
            phase(f"scale: {args.books or (100 if args.quick else 500)} synthetic books")
            report["scale"] = scale(lib, args.books or (100 if args.quick else 500), 200)
    out.mkdir(parents=True, exist_ok=True)
    (out / "latest.json").write_text(json.dumps(report, indent=2))
    print_table(report)
    print(f"\nwritten to {out / 'latest.json'}; README table: python bench/run.py --table")
    return 0


def _book_sizes(text: str) -> list[int]:
    try:
        sizes = [int(x.replace("_", "")) for x in text.split(",") if x.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number or a list of numbers: {text!r}") from None
    if not sizes or min(sizes) < 0:
        raise argparse.ArgumentTypeError(f"not a book count: {text!r}")
    return sizes


def backends_main(args, out: Path) -> int:
    """`--backend` / `--backends`: bench/postgres_scale.py, Whoosh beside PostgreSQL."""
    sys.modules.setdefault("run", sys.modules[__name__])  # one copy of this module (its QUESTIONS)
    import postgres_scale
    names = [b.strip() for b in (args.backends or "").split(",") if b.strip()]
    if any(b not in postgres_scale.BACKENDS for b in names):
        raise SystemExit(f"bench: --backends takes {', '.join(postgres_scale.BACKENDS)}")
    searched = names or list(postgres_scale.BACKENDS)
    http = [] if args.skip_http else names or [args.backend]
    meaning.one_blas_thread()  # as in every serving process
    def phase(name: str) -> None:
        print(f"  {time.strftime('%H:%M:%S')} {name}", file=sys.stderr, flush=True)
    r = postgres_scale.measure(args.books or [4, 500, 5000], searched, http, 2 if args.quick else 4,
                               args.seconds or (2.0 if args.quick else 8.0), phase=phase)
    r = {"machine": f"{platform.node()} · {platform.processor() or platform.machine()} · "
                    f"{__import__('os').cpu_count()} cores · Python {platform.python_version()}",
         "when": time.strftime("%Y-%m-%d %H:%M"), "questions_source": QUESTIONS["source"], **r}
    for row in r["sizes"]:
        row["when"] = r["when"]
    out.mkdir(parents=True, exist_ok=True)
    path = out / "backends.json"
    if path.exists():  # sizes measured by an earlier run (e.g. 5,000 books alone) are kept, with their date
        try:
            done = {row["size"] for row in r["sizes"]}
            r["earlier"] = [row for row in json.loads(path.read_text()).get("sizes", []) + json.loads(
                path.read_text()).get("earlier", []) if row.get("size") not in done and "when" in row]
        except (ValueError, KeyError, AttributeError):
            pass
    path.write_text(json.dumps(r, indent=2))
    print(f"Referee backends benchmark — {r['machine']} — {r['when']}")
    print("\n".join(postgres_scale.lines(r)))
    print(f"\nwritten to {out / 'backends.json'}")
    return 0


def print_table(r: dict) -> None:
    print(f"Referee benchmark — {r['machine']} — {r['when']}")
    print(f"questions: {r['questions']['count']} from {r['questions']['source']}")
    print(f"\nindex build, shipped books: {r['index_build_s']} s")
    print("\nin process (Flask test client)      median ms   p95 ms   x no-op")
    for name, row in r["in_process"].items():
        print(f"  {name:<32} {row['median_ms']:>9.3f} {row['p95_ms']:>8.3f} {row['x_noop']:>8}")
    if "served" in r:
        s = r["served"]
        print(f"\nreferee serve: ready in {s['start_s']} s; first ask {s['first_ask_after_start_ms']} ms "
              f"(the same ask warm: {s.get('same_ask_warm_ms')} ms), first search {s['first_search_after_start_ms']} ms, "
              f"warm ask median {s['warm_ask_median_ms']} ms")
        print(f"  a rulebook changes: visible after {s['change_visible_s']} s; an ask meanwhile "
              f"{s['ask_during_reindex_ms']} ms; first ask after {s['first_ask_after_change_ms']} ms "
              f"(the same ask warm: {s.get('same_ask_after_change_warm_ms')} ms)")
        print("\n  page (over HTTP, first view included)            first ms   median ms   p95 ms")
        for path, row in s["pages"].items():
            print(f"  {path[:48]:<48} {row['first_ms']:>8.2f} {row['median_ms']:>11.2f} {row['p95_ms']:>8.2f}"
                  + ("" if row["status"] == 200 else f"   HTTP {row['status']}"))
    for name, rows in r.get("http", {}).items():
        print(f"\nHTTP {name} (referee serve)   clients    req/s   median ms   p95 ms   failed")
        for row in rows:
            print(f"                              {row['clients']:>7} {row['rps']:>8} {row['median_ms']:>11.2f} "
                  f"{row['p95_ms']:>8.2f} {row['failed']:>8}")
    if "scaling" in r:
        sc = r["scaling"]
        w = sc["workers"]
        print(f"\nworkers, search, {sc['clients']} clients: 1 worker {sc['w1']['rps']} req/s ({sc['w1']['failed']} failed); "
              f"{w} workers {sc[f'w{w}']['rps']} req/s ({sc[f'w{w}']['failed']} failed) = {sc.get('speedup')}x; "
              f"while re-indexing ({sc['during_reindex']['reindexes']} rebuilds) {sc['during_reindex']['rps']} req/s, "
              f"{sc['during_reindex']['failed']} failed")
    if "new_questions" in r:
        print("\n".join(new_questions_lines(r["new_questions"])))
    if "scale" in r:
        s = r["scale"]
        print(f"\nscale: {s['books']} books, {s['megabytes']} MB, {s['passages']} passages: build {s['build_s']} s, "
              f"re-index after one change {s['reindex_one_s']} s, search median {s['search']['median_ms']} ms "
              f"p95 {s['search']['p95_ms']} ms; GET / {s['pages']['/']['median_ms']} ms, "
              f"GET /check {s['pages']['/check']['median_ms']} ms; first ask after a change "
              f"{s['first_ask_after_change_ms']} ms (warm {s['warm_ask_ms']} ms)")


def baseline() -> dict:
    path = ROOT / "bench" / "baseline.json"
    return json.loads(path.read_text()) if path.exists() else {}


def readme_table(r: dict, before: dict) -> str:
    """The README's results table: this run beside the figures before the speed work."""
    def x(name):
        row = r["in_process"].get(name)
        return f"{row['x_noop']}" if row else "–"

    def was(key):
        return str(before.get(key, "–"))
    ip = r["in_process"]
    lines = [f"Results of one run (`python bench/run.py`, {r['when']}, {r['machine']}; "
             f"{r['questions']['count']} questions from {r['questions']['source']}):", "",
             "| measure | median | p95 | × no-op, before | × no-op, now |", "| --- | --- | --- | --- | --- |"]
    for name, label in (("noop", "no-op Flask request"), ("search", "`/api/search` (dev-set questions)"),
                        ("whoosh_floor", "bare Whoosh query, same index (the floor)"),
                        ("search_new", "`/api/search`, a question never asked before"),
                        ("check", "`/api/check` (every shipped example)"), ("ask", "`/api/ask` (dev-set questions)"),
                        ("ask_new", "`/api/ask`, a question never asked before")):
        if name in ip:
            lines.append(f"| {label} | {ip[name]['median_ms']:.2f} ms | {ip[name]['p95_ms']:.2f} ms | "
                         f"{was('x_' + name.removesuffix('_new'))} | {x(name)} |")
    if "served" in r:
        s = r["served"]
        worst = max(s["pages"].items(), key=lambda kv: kv[1]["p95_ms"])
        lines += ["", "| `referee serve` | before | now |", "| --- | --- | --- |",
                  f"| first `/api/ask` after a start | {was('first_ask_after_start_ms')} ms | "
                  f"{s['first_ask_after_start_ms']} ms (the same ask warm: {s.get('same_ask_warm_ms')} ms) |",
                  f"| first `/api/ask` after a rulebook change | {was('first_ask_after_change_ms')} ms | "
                  f"{s['first_ask_after_change_ms']} ms (warm: {s.get('same_ask_after_change_warm_ms')} ms; "
                  f"change visible after {s['change_visible_s']} s) |",
                  f"| worst page p95, first view included | – | {worst[1]['p95_ms']} ms (`{worst[0]}`) |"]
    if "scaling" in r:
        sc = r["scaling"]
        w = sc["workers"]
        lines += [f"| search req/s, 1 worker → {w} workers ({sc['clients']} clients) | {was('rps_1_worker')} "
                  f"(one process) | {sc['w1']['rps']} → {sc[f'w{w}']['rps']} ({sc.get('speedup')}×) |",
                  f"| failed requests, {w} workers, while re-indexing | – | {sc['during_reindex']['failed']} of "
                  f"{sc['during_reindex']['requests']} ({sc['during_reindex']['reindexes']} rebuilds) |"]
    if "new_questions" in r:
        nq = r["new_questions"]
        def cells(name, setting):
            if name not in nq:
                return "–"
            return " / ".join(f"{row['rps']} req/s, p50 {row['median_ms']:.0f} ms, p95 {row['p95_ms']:.0f} ms"
                              for row in nq[name][setting])
        for setting, label in (("on", "meaning on (default)"), ("off", "meaning off")):
            lines.append(f"| new questions at {' / '.join(map(str, NEW_QUESTION_CLIENTS))} clients, {label} "
                         f"(same run) | {cells('before', setting)} | {cells('now', setting)} |")
        now_on = nq["now"]["on"][-1].get("meaning")
        if now_on:
            lines.append(f"| new questions, 16 clients: answered by their words alone (encoder busy) | – | "
                         f"{now_on['lexical']} of {now_on['asked']} |")
    if "scale" in r:
        s = r["scale"]
        lines += [f"| {s['books']} books: search median | {was('scale_search_median_ms')} ms | "
                  f"{s['search']['median_ms']} ms |",
                  f"| {s['books']} books: search median, a question never asked before | "
                  f"{was('scale_search_median_ms')} ms | {s['search_new']['median_ms']} ms "
                  f"(p95 {s['search_new']['p95_ms']} ms) |",
                  f"| {s['books']} books: `GET /`, `GET /check` | {was('scale_home_ms')} ms, {was('scale_check_ms')} ms | "
                  f"{s['pages']['/']['median_ms']} ms, {s['pages']['/check']['median_ms']} ms |",
                  f"| {s['books']} books: first ask after a change | {was('scale_first_ask_after_change_ms')} ms | "
                  f"{s['first_ask_after_change_ms']} ms |"]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
