"""The dispute reader (referee.rules.reading): words -> a position the rules model judges.

No Flask here: the reader belongs to the rules core.  Every verdict in these tests comes
from `referee.rules.check` on the position the reader wrote.
"""
from __future__ import annotations

import re

import pytest

from referee.rules import all_games, check
from referee.rules.reading import Words, amend, guess_game, read, words_for


def lines(position: str) -> dict[str, str]:
    out = {}
    for line in position.splitlines():
        if ":" in line:
            k, v = line.split(":", 1)
            out.setdefault(k.strip(), v.strip())
    return out


def test_every_modelled_game_declares_its_words():
    for g in all_games():
        w = words_for(g.id)
        assert isinstance(w, Words), f"{g.id} has no words.py"
        assert w.game == g.id and w.actions


def test_the_issue_example_is_read_and_ruled_by_the_model():
    r = read("We're in the Have a plan phase, I've got River in Serenity and Badger has 2 dice. "
             "Can I use River's Psychic Link to reroll River and one Badger die?")
    assert r.game == "shiny-dice"
    got = lines(r.position)
    assert got["step"] == "misbehave" and got["phase"] == "have-a-plan"
    assert got["serenity"] == "river" and got["foes"] == "badger x2"
    assert got["ask"] == "river psychic-link badger"
    res = check(r.position).to_dict()
    assert res["verdict"] == "illegal"
    assert res["answers"][0]["reasons"][0]["rule"] == "SD-RIVER-TIMING"


@pytest.mark.parametrize("message, key, value", [
    ("Have a plan. Serenity holds Wash and Zoe; Niska has one die. Zoe uses Cover Fire on Niska.",
     "serenity", "wash, zoe"),                                       # area named before its contents
    ("Have a plan. There is a Jayne die in the Cargo Hold and Mal in Serenity, Niska x1. Mal uses Charm on Niska.",
     "cargo-hold", "jayne"),                                        # area named after its contents
    ("Have a plan, two Niska dice and Saffron with 2 dice. Jayne fires Vera at Niska.", "foes", "niska x2, saffron x2"),
    ("Have a plan; Saffron x3 is still in play and Jayne is in Serenity. Jayne uses Vera on Saffron.",
     "foes", "saffron x3"),
])
def test_areas_and_counts_however_they_are_said(message, key, value):
    r = read(message, "shiny-dice")
    assert lines(r.position)[key] == value, r.position


def test_possessive_names_the_power_and_its_owner():
    r = read("Step 1, get a crew: Wash and Jayne show in Serenity, no reroll made yet. "
             "Can I use Wash's Leaf on the Wind to reroll the Jayne die?")
    got = lines(r.position)
    assert got["ask"] == "wash leaf-on-the-wind jayne"
    assert got["step"] == "get-a-crew" and got["rerolled"] == "no"
    assert check(r.position).verdict == "legal"


def test_reroll_already_used_is_read():
    r = read("Get a crew phase 2: Wash and Zoe show in Serenity and I already used my reroll. "
             "I want to reroll Wash and Zoe again.", "shiny-dice")
    assert lines(r.position)["rerolled"] == "yes"
    res = check(r.position).to_dict()
    assert res["verdict"] == "illegal" and res["answers"][0]["reasons"][0]["rule"] == "SD-REROLL-ONCE"


def test_step_names_full_or_short():
    for said in ("Step 4", "lay low or keep flyin"):
        r = read(f"{said}. My mission was Bushwhacked and I never completed it. I keep flying.", "shiny-dice")
        assert lines(r.position)["step"] == "lay-low-or-keep-flyin", said
        assert check(r.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "SD-BUSHWHACKED"


def test_a_question_with_no_situation_gets_the_smallest_position_that_asks_it():
    r = read("Can Mal's Charm hit Niska?")
    got = lines(r.position)
    assert got["serenity"] == "mal" and got["foes"] == "niska" and got["ask"] == "mal charm niska"
    assert any("Mal" in a for a in r.assumed) and any("Have a plan" in a for a in r.assumed)
    assert check(r.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "SD-MAL-CHARM"


def test_players_names_and_pronouns():
    r = read("Sally's ship is at Space Bazaar carrying 2 cargo; John's ship sits in Deadwood. "
             "She hands one cargo over to John.")
    assert r.game == "blue-sun"
    assert r.players[:2] == ["Sally", "John"] and r.actor == "Sally"
    assert lines(r.position)["ask"] == "Sally give 1 cargo to John"
    assert check(r.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "BS-TRADE-SAME-SECTOR"


def test_spanish_message_spanish_assumptions():
    r = read("Mal coloca su ficha de refugio en Deadwood, un sector sin planeta. ¿Es legal?")
    assert r.game == "blue-sun" and r.lang == "es"
    assert r.assumed and all(re.search(r"[áéíóúñ]|\b(los|la|el|se)\b", a) for a in r.assumed)
    assert check(r.position).verdict == "illegal"


def test_an_unstated_fact_that_matters_stays_unknown_and_the_core_computes_depends():
    r = read("Ben chose to tackle a stage and has not rolled yet. Can he cycle the stages?")
    assert lines(r.position)["cycled"] == "?"
    assert not any("cycled" in a for a in r.assumed)  # not assumed: left unknown
    res = check(r.position).to_dict()
    assert res["verdict"] == "depends"
    assert res["answers"][0]["depends_on"][0]["legal_if"] == "no"


def test_a_neutral_default_is_listed_as_an_assumption_where_the_game_has_no_unknown():
    r = read("We are in step 1 with Wash and Zoe in Serenity and one Niska die. Can I reroll Wash and Zoe?")
    value = lines(r.position)["rerolled"]
    if value == "?":  # the game learnt to leave it unknown: then it is not an assumption
        assert not any("rerolled" in a for a in r.assumed)
    else:
        assert value == "no" and "you have not rerolled yet this turn" in r.assumed


def test_follow_ups_change_the_last_position_read():
    r = read("Can Mal's Charm hit Saffron?")
    assert check(r.position).verdict == "legal"
    step1 = amend(r.position, "and if it were Step 1?", "shiny-dice")
    got = lines(step1.position)
    assert got["step"] == "get-a-crew" and "phase" not in got and got["ask"] == "mal charm saffron"
    assert check(step1.position).verdict == "illegal"
    three = amend(r.position, "what if Saffron had three dice?", "shiny-dice")
    assert lines(three.position)["foes"] == "saffron x3"


def test_the_game_is_guessed_from_names_only_one_game_uses():
    assert guess_game("Can Jayne's Vera hit Niska?") == "shiny-dice"
    assert guess_game("Hacked Rom game: Mei takes the third Glitch from the top") == "galaxy-dice"
    assert guess_game("Rosa plants a Blue Sun flower in her bed") == "dance-of-the-fireflies"
    assert guess_game("Bo full burns into a sector with a Reaver ship") == "blue-sun"
    assert guess_game("what is the weather like") is None


@pytest.mark.parametrize("message", [
    "x" * 20_000,
    "asdf qwer zxcv",
    "Niska Niska Niska " * 900,
    "game: shiny-dice\nserenity: mal\nCan Mal's charm hit Niska?",
    "In Shiny Dice and in Blue Sun, can Mal full burn into Niska?",
    "¿¿¿!!! 12 34 ,,, ;;;",
])
def test_bad_input_never_raises(message):
    r = read(message)
    if r is not None and r.action:
        check(r.position)  # the position it wrote reads (or raises a PositionError, never a crash)


@pytest.mark.parametrize("message, verdict, rule", [
    ("Can Zoe use Cover Fire on Niska when Zoe is in the cargo hold?", "illegal", "SD-CARGO-UNAVAILABLE"),
    ("When Zoe is in the cargo hold, can she use Cover Fire on Niska?", "illegal", "SD-CARGO-UNAVAILABLE"),
    ("can I plant a blue sun flower in a bed that already has a blue moon?", "illegal", "DF-BED-COLOUR"),
    ("¿Puedo deambular hasta Burnham Reach cuando hay una nave Reaver allí?", "legal", "BS-MOSEY-REAVER"),
    ("Can John full burn into Burnham Reach when a Reaver ship is there?", "illegal", "BS-NO-BURN-INTO-REAVER"),
])
def test_the_situation_told_inside_the_question_counts(message, verdict, rule):
    r = read(message)
    res = check(r.position).to_dict()
    assert res["verdict"] == verdict, r.position
    assert res["answers"][0]["reasons"][0]["rule"] == rule
