"""Shiny Dice notation: bounds from the book's components, the notation reference, unknowns."""
from __future__ import annotations

import pytest

from referee.rules import PositionSyntaxError, check, get_game

G = get_game("shiny-dice")


@pytest.mark.parametrize("line, column, says", [
    ("serenity: mal x8", 11, "the game has 7 Outlaw dice"),
    ("serenity: river x2, river x2", 21, "the game has 3 Passenger dice"),
    ("foes: niska x6", 7, "the game has 5 Foe dice"),
    ("foes: ?, ?, ?, ?, ?, ?", 22, "the game has 5 Foe dice"),
    ("supplies: 11", 11, "the game has 10 Crew dice"),
    ("captured: 6", 11, "at most 5 Badger dice"),
    ("banked: 9000", 9, "8000 VP"),
    ("banked-supplies: 61", 18, "60 Supplies"),
    ("rounds: 21", 9, "20"),
    ("others: a 1, b 2, c 3, d 4, e 5", 29, "5 Player Screens"),
    ("rolling: foe x99999999999", 14, "more than"),
])
def test_counts_past_the_components_are_errors_at_their_place(line, column, says):
    with pytest.raises(PositionSyntaxError) as err:
        G.parse("game: shiny-dice\n" + line + "\n")
    e = err.value.errors[0] if getattr(err.value, "errors", None) else err.value
    assert e.line == 2 and e.column == column, (e.line, e.column, str(e))
    assert says in str(e)


def test_notation_reference_examples_all_parse_and_answer():
    doc = G.describe()["notation"]
    keys = {k["key"] for k in doc["keys"]}
    assert {"phase", "struck", "penalty-applied", "others", "serenity", "foes"} <= keys
    for k in doc["keys"]:
        if k["key"] in ("game", "ask"):
            continue
        step = {"struck": "step: misbehave\n", "penalty-applied": "step: get-a-crew\n",
                "rerolled": "step: get-a-crew\n", "phase": "step: get-a-crew\n",
                "supplies-claimed": "step: misbehave\nphase: damage-report\n"}.get(k["key"], "")
        G.parse("game: shiny-dice\n" + step + k["example"] + "\n")
    syntaxes = [a["syntax"] for a in doc["actions"]]
    assert "penalty" in syntaxes and "strike saffron [cargo FACES]" in syntaxes
    for a in doc["actions"]:
        answer = check("game: shiny-dice\nask: " + a["example"] + "\n").answers[0]
        assert answer.verdict in ("legal", "illegal") and answer.ask == a["example"]


def test_penalty_reaches_each_other_player():
    result = check("game: shiny-dice\nstep: get-a-crew\nphase: check\nserenity: mal\nfoes: niska x4\n"
                   "others: ann 500, bo 0, cy ?\nask: penalty\n")
    ans = result.answers[0]
    assert ans.verdict == "legal" and ans.reasons[0].rule.id == "SD-FOUR-OF-A-KIND"
    assert "others: ann 400, bo 0, cy ?" in ans.after
    assert "step: get-a-crew" in ans.after and "penalty-applied: yes" in ans.after


def test_five_of_a_kind_ends_the_turn_and_cannot_follow_step_1():
    after = check("game: shiny-dice\nstep: get-a-crew\nphase: check\nfoes: saffron x5\nothers: ann 100\n"
                  "ask: penalty\n").answers[0].after
    assert "step: turn-over" in after and "others: ann 0" in after
    later = check("game: shiny-dice\nstep: get-a-mission\nfoes: saffron x5\nask: valid\n")
    assert later.verdict == "illegal" and later.problems[0].rule.id == "SD-FIVE-OF-A-KIND"


def test_an_unknown_foe_die_can_flip_the_verdict():
    ans = check("game: shiny-dice\nstep: get-a-crew\nphase: check\nserenity: mal\nfoes: niska x3, ?\n"
                "ask: proceed\n").answers[0]
    assert ans.verdict == "depends"
    (dep,) = ans.depends_on
    assert "unknown Foe die" in dep["fact"] and "niska" in str(dep["illegal_if"])


def test_step_phases_round_trip():
    for text in ("step: get-a-crew\nphase: check", "step: misbehave\nphase: damage-report",
                 "step: misbehave\nphase: foes-strike\nfoes: niska, saffron\nstruck: niska"):
        p = G.parse("game: shiny-dice\n" + text + "\n")
        assert G.parse(G.render(p)) == p and text.splitlines()[1] in G.render(p)


def test_a_huge_count_of_unknown_faces_is_a_pointed_error():
    from referee.rules import check
    from referee.rules.errors import PositionSyntaxError
    text = ("game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: jayne\n"
            "foes: ? x" + "9" * 4400 + "\nask: options\n")
    with pytest.raises(PositionSyntaxError) as err:
        check(text)
    assert (err.value.line, err.value.column) == (5, 7)
    assert "the game has 5 Foe dice" in err.value.message


def test_a_mission_keyword_can_be_unknown_and_escape_turns_on_it():
    """``keywords escape ?``: a Mission nobody described may or may not carry Escape; Escape is
    legal only with it (and completed): the answer lists the combinations that make it legal."""
    pos = ("game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nfoes: badger\n"
           "mission: keywords gorram, escape ?; completed ?\n")
    p = G.parse(pos)
    assert p.mission.maybe == ("escape",) and p.mission.keywords == ("gorram",)
    assert "escape ?" in G.render(p) and G.parse(G.render(p)) == p
    ans = check(pos + "ask: escape\n").answers[0]
    assert ans.verdict == "depends" and len(ans.depends_on) == 2
    assert ans.legal_when == [{"whether the Mission was completed this turn": "yes",
                               "whether the Mission has the Escape keyword": "yes"}]
    assert ans.to_dict()["legal_when"] == ans.legal_when
    said = check(pos.replace("escape ?", "escape").replace("completed ?", "completed") + "ask: escape\n")
    assert said.answers[0].verdict == "legal"
    with pytest.raises(PositionSyntaxError, match="which keyword is not known"):
        G.parse("game: shiny-dice\nmission: keywords ?\n")


def test_whether_the_mission_was_completed_can_be_unknown_and_decides_bushwhacked_and_gorram():
    """``completed ?``: Keep Flyin' on a Bushwhacked Mission (or Lay Low on a Gorram one) turns on it."""
    pos = "game: shiny-dice\nstep: lay-low-or-keep-flyin\nmission: keywords bushwhacked; completed ?\n"
    p = G.parse(pos)
    assert "completed ?" in G.render(p) and G.parse(G.render(p)) == p
    ans = check(pos + "ask: keep-flyin\n").answers[0]
    assert ans.verdict == "depends"
    (dep,) = ans.depends_on
    assert dep["legal_if"] == "yes" and dep["illegal_if"] == "no"
    gorram = check("game: shiny-dice\nstep: lay-low-or-keep-flyin\nmission: keywords gorram; completed ?\n"
                   "ask: lay-low\n").answers[0]
    assert gorram.verdict == "depends"
    # a fact no rule of the move reads rides along: laying low on a Bushwhacked Mission is legal either way
    assert check(pos + "ask: lay-low\n").answers[0].verdict == "legal"


def test_the_difficulty_can_be_unknown_and_the_get_a_crew_penalty_turns_on_it():
    """``difficulty: ?``: the table did not say which level it plays. Three of a kind costs the others
    100 VP on Legendary only, four on every level but Rookie, five on all; past Step 1 it rides along."""
    pos = "game: shiny-dice\ndifficulty: ?\nstep: get-a-crew\nphase: check\nserenity: mal\nfoes: niska x{n}\n"
    p = G.parse(pos.format(n=3))
    assert p.difficulty == "?" and "difficulty: ?" in G.render(p) and G.parse(G.render(p)) == p
    three = check(pos.format(n=3) + "ask: penalty\n").answers[0]
    assert three.verdict == "depends"
    (dep,) = three.depends_on
    assert dep["legal_if"] == "legendary"
    assert check(pos.format(n=4) + "ask: penalty\n").answers[0].verdict == "depends"
    assert check(pos.format(n=5) + "ask: penalty\n").answers[0].verdict == "legal"
    later = "game: shiny-dice\ndifficulty: ?\nstep: misbehave\nserenity: zoe\nfoes: saffron\nask: zoe cover-fire saffron\n"
    assert check(later).answers[0].verdict == "legal"


def test_the_faces_a_mission_needs_can_be_unknown_and_sabotage_turns_on_them():
    """``needs ?``: a Sabotage Mission nobody described forces the reroll unless Serenity already shows
    what it needs, so keeping the dice turns on those faces (and on the Crew's, when they are ? too)."""
    pos = "game: shiny-dice\nstep: get-a-mission\nserenity: mal, zoe\nmission: needs ?; keywords sabotage\n"
    p = G.parse(pos)
    assert "needs ?" in G.render(p) and G.parse(G.render(p)) == p
    ans = check(pos + "ask: proceed\n").answers[0]
    assert ans.verdict == "depends"
    (dep,) = ans.depends_on
    assert dep["legal_if"] == "mal or zoe" or set(dep["legal_if"].replace(" or ", ", ").split(", ")) == {"mal", "zoe"}
    assert ans.reasons[0].rule.id == "SD-SABOTAGE"
    # a face said beside the unknown one still has to show: "needs zoe, ?" with no Zoe is the reroll
    assert check(pos.replace("needs ?", "needs wash, ?") + "ask: proceed\n").verdict == "illegal"
    # completing a Mission whose faces nobody said turns on them too
    done = check("game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: mal\nmission: needs ?\n"
                 "ask: complete\n").answers[0]
    assert done.verdict == "depends"


def test_salvation_counts_foes_not_foe_dice_and_depends_on_foes_nobody_named():
    """The positions the Salvation worked examples stand on: one Book per Foe in play (three Niska
    dice are one Foe), and Foe dice nobody read (``?``) leave it to how many different Foes they are."""
    plan = "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\n"
    two = plan + "serenity: book x2\n"
    assert check(two + "foes: niska x3, badger\nask: book salvation\n").verdict == "legal"
    assert check(two + "foes: saffron x3, niska\nask: book salvation\n").verdict == "legal"
    bad = check(two + "foes: niska, saffron, badger\nask: book salvation\n").answers[0]
    assert bad.verdict == "illegal" and bad.reasons[0].rule.id == "SD-BOOK"
    for pos in (two + "foes: ? x3\n", plan + "serenity: book\nfoes: ? x2\n"):
        ans = check(pos + "ask: book salvation\n").answers[0]
        assert ans.verdict == "depends" and ans.reasons[0].rule.id == "SD-BOOK", pos


def test_books_discarded_to_bank_the_pool_are_not_read_as_laying_low():
    """"He discarded both Books to bank the 300 and end his turn" is Book's Salvation, not Step 4's
    Lay Low ("bank the" alone says Lay Low): the declared words do not read it as Lay Low."""
    from referee.rules.reading.reader import _read_words
    salvation = _read_words("Leo had two Book dice and 300 points at risk. He discarded both Books to bank the 300 "
                            "and end his turn.", "shiny-dice", "en")
    assert salvation.action != "lay-low" and "lay-low" not in salvation.position
    lay_low = _read_words("Leo had 300 points at risk. He banks the 300 and ends his turn.", "shiny-dice", "en")
    assert lay_low.action == "lay-low"


def test_inspiration_can_take_dice_nobody_named_from_the_cargo_hold():
    """``mal inspiration ? x2``: "he pulled two dice out of the cargo hold" leaves their faces open;
    two Passengers are legal, two Outlaws (or a Supply) are not, so it depends on them. A ``?`` in
    the ask is one of the Cargo Hold's dice: one it is known to hold, or one of its own ``?``."""
    pos = "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: mal\nfoes: saffron\n"
    for ask in ("mal inspiration ? x2", "mal inspiration zoe, ?", "mal inspiration ? -> river"):
        a = G.parse_action(G.parse(pos + f"ask: {ask}\n").ask_tokens[0])
        assert G.parse_action(G.parse(pos + f"ask: {G.render_action(a)}\n").ask_tokens[0]) == a
    p = G.parse(pos + "cargo-hold: ? x2\nask: mal inspiration ? x2\n")
    assert G.parse(G.render(p)) == p and "mal inspiration ? x2" in G.render(p)
    ans = check(pos + "cargo-hold: ? x2\nask: mal inspiration ? x2\n").answers[0]
    assert ans.verdict == "depends" and ans.reasons[0].rule.id == "SD-MAL-INSPIRATION"
    assert "Inspiration takes from the Cargo Hold" in ans.depends_on[0]["fact"]
    assert "book" in ans.depends_on[0]["legal_if"] and "zoe" not in ans.depends_on[0]["legal_if"]
    # the Cargo Hold's known faces decide: two Passengers there, two Outlaws there
    assert check(pos + "cargo-hold: simon, river\nask: mal inspiration ? x2\n").verdict == "legal"
    assert check(pos + "cargo-hold: zoe, jayne\nask: mal inspiration ? x2\n").verdict == "illegal"
    # one die nobody named: any Crew face may come back, a Supply die may not
    one = check(pos + "cargo-hold: ? x2\nask: mal inspiration ?\n").answers[0]
    assert one.verdict == "depends" and one.depends_on[0]["illegal_if"] == "supplies"
    # the die taken leaves the Cargo Hold: a ? there stands for the face that came back
    after = check(pos + "cargo-hold: zoe, ? x2\nask: mal inspiration ? -> river\n").answers[0]
    assert after.verdict == "depends"
    legal = check(pos + "cargo-hold: zoe, ?\nask: mal inspiration zoe -> zoe\n").answers[0]
    assert legal.verdict == "legal" and "cargo-hold: ?" in legal.after
    # only Inspiration takes dice nobody named
    with pytest.raises(PositionSyntaxError, match="only Inspiration"):
        check(pos + "cargo-hold: zoe\nask: zoe cover-fire ?\n")
