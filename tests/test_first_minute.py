"""The first minute of `referee serve` on a cold machine (issue 23), against a real server
(tests/serving.py): it answers before the passage vectors are computed, search meanwhile is
exactly the lexical search (as with REFEREE_MEANING=off), `/api/games` and the home page say
that search by meaning is warming up, and search turns to meaning by itself when the
background encoder is done, in every worker, without a restart.

The vector cache is one this test owns and starts empty (not the session's, which the other
tests fill): the cold start is the one a new user gets. No clock is asserted: the order of
events is (the first page comes while vectors are still being computed)."""
from __future__ import annotations

import json
import os
import shutil
import signal
import sys
import threading
import time
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Iterator

import pytest
from helpers import RULEBOOKS
from serving import START_SECONDS, read_log, referee_serve

from referee import answers
from referee.library import Library, Settings

TOKEN = "first-minute-token"
# questions whose ranking search by meaning changes (checked below: not a vacuous comparison)
QUESTIONS = ["can a bomb result be rerolled", "can I swap stuff with others", "what if nobody wants to help",
             "how do I get more crew", "is it ok to attack a friend", "how do I pay my crew"]


def get(base: str, path: str):
    with urllib.request.urlopen(base + path, timeout=60) as resp:
        body = resp.read()
        return json.loads(body) if resp.headers.get_content_type() == "application/json" else body.decode()


def ranked(data: dict) -> list[tuple]:
    return [(r["game"], r["anchor"]) for r in data["results"]]


def scored(data: dict) -> list[tuple]:
    return [(r["game"], r["anchor"], r["score"]) for r in data["results"]]


def search_path(q: str) -> str:
    return "/api/search?" + urllib.parse.urlencode({"q": q})


@pytest.fixture()
def lexical(tmp_path, monkeypatch) -> dict[str, dict]:
    """What search answers with REFEREE_MEANING=off, for each question (its own index)."""
    with monkeypatch.context() as m:
        m.setenv("REFEREE_MEANING", "off")
        lib = Library(Settings(RULEBOOKS, tmp_path / "lexical-index"))
        lib.refresh()
        assert lib.meaning_state()["state"] == "off"
        return {q: answers.search(lib, q, None, 10) for q in QUESTIONS}


def test_serve_answers_at_once_on_a_cold_cache_and_turns_to_meaning_by_itself(tmp_path, monkeypatch, library,
                                                                              lexical):
    by_meaning = {q: answers.search(library, q, None, 10) for q in QUESTIONS}  # the session's, vectors made
    assert any(ranked(by_meaning[q]) != ranked(lexical[q]) for q in QUESTIONS), "meaning changes no ranking here"
    n = sum(1 for b in library.books.values() if b.passages)  # the shipped books
    books = tmp_path / "rulebooks"
    shutil.copytree(RULEBOOKS, books)
    monkeypatch.setenv("REFEREE_MEANING_CACHE", str(tmp_path / "cold-vectors"))  # empty: a cold machine
    with referee_serve(tmp_path, books, "--workers", "2", token=TOKEN) as srv:
        base = srv["base"]
        # answered before the vectors are done: the first answer says they are being built
        state = get(base, "/api/games")["meaning"]
        assert state["state"] == "building", (state, read_log(srv["log"]))
        assert state["books"] == n and 0 <= state["books_ready"] < n
        assert 0 <= state["passages_ready"] < state["passages"]
        assert "warming up" in get(base, "/"), "the home page says search by meaning is warming up"
        # meanwhile, search is exactly the lexical search (no book's vectors count until all have them)
        compared = 0
        for q in QUESTIONS:
            got = get(base, search_path(q))
            if get(base, "/api/games")["meaning"]["state"] != "building":
                break  # the encoder finished meanwhile (a fast machine): the rest is checked below
            assert scored(got) == scored(lexical[q]), q
            compared += 1
        assert compared, "no search was answered while the vectors were being computed"
        # then search by meaning turns on by itself, in every worker, without a restart
        deadline = time.monotonic() + START_SECONDS * 3
        waiting = set(QUESTIONS)
        while waiting:
            assert srv["proc"].poll() is None, read_log(srv["log"])
            assert time.monotonic() < deadline, f"search by meaning never turned on\n{read_log(srv['log'])}"
            for q in list(waiting):
                if ranked(get(base, search_path(q))) == ranked(by_meaning[q]):
                    waiting.discard(q)
            time.sleep(0.5)
        state = get(base, "/api/games")["meaning"]
        assert state == {"state": "ready", "books_ready": n, "books": n,
                         "passages_ready": state["passages"], "passages": state["passages"]}
        assert "warming up" not in get(base, "/")
        # every question, asked again on whichever worker answers, is answered by meaning
        for q in QUESTIONS * 2:
            assert ranked(get(base, search_path(q))) == ranked(by_meaning[q]), q
    log = read_log(srv["log"])
    assert "serving at http://" in log and f"(meaning: building 0/{n} books" in log, log
    assert "indexing: shiny-dice" in log and "search by meaning: encoding: shiny-dice" in log, log
    assert f"search by meaning is on: {n} books" in log, log


def test_a_warm_cache_is_ready_at_once(tmp_path, monkeypatch, shipped_index):
    """With the vectors kept (the session's cache, filled by `shipped_index`), the first answer
    already searches by meaning, and no background encoder is started."""
    books = tmp_path / "rulebooks"
    shutil.copytree(RULEBOOKS, books)
    with referee_serve(tmp_path, books, "--workers", "1", token=TOKEN) as srv:
        assert get(srv["base"], "/api/games")["meaning"]["state"] == "ready"
        assert "warming up" not in get(srv["base"], "/")
    log = read_log(srv["log"])
    assert "(meaning: on)" in log and "search by meaning: encoding" not in log, log


def test_meaning_off_is_reported(tmp_path, monkeypatch, library):
    monkeypatch.setenv("REFEREE_MEANING", "off")
    books = tmp_path / "rulebooks"
    shutil.copytree(RULEBOOKS, books)
    with referee_serve(tmp_path, books, "--workers", "1", token=TOKEN) as srv:
        state = get(srv["base"], "/api/games")["meaning"]
        assert state["state"] == "off" and state["books_ready"] == 0
        assert state["books"] == sum(1 for b in library.books.values() if b.passages)
    assert "search by meaning off: REFEREE_MEANING=off" in read_log(srv["log"])


# -- a background encoder that stops before it is done is started again (issue 23) ----------
TINY_BOOK = """---
id: moon-diggers
title: Moon Diggers
language: en
---

# Moon Diggers

## Components

- 40 Ore Cards
- 12 Drill Tokens

## Digging

On your turn, spend 1 Drill Token to dig. Draw 2 Ore Cards and place them face up.
Cave-in: lose every Ore Card you drew this turn.

## Selling Ore

Sell your Ore Cards at the Market. The Market pays 3 coins for each Ore Card.
"""
FAILING_JOB = [sys.executable, "-c", "import sys; sys.exit(3)"]  # the injected fault: a job that fails at once


@pytest.fixture()
def deferred(tmp_path, monkeypatch) -> Iterator[Library]:
    """A serving library as `referee serve` makes it on a cold machine (its index published
    without passage vectors, an empty vector cache of its own), over one small book; the
    restart delays and the state's re-check are shortened, not skipped."""
    from referee import vectors
    books = tmp_path / "rulebooks"
    books.mkdir()
    (books / "moon-diggers.md").write_text(TINY_BOOK, encoding="utf-8")
    monkeypatch.setenv("REFEREE_MEANING_CACHE", str(tmp_path / "cold-vectors"))
    monkeypatch.setattr(vectors, "RESTART_DELAYS", (0.3, 0.3, 0.3))
    monkeypatch.setattr(vectors, "CHECK_SECONDS", 0.05)
    lib = Library(Settings(books, tmp_path / "index"))
    lib.index.defer_vectors = True
    lib.refresh(wait=True)
    yield lib
    job = vectors._job
    if job is not None:  # a job of this test still at work (a failed assertion): not left behind
        job.kill()
        job.wait()
        vectors._job = None


def wait_for_state(lib: Library, wanted: str, limit: float = START_SECONDS) -> dict:
    """Ask the library's meaning state until it is `wanted` (a generous limit: the job loads
    the model on a busy machine); polled every 0.1 s."""
    deadline = time.monotonic() + limit
    while (state := lib.meaning_state())["state"] != wanted:
        assert time.monotonic() < deadline, f"meaning still {state} after {limit:.0f} s"
        time.sleep(0.1)
    return state


def test_a_failed_background_encoder_is_started_again_and_meaning_turns_on(deferred, monkeypatch, capfd):
    from referee import vectors
    started = []

    def command(library, lock_fd):
        started.append(lock_fd)
        return FAILING_JOB if len(started) == 1 else real(library, lock_fd)
    real = vectors.job_command
    monkeypatch.setattr(vectors, "job_command", command)
    state = deferred.meaning_state()
    assert state["state"] == "building" and state["books_ready"] == 0 and len(started) == 1
    ready = wait_for_state(deferred, "ready")  # the same library, the same process: no restart of the server
    assert ready["books_ready"] == ready["books"] == 1 and len(started) == 2, started
    if vectors._job is not None:  # its vectors are written; its last words may still be on their way
        assert vectors._job.wait(timeout=START_SECONDS) == 0
    assert not vectors.job_running(deferred.index)
    err = capfd.readouterr().err
    assert "the background encoder stopped before it was done (exit status 3); starting it again in 0.3 s " \
           "(restart 1 of 3)" in err, err
    assert "the background encoder started again (restart 1 of 3)" in err, err
    assert "search by meaning is on: 1 book (" in err, err  # the restarted job's own last words
    # and search is by meaning now: the passages' vectors are loaded
    assert deferred.index.facts(deferred.books).vectors


def test_a_background_encoder_that_keeps_failing_is_given_up_after_a_few_restarts(deferred, monkeypatch, capfd):
    """Bounded: after the last restart, search by meaning is reported off (search stays by
    words), once, and no further job is started; a new server run tries again from zero."""
    from referee import vectors
    started = []

    def command(library, lock_fd):
        started.append(lock_fd)
        return FAILING_JOB
    monkeypatch.setattr(vectors, "job_command", command)
    assert deferred.meaning_state()["state"] == "building"
    state = wait_for_state(deferred, "off")
    assert state["books"] == 1 and state["books_ready"] == 0
    assert len(started) == 1 + len(vectors.RESTART_DELAYS), started
    for _ in range(5):  # asked again: still off, and nothing more is started or said
        time.sleep(vectors.CHECK_SECONDS)
        deferred._meaning = None
        assert deferred.meaning_state()["state"] == "off"
    assert len(started) == 1 + len(vectors.RESTART_DELAYS)
    err = capfd.readouterr().err
    assert err.count("stays off: the background encoder stopped before it was done 4 times") == 1, err
    assert [f"restart {i} of 3" in err for i in (1, 2, 3)] == [True] * 3, err
    monkeypatch.setattr(vectors, "RUN_ID", "another run")  # `referee serve` started again
    deferred._meaning = None
    assert deferred.meaning_state()["state"] == "building" and len(started) == 2 + len(vectors.RESTART_DELAYS)


def test_a_killed_background_encoder_is_started_again_by_a_worker(tmp_path, monkeypatch):
    """End to end, as a player's server lives it: `referee serve --workers 2` starts the
    encoder (in the process the workers are forked from); the encoder is stopped (SIGSTOP) the
    moment it appears, so it cannot finish, and killed (SIGKILL) once the server answers; a
    worker, which did not start it, starts it again, and search by meaning turns on with no
    restart of the server. One small book, a vector cache of its own: the work is short."""
    books = tmp_path / "rulebooks"
    books.mkdir()
    (books / "moon-diggers.md").write_text(TINY_BOOK, encoding="utf-8")
    monkeypatch.setenv("REFEREE_MEANING_CACHE", str(tmp_path / "cold-vectors"))
    mark = f"--index {tmp_path / 'index'} ".encode()  # this test's encoder, no other process's
    frozen: list[int] = []
    done = threading.Event()

    def stop_the_first_encoder():
        while not done.is_set() and not frozen:
            for d in Path("/proc").iterdir():
                try:
                    cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ")
                except OSError:
                    continue
                if b"referee.vectors" in cmd and mark in cmd:
                    os.kill(int(d.name), signal.SIGSTOP)
                    frozen.append(int(d.name))
                    return
            time.sleep(0.01)
    watcher = threading.Thread(target=stop_the_first_encoder, daemon=True)
    watcher.start()
    try:
        with referee_serve(tmp_path, books, "--workers", "2", token=TOKEN) as srv:
            watcher.join(timeout=START_SECONDS)
            assert len(frozen) == 1, read_log(srv["log"])
            assert get(srv["base"], "/api/games")["meaning"]["state"] == "building"
            os.kill(frozen[0], signal.SIGKILL)  # the workers are serving: one of them has to notice
            deadline = time.monotonic() + START_SECONDS
            while (state := get(srv["base"], "/api/games")["meaning"])["state"] != "ready":
                assert state["state"] == "building", (state, read_log(srv["log"]))
                assert srv["proc"].poll() is None and time.monotonic() < deadline, read_log(srv["log"])
                time.sleep(0.2)
            assert state["books_ready"] == state["books"] == 1
    finally:
        done.set()
        for pid in frozen:  # a failed assertion before the kill: not left behind, stopped
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
    log = read_log(srv["log"])
    # said by a worker: the exit status is the forking process's to collect, not the worker's
    assert "the background encoder stopped before it was done; starting it again in 2 s (restart 1 of 3)" in log, log
    assert "the background encoder started again (restart 1 of 3)" in log, log
    assert "search by meaning is on: 1 book (4 passages)" in log, log
