"""The chat assistant's core (no Flask): routing, game detection, quotes, state."""
from __future__ import annotations

import os
import stat

import pytest

from referee import chat as assistant
from referee.conversation import Codec, Conversation, load_key
from referee.text import fold


def ask(library, message, conv=None, game=None):
    return assistant.reply(library, message, conv or Conversation(), game)


def test_language_detection():
    assert assistant.language("¿Cuáles son los sectores?") == "es"
    assert assistant.language("cuantas naves hay en el espacio reaver") == "es"
    assert assistant.language("can River reroll a black die?") == "en"


def test_position_detection():
    assert assistant.looks_like_position("game: shiny-dice\nserenity: jayne\nask: options")
    assert assistant.looks_like_position("serenity: jayne\nfoes: niska")
    assert not assistant.looks_like_position("Setting up: how many stage cards go face up?")
    assert not assistant.looks_like_position("can River reroll a black die during misbehave?")


def test_a_rule_settles_a_yes_no_question(library):
    out, conv = ask(library, "can River reroll a black die during misbehave?")
    assert out["kind"] == "search" and out["game"] == "shiny-dice"
    assert out["answer"].startswith("**No —**")
    assert "Step 1" in out["answer"].splitlines()[0]
    assert any("Psychic Link" in c["quote"] for c in out["citations"])
    assert conv.game == "shiny-dice"


def test_every_quote_is_verbatim_and_cited(library):
    out, _ = ask(library, "What does Kaylee's die let me do?")
    for c in out["citations"]:
        book = library.books[c["game"]]
        assert fold(c["quote"]) in fold(book.plain_text)
        assert book.find_quote(c["quote"], c["section"]) is not None
    quoted = [l for l in out["answer"].splitlines() if l.startswith("> “")]
    assert quoted
    cited = {" ".join(c["quote"].split()) for c in out["citations"]}
    for line in quoted:
        assert line[3:].rstrip("”") in cited


def test_score_with_working(library):
    out, conv = ask(library, "score: 400 banked vp and 3 claimed supplies")
    assert out["kind"] == "score"
    answer = out["check"]["answers"][-1]
    assert answer["value"] == 500
    assert any("SD-SCORING" == r["rule"] for r in answer["reasons"])
    assert "banked: 400" in out["answer"]


def test_follow_up_swaps_a_name_in_the_last_position(library):
    pos = "game: shiny-dice\nstep: misbehave\nserenity: jayne, zoe\nfoes: niska\nask: jayne vera niska"
    out, conv = ask(library, pos)
    assert out["kind"] == "check" and conv.position
    out2, conv = ask(library, "and two niskas?", conv)
    assert out2["kind"] == "check"
    assert "niska x2" in out2["check"]["position"]


def test_unknown_game_is_an_error(library):
    with pytest.raises(assistant.MessageError):
        ask(library, "how many rounds?", game="no-such-game")


def test_token_round_trip_and_tampering(tmp_path):
    key = load_key(tmp_path)
    assert key and stat.S_IMODE(os.stat(tmp_path / "secret.key").st_mode) == 0o600
    assert load_key(tmp_path) == key  # stable across restarts
    codec = Codec(key)
    conv = Conversation("shiny-dice", "game: shiny-dice\nask: options", "can river reroll?")
    for i in range(50):
        conv.remember(f"message {i} " + "x" * 300)
    token = codec.dumps(conv)
    back = Codec(load_key(tmp_path)).loads(token)
    assert back.game == "shiny-dice" and back.question == "can river reroll?"
    assert len(back.history) <= 6
    assert Codec(key).loads(token[:-3] + "abc").game is None
    assert Codec(b"another-key" * 4).loads(token).game is None
    big = Conversation("shiny-dice", "x" * 50_000, "q" * 5000)
    assert len(codec.dumps(big)) <= 6000


# ---- understanding the question (issue 13): each failure kind, with questions of our own ----
def test_a_game_named_in_the_question_is_a_filter(library):
    out, conv = ask(library, "in blue sun, can I attach a challenge to a job that's already active?")
    assert out["game"] == "blue-sun" and conv.game == "blue-sun"
    assert "Challenges may not be attached to jobs that are already active" in out["answer"].split("\n", 1)[0]
    assert "blue sun" not in (conv.question or "").lower()  # the name is no search term
    assert out["citations"] and out["citations"][0]["section"] == "Estar a la altura"


def test_a_name_only_one_game_has_beats_the_conversations_game(library):
    conv = Conversation(game="galaxy-dice")
    out, conv = ask(library, "if my first roll shows 4 saffron do the others lose points", conv)
    assert out["game"] == "shiny-dice" and out["kind"] == "search"  # not a Galaxy Dice score
    assert any("4 of a kind" in c["quote"] for c in out["citations"])


def test_a_game_name_inside_other_words_picks_no_game(library):
    out, _ = ask(library, "can I plant a blue sun flower in a bed that has a blue moon flower")
    assert out["game"] == "dance-of-the-fireflies"


def test_the_core_rule_leads_before_an_upgrade_not_asked_about(library):
    out, _ = ask(library, "I move into a sector with alert tokens, what do I roll?")
    lead = out["answer"].split("\n", 1)[0]
    assert out["game"] == "blue-sun" and "Long-Range Scanner" not in lead
    quotes = " ".join(c["quote"] for c in out["citations"])
    assert "tira un dado" in quotes or "Otro resultado en la tirada" in quotes


def test_a_rule_beside_the_point_does_not_lead():
    from referee.chat.understand import Query
    q = Query([((frozenset({"scanner"}),), 4.0), ((frozenset({"sector"}),), 1.0), ((frozenset({"alert"}),), 1.5)])
    assert q.bears_on(frozenset({"scanner", "alert"}))
    assert q.bears_on(frozenset({"sector", "alert"}))  # two of the three heaviest words
    assert not q.bears_on(frozenset({"sector", "reaver"}))
    with_number = Query([((frozenset({"reaver"}),), 2.0), ((frozenset({"3"}),), 0.5)])
    assert not with_number.bears_on(frozenset({"reaver", "2"}))


def test_a_spanish_question_gets_spanish_statements(library):
    from referee import rules
    out, _ = ask(library, "¿cuántos trabajos activos puedo tener con desafíos adjuntos?")
    lead = out["answer"].split("\n", 1)[0]
    assert lead.startswith("Las reglas dicen") or lead.startswith("**")
    rule_id = lead.rsplit("`", 2)[-2]
    rule = next(r for r in rules.get_game("blue-sun").rules if r.id == rule_id)
    assert rule.statement_es and rule.statement_es in lead and rule.statement not in lead
    # an English question about the Spanish book keeps the English statement over the Spanish quote
    out, _ = ask(library, "how many active jobs can I have with challenges attached?")
    lead = out["answer"].split("\n", 1)[0]
    rule = next(r for r in rules.get_game("blue-sun").rules if r.id == lead.rsplit("`", 2)[-2])
    assert lead.startswith("The rules say") and rule.statement in lead
    assert not rule.statement_es or rule.statement_es not in lead
    assert out["citations"][0]["quote"] in rule.citation.quote or rule.citation.quote in out["citations"][0]["quote"]


def test_the_assistants_index_is_built_when_books_are_published(own_library):
    from referee.chat import index as chat_index
    path = own_library.settings.rulebooks / "tiny-tavern.md"
    path.write_text("---\nid: tiny-tavern\ntitle: Tiny Tavern\nlanguage: en\n---\n\n# Tiny Tavern\n\n## Drinks\n\n"
                    "Each round every patron orders one drink from the bar.\n", encoding="utf-8")
    own_library.refresh()
    built = chat_index._INDEX.get(id(own_library))
    assert built is not None and built.key == chat_index._state_key(own_library)
    assert ("tiny-tavern", own_library.books["tiny-tavern"].passages[0].anchor) in built.passages
    out, _ = ask(own_library, "tiny tavern: how many drinks does a patron order each round?")
    assert out["game"] == "tiny-tavern" and chat_index._INDEX[id(own_library)] is built  # no rebuild on asking


def test_related_quotes_reach_other_sections_first(library):
    """After the lead, 'Related' shows the best passage of sections not quoted yet before a
    second quote of a section already shown."""
    out, _ = ask(library, "i didnt finish my mission card this turn, do i keep it?", game="shiny-dice")
    sections = [c["section"] for c in out["citations"]]
    assert len(sections) >= 3 and len(set(sections)) >= 2, sections


def test_a_question_every_game_answers_asks_which_game(library):
    """'who goes first' names no game and several books answer it: the chat asks which game,
    with each game's closest passage, even when the very first hit covers the question badly."""
    out, _ = ask(library, "who goes first")
    assert out["kind"] == "clarify"
    assert {"shiny-dice", "dance-of-the-fireflies"} <= {c["id"] for c in out["candidates"]}
    assert any("first player" in c["quote"] for c in out["citations"])


@pytest.mark.parametrize("question", ["when does the game end", "how many dice do i roll on my turn"])
def test_a_question_of_words_every_game_uses_asks_which_game(library, question):
    """Nothing in these questions belongs to one game ("game end" is one book's glossary
    term, but every book has a game and an end), so the books that answer them are offered,
    even when one book's passage scores higher than the others'."""
    out, _ = ask(library, question)
    assert out["kind"] == "clarify", out["answer"][:200]
    assert len({c["game"] for c in out["citations"]}) >= 2


def test_asking_which_game_shows_each_games_passage_that_covers_the_question(library):
    """Not simply each game's first hit: Shiny Dice's first one for this question is a
    character's power ("Mal | Charm…"); the passage shown is the one about rolling dice."""
    out, _ = ask(library, "how many dice do i roll on my turn")
    assert out["kind"] == "clarify"
    shiny = [c["quote"] for c in out["citations"] if c["game"] == "shiny-dice"]
    assert shiny and "Roll all 15 dice" in shiny[0]


def test_one_plain_word_of_one_game_is_counted_once_and_decides_nothing(library):
    """'cash' is a Blue Sun player's word, seen both by the lexicon and by search's
    routing: one weak word, not two, so it cannot override where search finds the answer."""
    from referee.chat import index_for
    from referee.chat.understand import _game_signal, _signals
    ix = index_for(library)
    sc, _ = _signals(ix, "cash")
    assert 0 < sc["blue-sun"] < 0.9
    question = "once I cash in for the round, who do the dice go to"
    assert _game_signal(ix, question, Conversation()) is None
    out, _ = ask(library, question)
    assert out["game"] == "shiny-dice"


def test_a_name_with_a_word_only_one_game_has_still_routes(library):
    from referee.chat import index_for
    from referee.chat.understand import _game_signal
    ix = index_for(library)
    assert _game_signal(ix, "can the royal firefly be used twice", Conversation()) == "dance-of-the-fireflies"
    assert _game_signal(ix, "when do I roll the boss die", Conversation()) == "galaxy-dice"
