"""Every rule's quote is verbatim rulebook text, under the heading it names."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from referee.rules import all_games

ROOT = Path(__file__).resolve().parents[2]


def ws(s: str) -> str:
    return re.sub(r"\s+", " ", s).strip()


def book_lines(book: str) -> tuple[list[str], bool]:
    """The shipped rulebook's lines (rulebooks/BOOK.md): what a player reads and the chat cites."""
    md = ROOT / "rulebooks" / f"{book}.md"
    assert md.exists(), f"a rule cites {book!r}, which is not a shipped rulebook ({md})"
    return md.read_text(encoding="utf-8").splitlines(), True


def is_heading(line: str, markdown: bool) -> str | None:
    if markdown:
        m = re.match(r"^#{1,6}\s+(.*)$", line)
        return m.group(1).strip() if m else None
    s = line.strip()
    if s and not s.startswith("•") and len(s) < 60 and not re.search(r"[.:!?\"]$", s) and "\t" not in s:
        return s
    return None


RULES = [(g.book or g.id, r) for g in all_games() for r in g.rules]


@pytest.mark.parametrize("book,rule", RULES, ids=[r.id for _, r in RULES])
def test_quote_verbatim_under_section(book, rule):
    lines, markdown = book_lines(rule.citation.book or book)
    quote = ws(rule.citation.quote)
    assert quote in ws("\n".join(lines)), f"quote not in the rulebook: {quote!r}"
    section = None
    hits = []
    for line in lines:
        h = is_heading(line, markdown)
        if h is not None and "Table of Contents" not in h:
            section = h
            continue
        cells = [ws(c) for c in re.split(r"\t|\|", line)] if ("|" in line or "\t" in line) else [ws(line)]
        if any(quote in c for c in cells):
            hits.append(section)
    assert hits, f"quote does not stand within one line/cell: {quote!r}"
    assert rule.citation.section in hits, f"{rule.id}: quote stands under {hits}, not {rule.citation.section!r}"
