"""The chat assistant: one box for questions, positions and scores.

`reply(library, message, conversation, game)` routes a message:

* a DSL position (``game:``/known keys and ``ask:`` lines)    -> the rules engine's check;
* ``score: …`` or a scoring question with a described position -> the computed value;
* a follow-up ("and Zoe?", "what if it's night?")             -> the last question or
  position of the conversation, changed accordingly;
* anything else                                              -> a question.

A question is answered from two sources: the rules models' rules (id, plain
statement, verbatim quote) and the rulebook passages found by search. A rule
that settles the question gives the direct answer (its statement, never
invented); then come the verbatim quotes, each linked to the viewer at the
quote. Every quote is checked against the rulebook text before it is shown.
No Flask here: the web layer (`referee.web.chat`) only wraps this.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from urllib.parse import quote_plus

from . import answers, rules
from .conversation import Conversation
from .library import Library
from .rulebook import Passage, Rulebook
from .rules import PositionError
from .rules.dsl import norm
from .search import GAME_FILTER, QUERY_STOPS, WEAK_WORDS, QueryError, stems
from .text import fold, strip_accents

MAX_MESSAGE_CHARS = 20_000
QUERY_CHARS = 480  # search takes at most 500 characters
QUOTE_CHARS = 360  # a longer passage is quoted by its best sentences
CLARIFY_RATIO = 0.72  # another book this close to the best one: ask which game
KINDS = ("search", "check", "score", "clarify")

# ---------------------------------------------------------------------------------
# words the assistant says, in the player's language
# ---------------------------------------------------------------------------------
TEXT = {
    "en": {
        "no": "No", "yes": "Yes",
        "rule_says": "The rules say",
        "book_says": "The rulebook says",
        "probably": "This passage looks like the answer",
        "unsure": "I am not sure this settles it; the closest passages are below.",
        "not_found": "I can't find anything in {book} that settles this. The closest passages:",
        "not_found_any": "I can't find anything in the rulebooks that settles this.",
        "related": "Related",
        "which_game": "Which game do you mean? This could be about {games}.",
        "closest_in": "Closest passage in {book}:",
        "rule": "rule",
        "position_bad": "The position does not read.",
        "line": "Line {line}, column {column}",
        "verdict": {"legal": "Legal", "illegal": "Illegal"},
        "problems": "Problems with the position",
        "value": "Value",
        "after": "Continue from here",
        "read_as": "I read this as:",
        "score_how": ("To compute a score I need the position. Write it as `key: value` lines, "
                      "for example:"),
        "no_model": "{book} has no rules model yet, so I can only quote the rulebook.",
        "options": "Legal actions",
        "none": "No legal action.",
    },
    "es": {
        "no": "No", "yes": "Sí",
        "rule_says": "Las reglas dicen",
        "book_says": "El reglamento dice",
        "probably": "Este pasaje parece responderlo",
        "unsure": "No estoy seguro de que esto lo resuelva; abajo están los pasajes más cercanos.",
        "not_found": "No encuentro nada en {book} que lo resuelva. Los pasajes más cercanos:",
        "not_found_any": "No encuentro nada en los reglamentos que lo resuelva.",
        "related": "Relacionado",
        "which_game": "¿De qué juego hablas? Podría ser {games}.",
        "closest_in": "Pasaje más cercano en {book}:",
        "rule": "regla",
        "position_bad": "La posición no se puede leer.",
        "line": "Línea {line}, columna {column}",
        "verdict": {"legal": "Legal", "illegal": "Ilegal"},
        "problems": "Problemas de la posición",
        "value": "Valor",
        "after": "Seguir desde aquí",
        "read_as": "Lo he leído así:",
        "score_how": "Para calcular la puntuación necesito la posición, en líneas `clave: valor`, por ejemplo:",
        "no_model": "{book} aún no tiene modelo de reglas; solo puedo citar el reglamento.",
        "options": "Acciones legales",
        "none": "Ninguna acción legal.",
    },
}

_ES_HINTS = {"el", "la", "los", "las", "de", "del", "que", "y", "en", "una", "un", "es", "por", "para",
             "con", "se", "puedo", "puede", "hay", "cuantos", "cuantas", "cuando", "como", "si", "al",
             "mi", "su", "sus", "pero", "tambien", "cuenta", "cuentan", "cual", "cuales", "donde", "nave",
             "naves", "carta", "cartas", "juego", "reglas", "sectores", "sector", "dos", "tres", "o"}
_EN_HINTS = {"the", "a", "an", "of", "and", "to", "in", "is", "are", "can", "do", "does", "what", "how",
             "i", "my", "it", "if", "on", "for", "with", "when", "who", "which", "there", "at", "be"}


def language(text: str) -> str:
    """'es' for a Spanish message, else 'en' (a handful of telltale words decide)."""
    if "¿" in text or "¡" in text:
        return "es"
    ws = [strip_accents(w.lower()) for w in re.findall(r"\w+", text)]
    es = sum(1 for w in ws if w in _ES_HINTS)
    en = sum(1 for w in ws if w in _EN_HINTS)
    return "es" if es > en else "en"


_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "a": 1, "an": 1, "uno": 1, "una": 1, "un": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
    "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
}


# ---------------------------------------------------------------------------------
# normalised words and names
# ---------------------------------------------------------------------------------
def _nw(word: str) -> str:
    w = strip_accents(word.lower()).replace("’", "'")
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w


def _nwords(text: str) -> list[str]:
    text = re.sub(r"['’]s\b", "", text or "")
    return [_nw(w) for w in re.findall(r"\w+", text)]


def _padded(text: str) -> str:
    return " " + " ".join(_nwords(text)) + " "


def _find_phrase(words: list[str], phrase: tuple[str, ...]) -> int:
    n = len(phrase)
    for i in range(len(words) - n + 1):
        if tuple(words[i:i + n]) == phrase:
            return i
    return -1


@dataclass
class _Name:
    phrase: tuple[str, ...]  # normalised words
    game: str  # rulebook id
    weight: float
    explicit: bool  # the game's own name (id, title, alias)
    kind: str = ""  # vocabulary kind, for names from a rules model
    canonical: str = ""


def _model_book(model) -> str:
    return getattr(model, "book", None) or model.id


def _models() -> dict[str, object]:
    """Rulebook id -> rules model, for every registered game."""
    out = {}
    try:
        for g in rules.all_games():
            out.setdefault(_model_book(g), g)
    except Exception:  # a game being written right now must not break the chat
        pass
    return out


def _vocab_kinds(model) -> dict[str, dict[str, list[str]]]:
    """{kind: {canonical: [aliases]}}, from the game's Vocabulary (or its flat dict)."""
    vocab = getattr(model, "vocab", None)
    kinds = getattr(vocab, "kinds", None)
    if isinstance(kinds, dict):
        return {k: {c: list(a) for c, a in v.items()} for k, v in kinds.items()}
    try:
        flat = model.vocabulary
    except Exception:
        return {}
    return {k: {n: [] for n in v} for k, v in flat.items()}


_GENERIC_KINDS = {"key", "action"}


class Lexicon:
    """Every name that points at a game: its own names, glossary terms, and the
    names its rules model knows (characters, components...), weighed by how
    distinctive they are across the rulebooks."""

    def __init__(self, library: Library):
        self.names: list[_Name] = []
        books = library.books
        texts = {gid: _padded(b.plain_text) for gid, b in books.items()}
        models = _models()
        raw: list[_Name] = []
        for gid, b in books.items():
            for n in b.names():
                raw.append(_Name(tuple(_nwords(n)), gid, 5.0, True))
        for gid, model in models.items():
            if gid not in books:
                continue
            for n in (model.id, model.title, *getattr(model, "aliases", ())):
                if n:
                    raw.append(_Name(tuple(_nwords(n)), gid, 5.0, True))
            for kind, names in _vocab_kinds(model).items():
                if kind in _GENERIC_KINDS:
                    continue
                for canon, aliases in names.items():
                    for n in (canon, *aliases):
                        raw.append(_Name(tuple(_nwords(n.replace("-", " "))), gid, 1.0, False, kind, canon))
        for gid, g in library.glossaries.items():
            if gid not in books:
                continue
            for term in g.terms:
                for n in term.names:
                    raw.append(_Name(tuple(_nwords(n)), gid, 1.0, False))
        known: dict[tuple[str, ...], set[str]] = {}
        for n in raw:
            known.setdefault(n.phrase, set()).add(n.game)
        seen = set()
        for n in raw:
            if not n.phrase or (n.phrase, n.game, n.explicit, n.kind, n.canonical) in seen:
                continue
            seen.add((n.phrase, n.game, n.explicit, n.kind, n.canonical))
            if not n.explicit:
                if len(n.phrase) == 1 and (len(n.phrase[0]) < 3 or n.phrase[0].isdigit()
                                           or n.phrase[0] in QUERY_STOPS or n.phrase[0] in WEAK_WORDS):
                    continue
                where = set(known[n.phrase])
                key = " " + " ".join(n.phrase) + " "
                where |= {gid for gid, t in texts.items() if key in t}
                n.weight = n.weight / max(1, len(where))
            self.names.append(n)

    def found(self, text: str) -> list[tuple[_Name, int]]:
        """Names occurring in the text (whole words), longest first, not overlapping."""
        ws = _nwords(text)
        taken: set[int] = set()
        out = []
        for n in sorted(self.names, key=lambda n: -len(n.phrase)):
            i = _find_phrase(ws, n.phrase)
            if i < 0:
                continue
            span = set(range(i, i + len(n.phrase)))
            if span & taken and not any(o[0].phrase == n.phrase for o in out):
                continue
            taken |= span
            out.append((n, i))
        return out

    def scores(self, text: str) -> tuple[dict[str, float], set[str]]:
        """Per game, how strongly the text points at it; and the games named outright."""
        sc: dict[str, float] = {}
        named: set[str] = set()
        counted: set[tuple] = set()
        for n, _ in self.found(text):
            if (n.phrase, n.game) in counted:
                continue
            counted.add((n.phrase, n.game))
            sc[n.game] = sc.get(n.game, 0.0) + n.weight
            if n.explicit:
                named.add(n.game)
        return sc, named


# ---------------------------------------------------------------------------------
# stems and a small BM25-like overlap score (rules and passages)
# ---------------------------------------------------------------------------------
def _lang(book: Rulebook | None) -> str:
    return book.language if book is not None and book.language in ("en", "es") else "en"


@dataclass
class _Doc:
    stems: frozenset
    length: int


@dataclass
class _RuleDoc:
    rule: object
    game: str
    doc: _Doc
    names: set = field(default_factory=set)  # (kind, canonical) named by the statement


class Index:
    """Per library state: the lexicon, passage and rule stems, document frequencies."""

    def __init__(self, library: Library):
        self.key = _state_key(library)
        self.library = library
        self.lexicon = Lexicon(library)
        self.models = {gid: m for gid, m in _models().items() if gid in library.books}
        self.passages: dict[tuple[str, str], _Doc] = {}
        self.df: dict[str, dict[str, int]] = {}
        self.n: dict[str, int] = {}
        for gid, b in library.books.items():
            lang = _lang(b)
            df: dict[str, int] = {}
            for p in b.passages:
                s = stems(f"{p.text} {' '.join(p.path)} {p.section}", lang)
                d = _Doc(frozenset(s), len(s))
                self.passages[(gid, p.anchor)] = d
                for t in d.stems:
                    df[t] = df.get(t, 0) + 1
            self.df[gid], self.n[gid] = df, len(b.passages)
        self.rules: dict[str, list[_RuleDoc]] = {}
        for gid, model in self.models.items():
            book = library.books[gid]
            lang = _lang(book)
            docs = []
            for r in getattr(model, "rules", []) or []:
                try:
                    c = r.citation
                    s = (stems(r.statement, "en") + stems(c.quote, lang) + stems(c.section, lang))
                except Exception:
                    continue
                names = {(n.kind, n.canonical) for n, _ in self.lexicon.found(r.statement) if n.kind}
                docs.append(_RuleDoc(r, gid, _Doc(frozenset(s), len(s)), names))
            self.rules[gid] = docs

    def idf(self, game: str, t: str) -> float:
        n = self.n.get(game, 1)
        return math.log(1 + (n + 1) / (self.df.get(game, {}).get(t, 0) + 0.5))

    def max_idf(self, game: str) -> float:
        """The weight of a word found in one passage: unknown words (typos) weigh no more."""
        n = self.n.get(game, 1)
        return math.log(1 + (n + 1) / 1.5)

    def coverage(self, game: str, q: list[str], doc: frozenset) -> float:
        qs = set(q)
        total = sum(self.idf(game, t) for t in qs)
        if not total:
            return 0.0
        return sum(self.idf(game, t) for t in qs if t in doc) / total


def _state_key(library: Library) -> tuple:
    models = tuple(sorted((g.id, len(getattr(g, "rules", []) or [])) for g in _safe_games()))
    books = tuple(sorted((b.id, b.digest) for b in library.books.values()))
    glos = tuple(sorted((gid, len(g.terms)) for gid, g in library.glossaries.items()))
    return books, glos, models


def _safe_games():
    try:
        return rules.all_games()
    except Exception:
        return []


_INDEX: dict[int, Index] = {}


def index_for(library: Library) -> Index:
    library.ensure_fresh()
    key = _state_key(library)
    ix = _INDEX.get(id(library))
    if ix is None or ix.key != key or ix.library is not library:
        ix = Index(library)
        if len(_INDEX) > 8:  # one entry per library object; tests make many
            _INDEX.clear()
        _INDEX[id(library)] = ix
    return ix


# ---------------------------------------------------------------------------------
# message shapes
# ---------------------------------------------------------------------------------
_KEYLINE = re.compile(r"^\s*([A-Za-z][\w \-’']{0,30}?)\s*:\s*(.*)$")
_GAME_IN_TEXT = GAME_FILTER
_SCORE_PREFIX = re.compile(r"^\s*(score|puntuaci[oó]n|puntos|points)\s*:\s*", re.I)
_FOLLOW = re.compile(
    r"^\s*[¿¡]?\s*(and|y|e|but|pero|also|what if|what about|how about|and if|y si|y que|y qué|"
    r"qué pasa si|que pasa si|y con|y para|same for|and for|and with|and now|then what if|"
    r"what happens if|y ahora)\b", re.I)
_SCORE_WORDS = re.compile(r"\b(score|scores|scoring|points|vp|worth|total|puntos|puntuaci[oó]n|vale|valen)\b", re.I)
_YESNO = re.compile(r"^\s*[¿]?\s*(can|may|could|does|do|did|is|are|will|should|must|am|puedo|puede|"
                    r"pueden|podemos|se puede|es|hay|debo|tengo)\b", re.I)
_RESTRICTS = re.compile(r"\b(only|solo|sólo|únicamente|unicamente)\b", re.I)


def _lines(text: str) -> list[str]:
    return [l.split("#", 1)[0] for l in text.splitlines() if l.split("#", 1)[0].strip()]


def _known_keys() -> set[str]:
    keys = {"game", "ask"}
    for g in _safe_games():
        try:
            for n in g.vocabulary.get("key", []):
                keys.add(norm(n))
        except Exception:
            continue
    return keys


def looks_like_position(text: str) -> bool:
    """Several ``key: value`` lines, with a game or ask line or known keys."""
    lines = _lines(text)
    keyed = [m for m in (_KEYLINE.match(l) for l in lines) if m]
    if len(keyed) < 2:
        return False
    keys = [norm(m.group(1)) for m in keyed]
    if ("game" in keys or "ask" in keys) and len(keyed) >= 0.6 * len(lines):
        return True
    known = _known_keys()
    return sum(1 for k in keys if k in known) >= 2 and len(keyed) >= 0.75 * len(lines)


def _position_game(text: str) -> str | None:
    for l in _lines(text):
        m = _KEYLINE.match(l)
        if m and norm(m.group(1)) == "game":
            return m.group(2).strip() or None
    return None


# ---------------------------------------------------------------------------------
# quotes: always cut from the rulebook text, verified before use
# ---------------------------------------------------------------------------------
_SENT = re.compile(r"[^.!?\n]+(?:[.!?]+[\"”’')\]]*|$)")


def _pieces(p: Passage) -> list[str]:
    """Quotable pieces of a passage, each a verbatim substring: a table cell, or
    sentences of a long paragraph."""
    if p.kind == "table":
        return [c for c in (x.strip() for x in p.text.split(" | ")) if c]
    if len(p.text) <= QUOTE_CHARS:
        return [p.text]
    return [m.group(0).strip() for m in _SENT.finditer(p.text) if m.group(0).strip()]


def best_quote(book: Rulebook, p: Passage, q: list[str]) -> str:
    """The piece of the passage that best matches the question stems (verbatim)."""
    lang = _lang(book)
    pieces = _pieces(p)
    if len(pieces) == 1:
        return pieces[0]
    qs = set(q)

    def score(s: str) -> float:
        st = set(stems(s, lang))
        return len(qs & st) + 0.001 * min(len(s), 200)

    if p.kind == "table":
        return max(pieces, key=score)
    best = max(range(len(pieces)), key=lambda i: score(pieces[i]))
    quote = pieces[best]
    # a short sentence reads better with its neighbour
    if len(quote) < 120 and best + 1 < len(pieces) and score(pieces[best + 1]) >= 1:
        start = p.text.find(quote)
        nxt = p.text.find(pieces[best + 1], start + len(quote))
        if start >= 0 and nxt >= 0:
            joined = p.text[start:nxt + len(pieces[best + 1])]
            if len(joined) <= QUOTE_CHARS:
                quote = joined
    return quote


def verified(library: Library, game: str, quote: str, section: str | None) -> dict | None:
    """A citation for a quote, or None when the quote is not verbatim book text."""
    book = library.books.get(game)
    if book is None or not quote or not quote.strip():
        return None
    p = book.find_quote(quote, section)
    if p is None:
        return None
    return {"game": game, "section": p.section, "url": library.quote_url(game, quote, p.section),
            "quote": quote}


def _md_quote(c: dict, book_title: str) -> str:
    text = " ".join(c["quote"].split())
    return f"> “{text}”\n>\n> — [{book_title} › {c['section']}]({c['url']})"


# ---------------------------------------------------------------------------------
# the reply
# ---------------------------------------------------------------------------------
@dataclass
class Reply:
    kind: str
    game: str | None
    answer: str
    citations: list[dict] = field(default_factory=list)
    check: dict | None = None
    candidates: list[dict] | None = None
    error: dict | None = None
    confidence: str | None = None

    def to_dict(self) -> dict:
        d = {"game": self.game, "kind": self.kind, "answer": self.answer, "citations": self.citations}
        if self.check is not None:
            d["check"] = self.check
        if self.candidates is not None:
            d["candidates"] = self.candidates
        if self.error is not None:
            d["error"] = self.error
        if self.confidence is not None:
            d["confidence"] = self.confidence
        return d


class MessageError(ValueError):
    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code


def reply(library: Library, message: str, conv: Conversation | None = None,
          game: str | None = None) -> tuple[dict, Conversation]:
    """Answer one message; returns the /api/ask object (without the token) and the new state."""
    if not isinstance(message, str) or not message.strip():
        raise MessageError("missing-message", "Type a question or a position first.")
    if len(message) > MAX_MESSAGE_CHARS:
        raise MessageError("message-too-long",
                           f"The message is {len(message)} characters long; the limit is {MAX_MESSAGE_CHARS}.")
    conv = conv or Conversation()
    ix = index_for(library)
    if game is not None:
        book = library.resolve(game)
        if book is None:
            known = ", ".join(sorted(library.books))
            raise MessageError("unknown-game", f"There is no game called {game[:80]!r}. Known games: {known}.")
        game = book.id
    if conv.game and conv.game not in library.books:
        conv.game = None
    lang = language(message)
    out = _route(library, ix, message.strip("\n"), conv, game, lang)
    conv.remember(message)
    if out.game:
        conv.game = out.game
    return out.to_dict(), conv


def _route(library: Library, ix: Index, message: str, conv: Conversation, game: str | None,
           lang: str) -> Reply:
    m = _SCORE_PREFIX.match(message)
    if m:
        return _score(library, ix, message[m.end():], conv, game, lang)
    if looks_like_position(message):
        return _position(library, message, conv, game, lang)
    if _is_follow_up(message, conv):
        got = _follow_up(library, ix, message, conv, game, lang)
        if got is not None:
            return got
    if _SCORE_WORDS.search(message):
        got = _score_question(library, ix, message, conv, game, lang)
        if got is not None:
            return got
    return _question(library, ix, message, conv, game, lang)


# ---- positions ------------------------------------------------------------------
def _position(library: Library, text: str, conv: Conversation, game: str | None, lang: str,
              kind: str | None = None, note: str | None = None) -> Reply:
    t = TEXT[lang]
    named = _position_game(text)
    use_game = None if named else (game or conv.game)
    if not any(norm(m.group(1)) == "ask" for m in (_KEYLINE.match(l) for l in _lines(text)) if m):
        text = text.rstrip("\n") + "\nask: options"
    try:
        result = answers.check(library, text, use_game)
    except PositionError as exc:
        err = answers.position_error(exc)
        e = err["error"]
        parts = [f"**{t['position_bad']}**", ""]
        for one in err.get("errors") or [e]:
            where = t["line"].format(**one) + ": " if one.get("line") else ""
            line = f"- {where}{one['message']}"
            if one.get("hint"):
                line += f" ({one['hint']})"
            parts.append(line)
        gid = None
        try:
            gid = _model_book(rules.game_of(text, use_game))
        except PositionError:
            gid = use_game
        return Reply(kind or "check", gid if gid in library.books else None, "\n".join(parts), error=e)
    gid = result["game"]
    book_id = _model_book(rules.get_game(gid))
    conv.position = _with_asks(result.get("position") or text, text)
    is_score = any(norm(a["ask"]) == "score" for a in result["answers"])
    md, cites = _render_check(library, result, book_id, lang)
    if note:  # show how a position written in words was read, as canonical DSL
        md = f"{note}\n\n```\n{result.get('position') or text}\n```\n\n{md}"
    return Reply(kind or ("score" if is_score else "check"), book_id if book_id in library.books else gid,
                 md, cites, check=result, confidence="sure")


def _with_asks(canonical: str, original: str) -> str:
    """The canonical position text followed by the original ask lines."""
    asks = [l.strip() for l in _lines(original)
            if (m := _KEYLINE.match(l)) and norm(m.group(1)) == "ask"]
    lines = [l for l in canonical.splitlines() if l.strip()]
    if not any(l.lower().startswith("game:") for l in lines):
        g = _position_game(original)
        if g:
            lines.insert(0, f"game: {g}")
    return "\n".join(lines + asks)


def _render_check(library: Library, result: dict, book_id: str, lang: str) -> tuple[str, list[dict]]:
    t = TEXT[lang]
    title = library.books[book_id].title if book_id in library.books else book_id
    cites: list[dict] = []
    out = [f"**{t['verdict'].get(result['verdict'], result['verdict'])}**"]

    def reason_md(r: dict) -> str:
        c = verified(library, book_id, r.get("quote", ""), r.get("section"))
        head = f"- `{r['rule']}` {r['statement']}" + (f" ({r['detail']})" if r.get("detail") else "")
        if c is None:
            return head
        if c not in cites:
            cites.append(c)
        q = " ".join(c["quote"].split())
        return f"{head}\n\n  > “{q}”\n  >\n  > — [{title} › {c['section']}]({c['url']})"

    if result.get("problems"):
        out += ["", f"**{t['problems']}**", ""] + [reason_md(r) for r in result["problems"]]
    for a in result["answers"]:
        out += ["", f"**{t['verdict'].get(a['verdict'], a['verdict'])}** — `{a['ask']}`"]
        if a.get("value") is not None:
            v = a["value"]
            out.append(f"\n{t['value']}: **{int(v) if float(v).is_integer() else v}**")
        if a.get("options") is not None:
            out.append(f"\n{t['options']}:\n")
            out += [f"- `{o}`" for o in a["options"]] or [f"- {t['none']}"]
        elif a.get("effects"):
            out.append("")
            out += [f"- {e}" for e in a["effects"]]
        if a.get("reasons"):
            out.append("")
            out += [reason_md(r) for r in a["reasons"]]
        if a.get("after"):
            out += ["", f"[{t['after']}](/check?position={quote_plus(a['after'])})"]
    return "\n".join(out), cites


# ---- scores ---------------------------------------------------------------------
def _key_names(model) -> dict[str, list[str]]:
    kinds = _vocab_kinds(model)
    if "key" in kinds:
        return kinds["key"]
    try:
        return {n: [] for n in model.vocabulary.get("key", [])}
    except Exception:
        return {}


_NUM = r"(\d+|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"


def _num(s: str) -> int:
    return int(s) if s.isdigit() else _NUMBER_WORDS.get(s.lower(), 0)


def describe_numbers(text: str, model) -> list[str]:
    """``key: N`` lines for numbers a player wrote next to a key's name ("400 banked")."""
    out: dict[str, str] = {}
    low = " " + " ".join(re.findall(r"[\w'’-]+", text.lower())) + " "
    names = []
    for canon, aliases in _key_names(model).items():
        if canon in ("game", "ask"):
            continue
        for name in {canon, canon.replace("-", " "), *aliases}:
            names.append((name.lower(), canon))
    for name, canon in sorted(names, key=lambda x: -len(x[0])):
        if canon in out:
            continue
        n = re.escape(name)
        m = re.search(rf" {_NUM} (?:vp |points |of )?{n}s? ", low) or \
            re.search(rf" {n}s? (?:is |are |of |at |=\s*)?{_NUM} ", low)
        if m:
            value = _num(m.group(1))
            if value or m.group(1) == "0":
                out[canon] = f"{canon}: {value}"
                low = low.replace(m.group(0), " ", 1)
    return list(out.values())


def _score(library: Library, ix: Index, body: str, conv: Conversation, game: str | None, lang: str) -> Reply:
    t = TEXT[lang]
    lines = _lines(body)
    if lines and all(_KEYLINE.match(l) for l in lines):
        text = body if "ask" in {norm(_KEYLINE.match(l).group(1)) for l in lines} else body + "\nask: score"
        if not _position_game(text) and not game:
            game = _score_game(ix, body, conv)
        return _position(library, text, conv, game, lang, kind="score")
    gid = game or _score_game(ix, body, conv)
    model = ix.models.get(gid) if gid else None
    if model is None and conv.position:
        return _position(library, _replace_asks(conv.position, ["score"]), conv, game, lang, kind="score")
    if model is not None:
        found = describe_numbers(body, model)
        if found:
            dsl = "\n".join([f"game: {model.id}", *found, "ask: score"])
            return _position(library, dsl, conv, gid, lang, kind="score", note=t["read_as"])
        if conv.position and conv.game == gid:
            return _position(library, _replace_asks(conv.position, ["score"]), conv, game, lang, kind="score")
    example = _example(model) if model is not None else "game: …\nask: score"
    return Reply("score", gid, f"{t['score_how']}\n\n```\n{example}\n```", confidence="none")


def _score_game(ix: Index, text: str, conv: Conversation) -> str | None:
    """The game a score request is about: named, else the one whose position keys
    the numbers fit best, else the conversation's."""
    sc, named = _signals(ix, text)
    if len(named) == 1:
        return next(iter(named))
    fits = sorted(((len(describe_numbers(text, m)), sc.get(g, 0.0), g) for g, m in ix.models.items()),
                  reverse=True)
    if conv.game and conv.game in ix.models and len(describe_numbers(text, ix.models[conv.game])) >= 1:
        return conv.game
    if fits and fits[0][0] and (len(fits) == 1 or fits[0][:2] > fits[1][:2]):
        return fits[0][2]
    return _game_signal(ix, text, conv) or conv.game


def _score_question(library: Library, ix: Index, message: str, conv: Conversation,
                    game: str | None, lang: str) -> Reply | None:
    """A scoring question that describes a position in numbers: compute it."""
    gid = game or _score_game(ix, message, conv)
    model = ix.models.get(gid) if gid else None
    if model is None:
        return None
    if not any(norm(n) == "score" for n in _all_names(model, "action")) and not hasattr(model, "score"):
        return None
    found = describe_numbers(message, model)
    if len(found) < 1 or not re.search(r"\d", message):
        return None
    return _score(library, ix, message, conv, gid, lang)


def _all_names(model, kind: str) -> list[str]:
    return [n for c, a in _vocab_kinds(model).get(kind, {}).items() for n in (c, *a)]


def _example(model) -> str:
    ex = getattr(model, "examples", None) or []
    if ex:
        lines = [l for l in ex[0]["position"].splitlines() if not l.lower().startswith("ask:")]
        return "\n".join(lines + ["ask: score"])
    return f"game: {model.id}\nask: score"


def _replace_asks(position: str, asks: list[str]) -> str:
    lines = [l for l in position.splitlines()
             if not ((m := _KEYLINE.match(l)) and norm(m.group(1)) == "ask")]
    return "\n".join(lines + [f"ask: {a}" for a in asks])


# ---- follow-ups -----------------------------------------------------------------
def _is_follow_up(message: str, conv: Conversation) -> bool:
    if not (conv.question or conv.position):
        return False
    if _FOLLOW.match(message):
        return True
    return len(re.findall(r"\w+", message)) <= 2 and "\n" not in message.strip()


def _follow_up(library: Library, ix: Index, message: str, conv: Conversation, game: str | None,
               lang: str) -> Reply | None:
    gid = game or conv.game
    _, named = ix.lexicon.scores(message)
    if named and gid not in named:
        return None  # the follow-up names another game: a fresh question
    if conv.position and gid in ix.models:
        changed = _change_position(ix, conv.position, message, gid)
        if changed and changed != conv.position:
            return _position(library, changed, conv, gid, lang)
    if conv.question:
        base = conv.question
        changed = _substitute(ix, base, message, gid)
        if changed is None:
            rest = re.sub(_FOLLOW, "", message).strip(" ?¿!¡.")
            changed = f"{rest} {base}" if rest else base
        got = _question(library, ix, changed, conv, gid, lang, keep_question=False)
        conv.question = changed[:500]
        return got
    return None


def _names_with_counts(ix: Index, text: str, game: str) -> list[tuple[_Name, int | None, int]]:
    ws = _nwords(text)
    out = []
    for n, i in ix.lexicon.found(text):
        if n.game != game or not n.kind:
            continue
        count = None
        if i > 0 and (ws[i - 1].isdigit() or ws[i - 1] in _NUMBER_WORDS) and ws[i - 1] not in ("a", "an", "un", "una", "uno"):
            count = _num(ws[i - 1])
        out.append((n, count, i))
    return out


def _change_position(ix: Index, position: str, message: str, game: str) -> str | None:
    """The last position changed as the follow-up says: ``key: value`` lines replace
    or add lines (ask lines replace the asks); a name replaces one of the same kind;
    "two Niskas" sets a count."""
    lines = position.splitlines()
    new_lines = [l for l in _lines(message) if _KEYLINE.match(l)]
    if new_lines:
        keys = {norm(_KEYLINE.match(l).group(1)) for l in new_lines}
        kept = [l for l in lines if not ((m := _KEYLINE.match(l)) and norm(m.group(1)) in keys)]
        asks = [l for l in kept if (m := _KEYLINE.match(l)) and norm(m.group(1)) == "ask"]
        body = [l for l in kept if l not in asks]
        new_asks = [l for l in new_lines if norm(_KEYLINE.match(l).group(1)) == "ask"]
        others = [l for l in new_lines if l not in new_asks]
        return "\n".join(body + others + (new_asks or asks))
    names = _names_with_counts(ix, message, game)
    if not names:
        return None
    out = list(lines)
    changed = False
    by_kind = {}
    for n in ix.lexicon.names:
        if n.game == game and n.kind:
            by_kind.setdefault(n.kind, []).append(n)
    order = sorted(range(len(out)), key=lambda i: 0 if out[i].lower().startswith("ask") else 1)
    for n, count, _ in names:
        if count is not None:
            for i in order:
                m = _KEYLINE.match(out[i])
                if not m or norm(m.group(1)) in ("ask", "game"):
                    continue
                new = _set_count(m.group(2), n, count, by_kind.get(n.kind, []))
                if new is not None:
                    out[i] = f"{m.group(1)}: {new}"
                    changed = True
                    break
            if changed:
                continue
        for i in order:
            m = _KEYLINE.match(out[i])
            if not m or norm(m.group(1)) == "game":
                continue
            new = _swap(m.group(2), n, by_kind.get(n.kind, []))
            if new is not None and new != m.group(2):
                out[i] = f"{m.group(1)}: {new}"
                changed = True
                break
    return "\n".join(out) if changed else None


def _surface_spans(value: str, names: list[_Name]) -> list[tuple[int, int, _Name]]:
    """Where names of a kind occur in a value: character spans, longest names first."""
    spans = []
    for n in sorted(names, key=lambda n: -len(" ".join(n.phrase))):
        pattern = r"(?<![\w-])" + r"[\s_-]+".join(re.escape(w) for w in n.phrase) + r"s?(?![\w-])"
        for m in re.finditer(pattern, strip_accents(value.lower()).replace("’", "'")):
            if not any(a < m.end() and m.start() < b for a, b, _ in spans):
                spans.append((m.start(), m.end(), n))
    return sorted(spans, key=lambda s: s[0])


def _swap(value: str, n: _Name, same_kind: list[_Name]) -> str | None:
    spans = _surface_spans(value, same_kind)
    for a, b, other in spans:
        if other.canonical == n.canonical:
            return None  # already there
    if not spans:
        return None
    a, b, _ = spans[0]
    return value[:a] + n.canonical + value[b:]


def _set_count(value: str, n: _Name, count: int, same_kind: list[_Name]) -> str | None:
    for a, b, other in _surface_spans(value, same_kind):
        if other.canonical != n.canonical:
            continue
        rest = value[b:]
        m = re.match(r"\s*[x×]\s*\d+", rest)
        end = b + (m.end() if m else 0)
        return value[:a] + (n.canonical if count == 1 else f"{n.canonical} x{count}") + value[end:]
    if re.search(r"[,\w]", value):
        return None
    return None


def _substitute(ix: Index, question: str, message: str, game: str | None) -> str | None:
    """The last question with a name swapped for the follow-up's name of the same kind."""
    if not game:
        return None
    news = [n for n, _, _ in _names_with_counts(ix, message, game)]
    if not news:
        return None
    olds = [n for n, _, i in sorted(_names_with_counts(ix, question, game), key=lambda x: x[2])
            if n.kind not in _GENERIC_KINDS]
    pairs = [(new, old) for new in news for old in olds if old.kind == new.kind]
    pairs += [(new, old) for new in news for old in olds[:1]]  # else the first name (the subject)
    for new, old in pairs:
        if old.canonical != new.canonical:
            if True:
                spans = _surface_spans(question, [old])
                if spans:
                    a, b, _ = spans[0]
                    surface = " ".join(w for w in re.findall(r"\w+", message)
                                       if _nw(w) in new.phrase) or new.canonical
                    return question[:a] + surface + question[b:]
    return None


# ---- questions ------------------------------------------------------------------
def _signals(ix: Index, text: str) -> tuple[dict[str, float], set[str]]:
    """Names (games, glossary terms, vocabulary) plus words only one rulebook uses."""
    sc, named = ix.lexicon.scores(text)
    seen = set()
    for lang in ("en", "es"):
        for t in stems(text, lang):
            if t in seen or t in _WEAK_STEMS:
                continue
            seen.add(t)
            where = [g for g, df in ix.df.items() if df.get(t, 0) > 0]
            if len(where) == 1 and ix.df[where[0]][t] >= 2:
                sc[where[0]] = sc.get(where[0], 0.0) + 0.4
    return sc, named


def _game_signal(ix: Index, text: str, conv: Conversation) -> str | None:
    sc, named = _signals(ix, text)
    if len(named) == 1:
        return next(iter(named))
    if not sc:
        return None
    ranked = sorted(sc.items(), key=lambda kv: -kv[1])
    top, best = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else 0.0
    if conv.game and sc.get(conv.game, 0) >= 0.6 * best:
        return conv.game
    if best >= 0.9 and best >= 1.6 * second:
        return top
    return None


@dataclass
class Query:
    """A question as concepts: each word (or multi-word name) with the ways it can
    be said (alternatives: sets of stems that must all be in a passage: its stems in
    both languages, every glossary name of the term, the vocabulary's canonical
    name), and a weight (rarer words weigh more, vague words less)."""
    concepts: list[tuple[tuple[frozenset, ...], float]]

    @property
    def stems(self) -> list[str]:
        return list(dict.fromkeys(t for alts, _ in self.concepts for a in alts for t in sorted(a)))

    @staticmethod
    def _hit(alts: tuple[frozenset, ...], doc: frozenset) -> bool:
        return any(a <= doc for a in alts)

    def coverage(self, doc: frozenset) -> float:
        total = sum(w for _, w in self.concepts)
        return sum(w for alts, w in self.concepts if self._hit(alts, doc)) / total if total else 0.0

    def matched(self, doc: frozenset) -> int:
        return sum(1 for alts, w in self.concepts if w >= 1.0 and self._hit(alts, doc))


def _query(ix: Index, text: str, game: str, lang: str) -> Query:
    book = ix.library.books.get(game)
    blang = _lang(book)
    toks = re.findall(r"\w+", re.sub(r"['’]s\b", "", text))
    normed = [_nw(t) for t in toks]
    word_alts: list[list[frozenset]] = []
    for t in toks:
        alts = [frozenset([x]) for x in stems(t, lang)]
        if alts and blang != lang:
            alts += [frozenset([x]) for x in stems(t, blang)]
        word_alts.append(list(dict.fromkeys(alts)))
    groups: list[tuple[set[int], list[frozenset]]] = []  # word indexes, alternatives

    def group(phrase: tuple[str, ...], names: list[str]) -> None:
        i = _find_phrase(normed, phrase)
        if i < 0:
            return
        alts = []
        for n in names:
            for l in dict.fromkeys((blang, "en")):
                st = frozenset(stems(n, l))
                if st:
                    alts.append(st)
        groups.append((set(range(i, i + len(phrase))), alts))

    g = ix.library.glossaries.get(game)
    if g is not None:
        for term, name in g.matches(text):
            group(tuple(_nwords(name)), list(term.names))
    for n, _ in ix.lexicon.found(text):
        if n.game == game and n.kind and n.canonical:
            group(n.phrase, [n.canonical.replace("-", " ")])
    owner: dict[int, int] = {}
    merged: list[tuple[set[int], list[frozenset]]] = []
    for idxs, alts in groups:
        hit = {owner[i] for i in idxs if i in owner}
        if hit:
            k = min(hit)
            merged[k][0].update(idxs)
            merged[k][1].extend(alts)
        else:
            k = len(merged)
            merged.append((set(idxs), list(alts)))
        for i in merged[k][0]:
            owner[i] = k

    def weight(idxs) -> float:
        best = 0.0
        for i in idxs:
            for a in word_alts[i]:
                for t in a:
                    w = min(ix.idf(game, t), ix.max_idf(game))
                    if toks[i].lower() in WEAK_WORDS or t in _WEAK_STEMS:
                        w *= 0.3
                    best = max(best, w)
        return best

    concepts: list[tuple[tuple[frozenset, ...], float]] = []
    for idxs, alts in merged:
        own = [a for i in sorted(idxs) for a in word_alts[i]]
        joined = frozenset().union(*own) if own else frozenset()
        options = ([joined] if joined else []) + alts
        if options:
            concepts.append((tuple(dict.fromkeys(options)), weight(idxs) or 1.0))
    for i, alts in enumerate(word_alts):
        if i not in owner and alts:
            concepts.append((tuple(alts), weight([i])))
    return Query([c for c in concepts if c[1] > 0])


_WEAK_STEMS = {t for w in WEAK_WORDS for t in stems(w, "en")}


def _qstems(ix: Index, text: str, game: str, lang: str) -> list[str]:
    return _query(ix, text, game, lang).stems


def _rank_rules(ix: Index, game: str, q: Query, anchors: list[str] | None = None
                ) -> list[tuple[float, _RuleDoc]]:
    """Rules by how much of the question they cover; ties go to the rule whose
    quote stands in a passage search ranks high (both sources agree), then to the
    shorter rule."""
    out = []
    book = ix.library.books.get(game)
    for rd in ix.rules.get(game, []):
        cov = q.coverage(rd.doc.stems)
        if cov > 0:
            agree = 0.0
            if anchors and book is not None:
                p = book.find_quote(rd.rule.citation.quote, rd.rule.citation.section)
                if p is not None and p.anchor in anchors:
                    agree = 1.0 - 0.15 * anchors.index(p.anchor)
            focus = cov + 0.08 * agree + 0.02 / (1 + 0.05 * rd.doc.length)
            out.append((cov, focus, rd))
    out.sort(key=lambda x: -x[1])
    return [(c, rd) for c, _, rd in out]


def _search(library: Library, text: str, game: str | None, limit: int = 10):
    q = text if len(text) <= QUERY_CHARS else text[:QUERY_CHARS].rsplit(" ", 1)[0]
    q = _GAME_IN_TEXT.sub(" ", q).replace('"', " ").strip() or "rules"
    try:
        return library.search(q, game, limit).hits
    except QueryError:
        return []


def _question(library: Library, ix: Index, message: str, conv: Conversation, game: str | None,
              lang: str, keep_question: bool = True) -> Reply:
    text = message
    m = _GAME_IN_TEXT.search(text)
    if m and not game:
        book = library.resolve(m.group(1).strip('"'))
        if book is not None:  # "Solo game: I just…" is words, not a filter
            game = book.id
            text = _GAME_IN_TEXT.sub(" ", text).strip()
    if keep_question:
        conv.question = " ".join(text.split())[:500]
    gid = game or _game_signal(ix, text, conv) or conv.game
    if gid is None:
        hits = _search(library, text, None, 20)
        best: dict[str, float] = {}
        for h in hits:
            best.setdefault(h.passage.book, h.score)
        # a game whose rules model matches the question well counts too
        ranked = sorted(best.items(), key=lambda kv: -kv[1])
        if not ranked:
            return _not_found(library, ix, text, None, lang, [])
        top_score = ranked[0][1]
        close = [g for g, s in ranked if s >= CLARIFY_RATIO * top_score]
        if len(close) > 1:
            # a weak name or a word only one of them uses still tips the balance
            sc, _ = _signals(ix, text)
            tipped = sorted(close, key=lambda g: -sc.get(g, 0.0))
            lead, nxt = sc.get(tipped[0], 0.0), sc.get(tipped[1], 0.0)
            if lead >= 0.4 and lead >= 1.6 * nxt:
                close = [tipped[0]]
        if len(close) > 1 and _coverage_of(ix, text, hits[0], lang) >= 0.25:
            return _clarify(library, ix, text, close[:4], hits, lang)
        if len(close) == 1:
            ranked = [(close[0], 0.0)]
        gid = ranked[0][0]
    return _answer(library, ix, text, gid, lang)


def _coverage_of(ix: Index, text: str, hit, lang: str) -> float:
    g = hit.passage.book
    q = _query(ix, text, g, lang)
    d = ix.passages.get((g, hit.passage.anchor))
    return q.coverage(d.stems) if d else 0.0


def _clarify(library: Library, ix: Index, text: str, games: list[str], hits, lang: str) -> Reply:
    t = TEXT[lang]
    titles = [library.books[g].title for g in games]
    listed = ", ".join(f"**{x}**" for x in titles[:-1]) + (" or " if lang == "en" else " o ") + f"**{titles[-1]}**"
    out = [t["which_game"].format(games=listed)]
    cites = []
    for g in games:
        h = next((h for h in hits if h.passage.book == g), None)
        if h is None:
            continue
        book = library.books[g]
        quote = best_quote(book, h.passage, _qstems(ix, text, g, lang))
        c = verified(library, g, quote, h.passage.section)
        if c is None:
            continue
        cites.append(c)
        out += ["", t["closest_in"].format(book=book.title), "", _md_quote(c, book.title)]
    cands = [{"id": g, "title": library.books[g].title} for g in games]
    return Reply("clarify", None, "\n".join(out), cites, candidates=cands, confidence="unsure")


def _not_found(library: Library, ix: Index, text: str, game: str | None, lang: str, hits) -> Reply:
    t = TEXT[lang]
    book = library.books.get(game) if game else None
    out = [t["not_found"].format(book=book.title) if book else t["not_found_any"]]
    cites = []
    for h in hits[:2]:
        b = library.books[h.passage.book]
        c = verified(library, b.id, best_quote(b, h.passage, _qstems(ix, text, b.id, lang)), h.passage.section)
        if c and c not in cites:
            cites.append(c)
            out += ["", _md_quote(c, b.title)]
    return Reply("search", game, "\n".join(out), cites, confidence="none")


def _names_in(ix: Index, text: str, game: str) -> set[tuple[str, str]]:
    return {(n.kind, n.canonical) for n, _ in ix.lexicon.found(text) if n.game == game and n.kind}


def _verdict_word(ix: Index, message: str, rd: _RuleDoc, game: str) -> str | None:
    """"no" when a yes/no question meets a rule that restricts something ("only
    during Step 1") and the question names another thing of the restricted kind
    while agreeing with the rule on the rest (same character, same die...)."""
    if not _YESNO.match(message) or not _RESTRICTS.search(rd.rule.statement):
        return None
    asked = _names_in(ix, message, game)
    stated = rd.names
    differing = []
    for kind in sorted({k for k, _ in stated} - _GENERIC_KINDS):
        a = {c for k, c in asked if k == kind}
        s = {c for k, c in stated if k == kind}
        if a and not a & s:
            differing.append(kind)
    # exactly one thing differs (the restricted one); everything else asked about is the
    # rule's own subject ("can Wash…" is not settled by a rule about River)
    if len(differing) == 1:
        rest = {(k, c) for k, c in asked if k != differing[0] and k not in _GENERIC_KINDS}
        if rest and rest <= stated:
            return "no"
    return None


def _answer(library: Library, ix: Index, text: str, game: str, lang: str) -> Reply:
    t = TEXT[lang]
    book = library.books[game]
    query = _query(ix, text, game, lang)
    q = query.stems
    hits = _search(library, text, game, 10)
    ranked_rules = _rank_rules(ix, game, query, [h.passage.anchor for h in hits[:5]])
    # passages: search order, nudged by how much of the question each covers
    scored = []
    top = hits[0].score if hits else 1.0
    for i, h in enumerate(hits):
        d = ix.passages.get((game, h.passage.anchor))
        cov = query.coverage(d.stems) if d else 0.0
        scored.append((0.6 * (h.score / top if top else 0) + 0.4 * cov - 0.01 * i, cov, h))
    scored.sort(key=lambda x: -x[0])
    best_cov = scored[0][1] if scored else 0.0
    rule_cov, rule = (ranked_rules[0] if ranked_rules else (0.0, None))
    direct = rule is not None and rule_cov >= 0.5 and query.matched(rule.doc.stems) >= 2
    if not direct and best_cov < 0.3:
        return _not_found(library, ix, text, game, lang, [h for _, _, h in scored])
    out: list[str] = []
    cites: list[dict] = []
    confidence = "likely"
    if direct:
        # a yes/no question may be settled by any close rule that restricts what was asked
        verdict = None
        for cov, rd in ranked_rules[:3]:
            if cov < 0.8 * rule_cov:
                break
            verdict = _verdict_word(ix, text, rd, game)
            if verdict:
                rule = rd
                break
        c = verified(library, game, rule.rule.citation.quote, rule.rule.citation.section)
        lead = f"**{t[verdict]} —** " if verdict else f"{t['rule_says']}: "
        out.append(f"{lead}{rule.rule.statement} *({t['rule']} `{rule.rule.id}`)*")
        if c:
            cites.append(c)
            out += ["", _md_quote(c, book.title)]
        confidence = "sure" if rule_cov >= 0.65 or verdict else "likely"
        # a second rule that matches as well
        for cov, rd in ranked_rules[1:3]:
            if cov >= 0.9 * rule_cov and rd.rule.id != rule.rule.id:
                c2 = verified(library, game, rd.rule.citation.quote, rd.rule.citation.section)
                if c2 and c2["quote"] != (c or {}).get("quote"):
                    out += ["", f"{rd.rule.statement} *({t['rule']} `{rd.rule.id}`)*", "", _md_quote(c2, book.title)]
                    cites.append(c2)
                break
    else:
        confidence = "sure" if best_cov >= 0.6 else "likely" if best_cov >= 0.4 else "unsure"
        lead = {"sure": t["book_says"], "likely": t["probably"]}.get(confidence)
        out.append(f"{lead}:" if lead else t["unsure"])
    related = []
    for _, cov, h in scored:
        if len(related) >= (2 if direct else 3):
            break
        quote = best_quote(book, h.passage, q)
        c = verified(library, game, quote, h.passage.section)
        if c is None or any(_overlaps(c["quote"], x["quote"]) for x in cites):
            continue
        related.append(c)
        cites.append(c)
    if related:
        if direct:
            out += ["", f"**{t['related']}**"]
        for c in related:
            out += ["", _md_quote(c, book.title)]
    return Reply("search", game, "\n".join(out), cites, confidence=confidence)


def _overlaps(a: str, b: str) -> bool:
    fa, fb = fold(a), fold(b)
    return fa in fb or fb in fa
