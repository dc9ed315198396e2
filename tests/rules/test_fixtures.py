"""Every fixture file passes; every rule is covered by a legal and an illegal fixture.

Two stricter checks are switched on per game, by the integrator, once the game's
fixtures meet them (until then ``test_strictness_report`` lists what would fail):

- ``FIRST_REQUIRED``: every fixture carries ``# first:`` (it is checked whenever present);
- ``STRICT_CITES``: on a legal fixture every ``# rules:`` id is among the reasons the
  engine gave.  Without it a guard or position rule listed in ``# rules:`` passes when
  it merely did not forbid the action: that is how 102 cited rules passed uncited.
"""
from __future__ import annotations

import importlib

import pytest

from referee.rules import all_games, check, get_game

from rules_fixtures import Fixture, all_fixtures

FIXTURES = all_fixtures()
FIRST_REQUIRED: set[str] = {"galaxy-dice", "dance-of-the-fireflies", "shiny-dice", "blue-sun"}  # game ids whose every fixture must carry "# first:"
STRICT_CITES: set[str] = {"galaxy-dice", "dance-of-the-fireflies", "shiny-dice", "blue-sun"}  # game ids whose legal fixtures' rules must all be cited


def _last(result):
    return result.answers[-1]


def fixture_failures(fx: Fixture, *, strict: bool = False, first_required: bool = False) -> list[str]:
    """What is wrong with a fixture, as messages (empty: it passes).  ``strict`` and
    ``first_required`` apply the two per-game checks regardless of the sets."""
    game = get_game(fx.game)
    result = check(fx.text)
    out: list[str] = []
    if result.game != game.id:
        return [f"game {result.game} != {game.id}"]
    if first_required and not fx.first:
        out.append('no "# first:" header')
    if fx.expect == "invalid":
        ids = [p.rule.id for p in result.problems]
        if not ids:
            return out + ["expected position problems"]
        out += [f"{r} not among problems {ids}" for r in fx.rules if r not in ids]
        if fx.first and ids[0] != fx.first:
            out.append(f"first problem is {ids[0]}, not {fx.first}")
        return out
    if result.problems:
        return out + [f"unexpected problems {[p.to_dict() for p in result.problems]}"]
    ans = _last(result)
    ids = [r.rule.id for r in ans.reasons]
    if ans.verdict != fx.expect:
        return out + [f"verdict {ans.verdict}, expected {fx.expect}: {ans.to_dict()}"]
    if fx.first and (not ids or ids[0] != fx.first):
        out.append(f"first reason is {ids[0] if ids else None}, not {fx.first} (reasons {ids})")
    pos = game.parse(fx.text).without_asks()
    if fx.expect in ("illegal", "depends"):
        out += [f"{r} not among {ids}" for r in fx.rules if r not in ids]
        if fx.expect == "illegal" and not ans.steps and (ans.after is not None or ans.effects):
            out.append(f"an illegal answer has after/effects: {ans.to_dict()}")
        if fx.expect == "depends":
            facts = [d["fact"] for d in ans.depends_on or []]
            out += [f"no depends_on fact contains {d!r}: {facts}" for d in fx.depends
                    if not any(d in f for f in facts)]
    else:
        tok = game.parse(fx.text).ask_tokens[-1]
        for r in fx.rules:
            if r in ids:
                continue
            if strict:
                out.append(f"{r} not cited among {ids}")
                continue
            rule = game.rule(r)
            if "position" in rule.on:
                continue  # consulted and passed: result.problems is empty
            if not rule.guard:
                out.append(f"{r} not cited among {ids}")
                continue
            # a guard not cited: it governs the action and did not forbid it
            act = game.parse_action(tok)
            if not (rule.on & game.tags(act) and not rule.forbids(pos, act)):
                out.append(f"{r} is a guard that does not govern this action or forbids it")
        out += [f"no effect contains {e!r}: {ans.effects}" for e in fx.effects
                if not any(e in x for x in ans.effects)]
        if ans.after is not None:
            after = game.parse(ans.after)
            if game.render(after) != ans.after:
                out.append("the after text is not canonical")
            if game.problems(after):
                out.append(f"the after position has problems {[p.to_dict() for p in game.problems(after)]}")
        out += [f"{a!r} not in after {ans.after!r}" for a in fx.after if a not in (ans.after or "")]
    if fx.value is not None and ans.value != fx.value:
        out.append(f"value {ans.value} != {fx.value}")
    return out


@pytest.mark.parametrize("fx", FIXTURES, ids=[f.name for f in FIXTURES])
def test_fixture(fx):
    failures = fixture_failures(fx, strict=fx.game in STRICT_CITES,
                                first_required=fx.game in FIRST_REQUIRED)
    assert not failures, "\n".join(failures)


def test_strictness_report():
    """Lists, per game not yet in STRICT_CITES / FIRST_REQUIRED, the fixtures that the
    stricter checks would fail (shown with -rA / -s; never silently passing them)."""
    lines = []
    for game in sorted({f.game for f in FIXTURES}):
        if game in STRICT_CITES and game in FIRST_REQUIRED:
            continue
        strict_fail, no_first, uncited = [], [], 0
        for fx in (f for f in FIXTURES if f.game == game):
            try:
                extra = len(fixture_failures(fx, strict=True)) - len(fixture_failures(fx))
                if extra > 0:
                    strict_fail.append(fx.path.stem)
                    uncited += extra
            except Exception:  # broken fixtures fail test_fixture itself
                continue
            if not fx.first:
                no_first.append(fx.path.stem)
        n = sum(f.game == game for f in FIXTURES)
        lines.append(f"{game}: {len(strict_fail)}/{n} legal fixtures cite {uncited} rules the engine does not "
                     f"(STRICT_CITES off); {len(no_first)}/{n} fixtures lack '# first:' "
                     f"(FIRST_REQUIRED off)")
        if strict_fail:
            lines.append("  uncited: " + ", ".join(strict_fail))
    print("\n".join(lines))


def _not_decidable(game):
    """NOT_ACTION_DECIDABLE from the game's module, its package or the package's rules module."""
    mod = type(game).__module__
    names = [mod, mod.rsplit(".", 1)[0], mod.rsplit(".", 1)[0] + ".rules", mod + ".rules"]
    for name in names:
        try:
            found = getattr(importlib.import_module(name), "NOT_ACTION_DECIDABLE", None)
        except ImportError:
            continue
        if found is not None:
            return found
    return {}


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


def test_first_and_strict_checks_can_fail(tmp_path):
    """The per-game checks bite: a wrong # first:, an uncited rule, a missing # first:."""
    good = next(f for f in FIXTURES if f.expect == "legal" and not fixture_failures(f))
    ans = _last(check(good.text))
    cited = [r.rule.id for r in ans.reasons]
    assert cited, "a legal fixture whose answer cites nothing"
    other = next(r.id for r in get_game(good.game).rules if r.id not in cited)
    wrong_first = Fixture(good.path, good.game, good.text, "legal", [], first=other)
    assert any("first reason" in m for m in fixture_failures(wrong_first))
    right_first = Fixture(good.path, good.game, good.text, "legal", [], first=cited[0])
    assert not fixture_failures(right_first)
    uncited = Fixture(good.path, good.game, good.text, "legal", [other])
    assert any(other in m for m in fixture_failures(uncited, strict=True))
    assert any("# first:" in m for m in fixture_failures(
        Fixture(good.path, good.game, good.text, "legal", []), first_required=True))
