"""One language detector for the chat, the reader, search and the importer (referee/language.py):
a message is never answered in one language and read in the other."""
from __future__ import annotations

import pytest

from referee import crosslang, importer
from referee.chat import understand
from referee.language import book_language, message_language, question_language
from referee.rules.reading import language_of


@pytest.mark.parametrize("text, lang", [
    ("¿Puedo mover la nave?", "es"),
    ("mi nave está en el sector de los reavers, puedo seguir?", "es"),
    ("can I move my ship into the sector with the cruiser?", "en"),
    # a chat "q" (Spanish "que") in English table talk: the everyday English words decide
    ("glitch mode q: ur boy just rolled 5 so im yoinking it", "en"),
    ("Zoe cover fire", "en"),  # no small words at all: English, the interface's default
])
def test_the_chat_and_the_reader_tell_a_message_the_same_language(text, lang):
    assert understand.language(text) == language_of(text) == message_language(text) == lang


def test_search_leaves_a_question_without_small_words_undecided():
    assert question_language("River reroll") is None
    assert crosslang.question_language is question_language
    assert question_language("how many reavers can there be") == "en"


def test_a_book_is_spanish_by_the_share_of_its_small_words():
    english = "The player may move the ship to any sector. " * 40 + "Expansión Borde Sol Azul"
    spanish = "El jugador puede mover la nave a un sector de la zona. " * 40
    assert book_language(english) == importer.guess_language(english) == "en"
    assert book_language(spanish) == "es"
