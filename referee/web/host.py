"""Hosting at the table: the QR code to join, and the host's write actions
(adding and removing rulebooks), guarded by the host token.

Every write checks the token (constant-time) and is absent in --read-only mode.
Uploads are staged outside the rulebooks folder until the host confirms them.
"""
from __future__ import annotations

import hmac
import io
import secrets
import time
from pathlib import Path

from flask import (Blueprint, abort, current_app, jsonify, redirect, render_template, request,
                   url_for)

from .. import answers
from ..importer import ImportError_, add_rulebook, prepare, remove_rulebook, write_atomically
from ..rulebook import ID_PATTERN

bp = Blueprint("host", __name__)

STAGING_TTL_SECONDS = 3600


def library():
    return current_app.extensions["referee.library"]


def join_url() -> str:
    """The address phones should open: the LAN address when serving on the LAN."""
    urls = current_app.config.get("PUBLIC_URLS") or []
    return urls[0] if urls else request.host_url


@bp.get("/qr.svg")
def qr():
    import segno
    buf = io.BytesIO()
    segno.make(join_url(), error="m").save(buf, kind="svg", scale=5, border=2, dark="#000", light="#fff",
                                          title="Scan to open Referee")
    resp = current_app.response_class(buf.getvalue(), mimetype="image/svg+xml")
    resp.headers["Cache-Control"] = "no-store"
    return resp


def token_ok() -> bool:
    expected = current_app.config.get("HOST_TOKEN")
    given = request.headers.get("X-Referee-Token") or request.form.get("token") or ""
    return bool(expected) and hmac.compare_digest(str(given).encode(), str(expected).encode())


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
        markdown, book = prepare(filename, data, book_id, title, lang)
    except ImportError_ as exc:
        return render_template("add.html", preview=None, error=str(exc)), 400
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
            _, book = prepare(filename, data, book_id, title, lang)
            return jsonify(_preview_dict(book))
        book, report = add_rulebook(library(), filename, data, book_id=book_id, title=title, language=lang)
    except ImportError_ as exc:
        status = 409 if "already exists" in str(exc) else 400
        return jsonify(answers.error("bad-rulebook", str(exc))), status
    return jsonify(_preview_dict(book) | {"indexed": report.get("changed", [])}), 201
