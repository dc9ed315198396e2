"""The index survives crashes and concurrent builders; searches never see a half-built index."""
from __future__ import annotations

import fcntl
import hashlib
import json
import os
import signal
import subprocess
import threading
import time
from pathlib import Path

from serving import referee_serve
from synthetic import make_library, referee_cmd, run

from referee.library import Library, Settings


def digests(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir() if p.is_file()}


def test_sigkill_during_indexing_leaves_the_previous_index_serving(big_library, tmp_path):
    index = tmp_path / "index"
    small = tmp_path / "small"
    make_library(small, 0)
    assert run("index", "--rulebooks", str(small), "--index", str(index)).returncode == 0
    before = Library(Settings(small, index))
    before.load()
    expected = [r.passage.anchor for r in before.search("niska", "shiny-dice", 20).hits]

    proc = subprocess.Popen(referee_cmd("index", "--rulebooks", str(big_library), "--index", str(index)),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.5)  # the big build is under way
    assert proc.poll() is None, "indexing finished too fast to be interrupted"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()

    after = Library(Settings(small, index))
    after.load()
    assert [r.passage.anchor for r in after.search("niska", "shiny-dice", 20).hits] == expected
    # and the next build completes, cleaning up what the killed one left
    res = run("index", "--rulebooks", str(big_library), "--index", str(index), "--json")
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout)["passages"] > 1000
    assert not [p for p in index.iterdir() if p.name.endswith(".tmp")]


def test_sigkill_during_upload_leaves_every_rulebook_intact(tmp_path):
    books = tmp_path / "books"
    make_library(books, 0)
    before = digests(books)
    big = tmp_path / "huge.txt"
    big.write_text("Huge Rules\n\n" + "".join(f"Section {i}\nThis is rule number {i} of a very long house rulebook.\n\n"
                                              for i in range(40000)))
    proc = subprocess.Popen(referee_cmd("add", str(big), "--rulebooks", str(books), "--index", str(tmp_path / "ix")),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # kill it in the middle of the upload: once the book is being written or indexed, never after
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and proc.poll() is None:
        if (books / "huge.md").exists() or list(books.glob(".upload-*.tmp")):
            break
        time.sleep(0.01)
    assert proc.poll() is None, "the upload finished before it could be killed: the test proves nothing"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert proc.returncode == -signal.SIGKILL
    after = digests(books)
    for name, digest in before.items():
        assert after.get(name) == digest, f"{name} changed"
    extra = {n for n in set(after) - set(before) if not n.startswith(".upload-")}  # temp files are swept later
    assert extra <= {"huge.md"}, f"half-written files: {extra}"  # either complete or absent
    if "huge.md" in after:
        assert (books / "huge.md").read_text().rstrip().endswith("house rulebook.")  # complete, not cut
    lib = Library(Settings(books, tmp_path / "ix"))
    lib.refresh()
    assert not [e for e in lib.errors], lib.errors
    assert lib.search("niska", None, 5).hits


def test_two_indexers_at_once_wait_for_each_other(big_library, tmp_path):
    index = tmp_path / "index"
    procs = [subprocess.Popen(referee_cmd("index", "--rulebooks", str(big_library), "--index", str(index), "--json"),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outs = [p.communicate(timeout=300) for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    reports = [json.loads(o[0]) for o in outs]
    assert sorted(bool(r["changed"]) for r in reports) == [False, True], "one builds, the other finds it done"
    assert reports[0]["passages"] == reports[1]["passages"]


def test_second_indexer_with_no_wait_reports_clearly(big_library, tmp_path):
    index = tmp_path / "index"
    first = subprocess.Popen(referee_cmd("index", "--rulebooks", str(big_library), "--index", str(index)),
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # a fixed sleep raced a slow start on a busy machine: wait until the first really holds the lock
    assert _wait_until_locked(index / ".build.lock", first), "the first indexer never took the build lock"
    second = run("index", "--no-wait", "--rulebooks", str(big_library), "--index", str(index))
    first.wait(timeout=300)
    assert second.returncode == 3 and "another process is building the index" in second.stderr


def _wait_until_locked(lock: Path, proc: subprocess.Popen, timeout: float = 120.0) -> bool:
    """True once another process holds `lock` (flock), False if `proc` ended or time ran out first."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        if lock.exists():
            with open(lock, "a+") as fh:
                try:
                    fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    return True
                fcntl.flock(fh, fcntl.LOCK_UN)
        time.sleep(0.02)
    return False


def test_concurrent_searches_while_the_index_is_rebuilt(tmp_path):
    books = tmp_path / "books"
    make_library(books, 10)
    lib = Library(Settings(books, tmp_path / "index"))
    lib.refresh()
    from referee.web import create_app
    app = create_app({"TESTING": True}, library=lib)
    client = app.test_client()
    expected = client.get("/api/search", query_string={"q": "niska", "game": "shiny-dice", "limit": 50}).get_json()
    want = [r["url"] for r in expected["results"]]
    failures: list[str] = []
    done = threading.Event()
    deadline = time.monotonic() + 120
    check = {"position": "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: jayne\nfoes: niska\nask: jayne vera niska"}

    def reader(i: int):
        c = app.test_client()
        while not done.is_set() and time.monotonic() < deadline:
            if i % 5 == 0:
                r = c.post("/api/check", json=check)
                if r.status_code != 200:
                    failures.append(f"check {r.status_code}")
                continue
            r = c.get("/api/search", query_string={"q": "niska", "game": "shiny-dice", "limit": 50})
            if r.status_code != 200:
                failures.append(f"search {r.status_code}")
            elif sorted(x["url"] for x in r.get_json()["results"]) != sorted(want):  # (order may differ: a busy encoder answers by words)
                failures.append("incomplete answer")
            time.sleep(0.01)  # a player's phone, not a tight loop

    def rebuilder():
        for n in range(3):
            victim = books / "synth-001.md"
            victim.write_text(victim.read_text() + f"\n\nExtra house rule {n}.\n")
            before = lib.index.current_generation()
            lib.refresh()
            rebuilds.append(lib.index.current_generation() != before)
        done.set()

    rebuilds: list[bool] = []
    threads = [threading.Thread(target=reader, args=(i,)) for i in range(50)] + [threading.Thread(target=rebuilder)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert rebuilds == [True, True, True], "the index should have been rebuilt during the test"
    assert failures == []


def test_http_clients_while_another_process_reindexes(tmp_path):
    """50 clients against a real `referee serve` while `referee index` rebuilds the index
    from another process: no failed request, every answer from a complete index."""
    import urllib.parse
    import urllib.request

    books = tmp_path / "books"
    make_library(books, 10)
    index = tmp_path / "index"  # referee_serve's index folder under tmp_path
    with referee_serve(tmp_path, books, "--threads", "16", token="index-safety-token") as srv:
        search = srv["base"] + "/api/search?" + urllib.parse.urlencode({"q": "niska", "game": "shiny-dice", "limit": 50})
        # these books are new to the vector cache: `referee serve` encodes them in the background
        # (issue 23); the re-indexing measured here starts once that is done, as at a table
        deadline = time.monotonic() + 900
        while time.monotonic() < deadline:
            games = json.loads(urllib.request.urlopen(srv["base"] + "/api/games", timeout=30).read())
            if games.get("meaning", {}).get("state") in ("ready", "off"):
                break
            time.sleep(1)
        want = [r["url"] for r in json.loads(urllib.request.urlopen(search, timeout=30).read())["results"]]
        failures: list[str] = []
        done = threading.Event()
        counts = [0]

        def client():
            while not done.is_set():
                try:
                    with urllib.request.urlopen(search, timeout=30) as resp:
                        got = [r["url"] for r in json.loads(resp.read())["results"]]
                    if sorted(got) != sorted(want):  # every passage, whatever the order (a busy encoder answers by words)
                        failures.append("incomplete answer")
                except OSError as exc:
                    failures.append(f"request failed: {exc}")
                counts[0] += 1
                time.sleep(0.02)

        threads = [threading.Thread(target=client) for _ in range(50)]
        for t in threads:
            t.start()
        try:
            for n in range(3):
                victim = books / "synth-002.md"
                victim.write_text(victim.read_text() + f"\n\nHouse rule {n}.\n")
                res = run("index", "--rulebooks", str(books), "--index", str(index), "--json")
                assert res.returncode == 0, res.stderr
        finally:  # the clients stop before the server does, whatever happened
            done.set()
            for t in threads:
                t.join()
        assert counts[0] > 100
        assert failures == []
