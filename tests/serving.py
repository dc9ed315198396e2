"""A real `referee serve` on a free loopback port, for the tests that need one
(browser, network abuse, API fuzzing): one way to start it, wait for it and stop it."""
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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def referee_serve(root: Path, rulebooks: Path, *args: str, token: str,
                  start_seconds: float = 90) -> Iterator[dict]:
    """Run `referee serve ARGS` on ``rulebooks`` with its index and log under ``root``;
    yields ``{"base", "port", "log", "proc"}`` once `/api/games` answers. The token goes
    through the environment, as the README recommends."""
    port = free_port()
    log_path = root / "server.log"
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "referee.cli", "serve", "--port", str(port), *args,
             "--rulebooks", str(rulebooks), "--index", str(root / "index")],
            stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "REFEREE_TOKEN": token})
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + start_seconds
    while True:
        try:
            urllib.request.urlopen(base + "/api/games", timeout=2).read()
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError("referee serve did not start:\n" + log_path.read_text())
            time.sleep(0.2)
    try:
        yield {"base": base, "port": port, "log": log_path, "proc": proc}
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
