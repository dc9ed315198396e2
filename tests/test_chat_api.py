"""POST /api/ask (the API contract, tests/data/contract/API.md) and the /chat page, through the Flask test client."""
from __future__ import annotations

import html as htmllib
import json
import re
from urllib.parse import parse_qs, urlsplit

import pytest

from referee.rules import check
from referee.text import fold

from helpers import DEVSET, assert_quotes_are_cited_and_verbatim

# the public dev set, copied into the repository (tests/data/devset)
QUESTIONS = [json.loads(l) for l in (DEVSET / "questions.jsonl").read_text().splitlines() if l.strip()]


def ask(client, message, conversation=None, **extra):
    r = client.post("/api/ask", json={"message": message, "conversation": conversation, **extra})
    assert r.status_code == 200, r.get_data(as_text=True)
    data = r.get_json()
    assert set(data) >= {"conversation", "game", "kind", "answer", "citations"}
    assert data["kind"] in ("search", "check", "score", "clarify", "not-covered")
    return data


def check_quotes(client, library, data):
    """Every quoted passage is verbatim rulebook text, cited, and its URL opens the
    viewer at the passage with the quote marked."""
    assert_quotes_are_cited_and_verbatim(library, data)
    for c in data["citations"]:
        assert set(c) >= {"game", "section", "url", "quote"}
        book = library.books[c["game"]]
        p = book.find_quote(c["quote"], c["section"])
        assert p is not None and p.section == c["section"]
        parts = urlsplit(c["url"])
        assert parts.fragment == p.anchor
        assert parse_qs(parts.query)["quote"][0] == c["quote"]
        page = client.get(f"{parts.path}?{parts.query}")
        assert page.status_code == 200
        body = page.get_data(as_text=True)
        m = re.search(rf'<(div|tr) id="{re.escape(p.anchor)}" class="passage target">(.*?)</\1>', body, re.S)
        assert m, f"anchor {p.anchor} not the target"
        assert "<mark>" in m.group(2)


@pytest.mark.parametrize("q", QUESTIONS, ids=[q["id"] for q in QUESTIONS])
def test_devset_answers_quote_only_the_rulebooks(client, library, q):
    data = ask(client, q["question"])
    assert data["citations"], "an answer always shows at least the closest passages"
    check_quotes(client, library, data)


def test_devset_cites_the_right_passage_most_of_the_time(client):
    def hit(c, q):
        return fold(c["section"]) == fold(q["expected_heading"]) or fold(q["quote"]) in fold(c["quote"])
    hits = sum(any(hit(c, q) for c in ask(client, q["question"])["citations"]) for q in QUESTIONS)
    assert hits / len(QUESTIONS) >= 0.85


def test_a_question_routes_to_search_with_a_direct_answer(client, library):
    data = ask(client, "can River reroll a black die during misbehave?")
    assert data["game"] == "shiny-dice"
    if data["kind"] == "check":  # read as a rule-level dispute: the rules model rules on it
        assert data["verdict"] == "illegal" and data["answer"].startswith("**Illegal**")
        assert "Phase 2: Choose which dice" in data["citations"][0]["quote"]
    else:
        assert data["kind"] == "search" and data["answer"].startswith("**No —**")
    check_quotes(client, library, data)


def test_a_position_routes_to_check(client, library):
    pos = "game: shiny-dice\nstep: misbehave\nserenity: jayne\nfoes: niska\nask: jayne vera niska"
    data = ask(client, pos)
    assert data["kind"] == "check"
    assert data["check"]["verdict"] == "legal"
    assert data["check"]["answers"][0]["ask"] == "jayne vera niska"
    assert "Continue from here" in data["answer"]
    check_quotes(client, library, data)


def test_a_bad_position_explains_where(client):
    data = ask(client, "game: shiny-dice\nstep: misbehave\nserenity: jaybe\nask: options")
    assert data["kind"] == "check" and "check" not in data
    assert data["error"]["line"] == 3
    assert "Line 3" in data["answer"]


def test_an_it_depends_ruling_also_shows_the_passages_search_finds(client, library):
    # the player must work out which way their table is: the passages around the rule follow it
    data = ask(client, "I rolled two explosions and no 1ups, is my turn over?")
    assert data["verdict"] == "depends"
    assert "Related passages:" in data["answer"]
    deciding = data["answer"].split("Related passages:")[0]
    assert any(" ".join(c["quote"].split()) not in " ".join(deciding.split()) for c in data["citations"])
    check_quotes(client, library, data)


def test_a_story_closed_by_who_gets_it_is_ruled_for_the_side_the_book_backs(client):
    # "Who takes the white?" after the story asks which side is right: the one whose Royal it is
    data = ask(client, "Ben had two regular fireflies on the white and Nora had her Royal there. Who takes the white?")
    assert data["verdict"] == "legal" and "day Nora royal" in data["position"] and "ask: Nora wins" in data["position"]
    assert data["verdict"] == client.post("/api/check", json={"position": data["position"]}).get_json()["verdict"]


def test_a_yes_no_question_naming_points_is_no_score_to_compute(client):
    # "lose 100 VP" asks whether a rule applies: no total is computed from a count it never held
    data = ask(client, "if I roll four Niskas, does everyone else lose 100 VP?")
    assert data["kind"] != "score" and "banked: 100" not in (data.get("position") or "")
    assert not data["answer"].startswith("I read this as") or data["verdict"] is not None
    total = ask(client, "I have 400 banked VP and 2 claimed supplies, what's my score?")
    assert total["kind"] == "score"


def test_score(client, library):
    data = ask(client, "score:\nbanked: 300\nbanked-supplies: 4")
    assert data["kind"] == "score" and data["game"] == "shiny-dice"
    assert data["check"]["answers"][-1]["value"] == 500
    check_quotes(client, library, data)


def test_follow_up_uses_the_conversation(client, library):
    first = ask(client, "can River reroll a black die during misbehave?")
    second = ask(client, "and Wash?", first["conversation"])
    assert second["game"] == "shiny-dice"
    assert any("Wash" in c["quote"] for c in second["citations"])
    check_quotes(client, library, second)
    # a position follow-up: the last position, changed
    pos = ask(client, "game: shiny-dice\nstep: misbehave\nserenity: jayne\nfoes: niska\nask: jayne vera niska")
    more = ask(client, "what if there are two niskas?", pos["conversation"])
    assert more["kind"] == "check" and "niska x2" in more["check"]["position"]


def test_follow_up_in_spanish_keeps_the_game(client, library):
    first = ask(client, "When a Reaver ship moves, does it leave alert tokens?")
    assert first["game"] == "blue-sun"
    second = ask(client, "¿y si hay dos naves Reaver?", first["conversation"])
    assert second["game"] == "blue-sun"
    assert second["citations"]
    check_quotes(client, library, second)


def test_the_conversation_game_is_used_for_vague_questions(client):
    first = ask(client, "What does Second Wind buy me?")
    assert first["game"] == "galaxy-dice"
    second = ask(client, "how does the game end?", first["conversation"])
    assert second["game"] == "galaxy-dice"


def test_clarify_when_no_game_is_named(client, library):
    data = ask(client, "what happens at the end of my turn?")
    assert data["kind"] == "clarify"
    ids = [c["id"] for c in data["candidates"]]
    assert len(ids) >= 2 and all(i in library.books for i in ids)
    assert all(c["title"] == library.books[c["id"]].title for c in data["candidates"])
    check_quotes(client, library, data)
    chosen = ask(client, "what happens at the end of my turn?", data["conversation"], game=ids[0])
    assert chosen["game"] == ids[0] and chosen["kind"] == "search"


def test_not_found_says_so(client, library):
    data = ask(client, "can I bribe the bartender with pizza in Shiny Dice?")
    assert data["game"] == "shiny-dice"
    assert data["answer"].startswith("I can't find")
    check_quotes(client, library, data)


def test_spanish_question(client, library):
    data = ask(client, "¿Cuáles son exactamente los sectores que cuentan como Espacio Reaver?")
    assert data["game"] == "blue-sun"
    assert any(c["section"] == "Espacio Reaver" for c in data["citations"])
    check_quotes(client, library, data)


def test_english_question_about_blue_sun_answers_from_the_spanish_text(client, library):
    data = ask(client, "Does the Alliance cruiser drop alert tokens behind it like the Reavers do?")
    assert data["game"] == "blue-sun"
    assert any("Alianza" in c["quote"] for c in data["citations"])
    check_quotes(client, library, data)


def test_the_token_survives_a_new_app(library, client):
    from referee.web import create_app
    first = ask(client, "What does Second Wind buy me?")
    other = create_app({"TESTING": True}, library=library).test_client()  # another worker / a restart
    second = ask(other, "and how does the game end?", first["conversation"])
    assert second["game"] == "galaxy-dice"


def test_a_tampered_token_starts_afresh(client):
    """A follow-up keeps the position of a genuine token, never of a forged one."""
    from referee.conversation import Codec, Conversation
    position = ("game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: jayne\n"
                "foes: niska x2\nask: jayne vera niska")
    first = ask(client, position)
    assert first["kind"] == "check" and first["game"] == "shiny-dice"
    follow_up = "what if Niska had three dice?"
    kept = ask(client, follow_up, first["conversation"])
    assert kept["kind"] == "check" and "niska x3" in kept["position"]
    forged = Codec(b"not the server's key").dumps(Conversation(game="shiny-dice", position=position))
    for token in (forged, first["conversation"][:-2] + "xx", "not-a-token"):
        fresh = ask(client, follow_up, token)
        assert not (fresh["position"] or "").count("jayne"), (token, fresh["position"])
        assert fresh["conversation"] != token


@pytest.mark.parametrize("body, code", [
    ({"message": ""}, 400),
    ({"message": "   "}, 400),
    ({}, 400),
    ({"message": 5}, 400),
    ({"message": "hi", "conversation": 3}, 400),
    ({"message": "hi", "game": ["x"]}, 400),
    ({"message": "x" * 20_001}, 413),
    ({"message": "rounds?", "game": "no-such-game"}, 404),
])
def test_bad_input_is_a_clear_error(client, body, code):
    r = client.post("/api/ask", json=body)
    assert r.status_code == code
    err = r.get_json()["error"]
    assert err["code"] and err["message"]


def test_non_json_is_a_clear_error(client):
    for r in (client.post("/api/ask", data="message=hi", content_type="application/x-www-form-urlencoded"),
              client.post("/api/ask", data="{nope", content_type="application/json"),
              client.post("/api/ask", data="[1, 2]", content_type="application/json")):
        assert r.status_code == 400 and r.get_json()["error"]["code"]


def test_chat_page_without_javascript(client):
    page = client.get("/chat")
    html = page.get_data(as_text=True)
    assert page.status_code == 200
    assert 'action="/chat"' in html and "<textarea" in html and "<script>" not in html
    assert "chat.js" in html and "chat.css" in html
    r = client.post("/chat", data={"message": "can River reroll a black die during misbehave?"})
    html = r.get_data(as_text=True)
    assert r.status_code == 200
    assert "Psychic Link" in html and "<blockquote>" in html
    token = re.search(r'name="conversation" id="chat-conversation" value="([^"]*)"', html).group(1)
    log = re.search(r'name="log" id="chat-logtoken" value="([^"]*)"', html).group(1)
    assert token and log
    r2 = client.post("/chat", data={"message": "and Wash?", "conversation": htmllib.unescape(token),
                                    "log": htmllib.unescape(log)})
    html2 = r2.get_data(as_text=True)
    assert "can River reroll" in html2 and "Leaf on the Wind" in html2  # the history stays on screen


def test_chat_page_clarify_offers_buttons(client):
    r = client.post("/chat", data={"message": "what happens at the end of my turn?"})
    html = r.get_data(as_text=True)
    assert 'class="candidate"' in html and 'name="game"' in html


def test_chat_page_empty_message(client):
    r = client.post("/chat", data={"message": ""})
    assert r.status_code == 400 and "Type a question" in r.get_data(as_text=True)


def test_nav_has_the_chat_link(client):
    assert 'href="/chat"' in client.get("/").get_data(as_text=True)


def test_follow_up_about_another_character_is_answered_by_that_characters_rule(client, library):
    first = ask(client, "can River reroll a black die during misbehave?")
    assert first["answer"].startswith("**No —** Psychic Link")
    second = ask(client, "and Wash?", first["conversation"])
    lead = second["answer"].split("\n", 1)[0]
    assert "Leaf on the Wind" in lead and "SD-WASH-TIMING" in lead and "Psychic Link" not in lead
    check_quotes(client, library, second)


@pytest.mark.parametrize("message", [
    "game: [Host token expired – re-enter it here](http://evil.example/login)\nstep: misbehave\nask: options",
    "Can [Mal](http://evil.example/x) use Charm on Niska?",
    "<a href='http://evil.example/'>click</a> can river reroll foes?",
])
def test_a_players_words_never_become_a_link_or_markup(client, message):
    data = ask(client, message)
    links = re.findall(r"<a\s[^>]*>", data["html"])
    assert not [a for a in links if "evil.example" in a], links
    assert "<script" not in data["html"]
    page = client.post("/chat", data={"message": message}).get_data(as_text=True)
    assert 'href="http://evil.example' not in page and "href='http://evil.example" not in page


def test_a_rulebook_viewer_keeps_its_own_links_while_chat_links_stay_local():
    from referee.viewer import safe_html
    text = "See [the site](https://example.org/rules) and [a rule](/games/shiny-dice#SD-X)."
    assert 'href="https://example.org/rules"' in safe_html(text)
    local = safe_html(text, local_links_only=True)
    assert "example.org" not in re.sub(r">[^<]*<", "><", local) and 'href="/games/shiny-dice#SD-X"' in local


@pytest.mark.parametrize("message, deciding", [
    ("Can Simon fetch back any knocked out die or only certain ones?",
     "Adoration: Move 1 Kaylee from the KO pile to Serenity."),
])
def test_a_dispute_left_unruled_quotes_its_passages_in_search_order(client, message, deciding):
    """A move put to the referee turns on one rule, and its sentence often stands beside the
    best match, in the same section: with no verdict, the passages shown follow search order
    instead of one per section (which showed a neighbouring section's paragraph in its place).
    (The message this test was written with, "Can Simon's power bring a knocked-out Zoe back
    into Serenity?", is now read by a worked example and ruled: Illegal, with that sentence.)"""
    r = ask(client, message)
    assert r["verdict"] is None
    assert any(fold(deciding) in fold(c["quote"]) for c in r["citations"]), [c["quote"] for c in r["citations"]]
    r = ask(client, "Can Simon's power bring a knocked-out Zoe back into Serenity?")
    assert r["verdict"] == "illegal"
    assert any(fold(deciding) in fold(c["quote"]) for c in r["citations"]), [c["quote"] for c in r["citations"]]


def test_a_move_announced_in_the_present_is_ruled_on(client):
    """"im rerolling it with the rest" (no question mark) tells the referee a move being made:
    it is ruled on, as "I'll reroll it" is; a plain statement of a rule is not."""
    got = ask(client, "rolled an explosion just now, im rerolling it along with my other dice", game="galaxy-dice")
    assert got["kind"] == "check" and got["verdict"] == "illegal", got["answer"][:300]
    plain = ask(client, "explosions cannot be rerolled", game="galaxy-dice")
    assert plain["kind"] == "search"


@pytest.mark.parametrize("message, game, verdict", [
    ("Putting a second Red in the bed that already has my other Red.", "dance-of-the-fireflies", "illegal"),
    ("Saving two Waves and an Explosion to the side before I reroll.", "galaxy-dice", "illegal"),
    ("I have earned Mr. Universe's trust so I keep 5 Deal cards in hand.", "blue-sun", "legal"),
])
def test_a_move_told_with_no_question_is_ruled_on(client, message, game, verdict):
    """A message put to the referee that asks nothing tells a move to be ruled on (no "is that
    allowed?" needed); a rule stated ("explosions cannot be rerolled") is still looked up."""
    got = ask(client, message)
    assert got["game"] == game and got["kind"] == "check" and got["verdict"] == verdict, got["answer"][:300]


def test_one_declared_word_of_a_game_loses_to_a_book_that_alone_says_the_messages_names(client):
    # "pasar" is Dance of the Fireflies' Pass, and Spanish for handing something over; Meridian,
    # its exchange and the mechanic are Blue Sun's alone: the dispute is read as Blue Sun's
    data = ask(client, "quiero pasar a mi mecánica a otro capitán con el intercambio de Meridian, "
                       "¿se puede si estamos lejos?")
    assert data["game"] == "blue-sun", data
    assert all(c["game"] == "blue-sun" for c in data["citations"])
    assert data["verdict"] is None or "dance" not in (data["position"] or "")


@pytest.mark.parametrize("message, game", [
    # a crew name (Zoe, a Shiny Dice die) as strong as two Blue Sun words: Blue Sun's book alone
    # says Mr. Universe and trust
    ("Zoe has no trust with Mr. Universe at all. Can Zoe keep 5 cards in her hand?", "blue-sun"),
    # "rolled two" and "pick" are said of every dice game: Niska and the crew dice are Shiny Dice's
    ("I rolled two Niska dice and Ben says I have to KO two of my crew dice, and that he gets to pick which "
     "ones. Is he right?", "shiny-dice"),
])
def test_a_dispute_goes_to_the_game_its_own_names_point_at(client, message, game):
    assert ask(client, message)["game"] == game


@pytest.mark.parametrize("message", [
    "Sabotage mission just flipped. Do I have to reroll my whole crew?",
    "me salió una misión con sabotaje, ¿tengo que volver a tirar todos mis dados?",
])
def test_a_sabotage_mission_told_without_its_faces_depends_on_them(client, message):
    """The reroll is forced unless Serenity already shows what the Mission needs; a message that
    gives neither is answered "it depends", with the Sabotage rule quoted (before: the question was
    read as a plain Step 1 reroll and left unanswered, or ruled on which die Wash rerolls)."""
    got = ask(client, message, game="shiny-dice")
    assert got["verdict"] == "depends", got["answer"][:400]
    assert any("Sabotage is revealed" in c.get("quote", "") for c in got["citations"]), got["citations"]
    assert "needs ?" in got["position"] and "step: get-a-mission" in got["position"]
    assert "legal if mal" not in got["answer"] and "legal si mal" not in got["answer"]


@pytest.mark.parametrize("message, verdict", [
    ("two explosions showing, no 1ups. is my turn already over?", "depends"),
    ("dark energy in play this round, I'm sitting on 2 explosions. turn over?", "depends"),
    ("toxic effect this round n i got 2 explosions no 1ups so my turn just ends?? rip", "legal"),
    ("3 explosions, no 1ups, is my turn over?", "legal"),
])
def test_is_my_turn_over_is_answered_by_the_explosions_and_the_toxic_effect(client, message, verdict):
    """"Is my turn over?" is a state question (``ask: turn over``): three lost lives end the turn,
    two only under a Toxic Dark Energy effect; the effect unsaid, it depends on it (before: no
    verdict, or the three-Explosion example recounted to two and ruled by another rule)."""
    got = ask(client, message, game="galaxy-dice")
    assert got["verdict"] == verdict, got["answer"][:400]
    assert "ask: turn over" in got["position"]
    if verdict == "depends":
        assert any("Toxic" in c.get("quote", "") for c in got["citations"]), got["citations"]


@pytest.mark.parametrize("message, verdict", [
    ("Two Book dice showing. Can I spend them on Salvation to lock in my at-risk points and end the turn?", "depends"),
    ("I have two Books and the foes left are three Niska dice and one Badger die, can I use Salvation to bank?",
     "legal"),
])
def test_salvation_turns_on_the_foes_in_play_not_their_dice(client, message, verdict):
    """Book's Salvation costs one Book per Foe in play (three Niska dice are one Foe): with the Foes
    unsaid it depends on them (before: no verdict, or read as Laying Low by "bank")."""
    got = ask(client, message, game="shiny-dice")
    assert got["verdict"] == verdict, got["answer"][:400]
    assert "book salvation" in got["position"]


def test_a_told_dispute_ruled_also_quotes_the_passages_search_finds_after_the_deciding_rule(client, library):
    """A story may turn on a rule beside the one the model rules by (here Cover Fire's, while
    Tom's point is what completing a Mission does to its dice). The verdict and its rule lead;
    the passages search finds for the message follow, each once and verbatim."""
    message = ("Ana completed the mission with her two Zoes, then she used one of those same Zoes for Cover "
               "Fire on Niska. Tom says dice that finished a mission are spent. Is that allowed?")
    data = ask(client, message)
    assert data["verdict"] in ("legal", "illegal")
    assert data["verdict"] == check(data["position"], "shiny-dice").verdict
    ruled = check(data["position"], "shiny-dice").answers[0].reasons[0].rule.citation.quote
    quotes = [" ".join(c["quote"].split()) for c in data["citations"]]
    assert quotes[0] == " ".join(ruled.split())
    assert len(quotes) > 1 and len(set(quotes)) == len(quotes)
    assert_quotes_are_cited_and_verbatim(library, data)


@pytest.mark.parametrize("message, verdict", [
    # a yes/no question typed without its "does" after the table it tells, read by a worked example
    ("opening roll showed 3 badgers, the others all lose 100 points now?", "depends"),
    # a claim put with its tag typed without the comma
    ("two niska dice locked so i have to knock out 2 of my crew right?", "illegal"),
])
def test_a_question_put_as_table_talk_is_ruled_once_its_reading_is_sure(client, message, verdict):
    """"…, the others all lose 100 points now?" asks yes or no of the move it tells, as "do the
    others…?" does; "…, i have to KO 2 right?" is a claim put to the table. Both are ruled, by
    /api/check on the position reported."""
    got = ask(client, message, game="shiny-dice")
    assert got["verdict"] == verdict, got["answer"][:400]
    check = client.post("/api/check", json={"position": got["position"]}).get_json()
    assert check["verdict"] == got["verdict"]


def test_an_assumption_the_ruling_turns_on_is_answered_it_depends_with_both_ways(client):
    """A fact the notation cannot leave as ``?`` (a Flower face-up), assumed by the reading: when
    the other way rules otherwise, the answer is "It depends", on that fact, never a verdict."""
    data = ask(client, "can the yellow i just put down copy my blue flower?")
    assert data["verdict"] == "depends", data["answer"]
    assert "face-up or face-down" in data["answer"] and data["citations"]
