"""Per-game glossaries: the words players use for a rulebook's own terms.

A glossary sits beside its rulebook as `<id>.glossary.toml`. It lets search
expand a question ("reaver ship") with the book's wording ("nave Reaver"), and
lets the chat recognise which game a question is about.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .text import fold, strip_accents


class GlossaryError(ValueError):
    def __init__(self, path: Path, message: str):
        self.path = str(path)
        super().__init__(f"{path}: {message}")


@dataclass(frozen=True)
class Term:
    term: str
    aliases: tuple[str, ...]
    translations: tuple[str, ...]  # names in the book's own language, when it differs
    definition: str

    @property
    def names(self) -> tuple[str, ...]:
        return (self.term, *self.aliases, *self.translations)


def _key(text: str) -> str:
    return strip_accents(fold(text))


name_key = _key  # a name as `expansions` looks for it in a question's folded text


def query_key(query: str) -> tuple[str, list[str]]:
    """A question in matching form, worked out once for every glossary it is matched against:
    its folded text (where `expansions` looks for names) and its words (`matches`' n-grams)."""
    q = _key(query)
    return q, re.sub(r"[^\w]+", " ", q).split()


@dataclass
class Glossary:
    game: str
    terms: list[Term]
    # built from the book by referee.autoglossary (nobody curated it), even when it found no names:
    # such a book is translated and crosses languages by its words alone
    automatic: bool = False
    # an automatic glossary's term -> the other names the book gives it where it glosses it (a name
    # in brackets, a table of pairs): indexed with the passages that mention the term
    called: dict = field(default_factory=dict)
    _keys: list | None = field(default=None, init=False, repr=False, compare=False)
    _by_key: tuple | None = field(default=None, init=False, repr=False, compare=False)
    # what search works out of this glossary's own names (a name's folded form, a term's stems):
    # bounded by the glossary, filled as questions match its terms
    derived: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def _name_keys(self) -> list[tuple[Term, list[tuple[str, str]]]]:
        """Every term's names in matching form, longest first (computed once)."""
        if self._keys is None:
            self._keys = [(term, [(name, re.sub(r"[^\w]+", " ", _key(name)).strip())
                                  for name in sorted(term.names, key=len, reverse=True)])
                          for term in self.terms]
        return self._keys

    def matches(self, query: str, key: tuple[str, list[str]] | None = None,
                grams: list[str] | None = None) -> list[tuple[Term, str]]:
        """Terms whose name occurs in the query as whole words, longest names first.
        The query's word n-grams are looked up in a dict of names (built once), not
        every name searched for in the query. `key`: the query's `query_key`, when known;
        `grams`: its n-grams that are a name in a `NameIndex` holding this glossary (`NameIndex.grams`),
        when known: the others name nothing here either (~15 us a glossary, not ~50 over every n-gram)."""
        by_key, longest = self._ngrams()
        if grams is None:
            ws = (key or query_key(query))[1]
            grams = [" ".join(ws[i:i + n]) for i in range(len(ws)) for n in range(1, min(longest, len(ws) - i) + 1)]
        best: dict[int, tuple[int, str]] = {}  # term index -> (rank of its name, name)
        for k in grams:
            for t, rank, name in by_key.get(k, ()):
                if t not in best or rank < best[t][0]:
                    best[t] = (rank, name)
        return [(self.terms[t], best[t][1]) for t in sorted(best)]

    def _ngrams(self) -> tuple[dict[str, list[tuple[int, int, str]]], int]:
        if self._by_key is None:
            by_key: dict[str, list[tuple[int, int, str]]] = {}
            longest = 1
            for t, (term, names) in enumerate(self._name_keys()):
                for rank, (name, k) in enumerate(names):
                    if k:
                        by_key.setdefault(k, []).append((t, rank, name))
                        longest = max(longest, len(k.split()))
            self._by_key = (by_key, longest)
        return self._by_key

    def expansions(self, query: str, matched: list[tuple[Term, str]] | None = None,
                   key: tuple[str, list[str]] | None = None) -> list[str]:
        """Other names of every term the query mentions (the book's wording first); `matched`:
        the query's `matches`, and `key` its `query_key`, when the caller has them already."""
        extra: list[str] = []
        key = key or query_key(query)
        q, folded = key[0], self.derived
        for term, _ in (self.matches(query, key) if matched is None else matched):
            for name in (*term.translations, term.term, *term.aliases):
                k = folded.get(name)
                if k is None:
                    k = folded[name] = _key(name)
                if k not in q and name not in extra:
                    extra.append(name)
        return extra


class NameIndex:
    """Every name of a set of glossaries in matching form, in one dict: a question's terms in
    each glossary found from its n-grams once, instead of matching it against each glossary in
    turn (at 500 books, 500 automatic glossaries cost a new question ~100 ms of `matches`;
    issue 30). `matches` gives what each glossary's own `matches` gives: the same keys are
    looked up, each to the glossary's own longest name.

    Names are kept once per distinct term (its name, aliases and translations; `value`), with
    the glossaries that hold it (`held`): a term's names rank the same in every glossary, so
    the longest name a question says of it is the same in each, and search works a question's
    expansion out once per distinct term (at 304 synthetic books a new question matched ~1,700
    terms of ~230 glossaries, ~700 of them distinct). Matching the question costs its distinct
    terms too: ~0.4 ms, where matching ~1,700 glossaries' entries cost ~2 ms."""

    def __init__(self, glossaries: list[Glossary]):
        self.glossaries = tuple(glossaries)  # held: the ids below stay theirs
        self._by_id = {id(g): g for g in self.glossaries}
        self._slot: dict[int, int] = {}  # glossary id -> its place among the distinct glossaries
        self.distinct: list[Glossary] = []
        self.terms: list[Term] = []  # value -> a term of that value
        self.held: list[list[tuple[int, int]]] = []  # value -> (glossary place, term index), in order
        self._names: dict[str, list[tuple[int, int, str]]] = {}  # key -> (value, rank, name)
        self._longest = 1
        # what search works out of these terms (their names in matching form, their stems), filled
        # as questions match them: bounded by the glossaries' terms
        self.derived: dict = {}
        values: dict[tuple, int] = {}
        for g in self.glossaries:
            if id(g) in self._slot:
                continue
            slot = self._slot[id(g)] = len(self.distinct)
            self.distinct.append(g)
            for t, (term, names) in enumerate(g._name_keys()):
                v = values.get(fields := (term.term, term.aliases, term.translations))
                if v is None:
                    v = values[fields] = len(self.terms)
                    self.terms.append(term)
                    self.held.append([])
                    for rank, (name, k) in enumerate(names):
                        if k:
                            self._names.setdefault(k, []).append((v, rank, name))
                            self._longest = max(self._longest, len(k.split()))
                self.held[v].append((slot, t))
        # each name's terms, those most glossaries hold first (then as found): `said` with a limit
        # reads a name's first ones only (the order changes nothing else: what is said is a set)
        held = self.held
        for entries in self._names.values():
            if len(entries) > 1:
                entries.sort(key=lambda e: (-len(held[e[0]]), e[0]))

    def serves(self, glossaries: list[Glossary]) -> bool:
        """Whether every one of these glossaries (the same objects) is in this index: a search
        within a few games reads the index of all of them (`matches` may then name others, which
        that search does not read)."""
        return all(id(g) in self._by_id for g in glossaries)

    def slot(self, glossary: Glossary) -> int:
        """The glossary's place in `held` (one it `serves`)."""
        return self._slot[id(glossary)]

    def grams(self, key: tuple[str, list[str]]) -> list[str]:
        """The question's (its `query_key`) word n-grams that are a name here, in order."""
        ws, names = key[1], self._names
        return [k for i in range(len(ws)) for n in range(1, min(self._longest, len(ws) - i) + 1)
                if (k := " ".join(ws[i:i + n])) in names]

    def said(self, grams: list[str], limit: int | None = None) -> dict[int, str]:
        """Value -> the longest of its names the question says (its `grams`), for the distinct
        terms it names; with a `limit`, for the `limit` of them that the most glossaries hold (then
        the first found), read from each name's first `limit` terms only: a question's common
        words ("card", "roll") name a term in nearly every book's automatic glossary, and the
        work stays that of `limit` terms however many books there are (issue 30). (Such a term
        is among the first `limit` of every name that names it, so its longest name is found.)"""
        best: dict[int, tuple[int, str]] = {}
        names = self._names
        for k in grams:
            entries = names[k]
            for v, rank, name in (entries if limit is None or len(entries) <= limit else entries[:limit]):
                got = best.get(v)
                if got is None or rank < got[0]:
                    best[v] = (rank, name)
        if limit is not None and len(best) > limit:
            held = self.held
            best = {v: best[v] for v in sorted(sorted(best, key=lambda v: (-len(held[v]), v))[:limit])}
        return {v: name for v, (_, name) in best.items()}

    def spoken(self, grams: list[str]) -> set[str]:
        """A name of each of the question's `grams` (that of the term the most glossaries hold)."""
        return {self._names[k][0][2] for k in grams}

    def matches(self, key: tuple[str, list[str]]) -> dict[int, list[tuple[Term, str]]]:
        """Glossary id -> `Glossary.matches` of the question (its `query_key`), for the glossaries
        one of whose names it says (the others match nothing)."""
        found: dict[int, list[tuple[int, str]]] = {}
        for v, name in self.said(self.grams(key)).items():
            for slot, t in self.held[v]:
                found.setdefault(slot, []).append((t, name))
        out = {}
        for slot, terms in found.items():
            g = self.distinct[slot]
            out[id(g)] = [(g.terms[t], name) for t, name in sorted(terms)]
        return out


def load(path: Path, game: str) -> Glossary:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise GlossaryError(path, f"cannot read: {exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise GlossaryError(path, str(exc)) from None
    terms = []
    for i, entry in enumerate(data.get("term", []), 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("term"), str):
            raise GlossaryError(path, f"term #{i} needs a 'term' string")
        terms.append(Term(entry["term"], tuple(entry.get("aliases", [])), tuple(entry.get("es", [])),
                          entry.get("definition", "")))
    return Glossary(game, terms)


def glossary_path(rulebook_path: Path, game: str) -> Path:
    return rulebook_path.parent / f"{game}.glossary.toml"
