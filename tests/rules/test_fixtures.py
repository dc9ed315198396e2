"""Every fixture file passes; every rule is covered by a legal and an illegal fixture."""
from __future__ import annotations

import importlib

import pytest

from referee.rules import all_games, check, get_game

from rules_fixtures import all_fixtures

FIXTURES = all_fixtures()


def _last(result):
    return result.answers[-1]


@pytest.mark.parametrize("fx", FIXTURES, ids=[f"{f.game}/{f.path.stem}" for f in FIXTURES])
def test_fixture(fx):
    game = get_game(fx.game)
    result = check(fx.text)
    assert result.game == game.id
    if fx.expect == "invalid":
        ids = [p.rule.id for p in result.problems]
        assert ids, "expected position problems"
        for r in fx.rules:
            assert r in ids, f"{r} not among problems {ids}"
        return
    assert not result.problems, [p.to_dict() for p in result.problems]
    ans = _last(result)
    ids = [r.rule.id for r in ans.reasons]
    assert ans.verdict == fx.expect, (ans.to_dict())
    pos = game.parse(fx.text).without_asks()
    if fx.expect == "illegal":
        for r in fx.rules:
            assert r in ids, f"{r} not among {ids}"
        assert ans.after is None and not ans.effects
    else:
        tok = game.parse(fx.text).ask_tokens[-1]
        for r in fx.rules:
            rule = game.rule(r)
            if "position" in rule.on:
                continue  # consulted and passed: result.problems is empty
            if r in ids:
                continue
            assert rule.guard, f"{r} not cited among {ids}"
            # a guard is never cited for a legal action: it governs it and did not forbid it
            act = game.parse_action(tok)
            assert rule.on & game.tags(act) and not rule.forbids(pos, act)
        for e in fx.effects:
            assert any(e in x for x in ans.effects), (e, ans.effects)
        if ans.after is not None:
            after = game.parse(ans.after)
            assert game.render(after) == ans.after  # the after text is canonical
            assert not game.problems(after), [p.to_dict() for p in game.problems(after)]
        for a in fx.after:
            assert a in (ans.after or ""), (a, ans.after)
    if fx.value is not None:
        assert ans.value == fx.value


def _not_decidable(game):
    mod = importlib.import_module(type(game).__module__)
    return getattr(mod, "NOT_ACTION_DECIDABLE", {})


@pytest.mark.parametrize("game", [g for g in all_games() if g.rules], ids=lambda g: g.id)
def test_every_rule_covered(game):
    legal = {r for f in FIXTURES if f.game == game.id and f.expect == "legal" for r in f.rules}
    illegal = {r for f in FIXTURES if f.game == game.id and f.expect in ("illegal", "invalid") for r in f.rules}
    exempt = _not_decidable(game)
    missing = []
    for rule in game.rules:
        if rule.forbids is None:
            assert rule.id in exempt, f"{rule.id} has no check and no reason in NOT_ACTION_DECIDABLE"
            continue
        if rule.id not in legal:
            missing.append(f"{rule.id}: no legal fixture")
        if rule.id not in illegal:
            missing.append(f"{rule.id}: no illegal fixture")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("game", [g for g in all_games() if g.rules], ids=lambda g: g.id)
def test_effect_rules_cited_somewhere(game):
    """Rules that only say what happens are cited by at least one legal fixture."""
    cited = {r for f in FIXTURES if f.game == game.id and f.expect == "legal" for r in f.rules}
    uncited = [r.id for r in game.rules if r.forbids is None and r.id not in cited]
    assert not uncited, uncited


def test_rule_ids_unique_and_well_formed():
    for game in all_games():
        ids = [r.id for r in game.rules]
        assert len(ids) == len(set(ids))
        for r in game.rules:
            assert r.statement.endswith(".") and r.citation.quote and r.citation.section
