"""What a Dance of the Fireflies table may leave unknown (``?``), and which rules read it.

- a Flower's Sun or Moon symbol on the Flower Clock (``flower 2: red ?`` or not stated);
- the colour of a Flower Card on the Clock whose spaces are described (``flower 2: ? sun``);
- where a player's Royal is (``Rosa royal: ?``: supply, crown down or crown up on the Sundial);
- the Sun or Moon symbol of a planted Flower (``Rosa bed 1: red ?``);
- the colour of a planted Flower (``Rosa bed 1: ?, weed``): a player asking "can my Orange pull out
  the Weed in my bed?" has not said which Flowers the bed holds. Filled with each colour the bed
  does not already hold (a bed never holds two Flowers of one colour); read by a move on that bed
  (planting into it, pulling its Weed, a Yellow copying in it) and by the score;
- which side of the Sundial a Flower is on (``flower 1: red, ? side; night, mixed, day``): a
  player asking "the only space left is a Moon space, can I bid?" has not said;
- whose regular Firefly, if anyone's, is on a space of the Clock (``flower 1: red, day side;
  day ?, mixed, night``): a player asking "can I sacrifice my Royal to swap two neighbouring
  Flowers?" has not said whether one of their Fireflies is on either. Filled with a player, the
  Firefly comes out of that player's supply when the supply as stated would make more than six.

An action may leave unknown which bed a Flower goes into (``plant blue in bed ?``): a player
asking "my Orange let me plant a Blue from hand, do I get the Blue's ability?" has not said
whether it went into the Orange's bed (DF-CHAIN-SAME) or another (DF-CHAIN-OTHER). Filled with
each of the player's beds and a new one (``action_unknowns`` / ``fill_action``).

A card drawn from the Potting Shed (``?`` in a hand, or a refilled ``flower N: ?, day side; ?``)
is a card nobody has looked at yet: play goes on with it as it is, it is not enumerated.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Optional

from ...core import Unknown
from .model import (COLOURS, OW, UNKNOWN, UNSAID_BED, Act, Bid, Bonus, Copy, DFPosition, Plant, Query, Simple, Switch,
                    White)

ROYAL_PLACES = ("supply", "down", "up")
BLOOMS = ("sun", "moon")
SIDES = ("day", "night")
NOBODY = "nobody"  # an unknown space's value when no Firefly is on it


def unknowns(p: DFPosition) -> list[Unknown]:
    out = []
    for n, s in enumerate(p.clock, 1):
        if s.side == UNKNOWN:
            out.append(Unknown(f"which side of the Sundial flower {n} is on", SIDES, ("side", n)))
        if s.card is None or s.spaces is None:
            continue
        for k, sp in enumerate(s.spaces, 1):
            if sp.owner == UNKNOWN:
                out.append(Unknown(f"whose Firefly, if anyone's, is on space {k} of flower {n}",
                                   (*p.players, NOBODY), ("owner", n, k)))
        if s.card.colour == UNKNOWN:
            values = (OW,) if len(s.spaces) == 5 else COLOURS
            out.append(Unknown(f"the colour of flower {n}", values, ("colour", n)))
        if s.card.bloom == UNKNOWN:
            out.append(Unknown(f"the Sun or Moon symbol of flower {n}", BLOOMS, ("bloom", n)))
    for i, pl in enumerate(p.players):
        if p.royal[i] == UNKNOWN:
            out.append(Unknown(f"where {pl}'s Royal is (supply, crown down or crown up)", ROYAL_PLACES,
                               ("royal", i)))
    for i, pl in enumerate(p.players):
        for b, bed in enumerate(p.beds[i], 1):
            for k, c in enumerate(bed):
                if c.colour == UNKNOWN and not c.weed:
                    held = {d.colour for d in bed if not d.weed}
                    free = tuple(x for x in COLOURS if x not in held) or COLOURS
                    out.append(Unknown(f"the colour of the {_nth(bed, k)}Flower in {pl}'s bed {b}", free,
                                       ("bed colour", i, b, k)))
                if c.bloom == UNKNOWN:
                    what = "Flower" if c.colour == UNKNOWN else (c.colour or "weed")
                    out.append(Unknown(f"the Sun or Moon symbol of {pl}'s {what} in bed {b}",
                                       BLOOMS, ("planted", i, b, k)))
    return out


def _nth(bed, k: int) -> str:
    """"" for the only unsaid Flower of a bed, else its place ("second "): the fact's name."""
    unsaid = [j for j, c in enumerate(bed) if c.colour == UNKNOWN and not c.weed]
    if len(unsaid) < 2:
        return ""
    return ("first ", "second ", "third ", "fourth ", "fifth ", "sixth ")[min(k, 5)]


def fill(p: DFPosition, slot, value: str) -> DFPosition:
    kind = slot[0]
    if kind == "side":
        clock = list(p.clock)
        clock[slot[1] - 1] = replace(clock[slot[1] - 1], side=value)
        return replace(p, clock=tuple(clock))
    if kind in ("colour", "bloom"):
        n = slot[1]
        clock = list(p.clock)
        s = clock[n - 1]
        card = replace(s.card, colour=value) if kind == "colour" else replace(s.card, bloom=value)
        clock[n - 1] = replace(s, card=card)
        return replace(p, clock=tuple(clock))
    if kind == "owner":
        _, n, k = slot
        clock = list(p.clock)
        s = clock[n - 1]
        spaces = list(s.spaces)
        spaces[k - 1] = replace(spaces[k - 1], owner="" if value == NOBODY else value, royal=False)
        clock[n - 1] = replace(s, spaces=tuple(spaces))
        q = replace(p, clock=tuple(clock))
        if value in q.players:  # the Firefly came out of the supply (as the supply left unsaid counts it)
            i = q.idx(value)
            on_clock = sum(1 for c in q.clock for sp in (c.spaces or ()) if sp.owner == value and not sp.royal)
            planted = sum(1 for b in q.beds[i] for c in b if c.firefly)
            if q.supply[i] + on_clock + planted > 6 and q.supply[i] > 0:
                supply = list(q.supply)
                supply[i] -= 1
                q = replace(q, supply=tuple(supply))
        return q
    if kind == "royal":
        royal = list(p.royal)
        royal[slot[1]] = value
        return replace(p, royal=tuple(royal))
    _, i, b, k = slot
    beds = [list(map(list, bs)) for bs in p.beds]
    if kind == "bed colour":
        beds[i][b - 1][k] = replace(beds[i][b - 1][k], colour=value)
    else:
        beds[i][b - 1][k] = replace(beds[i][b - 1][k], bloom=value)
    return replace(p, beds=tuple(tuple(tuple(bed) for bed in bs) for bs in beds))


def relevant(p: DFPosition, a: Optional[Act]) -> Optional[list[Unknown]]:
    """The unknowns the rules of ``a`` read (``None`` action: the position rules)."""
    us = unknowns(p)
    if a is None:  # DF-OW-SPACES reads colours, DF-SUPPLY the Royals' places
        return [u for u in us if u.slot[0] in ("colour", "royal")]
    who = p.actor()
    mine = [u for u in us if u.slot[0] == "royal" and who in p.players and u.slot[1] == p.idx(who)]
    side = [u for u in us if u.slot[0] == "side" and u.slot[1] == getattr(a, "flower", None)]
    # whose Firefly is on a space: read by a move on that Flower (DF-BID-LEFTMOST, the White's
    # space), by a switch of it (DF-SWITCH-OWN) and by whatever harvests or scores the Clock
    owners = [u for u in us if u.slot[0] == "owner"]
    on = [u for u in owners if u.slot[1] in (getattr(a, "flower", None), getattr(a, "a", None), getattr(a, "b", None))]
    if isinstance(a, (Bid, Bonus)):  # (DF-DAY-SIDE and DF-NIGHT-SIDE read the bid Flower's side)
        return (mine if a.royal else []) + side + on
    if isinstance(a, White):
        return (mine if a.royal else []) + on
    if isinstance(a, Switch):
        return mine + on
    if isinstance(a, Simple) and a.what in ("harvest", "final harvest") and p.clock:
        clock = [u for u in us if u.slot[0] in ("colour", "bloom")] + owners
        if p.phase == "final" or a.what == "final harvest" or (p.shed == 0 and not p.greenhouse):
            return clock  # the final harvests turn the Sundial on and on: every Flower may bloom
        size = len(p.clock)
        nxt = {p.sun % size + 1, p.moon % size + 1}  # one harvest a round: the next two Flowers
        return [u for u in clock if u.slot[1] in nxt]
    if isinstance(a, Simple) and a.what == "refill":
        return [u for u in us if u.slot[0] == "royal"]
    # the colours of a bed's unsaid Flowers: read by a planting into that bed (DF-BED-COLOUR, and the
    # Weed's pulling, DF-REMOVE-ORANGE / DF-REMOVE-YELLOW) and by a Yellow copying in it (DF-COPY)
    in_bed = [u for u in us if u.slot[0] == "bed colour"]
    if isinstance(a, Plant) and a.bed:
        i = p.idx(a.player or who) if (a.player or who) in p.players else -1
        return [u for u in in_bed if u.slot[1] == i and u.slot[2] == a.bed]
    if isinstance(a, Copy) and p.pending and p.pending[0].kind == "ability":
        pd = p.pending[0]
        i = p.idx(pd.player) if pd.player in p.players else -1
        return [u for u in in_bed if u.slot[1] == i and u.slot[2] == pd.bed]
    if isinstance(a, Query):
        if a.what == "flower":
            return owners
        return [u for u in us if u.slot[0] in ("planted", "bed colour")]
    return []


NEW_BED = "a new bed"


def action_unknowns(p: DFPosition, a: Act) -> list[Unknown]:
    """The ``?`` an action holds: the bed of ``plant CARD in bed ?``."""
    if not isinstance(a, Plant) or a.bed != UNSAID_BED:
        return []
    who = a.player or p.actor()
    n = len(p.player_beds(who)) if who in p.players else 0
    what = f"orchid as {a.card.colour}" if a.orchid else a.card.colour
    return [Unknown(f"which bed the {what} goes into", (*(f"bed {k}" for k in range(1, n + 1)), NEW_BED),
                    ("plant bed",))]


def fill_action(p: DFPosition, a: Act, slot, value: str) -> Act:
    return replace(a, bed=0 if value == NEW_BED else int(value.split()[-1]))
