"""What a search gives back and what it refuses: `Results` of `Hit`s with their marked-up
snippets, `QueryError` for a query that cannot run, and the limits on a query. These are
the package's answer types, the same whichever backend found the passages."""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field, replace
from functools import lru_cache

from ..rulebook import Passage
from ..text import mark_terms, words
from .analysis import stems

MAX_QUERY_CHARS = 500
MAX_LIMIT = 50
SNIPPET_CHARS = 260


class QueryError(ValueError):
    """A query that cannot be run: empty, too long, or naming an unknown game."""

    def __init__(self, code: str, message: str):
        self.code = code
        super().__init__(message)


@dataclass
class Hit:
    passage: Passage
    score: float
    terms: list[str]  # the words of the passage that matched, for highlighting
    snippet: str  # HTML, with <mark>


@dataclass
class Results:
    query: str
    game: str | None
    hits: list[Hit]
    suggestion: str | None = None
    expanded: list[str] = field(default_factory=list)


def _copy(r: Results) -> Results:
    """Results a caller may change (the library sets its query and game) without touching
    the remembered ones; hits themselves are never changed."""
    return replace(r, hits=list(r.hits), expanded=list(r.expanded))


def _matched_words(text: str, lang: str, wanted: set[str]) -> list[str]:
    """The passage's words (each once, in order) whose stem the query wants."""
    return [w for w, s in _word_stems_of(text, lang) if s in wanted]


@lru_cache(maxsize=4_096)  # a passage a key (the library's, not players'): the most-shown passages
def _word_stems_of(text: str, lang: str) -> tuple[tuple[str, str], ...]:
    """A text's distinct words in order of first use, each with its stem (stop words left
    out): computed once per passage, not for every hit that shows it."""
    out: dict[str, str] = {}
    for w in words(text):
        if w not in out:
            s = stems(w, lang)
            out[w] = s[0] if s else ""
    return tuple((w, s) for w, s in out.items() if s)


def snippet(text: str, terms: list[str], width: int = SNIPPET_CHARS) -> str:
    """A window of the passage around its first matched word, marked up."""
    flat = " ".join(text.split())
    start = 0
    if terms and len(flat) > width:
        lows = flat.lower()
        first = min((i for i in (lows.find(t.lower()) for t in terms) if i >= 0), default=0)
        start = max(0, min(first - width // 3, len(flat) - width))
        if start:
            start = flat.rfind(" ", 0, start) + 1
    piece = flat[start:start + width]
    if start + width < len(flat):
        piece = piece[: piece.rfind(" ")] if " " in piece else piece
    body = _mark_words(piece, terms)
    return ("…" if start else "") + body + ("…" if start + len(piece) < len(flat) else "")


_ASCII_WORD = re.compile(r"[A-Za-z0-9_]+")


def _mark_words(piece: str, terms: list[str]) -> str:
    """`mark_terms` for a snippet: in ASCII text with whole-word terms, a word is marked
    when it starts with a term (case aside), which is what mark_terms' pattern finds, without
    compiling a pattern for every hit's own words; anything else goes to mark_terms."""
    if not piece.isascii() or not all(t.isascii() and (not t or _ASCII_WORD.fullmatch(t)) for t in terms):
        return mark_terms(piece, terms)
    alts = tuple({t.lower() for t in terms if t and len(t) >= 2})
    if not alts:
        return html.escape(piece)
    out, last = [], 0
    for m in _ASCII_WORD.finditer(piece):
        if m.group(0).lower().startswith(alts):
            out.append(html.escape(piece[last:m.start()]))
            out.append("<mark>" + html.escape(m.group(0)) + "</mark>")
            last = m.end()
    out.append(html.escape(piece[last:]))
    return "".join(out)
