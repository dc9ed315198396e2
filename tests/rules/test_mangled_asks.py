"""Every ask a fixture or an example writes, cut short after each word or with one word
left out, is answered or refused with a pointed position error — never a Python error.
Random text rarely reaches deep into an action's grammar; these near-misses do."""
from __future__ import annotations

import re

import pytest

from referee.rules import PositionError, all_games, check
from rules_fixtures import all_fixtures

ASK = re.compile(r"^(\s*ask\s*:)(.*)$", re.I | re.M)


def _texts():
    for g in all_games():
        for e in g.examples:
            yield f"{g.id}: example {e['title']}", e["position"]
    for f in all_fixtures():
        yield f.name, f.text


def _mangled(text: str):
    """The text with its last ask cut after each word, and with each one word left out."""
    asks = list(ASK.finditer(text))
    if not asks:
        return
    m = asks[-1]
    words = m.group(2).split()
    for n in range(len(words)):
        yield text[:m.start(2)] + " " + " ".join(words[:n]) + text[m.end(2):]
        yield text[:m.start(2)] + " " + " ".join(words[:n] + words[n + 1:]) + text[m.end(2):]


@pytest.mark.parametrize("name, text", list(_texts()), ids=lambda v: v if len(v) < 80 else None)
def test_a_mangled_ask_is_answered_or_a_position_error(name, text):
    for mangled in _mangled(text):
        try:
            check(mangled)
        except PositionError as err:
            assert err.line and err.column, (mangled, str(err))
