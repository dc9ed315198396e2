"""Blue Sun property tests: any text parses or raises the DSL error, canonical text round-trips,
``ask: options`` lists exactly the legal actions, legal actions lead to valid positions."""
from __future__ import annotations

import itertools

import properties as props
from hypothesis import assume, given
from hypothesis import strategies as st

from referee.rules import get_game
from referee.rules.games import blue_sun as bs

SETTINGS = props.fuzz_settings(60)
G = get_game("blue-sun")
SECTOR_NAMES = ["Burnham Reach", "Deadwood", "Highgate", "Space Bazaar", "Meridian", "Haze", "Uroboros Rock"]
PLAYER_NAMES = ["Sally", "Bo", "John"]
CONTACTS = ["lord harrow", "mr universe", "badger"]
MONEY = st.sampled_from([0, 100, 300, 600, 1000])  # an unknown balance (None) only in unknown_positions


@st.composite
def sectors(draw, unknown: bool = False):
    names = draw(st.lists(st.sampled_from(SECTOR_NAMES), min_size=2, max_size=5, unique=True))
    out = []
    for i, n in enumerate(names):
        planets = draw(st.sampled_from([(), (n,), ("Ita",), (n, "Ita")]))
        region = draw(st.sampled_from(["rim", "border", "alliance"] + (["?"] if unknown else [])))
        out.append(bs.Sector(
            name=n, regions=(region,), planets=planets,
            reaver_space=i < 3 and draw(st.booleans()), uroboros=draw(st.booleans()),
            supply=draw(st.booleans()), contact=draw(st.booleans()),
            reaver_alerts=draw(st.integers(0, 3)), alliance_alerts=draw(st.integers(0, 2))))
    return out


@st.composite
def positions(draw, unknown: bool = False):
    """Positions built to be valid (the limits of the book are kept while drawing), with
    ``unknown``: some values left unknown (?)."""
    secs = draw(sectors(unknown))
    keys = [s.key for s in secs]
    pairs = [(a, b) for i, a in enumerate(keys) for b in keys[i + 1:]]
    links = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=len(pairs)))
    links = tuple((*sorted(p), draw(st.booleans())) for p in links)   # each pair in name order
    links = tuple(sorted(links, key=lambda l: (keys.index(l[0]), keys.index(l[1]))))
    reavers = draw(st.lists(st.sampled_from(keys), unique=True, max_size=3))
    reavers = tuple(sorted(reavers, key=keys.index))
    cruiser = draw(st.sampled_from([""] + keys))
    homes = [s.key for s in secs if s.planetary and not s.supply and not s.contact]
    players, cards, taken = [], [], set()
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
        haven = draw(st.sampled_from([""] + [k for k in homes if k not in taken]))
        taken.add(haven)
        credits = draw(MONEY | st.just(None)) if unknown else draw(MONEY)
        p = bs.Player(name=name, at=at, haven=haven, outlaw=draw(st.booleans()),
                      scanner=draw(st.booleans()), credits=credits, stuff=stuff, trust=trust,
                      fly=draw(st.sampled_from(["", "full burn", "mosey", "fly ended"])),
                      pending=pending, company=company, company_at=company_at)
        players.append(p)
        hand_room = 3 + (2 if "mr universe" in trust else 0)
        mine = []
        for j in draw(st.lists(st.sampled_from(["Job A", "Job B", "Haul"]), unique=True, max_size=2)):
            mine.append(bs.Card(owner=p.key, kind="job", name=j,
                                legality=draw(st.sampled_from(["", "legal", "illegal"] + (["?"] if unknown else []))),
                                type=draw(st.sampled_from(["", "piracy", "smuggling", "shipping"])),
                                contact=draw(st.sampled_from(["", "lord harrow", "badger"])),
                                pay=draw(st.sampled_from([0, 1000])), active=draw(st.booleans()),
                                met=draw(st.sampled_from([True, False] + ([None] if unknown else [])))))
        for c in draw(st.lists(st.sampled_from(["Hands Tied", "Spot Check"]), unique=True, max_size=2)):
            fits = [x for x in mine if x.active and x.type not in ("piracy", "bounty") and x.legality != "?"
                    and not any(y.on == x.key for y in mine)]
            on = draw(st.sampled_from([None] + fits))
            legality = on.legality if on is not None and on.legality else \
                draw(st.sampled_from(["legal", "illegal"] + (["?"] if unknown and on is None else [])))
            mine.append(bs.Card(owner=p.key, kind="challenge", name=c, legality=legality,
                                pay=draw(st.sampled_from([0, 500])), on=on.key if on is not None else "",
                                met=draw(st.sampled_from([True, False] + ([None] if unknown else [])))))
        hand = [c for c in mine if not c.active and not c.on]
        cards += [c for c in mine if c not in hand[hand_room:]]
    havens = draw(st.sampled_from(["yes", "?"] if any(p.haven for p in players) else ["yes", "no", "?"]))
    if not unknown and havens == "?":
        havens = "yes"
    return bs.BlueSunPosition(
        phase=draw(st.sampled_from(["play", "setup"])), havens=havens, cruiser_trail=draw(st.booleans()),
        start_at_haven=draw(st.booleans()), sectors=tuple(secs), links=links, reavers=reavers,
        cruiser=cruiser, players=tuple(players),
        cards=tuple(sorted(cards, key=lambda c: c.kind != "job")))   # canonical: jobs, then challenges


def unknown_positions():
    """Small positions with a few ? values (few enough to brute-force every completion)."""
    return positions(unknown=True).filter(lambda p: 0 < len(G.unknowns(p)) <= 5)


QUESTIONS = ("hold", "active jobs", "payout", "planetary", "load")   # never listed by options


def resolve(p, action):
    """The action options would list for an ask; None for what options never lists (state
    questions and deals, see every_ask)."""
    action = G._resolve(p, action)
    return None if action.verb in QUESTIONS or action.back_item else action


def every_ask(p: bs.BlueSunPosition) -> list[str]:
    """Every well-formed ask of the action grammar over the position's pieces, built from the
    grammar (not from ``candidates``).  Left out, as ``options`` leaves them out: the state
    questions (hold, active jobs), payout and planetary (questions, not actions), and two-sided
    deals (a deal is legal exactly when its two gives are; ``test_a_deal_is_its_two_gives``)."""
    players = [x.name for x in p.players]
    sectors = [s.name for s in p.sectors]
    out = ["update border nav removing 1 reaver patrol, 1 reaver bait, 8 reaver cutters",
           "update border nav removing 8 reaver cutters"]
    for s in sectors:
        out.append(f"place reaver in {s}")
        out.append(f"move cruiser to {s}")
        out += [f"move cruiser to {s} by {w}" for w in players]
        for src in sectors:
            if src != s:
                out.append(f"move reaver from {src} to {s}")
                out += [f"move reaver from {src} to {s} by {w}" for w in players]
    for who in p.players:
        w = who.name
        for s in sectors:
            out += [f"{w} full burn to {s}", f"{w} mosey to {s}", f"{w} evade to {s}", f"{w} place haven in {s}"]
            out += [f"{w} scan in {s} roll {n}" for n in range(1, 7)]
        out += [f"{w} resolve alert roll {n}" for n in range(1, 7)]
        for deck in ("", " from rim deck", " from border deck", " from alliance deck"):
            out += [f"{w} draw nav{deck}", f"{w} draw nav{deck} reaver cutter"]
        for other in players:
            if other == w:
                continue
            out += [f"{w} give {n} credits to {other}" for n in range(100, (who.credits or 0) + 400, 100)]
            for item in bs.TRADEABLE:
                out += [f"{w} give {n} {item} to {other}" for n in range(1, who.has(item) + 2)]
        out += [f"{w} buy {n} cargo from lord harrow" for n in range(1, (who.credits or 0) // 300 + 2)]
        out += [f"{w} take legal challenge", f"{w} take illegal challenge"]
        mine = [c for c in p.cards if c.owner == who.key]
        hand = [c.name for c in p.hand(who.key)]
        for j in mine:
            out += [f"{w} start job {j.name}", f"{w} complete {j.name}", f"{w} warrant on {j.name}"]
            for k in range(1, len(hand) + 1):
                out += [f"{w} warrant on {j.name} discarding {', '.join(d)}"
                        for d in itertools.combinations(hand, k)]
            for c in mine:
                out += [f"{w} start job {j.name} with challenge {c.name}",
                        f"{w} attach challenge {c.name} to {j.name}"]
        for deck in ("nav", "misbehave"):
            out += [f"{w} discard shuffle card from {deck} deck, shuffle without it",
                    f"{w} discard shuffle card from {deck} deck, shuffle with it"]
    return out


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
        f"{who} give {n} cargo to {other} for {n}00 credits", f"{who} da {n}00 créditos a {other} por 1 fuel",
        f"{who} hold {n} cards", f"{who} hold {n} challenges", f"{who} active jobs {n}", f"{who} load {n} fuel",
        f"mueve nave reaver de {sec} a {sec2}", f"{who} full burn to {sec} then {who} draw nav from rim deck",
        f"{who} resolve alert roll {n} then {who} draw nav then options", "valid",
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
    props.options_are_exactly_the_legal_actions(G, p, asks, resolve=resolve)


@SETTINGS
@given(st.data())
def test_check_never_raises_on_generated_positions(data):
    p = data.draw(positions())
    props.check_never_raises(G, p, [data.draw(ask_texts(p)) for _ in range(3)])


@SETTINGS
@given(positions(unknown=True))
def test_unknown_positions_round_trip(p):
    props.round_trips(G, p)


@SETTINGS
@given(st.data())
def test_a_deal_is_its_two_gives(data):
    """A two-sided deal is legal exactly when both of its gives are, on the same position."""
    p = data.draw(positions())
    assume(len(p.players) > 1)
    a, b = data.draw(st.permutations([x.name for x in p.players]))[:2]
    goods = data.draw(st.sampled_from(bs.GOODS))
    n, price = data.draw(st.integers(1, 3)), data.draw(st.sampled_from([100, 300, 600, 1200]))
    deal = G.verdict(p, G.parse_action(props.tok(f"{a} give {n} {goods} to {b} for {price} credits")))
    one = G.verdict(p, G.parse_action(props.tok(f"{a} give {n} {goods} to {b}")))
    two = G.verdict(p, G.parse_action(props.tok(f"{b} give {price} credits to {a}")))
    assert deal.legal == (one.legal and two.legal)
    if not deal.legal:
        against = [r.rule.id for ans in (one, two) if not ans.legal for r in ans.reasons]
        assert {r.rule.id for r in deal.reasons} == set(against)
