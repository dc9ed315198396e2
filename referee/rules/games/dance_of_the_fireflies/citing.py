"""Which rules a legal Dance of the Fireflies action stands on.

``permits`` names the rule that allows the action first (the book's sentence that
says a player may do it), then the context it answers (a won Flower, an ability
waiting).  ``bearing`` names the checked rules that say something about this very
action -- a limit it stays within -- so that rules which were checked but have
nothing to do with it (the Night-side rule for a bid on the Day side) are not cited.
"""
from __future__ import annotations

from typing import Optional

from .model import Act, DFPosition, Plant, PlantWeed
from .rules import _akind, _ctx, _plant_source

_ABILITY_RULE = {"red": "DF-RED", "white": "DF-WHITE", "yellow": "DF-YELLOW", "blue": "DF-BLUE",
                 "orange": "DF-ORANGE"}
_BED_RULES = ("DF-BED-EXISTS", "DF-BED-COLOUR", "DF-BED-COMPLETE")


def _context_rule(p: DFPosition) -> Optional[str]:
    """The rule that owns the first pending choice (what the action answers)."""
    pd = _ctx(p)
    if pd is None:
        return None
    return {"win": "DF-WIN-PLANT", "second": "DF-WIN-SECOND", "ability": "DF-ABILITY",
            "discard": "DF-RED-DISCARD", "plant-ow": "DF-BLUE-OW", "weed": "DF-WEED-REPLANT",
            "tie": "DF-ROYALS-ONLY" if pd.via == "royals" else "DF-HARVEST-TIE"}[pd.kind]


def _ability_rules(p: DFPosition) -> list[str]:
    """The waiting ability's own rule, Yellow's when it was copied, then DF-ABILITY."""
    pd = _ctx(p)
    out = [_ABILITY_RULE.get(pd.colour, "DF-ABILITY")] if pd and pd.kind == "ability" else []
    if pd and pd.via == "yellow":
        out.append("DF-YELLOW")
    return out + ["DF-ABILITY"]


def permits(p: DFPosition, a: Act) -> list[str]:
    """The rules that allow ``a`` here, the deciding one first."""
    k = _akind(a)
    ctx = _context_rule(p)
    if isinstance(a, Plant):
        src = _plant_source(p, a)
        if a.remove:
            first = ["DF-REMOVE-YELLOW", "DF-REMOVE-ORANGE"] if a.card.colour == "yellow" else ["DF-REMOVE-ORANGE"]
        elif a.orchid:
            first = ["DF-ORCHID"]
        else:
            first = {"turn": ["DF-PLANT-HAND"], "win": ["DF-WIN-PLANT"], "second": ["DF-WIN-SECOND"],
                     "orange": ["DF-ORANGE"], "ow": ["DF-BLUE-OW"]}.get(src, [ctx] if ctx else [])
        if src == "orange":
            first += ["DF-ABILITY"]
        out = first + ([ctx] if ctx else [])
    elif isinstance(a, PlantWeed):
        out = ["DF-WEED-OPPONENT"] + ([ctx] if ctx else [])
    elif k in ("draw two", "white", "copy", "take"):
        out = _ability_rules(p)
    elif k == "skip":
        out = [ctx] if ctx else []
    else:
        out = {"bid": ["DF-BID-LEFTMOST"], "bonus": ["DF-BONUS"], "pass": ["DF-PASS"],
               "end turn": ["DF-ONE-ACTION", "DF-DRAW-UP"], "draw up": ["DF-ONE-ACTION", "DF-DRAW-UP"],
               "switch": ["DF-SWITCH-ROYAL"], "discard": ["DF-RED-DISCARD"],
               "harvest": ["DF-END-HARVEST", "DF-ROTATE"] if p.phase == "final" else ["DF-ROTATE"],
               "refill": ["DF-REFILL-ORDER"], "final harvest": ["DF-END-DECKS"],
               "return royals": ["DF-ROYAL-RETURN"], "new round": ["DF-APPRENTICE-PASS"],
               "reveal": ["DF-END-REVEAL", "DF-END-HARVEST"]}.get(k, [])
    if a.player:
        out.append("DF-TURN-ORDER")
    return list(dict.fromkeys(out))


def _side_rule(p: DFPosition, flower: int) -> set[str]:
    s = p.slot(flower)
    if s is None:
        return set()
    return {"DF-DAY-SIDE"} if s.side == "day" else {"DF-NIGHT-SIDE"}


def bearing(p: DFPosition, a: Optional[Act]) -> set[str]:
    """The checked rules that bear on ``a`` (``None``: on the position, for ``ask: valid``)."""
    if a is None:  # ask: valid -- the position limits that say something about these pieces
        out = {"DF-PLAYERS", "DF-SUPPLY", "DF-SETUP-DECK"}
        if any(s.card is not None for s in p.clock):
            out.add("DF-OW-SPACES")
        if any(p.hands):
            out.add("DF-OW-HAND")
        if any(p.beds):
            out |= {"DF-BED-COLOUR", "DF-BED-COMPLETE", "DF-WEED-BLOCKS"}
        return out
    k = _akind(a)
    if k == "bid":
        return {"DF-EMPTY-SUPPLY", "DF-ONE-ACTION"} | _side_rule(p, a.flower)
    if k == "bonus":
        # the adjacency rule answers "where may my bonus Firefly go?" after a bid or a planting
        return {"DF-BONUS-DISCARD", "DF-BONUS-ADJACENT", "DF-BID-LEFTMOST", "DF-EMPTY-SUPPLY"} | _side_rule(p, a.flower)
    if isinstance(a, Plant):
        src = _plant_source(p, a)
        out = set(_BED_RULES) if a.bed else {"DF-BED-EXISTS"}  # a new bed: "or starts a new one"
        if a.remove:
            out |= {"DF-WEED-BLOCKS"}
        if src == "turn":
            out |= {"DF-PLANT-FIREFLY", "DF-ONE-ACTION", "DF-FACE"}  # the turn's planting chooses its face
        if src in ("turn", "second", "orange", "tie") and not a.orchid:
            out.add("DF-PLANT-HAND")
        if a.down:
            out.add("DF-FACE")
        if a.orchid:
            out |= {"DF-ORCHID", "DF-OW-HAND"}
        return out
    if isinstance(a, PlantWeed):
        out = {"DF-BED-EXISTS", "DF-BED-COMPLETE", "DF-WEED-BLOCKS", "DF-WEED-OPPONENT"}
        pd = _ctx(p)
        if pd is not None and pd.kind == "weed":
            out.add("DF-WEED-NOT-ORCHID")  # the removed Weed goes back in as a Weed
        return out
    if k in ("harvest", "refill", "final harvest", "return royals", "new round"):
        return {"DF-PHASE"}  # the Harvesting Phase's steps, once each per round
    if k == "pass":
        return {"DF-ONE-ACTION"}
    if k == "draw up":
        return {"DF-WIN-NO-DRAW"}
    if k == "switch":
        return {"DF-SWITCH-ADJACENT", "DF-SWITCH-OWN"}
    if k == "copy":
        return {"DF-YELLOW-NOT"}
    if k == "take" and a.card.ow:
        return {"DF-OW-HAND"}
    return set()
