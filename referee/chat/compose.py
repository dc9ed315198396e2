"""Composing the answer: the verdict or rule lead, the verbatim citations, the related
passages, the clarifying question; in the player's language.
"""
from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
from urllib.parse import quote_plus

from ..library import Library
from ..search import OPTIONAL_STEMS, stems
from .index import Index, _RuleDoc, _search
from .lexicon import _GENERIC_KINDS
from .phrases import TEXT
from .quotes import _md_quote, _overlaps, best_quote, cited_quote, verified
from .understand import Query, _RESTRICTS, _YESNO, _names_in, _qstems, _query


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
    verdict: str | None = None  # legal | illegal | depends, when the rules model ruled
    position: str | None = None  # the DSL text that was checked (read from words or given)
    assumed: list[str] = field(default_factory=list)  # facts filled in that the message did not state
    missing: list[str] = field(default_factory=list)  # facts that would decide it

    def to_dict(self) -> dict:
        d = {"game": self.game, "kind": self.kind, "answer": self.answer, "citations": self.citations,
             "verdict": self.verdict, "position": self.position, "assumed": self.assumed,
             "missing": self.missing}
        if self.check is not None:
            d["check"] = self.check
        if self.candidates is not None:
            d["candidates"] = self.candidates
        if self.error is not None:
            d["error"] = self.error
        if self.confidence is not None:
            d["confidence"] = self.confidence
        return d


def _render_check(library: Library, result: dict, book_id: str, lang: str) -> tuple[str, list[dict]]:
    t = TEXT[lang]
    title = library.books[book_id].title if book_id in library.books else book_id
    cites: list[dict] = []
    out = [f"**{t['verdict'].get(result['verdict'], result['verdict'])}**"]

    def reason_md(r: dict) -> str:
        label = (r.get("house") or {}).get("label")
        head = f"- {'**' + label + '** ' if label else ''}`{r['rule']}` {r['statement']}" + (
            f" ({r['detail']})" if r.get("detail") else "")
        src = (r.get("house") or {}).get("source") or (r.get("house") or {}).get("erratum") or {}
        own = src.get("id") if src.get("id") in library.books else book_id  # a house rule quotes its own document
        block = cited_quote(library, own, library.books[own].title if own in library.books else title, r, cites)
        return head if block is None else f"{head}\n\n" + textwrap.indent(block, "  ")

    house = result.get("house") or {}
    if house.get("in_force"):  # the house rules this ruling was made under
        out.append("\n" + ("Reglas de la casa en vigor: " if lang == "es" else "House rules in force: ")
                   + "; ".join(f"{s['title']} ({s['label']})" for s in house["in_force"]))
    elif house.get("book_only"):
        out.append("\n" + ("Sin reglas de la casa: solo las del reglamento." if lang == "es"
                            else "Without house rules: the book's rules only."))

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


def _example(model) -> str:
    ex = getattr(model, "examples", None) or []
    if ex:
        lines = [l for l in ex[0]["position"].splitlines() if not l.lower().startswith("ask:")]
        return "\n".join(lines + ["ask: score"])
    return f"game: {model.id}\nask: score"


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


def _clarify(library: Library, ix: Index, text: str, games: list[str], hits, lang: str) -> Reply:
    t = TEXT[lang]
    titles = [library.books[g].title for g in games]
    listed = ", ".join(f"**{x}**" for x in titles[:-1]) + (" or " if lang == "en" else " o ") + f"**{titles[-1]}**"
    out = [t["which_game"].format(games=listed)]
    cites = []
    for g in games:
        h = _closest(ix, text, g, lang, hits)
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


CLOSEST_AMONG = 3  # a game's first hits, of which the one covering the question best is shown


def _closest(ix: Index, text: str, game: str, lang: str, hits):
    """A game's passage to show beside the others when asking which game: among its first
    hits, the best by search score and by how much of the question it covers (as _answer
    weighs them), not simply the first ("Mal | Charm…" for "how many dice do I roll")."""
    own = [h for h in hits if h.passage.book == game][:CLOSEST_AMONG]
    if not own:
        return None
    q = _query(ix, text, game, lang)
    top = own[0].score or 1.0

    def weight(h):
        d = ix.passages.get((game, h.passage.anchor))
        return 0.6 * h.score / top + 0.4 * (q.coverage(d.stems) if d else 0.0)
    return max(own, key=weight)


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
    # the book does not cover it: said as its own kind, the nearest passages shown as such (issue 25)
    return Reply("not-covered", game, "\n".join(out), cites, confidence="none")


def _stands(library: Library, text: str, game: str, hit) -> bool:
    """Whether an answer can stand on the passage it leads with: the book speaks of what the
    question asks, read with search's own analysis of both and the question's meaning
    (referee.search.ranking.Gaps), not by how many of the question's words the passage shares
    (players' own words are often not the book's: a word-count threshold took one answerable
    question in five for one the book does not cover)."""
    try:
        gaps = library.index.answer_gaps(text, game, hit.passage.anchor, library.books, library.glossaries.get(game))
    except Exception:  # no index yet: the answer stands as search found it
        return True
    return gaps.stands


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


def _answer(library: Library, ix: Index, text: str, game: str, lang: str, hits: list | None = None,
            by_section: bool = True) -> Reply:
    """What the book says about a question: the rule it states, and the passages search finds.
    ``by_section``: the passages shown are the best of each section first (a lookup question is
    best answered by breadth); a dispute the reader could not settle turns on one rule, whose
    sentence often stands beside the best match in the same section, so it takes search order."""
    t = TEXT[lang]
    book = library.books[game]
    query = _query(ix, text, game, lang)
    q = query.stems
    if hits is None:
        hits = _search(library, text, game, 10)
    table = [h for h in hits if h.passage.book != game and h.passage.book in library.books]
    if table:  # the game's house rules / errata answered first (search put them there)
        return _with_table(library, ix, text, game, lang, table, [h for h in hits if h.passage.book == game])
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
    ranked_rules = _core_first(library, game, text, ranked_rules)
    rule_cov, rule = (ranked_rules[0] if ranked_rules else (0.0, None))
    # among rules that cover the question about as well, the one search agrees with leads
    order = {h.passage.anchor: i for i, (_, _, h) in enumerate(scored)}
    close = [(c, rd) for c, rd in ranked_rules[:6] if c >= 0.85 * rule_cov]
    if len(close) > 1:
        rule_cov, rule = min(close, key=lambda x: (order.get(_anchor(book, x[1]), 99), -x[0]))
    direct = rule is not None and rule_cov >= 0.5 and query.matched(rule.doc.stems) >= 2
    off_point = direct and not query.bears_on(rule.doc.stems)
    if off_point:  # the best rule is beside the point: lead with the best passage, and say so
        direct = False
    if not direct and (not scored or not _stands(library, text, game, scored[0][2])):
        # the book does not speak of what was asked: said so, the nearest passages shown as such
        # (a dispute's nearest passages in search order: the coverage nudge counts the question's
        # words, and an English dispute about the Spanish book shares none with its passages)
        return _not_found(library, ix, text, game, lang, [h for _, _, h in scored] if by_section else hits)
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
        out.append(f"{lead}{_statement(rule.rule, lang, c)} *({t['rule']} `{rule.rule.id}`)*")
        if c:
            cites.append(c)
            out += ["", _md_quote(c, book.title)]
        confidence = "sure" if rule_cov >= 0.65 or verdict else "likely"
        # a second rule that matches as well
        for cov, rd in ranked_rules[1:3]:
            if cov >= 0.9 * rule_cov and rd.rule.id != rule.rule.id:
                c2 = verified(library, game, rd.rule.citation.quote, rd.rule.citation.section)
                if c2 and c2["quote"] != (c or {}).get("quote"):
                    out += ["", f"{_statement(rd.rule, lang, c2)} *({t['rule']} `{rd.rule.id}`)*", "",
                            _md_quote(c2, book.title)]
                    cites.append(c2)
                break
    else:
        confidence = "sure" if best_cov >= 0.6 else "likely" if best_cov >= 0.4 else "unsure"
        lead = {"sure": t["book_says"], "likely": t["probably"]}.get(confidence)
        if off_point:
            out.append(t["no_rule"])
        else:
            out.append(f"{lead}:" if lead else t["unsure"])
    related = []
    wanted = 2 if direct else 3
    # first the best passage of each section not quoted yet, then the rest in order: three
    # quotes of one section say less than the next section's answer
    for fresh_only in ((True, False) if by_section else (False,)):
        for i, (_, cov, h) in enumerate(scored):
            if len(related) >= wanted:
                break
            if fresh_only and any(x["section"] == h.passage.section for x in cites):
                continue
            quote = best_quote(book, h.passage, q)
            c = verified(library, game, quote, h.passage.section)
            if c is None or any(_overlaps(c["quote"], x["quote"]) for x in cites):
                continue
            related.append((i, c))
            cites.append(c)
    related = [c for _, c in sorted(related, key=lambda ic: ic[0])]  # shown in search order
    if related:
        if direct:
            out += ["", f"**{t['related']}**"]
        for c in related:
            out += ["", _md_quote(c, book.title)]
    return Reply("search", game, "\n".join(out), cites, confidence=confidence)


def _with_table(library: Library, ix: Index, text: str, game: str, lang: str, table: list, hits: list) -> Reply:
    """The table's own text first (a house rule, an erratum, a variant of this game: referee/house.py),
    labelled as such, then what the book says."""
    from .. import house as house_rules
    docs = {d.id: d for d in house_rules.of_game(library, game)}
    out: list[str] = []
    cites: list[dict] = []
    for h in table[:2]:
        if cites and h.score < 0.5 * table[0].score:
            break
        b = library.books[h.passage.book]
        kind = docs[b.id].kind if b.id in docs else "house-rules"
        c = verified(library, b.id, best_quote(b, h.passage, _qstems(ix, text, b.id, lang)), h.passage.section)
        if c is None or any(x["quote"] == c["quote"] for x in cites):
            continue
        label = house_rules.label(kind, lang)
        c = {**c, "house": {"kind": kind, "label": label, "game": game}}
        if not cites:
            out.append(f"**{label}** — {b.title}:")
        cites.append(c)
        out += ["", _md_quote(c, b.title)]
    if not cites:
        return _answer(library, ix, text, game, lang, hits) if hits else _not_found(library, ix, text, game, lang, table)
    book = _answer(library, ix, text, game, lang, hits) if hits else None
    if book is not None and book.confidence != "none":
        out += ["", f"**{TEXT[lang]['book_says']} ({library.books[game].title}):**", "", book.answer]
        cites += book.citations
    return Reply("search", game, "\n".join(out), cites, confidence="likely")


def _statement(rule, lang: str, citation: dict | None) -> str:
    """The rule in the asker's language: its Spanish statement for a Spanish question;
    without one, the book's own words (the verbatim quote) rather than English."""
    if lang == "es":
        es = getattr(rule, "statement_es", None)
        if es:
            return es
        if citation is not None:
            return f"“{' '.join(citation['quote'].split())}”"
    return rule.statement


def _anchor(book, rd) -> str | None:
    p = book.find_quote(rd.rule.citation.quote, rd.rule.citation.section)
    return p.anchor if p is not None else None


OPTIONAL_RULE_SHARE = 0.8  # an optional rule's coverage, when the question does not name it


def _core_first(library: Library, game: str, text: str, ranked: list) -> list:
    """Core rules before optional ones (a mode, a variant, an upgrade) the question does not name."""
    try:
        facts = library.index.facts(library.books)
    except Exception:  # no index yet: keep the order
        return ranked
    book = library.books[game]
    named = set(stems(text, "en")) | set(stems(text, "es"))  # what the question says, not synonyms
    out = []
    for cov, rd in ranked:
        opt = facts.optional.get((game, _anchor(book, rd)))
        if opt is not None and not (named & (opt | OPTIONAL_STEMS)):
            cov *= OPTIONAL_RULE_SHARE
        out.append((cov, rd))
    out.sort(key=lambda x: -x[0])
    return out
