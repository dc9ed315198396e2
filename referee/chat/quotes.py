"""Quotes: always cut from the rulebook text and verified before they are shown.
"""
from __future__ import annotations

import re

from ..library import Library
from ..rulebook import Passage, Rulebook
from ..search import stems
from ..text import fold
from .index import _lang


QUOTE_CHARS = 360  # a longer passage is quoted by its best sentences


_SENT = re.compile(r"[^.!?\n]+(?:[.!?]+[\"”’')\]]*|$)")


def _pieces(p: Passage) -> list[str]:
    """Quotable pieces of a passage, each a verbatim substring: a table cell, or
    sentences of a long paragraph."""
    if p.kind == "table":  # the whole row: "6 Flowers | 12 points", not a lone "12 points"
        return [p.text]
    if len(p.text) <= QUOTE_CHARS:
        return [p.text]
    return [m.group(0).strip() for m in _SENT.finditer(p.text) if m.group(0).strip()]


def best_quote(book: Rulebook, p: Passage, q: list[str]) -> str:
    """The piece of the passage that best matches the question stems (verbatim)."""
    lang = _lang(book)
    pieces = _pieces(p)
    if len(pieces) == 1:
        return pieces[0]
    qs = set(q)

    def score(s: str) -> float:
        st = set(stems(s, lang))
        return len(qs & st) + 0.001 * min(len(s), 200)

    if p.kind == "table":
        return max(pieces, key=score)
    best = max(range(len(pieces)), key=lambda i: score(pieces[i]))
    quote = pieces[best]
    # a short sentence reads better with its neighbour
    if len(quote) < 120 and best + 1 < len(pieces) and score(pieces[best + 1]) >= 1:
        start = p.text.find(quote)
        nxt = p.text.find(pieces[best + 1], start + len(quote))
        if start >= 0 and nxt >= 0:
            joined = p.text[start:nxt + len(pieces[best + 1])]
            if len(joined) <= QUOTE_CHARS:
                quote = joined
    return quote


def verified(library: Library, game: str, quote: str, section: str | None) -> dict | None:
    """A citation for a quote, or None when the quote is not verbatim book text."""
    book = library.books.get(game)
    if book is None or not quote or not quote.strip():
        return None
    p = book.find_quote(quote, section)
    if p is None:
        return None
    return {"game": game, "section": p.section, "url": library.quote_url(game, quote, p.section),
            "quote": quote}


def _md_quote(c: dict, book_title: str) -> str:
    text = " ".join(c["quote"].split())
    return f"> “{text}”\n>\n> — [{book_title} › {c['section']}]({c['url']})"


def cited_quote(library: Library, book_id: str, book_title: str, reason: dict, cites: list[dict]) -> str | None:
    """A rule's quote as a Markdown blockquote with its viewer link, once it is checked as
    verbatim rulebook text (and added to ``cites``); None when it is not."""
    c = verified(library, book_id, reason.get("quote", ""), reason.get("section"))
    if c is None:
        return None
    if c not in cites:
        cites.append(c)
    return _md_quote(c, book_title)


def _overlaps(a: str, b: str) -> bool:
    fa, fb = fold(a), fold(b)
    return fa in fb or fb in fa
