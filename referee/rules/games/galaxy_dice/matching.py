"""Matching dice to cards: Weapons, Boss Die doublers and Wilds, Ace Pilot Charges,
two cards with separate dice, the Chroma Ghost and Glitch counts."""
from __future__ import annotations

from itertools import product
from typing import Optional

from ...core import Bag, current_budget
from .position import DOUBLES, WEAPONS, showing

def _units(faces: Bag) -> list[tuple[str, int]]:
    """Each die as (face, weapon units) for matching."""
    out = []
    for f in faces:
        if f in WEAPONS:
            out.append((f, 1))
        elif f in DOUBLES:
            out.append((f[len("double-"):], 2))
        elif f == "wild":
            out.append(("wild", 1))
    return out


def _fits(dice: list[tuple[str, int]], need, charges: int, pilot: Optional[str]) -> Optional[int]:
    """Charges needed for ``dice`` to cover ``need`` (a Bag, or a dict of every Weapon's
    count) (None if impossible)."""
    have = {w: 0 for w in WEAPONS}
    wild = 0
    for w, u in dice:
        if w == "wild":
            wild += 1
        else:
            have[w] += u
    short = {w: max(0, need[w] - have[w]) for w in WEAPONS}
    used = 0
    if pilot and charges:
        used = min(charges, short[pilot])
        short[pilot] -= used
    return used if sum(short.values()) <= wild else None


def match(p, need: Bag, dice: Optional[Bag] = None) -> Optional[int]:
    """Charges spent to match ``need`` with the dice showing (None: no match)."""
    dice = showing(p) if dice is None else dice
    return _fits(_units(dice), need, p.charge if p.pilot else 0, p.pilot)


def split_match(p, first: Bag, second: Bag, *, split_doubles: bool = False,
                used: Optional[Bag] = None) -> Optional[int]:
    """Charges spent to match two cards with disjoint dice (None: impossible).

    ``used``: the dice the player names for the first card (the rest go to the second).
    Kept on the position: its rules and its outcome ask the same split several times."""
    memo = p.__dict__.setdefault("_split_match", {})
    key = (first, second, split_doubles, used)
    if key not in memo:
        memo[key] = _split_match(p, first, second, split_doubles, used)
    return memo[key]


def _split_match(p, first: Bag, second: Bag, split_doubles: bool, used: Optional[Bag]) -> Optional[int]:
    if used is not None:
        charges = p.charge if p.pilot else 0
        x = _fits(_units(used), first, charges, p.pilot)
        y = None if x is None else _fits(_units(showing(p) - used), second, charges - x, p.pilot)
        return None if y is None else x + y
    units = _units(showing(p))
    if split_doubles:
        units = [(w, 1) for w, u in units for _ in range(u)]
    charges = p.charge if p.pilot else 0
    # Every way to deal the dice to the first card, the second or neither, as counts of each
    # kind of die: the cards only see how many of each kind they get, so this is the same
    # minimum as over every die's choice, without trying equal deals again.
    kinds: dict[tuple[str, int], int] = {}
    for u in units:
        kinds[u] = kinds.get(u, 0) + 1
    deals = [[(i, j) for i in range(c + 1) for j in range(c + 1 - i)] for c in kinds.values()]
    first_needs = {w: first[w] for w in WEAPONS}  # read once, not per deal
    second_needs = {w: second[w] for w in WEAPONS}
    xs: dict = {}  # the first card's share repeats for every share of the second
    best = None
    budget = current_budget()  # each deal is a unit of the request's work (thousands for 7 dice)
    for deal in product(*deals):
        if budget is not None:
            budget.spend()
        share = tuple(i for i, _ in deal)
        x = xs.get(share, False)
        if x is False:
            x = xs[share] = _fits([u for u, i in zip(kinds, share) for _ in range(i)],
                                  first_needs, charges, p.pilot)
        if x is None:
            continue
        b = [u for u, (_, j) in zip(kinds, deal) for _ in range(j)]
        y = _fits(b, second_needs, charges - x, p.pilot)
        if y is not None and (best is None or x + y < best):
            best = x + y
    return best


def doubler_split_match(p, need: Bag, dice: Optional[Bag] = None) -> bool:
    """Would ``need`` be matched if a doubler could stand as its Weapon plus another one?"""
    dice = showing(p) if dice is None else dice
    units = [(w, 1) for w, u in _units(dice)] + [("wild", 1) for _, u in _units(dice) if u == 2]
    return _fits(units, need, p.charge if p.pilot else 0, p.pilot) is not None


def chroma_ok(p) -> bool:
    dice = showing(p)
    if len(dice) != 7 or p.explosions:
        return False
    units = _units(dice)
    if len(units) != 7:
        return False
    have = {w for w, _ in units if w != "wild"}
    wild = sum(1 for w, _ in units if w == "wild")
    return len(set(WEAPONS) - have) <= wild


def glitch_best(dice: Bag) -> int:
    """The most dice showing one result (a doubler counts as one of its Weapon)."""
    counts: dict[str, int] = {}
    for f in dice:
        key = f[len("double-"):] if f in DOUBLES else f
        counts[key] = counts.get(key, 0) + 1
    return max(counts.values(), default=0)


def glitch_doubled(dice: Bag) -> int:
    counts: dict[str, int] = {}
    for f in dice:
        key, n = (f[len("double-"):], 2) if f in DOUBLES else (f, 1)
        counts[key] = counts.get(key, 0) + n
    return max(counts.values(), default=0)


def pilot_matches(p) -> int:
    if not p.pilot:
        return 0
    d = showing(p)
    return d[p.pilot] + 2 * d["double-" + p.pilot]


def need_str(need: Bag) -> str:
    return need.render(WEAPONS) or "nothing"

