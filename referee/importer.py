"""Adding a rulebook: validate the upload, convert it to Markdown, write it
atomically into the rulebooks folder, and index it.

Nothing a user added is ever lost: the file is written to a temporary name and
renamed into place only once it parses, and an existing book is never
overwritten unless asked.
"""
from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from .language import book_language
from .library import RESERVED_IDS, Library, game_names, name_conflicts
from .rulebook import ID_PATTERN, LANGUAGES, MAX_RULEBOOK_BYTES, Rulebook, RulebookError, parse, to_markdown
from .text import slugify


class ImportError_(ValueError):
    """A rulebook that cannot be added, with a message for the host."""


guess_language = book_language  # a rulebook's language, told as the chat tells a message's (referee/language.py)


def pdf_text(data: bytes) -> str:
    """The PDF's text, read in a child process within pdftext's limits."""
    from .pdftext import PdfError, extract
    try:
        return extract(data)
    except PdfError as exc:
        raise ImportError_(str(exc)) from None


def decode(filename: str, data: bytes) -> tuple[str, str]:
    """Returns (kind, text) for an upload, checking the content, not just the name."""
    suffix = Path(filename).suffix.lower()
    if len(data) > MAX_RULEBOOK_BYTES:
        raise ImportError_(f"{Path(filename).name} is larger than {MAX_RULEBOOK_BYTES // (1024 * 1024)} MB, "
                           "the limit for a rulebook.")
    if data.startswith(b"%PDF-"):
        return "pdf", pdf_text(data)
    if suffix == ".pdf":
        raise ImportError_("The file is named .pdf but is not a PDF.")
    if suffix not in (".txt", ".md", ".markdown", ""):
        raise ImportError_(f"Rulebooks must be .txt, .md or .pdf files, not {suffix}.")
    if b"\x00" in data[:4096]:
        raise ImportError_("The file is binary, not text.")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ImportError_(f"The file is not UTF-8 text (first bad byte on line {line}).") from None
    return ("md" if suffix in (".md", ".markdown") else "txt"), text


def prepare(filename: str, data: bytes, book_id: str | None = None, title: str | None = None,
            language: str | None = None) -> tuple[str, Rulebook]:
    """Convert an upload into rulebook Markdown and parse it (nothing written)."""
    kind, text = decode(filename, data)
    if not text.strip():
        raise ImportError_("The file has no text." + (" It may be a scanned PDF (images only): "
                                                       "run it through OCR first." if kind == "pdf" else ""))
    book_id = book_id or slugify(Path(filename).stem)
    if not ID_PATTERN.match(book_id or ""):
        raise ImportError_(f"The id {book_id!r} must be lower-case letters, digits and hyphens "
                           "(choose one with --id).")
    _check_id(book_id)
    if language and language not in LANGUAGES:
        raise ImportError_(f"Language must be one of: {', '.join(LANGUAGES)}.")
    if kind == "md" and text.lstrip().startswith("---"):
        markdown = text
    elif kind == "md":
        first = next((l.lstrip("# ").strip() for l in text.splitlines() if l.strip()), book_id)
        markdown = (f"---\nid: {book_id}\ntitle: {title or first}\nlanguage: {language or guess_language(text)}\n"
                    f"source: {filename}\n---\n\n{text}")
    else:
        markdown = to_markdown(text, book_id, title, language or guess_language(text), [], filename)
    size = len(markdown.encode("utf-8"))
    if size > MAX_RULEBOOK_BYTES:  # the front matter and Markdown marks count too
        raise ImportError_(f"{Path(filename).name} becomes {size / (1024 * 1024):.1f} MB as a rulebook file, "
                           f"over the {MAX_RULEBOOK_BYTES // (1024 * 1024)} MB limit: split it into smaller books.")
    try:
        book = parse(markdown, Path(f"{book_id}.md"))
    except RulebookError as exc:
        raise ImportError_(f"{Path(filename).name}: {exc.message}" + (f" (line {exc.line})" if exc.line else "")) from None
    _check_id(book.id)
    return markdown, book


def _check_id(book_id: str) -> None:
    if book_id in RESERVED_IDS:
        raise ImportError_(f"The id {book_id!r} is reserved by Referee's own pages; choose another id (--id).")


STALE_UPLOAD_SECONDS = 3600


def _sweep_stale_uploads(folder: Path) -> None:
    """Temporary files left by an upload that was killed midway (never a user's book)."""
    now = time.time()
    for tmp in folder.glob(".upload-*.tmp"):
        try:
            if now - tmp.stat().st_mtime > STALE_UPLOAD_SECONDS:
                tmp.unlink()
        except OSError:
            pass


def write_atomically(folder: Path, name: str, content: str) -> Path:
    """Write to a temporary name in the same folder, fsync, then rename into place."""
    folder.mkdir(parents=True, exist_ok=True)
    _sweep_stale_uploads(folder)
    fd, tmp = tempfile.mkstemp(prefix=".upload-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(content)
            fh.flush()
            os.fsync(fh.fileno())
        target = folder / name
        os.replace(tmp, target)
        dir_fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
        return target
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def add_rulebook(library: Library, filename: str, data: bytes, *, book_id: str | None = None,
                 title: str | None = None, language: str | None = None, replace: bool = False):
    """Validate, write and index a new rulebook; returns (book, index report).

    Success means the book is loaded and searchable: a book that shadows another book's
    or game's names is refused before anything is written, and one the library then
    does not load is taken back out (the book it replaced is put back).
    """
    markdown, book = prepare(filename, data, book_id, title, language)
    library.load()
    existing = library.books.get(book.id)
    if existing and not replace:
        raise ImportError_(f"A rulebook with id {book.id!r} already exists ({existing.path.name}); "
                           "choose another id (--id), or replace it (--replace).")
    conflicts = name_conflicts(book, library.books, game_names())
    if conflicts:
        raise ImportError_(f"{book.title!r} cannot be added: " + "; ".join(conflicts)
                           + ". Choose another id (--id) or title (--title), or remove the alias.")
    folder = library.settings.rulebooks
    target = folder / f"{book.id}.md"
    saved = {p: p.read_bytes() for p in {target, existing.path if existing else target} if p.exists()}
    if library.store is None:
        target = write_atomically(folder, target.name, markdown)
        if existing and existing.path != target:
            existing.path.unlink(missing_ok=True)  # e.g. house.txt replaced by house.md
    else:  # PostgreSQL: the file and its index in one transaction (whole or absent)
        try:
            target = library.write_files({target.name: markdown},
                                         [existing.path] if existing and existing.path != target else [],
                                         new=existing is None)
        except FileExistsError:
            raise ImportError_(f"A rulebook with id {book.id!r} already exists; choose another id (--id), "
                               "or replace it (--replace).") from None
        except ValueError as exc:
            raise ImportError_(f"{book.title!r} cannot be added: {exc}.") from None
    report = library.refresh(wait=True)
    loaded = library.books.get(book.id)
    if loaded is None or loaded.path != target:
        problems = [m for m, e in zip(library.error_messages, library.errors)
                    if Path(getattr(e, "path", "") or "").name == target.name] or ["it was not loaded"]
        if library.store is None:
            target.unlink(missing_ok=True)
            for path, content in saved.items():  # put back what it replaced
                write_atomically(path.parent, path.name, content.decode("utf-8"))
        else:
            library.write_files({p.name: c.decode("utf-8") for p, c in saved.items()},
                                [] if target in saved else [target])
        library.refresh(wait=True)
        raise ImportError_(f"{book.title!r} could not be added: " + "; ".join(problems))
    return loaded, report


def remove_rulebook(library: Library, book_id: str) -> None:
    library.load()
    book = library.books.get(book_id)
    if book is None:
        raise ImportError_(f"There is no rulebook {book_id!r}.")
    library.trash_file(book.path)
    library.refresh(wait=True)
