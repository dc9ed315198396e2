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

from functools import lru_cache

from .rulebook import Rulebook

_WORD = re.compile(r"\w+")
# a word said in the worked examples of more than this share of a game's rules is table talk
# ("my", "friend", "says", "turn"), not what a rule is about: it is left out of every passage
TABLE_TALK = 0.15


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


@lru_cache(maxsize=None)
def _said_of_rules(game_id: str) -> dict[str, tuple[str, str]]:
    """Rule id -> what players say of it (English words, Spanish words): the sentences of the
    game's worked examples (``EXAMPLES`` of its sayings.py) that the rule decides. The examples
    are written the way a table asks, so a question put that way reaches the rule's passage.
    Which rule decides an example is the model's answer to it (its first reason), not a label.
    (The words declared for an example's facts, "said: blast, todo trapo", were tried too: they
    lost two fresh questions of 64 and gained nothing held out.)"""
    try:
        from .rules import check
        from .rules.reading.sayings import example_table, sayings_for
        examples = sayings_for(game_id, "EXAMPLES")
    except Exception:  # a game module being edited must not stop indexing
        return {}
    said: dict[str, tuple[list[str], list[str]]] = {}
    for e in examples:
        try:
            rule = check(example_table(e, game_id), game_id).answers[0].reasons[0].rule.id
        except Exception:  # an example the model does not rule (its test says which)
            continue
        en, es = said.setdefault(rule, ([], []))
        (es if e.lang == "es" else en).append(e.text)
    bags = {r: (set(_bag(en).split()), set(_bag(es).split())) for r, (en, es) in said.items()}
    common = set()
    for i in (0, 1):
        df: dict[str, int] = {}
        for b in bags.values():
            for w in b[i]:
                df[w] = df.get(w, 0) + 1
        common |= {w for w, n in df.items() if n > TABLE_TALK * len(bags)}
    return {r: (" ".join(w for w in _bag(en).split() if w not in common),
                " ".join(w for w in _bag(es).split() if w not in common)) for r, (en, es) in said.items()}


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


def said_texts(book: Rulebook) -> dict[str, tuple[str, str]]:
    """Per passage anchor: (English words, Spanish words) players say of the rules quoting it
    (`_said_of_rules`). Indexed with the rules' statements, but not encoded for meaning: they
    are words a question may share, not what the passage means."""
    out: dict[str, tuple[list[str], list[str]]] = {}
    for model in _models_for(book.id):
        players = _said_of_rules(model.id)
        for r in getattr(model, "rules", None) or []:
            if r.id not in players:
                continue
            try:
                p = book.find_quote(r.citation.quote, r.citation.section)
            except Exception:
                continue
            if p is not None:
                en, es = out.setdefault(p.anchor, ([], []))
                en.append(players[r.id][0])
                es.append(players[r.id][1])
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
        for rule, (en, es) in sorted(_said_of_rules(model.id).items()):
            h.update(f"{rule}\x00{en}\x00{es}\x00".encode())
    return h.hexdigest()[:12]
