"""The answers every interface gives: the JSON shapes of shared/API.md.

The CLI, the JSON API and the HTML pages all call these functions, so a page
shows exactly what its JSON twin returns. Rules-engine results get their links
into the rulebook viewer here (the engine itself knows nothing of URLs).
"""
from __future__ import annotations

import copy

from . import rules
from .library import Library
from .rules import PositionError

MAX_POSITION_CHARS = 20_000


class PositionTooLong(PositionError):
    code = "position-too-long"


_urls: dict[tuple, str] = {}  # (book, content digest, quote, section) -> viewer link


def _link(library: Library, game: str, reason: dict) -> dict:
    """The reason with a link that opens the viewer at its quote. Rules cite a fixed set
    of quotes, so each link (a book lookup and a URL-encoding) is built once per book version."""
    book = library.books.get(game)
    key = (game, book.digest if book else None, reason.get("quote", ""), reason.get("section"))
    url = _urls.get(key)
    if url is None:
        url = library.quote_url(game, key[2], key[3]) or f"/rulebooks/{game}"
        if len(_urls) >= 20_000:
            _urls.clear()
        _urls[key] = url
    return {**reason, "url": url}


def check(library: Library, text: str, game: str | None = None) -> dict:
    """Check a DSL position; raises PositionError (syntax) with line and column."""
    if len(text) > MAX_POSITION_CHARS:
        raise PositionTooLong(f"The position is {len(text)} characters long; the limit is {MAX_POSITION_CHARS}.")
    try:
        result = rules.check(text, game)
    except PositionError:
        raise
    except (ValueError, OverflowError, RecursionError) as exc:
        # a game that let an oversized input through to Python (int() of 4,400 digits, deep
        # recursion): still the player's input, so a clear 4xx, never a 500
        raise PositionError("A number or list in the position is too large to read."
                            if "digits" in str(exc) or isinstance(exc, (OverflowError, RecursionError))
                            else f"The position could not be read: {exc}") from exc
    d = result.to_dict()
    d["problems"] = [_link(library, d["game"], r) for r in d["problems"]]
    for a in d["answers"]:
        a["reasons"] = [_link(library, d["game"], r) for r in a["reasons"]]
        for step in a.get("steps", []):  # a chained ask: each step's reasons link too
            step["reasons"] = [_link(library, d["game"], r) for r in step["reasons"]]
    d["position"] = result.position
    return d


_models: dict[str, object] = {}  # book id -> its rules model or None; games register at import


def rules_model(game_id: str):
    """The game's rules model, or None when the book has none yet. Remembered: the lookup
    of an unknown game raises and computes a "did you mean", once per book is enough."""
    if game_id not in _models:
        try:
            _models[game_id] = rules.get_game(game_id)
        except PositionError:
            _models[game_id] = None
    return _models[game_id]


def rules_count(game_id: str) -> int:
    model = rules_model(game_id)
    return len(model.rules) if model else 0


_summaries: tuple[object, list[dict]] | None = None  # (the library's books dict, its summaries)


def games(library: Library) -> dict:
    """`GET /api/games`; kept until the library publishes a new set of books (every page
    header and the home page ask for it)."""
    global _summaries
    books = library.books
    cached = _summaries
    if cached is None or cached[0] is not books:
        cached = _summaries = (books, library.game_summaries(rules_count))
    return {"games": list(cached[1])}


_described: dict[tuple[str, str], dict] = {}  # (book id, content digest) -> description


def game(library: Library, name: str) -> dict | None:
    """`GET /api/games/ID`: the book and everything its rules model knows.

    Linking every rule's quote into the viewer scans the book, so the result is
    kept until the rulebook's content changes.
    """
    book = library.resolve(name)
    if book is None:
        return None
    key = (book.id, book.digest)
    if key not in _described:
        _described[key] = _describe(library, book)
    return copy.deepcopy(_described[key])


def _describe(library: Library, book) -> dict:
    model = rules_model(book.id)
    described = model.describe() if model else {"rules": [], "vocabulary": {}, "examples": []}
    rules_out = []
    for r in described["rules"]:
        linked = _link(library, book.id, r)
        linked["permalink"] = f"/games/{book.id}#{r['rule']}"
        rules_out.append(linked)
    return {
        "id": book.id, "title": book.title, "language": book.language, "aliases": book.aliases,
        "sections": [h.text for h in book.headings if h.level > 1],
        "rules": rules_out,
        "vocabulary": described.get("vocabulary", {}),
        "examples": described.get("examples", []),
        # the notation reference (keys, action syntax, core questions) the game page leads with
        "notation": described.get("notation", {"keys": [], "actions": [], "questions": []}),
    }


_rules_at: dict[tuple[str, str], dict[str, list[dict]]] = {}  # (book, digest) -> anchor -> rules


def rules_at_passages(library: Library, game_id: str) -> dict[str, list[dict]]:
    """Which modelled rules quote each passage of a book (kept until the book changes)."""
    book = library.books.get(game_id)
    if book is None:
        return {}
    key = (book.id, book.digest)
    if key not in _rules_at:
        model = rules_model(book.id)
        found: dict[str, list[dict]] = {}
        for r in (model.rules if model else []):
            p = book.find_quote(r.citation.quote, r.citation.section)
            if p is not None:
                found.setdefault(p.anchor, []).append(
                    {"rule": r.id, "statement": r.statement, "permalink": f"/games/{book.id}#{r.id}"})
        _rules_at[key] = found
    return _rules_at[key]


def search(library: Library, query: str, game: str | None = None, limit: int = 10) -> dict:
    """`GET /api/search`: passages, each with the modelled rules that quote it, so a
    player at an English table reads the English statement beside a Spanish passage."""
    data = library.result_dict(library.search(query, game, limit))
    for r in data["results"]:
        r["rules"] = rules_at_passages(library, r["game"]).get(r["anchor"], [])
    return data


def error(code: str, message: str, **extra) -> dict:
    return {"error": {"code": code, "message": message, **extra}}


def position_error(exc: PositionError) -> dict:
    d = exc.to_dict()
    out = {"error": {k: v for k, v in d.items() if k != "errors"}}
    if "errors" in d:
        out["errors"] = d["errors"]
    return out
