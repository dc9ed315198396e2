"""What re-ranking knows of every passage, worked out once per book version: the stems
search can match in it, document frequencies, whether it rules nothing (a title, a
credit) or is optional (a mode, a variant), the words numbers count in it, the book's own
names, and its meaning vector. Re-ranking reads these tables instead of stored fields, so
they are backend-neutral: a second backend re-ranks its candidates with the same tables."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from ..rulebook import Passage, Rulebook
from ..text import words
from .analysis import _NUMBERS, LANGS, STEMMERS, WEAK_WORDS, _fold, stems
from .documents import _with_compounds, book_glossary, document_texts
from .ranking import QUIET_WORDS, SHORT_WORDS


@dataclass
class _BookTable:
    """What re-ranking needs of one book version, computed once."""
    stems: dict[str, frozenset]  # anchor -> every stem search can match in the passage
    df: dict[str, int]  # stem -> passages using it
    quiet: set[str]  # anchors of passages that rule nothing (title lines, credits, captions)
    optional: dict[str, frozenset]  # anchor of an optional passage -> stems that name it
    names: frozenset = frozenset()  # stems of the book's names (capitalised mid-sentence, glossary terms)
    paraphrased: dict[str, frozenset] = field(default_factory=dict)  # anchor -> stems only the rules model says
    counted: dict[str, frozenset] = field(default_factory=dict)  # anchor -> stems of what a number counts there
    # a book nobody curated, translated (referee.translation): stems only its words in the other
    # language say -> passages saying them, and that language
    translated_df: dict[str, int] = field(default_factory=dict)
    translated_lang: str = ""
    vectors: dict[str, "np.ndarray"] | None = None  # anchor -> what the passage means (empty: none kept yet)


class _Tables:
    """All books' tables merged: what a query's re-ranking reads instead of stored fields."""

    def __init__(self, key: tuple):
        self.key = key
        self.books: dict | None = None  # the books dict these tables were checked against
        self.concepts: dict = {}  # query word analysis for this index, remembered (see _concepts)
        self.stems: dict[tuple[str, str], frozenset] = {}
        self.df: dict[str, int] = {}
        self.book_df: dict[str, dict[str, int]] = {}
        # language -> stems only the books' translations into it say -> passages (see `_BookTable`)
        self.translated_df: dict[str, dict[str, int]] = {}
        self.names: dict[str, frozenset] = {}
        self.paraphrased: dict[tuple[str, str], frozenset] = {}
        self.quiet: set[tuple[str, str]] = set()
        self.optional: dict[tuple[str, str], frozenset] = {}
        self.counted: dict[tuple[str, str], frozenset] = {}
        self.vectors: dict[tuple[str, str], "np.ndarray"] = {}
        self._matrix: tuple | None = None
        self._counting: tuple | None = None  # (docs, stem -> document numbers): see `counting`
        self._users: dict[str, str | None] | None = None  # stem -> its one book, None: several (see `users`)
        self.total = 0
        self._headings: dict[tuple, frozenset] = {}

    def heading(self, p: Passage, lang: str) -> frozenset:
        """The stems of a passage's heading path (worked out once per generation)."""
        key = (p.path, p.section, lang)
        got = self._headings.get(key)
        if got is None:
            got = self._headings[key] = frozenset(stems(" ".join((*p.path, p.section)), lang))
        return got

    def counting(self, docs: dict, asked: set[str]) -> set[int]:
        """The document numbers (of a generation's `docs` table) of the passages where a number
        counts one of the `asked` stems: a "how many" question keeps them all among its candidates,
        found here from the stems rather than by testing each of the tens of thousands of passages
        it matches (issue 30). The stems' documents are worked out once per generation."""
        got = self._counting
        if got is None or got[0] is not docs:
            by_stem: dict[str, list[int]] = {}
            for d, (gid, anchor, _) in docs.items():
                for t in self.counted.get((gid, anchor), ()):
                    by_stem.setdefault(t, []).append(d)
            got = self._counting = (docs, by_stem)
        return {d for t in asked for d in got[1].get(t, ())}

    def users(self) -> dict[str, str | None]:
        """Stem -> the one book using it (in `book_df`), or None when several do: which books use
        a question's words, found from its stems rather than by testing every book's words (at 500
        books routing a new question tested each of them, ~5 ms; issue 30). Worked out once per
        version of the books (the tables are built again when a book changes)."""
        got = self._users
        if got is None:
            got = {}
            for gid, df in self.book_df.items():
                for t in df:
                    got[t] = gid if t not in got else None
            self._users = got
        return got

    def meaning_matrix(self) -> tuple[list[tuple[str, str]], "np.ndarray"]:
        """Every passage vector as one matrix (rows in the order of the keys), stacked once."""
        got = self._matrix
        if got is None or len(got[0]) != len(self.vectors):
            keys = list(self.vectors)
            matrix = np.stack([self.vectors[k] for k in keys]) if keys else np.zeros((0, 384), np.float32)
            got = self._matrix = (keys, matrix)
        return got

    def add(self, gid: str, t: _BookTable) -> None:
        for a, s in t.stems.items():
            self.stems[(gid, a)] = s
        for w, n in t.df.items():
            self.df[w] = self.df.get(w, 0) + n
        if t.translated_df:
            into = self.translated_df.setdefault(t.translated_lang, {})
            for w, n in t.translated_df.items():
                into[w] = into.get(w, 0) + n
        self.book_df[gid] = t.df
        self.names[gid] = t.names
        self.paraphrased.update({(gid, a): s for a, s in t.paraphrased.items()})
        self.quiet.update((gid, a) for a in t.quiet)
        self.optional.update({(gid, a): s for a, s in t.optional.items()})
        self.counted.update({(gid, a): s for a, s in t.counted.items()})
        self.vectors.update({(gid, a): v for a, v in (t.vectors or {}).items()})
        self.total += len(t.stems)


# Words that mark a rule as optional: a mode, a variant, an upgrade, a difficulty level.
# ("Optional" itself is not one: "an optional Mission" is a core rule. An upgrade in the
# plural is a kind of thing traded, not one optional item described.)
OPTIONAL_WORDS = {"mode", "modes", "variant", "variants", "upgrade", "kickstarter", "exclusive", "exclusives",
                  "module", "modules", "difficulty", "difficulties", "modo", "modos", "variante", "variantes",
                  "actualizacion", "dificultad"}
OPTIONAL_STEMS = {STEMMERS[lang](w) for w in OPTIONAL_WORDS for lang in ("en", "es")}
RARE_DF = 2  # a word in this few passages of a book names what they are about


def rules_nothing(p: Passage) -> bool:
    """A title line, a credit, a caption, a lone word: text that rules nothing."""
    if p.kind != "paragraph":
        return False
    ws = words(p.text)
    if len(ws) < SHORT_WORDS:
        return True
    letters = [c for c in p.text if c.isalpha()]
    if letters and all(c.isupper() for c in letters):
        return True
    return len(ws) < QUIET_WORDS and not re.search(r"[.!?:;)\"”’']\s*$", p.text.strip())


def _book_table(b: Rulebook, folder: Path | None = None) -> _BookTable:
    """A book's search facts; ``folder`` is the index's (where a translated book's words are kept)."""
    lang = b.language if b.language in LANGS else "en"
    extra = document_texts(b, book_glossary(b), folder)
    table: dict[str, frozenset] = {}
    paraphrased: dict[str, frozenset] = {}
    translated_df: dict[str, int] = {}
    df: dict[str, int] = {}
    for p in b.passages:
        x = extra[p.anchor]
        s = frozenset(stems(_with_compounds(f"{p.text} {x.heading} {x.context}"), lang))
        s |= frozenset(stems(x.alias, "en"))
        table[p.anchor] = s
        for t in s:
            df[t] = df.get(t, 0) + 1
        # what the rules model says of it, and its words in the other language (a book nobody curated)
        r = frozenset(stems(x.rules_en, "en")) | frozenset(stems(x.rules_es, "es"))
        if x.section:  # the rest of its section (a book nobody curated)
            r |= frozenset(stems(x.section, lang))
        if x.other:
            said = frozenset(stems(x.other_text, x.other))
            r |= said
            for t in (said | frozenset(stems(x.other_heading, x.other))) - s:  # what only the translation says
                translated_df[t] = translated_df.get(t, 0) + 1
        if r - s:
            paraphrased[p.anchor] = r - s
    quiet = {p.anchor for p in b.passages if rules_nothing(p)}
    optional: dict[str, frozenset] = {}
    for p in b.passages:
        x = extra[p.anchor]
        marked = [h for h in p.path if {_fold(w) for w in words(h)} & OPTIONAL_WORDS]
        own = set(stems(f"{p.text} {x.context}", lang))
        own_words = {_fold(w) for w in words(f"{p.text} {x.context}")}
        if marked:
            # a mode's section: the words of the heading that makes it a mode name it
            head = [w for h in marked for w in words(h) if _fold(w) not in WEAK_WORDS]
            optional[p.anchor] = frozenset(t for t in stems(" ".join(head), lang) if t not in OPTIONAL_STEMS) | \
                frozenset(t for t in own if df.get(t, 0) <= RARE_DF)
        elif own_words & OPTIONAL_WORDS:
            optional[p.anchor] = frozenset(t for t in own if df.get(t, 0) <= RARE_DF and t not in OPTIONAL_STEMS)
    names = set()
    for p in b.passages:
        for m in _MID_CAPITAL.finditer(p.text):
            names.update(stems(m.group(1), lang))
    g = book_glossary(b)
    for term in (g.terms if g else []):
        for n in term.names:
            if n[:1].isupper():  # "Reaver", "Lord Harrow"; not the players' plain words ("buy", "max")
                names.update(stems(n, lang))
                names.update(stems(n, "en"))
    counted = {}
    for p in b.passages:  # what a number counts, in the book's words and in its translation's ("three sheep")
        x = extra[p.anchor]
        c = counted_stems(p.text, lang) | (counted_stems(x.other_text, x.other) if x.other else frozenset())
        if c:
            counted[p.anchor] = c
    translated = {t: n for t, n in translated_df.items() if t not in df}
    other = next((x.other for x in extra.values() if x.other), "")
    return _BookTable(table, df, quiet, optional, frozenset(names), paraphrased, counted,
                      translated_df=translated, translated_lang=other)


_COUNTED = re.compile(r"(?<![\w.,])(?:\d+|" + "|".join(n for ns in _NUMBERS[1:] for n in ns) + r"|twelve|doce)"
                      r"((?:\s*[x×]\s*)?(?:\s+[^\W\d_][\w'’/-]*){1,3})", re.I)


def counted_stems(text: str, lang: str) -> frozenset:
    """The stems of the words a number counts in a text ("84 Flower Cards", "Reveal 4 Stage
    cards", "3 nuevas cartas"): what a "how many" question about them is answered by."""
    return frozenset(t for m in _COUNTED.finditer(text) for t in stems(m.group(1), lang))


# A capitalised word inside a sentence is a name of the game's ("Niska", "Reaver", "Royal").
_MID_CAPITAL = re.compile(r"(?<=[\w,;] )([A-Z][\w'’-]+)")
