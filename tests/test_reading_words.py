"""The language's own vocabulary for telling a move (referee.rules.reading.sentences): the
everyday verbs, tenses and shorthand players use, read for every game's declared phrases.

Each test uses words no game declares, so it fails if the reader only knows a game's list."""
from __future__ import annotations

import pytest

from referee.rules import check
from referee.rules.reading import read
from referee.rules.reading.reader import _contains
from referee.rules.reading.sentences import phrase, told_forms, words_of


def forms(text: str) -> set[str]:
    return {" ".join(f) for f in told_forms(phrase(text))}


@pytest.mark.parametrize("declared, told", [
    ("buy", "bought"), ("take the", "took the"), ("throw", "threw"), ("draw a nav", "drew a nav"),
    ("give", "sent"), ("attach", "slapping"), ("attach", "slappin"), ("roll", "tossed"),
    ("take the", "grabbed the"), ("discard", "ditched"), ("complete", "finished"),
    ("adjuntar", "pego"), ("adjunta", "enganche"), ("dar", "mandamos"),
])
def test_a_declared_verb_is_read_in_other_tenses_and_everyday_words(declared, told):
    assert told in forms(declared)


def test_the_phrase_itself_comes_first_and_words_that_are_not_verbs_stay_as_they_are():
    assert told_forms(phrase("team bonus"))[0] == ("team", "bonus")
    assert not any(f.startswith(("grab", "send", "slap")) for f in forms("team bonus"))
    assert told_forms(phrase("$")) == (phrase("$"),)


def test_shorthand_is_read_as_the_words_it_stands_for():
    ws = words_of("niska n saffron still around, killed badger w/ jayne's vera, those barrels r mine, q mas da")
    assert ws[:3] == ["niska", "and", "saffron"]
    assert "with" in ws and "are" in ws and "que" in ws
    assert "n" not in ws and "w/" not in ws


def test_a_phrase_of_several_words_is_read_with_colouring_adverbs_between():
    assert _contains(words_of("end my turn right now and bank it"), phrase("end my turn now"))
    assert _contains(words_of("throw them all again"), phrase("throw them again"))
    assert not _contains(words_of("end my round now"), phrase("end my turn now"))


def test_an_everyday_verb_reaches_the_rules_model_in_either_language():
    """'slaps ... onto' and 'le pega' (words Blue Sun does not declare) are attaching; the
    challenge named once in the message is the one the move takes; the model rules on it."""
    for message in ("Pete has a legal challenge, Hands Tied, in hand and a piracy job, Raid, that he has not "
                    "started. Pete slaps the challenge onto the piracy job.",
                    "Pete tiene en la mano un desafío legal, Hands Tied, y un trabajo de piratería, Raid, que "
                    "todavía no ha empezado. Pete le pega el desafío al trabajo de piratería."):
        r = read(message, "blue-sun")
        assert r.action == "Pete attach challenge Hands Tied to Raid" and r.sure, (r.position, r.unsure)
        assert check(r.position, "blue-sun").verdict == "illegal"


def test_the_tense_a_move_is_told_in_does_not_change_which_move_it_is():
    said_now = read("Can I escape now? I completed the Escape mission and Niska is still in play.", "shiny-dice")
    said_fast = read("escape mission done, niska still up. end my turn right now n bank the pool?", "shiny-dice")
    assert said_now.action == said_fast.action == "escape", (said_now.position, said_fast.position)


@pytest.mark.parametrize("message, verdict", [
    ("Can I attach a Big Damn Challenge to a bounty job?", "illegal"),
    ("¿Se le puede pegar un Gran Desafío Maldito a un trabajo de recompensa?", "illegal"),
    ("can i slap my illegal challenge onto a legal job i havent started yet?", "illegal"),
    ("Can I attach a legal challenge to a legal shipping job I haven't started?", "legal"),
    ("¿Puedo adjuntar un desafío a un trabajo que ya tengo activo?", "illegal"),
])
def test_cards_described_but_not_named_get_stand_ins_and_the_model_rules(message, verdict):
    """A rule-level question about a kind of card ("a bounty job") is asked of any such card:
    stand-ins with what the words say of them, listed as an assumption, never a player named
    after the card's type."""
    r = read(message, "blue-sun")
    assert r.action and r.action.endswith("attach challenge Challenge 1 to Job 1") and r.sure, (r.position, r.unsure)
    assert not any("Desaf" in p or "Challenge" in p for p in r.players)
    assert any("Job 1" in a for a in r.assumed)
    assert check(r.position, "blue-sun").verdict == verdict, r.position


def test_what_follows_but_i_can_is_the_asking_not_the_table():
    from referee.rules.reading.reader import _split_clause
    assert _split_clause("nobody gets the flower, but I can still plant a red from my hand?") is None
    assert _split_clause("Can Zoe use Cover Fire when Zoe is in the cargo hold?") == (
        "Can Zoe use Cover Fire?", "when Zoe is in the cargo hold")
