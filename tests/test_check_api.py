"""POST /api/check, the /check page, /games pages and `referee check`: the rules
model through every interface, with links into the rulebook viewer."""
from __future__ import annotations

import json
from urllib.parse import urlsplit

import pytest

from referee import rules

LEGAL = """game: shiny-dice
step: misbehave
phase: have-a-plan
serenity: jayne
foes: niska x2
ask: jayne vera niska
"""
ILLEGAL = """game: shiny-dice
step: misbehave
phase: have-a-plan
serenity: wash, zoe
foes: niska
ask: wash leaf-on-the-wind zoe
"""
MALFORMED = """game: shiny-dice
step: misbehave
serenity: jaynee
foes: niska
ask: jayne vera niska
"""


def post(client, position, **extra):
    r = client.post("/api/check", json={"position": position, **extra})
    return r.status_code, r.get_json()


def test_legal_action_has_reasons_effects_and_the_position_after(client):
    status, body = post(client, LEGAL)
    assert status == 200 and body["verdict"] == "legal" and body["game"] == "shiny-dice"
    (answer,) = body["answers"]
    assert answer["verdict"] == "legal"
    assert "SD-JAYNE-VERA" in [r["rule"] for r in answer["reasons"]]
    assert any("Niska" in e for e in answer["effects"])
    after = answer["after"]
    played = rules.get_game("shiny-dice").parse(after)
    assert played.foes["niska"] == 0, after  # both Niska dice are defeated and removed
    assert played.knocked_out["jayne"] == 1 and "at-risk: 100" in after, after
    again = post(client, after + "ask: options\n")[1]  # play continues from the position after
    assert again["answers"][0]["verdict"] == "legal"


def test_illegal_action_lists_the_rules_that_forbid_it(client):
    status, body = post(client, ILLEGAL)
    assert status == 200 and body["verdict"] == "illegal"
    reasons = body["answers"][0]["reasons"]
    assert "SD-WASH-TIMING" in [r["rule"] for r in reasons]
    for r in reasons:
        assert set(r) >= {"rule", "statement", "quote", "section", "url"}


def test_every_reason_url_opens_its_quote_in_the_viewer(client):
    _, body = post(client, ILLEGAL)
    for r in body["answers"][0]["reasons"]:
        parts = urlsplit(r["url"])
        html = client.get(parts.path + "?" + parts.query).get_data(as_text=True)
        assert f'id="{parts.fragment}" class="passage target"' in html
        assert "<mark>" in html[html.index(f'id="{parts.fragment}"'):][:5000]


def test_malformed_position_is_a_422_with_line_column_and_hint(client):
    status, body = post(client, MALFORMED)
    assert status == 422
    err = body["error"]
    assert err["line"] == 3 and err["column"] == 11
    assert "jayne" in err["hint"]


@pytest.mark.parametrize("payload,status", [
    ({}, 400), ({"position": ""}, 400), ({"position": 42}, 400), ({"position": "x", "game": 3}, 400),
    ({"position": "step: misbehave\nask: options"}, 422),
    ({"position": "game: monopoly\nask: options"}, 422),
    ({"position": "game: shiny-dice\n" + "# padding\n" * 3000}, 413),
])
def test_bad_check_requests_get_clear_errors(client, payload, status):
    r = client.post("/api/check", json=payload)
    assert r.status_code == status and r.get_json()["error"]["message"]


def test_check_needs_json(client):
    r = client.post("/api/check", data="game: shiny-dice", content_type="text/plain")
    assert r.status_code == 400 and "JSON" in r.get_json()["error"]["message"]


def test_game_field_supplies_a_missing_game_line(client):
    status, body = post(client, LEGAL.replace("game: shiny-dice\n", ""), game="shiny dice")
    assert status == 200 and body["game"] == "shiny-dice"


def test_game_description_has_rules_with_links_vocabulary_and_examples(client, library):
    for game in rules.all_games():
        body = client.get(f"/api/games/{game.id}").get_json()
        assert len(body["rules"]) == len(game.rules) > 0
        assert body["vocabulary"] and body["examples"]
        for r in body["rules"]:
            passage = library.locate_quote(game.id, r["quote"], r["section"])
            assert passage is not None, r["rule"]
            assert f"#{passage.anchor}" in r["url"]
        for ex in body["examples"]:
            status, result = post(client, ex["position"])
            assert status == 200, (ex["title"], result)


def test_games_page_lists_rules_with_permalinks(client):
    html = client.get("/games/shiny-dice").get_data(as_text=True)
    assert 'id="SD-JAYNE-VERA"' in html and 'href="#SD-JAYNE-VERA"' in html
    assert "Vera: Deal 2 Damage to any one Foe." in html


def test_check_page_is_prefilled_and_shows_verdicts_without_javascript(client):
    html = client.get("/check?game=shiny-dice").get_data(as_text=True)
    assert "game: shiny-dice" in html
    page = client.post("/check", data={"position": ILLEGAL})
    text = page.get_data(as_text=True)
    assert page.status_code == 200 and "ILLEGAL" in text and "SD-WASH-TIMING" in text
    legal = client.post("/check", data={"position": LEGAL}).get_data(as_text=True)
    assert "Continue from here" in legal


def test_check_page_points_at_the_bad_line(client):
    page = client.post("/check", data={"position": MALFORMED})
    html = page.get_data(as_text=True)
    assert page.status_code == 422
    assert "Line 3, column 11" in html and "did you mean" in html
    assert "serenity: jaynee\n          ^" in html


def test_cli_check_exit_codes_and_json(run_cli, tmp_path, shipped_index):
    for text, code in ((LEGAL, 0), (ILLEGAL, 1), (MALFORMED, 2)):
        f = tmp_path / "pos.txt"
        f.write_text(text)
        res = run_cli("check", str(f), "--index", str(shipped_index))
        assert res.code == code, res.out + res.err
    res = run_cli("check", str(f), "--index", str(shipped_index))
    assert "line 3, column 11" in res.err and "^" in res.err
    f.write_text(ILLEGAL)
    data = json.loads(run_cli("check", str(f), "--json", "--index", str(shipped_index)).out)
    assert data["verdict"] == "illegal" and data["answers"][0]["reasons"][0]["url"]


def test_too_many_asks_is_a_clear_422_naming_the_limit(client):
    from referee.rules.core import MAX_ASKS
    status, body = post(client, LEGAL + "ask: options\n" * MAX_ASKS)
    assert status == 422
    err = body["error"]
    assert err["code"] == "too-large-to-decide" and str(MAX_ASKS) in err["message"]
    assert err["line"] == 7 + MAX_ASKS - 1  # the first ask past the limit


@pytest.mark.parametrize("count", ["x100", "x" + "9" * 4400])
def test_a_count_past_its_bound_is_a_422_at_its_column(client, count):
    status, body = post(client, LEGAL.replace("niska x2", "niska " + count))
    assert status == 422, body
    assert body["error"]["line"] == 5 and body["error"]["column"] == 13
    assert len(body["error"]["message"]) < 200


def test_a_chain_answers_with_its_steps_and_linked_reasons(client):
    status, body = post(client, LEGAL.replace("ask: jayne vera niska", "ask: jayne vera niska then valid"))
    assert status == 200, body
    (answer,) = body["answers"]
    assert answer["verdict"] == "legal" and answer["ask"] == "jayne vera niska then valid"
    assert [s["ask"] for s in answer["steps"]] == ["jayne vera niska", "valid"]
    for step in answer["steps"]:
        assert all(r["url"].startswith("/rulebooks/shiny-dice") for r in step["reasons"])
    assert "SD-JAYNE-VERA" in [r["rule"] for r in answer["steps"][0]["reasons"]]


def test_an_oversized_number_a_game_let_through_is_still_a_422(client, monkeypatch):
    """The safety net under every game: Python's own limits on input are a 4xx, never a 500."""
    def too_big(text, game=None):
        return int("9" * 4400)
    monkeypatch.setattr(rules, "check", too_big)
    status, body = post(client, LEGAL)
    assert status == 422 and "too large" in body["error"]["message"]


def test_cli_check_says_it_depends_and_lists_the_steps(run_cli, tmp_path, shipped_index):
    f = tmp_path / "pos.txt"
    f.write_text("game: shiny-dice\nstep: get-a-crew\nphase: check\nserenity: mal, zoe, river\n"
                 "foes: niska x3, ?\nask: proceed\n")
    res = run_cli("check", str(f), "--index", str(shipped_index))
    assert res.code == 3, res.out + res.err
    assert "DEPENDS" in res.out and "legal if" in res.out and "niska" in res.out
    f.write_text(LEGAL.replace("ask: jayne vera niska", "ask: jayne vera niska then valid"))
    res = run_cli("check", str(f), "--index", str(shipped_index))
    assert res.code == 0, res.out + res.err
    assert "step 1: jayne vera niska -> LEGAL" in res.out and "step 2: valid -> LEGAL" in res.out


def test_an_uncounted_alert_count_is_an_unknown_the_ruling_can_turn_on(client):
    """"? reaver alerts": some tokens, uncounted. A roll of 3 calls a Reaver when there are 3 or more,
    and the Nav card then waits for it: the answer names the count it turns on."""
    position = ("game: blue-sun\nsector: Sector 1, ? reaver alerts\nsector: Sector 2\nadjacent: Sector 2 - Sector 1\n"
                "reavers: Sector 2\nplayer: Mia\nplayer: Jonah, at Sector 1, alert pending, full burn\n"
                "ask: Jonah resolve alert roll 3 then Jonah draw nav\n")
    body = client.post("/api/check", json={"position": position}).get_json()
    assert body["verdict"] == "depends", body
    assert "how many Reaver alert tokens Sector 1 holds" in json.dumps(body), body
    twice = position.replace("? reaver alerts", "? reaver alerts, 2 reaver alerts")
    bad = client.post("/api/check", json={"position": twice})
    err = bad.get_json()["error"]
    assert bad.status_code == 422 and "already given as unknown" in err["message"], err
    assert (err["line"], err["column"]) == (2, 36), err
