"""Dance of the Fireflies: syntax errors, scoring, and hypothesis properties
(any text parses or raises, canonical round-trip, options == legal actions)."""
from __future__ import annotations

import pytest
import properties as props
from hypothesis import assume, given
from hypothesis import strategies as st

from referee.rules import PositionSyntaxError, check, get_game
from referee.rules.dsl import Token
from referee.rules.games import dance_of_the_fireflies as df

G = get_game("dance-of-the-fireflies")
SETTINGS = props.fuzz_settings(100)
NAMES = ["Rosa", "Hugo", "Nell", "Omar", "Tomas", "Priya"]


def err(text: str) -> PositionSyntaxError:
    with pytest.raises(PositionSyntaxError) as e:
        check(text)
    return e.value


def tok(text: str) -> Token:
    return Token(text, 1, 1, text)


# ---- syntax -----------------------------------------------------------------------------------

def test_unknown_colour_did_you_mean():
    e = err("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nRosa hand: red sun, purpel\n")
    assert e.line == 3 and e.column == 21
    assert 'did you mean "purple"?' in e.hint


def test_unknown_player_key_hint():
    e = err("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nRossa hand: red\n")
    assert e.line == 3 and "Rosa" in (e.hint or "")


def test_all_errors_at_once():
    e = err("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nRosa hand: bleu\nflower 1: red sun; day\nturn: Hugoo\n")
    assert len(e.errors) == 3
    assert [x.line for x in e.errors] == [3, 4, 5]
    assert 'did you mean "Hugo"?' in e.errors[2].hint


def test_flower_needs_side_and_unstated_bloom_is_unknown():
    assert "side" in str(err("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nflower 1: red sun; day, mixed, night\n"))
    p = G.parse("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nflower 1: red, day side; day, mixed, night\n")
    assert p.clock[0].card == df.Card("red", "?")
    assert "flower 1: red ?, day side" in G.render(p)
    assert [u.fact for u in G.unknowns(p)] == ["the Sun or Moon symbol of flower 1"]


def test_a_side_of_the_sundial_not_stated_makes_a_bid_on_a_moon_or_sun_space_depend_on_it():
    table = "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nflower 1: red sun, {side}; {spaces}\nask: bid 1\n"
    moon_first = "night, mixed, day"
    p = G.parse(table.format(side="? side", spaces=moon_first))
    assert "flower 1: red sun, ? side; night, mixed, day" in G.render(p)  # written back as read
    assert [u.fact for u in G.unknowns(p)] == ["which side of the Sundial flower 1 is on"]
    got = check(table.format(side="? side", spaces=moon_first))
    assert got.verdict == "depends"
    assert "legal if night, illegal if day" in " ".join(got.answers[0].effects)
    assert check(table.format(side="day side", spaces=moon_first)).verdict == "illegal"
    assert check(table.format(side="night side", spaces=moon_first)).verdict == "legal"
    assert check(table.format(side="?", spaces="day, mixed, night")).verdict == "depends"  # a Sun space first
    # a Mixed space first is open on either side: the side decides nothing
    assert check(table.format(side="? side", spaces="mixed, day, night")).verdict == "legal"


def test_whose_firefly_is_on_a_space_can_be_unknown_and_a_royal_switch_turns_on_it():
    """``day ?``: a space whose Firefly, if any, nobody said. DF-SWITCH-OWN needs one of the
    player's own Fireflies on one of the two Flowers, so the switch depends on it."""
    table = ("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\n"
             "flower 1: red, day side; day {owner}, mixed, night\nflower 2: blue, day side; day, mixed, night\n"
             "ask: switch 1 2\n")
    p = G.parse(table.format(owner="?"))
    assert "flower 1: red ?, day side; day ?, mixed, night" in G.render(p) and G.parse(G.render(p)) == p
    got = check(table.format(owner="?")).answers[0]
    assert got.verdict == "depends" and got.reasons[0].rule.id == "DF-SWITCH-OWN"
    (dep,) = got.depends_on
    assert dep["legal_if"] == "Rosa" and dep["illegal_if"] == "Hugo or nobody", dep
    assert check(table.format(owner="Rosa")).verdict == "legal"
    assert check(table.format(owner="Hugo")).verdict == "illegal"
    # filled with the asker, the Firefly comes out of a supply the table left to its default
    assert not check(table.format(owner="?").replace("ask: switch 1 2", "ask: valid")).problems
    # a bid on that Flower reads the space too (taken or free), a move elsewhere leaves it unknown
    assert check(table.format(owner="?").replace("switch 1 2", "bid 1")).verdict == "legal"
    assert "whose Royal" in str(err(table.format(owner="? royal")))


def test_a_bed_flower_of_unsaid_colour_is_unknown_and_the_bed_colour_rules_turn_on_it():
    """``Rosa bed 1: ?, weed``: a Flower whose colour the message does not say. It may be any colour
    the bed does not already hold; a planting into the bed (DF-BED-COLOUR), an Orange pulling its
    Weed (DF-REMOVE-ORANGE) and the score read it, a move elsewhere does not."""
    table = ("game: dance-of-the-fireflies\nplayers: Rosa, Ana\nturn: Rosa\nRosa hand: orange sun\n"
             "Rosa bed 1: {bed}\nask: {ask}\n")
    weeded = table.format(bed="?, weed", ask="remove weed from bed 1 with orange sun")
    p = G.parse(weeded)
    assert "Rosa bed 1: ?, weed" in G.render(p) and G.parse(G.render(p)) == p
    assert G.parse(table.format(bed="red sun, ? moon, ? face-down", ask="pass")) == \
        G.parse(G.render(G.parse(table.format(bed="red sun, ? moon, ? face-down", ask="pass"))))
    (u,) = G.unknowns(p)
    assert u.fact == "the colour of the Flower in Rosa's bed 1" and u.values == df.COLOURS
    got = check(weeded).answers[0]
    assert got.verdict == "depends", got
    (dep,) = got.depends_on
    assert dep["illegal_if"] == "orange" and "red" in dep["legal_if"], dep
    assert check(weeded.replace("?, weed", "red, weed")).verdict == "legal"
    assert check(weeded.replace("?, weed", "orange, weed")).verdict == "illegal"
    # only the colours the bed may still hold: a bed of five told colours leaves one
    five = table.format(bed="red, white, yellow, blue, purple, ?", ask="pass")
    assert [u.values for u in G.unknowns(G.parse(five))] == [("orange",)]
    # a planting: depends on the unsaid colour; two unsaid Flowers are never read as one colour twice
    assert check(table.format(bed="?, ?", ask="plant orange sun in bed 1")).verdict == "depends"
    assert check(table.format(bed="?, ?", ask="valid")).verdict == "legal"
    assert check(table.format(bed="orange, ?", ask="plant orange sun in bed 1")).verdict == "illegal"
    # a move elsewhere does not read it
    assert check(table.format(bed="?", ask="plant orange sun in new bed")).verdict == "legal"
    # the score reads it (a Purple scores one more)
    over = table.format(bed="?, white", ask="score Rosa").replace("turn: Rosa\n", "phase: over\n")
    assert "depends on the colour of the Flower in Rosa's bed 1" in " ".join(check(over).answers[0].effects)


def test_a_planting_into_an_unsaid_bed_depends_on_it_in_a_chain():
    """``plant blue in bed ?``: the bed is not said (one of the player's beds or a new one). The
    Orange's extra Flower gets its ability only in the Orange's bed (DF-CHAIN-SAME / DF-CHAIN-OTHER)."""
    table = ("game: dance-of-the-fireflies\nplayers: Rosa, Ana\nturn: Rosa\nRosa hand: blue\n"
             "Rosa bed 1: orange\npending: Rosa may use orange in bed 1\ncompost: red\nask: {ask}\n")
    a = G.parse_action(Token("plant blue in bed ?", 1, 1, "plant blue in bed ?"))
    assert a == df.Plant(df.Card("blue"), df.UNSAID_BED) and G.render_action(a) == "plant blue in bed ?"
    got = check(table.format(ask="plant blue in bed ? then take red")).answers[0]
    assert got.verdict == "depends", got
    (dep,) = got.depends_on
    assert dep["legal_if"] == "bed 1" and dep["illegal_if"] == "a new bed", dep
    assert check(table.format(ask="plant blue in bed ?")).verdict == "legal"  # either bed takes it
    two = table.format(ask="plant blue in bed ?").replace("Rosa bed 1: orange\n", "Rosa bed 1: orange\nRosa bed 2: blue\n")
    assert check(two).answers[0].depends_on[0]["illegal_if"] == "bed 2"


def test_pending_lines_are_forgiving_with_did_you_mean():
    base = "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nRosa bed 1: red sun\n"
    for line in ("Rosa plants won blue sun", "Rosa: must plant the won blue sun", "rosa won blue sun"):
        p = G.parse(base + f"pending: {line}\n")
        assert p.pending == (df.Pending("Rosa", "win", card=df.Card("blue", "sun")),), line
    p = G.parse(base + "pending: Rosa can use the red ability in bed 1, copied by yellow\n")
    assert p.pending == (df.Pending("Rosa", "ability", "red", 1, via="yellow"),)
    e = err(base + "pending: Rosa may plnt a secnd red, not in bed 1\n")
    assert e.line == 4 and 'did you mean "second"?' in (e.hint or "")
    e = err(base + "pending: Rosa may use rde in bed 1\n")
    assert 'did you mean "red"?' in (e.hint or "")


def test_forgiving_input():
    p = G.parse("Game: Dance-of-the-Fireflies\nPLAYERS: Rosa, Hugo\nflower 1: Red Sun, Day Side; Sun Space Rosa, MIX, Moon\n"
                "rosa hand: Reds, Blue Moons\nRosa Bed 1: Orchid as White, yellow face down, Weed\n")
    assert G.render(p) == ("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\napprentice: Rosa\nturn: Rosa\nphase: planting\n"
                           "flower 1: red sun, day side; day Rosa, mixed, night\nRosa supply: 4\nRosa hand: red, blue moon\n"
                           "Rosa bed 1: orchid as white, yellow face-down, weed\nHugo supply: 6\n")


@pytest.mark.parametrize("line,col,words", [
    ("Rosa hand: red x1000000", 16, "at most 90"),
    ("Rosa supply: 9", 14, "6 Regular Fireflies"),
    ("flower 13: red sun, day side; day, mixed, night", 1, "numbered 1 to 12"),
    ("greenhouse: orchid/weed x7", 25, "6 Orchid/Weed Cards"),
    ("potting shed: 91", 15, "90 cards"),
    ("flower 1: red sun, day side; day, day, day, day, day, day", 55, "at most 5"),
    ("Rosa bed 100: red", 1, "numbered from 1 to 90"),
])
def test_bounds_from_the_components(line, col, words):
    e = err("game: dance-of-the-fireflies\nplayers: Rosa, Hugo\n" + line + "\n")
    assert (e.line, e.column) == (3, col) and words in str(e)


def test_seven_players_is_a_pointed_error():
    e = err("game: dance-of-the-fireflies\nplayers: A, B, C, D, E, F, G\n")
    assert (e.line, e.column) == (2, 28) and "6 Player Guides" in str(e)


def test_action_syntax():
    assert G.render_action(G.parse_action(tok("Rosa bids on flower 3 with the Royal"))) == "Rosa: bid 3 royal"
    assert G.render_action(G.parse_action(tok("plant a face-down Red in a new bed"))) == "plant red face-down in new bed"
    assert G.render_action(G.parse_action(tok("switch 4 and 3"))) == "switch 3 4"
    assert G.render_action(G.parse_action(tok("bid on flower 3, space 2, with my royal"))) == "bid 3 on space 2 royal"
    assert G.render_action(G.parse_action(tok("pull the weed from bed 2 with the orange sun"))) == "remove weed from bed 2 with orange sun"
    assert G.render_action(G.parse_action(tok("final harvest"))) == "final harvest"
    assert G.render_action(G.parse_action(tok("reveal the face-down flowers"))) == "reveal"
    with pytest.raises(PositionSyntaxError) as e:
        G.parse_action(tok("bidd 3"))
    assert 'did you mean "bid"?' in e.value.hint


# ---- scoring ----------------------------------------------------------------------------------

@pytest.mark.parametrize("n,points", [(1, 0), (2, 1), (3, 3), (4, 5), (5, 8), (6, 12)])
def test_bed_table(n, points):
    bed = tuple(df.Planted(c) for c in ("red", "white", "yellow", "orange", "blue", "green")[:n] if c != "green")
    if n == 6:
        bed = bed + (df.Planted("purple", orchid=True),)  # an Orchid as Purple: no bonus
    assert df.bed_score(bed)[0] == points


def test_weed_does_not_count_and_purple_bonus():
    bed = (df.Planted("purple"), df.Planted("red"), df.Planted("blue"), df.Planted("", weed=True))
    assert df.bed_score(bed)[0] == 3 + 1


def test_mixed_blooms_no_harmony():
    bed = tuple(df.Planted(c, "sun") for c in ("red", "white", "yellow", "orange", "blue")) + (df.Planted("purple", "moon"),)
    assert df.bed_score(bed)[0] == 13


def test_examples_check_cleanly():
    for ex in G.examples:
        result = check(ex["position"])
        assert not result.problems, ex["title"]
        assert all(a.legal or a.reasons for a in result.answers)


# ---- hypothesis -------------------------------------------------------------------------------

blooms = st.sampled_from(["", "sun", "moon"])
marks = st.sampled_from([0, 0, 3, 5])


@st.composite
def cards(draw, ow=True, unknown=True):
    colours = list(df.COLOURS) + ([df.OW] if ow else [])
    if unknown and draw(st.integers(0, 6)) == 0:
        return df.Card(df.UNKNOWN)
    return df.Card(draw(st.sampled_from(colours)), draw(blooms), draw(marks))


@st.composite
def planted(draw):
    kind = draw(st.integers(0, 5))
    if kind == 0:
        return df.Planted("", draw(blooms), weed=True)
    if kind == 1:
        return df.Planted(draw(st.sampled_from(df.COLOURS)), draw(blooms), orchid=True)
    down = draw(st.booleans())
    colour = df.UNKNOWN if kind == 5 and draw(st.booleans()) else draw(st.sampled_from(df.COLOURS))  # "?": unsaid
    return df.Planted(colour, draw(blooms), down, firefly=down or draw(st.booleans()))


@st.composite
def positions(draw):
    players = tuple(draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=4, unique=True)))
    phase = draw(st.sampled_from(df.PHASES))
    apprentice = draw(st.sampled_from(players))
    turn = draw(st.sampled_from(players)) if phase == "planting" else ""
    n = draw(st.integers(0, 5))
    clock = []
    for _ in range(n):
        if draw(st.integers(0, 5)) == 0:
            clock.append(df.Slot(None, draw(st.sampled_from(["day", "night"]))))
            continue
        card = df.Card(draw(st.sampled_from(list(df.COLOURS) + [df.OW])), draw(st.sampled_from(["sun", "moon"])), draw(marks))
        size = 5 if card.ow else 3
        spaces = tuple(df.Space(draw(st.sampled_from(df.SPACE_KINDS)), *draw(
            st.sampled_from([("", False)] * 3 + [(pl, r) for pl in players for r in (False, True)]))) for _ in range(size))
        clock.append(df.Slot(card, draw(st.sampled_from(["day", "night"])), spaces))
    assume(all(sum(1 for sl in clock for sp in sl.spaces if sp.owner == pl and not sp.royal) <= 6 for pl in players))
    sun = moon = 0
    if n >= 2:
        sun, moon = draw(st.lists(st.integers(1, n), min_size=2, max_size=2, unique=True))
    main = draw(st.sampled_from([(), ("plant",)] + [(f"bid {k}",) for k in range(1, n + 1)]))
    extra = tuple(x for x in ("bonus", "switch", "harvest") if draw(st.booleans()) and draw(st.booleans()))
    k = len(players)
    beds = tuple(tuple(tuple(draw(st.lists(planted(), min_size=1, max_size=4))) for _ in range(draw(st.integers(0, 2))))
                 for _ in range(k))
    pend = []
    for _ in range(draw(st.integers(0, 2))):
        who = draw(st.sampled_from(players))
        kind = draw(st.sampled_from(["win", "second", "ability", "discard", "tie", "plant-ow", "weed"]))
        colour = draw(st.sampled_from(df.COLOURS))
        card = None
        if kind == "win":
            card = draw(cards(unknown=False))
        elif kind in ("plant-ow", "weed"):
            card = df.Card(df.OW, draw(blooms))
        if kind in ("discard", "win", "plant-ow", "weed"):
            colour = ""
        bed = draw(st.integers(0, 3)) if kind in ("second", "ability") else 0
        via = ""
        if kind == "ability" and draw(st.booleans()):
            via = "yellow"
        if kind == "tie" and draw(st.booleans()):
            via = "royals"
        pend.append(df.Pending(who, kind, colour, bed, card, via))
    return df.DFPosition(
        players=players, apprentice=apprentice, turn=turn, phase=phase, done=main + extra,
        clock=tuple(clock), sun=sun, moon=moon,
        # a player owns 6 regular Fireflies: never more in supply and on the Clock together
        # (past that the notation refuses the count, so apply could not write the position after)
        supply=tuple(draw(st.integers(0, max(0, 6 - sum(1 for sl in clock for sp in sl.spaces
                                                         if sp.owner == pl and not sp.royal))))
                     for pl in players),
        royal=tuple(draw(st.sampled_from(["supply", "supply", "down", "up"])) for _ in range(k)),
        hands=tuple(tuple(draw(st.lists(cards(ow=False), max_size=4))) for _ in range(k)), beds=beds,
        greenhouse=tuple(draw(st.lists(st.builds(df.Card, st.just(df.OW), blooms), max_size=2))),
        shed=draw(st.none() | st.integers(0, 12)),
        compost=tuple(draw(st.lists(cards(unknown=False), max_size=3))), pending=tuple(pend))


ACTIONS = st.sampled_from([
    "bid 1", "bid 2 royal", "bid 3", "bonus 2 discard red", "bonus 1 discard blue sun royal", "plant red in new bed",
    "plant blue moon face-down in bed 1", "plant orange in bed 1", "plant yellow in bed 2", "plant orchid as red in bed 1",
    "plant weed in Hugo bed 1", "plant weed in Rosa bed 1", "pass", "end turn", "switch 1 2", "switch 2 3", "harvest",
    "refill", "draw two", "discard red", "discard ?", "white 1 space 2", "white 2 space 1 royal", "copy red",
    "copy orange", "take red", "take orchid/weed", "take orchid/weed into hand", "skip", "Rosa: bid 1", "Hugo: pass"])
LINES = st.sampled_from(["game: dance-of-the-fireflies", "players: Rosa, Hugo", "flower 1: red sun, day side; day, mixed, night",
                         "flower 2: orchid/weed moon, night side; night, day Rosa royal, mixed, night, day",
                         "Rosa bed 1: red, orchid as blue, weed", "Hugo hand: purple sun 4+, ?", "pending: Rosa may use red in bed 1",
                         "sundial: sun 1, moon 2", "phase: harvesting", "done: bid 1, bonus", "ask: options", "ask: score",
                         "ask: bid 1 then bonus 2 discard red", "ask: winner 1", "ask: Rosa wins 2", "Rosa supply: 9",
                         "compost: orchid/weed", "greenhouse: red", "potting shed: x", "flower 3: empty, day side"])


@SETTINGS
@given(st.text(max_size=150) | st.lists(LINES | st.text(max_size=25), max_size=8).map("\n".join))
def test_any_text_parses_or_raises_position_error(text):
    props.text_parses_or_raises(text, "dance-of-the-fireflies")


@SETTINGS
@given(positions())
def test_render_parse_round_trip(p):
    props.round_trips(G, p)


def _as_listed(p, action):
    """Options are listed without the player's name, and shorthand (plant red) names the card meant."""
    return None if action.player else df.resolve(p, action)


@SETTINGS
@given(positions(), st.lists(ACTIONS, min_size=1, max_size=4))
def test_options_are_exactly_the_legal_actions(p, asks):
    props.options_are_exactly_the_legal_actions(G, p, asks, resolve=_as_listed)


@SETTINGS
@given(positions(), st.lists(ACTIONS | st.sampled_from(["options", "score", "winner", "winner 1", "Rosa wins 1",
                                                         "score Hugo", "setup", "bid 1 then bonus 2 discard red"]), max_size=3))
def test_check_never_raises_on_generated_positions(p, asks):
    props.check_never_raises(G, p, asks)


def test_players_can_be_named_by_their_lines_alone():
    text = ("game: dance\nRosa bed 1: red sun, blue moon, white sun, yellow sun, orange sun, purple moon\n"
            "Hugo bed 1: red sun, blue sun\nask: score Hugo\n")
    result = check(text)
    assert not result.problems
    assert G.parse(text).players == ("Rosa", "Hugo")
    assert result.answers[0].value == 1


def test_notation_reference_examples_parse():
    base = "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\n"
    for doc in G.notation_keys:
        if doc.key in ("game", "players"):
            G.parse(doc.example + "\n" + ("players: Rosa, Hugo\n" if doc.key == "game" else ""))
        else:
            G.parse(base + doc.example + "\n")
    for doc in G.notation_actions:
        G.parse_action(tok(doc.example))
    notation = G.describe()["notation"]
    assert {"options", "score", "valid"} <= {q["syntax"] for q in notation["questions"]}
    assert any("remove weed" in a["syntax"] for a in notation["actions"])


def test_unstated_symbols_on_a_full_clock_still_get_options_score_and_valid():
    """Ten Flowers without a Sun/Moon symbol are ten unknowns (1,024 completions): the questions
    enumerate only what they read, so they are answered, not refused as too large."""
    lines = ["game: dance-of-the-fireflies", "players: Rosa, Hugo", "sundial: sun 1, moon 2"]
    lines += [f"flower {k}: red, day side; mixed, day, night" for k in range(1, 11)]
    lines += ["Rosa hand: blue moon", "Rosa bed 1: yellow sun", "ask: options", "ask: score", "ask: valid"]
    result = check("\n".join(lines) + "\n")
    assert len(G.unknowns(G.parse("\n".join(lines)))) == 10
    opts, score, valid = result.answers
    assert "bid 1" in opts.options and "plant blue moon in bed 1" in opts.options
    assert score.verdict == "legal" and valid.verdict == "legal"


def test_a_claimed_score_is_judged_and_round_trips():
    """``score PLAYER N``: the total claimed for a player, legal when the book scores it so, else
    illegal led by the rule the claim got wrong (a Weed counted, an Orchid given the Purple bonus,
    the wrong Harmony bonus); a symbol nobody remembers makes it depend."""
    base = "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nphase: over\n"
    cases = [("Rosa bed 1: red, white, orchid as purple\n", "score Rosa 4", "illegal", "DF-SCORE-ORCHID-PURPLE"),
             ("Rosa bed 1: red, white, orchid as purple\n", "score Rosa 3", "legal", "DF-SCORE-BEDS"),
             ("Rosa bed 1: red, white, purple\n", "score Rosa 3", "illegal", "DF-SCORE-PURPLE"),
             ("Rosa bed 1: red, white, yellow, orange, weed\n", "score Rosa is 8 points", "illegal", "DF-SCORE-WEEDS"),
             ("Rosa bed 1: red sun, white sun, yellow sun, orange sun, blue sun, purple sun\n", "score Rosa 17",
              "illegal", "DF-HARMONY-NIGHT"),
             ("Rosa bed 1: red sun, white moon, yellow sun, orange sun, blue sun, purple sun\n", "score Rosa 15",
              "illegal", "DF-HARMONY-DAY"),
             ("Rosa bed 1: red moon, white moon, yellow moon, orange moon, blue moon, purple moon\n", "score Rosa 17",
              "legal", "DF-SCORE-BEDS")]
    for bed, ask, verdict, first in cases:
        text = base + bed + f"ask: {ask}\n"
        ans = check(text).answers[0]
        assert (ans.verdict, ans.reasons[0].rule.id) == (verdict, first), (ask, bed)
        p = G.parse(text)
        assert G.parse(G.render(p)) == p
    assert G.render_action(G.parsed_action(tok("score Rosa 4"))) == "score Rosa 4"
    assert G.render_action(G.parsed_action(tok("score Rosa"))) == "score Rosa"
    with pytest.raises(PositionSyntaxError):
        check(base + "Rosa bed 1: red\nask: score Rosa 4 apples\n")
