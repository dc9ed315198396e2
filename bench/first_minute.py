"""The first minute of `referee serve` (issue 23): time to the first page, the first ask,
and when search by meaning is on, from a cold start (a fresh index folder and a fresh
vector cache) and from a warm one (the same folders, a second start).

    python bench/first_minute.py                      # this checkout, cold then warm
    python bench/first_minute.py --before DIR         # also a copy of an earlier checkout, run back to back
    python bench/first_minute.py --ready-means-warm   # the issue's "ready means warm" figures, cold starts

Runs alternate (before cold, now cold, before warm, now warm) so both see the same load;
on a busy machine compare the ratios, not the seconds. Loopback only.

"Ready means warm" (`--ready-means-warm`): two cold starts (a fresh index folder and an empty
vector cache each), `--workers 2` then `--workers 1`. From the moment `/` first answers: one
ask (the first after the start), then 16 clients asking new questions (GET /api/search, each
never asked before: bench/run.py's dev-set questions behind fillers) for `--seconds`; then,
a minute later or once search by meaning is on (whichever is later), the same again, then
warm asks. Reported as ratios from one run, against the issue's targets: the first window's
p95 within max(300 ms, 3x) of the later one's; the first ask within max(100 ms, 3x) of a warm
(new) ask; `--workers 2` >= 1.8x the req/s of `--workers 1`, measured from ready. With each
window: the load average, and the CPU the server's processes and the background encoder
used in it (so a missed target says where the time went).
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


def start_serving(source: Path, books: Path, index: Path, workers: int, env: dict, log, limit: float,
                  log_name: str) -> tuple[subprocess.Popen, int, float]:
    """`referee serve` (the checkout at `source`) on a free port, writing to `log`, and wait for
    its first page: (the process, its port, when it was started). A start that exits or takes
    longer than `limit` raises, naming its log."""
    port = free_port()
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "referee.cli", "serve", "--port", str(port), "--workers", str(workers),
                             "--rulebooks", str(books), "--index", str(index)],
                            cwd=source, env=env, stdout=log, stderr=subprocess.STDOUT)
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"referee serve exited ({log_name})")
        if time.perf_counter() - t0 > limit:
            proc.kill()
            raise RuntimeError(f"no first page within {limit} s ({log_name})")
        try:
            if request(port, "GET", "/", timeout=5)[0] == 200:
                return proc, port, t0
        except OSError:
            pass
        time.sleep(0.05)


def one_start(source: Path, books: Path, index: Path, cache: Path, workers: int, limit: float) -> dict:
    """One `referee serve` (the checkout at `source`) until search by meaning is on."""
    logs = Path(tempfile.gettempdir()) / "referee-first-minute-logs"  # kept: a failed start says why
    logs.mkdir(exist_ok=True)
    log = open(logs / f"{source.name}-{time.time_ns()}.log", "w")
    env = {**os.environ, "REFEREE_MEANING_CACHE": str(cache), "REFEREE_TOKEN": "bench-first-minute"}
    proc, port, t0 = start_serving(source, books, index, workers, env, log, limit, log.name)
    out: dict = {}
    try:
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


# -- "ready means warm" (issue 23) ----------------------------------------------------------
TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def _tree(root: int) -> dict[int, tuple[str, float]]:
    """The processes under `root` (itself included): pid -> (role, CPU seconds so far)."""
    procs: dict[int, tuple[int, str, float]] = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
            cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        procs[int(d.name)] = (int(fields[1]), cmd, (int(fields[11]) + int(fields[12])) / TICK)
    out, todo = {}, [root]
    while todo:
        pid = todo.pop()
        if pid in procs:
            ppid, cmd, cpu = procs[pid]
            out[pid] = ("encoder" if "referee.vectors" in cmd else "server", cpu)
            todo += [p for p, v in procs.items() if v[0] == pid]
    return out


def _cpu_used(before: dict, after: dict) -> dict:
    """CPU seconds each role used between two `_tree`s (a process that ended meanwhile: its
    share until the first one, which `after` cannot see, is left out)."""
    used: dict[str, float] = {"server": 0.0, "encoder": 0.0}
    for pid, (role, cpu) in after.items():
        used[role] += cpu - (before[pid][1] if pid in before else 0.0)
    return {k: round(v, 2) for k, v in used.items()}


def _machine_busy() -> float:
    """CPU seconds the whole machine has been busy (every core; /proc/stat less idle and iowait)."""
    try:
        fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    except OSError:
        return 0.0
    return (sum(fields[:8]) - fields[3] - fields[4]) / TICK


def _window(port: int, proc: subprocess.Popen, load, make, clients: int, seconds: float) -> dict:
    """`clients` loopback clients for `seconds` (bench/run.py's load), with the load average,
    the meaning state and the CPU used meanwhile: by the server, the encoder, the clients
    (this process), and by anything else on the machine (the machine's busy time less those)."""
    state = meaning_state(port)
    before, me, busy, t0 = _tree(proc.pid), os.times(), _machine_busy(), time.perf_counter()
    row = load(f"http://127.0.0.1:{port}", make, clients, seconds)
    took = time.perf_counter() - t0
    used = _cpu_used(before, _tree(proc.pid))
    now = os.times()
    used["clients"] = round(now.user + now.system - me.user - me.system, 2)
    used["other"] = round(max(0.0, _machine_busy() - busy - sum(used.values())), 2)
    return {**{k: row[k] for k in ("requests", "failed", "rps", "median_ms", "p95_ms")},
            "meaning": (state or {}).get("state"), "meaning_after": (meaning_state(port) or {}).get("state"),
            "cpu_s": used, "cores_used": {k: round(v / took, 2) for k, v in used.items()},
            "loadavg_1min": round(os.getloadavg()[0], 2)}


def warm_start(workers: int, work: Path, clients: int, seconds: float, later_after: float, limit: float) -> dict:
    """One cold `referee serve --workers N` (fresh index, empty vector cache): the first ask,
    a window of new questions from ready, and another a minute later (or when search by
    meaning is on, whichever is later), then warm asks."""
    sys.path.insert(0, str(ROOT / "bench"))
    import run as bench_run  # noqa: the dev-set questions, their fillers and the load of bench/run.py
    qs = bench_run.questions()
    make = bench_run.new_question_load(qs)
    books = work / "books"
    shutil.copytree(ROOT / "rulebooks", books)
    log_path = work / "serve.log"
    env = {**os.environ, "REFEREE_MEANING_CACHE": str(work / "meaning"), "REFEREE_TOKEN": "bench-first-minute"}
    env.pop("REFEREE_MEANING", None)
    with open(log_path, "w") as log:
        try:
            proc, port, t0 = start_serving(ROOT, books, work / "index", workers, env, log, limit, str(log_path))
        except RuntimeError as err:
            raise RuntimeError(f"{err}:\n{log_path.read_text()}") from None
    out: dict = {"workers": workers, "clients": clients, "seconds": seconds, "questions": len(qs)}
    try:
        ready = time.perf_counter()
        out["first_page_s"] = round(ready - t0, 2)
        out["first_ask_ms"] = round(timed(port, "POST", "/api/ask", {"message": QUESTIONS[0]}) * 1000, 1)
        out["from_ready"] = _window(port, proc, bench_run.load, make, clients, seconds)
        while True:  # a minute after ready, and search by meaning on (or off for good)
            state = meaning_state(port) or {}
            if time.perf_counter() - ready >= later_after and state.get("state") != "building":
                break
            if time.perf_counter() - t0 > limit:
                raise RuntimeError(f"search by meaning not on within {limit} s ({log_path})")
            if state.get("state") != "building" and "meaning_on_s" not in out:
                out["meaning_on_s"] = round(time.perf_counter() - t0, 1)
            time.sleep(0.25)
        out.setdefault("meaning_on_s", round(time.perf_counter() - t0, 1))
        out["later_s"] = round(time.perf_counter() - ready, 1)
        out["later"] = _window(port, proc, bench_run.load, make, clients, seconds)
        new = [timed(port, "POST", "/api/ask", {"message": f"{w} {q}"})
               for w in ("hmm", "right") for q in QUESTIONS[1:]]  # new questions, asked warm
        out["warm_new_ask_median_ms"] = round(statistics.median(new) * 1000, 1)
        out["warm_same_ask_median_ms"] = round(statistics.median(
            timed(port, "POST", "/api/ask", {"message": QUESTIONS[0]}) for _ in range(5)) * 1000, 1)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
    out["log_tail"] = log_path.read_text(errors="replace").splitlines()[-6:]
    return out


def ready_means_warm(clients: int, seconds: float, later_after: float, limit: float) -> dict:
    uptime = lambda: subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()  # noqa: E731
    res: dict = {"uptime_before": uptime()}
    with tempfile.TemporaryDirectory(prefix="referee-ready-warm-") as tmp:
        for workers in (2, 1):
            work = Path(tmp) / f"w{workers}"
            work.mkdir()
            res[f"w{workers}"] = warm_start(workers, work, clients, seconds, later_after, limit)
            print(f"workers {workers}: {json.dumps(res[f'w{workers}'])}", file=sys.stderr, flush=True)
            res[f"uptime_after_w{workers}"] = uptime()
    w2, w1 = res["w2"], res["w1"]
    first, later = w2["from_ready"]["p95_ms"], w2["later"]["p95_ms"]
    ask, warm = w2["first_ask_ms"], w2["warm_new_ask_median_ms"]
    rps2, rps1 = w2["from_ready"]["rps"], w1["from_ready"]["rps"]
    res["targets"] = {
        "a_search_p95": {"first_ms": first, "later_ms": later, "ratio": round(first / later, 2),
                         "limit_ms": round(max(300.0, 3 * later), 1), "met": first <= max(300.0, 3 * later)},
        "b_first_ask": {"first_ms": ask, "warm_ms": warm, "ratio": round(ask / warm, 2),
                        "limit_ms": round(max(100.0, 3 * warm), 1), "met": ask <= max(100.0, 3 * warm)},
        "c_workers_2_over_1": {"w2_rps": rps2, "w1_rps": rps1, "ratio": round(rps2 / rps1, 2), "met": rps2 >= 1.8 * rps1,
                               "later_ratio": round(w2["later"]["rps"] / w1["later"]["rps"], 2)},
    }
    return res


def print_ready_means_warm(res: dict) -> None:
    print(f"\nload before: {res['uptime_before']}")
    print("start (cold)  window        meaning    req/s   median ms   p95 ms  failed  cores: server / encoder / "
          "clients / other   load")
    for w in ("w2", "w1"):
        r = res[w]
        for name in ("from_ready", "later"):
            x = r[name]
            label = "from ready" if name == "from_ready" else f"+{r['later_s']:.0f} s"
            print(f"--workers {w[1]}   {label:<12} {x['meaning']:>9} {x['rps']:>8} {x['median_ms']:>10} {x['p95_ms']:>8} "
                  f"{x['failed']:>6}  {' / '.join(str(x['cores_used'][k]) for k in ('server', 'encoder', 'clients', 'other')):>28}"
                  f"  {x['loadavg_1min']}")
        print(f"              first page {r['first_page_s']} s, meaning on at {r.get('meaning_on_s')} s; first ask "
              f"{r['first_ask_ms']} ms, warm new ask {r['warm_new_ask_median_ms']} ms, warm same ask "
              f"{r['warm_same_ask_median_ms']} ms")
        print(f"              load after: {res[f'uptime_after_{w}']}")
    t = res["targets"]
    a, b, c = t["a_search_p95"], t["b_first_ask"], t["c_workers_2_over_1"]
    yes = lambda ok: "met" if ok else "MISSED"  # noqa: E731
    print(f"\na. search p95 from ready {a['first_ms']} ms vs a minute later {a['later_ms']} ms ({a['ratio']}x; "
          f"target <= {a['limit_ms']} ms): {yes(a['met'])}")
    print(f"b. first ask {b['first_ms']} ms vs warm {b['warm_ms']} ms ({b['ratio']}x; target <= {b['limit_ms']} ms): "
          f"{yes(b['met'])}")
    print(f"c. --workers 2 {c['w2_rps']} req/s vs --workers 1 {c['w1_rps']} req/s from ready ({c['ratio']}x; target "
          f">= 1.8x): {yes(c['met'])}; later, search by meaning on: {c['later_ratio']}x")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--before", type=Path, help="a copy of an earlier checkout, measured back to back")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--limit", type=float, default=900, help="seconds a start may take at most")
    ap.add_argument("--warm-runs", type=int, default=1, help="warm starts of each checkout (their medians are compared)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--ready-means-warm", action="store_true",
                    help="the issue's three 'ready means warm' figures from cold starts (see above), and nothing else")
    ap.add_argument("--clients", type=int, default=16, help="--ready-means-warm: loopback clients")
    ap.add_argument("--seconds", type=float, default=8.0, help="--ready-means-warm: seconds of each window")
    ap.add_argument("--later", type=float, default=60.0, help="--ready-means-warm: the second window, at the "
                    "earliest this many seconds after ready")
    args = ap.parse_args()
    if args.ready_means_warm:
        res = ready_means_warm(args.clients, args.seconds, args.later, args.limit)
        print(json.dumps(res, indent=1)) if args.json else print_ready_means_warm(res)
        return 0
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
