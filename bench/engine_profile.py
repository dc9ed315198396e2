#!/usr/bin/env python3
"""The rules engine's cost per shipped example, as a multiple of a no-op Flask request.

    python bench/engine_profile.py [--repeat 30] [--profile] [--fixtures] [--new] [--top 40]

For every example the games ship (the ones `bench/run.py` posts to `/api/check`) it
prints the median ms of `referee.rules.check` (the engine alone), of the same on a text
never seen before (no parse cache hit: a new comment line each time) and of a `POST
/api/check` (engine + linking + JSON), each also as a multiple of a no-op request of
the same app measured in this run, interleaved so machine load hits both alike. The
last line is the median over the examples, the figure `bench/run.py` reports.
`--profile` adds a cProfile of the engine over the examples (and with `--fixtures`
over every rules fixture too), sorted by own time, to see where the time goes.
A speed tool, not a test: nothing here asserts a speed.
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee import rules  # noqa: E402
from referee.library import Library, Settings  # noqa: E402
from referee.web import create_app  # noqa: E402

INDEX = Path(tempfile.gettempdir()) / "referee-engine-profile-index"  # kept between runs


def examples() -> list[tuple[str, str]]:
    """(label, position) of every shipped example, in game order (as bench/run.py posts them)."""
    out = []
    for g in rules.all_games():
        for i, ex in enumerate(g.examples, 1):
            out.append((f"{g.id} #{i}", ex["position"]))
    return out


def fixtures() -> list[tuple[str, str]]:
    folder = ROOT / "tests" / "fixtures" / "rules"
    return [(f"{p.parent.name}/{p.name}", p.read_text()) for p in sorted(folder.glob("*/*.txt"))]


def median_ms(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return 1000 * statistics.median(times)


def safe_check(text: str):
    try:
        return rules.check(text)
    except rules.PositionError:
        return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--fixtures", action="store_true", help="profile the rules fixtures too")
    ap.add_argument("--top", type=int, default=40)
    ap.add_argument("--new", action="store_true", help="profile on texts never seen before (no parse cache)")
    args = ap.parse_args()

    INDEX.mkdir(exist_ok=True)
    lib = Library(Settings(ROOT / "rulebooks", INDEX))
    lib.refresh()
    app = create_app({"TESTING": True}, library=lib)
    app.add_url_rule("/__noop", "noop", lambda: "")
    client = app.test_client()
    items = examples()
    for _, text in items:  # warm: imports, caches, the book's quote links
        client.post("/api/check", json={"position": text})
    for _ in range(200):
        client.get("/__noop")

    rows = []
    noops = []
    fresh = iter(range(10**9))
    for label, text in items:
        noop = median_ms(lambda: client.get("/__noop"), args.repeat)
        engine = median_ms(lambda: rules.check(text), args.repeat)
        # a text never seen before (a comment line makes it new; the answer is the same)
        new = median_ms(lambda: rules.check(f"{text}\n# {next(fresh)}"), args.repeat)
        request = median_ms(lambda: client.post("/api/check", json={"position": text}), args.repeat)
        noops.append(noop)
        rows.append((label, engine, request, new))
    noop = statistics.median(noops)
    print(f"no-op request: {noop:.3f} ms (median of {len(noops)} medians)\n")
    print(f"{'example':<30} {'engine ms':>10} {'x no-op':>8} {'new text':>9} {'x no-op':>8} "
          f"{'request ms':>11} {'x no-op':>8}")
    for label, engine, request, new in rows:
        print(f"{label:<30} {engine:>10.3f} {engine / noop:>8.1f} {new:>9.3f} {new / noop:>8.1f} "
              f"{request:>11.3f} {request / noop:>8.1f}")
    med = [statistics.median(r[k] for r in rows) for k in (1, 3, 2)]
    print(f"{'median':<30} {med[0]:>10.3f} {med[0] / noop:>8.1f} {med[1]:>9.3f} {med[1] / noop:>8.1f} "
          f"{med[2]:>11.3f} {med[2] / noop:>8.1f}")
    mean = [statistics.mean(r[k] for r in rows) for k in (1, 3, 2)]
    print(f"{'mean':<30} {mean[0]:>10.3f} {'':>8} {mean[1]:>9.3f} {'':>8} {mean[2]:>11.3f}")

    if args.profile:
        texts = [t for _, t in items] + ([t for _, t in fixtures()] if args.fixtures else [])
        prof = cProfile.Profile()
        prof.enable()
        for k in range(5):
            for text in texts:
                safe_check(f"{text}\n# profile {k}" if args.new else text)
        prof.disable()
        print(f"\ncProfile: 5 x {len(texts)} positions, by own time")
        pstats.Stats(prof).sort_stats("tottime").print_stats(args.top)
        print("\nby cumulative time")
        pstats.Stats(prof).sort_stats("cumulative").print_stats(args.top)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
