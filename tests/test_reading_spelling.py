"""A slip of the keys on one of the game's own words is read as that word (reading/spelling.py);
everyday words, players' names and slips close to two of the game's words are left as said."""
from __future__ import annotations

import re

import pytest

from referee.rules.reading import read
from referee.rules.reading.spelling import spelled, vocabulary


@pytest.mark.parametrize("game, said, meant", [
    ("shiny-dice", "can jayne use vera on safron?", "saffron"),  # a letter dropped
    ("shiny-dice", "bushwacked mission", "bushwhacked"),
    ("galaxy-dice", "can I rush the choma ghost", "chroma"),
])
def test_a_slip_on_a_game_word_is_read_as_the_word(game, said, meant):
    assert meant in re.findall(r"\w+", spelled(said, game))


def test_everyday_words_names_and_two_way_slips_are_left_as_said():
    # "better" is everyday English and "Priya" a player's name nowhere near a game word
    said = "Priya says better"
    assert spelled(said, "shiny-dice") == said
    # "stagk" is one edit from both "stage" and "stack" (galaxy-dice): neither is chosen
    assert {"stage", "stack"} <= vocabulary("galaxy-dice")
    assert spelled("stagk", "galaxy-dice") == "stagk"


def test_the_language_of_the_moves_is_no_target():
    """Moves are declared in words ("puede tener"): a Spanish "puedo" is not a slip of them."""
    assert "puede" not in vocabulary("blue-sun")
    assert spelled("¿Puedo enganchar un desafío?", "blue-sun") == "¿Puedo enganchar un desafío?"


def test_a_game_word_with_a_slip_reaches_the_position():
    r = read("can jayne use vera on safron?", "shiny-dice")
    assert "foes: saffron" in r.position and "ask: jayne vera saffron" in r.position and r.sure


def test_the_vocabulary_holds_names_not_the_notes_written_for_players():
    vocab = vocabulary("galaxy-dice")
    assert "chroma" in vocab and "arcade" in vocab
    # the game's patterns (r"\bmissile") are no names: "bmissile" would be a target for slips
    assert "missile" in vocab and "bmissile" not in vocab
