"""How the passages a question finds are ranked, apart from any backend: the ranking knobs
(boosts, priors, field weights; `bench/tune_search.py` fits them), the cues in a question's
form (at the start, in the box, who is X, how many, a negation), a question's words as
concepts (stems in each language, corrections, synonyms, cognates), the game a question
is routed to, glossary cover, the coverage share that re-weighs a passage, and the
spreading of the first results over sections, and what a passage leaves unsaid of a question
(`Gaps`: whether an answer can stand on it). Given a reader of term statistics (see
`_concepts`), a second backend ranks its candidates with the same functions."""
from __future__ import annotations

import math
import re
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import limits
from ..everyday import common_word
from ..glossary import Glossary, query_key
from ..text import words
from .analysis import (_ENGLISH_BY_ES_STEM, _ENGLISH_STEM, _THESAURUS_BY_STEM, _TRANSLATIONS_BY_STEM, FUNCTION_WORDS,
                       LANGS, QUERY_STOPS, STEMMERS, WEAK_WORDS, _fold, es_stem, stems)

if TYPE_CHECKING:
    from .tables import _Tables

# Ranking knobs (measured on the held-out questions in tests/data and the dev set).
CANDIDATES = 30  # passages fetched from the engine before re-ranking
ALIAS_ANY_WORD = False  # True: every question word is looked up among the players' names (before)
SIDE_FIELD_BOOST = 0.85  # stems weaker than this are not looked up in context and rules fields
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
# ... and one about what a player starts the game with ("how many tokens do I start with?"): what the
# set-up hands out. Its words are often those of another section too (the tokens' own section, whose
# heading names them), so the set-up's passages count more than by sharing the question's words: those
# under a set-up heading, and those whose own text names the set-up ("During the Game Setup, ...": a
# mode's own set-up).
_START_WITH_CUE = re.compile(r"\b(?:i|we|you|everyone|everybody|each\s+player|players?|they)\s+(?:each\s+|all\s+)?"
                             r"(?:start|begin)s?\s+(?:the\s+game\s+|off\s+)?with\b"
                             r"|\b(?:empiezo|empezamos|empiezas|empieza|empiezan|comienzo|comenzamos|comienzas|"
                             r"comienza|comienzan)\s+(?:la\s+partida\s+)?con\b", re.I)
START_WITH_PRIOR = 1.5  # a set-up passage, when the question asks what a player starts with
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


COMPOUND_BOOST = 0.8  # "dial" standing for the book's "sundial"
_UNSEEN = object()  # a memo's "not worked out yet" (a memo may forget any entry at any time)


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
            known = memo.get(key, _UNSEEN) if memo is not None else _UNSEEN
            if known is not _UNSEEN:
                if known:
                    joined[i] = known
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
        known = memo.get(key) if memo is not None else None
        if known is not None:
            out.append(known)
            continue
        limits.spend(2)  # a new word's analysis: work of the request (its checkpoints come from here)
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
    users = tables.users()  # stem -> its one book (None: several), not every book's words tested
    for c in concepts:
        if c.weight < 1.0 or c.word.isdigit() or len(c.word) < 3:
            continue
        own = {t for lang in LANGS for t, b in c.stems[lang].items() if b >= CORRECTION_BOOST}
        where: set = set()  # the books using one of its stems (None: a stem several use)
        for t in own:
            if t in users:
                where.add(users[t])
        if len(where) == 1 and None not in where:
            g = next(iter(where))
            is_name = bool(own & tables.names.get(g, frozenset()))
            if is_name or not names_only:
                counts[g] = counts.get(g, 0.0) + (ROUTE_NAME if is_name else ROUTE_WORD)
    return counts


def _glossary_use(g: Glossary, text: str, lang: str, memo: dict | None,
                  key: tuple[str, list[str]] | None = None, matched: list | None = None) -> tuple[list[str], dict]:
    """The glossary's expansions of a question and its cover (see _glossary_cover), worked
    out once per glossary and text while the index generation serves (with a memo). `key`: the
    text's `glossary.query_key`, worked out once for all the glossaries a question is matched
    against; `matched`: its `matches` in the glossary, when known (then no memo is read)."""
    if matched is not None:
        if not matched:
            return [], {}
        key = key or query_key(text)
        return g.expansions(text, matched, key), _glossary_cover(g, text, lang, matched)
    mkey = ("glossary", g.game, lang, text)
    got = memo.get(mkey)
    if got is None or got[0]() is not g:  # a reloaded glossary is another object
        # a weak reference: the memo's byte count (caches.approx_size) then counts this
        # entry, not the whole glossary it would otherwise walk on every new question
        key = key or query_key(text)
        matched = g.matches(text, key)  # once, for both
        got = memo[mkey] = (weakref.ref(g), g.expansions(text, matched, key), _glossary_cover(g, text, lang, matched))
    return got[1], got[2]


def _glossary_cover(g: Glossary, text: str, lang: str, matched=None) -> dict[str, list[frozenset[str]]]:
    """For each query word that is part of a glossary name: the stems of the term's other names
    (a term's stems and a name's folded words worked out once per glossary, in `g.derived`)."""
    cover: dict[str, list[frozenset[str]]] = {}
    derived = g.derived
    for term, name in (g.matches(text) if matched is None else matched):
        alts = derived.get((id(term), lang))
        if alts is None:
            alts = [frozenset(stems(n, lang)) for n in term.names]
            alts = derived[(id(term), lang)] = [a for a in alts if a]
        parts = derived.get((name,))
        if parts is None:
            parts = derived[(name,)] = [_fold(w) for w in words(name)]
        for w in parts:
            cover.setdefault(w, []).extend(alts)
    return cover


PARAPHRASE_SHARE = 0.5  # a word only the rules model's statement of a passage says counts this much


def _weighed_concepts(concepts: list[_Concept], df: dict[str, int], total: int,
                      translated: dict[str, int] | None = None) -> list[tuple]:
    """Per concept: its word, all its stems, whether a book uses one, its idf weight. The
    same for every passage of a query, so `_coverage` takes it worked out once. `translated`:
    the stems only books' translations into the question's language say (referee.translation),
    and in how many passages: a word no book's own text uses but a translation does is one
    a book says ("bridge" for an English question about a Spanish book's "puente"), so a
    passage that lacks it covers less of the question. (Translations into the other language
    are left out: an English question's Spanish cognates found in an English book's Spanish
    translation said nothing, and cost English books' questions hit@1, bench/added_book.py.)"""
    out = []
    for c in concepts:
        alts = {t for lang in LANGS for t in c.stems[lang]}
        present = [df[t] for t in alts if t in df] or [translated[t] for t in alts if translated and t in translated]
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


SPECIFIC_SHARE = 0.7  # a word this rare in a book (its idf this share of the rarest's) is what a question is about
_NAME_IN_QUESTION = re.compile(r"(?<=[\w,;] )([A-Z][\w'’-]+)")  # capitalised mid-sentence: a name ("Dana")


@dataclass
class Gaps:
    """What a passage leaves unsaid of a question (`SearchIndex.answer_gaps`), both read as search
    reads them: the question's key words (no question word, stop word or vague word), each in
    every form search knows (its stems in both languages, its correction, synonyms, translations,
    cognates, the glossary's names), against the passage with its section and its rules'
    statements."""
    asked: tuple[str, ...] = ()  # the question's key words
    absent: tuple[str, ...] = ()  # ... that no passage of the book says, in any of those forms
    unsaid: tuple[str, ...] = ()  # ... of those, everyday words (not a name, not a slip of the keys)
    unaddressed: tuple[str, ...] = ()  # key words only a few passages of the book say, the passage not among them
    vouched: bool | None = None  # meaning points at the passage (see by_meaning._vouches); None: not asked, or unknown

    @property
    def lacking(self) -> bool:
        """What the words say: the book says nothing the question asks about, or the question
        names an everyday thing the book never speaks of ("merchant") while the passage leaves out
        a specific thing it asks about ("planet"). Either alone is common in questions the book
        answers: players' own words ("bad guy"), a detail a neighbouring passage says."""
        nothing = bool(self.asked) and len(self.absent) == len(self.asked)
        return nothing or bool(self.unsaid and self.unaddressed)

    @property
    def stands(self) -> bool:
        """Whether an answer can stand on the passage: unless the words say it lacks what was
        asked and the question's meaning does not point at it either."""
        return not (self.lacking and self.vouched is False)


def _gaps(concepts: list[_Concept], cover: dict, query: str, said: frozenset[str], book_df: dict[str, int],
          passages: int) -> Gaps:
    """The lexical part of `Gaps`: `said` is every stem the passage (or its section) and their rules'
    statements say; `book_df` the book's document frequencies over `passages` passages."""
    names = {_fold(m.group(1)) for m in _NAME_IN_QUESTION.finditer(query)}
    rarest = math.log(1 + passages / 1.5)
    asked, absent, unsaid, unaddressed = [], [], [], []
    for c in concepts:
        w = c.word
        if c.weight < 1.0 or len(w) < 3 or w.isdigit() or w in FUNCTION_WORDS:
            continue
        asked.append(w)
        alts = {t for lang in LANGS for t in c.stems[lang]}
        named = [a for a in cover.get(w, ()) if a]
        dfs = [book_df[t] for t in alts if t in book_df]
        dfs += [min(book_df[t] for t in a) for a in named if all(t in book_df for t in a)]
        if not dfs:
            absent.append(w)
            if w not in names and common_word(w):
                unsaid.append(w)
        elif math.log(1 + passages / (min(dfs) + 0.5)) >= SPECIFIC_SHARE * rarest:
            if not (alts & said or any(a <= said for a in named)):
                unaddressed.append(w)
    return Gaps(tuple(asked), tuple(absent), tuple(unsaid), tuple(unaddressed))
