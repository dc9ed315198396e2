"""What a passage is indexed as: the fields (the Whoosh schema and its field boosts), the
heading path, neighbouring context and glossary names indexed with each passage, and the
digest that says when a book must be indexed again (`ENGINE` is part of it).
`document_texts` is backend-neutral (a second backend indexes the same texts); the schema
and `_doc` are how Whoosh stores them."""
from __future__ import annotations

import hashlib
import json
import re
import threading
import warnings
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

with warnings.catch_warnings():  # Whoosh 2.7.4 is frozen upstream and warns on import
    warnings.simplefilter("ignore")
    from whoosh.fields import ID, STORED, TEXT, Schema

from .. import autoglossary, translation
from ..glossary import Glossary, GlossaryError, glossary_path
from ..glossary import load as load_glossary
from ..paraphrase import model_digest, rule_texts
from ..rulebook import Passage, Rulebook
from .analysis import ANALYZERS, LANGS, PLAIN

ENGINE = "9"  # bump whenever analysis, fields or document building change: forces a full rebuild
_SENTENCE_END = re.compile(r"(?<=[.!?:])\s+")

# How much each field counts (BM25F field boosts).
BOOST_BODY, BOOST_HEAD, BOOST_CONTEXT, BOOST_ALIAS = 1.0, 2.5, 0.5, 0.85
BOOST_RULES = 0.5  # the rules model's plain statements of a passage (a paraphrase of it)


def make_schema() -> Schema:
    fields = dict(
        pid=ID(stored=True, unique=True),
        game=ID(stored=True),
        lang=ID(stored=True),
        anchor=STORED(),
        section=STORED(),
        path=STORED(),
        text=STORED(),
        words=TEXT(analyzer=PLAIN, spelling=True),
        # English names players use for the glossary terms a passage mentions
        alias=TEXT(analyzer=ANALYZERS["en"], field_boost=BOOST_ALIAS),
    )
    for lang in LANGS:
        fields[f"rules_{lang}"] = TEXT(analyzer=ANALYZERS[lang], field_boost=BOOST_RULES)
        fields[f"body_{lang}"] = TEXT(analyzer=ANALYZERS[lang], phrase=True, field_boost=BOOST_BODY)
        fields[f"head_{lang}"] = TEXT(analyzer=ANALYZERS[lang], field_boost=BOOST_HEAD)
        fields[f"ctx_{lang}"] = TEXT(analyzer=ANALYZERS[lang], field_boost=BOOST_CONTEXT)
    return Schema(**fields)


def book_glossary(book: Rulebook) -> Glossary | None:
    """The glossary file beside a rulebook, if there is a readable one; else, for a book
    with no glossary file, the one built from the book itself (referee.autoglossary)."""
    path = glossary_path(book.path, book.id)
    try:
        return load_glossary(path, book.id) if path.exists() else autoglossary.build(book)
    except GlossaryError:
        return None


def _glossary_digest(book: Rulebook) -> str:
    path = glossary_path(book.path, book.id)
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    except OSError:  # no file: the automatic glossary's version, and whether the book is translated
        translated = f"+mt{translation.VERSION}" if translation.other_language(book.language) else ""
        return f"auto{autoglossary.VERSION}{translated}"


def _book_digest(book: Rulebook) -> str:
    return f"{book.digest}:{_glossary_digest(book)}:{model_digest(book)}:{ENGINE}"


@dataclass
class _DocText:
    """What gets indexed for one passage, besides the passage itself."""
    heading: str
    context: str
    alias: str
    rules_en: str = ""  # what the rules model says about the passage
    rules_es: str = ""
    # a book nobody curated, in its other language (referee.translation, word by word): its
    # headings, indexed as headings in that language, and its section and text, indexed with
    # the rules' statements (a paraphrase of the passage, weighed below its own words)
    other: str = ""  # that language, "" when the book is not translated
    other_heading: str = ""
    other_text: str = ""
    # a book nobody curated: the words of the rest of the section a passage sits in, indexed with
    # the rules' statements (what a curated book's statements and glossary give: the words its
    # neighbours say of the same rule, weighed below the passage's own)
    section: str = ""


_WORDS = re.compile(r"\w+")
SECTION_WORDS = 120  # at most this many distinct words of a passage's section (the rarest in the book kept)


def _section_words(book: Rulebook) -> dict[str, str]:
    """Per passage anchor, the distinct words of the other passages of its section (the same
    heading path) that it does not say itself: the section a passage sits in, as context. A long
    section keeps the SECTION_WORDS words the book uses least (what names the section's matter)."""
    by_section: dict[tuple, list[Passage]] = {}
    for p in book.passages:
        by_section.setdefault((p.path, p.section), []).append(p)
    df: dict[str, int] = {}
    own: dict[str, dict[str, None]] = {}  # (in the order said: a set's order changes with the process)
    for p in book.passages:
        ws = own[p.anchor] = dict.fromkeys(w.lower() for w in _WORDS.findall(p.text) if not w.isdigit() and len(w) > 2)
        for w in ws:
            df[w] = df.get(w, 0) + 1
    out: dict[str, str] = {}
    for ps in by_section.values():
        if len(ps) < 2:
            continue
        for p in ps:
            rest: dict[str, None] = {}
            for q in ps:
                if q is not p:
                    rest.update(dict.fromkeys(w for w in own[q.anchor] if w not in own[p.anchor]))
            if len(rest) > SECTION_WORDS:
                rest = dict.fromkeys(sorted(rest, key=lambda w: (df[w], w))[:SECTION_WORDS])
            if rest:
                out[p.anchor] = " ".join(rest)
    return out


def _first_sentence(text: str) -> str:
    return _SENTENCE_END.split(" ".join(text.split()), 1)[0]


def _lead_in(text: str, limit: int = 240) -> str:
    """A lead-in paragraph, or its first and last sentences when it is long."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    parts = _SENTENCE_END.split(flat)
    return parts[0] if len(parts) == 1 else f"{parts[0]} {parts[-1]}"


def document_texts(book: Rulebook, glossary: Glossary | None, folder: Path | None = None) -> dict[str, _DocText]:
    """Heading path, neighbouring context and glossary names for every passage of a book
    (and, for a book nobody curated, its words in the other language: their translations
    are kept in ``folder``, the index's, when given).

    Context is what a reader sees around a passage: the first sentence of its
    section, and for list items and table rows the paragraph that leads into the
    list ("Phase 1: Roll all 15 dice ... perform the following steps in order:")
    or the table's header row.
    """
    out: dict[str, _DocText] = {}
    modelled = rule_texts(book)
    automatic = autoglossary.is_automatic(glossary)
    defines = autoglossary.defined_by(glossary) if automatic else {}
    first_of_section: dict[str, Passage] = {}
    for p in book.passages:
        first_of_section.setdefault(p.section, p)
    lead: dict[str, str] = {}
    previous: list[Passage] | None = None
    for block in book.blocks:
        if not isinstance(block, list):
            previous = None
            continue
        if block and block[0].kind in ("list", "table"):
            parts = []
            if previous and previous[-1].kind == "paragraph" and previous[-1].section == block[0].section:
                parts.append(_lead_in(previous[-1].text))
            if block[0].kind == "table" and len(block) > 1:
                parts.append(block[0].text)  # header row
            for p in block[1:] if block[0].kind == "table" else block:
                lead[p.anchor] = " ".join(parts)
        previous = block
    translated = _translated(book, folder) if automatic else None
    section_words = _section_words(book) if automatic else {}
    for i, p in enumerate(book.passages):
        heading = " ".join(dict.fromkeys((*p.path, p.section)))
        ctx: list[str] = []
        first = first_of_section[p.section]
        if first is not p:
            ctx.append(_first_sentence(first.text))
        if lead.get(p.anchor):
            ctx.append(lead[p.anchor])
        alias = ""
        if automatic:
            # a book nobody curated: its names are its own words, already in the body; the
            # terms a passage defines ("Thruster Overload: ...", the section a name heads)
            # are read as part of its heading
            heading = " ".join([heading, *(t for t in defines.get(p.anchor, ()) if t.lower() not in heading.lower())])
            heading = _with_particles(heading)
            # ...and the other names the book gives the things it mentions ("Foe Dice (Black)", a
            # table's "Mal | Pistol"), as players' names are indexed with a curated book's passages
            alias = _other_names(glossary, f"{heading} {p.text}")
        elif glossary is not None:
            names: list[str] = []
            for term, _ in glossary.matches(f"{heading} {p.text}"):
                for n in (term.term, *term.aliases):
                    if n not in names:
                        names.append(n)
            alias = " ".join(names)
        doc = out[p.anchor] = _DocText(heading, " ".join(ctx), alias, *modelled.get(p.anchor, ("", "")))
        if translated is not None:  # a book nobody curated, in the other language's words
            doc.other, doc.other_heading, doc.other_text = translated[0], translated[2][i], translated[1][i]
        doc.section = section_words.get(p.anchor, "")
    return out


def _other_names(glossary: Glossary, text: str) -> str:
    """The other names the book gives (`Glossary.called`: a gloss in brackets, a table of pairs)
    to the automatic glossary's terms a passage mentions by name (not by a short name alone)."""
    if not glossary.called:
        return ""
    names: list[str] = []
    for term, said in glossary.matches(text):
        if term.term in glossary.called and len(said.split()) >= len(term.term.split()):
            names.extend(n for n in glossary.called[term.term] if n not in names)
    return " ".join(names)


def _translated(book: Rulebook, folder: Path | None) -> tuple[str, list[str], list[str]] | None:
    """(the other language, each passage's section and text, each passage's heading path), word
    by word in that language, for a book nobody curated when a translator for it is installed
    (referee.translation: one run for the book's words, or for a batch of books indexed together)."""
    other = translation.other_language(book.language)
    if other is None or not book.passages:
        return None
    n = len(book.passages)
    texts = _translated_texts(book)
    _translate_ahead(book, other, folder)
    got = translation.translate_words(texts, book.language, other, folder, book.id)
    return (other, got[:n], got[n:]) if got is not None else None


def _translated_texts(book: Rulebook) -> list[str]:
    return ([f"{p.section} {p.text}" for p in book.passages]
            + [" ".join(dict.fromkeys((*p.path, p.section))) for p in book.passages])


def _vocabulary(book: Rulebook) -> list[str]:
    """A book's distinct words, as referee.translation.translate_words translates them."""
    return translation.distinct_words([translation._words(t) for t in _translated_texts(book)])


# Books about to be indexed (`translating_together`): the first one whose words are not
# translated yet is translated together with the others in its language, in one Apertium run.
_ahead: dict[str, Rulebook] = {}  # not translated yet
_live: dict[str, Rulebook] = {}  # every book of the blocks open now
_ahead_lock = threading.Lock()


@contextmanager
def translating_together(books):
    """Within this block, books nobody curated that need translating are translated in batches
    (referee.translation.vocabularies) rather than one Apertium run each: a library refresh
    or import of many new books. Whatever was not reached is translated book by book, as ever."""
    mine = {b.id: b for b in books
            if b.passages and not glossary_path(b.path, b.id).exists() and translation.other_language(b.language)}
    with _ahead_lock:
        _ahead.update(mine)
        _live.update(mine)
    try:
        yield
    finally:
        with _ahead_lock:
            for gid, b in mine.items():
                for held in (_ahead, _live):
                    if held.get(gid) is b:
                        del held[gid]


def _translate_ahead(book: Rulebook, other: str, folder: Path | None) -> None:
    """When ``book`` is one of the books being indexed together and its words are not translated
    yet, translate them with the other books of its language still waiting, in one run."""
    with _ahead_lock:
        if _ahead.pop(book.id, None) is None:
            return
    words = _vocabulary(book)
    if translation.known(words, book.language, other, folder, book.id):
        return  # (the others wait for a book of theirs that is not translated yet)
    with _ahead_lock:
        rest = [b for b in _ahead.values() if b.language == book.language]
        for b in rest:
            del _ahead[b.id]
    pairs, total = [(book.id, words)], len(words)
    while rest:
        ws = _vocabulary(rest[0])
        if total + len(ws) > translation.BATCH_WORDS:
            break
        pairs.append((rest.pop(0).id, ws))
        total += len(ws)
    with _ahead_lock:  # left for a later batch
        for b in rest:
            if _live.get(b.id) is b:
                _ahead.setdefault(b.id, b)
    translation.vocabularies(pairs, book.language, other, folder)


_COMPOUND = re.compile(r"\b([^\W\d_]+)[-‐–]([^\W\d_]{1,4})\b")
# A verb and its particle, written apart in a heading ("Set Up", "Clean Up", "Take Over"): players
# write the noun as one word ("setup", "cleanup"), as they do a hyphened one ("Set-Up").
PARTICLES = ("up", "down", "out", "off", "over", "back", "away")
_PARTICLE_PAIR = re.compile(rf"\b([^\W\d_]{{3,}})\s+({'|'.join(PARTICLES)})\b", re.I)


def _with_particles(heading: str) -> str:
    """A book nobody curated: its heading, with each verb and particle also joined ("Set Up" ->
    "setup"), the word a curated book's glossary gives as an alias."""
    joined = [f"{a}{b}".lower() for a, b in _PARTICLE_PAIR.findall(heading)]
    joined = [w for w in dict.fromkeys(joined) if w not in heading.lower().split()]
    return f"{heading} {' '.join(joined)}" if joined else heading


def _with_compounds(text: str) -> str:
    """Index "Set-Up" also as "setup" and "face-up" as "faceup", as players write them."""
    joined = [a + b for a, b in _COMPOUND.findall(text)]
    return f"{text} {' '.join(joined)}" if joined else text


def _doc(p: Passage, lang: str, extra: _DocText) -> dict:
    doc = dict(pid=f"{p.book}#{p.anchor}", game=p.book, lang=lang, anchor=p.anchor, section=p.section,
               path=json.dumps(list(p.path), ensure_ascii=False), text=p.text,
               words=f"{extra.heading} {p.text} {extra.alias}", alias=extra.alias)
    doc[f"body_{lang}"] = _with_compounds(p.text)
    doc[f"head_{lang}"] = _with_compounds(extra.heading)
    doc[f"ctx_{lang}"] = extra.context
    if extra.rules_en:
        doc["rules_en"] = extra.rules_en
    if extra.rules_es:
        doc["rules_es"] = extra.rules_es
    if extra.section:
        doc[f"rules_{lang}"] = " ".join(filter(None, (doc.get(f"rules_{lang}", ""), extra.section)))
    if extra.other and extra.other != lang:
        doc[f"head_{extra.other}"] = extra.other_heading
        doc[f"rules_{extra.other}"] = " ".join(filter(None, (doc.get(f"rules_{extra.other}", ""), extra.other_text)))
    return doc
