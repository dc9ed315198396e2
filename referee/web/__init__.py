"""The Flask application: HTML pages and their JSON twins over one Library.

`create_app()` is the application factory (Flask's tutorial layout). The views
only call the core (`referee.answers`, `referee.library`, `referee.viewer`).
"""
from __future__ import annotations

import logging
import secrets
from pathlib import Path

from flask import Flask, jsonify, render_template, request, send_from_directory
from flask.json.provider import DefaultJSONProvider
from werkzeug.exceptions import HTTPException, SecurityError

from .. import answers, limits
from ..caches import BoundedCache
from ..library import ROOT, Library, LibraryUnavailable, Settings
from ..rules import TooLargeToDecide

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
        PUBLIC_URLS=[],  # the addresses phones can open; empty when serving on loopback only
        TRUSTED_HOSTS=None,  # `referee serve` sets localhost, this machine's addresses, --public-name
        TRUSTED_PROXIES=[],  # addresses of a reverse proxy whose X-Forwarded-* / SCRIPT_NAME count (--trust-proxy)
    )
    if config:
        app.config.update(config)
    app.json = _SafeJSON(app)
    app.json.sort_keys = False
    app.json.ensure_ascii = False
    app.wsgi_app = _proxy_headers(_bounded(_head_as_get(app.wsgi_app)), app)
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
    from . import i18n
    i18n.init_app(app)  # the interface in English or Spanish (Flask-Babel, translations/)

    @app.before_request
    def refuse_cross_site():
        """A page on another site cannot make a player's browser post here (issue 17), nor
        run a check, a search or a quote lookup through a link or an <img> (issue 26):
        browsers say where a request comes from; scripts and tools send no Origin."""
        if request.method == "OPTIONS" or (request.method in ("GET", "HEAD") and not costly_query()):
            return None
        problem = cross_site_problem(request.headers.get("Origin"), request.headers.get("Sec-Fetch-Site"),
                                     request.host, request.scheme)
        if problem is None:
            return None
        message = f"This Referee refuses requests sent from another web site ({problem}). Open it directly."
        if wants_json():
            return jsonify(answers.error("cross-site", message)), 403
        # the same link followed from the refusal page is same-origin: the player can go on, a page cannot
        again = request.script_root + request.full_path if request.method == "GET" else None
        return render_template("error.html", code=403, message=message, again=again), 403

    @app.before_request
    def notice_new_rulebooks():
        """Every worker sees a re-index (by another worker, `referee index` or a dropped
        file) within seconds, without a restart; the check itself is a clock read."""
        library.ensure_fresh()

    _cache_library_pages(app, library)

    @app.get("/favicon.ico")
    def favicon():
        return send_from_directory(app.static_folder, "icon-192.png", mimetype="image/png", max_age=86400)

    @app.get("/manifest.webmanifest")
    def manifest():
        resp = send_from_directory(app.static_folder, "manifest.webmanifest", max_age=3600)
        resp.mimetype = "application/manifest+json"
        return resp

    @app.get("/api/openapi.yaml")
    def openapi():
        resp = send_from_directory(ROOT / "docs", "openapi.yaml", max_age=3600)
        resp.mimetype = "application/yaml"
        return resp

    @app.after_request
    def security_headers(resp):
        resp.headers.setdefault("Content-Security-Policy", CSP)
        resp.headers.setdefault("X-Content-Type-Options", "nosniff")
        resp.headers.setdefault("Referrer-Policy", "same-origin")
        resp.headers.setdefault("X-Frame-Options", "DENY")
        return resp

    _memoize_url_for(app)

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


COSTLY_QUERIES = ("position", "q", "quote", "hl")  # a GET with one of these does work (a check, a search)


def costly_query() -> bool:
    """Whether a GET asks for work, not only a page: the same cross-site rule as a POST."""
    return any(request.args.get(k) for k in COSTLY_QUERIES)


def request_kind(environ) -> str:
    """What a request is, for its budget (`referee.limits`): a check or a chat message (costly:
    they compute in turns), a search, or a page."""
    path, method = environ.get("PATH_INFO", ""), environ.get("REQUEST_METHOD", "GET")
    if path in ("/api/check", "/check"):
        return "check" if method == "POST" or "position=" in environ.get("QUERY_STRING", "") else "page"
    if path in ("/api/ask", "/chat"):
        return "ask" if method == "POST" else "page"
    if path in ("/api/search", "/search"):
        return "search"
    return "page"


def _bounded(wsgi):
    """Every request runs under one budget (`referee.limits`): parsing, suggestions, reading
    words, search and its encoder, the engine and the answer all draw on it."""
    def app(environ, start_response):
        with limits.request_budget(request_kind(environ), address=environ.get("REMOTE_ADDR")):
            return wsgi(environ, start_response)
    return app


PROXY_HEADERS = ("HTTP_X_FORWARDED_FOR", "HTTP_X_FORWARDED_PROTO", "HTTP_X_FORWARDED_HOST", "HTTP_X_FORWARDED_PORT",
                 "HTTP_X_FORWARDED_PREFIX", "HTTP_FORWARDED", "HTTP_X_REAL_IP", "HTTP_SCRIPT_NAME",
                 "HTTP_X_SCRIPT_NAME")


def _proxy_headers(wsgi, flask_app: Flask):
    """What a proxy may say about a request (its mount point in SCRIPT_NAME, X-Forwarded-*)
    counts only from a proxy the host named (`TRUSTED_PROXIES`, `referee serve --trust-proxy`).
    From anyone else it is dropped: a SCRIPT_NAME header would prefix every link (and make
    one page-cache entry per prefix), an X-Forwarded-For would choose the address that
    back-off and fairness count."""
    from werkzeug.middleware.proxy_fix import ProxyFix
    fixed = ProxyFix(wsgi, x_for=1, x_proto=1, x_host=0, x_port=0, x_prefix=1)

    def app(environ, start_response):
        trusted = flask_app.config.get("TRUSTED_PROXIES") or ()
        if trusted and environ.get("REMOTE_ADDR") in trusted:
            return fixed(environ, start_response)
        script = environ.get("SCRIPT_NAME", "")
        if script:
            environ["PATH_INFO"] = script + environ.get("PATH_INFO", "")
            environ["SCRIPT_NAME"] = ""
        for key in PROXY_HEADERS:
            environ.pop(key, None)
        return wsgi(environ, start_response)
    return app


def cross_site_problem(origin: str | None, fetch_site: str | None, host: str, scheme: str) -> str | None:
    """Why a state-changing request looks cross-site, or None when it does not."""
    if fetch_site and fetch_site.lower() not in ("same-origin", "none"):
        return f"Sec-Fetch-Site: {fetch_site[:40]}"
    if origin is None:
        return None  # curl, scripts, old browsers: nothing says it is cross-site
    if origin.lower().rstrip("/") != f"{scheme}://{host}".lower():
        return f"Origin: {origin[:80]}"
    return None


class _SafeJSON(DefaultJSONProvider):
    """JSON bodies that would crash the parser are bad requests, not 500s: deep nesting
    (RecursionError) and integers past Python's digit limit become ValueError, which
    Flask answers as 400 (and `get_json(silent=True)` as None)."""

    def loads(self, s, **kwargs):
        try:
            return super().loads(s, **kwargs)
        except RecursionError:
            raise ValueError("the JSON is nested too deeply") from None


LIBRARY_PAGES = ("/", "/check")  # pages whose HTML depends only on the books (and the app's settings)


def _cache_library_pages(app: Flask, library: Library) -> None:
    """The home page lists every rulebook (twice: cards and the search box), which costs
    ~30 ms of templating at 500 books; its HTML changes only when the library publishes a
    new set of books, so it is rendered once per set. Only plain GETs without a query
    string, and only answers that set no cookie, are kept."""
    pages = BoundedCache("web.library_pages", max_entries=16, max_bytes=32 * 1024 * 1024)

    def _page_key() -> str:
        from .i18n import page_key
        return f"{page_key()}:{request.script_root}{request.path}"  # one copy per interface language

    def cacheable() -> bool:
        return (request.method == "GET" and request.path in LIBRARY_PAGES and not request.query_string
                and request.routing_exception is None)  # e.g. an untrusted Host

    @app.before_request
    def from_cache():
        if not cacheable():
            return None
        hit = pages.get(_page_key())
        if (hit is not None and hit[0] is library.books and hit[1] is library.errors
                and hit[4] == library.meaning_state()):  # the home page says while search by meaning warms up
            return app.response_class(hit[2], mimetype=hit[3])
        return None

    @app.after_request
    def to_cache(resp):
        if (cacheable() and resp.status_code == 200 and resp.mimetype == "text/html"
                and "Set-Cookie" not in resp.headers and not resp.direct_passthrough):
            pages[_page_key()] = (library.books, library.errors, resp.get_data(),
                                                         resp.mimetype, library.meaning_state())
        return resp


URL_MEMO_VALUE_CHARS = 200  # links with a longer argument (a position, a query) are built every time


def _memoize_url_for(app: Flask, limit: int = 20_000) -> None:
    """Templates build the same links on every request (a page lists every rulebook three
    times over); an address depends only on its arguments and the mount point, so each is
    built once. Werkzeug's builder costs ~30 µs a link: 40 ms for the home page at 500 books.
    Only links whose arguments are short are kept, in a cache bounded in entries and bytes."""
    build = app.jinja_env.globals["url_for"]
    memo = BoundedCache("web.url_for", max_entries=limit, max_bytes=4 * 1024 * 1024)  # see search's CLAUSE_CACHE_BYTES

    def url_for(endpoint: str, **values):
        try:
            key = (request.script_root, endpoint, *sorted(values.items()))
            hash(key)
        except TypeError:
            return build(endpoint, **values)
        if any(isinstance(v, str) and len(v) > URL_MEMO_VALUE_CHARS for v in values.values()):
            return build(endpoint, **values)
        url = memo.get(key)
        if url is None:
            url = memo.put(key, build(endpoint, **values))
        return url

    app.jinja_env.globals["url_for"] = url_for


def _head_as_get(wsgi):
    """HEAD answers exactly what GET would, without the body, on every page: views that
    branch on `request.method == "GET"` would otherwise treat HEAD as a POST."""
    def app(environ, start_response):
        if environ.get("REQUEST_METHOD") != "HEAD":
            return wsgi(environ, start_response)
        body = wsgi({**environ, "REQUEST_METHOD": "GET"}, start_response)
        try:
            for _ in body:
                pass
        finally:
            close = getattr(body, "close", None)
            if close is not None:
                close()
        return []
    return app


def current_app_text(message: str):
    """A plain-text answer: an error page's links would be built from the untrusted Host."""
    from flask import Response
    return Response(message + "\n", mimetype="text/plain")


def _register_errors(app: Flask) -> None:
    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException):
        code = exc.code or 500
        kind = (exc.name or "error").lower().replace(" ", "-")
        if isinstance(exc, SecurityError):
            kind = "untrusted-host"
            message = ("This Referee does not answer to that host name. Open it by the address "
                       "`referee serve` prints, or start it with --public-name NAME.")
            return (jsonify(answers.error(kind, message)), 400) if wants_json() \
                else (current_app_text(message), 400)
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

    @app.errorhandler(TooLargeToDecide)
    def too_large(exc: TooLargeToDecide):
        """A request past its budget (`referee.limits`), wherever it ran out: the same 422."""
        if wants_json():
            return jsonify({"error": exc.to_dict()}), 422
        return render_template("error.html", code=422, message=exc.message), 422

    @app.errorhandler(LibraryUnavailable)
    def library_unavailable(exc: LibraryUnavailable):
        """The shared database is down or restarting (issue 30): a clear 503 the client may retry."""
        log.warning("library unavailable on %s: %s", request.path, exc)
        message = "The rulebook library cannot be reached just now; try again in a few seconds."
        if wants_json():
            resp = jsonify(answers.error("unavailable", message))
        else:
            resp = app.make_response(render_template("error.html", code=503, message=message))
        resp.status_code = 503
        resp.headers["Retry-After"] = str(exc.retry_after)
        return resp

    @app.errorhandler(Exception)
    def unexpected(exc: Exception):
        log.exception("unexpected error on %s", request.path)
        message = "Something went wrong on the server; the error was logged."
        if wants_json():
            return jsonify(answers.error("internal-error", message)), 500
        return render_template("error.html", code=500, message=message), 500


def warm(app: Flask) -> None:
    """Answer one request of each kind before the first player does, so every cache
    (search tables, folded books, game descriptions, the assistant's index) is built
    at start-up; with preloaded workers this runs once, in the parent process."""
    library = app.extensions["referee.library"]
    client = app.test_client()
    games = answers.games(library)["games"]
    example = next((ex["position"] for g in games if g["rules"]
                    for ex in (answers.game(library, g["id"]) or {}).get("examples", [])[:1]), None)
    calls = [("get", "/", None), ("get", "/check", None), ("get", "/search", None), ("get", "/search?q=dice", None),
             ("get", "/chat", None), ("get", "/rulebooks/add", None), ("get", "/no-such-page", None),
             ("get", "/api/search?q=how+to+win", None), ("post", "/api/ask", {"message": "how do I win"})]
    if example:
        calls += [("post", "/api/check", {"position": example}), ("post", "/check", {"position": example})]
    # every template is compiled on its first use (~100 ms for the viewer): the modelled
    # games' pages and viewers now, and one viewer in any case
    ruled = [g["id"] for g in games if g["rules"]]
    modelled = ruled or [g["id"] for g in games[:1]]
    calls += [("get", f"/games/{gid}", None) for gid in ruled]
    calls += [("get", f"/rulebooks/{gid}", None) for gid in modelled]
    # the reading's worked examples (banks built from vectors kept on disk) and one dispute
    # per modelled game, asked as a player would
    from ..rules.reading import sayings
    calls += [("post", "/api/ask", {"message": m}) for m in sayings.warm(ruled)]
    for method, path, body in calls:
        try:
            if path == "/check" and method == "post":
                client.post(path, data=body)
            elif body:
                getattr(client, method)(path, json=body)
            else:
                getattr(client, method)(path)
        except Exception:  # warming is best effort: a broken page still serves its error later
            log.exception("warming %s failed", path)


def after_fork(app: Flask) -> None:
    """In a new worker process: keep the parent's in-memory tables, but open the index
    files afresh (file positions are shared across fork) and forget a re-index the parent
    may have had running (its thread did not come along)."""
    library = app.extensions["referee.library"]
    index = library.index
    if hasattr(index, "after_fork"):
        index.after_fork()
    elif hasattr(index, "_cached"):
        index._cached = None
    library._background = False
    # the work a worker's first requests would otherwise pay (issue 23, "ready means warm"): a
    # search, an ask and a check never asked before in this process, before it accepts a connection
    client = app.test_client()
    example = next((ex["position"] for g in answers.games(library)["games"] if g["rules"]
                    for ex in (answers.game(library, g["id"]) or {}).get("examples", [])[:1]), None)
    calls = [("get", "/api/search?q=what+does+a+worker+warm", None), ("post", "/api/ask", {"message": "can I reroll"}),
             ("get", "/api/games", None)] + ([("post", "/api/check", {"position": example})] if example else [])
    for method, path, body in calls:
        try:
            getattr(client, method)(path, json=body) if body else getattr(client, method)(path)
        except Exception:
            log.exception("warming a worker failed: %s", path)
