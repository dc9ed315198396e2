"""Each game's coverage file lists every rulebook sentence that decides what a player
may or must do, with the rule that quotes it or why it is not modelled.

``tests/fixtures/rules/<game>/coverage.jsonl``, one JSON object a line:
``{"sentence": "<verbatim>", "rule": "<RULE-ID>"}`` or
``{"sentence": "<verbatim>", "not_modelled": "<reason>"}``.
A game without the file yet is reported as an expected failure, never silently passed.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from referee.rules import all_games

from rules_fixtures import FIXTURES
from test_quotes import book_lines, ws

GAMES = [g for g in all_games() if g.rules]
# a reason that only says the work is not finished is not a reason
UNFINISHED = re.compile(r"\b(not (done|modell?ed|implemented)( yet)?|yet|todo|tbd|fixme|wip)\b", re.I)


def coverage_file(game) -> Path:
    return FIXTURES / game.id / "coverage.jsonl"


def entries(path: Path) -> list[tuple[int, dict]]:
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            out.append((n, json.loads(line)))
        except json.JSONDecodeError as e:
            pytest.fail(f"{path.name} line {n}: not JSON ({e.msg})")
    return out


def coverage_problems(game, path: Path) -> list[str]:
    """Every problem of a coverage file, as messages (empty: it passes)."""
    lines, _ = book_lines(game.book or game.id)
    book = ws("\n".join(lines))
    rules = {r.id: r for r in game.rules}
    out = []
    items = entries(path)
    if not items:
        return [f"{path.name} lists no sentence"]
    for n, e in items:
        where = f"{path.name} line {n}"
        if not isinstance(e, dict):
            out.append(f"{where}: not a JSON object")
            continue
        sentence = e.get("sentence")
        if not isinstance(sentence, str) or not sentence.strip():
            out.append(f"{where}: no sentence")
            continue
        if ws(sentence) not in book:
            out.append(f"{where}: sentence not verbatim in the rulebook: {sentence!r}")
        has_rule, has_reason = "rule" in e, "not_modelled" in e
        if has_rule == has_reason:
            out.append(f"{where}: give exactly one of \"rule\" or \"not_modelled\"")
            continue
        if has_rule:
            rule = rules.get(e["rule"])
            if rule is None:
                out.append(f"{where}: no rule {e['rule']!r} in {game.id}")
                continue
            quote, said = ws(rule.citation.quote), ws(sentence)
            if quote not in said and said not in quote:
                out.append(f"{where}: {rule.id}'s quote {quote!r} and the sentence do not overlap")
        else:
            reason = e["not_modelled"]
            if not isinstance(reason, str) or len(reason.strip()) < 10 or UNFINISHED.search(reason):
                out.append(f"{where}: {reason!r} is not a reason the sentence is not modelled")
    return out


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_coverage_file(game):
    path = coverage_file(game)
    if not path.exists():
        pytest.xfail(f"{game.id} has no {path.relative_to(FIXTURES.parents[2])} yet")
    problems = coverage_problems(game, path)
    assert not problems, "\n".join(problems)


def test_coverage_checks_can_fail(tmp_path):
    """A made-up sentence, an unknown rule, a non-overlapping quote and an unfinished
    reason are each caught."""
    game = next(g for g in GAMES if any(r.citation.quote for r in g.rules))
    rule = game.rules[0]
    other = next(r for r in game.rules if ws(r.citation.quote) not in ws(rule.citation.quote)
                 and ws(rule.citation.quote) not in ws(r.citation.quote))
    path = tmp_path / "coverage.jsonl"
    lines = [{"sentence": rule.citation.quote, "rule": rule.id},
             {"sentence": "Players may teleport to the moon at will.", "not_modelled": "card text not in this book"},
             {"sentence": rule.citation.quote, "rule": "NO-SUCH-RULE"},
             {"sentence": other.citation.quote, "rule": rule.id},
             {"sentence": rule.citation.quote, "not_modelled": "not done yet"}]
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    problems = coverage_problems(game, path)
    assert not any("line 1:" in p for p in problems), problems
    for n in (2, 3, 4, 5):
        assert any(f"line {n}:" in p for p in problems), (n, problems)
