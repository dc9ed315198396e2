"""Turn a plain-text rulebook into Markdown with headings, lists and tables.

Rulebooks arrive as text copied from a PDF or a web page. Their headings are the
short lines without final punctuation; when the book carries a table of contents,
its entries (and their indentation) say exactly which lines are headings and how
they nest. Every other line is kept verbatim, so quotes stay exact substrings.
"""
from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass

BULLET = re.compile(r"^(\s*)(?:[•▪◦*]|-(?=\s)|(\d+)\.(?=\s))\s*(.*)$")
PAGE_NUMBER = re.compile(r"^\s*\d{1,3}\s*$")
PAGE_BREAK = re.compile(r"^\s*-{3,}\s*$")
TOC_TITLE = re.compile(r"^\s*(table of contents|contents|índice|indice|contenidos)\s*$", re.I)
_END_PUNCT = ".,;:"


@dataclass
class Converted:
    markdown: str
    title: str
    headings: list[tuple[int, str]]  # (level, text) in order
    omitted: list[str]  # source lines left out (table of contents, page numbers)


def _next_nonblank(lines: list[str]) -> list[int | None]:
    """For each line, the index of the next non-blank line after it (None at the end),
    in one backward pass: looking ahead over blank lines stays linear."""
    nxt: list[int | None] = [None] * len(lines)
    following: int | None = None
    for i in range(len(lines) - 1, -1, -1):
        nxt[i] = following
        if lines[i].strip():
            following = i
    return nxt


def read_toc(lines: list[str], following: list[int | None] | None = None
             ) -> tuple[list[tuple[str, int]], set[int]]:
    """Find a table of contents: returns [(entry, level)] and the line numbers it occupies.

    Linear time: a scan that fails resumes after the lines it read (a later title inside
    them would find a subset of the same entries), and blank lines look ahead through
    a precomputed index.
    """
    following = following if following is not None else _next_nonblank(lines)
    used: set[int] = set()
    i = 0
    while i < len(lines):
        if not TOC_TITLE.match(lines[i]):
            i += 1
            continue
        used.add(i)
        j = i + 1
        indents: list[tuple[int, str]] = []
        while j < len(lines):
            raw = lines[j]
            if not raw.strip() or TOC_TITLE.match(raw):
                if indents and not raw.strip():
                    # a blank line ends the list once it has started
                    nxt = following[j]
                    if nxt is None or not BULLET.match(lines[nxt]):
                        break
                used.add(j)
                j += 1
                continue
            m = BULLET.match(raw)
            if not m:
                break
            indents.append((len(m.group(1)), m.group(3).strip()))
            used.add(j)
            j += 1
        if len(indents) >= 3:
            levels = sorted({ind for ind, _ in indents})
            entries = [(text, levels.index(ind)) for ind, text in indents]
            return entries, used
        used.clear()
        i = max(i + 1, j)
    return [], set()


def looks_like_heading(line: str, next_line: str | None, before: list[str] = ()) -> bool:
    """A short line with no final punctuation, followed by a real paragraph.

    `before` holds the lines directly above it (no blank between): a short line
    under two other short lines is a caption list, not a heading.
    """
    text = line.strip()
    if len(before) >= 2 and all(len(b.strip()) < 60 for b in before[-2:]):
        return False
    if not text or len(text) > 70 or len(text.split()) > 10:
        return False
    if text[-1] in _END_PUNCT or BULLET.match(line) or "\t" in line or PAGE_NUMBER.match(line):
        return False
    if not (text[0].isupper() or text[0] in "¡¿"):
        return False
    if next_line is None:
        return False
    nxt = next_line.strip()
    if BULLET.match(next_line) or "\t" in next_line:
        return True
    return len(nxt) >= 60 or (nxt[-1:] in ".!?:»”\"" and len(nxt.split()) >= 6)


def _lines_above(lines: list[str], i: int) -> list[str]:
    above: list[str] = []
    j = i - 1
    while j >= 0 and lines[j].strip() and not PAGE_BREAK.match(lines[j]) and len(above) < 2:
        above.insert(0, lines[j])
        j -= 1
    return above


def _next_content(lines: list[str], i: int, following: list[int | None]) -> str | None:
    """The next non-blank line after line i, or None at a page break or the end."""
    j = following[i]
    if j is None or PAGE_BREAK.match(lines[j]):
        return None
    return lines[j]


def convert(text: str) -> Converted:
    """Plain text -> Markdown body. The first non-empty line is the title."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    following = _next_nonblank(lines)
    toc_entries, toc_lines = read_toc(lines, following)
    toc = dict(reversed(toc_entries))  # text -> level of its first entry
    pending = deque(toc_entries)  # entries not yet met, in book order
    out: list[str] = []
    headings: list[tuple[int, str]] = []
    omitted: list[str] = []
    title = ""
    list_indents: list[int] = []
    in_table = False
    last_kind = ""
    for i, raw in enumerate(lines):
        line = raw.rstrip()
        if i in toc_lines:
            if line.strip():
                omitted.append(line.strip())
            continue
        if not line.strip():
            if last_kind != "blank":
                out.append("")
            last_kind = "blank" if last_kind != "list" else "list-gap"
            in_table = False
            continue
        if PAGE_BREAK.match(line):
            out.extend(["", "---", ""])
            last_kind, list_indents, in_table = "blank", [], False
            continue
        if PAGE_NUMBER.match(line):
            omitted.append(line.strip())
            continue
        stripped = line.strip()
        if not title:
            # Markdown pasted as plain text: its title line's "# " is a mark, not the title
            stripped = re.sub(r"^#{1,6}\s+", "", stripped) or stripped
            title = stripped
            out.extend([f"# {stripped}", ""])
            headings.append((1, stripped))
            last_kind = "blank"
            continue
        if toc:
            is_heading = stripped in toc
            level = toc.get(stripped, 0) + 2
            if pending and pending[0][0] == stripped:
                level = pending.popleft()[1] + 2
        else:
            is_heading = looks_like_heading(line, _next_content(lines, i, following), _lines_above(lines, i))
            level = 2
        if is_heading:
            out.extend(["", f"{'#' * level} {stripped}", ""])
            headings.append((level, stripped))
            last_kind, list_indents, in_table = "blank", [], False
            continue
        if "\t" in line:
            cells = [c.strip() for c in line.split("\t")]
            if not in_table:
                if last_kind != "blank":
                    out.append("")
                out.append("| " + " | ".join(cells) + " |")
                out.append("|" + "|".join(" --- " for _ in cells) + "|")
                in_table = True
                width = len(cells)
            else:
                cells += [""] * (width - len(cells))
                out.append("| " + " | ".join(cells) + " |")
            last_kind = "table"
            continue
        m = BULLET.match(line)
        if m:
            indent = len(m.group(1))
            if last_kind not in ("list", "list-gap"):
                list_indents = []
                if last_kind != "blank":
                    out.append("")
            while list_indents and indent < list_indents[-1]:
                list_indents.pop()
            if not list_indents or indent > list_indents[-1]:
                list_indents.append(indent)
            depth = len(list_indents) - 1
            marker = f"{m.group(2)}." if m.group(2) else "-"
            if last_kind == "list-gap" and out and out[-1] != "":
                out.append("")
            out.append("    " * depth + f"{marker} {m.group(3)}")
            last_kind = "list"
            continue
        if last_kind == "list-gap" and raw.startswith((" ", "\t")) and list_indents:
            # an indented paragraph continues the list item above it
            out.append("    " * len(list_indents) + stripped)
            out.append("")
            last_kind = "list-gap"
            continue
        if last_kind not in ("blank",):
            out.append("")
        out.append(stripped)
        out.append("")
        last_kind = "blank"
    body = re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip() + "\n"
    return Converted(body, title, headings, omitted)
