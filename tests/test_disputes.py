"""Disputes told in words, through POST /api/ask: the ruling comes from the rules model.

* every verdict the chat states equals POST /api/check on the position it reports;
* every quote is verbatim rulebook text (0 invented quotes);
* "It depends" / the clarifying question when an unstated fact flips the verdict;
* Spanish in, Spanish lead and assumptions; English about the Spanish book: English
  statement over the Spanish quote;
* bad input never gets a 5xx.

The held-out set (tests/data/disputes.jsonl) was written before any tuning; each line
carries the position written by hand, which must itself give the book's verdict.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from referee.rules import check as rules_check
from referee.text import fold

from helpers import DEVSET, assert_quotes_are_cited_and_verbatim

# disputes.jsonl: written before any tuning; disputes_fresh/third/fourth/fifth: each written later and
# measured once before the general fixes its misses showed (see the commit log; the fifth, 48 disputes
# on actions no earlier set covers, first measured 0.29 verdict / 0.56 quote; the sixth, 12 more written
# after the fifth's fixes, first measured 0.42 / 0.83; the seventh, 40 in the ways players talk, first
# measured 0.475 / 0.70)
HELD_OUT = [json.loads(l) for name in ("disputes", "disputes_fresh", "disputes_third", "disputes_fourth",
                                       "disputes_fifth", "disputes_sixth", "disputes_seventh")
            for l in (Path(__file__).parent / "data" / f"{name}.jsonl").read_text().splitlines() if l.strip()]
DEV = DEVSET / "legality.jsonl"  # the public dev set, copied into the repository (tests/data/devset)
DEV_CASES = [json.loads(l) for l in DEV.read_text().splitlines() if l.strip()]


def ask(client, message, conversation=None, **extra):
    r = client.post("/api/ask", json={"message": message, "conversation": conversation, **extra})
    assert r.status_code < 500, r.get_data(as_text=True)
    assert r.status_code == 200, r.get_data(as_text=True)
    data = r.get_json()
    assert set(data) >= {"conversation", "game", "kind", "answer", "citations", "verdict", "position",
                         "assumed", "missing"}
    return data


def api_check(client, position):
    r = client.post("/api/check", json={"position": position})
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_json()


def message_of(case):
    return f"{case['situation']} {case['action']} Is that allowed?"


def quote_cited(case, data) -> bool:
    want = fold(case["quote"])
    return any(fold(c["quote"])[:60] in want or want[:60] in fold(c["quote"]) for c in data["citations"])


@pytest.mark.parametrize("case", HELD_OUT, ids=[c["id"] for c in HELD_OUT])
def test_held_out_case_is_right_in_the_rules_model(case):
    """The hand-written position of each held-out dispute gives the book's verdict."""
    res = rules_check(case["position"]).to_dict()
    assert res["answers"][-1]["verdict"] == case["verdict"]
    assert case["rule"] in [r["rule"] for r in res["answers"][-1]["reasons"]]


def _run(client, library, cases):
    right = cited = 0
    for case in cases:
        data = ask(client, message_of(case))
        assert_quotes_are_cited_and_verbatim(library, data)
        if data["verdict"] is not None:
            # the verdict stated is the one the rules model gives on the position reported
            assert data["position"], case["id"]
            assert api_check(client, data["position"])["verdict"] == data["verdict"], case["id"]
            assert data["kind"] in ("check", "clarify")
            lead = {"legal": "**Legal** —", "illegal": "**Illegal** —", "depends": "**It depends** —"}
            lead_es = {"legal": "**Legal** —", "illegal": "**Ilegal** —", "depends": "**Depende** —"}
            assert data["answer"].startswith((lead[data["verdict"]], lead_es[data["verdict"]])), data["answer"][:80]
            assert "/check?position=" in data["answer"]
        right += data["verdict"] == case["verdict"]
        cited += quote_cited(case, data)
    return right / len(cases), cited / len(cases)


def test_held_out_disputes_are_ruled_by_the_model(client, library):
    verdict_right, quote_right = _run(client, library, HELD_OUT)
    print(f"held-out disputes: verdict right {verdict_right:.3f}, deciding quote cited {quote_right:.3f}")
    assert verdict_right >= 0.9 and quote_right >= 0.9


def test_dev_set_disputes_state_only_computed_verdicts(client, library):
    verdict_right, quote_right = _run(client, library, DEV_CASES)
    print(f"dev-set disputes: verdict right {verdict_right:.3f}, deciding quote cited {quote_right:.3f}")
    # issue 22's floor: the yardstick's dispute endpoint on the dev set stays at 0.95 (a guard once
    # made two right readings unsure and took it to 0.85 unnoticed, under a floor of 0.8)
    assert verdict_right >= 0.95 and quote_right >= 0.95


def test_the_ruling_leads_with_the_deciding_rule_and_shows_what_it_read(client, library):
    data = ask(client, "We're in the Have a plan phase, I've got River in Serenity and Badger has 2 dice. "
                       "Can I use River's Psychic Link to reroll River and one Badger die?")
    assert data["kind"] == "check" and data["verdict"] == "illegal" and data["game"] == "shiny-dice"
    first = data["answer"].split("\n")[0]
    assert first.startswith("**Illegal** — Psychic Link")
    assert "Only during Step 1 - Get a Crew" in data["citations"][0]["quote"]
    assert "I read this as:" in data["answer"] and "    ask: river psychic-link badger" in data["answer"]
    assert "I assumed:" in data["answer"]
    for a in data["assumed"]:
        assert f"- {a}" in data["answer"]
    link = re.search(r"\[Open in Check\]\((/check\?position=[^)]+)\)", data["answer"]).group(1)
    assert parse_qs(urlsplit(link).query)["position"][0] == data["position"]
    page = client.get(link)
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    assert 'class="verdict illegal"' in html and "river psychic-link badger" in html
    assert "<pre><code>" in data["html"]  # a real code block on the page
    assert_quotes_are_cited_and_verbatim(library, data)


def test_it_depends_when_an_unstated_fact_flips_the_verdict(client, library):
    data = ask(client, "Ace Pilot game. My pilot is Missile and I rolled 3 missiles. Can I charge up?")
    assert data["verdict"] == "depends"
    assert data["answer"].startswith("**It depends** —")
    assert "legal if 0, 1 or 2" in data["answer"] and "illegal if 3, 4" in data["answer"]
    assert data["missing"] == ["your current Charge level"]
    assert data["kind"] == "clarify"  # one fact decides it: ask that one question
    assert data["answer"].rstrip().endswith("Can you tell me your current Charge level?")
    assert api_check(client, data["position"])["verdict"] == "depends"
    assert_quotes_are_cited_and_verbatim(library, data)
    # the credits a player hands over are theirs to hand (the move presupposes them), listed as
    # assumed; a balance said decides
    data = ask(client, "Sally gives 500 credits to John. Is that allowed?")
    assert data["verdict"] == "legal" and "Sally has the 500 credits" in data["assumed"]


def test_it_depends_on_a_stage_cycle_not_said(client):
    data = ask(client, "Ben chose to tackle a stage and has not rolled yet. Can he cycle the stages?")
    assert data["verdict"] == "depends" and data["kind"] == "clarify"
    assert "cycled the Stages" in data["missing"][0]
    assert "cycled: ?" in data["position"]


def test_spanish_question_gets_spanish_lead_and_assumptions(client, library):
    data = ask(client, "Mal coloca su ficha de refugio en Deadwood, un sector sin planeta. ¿Es legal?")
    assert data["verdict"] == "illegal" and data["game"] == "blue-sun"
    assert data["answer"].startswith("**Ilegal** —")
    assert "Lo he leído así:" in data["answer"] and "He supuesto:" in data["answer"]
    assert data["assumed"] == ["los refugios se colocan durante la preparación, después de elegir capitán"]
    rule = data["check"]["answers"][0]["reasons"][0]
    from referee.rules import get_game
    es = next((getattr(r, "statement_es", None) for r in get_game("blue-sun").rules if r.id == rule["rule"]), None)
    if es:  # the Spanish statement where the model has one
        assert es in data["answer"].split("\n")[0]
    assert_quotes_are_cited_and_verbatim(library, data)


def test_english_question_about_the_spanish_book(client, library):
    data = ask(client, "John is full burning at Deadwood; next door, Burnham Reach holds a Reaver ship. "
                       "John full burns into Burnham Reach. Is that allowed?")
    assert data["verdict"] == "illegal"
    first = data["answer"].split("\n")[0]
    assert first.startswith("**Illegal** — You may not full burn")  # the English statement
    assert "no puedes volar a todo trapo" in data["citations"][0]["quote"]  # the Spanish quote
    assert "I read this as:" in data["answer"]
    assert_quotes_are_cited_and_verbatim(library, data)


def test_follow_ups_work_on_the_last_position_read(client):
    first = ask(client, "Can Mal's Charm hit Saffron?")
    assert first["verdict"] == "legal"
    step1 = ask(client, "and if it were Step 1?", first["conversation"])
    assert step1["verdict"] == "illegal" and "step: get-a-crew" in step1["position"]
    assert "ask: mal charm saffron" in step1["position"]
    three = ask(client, "what if Saffron had three dice?", first["conversation"])
    assert "foes: saffron x3" in three["position"]
    assert three["verdict"] == client.post("/api/check", json={"position": three["position"]}).get_json()["verdict"]


def test_a_rules_question_stays_a_search_question(client):
    data = ask(client, "How many points is a full bed worth?")
    assert data["verdict"] is None and data["kind"] in ("search", "score")


@pytest.mark.parametrize("message", [
    "Can Mal's Charm hit Niska? " * 600 + "x" * (20_000 - 27 * 600),   # 20,000 characters
    "In Shiny Dice, and also in Blue Sun, can Mal full burn into Niska?",  # two games named
    "flibber jabber wocky snark?",                                        # nonsense
    "serenity: mal\nfoes: niska\nCan Mal's charm hit Niska?",              # half notation, half words
    "game: shiny-dice\nserenity: mal, zoe\nand then Zoe uses cover fire on both of them",
])
def test_bad_input_gets_a_clear_answer_never_a_5xx(client, message):
    assert len(message) <= 20_000
    r = client.post("/api/ask", json={"message": message, "conversation": None})
    assert r.status_code < 500
    data = r.get_json()
    if r.status_code == 200:
        assert data["answer"].strip()
        if data["verdict"] is not None:
            assert api_check(client, data["position"])["verdict"] == data["verdict"]
    else:
        assert data["error"]["message"]


def test_check_page_accepts_a_prefilled_position(client):
    position = "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: mal\nfoes: niska\nask: mal charm niska\n"
    r = client.get("/check", query_string={"position": position})
    assert r.status_code == 200
    html = r.get_data(as_text=True)
    assert 'class="verdict illegal"' in html and "mal charm niska" in html
    bad = client.get("/check", query_string={"position": "game: shiny-dice\nserenity: nobody\n"})
    assert bad.status_code == 422 and "does not read" in bad.get_data(as_text=True)


def test_a_dispute_it_cannot_read_says_what_it_understood_and_needs(client, library):
    data = ask(client, "Have a plan phase. Niska has two dice and Jayne is in Serenity. "
                       "Jayne does a little dance. Is that allowed?")
    assert data["verdict"] is None  # no verdict it did not compute
    assert data["answer"].startswith("What I understood:")
    assert "    foes: niska x2" in data["answer"] and "What I need:" in data["answer"]
    assert data["missing"] == ["what the player does or wants to do"]
    assert data["citations"]  # the closest passages, as for a question
    assert_quotes_are_cited_and_verbatim(library, data)


def test_a_reading_the_model_refuses_says_what_was_read_and_why(client, library, monkeypatch):
    from referee.chat import ruling
    from referee.rules.reading import reader

    real = reader.read

    def broken(*a, **k):  # a reading whose position the model cannot parse
        r = real(*a, **k)
        if r is not None and r.action:
            r.position = r.position.replace("ask:", "serenity: nobody\nask:")
        return r
    monkeypatch.setattr(ruling, "read", broken)
    data = ask(client, "Have a plan. Mal is in Serenity and Saffron has two dice. Mal uses Charm on Saffron.")
    assert data["verdict"] is None and data["answer"].startswith("What I understood:")
    assert any(m.startswith("a position the rules model accepts") for m in data["missing"])


@pytest.mark.parametrize("message", [
    "Have a plan: Mal is in Serenity; a Wash and a Book are in the Cargo Hold. Saffron has 1 die. My friend says "
    "I can't use Mal's Inspiration to bring back the Wash and the Book together. Who's right?",
    "I've already rolled once this turn tackling a stage. I have beaten the plasma boss. "
    "What if I swap a boss die in now?",
])
def test_who_is_right_and_what_if_i_are_disputes(client, message):
    data = ask(client, message)
    assert data["verdict"] == "illegal" and data["kind"] == "check"
    assert api_check(client, data["position"])["verdict"] == data["verdict"]


def test_a_terse_move_is_a_dispute_and_a_terse_rules_term_stays_a_search(client):
    data = ask(client, "Vera on Niska and Badger?")
    assert data["verdict"] == "illegal" and "ask: jayne vera niska, badger" in data["position"]
    assert api_check(client, data["position"])["verdict"] == "illegal"
    assert ask(client, "Vera on two Niskas?")["verdict"] == "legal"  # two dice of one Foe: one Foe
    for message in ("Second Wind?", "How many points is a full bed worth?"):
        assert ask(client, message)["verdict"] is None


def test_a_rule_level_question_gets_it_depends_when_the_unsaid_decides(client, library):
    """"can book use salvation with three foe dice still up?": no Foe named, so three Foe dice
    of unknown face (``?``); the model rules over every completion and says "It depends"."""
    data = ask(client, "can book use salvation with three foe dice still up?")
    assert data["verdict"] == "depends" and data["answer"].startswith("**It depends** —")
    assert "foes: ? x3" in data["position"]
    assert api_check(client, data["position"])["verdict"] == "depends"
    assert_quotes_are_cited_and_verbatim(library, data)


def test_a_rule_level_question_completes_the_piece_it_names_without_naming_which(client):
    """"can kaylee's thruster overload hit a foe?": "a foe" is any Foe; every one rules the
    same, so the verdict is stated with the Foe that stands in listed under "I assumed"."""
    data = ask(client, "can kaylee's thruster overload hit a foe?")
    assert data["verdict"] in ("legal", "illegal")
    assert data["verdict"] == api_check(client, data["position"])["verdict"]
    assert any("does not say which foe" in a for a in data["assumed"])


def test_a_follow_up_changes_a_count_on_the_last_reading(client):
    """"and if I had 2 tokens?": the last position read, with the tokens the follow-up says;
    the verdict is the model's on the new position (here: it depends on a cycle not said)."""
    first = ask(client, "I'm out of arcade tokens. Can I cycle the stages?")
    assert first["verdict"] == "illegal" and "tokens: 0" in first["position"]
    again = ask(client, "and if I had 2 tokens?", first["conversation"])
    assert "tokens: 2" in again["position"] and "ask: cycle" in again["position"]
    assert again["verdict"] == api_check(client, again["position"])["verdict"] == "depends"
