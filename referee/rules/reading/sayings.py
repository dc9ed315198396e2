"""Which move a sentence asks about, found by its nearest worked examples.

Why: the trigger phrases a game declares in ``words.py`` find a move only when the player
says one of them, and players say a move a hundred ways ("meterme a toda máquina", "go
after the boss", "yo can river hit both foes"). Each game package also carries a bank of
whole example sentences per move (``games/<game>/sayings.py``, written from the rulebook and
the moves' definitions). A sentence no declared phrase explains is matched to that bank by
meaning (the sentence encoder search uses) after the game's own names are replaced by their
kind ("reroll Niska" and "reroll Saffron" are the same move); a game added tomorrow gets the
same mechanism by writing its examples, not a pattern per phrasing.

A match is used only when it is close and clearly ahead of every other move (moves declared
alike, such as one move with and without an option, count as one). Else no move is read,
and the chat states no verdict: a wrong move read is a wrong ruling.
"""
from __future__ import annotations

import hashlib
import logging
import math
import os
import sys
import threading
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from importlib import import_module
from pathlib import Path
from typing import Optional

import numpy as np

log = logging.getLogger(__name__)

# a move is read when the sentence is this much closer to its examples than to the next move's
# (cosine to each move's mean example, by meaning and by words, half each), and somewhat close to
# them by meaning alone. Measured leaving each example out of its own bank (742 examples, 4
# games): a margin of 0.10 reads 41% of them, 97.7% rightly; 0.04 reads 69%, 89.6% rightly.
MARGIN = 0.10
CLOSE = 0.3
SEMANTIC = 0.5  # the weight of meaning against words
# a sentence sharing less than this by words with every move's examples is not encoded (an
# encoder pass is most of a reading's cost); leaving examples out, it drops 5 of 305 moves read
WORDS_FIRST = 0.1
NICE = 5  # the background job's niceness, as referee.vectors' job
# the bank's vectors are kept here between processes (beside the meaning cache)
CACHE_ENV = "REFEREE_MEANING_CACHE"


@dataclass(frozen=True)
class Saying:
    """One way a player says a move: ``Saying("lay-low", "can I just bank it and stop?")``."""

    action: str
    text: str
    lang: str = "en"
    # a worked example's position (``EXAMPLES`` of a game's sayings.py): the table and the ask the
    # sentence says, with places and players nobody names as stand-ins and ``{me}`` for the asker
    position: str = ""


@dataclass(frozen=True)
class Match:
    """The move a sentence was matched to, how close, how far ahead, and the example."""

    action: str
    closeness: float
    margin: float
    example: str
    family: tuple[str, ...]  # the moves declared alike with it, in declaration order


@lru_cache(maxsize=None)
def sayings_for(game_id: str, kind: str = "SAYINGS") -> tuple[Saying, ...]:
    """The game's bank (empty when its package has none): ``SAYINGS`` (moves) or ``EXAMPLES``
    (worked examples with their positions)."""
    from ..registry import get_game
    try:
        pkg = sys.modules[type(get_game(game_id)).__module__].__package__  # the game's package
        mod = import_module(pkg + ".sayings")
    except (ImportError, ValueError):
        return ()
    return tuple(getattr(mod, kind, ()))


def families(words) -> dict[str, tuple[str, ...]]:
    """Action name -> the actions declared alike with it (same trigger phrases, or the same
    kinds of piece and none): one move the spelling then tells apart."""
    out: dict[str, tuple[str, ...]] = {}
    for a in words.actions:
        key = (tuple(sorted(a.said)), tuple(sorted(a.kinds)) if not a.said else ())
        same = tuple(b.name for b in words.actions
                     if (tuple(sorted(b.said)), tuple(sorted(b.kinds)) if not b.said else ()) == key)
        out[a.name] = same
    return out


def masked(game_id: str, text: str) -> str:
    """The sentence with each of the game's names replaced by its kind ("reroll niska" ->
    "reroll foe"): what is said of a piece, not which piece, tells the move."""
    from .vocabulary import _match, _piece_table
    from .sentences import words_of
    ws = words_of(text)
    table, longest = _piece_table(game_id)
    out, i = [], 0
    for s, e, piece in sorted(_match(ws, table, longest), key=lambda h: h[0]):
        if s < i:
            continue
        out.extend(ws[i:s])
        out.append(piece.kind.replace("-", " "))
        i = e
    out.extend(ws[i:])
    return " ".join(out)


# words that say nothing of which move (English and Spanish)
_STOP = frozenset("""a an the i my me we you to of and or in on it is are be can could may do does did with for at by
from that this his her their its so if then just still now yo lol rn u r n im its ok right de la el los las en y o
un una que mi mis su sus con por para lo le se es al del me yo tu""".split())


def _terms(game_id: str, text: str) -> list[str]:
    from .sentences import stem, words_of
    return [stem(x) for x in words_of(masked(game_id, text)) if x not in _STOP and not x.isdigit() and x.isalnum()]


# words that tell of no move whatever the sentence (who, when, saying so): a sentence matched to a
# move by meaning must share with that move's sayings some other word (``shares_move_words``)
_NOT_MOVE_WORDS = _STOP | frozenset("""he she they him her them we you when where while as has have had was were will would
should not no there here what how why who each after before say says said tell tells told think thinks one
out off up down back over away into onto about cuando donde mientras como dice dijo dicen ha han hay era fue no si""".split())


def shares_move_words(game_id: str, sentence: str, family: tuple[str, ...], words) -> bool:
    """Does ``sentence`` say some word the sayings of ``family`` say, besides the names of pieces
    and words that tell of no move? A move matched by meaning alone ("when we pick Havens, can I
    put mine on a planet sector out on the Rim?" near "do I draw from the Rim nav deck?", by the
    Rim and how questions sound) is not said: the move's own words are not there."""
    b = bank(game_id, words)
    if b is None:
        return False
    mine = set(_terms(game_id, sentence)) - _no_move_stems(game_id)
    return any(mine & b.lex[i].keys() for i, f in enumerate(b.families) if f == family)


@lru_cache(maxsize=None)
def _no_move_stems(game_id: str) -> frozenset:
    """The stems ``shares_move_words`` passes over: the game's kinds of pieces, and words that
    tell of no move (worked out once a game, not for every sentence)."""
    from .sentences import stem
    from .vocabulary import _piece_table
    kinds = {stem(w) for p in _piece_table(game_id)[0].values() for w in p.kind.replace("-", " ").split()}
    return frozenset(kinds | {stem(x) for x in _NOT_MOVE_WORDS})


class _Bank:
    """A game's examples, as one centroid per move family: the mean of its examples' sentence
    vectors and the mean of their (unit) word-weight vectors."""

    def __init__(self, game_id: str, sayings: tuple[Saying, ...], vectors: np.ndarray, words):
        self.game_id = game_id
        fam = families(words)
        kept = [(i, s) for i, s in enumerate(sayings) if s.action in fam]
        terms = [_terms(game_id, s.text) for _i, s in kept]
        df = Counter(t for ts in terms for t in set(ts))
        n = len(terms)
        self.idf = {t: math.log((n + 1) / d) for t, d in df.items()}
        self.families: list[tuple[str, ...]] = []
        self.example: list[str] = []
        sem, lex = [], []
        for f in dict.fromkeys(fam[s.action] for _i, s in kept):
            rows = [k for k, (_i, s) in enumerate(kept) if fam[s.action] == f]
            self.families.append(f)
            self.example.append(kept[rows[0]][1].text)
            c = vectors[[kept[k][0] for k in rows]].mean(axis=0)
            sem.append(c / (np.linalg.norm(c) or 1.0))
            mean: Counter = Counter()
            for k in rows:
                for t, v in self._weights(terms[k]).items():
                    mean[t] += v / len(rows)
            lex.append(dict(mean))
        self.sem = np.stack(sem) if sem else np.zeros((0, vectors.shape[1]), dtype=np.float32)
        self.lex = lex

    def _weights(self, terms: list[str]) -> dict[str, float]:
        c = Counter(terms)
        v = {t: (1 + math.log(k)) * self.idf.get(t, 0.0) for t, k in c.items()}
        z = math.sqrt(sum(x * x for x in v.values())) or 1.0
        return {t: x / z for t, x in v.items() if x}

    def by_words(self, text: str) -> np.ndarray:
        """Each family's closeness by words alone (cosine of word weights to its mean example)."""
        q = self._weights(_terms(self.game_id, text))
        return np.array([sum(c.get(t, 0.0) * x for t, x in q.items()) for c in self.lex])

    def scores(self, vector: np.ndarray, text: str, lex: Optional[np.ndarray] = None) -> tuple[np.ndarray, np.ndarray]:
        """(the blended score of each family, its closeness by meaning alone)."""
        lex = self.by_words(text) if lex is None else lex
        sem = self.sem @ vector
        return SEMANTIC * sem + (1 - SEMANTIC) * lex, sem


_banks: dict[str, _Bank] = {}
_lock = threading.Lock()


class _Examples:
    """A game's worked examples, each with its own sentence vector and word weights: an
    example is matched whole (its position is the template), not as one of a family's mean."""

    def __init__(self, game_id: str, examples: tuple[Saying, ...], vectors: np.ndarray, idf: dict[str, float]):
        self.game_id = game_id
        self.examples = examples
        self.vectors = vectors
        self.idf = idf
        self.lex = [self._weights(_terms(game_id, e.text)) for e in examples]

    _weights = _Bank._weights

    def scores(self, vector: np.ndarray, text: str) -> tuple[np.ndarray, np.ndarray]:
        """(each example's blended closeness, its closeness by meaning alone)."""
        q = self._weights(_terms(self.game_id, text))
        lex = np.array([sum(c.get(t, 0.0) * x for t, x in q.items()) for c in self.lex])
        sem = self.vectors @ vector
        return SEMANTIC * sem + (1 - SEMANTIC) * lex, sem


def _cache_path(game_id: str, texts: list[str]) -> Path:
    from ...meaning import MODEL_ID
    folder = os.environ.get(CACHE_ENV) or os.path.join(os.path.expanduser("~"), ".cache", "referee")
    key = hashlib.sha256(("\n".join([MODEL_ID, *texts])).encode()).hexdigest()[:20]
    return Path(folder) / f"sayings-{game_id}-{key}.npy"


_serving = False  # True in a serving process: requests never encode the examples (see in_background)


@lru_cache(maxsize=None)
def _texts(game_id: str, kind: str = "SAYINGS") -> tuple[str, ...]:
    return tuple(masked(game_id, s.text) for s in sayings_for(game_id, kind))


def _load(path: Path, n: int, dim: int) -> Optional[np.ndarray]:
    try:
        vectors = np.load(path) if path.exists() else None
    except (OSError, ValueError):
        return None
    return vectors if vectors is not None and vectors.shape == (n, dim) else None


def _vectors(game_id: str, kind: str) -> Optional[np.ndarray]:
    """The bank's sentence vectors: encoded once, then kept on disk; None without the encoder,
    and in a serving process until the background job has kept them."""
    from ...meaning import encoder
    enc = encoder()
    if enc is None:
        return None
    texts = list(_texts(game_id, kind))
    path = _cache_path(game_id, texts)
    vectors = _load(path, len(texts), enc.dim)
    if vectors is None and _serving:
        return None  # the background job is encoding them: read by declared phrases until then
    if vectors is None:
        vectors = enc.encode(texts)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp.npy")
            np.save(tmp, vectors)
            os.replace(tmp, path)
        except OSError:  # a read-only home: kept in this process only
            pass
    return vectors


def bank(game_id: str, words=None) -> Optional[_Bank]:
    """The game's bank with its vectors (encoded once, then kept on disk); None without a
    bank or without the encoder, and in a serving process until its vectors are kept."""
    got = _banks.get(game_id)
    if got is not None:
        return got
    sayings = sayings_for(game_id)
    if not sayings:
        return None
    with _lock:
        got = _banks.get(game_id)
        if got is not None:
            return got
        vectors = _vectors(game_id, "SAYINGS")
        if vectors is None:
            return None
        if words is None:
            from .vocabulary import words_for
            words = words_for(game_id)
        got = _banks[game_id] = _Bank(game_id, sayings, vectors, words)
    return got


_example_banks: dict[str, _Examples] = {}


def example_bank(game_id: str, words=None) -> Optional[_Examples]:
    """The game's worked examples with their vectors (as ``bank``); None without any."""
    got = _example_banks.get(game_id)
    if got is not None:
        return got
    examples = sayings_for(game_id, "EXAMPLES")
    moves = bank(game_id, words)
    if not examples or moves is None:
        return None
    with _lock:
        got = _example_banks.get(game_id)
        if got is None:
            vectors = _vectors(game_id, "EXAMPLES")
            if vectors is None:
                return None
            got = _example_banks[game_id] = _Examples(game_id, examples, vectors, moves.idf)
    return got


# a worked example may be the template of a reading when the sentence is this close to it by
# meaning and by words (half each); the examples within EXAMPLE_MARGIN of the closest are all
# tried. Closeness only proposes: what decides is reading/examples.py, which keeps an example
# only when the message says every fact of it that decides the ruling and the grounding accounts
# for every line, and answers only when the examples kept agree. (This small encoder puts plain
# paraphrases at 0.45-0.7: "can I move my ship diagonally?" is 0.53 from its example by meaning.)
EXAMPLE_CLOSE = 0.45
EXAMPLE_MARGIN = 0.1
EXAMPLE_MEANING_CLOSE = 0.62  # by meaning alone: tried after the blended ones (each is still checked whole)


# a sure reading by an example is checked against the other examples of its own move that are
# close (EXAMPLE_CLOSE) though not the closest: at most this many of them
OWN_MOVE_CHECKED = 8


def _scored(game_id: str, sentence: str, words):
    """(the game's example bank, each example's blended score, its score by meaning alone) for
    ``sentence``, or None without a bank, a sentence or a vector."""
    b = example_bank(game_id, words)
    if b is None or not sentence.strip():
        return None
    from ...meaning import encoder
    v = encoder().question(masked(game_id, sentence))
    if not v.any():
        return None
    sc, sem = b.scores(v, sentence)
    return b, sc, sem


def nearest_examples(game_id: str, sentence: str, words, further: bool = False) -> list[tuple[Saying, float]]:
    """The worked examples ``sentence`` is closest to, closest first (at most three within
    EXAMPLE_MARGIN of the closest), or [] when none is close enough. ``further``: the close
    ones ranked after those, for checking a reading: a bank that grows puts a new example first ("we aren't playing hacked rom mode, can
    I still take a glitch card…?") and pushes out of the margin the one that rules otherwise
    ("…if I roll five matching?")."""
    scored = _scored(game_id, sentence, words)
    if scored is None:
        return []
    b, sc, _sem = scored
    order = [int(i) for i in np.argsort(-sc)[:3]]
    top = float(sc[order[0]])
    if top < EXAMPLE_CLOSE:
        return []
    closest = [i for i in order if top - float(sc[i]) <= EXAMPLE_MARGIN]
    if further:
        ranked = [int(i) for i in np.argsort(-sc)]
        return [(b.examples[i], round(float(sc[i]), 3)) for i in ranked
                if i not in closest and float(sc[i]) >= EXAMPLE_CLOSE]
    return [(b.examples[i], round(float(sc[i]), 3)) for i in closest]


def nearest_by_meaning(game_id: str, sentence: str, words, n: int = 2) -> list[tuple[Saying, float]]:
    """The ``n`` worked examples closest to ``sentence`` by meaning alone, at least
    EXAMPLE_MEANING_CLOSE: a question that shares few words with the example it is ("does my turn
    end at 2 explosions…?" for "I rolled two explosions…, is my turn over?") is ranked low by the
    blend, where words that another example shares ("end my turn") weigh in."""
    scored = _scored(game_id, sentence, words)
    if scored is None:
        return []
    b, _sc, sem = scored
    return [(b.examples[int(i)], round(float(sem[i]), 3)) for i in np.argsort(-sem)[:n]
            if float(sem[i]) >= EXAMPLE_MEANING_CLOSE]


def in_background(game_ids) -> None:
    """For a serving process and the workers forked from it: no request encodes the examples
    (about 750 sentences, seconds of CPU on a cold machine); one child process encodes the
    banks not kept yet, and each bank is used once its file is there."""
    global _serving
    _serving = True
    from ...meaning import encoder
    enc = encoder()
    if enc is None:
        return
    todo = [gid for gid in game_ids if any(
        sayings_for(gid, kind) and _load(_cache_path(gid, list(_texts(gid, kind))), len(_texts(gid, kind)), enc.dim) is None
        for kind in ("SAYINGS", "EXAMPLES"))]
    if todo:
        import subprocess
        subprocess.Popen([sys.executable, "-m", __name__, *todo], stdin=subprocess.DEVNULL,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)


def warm(game_ids) -> list[str]:
    """Encode (or load) every game's bank now: a serving process pays it at start-up (in a
    serving process, only the banks whose vectors are kept already). Returns one worked
    example's sentence per game, for the server to ask itself: a player's first dispute
    then builds none of the reading's tables."""
    said = []
    for gid in game_ids:
        try:
            bank(gid)
            example_bank(gid)
        except Exception:  # best effort: a reading then just finds no move by example
            log.exception("the sayings of %s could not be encoded", gid)
        examples = sayings_for(gid, "EXAMPLES")
        if examples:
            said.append(examples[0].text)
    return said


def nearest(game_id: str, sentence: str, words) -> Optional[Match]:
    """The move ``sentence`` says, by the game's examples, or None when no move is clearly it."""
    b = bank(game_id, words)
    if b is None or not sentence.strip() or len(b.families) < 2:
        return None
    lex = b.by_words(sentence)
    if lex.max() < WORDS_FIRST:
        return None  # no move's words are said: not worth a forward pass of the encoder
    from ...meaning import encoder
    v = encoder().question(masked(game_id, sentence))  # zero when the encoder is too busy
    if not v.any():
        return None
    sc, sem = b.scores(v, sentence, lex)
    order = np.argsort(-sc)
    top, second = float(sc[order[0]]), float(sc[order[1]])
    if top - second < MARGIN or sem[order[0]] < CLOSE:
        return None
    f = b.families[order[0]]
    return Match(action=f[0], closeness=round(top, 3), margin=round(top - second, 3),
                 example=b.example[order[0]], family=f)


if __name__ == "__main__":  # the background job of in_background
    try:
        os.nice(NICE)  # players' requests first
    except OSError:
        pass
    warm(sys.argv[1:])
