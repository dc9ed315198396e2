"""Which rules a Blue Sun answer cites: the rule that permits an action first, then only
the checked rules that bear on it (issue 14: the deciding rule first, only rules that bear).

``bears`` answers for a legal action (or, with ``action`` None, for ``ask: valid``): a rule
bears when the position gives it something to say about this action, e.g. the ban on
diagonal moves bears on a move from a sector that has a diagonal neighbour.
"""
from __future__ import annotations

from typing import Optional

from .model import Act, BlueSunPosition
from .rules import _company_owner


def permitting(pos: BlueSunPosition, act: Act) -> Optional[str]:
    """The rule that allows ``act`` (or the limit it stays within), cited first."""
    v = act.verb
    if v in ("full burn", "mosey", "evade"):
        return "BS-MOSEY-REAVER" if v == "mosey" and act.sector in pos.reavers else "BS-ADJACENT"
    if v == "move ship":
        if _company_owner(pos) is not None:
            return "BS-ALERT-CHOOSER"
        return "BS-REAVER-NO-STACK" if act.ship == "reaver" else "BS-CRUISER-TRAIL"
    if v == "start job":
        job = pos.card(act.player, act.card)
        if act.challenge:
            return "BS-CHALLENGE-ATTACH"
        return "BS-UROBOROS" if job is not None and job.pickup == "uroboros" else "BS-ACTIVE-LIMIT"
    if v == "hold":
        return "BS-CHALLENGE-HAND" if act.item == "challenges" else "BS-HAND-LIMIT"
    if v == "complete":
        return "BS-ALL-OR-NOTHING" if pos.attached(act.player, act.card) else None
    return {"resolve alert": "BS-ALERT-ROLL", "alert brings ship": "BS-ALERT-ROLL", "scan": "BS-SCANNER", "draw nav": "BS-NAV-DECK",
            "place": "BS-REAVER-SETUP", "haven": "BS-HAVEN-SETUP", "buy": "BS-HARROW-BUY",
            "take": "BS-CHALLENGE-HAND", "attach": "BS-CHALLENGE-ATTACH", "warrant": "BS-WARRANT",
            "discard shuffle card": "BS-SHUFFLE-DISCARD", "update border nav": "BS-BORDER-NAV-SWAP",
            "planetary": "BS-PLANETARY", "active jobs": "BS-ACTIVE-LIMIT", "load": "BS-GOODS-CHOICE",
            "give": "BS-CREDITS-ANYWHERE" if act.item == "credits" else "BS-TRADE-SAME-SECTOR",
            }.get(v)


def bears(rule_id: str, pos: BlueSunPosition, act: Optional[Act]) -> bool:
    if act is None:
        return _bears_on_position(rule_id, pos)
    p = pos.player(act.player) if act.player else None
    here = p.at if p is not None and pos.sector(p.at) else ""
    if rule_id == "BS-NO-DIAGONAL":
        return bool(here and pos.neighbours(here, diagonal=True))
    if rule_id == "BS-NO-BURN-INTO-REAVER":
        return bool(here and any(r in pos.neighbours(here) for r in pos.reavers))
    if rule_id == "BS-ALERT-FIRST":
        s = pos.sector(here) if here else None
        return act.verb == "resolve alert" or (act.verb == "draw nav" and s is not None and s.alerts > 0)
    if rule_id == "BS-ALERT-ON-ENTRY":
        return act.verb == "resolve alert"
    if rule_id == "BS-ALERT-CHOOSER":
        return _company_owner(pos) is not None
    if rule_id == "BS-OUTLAW-CRUISER":   # cited by the Cruiser move that ends an outlaw's fly action,
        return bool(p is not None and p.pulled and here and pos.cruiser == here)   # and when the Cruiser
        # was pulled to a ship that is no outlaw
    if rule_id == "BS-UROBOROS":
        job = pos.card(act.player, act.card)
        return job is not None and job.pickup == "uroboros"
    if rule_id == "BS-UROBOROS-NOT-PLANETARY":   # said of a Uroboros sector only
        s = pos.sector(act.sector) if act.sector else None
        return bool(s is not None and s.uroboros)
    if rule_id == "BS-CHALLENGE-HAND":
        return act.verb != "hold" or act.item == "challenges"
    if rule_id == "BS-ALL-OR-NOTHING":
        return bool(pos.attached(act.player, act.card))
    return True


def _bears_on_position(rule_id: str, pos: BlueSunPosition) -> bool:
    table = pos.__dict__.get("_bears_on_position")
    if table is None:  # once per position, not once per rule asked about
        table = pos.__dict__["_bears_on_position"] = _position_bearing(pos)
    return table.get(rule_id, True)


def _position_bearing(pos: BlueSunPosition) -> dict[str, bool]:
    havens = any(p.haven for p in pos.players)
    attached = any(c.on for c in pos.cards)
    return {
        "BS-REGIONS": bool(pos.sectors),
        "BS-REAVER-SPACE": any(s.reaver_space for s in pos.sectors),
        "BS-UROBOROS": any(s.uroboros for s in pos.sectors),
        "BS-THREE-REAVERS": bool(pos.reavers),
        "BS-ONE-REAVER": bool(pos.reavers),
        "BS-HAVENS-STORY": havens, "BS-HAVEN-PLANET": havens,
        "BS-HAVEN-NOT-SUPPLY-CONTACT": havens, "BS-HAVEN-UNIQUE": havens,
        "BS-CHALLENGE-HAND": any(c.kind == "challenge" for p in pos.players for c in pos.hand(p.key)),
        "BS-HAND-LIMIT": any(pos.hand(p.key) for p in pos.players),
        "BS-CHALLENGE-NO-PIRACY-BOUNTY": attached, "BS-CHALLENGE-MATCH": attached,
        "BS-ACTIVE-LIMIT": any(c.active for c in pos.cards),
    }
