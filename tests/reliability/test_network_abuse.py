"""A real `referee serve` on 127.0.0.1 against what a stranger on the table's network
could send: trickled headers, cross-site posts, a foreign Host, JSON that breaks parsers.
Everything here stays on loopback, is bounded in time and in connections."""
from __future__ import annotations

import json
import shutil
import socket
import threading
import time
import urllib.error
import urllib.request

import pytest

from helpers import RULEBOOKS
from serving import referee_serve

TOKEN = "network-abuse-token"
POSITION = "game: shiny-dice\nstep: misbehave\nserenity: jayne, zoe\nfoes: niska\nask: options"


@pytest.fixture(scope="module")
def served(tmp_path_factory, shipped_index):
    """`referee serve` with two workers (gunicorn where it runs), as a player starts it."""
    root = tmp_path_factory.mktemp("abuse")
    shutil.copytree(RULEBOOKS, root / "rulebooks")
    with referee_serve(root, root / "rulebooks", "--workers", "2", token=TOKEN) as srv:
        yield {**srv, "books": root / "rulebooks"}


def request(base: str, path: str, body: bytes | None = None, headers: dict | None = None,
            method: str | None = None, timeout: float = 10) -> tuple[int, bytes, float]:
    req = urllib.request.Request(base + path, data=body, headers=headers or {}, method=method)
    t0 = time.perf_counter()
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return resp.status, resp.read(), time.perf_counter() - t0
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read(), time.perf_counter() - t0


def test_trickling_clients_do_not_lock_out_a_player(served):
    """120 connections each send half a request head, then one header line every 2.5 s
    (the attack that filled waitress's 100 slots). A normal client keeps getting answers
    within 2 s, and the tricklers are dropped at the header deadline."""
    port = served["port"]
    trickling: list[socket.socket] = []
    for i in range(120):
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        s.sendall(b"GET /api/search?q=niska HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        trickling.append(s)
    stop = time.monotonic() + 16  # past the 10 s header deadline
    answers: list[tuple[int, float]] = []

    def player():
        while time.monotonic() < stop:
            try:
                status, _, took = request(served["base"], "/api/search?q=can+river+reroll+foes", timeout=10)
            except OSError as exc:
                status, took = f"failed: {exc}", 10.0
            answers.append((status, took))
            time.sleep(0.3)

    t = threading.Thread(target=player)
    t.start()
    line = 0
    dropped = set()
    while time.monotonic() < stop:
        time.sleep(2.5)
        line += 1
        for s in trickling:
            if s in dropped:
                continue
            try:
                s.sendall(b"X-Trickle-%d: %s\r\n" % (line, b"a" * 20))
            except OSError:
                dropped.add(s)
    t.join()
    for s in trickling:  # whatever the server answered the tricklers: a 408, or a closed socket
        if s in dropped:
            continue
        s.settimeout(0.5)
        try:
            got = s.recv(200)
            if got == b"" or got.startswith(b"HTTP/1.1 408"):
                dropped.add(s)
        except OSError:
            pass
    for s in trickling:
        s.close()
    assert len(answers) >= 20, answers
    slow = [(status, round(took, 2)) for status, took in answers if status != 200 or took > 2.0]
    assert not slow, f"a normal client waited or failed while 120 clients trickled: {slow}"
    assert len(dropped) == 120, f"only {len(dropped)} of 120 trickling clients were dropped at the deadline"


def test_idle_connections_do_not_hold_the_workers(served):
    """Connections that open and send nothing cost no thread: a player is answered at once."""
    idle = [socket.create_connection(("127.0.0.1", served["port"]), timeout=5) for _ in range(60)]
    try:
        for _ in range(5):
            status, _, took = request(served["base"], "/api/games")
            assert status == 200 and took < 2.0
    finally:
        for s in idle:
            s.close()


@pytest.mark.parametrize("headers", [{"Origin": "http://evil.example"}, {"Sec-Fetch-Site": "cross-site"},
                                     {"Origin": "null"}])
def test_cross_site_posts_are_refused_but_scripts_work(served, headers):
    base = served["base"]
    body = json.dumps({"position": POSITION}).encode()
    status, data, _ = request(base, "/api/check", body, {"Content-Type": "application/json", **headers})
    assert status == 403 and json.loads(data)["error"]["code"] == "cross-site"
    status, data, _ = request(base, "/check", b"position=game%3A+shiny-dice",
                              {"Content-Type": "application/x-www-form-urlencoded", **headers})
    assert status == 403 and b"another web site" in data
    status, _, _ = request(base, "/api/ask", json.dumps({"message": "can jayne fight niska"}).encode(),
                           {"Content-Type": "application/json", **headers})
    assert status == 403
    status, data, _ = request(base, "/api/check", body, {"Content-Type": "application/json"})
    assert status == 200 and json.loads(data)["game"] == "shiny-dice", "a script's POST without Origin works"
    status, _, _ = request(base, "/api/check", body, {"Content-Type": "application/json", "Origin": base})
    assert status == 200, "the page's own POST works"


def test_a_foreign_host_is_refused(served):
    for host in ("attacker.example", "attacker.example:80"):
        for path in ("/", "/qr.svg", "/api/games"):
            status, data, _ = request(served["base"], path, headers={"Host": host})
            assert status == 400 and b"host name" in data and b"attacker" not in data, (host, path, status)
    assert request(served["base"], "/", headers={"Host": f"localhost:{served['port']}"})[0] == 200


@pytest.mark.parametrize("path", ["/api/check", "/api/ask"])
@pytest.mark.parametrize("body", [
    b"[" * 50_000,
    b'{"position": ' + b"[" * 50_000 + b', "message": 1}',
    b'{"position": 1' + b"9" * 5000 + b', "message": 1' + b"9" * 5000 + b"}",
    b'{"position": 1e999999, "message": -1e999999}',
    b'{"position": "\xff\xfe game: shiny-dice", "message": "\xc3\x28"}',
    b'{"position": ["game: shiny-dice"], "message": {"text": "hi"}, "game": 7, "conversation": 3}',
    b'{"position": true, "message": false}',
    b"null", b"123", b'"just a string"',
])
def test_json_that_breaks_parsers_gets_a_clear_4xx(served, path, body):
    t0 = time.perf_counter()
    status, data, _ = request(served["base"], path, body, {"Content-Type": "application/json"})
    assert 400 <= status < 500, (status, data[:200])
    err = json.loads(data)["error"]
    assert err["code"] and err["message"] and len(err["message"]) < 400
    assert time.perf_counter() - t0 < 2.0


def test_head_works_on_every_page_over_http(served):
    for path in ("/", "/check", "/chat", "/search", "/games/shiny-dice", "/rulebooks/shiny-dice", "/favicon.ico"):
        get = request(served["base"], path)
        head = request(served["base"], path, method="HEAD")
        assert head[0] == get[0] == 200 and head[1] == b"", path


def test_the_openapi_document_is_served(served):
    status, data, _ = request(served["base"], "/api/openapi.yaml")
    assert status == 200 and data.startswith(b"openapi: 3.1")


def test_every_worker_sees_a_new_rulebook_without_a_restart(served):
    """A book dropped into the folder is found by every worker within seconds: many answers
    in a row (spread over both workers) all find it."""
    (served["books"] / "moon-gardens.md").write_text(
        "---\nid: moon-gardens\ntitle: Moon Gardens\nlanguage: en\n---\n\n# Moon Gardens\n\n## Watering\n\n"
        "A silver watering can may be used once per night to water two adjacent plots.\n", encoding="utf-8")
    deadline = time.monotonic() + 60
    streak = 0
    while streak < 20:
        assert time.monotonic() < deadline, "a worker did not see the new rulebook within 60 s"
        status, data, _ = request(served["base"], "/api/search?q=silver+watering+can")
        found = status == 200 and any(r["game"] == "moon-gardens" for r in json.loads(data)["results"])
        streak = streak + 1 if found else 0
        time.sleep(0.05 if found else 0.3)
    games = json.loads(request(served["base"], "/api/games")[1])["games"]
    assert "moon-gardens" in [g["id"] for g in games]


def test_one_address_cannot_take_every_connection(served):
    """600 idle connections from one address (127.0.0.2): each worker keeps at most 250 of
    them and closes the rest at once, and a player at another address (127.0.0.1) is served."""
    from referee.serving import CONNECTIONS_PER_ADDRESS
    try:
        with socket.socket() as probe:
            probe.bind(("127.0.0.2", 0))
            probe.connect(("127.0.0.1", served["port"]))
    except OSError as exc:
        pytest.skip(f"this system has no second loopback address 127.0.0.2 to flood from ({exc})")
    flood = []
    try:
        for _ in range(600):
            s = socket.socket()
            s.bind(("127.0.0.2", 0))
            s.settimeout(5)
            s.connect(("127.0.0.1", served["port"]))
            flood.append(s)
        time.sleep(1.0)
        closed = 0
        for s in flood:
            s.setblocking(False)
            try:
                closed += s.recv(1) == b""
            except BlockingIOError:
                pass
            except OSError:
                closed += 1
        assert closed >= 600 - 2 * CONNECTIONS_PER_ADDRESS, closed
        for _ in range(5):
            status, _, took = request(served["base"], "/api/games")
            assert status == 200 and took < 2.0
    finally:
        for s in flood:
            s.close()
