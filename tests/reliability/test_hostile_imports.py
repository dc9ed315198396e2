"""Imports a stranger's file cannot turn against the host (issue 17): PDF bombs, books
that make parsing slow, books over the size limit, names that shadow other books, and
what a public page shows about a broken book."""
from __future__ import annotations

import io
import re
import time
import zlib
from pathlib import Path

import pytest

from referee import pdftext, rulebook
from referee.importer import ImportError_, add_rulebook, prepare
from referee.rulebook import MAX_RULEBOOK_BYTES
from referee.web import create_app

TOKEN = {"X-Referee-Token": "s3cret"}


def pdf_bomb(pages: int = 20, decoded: int = 2_000_000) -> bytes:
    """Many pages sharing one small compressed content stream that decodes to ``decoded``
    bytes of text-drawing instructions (9 KB that took pypdf 53 s before the limits)."""
    unit = b"BT /F1 11 Tf 72 700 Td (boom boom boom) Tj ET\n"
    packed = zlib.compress(unit * (decoded // len(unit)), 9)
    return _pdf([b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(packed) + packed + b"\nendstream"],
                pages)


def _pdf(streams: list[bytes], pages: int) -> bytes:
    objs = [b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>", *streams]
    pages_id = len(objs) + pages + 1
    kids = []
    for _ in range(pages):
        objs.append(b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 612 792] /Contents 2 0 R "
                    b"/Resources << /Font << /F1 1 0 R >> >> >>" % pages_id)
        kids.append(len(objs))
    objs.append(b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), pages))
    objs.append(b"<< /Type /Catalog /Pages %d 0 R >>" % pages_id)
    out, offsets = b"%PDF-1.4\n", []
    for i, o in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, len(objs), xref)
    return out


@pytest.fixture()
def host(own_library):
    app = create_app({"TESTING": True, "HOST_TOKEN": "s3cret"}, library=own_library)
    return app.test_client(), own_library


def api_upload(client, data: bytes, name: str, **fields):
    return client.post("/api/rulebooks", data={"file": (io.BytesIO(data), name), **fields}, headers=TOKEN,
                       content_type="multipart/form-data")


def files(lib) -> list[str]:
    return sorted(p.name for p in lib.settings.rulebooks.iterdir() if p.is_file())


# ---- PDFs --------------------------------------------------------------------------------


def test_a_pdf_bomb_is_refused_within_its_limits(host):
    client, lib = host
    bomb = pdf_bomb()
    assert len(bomb) < 20_000
    before = files(lib)
    start = time.perf_counter()
    r = api_upload(client, bomb, "bomb.pdf")
    assert time.perf_counter() - start < pdftext.LIMITS.wall_seconds
    assert r.status_code == 400
    message = r.get_json()["error"]["message"]
    assert "16 MB" in message and "drawing instructions" in message
    assert files(lib) == before


def test_a_pdf_under_the_caps_is_stopped_by_the_cpu_limit():
    slow = pdf_bomb(pages=3, decoded=1_000_000)  # under the caps; pypdf needs ~15 s of CPU for it
    with pytest.raises(pdftext.PdfError, match="1 second"):
        pdftext.extract(slow, pdftext.Limits(cpu_seconds=1, wall_seconds=60))


def test_a_pdf_is_stopped_by_the_wall_clock_limit():
    slow = pdf_bomb(pages=3, decoded=1_000_000)
    start = time.perf_counter()
    with pytest.raises(pdftext.PdfError, match="longer than 1 second"):
        pdftext.extract(slow, pdftext.Limits(cpu_seconds=60, wall_seconds=1.0))
    assert time.perf_counter() - start < 10


def test_pages_and_per_page_content_are_capped():
    with pytest.raises(pdftext.PdfError, match="30 pages; the limit is 10"):
        pdftext.extract(pdf_bomb(pages=30, decoded=1000), pdftext.Limits(pages=10))
    with pytest.raises(pdftext.PdfError, match="Page 1 .* limit is 0.5 MB per page"):
        pdftext.extract(pdf_bomb(pages=1, decoded=600_000), pdftext.Limits(page_bytes=512 * 1024))


def test_pypdf_limit_reached_is_a_clear_400(host):
    """A stream that inflates past pypdf's own limit raised LimitReachedError: a 500 before."""
    client, lib = host
    packed = zlib.compress(b"\0" * 80_000_000, 9)
    data = _pdf([b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(packed) + packed + b"\nendstream"], 1)
    assert len(data) < 120_000
    r = api_upload(client, data, "inflated.pdf")
    assert r.status_code == 400
    assert r.get_json()["error"]["message"].startswith("The PDF")


def test_cli_add_refuses_a_pdf_bomb(run_cli, tmp_path):
    src = tmp_path / "bomb.pdf"
    src.write_bytes(pdf_bomb())
    books = tmp_path / "books"
    books.mkdir()
    res = run_cli("add", str(src), "--rulebooks", str(books), "--index", str(tmp_path / "ix"))
    assert res.code == 2 and "drawing instructions" in res.err
    assert not list(books.iterdir())


# ---- parsing time ------------------------------------------------------------------------


def hostile_markdown(size: int) -> str:
    """Blank lines inside lists, repeated headings, headings padded with spaces, tables."""
    unit = ("## Same\n\n- item one\n" + "\n" * 12 + "- item two\n    more\n" + "\n" * 6 + "- three\n\n"
            "## Same\n\n#  Padded" + " " * 40 + "x ##\n\nA paragraph of words words words.\n\n"
            "| a | b |\n|---|---|\n| 1 | 2 |\n\n")
    return "---\nid: hostile\ntitle: Hostile\n---\n" + unit * (size // len(unit))


def hostile_text(size: int) -> str:
    """A plain-text book with repeated contents titles and blank runs inside lists."""
    unit = ("Contents\n" * 3 + "- One\n" + "\n" * 10 + "- Two\n\n\n" + "Heading Here\n\n"
            "This is a long enough paragraph to make the short line above it a heading here.\n\n")
    return "Title\n" + unit * (size // len(unit))


def _parse_seconds(text: str, name: str, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        rulebook.parse(text, Path(name))
        best = min(best, time.process_time() - start)
    return best


@pytest.mark.parametrize("make,name", [(hostile_markdown, "hostile.md"), (hostile_text, "hostile.txt")])
def test_parsing_time_is_linear_in_the_book_size(make, name):
    """A 5 MB book against a 50 KB one: 100 times the text, at most 250 times the time
    (measured as a ratio within one run; quadratic parsing gave ~10,000 times)."""
    small, big = make(50_000), make(MAX_RULEBOOK_BYTES - 100_000)
    assert 95 <= len(big) / len(small) <= 105
    t_small = _parse_seconds(small, name, 5)
    t_big = _parse_seconds(big, name, 1)
    assert t_big / max(t_small, 1e-4) <= 250, (t_small, t_big)


def test_blank_lines_inside_a_list_parse_quickly():
    """The issue's 48 KB book (blank lines inside a list) took ~40 s."""
    text = "---\nid: blanks\ntitle: Blanks\n---\n- a\n" + "\n" * 48_000 + "- b\n"
    start = time.process_time()
    book = rulebook.parse(text, Path("blanks.md"))
    assert time.process_time() - start < 2
    assert [p.text for p in book.passages] == ["a", "b"]


# ---- size limit ----------------------------------------------------------------------------


def oversized_after_conversion() -> bytes:
    """Under the limit as uploaded, over it once converted (a blank line per paragraph)."""
    line = "Each player draws one card.\n"
    data = ("Big Book\n\n" + line * ((MAX_RULEBOOK_BYTES - 2000) // len(line))).encode()
    assert len(data) <= MAX_RULEBOOK_BYTES
    return data


def test_a_book_pushed_over_the_size_limit_by_its_conversion_is_refused_by_name(host, run_cli, tmp_path):
    client, lib = host
    data = oversized_after_conversion()
    before = files(lib)
    r = api_upload(client, data, "big-book.txt")
    assert r.status_code == 400
    assert "big-book.txt" in r.get_json()["error"]["message"] and "5 MB" in r.get_json()["error"]["message"]
    assert files(lib) == before
    src = tmp_path / "big-book.txt"
    src.write_bytes(data)
    res = run_cli("add", str(src), "--rulebooks", str(lib.settings.rulebooks), "--index", str(lib.settings.index))
    assert res.code == 2 and "big-book.txt" in res.err
    assert files(lib) == before


def test_an_oversized_file_dropped_in_the_folder_is_named_and_the_others_load(host):
    client, lib = host
    (lib.settings.rulebooks / "huge.md").write_text("---\nid: huge\n---\n# Huge\n\n" + "x" * MAX_RULEBOOK_BYTES)
    lib.refresh()
    assert "huge" not in lib.books and {"shiny-dice", "blue-sun"} <= set(lib.books)
    assert any(m.startswith("huge.md:") and "5 MB" in m for m in lib.error_messages)
    page = client.get("/").get_data(as_text=True)
    assert "huge.md" in page
    assert client.get("/api/search?q=niska").status_code == 200


# ---- names ---------------------------------------------------------------------------------

SHADOW = b"---\nid: house\ntitle: House Rules\naliases: shiny-dice, blue-sun\n---\n# House Rules\n\n## Draft\n\nEach player drafts three cards before the first turn.\n"


def test_an_upload_whose_aliases_shadow_shipped_books_is_refused(host):
    client, lib = host
    before = files(lib)
    r = api_upload(client, SHADOW, "house.md")
    assert r.status_code in (400, 409)
    message = r.get_json()["error"]["message"]
    assert "shiny-dice" in message and "blue-sun" in message
    assert files(lib) == before
    assert client.get("/api/games/blue-sun").get_json()["id"] == "blue-sun"
    titled = api_upload(client, SHADOW.replace(b"aliases: shiny-dice, blue-sun", b"aliases:")
                        .replace(b"title: House Rules", b"title: Shiny Dice"), "house.md")
    assert titled.status_code in (400, 409) and "Shiny Dice" in titled.get_json()["error"]["message"]


def test_a_dropped_file_with_shadowing_names_loads_without_them_and_is_reported(host):
    client, lib = host
    (lib.settings.rulebooks / "house.md").write_bytes(SHADOW)
    lib.refresh()
    assert "house" in lib.books  # the book itself still loads...
    assert lib.resolve("blue-sun").id == "blue-sun" and lib.resolve("shiny-dice").id == "shiny-dice"
    assert lib.resolve("house rules").id == "house"
    notes = [m for m in lib.error_messages if m.startswith("house.md")]
    assert len(notes) == 2 and all("ignored" in m for m in notes)  # ...and its two aliases are reported
    assert client.get("/api/games/blue-sun").get_json()["id"] == "blue-sun"
    body = client.get("/api/search?q=drafts+three+cards&game=house").get_json()
    assert body["results"] and body["results"][0]["game"] == "house"


def test_exact_ids_win_over_titles_and_aliases(host):
    from referee.text import slugify
    _, lib = host
    key = next(slugify(a) for a in lib.books["blue-sun"].aliases if slugify(a) not in ("", "blue-sun"))
    (lib.settings.rulebooks / f"{key}.md").write_text(f"---\nid: {key}\ntitle: Another Game\n---\n# Another\n\n"
                                                      "## Play\n\nEach player plays one card on each turn of the game.\n")
    lib.refresh()
    assert lib.resolve(key).id == key  # the new book's id, not Blue Sun's alias
    assert any(m.startswith("blue-sun.md") and "ignored" in m for m in lib.error_messages)


@pytest.mark.parametrize("book_id", ["readme", "add", "api", "static"])
def test_reserved_ids_are_refused_before_a_201(host, book_id):
    client, lib = host
    before = files(lib)
    r = api_upload(client, b"House\n\nDraft\nEach player drafts three cards before the first turn.\n",
                   "house.txt", id=book_id)
    assert r.status_code == 400 and "reserved" in r.get_json()["error"]["message"]
    assert files(lib) == before


def test_a_dropped_file_with_a_reserved_id_is_reported(host):
    _, lib = host
    (lib.settings.rulebooks / "add.md").write_text("---\nid: add\n---\n# Add\n\nSome text of the book.\n")
    lib.refresh()
    assert "add" not in lib.books
    assert any(m.startswith("add.md") and "reserved" in m for m in lib.error_messages)


def test_a_201_means_loaded_and_searchable(host):
    client, lib = host
    r = api_upload(client, b"Moon Race\n\nRacing\nEach racer moves one space for every pip on the die.\n", "moon.txt")
    assert r.status_code == 201
    assert "moon" in lib.books and lib.resolve("moon").title == "Moon Race"
    hits = client.get("/api/search?q=racer+pip&game=moon").get_json()["results"]
    assert hits and hits[0]["game"] == "moon"


def test_an_added_book_the_library_does_not_load_is_taken_back(own_library, monkeypatch):
    """add_rulebook checks the book really loaded; if not, it restores what was there."""
    import referee.library as library_module
    lib = own_library
    first = b"Moon Race\n\nRacing\nEach racer moves one space for every pip on the die.\n"
    add_rulebook(lib, "moon.txt", first)
    kept = (lib.settings.rulebooks / "moon.md").read_bytes()
    real_load = library_module.load

    def failing(path):
        if path.name == "moon.md":
            raise rulebook.RulebookError(path, 3, "simulated unreadable book")
        return real_load(path)
    monkeypatch.setattr(library_module, "load", failing)
    with pytest.raises(ImportError_, match="simulated unreadable book"):
        add_rulebook(lib, "moon.txt", first.replace(b"pip", b"dot"), replace=True)
    monkeypatch.setattr(library_module, "load", real_load)
    assert (lib.settings.rulebooks / "moon.md").read_bytes() == kept
    lib.refresh()
    assert "moon" in lib.books


# ---- what public pages show ------------------------------------------------------------------


def test_public_pages_name_broken_files_never_their_absolute_path(host):
    client, lib = host
    (lib.settings.rulebooks / "broken.md").write_text("---\nid: broken\nno colon here\n---\n# Broken\n\ntext\n")
    lib.refresh()
    page = client.get("/").get_data(as_text=True)
    assert "broken.md:3" in page
    folder = str(lib.settings.rulebooks)
    assert folder not in page and str(Path(folder).resolve()) not in page and "/tmp/" not in page


def test_the_quote_highlighter_never_marks_inside_an_attribute(host):
    client, lib = host
    (lib.settings.rulebooks / "links.md").write_text(
        "---\nid: links\ntitle: Links\n---\n# Links\n\n## Where\n\n"
        "Read [the errata](https://example.com/errata-niska) about errata niska before playing.\n")
    lib.refresh()
    passage = lib.books["links"].passages[0]
    for quote in ("errata-niska", "example.com", "errata niska"):
        html = client.get(f"/rulebooks/links?at={passage.anchor}&quote={quote}").get_data(as_text=True)
        for tag in re.findall(r"<[^>]*>", html):
            assert "<mark" not in tag[1:], tag
        assert 'href="https://example.com/errata-niska"' in html
    html = client.get(f"/rulebooks/links?at={passage.anchor}&quote=errata niska").get_data(as_text=True)
    assert "<mark>errata niska</mark>" in html
