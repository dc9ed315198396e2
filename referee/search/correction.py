"""Typo correction and compound words: the index's vocabulary of a generation as a
symmetric-delete speller (`_deletes`), the near spelling a word the books never use is a
typo of ("Niksa" -> "niska"), and the compounds a player's word stands for ("dial" ->
"sundial", "tiebreaker" -> "tie"). It reads the backend's vocabulary through a reader
(`field_terms`, `frequency`, `doc_frequency`); the rest is backend-neutral.

Bounded by the request, never by its input (issue 26: one 3,000-letter word cost 3.7 GB):
a word's deletions grow with the square of its length, so only words at most TYPO_EDITS
letters longer than the longest word of the speller's vocabulary are looked at (no other
word can be within TYPO_EDITS edits of a book's word), only MAX_CORRECTED_WORDS words of a
request are, and every one is work counted against the request's budget."""
from __future__ import annotations

import re
from typing import NamedTuple

from .. import limits
from ..everyday import common_word
from .analysis import _ENGLISH_STEM, LANGS, QUERY_STOPS, STEMMERS, WEAK_WORDS, _fold

TYPO_EDITS = 2  # a typo is at most this many letters deleted, added, changed or swapped
SPELLER_MAX_WORD = 24  # longer book words are no typo's target (and would cost ~n² deletions each)


class _Vocabulary(NamedTuple):
    generation: str | None
    deletes: dict[str, list[str]]  # a word less one or two letters -> the words it comes from
    freq: dict[str, int]  # word -> how often the books use it
    compound_heads: dict[str, list[str]]  # see _compound_heads
    longest: int  # letters of the longest word in `deletes`


class Speller:
    """The speller of a `SearchIndex` (a part of it: it reads `current_generation()` and
    keeps `_speller`, the vocabulary of the serving generation)."""

    def _vocabulary(self, searcher) -> "_Vocabulary":
        """The index's words of this generation, with the tables the speller and the compound
        lookup read (built once per generation)."""
        gen = self.current_generation()
        got = self._speller
        if got is None or got.generation != gen:
            reader = searcher.reader()
            deletes: dict[str, list[str]] = {}
            freq: dict[str, int] = {}
            longest = 0
            for t in reader.field_terms("words"):
                t = t.decode() if isinstance(t, bytes) else t
                if not t.isalpha() or len(t) < 3:
                    continue
                freq[t] = reader.frequency("words", t)
                if len(t) > SPELLER_MAX_WORD:
                    continue
                longest = max(longest, len(t))
                for d in _deletes(t):
                    deletes.setdefault(d, []).append(t)
            got = self._speller = _Vocabulary(gen, deletes, freq, _compound_heads(freq), longest)
        return got

    def _near_words(self, searcher, word: str) -> list[tuple[str, int]]:
        """Index words within two deletions of the word on either side (a symmetric-delete
        speller: much faster than scanning the vocabulary), with their frequencies."""
        vocab = self._vocabulary(searcher)
        if len(word) > vocab.longest + TYPO_EDITS:
            return []  # within TYPO_EDITS of no book word (and its deletions would cost ~n²)
        dels = _deletes(word)
        limits.spend(1 + len(dels) // 64)
        found: dict[str, int] = {}
        for d in dels:
            for t in vocab.deletes.get(d, ()):
                found[t] = vocab.freq[t]
        return list(found.items())

    def _compounds_of(self, searcher, word: str, memo: dict) -> list[str]:
        """For a word the books never use: their compounds ending in it ("dial" -> "sundial",
        a player's short name for the thing), else the book word it is built on
        ("tiebreaker" -> "tie")."""
        lw = _fold(word)
        if len(lw) < 4 or not lw.isalpha() or lw in QUERY_STOPS:
            return []
        if len(lw) > 2 * self._vocabulary(searcher).longest:
            return []  # longer than any two book words joined
        key = ("compounds", lw)
        got = memo.get(key)
        if got is None:
            limits.spend(2)
            got = memo[key] = self._compound_parts(searcher, lw)
        return got

    def _compound_parts(self, searcher, lw: str) -> list[str]:
        reader = searcher.reader()
        if _known_stem(reader, lw):
            return []
        vocab = self._vocabulary(searcher)
        freq = vocab.freq
        heads = vocab.compound_heads.get(lw)
        if heads:  # "dial" -> "sundial"
            return heads
        # "tiebreaker" -> "tie" (+ "breaker"): a book word joined to a word of everyday speech
        for i in range(COMPOUND_MIN_HEAD, len(lw) - COMPOUND_MIN_HEAD + 1):
            left, right = lw[:i], lw[i:]
            known = [w for w in (left, right) if w in freq]
            if known and all(w in freq or common_word(w) for w in (left, right)):
                return known
        return []

    def _corrections(self, searcher, raw_words: list[str], text: str,
                     memo: dict | None = None) -> tuple[dict[str, str], str | None]:
        """Near spellings for words the books never use ("Niksa" -> "niska"), never for real
        words; the first MAX_CORRECTED_WORDS distinct words of the text only."""
        corrections: dict[str, str] = {}
        memo = {} if memo is None else memo
        looked: set[str] = set()
        for w in raw_words:
            lw = _fold(w)
            if lw not in looked:
                if len(looked) >= limits.MAX_CORRECTED_WORDS:
                    break
                looked.add(lw)
            limits.spend()
            key = ("fix", lw)
            fix = memo.get(key)
            if fix is None:
                fix = memo[key] = self._correction(searcher, lw) or ""
            if fix:
                corrections[w] = fix
        suggestion = None
        if corrections:
            suggestion = text
            for w, c in corrections.items():
                suggestion = re.sub(rf"\b{re.escape(w)}\b", c, suggestion)
            suggestion = " ".join(suggestion.split())
        return corrections, suggestion

    def _correction(self, searcher, lw: str) -> str | None:
        """The word the books use that this unknown word is a typo of, or None."""
        reader = searcher.reader()
        if len(lw) < 4 or lw in QUERY_STOPS or lw in WEAK_WORDS or not lw.isalpha():
            return None
        if len(lw) > self._vocabulary(searcher).longest + TYPO_EDITS:
            return None  # no book word is within TYPO_EDITS of it
        if reader.frequency("words", lw) > 0:
            return None
        # plurals and verb forms the books do use are not misspellings
        variants = [lw + "s"] + ([lw[:-1]] if lw.endswith("s") else []) + ([lw[:-2]] if lw.endswith("es") else [])
        if any(reader.frequency("words", v) > 0 for v in variants):
            return None
        if _known_stem(reader, lw) or common_word(lw):
            return None  # a word of everyday English or Spanish ("hard") is no typo of a book's ("hand")
        best = None
        for cand, freq in self._near_words(searcher, lw):
            if cand in QUERY_STOPS:
                continue
            d = osa_distance(lw, cand)
            if d <= (2 if len(lw) >= 7 else 1):
                # typos rarely hit the first letter: prefer candidates that keep it
                key = (d, cand[:1] != lw[:1], -freq)
                if best is None or key < best[0]:
                    best = (key, cand)
        return best[1] if best else None


COMPOUND_MIN_HEAD = 3  # letters before the word in a compound ("sun" + "dial")


def _compound_heads(freq: dict[str, int]) -> dict[str, list[str]]:
    """word ending -> the book words it ends (at least 4 letters, after COMPOUND_MIN_HEAD)."""
    out: dict[str, list[str]] = {}
    for w in freq:
        for i in range(COMPOUND_MIN_HEAD, len(w) - 3):
            out.setdefault(w[i:], []).append(w)
    return out


def _known_stem(reader, word: str) -> bool:
    """Whether the books use some form of the word (so it is not a misspelling)."""
    for lang in LANGS:
        t = STEMMERS[lang](word)
        for f in (f"body_{lang}", f"head_{lang}"):
            if reader.doc_frequency(f, t) > 0:
                return True
    return reader.doc_frequency("alias", _ENGLISH_STEM(word)) > 0


def _deletes(word: str, depth: int = 2) -> set[str]:
    """The word and every string made by deleting up to `depth` of its letters."""
    out, edge = {word}, {word}
    for _ in range(depth):
        edge = {w[:i] + w[i + 1:] for w in edge for i in range(len(w))} - out
        out |= edge
    return out


def osa_distance(a: str, b: str) -> int:
    """Edit distance counting a swap of two neighbouring letters as one edit."""
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]
