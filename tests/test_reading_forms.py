"""Issue 22: the many forms one thing is said in (the book's other word for a piece, a verb's
irregular past, a compound said with "of", small words said another way, Spanish "hay", a
title typed with a dash) are read as that thing; and what they do not say stays unsaid. Written
in words of their own, not the dispute sets'."""
from __future__ import annotations

from referee.rules import check
from referee.rules.reading import game_scores, read
from referee.rules.reading.examples import _alike, _said_at
from referee.rules.reading.sentences import stem, words_of
from referee.rules.reading.spelling import spelled


def said(phrase: str, message: str) -> bool:
    return bool(_said_at(phrase, [stem(x) for x in words_of(message)]))


def lines(position: str) -> dict[str, str]:
    return {k.strip(): v.strip() for k, _, v in (l.partition(":") for l in position.splitlines()) if _}


def verdict(client, message: str):
    return client.post("/api/ask", json={"message": message}).get_json().get("verdict")


def test_the_books_other_word_for_a_piece_is_read_as_the_piece():
    # Dance of the Fireflies calls its Fireflies "Firefly counters": a counter is a Firefly
    assert spelled("none of my counters are left", "dance-of-the-fireflies") == "none of my fireflies are left"
    # ... in that game only: a counter of another game is a counter
    assert spelled("none of my counters are left", "galaxy-dice") == "none of my counters are left"
    r = read("all of my counters are out on the clock already, may I still plant the yellow from my hand?",
             "dance-of-the-fireflies")
    assert r.sure and lines(r.position).get("Me supply") == "0"
    assert check(r.position, "dance-of-the-fireflies").verdict == "illegal"


def test_a_verbs_irregular_forms_are_one_word_and_words_another_word_spells_are_not():
    assert _alike("beaten", "beat") and _alike("took", "take") and _alike("won", "win") and _alike("drew", "drawn")
    assert not _alike("left", "leave")  # "two foes left" tells no one leaving
    assert not _alike("had", "have") and not _alike("lay", "lie")


def test_a_compound_said_with_of_says_the_compound():
    assert said("end game kicks in", "so the end of the game kicks in now")
    assert said("end game", "at the end of the game")
    assert not said("end game", "the end of my turn in this game")


def test_a_phrase_said_with_other_small_words_is_said_but_its_own_words_must_all_be_there():
    assert said("go straight for a boss", "he wants to go straight at one of the bosses")
    assert said("go straight for a boss", "go straight at the boss")
    assert not said("go straight for a boss", "go for a boss")  # "straight" is the phrase's own word
    assert not said("go straight for a boss", "go straight to the shop and buy a boss die")  # other words between
    # a short phrase is not loosened: "rush a boss" is two words of its own
    assert not said("rush a boss", "rush with the tokens at a boss")


def test_spanish_hay_says_a_thing_is_there():
    assert said("reavers are", "donde ya hay reavers")
    assert said("reaver is", "hay un reaver en el sector")
    assert not said("reavers are", "no hay nada, los reavers se fueron")


def test_a_ship_with_reavers_there_told_in_spanish_is_read(client):
    assert verdict(client, "¿Se puede volar a todo trapo a un sector en el que hay Reavers?") == "illegal"
    assert verdict(client, "¿Se puede deambular a un sector en el que hay Reavers?") == "legal"


def test_a_common_spanish_word_does_not_point_at_an_english_books_name():
    # "solo" is Spanish "only", not Galaxy Dice's Solo; "nave" points at Blue Sun
    scores = game_scores("Marta mueve su nave a otro sector que solo toca por una esquina, ¿puede?")
    assert "galaxy-dice" not in scores and "blue-sun" in scores
    # an English message keeps the name
    assert "galaxy-dice" in game_scores("we play solo mode, do I still get a Last Fighter bonus?")


def test_the_games_title_typed_with_a_dash_before_the_question(client):
    asked = "can Mal's Charm put 2 damage on Saffron?"
    plain = verdict(client, asked)
    assert plain is not None
    for titled in (f"Firefly: Shiny Dice - {asked}", f"Shiny Dice — {asked}", f"playing Shiny Dice – {asked}"):
        assert verdict(client, titled) == plain, titled


def test_a_second_flower_planted_into_a_bed_nobody_names_leaves_the_bed_unknown():
    for story in ("I planted an orange flower from my hand and with its power I planted a white flower from my hand at "
                  "no cost. Now I want the white's power to put a counter on any space of the clock. Can I?",
                  "I planted an orange from my hand and its ability let me plant a white from my hand as well. Can I "
                  "now use the white's ability?"):
        r = read(story, "dance-of-the-fireflies")
        assert "bed ?" in lines(r.position)["ask"], story
        assert check(r.position, "dance-of-the-fireflies").verdict == "depends", story


def test_what_a_player_says_of_the_move_is_judged_when_the_table_asks_who_is_right(client):
    story = ("Nora had two bosses down already, then she beat the Chroma Ghost. She says that makes three and the "
             "end of the game is triggered. Sam says the Chroma doesn't count. Who is right?")
    assert verdict(client, story) == "legal"


def test_no_boss_beaten_tells_nothing_of_the_stage_cards():
    r = read("Ana hasn't beaten a single boss yet. On this turn she wants to skip the stages and go straight at one "
             "of the bosses. Can she?", "galaxy-dice")
    assert r.sure and r.action.startswith("rush") and check(r.position, "galaxy-dice").verdict == "depends"
    told = read("Ana hasn't beaten any stages so far. Can she rush the wave boss this turn?", "galaxy-dice")
    assert check(told.position, "galaxy-dice").verdict == "illegal"


def test_a_rule_said_of_anyone_is_no_move_made(client):
    # "when you reroll Wash" in what a friend says is the rule's "you", not a reroll already made
    assert verdict(client, "my mate says that when you reroll Wash you have to take another crew die with him, "
                           "can I reroll just my Wash?") == "legal"
    # ... where a reroll told as made still spends the one reroll
    assert verdict(client, "I rerolled my Wash and a Zoe, then I wanted to reroll the new Wash again, ok?") == "illegal"
