"""Hosting at the table: the QR code to join, and the host's write actions
(adding and removing rulebooks), guarded by the host token.

Every write checks the token (constant-time) and is absent in --read-only mode.
Uploads are staged outside the rulebooks folder until the host confirms them.
"""
from __future__ import annotations

import hmac
import io
import secrets
import threading
import time
from pathlib import Path

from flask import (Blueprint, abort, current_app, jsonify, redirect, render_template, request,
                   url_for)

from .. import answers, house
from ..importer import ImportError_, add_rulebook, decode, prepare, remove_rulebook, write_atomically
from ..rules import PositionError
from ..rulebook import ID_PATTERN

bp = Blueprint("host", __name__)

STAGING_TTL_SECONDS = 3600


def library():
    return current_app.extensions["referee.library"]


def join_url() -> str | None:
    """The address phones should open, from how the server listens (never from the
    request's Host header, which any client may set); None on loopback."""
    urls = current_app.config.get("PUBLIC_URLS") or []
    return urls[0] if urls else None


@bp.app_context_processor
def join_for_templates():
    return {"join_url": join_url()}


@bp.get("/qr.svg")
def qr():
    import segno
    if join_url() is None:
        abort(404, description="This Referee listens on this computer only; start it with --host 0.0.0.0 "
                               "to let phones join.")
    buf = io.BytesIO()
    segno.make(join_url(), error="m").save(buf, kind="svg", scale=5, border=2, dark="#000", light="#fff",
                                          title="Scan to open Referee")
    resp = current_app.response_class(buf.getvalue(), mimetype="image/svg+xml")
    resp.headers["Cache-Control"] = "no-store"
    return resp


class TokenBackoff:
    """Per-address slowdown after wrong host tokens: after FREE wrong tries, each next try
    must wait twice as long as the last (up to MAX_WAIT s). Kept per worker process."""

    FREE = 5
    MAX_WAIT = 300.0
    FORGET_AFTER = 3600.0
    MAX_ADDRESSES = 10_000  # addresses remembered at most (bounded whatever the network)

    def __init__(self):
        self._lock = threading.Lock()
        self._seen: dict[str, tuple[int, float]] = {}  # address -> (wrong tries, time of the last)

    def wait_for(self, address: str, now: float | None = None) -> float:
        """Seconds this address must still wait before its next try (0 when it may try)."""
        now = time.monotonic() if now is None else now
        with self._lock:
            wrong, last = self._seen.get(address, (0, 0.0))
        if wrong < self.FREE:
            return 0.0
        return max(0.0, last + self._delay(wrong) - now)

    def _delay(self, wrong: int) -> float:
        return min(self.MAX_WAIT, 2.0 ** (wrong - self.FREE))

    def failed(self, address: str, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        with self._lock:
            if len(self._seen) > self.MAX_ADDRESSES:  # forget old addresses rather than grow without end
                self._seen = {a: v for a, v in self._seen.items() if now - v[1] < self.FORGET_AFTER}
                if len(self._seen) > self.MAX_ADDRESSES:  # still too many (IPv6 has plenty): those with
                    # the fewest wrong tries go first, so flooding addresses frees no one from a long wait
                    keep = sorted(self._seen.items(), key=lambda kv: kv[1])[-self.MAX_ADDRESSES // 2:]
                    self._seen = dict(keep)
            wrong, last = self._seen.get(address, (0, 0.0))
            if now - last > self.FORGET_AFTER:
                wrong = 0
            self._seen[address] = (wrong + 1, now)

    def succeeded(self, address: str) -> None:
        with self._lock:
            self._seen.pop(address, None)


def _backoff() -> TokenBackoff:
    ext = current_app.extensions
    if "referee.token_backoff" not in ext:
        ext["referee.token_backoff"] = TokenBackoff()
    return ext["referee.token_backoff"]


class TooManyTries(Exception):
    def __init__(self, seconds: float):
        self.seconds = max(1, int(seconds + 0.999))
        super().__init__(f"Too many wrong host tokens from this address; try again in {self.seconds} s.")


def token_ok() -> bool:
    """Whether the request carries the host token; raises TooManyTries while this address
    is backing off after wrong tokens (the token is not even compared then)."""
    expected = current_app.config.get("HOST_TOKEN")
    given = request.headers.get("X-Referee-Token") or request.form.get("token") or ""
    address = request.remote_addr or "?"
    wait = _backoff().wait_for(address)
    if wait > 0:
        raise TooManyTries(wait)
    ok = bool(expected) and hmac.compare_digest(str(given).encode(), str(expected).encode())
    if ok:
        _backoff().succeeded(address)
    else:
        _backoff().failed(address)
    return ok


@bp.app_errorhandler(TooManyTries)
def too_many_tries(exc: TooManyTries):
    if request.path.startswith("/api/"):
        resp = jsonify(answers.error("too-many-tries", str(exc)))
    else:
        resp = current_app.make_response(render_template("error.html", code=429, message=str(exc)))
    resp.status_code = 429
    resp.headers["Retry-After"] = str(exc.seconds)
    return resp


def writes_allowed() -> None:
    if current_app.config.get("READ_ONLY"):
        abort(403, description="This Referee is read-only: rulebooks cannot be added or removed.")


def _staging() -> Path:
    folder = library().settings.index / "staging"
    folder.mkdir(parents=True, exist_ok=True)
    now = time.time()
    for old in folder.glob("*.md"):
        if now - old.stat().st_mtime > STAGING_TTL_SECONDS:
            old.unlink(missing_ok=True)
    return folder


def _upload_args():
    upload = request.files.get("file")
    if upload is None or not upload.filename:
        raise ImportError_("Choose a .txt, .md or .pdf file to upload.")
    data = upload.read()
    lang = request.form.get("lang") or None
    return upload.filename, data, (request.form.get("id") or "").strip() or None, \
        (request.form.get("title") or "").strip() or None, lang


def _form(name: str) -> str | None:
    return (request.form.get(name) or "").strip() or None


def _house_upload(filename: str, data: bytes) -> bool:
    """Is this upload a house-rules / errata / variant document of a game (referee/house.py)?
    Its header (game:, kind:) or the form's game and kind fields say so."""
    if data.startswith(b"%PDF-"):
        return bool(_form("kind") or _form("game"))
    return house.is_house_document(filename, data[:200_000].decode("utf-8", "replace"),
                                   kind=_form("kind"), game=_form("game"))


def _prepare_upload(filename: str, data: bytes, book_id, title, lang):
    """A rulebook's Markdown and preview, or a house-rules document's (checked against its game)."""
    if _house_upload(filename, data):
        _, full = decode(filename, data)
        doc_id, markdown, _doc = house.prepare(library(), filename, full, game=_form("game"), kind=_form("kind"),
                                               title=title, book_id=book_id, language=lang)
        return prepare(f"{doc_id}.md", markdown.encode("utf-8"), doc_id, None, None)
    return prepare(filename, data, book_id, title, lang)


def _preview_dict(book) -> dict:
    return {"id": book.id, "title": book.title, "language": book.language,
            "headings": [{"level": h.level, "text": h.text} for h in book.headings],
            "passages": len(book.passages)}


# -- pages -------------------------------------------------------------------------
@bp.get("/rulebooks/add")
def add_form():
    writes_allowed()
    return render_template("add.html", preview=None, error=None)


@bp.post("/rulebooks/add")
def add_preview():
    writes_allowed()
    if not token_ok():
        return render_template("add.html", preview=None, error="The host token is missing or wrong. "
                               "It is printed in the terminal where `referee serve` runs."), 403
    try:
        filename, data, book_id, title, lang = _upload_args()
        markdown, book = _prepare_upload(filename, data, book_id, title, lang)
    except ImportError_ as exc:
        return render_template("add.html", preview=None, error=str(exc)), 400
    except PositionError as exc:  # house rules: no game (asked which), an unknown setting, a conflict
        return render_template("add.html", preview=None, error=str(exc), house_games=sorted(library().books)), 400
    if book.id in library().books:
        return render_template("add.html", preview=None, error=f"A rulebook with id {book.id!r} already exists; "
                               "choose another id."), 409
    stage = secrets.token_hex(8)
    write_atomically(_staging(), f"{stage}.md", markdown)
    return render_template("add.html", preview=_preview_dict(book), stage=stage, error=None)


@bp.post("/rulebooks/add/confirm")
def add_confirm():
    writes_allowed()
    if not token_ok():
        return render_template("add.html", preview=None, error="The host token is missing or wrong."), 403
    stage = request.form.get("stage", "")
    path = _staging() / f"{stage}.md"
    if not stage.isalnum() or not path.exists():
        return render_template("add.html", preview=None, error="This preview has expired; upload the file again."), 410
    try:
        book, _ = add_rulebook(library(), path.name, path.read_bytes())
    except ImportError_ as exc:
        return render_template("add.html", preview=None, error=str(exc)), 400
    path.unlink(missing_ok=True)
    return redirect(url_for("pages.rulebook", name=book.id, added=1))


@bp.post("/rulebooks/<name>/house")
def house_enabled(name: str):
    """Enable or disable a house-rules / errata / variant document (host token); the file is kept."""
    writes_allowed()
    doc = house.document_of(library(), name)
    if doc is None:
        abort(404)
    if not token_ok():
        return render_template("error.html", code=403, message="The host token is missing or wrong."), 403
    try:
        house.set_enabled(library(), doc.id, request.form.get("enabled", "yes") in ("yes", "1", "on", "true"))
    except PositionError as exc:  # enabling it would set a parameter another document sets differently
        return render_template("error.html", code=409, message=str(exc)), 409
    library().refresh(wait=True)
    return redirect(url_for("pages.game", name=doc.game) + "#house")


@bp.post("/rulebooks/<name>/delete")
def delete(name: str):
    writes_allowed()
    book = library().resolve(name)
    if book is None or not ID_PATTERN.match(book.id):
        abort(404)
    if not token_ok():
        return render_template("error.html", code=403, message="The host token is missing or wrong."), 403
    if request.form.get("confirm") != book.id:
        return render_template("error.html", code=400,
                               message=f"To remove it, type the id {book.id!r} in the confirmation box."), 400
    remove_rulebook(library(), book.id)
    return redirect(url_for("pages.home"))


# -- JSON twins ----------------------------------------------------------------------
@bp.post("/api/rulebooks")
def api_add():
    if current_app.config.get("READ_ONLY"):
        return jsonify(answers.error("read-only", "This Referee is read-only.")), 403
    if not token_ok():
        return jsonify(answers.error("bad-token", "Send the host token in the X-Referee-Token header.")), 403
    try:
        filename, data, book_id, title, lang = _upload_args()
        if request.args.get("preview"):
            _, book = _prepare_upload(filename, data, book_id, title, lang)
            return jsonify(_preview_dict(book))
        if _house_upload(filename, data):
            book, _doc, report = house.add_document(library(), filename, data, game=_form("game"), kind=_form("kind"),
                                                    title=title, book_id=book_id, language=lang)
        else:
            book, report = add_rulebook(library(), filename, data, book_id=book_id, title=title, language=lang)
    except PositionError as exc:
        return jsonify({"error": {**exc.to_dict(), "code": getattr(exc, "code", "bad-rulebook")}}), 400
    except ImportError_ as exc:
        status = 409 if "already exists" in str(exc) else 400
        return jsonify(answers.error("bad-rulebook", str(exc))), status
    return jsonify(_preview_dict(book) | {"indexed": report.get("changed", [])}), 201
