"""A verdict only on a sure reading: every line of a reading is grounded in the message's
words or stated as an assumption, every game term the asked move names is in it, and a
half-read dispute gets what was understood and what is missing, never a bold verdict.

The fresh set (tests/data/disputes_eighth.jsonl) was written from the rulebooks alone by
someone who never saw the reader, and measured before any change to it: right 0.292, a
wrong verdict stated 0.271, no verdict 0.438, deciding quote cited 0.688 (see the commit log).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules import check
from referee.rules.reading import read

from helpers import assert_quotes_are_cited_and_verbatim

DATA = Path(__file__).parent / "data"
SETS = ("disputes", "disputes_fresh", "disputes_third", "disputes_fourth", "disputes_fifth", "disputes_sixth",
        "disputes_seventh", "disputes_eighth")
CASES = [json.loads(line) for name in SETS for line in (DATA / f"{name}.jsonl").read_text().splitlines()
         if line.strip()]
FRESH = [c for c in CASES if c["id"].startswith("e8-")]


def message_of(case: dict) -> str:
    return " ".join(x for x in (case.get("situation", ""), case.get("action", "")) if x).strip()


def ask(client, message: str, **extra) -> dict:
    r = client.post("/api/ask", json={"message": message, "conversation": None, **extra})
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_json()


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_every_reading_line_is_grounded_or_assumed(case):
    """Each position line records the message words it came from or the assumption behind
    it; a line with neither makes the reading unsure (and so gets no verdict)."""
    r = read(message_of(case), case["game"])
    if r is None:
        return
    lines = [l for l in r.position.splitlines() if ":" in l and l.split(":", 1)[0] not in ("game", "ask")
             and l.split(":", 1)[1].strip()]
    grounded = {g["line"]: g for g in r.grounds}
    for line in lines:
        assert line in grounded, (line, r.grounds)
        g = grounded[line]
        assert g.get("words") or g.get("assumed") or not r.sure, (line, g)
        if g.get("assumed") and "not stated" not in g["assumed"] and "neutral" not in g["assumed"] \
                and "does not name" not in g["assumed"]:
            assert g["assumed"] in r.assumed, (g, r.assumed)  # an assumption is shown to the player


def test_a_dropped_kind_of_piece_makes_the_reading_unsure_and_gets_no_verdict(client, library):
    """"can river reroll a foe die?": the Foe die is the point of the question; a reading
    that drops it is not the dispute asked, so no verdict leads."""
    r = read("can river reroll a foe die?", "shiny-dice")
    assert not r.sure and "foe" in r.unsure[0]
    data = ask(client, "can river reroll a foe die?")
    assert data["verdict"] is None
    assert not data["answer"].startswith(("**Legal**", "**Illegal**", "**It depends**"))
    assert "What I could not account for:" in data["answer"]
    assert any("foe" in m for m in data["missing"])
    assert_quotes_are_cited_and_verbatim(library, data)


def test_a_count_the_reading_drops_makes_it_unsure(client):
    data = ask(client, "can river reroll two foe dice?")
    assert data["verdict"] is None and any("2 foe dice" in m for m in data["missing"])


def test_a_fact_defaulted_while_the_message_talks_about_it_is_not_assumed(client):
    """"rerolled one of them": the reroll already made is told, so "you have not rerolled
    yet" cannot be assumed."""
    message = ("I had two Rivers, rerolled one of them with a Badger and it came up Niska. "
               "can I now reroll my other River with that Niska?")
    r = read(message, "shiny-dice")
    assert not r.sure and any("rerolled" in u for u in r.unsure)
    assert ask(client, message)["verdict"] is None


def test_a_piece_said_to_be_absent_is_never_read_as_there():
    r = read("rolled 2 booms n no 1ups im still in n keep rolling yeah??", "galaxy-dice")
    assert not r.sure and any("1" in u and "not there" in u for u in r.unsure)


def test_the_games_own_name_is_never_a_player_or_a_keyword():
    """"In Shiny Dice, …" named no Shiny keyword; "En Firefly Sol Azul" names no captain."""
    r = read("In Shiny Dice, if my Zoe die helps complete the mission, can I still fire off her Cover Fire?",
             "shiny-dice")
    assert "shiny" not in r.position.split("ask:")[0].replace("game: shiny-dice", "")
    r = read("En Firefly Sol Azul ya tengo la confianza de Lord Harrow. ¿Puedo comprar carga?", "blue-sun")
    assert "Sol Azul" not in r.position and "Firefly" not in r.position


def test_an_invented_line_that_does_not_change_the_ruling_is_dropped_or_assumed():
    """A filler the reader writes (the other dice of a pool) either goes, when the ruling
    stands without it, or is listed as an assumption; if it changes the ruling, unsure."""
    r = read("can I spend a token for second wind?", "galaxy-dice")
    line = next((l for l in r.position.splitlines() if l.startswith("pool:")), None)
    if line is not None:
        g = next(g for g in r.grounds if g["line"] == line)
        assert g.get("assumed") in r.assumed or not r.sure


@pytest.mark.parametrize("case", FRESH, ids=[c["id"] for c in FRESH])
def test_every_verdict_stated_equals_the_rules_model_on_the_reported_position(client, case):
    data = ask(client, message_of(case))
    if data["verdict"] is not None:
        assert data["position"]
        assert check(data["position"], data["game"] if data["game"] in (case["game"],) else None).verdict \
            == data["verdict"]


def test_the_fresh_set_states_fewer_wrong_verdicts_than_before(client):
    """Floors from this round's end (first measured 0.292 right / 0.271 wrong): the guard
    must not let the wrong-verdict rate climb back."""
    right = wrong = 0
    for case in FRESH:
        got = ask(client, message_of(case))["verdict"]
        right += got == case["verdict"]
        wrong += got is not None and got != case["verdict"]
    print(f"fresh disputes: right {right}/{len(FRESH)}, wrong {wrong}/{len(FRESH)}")
    assert wrong / len(FRESH) <= 0.17
    assert right / len(FRESH) >= 0.25
