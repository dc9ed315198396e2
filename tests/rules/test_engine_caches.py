"""The engine's compute-once caches (parsed positions and actions, read texts, vocabulary
look-ups, per-position tables) never change an answer: a text seen before is answered
exactly as a new one, an error is raised every time at its own place, and the work
budget still stops what it stopped."""
from __future__ import annotations

import pytest

from referee.rules import all_games, check
from referee.rules.errors import PositionSyntaxError, TooLargeToDecide
from referee.rules.games.shiny_dice.pieces import VOCAB

EXAMPLES = [(g.id, i, ex["position"]) for g in all_games() for i, ex in enumerate(g.examples, 1)]


@pytest.mark.parametrize("game,n,text", EXAMPLES, ids=[f"{g}-{n}" for g, n, _ in EXAMPLES])
def test_a_text_seen_before_is_answered_as_a_new_one(game, n, text):
    first = check(text)
    again = check(text)  # every cache warm now
    new = check(text + "\n# a comment makes the text new\n")
    assert again.to_dict() == first.to_dict() == new.to_dict()
    assert again.position == first.position == new.position


def test_a_bad_text_fails_every_time_at_its_own_place():
    bad = "game: shiny-dice\nstep: misbehave\nserenity: jayne\nfoes: niska\nask: jayne vera bogus\n"
    for _ in range(2):
        with pytest.raises(PositionSyntaxError) as e:
            check(bad)
        assert (e.value.line, e.value.column) == (5, 17)
    moved = bad.replace("serenity: jayne\n", "serenity: jayne\n\n\n")  # the same ask two lines down
    with pytest.raises(PositionSyntaxError) as e:
        check(moved)
    assert (e.value.line, e.value.column) == (7, 17)


def test_the_same_ask_after_another_source_line_keeps_its_own_line():
    base = "game: shiny-dice\nstep: misbehave\nserenity: jayne\nfoes: niska\n"
    one = check(base + "ask: jayne vera niska\n")
    two = check(base + "# a note\nask: jayne vera niska\n")
    assert one.to_dict() == two.to_dict()
    with pytest.raises(PositionSyntaxError) as e:  # its second step fails where it stands
        check(base + "# a note\nask: jayne vera niska then bogus\n")
    assert e.value.line == 6


def test_too_large_stays_too_large():
    text = "game: galaxy-dice\nturn: tackle\nroll: 1\npool: missile, wave, ? x5\nask: options\n"
    for _ in range(2):
        with pytest.raises(TooLargeToDecide):
            check(text)


def test_remembered_vocabulary_lookups_keep_to_the_kinds_asked():
    assert VOCAB.lookup("Niskas") == ("foe", "niska")
    assert VOCAB.lookup("niskas", ["outlaw"]) is None
    assert VOCAB.lookup("niskas", {"foe"}) == ("foe", "niska")
    assert VOCAB.lookup("niskas", (k for k in ["outlaw", "foe"])) == ("foe", "niska")
