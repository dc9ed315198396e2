"""Issue 22: what a message does not say is never assumed where it could change the ruling, and
what it does say of the table is read, wherever in the sentence it is said. Written in words of
their own, not the dispute sets'."""
from __future__ import annotations

from referee.rules import check
from referee.rules.reading import read


def lines(position: str) -> dict[str, str]:
    return {k.strip(): v.strip() for k, _, v in (l.partition(":") for l in position.splitlines()) if _}


def test_a_cards_legality_nobody_said_is_unknown_and_the_ruling_depends_on_it():
    r = read("I have a challenge card and a job card in my hand. Can I attach the challenge to that job?",
             "blue-sun")
    got = lines(r.position)
    assert "legality ?" in got["job"] and "legality ?" in got["challenge"]
    assert check(r.position, "blue-sun").verdict == "depends"
    said = read("I have an illegal challenge card and an illegal job card. Can I attach the challenge to the job?",
                "blue-sun")
    assert "legality ?" not in said.position and "illegal" in lines(said.position)["job"]


def test_an_assumption_the_verdict_turns_on_leaves_the_reading_unsure():
    r = read("can my yellow copy the blue in its bed?", "dance-of-the-fireflies")
    assert not r.sure and any("face-down" in u for u in r.unsure)
    # ... and one either way of which the ruling is the same is kept, and ruled on
    same = read("can my yellow copy the purple?", "dance-of-the-fireflies")
    assert same.sure and check(same.position, "dance-of-the-fireflies").verdict == "illegal"


def test_the_table_told_in_one_breath_before_the_asking_is_read():
    r = read("ok so kaylee is in the KO pile lol im gonna use simon's adoration to bring kaylee back into "
             "serenity, right?", "shiny-dice")
    assert lines(r.position)["knocked-out"] == "kaylee" and r.sure
    assert check(r.position, "shiny-dice").verdict == "legal"


def test_dice_showing_said_in_the_asked_move_are_the_tables():
    r = read("hacked rom game. my sister rolled four waves and she says she takes my glitch card, can she?",
             "galaxy-dice")
    assert "wave x4" in lines(r.position)["pool"]
    assert check(r.position, "galaxy-dice").verdict == "illegal"  # five matching results take a Glitch


def test_a_count_told_as_held_in_the_asked_move_must_be_read():
    r = read("my second bed has 3 flowers and no blue so im gonna plant a blue in it, ok?", "dance-of-the-fireflies")
    assert not r.sure and any("3 flowers" in u for u in r.unsure)


# -- claims put to the table, and the game told by its book's words (issue 22, seventeenth set) --
def test_a_claim_with_a_tag_question_is_a_dispute_and_a_plain_question_is_not():
    from referee.chat.ruling import looks_like_dispute
    for claim in ["Zoe can fight two Foes at once, right?", "That move costs two tokens, doesn't it?",
                  "Mi nave puede pasar por ahí, ¿no?", "A Royal cancels another Royal, isn't it?"]:
        assert looks_like_dispute(claim, [claim]), claim
    for question in ["What is right?", "How many tokens does a Boss cost?", "Which flower is right?"]:
        assert not looks_like_dispute(question, [question]), question


def test_a_tag_question_typed_without_its_comma_is_a_dispute_too():
    """Players type "…, right?" without the comma; a side ("on my right?") and a question of
    its own ("What is right?") are still no tag."""
    from referee.chat.ruling import looks_like_dispute
    for claim in ["so i have to ko 3 of my crew right?", "my royal beats their 3 regular ones, i still win it right?",
                  "thats 16 points rite??"]:
        assert looks_like_dispute(claim, [claim]), claim
    for question in ["What is right?", "Which flower is right?", "How many do I get correct?",
                     "the flower goes to the player on my right?"]:
        assert not looks_like_dispute(question, [question]), question


def test_a_fact_told_before_so_is_the_table_and_what_follows_it_the_move():
    had = read("I earned Mr. Universe's trust last job, so I can keep five cards in hand, right?", "blue-sun")
    assert "trust mr universe" in lines(had.position)["player"]
    assert check(had.position, "blue-sun").verdict == "legal"
    lacked = read("I never earned anyone's trust, so I can keep five cards in hand, right?", "blue-sun")
    assert "trust" not in lines(lacked.position).get("player", "")
    assert check(lacked.position, "blue-sun").verdict == "illegal"


def test_a_dispute_naming_no_modelled_piece_goes_to_the_game_whose_book_alone_says_its_words(library):
    from referee.chat.index import index_for
    from referee.chat.ruling import _game_for
    from referee.conversation import Conversation
    ix = index_for(library)
    assert _game_for(ix, "the Supplies behind my screen count at the end, yeah?", Conversation(), None) == "shiny-dice"
    assert _game_for(ix, "do leftover power capsules add to my score?", Conversation(), None) == "galaxy-dice"
    # a game given, or named by the model's own pieces, is never overruled by the books' words
    assert _game_for(ix, "the Supplies behind my screen count, yeah?", Conversation(), "galaxy-dice") == "galaxy-dice"
    assert _game_for(ix, "can Niska take my Supplies?", Conversation(), None) == "shiny-dice"


def test_a_move_into_the_sector_the_message_describes_goes_to_that_sector():
    """"into the sector where…", "through the Reaver sector": no name, but the message says
    what is there; the move goes to the one sector described (as "into a sector that…" did)."""
    r = read("may my ship full burn into the sector where the Reaver ship is parked?", "blue-sun")
    assert r.sure and r.action and r.action.endswith(lines(r.position)["reavers"])
    assert check(r.position, "blue-sun").verdict == "illegal"
    calm = read("Kim is next to the sector with the Reaver ship. Can Kim mosey into that sector?", "blue-sun")
    assert calm.action and calm.action.endswith(lines(calm.position)["reavers"])
    assert check(calm.position, "blue-sun").verdict == "legal"


def test_what_is_told_before_so_ill_is_the_table_of_the_move_that_follows():
    r = read("I rolled my third Explosion and have no 1Ups left, so I'll spend tokens to Continue.", "galaxy-dice")
    assert r.sure and r.action == "continue" and "explosion x3" in lines(r.position)["pool"]
    assert check(r.position, "galaxy-dice").verdict == "illegal"


def test_a_move_announced_to_the_referee_is_a_dispute_and_a_question_about_rules_is_not():
    from referee.chat.ruling import looks_like_dispute
    for said in ["My third Explosion came up, so I'll spend a token to Continue.",
                 "Voy a plantar la flor roja en mi segundo macizo."]:
        assert looks_like_dispute(said, [said]), said
    for question in ["How will I know how many tokens a Boss costs?", "What happens when I'll run out of tokens?"]:
        assert not looks_like_dispute(question, [question]), question


# -- the twentieth set's session: mechanisms, each shown on sentences of its own ------------
def test_a_mode_said_brings_its_own_fact_unknown_until_the_message_says_it():
    """A Default declared ``when`` a mode is in the reading: Dark Energy said and its effect not
    is ``dark energy: ?``, and the model rules "depends" where the effect decides."""
    r = read("we play with the dark energy mode and I have two explosions showing. may I roll once more?",
             "galaxy-dice")
    assert lines(r.position)["dark-energy"] == "?" and r.sure
    assert check(r.position, "galaxy-dice").verdict == "depends"
    toxic = read("dark energy mode, the effect is toxic, two explosions showing. may I roll once more?", "galaxy-dice")
    assert lines(toxic.position)["dark-energy"] == "toxic"
    plain = read("I have two explosions showing. may I roll once more?", "galaxy-dice")
    assert "dark-energy" not in lines(plain.position)  # no mode said: no such fact


def test_a_move_a_hook_reads_that_the_sentence_never_says_leaves_the_reading_unsure():
    """The sentence says "plant" and the game's hook spelled another declared move from a word
    elsewhere ("nobody"): no verdict on the other move."""
    r = read("can i plant this card upside down so that nobody sees its colour?", "dance-of-the-fireflies")
    assert not r.sure and any("another move" in u for u in r.unsure)


def test_a_spanish_infinitive_with_its_pronoun_joined_on_is_the_infinitive():
    from referee.rules.reading.sentences import words_of
    assert words_of("quiero comprarle dos cargamentos y moverme") == ["quiero", "comprar", "2", "cargamentos", "y",
                                                                       "mover"]
    assert words_of("players harvesters charles") == ["players", "harvesters", "charles"]


def test_a_question_after_a_colon_is_its_own_sentence():
    from referee.rules.reading.sentences import sentences
    assert sentences("tengo la confianza de Lord Harrow: ¿puedo comprarle cargamentos?") == [
        "tengo la confianza de Lord Harrow:", "¿puedo comprarle cargamentos?"]
    r = read("tengo la confianza de Lord Harrow: ¿puedo comprarle 2 cargamentos?", "blue-sun")
    assert "trust lord harrow" in r.position and "buy 2 cargo" in r.action


def test_a_number_in_a_placeholder_name_is_not_a_number_the_message_said():
    """"Sector 2" names a place nobody named; "rolls a 2 on the alert die" is still not read."""
    r = read("Ana is in a sector with alert tokens and rolls a 2 for the alert. Can Bo move a Reaver ship "
             "into her sector?", "blue-sun")
    assert not r.sure and any("2" in u and "number" in u for u in r.unsure)


def test_a_move_the_notation_refuses_without_its_object_is_asked_of_some_piece():
    """"can I reroll again?" with nothing named to reroll: read with each die the move could
    take; every one rules the same, so the ruling stands, the stand-in listed as assumed."""
    r = read("i already did my reroll with wash. may i do a second reroll this phase?", "shiny-dice")
    assert r.sure and r.action.startswith("reroll ") and check(r.position, "shiny-dice").verdict == "illegal"
    assert any("does not say which" in a for a in r.assumed)


def test_a_power_that_moves_a_knocked_out_die_presupposes_it_is_knocked_out():
    r = read("Kaylee's thruster overload: one damage on Niska and Jayne comes back from the KO pile, fine?",
             "shiny-dice")
    assert "jayne" in lines(r.position).get("knocked-out", "")
    assert check(r.position, "shiny-dice").verdict == "legal"


def test_the_same_bed_is_the_bed_told_and_a_bed_never_told_is_not_invented():
    told = read("my first bed has a blue in it. may i put a second blue into that same bed?", "dance-of-the-fireflies")
    assert told.action.endswith("in bed 1") and check(told.position, "dance-of-the-fireflies").verdict == "illegal"
    untold = read("may i put a second blue into the same bed?", "dance-of-the-fireflies")
    # no bed is told by number: either not sure, or read as the worked example "a second red in
    # the same bed that already has a red" with Blue for Red, whose bed is said by "the same bed"
    # and "a second" (never a bed of the declared words' own numbering)
    assert not untold.sure or (any("Blue for Red" in a for a in untold.assumed)
                               and check(untold.position, "dance-of-the-fireflies").verdict == "illegal")


def test_a_bare_move_read_while_the_asked_sentence_tells_the_table_is_not_sure():
    """A game whose hook places the table: when the reading holds no table at all, pieces the
    asked sentence tells ("an orange ... a red") and the position lacks were not read."""
    r = read("so i put down an orange and with it i planted a red from my hand, do i draw 2 now too?",
             "dance-of-the-fireflies")
    # (or read whole by the worked example that leaves unsaid which bed the Red went into: whether
    # it gets its ability turns on that, and the ruling says so)
    assert (not r.sure and any("orange" in u for u in r.unsure)) or (
        r.sure and "in bed ?" in r.position and check(r.position, "dance-of-the-fireflies").verdict == "depends"), \
        (r.unsure, r.position)
    plain = read("can i draw 2 cards?", "dance-of-the-fireflies")
    assert not any("could not place" in u for u in plain.unsure)


# -- the twenty-first set's session ---------------------------------------------------------
def test_strike_the_core_is_a_move_of_a_rush_never_of_a_tackle():
    """Strike the Core buys "an additional roll against a Boss card": the move presupposes a
    Rush (and the matching Stage card a Rush needs), not the Tackle a Stage every dice move
    of Galaxy presupposes, so the ruling is the Strike's own rule on the tokens said."""
    r = read("I have 1 token left, can I strike the core?", "galaxy-dice")
    got = lines(r.position)
    assert got["turn"].startswith("rush") and got["tokens"] == "1"
    answer = check(r.position, "galaxy-dice").to_dict()["answers"][0]
    assert answer["verdict"] == "illegal" and answer["reasons"][0]["rule"] == "GD-STRIKE-CORE"
    assert "2 needed" in answer["reasons"][0]["detail"]


def test_trust_said_by_the_spanish_verb_is_trust():
    r = read("Lord Harrow confía en mí. ¿Puedo comprarle tres cargamentos?", "blue-sun")
    assert "trust lord harrow" in r.position
    never = read("Lord Harrow no confía en mí. ¿Puedo comprarle tres cargamentos?", "blue-sun")
    assert "trust lord harrow" not in never.position


def test_a_tag_question_typed_straight_on_is_its_own_sentence():
    from referee.rules.reading.sentences import sentences
    assert sentences("my friend thinks its only the tokens Is that allowed?") == [
        "my friend thinks its only the tokens", "Is that allowed?"]
    assert sentences("so i bank it is that ok?") == ["so i bank it", "is that ok?"]


def test_a_tag_question_after_a_question_adds_nothing_and_after_a_move_told_asks_a_ruling(client):
    """"Is that allowed?" after a question of the player's own says no more than it: the verdict
    (or none) is the same with the tag as without it. A move told is put to the referee with the
    tag or without it, as "can I...?" would be."""
    def verdict(message):
        return client.post("/api/ask", json={"message": message}).get_json().get("verdict")
    for said in ["Whiffed my stage after all three rolls — do I grab 2 arcade tokens?",
                 "jayne in serenity, have a plan, niska has 1 die left: can jayne use vera on niska?",
                 "if i plant an orchid n call it purple does it get the +1 purple pt at the end?"]:
        assert verdict(said) == verdict(f"{said} Is that allowed?"), said
    # a move told with no question is put to the referee as it is: the tag changes nothing either
    told = "have a plan phase, saffron has two dice left and jayne is in serenity, she uses Vera on both saffron dice"
    assert verdict(told) == "legal" and verdict(f"{told}. Is that allowed?") == "legal"


def test_a_situation_typed_as_clauses_before_the_question_is_a_dispute():
    from referee.chat.ruling import looks_like_dispute
    said = "jayne in serenity, have a plan, niska 1 die badger 1 die Vera on Niska and Badger?"
    assert looks_like_dispute(said, [said])
    lookup = "in galaxy dice, how many tokens does a cycle cost?"
    assert not looks_like_dispute(lookup, [lookup])


def test_a_fact_said_of_a_thing_named_just_before_by_it_is_read():
    """A declared fact whose object is a name ("gained the Phoenix Core") said with "it" for the
    name told just before is that fact; "it" with no such name before says nothing."""
    r = read("We play with the Phoenix Core. Ben grabbed it on his last turn and nobody took it from him. "
             "Can he reroll his explosions now?", "galaxy-dice")
    assert lines(r.position).get("phoenix-core") == "held"
    alone = read("Ben grabbed it on his last turn. Can he reroll his explosions now?", "galaxy-dice")
    assert lines(alone.position).get("phoenix-core") != "held"


def test_a_piece_the_asked_move_names_by_a_pronoun_is_the_one_named_before():
    """"Kaylee showed up. Can I reroll him and a Niska die?" takes the piece named before the
    pronoun, of a kind the move takes; "it" as a subject, or "her" before a noun, takes nothing."""
    r = read("jayne came up on my first roll. can i reroll him and one niska die together?", "shiny-dice")
    assert r.action is not None and "jayne" in r.action and "niska" in r.action
    r = read("first roll gave me a missile. can i throw it again with the rest?", "galaxy-dice")
    assert r.action == "roll missile"
    r = read("jayne came up on my first roll. can she reroll her niska die?", "shiny-dice")
    assert r.action is None or "jayne" not in r.action


def test_a_move_said_as_owed_or_argued_is_not_told_as_made():
    """"He has to reroll", "he doesn't need to reroll" argue a move: they do not say the move was made."""
    made = read("I rerolled my dice once already. Can I reroll Zoe now?", "shiny-dice")
    assert lines(made.position).get("rerolled") == "yes"
    argued = read("Sam says I need to reroll Mal. Can I reroll Zoe instead?", "shiny-dice")
    assert lines(argued.position).get("rerolled") != "yes"


def test_what_someone_else_says_is_the_claim_and_the_players_own_move_is_asked():
    """A friend's claim ("my buddy says you need 2 damage") is argued against the move the player
    asks or announces; that move is read, wherever it sits in the message."""
    r = read("i'm gonna use zoe's cover fire on niska and saffron?? my buddy says zoe hits one foe", "shiny-dice")
    assert r.action is not None and "cover-fire" in r.action and "saffron" in r.action
    r = read("I want to use Zoe's Cover Fire on Niska and on Saffron. My buddy says it has to be one foe. "
             "Can I split it?", "shiny-dice")
    assert r.action is not None and "cover-fire" in r.action and "niska" in r.action and "saffron" in r.action


def test_a_yes_no_question_whose_move_is_read_in_full_is_ruled_on(client):
    """"For Shiny Dice, could my Zoe use her Cover Fire on both Saffron and Niska?" asks whether a
    move is allowed; read surely, it gets the verdict. A condition before it ("If I compost a
    card, can my extra Firefly go…") is a move of its own the reading must account for first."""
    def verdict(message):
        return client.post("/api/ask", json={"message": message}).get_json().get("verdict")
    assert verdict("For Shiny Dice, could my Zoe use her Cover Fire on both Saffron and Niska?") == "legal"
    assert verdict("In Dance of the Fireflies, can my Yellow copy the ability of the Purple already in that bed?") \
        == "illegal"
    assert verdict("If I compost a card for the bonus action, can my extra firefly go on the flower I just bid on?") \
        is None


def test_a_terse_question_with_its_can_i_left_out_is_ruled_when_it_tells_the_table(client):
    """Players drop the "can I" ("cycled once already this turn, cycle the stages again?"): a
    question that tells a fact of the table and asks a move read surely is put to the referee
    like its "can I…?" twin. A bare term asked ("Second Wind?") tells no table: still a search."""
    def answer(message):
        return client.post("/api/ask", json={"message": message}).get_json()
    data = answer("cycled once already this turn, cycle the stages again?")
    assert data["verdict"] == "illegal" and "ask: cycle" in data["position"], data.get("position")
    assert answer("can i cycle the stages again, cycled once already this turn?")["verdict"] == "illegal"
    assert answer("Second Wind?")["verdict"] is None


def test_a_spanish_yes_no_question_is_asked_by_its_marks(client):
    """Spanish asks yes or no by "¿…?", not by an auxiliary first: "¿mi nave en … cuenta como
    sector planetario?" is ruled like "does my ship in … count as a planetary sector?". A
    question word first ("¿cuántos…?") is still a question of how a rule works."""
    def answer(message):
        return client.post("/api/ask", json={"message": message}).get_json()
    data = answer("¿mi nave en uno de los sectores de Uroboros cuenta como sector planetario?")
    assert data["verdict"] == "depends" and "uroboros" in data["position"], data.get("position")
    assert answer("¿cuántos marcadores de alerta Reaver puede haber en un sector?")["verdict"] is None


def test_a_mission_whose_completion_is_never_said_leaves_it_unknown():
    """Keep Flyin' on a Bushwhacked Mission turns on whether it was completed: unsaid, that is a
    ``?`` and the ruling depends on it; said ("didn't finish it") it is read."""
    r = read("My mission this turn has Bushwhacked on it. Can I keep flyin'?", "shiny-dice")
    assert "completed ?" in lines(r.position).get("mission", "")
    assert check(r.position).answers[0].verdict == "depends"
    r = read("My mission has Bushwhacked and I didn't finish it. Can I keep flyin'?", "shiny-dice")
    assert "completed" not in lines(r.position).get("mission", "")
    assert check(r.position).answers[0].verdict == "illegal"


def test_a_moves_verb_said_of_another_thing_is_not_that_move():
    """"swap" declares swapping a Boss die; "swap out the four stages" says the verb of another
    thing of the game, so it is not read as the Boss die swap. Said of a Boss die, it still is."""
    r = read("can i pay a token to swap out the four stages before i roll", "galaxy-dice")
    assert r.action != "swap boss die"
    assert read("can i swap a ship die for a boss die now?", "galaxy-dice").action == "swap boss die"


def test_a_rush_with_the_defeated_pile_unsaid_depends_on_it_and_a_pile_said_empty_is_empty():
    """A Rush needs a matching Stage card in the defeated pile: unsaid, the pile is not empty but
    unknown ("It depends"); "no Stage cards yet" says it is empty. A Rush told and then asked
    ("he declares he's rushing the Wave Boss. Can he rush it?") is the one asked, not one made."""
    r = read("Can I rush the plasma boss now?", "galaxy-dice")
    assert lines(r.position).get("stages-won") == "?"
    assert check(r.position).answers[0].verdict == "depends"
    r = read("I have no stage cards yet. Can I rush the plasma boss now?", "galaxy-dice")
    assert "stages-won" not in lines(r.position)
    assert check(r.position).answers[0].verdict == "illegal"
    r = read("Mia declares she's rushing the Wave Boss. Tom says she can't. Can Mia rush it?", "galaxy-dice")
    assert lines(r.position).get("turn") != "rush wave" and r.action == "rush wave"


def test_a_capitalised_word_is_no_player_when_the_sentence_says_it_is_a_thing_or_a_verb():
    """No invented players: "al Bazar" (a name after an article) is a thing or a place, "Dice que…"
    and "Necesita estar…" open a sentence with a verb, "Ella" is a pronoun; "Pablo dice que no"
    still names a player."""
    r = read("Lucía quiere volar a todo trapo para llegar antes al Bazar. Dice que se puede. Ella lo hace. "
             "Pablo dice que no. ¿Quién tiene razón?", "blue-sun")
    players = [l for l in r.position.splitlines() if l.startswith("player:")]
    assert not any(x in l for l in players for x in ("Bazar", "Dice", "Ella")), players
    assert any("Pablo" in l for l in players) and any("Lucía" in l for l in players)
    r = read("Sam never asked. Can Sam give 200 credits to Ana?", "blue-sun")
    assert "Sam" in r.players


def test_another_player_said_by_a_common_noun_is_the_move_s_other_player():
    """"give 500 credits to my buddy": the move needs another player and the message names none,
    only "my buddy": that is another player (listed as read), not a missing piece."""
    r = read("can I give 500 credits to my buddy across the map?", "blue-sun")
    assert r.action == "Me give 500 credits to Other"
    assert any("my buddy" in a for a in r.assumed)
    r = read("¿puedo pasarle 200 créditos a mi colega?", "blue-sun")
    assert r.action is not None and r.action.endswith("to Otro")
    assert read("can I give 500 credits to Ana?", "blue-sun").action == "Me give 500 credits to Ana"


def test_what_a_move_hands_over_is_held_by_who_hands_it_over():
    """"can I give Ana 500 credits?" asks whether the move is allowed, not whether the speaker
    has the money: the credits given (or the price of cargo bought) are in the payer's account,
    listed as assumed, unless the message gives the balance, which then decides."""
    r = read("Can I give 500 credits to Ana? She is across the map.", "blue-sun")
    assert "credits 500" in [b.strip() for l in r.position.splitlines() if l.startswith("player: Me")
                             for b in l.split(",")]
    assert any("500 credits" in a for a in r.assumed)
    assert check(r.position).verdict == "legal"
    r = read("I have $200. Can I give 500 credits to Ana?", "blue-sun")
    assert not any("credits" in a for a in r.assumed)
    assert check(r.position).verdict == "illegal"
    r = read("Lord Harrow trusts me. Can I buy 2 cargo from him?", "blue-sun")
    assert r.action == "Me buy 2 cargo from lord harrow"
    assert any("600" in a for a in r.assumed) and check(r.position).verdict == "legal"
    r = read("¿Puedo darle 300 créditos a Sally aunque esté en otro sector?", "blue-sun")
    assert "tienes los 300 créditos" in r.assumed


def test_what_the_move_leaves_out_is_not_in_the_move():
    """"reroll River and leave the black dice alone", "reroll Zoe but not Mal", "without the foes":
    what follows a leaving word is on the table, not in the move."""
    r = read("River showed on my first roll. Can I reroll just River and leave all the black dice alone?", "shiny-dice")
    assert r.action == "reroll river" and r.sure, (r.position, r.unsure)
    assert check(r.position).verdict == "legal"
    r = read("River showed. Can I reroll River and keep the foes as they are?", "shiny-dice")
    assert r.action == "reroll river" and r.sure, (r.position, r.unsure)
    r = read("River showed, and Niska. Can I reroll River and a Niska die?", "shiny-dice")
    assert r.action == "reroll river, niska"  # nothing left out: both in the move


def test_a_mission_told_done_before_the_move_asked_is_completed():
    """"I just wrapped up a Gorram mission, so I want to Lay Low": completed (Gorram then forces
    Keep Flyin'); "can I complete the Gorram mission and lay low?" asks, and tells nothing done."""
    r = read("I just wrapped up a Gorram mission, so I want to Lay Low now and bank my pool. Fine?", "shiny-dice")
    assert lines(r.position)["mission"] == "keywords gorram; completed"
    assert check(r.position).verdict == "illegal"
    r = read("I have a Gorram mission. Can I lay low?", "shiny-dice")
    assert lines(r.position)["mission"] == "keywords gorram; completed ?"


def test_a_charge_turns_on_the_charge_level_and_pilot_the_message_leaves_unsaid():
    """Ace Pilot: raising the Charge needs more matching Weapons than the Charge level; a level
    nobody gave is unknown, and the ruling says what it depends on."""
    r = read("ace pilot mode, rolled 3 missiles and missile is my pilot's weapon. can i charge up?", "galaxy-dice")
    got = lines(r.position)
    assert got["pilot"] == "missile" and got["charge"] == "?"
    res = check(r.position)
    assert res.verdict == "depends" and "Charge level" in res.answers[0].depends_on[0]["fact"]
    r = read("Ace Pilot game, my pilot is Plasma and my charge is 1. I rolled 3 plasmas. Can I charge up?",
             "galaxy-dice")
    assert lines(r.position)["charge"] == "1" and check(r.position).verdict == "legal"


def test_a_thing_gained_earlier_is_not_told_as_still_held():
    """"got the Phoenix Core last turn": it was yours; whether it still is (another player may
    have gained it since) is unknown, and rerolling Explosions depends on it. "I still have the
    Phoenix Core" says it is held."""
    r = read("i blew up w 3 booms last turn n got the phoenix core so this turn i can reroll explosions "
             "without 1ups yeah", "galaxy-dice")
    assert lines(r.position)["phoenix-core"] == "?"
    assert check(r.position).verdict == "depends"
    r = read("I still have the Phoenix Core. Can I reroll my 2 explosions?", "galaxy-dice")
    assert lines(r.position)["phoenix-core"] == "held"


def test_a_bonus_firefly_is_not_read_as_a_plain_bid():
    """Dance: the Bonus Action places a second Firefly next to the Flower just bid on; a message
    about it that names no card or Flower is not read as a plain bid (which would be legal)."""
    for message in ("for my bonus firefly can i just stack it on the same flower i bid on?",
                    "Mia bid on the blue flower. Then she discarded a card to bid a bonus firefly on the same "
                    "flower. Is Mia's bid ok?"):
        r = read(message, "dance-of-the-fireflies")
        if r.sure:  # read by the worked example of the bonus Firefly's rule: a bonus on the same Flower
            assert any("worked example" in a for a in r.assumed) and "ask: bonus" in r.position, r.position
            assert check(r.position, "dance-of-the-fireflies").verdict == "illegal"
            continue
        assert any("Bonus Action" in u for u in r.unsure), (r.position, r.unsure)


def test_a_word_opening_a_sentence_before_a_question_or_a_count_is_no_player():
    """"Mid-flight, can I…", "Fair?", "Full six-colour bed": a capitalised word opening a sentence,
    followed by what no name is followed by, is not a player; "Kim, Joe and I" still are."""
    r = read("Got the Long Range Scanner. Mid-flight, can I scan a sector next to me?", "blue-sun")
    assert "Mid-flight" not in r.players
    r = read("Scoring our game: my bed has four Flowers and a Weed at the end. I score it as a four-Flower bed. "
             "Fair?", "dance-of-the-fireflies")
    assert not {"Scoring", "Fair"} & set(r.players)
    r = read("Kim, Joe and I are flying. Can Kim give 200 credits to Joe?", "blue-sun")
    assert {"Kim", "Joe"} <= set(r.players)


def test_escape_asked_with_a_mission_nobody_described_turns_on_its_keyword():
    """Escape is a Mission's keyword: "I just completed my mission... can I end my turn right now
    and keep the pool?" says nothing of Escape, so the ruling depends on it; a Mission said to
    have Escape decides."""
    r = read("I just completed my mission, but Badger is still on the table. Can I end my turn right now and "
             "keep everything in my temporary pool?", "shiny-dice")
    assert lines(r.position)["mission"] == "keywords escape ?; completed"
    assert r.sure and check(r.position).verdict == "depends"
    r = read("I completed my Escape mission. Can I end my turn now and bank?", "shiny-dice")
    assert lines(r.position)["mission"] == "keywords escape; completed"
    assert check(r.position).verdict == "legal"


def test_a_die_set_aside_tossed_back_in_is_returned():
    """Galaxy: "I set aside a missile last roll. Can I toss it back in for this reroll?" moves the
    die back into the pool (legal), not a reroll of a die that is not in the pool."""
    r = read("I set aside a missile last roll. Can I toss it back in with the rest for this reroll?", "galaxy-dice")
    assert r.action == "return missile" and check(r.position).verdict == "legal"


def test_a_flower_on_the_clock_named_by_its_colour_holds_the_fireflies_said_on_it():
    """Dance: "Ben and Ava each have one firefly on the yellow flower" puts them on a Flower of the
    Clock whose card is Yellow (not in anybody's bed); "Does Ben get the flower?" asks who wins it;
    more Fireflies than a Flower Card's three spaces is a misreading, not a ruling."""
    r = read("At harvest, Ben and Ava each have one firefly on the yellow flower and no Royals show up. "
             "Does Ben get the flower?", "dance-of-the-fireflies")
    got = lines(r.position)
    assert got["flower 1"].startswith("yellow") and got["flower 1"].count("Ben") == 1
    assert not any(k.endswith("bed 1") for k in got) and r.action == "Ben wins 1"
    assert check(r.position).verdict == "illegal"  # a tie: nobody wins it
    r = read("Zoe had three regular fireflies on the purple flower, and Kai had only his Royal on it. "
             "Was Kai right to take it?", "dance-of-the-fireflies")
    assert not r.sure and any("three spaces" in u for u in r.unsure)


def test_a_move_asked_of_a_named_player_is_on_their_turn():
    """"Can Amira plant her Orange?": the move is Amira's, whoever the message named first."""
    r = read("Leo has two fireflies on flower 1. Amira has an Orange in her hand. Can Amira plant her Orange "
             "in a new bed?", "dance-of-the-fireflies")
    assert lines(r.position).get("turn") == "Amira"


def test_them_in_the_asked_move_stands_for_the_pieces_named_together_before_it():
    """Shiny: "Saffron and Badger have one die left. Can Zoe put one damage on each of them with
    Cover Fire?": "them" is both Foes, so Cover Fire's 2 damage is divided between them (legal);
    one piece named before "them" is not a group, and "both Saffron and Badger" names them itself."""
    r = read("Zoe is showing, and Saffron and Badger have one die left each. "
             "Can I use her Cover Fire with one damage on each of them?", "shiny-dice")
    assert r.action == "zoe cover-fire saffron, badger", r.position
    assert check(r.position).verdict == "legal"


def test_a_power_that_must_name_its_targets_asked_without_them_is_not_ruled_on():
    """"Can Zoe's Cover Fire hit both?" leaves the Foes its damage goes to unplaced: the notation
    would rule on none dealt (illegal), so the reading is unsure, and says why. Named, it rules."""
    r = read("Niska and Badger are still in play. Can Zoe's Cover Fire hit both?", "shiny-dice")
    assert r.action == "zoe cover-fire" and not r.sure and any("which Foes" in u for u in r.unsure), r.unsure
    named = read("Niska and Badger are still in play. Can Zoe's Cover Fire hit Niska and Badger?", "shiny-dice")
    assert named.sure and check(named.position).verdict == "legal", named.position


def test_what_someone_else_claims_is_not_a_fact_of_the_table():
    """"Her brother says she'd need three Books" argues the rule; it does not take her two Book
    dice off the table (they are what the Salvation asked is paid with)."""
    r = read("Ines has two Book dice in Serenity, and only Niska and Badger are left. "
             "Her brother says she'd need three Books for that. Can she use Salvation?", "shiny-dice")
    assert "book x2" in lines(r.position).get("serenity", ""), r.position
    assert check(r.position).verdict == "legal"


def test_a_card_said_missing_from_a_bed_is_not_in_it():
    """Dance: "my bed has no red in it" / "doesn't have a white yet" say what is not there."""
    for said in ("I hold a red and my only bed has no red in it. Can I plant my red in that bed?",
                 "My bed doesn't have a white yet and I hold a white. Can I plant the white there?"):
        r = read(said, "dance-of-the-fireflies")
        bed = lines(r.position).get("Me bed 1", "")
        assert "red" not in bed and "white" not in bed, r.position


def test_the_penalty_read_in_the_standard_game_says_so():
    """Shiny: the Get a Crew penalty turns on the difficulty; unsaid, the standard game is read and
    listed under "I assumed"; said, it is in the position and nothing is assumed about it. Three
    of a kind is a penalty on Legendary only: asked with the difficulty unsaid, it is ``?`` (the
    question is of the difficulty that makes it so), and the ruling depends on it."""
    r = read("first roll gave me four Niskas. does everybody else drop 100?", "shiny-dice")
    assert r.action == "penalty" and any("standard difficulty" in a for a in r.assumed)
    r = read("first roll gave me three Niskas. does everybody else drop 100?", "shiny-dice")
    assert "difficulty: ?" in r.position and check(r.position).verdict == "depends", r.position
    said = read("We play on Legendary. First roll gave me three Niskas. Does everybody else drop 100?",
                "shiny-dice")
    assert "difficulty: legendary" in said.position and not any("difficulty" in a for a in said.assumed)
    assert check(said.position).verdict == "legal"


def test_the_one_who_says_a_claim_is_not_the_one_who_moves():
    """"Priya says the scanner should have stopped his flight" argues about someone else's move:
    when the move is read from that claim, who acts is read in what is claimed, never Priya."""
    r = read("Tomas has the Long Range Scanner. Priya says the scanner should have stopped his flight. "
             "Was Tomas right?", "blue-sun")
    assert r.actor != "Priya", r.position


def test_a_scan_of_the_scanners_own_sector_is_not_read():
    """Blue Sun: the Long Range Scanner looks at the sectors next to one's own; a scan read as of
    one's own sector ("checks the alert tokens in one neighbouring sector" has no name to take) is
    no reading of the move, so no verdict is given on it. A scan of a neighbour named is read."""
    r = read("Ana has the Long Range Scanner and sits at Persephone. During her fly she checks the alert "
             "tokens in a neighbouring sector. Ben says the scanner is once a turn. Is that right?", "blue-sun")
    assert r.action is None or not r.sure, r.position
    named = read("Ana has the Long Range Scanner and is at Persephone. The sector Beaumonde is next to "
                 "Persephone. Can Ana scan Beaumonde?", "blue-sun")
    assert named.action and "scan in Beaumonde" in named.action and named.sure, (named.position, named.unsure)


def test_another_of_a_piece_the_position_holds_one_of_is_not_read():
    """"park it where another Reaver ship sits", "and another Saffron": the message tells of two;
    a position holding one rules on another table, so the reading is unsure."""
    r = read("Saffron is up, and another Saffron too. Can River reroll?", "shiny-dice")
    assert "foes: saffron\n" in r.position and not r.sure and any("one more" in u for u in r.unsure), r.position
    r = read("I get to move a Reaver ship, and I want to leave it where another Reaver ship already is. "
             "Allowed?", "blue-sun")
    if r.sure:  # read by the worked example of the rule: two Reaver ships, the move onto the other
        assert any("worked example" in a for a in r.assumed) and len(lines(r.position)["reavers"].split(",")) == 2
        assert check(r.position, "blue-sun").verdict == "illegal"
    else:
        assert lines(r.position)["reavers"] == "Sector 2", r.position
        assert any("another reaver ship" in u for u in r.unsure), r.unsure
    told = read("Niska is up and Saffron twice. Can River reroll?", "shiny-dice")
    assert not any("one more" in u for u in told.unsure)  # (no "another": nothing counted twice)


def test_a_contacts_trust_said_with_the_move_is_the_actors():
    """Blue Sun: "Harrow trusts me, so I'm buying 4 cargo from him in one action" states the trust in
    the move's own sentence; "to earn Harrow's trust" says the move's aim, not a standing."""
    r = read("harrow trusts me so im buying 4 cargo from him in one deal action, ok?", "blue-sun")
    assert "trust lord harrow" in r.position and check(r.position).verdict == "legal", r.position
    aim = read("can i buy 4 cargo from harrow to earn his trust?", "blue-sun")
    assert "trust lord harrow" not in aim.position


def test_a_piece_said_absent_is_not_what_the_move_takes():
    """Galaxy: "three Explosions and no 1Ups to cancel them ... spend a token to undo it": the 1Ups
    are said not there, so neither "it" nor the move's die is a 1Up; with three Explosions the turn
    is over, whatever is asked."""
    r = read("Mo has three Explosions and no 1Ups to cancel them. He wants to pay a token to save it "
             "and go on. Can he?", "galaxy-dice")
    assert r.action == "save explosion" and r.sure, r.position
    assert check(r.position).verdict == "illegal"


def test_keep_with_a_verb_in_ing_is_going_on_not_keeping_a_die():
    """"keep rolling" / "keep going" say the turn goes on: not Galaxy's one-word "keep" (a die
    saved); "keep the laser" still is."""
    r = read("i have 2 explosions, can i keep rolling?", "galaxy-dice")
    assert not (r.action or "").startswith("save"), r.position
    kept = read("i rolled a laser and 2 sprays, can i keep the laser?", "galaxy-dice")
    assert (kept.action or "").startswith("save"), kept.position


def test_and_another_piece_asks_the_same_move_of_it():
    """A follow-up naming one piece of the kind the asked move takes ("and Kaylee?") asks the same
    move of that piece: it replaces the one asked about, on the table and in the move."""
    from referee.rules.reading import amend
    r = read("Zoe and Wash are in Serenity during Get a Crew, phase 2. Can I reroll Zoe?", "shiny-dice")
    assert "reroll zoe" in r.position, r.position
    again = amend(r.position, "and Kaylee?", "shiny-dice")
    assert again is not None and "reroll kaylee" in again.position and "zoe" not in again.position.split("ask:")[1]


def test_a_negation_governs_the_move_words_past_small_words():
    """"the Ghost doesn't even give a Boss Die" says what a card does not do: no move is read from
    "Boss Die" there, as none is from "doesn't give a Boss Die"."""
    for said in ("Mia says the Chroma Ghost doesn't even give a Boss Die. Is she right?",
                 "Mia says the Chroma Ghost doesn't give a Boss Die. Is she right?"):
        r = read(said, "galaxy-dice")
        assert not (r.action or "").startswith("swap"), (said, r.position)


def test_pieces_listed_after_no_are_all_absent():
    """"no Mal or Simon involved": neither is on the table nor what the move takes (the word "no"
    governs the whole list joined to its first piece)."""
    r = read("Zoe is in Serenity during the plan phase, no Wash or Kaylee around. She uses Cover Fire on Niska. "
             "Legal?", "shiny-dice")
    got = lines(r.position)
    assert "wash" not in r.position and "kaylee" not in r.position, r.position
    assert "zoe" in got.get("serenity", "")
    plain = read("Zoe and Wash are in Serenity during the plan phase. She uses Cover Fire on Niska. Legal?",
                 "shiny-dice")
    assert "wash" in lines(plain.position).get("serenity", ""), plain.position


def test_foes_told_as_beaten_are_not_in_play():
    """"we took out Saffron and Badger, only Niska left": the Foes told as beaten have left play."""
    r = read("we took out Saffron and Badger, only Niska left. can I lay low?", "shiny-dice")
    assert lines(r.position).get("foes") == "niska", r.position
    kept = read("Saffron and Badger are still in play. can I lay low?", "shiny-dice")
    assert "saffron" in lines(kept.position).get("foes", ""), kept.position


def test_ok_to_with_no_subject_asks_of_the_one_asking():
    """"ok to mosey into …?" names no player: the move is the asker's, as "is it ok to …?" is."""
    r = read("ok to mosey over to the sector where a Reaver is waiting?", "blue-sun")
    assert (r.action or "").startswith("Me mosey"), r.position


def test_a_count_before_a_describing_word_counts_the_pieces():
    """"3 uncancelled Explosions": the count goes past a word that only describes the pieces."""
    r = read("I got 3 uncancelled explosions on my 2nd roll. Can I spend tokens to continue?", "galaxy-dice")
    assert "explosion x3" in lines(r.position).get("pool", ""), r.position


def test_a_message_opening_on_a_verb_is_told_by_the_one_asking():
    """"rolled a 3 on the alert check, …" has no subject: it is the asker's own roll."""
    r = read("rolled a 2 resolving the alert tokens here, what happens now?", "blue-sun")
    assert "player: Me" in r.position, r.position
    assert not any("player: Me" in u for u in r.unsure), r.unsure


def test_a_question_on_a_move_made_reads_the_move_past_someone_elses_claim():
    """"…then used them for Cover Fire on Niska. Ana says they're used up. Did Rob play it right?":
    the move is Rob's, told before the claim argued against it."""
    r = read("Rob had two Zoe faces in Serenity and then used them for Cover Fire on Niska. Ana says those "
             "dice were used up. Did Rob play it right?", "shiny-dice")
    assert r.action == "zoe cover-fire niska", r.position


def test_am_opening_a_question_is_no_players_name():
    r = read("I have two active jobs. Am I allowed to start a third one?", "blue-sun")
    assert "Am I" not in r.position, r.position


def test_a_card_told_as_attached_is_no_move_asked():
    """"each job has a challenge attached" tells the table; "can I attach…?" asks the move."""
    told = read("I run two jobs and each has a Big Damn Challenge attached. How many jobs can I run?", "blue-sun")
    assert "attach" not in (told.action or ""), told.position
    asked = read("Can I attach a Big Damn Challenge to a piracy job?", "blue-sun")
    assert "attach challenge" in (asked.action or ""), asked.position


def test_chat_shorthand_opening_a_clause_is_no_players_name():
    """"q — I drew…, gonna plant it later": "q" and "gonna" are no players."""
    r = read("quick q — I drew a Red from the Potting Shed, gonna plant it in my bed later", "dance-of-the-fireflies")
    players = lines(r.position).get("players", "")
    assert "Q" not in players.split(", ") and "Gonna" not in players, r.position


# -- the move a story tells last, and the fact a short question leaves open (twenty-seventh set) --
def test_a_story_going_on_past_a_legal_move_read_leaves_the_reading_unsure():
    # "so he grabbed both cards" is the move disputed; the roll read before it is legal, and that
    # does not settle the grab
    r = read("Sam's roll matched the Wave stage and the Missile stage at once, so he grabbed both cards. Fine?",
             "galaxy-dice")
    assert not r.sure and any("story goes on" in u for u in r.unsure)
    r = read("Leo rerolled River and one Niska, and then took the crew dice he wanted. Legal?", "shiny-dice")
    assert not r.sure and any("took the crew" in u for u in r.unsure)
    # the move alone is ruled on
    alone = read("Leo rerolled River and one Niska. Legal?", "shiny-dice")
    assert alone.sure and check(alone.position, "shiny-dice").verdict == "legal"


def test_a_short_question_leaving_out_the_area_the_rule_counts_is_ruled_it_depends(client):
    # Salvation needs as many Books as Foes in play: a player who says only their Books asks
    # something the book answers "it depends", on the Foes, with the rule quoted
    for message in ["two book dice up, can I salvation out now?",
                    "I have one Book in Serenity. Can I use Salvation and bank my pool?"]:
        body = client.post("/api/ask", json={"message": message, "conversation": None}).get_json()
        assert body["verdict"] == "depends", message
        assert body["missing"] == ["what foes holds"]
        assert "Salvation" in body["citations"][0]["quote"]
    # the Foes said, the rules model rules
    said = client.post("/api/ask", json={"message": "Three Books in Serenity and Niska, Saffron and Badger in play. "
                                                    "Can I use Salvation?", "conversation": None}).get_json()
    assert said["verdict"] == "legal"


def test_a_fact_said_not_to_be_so_is_not_read_as_so():
    never = read("We've never defeated the Missile boss. May I rush it now?", "galaxy-dice")
    assert "missile" not in lines(never.position).get("bosses-won", "")
    assert check(never.position, "galaxy-dice").verdict == "depends"  # on the Stage cards won, unsaid
    beaten = read("We defeated the Missile boss. May I claim stage 2, the missile stage?", "galaxy-dice")
    assert "missile" in lines(beaten.position)["bosses-won"]


def test_a_short_closing_question_asks_of_the_move_told_before_it_past_what_another_says():
    # no declared phrase says the move; its worked examples do, in the sentence told before the
    # question (what Jo says in between is the claim argued, not the move)
    r = read("Ace pilot mode. Kai has a Wave pilot at charge 2 and rolled three Waves, so he charged his pilot "
             "to 3. Jo disagrees. Any good?", "galaxy-dice")
    assert r.action and r.action.startswith("charge")


def test_a_spanish_demonstrative_opening_a_question_is_no_players_name():
    r = read("Tengo dos trabajos activos. ¿Eso me deja empezar otro trabajo?", "blue-sun")
    assert "Eso" not in r.position, r.position


def test_a_fact_told_in_another_tense_and_a_trailing_laugh_are_read():
    # "had the Phoenix Core" is the declared "have the Phoenix Core" told in the past: so of the
    # Phoenix Core mode; told of an earlier turn ("from my last turn") it says who held it then, and the
    # card passes to another player who gains it before your next turn: whether it is still held is
    # not said. Said now, it is held. The "jaja" after the question is no sentence of its own
    r = read("i had the phoenix core from my last turn so i rerolled both explosions without any 1ups?? jaja",
             "galaxy-dice")
    assert lines(r.position).get("modes") == "phoenix-core" and lines(r.position).get("phoenix-core") == "?", \
        r.position
    r = read("i still have the phoenix core from my last turn, so can i reroll both explosions without any 1ups?",
             "galaxy-dice")
    assert lines(r.position).get("phoenix-core") == "held", r.position
    from referee.rules.reading.sentences import sentences
    assert sentences("can I do it?? lol") == ["can I do it??"] and sentences("lol") == ["lol"]


def test_a_claim_of_cheating_asks_for_a_ruling():
    from referee.chat.ruling import looks_like_dispute
    for said in ["my sister rerolled her explosions with the phoenix core, cheating?",
                 "¿eso es hacer trampa?"]:
        assert looks_like_dispute(said, [said]), said


def test_a_place_named_after_near_is_a_sector_not_a_player():
    r = read("My ship sits near Ezra and Jo is far away. Can I give Jo $500?", "blue-sun")
    assert not any(l.startswith("player: Ezra") for l in r.position.splitlines()), r.position


# -- a story's later move, a premise's verb, the game's own counts and dice (issue 22, fifty-first set) --
def test_a_short_regular_past_tells_a_move_done():
    from referee.rules.reading.sentences import told_past
    assert all(told_past(x) for x in ("used", "owed", "rolled", "took", "planted"))
    assert not any(told_past(x) for x in ("weed", "shed", "red", "need", "bed", "use"))


def test_a_story_that_goes_on_with_used_is_not_ruled_on_its_first_move():
    r = read("Sam planted an Orange in his first bed, and then used the Orange to plant a Blue from his hand. Allowed?",
             "dance-of-the-fireflies")
    assert not r.sure and any("goes on past the move" in u for u in r.unsure)


def test_the_verb_of_what_was_done_before_is_not_the_move_wished():
    from referee.rules.reading.reader import _wished
    assert _wished("she wants to take a Supply card for every barrel she rolled") == \
        "to take a supply card for every barrel she"
    for told in ("Jake rerolled River and a Niska", "He rerolled River. Can he?"):
        assert _wished(told) == told  # (what was done, and asked of: the move itself)
    r = read("Jen took out Badger with Zoe's Cover Fire, but Saffron stayed up when her turn ended. Now she wants to "
             "take a Supply card for every barrel she rolled this turn. Can she?", "shiny-dice")
    assert not (r.action or "").startswith("reroll")  # (the barrels rolled are the premise, not a reroll asked)


def test_as_many_as_the_game_lays_out_is_no_count_to_place():
    r = read("Jo hated all four Stage cards, so she paid a token to Cycle them. She hated the new ones too and paid "
             "another token to Cycle a second time before rolling. Is that allowed?", "galaxy-dice")
    assert not any("4 stage" in u for u in r.unsure) and r.sure
    assert check(r.position, "galaxy-dice").verdict == "illegal"  # one Cycle a turn


def test_an_example_that_asks_a_move_already_made_does_not_outrule_the_words():
    r = read("I didn't like the 4 stage cards so I paid a token to cycle them, then I paid another token to cycle "
             "again before my roll. allowed?", "galaxy-dice")
    assert lines(r.position).get("cycled") == "yes"
    assert r.sure and check(r.position, "galaxy-dice").verdict == "illegal"


def test_a_setting_nobody_said_that_the_ruling_turns_on_leaves_the_reading_unsure():
    # "pass" is a move of a Tackle and of a Rush: with no word of which the turn took, the rules
    # model's "first choose an action" would decide, and the turn the message leaves out rules otherwise
    r = read("i grab my 2 tokens and pass now, fine?", "galaxy-dice")
    assert "turn" not in lines(r.position) and lines(r.position)["ask"] == "pass"
    assert not r.sure and any("the turn" in u for u in r.unsure)
    as_read = check(r.position, "galaxy-dice").answers[-1]
    told = r.position.replace("ask:", "turn: tackle\nroll: 3\npool: missile, plasma, wave x2, spray x2, 1up\nask:")
    assert as_read.verdict == "illegal" and check(told, "galaxy-dice").answers[-1].verdict == "legal"
    # ... and a message that says the turn is read and ruled
    said = read("I tackled a stage, used all three rolls and matched nothing, so I take 2 tokens and pass, right?",
                "galaxy-dice")
    assert lines(said.position).get("turn") == "tackle" and not any("the turn" in u for u in said.unsure)


def test_a_move_on_a_thing_told_by_a_pronoun_is_not_read_as_the_move_on_nothing():
    r = read("My roll showed an Explosion, a Wave and five Sprays. I don't hold the Phoenix Core. Can I reroll it?",
             "galaxy-dice")
    assert not r.sure and any("named before" in u for u in r.unsure)
    # ... the same move with the die named is read, and ruled on that die
    named = read("My roll showed an Explosion, a Wave and five Sprays. I don't hold the Phoenix Core. "
                 "Can I reroll the Explosion?", "galaxy-dice")
    assert named.sure and "explosion" in lines(named.position)["ask"]
    assert check(named.position, "galaxy-dice").verdict == "illegal"


def test_a_thing_the_message_names_and_the_reading_left_out_leaves_it_unsure():
    # the Mission's requirement ("wanted three pistols") is not read: without a Mission line the
    # model rules "no active Mission", and the Missions the worked examples write rule otherwise
    r = read("The mission card we drew wanted three pistols. I had three Mal dice showing in Serenity and said "
             "the mission was done, but Ana said the Mals must go to the KO pile now. Must they?", "shiny-dice")
    assert "mission" not in lines(r.position)
    assert not r.sure and any("mission" in u for u in r.unsure)
    with_mission = r.position.replace("ask:", "mission: needs mal x3\nask:")
    assert check(r.position, "shiny-dice").verdict != check(with_mission, "shiny-dice").verdict


def test_a_move_said_by_its_own_words_stands_against_an_example_of_a_move_never_said():
    # "throw one back into the pool" says the return of a saved die; the closest worked example by
    # meaning is a Boss Die swapped into the pool, a move the message says by none of its words
    for message in ("Two Sprays went aside after roll one. Ahead of roll two, may I throw one back into the pool?",
                    "After the first roll I saved 2 Plasmas. Before the second roll can I throw one back into the pool?"):
        r = read(message, "galaxy-dice")
        assert r.sure, (message, r.unsure)
        assert lines(r.position)["ask"].startswith("return ")
        assert check(r.position, "galaxy-dice").verdict == "legal"


def test_the_move_set_aside_by_instead_of_is_neither_the_move_nor_the_table():
    # "rather than using her Psychic Link": the power named is the move not made
    r = read("can my River hit Niska for one damage rather than using her Psychic Link?", "shiny-dice")
    assert r.sure and "psychic" not in lines(r.position)["ask"] and "damage niska" in lines(r.position)["ask"]
    # ... and a crew face named there is no die on the table the reading failed to place
    r = read("Can I spend a Simon die to hit Badger for 1 damage instead of using his Kaylee move? "
             "Nobody is in the KO pile.", "shiny-dice")
    assert r.sure, r.unsure
    assert lines(r.position)["ask"] == "simon damage badger" and "kaylee" not in r.position
    assert check(r.position, "shiny-dice").verdict == "legal"


def test_a_moves_noun_said_as_the_moment_of_another_move_is_not_the_move():
    from referee.rules.reading import reader
    from referee.rules.reading.vocabulary import words_for
    w = words_for("galaxy-dice")

    def moves(message, k):
        text = reader._Text(message, "en")
        return [a.name for a, _o, _t in reader._actions_in(w, text, k, [])]
    # "before my first roll", "after roll two": when the asked move is made, not a roll asked about
    assert "roll" not in moves("Before my first roll I pay 1 token to cycle the stages. Fine?", 0)
    assert "roll" not in moves("Two Sprays aside after roll two, can I put one back in the pool?", 0)
    # ... while the move itself, said after such a moment or counted as the one asked, is read
    assert "roll" in moves("Can I reroll the Sprays after my first roll?", 0)
    assert "roll" in moves("Was her second roll allowed?", 0)
