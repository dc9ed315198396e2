"""Dance of the Fireflies play: candidates, apply (what each action does), harvest
outcomes and scoring."""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Optional

from ...core import Outcome
from .house import HOUSE
from .model import (ABILITY, BED_POINTS, COLOURS, OW, UNKNOWN, Act, Bid, Bonus, Card, Copy, DFPosition, Discard,
                    Pending, Plant, PlantWeed, Planted, Simple, Slot, Space, Switch, Take, White,
                    _player_by_norm, find_card, flowers_in, has_weed, neighbours)
from .rules import _ability_usable, _akind, _ctx, _leftmost, _plant_source, _removes_weed

# ---------------------------------------------------------------------------
# position helpers for apply


def _set(p: DFPosition, who: str, **kw) -> DFPosition:
    i = p.idx(who)
    out = {}
    for name, value in kw.items():
        seq = list(getattr(p, name))
        seq[i] = value
        out[name] = tuple(seq)
    return replace(p, **out)


_DONE_ORDER = {"bid": 0, "plant": 0, "bonus": 1, "switch": 2, "harvest": 3, "refill": 4, "royals": 5}


def _with_done(p: DFPosition, item: str) -> DFPosition:
    done = tuple(dict.fromkeys(p.done + (item,)))
    return replace(p, done=tuple(sorted(done, key=lambda d: _DONE_ORDER[d.split()[0]])))


def _drop_card(cards: tuple[Card, ...], want: Card) -> tuple[tuple[Card, ...], Card]:
    i = find_card(cards, want)
    if i < 0 and want.colour == UNKNOWN:
        i = next(j for j, c in enumerate(cards) if c.colour == UNKNOWN)
    return cards[:i] + cards[i + 1:], cards[i]


def _put_bed(p: DFPosition, who: str, bed: int, card: Planted, pull: bool = False
             ) -> tuple[DFPosition, int, Optional[Planted]]:
    """Plant ``card`` in ``who``'s bed (0 = new), pulling its Weed if ``pull``; returns
    (position, bed number, removed Weed)."""
    beds = list(p.player_beds(who))
    removed = None
    if bed == 0:
        beds.append((card,))
        bed = len(beds)
    else:
        cur = list(beds[bed - 1])
        weeds = [c for c in cur if c.weed]
        if weeds and pull:
            removed = weeds[0]
            cur = [c for c in cur if not c.weed]
        cur.append(card)
        beds[bed - 1] = tuple(cur)
    return _set(p, who, beds=tuple(beds)), bed, removed


def _flower_count(p: DFPosition, who: str) -> int:
    return sum(flowers_in(b) for b in p.player_beds(who))


def _draw(p: DFPosition, who: str, n: int) -> tuple[DFPosition, int]:
    if p.shed is not None:
        n = min(n, p.shed)
    if n <= 0:
        return p, 0
    p = _set(p, who, hands=p.hand(who) + (Card(UNKNOWN),) * n)
    if p.shed is not None:
        p = replace(p, shed=p.shed - n)
    return p, n


def harvest_outcome(p: DFPosition, slot: Slot) -> tuple[str, list[str], list[str], list[str]]:
    """(kind, players, effects, rule ids): kind is none | win | tie | royals."""
    spaces = slot.spaces or ()
    royals = [sp.owner for sp in spaces if sp.owner and sp.royal]
    regular: dict[str, int] = {}
    for sp in spaces:
        if sp.owner and not sp.royal:
            regular[sp.owner] = regular.get(sp.owner, 0) + 1
    name = slot.card.render() if slot.card else "the empty place"
    if not royals and not regular:
        return "none", [], [f"Nobody bid on the {name}: it goes face-up onto the Compost Heap."], ["DF-HARVEST-NONE"]
    if len(royals) == 1:
        return "win", royals, [f"{royals[0]}'s Royal wins the {name}, whoever has the most Fireflies."], ["DF-ROYAL-ONE"]
    effects, cites = [], []
    if len(royals) >= 2:
        cites.append("DF-ROYALS-CANCEL")
        effects.append("The Royals of " + ", ".join(royals) + " cancel each other out.")
        if not regular:
            cites.append("DF-ROYALS-ONLY")
            effects.append(f"No regular Fireflies: nobody wins the {name}; it goes to the Compost Heap, and "
                           + ", ".join(royals) + " may plant a Flower of its colour from hand.")
            return "royals", royals, effects, cites
    best = max(regular.values())
    top = [pl for pl in p.players if regular.get(pl) == best]
    if len(top) == 1:
        effects.append(f"{top[0]} has the most Fireflies ({best}) and wins the {name}.")
        return "win", top, effects, cites + ["DF-HARVEST-MOST"]
    bidders = [pl for pl in p.players if pl in regular]
    effects.append(f"{' and '.join(top)} tie with {best} Fireflies: nobody wins the {name}; it goes to the Compost Heap"
                   + (", and " + ", ".join(bidders) + " may plant a Flower of its colour from hand."
                      if slot.card and not slot.card.ow else "."))
    return "tie", bidders, effects, cites + ["DF-HARVEST-TIE"]


def bed_score(bed: tuple[Planted, ...]) -> tuple[int, list[str]]:
    n = flowers_in(bed)
    pts = BED_POINTS[min(n, 6)]
    cites = ["DF-SCORE-BEDS"]
    if has_weed(bed):
        cites.append("DF-SCORE-WEEDS")
    purple = sum(1 for c in bed if c.colour == "purple" and not c.orchid and not c.weed)
    if purple:
        pts += purple * HOUSE["purple-bonus"]
        cites += ["DF-SCORE-PURPLE", "DF-PURPLE"]
    if any(c.orchid for c in bed):
        cites.append("DF-ORCHID-STAYS")
    if any(c.colour == "purple" and c.orchid for c in bed):
        cites.append("DF-SCORE-ORCHID-PURPLE")
    flowers = [c for c in bed if not c.weed]
    if n == 6 and len({c.colour for c in flowers}) == 6:
        if all(c.bloom == "sun" for c in flowers):  # switched off at the table: cited, not added
            pts += 0 if HOUSE.is_off("DF-HARMONY-DAY") else HOUSE["harmony-day"]
            cites.append("DF-HARMONY-DAY")
        elif all(c.bloom == "moon" for c in flowers):
            pts += 0 if HOUSE.is_off("DF-HARMONY-NIGHT") else HOUSE["harmony-night"]
            cites.append("DF-HARMONY-NIGHT")
    return pts, cites


def misread_by(bed: tuple[Planted, ...]) -> dict[str, int]:
    """What each scoring rule changes in this bed's score when a player gets it wrong (forgets it
    where it applies, or applies it where it does not): rule id -> points the wrong total is off by.
    A claimed total off by one of these is decided by that rule."""
    n, out = flowers_in(bed), {}
    purple = sum(1 for c in bed if c.colour == "purple" and not c.orchid and not c.weed)
    if purple:
        out["DF-SCORE-PURPLE"] = -purple * HOUSE["purple-bonus"]  # "Purple Bonus. All Purple Flowers score 1 additional point"
    orchids = sum(1 for c in bed if c.colour == "purple" and c.orchid)
    if orchids:
        out["DF-SCORE-ORCHID-PURPLE"] = orchids * HOUSE["purple-bonus"]  # "Orchids planted as Purple Flowers do not gain this bonus"
    weeds = sum(1 for c in bed if c.weed)
    if weeds:
        out["DF-SCORE-WEEDS"] = BED_POINTS[min(n + weeds, 6)] - BED_POINTS[min(n, 6)]  # "Weeds do not count as Flowers"
    flowers = [c for c in bed if not c.weed]
    if n == 6 and len({c.colour for c in flowers}) == 6:
        blooms = {c.bloom for c in flowers}
        day, night = HOUSE["harmony-day"], HOUSE["harmony-night"]
        if blooms == {"sun"}:
            out["DF-HARMONY-DAY"] = -day if not HOUSE.is_off("DF-HARMONY-DAY") else day
            out.setdefault("DF-HARMONY-NIGHT", night - day)  # the Night bonus given to a Day bed
        elif blooms == {"moon"}:
            out["DF-HARMONY-NIGHT"] = -night if not HOUSE.is_off("DF-HARMONY-NIGHT") else night
            out.setdefault("DF-HARMONY-DAY", day - night)
        elif UNKNOWN not in blooms:  # a full bed of both symbols: no Harmony bonus at all
            out["DF-HARMONY-NIGHT"], out["DF-HARMONY-DAY"] = night, day
    return out


def player_score(p: DFPosition, who: str) -> tuple[int, list[str], list[str]]:
    total, effects, cites = 0, [], []
    for n, bed in enumerate(p.player_beds(who), 1):
        pts, c = bed_score(bed)
        total += pts
        cites += [x for x in c if x not in cites]
        effects.append(f"{who} bed {n} ({flowers_in(bed)} Flowers): {pts} points.")
    return total, effects, cites


def ranking(p: DFPosition) -> tuple[list[str], list[str], list[str]]:
    """(winners, effects, cites) of the end-of-game comparison."""
    keys = {}
    effects, cites = [], ["DF-WINNER"]
    for pl in p.players:
        total, _, c = player_score(p, pl)
        cites += [x for x in c if x not in cites]
        full = sum(1 for b in p.player_beds(pl) if flowers_in(b) >= HOUSE["bed-size"])
        orchid = any(c2.orchid for b in p.player_beds(pl) for c2 in b)
        weed = any(c2.weed for b in p.player_beds(pl) for c2 in b)
        keys[pl] = (total, full, 1 if orchid else (-1 if weed else 0))
        effects.append(f"{pl}: {total} points.")
    if not keys:
        return [], effects, cites
    best_pts = max(k[0] for k in keys.values())
    tied = [pl for pl in p.players if keys[pl][0] == best_pts]
    if len(tied) > 1:
        cites.append("DF-TIE-FULL")
        best_full = max(keys[pl][1] for pl in tied)
        tied = [pl for pl in tied if keys[pl][1] == best_full]
        if len(tied) > 1:
            cites.append("DF-TIE-ORCHID")
            best_o = max(keys[pl][2] for pl in tied)
            tied = [pl for pl in tied if keys[pl][2] == best_o]
    if len(tied) == 1:
        effects.append(f"{tied[0]} is the Head Gardener.")
    else:
        effects.append("Still tied: " + ", ".join(tied) + " share the title.")
    return tied, effects, cites




class Play:
    """Candidates and apply, mixed into the game class."""

    # ---- what can be done ------------------------------------------------------------------
    def candidates(self, p: DFPosition) -> Iterable[Act]:
        if (p.phase == "over" and not p.pending) or not p.players:
            return
        who = p.actor()
        if who not in p.players:
            return
        beds = list(range(0, len(p.player_beds(who)) + 1))
        hand = list(dict.fromkeys(p.hand(who)))
        opp_beds = [(o, n) for o in p.players if o != who for n in range(1, len(p.player_beds(o)) + 1)]
        pd = _ctx(p)
        if pd is not None:
            yield Simple("skip")
            if pd.kind in ("win", "plant-ow") and pd.card is not None:
                if pd.card.ow:
                    for c in COLOURS:
                        for b in beds:
                            yield Plant(Card(c), b, orchid=True)
                    for o, n in opp_beds:
                        yield PlantWeed(o, n)
                else:
                    won = Card(pd.card.colour, pd.card.bloom)
                    for b in beds:
                        yield Plant(won, b)
                    if pd.kind == "win":
                        yield from _removals(p, who, [won])
            elif pd.kind in ("second", "tie") or (pd.kind == "ability" and pd.colour == "orange"):
                for c in hand:
                    if c.colour in COLOURS:
                        for b in beds:
                            yield Plant(c, b)
                if pd.kind != "tie":
                    yield from _removals(p, who, hand)
            elif pd.kind == "ability":
                if pd.colour == "red":
                    yield Simple("draw two")
                elif pd.colour == "white":
                    for n, s in enumerate(p.clock, 1):
                        for k in range(1, len(s.spaces or ()) + 1):
                            yield White(n, k)
                            yield White(n, k, True)
                elif pd.colour == "yellow":
                    for c in COLOURS:
                        yield Copy(c)
                elif pd.colour == "blue":
                    for c in dict.fromkeys(p.compost):
                        yield Take(c)
            elif pd.kind == "discard":
                for c in hand:
                    yield Discard(c)
            elif pd.kind == "weed":
                for o, n in opp_beds:
                    yield PlantWeed(o, n)
            return
        if p.phase == "harvesting":
            yield Simple("harvest")
            yield Simple("refill")
            yield Simple("return royals")
            yield Simple("new round")
            yield Simple("final harvest")
            return
        if p.phase == "final":
            yield Simple("harvest")
            yield Simple("reveal")
            return
        # Cheap pre-filters keep options within the work budget on large positions; each one
        # only drops actions a rule forbids anyway (the checks still decide what is listed).
        main = p.main_action()
        open_flowers = [n for n, s in enumerate(p.clock, 1) if s.card is not None and s.spaces
                        and any(not sp.owner for sp in s.spaces)]
        if not main:
            for n in open_flowers:
                yield Bid(n)
                yield Bid(n, True)
        elif "bonus" not in p.done:
            near = (neighbours(int(main.split()[1]), len(p.clock)) if main.startswith("bid ") else None)
            for n in open_flowers:
                if near is None or n in near:
                    for c in hand:
                        if c.colour != UNKNOWN:
                            yield Bonus(n, c)
                            yield Bonus(n, c, True)
        if not main:
            own = p.player_beds(who)
            for c in hand:
                if c.colour in COLOURS:
                    for b in beds:
                        bed = own[b - 1] if b else ()
                        if any(x.colour == c.colour and not x.weed for x in bed) or has_weed(bed) or flowers_in(bed) >= 6:
                            continue
                        yield Plant(c, b)
                        yield Plant(c, b, True)
            yield from _removals(p, who, hand)
        yield Simple("pass")
        yield Simple("end turn")
        size = len(p.clock)
        for n in range(1, size + 1):
            for m in neighbours(n, size):
                if n < m:
                    yield Switch(n, m)

    # ---- doing it ------------------------------------------------------------------------------
    def apply(self, p: DFPosition, a: Act) -> Outcome:
        who = p.actor()
        k = _akind(a)
        fn = getattr(self, "_do_" + k.replace(" ", "_"))
        return fn(p, a, who)

    def _end_turn(self, p: DFPosition, who: str, effects: list[str], cites: list[str]) -> DFPosition:
        size = HOUSE["hand-size"]
        need = size - len(p.hand(who))
        if need > 0:
            p, got = _draw(p, who, need)
            effects.append(f"{who} draws {got} card(s) from the Potting Shed, back up to "
                           f"{'three' if size == 3 else size}."
                           if got else f"{who} cannot draw: the Potting Shed is empty.")
        else:
            effects.append(f"{who} holds {len(p.hand(who))} cards and draws none.")
        cites.append("DF-DRAW-UP")
        nxt = p.players[(p.idx(who) + 1) % len(p.players)]
        if nxt == p.apprentice:
            effects.append("Every player has taken a turn: the Harvesting Phase begins.")
            return replace(p, turn="", phase="harvesting", done=())
        effects.append(f"It is now {nxt}'s turn.")
        return replace(p, turn=nxt, done=())

    def _place(self, p: DFPosition, who: str, n: int, k: int, royal: bool) -> DFPosition:
        s = p.clock[n - 1]
        spaces = list(s.spaces)
        spaces[k] = Space(spaces[k].kind, who, royal)
        clock = list(p.clock)
        clock[n - 1] = replace(s, spaces=tuple(spaces))
        p = replace(p, clock=tuple(clock))
        if not royal:
            p = _set(p, who, supply=p.regulars(who) - 1)
        return p

    def _do_bid(self, p, a: Bid, who):
        s = p.clock[a.flower - 1]
        k = a.space - 1 if a.space else _leftmost(s)
        p = self._place(p, who, a.flower, k, a.royal)
        p = _with_done(p, f"bid {a.flower}")
        what = "their Royal, face-down," if a.royal else "a Firefly"
        return Outcome([f"{who} places {what} on the {s.spaces[k].kind} space (space {k + 1}) of flower {a.flower} ({s.card.render()})."],
                       p, [])

    def _do_bonus(self, p, a: Bonus, who):
        hand, card = _drop_card(p.hand(who), a.discard)
        p = _set(p, who, hands=hand)
        p = replace(p, compost=p.compost + (card,))
        s = p.clock[a.flower - 1]
        k = a.space - 1 if a.space else _leftmost(s)
        p = self._place(p, who, a.flower, k, a.royal)
        p = _with_done(p, "bonus")
        return Outcome([f"{who} discards {card.render()} face-up onto the Compost Heap.",
                        f"{who} bids one more Firefly on the {s.spaces[k].kind} space of flower {a.flower}."], p, [])

    def _do_pass(self, p, a, who):
        effects, cites = [f"{who} passes."], ["DF-PASS"]
        p = self._end_turn(p, who, effects, cites)
        return Outcome(effects, p, cites)

    def _do_draw_up(self, p, a, who):
        return self._do_end_turn(p, a, who)

    def _do_end_turn(self, p, a, who):
        effects, cites = [f"{who} ends the turn."], []
        p = self._end_turn(p, who, effects, cites)
        return Outcome(effects, p, cites)

    def _do_switch(self, p, a: Switch, who):
        clock = list(p.clock)
        x, y = clock[a.a - 1], clock[a.b - 1]
        clock[a.a - 1] = replace(x, card=y.card, spaces=y.spaces)
        clock[a.b - 1] = replace(y, card=x.card, spaces=x.spaces)
        p = _with_done(replace(p, clock=tuple(clock)), "switch")
        p = _set(p, who, royal="down")
        return Outcome([f"{who} sacrifices their Royal: flowers {a.a} ({x.card.render()}) and {a.b} ({y.card.render()}) "
                        "change places with their Fireflies.", f"{who}'s Royal goes on the Sundial crown face down."], p, [])

    def _do_plant(self, p, a: Plant, who):
        src = _plant_source(p, a)
        effects, cites = [], []
        pd = _ctx(p)
        rest = p.pending[1:] if pd else ()
        removal = _removes_weed(p, a)
        usable = _ability_usable(p, a)
        if src in ("win", "ow") and a.orchid:
            card = pd.card
            planted = Planted(a.card.colour, card.bloom, orchid=True, mark=card.mark)
            p = replace(p, pending=rest)
            p, bed, _ = _put_bed(p, who, a.bed, planted)
            effects.append(f"{who} plants the Orchid/Weed card as a {a.card.colour} Orchid in bed {bed}; it has no ability.")
            return Outcome(effects, p, ["DF-ORCHID", "DF-ORCHID-NO-ABILITY"])
        if src == "win":
            card = pd.card
        else:
            if src != "other":
                hand, card = _drop_card(p.hand(who), a.card)
                p = _set(p, who, hands=hand)
        planted = Planted(card.colour, card.bloom, a.down, mark=card.mark, firefly=src == "turn")
        if src == "turn":
            cites.append("DF-FIREFLY-STAYS")
            if p.regulars(who) > 0:
                p = _set(p, who, supply=p.regulars(who) - 1)
            p = _with_done(p, "plant")
        p = replace(p, pending=rest)
        p, bed, weed = _put_bed(p, who, a.bed, planted, pull=removal is not None)
        face = "face-down" if a.down else "face-up"
        how = {"turn": "with a Firefly from the supply on it", "win": "won from the Flower Clock, without a Firefly",
               "second": "as a second Flower of the won colour, without a Firefly",
               "orange": "through the Orange's ability, without a Firefly",
               "tie": "from hand after the harvest, without a Firefly"}[src]
        effects.append(f"{who} plants {card.render()} {face} in bed {bed} ({how}).")
        new: list[Pending] = []
        if weed is not None:
            cites.append("DF-REMOVE-ORANGE" if removal == "orange" else "DF-REMOVE-YELLOW")
            effects.append(f"The {card.colour} removes the Weed from bed {bed}"
                           + (" by copying the Orange." if removal == "yellow" else "."))
            new.append(Pending(who, "weed", card=Card(OW, weed.bloom, weed.mark)))
            cites.append("DF-WEED-REPLANT")
        if src == "orange":
            cites.append("DF-ORANGE")
            if usable and card.colour in ABILITY:
                cites.append("DF-CHAIN-SAME")
                effects.append(f"Same bed as the Orange: the {card.colour}'s ability may be used.")
            elif usable:
                cites.append("DF-CHAIN-SAME")
            else:
                cites.append("DF-CHAIN-OTHER")
                effects.append(f"Another bed than the Orange's: the {card.colour}'s ability cannot be used.")
        if src == "tie":
            effects.append("No ability: a tie planting never triggers one.")
        if src == "win":
            cites.append("DF-WIN-NO-DRAW")
            if any(c.colour == card.colour for c in p.hand(who)):
                new.append(Pending(who, "second", card.colour, bed))
                cites.append("DF-WIN-SECOND")
        ability = None
        if usable and weed is None and card.colour in ABILITY and src != "tie":
            ability = Pending(who, "ability", card.colour, bed)
            cites.append("DF-ABILITY")
            if src == "win":
                cites.append("DF-WIN-ABILITIES")
        if src == "second":
            # the second Flower's ability comes after the won Flower's
            rest_l = list(p.pending)
            at = next((i + 1 for i, x in enumerate(rest_l) if x.player == who and x.kind == "ability"), 0)
            if ability:
                rest_l.insert(at, ability)
                cites.append("DF-WIN-ABILITIES")
            p = replace(p, pending=tuple(new) + tuple(rest_l))
        else:
            if ability:
                new.append(ability)
            p = replace(p, pending=tuple(new) + p.pending)
        if a.down:
            effects.append("Face-down: its ability waits until the end of the game.")
        return Outcome(effects, p, cites)

    def _do_weed(self, p, a: PlantWeed, who):
        pd = _ctx(p)
        card = pd.card
        target = _player_by_norm(p, a.target)
        p = replace(p, pending=p.pending[1:])
        p, bed, _ = _put_bed(p, target, a.bed, Planted("", card.bloom, weed=True, mark=card.mark))
        return Outcome([f"{who} plants the Weed at the right end of {target}'s bed {bed}: no more Flowers grow there until it is removed."],
                       p, ["DF-WEED-BLOCKS"])

    def _do_skip(self, p, a, who):
        pd = _ctx(p)
        p = replace(p, pending=p.pending[1:])
        effects = [f"{who} declines: {pd.render()}."]
        if pd.kind == "weed":
            p = replace(p, compost=p.compost + (pd.card,))
            effects.append("The removed Weed goes onto the Compost Heap.")
        return Outcome(effects, p, [])

    def _do_draw_two(self, p, a, who):
        pd = _ctx(p)
        p = replace(p, pending=p.pending[1:])
        p, got = _draw(p, who, 2)
        p = replace(p, pending=(Pending(who, "discard"),) + p.pending)
        return Outcome([f"{who} draws {got} card(s) from the Potting Shed" + (" (Red copied by Yellow)." if pd.via else "."),
                        f"{who} must now discard one card face-down to the bottom of the Potting Shed."],
                       p, ["DF-RED-DISCARD"])

    def _do_discard(self, p, a: Discard, who):
        hand, card = _drop_card(p.hand(who), a.card)
        p = _set(p, who, hands=hand)
        p = replace(p, pending=p.pending[1:], shed=None if p.shed is None else p.shed + 1)
        return Outcome([f"{who} discards {card.render()} face-down to the bottom of the Potting Shed."], p, [])

    def _do_white(self, p, a: White, who):
        p = replace(p, pending=p.pending[1:])
        s = p.clock[a.flower - 1]
        p = self._place(p, who, a.flower, a.space - 1, a.royal)
        return Outcome([f"{who} places a {'Royal' if a.royal else 'Firefly'} on space {a.space} ({s.spaces[a.space - 1].kind}) "
                        f"of flower {a.flower}, ignoring the Day/Night rules."], p, [])

    def _do_copy(self, p, a: Copy, who):
        pd = _ctx(p)
        p = replace(p, pending=(Pending(who, "ability", a.colour, pd.bed, via="yellow"),) + p.pending[1:])
        return Outcome([f"{who}'s Yellow copies the {a.colour}'s ability."], p, [])

    def _do_take(self, p, a: Take, who):
        i = find_card(p.compost, a.card)
        card = p.compost[i]
        p = replace(p, compost=p.compost[:i] + p.compost[i + 1:], pending=p.pending[1:])
        if card.ow:
            p = replace(p, pending=(Pending(who, "plant-ow", card=card),) + p.pending)
            return Outcome([f"{who} takes {card.render()} from the Compost Heap and must plant it at once, "
                            "as an Orchid in their own bed or a Weed in an opponent's."], p, ["DF-BLUE-OW"])
        p = _set(p, who, hands=p.hand(who) + (card,))
        return Outcome([f"{who} takes {card.render()} from the Compost Heap into hand."], p, [])

    def _do_harvest(self, p, a, who):
        effects, cites = [], ["DF-ROTATE"]
        size = len(p.clock)
        sun, moon = p.sun % size + 1, p.moon % size + 1
        sides = [s.side for s in p.clock]
        clock = [replace(s, side=sides[(i - 1) % size]) for i, s in enumerate(p.clock)]
        effects.append(f"{who} turns the Sundial one Flower clockwise: the Sun points at flower {sun}, the Moon at flower {moon}.")
        p = replace(p, clock=tuple(clock), sun=sun, moon=moon)
        if p.phase == "final":
            cites.insert(0, "DF-END-HARVEST")  # repeated until the Flower Clock is empty
        else:
            p = _with_done(p, "harvest")
        wins: list[Pending] = []
        for label, n, bloom, rule in (("Day Break", sun, "sun", "DF-DAY-BREAK"), ("Night Fall", moon, "moon", "DF-NIGHT-FALL")):
            s = p.clock[n - 1]
            cites.append(rule)
            if s.card is None or s.card.bloom != bloom or s.spaces is None:
                effects.append(f"{label}: flower {n} " + ("is empty." if s.card is None else
                                                           f"({s.card.render()}) does not bloom now."))
                continue
            effects.append(f"{label}: flower {n} ({s.card.render()}) blooms and leaves the Flower Clock.")
            kind, players, eff, cs = harvest_outcome(p, s)
            effects += eff
            cites += [c for c in cs if c not in cites]
            for sp in s.spaces:
                if sp.owner and sp.royal:
                    p = _set(p, sp.owner, royal="down")
                elif sp.owner:
                    p = _set(p, sp.owner, supply=p.regulars(sp.owner) + 1)
            if any(sp.owner for sp in s.spaces):
                cites.append("DF-RECLAIM")
                effects.append("Regular Fireflies go back to their owners; Royals go on the Sundial crown face down.")
            clock = list(p.clock)
            clock[n - 1] = Slot(None, s.side, ())
            p = replace(p, clock=tuple(clock))
            if kind == "win":
                wins.append(Pending(players[0], "win", card=s.card))
            else:
                p = replace(p, compost=p.compost + (s.card,))
                if kind in ("tie", "royals") and not s.card.ow:
                    for pl in players:
                        if any(c.colour == s.card.colour for c in p.hand(pl)):
                            wins.append(Pending(pl, "tie", s.card.colour, via="royals" if kind == "royals" else ""))
        p = replace(p, pending=p.pending + tuple(wins))
        return Outcome(effects, p, list(dict.fromkeys(cites)))

    def _do_refill(self, p, a, who):
        effects, cites = [], ["DF-REFILL-ORDER"]
        clock = list(p.clock)
        for label, n in (("Sun", p.sun), ("Moon", p.moon)):
            if not 1 <= n <= len(clock) or clock[n - 1].card is not None:
                continue
            if p.greenhouse:
                card, p = p.greenhouse[0], replace(p, greenhouse=p.greenhouse[1:])
                cites.append("DF-REFILL-GREENHOUSE")
                effects.append(f"The vacant {label} place (flower {n}) gets {card.render()} from the Greenhouse.")
                if not card.bloom:  # its Sun or Moon symbol was not given: say which it shows
                    effects.append(f"Flower {n}'s bloom symbol is unknown: write it on the Clock line to go on.")
                    card = Card(UNKNOWN)
            elif p.shed is None or p.shed > 0:
                card = Card(UNKNOWN)
                if p.shed is not None:
                    p = replace(p, shed=p.shed - 1)
                effects.append(f"The vacant {label} place (flower {n}) gets the top card of the Potting Shed.")
            else:
                effects.append(f"The vacant {label} place (flower {n}) stays empty: no cards are left.")
                continue
            clock[n - 1] = Slot(card, clock[n - 1].side, None)
        p = _with_done(replace(p, clock=tuple(clock)), "refill")
        if p.shed == 0 and not p.greenhouse:
            cites.append("DF-END-DECKS")
            effects.append("The Potting Shed and the Greenhouse are empty: the decks have run out. "
                           "The next round is played out; then the final harvests begin (ask: final harvest).")
        return Outcome(effects, p, cites)

    def _do_return_royals(self, p, a, who):
        effects = []
        royal = []
        for pl, r in zip(p.players, p.royal):
            if r == "up":
                royal.append("supply")
                effects.append(f"{pl}'s Royal returns to the supply.")
            elif r == "down":
                royal.append("up")
                effects.append(f"{pl}'s Royal is flipped crown up on the Sundial.")
            else:
                royal.append(r)
        if not effects:
            effects.append("No Royal is on the Sundial.")
        return Outcome(effects, _with_done(replace(p, royal=tuple(royal)), "royals"), [])

    def _do_new_round(self, p, a, who):
        effects = []
        n = len(p.players)
        start = p.idx(p.apprentice) if p.apprentice in p.players else 0
        order = [p.players[(start + k) % n] for k in range(1, n + 1)]
        low = min(_flower_count(p, pl) for pl in order)
        nxt = next(pl for pl in order if _flower_count(p, pl) == low)
        effects.append(f"{nxt} has the fewest Flowers ({low}) and takes the Gardener's Apprentice card.")
        effects.append(f"A new round begins with {nxt}'s turn.")
        return Outcome(effects, replace(p, apprentice=nxt, turn=nxt, phase="planting", done=()), [])



    def _do_final_harvest(self, p, a, who):
        left = sum(1 for s in p.clock if s.card is not None)
        return Outcome([f"The decks have run out: {who}, the Gardener's Apprentice, now harvests again and again "
                        f"until the Flower Clock is empty ({left} Flower Card(s) left); no more Planting turns."],
                       replace(p, phase="final", turn="", done=()), ["DF-END-DECKS"])

    def _do_reveal(self, p, a, who):
        effects, new = [], []
        n = len(p.players)
        start = p.idx(p.apprentice) if p.apprentice in p.players else 0
        beds = list(p.beds)
        for k in range(n):
            i = (start + k) % n
            pl = p.players[i]
            rows = []
            for b, bed in enumerate(beds[i], 1):
                row = []
                for c in bed:
                    if c.down:
                        effects.append(f"{pl} turns up {Card(c.colour, c.bloom, c.mark).render()} in bed {b}.")
                        if c.colour in ABILITY:
                            new.append(Pending(pl, "ability", c.colour, b))
                        c = replace(c, down=False)
                    row.append(c)
                rows.append(tuple(row))
            beds[i] = tuple(rows)
        if not effects:
            effects.append("No face-down Flower to reveal.")
        if new:
            effects.append("Their Special Abilities may now be triggered, in turn from the Gardener's Apprentice.")
        effects.append("The game is over: count up the scores (ask: score).")
        p = replace(p, beds=tuple(beds), phase="over", turn="", done=(), pending=p.pending + tuple(new))
        return Outcome(effects, p, ["DF-END-REVEAL", "DF-END-SCORE"])


def resolve(p: DFPosition, a: Act) -> Act:
    """The fully specified action a shorthand ask means here (``plant red`` -> ``plant red sun``)."""
    who = p.actor()

    def exact(cards, want):
        i = find_card(cards, want)
        return cards[i] if i >= 0 else want
    if isinstance(a, Simple) and a.what == "draw up":
        return replace(a, what="end turn")
    if isinstance(a, (Bid, Bonus)) and a.space:  # the chosen space is the leftmost: the plain bid
        s = p.slot(a.flower)
        if s is not None and s.spaces and _leftmost(s) == a.space - 1:
            a = replace(a, space=0)
    if isinstance(a, Discard):
        return replace(a, card=exact(p.hand(who), a.card))
    if isinstance(a, Bonus):
        return replace(a, discard=exact(p.hand(who), a.discard))
    if isinstance(a, Take):
        return replace(a, card=exact(p.compost, a.card))
    if isinstance(a, Plant) and not a.orchid:
        if _plant_source(p, a) == "win" and p.pending[0].card and p.pending[0].card.matches(a.card):
            c = p.pending[0].card
            return replace(a, card=Card(c.colour, c.bloom))
        return replace(a, card=exact(p.hand(who), a.card))
    return a


def _removals(p: DFPosition, who: str, cards) -> Iterable[Plant]:
    """``remove weed from bed N with CARD`` for each Orange/Yellow card and own weeded bed."""
    for n, bed in enumerate(p.player_beds(who), 1):
        if any(c.weed for c in bed):
            for c in cards:
                if c.colour in ("orange", "yellow"):
                    yield Plant(c, n, remove=True)
