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
