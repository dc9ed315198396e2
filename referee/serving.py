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

This module imports no Flask: it serves any WSGI app.
"""
from __future__ import annotations

import logging
import os
import socket
import sys
import time

log = logging.getLogger("referee")

HEADER_SECONDS = 10.0  # a request's headers must be complete within this (else 408 and close)
IDLE_SECONDS = 5.0  # an idle or kept-alive connection is closed after this
BODY_IDLE_SECONDS = 15.0  # a request body that stalls this long is abandoned
MAX_HEADER_BYTES = 64 * 1024
CONNECTIONS_PER_WORKER = 1000
CONNECTIONS_PER_ADDRESS = 250  # per worker: a few hosts cannot take every slot
REQUEST_TIMEOUT = 120  # a worker stuck this long in one request is replaced


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
          after_fork=None, max_body_bytes: int | None = None) -> None:
    """Serve `app` until interrupted. `after_fork(app)` runs in each new worker process."""
    if gunicorn_available():
        _serve_gunicorn(app, host, port, workers, threads, after_fork)
    else:
        _serve_waitress(app, host, port, threads, max_body_bytes)


def _serve_waitress(app, host, port, threads, max_body_bytes) -> None:
    """One process; waitress reads headers asynchronously, so slow clients cost a slot, not a thread."""
    from waitress import serve
    kwargs = {"max_request_body_size": max_body_bytes} if max_body_bytes else {}
    serve(app, host=host, port=port, threads=threads, ident="referee", channel_timeout=int(HEADER_SECONDS),
          connection_limit=CONNECTIONS_PER_WORKER, cleanup_interval=2, **kwargs)


def _bind_address(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def _serve_gunicorn(app, host, port, workers, threads, after_fork) -> None:
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
    }

    def post_fork(server, worker):
        if after_fork is not None:
            after_fork(app)

    class Referee(BaseApplication):
        def load_config(self):
            for key, value in settings.items():
                if key in self.cfg.settings:
                    self.cfg.set(key, value)
            self.cfg.set("post_fork", post_fork)

        def load(self):
            return app

    Referee().run()


# -- the worker ----------------------------------------------------------------------
try:
    from gunicorn.workers import gthread as _gthread
except ImportError:  # waitress only (Windows)
    _gthread = None

if _gthread is not None:
    _DEFER = _gthread._DEFER  # gunicorn's own "back to the event loop" answer (gunicorn 27)

    class _Conn(_gthread.TConn):
        """A connection that remembers the bytes of a request head gathered so far."""

        def __init__(self, *args, on_close=None, **kwargs):
            super().__init__(*args, **kwargs)
            self.head = bytearray()
            self.head_deadline: float | None = None
            self._on_close = on_close

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
        """gunicorn's threaded worker, with headers read off the event loop and a deadline."""

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.per_address: dict[str, int] = {}

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
            key = conn.client[0] if isinstance(conn.client, tuple) else str(conn.client)
            left = self.per_address.get(key, 1) - 1
            if left > 0:
                self.per_address[key] = left
            else:
                self.per_address.pop(key, None)

        def handle(self, conn):
            if isinstance(conn, _Conn) and not (conn.parser is not None and conn.parser.unreader.buf.getvalue()):
                ready = self._gather_head(conn)
                if ready is not True:
                    return ready
            return super().handle(conn)

        def _gather_head(self, conn):
            """Read what has arrived without blocking: True once the head is complete,
            _DEFER to wait on the event loop for more, False to close."""
            now = time.monotonic()
            if conn.head_deadline is None:
                conn.head_deadline = now + HEADER_SECONDS
            try:
                conn.sock.setblocking(False)
                while True:
                    chunk = conn.sock.recv(65536)
                    if not chunk:
                        return False  # the client left
                    conn.head += chunk
                    if len(chunk) < 65536 or len(conn.head) > MAX_HEADER_BYTES:
                        break
            except (BlockingIOError, InterruptedError):
                pass
            except OSError:
                return False
            head = bytes(conn.head)
            if b"\r\n\r\n" in head or b"\n\n" in head:
                conn.head.clear()
                conn.head_deadline = None
                conn.data_ready = True
                conn.sock.setblocking(True)
                conn.init()
                conn.parser.unreader.unread(head)
                return True
            if len(head) > MAX_HEADER_BYTES:
                self._refuse(conn, b"431 Request Header Fields Too Large")
                return False
            if now >= conn.head_deadline:
                self._refuse(conn, b"408 Request Timeout")
                return False
            return _DEFER

        @staticmethod
        def _refuse(conn, status: bytes) -> None:
            try:
                conn.sock.send(b"HTTP/1.1 " + status + b"\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
            except OSError:
                pass

        def handle_request(self, req, conn):
            try:  # a body that stalls is abandoned rather than holding the thread
                conn.sock.settimeout(BODY_IDLE_SECONDS)
            except OSError:
                pass
            return super().handle_request(req, conn)


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
