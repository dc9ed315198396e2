"""The four properties every game's rules model must hold, shared by each game's
property tests (which supply their own position and action strategies).

- any text either parses or raises PositionError, never another exception;
- canonical text round-trips: parse(render(p)) == p;
- `options` lists exactly the legal actions, and each one's `after` is a valid,
  canonical position;
- `check` never raises anything but PositionError on generated positions.
"""
from __future__ import annotations

import os
import re
from typing import Any, Callable, Optional

from hypothesis import HealthCheck, settings

from referee.rules import PositionError, PositionSyntaxError, check
from referee.rules.dsl import Token


def fuzz_settings(examples: int):
    """CI-sized by default; REFEREE_FUZZ_EXAMPLES=100000 for the long run."""
    return settings(max_examples=int(os.environ.get("REFEREE_FUZZ_EXAMPLES", examples)), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def tok(text: str) -> Token:
    return Token(text, 1, 1, text)


def text_parses_or_raises(text: str, game: str) -> None:
    try:
        result = check(text, game=game)
    except PositionError as e:
        assert isinstance(e, ValueError)
        str(e), e.to_dict()
        return
    result.to_dict()


def round_trips(G, p) -> None:
    text = G.render(p)
    assert G.parse(text) == p
    assert G.render(G.parse(text)) == text


def options_are_exactly_the_legal_actions(G, p, asks: list[str],
                                          resolve: Callable[[Any, Any], Optional[Any]] = lambda p, a: a) -> None:
    """`resolve` turns a parsed ask into the action `options` would list (None: not comparable)."""
    opts = G.options(p)
    assert len(opts) == len(set(opts))
    valid = not G.problems(p)
    for text in opts:
        action = G.parse_action(tok(text))
        shown = {G.render_action(action), G.render_action(resolve(p, action) or action)}
        assert text in shown, f"option {text!r} is not canonical ask text ({shown})"
        ans = G.verdict(p, action)
        if not valid and not ans.legal:
            continue  # a position that breaks the rules itself may also forbid what it lists
        assert ans.legal, (text, [r.rule.id for r in ans.reasons])
        if ans.after is not None:
            after = G.parse(ans.after)
            assert G.render(after) == ans.after, text
            if valid:
                assert not G.problems(after), (text, [x.to_dict() for x in G.problems(after)])
    for text in asks:
        try:
            action = G.parse_action(tok(text))
            meant = resolve(p, action)
        except PositionSyntaxError:  # an ask naming what the position does not have
            continue
        if meant is None:
            continue
        canon = G.render_action(meant)
        assert (canon in opts) == G.is_legal(p, action), (text, canon, opts)


def check_never_raises(G, p, asks: list[str]) -> None:
    try:
        result = check(G.render(p) + "".join(f"ask: {a}\n" for a in asks))
    except PositionError:
        return
    result.to_dict()
    for a in result.answers:
        if a.after:
            G.parse(a.after)
        if not a.legal:
            assert a.reasons or a.value is None


# ---- issue 14/17 properties: valid share, options iff legal, chains, unknowns -----------------
#
# A game supplies, in tests/rules/test_<module>_properties.py (or test_<module>.py):
#   positions()            a hypothesis strategy of positions (valid or not: the runner filters)
#   every_ask(position)    every well-formed ask of the game's action grammar over the position's
#                          pieces, built WITHOUT game.candidates (list of ask texts)
#   unknown_positions()    a strategy of small positions with ? values
#   resolve(p, action)     optional: the action options would list for a parsed ask
# tests/rules/test_properties.py runs the properties below for every game and reports (xfail)
# the games that have not supplied a name yet.

VALID_SHARE: dict[str, list[int]] = {}  # game id -> [valid, generated]; printed by conftest


def note_valid(G, p) -> bool:
    """Is the generated position valid?  Counted for the share printed at the end of the run."""
    try:
        valid = not G.problems(p)
    except PositionError:
        valid = False
    got = VALID_SHARE.setdefault(G.id, [0, 0])
    got[0] += valid
    got[1] += 1
    return valid


def valid_share_lines() -> list[str]:
    return [f"{gid}: {v}/{n} generated positions valid ({100 * v / n:.1f}%)"
            for gid, (v, n) in sorted(VALID_SHARE.items()) if n]


def options_iff_legal(G, p, every_ask: Callable[[Any], list[str]],
                      resolve: Callable[[Any, Any], Optional[Any]] = lambda p, a: a) -> None:
    """`options` lists an ask iff its verdict is legal, checked against asks enumerated
    independently of `game.candidates`; every option must be one of those asks."""
    opts = G.options(p)
    asks = list(every_ask(p))
    canon: dict[str, bool] = {}
    for text in asks:
        try:
            action = G.parse_action(tok(text))
        except PositionSyntaxError as e:
            raise AssertionError(f"every_ask gave {text!r}, which does not parse: {e}")
        meant = resolve(p, action)
        if meant is None:
            continue
        shown = G.render_action(meant)
        legal = G.verdict(p, action).legal
        canon[shown] = canon.get(shown, False) or legal
        assert (shown in opts) == legal, (f"{text!r} ({shown!r}) is {'legal' if legal else 'illegal'} "
                                          f"but {'not ' if legal else ''}among options {opts}")
    missing = [o for o in opts if o not in canon]
    assert not missing, f"options {missing} are not among every_ask's asks: every_ask misses them"


def chain_equals_steps(G, p, steps: list[str]) -> None:
    """`ask: A then B ...` equals judging A, then B on the position A left, and so on."""
    if G.unknowns(p):
        return
    text = " then ".join(steps)
    try:
        chained = G.ask(p, tok(text))
    except PositionSyntaxError:
        chained = None
    cur, effects = p, []
    for k, step in enumerate(steps):
        ans = G.ask(cur, tok(step))
        if ans.verdict != "legal":
            assert chained is not None, text
            assert chained.verdict == ans.verdict, (text, chained.to_dict())
            # the step's own reasons, led by the rule an earlier step's effect brought in (if any)
            lead = len(chained.reasons) - len(ans.reasons)
            assert lead >= 0 and [r.rule.id for r in chained.reasons][lead:] == [r.rule.id for r in ans.reasons], text
            assert all(r.detail and r.detail.startswith(f"step {k + 1} of {len(steps)}")
                       for r in chained.reasons[lead:]) or len(steps) == 1, text
            for r in chained.reasons[:lead]:  # a deciding rule brought in by an earlier step: said which
                m = re.match(r"step (\d+) of \d+, `", r.detail or "")
                assert m and int(m.group(1)) <= k, (text, r.to_dict())
            assert chained.effects[:len(effects)] == effects, text
            return
        effects += ans.effects
        if k == len(steps) - 1:
            assert chained is not None, text
            assert chained.verdict == "legal", (text, chained.to_dict())
            assert chained.effects == effects, text
            assert (chained.after, chained.value, chained.options) == (ans.after, ans.value, ans.options)
            assert [r.rule.id for r in chained.reasons][:len(ans.reasons)] == [r.rule.id for r in ans.reasons]
            if len(steps) > 1:
                assert [s.ask for s in chained.steps] == steps
            return
        if ans.after is None:
            assert chained is None, f"{text}: step {k + 1} has no after, the chain must stop with an error"
            return
        cur = G.parse(ans.after)


def brute_completions(G, p, limit: int = 256) -> Optional[list]:
    """Every completion of every unknown, by plain recursion (no merging, no relevance):
    the reference the engine's enumeration is checked against.  None past ``limit``."""
    out = [p]
    while True:
        nxt, grew = [], False
        for q in out:
            us = G.unknowns(q)
            if not us:
                nxt.append(q)
                continue
            grew = True
            u = us[0]
            nxt += [G.fill(q, u.slot, v) for v in u.values]
            if len(nxt) > limit:
                return None
        out = nxt
        if not grew:
            return out


def unknown_verdict_equals_completions(G, p, asks: list[str]) -> None:
    """A `?` position's verdict is the agreed verdict of all its possible completions, and
    `depends` exactly when they disagree; its problems are those every completion has."""
    if not G.unknowns(p):
        return
    comps = brute_completions(G, p)
    if not comps:
        return
    ids = [{r.rule.id for r in G.problems(c)} for c in comps]
    common = set.intersection(*ids)
    assert {r.rule.id for r in G.problems(p)} == common, "problems() of a ? position"
    for text in asks:
        try:
            got = G.ask(p, tok(text))
        except PositionSyntaxError:
            continue
        if text.split(" then ")[-1].strip() == "valid":
            possible = comps
        else:
            possible = [c for c, i in zip(comps, ids) if not (i - common)] or comps
        verdicts = set()
        for c in possible:
            try:
                verdicts.add(G.ask(c, tok(text)).verdict)
            except PositionSyntaxError:
                verdicts.add("error")
        if "error" in verdicts:
            continue
        if len(verdicts) == 1:
            assert got.verdict == verdicts.pop(), (text, got.to_dict())
        else:
            assert got.verdict == "depends", (text, verdicts, got.to_dict())
            assert got.depends_on and all(d["fact"] for d in got.depends_on), got.to_dict()
