"""Understanding a message: its language, its shape (position, score, follow-up,
question), the game it points at, and the question as weighted concepts.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..conversation import Conversation
from ..language import message_language as language  # noqa: F401 - the chat's language (decide.py)
from ..mentions import mentions_for
from ..rules.dsl import norm
from ..search import WEAK_WORDS, stems
from .index import Index, _lang
from .lexicon import _Name, _key_names, _safe_games
from .words import _NUM, _NUMBER_WORDS, _find_phrase, _num, _nw, _nwords


_KEYLINE = re.compile(r"^\s*([A-Za-z][\w \-’']{0,30}?)\s*:\s*(.*)$")


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


def describe_numbers(text: str, model) -> list[str]:
    """``key: N`` lines for numbers a player wrote next to a key's name ("400 banked")."""
    out: dict[str, str] = {}
    low = " " + " ".join(re.findall(r"[\w'’-]+", text.lower())) + " "
    for canon, before, after in _number_patterns(model):
        if canon in out:
            continue
        m = before.search(low) or after.search(low)
        if m:
            value = _num(m.group(1))
            if value or m.group(1) == "0":
                out[canon] = f"{canon}: {value}"
                low = low.replace(m.group(0), " ", 1)
    return list(out.values())


_PATTERNS: dict[int, tuple[object, list]] = {}


def _number_patterns(model) -> list[tuple[str, re.Pattern, re.Pattern]]:
    """Per key name of a game, longest first: "N <name>" and "<name> is N", compiled once
    per game model (not on every message)."""
    got = _PATTERNS.get(id(model))
    if got is not None and got[0] is model:
        return got[1]
    names = []
    for canon, aliases in _key_names(model).items():
        if canon in ("game", "ask"):
            continue
        for name in sorted({canon, canon.replace("-", " "), *aliases}):
            names.append((name.lower(), canon))
    patterns = []
    for name, canon in sorted(names, key=lambda x: -len(x[0])):
        n = re.escape(name)
        patterns.append((canon, re.compile(rf" {_NUM} (?:vp |points |of )?{n}s? "),
                         re.compile(rf" {n}s? (?:is |are |of |at |=\s*)?{_NUM} ")))
    _PATTERNS[id(model)] = (model, patterns)
    return patterns


def _score_game(ix: Index, text: str, conv: Conversation) -> str | None:
    """The game a score request is about: named, else the one whose position keys
    the numbers fit best, else the conversation's."""
    sc, named = _signals(ix, text)
    if len(named) == 1:
        return next(iter(named))
    clear = ix.library.index.named_game(text, ix.library.books)
    if clear in ix.models:  # a name only one game has ("Niska") beats numbers that fit another
        return clear
    fits = sorted(((len(describe_numbers(text, m)), sc.get(g, 0.0), g) for g, m in ix.models.items()),
                  reverse=True)
    if conv.game and conv.game in ix.models and len(describe_numbers(text, ix.models[conv.game])) >= 1:
        return conv.game
    if fits and fits[0][0] and (len(fits) == 1 or fits[0][:2] > fits[1][:2]):
        return fits[0][2]
    return _game_signal(ix, text, conv) or conv.game


def _is_follow_up(message: str, conv: Conversation) -> bool:
    if not (conv.question or conv.position):
        return False
    if _FOLLOW.match(message):
        return True
    return len(re.findall(r"\w+", message)) <= 2 and "\n" not in message.strip()


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


def mentioned_games(ix: Index, text: str) -> set[str]:
    """The games the text names as games ("in blue sun", "dance of the fireflies:")."""
    return {m.game for m in mentions_for(ix.library.books).find(text)}


def scoped_question(ix: Index, text: str) -> tuple[str | None, str]:
    """The one game a question names, and the question without the name; (None, text)
    when it names none or several."""
    games, rest = mentions_for(ix.library.books).scope(text)
    if len(games) == 1 and re.search(r"\w", rest):
        return games[0], rest
    return None, text


def _signals(ix: Index, text: str) -> tuple[dict[str, float], set[str]]:
    """Names (games, glossary terms, vocabulary) plus words only one rulebook uses."""
    sc, named = ix.lexicon.scores(text, mentioned_games(ix, text))
    # words only one book uses (its own names count more), typos corrected, as search
    # routes: the other view of the same words, so the stronger of the two counts, not
    # their sum ("cash", a Blue Sun alias, is one weak word, not two)
    for g, n in ix.library.index.game_signals(text, ix.library.books).items():
        if g in ix.library.books:
            sc[g] = max(sc.get(g, 0.0), n)
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

    def bears_on(self, doc: frozenset) -> bool:
        """Whether a text is about what was asked: it says the question's most telling
        concept (its rarest word: the thing, the action), and any number the question has."""
        strong = [(alts, w) for alts, w in self.concepts if w > 0]
        if not strong:
            return True
        heavy = sorted(strong, key=lambda x: -x[1])[:3]
        hits = [self._hit(alts, doc) for alts, _ in heavy]
        if not hits[0] and sum(hits) < 2:  # neither the heaviest word nor two of the three heaviest
            return False
        numbers = [alts for alts, _ in self.concepts if any(t.isdigit() for a in alts for t in a)]
        return all(self._hit(alts, doc) for alts in numbers) if numbers else True

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


def _names_in(ix: Index, text: str, game: str) -> set[tuple[str, str]]:
    return {(n.kind, n.canonical) for n, _ in ix.lexicon.found(text) if n.game == game and n.kind}
