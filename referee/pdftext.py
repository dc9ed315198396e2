"""Text from a PDF rulebook (pypdf), cleaned for heading detection.

Page numbers and running headers/footers (lines repeated on most pages) are
dropped, words hyphenated across lines are joined, and pypdf's layout mode keeps
multi-column pages from interleaving: each column is read top to bottom.

A PDF is a program a stranger wrote: a few kilobytes can decode into gigabytes or
keep pypdf busy for minutes. So extraction runs in a child process
(``python -m referee.pdftext``) with CPU-time and memory limits set by the child on
itself (``resource.setrlimit``) and a wall-clock deadline enforced by the parent,
and it refuses more than ``MAX_PAGES`` pages or more than ``MAX_DECODED_BYTES`` of
page content before extracting anything. Every failure becomes a
:class:`PdfError` with a sentence a host understands.
"""
from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path


class PdfError(ValueError):
    """A PDF that cannot be turned into text within the limits."""


@dataclass(frozen=True)
class Limits:
    """What one PDF may cost.  The defaults let a long illustrated rulebook through
    (pypdf's layout mode reads roughly 0.2 MB of page content per CPU second)."""

    pages: int = 600
    page_bytes: int = 4 * 1024 * 1024  # decoded content of one page
    decoded_bytes: int = 16 * 1024 * 1024  # decoded content of all pages together
    text_bytes: int = 5 * 1024 * 1024  # the extracted text (a rulebook's size limit)
    cpu_seconds: int = 60
    memory_bytes: int = 1024 * 1024 * 1024  # address space of the child
    wall_seconds: float = 90.0


LIMITS = Limits()


def _columns(text: str) -> str:
    """Split a layout-mode page into its columns when a wide gutter runs down it."""
    lines = [l.rstrip() for l in text.splitlines()]
    width = max((len(l) for l in lines), default=0)
    if width < 60:
        return "\n".join(l.strip() for l in lines)
    body = [l for l in lines if l.strip()]
    best = None
    for col in range(width // 3, 2 * width // 3):
        if all(len(l) <= col or l[col - 1:col + 2].strip() == "" for l in body):
            best = col
            break
    if best is None or sum(1 for l in body if len(l) > best + 2 and l[best:].strip()) < len(body) // 4:
        return "\n".join(" ".join(l.split()) for l in lines)
    left = [" ".join(l[:best].split()) for l in lines]
    right = [" ".join(l[best:].split()) for l in lines]
    return "\n".join(left) + "\n\n" + "\n".join(right)


def _seconds(n: float) -> str:
    return f"{n:g} second" + ("" if n == 1 else "s")


def _mb(n: int) -> str:
    return f"{n / (1024 * 1024):g} MB"


def _page_texts(data: bytes, limits: Limits) -> list[str]:
    """Each page's text, refusing oversized documents before the slow extraction."""
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    count = len(reader.pages)
    if count > limits.pages:
        raise PdfError(f"The PDF has {count} pages; the limit is {limits.pages}.")
    total = 0
    for n, page in enumerate(reader.pages, start=1):
        contents = page.get_contents()
        size = len(contents.get_data()) if contents is not None else 0
        if size > limits.page_bytes:
            raise PdfError(f"Page {n} of the PDF holds {_mb(size)} of drawing instructions; the limit "
                           f"is {_mb(limits.page_bytes)} per page. It is not a text rulebook.")
        total += size
        if total > limits.decoded_bytes:
            raise PdfError(f"The PDF's pages hold more than {_mb(limits.decoded_bytes)} of drawing "
                           f"instructions (reached on page {n} of {count}); export a smaller PDF or a text file.")
    pages, chars = [], 0
    for page in reader.pages:
        try:
            raw = page.extract_text(extraction_mode="layout") or ""
        except Exception:  # pypdf raises assorted errors on odd pages; fall back to plain mode
            raw = page.extract_text() or ""
        chars += len(raw)
        if chars > limits.text_bytes * 4:  # layout mode pads with spaces; the text is checked below
            raise PdfError(f"The PDF's text is larger than {_mb(limits.text_bytes)}.")
        pages.append(_columns(raw))
    return pages


def _clean(pages: list[str]) -> str:
    # running headers and footers: the first or last lines of a page, repeated on most pages
    edges = [[l.strip() for l in p.splitlines() if l.strip()] for p in pages]
    edges = [set(lines[:2] + lines[-2:]) for lines in edges]
    repeated = Counter(l for e in edges for l in e)
    common = {l for l, n in repeated.items() if len(pages) >= 3 and n >= max(3, len(pages) * 0.6)}
    out = []
    for p in pages:
        lines = [l for l in p.splitlines()
                 if l.strip() not in common and not re.fullmatch(r"\s*(page\s*)?\d{1,3}\s*", l, re.I)]
        out.append("\n".join(lines))
    text = "\n\n".join(out)
    text = re.sub(r"(\w)-\n(\w)", r"\1\2", text)  # hyphenation across lines
    text = re.sub(r"([^\n.!?:])\n(?=[a-záéíóúñü(])", r"\1 ", text)  # a sentence wrapped onto the next line
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


def extract_here(data: bytes, limits: Limits = LIMITS) -> str:
    """Extract in this process (the child's work; call :func:`extract` instead)."""
    try:
        text = _clean(_page_texts(data, limits))
    except PdfError:
        raise
    except MemoryError:
        raise PdfError(f"Reading the PDF needs more than {_mb(limits.memory_bytes)} of memory.") from None
    except RecursionError:
        raise PdfError("The PDF's structure is nested too deeply to read.") from None
    except Exception as exc:  # pypdf's errors (PdfReadError, LimitReachedError...) and malformed objects
        detail = str(exc).strip().splitlines()[0][:200] if str(exc).strip() else type(exc).__name__
        raise PdfError(f"The PDF cannot be read: {detail}") from None
    if len(text.encode("utf-8")) > limits.text_bytes:
        raise PdfError(f"The PDF's text is larger than {_mb(limits.text_bytes)}.")
    return text


def extract(data: bytes, limits: Limits = LIMITS) -> str:
    """The PDF's text, extracted in a child process within ``limits``; raises PdfError."""
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parent.parent)
    env["PYTHONPATH"] = root + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    try:
        proc = subprocess.run([sys.executable, "-m", "referee.pdftext", json.dumps(asdict(limits))],
                              input=data, capture_output=True, timeout=limits.wall_seconds, env=env)
    except subprocess.TimeoutExpired:  # run() has killed the child
        raise PdfError(f"Reading the PDF took longer than {_seconds(limits.wall_seconds)}; "
                       "it was stopped.") from None
    try:
        result = json.loads(proc.stdout.decode("utf-8")) if proc.stdout else {}
    except (UnicodeDecodeError, json.JSONDecodeError):
        result = {}
    if "text" in result:
        return result["text"]
    if "error" in result:
        raise PdfError(result["error"])
    if proc.returncode in (-24, -9, 152, 137):  # SIGXCPU, or SIGKILL past the hard CPU limit
        raise PdfError(f"Reading the PDF needs more than {_seconds(limits.cpu_seconds)} of computing; "
                       "it was stopped.")
    raise PdfError("Reading the PDF failed (the reader stopped: it may need more than "
                   f"{_mb(limits.memory_bytes)} of memory).")


def _child(argv: list[str]) -> int:
    """``python -m referee.pdftext LIMITS_JSON`` < pdf > {"text": ...} | {"error": ...}."""
    import resource

    limits = Limits(**json.loads(argv[0])) if argv else LIMITS
    resource.setrlimit(resource.RLIMIT_CPU, (limits.cpu_seconds, limits.cpu_seconds + 1))
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limits.memory_bytes, limits.memory_bytes))
    except (ValueError, OSError):  # a platform without address-space limits: CPU and wall still hold
        pass
    data = sys.stdin.buffer.read()
    try:
        out = {"text": extract_here(data, limits)}
    except PdfError as exc:
        out = {"error": str(exc)}
    sys.stdout.write(json.dumps(out))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(_child(sys.argv[1:]))
