"""Hosting: the join QR code, adding and removing rulebooks with the host token,
read-only mode, request limits, and what a long-lived worker's memory is made of."""
from __future__ import annotations

import io
import re
import subprocess
import sys
import threading

import pytest

from referee.web import create_app

HOUSE = ("Moon Gardens\n\nSetup\nEach gardener starts with four seeds and one silver watering can.\n\n"
         "Watering\nA watering can may be used once per night to water two adjacent plots.\n").encode()


@pytest.fixture()
def host_client(own_library):
    app = create_app({"TESTING": True, "HOST_TOKEN": "s3cret"}, library=own_library)
    return app.test_client(), own_library


def upload(client, data=HOUSE, name="moon-gardens.txt", token="s3cret", url="/rulebooks/add", headers=None,
           environ_base=None, **fields):
    form = {"file": (io.BytesIO(data), name), **fields}
    if token is not None:
        form["token"] = token
    return client.post(url, data=form, content_type="multipart/form-data", headers=headers or {},
                       environ_base=environ_base or {})


def test_qr_code_only_when_phones_can_reach_the_server(own_library):
    lan = create_app({"TESTING": True, "PUBLIC_URLS": ["http://192.168.1.20:5000/"]}, library=own_library).test_client()
    r = lan.get("/qr.svg")
    assert r.status_code == 200 and r.mimetype == "image/svg+xml" and b"<svg" in r.data
    home = lan.get("/").get_data(as_text=True)
    assert 'src="/qr.svg"' in home and "Scan to open" in home and "http://192.168.1.20:5000/" in home
    loopback = create_app({"TESTING": True}, library=own_library).test_client()
    home = loopback.get("/").get_data(as_text=True)
    assert "qr.svg" not in home and "Scan" not in home and "--host 0.0.0.0" in home
    assert loopback.get("/qr.svg").status_code == 404


def test_the_qr_code_is_never_built_from_the_request_host(own_library):
    import segno
    client = create_app({"TESTING": True, "PUBLIC_URLS": ["http://192.168.1.20:5000/"]},
                        library=own_library).test_client()
    svg = client.get("/qr.svg", headers={"Host": "attacker.example"}).data
    expected = io.BytesIO()
    segno.make("http://192.168.1.20:5000/", error="m").save(expected, kind="svg", scale=5, border=2, dark="#000",
                                                           light="#fff", title="Scan to open Referee")
    assert svg == expected.getvalue()


def test_a_foreign_host_header_is_refused(own_library):
    from referee.cli import trusted_hosts
    app = create_app({"TESTING": True, "TRUSTED_HOSTS": trusted_hosts("127.0.0.1", [], ["referee.lan"])},
                     library=own_library)
    client = app.test_client()
    for host in ("localhost", "127.0.0.1:5000", "referee.lan:5000"):
        assert client.get("/", headers={"Host": host}).status_code == 200, host
    for path in ("/", "/api/games", "/qr.svg"):
        r = client.get(path, headers={"Host": "attacker.example"})
        assert r.status_code == 400 and "attacker.example" not in r.get_data(as_text=True)
        assert "host name" in r.get_data(as_text=True)
    assert client.post("/api/check", json={"position": "game: shiny-dice"},
                       headers={"Host": "attacker.example"}).get_json()["error"]["code"] == "untrusted-host"


CROSS_SITE = [{"Origin": "http://evil.example"}, {"Origin": "null"},
              {"Sec-Fetch-Site": "cross-site"}, {"Sec-Fetch-Site": "same-site"},
              {"Origin": "http://localhost:5001"}]


@pytest.mark.parametrize("headers", CROSS_SITE)
def test_cross_site_posts_are_refused(host_client, headers):
    client, lib = host_client
    position = "game: shiny-dice\nstep: misbehave\nserenity: jayne\nfoes: niska\nask: options"
    r = client.post("/api/check", json={"position": position}, headers=headers)
    assert r.status_code == 403 and r.get_json()["error"]["code"] == "cross-site"
    r = client.post("/check", data={"position": position}, headers=headers)
    assert r.status_code == 403 and "another web site" in r.get_data(as_text=True)
    r = client.post("/api/ask", json={"message": "can jayne fight niska"}, headers=headers)
    assert r.status_code == 403
    if "chat.page" in client.application.view_functions:
        assert client.post("/chat", data={"message": "hello"}, headers=headers).status_code == 403
    assert upload(client, headers=headers).status_code == 403
    assert "moon-gardens" not in lib.books


def test_same_origin_and_scripted_posts_still_work(client):
    position = "game: shiny-dice\nstep: misbehave\nserenity: jayne\nfoes: niska\nask: options"
    for headers in ({}, {"Origin": "http://localhost"}, {"Sec-Fetch-Site": "same-origin", "Origin": "http://localhost"},
                    {"Sec-Fetch-Site": "none"}):
        assert client.post("/api/check", json={"position": position}, headers=headers).status_code == 200, headers
        assert client.post("/check", data={"position": position}, headers=headers).status_code == 200, headers


def test_wrong_tokens_back_off_per_address(host_client):
    from referee.web.host import TokenBackoff
    client, _ = host_client
    codes = [upload(client, token="wrong", environ_base={"REMOTE_ADDR": "10.0.0.9"}).status_code for _ in range(8)]
    assert codes[:5] == [403] * 5 and 429 in codes[5:], codes
    late = upload(client, environ_base={"REMOTE_ADDR": "10.0.0.9"})
    assert late.status_code == 429 and int(late.headers["Retry-After"]) >= 1, "even the right token waits"
    assert upload(client, environ_base={"REMOTE_ADDR": "10.0.0.10"}).status_code == 200, "other addresses are not slowed"
    backoff = TokenBackoff()
    for i in range(7):
        backoff.failed("a", now=100.0)
    assert backoff.wait_for("a", now=100.0) == 4.0 and backoff.wait_for("a", now=104.0) == 0.0
    backoff.failed("a", now=104.0)
    assert backoff.wait_for("a", now=104.0) == 8.0, "each further wrong try doubles the wait"


def test_a_chosen_token_has_a_minimum_length(run_cli, monkeypatch):
    monkeypatch.delenv("REFEREE_TOKEN", raising=False)
    r = run_cli("serve", "--token", "short")
    assert r.code == 2 and "at least 12 characters" in r.err and "REFEREE_TOKEN" in r.err
    monkeypatch.setenv("REFEREE_TOKEN", "tiny")
    r = run_cli("serve")
    assert r.code == 2 and "at least 12 characters" in r.err


def test_head_works_on_every_page(client):
    pages = ["/", "/search", "/search?q=dice", "/check", "/rulebooks/shiny-dice", "/games/shiny-dice",
             "/api/games", "/api/search?q=dice", "/favicon.ico", "/manifest.webmanifest", "/rulebooks/add"]
    if "chat.page" in client.application.view_functions:
        pages.append("/chat")
    for path in pages:
        get, head = client.get(path), client.head(path)
        assert head.status_code == get.status_code == 200, (path, head.status_code, get.status_code)
        assert head.data == b"" and head.headers.get("Content-Type") == get.headers.get("Content-Type"), path


def test_a_phone_can_add_referee_to_its_home_screen(client):
    import json
    home = client.get("/").get_data(as_text=True)
    assert 'rel="manifest" href="/manifest.webmanifest"' in home and 'rel="icon"' in home
    r = client.get("/manifest.webmanifest")
    assert r.status_code == 200 and r.mimetype == "application/manifest+json"
    manifest = json.loads(r.data)
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone"
    sizes = set()
    for icon in manifest["icons"]:
        got = client.get(icon["src"])
        assert got.status_code == 200 and got.mimetype == icon["type"], icon
        if icon["type"] == "image/png":
            import struct
            assert got.data[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", got.data[16:24])
            assert f"{width}x{height}" == icon["sizes"]
            sizes.add(icon["sizes"])
    assert {"192x192", "512x512"} <= sizes
    fav = client.get("/favicon.ico")
    assert fav.status_code == 200 and fav.mimetype == "image/png" and fav.data[:4] == b"\x89PNG"


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


def test_the_home_page_follows_the_library(host_client):
    client, lib = host_client
    assert "Moon Gardens" not in client.get("/").get_data(as_text=True)
    assert client.get("/").get_data() == client.get("/").get_data()
    r = client.post("/api/rulebooks", data={"file": (io.BytesIO(HOUSE), "moon.txt")},
                    headers={"X-Referee-Token": "s3cret"}, content_type="multipart/form-data")
    assert r.status_code == 201
    assert "Moon Gardens" in client.get("/").get_data(as_text=True), "a new book shows at once"
    assert "Moon Gardens" in client.get("/api/games").get_data(as_text=True)


def test_join_addresses_only_when_phones_can_reach_the_server():
    from referee.cli import join_urls
    assert join_urls("127.0.0.1", 5000, [], []) == []
    assert join_urls("localhost", 5000, [], ["referee.lan"]) == []
    assert join_urls("0.0.0.0", 5000, ["192.168.1.20", "10.0.0.5"], []) == [
        "http://192.168.1.20:5000/", "http://10.0.0.5:5000/"]
    assert join_urls("0.0.0.0", 8080, ["192.168.1.20"], ["referee.lan"])[0] == "http://referee.lan:8080/"
    assert join_urls("192.168.1.20", 5000, [], []) == ["http://192.168.1.20:5000/"]


def test_a_book_another_worker_just_added_has_its_page_at_once(own_library):
    """`?added=1` after an upload may reach a worker that has not read the new book yet: its
    page reads the changed folder then, instead of a 404 until the next background check."""
    from referee.importer import add_rulebook
    from referee.library import Library
    other = Library(own_library.settings)  # the worker that took the upload, on the same folder
    other.refresh()
    book, _ = add_rulebook(other, "star-pirates.txt",
                           b"Star Pirates\n\nBoarding\nA pirate may board a ship only when both ships share an orbit.\n")
    assert own_library.resolve(book.id) is None  # this worker has not seen it yet
    client = create_app({"TESTING": True}, library=own_library).test_client()
    page = client.get(f"/rulebooks/{book.id}?added=1")
    assert page.status_code == 200, page.status_code
    assert 'role="status"' in page.get_data(as_text=True)
    assert client.get("/rulebooks/no-such-book").status_code == 404


# -- a worker's memory (issue 26: <= 30 MB of growth after its first 2,000 requests) --------------------
ARENAS_SCRIPT = """
import ctypes, os, re, sys, tempfile, threading
from referee import serving
capped = serving._few_malloc_arenas() if sys.argv[1] == "capped" else False
held, go = [], threading.Event()
def allocate():  # blocks over Python's small-object size go to malloc, from this thread's arena
    held.append([bytearray(2000) for _ in range(500)])
    go.wait()
threads = [threading.Thread(target=allocate) for _ in range(12)]  # a worker: 8 request slots + 4 gathering
for t in threads:
    t.start()
libc = ctypes.CDLL("libc.so.6")
libc.fdopen.restype = ctypes.c_void_p
with tempfile.TemporaryFile() as f:
    out = libc.fdopen(os.dup(f.fileno()), b"w")
    libc.malloc_info(0, ctypes.c_void_p(out))
    libc.fclose(ctypes.c_void_p(out))
    f.seek(0)
    print(capped, len(re.findall(rb"<heap nr=", f.read())))
go.set()
"""


def malloc_arenas(mode: str) -> tuple[bool, int]:
    env = {k: v for k, v in __import__("os").environ.items() if k != "MALLOC_ARENA_MAX"}
    out = subprocess.run([sys.executable, "-c", ARENAS_SCRIPT, mode], capture_output=True, text=True,
                         timeout=120, env=env)
    assert out.returncode == 0, out.stderr
    capped, heaps = out.stdout.split()
    return capped == "True", int(heaps)


@pytest.mark.skipif(not sys.platform.startswith("linux") or __import__("platform").libc_ver()[0] != "glibc",
                    reason="glibc's malloc arenas")
def test_a_serving_process_keeps_few_malloc_arenas():
    """glibc gives every new thread that allocates an arena of its own (up to 8 per core),
    each keeping its own free memory: a worker's 12 threads took 8-11 arenas, and its RSS kept
    growing by their slack (+26.9 MB over a soak's 27,000 requests in process, +12.6 MB with
    2 arenas, Python's own allocations growing alike). `serve` caps them before the workers
    fork (referee.serving._few_malloc_arenas)."""
    from referee import serving
    capped, heaps = malloc_arenas("capped")
    assert capped and heaps <= serving.MALLOC_ARENAS, heaps
    _, default = malloc_arenas("default")
    assert default > serving.MALLOC_ARENAS, "without the cap the threads do take arenas of their own"


def test_malloc_arena_max_in_the_environment_wins(monkeypatch):
    from referee import serving
    monkeypatch.setenv("MALLOC_ARENA_MAX", "4")
    assert serving._few_malloc_arenas() is False


def test_remembered_question_vectors_are_bounded_in_bytes_and_hold_only_their_own(library):
    """The encoder's remembered question vectors are keyed by what players send: a
    BoundedCache (entries and bytes), keyed by the part of a question the encoder reads
    (a 20,000-character chat message was a 20,000-character key), each vector a copy that
    owns its 1.5 KB (a row of a batch's matrix kept the whole matrix alive)."""
    import numpy as np

    from referee import caches, meaning
    enc = meaning.encoder()
    if enc is None:
        pytest.skip(f"search by meaning is off: {meaning.reason_off()}")
    cache = enc._queries
    assert cache in caches.registered() and cache.max_bytes == meaning.QUERIES_BYTES
    asked = [f"can a player reroll a die twice, asked {i} " + "z" * (30_000 if i == 0 else 0) for i in range(6)]
    threads = [threading.Thread(target=enc.question, args=(q,)) for q in asked]  # together: one batch
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    kept = [cache.get(q[:meaning.QUESTION_CHARS]) for q in asked]
    assert any(v is not None for v in kept)
    for v in kept:
        assert v is None or (v.base is None and v.nbytes == enc.dim * 4)
    assert all(len(k) <= meaning.QUESTION_CHARS for k in cache)
    assert enc.question(asked[0]) is kept[0] or kept[0] is None  # asked again: remembered
    try:
        for i in range(2 * meaning.QUERIES_KEPT):  # distinct keys, as long as a question is read
            cache.put(f"{i} " + "y" * meaning.QUESTION_CHARS, np.zeros(enc.dim, np.float32))
        assert len(cache) <= meaning.QUERIES_KEPT and cache.bytes <= meaning.QUERIES_BYTES, cache
    finally:
        enc.forget()


def test_a_cached_array_counts_what_it_keeps_alive():
    """caches.approx_size: an array that owns its data counts it once; a view counts the
    whole array it keeps alive (its base), not only its own rows."""
    import numpy as np

    from referee.caches import approx_size
    own = np.zeros(384, np.float32)
    assert own.nbytes <= approx_size(own) < own.nbytes + 200
    batch = np.zeros((16, 384), np.float32)
    assert approx_size(batch[3]) >= batch.nbytes
