"""A glossary for any rulebook, built from the book itself: what curation gives the shipped books.

Why: the shipped books search well partly because someone wrote a glossary for each
(`rulebooks/*.glossary.toml`): the book's own names (components, cards, characters,
actions), their plurals and the short names the book uses for them. A book a user adds
has none, and nobody here will ever read it. So at index time, offline and in a few
milliseconds, this module reads the book's names from signals any rulebook carries:

- headings (short ones name a component, a card or an action: "Boss Dice", "Tackle a Stage");
- bold terms (`**Royal Firefly**`) and "X: ..." definition lines ("Thruster Overload: Deal 1...");
- capitalised words and phrases inside sentences ("Stage card", "Arcade Tokens", "nave Reaver");
- the first column and header row of tables;
- the other names the book itself gives a thing where it lists it: a gloss in brackets after
  the name ("5 Foe Dice (Black)" -> "Black Dice", "Night Flowers (Moon symbol)") and a table
  pairing names with short names ("Name | Icon": "Mal | Pistol"). Players ask in those names
  ("the black dice"); they are aliases of the term, and `Glossary.called` keeps them so search
  indexes them with every passage that names the term (as a curated glossary's names are);
- the words the book uses over and over that everyday language does not (its actions and
  things: "harvest", "reroll", "robar"), grouped with their inflections.

Each name becomes a term whose aliases are the forms the book itself writes: plurals and
singulars, and the short name (a multi-word name's head word where the book uses it
alone: "Stage card" -> "stage"). The passages that define a term (its section, its
"X: ..." line, the sentence that bolds it) are recorded too: search indexes a passage with
the terms it defines (see referee.search.documents). A name that heads a section is defined
by that section alone: "Night Fall – Moon Flower Harvested" in a list of a phase's steps
points at the section "Night Fall" (measured, bench/added_book.py: reading such lines as
definitions drew a question about the section to the list line).

Nothing here knows any particular book. A user's own `<id>.glossary.toml` beside the book
replaces the automatic glossary (`referee.search.documents.book_glossary`).
"""
from __future__ import annotations

import re
import threading
import weakref
from collections import Counter, OrderedDict
from dataclasses import dataclass
from functools import lru_cache

from .glossary import Glossary, Term
from .rulebook import Rulebook
from .text import fold, strip_accents

VERSION = "3"  # part of the index digest of a book without a hand-written glossary: bump on any change
AUTO_MARK = "automatic"  # the definition prefix of an automatic glossary's terms (the book page shows it)

MAX_NAME_WORDS = 4  # a name is at most this many words ("Strike the Core", "Crucero de la Alianza")
MIN_CAPITALISED = 2  # a capitalised phrase inside sentences counts from this many uses...
MIN_FREQUENT = 3  # ...and a plain word the book uses in this many passages...
MIN_RARE = 2  # ...or in this many, when it is no word of everyday language ("reroll", "harvest")
MAX_TERMS = 400  # a glossary is the book's vocabulary, not its index

# Small words allowed inside a name ("Tackle a Stage", "Crucero de la Alianza"), never at its ends.
CONNECTORS = {"a", "an", "the", "of", "on", "in", "to", "and", "de", "del", "la", "el", "los", "las", "y", "en",
              "al", "o", "para", "por", "sin"}
# Words that start a sentence or a clause capitalised without naming anything.
_FUNCTION = None
_WEAK = None
_lock = threading.Lock()


def _function_words() -> frozenset[str]:
    """English and Spanish function words (the search analyzers' stop lists)."""
    global _FUNCTION, _WEAK
    if _FUNCTION is None:
        from .search.analysis import QUERY_STOPS, WEAK_WORDS
        _FUNCTION = frozenset(QUERY_STOPS) | frozenset(CONNECTORS)
        _WEAK = frozenset(WEAK_WORDS)  # "card", "turn": part of a name ("Stage card"), never one alone
    return _FUNCTION


@lru_cache(maxsize=100_000)
def _key(text: str) -> str:
    return " ".join(re.sub(r"[^\w]+", " ", strip_accents(fold(text))).split())


_WORD = r"[^\W\d_][\w'’-]*"
_CAP = r"(?:[A-ZÁÉÍÓÚÑÜ][\w'’-]*|\d+[A-Z][\w]*)"  # "Reaver", "1Up"
_CAP_PHRASE = re.compile(rf"{_CAP}(?:\s+(?:(?:{'|'.join(sorted(CONNECTORS, key=len, reverse=True))})\s+)?{_CAP})*")
_LOWER_HEAD = re.compile(rf"\b([a-záéíóúñü][\w'’-]+)\s+(?:(?:de|del)\s+(?:la\s+|el\s+)?)?({_CAP}(?:\s+{_CAP})*)")
_CAP_THEN_NOUN = re.compile(rf"({_CAP}(?:\s+{_CAP})*)\s+(cards?|dice|die|tokens?|spaces?|phase|pile|deck|pool|"
                            rf"track|board|mode|action|cartas?|dados?|fichas?|marcadores?|mazo|fase)\b")
_OF_PHRASE = re.compile(r"\b([a-záéíóúñü]{3,})\s+(?:de|del|of)\s+(?:la\s+|el\s+|the\s+)?([a-záéíóúñü]{3,})\b")
_BOLD = re.compile(r"\*\*([^*\n]{2,60})\*\*|__([^_\n]{2,60})__")
# A name glossed in brackets right after it, as books tell their components apart: "5 Foe Dice
# (Black)", "Night Flowers (Moon symbol)", "Ship Dice (black)". The gloss is another name players
# use for the thing ("the black dice"); a gloss with a number, or a small word, says something else
# ("Boss Die (limit 2)", "Flower (any type)", "Harvesting Rules (see above)").
_GLOSSED = re.compile(rf"({_CAP}(?:\s+{_CAP}|\s+[a-z][\w'’-]*){{0,{MAX_NAME_WORDS - 1}}})"
                      rf"\s+\(({_WORD}(?:\s+{_WORD})?)\)")
# Words that open a bracket saying something of a name, not another name for it (any language's
# prepositions and asides: "(except Royals)", "(see above)", "(excepto ...)").
GLOSS_OPENERS = {"except", "excluding", "including", "unless", "see", "also", "only", "not", "if", "when", "per",
                 "max", "min", "limit", "optional", "required", "excepto", "salvo", "menos", "incluido", "ver",
                 "solo", "sólo", "si", "cuando", "opcional", "máximo", "mínimo", "límite", "e.g", "eg", "ie", "i.e"}
_DEFINITION = re.compile(rf"^\s*(?:[-*•]\s*)?(?:\*\*)?({_WORD}(?:[ \t]+{_WORD}){{0,{MAX_NAME_WORDS - 1}}})(?:\*\*)?\s*[:–—]\s+\S")


@dataclass
class _Candidate:
    forms: Counter  # surface form -> uses
    score: float = 0.0
    defined_in: list | None = None  # anchors of passages that define it
    headed: list | None = None  # ...of those, the first passages of sections it heads
    glosses: list | None = None  # other names the book gives it in brackets ("Foe Dice (Black)" -> "Black Dice")
    called: list | None = None  # ...or beside it in a table of pairs ("Mal | Pistol", "Supplies | Barrel")


def _plural_forms(name: str, lang: str) -> list[str]:
    """The name's other number, on its head word (last word in English, first in Spanish when
    a connector or a capitalised modifier follows: "nave Reaver" -> "naves Reaver")."""
    ws = name.split()
    if not ws:
        return []
    i = 0 if lang == "es" and len(ws) > 1 else len(ws) - 1
    w = ws[i]
    low = w.lower()
    out = []
    if low.endswith("ies") and len(low) > 4:
        out.append(w[:-3] + "y")
    elif low.endswith(("ches", "shes", "xes", "sses", "ces")) and len(low) > 4:
        out.append(w[:-2])
    elif low.endswith("es") and lang == "es" and len(low) > 4 and low[-3] not in "aeiou":
        out.append(w[:-2])
    elif low.endswith("s") and not low.endswith("ss") and len(low) > 3:
        out.append(w[:-1])
    else:
        if low == "die":
            out.append(w[:-1] + "ce")
        elif low.endswith("y") and low[-2:-1] not in "aeiou" and lang == "en":
            out.append(w[:-1] + "ies")
        elif low[-1:] in "aeiouáéó" or lang == "en":
            out.append(w + ("es" if lang == "en" and low.endswith(("ch", "sh", "x", "ss")) else "s"))
        else:
            out.append(w + "es")
    if low == "dice":
        out.append(w[:-2] + "ie")
    return [" ".join(ws[:i] + [o] + ws[i + 1:]) for o in out]


def _clean(name: str) -> str:
    name = re.sub(r"[\s]+", " ", name.strip(" \t*_:.,;!?¡¿\"“”'’()[]"))
    return name


def _usable(name: str, function: frozenset[str]) -> bool:
    ws = name.split()
    if not ws or len(ws) > MAX_NAME_WORDS:
        return False
    if _key(ws[0]) in function or _key(ws[-1]) in function or (len(ws) == 1 and _key(ws[0]) in _WEAK):
        return False
    if not any(c.isalpha() for c in name) or len(name) < 3:
        return False
    return True


class _Collector:
    def __init__(self, lang: str):
        self.lang = lang
        self.function = _function_words()
        self.by_key: dict[str, _Candidate] = {}

    def add(self, name: str, weight: float, anchor: str | None = None, heading: bool = False) -> None:
        name = _clean(name)
        if not _usable(name, self.function):
            return
        c = self.by_key.setdefault(_key(name), _Candidate(Counter()))
        c.forms[name] += 1
        c.score += weight
        if anchor is not None:
            c.defined_in = (c.defined_in or [])
            if anchor not in c.defined_in:
                c.defined_in.append(anchor)
            if heading:
                c.headed = (c.headed or [])
                if anchor not in c.headed:
                    c.headed.append(anchor)

    def gloss(self, name: str, gloss: str) -> None:
        """A name the book glosses in brackets: the gloss, with the name's head noun when the gloss
        is one word ("Foe Dice (Black)" -> "Black Dice"; "Night Flowers (Moon symbol)" -> "Moon symbol")."""
        name, gloss = _clean(name), _clean(gloss)
        ws = name.split()
        # a lower-case word after a name is no part of it ("Foes remaining (Black Dice)"): the name is before it
        while len(ws) > 1 and not ws[-1][:1].isupper():
            ws.pop()
        start = len(ws) - 1  # ...and it is the capitalised words just before ("Cards are Day Flowers")
        while start > 0 and (ws[start - 1][:1].isupper() or (_key(ws[start - 1]) in CONNECTORS and start > 1
                                                              and ws[start - 2][:1].isupper())):
            start -= 1
        ws = ws[start:]
        name = " ".join(ws)
        gws = gloss.split()
        if (not _usable(name, self.function) or not gws or any(_key(w) in self.function for w in gws)
                or any(_key(w) in GLOSS_OPENERS for w in gws)):
            return
        if len(gws) == 1:
            if len(ws) < 2 or _key(gws[0]) in _WEAK:
                return
            head = ws[0] if self.lang == "es" else ws[-1]
            alias = f"{head} {gloss}" if self.lang == "es" else f"{gloss} {head}"
        else:
            alias = gloss
        if _key(alias) != _key(name):
            self._other_name(name, "glosses", alias)

    def pair(self, name: str, other: str) -> None:
        """A name a table pairs with another short name (a table of name | icon, name | symbol)."""
        name, other = _clean(name), _clean(other)
        if not (_usable(name, self.function) and _usable(other, self.function)) or _key(name) == _key(other):
            return
        self._other_name(name, "called", other)

    def _other_name(self, name: str, kind: str, other: str) -> None:
        """Keep ``other`` among the name's other names of that kind ("glosses" or "called")."""
        self.add(name, 1.0)
        c = self.by_key[_key(name)]
        got = getattr(c, kind) or []
        if other not in got:
            got.append(other)
        setattr(c, kind, got)

    @staticmethod
    def defined_where(c: _Candidate) -> list:
        """The passages that define a name: the section it heads, when it heads one (a line
        "Night Fall – Moon Flower Harvested" in a list of steps elsewhere points at that
        section, it is no definition of its own); else its "X: ..." lines and bold uses."""
        return list(c.headed) if c.headed else list(c.defined_in or [])


def _sentences_capitalised(text: str) -> list[str]:
    """Capitalised phrases inside sentences (a sentence's first word names nothing by case alone)."""
    out = []
    for m in _CAP_PHRASE.finditer(text):
        before = text[max(0, m.start() - 8):m.start()].rstrip(" \t")
        phrase = m.group(0)
        if m.start() == 0 or not before or before[-1] in ".!?:;¡¿(\n":
            ws = phrase.split()
            if len(ws) < 2:
                continue
            phrase = " ".join(ws[1:]) if ws[1][:1].isupper() else ""
            if not phrase:
                continue
        out.append(phrase)
    return out


@lru_cache(maxsize=100_000)
def _stem_of(word: str, lang: str) -> str:
    from .search.analysis import stems
    got = stems(word, lang)
    return got[0] if got else _key(word)


def candidates(book: Rulebook) -> tuple[dict[str, _Candidate], Counter]:
    """Every name the book's signals give, scored, and how often the book writes each word."""
    lang = book.language if book.language in ("en", "es") else "en"
    col = _Collector(lang)
    title_key = _key(book.title)
    for h in book.headings:
        if h.level > 1 and _key(h.text) != title_key:
            text = re.sub(r"^(?:step|paso|phase|fase)\s+\d+\s*[-–—:]\s*", "", h.text, flags=re.I)
            text = re.sub(r"^\d+[.)]?\s+", "", text)
            section = [p.anchor for p in book.passages if p.section == h.text][:1]
            col.add(text, 2.0, section[0] if section else None, heading=True)
    for rows in _tables(book):  # tables of pairs: "Crew / Foe | Icon | Crew / Foe | Icon", "Name | Symbol"
        for a, b in _table_pairs(rows):
            col.pair(a, b)
    words_used: Counter = Counter()
    for p in book.passages:
        for m in _BOLD.finditer(p.markdown):
            col.add(m.group(1) or m.group(2), 2.0, p.anchor)
        d = _DEFINITION.match(p.text)
        if d and len(p.text) > len(d.group(1)) + 8:
            col.add(d.group(1), 2.0, p.anchor)
        for phrase in _sentences_capitalised(p.text):
            col.add(phrase, 1.0)
        for m in _GLOSSED.finditer(p.text):
            col.gloss(m.group(1), m.group(2))
        for m in _CAP_THEN_NOUN.finditer(p.text):
            col.add(f"{m.group(1)} {m.group(2)}", 1.0)
        for m in _OF_PHRASE.finditer(p.text):  # "carta de historia", "tamaño de mano"
            if not ({_key(m.group(1)), _key(m.group(2))} & col.function):
                col.add(m.group(0), 0.5)
        if lang == "es":
            for m in _LOWER_HEAD.finditer(p.text):
                if _key(m.group(1)) not in col.function:
                    col.add(m.group(0), 1.0)
        if p.kind == "table":
            first = p.text.split("|")[0]
            col.add(first, 1.0, p.anchor)
        for w in set(re.findall(_WORD, p.text)):
            words_used[w] += 1
    return col.by_key, words_used


def _short_cell(cell: str) -> bool:
    ws = cell.split()
    return 0 < len(ws) <= 3 and all(re.fullmatch(_WORD, w) for w in ws)


def _tables(book: Rulebook) -> list[list]:
    """Each table's rows, header first: the runs of table rows in a section (a book pasted as
    text keeps each row a block of its own)."""
    out: list[list] = []
    previous = None
    for p in book.passages:
        if p.kind == "table":
            if previous is not None and previous.kind == "table" and previous.section == p.section:
                out[-1].append(p)
            else:
                out.append([p])
        previous = p
    return [rows for rows in out if len(rows) > 1]


def _table_pairs(block: list) -> list[tuple[str, str]]:
    """(name, its other name) from a table whose columns come in pairs, each row's cells short
    names: a header of two columns, or of a pair repeated ("Crew / Foe | Icon | Crew / Foe | Icon")."""
    head = [c.strip() for c in block[0].text.split("|")]
    if len(head) < 2 or len(head) % 2 or any(head[i] != head[i % 2] for i in range(len(head))):
        return []
    out = []
    for row in block[1:]:
        cells = [c.strip() for c in row.text.split("|")]
        for i in range(0, len(cells) - 1, 2):
            if _short_cell(cells[i]) and _short_cell(cells[i + 1]):
                out.append((cells[i], cells[i + 1]))
    return out


def _short_names(name: str, book_words: set[str], function: frozenset[str]) -> list[str]:
    """The head words of a multi-word name the book also writes alone ("Stage card" -> "stage")."""
    ws = [w for w in name.split() if _key(w) not in function]
    if len(ws) < 2:
        return []
    return [w.lower() for w in ws if _key(w) in book_words and len(w) > 2][:2]


def build(book: Rulebook) -> Glossary:
    """The automatic glossary of a book (worked out once per book version)."""
    key = (book.id, book.digest)
    with _lock:
        got = _built.get(key) or _held.get(key)
        if got is not None:
            return _keep(key, got)
    glossary = _build(book)
    with _lock:
        return _keep(key, glossary)


def _keep(key: tuple, glossary: Glossary) -> Glossary:
    """Remember a glossary as the most recent, and for as long as anything holds it."""
    _built[key] = glossary
    _built.move_to_end(key)
    _held[key] = glossary
    while len(_built) > RECENT:
        _built.popitem(last=False)
    return glossary


RECENT = 64  # glossaries kept alive here; a library's own are found while it holds them (_held)
_built: OrderedDict = OrderedDict()
# every glossary something still holds (a library holds one per book): a pass over a library
# larger than RECENT books (index, meaning, tables) finds each one instead of rebuilding it
_held: "weakref.WeakValueDictionary" = weakref.WeakValueDictionary()


def _build(book: Rulebook) -> Glossary:
    from .everyday import common_word
    lang = book.language if book.language in ("en", "es") else "en"
    found, words_used = candidates(book)
    function = _function_words()
    text_key = " " + _key(book.plain_text) + " "
    book_words = {_key(w) for w in words_used}
    kept: list[tuple[float, str, _Candidate]] = []
    for k, c in found.items():
        uses = text_key.count(f" {k} ")
        # a name from a heading, bold or a definition line counts at once; a capitalised
        # phrase only when the book writes it more than once
        capitalised = sum(1 for w in c.forms.most_common(1)[0][0].split() if w[:1].isupper())
        signal = (c.score >= 2.0 or (c.score >= MIN_CAPITALISED and uses >= MIN_CAPITALISED)
                  or capitalised >= 2)  # "Crucero Reaver", "Long-Range Scanner": a name even once
        if not signal:
            continue
        kept.append((c.score + uses, k, c))
    # the words the book keeps using that everyday language does not: its actions and things,
    # one term per stem with every form the book writes
    by_stem: dict[str, Counter] = {}
    for w, n in words_used.items():
        kw = _key(w)
        if len(kw) < 3 or kw in function or kw in _WEAK:
            continue
        by_stem.setdefault(_stem_of(kw, lang), Counter())[w.lower() if not w.isupper() else w] += n
    frequent: list[tuple[float, str, Counter]] = []
    for stem, forms in by_stem.items():
        total = sum(forms.values())
        top = forms.most_common(1)[0][0]
        # a word everyday language uses a lot names a thing of the game only when the book
        # keeps using it ("robar", "comprar" in a card game); a rarer word sooner ("reroll")
        if total >= MIN_FREQUENT or (total >= MIN_RARE and not common_word(_key(top))):
            frequent.append((float(total), stem, forms))
    terms: list[Term] = []
    called: dict[str, tuple[str, ...]] = {}
    seen: set[str] = set()
    kept.sort(key=lambda x: -x[0])
    for _, k, c in kept[:MAX_TERMS]:
        if k in seen:
            continue
        name = c.forms.most_common(1)[0][0]
        aliases: list[str] = []
        for form in [*c.forms, *_plural_forms(name, lang)]:
            fk = _key(form)
            if fk and fk != k and fk not in {_key(a) for a in aliases}:
                if form in c.forms or f" {fk} " in text_key:
                    aliases.append(form)
        others = []
        for gloss in c.glosses or ():  # the book's own other name for it, in brackets...
            last = gloss.split()[-1]  # ...naming a thing: "Moon symbol", "Black Dice"; not "assembly required"
            if last[:1].isupper() or words_used.get(last, 0) + words_used.get(last.lower(), 0) >= MIN_FREQUENT:
                others.append(gloss)
        others += c.called or ()  # ...or the name a table pairs it with
        for other in others:
            if _key(other) != k and _key(other) not in {_key(a) for a in aliases}:
                aliases.append(other)
                called.setdefault(name, ())
                called[name] += (other,)
        for short in _short_names(name, book_words, function):
            if _key(short) not in {_key(a) for a in aliases} and _key(short) != k:
                aliases.append(short)
        seen.add(k)
        seen.update(_key(a) for a in aliases if len(a.split()) == len(name.split()))
        where = ",".join(_Collector.defined_where(c))
        terms.append(Term(name, tuple(aliases), (), f"{AUTO_MARK}:{where}"))
    frequent.sort(key=lambda x: -x[0])
    for _, stem, forms in frequent:
        if len(terms) >= MAX_TERMS:
            break
        names = [f for f, _ in forms.most_common()]
        if _key(names[0]) in seen:
            continue
        seen.update(_key(n) for n in names)
        terms.append(Term(names[0], tuple(names[1:]), (), f"{AUTO_MARK}:"))
    return Glossary(book.id, terms, automatic=True, called=called)


def is_automatic(glossary: Glossary | None) -> bool:
    return bool(glossary and glossary.automatic)


def defined_by(glossary: Glossary) -> dict[str, list[str]]:
    """Passage anchor -> the names of the terms that passage defines."""
    out: dict[str, list[str]] = {}
    for t in glossary.terms:
        where = t.definition[len(AUTO_MARK) + 1:] if t.definition.startswith(AUTO_MARK) else ""
        for anchor in filter(None, where.split(",")):
            out.setdefault(anchor, []).append(t.term)
    return out


def recovery(auto: Glossary, hand: Glossary) -> dict:
    """How many of a hand-written glossary's terms the automatic one names: a term counts when
    one of its names (term, aliases, book-language names) is a name of an automatic term,
    compared in the book's own forms (case, accents and number aside)."""
    def norm(name: str) -> str:
        return " ".join(w[:-1] if len(w) > 3 and w.endswith("s") else w for w in _key(name).split())
    auto_names = {norm(n) for t in auto.terms for n in t.names}
    got, missed = [], []
    for t in hand.terms:
        (got if any(norm(n) in auto_names for n in t.names) else missed).append(t.term)
    return {"terms": len(hand.terms), "recovered": len(got), "share": round(len(got) / (len(hand.terms) or 1), 3),
            "missed": missed}
