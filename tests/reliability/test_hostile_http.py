"""Hostile input over every endpoint: never a 500, never a stack trace, never script."""
from __future__ import annotations

import io
import itertools

import pytest

HOSTILE_STRINGS = [
    "", " ", "x" * 10_000, "<script>alert(1)</script>", "\"'><img src=x onerror=alert(1)>", "../../etc/passwd",
    "..%2f..%2fetc%2fpasswd", "\x00\x01\x02", "game:", "game:\"", '"', '"""', "*", "?", "~", "AND OR NOT",
    "\u202e\u200b", "🐉" * 50, "%s%s%n", "{{7*7}}", "${jndi:ldap://x}", "a" * 501, "ñ" * 600,
]
GET_PATHS = ["/", "/search", "/check", "/rulebooks/shiny-dice", "/games/shiny-dice", "/api/games",
             "/api/search", "/qr.svg", "/rulebooks/add", "/chat"]
ID_PATHS = ["/rulebooks/{}", "/games/{}", "/api/games/{}"]


def no_crash(r) -> None:
    assert r.status_code < 500, (r.status_code, r.request.path if hasattr(r, "request") else "")
    body = r.get_data(as_text=True)
    assert "Traceback" not in body
    if r.mimetype == "application/json":  # JSON may echo input; it is never rendered as HTML
        assert r.headers["X-Content-Type-Options"] == "nosniff"
        return
    assert "<script>alert(1)</script>" not in body
    assert "onerror=alert(1)>" not in body


@pytest.mark.parametrize("value", HOSTILE_STRINGS)
def test_query_parameters(client, value):
    for path in GET_PATHS:
        for params in ({"q": value}, {"q": "dice", "game": value}, {"q": "dice", "limit": value},
                       {"hl": value, "at": value, "quote": value}, {"position": value, "game": value}):
            no_crash(client.get(path, query_string=params))


@pytest.mark.parametrize("value", HOSTILE_STRINGS)
def test_ids_in_paths(client, value):
    for pattern in ID_PATHS:
        no_crash(client.get(pattern.format(value.replace("/", "%2F").replace("?", "%3F").replace("#", "%23") or "x")))


@pytest.mark.parametrize("value", HOSTILE_STRINGS)
def test_positions_and_messages(client, value):
    for position in (value, "game: shiny-dice\n" + value, "game: shiny-dice\nask: " + value,
                     "game: shiny-dice\nserenity: " + value + "\nask: options"):
        no_crash(client.post("/api/check", json={"position": position}))
        no_crash(client.post("/check", data={"position": position}))
    no_crash(client.post("/api/ask", json={"message": value, "conversation": value}))
    no_crash(client.post("/api/ask", json={"message": "hello", "conversation": value, "game": value}))


@pytest.mark.parametrize("path", ["/api/check", "/api/ask", "/check", "/chat", "/api/rulebooks", "/rulebooks/add",
                                  "/rulebooks/add/confirm", "/rulebooks/shiny-dice/delete"])
def test_bodies_of_the_wrong_kind(client, path):
    bodies = [
        (b"\xff\xfe\xfd", "application/json"), (b"{not json", "application/json"), (b"[1,2,3]", "application/json"),
        (b'{"position": null, "message": null}', "application/json"), (b'"string"', "application/json"),
        (b"position=%ff%fe", "application/x-www-form-urlencoded"), (b"\x00" * 100, "application/octet-stream"),
        (b"--x\r\nbroken multipart", "multipart/form-data; boundary=x"), (b"", "text/plain"),
    ]
    for data, ctype in bodies:
        no_crash(client.post(path, data=data, content_type=ctype))


def test_upload_of_a_rulebook_with_script_cannot_run_script(own_library):
    from referee.web import create_app
    client = create_app({"TESTING": True, "HOST_TOKEN": "t"}, library=own_library).test_client()
    evil = (b"Evil Rules\n\nSetup\n<script>alert(1)</script> Each player takes <img src=x onerror=alert(1)> "
            b"two cards and a [link](javascript:alert(1)) before play.\n")
    r = client.post("/api/rulebooks", data={"file": (io.BytesIO(evil), "evil.txt")},
                    headers={"X-Referee-Token": "t"}, content_type="multipart/form-data")
    assert r.status_code == 201
    page = client.get("/rulebooks/evil").get_data(as_text=True)
    assert "<script>alert(1)" not in page and "onerror=" not in page and "javascript:" not in page
    hits = client.get("/search", query_string={"q": "script alert"}).get_data(as_text=True)
    assert "<script>alert(1)" not in hits


def test_methods_not_allowed_are_clean(client):
    for path, method in itertools.product(["/api/search", "/api/games", "/api/check", "/rulebooks/shiny-dice"],
                                          ["put", "delete", "patch"]):
        no_crash(getattr(client, method)(path))


@pytest.mark.parametrize("path", ["/api/check", "/api/ask"])
@pytest.mark.parametrize("body,why", [
    (b"[" * 50_000, "nested too deeply"),
    (b'{"position": ' + b"[" * 50_000 + b"}", "nested too deeply"),
    (b'{"position": 1' + b"9" * 5000 + b', "message": 1' + b"9" * 5000 + b"}", "huge integer"),
    (b'{"position": "\xff\xfe", "message": "\xc3\x28"}', "not UTF-8"),
    (b'{"position": ["game: shiny-dice"], "message": {"text": "hi"}}', "wrong types"),
    (b'{"position": 12, "message": 12}', "wrong types"),
])
def test_json_that_breaks_parsers_is_a_clear_4xx(client, path, body, why):
    r = client.post(path, data=body, content_type="application/json")
    assert 400 <= r.status_code < 500, (why, r.status_code)
    err = r.get_json()["error"]
    assert err["code"] and err["message"], why


def test_json_errors_say_what_is_wrong(client):
    def message(body):
        return client.post("/api/check", data=body, content_type="application/json").get_json()["error"]["message"]
    assert "nested too deeply" in message(b"[" * 50_000)
    assert "not valid UTF-8" in message(b'{"position": "\xff"}')
    assert "line 1 column" in message(b'{"position": }')
    assert "not an array" in message(b"[1, 2]")
    assert '"position" field must be text, not a number' in message(b'{"position": 3}')
