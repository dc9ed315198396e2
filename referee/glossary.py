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


@dataclass
class Glossary:
    game: str
    terms: list[Term]
    _keys: list | None = field(default=None, init=False, repr=False, compare=False)

    def _name_keys(self) -> list[tuple[Term, list[tuple[str, str]]]]:
        """Every term's names in matching form, longest first (computed once)."""
        if self._keys is None:
            self._keys = [(term, [(name, re.sub(r"[^\w]+", " ", _key(name)).strip())
                                  for name in sorted(term.names, key=len, reverse=True)])
                          for term in self.terms]
        return self._keys

    def matches(self, query: str) -> list[tuple[Term, str]]:
        """Terms whose name occurs in the query as whole words, longest names first."""
        q = " " + re.sub(r"[^\w]+", " ", _key(query)) + " "
        found: list[tuple[Term, str]] = []
        for term, names in self._name_keys():
            for name, k in names:
                if k and f" {k} " in q:
                    found.append((term, name))
                    break
        return found

    def expansions(self, query: str) -> list[str]:
        """Other names of every term the query mentions (the book's wording first)."""
        extra: list[str] = []
        q = _key(query)
        for term, _ in self.matches(query):
            for name in (*term.translations, term.term, *term.aliases):
                if _key(name) not in q and name not in extra:
                    extra.append(name)
        return extra


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
