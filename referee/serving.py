"""Serving the app to the table: on every core, and safe from slow clients.

Where gunicorn runs (Linux, macOS), `referee serve` is a gunicorn master with
N preloaded, warmed worker processes; elsewhere it is waitress, one process.

gunicorn's default sync workers read a request while holding the worker, so a
handful of clients that send their headers slowly lock everyone out (its
documentation: they are "designed to run behind Nginx", and "if you want to
deploy Gunicorn to handle unbuffered requests ... use one of the async
workers"). Nobody puts nginx in front of a laptop at a game table, so the
workers here are gunicorn's threaded workers with one change, `TableWorker`:
a request's headers are gathered without blocking, on the worker's event loop,
and a thread is given the connection only once they are complete. A client
that trickles its headers is dropped at a deadline, and one address can hold
only so many connections.

Every serving process (the gunicorn master before it forks, each worker after,
the waitress process) lets NumPy's BLAS use one thread: the request threads and
the workers are the parallelism (`referee.meaning.one_blas_thread`); and glibc's
malloc few arenas, not one per thread (`_few_malloc_arenas`).

A request's body is gathered the same way as its head, with a deadline of its own
(`body_seconds`): no thread waits on a client that trickles it. The worker's threads are
request slots shared between addresses (`TableWorker`): one address's costly requests
cannot take every slot while others wait, and costly requests always leave slots to the
cheap ones.

This module imports no Flask: it serves any WSGI app.
"""
from __future__ import annotations

import logging
import os
import socket
import sys
import threading
import time
from collections import deque
from concurrent import futures

log = logging.getLogger("referee")

HEADER_SECONDS = 10.0  # a request's headers must be complete within this (else 408 and close)
IDLE_SECONDS = 5.0  # an idle or kept-alive connection is closed after this (and a head or body pausing this long)
BODY_SECONDS = 30.0  # a request body must be complete within this (else 408 and close)...
BODY_SECONDS_SMALL = 5.0  # ... a small one within this, plus a second per BODY_RATE bytes
BODY_RATE = 64 * 1024  # bytes per second a body is allowed at the least
MAX_BODY_BYTES = 8 * 1024 * 1024  # the largest body (the app's own limit when it gives one)
BODY_BUFFER_PER_ADDRESS = 16 * 1024 * 1024  # bodies waiting in memory, per worker: one address's...
BODY_BUFFER_PER_WORKER = 64 * 1024 * 1024  # ... and everyone's (past either, 503 and close)
GATHER_THREADS = 4  # threads beyond the request slots, for the moments that gather a request's bytes
GATHER_BYTES = 1024 * 1024  # read at most this much of one connection per moment
LIGHT_SLOTS = 2  # request slots costly requests leave free (for searches and pages)
ADDRESS_SHARE = 0.5  # share of the costly slots one address may hold while other addresses wait
PARK_SECONDS = 30.0  # a complete request waiting this long for a slot is answered 503
WRITE_SECONDS = 10.0  # writing an answer to a client that stops reading is abandoned after this
SWITCH_INTERVAL = 0.001  # s: the GIL's switch interval in serving processes (Python's default is 0.005)
MAX_HEADER_BYTES = 64 * 1024
CONNECTIONS_PER_WORKER = 1000
CONNECTIONS_PER_ADDRESS = 250  # per worker: a few hosts cannot take every slot
REQUEST_TIMEOUT = 120  # a worker stuck this long in one request is replaced
MALLOC_ARENAS = 2  # glibc malloc arenas a serving process creates at most (see _few_malloc_arenas)

_settings: dict = {}  # set by serve() before the workers fork: max_body_bytes


def gunicorn_available() -> bool:
    if sys.platform.startswith("win"):
        return False
    try:
        import gunicorn.workers.gthread  # noqa: F401
    except ImportError:
        return False
    return True


def default_workers() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def serve(app, host: str, port: int, workers: int, threads: int,
          after_fork=None, max_body_bytes: int | None = None, trusted_proxies: list[str] | None = None) -> None:
    """Serve `app` until interrupted. `after_fork(app)` runs in each new worker process.
    `trusted_proxies`: the addresses of a reverse proxy whose forwarding headers (SCRIPT_NAME,
    X-Forwarded-*) count; from any other peer they are dropped."""
    _few_malloc_arenas()  # before the workers fork (and start their threads): they inherit it
    _one_blas_thread()
    _settings["max_body_bytes"] = max_body_bytes
    if gunicorn_available():
        _serve_gunicorn(app, host, port, workers, threads, after_fork, trusted_proxies or [])
    else:
        _serve_waitress(app, host, port, threads, max_body_bytes, trusted_proxies or [])


def _serve_waitress(app, host, port, threads, max_body_bytes, trusted_proxies=()) -> None:
    """One process; waitress reads whole requests (headers and body) asynchronously before
    a thread is given them, so slow clients cost a slot, not a thread."""
    from waitress import serve
    _one_blas_thread()
    kwargs = {"max_request_body_size": max_body_bytes} if max_body_bytes else {}
    if trusted_proxies:
        kwargs.update(trusted_proxy=",".join(trusted_proxies), trusted_proxy_headers="x-forwarded-for x-forwarded-proto")
    serve(app, host=host, port=port, threads=threads, ident="referee", channel_timeout=int(HEADER_SECONDS),
          connection_limit=CONNECTIONS_PER_WORKER, cleanup_interval=2, **kwargs)


M_ARENA_MAX = -8  # mallopt's parameter (glibc's malloc.h)


def _few_malloc_arenas() -> bool:
    """Let glibc's malloc create at most MALLOC_ARENAS arenas in this process (and the
    processes it forks); True when set.

    glibc gives each new thread that allocates an arena of its own, up to 8 per core (16 on
    two cores), and memory freed in an arena is reused only by the threads allocating from
    it: each arena keeps its own free chunks, which are not given back to the system while
    a live block sits above them. A worker's threads (its request slots and the gathering
    threads: 12 by default) took 8-11 arenas each on loopback under 16 clients, and the
    worker's memory kept growing by that slack, not by what Python holds: replaying the soak's
    requests in one process with 8 threads (30,000 distinct searches, asks and checks, memory
    compared after the first 3,000), RSS grew +26.9 MB with glibc's default and +12.6 MB with
    2 arenas, while Python's own allocations grew the same +13.7 MB in both (the per-word
    memos filling up to their bounds). Python threads allocate while holding the GIL, so
    more arenas buy next to no concurrency here. Arenas made before this call stay and are
    shared (the master's start-up has made 2 or 3 by then; measured: each worker then kept 2
    besides the main one under 16 clients, not 8-11). MALLOC_ARENA_MAX in the environment is glibc's
    own setting and wins. Not glibc (macOS, musl, Windows): nothing to do."""
    if not sys.platform.startswith("linux") or "MALLOC_ARENA_MAX" in os.environ:
        return False
    import ctypes
    try:
        mallopt = ctypes.CDLL("libc.so.6").mallopt
    except (OSError, AttributeError):  # not glibc
        return False
    return mallopt(M_ARENA_MAX, MALLOC_ARENAS) == 1


def _one_blas_thread() -> None:
    """One BLAS thread in this process (see referee.meaning.one_blas_thread); and a short GIL
    switch interval: a thread answering a search waits for the GIL at each of its system
    calls, up to the interval each time while a costly request computes (5 ms by default)."""
    from .meaning import one_blas_thread
    one_blas_thread()
    sys.setswitchinterval(SWITCH_INTERVAL)


def _meaning_report() -> str | None:
    """What the encoder did in this worker, for its last words: how many new questions it
    encoded, and how many were answered by their words alone because it was behind."""
    from .meaning import counts
    c = counts()
    asked = c["encoded"] + c["lexical"]
    if not asked:
        return None
    return (f"search by meaning, worker {os.getpid()}: {asked} new questions, {c['encoded']} encoded in "
            f"{c['batches']} batches, {c['lexical']} answered by their words alone (encoder busy)")


def _bind_address(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def _serve_gunicorn(app, host, port, workers, threads, after_fork, trusted_proxies=()) -> None:
    from gunicorn.app.base import BaseApplication

    settings = {
        "bind": [_bind_address(host, port)],
        "workers": max(1, workers),
        "worker_class": "referee.serving.TableWorker",
        "threads": max(1, threads),
        "worker_connections": CONNECTIONS_PER_WORKER,
        "keepalive": int(IDLE_SECONDS),
        "timeout": REQUEST_TIMEOUT,
        "graceful_timeout": 10,
        "preload_app": True,  # books, tables and caches are built once, shared copy-on-write
        "limit_request_line": 8190,
        "limit_request_fields": 100,
        "limit_request_field_size": 8190,
        "loglevel": "warning",
        "errorlog": "-",
        "accesslog": None,
        "proc_name": "referee",
        "control_socket_disable": True,  # no management socket in the user's home folder
        # forwarding headers (SCRIPT_NAME, PATH_INFO, X-Forwarded-Proto...) only from a proxy the
        # host named: gunicorn trusts loopback by default, so a SCRIPT_NAME header from any local
        # client prefixed every link (or made a 500)
        "forwarded_allow_ips": ",".join(trusted_proxies),
        "header_map": "drop",
    }

    def post_fork(server, worker):
        _one_blas_thread()
        if after_fork is not None:
            after_fork(app)

    def worker_exit(server, worker):
        said = _meaning_report()
        if said:
            print(f"referee: {said}", file=sys.stderr, flush=True)

    class Referee(BaseApplication):
        def load_config(self):
            for key, value in settings.items():
                if key in self.cfg.settings:
                    self.cfg.set(key, value)
            self.cfg.set("post_fork", post_fork)
            self.cfg.set("worker_exit", worker_exit)

        def load(self):
            return app

    Referee().run()


# -- the worker ----------------------------------------------------------------------
try:
    from gunicorn.workers import gthread as _gthread
except ImportError:  # waitress only (Windows)
    _gthread = None


class _Framing:
    """Where a request ends, read from the bytes gathered so far (without taking them):
    `need` more bytes, `done` at `end`, or `refuse` with an HTTP status. Anything this
    does not understand (several lengths, an unusual transfer coding) is `done` at the end
    of the head: gunicorn's own parser then answers it (with a 400), as it always did."""

    __slots__ = ("state", "end", "status", "head_end", "expected", "chunked", "expects_continue")

    def __init__(self):
        self.state, self.end, self.status = "need", 0, b""
        self.head_end = -1
        self.expected = 0  # body bytes announced (Content-Length), 0 for chunked
        self.chunked = False
        self.expects_continue = False


def _head_end(buf: bytes) -> int:
    """Offset just past the blank line that ends a request head, or -1."""
    crlf = buf.find(b"\r\n\r\n")
    lf = buf.find(b"\n\n")
    ends = [e + n for e, n in ((crlf, 4), (lf, 2)) if e >= 0]
    return min(ends) if ends else -1


def _framing(buf: bytes, max_body: int) -> _Framing:
    f = _Framing()
    f.head_end = end = _head_end(buf)
    if end < 0:
        return f
    lengths, codings = [], []
    for line in buf[:end].split(b"\n")[1:]:
        name, sep, value = line.partition(b":")
        if not sep:
            continue
        name = name.strip().lower()
        if name == b"content-length":
            lengths.append(value.strip())
        elif name == b"transfer-encoding":
            codings += [c.strip().lower() for c in value.split(b",")]
        elif name == b"expect" and value.strip().lower() == b"100-continue":
            f.expects_continue = True
    f.state, f.end = "done", end
    if codings:
        if lengths or codings[-1] != b"chunked":
            return f  # ambiguous framing: gunicorn refuses it
        f.chunked = True
        return _chunked_end(buf, f, max_body)
    if len(lengths) != 1 or not lengths[0].isdigit() or len(lengths[0]) > 12:
        return f  # no body, or a length gunicorn refuses
    f.expected = int(lengths[0])
    if f.expected > max_body:
        f.state, f.status = "refuse", b"413 Content Too Large"
        return f
    f.end = end + f.expected
    if len(buf) < f.end:
        f.state = "need"
    return f


def _chunked_end(buf: bytes, f: _Framing, max_body: int) -> _Framing:
    """Walk the chunks that have arrived: done after the last chunk and its trailers."""
    at, size = f.head_end, 0
    while True:
        eol = buf.find(b"\n", at)
        if eol < 0:
            f.state = "need"
            return f
        line = buf[at:eol].split(b";", 1)[0].strip()
        try:
            n = int(line, 16)
        except ValueError:
            f.state, f.end = "done", f.head_end  # gunicorn answers the bad chunk
            return f
        size += n
        if size > max_body:
            f.state, f.status = "refuse", b"413 Content Too Large"
            return f
        at = eol + 1
        if n == 0:
            while True:  # trailer fields, then a blank line
                eol = buf.find(b"\n", at)
                if eol < 0:
                    f.state = "need"
                    return f
                blank = not buf[at:eol].strip()
                at = eol + 1
                if blank:
                    f.state, f.end = "done", at
                    return f
        at += n + 2  # the chunk and its CRLF
        if at > len(buf):
            f.state = "need"
            return f


def body_seconds(expected: int) -> float:
    """How long a body of `expected` bytes may take to arrive, at most BODY_SECONDS."""
    return min(BODY_SECONDS, BODY_SECONDS_SMALL + expected / BODY_RATE)


if _gthread is not None:
    _DEFER = _gthread._DEFER  # gunicorn's own "back to the event loop" answer (gunicorn 27)
    _PARKED = object()  # complete, waiting for its address's turn: no thread, no event loop

    class _Conn(_gthread.TConn):
        """A connection that remembers the bytes of a request gathered so far."""

        def __init__(self, *args, on_close=None, **kwargs):
            super().__init__(*args, **kwargs)
            self.head = bytearray()
            self.head_deadline: float | None = None
            self.body_deadline: float | None = None
            self.continued = False  # a 100 Continue was sent for this request
            self.admitted = False  # holds one of the worker's request slots
            self.costly = False  # the request in hand is costly (see _costly)
            self.parked_at = 0.0
            self.buffered = 0  # bytes of this connection counted in the worker's body buffers
            self._on_close = on_close

        @property
        def address(self) -> str:
            return self.client[0] if isinstance(self.client, tuple) else str(self.client)

        def close(self, graceful=False):
            """Close without lingering. gunicorn's graceful close waits up to 2 s for the
            peer on the worker's event loop: a client that never hangs up would stall
            every other connection of the worker. Half-close, drain what has already
            arrived (so the kernel sends no reset over the answer), close."""
            if self._on_close is not None:
                self._on_close(self)
                self._on_close = None
            if graceful:
                try:
                    self.sock.shutdown(socket.SHUT_WR)
                    self.sock.setblocking(False)
                    for _ in range(16):
                        if not self.sock.recv(65536):
                            break
                except OSError:
                    pass
            super().close(False)

    class TableWorker(_gthread.ThreadWorker):
        """gunicorn's threaded worker, with whole requests (head and body) read off the
        request threads under deadlines, and the threads shared fairly between addresses.

        - A request's head and body are gathered without blocking: a pool thread is lent
          for a moment each time bytes arrive, and the connection waits on the event loop
          in between. Only a complete request takes one of the `threads` request slots, so
          a client that trickles its body (1 byte every few seconds on a 1 MB
          Content-Length) holds no slot. The head must arrive within HEADER_SECONDS, the
          body within `body_seconds(size)` (at most BODY_SECONDS); a pause longer than the
          keep-alive time closes the connection; bodies waiting in memory are capped per
          address and per worker.
        - A complete request runs at once when a slot is free and, for a costly one (a
          POST, a GET with a position: `_costly`), when costly requests leave LIGHT_SLOTS
          slots free for the cheap ones (a search, a page) and its address holds less than
          its share of the costly slots: all of them while nobody else waits, ADDRESS_SHARE
          of them while others do. Otherwise it is parked (no thread, no event loop) and
          started when a slot frees: cheap requests first, then the costly request of the
          address with the fewest running. A request parked longer than PARK_SECONDS is
          answered 503. (Inside the process, a request past `referee.limits.HEAVY_AFTER`
          of CPU gives way to lighter ones at each of its budget's checkpoints.)
        """

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.per_address: dict[str, int] = {}
            self.buffered_total = 0
            self.buffered: dict[str, int] = {}
            self.sched = threading.Lock()
            self.slots = max(1, self.cfg.threads)
            self.running_total = 0
            self.costly_total = 0
            self.running: dict[str, int] = {}  # address -> its costly requests running
            self.parked: dict[str, deque] = {}  # address -> its complete requests waiting for a slot

        def get_thread_pool(self):
            """The request slots, and a few more threads for the moments that gather bytes."""
            return futures.ThreadPoolExecutor(max_workers=self.cfg.threads + GATHER_THREADS)

        # -- connections -------------------------------------------------------------
        def accept(self, listener):
            try:
                sock, addr = listener.accept()
            except OSError:
                return
            key = addr[0] if isinstance(addr, tuple) else str(addr)
            if self.per_address.get(key, 0) >= CONNECTIONS_PER_ADDRESS:
                try:
                    sock.close()
                finally:
                    return
            self.per_address[key] = self.per_address.get(key, 0) + 1
            self.nr_conns += 1
            conn = _Conn(self.cfg, sock, addr, listener.getsockname(), on_close=self._forget)
            self.enqueue_req(conn)

        def _forget(self, conn) -> None:
            key = conn.address
            left = self.per_address.get(key, 1) - 1
            if left > 0:
                self.per_address[key] = left
            else:
                self.per_address.pop(key, None)
            self._unbuffer(conn)

        def _unbuffer(self, conn) -> None:
            with self.sched:
                if conn.buffered:
                    self.buffered_total -= conn.buffered
                    left = self.buffered.get(conn.address, 0) - conn.buffered
                    if left > 0:
                        self.buffered[conn.address] = left
                    else:
                        self.buffered.pop(conn.address, None)
                    conn.buffered = 0

        # -- a request: gathered, admitted, served -------------------------------------
        def handle(self, conn):
            if not isinstance(conn, _Conn):
                return super().handle(conn)
            if not conn.admitted:
                ready = self._gather(conn)
                if ready is not True:
                    return ready
                if not self._admit(conn, conn.costly):
                    return _PARKED
            # a cheap request is weighed from now on: the process's costly and heavier ones pause for it
            arrival = None if conn.costly else _limits().interactive_begin(conn.address)
            try:
                return super().handle(conn)
            finally:
                if arrival is not None:
                    _limits().interactive_end(arrival)
                self._release(conn)

        def _gather(self, conn):
            """Read what has arrived without blocking: True once the whole request (head and
            body) is here, _DEFER to wait on the event loop for more, False to close."""
            now = time.monotonic()
            if conn.head_deadline is None:
                conn.head_deadline = now + HEADER_SECONDS
                if conn.parser is not None:  # a kept-alive connection: what the last request left
                    conn.head += conn.parser.unreader.take_buffered()
            got = 0
            try:
                conn.sock.setblocking(False)
                while got < GATHER_BYTES:
                    chunk = conn.sock.recv(65536)
                    if not chunk:
                        return False  # the client left
                    conn.head += chunk
                    got += len(chunk)
                    if len(chunk) < 65536:
                        break
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                return False
            if got and not self._buffer(conn, got):
                self._refuse(conn, b"503 Service Unavailable", retry=True)
                return False
            buf = bytes(conn.head)
            f = _framing(buf, self.max_body)
            if f.head_end < 0:
                if len(buf) > MAX_HEADER_BYTES:
                    self._refuse(conn, b"431 Request Header Fields Too Large")
                    return False
                if now >= conn.head_deadline:
                    self._refuse(conn, b"408 Request Timeout")
                    return False
                return _DEFER
            if f.head_end > MAX_HEADER_BYTES:
                self._refuse(conn, b"431 Request Header Fields Too Large")
                return False
            if f.state == "refuse":
                self._refuse(conn, f.status)
                return False
            if f.state == "need":
                if conn.body_deadline is None:
                    conn.body_deadline = now + body_seconds(f.expected or self.max_body)
                    if f.expects_continue and not conn.continued:
                        conn.continued = True
                        try:
                            conn.sock.send(b"HTTP/1.1 100 Continue\r\n\r\n")
                        except OSError:
                            return False
                if now >= conn.body_deadline:
                    self._refuse(conn, b"408 Request Timeout")
                    return False
                return _DEFER
            if conn.continued:  # answered already: gunicorn must not send another
                buf = _without_expect(buf, f.head_end)
            conn.costly = _costly(buf)
            conn.head.clear()
            conn.head_deadline = conn.body_deadline = None
            conn.continued = False
            conn.data_ready = True
            conn.sock.setblocking(True)
            conn.init()
            conn.parser.unreader.unread(buf)
            return True

        def _buffer(self, conn, n: int) -> bool:
            """Count `n` more bytes waiting in memory; False past the address's or the
            worker's cap (the request is refused rather than the memory taken)."""
            with self.sched:
                key = conn.address
                if (self.buffered_total + n > BODY_BUFFER_PER_WORKER
                        or self.buffered.get(key, 0) + n > BODY_BUFFER_PER_ADDRESS):
                    return False
                self.buffered_total += n
                self.buffered[key] = self.buffered.get(key, 0) + n
                conn.buffered += n
                return True

        @property
        def max_body(self) -> int:
            return _settings.get("max_body_bytes") or MAX_BODY_BYTES

        def _share(self, others_waiting: bool) -> int:
            """Slots one address's costly requests may hold (see the class docstring)."""
            costly_slots = self.slots - LIGHT_SLOTS if self.slots > LIGHT_SLOTS else 1
            if not others_waiting:
                return costly_slots
            return max(1, int(costly_slots * ADDRESS_SHARE))

        def _can_run(self, key: str, costly: bool) -> bool:
            """Whether a request may take a slot now (called holding self.sched)."""
            if self.running_total >= self.slots:
                return False
            if not costly:
                return True
            if self.costly_total >= max(1, self.slots - LIGHT_SLOTS):
                return False
            others = any(k != key and q for k, q in self.parked.items())
            return self.running.get(key, 0) < self._share(others)

        def _admit(self, conn, costly: bool) -> bool:
            """Give the request a slot now, or park it (see the class docstring)."""
            key = conn.address
            conn.costly = costly
            with self.sched:
                queued = any(c.costly == costly for c in self.parked.get(key, ()))
                if not queued and self._can_run(key, costly):
                    self._take_slot(conn)
                    return True
                conn.parked_at = time.monotonic()
                self.parked.setdefault(key, deque()).append(conn)
                return False

        def _take_slot(self, conn) -> None:
            conn.admitted = True
            self.running_total += 1
            if conn.costly:
                self.costly_total += 1
                self.running[conn.address] = self.running.get(conn.address, 0) + 1

        def _release(self, conn) -> None:
            """The request is answered: free its slot and its buffers, start parked ones."""
            self._unbuffer(conn)
            ready = []
            with self.sched:
                if conn.admitted:
                    conn.admitted = False
                    self.running_total -= 1
                    if conn.costly:
                        self.costly_total -= 1
                        left = self.running.get(conn.address, 1) - 1
                        if left > 0:
                            self.running[conn.address] = left
                        else:
                            self.running.pop(conn.address, None)
                while (nxt := self._next_parked()) is not None:
                    ready.append(nxt)
            for nxt in ready:
                self.enqueue_req(nxt)

        def _next_parked(self):
            """The parked request to start now (called holding self.sched), or None: a cheap
            one first, else a costly one of the address with the fewest running, the oldest
            first."""
            if self.running_total >= self.slots or not self.parked:
                return None
            light = [(q[i].parked_at, k, i) for k, q in self.parked.items()
                     for i in range(len(q)) if not q[i].costly]
            if light:
                _, key, i = min(light)
                return self._unpark(key, i)
            order = sorted(self.parked, key=lambda k: (self.running.get(k, 0), self.parked[k][0].parked_at))
            for key in order:
                if self._can_run(key, True):
                    return self._unpark(key, 0)
            return None

        def _unpark(self, key: str, i: int):
            queue = self.parked[key]
            conn = queue[i]
            del queue[i]
            if not queue:
                del self.parked[key]
            self._take_slot(conn)
            return conn

        def finish_request(self, conn, fs):
            try:
                if not fs.cancelled() and fs.result() is _PARKED:
                    return  # it waits in self.parked; _release starts it
            except Exception:
                pass
            return super().finish_request(conn, fs)

        def murder_pending(self):
            """Also answer the requests parked too long (503), on the event loop."""
            super().murder_pending()
            now = time.monotonic()
            late = []
            with self.sched:
                for key in list(self.parked):
                    queue = self.parked[key]
                    while queue and now - queue[0].parked_at > PARK_SECONDS:
                        late.append(queue.popleft())
                    if not queue:
                        del self.parked[key]
            for conn in late:
                self._refuse(conn, b"503 Service Unavailable", retry=True)
                self.nr_conns -= 1
                conn.close()

        @staticmethod
        def _refuse(conn, status: bytes, retry: bool = False) -> None:
            extra = b"Retry-After: 5\r\n" if retry else b""
            try:
                conn.sock.setblocking(False)
                conn.sock.send(b"HTTP/1.1 " + status + b"\r\nConnection: close\r\n" + extra
                               + b"Content-Length: 0\r\n\r\n")
            except OSError:
                pass

        def handle_request(self, req, conn):
            try:  # the request is in memory; writing the answer to a client that stops reading is bounded
                conn.sock.settimeout(WRITE_SECONDS)
            except OSError:
                pass
            return super().handle_request(req, conn)


def _costly(buf: bytes) -> bool:
    """Whether a request asks for work (a check, a chat answer, an upload): anything but a
    GET or HEAD, and a GET with a position (the check page runs it)."""
    line = buf[:buf.find(b"\n")]
    method, _, rest = line.partition(b" ")
    if method not in (b"GET", b"HEAD"):
        return True
    target = rest.rpartition(b" ")[0] or rest
    return b"position=" in target


def _limits():
    from . import limits
    return limits


def _without_expect(buf: bytes, head_end: int) -> bytes:
    """The request with its `Expect: 100-continue` line taken out of the head."""
    lines = buf[:head_end].split(b"\n")
    kept = [line for line in lines if line.partition(b":")[0].strip().lower() != b"expect"]
    return b"\n".join(kept) + buf[head_end:]


def reachable_from_lan(host: str) -> bool:
    """Whether other devices can reach a server listening on `host`."""
    if host in ("0.0.0.0", "::", ""):
        return True
    try:
        infos = socket.getaddrinfo(host, None)
    except OSError:
        return False
    import ipaddress
    return any(not ipaddress.ip_address(info[4][0].split("%")[0]).is_loopback for info in infos)
