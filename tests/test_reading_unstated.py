"""Issue 22: what a message does not say is never assumed where it could change the ruling, and
what it does say of the table is read, wherever in the sentence it is said. Written in words of
their own, not the dispute sets'."""
from __future__ import annotations

from referee.rules import check
from referee.rules.reading import read


def lines(position: str) -> dict[str, str]:
    return {k.strip(): v.strip() for k, _, v in (l.partition(":") for l in position.splitlines()) if _}


def test_a_cards_legality_nobody_said_is_unknown_and_the_ruling_depends_on_it():
    r = read("I have a challenge card and a job card in my hand. Can I attach the challenge to that job?",
             "blue-sun")
    got = lines(r.position)
    assert "legality ?" in got["job"] and "legality ?" in got["challenge"]
    assert check(r.position, "blue-sun").verdict == "depends"
    said = read("I have an illegal challenge card and an illegal job card. Can I attach the challenge to the job?",
                "blue-sun")
    assert "legality ?" not in said.position and "illegal" in lines(said.position)["job"]


def test_an_assumption_the_verdict_turns_on_leaves_the_reading_unsure():
    r = read("can my yellow copy the blue in its bed?", "dance-of-the-fireflies")
    assert not r.sure and any("face-down" in u for u in r.unsure)
    # ... and one either way of which the ruling is the same is kept, and ruled on
    same = read("can my yellow copy the purple?", "dance-of-the-fireflies")
    assert same.sure and check(same.position, "dance-of-the-fireflies").verdict == "illegal"


def test_the_table_told_in_one_breath_before_the_asking_is_read():
    r = read("ok so kaylee is in the KO pile lol im gonna use simon's adoration to bring kaylee back into "
             "serenity, right?", "shiny-dice")
    assert lines(r.position)["knocked-out"] == "kaylee" and r.sure
    assert check(r.position, "shiny-dice").verdict == "legal"


def test_dice_showing_said_in_the_asked_move_are_the_tables():
    r = read("hacked rom game. my sister rolled four waves and she says she takes my glitch card, can she?",
             "galaxy-dice")
    assert "wave x4" in lines(r.position)["pool"]
    assert check(r.position, "galaxy-dice").verdict == "illegal"  # five matching results take a Glitch


def test_a_count_told_as_held_in_the_asked_move_must_be_read():
    r = read("my second bed has 3 flowers and no blue so im gonna plant a blue in it, ok?", "dance-of-the-fireflies")
    assert not r.sure and any("3 flowers" in u for u in r.unsure)
