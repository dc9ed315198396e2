"""A verdict only on a sure reading: every line of a reading is grounded in the message's
words or stated as an assumption, every game term the asked move names is in it, and a
half-read dispute gets what was understood and what is missing, never a bold verdict.

The fresh set (tests/data/disputes_eighth.jsonl) was written from the rulebooks alone by
someone who never saw the reader, and measured before any change to it: right 0.292, a
wrong verdict stated 0.271, no verdict 0.438, deciding quote cited 0.688 (see the commit log).
The ninth (held out through issue 22's first round, never tuned on) first measured right 0.188,
wrong 0.146; the tenth, written for this round and measured before any change, right 0.125,
wrong 0.125, none 0.750, cited 0.750. Both then joined the training sets. The thirteenth, written
from the rulebooks alone at the start of the next session and measured before any change: right
0.250, wrong 0.104, none 0.646, cited 0.646 (in process; 0.271 / 0.125 / quote 0.646 by the
yardstick on a real server). The fourteenth, written the same way at the start of the session
after: right 0.083, wrong 0.125, none 0.792, cited 0.688 (in process; yardstick 0.104 / 0.188 /
quote 0.667).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules import check
from referee.rules.reading import read

from helpers import assert_quotes_are_cited_and_verbatim

DATA = Path(__file__).parent / "data"
SETS = ("disputes", "disputes_fresh", "disputes_third", "disputes_fourth", "disputes_fifth", "disputes_sixth",
        "disputes_seventh", "disputes_eighth", "disputes_ninth", "disputes_tenth", "disputes_twelfth",
        "disputes_thirteenth", "disputes_fourteenth", "disputes_fifteenth", "disputes_sixteenth",
        "disputes_seventeenth", "disputes_eighteenth", "disputes_nineteenth", "disputes_twentieth",
        "disputes_twentyfirst", "disputes_twentysecond", "disputes_twentythird",
        "disputes_twentyfourth", "disputes_twentyfifth", "disputes_twentysixth", "disputes_twentyseventh",
        "disputes_twentyeighth", "disputes_twentyninth", "disputes_thirtieth", "disputes_thirtyfirst",
        "disputes_thirtysecond", "disputes_thirtythird", "disputes_thirtyfourth",
        "disputes_thirtyfifth", "disputes_thirtysixth", "disputes_thirtyseventh", "disputes_thirtyeighth",
        "disputes_thirtyninth", "disputes_fortieth", "disputes_fortyfirst", "disputes_fortysecond",
        "disputes_fortythird", "disputes_fortyfourth", "disputes_fortyfifth",
        "disputes_fortysixth", "disputes_fortyseventh", "disputes_fortyeighth", "disputes_fortyninth",
        "disputes_fiftieth", "disputes_fiftyfirst", "disputes_fiftysecond", "disputes_fiftythird",
        "disputes_fiftyfourth")
CASES = [json.loads(line) for name in SETS for line in (DATA / f"{name}.jsonl").read_text().splitlines()
         if line.strip()]
FRESH = [c for c in CASES if c["id"].startswith("e8-")]
THIRTEENTH = [c for c in CASES if c["id"].startswith("t13-")]
FOURTEENTH = [c for c in CASES if c["id"].startswith("t14-")]
FIFTEENTH = [c for c in CASES if c["id"].startswith("f15-")]
SIXTEENTH = [c for c in CASES if c["id"].startswith("f16-")]
SEVENTEENTH = [c for c in CASES if c["id"].startswith("f17-")]
EIGHTEENTH = [c for c in CASES if c["id"].startswith("f18-")]
NINETEENTH = [c for c in CASES if c["id"].startswith("f19-")]
TWENTIETH = [c for c in CASES if c["id"].startswith("f20-")]
TWENTYFIRST = [c for c in CASES if c["id"].startswith("f21-")]
TWENTYSECOND = [c for c in CASES if c["id"].startswith("f22-")]
TWENTYTHIRD = [c for c in CASES if c["id"].startswith("f23-")]
TWENTYFOURTH = [c for c in CASES if c["id"].startswith("f24-")]
TWENTYFIFTH = [c for c in CASES if c["id"].startswith("f25-")]
TWENTYSIXTH = [c for c in CASES if c["id"].startswith("f26-")]
TWENTYSEVENTH = [c for c in CASES if c["id"].startswith("f27-")]
TWENTYEIGHTH = [c for c in CASES if c["id"].startswith("f28-")]
TWENTYNINTH = [c for c in CASES if c["id"].startswith("f29-")]


def message_of(case: dict) -> str:
    return " ".join(x for x in (case.get("situation", ""), case.get("action", "")) if x).strip()


def ask(client, message: str, **extra) -> dict:
    r = client.post("/api/ask", json={"message": message, "conversation": None, **extra})
    assert r.status_code == 200, r.get_data(as_text=True)
    return r.get_json()


def tally(client, cases: list[dict], name: str) -> tuple[int, int]:
    """How many of a set's disputes the chat rules right, and how many it rules wrong."""
    right = wrong = 0
    for case in cases:
        got = ask(client, message_of(case))["verdict"]
        right += got == case["verdict"]
        wrong += got is not None and got != case["verdict"]
    print(f"{name} disputes: right {right}/{len(cases)}, wrong {wrong}/{len(cases)}")
    return right, wrong


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_every_reading_line_is_grounded_or_assumed(case):
    """Each position line records the message words it came from or the assumption behind
    it; a line with neither makes the reading unsure (and so gets no verdict)."""
    r = read(message_of(case), case["game"])
    if r is None:
        return
    lines = [l for l in r.position.splitlines() if ":" in l and l.split(":", 1)[0] not in ("game", "ask")
             and l.split(":", 1)[1].strip()]
    grounded = {g["line"]: g for g in r.grounds}
    for line in lines:
        assert line in grounded, (line, r.grounds)
        g = grounded[line]
        assert g.get("words") or g.get("assumed") or not r.sure, (line, g)
        if g.get("assumed") and "not stated" not in g["assumed"] and "neutral" not in g["assumed"] \
                and "does not name" not in g["assumed"] and "no nombra" not in g["assumed"]:  # (a stand-in)
            assert g["assumed"] in r.assumed, (g, r.assumed)  # an assumption is shown to the player


def test_a_kind_of_piece_the_move_names_without_naming_which_is_completed_by_the_model(client, library):
    """"can river reroll a foe die?": the Foe die is the point of the question.  It is read
    with each Foe the game has; every completion rules the same, so one stands in for "a foe"
    (listed as an assumption) and the verdict is the model's on that position."""
    r = read("can river reroll a foe die?", "shiny-dice")
    assert r.sure and "foe" in r.action.split(",", 1)[1] or "niska" in r.action
    assert any("does not say which foe" in a for a in r.assumed)
    data = ask(client, "can river reroll a foe die?")
    assert data["verdict"] == check(data["position"], "shiny-dice").verdict
    assert any("does not say which foe" in a for a in data["assumed"])
    assert_quotes_are_cited_and_verbatim(library, data)


def test_a_counted_kind_the_move_takes_is_read_with_its_count(client):
    """"can river reroll two foe dice?" (issue 22): the two Foe dice are the point; the book
    allows one Foe die per River, so the ruling is on two of them, never on River alone."""
    data = ask(client, "can river reroll two foe dice?")
    assert data["verdict"] == "illegal"
    assert "x2" in data["position"].split("ask:")[1]
    assert check(data["position"], "shiny-dice").verdict == "illegal"


def test_completions_that_rule_differently_make_the_reading_unsure(monkeypatch):
    """When which piece stands in for "a foe" changes the ruling, no completion is the
    reading: the reading is unsure (no bold verdict) and says how each way goes."""
    from referee.rules.reading import reader

    real = reader._verdict

    def by_foe(position, game):
        ask_line = [l for l in position.splitlines() if l.startswith("ask:")]
        if ask_line and "badger" in ask_line[0]:
            return "illegal"
        return real(position, game)
    monkeypatch.setattr(reader, "_verdict", by_foe)
    r = read("can river reroll a foe die?", "shiny-dice")
    assert not r.sure
    assert any("depends on it" in u and "badger" in u for u in r.unsure)


def test_a_move_told_as_made_already_sets_what_the_game_declares_for_it(client):
    """"rerolled one of them": the reroll already made is told, so the game's declared value
    for a move told (``rerolled: yes``) is read, never the default "not rerolled yet"."""
    message = ("I had two Rivers, rerolled one of them with a Badger and it came up Niska. "
               "can I now reroll my other River with that Niska?")
    r = read(message, "shiny-dice")
    assert "rerolled: yes" in r.position and r.sure
    assert not any("not rerolled" in a for a in r.assumed)
    data = ask(client, message)
    assert data["verdict"] == check(data["position"], "shiny-dice").verdict == "illegal"


def test_a_move_told_in_the_past_is_the_contested_move():
    """"my friend rerolled river and two niska dice in get a crew, is that legal?" (issue 22):
    the past tense is the move argued about."""
    r = read("my friend rerolled river and two niska dice in get a crew, is that legal?", "shiny-dice")
    assert r.action == "reroll river, niska x2"
    r = read("Zoe used Cover Fire on Niska in have a plan. Is that allowed?", "shiny-dice")
    assert r.action == "zoe cover-fire niska"


def test_a_clause_told_of_an_earlier_turn_sets_nothing_of_this_turn():
    """"I busted on three Explosions last turn": those dice are not in this turn's pool, and
    the position (this turn only) cannot account for them: no verdict on it."""
    message = ("In Galaxy Dice with the Phoenix Core in play, I busted on three Explosions last turn and nobody "
               "has taken the Core off me since. This turn I'm rerolling my Explosions even though I have no 1Ups.")
    r = read(message, "galaxy-dice")
    assert "explosion x3" not in r.position
    if r.sure:  # read as the worked example of the Phoenix Core (nothing of the earlier turn's dice)
        assert any("worked example" in a for a in r.assumed) and "phoenix-core: held" in r.position, r.assumed
    else:
        assert any("earlier turn" in u for u in r.unsure)
    # the earlier turn's failed Rush is what the retry rule reads, said in the worked example's words
    # for it ("came up short"): a fact of the table, not this turn's dice (the book: Legal)
    r = read("Jo rushed the Wave boss last turn, came up short, and took her 2 Arcade Tokens. "
             "This turn she declares a rush on that very same Wave boss again.", "galaxy-dice")
    assert not r.sure or ("failed-rushes: wave" in r.position and check(r.position, "galaxy-dice").verdict == "legal"), \
        r.position


def test_the_kind_of_pieces_the_message_talks_about_must_be_read():
    """"beat most of the foes": the Foes are talked about; a reading with no Foes line and a move
    that takes none did not read what the message says of them. ("beat all the foes" is read:
    the Foes area is said empty; what the Mission's keyword is stays unread, and may decide.)"""
    r = read("finished the mission this turn n beat most of the foes so i can just lay low n bank it yeah", "shiny-dice")
    assert not r.sure and any("foes" in u for u in r.unsure)
    r = read("finished the mission this turn n beat all the foes so i can just lay low n bank it yeah", "shiny-dice")
    assert "foes" in r.stated and not any("foes" in u for u in r.unsure), r.unsure


def test_a_kind_counted_with_no_names_is_that_many_unknown_pieces(client):
    """"four black Foe dice", no Foe named: four Foe dice of unknown face (``?``), and the
    model says "It depends" when their faces decide it."""
    message = ("Leo has two Book dice showing in Serenity and there are still four black Foe dice on the mat. "
               "He discards both Books for Salvation to bank his at-risk pool and end his turn.")
    r = read(message, "shiny-dice")
    assert "foes: ? x4" in r.position and r.sure
    data = ask(client, message)
    assert data["verdict"] == "depends" and data["answer"].startswith("**It depends**")
    assert check(data["position"], "shiny-dice").verdict == "depends"


def test_a_piece_said_to_be_absent_is_never_read_as_there():
    r = read("rolled 2 booms n no 1ups im still in n keep rolling yeah??", "galaxy-dice")
    assert "1up" not in r.position or (not r.sure and any("1" in u and "not there" in u for u in r.unsure))


def test_the_games_own_name_is_never_a_player_or_a_keyword():
    """"In Shiny Dice, …" named no Shiny keyword; "En Firefly Sol Azul" names no captain."""
    r = read("In Shiny Dice, if my Zoe die helps complete the mission, can I still fire off her Cover Fire?",
             "shiny-dice")
    assert "shiny" not in r.position.split("ask:")[0].replace("game: shiny-dice", "")
    r = read("En Firefly Sol Azul ya tengo la confianza de Lord Harrow. ¿Puedo comprar carga?", "blue-sun")
    assert "Sol Azul" not in r.position and "Firefly" not in r.position


def test_an_invented_line_that_does_not_change_the_ruling_is_dropped_or_assumed():
    """A filler the reader writes (the other dice of a pool) either goes, when the ruling
    stands without it, or is listed as an assumption; if it changes the ruling, unsure."""
    r = read("can I spend a token for second wind?", "galaxy-dice")
    line = next((l for l in r.position.splitlines() if l.startswith("pool:")), None)
    if line is not None:
        g = next(g for g in r.grounds if g["line"] == line)
        assert g.get("assumed") in r.assumed or not r.sure


@pytest.mark.parametrize("case", FRESH, ids=[c["id"] for c in FRESH])
def test_every_verdict_stated_equals_the_rules_model_on_the_reported_position(client, case):
    data = ask(client, message_of(case))
    if data["verdict"] is not None:
        assert data["position"]
        assert check(data["position"], data["game"] if data["game"] in (case["game"],) else None).verdict \
            == data["verdict"]


def test_the_fresh_set_states_fewer_wrong_verdicts_than_before(client):
    """Floors from this round's end (first measured 0.292 right / 0.271 wrong): the guard
    must not let the wrong-verdict rate climb back."""
    right, wrong = tally(client, FRESH, "fresh")
    assert wrong / len(FRESH) <= 0.17
    assert right / len(FRESH) >= 0.25


# -- mechanisms found on the ninth and tenth sets (each tested on words of its own, not the sets') --

@pytest.mark.parametrize("message", ["can we cycle the stages twice in a single turn?",
                                     "¿se puede hacer cycle otra vez en el mismo turno?",
                                     "I'd like to cycle the Stages a second time this turn"])
def test_a_move_asked_again_is_asked_of_its_second_time(message):
    """"again", "twice", "dos veces" (a declared, game-independent vocabulary): the move was made
    once this turn already, as if the situation had told it."""
    r = read(message, "galaxy-dice")
    assert r.sure and "cycled: yes" in r.position, r.position
    assert check(r.position, "galaxy-dice").verdict == "illegal"


def test_a_move_the_game_declares_is_never_a_player_name():
    """"Can I Mosey …": capitalised, a declared move is still the move (not a player "Mosey")."""
    r = read("Can I Mosey over into a sector where a Reaver ship is parked?", "blue-sun")
    assert "player: Mosey" not in r.position and r.sure, (r.position, r.unsure)
    assert r.action.startswith("Me mosey to Sector 2"), r.action
    assert "reavers: Sector 2" in r.position


def test_a_sector_described_without_a_name_is_where_the_move_goes():
    """"into a sector that has a Reaver ship": the move goes to the sector the message
    describes; the map made for it is said as assumptions, and the book rules on it."""
    r = read("Is it ok to full burn into a sector that has a Reaver in it?", "blue-sun")
    assert r.sure, r.unsure
    assert r.action == "Me full burn to Sector 2"
    assert any("Reaver ship is in Sector 2" in a for a in r.assumed)
    assert check(r.position, "blue-sun").verdict == "illegal"


def test_the_game_s_short_title_is_not_a_player():
    r = read("Playing with Blue Sun: can Kim mosey to Deadwood?", "blue-sun")
    assert "player: Blue Sun" not in r.position and "player: Playing" not in r.position, r.position


def test_a_flower_of_the_clock_is_never_put_in_a_bed_by_default():
    """A Flower told as leaving or on the clock is not in anyone's bed: planting the same colour
    from the hand is a new bed (the book allows it without a Firefly)."""
    r = read("Nobody won the Red Flower when it left the clock. Can Jo plant a Red from her hand now?",
             "dance-of-the-fireflies")
    assert "bed 1: red" not in r.position, r.position


def test_a_numbered_card_the_ruling_rests_on_must_be_told():
    """"claim stage 1": when the ruling's deciding rule is about the Stage cards and the message
    never says what the Stage card is, the reading is unsure (no verdict on a card nobody told)."""
    r = read("I matched all the weapons on my Stage this turn. Can I also grab the Bonus Stage on top?",
             "galaxy-dice")
    assert r is None or not r.sure or "stage:" in r.position, (r.position, r.unsure)


def test_a_question_asking_its_own_move_is_not_read_as_a_move_told_before():
    """"I completed my mission. Can I end my turn now?": the question asks a move of its own;
    the mission told before is the table, never the move asked."""
    r = read("I just completed my mission and Saffron is still around. Can I stop right here and pass the dice?",
             "shiny-dice")
    assert r is None or not r.action or "complete" not in r.action, r.position


def test_a_count_of_dice_after_a_verb_says_whose_dice_not_which():
    """"a foe that still has 3 dice up": the Foe's dice, counted; not an unknown die."""
    r = read("Can Jayne's Damaged Calm take out a foe which has 2 dice showing?", "shiny-dice")
    assert not any("which die" in u for u in r.unsure), r.unsure


def test_a_move_told_as_done_is_not_the_move_wished_after_it():
    """"I already completed the mission but I want to stop now": the mission is the table; the
    move wished is one the game's words do not declare, so there is no verdict on the mission."""
    r = read("I already completed the mission, Niska's still standing, but I want to quit now and bank it all",
             "shiny-dice")
    assert r is None or not r.action or "complete" not in r.action, r.position


def test_a_card_named_only_by_its_kind_is_ruled_on_each_of_its_kind(monkeypatch):
    """"can she plant a flower from her hand?": which Flower is not said; the model rules on
    each colour, and the reading stands only when they all rule the same (said as assumed)."""
    r = read("Rosa's supply has no fireflies left. Is she still allowed to plant a flower from her hand?",
             "dance-of-the-fireflies")
    assert r.sure and r.action.startswith("plant "), (r.position, r.unsure)
    assert any("does not say which Flower" in a for a in r.assumed)
    assert check(r.position, "dance-of-the-fireflies").verdict == "illegal"
    # when the colours rule differently, there is no verdict
    from referee.rules.reading import reader
    verdicts = iter(["legal", "illegal", "legal", "legal", "legal", "legal"])
    monkeypatch.setattr(reader, "check_position", lambda pos, game: next(verdicts, "legal"))
    # (the words alone: the worked example of an empty supply reads this message as well)
    monkeypatch.setattr(reader, "_by_example_bounded", lambda message, r: None)
    r = read("Rosa's supply has no fireflies left. Is she still allowed to plant a flower from her hand?",
             "dance-of-the-fireflies")
    assert not r.sure and any("depends on it" in u for u in r.unsure)


def test_a_story_that_ends_on_a_move_it_cannot_read_gets_no_verdict():
    """A story ends on the move it is about; a move found in the telling before it ("set two
    Missiles aside") is not the one disputed, so the reading is not sure."""
    r = read("Mia rolled her dice twice and set two Missiles aside. Then she flips the Stage card over to its back.",
             "galaxy-dice")
    assert r is not None and not r.sure
    assert any("flips the Stage card" in u for u in r.unsure), r.unsure
    # ("after her first roll" says when, no move: with no move told, nothing is ruled either)
    r = read("Mia set two dice aside after her first roll. Then she flips the Stage card over to its back.",
             "galaxy-dice")
    assert r is not None and not r.sure
    # the same telling with the asked move said last is read and sure
    r = read("Mia set two dice aside after her first roll. Can she reroll the dice she set aside?", "galaxy-dice")
    assert r is not None and r.action and not any("could not read it as a move" in u for u in r.unsure)


@pytest.mark.parametrize("message", ["start of my turn, no boss die for me this game, everyone says that's fine",
                                     "al empezar mi turno, sin dado de jefe, y nadie se queja"])
def test_a_thing_said_as_absent_never_triggers_a_move(message):
    """"no boss die for me": what is said as not there is neither on the table nor the move."""
    r = read(message, "galaxy-dice")
    assert r is None or r.action is None or "boss die" not in r.action, r.action
    assert read("start of my turn, can I swap in a boss die?", "galaxy-dice").action == "swap boss die"


def test_a_word_of_the_game_s_title_said_alone_is_never_a_player():
    """"En Firefly con la expansión…": any word of the game's own titles names the game."""
    r = read("En Firefly con la expansión Sol Azul, estoy en Highgate. ¿Puedo comprar combustible aquí?", "blue-sun")
    assert r is not None and "Firefly" not in r.players, r.position


def test_who_makes_one_of_the_game_s_moves_is_a_player_not_a_place():
    """"the sector Kim needs… Kim moseys into Deadwood": the subject of a declared move plays it."""
    r = read("A Reaver ship sits in the sector Kim needs. Kim moseys into Deadwood next to it.", "blue-sun")
    assert r is not None and r.players == ["Kim"], r.position
    assert "sector: Kim" not in r.position and r.action == "Kim mosey to Deadwood", r.position


@pytest.mark.parametrize("message", ["can i give 200 credits to Dave?", "so can we give Dave 200 credits or not"])
def test_the_one_asking_acts_when_they_are_the_subject_before_a_named_player(message):
    """"can i give 200 credits to Dave?": Dave is acted on; the speaker gives."""
    r = read(message, "blue-sun")
    assert r is not None and r.actor == "Me", (r.actor, r.position)
    assert read("Dave gives 200 credits to Sally, can he?", "blue-sun").actor == "Dave"


def test_a_name_whose_stem_is_a_game_verb_is_still_a_player_when_it_acts():
    """"Tomás" folds and stems to "toma" (take, a Spanish move word); "Tomás is flying…" is a player."""
    r = read("Tomás is flying an outlaw ship. Tomás keeps drawing Nav cards.", "blue-sun")
    assert r is not None and r.players == ["Tomás"], r.position


def test_the_thirteenth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.250, wrong 0.104 (5 of 48); the guards of that session took the
    wrong verdicts to 3 of 48 with no right one lost. They must not climb back."""
    right, wrong = tally(client, THIRTEENTH, "thirteenth")
    assert len(THIRTEENTH) == 48
    assert wrong <= 3 and right >= 12


def test_a_kind_the_move_names_is_taken_when_the_game_spells_the_move_with_one():
    """"checks the alerts in both neighbouring sectors": the Blue Sun hook spells the move with
    "Sector 2" and "Sector 3", so the sectors said are read, and the reading is sure (the guard
    "the move as I read it takes no sector" is for a move that really takes none)."""
    r = read("Halfway through a fly action, Captain Lee's ship with Meridian's 'Long-Range Scanner' passes two "
             "neighbouring sectors with alert tokens. Lee checks the alerts in both neighbouring sectors, then "
             "keeps flying.", "blue-sun")
    assert r is not None and "Sector 2" in r.action and "Sector 3" in r.action, r.position
    assert not any("takes no sector" in u for u in r.unsure), r.unsure
    # a move that takes no sector while the asked words name one is still unsure
    r = read("¿Puedo mover la nave en diagonal de un sector a otro?", "blue-sun")
    if r is not None and r.action and r.sure:  # read by the worked example of the diagonal rule: a sector each
        assert any("ejemplo" in a for a in r.assumed) and "diagonal: Sector 1 - Sector 2" in r.position, r.position
    else:
        assert r is None or not r.action or not r.sure


def test_the_fourteenth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.083, wrong 0.125 (6 of 48). Counts told of the table and values
    filled in that decide took it to 2 wrong (one an honest "it depends" on money where the
    set says legal), with no right verdict lost. They must not climb back."""
    right, wrong = tally(client, FOURTEENTH, "fourteenth")
    assert len(FOURTEENTH) == 48
    assert wrong <= 2 and right >= 4


# -- mechanisms found on the fourteenth set (each tested on words of its own, not the set's) --

def test_a_count_of_a_game_thing_told_of_the_table_and_not_read_leaves_the_reading_unsure():
    """"both had three Fireflies on it": a count of something the game names, told of the table,
    that the position holds nowhere: that part of the story was not read, so no verdict."""
    r = read("When the purple flower left the clock, Lena and Tom both had three Fireflies on it. "
             "Lena plants a purple from her hand into her bed.", "dance-of-the-fireflies")
    assert r is not None and r.action and not r.sure
    assert any("number" in u and "3" in u for u in r.unsure), r.unsure
    # a count the reading holds as the things a line lists is read
    r = read("Lena's bed 1 holds three flowers: red, white and blue. She plants a yellow moon from her hand "
             "into bed 1.", "dance-of-the-fireflies")
    assert r is not None and r.sure and "bed 1: red, white, blue" in r.position, (r.position, r.unsure)


@pytest.mark.parametrize("message", ["could i bid on flower 2 while it's on the night side?",
                                     "is it ok to bid on flower 2 when it's on the night side?"])
def test_a_value_filled_in_that_decides_the_ruling_leaves_the_reading_unsure(message):
    """The spaces of a Flower nobody described are written "mixed" by the notation; on the
    night side, day spaces would make the bid illegal. A value of a kind the game says a
    message tells (its ``told_kinds``) that the ruling turns on is not a sure reading."""
    r = read(message, "dance-of-the-fireflies")
    assert r is not None and r.action and not r.sure, r.position
    assert any("mixed" in u and "night" in u for u in r.unsure), r.unsure


def test_a_value_filled_in_that_does_not_decide_the_ruling_is_no_reason_for_doubt():
    r = read("Nora has a red sun in her hand. Can she plant it in a new bed?", "dance-of-the-fireflies")
    assert r is not None and r.action and r.sure, r.unsure
    assert not any("filled in" in u or "he puesto" in u for u in r.unsure), r.unsure


def test_solid_with_a_contact_is_its_trust():
    """Firefly players say "solid with Harrow" for the book's trust (confianza)."""
    r = read("I'm solid with Lord Harrow. I deal with him: can I buy 2 cargo?", "blue-sun")
    assert r is not None and "trust lord harrow" in r.position, r.position


def test_a_value_said_in_the_asked_move_must_be_in_the_reading():
    """"put my firefly on a moon space": a value of the table (a space's kind) said in the asked
    move itself, that the position holds nowhere, was not read: no verdict on the move read."""
    r = read("Can the White ability put my firefly on a moon space of flower 3? Is that allowed?",
             "dance-of-the-fireflies")
    assert r is not None and not r.sure, r.position
    assert any("moon space" in u for u in r.unsure), r.unsure


def test_the_fifteenth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.188, wrong 0.104 (5 of 48), before any change. Unknown legality,
    the table told in the asked move and before the asking, and assumptions checked both ways
    took it to 1 wrong (an honest "it depends" on money where the set says legal) and 11 right.
    They must not climb back."""
    right, wrong = tally(client, FIFTEENTH, "fifteenth")
    assert len(FIFTEENTH) == 48
    assert wrong <= 1 and right >= 10


def test_the_sixteenth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.188, wrong 0.125 (6 of 48), before any change. A move or a piece
    said as not there ("it doesn't give a Boss die", "zero 1Ups") no longer read as one, and
    moves read by worked examples, took it to 4 wrong and 10 right. They must not climb back."""
    right, wrong = tally(client, SIXTEENTH, "sixteenth")
    assert len(SIXTEENTH) == 48
    assert wrong <= 4 and right >= 9


def test_the_seventeenth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.104, wrong 0.083 (4 of 48), before any change. Claims put to the
    table with a tag question ("…, right?"), a fact told before "so I can…", a move into "the
    sector where…" read as into the sector described, disputes that name no modelled piece routed
    by their book's words, and a move announced ("…, so I'll Continue.") took it to 10 right,
    4 wrong. They must not slip back."""
    right, wrong = tally(client, SEVENTEENTH, "seventeenth")
    assert len(SEVENTEENTH) == 48
    assert wrong <= 4 and right >= 9


def test_the_eighteenth_set_states_no_more_wrong_verdicts_than_when_it_was_written(client):
    """First measured right 0.188 (9 of 48), wrong 0.104 (5 of 48), before any change. Two of
    its wrong verdicts rested on an area the message never named, left empty (how many Foes are
    in play, how many Stage cards match the Boss); an area whose unknown pieces change the
    verdict by the same rule now makes the reading unsure: 9 right, 3 wrong."""
    right, wrong = tally(client, EIGHTEENTH, "eighteenth")
    assert len(EIGHTEENTH) == 48
    assert wrong <= 3 and right >= 9


def test_the_nineteenth_set_states_no_more_wrong_verdicts_than_when_it_was_written(client):
    """First measured right 0.208 (10 of 48), wrong 0.042 (2 of 48), before any change. One wrong
    verdict read "a second crew die" as a second reroll ("second" and "twice" both fold to 2);
    only the word itself now says the move is made again: 11 right, 1 wrong."""
    right, wrong = tally(client, NINETEENTH, "nineteenth")
    assert len(NINETEENTH) == 48
    assert wrong <= 1 and right >= 10


def test_the_twentieth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.271 (13 of 48), wrong 0.125 (6 of 48), none 0.604, cited 0.812, before
    any change (yardstick on a real server: 0.271 / 0.146 / quote 0.854). The wrong ones read a
    mode without its fact (Dark Energy said, its effect not), another move than the one the
    sentence says (a "plant" read as a harvest from "nobody"), a bed nobody described as a new
    one, a power that brings a knocked-out die back without that die in the KO pile, and a number
    said ("rolls a 2") as if a placeholder name ("Sector 2") held it. Each is a mechanism now
    (tests/test_reading_unstated.py); "black dice" are Foe dice, as the book says: 17 right, 1 wrong
    (Lord Harrow's cargo: the model says it depends on the credits, which the message does not give)."""
    right, wrong = tally(client, TWENTIETH, "twentieth")
    assert len(TWENTIETH) == 48
    assert wrong <= 1 and right >= 16


def test_the_twentyfirst_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.292 (14 of 48), wrong 0.083 (4 of 48), none 0.625, cited 0.771, before
    any change (yardstick on a real server: 0.292 / 0.104 / quote 0.771). A fact said of a thing
    by "it" ("with the Phoenix Core: I got it last turn") is now read: 15 right, 3 wrong (Lord
    Harrow's cargo, which depends on the credits nobody gave; an Orchid planted "as a purple" for
    its bonus; a Rush told and then asked)."""
    right, wrong = tally(client, TWENTYFIRST, "twentyfirst")
    assert len(TWENTYFIRST) == 48
    assert wrong <= 3 and right >= 15


def test_the_twentysecond_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.167 (8 of 48), wrong 0.125 (6 of 48), none 0.708, cited 0.729, before
    any change (yardstick on a real server: 0.167 / 0.125 / quote 0.729). The wrong ones: a piece
    named by a pronoun dropped ("rerolling her + one badger die", "toss it back in with my
    reroll"), a move argued read as made ("he doesn't need to reroll"), the alternative of an
    either-or question read as the move, a Stage cycle read from "swap", and Lord Harrow's cargo
    (depends on credits nobody gave). Each is a mechanism now (tests/test_reading_unstated.py):
    14 right, 2 "wrong", both the model's "It depends on your credits" where the writer expected
    "legal" (Lord Harrow's cargo; 500 credits passed to "mi colega", read since another player
    said by a common noun is read)."""
    right, wrong = tally(client, TWENTYSECOND, "twentysecond")
    assert len(TWENTYSECOND) == 48
    assert wrong <= 2 and right >= 14


def test_an_area_the_message_never_names_that_decides_makes_the_reading_unsure():
    """"I have a Book showing, can I use Salvation?": the Foes in play are never said, and one
    Foe or two rule differently (Salvation needs a Book per Foe). The position leaves them out,
    so a verdict on it would rest on an emptiness nobody stated: no verdict, and why."""
    r = read("I have a Book showing, can I use Salvation?", "shiny-dice")
    assert not r.sure
    assert any("foes" in u and "turns on it" in u for u in r.unsure), r.unsure
    # told, the same move is ruled on
    told = read("I have two Books showing and two Foes left, Niska and Badger. Can I use Salvation?", "shiny-dice")
    assert told.sure and "foes: niska, badger" in told.position


def test_three_unknown_pieces_are_tried_and_an_areas_phrase_counts_only_whole():
    """Two Books cover two Foes, not three: with the Foes never said, the count still decides
    (the unknowns tried go up to three). "in Serenity" does not speak of the Foes area because
    its phrase "in play" shares the word "in": only a whole phrase of an area says it."""
    r = read("in shiny dice, I've got two Book dice in Serenity. Can I use Salvation to grab my "
             "at-risk pool and end my turn?", "shiny-dice")
    assert not r.sure and any("foes" in u for u in r.unsure), r.unsure
    told = read("Two Books in Serenity, Niska and Badger still in play. Can I use Salvation?", "shiny-dice")
    assert told.sure and "foes: niska, badger" in told.position


def test_an_area_whose_pieces_bring_in_another_rule_does_not_make_the_reading_unsure():
    """A Knocked Out die nobody mentioned changes what Kaylee's power must name, not whether
    she may use it: the table is taken as told, and the rule-level question is ruled on."""
    r = read("can kaylee's thruster overload hit a foe?", "shiny-dice")
    assert r.sure and not any("knocked out" in u for u in r.unsure)


def test_another_players_numbered_thing_is_not_described_by_the_speakers():
    """"…pulled the Weed out of my bed. Can I plant that Weed into Nina's bed?": the move is on
    Nina's bed 1, and the only bed described is the speaker's: the reading is not sure of it."""
    r = read("Dance ruling: I used a Yellow to copy my Orange and pulled the Weed out of my bed. "
             "Can I plant that Weed straight into Nina's bed?", "dance-of-the-fireflies")
    assert "Nina bed 1" in r.position and "Nina bed 1:" not in r.position
    assert not r.sure and any("bed 1" in u for u in r.unsure), r.unsure


def test_a_game_with_no_declared_areas_must_still_place_what_the_situation_tells():
    """Blue Sun's hook places the table itself (no declared areas): an Alliance alert told in
    the situation is placed (the Cruiser pulled to her, by the worked example of it), and whether
    her fly action ends turns on what nobody said, whether her ship is an outlaw; told nothing
    more, the reading is sure."""
    r = read("Kim was mid full burn when an Alliance alert brought the Cruiser to her sector. "
             "Can she draw another nav card?", "blue-sun")
    assert r.sure and "outlaw ?" in r.position and check(r.position, "blue-sun").verdict == "depends", \
        (r.unsure, r.position)
    assert read("Kim is on a full burn. Can she draw another nav card?", "blue-sun").sure


def test_the_twentythird_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.188 (9 of 48), wrong 0.125 (6 of 48), none 0.688, cited 0.667, before
    any change (yardstick on a real server: 0.188 / 0.125 / quote 0.729). The wrong ones: credits
    handed over read as maybe not held, a completion told in the asked sentence ("just wrapped up
    a Gorram mission, so I want to Lay Low") not read, a Charge whose level nobody gave, a Bonus
    Firefly read as a plain bid, Escape on a Mission nobody described, and a die set aside
    "tossed back in". Mechanisms now (tests/test_reading_unstated.py): 15 right, none wrong."""
    right, wrong = tally(client, TWENTYTHIRD, "twentythird")
    assert len(TWENTYTHIRD) == 48
    assert wrong == 0 and right >= 15


def test_the_twentyfourth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.208 (10 of 48), wrong 0.083 (4 of 48), none 0.708, cited 0.75, before
    any change (yardstick on a real server: 0.208 / 0.083 / quote 0.75). The wrong ones: "them"
    for two Foes named before it dropped from Cover Fire's targets, a Book count someone else
    claims ("Marcus says she'd need four Books") taken off the table, a card said missing from a
    bed put in it, and three Saffrons read in the standard game where the set expects "depends"
    on the difficulty (the reading now says it assumed the standard game; that one stays)."""
    right, wrong = tally(client, TWENTYFOURTH, "twentyfourth")
    assert len(TWENTYFOURTH) == 48
    assert wrong <= 1 and right >= 12


def test_the_twentyfifth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.271 (13 of 48), wrong 0.062 (3 of 48), none 0.667, cited 0.729, before
    any change (yardstick on a real server: 0.271 / 0.062 / quote 0.771). The wrong ones: the move
    read from what someone else claims, with the claimant as who moves and a scan of the player's own
    sector; a second Reaver ship told ("another Reaver ship already sits there") and not placed; a
    contact's trust said in the move's own sentence not read. Mechanisms now
    (tests/test_reading_unstated.py; also: a piece said absent, "no 1Ups", is not what the move
    takes): 15 right, none wrong. Then 14: dance-05's right verdict came from a Harvest the message
    never asks; now that "her extra Firefly on that same Blue Flower" is read as the bid it is,
    the reading says it read another move and gives no verdict."""
    right, wrong = tally(client, TWENTYFIFTH, "twentyfifth")
    assert len(TWENTYFIFTH) == 48
    assert wrong == 0 and right >= 14


def test_the_twentysixth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.167 (8 of 48), wrong 0.042 (2 of 48), none 0.792, cited 0.729, before
    any change (yardstick on a real server: 0.188 / 0.042 / quote 0.75). The wrong ones: "no Mal or
    Simon involved" read Simon into Serenity as the one acting; Foes told as taken down read as in
    play, and "Can he keep it?" matched to Keep Flyin' alone. Mechanisms now
    (tests/test_reading_unstated.py): none wrong."""
    right, wrong = tally(client, TWENTYSIXTH, "twentysixth")
    assert len(TWENTYSIXTH) == 48
    assert wrong == 0 and right >= 10


def test_the_twentyseventh_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.229 (11 of 48), wrong 0.042 (2 of 48), none 0.729, cited 0.688, before
    any change (yardstick on a real server: 0.229 / 0.042 / quote 0.708). The wrong ones: a roll
    read as the move where the story went on to the stages taken ("so she took both cards", "and
    took it"). Mechanisms now (tests/test_reading_unstated.py): a story that goes on past a legal
    move read is unsure; "it depends" when a short question leaves out what the rule counts; a
    fact said not to be so is not read as so; a fact told in another tense is read. At the session
    end: 14 right in process (13 on a served yardstick), none wrong. Then (stop 53) one "wrong" on
    purpose: f27-galaxy-11, "had the phoenix core from last round n rerolled my explosions this turn",
    is labelled legal; f36-048, by another author, "had the phoenix core from last round so explosions
    get rerolled this turn", is labelled depends, and the book sides with it ("If another player gains
    the Phoenix Core card before your next turn, the Phoenix Core card is passed to that player"):
    who held it last round is not said to hold it now, and the reading says so."""
    right, wrong = tally(client, TWENTYSEVENTH, "twentyseventh")
    assert len(TWENTYSEVENTH) == 48
    assert wrong <= 1 and right >= 12


def test_the_twentyeighth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """First measured right 0.229 (11 of 48), wrong 0.083 (4 of 48), none 0.688, cited 0.75, before
    any change (yardstick on a real server: 0.229 / 0.083 / quote 0.729). The wrong ones: a move
    read from a comparison ("saying it works just like Zoe's Cover Fire"), an Orchid planted "as a
    blue" read as a blue card in hand, a paid extra roll read as a plain fourth roll, and "rolled 5
    matching" read as Glitch card 5 in a message taken for Spanish. Mechanisms now: worked examples
    with positions (reading/examples.py) read rule-level questions, and a sure reading an example
    rules otherwise gets no verdict; a comparison's words are no move; everyday English words tell
    the language. At the session end: 20 right through the chat, 1 wrong (the paid extra roll: "She
    paid a single Arcade Token for one more roll" is still read as a plain fourth roll)."""
    right, wrong = tally(client, TWENTYEIGHTH, "twentyeighth")
    assert len(TWENTYEIGHTH) == 48
    assert wrong <= 1 and right >= 18


def test_the_twentyninth_set_states_no_wrong_verdicts(client):
    """Written from the seeds by a helper after the worked examples were built, and measured before
    anyone read it (the session's honest figure): right 0.271 (13 of 48), wrong 0, cited 0.771
    (on a05e7d3, before the session's changes: 0.167 / 0 / 0.771). Now a training set."""
    right, wrong = tally(client, TWENTYNINTH, "twentyninth")
    assert len(TWENTYNINTH) == 48
    assert wrong == 0 and right >= 11


THIRTIETH = [c for c in CASES if c["id"].startswith("f30-")]


def test_the_thirtieth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """Written from the seeds by a helper while the worked examples were being added, and
    measured before anyone read it: right 0.271 (13 of 48), wrong 0.042 on 2aeb4cb; 0.292 / 0.042
    with the 244 examples; 0.312 / 0.021 after the fixes its misses pointed to. Now a training set."""
    right, wrong = tally(client, THIRTIETH, "thirtieth")
    assert len(THIRTIETH) == 48
    assert wrong <= 1 and right >= 13


THIRTYFIRST = [c for c in CASES if c["id"].startswith("f31-")]


def test_the_thirtyfirst_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (1668d23): right 0.312 (15 of 48), wrong 0.062 (3), cited 0.792. After the session's
    changes (an example's words said in any of their forms, a story's numbers filling the example,
    a Sundial side left unknown): 0.375 / 0.042. Now a training set."""
    right, wrong = tally(client, THIRTYFIRST, "thirtyfirst")
    assert len(THIRTYFIRST) == 48
    assert wrong <= 2 and right >= 16


THIRTYSECOND = [c for c in CASES if c["id"].startswith("f32-")]


def test_the_thirtysecond_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (11515db): right 0.292 (14 of 48), wrong 0.104 (5), cited 0.646. After the session's
    changes (a number said of a piece is the example's count of it; an example holding what the
    message said in its own frame; who argues is no fact; a move an "if" clause supposes of
    someone else is not the one asked; an example's bare move said in the sentences it is matched
    to): 0.333 / 0.083. Now a training set."""
    right, wrong = tally(client, THIRTYSECOND, "thirtysecond")
    assert len(THIRTYSECOND) == 48
    assert wrong <= 4 and right >= 15



THIRTYTHIRD = [c for c in CASES if c["id"].startswith("f33-")]


def test_the_thirtythird_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (be32640): in process right 0.438 (21 of 48), wrong 0.042 (2), cited 0.771; served
    0.479 / 0.042 / 0.812. After the session's changes (a count said of a line the example keeps
    is that line's count; one declared word of a game loses to a book that alone says several of
    the message's words): 0.438 / 0. Now a training set."""
    right, wrong = tally(client, THIRTYTHIRD, "thirtythird")
    assert len(THIRTYTHIRD) == 48
    assert wrong <= 1 and right >= 18


THIRTYFOURTH = [c for c in CASES if c["id"].startswith("f34-")]


def test_the_thirtyfourth_set_states_no_more_wrong_verdicts_than_at_its_session_end(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (64e2866): in process right 0.229 (11 of 48), wrong 0.042 (2), cited 0.729; served
    (with "Is that allowed?" after each message) 0.396 / 0.042 / 0.708. After the session's changes
    (a message that asks nothing tells a move to be ruled on; a word before "cards" names a kind of
    card, not a player; trust already earned is the player's standing, trust told lost is not):
    in process 0.396 / 0.021, served 0.417 / 0.021; with "not one" read as none, 0.417 / 0.021 in
    process. Now a training set."""
    right, wrong = tally(client, THIRTYFOURTH, "thirtyfourth")
    assert len(THIRTYFOURTH) == 48
    assert wrong <= 1 and right >= 17


THIRTYFIFTH = [c for c in CASES if c["id"].startswith("f35-")]


def test_the_thirtyfifth_set_states_no_wrong_verdict(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (e820102): in process right 0.292 (14 of 48), wrong 0.062 (3), cited 0.708; served
    0.292 / 0.062, quote 0.750. Each wrong verdict came from a fact nobody told (a supply die
    read into a Wash rerolled alone, a roll ruled where the claim after it was asked, a reroll
    told with "used my Wash to reroll" taken as not made). After the session's changes (those
    three, and worked examples filled with the message's own pieces): in process 0.375 / 0, the
    chat 18 / 0. Now a training set."""
    right, wrong = tally(client, THIRTYFIFTH, "thirtyfifth")
    assert len(THIRTYFIFTH) == 48
    assert wrong == 0 and right >= 17


THIRTYSIXTH = [c for c in CASES if c["id"].startswith("f36-")]
THIRTYSEVENTH = [c for c in CASES if c["id"].startswith("f37-")]


def test_the_thirtysixth_set_states_no_wrong_verdict(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (0458cb4): in process right 0.146 (7 of 48), wrong 0.062 (3), cited 0.750. The wrong
    verdicts: two Foes a story named for Vera swapped for one stand-in, "on a HOT streak" read as
    a sector to full burn into (in a Shiny Dice message routed to Blue Sun), and the Phoenix Core
    held "from last round" read as held now. After the session's changes (those, a piece said
    apart from the move, worked examples for the rules none decided): in process 0.188 / 0, the
    chat 9 / 0. Now a training set."""
    right, wrong = tally(client, THIRTYSIXTH, "thirtysixth")
    assert len(THIRTYSIXTH) == 48
    assert wrong == 0 and right >= 9


def test_the_thirtyseventh_set_states_no_wrong_verdict(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (f2f3b90): in process right 0.438 (21 of 48), wrong 0.042 (2), cited 0.729. The wrong
    verdicts: three regular Fireflies ruled to beat a Royal nobody read ("Sam had only one, which
    turned out to be his Royal"), and "says he gets four rolls at it" read as four rolls made.
    After the session's changes (a Royal told is read or leaves the reading unsure, a count in
    someone's claim is no fact of the table, Galaxy Dice examples, more examples for the rules
    none decided): the chat 23 / 0. Now a training set."""
    right, wrong = tally(client, THIRTYSEVENTH, "thirtyseventh")
    assert len(THIRTYSEVENTH) == 48
    assert wrong == 0 and right >= 23


THIRTYEIGHTH = [c for c in CASES if c["id"].startswith("f38-")]


def test_the_thirtyeighth_set_states_no_wrong_verdict(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (162404e): in process right 0.333 (16 of 48), wrong 0.062 (3), cited 0.708. The wrong
    verdicts: "escape mission done" in the asked sentence not read as done (an "it depends" on
    it), a second player's Royal dropped from a Flower ("Sam's royal, my royal"), and a Royal told
    "out on the clock" before "but i wanna plant" taken as the move's. After the session's changes
    (those three, an area emptied by its own words, a Mission card named by its keyword, table
    talk that objects, more worked examples): the chat 19 / 0. Now a training set."""
    right, wrong = tally(client, THIRTYEIGHTH, "thirtyeighth")
    assert len(THIRTYEIGHTH) == 48
    assert wrong == 0 and right >= 18


THIRTYNINTH = [c for c in CASES if c["id"].startswith("f39-")]


def test_the_thirtyninth_set_states_no_wrong_verdict(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (c8e799b): in process right 0.292 (14 of 48), wrong 0.062 (3), cited 0.729; served
    0.312 / 0.062, quote 0.729. The wrong verdicts: a reroll told, then argued ("Tom says River can
    only reroll herself. Who's right?"), read as a second reroll; Mal's Charm read from the claim
    made of it ("Jake says that's not how Charm works"), without the two Foes it was split on; an
    alert roll ruled on a sector holding no tokens where the message said "some". After the
    session's changes: the chat 16 / 0. Now a training set."""
    right, wrong = tally(client, THIRTYNINTH, "thirtyninth")
    assert len(THIRTYNINTH) == 48
    assert wrong == 0 and right >= 15


FORTIETH = [c for c in CASES if c["id"].startswith("f40-")]


def test_the_fortieth_set_states_at_most_one_wrong_verdict(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (77be6b4): in process right 0.208 (10 of 48), wrong 0.083 (4), cited 0.625; served
    0.250 / 0.083, quote 0.688. The wrong verdicts: Inara's 100 put into the at-risk pool, read as
    the example that banks it (an always-legal move asked by her name alone); a Weed fished out with
    a Blue read as a Weed pulled out of a bed; two saved dice filled into an example's table of
    three, leaving six dice of seven (Illegal by the pool's size, not by the rule asked); a Rush's
    extra roll bought with Strike the Core, read as a plain roll (still wrong: the Strike told is
    not read as made). Now a training set."""
    right, wrong = tally(client, FORTIETH, "fortieth")
    assert len(FORTIETH) == 48
    assert wrong <= 1 and right >= 16


FORTYFIRST = [c for c in CASES if c["id"].startswith("f41-")]


def test_the_fortyfirst_set_states_at_most_one_wrong_verdict(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (0fcf448): in process right 0.375 (18 of 48), wrong 0.062 (3), cited 0.688; served
    0.375 / 0.062, quote 0.729. The wrong verdicts: "if I don't have any of my fireflies on either
    one" read as having one (the negation four words back); "el desafío ilegal a mi curro legal"
    read with an illegal job; a Blue planted by an Orange into another bed, its ability used, read
    as the Orange's planting (still wrong: the chain told is not read). After the session's changes:
    the chat 24 / 1. Now a training set."""
    right, wrong = tally(client, FORTYFIRST, "fortyfirst")
    assert len(FORTYFIRST) == 48
    assert wrong <= 1 and right >= 22


FORTYSECOND = [c for c in CASES if c["id"].startswith("f42-")]


def test_the_fortysecond_set_states_no_more_wrong_verdicts_than_when_first_measured(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (8542334): in process right 0.458 (22 of 48), wrong 0.062 (3), cited 0.833; served
    0.458 / 0.062, quote 0.833. The wrong verdicts: a bonus Firefly put "three spots away" read as
    a plain bid; an Orchid/Weed drawn into the hand read as a planting; a failed Rush tried again
    on a later turn read as "it depends" (all three still wrong). After the session's changes: the
    chat 27 / 3. Now a training set."""
    right, wrong = tally(client, FORTYSECOND, "fortysecond")
    assert len(FORTYSECOND) == 48
    assert wrong <= 3 and right >= 25


FORTYTHIRD = [c for c in CASES if c["id"].startswith("f43-")]


def test_the_fortythird_set_states_no_more_wrong_verdicts_than_when_first_measured(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (eb048a6): in process right 0.312 (15 of 48), wrong 0.062 (3), cited 0.812; served
    0.312 / 0.062, quote 0.812. The wrong verdicts: "after rerolls i still have 4 saffrons" read
    as a reroll; "instead of doing unstable reaction" read as that power; a player's 7 tokens put
    on the Nemesis card (an impossible table, ruled illegal). After the session's changes: the
    chat 29 / 0. Now a training set."""
    right, wrong = tally(client, FORTYTHIRD, "fortythird")
    assert len(FORTYTHIRD) == 48
    assert wrong <= 1 and right >= 26


FORTYFOURTH = [c for c in CASES if c["id"].startswith("f44-")]


def test_the_fortyfourth_set_states_no_more_wrong_verdicts_than_when_first_measured(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (1b9fd10): in process right 0.646 (31 of 48), wrong 0.021 (1), cited 0.750; served
    0.646 / 0.021, quote 0.771. The wrong verdict: a Cruiser an Alliance alert brought, ruled
    Illegal where it depends on whether the ship is an outlaw. After the session's changes (the
    unknowns Dance, Blue Sun and Shiny lacked, and examples): the chat 38 / 0. Now a training set."""
    right, wrong = tally(client, FORTYFOURTH, "fortyfourth")
    assert len(FORTYFOURTH) == 48
    assert wrong <= 1 and right >= 36


FORTYFIFTH = [c for c in CASES if c["id"].startswith("f45-")]


def test_the_fortyfifth_set_states_no_more_wrong_verdicts_than_when_first_measured(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (e14dd1e): in process right 0.458 (22 of 48), wrong 0 (none stated), cited 0.833;
    served 0.458 / 0, quote 0.854. Every miss was a verdict withheld. After the session's changes
    (claimed scores and winners, Galaxy's unknown Nemesis and rivals' tokens, examples, the other
    player a story names seated when the last sentence names the asker, a count someone claims
    left out): the chat 43 / 0. Now a training set."""
    right, wrong = tally(client, FORTYFIFTH, "fortyfifth")
    assert len(FORTYFIFTH) == 48
    assert wrong <= 1 and right >= 42


def test_a_count_in_someones_claim_is_no_fact_of_the_table():
    """"Mia ... claims she gets three rolls at it": the three rolls are what is argued, not rolls made."""
    r = read("Mia is rushing the Wave Boss and claims she gets three rolls at it. Is that right?", "galaxy-dice")
    assert "roll: 3" not in r.position.splitlines(), r.position
    r = read("Tom has rolled 3 times. He says he can roll again. Can he?", "galaxy-dice")
    assert "roll: 3" in r.position.splitlines(), r.position  # (a count told before the claim is told)



@pytest.mark.parametrize("message, rolled", [("can I roll a third time?", "2"),
                                             ("is it legal to roll the dice a 4th time?", "3"),
                                             ("I rolled 3 times, can I roll again?", "3")])
def test_a_move_asked_of_its_nth_time_was_made_n_minus_one_times(message, rolled):
    """"roll a third time" (the words fold "third" to 3) asks the third roll: two were made; "rolled 3
    times" counts the rolls made."""
    r = read(message, "galaxy-dice")
    assert f"roll: {rolled}" in r.position.splitlines(), r.position


def test_a_royal_the_message_tells_of_must_be_in_the_reading():
    """A Royal is a kind of Firefly the notation holds ("mixed Sam royal"): told of the table and not
    read, the reading is not sure (it would rule on three regular Fireflies beating one)."""
    r = read("At harvest Kim had three fireflies on the orange flower and Sam had one, which was his Royal. "
             "Does Sam win the orange?", "dance-of-the-fireflies")
    assert not r.sure and any("royal" in u for u in r.unsure), (r.position, r.unsure)


@pytest.mark.parametrize("share", [2_000, 30_000])
def test_the_areas_nobody_named_are_filled_within_their_share_of_a_request(monkeypatch, share):
    """Filling the areas a message never names with unknown pieces can cost more than a whole
    request may use (a Boss rushed at the start of a turn, its pool and set-aside dice unknown):
    past its share that check stops, the reading is left unsure (not checked is not sure), and
    the request goes on: no 422 for a dispute told in three sentences."""
    from referee.limits import request_budget
    from referee.rules.reading import grounding
    monkeypatch.setattr(grounding, "AREA_WORK", share)
    message = ("Greta rushed the Spray Boss last turn and failed. Now she declares the same Spray Boss again. "
               "Can Greta go at it again?")
    with request_budget("ask") as budget:
        r = read(message, "galaxy-dice")
        assert budget.out is None and budget.used <= budget.limit
    assert not r.sure or check(r.position, "galaxy-dice").verdict != "illegal", (r.position, r.unsure)


def test_a_piece_told_of_two_players_is_two_pieces():
    """"Kim's Royal, my Royal": two players' Royals, and a reading that holds one was not read (it
    had ruled on a Flower with Kim's Royal alone)."""
    r = read("At harvest the orange flower showed Kim's royal, my royal and one of my regular fireflies. Kim says "
             "the royals cancel and it goes to compost. I say I still take it.", "dance-of-the-fireflies")
    assert not r.sure
    assert any("my royal" in u for u in r.unsure), r.unsure


@pytest.mark.parametrize("message, verdict", [
    ("our gorram mission is finished, so can I lay low now?", "illegal"),
    ("my escape mission's done but Niska is still up, can I escape and bank my points?", "legal"),
    ("ok so escape mission done, badger still sittin there w 2 dice but im bailin, ending turn n taking my 300 "
     "at-risk pts, dont care bout badger lol", "legal")])  # (f38-011: "completed ?" read an "it depends")
def test_a_mission_told_done_is_completed(message, verdict):
    """"the mission's done": a completion said of the Mission itself, in the asked sentence too, is
    a fact (not the move asked, as in "can I complete the mission?")."""
    r = read(message, "shiny-dice")
    assert "completed" in r.position and "completed ?" not in r.position, r.position
    assert r.sure and check(r.position, "shiny-dice").verdict == verdict, (r.unsure, r.position)


def test_a_card_named_by_its_keyword_is_the_mission():
    """"the bushwhacked card sat there, never finished": the card named by its keyword is the Mission."""
    r = read("the bushwhacked card never got finished this turn, so can I keep flyin?", "shiny-dice")
    assert "mission: keywords bushwhacked" in r.position, r.position
    assert r.sure and check(r.position, "shiny-dice").verdict == "illegal", (r.unsure, r.position)


def test_an_area_told_emptied_by_its_gone_words():
    """"took down every foe": a declared word for pieces leaving their area, with "every"/"all"
    before the area's kind, says the area is empty."""
    for message in ("I took down every foe and finished the mission, so can I keep flyin?",
                    "we killed all the foes, mission completed. keep flyin?"):
        r = read(message, "shiny-dice")
        assert "foes" in r.stated and "foes:" not in r.position, (message, r.position)
        assert not any("foe" in u for u in r.unsure), r.unsure


def test_what_a_sentence_tells_before_its_asked_clause_is_the_table():
    """"my royal is already out on the clock too but i want to plant…": the Royal is told of the
    table (before "but i want"), not named by the move, so a reading that holds no Royal is not sure."""
    r = read("my royal is already out on the clock too but i want to plant this red from my hand, fine?",
             "dance-of-the-fireflies")
    assert not r.sure and any("royal" in u for u in r.unsure), (r.unsure, r.position)


@pytest.mark.parametrize("message, verdict", [
    # someone at the table objects to the move told: that puts it to the referee
    ("the bushwhacked mission never got finished, I keep flyin anyway and sam says nope??", "illegal"),
    # a tag at the end asks for a yes or a no on the move told
    ("won the red at harvest and got another red in my hand so im planting that one in a new bed, no firefly on it, "
     "cool?", "legal")])
def test_table_talk_that_objects_or_asks_for_a_nod_is_a_dispute(client, message, verdict):
    body = client.post("/api/ask", json={"message": message, "conversation": None}).get_json()
    assert body.get("verdict") == verdict, body.get("answer")


def test_a_story_ending_on_an_objection_is_about_the_move_told():
    """"… she announces a rush on the Plasma boss. Tom says she's not allowed.": the last sentence
    argues the move told, it is no move of its own; and "hasn't claimed any stage card" says she
    holds none (a negation, then "any"), so the ruling is surely Illegal."""
    r = read("Lena hasn't claimed any stage card yet. At the start of her turn she announces a rush on the Plasma "
             "boss. Tom says she's not allowed.", "galaxy-dice")
    assert r.action == "rush plasma" and r.sure, (r.unsure, r.position)
    assert "stages-won" in r.stated and check(r.position, "galaxy-dice").verdict == "illegal", r.position


def test_who_is_right_judges_the_move_told_not_the_claim():
    """"…she rerolled River with a Niska. Tom says River can only reroll herself. Who's right?": the
    table asks about the move told, and the claim's "can only reroll" is no reroll made (it had
    read a second reroll, "rerolled: yes", and ruled Illegal)."""
    r = read("Kai's opening roll had a River and a Badger. In Phase 2 he rerolled the River together with the "
             "Badger die. Jo says River can only ever reroll herself. Who is right?", "shiny-dice")
    assert r.action == "reroll river, badger" and r.sure, (r.action, r.unsure, r.position)
    assert "rerolled: yes" not in r.position and check(r.position, "shiny-dice").verdict == "legal", r.position


def test_a_story_ending_on_what_someone_says_is_about_the_move_told():
    """"…used Charm to put one damage on each. Jake says that's not how Charm works.": the move
    argued is the one told (with both Foes), not a bare "mal charm" read from the claim (which
    had ruled Legal)."""
    r = read("Rae had Mal up, with Saffron and Niska both still standing. She used Mal's Charm to put 1 damage on "
             "Niska and 1 on Saffron, taking a die off each. Ben says that's not how Charm works.", "shiny-dice")
    assert r.sure and r.action == "mal charm niska, saffron", (r.action, r.unsure)
    assert check(r.position, "shiny-dice").verdict == "illegal", r.position


def test_an_objection_argues_the_move_told_just_before_it():
    """"…rolled a 3 for the alert. Mia moved a Reaver ship onto him. Jonah says his roll was too
    high.": the objection is about Mia's move, which the declared words do not read; no verdict on
    the roll as a move of its own. The worked example of the same story (does the player on the
    right bring a Reaver on a roll of 3?) reads it whole: it depends on the alert tokens, never counted."""
    r = read("Jonah flew into a sector with some Reaver alert tokens and rolled a 3 for the alert check. Mia, "
             "sitting to his right, grabbed a Reaver ship and moved it onto Jonah. Jonah says his roll was too high "
             "for that.", "blue-sun")
    assert not r.sure or (any("worked example" in a for a in r.assumed) and "? reaver alerts" in r.position
                          and check(r.position, "blue-sun").verdict == "depends"), (r.action, r.position)


def test_a_move_found_by_a_phrase_with_its_number_takes_that_number():
    """"a sector with 2 Reaver alert tokens and rolled a 5": the roll is 5, not the first number."""
    r = read("I full burn into a sector with 2 Reaver alert tokens and roll a 5. Can I draw another nav card?",
             "blue-sun")
    assert r.action == "Me resolve alert roll 5 then Me draw nav", (r.action, r.position)
    assert "2 reaver alerts" in r.position and check(r.position, "blue-sun").verdict == "legal", r.position


def test_alert_tokens_told_without_a_count_are_unknown():
    """"a sector with some Reaver alert tokens": some, not none; the count is unknown (?)."""
    r = read("I full burn into a sector with some Reaver alert tokens and roll a 3. Can I draw another nav card?",
             "blue-sun")
    assert "sector: Sector 1, ? reaver alerts" in r.position.splitlines(), r.position


def test_a_spanish_pronoun_is_a_name_in_an_english_message():
    """"Ella won the red…": in English, "Ella" is a player (in Spanish, "ella" is "she")."""
    r = read("Ella won the red flower at harvest and Finn won nothing. Can Ella plant the red in a new bed?",
             "dance-of-the-fireflies")
    assert "Ella" in r.players, (r.players, r.position)
    r = read("Ella ganó la flor roja. ¿Puede plantarla en un lecho nuevo?", "dance-of-the-fireflies", lang="es")
    assert "Ella" not in (r.players or []), r.players


def test_a_count_someone_argues_of_pieces_the_table_holds_is_what_is_disputed():
    """"He says the barrel makes four different outlaws": four is what he argues, of the Outlaws the
    table shows (three, and a Supplies face locked apart); the ruling is on the table told."""
    r = read("After rerolls Marco has Mal, Zoe and Jayne showing, plus a barrel. He says the barrel makes four "
             "different outlaws so he gets to do the free team bonus damage to Badger.", "shiny-dice")
    assert r.sure and "supplies: 1" in r.position.splitlines(), (r.unsure, r.position)
    assert check(r.position, "shiny-dice").verdict == "illegal", r.position


def test_an_article_counts_one_only_where_the_game_declares_it():
    """"plus a barrel" is one Supplies face (Shiny Dice declares it); "swapped in a Boss Die" is
    no count of Boss Dice told of the table (which would need a Boss defeated, a fact nobody told:
    the position would be refused, and the save with it)."""
    r = read("i rolled mal zoe wash and jayne plus a barrel, can i use the team bonus on niska?", "shiny-dice")
    assert "supplies: 1" in r.position.splitlines(), r.position
    r = read("I swapped in a Boss Die this turn and it came up Double Plasma after my first roll while tackling. "
             "Is it legal to set the double plasma aside?", "galaxy-dice")
    assert r.sure and check(r.position, "galaxy-dice").verdict == "legal", (r.unsure, r.position)


def test_she_is_not_the_one_who_did_something_to_her():
    """"…and Ben pulled the Cruiser over onto her. She wants to keep going": she is Nina, not Ben."""
    r = read("Nina's ship is flagged as an outlaw. Halfway through her full burn she entered a sector with an "
             "Alliance alert token, rolled a 1, and Ben pulled the Cruiser over onto her. She wants to keep going "
             "and draw her next nav card. Can she?", "blue-sun")
    # (the move asked, alone or told after the alert roll and the Cruiser's move that came before it)
    assert r.action.split(" then ")[-1] == "Nina draw nav", (r.action, r.position)
    assert check(r.position, "blue-sun").verdict == "illegal", r.position


def test_a_worked_example_takes_the_player_the_message_names_for_its_stand_in():
    """"¿puedo mandarle créditos a Marta…?": the example "…a otro jugador…" with Marta in it; where she
    is decides nothing (credits go anywhere), so it need not be said as the example says it."""
    r = read("¿puedo mandarle créditos a Marta aunque esté en otro sector?", "blue-sun")
    assert r.sure and r.action.endswith("to Marta"), (r.action, r.position)
    assert check(r.position, "blue-sun").verdict == "legal"
    r = read("¿le puedo pasar créditos a otro jugador aunque estemos en sectores distintos?", "blue-sun")
    assert r.sure and check(r.position, "blue-sun").verdict == "legal", (r.unsure, r.position)


def test_a_fact_the_words_find_deciding_is_left_unknown_by_the_example_that_asks_it():
    """Two Book dice and Salvation, the Foes in play never said: how many Foes decides (it depends),
    as the worked example that leaves them unknown has it; "two Book dice" says nothing of the Foes."""
    r = read("Leo has two Book dice in Serenity and 300 points sitting in his at-risk pool. He wants to use "
             "Salvation right now to bank the 300 and end his turn. Can he?", "shiny-dice")
    assert r.sure and check(r.position, "shiny-dice").verdict == "depends", (r.unsure, r.position)


def test_an_example_close_by_meaning_alone_is_tried_when_the_words_read_no_sure_move():
    """"does my turn end at 2 explosions in dark energy mode": shares few words with "I rolled two
    explosions and no 1ups, is my turn over?", and is that question: it depends on a Toxic effect."""
    r = read("does my turn end at 2 explosions in dark energy mode", "galaxy-dice")
    assert r.sure and r.action == "turn over", (r.action, r.unsure, r.position)
    assert check(r.position, "galaxy-dice").verdict == "depends", r.position


def test_a_verb_or_a_move_capitalised_is_no_player():
    """"Entró volando…", "Aun así…" open Spanish sentences with a verb or an adverb; "Ravi was Full
    Burning" names the move: none of them is a player."""
    r = read("Pablo lleva una nave fuera de la ley. Entró volando en un sector con una ficha de Alerta de la "
             "Alianza, sacó un 1 y le cayó el Crucero encima. Aun así siguió volando y robó otra carta de "
             "navegación. ¿Eso vale?", "blue-sun")
    assert not {"Entró", "Aun", "Entro"} & set(r.players or []), r.players
    r = read("Ravi was Full Burning and hit a sector with an Alliance Alert. He rolled under the token count, so "
             "Priya moved the Cruiser onto him. Ravi wants to keep going and draw his next Nav card. Can he?",
             "blue-sun")
    assert "Full Burning" not in (r.players or []), r.players
    assert "player: Priya, company cruiser" not in r.position.splitlines(), r.position  # (she moved it onto him)


def test_the_one_player_a_whole_story_names_is_the_examples_asker():
    """"Carla entró volando… sacó un 3. Su primo dice…": the worked example's asker is Carla."""
    r = read("Carla entró volando en un sector con marcadores de Alerta Reaver y tiró el dado: sacó un 3. Su primo "
             "dice que ya le cae encima una nave Reaver. ¿Tiene razón?", "blue-sun")
    assert r.sure and r.action == "Carla alert brings ship roll 3", (r.action, r.position)
    assert check(r.position, "blue-sun").verdict == "depends"


def test_reported_speech_uses_the_messages_own_language():
    """"dice" says something in Spanish; in English it is the dice on the table, and a sentence
    about them is a fact told, not someone's claim."""
    from referee.rules.reading.reader import _reported
    assert _reported("Ella dice que se queda con las cinco cartas.", "es")
    r = read("Mia has two Book dice in Serenity and wants to discard both to bank her pool and end her turn. "
             "Three foe dice are still on the table. Can she?", "shiny-dice")
    assert r.sure and check(r.position, "shiny-dice").verdict == "depends", r.position  # (which Foes they show)


def test_to_claim_reports_only_a_clause():
    """To claim is also a move: "she claims stage 1" is the move told; "he claims the barrel
    makes four outlaws" is what he argues."""
    from referee.rules.reading.reader import _reported
    assert not _reported("She claims stage 1.", "en")
    assert not _reported("Jin claims the Team Bonus and does 1 damage to Niska.", "en")
    assert _reported("He claims the barrel makes four outlaws.", "en")
    assert _reported("Tom claims that I can't.", "en")


def test_a_move_that_times_the_clause_is_not_the_move_asked():
    """"after my rerolls there are 4 Saffrons…": the rerolls say when; the question is the penalty."""
    r = read("after rerolls i've still got 4 niskas showing, so everyone else drops 100 VP, yeah?", "shiny-dice")
    assert r.action == "penalty", r.position
    assert "foes: niska x4" in r.position.splitlines(), r.position


def test_a_move_put_aside_with_instead_of_is_not_the_move_asked():
    r = read("can river just do 1 damage to badger instead of unstable reaction?", "shiny-dice")
    assert r.action != "river unstable-reaction", r.position


def test_a_phrase_a_game_declares_as_no_piece_names_none():
    """Shiny Dice's "back to the supply" is the bank Victory Points go to, no Supply die."""
    from referee.rules.reading.vocabulary import _match, _piece_table
    from referee.rules.reading.sentences import words_of
    table, longest = _piece_table("shiny-dice")
    said = _match(words_of("his at-risk pool went back to the supply"), table, longest)
    assert not any(p.kind == "supplies" for _s, _e, p in said), said
    said = _match(words_of("two supply dice are in the supplies area"), table, longest)
    assert any(p.kind == "supplies" for _s, _e, p in said), said


def test_the_players_tokens_are_not_put_on_a_nemesis_card():
    r = read("a nemesis card is out and I have 7 tokens saved, can I buy a power capsule?", "galaxy-dice")
    lines = r.position.splitlines()
    assert "tokens: 7" in lines and not any(l.startswith("nemesis:") and "7 tokens" in l for l in lines), r.position
    assert check(r.position, "galaxy-dice").verdict == "legal"


def test_a_line_the_message_recounts_keeps_the_words_that_say_it():
    """The Gorram example's mission, recounted to the message's "3 pistols", is still said by
    "gorram": the example reads, and a Gorram mission cannot be left by laying low."""
    r = read("we finished the gorram mission, the one that needs 3 pistols, so I lay low and bank my 300 now, fine?",
             "shiny-dice")
    assert r.sure and r.action == "lay-low", r.position
    assert "gorram" in r.position and check(r.position, "shiny-dice").verdict == "illegal", r.position


@pytest.mark.parametrize("message", [
    "Lu made a full burn into a sector with 2 reaver alert tokens, then rolled a 3. Now Max wants to move a Reaver "
    "ship onto Lu. Can he?",
    "Bo hizo full burn a un sector con dos marcadores de alerta Reaver y sacó un 3. ¿Puede Ana mover un Reaver?",
])
def test_a_die_result_told_and_not_read_leaves_the_reading_unsure(message):
    """"rolled a 3" is the fact an alert roll turns on: a reading that holds no roll of 3 is not
    sure (it had ruled a Reaver moved by another player Legal, the roll dropped)."""
    r = read(message, "blue-sun")
    assert not r.sure, r.position
    assert any("3" in u for u in r.unsure), r.unsure


def test_a_die_result_the_reading_holds_is_read():
    r = read("I full burned into a sector with 3 reaver alert tokens and rolled a 2 for the alert. "
             "Do the Reavers come?", "blue-sun")
    assert not any("“a 2" in u or "rolled a 2" in u for u in r.unsure), (r.position, r.unsure)


def test_a_table_read_as_already_broken_before_a_legal_move_is_no_sure_illegal():
    """"throw them back in my pool" read as Explosions saved to the side and moved back: the
    table breaks GD-SAVE before the move, which the model allows; "Illegal" would rule on the
    reading's own table, not on what was asked."""
    r = read("wait so if i get 2 boom faces i can just pay 2 tokens n throw them back in my pool?? thats legit??",
             "galaxy-dice")
    res = check(r.position, "galaxy-dice")
    assert not (r.sure and res.verdict == "illegal" and res.problems), r.position
    from referee.rules.reading.reader import _illegal_before_the_move, Reading
    broken = Reading(game="galaxy-dice", lang="en", action="return explosion x2",
                     position="game: galaxy-dice\nturn: tackle\nroll: 1\npool: spray x5\naside: explosion x2\n"
                              "ask: return explosion x2\n")
    assert _illegal_before_the_move(broken) and broken.unsure
    fine = Reading(game="galaxy-dice", lang="en", action="save explosion",
                   position="game: galaxy-dice\nturn: tackle\nroll: 1\npool: spray x5, explosion x2\n"
                            "ask: save explosion\n")
    assert not _illegal_before_the_move(fine) and not fine.unsure  # the move asked is what breaks the rule


FORTYSIXTH = [c for c in CASES if c["id"].startswith("f46-")]


def test_the_fortysixth_set_states_no_more_wrong_verdicts_than_when_first_measured(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (d256c1a): in process right 0.667 (32 of 48), wrong 0.042 (2), cited 0.854; served
    0.667 / 0.042, quote 0.875. The wrong verdicts: two Dance stories (Royals that cancel, with the
    book's "counters" for Fireflies left unread; a tie then a planting). Held out through the
    session's first changes (the training sets' misses only): 0.688 / 0.021. After its own misses
    were studied: the chat 41 / 0 (four Galaxy readings are right but past the examples' share of
    a request's work, so the chat gives no verdict). Now a training set."""
    right, wrong = tally(client, FORTYSIXTH, "fortysixth")
    assert len(FORTYSIXTH) == 48
    assert wrong <= 1 and right >= 40


FORTYSEVENTH = [c for c in CASES if c["id"].startswith("f47-")]


def test_the_fortyseventh_set_states_no_more_wrong_verdicts_than_when_first_measured(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (17c7a6e): served right 0.646 (31 of 48), wrong 0.083 (4), quote 0.833; in process,
    with the worked examples warmed as a server does, 0.625 / 0.083. The wrong verdicts: two
    Wash dice read as one, a claimed penalty read as the penalty, a chained Flower's ability,
    a Rush's third roll read as a fourth. Held out through the session's changes (the training
    sets' misses and the chat's gate for a terse question): served 0.729 / 0.062, in process
    0.708 / 0.062. Now a training set."""
    right, wrong = tally(client, FORTYSEVENTH, "fortyseventh")
    assert len(FORTYSEVENTH) == 48
    assert wrong <= 3 and right >= 34


FORTYEIGHTH = [c for c in CASES if c["id"].startswith("f48-")]


def test_the_fortyeighth_set_states_no_more_wrong_verdicts_than_when_first_measured(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (cc96424): served right 0.625 (30 of 48), wrong 0.125 (6), quote 0.812; in process
    0.625 / 0.125 (and one message, "argue", was a 500: Whoosh's Spanish stemmer). The wrong
    verdicts: an alert roll's result dropped, two Explosions read as saved and moved back, a
    Mission told finished read unknown, a haven on a supply planet read unknown, a White's
    placement read as a bid, a Boss beaten before read unknown. Held out through the session's
    changes: in process 0.646 / 0.083, quote 0.854. Now a training set."""
    right, wrong = tally(client, FORTYEIGHTH, "fortyeighth")
    assert len(FORTYEIGHTH) == 48
    assert wrong <= 4 and right >= 28


FORTYNINTH = [c for c in CASES if c["id"].startswith("f49-")]


def test_the_fortyninth_set_states_no_more_wrong_verdicts_than_when_first_measured(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (ee4f252): served right 0.625 (30 of 48), wrong 0.104 (5), quote 0.771; in process
    0.625 / 0.104. The wrong verdicts: a four-of-a-kind penalty taken as the standard difficulty,
    Thruster Overload's KO-to-Cargo move read as the reverse, a hand kept after trust was lost to a
    Warrant, a haven's placement read as a Nav draw by how it sounds, an Orchid drawn into hand
    read as planted. Held out through the session's changes: served and in process 0.646 / 0.083,
    quote 0.771. Now a training set."""
    right, wrong = tally(client, FORTYNINTH, "fortyninth")
    assert len(FORTYNINTH) == 48
    assert wrong <= 4 and right >= 29


FIFTIETH = [c for c in CASES if c["id"].startswith("f50-")]


def test_the_fiftieth_set_states_no_more_wrong_verdicts_than_at_the_end_of_its_session(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (ea5e684): served right 0.625 (30 of 48), wrong 0.062 (3), quote 0.896; in process
    0.604 / 0.062. The wrong verdicts: a Royal switch told with "didn't have a single firefly" ruled
    "it depends", a Rush's "three rolls" read as three made, the Phoenix Core mode taken as out.
    At the end (7b9b6eb; the session's mechanisms were found on its misses): served and in process
    0.729 / 0.042, quote 0.896. Now a training set."""
    right, wrong = tally(client, FIFTIETH, "fiftieth")
    assert len(FIFTIETH) == 48
    assert wrong <= 2 and right >= 33


FIFTYFIRST = [c for c in CASES if c["id"].startswith("f51-")]


def test_the_fiftyfirst_set_states_no_more_wrong_verdicts_than_at_the_end_of_its_session(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (27c69d6): served right 0.667 (32 of 48), wrong 0.083 (4), quote 0.812; in process the
    same. The wrong verdicts: a Supply claim read as a reroll (the barrels rolled, its premise), a
    Flower's ability used after a tie-plant and an Orange-Blue chain ruled on their first plant, a
    Boss Die's doubler counted for a Stage claimed read as a Boss Die swapped. At the end (050c2b5;
    the session's mechanisms were found on its misses): in process 0.708 / 0.042. Now a training set."""
    right, wrong = tally(client, FIFTYFIRST, "fiftyfirst")
    assert len(FIFTYFIRST) == 48
    assert wrong <= 2 and right >= 32


FIFTYSECOND = [c for c in CASES if c["id"].startswith("f52-")]


def test_the_fiftysecond_set_states_no_more_wrong_verdicts_than_at_the_end_of_its_session(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (5b4a72c): served right 0.750 (36 of 48), wrong 0.062 (3), quote 0.938; in process the
    same. The wrong verdicts: Damaged Calm asked with no other die named (a Serenity of Jayne alone,
    which the message never said), Supplies a lost Keep Flyin' takes back read as keeping them, a
    Bonus Stage claimed with the Stage's own dice read with two dice unknown. At the end (the
    session's mechanisms were found on its misses): in process 0.812 / 0.062. Now a training set."""
    right, wrong = tally(client, FIFTYSECOND, "fiftysecond")
    assert len(FIFTYSECOND) == 48
    assert wrong <= 3 and right >= 37


FIFTYTHIRD = [c for c in CASES if c["id"].startswith("f53-")]


def test_the_fiftythird_set_states_no_more_wrong_verdicts_than_at_the_end_of_its_session(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (feebfa4): served right 0.604 (29 of 48), wrong 0.062 (3), quote 0.833; in process
    0.583 / 0.062. The wrong verdicts: a Mission's requirement said ("needed three pistols") and not
    read, so "no active Mission" ruled; "reroll it" after an Explosion read as a roll of the other
    dice; a pass with no word of the turn ruled by "first choose an action". At the end (the
    session's mechanisms were found on its misses): served 0.667 / 0, in process 0.646 / 0. Now
    a training set."""
    right, wrong = tally(client, FIFTYTHIRD, "fiftythird")
    assert len(FIFTYTHIRD) == 48
    assert wrong <= 1 and right >= 29


FIFTYFOURTH = [c for c in CASES if c["id"].startswith("f54-")]


def test_the_fiftyfourth_set_states_no_more_wrong_verdicts_than_at_the_end_of_its_session(client):
    """Written from the seeds by a helper at the start of the session, and measured before any
    change (00bfc70): served right 0.729 (35 of 48), wrong 0.021 (1), quote 0.875; in process the
    same right and wrong. The wrong verdict: "all my counters are out on the clock" (the book's
    Firefly counters) not read, so a planting was ruled legal. At the end (tuned: the session's
    mechanisms were found on its misses): served 0.812 / 0 / quote 0.896, in process the same
    right and wrong. Now a training set."""
    right, wrong = tally(client, FIFTYFOURTH, "fiftyfourth")
    assert len(FIFTYFOURTH) == 48
    assert wrong <= 1 and right >= 36


def test_a_move_near_a_saying_only_by_how_it_sounds_is_not_read():
    # "can I put mine on a planet sector out on the Rim?" is close by meaning to "do I draw from
    # the Rim nav deck?" (the Rim, the shape of the question) and shares no word of that move
    from referee.rules.reading.reader import words_for
    from referee.rules.reading.sayings import shares_move_words
    w = words_for("blue-sun")
    assert not shares_move_words("blue-sun", "can I put mine on a planet sector out on the Rim?", ("draw-nav-deck",), w)
    assert shares_move_words("blue-sun", "may I draw a card from the Rim nav deck here?", ("draw-nav-deck",), w)
    r = read("can I put mine on a planet sector out on the Rim?", "blue-sun")
    assert r is None or not r.action or "draw" not in r.action


def test_a_piece_the_message_gives_one_player_is_never_read_as_another_s():
    # "Nora had her Royal there": a reading that seats Ben with the Royal reads another table
    from types import SimpleNamespace
    from referee.rules.reading.grounding import _owned_otherwise
    from referee.rules.reading.reader import _Text
    text = _Text("Ben had two regular fireflies on the white and Nora had her Royal there. Who takes the white?", "en")
    wrong = SimpleNamespace(players=["Ben"], lang="en", position="game: dance-of-the-fireflies\nplayers: Ben, Nora\n"
                            "flower 1: white, day side; day Ben royal, day Nora, day Nora\nask: Ben wins 1")
    right = SimpleNamespace(players=["Nora"], lang="en", position="game: dance-of-the-fireflies\nplayers: Nora, Ben\n"
                            "flower 1: white, day side; day Nora royal, day Ben, day Ben\nask: Nora wins 1")
    assert _owned_otherwise(wrong, text) and not _owned_otherwise(right, text)


@pytest.mark.parametrize("message, owner", [
    ("Kim had three regular Fireflies on the Blue flower and Joe had just one, but when the card left the clock "
     "Joe's turned out to be his Royal. Kim says three beats one and the Blue is hers. Who gets it?", "Joe"),
    ("Ben had two regular fireflies on the white and Nora had her Royal there. Who takes the white?", "Nora"),
])
def test_a_story_of_two_players_seats_each_where_what_they_own_puts_them(message, owner):
    r = read(message, "dance-of-the-fireflies")
    assert r.sure and f"day {owner} royal" in r.position and f"ask: {owner} wins" in r.position
    assert check(r.position, r.game).verdict == "legal"
