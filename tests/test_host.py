"""Hosting: the join QR code, adding and removing rulebooks with the host token,
read-only mode, and request limits."""
from __future__ import annotations

import io
import re

import pytest

from referee.web import create_app

HOUSE = ("Moon Gardens\n\nSetup\nEach gardener starts with four seeds and one silver watering can.\n\n"
         "Watering\nA watering can may be used once per night to water two adjacent plots.\n").encode()


@pytest.fixture()
def host_client(own_library):
    app = create_app({"TESTING": True, "HOST_TOKEN": "s3cret"}, library=own_library)
    return app.test_client(), own_library


def upload(client, data=HOUSE, name="moon-gardens.txt", token="s3cret", url="/rulebooks/add", **fields):
    form = {"file": (io.BytesIO(data), name), **fields}
    if token is not None:
        form["token"] = token
    return client.post(url, data=form, content_type="multipart/form-data")


def test_qr_code_is_an_svg_of_the_join_address(client):
    r = client.get("/qr.svg")
    assert r.status_code == 200 and r.mimetype == "image/svg+xml" and b"<svg" in r.data
    assert 'src="/qr.svg"' in client.get("/").get_data(as_text=True)


def test_upload_needs_the_token(host_client):
    client, lib = host_client
    for token in (None, "wrong"):
        r = upload(client, token=token)
        assert r.status_code == 403 and "token" in r.get_data(as_text=True)
    assert "moon-gardens" not in lib.books


def test_upload_previews_headings_then_adds_and_is_searchable_at_once(host_client):
    client, lib = host_client
    r = upload(client)
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and "Watering" in page and "Setup" in page
    assert not (lib.settings.rulebooks / "moon-gardens.md").exists(), "nothing is written before confirmation"
    stage = re.search(r'name="stage" value="([0-9a-f]+)"', page).group(1)
    done = client.post("/rulebooks/add/confirm", data={"stage": stage, "token": "s3cret"})
    assert done.status_code == 302 and "/rulebooks/moon-gardens" in done.headers["Location"]
    assert (lib.settings.rulebooks / "moon-gardens.md").exists()
    hits = client.get("/api/search", query_string={"q": "watering can"}).get_json()["results"]
    assert hits[0]["game"] == "moon-gardens" and hits[0]["section"] == "Watering"


def test_api_upload_and_duplicate_ids(host_client):
    client, lib = host_client
    headers = {"X-Referee-Token": "s3cret"}
    r = client.post("/api/rulebooks", data={"file": (io.BytesIO(HOUSE), "moon.txt")}, headers=headers,
                    content_type="multipart/form-data")
    assert r.status_code == 201 and r.get_json()["id"] == "moon"
    again = client.post("/api/rulebooks", data={"file": (io.BytesIO(HOUSE), "moon.txt")}, headers=headers,
                        content_type="multipart/form-data")
    assert again.status_code == 409 and "already exists" in again.get_json()["error"]["message"]


@pytest.mark.parametrize("data,name,message", [
    (b"\x89PNG\r\n\x1a\n\x00\x00binary", "cover.png", "must be .txt, .md or .pdf"),
    (b"not a pdf at all", "book.pdf", "not a PDF"),
    (b"\xff\xfe\xfa broken", "book.txt", "not UTF-8"),
    (b"", "empty.txt", "no text"),
    (b"Title\n\nBody.", "../../etc/passwd", None),
])
def test_bad_uploads_are_refused_clearly_and_leave_no_file(host_client, data, name, message):
    client, lib = host_client
    before = sorted(p.name for p in lib.settings.rulebooks.iterdir())
    r = client.post("/api/rulebooks", data={"file": (io.BytesIO(data), name)},
                    headers={"X-Referee-Token": "s3cret"}, content_type="multipart/form-data")
    if message is None:  # a path in the file name never escapes the rulebooks folder
        assert r.status_code == 201
        assert (lib.settings.rulebooks / f"{r.get_json()['id']}.md").exists()
        assert r.get_json()["id"] == "passwd"
        return
    assert r.status_code == 400 and message in r.get_json()["error"]["message"]
    assert sorted(p.name for p in lib.settings.rulebooks.iterdir()) == before


def test_scanned_pdf_without_text_gets_a_clear_message(host_client):
    from pypdf import PdfWriter
    buf = io.BytesIO()
    w = PdfWriter()
    w.add_blank_page(width=200, height=200)
    w.write(buf)
    client, _ = host_client
    r = client.post("/api/rulebooks", data={"file": (io.BytesIO(buf.getvalue()), "scan.pdf")},
                    headers={"X-Referee-Token": "s3cret"}, content_type="multipart/form-data")
    assert r.status_code == 400 and "scanned PDF" in r.get_json()["error"]["message"]


def test_delete_needs_token_and_confirmation_and_keeps_the_file_in_trash(host_client):
    client, lib = host_client
    assert client.post("/rulebooks/galaxy-dice/delete", data={"confirm": "galaxy-dice"}).status_code == 403
    assert client.post("/rulebooks/galaxy-dice/delete", data={"token": "s3cret", "confirm": "nope"}).status_code == 400
    assert "galaxy-dice" in lib.books
    r = client.post("/rulebooks/galaxy-dice/delete", data={"token": "s3cret", "confirm": "galaxy-dice"})
    assert r.status_code == 302 and "galaxy-dice" not in lib.books
    assert list((lib.settings.rulebooks / ".trash").glob("galaxy-dice-*.md"))


def test_read_only_mode_has_no_write_actions(own_library):
    client = create_app({"TESTING": True, "HOST_TOKEN": "s3cret", "READ_ONLY": True}, library=own_library).test_client()
    assert "Add a rulebook" not in client.get("/").get_data(as_text=True)
    assert client.get("/rulebooks/add").status_code == 403
    assert upload(client).status_code == 403
    assert client.post("/api/rulebooks", headers={"X-Referee-Token": "s3cret"}).status_code == 403
    assert "galaxy-dice" in own_library.books


def test_oversized_request_is_413(client):
    r = client.post("/api/check", data=b"x" * (9 * 1024 * 1024), content_type="application/json")
    assert r.status_code == 413 and r.get_json()["error"]["code"]


def test_leftovers_of_a_killed_upload_are_swept_but_books_are_not(tmp_path):
    import os
    import time
    from referee.importer import write_atomically
    old = tmp_path / ".upload-abc.tmp"
    old.write_text("half a book")
    os.utime(old, (time.time() - 7200, time.time() - 7200))
    fresh = tmp_path / ".upload-def.tmp"
    fresh.write_text("an upload in progress")
    write_atomically(tmp_path, "book.md", "# Book\n\nText.\n")
    assert not old.exists() and fresh.exists() and (tmp_path / "book.md").read_text() == "# Book\n\nText.\n"
