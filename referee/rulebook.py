"""Rulebooks: one Markdown file per game, with a front-matter block.

A rulebook is read into headings and passages (paragraphs, list items, table
rows), each with a stable anchor, so that search hits, rule citations and the
viewer all point at the same paragraph. Plain-text files are converted on the
fly by `referee.plaintext`.
"""
from __future__ import annotations

import hashlib
import re
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from . import plaintext
from .text import fold, slugify, squash

LANGUAGES = {"en": "English", "es": "Español"}
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
RULEBOOK_SUFFIXES = (".md", ".txt")
MAX_RULEBOOK_BYTES = 5 * 1024 * 1024
_QUOTE_MEMO = 4096  # remembered quote lookups per book...
_QUOTE_MEMO_CHARS = 400  # ... of quotes this long at most (rules quote one line): bounded in bytes too

_HEADING = re.compile(r"^(#{1,6})\s+(\S.*)$")  # closing #s are stripped by _heading_text
_LIST_ITEM = re.compile(r"^(\s*)([-*+]|\d+\.)\s+(.*)$")
_TABLE_SEP = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


class RulebookError(ValueError):
    """A rulebook file that cannot be read; names the file and the line."""

    def __init__(self, path: Path | str, line: int | None, message: str):
        self.path, self.line, self.message = str(path), line, message
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class Heading:
    text: str
    level: int
    anchor: str
    line: int


@dataclass(frozen=True)
class Passage:
    """One citable unit of a rulebook: a paragraph, a list item or a table row."""

    book: str
    anchor: str
    section: str  # the heading it stands under, verbatim
    path: tuple[str, ...]  # headings from the top level down (book title excluded)
    kind: str  # paragraph | list | table
    text: str  # plain text, verbatim
    markdown: str  # its source, for the viewer
    line: int


@dataclass
class Rulebook:
    id: str
    title: str
    language: str
    aliases: list[str]
    source: str
    path: Path
    digest: str
    headings: list[Heading] = field(default_factory=list)
    passages: list[Passage] = field(default_factory=list)
    blocks: list[Heading | list[Passage]] = field(default_factory=list)  # reading order
    omitted: list[str] = field(default_factory=list)

    @property
    def plain_text(self) -> str:
        return "\n".join([h.text for h in self.headings] + [p.text for p in self.passages])

    def passage(self, anchor: str) -> Passage | None:
        return self._by_anchor.get(anchor)

    def heading(self, anchor: str) -> Heading | None:
        return next((h for h in self.headings if h.anchor == anchor), None)

    # A book object is never edited after parsing (a changed file is parsed into a
    # new one), so these lookups are built once per book version, not per request.
    @cached_property
    def _by_anchor(self) -> dict[str, Passage]:
        return {p.anchor: p for p in self.passages}

    @cached_property
    def _folded(self) -> tuple[str, list[int]]:
        """Every passage folded, joined by NULs, and where each one starts: one C-speed
        `str.find` replaces folding the whole book on every lookup."""
        starts, parts, at = [], [], 0
        for p in self.passages:
            text = fold(p.text)
            starts.append(at)
            parts.append(text)
            at += len(text) + 1
        return "\x00".join(parts), starts

    @cached_property
    def _quotes(self) -> dict[tuple[str, str | None], Passage | None]:
        return {}

    def find_quote(self, quote: str, section: str | None = None) -> Passage | None:
        """The passage that contains a quote (white space and case folded); the first
        such passage in `section` when there is one, else the first in the book."""
        key = (quote, section)
        memo = self._quotes
        if key in memo:
            return memo[key]
        found = self._find_quote(quote, section)
        if len(quote) + len(section or "") > _QUOTE_MEMO_CHARS:
            return found  # a quote from a link, longer than any rule's: not remembered
        if len(memo) >= _QUOTE_MEMO:
            memo.clear()  # quotes come from rules models and links: a small, stable set
        memo[key] = found
        return found

    def _find_quote(self, quote: str, section: str | None) -> Passage | None:
        want = fold(quote)
        if not want or "\x00" in want:
            return None
        text, starts = self._folded
        first = None
        at = text.find(want)
        while at != -1:
            p = self.passages[bisect_right(starts, at) - 1]
            if not section or p.section == section:
                return p
            first = first or p
            at = text.find(want, at + 1)
        return first

    def names(self) -> list[str]:
        return [self.id, self.title, *self.aliases]


def file_digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:16]


def parse_front_matter(lines: list[str], path: Path) -> tuple[dict[str, str], int]:
    """`---` / key: value lines / `---` at the top; returns the fields and the body's first line index."""
    if not lines or lines[0].strip() != "---":
        return {}, 0
    meta: dict[str, str] = {}
    for i in range(1, len(lines)):
        line = lines[i]
        if line.strip() == "---":
            return meta, i + 1
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, value = line.partition(":")
        if not sep or not re.fullmatch(r"[A-Za-z_][\w-]*", key.strip()):
            raise RulebookError(path, i + 1, f"front matter line must be 'key: value', got {line.strip()!r}")
        meta[key.strip().lower()] = value.strip()
    raise RulebookError(path, 1, "front matter opened with '---' is never closed")


def _split_list(value: str) -> list[str]:
    value = value.strip().strip("[]")
    return [v.strip().strip("'\"") for v in value.split(",") if v.strip().strip("'\"")]


def _cells(row: str) -> list[str]:
    row = row.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|"):
        row = row[:-1]
    return [c.strip() for c in row.split("|")]


def _unmark(item: str) -> str:
    m = _LIST_ITEM.match(item)
    return m.group(3) if m else item.strip()


def parse(text: str, path: Path, book_id: str | None = None) -> Rulebook:
    """Read rulebook text (Markdown with optional front matter, or plain text by suffix)."""
    path = Path(path)
    raw = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\x00" in raw:
        raise RulebookError(path, None, "this is a binary file, not a text rulebook")
    digest = file_digest(text.encode("utf-8"))
    lines = raw.split("\n")
    meta, start = parse_front_matter(lines, path)
    omitted: list[str] = []
    if path.suffix.lower() == ".txt" and not meta:
        conv = plaintext.convert(raw)
        lines, start, omitted = conv.markdown.split("\n"), 0, conv.omitted
        line_map = None  # converted text: line numbers refer to the conversion
    else:
        line_map = True
    book = Rulebook(
        id=meta.get("id") or book_id or slugify(path.stem),
        title=meta.get("title", ""),
        language=(meta.get("language") or "en").lower(),
        aliases=_split_list(meta.get("aliases", "")),
        source=meta.get("source", path.name),
        path=path,
        digest=digest,
        omitted=omitted or _split_list(meta.get("omitted", "")),
    )
    if not ID_PATTERN.match(book.id):
        raise RulebookError(path, 2 if meta else None,
                            f"rulebook id {book.id!r} must be lower-case letters, digits and hyphens")
    if book.language not in LANGUAGES:
        raise RulebookError(path, None, f"language {book.language!r} is not supported (use one of: {', '.join(LANGUAGES)})")
    _read_body(book, lines, start, with_lines=bool(line_map))
    if not book.passages:
        raise RulebookError(path, None, "the rulebook has no text")
    if not book.title:
        book.title = book.headings[0].text if book.headings else book.id
    return book


def _heading_text(raw: str) -> str:
    """A heading's text without an optional closing run of #s (``## Setup ##``), in linear time."""
    text = raw.rstrip()
    bare = text.rstrip("#")
    if bare != text and (not bare or bare[-1].isspace()):
        text = bare.rstrip()
    return text or raw.strip()


def _next_nonblank(lines: list[str], start: int) -> list[int]:
    """For each line index, the index of the next non-blank line after it (len(lines) if none):
    one backward pass, so blank lines inside a list cost nothing extra."""
    nxt = [len(lines)] * (len(lines) + 1)
    following = len(lines)
    for i in range(len(lines) - 1, start - 1, -1):
        nxt[i] = following
        if lines[i].strip():
            following = i
    return nxt


def _read_body(book: Rulebook, lines: list[str], start: int, with_lines: bool) -> None:
    """Headings and passages in one pass over the lines (linear in the book's size)."""
    used_anchors: set[str] = set()
    next_suffix: dict[str, int] = {}  # slug -> next number to try, so repeated headings stay linear
    stack: list[Heading] = []
    counters: dict[str, int] = {}
    block: list[tuple[int, str]] = []
    following = _next_nonblank(lines, start)

    def anchor_for(text: str) -> str:
        base = slugify(text)
        anchor, n = base, next_suffix.get(base, 2)
        if anchor in used_anchors:
            anchor = f"{base}-{n}"
            while anchor in used_anchors:
                n += 1
                anchor = f"{base}-{n}"
            next_suffix[base] = n + 1
        used_anchors.add(anchor)
        return anchor

    def current() -> tuple[str, tuple[str, ...], str]:
        if not stack:
            return book.title or book.id, (), "top"
        path = tuple(h.text for h in stack if h.level > 1)
        return stack[-1].text, path, stack[-1].anchor

    def emit(kind: str, text: str, md: str, line: int, group: list[Passage]) -> None:
        section, path, sect_anchor = current()
        counters[sect_anchor] = counters.get(sect_anchor, 0) + 1
        p = Passage(book.id, f"{sect_anchor}-p{counters[sect_anchor]}", section, path, kind,
                    text, md, line if with_lines else 0)
        book.passages.append(p)
        group.append(p)

    def flush() -> None:
        if not block:
            return
        group: list[Passage] = []
        first = block[0][1]
        if first.lstrip().startswith("|"):
            rows = [(n, l) for n, l in block if not _TABLE_SEP.match(l.strip())]
            for n, l in rows:
                emit("table", " | ".join(_cells(l)), l, n, group)
        elif _LIST_ITEM.match(first) and not first.startswith("    "):
            item: list[tuple[int, str]] = []
            for n, l in block + [(0, None)]:
                top = l is None or (_LIST_ITEM.match(l) and not l[:1].isspace())
                if top and item:
                    while item and not item[-1][1]:
                        item.pop()
                    text = "\n".join(_unmark(x) for _, x in item if x.strip())
                    emit("list", text, "\n".join(x for _, x in item), item[0][0], group)
                    item = []
                if l is not None:
                    item.append((n, l))
        else:
            text = " ".join(l.strip() for _, l in block)
            emit("paragraph", text, "\n".join(l for _, l in block), block[0][0], group)
        if group:
            book.blocks.append(group)
        block.clear()

    in_list = False
    for idx in range(start, len(lines)):
        line = lines[idx].rstrip()
        number = idx + 1
        m = _HEADING.match(line)
        if m:
            flush()
            in_list = False
            level, text = len(m.group(1)), _heading_text(m.group(2))
            if level == 1 and not book.title:
                book.title = text
            while stack and stack[-1].level >= level:
                stack.pop()
            h = Heading(text, level, anchor_for(text), number if with_lines else 0)
            stack.append(h)
            book.headings.append(h)
            book.blocks.append(h)
            continue
        if line.strip() in ("---", "***", "___"):
            flush()
            in_list = False
            continue
        if not line.strip():
            # a blank line inside a list is kept when the list goes on below it
            if in_list:
                j = following[idx]
                nxt = lines[j] if j < len(lines) else ""
                if nxt[:1].isspace() or (_LIST_ITEM.match(nxt) and block and _LIST_ITEM.match(block[0][1])):
                    block.append((number, ""))
                    continue
            flush()
            in_list = False
            continue
        if not block:
            in_list = bool(_LIST_ITEM.match(line))
        elif line.lstrip().startswith("|") != block[0][1].lstrip().startswith("|"):
            flush()
            in_list = bool(_LIST_ITEM.match(line))
        block.append((number, line))
    flush()


def load(path: Path) -> Rulebook:
    """Read one rulebook file from disk, with clear errors for unreadable files."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise RulebookError(path, None, f"cannot read the file: {exc.strerror or exc}") from None
    if len(data) > MAX_RULEBOOK_BYTES:
        raise RulebookError(path, None, f"the file is larger than {MAX_RULEBOOK_BYTES // (1024 * 1024)} MB")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise RulebookError(path, line, "the file is not valid UTF-8 text") from None
    return parse(text, path)


def rulebook_files(folder: Path) -> list[Path]:
    """Rulebook files in a folder: .md and .txt, skipping hidden and temporary files."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir()
                  if p.is_file() and p.suffix.lower() in RULEBOOK_SUFFIXES
                  and not p.name.startswith((".", "~")) and p.name.lower() != "readme.md")


def to_markdown(text: str, book_id: str, title: str | None = None, language: str = "en",
                aliases: list[str] | None = None, source: str = "", omitted: list[str] | None = None) -> str:
    """Convert a plain-text rulebook into a Markdown file with front matter."""
    conv = plaintext.convert(text)
    meta = [
        "---",
        f"id: {book_id}",
        f"title: {title or conv.title}",
        f"language: {language}",
        f"aliases: {', '.join(aliases or [])}",
        f"source: {source}",
    ]
    if omitted:  # lines deliberately left out of the source (e.g. site navigation)
        meta.append("omitted: " + ", ".join(squash(d) for d in omitted))
    meta.append("---")
    return "\n".join(meta) + "\n\n" + conv.markdown
