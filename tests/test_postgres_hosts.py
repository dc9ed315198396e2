"""Several app servers on one database (issue 30), with real `referee serve --database`
processes, each with its own index folder as if on its own host: an upload through one is
searched on the other within 5 s, and a database restart under load is a clear 503 with
Retry-After that heals by itself, with nothing lost."""
from __future__ import annotations

import json
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

import pytest

from helpers import RULEBOOKS
from postgres import index_is_consistent
from serving import referee_serve

TOKEN = "host-token-for-tests"
HOUSE = """---
id: moon-tiles
title: Moon Tiles
language: en
---

# Moon Tiles

## Winning

The first player to surround the observatory with craters wins immediately.
"""


def get(base: str, path: str, timeout: float = 30) -> tuple[int, dict, dict]:
    try:
        with urllib.request.urlopen(base + path, timeout=timeout) as resp:
            return resp.status, dict(resp.headers), json.loads(resp.read() or b"null")
    except urllib.error.HTTPError as err:
        body = err.read()
        try:
            data = json.loads(body)
        except ValueError:
            data = {"raw": body[:200].decode(errors="replace")}
        return err.code, dict(err.headers), data


def upload(base: str, name: str, content: str) -> tuple[int, dict]:
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
            f"Content-Type: text/markdown\r\n\r\n{content}\r\n--{boundary}--\r\n").encode()
    req = urllib.request.Request(base + "/api/rulebooks", data=body, method="POST", headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}", "X-Referee-Token": TOKEN})
    try:
        with urllib.request.urlopen(req, timeout=300) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read() or b"{}")


def search(base: str, q: str) -> tuple[int, dict, dict]:
    return get(base, "/api/search?" + urllib.parse.urlencode({"q": q}))


@pytest.fixture()
def two_hosts(pg_url, tmp_path):
    """Two `referee serve` processes on one (new, empty) database: the first loads the shipped
    books into it; each keeps its own index folder, as on two machines."""
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    args = ("--database", pg_url, "--workers", "1", "--threads", "4")
    with referee_serve(tmp_path / "a", RULEBOOKS, *args, token=TOKEN) as a:
        with referee_serve(tmp_path / "b", RULEBOOKS, *args, token=TOKEN) as b:
            yield a, b


def test_an_upload_through_one_server_is_found_on_the_other_within_5_seconds(two_hosts, pg_url):
    a, b = two_hosts
    for host in (a, b):
        _, _, games = get(host["base"], "/api/games")
        assert {g["id"] for g in games["games"]} == {p.stem for p in RULEBOOKS.glob("*.md")}
    status, body = upload(a["base"], "moon-tiles.md", HOUSE)
    assert status == 201, body
    t0 = time.monotonic()
    while True:
        status, _, data = search(b["base"], "observatory craters")
        if status == 200 and data["results"] and data["results"][0]["game"] == "moon-tiles":
            break
        assert time.monotonic() - t0 < 5, f"not found on the other server within 5 s: {status} {data}"
        time.sleep(0.1)
    seen = time.monotonic() - t0
    print(f"\nupload through one server found on the other after {seen:.2f} s")
    assert index_is_consistent(pg_url) == []


def test_a_database_restart_under_load_is_a_clear_503_then_heals(two_hosts, postgres, pg_url):
    a, b = two_hosts
    status, body = upload(a["base"], "moon-tiles.md", HOUSE)
    assert status == 201, body
    seen: list[tuple[float, int, str | None]] = []
    stop = threading.Event()

    def load(base: str, tag: str) -> None:
        i = 0
        while not stop.is_set() and i < 5000:
            i += 1
            status, headers, _ = search(base, f"dice {tag}{i} round")  # a new question each time: no remembered answer
            seen.append((time.monotonic(), status, headers.get("Retry-After")))
            time.sleep(0.02)

    workers = [threading.Thread(target=load, args=(h["base"], tag), daemon=True) for h, tag in ((a, "a"), (b, "b"))]
    for w in workers:
        w.start()
    time.sleep(2)
    down = time.monotonic()
    postgres.stop()
    time.sleep(3)
    postgres.start()
    up = time.monotonic()
    time.sleep(6)
    stop.set()
    for w in workers:
        w.join(timeout=60)
    statuses = {s for _, s, _ in seen}
    assert statuses <= {200, 503}, f"only answers or clear 503s, never {statuses - {200, 503}}"
    unavailable = [(t, r) for t, s, r in seen if s == 503]
    assert unavailable, "no request met the stopped database"
    assert all(r and int(r) > 0 for _, r in unavailable), "every 503 says when to retry"
    assert all(down - 1 <= t <= up + 5 for t, _ in unavailable), "503s only while the database was away"
    after = [s for t, s, _ in seen if t > up + 3]
    assert after and all(s == 200 for s in after), "the servers recovered by themselves"
    # nothing lost: the upload made before the restart is still there, on both servers
    for host in (a, b):
        status, _, data = search(host["base"], "observatory craters")
        assert status == 200 and data["results"][0]["game"] == "moon-tiles"
    assert index_is_consistent(pg_url) == []
    print(f"\n{len(seen)} requests, {len(unavailable)} answered 503 while the database restarted")
