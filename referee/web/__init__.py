"""The Flask application: HTML pages and their JSON twins over one Library.

`create_app()` is the application factory (Flask's tutorial layout). The views
only call the core (`referee.answers`, `referee.library`, `referee.viewer`).
"""
from __future__ import annotations

import logging
import secrets
from pathlib import Path

from flask import Flask, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from .. import answers
from ..library import ROOT, Library, Settings

log = logging.getLogger("referee")

MAX_REQUEST_BYTES = 8 * 1024 * 1024  # rulebook uploads are the largest legitimate bodies

CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")


def create_app(config: dict | None = None, library: Library | None = None) -> Flask:
    app = Flask("referee", template_folder=str(ROOT / "templates"), static_folder=str(ROOT / "static"))
    app.config.update(
        MAX_CONTENT_LENGTH=MAX_REQUEST_BYTES,
        JSON_SORT_KEYS=False,
        HOST_TOKEN=None,
        READ_ONLY=False,
        SECRET_KEY=secrets.token_hex(16),
        RULEBOOKS=None,
        INDEX=None,
    )
    if config:
        app.config.update(config)
    app.json.sort_keys = False
    app.json.ensure_ascii = False
    if library is None:
        settings = Settings()
        if app.config["RULEBOOKS"]:
            settings.rulebooks = Path(app.config["RULEBOOKS"])
        if app.config["INDEX"]:
            settings.index = Path(app.config["INDEX"])
        library = Library(settings)
        library.refresh(wait=True)
    app.extensions["referee.library"] = library

    from . import api, host, pages
    app.register_blueprint(api.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(host.bp)
    _register_chat(app)
    _register_errors(app)

    @app.after_request
    def security_headers(resp):
        resp.headers.setdefault("Content-Security-Policy", CSP)
        resp.headers.setdefault("X-Content-Type-Options", "nosniff")
        resp.headers.setdefault("Referrer-Policy", "same-origin")
        resp.headers.setdefault("X-Frame-Options", "DENY")
        return resp

    @app.context_processor
    def globals_for_templates():
        return {"library": library, "read_only": app.config["READ_ONLY"],
                "has_chat": "chat.page" in app.view_functions}

    return app


def _register_chat(app: Flask) -> None:
    """The chat blueprint lives in its own module; the app works without it."""
    try:
        from . import chat
    except ImportError:
        return
    app.register_blueprint(chat.bp)


def wants_json() -> bool:
    return request.path.startswith("/api/")


def _register_errors(app: Flask) -> None:
    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        code = exc.code or 500
        kind = (exc.name or "error").lower().replace(" ", "-")
        message = {
            404: "There is nothing at this address.",
            405: "This address does not accept that kind of request.",
            413: f"The request is too large (the limit is {MAX_REQUEST_BYTES // (1024 * 1024)} MB).",
            400: "The request could not be understood.",
            403: exc.description or "This action is not allowed.",
        }.get(code, exc.description or exc.name)
        if wants_json():
            return jsonify(answers.error(kind, message)), code
        return render_template("error.html", code=code, message=message), code

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        log.exception("unexpected error on %s", request.path)
        message = "Something went wrong on the server; the error was logged."
        if wants_json():
            return jsonify(answers.error("internal-error", message)), 500
        return render_template("error.html", code=500, message=message), 500
