"""The answers every interface gives: the JSON shapes of shared/API.md.

The CLI, the JSON API and the HTML pages all call these functions, so a page
shows exactly what its JSON twin returns. Rules-engine results get their links
into the rulebook viewer here (the engine itself knows nothing of URLs).
"""
from __future__ import annotations

import copy
import json
import re

from . import house as house_rules
from . import limits, rules
from .library import Library
from .rules import PositionError

MAX_POSITION_CHARS = 20_000


class PositionTooLong(PositionError):
    code = "position-too-long"


_urls: dict[tuple, str] = {}  # (book, content digest, quote, section) -> viewer link


def _link(library: Library, game: str, reason: dict) -> dict:
    """The reason with a link that opens the viewer at its quote. Rules cite a fixed set
    of quotes, so each link (a book lookup and a URL-encoding) is built once per book version.
    A house rule or an erratum links into its own document (the position's own lines: none)."""
    info = reason.get("house") or {}
    src = info.get("source") or info.get("erratum") or {}
    if src.get("id") == "position":
        return reason
    if info.get("book") and "url" not in info["book"]:  # an erratum: the book's own passage, to show beside it
        b = info["book"]
        info["book"] = {**b, "url": library.quote_url(game, b.get("quote", ""), b.get("section")) or f"/rulebooks/{game}"}
    if src.get("id") in library.books:
        game = src["id"]
    book = library.books.get(game)
    key = (game, book.digest if book else None, reason.get("quote", ""), reason.get("section"))
    url = _urls.get(key)
    if url is None:
        url = library.quote_url(game, key[2], key[3]) or f"/rulebooks/{game}"
        if len(_urls) >= 20_000:
            _urls.clear()
        _urls[key] = url
    return {**reason, "url": url}


def check(library: Library, text: str, game: str | None = None, house: str | None = None) -> dict:
    """Check a DSL position; raises PositionError (syntax) with line and column.

    The answer is built under the request's budget (`referee.limits`) and holds at most
    MAX_ANSWER_BYTES of answers: past it, the answers (or a chain's steps, or a list of
    options) that do not fit are left out, and ``truncated`` says how many were shown."""
    if len(text) > MAX_POSITION_CHARS:
        raise PositionTooLong(f"The position is {len(text)} characters long; the limit is {MAX_POSITION_CHARS}.")
    try:
        house = house or house_rules.forced()  # the chat's ?house=none
        docs = house_rules.documents(library)  # the table's house rules (none: the engine as before)
        result = rules.check(text, game, house=house, documents=docs) if (house or docs) else rules.check(text, game)
    except PositionError:
        raise
    except (ValueError, OverflowError, RecursionError) as exc:
        # a game that let an oversized input through to Python (int() of 4,400 digits, deep
        # recursion): still the player's input, so a clear 4xx, never a 500
        raise PositionError("A number or list in the position is too large to read."
                            if "digits" in str(exc) or isinstance(exc, (OverflowError, RecursionError))
                            else f"The position could not be read: {exc}") from exc
    gid = result.game
    d = {"game": gid, "verdict": result.verdict,
         "problems": [_link(library, gid, r.to_dict()) for r in result.problems], "answers": []}
    room = limits.MAX_ANSWER_BYTES - _json_size(d) - len(result.position or "")
    shown_all = True
    for a in result.answers:
        limits.checkpoint()
        got, used, whole = _answer_dict(library, gid, a, room)
        if got is None:
            shown_all = False
            break
        d["answers"].append(got)
        room -= used
        if not whole:
            shown_all = False
            break
    if not shown_all:
        shown, total = len(d["answers"]), len(result.answers)
        d["truncated"] = {
            "answers": shown, "of": total,
            "message": (f"This answer is cut at {limits.MAX_ANSWER_BYTES // 1024} KB: {shown} of the {total} asks "
                        "are shown" + (", the last one in part" if shown else "") + ". The verdict counts them all; "
                        "ask fewer questions at once to see every answer.")}
    d["position"] = result.position
    if result.house is not None:  # the house rules in force (the table's documents, the position's own lines)
        d["house"] = result.house.to_dict()
    return d


def _json_size(value) -> int:
    """The size of a value as the API sends it (JSON, UTF-8), counted as work of the request."""
    n = len(json.dumps(value, ensure_ascii=False).encode())
    limits.spend(1 + n // 4096)
    return n


def _answer_dict(library: Library, gid: str, a, room: int) -> tuple[dict | None, int, bool]:
    """One answer's dict with its links, if it fits in ``room`` bytes: (dict, its size, whole).
    When it does not fit whole, the steps of a chain and the options that fit are kept
    (``whole`` False); None when not even its verdict and deciding reasons fit."""
    steps = a.steps if a.steps is not None and len(a.steps) >= 2 else None
    head = copy.copy(a)
    head.steps = None
    options = head.options
    if options is not None:
        head.options = []
    d = head.to_dict()
    d["reasons"] = [_link(library, gid, r) for r in d["reasons"]]
    used = _json_size(d)
    if used > room:
        return None, 0, False
    whole = True
    if options:
        kept = []
        for o in options:
            n = len(o.encode()) + 4
            if used + n > room:
                whole = False
                break
            kept.append(o)
            used += n
        d["options"] = kept
        limits.spend(1 + len(kept) // 64)
    if steps is not None and whole:
        d["steps"] = []
        for st in steps:
            step = st.step_dict()
            step["reasons"] = [_link(library, gid, r) for r in step["reasons"]]
            n = _json_size(step) + 2
            if used + n > room:
                whole = False
                break
            d["steps"].append(step)
            used += n
    return d, used, whole


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
    got = _described.get(key)
    if got is None:
        got = _describe(library, book)
        _keep_latest(_described, key, got)
    out = copy.deepcopy(got)
    out["glossary"] = glossary_of(library, book.id)  # read each time: a glossary file may come or go
    out["house"] = {**out.get("house", {}), **house_rules.summary(library, book.id)}  # the documents may change too
    return out


def _keep_latest(memo: dict, key: tuple, value) -> None:
    """Remember ``value`` for a book version, forgetting that book's earlier versions (a
    long-lived server sees books re-indexed again and again: one entry per book, not per edit)."""
    for old in [k for k in memo if k[0] == key[0] and k != key]:
        memo.pop(old, None)
    memo[key] = value


def glossary_of(library: Library, book_id: str) -> dict:
    """The book's glossary as the book page lists it: its terms and other names, and whether
    it was built from the book itself (referee.autoglossary) or written by hand."""
    from .autoglossary import is_automatic
    g = library.glossaries.get(book_id)
    return {"source": "none" if g is None else "automatic" if is_automatic(g) else "file",
            "terms": [{"term": t.term, "names": [*t.aliases, *t.translations]} for t in (g.terms if g else [])]}


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
        # the numbers a table may change and the rules it may switch off (referee.rules.house)
        "house": described.get("house", {"parameters": [], "switchable": []}),
    }


_rules_at: dict[tuple[str, str], dict[str, list[dict]]] = {}  # (book, digest) -> anchor -> rules


def rules_at_passages(library: Library, game_id: str) -> dict[str, list[dict]]:
    """Which modelled rules quote each passage of a book (kept until the book changes)."""
    book = library.books.get(game_id)
    if book is None:
        return {}
    key = (book.id, book.digest)
    found = _rules_at.get(key)
    if found is None:
        model = rules_model(book.id)
        found = {}
        for r in (model.rules if model else []):
            p = book.find_quote(r.citation.quote, r.citation.section)
            if p is not None:
                found.setdefault(p.anchor, []).append(
                    {"rule": r.id, "statement": r.statement, "permalink": f"/games/{book.id}#{r.id}"})
        _keep_latest(_rules_at, key, found)
    return found


def search(library: Library, query: str, game: str | None = None, limit: int = 10) -> dict:
    """`GET /api/search`: passages, each with the modelled rules that quote it, so a
    player at an English table reads the English statement beside a Spanish passage."""
    data = library.result_dict(library.search(query, game, limit))
    for r in data["results"]:
        r["rules"] = rules_at_passages(library, r["game"]).get(r["anchor"], [])
    return data


def error(code: str, message: str, **extra) -> dict:
    return {"error": {"code": code, "message": message, **extra}}


def position_error(exc: PositionError, library: Library | None = None, text: str = "",
                   game: str | None = None) -> dict:
    """The JSON of a position error. With the library and the text: an error on an ``ask:`` line
    whose first word starts actions of the game's notation ("wash reroll zoe") gets, as its
    hint, the actions the player may have meant ("wash leaf-on-the-wind CREW")."""
    d = exc.to_dict()
    out = {"error": {k: v for k, v in d.items() if k != "errors"}}
    if "errors" in d:
        out["errors"] = d["errors"]
    if library is not None and text and not out["error"].get("hint"):
        try:
            gid = rules.game_of(text, game).id
        except Exception:  # noqa: BLE001 - no game, or a game line that does not read: no hint
            gid = None
        meant = meant_actions(library, text, [out["error"]], gid) if gid else {}
        line = out["error"].get("line")
        if line in meant:
            out["error"]["hint"] = "did you mean " + " or ".join(f"“{a['syntax']}”" for a in meant[line]) + "?"
    return out


_ASK_LINE = re.compile(r"^\s*ask\s*:\s*(\S+)", re.I)


def meant_actions(library: Library, text: str, errors: list[dict], game_id: str) -> dict[int, list[dict]]:
    """For an error on an ``ask:`` line: the actions of the game's notation guide that start with
    the line's first word, with their example ("wash reroll zoe" -> ``wash leaf-on-the-wind CREW``),
    keyed by line number. The engine's message says what it expected at that column; this says
    which actions the player may have meant."""
    data = game(library, game_id) or {}
    actions = (data.get("notation") or {}).get("actions") or []
    lines = text.split("\n")
    out: dict[int, list[dict]] = {}
    for e in errors[:MAX_HINTED_ERRORS]:
        n = e.get("line")
        if not n or n > len(lines) or n in out:
            continue
        m = _ASK_LINE.match(lines[n - 1])
        if not m:
            continue
        first = m.group(1).casefold()
        found = [a for a in actions if a["syntax"].split()[0].casefold() == first and len(a["syntax"].split()) > 1]
        if found and not any(lines[n - 1].split(":", 1)[1].strip().casefold().startswith(
                " ".join(a["syntax"].split()[:2]).casefold()) for a in found):
            out[n] = found[:4]
    return out


MAX_HINTED_ERRORS = 20  # the errors an answer lists (the rest are counted, not shown)
