"""Issue 26, "done when": a soak test. Distinct requests of each route class (search, ask,
check) against a real `referee serve` (two gunicorn workers, loopback 127.0.0.1): no request
fails, none answers 5xx, and each worker's memory after the first tenth of the run grows by
at most 30 MB: every cache a long-lived worker keeps is bounded (issue 26's finding 3 grew
+228 MB in 1,500 searches).

CI runs a short version; the full one (20,000 distinct requests per class, 60,000 in all):
REFEREE_SOAK=20000 python -m pytest tests/reliability/test_soak.py -s"""
from __future__ import annotations

import json
import os
import random
import shutil
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest
from measuring import MB, children, rss

from helpers import RULEBOOKS
from referee import rules
from serving import referee_serve

PER_CLASS = int(os.environ.get("REFEREE_SOAK") or (150 if os.environ.get("CI") else 400))
CLIENTS = 4
GROWTH_MB = 30


def _words() -> list[str]:
    text = " ".join(p.read_text(errors="replace") for p in RULEBOOKS.glob("*.md"))
    return sorted({w.lower() for w in text.split() if w.isalpha() and 3 <= len(w) <= 14})


WORDS = _words()
GAMES = rules.all_games()


def typo(rnd: random.Random, w: str) -> str:
    i = rnd.randrange(len(w))
    return w[:i] + rnd.choice("abcdefghijklmnopqrstuvwxyz") + w[i + 1:]


def search_request(i: int) -> tuple[str, bytes | None]:
    rnd = random.Random(("search", i).__repr__())
    ws = [rnd.choice(WORDS) for _ in range(rnd.randint(2, 7))]
    if rnd.random() < 0.5:
        ws[rnd.randrange(len(ws))] = typo(rnd, rnd.choice(WORDS))
    if rnd.random() < 0.2:
        ws.insert(0, "how many")
    if rnd.random() < 0.2:
        ws.append("".join(rnd.choice("bcdfghjklmnpqrstvwxz") for _ in range(rnd.randint(4, 9))))
    q = " ".join(ws) + f" {i}"
    return "/api/search?" + urllib.parse.urlencode({"q": q, "limit": str(rnd.choice([5, 10, 20]))}), None


def ask_request(i: int) -> tuple[str, bytes | None]:
    rnd = random.Random(("ask", i).__repr__())
    g = rnd.choice(GAMES)
    names = [n for names in g.vocabulary.values() for n in names]
    kind = rnd.random()
    if kind < 0.5:
        msg = f"can {rnd.choice(names)} {rnd.choice(WORDS)} the {rnd.choice(names)} in {g.title}? ({i})"
    elif kind < 0.8:
        msg = (f"{rnd.choice(names).title()} has {rnd.randint(1, 6)} {rnd.choice(names)} and wants to "
               f"{rnd.choice(WORDS)} {rnd.choice(names)}. Is that allowed? {i}")
    else:
        msg = g.examples[rnd.randrange(len(g.examples))]["position"] + f"\n# {i}"
    return "/api/ask", json.dumps({"message": msg}).encode()


def check_request(i: int) -> tuple[str, bytes | None]:
    rnd = random.Random(("check", i).__repr__())
    g = rnd.choice(GAMES)
    base = [ln for ln in g.examples[rnd.randrange(len(g.examples))]["position"].splitlines()
            if not ln.lower().startswith("ask")]
    asks = [rnd.choice(["options", "valid", "score"]) if rnd.random() < 0.6
            else rnd.choice([a.example for a in g.notation_actions]) for _ in range(rnd.randint(1, 4))]
    if rnd.random() < 0.2:  # a typo the parser points at
        asks.append(typo(rnd, asks[0]))
    text = "\n".join(base + [f"# {i}"] + [f"ask: {a}" for a in asks])
    return "/api/check", json.dumps({"position": text}).encode()


CLASSES = {"search": search_request, "ask": ask_request, "check": check_request}


@pytest.fixture(scope="module")
def served(tmp_path_factory, shipped_index):
    root = tmp_path_factory.mktemp("soak")
    shutil.copytree(RULEBOOKS, root / "rulebooks")
    with referee_serve(root, root / "rulebooks", "--workers", "2", token="soak-test-token") as srv:
        yield srv


def send(base: str, path: str, body: bytes | None) -> int | str:
    req = urllib.request.Request(base + path, data=body,
                                 headers={"Content-Type": "application/json"} if body else {})
    try:
        with urllib.request.urlopen(req, timeout=60) as resp:
            resp.read()
            return resp.status
    except urllib.error.HTTPError as exc:
        exc.read()
        return exc.code
    except OSError as exc:
        return f"failed: {exc}"


def test_soak_distinct_requests_keep_worker_memory_flat(served):
    base = served["base"]
    for _ in range(120):  # the second worker may still be starting when the first answers
        workers = children(served["proc"].pid)
        if len(workers) == 2:
            break
        time.sleep(0.5)
    assert len(workers) == 2, workers
    jobs = [(cls, i) for i in range(PER_CLASS) for cls in CLASSES]  # interleaved: all classes all along
    mark = len(jobs) // 10
    statuses: dict[str, dict] = {cls: {} for cls in CLASSES}
    lock = threading.Lock()
    done = [0]
    at_mark: dict[int, int] = {}
    started = time.monotonic()

    def client(k: int):
        for n in range(k, len(jobs), CLIENTS):
            cls, i = jobs[n]
            status = send(base, *CLASSES[cls](i))
            with lock:
                statuses[cls][status] = statuses[cls].get(status, 0) + 1
                done[0] += 1
                if done[0] == mark:
                    at_mark.update({w: rss(w) for w in workers})

    threads = [threading.Thread(target=client, args=(k,)) for k in range(CLIENTS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    took = time.monotonic() - started
    assert children(served["proc"].pid) == workers, "a worker was replaced during the soak"
    end = {w: rss(w) for w in workers}
    growth = {w: (end[w] - at_mark[w]) / MB for w in workers}
    print(f"\nsoak: {PER_CLASS} distinct requests per class in {took:.0f} s ({len(jobs) / took:.0f}/s); "
          f"statuses {statuses}; worker RSS after the first {mark}: "
          f"{', '.join(f'{at_mark[w] / MB:.0f} MB' for w in workers)}; at the end: "
          f"{', '.join(f'{end[w] / MB:.0f} MB' for w in workers)}; growth "
          f"{', '.join(f'{g:+.1f} MB' for g in growth.values())}")
    bad = {cls: {s: n for s, n in st.items() if not isinstance(s, int) or s >= 500} for cls, st in statuses.items()}
    assert not any(bad.values()), bad
    assert all(g <= GROWTH_MB for g in growth.values()), growth
