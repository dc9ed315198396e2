"""The rules of Galaxy Dice EX as declared from the book, each with its verbatim
quote, in the order the engine cites them."""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Optional

from ...core import Bag, RuleList
from .house import HOUSE
from .matching import (chroma_ok, doubler_split_match, glitch_best, glitch_doubled, match, need_str,
                       pilot_matches, split_match)
from .position import (AFTER_LIVES, end_triggered, solo_over, triggered_by_you, BOSS_KINDS, BOSS_ONLY, FACES, SHIP_ONLY, TURN_ACTS, WEAPONS, Card,
                       allowed_rolls, boss_card, bosses_for_end, exploded, game_ended,
                       in_turn, lives_lost, phoenix_active, rushing, showing, solo,
                       stage_count, stage_types, unlocked, won_kinds)

RULES = RuleList("galaxy-dice")
CORE = "Core Gameplay Element"
SETUP = "Game Setup"
TURN = "A Players Turn"
TACKLE = "Tackle a Stage"
RUSH = "Rush a Boss"
BDICE = "Boss Dice"
TOKENS = "Arcade Tokens"
OVER = "Game Over"
EX = "EX Game Modes"


@RULES.check("GD-TURN-OVER",
             "Once your turn has ended (a card won, the turn passed, or your lives lost) you take "
             "no more actions until your next turn, which begins once the others have played.",
             TACKLE, "receive 2 Arcade Tokens and pass your turn", on={"act"}, guard=True)
def _(p, a):
    if a.verb in STATE_ASKS or p.turn == "setup":
        return None  # during Game Setup: GD-SETUP-FIRST
    if a.verb == "next turn":
        return p.turn != "over" and "your turn is not over yet"
    if a.verb == "end game":
        return in_turn(p) and "your turn is not over yet"
    return p.turn == "over" and "your turn is over"


@RULES.check("GD-GAME-OVER",
             "Once every turn is finished the game is over: nobody takes another action, and the "
             "players count their points.",
             "Game Over", "Once turns are finished, you and the other players count the total number of "
             "points", on={"act", "position"}, guard=True)
def _(p, a):
    if a is None:
        return p.end == "over" and in_turn(p) and "the game is over, yet a turn is being played"
    return a.verb not in STATE_ASKS and p.end == "over" and "the game is over: count the points (ask: score)"


@RULES.check("GD-SETUP-FIRST",
             "Turns begin once Game Setup is done, with the starting player; during the setup only the "
             "setup steps (an Ace Pilot, the pilot die) are taken.",
             SETUP, "Finally, randomly select a starting player.", on={"act"})
def _(p, a):
    if p.turn != "setup" or a.verb in STATE_ASKS:
        return None
    if a.verb == "next turn":
        return "ace-pilot" in p.modes and not p.pilot and \
            "every player takes an Ace Pilot before the first turn"
    return a.verb not in ("choose pilot", "pass die") and "the game is still being set up"


@RULES.check("GD-SETUP-TOKENS", "At Game Setup each player receives 3 Arcade Tokens.",
             SETUP, "Give each player 3 Arcade Tokens and a Strategy Guide.", on={"position"}, guard=True)
def _(p, a):
    return p.turn == "setup" and not solo(p) and p.tokens != HOUSE["starting-tokens"] and \
        f"{p.tokens} Arcade Tokens at setup, not {HOUSE['starting-tokens']}"


@RULES.check("GD-SOLO-TOKENS", "Last Fighter: you begin with 30 Arcade Tokens.",
             "Last Fighter Solo Mode", "You begin with 30 Arcade Tokens with which to play.",
             on={"position"}, guard=True)
def _(p, a):
    return p.turn == "setup" and solo(p) and p.tokens != HOUSE["solo-tokens"] and \
        f"{p.tokens} Arcade Tokens at setup, not {HOUSE['solo-tokens']}"


@RULES.check("GD-CHOOSE-ACTION",
             "At the beginning of your turn you choose one action, Tackle a Stage or Rush a Boss; "
             "rolls, saves and claims belong to that action.",
             TURN, 'You then decide whether you want to "Tackle a Stage" or "Rush a Boss."',
             on={"tackle", "rush", "cycle", *TURN_ACTS}, guard=True)
def _(p, a):
    if a.verb in ("tackle", "rush"):
        return in_turn(p) and f"you already chose to {p.turn} this turn"
    if a.verb == "cycle":
        return p.turn == "start" and "Cycle the Stages is part of Tackle a Stage: choose it first"
    return p.turn == "start" and "first choose Tackle a Stage or Rush a Boss"


@RULES.check("GD-DICE-POOL",
             "Your die pool is 7 dice, gathered at the beginning of your turn: every die you roll "
             "comes from it, and Boss Dice are swapped in only while gathering it.",
             TURN, "At the beginning of your turn, gather 7 dice (this is your die pool).",
             on={"position", "roll", "swap boss die"})
def _(p, a):
    if a is None:
        total = len(p.pool) + len(p.aside) + p.explosions
        if in_turn(p) and p.roll >= 1 and total != 7:
            return f"{total} dice are showing, saved or exploded; a die pool is 7 dice"
        if (not in_turn(p) or p.roll == 0) and total:
            return "dice are showing before the first roll"
        return None
    if a.verb == "swap boss die":
        return in_turn(p) and p.roll >= 1 and "Boss Dice are swapped in before the first roll"
    # roll
    if not in_turn(p) or exploded(p):
        return None
    if p.roll == 0 and a.dice is not None:
        return "the first roll throws all 7 dice"
    if a.dice is not None and not rerollable(p).contains(a.dice - Bag({"explosion": a.dice["explosion"]})):
        return f"{a.dice.render(FACES)} is not all in your pool"
    n = len(dice_rolled(p, a))
    if n == 0:
        return "no die is left in the pool to roll"
    if a.result is not None and len(a.result) != n:
        return f"{n} dice are rolled but the result names {len(a.result)}"
    return None


STATE_ASKS = ("boss dice", "turn over", "win")  # questions about a state ("may I have 3 Boss Dice?", "is my turn
# over?", "do I win?")


def _as_state(p, a):
    """A state ask is judged as the position it asks about (``boss dice 3``: 3 Boss Dice)."""
    if a is not None and a.verb == "boss dice":
        return replace(p, boss_dice=a.n), None
    return p, a


def rerollable(p) -> Bag:
    """Dice the next roll can throw: the pool (and, with the Phoenix Core, every Explosion)."""
    if p.roll == 0:
        return Bag()
    bag = p.pool
    if phoenix_active(p) and p.explosions:
        bag = bag.add("explosion", p.explosions)
    return bag


def dice_rolled(p, a) -> Bag:
    if p.roll == 0:
        return Bag({"?": 7})
    return a.dice if a.dice is not None else rerollable(p)


@RULES.check("GD-DICE-FACES",
             "Ship Dice show Missile, Plasma, Spray, Wave, Explosion or 1Up; Missile, Plasma, "
             "Spray and Wave are the Weapons.",
             CORE, "Ship Dice faces: Missile, Plasma, Spray, Wave, Explosion, 1Up.",
             on={"position", "roll"}, guard=True)
def _(p, a):
    if a is None:
        ship = sum(showing(p)[f] for f in SHIP_ONLY)
        if ship > 7 - p.boss_dice:
            return f"{ship} Ship Dice faces but only {7 - p.boss_dice} Ship Dice in the pool"
        return None
    if a.result is None or not in_turn(p) or exploded(p):
        return None
    ship_faces = sum(a.result[f] for f in SHIP_ONLY)
    if p.roll == 0:
        ships = 7 - p.boss_dice
    else:
        rolled = dice_rolled(p, a)
        ships = sum(rolled[f] for f in SHIP_ONLY) + rolled["explosion"]
    return ship_faces > ships and f"{ship_faces} Ship Dice faces from {ships} Ship Dice rolled"


@RULES.check("GD-BOSS-FACES",
             "Boss Dice show Double Missile, Double Plasma, Double Spray, Double Wave, the Wild "
             "Weapon or an Explosion; only Boss Dice show doublers and the Wild Weapon.",
             BDICE, "Boss Dice faces: Double Missile, Double Plasma, Double Spray, Double Wave, "
             "Wild Weapon, Explosion.", on={"position", "roll"}, guard=True)
def _(p, a):
    if a is None:
        boss = sum(showing(p)[f] for f in BOSS_ONLY)
        return boss > p.boss_dice and f"{boss} Boss Dice faces but {p.boss_dice} Boss Dice in the pool"
    if a.result is None or not in_turn(p) or exploded(p):
        return None
    boss_faces = sum(a.result[f] for f in BOSS_ONLY)
    if p.roll == 0:
        bosses = p.boss_dice
    else:
        rolled = dice_rolled(p, a)
        bosses = sum(rolled[f] for f in BOSS_ONLY) + rolled["explosion"]
    return boss_faces > bosses and f"{boss_faces} Boss Dice faces from {bosses} Boss Dice rolled"


@RULES.check("GD-BOSS-DIE-SWAP",
             "Each Boss card you have defeated (other than the Chroma Ghost) lets you swap one Ship "
             "Die of your pool for a Boss Die.",
             RUSH, "From now on, you may substitute 1 of your Ship Dice with a Boss Die on future turns.",
             on={"position", "swap boss die", "boss dice"})
def _(p, a):
    p, a = _as_state(p, a)
    if a is None:
        return p.boss_dice > unlocked(p) and not solo(p) and \
            f"{p.boss_dice} Boss Dice but {unlocked(p)} Boss card(s) defeated"
    if solo(p) and unlocked(p) >= 2:
        return None  # the solo limit says why
    return p.boss_dice >= unlocked(p) and \
        f"{p.boss_dice} Boss Dice already swapped in for {unlocked(p)} Boss card(s) defeated"


@RULES.check("GD-SWAP-TIMING",
             "Boss Dice replace Ship Dice when you gather your pool, at the beginning of your turn.",
             TURN, "Initially, these will all be Ship Dice but as you defeat Boss cards, you can swap "
             "out Ship Dice for Boss Dice.", on={"swap boss die"}, guard=True)
def _(p, a):
    return in_turn(p) and p.roll >= 1 and "the dice have already been rolled this turn"


@RULES.check("GD-TACKLE-ROLLS",
             "Tackling a Stage gives 3 rolls, plus one for each Second Wind bought.",
             TACKLE, "Should you take this action, you have 3 rolls to attempt to acquire 1 of the "
             "Stage Cards.", on={"position", "roll"}, guard=True)
def _(p, a):
    if p.turn != "tackle":
        return None
    if a is None:
        return p.roll > allowed_rolls(p) and f"{p.roll} rolls made of {allowed_rolls(p)}"
    return not exploded(p) and p.roll >= allowed_rolls(p) and \
        f"all {allowed_rolls(p)} rolls are used"


@RULES.check("GD-CYCLE-BEFORE-ROLL",
             "Cycle the Stages is decided before the first roll of a Tackle a Stage (the reading "
             "taken: not after rolling, and not while rushing a Boss).",
             TACKLE, 'Before rolling, you can decide if you want to "Cycle the Stages".', on={"cycle"}, guard=True)
def _(p, a):
    if p.turn == "rush":
        return "Cycling the Stages belongs to Tackle a Stage"
    return p.turn == "tackle" and p.roll >= 1 and "the dice have already been rolled"


@RULES.check("GD-SAVE",
             "After a roll you may save Weapons (Boss Dice Weapons included) and 1Ups to the side; "
             "Explosions are not saved.",
             TACKLE, "After each roll, you can decide if you want to save any Weapons or 1Ups to the "
             "side.", on={"position", "save"})
def _(p, a):
    if a is None:
        return p.aside["explosion"] and "an Explosion is saved to the side"
    if not in_turn(p) or exploded(p):
        return None
    if p.roll == 0:
        return "nothing has been rolled yet"
    if a.dice["explosion"]:
        return "Explosions cannot be saved"
    if not p.pool.contains(a.dice):
        return f"{a.dice.render(FACES)} is not all showing in your pool"
    return None


@RULES.check("GD-MOVE-BACK",
             "Ship Dice you saved may be moved back into the pool before a reroll; the rule names "
             "only Ship Dice, so a saved Boss Die stays saved (the reading taken).",
             TACKLE, "Any Ship Dice set aside can be moved back into the die pool before rerolling.",
             on={"return"})
def _(p, a):
    if not in_turn(p) or exploded(p):
        return None
    if not p.aside.contains(a.dice):
        return f"{a.dice.render(FACES)} is not all saved to the side"
    boss = [f for f in a.dice.names() if f in BOSS_ONLY]
    return boss and f"{', '.join(boss)} is a Boss Die"


@RULES.check("GD-EXPLOSION-LOCKED",
             "Explosions cannot be rerolled (unless a Continue token put them back in the pool or "
             "the Phoenix Core is working for you); 1Ups only cancel the lost life.",
             TACKLE, "Explosions cannot be rerolled and signify a Lost Life unless a 1Up is also "
             "rolled to cancel the Explosion.", on={"roll"}, guard=True)
def _(p, a):
    if a.dice is None or not in_turn(p) or exploded(p) or p.roll == 0:
        return None
    free = rerollable(p)["explosion"]
    return a.dice["explosion"] > free and \
        f"{a.dice['explosion']} Explosion(s) named but {free} can be rerolled"


@RULES.check("GD-THREE-EXPLOSIONS",
             "Three Explosions not cancelled by 1Ups (3 lost lives) end your turn at once: no more "
             "rolls, saves, tokens or claims.",
             TACKLE, "If you roll 3 Explosions that cannot be cancelled by 1Ups (3 lost lives), your "
             "turn is over.", on=AFTER_LIVES, guard=True)
def _(p, a):
    return exploded(p) and lives_lost(p) >= 3 and f"{lives_lost(p)} lives lost"


@RULES.check("GD-NO-TOKEN-REVERSE",
             "Arcade Tokens cannot undo a turn ended by lost lives.",
             TACKLE, "You cannot spend Arcade Tokens to reverse this end state.",
             on={"continue", "second wind", "strike the core", "cycle"}, guard=True)
def _(p, a):
    return exploded(p) and f"{lives_lost(p)} lives lost already ended the turn"


def _stage(p, i: int) -> Optional[Card]:
    return p.stages[i - 1] if 1 <= i <= len(p.stages) else None


@RULES.check("GD-LINEUP",
             "Four Stage cards are on offer; a claim names one of them.",
             SETUP, "Reveal 4 Stage cards in a row to the right of the Stage Select deck.",
             on={"position", "claim"}, guard=True)
def _(p, a):
    if a is None:
        return len(p.stages) > 4 and f"{len(p.stages)} Stage cards on offer"
    if a.kind:
        n = sum(1 for c in p.stages if c.kind == a.kind)
        return (f"no {a.kind} Stage card on offer" if n == 0 else
                f"{n} {a.kind} Stage cards on offer: say which (claim stage N)")
    bad = [str(i) for i in a.stages if _stage(p, i) is None]
    return bad and f"there is no Stage card {', '.join(bad)} on offer ({len(p.stages)} listed)"


def _claim_dice(p, a) -> Bag:
    """The dice a claim uses for its Stage card: those named, else every die showing."""
    return a.dice if a.dice is not None and showing(p).contains(a.dice) else showing(p)


def _claim_ready(p, a) -> bool:
    return p.turn == "tackle" and p.roll >= 1 and not exploded(p)


@RULES.check("GD-CLAIM-MATCH",
             "To claim a Stage card every Weapon on it must be matched by the dice you rolled "
             "(saved or showing), Boss Dice and Ace Pilot Charges included.",
             TACKLE, "Your goal is to successfully roll all of the Weapons on 1 of the Stage cards.",
             on={"claim"})
def _(p, a):
    if p.turn != "tackle" or exploded(p):
        return None
    if p.roll == 0:
        return "nothing has been rolled yet"
    if a.dice is not None and not showing(p).contains(a.dice):
        return f"{a.dice.render(FACES)} is not all showing"
    dice = _claim_dice(p, a)
    for i in a.stages:
        c = _stage(p, i)
        if c is not None and match(p, c.needs, dice) is None:
            return f"Stage card {i} needs {need_str(c.needs)}; " + \
                (f"named: {dice.render(FACES)}" if a.dice is not None
                 else f"showing: {dice.render(FACES) or 'nothing'}")
    return None


@RULES.check("GD-ONE-STAGE", "You can defeat only one Stage card per turn.",
             TACKLE, "You can only defeat 1 Stage card per turn.", on={"claim"}, guard=True)
def _(p, a):
    return len(a.stages) > 1 and f"{len(a.stages)} Stage cards named"


@RULES.check("GD-STAGE-LOCKED",
             "Once you defeat a Boss you can no longer defeat Stage cards of that Boss's type.",
             RUSH, "for the remainder of the game, you can no longer defeat Stage cards of the same "
             "type of your defeated Boss card.", on={"claim"}, guard=True)
def _(p, a):
    bad = [f"{c.kind}" for i in a.stages for c in [_stage(p, i)]
           if c is not None and c.kind in won_kinds(p)]
    return bad and f"you defeated the {', '.join(bad)} Boss"


@RULES.check("GD-BOSS-DOUBLER",
             "A Boss Die doubler stands as two of the same Weapon, never as two different Weapons.",
             BDICE, "Most of the faces are Weapon doublers that can stand as 2 of the same Weapon on a "
             "Stage card or Boss card.", on={"claim", "defeat"}, guard=True)
def _(p, a):
    if not in_turn(p) or p.roll == 0 or exploded(p):
        return None
    needs = []
    dice = showing(p)
    if a.verb == "claim" and p.turn == "tackle":
        needs = [c.needs for i in a.stages for c in [_stage(p, i)] if c is not None]
        dice = _claim_dice(p, a)
    elif a.verb == "defeat" and p.turn == "rush" and (a.target or p.target) == p.target:
        c = boss_card(p, p.target)
        needs = [c.needs] if c is not None and p.target != "chroma" else []
    for need in needs:
        if match(p, need, dice) is None and doubler_split_match(p, need, dice):
            return "a doubler would have to stand as two different Weapons"
    return None


RULES.add("GD-CLAIM-PILE", "A claimed Stage card goes in front of you, in your pile sorted by Stage type.",
          TACKLE, "If you can, you claim the Stage card and place it in front of you (in a pile, sorted by "
          "Stage type).")
RULES.add("GD-VICTORY-SIDE",
          "A defeated Boss card and the matching Stage cards turn over together to the victory side.",
          RUSH, "First, gather the matching Stage cards and the defeated Boss card and turn this pile over to "
          "show the victory side.")
RULES.add("GD-GLITCH-GAIN", "An acquired Glitch card is placed in front of you.",
          "Acquiring and Using Glitches", "When you accomplish this, you receive and place the Glitch card in "
          "front of you.")
RULES.add("GD-WILD", "The Wild Weapon face of a Boss Die matches any one Weapon.",
          BDICE, "The Wild Weapon can match any Weapon on a Stage card or Boss card.")


@RULES.check("GD-FAIL-TOKENS",
             "A Tackle a Stage that fails (3 lost lives, or no Stage matched after its rolls) "
             "ends with 2 Arcade Tokens; you cannot pass with rolls left to collect them (the reading "
             "taken).",
             TACKLE, "If you roll 3 Explosions or fail to match a Stage card after 3 rolls, receive 2 "
             "Arcade Tokens and pass your turn.", on={"pass"}, guard=True)
def _(p, a):
    return p.turn == "tackle" and not exploded(p) and p.roll < allowed_rolls(p) and \
        f"{allowed_rolls(p) - p.roll} roll(s) left"


@RULES.check("GD-RUSH-DECLARE",
             "Rushing a Boss starts by declaring the Boss card; a Boss can only be defeated in a "
             "rush declared for it.",
             RUSH, "Should you take this action, you must declare the Boss card you want to attempt "
             "to defeat.", on={"defeat"}, guard=True)
def _(p, a):
    return p.turn == "tackle" and "you are tackling a Stage, not rushing a Boss"


@RULES.check("GD-RUSH-NEEDS-STAGE",
             "You may rush a Boss only with at least one Stage card of its type in your defeated pile.",
             RUSH, "This Boss card must have at least 1 matching Stage Card in your defeated pile",
             on={"position", "rush"}, guard=True)
def _(p, a):
    t = rushing(p, a)
    if a is None and p.turn != "rush":
        return None
    return t in WEAPONS and stage_count(p, t) == 0 and t not in won_kinds(p) and \
        f"no {t} Stage card in your defeated pile"


@RULES.check("GD-RUSH-NOT-SAME",
             "You cannot rush a Boss card of a type you have already defeated (the reading taken: "
             "any earlier victory, not only the last one).",
             RUSH, "cannot be the same Boss card you previously defeated", on={"position", "rush"})
def _(p, a):
    if a is None:
        dup = [k for k in BOSS_KINDS if won_kinds(p).count(k) > 1]
        if dup:
            return f"the {dup[0]} Boss is defeated twice"
        if p.turn == "rush" and p.target in won_kinds(p):
            return f"you already defeated the {p.target} Boss"
        return None
    return a.target in won_kinds(p) and f"you already defeated the {a.target} Boss"


@RULES.check("GD-RUSH-AGAIN",
             "After a failed rush you may rush the same Boss card again, but on a later turn, not in the "
             "turn that failed.",
             RUSH, "You may rush the same Boss card again on a later turn.", on={"rush"}, guard=True)
def _(p, a):
    return p.failed_now == a.target and \
        f"your rush on the {a.target} Boss failed this turn: rush it again on a later turn"


@RULES.check("GD-RUSH-ROLLS",
             "Each Stage card of the Boss's type in your pile gives one roll against it, plus one "
             "for each Strike the Core bought.",
             RUSH, "Each matching Stage card is worth 1 roll against the Boss card.",
             on={"position", "roll"}, guard=True)
def _(p, a):
    if p.turn != "rush" or p.target not in WEAPONS:
        return None
    if a is None:
        return p.roll > allowed_rolls(p) and f"{p.roll} rolls made of {allowed_rolls(p)}"
    return not exploded(p) and p.roll >= allowed_rolls(p) and f"all {allowed_rolls(p)} rolls are used"


@RULES.check("GD-RUSH-DECLARED-ONLY",
             "During a rush only the declared Boss card can be defeated (no other Boss, no Stage "
             "card), and only one Boss per turn.",
             RUSH, "You can only defeat the Boss card you declared and only 1 Boss card per turn.",
             on={"defeat", "claim", "hit nemesis"}, guard=True)
def _(p, a):
    if p.turn != "rush":
        return None
    if a.verb == "defeat":
        others = [t for t in a.targets if t != p.target]
        if len(a.targets) > 1:
            return f"{len(a.targets)} Boss cards named"
        return others and f"you declared the {p.target} Boss, not the {others[0]} Boss"
    return f"you declared the {p.target} Boss"


@RULES.check("GD-MATCH-WEAPONS",
             "A Boss card is defeated by matching every Weapon on it with your dice.",
             CORE, "The first 4 symbols are Weapons and are the targets you want to match on the "
             "various Stage cards and Boss cards.", on={"defeat"}, guard=True)
def _(p, a):
    if p.turn != "rush" or exploded(p) or p.target == "chroma" or (a.target or p.target) != p.target:
        return None
    if p.roll == 0:
        return "nothing has been rolled yet"
    c = boss_card(p, p.target)
    if c is None:
        return f'the {p.target} Boss card\'s Weapons are not given (add "boss: {p.target} needs ...")'
    return match(p, c.needs) is None and \
        f"the {p.target} Boss needs {need_str(c.needs)}; showing: {showing(p).render(FACES) or 'nothing'}"


@RULES.check("GD-RUSH-FAIL",
             "A failed rush ends with 2 Arcade Tokens once its rolls are spent (or lives lost); "
             "you may rush the same Boss again later.",
             RUSH, "If you fail, receive 2 Arcade Tokens.", on={"pass"}, guard=True)
def _(p, a):
    return p.turn == "rush" and not exploded(p) and p.roll < allowed_rolls(p) and \
        f"{allowed_rolls(p) - p.roll} roll(s) left"


@RULES.check("GD-CONTINUE",
             "Continue: one Arcade Token per Explosion puts that rolled Explosion back into your pool, "
             "to be rerolled; it no longer costs a life (the reading taken).",
             TOKENS, "Continue: Spend an Arcade Token(s) to add a rolled Explosion(s) to your dice pool.",
             on={"continue"})
def _(p, a):
    if not in_turn(p) or exploded(p):
        return None
    n = a.n or 1
    if p.explosions < n:
        return f"{p.explosions} Explosion(s) rolled, {n} named"
    return p.tokens < n and f"{p.tokens} Arcade Token(s), {n} needed"


@RULES.check("GD-SECOND-WIND",
             "Second Wind: one Arcade Token buys an extra roll against a Stage card (only when "
             "tackling a Stage).",
             TOKENS, "Second Wind: Spend an Arcade Token for an additional roll against a Stage card.",
             on={"second wind"})
def _(p, a):
    if p.turn == "rush":
        return "you are rushing a Boss, not tackling a Stage"
    if p.turn != "tackle" or exploded(p):
        return None
    return p.tokens < 1 and "no Arcade Token left"


@RULES.check("GD-CYCLE",
             "Cycle: one Arcade Token replaces the 4 Stage cards on offer with 4 new ones.",
             TOKENS, "Cycle: Spend an Arcade Token to discard the lineup of 4 Stage cards.",
             on={"cycle"})
def _(p, a):
    return p.turn != "over" and p.tokens < 1 and "no Arcade Token left"


@RULES.check("GD-CYCLE-ONCE", "Cycle can be used once per turn.", TOKENS, "Limit once per turn.",
             on={"cycle"}, guard=True)
def _(p, a):
    return p.cycled and "you already cycled the Stages this turn"


@RULES.check("GD-STRIKE-CORE",
             "Strike the Core: two Arcade Tokens buy an extra roll against a Boss card (only when "
             "rushing a Boss).",
             TOKENS, "Strike the Core: Spend 2 Arcade Tokens for an additional roll against a Boss card.",
             on={"strike the core"})
def _(p, a):
    if p.turn == "tackle":
        return "you are tackling a Stage, not rushing a Boss"
    if p.turn != "rush" or exploded(p):
        return None
    cost = HOUSE["strike-core-cost"]
    return p.tokens < cost and f"{p.tokens} Arcade Token(s), {cost} needed"


@RULES.check("GD-END-TRIGGER",
             "Defeating your third Boss card triggers the end game: the others play a final turn "
             "and you play no more turns.",
             OVER, "When you defeat your third Boss card, you trigger the end game.",
             on={"tackle", "rush", "next turn", "end game"}, guard=True)
def _(p, a):
    if solo(p) or "nexus-soul" in p.modes:
        return None
    if a.verb == "end game":
        return not end_triggered(p) and \
            f"nobody has triggered the end game (you have defeated {bosses_for_end(p)} Boss card(s) of 3)"
    if a.verb == "next turn":
        return p.turn == "over" and game_ended(p)
    return p.turn == "start" and game_ended(p)


@RULES.check("GD-FINAL-TURN",
             "After the end game is triggered, every other player plays one final turn, and only one; "
             "the game ends once those turns are played.",
             OVER, "All other players play a final turn.", on={"tackle", "rush", "next turn", "end game"},
             guard=True)
def _(p, a):
    if solo(p) or not end_triggered(p) or triggered_by_you(p):
        return None
    if a.verb == "next turn":
        return p.turn == "over" and "that was your final turn"
    if a.verb == "end game":
        return bool(p.final_left) and \
            (f"{p.final_left} other players still play a final turn" if p.final_left > 1
             else "1 other player still plays a final turn")
    return None
RULES.add("GD-SCORE",
          "At the end each player totals the points of their Stage and Boss cards; the highest wins.",
          OVER, "count the total number of points on the Stage cards and Boss cards you have collected")
# ``win``, a state question at the end ("tied on points, I have more tokens left, so I win?"): legal when
# the points and then the Arcade Tokens left make you the winner, illegal when they do not
def _your_total(p) -> int:
    from .play import score  # noqa: PLC0415  (play reads these rules)
    return score(p)[0]


def _tied(p) -> list:
    """The rivals tied with you on the highest total (none when you are not on it)."""
    total = _your_total(p)
    best = max([total] + [pts for _, pts, _ in p.rivals])
    return [] if total < best else [(n, t) for n, pts, t in p.rivals if pts == best]


@RULES.check("GD-WINNER", "The player with the highest total of points wins.",
             OVER, "The player with the highest total points wins.", on={"win"})
def _(p, a):
    if p.end != "over":
        return "the game is not over yet"
    if not p.rivals:
        return "the other players' points are not given (rivals:), so no winner can be named"
    total = _your_total(p)
    ahead = [(n, pts) for n, pts, _ in p.rivals if pts > total]
    return bool(ahead) and f"{ahead[0][0]} has more points ({ahead[0][1]} to your {total})"


@RULES.check("GD-TIEBREAK",
             "A tie goes to the player with more Arcade Tokens left, then to a flipped Arcade Token.",
             OVER, "In the case of a tie, count the left over Arcade Tokens.", on={"win"})
def _(p, a):
    if p.end != "over":
        return None
    tied = _tied(p)
    if not tied:
        return None
    untold = [n for n, t in tied if t is None]
    if untold:
        return f"tied on points, and {untold[0]}'s Arcade Tokens left are not given (write ? tokens when untold)"
    most = max(t for _, t in tied)
    if most > p.tokens:
        return f"tied on points, and {next(n for n, t in tied if t == most)} has more Arcade Tokens left " \
               f"({most} to your {p.tokens})"
    return most == p.tokens and "tied on points and on Arcade Tokens left: a flipped Arcade Token decides"
RULES.add("GD-TIE-FLIP", "A tie on points and Arcade Tokens is decided by flipping an Arcade Token.",
          OVER, "If still tied, flip an Arcade Token to determine a winner.")


# ---- mode components -------------------------------------------------------------------
def _needs_mode(mode_ids: Iterable[str], what: str, present):
    def check(p, a):
        if any(m in p.modes for m in mode_ids):
            return None
        return present(p, a) and f"{what} without {' or '.join(mode_ids)} in the modes"
    return check


RULES.add("GD-JOURNEY-SETUP",
          "Bonus Stage cards are in play only in Journey Mode (or optionally in Last Fighter solo).",
          "Journey Mode Rules", "During the Game Setup, add the 10 Bonus Stage cards to the Stage "
          "Select deck.", on={"position", "claim"},
          guard=True, forbids=_needs_mode(("journey", "last-fighter"), "Bonus Stage cards",
                              lambda p, a: (p.bonus or any(w.kind == "bonus" for w in p.stages_won))
                              if a is None else a.bonus is not None))


@RULES.check("GD-BONUS-TOP", "Only the top Bonus Stage card of the stack can be claimed.",
             "Journey Mode Rules", "You can only claim the top Bonus Stage card.", on={"claim"}, guard=True)
def _(p, a):
    if a.bonus is None:
        return None
    if not p.bonus:
        return "no Bonus Stage card is out"
    return a.bonus != 1 and f"Bonus Stage card {a.bonus} is not the top card"


@RULES.check("GD-BONUS-WITH-STAGE",
             "A Bonus Stage card is claimed only together with a Stage card.",
             "Claiming a Bonus Stage", "A Bonus Stage card can only be acquired in addition to a "
             "Stage card.", on={"claim"}, guard=True)
def _(p, a):
    return a.bonus is not None and not a.stages and not a.kind and "no Stage card is claimed with it"


def _bonus_pair(p, a):
    if a.bonus != 1 or not p.bonus or len(a.stages) != 1 or not _claim_ready(p, a):
        return None
    c = _stage(p, a.stages[0])
    if c is None or match(p, c.needs, _claim_dice(p, a)) is None:
        return None
    return c, p.bonus[0]


@RULES.check("GD-BONUS-SEPARATE-DICE",
             "The Bonus Stage card must be matched with dice not used on the Stage card claimed "
             "with it.",
             "Claiming a Bonus Stage", "You must be able to claim the Bonus Stage card with dice not "
             "used on the Stage card.", on={"claim"}, guard=True)
def _(p, a):
    pair = _bonus_pair(p, a)
    if pair is None:
        return None
    c, b = pair
    if a.dice is not None:
        return split_match(p, c.needs, b.needs, used=a.dice) is None and \
            f"the Bonus Stage needs {need_str(b.needs)} from the dice not named for the Stage card"
    if split_match(p, c.needs, b.needs) is not None:
        return None
    if split_match(p, c.needs, b.needs, split_doubles=True) is not None:
        return None  # only a split Boss Die would do: that rule says why
    return f"the Bonus Stage needs {need_str(b.needs)} from dice the Stage card does not use"


@RULES.check("GD-BOSS-DIE-ONE-CARD",
             "A Boss Die counts toward one card only: a doubler cannot give one Weapon to a Stage "
             "card and one to a Bonus Stage card.",
             BDICE, "Boss Dice can only be applied to a single Stage card or Boss card.", on={"claim"}, guard=True)
def _(p, a):
    pair = _bonus_pair(p, a)
    if pair is None:
        return None
    c, b = pair
    return a.dice is None and split_match(p, c.needs, b.needs) is None and \
        split_match(p, c.needs, b.needs, split_doubles=True) is not None and \
        "a Boss Die would have to count toward both cards"


RULES.add("GD-SOLO-BONUS",
          "Last Fighter may add the Bonus Stage cards without Journey Mode; they award Arcade Tokens.",
          "Last Fighter Solo Mode", "Optionally, you may add Bonus Stage cards to the Stage Select deck. "
          "Defeating Bonus Stage cards will award Arcade Tokens.")
RULES.add("GD-BONUS-TOKENS",
          "Claiming a Bonus Stage card also gives the Arcade Tokens pictured on it.",
          "Claiming a Bonus Stage", "You also receive the number of Arcade Tokens pictured below "
          "the points on the Bonus Stage Card.")

RULES.add("GD-CAPSULE-SETUP",
          "Power Capsule cards are in play only in Capsule Mode (or bought in Nemesis Mode).",
          "Capsule Mode Rules", "shuffle the 16 Power Capsule cards and place them, face-down, to the "
          "right of the Boss cards", on={"position", "use capsule"},
          guard=True, forbids=_needs_mode(("capsule", "nemesis"), "Power Capsule cards",
                              lambda p, a: bool(p.capsules)
                              if a is None else True))
RULES.add("GD-CAPSULE-ON-FAIL",
          "In Capsule Mode a failed Stage or Boss attempt also gives a Power Capsule card.",
          "Capsule Mode Rules", "If you fail to defeat a Stage card or Boss card, you receive 2 Arcade "
          "Tokens as well as a Power Capsule card you keep face-up.")


@RULES.check("GD-CAPSULE-USE",
             "A Power Capsule card you hold can be used at any time during your turn (not on another "
             "player's).",
             "Capsule Mode Rules", "Power Capsule cards can be used anytime during your turn.",
             on={"use capsule"})
def _(p, a):
    if p.turn in ("over", "setup"):
        return "it is not your turn"
    if not p.capsules:
        return "you hold no Power Capsule card"
    n = a.n or 1
    return n > len(p.capsules) and f"you hold {len(p.capsules)} Power Capsule card(s), not a card {n}"


RULES.add("GD-CAPSULE-SCORE", "Unused Power Capsule cards score their points at the end.",
          "Capsule Mode Rules", "If you have any unused Power Capsule cards at the end of the game, "
          "each is worth its listed point value.")

RULES.add("GD-HACKED-SETUP", "Glitch cards are in play only in Hacked Rom Mode.",
          "Hacked Rom Mode Rules", "During the Game Setup, shuffle the 6 Glitch cards and place them "
          "in a face-up stack to the left of the Stage Select deck.",
          on={"position", "take glitch", "steal glitch", "use glitch"},
          guard=True, forbids=_needs_mode(("hacked-rom",), "Glitch cards",
                              lambda p, a: (p.glitches or p.glitch_stack is not None
                                            or p.rival_glitches is not None or p.glitch_taken)
                              if a is None else True))


@RULES.check("GD-GLITCH-TOP", "Only the top card of the Glitch stack can be acquired.",
             "Hacked Rom Mode Rules", "You can only acquire the top Glitch card.", on={"take glitch"})
def _(p, a):
    if p.glitch_stack == 0:
        return "the Glitch stack is empty"
    if a.n not in (None, 1):
        return f"Glitch card {a.n} is not the top card"
    return None


def _five(p, a):
    if not in_turn(p) or exploded(p):
        return None
    if p.roll == 0:
        return "nothing has been rolled yet"
    if p.glitch_taken:
        return "a Glitch was already taken with this roll"
    best = glitch_best(showing(p))
    if best >= 5:
        return None
    if glitch_doubled(showing(p)) >= 5:
        return None  # the doubler rule says why
    return f"at most {best} matching results showing"


@RULES.check("GD-GLITCH-FIVE",
             "A Glitch card is acquired by rolling 5 matching results (the reading taken: five dice "
             "showing the same face, and one Glitch per roll).",
             "Acquiring and Using Glitches", "All 6 Glitch cards require you to roll 5 matching results "
             "to acquire.", on={"take glitch"})
def _(p, a):
    return _five(p, a)


@RULES.check("GD-GLITCH-DOUBLER",
             "For Glitches a Boss Die doubler counts as a single Weapon.",
             "Acquiring and Using Glitches", "Weapon doublers on a Boss Die only count as a single "
             "Weapon.", on={"take glitch", "steal glitch"}, guard=True)
def _(p, a):
    if not in_turn(p) or exploded(p) or p.roll == 0 or p.glitch_taken:
        return None
    return glitch_best(showing(p)) < 5 <= glitch_doubled(showing(p)) and \
        "five matching results only if a doubler counts twice"


@RULES.check("GD-GLITCH-ONCE", "Each Glitch card you hold can use its ability once per turn.",
             "Acquiring and Using Glitches", "Once per turn, you can use the Glitch card's ability.",
             on={"use glitch"})
def _(p, a):
    if not p.glitches:
        return "you hold no Glitch card"
    n = a.n or 1
    return p.glitches_used + n > len(p.glitches) and \
        f"{len(p.glitches)} Glitch card(s), {p.glitches_used} use(s) already made this turn, {n} asked"


@RULES.check("GD-GLITCH-STEAL",
             "Another player's Glitch card may be stolen by rolling 5 matching results.",
             "Acquiring and Using Glitches", "Glitches you have claimed may be stolen by another player "
             "if that player can roll 5 matching results.", on={"steal glitch"})
def _(p, a):
    if p.rival_glitches == 0:
        return "no other player holds a Glitch card"
    return _five(p, a)


RULES.add("GD-GLITCH-SCORE", "Glitch cards held at the end score their points.",
          "Acquiring and Using Glitches", "If you have a Glitch card at the end of the game, it is "
          "worth its listed point value.")

RULES.add("GD-DARK-SETUP", "Dark Energy effects apply only in Dark Energy Mode.",
          "Dark Energy Mode Rules", "During the Game Setup, shuffle the 6 Dark Energy Effect Matrix "
          "cards.", on={"position"},
          guard=True, forbids=_needs_mode(("dark-energy",), "a Dark Energy effect", lambda p, a: p.toxic))


# ``turn over``, a state question ("is my turn over?"): legal when it is, illegal while the turn goes on
@RULES.check("GD-TURN-OVER-TOXIC",
             "Two uncancelled Explosions end the turn only while the round's Dark Energy effect references "
             "Toxic; otherwise the turn goes on until three.",
             "Dark Energy Mode Rules", 'If an effect references "Toxic", your turn ends with 2 '
             'Explosions rather than 3.', on={"turn over"})
def _(p, a):
    return p.turn != "over" and not exploded(p) and not phoenix_active(p) and lives_lost(p) == 2 and \
        "2 lives lost, and the Dark Energy effect is not Toxic"


@RULES.check("GD-TURN-OVER-LIVES",
             "A turn is over once it is passed or won, or once the lives lost reach 3 (2 under Toxic); "
             "until then it goes on.",
             TACKLE, "If you roll 3 Explosions that cannot be cancelled by 1Ups (3 lost lives), your "
             "turn is over.", on={"turn over"})
def _(p, a):
    if p.turn == "over" or p.turn == "setup" or exploded(p):
        return None
    limit = "2" if p.toxic is True else "3" if p.toxic is False else "2 or 3"
    return f"{lives_lost(p)} li{'fe' if lives_lost(p) == 1 else 'ves'} lost of the {limit} that end the turn"


@RULES.check("GD-DARK-TOXIC",
             "While the round's Dark Energy effect references Toxic, 2 lost lives end your turn.",
             "Dark Energy Mode Rules", 'If an effect references "Toxic", your turn ends with 2 '
             'Explosions rather than 3.', on=AFTER_LIVES, guard=True)
def _(p, a):
    return p.toxic and exploded(p) and f"{lives_lost(p)} lives lost under Toxic"


def _ace_setup(p, a):
    if a is None:
        return "ace-pilot" not in p.modes and (p.pilot or p.charge or p.pilot_die) and \
            "an Ace Pilot without ace-pilot in the modes"
    if "ace-pilot" not in p.modes:
        return "ace-pilot is not in the modes"
    return a.verb == "charge" and not p.pilot and "no Ace Pilot given (add pilot: <weapon>)"


RULES.add("GD-ACE-SETUP", "Ace Pilots and their Charges are in play only in Ace Pilot Mode, one "
          "pilot in front of each player.",
          "Ace Pilot Mode", "This continues until every player has an Ace Pilot, which they place in "
          "front of them.", on={"position", "charge", "choose pilot", "pass die"}, guard=True,
          forbids=_ace_setup)


@RULES.check("GD-ACE-SELECT",
             "At Game Setup your Ace Pilot is the one whose Weapon your rolled Ship Die shows; you "
             "take one pilot only.",
             "Ace Pilot Mode", "During the Game Setup, roll a Ship Die to select your Ace Pilot (match "
             "the rolled Weapon with the Ace Pilot's Weapon).", on={"choose pilot"})
def _(p, a):
    if p.turn != "setup":
        return "Ace Pilots are selected during the Game Setup"
    if p.pilot:
        return f"you already have the {p.pilot} Ace Pilot"
    if p.pilot_die is None:
        return 'no Ship Die rolled for the pilot (add "pilot die: <face>")'
    return p.pilot_die in WEAPONS and p.pilot_die != a.target and \
        f"the die shows {p.pilot_die}, not {a.target}"


@RULES.check("GD-ACE-PASS-DIE",
             "A 1Up or Explosion on the pilot die selects no pilot: the die passes to the next player.",
             "Ace Pilot Mode", "If you roll a 1Up or Explosion, pass the die to the next player.",
             on={"choose pilot", "pass die"}, guard=True)
def _(p, a):
    if a.verb == "pass die" and p.turn != "setup":
        return "the pilot die is rolled during the Game Setup"
    if a.verb == "pass die" and p.pilot:
        return f"you already have the {p.pilot} Ace Pilot"
    if p.turn != "setup" or p.pilot:
        return None
    if a.verb == "pass die":
        if p.pilot_die is None:
            return 'no Ship Die rolled for the pilot (add "pilot die: <face>")'
        return p.pilot_die in WEAPONS and f"the die shows {p.pilot_die}: take the {p.pilot_die} Ace Pilot"
    return p.pilot_die in ("1up", "explosion") and f"the die shows {p.pilot_die}"


@RULES.check("GD-ACE-CHARGE",
             "At the end of your turn, instead of defeating a card, you may Charge: one Arcade Token "
             "on your Ace Pilot for each rolled Weapon matching its Weapon; charging ends the turn "
             "(the reading taken: a doubler counts two, and no failure tokens).",
             "Charge Your Weapon", "At the end of your turn, rather than defeat a Stage card or Boss "
             "card, you can Charge your Weapon by counting the number of weapons rolled that match "
             "your Ace Pilot's weapon.", on={"charge"})
def _(p, a):
    if not in_turn(p) or exploded(p):
        return None
    return p.roll == 0 and "nothing has been rolled yet"


@RULES.check("GD-ACE-MORE",
             "Charging raises the Charge level only when you rolled more matching Weapons than the "
             "current level.",
             "Charge Your Weapon", "You must roll more matching Weapons than your current Charge "
             "level to increase Charge level.", on={"charge"})
def _(p, a):
    if not in_turn(p) or exploded(p) or p.roll == 0 or not p.pilot:
        return None
    m = pilot_matches(p)
    if m <= p.charge:
        return f"{m} matching {p.pilot} rolled, Charge level is {p.charge}"
    return a.n is not None and a.n <= p.charge and f"{a.n} is not above the Charge level {p.charge}"


@RULES.check("GD-ACE-CAP",
             "The Charge level cannot exceed the matching Weapons of the current roll.",
             "Charge Your Weapon", "You can only Charge as many Arcade Tokens as the current roll.",
             on={"charge"})
def _(p, a):
    if not in_turn(p) or exploded(p) or p.roll == 0 or not p.pilot or a.n is None:
        return None
    m = pilot_matches(p)
    return a.n > m and f"{a.n} Charges asked, {m} matching {p.pilot} rolled"


RULES.add("GD-ACE-SUBSTITUTE",
          "Charges on your Ace Pilot can be spent, any number per turn, each as one Weapon of the "
          "pilot's type (the reading taken).",
          "Charge Your Weapon", "On future turns, you can spend these Arcade Tokens as substitutes "
          "for a rolled Weapon (in addition to your dice roll). Multiple Charges can be used per turn.")
RULES.add("GD-ACE-TOKENS", "Charging puts one Arcade Token on your Ace Pilot per matching Weapon rolled.",
          "Charge Your Weapon", "You receive an Arcade Token for each match. The Arcade Tokens are placed "
          "on your Ace Pilot.")
RULES.add("GD-ACE-RECHARGE",
          "A Charged pilot may be charged again on any later turn, instead of defeating a card.",
          "Charge Your Weapon", "You can re-charge your Weapons at any time (rather than defeating a Stage "
          "card or Boss card).")
RULES.add("GD-ACE-SCORE", "Charges left at the end score 100 points each.",
          "Charge Your Weapon", "Any Charges leftover at the end of the game are worth 100 points each.")

RULES.add("GD-NEXUS-SETUP", "The Nexus Soul Boss is in play only in Nexus Soul Mode.",
          "Nexus Soul Mode", "Set the shuffled Nexus Soul bosses left of the rest of the bosses.",
          on={"position", "rush"},
          guard=True, forbids=_needs_mode(("nexus-soul",), "the Nexus Soul Boss",
                              lambda p, a: rushing(p, a) == "nexus"
                              or any(c.kind == "nexus" for c in p.bosses)
                              or "nexus" in won_kinds(p)))


@RULES.check("GD-NEXUS-NEEDS-BOSS", "The Nexus Soul can be faced only after defeating another Boss card.",
             "Facing the Nexus Soul", "To face the Nexus Soul Boss card, you will need to defeat other Boss "
             "cards.", on={"rush"})
def _(p, a):
    return a.target == "nexus" and not [k for k in won_kinds(p) if k != "nexus"] and \
        "no other Boss card defeated yet"


@RULES.check("GD-NEXUS-ROLLS",
             "Each Boss card you have defeated gives one roll against the Nexus Soul.",
             "Facing the Nexus Soul", "Each Boss card you defeat will grant you 1 roll against the "
             "Nexus Soul Boss card.", on={"position", "rush", "roll"}, guard=True)
def _(p, a):
    t = rushing(p, a)
    if t != "nexus":
        return None
    if a is not None and a.verb == "rush":
        return None  # facing it at all: GD-NEXUS-NEEDS-BOSS
    if a is None:
        return p.roll > allowed_rolls(p) and f"{p.roll} rolls made of {allowed_rolls(p)}"
    return not exploded(p) and p.roll >= allowed_rolls(p) and f"all {allowed_rolls(p)} rolls are used"


@RULES.check("GD-NEXUS-BOSS-DICE", "Against the Nexus Soul at most 2 Boss Dice are used.",
             "Facing the Nexus Soul", "You cannot use more than 2 Boss Dice.",
             on={"position", "rush", "swap boss die", "defeat", "boss dice"}, guard=True)
def _(p, a):
    p, a = _as_state(p, a)
    if a is not None and a.verb == "swap boss die":
        return p.turn == "rush" and p.target == "nexus" and p.boss_dice >= 2 and \
            f"{p.boss_dice} Boss Dice already in the pool"
    return rushing(p, a) == "nexus" and p.boss_dice > 2 and f"{p.boss_dice} Boss Dice in the pool"


@RULES.check("GD-NEXUS-NO-TOKEN-REROLL",
             "Against the Nexus Soul, Arcade Tokens cannot buy rerolls (the reading taken: no "
             "Continue and no Strike the Core).",
             "Facing the Nexus Soul", "You cannot pay Arcade Tokens to reroll Ship Dice or Boss Dice.",
             on={"continue", "strike the core"}, guard=True)
def _(p, a):
    return p.turn == "rush" and p.target == "nexus" and "you are facing the Nexus Soul"


@RULES.check("GD-NEXUS-ONE-EACH", "In Nexus Soul Mode you defeat at most one Boss of each type.",
             "Facing the Nexus Soul", "You can only defeat 1 of each Boss type.", on={"rush"}, guard=True)
def _(p, a):
    return "nexus-soul" in p.modes and a.target in won_kinds(p) and \
        f"you already defeated the {a.target} Boss"


@RULES.check("GD-NEXUS-END",
             "In Nexus Soul Mode the third Boss does not end the game; defeating the Nexus Soul does.",
             "Facing the Nexus Soul", "Defeating the Nexus Soul Boss card triggers the end game.",
             on={"tackle", "rush", "next turn", "end game"}, guard=True)
def _(p, a):
    if "nexus-soul" not in p.modes or solo(p):
        return None
    if a.verb == "end game":
        return not end_triggered(p) and "nobody has defeated the Nexus Soul"
    return p.turn == ("over" if a.verb == "next turn" else "start") and "nexus" in won_kinds(p) and \
        "you defeated the Nexus Soul"


RULES.add("GD-NEMESIS-SETUP", "Nemesis cards are in play only in Nemesis Mode.",
          "Nemesis Mode", "During Game Setup, shuffle the 4 Nemesis cards into the Stage Select deck.",
          on={"position", "hit nemesis"},
          guard=True, forbids=lambda p, a: (("nemesis" not in p.modes
                                 and (p.nemesis or any(w.kind == "nemesis" for w in p.stages_won))
                                 and "a Nemesis card without nemesis in the modes")
                                if a is None else
                                ("nemesis" not in p.modes and "nemesis is not in the modes")
                                or (p.nemesis is None and "no Nemesis card is out")))


@RULES.check("GD-NEMESIS-INITIAL",
             "A Nemesis card drawn among the first 4 Stage cards is shuffled back, so none is out at "
             "Game Setup.",
             "Nemesis Mode", "When drawing the initial 4 Stage cards, if a Nemesis card is drawn, "
             "shuffle it back into the Stage Select deck.", on={"position"}, guard=True)
def _(p, a):
    return p.turn == "setup" and p.nemesis is not None and "a Nemesis card is out at Game Setup"


@RULES.check("GD-NEMESIS-SIX", "A drawn Nemesis card gets 6 Arcade Tokens.",
             "Nemesis Approaches", "If a Nemesis card is drawn, place 6 Arcade Tokens on the Nemesis "
             "card.", on={"position"})
def _(p, a):
    return p.nemesis is not None and not 1 <= p.nemesis.tokens <= 6 and \
        f"{p.nemesis.tokens} tokens on the Nemesis card"


@RULES.check("GD-NEMESIS-BLOCKS", "While a Nemesis card stands, nobody can defeat Stage cards.",
             "Nemesis Approaches", "Until this Nemesis card is defeated, you and the other players "
             "cannot defeat Stage cards.", on={"claim"}, guard=True)
def _(p, a):
    return "nemesis" in p.modes and p.nemesis is not None and "a Nemesis card stands"


@RULES.check("GD-NEMESIS-SHIP",
             "Against a Nemesis only Ship Dice showing its Weapon count (Boss Dice do not); you hit "
             "it at the end of a Tackle a Stage, which ends the turn (the reading taken).",
             "Nemesis Approaches", "To defeat the Nemesis card, you want to match as many of your Ship "
             "Dice to the Weapon on the Nemesis card.", on={"hit nemesis"})
def _(p, a):
    if p.nemesis is None or not _claim_ready(p, a):
        return None
    return showing(p)[p.nemesis.weapon] == 0 and f"no Ship Die shows {p.nemesis.weapon}"


RULES.add("GD-NEMESIS-TOKENS", "Each matching Weapon takes one Arcade Token from the Nemesis card.",
          "Nemesis Approaches", "You claim an Arcade Token from the Nemesis card for each matching "
          "Weapon.")
RULES.add("GD-NEMESIS-LAST", "Taking the last token from a Nemesis card wins the card and its points.",
          "Nemesis Approaches", "If you claim the last Arcade Token, you also claim the Nemesis card, "
          "which is worth points.")


@RULES.check("GD-NEMESIS-CAPSULE", "In Nemesis Mode a Power Capsule card costs 5 Arcade Tokens.",
             "Nemesis Approaches", "While this mode is in play, Power Capsule cards can be bought for "
             "5 Arcade Tokens.", on={"buy capsule"})
def _(p, a):
    if "nemesis" not in p.modes:
        return "Power Capsule cards are bought only in Nemesis Mode"
    return p.tokens < 5 and f"{p.tokens} Arcade Token(s), 5 needed"


RULES.add("GD-CHROMA-SETUP",
          "The Chroma Ghost Boss card is out in every game, next to the other Boss cards (no mode needed).",
          "Chroma Ghost", "The Chroma Boss card is set next to the other Boss cards during play.")


@RULES.check("GD-CHROMA-NEEDS-STAGE", "Rushing the Chroma Ghost needs at least one defeated Stage card.",
             "Chroma Ghost", "To rush the Chroma Boss Card, you need to tackle at least 1 Stage card "
             "of any type.", on={"position", "rush"}, guard=True)
def _(p, a):
    if a is None and p.turn != "rush":
        return None
    return rushing(p, a) == "chroma" and not stage_types(p) and "no Stage card defeated yet"


@RULES.check("GD-CHROMA-ROLLS",
             "Each different Stage type you have defeated gives one roll against the Chroma Ghost.",
             "Chroma Ghost", "For each different Stage card type you have defeated, you gain 1 roll "
             "when rushing the Chroma Ghost Boss card.", on={"position", "roll"}, guard=True)
def _(p, a):
    if p.turn != "rush" or p.target != "chroma":
        return None
    if a is None:
        return p.roll > allowed_rolls(p) and f"{p.roll} rolls made of {allowed_rolls(p)}"
    return not exploded(p) and p.roll >= allowed_rolls(p) and f"all {allowed_rolls(p)} rolls are used"


@RULES.check("GD-CHROMA-SEVEN",
             "The Chroma Ghost needs all 7 dice showing Weapons: one of each Weapon and 3 more of any "
             "(the reading taken: Boss Dice Weapons count as one die each; Charges cannot stand in "
             "for a die).",
             "Chroma Ghost", "The Chroma Ghost Boss card requires all 7 dice to defeat - 1 of each "
             "weapon and 3 of any weapon.", on={"defeat"}, guard=True)
def _(p, a):
    if p.turn != "rush" or p.target != "chroma" or (a.target or p.target) != "chroma" or exploded(p) \
            or p.roll == 0:
        return None
    return not chroma_ok(p) and f"showing: {showing(p).render(FACES) or 'nothing'}" + \
        (f" and {p.explosions} Explosion(s)" if p.explosions else "")


@RULES.check("GD-CHROMA-NO-DIE", "Defeating the Chroma Ghost does not unlock a Boss Die.",
             "Chroma Ghost", "When defeated, the Chroma Ghost Boss card does not unlock a Boss Die.",
             on={"swap boss die", "boss dice"}, guard=True)
def _(p, a):
    if a.verb == "boss dice":
        return "chroma" in won_kinds(p) and a.n > unlocked(p) and (not solo(p) or unlocked(p) < 2) and \
            f"the Chroma Ghost gives no Boss Die: {unlocked(p)} unlocked"
    return "chroma" in won_kinds(p) and p.boss_dice >= unlocked(p) and \
        (not solo(p) or unlocked(p) < 2) and "the Chroma Ghost gives no Boss Die"


@RULES.check("GD-CHROMA-COUNTS", "The Chroma Ghost counts toward the 3 Boss cards that end the game.",
             "Chroma Ghost", "However, it does count towards the end game trigger of 3 defeated Boss "
             "cards.", on={"tackle", "rush"}, guard=True)
def _(p, a):
    return p.turn == "start" and game_ended(p) and "chroma" in won_kinds(p) and \
        "the Chroma Ghost is one of your 3 Boss cards"


RULES.add("GD-PHOENIX-SETUP", "The Phoenix Core is the Kickstarter's additional game mode: it is in "
          "play only when that mode is added (the reading taken; the Chroma Ghost is the additional Boss).",
          "Phoenix Core", "The Phoenix Core card is set next to the Arcade Tokens in the center of the "
          "table.", on={"position"},
          guard=True, forbids=_needs_mode(("phoenix-core",), "the Phoenix Core", lambda p, a: p.phoenix))
RULES.add("GD-PHOENIX-GAIN", "Three uncancelled Explosions give you the Phoenix Core.",
          "Phoenix Core", "You gain the Phoenix Core card if you roll 3 Explosions that cannot be "
          "cancelled by 1Ups.")
RULES.add("GD-PHOENIX-PASS",
          "The Phoenix Core passes to any other player who gains it before your next turn.",
          "Phoenix Core", "If another player gains the Phoenix Core card before your next turn, the "
          "Phoenix Core card is passed to that player.")
RULES.add("GD-PHOENIX-REROLL",
          "Holding the Phoenix Core on your following turn, you may reroll Explosions and they cost "
          "no lives.",
          "Phoenix Core", "During your following turn, if you are still in possession of the Phoenix "
          "Core card, Explosions can be rerolled without requiring 1Ups to cancel them.")
RULES.add("GD-PHOENIX-NO-END", "While the Phoenix Core works for you, Explosions cannot end your turn.",
          "Phoenix Core", "Also, your turn cannot end via 3 rolled Explosions.")
RULES.add("GD-PHOENIX-RETURN", "The Phoenix Core goes back to the center after that turn.",
          "Phoenix Core", "The Phoenix Core is returned to the center of the table after your turn ends.")


@RULES.check("GD-SOLO-TACKLE-COST", "Last Fighter: tackling a Stage costs 1 Arcade Token.",
             "Your Turn", 'At the beginning of your turn, if you "Tackle a Stage", spend 1 Arcade Token.',
             on={"tackle"}, guard=True)
def _(p, a):
    return solo(p) and p.tokens < 1 and "no Arcade Token left"


@RULES.check("GD-SOLO-RUSH-COST", "Last Fighter: rushing a Boss costs 2 Arcade Tokens.",
             "Your Turn", 'If you "Rush a Boss", spend 2 Arcade Tokens.', on={"rush"}, guard=True)
def _(p, a):
    return solo(p) and p.tokens < 2 and f"{p.tokens} Arcade Token(s), 2 needed"


RULES.add("GD-SOLO-NO-CONSOLATION", "Last Fighter: a failed attempt gives no Arcade Tokens.",
          "Your Turn", "If you fail to defeat a Stage Card or Boss Card, you do not receive 2 Arcade "
          "Tokens.")


@RULES.check("GD-SOLO-BOSS-DIE-LIMIT", "Last Fighter: at most 2 Boss Dice are unlocked.",
             "Your Turn", "If you manage to defeat a Boss card, claim the Boss card and unlock a Boss Die "
             "(limit 2).", on={"position", "swap boss die", "boss dice"}, guard=True)
def _(p, a):
    p, a = _as_state(p, a)
    if not solo(p):
        return None
    if a is None:
        return p.boss_dice > unlocked(p) and f"{p.boss_dice} Boss Dice, {unlocked(p)} unlocked"
    return p.boss_dice >= 2 and unlocked(p) >= 2 and "2 Boss Dice already in the pool"


RULES.add("GD-SOLO-REWARD",
          "Last Fighter: a defeated Boss gives one Arcade Token per defeated Stage card of its type.",
          "Your Turn", "You will receive the number of Arcade Tokens equal to the number of Stage cards "
          "you defeated that match the type of the defeated Boss card.")
RULES.add("GD-SOLO-DISCARD",
          "Last Fighter: Stage cards of a defeated Boss's type are discarded from the queue.",
          "Your Turn", "In the Stage Select queue, you discard any Stage cards of the same type of a "
          "defeated Boss card.")


@RULES.check("GD-SOLO-GAME-OVER",
             "Last Fighter ends when you have no Arcade Tokens to go on or have defeated all 4 Bosses.",
             "Game Over", "If you have no Arcade Tokens to continue playing, or if you have defeated "
             "all 4 Boss cards, count up your points.", on={"tackle", "rush", "next turn", "end game"},
             guard=True)
def _(p, a):
    if not solo(p):
        return None
    if a.verb == "end game":
        return not in_turn(p) and not solo_over(p) and \
            f"you have {p.tokens} Arcade Token(s) and Boss cards left to defeat"
    if p.turn != ("over" if a.verb == "next turn" else "start"):
        return None
    return solo_over(p)


RULES.add("GD-SOLO-SCORE", "Last Fighter: each Arcade Token left is worth 100 points.",
          "Game Over", "Left over Arcade Tokens are worth 100 points each.")

# Order of the reasons: an illegal answer lists its forbidding rules in this order, so the
# rule that decides comes first.  The game being over, and rules about one precise case
# (a doubler, the Chroma Ghost, the Nexus Soul, tokens against lost lives) come before the
# general rules they refine; the bare turn-state rules decide only when nothing else does.
DECIDES_FIRST = ("GD-GAME-OVER", "GD-SETUP-FIRST", "GD-SOLO-GAME-OVER", "GD-NO-TOKEN-REVERSE", "GD-SWAP-TIMING",
                 "GD-BOSS-DOUBLER", "GD-NEXUS-ONE-EACH", "GD-CHROMA-NO-DIE", "GD-CHROMA-COUNTS")
GENERIC = ("GD-CHOOSE-ACTION", "GD-TURN-OVER")
RULES.sort(key=lambda r: (0 if r.id in DECIDES_FIRST else 2 if r.id in GENERIC else 1,
                          DECIDES_FIRST.index(r.id) if r.id in DECIDES_FIRST else 0))
# Which checked rules a legal answer cites is decided by ``bearing.BEARS`` (the game's
# ``bears``), not by the guard flag: every checked rule may be cited when it bears.
RULES[:] = [replace(r, guard=False) for r in RULES]

NOT_ACTION_DECIDABLE = {
    "GD-CLAIM-PILE": "an effect of claiming a Stage card",
    "GD-VICTORY-SIDE": "an effect of defeating a Boss card",
    "GD-GLITCH-GAIN": "an effect of acquiring a Glitch card",
    "GD-ACE-TOKENS": "an effect of charging",
    "GD-ACE-RECHARGE": "a permission: cited when a Charged pilot is charged again",
    "GD-TIE-FLIP": "chance: the score says a flipped token decides the tie",
    "GD-SOLO-BONUS": "a permission: cited when a Last Fighter claims a Bonus Stage card",
    "GD-CHROMA-SETUP": "the Chroma Ghost is out in every game: cited when it is rushed",
    "GD-WILD": "explains how a Wild Weapon counts; cited by claims that use one",
    "GD-SCORE": "scoring, computed by ask: score",
    "GD-BONUS-TOKENS": "an effect of claiming a Bonus Stage",
    "GD-CAPSULE-ON-FAIL": "an effect of a failed attempt",
    "GD-CAPSULE-SCORE": "scoring, computed by ask: score",
    "GD-GLITCH-SCORE": "scoring, computed by ask: score",
    "GD-ACE-SUBSTITUTE": "explains how Charges count in a claim; cited when one is spent",
    "GD-ACE-SCORE": "scoring, computed by ask: score",
    "GD-NEMESIS-TOKENS": "an effect of hitting the Nemesis",
    "GD-NEMESIS-LAST": "an effect of hitting the Nemesis",
    "GD-PHOENIX-GAIN": "an effect of losing 3 lives",
    "GD-PHOENIX-PASS": "happens on other players' turns; the position records who holds it",
    "GD-PHOENIX-REROLL": "permission; cited when it lets an Explosion be rerolled",
    "GD-PHOENIX-NO-END": "permission; cited when Explosions do not end the turn",
    "GD-PHOENIX-RETURN": "an effect of a turn ending",
    "GD-SOLO-NO-CONSOLATION": "an effect of a failed solo attempt",
    "GD-SOLO-REWARD": "an effect of a solo Boss victory",
    "GD-SOLO-DISCARD": "an effect of a solo Boss victory",
    "GD-SOLO-SCORE": "scoring, computed by ask: score",
}

