"""Blue Sun property tests: any text parses or raises the DSL error, canonical text round-trips,
``ask: options`` lists exactly the legal actions, legal actions lead to valid positions."""
from __future__ import annotations

import properties as props
from hypothesis import given
from hypothesis import strategies as st

from referee.rules import get_game
from referee.rules.games import blue_sun as bs

SETTINGS = props.fuzz_settings(60)
G = get_game("blue-sun")
SECTOR_NAMES = ["Burnham Reach", "Deadwood", "Highgate", "Space Bazaar", "Meridian", "Haze", "Uroboros Rock"]
PLAYER_NAMES = ["Sally", "Bo", "John"]
CONTACTS = ["lord harrow", "mr universe", "badger"]
MONEY = st.sampled_from([0, 100, 300, 600, 1000])


@st.composite
def sectors(draw):
    names = draw(st.lists(st.sampled_from(SECTOR_NAMES), min_size=2, max_size=5, unique=True))
    out = []
    for n in names:
        planets = draw(st.sampled_from([(), (n,), ("Ita",), (n, "Ita")]))
        out.append(bs.Sector(
            name=n, regions=(draw(st.sampled_from(["rim", "border", "alliance"])),), planets=planets,
            reaver_space=draw(st.booleans()), uroboros=draw(st.booleans()),
            supply=draw(st.booleans()), contact=draw(st.booleans()),
            reaver_alerts=draw(st.integers(0, 3)), alliance_alerts=draw(st.integers(0, 2))))
    return out


@st.composite
def positions(draw):
    secs = draw(sectors())
    keys = [s.key for s in secs]
    pairs = [(a, b) for i, a in enumerate(keys) for b in keys[i + 1:]]
    links = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=len(pairs)))
    links = tuple((*sorted(p), draw(st.booleans())) for p in links)   # each pair in name order
    links = tuple(sorted(links, key=lambda l: (keys.index(l[0]), keys.index(l[1]))))
    reavers = draw(st.lists(st.sampled_from(keys), unique=True, max_size=3))
    reavers = tuple(sorted(reavers, key=keys.index))
    cruiser = draw(st.sampled_from([""] + keys))
    players, cards = [], []
    for name in draw(st.lists(st.sampled_from(PLAYER_NAMES), min_size=1, max_size=3, unique=True)):
        at = draw(st.sampled_from([""] + keys))
        pending = draw(st.sampled_from(["", "", "alert", "company"]))
        company, company_at = (), ""
        if pending == "company":
            company = draw(st.sampled_from([("reaver",), ("cruiser",), ("reaver", "cruiser")]))
            company_at = draw(st.sampled_from([""] + [k for k in keys if k != at]))
        stuff = tuple((k, n) for k in bs.TRADEABLE
                      for n in [draw(st.integers(0, 2)) if k in ("cargo", "fuel", "crew") else 0] if n)
        trust = tuple(draw(st.lists(st.sampled_from(CONTACTS), unique=True, max_size=2)))
        p = bs.Player(name=name, at=at, haven=draw(st.sampled_from([""] + keys)), outlaw=draw(st.booleans()),
                      scanner=draw(st.booleans()), credits=draw(MONEY), stuff=stuff, trust=trust,
                      fly=draw(st.sampled_from(["", "full burn", "mosey", "fly ended"])),
                      pending=pending, company=company, company_at=company_at)
        players.append(p)
        jobs = draw(st.lists(st.sampled_from(["Job A", "Job B", "Haul"]), unique=True, max_size=2))
        for j in jobs:
            cards.append(bs.Card(owner=p.key, kind="job", name=j,
                                 legality=draw(st.sampled_from(["", "legal", "illegal"])),
                                 type=draw(st.sampled_from(["", "piracy", "smuggling", "shipping"])),
                                 contact=draw(st.sampled_from(["", "lord harrow", "badger"])),
                                 pay=draw(st.sampled_from([0, 1000])), active=draw(st.booleans()),
                                 met=draw(st.booleans())))
        for c in draw(st.lists(st.sampled_from(["Hands Tied", "Spot Check"]), unique=True, max_size=2)):
            active_jobs = [x for x in cards if x.owner == p.key and x.active]
            on = draw(st.sampled_from([""] + [bs._plain(x.name) for x in active_jobs]))
            cards.append(bs.Card(owner=p.key, kind="challenge", name=c,
                                 legality=draw(st.sampled_from(["legal", "illegal"])),
                                 pay=draw(st.sampled_from([0, 500])), on=on, met=draw(st.booleans())))
    return bs.BlueSunPosition(
        phase=draw(st.sampled_from(["play", "setup"])), cruiser_trail=draw(st.booleans()),
        start_at_haven=draw(st.booleans()), sectors=tuple(secs), links=links, reavers=reavers,
        cruiser=cruiser, players=tuple(players),
        cards=tuple(sorted(cards, key=lambda c: c.kind != "job")))   # canonical: jobs, then challenges


@st.composite
def ask_texts(draw, p: bs.BlueSunPosition):
    """Asks written by hand (not only the canonical candidates), legal or not."""
    who = draw(st.sampled_from([x.name for x in p.players]))
    other = draw(st.sampled_from([x.name for x in p.players]))
    sec = draw(st.sampled_from([s.name for s in p.sectors]))
    sec2 = draw(st.sampled_from([s.name for s in p.sectors]))
    cards = [c.name for c in p.cards] or ["Job A"]
    card, card2 = draw(st.sampled_from(cards)), draw(st.sampled_from(cards))
    n = draw(st.integers(1, 6))
    return draw(st.sampled_from([
        f"{who} full burn to {sec}", f"{who} deambula a {sec}", f"{who} evade to {sec}",
        f"{who} resolve alert roll {n}", f"{who} resolve alert roll {n} +1", f"{who} scan in {sec} roll {n}",
        f"{who} draw nav", f"{who} draw nav from rim deck crucero reaver",
        f"move reaver from {sec} to {sec2}", f"move cruiser to {sec} by {other}",
        f"{other} mueve nave reaver de {sec} a {sec2}", f"place reaver in {sec}",
        f"{who} place haven in {sec}", f"{who} give {n}00 credits to {other}",
        f"{who} give {n} fuel to {other}", f"{who} buy {n} cargo from lord harrow",
        f"{who} take legal challenge", f"{who} toma desafío ilegal",
        f"{who} start job {card}", f"{who} start job {card} with challenge {card2}",
        f"{who} attach challenge {card2} to {card}", f"{who} complete {card}",
        f"{who} warrant on {card}", f"{who} warrant on {card} discarding {card2}",
        f"{who} discard shuffle card from nav deck, shuffle with it",
        "update border nav removing 1 reaver patrol, 1 reaver bait, 8 reaver cutters",
        "update border nav removing 8 reaver cutters",
    ]))


LINES = st.sampled_from([
    "game: blue-sun", "sector: Haze, rim, reaver space", "sector: Deadwood, rim, 3 reaver alerts",
    "adjacent: Haze - Deadwood", "diagonal: Haze - Deadwood", "reavers: Haze", "cruiser: Deadwood",
    "player: Bo, at Deadwood, full burn, alert pending", "player: Sally, credits 300, trust harrow",
    "job: Bo, Job A, legal, active, met", "challenge: Bo, C, legal, on Job A", "ask: options",
    "ask: Bo resolve alert roll 2", "ask: Bo full burn to Haze", "ask: move reaver from Haze to Deadwood",
    "phase: setup", "ask: Bo place haven in Haze", "sector: , rim", "player: Bo, at", "ask: Bo complete",
    "job: Zed, X", "ask: Bo give 100 credits to Bo", "ask: score"])


@SETTINGS
@given(st.text(max_size=200) | st.lists(LINES | st.text(max_size=30), max_size=8).map("\n".join))
def test_any_text_parses_or_raises_position_error(text):
    props.text_parses_or_raises(text, "blue-sun")


@SETTINGS
@given(positions())
def test_render_parse_round_trip(p):
    props.round_trips(G, p)


@SETTINGS
@given(st.data())
def test_options_are_exactly_the_legal_actions(data):
    p = data.draw(positions())
    asks = [data.draw(ask_texts(p)) for _ in range(6)]
    props.options_are_exactly_the_legal_actions(G, p, asks, resolve=G._resolve)


@SETTINGS
@given(st.data())
def test_check_never_raises_on_generated_positions(data):
    p = data.draw(positions())
    props.check_never_raises(G, p, [data.draw(ask_texts(p)) for _ in range(3)])
