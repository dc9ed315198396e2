"""Adding a rulebook: validate the upload, convert it to Markdown, write it
atomically into the rulebooks folder, and index it.

Nothing a user added is ever lost: the file is written to a temporary name and
renamed into place only once it parses, and an existing book is never
overwritten unless asked.
"""
from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path

from .library import Library
from .rulebook import ID_PATTERN, LANGUAGES, MAX_RULEBOOK_BYTES, Rulebook, RulebookError, parse, to_markdown
from .text import slugify

SPANISH_HINTS = {"el", "la", "los", "las", "de", "del", "que", "y", "en", "un", "una", "por", "para", "con", "se", "es"}


class ImportError_(ValueError):
    """A rulebook that cannot be added, with a message for the host."""


def guess_language(text: str) -> str:
    words = re.findall(r"[a-záéíóúñü]+", text.lower()[:20000])
    if not words:
        return "en"
    es = sum(1 for w in words if w in SPANISH_HINTS)
    return "es" if es / len(words) > 0.08 else "en"


def pdf_text(data: bytes) -> str:
    from .pdftext import extract
    return extract(data)


def decode(filename: str, data: bytes) -> tuple[str, str]:
    """Returns (kind, text) for an upload, checking the content, not just the name."""
    suffix = Path(filename).suffix.lower()
    if len(data) > MAX_RULEBOOK_BYTES:
        raise ImportError_(f"The file is larger than {MAX_RULEBOOK_BYTES // (1024 * 1024)} MB.")
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
        raise ImportError_(f"The id {book_id!r} must be lower-case letters, digits and hyphens.")
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
    try:
        book = parse(markdown, Path(f"{book_id}.md"))
    except RulebookError as exc:
        raise ImportError_(f"{filename}: {exc.message}" + (f" (line {exc.line})" if exc.line else "")) from None
    if book.id != book_id and kind == "md" and text.lstrip().startswith("---"):
        book_id = book.id
    return markdown, book


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
    """Validate, write and index a new rulebook; returns (book, index report)."""
    markdown, book = prepare(filename, data, book_id, title, language)
    library.load()
    existing = library.books.get(book.id)
    if existing and not replace:
        raise ImportError_(f"A rulebook with id {book.id!r} already exists ({existing.path.name}); "
                           "choose another id or replace it explicitly.")
    target = write_atomically(library.settings.rulebooks, f"{book.id}.md", markdown)
    if existing and existing.path != target:
        existing.path.unlink(missing_ok=True)
    report = library.refresh(wait=True)
    return library.books.get(book.id, book), report


def remove_rulebook(library: Library, book_id: str) -> None:
    library.load()
    book = library.books.get(book_id)
    if book is None:
        raise ImportError_(f"There is no rulebook {book_id!r}.")
    trash = book.path.parent / ".trash"
    trash.mkdir(exist_ok=True)
    book.path.replace(trash / f"{book.path.stem}-{int(time.time())}{book.path.suffix}")
    library.refresh(wait=True)
