"""Follow-ups: the last position or question, changed as the follow-up says.
"""
from __future__ import annotations

import re

from ..rules.dsl import norm
from ..text import strip_accents
from .index import Index
from .lexicon import _GENERIC_KINDS, _Name
from .understand import _KEYLINE, _lines, _names_with_counts, _position_game
from .words import _nw


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


def _replace_asks(position: str, asks: list[str]) -> str:
    lines = [l for l in position.splitlines()
             if not ((m := _KEYLINE.match(l)) and norm(m.group(1)) == "ask")]
    return "\n".join(lines + [f"ask: {a}" for a in asks])


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
