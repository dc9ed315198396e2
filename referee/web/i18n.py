"""The interface's languages: Flask-Babel with gettext catalogues (``translations/``).

The language of a request is, in order: the one the player chose with the switch on every
page (kept in a cookie for a year), else the best match of the browser's ``Accept-Language``,
else English. Templates mark their strings with ``_()`` / ``{% trans %}``; the web layer's
messages with `gettext` / `lazy_gettext`. `tests/test_i18n.py` extracts every marked string
with Babel's extractor and fails when the Spanish catalogue lacks one, or when the compiled
``.mo`` is older than its ``.po``.

The core (``referee/*`` outside ``referee/web``) never imports this: it speaks English, and the
chat answers in the language of the question.
"""
from __future__ import annotations

import re
from urllib.parse import urlsplit

from flask import Blueprint, Flask, g, redirect, request
from flask_babel import Babel, gettext

from ..library import ROOT

TRANSLATIONS = ROOT / "translations"
LANGUAGES = {"en": "English", "es": "Español"}  # code -> its own name (what the switch shows)
DEFAULT = "en"
COOKIE = "referee_lang"
COOKIE_AGE = 365 * 24 * 3600

bp = Blueprint("i18n", __name__)


def _N(message: str) -> str:
    """Marks a string for extraction (Babel's keyword), translated where it is shown."""
    return message


# Messages the host pages (referee/web/host.py) show as they are; the templates translate them
# through the catalogue (`{{ _(error) }}`), so they are listed here for the extractor.
HOST_MESSAGES = [
    _N("The host token is missing or wrong. It is printed in the terminal where `referee serve` runs."),
    _N("The host token is missing or wrong."),
    _N("This preview has expired; upload the file again."),
    _N("Choose a .txt, .md or .pdf file to upload."),
    _N("This Referee is read-only: rulebooks cannot be added or removed."),
    _N("This Referee listens on this computer only; start it with --host 0.0.0.0 to let phones join."),
]


# Messages the error pages show as the app builds them (referee/web/__init__.py) and those the
# core raises (search, chat); the JSON API keeps them in English, the pages translate them.
ERROR_MESSAGES = [
    _N("There is nothing at this address."),
    _N("This address does not accept that kind of request."),
    _N("The request could not be understood."),
    _N("This action is not allowed."),
    _N("The rulebook library cannot be reached just now; try again in a few seconds."),
    _N("Something went wrong on the server; the error was logged."),
    _N("Type some words to search for."),
    _N("Type some words to search for, not only a game filter."),
    _N("Type a question or a position first."),
    _N("A number or list in the position is too large to read."),
]

# Messages with a part that changes (a number, a name): matched by pattern, then translated with
# that part kept. Each template is in the catalogue like any other message.
def _pattern(template: str) -> tuple[re.Pattern, str]:
    """A message template ("…is %(n)s characters long…") and the pattern that finds its
    instances in an English message, each %(name)s kept as a named part."""
    parts = re.split(r"%\((\w+)\)s", template)
    rx = "".join(re.escape(x) if i % 2 == 0 else f"(?P<{x}>.*)" for i, x in enumerate(parts))
    return re.compile(rx + "$"), template


PATTERNS = [_pattern(t) for t in (
    _N("The query is %(n)s characters long; the limit is %(limit)s."),
    _N("limit must be a whole number from 1 to %(max)s."),
    _N("limit must be a whole number, not %(given)s."),
    _N("There is no rulebook called %(name)s. Known games: %(known)s."),
    _N("There is no game called %(name)s. Known games: %(known)s."),
    _N("The request is too large (the limit is %(mb)s MB)."),
    _N("Too many wrong host tokens from this address; try again in %(s)s s."),
    _N("This Referee refuses requests sent from another web site (%(why)s). Open it directly."),
    _N("A rulebook with id %(id)s already exists; choose another id."),
    _N("To remove it, type the id %(id)s in the confirmation box."),
    _N("The position is %(n)s characters long; the limit is %(limit)s."),
)]


def select_locale() -> str:
    """The request's interface language (see the module's docstring)."""
    cached = getattr(g, "_referee_lang", None)
    if cached:
        return cached
    chosen = request.cookies.get(COOKIE, "")
    lang = chosen if chosen in LANGUAGES else (request.accept_languages.best_match(list(LANGUAGES)) or DEFAULT)
    g._referee_lang = lang
    return lang


def current() -> str:
    """The current request's language code ('en' outside a request)."""
    try:
        return select_locale()
    except RuntimeError:
        return DEFAULT


def translated(message) -> str:
    """A message in the interface's language: from the catalogue, else by one of the PATTERNS
    (its changing part kept), else as it was built (a position's syntax error, in English)."""
    if not message or not isinstance(message, str):
        return message
    text = gettext(message)
    if text != message or current() == DEFAULT:
        return text
    for pattern, template in PATTERNS:
        m = pattern.match(message)
        if m:
            return gettext(template, **m.groupdict())
    return message


def statement_of(rule: dict) -> tuple[str, str | None]:
    """A modelled rule's statement for the interface's language, and the language it is in
    when that differs from the page's (the Spanish interface falls back to English where a
    rule has no ``statement_es``, and says so)."""
    if current() == "es":
        if rule.get("statement_es"):
            return rule["statement_es"], None
        return rule.get("statement", ""), "en"
    return rule.get("statement", ""), None


def _safe_next(target: str | None) -> str:
    """Only a path of this site: never another host (an open redirect)."""
    if not target or len(target) > 4000:
        return "/"
    try:
        parts = urlsplit(target)
    except ValueError:  # "http://[" and the like
        return "/"
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    return target


@bp.get("/language/<code>")
def choose(code: str):
    """The switch: remember the choice and go back to the page it was made on."""
    resp = redirect(_safe_next(request.args.get("next")))
    if code in LANGUAGES:
        resp.set_cookie(COOKIE, code, max_age=COOKIE_AGE, samesite="Lax", httponly=True)
    return resp


def init_app(app: Flask) -> None:
    app.config.setdefault("BABEL_TRANSLATION_DIRECTORIES", str(TRANSLATIONS))
    app.config.setdefault("BABEL_DEFAULT_LOCALE", DEFAULT)
    Babel(app, locale_selector=select_locale)
    app.register_blueprint(bp)

    @app.context_processor
    def language_for_templates():
        lang = current()
        other = "es" if lang == "en" else "en"
        return {"lang": lang, "other_lang": other, "other_lang_name": LANGUAGES[other],
                "statement_of": statement_of, "translated": translated}

    @app.after_request
    def vary_on_language(resp):
        if resp.mimetype == "text/html":
            resp.vary.add("Accept-Language")
            resp.vary.add("Cookie")
        return resp


def page_key() -> str:
    """What the cached library pages are also keyed by: the interface language."""
    return current()
