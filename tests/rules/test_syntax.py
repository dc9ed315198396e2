"""Syntax errors point at line and column with a hint; the API shapes are exact."""
from __future__ import annotations

import pytest

from referee.rules import (PositionError, PositionSyntaxError, UnknownGameError, all_games, check,
                           get_game)

G = get_game("shiny-dice")


def err(text):
    with pytest.raises(PositionSyntaxError) as e:
        check(text)
    return e.value


def test_unknown_face_did_you_mean():
    e = err("game: shiny-dice\nstep: misbehave\nfoes: nisk x2, saffron\n")
    assert (e.line, e.column) == (3, 7)
    assert e.hint == 'did you mean "niska"?'
    d = e.to_dict()
    assert d["code"] == "position-syntax" and d["line"] == 3 and d["column"] == 7
    text = str(e)
    assert "foes: nisk x2, saffron" in text and "\n        ^" in text


def test_bad_count():
    e = err("game: shiny-dice\nserenity: mal x0\n")
    assert (e.line, e.column) == (2, 15)
    e = err("game: shiny-dice\nserenity: mal, 2x\n")
    assert e.line == 2 and e.column == 16


def test_unknown_key():
    e = err("game: shiny-dice\nserentiy: mal\n")
    assert (e.line, e.column) == (2, 1) and e.hint == 'did you mean "serenity"?'


def test_missing_colon():
    e = err("game: shiny-dice\nserenity mal, zoe\n")
    assert e.line == 2 and e.column == 9 and "colon" in e.message
    assert e.hint == 'write "serenity: mal, zoe"'


def test_several_errors_at_once():
    e = err("game: shiny-dice\nfoes: niksa\nserenity: jaynee\nbogus line\n")
    assert [x.line for x in e.errors] == [2, 3, 4]
    assert len(e.to_dict()["errors"]) == 3


def test_bad_ask_is_pointed():
    e = err("game: shiny-dice\nask: jayne vera nikska\n")
    assert (e.line, e.column) == (2, 17) and e.hint == 'did you mean "niska"?'


def test_unknown_game():
    with pytest.raises(UnknownGameError) as e:
        check("game: shiny-dise\n")
    assert e.value.hint == 'did you mean "shiny-dice"?' and e.value.line == 1
    assert e.value.to_dict()["code"] == "unknown-game"
    assert isinstance(e.value, PositionError) and isinstance(e.value, ValueError)
    with pytest.raises(UnknownGameError):
        get_game("chess")


def test_no_game_line():
    with pytest.raises(PositionSyntaxError):
        check("serenity: mal\n")
    assert check("serenity: mal\n", game="shiny dice").game == "shiny-dice"


def test_forgiving_names():
    a = G.parse("game: shiny-dice\nCargo Hold: Rivers, WASH\nKnocked_Out: Dinosaur\nfoes: 2x Niskas, lips ×2\n")
    b = G.parse("game: shiny-dice\ncargo-hold: river, wash\nknocked-out: wash\nfoes: niska x2, saffron x2\n")
    assert a == b
    with pytest.raises(PositionSyntaxError):
        G.parse("game: shiny-dice\nfoes: nisk as\n")


def test_api_shapes():
    r = check("game: shiny-dice\nstep: misbehave\nserenity: mal, zoe, jayne, book\ncargo-hold: river\n"
              "knocked-out: kaylee\nfoes: niska x2, saffron\nmission: needs rifle x4; keywords escape\n"
              "ask: jayne vera niska\nask: wash leaf-on-the-wind zoe\n")
    d = r.to_dict()
    assert set(d) == {"game", "verdict", "problems", "answers"} and d["verdict"] == "illegal"
    a0, a1 = d["answers"]
    assert set(a0) == {"ask", "verdict", "reasons", "effects", "after", "value"}
    assert a0["verdict"] == "legal" and "Niska defeated: 2 dice removed; 100 VP to the at-risk pool." in a0["effects"]
    assert a0["after"].startswith("game: shiny-dice\n")
    assert a1["verdict"] == "illegal" and "SD-WASH-TIMING" in [x["rule"] for x in a1["reasons"]]
    assert set(a1["reasons"][0]) >= {"rule", "statement", "quote", "section"}
    desc = G.describe()
    assert {"id", "title", "language", "rules", "vocabulary", "examples"} <= set(desc)
    assert all(set(x) == {"rule", "statement", "quote", "section"} for x in desc["rules"])
    assert 3 <= len(desc["examples"]) <= 12


def test_examples_check_cleanly():
    for g in all_games():
        for ex in g.examples:
            r = check(ex["position"])
            assert not r.problems, ex["title"]
            for a in r.answers:
                if a.after:
                    assert not g.problems(g.parse(a.after))


def test_examples_are_one_idea_each_and_together_show_the_notation():
    """Check shows one card per ask: an example with one or two asks reads on a phone, and
    ``options`` (a long list) stands alone; together a game's examples show the whole notation."""
    for g in all_games():
        seen = set()
        for ex in g.examples:
            asks = [a for a in check(ex["position"]).answers]
            assert 1 <= len(asks) <= 2, ex["title"]
            assert len(asks) == 1 or "options" not in [a.ask for a in asks], ex["title"]
            seen |= {a.verdict for a in asks}
            seen |= {a.ask for a in asks if a.ask in ("options", "valid", "score")}
            seen |= {"then" for a in asks if " then " in a.ask}
        wanted = {"legal", "illegal", "depends", "options", "valid", "then"}
        assert wanted <= seen, (g.id, wanted - seen)
        assert "score" in seen or g.id == "blue-sun", g.id   # Blue Sun has no score to compute


def test_options_answer():
    r = check("game: shiny-dice\nstep: misbehave\nserenity: zoe\nfoes: niska\nask: options\n")
    assert r.answers[0].options == ["proceed", "zoe cover-fire niska"]
