"""The dispute reader (referee.rules.reading): words -> a position the rules model judges.

No Flask here: the reader belongs to the rules core.  Every verdict in these tests comes
from `referee.rules.check` on the position the reader wrote.
"""
from __future__ import annotations

import re

import pytest

from referee.rules import all_games, check
from referee.rules.reading import Words, amend, guess_game, read, words_for


def lines(position: str) -> dict[str, str]:
    out = {}
    for line in position.splitlines():
        if ":" in line:
            k, v = line.split(":", 1)
            out.setdefault(k.strip(), v.strip())
    return out


def test_every_modelled_game_declares_its_words():
    for g in all_games():
        w = words_for(g.id)
        assert isinstance(w, Words), f"{g.id} has no words.py"
        assert w.game == g.id and w.actions


def test_the_issue_example_is_read_and_ruled_by_the_model():
    r = read("We're in the Have a plan phase, I've got River in Serenity and Badger has 2 dice. "
             "Can I use River's Psychic Link to reroll River and one Badger die?")
    assert r.game == "shiny-dice"
    got = lines(r.position)
    assert got["step"] == "misbehave" and got["phase"] == "have-a-plan"
    assert got["serenity"] == "river" and got["foes"] == "badger x2"
    assert got["ask"] == "river psychic-link badger"
    res = check(r.position).to_dict()
    assert res["verdict"] == "illegal"
    assert res["answers"][0]["reasons"][0]["rule"] == "SD-RIVER-TIMING"


@pytest.mark.parametrize("message, key, value", [
    ("Have a plan. Serenity holds Wash and Zoe; Niska has one die. Zoe uses Cover Fire on Niska.",
     "serenity", "wash, zoe"),                                       # area named before its contents
    ("Have a plan. There is a Jayne die in the Cargo Hold and Mal in Serenity, Niska x1. Mal uses Charm on Niska.",
     "cargo-hold", "jayne"),                                        # area named after its contents
    ("Have a plan, two Niska dice and Saffron with 2 dice. Jayne fires Vera at Niska.", "foes", "niska x2, saffron x2"),
    ("Have a plan; Saffron x3 is still in play and Jayne is in Serenity. Jayne uses Vera on Saffron.",
     "foes", "saffron x3"),
])
def test_areas_and_counts_however_they_are_said(message, key, value):
    r = read(message, "shiny-dice")
    assert lines(r.position)[key] == value, r.position


def test_possessive_names_the_power_and_its_owner():
    r = read("Step 1, get a crew: Wash and Jayne show in Serenity, no reroll made yet. "
             "Can I use Wash's Leaf on the Wind to reroll the Jayne die?")
    got = lines(r.position)
    assert got["ask"] == "wash leaf-on-the-wind jayne"
    assert got["step"] == "get-a-crew" and got["rerolled"] == "no"
    assert check(r.position).verdict == "legal"


def test_reroll_already_used_is_read():
    r = read("Get a crew phase 2: Wash and Zoe show in Serenity and I already used my reroll. "
             "I want to reroll Wash and Zoe again.", "shiny-dice")
    assert lines(r.position)["rerolled"] == "yes"
    res = check(r.position).to_dict()
    assert res["verdict"] == "illegal" and res["answers"][0]["reasons"][0]["rule"] == "SD-REROLL-ONCE"


def test_a_second_die_is_not_a_second_reroll():
    """"Twice" folds to the number 2, as "a second crew die" does: only the word itself (or
    "again", "a second time") says the move is made once more."""
    r = read("Can I reroll only my Wash die and not pick a second crew die to go with it?", "shiny-dice")
    assert lines(r.position).get("rerolled") != "yes"
    assert check(r.position).to_dict()["verdict"] == "legal"
    r = read("can I reroll river twice?", "shiny-dice")
    assert lines(r.position)["rerolled"] == "yes"
    assert check(r.position).to_dict()["verdict"] == "illegal"


def test_a_thing_the_game_names_is_never_a_player():
    """"the Long Range Scanner" is inside a name the game declares (its "use long-range scanner"
    move): capitalised in a story, it is still the game's thing, not a player at the table."""
    r = read("Marco has the Long Range Scanner installed on his ship. Can he check the alert tokens "
             "next door twice in one fly action?", "blue-sun")
    assert not any("scanner" in p.lower() for p in r.players), r.players
    assert "Long Range Scanner" not in r.position


def test_a_word_naming_a_kind_of_component_is_not_a_player():
    """"five Deal cards", "three Boss dice": a capitalised word right before a component's noun
    says which kind of card or die it is; the one who holds them is the speaker."""
    r = read("I keep 5 Deal cards in my hand because Mr. Universe trusts me. Fine?", "blue-sun")
    assert "Deal" not in r.players and "Deal" not in r.position, r.position
    r = read("Ana holds two Job cards and three Deal cards. Can she hold all five?", "blue-sun")
    assert r.players and r.players[0] == "Ana" and "Deal" not in r.players and "Job" not in r.players, r.players


def test_a_gerund_opening_a_sentence_is_not_a_player():
    """"Putting my Firefly on…", "Wiring 1500 credits to…": a sentence opened by a verb in -ing
    taking an object names no one; a name in -ing followed by its verb still does."""
    r = read("Putting my Firefly on the middle space of the Blue, even though the left one is open.",
             "dance-of-the-fireflies")
    assert "Putting" not in r.players, r.players
    r = read("Wiring 1500 credits to Jen's captain. She is far away on the map.", "blue-sun")
    assert not any(p.startswith("Wiring") for p in r.players) and "Wiring" not in r.position, r.position
    assert "Sterling" in read("Sterling puts his Firefly on the Blue. Can he?", "dance-of-the-fireflies").players


def test_not_one_is_none_not_a_count_of_one():
    """"not one 1Up", "not a single Firefly", "ni un dado": none of them, as "no 1Ups" says it."""
    from referee.rules.reading.sentences import words_of
    assert words_of("three Explosions and not one 1Up") == words_of("three Explosions and no 1Up")
    assert words_of("Not a single Firefly left, ni un dado") == ["no", "firefly", "left", ",", "no", "dado"]
    assert words_of("not one but two") == ["not", "1", "but", "2"]
    r = read("My second roll came up with three Explosions and not one 1Up to cancel them. Can I pay a "
             "token to Continue?", "galaxy-dice")
    assert "1up" not in r.position and check(r.position).verdict == "illegal", r.position


def test_trust_already_earned_is_the_players_standing_not_the_move():
    """"I've earned Mr. Universe's trust, so I hold five": the trust was earned before the move,
    so it stands in the position (and the larger hand is legal); "to earn his trust" is the move."""
    r = read("I have earned Mr. Universe's trust so I keep 5 cards in hand, right?", "blue-sun")
    assert "trust mr universe" in r.position, r.position
    assert check(r.position).verdict == "legal"
    r = read("Lo he ganado: ya tengo la confianza del Sr. Universo, así que me quedo 5 cartas en la mano, ¿no?", "blue-sun")
    assert "trust mr universe" in r.position, r.position
    # trust told as lost since is not held, nor taken from a worked example that holds it
    had = "Nora had Mr. Universe's trust and five cards in hand. "
    assert check(read(had + "She keeps all five cards. Is that okay?", "blue-sun").position).verdict == "legal"
    r = read(had + "A Warrant cost her a challenge job, so she lost that trust, but she keeps all five cards. "
             "Is that okay?", "blue-sun")
    assert "trust" not in r.position and check(r.position).verdict == "illegal", r.position


def test_an_adverb_opening_a_sentence_is_not_a_player():
    """"Right after that she drew…", "Justo en ese sector…": a capitalised word that opens a
    sentence and is followed by a preposition is an adverb, not someone at the table."""
    r = read("Nina won a purple flower off the clock and planted it. Right after that she drew "
             "from the Potting Shed to get her hand back up to three.", "dance-of-the-fireflies")
    assert "Right" not in r.players and r.players[0] == "Nina", r.players
    r = read("Lucía iba a todo trapo hacia Deadwood. Justo en ese sector estaba la nave Reaver.", "blue-sun")
    assert "Justo" not in r.players, r.players


def test_step_names_full_or_short():
    for said in ("Step 4", "lay low or keep flyin"):
        r = read(f"{said}. My mission was Bushwhacked and I never completed it. I keep flying.", "shiny-dice")
        assert lines(r.position)["step"] == "lay-low-or-keep-flyin", said
        assert check(r.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "SD-BUSHWHACKED"


def test_a_question_with_no_situation_gets_the_smallest_position_that_asks_it():
    r = read("Can Mal's Charm hit Niska?")
    got = lines(r.position)
    assert got["serenity"] == "mal" and got["foes"] == "niska" and got["ask"] == "mal charm niska"
    assert any("Mal" in a for a in r.assumed) and any("Have a plan" in a for a in r.assumed)
    assert check(r.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "SD-MAL-CHARM"


def test_players_names_and_pronouns():
    r = read("Sally's ship is at Space Bazaar carrying 2 cargo; John's ship sits in Deadwood. "
             "She hands one cargo over to John.")
    assert r.game == "blue-sun"
    assert r.players[:2] == ["Sally", "John"] and r.actor == "Sally"
    assert lines(r.position)["ask"] == "Sally give 1 cargo to John"
    assert check(r.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "BS-TRADE-SAME-SECTOR"


def test_spanish_message_spanish_assumptions():
    r = read("Mal coloca su ficha de refugio en Deadwood, un sector sin planeta. ¿Es legal?")
    assert r.game == "blue-sun" and r.lang == "es"
    assert r.assumed and all(re.search(r"[áéíóúñ]|\b(los|la|el|se)\b", a) for a in r.assumed)
    assert check(r.position).verdict == "illegal"


def test_an_unstated_fact_that_matters_stays_unknown_and_the_core_computes_depends():
    r = read("Ben chose to tackle a stage and has not rolled yet. Can he cycle the stages?")
    assert lines(r.position)["cycled"] == "?"
    assert not any("cycled" in a for a in r.assumed)  # not assumed: left unknown
    res = check(r.position).to_dict()
    assert res["verdict"] == "depends"
    assert res["answers"][0]["depends_on"][0]["legal_if"] == "no"


def test_a_neutral_default_is_listed_as_an_assumption_where_the_game_has_no_unknown():
    r = read("We are in step 1 with Wash and Zoe in Serenity and one Niska die. Can I reroll Wash and Zoe?")
    value = lines(r.position)["rerolled"]
    if value == "?":  # the game learnt to leave it unknown: then it is not an assumption
        assert not any("rerolled" in a for a in r.assumed)
    else:
        assert value == "no" and "you have not rerolled yet this turn" in r.assumed


def test_follow_ups_change_the_last_position_read():
    r = read("Can Mal's Charm hit Saffron?")
    assert check(r.position).verdict == "legal"
    step1 = amend(r.position, "and if it were Step 1?", "shiny-dice")
    got = lines(step1.position)
    assert got["step"] == "get-a-crew" and "phase" not in got and got["ask"] == "mal charm saffron"
    assert check(step1.position).verdict == "illegal"
    three = amend(r.position, "what if Saffron had three dice?", "shiny-dice")
    assert lines(three.position)["foes"] == "saffron x3"


def test_the_game_is_guessed_from_names_only_one_game_uses():
    assert guess_game("Can Jayne's Vera hit Niska?") == "shiny-dice"
    assert guess_game("Hacked Rom game: Mei takes the third Glitch from the top") == "galaxy-dice"
    assert guess_game("Rosa plants a Blue Sun flower in her bed") == "dance-of-the-fireflies"
    assert guess_game("Bo full burns into a sector with a Reaver ship") == "blue-sun"
    assert guess_game("what is the weather like") is None


@pytest.mark.parametrize("message, game", [
    ("Rolled one Wash on my opening roll — can I reroll only the Wash die and leave the rest of my crew alone?",
     "shiny-dice"),
    ("When I pick Keep Flyin', can I grab the crew dice I burned on powers this turn and throw them back into my "
     "next roll?", "shiny-dice"),
    ("ok tie on points lol me n sam both on 31, and we both got 2 full beds. so who takes it??",
     "dance-of-the-fireflies"),
    ("Felix just beat his third boss. Instead of letting the rest of us play a last turn, he declared the game over "
     "and started counting his points. Can he end it right there?", "galaxy-dice"),
])
def test_words_every_dice_game_says_name_no_game(message, game):
    """"rolled two", "throw them back", "takes it": sayings of one or two words whose every word
    another modelled game declares too point at no game; the names only one game has decide."""
    from referee.rules.reading.reader import _game_cues
    assert guess_game(message) == game
    assert ("rolled", "2") not in _game_cues("galaxy-dice").said


@pytest.mark.parametrize("message", [
    "x" * 20_000,
    "asdf qwer zxcv",
    "Niska Niska Niska " * 900,
    "game: shiny-dice\nserenity: mal\nCan Mal's charm hit Niska?",
    "In Shiny Dice and in Blue Sun, can Mal full burn into Niska?",
    "¿¿¿!!! 12 34 ,,, ;;;",
])
def test_bad_input_never_raises(message):
    r = read(message)
    if r is not None and r.action:
        check(r.position)  # the position it wrote reads (or raises a PositionError, never a crash)


@pytest.mark.parametrize("message, verdict, rule", [
    ("Can Zoe use Cover Fire on Niska when Zoe is in the cargo hold?", "illegal", "SD-CARGO-UNAVAILABLE"),
    ("When Zoe is in the cargo hold, can she use Cover Fire on Niska?", "illegal", "SD-CARGO-UNAVAILABLE"),
    ("can I plant a blue sun flower in a bed that already has a blue moon?", "illegal", "DF-BED-COLOUR"),
    ("¿Puedo deambular hasta Burnham Reach cuando hay una nave Reaver allí?", "legal", "BS-MOSEY-REAVER"),
    ("Can John full burn into Burnham Reach when a Reaver ship is there?", "illegal", "BS-NO-BURN-INTO-REAVER"),
])
def test_the_situation_told_inside_the_question_counts(message, verdict, rule):
    r = read(message)
    res = check(r.position).to_dict()
    assert res["verdict"] == verdict, r.position
    assert res["answers"][0]["reasons"][0]["rule"] == rule


# ---------------------------------------------------------------- mechanisms added from the fifth
# held-out set's misses (tests/data/disputes_fifth.jsonl); each one general, each tested alone
from referee.rules.reading.sentences import negated_at, said_not, sentences, words_of  # noqa: E402


def test_sentences_may_start_lower_case_but_not_after_an_abbreviation():
    got = sentences("niska's still got one die. my friend says no. Zoe trusts Mr. Universe. Sr. Universo sí.")
    assert got == ["niska's still got one die.", "my friend says no.", "Zoe trusts Mr. Universe.", "Sr. Universo sí."]


def test_a_question_starts_a_sentence_only_with_its_subject():
    assert sentences("we are in have a plan can i end my turn now?") == ["we are in have a plan",
                                                                          "can i end my turn now?"]
    # "Inspiration can only pull..." is one sentence: "can" has no subject after it
    assert len(sentences("my friend says Mal's Inspiration can only pull one die back up?")) == 1


def test_both_x_and_y_counts_each_once():
    assert words_of("both River and Simon") == ["river", "and", "simon"]
    assert words_of("knock off both Badger dice") == ["knock", "off", "2", "badger", "dice"]


def test_negation_is_read_within_its_clause():
    ws = words_of("no Shiny keyword, but shiny times")
    assert negated_at(ws, ws.index("shiny")) and not negated_at(ws, len(ws) - 2)
    assert said_not("she has never earned Lord Harrow's trust", r"harrow")
    assert said_not("her ship does NOT have the long range scanner", r"scanner")
    assert not said_not("she has Lord Harrow's trust", r"harrow")


def test_the_action_may_be_the_question_asked_before_the_situation():
    r = read("Can Jayne's Damaged Calm wipe out all three Saffron dice in one go? "
             "This is have a plan and Jayne is the only die left in Serenity; Saffron has three dice.", "shiny-dice")
    got = lines(r.position)
    assert got["ask"].startswith("jayne damaged-calm saffron") and got["foes"] == "saffron x3"
    assert got["serenity"] == "jayne"


def test_a_question_pointing_back_is_read_with_the_sentence_before_it():
    r = read("Have a plan. Mal is in serenity and River and Simon are in the cargo hold; Niska has one die. "
             "my friend says Mal's Inspiration can only pull one die back up. "
             "can I bring both River and Simon back with it?", "shiny-dice")
    got = lines(r.position)
    assert got["ask"] == "mal inspiration river, simon"
    assert got["serenity"] == "mal" and got["cargo-hold"] == "river, simon"
    assert check(r.position).to_dict()["verdict"] == "legal"


def test_the_sentence_before_a_closing_question_may_be_the_action():
    r = read("Bo flew into Deadwood at full burn; Deadwood has two Reaver alert tokens, and he has to resolve them. "
             "He rolls a five. Do the tokens just go away?", "blue-sun")
    assert r.action == "Bo resolve alert roll 5"
    assert check(r.position).to_dict()["verdict"] == "legal"


def test_an_action_it_cannot_read_places_none_of_its_pieces():
    r = read("Have a plan. Mal is in Serenity and Niska has one die. Then I juggle Zoe and Jayne.", "shiny-dice")
    assert r.action is None
    assert lines(r.position)["serenity"] == "mal"  # not Zoe and Jayne, named only in the unread action


def test_a_fact_said_inside_a_longer_one_is_the_longer_ones():
    r = read("rolled five saffrons in get a crew, phase three. mal and zoe in serenity. "
             "we just proceed to step 2, right?", "shiny-dice")
    got = lines(r.position)
    assert (got["step"], got["phase"], got["ask"]) == ("get-a-crew", "check", "proceed")
    assert check(r.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "SD-FIVE-OF-A-KIND"


def test_a_negated_keyword_or_trust_is_not_read():
    r = read("Start of Misbehave. My mission is an Escape mission, no Shiny keyword. Saffron has two dice, "
             "Jayne in serenity. Can I take the free Shiny Times point of damage on Saffron?", "shiny-dice")
    assert "shiny" not in lines(r.position)["mission"] and r.action == "shiny saffron"
    assert check(r.position).to_dict()["verdict"] == "illegal"
    b = read("Sally is at Highgate with 1000 credits but she has never earned Lord Harrow's trust. "
             "Sally buys one cargo from Harrow for 300.", "blue-sun")
    assert "trust" not in b.position
    assert check(b.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "BS-HARROW-BUY"


def test_names_listed_after_a_cued_name_are_of_its_kind():
    r = read("Mal ya tiene tres cartas de desafío en la mano: C1, C2 y C3. "
             "Mal trabaja para el Sr. Universo y coge un cuarto desafío.", "blue-sun")
    assert [l for l in r.position.splitlines() if l.startswith("challenge:")] == [
        "challenge: Mal, C1, legal", "challenge: Mal, C2, legal", "challenge: Mal, C3, legal"]
    assert "player: Sr" not in r.position  # "Sr. Universo" is no player
    assert check(r.position).to_dict()["verdict"] == "illegal"


def test_galaxy_lineup_and_bonus_stage_said_in_words():
    r = read("Journey mode. Top bonus stage needs two sprays. Stage 1 is a missile stage needing two missiles and "
             "a wave. After 2 rolls I have missile x2 and wave aside, and the pool shows two sprays, a plasma and "
             "an explosion. I claim stage 1 and the bonus stage on top.", "galaxy-dice")
    got = r.position.splitlines()
    assert "stage: missile needs missile x2, wave" in got and "bonus: needs spray x2" in got
    assert lines(r.position)["pool"] == "spray x2, plasma, explosion"  # the lineup's faces are no dice
    assert r.action == "claim stage 1 + bonus" and check(r.position).to_dict()["verdict"] == "legal"


def test_dance_cards_said_in_spanish():
    r = read("Rosa has a yellow moon in hand; her bed 1 already holds a yellow sun and a blue moon. "
             "Puede Rosa plantar la luna amarilla en su bancal 1?", "dance-of-the-fireflies")
    assert r.action == "plant yellow moon in bed 1"
    assert check(r.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "DF-BED-COLOUR"


# ---------------------------------------------------------------- from the sixth held-out set's misses
def test_out_of_a_counted_thing_is_none_of_it():
    r = read("Tackling a stage, no rolls yet, and I'm completely out of arcade tokens. Can I cycle the stages?",
             "galaxy-dice")
    assert lines(r.position)["tokens"] == "0"
    assert check(r.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "GD-CYCLE"


def test_a_failed_rush_is_an_earlier_turns():
    r = read("Last turn Ana's rush on the Plasma boss failed. It's the start of her turn and she still has her two "
             "Plasma stages. Ana rushes the Plasma boss again.", "galaxy-dice")
    got = lines(r.position)
    assert (got["turn"], got["failed-rushes"], got["ask"]) == ("start", "plasma", "rush plasma")
    assert check(r.position).to_dict()["verdict"] == "legal"


def test_a_sentences_first_verb_is_no_name():
    r = read("Estamos colocando las naves Reaver en la preparación. Deadwood no es Espacio Reaver. "
             "Pongo una nave Reaver en Deadwood.", "blue-sun")
    assert "Pongo" not in r.position and "Espacio" not in r.position
    assert "reaver space" not in r.position  # said under a negation
    assert r.action == "place reaver in Deadwood"
    assert check(r.position).to_dict()["answers"][0]["reasons"][0]["rule"] == "BS-REAVER-SETUP"


def test_a_count_said_alone_after_and():
    r = read("Flower 1 is full: Hugo has two fireflies on it and Rosa one, no empty space left. "
             "Rosa bids another firefly on flower 1.", "dance-of-the-fireflies")
    assert lines(r.position)["flower 1"].endswith("mixed Hugo, mixed Hugo, mixed Rosa")
    assert check(r.position).to_dict()["verdict"] == "illegal"


# ---- mechanisms from the seventh held-out set's misses (each general, not one sentence)

def verdict_of(position: str) -> str:
    return check(position).to_dict()["answers"][-1]["verdict"]


def test_a_claim_told_before_the_table_is_the_action():
    # "my friend says I can't X. <the table>": the action is in the first sentence
    r = read("My friend says I can't use Zoe's cover fire to hit two different foes. "
             "We're in the plan phase, Niska has 1 die and Saffron has 1 die.")
    got = lines(r.position)
    assert got["ask"] == "zoe cover-fire niska, saffron"  # "two different foes": the two named
    assert "players" not in got and verdict_of(r.position) == "legal"


def test_both_foes_and_a_count_of_foes_name_the_foes_told():
    r = read("Can Zoe's cover fire hit both foes? Have a plan, Niska 2 dice, Badger 1 die, Zoe in serenity.")
    assert lines(r.position)["ask"] == "zoe cover-fire niska, badger"
    # "every Foe" tells an effect, not targets picked
    r = read("Have a plan, River in Serenity, Niska and Badger one die each. River's Unstable Reaction hits every foe.")
    assert lines(r.position)["ask"] == "river unstable-reaction"


def test_the_closing_question_names_what_the_action_is_done_to():
    r = read("Have a plan: Zoe in Serenity, Badger has one die and Niska two. My buddy says Zoe's cover fire "
             "has to go all on one foe. Can I put one point on Badger and the other on Niska?")
    assert lines(r.position)["ask"] == "zoe cover-fire badger, niska"


def test_the_pieces_an_action_names_are_on_the_table():
    r = read("In galaxy dice can I reroll an explosion?")
    got = lines(r.position)
    assert got["ask"] == "roll explosion" and "explosion" in got["pool"]
    assert verdict_of(r.position) == "illegal"  # decided by the Explosion rule, not by its absence
    r = read("Tackling, one roll made. Can I move the wave back into the pool?")
    assert "wave" in lines(r.position).get("aside", "")


def test_what_a_card_needs_is_not_on_the_table():
    r = read("Rushing the Plasma boss, which needs plasma x4. My dice show wave x3 and a missile. "
             "Can I defeat the Wave boss instead?")
    got = lines(r.position)
    assert "plasma" not in got["pool"] and got["ask"] == "defeat wave"
    assert verdict_of(r.position) == "illegal"


def test_a_phase_is_filled_in_only_within_its_step():
    r = read("We just rolled in Get a Crew and River came up in Serenity; Niska has 2 dice. "
             "What if I fire River's Unstable Reaction right now?")
    got = lines(r.position)
    assert got["step"] == "get-a-crew" and got["phase"] != "have-a-plan"
    assert verdict_of(r.position) == "illegal"


def test_a_boss_die_face_means_a_boss_die_was_swapped_in():
    r = read("I came up Double Plasma after my first roll while tackling. Can I set the double plasma aside?")
    got = lines(r.position)
    assert got["boss-dice"] == "1" and check(r.position).to_dict()["problems"] == []
    assert verdict_of(r.position) == "legal"


def test_a_contraction_starting_a_sentence_is_no_player():
    r = read("We're already playing. Mal is at Whitefall, a planet. Can Mal place his haven on Whitefall?")
    assert not re.search(r"(?m)^player: We", r.position)


def test_a_trade_puts_its_goods_aboard_and_its_price_in_the_buyers_account():
    r = read("Sally y John están los dos en Deadwood. ¿Puede Sally venderle 2 de carga a John por 600 créditos?")
    got = r.position
    assert "ask: Sally give 2 cargo to John for 600 credits" in got  # the second number is the price
    assert re.search(r"(?m)^player: Sally, at Deadwood, cargo x2$", got)
    assert verdict_of(got) == "legal" and any("600" in a for a in r.assumed)


def test_the_deck_a_nav_card_is_drawn_from_and_a_game_past_setup():
    r = read("Zoe está volando a todo trapo en Deadwood, que es Borde Exterior. "
             "¿Puede robar la carta de navegación del mazo de la Alianza?")
    assert lines(r.position)["ask"] == "Zoe draw nav from alliance deck" and verdict_of(r.position) == "illegal"
    r = read("We're already playing, past setup. Mal is at Whitefall, a planet. Mal quiere poner su refugio en Whitefall.")
    assert lines(r.position).get("phase") == "play" and verdict_of(r.position) == "illegal"


def test_a_place_said_with_what_it_has_is_no_player_and_a_cued_name_may_start_with_a_game_word():
    r = read("Imani has the long-range scanner and is at Highgate during her fly action. Deadwood next door "
             "has 2 reaver alerts. Can she resolve Deadwood's alerts from where she is?")
    assert not re.search(r"(?m)^player: Deadwood", r.position)
    r = read("Sally's job Harrow Haul has the challenge Hands Tied attached. Can she complete the job?")
    assert re.search(r"(?m)^job: Sally, Harrow Haul", r.position) and "complete Harrow Haul" in r.position


def test_a_job_said_not_active_is_not_active_and_starts_with_its_challenge():
    r = read("Pete tiene el desafío Clean Hands (legal) en la mano; Job C es un trabajo legal de envío que no está "
             "activo. ¿Puede Pete empezar Job C con Clean Hands debajo?")
    assert re.search(r"(?m)^job: Pete, Job C, legal$", r.position)
    assert lines(r.position)["ask"] == "Pete start job Job C with challenge Clean Hands"
    assert verdict_of(r.position) == "legal"


def test_dance_an_orchid_planted_as_a_colour_and_a_card_said_as_it():
    r = read("Rosa won an Orchid/Weed card on flower 2. Her bed 1 has a red sun and a blue moon. "
             "Can she plant the orchid as a purple in bed 1?")
    assert lines(r.position)["ask"] == "plant orchid as purple in bed 1" and verdict_of(r.position) == "legal"
    r = read("Rosa's supply is empty: all six of her fireflies are on the clock. She has a purple moon in hand. "
             "Can she plant it face-down to start a new bed?")
    assert lines(r.position)["ask"] == "plant purple moon face-down in new bed"
    assert verdict_of(r.position) == "illegal"


def test_dance_wins_it_is_the_flower_told_and_blue_takes_from_the_compost():
    r = read("We're in the harvest. Flower 6 has one Royal of Rosa's and two regular fireflies of Hugo's. "
             "Hugo says he wins it with two fireflies against one. Does he?")
    assert lines(r.position)["ask"] == "Hugo wins 6" and verdict_of(r.position) == "illegal"
    r = read("Hugo just planted a blue sun face-up in his bed 1. The compost heap has a red sun and an orange moon. "
             "Can Hugo take the orange moon?")
    assert lines(r.position)["ask"].endswith("take orange moon") and verdict_of(r.position) == "legal"


def test_a_question_asked_before_a_fact_is_the_action_and_the_fact_gives_its_number():
    r = read("Imani has the long-range scanner and is at Highgate during her fly action. Deadwood next door has "
             "2 reaver alerts. Can she resolve Deadwood's alerts from where she is? She rolls a 6.")
    assert lines(r.position)["ask"] == "Imani scan in Deadwood roll 6" and verdict_of(r.position) == "legal"


def test_a_bonus_stage_taken_too_is_on_top_of_the_stage_matched():
    r = read("Base game, no modes. After my first roll I matched stage 1 with two sprays and I have two more sprays "
             "aside; the top bonus stage card needs spray x2. Can I take the bonus stage too?")
    got = lines(r.position)
    assert got["ask"] == "claim stage 1 + bonus" and got["stage"] == "? needs spray x2"
    res = check(r.position).to_dict()
    assert res["verdict"] == "illegal"
    assert "GD-JOURNEY-SETUP" in [x["rule"] for x in res["answers"][-1]["reasons"]] + \
        [x["rule"] for x in res["problems"]]


def test_simon_told_by_what_his_power_does_and_a_die_kod():
    r = read("Niska KO'd my Kaylee earlier this turn. Now it's have a plan, Simon is in Serenity and Niska still "
             "has a die. Can Simon bring her back?")
    got = lines(r.position)
    assert got["knocked-out"] == "kaylee" and got["ask"] == "simon adoration" and verdict_of(r.position) == "legal"
    r = read("Have a plan. Simon's in Serenity, Niska is down to 1 die. Can Simon shoot Niska instead of healing?")
    assert lines(r.position)["ask"] == "simon damage niska"


def test_a_name_followed_by_a_verb_only_a_place_does_is_a_place():
    r = read("Kaylee está en Highgate. Burnham Reach solo toca Highgate por una esquina. "
             "¿Kaylee puede deambular de Highgate a Burnham Reach?")
    assert not re.search(r"(?m)^player: Burnham", r.position)
    assert lines(r.position)["ask"] == "Kaylee mosey to Burnham Reach" and verdict_of(r.position) == "illegal"


def test_a_name_doing_what_a_captain_does_is_a_person_not_a_die():
    m = ("Setup, choosing havens. Mal already put his haven on Whitefall, a planet sector. "
         "Zoe wants her haven on Whitefall too.")
    assert guess_game(m) == "blue-sun"
    assert guess_game("Have a plan. Zoe wants to use cover fire on Niska.") == "shiny-dice"


def test_a_haven_placed_earlier_is_on_the_captains_line():
    r = read("Setup, choosing havens. Mal already put his haven on Whitefall, a planet sector. "
             "Zoe wants her haven on Whitefall too.", "blue-sun")
    assert re.search(r"(?m)^player: Mal, haven Whitefall$", r.position) and lines(r.position)["havens"] == "yes"
    assert verdict_of(r.position) == "illegal"


@pytest.mark.parametrize("message", ["Mal is at Highgate. Can he mosey to Deadwood?",
                                     "¿Puede Mal deambular de Highgate a Deadwood?",
                                     "Can Mal full burn from Highgate to Deadwood?"])
def test_where_a_move_goes_and_starts_are_sectors_and_their_touching_is_an_assumption(message):
    r = read(message, "blue-sun")
    assert not re.search(r"(?m)^player: (Highgate|Deadwood)", r.position)
    assert re.search(r"(?m)^player: Mal, at Highgate$", r.position)
    assert "adjacent: Highgate - Deadwood" in r.position and any("Deadwood" in a for a in r.assumed)
    assert verdict_of(r.position) == "legal"
    # said to touch only at a corner, the same move is illegal
    r = read("Mal is at Highgate. Deadwood only touches Highgate at a corner. Can he mosey to Deadwood?", "blue-sun")
    assert verdict_of(r.position) == "illegal"


def test_dance_the_bed_and_flowers_an_action_names_are_on_the_table():
    r = read("can i plant a weed in my own bed?", "dance-of-the-fireflies")
    res = check(r.position).to_dict()["answers"][-1]
    assert res["verdict"] == "illegal" and res["reasons"][0]["rule"] == "DF-WEED-OPPONENT"  # not "no such bed"
    r = read("Hugo wants to switch flowers 2 and 3 with his royal", "dance-of-the-fireflies")
    assert "flower 3:" in r.position
    assert check(r.position).to_dict()["answers"][-1]["reasons"][0]["rule"] != "DF-SWITCH-ADJACENT"


def test_it_in_a_condition_is_what_the_action_names():
    r = read("Can I bid on flower 2 if it's on the night side?", "dance-of-the-fireflies")
    assert re.search(r"(?m)^flower 2: .*night side", r.position)


def test_a_counted_owner_is_all_on_the_table_and_an_untargeted_power_takes_no_target():
    r = read("Is it ok to use Book's salvation with 2 books against niska and saffron?")
    got = lines(r.position)
    assert got["serenity"] == "book x2" and got["foes"] == "niska, saffron" and got["ask"] == "book salvation"
    assert verdict_of(r.position) == "legal"  # as many Books as Foes


def test_a_condition_telling_what_the_player_does_is_part_of_the_action():
    r = read("can jayne's damaged calm take out badger if I knock out jayne and a zoe?")
    got = lines(r.position)
    assert "knocked-out" not in got and "zoe" in got["serenity"]  # the Zoe it names is on the table
    assert got["ask"] == "jayne damaged-calm badger zoe" and verdict_of(r.position) == "legal"


def test_spanish_first_person_acts_quien_is_no_name_and_but_tells_the_table():
    r = read("¿Puedo darle 300 créditos a Sally aunque esté en otro sector?")
    assert lines(r.position)["ask"] == "Yo give 300 credits to Sally"
    r = read("Mi amigo dice que no puedo tener 4 trabajos activos. ¿Quién tiene razón?")
    assert "Quién" not in r.position and lines(r.position)["ask"] == "Yo active jobs 4"
    assert verdict_of(r.position) == "illegal"
    r = read("Hugo wants to bid on flower 4 but his supply is empty")
    assert lines(r.position)["Hugo supply"] == "0" and verdict_of(r.position) == "illegal"


def test_pieces_said_in_another_clause_than_the_move_are_not_taken_as_its_target():
    from referee.rules.reading.reader import _said_apart
    kinds = {"foe": "foe", "foes": "foe"}
    # the Foes that beat the player, told after "then", are not what Companionship takes
    assert _said_apart("if i use inara for 100 and then bust on the foes , do i keep it ?".split(), "inara",
                       {"foe"}, kinds)
    # said with the move, they are its target: River rerolls two Foe dice
    assert not _said_apart("can river reroll 2 foe dice ?".split(), "river", {"foe"}, kinds)
    assert not _said_apart("can i reroll 2 foe dice ?".split(), None, {"foe"}, kinds)  # no trigger found: as before
    r = read("can river reroll two foe dice?", "shiny-dice")
    assert r.action.startswith("reroll river") and not r.unsure and check(r.position).answers[0].verdict == "illegal"


@pytest.mark.parametrize("message", [
    "only the wash die gets rerolled now, I'm not bringing another die along",
    "rerolling wash alone, not adding any other die to it",
])
def test_a_worked_example_s_move_takes_no_piece_the_message_does_not_name(message):
    """The move a worked example says by its verb still takes only what the message names: the
    example "can Wash reroll a supply die along with himself?" is no reading of a Wash rerolled
    alone, whose supply die nobody told (it ruled that Illegal)."""
    r = read(message, "shiny-dice")
    assert "supplies" not in (r.action or "") and "supplies" not in r.position
    assert verdict_of(r.position) != "illegal" or not r.sure


@pytest.mark.parametrize("message", [
    "Mara rolled two Missiles and a Wave that match a Stage card, so she is taking it.",
    "On my turn I rolled Spray, Spray and Plasma, exactly what the Stage in the row shows, so I'm grabbing that card.",
])
def test_a_move_told_done_then_one_being_made_asks_the_second(message):
    """A roll told as done, then "so she is taking it": the roll is the table and the claim is
    the move argued, which these words do not read. Ruling the roll answered a question
    nobody asked ("legal")."""
    r = read(message, "galaxy-dice")
    assert not (r.action or "").startswith("roll")


def test_the_same_move_being_made_again_is_still_the_move_asked():
    r = read("rolled an explosion just now, im rerolling it along with my other dice", "galaxy-dice")
    assert r.action and r.action.startswith("roll") and verdict_of(r.position) == "illegal"


@pytest.mark.parametrize("message", [
    "I used my Wash to reroll him and a Zoe earlier this phase. Can I reroll my River with a Niska now?",
    "Earlier I managed to reroll Jayne and Mal. Can River reroll a Niska die now?",
])
def test_a_reroll_told_after_used_to_is_one_made(message):
    """"used my Wash to reroll him": "to" after a past "used"/"managed" tells a move made, so
    the reroll of Phase 2 is spent (the reading had assumed it was not, and ruled Legal)."""
    r = read(message, "shiny-dice")
    assert lines(r.position).get("rerolled") == "yes" and verdict_of(r.position) == "illegal"


def _sure_verdict(message: str, game: str):
    r = read(message, game)
    if r is None or not r.action or not r.sure or r.missing:
        return None, r
    return check(r.position, game).verdict, r


def test_pieces_the_story_names_for_the_move_are_not_swapped_for_any_one_of_them():
    # the asked sentence ("Tom says Vera can't go two ways") names no Foe; the story before it names
    # two as the move's targets: taking any one of them is legal, taking both is not, so which it took
    # is not a stand-in the ruling is the same for
    told = "Rita fired Jayne's Vera at two targets, one damage to Saffron and one to Niska. Tom says Vera can't go two ways."
    got, r = _sure_verdict(told, "shiny-dice")
    assert got is None and any("saffron" in u.lower() and "niska" in u.lower() for u in r.unsure), r.unsure
    # the asked sentence says how many ("on a foe"): any one of them stands in
    got, r = _sure_verdict("Saffron and Niska are both still up. Can Jayne use Vera on a foe?", "shiny-dice")
    assert got == "legal", r.unsure


def test_a_piece_said_in_another_clause_than_the_move_is_not_surely_the_moves():
    # Saffron beat her in the clause after the move; Companionship takes no Foe: illegal taking Saffron,
    # legal taking none, and the message does not say the move takes him
    told = ("Kim used Inara to bank a hundred, then kept fighting and couldn't take down Saffron. "
            "Does the hundred stay?")
    got, r = _sure_verdict(told, "shiny-dice")
    assert got is None and any("saffron" in u.lower() for u in r.unsure), (got, r.position)
    # the pieces said with the move are its own
    got, r = _sure_verdict("I used Zoe's Cover Fire, then one damage on Niska and one on Saffron", "shiny-dice")
    assert got == "legal" and "niska" in r.action and "saffron" in r.action, r.action


def test_a_word_shouted_after_an_article_is_no_name():
    # "on a HOT streak" is no sector to full burn into; a name in capitals ("ANA") still is a player
    r = read("im flyin again this turn, im on a HOT streak lol", "blue-sun")
    assert "HOT" not in (r.position or ""), r.position
    r = read("Can ANA mosey to Persephone?", "blue-sun")
    assert r.action and r.action.startswith("ANA mosey"), r.action


def test_an_ing_word_said_without_its_g_is_read_whole():
    from referee.rules.reading.spelling import spelled
    assert spelled("im chuckin in all my boss dice n rerollin explosions", "galaxy-dice") == \
        "im chucking in all my boss dice n rerolling explosions"
    # a word the lists know stays ("begin", "cabin"), and so does one of the game's own names (Keep Flyin')
    assert spelled("begin in the cabin, keep flyin", "shiny-dice") == "begin in the cabin, keep flyin"


def test_a_count_an_example_takes_as_given_is_the_message_s_when_it_rules_the_same():
    # the example "after three explosions can I pay a token to keep going?" takes 3 tokens and a first
    # roll as given; a story of a second roll with 5 tokens is that question with its own counts
    told = "On my second roll I got three explosions. I have five arcade tokens, so can I pay a token to keep going?"
    got, r = _sure_verdict(told, "galaxy-dice")
    assert got == "illegal", (r.position, r.unsure)
    assert lines(r.position).get("tokens") == "5", r.position


def test_shiny_dice_words_no_other_game_uses_point_at_it():
    from referee.rules.reading.reader import game_scores
    scores = game_scores("the sabotage mission showed up and im stuck in serenity with one outlaw")
    assert max(scores, key=scores.get) == "shiny-dice", scores


def test_what_nobody_did_is_not_the_move_a_short_question_points_back_at():
    # "can I take it anyway?" after "no one bid on that flower": no bid was made, so the bid
    # family the told clause is said like is not the move asked (before: "bid 1", legal)
    got, r = _sure_verdict("no one bid on that flower, can I take it anyway?", "dance-of-the-fireflies")
    assert got is None and (r is None or not (r.action or "").startswith("bid")), r and r.action


def test_a_count_that_breaks_an_example_s_table_is_taken_up_by_what_the_example_takes_as_given():
    # the example "can I pay an arcade token to put an explosion back…" holds six dice besides its
    # Explosion; the message's three Explosions would make nine of seven (before: ruled Illegal by
    # the pool's size, not by the rule asked). The dice it takes as given make room for them.
    got, r = _sure_verdict("third uncancelled explosion just came up, can I spend an Arcade Token to undo it "
                           "and keep going?", "galaxy-dice")
    assert got == "illegal", (r.position, r.unsure)
    result = check(r.position, "galaxy-dice")
    assert not result.problems, result.problems  # a possible table: the verdict is the rule's
    # (read by the example, its Explosions counted; or, "undo" being a Continue token's words, by the
    # declared words, with the three Explosions in the pool)
    assert lines(r.position).get("explosions") == "3" or "explosion x3" in lines(r.position).get("pool", ""), \
        r.position


def test_a_number_in_what_someone_else_claims_is_argued_not_placed():
    # "My friend says that's six active cards": the six is the claim, not a count on the table
    got, r = _sure_verdict("Blue Sun question: I've got three active jobs and each has a Big Damn Challenge "
                           "tucked under it. My friend says that's six active cards and way over the limit. "
                           "Is my setup legal?", "blue-sun")
    assert got == "legal", (r.position, r.unsure)


def test_a_table_judging_someone_by_name_judges_the_move_told():
    # "Is Tom right?" and "¿A quién le damos la razón?" ask the table's judgment as "Who's right?" does
    from referee.rules.reading.reader import _JUDGED
    for asked in ("Is Tom right?", "¿A quién le damos la razón?", "Who wins the argument?",
                  "Which of them has it right?"):
        assert _JUDGED.search(asked), asked
    assert not _JUDGED.search("Is it right to reroll?")
    got, r = _sure_verdict("In Phase 2 she rerolled River together with one of the Niska dice. Tom says River "
                           "can only reroll herself, not a Foe. Is Tom right?", "shiny-dice")
    assert r is not None and r.action and "niska" in r.action and "river" in r.action, r and r.action


def test_what_someone_told_another_is_a_claim_argued():
    from referee.rules.reading.reader import _reported
    assert _reported("Tom told her Charm can only ever hit Saffron.", "en")
    assert _reported("Luis protesta que eso no se puede.", "es")
    assert not _reported("I told her to wait.", "en")


def test_an_example_asked_by_a_name_alone_does_not_answer_the_opposite_move():
    # "can I bank Inara's 100 points right away?" is Legal; putting them into the at-risk pool is
    # the opposite, and the always-legal move must not answer it (before: Legal)
    got, r = _sure_verdict("Putting Inara's 100 into the at-risk pool with the rest of my points, fine?",
                           "shiny-dice")
    assert got != "legal", r.position
    got, r = _sure_verdict("can i bank inara's 100 vp straight away instead of putting it in the at-risk pool?",
                           "shiny-dice")
    assert got == "legal", r and (r.position, r.unsure)


def test_a_weed_fished_out_with_a_blue_is_not_a_weed_pulled_out_of_a_bed():
    got, r = _sure_verdict("I used a Blue flower to fish a Weed card out of the Compost Heap. Can I slap it "
                           "straight onto the end of my opponent's bed?", "dance-of-the-fireflies")
    assert r is None or "remove weed" not in (r.action or ""), r.position


def test_a_phrase_said_hyphenated_is_said():
    got, r = _sure_verdict("Can I drop my firefly on the far-right open space of the card instead of the "
                           "leftmost one?", "dance-of-the-fireflies")
    assert got == "illegal", r and (r.position, r.unsure)


def test_a_power_capsule_played_between_rolls_is_used_in_one_s_own_turn():
    got, r = _sure_verdict("Can I play a Power Capsule between my second and third roll?", "galaxy-dice")
    assert got == "legal" and r.action == "use capsule", r and (r.position, r.unsure)


def test_a_sentence_moved_after_another_keeps_who_its_pronoun_stands_for():
    # merged with the closing question, "He spends…" moves after "Jen says…": He is still Marco
    r = read("Marco is solid with Lord Harrow. He spends one Deal action at Harrow's, buys four cargo from him "
             "and also takes one of his jobs in that same action. Jen says that should cost him two actions. "
             "Is Marco's play OK?", "blue-sun")
    assert r.action and r.action.startswith("Marco "), r.action
    assert "player: Deal" not in r.position, r.position  # "one Deal action": a kind of action, not a player


def test_a_pronoun_after_someone_who_only_argues_stands_for_the_player_of_the_table():
    # "Jess says…" names Jess only as who argues: "he" is Marco, whose move it is
    r = read("Marco has the Long-Range Scanner and is mid-flight. Jess says it's once per fly action. "
             "Can he scan twice?", "blue-sun")
    assert r.action and r.action.startswith("Marco "), (r.action, r.position)
    assert "sector: Marco" not in r.position and "player: Jess" not in r.position, r.position


def test_who_argues_with_a_word_between_name_and_verb_is_no_fact_of_the_table():
    # "Carla le dijo que…", "Tomás protesta que…": the reporting verbs are one declared list
    for message in ("Rodrigo le enganchó un desafío a su trabajo de recompensa. Carla le dijo que eso no vale.",
                    "Rodrigo le enganchó un desafío a su trabajo de recompensa. Carla protesta que eso no vale."):
        r = read(message, "blue-sun")
        assert r.sure and r.action and "attach challenge" in r.action, (message, r.position, r.unsure)


def test_spanish_says_the_kind_of_alert_tokens_after_the_noun():
    # "3 marcadores de alerta Reaver" counts the tokens as "3 Reaver alert tokens" does (before: "?")
    r = read("Marta entró en un sector con 3 marcadores de alerta Reaver y sacó un 5. ¿Puede Marta robar otra "
             "carta de navegación?", "blue-sun")
    assert "sector: Sector 1, 3 reaver alerts" in r.position and r.sure, (r.position, r.unsure)


def test_an_example_that_reads_a_fact_the_words_left_unknown_is_the_reading():
    # the declared words read "phoenix-core: ?" (it depends on whether you still hold it); the
    # worked example reads "nobody else has blown up since" as the core still held
    got, r = _sure_verdict("got the phoenix core from my blowup last turn and nobody else has blown up since "
                           "so im rerolling my explosions this turn no 1ups needed", "galaxy-dice")
    assert got == "legal" and "phoenix-core: held" in r.position, r and (r.position, r.unsure)


def test_a_rush_roll_told_bought_and_a_matching_stage_card_said_are_read():
    # "with just one matching Stage card" is the defeated pile; "handed over 2 Arcade Tokens for one
    # more roll" is an extra roll bought (before: a roll on an empty pile, Illegal)
    got, r = _sure_verdict("Lou rushed the Spray boss with just one matching Stage card and whiffed his only "
                           "roll. He handed over 2 Arcade Tokens for one more roll at the boss. Kim says extra "
                           "rolls can only be bought against Stage cards. Does Lou's extra roll count?", "galaxy-dice")
    assert got == "legal", r and (r.position, r.unsure)
    assert "stages-won: spray" in r.position and "extra-rolls: 1" in r.position, r.position
    # a roll of a Rush with the defeated pile unsaid turns on it: not ruled as if it were empty
    got, r = _sure_verdict("Lou rushed the Spray boss and whiffed his first roll. Can he roll again?", "galaxy-dice")
    assert got in (None, "depends"), r.position


def test_a_fact_denied_a_few_small_words_before_is_not_said_by_an_example():
    # "don't have any of my fireflies on either one": the example's "a firefly of mine on it" is denied
    # (before: the example's line was said by "my fireflies", and the ruling was "it depends")
    got, r = _sure_verdict("can I sacrifice my Royal to swap two neighbouring flowers on the clock if I don't "
                           "have any of my fireflies on either one?", "dance-of-the-fireflies")
    assert got != "depends", r and r.position
    assert not any("Me" in v for k, v in lines(r.position).items() if k.startswith("flower")), r.position


def test_a_word_between_two_cards_is_told_of_the_nearer_one():
    # "el desafío ilegal a mi curro legal": "ilegal" is the challenge's, "legal" the job's
    got, r = _sure_verdict("oye le enganche el desafio ilegal a mi curro legal de envio, total da igual no??",
                           "blue-sun")
    assert got == "illegal", r and r.position
    assert "job: Yo, Job 1, legal, shipping" in r.position, r.position


def test_a_capitalised_word_before_a_place_noun_is_no_player():
    # "Left space on the flower…": the flower's left space, not a player called Left
    r = read("Left space on the flower is empty but I want the middle one. Allowed?", "dance-of-the-fireflies")
    assert "Left" not in lines(r.position).get("players", ""), r.position


@pytest.mark.parametrize("message, giver, to", [
    ("Le mando 800 créditos a Marta aunque su nave esté lejos. ¿Vale?", "Yo", "Marta"),
    ("Mando 500 créditos a Pablo, ¿se puede?", "Yo", "Pablo"),
    ("Le paso 300 créditos a Luis, ¿vale?", "Yo", "Luis")])
def test_a_spanish_verb_opening_the_sentence_is_the_askers_move_not_a_name(message, giver, to):
    """"Mando 800 créditos a Marta": "Mando" (capitalised, a count after it) is no player, and
    the asker gives, after an object pronoun too ("Le mando…")."""
    r = read(message, "blue-sun")
    assert f"ask: {giver} give" in r.position and f"credits to {to}" in r.position, r.position
    assert "Mando" not in r.position and "Paso" not in r.position, r.position
