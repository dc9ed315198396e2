"""A move said in words no declared phrase has is read by the game's worked examples
(``games/<game>/sayings.py``), only when they clearly point at one move; and a move or a
piece said as not there is not read as one.
"""
from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from referee import meaning
from referee.rules import all_games
from referee.rules.reading import sayings
from referee.rules.reading.reader import read, words_for

GAMES = [g.id for g in all_games() if words_for(g.id) is not None]

needs_encoder = pytest.mark.skipif(meaning.encoder() is None, reason="the sentence encoder is not installed")


@pytest.mark.parametrize("gid", GAMES)
def test_every_game_says_each_of_its_moves_several_ways(gid):
    w = words_for(gid)
    bank = sayings.sayings_for(gid)
    declared = {a.name for a in w.actions}
    assert bank, f"{gid} has no worked examples"
    assert {s.action for s in bank} <= declared, {s.action for s in bank} - declared
    per_move = Counter(s.action for s in bank)
    assert all(per_move[a] >= 6 for a in declared), {a: per_move[a] for a in declared if per_move[a] < 6}
    texts = [" ".join(s.text.lower().split()) for s in bank]
    assert len(texts) == len(set(texts))
    assert {s.lang for s in bank} <= {"en", "es"} and any(s.lang == "es" for s in bank)


def test_families_join_only_moves_declared_alike():
    w = words_for("blue-sun")
    fam = sayings.families(w)
    assert fam["start"] == fam["start-with"] and "start" in fam["start"]
    assert fam["mosey"] == ("mosey",) and fam["full-burn"] == ("full-burn",)


def test_a_name_reads_as_its_kind():
    assert sayings.masked("shiny-dice", "reroll Niska") == sayings.masked("shiny-dice", "reroll Saffron")
    assert sayings.masked("shiny-dice", "what a lovely evening") == "what a lovely evening"


@needs_encoder
@pytest.mark.parametrize("gid", GAMES)
def test_each_example_left_out_is_read_as_its_own_move_or_not_at_all(gid):
    """The mechanism, not a lookup: an example the bank does not hold is matched by the others;
    a move read is the right one at least 9 times in 10, and some are read."""
    w = words_for(gid)
    fam = sayings.families(w)
    bank = [s for s in sayings.sayings_for(gid) if s.action in fam]
    full = sayings.bank(gid)
    # every example (a sample of 40 a game swung by one misread as examples were added; every
    # one costs 3-15 s a game): 97%, 99%, 95%, 96% of the moves read are right
    read_, right = 0, 0
    for i in range(len(bank)):
        rest = tuple(s for j, s in enumerate(bank) if j != i)
        vectors = np.delete(full_vectors(gid, full, bank), i, axis=0)
        b = sayings._Bank(gid, rest, vectors, w)
        v = meaning.encoder().encode([sayings.masked(gid, bank[i].text)])[0]
        sc, _sem = b.scores(v, bank[i].text)
        order = np.argsort(-sc)
        if sc[order[0]] - sc[order[1]] >= sayings.MARGIN:
            read_ += 1
            right += fam[bank[i].action] == b.families[order[0]]
    assert read_ >= 5, f"{gid}: only {read_} examples read"
    assert right >= 0.9 * read_, f"{gid}: {right} of {read_} read rightly"


def full_vectors(gid, full, bank):
    """The bank's example vectors, in the order of ``bank`` (encoded once a test run)."""
    key = (gid, len(bank))
    if key not in _VECTORS:
        _VECTORS[key] = meaning.encoder().encode([sayings.masked(gid, s.text) for s in bank])
    return _VECTORS[key]


_VECTORS: dict = {}


@needs_encoder
def test_a_move_no_declared_phrase_says_is_read_by_example_and_said_so():
    r = read("Can I draw back up to three from the Potting Shed right now?", "dance-of-the-fireflies")
    assert r.action is not None and r.action.startswith("draw")
    assert any("said like" in a for a in r.assumed), r.assumed


@needs_encoder
@pytest.mark.parametrize("message,gid", [
    ("what a lovely evening we had", "dance-of-the-fireflies"),
    ("the weather is nice today, isn't it?", "galaxy-dice"),
    ("can I just stop here and keep my points?", "shiny-dice"),  # lay low or keep flyin? not clear enough
])
def test_words_that_point_at_no_one_move_read_no_move(message, gid):
    r = read(message, gid)
    assert not any("said like" in a for a in r.assumed), (r.action, r.assumed)


@needs_encoder
def test_a_busy_encoder_reads_no_move_by_example(monkeypatch):
    enc = meaning.encoder()
    monkeypatch.setattr(enc, "question", lambda text: np.zeros(enc.dim, dtype=np.float32))
    assert sayings.nearest("dance-of-the-fireflies", "Can I draw back up to three from the Potting Shed right now?",
                           words_for("dance-of-the-fireflies")) is None


def test_a_move_said_as_not_done_is_not_the_move():
    """"it doesn't give a Boss die" names the Boss die swap as what did not happen."""
    r = read("yo i beat the chroma ghost, thats my 3rd boss so that triggers the end rite?? tyler says it dont count "
             "cuz it doesnt give a boss die", "galaxy-dice")
    assert r.action is None or "swap" not in r.action
    said = read("can i swap in a boss die now?", "galaxy-dice")
    assert said.action is not None and "swap" in said.action
    claim = read("Tom says I can't lay low now", "shiny-dice")  # what a player may not do is still the move argued
    assert claim.action == "lay-low"


def test_a_piece_counted_zero_is_not_on_the_table():
    r = read("ugh 2 explosions n zero 1ups... can i roll again?", "galaxy-dice")
    pool = next((l for l in r.position.splitlines() if l.startswith("pool:")), "")
    assert "1up" not in pool, r.position
    assert "explosion x2" in pool, r.position


@needs_encoder
def test_a_serving_process_never_encodes_the_examples_in_a_request(tmp_path, monkeypatch):
    """Serving: a reading before the bank is kept uses declared phrases only (no request pays
    for encoding ~750 sentences); the background job writes the bank, then it is used."""
    gid = "dance-of-the-fireflies"
    monkeypatch.setenv("REFEREE_MEANING_CACHE", str(tmp_path))
    monkeypatch.setattr(sayings, "_banks", {})
    monkeypatch.setattr(sayings, "_serving", False)
    words = words_for(gid)
    calls = []
    real = meaning.encoder().encode
    monkeypatch.setattr(meaning.encoder(), "encode", lambda texts, *a, **k: calls.append(len(texts)) or real(texts, *a, **k))
    sayings.in_background([gid])
    assert sayings._serving
    assert sayings.bank(gid, words) is None or list(tmp_path.glob("sayings-*.npy"))
    assert calls == []  # nothing encoded in this process
    import time
    deadline = time.monotonic() + 600
    while not list(tmp_path.glob(f"sayings-{gid}-*.npy")) and time.monotonic() < deadline:
        time.sleep(0.5)
    time.sleep(0.5)  # the file is renamed into place whole; let the job exit
    b = sayings.bank(gid, words)
    assert b is not None and calls == []
    assert sayings.nearest(gid, "Can I draw back up to three from the Potting Shed right now?", words).action == "draw"


def test_a_name_said_in_the_plural_points_at_its_game():
    """"got 2 washes": a plural in -shes/-ches is the name (Wash), as "zoes" is Zoe."""
    from referee.rules.reading.reader import game_scores
    from referee.rules.reading.sentences import stem
    assert stem("washes") == "wash" and stem("missiles") == "missile" and stem("zoes") == "zoe"
    assert set(game_scores("got 2 washes, can i reroll with the first one?")) == {"shiny-dice"}


def test_a_short_question_is_matched_with_the_sentence_it_points_back_at(monkeypatch):
    """"Can I claim both?" says no move alone: the bank is asked with the sentence before it,
    whose pieces the move then takes (a longer question is matched alone)."""
    from referee.rules.reading import reader
    asked = []

    def nearest(gid, text, w):
        asked.append(text)
        if "bonus" in text.lower() and "both" in text.lower():
            return sayings.Match("claim-bonus", 0.6, 0.2, "can I claim stage 2 and the bonus stage?",
                                 sayings.families(w)["claim-bonus"])
        return None

    monkeypatch.setattr(reader, "nearest_saying", nearest)
    r = read("I matched stage 2 and my other dice match the top bonus stage card. Can I have both?", "galaxy-dice")
    assert asked[-1].startswith("I matched stage 2") and asked[-1].endswith("Can I have both?")
    assert r.action is not None and r.action.startswith("claim stage 2 + bonus")
    asked.clear()
    read("I matched stage 2 and my other dice match the top bonus stage card. Now may I take every single one "
         "of those cards, both of them?", "galaxy-dice")
    assert all(not a.startswith("I matched") for a in asked)  # not short: matched alone
