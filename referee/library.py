"""The library: every rulebook in the rulebooks folder, its glossary and the index.

This is the one object the CLI and the web layer talk to for books and search.
It reloads itself when files in the rulebooks folder change, so a book dropped
into the folder (or added with `referee add`) is searchable at once.
"""
from __future__ import annotations

import logging
import os
import shutil
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from urllib.parse import quote_plus

from . import autoglossary, house
from . import glossary as gl
from .rulebook import Passage, Rulebook, RulebookError, load, rulebook_files
from .search import MAX_LIMIT, MAX_QUERY_CHARS, QueryError, Results, SearchIndex, GAME_FILTER
from .search.documents import translating_together
from .text import slugify

ROOT = Path(__file__).resolve().parent.parent
log = logging.getLogger("referee")
# Called with the library each time a new set of books and index is published.
AFTER_PUBLISH: list = []

# Ids a rulebook may not take: the words of Referee's own URLs (/rulebooks/add,
# /api/..., /static/...) and file names the folder loader skips (readme.md).
RESERVED_IDS = frozenset({
    "add", "api", "static", "readme", "games", "game", "rulebooks", "rulebook", "search", "check",
    "chat", "ask", "join", "qr", "qr-svg", "favicon", "favicon-ico", "manifest",
    "manifest-webmanifest", "openapi", "index", "staging", "trash", "upload", "delete", "confirm",
})


def game_names() -> dict[str, str]:
    """Every rules model's id, title and aliases (slugified) -> its game id."""
    from .rules import all_games

    names: dict[str, str] = {}
    for g in all_games():
        for n in (g.id, g.title, *g.aliases):
            if n:
                names.setdefault(slugify(n), g.id)
    return names


def name_conflicts(book: Rulebook, books: dict[str, Rulebook], games: dict[str, str]) -> list[str]:
    """Why ``book``'s id, title or aliases would shadow another book or game (empty: none).

    Exact ids win: an alias or title equal to another book's id or name, or to another
    game's id, title or alias, is a conflict; so is an id equal to another book's title
    or alias, or another game's title or alias.
    """
    out = []
    others = {}
    for other in books.values():
        if other.id == book.id:
            continue
        for n in other.names():
            if n:
                others.setdefault(slugify(n), other)
    if book.id in others:
        out.append(f"its id {book.id!r} is already a name of {others[book.id].title!r} ({others[book.id].id})")
    if games.get(book.id, book.id) != book.id:
        out.append(f"its id {book.id!r} is already a name of the game {games[book.id]!r}")
    for kind, n in [("title", book.title)] + [("alias", a) for a in book.aliases]:
        key = slugify(n or "")
        if not key or key == book.id:
            continue
        if key in others:
            out.append(f"its {kind} {n!r} is already a name of {others[key].title!r} ({others[key].id})")
        elif games.get(key, book.id) != book.id:
            out.append(f"its {kind} {n!r} is already a name of the game {games[key]!r}")
    return out


class LibraryUnavailable(RuntimeError):
    """The shared library (the PostgreSQL database) cannot be reached just now; the web app
    answers 503 with Retry-After, and the next request tries again."""

    def __init__(self, message: str, retry_after: int = 5):
        super().__init__(message)
        self.retry_after = retry_after


@dataclass
class Settings:
    rulebooks: Path = field(default_factory=lambda: Path(os.environ.get("REFEREE_RULEBOOKS", ROOT / "rulebooks")))
    index: Path = field(default_factory=lambda: Path(os.environ.get("REFEREE_INDEX", ROOT / "index")))
    # A PostgreSQL URL: the library and its index live in that database, shared by every
    # app server given the same URL (referee/search/postgres_backend.py). None: Whoosh on disk.
    database: str | None = field(default_factory=lambda: os.environ.get("REFEREE_DATABASE_URL") or None)


HOUSE_FIRST_SHARE = 0.25  # a house-rules passage scoring at least this share of the best hit leads the results


def house_first(hits: list, table: set) -> list:
    """The table's own passages (house rules, errata, variants of the game named) first, when
    they address the question (score within HOUSE_FIRST_SHARE of the best), then the book's."""
    if not hits:
        return hits
    top = max(h.score for h in hits) or 1.0
    lead = [h for h in hits if h.passage.book in table and h.score >= HOUSE_FIRST_SHARE * top]
    return lead + [h for h in hits if h not in lead] if lead else hits


class Library:
    RECHECK_SECONDS = 2.0

    def __init__(self, settings: Settings | None = None):
        self.settings = settings or Settings()
        self.store = None  # the PostgreSQL index when the library lives in a database
        if self.settings.database:
            from .search.postgres_backend import open_index
            self.store = open_index(self.settings.database, self.settings.index)
            self.source = self.settings.rulebooks  # what `import_folder` loads by default
            # the Library parses this host's copy of the database's files (kept by sync_folder)
            self.settings = replace(self.settings, rulebooks=self.store.mirror)
            self.index = self.store
        else:
            self.index = SearchIndex(self.settings.index)
        self.books: dict[str, Rulebook] = {}
        self.glossaries: dict[str, gl.Glossary] = {}
        self.errors: list[Exception] = []
        self.names: dict[str, str] = {}  # slugified title/alias -> book id (ids are looked up first)
        self._signature: tuple = ()
        self._checked = 0.0
        self._lock = threading.RLock()
        self._refreshing = threading.RLock()  # one refresh at a time in this process
        self._background = False

    # -- loading -------------------------------------------------------------------
    def _folder_signature(self) -> tuple:
        if self.store is not None:  # the database's generation, read every RECHECK_SECONDS at most
            try:
                return ("postgres", self.store.database_generation())
            except LibraryUnavailable:
                return self._signature  # unreachable: keep serving what was loaded
        folder = self.settings.rulebooks
        try:
            return tuple(sorted((p.name, p.stat().st_mtime_ns, p.stat().st_size)
                                for p in folder.iterdir() if p.is_file()))
        except OSError:
            return ()

    def load(self) -> list[Exception]:
        """Read every rulebook file; a broken file is reported and the others still load."""
        books, errors, glossaries, signature, names = self._read_folder()
        with self._lock:
            self.books, self.errors, self.glossaries = books, errors, glossaries
            self.names = names
            self._signature = signature
            self._checked = time.monotonic()
        return errors

    def _read_folder(self) -> tuple:
        """Parse every rulebook file and glossary in the folder (no shared state touched);
        also returns the titles and aliases that name each book."""
        books: dict[str, Rulebook] = {}
        errors: list[Exception] = []
        glossaries: dict[str, gl.Glossary] = {}
        signature = self._folder_signature()
        if self.store is not None:
            self.store.sync_folder(self.settings.rulebooks)
        for path in rulebook_files(self.settings.rulebooks):
            try:
                book = load(path)
            except RulebookError as exc:
                errors.append(exc)
                continue
            if book.id in RESERVED_IDS:
                errors.append(RulebookError(path, None, f"the id {book.id!r} is reserved by Referee's own pages; "
                                                        "give the book another id"))
                continue
            if book.id in books:
                errors.append(RulebookError(path, None, f"id {book.id!r} is already used by {books[book.id].path.name}"))
                continue
            books[book.id] = book
            gpath = gl.glossary_path(path, book.id)
            if gpath.exists():
                try:
                    glossaries[book.id] = gl.load(gpath, book.id)
                except gl.GlossaryError as exc:
                    errors.append(exc)
            else:  # no glossary of the user's own: the one built from the book (referee.autoglossary)
                glossaries[book.id] = autoglossary.build(book)
        names, shadow_errors = self._names_of(books)
        errors += shadow_errors
        return books, errors, glossaries, signature, names

    def _names_of(self, books: dict[str, Rulebook]) -> tuple[dict[str, str], list[Exception]]:
        """Title and alias -> book id, oldest file first; a name that would shadow another
        book's or game's id or name is left out and reported (the book still loads)."""
        try:
            games = game_names()
        except Exception:  # the rules models must never stop the books from loading
            log.exception("rules models could not be listed")
            games = {}

        def age(book: Rulebook):
            try:
                return (book.path.stat().st_mtime_ns, book.path.name)
            except OSError:
                return (0, book.path.name)
        names: dict[str, str] = {}
        errors: list[Exception] = []
        for book in sorted(books.values(), key=age):
            for kind, n in [("title", book.title)] + [("alias", a) for a in book.aliases]:
                key = slugify(n or "")
                if not key or key == book.id:
                    continue
                owner = key if key in books else names.get(key) or (
                    games[key] if games.get(key, book.id) != book.id else None)
                if owner and owner != book.id:
                    errors.append(RulebookError(book.path, None, f"its {kind} {n!r} is already a name of "
                                                                 f"{owner!r}; the {kind} is ignored"))
                    continue
                names[key] = book.id
        return names, errors

    def refresh(self, wait: bool = True) -> dict:
        """Reload the books and bring the index up to date (incrementally).

        The new books are published only once the index holds them, so readers
        always see books and index from the same moment.
        """
        with self._refreshing:
            books, errors, glossaries, signature, names = self._read_folder()
            with translating_together(books.values()):  # new books nobody curated: one Apertium run per batch
                report = self.index.update(books, wait=wait)
                self.index.warm(books)
            with self._lock:
                self.books, self.errors, self.glossaries = books, errors, glossaries
                self.names = names
                self._signature = signature
                self._checked = time.monotonic()
            for hook in AFTER_PUBLISH:  # e.g. the chat's index: built now, not on a player's question
                try:
                    hook(self)
                except Exception:  # a hook must never stop the books being served
                    log.exception("after-publish hook failed")
            report["errors"] = [str(e) for e in errors]
            return report

    def ensure_fresh(self) -> None:
        """Cheap check, at most every few seconds: when the folder changed, re-index
        in the background while requests keep being answered from the current index."""
        self.meaning_state()  # vectors the background encoder finished (looked for every second): meaning turns on
        now = time.monotonic()
        if now - self._checked < self.RECHECK_SECONDS:
            return
        self._checked = now
        if self._folder_signature() == self._signature and self.index.current_generation():
            return
        with self._lock:
            if self._background:
                return  # a re-index is already running
            self._background = True

        def work():
            try:
                self.refresh(wait=False)
            except RuntimeError:
                pass  # another process is indexing; it will publish the new index
            except Exception:  # keep serving; the next check tries again
                log.exception("background re-index failed")
            finally:
                self._background = False
        threading.Thread(target=work, name="referee-reindex", daemon=True).start()

    def meaning_state(self) -> dict:
        """Search by meaning in this process: "off", "building" (the passage vectors are being
        computed in the background; search is lexical meanwhile) or "ready", with the books
        and passages that have their vectors (referee.vectors)."""
        from . import vectors
        return vectors.state(self)

    # -- writing files (uploads, removals, imports) ------------------------------------
    def write_files(self, put: dict[str, str], remove: list[Path] = (), *, new: bool = False) -> Path | None:
        """Write rulebook files (and take others out): into the rulebooks folder, or into the
        database in one transaction that also indexes them (whole or not at all). With `new`,
        a file that already exists is refused (FileExistsError). Returns the first file's path."""
        from .importer import write_atomically
        if self.store is not None:
            self.store.publish_files({n: c.encode("utf-8") for n, c in put.items()},
                                     [Path(p).name for p in remove], absent=list(put) if new else [],
                                     strict=new)
            self.store.sync_folder(self.settings.rulebooks)
            return self.settings.rulebooks / next(iter(put)) if put else None
        first = None
        for name, content in put.items():
            target = write_atomically(self.settings.rulebooks, name, content)
            first = first or target
        for path in remove:
            Path(path).unlink(missing_ok=True)
        return first

    def trash_file(self, path: Path) -> None:
        """Take a rulebook out of the library, keeping a copy (the folder's .trash, or the
        database's removed_files)."""
        if self.store is not None:
            self.store.publish_files({}, [path.name])
            self.store.sync_folder(self.settings.rulebooks)
            return
        trash = path.parent / ".trash"
        trash.mkdir(exist_ok=True)
        path.replace(trash / f"{path.stem}-{int(time.time())}{path.suffix}")

    def import_folder(self, folder: Path | None = None, only_if_empty: bool = False) -> dict:
        """Load a folder of rulebooks (and glossaries) into the library: into the database
        (the source folder given at start, else the shipped books), or copied into the rulebooks
        folder. Books already there with the same file name are replaced; no book is removed."""
        from .search.postgres_backend import library_files
        folder = Path(folder) if folder else getattr(self, "source", None) or ROOT / "rulebooks"
        files = library_files(folder)
        if self.store is not None:
            report = self.store.publish_files({n: p.read_bytes() for n, p in files.items()}, origin="import",
                                              modified={n: p.stat().st_mtime for n, p in files.items()},
                                              only_if_empty=only_if_empty)
            return report | {"files": sorted(files)}
        self.settings.rulebooks.mkdir(parents=True, exist_ok=True)
        for name, path in files.items():
            if path.resolve() != (self.settings.rulebooks / name).resolve():
                shutil.copy2(path, self.settings.rulebooks / name)
        return {"files": sorted(files)}

    def export_folder(self, folder: Path) -> list[str]:
        """Write the library's files into a folder, from either backend (`referee export`)."""
        from .search.postgres_backend import library_files
        folder = Path(folder)
        if self.store is not None:
            return self.store.export_files(folder)
        folder.mkdir(parents=True, exist_ok=True)
        files = library_files(self.settings.rulebooks)
        for name, path in files.items():
            shutil.copy2(path, folder / name)
        return sorted(files)

    # -- lookups -------------------------------------------------------------------
    def resolve_fresh(self, name: str | None) -> Rulebook | None:
        """`resolve`, and when nothing answers to the name while the folder changed since this
        process last read it, once more after reading it: another worker (or `referee add`)
        may have just added the book, and its page must not be a 404 until the next check."""
        book = self.resolve(name)
        if book is None and self._folder_signature() != self._signature:
            try:
                self.refresh()
            except RuntimeError:  # another process is indexing: the next check publishes it
                return None
            book = self.resolve(name)
        return book

    def resolve(self, name: str | None) -> Rulebook | None:
        """A book by id, title or alias, forgiving about case, spaces and dashes."""
        if not name:
            return None
        key = slugify(name)
        books = self.books
        if key in books:  # an exact id always wins
            return books[key]
        owner = self.names.get(key)
        return books.get(owner) if owner else None

    @property
    def error_messages(self) -> list[str]:
        """The load errors as a public page shows them: file names, never absolute paths."""
        out = []
        for e in self.errors:
            path = getattr(e, "path", None)
            if isinstance(e, RulebookError):
                where = Path(e.path).name + (f":{e.line}" if e.line else "")
                out.append(f"{where}: {e.message}")
            elif path:
                out.append(str(e).replace(str(path), Path(path).name))
            else:
                out.append(str(e).replace(str(self.settings.rulebooks.resolve()) + os.sep, "")
                           .replace(str(self.settings.rulebooks) + os.sep, ""))
        return out

    def url(self, passage: Passage, terms: list[str] | None = None) -> str:
        """Viewer link that opens the book at the passage with the words highlighted."""
        hl = f"&hl={quote_plus(' '.join(terms))}" if terms else ""
        return f"/rulebooks/{passage.book}?at={passage.anchor}{hl}#{passage.anchor}"

    def locate_quote(self, game: str, quote: str, section: str | None = None) -> Passage | None:
        book = self.books.get(game)
        return book.find_quote(quote, section) if book else None

    def quote_url(self, game: str, quote: str, section: str | None = None) -> str | None:
        p = self.locate_quote(game, quote, section)
        if p is None:
            return None
        return f"/rulebooks/{game}?at={p.anchor}&quote={quote_plus(quote)}#{p.anchor}"

    # -- search --------------------------------------------------------------------
    def search(self, query: str, game: str | None = None, limit: int = 10) -> Results:
        """Validate and run a query; `game:ID` inside the query also filters."""
        if query is None or not query.strip():
            raise QueryError("empty-query", "Type some words to search for.")
        if len(query) > MAX_QUERY_CHARS:
            raise QueryError("query-too-long", f"The query is {len(query)} characters long; the limit is {MAX_QUERY_CHARS}.")
        if not isinstance(limit, int) or limit < 1 or limit > MAX_LIMIT:
            raise QueryError("bad-limit", f"limit must be a whole number from 1 to {MAX_LIMIT}.")
        self.ensure_fresh()
        names = [m.strip('"') for m in GAME_FILTER.findall(query)]
        text = GAME_FILTER.sub(" ", query).strip()
        if game:
            names.append(game)
        chosen: list[str] = []
        for name in names:
            book = self.resolve(name)
            if book is None:
                known = ", ".join(sorted(self.books))
                raise QueryError("unknown-game", f"There is no rulebook called {name!r}. Known games: {known}.")
            chosen.append(book.id)
        if not text:
            raise QueryError("empty-query", "Type some words to search for, not only a game filter.")
        glossaries = [self.glossaries[g] for g in (chosen or self.glossaries) if g in self.glossaries]
        # a game named (given, or in the question's words) brings its house rules, errata and
        # variants with it (referee/house.py); where they address the question they lead
        docs = [] if house.forced() else house.documents(self)
        scope, mentioned = chosen, []
        if docs and not chosen:
            from .mentions import mentions_for
            named, _rest = mentions_for(self.books).scope(text)
            mentioned = scope = [g for g in named if g in self.books]
        table = [d.id for d in docs if d.game in scope and d.id not in scope and d.id in self.books]
        results = self.index.search(text, games=(scope + table) or None, limit=limit,
                                    glossaries=glossaries, books=self.books)
        if table:
            results.hits = house_first(results.hits, set(table))
            if mentioned and len(mentioned) == 1:
                results.game = mentioned[0]
        results.query = query
        if len(chosen) == 1:  # else keep the game the question itself named, if any
            results.game = chosen[0]
        elif chosen:
            results.game = None
        return results

    def result_dict(self, results: Results) -> dict:
        """The JSON shape of /api/search (see API.md); a hit in a house-rules, errata or variant
        document says so in ``house`` (its kind, label and game)."""
        docs = {d.id: d for d in house.documents(self)}
        out = {
            "query": results.query,
            "game": results.game,
            "suggestion": results.suggestion,
            "results": [{
                "game": h.passage.book,
                "rulebook": self.books[h.passage.book].title,
                "section": h.passage.section,
                "path": list(h.passage.path),
                "url": self.url(h.passage, h.terms),
                "anchor": h.passage.anchor,
                "snippet": h.snippet,
                "text": h.passage.text,
                "score": h.score,
            } for h in results.hits],
        }
        for r in out["results"]:
            d = docs.get(r["game"])
            if d is not None:
                r["house"] = {"kind": d.kind, "label": house.label(d.kind), "game": d.game, "enabled": d.enabled}
        return out

    def game_summaries(self, rules_count=lambda gid: 0) -> list[dict]:
        """The games (a house-rules, errata or variant document is part of its game, listed on
        the game's page, not as a game of its own)."""
        table = {d.id for d in house.documents(self)}
        return [{"id": b.id, "title": b.title, "language": b.language, "aliases": b.aliases,
                 "sections": sum(1 for h in b.headings if h.level > 1), "rules": rules_count(b.id)}
                for b in sorted(self.books.values(), key=lambda b: b.title.lower()) if b.id not in table]

