"""Search by meaning (see referee.meaning): what a passage is encoded as, the passage
vectors the index builder writes beside the index and serving processes read back, and
the re-ordering of the passages a question's words found by closeness in meaning (adding
close passages no word found). The vectors are kept per book version, not per backend."""
from __future__ import annotations

import hashlib
import logging
import math
import os
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from .. import limits
from ..meaning import MODEL_ID, encoder
from ..rulebook import Passage, Rulebook
from .analysis import LANGS
from .documents import _book_digest, _DocText, book_glossary, document_texts

if TYPE_CHECKING:
    from .tables import _Tables

log = logging.getLogger(__name__)

MEANING_WEIGHT = 3.0  # a passage's score times e^(weight x closeness in meaning to the question)
MEANING_OPEN = 0.8  # ... worked out only when the second passage scores this close to the first
MEANING_CANDIDATES = 5  # passages added for being close in meaning though no word of the question is in them
MEANING_FLOOR = 0.35  # ... at least this close (cosine): below it, closeness says little
MEANING_ONLY = 0.5  # ... scored from this share of the lowest score the question's words gave
MEANING_MAX_PASSAGES = 10_000  # about 100 rulebooks: encoding takes about 20 ms a passage on two cores
MEANING_TEXT = "heading: text rules"  # what a passage is encoded as (part of the vectors' cache key)
MEANING_RESERVE = 0.25  # CPU s: a request with less budget left than this is not encoded (search by its words)
MEANING_YIELD = 0.1  # CPU s: ... nor one that much heavier than another search running (its address's CPU
#                      of the last seconds counted): a client searching nonsense in a loop leaves the encoder
#                      to the players (referee.limits)


def _meaning_fits(books: dict[str, Rulebook]) -> bool:
    """Past MEANING_MAX_PASSAGES the first start would take minutes: search stays lexical."""
    return sum(len(b.passages) for b in books.values()) <= MEANING_MAX_PASSAGES


def meaning_text(p: Passage, extra: _DocText) -> str:
    """A passage as the encoder reads it: its headings, its text, and the rules model's
    plain English statements of it (which give a Spanish passage a meaning it can read)."""
    return " ".join(x for x in (extra.heading + ":", p.text, extra.rules_en) if x)


def _by_meaning(query: str, scored: list[tuple], tables: "_Tables", books: dict[str, Rulebook],
                games: list[str] | None, extend: bool = True) -> list[tuple]:
    """Re-order the passages the question's words found by how close each is in meaning to
    it, and add the closest passages no word of it found (ranked after the found ones unless
    much closer). Called only when the words leave the order open (see MEANING_OPEN): a clear
    lexical winner costs no encoding (a few milliseconds per question)."""
    enc = encoder()
    if enc is None or limits.remaining() < MEANING_RESERVE or limits.lighter_running(MEANING_YIELD):
        return scored  # (answered by its words: little budget left, or a much lighter search waits)
    limits.before_native_work()
    q = enc.question(query)  # at most QUESTION_TOKENS word pieces (referee.meaning)
    limits.checkpoint()
    vectors = tables.vectors
    out = []
    for score, passage, lang in scored:
        v = vectors.get((passage.book, passage.anchor))
        out.append((score * math.exp(MEANING_WEIGHT * float(v @ q)) if v is not None else score, passage, lang))
    if extend:
        have = {(p.book, p.anchor) for _, p, _ in scored}
        base = MEANING_ONLY * min((sc for sc, _, _ in scored), default=1.0)
        keys, matrix = tables.meaning_matrix()
        close = matrix @ q
        added = 0
        for i in np.argsort(-close):
            if close[i] < MEANING_FLOOR or added >= MEANING_CANDIDATES:
                break
            where = keys[i]
            book = books.get(where[0])
            if where in have or where in tables.quiet or book is None or (games and where[0] not in games):
                continue
            passage = book.passage(where[1])
            if passage is None:
                continue
            lang = book.language if book.language in LANGS else "en"
            out.append((base * math.exp(MEANING_WEIGHT * float(close[i])), passage, lang))
            added += 1
    out.sort(key=lambda x: -x[0])
    return out


def _vouches(query: str, tables: "_Tables", game: str, anchor: str) -> bool | None:
    """Whether search by meaning points at a passage of a game's book for a question: it is the
    book's closest passage in meaning to it, or at least MEANING_FLOOR close. None when meaning
    cannot tell (off, no vector for the passage, or too little of the request's budget left)."""
    enc = encoder()
    mine = tables.vectors.get((game, anchor))
    if enc is None or mine is None or limits.remaining() < MEANING_RESERVE or limits.lighter_running(MEANING_YIELD):
        return None
    limits.before_native_work()
    q = enc.question(query)
    close = float(mine @ q)
    if close >= MEANING_FLOOR:
        return True
    return all(float(v @ q) <= close for (g, _), v in tables.vectors.items() if g == game)


class PassageVectors:
    """The passage vectors of a `SearchIndex` (a part of it: it reads `folder`): where each
    book's are kept, writing them when the index is built, reading them back."""

    # True: `update` publishes the index without writing the vectors, which referee.vectors then
    # computes in the background (`referee serve`): search is lexical until they are kept
    defer_vectors = False
    on_vectors = None  # (books to encode) -> progress(book, passages done): a terminal's bar (referee.vectors)

    def vectors_folder(self) -> Path:
        """Where passage vectors are kept: beside the index, or $REFEREE_MEANING_CACHE."""
        return Path(os.environ.get("REFEREE_MEANING_CACHE") or self.folder / "meaning")

    def _vectors_path(self, b: Rulebook) -> Path:
        """Where a book's passage vectors are kept: beside the index (or $REFEREE_MEANING_CACHE),
        keyed by the model and the book's indexed content."""
        key = hashlib.sha256(f"{MODEL_ID}\n{_book_digest(b)}\n{MEANING_TEXT}".encode()).hexdigest()[:24]
        return self.vectors_folder() / f"{b.id}-{key}.npy"

    def vectors_missing(self, books: dict[str, Rulebook]) -> list[Rulebook]:
        """The books search by meaning still needs vectors of (none when it is off)."""
        if not _meaning_fits(books):
            return []
        return [b for b in books.values() if b.passages and not self._vectors_path(b).exists()]

    def _write_vectors(self, books: dict[str, Rulebook], progress=None) -> None:
        """Encode the passages of every book whose vectors are not kept yet (see
        referee.meaning). Only the index builder (or referee.vectors' background job) does
        this: serving processes read the files and never encode a passage on a player's
        request. `progress(book, passages done)` is told after each batch."""
        if self.defer_vectors and not getattr(self, "_deferred_once", False):
            # only the first build defers (the start of `referee serve`); a book changed or added
            # later is encoded before its index is published, as `referee index` does: deferring
            # those too let players' requests time out while a re-index from another process and
            # the background encoder competed for the cores
            self._deferred_once = True
            return
        todo = self.vectors_missing(books)
        enc = encoder() if todo else None
        if progress is None and enc is not None and self.on_vectors is not None:
            progress = self.on_vectors(todo)
        for b in todo if enc is not None else ():
            extra = document_texts(b, book_glossary(b), self.folder)
            matrix = enc.encode([meaning_text(p, extra[p.anchor]) for p in b.passages],
                                progress=(lambda n, b=b: progress(b, n)) if progress else None)
            path = self._vectors_path(b)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = path.parent / f".{path.name}.{os.getpid()}.tmp"
                with open(tmp, "wb") as fh:
                    np.save(fh, matrix, allow_pickle=False)
                os.replace(tmp, path)
            except OSError as err:  # a read-only folder: search stays lexical for this book
                log.warning("passage vectors of %s not kept: %s", b.id, err)

    def _book_vectors(self, b: Rulebook) -> dict[str, "np.ndarray"]:
        """A book's passage vectors as the index builder kept them; empty when there are none
        (search by meaning off, the book not indexed with it, or an unreadable file)."""
        enc = encoder()
        if enc is None or not b.passages:
            return {}
        try:
            matrix = np.load(self._vectors_path(b), allow_pickle=False)
        except (OSError, ValueError):
            return {}
        if matrix.shape != (len(b.passages), enc.dim):
            return {}
        return dict(zip((p.anchor for p in b.passages), matrix))
