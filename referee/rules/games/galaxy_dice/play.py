"""Playing Galaxy Dice EX: the candidate actions, what a legal action does to the
position, and the end-of-game score."""
from __future__ import annotations

from dataclasses import replace
from itertools import product
from typing import Iterable

from ...core import Bag, Brought, Outcome
from .house import HOUSE
from .matching import match, pilot_matches, split_match
from .position import (BOSS_KINDS, FACES, WEAPONS, Act, GDPosition, Won, _norm_pos, allowed_rolls,
                       base_rolls, boss_card, bosses_for_end, end_triggered, exploded, life_limit,
                       in_turn, lives_lost, phoenix_active, showing, solo, solo_over, stage_count, triggered_by_you, unlocked,
                       won_kinds)
from .rules import _claim_dice, _stage, dice_rolled, rerollable


def _subbags(bag: Bag) -> Iterable[Bag]:
    items = bag.items()
    for counts in product(*[range(n + 1) for _, n in items]):
        if any(counts):
            yield Bag((k, c) for (k, _), c in zip(items, counts))


def _fresh_turn(p: GDPosition) -> dict:
    return dict(turn="over", target=None, roll=0, extra=0, cycled=False, boss_dice=0, pool=Bag(),
                aside=Bag(), explosions=0, glitches_used=0, glitch_taken=False, failed_now=None)


def end_turn(p: GDPosition, effects: list, cites: list, *, failed: bool = False,
             gained: bool = False) -> GDPosition:
    f = _fresh_turn(p)
    if failed:
        f["failed_now"] = p.target if p.turn == "rush" else "tackle"
        if solo(p):
            effects.append("No Arcade Tokens for the failure (Last Fighter).")
            cites.append("GD-SOLO-NO-CONSOLATION")
        else:
            f["tokens"] = p.tokens + HOUSE["fail-tokens"]
            effects.append(f"You receive {HOUSE['fail-tokens']} Arcade Tokens.")
        if "capsule" in p.modes:
            f["capsules"] = p.capsules + (None,)
            effects.append("You receive a Power Capsule card (face-up).")
            cites.append("GD-CAPSULE-ON-FAIL")
    if phoenix_active(p) and not gained:
        f["phoenix"] = False
        effects.append("The Phoenix Core returns to the center of the table.")
        cites.append("GD-PHOENIX-RETURN")
    if gained:
        f["phoenix"] = True
        effects.append("You gain the Phoenix Core: it works for you on your next turn, unless another "
                       "player gains it first.")
        cites += ["GD-PHOENIX-GAIN", "GD-PHOENIX-PASS"]
    effects.append("Your turn is over.")
    if p.end == "triggered" and not triggered_by_you(p) and not solo(p):
        effects.append("That was your final turn.")
    return replace(p, **f)


ROLL_RULE = {"chroma": "GD-CHROMA-ROLLS", "nexus": "GD-NEXUS-ROLLS"}


def candidates(p: GDPosition) -> Iterable[Act]:
    yield Act("tackle")
    for b in BOSS_KINDS:
        yield Act("rush", target=b)
    for v in ("swap boss die", "cycle", "second wind", "strike the core", "pass", "steal glitch",
              "buy capsule", "hit nemesis", "next turn", "end game", "pass die"):
        yield Act(v)
    for n in range(1, max(1, len(p.capsules)) + 1):
        yield Act("use capsule", n=n)
    for n in range(1, max(1, len(p.glitches)) + 1):
        yield Act("use glitch", n=n)
    yield Act("take glitch", n=1)
    yield Act("roll")
    for d in _subbags(rerollable(p)):
        yield Act("roll", dice=d)
    for d in _subbags(p.pool):
        yield Act("save", dice=d)
    for d in _subbags(p.aside):
        yield Act("return", dice=d)
    for n in range(1, max(1, p.explosions) + 1):
        yield Act("continue", n=n)
    for i in range(1, len(p.stages) + 1):
        yield Act("claim", stages=(i,))
        if p.bonus:
            yield Act("claim", stages=(i,), bonus=1)
    yield Act("defeat")
    for b in BOSS_KINDS:
        yield Act("defeat", target=b, targets=(b,))
    for w in WEAPONS:
        yield Act("choose pilot", target=w)
    yield Act("charge")
    for n in range(p.charge + 1, pilot_matches(p) + 1):
        yield Act("charge", n=n)


def resolve(p: GDPosition, a: Act) -> Act:
    """``claim plasma`` names the one plasma Stage card on offer by its number."""
    if a.verb == "claim" and a.kind:
        hits = [i for i, c in enumerate(p.stages, start=1) if c.kind == a.kind]
        if len(hits) == 1:
            return replace(a, kind=None, stages=(hits[0],))
    return a


# ---- effects -----------------------------------------------------------------------
# The rule that lets each action be taken: cited first for a legal answer.
PERMITS = {"swap boss die": ["GD-BOSS-DIE-SWAP"],
           "cycle": ["GD-CYCLE-BEFORE-ROLL", "GD-CYCLE", "GD-CYCLE-ONCE"],
           "save": ["GD-SAVE"], "return": ["GD-MOVE-BACK"], "continue": ["GD-CONTINUE"],
           "second wind": ["GD-SECOND-WIND"], "strike the core": ["GD-STRIKE-CORE"],
           "claim": ["GD-CLAIM-MATCH"], "charge": ["GD-ACE-CHARGE"],
           "take glitch": ["GD-GLITCH-FIVE", "GD-GLITCH-TOP"], "steal glitch": ["GD-GLITCH-STEAL"],
           "use glitch": ["GD-GLITCH-ONCE"], "use capsule": ["GD-CAPSULE-USE"],
           "buy capsule": ["GD-NEMESIS-CAPSULE"], "hit nemesis": ["GD-NEMESIS-SHIP"],
           "choose pilot": ["GD-ACE-SELECT"], "pass die": ["GD-ACE-PASS-DIE"]}


def apply(p: GDPosition, a: Act) -> Outcome:
    out = _apply(p, resolve(p, a))
    return Outcome(out.effects, out.after, list(dict.fromkeys(PERMITS.get(a.verb, []) + out.cites)),
                   _brings(p, a, out))


def _brings(p: GDPosition, a: Act, out: Outcome) -> tuple:
    """The rule a turn-ending effect brought in: a roll whose Explosions lost the last lives ended
    the turn, so a later step refused by GD-TURN-OVER is decided by the Explosions' rule."""
    if a.verb != "roll" or not in_turn(p) or out.after.turn != "over":
        return ()
    rule = next((r for r in ("GD-DARK-TOXIC", "GD-THREE-EXPLOSIONS") if r in out.cites), None)
    if rule is None:
        return ()
    why = "the Explosions rolled lost your last lives and ended the turn"
    return (Brought("GD-TURN-OVER", rule, why),)

def _final_turn(p: GDPosition, fx: list) -> list:
    if p.turn == "start" and not solo(p) and end_triggered(p) and not triggered_by_you(p):
        fx.append("Another player triggered the end game: this is your final turn.")
        return ["GD-FINAL-TURN"]
    return []


def _nexus_extends(p: GDPosition, fx: list) -> list:
    if "nexus-soul" in p.modes and not solo(p) and bosses_for_end(p) >= 3 and "nexus" not in won_kinds(p):
        fx.append("Nexus Soul mode: the third Boss card does not end the game, the Nexus Soul does.")
        return ["GD-NEXUS-END"]
    return []


def _next_turn(p: GDPosition, fx: list, cites: list) -> Outcome:
    if p.turn == "setup":
        fx.append("Game Setup is done: the starting player takes the first turn.")
        return Outcome(fx, replace(p, turn="start", pilot_die=None), ["GD-SETUP-FIRST"])
    cites.append("GD-TURN-OVER")
    failed = p.failed | ({p.failed_now} if p.failed_now in BOSS_KINDS else set())
    q = replace(p, turn="start", failed=frozenset(failed), failed_now=None)
    fx.append("The other players take their turns; your next turn begins.")
    if p.failed_now in BOSS_KINDS:
        fx.append(f"You may rush the {p.failed_now} Boss again.")
        cites.append("GD-RUSH-AGAIN")
    if p.phoenix and "phoenix-core" in p.modes:
        fx.append("If nobody else gained the Phoenix Core meanwhile, it works for you this turn.")
        cites += ["GD-PHOENIX-PASS", "GD-PHOENIX-REROLL"]
    if p.end == "triggered":
        fx.append("The end game is triggered: this is your final turn.")
        cites.append("GD-FINAL-TURN")
    return Outcome(fx, q, cites)


def _end_game(p: GDPosition, fx: list, cites: list) -> Outcome:
    if solo(p):
        cites.append("GD-SOLO-GAME-OVER")
        fx.append(f"The game is over ({solo_over(p)}): count up your points (ask: score).")
    else:
        cites += ["GD-GAME-OVER", "GD-NEXUS-END" if "nexus-soul" in p.modes else "GD-END-TRIGGER",
                  "GD-FINAL-TURN"]
        fx.append("Every final turn is played: the game is over. Count the points on your Stage and "
                  "Boss cards (ask: score).")
    cites.append("GD-SCORE")
    q = replace(p, **{**_fresh_turn(p), "end": "over", "final_left": None, "failed_now": None})
    return Outcome(fx, q, cites)


def _apply(p: GDPosition, a: Act) -> Outcome:
    fx: list[str] = []
    cites: list[str] = []
    v = a.verb
    if v == "choose pilot":
        fx.append(f"You take the {a.target} Ace Pilot and place it in front of you.")
        return Outcome(fx, replace(p, pilot=a.target, pilot_die=None), cites)
    if v == "pass die":
        fx.append(f"The die shows {p.pilot_die}: it passes to the next player; you roll again when it "
                  "comes back to you.")
        return Outcome(fx, replace(p, pilot_die=None), cites)
    if v == "next turn":
        return _next_turn(p, fx, cites)
    if v == "boss dice":
        fx.append(f"Your pool may hold {a.n} Boss {'Die' if a.n == 1 else 'Dice'} ({unlocked(p)} unlocked "
                  "by the Boss cards you defeated).")
        return Outcome(fx, p, ["GD-BOSS-DIE-SWAP"])
    if v == "win":  # a state question at the end: you win; nothing changes
        total, said, cites = score(p)
        fx += said[-2:]
        return Outcome(fx, p, [c for c in cites if c in ("GD-WINNER", "GD-TIEBREAK", "GD-TIE-FLIP")] or ["GD-WINNER"])
    if v == "turn over":  # a state question: the turn is over; nothing changes
        fx.append(f"{lives_lost(p)} li{'fe' if lives_lost(p) == 1 else 'ves'} lost: your turn is over."
                  if exploded(p) else "Your turn is over.")
        return Outcome(fx, p, ["GD-DARK-TOXIC" if exploded(p) and p.toxic and lives_lost(p) < 3 else
                               "GD-THREE-EXPLOSIONS" if exploded(p) else "GD-TURN-OVER"])
    if v == "end game":
        return _end_game(p, fx, cites)
    if v == "tackle":
        q = replace(p, turn="tackle", target=None, roll=0)
        cites += _final_turn(p, fx) + _nexus_extends(p, fx)
        if solo(p):  # what the tackle needs in Last Fighter: a token to pay
            q = replace(q, tokens=p.tokens - 1)
            fx.append("You spend 1 Arcade Token (Last Fighter).")
            cites.append("GD-SOLO-TACKLE-COST")
        cites += ["GD-CHOOSE-ACTION", "GD-TACKLE-ROLLS"]
        fx.append("You tackle a Stage: 3 rolls to match one of the Stage cards.")
        return Outcome(fx, q, cites)
    if v == "rush":
        q = replace(p, turn="rush", target=a.target, roll=0)
        cites += _final_turn(p, fx) + _nexus_extends(p, fx)
        if a.target in p.failed:
            fx.append(f"Your earlier rush on the {a.target} Boss failed: you may rush it again.")
            cites.append("GD-RUSH-AGAIN")
        if a.target == "chroma":
            cites.append("GD-CHROMA-SETUP")
        cites.append({"chroma": "GD-CHROMA-NEEDS-STAGE", "nexus": "GD-NEXUS-NEEDS-BOSS"}.get(
            a.target, "GD-RUSH-NEEDS-STAGE"))
        if solo(p):
            q = replace(q, tokens=p.tokens - 2)
            fx.append("You spend 2 Arcade Tokens (Last Fighter).")
            cites.append("GD-SOLO-RUSH-COST")
        n = base_rolls(q)
        fx.append(f"You declare the {a.target} Boss: {n} roll{'s' if n != 1 else ''} against it.")
        cites += [ROLL_RULE.get(a.target, "GD-RUSH-ROLLS"), "GD-CHOOSE-ACTION"]
        return Outcome(fx, q, cites)
    if v == "swap boss die":
        fx.append(f"A Ship Die is swapped for a Boss Die ({p.boss_dice + 1} Boss "
                  f"{'Die' if p.boss_dice == 0 else 'Dice'} in your pool).")
        return Outcome(fx, replace(p, boss_dice=p.boss_dice + 1), cites)
    if v == "cycle":
        fx.append("You spend 1 Arcade Token: the 4 Stage cards go under the deck and 4 new ones "
                  "are drawn (list them as stage: lines).")
        return Outcome(fx, replace(p, tokens=p.tokens - 1, cycled=True, stages=()), cites)
    if v == "roll":
        return _roll(p, a, fx, cites)
    if v == "save":
        fx.append(f"Saved to the side: {a.dice.render(FACES)}.")
        return Outcome(fx, replace(p, pool=p.pool - a.dice, aside=p.aside + a.dice), cites)
    if v == "return":
        fx.append(f"Moved back into the pool: {a.dice.render(FACES)}.")
        return Outcome(fx, replace(p, pool=p.pool + a.dice, aside=p.aside - a.dice), cites)
    if v == "continue":
        n = a.n or 1
        fx.append(f"You spend {n} Arcade Token{'s' if n > 1 else ''}: {n} Explosion"
                  f"{'s go' if n > 1 else ' goes'} back into your pool to be rerolled.")
        return Outcome(fx, replace(p, tokens=p.tokens - n, explosions=p.explosions - n,
                                   pool=p.pool.add("explosion", n)), cites)
    if v == "second wind":
        fx.append("You spend 1 Arcade Token for an additional roll.")
        return Outcome(fx, replace(p, tokens=p.tokens - 1, extra=p.extra + 1), cites)
    if v == "strike the core":
        cost = HOUSE["strike-core-cost"]
        fx.append(f"You spend {cost} Arcade Tokens for an additional roll against the Boss.")
        return Outcome(fx, replace(p, tokens=p.tokens - cost, extra=p.extra + 1), cites)
    if v == "claim":
        return _claim(p, a, fx, cites)
    if v == "defeat":
        return _defeat(p, a, fx, cites)
    if v == "pass":
        cites.append("GD-FAIL-TOKENS" if p.turn == "tackle" else "GD-RUSH-FAIL")
        if exploded(p):
            fx.append(f"{lives_lost(p)} lives lost: the attempt fails; Arcade Tokens cannot undo it.")
            cites += ["GD-DARK-TOXIC" if p.toxic and lives_lost(p) < 3 else "GD-THREE-EXPLOSIONS",
                      "GD-NO-TOKEN-REVERSE"]
        else:
            fx.append("No card matched after all the rolls: the attempt fails.")
        q = end_turn(p, fx, cites, failed=True,
                     gained=exploded(p) and "phoenix-core" in p.modes)
        return Outcome(fx, q, cites)
    if v == "charge":
        n = a.n if a.n is not None else pilot_matches(p)
        fx.append(f"Charge level {p.charge} -> {n}: {n - p.charge} Arcade Token"
                  f"{'s' if n - p.charge != 1 else ''} placed on your Ace Pilot.")
        cites += ["GD-ACE-TOKENS"] + (["GD-ACE-RECHARGE"] if p.charge else [])
        q = end_turn(replace(p, charge=n), fx, cites)
        return Outcome(fx, q, cites)
    if v == "take glitch":
        fx.append("You take the top Glitch card and place it in front of you.")
        cites.append("GD-GLITCH-GAIN")
        q = replace(p, glitches=p.glitches + (None,), glitch_taken=True,
                    glitch_stack=None if p.glitch_stack is None else p.glitch_stack - 1)
        return Outcome(fx, q, cites)
    if v == "steal glitch":
        fx.append("You steal a Glitch card from another player and place it in front of you.")
        cites.append("GD-GLITCH-GAIN")
        q = replace(p, glitches=p.glitches + (None,), glitch_taken=True,
                    rival_glitches=None if p.rival_glitches is None else p.rival_glitches - 1)
        return Outcome(fx, q, cites)
    if v == "use glitch":
        n = a.n or 1
        fx.append(f"You use {'a Glitch ability' if n == 1 else f'{n} Glitch abilities'}.")
        return Outcome(fx, replace(p, glitches_used=p.glitches_used + n), cites)
    if v == "use capsule":
        fx.append("You use a Power Capsule card (apply its text).")
        i = (a.n or 1) - 1
        return Outcome(fx, replace(p, capsules=p.capsules[:i] + p.capsules[i + 1:]), cites)
    if v == "buy capsule":
        fx.append("You pay 5 Arcade Tokens for a Power Capsule card.")
        return Outcome(fx, replace(p, tokens=p.tokens - 5, capsules=p.capsules + (None,)), cites)
    if v == "hit nemesis":
        n = p.nemesis
        m = showing(p)[n.weapon]
        take = min(m, n.tokens)
        fx.append(f"{m} Ship {'Die shows' if m == 1 else 'Dice show'} {n.weapon}: you take {take} "
                  f"Arcade Token{'s' if take != 1 else ''} from the Nemesis card.")
        cites += ["GD-NEMESIS-TOKENS", "GD-NEMESIS-SIX"]
        q = replace(p, tokens=p.tokens + take, nemesis=replace(n, tokens=n.tokens - take))
        if take == n.tokens:
            fx.append("You took the last token: the Nemesis card is yours.")
            cites.append("GD-NEMESIS-LAST")
            q = replace(q, nemesis=None, stages_won=p.stages_won + (Won("nemesis", n.points),))
        q = end_turn(q, fx, cites)
        return Outcome(fx, _norm_pos(q), cites)
    raise ValueError(v)

def _roll(p, a, fx, cites) -> Outcome:
    phx = phoenix_active(p)
    rolled = dice_rolled(p, a) if p.roll else Bag()
    if phx and rolled["explosion"]:  # what lets this roll throw Explosions: the Phoenix Core
        n = rolled["explosion"]
        fx.append(f"The Phoenix Core lets you reroll {n} Explosion{'s' if n > 1 else ''}.")
        # (it works only while still yours: the Core passes to another player who gains it first)
        cites += ["GD-PHOENIX-REROLL", "GD-PHOENIX-PASS"]
    elif rolled["explosion"]:  # an Explosion a Continue token put back in the pool
        fx.append("The Explosion a Continue token put back in the pool is rerolled.")
        cites.append("GD-CONTINUE")
    if not phx and in_turn(p) and p.explosions >= life_limit(p):  # cancelled by 1Ups: the limit held
        cancel = showing(p)["1up"]
        fx.append(f"{p.explosions} Explosions, {cancel} cancelled by 1Ups: {lives_lost(p)} "
                  f"li{'fe' if lives_lost(p) == 1 else 'ves'} lost, the turn goes on.")
        cites.append("GD-DARK-TOXIC" if p.toxic else "GD-THREE-EXPLOSIONS")
    cites.append(ROLL_RULE.get(p.target, "GD-RUSH-ROLLS") if p.turn == "rush" else "GD-TACKLE-ROLLS")
    if not phx and (p.explosions or (a.result is not None and a.result["explosion"])):
        cites.append("GD-EXPLOSION-LOCKED")  # the Explosions rolled stay (and cost lives)
    if a.result is not None:
        cites.append("GD-DICE-FACES")
        if p.boss_dice:
            cites.append("GD-BOSS-FACES")
    if a.result is None:
        n = 7 if p.roll == 0 else len(dice_rolled(p, a))
        fx.append(f"You roll {n} {'die' if n == 1 else 'dice'} (roll {p.roll + 1} of "
                  f"{allowed_rolls(p)}); add the result after \"->\" to see the position after it.")
        return Outcome(fx, p, cites)
    if p.roll == 0:
        pool, zone = Bag(), 0
    else:
        rolled = dice_rolled(p, a)
        from_pool = Bag((k, min(n, p.pool[k])) for k, n in rolled.items())
        pool = p.pool - from_pool
        zone = p.explosions - (rolled["explosion"] - from_pool["explosion"])
    res = a.result
    booms = res["explosion"]
    pool = pool + (res - Bag({"explosion": booms}))
    zone += booms
    q = replace(p, roll=p.roll + 1, pool=pool, explosions=zone, glitch_taken=False)
    fx.append(f"Roll {q.roll}: {res.render(FACES)}.")
    if phx:
        if booms or p.explosions:
            fx.append("With the Phoenix Core, Explosions can be rerolled and cost no lives.")
            cites.append("GD-PHOENIX-REROLL")
        if q.explosions >= life_limit(q):
            fx.append("The Phoenix Core keeps Explosions from ending your turn.")
            cites.append("GD-PHOENIX-NO-END")
    elif booms:
        fx.append(f"{booms} Explosion{'s' if booms > 1 else ''} cannot be rerolled; "
                  f"{lives_lost(q)} li{'fe' if lives_lost(q) == 1 else 'ves'} lost.")
    if exploded(q):
        fx.append(f"{lives_lost(q)} Explosions not cancelled by 1Ups: the attempt fails.")
        cites.append("GD-DARK-TOXIC" if q.toxic and lives_lost(q) < 3 else "GD-THREE-EXPLOSIONS")
        cites.append("GD-FAIL-TOKENS" if p.turn == "tackle" else "GD-RUSH-FAIL")
        q = end_turn(q, fx, cites, failed=True, gained="phoenix-core" in p.modes)
    return Outcome(fx, q, cites)

def _claim(p, a, fx, cites) -> Outcome:
    i = a.stages[0]
    c = _stage(p, i)
    if a.bonus is not None:
        b = p.bonus[0]
        used = split_match(p, c.needs, b.needs, used=a.dice)
    else:
        b, used = None, match(p, c.needs, _claim_dice(p, a))
    stages = tuple(s for j, s in enumerate(p.stages, start=1) if j != i)
    won = p.stages_won + (Won(c.kind, c.points),)
    q = replace(p, stages=stages, charge=p.charge - (used or 0))
    fx.append(f"You claim Stage card {i} ({c.kind}) and add it to your {c.kind} pile.")
    cites.append("GD-CLAIM-PILE")
    if used:
        fx.append(f"{used} Charge{'s' if used > 1 else ''} spent from your Ace Pilot.")
        cites.append("GD-ACE-SUBSTITUTE")
    if showing(p)["wild"]:
        cites.append("GD-WILD")
    if b is not None:
        won += (Won("bonus", b.points),)
        gain = b.tokens or 0
        q = replace(q, bonus=p.bonus[1:], tokens=q.tokens + gain)
        fx.append("You also claim the top Bonus Stage card" + (
            f" and receive {gain} Arcade Token{'s' if gain != 1 else ''}." if b.tokens is not None
            else " and receive the Arcade Tokens pictured on it."))
        cites += ["GD-BONUS-TOP", "GD-BONUS-SEPARATE-DICE", "GD-BONUS-TOKENS"]
        if solo(p) and "journey" not in p.modes:
            cites.append("GD-SOLO-BONUS")
    fx.append("A new Stage card is drawn to refill the row.")
    q = end_turn(replace(q, stages_won=won), fx, cites)
    return Outcome(fx, _norm_pos(q), cites)

def _defeat(p, a, fx, cites) -> Outcome:
    t = a.target or p.target
    c = boss_card(p, t)
    used = 0 if t == "chroma" or c is None else (match(p, c.needs) or 0)
    points = c.points if c is not None else None
    q = replace(p, bosses_won=p.bosses_won + (Won(t, points),), charge=p.charge - used,
                bosses=tuple(x for x in p.bosses if x.kind != t), failed=p.failed - {t})
    fx.append(f"You defeat the {t} Boss card.")
    cites.append("GD-CHROMA-SEVEN" if t == "chroma" else "GD-MATCH-WEAPONS")
    if used:
        fx.append(f"{used} Charge{'s' if used > 1 else ''} spent from your Ace Pilot.")
        cites.append("GD-ACE-SUBSTITUTE")
    if t in WEAPONS:
        fx.append(f"Your {t} Stage cards and the Boss card turn over to their victory side.")
        cites.append("GD-VICTORY-SIDE")
        fx.append(f"From now on you can no longer defeat {t} Stage cards.")
        cites.append("GD-STAGE-LOCKED")
        if not solo(p) or unlocked(p) < 2:
            fx.append("From now on you may swap one more Ship Die for a Boss Die.")
            cites.append("GD-BOSS-DIE-SWAP")
        if solo(p):
            if unlocked(p) >= 2:
                fx.append("No more Boss Dice: the Last Fighter limit is 2.")
                cites.append("GD-SOLO-BOSS-DIE-LIMIT")
            gain = stage_count(p, t)
            q = replace(q, tokens=q.tokens + gain,
                        stages=tuple(s for s in q.stages if s.kind != t))
            fx.append(f"You receive {gain} Arcade Token{'s' if gain != 1 else ''}, one per {t} "
                      f"Stage card you defeated.")
            fx.append(f"Any {t} Stage cards in the Stage Select queue are discarded.")
            cites += ["GD-SOLO-REWARD", "GD-SOLO-DISCARD"]
    elif t == "chroma":
        fx.append("The Chroma Ghost unlocks no Boss Die.")
        cites.append("GD-CHROMA-NO-DIE")
    if t == "nexus":
        fx.append("Defeating the Nexus Soul triggers the end game.")
        cites.append("GD-NEXUS-END")
        q = replace(q, end="triggered")
    elif solo(p):
        if len([k for k in won_kinds(q) if k in WEAPONS]) >= 4:
            fx.append("All 4 Boss cards are defeated: count up your points.")
            cites.append("GD-SOLO-GAME-OVER")
    elif "nexus-soul" not in p.modes and bosses_for_end(q) == 3:
        fx.append("That is your third Boss card: the end game is triggered and every other "
                  "player plays a final turn.")
        cites += ["GD-END-TRIGGER", "GD-FINAL-TURN"]
        if "chroma" in won_kinds(q):
            cites.append("GD-CHROMA-COUNTS")
        q = replace(q, end="triggered")
    q = end_turn(q, fx, cites)
    return Outcome(fx, _norm_pos(q), cites)

# ---- scoring ------------------------------------------------------------------------
def score(p: GDPosition):
    fx, cites = [], ["GD-SCORE"]
    cards = list(p.stages_won) + list(p.bosses_won)
    missing = [w.kind for w in cards if w.points is None]
    total = sum(w.points or 0 for w in cards)
    fx.append(f"Stage and Boss cards: {total} points ({len(cards)} cards).")
    if missing:
        fx.append(f"No points given for {len(missing)} card(s) ({', '.join(missing)}): counted as 0.")
    if p.capsules and ("capsule" in p.modes or "nemesis" in p.modes):
        cites.append("GD-CAPSULE-SCORE")
        total += _card_points(p.capsules, "unused Power Capsule card", fx)
    if p.glitches and "hacked-rom" in p.modes:
        cites.append("GD-GLITCH-SCORE")
        total += _card_points(p.glitches, "Glitch card", fx)
    if p.charge and "ace-pilot" in p.modes:
        cites.append("GD-ACE-SCORE")
        total += 100 * p.charge
        fx.append(f"{p.charge} Charge(s) left on your Ace Pilot: {100 * p.charge} points.")
    if solo(p):
        cites.append("GD-SOLO-SCORE")
        total += 100 * p.tokens
        fx.append(f"{p.tokens} Arcade Token(s) left: {100 * p.tokens} points.")
    fx.append(f"Total: {total} points.")
    if not solo(p):
        cites += ["GD-WINNER", "GD-TIEBREAK"]
        fx.append(_ranking(p, total))
        if fx[-1].startswith("Still tied"):
            cites.append("GD-TIE-FLIP")
    return total, fx, cites

def _card_points(cards: tuple, what: str, fx: list) -> int:
    """Each card is worth its listed point value; a value not given counts 0 and is said."""
    known = [c for c in cards if c is not None]
    got = sum(known)
    if known:
        fx.append(f"{len(known)} {what}{'s' if len(known) > 1 else ''}: "
                  + " + ".join(str(c) for c in known) + f" = {got} points.")
    if len(known) < len(cards):
        n = len(cards) - len(known)
        fx.append(f"{n} {what}{'s' if n > 1 else ''} with no points given: counted as 0 "
                  f"(give each card's points, e.g. 150 points).")
    return got


def _ranking(p: GDPosition, total: int) -> str:
    if not p.rivals:
        return f"A tie is broken by Arcade Tokens left (you have {p.tokens}), then by a flipped token."
    best = max([total] + [pts for _, pts, _ in p.rivals])
    tied = [(n, t) for n, pts, t in p.rivals if pts == best]
    if total < best:
        return f"{', '.join(n for n, _ in tied)} {'has' if len(tied) == 1 else 'have'} more points ({best})."
    if not tied:
        return "You have the highest total and win."
    if any(t is None for _, t in tied):
        return "Tied on points: compare Arcade Tokens left (give the rivals' tokens)."
    most = max([p.tokens] + [t for _, t in tied])
    if p.tokens < most:
        return f"Tied on points; {', '.join(n for n, t in tied if t == most)} has more Arcade Tokens left."
    if all(t < p.tokens for _, t in tied):
        return f"Tied on points; you win with more Arcade Tokens left ({p.tokens})."
    return "Still tied on Arcade Tokens: flip an Arcade Token to determine a winner."
