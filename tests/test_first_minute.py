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
import shutil
import time
import urllib.parse
import urllib.request

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
