"""Paths and small helpers shared by the tests (importable as `helpers`)."""
import re
from pathlib import Path

from referee.library import ROOT
from referee.text import fold

RULEBOOKS = ROOT / "rulebooks"
# Everything a test reads is inside the repository (issue 23; tests/test_layout.py keeps it so):
DATA = Path(__file__).resolve().parent / "data"
SEEDS = DATA / "seeds"  # the sources the shipped rulebooks/ were made from
DEVSET = DATA / "devset"  # the public development set: questions.jsonl, legality.jsonl
API_CONTRACT = DATA / "contract" / "API.md"  # the HTTP API contract other tools rely on


def make_pdf(pages):
    """pages: list of lists of (x, y, text). Minimal PDF with Helvetica text."""
    objs = []
    def add(o): objs.append(o); return len(objs)
    font = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    pages_id_placeholder = len(objs) + 1 + 2 * len(pages)
    kids = []
    for items in pages:
        stream = b"".join(b"BT /F1 11 Tf %d %d Td (%s) Tj ET\n" % (x, y, t.encode('latin-1')) for x, y, t in items)
        c = add(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
        p = add(b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Contents %d 0 R /Resources << /Font << /F1 %d 0 R >> >> >>" % (pages_id_placeholder, c, font))
        kids.append(p)
    pages_id = add(b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), len(kids)))
    assert pages_id == pages_id_placeholder
    cat = add(b"<< /Type /Catalog /Pages %d 0 R >>" % pages_id)
    out = b"%PDF-1.4\n"; offs = []
    for i, o in enumerate(objs, 1):
        offs.append(len(out)); out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offs)
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, cat, xref)
    return out


def assert_quotes_are_cited_and_verbatim(library, data) -> None:
    """Every passage an /api/ask answer quotes is among its citations, and every citation
    is verbatim text of its rulebook: the chat never invents a quote."""
    cited = {" ".join(c["quote"].split()) for c in data["citations"]}
    for line in data["answer"].splitlines():
        m = re.match(r"\s*> “(.*)”\s*$", line)
        if m:
            assert m.group(1) in cited, f"quoted but not cited: {m.group(1)!r}"
    for c in data["citations"]:
        book = library.books[c["game"]]
        assert fold(c["quote"]) in fold(book.plain_text), f"invented quote: {c['quote']!r}"
