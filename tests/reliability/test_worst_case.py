"""Issue 26, "done when": a worst-case test per route. For every API route and page, a
property-based test (hypothesis) drives inputs up to the route's documented limits (a
20,000-character position or chat message, a 500-character query, a 2,000-character quote,
a 200,000-character chat log, bodies up to the 8 MB request limit) and every request must
cost at most 2 s of CPU and 50 MB of RSS growth, and never answer 5xx.

Inputs are built from units repeated to large sizes (hypothesis draws the unit and the
count), so the largest cases are reached at once, not by shrinking toward them. CI replays
a few derandomized examples per route (tests/conftest.py loads the "ci" profile under
CI=true); a long run: REFEREE_WORST_EXAMPLES=500 python -m pytest tests/reliability/test_worst_case.py"""
from __future__ import annotations

import os
import urllib.parse

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st
from measuring import Cost

from referee import rules
from referee.conversation import MAX_TOKEN_CHARS
from referee.meaning import one_blas_thread
from referee.search import MAX_QUERY_CHARS

one_blas_thread()  # as every serving process does

EXAMPLES = int(os.environ.get("REFEREE_WORST_EXAMPLES") or (4 if os.environ.get("CI") else 12))
CPU_SECONDS = 2.0
RSS_MB = 50
POSITION_CHARS = 20_000  # answers.MAX_POSITION_CHARS and chat.MAX_MESSAGE_CHARS
CHECKED = settings(max_examples=EXAMPLES, deadline=None, database=None,
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                          HealthCheck.large_base_example, HealthCheck.function_scoped_fixture])

GAMES = [g.id for g in rules.all_games()]
HOST_TOKEN = "test-token"  # tests/conftest.py's app


def _vocabulary() -> list[str]:
    words = set()
    for g in rules.all_games():
        for names in g.vocabulary.values():
            words.update(names)
        for a in g.notation_actions:
            words.update(a.example.split())
    return sorted(words)


VOCAB = _vocabulary()
KEYS = sorted({k.key for g in rules.all_games() for k in g.notation_keys})
CJK = st.characters(min_codepoint=0x4E00, max_codepoint=0x9FFF)

units = st.one_of(
    st.text(min_size=1, max_size=60),  # anything unicode
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=40).map(lambda w: w + " "),
    st.text(alphabet=CJK, min_size=1, max_size=40),
    st.lists(st.sampled_from(VOCAB), min_size=1, max_size=12).map(lambda ws: " ".join(ws) + " "),
    st.sampled_from(["?", "x99 ", ", ", " then ", "\n", "ask: options\n", "#", "0" * 30, "é" * 10, "\u202e", "\x00"]),
)


def big(limit: int):
    """A text up to `limit` characters: a unit repeated, or several units joined."""
    repeated = st.builds(lambda unit, n: (unit * n)[:limit], units, st.integers(1, limit))
    joined = st.lists(units, min_size=1, max_size=200).map(lambda xs: "".join(xs)[:limit])
    return st.one_of(repeated, joined)


@st.composite
def positions(draw):
    """A position up to 20,000 characters: a game line, key lines with the games' own names,
    counts and unknowns, and ask lines (core questions, actions, long chains)."""
    game = draw(st.one_of(st.sampled_from(GAMES), big(60)))
    lines = [f"game: {game}"]
    key_line = st.builds(lambda k, ws, c: f"{k}: {', '.join(w + c for w in ws)}", st.sampled_from(KEYS),
                         st.lists(st.sampled_from(VOCAB + ["?"]), min_size=0, max_size=30),
                         st.sampled_from(["", " x2", " x99", " x0", "?"]))
    step = st.one_of(st.sampled_from(["options", "valid", "score", "proceed"]), st.sampled_from(VOCAB), big(40))
    ask_line = st.builds(lambda steps: "ask: " + " then ".join(steps), st.lists(step, min_size=1, max_size=25))
    lines += draw(st.lists(key_line, max_size=40))
    asks = draw(st.lists(ask_line, min_size=0, max_size=8))
    times = draw(st.integers(1, 200))
    text = "\n".join(lines + asks * times)
    return text[:POSITION_CHARS]


def quote_path(text: str, safe: str = "") -> str:
    return urllib.parse.quote(text, safe=safe)


def afford(call):
    """Run one request; check it cost at most CPU_SECONDS and RSS_MB, and was no 5xx."""
    with Cost() as c:
        r = call()
    assert r.status_code < 500, (r.status_code, r.data[:500])
    assert c.cpu <= CPU_SECONDS, f"{c.cpu:.2f} s of CPU"
    assert c.rss_mb <= RSS_MB, f"+{c.rss_mb:.0f} MB of RSS"
    return r


@pytest.fixture(scope="module")
def web(app):
    return app.test_client()


WORST_POSITION = ("game: galaxy-dice\n" + "".join(f"ask: xqzt{i}\n" for i in range(2000)))[:POSITION_CHARS]
WORST_WORD = "x" + "abcdefghi" * 2222
WORST_CJK = "".join(chr(0x4E00 + (i * 7919) % 20000) for i in range(POSITION_CHARS))


# -- JSON API -------------------------------------------------------------------------------------
@CHECKED
@given(q=big(MAX_QUERY_CHARS), game=st.one_of(st.none(), st.sampled_from(GAMES), big(200)),
       limit=st.one_of(st.none(), st.integers(-5, 60).map(str), big(20)))
@example(q=("how many " + "zqxv bcdfg hjklm " * 40)[:500], game=None, limit="50")
@example(q=WORST_WORD[:500], game=None, limit=None)
@example(q=WORST_CJK[:500], game="blue-sun", limit="50")
def test_api_search(web, q, game, limit):
    query = {"q": q} | ({"game": game} if game is not None else {}) | ({"limit": limit} if limit is not None else {})
    afford(lambda: web.get("/api/search", query_string=query))


@CHECKED
@given(position=st.one_of(positions(), big(POSITION_CHARS)), game=st.one_of(st.none(), st.sampled_from(GAMES)))
@example(position=WORST_POSITION, game=None)
@example(position=WORST_WORD, game="shiny-dice")
def test_api_check(web, position, game):
    body = {"position": position} | ({"game": game} if game else {})
    afford(lambda: web.post("/api/check", json=body))


@CHECKED
@given(message=st.one_of(big(POSITION_CHARS), positions()), game=st.one_of(st.none(), st.sampled_from(GAMES)),
       token=st.one_of(st.none(), big(4 * MAX_TOKEN_CHARS)))
@example(message=WORST_WORD, game=None, token=None)
@example(message=WORST_CJK, game=None, token=None)
@example(message=WORST_POSITION, game=None, token="x" * (4 * MAX_TOKEN_CHARS))
def test_api_ask(web, message, game, token):
    body = {"message": message, "conversation": token} | ({"game": game} if game else {})
    afford(lambda: web.post("/api/ask", json=body))


@CHECKED
@given(name=big(200))
@example(name="shiny-dice")
def test_api_games(web, name):
    afford(lambda: web.get("/api/games"))
    afford(lambda: web.get(f"/api/games/{quote_path(name)}"))


@CHECKED
@given(size=st.integers(0, 8 * 1024 * 1024), token=st.one_of(st.none(), big(200)))
@example(size=8 * 1024 * 1024, token="wrong-token-wrong")
def test_api_rulebooks_from_a_stranger(web, size, token):
    """A stranger (no host token, or a wrong one) can send up to the 8 MB request limit."""
    assume(token != HOST_TOKEN)
    data = {"file": (__import__("io").BytesIO(b"Title\n\n" + b"x" * size), "book.txt")}
    afford(lambda: web.post("/api/rulebooks", data=data, headers={"X-Referee-Token": token or ""}))


# -- pages -------------------------------------------------------------------------------------
@CHECKED
@given(q=big(MAX_QUERY_CHARS), game=st.one_of(st.none(), st.sampled_from(GAMES), big(200)))
@example(q=WORST_CJK[:500], game=None)
def test_search_page(web, q, game):
    afford(lambda: web.get("/search", query_string={"q": q} | ({"game": game} if game else {})))


@CHECKED
@given(position=st.one_of(positions(), big(POSITION_CHARS)), how=st.sampled_from(["post", "get"]))
@example(position=WORST_POSITION, how="post")
@example(position=WORST_POSITION, how="get")
def test_check_page(web, position, how):
    if how == "post":
        afford(lambda: web.post("/check", data={"position": position}))
    else:
        afford(lambda: web.get("/check", query_string={"position": position}))


@CHECKED
@given(message=st.one_of(big(POSITION_CHARS), positions()), log=st.one_of(st.none(), big(200_000)),
       token=st.one_of(st.none(), big(4 * MAX_TOKEN_CHARS)))
@example(message=WORST_WORD, log="y" * 200_000, token=None)
def test_chat_page(web, message, log, token):
    afford(lambda: web.get("/chat"))
    form = {"message": message} | ({"log": log} if log else {}) | ({"conversation": token} if token else {})
    afford(lambda: web.post("/chat", data=form))


@CHECKED
@given(name=st.one_of(st.sampled_from(GAMES), big(200)), at=st.one_of(st.none(), big(300)),
       hl=st.one_of(st.none(), big(300)), quote=st.one_of(st.none(), big(2000)))
@example(name="blue-sun", at=None, hl="a " * 150, quote="e " * 1000)
def test_rulebook_and_game_pages(web, name, at, hl, quote):
    query = {k: v for k, v in (("at", at), ("hl", hl), ("quote", quote)) if v is not None}
    afford(lambda: web.get(f"/rulebooks/{quote_path(name)}", query_string=query))
    afford(lambda: web.get(f"/games/{quote_path(name)}"))


@CHECKED
@given(path=big(300), token=st.one_of(st.none(), big(200)), stage=st.one_of(st.none(), big(200)))
@example(path="rulebooks/add", token="x" * 200, stage="../" * 60)
def test_the_other_pages(web, path, token, stage):
    assume(token != HOST_TOKEN)  # (the right token would change the shipped books)
    for url in ("/", "/rulebooks/add", "/qr.svg", "/favicon.ico", "/manifest.webmanifest", "/api/openapi.yaml",
                "/" + quote_path(path.lstrip("/"), safe="/")):
        afford(lambda: web.get(url))
    form = {"token": token or "", "stage": stage or ""}
    afford(lambda: web.post("/rulebooks/add/confirm", data=form))
    afford(lambda: web.post("/rulebooks/shiny-dice/delete", data=form | {"confirm": "shiny-dice"}))
