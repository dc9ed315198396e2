"""The rules model as a paraphrase layer for search.

Every modelled rule says in plain words what a passage of the book says in the
book's words, and its vocabulary lists the names players use ("barrels" for
Supplies). Indexed with the passage that holds the rule's quote, as a field of
its own, they let a question in players' words reach the book's words. A book
without a model gets nothing here and searches as before.
"""
from __future__ import annotations

import hashlib
import re

from .rulebook import Rulebook

_WORD = re.compile(r"\w+")


def _models_for(book_id: str) -> list:
    try:
        from . import rules
        games = rules.all_games()
    except Exception:  # a game module being edited must not stop indexing
        return []
    return [g for g in games if (getattr(g, "book", None) or g.id) == book_id]


def _vocab_names(model) -> list[tuple[str, list[str]]]:
    """(canonical, every name) for each named thing of the model, keys excepted."""
    kinds = getattr(getattr(model, "vocab", None), "kinds", None)
    if not isinstance(kinds, dict):
        return []
    out = []
    for kind, names in kinds.items():
        if kind == "key":
            continue
        for canon, aliases in names.items():
            out.append((canon, [canon.replace("-", " "), *(a.replace("-", " ") for a in aliases)]))
    return out


def _mentions(statement: str, names: list[str]) -> bool:
    low = " " + " ".join(_WORD.findall(statement.lower())) + " "
    return any(" " + " ".join(_WORD.findall(n.lower())) + " " in low for n in names if n)


def rule_texts(book: Rulebook) -> dict[str, tuple[str, str]]:
    """Per passage anchor: (English text, Spanish text) of the rules quoting it, with
    the other names of the things each rule names."""
    out: dict[str, tuple[list[str], list[str]]] = {}
    for model in _models_for(book.id):
        names = _vocab_names(model)
        for r in getattr(model, "rules", None) or []:
            try:
                c = r.citation
                p = book.find_quote(c.quote, c.section)
                statement = r.statement
            except Exception:
                continue
            if p is None:
                continue
            en, es = out.setdefault(p.anchor, ([], []))
            en.append(statement)
            es_text = getattr(r, "statement_es", None)
            if es_text:
                es.append(es_text)
            for canon, all_names in names:
                if _mentions(statement, all_names):
                    en.append(" ".join(all_names))
    return {a: (_bag(en), _bag(es)) for a, (en, es) in out.items()}


def _bag(texts: list[str]) -> str:
    """Each word once: many rules quoting one passage must not outweigh its own text."""
    return " ".join(dict.fromkeys(w.lower() for t in texts for w in _WORD.findall(t)))


def model_digest(book: Rulebook) -> str:
    """Changes whenever the rules quoting this book change (forces a re-index of it)."""
    h = hashlib.sha256()
    for model in _models_for(book.id):
        for r in getattr(model, "rules", None) or []:
            try:
                h.update(f"{r.id}\x00{r.statement}\x00{getattr(r, 'statement_es', '')}\x00"
                         f"{r.citation.quote}\x00".encode())
            except Exception:
                continue
        for canon, names in _vocab_names(model):
            h.update(("\x00".join(names)).encode())
    return h.hexdigest()[:12]
