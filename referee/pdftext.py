"""Text from a PDF rulebook (pypdf), cleaned for heading detection.

Page numbers and running headers/footers (lines repeated on most pages) are
dropped, words hyphenated across lines are joined, and pypdf's layout mode keeps
multi-column pages from interleaving: each column is read top to bottom.
"""
from __future__ import annotations

import io
import re
from collections import Counter


def _columns(text: str) -> str:
    """Split a layout-mode page into its columns when a wide gutter runs down it."""
    lines = [l.rstrip() for l in text.splitlines()]
    width = max((len(l) for l in lines), default=0)
    if width < 60:
        return "\n".join(l.strip() for l in lines)
    body = [l for l in lines if l.strip()]
    best = None
    for col in range(width // 3, 2 * width // 3):
        if all(len(l) <= col or l[col - 1:col + 2].strip() == "" for l in body):
            best = col
            break
    if best is None or sum(1 for l in body if len(l) > best + 2 and l[best:].strip()) < len(body) // 4:
        return "\n".join(" ".join(l.split()) for l in lines)
    left = [" ".join(l[:best].split()) for l in lines]
    right = [" ".join(l[best:].split()) for l in lines]
    return "\n".join(left) + "\n\n" + "\n".join(right)


def extract(data: bytes) -> str:
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError
    try:
        reader = PdfReader(io.BytesIO(data))
        pages = []
        for page in reader.pages:
            try:
                raw = page.extract_text(extraction_mode="layout") or ""
            except Exception:  # pypdf raises assorted errors on odd pages; fall back to plain mode
                raw = page.extract_text() or ""
            pages.append(_columns(raw))
    except (PdfReadError, ValueError, KeyError, OSError) as exc:
        from .importer import ImportError_
        raise ImportError_(f"The PDF cannot be read: {exc}") from None
    # running headers and footers: the first or last lines of a page, repeated on most pages
    edges = [[l.strip() for l in p.splitlines() if l.strip()] for p in pages]
    edges = [set(lines[:2] + lines[-2:]) for lines in edges]
    repeated = Counter(l for e in edges for l in e)
    common = {l for l, n in repeated.items() if len(pages) >= 3 and n >= max(3, len(pages) * 0.6)}
    out = []
    for p in pages:
        lines = [l for l in p.splitlines()
                 if l.strip() not in common and not re.fullmatch(r"\s*(page\s*)?\d{1,3}\s*", l, re.I)]
        out.append("\n".join(lines))
    text = "\n\n".join(out)
    text = re.sub(r"(\w)-\n(\w)", r"\1\2", text)  # hyphenation across lines
    text = re.sub(r"([^\n.!?:])\n(?=[a-záéíóúñü(])", r"\1 ", text)  # a sentence wrapped onto the next line
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
