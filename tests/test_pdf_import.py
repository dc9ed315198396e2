"""PDF rulebooks: text extracted in reading order, page furniture removed, headings found."""
from __future__ import annotations

import io

from helpers import make_pdf

from referee.importer import prepare


def two_column_book(pages: int = 3) -> bytes:
    out = []
    for n in range(pages):
        left = [f"Setup {n}", f"Each player takes {n + 5} cards from the deck", f"and places one token on space {n}.",
                "", f"Turns {n}", f"On turn {n} you draw one card and then", f"play one card from your hand {n}."]
        right = [f"Scoring {n}", f"At the end of round {n} each token on the", f"board is worth {n} points for its owner.",
                 "", f"Winning {n}", f"The player with {n} points wins and", f"ties are broken by {n} cards."]
        items = [(72, 740, "Moon Gardens Rulebook"), (300, 30, str(n + 1))]
        y = 700
        for left_line, right_line in zip(left, right):
            if left_line:
                items.append((72, y, left_line))
            if right_line:
                items.append((330, y, right_line))
            y -= 16
        out.append(items)
    return make_pdf(out)


def test_two_columns_do_not_interleave_and_headings_are_found():
    _, book = prepare("moon.pdf", two_column_book(), title="Moon Gardens")
    headings = [h.text for h in book.headings]
    # page by page, the left column before the right one
    assert headings == [f"{h} {n}" for n in range(3) for h in ("Setup", "Turns", "Scoring", "Winning")]
    texts = [p.text for p in book.passages]
    assert "Each player takes 5 cards from the deck and places one token on space 0." in texts
    assert "At the end of round 0 each token on the board is worth 0 points for its owner." in texts


def test_running_headers_and_page_numbers_are_dropped():
    _, book = prepare("moon.pdf", two_column_book())
    body = book.plain_text
    assert "Moon Gardens Rulebook" not in body.split("\n", 1)[1]
    assert all(not p.text.strip().isdigit() for p in book.passages)


def test_scanned_pdf_is_refused_with_a_clear_message():
    from pypdf import PdfWriter
    import pytest
    from referee.importer import ImportError_
    buf = io.BytesIO()
    w = PdfWriter()
    w.add_blank_page(width=200, height=200)
    w.write(buf)
    with pytest.raises(ImportError_, match="scanned PDF"):
        prepare("scan.pdf", buf.getvalue())


def test_extraction_runs_in_a_child_process_and_unreadable_pdfs_are_clear_errors(monkeypatch):
    import subprocess
    import pytest
    from referee import pdftext
    from referee.importer import ImportError_
    children = []
    real_run = subprocess.run

    def spy(cmd, *a, **kw):
        children.append(cmd)
        return real_run(cmd, *a, **kw)
    monkeypatch.setattr(subprocess, "run", spy)
    _, book = prepare("moon.pdf", two_column_book(1))
    assert book.headings and children and children[0][1:3] == ["-m", "referee.pdftext"]
    with pytest.raises(ImportError_, match="^The PDF cannot be read"):
        prepare("broken.pdf", b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj trailer << /Root 1 0 R >>")
    with pytest.raises(pdftext.PdfError):
        pdftext.extract(b"%PDF-1.7\n" + b"\xff" * 3000)
