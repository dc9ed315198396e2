"""Across languages by machine translation: a book nobody curated is indexed with its words
translated into the other language, so an English question finds a passage of a Spanish book
a user added (and the reverse) through words, as the shipped Spanish book is found through
its hand-written English glossary and rule statements.

The translator is Apertium (Debian packages `apertium` and `apertium-eng-spa`: offline, no
model downloaded at run time, run as a separate program). It is optional: without it, or
with REFEREE_TRANSLATION=off, nothing is translated and search works as before.

What is translated is the book's vocabulary, not its sentences: every distinct word form of
the book, each read as a sentence of its own (one line, ended), in one Apertium run per book
(or per batch of books being indexed together: `vocabularies`), on bounded input and within a
timeout; each passage is then indexed with its words'
translations, in order (referee.search.documents). Measured with bench/added_book.py (Blue
Sun, the Spanish book, added as plain text; 300 held-out questions; the translation indexed
as the passages' paraphrase): untranslated hit@1 0.753 / hit@5 0.933; whole passages
translated 0.813 / 0.983; the vocabulary word by word 0.813 / 0.983; every translation
Apertium's dictionary lists for each word 0.817 / 0.983. Words are as good as sentences, and
a 50-page book's ~3,000 word forms take ~0.3 s where its 165,000 characters of sentences take
~1.8 s (more than all of `referee add` of such a book without search by meaning). With the
translated headings indexed as headings and a word only a translation says counted as one a
book says (referee.search.tables), 0.843 / 0.983; the book as shipped, with its hand-written
glossary, 0.883 / 1.0. Lines are ended so that Apertium, which reads a text across line
breaks, never moves a word to the next line ("beds cards" came back as "Cartas" / "de camas").

The translations are remembered in memory (bounded) and, when the index names a folder,
on disk beside it (keyed by the words and the direction), so a restart, the background
encoder or a second host reads them instead of running Apertium again.
"""
from __future__ import annotations

import hashlib
import logging
import os
import re
import shutil
import signal
import subprocess
import threading
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)

VERSION = "1"  # part of the index digest of a translated book: bump when what is translated changes
MODES = {("es", "en"): "spa-eng", ("en", "es"): "eng-spa"}  # (from, into): the Apertium mode
OTHER = {"es": "en", "en": "es"}  # the language a book is translated into
MAX_WORDS = 60_000  # distinct word forms translated per book at most (a 50-page book has ~3,000)
MAX_WORD = 40  # letters of a word form at most (longer is no word)
TIMEOUT_S = 20.0  # seconds one Apertium run may take, plus...
TIMEOUT_PER_MB = 60.0  # ...this much per million characters read (it reads ~100,000 a second)
KEPT_CHARS = 8_000_000  # characters of translations remembered in memory, over all books
BATCH_WORDS = 150_000  # the books' words (a ~50-page book has ~3,000) translated in one batch at most

WORD = re.compile(r"[^\W\d_]+")

_lock = threading.Lock()
_memory: OrderedDict[str, dict[str, str]] = OrderedDict()  # key -> {word: translation}
_memory_chars = [0]


def enabled() -> bool:
    """On when `apertium` is on the path, unless REFEREE_TRANSLATION=off."""
    setting = os.environ.get("REFEREE_TRANSLATION", "").strip().lower()
    return setting not in ("off", "0", "no", "false") and _binary() is not None


@lru_cache(maxsize=1)
def _binary() -> str | None:
    return shutil.which("apertium")


@lru_cache(maxsize=4)
def _modes(exe: str) -> frozenset[str]:
    """The translation directions installed (`apertium -l`); none when it cannot tell."""
    try:
        out = subprocess.run([exe, "-l"], capture_output=True, text=True, timeout=10, check=False).stdout
    except (OSError, subprocess.SubprocessError):
        return frozenset()
    return frozenset(out.split())


def mode(source: str, target: str) -> str | None:
    """The Apertium mode translating ``source`` into ``target``, when translation is on and
    that direction is installed; else None."""
    name = MODES.get((source, target))
    exe = _binary()
    return name if name is not None and exe is not None and enabled() and name in _modes(exe) else None


def other_language(lang: str) -> str | None:
    """The language a book in ``lang`` is translated into, when a translator for it is installed."""
    other = OTHER.get(lang)
    return other if other is not None and mode(lang, other) else None


def translate_words(texts: list[str], source: str, target: str, folder: Path | None = None,
                    name: str = "book") -> list[str] | None:
    """Each text's words, each replaced by its translation from ``source`` into ``target``
    (lower-cased, in the text's order); None when no translator is installed for them, or it
    failed or took too long. One Apertium run for all the texts' distinct words, remembered
    (in ``folder`` too when given, as ``name``'s)."""
    split = [_words(t) for t in texts]
    table = vocabulary(distinct_words(split), source, target, folder, name)
    if table is None:
        return None
    return [" ".join(table.get(w, w) for w in ws) for ws in split]


def distinct_words(texts_words: list[list[str]]) -> list[str]:
    """The distinct words of texts (each as `_words` splits it), in the order `vocabulary` keys them."""
    return sorted({w for ws in texts_words for w in ws})


def _words(text: str) -> list[str]:
    return [w for w in WORD.findall(text.lower()) if len(w) <= MAX_WORD]


def vocabulary(words: list[str], source: str, target: str, folder: Path | None = None,
               name: str = "book") -> dict[str, str] | None:
    """{word: its translation} for distinct lower-case words (at most MAX_WORDS: the rest are
    left out), or None when they cannot be translated."""
    direction = mode(source, target)
    if direction is None or not words:
        return None
    words = words[:MAX_WORDS]
    key, stem, path = _where(words, direction, folder, name)
    got = _recall(key, path, words)
    if got is not None:
        return got
    lines = _run(direction, words)
    if lines is None:
        return None
    _keep(path, stem, lines)
    got = {w: t for w, t in zip(words, lines) if t and t != w}
    _remember(key, got)
    return got


def known(words: list[str], source: str, target: str, folder: Path | None = None, name: str = "book") -> bool:
    """Whether `vocabulary` has these words' translations without running Apertium."""
    direction = mode(source, target)
    if direction is None or not words:
        return True
    key, _, path = _where(words[:MAX_WORDS], direction, folder, name)
    with _lock:
        if key in _memory:
            return True
    return path is not None and path.exists()


def vocabularies(books: list[tuple[str, list[str]]], source: str, target: str, folder: Path | None = None) -> int:
    """Translate several books' vocabularies (``(name, distinct words)``, as `vocabulary` takes
    them) in one Apertium run over the words they have between them, and remember each book's
    as `vocabulary` would: a run costs ~0.2 s to start, so a library of books added at once is
    translated in one run rather than one per book (40 books: 8.2 s -> 0.5 s). Returns how many
    books were translated; those already known, or past BATCH_WORDS, are left to `vocabulary`."""
    direction = mode(source, target)
    if direction is None:
        return 0
    todo, union, total = [], set(), 0
    for name, words in books:
        words = words[:MAX_WORDS]
        key, stem, path = _where(words, direction, folder, name)
        if not words or _recall(key, path, words) is not None:
            continue
        if todo and total + len(words) > BATCH_WORDS:
            break
        todo.append((key, stem, path, words))
        union.update(words)
        total += len(words)
    if not todo:
        return 0
    every = sorted(union)
    lines = _run(direction, every)
    if lines is None:
        return 0
    said = dict(zip(every, lines))
    for key, stem, path, words in todo:  # each word is a line of its own: translated alike in any batch
        mine = [said[w] for w in words]
        _keep(path, stem, mine)
        _remember(key, {w: t for w, t in zip(words, mine) if t and t != w})
    return len(todo)


def _where(words: list[str], direction: str, folder: Path | None, name: str) -> tuple[str, str, Path | None]:
    """A book's vocabulary's key (its words and the direction), file stem and file."""
    h = hashlib.sha256(f"{VERSION}\n{direction}\n".encode())
    h.update("\n".join(words).encode("utf-8"))
    key = h.hexdigest()[:24]
    stem = f"{name}-{direction}-"
    return key, stem, (folder / "translations" / f"{stem}{key}.txt" if folder is not None else None)


def _recall(key: str, path: Path | None, words: list[str]) -> dict[str, str] | None:
    """A vocabulary's translations remembered in memory or kept on disk, else None."""
    with _lock:
        got = _memory.get(key)
        if got is not None:
            _memory.move_to_end(key)
            return got
    lines = _read_kept(path, len(words))
    if lines is None:
        return None
    got = {w: t for w, t in zip(words, lines) if t and t != w}
    _remember(key, got)
    return got


_KEY = re.compile(r"[0-9a-f]{24}")
_MARKS = re.compile(r"[*#@~]")  # Apertium's marks on words it does not know or cannot generate


def _run(direction: str, lines: list[str]) -> list[str] | None:
    """One Apertium run: a translation per line (lower-cased), or None."""
    text = "".join(f"{x}.\n" for x in lines)  # each line a sentence: nothing is moved across lines
    timeout = TIMEOUT_S + TIMEOUT_PER_MB * len(text) / 1_000_000
    try:  # (its own process group: `apertium` is a pipeline of programs, all stopped on a timeout)
        proc = subprocess.Popen([_binary() or "apertium", "-u", "-f", "txt", direction], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    except OSError as exc:
        log.warning("apertium %s did not start: %s", direction, exc)
        return None
    try:
        stdout, stderr = proc.communicate(text.encode("utf-8"), timeout=timeout)
    except subprocess.TimeoutExpired:  # the book is indexed untranslated
        _stop(proc)
        log.warning("apertium %s took more than %.0f s: the book is not translated", direction, timeout)
        return None
    except BaseException:
        _stop(proc)
        raise
    if proc.returncode != 0:
        log.warning("apertium %s failed: %s", direction, stderr.decode("utf-8", "replace")[-300:])
        return None
    out = stdout.decode("utf-8", "replace").split("\n")
    if out and out[-1] == "":
        out.pop()
    if len(out) != len(lines):  # the words no longer line up with their translations: none is used
        log.warning("apertium %s gave %d lines for %d", direction, len(out), len(lines))
        return None
    return [" ".join(_MARKS.sub("", x).lower().split()).rstrip(".").strip() for x in out]


def _stop(proc: subprocess.Popen) -> None:
    """Kill a translator that ran too long, and every program of its pipeline."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except OSError:
        proc.kill()
    proc.communicate()


def _remember(key: str, got: dict[str, str]) -> None:
    size = sum(len(w) + len(t) for w, t in got.items())
    with _lock:
        if key in _memory:
            return
        _memory[key] = got
        _memory_chars[0] += size
        while _memory_chars[0] > KEPT_CHARS and len(_memory) > 1:
            _, old = _memory.popitem(last=False)
            _memory_chars[0] -= sum(len(w) + len(t) for w, t in old.items())


def forget() -> None:
    """Drop the translations remembered in memory (tests)."""
    with _lock:
        _memory.clear()
        _memory_chars[0] = 0


def _read_kept(path: Path | None, n: int) -> list[str] | None:
    if path is None:
        return None
    try:
        got = path.read_text(encoding="utf-8").split("\n")
    except (OSError, UnicodeDecodeError):
        return None
    return got if len(got) == n else None


def _keep(path: Path | None, stem: str, lines: list[str]) -> None:
    """Keep a book's translations at ``path``, in place of its earlier versions' (atomic;
    a folder that cannot be written is left alone: they are translated again next time)."""
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text("\n".join(lines), encoding="utf-8")
        os.replace(tmp, path)
        for old in path.parent.glob(f"{stem}*.txt"):
            if old != path and _KEY.fullmatch(old.name[len(stem):-4]):
                old.unlink(missing_ok=True)
    except OSError:
        pass
