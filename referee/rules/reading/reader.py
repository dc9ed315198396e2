"""The reader: a dispute told in words -> a position in the game's notation plus its ``ask:``.

Why: the rules model is right on positions, but players tell situations in sentences.  The
reader finds, in the message, what the game's ``words.py`` declares (pieces and where they
are, numbers, stated facts, the action and how it is spelled), fills the facts the action
presupposes and the game's neutral defaults (each one listed as an assumption), and writes
the position.  It never decides anything: the verdict always comes from the rules model
on the text it returns.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Optional

from ...language import ENGLISH, SPANISH, message_language
from ...everyday import common_word, spanish_everyday
from ..errors import PositionError
from ..registry import all_games, get_game
from .declare import Action, Area, Words
from .grounding import RULINGS, _UNSEEN, _verdict, account, holds_unknown, refused, without_titles
from .unread import instead_span
from .sayings import nearest as nearest_saying, shares_move_words
from .spelling import spelled as as_the_game_spells
from .sentences import (AGAIN, FILLERS, FIRST_PERSON, IMPERSONAL, NEGATIONS, NOT_NAMES, PRONOUNS,
                        REPORTING, REPORTING_IF_CLAUSE, SPANISH_PRONOUNS, WISHES, accented,
                        earlier_clauses, first_alternative, fold, told_forms,
                        diary, is_bare_question, left_out_at, negated_at,
                        phrase, sentences, stem, told_past, words_of)

MAX_READ_CHARS = 4000  # a dispute is a few sentences; longer text is read from its start


@dataclass
class Reading:
    """What the reader made of a message."""

    game: str
    position: str                       # the DSL text, ask line included (None-free)
    action: Optional[str]               # the ask text, or None when no action was found
    assumed: list[str] = field(default_factory=list)   # facts filled in, plain sentences
    missing: list[str] = field(default_factory=list)   # facts it could not determine
    stated: list[str] = field(default_factory=list)    # position lines read from the message
    lang: str = "en"
    players: list[str] = field(default_factory=list)
    actor: Optional[str] = None
    values: dict = field(default_factory=dict)  # key -> value as written (for hooks)
    lines: list[str] = field(default_factory=list)  # extra lines a hook adds
    words: Optional[Words] = None
    grounds: list[dict] = field(default_factory=list)  # each position line: the words it came from, or the assumption
    unsure: list[str] = field(default_factory=list)  # what the reading could not account for (then: no verdict)
    # assumptions a hook made that the notation cannot leave unknown, each with its other way:
    # (what was assumed, what else could be, position text as assumed, the same text the other way);
    # one that changes the verdict leaves the reading unsure (it is a "depends", never a ruling)
    alternatives: list[tuple[str, str, str, str]] = field(default_factory=list)
    # a fact the message leaves unsaid that the model shows deciding the ruling, with a position
    # for each way it can be: {"fact": "what foes holds", "ways": [position as read, position other way]}
    turns_on: list[dict] = field(default_factory=list)
    # read by a worked example whose asked move the message says in the example's own words
    # ("the rightmost space", "one token"): the point the player contests, said as it asks it
    ask_said: bool = False
    # the move was found by its nearest sayings (by meaning), not by words the game declares
    move_by_meaning: bool = False

    @property
    def complete(self) -> bool:
        return self.action is not None and not self.missing

    @property
    def sure(self) -> bool:
        """Every line grounded and every game term said accounted for."""
        return not self.unsure


from .vocabulary import (  # noqa: F401 - re-exported: the examples and the tests read them here
    _action_phrases, _fact_table, _game_words, _inside_a_game_name, _match, _Piece, _piece_table,
    _table, _value_kinds, _value_table, _vocab_words, move_verbs, words_for)


# ------------------------------------------------------------------ language and game
language_of = message_language  # the language a message is read in: the chat's own (referee/language.py)


def game_scores(text: str) -> dict[str, float]:
    """How strongly a message points at each modelled game: names only one game uses."""
    ws = words_of(text[:MAX_READ_CHARS])
    found: dict[str, dict[tuple, float]] = {}
    owners: dict[tuple, set[str]] = {}
    # "Simon's ship", "Rosa's turn": a person at the table, whatever game uses the word
    people = {fold(m.group(1)) for m in re.finditer(r"\b(\w+)['’]s (?:ship|nave|turn|go|hand|bed|supply|crew|haven)\b",
                                                    text[:MAX_READ_CHARS])}
    # "Zoe wants her haven on Whitefall", "Mal already put his haven": a captain at the table, not a die
    people |= {fold(m.group(1)) for m in re.finditer(
        r"\b([A-Z]\w+) (?:already |just |also )?(?:wants|wanted|puts|put|places|placed|flies|flew|chooses|chose|"
        r"picks|picked|quiere|pone|puso|coloca|colocó|elige|vuela)\b(?: (?:his|her|their|su|sus)\b)?",
        text[:MAX_READ_CHARS])}
    st = [stem(x) for x in ws]
    st_set = set(st)
    by_length: dict[int, set] = {}
    spanish = language_of(text[:MAX_READ_CHARS]) == "es"

    def grams(n: int) -> set:  # the message's runs of n stems, made once per length
        if n not in by_length:
            by_length[n] = {tuple(st[i:i + n]) for i in range(len(st) - n + 1)}
        return by_length[n]
    for g in all_games():
        table, longest = _piece_table(g.id)
        w = words_for(g.id)
        if w is None:
            continue
        sig = set(w.signature_kinds) if w.signature_kinds else None
        for s, e, piece in _match(ws, table, longest):
            if sig is not None and piece.kind not in sig:
                continue
            if e - s == 1 and ws[s] in people:
                continue
            if e - s == 1 and spanish and g.language != "es" and spanish_everyday(ws[s]):
                continue  # "solo toca por la esquina": Spanish "only", not Galaxy Dice's Solo mode
            key = tuple(ws[s:e])
            found.setdefault(g.id, {})[key] = 1.0 + 0.5 * (e - s - 1)
            owners.setdefault(key, set()).add(g.id)
        cues = _game_cues(g.id)
        for pat in w.signature_patterns:
            if re.search(pat, text[:MAX_READ_CHARS]):
                found.setdefault(g.id, {})[("pattern", pat)] = 1.5
                owners.setdefault(("pattern", pat), set()).add(g.id)
        for x in cues.verbs & st_set:  # a verb only this game's actions use ("moseys")
            found.setdefault(g.id, {})[("verb", x)] = 1.0
            owners.setdefault(("verb", x), set()).add(g.id)
        for ph in cues.said:
            if ph in grams(len(ph)):
                found.setdefault(g.id, {})[("said",) + ph] = 1.0
                owners.setdefault(("said",) + ph, set()).add(g.id)
        for word, st_word in cues.signature:
            if st_word in st_set:
                found.setdefault(g.id, {})[("word", word)] = 0.5
                owners.setdefault(("word", word), set()).add(g.id)
        for ph, st_ph in cues.titles:
            if st_ph in grams(len(st_ph)):
                found.setdefault(g.id, {})[("title",) + ph] = 5.0
                owners.setdefault(("title",) + ph, set()).add(g.id)
    scores: dict[str, float] = {}
    for gid, keys in found.items():
        scores[gid] = sum(v for k, v in keys.items() if len(owners[k]) == 1)
    return {g: s for g, s in scores.items() if s > 0}


@dataclass(frozen=True)
class _Cues:
    """What game_scores looks for of one game, worked out once per process (the games'
    declarations do not change while it runs)."""
    said: tuple  # stemmed phrases of two words or more its actions, facts and areas say
    verbs: frozenset  # stems of one-word verbs of its actions
    signature: tuple  # (signature word, its stem)
    titles: tuple  # (title phrase, its stems): titles of two words or more not made of another game's words


@lru_cache(maxsize=None)
def _declared(game_id: str) -> tuple[tuple, frozenset]:
    """The game's own ways of saying things, as stems: the phrases of two words or more its
    actions, facts and areas say, and the one-word verbs of its actions."""
    w = words_for(game_id)
    if w is None:
        return (), frozenset()
    said = [p for a in w.actions for p in a.said if not p.startswith("re:")] + [p for f in w.facts for p in f.said] + \
        [p for a in w.areas for p in (*a.said, *a.empty_said)]
    verbs = {stem(x) for a in w.actions for p in (*a.said, *a.with_said) if not p.startswith("re:")
             for x in phrase(p) if len(phrase(p)) == 1 and len(x) > 4}
    phrases = [ph for ph in (tuple(stem(x) for x in phrase(p)) for p in said if not p.startswith("re:")) if len(ph) >= 2]
    return tuple(phrases), frozenset(verbs)


@lru_cache(maxsize=None)
def _declared_words(game_id: str) -> frozenset:
    """Every stem the game declares: its sayings, its pieces' names and its titles."""
    g = get_game(game_id)
    phrases, verbs = _declared(game_id)
    titles = {stem(x) for t in [g.title, *getattr(g, "aliases", ())] for x in phrase(re.sub(r"[:–—-]", " ", t))}
    return frozenset({x for ph in phrases for x in ph} | verbs | _vocab_words(game_id) | titles)


@lru_cache(maxsize=None)
def _game_cues(game_id: str) -> _Cues:
    """A saying of one or two words points at its game only when one of its words is the game's
    own: "rolled two" and "pick" are said of every dice game, so they name none (what another
    modelled game declares, its pieces, sayings and titles, is not this game's own word)."""
    g = get_game(game_id)
    w = words_for(game_id)
    others = frozenset().union(*(_declared_words(o.id) for o in all_games() if o.id != game_id))
    own = lambda ws: any(not x.isdigit() and x not in others for x in ws)  # noqa: E731
    said, verbs = _declared(game_id)
    phrases = [ph for ph in said if len(ph) >= 3 or own(ph)]  # (three words together are the game's own way)
    verbs = {v for v in verbs if own((v,))}
    titles = []
    for title in [g.title, g.id.replace("-", " "), *getattr(g, "aliases", ())]:
        ph = phrase(title)
        # a title made of another game's words ("blue sun" is a Dance card) names nothing
        if any(all(stem(x) in _vocab_words(o.id) for x in ph) for o in all_games() if o.id != g.id):
            continue
        if len(ph) >= 2:  # one word ("dance") is too common to name a game
            titles.append((ph, tuple(stem(x) for x in ph)))
    return _Cues(tuple(phrases), frozenset(verbs), tuple((x, stem(fold(x))) for x in w.signature_words),
                 tuple(titles))


def untitled(message: str, game_id: str) -> str:
    """The message without the game's own name ("Playing Firefly: Shiny Dice - can Zoe…"), as
    the reading takes it: what is left is what the player asks."""
    return without_titles(message, _own_titles(game_id))


# a rule said of anyone ("my buddy says you must bring a second die when you reroll Wash"): the
# generic "you" of a rule, whose move is nobody's move made
_GENERIC_YOU = re.compile(r"\b(?:when|whenever|if|once|every time) you\b|\byou (?:must|have to|need to|always|never)\b|"
                          r"\b(?:cuando|si) (?:tiras|usas|juegas)\b")


@lru_cache(maxsize=None)
def _own_titles(game_id: str) -> tuple:
    """Every name of the game, to take out of a dispute already known to be about it: its
    titles, and each part of a title after a dash or a colon ("Blue Sun" of "Firefly: The
    Game – Blue Sun"), even when another game has those words (they name this one here)."""
    g = get_game(game_id)
    out = list(_game_cues(game_id).titles)
    for title in [g.title, g.id.replace("-", " "), *getattr(g, "aliases", ())]:
        parts = re.split(r"\s[–—-]\s|:\s", title)
        for part in [title, *parts[-1:]] if len(parts) > 1 else [title]:
            part = re.sub(r"\(.*?\)", " ", part)
            ph = phrase(part)
            if len(ph) >= 2 and all(ph != t[0] for t in out):
                out.append((ph, tuple(stem(x) for x in ph)))
    return tuple(out)


@lru_cache(maxsize=None)
def _title_words(game_id: str) -> frozenset:
    """The stems of every word of the game's titles and aliases ("firefly", "blue", "sun")."""
    g = get_game(game_id)
    titles = [g.title, *getattr(g, "aliases", ()), *(" ".join(t[0]) for t in _game_cues(game_id).titles)]
    return frozenset(stem(x) for t in titles for x in phrase(re.sub(r"[:–—-]", " ", t))
                     if len(x) > 2 and x not in ENGLISH and x not in SPANISH)


def guess_game(text: str) -> Optional[str]:
    """The game a dispute is about, when one game's names clearly dominate."""
    sc = sorted(game_scores(text).items(), key=lambda kv: -kv[1])
    if not sc:
        return None
    if len(sc) > 1 and sc[1][1] >= 0.75 * sc[0][1]:
        return None
    return sc[0][0]


class _Stemmed:
    """A message's words stemmed once, with the set of their stems: looking for hundreds of
    declared phrases in one sentence then costs a set test for most of them."""
    __slots__ = ("st", "has", "plain")

    def __init__(self, ws):
        self.st = tuple(stem(w) for w in ws)
        self.has = frozenset(self.st)
        self.plain = tuple(x for x in self.st if x not in FILLERS) if FILLERS.intersection(self.has) else None


def _contains(ws, ph: tuple[str, ...]) -> bool:
    """The phrase is said in these words (a list, or them ``_Stemmed``); a phrase of several
    words also with adverbs that only colour it in between ("end my turn right now" says
    "end my turn now")."""
    n = len(ph)
    if not n:
        return True
    said = ws if isinstance(ws, _Stemmed) else _stemmed(tuple(ws))
    ph = _stem_phrase(ph)
    if not said.has.issuperset(ph):
        return False
    st, first = said.st, ph[0]
    if any(st[i:i + n] == ph for i, s in enumerate(st) if s == first):
        return True
    if n < 2 or said.plain is None or FILLERS.intersection(ph):
        return False
    plain = said.plain
    return any(plain[i:i + n] == ph for i, s in enumerate(plain) if s == first)


@lru_cache(maxsize=4096)
def _stemmed(ws: tuple[str, ...]) -> _Stemmed:
    return _Stemmed(ws)


@lru_cache(maxsize=16384)
def _stem_phrase(ph: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(stem(p) for p in ph)


# ------------------------------------------------------------------ reading
_FILL_BEFORE = {"of", "the", "more", "extra", "other", "regular", "matching", "identical", "same", "damage", "to", "point", "points",
                "off", "de", "dado", "dados", "ficha", "fichas", "its", "his", "her", "their", "plain"}


def _describes(x: str) -> bool:
    """A word that only describes the pieces after a count ("three uncancelled Explosions",
    "2 face-up Stages")."""
    return x in _DESCRIBERS or len(x) > 4 and x.endswith("ed") and x.isalpha()


_DESCRIBERS = {"black", "white", "face-up", "faceup", "face", "up", "unused", "new", "fresh", "remaining", "leftover",
               "spare", "free", "lonely", "single", "whole", "separate", "different", "diff", "distinct"}
_DIE_WORDS = {"die", "dice", "dado", "dados", "token", "tokens", "ficha", "fichas", "result", "results",
              "face", "faces", "card", "cards", "marker", "markers", "marcador", "marcadores"}


# words that link pieces to the area after them ("River and Simon are both in the cargo hold")
_LINKING = {"and", "y", "are", "is", "were", "was", "both", "all", "still", "now", "in", "into", "on", "at", "the",
            "a", "an", "die", "dice", "estan", "esta", "en", "la", "el", "los", "las", "sit", "sits", "sitting",
            "x2", "x3", "2", "3", "4", "5", "dado", "dados"}


_NEGATION = {"not", "isnt", "arent", "wasnt", "never", "without", "sin", "nunca", "dont", "doesnt", "hasnt"}


def _negated(ws: list[str], s: int, e: int) -> bool:
    before = ws[max(0, s - 2):s]
    after = ws[e:e + 3]
    return any(x in _NEGATION for x in before + after) or (before[-1:] == ["no"])


def _fact_denied(ws: list[str], s: int) -> bool:
    """Is the fact said at ``s`` said not to be so ("never beaten the Wave boss", "hasn't rolled",
    "no ha ... nunca")? A factual negation just before it (two words), or "no" right before."""
    return bool(set(ws[max(0, s - 2):s]) & _FACT_NEGATIONS) or (s > 0 and ws[s - 1] == "no")


def _left_out(ws: list[str], span: tuple[int, int], pieces) -> set[int]:
    """The pieces of the asked sentence that the move leaves out ("can I reroll just River and
    leave all the black dice alone?": the Foe dice are on the table, not in the move). Returns
    their start indexes."""
    s0, e0 = span
    starts = {ps for ps, _pe, _p in pieces if s0 <= ps < e0}
    return {ps for ps in starts if left_out_at(ws, ps, s0, starts)}


_REQUIRE = {"need", "needs", "needing", "needed", "require", "requires", "requiring", "necesita", "necesitan",
            "pide", "pides"}
_HOLDING = {"have", "has", "had", "show", "shows", "showing", "i", "she", "he", "we", "they", "my", "her", "his",
            "our", "their", "tengo", "tiene", "hay", "pool", "aside", "serenity"}


def _required(ws: list[str], s: int) -> bool:
    """Is the piece at ``s`` named as what something needs ("a stage needing two waves"),
    with nothing between saying someone has it?"""
    j = s - 1
    while j >= 0 and ws[j] not in ".;":
        if ws[j] in _HOLDING:
            return False
        if ws[j] in _REQUIRE:
            return True
        j -= 1
    return False


def _count_near(ws: list[str], s: int, e: int, stops: set[int], starts: frozenset = frozenset()) -> Optional[int]:
    """The count said with a piece: "2 niska dice", "saffron x3", "badger shows 2 dice"."""
    if e < len(ws) and re.fullmatch(r"x\d+", ws[e]):
        return int(ws[e][1:])
    j, skipped = s - 1, 0
    while j >= 0 and skipped <= 3 and j not in stops:
        if ws[j].isdigit():
            return int(ws[j])
        if ws[j] in _FILL_BEFORE or ws[j] in ("a", "an", "all", "with", "of") or _describes(ws[j]):
            j -= 1
            skipped += 1
            continue
        break
    for j in range(e, min(len(ws), e + 6)):
        if ws[j] in ".;,:" or j in stops or j in starts:  # the next piece's count is its own
            break
        if ws[j].isdigit() and j + 1 < len(ws) and stem(ws[j + 1]) in {stem(d) for d in _DIE_WORDS}:
            return int(ws[j])
    return None


class _Text:
    """The message as words, with sentence numbers and the action sentence marked."""

    def __init__(self, message: str, lang: Optional[str] = None):
        self.raw = message[:MAX_READ_CHARS]
        self.lang = lang  # (whose verbs say that someone else says it: "dice" is no Spanish verb in English)
        sents = [s for s in sentences(self.raw)]
        self.sents = [s for s in sents if not is_bare_question(s)] or sents
        # (the question's first alternative is the move asked: "…, or do I have to keep it?")
        self.sents = [first_alternative(s) if s.rstrip().endswith("?") or k == len(self.sents) - 1 else s
                      for k, s in enumerate(self.sents)]
        self.ws: list[str] = []
        self.sent_of: list[int] = []
        self.starts: list[int] = []
        for k, s in enumerate(self.sents):
            self.starts.append(len(self.ws))
            ws = words_of(s) + ["."]
            self.ws += ws
            self.sent_of += [k] * len(ws)
        self.starts.append(len(self.ws))

    def span(self, k: int) -> tuple[int, int]:
        return self.starts[k], self.starts[k + 1]


# nouns a capitalised word names the kind of ("one Deal action", "the Nemesis mode"): a thing, not a player
_KIND_NOUNS = {"action", "actions", "mode", "modes", "phase", "step", "ability", "power", "powers", "mission",
               "space", "spaces", "side", "slot"}  # ("Left space on the flower…": a place, not a player)
_ANY_ONE = {"any", "a", "an", "single", "one", "ningun", "ninguna"}  # after a negation: none of them ("hasn't any")
_ABSENT = {"no", "without", "sin", "ningun", "ninguna", "ninguno", "neither", "ni"}  # "no X": X is not there, nor done
_LIST_JOIN = {"or", "nor", "and", ",", "ni", "o", "u", "y", "e"}


def _through_lists(ws: list[str], pieces, first: set[int]) -> set[int]:
    """The pieces starting at ``first``, and those joined to one of them by a list ("Niska and
    Saffron", "Mal or Simon", "ni Mal ni Simon")."""
    out, ends = set(first), {}
    for ps, pe, _p in sorted(pieces, key=lambda h: h[:2]):
        if ps > 1 and ws[ps - 1] in _LIST_JOIN and ends.get(ps - 1) in out:
            out.add(ps)
        ends[pe] = ps
    return out


def _gone_starts(w: Words, ws: list[str], pieces) -> set[int]:
    """Where the pieces told as having left their area start: right after one of its ``gone_said``
    phrases ("took down Niska"), and on through a list joined to one ("…Niska and Saffron")."""
    out: set[int] = set()
    for area in w.areas:
        held = [h for h in pieces if h[2].kind in area.holds]
        starts = {ps for ps, _pe, _p in held}
        first = {i + len(ph) for said in area.gone_said for ph in (phrase(said),)
                 for i in range(len(ws) - len(ph) + 1) if tuple(ws[i:i + len(ph)]) == ph and i + len(ph) in starts}
        if first:
            out |= _through_lists(ws, held, first)
    return out


_EVERY = {"every", "all", "each", "todos", "todas", "cada"}
_BETWEEN = {"the", "of", "my", "those", "these", "los", "las", "de", "mis"}


def _all_gone(w: Words, ws: list[str]) -> list[tuple[int, int, str]]:
    """An area told emptied by one of its ``gone_said`` verbs and "every"/"all" before its pieces'
    kind ("killed every foe", "took down all the foes"): the spans, with the area's key."""
    out = []
    for area in w.areas:
        kinds = {stem(x) for k in area.holds for x in (*w.kind_words.get(k, ()), k)}
        for said in area.gone_said:
            ph = phrase(said)
            for i in range(len(ws) - len(ph)):
                if tuple(ws[i:i + len(ph)]) != ph or ws[i + len(ph)] not in _EVERY:
                    continue
                j = i + len(ph) + 1
                while j < len(ws) and j - i - len(ph) <= 3 and ws[j] in _BETWEEN:
                    j += 1
                if j < len(ws) and stem(ws[j]) in kinds:
                    out.append((i, j + 1, area.key))
    return out


def _absent_starts(ws: list[str], pieces) -> set[int]:
    """Where the pieces said absent start: after "no"/"without", and on through a list joined to
    one ("no Mal or Simon involved", "ni Mal ni Simon")."""
    return _through_lists(ws, pieces, {ps for ps, _pe, _p in pieces if ps > 0 and ws[ps - 1] in _ABSENT})


_KEEP = {"keep", "keeps", "kept", "keeping"}


# negations that say a thing is not so ("it doesn't give a Boss die"), not what a player may not do
# ("I can't lay low" argues about laying low): only the first hide the move words after them
_FACT_NEGATIONS = NEGATIONS - {"cant", "cannot", "no", "ni", "tampoco"}
_MODAL_AFTER = {"get", "have", "need", "hafta", "gotta", "allowed", "able", "let", "think", "know", "want", "wanna",
                "see", "remember", "mean", "puedo", "puede", "se", "hay", "tengo", "tiene", "creo"}


_LIKE = ("like", "unlike")
# "it works just like Cover Fire", not "a passenger like Simon" (one of them) nor "I'd like to"
_LIKE_AFTER = frozenset({"just", "exactly", "works", "work", "worked", "acts", "act", "counts", "count", "treated",
                         "treat", "same", "much", "more"})
_SAME_AS = (("same", "as"), ("igual", "que"), ("como", "cualquier"), ("como", "en"),
            ("instead", "of"), ("en", "vez"), ("en", "lugar"))  # (and the move put aside: "instead of doing X")


def _compared(ws: list[str]) -> set[int]:
    """The words of a comparison, to the end of its clause ("it works just like Zoe's Cover Fire",
    "como cualquier prueba", "instead of doing Unstable Reaction"): the move compared with, or put
    aside, is not the move made, nor its pieces the table."""
    out: set[int] = set()
    for i, x in enumerate(ws):
        if x in _LIKE and i and ws[i - 1] in _LIKE_AFTER:
            start = i + 1
        elif i + 1 < len(ws) and (x, ws[i + 1]) in _SAME_AS:
            start = i + 2
        else:
            continue
        for j in range(start, len(ws)):
            if ws[j] in ".;:,!?":
                break
            out.add(j)
    return out


def _not_done(ws: list[str]) -> list[str]:
    """The words with those a factual negation governs (up to 3, not counting the small words
    between: "doesn't even give a Boss Die"; within the clause) hidden, and the move word a time
    preposition governs ("after rerolls…", "antes de tirar"): neither is a move made."""
    out = list(ws)
    for i, x in enumerate(ws):
        if x in _FACT_NEGATIONS and i + 1 < len(ws) and ws[i + 1] not in _MODAL_AFTER:
            counted, j = 0, i + 1
            while j < len(ws) and counted < 3 and ws[j] not in ".;,:!?":
                out[j] = "_"
                counted += ws[j] not in _NEGATED_FILLER
                j += 1
        # "after rerolls i still have…", "antes de tirar": the move that times the clause is
        # not the one asked
        if x in _WHEN_WORDS:
            j = i + 1
            while j < len(ws) and ws[j] in _TIMED_FILLER:
                j += 1
            if j < len(ws) and ws[j] not in ".;,:!?":
                out[j] = "_"
                if ws[j] in ("doing", "using", "making", "taking", "hacer", "usar") and j + 1 < len(ws):
                    out[j + 1] = "_" if ws[j + 1] not in ".;,:!?" else ws[j + 1]
    return out


_WHEN_WORDS = {"after", "before", "despues", "antes"}
_TIMED_FILLER = {"of", "de", "del", "my", "the", "all", "his", "her", "our", "their", "your", "mis", "sus", "los",
                 "las", "el", "la", "i", "we", "he", "she", "they", "you", "it", "yo"}


_NEGATED_FILLER = {"even", "a", "an", "the", "any", "really", "actually", "ever", "ni", "siquiera", "un", "una",
                   "el", "la"}


# words after which a verb is a move wished, owed or argued ("he doesn't need to reroll", "you must
# reroll"), not one told as made
_UNDONE = {"to", "must", "should", "gotta", "hafta", "can", "cant", "cannot", "could", "will", "wont", "would",
           "might", "may", "shall", "debe", "tiene", "tengo", "puede", "puedo", "hay", "que"}


# an adverb between a modal and its verb ("can only reroll herself", "must still pay")
_BETWEEN_MODAL = {"only", "just", "still", "also", "even", "never", "ever", "not", "really", "always", "solo", "sólo",
                  "tambien", "también"}


# a past verb that makes the move after its "to" one made ("used my Wash to reroll him", "managed
# to claim it"; not "wanted to", "has to"): English grammar, no game's words
_DONE_TO = {"used", "managed", "went", "got", "paid", "spent"}


def _modal_before(ws: list[str], i: int) -> bool:
    """Is the word at ``i`` the verb of a modal past an adverb or two ("can only ever reroll")?"""
    j = i - 1
    while j >= 0 and i - j <= 2 and ws[j] in _BETWEEN_MODAL:
        j -= 1
    return j < i - 1 and j >= 0 and ws[j] in _UNDONE and ws[j] != "to"


def _done_to(ws: list[str], i: int) -> bool:
    """Is the "to" at ``i`` governed by a past verb of ``_DONE_TO`` earlier in its clause?"""
    if ws[i] != "to":
        return False
    for j in range(i - 1, max(-1, i - 7), -1):
        if ws[j] in ".;,:!?":
            return False
        if ws[j] in _DONE_TO:
            return True
    return False


def _actions_in(w: Words, text: _Text, k: int, pieces, done: bool = False) -> list[tuple[Action, int, Optional[_Piece]]]:
    """The declared actions said in sentence ``k``, in declaration order: (action, order, trigger).
    ``done``: only those told as made (not "he has to reroll", "he doesn't need to reroll")."""
    s, e = text.span(k)
    # what is said as absent ("no boss die for me", "sin fichas") is no move: hide it from the triggers
    absent = _absent_starts(text.ws, pieces) | _compared(text.ws) | instead_span(text.ws)
    ws = ["_" if i > s and text.ws[i - 1] in _ABSENT or i in absent else x for i, x in enumerate(text.ws[s:e], start=s)]
    verbs = move_verbs(w.game)
    said = ws
    ws = _not_done(ws)
    ws = ["_" if x in verbs and _names_a_time(said, i) else x for i, x in enumerate(ws)]
    if done:
        ws = ["_" if i > 0 and (ws[i - 1] in _UNDONE and not _done_to(ws, i - 1) or _modal_before(ws, i)) else x
              for i, x in enumerate(ws)]
    # "keep rolling", "keeps going": go on, not a one-word "keep" (a die kept)
    going = ["_" if x in _KEEP and i + 1 < len(ws) and ws[i + 1].endswith("ing") else x for i, x in enumerate(ws)]
    ws_s, going_s = _Stemmed(ws), _Stemmed(going)
    out = []
    for order, act in enumerate(w.actions):
        if act.unless and any(_contains(ws_s, phrase(u)) for u in act.unless):
            continue
        hit = None
        for said in act.said:
            if said.startswith("re:"):  # a phrase with words between ("sets two missiles aside")
                if re.search(said[3:], " ".join(ws)):
                    hit = (act, order, None)
                    break
                continue
            ph = phrase(said)
            if ph and any(_contains(ws_s if len(ph) > 1 else going_s, f) for f in told_forms(ph)):
                if len(ph) == 1 and "{" not in act.spell and _other_object(w, act, ws, ph):
                    continue  # "swap out the 4 stages": the verb of this move, said of another thing
                hit = (act, order, None)
                break
        if hit is None and act.kinds:
            if act.with_said and not any(_contains(ws_s, f) for x in act.with_said for f in told_forms(phrase(x))):
                continue
            for ps, pe, piece in pieces:
                if s <= ps < e and piece.kind in act.kinds and (not act.only or piece.canon in act.only) \
                        and not (ps > s and text.ws[ps - 1] in _ABSENT) and ps not in absent:
                    hit = (act, order, piece)
                    break
        if hit:
            out.append(hit)
    return out


# words before a move's noun that make it name a time ("before my first roll", "after roll two"),
# not the move done
_ORDINALS = frozenset({"first", "second", "third", "fourth", "fifth", "last", "next", "final", "1st", "2nd", "3rd",
                       "4th", "primera", "primer", "segunda", "segundo", "tercera", "tercer", "ultima", "ultimo",
                       "última", "último", "siguiente"})
_WHEN = frozenset({"before", "after", "until", "since", "during", "antes", "despues", "después", "durante", "hasta"})
_OWNERS = frozenset({"my", "his", "her", "their", "your", "our", "the", "a", "mi", "su", "tu", "la", "el"})


def _names_a_time(ws: list[str], i: int) -> bool:
    """Is the move's word at ``i`` its noun, said as the moment something else happens: after
    "before/after/until" and at most an owner and an ordinal ("before my first roll", "after the
    last throw"), or before its number ("after roll two")? (In the asked words, "her second
    reroll" is the move asked about: only a moment said by "before/after" is no move.)"""
    j = i - 1
    while j >= 0 and i - j <= 2 and (ws[j] in _OWNERS or ws[j] in _ORDINALS or ws[j].isdigit()):
        j -= 1
    if j < 0 or ws[j] not in _WHEN:
        return False
    return j < i - 1 or (i + 1 < len(ws) and ws[i + 1] in _NUMBER_WORDS)


_NUMBER_WORDS = frozenset({"1", "2", "3", "4", "one", "two", "three", "four", "uno", "dos", "tres", "cuatro"})


# a person said by a common noun ("my buddy", "mi colega", "another player"): another player unnamed
_SOMEONE = frozenset({"friend", "buddy", "mate", "pal", "bro", "brother", "sister", "opponent", "rival", "teammate",
                      "partner", "neighbor", "neighbour", "colega", "amigo", "amiga", "hermano", "hermana",
                      "companero", "companera", "compañero", "compañera", "oponente"})


def _someone_unnamed(ws: list[str]) -> Optional[str]:
    """The words that say another player without a name ("my buddy", "otro jugador"), or None."""
    for i, x in enumerate(ws):
        if x in _SOMEONE:
            return " ".join(ws[max(0, i - 1):i + 1])
        if x in ("player", "jugador", "jugadora") and i > 0 and ws[i - 1] in ("another", "other", "otro", "otra"):
            return f"{ws[i - 1]} {x}"
    return None


_OBJECT_REACH = 6  # words after a move's verb where what it is done to is said


@lru_cache(maxsize=None)
def _nouns(game_id: str) -> frozenset:
    """The stems of the game's names and of the phrases that name its areas."""
    w = words_for(game_id)
    areas = {stem(x) for a in (w.areas if w else ()) for p in a.said for x in phrase(p)}
    return _vocab_words(game_id) | frozenset(areas)


def _other_object(w: Words, act: Action, ws: list[str], verb: tuple[str, ...]) -> bool:
    """Is a move done to a thing of its own, whose declared verb is one word ("swap", for "swap
    boss die"), said of another thing of the game ("swap out the 4 stages"): the words after the
    verb name a game noun, and none of the move's own?"""
    own = {stem(x) for p in (act.spell, *act.said) if not p.startswith("re:") for x in phrase(p)}
    nouns = _nouns(w.game)
    if not any(stem(x) in nouns for x in phrase(act.spell)[1:]):
        return False  # a move done to nothing in particular ("cycle", "continue") is said of anything
    forms = set(told_forms(verb))
    for i, x in enumerate(ws):
        if (x,) not in forms:
            continue
        after = []
        for y in ws[i + 1:i + 1 + _OBJECT_REACH]:
            if y in ".;:!?,":
                break
            after.append(stem(y))
        if any(y in own for y in after):
            return False
        if any(y in nouns for y in after):
            return True
    return False


# the words that turn the rest of a sentence into what is asked ("nobody gets it but I can still plop a
# red into my bed", "..., can I keep going?"): a move said after them is the one asked about
_ASKED = re.compile(r"\b(can i|i can|may i|could i|can we|we can|can you|i want to|i wanna|wanna|want to|i would like to|"
                    r"am i allowed to|is it ok to|is it legal to|puedo|quiero|se puede|podemos)\b")


# a sentence that states a claim or an intent ("my friend says I can't...", "I want to..."): an
# action told there is the one argued about, even when the table is told after it
_CLAIM = re.compile(r"\b(can|cant|cannot|could|couldnt|may|allowed|legal|illegal|want|wants|wanna|would like|"
                    r"says|said|thinks|claims|puedo|puede|quiero|quiere|dice)\b")


_PAST_MARK = {"just", "already", "have", "has", "had", "ya", "already"}


_SHORT_QUESTION = 7  # words (and marks) of a question too short to say a move alone ("can he do that?")


def _move_by_example(gid: str, w: Words, text: "_Text", order: list[int], pieces):
    """(sentence, candidates, match) for the move the asked sentence says by its nearest
    worked examples, or (None, [], None). An action taking a kind of piece needs one said there."""
    for k in order[:2]:
        if k != order[0] and _NOBODY_DID.search(text.sents[k]):
            continue  # what nobody did is not the move asked
        short = k > 0 and len(text.ws[slice(*text.span(k))]) <= _SHORT_QUESTION
        # "Can I claim both?", "Can he keep it?": a short question pointing back at the sentence
        # before it is said like an example only with it (alone, "keep it" is like "keep flyin")
        matched = text.sents[k]
        m = None if short and _BACK_REFERENCE.search(text.sents[k]) else nearest_saying(gid, matched, w)
        wished = _wished(matched)
        if m is None and short and not _NOBODY_DID.search(text.sents[k - 1]):
            matched = f"{text.sents[k - 1]} {text.sents[k]}"
            wished = f"{_wished(text.sents[k - 1])} {text.sents[k]}"  # (the move is told before the question)
            m = nearest_saying(gid, matched, w)
            if m is not None:
                k = k - 1  # the move's pieces are told there
        if m is None or not shares_move_words(gid, wished, m.family, w):
            continue  # (near the move by how it sounds, not by any word of it: not said)
        got = _by_family(w, text, k, m, pieces)
        if got:
            return k, got, m
    last = len(text.sents) - 1
    if last > 0 and text.sents[last].rstrip().endswith("?") and len(words_of(text.sents[last])) <= _SHORT_CLOSING:
        # "…he pulled one Ship Die out and put a Boss Die in its place. Dee thinks… Is Chris fine?":
        # a short closing question asks of the move told before it (past what someone else says)
        for k in [j for j in range(last - 1, -1, -1) if not _reported(text.sents[j], text.lang) and not _NOBODY_DID.search(text.sents[j])]:
            m = nearest_saying(gid, text.sents[k], w)
            got = _by_family(w, text, k, m, pieces) \
                if m is not None and shares_move_words(gid, text.sents[k], m.family, w) else []
            if got:
                return k, got, m
            s, e = text.span(k)
            if any(s <= ps < e for ps, _pe, _p in pieces):
                break  # the move told last is there, and no example says it ("Jo disagrees." is passed over)
    return None, [], None


_WISHED = WISHES | {"wants", "wanted", "tries", "tried", "trying"}
_NOT_A_MOVE = PRONOUNS | FIRST_PERSON | {"you", "u", "to", "do", "it", "that"}  # ("can she?" wishes no move)


def _wished(sentence: str) -> str:
    """The words of the move a sentence wishes or asks ("she wants to take a Supply card for every
    barrel she rolled": take a Supply card for every barrel), past what it tells as done: the
    premise's verb is not the move. A sentence that wishes nothing (or only "can she?") is its
    own move."""
    ws = words_of(sentence)
    at = next((i for i, x in enumerate(ws)
               if x in _WISHED and any(y.isalpha() and y not in _NOT_A_MOVE for y in ws[i + 1:i + 4])), None)
    if at is None:
        return sentence
    return " ".join(x for x in ws[at + 1:] if not told_past(x))


# a clause telling that nobody made a move ("no one bid on that flower,"): the question after it does
# not point back at a move made there ("can I take it anyway?" is not a bid)
_NOBODY_DID = re.compile(r"^\W*(?:no one|noone|nobody|no player|nadie|ning[uú]n jugador)\b", re.I)


_SHORT_CLOSING = 6  # words of a closing question that asks of the move told before it ("Is Chris fine?")


def _by_family(w: Words, text: "_Text", k: int, m, pieces) -> list:
    """The declared actions of the matched example's family that sentence ``k`` can say (an
    action taking a kind of piece needs one said there)."""
    s, e = text.span(k)
    got = []
    for i, act in enumerate(w.actions):
        if act.name not in m.family:
            continue
        trigger = None
        if act.kinds and not act.said:
            trigger = next((p for ps, _pe, p in pieces if s <= ps < e and p.kind in act.kinds
                            and (not act.only or p.canon in act.only)), None)
            if trigger is None:
                continue
        got.append((act, i, trigger))
    return got


def _told_then_asked(w: Words, text: "_Text", k: int, candidates) -> bool:
    """Is the only move said in sentence ``k`` told as done (a past verb: "completed",
    "just used"), with a claim or a wish after it ("but I wanna…", "can I…")?"""
    if not candidates or len({a.name for a, _o, _t in candidates}) != 1:
        return False
    act = candidates[0][0]
    s, e = text.span(k)
    ws = text.ws[s:e]
    for said in act.said:
        if said.startswith("re:"):
            return False
        ph = phrase(said)
        if not ph:
            continue  # "$": a sign, no words
        for form in told_forms(ph):
            n = len(form)
            for i in range(len(ws) - n + 1):
                if tuple(ws[i:i + n]) != form:
                    continue
                past = (form[0] != ph[0] and form[0].endswith("ed")) or (i > 0 and ws[i - 1] in _PAST_MARK)
                others = [" ".join(words_of(x)) for j, x in enumerate(text.sents) if j != k]
                later = [" ".join(words_of(x)) for j, x in enumerate(text.sents) if j > k]
                # ... or a move being made now, told after it ("Kai rolled the Stage's weapons, so
                # he's claiming it"): the roll is the table, the claim is the move argued
                # (not the same move again: "rolled an explosion, im rerolling it" asks the reroll)
                own = {f[0] for x in act.said if not x.startswith("re:") and phrase(x)
                       for f in told_forms(phrase(x)[:1])}
                return bool(past and (any(_WISH.search(x) for x in [" ".join(ws[i + n:]), *others])
                                      or any(m.group(1) not in own for x in [" ".join(ws[i + n:]), *later]
                                             for m in _DOING_NOW.finditer(x))))
    return False


# a wish or a question of one's own move, with a verb of its own ("i wanna stop now", "can I bank"),
# not one pointing back at what was told ("can I do that?", "my friend says it's not allowed")
_WISH = re.compile(r"\b(wanna|want to|wants to|would like to|can i|may i|could i|can we|puedo|quiero|quiere)\b"
                   r"(?! (do |hacer )?(it|that|this|so|eso|esto|lo)\b)(?= \w)")


# a move told as being made now, by its subject and a present participle ("so he's claiming it",
# "im drawin back up", "está robando"): English and Spanish grammar, no game's words
_DOING_NOW = re.compile(r"\b(?:i|im|he|she|they|we|you|hes|shes|theyre|were|is|are|am|esta|está|estoy|estan|están)"
                        r" (?:now |also |just |still |then |ahora )?(?!(?:thing|nothing|something|anything|"
                        r"everything|during|king|ring|bring|sing|spring|string|wing|evening|morning|within|begin)\b)"
                        r"([a-z]{2,}ing|[a-z]{2,}[b-df-hj-np-tv-z]in|[a-záéíóúñ]{2,}(?:ando|iendo))\b")


# a question about a move already made ("Did Marco play it right?", "Was that legal?")
_ABOUT_DONE = re.compile(r"\b(did|was|were|play|played|plays|jugada|jugo|hizo|fue)\b", re.I)


# a word pointing back at what was just told ("Jake says that's not how Charm works")
_POINTS_BACK = re.compile(r"\b(that|this|it|those|these|eso|esto|así|asi)\b", re.I)


# a question asking the table's judgment of what was told ("Who's right?", "¿Quién tiene razón?")
_JUDGED = re.compile(r"^\W*(?:a\s+)?(?:who|which (?:of (?:us|them|you)|one)|quien|quién)\b.*"
                     r"\b(?:right|correct|razon|razón|argument|discusi[oó]n|wins? (?:this|that|the) "
                     r"(?:one|argument|call|dispute)|gana (?:esta|la) (?:discusi[oó]n|disputa))\b|"
                     r"^\W*(?:is|are|was|were)\s+(?:he|she|they|we|i|(?-i:[A-Z][a-z]+))\s+(?:right|correct|wrong)\b|"
                     r"^\W*¿?\s*(?:tiene|tienen|tengo)\s+raz[oó]n\b", re.I)


_QUESTION_START = re.compile(r"^\s*[¿]?\s*(can|may|could|is it|puedo|puede|pueden|se puede)\b", re.I)


# a sentence in which someone at the table argues the move told before, not a move of its own
# ("Mo says he's not allowed.", "Aaron is crying foul.", "Dan says anything set aside is locked.")
_OBJECTS = re.compile(r"^\s*(?!i\b|we\b|yo\b)[\w'’]+(?: [\w'’]+)? (?:"
                      + "|".join(accented(v) for verbs in REPORTING.values() for v in sorted(verbs))
                      + "|" + "|".join(accented(v) + r"(?=\s+(?:that|que)\b)"
                                       for verbs in REPORTING_IF_CLAUSE.values() for v in sorted(verbs))
                      + r"|is crying foul|cries foul|isn['’]?t having it)\b", re.I)
_BACK_REFERENCE = re.compile(r"\b(it|that|this|them|those|again|lo|la|eso|esto|otra vez)\b[^a-z]*$|"
                             r"\b(with|using|use|usar|con) (it|that|this|them|eso|esto|ella|el)\b", re.I)


_LEADING = re.compile(r"^\s*[¿]?\s*((?:when|whenever|if|while|since|after|once|now that|cuando|si|mientras|"
                      r"despues de que|después de que)\b[^,]+),\s*(.+)$", re.I | re.S)
_TRAILING = re.compile(r"^(.+?)\s*,?\s+((?:when|whenever|while|since|because|as long as|given that|even though|but|pero|"
                       r"although|if|that already|which already|cuando|mientras|porque|aunque|que ya|si)\b.+?)([?.!]*)$",
                       re.I | re.S)


# a condition whose subject does something ("if I knock out…", "si uso…") tells the action, not the table
_DOING = re.compile(r"^\s*(if|si)\s+(i|we|you|yo)\s+(?!(am|have|has|had|was|were|still|already|only|dont|don't|"
                    r"do not|cant|can't|tengo|estoy|ya|no)\b)[a-z]+", re.I)


# the words that start the asking inside a longer sentence ("zoe got KO'd lol im gonna use simon's
# adoration...", "i got a badger job in hand can i slap the challenge on it"): what comes before them
# is the table told, in one breath with the move
_MIDDLE = re.compile(r"^(.+?)[\s,;:]+((?:so\s+|and\s+|but\s+|y\s+|pero\s+)?(?:can i|can we|may i|could i|"
                     r"i['’]?m gonna|i am gonna|gonna|i['’]?m going to|i am going to|i want to|i wanna|wanna|"
                     r"(?:he|she|they) says?|puedo|quiero|voy a)\b.+)$", re.I | re.S)
# "I've got her trust, so I can hold five cards": a fact told, then the claim that follows from it
_SO_CLAIM = re.compile(r"^(.+?),\s*((?:so|así que|asi que|entonces)\s+(?:(?:i|we|he|she|they|you)(?:['’]ll|['’]m gonna|"
                       r"['’]m going to|\s+(?:just\s+)?(?:can|could|may|will|get to|gets to|am allowed to|is allowed to|"
                       r"am gonna|is gonna|am going to|is going to|wanna|want to|wants to))|(?:yo\s+|[eé]l\s+|ella\s+)?"
                       r"(?:puedo|puede|voy a|va a|quiero|quiere))\b.+)$", re.I | re.S)


_OBLIGED = re.compile(r"\b(forced to|have to|has to|had to|must|need to|needs to|gotta|hafta|obligado a|obligada a|"
                     r"tengo que|tiene que|hay que)\b")
_REPORTERS = {lang: "|".join(sorted(REPORTING[lang] | REPORTING_IF_CLAUSE[lang])) for lang in REPORTING}
# to claim is also a move ("she claims the Stage card"): it reports only what a clause follows
# ("claims that…", "claims he can…", "claims the barrel makes four")
_CLAIM_VERBS = frozenset().union(*REPORTING_IF_CLAUSE.values())
_CLAUSE_AFTER = r"(?=\s*(?:that\b|que\b|[:\"“]|(?:he|she|they|i|you|we|it|there|this)\b)|\s+(?:(?!and\b)[\w'’]+\s+){1,3}" \
                r"(?:is|are|was|were|makes?|can|can['’]?t|cannot|counts?|has|have|gets?|needs?|scores?|only|should|" \
                r"would|will|must|beats?)\b)"
_REPORTED = {lang: re.compile(r"^\W*(?:[\w'’]+[\s,]+){0,3}?("
                              + "|".join(accented(v) + _CLAUSE_AFTER if v in _CLAIM_VERBS else accented(v)
                                         for v in verbs.split("|"))
                              + r")\b", re.I)
             for lang, verbs in [*_REPORTERS.items(), (None, "|".join(_REPORTERS.values()))]}


def _reported(sentence: str, lang: Optional[str] = None) -> bool:
    """Is this sentence what someone else says ("my bro says i need 4 damage"), told, not asked?
    (With ``lang``, only that language's verbs: "my dice show…" is no Spanish "dice".)"""
    return bool(_REPORTED[lang if lang in _REPORTERS else None].match(sentence)) and \
        not sentence.rstrip().endswith("?") and not re.match(r"^\W*(i|we|yo)\b", sentence, re.I)


def _split_clause(sentence: str) -> Optional[tuple[str, str]]:
    """"Can Zoe use Cover Fire when Zoe is in the cargo hold?" -> (the action, the situation)."""
    m = _LEADING.match(sentence)
    if m:
        return m.group(2), m.group(1)
    m = _TRAILING.match(sentence)
    if m and len(m.group(1).split()) >= 2:
        if _ASKED.search(" ".join(words_of(m.group(2)))) and not _ASKED.search(" ".join(words_of(m.group(1)))):
            return None  # "nobody gets it, but I can still plant it?": what follows "but" is the asking
        return m.group(1) + (m.group(3) or "?"), m.group(2)
    m = _MIDDLE.match(sentence) or _SO_CLAIM.match(sentence)
    if m and len(words_of(m.group(1))) >= 3 and not _CLAIM.search(" ".join(words_of(m.group(1)))):
        return m.group(2), m.group(1)  # (not "my friend says X can only…: can I…": that is the claim argued)
    return None


def read(message: str, game: Optional[str] = None, lang: Optional[str] = None,
         need_action: bool = True, _split: bool = True, _merge: bool = True,
         _told: Optional[str] = None) -> Optional[Reading]:
    """Read a dispute into a position of ``game`` (guessed from the names when not given).

    Returns None when the game is unknown or declares no words.  (``_told``: the message as the
    player wrote it, when this reading is of a rewording of it; hooks read descriptions there.)
    A message the declared words read no whole move of is read by its nearest worked example
    (``examples.read_by_example``) when one accounts for all it says. A sure reading that such
    an example rules otherwise is not sure (two readings that disagree: no verdict), unless the
    message says the example's contested point in the example's own words: then the example's.
    """
    r = _read_words(message, game, lang, need_action, _split, _merge, _told)
    if r is None or not (need_action and _merge and _split and _told is None):
        return r
    if r.action and not r.unsure and _asked_only_as_supposed(message, r):
        r.unsure.append(f"“{r.action}”: the message supposes another player makes this move, and asks something else"
                        if r.lang != "es" else
                        f"“{r.action}”: el mensaje supone que otro jugador hace esta jugada, y pregunta otra cosa")
    if r.action and not r.unsure and not r.missing and refused(r.position, r.game):
        # the words named a move the notation cannot spell whole ("weed", with nothing it is done
        # to): no sure reading, and the worked examples are tried by meaning too
        r.unsure.append(f"“{r.action}”: I could not write this move as the rules model reads it" if r.lang != "es" else
                        f"«{r.action}»: no he podido escribir esta jugada como la lee el modelo de reglas")
    example = _by_example_bounded(message, r)
    if r.turns_on and example is not None and all(t.get("assumed") for t in r.turns_on):
        return example  # (a fact the words only assumed, "the Red face-up", which the example reads)
    if r.turns_on and r.action is not None and not r.missing:
        # the words read the move and found an area nobody named deciding it: in a message that
        # tells (almost) nothing else, the chat says "it depends" on that area; in a story, a
        # worked example that leaves the fact unknown says so, with what it turns on
        if len(r.stated) > 1 and example is not None and _verdict(example.position, r.game) == "depends":
            return example
        return r
    if r.action is None or r.missing or r.unsure:
        return example or r
    if _illegal_before_the_move(r):
        return example or r
    if example is not None and _verdict(r.position, r.game) is None:
        return example  # a reading the model refuses is no reading; the example's is
    if example is not None and _verdict(example.position, r.game) != _verdict(r.position, r.game):
        if _verdict(example.position, r.game) == "depends":
            # the example leaves unknown a fact the sure reading holds from the message's words
            # ("the leftmost space is a sun space: it depends on the side", "on the night side"):
            # it is the same question asked with less, and agrees with it. Not when the words hold
            # no such fact, only the game's default ("two explosions, is my turn over?" says nothing
            # of a Toxic effect): the example says what the ruling turns on
            # (nor when the message asks the example's own question in its words, which the declared
            # words read as another move: "rolled a 3, do the Reavers show up?" is no roll asked)
            return example if _unknown_unsaid(example, r) or (example.ask_said and example.action != r.action) else r
        if _verdict(r.position, r.game) == "depends" and _reads_what_was_unknown(example, r, message):
            # the reverse: the declared words left a fact unknown ("phoenix-core: ?") that the
            # example reads from the message's own words ("nobody else has blown up since")
            return example
        if _told_facts_dropped(example, r):
            # the example leaves out a fact the words read from the message ("spent another token
            # to Cycle again" holds "cycled: yes", which "pay a token to cycle" does not): it does
            # not account for the message, and the sure reading stands
            return r
        if example.ask_said:
            # the example's contested point is said in its own words, where the declared words
            # read the move in general ("put my firefly on the rightmost spot" read as planting):
            # in every dispute of the training sets where the two disagreed so, the example was right
            return example
        if _said_by_its_words_only(r, example, message):
            return r
        # two sure readings that rule apart: the message is not read surely
        said = example.assumed[0] if example.assumed else ""
        r.unsure.append(f"{said}, and that reading rules otherwise" if r.lang != "es" else
                        f"{said}, y esa lectura decide otra cosa")
    return r


def _said_by_its_words_only(r: Reading, example: Reading, message: str) -> bool:
    """Does the message say the words' move by one of its declared phrases ("back into the
    pool": return) and the example's other move by none of its own ("swap", "boss die")? The
    example was found by closeness of meaning, and told of another move: the words' reading stands."""
    w = words_for(r.game)
    if w is None or not r.action or not example.action:
        return False
    by_verb: dict[str, Action] = {}
    for act in w.actions:
        by_verb.setdefault(fold(act.spell).split(" ", 1)[0], act)
    mine = by_verb.get(fold(r.action).split(" then ")[-1].split(" ", 1)[0])
    theirs = by_verb.get(fold(example.action).split(" then ")[-1].split(" ", 1)[0])
    if mine is None or theirs is None or mine.name == theirs.name or not mine.said or not theirs.said:
        return False
    if theirs.with_said or theirs.kinds or mine.with_said or mine.kinds:
        return False  # a move read from what it takes, not only from its phrases: not comparable
    ws = words_of(message)
    # (by a phrase of several words: one word may be the move's noun, "my three rolls")
    several = Action(mine.name, mine.spell, said=tuple(p for p in mine.said if p.startswith("re:") or len(phrase(p)) > 1))
    return _said_move(several, ws) and not _said_move(theirs, ws)


def _illegal_before_the_move(r: Reading) -> bool:
    """Is the table read impossible before the move asked, which the model allows on it ("two
    boom faces, can I pay 2 tokens and throw them back in my pool?" read as Explosions saved to
    the side and moved back)? The reading then made the table the ruling is about, and "Illegal"
    would rule on that, not on the move: not sure (``r.unsure`` says so)."""
    from .. import check
    if _verdict(r.position, r.game) != "illegal":
        return False
    key = ("before-the-move", r.position, r.game)
    got = RULINGS.get(key, _UNSEEN)
    if got is _UNSEEN:
        try:
            res = check(r.position, r.game)
        except Exception:  # noqa: BLE001 - refused or past the budget: decided elsewhere
            return False
        answers = res.to_dict()["answers"]
        got = RULINGS.put(key, bool(res.problems) and bool(answers) and answers[-1]["verdict"] == "legal")
    if got:
        r.unsure.append(f"“{r.action}”: the table I read already breaks a rule before this move, which the rules "
                        f"allow on it; the message may tell another table" if r.lang != "es" else
                        f"«{r.action}»: la mesa que he leído ya incumple una regla antes de esta jugada, que las "
                        f"reglas permiten; el mensaje puede contar otra mesa")
    return got


def _asked_only_as_supposed(message: str, r: Reading) -> bool:
    """Is every word saying a move in the message inside a clause that supposes another player's
    move ("if another player plants a weed into my bed, do my other flowers still count?")? Then
    the move read is what the question supposes, not what it asks (the worked examples' reading
    skips such clauses the same way, ``examples._supposed``)."""
    from .examples import _supposed
    ws = _Text(message, r.lang).ws
    supposed = _supposed(ws)
    if not supposed:
        return False
    verbs = move_verbs(r.game)
    at = [i for i, w in enumerate(ws) if w in verbs]
    return bool(at) and all(i in supposed for i in at)


def _unknown_unsaid(example: Reading, r: Reading) -> bool:
    """Does the example leave unknown (``?``) a fact that ``r`` holds from none of the message's words?"""
    told = {g["line"].split(":", 1)[0].strip() for g in r.grounds if g.get("words")}
    unknown = {l.split(":", 1)[0].strip() for l in example.position.splitlines()
               if ":" in l and not l.startswith("ask:") and holds_unknown(l.split(":", 1)[1])}
    return bool(unknown - told)


def _told_facts_dropped(example: Reading, r: Reading) -> bool:
    """Does ``r`` hold, from the message's words, that the move was already made (a default's
    ``told`` value: "cycled: yes" from "Cycle again"), where the example's position does not?
    The example then asks the move as if made a first time."""
    w = r.words or words_for(r.game)
    if w is None:
        return False
    done = {f"{d.key}: {d.told}" for d in w.defaults if d.told}
    told = {g["line"].strip() for g in r.grounds if g.get("words")} & done
    return any(line not in example.position for line in told)


def _ground_words(reading: Reading) -> set[str]:
    """Every word a reading's lines record as read from."""
    return {x for g in reading.grounds for x in (g.get("words") or "").split()}


def _reads_what_was_unknown(example: Reading, r: Reading, message: str) -> bool:
    """Does the example's reading hold, from the message's words, every fact ``r`` left unknown
    (``?``), and agree with ``r`` on the move asked?"""
    def by_key(reading):
        return {l.split(":", 1)[0].strip(): l for l in reading.position.splitlines() if ":" in l}
    unknown = [k for k, l in by_key(r).items() if k != "ask" and "?" in l.split(":", 1)[1]]
    theirs = by_key(example)

    def words(reading, key):  # the words a line was read from
        line = by_key(reading).get(key)
        return {x for g in reading.grounds if g["line"] == line for x in (g.get("words") or "").split()}

    def move(reading):  # (the move and what it takes, not how many: "explosion x2" is "explosion")
        return re.sub(r"\s+x\d+\b", "", reading.action or "")
    # read from the message's own words that the declared words read nothing from (an example's
    # words for a line that the message does not say, "bushwacked", say nothing either)
    said = set(words_of(fold(message)))
    used = _ground_words(r) | {x for x in _ground_words(example) if x not in said}
    return bool(unknown) and move(example) == move(r) and \
        all(k in theirs and "?" not in theirs[k].split(":", 1)[1] and words(example, k) - used for k in unknown)


EXAMPLE_WORK = 30_000  # work units (rule checks) the worked examples may spend of a request's budget
EXAMPLE_RESERVE = 6_000  # ... leaving this much for the chat's own check of the position read


def _by_example_bounded(message: str, r: Reading) -> Optional[Reading]:
    """``examples.read_by_example`` within EXAMPLE_WORK units of the request's budget (when the
    request has one), leaving EXAMPLE_RESERVE for the rest of the request: past its share, or with
    too little left, no example is read and the request goes on with what it has left (a hostile
    message never turns the examples into a 422)."""
    from ..core import budget_share
    from .examples import read_by_example
    got = None
    with budget_share(EXAMPLE_WORK, EXAMPLE_RESERVE) as share:
        if not share.refused:
            got = read_by_example(message, r.game, r.lang, r)
    # a check cut short inside the reading decides nothing, and the grounding takes a line
    # whose check was cut short for one that changes nothing: a reading made past the share
    # may have dropped a deciding fact ("one token" of "one token for an extra roll")
    return None if share.cut else got


def _read_words(message: str, game: Optional[str] = None, lang: Optional[str] = None,
                need_action: bool = True, _split: bool = True, _merge: bool = True,
                _told: Optional[str] = None) -> Optional[Reading]:
    """``read`` by the game's declared words (and its moves' sayings) alone."""
    if not isinstance(message, str) or not message.strip():
        return None
    gid = game or guess_game(message)
    if gid is None:
        return None
    try:
        g = get_game(gid)
    except PositionError:
        return None
    w = words_for(g.id)
    if w is None:
        return None
    lang = lang or language_of(message)
    _told = _told or message
    message = as_the_game_spells(without_titles(message, _own_titles(g.id)), g.id)  # "bushwacked": Bushwhacked
    text = _Text(message, lang)
    ws = text.ws
    table, longest = _piece_table(g.id)
    r_players: list[str] = []
    if w.player_names:
        table, r_players = _with_proper_names(text, w, table, lang)
        longest = max(longest, max((len(k) for k in table), default=1))
    pieces = _match(ws, table, longest)
    text.pieces = pieces

    # the action sentence: the last sentence that says an action (a question first)
    act_k, candidates = None, []
    order = list(range(len(text.sents) - 1, -1, -1))
    order.sort(key=lambda k: 0 if text.sents[k].rstrip().endswith("?") else 1)
    if len(text.sents) > 1:
        # the last thing said is the action; what comes before sets the table.  Else the
        # question asked earlier ("Can Jayne's Damaged Calm ...? This is have a plan and ...")
        last = len(text.sents) - 1
        order = [last] + [k for k in range(last - 1, -1, -1) if text.sents[k].rstrip().endswith("?")]
        if not text.sents[last].rstrip().endswith("?") and len(order) > 1 and \
                _QUESTION_START.match(text.sents[order[1]]):
            # "Can she resolve Deadwood's alerts from here? She rolls a 6.": the question asked is
            # the action; what is told after it is a fact of the table
            order = order[1:] + [last]
    # what someone else says ("my bro says i need 4 damage") is the claim argued against the
    # player's own move: a move the player asks or announces elsewhere is read first
    order = [k for k in order if not _reported(text.sents[k], text.lang)] + [k for k in order if _reported(text.sents[k], text.lang)]
    for k in order:
        got = _actions_in(w, text, k, pieces)
        if got:
            act_k, candidates = k, got
            break
    if act_k is not None and act_k == len(text.sents) - 1 and _reported(text.sents[act_k], text.lang) and \
            _POINTS_BACK.search(text.sents[act_k]):
        # a story that ends on what someone says of the move it told ("…used Mal's Charm on Saffron
        # and Niska. Jake says that's not how Charm works."): the same move, told as made just
        # before, is the one argued, with what it was made on
        names = {a.name for a, _o, _t in candidates}
        for k in range(act_k - 1, -1, -1):
            if _reported(text.sents[k], text.lang):
                continue
            told = _actions_in(w, text, k, pieces, done=True)
            if told and names & {a.name for a, _o, _t in told}:
                act_k, candidates = k, _actions_in(w, text, k, pieces)
            break
    if act_k is None and _merge and len(text.sents) > 1 and _BACK_REFERENCE.search(text.sents[-1]) and \
            not _unread_move_told_last(w, text, pieces):
        # "...Mal's Inspiration can only pull one die back. Can I bring both back with it?":
        # the last sentence points back at the one before (past what someone else says of it,
        # "I want to use Charm on two foes. My friend says both on Saffron. Can I split it?"); read them as one
        j = next((j for j in range(len(text.sents) - 2, -1, -1)
                  if not _reported(text.sents[j], text.lang) and _actions_in(w, text, j, pieces)), len(text.sents) - 2)
        merged = text.sents[:j] + text.sents[j + 1:-1] + [_named_subject(text, j, r_players, lang, w).rstrip(".;!")
                                                          + ": " + text.sents[-1]]
        again = read(" ".join(merged), g.id, lang, need_action, _split, _merge=False, _told=_told)
        if again is not None and again.action:
            return again
    last = len(text.sents) - 1
    if act_k is None and last > 0 and text.sents[last].rstrip().endswith("?") and not (
            _QUESTION_START.match(text.sents[last]) and not _BACK_REFERENCE.search(text.sents[last])):
        # "He rolls a five. Do the tokens just go away?": a question about what was just done
        # (not "I completed my mission. Can I end my turn now?": that asks a move of its own);
        # past what someone else says of it ("…used Cover Fire on Niska. Jen says they're spent.
        # Did he play it right?")
        told = next((j for j in range(last - 1, -1, -1) if not _reported(text.sents[j], text.lang)), last - 1)
        # "…she rerolled River with a Niska. Tom says River can only reroll herself. Who's right?":
        # the table judges the move told (with what it was made on) when the claim is of the same
        # move; else the claim names the move argued ("…then drew. Jo says I can't draw.")
        judged = _JUDGED.search(text.sents[last]) and _same_first_move(w, text, pieces, told, last - 1)
        tries = (told, last - 1) if judged else (last - 1, told) if _ABOUT_DONE.search(text.sents[last]) \
            else (last - 1,)
        for j in dict.fromkeys(tries):
            got = _actions_in(w, text, j, pieces)
            if got:
                act_k, candidates = j, got
                break
    if act_k is None and last > 0:
        # "My friend says I can't use Zoe's Cover Fire on two foes. We're in the plan phase, ...":
        # the claim argued about comes first and the table after it
        for k in range(last - 1, -1, -1):
            if _CLAIM.search(" ".join(words_of(text.sents[k]))):
                got = _actions_in(w, text, k, pieces)
                if got:
                    act_k, candidates = k, got
                    break
    if act_k is not None and _OBLIGED.search(" ".join(words_of(text.sents[act_k]))) and \
            not _WISH.search(" ".join(words_of(text.sents[act_k]))):
        # "…now I want to Keep Flyin'. Am I allowed, or am I forced to lay low?": a move said as
        # owed is the alternative argued; the move the player wishes, told elsewhere, is asked
        for k in range(len(text.sents) - 1, -1, -1):
            if k != act_k and _WISH.search(" ".join(words_of(text.sents[k]))):
                got = _actions_in(w, text, k, pieces)
                if got:
                    act_k, candidates = k, got
                    break
    by_example = None
    if act_k is None and need_action:
        # no declared phrase says a move: the nearest worked examples may (games/<game>/sayings.py)
        act_k, candidates, by_example = _move_by_example(g.id, w, text, order, pieces)
    if act_k is not None and _merge and act_k < last and text.sents[last].rstrip().endswith("?") \
            and not _actions_in(w, text, last, pieces):
        # "Zoe's Cover Fire has to go on one foe, says my buddy. Can I put one on Badger and one on
        # Niska?": the closing question names what the action told before it is done to
        s_l, e_l = text.span(last)
        used = {x.rstrip("+*?$") for a, _o, _t in candidates for m in _SLOT.finditer(a.spell)
                for x in m.group(1).split(",")}
        if any(s_l <= ps < e_l and p.kind in used for ps, _pe, p in pieces):
            joined_sents = text.sents[:act_k] + text.sents[act_k + 1:last] + \
                [_named_subject(text, act_k, r_players, lang, w).rstrip(".;!?") + ": " + text.sents[last]]
            again = read(" ".join(joined_sents), g.id, lang, need_action, _split, _merge=False, _told=_told)
            if again is not None and again.action:
                return again

    if act_k is not None and _told_then_asked(w, text, act_k, candidates):
        # "i just completed the mission, but i wanna stop now and take my pool": the move told as
        # done is the table; the move asked after it is one the game's words do not declare
        act_k, candidates = None, []
    if _split and act_k is not None:
        parts = _split_clause(text.sents[act_k])
        if parts and _DOING.match(parts[1].strip()):
            parts = None  # "if I knock out Jayne and a Zoe": how the action is done, not the table
        if parts:  # the situation told inside the action sentence reads as a sentence of its own
            action, situation = [x.strip() for x in parts]
            situation = situation.rstrip(",")
            ref = re.findall(r"\b((?:the )?[A-Za-z]+ \d+)\b", action)
            if ref:  # "bid on flower 2 if it's on the night side": "it" is what the action names
                situation = re.sub(r"\bit(?=(['’]s|\s+is|\s+has|\s+was)\b)", ref[-1], situation, count=1, flags=re.I)
            action = action[:1].upper() + action[1:]
            situation = situation[:1].upper() + situation[1:]
            sents = text.sents[:act_k] + [situation + ".", action] + text.sents[act_k + 1:]
            again = read(" ".join(sents), g.id, lang, need_action, _split=False, _merge=_merge, _told=_told)
            if again is not None and again.action:
                return again
    text.act_k = act_k
    if act_k is None and len(text.sents) > 1:
        # no action read: the last sentence is still where the action was told, so the pieces it
        # names ("can I bring River and Simon back?") are not placed on the table
        act_k_unread = len(text.sents) - 1
    else:
        act_k_unread = None
    r = Reading(game=g.id, position="", action=None, lang=lang, words=w)
    values: dict[str, object] = {}
    stated: set[str] = set()
    sources: dict[str, list[str]] = {}  # key -> the message words that stated it
    assumed_keys: dict[str, str] = {}  # key -> the assumption that set it
    defaulted: dict[str, str] = {}  # key -> the default filled in (the message did not state it)
    areas = {a.key: a for a in w.areas}
    bags: dict[str, dict[str, int]] = {a.key: {} for a in w.areas}

    # facts (any sentence, in order; later ones win)
    fact_table, fact_long = _fact_table(g.id)
    cleared: set[str] = set()
    covered: set[int] = set()
    act_span = text.span(act_k) if act_k is not None else (
        text.span(act_k_unread) if act_k_unread is not None else (len(ws), len(ws)))
    hits = _match(ws, fact_table, fact_long)
    joined = " ".join(ws)
    for f in w.facts:  # "re:start of \w+ turn": a fact said with a word that varies
        for p in f.said:
            if p.startswith("re:"):
                for m in re.finditer(p[3:], joined):
                    s = joined[:m.start()].count(" ")
                    hits.append((s, s + m.group(0).count(" ") + 1, f))
    hits += _facts_said_by_pronoun(w, ws, {i for h in hits for i in range(h[0], h[1])})
    # a fact said inside a longer one is the longer one's ("get a crew, phase 3" is not "phase 3")
    hits = [h for h in hits if not any(o[0] <= h[0] and h[1] <= o[1] and o[1] - o[0] > h[1] - h[0] for o in hits)]
    hits.sort(key=lambda h: h[0])
    earlier = earlier_clauses(ws)
    now_only = set(w.this_turn)
    for s, e, fact in hits:
        if act_span[0] <= s < act_span[1] and len(text.sents) > 1:
            continue  # the action sentence states no facts, and its pieces stay the action's
        if s in earlier and fact.sets and set(fact.sets) <= now_only:
            continue  # told of an earlier turn: not this turn's (the guard reports it unread)
        then = s in earlier and ws[s] in _HAD  # "had the phoenix core from last round": so then, not said now
        if _fact_denied(ws, s):
            covered.update(range(s, e))  # "I've never beaten the Wave boss": said, and said not so
            continue
        covered.update(range(s, e))
        for key, val in fact.sets.items():
            sources.setdefault(key, []).extend(ws[s:e])
            if key in areas:
                if val.startswith("+"):
                    bags[key][val[1:]] = max(bags[key].get(val[1:], 0), 1)
                elif val == "":
                    bags[key] = {}
                stated.add(key)
            elif val == "":
                values[key] = ""
                cleared.add(key)
            else:
                values[key] = "?" if then else val  # (what is so now is not known: the notation's unknown)
                stated.add(key)
                cleared.discard(key)
    # areas said empty
    empty_table, empty_long = _table([(p, a.key) for a in w.areas for p in a.empty_said])
    said_empty: set[str] = set()
    for s, e, key in (*_match(ws, empty_table, empty_long), *_all_gone(w, ws)):
        sources.setdefault(key, []).extend(ws[s:e])
        bags[key] = {}
        stated.add(key)
        said_empty.add(key)
    # numbers
    claimed = _claimed(text, lang)
    for num in w.numbers:
        v = _ordinal_asked(text, act_span, num)
        if v is None:
            unit_at: list[int] = []
            v = _number(text, num, act_span if len(text.sents) > 1 else None, claimed, unit_at)
            if v is not None and unit_at:
                sources.setdefault(num.key, []).extend(ws[unit_at[0]:unit_at[1]])
        if v is not None:
            values[num.key] = str(v)
            sources.setdefault(num.key, []).append(str(v))
            stated.add(num.key)

    # pieces placed in areas (situation sentences only; the action sentence places nothing)
    area_table, area_long = _table([(p, a) for a in w.areas for p in a.said])
    area_hits = [h for h in _match(ws, area_table, area_long) if h[0] not in covered]
    for a_s, _a_e, area in area_hits:  # "no Stage cards yet", "0 stages", "sin fases": said empty
        if area.key not in said_empty and not bags[area.key] and not act_span[0] <= a_s < act_span[1] and \
                a_s > 0 and (ws[a_s - 1] in _ABSENT or ws[a_s - 1] == "0" or
                             ws[a_s - 1] in _ANY_ONE and negated_at(ws, a_s - 1)):  # "hasn't claimed any stage card"
            bags[area.key] = {}
            stated.add(area.key)
            said_empty.add(area.key)
            sources.setdefault(area.key, []).extend(ws[a_s - 1:_a_e])
    stops = {i for i, x in enumerate(ws) if x in ".;"}
    piece_starts = frozenset(ps for ps, _pe, _p in pieces)
    piece_at = {i for ps, pe, _p in pieces for i in range(ps, pe)}
    not_there: set[int] = set()  # pieces said as absent or as what something needs: not on the table
    left_out = _left_out(ws, act_span, pieces)  # on the table, not in the move
    gone = _gone_starts(w, ws, pieces)
    said_absent = _absent_starts(ws, pieces)
    for s, e, piece in pieces:
        if s in covered:
            continue
        holders = [a for a in w.areas if piece.kind in a.holds and (not a.only or piece.canon in a.only)]
        if not holders:
            continue
        in_action = act_span[0] <= s < act_span[1]
        if in_action and s not in left_out:
            continue
        if _reported(text.sents[text.sent_of[s]], lang):  # "Marcus says she'd need four Books": a claim argued,
            continue                                   # not what is on the table
        if _negated(ws, s, e) or s in said_absent:  # "Ace Pilot mode isn't being played", "no Zoe or Wash"
            not_there.add(s)
            continue
        if s in gone:  # "Ben took down Niska and Saffron": not in play any more
            not_there.add(s)
            continue
        if _required(ws, s):  # "the Plasma boss, which needs plasma x4": what a card needs is no die
            not_there.add(s)
            continue
        k = text.sent_of[s]
        best, dist = None, None
        for a_s, a_e, area in area_hits:  # "Set aside: a Missile, a Plasma and a 1Up; ..." -> all aside
            if area in holders and a_e < len(ws) and ws[a_e] == ":" and a_e < s and \
                    not any(x in ".;" for x in ws[a_e + 1:s]):
                best, dist = area, -1
        for a_s, a_e, area in ([] if dist == -1 else area_hits):
            if text.sent_of[a_s] != k or area not in holders:
                continue
            d = a_s - e if a_s >= e else s - a_e
            if a_s >= e and all(x in _LINKING or i in piece_at for i, x in enumerate(ws[e:a_s], e)):
                d = -0.5  # "River and Simon are in the cargo hold": the area their clause puts them in
            lo, hi = sorted((e, a_s) if a_s >= e else (a_e, s))
            d += sum(6 for i in range(lo, hi) if ws[i] == ";") + sum(4 for i in range(lo, hi) if ws[i] == ",")
            if dist is None or d < dist:
                best, dist = area, d
        if best is None:
            best = next((a for a in holders if a.default), None)
        if best is None:
            continue
        if s in earlier and best.key in now_only:
            continue  # "three Explosions last turn": not on the table now
        n = _count_near(ws, s, e, stops, piece_starts)
        if n == 0:  # "zero 1Ups", "0 foes left": said as absent
            not_there.add(s)
            continue
        n = n or 1
        bag = bags[best.key]
        bag[piece.canon] = max(bag.get(piece.canon, 0), n)
        sources.setdefault(best.key, []).extend(ws[s:e])
        stated.add(best.key)
    # players
    r.players = r_players
    # the action
    slots: dict[str, object] = {}
    found = None
    if candidates:
        s, e = act_span
        act_pieces = [(ps, pe, p) for ps, pe, p in pieces if s <= ps < e and ps not in covered | left_out]
        # "...with no 1Ups to cancel them, can he save a die?": a piece said absent is not what the move
        # takes, nor what a pronoun stands for
        absent = _absent_starts(ws, pieces)
        not_there |= {ps for ps, _pe, _p in act_pieces if ps in absent}
        act_pieces = [h for h in act_pieces if h[0] not in absent]
        taken = {x.rstrip("+*?$") for a, _o, _t in candidates for m in _SLOT.finditer(a.spell)
                 for x in m.group(1).split(",")} - {"player", "other", "owner", "trigger"}
        present = [h for h in pieces if h[0] not in not_there | absent]
        act_pieces = sorted(act_pieces + _pieces_by_pronoun(ws, present, (s, e), taken), key=lambda h: h[:2])
        # "Can she scan Deadwood from here? She rolls a 6.": a number told after the question is the action's
        later_numbers = [int(x) for x in ws[e:] if x.isdigit()]
        r.actor = _actor(text, act_k, r.players, lang, w)
        everywhere: dict[str, list[str]] = {}
        for _s, _e, p in pieces:
            if _s in not_there:
                continue  # ("no 1Ups": not a piece the move could mean)
            if p.canon not in everywhere.setdefault(p.kind, []):
                everywhere[p.kind].append(p.canon)
        # the first declared action that can be spelled, unless it presupposes a piece in an area the
        # message puts it out of ("got an explosion. can i toss it back in": not a die set aside
        # returned) while a later one does not: a premise the message contradicts is then no reading
        spellings = []
        for cand in candidates:
            act, _, trigger = cand
            slots = _slots(w, act, trigger, act_pieces, ws, stops, values, r.actor, ws[s:e], everywhere)
            slots["__numbers__"] = _said_numbers_first(act, ws[s:e], slots["__numbers__"]) or later_numbers
            someone = _someone_unnamed(ws[s:e]) if "{other" in act.spell and not slots.get("other") else None
            if someone:  # "pass 500 credits to my buddy": another player, unnamed
                slots["other"] = "Otro" if lang == "es" else "Other"
            spelled = _spell(act.spell, slots)
            if spelled is None:
                continue
            spellings.append((cand, slots, spelled, someone))
            if not _needs_elsewhere(w, act, slots, bags, table):
                break  # this one's premises hold: it is the reading
        else:
            spellings = spellings[:1]  # every premise contradicted: the first declared one stands
        if spellings:
            cand, slots, spelled, someone = spellings[-1]
            act = cand[0]
            if someone:
                r.players = [*r.players, slots["other"]]
                r.assumed.append(f"“{someone}” is another player, {slots['other']}" if lang != "es" else
                                 f"«{someone}» es otro jugador, {slots['other']}")
            found, r.action = cand, spelled
        else:
            act, _, trigger = found = candidates[0]
            slots = _slots(w, act, trigger, act_pieces, ws, stops, values, r.actor, ws[s:e], everywhere)
            r.missing.append(_missing_text(act.spell, slots, lang))
        if by_example is not None:  # how the move was read is said, with the example it is said like
            r.move_by_meaning = True
            told = text.sents[act_k].strip()
            r.assumed.append(f"“{told}” asks to {act.name.replace('-', ' ')} (said like “{by_example.example}”)"
                             if lang != "es" else
                             f"«{told}» pide {act.name.replace('-', ' ')} (dicho como «{by_example.example}»)")
        # what the action presupposes
        for need in act.needs:
            val = _spell(need.value, slots)
            if not val:
                continue
            if need.when:  # "the Have a plan phase" presupposes Step 3; a Step 1 said keeps its own phases
                wk, _, wv = need.when.partition("=")
                if values.get(wk) not in (None, "", wv):
                    continue
            if need.key in areas:
                added = []
                for name, n in _items(val):
                    if any(name in bags[a.key] for a in w.areas if _holds_name(a, name, table)):
                        continue
                    if need.key in said_empty:  # "no foes left": the action then finds none
                        continue
                    if any(p.canon == name for ps, _pe, p in pieces if ps in not_there):
                        continue  # "Ace Pilot mode isn't being played": what the message says is not there
                    bags[need.key][name] = n
                    added.append(name)
                if added:
                    r.assumed.append(_say(need, lang, slots, ", ".join(added)))
                    assumed_keys.setdefault(need.key, r.assumed[-1])
            elif need.key not in stated and values.get(need.key) in (None, ""):
                values[need.key] = val
                r.assumed.append(_say(need, lang, slots, val))
                assumed_keys[need.key] = r.assumed[-1]
    elif need_action:
        r.missing.append("what the player does or wants to do" if lang == "en"
                         else "qué hace o quiere hacer el jugador")
    # "there are still four black Foe dice": pieces of a kind, counted, none named: unknown ones
    taken_kinds = {x.rstrip("+*?$") for m in _SLOT.finditer(found[0].spell) for x in m.group(1).split(",")} \
        if found else set()
    for kind, n, at in _unnamed_counts(w, ws, act_span, earlier, pieces, also_act=kind_not_taken(taken_kinds)):
        home = next((a for a in w.areas if a.default and kind in a.holds), None)
        if home is None or home.key in said_empty or any(
                piece.kind == kind and ps not in covered for ps, _pe, piece in pieces
                if not act_span[0] <= ps < act_span[1]) or bags[home.key]:
            continue  # some of them are named: the count is theirs
        if home.key not in values.get("__fallback_keys__", ()):
            values.setdefault("__fallback_keys__", []).append(home.key)
            values[f"__fallback__{home.key}"] = _bag_text(bags[home.key]) or "?"  # a game refusing ? keeps the named
        bags[home.key]["?"] = bags[home.key].get("?", 0) + n
        sources.setdefault(home.key, []).extend(ws[max(0, at - 3):at + 1])
        stated.add(home.key)
    # defaults
    act_name = found[0].name if found else None
    for d in w.defaults:
        if not d.told or d.key in stated or act_name not in d.actions or act_k is None:
            continue
        asked = text.ws[slice(*act_span)]
        said = fold(text.sents[text.sent_of[act_span[0]]])
        # "twice" folds to a bare "2", as "a second crew die" does: said as the word itself
        again = next((a for a in AGAIN if _contains(asked, phrase(a)) and (
            not all(p.isdigit() for p in phrase(a)) or re.search(rf"\b{re.escape(a)}\b", said))), None)
        if again:  # "can I cycle twice in the same turn?": asked of the second time
            values[d.key] = d.told
            stated.add(d.key)
            sources.setdefault(d.key, []).append(again)
            continue
        told = [k for k in range(len(text.sents))  # the same move told as made already, in the situation
                if k != act_k and text.sent_of[act_span[0]] != k and not _GENERIC_YOU.search(fold(text.sents[k]))
                and any(a.name in d.actions for a, _o, _t in _actions_in(w, text, k, pieces, done=True))]
        if told and told[-1] < act_k and _reported(text.sents[act_k], lang):
            # "she rerolled River with a Niska. Tom says River can only reroll herself": what someone
            # says of the move told last is about that move, not a second one made after it
            told = told[:-1]
        if told:
            values[d.key] = d.told
            stated.add(d.key)
            sources.setdefault(d.key, []).extend(x for x in text.ws[slice(*text.span(told[0]))] if x.isalpha())
    for d in w.defaults:
        if d.key in stated or d.key in values:
            continue
        if d.key in areas and bags[d.key]:
            continue
        if d.actions and act_name not in d.actions:
            continue
        if d.when and not _reading_holds(d.when, values, bags):
            continue
        if d.key in areas:  # an area unsaid: a piece of it unknown ("your defeated pile: ?")
            if d.key in said_empty:
                continue
            bags[d.key] = {"?" if d.unknown else d.value: 1}
        else:
            values[d.key] = "?" if d.unknown else d.value
        said = d.es if lang == "es" and d.es else d.en
        defaulted[d.key] = said
        assumed_keys[d.key] = said
        if d.unknown:
            values[f"__fallback__{d.key}"] = d.value
            values[f"__assumed__{d.key}"] = said  # listed only if the game cannot leave it unknown
        else:
            r.assumed.append(said)

    for tot in w.totals:
        have = sum(sum(bags.get(k, {}).values()) for k in tot.keys)
        if 0 < have < tot.count:
            n = tot.count - have
            named = {x for k in tot.keys for x in bags.get(k, {})}
            filler = next((x for x in tot.neutral if x not in named), tot.neutral[0])
            bag = bags.setdefault(tot.key, {})
            if tot.unknown:
                values[f"__fallback__{tot.key}"] = _bag_text({**bag, filler: bag.get(filler, 0) + n})
                bag["?"] = n
            else:
                bag[filler] = bag.get(filler, 0) + n
            template = tot.es if lang == "es" and tot.es else tot.en
            r.assumed.append(template.format(n=n, value="\x00" + filler if tot.unknown else filler))
            assumed_keys[tot.key] = r.assumed[-1]
    r.values = {**values, **{k: dict(v) for k, v in bags.items()}, "__stated__": stated, "__slots__": slots,
                "__cleared__": cleared, "__told__": without_titles(_told, _own_titles(g.id))}
    if w.build is not None:
        w.build(r, text)
        for k, v in r.values.items():  # what the hook changed in the keys it read
            if k.startswith("__"):
                continue
            if k in bags and isinstance(v, dict):
                bags[k] = v
            elif isinstance(v, str):
                values[k] = v
    r.position = _render(g.id, w, r, values, bags)
    if "?" in r.position:
        r.position = _settle_unknowns(g, r.position, values)
    for key in [k[len("__assumed__"):] for k in values if k.startswith("__assumed__")]:
        if not re.search(rf"(?m)^{re.escape(key)}:\s*\?\s*$", r.position):
            r.assumed.append(values[f"__assumed__{key}"])
    unknown_word = "desconocidas" if lang == "es" else "not stated (unknown)"
    r.assumed = [re.sub(r"\x00(\S+)", (lambda m: unknown_word) if "?" in r.position else (lambda m: m.group(1)), a)
                 for a in r.assumed]
    r.stated = sorted(stated)
    any_note = _settle_any_of(g.id, r, lang) if r.action and isinstance(r.values.get("__any_of__"), tuple) else None
    if r.action and isinstance(r.values.get("__any_of__"), tuple) and any_note is None:
        first = r.values["__any_of__"][0]
        for line in r.position.splitlines():  # the lines that hold the stand-in rest on that assumption
            key, sep, value = line.partition(":")
            if sep and key != "ask" and re.search(rf"\b{re.escape(first)}\b", value):
                assumed_keys[key.strip()] = r.assumed[-1]
    open_note = None
    if found and (r.action and not r.missing or not r.action and len(r.missing) == 1):
        open_note = _complete_open_slots(g, w, r, found[0], slots, values, bags, said_empty, assumed_keys, text, lang)
    base_keys = {l.split(":", 1)[0].strip() for l in w.base.splitlines() if ":" in l}
    act_kinds = frozenset(x.rstrip("+*?$") for m in _SLOT.finditer(found[0].spell) for x in m.group(1).split(",")) \
        if found else frozenset()
    # a number in what someone else claims, outside the move asked ("my friend says that's six
    # active cards"), is what is argued, not a count on the table: it need not be placed
    covered |= {i for i in claimed if ws[i].isdigit() and not act_span[0] <= i < act_span[1]}
    account(r, text, pieces, table, covered, sources, assumed_keys, base_keys, defaulted, act_kinds,
            not_there=not_there, earlier=earlier if now_only else set(),
            values_said=_match(ws, *_value_table(g.id)) if w.told_kinds else [], empty_areas=said_empty,
            game_words=_vocab_words(g.id) | _game_words(g.id), kinds_of=_value_kinds(g.id))
    if open_note:
        r.unsure.append(open_note)
    apart = _taken_apart(g, found[0], r, slots, text, w, lang) if found and r.action and act_k is not None else None
    if apart:
        r.unsure.append(apart)
    doubt = w.doubt(r) if w.doubt is not None and r.action else None
    if doubt:
        r.unsure.append(doubt)
    other = _other_move_spelled(w, r, found, text, act_k)
    if other:
        r.unsure.append(f"“{other}”: the message asks to {found[0].name.replace('-', ' ')}, and I read another move"
                        if lang != "es" else
                        f"“{other}”: el mensaje pide {found[0].name.replace('-', ' ')}, y he leído otra jugada")
    if any_note:
        r.unsure.append(any_note)
    if r.action and act_k is not None and found and lang != "es":
        after = _move_told_after(w, found[0], text, act_k)
        if after and _verdict(r.position, g.id) == "legal":  # an illegal step already rules the story
            r.unsure.append(f"“{after}”: the story goes on past the move I read, and this is the move it tells last")
    if r.action and act_k is not None:
        unread = _last_move_unread(text, act_k, lang)
        if unread:
            r.unsure.append(f"“{unread}”: this is what the message asks about, and I could not read it as a move"
                            if lang != "es" else
                            f"“{unread}”: esto es lo que pregunta el mensaje, y no he podido leerlo como una jugada")
    return r


_PRONOUN_BACK = 40  # words before "it" where the thing it stands for is looked for


def _facts_said_by_pronoun(w: Words, ws: list[str], taken: set[int]) -> list[tuple[int, int, object]]:
    """A declared fact said of a thing named just before, by "it" ("...with the Phoenix Core: I got
    it last turn" says "got the Phoenix Core"): a fact phrase whose object is a name of two words or
    more ("the phoenix core") is also said with "it" for that object, when the name is in the
    words just before it."""
    stems_ = [stem(x) for x in ws]
    out = []
    for fact in w.facts:
        for said in fact.said:
            if said.startswith("re:"):
                continue
            ph = [stem(x) for x in phrase(said)]
            if "the" not in ph[1:]:
                continue
            at = ph.index("the", 1)
            verb, thing = ph[:at], ph[at + 1:]
            if len(thing) < 2:
                continue
            form = verb + ["it"]
            n = len(form)
            for i in range(len(ws) - n + 1):
                if stems_[i:i + n] != form or any(j in taken for j in range(i, i + n)):
                    continue
                before = stems_[max(0, i - _PRONOUN_BACK):i]
                if any(before[k:k + len(thing)] == thing for k in range(len(before) - len(thing) + 1)):
                    out.append((i, i + n, fact))
    return out


# "her", "him", "it" as the object of a move: not a subject ("it is"), nor a possessive ("her turn"),
# nor the move itself ("do it")
_OBJECT_PRONOUNS = {"her", "him", "it"}
_NOT_BEFORE_OBJECT = {"do", "does", "did", "doing", "done", "is", "was", "be", "if", "that", "than", "make",
                      "makes", "whether", "think", "thinks", "say", "says", "said", "tell", "told", "ask", "asked"}
_AFTER_OBJECT = {".", ",", ";", ":", "!", "?", "and", "with", "back", "again", "too", "also", "in", "into", "to",
                 "for", "on", "out", "up", "or", "then", "now", "as", "at", "from", "instead", "plus", "alone",
                 "only", "along", "together", "first", "over", "off", "y", "o"}


def _pieces_by_pronoun(ws: list[str], pieces, span: tuple[int, int], kinds: set) -> list:
    """A piece the asked move names by a pronoun ("river came up. rerolling her + a badger die",
    "got an explosion. can i toss it back in with my reroll"): the nearest piece named before it,
    of a kind the move takes, stands where the pronoun is."""
    s, e = span
    out = []
    for i in range(s, e):
        if ws[i] not in _OBJECT_PRONOUNS or (i > 0 and ws[i - 1] in _NOT_BEFORE_OBJECT):
            continue
        nxt = ws[i + 1] if i + 1 < len(ws) else "."
        if nxt not in _AFTER_OBJECT and not (nxt.isdigit() and i + 2 < len(ws) and ws[i + 2] == "of"):
            continue
        before = [(ps, pe, p) for ps, pe, p in pieces if pe <= i and i - pe <= _PRONOUN_BACK]
        if not before:
            continue
        ps, pe, p = max(before, key=lambda h: h[1])
        if p.kind in kinds:
            out.append((i, i + 1, p))
    return out + _pieces_by_plural_pronoun(ws, pieces, span, kinds)


_PLURAL_PRONOUNS = {"them", "both", "ambos", "ambas", "ellos", "ellas"}


def _pieces_by_plural_pronoun(ws: list[str], pieces, span: tuple[int, int], kinds: set) -> list:
    """Pieces the asked move names together by a plural pronoun ("both Niska and Saffron are down
    to one die. Can I split Cover Fire, one damage on each of them?"): every piece of the kind
    the nearest earlier piece has, named in that piece's sentence, stands where the pronoun is
    (two at least: one piece is not "them")."""
    s, e = span
    for i in range(s, e):
        if ws[i] not in _PLURAL_PRONOUNS or (i > 0 and ws[i - 1] in _NOT_BEFORE_OBJECT):
            continue
        nxt = ws[i + 1] if i + 1 < len(ws) else "."
        if nxt not in _AFTER_OBJECT:
            continue  # "both Niska and Saffron": a determiner, the names follow
        before = sorted(((ps, pe, p) for ps, pe, p in pieces if pe <= i and i - pe <= _PRONOUN_BACK
                         and p.kind in kinds), key=lambda h: h[0])
        if not before:
            continue
        last = before[-1]
        lo = max((j for j in range(last[0]) if ws[j] in ".?!"), default=-1)
        group, seen = [], set()
        for ps, pe, p in before:
            if ps > lo and p.kind == last[2].kind and p.canon not in seen:
                seen.add(p.canon)
                group.append((i, i + 1, p))
        if len(group) >= 2:
            return group
    return []


def _unread_move_told_last(w: Words, text: "_Text", pieces) -> bool:
    """Does a story ending on what someone says of it tell, just before (past what others say), a move made
    on the game's things that no declared phrase reads ("Mia grabbed a Reaver ship and moved it
    onto him.")? What the last sentence points back at is then that move, not an earlier one."""
    if not _reported(text.sents[-1], text.lang):
        return False  # (a question pointing back, "Does she get to keep them?", asks of the move it names)
    j = next((j for j in range(len(text.sents) - 2, -1, -1) if not _reported(text.sents[j], text.lang)), None)
    if j is None or _actions_in(w, text, j, pieces):
        return False
    s, e = text.span(j)
    past = any(told_past(x, short=False) for x in text.ws[s:e])
    return past and any(s <= ps < e for ps, _pe, _p in pieces)


def _same_first_move(w: Words, text: "_Text", pieces, k: int, j: int) -> bool:
    """Do sentences ``k`` and ``j`` say the same move first (the move told, and the claim made of it)?"""
    a, b = _actions_in(w, text, k, pieces), _actions_in(w, text, j, pieces)
    return bool(a and b) and a[0][0].name == b[0][0].name


def _said_numbers_first(act: Action, ws: list[str], numbers: list[int]) -> list[int]:
    """The numbers of the move's own words first: a move found by a phrase that holds its number
    ("rolled a 3") takes that number, not one that counts something else said before it ("a sector
    with 2 alert tokens")."""
    joined = " ".join(ws)
    said = [int(d) for p in act.said if p.startswith("re:") and "\\d" in p
            for m in re.finditer(p[3:], joined) for d in re.findall(r"\d+", m.group(0))]
    return list(dict.fromkeys(said + numbers)) if said else numbers


def _said_move(act: Action, ws: list[str]) -> bool:
    """Is one of the action's declared phrases said in these words?"""
    joined = " ".join(ws)
    return any(re.search(p[3:], joined) if p.startswith("re:") else _contains(ws, phrase(p)) for p in act.said)


def _other_move_spelled(w: Words, r, found, text: "_Text", act_k) -> Optional[str]:
    """A game's hook spelled a declared move ("harvest") that the asked sentence says by none
    of its phrases, while it says the move the reader found ("plant"): the hook read another
    move than the one asked about (its first rule that matched), so the reading is not sure.
    Returns the words of the move said, or None."""
    if not found or not r.action or act_k is None or w.build is None:
        return None
    by_name = {a.name: a for a in w.actions}
    asked = fold(r.action).split(" then ")[-1].split(" ", 1)[0]  # a chain's asked step is its last
    spelled = by_name.get(asked)
    act = found[0]
    if spelled is None or spelled.name == act.name or not act.said or fold(act.spell).split(" ", 1)[0] == asked:
        return None
    if spelled.with_said or spelled.kinds or not spelled.said:
        return None  # a move read from what it takes, not only from its phrases: not comparable
    ws = text.ws[slice(*text.span(act_k))]
    if _said_move(spelled, ws) or not _said_move(act, ws):
        return None
    return text.sents[act_k].strip()[:80]


_THEN = {"and", "then", "so"}


def _move_told_after(w: Words, act: Action, text: "_Text", act_k: int) -> Optional[str]:
    """A story that goes on, in the sentence the move was read from, to a later move told in the
    past by another verb ("she rolled the weapons for a stage and took it"): the move a story tells
    last is the one disputed, so a legal move read does not settle it. Returns its words."""
    s, e = text.span(act_k)
    ws = text.ws[s:e]
    firsts = {f[0] for said in act.said if not said.startswith("re:") for f in told_forms(phrase(said)) if f}
    # (the move's own word, not one saying the purpose of another: "used its ability to drop a Firefly")
    at = max((i for i, x in enumerate(ws) if x in firsts and (i == 0 or ws[i - 1] != "to")), default=None)
    if at is None:
        return None
    for i in range(at + 1, len(ws) - 1):
        if ws[i] in ".;:!?" or ws[i] in WISHES:
            return None
        if ws[i] not in _THEN:
            continue
        j = i + 1
        while j < len(ws) and ws[j] in _THEN | {"she", "he", "they", "i", "we", "later", "also", "just"}:
            j += 1
        x = ws[j] if j < len(ws) else ""
        if x not in firsts and told_past(x):
            return " ".join(x for x in ws[i:j + 3] if x not in ".;:,!?")
    return None


def _last_move_unread(text: "_Text", act_k: int, lang: str) -> Optional[str]:
    """The sentence a story ends on, when the move was read from an earlier one that neither asks
    nor argues: a story ends on the move it is about ("Leo KOs only a single crew die"), so a move
    found in the telling before it ("after his rerolls") is not the one disputed."""
    last = len(text.sents) - 1
    if act_k >= last or last < 1:
        return None
    said = text.sents[last].strip()
    if _OBJECTS.match(said) and not said.endswith("?") and act_k < last - 1:
        # someone objecting argues the move told just before ("Mia moved the Reaver onto him.
        # Jonah says his roll was too high for that."), which is not the one read
        last, said = last - 1, text.sents[last - 1].strip()
    if said.endswith("?") or _BACK_REFERENCE.search(said) or _OBJECTS.match(said):
        return None  # (or someone objecting to the move told: "Mo says he's not allowed.")
    told = " ".join(x for x in words_of(text.sents[act_k]) if lang == "es" or x != "dice")  # "dice": says, in Spanish
    if text.sents[act_k].rstrip().endswith("?") or _CLAIM.search(told):
        return None
    return said


def _settle_any_of(game_id: str, r: Reading, lang: str) -> Optional[str]:
    """A thing the move takes, named only by its kind ("plant a flower"): a game's hook reads it
    as one of its kind and lists the others (``values["__any_of__"]``). The rules model rules
    on each: when every one rules the same, the reading stands and says so; else it is unsure."""
    first, others, what = r.values["__any_of__"]
    rulings = []
    for alt in (first, *others):
        pos = re.sub(rf"\b{re.escape(first)}\b", alt, r.position)
        try:
            rulings.append(check_position(pos, game_id))
        except Exception:  # noqa: BLE001 - a position the model refuses decides nothing
            rulings.append(None)
    if rulings[0] is not None and all(x == rulings[0] for x in rulings):
        r.assumed.append(f"the message does not say which {what}; the ruling is the same for each, so I read a "
                         f"{first.capitalize()}" if lang != "es" else
                         f"el mensaje no dice qué {what}; el veredicto es el mismo para cada una, así que leo {first}")
        return None
    return (f"the message does not say which {what}, and the ruling depends on it" if lang != "es" else
            f"el mensaje no dice qué {what}, y el veredicto depende de ello")


def check_position(position: str, game_id: str) -> Optional[str]:
    """The model's verdict on a position (None when it refuses it)."""
    from .. import check  # (the rules package imports this one)
    return check(position, game_id).verdict


MAX_COMPLETIONS = 48  # positions checked to complete what a move takes and the message leaves open


def _complete_open_slots(g, w: Words, r: Reading, act: Action, slots: dict, values: dict, bags: dict,
                         said_empty: set, assumed_keys: dict, text: _Text, lang: str) -> Optional[str]:
    """A move that takes pieces the message does not name ("can I fire Zoe's Cover Fire after the
    Mission?", "can Jayne's Damaged Calm kill a foe?") is asked of *some* such pieces, not of none.

    When the move as read (taking none) is illegal, it is read with each piece of the open kinds
    the game has (the rules model rules on each): when every completion rules the same, the
    first one is the reading, and which piece stands in is listed as an assumption; when they
    differ, the ruling depends on what the message does not say (returned: the reading is
    unsure).  Kinds come from the game's vocabulary, never from phrasing.
    """
    kinds_read = slots.setdefault("__kinds__", {})
    vk = getattr(g, "vocab").kinds
    s_, e_ = text.span(text.act_k) if getattr(text, "act_k", None) is not None else (0, len(text.ws))
    act_ws = text.ws[s_:e_]
    kind_said = {stem(x): k for k, xs in w.kind_words.items() for x in xs}
    act_stems = {stem(x) for i, x in enumerate(act_ws) if not left_out_at(act_ws, i)}
    mentioned = {k for k in vk if kind_said.keys() & act_stems and k in {kind_said[x] for x in act_stems
                                                                       if x in kind_said}} | \
        {k for k in vk if stem(k.replace("-", " ").split()[-1]) in act_stems}
    groups, required = [], []
    for parts in _slot_parts(act.spell):
        ks = [x.rstrip("+*?$") for x in parts]
        if not all(k in vk for k in ks) or any(slots.get(k) for k in ks):
            continue
        if any(kinds_read.get(k) for k in ks):  # a list some of which is named: only a kind said is open
            ks = [k for k in ks if not kinds_read.get(k) and k in mentioned]
            if not ks:
                continue
        # a kind whose area the message says is empty ("no foes left") takes none: nothing is open
        holders = [a for a in w.areas if set(ks) & set(a.holds)]
        if any(a.key in said_empty for a in holders):
            continue
        groups.append(ks)
        required.append(not all(x.endswith(("*", "?")) for x in parts))
    # the kinds the move names without naming which ("kill a foe", "reroll two foe dice"), with
    # the count said; a move that takes nothing the message names is asked of its first target
    counts: dict[str, int] = {}
    for i, x in enumerate(act_ws):
        k = kind_said.get(stem(x)) or next((k for ks in groups for k in ks
                                            if stem(k.replace("-", " ").split()[-1]) == stem(x)), None)
        if k is None or (i > 0 and act_ws[i - 1] in ("no", "sin", "without", "zero")) or left_out_at(act_ws, i):
            continue
        n = next((int(act_ws[j]) for j in range(i - 1, max(-1, i - 4), -1) if act_ws[j].isdigit()), 1)
        counts[k] = max(counts.get(k, 0), n)
    named = [(ks, req) for ks, req in zip(groups, required) if set(ks) & set(counts)]
    takes_nothing = r.action is not None and not any(v for v in kinds_read.values())
    all_groups = list(groups)
    if named:
        groups = [ks for ks, _req in named]
    elif takes_nothing and groups and not required[0]:
        groups = groups[:1]
    else:
        return None
    if len(groups) > 2:
        return None
    before = _verdict(r.position, g.id) if r.action else None
    # a move the notation refuses without its object ("reroll", "expected a die face") is asked
    # of some such piece as well: the most general position that makes it askable
    objectless = r.action is not None and before is None and _ask_refused(g, r.position)
    if not named and before != "illegal" and not objectless:
        return None
    vk = getattr(g, "vocab").kinds
    options = []
    for ks in groups:
        names = [(k, c) for k in ks for c in vk.get(k, {}) if c not in (slots.get("owner"), slots.get("trigger"))]
        if not names:
            return None
        options.append(names)
    combos = [[x] for x in options[0]]
    if len(options) > 1:
        combos = [c + [y] for c in combos for y in options[1]]
    if len(combos) > MAX_COMPLETIONS:
        return None
    seen, first = _completions(g, w, act, slots, values, bags, r, combos, counts)
    if named and set(seen) == {"illegal"} and before == "legal" and not any(req for _ks, req in named) \
            and _said_apart(act_ws, slots.get("trigger"), {k for ks, _req in named for k in ks}, kind_said):
        # the move is legal taking none of them, illegal taking any: whether the pieces the message
        # names are the move's is the question ("I use Inara for 100, then bust on the Foes: do I
        # keep it?" names Foes that beat the player, not ones Companionship takes)
        kinds_said = " / ".join(k.replace("-", " ") for ks, _req in named for k in ks[:1])
        return (f"the move is legal taking no {kinds_said} and illegal taking any: the message does not say "
                f"the {kinds_said} it names are the move's" if lang != "es" else
                f"la jugada es legal sin {kinds_said} e ilegal con cualquiera: el mensaje no dice que "
                f"los que nombra sean de la jugada")
    if named and set(seen) == {"illegal"} and len(groups) == 1:
        # the move also takes what the message does not talk about (Damaged Calm's other die):
        # asked of some such piece too, not of none
        rest = [ks for ks, req in zip(all_groups, required) if ks not in groups and not req]
        more = [(k, c) for k in (rest[0] if rest else []) for c in vk.get(k, {})
                if c not in (slots.get("owner"), slots.get("trigger"))]
        if more and len(combos) * len(more) <= MAX_COMPLETIONS:
            seen2, first2 = _completions(g, w, act, slots, values, bags, r, [c + [y] for c in combos for y in more],
                                         counts)
            if seen2 and set(seen2) != {"illegal"}:  # else the move is illegal whatever it also takes
                groups, seen, first = groups + [rest[0]], seen2, first2
    if not seen or first is None or (set(seen) == {"illegal"} and not named and not objectless):
        return None
    if len(seen) == 1 and len(groups) == 1 and not set(groups[0]) & set(counts):  # (not "on a foe")
        # every piece alone rules the same, yet the message names several of the kind ("split it, one
        # hit on Niska and one on Badger", told before "Ben says Vera can't be split like that"): the
        # move taking them all is what it may be telling, and when that rules otherwise it is not said
        # which the move takes
        own = (slots.get("owner"), slots.get("trigger"))
        told = list(dict.fromkeys((p.kind, p.canon) for _s, _e, p in getattr(text, "pieces", ())
                                  if p.kind in groups[0] and p.canon not in own))
        if len(told) > 1:
            together, _ = _completions(g, w, act, slots, values, bags, r, [told], counts)
            if together and set(together) != set(seen):
                kinds_said = groups[0][0].replace("-", " ")
                names = ", ".join(c for _k, c in told)
                alone, all_ = next(iter(seen)), next(iter(together))
                return (f"the message names {names}: the move taking one {kinds_said} is {alone}, taking them "
                        f"all {all_}, and it does not say which it takes" if lang != "es" else
                        f"el mensaje nombra {names}: la jugada con un {kinds_said} es {alone}, con todos "
                        f"{all_}, y no dice cuál toma")
    return _adopt(r, seen, first, groups, kinds_read, counts, bags, assumed_keys, lang)


_CLAUSE_TURN = {",", ";", ".", "?", "!", "then", "luego", "después", "despues"}


def _said_apart(ws: list[str], trigger: Optional[str], kinds: set[str], kind_said: dict) -> bool:
    """Are the pieces of ``kinds`` said only in clauses other than the one naming the move's
    ``trigger`` ("I use Inara for 100, then bust on the Foes")? Not when said with it ("can River
    reroll two foe dice?"), nor when the trigger is not found among the words."""
    if not trigger:
        return False
    names = {fold(x) for x in re.split(r"[|\s-]+", trigger) if x}
    clause, at, said_in = 0, set(), set()
    for x in ws:
        if x in _CLAUSE_TURN:
            clause += 1
            continue
        if fold(x) in names:
            at.add(clause)
        if kind_said.get(stem(x)) in kinds:
            said_in.add(clause)
    return bool(at) and bool(said_in) and not (at & said_in)


def _taken_apart(g, act: Action, r: Reading, slots: dict, text: _Text, w: Words, lang: str) -> Optional[str]:
    """Why the reading is unsure when the move takes pieces the message says only in another clause
    than the one naming the move, and taking them makes it illegal where taking none is legal ("Sam
    used Inara to grab 100 points, then kept fighting but couldn't take down Badger": Badger beat
    him; Companionship does not take him). As `_complete_open_slots` asks of pieces it fills in."""
    optional = {x.rstrip("+*?$") for parts in _slot_parts(act.spell) for x in parts if x.endswith(("*", "?"))}
    kinds_read = slots.get("__kinds__") or {}
    taken = {k for k, v in kinds_read.items() if k in optional and v}
    if not taken:
        return None
    s_, e_ = text.span(text.act_k) if getattr(text, "act_k", None) is not None else (0, len(text.ws))
    act_ws = text.ws[s_:e_]
    kind_said = {stem(x): k for k, xs in w.kind_words.items() for x in xs}
    names = {c for k in taken for c, _n in kinds_read[k]}
    kind_said.update({stem(fold(x)): k for k in taken for c, _n in kinds_read[k] for x in re.split(r"[\s-]+", c)})
    mover = " ".join(x for x in (slots.get("owner"), slots.get("trigger")) if x)
    if not _said_apart(act_ws, mover or None, taken, kind_said) or _verdict(r.position, g.id) != "illegal":
        return None
    ask = _spell(act.spell, {**slots, "__kinds__": {k: v for k, v in kinds_read.items() if k not in taken}})
    if not ask:
        return None
    alone = _verdict(re.sub(r"(?m)^ask:.*$", lambda m: f"ask: {ask}", r.position), g.id)
    if alone != "legal":
        return None
    said = ", ".join(sorted(names))
    return (f"the move is legal taking none of {said} and illegal taking them; the message says {said} apart "
            f"from the move, and does not say the move takes them" if lang != "es" else
            f"la jugada es legal sin {said} e ilegal con ellos; el mensaje los nombra aparte de la jugada, y no "
            f"dice que la jugada los tome")


def _ask_refused(g, position: str) -> bool:
    """Does the notation refuse this position at its ``ask:`` line (and nowhere before)?"""
    try:
        g.parse(position)
        return False
    except PositionError as exc:
        line = getattr(exc, "line", None)
        rows = position.split("\n")
        return bool(line) and line <= len(rows) and rows[line - 1].startswith("ask:")
    except Exception:  # noqa: BLE001 - any other refusal is not a missing object
        return False


def _completions(g, w, act, slots, values, bags, r, combos, counts):
    """The verdict of each completion: ({verdict: [labels]}, the first completion)."""
    kinds_read = slots.get("__kinds__") or {}
    seen: dict[str, list[str]] = {}
    first = None
    for combo in combos:
        s2 = dict(slots)
        took: dict[str, list] = {}  # (a combo may take several pieces of a kind: the ones a message names)
        for k, c in combo:
            took.setdefault(k, []).append((c, counts.get(k, 1)))
        s2["__kinds__"] = {**kinds_read, **took}
        s2["__everywhere__"] = {}
        ask = _spell(act.spell, s2)
        if not ask:
            continue
        b2 = {k: dict(v) for k, v in bags.items()}
        for need in act.needs:
            if need.key not in b2:
                continue
            val = _spell(need.value, s2)
            for name, n in _items(val or ""):
                if not any(name in b2[a.key] for a in w.areas if a.key in b2):
                    b2[need.key][name] = n
        for k, c in combo:  # a piece no need places goes where a piece of its kind said alone goes
            home = next((a for a in w.areas if a.default and k in a.holds and a.key in b2), None)
            if home is not None and not any(c in b2[a.key] for a in w.areas if a.key in b2):
                b2[home.key][c] = counts.get(k, 1)
        r2 = Reading(game=r.game, position="", action=ask, lines=list(r.lines), words=w)
        pos = _render(g.id, w, r2, values, b2)
        if "?" in pos:
            pos = _settle_unknowns(g, pos, values)
        v = _verdict(pos, g.id)
        if v is None:
            continue
        label = ", ".join(c for _k, c in combo)
        seen.setdefault(v, []).append(label)
        if first is None:
            first = (pos, ask, combo, b2)
    return seen, first


def _adopt(r, seen, first, groups, kinds_read, counts, bags, assumed_keys, lang):
    """The completion as the reading when every one rules the same; else why it is unsure."""
    kinds_said = " / ".join(k.replace("-", " ") for ks in groups for k in ks[:1])
    if len(seen) == 1:
        pos, ask, combo, b2 = first
        r.position, r.action = pos, ask
        r.missing = []
        for k, c in combo:  # the move now takes them (the guard sees what it takes)
            kinds_read.setdefault(k, []).append((c, counts.get(k, 1)))
        names = ", ".join(c for _k, c in combo)
        said = (f"the message does not say which {kinds_said}: I took {names}; any other rules the same"
                if lang != "es" else
                f"el mensaje no dice qué {kinds_said}: he tomado {names}; cualquier otro da el mismo veredicto")
        r.assumed.append(said)
        for key in b2:
            if b2[key] != bags.get(key):
                assumed_keys[key] = said
        return None
    ways = "; ".join(f"{v} with {', '.join(ns[:4])}" for v, ns in sorted(seen.items()))
    return (f"which {kinds_said} the move is about is not said, and the ruling depends on it ({ways})"
            if lang != "es" else
            f"el mensaje no dice qué {kinds_said}, y el veredicto depende de ello ({ways})")


def _bag_text(bag: dict) -> str:
    return ", ".join(n if c == 1 else f"{n} x{c}" for n, c in bag.items())


_PROPER = re.compile(r"(?<![\w'’])((?:[A-ZÁÉÍÓÚÑ][\w’'\-]*)(?:\s+(?:[A-ZÁÉÍÓÚÑ][\w\-]*|\d+\b|[A-Z]\b))*)")
_SUBJECT_VERBS = {"is", "has", "had", "was", "gets", "wants", "decides", "uses", "plays", "rolls", "hands",
                  "gives", "buys", "starts", "already", "esta", "tiene", "quiere", "usa", "juega", "tira",
                  "da", "compra", "empieza", "adjunta", "coloca", "chooses", "elige", "flies", "vuela",
                  "moves", "mueve", "takes", "toma", "keeps", "pays", "paga"}
# a state told in the past ("had the Phoenix Core from last round"): in a clause told of an earlier
# turn it says what was so then, not what is now (what happened then, "beat the Wave boss", stays)
_HAD = frozenset({"had", "held", "tenia", "tuve"})  # (words as read: folded)
# a word in capitals after one of these is said loud, not a name ("on a HOT streak", "so NOT fair")
_SHOUTED_AFTER = frozenset("a an the so too very really not totally such my your his her our their this that".split())
_PLAYER_CUES = ("captain", "capitan", "player", "jugador", "jugadora")
# a name after one of these is a thing or a place ("al Bazar", "the Bazaar"), never a player
_ARTICLES = frozenset({"al", "del", "the", "el", "la", "los", "las", "un", "una", "an"})  # not "a": "a Pablo"
# a capitalised word opening a sentence and followed by one of these is an adverb ("Right after
# that…", "Partway through…", "Justo en…"), not a name, unless the message names it again
_PREPOSITIONS = frozenset("""through after before during into onto at on in from with without of for by about
across over under until en de con por para durante tras desde sin sobre hasta""".split())


# what follows a capitalised word opening a sentence, when that word is no name: a question
# mark, a comma before a lowercase word, a number, or a determiner ("Fair?", "Mid-flight, can I",
# "Full six-colour bed", "Scoring our game"); a name is followed by what its bearer does or has
_OPENER_AFTER = re.compile(r"\s*([?!:;]|,\s*[a-zñáéíóú¿¡]|\.\s|\.$|\d|(six|five|four|three|two|our|your|their|its|this|these|"
                           r"those|nuestro|nuestra|nuestros|nuestras|vuestro|vuestra)\b)", re.I)


def _with_proper_names(text: _Text, w: Words, table: dict, lang: Optional[str] = None):
    """The message's own names as pieces: sectors, cards... by the words before them (the
    game's ``proper`` cues), the rest players.  Returns (table with them, players in order)."""
    not_names = NOT_NAMES - SPANISH_PRONOUNS if lang == "en" else NOT_NAMES
    found: dict[str, dict] = {}
    prev = None  # (sentence, end, name) of the last name kept
    for k, sent in enumerate(text.sents):
        for m in _PROPER.finditer(sent):
            name = m.group(1).strip()
            cut = re.search(r"['’]s\b", name)
            if cut:  # "Rosa's Yellow": the name ends at the possessive
                name = name[:cut.end()]
            brand = re.match(r"\s*['‘’\"“]", sent[m.start() + len(name):])
            if brand and re.search(r"['’]s$", name):
                continue  # "Meridian's 'Long-Range Scanner'": a maker's name, not a player
            possessive = bool(re.search(r"['’]s$", name)) or sent[m.end():m.end() + 2] in ("'s", "’s")
            name = re.sub(r"['’]s$", "", name)
            parts = name.split()
            while parts and fold(parts[0]) in not_names | set(_PLAYER_CUES):
                parts = parts[1:]
            if not parts or all(p.isdigit() for p in parts):
                continue
            name = " ".join(parts)
            before = [x for x in words_of(sent[:m.start()]) if x not in ".;:,!?"][-4:]
            if len(parts) == 1 and len(name) > 1 and name.isupper() and common_word(fold(name)) and \
                    before and before[-1] in _SHOUTED_AFTER:
                continue  # "on a HOT streak", "so NOT fair": a word shouted, not a name ("ANA flies…" is one)
            key = tuple(stem(x) for x in phrase(name))
            cue_words = {stem(c) for strong, weak in w.proper.values() for c in strong}
            kind_nouns = {stem(x) for xs in w.kind_words.values() for x in xs}
            before = [x for x in words_of(sent[:m.start()]) if x not in ".;:,!?"][-4:]
            cued = len(parts) > 1 and before and stem(before[-1]) in cue_words  # "the job Harrow Haul"
            if key in _action_phrases(w.game) or any(key[:-1] + (key[-1][:-len(end)],) in _action_phrases(w.game)
                                                     for end in ("ing", "ed", "d", "s") if key[-1].endswith(end)):
                continue  # "Can I Full Burn into…", "Ravi was Full Burning": a move the game declares, not a player
            if set(key) <= _title_words(w.game):
                continue  # "En Firefly con la expansión…": the game's own name, never a player
            if len(key) > 1 and _inside_a_game_name(key, w.game):
                continue  # "Marco has the Long Range Scanner": a thing the game names, never a player
            if len(parts) > 1 and any(stem(fold(x)) in kind_nouns for x in parts[1:]):
                continue  # "Gran Desafío Maldito", "Big Damn Challenge": a kind of card, not a player
            if not possessive and (words_of(sent[m.end():])[:1] or [""])[0] in _DIE_WORDS | _KIND_NOUNS \
                    and language_of(text.raw) != "es":
                continue  # "five Deal cards", "my Boss dice": the kind of a component, not a player
                # (English: Spanish names the kind after the noun, and "Pablo dice que no" is a player)
            subject = (words_of(sent[m.end():])[:1] or [""])[0] in _SUBJECT_VERBS  # "Tomás is flying"
            if not key or key in table or (stem(fold(parts[0])) in _game_words(w.game)
                                           and stem(fold(parts[0])) not in cue_words and not cued
                                           and not (subject and fold(parts[0]) not in _game_words(w.game))):
                continue
            if not words_of(sent[:m.start()]) and len(parts) == 1 and \
                    re.match(r"\s+(una|un|unos|unas|la|el|los|las|a|an|the|mi|mis|tu|some|\d+)\s", sent[m.end():]):
                continue  # "Pongo una nave...", "Take the...", "Mando 800 créditos": a sentence's first verb, not a name
            if not words_of(sent[:m.start()]) and len(parts) == 1 and fold(parts[0]) in _FIRST_PERSON_VERBS:
                continue  # "Vuelo al sector de…", "Paso 300 créditos…": the asker's verb, not a name
            if not words_of(sent[:m.start()]) and len(parts) == 2 and parts[1].isdigit() and \
                    stem(fold(parts[0])) not in _game_words(w.game) and re.match(r"\s+[a-zà-ÿ]", sent[m.end():]):
                continue  # "Mando 800 créditos a Marta", "Send 500 credits…": a verb and its count, not a name
            if not words_of(sent[:m.start()]) and m.group(1).split()[0] == parts[0] and \
                    re.fullmatch(r"[A-Z][a-z]{2,}ing", parts[0]) and language_of(text.raw) != "es" and \
                    re.match(r"\s*(\d+|a|an|the|my|his|her|our|their|your|this|that|these|those|one|two|three|"
                             r"four|five|six|both|all|every|each|another)\b", m.string[m.start() + len(parts[0]):], re.I):
                continue  # "Putting my Firefly on…", "Wiring 1500 credits to…": a gerund opening the sentence
            if not words_of(sent[:m.start()]) and len(parts) == 1 and \
                    (words_of(sent[m.end():])[:1] or [""])[0] in _PREPOSITIONS and \
                    len(re.findall(rf"\b{re.escape(parts[0])}\b", text.raw)) == 1:
                continue  # "Partway through his turn", "Justo en ese sector": an adverb opening a sentence
            if not words_of(sent[:m.start()]) and len(parts) == 1 and m.group(1).split()[0] == parts[0] and \
                    re.fullmatch(r"que|that" + (r"|[a-zñ]{2,}(ar|er|ir|ando|iendo|yendo)|asi"
                                                if language_of(text.raw) == "es" else ""),
                                 (words_of(sent[m.end():])[:1] or [""])[0]) and \
                    len(re.findall(rf"\b{re.escape(parts[0])}\b", text.raw)) == 1:
                continue  # "Dice que con Sol Azul…", "Necesita estar…", "Entró volando…", "Aun así…": no name
            if not words_of(sent[:m.start()]) and len(parts) == 1 and m.group(1).split()[0] == parts[0] and \
                    _OPENER_AFTER.match(sent[m.end():]) and len(re.findall(rf"\b{re.escape(parts[0])}\b", text.raw)) == 1:
                continue  # "Mid-flight, can I…", "Fair?", "Scoring our game", "Full six-colour bed": no name
            info = found.setdefault(name, {"strong": set(), "weak": set(), "player": False, "order": len(found)})
            if before and before[-1] in _ARTICLES:
                info["article"] = True  # "para llegar antes al Bazar": a thing or a place, never a player
            if prev is not None and prev[0] == k and re.fullmatch(r"\s*(,|,?\s*(and|y|e|or|o|&))\s*",
                                                                  sent[prev[1]:m.start()]):
                info.setdefault("listed_after", []).append(prev[2])  # "C1, C2 y C3": C2 and C3 are what C1 is
            prev = (k, m.end(), name)
            for kind, (strong, weak) in w.proper.items():
                cues = {c for c in strong}
                if any(stem(b) in {stem(c) for c in cues} for b in before) or fold(parts[0]) in cues:
                    info["strong"].add(kind)
                elif before and stem(before[-1]) in {stem(c) for c in weak}:
                    info["weak"].add(kind)
            at_start = not words_of(sent[:m.start()])
            after = words_of(sent[m.end():])[:2]
            place_verb = [kind for kind, verbs in w.proper_verbs.items()
                          if any(x in verbs for x in after[:2])]  # "Burnham Reach solo toca Highgate"
            sent_words = " " + " ".join(words_of(sent)) + " "
            moved = [kind for kind, (verbs, preps) in w.proper_moves.items()
                     if before and before[-1] in preps and any(f" {v} " in sent_words for v in verbs)]
            if moved:  # "Can he mosey to Deadwood?": where a move goes is a place
                info["strong"].add(moved[0])
                info["place_verb"] = True
            if place_verb:
                info["strong"].add(place_verb[0])
                info["place_verb"] = True
            elif after and after[0] in _SUBJECT_VERBS:
                info["player"] = True
            if after and not place_verb and (stem(after[0]),) in _action_phrases(w.game):
                info["named_player"] = True  # "Kim moseys into…": who makes one of the game's moves plays it
            owned = words_of(re.sub(r"^['’]s\b", "", sent[m.end():].lstrip()))[:1]
            owns = [kind for kind, things in w.proper_owns.items() if owned and stem(owned[0]) in {stem(t) for t in things}]
            if possessive and owns:  # "Deadwood's alerts": what a place has, not a player's
                info["strong"].add(owns[0])
            elif possessive or (before and before[-1] in _PLAYER_CUES):
                info["named_player"] = True
            if at_start and not info.get("place_verb"):
                info["player"] = True
    table = dict(table)
    players = []
    kinds: dict[str, str] = {}
    for name, info in sorted(found.items(), key=lambda kv: kv[1]["order"]):
        listed = [kinds.get(x) for x in info.get("listed_after", [])]
        if not info.get("named_player") and any(x and x != "player" for x in listed):
            # the words before a listed name are its list's head's cues
            kind = next(x for x in listed if x and x != "player")
        elif info.get("named_player"):
            kind = "player"
        elif info["strong"]:
            kind = sorted(info["strong"])[0]
        elif info["player"]:
            kind = "player"
        elif info["weak"]:
            kind = sorted(info["weak"])[0]
        elif info.get("article"):
            continue  # named with an article and nothing to place it by: no piece, and no player
        else:
            kind = "player"
        kinds[name] = kind
        if kind == "player":
            players.append(name)
        table.setdefault(tuple(stem(x) for x in phrase(name)), _Piece(kind, name))
    return table, players


def _needs_elsewhere(w: Words, act: Action, slots: dict, bags: dict, table) -> bool:
    """Does the action presuppose a piece in an area (a die set aside) that the message puts in
    another one (the pool), and not in that area?"""
    for need in act.needs:
        if need.key not in bags:
            continue
        for name, _n in _items(_spell(need.value, slots) or ""):
            if name in bags[need.key]:
                continue
            if any(name in bags[a.key] for a in w.areas if a.key != need.key and _holds_name(a, name, table)):
                return True
    return False


def _holds_name(area: Area, name: str, table) -> bool:
    kinds = {p.kind for p in table.values() if p.canon == name}
    return bool(kinds & set(area.holds))


# what an ordinal counts when the asked move is said with it ("roll a third time", "my 4th try",
# "por tercera vez"; the words fold "third" to "3"): the move made that many times, this one
# included; a singular unit after an article tells it from a count ("rolled 3 times")
_ORDINAL_UNITS = {"time", "try", "go", "attempt", "vez", "intento"}
_ORDINAL_BEFORE = {"a", "the", "my", "his", "her", "their", "our", "your", "this", "that", "por", "la", "una", "mi",
                   "su", "el"}


def _ordinal_asked(text: _Text, act_span: tuple[int, int], num) -> Optional[int]:
    """The count before the asked move when the move is asked of its Nth time (N - 1), for a
    number the game counts in times ("roll: 2" for "can I roll a third time?"); else None."""
    if not any(stem(u) == "time" for u in num.units):
        return None  # (a count of something else: tokens, cards)
    ws = text.ws
    for i in range(max(1, act_span[0]), min(act_span[1], len(ws) - 1)):
        if ws[i].isdigit() and ws[i + 1] in _ORDINAL_UNITS and ws[i - 1] in _ORDINAL_BEFORE and int(ws[i]) >= 1:
            return int(ws[i]) - 1
    return None


def _claimed(text: _Text, lang: str) -> set[int]:
    """The words of a claim someone makes in the situation ("Owen is rushing the Boss and says he
    gets four rolls at it"): from the verb of saying to the end of its sentence. A count there is
    what is argued, not a fact of the table (the question asks whether it is right)."""
    verbs = set("|".join(_REPORTERS.values() if lang not in _REPORTERS else [_REPORTERS[lang]]).split("|"))
    out: set[int] = set()
    for k in range(len(text.sents)):
        s, e = text.span(k)
        at = next((i for i in range(s, e) if text.ws[i] in verbs and i > s
                   and text.ws[i - 1] not in ("i", "we", "yo")  # (what the asker says is told)
                   and (text.ws[i] not in _CLAIM_VERBS or re.match(_CLAUSE_AFTER, " " + " ".join(text.ws[i + 1:e]) + " "))), None)
        if at is not None:
            out.update(range(at, e))
    return out


def _number(text: _Text, num, skip=None, claimed: frozenset | set = frozenset(), unit_at=None) -> Optional[int]:
    """The number said for ``num`` ("400 VP at risk", "a charge of 3", "plus a barrel"), or None;
    ``unit_at`` (a list) gets the span of the unit words read with it."""
    ws = text.ws
    units = [phrase(u) for u in num.units]
    afters = [phrase(a) for a in num.after]
    near = [phrase(n) for n in num.near]
    for i, x in enumerate(ws):
        if skip and skip[0] <= i < skip[1] or i in claimed:
            continue
        if x in ("out", "no", "sin") and not x.isdigit():
            # "out of arcade tokens", "no tokens left": none of them
            j = i + 2 if x == "out" and i + 1 < len(ws) and ws[i + 1] == "of" else i + 1
            if x == "out" and j == i + 1:
                continue
            for u in units:
                n = len(u)
                for k in (j, j + 1):  # "out of (my) tokens"
                    if u and tuple(stem(y) for y in ws[k:k + n]) == tuple(stem(y) for y in u):
                        if not near or any(_contains(ws[slice(*text.span(text.sent_of[i]))], m) for m in near):
                            return 0
            continue
        one = num.article and x in _ONE_OF and i + 1 < len(ws)  # "plus a barrel": one of the unit
        if not x.isdigit() and not one:
            continue
        ok = False
        for u in units:
            if u and tuple(stem(y) for y in ws[i + 1:i + 1 + len(u)]) == tuple(stem(y) for y in u):
                if not ok and unit_at is not None:
                    unit_at[:] = [i + 1, i + 1 + len(u)]  # (the first unit that fits: the longest declared first)
                ok = True
        if one and not ok:
            continue
        for a in afters:
            j = i - len(a)
            if a and j >= 0 and tuple(stem(y) for y in ws[j:i]) == tuple(stem(y) for y in a):
                ok = True
        if not ok:
            continue
        if near:
            k = text.sent_of[i]
            s, e = text.span(k)
            if not any(_contains(ws[s:e], n) for n in near):
                continue
        return 1 if one else int(x)
    return None


_ONE_OF = {"a", "an", "un", "una"}  # (an article before a declared unit counts one of it)


# Spanish verbs whose person is the speaker, opening a sentence with no subject named
_FIRST_PERSON_VERBS = {"puedo", "quiero", "tengo", "estoy", "doy", "muevo", "vuelo", "deambulo", "pongo", "coloco",
                       "compro", "vendo", "robo", "uso", "empiezo", "adjunto", "mando", "envio", "paso", "pago",
                       "transfiero", "presto", "regalo", "cambio", "juego", "saco", "tiro", "cojo", "llevo"}
# object pronouns a Spanish verb may open with ("Le mando 800 créditos a Marta": I send her...)
_CLITICS = {"le", "les", "me", "te", "se", "lo", "la", "los", "las", "nos"}


_SPEAKER_SUBJECTS = {"i", "yo", "we", "nosotros"}  # the one asking, as the subject of a verb


def _named_subject(text: _Text, k: int, players: list[str], lang: str, w: Words) -> str:
    """Sentence ``k`` with the pronoun it opens with replaced by the player it stands for, so
    that it can be moved after sentences naming others ("Marco… He buys four cargo. Jen says…":
    moved last, "He" is still Marco, not Jen)."""
    sent = text.sents[k]
    m = re.match(r"^(\W*)(\w+)\b", sent)
    if not m or m.group(2).lower() not in PRONOUNS or not players:
        return sent
    who = _actor(text, k, players, lang, w)
    if not who or who == w.default_player.get(lang, "Me"):
        return sent
    return m.group(1) + who + sent[m.end():]


_OBJECT_OF = {"she": "her", "he": "him"}  # the object pronoun of a subject pronoun (not "her" before a noun)


def only_argues(name: str, sents: list[str], lang: Optional[str]) -> bool:
    """Is ``name`` said in these sentences only as who says something ("Carla le dijo que eso no
    vale", "Then Tom says nobody can…": before the verb of saying)? Who argues is no player of
    the table. (True when no sentence names them.)"""
    said = _REPORTED[lang if lang in _REPORTERS else None]
    return all(_reported(s, lang) and (m := said.match(s)) is not None
               and re.search(rf"\b{re.escape(name)}\b", s[:m.start(1)]) is not None
               for s in sents if re.search(rf"\b{re.escape(name)}\b", s))


def _arguers(text: _Text, k: int, players: list[str], lang: str) -> set[str]:
    """The players the sentences before ``k`` name, and only as who says something ("Jess says
    it's once a move."): a pronoun after them stands for a player of the table, not for them."""
    return {p for p in players if any(re.search(rf"\b{re.escape(p)}\b", s) for s in text.sents[:k])
            and only_argues(p, text.sents[:k], lang)}


def _actor(text: _Text, k: int, players: list[str], lang: str, w: Words) -> Optional[str]:
    """Who acts: a sentence opening with a pronoun means the last player named before it (not
    one named later in the same sentence, who is acted on); else the first player the action
    sentence names; else "me" for a first-person sentence."""
    sent = text.sents[k]
    m = _REPORTED[lang if lang in _REPORTERS else None].match(sent)
    if m and _reported(sent.split(": ")[0], lang):  # (a closing question merged after ": ")
        # "Owen says the scanner should have stopped her move": the one who says it argues about
        # someone else's move; who acts is read in what is said
        reporters = {p for p in players if re.search(rf"\b{re.escape(p)}\b", sent[:m.start(1)])}
        players = [p for p in players if p not in reporters]
        sent = re.sub(r"^\W*(that|que)\b", "", sent[m.end():], flags=re.I)
    ws = words_of(sent)
    first = next((x for x in ws if x.isalpha()), "")
    here = [p for p in players if re.search(rf"\b{re.escape(p)}\b", sent)]
    if first in PRONOUNS and players:
        before = " ".join(text.sents[:k])
        earlier = [p for p in players if p not in here and before.rfind(p) >= 0]
        # not one who did something to "her" before ("Ben pulled the Cruiser onto her. She wants…"):
        # a subject is not the object pronoun of its own sentence, so "she" is someone else
        obj = _OBJECT_OF.get(first)
        if obj and len(earlier) > 1:
            other = [p for p in earlier if not any(
                re.search(rf"\b{re.escape(p)}\b.*\b{obj}\b\s*(?:$|[.,;!?]|and\b|but\b|so\b)", s, re.I)
                for s in text.sents[:k])]
            earlier = other or earlier
        earlier = [p for p in earlier if p not in _arguers(text, k, players, lang)] or earlier
        if earlier:
            return max(earlier, key=lambda p: before.rfind(p))
    verb = next((x for x in ws if x.isalpha() and x not in _CLITICS), "")  # "Le mando…": mando
    if here and (first in _FIRST_PERSON_VERBS | {"i", "yo"} or first in _CLITICS and verb in _FIRST_PERSON_VERBS):
        return w.default_player.get(lang, "Me")  # "¿Puedo darle 300 créditos a Sally?": Sally is acted on
    if here:
        named_at = min(sent.find(p) for p in here)
        speaker = [i for i, x in enumerate(ws) if x in _SPEAKER_SUBJECTS | _FIRST_PERSON_VERBS]
        if speaker and len(" ".join(ws[:speaker[0]])) < len(" ".join(words_of(sent[:named_at]))):
            return w.default_player.get(lang, "Me")  # "can i send Dave some credits?": Dave is acted on
    if here:
        return min(here, key=lambda p: sent.find(p))
    if set(ws) & FIRST_PERSON:
        return w.default_player.get(lang, "Me")
    if set(ws) & PRONOUNS and players:
        before = " ".join(text.sents[:k])
        # ("Marco has the scanner. Jess says it's once a move. Can he scan twice?": Marco)
        return max([p for p in players if p not in _arguers(text, k, players, lang)] or players,
                   key=lambda p: before.rfind(p))
    if not players and IMPERSONAL.search(" ".join(ws)):
        return w.default_player.get(lang, "Me")  # "Is it ok to full burn into…?": the one asking
    if not players and diary(text.sents[0]):
        return w.default_player.get(lang, "Me")  # "rolled a 3 on the alert check, …": the one telling it
    return players[0] if players else None



def _slots(w: Words, act: Action, trigger, act_pieces, ws, stops, values, actor, act_words,
           everywhere: Optional[dict] = None) -> dict:
    everywhere = everywhere or {}
    slots: dict[str, object] = {"player": actor}
    if trigger is not None:
        slots["trigger"] = trigger.canon
        owner = w.owners.get(trigger.canon)
        if owner:
            slots["owner"] = owner
            owner_kinds = {p.kind for _s, _e, p in act_pieces if p.canon == owner}
            t_at = next((s for s, _e, p in act_pieces if p == trigger), None)
            before = [(s, p) for s, _e, p in act_pieces
                      if t_at is not None and t_at - 3 <= s < t_at and p.kind in owner_kinds | {"outlaw", "passenger"}
                      and p.kind != trigger.kind]
            if before and before[-1][1].canon != owner:  # "Can Mal use Cover Fire?": Mal tries it
                slots["owner"] = before[-1][1].canon
        own = [p for p, o in w.owners.items() if o == trigger.canon]
        if len(own) == 1:
            slots["power"] = own[0]
    if slots.get("owner"):
        # "Book's Salvation with 2 Books": the owner's dice the action counts are all on the table
        n = max([_count_near(ws, s, e, stops, frozenset()) or 1 for s, e, p in act_pieces
                 if p.canon == slots["owner"]] or [1])
        slots["owned"] = slots["owner"] if n == 1 else f"{slots['owner']} x{n}"
    # pieces of each kind, in order, with counts (the owner's own mention is not a target)
    by_kind: dict[str, list[tuple[str, int]]] = {}
    for s, e, p in act_pieces:
        if trigger is not None and p == trigger:
            continue
        if p.canon == slots.get("owner"):
            continue
        n = _count_near(ws, s, e, stops, frozenset(ps for ps, _, _ in act_pieces)) or 1
        lst = by_kind.setdefault(p.kind, [])
        for i, (name, c) in enumerate(lst):
            if name == p.canon:
                lst[i] = (name, max(c, n))
                break
        else:
            lst.append((p.canon, n))
    skip = {slots.get("owner"), slots.get("trigger")}
    slots["__everywhere__"] = {k: [n for n in v if n not in skip] for k, v in everywhere.items()}
    for kind, n in _counted_kinds(w, act_words):
        # "hit two different foes", "both foes": that many of the kind named elsewhere in the message
        named = slots["__everywhere__"].get(kind) or []
        if kind not in by_kind and named:
            by_kind[kind] = [(x, 1) for x in named[:n]]
    others = [n for n, _ in by_kind.get("player", []) if n != actor]
    if others:
        slots["other"] = others[0]
    slots["__kinds__"] = by_kind
    slots["__numbers__"] = [int(x) for x in act_words if x.isdigit()]
    for k, v in values.items():
        if isinstance(v, str):
            slots[k] = v
    return slots


_COUNT_BREAK = {".", ";", ",", ":", "!", "?", "and", "y", "or", "o"}


def kind_not_taken(taken: set):
    """Whether a kind counted in the asked move's sentence tells the table (the move takes none)."""
    return lambda kind: kind not in taken


def _unnamed_counts(w: Words, ws: list[str], act_span, earlier, pieces,
                    also_act=lambda kind: False) -> list[tuple[str, int, int]]:
    """Kinds the situation counts without naming any ("four black Foe dice", "dos enemigos"):
    (kind, how many, where).  A count with a name after it ("2 Niska dice") is that piece's."""
    said = {stem(x): kind for kind, xs in w.kind_words.items() for x in xs}
    named_at = {i for s, e, _p in pieces for i in range(s, e)}
    out = []
    for i, x in enumerate(ws):
        kind = said.get(stem(x))
        if kind is None or i in earlier or (act_span[0] <= i < act_span[1] and not also_act(kind)):
            continue
        j, n = i - 1, None
        while j >= 0 and i - j <= 3 and ws[j] not in _COUNT_BREAK and j not in named_at:
            if ws[j].isdigit():
                n = int(ws[j])
                break
            j -= 1
        if n and n > 0 and not negated_at(ws, j if j >= 0 else 0):
            out.append((kind, n, i))
    return out


# "every foe" tells an effect ("hitting every Foe for 1"), not targets picked: only counts
_QUANTITY = {"both": 2, "ambos": 2, "ambas": 2}
_QUALIFIERS = {"different", "other", "separate", "the", "of", "distintos", "distintas", "diferentes", "los", "las"}


def _counted_kinds(w: Words, ws: list[str]) -> list[tuple[str, int]]:
    """Kinds said with a count and no names ("two different foes", "both foes"): (kind, how many)."""
    said = {}
    for kind, phrases in w.kind_words.items():
        for x in phrases:
            said[stem(x)] = kind
    out = []
    for i, x in enumerate(ws):
        kind = said.get(stem(x))
        if kind is None:
            continue
        j = i - 1
        while j >= 0 and ws[j] in _QUALIFIERS and i - j <= 3:
            j -= 1
        if j < 0:
            continue
        if ws[j].isdigit() and int(ws[j]) > 1:
            out.append((kind, int(ws[j])))
        elif ws[j] in _QUANTITY:
            out.append((kind, _QUANTITY[ws[j]]))
    return out


_SLOT = re.compile(r"\{([a-z_\-]+(?:[+*?$]?,[a-z_\-]+)*)([+*?$]?)\}")


def _slot_parts(spell: str) -> list[list[str]]:
    """Each slot of a move's spelling as its kinds, each with its mark ("{outlaw*,passenger*}" ->
    ["outlaw*", "passenger*"]; "{foe*}": the slot's closing mark is its last kind's)."""
    out = []
    for m in _SLOT.finditer(spell):
        parts = m.group(1).split(",")
        parts[-1] += m.group(2)
        out.append(parts)
    return out


def _spell(template: str, slots: dict) -> Optional[str]:
    """Fill a template; None when a required slot has nothing."""
    kinds = slots.get("__kinds__", {})
    missing = False

    def fill(m):
        nonlocal missing
        name, mod = m.group(1), m.group(2)
        if "," in name:  # {outlaw*,passenger*,foe*}: one list of the pieces of several kinds
            parts = []
            for part in name.split(","):
                k = part.rstrip("+*?$")
                parts += [n if c == 1 else f"{n} x{c}" for n, c in (kinds.get(k) or [])]
            if not parts and mod == "+":
                missing = True
            return ", ".join(parts)
        if slots.get(name) not in (None, "") and not name.startswith("__"):
            return str(slots[name])
        items = kinds.get(name) or kinds.get(name.replace("-", " ")) or []
        if mod in ("", "+", "$") and not items:
            once = slots.get("__everywhere__", {}).get(name) or []
            if len(once) == 1:  # not in the action sentence, but named once in the message: that one
                items = [(once[0], 1)]
        if items or name in kinds or name.replace("-", " ") in kinds:
            if mod == "$":
                if not items:
                    missing = True
                    return ""
                return items[-1][0]
            if mod in ("+", "*"):
                if not items and mod == "+":
                    missing = True
                return ", ".join(n if c == 1 else f"{n} x{c}" for n, c in items)
            if not items:
                if mod != "?":
                    missing = True
                return ""
            return items[0][0]
        if name in ("number", "second-number"):  # the first, or the second, number the action says
            nums = slots.get("__numbers__") or []
            i = 0 if name == "number" else 1
            if len(nums) <= i:
                missing = mod != "?"
                return ""
            return str(nums[i])
        v = slots.get(name)
        if v in (None, ""):
            if mod not in ("*", "?"):
                missing = True
            return ""
        return str(v)

    out = _SLOT.sub(fill, template)
    if missing:
        return None
    out = re.sub(r"\s*,(\s*,)+", ",", out)
    out = re.sub(r"\s+,", ",", out)
    out = re.sub(r",\s*$", "", re.sub(r"\s+", " ", out).strip())
    return re.sub(r"\s+", " ", out).strip(" ,")


def _missing_text(template: str, slots: dict, lang: str) -> str:
    names = [m.group(1) for m in _SLOT.finditer(template)
             if _spell("{" + m.group(1) + m.group(2) + "}", slots) is None]
    what = ", ".join(n.replace("-", " ") for n in names) or "the action"
    return (f"which {what} the action is about" if lang == "en" else f"a qué {what} se refiere la acción")


def _items(val: str) -> list[tuple[str, int]]:
    out = []
    for part in [p.strip() for p in val.split(",") if p.strip()]:
        m = re.match(r"^(.*?)\s+x(\d+)$", part)
        out.append((m.group(1), int(m.group(2))) if m else (part, 1))
    return out


def _say(need, lang: str, slots: dict, value: str) -> str:
    template = need.es if lang == "es" and need.es else need.en
    data = {k: v for k, v in slots.items() if isinstance(v, str)}
    data.update({k.capitalize(): v.capitalize() for k, v in list(data.items()) if isinstance(v, str)})
    items = [x.strip() for x in value.split(",") if x.strip()]
    joiner = " y " if lang == "es" else " and "
    data["value"] = joiner.join(items) if len(items) > 1 else value
    data["Value"] = joiner.join(x.capitalize() for x in items) if items else value
    if len(items) > 1 and lang != "es":  # "Niska and Saffron are in play"
        template = re.sub(r"\bis\b", "are", template, count=1)
        template = re.sub(r"\bshows\b", "show", template, count=1)
    try:
        return template.format(**data)
    except (KeyError, IndexError, ValueError):
        return template


def _render(gid: str, w: Words, r: Reading, values: dict, bags: dict) -> str:
    lines = [f"game: {gid}"]
    lines += [l for l in w.base.splitlines() if l.strip()]
    keys = list(w.order) or sorted(set(values) | set(bags))
    for key in keys:
        if key in bags:
            if bags[key]:
                lines.append(f"{key}: " + ", ".join(n if c == 1 else f"{n} x{c}" for n, c in bags[key].items()))
        elif key in values and values[key] not in (None, ""):
            lines.append(f"{key}: {values[key]}")
    lines += r.lines
    if r.action:
        lines.append(f"ask: {r.action}")
    return "\n".join(lines) + "\n"


def _reading_holds(when: str, values: dict, bags: dict) -> bool:
    """Does the reading so far hold ``when`` ("step=misbehave", or "modes+dark-energy": that
    piece in an area key)?"""
    if "+" in when:
        key, _, piece = when.partition("+")
        return bool(bags.get(key, {}).get(piece)) or piece in re.split(r"\s*,\s*", str(values.get(key) or ""))
    key, _, value = when.partition("=")
    return values.get(key) == value


def _settle_unknowns(g, text: str, values: dict) -> str:
    """Keep a ``?`` only where the game accepts it; else its neutral value."""
    for _ in range(len(values) + 1):
        try:
            g.parse(text)
            return text
        except PositionError as exc:
            line = getattr(exc, "line", None)
            if not line:
                break
            rows = text.split("\n")
            row = rows[line - 1]
            key = row.split(":", 1)[0].strip()
            fb = values.get(f"__fallback__{key}")
            if "?" not in row or fb is None:
                break
            rows[line - 1] = f"{key}: {fb}"
            text = "\n".join(rows)
    return text


# ------------------------------------------------------------------ follow-ups
def amend(position: str, message: str, game: str, lang: Optional[str] = None) -> Optional[Reading]:
    """A follow-up ("and if it were Step 1?", "what if Saffron had three dice?") applied to the
    last position read: the keys the follow-up states replace the old ones; the ask stays."""
    new = read(message, game, lang, need_action=False)
    if new is None:
        return None
    stated = new.values.get("__stated__", set())
    cleared = new.values.get("__cleared__", set())
    if not stated:
        return None
    w = new.words
    areas = {a.key for a in w.areas}
    swapped = _swapped(position, message, new, game)
    if swapped is not None:
        return swapped
    rows = [l for l in position.splitlines() if l.strip()]
    out, done = [], set()
    for row in rows:
        key = row.split(":", 1)[0].strip().lower()
        if key in cleared and key not in stated:
            continue
        if key in stated and key not in done:
            done.add(key)
            if key in areas:
                old = dict(_items(row.split(":", 1)[1].strip())) if ":" in row else {}
                old.update(new.values.get(key, {}))
                if old:
                    out.append(f"{key}: " + ", ".join(n if c == 1 else f"{n} x{c}" for n, c in old.items()))
            elif new.values.get(key) not in (None, ""):
                out.append(f"{key}: {new.values[key]}")
            continue
        out.append(row)
    asks = [l for l in out if l.lower().startswith("ask:")]
    out = [l for l in out if not l.lower().startswith("ask:")]
    for key in stated:
        if key in done:
            continue
        if key in areas and new.values.get(key):
            out.append(f"{key}: " + ", ".join(n if c == 1 else f"{n} x{c}" for n, c in new.values[key].items()))
        elif key not in areas and new.values.get(key) not in (None, ""):
            out.append(f"{key}: {new.values[key]}")
    text = "\n".join(out + asks) + "\n"
    ask = asks[-1].split(":", 1)[1].strip() if asks else None
    return Reading(game=new.game, position=text, action=ask, lang=new.lang, stated=sorted(stated), words=w)


def _swapped(position: str, message: str, new: Reading, game: str) -> Optional[Reading]:
    """"and Kaylee?" after "can I reroll Zoe?": a follow-up naming only one piece, of a kind the
    asked move's pieces share an area with and not on the table yet, asks the same move of it."""
    if len(words_of(message)) > 4:
        return None
    table, longest = _piece_table(game)
    said = _match(words_of(message), table, longest)
    if len(said) != 1:
        return None
    piece = said[0][2]
    rows = [l for l in position.splitlines() if l.strip()]
    ask_at = next((i for i, l in enumerate(rows) if l.lower().startswith("ask:")), None)
    if ask_at is None or re.search(rf"\b{re.escape(piece.canon)}\b", position):
        return None
    kind_of = {p.canon: p.kind for p in table.values()}
    kin = {piece.kind} | {k for a in new.words.areas if piece.kind in a.holds for k in a.holds}  # (River, Wash: crew)
    old = next((x for x in re.findall(r"[\w-]+", rows[ask_at].split(":", 1)[1])
                if x != piece.canon and kind_of.get(x) in kin), None)
    if old is None:
        return None
    swap = re.compile(rf"(?<![\w-]){re.escape(old)}(?![\w-])")
    out = [swap.sub(piece.canon, l) if l.split(":", 1)[0].strip() != "game" else l for l in rows]
    ask = out[ask_at].split(":", 1)[1].strip()
    return Reading(game=new.game, position="\n".join(out) + "\n", action=ask, lang=new.lang,
                   stated=sorted(new.values.get("__stated__", set())), words=new.words)
