"""The first minute of `referee serve` (issue 23): time to the first page, the first ask,
and when search by meaning is on, from a cold start (a fresh index folder and a fresh
vector cache) and from a warm one (the same folders, a second start).

    python bench/first_minute.py                      # this checkout, cold then warm
    python bench/first_minute.py --before DIR         # also a copy of an earlier checkout, run back to back

Runs alternate (before cold, now cold, before warm, now warm) so both see the same load;
on a busy machine compare the ratios, not the seconds. Loopback only.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUESTIONS = ["can I reroll a bomb", "how many dice do I roll at the start", "what happens when I bust",
             "can I trade cards with another player", "who goes first", "how do I win the game",
             "what does a reaver do", "can I move twice in a turn", "how many players can play",
             "what is a misbehave card", "when does the game end", "can I keep flying after a bust"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def request(port: int, method: str, path: str, body: dict | None = None, timeout: float = 30) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        data = json.dumps(body).encode() if body is not None else None
        conn.request(method, path, body=data, headers={"Content-Type": "application/json"} if data else {})
        resp = conn.getresponse()
        return resp.status, resp.read()
    finally:
        conn.close()


def timed(port: int, method: str, path: str, body: dict | None = None) -> float:
    t0 = time.perf_counter()
    status, _ = request(port, method, path, body)
    took = time.perf_counter() - t0
    if status != 200:
        raise RuntimeError(f"{method} {path}: {status}")
    return took


def meaning_state(port: int) -> dict | None:
    status, body = request(port, "GET", "/api/games")
    return json.loads(body).get("meaning") if status == 200 else None


def one_start(source: Path, books: Path, index: Path, cache: Path, workers: int, limit: float) -> dict:
    """One `referee serve` (the checkout at `source`) until search by meaning is on."""
    port = free_port()
    logs = Path(tempfile.gettempdir()) / "referee-first-minute-logs"  # kept: a failed start says why
    logs.mkdir(exist_ok=True)
    log = open(logs / f"{source.name}-{time.time_ns()}.log", "w")
    env = {**os.environ, "REFEREE_MEANING_CACHE": str(cache), "REFEREE_TOKEN": "bench-first-minute"}
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "referee.cli", "serve", "--port", str(port), "--workers", str(workers),
                             "--rulebooks", str(books), "--index", str(index)],
                            cwd=source, env=env, stdout=log, stderr=subprocess.STDOUT)
    out: dict = {}
    try:
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"referee serve exited ({log.name})")
            if time.perf_counter() - t0 > limit:
                raise RuntimeError(f"no first page within {limit} s ({log.name})")
            try:
                status, _ = request(port, "GET", "/", timeout=5)
                if status == 200:
                    break
            except OSError:
                pass
            time.sleep(0.05)
        out["first_page_s"] = round(time.perf_counter() - t0, 2)
        out["first_ask_ms"] = round(timed(port, "POST", "/api/ask", {"message": QUESTIONS[0]}) * 1000, 1)
        out["first_search_ms"] = round(timed(port, "GET", "/api/search?q=" + QUESTIONS[1].replace(" ", "+")) * 1000, 1)
        state = meaning_state(port)
        out["meaning_at_first_page"] = state
        while state is not None and state.get("state") == "building":
            if time.perf_counter() - t0 > limit:
                raise RuntimeError(f"meaning not ready within {limit} s ({log.name})")
            time.sleep(0.25)
            state = meaning_state(port)
        out["meaning_ready_s"] = round(time.perf_counter() - t0, 2) if state is None or state["state"] == "ready" else None
        # warm: new questions, then the first one again
        new = [timed(port, "POST", "/api/ask", {"message": q}) for q in QUESTIONS[2:]]
        same = [timed(port, "POST", "/api/ask", {"message": QUESTIONS[0]}) for _ in range(5)]
        out["warm_new_ask_median_ms"] = round(statistics.median(new) * 1000, 1)
        out["same_ask_warm_ms"] = round(statistics.median(same) * 1000, 1)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--before", type=Path, help="a copy of an earlier checkout, measured back to back")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--limit", type=float, default=900, help="seconds a start may take at most")
    ap.add_argument("--warm-runs", type=int, default=1, help="warm starts of each checkout (their medians are compared)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    sources = ([("before", args.before.resolve())] if args.before else []) + [("now", ROOT)]
    results: dict = {}
    with tempfile.TemporaryDirectory(prefix="referee-first-minute-") as tmp:
        for name, _ in sources:
            (Path(tmp) / name).mkdir()
            shutil.copytree(ROOT / "rulebooks", Path(tmp) / name / "books")
        phases = ["cold"] + [f"warm{i + 1 if args.warm_runs > 1 else ''}" for i in range(args.warm_runs)]
        for phase in phases:
            for name, source in sources:
                work = Path(tmp) / name
                got = one_start(source, work / "books", work / "index", work / "meaning", args.workers, args.limit)
                results[f"{name} {phase}"] = got
                print(f"{name:>6} {phase}: {json.dumps(got)}", file=sys.stderr, flush=True)
        if args.warm_runs > 1:  # the median of the warm starts, measure by measure
            for name, _ in sources:
                runs = [r for k, r in results.items() if k.startswith(f"{name} warm")]
                results[f"{name} warm"] = {k: round(statistics.median(r[k] for r in runs), 2)
                                           for k in runs[0] if isinstance(runs[0][k], (int, float))}
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        print("\nstart                first page  first ask  meaning on  new ask (warm)  same ask (warm)")
        for key, r in results.items():
            r = {"meaning_ready_s": None, **r}
            ready = f"{r['meaning_ready_s']} s" if r.get("meaning_ready_s") is not None else "–"
            print(f"{key:<20} {r['first_page_s']:>8} s {r['first_ask_ms']:>7} ms {ready:>10} "
                  f"{r['warm_new_ask_median_ms']:>12} ms {r['same_ask_warm_ms']:>12} ms")
        if args.before:
            for phase in ("cold", "warm"):
                b, n = results[f"before {phase}"], results[f"now {phase}"]
                print(f"{phase}: first page now/before {n['first_page_s'] / b['first_page_s']:.2f}x, "
                      f"first ask now/before {n['first_ask_ms'] / b['first_ask_ms']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
