"""A real `referee serve` on a free loopback port, for the tests that need one
(browser, network abuse, API fuzzing, index safety): one way to start it, wait for it
and stop it.

A server is waited on by readiness, never by a fixed clock: until `/api/games` answers,
as long as the process lives, up to a generous limit (a cold start on a busy 2-core
machine can take minutes). When the process dies or the limit is hit, the test fails
with the server's whole log in the message."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

# How long a server may take to answer its first `/api/games`; $REFEREE_TEST_START_SECONDS overrides.
START_SECONDS = float(os.environ.get("REFEREE_TEST_START_SECONDS", "300"))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until_ready(proc: subprocess.Popen, base: str, log_path: Path, start_seconds: float = START_SECONDS,
                     what: str = "referee serve") -> float:
    """Poll ``base``/api/games until it answers; return the seconds it took. Fails the test
    (with the server's log) if the process exits first or ``start_seconds`` pass."""
    t0 = time.monotonic()
    while True:
        try:
            with urllib.request.urlopen(base + "/api/games", timeout=5) as resp:
                resp.read()
            return time.monotonic() - t0
        except OSError:  # refused, reset, timed out or an HTTP error: not ready yet
            pass
        waited = time.monotonic() - t0
        if proc.poll() is not None:
            why = f"exited with code {proc.returncode} after {waited:.1f} s, before it answered /api/games"
        elif waited > start_seconds:
            why = f"did not answer /api/games within {start_seconds:.0f} s"
            stop(proc)
        else:
            time.sleep(0.2)
            continue
        pytest.fail(f"{what} {why}; its command was {' '.join(map(str, proc.args))}\n"
                    f"---- its log ({log_path}) ----\n{read_log(log_path)}", pytrace=False)


def read_log(log_path: Path) -> str:
    try:
        return log_path.read_text(errors="replace") or "(empty)"
    except OSError as err:
        return f"(unreadable: {err})"


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@contextmanager
def referee_serve(root: Path, rulebooks: Path, *args: str, token: str,
                  start_seconds: float = START_SECONDS) -> Iterator[dict]:
    """Run `referee serve ARGS` on ``rulebooks`` with its index and log under ``root``;
    yields ``{"base", "port", "log", "proc", "ready_seconds"}`` once `/api/games` answers.
    The token goes through the environment, as the README recommends; so does the
    session's vector cache ($REFEREE_MEANING_CACHE, tests/conftest.py)."""
    port = free_port()
    log_path = root / "server.log"
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "referee.cli", "serve", "--port", str(port), *args,
             "--rulebooks", str(rulebooks), "--index", str(root / "index")],
            stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "REFEREE_TOKEN": token})
    base = f"http://127.0.0.1:{port}"
    try:
        ready = wait_until_ready(proc, base, log_path, start_seconds)
        yield {"base": base, "port": port, "log": log_path, "proc": proc, "ready_seconds": ready}
    finally:
        stop(proc)


@contextmanager
def serve_shipped_copy(root: Path, token: str) -> Iterator[dict]:
    """`referee serve` over a copy of the shipped rulebooks in ``root`` (what it is given there
    reaches no other server); yields ``{"url", "root"}`` once it answers."""
    import shutil

    from helpers import RULEBOOKS
    shutil.copytree(RULEBOOKS, root / "rulebooks")
    with referee_serve(root, root / "rulebooks", token=token) as srv:
        yield {"url": srv["base"], "root": root}
