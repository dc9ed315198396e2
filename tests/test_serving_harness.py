"""The tests' own server harness (tests/serving.py): a server is waited on until it answers,
and a server that dies or never answers fails the test with its log, not a bare timeout."""
from __future__ import annotations

import subprocess
import sys

import pytest

from serving import free_port, wait_until_ready


def _start(tmp_path, code: str) -> tuple[subprocess.Popen, object]:
    log_path = tmp_path / "server.log"
    with open(log_path, "w") as log:
        proc = subprocess.Popen([sys.executable, "-c", code], stdout=log, stderr=subprocess.STDOUT)
    return proc, log_path


def test_a_server_that_exits_fails_the_test_at_once_with_its_log(tmp_path):
    proc, log_path = _start(tmp_path, "print('indexing 4 rulebooks', flush=True); raise SystemExit(3)")
    with pytest.raises(pytest.fail.Exception) as failed:
        wait_until_ready(proc, f"http://127.0.0.1:{free_port()}", log_path, start_seconds=120)
    message = str(failed.value)
    assert "exited with code 3" in message and "indexing 4 rulebooks" in message


def test_a_server_that_never_answers_fails_at_the_limit_with_its_log_and_is_stopped(tmp_path):
    proc, log_path = _start(tmp_path, "import time; print('search by meaning: warming up', flush=True); time.sleep(120)")
    with pytest.raises(pytest.fail.Exception) as failed:
        wait_until_ready(proc, f"http://127.0.0.1:{free_port()}", log_path, start_seconds=2)
    message = str(failed.value)
    assert "did not answer /api/games within 2 s" in message and "warming up" in message
    assert proc.poll() is not None, "the server is stopped"


def test_a_server_is_ready_when_api_games_answers(tmp_path):
    port = free_port()
    code = ("import http.server, time\n"
            "time.sleep(1.5)  # a slow start\n"
            "class H(http.server.BaseHTTPRequestHandler):\n"
            "    def do_GET(self):\n"
            "        self.send_response(200 if self.path == '/api/games' else 404); self.end_headers()\n"
            "        self.wfile.write(b'{\"games\": []}')\n"
            f"http.server.HTTPServer(('127.0.0.1', {port}), H).serve_forever()\n")
    proc, log_path = _start(tmp_path, code)
    try:
        assert wait_until_ready(proc, f"http://127.0.0.1:{port}", log_path, start_seconds=120) >= 1.0
    finally:
        proc.kill()
        proc.wait()
