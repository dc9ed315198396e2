"""Blue Sun play: what each legal action does, what a job pays, and the candidate
actions ``options`` filters."""
from __future__ import annotations

import itertools
from dataclasses import replace

from ...core import Brought, Outcome
from .model import Act, BlueSunPosition, Card, Player, Sector
from .house import HOUSE
from .names import ACTIVE_LIMIT, DECK_NAME, HARROW_PRICE, MAX_ITEMS, NAV_SWAP, REGION_NAME, TRADEABLE, VOCAB, _plain
from .citing import permitting
from .rules import _company_owner, _sides, _warrant_discards


class Play:
    """Candidates, apply and earnings, mixed into :class:`BlueSun`."""

    def _value(self, pos: BlueSunPosition, act: Act) -> float:
        if act.verb == "planetary":
            return 1.0 if pos.sector(act.sector).planetary else 0.0
        return float(self._earnings(pos, act)[0])

    def _earnings(self, pos: BlueSunPosition, act: Act) -> tuple[int, list[str], list[str]]:
        p = pos.player(act.player)
        j = pos.card(act.player, act.card)
        if j is None or j.kind != "job":
            return 0, [f"{act.name(act.card)} is not a job."], []
        ch = pos.attached(p.key, j.key)
        if not j.met or any(not c.met for c in ch):
            return 0, [f"{j.name} is not completed with every requirement met, so it pays nothing: "
                       "all or nothing."], ["BS-ALL-OR-NOTHING", "BS-ALL-OR-NOTHING-EXAMPLE"]
        total = j.pay
        eff = [f"{j.name} pays ${j.pay}."]
        cites = []
        for c in ch:
            total += c.pay
            eff.append(f"The challenge {c.name} adds its reward of ${c.pay}.")
            cites.append("BS-CHALLENGE-REWARD")
        if j.contact == "lord harrow" and j.type in ("smuggling", "shipping") and p.trusts("lord harrow"):
            bonus = HOUSE["harrow-bonus"]
            total += bonus
            eff.append(f"Lord Harrow trusts {p.name}: ${bonus} more for a {j.type} job.")
            cites.append("BS-HARROW-BONUS")
        return total, eff, cites

    # ------------------------------------------------------------------ candidates
    def candidates(self, pos: BlueSunPosition):
        """A superset of the legal actions, small enough for the largest allowed position:
        moves and scans only to adjacent sectors, who moves a ship only while an alert calls
        it.  Questions (hold, active jobs, payout, planetary), two-sided deals and card-driven
        loads are not listed: a deal is legal exactly when its two gives are, and those are
        listed; a load needs a card that allows it, which the position does not show."""
        sectors = {s.key: s.name for s in pos.sectors}
        players = {p.key: p.name for p in pos.players}
        setup = pos.phase == "setup"

        def act(verb: str, cards: dict | None = None, **kw) -> Act:
            shown = {}
            for f in ("player", "to"):
                if kw.get(f):
                    shown[kw[f]] = players[kw[f]]
            for f in ("sector", "src"):
                if kw.get(f):
                    shown[kw[f]] = sectors[kw[f]]
            if cards:
                for f in ("card", "challenge"):
                    if kw.get(f):
                        shown[kw[f]] = cards[kw[f]]
                for d in kw.get("discards", ()):
                    shown[d] = cards[d]
            return Act(verb, shown=tuple(shown.items()), resolved=True, **kw)

        for p in pos.players:
            here = p.at if p.at in sectors else ""
            near = pos.neighbours(here) if here else []
            for v in ("full burn", "mosey", "evade"):
                for s in near:
                    yield act(v, player=p.key, sector=s)
            for r in range(1, 7):
                yield act("resolve alert", player=p.key, roll=r)
                for s in near:
                    yield act("scan", player=p.key, sector=s, roll=r)
            for deck in ("", "rim", "border", "alliance"):
                for card in ("", "reaver cutter"):
                    yield act("draw nav", player=p.key, deck=deck, card=card)
            if setup and pos.havens != "no":   # havens are placed at setup, when in use
                for s in sectors:
                    yield act("haven", player=p.key, sector=s)
            for q in pos.players:
                if q.key == p.key:
                    continue
                for amount in range(100, (p.credits or 0) + 1, 100):   # an unknown balance pays nothing surely
                    yield act("give", player=p.key, to=q.key, item="credits", count=amount)
                for item, n in (p.stuff if p.at and p.at == q.at else ()):   # goods change hands in one sector
                    for k in range(1, n + 1):
                        yield act("give", player=p.key, to=q.key, item=item, count=k)
            for k in range(1, min((p.credits or 0) // HARROW_PRICE, MAX_ITEMS) + 1):
                yield act("buy", player=p.key, item="cargo", count=k)
            for lg in ("legal", "illegal"):
                yield act("take", player=p.key, legality=lg)
            mine = {c.key: c.name for c in pos.cards if c.owner == p.key}
            jobs = [c for c in pos.cards if c.owner == p.key and c.kind == "job"]
            chals = [c for c in pos.cards if c.owner == p.key and c.kind == "challenge"]
            hand = sorted(c.key for c in pos.hand(p.key))
            for j in jobs:
                yield act("start job", mine, player=p.key, card=j.key)
                yield act("complete", mine, player=p.key, card=j.key)
                for c in chals:
                    yield act("start job", mine, player=p.key, card=j.key, challenge=c.key)
                    yield act("attach", mine, player=p.key, card=j.key, challenge=c.key)
                if not j.active:   # a Warrant discards a job being worked
                    continue
                need = _warrant_discards(pos, Act("warrant", player=p.key, card=j.key))
                for combo in itertools.combinations(hand, need):
                    yield act("warrant", mine, player=p.key, card=j.key, discards=combo)
            for deck in ("nav", "misbehave"):
                yield act("discard shuffle card", player=p.key, deck=deck)
        owner = _company_owner(pos)
        movers = [""] + ([p.key for p in pos.players] if owner else [])
        targets = [owner.company_at or owner.at] if owner else list(sectors)   # an alert calls a ship there
        for who in movers:
            for s in (t for t in targets if t in sectors):
                for src in dict.fromkeys(pos.reavers):
                    if src != s:
                        yield act("move ship", player=who, ship="reaver", src=src, sector=s)
                yield act("move ship", player=who, ship="cruiser", sector=s)
        if setup:   # Reaver ships are placed, and the Border Nav deck updated, at setup
            for s in sectors:
                yield act("place", ship="reaver", sector=s)
            yield act("update border nav", removes=tuple(sorted(NAV_SWAP.items())))

    # ------------------------------------------------------------------ apply
    def apply(self, pos: BlueSunPosition, act: Act) -> Outcome:
        out = getattr(self, "_do_" + act.verb.replace(" ", "_"))(pos, act)
        first = permitting(pos, act)
        if first:   # the rule that permits it leads the reasons (issue 14)
            out = replace(out, cites=[first] + [c for c in out.cites if c != first])
        return out

    @staticmethod
    def _set_player(pos: BlueSunPosition, p: Player) -> BlueSunPosition:
        return replace(pos, players=tuple(p if x.key == p.key else x for x in pos.players))

    @staticmethod
    def _set_sector(pos: BlueSunPosition, s: Sector) -> BlueSunPosition:
        return replace(pos, sectors=tuple(s if x.key == s.key else x for x in pos.sectors))

    def _do_full_burn(self, pos, act):
        return self._move(pos, act)

    def _do_mosey(self, pos, act):
        return self._move(pos, act)

    def _do_evade(self, pos, act):
        return self._move(pos, act)

    def _move(self, pos: BlueSunPosition, act: Act) -> Outcome:
        p = pos.player(act.player)
        s = pos.sector(act.sector)
        eff = [f"{p.name}'s ship moves from {pos.sname(p.at)} to {s.name}"
               + (f", in {REGION_NAME[s.region]}." if s.region in REGION_NAME else ".")]
        cites = []
        fly = p.fly
        if act.verb in ("full burn", "mosey"):
            fly = act.verb
        pending = ""
        if s.alerts:
            pending = "alert"
            what = []
            if s.reaver_alerts:
                what.append(f"{s.reaver_alerts} Reaver alert token(s)")
            if s.alliance_alerts:
                what.append(f"{s.alliance_alerts} Alliance alert token(s)")
            if s.reaver_space:
                what.append("the printed Reaver Space alert")
                cites.append("BS-PERMANENT-ALERT")
            eff.append(f"{s.name} holds {' and '.join(what)} ({s.alerts} in all): {p.name} must resolve the "
                       "alert (roll a die) before drawing a Nav card.")
            cites.append("BS-ALERT-ON-ENTRY")
            if act.verb == "mosey":
                cites.append("BS-MOSEY-ALERT")
        elif fly == "full burn" and act.verb != "mosey":
            eff.append(f"Draw a Nav card for {s.name} from the {DECK_NAME.get(s.region, 'Nav deck')}.")
            if s.region == "rim":
                cites.append("BS-NAV-DECK")
        if act.sector in pos.reavers:
            eff.append(f"{p.name} shares {s.name} with a Reaver ship: Reaver contact is resolved as normal "
                       "(at the start of the next turn if the ship stays).")
            cites.append("BS-MOSEY-REAVER")
        if pos.cruiser == act.sector:
            eff.append(f"The Alliance Cruiser is in {s.name}: resolve Cruiser contact as normal.")
        after = self._set_player(pos, replace(p, at=act.sector, fly=fly, pending=pending, company=(), company_at=""))
        return Outcome(eff, after, cites)

    def _do_resolve_alert(self, pos, act):
        return self._roll(pos, act, pos.player(act.player).at, own=True)

    def _do_alert_brings_ship(self, pos, act):
        """The state question (legal only when the roll brings company): who brings which ship."""
        p = pos.player(act.player)
        s = pos.sector(p.at)
        right = pos.right_of(p.key)
        ships = " or ".join("a Reaver ship" if k == "reaver" else "the Alliance Cruiser" for k in s.alert_kinds)
        eff = [f"A roll of {act.roll} is equal to or lower than the {s.alerts} alert marker(s) in {s.name}: "
               f"{p.name} has company.",
               f"{right.name if right and right.key != p.key else 'The player to the right'} chooses and moves {ships or 'a ship'} to "
               f"{s.name}; then normal contact rules apply."]
        cites = ["BS-ALERT-ROLL", "BS-ALERT-CHOOSER"] + (["BS-PERMANENT-ALERT"] if s.reaver_space else [])
        return Outcome(eff, pos, cites)

    def _do_scan(self, pos, act):
        return self._roll(pos, act, act.sector, own=False)

    def _roll(self, pos: BlueSunPosition, act: Act, where: str, own: bool) -> Outcome:
        p = pos.player(act.player)
        s = pos.sector(where)
        n = s.alerts
        eff = [f"{p.name} rolls {act.roll} against {n} alert marker(s) in {s.name}"
               + (" with the Long-Range Scanner (the fly action goes on)." if not own else ".")]
        cites = ["BS-ALERT-ROLL"] + (["BS-SCANNER", "BS-SCANNER-NO-INTERRUPT", "BS-SCANNER-REPEAT"] if not own else [])
        if s.reaver_space:
            cites.append("BS-PERMANENT-ALERT")
        if act.roll > n:
            s2 = replace(s, reaver_alerts=0, alliance_alerts=0)
            eff.append(f"No company: every alert token in {s.name} is removed"
                       + (" (the printed Reaver Space alert stays)." if s.reaver_space else "."))
            cites.append("BS-ALERT-CLEAR")
            after = self._set_sector(pos, s2)
            if own:
                after = self._set_player(after, replace(p, pending=""))
                if p.fly == "full burn":
                    eff.append(f"{p.name} now draws a Nav card as usual.")
            return Outcome(eff, after, cites)
        right = pos.right_of(p.key)
        kinds = []
        for k in s.alert_kinds:
            if k == "reaver":
                if where in pos.reavers:
                    eff.append(f"A Reaver ship is already in {s.name}: no other Reaver ship can be moved in; "
                               "resolve contact with it.")
                    cites.append("BS-REAVER-NO-STACK")
                elif any(r != where for r in pos.reavers):
                    kinds.append(k)
                else:
                    eff.append("No Reaver ship on the map can be moved in.")
            elif k == "cruiser":
                if pos.cruiser == where:
                    eff.append(f"The Alliance Cruiser is already in {s.name}.")
                else:
                    kinds.append(k)
        cites.append("BS-ALERT-CHOOSER")
        if kinds:
            want = " or ".join("a Reaver ship" if k == "reaver" else "the Alliance Cruiser" for k in kinds)
            eff.append(f"Company! {right.name}, the player to {p.name}'s right, chooses and moves {want} to "
                       f"{s.name}; then normal contact rules apply.")
            p2 = replace(p, pending="company", company=tuple(kinds), company_at="" if own else where)
        else:
            p2 = replace(p, pending="" if own else p.pending)
        return Outcome(eff, self._set_player(pos, p2), cites)

    def _do_draw_nav(self, pos, act):
        p = pos.player(act.player)
        s = pos.sector(p.at)
        deck = act.deck or (s.region if s else "")
        eff = [f"{p.name} draws a Nav card from the {DECK_NAME.get(deck, 'Nav deck')}."]
        cites = ["BS-NAV-DECK"]
        brings = ()
        if act.card == "reaver cutter":
            cites.append("BS-REAVER-CUTTER")
            if p.at in pos.reavers:
                eff.append(f"Reaver Cutter (Crucero Reaver) with a Reaver ship already in {s.name}: no other "
                           "ship moves there; resolve contact with that ship at once.")
                # (a second Reaver ship brought in after it is refused by the card's own rule first)
                brings = (Brought("BS-REAVER-NO-STACK", "BS-REAVER-CUTTER",
                                  f"the Reaver Cutter drawn with a Reaver ship already in {s.name} moves no other ship there"),)
            else:
                eff.append("Resolve the Reaver Cutter card as printed.")
        return Outcome(eff, pos, cites, brings)

    def _do_move_ship(self, pos: BlueSunPosition, act: Act) -> Outcome:
        eff, cites = [], []
        after = pos
        if act.ship == "reaver":
            src = pos.sector(act.src)
            rs = list(pos.reavers)
            rs.remove(act.src)
            rs.append(act.sector)
            order = {s.key: i for i, s in enumerate(pos.sectors)}
            after = replace(after, reavers=tuple(sorted(rs, key=lambda k: order[k])))
            after = self._set_sector(after, replace(src, reaver_alerts=src.reaver_alerts + 1))
            eff.append(f"A Reaver ship moves from {src.name} to {pos.sname(act.sector)}, leaving a Reaver alert "
                       f"token in {src.name}" + (" besides its printed alert." if src.reaver_space else "."))
            cites.append("BS-REAVER-TRAIL")
            if src.reaver_space:
                cites.append("BS-TRAIL-REAVER-SPACE")
        else:
            old = pos.sector(pos.cruiser) if pos.cruiser else None
            after = replace(after, cruiser=act.sector)
            msg = f"The Alliance Cruiser moves to {pos.sname(act.sector)}"
            if old is not None and pos.cruiser_trail:
                after = self._set_sector(after, replace(old, alliance_alerts=old.alliance_alerts + 1))
                msg += f", leaving an Alliance alert token in {old.name}."
                cites.append("BS-CRUISER-TRAIL")
            elif old is not None:
                msg += " and leaves no alert token (a card says so)."
                cites.append("BS-CRUISER-TRAIL")
            else:
                msg += "."
            eff.append(msg)
        owner = _company_owner(pos)
        if owner is not None:
            target = owner.company_at or owner.at
            o2 = replace(owner, pending="", company=(), company_at="")
            cites.append("BS-ALERT-CHOOSER")
            eff.append("Normal contact rules apply.")
            if act.ship == "cruiser" and not owner.outlaw and target == owner.at and owner.fly in ("full burn", "mosey"):
                o2 = replace(o2, pulled=True)   # (an outlaw unknown: whether the fly ends depends on it)
            if act.ship == "cruiser" and owner.outlaw and target == owner.at and owner.fly in ("full burn", "mosey"):
                o2 = replace(o2, fly="fly ended")
                eff.append(f"{owner.name} is an outlaw ship and the Cruiser was pulled to them: the fly action ends "
                           "at once; draw no more Nav cards.")
                cites.append("BS-OUTLAW-CRUISER")
            after = self._set_player(after, o2)
        return Outcome(eff, after, cites)

    def _do_place(self, pos, act):
        order = {s.key: i for i, s in enumerate(pos.sectors)}
        after = replace(pos, reavers=tuple(sorted(pos.reavers + (act.sector,), key=lambda k: order[k])))
        return Outcome([f"A Reaver ship is placed in {pos.sname(act.sector)}, blockading Miranda."], after, [])

    def _do_haven(self, pos, act):
        p = pos.player(act.player)
        eff = [f"{p.name}'s haven token goes in {pos.sname(act.sector)}."]
        p2 = replace(p, haven=act.sector)
        if pos.start_at_haven:
            p2 = replace(p2, at=act.sector)
            eff.append(f"{p.name}'s ship starts the game there.")
        return Outcome(eff, self._set_player(pos, p2), ["BS-HAVEN-START"])

    def _do_give(self, pos, act):
        eff, cites, after = [], [], pos
        for giver, to, item, n in _sides(act):
            a, b = after.player(giver), after.player(to)
            if item == "credits":
                a2, b2 = replace(a, credits=_plus(a.credits, -n)), replace(b, credits=_plus(b.credits, n))
                eff.append(f"{a.name} sends ${n} to {b.name} over the Cortex.")
                cites.append("BS-CREDITS-ANYWHERE")
            else:
                a2 = replace(a, stuff=_add(a.stuff, item, -n))
                b2 = replace(b, stuff=_add(b.stuff, item, n))
                eff.append(f"{a.name} hands {n} {item} to {b.name} in {pos.sname(a.at)}.")
                cites.append("BS-TRADE-SAME-SECTOR")
            after = self._set_player(self._set_player(after, a2), b2)
        if act.back_item:
            eff.append("Both sides of the deal happen together, or neither does.")
        return Outcome(eff, after, cites)

    def _do_load(self, pos, act):
        p = pos.player(act.player)
        return Outcome([f"{p.name} loads {act.count} {act.item}, the kind of goods the player chose "
                        "(the ship's hold space is on its ship card)."],
                       self._set_player(pos, replace(p, stuff=_add(p.stuff, act.item, act.count))), [])

    def _do_hold(self, pos, act):
        p = pos.player(act.player)
        if act.item == "challenges":
            return Outcome([f"{p.name} may hold {act.count} challenge card(s): at most three in hand."],
                           pos, ["BS-CHALLENGE-HAND"])
        trust = " with Mr. Universe's trust" if p.trusts("mr universe") else ""
        return Outcome([f"{p.name} may hold {act.count} card(s): the hand holds up to {pos.hand_limit(p)}{trust}."],
                       pos, ["BS-HAND-LIMIT"])

    def _do_active_jobs(self, pos, act):
        p = pos.player(act.player)
        return Outcome([f"{p.name if p else 'A player'} may have {act.count} active job(s): the limit is {HOUSE['active-jobs']}, and attached "
                        "challenges do not count toward it."], pos, ["BS-ACTIVE-LIMIT", "BS-CHALLENGE-NOT-COUNTED"])

    def _do_buy(self, pos, act):
        p = pos.player(act.player)
        p2 = replace(p, credits=_plus(p.credits, -HARROW_PRICE * act.count), stuff=_add(p.stuff, "cargo", act.count))
        return Outcome([f"{p.name} pays Lord Harrow ${HARROW_PRICE * act.count} for {act.count} cargo."],
                       self._set_player(pos, p2), ["BS-HARROW-ANY-AMOUNT"])

    def _do_take(self, pos, act):
        p = pos.player(act.player)
        base = f"new {act.legality} challenge"
        name, n = base, 1
        while pos.card(p.key, _plain(name)):
            n += 1
            name = f"{base} {n}"
        card = Card(owner=p.key, kind="challenge", name=name, legality=act.legality)
        return Outcome([f"{p.name} takes an {act.legality} Big Damn Challenge from Mr. Universe into the hand "
                        f"({len(pos.hand(p.key)) + 1} of {pos.hand_limit(p)} cards)."],
                       replace(pos, cards=pos.cards + (card,)), [])

    def _do_start_job(self, pos, act):
        p = pos.player(act.player)
        j = pos.card(p.key, act.card)
        cards = [replace(c, active=True) if c is j else c for c in pos.cards]
        eff = [f"{p.name} starts {j.name}: it is now active ({len(pos.active_jobs(p.key)) + 1} of {HOUSE['active-jobs']})."]
        cites = []
        if act.challenge:
            c = pos.card(p.key, act.challenge)
            cards = [replace(x, on=j.key) if x is c else x for x in cards]
            eff.append(f"{c.name} is attached under {j.name}; it does not count toward the active job limit.")
            cites.append("BS-CHALLENGE-NOT-COUNTED")
        if j.pickup == "uroboros":
            cites.append("BS-UROBOROS")
        return Outcome(eff, replace(pos, cards=tuple(cards)), cites)

    def _do_attach(self, pos, act):
        return self._do_start_job(pos, act)

    def _do_complete(self, pos, act):
        p = pos.player(act.player)
        j = pos.card(p.key, act.card)
        total, eff, cites = self._earnings(pos, act)
        ch = pos.attached(p.key, j.key)
        trust = list(p.trust)
        if j.contact and not p.trusts(j.contact):
            trust.append(j.contact)
            eff.append(f"{p.name} earns {j.contact}'s trust as usual (base game).")
        if ch and not p.trusts("mr universe"):
            trust.append("mr universe")
            eff.append(f"{p.name} now has Mr. Universe's trust: the hand size rises by 2 (to 5).")
            cites.append("BS-UNIVERSE-TRUST")
        eff.append(f"{p.name} earns ${total} in all.")
        cards = tuple(c for c in pos.cards if c is not j and c not in ch)
        p2 = replace(p, credits=_plus(p.credits, total), trust=tuple(trust))
        return Outcome(eff, replace(self._set_player(pos, p2), cards=cards), cites)

    def _do_payout(self, pos, act):
        total, eff, cites = self._earnings(pos, act)
        return Outcome(eff + [f"Completing it now would earn ${total}."], pos, cites)

    def _do_warrant(self, pos, act):
        p = pos.player(act.player)
        j = pos.card(p.key, act.card)
        ch = pos.attached(p.key, j.key)
        eff = [f"{p.name} discards {j.name}" + (" with its challenge " + ", ".join(c.name for c in ch) if ch else "")
               + " because of the Warrant."]
        cites = []
        trust = p.trust
        if ch and p.trusts("mr universe"):
            trust = tuple(t for t in trust if _plain(t) != _plain("mr universe"))
            eff.append(f"{p.name} loses Mr. Universe's trust: the hand size drops back to 3.")
            cites.append("BS-WARRANT-DISCARD")
        if act.discards:
            eff.append(f"{p.name} discards " + ", ".join(act.name(d) for d in act.discards) + " at once.")
        gone = {j.key, *act.discards} | {c.key for c in ch}
        cards = tuple(c for c in pos.cards if not (c.owner == p.key and c.key in gone))
        return Outcome(eff, replace(self._set_player(pos, replace(p, trust=trust)), cards=cards), cites)

    def _do_discard_shuffle_card(self, pos, act):
        deck = "Misbehave" if act.deck == "misbehave" else "Nav"
        return Outcome([f"The Shuffle card goes to the {deck} discard pile unresolved; the rest of the deck is "
                        "shuffled without it."], pos, ["BS-SHUFFLE-KEEP"])

    def _do_update_border_nav(self, pos, act):
        return Outcome(["Take out 1 Reaver Patrol, 1 Reaver Bait and 8 Reaver Cutters and shuffle the 10 new "
                        "Blue Sun Border Nav cards in."], pos, [])

    def _do_planetary(self, pos, act):
        s = pos.sector(act.sector)
        cites = ["BS-PLANETARY"]
        if any(VOCAB.lookup(x, ["planet-like place"]) for x in [s.name, *s.planets]):
            cites.append("BS-PLANETARY-PLACES")
        if s.uroboros:
            cites.append("BS-UROBOROS-NOT-PLANETARY")
        return Outcome([f"{s.name} is {'a' if s.planetary else 'not a'} planetary sector."], pos, cites)


def _plus(credits, n: int):
    """A balance after a payment; an unknown balance stays unknown."""
    return None if credits is None else credits + n


def _add(stuff: tuple, item: str, n: int) -> tuple:
    d = dict(stuff)
    d[item] = d.get(item, 0) + n
    return tuple((k, d[k]) for k in TRADEABLE if d.get(k))
