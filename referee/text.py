"""Small text helpers shared by the rulebook parser, the search and the pages.

Kept free of any engine or web import so every layer can use them.
"""
from __future__ import annotations

import html
import re
import unicodedata
from functools import lru_cache

_DASHES = re.compile(r"[\u2010-\u2015\u2212]")
_SQUOTES = re.compile(r"[\u2018\u2019\u201a\u201b`´]")
_DQUOTES = re.compile(r"[\u201c\u201d\u201e\u00ab\u00bb]")
_SPACE = re.compile(r"\s+")
_WORD = re.compile(r"\w+", re.UNICODE)


def fold(text: str) -> str:
    """Case-, dash-, quote- and space-insensitive form, for comparing human text."""
    text = unicodedata.normalize("NFKC", text or "").casefold()
    text = _DASHES.sub("-", text)
    text = _SQUOTES.sub("'", text)
    text = _DQUOTES.sub('"', text)
    return _SPACE.sub(" ", text).strip()


def strip_accents(text: str) -> str:
    """'navegación' -> 'navegacion': players type Spanish without accents."""
    if text.isascii():  # nothing to strip (most text): no per-character pass
        return text
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(c for c in decomposed if unicodedata.category(c) != "Mn")


def squash(text: str) -> str:
    """Collapse runs of white space, as quotes are compared against book text."""
    return _SPACE.sub(" ", text or "").strip()


def slugify(text: str) -> str:
    """Stable, readable anchor: 'Step 1 – Get a Crew' -> 'step-1-get-a-crew'."""
    text = strip_accents(fold(text))
    text = re.sub(r"[^\w\s-]", "", text)
    text = re.sub(r"[\s_-]+", "-", text).strip("-")
    return text or "section"


def words(text: str) -> list[str]:
    return _WORD.findall(text or "")


def _term_pattern(terms: list[str]) -> re.Pattern | None:
    """A regex matching any of the terms at word starts, accent- and case-insensitive."""
    return _term_pattern_of(tuple(sorted({t for t in terms if t and len(t) >= 2}, key=lambda t: (-len(t), t))))


@lru_cache(maxsize=512)
def _term_pattern_of(alts: tuple[str, ...]) -> re.Pattern | None:
    """Compiled once per set of terms (a search highlights the same words in many snippets;
    re's own cache of 512 patterns is shared with the whole process). The sets come from
    players' questions: 512 recent ones, not 4,096 (a worker's memory, issue 26)."""
    if not alts:
        return None
    return re.compile(r"\b(" + "|".join(re.escape(t) for t in alts) + r")\w*", re.IGNORECASE)


def mark_terms(text: str, terms: list[str]) -> str:
    """Escape plain text and wrap words that start with any term in <mark>.

    Matching ignores accents, so 'navegacion' marks 'navegación'.
    """
    pattern = _term_pattern([strip_accents(t) for t in terms])
    if pattern is None:
        return html.escape(text)
    plain = strip_accents(text)
    if len(plain) != len(text):  # composed characters changed length: match on the text itself
        plain = text
    out, last = [], 0
    for m in pattern.finditer(plain):
        out.append(html.escape(text[last:m.start()]))
        out.append("<mark>" + html.escape(text[m.start():m.end()]) + "</mark>")
        last = m.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


_TAG = re.compile(r"(<[^>]+>)")


def mark_terms_in_html(fragment: str, terms: list[str]) -> str:
    """Highlight terms inside the text nodes of trusted, already-safe HTML."""
    if _term_pattern(terms) is None:
        return fragment
    parts = _TAG.split(fragment)
    for i, part in enumerate(parts):
        if part and not part.startswith("<"):
            parts[i] = mark_terms(html.unescape(part), terms)
    return "".join(parts)


_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()<>#+!|~])")


def md_escape(text: str) -> str:
    """A player's own words placed in a Markdown answer: every character Markdown would act
    on is escaped, so typed text stays text (no link, no emphasis, no HTML)."""
    return _MD_SPECIAL.sub(r"\\\1", text)
