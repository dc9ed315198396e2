#!/usr/bin/env python3
"""Referee benchmarks: prints a table and writes bench/results/latest.json.

    python bench/run.py [--quick] [--skip-http] [--skip-scale] [--books 500]

Every figure is measured in this one run, and in-process timings are also given
as a multiple of a no-op Flask request measured in the same run, so results are
comparable across machines. This is not a test: nothing here asserts a speed.
"""
from __future__ import annotations

import argparse
import json
import platform
import random
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

from referee import answers  # noqa: E402
from referee.library import Library, Settings  # noqa: E402
from referee.web import create_app  # noqa: E402

DEVSET = ROOT.parent / "shared" / "devset" / "questions.jsonl"
FALLBACK_QUESTIONS = ["can river reroll the black dice", "Niksa", "what does a weed do",
                      "can two reaver ships be in the same sector", "how many arcade tokens at the start",
                      "who wins a tie", "what does Kaylee do", "orchid colour"]


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def summary(times: list[float]) -> dict:
    return {"n": len(times), "median_ms": round(1000 * statistics.median(times), 3),
            "p95_ms": round(1000 * pct(times, 95), 3)}


def questions() -> list[str]:
    if DEVSET.exists():
        return [json.loads(l)["question"] for l in DEVSET.read_text().splitlines() if l.strip()]
    return FALLBACK_QUESTIONS


def time_calls(fn, items, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        for item in items:
            t0 = time.perf_counter()
            fn(item)
            out.append(time.perf_counter() - t0)
    return out


def in_process(lib: Library, repeat: int) -> dict:
    app = create_app({"TESTING": True}, library=lib)
    app.add_url_rule("/__bench_noop", "bench_noop", lambda: "")
    client = app.test_client()
    qs = questions()
    positions = [ex["position"] for g in answers.games(lib)["games"] if g["rules"]
                 for ex in answers.game(lib, g["id"])["examples"][:1]]
    for _ in range(20):  # warm up caches and the index reader
        client.get("/__bench_noop")
        client.get("/api/search", query_string={"q": qs[0]})
    noop = time_calls(lambda _: client.get("/__bench_noop"), range(200), repeat)
    rows = {"noop": summary(noop)}
    rows["search"] = summary(time_calls(lambda q: client.get("/api/search", query_string={"q": q}), qs, repeat))
    if positions:
        rows["check"] = summary(time_calls(lambda p: client.post("/api/check", json={"position": p}), positions, repeat))
    if "chat.page" in app.view_functions:
        rows["ask"] = summary(time_calls(lambda q: client.post("/api/ask", json={"message": q, "conversation": None}),
                                         qs, max(1, repeat // 2)))
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


def start_server(books: Path, index: Path) -> tuple[subprocess.Popen, str]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "referee.cli", "serve", "--port", str(port), "--threads", "8",
                             "--rulebooks", str(books), "--index", str(index)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            urllib.request.urlopen(base + "/api/games", timeout=2).read()
            return proc, base
        except OSError:
            time.sleep(0.2)
    proc.kill()
    raise RuntimeError("referee serve did not start")


def load(base: str, make_request, clients: int, seconds: float) -> dict:
    """`clients` threads send requests for `seconds` (loopback only); stops by itself."""
    latencies: list[float] = []
    failures = [0]
    lock = threading.Lock()
    stop = time.monotonic() + seconds

    def worker(seed: int):
        rnd = random.Random(seed)
        mine, bad = [], 0
        while time.monotonic() < stop:
            req = make_request(rnd)
            t0 = time.perf_counter()
            try:
                with urllib.request.urlopen(req, timeout=30) as resp:
                    resp.read()
                    if resp.status != 200:
                        bad += 1
            except OSError:
                bad += 1
            mine.append(time.perf_counter() - t0)
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
    return {"clients": clients, "requests": len(latencies), "failed": failures[0],
            "rps": round(len(latencies) / elapsed, 1), **summary(latencies)}


def over_http(books: Path, seconds: float, lib: Library) -> dict:
    qs = questions()
    positions = [ex["position"] for g in answers.games(lib)["games"] if g["rules"]
                 for ex in answers.game(lib, g["id"])["examples"][:1]]
    with tempfile.TemporaryDirectory() as tmp:
        proc, base = start_server(books, Path(tmp))
        try:
            def search_req(rnd):
                return urllib.request.Request(base + "/api/search?" + urllib.parse.urlencode({"q": rnd.choice(qs)}))

            def check_req(rnd):
                body = json.dumps({"position": rnd.choice(positions)}).encode()
                return urllib.request.Request(base + "/api/check", data=body, headers={"Content-Type": "application/json"})
            out = {}
            for name, maker in (("search", search_req), ("check", check_req)):
                if name == "check" and not positions:
                    continue
                out[name] = [load(base, maker, c, seconds) for c in (1, 8, 32)]
            return out
        finally:
            proc.terminate()
            proc.wait(timeout=10)


# -- scale ----------------------------------------------------------------------------
def synthetic_library(target: Path, source: Library, books: int, rnd: random.Random) -> int:
    """`books` rulebooks built from shuffled real passages (English and Spanish)."""
    target.mkdir(parents=True, exist_ok=True)
    pools = {"en": [], "es": []}
    for b in source.books.values():
        pools[b.language].extend(p.text for p in b.passages if len(p.text) > 40)
    headings = [h.text for b in source.books.values() for h in b.headings if h.level > 1]
    total = 0
    for i in range(books):
        lang = "es" if i % 4 == 0 else "en"
        lines = [f"---\nid: synth-{i:04d}\ntitle: Synthetic Book {i}\nlanguage: {lang}\n---\n", f"# Synthetic Book {i}\n"]
        size = 0
        while size < 40_000:
            lines.append(f"## {rnd.choice(headings)} {rnd.randint(1, 99)}\n")
            for _ in range(rnd.randint(3, 8)):
                para = rnd.choice(pools[lang])
                lines.append(para.replace("\n", " ") + "\n")
                size += len(para)
        text = "\n".join(lines)
        (target / f"synth-{i:04d}.md").write_text(text, encoding="utf-8")
        total += len(text.encode())
    return total


def scale(source: Library, books: int, searches: int) -> dict:
    rnd = random.Random(7)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "books"
        size = synthetic_library(folder, source, books, rnd)
        lib = Library(Settings(folder, Path(tmp) / "index"))
        t0 = time.perf_counter()
        lib.refresh()
        build = time.perf_counter() - t0
        qs = questions()
        times = time_calls(lambda q: lib.search(q, None, 10), qs, max(1, searches // len(qs)))
        victim = folder / "synth-0001.md"
        victim.write_text(victim.read_text() + "\nA new house rule about golden dragons.\n")
        t0 = time.perf_counter()
        report = lib.refresh()
        reindex = time.perf_counter() - t0
        return {"books": books, "megabytes": round(size / 1e6, 1), "passages": lib.index.doc_count(),
                "build_s": round(build, 2), "reindex_one_s": round(reindex, 2), "reindexed": report["changed"],
                "search": summary(times)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer repetitions, 1 s load phases, 100 scale books")
    ap.add_argument("--skip-http", action="store_true")
    ap.add_argument("--skip-scale", action="store_true")
    ap.add_argument("--books", type=int, default=None)
    args = ap.parse_args()
    repeat = 3 if args.quick else 10
    books_dir = ROOT / "rulebooks"
    report: dict = {"machine": f"{platform.node()} · {platform.processor() or platform.machine()} · "
                               f"{__import__('os').cpu_count()} cores · Python {platform.python_version()}",
                    "when": time.strftime("%Y-%m-%d %H:%M")}
    report["index_build_s"] = build_time(books_dir)
    with tempfile.TemporaryDirectory() as tmp:
        lib = Library(Settings(books_dir, Path(tmp)))
        lib.refresh()
        report["in_process"] = in_process(lib, repeat)
        if not args.skip_http:
            report["http"] = over_http(books_dir, 1.0 if args.quick else 5.0, lib)
        if not args.skip_scale:
            report["scale"] = scale(lib, args.books or (100 if args.quick else 500), 200)
    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / "latest.json").write_text(json.dumps(report, indent=2))
    print_table(report)
    print(f"\nwritten to {out / 'latest.json'}")
    return 0


def print_table(r: dict) -> None:
    print(f"Referee benchmark — {r['machine']} — {r['when']}")
    print(f"\nindex build, shipped books: {r['index_build_s']} s")
    print("\nin process (Flask test client)      median ms   p95 ms   x no-op")
    for name, row in r["in_process"].items():
        print(f"  {name:<32} {row['median_ms']:>9.3f} {row['p95_ms']:>8.3f} {row['x_noop']:>8}")
    for name, rows in r.get("http", {}).items():
        print(f"\nHTTP {name} (waitress)   clients    req/s   median ms   p95 ms   failed")
        for row in rows:
            print(f"                          {row['clients']:>7} {row['rps']:>8} {row['median_ms']:>11.2f} {row['p95_ms']:>8.2f} {row['failed']:>8}")
    if "scale" in r:
        s = r["scale"]
        print(f"\nscale: {s['books']} books, {s['megabytes']} MB, {s['passages']} passages: build {s['build_s']} s, "
              f"re-index after one change {s['reindex_one_s']} s, search median {s['search']['median_ms']} ms "
              f"p95 {s['search']['p95_ms']} ms")


if __name__ == "__main__":
    sys.exit(main())
