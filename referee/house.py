"""House-rules, errata and variant documents: the table's own rules, kept in the library.

A document is plain text or Markdown with a small header::

    game: shiny-dice
    kind: house-rules          # house-rules | errata | variant
    title: Our table's rules

    We play with a mulligan: once per game you may reroll your whole first roll.

    ```
    set: penalty-vp 50
    off: SD-TEAM-BONUS
    replace: SD-JAYNE-VERA: Vera: Deal 2 Damage to any one Foe, or 1 Damage to two Foes.
    ```

(the header may also be a Markdown front-matter block, or given as ``referee add`` flags).
``prepare`` checks it against its game (unknown parameter or rule id: a pointed error with
``did you mean``; a value out of range; a parameter another document of the game already sets
to another value: refused, naming both) and writes it as a rulebook of the library (front
matter ``game:`` and ``kind:``), so nothing a user adds is ever lost and search finds it.
``documents(library)`` reads them back for the rules engine (``referee.rules.house``).
No Flask here.
"""
from __future__ import annotations

import contextvars
import re
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

from .rules import get_game
from .rules import house as engine
from .rules.dsl import Token, norm
from .rules.errors import PositionError, PositionSyntaxError, UnknownGameError, did_you_mean

KINDS = engine.KINDS
KIND_ALIASES = {"house-rules": "house-rules", "house-rule": "house-rules", "house": "house-rules",
                "houserules": "house-rules", "errata": "errata", "erratum": "errata", "faq": "errata",
                "variant": "variant", "variants": "variant"}
HEADER_KEYS = ("game", "kind", "title", "id", "language", "enabled")
SETTING_KEYS = ("set", "off", "replace")
_HEADER = re.compile(r"^\s*(?P<key>[A-Za-z][A-Za-z _-]*?)\s*:\s*(?P<value>.*?)\s*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
NAME_HINT = re.compile(r"(^|[-_ .])(house[-_ ]?rules?|errata|erratum|variants?|faq)([-_ .]|$)", re.IGNORECASE)


class HouseDocumentError(PositionError):
    """A house-rules document that cannot be added (no game, unknown kind, a conflict...)."""

    code = "house-document"

    def __init__(self, message: str, *, field: Optional[str] = None, line: Optional[int] = None,
                 column: Optional[int] = None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.line = line
        self.column = column

    def to_dict(self) -> dict:
        d = {"code": self.code, "message": self.message}
        if self.field:
            d["field"] = self.field
        if self.line:
            d["line"], d["column"] = self.line, self.column
        return d


@dataclass
class Parsed:
    """A document as read: its header, its body (the text a player reads) and its settings."""

    meta: dict
    body: str
    settings: list  # (key, Token) of every set:/off:/replace: line, with its line and column


def read(text: str) -> Parsed:
    """The header (front matter, or ``key: value`` lines at the top), the body, and every
    ``set:``/``off:``/``replace:`` line (in the header or in a fenced block of the body)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")
    lines = text.split("\n")
    meta: dict = {}
    settings: list = []
    i = 0
    if lines and lines[0].strip() == "---":  # Markdown front matter
        for j in range(1, len(lines)):
            if lines[j].strip() == "---":
                for k in range(1, j):
                    _header_line(lines[k], k + 1, meta, settings)
                i = j + 1
                break
    else:
        while i < len(lines):
            m = _HEADER.match(lines[i])
            if not lines[i].strip() or not m or norm(m.group("key")) not in HEADER_KEYS + SETTING_KEYS:
                break
            _header_line(lines[i], i + 1, meta, settings)
            i += 1
    body_lines = lines[i:]
    fenced = False
    for n, line in enumerate(body_lines, i + 1):
        if _FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            m = _HEADER.match(line)
            if m and norm(m.group("key")) in SETTING_KEYS:
                settings.append((norm(m.group("key")), Token(m.group("value"), n, m.start("value") + 1, line)))
    return Parsed(meta, "\n".join(body_lines).strip("\n"), settings)


def _header_line(line: str, n: int, meta: dict, settings: list) -> None:
    m = _HEADER.match(line)
    if not m:
        return
    key = norm(m.group("key"))
    if key in SETTING_KEYS:
        settings.append((key, Token(m.group("value"), n, m.start("value") + 1, line)))
    else:
        meta[key] = m.group("value")


def is_house_document(filename: str, text: str, *, kind: Optional[str] = None, game: Optional[str] = None) -> bool:
    """Does this upload look like a house-rules/errata/variant document rather than a rulebook?"""
    if kind or game:
        return True
    p = read(text[:20_000])
    if p.meta.get("kind"):
        return True
    if p.meta.get("game"):  # "Game: Chess" atop a rulebook is no house rule: only a game Referee models
        try:
            get_game(p.meta["game"].strip())
            return True
        except UnknownGameError:
            pass
    return bool(NAME_HINT.search(Path(filename).stem))


def _kind(value: Optional[str]) -> str:
    k = KIND_ALIASES.get(norm(value or "house-rules"))
    if k is None:
        raise HouseDocumentError(f"kind {value!r} is not one of: {', '.join(KINDS)}", field="kind")
    return k


def _game_id(library, value: Optional[str], filename: str) -> str:
    if not value or not value.strip():
        known = ", ".join(sorted(library.books)) if library is not None else ""
        raise HouseDocumentError(
            f"{filename}: which game do these house rules belong to? Add a 'game:' line at the top "
            f"(or --game ID){' — one of: ' + known if known else ''}.", field="game")
    try:
        return get_game(value.strip()).id
    except UnknownGameError:
        pass
    if library is not None:
        book = library.resolve(value.strip())
        if book is not None:
            return book.id
        hint = did_you_mean(norm(value), list(library.books))
    else:
        hint = None
    raise HouseDocumentError(f"there is no game called {value!r}" + (f"; {hint}" if hint else ""), field="game")


def settings_of(game_id: str, parsed: Parsed, source: engine.Source) -> list:
    """The document's settings, checked against its game: a pointed error names the line."""
    try:
        game = get_game(game_id)
    except UnknownGameError:
        if parsed.settings:
            key, tok = parsed.settings[0]
            raise tok.error(f"{game_id} has no rules model: its house rules can be searched, not set",
                            expected="no set:/off:/replace: lines") from None
        return []
    ids = [r.id for r in game.rules]
    out = []
    errors = []
    for key, tok in parsed.settings[:engine.MAX_SETTINGS]:
        src = engine.Source(source.id, source.title, source.kind, tok.line, f"{key}: {tok.text}".strip())
        try:
            out += engine.read_setting(game_id, key, tok, src, ids)
        except PositionSyntaxError as exc:
            errors += exc.errors
    if errors:
        raise PositionSyntaxError(errors[0].message, line=errors[0].line, column=errors[0].column,
                                  source=errors[0].source, expected=errors[0].expected, hint=errors[0].hint,
                                  errors=errors)
    return out


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60] or "house-rules"


def prepare(library, filename: str, text: str, *, game: Optional[str] = None, kind: Optional[str] = None,
            title: Optional[str] = None, book_id: Optional[str] = None, language: Optional[str] = None
            ) -> tuple[str, str, engine.Document]:
    """Check a house-rules document and give ``(book id, Markdown file text, Document)``.

    Raises HouseDocumentError (no game, unknown game or kind, a conflict with another document
    of the game) or PositionSyntaxError (a setting's line, with ``did you mean``)."""
    parsed = read(text)
    game_id = _game_id(library, game or parsed.meta.get("game"), filename)
    kind = _kind(kind or parsed.meta.get("kind"))
    title = (title or parsed.meta.get("title") or "").strip()
    if not title:
        first = next((ln.strip("# ").strip() for ln in parsed.body.split("\n") if ln.strip()), "")
        title = first[:80] if first and len(first) <= 80 else f"{engine.SHORT[kind]}s: {game_id}"
    book_id = book_id or parsed.meta.get("id") or f"{game_id}-{kind}-{slug(title)}"
    book_id = slug(book_id)
    if not book_id.startswith(game_id):
        book_id = f"{game_id}-{book_id}"[:80]
    source = engine.Source(book_id, title, kind)
    settings = settings_of(game_id, parsed, source)
    if library is not None:
        others = [d for d in documents(library) if d.game == game_id and d.id != book_id and d.enabled]
        engine.combine(game_id, [(d.source, list(d.settings)) for d in others] + [(source, settings)], strict=True)
    lang = (language or parsed.meta.get("language") or "").strip().lower()
    if not lang:
        try:
            lang = get_game(game_id).language
        except UnknownGameError:
            lang = "en"
    body = parsed.body.strip() or "(no text)"
    if not body.lstrip().startswith("#"):
        body = f"# {title}\n\n{body}"
    md = "\n".join(["---", f"id: {book_id}", f"title: {title}", f"language: {lang}",
                    f"source: {Path(filename).name}", f"game: {game_id}", f"kind: {kind}", "---", "", body, ""])
    return book_id, md, engine.Document(book_id, title, kind, game_id, tuple(settings), True)


# ---- "without house rules" for a whole request (the chat's ?house=none) --------------------------
_BOOK_ONLY: contextvars.ContextVar[bool] = contextvars.ContextVar("referee_book_only", default=False)


@contextmanager
def book_only(on: bool = True) -> Iterator[None]:
    """Within the block, checks give the book's ruling and searches leave the house rules out."""
    tok = _BOOK_ONLY.set(bool(on))
    try:
        yield None
    finally:
        _BOOK_ONLY.reset(tok)


def forced() -> Optional[str]:
    """``"none"`` inside ``book_only()``, else None."""
    return "none" if _BOOK_ONLY.get() else None


# ---- the documents of a library -----------------------------------------------------------------
_cache: dict = {}
_cache_lock = threading.Lock()


def documents(library) -> list[engine.Document]:
    """The library's house-rules documents (read once per published set of books)."""
    books = getattr(library, "books", None) or {}
    key = id(books)
    with _cache_lock:
        hit = _cache.get(key)
        if hit is not None and hit[0] is books:
            return hit[1]
    out = []
    for book in books.values():
        try:
            text = book.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError, AttributeError):
            continue
        if not text.startswith("---"):
            continue
        parsed = read(text[:200_000])
        game = parsed.meta.get("game")
        if not game or not parsed.meta.get("kind"):
            continue
        try:
            kind = _kind(parsed.meta.get("kind"))
            gid = get_game(game).id
        except (HouseDocumentError, UnknownGameError):
            gid = norm(game)
            kind = KIND_ALIASES.get(norm(parsed.meta.get("kind") or ""), "house-rules")
        src = engine.Source(book.id, book.title, kind)
        try:
            settings = settings_of(gid, parsed, src)
        except PositionError:
            settings = []  # a file edited by hand into an error: searched, not applied (refused on add)
        enabled = norm(parsed.meta.get("enabled", "yes")) not in ("no", "false", "off", "0")
        out.append(engine.Document(book.id, book.title, kind, gid, tuple(settings), enabled))
    out.sort(key=lambda d: d.id)
    with _cache_lock:
        if len(_cache) >= 8:  # one entry per library published set of books (a process has one or two)
            _cache.pop(next(iter(_cache)))
        _cache[key] = (books, out)  # the books are kept with it, so their id is never reused meanwhile
    return out


def of_game(library, game_id: str) -> list[engine.Document]:
    return [d for d in documents(library) if d.game == game_id]


def document_of(library, book_id: str) -> Optional[engine.Document]:
    return next((d for d in documents(library) if d.id == book_id), None)


LABELS_ES = {"house-rules": "Regla de la casa (vuestra mesa)", "variant": "Variante (vuestra mesa)",
             "errata": "Fe de erratas (editorial)", "position": "Regla de la casa (esta posición)"}


def label(kind: str, lang: str = "en") -> str:
    if lang == "es":
        return LABELS_ES.get(kind, LABELS_ES["house-rules"])
    return engine.LABELS.get(kind, engine.LABELS["house-rules"])


def set_enabled(library, book_id: str, enabled: bool) -> Path:
    """Enable or disable a document (its ``enabled:`` front-matter line); the file is kept."""
    book = library.books.get(book_id)
    doc = document_of(library, book_id)
    if book is None or doc is None:
        raise HouseDocumentError(f"there is no house-rules document {book_id!r}")
    text = book.path.read_text(encoding="utf-8")
    lines = text.split("\n")
    end = lines.index("---", 1)
    head = [ln for ln in lines[1:end] if not ln.lower().startswith("enabled:")]
    if enabled and doc.settings:
        others = [d for d in of_game(library, doc.game) if d.id != book_id and d.enabled]
        engine.combine(doc.game, [(d.source, list(d.settings)) for d in others] + [(doc.source, list(doc.settings))],
                       strict=True)
    new = "\n".join(["---", *head, f"enabled: {'yes' if enabled else 'no'}", "---", *lines[end + 1:]])
    return library.write_files({book.path.name: new})


def summary(library, game_id: str) -> dict:
    """What the game page shows: the documents of the game and the house rules in force."""
    docs = of_game(library, game_id)
    h = engine.combine(game_id, [(d.source, list(d.settings)) for d in docs if d.enabled])
    return {"documents": [{"id": d.id, "title": d.title, "kind": d.kind, "label": label(d.kind),
                           "enabled": d.enabled,
                           "settings": [_setting_dict(s) for s in d.settings]} for d in docs],
            "in_force": h.to_dict()}


def _setting_dict(s: engine.Setting) -> dict:
    if s.op == "set":
        return {"op": "set", "parameter": s.key, "value": s.value, "text": s.source.text}
    if s.op == "off":
        return {"op": "off", "rule": s.key, "text": s.source.text}
    return {"op": "replace", "rule": s.key, "statement": s.value[0], "text": s.source.text}


def add_document(library, filename: str, data: bytes, *, game: Optional[str] = None, kind: Optional[str] = None,
                 title: Optional[str] = None, book_id: Optional[str] = None, language: Optional[str] = None,
                 replace: bool = False):
    """Check, write and index a house-rules document like any added rulebook; returns
    ``(book, Document, index report)``. Errors: HouseDocumentError, PositionSyntaxError
    (a setting), HouseConflict, or the importer's (a file that is not text, an id taken)."""
    from .importer import ImportError_, add_rulebook, decode
    _, text = decode(filename, data)
    if not text.strip():
        raise ImportError_("The file has no text.")
    library.load()
    doc_id, markdown, doc = prepare(library, filename, text, game=game, kind=kind, title=title,
                                    book_id=book_id, language=language)
    book, report = add_rulebook(library, f"{doc_id}.md", markdown.encode("utf-8"), book_id=doc_id,
                                replace=replace)
    return book, doc, report


def beside(library, book_id: str) -> Optional[dict]:
    """What the viewer shows above a house-rules document: its game and kind, and each rule it
    changes beside the book's own text (a parameter's book value and quote, a rule switched off,
    an erratum's new text next to the original passage, with links into the book)."""
    doc = document_of(library, book_id)
    if doc is None:
        return None
    try:
        game = get_game(doc.game)
    except UnknownGameError:
        game = None
    spec = engine.spec_of(doc.game)
    items = []
    for st in doc.settings:
        item = {"op": st.op, "text": st.source.text, "key": st.key}
        rid = st.key if st.op != "set" else (spec.params[st.key].rules[0] if st.key in spec.params else None)
        rule = None
        if game is not None and rid:
            try:
                rule = game.rule(rid)
            except KeyError:
                rule = None
        if st.op == "set" and st.key in spec.params:
            p = spec.params[st.key]
            item.update(book_value=p.value, value=st.value, quote=p.quote, section=p.section)
        elif rule is not None:
            item.update(quote=rule.citation.quote, section=rule.citation.section, statement=rule.statement)
        if st.op == "replace":
            item["new"] = st.value[0]
        if item.get("quote"):
            item["url"] = library.quote_url(doc.game, item["quote"], item.get("section")) or f"/rulebooks/{doc.game}"
        items.append(item)
    return {"game": doc.game, "kind": doc.kind, "label": label(doc.kind), "enabled": doc.enabled, "items": items}
