"""Full-text search over the rulebooks. Every Whoosh call in Referee lives here.

The index sits in generations (`index/gen-N/`) with a `CURRENT` pointer file:
a build writes a new generation beside the serving one and swaps the pointer
atomically, so a crash mid-build leaves the previous index serving, and readers
never see a half-written index. A rebuild is incremental: only books whose
content hash changed are re-indexed.
"""
from __future__ import annotations

import fcntl
import hashlib
import heapq
import html
import math
import json
import logging
import os
import re
import shutil
import threading
import time
import warnings
from array import array
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import numpy as np

with warnings.catch_warnings():  # Whoosh 2.7.4 is frozen upstream and warns on import
    warnings.simplefilter("ignore")
    from whoosh import index as windex
    from whoosh import query as Q
    from whoosh.analysis import (STOP_WORDS, CharsetFilter, LowercaseFilter, RegexTokenizer,
                                 StemFilter, StopFilter)
    from whoosh.fields import ID, STORED, TEXT, Schema
    from whoosh.lang import stemmer_for_language, stopwords_for_language
    from whoosh.scoring import BM25F
    from whoosh.support.charset import accent_map

from .glossary import Glossary, GlossaryError, glossary_path
from .glossary import load as load_glossary
from .everyday import common_word
from .meaning import MODEL_ID, encoder
from .mentions import mentions_for
from .paraphrase import model_digest, rule_texts
from .rulebook import Passage, Rulebook
from .text import mark_terms, strip_accents, words

log = logging.getLogger(__name__)

MAX_QUERY_CHARS = 500
MAX_LIMIT = 50
SNIPPET_CHARS = 260
ENGINE = "7"  # bump whenever analysis, fields or document building change: forces a full rebuild

# Words that carry no meaning in a player's question, beyond the usual stop words.
QUESTION_WORDS = {
    "what", "which", "who", "whom", "whose", "how", "does", "do", "did", "done", "i", "me", "my",
    "there", "their", "they", "them", "its", "it's", "about", "would", "should", "could", "happen",
    "happens", "happened", "happening", "mean", "means", "exactly", "really", "just", "also", "so",
    "want", "then", "right", "into", "im", "i'm", "i've", "ive", "been", "was", "were", "has", "had",
    "is", "are", "got", "let", "lets", "okay", "ok", "hey", "please", "someone", "anyone", "thing",
    "things", "now", "what's", "whats", "where", "why", "our", "u", "ya", "gonna", "wanna", "didnt",
    "didn't", "dont", "don't", "doesnt", "doesn't", "isnt", "isn't", "cant", "can't", "am", "allowed",
    "able", "even", "though", "like", "some", "any", "anything", "something", "here", "oh", "well",
    "supposed", "exactly", "actually", "guys", "these", "those", "he", "she", "his", "her", "him",
    "it", "an", "ever", "way", "need", "say", "says", "said", "tell", "know", "very", "quite",
    "many", "much",  # "how many" asks for a count: the ranking reads that from the question
}
# Spanish question words players add that the stop list lacks.
PREGUNTAS = {"puedo", "puede", "pueden", "podemos", "hay", "si", "cuanto", "cuanta", "cuantos",
             "cuantas", "pasa", "ocurre", "sucede", "exactamente", "cuales", "cual", "como", "donde",
             "cuando", "quien", "que", "debo", "tengo", "hacer", "hago", "puedes", "podria", "podrian",
             "sirve", "sirven", "vale", "oye", "alguien", "algun", "alguna", "exacto", "debe", "deben"}
# Words that mean something but say little on their own: searched, weighed lightly.
WEAK_WORDS = {
    "game", "games", "turn", "turns", "player", "players", "card", "cards", "start", "starts",
    "started", "before", "after", "first", "end", "ends", "use", "used", "using", "go", "goes",
    "going", "take", "takes", "get", "gets", "still", "rule", "rules", "number",
    "time", "times", "same", "other", "another", "one", "two", "make", "put", "play", "playing",
    "juego", "partida", "jugador", "jugadores", "carta", "cartas", "turno", "regla", "reglas",
}
# General rulebook English: words players use for the words rulebooks use (not tied to a game;
# a game's own vocabulary belongs in its glossary). Keys and values are single words.
THESAURUS = {
    "max": ["maximum", "limit"], "maximum": ["max", "limit"], "limit": ["maximum"],
    "min": ["minimum"], "minimum": ["min"],
    "hold": ["hand", "keep"], "pick": ["choose", "select"], "choose": ["select", "pick"],
    "select": ["choose"], "swap": ["switch", "exchange", "substitute", "replace"],
    "switch": ["swap", "exchange"], "trade": ["exchange", "swap"], "exchange": ["trade", "swap"],
    "replace": ["substitute", "swap"], "substitute": ["replace", "swap"],
    "cost": ["spend", "pay"], "pay": ["spend", "cost"], "spend": ["pay", "cost"],
    "price": ["cost", "pay"], "alone": ["solo"], "solo": ["alone"], "tie": ["tied", "equal"],
    "begin": ["start"], "start": ["begin", "setup"], "finish": ["complete", "end"], "complete": ["finish"],
    "over": ["end"], "win": ["winner"], "winner": ["win"], "nobody": ["no-one"], "noone": ["no-one"],
    "kill": ["defeat"], "beat": ["defeat"], "beaten": ["defeat"], "destroy": ["defeat"],
    "attack": ["strike"], "hurt": ["damage"], "remove": ["discard"], "rid": ["remove"],
    "throw": ["roll"], "extra": ["additional", "bonus"], "additional": ["extra"], "bonus": ["extra"],
    "enemy": ["foe"], "enemies": ["foe"], "money": ["credits"], "cash": ["credits", "money"],
    "worth": ["points", "value"], "value": ["worth"], "score": ["points"], "lose": ["lost"],
    "steal": ["stolen"], "flip": ["turn"], "empty": ["vacant"], "refill": ["replenish"],
    "upside": ["face-down"], "hidden": ["face-down"], "visible": ["face-up"],
    "leftover": ["remaining"], "remaining": ["leftover"], "skip": ["pass"], "harder": ["difficulty"],
    "difficult": ["difficulty"], "easier": ["difficulty"], "everyone": ["each", "all"],
    "everybody": ["each", "all"],
    "twice": ["two", "second"], "again": ["another"], "allow": ["may"], "diagonal": ["diagonally"],
    "pull": ["remove", "aside", "separate"],
    "more": ["additional", "extra"], "back": ["return"], "neighbor": ["adjacent"], "neighbour": ["adjacent"], "next": ["adjacent"], "nearby": ["adjacent"],
    # board-game components and places, as players and rulebooks name them
    "counter": ["token", "marker"], "token": ["counter", "marker"], "marker": ["token", "counter"],
    "chip": ["token", "counter"], "spot": ["space"], "slot": ["space"], "gap": ["empty", "vacant"],
    "box": ["components", "contents"], "contents": ["components"], "middle": ["center", "centre"],
    "centre": ["center"], "center": ["centre"], "hide": ["face-down", "hidden"], "secret": ["face-down"],
    "reveal": ["face-up"], "fill": ["refill", "replenish"], "gun": ["weapon"], "guns": ["weapons"],
    # words players use for what a book names otherwise (found among the training questions'
    # words that no shipped book uses; kept only when they are plain English, not a game's)
    "bomb": ["explosion"], "bombs": ["explosions"], "blew": ["explode", "explosion"],
    "arrow": ["pointer"], "split": ["divide", "divided"], "zero": ["none", "0"],
}
# General rulebook words in Spanish, so an English question reaches a Spanish book (and
# back) beyond the cognates found by prefix. A game's own terms belong in its glossary.
TRANSLATIONS = {
    "board": ["tablero", "mapa"], "map": ["mapa"], "hand": ["mano"], "card": ["carta"], "deck": ["mazo"],
    "discard": ["descartar", "descarte"], "draw": ["robar", "roba"], "ship": ["nave"], "job": ["trabajo"],
    "player": ["jugador"], "turn": ["turno"], "move": ["mover", "mueve"], "roll": ["tirada", "tirar", "tira"],
    "die": ["dado"], "dice": ["dados"], "cost": ["cuesta", "comprar"], "buy": ["comprar"], "pay": ["paga", "pagar"],
    "money": ["creditos", "dinero"], "reward": ["recompensa"], "limit": ["limite", "maximo"],
    "maximum": ["maximo"], "max": ["maximo"], "size": ["tamano"], "big": ["mide", "tamano"],
    "start": ["comienzo", "comienzan", "inicio", "iniciar"], "begin": ["comienzan", "empezar"],
    "setup": ["configuracion", "preparacion"], "place": ["colocar", "coloca"], "put": ["colocar", "poner"],
    "remove": ["eliminar", "quitar"], "cleared": ["elimina"], "clear": ["eliminar"], "lose": ["perder", "pierdes"],
    "win": ["ganar", "gana"], "earn": ["ganar", "gana"], "get": ["obtener", "ganar"], "trust": ["confianza"],
    "challenge": ["desafio", "reto"], "attach": ["adjuntar"], "active": ["activos"],
    "new": ["nuevo", "nuevos", "nuevas"], "leader": ["lider"], "captain": ["capitan"], "crew": ["tripulacion"],
    "planet": ["planeta"], "region": ["region"], "border": ["borde", "bordeados"], "red": ["rojas", "rojo"],
    "blue": ["azul", "azules"], "same": ["mismo"], "other": ["otro"], "another": ["otro"], "two": ["dos"],
    "adjacent": ["adyacente"], "diagonal": ["diagonalmente"], "each": ["cada"], "first": ["primera", "primero"],
    "time": ["vez"], "end": ["termina", "final"], "stop": ["detiene", "termina"], "keep": ["mantener", "seguir"],
    "fail": ["falla", "fallar"], "complete": ["completar"], "finish": ["completar", "termina"],
    "weapon": ["arma"], "fight": ["lucha"], "skill": ["habilidad"], "test": ["prueba"], "order": ["orden"],
    "warrant": ["orden judicial"], "supply": ["suministro"], "contact": ["contacto"], "cargo": ["carga", "cargamento"],
    "smuggling": ["contrabando"], "smuggle": ["contrabando"], "fuel": ["combustible"], "parts": ["piezas", "repuestos"],
    "goods": ["bienes"], "trade": ["intercambiar", "comerciar"], "swap": ["intercambiar"], "give": ["dar"],
    "send": ["enviar"], "permanent": ["permanente"],

    "rolled": ["tirada"], "result": ["resultado"], "number": ["numero"],
    "expansion": ["expansion"], "rules": ["reglas"], "leave": ["abandonan", "dejan"],
    "design": ["diseño", "diseñar", "diseñador"], "game": ["juego", "partida"],
    "choose": ["elegir", "escoger", "escogiendo"], "pick": ["elegir", "escoger", "escogiendo"],
    "select": ["elegir", "escoger"], "during": ["durante"], "after": ["después"], "before": ["antes"],
}
_NUMBERS = [("one", "uno", "una"), ("two", "dos"), ("three", "tres"), ("four", "cuatro"), ("five", "cinco"),
            ("six", "seis"), ("seven", "siete"), ("eight", "ocho"), ("nine", "nueve"), ("ten", "diez")]
for _n, _names in enumerate(_NUMBERS, 1):  # "two" finds "2" and "dos", and back
    for _name in (*_names, str(_n)):
        THESAURUS.setdefault(_name, []).extend(x for x in (*_names, str(_n)) if x != _name)
# How players say the player count: "three of us", "4 people", "somos cuatro" -> "N player".
_PLAYER_COUNT = re.compile(r"\b(two|three|four|five|six|[2-6]|dos|tres|cuatro|cinco|seis)\s+(?:of us|people|persons|players)\b"
                           r"|\bsomos\s+(dos|tres|cuatro|cinco|seis|[2-6])\b", re.I)
# "game:shiny-dice" inside a query filters by game
GAME_FILTER = re.compile(r"(?<![\w-])game:(\"[^\"]*\"|\S+)", re.I)
_PHRASE = re.compile(r"\"([^\"]+)\"")
_SENTENCE_END = re.compile(r"(?<=[.!?:])\s+")


class QueryError(ValueError):
    """A query that cannot be run: empty, too long, or naming an unknown game."""

    def __init__(self, code: str, message: str):
        self.code = code
        super().__init__(message)


def _fold_words(ws) -> frozenset[str]:
    return frozenset(strip_accents(w.lower()) for w in ws)


_SPANISH_STEM = stemmer_for_language("es")
_ENGLISH_STEM = stemmer_for_language("en")


_ENCLITIC = re.compile(r"^(.{3,}?(?:ar|er|ir))(?:te|os)$")


def es_stem(word: str) -> str:
    """Spanish stem; loan words keep an English plural ("reavers" -> "reaver"), and an
    infinitive keeps its stem with a pronoun attached ("moverte" -> "mov")."""
    m = _ENCLITIC.match(word)
    if m:
        word = m.group(1)
    s = _SPANISH_STEM(word)
    return s[:-1] if s == word and len(word) > 4 and word.endswith("s") else s


EN_STOPS = _fold_words(STOP_WORDS) | _fold_words(QUESTION_WORDS)
ES_STOPS = _fold_words(stopwords_for_language("es")) | _fold_words(PREGUNTAS)
QUERY_STOPS = EN_STOPS | ES_STOPS
STEMMERS = {"en": _ENGLISH_STEM, "es": es_stem}


def analyzer(lang: str):
    base = RegexTokenizer(r"\w+(?:['’]\w+)?") | LowercaseFilter() | CharsetFilter(accent_map)
    if lang == "es":
        return base | StopFilter(stoplist=ES_STOPS, minsize=1) | StemFilter(stemfn=es_stem)
    return base | StopFilter(stoplist=EN_STOPS, minsize=1) | StemFilter(stemfn=_ENGLISH_STEM)


LANGS = ("en", "es")
ANALYZERS = {lang: analyzer(lang) for lang in LANGS}
PLAIN = RegexTokenizer(r"\w+") | LowercaseFilter() | CharsetFilter(accent_map)

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


_TOKENS = re.compile(r"\w+(?:['’]\w+)?")  # the analyzers' tokenizer


@lru_cache(maxsize=300_000)
def _word_stem(word: str, lang: str) -> str | None:
    """One word through the analyzer (lower case, accents, stop words, stem), once per word."""
    out = [t.text for t in ANALYZERS[lang](word)]
    return out[0] if out else None


def stems(text: str, lang: str) -> list[str]:
    """The analyzer's output for a text: each word's is computed once and remembered
    (the analysis is per word, so this equals running the analyzer on the whole text)."""
    return [s for s in (_word_stem(w, lang) for w in _TOKENS.findall(text or "")) if s]


def _fold(word: str) -> str:
    return strip_accents(word.lower()).replace("’", "'")


@dataclass
class Hit:
    passage: Passage
    score: float
    terms: list[str]  # the words of the passage that matched, for highlighting
    snippet: str  # HTML, with <mark>


@dataclass
class Results:
    query: str
    game: str | None
    hits: list[Hit]
    suggestion: str | None = None
    expanded: list[str] = field(default_factory=list)


def book_glossary(book: Rulebook) -> Glossary | None:
    """The glossary file beside a rulebook, if there is a readable one."""
    path = glossary_path(book.path, book.id)
    try:
        return load_glossary(path, book.id) if path.exists() else None
    except GlossaryError:
        return None


def _glossary_digest(book: Rulebook) -> str:
    path = glossary_path(book.path, book.id)
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    except OSError:
        return "-"


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


def _first_sentence(text: str) -> str:
    return _SENTENCE_END.split(" ".join(text.split()), 1)[0]


def _lead_in(text: str, limit: int = 240) -> str:
    """A lead-in paragraph, or its first and last sentences when it is long."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    parts = _SENTENCE_END.split(flat)
    return parts[0] if len(parts) == 1 else f"{parts[0]} {parts[-1]}"


def document_texts(book: Rulebook, glossary: Glossary | None) -> dict[str, _DocText]:
    """Heading path, neighbouring context and glossary names for every passage of a book.

    Context is what a reader sees around a passage: the first sentence of its
    section, and for list items and table rows the paragraph that leads into the
    list ("Phase 1: Roll all 15 dice ... perform the following steps in order:")
    or the table's header row.
    """
    out: dict[str, _DocText] = {}
    modelled = rule_texts(book)
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
    for p in book.passages:
        heading = " ".join(dict.fromkeys((*p.path, p.section)))
        ctx: list[str] = []
        first = first_of_section[p.section]
        if first is not p:
            ctx.append(_first_sentence(first.text))
        if lead.get(p.anchor):
            ctx.append(lead[p.anchor])
        alias = ""
        if glossary is not None:
            names: list[str] = []
            for term, _ in glossary.matches(f"{heading} {p.text}"):
                for n in (term.term, *term.aliases):
                    if n not in names:
                        names.append(n)
            alias = " ".join(names)
        out[p.anchor] = _DocText(heading, " ".join(ctx), alias, *modelled.get(p.anchor, ("", "")))
    return out


_COMPOUND = re.compile(r"\b([^\W\d_]+)[-‐–]([^\W\d_]{1,4})\b")


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
    return doc


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
        self.names: dict[str, frozenset] = {}
        self.paraphrased: dict[tuple[str, str], frozenset] = {}
        self.quiet: set[tuple[str, str]] = set()
        self.optional: dict[tuple[str, str], frozenset] = {}
        self.counted: dict[tuple[str, str], frozenset] = {}
        self.vectors: dict[tuple[str, str], "np.ndarray"] = {}
        self._matrix: tuple | None = None
        self.total = 0
        self._headings: dict[tuple, frozenset] = {}

    def heading(self, p: Passage, lang: str) -> frozenset:
        """The stems of a passage's heading path (worked out once per generation)."""
        key = (p.path, p.section, lang)
        got = self._headings.get(key)
        if got is None:
            got = self._headings[key] = frozenset(stems(" ".join((*p.path, p.section)), lang))
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


def _book_table(b: Rulebook) -> _BookTable:
    lang = b.language if b.language in LANGS else "en"
    extra = document_texts(b, book_glossary(b))
    table: dict[str, frozenset] = {}
    paraphrased: dict[str, frozenset] = {}
    df: dict[str, int] = {}
    for p in b.passages:
        x = extra[p.anchor]
        s = frozenset(stems(_with_compounds(f"{p.text} {x.heading} {x.context}"), lang))
        s |= frozenset(stems(x.alias, "en"))
        table[p.anchor] = s
        for t in s:
            df[t] = df.get(t, 0) + 1
        r = frozenset(stems(x.rules_en, "en")) | frozenset(stems(x.rules_es, "es"))
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
    counted = {p.anchor: c for p in b.passages if (c := counted_stems(p.text, lang))}
    return _BookTable(table, df, quiet, optional, frozenset(names), paraphrased, counted)


_COUNTED = re.compile(r"(?<![\w.,])(?:\d+|" + "|".join(n for ns in _NUMBERS[1:] for n in ns) + r"|twelve|doce)"
                      r"((?:\s*[x×]\s*)?(?:\s+[^\W\d_][\w'’/-]*){1,3})", re.I)


def counted_stems(text: str, lang: str) -> frozenset:
    """The stems of the words a number counts in a text ("84 Flower Cards", "Reveal 4 Stage
    cards", "3 nuevas cartas"): what a "how many" question about them is answered by."""
    return frozenset(t for m in _COUNTED.finditer(text) for t in stems(m.group(1), lang))


# A capitalised word inside a sentence is a name of the game's ("Niska", "Reaver", "Royal").
_MID_CAPITAL = re.compile(r"(?<=[\w,;] )([A-Z][\w'’-]+)")


class _Vocabulary(NamedTuple):
    generation: str | None
    deletes: dict[str, list[str]]  # a word less one or two letters -> the words it comes from
    freq: dict[str, int]  # word -> how often the books use it
    compound_heads: dict[str, list[str]]  # see _compound_heads


class SearchIndex:
    """The on-disk index of all rulebooks, with atomic, incremental rebuilds."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self._lock = threading.Lock()
        self._cached: tuple[str, object] | None = None  # (generation, Whoosh index)
        self._stem_cache: _Tables | None = None
        self._stem_lock = threading.Lock()
        self._speller: _Vocabulary | None = None
        self._per_book: dict[tuple, _BookTable] = {}
        self._word_memo: tuple | None = None
        self._clauses: tuple | None = None  # (Whoosh index, _ClauseScores) of the serving generation
        self._answers: tuple = ((None, None), OrderedDict())  # ((Whoosh index, books), recent results)
        self._answers_lock = threading.Lock()
        self._local = threading.local()  # each serving thread's searcher of the current generation

    # -- generations -------------------------------------------------------------
    def _pointer(self) -> Path:
        return self.folder / "CURRENT"

    def current_generation(self) -> str | None:
        try:
            name = self._pointer().read_text().strip()
        except OSError:
            return None
        gen = self.folder / name
        return name if (gen / "manifest.json").exists() else None

    def manifest(self) -> dict[str, str]:
        gen = self.current_generation()
        if not gen:
            return {}
        try:
            return json.loads((self.folder / gen / "manifest.json").read_text())
        except (OSError, ValueError):
            return {}

    @contextmanager
    def _writer_lock(self, wait: bool = True):
        """One builder at a time, across processes: the second waits (or fails clearly)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        with open(self.folder / ".build.lock", "a+") as fh:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
            except BlockingIOError:
                raise RuntimeError(f"another process is building the index in {self.folder}") from None
            try:
                yield
            finally:
                fcntl.flock(fh, fcntl.LOCK_UN)

    def update(self, books: dict[str, Rulebook], wait: bool = True) -> dict:
        """Bring the index in line with the books; returns what changed. Atomic."""
        started = time.perf_counter()
        with self._writer_lock(wait):
            self._write_vectors(books)  # before the books' new generation is published
            old = self.manifest()
            want = {b.id: _book_digest(b) for b in books.values()}
            changed = [i for i, d in want.items() if old.get(i) != d]
            removed = [i for i in old if i not in want]
            if not changed and not removed and self.current_generation():
                return {"changed": [], "removed": [], "seconds": 0.0, "rebuilt": False}
            current = self.current_generation()
            # an index written by another engine version (other fields) is rebuilt from scratch
            reuse = bool(current) and all(str(d).endswith(f":{ENGINE}") for d in old.values())
            if not reuse:
                changed, removed = list(want), [i for i in old if i not in want]
            new_name = f"gen-{time.time_ns()}"
            tmp = self.folder / f".{new_name}.tmp"
            if tmp.exists():
                shutil.rmtree(tmp)
            if reuse:
                shutil.copytree(self.folder / current, tmp)
                ix = windex.open_dir(str(tmp))
            else:
                tmp.mkdir(parents=True)
                ix = windex.create_in(str(tmp), make_schema())
            writer = ix.writer()
            for gid in changed + removed:
                writer.delete_by_term("game", gid)
            for gid in changed:
                book = books[gid]
                extra = document_texts(book, book_glossary(book))
                for p in book.passages:
                    writer.add_document(**_doc(p, book.language, extra[p.anchor]))
            writer.commit(optimize=len(changed) > 1)
            ix.close()
            (tmp / "manifest.json").write_text(json.dumps(want, indent=1))
            os.replace(tmp, self.folder / new_name)
            pointer_tmp = self.folder / ".CURRENT.tmp"
            pointer_tmp.write_text(new_name)
            os.replace(pointer_tmp, self._pointer())
            self._prune(keep={new_name, current})
            return {"changed": changed, "removed": removed, "rebuilt": True,
                    "seconds": round(time.perf_counter() - started, 3)}

    def _prune(self, keep: set) -> None:
        """Drop generations older than the previous one, and leftovers of crashed builds."""
        for child in self.folder.iterdir():
            if child.is_dir() and child.name not in keep and (
                    child.name.startswith("gen-") or child.name.startswith(".gen-")):
                shutil.rmtree(child, ignore_errors=True)

    def _open(self):
        gen = self.current_generation()
        if gen is None:
            return None
        with self._lock:
            if self._cached and self._cached[0] == gen:
                return self._cached[1]
            ix = windex.open_dir(str(self.folder / gen))
            self._cached = (gen, ix)
            return ix

    def doc_count(self) -> int:
        ix = self._open()
        return ix.doc_count() if ix else 0

    # -- searching ---------------------------------------------------------------
    def _passage_stems(self, books: dict[str, Rulebook]) -> "_Tables":
        """Per passage, every stem search can match (body, headings, context, glossary names,
        the rules model's statements), document frequencies, and which passages rule
        nothing or are optional; kept in memory, rebuilt for a book or glossary that changed."""
        cached = self._stem_cache
        if cached is not None and cached.books is books:  # the same loaded books: no file checks
            return cached
        key = []
        for b in sorted(books.values(), key=lambda b: b.id):
            gpath = glossary_path(b.path, b.id)
            try:
                gstamp = gpath.stat().st_mtime_ns
            except OSError:
                gstamp = 0
            key.append((b.id, b.digest, gstamp))
        key = tuple(key)
        if cached and cached.key == key:
            cached.books = books
            return cached
        with self._stem_lock:  # one thread builds it; the others wait and reuse it
            cached = self._stem_cache
            if cached and cached.key == key:
                cached.books = books
                return cached
            tables = self._build_stems(books, key)
            tables.books = books
            return tables

    def _build_stems(self, books: dict[str, Rulebook], key: tuple) -> "_Tables":
        """Merge per-book tables; only books whose content or glossary changed are re-read."""
        tables = _Tables(key)
        fresh: dict[tuple, _BookTable] = {}
        meaning = _meaning_fits(books)
        for b, book_key in zip(sorted(books.values(), key=lambda b: b.id), key):
            got = self._per_book.get(book_key) or _book_table(b)
            if meaning and not got.vectors:
                got.vectors = self._book_vectors(b)
            fresh[book_key] = got
            tables.add(b.id, got)
        if not meaning or any(b.passages and not t.vectors for b, t in zip(
                sorted(books.values(), key=lambda b: b.id), (fresh[k] for k in key))):
            tables.vectors = {}  # a book without vectors would rank below the others: none count
        self._per_book = fresh
        self._stem_cache = tables
        return tables

    def _vectors_path(self, b: Rulebook) -> Path:
        """Where a book's passage vectors are kept: beside the index (or $REFEREE_MEANING_CACHE),
        keyed by the model and the book's indexed content."""
        key = hashlib.sha256(f"{MODEL_ID}\n{_book_digest(b)}\n{MEANING_TEXT}".encode()).hexdigest()[:24]
        folder = Path(os.environ.get("REFEREE_MEANING_CACHE") or self.folder / "meaning")
        return folder / f"{b.id}-{key}.npy"

    def _write_vectors(self, books: dict[str, Rulebook]) -> None:
        """Encode the passages of every book whose vectors are not kept yet (see
        referee.meaning). Only the index builder does this, under its lock: serving
        processes read the files and never encode a passage on a player's request."""
        if not _meaning_fits(books):
            return
        todo = [b for b in books.values() if b.passages and not self._vectors_path(b).exists()]
        enc = encoder() if todo else None
        for b in todo if enc is not None else ():
            extra = document_texts(b, book_glossary(b))
            matrix = enc.encode([meaning_text(p, extra[p.anchor]) for p in b.passages])
            path = self._vectors_path(b)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = path.parent / f".{path.name}.{os.getpid()}.tmp"
                with open(tmp, "wb") as fh:
                    np.save(fh, matrix, allow_pickle=False)
                os.replace(tmp, path)
            except OSError as err:  # a read-only folder: search stays lexical for this book
                log.warning("passage vectors of %s not kept: %s", b.id, err)

    def _book_vectors(self, b: Rulebook) -> dict[str, "np.ndarray"]:
        """A book's passage vectors as the index builder kept them; empty when there are none
        (search by meaning off, the book not indexed with it, or an unreadable file)."""
        enc = encoder()
        if enc is None or not b.passages:
            return {}
        try:
            matrix = np.load(self._vectors_path(b), allow_pickle=False)
        except (OSError, ValueError):
            return {}
        if matrix.shape != (len(b.passages), enc.dim):
            return {}
        return dict(zip((p.anchor for p in b.passages), matrix))

    def facts(self, books: dict[str, Rulebook]) -> "_Tables":
        """Per passage: its stems, whether it rules nothing, whether it is optional (and
        the words that name it); computed once per book version. The chat reads these."""
        return self._passage_stems(books)

    def named_game(self, text: str, books: dict[str, Rulebook]) -> str | None:
        """The one game whose own names the text uses ("Niska", "Reaver"), or None: plain
        words, numbers and names several games share decide nothing."""
        ix = self._open()
        concepts = _concepts([w for w in words(text) if len(w) > 1], {}, None, self._memo(ix) if ix else None)
        return _routed_game(concepts, self._passage_stems(books), names_only=True)

    def _doc_table(self, ix, searcher) -> dict[int, tuple[str, str, str]]:
        """Document number -> (game, anchor, language), read once per index generation
        instead of reading stored fields back for every hit of every query."""
        memo = self._memo(ix)
        table = memo.get("docs")
        if table is None:
            table = {n: (d.get("game"), d.get("anchor"), d.get("lang")) for n, d in searcher.reader().iter_docs()}
            memo["docs"] = table
        return table

    def _clause_cache(self, ix) -> "_ClauseScores":
        """The scored postings of query clauses, valid while this index generation serves."""
        got = self._clauses
        if got is None or got[0] is not ix:
            got = self._clauses = (ix, _ClauseScores())
        return got[1]

    def _memo(self, ix) -> dict:
        """A memo for query-word analysis, valid while this index generation serves."""
        got = self._word_memo
        if got is None or got[0] is not ix:
            got = self._word_memo = (ix, {})
        return got[1]

    @contextmanager
    def _searcher(self, ix):
        """This thread's searcher of the current generation: opened once, reused by every
        query (opening copies index files into memory: 47 ms at 500 books), reopened when
        a new generation is published. One per thread, as Whoosh searchers are not shared."""
        got = getattr(self._local, "searcher", None)
        if got is None or got[0] is not ix:
            if got is not None:
                try:
                    got[1].close()
                except Exception:  # an old generation's files may be gone already
                    pass
            got = (ix, ix.searcher(weighting=BM25F(B=BM25_B, K1=BM25_K1)))
            self._local.searcher = got
        yield got[1]

    def game_signals(self, text: str, books: dict[str, Rulebook]) -> dict[str, float]:
        """Per game, how much of the text only that game's book says (its names count
        more), with typos corrected as search corrects them: what routing reads."""
        ix = self._open()
        raw = [w for w in words(text) if len(w) > 1]
        if ix is None:
            return _game_counts(_concepts(raw, {}, None), self._passage_stems(books))
        with self._searcher(ix) as searcher:
            corrections, _ = self._corrections(searcher, raw, text, self._memo(ix))
        return _game_counts(_concepts(raw, corrections, None, self._memo(ix)), self._passage_stems(books))

    def warm(self, books: dict[str, Rulebook]) -> None:
        """Build the in-memory tables now (after an index update), not on a player's query."""
        tables = self._passage_stems(books)
        mentions_for(books)
        common_word("warm")  # loads the everyday word lists
        enc = encoder() if tables.vectors else None
        if enc is not None:
            enc.encode(["warm"])  # the numerical library's first call starts its threads: not on a player's
        ix = self._open()
        if ix is not None:
            with ix.searcher() as searcher:
                self._vocabulary(searcher)
                self._doc_table(ix, searcher)

    def forget_answers(self) -> None:
        """Drop the remembered searches and question vectors (the bench times a question
        never asked before)."""
        with self._answers_lock:
            self._answers = ((None, None), OrderedDict())
        enc = encoder()
        if enc is not None:
            enc.forget()

    def search(self, query: str, *, games: list[str] | None, limit: int,
               glossaries: list[Glossary], books: dict[str, Rulebook]) -> Results:
        """Search; a question asked again while the same index generation, books and
        glossaries serve gets the results worked out the first time (a copy of them)."""
        ix = self._open()
        key = (query, tuple(games) if games else None, limit, tuple(id(g) for g in glossaries))
        with self._answers_lock:
            state, answers = self._answers
            if state[0] is not ix or state[1] is not books:
                answers = OrderedDict()
                self._answers = ((ix, books), answers)
            got = answers.get(key)
            if got is not None and all(a is b for a, b in zip(got[0], glossaries)):
                answers.move_to_end(key)
                return _copy(got[1])
        results = self._search(ix, query, games=games, limit=limit, glossaries=glossaries, books=books)
        with self._answers_lock:
            if self._answers[1] is answers:
                answers[key] = (list(glossaries), _copy(results))
                if len(answers) > ANSWERS_KEPT:
                    answers.popitem(last=False)
        return results

    def _search(self, ix, query: str, *, games: list[str] | None, limit: int,
                glossaries: list[Glossary], books: dict[str, Rulebook]) -> Results:
        # a game named in the question scopes it, and its name is no search term
        named, rest = mentions_for(books).scope(query)
        if named and words(rest):
            if games is None:
                games = named
                glossaries = [g for g in glossaries if g.game in games]
                query = rest
            elif set(named) <= set(games):
                query = rest
        elif named and games is None:  # only a book's name ("star pirates"): that book's passages
            games = named
            glossaries = [g for g in glossaries if g.game in games]
        phrases = _PHRASE.findall(query)
        loose = _PLAYER_COUNT.sub(lambda m: f"{m.group(1) or m.group(2)} player", _PHRASE.sub(" ", query))
        raw_words = [w for w in words(loose) if len(w) > 1 or w.isdigit()]
        if ix is None:
            return Results(query, None, [])
        scope = games[0] if games and len(games) == 1 else None
        with self._searcher(ix) as searcher:
            corrections, suggestion = self._corrections(searcher, raw_words, loose, self._memo(ix))
            fixed_text = " ".join(corrections.get(w, w) for w in raw_words)
            tables = self._passage_stems(books)
            compounds = {w: got for w in raw_words if (got := self._compounds_of(searcher, w, self._memo(ix)))}
            concepts = _concepts([*raw_words, *words(" ".join(phrases))], corrections, searcher.reader(),
                                 self._memo(ix), compounds)
            wanted = {lang: set() for lang in LANGS}
            clauses = []
            for c in concepts:
                for lang in LANGS:
                    for t, boost in c.stems[lang].items():
                        wanted[lang].add(t)
                        clauses.append(Q.Term(f"body_{lang}", t, boost=c.weight * boost))
                        clauses.append(Q.Term(f"head_{lang}", t, boost=c.weight * boost * HEAD_WEIGHT))
                        if boost >= SIDE_FIELD_BOOST:  # synonyms and cognates: body and headings only
                            clauses.append(Q.Term(f"ctx_{lang}", t, boost=c.weight * boost * CONTEXT_WEIGHT))
                            clauses.append(Q.Term(f"rules_{lang}", t, boost=c.weight * boost * RULES_WEIGHT))
            # neighbouring query words found next to each other
            strong = [c for c in concepts if c.weight >= 1.0]
            for a, b in zip(strong, strong[1:]):
                for lang in LANGS:
                    sa, sb = next(iter(a.stems[lang]), None), next(iter(b.stems[lang]), None)
                    if sa and sb and sa != sb:
                        clauses.append(Q.Phrase(f"body_{lang}", [sa, sb], slop=2, boost=PROXIMITY_BOOST))
            # glossary expansion, each glossary only for its own book
            expansions: list[str] = []
            covers: dict[str, dict[str, list[frozenset[str]]]] = {}
            for g in glossaries:
                book = books.get(g.game)
                if book is None:
                    continue
                lang = book.language if book.language in LANGS else "en"
                names, cover = _glossary_use(g, f"{query} {fixed_text}", lang, self._memo(ix))
                terms = []
                for name in names:
                    if name not in expansions:
                        expansions.append(name)
                    for t in stems(name, lang):
                        wanted[lang].add(t)
                        terms.append(t)
                if terms:
                    alts = [Q.Term(f"{f}_{lang}", t) for t in dict.fromkeys(terms) for f in ("body", "head")]
                    clauses.append(_in_game(Q.Or(alts, boost=EXPANSION_BOOST), g.game))
                covers[g.game] = cover
            # players' names for the books' terms: a word counts there only as part of a name
            # the question says ("big damn challenge"), never alone ("how big")
            named_parts = {w for cover in covers.values() for w in cover}
            for c in concepts:
                if c.word in named_parts or ALIAS_ANY_WORD:
                    for t, boost in c.stems["en"].items():
                        clauses.append(Q.Term("alias", t, boost=c.weight * boost * ALIAS_WEIGHT))
            cued: set[str] = set()  # heading stems a cue of the question names
            for cue, headings in ((_START_CUE, SETUP_HEADINGS), (_BOX_CUE, COMPONENT_HEADINGS),
                                  (_END_CUE, END_HEADINGS), (_GOAL_CUE, GOAL_HEADINGS)):
                # "at the start": the set-up section; "in the box": the components (typos read through)
                if cue.search(query) or (corrections and cue.search(fixed_text)):
                    for lang, names in headings.items():
                        for t in dict.fromkeys(stems(names, lang)):
                            cued.add(t)
                            clauses.append(Q.Term(f"head_{lang}", t, boost=SETUP_BOOST))
            counted = bool(_COUNT_QUESTION.search(query))
            negated = bool(_NEGATION.search(query))
            defined = _definition_pattern(query)
            if not counted:  # a count is often stated in a short list line of common words
                clauses = _selective(clauses, searcher.reader(), self._memo(ix))
            if not clauses and not phrases:  # no word of the question is in the books: meaning alone
                scored = _by_meaning(query, [], tables, books, games) if tables.vectors else []
                hits = [Hit(p, round(sc, 3), [], snippet(p.text, [])) for sc, p, _ in scored[:limit]]
                return Results(query, scope, hits, suggestion, expansions)
            q = Q.Or(clauses)
            q.matcher_type = MATCHER  # many clauses: one pass over arrays beats a deep union tree
            if phrases:
                must = []
                for ph in phrases:
                    alts = [Q.Phrase(f"body_{lang}", stems(ph, lang)) for lang in LANGS if stems(ph, lang)]
                    must.append(Q.Or(alts) if alts else Q.NullQuery)
                q = Q.And([*must, q]) if clauses else Q.And(must)
            docs = self._doc_table(ix, searcher)
            fetch = len(docs) if counted else max(CANDIDATES, limit)  # candidates to re-rank
            if phrases or not SCORE_CACHE:  # a quoted phrase must match: Whoosh's own And
                flt = Q.Or([Q.Term("game", g) for g in games]) if games else None
                found = [(r.docnum, r.score) for r in searcher.search(q, limit=fetch, filter=flt)]
            else:
                found = _top_docs(searcher, clauses, self._clause_cache(ix), docs, set(games) if games else None,
                                  fetch)
            routed = None if games and len(games) == 1 else _routed_game(concepts, tables)
            named_words = _named_stems(concepts)
            asked = {t for c in concepts if c.weight >= 1.0 for lang in LANGS
                     for t, b in c.stems[lang].items() if b >= CORRECTION_BOOST}
            if counted:  # the best matches, and every passage where a number counts what is asked
                depth = max(CANDIDATES, limit)
                found = [(d, sc) for i, (d, sc) in enumerate(found) if i < depth or
                         tables.counted.get(docs.get(d, ("", ""))[:2], frozenset()) & asked]
            weighed = _weighed_concepts(concepts, tables.df, tables.total)
            scored = []
            for docnum, whoosh_score in found:
                gid, anchor, doc_lang = docs.get(docnum) or _stored_keys(searcher, docnum)
                book = books.get(gid)
                passage = book.passage(anchor) if book else None
                if passage is None:  # index ahead of the loaded books; skip stale rows
                    continue
                where = (gid, anchor)
                have = tables.stems.get(where, frozenset())
                share = _coverage(concepts, have, covers.get(gid, {}), tables.df, tables.total,
                                  tables.paraphrased.get(where, frozenset()), weighed)
                if cued and tables.heading(passage, doc_lang) & cued:
                    share = max(share, CUE_SHARE)  # the section the question's cue names answers it
                score = float(whoosh_score) * (COORD_FLOOR + (1 - COORD_FLOOR) * share) ** COORD_POWER
                if where in tables.quiet:  # title lines, credits, captions rule nothing...
                    score *= QUIET_ASKED_PRIOR if share >= 0.99 else QUIET_PRIOR  # ...unless asked about
                optional = tables.optional.get(where)
                if optional is not None and not (named_words & (optional | OPTIONAL_STEMS)):
                    score *= OPTIONAL_PRIOR  # core before optional, unless the question names it
                if routed and gid != routed:
                    score *= ROUTE_PRIOR
                if negated and _NEGATION.search(passage.text):
                    score *= NEGATION_BOOST  # "I didn't finish": the sentence saying "is not completed"
                if defined is not None and defined.search(passage.text):
                    score *= DEFINITION_BOOST  # "who is X": the sentence that says what X is
                if counted:  # how many: a number counting what is asked about answers it
                    if tables.counted.get(where, frozenset()) & asked:
                        score *= COUNTED_BOOST
                    elif not _STATES_NUMBER.search(passage.text):
                        score *= NUMBERLESS_PRIOR
                scored.append((score, passage, doc_lang))
            scored.sort(key=lambda x: -x[0])
            # a question whose form says where its answer is (how many, at the start, in the
            # box, who is X) is left to those cues; the others are re-read for meaning when open
            plain = not (counted or cued or defined is not None)
            if tables.vectors and plain and (len(scored) < 2 or scored[1][0] >= MEANING_OPEN * scored[0][0]):
                scored = _by_meaning(query, scored, tables, books, games, extend=not phrases)
            scored = _spread_sections(scored)
            hits = []
            for score, passage, lang in scored[:limit]:
                matched = _matched_words(passage.text, lang, wanted[lang])
                hits.append(Hit(passage, round(score, 3), matched, snippet(passage.text, matched)))
            return Results(query, scope, hits, suggestion, expansions)

    def _vocabulary(self, searcher) -> "_Vocabulary":
        """The index's words of this generation, with the tables the speller and the compound
        lookup read (built once per generation)."""
        gen = self.current_generation()
        got = self._speller
        if got is None or got.generation != gen:
            reader = searcher.reader()
            deletes: dict[str, list[str]] = {}
            freq: dict[str, int] = {}
            for t in reader.field_terms("words"):
                t = t.decode() if isinstance(t, bytes) else t
                if not t.isalpha() or len(t) < 3:
                    continue
                freq[t] = reader.frequency("words", t)
                for d in _deletes(t):
                    deletes.setdefault(d, []).append(t)
            got = self._speller = _Vocabulary(gen, deletes, freq, _compound_heads(freq))
        return got

    def _near_words(self, searcher, word: str) -> list[tuple[str, int]]:
        """Index words within two deletions of the word on either side (a symmetric-delete
        speller: much faster than scanning the vocabulary), with their frequencies."""
        vocab = self._vocabulary(searcher)
        found: dict[str, int] = {}
        for d in _deletes(word):
            for t in vocab.deletes.get(d, ()):
                found[t] = vocab.freq[t]
        return list(found.items())

    def _compounds_of(self, searcher, word: str, memo: dict) -> list[str]:
        """For a word the books never use: their compounds ending in it ("dial" -> "sundial",
        a player's short name for the thing), else the book word it is built on
        ("tiebreaker" -> "tie")."""
        lw = _fold(word)
        if len(lw) < 4 or not lw.isalpha() or lw in QUERY_STOPS:
            return []
        key = ("compounds", lw)
        if key not in memo:
            memo[key] = self._compound_parts(searcher, lw)
        return memo[key]

    def _compound_parts(self, searcher, lw: str) -> list[str]:
        reader = searcher.reader()
        if _known_stem(reader, lw):
            return []
        vocab = self._vocabulary(searcher)
        freq = vocab.freq
        heads = vocab.compound_heads.get(lw)
        if heads:  # "dial" -> "sundial"
            return heads
        # "tiebreaker" -> "tie" (+ "breaker"): a book word joined to a word of everyday speech
        for i in range(COMPOUND_MIN_HEAD, len(lw) - COMPOUND_MIN_HEAD + 1):
            left, right = lw[:i], lw[i:]
            known = [w for w in (left, right) if w in freq]
            if known and all(w in freq or common_word(w) for w in (left, right)):
                return known
        return []

    def _corrections(self, searcher, raw_words: list[str], text: str,
                     memo: dict | None = None) -> tuple[dict[str, str], str | None]:
        """Near spellings for words the books never use ("Niksa" -> "niska"), never for real words."""
        corrections: dict[str, str] = {}
        memo = {} if memo is None else memo
        for w in raw_words:
            key = ("fix", _fold(w))
            if key not in memo:
                memo[key] = self._correction(searcher, key[1])
            if memo[key]:
                corrections[w] = memo[key]
        suggestion = None
        if corrections:
            suggestion = text
            for w, c in corrections.items():
                suggestion = re.sub(rf"\b{re.escape(w)}\b", c, suggestion)
            suggestion = " ".join(suggestion.split())
        return corrections, suggestion

    def _correction(self, searcher, lw: str) -> str | None:
        """The word the books use that this unknown word is a typo of, or None."""
        reader = searcher.reader()
        if len(lw) < 4 or lw in QUERY_STOPS or lw in WEAK_WORDS or not lw.isalpha():
            return None
        if reader.frequency("words", lw) > 0:
            return None
        # plurals and verb forms the books do use are not misspellings
        variants = [lw + "s"] + ([lw[:-1]] if lw.endswith("s") else []) + ([lw[:-2]] if lw.endswith("es") else [])
        if any(reader.frequency("words", v) > 0 for v in variants):
            return None
        if _known_stem(reader, lw) or common_word(lw):
            return None  # a word of everyday English or Spanish ("hard") is no typo of a book's ("hand")
        best = None
        for cand, freq in self._near_words(searcher, lw):
            if cand in QUERY_STOPS:
                continue
            d = osa_distance(lw, cand)
            if d <= (2 if len(lw) >= 7 else 1):
                # typos rarely hit the first letter: prefer candidates that keep it
                key = (d, cand[:1] != lw[:1], -freq)
                if best is None or key < best[0]:
                    best = (key, cand)
        return best[1] if best else None


# Ranking knobs (measured on the held-out questions in tests/data and the dev set).
CANDIDATES = 30  # passages fetched from the engine before re-ranking
ALIAS_ANY_WORD = False  # True: every question word is looked up among the players' names (before)
SIDE_FIELD_BOOST = 0.85  # stems weaker than this are not looked up in context and rules fields
MATCHER = Q.Or.ARRAY_MATCHER
BM25_B, BM25_K1 = 0.6, 1.2  # passage length normalisation and term-frequency saturation
PROXIMITY_BOOST = 1.5
HEAD_WEIGHT = 0.75  # on top of the fields' own boosts
CONTEXT_WEIGHT = RULES_WEIGHT = ALIAS_WEIGHT = 1.0
EXPANSION_BOOST = 0.2
CORRECTION_BOOST = 0.9
WEAK_BOOST = 0.25
SYNONYM_BOOST = 0.6
COGNATE_BOOST = 0.5
COORD_FLOOR = 0.3
COORD_POWER = 2.0
SHORT_WORDS = 6
QUIET_WORDS = 16  # a line this short with no sentence end is a caption or a title
QUIET_PRIOR = 0.3  # a passage that rules nothing, when the question is not about it
QUIET_ASKED_PRIOR = 0.8  # ... when it holds every word of the question
OPTIONAL_PRIOR = 0.8  # an optional rule the question does not name
ROUTE_PRIOR = 0.55  # another game's passage, when only one game uses a word of the question
COUNTED_BOOST = 2.5  # a passage where a number counts a thing the how-many question names
CUE_SHARE = 0.6  # the share of a question covered by being in the section its cue names
SETUP_BOOST = 1.0  # the set-up section's heading, when the question asks about the start
NUMBERLESS_PRIOR = 0.5  # a passage with no number, when the question asks how many or how much
# A question about the start of a game is answered in the set-up section, whatever the book calls it.
_START_CUE = re.compile(r"\b(?:at|before|from)\s+(?:the\s+)?(?:very\s+)?(?:start|beginning)\b"
                        r"|\bbefore\s+(?:we\s+|you\s+)?(?:start|starting|begin|beginning|playing)\b"
                        r"|\b(?:goes?|going|play|plays|starts?)\s+first\b|\bfirst\s+(?:turn|player)\b"
                        r"|\b(?:al|del)\s+(?:principio|comienzo|inicio)\b|\bantes\s+de\s+(?:empezar|comenzar|jugar)\b", re.I)
SETUP_HEADINGS = {"en": "setup set up", "es": "configuración preparación"}
# "Who is X?", "what are X?", "¿qué es X?": answered by the sentence that says "X is ..." ("X es ...").
_DEFINE_QUESTION = re.compile(r"^\W*(?:who|what)\s+(?:is|are|was|were)\s+(?:an?\s+|the\s+)?([^\W\d_][\w'’ ,-]*?)\W*$"
                              r"|^\W*(?:qui[eé]n(?:es)?|qu[eé])\s+(?:es|son|era)\s+(?:el\s+|la\s+|los\s+|las\s+|una?\s+)?"
                              r"([^\W\d_][\w'’ ,-]*?)\W*$", re.I)
DEFINITION_BOOST = 2.0  # a passage saying what the "who/what is X" question asks about


def _definition_pattern(query: str):
    """For a "who/what is X" question, a pattern finding "X is", "X son", "X es un" in a passage."""
    m = _DEFINE_QUESTION.match(query.strip())
    if not m:
        return None
    name = re.findall(r"[\w'’-]+", m.group(1) or m.group(2))
    while name and _fold(name[-1]) in QUERY_STOPS:  # "who is Lord Harrow, exactly"
        name.pop()
    if not name or len(name) > 4:
        return None
    return re.compile(r"\b" + r"\s+".join(re.escape(w) for w in name) + r"\s+(?:is|are|was|es|son|era)\b", re.I)


# ... and one about what comes in the box, in the list of components.
_BOX_CUE = re.compile(r"\b(?:in|inside)\s+the\s+(?:box|game)\b|\bcomes?\s+(?:with|in)\b|\bincluded\b"
                      r"|\b(?:en\s+la\s+caja|trae|incluye)\b", re.I)
COMPONENT_HEADINGS = {"en": "components contents", "es": "componentes contenido"}
# ... and one about how a game ends or who wins, in the end-of-game section.
_END_CUE = re.compile(r"\bend\s+of\s+the\s+game\b|\bgame\s+ends?\b|\bend\s+the\s+game\b|\blast\s+round\b"
                      r"|\bwho\s+wins\b|\bgame\s+(?:is\s+)?over\b|\bfinal\s+scor"
                      r"|\bfin\s+de(?:l|\s+la)\s+(?:juego|partida)\b|\bqui[eé]n\s+gana\b", re.I)
END_HEADINGS = {"en": "game over ending end", "es": "final fin"}
# ... and one about what the game is for, in its Object / Objective section.
_GOAL_CUE = re.compile(r"\b(?:goal|aim|point|object|objective)\s+of\s+(?:the\s+|this\s+)?game\b"
                       r"|\btrying\s+to\s+(?:do|achieve|win)\b|\bhow\s+(?:do\s+(?:you|we|i)\s+)?win\b"
                       r"|\bwhat\s+(?:is|'s)\s+the\s+(?:goal|aim|point|object)\b"
                       r"|\bobjetivo\b|\bc[oó]mo\s+se\s+gana\b", re.I)
GOAL_HEADINGS = {"en": "object objective goal", "es": "objetivo"}
# A negated question ("I didn't finish") is answered where the book negates ("is not completed").
_NEGATION = re.compile(r"\b(?:not|no|never|nobody|no-one|noone|none|nothing|cannot|without|\w+n['’]t|"
                       r"(?:didn|don|doesn|can|won|isn|aren|wasn|weren|haven|hasn|couldn|wouldn|shouldn|mustn)t|"
                       r"nadie|nunca|ning[uú]n[oa]?|nada|sin)\b", re.I)
NEGATION_BOOST = 1.3  # a negated question, a passage that says "not"/"no"/"cannot"


# A question that asks for a count or an amount is answered by a passage that states one.
_COUNT_QUESTION = re.compile(r"\bhow\s+(?:many|much|often|big|long)\b|\bnumber\s+of\b|\bcu[aá]nt[oa]s?\b", re.I)
_STATES_NUMBER = re.compile(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|once|twice|single|"
                            r"uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b", re.I)


@dataclass
class _Concept:
    word: str
    weight: float
    stems: dict[str, dict[str, float]]  # lang -> stem -> boost


def _thesaurus() -> dict[str, list[str]]:
    table: dict[str, list[str]] = {}
    for key, alts in THESAURUS.items():
        table.setdefault(_ENGLISH_STEM(key), []).extend(a for a in alts if a not in table.get(key, []))
    return table


_THESAURUS_BY_STEM = _thesaurus()
_TRANSLATIONS_BY_STEM: dict[str, list[str]] = {}
_ENGLISH_BY_ES_STEM: dict[str, list[str]] = {}  # the same table read back: a Spanish question, an English text
for _w, _tr in TRANSLATIONS.items():
    _TRANSLATIONS_BY_STEM.setdefault(_ENGLISH_STEM(_w), []).extend(_tr)
    for _t in _tr:
        if " " not in _t:
            _ENGLISH_BY_ES_STEM.setdefault(es_stem(_fold(_t)), []).append(_w)


# Scoring. Whoosh scores an Or of many clauses by reading every clause's postings and
# BM25F-scoring each one, on every query: most of a search's time. A clause's scores per
# document depend only on the index generation (idf, field lengths), so they are computed
# once per generation (by Whoosh's own matchers, so the floats are the same) and summed
# here in Whoosh's order; the top documents are then chosen as Whoosh's collector does
# (score descending, lower document number first). Set SCORE_CACHE False to compare.
SCORE_CACHE = True
CLAUSE_CACHE_POSTINGS = 2_000_000  # scored postings kept per generation (12 bytes each)


class _ClauseScores:
    """Per index generation: query clause -> (document numbers, scores), as Whoosh scores it."""

    def __init__(self):
        self.vectors: dict = {}
        self.size = 0
        self.lock = threading.Lock()

    def get(self, searcher, clause) -> tuple:
        if isinstance(clause, Q.Term):  # boosts are applied when summing: one entry per term
            key, boost = ("term", clause.fieldname, clause.text), clause.boost
        else:
            key, boost = ("query", repr(clause)), 1.0
        got = self.vectors.get(key)
        if got is None:
            bare = Q.Term(clause.fieldname, clause.text) if key[0] == "term" else clause
            docnums, scores = array("i"), array("d")
            context = searcher.context()  # what Searcher.search gives its collector
            for sub, offset in searcher.leaf_searchers():
                m = bare.matcher(sub, context)
                while m.is_active():
                    docnums.append(offset + m.id())
                    scores.append(m.score())
                    m.next()
            got = (docnums, scores)
            with self.lock:
                if self.size + len(docnums) > CLAUSE_CACHE_POSTINGS:
                    self.vectors, self.size = {}, 0
                self.vectors[key] = got
                self.size += len(docnums)
        return got, boost


SPREAD_TOP = 5  # the results a player reads first...
SPREAD_PER_SECTION = 1  # ...hold at most this many passages of one section


def _spread_sections(scored: list[tuple]) -> list[tuple]:
    """The first results show more places in the books: past SPREAD_PER_SECTION passages, a
    section's next ones wait until SPREAD_TOP results are shown (order otherwise kept)."""
    if SPREAD_PER_SECTION <= 0 or len(scored) <= SPREAD_TOP:
        return scored
    top, later, seen = [], [], {}
    for item in scored:
        p = item[1]
        key = (p.book, p.path, p.section)
        if len(top) < SPREAD_TOP and seen.get(key, 0) < SPREAD_PER_SECTION:
            seen[key] = seen.get(key, 0) + 1
            top.append(item)
        else:
            later.append(item)
    return top + later


MEANING_WEIGHT = 3.0  # a passage's score times e^(weight x closeness in meaning to the question)
MEANING_OPEN = 0.8  # ... worked out only when the second passage scores this close to the first
MEANING_CANDIDATES = 5  # passages added for being close in meaning though no word of the question is in them
MEANING_FLOOR = 0.35  # ... at least this close (cosine): below it, closeness says little
MEANING_ONLY = 0.5  # ... scored from this share of the lowest score the question's words gave
MEANING_MAX_PASSAGES = 10_000  # about 100 rulebooks: encoding takes about 20 ms a passage on two cores
MEANING_TEXT = "heading: text rules"  # what a passage is encoded as (part of the vectors' cache key)


def _meaning_fits(books: dict[str, Rulebook]) -> bool:
    """Past MEANING_MAX_PASSAGES the first start would take minutes: search stays lexical."""
    return sum(len(b.passages) for b in books.values()) <= MEANING_MAX_PASSAGES


def meaning_text(p: Passage, extra: _DocText) -> str:
    """A passage as the encoder reads it: its headings, its text, and the rules model's
    plain English statements of it (which give a Spanish passage a meaning it can read)."""
    return " ".join(x for x in (extra.heading + ":", p.text, extra.rules_en) if x)


def _by_meaning(query: str, scored: list[tuple], tables: "_Tables", books: dict[str, Rulebook],
                games: list[str] | None, extend: bool = True) -> list[tuple]:
    """Re-order the passages the question's words found by how close each is in meaning to
    it, and add the closest passages no word of it found (ranked after the found ones unless
    much closer). Called only when the words leave the order open (see MEANING_OPEN): a clear
    lexical winner costs no encoding (a few milliseconds per question)."""
    enc = encoder()
    if enc is None:
        return scored
    q = enc.question(query)
    vectors = tables.vectors
    out = []
    for score, passage, lang in scored:
        v = vectors.get((passage.book, passage.anchor))
        out.append((score * math.exp(MEANING_WEIGHT * float(v @ q)) if v is not None else score, passage, lang))
    if extend:
        have = {(p.book, p.anchor) for _, p, _ in scored}
        base = MEANING_ONLY * min((sc for sc, _, _ in scored), default=1.0)
        keys, matrix = tables.meaning_matrix()
        close = matrix @ q
        added = 0
        for i in np.argsort(-close):
            if close[i] < MEANING_FLOOR or added >= MEANING_CANDIDATES:
                break
            where = keys[i]
            book = books.get(where[0])
            if where in have or where in tables.quiet or book is None or (games and where[0] not in games):
                continue
            passage = book.passage(where[1])
            if passage is None:
                continue
            lang = book.language if book.language in LANGS else "en"
            out.append((base * math.exp(MEANING_WEIGHT * float(close[i])), passage, lang))
            added += 1
    out.sort(key=lambda x: -x[0])
    return out


def _in_game(q, game: str):
    """``q`` counted only in ``game``'s passages, scored as ``q`` alone.  (Whoosh 2.7.4's
    ``Require`` matches the wrong documents; an ``And`` with a zero-boost game term does not.)"""
    return Q.And([q, Q.Term("game", game, boost=0.0)])


def _top_docs(searcher, clauses: list, cache: _ClauseScores, docs: dict, games: set | None,
              limit: int) -> list[tuple[int, float]]:
    """The top documents of Or(clauses) with their scores, as `searcher.search` finds them:
    each clause's scores added per document in clause order (Whoosh's ArrayUnionMatcher),
    only documents scoring above zero, top `limit` by score then document number."""
    acc: dict[int, float] = {}
    get = acc.get
    for clause in clauses:
        (docnums, scores), boost = cache.get(searcher, clause)
        if boost == 1.0:
            for d, s in zip(docnums, scores):
                acc[d] = get(d, 0.0) + s
        else:
            for d, s in zip(docnums, scores):
                acc[d] = get(d, 0.0) + s * boost
    items = [(d, s) for d, s in acc.items() if s > 0 and (games is None or docs.get(d, ("",))[0] in games)]
    return heapq.nsmallest(limit, items, key=lambda kv: (-kv[1], kv[0]))


ANSWERS_KEPT = 512  # recent searches remembered per index generation (see SearchIndex.search)


def _copy(r: Results) -> Results:
    """Results a caller may change (the library sets its query and game) without touching
    the remembered ones; hits themselves are never changed."""
    return replace(r, hits=list(r.hits), expanded=list(r.expanded))


def _stored_keys(searcher, docnum: int) -> tuple[str, str, str]:
    d = searcher.stored_fields(docnum)
    return d.get("game"), d.get("anchor"), d.get("lang")


# A term found in more than this share of the passages barely ranks them, yet matching it
# costs a pass over most of the index; such terms still count in the coverage re-ranking.
COMMON_SHARE = 0.15


def _selective(clauses: list, reader, memo: dict | None = None) -> list:
    """Drop term clauses that match nothing, and very common ones when rarer ones remain.
    Document frequencies are remembered in the memo (one per index generation)."""
    total = max(1, reader.doc_count())
    memo = {} if memo is None else memo
    keep, common = [], []
    for c in clauses:
        if isinstance(c, Q.Term):
            key = ("df", c.fieldname, c.text)
            df = memo.get(key)
            if df is None:
                df = memo[key] = reader.doc_frequency(c.fieldname, c.text)
            if df == 0:
                continue
            if df / total > COMMON_SHARE:
                common.append(c)
                continue
        keep.append(c)
    return keep if any(isinstance(c, Q.Term) for c in keep) else keep + common


COMPOUND_BOOST = 0.8  # "dial" standing for the book's "sundial"
COMPOUND_MIN_HEAD = 3  # letters before the word in a compound ("sun" + "dial")


def _compound_heads(freq: dict[str, int]) -> dict[str, list[str]]:
    """word ending -> the book words it ends (at least 4 letters, after COMPOUND_MIN_HEAD)."""
    out: dict[str, list[str]] = {}
    for w in freq:
        for i in range(COMPOUND_MIN_HEAD, len(w) - 3):
            out.setdefault(w[i:], []).append(w)
    return out


def _concepts(raw: list[str], corrections: dict[str, str], reader=None, memo: dict | None = None,
              compounds: dict[str, list[str]] | None = None) -> list[_Concept]:
    """One concept per meaningful query word: its stems in every language, its correction,
    general synonyms, and (with a reader) cognates in the other language ("diagonally" ->
    "diagonalmente"). With a memo (one per index generation), each word is analysed once."""
    out: list[_Concept] = []
    seen: set[str] = set()
    joined: dict[int, str] = {}  # "set up" / "setting up" -> "setup", when the books write it so
    if reader is not None:
        for i in range(len(raw) - 1):
            a, b = _fold(raw[i]), _fold(raw[i + 1])
            if i in joined or i - 1 in joined or len(b) > 4 or not a.isalpha() or not b.isalpha():
                continue
            key = ("joined", a, b)
            if memo is not None and key in memo:
                if memo[key]:
                    joined[i] = memo[key]
                continue
            found = None
            for whole in dict.fromkeys((a + b, _ENGLISH_STEM(a) + b)):
                if any(reader.doc_frequency(f"{f}_{lang}", STEMMERS[lang](whole)) for lang in LANGS
                       for f in ("body", "head")):
                    found = whole
                    break
            if found:
                joined[i] = found
            if memo is not None:
                memo[key] = found
    for i, w in enumerate(raw):
        if i - 1 in joined:
            continue
        lw = _fold(w)
        if lw in QUERY_STOPS or lw in seen:
            continue
        seen.add(lw)
        fix = corrections.get(w) or joined.get(i)
        whole = tuple((compounds or {}).get(w, ()))
        key = ("word", lw, fix, reader is not None, whole)
        if memo is not None and key in memo:
            out.append(memo[key])
            continue
        weight = WEAK_BOOST if lw in WEAK_WORDS else 1.0
        synonyms = _THESAURUS_BY_STEM.get(_ENGLISH_STEM(_fold(fix or lw)), [])
        st: dict[str, dict[str, float]] = {}
        for lang in LANGS:
            stem = STEMMERS[lang]
            st[lang] = {stem(lw): 1.0}
            if fix:
                st[lang].setdefault(stem(_fold(fix)), CORRECTION_BOOST)
            for c in whole:
                st[lang].setdefault(stem(c), COMPOUND_BOOST)
            for syn in synonyms:
                for part in words(syn):
                    if _fold(part) not in QUERY_STOPS:
                        st[lang].setdefault(stem(_fold(part)), SYNONYM_BOOST)
        for tr in _TRANSLATIONS_BY_STEM.get(_ENGLISH_STEM(_fold(fix or lw)), ()):
            for part in words(tr):
                if _fold(part) not in QUERY_STOPS:
                    st["es"].setdefault(es_stem(_fold(part)), SYNONYM_BOOST)
        for en in _ENGLISH_BY_ES_STEM.get(es_stem(_fold(fix or lw)), ()):
            for lang in LANGS:  # English words stand in Spanish books too (credits, names)
                st[lang].setdefault(STEMMERS[lang](en), SYNONYM_BOOST)
        if reader is not None:
            for lang, other in (("en", "es"), ("es", "en")):
                base = STEMMERS[lang](_fold(fix or lw))
                if len(base) < 5 or base in st[other] and reader.doc_frequency(f"body_{other}", base):
                    continue
                found = [t for t in reader.expand_prefix(f"body_{other}", base[:5]) if len(t) <= len(base) + 5][:4]
                for t in found:
                    t = t.decode() if isinstance(t, bytes) else t
                    st[other].setdefault(t, COGNATE_BOOST)
        concept = _Concept(lw, weight, st)
        if memo is not None:
            if len(memo) > 50_000:
                memo.clear()
            memo[key] = concept
        out.append(concept)
    return out


def _named_stems(concepts: list[_Concept]) -> set[str]:
    """The stems a question says outright (its words and their corrections, no synonyms)."""
    return {t for c in concepts for lang in LANGS for t, b in c.stems[lang].items() if b >= CORRECTION_BOOST}


ROUTE_NAME, ROUTE_WORD, ROUTE_MIN, ROUTE_MARGIN = 1.0, 0.4, 0.9, 1.5


def _routed_game(concepts: list[_Concept], tables: "_Tables", names_only: bool = False) -> str | None:
    """The game that alone uses words of the question: a name only its book knows
    ("Niska", "Reaver", "Royal") decides; plain words only its book uses count less.
    Numbers, weak words and words several books share (colours, "roll") decide nothing;
    two games pointed at equally decide nothing either."""
    counts = _game_counts(concepts, tables, names_only)
    if not counts:
        return None
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])
    best = ranked[0][1]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    return ranked[0][0] if best >= ROUTE_MIN and best >= ROUTE_MARGIN * second else None


def _game_counts(concepts: list[_Concept], tables: "_Tables", names_only: bool = False) -> dict[str, float]:
    """Per game, the words of the question only its book uses (a name counts more)."""
    book_df = tables.book_df
    if len(book_df) < 2:
        return {}
    counts: dict[str, float] = {}
    for c in concepts:
        if c.weight < 1.0 or c.word.isdigit() or len(c.word) < 3:
            continue
        own = {t for lang in LANGS for t, b in c.stems[lang].items() if b >= CORRECTION_BOOST}
        where = [g for g, df in book_df.items() if any(t in df for t in own)]
        if len(where) == 1:
            g = where[0]
            is_name = bool(own & tables.names.get(g, frozenset()))
            if is_name or not names_only:
                counts[g] = counts.get(g, 0.0) + (ROUTE_NAME if is_name else ROUTE_WORD)
    return counts


def _glossary_use(g: Glossary, text: str, lang: str, memo: dict) -> tuple[list[str], dict]:
    """The glossary's expansions of a question and its cover (see _glossary_cover), worked
    out once per glossary and text while the index generation serves."""
    key = ("glossary", g.game, lang, text)
    got = memo.get(key)
    if got is None or got[0] is not g:  # a reloaded glossary is another object
        got = memo[key] = (g, g.expansions(text), _glossary_cover(g, text, lang))
    return got[1], got[2]


def _glossary_cover(g: Glossary, text: str, lang: str) -> dict[str, list[frozenset[str]]]:
    """For each query word that is part of a glossary name: the stems of the term's other names."""
    cover: dict[str, list[frozenset[str]]] = {}
    for term, name in g.matches(text):
        alts = [frozenset(stems(n, lang)) for n in term.names]
        alts = [a for a in alts if a]
        for w in words(name):
            cover.setdefault(_fold(w), []).extend(alts)
    return cover


PARAPHRASE_SHARE = 0.5  # a word only the rules model's statement of a passage says counts this much


def _weighed_concepts(concepts: list[_Concept], df: dict[str, int], total: int) -> list[tuple]:
    """Per concept: its word, all its stems, whether a book uses one, its idf weight. The
    same for every passage of a query, so `_coverage` takes it worked out once."""
    out = []
    for c in concepts:
        alts = {t for lang in LANGS for t in c.stems[lang]}
        present = [df[t] for t in alts if t in df]
        idf = math.log(1 + total / (min(present) + 0.5)) if present else math.log(1 + total)
        out.append((c.word, alts, bool(present), c.weight * idf))
    return out


def _coverage(concepts: list[_Concept], have: frozenset[str], cover: dict, df: dict[str, int], total: int,
              paraphrased: frozenset[str] = frozenset(), weighed: list[tuple] | None = None) -> float:
    """Share of the query's meaning (idf-weighted) that a passage covers; the rules model's
    paraphrase of it counts, less than its own words."""
    got = want = 0.0
    for word, alts, present, w in weighed if weighed is not None else _weighed_concepts(concepts, df, total):
        if not present and word not in cover:
            continue  # a word no book uses says nothing about which passage is right
        want += w
        if alts & have or any(a <= have for a in cover.get(word, ())):
            got += w
        elif alts & paraphrased:
            got += PARAPHRASE_SHARE * w
    return got / want if want else 1.0


def _known_stem(reader, word: str) -> bool:
    """Whether the books use some form of the word (so it is not a misspelling)."""
    for lang in LANGS:
        t = STEMMERS[lang](word)
        for f in (f"body_{lang}", f"head_{lang}"):
            if reader.doc_frequency(f, t) > 0:
                return True
    return reader.doc_frequency("alias", _ENGLISH_STEM(word)) > 0


def _deletes(word: str, depth: int = 2) -> set[str]:
    """The word and every string made by deleting up to `depth` of its letters."""
    out, edge = {word}, {word}
    for _ in range(depth):
        edge = {w[:i] + w[i + 1:] for w in edge for i in range(len(w))} - out
        out |= edge
    return out


def osa_distance(a: str, b: str) -> int:
    """Edit distance counting a swap of two neighbouring letters as one edit."""
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]


def _matched_words(text: str, lang: str, wanted: set[str]) -> list[str]:
    """The passage's words (each once, in order) whose stem the query wants."""
    return [w for w, s in _word_stems_of(text, lang) if s in wanted]


@lru_cache(maxsize=50_000)
def _word_stems_of(text: str, lang: str) -> tuple[tuple[str, str], ...]:
    """A text's distinct words in order of first use, each with its stem (stop words left
    out): computed once per passage, not for every hit that shows it."""
    out: dict[str, str] = {}
    for w in words(text):
        if w not in out:
            s = stems(w, lang)
            out[w] = s[0] if s else ""
    return tuple((w, s) for w, s in out.items() if s)


def snippet(text: str, terms: list[str], width: int = SNIPPET_CHARS) -> str:
    """A window of the passage around its first matched word, marked up."""
    flat = " ".join(text.split())
    start = 0
    if terms and len(flat) > width:
        lows = flat.lower()
        first = min((i for i in (lows.find(t.lower()) for t in terms) if i >= 0), default=0)
        start = max(0, min(first - width // 3, len(flat) - width))
        if start:
            start = flat.rfind(" ", 0, start) + 1
    piece = flat[start:start + width]
    if start + width < len(flat):
        piece = piece[: piece.rfind(" ")] if " " in piece else piece
    body = _mark_words(piece, terms)
    return ("…" if start else "") + body + ("…" if start + len(piece) < len(flat) else "")


_ASCII_WORD = re.compile(r"[A-Za-z0-9_]+")


def _mark_words(piece: str, terms: list[str]) -> str:
    """`mark_terms` for a snippet: in ASCII text with whole-word terms, a word is marked
    when it starts with a term (case aside), which is what mark_terms' pattern finds, without
    compiling a pattern for every hit's own words; anything else goes to mark_terms."""
    if not piece.isascii() or not all(t.isascii() and (not t or _ASCII_WORD.fullmatch(t)) for t in terms):
        return mark_terms(piece, terms)
    alts = tuple({t.lower() for t in terms if t and len(t) >= 2})
    if not alts:
        return html.escape(piece)
    out, last = [], 0
    for m in _ASCII_WORD.finditer(piece):
        if m.group(0).lower().startswith(alts):
            out.append(html.escape(piece[last:m.start()]))
            out.append("<mark>" + html.escape(m.group(0)) + "</mark>")
            last = m.end()
    out.append(html.escape(piece[last:]))
    return "".join(out)
