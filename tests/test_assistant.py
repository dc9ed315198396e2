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
