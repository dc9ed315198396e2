"""Rulebook viewer: a book rendered to safe HTML, with an anchor on every heading
and passage, the target passage marked and the matched words highlighted.

Markdown goes through the `markdown` package and then the `nh3` sanitizer, so a
rulebook file with a <script> in it cannot run script in a player's browser.
"""
from __future__ import annotations

import html
import re
import threading
from dataclasses import dataclass
from functools import lru_cache

import markdown as md
import nh3

from .caches import BoundedCache
from .rulebook import Heading, Passage, Rulebook
from .text import mark_terms_in_html

_ALLOWED_TAGS = {"p", "ul", "ol", "li", "em", "strong", "code", "pre", "blockquote", "br", "a",
                 "table", "thead", "tbody", "tr", "th", "td", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "mark"}


_LOCAL = threading.local()


def _converter() -> md.Markdown:
    """This thread's Markdown converter: building one loads its extensions, which cost as
    much as converting a chat answer; a converter is reset between texts (not shared
    across threads, as its state is per conversion)."""
    conv = getattr(_LOCAL, "markdown", None)
    if conv is None:
        conv = _LOCAL.markdown = md.Markdown(extensions=["sane_lists", "fenced_code"])
    return conv


_RENDERED = BoundedCache("viewer.safe_html", max_entries=2048, max_bytes=4 * 1024 * 1024)


def safe_html(markdown_text: str, local_links_only: bool = False) -> str:
    """Markdown to sanitized HTML. `fenced_code` turns ``` blocks into code blocks (chat
    answers show positions that way); an ordered list keeps its `start`, so a numbered
    step cut into its own passage still reads 2, 3… (sane_lists keeps the number).
    The same text always gives the same HTML, so recent ones are remembered (an answer
    asked for again, the chat page re-showing its log), bounded in bytes: every chat answer
    is a new text, and 2,048 of them held ~24 MB (issue 26's soak)."""
    key = (markdown_text, local_links_only)
    got = _RENDERED.get(key)
    if got is None:
        got = _RENDERED.put(key, _render(markdown_text, local_links_only))
    return got


def _render(markdown_text: str, local_links_only: bool) -> str:
    rendered = _converter().reset().convert(markdown_text)
    return nh3.clean(rendered, tags=_ALLOWED_TAGS, attributes={"a": {"href", "title"}, "ol": {"start"}},
                     attribute_filter=_local_only if local_links_only else _numbers_only_start,
                     url_schemes={"http", "https"}, link_rel="noopener noreferrer")


def _numbers_only_start(tag: str, attr: str, value: str) -> str | None:
    if tag == "ol" and attr == "start":
        return value if value.isdigit() and len(value) < 7 else None
    return value


def _local_only(tag: str, attr: str, value: str) -> str | None:
    """For text that may carry a player's words (chat answers): a link may only open a page
    of this Referee, so words typed as `[…](http://elsewhere)` never become a link."""
    if tag == "a" and attr == "href":
        return value if value.startswith("/") and not value.startswith("//") else None
    return _numbers_only_start(tag, attr, value)


@lru_cache(maxsize=4096)
def _passage_html(markdown_text: str) -> str:
    return safe_html(markdown_text)


@dataclass
class Block:
    kind: str  # heading | passages | table
    heading: Heading | None = None
    items: list[tuple[Passage, str, bool]] | None = None  # (passage, html, is_target)
    header: tuple[Passage, list[str]] | None = None


_TAG = re.compile(r"(<[^>]*>)")


def _mark_quote(fragment: str, quote: str) -> str:
    """Wrap a verbatim quote inside HTML text in <mark>, when it lies in one text node.

    Only text nodes are searched, never tags or their attributes (a quote that matches
    a link's href must not put <mark> inside the attribute). Markdown output keeps
    quotation marks as they are while table cells escape them, so both spellings of
    the quote are tried.
    """
    text = " ".join(quote.split())
    parts = _TAG.split(fragment)
    for escaped in dict.fromkeys((html.escape(text, quote=False), html.escape(text, quote=True))):
        if not escaped:
            continue
        pattern = re.compile(r"\s+".join(re.escape(part) for part in escaped.split(" ")), re.IGNORECASE)
        for i, part in enumerate(parts):
            if not part or part.startswith("<"):
                continue
            marked, n = pattern.subn(lambda m: f"<mark>{m.group(0)}</mark>", part, count=1)
            if n:
                return "".join(parts[:i] + [marked] + parts[i + 1:])
    return fragment


def _mark_row(cells: list[str], quote: str) -> list[str]:
    """Mark a quote in a table row: inside one cell, or a quote of the whole row
    ("6 Flowers | 12 points"), whose pieces are marked in their cells."""
    marked = [_mark_quote(c, quote) for c in cells]
    if marked != cells or " | " not in quote:
        return marked
    pieces = [q.strip() for q in quote.split(" | ") if q.strip()]
    out = []
    for cell in cells:
        for piece in pieces:
            m = _mark_quote(cell, piece)
            if m != cell:
                cell = m
                break
        out.append(cell)
    return out


def _cells(p: Passage) -> list[str]:
    return [c.strip() for c in p.text.split(" | ")]


def render(book: Rulebook, at: str | None = None, hl: list[str] | None = None,
           quote: str | None = None) -> list[Block]:
    """The book as blocks; the `at` passage is the target, highlighted with hl words or the quote."""
    blocks: list[Block] = []
    for item in book.blocks:
        if isinstance(item, Heading):
            blocks.append(Block("heading", heading=item))
            continue
        if item and item[0].kind == "table":
            rows = []
            for p in item:
                cells = [html.escape(c) for c in _cells(p)]
                target = p.anchor == at
                if target and hl:
                    cells = [mark_terms_in_html(c, hl) for c in cells]
                if target and quote:
                    cells = _mark_row(cells, quote)
                rows.append((p, cells, target))
            blocks.append(Block("table", items=rows))
            continue
        rendered = []
        for p in item:
            frag = _passage_html(p.markdown)
            target = p.anchor == at
            if target and quote:
                marked = _mark_quote(frag, quote)
                frag = marked if marked != frag else mark_terms_in_html(frag, quote.split())
            elif target and hl:
                frag = mark_terms_in_html(frag, hl)
            rendered.append((p, frag, target))
        blocks.append(Block("passages", items=rendered))
    return blocks


def toc(book: Rulebook) -> list[Heading]:
    return [h for h in book.headings if h.level > 1]

