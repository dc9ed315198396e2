"""Shiny Dice play: the candidate actions of a position, what each legal action does,
and the score.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Optional

from ...core import Answer, Bag, Brought, Outcome, Reason
from ...dsl import norm
from .pieces import (CREW, FACE_ORDER, FOES, POWERS, STRIKE_ORDER, SUPPLY, UNKNOWN, Act, SDPosition, title)
from .house import HOUSE
from .rules import PENALTY_RULE, _max_kind, _types, at_report

# the rule that permits each power (cited first when it is used)
POWER_RULE = {("mal", "charm"): "SD-MAL-CHARM", ("mal", "inspiration"): "SD-MAL-INSPIRATION",
              ("zoe", "cover-fire"): "SD-ZOE-COVER-FIRE", ("jayne", "vera"): "SD-JAYNE-VERA",
              ("jayne", "damaged-calm"): "SD-JAYNE-DAMAGED-CALM", ("kaylee", "thruster-overload"): "SD-KAYLEE",
              ("simon", "adoration"): "SD-SIMON", ("river", "unstable-reaction"): "SD-RIVER-UNSTABLE",
              ("inara", "companionship"): "SD-INARA", ("book", "salvation"): "SD-BOOK"}


def _reroll_cites(a: Act) -> list[str]:
    """A reroll is permitted by Wash (Crew dice) and/or River (Foe dice); a Wash or River die
    rerolled with nothing else is permitted by the book's own line for that, cited first."""
    out = []
    others = any(a.dice[f] for f in CREW if f not in ("wash", "river"))
    foes = any(a.dice[f] for f in FOES)
    if a.dice["wash"] and not others and not foes and not a.dice["river"]:
        out.append("SD-WASH-ALONE")
    if a.dice["river"] and not foes and not others and not a.dice["wash"]:
        out.append("SD-RIVER-ALONE")
    if a.dice["wash"] or others:
        out.append("SD-WASH-REROLL")
    if a.dice["river"] or foes:
        out.append("SD-RIVER-REROLL")
    return out


def _to_step2(p: SDPosition) -> SDPosition:
    return replace(p, step="get-a-mission", phase=None, rerolled=False, penalty_applied=False)


class Play:
    """Candidates, apply and score for :class:`ShinyDice` (a mixin)."""

    # ---- legality helpers -------------------------------------------------------------------
    def candidates(self, p: SDPosition) -> Iterable[Act]:
        if p.rolling or p.step in ("game-over",):
            return
        yield Act("proceed")
        for k in ("penalty", "escape", "lay-low", "keep-flyin", "next-turn"):
            yield Act(k)
        foes = p.foes_in_play
        for x in foes:
            yield Act("team-bonus", foes=Bag.of(x))
            yield Act("shiny", foes=Bag.of(x))
            yield Act("complete", foes=Bag.of(x))
        yield Act("complete")
        if at_report(p):  # the Damage Report's consequences, each asked on its own
            yield Act("return", n=p.at_risk)
            if p.supplies is not None:
                yield Act("claim", n=p.supplies)
        if p.step == "get-a-crew":
            yield from _reroll_candidates(p)
        if p.step == "get-a-mission" and p.serenity:  # Sabotage rerolls every Crew die in Serenity
            yield Act("reroll", dice=Bag((f, n) for f, n in p.serenity.items() if f in CREW))
        if p.step == "misbehave" and p.phase == "foes-strike":
            kos = [""] + p.serenity.names()
            for ko in kos:
                left = p.serenity.remove(ko) if ko else p.serenity
                for need in {0, min(p.foes["saffron"], len(left))}:
                    for sub in _sub_bags(left, need, need):
                        yield Act("strike", dice=sub, ko=ko)
                        if not ko:
                            yield Act("strike", face="saffron", dice=sub)
                if ko:
                    yield Act("strike", face="niska", ko=ko)
            yield Act("strike", face="niska")
            yield Act("strike", face="badger")
        if not p.in_plan:
            return
        for face in p.serenity.names():
            for power in POWERS.get(face, ()):
                yield from self._power_candidates(p, face, power, foes)

    def _power_candidates(self, p, face, power, foes):
        mk = lambda foes=Bag(), dice=Bag(): Act("power", face, power, foes, dice)  # noqa: E731
        if power in ("vera", "damaged-calm", "thruster-overload", "damage", "cover-fire"):
            for x in foes:
                if power in ("vera", "cover-fire"):
                    yield mk(Bag({x: 2}))
                elif power == "damaged-calm":
                    for d in p.serenity.remove("jayne").names():
                        yield mk(Bag.of(x), Bag.of(d))
                elif power == "thruster-overload":
                    for d in p.knocked_out.names() or [None]:
                        yield mk(Bag.of(x), Bag.of(d) if d else Bag())
                else:
                    yield mk(Bag.of(x))
            if power == "cover-fire":
                for x, y in _pairs(foes):
                    yield mk(Bag.of(x, y))
        elif power == "charm":
            yield mk(Bag({"saffron": 2}))
        elif power == "inspiration":
            for sub in _sub_bags(p.cargo_hold, 1, 2):
                yield mk(dice=sub)
        elif power == "adoration":
            yield mk()
        elif power in ("unstable-reaction", "companionship", "salvation"):
            yield mk()

    # ---- effects ----------------------------------------------------------------------
    def apply(self, p: SDPosition, a: Act) -> Outcome:
        """What a legal action does.  ``cites`` lead with the rule that permits the action."""
        fx: list[str] = []
        cites: list[str] = []
        brings: list[Brought] = []
        q = p
        if a.kind == "roll":
            cites += ["SD-ROLL", "SD-ROLL-FIRST", "SD-FOES-AREA", "SD-SUPPLIES-LOCKED", "SD-LOCK-SUPPLIES-CREW"]
            q = _sort_in(replace(p, rolling=Bag()), a.results, fx)
            if q.step == "get-a-crew" and q.phase == "roll":
                fx.append("Phase 2: choose which dice, if any, to reroll.")
                q = replace(q, phase="reroll")
        elif a.kind == "reroll":
            if p.step == "get-a-mission" and not a.power:
                cites.append("SD-SABOTAGE")
            else:
                cites += ([{"wash": "SD-WASH-TIMING", "river": "SD-RIVER-TIMING"}[a.face]] if a.power else []) + \
                    _reroll_cites(a)
            crew = Bag((f, n) for f, n in a.dice.items() if f not in FOES)
            foes = Bag((f, n) for f, n in a.dice.items() if f in FOES)
            q = replace(p, serenity=p.serenity - crew, foes=p.foes - foes, rerolled=True)
            fx.append(f"Rerolled: {a.dice.render(FACE_ORDER)}.")
            q = self._roll_or_hand(q, _types(a.dice), a.results, fx)
        elif a.kind == "proceed":
            q = self._proceed(p, fx, cites)
            if q.step == "turn-over":
                brings.append(Brought("SD-TURN-OVER", "SD-DAMAGE-REPORT-LOSS",
                                      "Foes left in play at the Damage Report ended the turn"))
        elif a.kind == "penalty":
            q = self._penalty(p, fx, cites)
            if q.step == "turn-over":
                brings.append(Brought("SD-TURN-OVER", "SD-FIVE-OF-A-KIND", "5 of a kind ended the turn at once"))
        elif a.kind == "return":
            cites.append("SD-DAMAGE-REPORT-LOSS")
            kept = f"; the {p.banked} VP behind the screen are kept" if p.banked else ""
            fx.append(f"{a.n} at-risk VP go back to the main supply ({p.at_risk} -> 0){kept}.")
            q = replace(p, at_risk=0)
        elif a.kind == "claim":
            cites.append("SD-DAMAGE-REPORT-SUPPLIES")
            fx.append(f"{a.n} Supplies claimed ({p.banked_supplies} -> {p.banked_supplies + a.n}); the Supply dice "
                      "stay in the Supplies area until Step 4.")
            q = replace(p, banked_supplies=min(60, p.banked_supplies + a.n), supplies_claimed=True)
        elif a.kind == "team-bonus":
            cites.append("SD-TEAM-BONUS")
            fx.append("Team Bonus: four different Outlaws.")
            q = _damage(p, a.foes, fx, cites)
            fx.append("Step 2 – Get a Mission: reveal the top Mission card (write it on the mission: line).")
            cites.append("SD-STEP1-END")
            q = _to_step2(q)
        elif a.kind == "shiny":
            cites.append("SD-SHINY-TIMES")
            fx.append("Shiny Times: 1 damage.")
            q = replace(_damage(p, a.foes, fx, cites), phase="foes-strike")
        elif a.kind == "strike":
            q = self._strike_apply(p, a, fx, cites)
            if a.ko and not q.serenity[a.ko]:
                brings.append(Brought("SD-POWER-IN-SERENITY", "SD-NISKA", f"Niska knocked out {title(a.ko)}",
                                      f"no {title(a.ko)} in Serenity"))
            for d in a.dice.names():
                brings.append(Brought("SD-CARGO-UNAVAILABLE", "SD-SAFFRON",
                                      f"Saffron moved {title(d)} to the Cargo Hold", f"{title(d)} is in the Cargo Hold"))
        elif a.kind == "power":
            cites.append(POWER_RULE.get((a.face, a.power), "SD-PASSENGER-DAMAGE"))
            q = self._power_apply(p, a, fx, cites)
            if a.power == "salvation":
                brings.append(Brought("SD-TURN-OVER", "SD-BOOK", "Salvation ended the turn"))
        elif a.kind == "complete":
            cites += ["SD-MISSION-COMPLETE", "SD-MISSION-BONUS"]
            m = p.mission
            q = replace(p, mission=replace(m, completed=True))
            fx.append("Mission complete: the dice stay in Serenity.")
            cites.append("SD-MISSION-DICE-STAY")
            if m.bonus_vp or m.bonus_supplies:
                fx.append(f"Mission Bonus: {m.bonus_vp} VP to the at-risk pool ({p.at_risk} -> "
                          f"{p.at_risk + m.bonus_vp}), {m.bonus_supplies} Supplies claimed.")
                q = replace(q, at_risk=min(8000, p.at_risk + m.bonus_vp),
                            banked_supplies=min(60, p.banked_supplies + m.bonus_supplies))
            else:
                fx.append("Apply the Mission Bonus printed on the card (write it as: bonus 200 vp, 2 supplies).")
            if a.foes:
                cites.append("SD-SHINY-BONUS")
                fx.append("Shiny bonus: 1 damage.")
                q = _damage(q, a.foes, fx, cites)
            if m.has("gorram"):
                fx.append("Gorram: you will have to Keep Flyin' in Step 4.")
        elif a.kind == "escape":
            cites.append("SD-ESCAPE")
            fx.append(f"Escape: the turn ends; {p.at_risk} VP banked from the at-risk pool "
                      f"({p.banked} -> {p.banked + p.at_risk} VP).")
            q = _turn_over(replace(p, banked=min(8000, p.banked + p.at_risk), at_risk=0))
            brings.append(Brought("SD-TURN-OVER", "SD-ESCAPE", "Escape ended the turn"))
        elif a.kind == "lay-low":
            cites += ["SD-LAY-LOW-OR-KEEP-FLYIN", "SD-LAY-LOW"]
            fx.append(f"Lay Low: {p.at_risk} VP banked ({p.banked} -> {p.banked + p.at_risk} VP); the turn ends and "
                      "the dice pass on.")
            q = _turn_over(replace(p, banked=min(8000, p.banked + p.at_risk), at_risk=0))
            brings.append(Brought("SD-TURN-OVER", "SD-LAY-LOW", "Laying Low ended the turn"))
        elif a.kind == "keep-flyin":
            cites += ["SD-LAY-LOW-OR-KEEP-FLYIN", "SD-KEEP-FLYIN"]
            hand = _types(p.cargo_hold) + Bag({"foe": 5})
            fx.append(f"Keep Flyin': {p.at_risk} VP stay at risk; a new turn from Step 1 with all 5 Foe dice and "
                      f"the {len(p.cargo_hold)} dice of the Cargo Hold. Reveal a new Mission in Step 2.")
            q = replace(p, step="get-a-crew", phase="roll", mission=None, rolling=hand, serenity=Bag(),
                        cargo_hold=Bag(), foes=Bag(), supplies=0, captured=0, rerolled=False, struck=(),
                        penalty_applied=False, scored_at_once=0, supplies_claimed=False)
        elif a.kind == "next-turn":
            cites.append("SD-NEXT-TURN")
            if p.round >= p.rounds:
                fx.append(f"That was the last round ({p.rounds}): the game is over; ask: score.")
                q = replace(p, step="game-over")
                brings.append(Brought("SD-TURN-OVER", "SD-NEXT-TURN", "that was the last round: the game is over"))
            else:
                fx.append(f"Round {p.round + 1}: your next turn starts with all 15 dice in hand.")
                q = replace(_turn_over(p), step="get-a-crew", phase="roll", round=p.round + 1,
                            rolling=Bag({"outlaw": 7, "passenger": 3, "foe": 5}))
        return Outcome(fx, q, cites, tuple(brings))

    def _roll_or_hand(self, q: SDPosition, types: Bag, results: Optional[Bag], fx) -> SDPosition:
        if results is None:
            fx.append("Roll them and report the faces: ask: roll FACES.")
            return replace(q, rolling=q.rolling + types)
        return _sort_in(q, results, fx)

    def _penalty(self, p: SDPosition, fx, cites) -> SDPosition:
        """Step 1 Phase 3: every other player discards 100 VP (a house rule may change the
        amount); 5 of a kind also ends the turn."""
        n = _max_kind(p)
        five = n >= 5
        pay = HOUSE["penalty-vp"]
        cites += (["SD-FIVE-OF-A-KIND"] if five else []) + [PENALTY_RULE[p.difficulty], "SD-PENALTY-NO-VP"]
        fx.append(f"{n} of a kind: all other players discard {pay} Victory Points to the main supply.")
        others = []
        for name, vp, sup in p.others:
            if vp is None:
                fx.append(f"{name} discards {pay} VP if they have any (their VP are not known).")
            elif vp == 0:
                fx.append(f"{name} has no VP to discard: no further penalty.")
            else:
                fx.append(f"{name} discards {min(pay, vp)} VP ({vp} -> {max(0, vp - pay)}).")
                vp = max(0, vp - pay)
            others.append((name, vp, sup))
        if not p.others:
            fx.append("(Name the other players and their VP on an others: line to see what each keeps.)")
        q = replace(p, others=tuple(others), penalty_applied=True)
        if five:
            fx.append(f"5 of a kind: your turn is immediately over; {p.at_risk} at-risk VP go back to the supply.")
            cites.append("SD-DAMAGE-REPORT-LOSS")
            return _turn_over(q)
        return q

    def _proceed(self, p: SDPosition, fx, cites) -> SDPosition:
        if p.step == "get-a-crew":
            if p.phase == "roll":  # the dice are already sorted: on to the rerolls
                cites.append("SD-REROLL-PHASE")
                fx.append("Phase 2: choose which dice, if any, to reroll.")
                return replace(p, phase="reroll")
            if p.phase == "reroll":
                cites.append("SD-CHECK-PHASE")
                fx.append("Phase 3: check the dice as they are after rerolls.")
                return replace(p, phase="check")
            cites.append("SD-STEP1-END")
            fx.append("Step 2 – Get a Mission: reveal the top Mission card (write it on the mission: line).")
            return _to_step2(p)
        if p.step == "get-a-mission":
            m = p.mission
            q = replace(p, step="misbehave", rerolled=False,
                        phase="shiny-times" if m and m.has("shiny") else "foes-strike")
            if m and m.has("sabotage"):
                if p.rerolled:
                    fx.append("Sabotage: the Crew dice were rerolled; keep the results.")
                    cites.append("SD-SABOTAGE")
                else:
                    fx.append("Sabotage avoided: Serenity already shows the Mission's faces.")
                    cites.append("SD-SABOTAGE-AVOID")
            cites.append("SD-MISSION-REVEAL")
            fx.append("Step 3 – Misbehave!" + (" Phase 1 – Shiny Times." if q.phase == "shiny-times"
                                               else " Phase 2 – Foes Strike."))
            return q
        if p.phase == "shiny-times":
            cites.append("SD-SHINY-TIMES")
            fx.append("No Shiny damage taken. Phase 2 – Foes Strike.")
            return replace(p, phase="foes-strike")
        if p.phase == "foes-strike":
            cites.append("SD-FOES-STRIKE")
            fx.append("Every Foe has struck. Phase 3 – Have a plan.")
            return replace(p, phase="have-a-plan", struck=())
        if p.phase == "have-a-plan":
            cites.append("SD-DAMAGE-REPORT")
            left = _foes_left(p)
            fx.append("Phase 4 – Damage report: " + (f"{left} still in play." if left else "every Foe defeated."))
            return replace(p, phase="damage-report")
        # Phase 4 – Damage report
        if p.foes:
            fx.append(f"Damage report: {_foes_left(p)} still in play; the turn ends "
                      f"with 0 VP and {p.at_risk} at-risk VP go back to the supply"
                      + (f" (the {p.banked} VP behind the screen are kept)." if p.banked else "."))
            cites += ["SD-DAMAGE-REPORT-LOSS", "SD-SKIP-STEP-4"]
            return _turn_over(replace(p, at_risk=0))
        claim = 0 if p.supplies_claimed else p.supplies
        if p.supplies_claimed:
            fx.append(f"Damage report: every Foe defeated; the Supplies were claimed already; {p.at_risk} VP at risk.")
        else:
            fx.append(f"Damage report: every Foe defeated; {claim} Supplies claimed "
                      f"({p.banked_supplies} -> {p.banked_supplies + claim}); {p.at_risk} VP at risk.")
        cites += ["SD-DAMAGE-REPORT-SUPPLIES", "SD-STEP4-MOVE"]
        fx.append("Step 4: Crew in Serenity and Supply dice move to the Cargo Hold; choose lay-low or keep-flyin.")
        return replace(p, step="lay-low-or-keep-flyin", phase=None,
                       banked_supplies=min(60, p.banked_supplies + claim),
                       cargo_hold=p.cargo_hold + p.serenity + Bag({SUPPLY: p.supplies + p.captured}),
                       serenity=Bag(), supplies=0, captured=0, supplies_claimed=False)

    def _strike_apply(self, p: SDPosition, a: Act, fx, cites) -> SDPosition:
        """The Foes still to strike (or the one named) strike in the book's order."""
        q = p
        striking = [f for f in p.to_strike if a.face in ("", f)]
        cites.append({"niska": "SD-NISKA", "saffron": "SD-SAFFRON", "badger": "SD-BADGER"}[a.face]
                     if a.face else "SD-FOES-STRIKE")
        if a.ko:
            fx.append(f"Niska knocks out {title(a.ko)}.")
            q = replace(q, serenity=q.serenity.remove(a.ko), knocked_out=q.knocked_out.add(a.ko))
        elif "niska" in striking:
            fx.append("Niska strikes: no Crew die in Serenity to knock out.")
        if a.dice:
            fx.append(f"Saffron moves {a.dice.render(FACE_ORDER)} to the Cargo Hold.")
            q = replace(q, serenity=q.serenity - a.dice, cargo_hold=q.cargo_hold + a.dice)
        elif "saffron" in striking:
            fx.append("Saffron strikes: no Crew die in Serenity to move.")
        if "badger" in striking:
            # one Supply next to each Badger die: dice that already hold one take no more
            take = min(max(0, p.foes["badger"] - p.captured), p.supplies)
            fx.append(f"Badger captures {take} Supply {'die' if take == 1 else 'dice'}.")
            if "SD-BADGER" not in cites:
                cites.append("SD-BADGER")
            cites.append("SD-SUPPLIES-NOTE")
            q = replace(q, supplies=q.supplies - take, captured=q.captured + take)
        if not striking:
            fx.append("No Foe strikes.")
        struck = tuple(f for f in STRIKE_ORDER if f in p.struck or f in striking)
        if [f for f in STRIKE_ORDER if q.foes[f] and f not in struck]:
            return replace(q, struck=struck)
        fx.append("Every Foe has struck. Phase 3 – Have a plan.")
        return replace(q, phase="have-a-plan", struck=())

    def _power_apply(self, p: SDPosition, a: Act, fx, cites) -> SDPosition:
        name = f"{title(a.face)} ({a.power.replace('-', ' ')})"
        q = replace(p, serenity=p.serenity.remove(a.face), knocked_out=p.knocked_out.add(a.face))
        fx.append(f"{name}: the die is knocked out.")
        if a.power == "inspiration":
            left = q.cargo_hold - a.dice  # (a face the hold is not known to show was one of its ? dice)
            q = replace(q, cargo_hold=left.remove(UNKNOWN, len(a.dice) - len(q.cargo_hold) + len(left)))
            fx.append(f"{a.dice.render(FACE_ORDER)} rerolled from the Cargo Hold into Serenity.")
            q = self._roll_or_hand(q, _types(a.dice), a.results, fx)
        elif a.power == "damaged-calm":
            x = a.foes.names()[0]
            d = a.dice.names()[0]
            q = replace(q, serenity=q.serenity.remove(d), knocked_out=q.knocked_out.add(d))
            fx.append(f"{title(d)} is knocked out too.")
            q = _damage(q, Bag({x: p.foes[x]}), fx, cites)
        elif a.power == "thruster-overload":
            q = _damage(q, a.foes, fx, cites)
            if a.dice:
                d = a.dice.names()[0]
                q = replace(q, knocked_out=q.knocked_out.remove(d), cargo_hold=q.cargo_hold.add(d))
                fx.append(f"{title(d)} moves from the KO pile to the Cargo Hold.")
        elif a.power == "adoration":
            q = replace(q, knocked_out=q.knocked_out.remove("kaylee"), serenity=q.serenity.add("kaylee"))
            fx.append("Kaylee moves from the KO pile to Serenity.")
        elif a.power == "unstable-reaction":
            q = _damage(q, Bag.of(*p.foes_in_play), fx, cites)
        elif a.power == "companionship":
            q = replace(q, banked=q.banked + 100, scored_at_once=min(300, q.scored_at_once + 100))
            fx.append("100 VP scored straight behind the screen (not at risk).")
            cites.append("SD-INARA-BANKED")
        elif a.power == "salvation":
            n = max(1, len(p.foes_in_play))
            fx[-1] = f"Book (salvation): {n} Book dice discarded; {p.at_risk} VP banked; the turn ends."
            q = _turn_over(replace(p, serenity=p.serenity.remove("book", n), banked=p.banked + p.at_risk,
                                   at_risk=0))
        else:
            q = _damage(q, a.foes, fx, cites)
        return q

    def score(self, p: SDPosition):
        sup = HOUSE["supplies-vp"] * (p.banked_supplies // 2)
        total = p.banked + sup
        fx = [f"{p.banked} VP + {p.banked_supplies} Supplies ({sup} VP) = {total} VP."]
        if p.step != "game-over":
            fx.append(f"The game is not over (round {p.round} of {p.rounds}); at-risk VP ({p.at_risk}) are not "
                      "counted.")
        return total, fx, ["SD-SCORING"]

    def player_score(self, p: SDPosition, ask: str, player) -> Answer:
        """``ask: score NAME``: the active player (named on player:) or one of the others:, whose
        VP and Supplies the others: line holds (the 4-of-a-kind penalty lowers their VP)."""
        key = norm(player.text)
        cites = [Reason(self.rule("SD-SCORING"))]
        not_over = ([] if p.step == "game-over" else
                    [f"The game is not over (round {p.round} of {p.rounds}): this is the score so far."])
        if p.player and norm(p.player) == key:
            value, fx, _ = self.score(p)
            return Answer(ask, "legal", cites, [f"{p.player}: {fx[0]}"] + fx[1:], None, value)
        for name, vp, sup in p.others:
            if norm(name) != key:
                continue
            if vp is None or sup is None:
                what = " and ".join(x for x, v in (("VP", vp), ("Supplies", sup)) if v is None)
                return Answer(ask, "legal", cites, [f"{name}'s {what} are not known (?): their score is their VP "
                                                    f"plus {HOUSE['supplies-vp']} for every two Supplies."] + not_over)
            total = vp + HOUSE["supplies-vp"] * (sup // 2)
            return Answer(ask, "legal", cites, [f"{name}: {vp} VP + {sup} Supplies ({HOUSE['supplies-vp'] * (sup // 2)} VP) = "
                                                f"{total} VP."] + not_over, None, total)
        names = ([p.player] if p.player else []) + [n for n, _, _ in p.others]
        raise self.unknown_player(player, names, "on the others: line (or player: for yourself)")


def _pairs(xs: list[str]):
    for i, x in enumerate(xs):
        for y in xs[i + 1:]:
            yield x, y


def _reroll_candidates(p: SDPosition):
    """Every reroll Wash and River dice could allow: each Wash die brings at most one other Crew die,
    each River die at most one Foe die (a superset of the legal ones, never every subset of 15 dice)."""
    others = Bag((f, n) for f, n in p.serenity.items() if f in CREW and f not in ("wash", "river"))
    for w in range(p.serenity["wash"] + 1):
        for r in range(p.serenity["river"] + 1):
            base = Bag({"wash": w, "river": r})
            for crew in _sub_bags(others, 0, w):
                for foes in _sub_bags(p.foes, 0, r):
                    dice = base + crew + foes
                    if dice:
                        yield Act("reroll", dice=dice)


def _sub_bags(bag: Bag, lo: int = 0, hi: int = 99):
    items = bag.items()

    def rec(i: int, acc: list[tuple[str, int]], size: int):
        if i == len(items):
            if lo <= size <= hi:
                yield Bag(acc)
            return
        name, n = items[i]
        for k in range(0, min(n, hi - size) + 1):
            yield from rec(i + 1, acc + [(name, k)], size + k)

    yield from rec(0, [], 0)


def _sort_in(p: SDPosition, results: Bag, fx: list[str]) -> SDPosition:
    foes = Bag((f, n) for f, n in results.items() if f in FOES)
    crew = Bag((f, n) for f, n in results.items() if f in CREW)
    sup = results[SUPPLY]
    fx.append("Rolled: " + results.render(FACE_ORDER) + ". Foes locked, Supplies locked, Crew into Serenity.")
    return replace(p, foes=p.foes + foes, serenity=p.serenity + crew, supplies=p.supplies + sup)


def _damage(p: SDPosition, hits: Bag, fx: list[str], cites: list[str]) -> SDPosition:
    """Apply damage points per foe; defeats give 100 VP at risk (and Badger's Supplies)."""
    cites += ["SD-DAMAGE"]
    for foe, pts in hits.items():
        have = p.foes[foe]
        n = min(pts, have)
        p = replace(p, foes=p.foes.remove(foe, n))
        if n == have and have:
            won = HOUSE["defeat-vp"]
            msg = f"{title(foe)} defeated: {n} {'die' if n == 1 else 'dice'} removed; {won} VP to the at-risk pool."
            p = replace(p, at_risk=p.at_risk + won)
            cites.append("SD-DEFEAT-VP")
            if foe == "badger" and p.captured:
                msg += f" Badger's {p.captured} captured Supplies are claimed."
                cites.append("SD-BADGER")
                p = replace(p, banked_supplies=p.banked_supplies + p.captured, captured=0)
            fx.append(msg)
        elif n:
            fx.append(f"{title(foe)} takes {n} damage: {n} {'die' if n == 1 else 'dice'} removed, "
                      f"{have - n} left.")
    return p


def _turn_over(p: SDPosition) -> SDPosition:
    return replace(p, step="turn-over", phase=None, mission=None, rolling=Bag(), serenity=Bag(),
                   cargo_hold=Bag(), knocked_out=Bag(), foes=Bag(), supplies=0, captured=0, at_risk=0,
                   rerolled=False, struck=(), penalty_applied=False, scored_at_once=0, supplies_claimed=False)


def _foes_left(p: SDPosition) -> str:
    """The Foes still in play, in words (an unknown Foe die too)."""
    names = [title(f) for f in p.foes_in_play]
    if p.foes[UNKNOWN]:
        names.append(f"{p.foes[UNKNOWN]} unknown Foe {'die' if p.foes[UNKNOWN] == 1 else 'dice'}")
    return ", ".join(names)
