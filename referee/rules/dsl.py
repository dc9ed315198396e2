"""The generic line-oriented position reader every game builds on.

Grammar (all games)::

    document := line*
    line     := blank | "#" comment | key ":" value ["#" comment]
    key      := words; case, spaces, "_" and "-" do not matter ("Cargo Hold" = "cargo-hold")
    value    := free text; games split it into names, lists and counts with the helpers here
    list     := item ("," item)*           (commas optional between names)
    item     := name | name "x"N | name "×"N | N"x" name | N name

Every piece of text is a :class:`Token` that remembers its line and 1-based
column, so a game can raise a pointed :class:`PositionSyntaxError` anywhere.
Names are matched through a :class:`Vocabulary`: forgiving about case, spaces,
hyphens, apostrophes and plurals, with a difflib "did you mean" for near misses.
"""
from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable, Optional

from .errors import PositionSyntaxError, did_you_mean

__all__ = ["Token", "Entry", "Errors", "Vocabulary", "norm", "read", "words", "split",
           "counted_names", "parse_int", "parse_bool", "split_steps", "MAX_COUNT"]


_QUOTES = re.compile(r"[’'\"!?.]")
_DASHES = re.compile(r"[\s_\-–]+")


@lru_cache(maxsize=16384)
def norm(text: str) -> str:
    """Normalise a key or name: lower case, no apostrophes, runs of space/_/- become "-".

    Memoised: every name of every position goes through here, often many times over
    (vocabulary lookups, longest matches, rule checks), and the answer never changes."""
    t = _QUOTES.sub("", text.strip().lower())
    t = _DASHES.sub("-", t)
    return t.strip("-")


@dataclass(frozen=True, init=False)
class Token:
    """A piece of the source text with its 1-based line and column."""

    text: str
    line: int
    column: int
    source: str = field(default="", compare=False, repr=False)

    def __init__(self, text: str, line: int, column: int, source: str = ""):
        # frozen, so written once, here, straight into the instance: half the cost of the
        # generated __init__ (a position makes thousands of tokens)
        d = self.__dict__
        d["text"] = text
        d["line"] = line
        d["column"] = column
        d["source"] = source

    def sub(self, start: int, end: Optional[int] = None) -> "Token":
        """The token for ``self.text[start:end]``, stripped, with its own column."""
        piece = self.text[start:end]
        rest = piece.lstrip()
        return Token(rest.rstrip(), self.line, self.column + start + len(piece) - len(rest), self.source)

    def error(self, message: str, *, expected: Optional[str] = None,
              hint: Optional[str] = None) -> PositionSyntaxError:
        return PositionSyntaxError(message, line=self.line, column=self.column,
                                   source=self.source, expected=expected, hint=hint)

    @property
    def norm(self) -> str:
        return norm(self.text)


@dataclass(frozen=True)
class Entry:
    """One ``key: value`` line; ``key`` is normalised (``norm``)."""

    key: str
    key_token: Token
    value: Token


class Errors:
    """Collects syntax errors so a player sees all of them at once."""

    def __init__(self) -> None:
        self.items: list[PositionSyntaxError] = []

    def add(self, err: PositionSyntaxError) -> None:
        self.items.extend(err.errors)

    def __bool__(self) -> bool:
        return bool(self.items)

    def raise_if_any(self) -> None:
        if self.items:
            self.items.sort(key=lambda e: (e.line or 0, e.column or 0))
            first = self.items[0]
            raise type(first)(first.message, line=first.line, column=first.column,
                              source=first.source, expected=first.expected,
                              hint=first.hint, errors=self.items)


_READ: OrderedDict[str, tuple[Entry, ...]] = OrderedDict()  # text -> entries (read without an error)
_READ_KEEP = 256


def read(text: str, errors: Optional[Errors] = None) -> list[Entry]:
    """Split a document into entries; bad lines are reported into ``errors``
    (or raised at once when no collector is given).

    A text read without an error is remembered (entries are immutable): finding the
    game line and the game's own parse read the same text."""
    own = errors is None
    if errors is None:
        errors = Errors()
    if not isinstance(text, str):
        raise PositionSyntaxError("a position must be text")
    got = _READ.get(text)
    if got is not None:
        return list(got)
    before = len(errors.items)
    entries = _read(text, errors)
    if len(errors.items) == before:
        while len(_READ) >= _READ_KEEP:  # the oldest goes: one at a time, never a long pause
            try:
                _READ.popitem(last=False)
            except KeyError:
                break
        _READ[text] = tuple(entries)
    if own:
        errors.raise_if_any()
    return entries


def _read(text: str, errors: Errors) -> list[Entry]:
    entries: list[Entry] = []
    for n, raw in enumerate(text.splitlines(), start=1):
        raw = raw.replace("\t", " ")
        body = raw.split("#", 1)[0]
        if not body.strip():
            continue
        if ":" not in body:
            col = len(body) - len(body.lstrip()) + 1
            tok = Token(body.strip(), n, col, raw)
            hint = None
            m = re.match(r"\s*([A-Za-z][\w\- ]*?)\s+(\S.*)$", body)
            if m:
                hint = f'write "{m.group(1)}: {m.group(2).strip()}"'
                tok = Token(body.strip(), n, m.end(1) + 1, raw)
            errors.add(tok.error("missing colon after the key", expected='"key: value"',
                                 hint=hint))
            continue
        k, v = body.split(":", 1)
        line_tok = Token(body, n, 1, raw)
        key_tok = line_tok.sub(0, len(k))
        val_tok = line_tok.sub(len(k) + 1)
        if not key_tok.text:
            errors.add(Token(":", n, len(k) + 1, raw).error("missing key before the colon",
                                                            expected='"key: value"'))
            continue
        if not val_tok.text:
            val_tok = Token("", n, len(body.rstrip()) + 1, raw)
        entries.append(Entry(norm(k), key_tok, val_tok))
    return entries


def split(tok: Token, sep: str = ",") -> list[Token]:
    """Split a token on ``sep`` (dropping empty pieces), keeping columns."""
    out, start, text = [], 0, tok.text
    if not sep:  # an empty separator matches between every character, as the regex did
        for m in re.finditer("", text):
            out.append(tok.sub(start, m.start()))
            start = m.end()
    else:
        at = text.find(sep)
        while at >= 0:
            out.append(tok.sub(start, at))
            start = at + len(sep)
            at = text.find(sep, start)
    out.append(tok.sub(start))
    return [t for t in out if t.text]


_WORD = re.compile(r"->|→|[^\s,;]+")


def words(tok: Token) -> list[Token]:
    """The words of a token (split on spaces, commas and semicolons; "->" is a word)."""
    return [Token(m.group(), tok.line, tok.column + m.start(), tok.source)
            for m in _WORD.finditer(tok.text)]


_THEN = re.compile(r"\bthen\b", re.I)


def split_steps(tok: Token) -> list[Token]:
    """The steps of a chained ask (``A then B then score``), each with its own column.

    An empty step (``then`` at either end, or twice in a row) is a syntax error there.
    """
    out, start, last = [], 0, None
    for m in _THEN.finditer(tok.text):
        out.append((tok.sub(start, m.start()), m))
        start, last = m.end(), m
    out.append((tok.sub(start), last))
    steps = []
    for step, then in out:
        if not step.text:
            at = Token("then", tok.line, tok.column + (then.start() if then else 0), tok.source)
            raise at.error('"then" needs an action on each side', expected="an action, e.g. A then B",
                           hint='write "ask: A then B", one action between each "then"')
        steps.append(step)
    return steps


def parse_int(tok: Token, *, what: str = "a whole number", minimum: int = 0,
              suffixes: Iterable[str] = (), maximum: Optional[int] = None) -> int:
    """A whole number in ``[minimum, maximum]``; past ``maximum`` the error names the limit."""
    text = tok.text.strip().lower()
    for s in suffixes:
        if text.endswith(s):
            text = text[: -len(s)].strip()
    if not re.fullmatch(r"\d{1,9}", text) or int(text) < minimum:
        if re.fullmatch(r"\d+", text) and maximum is not None:
            raise tok.error(f'"{tok.text}" is more than {maximum}, the most this can be',
                            expected=f"a whole number from {minimum} to {maximum}")
        raise tok.error(f'"{tok.text}" is not {what}', expected=what)
    if maximum is not None and int(text) > maximum:
        raise tok.error(f'"{tok.text}" is more than {maximum}, the most this can be',
                        expected=f"a whole number from {minimum} to {maximum}")
    return int(text)


_TRUE = {"yes", "y", "true", "1", "done", "used"}
_FALSE = {"no", "n", "false", "0", "not-yet", "none"}


def parse_bool(tok: Token) -> bool:
    if tok.norm in _TRUE:
        return True
    if tok.norm in _FALSE:
        return False
    raise tok.error(f'"{tok.text}" is not yes or no', expected='"yes" or "no"',
                    hint=did_you_mean(tok.norm, sorted(_TRUE | _FALSE)))


class Vocabulary:
    """Accepted names by kind: ``{kind: {canonical: [aliases...]}}``.

    Lookup ignores case, spaces, hyphens, underscores, apostrophes and a plural
    "s"/"es" ("Niskas", "niska", "NISKA" all mean niska); multi-word names match
    greedily over words.  ``as_dict()`` is the vocabulary shown to players.
    """

    def __init__(self, kinds: dict[str, dict[str, list[str]]]):
        self.kinds = kinds
        self._index: dict[str, list[tuple[str, str]]] = {}
        for kind, names in kinds.items():
            for canon, aliases in names.items():
                for a in [canon, *aliases]:
                    self._index.setdefault(norm(a), []).append((kind, canon))
        self.max_words = max((k.count("-") + 1 for k in self._index), default=1)
        self._found: OrderedDict = OrderedDict()  # (text, kinds) -> lookup(); (words, kinds) -> longest()

    def names(self, kind: str) -> list[str]:
        return list(self.kinds[kind])

    def as_dict(self) -> dict[str, list[str]]:
        return {kind: [n for c, al in names.items() for n in [c, *al]]
                for kind, names in self.kinds.items()}

    def _candidates(self, key: str) -> list[str]:
        cands = [key]
        if key.endswith("ies"):
            cands.append(key[:-3] + "y")
        if key.endswith("es"):
            cands.append(key[:-2])
        if key.endswith("s"):
            cands.append(key[:-1])
        return cands

    def _remember(self, key, value):
        if len(key[0]) > 64 or (key[0] == "longest" and sum(map(len, key[1])) > 64):
            return value  # a long text is no name: not remembered, so 50,000 entries stay small
        while len(self._found) >= 50_000:  # texts come from players: bounded, oldest out first
            try:
                self._found.popitem(last=False)
            except KeyError:
                break
        self._found[key] = value
        return value

    def lookup(self, text: str, kinds: Optional[Iterable[str]] = None) -> Optional[tuple[str, str]]:
        """``(kind, canonical)`` for a name, or None (memoised: a position looks the same
        names up many times, and the vocabulary never changes)."""
        allowed = None if kinds is None else frozenset(kinds)
        key = (text, allowed)
        try:
            return self._found[key]
        except KeyError:
            pass
        for cand in self._candidates(norm(text)):
            for kind, canon in self._index.get(cand, []):
                if allowed is None or kind in allowed:
                    return self._remember(key, (kind, canon))
        return self._remember(key, None)

    def accepted(self, kinds: Optional[Iterable[str]] = None) -> list[str]:
        allowed = None if kinds is None else set(kinds)
        return [n for kind, names in self.kinds.items() if allowed is None or kind in allowed
                for c, al in names.items() for n in [c, *al]]

    def unknown(self, tok: Token, kinds: Optional[Iterable[str]], what: str) -> PositionSyntaxError:
        kinds = None if kinds is None else list(kinds)
        cands = self.accepted(kinds)
        hint = did_you_mean(tok.text.lower(), cands) or did_you_mean(tok.norm, [norm(c) for c in cands])
        if hint:  # suggest the canonical spelling
            guess = hint.split('"')[1]
            found = self.lookup(guess, kinds)
            if found:
                hint = f'did you mean "{found[1]}"?'
        shown = ", ".join(c for k in (kinds or self.kinds) for c in self.kinds.get(k, {}))
        return tok.error(f'unknown {what} "{tok.text}"', expected=f"{what}: {shown}", hint=hint)

    def resolve(self, tok: Token, kinds: Optional[Iterable[str]], what: str) -> str:
        found = self.lookup(tok.text, kinds)
        if found is None:
            raise self.unknown(tok, kinds, what)
        return found[1]

    def longest(self, ws: list[Token], i: int, kinds: Optional[Iterable[str]] = None
                ) -> Optional[tuple[str, str, int]]:
        """Greedy longest match of ``ws[i:]`` -> ``(kind, canonical, words used)`` (memoised
        on the words it can read)."""
        if kinds is not None:
            kinds = frozenset(kinds)
        texts = tuple([w.text for w in ws[i:i + self.max_words]])
        key = ("longest", texts, kinds)
        try:
            return self._found[key]
        except KeyError:
            pass
        for n in range(len(texts), 0, -1):
            if n > 1 and not all(norm(t) for t in texts[:n]):
                continue  # a word of punctuation only ("?", "!") is never part of a name
            found = self.lookup(" ".join(texts[:n]), kinds)
            if found:
                return self._remember(key, (found[0], found[1], n))
        return self._remember(key, None)


_COUNT_AFTER = re.compile(r"^[x×*](\d+)$", re.I)
_COUNT_BEFORE = re.compile(r"^(\d+)[x×*]?$", re.I)
_GLUED = re.compile(r"^(.+?)[x×*](\d+)$", re.I)
_BADCOUNT = re.compile(r"^[x×*][^a-z]*$|^\d+\S*[x×*]\S*$", re.I)


MAX_COUNT = 99  # the default bound of a count: no game has 100 of one piece


def _count(w: Token, digits: str, max_count: int) -> int:
    """A count read from ``w``: at least 1, at most ``max_count`` (never a huge int)."""
    n = int(digits) if len(digits) <= 9 else max_count + 1
    if n < 1:
        raise w.error("a count must be at least 1", expected="a count like x2")
    if n > max_count:
        raise w.error(f"a count of {digits if len(digits) <= 12 else digits[:9] + '…'} is more than "
                      f"{max_count}, the most there can be", expected=f"a count from 1 to {max_count}")
    return n


def counted_names(ws: list[Token], vocab: Vocabulary, kinds: Iterable[str], what: str,
                  *, stop: Iterable[str] = (), max_count: int = MAX_COUNT
                  ) -> tuple[list[tuple[str, int, Token]], int]:
    """Read ``name [xN]`` / ``N[x] name`` items from ``ws`` until a word in ``stop``.

    Returns ``([(canonical, count, token), ...], words consumed)``.  A count above
    ``max_count`` (the game's component limit) is an error at the count's column.
    """
    kinds = list(kinds)
    stops = {norm(s) for s in stop}
    out: list[tuple[str, int, Token]] = []
    explicit: list[bool] = []
    pending: Optional[tuple[int, Token]] = None
    i = 0
    while i < len(ws):
        w = ws[i]
        if w.norm in stops:
            break
        m = _COUNT_AFTER.match(w.text)
        if m and out and pending is None:
            n = _count(w, m.group(1), max_count)
            name, c, t = out[-1]
            if explicit[-1]:
                raise w.error("this name already has a count", expected="a name")
            out[-1] = (name, n, t)
            explicit[-1] = True
            i += 1
            continue
        m = _COUNT_BEFORE.match(w.text)
        if m and pending is None and not vocab.lookup(w.text, kinds):
            pending = (_count(w, m.group(1), max_count), w)
            i += 1
            continue
        found = vocab.longest(ws, i, kinds)
        if found is None:
            g = _GLUED.match(w.text)
            if g and vocab.lookup(g.group(1), kinds):
                canon = vocab.lookup(g.group(1), kinds)[1]
                out.append((canon, _count(w, g.group(2), max_count), w))
                explicit.append(True)
                i += 1
                continue
            if _BADCOUNT.match(w.text) or (m and pending is not None):
                raise w.error(f'bad count "{w.text}"', expected='a count like "x2" or "2x"',
                              hint='write counts as "niska x2" or "2x niska"'.replace(
                                  "niska", vocab.names(kinds[0])[0] if kinds else "name"))
            raise vocab.unknown(w, kinds, what)
        _, canon, used = found
        n = 1
        explicit.append(pending is not None)
        if pending is not None:
            n, _ = pending
            pending = None
        out.append((canon, n, w))
        i += used
    if pending is not None:
        raise pending[1].error(f"a count needs a {what} after it", expected=what)
    return out, i
