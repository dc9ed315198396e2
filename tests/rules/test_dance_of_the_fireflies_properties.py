"""Dance of the Fireflies, for the shared property tests (tests/rules/test_properties.py):

- ``positions()``: positions built valid by construction (Fireflies counted, beds without a
  repeated colour, Weeds at the right end, marks allowed for the player count...);
- ``every_ask(p)``: every well-formed ask of the action grammar over the position's pieces,
  built from the grammar and the pieces, never from ``game.candidates``;
- ``unknown_positions()``: small positions with ``?`` values;
- ``resolve(p, action)``: the action ``options`` would list for a parsed ask.
"""
from __future__ import annotations

import properties as props
import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.rules import get_game
from referee.rules.games import dance_of_the_fireflies as df

G = get_game("dance-of-the-fireflies")
SETTINGS = props.fuzz_settings(100)
NAMES = ["Rosa", "Hugo", "Nell", "Omar"]
BLOOMS = ["sun", "moon"]


@st.composite
def _bed(draw, weed_ok=True, unknown_bloom=False):
    n = draw(st.integers(1, 6))
    colours = draw(st.permutations(df.COLOURS))[:n]
    bloom_choices = BLOOMS + ["", "?"] if unknown_bloom else BLOOMS + [""]
    cards = []
    for c in colours:
        kind = draw(st.integers(0, 6))
        if kind == 0:
            cards.append(df.Planted(c, draw(st.sampled_from(BLOOMS + [""])), orchid=True))
        else:
            down = kind == 1
            cards.append(df.Planted(c, draw(st.sampled_from(bloom_choices)), down, firefly=down or kind == 2))
    if weed_ok and n < 6 and draw(st.integers(0, 4)) == 0:
        cards.append(df.Planted("", draw(st.sampled_from(BLOOMS + [""])), weed=True))
    return tuple(cards)


@st.composite
def _card(draw, players: int, ow=False):
    colour = draw(st.sampled_from(list(df.COLOURS) + ([df.OW] if ow else [])))
    mark = draw(st.sampled_from([0, 0, 0] + [m for m in (3, 4) if m <= players]))
    return df.Card(colour, draw(st.sampled_from(BLOOMS)), mark)


@st.composite
def positions(draw, unknowns=False, max_clock=5):
    players = tuple(draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=3, unique=True)))
    k = len(players)
    phase = draw(st.sampled_from(["planting", "planting", "harvesting", "final", "over"]))
    apprentice = draw(st.sampled_from(players))
    turn = draw(st.sampled_from(players)) if phase == "planting" else ""
    size = draw(st.integers(0 if phase != "harvesting" else 2, max_clock))
    on_clock = {pl: 0 for pl in players}
    royal_used: set[str] = set()
    clock = []
    for n in range(size):
        side = draw(st.sampled_from(["day", "night"]))
        if draw(st.integers(0, 5)) == 0:
            clock.append(df.Slot(None, side, ()))
            continue
        card = draw(_card(k, ow=True))
        if unknowns and draw(st.integers(0, 2)) == 0:
            card = df.Card(card.colour, "?", card.mark)
        if unknowns and draw(st.integers(0, 5)) == 0:
            card = df.Card("?", card.bloom, 0)
        count = 5 if card.ow else 3
        filled = draw(st.integers(0, count))
        spaces = []
        for i in range(count):
            kind = draw(st.sampled_from(df.SPACE_KINDS))
            if i < filled:
                who = draw(st.sampled_from(players))
                if who not in royal_used and draw(st.integers(0, 4)) == 0:
                    royal_used.add(who)
                    spaces.append(df.Space(kind, who, True))
                elif on_clock[who] < 4:
                    on_clock[who] += 1
                    spaces.append(df.Space(kind, who))
                else:
                    spaces.append(df.Space(kind))
            else:
                spaces.append(df.Space(kind))
        clock.append(df.Slot(card, side, tuple(spaces)))
    sun = moon = 0
    if size >= 2:
        sun, moon = draw(st.lists(st.integers(1, size), min_size=2, max_size=2, unique=True))
    beds = tuple(tuple(draw(_bed(unknown_bloom=unknowns)) for _ in range(draw(st.integers(0, 2)))) for _ in players)
    supply, royal = [], []
    for i, pl in enumerate(players):
        planted = sum(1 for b in beds[i] for c in b if c.firefly)
        left = 6 - on_clock[pl] - planted
        supply.append(draw(st.integers(max(0, left - 2), max(0, left))) if left >= 0 else 0)
        if pl in royal_used:
            royal.append("supply")
        else:
            royal.append(draw(st.sampled_from(["supply", "supply", "down", "up"] + (["?"] if unknowns else []))))
    # a Flower Bed may be over-planted by the Fireflies count: drop Fireflies rather than invent
    beds = tuple(bs if 6 - on_clock[pl] - sum(1 for b in bs for c in b if c.firefly) >= 0
                 else tuple(tuple(df.Planted(c.colour, c.bloom, False, c.orchid, c.weed, c.mark, False) for c in b)
                            for b in bs) for pl, bs in zip(players, beds))
    hands = tuple(tuple(draw(st.lists(_card(k), max_size=3))) for _ in players)
    done: tuple = ()
    if phase == "planting" and size:
        main = draw(st.sampled_from([(), ("plant",)] + [(f"bid {n}",) for n in range(1, size + 1)]))
        done = main + (("bonus",) if main and draw(st.booleans()) else ())
    elif phase == "harvesting":
        done = draw(st.sampled_from([(), ("harvest",), ("harvest", "refill"), ("harvest", "refill", "royals")]))
    pending = ()
    if phase in ("planting", "harvesting") and draw(st.integers(0, 2)) > 0:
        # a choice waiting is where most actions live (abilities, Weeds, discards): generate it often
        who = draw(st.sampled_from(players))
        i = players.index(who)
        kind = draw(st.sampled_from(["win", "ability", "ability", "ability", "discard", "tie", "second",
                                     "plant-ow", "weed"]))
        nbeds = len(beds[i])
        if kind == "win":
            pending = (df.Pending(who, "win", card=draw(_card(k, ow=True))),)
        elif kind == "ability" and nbeds:
            pending = (df.Pending(who, "ability", draw(st.sampled_from(df.ABILITY)), draw(st.integers(1, nbeds))),)
        elif kind == "second" and nbeds:
            pending = (df.Pending(who, "second", draw(st.sampled_from(df.COLOURS)), draw(st.integers(1, nbeds))),)
        elif kind == "discard":
            pending = (df.Pending(who, "discard"),)
        elif kind == "tie":
            pending = (df.Pending(who, "tie", draw(st.sampled_from(df.COLOURS)),
                                  via=draw(st.sampled_from(["", "royals"]))),)
        elif kind in ("plant-ow", "weed"):
            pending = (df.Pending(who, kind, card=df.Card(df.OW, draw(st.sampled_from(BLOOMS)))),)
    return df.DFPosition(
        players=players, apprentice=apprentice, turn=turn, phase=phase, done=done, clock=tuple(clock),
        sun=sun, moon=moon, supply=tuple(supply), royal=tuple(royal), hands=hands, beds=beds,
        greenhouse=tuple(draw(st.lists(st.builds(df.Card, st.just(df.OW), st.sampled_from(BLOOMS)), max_size=1))),
        shed=draw(st.none() | st.integers(0, 6)),
        compost=tuple(draw(st.lists(_card(k, ow=True), max_size=2))), pending=pending)


def unknown_positions():
    return positions(unknowns=True, max_clock=3)


def _card_text(c: df.Card) -> str:
    return c.render()


def every_ask(p: df.DFPosition) -> list[str]:
    """Every well-formed ask over the position's pieces, from the grammar (not from candidates)."""
    who = p.actor()
    hand = list(dict.fromkeys(p.hand(who))) if who in p.players else []
    cards = [c for c in hand if c.colour in df.COLOURS]
    won = [pd.card for pd in p.pending[:1] if pd.card is not None and pd.kind == "win" and not pd.card.ow]
    plantable = list(dict.fromkeys(cards + [df.Card(c.colour, c.bloom) for c in won]))
    nbeds = len(p.player_beds(who)) if who in p.players else 0
    beds = ["new bed"] + [f"bed {b}" for b in range(1, nbeds + 1)]
    out = ["pass", "end turn", "draw up", "harvest", "refill", "return royals", "new round", "final harvest",
           "reveal", "draw two", "skip"]
    size = len(p.clock)
    for n in range(1, size + 1):
        spaces = len(p.clock[n - 1].spaces or ())
        for royal in ("", " royal"):
            out.append(f"bid {n}{royal}")
            out += [f"bid {n} on space {k}{royal}" for k in range(1, spaces + 1)]
            out += [f"white {n} space {k}{royal}" for k in range(1, spaces + 1)]
            for c in cards:
                out.append(f"bonus {n} discard {_card_text(c)}{royal}")
                out += [f"bonus {n} on space {k} discard {_card_text(c)}{royal}" for k in range(1, spaces + 1)]
        out += [f"switch {n} {m}" for m in range(n + 1, size + 1)]
    for c in plantable:
        for b in beds:
            out += [f"plant {_card_text(c)} in {b}", f"plant {_card_text(c)} face-down in {b}"]
        if c.colour in ("orange", "yellow"):
            out += [f"remove weed from bed {b} with {_card_text(c)}" for b in range(1, nbeds + 1)]
    for colour in df.COLOURS:
        out.append(f"copy {colour}")
        out += [f"plant orchid as {colour} in {b}" for b in beds]
    for o in p.players:
        if o != who:
            out += [f"plant weed in {o} bed {b}" for b in range(1, len(p.player_beds(o)) + 1)]
    out += [f"discard {_card_text(c)}" for c in hand]
    for c in dict.fromkeys(p.compost):
        out += [f"take {_card_text(c)}", f"take {_card_text(c)} into hand"]
    return list(dict.fromkeys(out))


def resolve(p, action):
    """Options are listed without the player's name, and shorthand names the card meant."""
    return None if action.player else df.resolve(p, action)


@SETTINGS
@given(positions())
def test_generated_positions_round_trip(p):
    props.round_trips(G, p)


@SETTINGS
@given(unknown_positions())
def test_unknown_positions_round_trip(p):
    props.round_trips(G, p)


# ---- one position per kind of choice: every action kind is listed by options somewhere ------------
# (hypothesis draws few examples in CI; these make "drop every candidate of one kind" fail for sure)

_CLOCK = ("sundial: sun 1, moon 2\n"
          "flower 1: red sun, day side; day Hugo, mixed, night\n"
          "flower 2: purple moon, day side; mixed Rosa, mixed, day\n"
          "flower 3: white sun, night side; night, night, day\n")
_BASE = "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\n"
SCENARIOS = {
    "turn": _CLOCK + "Rosa hand: orange sun, blue moon\nRosa bed 1: red sun, weed\nask: options\n",
    "after a bid": _CLOCK + "done: bid 1\nRosa hand: blue moon\n",
    "harvest": _CLOCK + "phase: harvesting\n",
    "refill": _CLOCK + "phase: harvesting\ndone: harvest\npotting shed: 5\n",
    "return royals": _CLOCK + "phase: harvesting\ndone: harvest, refill\nRosa royal: crown up\n",
    "new round": _CLOCK + "phase: harvesting\ndone: harvest, refill, royals\n",
    "final harvest": _CLOCK + "phase: harvesting\ndone: harvest\npotting shed: 0\n",
    "reveal": "phase: final\nsundial: sun 1, moon 2\nflower 1: empty, day side\nflower 2: empty, night side\n"
              "potting shed: 0\nRosa bed 1: white sun face-down\n",
    "won flower": "phase: harvesting\ndone: harvest\nRosa bed 1: red sun, weed\npending: Rosa plants won orange moon\n",
    "won orchid/weed": "phase: harvesting\ndone: harvest\nRosa bed 1: red sun\nHugo bed 1: blue sun\n"
                       "pending: Rosa plants won orchid/weed sun\n",
    "red": "Rosa bed 1: red sun with firefly\npotting shed: 5\ndone: plant\npending: Rosa may use red in bed 1\n",
    "white": _CLOCK + "done: plant\nRosa bed 1: white sun with firefly\npending: Rosa may use white in bed 1\n",
    "yellow": "done: plant\nRosa bed 1: red sun, yellow moon with firefly\npending: Rosa may use yellow in bed 1\n",
    "blue": "done: plant\nRosa bed 1: blue sun with firefly\ncompost: red sun, orchid/weed moon\n"
            "pending: Rosa may use blue in bed 1\n",
    "orange": "done: plant\nRosa hand: red sun\nRosa bed 1: orange sun with firefly\npending: Rosa may use orange in bed 1\n",
    "discard": "done: plant\nRosa hand: red sun, ?, ?\nRosa bed 1: red moon with firefly\npending: Rosa must discard a card\n",
    "tie": "phase: harvesting\ndone: harvest\nRosa hand: red sun\nRosa bed 1: blue sun\n"
           "pending: Rosa may plant a red from hand after tie\n",
    "second": "phase: harvesting\ndone: harvest\nRosa hand: red sun\nRosa bed 1: red moon\n"
              "pending: Rosa may plant a second red, not in bed 1\n",
    "taken orchid/weed": "done: plant\nRosa bed 1: blue sun with firefly\nHugo bed 1: red sun\n"
                         "pending: Rosa must plant taken orchid/weed moon\n",
    "removed weed": "done: plant\nRosa bed 1: red sun, orange sun with firefly\nHugo bed 1: red sun\n"
                    "pending: Rosa may replant removed orchid/weed moon\n",
}
KINDS = {"turn": ["bid", "plant", "remove", "pass", "switch"], "after a bid": ["bonus", "end"],
         "harvest": ["harvest"], "refill": ["refill"], "return royals": ["return royals"],
         "new round": ["new round"], "final harvest": ["final"], "reveal": ["reveal"],
         "won flower": ["plant", "remove"], "won orchid/weed": ["plant orchid", "plant weed"], "red": ["draw", "skip"],
         "white": ["white"], "yellow": ["copy"], "blue": ["take"], "orange": ["plant"], "discard": ["discard"],
         "tie": ["plant", "skip"], "second": ["plant"], "taken orchid/weed": ["plant orchid", "plant weed"],
         "removed weed": ["plant weed", "skip"]}


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_every_kind_of_choice_is_listed_exactly(name):
    p = G.parse(_BASE + SCENARIOS[name]).without_asks()
    assert not G.problems(p), [r.to_dict() for r in G.problems(p)]
    opts = G.options(p)
    for kind in KINDS[name]:
        assert any(o.startswith(kind) for o in opts), (name, kind, opts)
    props.options_iff_legal(G, p, every_ask, resolve)
