"""Game mentions in a question: "in blue sun", "en Sol Azul", "for galaxy dice",
"dance of the fireflies:". A rulebook's id, title or alias named in a question
scopes it to that game, and the words themselves are no search terms.

A name is only a mention when it is not part of another book's wording: "a blue
sun flower" in a question about Dance of the Fireflies says "sun flower", which
that book uses, so "blue sun" there is no game. A one-word alias that another
book also uses as a plain word ("dance") needs a cue: "in dance", "for dance",
"dance:". Works for any book a user adds: only its front matter is read.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from .caches import word_cache

from .rulebook import Rulebook
from .text import strip_accents

_TOKEN = re.compile(r"\w+")
# words that introduce a game's name: "in blue sun", "en Sol Azul", "for galaxy dice"
CUES = {"in", "for", "with", "about", "of", "on", "playing", "en", "para", "con", "de", "del", "sobre"}
_ARTICLES = {"the", "el", "la", "los", "las"}


@word_cache(maxsize=16_384)  # ~135 B an entry: 2 MB at most
def _key(word: str) -> str:
    return strip_accents(word.lower())


@dataclass(frozen=True)
class Mention:
    game: str
    start: int  # character span in the question, cue word and colon included
    end: int


class Mentions:
    """Every book's names as word sequences, and every book's word pairs (to tell a
    name from another book's wording); built once per set of book versions."""

    def __init__(self, books: dict[str, Rulebook]):
        self.key = _books_key(books)
        self.books = books
        self.names: dict[str, list[tuple[tuple[str, ...], str]]] = {}  # first word -> (words, game)
        for b in books.values():
            for n in (*b.names(), *([] if b.aliases else title_short_names(b.title))):
                ws = tuple(_key(w) for w in _TOKEN.findall(n.replace("-", " ")))
                if ws and not (len(ws) == 1 and len(ws[0]) < 3):
                    self.names.setdefault(ws[0], []).append((ws, b.id))
        for first in self.names:
            self.names[first] = sorted(set(self.names[first]), key=lambda x: -len(x[0]))
        # only what telling a name from other words needs: word pairs that start or end
        # with a name's word, and the books using each one-word name (not every word pair
        # of every book: that would not fit in memory at 500 books)
        firsts = set(self.names)
        lasts = {ws[-1] for entries in self.names.values() for ws, _ in entries}
        singles = {ws[0] for entries in self.names.values() for ws, _ in entries if len(ws) == 1}
        self.pairs: dict[tuple[str, str], set[str]] = {}  # adjacent words -> books using them
        self.words: dict[str, set[str]] = {}
        for b in books.values():
            for text in (*(h.text for h in b.headings), *(p.text for p in b.passages)):
                ws = [_key(w) for w in _TOKEN.findall(text)]
                for w in ws:
                    if w in singles:
                        self.words.setdefault(w, set()).add(b.id)
                for a, c in zip(ws, ws[1:]):
                    if a in lasts or c in firsts:
                        self.pairs.setdefault((a, c), set()).add(b.id)

    def find(self, text: str) -> list[Mention]:
        toks = [(m.start(), m.end(), _key(m.group(0))) for m in _TOKEN.finditer(text)]
        out: list[Mention] = []
        i = 0
        while i < len(toks):
            got = None
            for ws, game in self.names.get(toks[i][2], ()):
                n = len(ws)
                if tuple(t[2] for t in toks[i:i + n]) == ws and self._is_mention(text, toks, i, n, game):
                    got = (n, game)
                    break
            if got is None:
                i += 1
                continue
            n, game = got
            start, end = toks[i][0], toks[i + n - 1][1]
            j = i - 1
            while j >= 0 and toks[j][2] in _ARTICLES and _joined(text, toks[j][1], toks[j + 1][0]):
                j -= 1
            if j >= 0 and toks[j][2] in CUES and _joined(text, toks[j][1], toks[j + 1][0]):
                start = toks[j][0]
            m = re.match(r"\s*:", text[end:])
            if m:
                end += m.end()
            out.append(Mention(game, start, end))
            i += n
        return out

    def _is_mention(self, text: str, toks: list, i: int, n: int, game: str) -> bool:
        words = [t[2] for t in toks[i:i + n]]
        nxt = toks[i + n] if i + n < len(toks) else None
        prev = toks[i - 1] if i > 0 else None
        # part of another book's wording: "blue sun flower" ("sun flower")
        if nxt and _joined(text, toks[i + n - 1][1], nxt[0]):
            if self.pairs.get((words[-1], nxt[2]), set()) - {game}:
                return False
        if prev and _joined(text, prev[1], toks[i][0]) and prev[2] not in CUES and prev[2] not in _ARTICLES:
            if self.pairs.get((prev[2], words[0]), set()) - {game}:
                return False
        if n == 1 and self.words.get(words[0], set()) - {game}:
            # a plain word of another book: a mention only with a cue or a colon
            cued = prev is not None and prev[2] in CUES and _joined(text, prev[1], toks[i][0])
            colon = re.match(r"\s*:", text[toks[i][1]:]) is not None
            return cued or colon
        return True

    def scope(self, text: str) -> tuple[list[str], str]:
        """The games a question names, and the question without their names."""
        found = self.find(text)
        if not found:
            return [], text
        games = list(dict.fromkeys(m.game for m in found))
        out, at = [], 0
        for m in found:
            out.append(text[at:m.start])
            at = m.end
        out.append(text[at:])
        rest = " ".join("".join(out).split()).strip(" ,;:-")
        return games, rest


def title_short_names(title: str) -> list[str]:
    """The shorter names a title carries, for a book whose front matter gives no aliases (one
    a user added): its subtitle after a colon or dash ("Firefly: Shiny Dice" -> "Shiny Dice")
    and the title without an edition mark ("Galaxy Dice EX" -> "Galaxy Dice")."""
    out = []
    parts = [p.strip() for p in re.split(r"\s*[:–—]\s*|\s+-\s+", title) if p.strip()]
    if len(parts) > 1 and len(parts[-1].split()) >= 2:
        out.append(parts[-1])
    ws = title.split()
    while len(ws) >= 2 and re.fullmatch(r"[A-Z0-9]{1,3}|[IVX]+|\d+(?:st|nd|rd|th|e)?|[Ee]d(?:ition)?\.?|[Ee]dici[oó]n",
                                        ws[-1]):
        ws = ws[:-1]
    if len(ws) >= 2 and ws != title.split():
        out.append(" ".join(ws))
    return out


def _joined(text: str, a: int, b: int) -> bool:
    """Only white space between two words (no comma, colon, full stop)."""
    return not text[a:b].strip()


def _books_key(books: dict[str, Rulebook]) -> tuple:
    return tuple(sorted((b.id, b.digest, tuple(b.aliases), b.title) for b in books.values()))


_CACHE: list = [None]


def mentions_for(books: dict[str, Rulebook]) -> Mentions:
    """The mention finder for these books (rebuilt when a book changes; the same loaded
    books dict is recognised without looking at any book)."""
    cached = _CACHE[0]
    if cached is not None and cached.books is books:
        return cached
    key = _books_key(books)
    if cached is None or cached.key != key:
        cached = Mentions(books)
    cached.books = books
    _CACHE[0] = cached
    return cached
