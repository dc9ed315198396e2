#!/usr/bin/env python3
"""Where `/api/search` and `/api/ask` spend their time, and whether a speed change kept
their answers: a dev tool for the speed work, not a test.

    python bench/search_profile.py time            # medians as multiples of a no-op request
    python bench/search_profile.py profile search  # cProfile of /api/search over the dev set
    python bench/search_profile.py profile ask
    python bench/search_profile.py snapshot FILE   # top-5 results and every answer, as JSON
    python bench/search_profile.py compare A B     # what differs between two snapshots
    python bench/search_profile.py verify          # cached clause scores == Whoosh's own search

Runs in-process on the shipped rulebooks with a temporary index, over the dev-set
questions (see bench/run.py for how they are found).
"""
from __future__ import annotations

import cProfile
import json
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import run as bench  # noqa: E402
from referee.library import Library, Settings  # noqa: E402
from referee.web import create_app  # noqa: E402


def setup(tmp: str):
    lib = Library(Settings(ROOT / "rulebooks", Path(tmp)))
    lib.refresh()
    app = create_app({"TESTING": True}, library=lib)
    app.add_url_rule("/__noop", "noop", lambda: "")
    client = app.test_client()
    qs = bench.questions()
    for q in qs:
        client.get("/api/search", query_string={"q": q})
        client.post("/api/ask", json={"message": q, "conversation": None})
    return lib, client, qs


def calls(client):
    return {
        "noop": lambda q: client.get("/__noop"),
        "search": lambda q: client.get("/api/search", query_string={"q": q}),
        "ask": lambda q: client.post("/api/ask", json={"message": q, "conversation": None}),
    }


def timing(client, qs, lib, rounds: int = 5) -> None:
    floor = bench.whoosh_floor(lib)
    from referee import search as S

    def whoosh_scored(q):  # the search as before the clause-score cache, for comparison
        S.SCORE_CACHE = False
        forget(lib)
        try:
            return client.get("/api/search", query_string={"q": q})
        finally:
            S.SCORE_CACHE = True

    def search_worked_out(q):  # a question not asked before (per-word memos stay warm)
        forget(lib)
        return client.get("/api/search", query_string={"q": q})

    def ask_worked_out(q):
        forget(lib)
        return client.post("/api/ask", json={"message": q, "conversation": None})
    fns = {**calls(client), "whoosh_floor": floor, "search_whoosh_scored": whoosh_scored,
           "search_not_remembered": search_worked_out, "ask_not_remembered": ask_worked_out}
    times: dict[str, list[float]] = {k: [] for k in fns}
    for _ in range(rounds):
        for name, fn in fns.items():  # interleaved, so a busy neighbour hits every row alike
            items = range(50) if name == "noop" else qs
            for q in items:
                t0 = time.perf_counter()
                fn(q)
                times[name].append(time.perf_counter() - t0)
    base = statistics.median(times["noop"])
    for name, ts in times.items():
        med = statistics.median(ts)
        print(f"{name:<14} {med * 1000:8.3f} ms  {med / base:7.1f}x no-op  p95 {bench.pct(ts, 95) * 1000:8.3f} ms")
    s, f = statistics.median(times["search"]), statistics.median(times["whoosh_floor"])
    print(f"search / whoosh floor = {s / f:.2f}")


def profile(client, qs, what: str, rounds: int = 10) -> None:
    fn = calls(client)[what]
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(rounds):
        for q in qs:
            fn(q)
    prof.disable()
    st = pstats.Stats(prof)
    st.sort_stats("cumulative").print_stats(45)
    st.sort_stats("tottime").print_stats(30)


def snapshot(client, qs, path: str) -> None:
    out = {}
    for q in qs:
        for game in (None, "shiny-dice"):
            args = {"q": q, **({"game": game} if game else {})}
            r = client.get("/api/search", query_string=args).get_json()
            out[f"search {game} {q}"] = [(h["game"], h["anchor"], h["score"], h["snippet"], h["url"])
                                         for h in r.get("results", [])[:5]]
        a = client.post("/api/ask", json={"message": q, "conversation": None}).get_json()
        a.pop("conversation", None)
        out[f"ask {q}"] = a
    Path(path).write_text(json.dumps(out, indent=1, ensure_ascii=False))
    print(f"{len(out)} entries written to {path}")


def compare(a: str, b: str) -> int:
    x, y = json.loads(Path(a).read_text()), json.loads(Path(b).read_text())
    bad = [k for k in x if x.get(k) != y.get(k)] + [k for k in y if k not in x]
    for k in bad:
        print("DIFFERS:", k)
        print("   before:", json.dumps(x.get(k), ensure_ascii=False)[:600])
        print("   after: ", json.dumps(y.get(k), ensure_ascii=False)[:600])
    print(f"{len(x)} entries, {len(bad)} differ")
    return 1 if bad else 0


def forget(lib) -> None:
    """Drop the remembered recent searches, so the next search works its results out."""
    from collections import OrderedDict
    lib.index._answers = ((None, None), OrderedDict())


def verify(lib, qs) -> int:
    """Every dev-set question and held-out test question, searched with the per-generation
    clause scores and with Whoosh's own search: the same hits, scores and snippets."""
    from referee import search as S
    extra = []
    for f in sorted((ROOT / "tests" / "data").glob("*.json*")):
        for line in f.read_text().splitlines():
            try:
                row = json.loads(line)
            except ValueError:
                continue
            if isinstance(row, dict) and isinstance(row.get("question"), str):
                extra.append(row["question"])
    games = [None, *sorted(lib.books)]
    bad = total = 0
    for q in [*qs, *extra]:
        for game in games:
            got = {}
            for mode in (True, False):
                S.SCORE_CACHE = mode
                forget(lib)
                try:
                    r = lib.search(q[:500], game, 30)
                    got[mode] = [(h.passage.book, h.passage.anchor, h.score, h.snippet) for h in r.hits]
                except Exception as exc:  # noqa: BLE001
                    got[mode] = repr(exc)
            S.SCORE_CACHE = True
            total += 1
            if got[True] != got[False]:
                bad += 1
                print("DIFFERS:", game, q, "\n  cached:", got[True][:3], "\n  whoosh:", got[False][:3])
    print(f"{total} searches compared, {bad} differ")
    return 1 if bad else 0


def main() -> int:
    cmd = sys.argv[1] if len(sys.argv) > 1 else "time"
    if cmd == "compare":
        return compare(sys.argv[2], sys.argv[3])
    bench.use_questions(None)
    with tempfile.TemporaryDirectory() as tmp:
        lib, client, qs = setup(tmp)
        if cmd == "time":
            timing(client, qs, lib, int(sys.argv[2]) if len(sys.argv) > 2 else 5)
        elif cmd == "profile":
            profile(client, qs, sys.argv[2] if len(sys.argv) > 2 else "search")
        elif cmd == "verify":
            if "--changed" in sys.argv:  # an incremental update: several segments, deletions
                import shutil
                books = Path(tmp) / "books"
                shutil.copytree(ROOT / "rulebooks", books)
                lib = Library(Settings(books, Path(tmp) / "ix2"))
                lib.refresh()
                victim = sorted(books.glob("*.md"))[0]
                victim.write_text(victim.read_text() + "\n\nHouse rule: the dice decide ties.\n")
                lib.refresh()
                print("segments:", len(lib.index._open().reader().leaf_readers()))
            return verify(lib, qs)
        elif cmd == "snapshot":
            snapshot(client, qs, sys.argv[2])
    return 0


if __name__ == "__main__":
    sys.exit(main())
