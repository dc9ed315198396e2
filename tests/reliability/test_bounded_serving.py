"""Issue 26 against a real `referee serve` (two gunicorn workers, loopback 127.0.0.1 only):
slow request bodies, the body deadline, fairness under the costliest requests, proxy
headers, and the HTTP framing the worker now reads itself (chunked bodies, 100-continue,
pipelining). Every client here is bounded in time and in connections.

Finding 2 of the red-team pass: 16 clients each sending a `Content-Length: 1000000` body one
byte every few seconds held all 16 request threads, and every player's search timed out
for as long as they ran. Bodies are now gathered off the request threads, with an overall
deadline, like headers."""
from __future__ import annotations

import http.client
import json
import os
import re
import shutil
import socket
import threading
import time
import urllib.error
import urllib.request

import pytest

from helpers import RULEBOOKS
from referee import serving
from serving import referee_serve

TOKEN = "bounded-serving-token"
LONG = bool(os.environ.get("REFEREE_LONG_TESTS"))
ROUNDS = 4 if LONG else 2  # quiet and loud windows of the starvation test
POSITION = "game: shiny-dice\nstep: misbehave\nserenity: jayne, zoe\nfoes: niska\nask: options"


@pytest.fixture(scope="module")
def served(tmp_path_factory, shipped_index):
    root = tmp_path_factory.mktemp("bounded")
    shutil.copytree(RULEBOOKS, root / "rulebooks")
    with referee_serve(root, root / "rulebooks", "--workers", "2", token=TOKEN) as srv:
        yield srv


def request(base: str, path: str, body: bytes | None = None, headers: dict | None = None,
            timeout: float = 10, source: str | None = None) -> tuple[int | str, bytes, float]:
    """One request; `source` is the loopback address to send it from (another device at
    the table, as the server sees it), 127.0.0.1 by default."""
    t0 = time.perf_counter()
    if source is not None:
        host, port = base.rsplit("/", 1)[1].rsplit(":", 1)
        conn = http.client.HTTPConnection(host, int(port), timeout=timeout, source_address=(source, 0))
        try:
            conn.request("POST" if body is not None else "GET", path, body=body, headers=headers or {})
            resp = conn.getresponse()
            return resp.status, resp.read(), time.perf_counter() - t0
        except OSError as exc:
            return f"failed: {exc}", b"", time.perf_counter() - t0
        finally:
            conn.close()
    req = urllib.request.Request(base + path, data=body, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return resp.status, resp.read(), time.perf_counter() - t0
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read(), time.perf_counter() - t0
    except OSError as exc:
        return f"failed: {exc}", b"", time.perf_counter() - t0


def other_loopback() -> str | None:
    """A second loopback address to send from (127.0.0.2: Linux answers all of 127/8 on the
    loopback interface), or None where it cannot be used."""
    try:
        with socket.socket() as s:
            s.bind(("127.0.0.2", 0))
        return "127.0.0.2"
    except OSError:
        return None


def p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.95 * len(xs)))]


def searches(base: str, until: float, out: list, pause: float = 0.2, prefix: str = "q") -> None:
    """A player searching new questions until `until`: (status, seconds) per search."""
    i = 0
    while time.monotonic() < until:
        i += 1
        q = f"can+river+reroll+foes+{prefix}{i}+during+misbehave"
        status, _, took = request(base, f"/api/search?q={q}", timeout=10)
        out.append((status, took))
        time.sleep(pause)


def trickle(port: int, n: int, length: int) -> list[socket.socket]:
    socks = []
    for _ in range(n):
        s = socket.create_connection(("127.0.0.1", port), timeout=5)
        s.sendall(b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                  b"Content-Length: %d\r\n\r\n{" % length)
        socks.append(s)
    return socks


def closed_by_server(s: socket.socket) -> bool:
    s.settimeout(0.5)
    try:
        got = s.recv(200)
        return got == b"" or got.startswith(b"HTTP/1.1 408")
    except socket.timeout:
        return False
    except OSError:
        return True


# -- finding 2 -----------------------------------------------------------------------------
def test_slow_bodies_hold_no_thread_a_player_needs(served):
    """16 slow bodies from one address, 1 byte every 3 s on a 1 MB Content-Length: a
    player's search still answers within 1 s, every time."""
    port, base = served["port"], served["base"]
    slow = trickle(port, 16, 1_000_000)
    answers: list = []
    stop = time.monotonic() + (30 if LONG else 12)
    player = threading.Thread(target=searches, args=(base, stop, answers, 0.25, "slow"))
    player.start()
    try:
        while time.monotonic() < stop:
            time.sleep(3)
            for s in slow:
                try:
                    s.sendall(b" ")
                except OSError:
                    pass
    finally:
        player.join()
        for s in slow:
            s.close()
    assert len(answers) >= 15, answers
    bad = [(st, round(t, 2)) for st, t in answers if st != 200 or t > 1.0]
    assert not bad, f"a player's search failed or waited while 16 bodies trickled: {bad}"


def test_a_body_has_an_overall_deadline_not_only_an_idle_gap(served):
    """A body that keeps trickling (1 byte a second, under the idle gap) is cut at its
    deadline: 5 s and a second per 64 KB for a small body, never more than 30 s."""
    slow = trickle(served["port"], 4, 1000)
    t0 = time.monotonic()
    cut: dict[int, float] = {}
    try:
        while len(cut) < len(slow) and time.monotonic() - t0 < 20:
            time.sleep(1)
            for i, s in enumerate(slow):
                if i in cut:
                    continue
                try:
                    s.sendall(b" ")
                except OSError:
                    cut[i] = time.monotonic() - t0
                    continue
                if closed_by_server(s):
                    cut[i] = time.monotonic() - t0
    finally:
        for s in slow:
            s.close()
    assert len(cut) == len(slow), f"only {len(cut)} of {len(slow)} trickling bodies were cut within 20 s"
    assert max(cut.values()) < 10, cut
    assert serving.body_seconds(1000) < 6 and serving.body_seconds(10 ** 9) == serving.BODY_SECONDS == 30


# -- starvation ------------------------------------------------------------------------------
def costly_requests() -> list[tuple[str, bytes]]:
    """The costliest requests the routes allow (measured: each near the budget's CPU or the
    answer's size limit): a 20,000-character position whose answer is cut at its limit, the
    same told to the chat, a position of 1,500 bad lines, a 500-character gibberish search."""
    from test_bounded_work import bad_asks, big_answer_position
    text, _ = big_answer_position()
    return [("/api/check", json.dumps({"position": text}).encode()),
            ("/api/ask", json.dumps({"message": text}).encode()),
            ("/api/check", json.dumps({"position": bad_asks()}).encode()),
            ("/api/search?q={gibberish}", b"")]


def gibberish(i: int) -> str:
    """500 characters of words no book uses, different for every `i` (never a remembered answer)."""
    import random
    rnd = random.Random(i)
    return "+".join("".join(rnd.choice("bcdfghjklmnpqrstvwxz") for _ in range(rnd.randint(3, 9)))
                    for _ in range(90))[:500].strip("+")


def test_eight_attackers_on_the_costliest_requests_do_not_starve_a_player(served):
    """With 8 clients sending the costliest requests without pause, a player's new searches
    take at most 3 times their quiet p95, and no request fails (players' or attackers').
    Quiet and loud windows alternate (ROUNDS of each), so the shared machine's own load
    weighs on both alike. The attackers send from another loopback address when the system
    has one (127.0.0.2: another device at the table, as the server sees it)."""
    base = served["base"]
    source = os.environ.get("REFEREE_ATTACK_FROM") or other_loopback()  # REFEREE_ATTACK_FROM=127.0.0.1: the player's
    searches(base, time.monotonic() + 4, [], 0.1, "warm")  # the first searches of a worker pay for its start
    costly = costly_requests()
    quiet: list = []
    loud: list = []
    attacks: list = []
    for round_ in range(ROUNDS):
        searches(base, time.monotonic() + 5, quiet, 0.05, f"quiet{round_}-")
        stop = time.monotonic() + (15 if LONG else 7)

        def attacker(k: int):
            i = 1000 * k + 100_000 * round_
            while time.monotonic() < stop:
                path, body = costly[i % len(costly)]
                path = path.replace("{gibberish}", gibberish(i))
                i += 1
                status, _, took = request(base, path, body or None,
                                          {"Content-Type": "application/json"} if body else {}, timeout=60,
                                          source=source)
                attacks.append((path.split("?")[0], status, took))

        threads = [threading.Thread(target=attacker, args=(k,)) for k in range(8)]
        for t in threads:
            t.start()
        time.sleep(1.5)  # the attack is under way
        try:
            searches(base, stop, loud, 0.05, f"loud{round_}-")
        finally:
            for t in threads:  # the attackers' last requests end before the next quiet window
                t.join()
    quiet_p95, loud_p95 = p95([t for _, t in quiet]), p95([t for _, t in loud])
    failed = [x for x in quiet + loud if x[0] != 200] + [a for a in attacks if a[1] not in (200, 422)]
    print(f"\nplayer's search p95: quiet {quiet_p95 * 1000:.0f} ms ({len(quiet)} searches), under 8 attackers "
          f"{loud_p95 * 1000:.0f} ms ({len(loud)}); {len(attacks)} costly requests answered, from {source or '127.0.0.1'}")
    assert not failed, failed[:10]
    assert len(attacks) >= 8 * ROUNDS and len(loud) >= 20
    assert loud_p95 <= 3 * quiet_p95, (f"a player's search p95 went from {quiet_p95 * 1000:.0f} ms to "
                                       f"{loud_p95 * 1000:.0f} ms under 8 attackers")


# -- finding 7: proxy headers over gunicorn --------------------------------------------------------
def test_a_script_name_header_neither_breaks_nor_prefixes_anything(served):
    base = served["base"]
    for headers in ({"SCRIPT_NAME": "/evil"}, {"SCRIPT_NAME": "/api"}, {"X-Forwarded-Prefix": "/evil"},
                    {"X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example"}):
        for path in ("/", "/check", "/api/games"):
            status, data, _ = request(base, path, headers=headers)
            assert status == 200 and b"/evil" not in data and b"https://" not in data, (headers, path, status)


# -- the framing the worker reads itself --------------------------------------------------------
def raw(port: int, data: bytes, want: int, timeout: float = 10) -> list[bytes]:
    """Send raw bytes; return the status lines of the first `want` answers."""
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    try:
        s.sendall(data)
        got = b""
        deadline = time.monotonic() + timeout
        while got.count(b"HTTP/1.1 ") < want and time.monotonic() < deadline:
            chunk = s.recv(65536)
            if not chunk:
                break
            got += chunk
        return re.findall(rb"HTTP/1\.1 \d{3}[^\r\n]*", got)
    finally:
        s.close()


def test_pipelined_requests_after_a_body_are_all_answered(served):
    port = served["port"]
    body = json.dumps({"position": POSITION}).encode()
    head = b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    pipelined = (head + b"Content-Length: %d\r\n\r\n" % len(body) + body
                 + b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
                 + b"GET /api/search?q=niska HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    assert raw(port, pipelined, 3, timeout=60) == [b"HTTP/1.1 200 OK"] * 3


def test_chunked_bodies_and_100_continue_still_work(served):
    port = served["port"]
    body = json.dumps({"position": POSITION}).encode()
    head = b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    chunked = head + b"Transfer-Encoding: chunked\r\n\r\n" + b"".join(
        b"%x\r\n%s\r\n" % (len(body[i:i + 7]), body[i:i + 7]) for i in range(0, len(body), 7)) + b"0\r\n\r\n"
    assert raw(port, chunked, 1) == [b"HTTP/1.1 200 OK"]
    # 100-continue: the head alone gets "100 Continue", then the body an answer
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    try:
        s.sendall(head + b"Expect: 100-continue\r\nContent-Length: %d\r\n\r\n" % len(body))
        assert s.recv(100).startswith(b"HTTP/1.1 100 Continue")
        s.sendall(body)
        answer = s.recv(200)
        assert answer.startswith(b"HTTP/1.1 200"), answer
    finally:
        s.close()
    too_big = b"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 999999999\r\n\r\n"
    assert raw(port, too_big, 1)[0].startswith(b"HTTP/1.1 413")


# -- fairness, on the worker's scheduling alone ----------------------------------------------------
class _FakeConn:
    def __init__(self, address: str):
        self.address = address
        self.admitted = False
        self.costly = False
        self.parked_at = 0.0
        self.buffered = 0


def _worker(threads: int = 8):
    """A TableWorker's request scheduling, without a server."""
    w = serving.TableWorker.__new__(serving.TableWorker)
    w.sched = threading.Lock()
    w.slots = threads
    w.running_total = w.costly_total = 0
    w.running, w.parked, w.buffered = {}, {}, {}
    w.buffered_total = 0
    w.started = []
    w.enqueue_req = w.started.append
    return w


def test_one_address_cannot_take_every_slot_and_cheap_requests_always_find_one():
    w = _worker(8)
    attacker = [_FakeConn("10.0.0.66") for _ in range(20)]
    admitted = [c for c in attacker if w._admit(c, True)]
    assert len(admitted) == 8 - serving.LIGHT_SLOTS  # costly requests leave slots to cheap ones
    player = _FakeConn("10.0.0.7")
    assert w._admit(player, False), "a search finds a free slot"
    other = _FakeConn("10.0.0.8")
    assert not w._admit(other, True)  # every costly slot is taken: it waits, parked
    w._release(admitted[0])  # a slot frees: the other address goes first, not the attacker's 7th
    assert w.started == [other]
    # while others wait, an address keeps at most its share of the costly slots
    w2 = _worker(8)
    for c in attacker[:3]:
        assert w2._admit(c, True)
    waiting = _FakeConn("10.0.0.9")
    w2.parked["10.0.0.9"] = __import__("collections").deque([waiting])
    assert not w2._can_run("10.0.0.66", True)  # 3 = ADDRESS_SHARE of 6 costly slots, with others waiting
    assert w2._can_run("10.0.0.9", True)
