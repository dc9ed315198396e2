"""Galaxy Dice EX: base game, the EX modes, the Kickstarter exclusives and the
Last Fighter solo mode (rulebook ``galaxy-dice``).

A position describes the active player's turn::

    game: galaxy-dice
    modes: journey, hacked-rom            # journey capsule hacked-rom dark-energy ace-pilot nexus-soul
                                          # nemesis chroma-ghost phoenix-core last-fighter
    tokens: 3                             # the player's Arcade Tokens
    turn: rush plasma                     # setup | start | tackle | rush <boss> | over
    roll: 1                               # rolls made this turn
    extra rolls: 1                        # bought with Second Wind / Strike the Core
    cycled: yes                           # Cycle used this turn
    boss dice: 1                          # Boss Dice swapped into the 7-die pool
    pool: missile x2, double-plasma, explosion x2, 1up    # dice showing, not saved
    aside: wave, 1up                      # dice saved to the side
    continued: 1                          # Explosions in the pool a Continue token put back
    stage: plasma needs missile x2, wave, 200 points      # the Stage cards on offer (1-4, in order)
    bonus: needs spray x2, 100 points, 2 tokens           # Bonus Stage stack, top first
    boss: plasma needs plasma x4, missile, 1000 points    # Boss cards (chroma needs nothing)
    stages won: plasma 200, wave 300, bonus 100, nemesis 500
    bosses won: wave 900
    capsules: 1 / capsule points: 150 / glitches: 1 / glitch points: 300 / glitches used: 1
    glitch stack: 5 / glitch taken: yes / rival glitches: 2 / dark energy: toxic
    pilot: wave / pilot die: spray / charge: 3 / nemesis: spray, 4 tokens, 500 points
    phoenix core: held / rivals: ana 1200 points 3 tokens
    ask: roll -> missile, wave, explosion # the result after "->"; "roll plasma" rerolls only that die
    ask: save missile x2 / return missile / continue 2 / cycle / second wind / strike the core
    ask: tackle / rush plasma / swap boss die / claim stage 2 + bonus / claim plasma with missile x2
    ask: defeat plasma / pass / charge 4 / take glitch / steal glitch / use glitch / use capsule
    ask: buy capsule / hit nemesis / choose pilot spray / options / score

Readings taken where the rulebook is open (each said in its rule's statement):

* Stage and Boss types are named after the Weapons (a "plasma" Stage card, the
  "plasma" Boss); the Kickstarter Boss is ``chroma``, the Nexus Soul ``nexus``.
* Explosions are never rerolled unless a Continue token puts them back in the
  pool or the Phoenix Core is working for you.  Each 1Up showing (in the pool
  or saved) cancels one Explosion; the others are lost lives.
* Cycle the Stages is a choice made before the first roll of a Tackle a Stage.
* Only Ship Dice set aside may be moved back (a saved Boss Die stays saved).
* An Ace Pilot's Charge stands for one Weapon of the pilot's type.
* Glitches need five dice showing the same result; a Boss doubler counts as
  one of its Weapon.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from itertools import product
from typing import Iterable, Optional

from ..core import Bag, Game, Outcome, Position, RuleList
from ..dsl import (Errors, Token, Vocabulary, counted_names, norm, parse_bool, parse_int, read, split,
                   words)
from ..errors import PositionSyntaxError
from ..registry import register

# --------------------------------------------------------------------------- vocabulary
WEAPONS = ("missile", "plasma", "spray", "wave")
DOUBLES = tuple(f"double-{w}" for w in WEAPONS)
SHIP_ONLY = WEAPONS + ("1up",)            # faces only a Ship Die shows
BOSS_ONLY = DOUBLES + ("wild",)           # faces only a Boss Die shows
FACES = WEAPONS + ("explosion", "1up") + DOUBLES + ("wild",)
SAVABLE = WEAPONS + ("1up",) + DOUBLES + ("wild",)
BOSS_KINDS = WEAPONS + ("chroma", "nexus")
WON_KINDS = WEAPONS + ("bonus", "nemesis")
MODES = ("journey", "capsule", "hacked-rom", "dark-energy", "ace-pilot", "nexus-soul",
         "nemesis", "chroma-ghost", "phoenix-core", "last-fighter")
TURNS = ("setup", "start", "tackle", "rush", "over")

VERBS = {
    "tackle": ["tackle a stage", "tackle stage", "tackle the stage"],
    "rush": ["rush a boss", "rush boss", "rush the", "rush the boss"],
    "swap boss die": ["swap", "substitute boss die", "substitute a boss die", "swap a boss die",
                      "swap in boss die", "add boss die", "use boss die", "substitute"],
    "cycle": ["cycle the stages", "cycle stages", "cycle again"],
    "roll": ["reroll", "re-roll", "throw", "rethrow"],
    "save": ["set aside", "keep", "hold", "save aside"],
    "return": ["move back", "put back", "unsave", "return to pool"],
    "continue": ["spend continue", "use continue"],
    "second wind": ["use second wind", "spend second wind"],
    "strike the core": ["strike core", "use strike the core"],
    "claim": ["claim stage", "defeat stage", "take stage", "claim the stage"],
    "defeat": ["defeat boss", "claim boss", "beat", "beat boss", "defeat the boss"],
    "pass": ["end turn", "fail", "give up", "pass turn"],
    "charge": ["charge weapon", "charge your weapon", "recharge", "charge pilot"],
    "take glitch": ["acquire glitch", "claim glitch", "take the glitch", "take a glitch"],
    "steal glitch": ["steal", "steal a glitch"],
    "use glitch": ["use a glitch", "use glitch ability", "use the glitch"],
    "use capsule": ["use power capsule", "use a capsule", "play capsule", "use a power capsule"],
    "buy capsule": ["buy power capsule", "buy a capsule", "buy a power capsule"],
    "choose pilot": ["select pilot", "take pilot", "pick pilot", "choose ace pilot", "select ace pilot",
                     "pick ace pilot", "take ace pilot", "choose", "select", "pick"],
    "hit nemesis": ["attack nemesis", "fight nemesis", "tackle nemesis", "hit the nemesis",
                    "attack the nemesis"],
}

VOCAB = Vocabulary({
    "weapon": {w: [] for w in WEAPONS},
    "face": {
        "missile": [], "plasma": [], "spray": [], "wave": [],
        "explosion": ["boom", "lost life"],
        "1up": ["1 up", "one up", "oneup", "1-up", "extra life"],
        "double-missile": ["missile double", "2x missile face"],
        "double-plasma": ["plasma double"], "double-spray": ["spray double"],
        "double-wave": ["wave double"],
        "wild": ["wild weapon", "wild card"],
    },
    "boss": {"missile": [], "plasma": [], "spray": [], "wave": [],
             "chroma": ["chroma ghost", "chroma boss", "chroma ghost boss"],
             "nexus": ["nexus soul", "nexus soul boss", "nexus boss"]},
    "won": {"missile": [], "plasma": [], "spray": [], "wave": [],
            "bonus": ["bonus stage"], "nemesis": ["nemesis card"]},
    "mode": {"journey": ["journey mode"], "capsule": ["capsule mode", "power capsule"],
             "hacked-rom": ["hacked rom mode", "hacked"],
             "dark-energy": ["dark energy mode"], "ace-pilot": ["ace pilot mode"],
             "nexus-soul": ["nexus soul mode", "nexus"],
             "nemesis": ["nemesis mode"], "chroma-ghost": ["chroma", "chroma ghost boss"],
             "phoenix-core": ["phoenix"],
             "last-fighter": ["last fighter solo", "last fighter solo mode", "solo", "solo mode"]},
    "turn": {"setup": ["game setup", "set up", "set-up"], "start": ["beginning", "begin", "new"],
             "tackle": ["tackle a stage", "tackling"],
             "rush": ["rush a boss", "rushing"], "over": ["ended", "done", "end", "finished"]},
    "action": {k: list(v) for k, v in VERBS.items()},
})

KEYS = {
    "game": [], "ask": [],
    "modes": ["mode", "ex modes", "variants"],
    "tokens": ["arcade tokens", "token"],
    "turn": ["action", "phase"],
    "roll": ["rolls", "rolls made", "roll number"],
    "extra-rolls": ["extra roll", "bought rolls"],
    "cycled": ["cycle used"],
    "boss-dice": ["boss die"],
    "pool": ["dice", "dice pool", "die pool", "rolled"],
    "aside": ["set aside", "saved", "kept"],
    "explosions": ["explosion", "exploded"],
    "continued": ["continued explosions", "continues", "continue used"],
    "stage": ["stage card", "stages"],
    "bonus": ["bonus stage", "bonus stages"],
    "boss": ["boss card", "bosses"],
    "stages-won": ["defeated stages", "won stages", "stage pile"],
    "bosses-won": ["defeated bosses", "won bosses"],
    "capsules": ["power capsules", "capsule"],
    "capsule-points": [],
    "glitches": ["glitch"],
    "glitch-points": [],
    "glitches-used": ["glitch used"],
    "glitch-stack": ["glitch cards left"],
    "glitch-taken": [],
    "rival-glitches": ["rivals glitches", "other glitches"],
    "dark-energy": ["effect"],
    "pilot": ["ace pilot"],
    "pilot-die": ["setup die", "pilot roll", "ace pilot die"],
    "charge": ["charges", "charge level"],
    "nemesis": [],
    "phoenix-core": ["phoenix"],
    "rivals": ["others", "other players", "opponents", "scores"],
}
KEY_VOCAB = Vocabulary({"key": KEYS})


# --------------------------------------------------------------------------- values
@dataclass(frozen=True)
class Card:
    """A Stage, Bonus Stage or Boss card: its type, the Weapons it needs, points."""

    kind: str                     # a weapon type, "bonus", "chroma" or "nexus"
    needs: Bag = Bag()
    points: Optional[int] = None
    tokens: Optional[int] = None  # Arcade Tokens pictured on a Bonus Stage card


@dataclass(frozen=True)
class Won:
    """A card in a player's pile: its type and (when given) its points."""

    kind: str
    points: Optional[int] = None


@dataclass(frozen=True)
class Nemesis:
    weapon: str
    tokens: int = 6
    points: Optional[int] = None


def _won_key(w: Won):
    order = BOSS_KINDS + WON_KINDS
    return (order.index(w.kind), -1 if w.points is None else w.points)


@dataclass(frozen=True)
class GDPosition(Position):
    modes: frozenset = frozenset()
    tokens: int = 3
    turn: str = "start"
    target: Optional[str] = None          # the declared Boss (turn: rush X)
    roll: int = 0                         # rolls made this turn
    extra: int = 0                        # rolls bought (Second Wind / Strike the Core)
    cycled: bool = False
    boss_dice: int = 0                    # Boss Dice swapped into the pool this turn
    pool: Bag = Bag()
    aside: Bag = Bag()
    explosions: int = 0
    stages: tuple = ()                    # the Stage cards on offer, in order
    bonus: tuple = ()                     # Bonus Stage stack, top first
    bosses: tuple = ()                    # Boss cards described (one per kind)
    stages_won: tuple = ()
    bosses_won: tuple = ()
    capsules: int = 0
    capsule_points: Optional[int] = None
    glitches: int = 0
    glitch_points: Optional[int] = None
    glitches_used: int = 0
    glitch_stack: Optional[int] = None
    glitch_taken: bool = False
    rival_glitches: Optional[int] = None
    toxic: bool = False
    pilot: Optional[str] = None
    pilot_die: Optional[str] = None       # Game Setup: the Ship Die rolled to select an Ace Pilot
    charge: int = 0
    nemesis: Optional[Nemesis] = None
    phoenix: bool = False
    rivals: tuple = ()                    # end of game: (name, points, tokens or None) of the others


def _norm_pos(p: GDPosition) -> GDPosition:
    """Canonical order of the unordered parts."""
    return replace(p, stages_won=tuple(sorted(p.stages_won, key=_won_key)),
                   bosses_won=tuple(sorted(p.bosses_won, key=_won_key)),
                   bosses=tuple(sorted(p.bosses, key=lambda c: BOSS_KINDS.index(c.kind))))


# --------------------------------------------------------------------------- actions
@dataclass(frozen=True)
class Act:
    verb: str
    target: Optional[str] = None          # rush / defeat: a Boss kind
    targets: tuple = ()                   # defeat: every Boss named
    dice: Optional[Bag] = None            # roll: dice rerolled; save / return: dice moved
    result: Optional[Bag] = None          # roll: the faces that came up
    n: Optional[int] = None               # continue / charge / take glitch number
    stages: tuple = ()                    # claim: Stage card numbers
    bonus: Optional[int] = None           # claim: Bonus Stage card number (1 = top)
    kind: Optional[str] = None            # claim: a Stage type not yet resolved to a card number

    @property
    def tags(self) -> frozenset:
        return frozenset({self.verb, "act"})


TURN_ACTS = {"roll", "save", "return", "continue", "second wind", "strike the core", "claim",
             "defeat", "pass", "charge", "take glitch", "steal glitch", "hit nemesis"}
FLOW = TURN_ACTS | {"cycle", "swap boss die"}
AFTER_LIVES = FLOW - {"pass"} | {"use glitch", "use capsule", "buy capsule"}  # all a lost turn forbids


# --------------------------------------------------------------------------- derived state
def solo(p) -> bool:
    return "last-fighter" in p.modes


def in_turn(p) -> bool:
    return p.turn in ("tackle", "rush")


def showing(p) -> Bag:
    return p.pool + p.aside


def won_kinds(p) -> list[str]:
    return [w.kind for w in p.bosses_won]


def stage_count(p, kind: str) -> int:
    return sum(1 for w in p.stages_won if w.kind == kind)


def stage_types(p) -> set:
    return {w.kind for w in p.stages_won if w.kind in WEAPONS}


def base_rolls(p, target: Optional[str] = None) -> int:
    if p.turn == "tackle":
        return 3
    target = target or p.target
    if target == "chroma":
        return len(stage_types(p))
    if target == "nexus":
        return len([k for k in won_kinds(p) if k != "nexus"])
    return stage_count(p, target) if target else 0


def allowed_rolls(p) -> int:
    return base_rolls(p) + p.extra


def phoenix_active(p) -> bool:
    return "phoenix-core" in p.modes and p.phoenix and p.turn != "over"


def lives_lost(p) -> int:
    return max(0, p.explosions - showing(p)["1up"])


def life_limit(p) -> int:
    return 2 if p.toxic else 3


def exploded(p) -> bool:
    return in_turn(p) and p.roll >= 1 and not phoenix_active(p) and lives_lost(p) >= life_limit(p)


def unlocked(p) -> int:
    n = len([k for k in won_kinds(p) if k in WEAPONS or k == "nexus"])
    return min(n, 2) if solo(p) else n


def boss_card(p, kind: str) -> Optional[Card]:
    for c in p.bosses:
        if c.kind == kind:
            return c
    return None


def bosses_for_end(p) -> int:
    return len([k for k in won_kinds(p) if k != "nexus"])


def game_ended(p) -> Optional[str]:
    if solo(p):
        return None
    if "nexus-soul" in p.modes:
        return None
    if bosses_for_end(p) >= 3:
        return f"you have defeated {bosses_for_end(p)} Boss cards"
    return None


def rushing(p, a) -> Optional[str]:
    """The Boss a rush action (or the position's rush) is about."""
    if a is not None and a.verb == "rush":
        return a.target
    if p.turn == "rush":
        return p.target
    return None


# --------------------------------------------------------------------------- matching
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


def _fits(dice: list[tuple[str, int]], need: Bag, charges: int, pilot: Optional[str]) -> Optional[int]:
    """Charges needed for ``dice`` to cover ``need`` (None if impossible)."""
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

    ``used``: the dice the player names for the first card (the rest go to the second)."""
    if used is not None:
        charges = p.charge if p.pilot else 0
        x = _fits(_units(used), first, charges, p.pilot)
        y = None if x is None else _fits(_units(showing(p) - used), second, charges - x, p.pilot)
        return None if y is None else x + y
    units = _units(showing(p))
    if split_doubles:
        units = [(w, 1) for w, u in units for _ in range(u)]
    charges = p.charge if p.pilot else 0
    best = None
    for assign in product((0, 1, 2), repeat=len(units)):
        a = [u for u, s in zip(units, assign) if s == 0]
        b = [u for u, s in zip(units, assign) if s == 1]
        x = _fits(a, first, charges, p.pilot)
        if x is None:
            continue
        y = _fits(b, second, charges - x, p.pilot)
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


# --------------------------------------------------------------------------- rules
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
             "no more actions until your next turn; during Game Setup nobody has a turn yet.",
             TACKLE, "receive 2 Arcade Tokens and pass your turn", on={"act"}, guard=True)
def _(p, a):
    if p.turn == "setup":
        return a.verb != "choose pilot" and "the game is still being set up"
    return p.turn == "over" and "your turn is over"


@RULES.check("GD-SETUP-TOKENS", "At Game Setup each player receives 3 Arcade Tokens.",
             SETUP, "Give each player 3 Arcade Tokens and a Strategy Guide.", on={"position"}, guard=True)
def _(p, a):
    return p.turn == "setup" and not solo(p) and p.tokens != 3 and f"{p.tokens} Arcade Tokens at setup"


@RULES.check("GD-SOLO-TOKENS", "Last Fighter: you begin with 30 Arcade Tokens.",
             "Last Fighter Solo Mode", "You begin with 30 Arcade Tokens with which to play.",
             on={"position"}, guard=True)
def _(p, a):
    return p.turn == "setup" and solo(p) and p.tokens != 30 and f"{p.tokens} Arcade Tokens at setup"


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
             on={"position", "swap boss die"})
def _(p, a):
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
    return p.tokens < 2 and f"{p.tokens} Arcade Token(s), 2 needed"


@RULES.check("GD-END-TRIGGER",
             "Defeating your third Boss card triggers the end game: the others play a final turn "
             "and you play no more turns.",
             OVER, "When you defeat your third Boss card, you trigger the end game.",
             on={"tackle", "rush"}, guard=True)
def _(p, a):
    return p.turn == "start" and game_ended(p)


RULES.add("GD-FINAL-TURN", "After the end game is triggered, every other player plays one final turn.",
          OVER, "All other players play a final turn.")
RULES.add("GD-SCORE",
          "At the end each player totals the points of their Stage and Boss cards; the highest wins.",
          OVER, "count the total number of points on the Stage cards and Boss cards you have collected")
RULES.add("GD-TIEBREAK",
          "A tie goes to the player with more Arcade Tokens left, then to a flipped Arcade Token.",
          OVER, "In the case of a tie, count the left over Arcade Tokens.")


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


RULES.add("GD-BONUS-TOKENS",
          "Claiming a Bonus Stage card also gives the Arcade Tokens pictured on it.",
          "Claiming a Bonus Stage", "You also receive the number of Arcade Tokens pictured below "
          "the points on the Bonus Stage Card.")

RULES.add("GD-CAPSULE-SETUP",
          "Power Capsule cards are in play only in Capsule Mode (or bought in Nemesis Mode).",
          "Capsule Mode Rules", "During the Game Setup, shuffle the 16 Power Capsule cards and place "
          "them, face-down, to the right of the Boss cards.", on={"position", "use capsule"},
          guard=True, forbids=_needs_mode(("capsule", "nemesis"), "Power Capsule cards",
                              lambda p, a: p.capsules > 0 or p.capsule_points is not None
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
    return p.capsules < 1 and "you hold no Power Capsule card"


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
    if p.glitches < 1:
        return "you hold no Glitch card"
    n = a.n or 1
    return p.glitches_used + n > p.glitches and \
        f"{p.glitches} Glitch card(s), {p.glitches_used} use(s) already made this turn, {n} asked"


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
          "front of them.", on={"position", "charge", "choose pilot"}, guard=True, forbids=_ace_setup)


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
             on={"choose pilot"}, guard=True)
def _(p, a):
    return p.turn == "setup" and not p.pilot and p.pilot_die in ("1up", "explosion") and \
        f"the die shows {p.pilot_die}"


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
          "for a rolled Weapon (in addition to your dice roll).")
RULES.add("GD-ACE-SCORE", "Charges left at the end score 100 points each.",
          "Charge Your Weapon", "Any Charges leftover at the end of the game are worth 100 points each.")

RULES.add("GD-NEXUS-SETUP", "The Nexus Soul Boss is in play only in Nexus Soul Mode.",
          "Nexus Soul Mode", "Set the shuffled Nexus Soul bosses left of the rest of the bosses.",
          on={"position", "rush"},
          guard=True, forbids=_needs_mode(("nexus-soul",), "the Nexus Soul Boss",
                              lambda p, a: rushing(p, a) == "nexus"
                              or any(c.kind == "nexus" for c in p.bosses)
                              or "nexus" in won_kinds(p)))


@RULES.check("GD-NEXUS-ROLLS",
             "Each Boss card you have defeated gives one roll against the Nexus Soul; with none "
             "you cannot face it.",
             "Facing the Nexus Soul", "Each Boss card you defeat will grant you 1 roll against the "
             "Nexus Soul Boss card.", on={"position", "rush", "roll"}, guard=True)
def _(p, a):
    t = rushing(p, a)
    if t != "nexus":
        return None
    if a is not None and a.verb == "rush":
        return base_rolls(replace(p, turn="rush", target="nexus")) == 0 and "no Boss card defeated yet"
    if a is None:
        return p.roll > allowed_rolls(p) and f"{p.roll} rolls made of {allowed_rolls(p)}"
    return not exploded(p) and p.roll >= allowed_rolls(p) and f"all {allowed_rolls(p)} rolls are used"


@RULES.check("GD-NEXUS-BOSS-DICE", "Against the Nexus Soul at most 2 Boss Dice are used.",
             "Facing the Nexus Soul", "You cannot use more than 2 Boss Dice.",
             on={"position", "rush", "swap boss die", "defeat"}, guard=True)
def _(p, a):
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
             on={"tackle", "rush"}, guard=True)
def _(p, a):
    return p.turn == "start" and "nexus-soul" in p.modes and "nexus" in won_kinds(p) and \
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


RULES.add("GD-CHROMA-SETUP", "The Chroma Ghost Boss is in play only with the Chroma Ghost exclusive.",
          "Chroma Ghost", "The Chroma Boss card is set next to the other Boss cards during play.",
          on={"position", "rush"},
          guard=True, forbids=_needs_mode(("chroma-ghost",), "the Chroma Ghost Boss",
                              lambda p, a: rushing(p, a) == "chroma"
                              or "chroma" in won_kinds(p) or boss_card(p, "chroma") is not None))


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
             on={"swap boss die"}, guard=True)
def _(p, a):
    return "chroma" in won_kinds(p) and p.boss_dice >= unlocked(p) and \
        (not solo(p) or unlocked(p) < 2) and "the Chroma Ghost gives no Boss Die"


@RULES.check("GD-CHROMA-COUNTS", "The Chroma Ghost counts toward the 3 Boss cards that end the game.",
             "Chroma Ghost", "However, it does count towards the end game trigger of 3 defeated Boss "
             "cards.", on={"tackle", "rush"}, guard=True)
def _(p, a):
    return p.turn == "start" and game_ended(p) and "chroma" in won_kinds(p) and \
        "the Chroma Ghost is one of your 3 Boss cards"


RULES.add("GD-PHOENIX-SETUP", "The Phoenix Core is in play only with the Phoenix Core exclusive.",
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
             "(limit 2).", on={"position", "swap boss die"}, guard=True)
def _(p, a):
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
             "all 4 Boss cards, count up your points.", on={"tackle", "rush"}, guard=True)
def _(p, a):
    if not solo(p) or p.turn != "start":
        return None
    if len([k for k in won_kinds(p) if k in WEAPONS]) >= 4:
        return "all 4 Boss cards are defeated"
    return p.tokens == 0 and "no Arcade Tokens left"


RULES.add("GD-SOLO-SCORE", "Last Fighter: each Arcade Token left is worth 100 points.",
          "Game Over", "Left over Arcade Tokens are worth 100 points each.")

NOT_ACTION_DECIDABLE = {
    "GD-WILD": "explains how a Wild Weapon counts; cited by claims that use one",
    "GD-FINAL-TURN": "turn order between players; the position is one player's turn",
    "GD-SCORE": "scoring, computed by ask: score",
    "GD-TIEBREAK": "compares players; the position holds one player",
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


# --------------------------------------------------------------------------- reading
POINT_UNITS = {"points", "point", "pts", "pt", "vp"}
TOKEN_UNITS = {"tokens", "token", "arcade-tokens", "arcade-token"}
CARD_FILLER = {"needs", "need", "requires", "require", "requiring", "with", "card", "stage", "boss",
               "=", ":", "-", "of", "and", "+"}
ARTICLES = {"a", "an", "the", "my", "this", "these", "that", "his", "her", "their", "its"}
NOARG_FILLER = ARTICLES | {"again", "another", "one", "1", "extra", "third", "second", "first",
                           "boss", "die", "dice", "card", "cards", "token", "tokens", "arcade",
                           "stage", "stages", "for", "roll", "to", "now", "instead", "from", "top",
                           "of", "power", "ship", "in", "weapon", "pilot", "my", "glitch"}
ORDINALS = {"top": 1, "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
            "fifth": 5, "5th": 5, "sixth": 6, "6th": 6}
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "both": 2}
SPEND_WORDS = {"spend", "pay", "use", "i", "we", "want", "will", "to", "for", "on", "token", "tokens",
               "arcade", "arcade-token", "arcade-tokens"}
RESULT_SEP = {"->", "→", "=", "giving", "gives", "result", "results", "showing", "shows", "gets"}
_NUM = re.compile(r"^\(?(\d{1,9})\)?$")


def _nums(ws: list[Token]) -> tuple[list[Token], Optional[int], Optional[int]]:
    """Strip ``N points`` / ``(N)`` and ``N tokens`` from a card's words."""
    rest, points, tokens = [], None, None
    i = 0
    while i < len(ws):
        w = ws[i]
        m = _NUM.match(w.text)
        nxt = ws[i + 1].norm if i + 1 < len(ws) else ""
        if m and nxt in POINT_UNITS:
            points = int(m.group(1))
            i += 2
            continue
        if m and nxt in TOKEN_UNITS:
            tokens = int(m.group(1))
            i += 2
            continue
        if m and w.text.startswith("("):
            points = int(m.group(1))
            i += 1
            continue
        rest.append(w)
        i += 1
    return rest, points, tokens


def _numwords(ws: list[Token]) -> list[Token]:
    """"two missiles" reads as "2 missiles"."""
    return [Token(str(NUMBER_WORDS[w.norm]), w.line, w.column, w.source) if w.norm in NUMBER_WORDS else w
            for w in ws]


def _bag(ws: list[Token], what: str = "die face", kinds=("face",)) -> Bag:
    ws = _numwords([w for w in ws if w.norm not in ARTICLES and w.norm not in {"and", "+", "&"}])
    if len(ws) == 1 and ws[0].norm in {"none", "nothing", "empty", "-"}:
        return Bag()
    items, _ = counted_names(ws, VOCAB, kinds, what)
    return Bag((name, n) for name, n, _ in items)


def parse_card(tok: Token, allowed: tuple[str, ...], default: Optional[str] = None) -> Card:
    """``<type> needs <weapons>, N points[, N tokens]`` (a Bonus Stage has no type)."""
    ws, points, tokens = _nums(words(tok))
    kind = default
    if ws and ws[0].norm not in CARD_FILLER:
        found = VOCAB.longest(ws, 0, ["boss", "won"])
        if found and found[1] in allowed:
            kind = found[1]
            ws = ws[found[2]:]
        elif default is None:
            if found:
                raise ws[0].error(f'"{ws[0].text}" is not a type of this card',
                                  expected="a type: " + ", ".join(allowed))
            raise VOCAB.unknown(ws[0], ["boss"] if "chroma" in allowed else ["weapon"], "card type")
    if kind is None:
        raise tok.error("which type of card is it?", expected="a type: " + ", ".join(allowed),
                        hint='write e.g. "plasma needs missile x2, wave, 200 points"')
    ws = [w for w in ws if w.norm not in CARD_FILLER]
    needs = _bag(ws, "Weapon", ("weapon",)) if ws else Bag()
    if not needs and kind not in ("chroma",):
        raise tok.error("the card does not say which Weapons it needs",
                        expected="needs <weapons>", hint='write e.g. "needs missile x2, wave"')
    if kind == "chroma" and needs:
        raise ws[0].error("the Chroma Ghost's Weapons are fixed (all 7 dice: 1 of each Weapon and "
                          "3 of any)", expected="chroma [, N points]")
    if tokens is not None and kind != "bonus":
        raise tok.error("only Bonus Stage cards picture Arcade Tokens", expected="N points")
    return Card(kind, needs, points, tokens)


def render_card(c: Card, *, show_kind: bool = True) -> str:
    parts = []
    head = c.kind if show_kind else ""
    if c.needs:
        head = (head + " needs " if head else "needs ") + need_str(c.needs)
    parts.append(head)
    if c.points is not None:
        parts.append(f"{c.points} points")
    if c.tokens is not None:
        parts.append(f"{c.tokens} tokens")
    return ", ".join(p for p in parts if p)


def parse_won(tok: Token, kinds: tuple[str, ...]) -> tuple:
    out = []
    if tok.norm in {"none", "nothing", "-", ""}:
        return ()
    for item in split(tok, ","):
        ws = [w for w in words(item) if w.norm not in ARTICLES]
        if not ws:
            continue
        count, start = 1, 0
        m = _NUM.match(ws[0].text)
        if m and len(ws) > 1 and not VOCAB.lookup(ws[0].text, kinds):
            count, start = int(m.group(1)), 1
        found = VOCAB.longest(ws, start, kinds)
        if found is None:
            raise VOCAB.unknown(ws[start], kinds, "card type")
        kind = found[1]
        rest = ws[start + found[2]:]
        points = None
        rest = [w for w in rest if w.norm not in POINT_UNITS | {"card", "cards", "stage", "stages",
                                                                 "boss", "bosses"}]
        for w in rest:
            mx = re.match(r"^[x×*](\d+)$", w.text, re.I)
            mn = _NUM.match(w.text)
            if mx:
                count = int(mx.group(1))
            elif mn:
                points = int(mn.group(1))
            else:
                raise w.error(f'unexpected "{w.text}"', expected="a type, a count like x2, points")
        if count < 1:
            raise item.error("a count must be at least 1")
        out.extend([Won(kind, points)] * count)
    return tuple(out)


def parse_rivals(tok: Token) -> tuple:
    """``ana 1200 points 3 tokens, bo 900`` -> ((name, points, tokens), ...)."""
    out = []
    for item in split(tok, ","):
        ws = words(item)
        ws, points, tokens = _nums(ws)
        nums = [w for w in ws if _NUM.match(w.text)]
        name = [w for w in ws if not _NUM.match(w.text)]
        if points is None and nums:
            points, nums = int(_NUM.match(nums[0].text).group(1)), nums[1:]
        if not name or points is None or nums:
            raise item.error("a rival is a name and their points", expected="name N points [M tokens]",
                             hint='write e.g. "ana 1200 points 3 tokens"')
        out.append((norm(" ".join(w.text for w in name)), points, tokens))
    return tuple(out)


def render_won(items: tuple) -> str:
    return ", ".join(w.kind if w.points is None else f"{w.kind} {w.points}" for w in items)


SINGLE = ("rivals", "continued", "pilot-die", "modes", "tokens", "turn", "roll", "extra-rolls",
          "cycled", "boss-dice", "pool", "aside", "explosions", "stages-won", "bosses-won", "capsules",
          "capsule-points", "glitches", "glitch-points", "glitches-used", "glitch-stack",
          "glitch-taken", "rival-glitches", "dark-energy", "pilot", "charge", "nemesis",
          "phoenix-core")
INTS = {"continued": "continued", "tokens": "tokens", "roll": "roll", "extra-rolls": "extra",
        "boss-dice": "boss_dice", "explosions": "explosions", "capsules": "capsules",
        "capsule-points": "capsule_points", "glitches": "glitches", "glitch-points": "glitch_points",
        "glitches-used": "glitches_used", "glitch-stack": "glitch_stack",
        "rival-glitches": "rival_glitches", "charge": "charge"}


def _value(key: str, tok: Token, f: dict) -> None:
    if key in INTS:
        if key == "roll":  # "2 of 3": the number of allowed rolls follows from the position
            m = re.match(r"^\s*(\d{1,9})\s+of\s+\d{1,9}\s*$", tok.text, re.I)
            if m:
                tok = tok.sub(m.start(1), m.end(1))
        f[INTS[key]] = parse_int(tok, suffixes=(" arcade tokens", " tokens", " token", " points", " dice",
                                                " rolls", " roll", " left"))
    elif key == "modes":
        ms, ws, i = [], [w for w in words(tok) if w.norm not in {"and", "mode", "modes", "+"}], 0
        if len(ws) == 1 and ws[0].norm in {"none", "base", "base-game"}:
            ws = []
        while i < len(ws):
            found = VOCAB.longest(ws, i, ["mode"])
            if found is None:
                raise VOCAB.unknown(ws[i], ["mode"], "mode")
            ms.append(found[1])
            i += found[2]
        f["modes"] = frozenset(ms)
    elif key == "turn":
        ws = [w for w in words(tok) if w.norm not in ARTICLES]
        found = VOCAB.longest(ws, 0, ["turn"]) if ws else None
        if found is None:
            raise VOCAB.unknown(ws[0] if ws else tok, ["turn"], "turn")
        f["turn"] = found[1]
        rest = [w for w in ws[found[2]:] if w.norm not in {"boss", "card"}]
        if found[1] == "rush":
            if not rest:
                raise tok.error("which Boss is rushed?", expected="rush <boss>: " + ", ".join(BOSS_KINDS))
            b = VOCAB.longest(rest, 0, ["boss"])
            if b is None:
                raise VOCAB.unknown(rest[0], ["boss"], "Boss")
            f["target"] = b[1]
            rest = rest[b[2]:]
        if rest:
            raise rest[0].error(f'unexpected "{rest[0].text}"', expected="start, tackle, rush <boss> or over")
    elif key in ("cycled", "glitch-taken"):
        f[{"cycled": "cycled", "glitch-taken": "glitch_taken"}[key]] = parse_bool(tok)
    elif key in ("pool", "aside"):
        f[key] = _bag(words(tok))
    elif key == "stage":
        f.setdefault("stages", []).append(parse_card(tok, WEAPONS))
    elif key == "bonus":
        f.setdefault("bonus", []).append(parse_card(tok, ("bonus",), "bonus"))
    elif key == "boss":
        c = parse_card(tok, BOSS_KINDS)
        if any(b.kind == c.kind for b in f.get("bosses", [])):
            raise tok.error(f"the {c.kind} Boss card is described twice")
        f.setdefault("bosses", []).append(c)
    elif key == "stages-won":
        got = parse_won(tok, ("won",))
        f["stages_won"] = got
    elif key == "bosses-won":
        f["bosses_won"] = parse_won(tok, ("boss",))
    elif key == "dark-energy":
        n = tok.norm
        f["toxic"] = "toxic" in n and not n.startswith(("not", "no-", "non"))
    elif key == "pilot":
        ws = [w for w in words(tok) if w.norm not in ARTICLES | {"pilot", "ace"}]
        if len(ws) != 1:
            raise tok.error("an Ace Pilot is named by its Weapon", expected="missile, plasma, spray or wave")
        f["pilot"] = VOCAB.resolve(ws[0], ["weapon"], "Weapon")
    elif key == "rivals":
        f["rivals"] = parse_rivals(tok)
    elif key == "pilot-die":
        f["pilot_die"] = VOCAB.resolve(tok, ["face"], "Ship Die face")
        if f["pilot_die"] not in SHIP_ONLY + ("explosion",):
            raise tok.error("the pilot is selected with a Ship Die", expected="a Ship Die face")
    elif key == "nemesis":
        ws, points, tokens = _nums(words(tok))
        ws = [w for w in ws if w.norm not in CARD_FILLER | {"nemesis", "left", "on", "it"}]
        if len(ws) != 1:
            raise tok.error("a Nemesis card shows one Weapon",
                            expected="nemesis: <weapon>, N tokens, N points")
        f["nemesis"] = Nemesis(VOCAB.resolve(ws[0], ["weapon"], "Weapon"),
                               6 if tokens is None else tokens, points)
    elif key == "phoenix-core":
        n = tok.norm
        if n in {"held", "yes", "mine", "true", "have", "holding", "gained"}:
            f["phoenix"] = True
        elif n in {"center", "centre", "no", "none", "rival", "elsewhere", "false", "returned"}:
            f["phoenix"] = False
        else:
            raise tok.error(f'"{tok.text}" is not held or center', expected='"held" or "center"')


# --------------------------------------------------------------------------- actions
def _strip_spend(ws: list[Token]) -> list[Token]:
    if ws and ws[0].norm in {"spend", "pay", "use"} and any(w.norm == "to" for w in ws):
        i = next(i for i, w in enumerate(ws) if w.norm == "to")
        return ws[i + 1:]
    return ws


def _ints(ws: list[Token], what: str) -> list[int]:
    out = []
    for w in ws:
        m = _NUM.match(w.text)
        if not m:
            raise w.error(f'unexpected "{w.text}"', expected=what)
        out.append(int(m.group(1)))
    return out


def _subbags(bag: Bag) -> Iterable[Bag]:
    items = bag.items()
    for counts in product(*[range(n + 1) for _, n in items]):
        if any(counts):
            yield Bag((k, c) for (k, _), c in zip(items, counts))


def _fresh_turn(p: GDPosition) -> dict:
    return dict(turn="over", target=None, roll=0, extra=0, cycled=False, boss_dice=0, pool=Bag(),
                aside=Bag(), explosions=0, glitches_used=0, glitch_taken=False)


def end_turn(p: GDPosition, effects: list, cites: list, *, failed: bool = False,
             gained: bool = False) -> GDPosition:
    f = _fresh_turn(p)
    if failed:
        if solo(p):
            effects.append("No Arcade Tokens for the failure (Last Fighter).")
            cites.append("GD-SOLO-NO-CONSOLATION")
        else:
            f["tokens"] = p.tokens + 2
            effects.append("You receive 2 Arcade Tokens.")
        if "capsule" in p.modes:
            f["capsules"] = p.capsules + 1
            f["capsule_points"] = None
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
    return replace(p, **f)


ROLL_RULE = {"chroma": "GD-CHROMA-ROLLS", "nexus": "GD-NEXUS-ROLLS"}


@register
class GalaxyDice(Game):
    id = "galaxy-dice"
    title = "Galaxy Dice EX"
    language = "en"
    aliases = ("galaxy dice", "galaxy dice ex", "gdex", "galaxy")
    rules = RULES
    vocab = Vocabulary({**VOCAB.kinds, "key": KEYS})  # shown on the game page (parsing uses VOCAB)
    examples = [
        {"title": "Second roll of a Tackle a Stage: can the saved Missile go back?",
         "position": "game: galaxy-dice\ntokens: 3\nturn: tackle\nroll: 1\n"
                     "pool: plasma, wave, spray, explosion\naside: missile x2, 1up\n"
                     "stage: plasma needs missile, plasma, wave, 200 points\n"
                     "stage: wave needs wave x3, 300 points\n"
                     "stage: missile needs missile x3, spray, 300 points\n"
                     "stage: spray needs spray x2, 100 points\n"
                     "ask: return missile\nask: roll\nask: claim stage 1\nask: options\n"},
        {"title": "Rushing the Plasma Boss with a Boss Die",
         "position": "game: galaxy-dice\ntokens: 1\nturn: rush plasma\nroll: 2\nboss dice: 1\n"
                     "pool: double-plasma, plasma x2, missile, explosion x2\naside: 1up\n"
                     "boss: plasma needs plasma x4, missile, 1000 points\n"
                     "stages won: plasma 200, plasma 100, wave 300\nbosses won: wave 800\n"
                     "ask: defeat plasma\nask: strike the core\n"},
        {"title": "Journey Mode: a Stage and the top Bonus Stage with separate dice",
         "position": "game: galaxy-dice\nmodes: journey\ntokens: 4\nturn: tackle\nroll: 3\n"
                     "pool: missile x2, wave, spray x2, explosion\naside: 1up\n"
                     "stage: missile needs missile x2, wave, 200 points\n"
                     "bonus: needs spray x2, 100 points, 2 tokens\n"
                     "bonus: needs plasma, 100 points, 1 tokens\n"
                     "ask: claim stage 1 + bonus\nask: claim stage 1 + bonus 2\n"},
        {"title": "Ace Pilot and Hacked Rom: charge or take the Glitch?",
         "position": "game: galaxy-dice\nmodes: hacked-rom, ace-pilot\ntokens: 2\nturn: tackle\n"
                     "roll: 3\npool: wave x5, 1up, missile\nglitch stack: 6\npilot: wave\ncharge: 3\n"
                     "ask: take glitch\nask: take glitch 3\nask: charge\n"},
        {"title": "End of a Last Fighter game",
         "position": "game: galaxy-dice\nmodes: last-fighter\ntokens: 7\nturn: over\n"
                     "stages won: missile 200, plasma 300, bonus 100\n"
                     "bosses won: missile 1000, plasma 1200, spray 1000, wave 900\nask: score\n"},
    ]

    # ---- syntax -------------------------------------------------------------------------
    def parse(self, text: str) -> GDPosition:
        errors = Errors()
        entries = read(text, errors)
        f: dict = {}
        seen: dict[str, Token] = {}
        asks: list[Token] = []
        for e in entries:
            found = KEY_VOCAB.lookup(e.key, ["key"])
            if found is None:
                errors.add(KEY_VOCAB.unknown(e.key_token, ["key"], "key"))
                continue
            key = found[1]
            if key == "game":
                continue
            if key == "ask":
                if not e.value.text:
                    errors.add(e.value.error("an ask line needs a question", expected="an action, options or score"))
                    continue
                if e.value.norm not in ("options", "score"):
                    try:
                        self.parse_action(e.value)
                    except PositionSyntaxError as err:
                        errors.add(err)
                        continue
                asks.append(e.value)
                continue
            if key in SINGLE and key in seen:
                errors.add(e.key_token.error(f'"{key}" is given twice (first on line {seen[key].line})'))
                continue
            seen[key] = e.key_token
            if not e.value.text and key not in ("pool", "aside", "stages-won", "bosses-won", "modes"):
                errors.add(e.value.error(f'"{key}" needs a value'))
                continue
            try:
                _value(key, e.value, f)
            except PositionSyntaxError as err:
                errors.add(err)
        pool = f.get("pool", Bag())
        locked = pool["explosion"] + f.get("explosions", 0)
        cont = f.pop("continued", 0)
        if cont > locked:
            errors.add(seen["continued"].error(
                f"{cont} continued Explosions but {locked} Explosion(s) in the pool",
                expected="at most the Explosions listed in pool"))
        f["pool"] = pool.remove("explosion", pool["explosion"]).add("explosion", min(cont, locked))
        f["explosions"] = max(0, locked - cont)
        errors.raise_if_any()
        for k in ("stages", "bonus", "bosses"):
            if k in f:
                f[k] = tuple(f[k])
        return _norm_pos(GDPosition(asks=tuple(t.text for t in asks), ask_tokens=tuple(asks), **f))

    def render(self, p: GDPosition, *, asks: bool = True) -> str:
        out = ["game: galaxy-dice"]
        if p.modes:
            out.append("modes: " + ", ".join(m for m in MODES if m in p.modes))
        out.append(f"tokens: {p.tokens}")
        out.append("turn: " + (f"rush {p.target}" if p.turn == "rush" and p.target else p.turn))
        if p.roll or in_turn(p):
            out.append(f"roll: {p.roll}")
        if p.extra:
            out.append(f"extra rolls: {p.extra}")
        if p.cycled:
            out.append("cycled: yes")
        if p.boss_dice:
            out.append(f"boss dice: {p.boss_dice}")
        shown = p.pool.remove("explosion", p.pool["explosion"]).add(
            "explosion", p.pool["explosion"] + p.explosions)
        if shown:
            out.append("pool: " + shown.render(FACES))
        if p.aside:
            out.append("aside: " + p.aside.render(FACES))
        if p.pool["explosion"]:
            out.append(f"continued: {p.pool['explosion']}")
        out += ["stage: " + render_card(c) for c in p.stages]
        out += ["bonus: " + render_card(c, show_kind=False) for c in p.bonus]
        out += ["boss: " + render_card(c) for c in p.bosses]
        if p.stages_won:
            out.append("stages won: " + render_won(p.stages_won))
        if p.bosses_won:
            out.append("bosses won: " + render_won(p.bosses_won))
        for key, val, show in (("capsules", p.capsules, p.capsules),
                               ("capsule points", p.capsule_points, p.capsule_points is not None),
                               ("glitches", p.glitches, p.glitches),
                               ("glitch points", p.glitch_points, p.glitch_points is not None),
                               ("glitches used", p.glitches_used, p.glitches_used),
                               ("glitch stack", p.glitch_stack, p.glitch_stack is not None),
                               ("glitch taken", "yes", p.glitch_taken),
                               ("rival glitches", p.rival_glitches, p.rival_glitches is not None),
                               ("dark energy", "toxic", p.toxic),
                               ("pilot", p.pilot, p.pilot),
                               ("pilot die", p.pilot_die, p.pilot_die),
                               ("charge", p.charge, p.charge)):
            if show:
                out.append(f"{key}: {val}")
        if p.nemesis is not None:
            n = p.nemesis
            out.append(f"nemesis: {n.weapon}, {n.tokens} tokens"
                       + (f", {n.points} points" if n.points is not None else ""))
        if p.phoenix:
            out.append("phoenix core: held")
        if p.rivals:
            out.append("rivals: " + ", ".join(f"{n} {pts} points" + ("" if t is None else f" {t} tokens")
                                              for n, pts, t in p.rivals))
        if asks:
            out += [f"ask: {a}" for a in p.asks]
        return "\n".join(out) + "\n"

    def parse_action(self, tok: Token) -> Act:
        ws = _strip_spend([w for w in words(tok) if w.norm not in ARTICLES])
        if not ws:
            raise tok.error("an empty ask", expected="an action, options or score")
        found, ordinal = VOCAB.longest(ws, 0, ["action"]), None
        if found is None:  # "take the third glitch", "spend 2 tokens on strike the core"
            plain = [w for w in ws if w.norm not in ORDINALS]
            if plain != ws and plain and VOCAB.longest(plain, 0, ["action"]):
                ordinal = next(ORDINALS[w.norm] for w in ws if w.norm in ORDINALS)
                ws = plain
                found = VOCAB.longest(ws, 0, ["action"])
            else:
                i = 0
                while i < len(ws) and (ws[i].norm in SPEND_WORDS or _NUM.match(ws[i].text)) \
                        and VOCAB.longest(ws, i, ["action"]) is None:
                    i += 1
                if 0 < i < len(ws) and VOCAB.longest(ws, i, ["action"]):
                    ws = ws[i:]
                    found = VOCAB.longest(ws, 0, ["action"])
        if found is None:
            raise VOCAB.unknown(ws[0], ["action"], "action")
        verb, args = found[1], ws[found[2]:]
        if verb == "rush":
            args = [w for w in args if w.norm not in {"boss", "card"}]
            if not args:
                raise tok.error("which Boss do you rush?", expected="rush <boss>: " + ", ".join(BOSS_KINDS))
            b = VOCAB.longest(args, 0, ["boss"])
            if b is None:
                raise VOCAB.unknown(args[0], ["boss"], "Boss")
            if args[b[2]:]:
                w = args[b[2]]
                raise w.error(f'unexpected "{w.text}"', expected="one Boss")
            return Act("rush", target=b[1])
        if verb == "choose pilot":
            args = [w for w in args if w.norm not in {"pilot", "ace", "the"}]
            if len(args) != 1:
                raise tok.error("which Ace Pilot?", expected="choose pilot <weapon>")
            return Act("choose pilot", target=VOCAB.resolve(args[0], ["weapon"], "Weapon"))
        if verb == "defeat":
            args = [w for w in args if w.norm not in {"boss", "card", "and", "+", "&", "bosses", "cards"}]
            ts, i = [], 0
            while i < len(args):
                b = VOCAB.longest(args, i, ["boss"])
                if b is None:
                    raise VOCAB.unknown(args[i], ["boss"], "Boss")
                ts.append(b[1])
                i += b[2]
            return Act("defeat", target=ts[0] if ts else None, targets=tuple(ts))
        if verb == "roll":
            args = [w for w in args if w.norm not in {"dice", "die", "again", "pool"}]
            cut = next((i for i, w in enumerate(args) if w.norm in RESULT_SEP or w.text in RESULT_SEP), None)
            named = args if cut is None else args[:cut]
            res = None if cut is None else args[cut + 1:]
            dice = _bag(named) if named else None
            result = None
            if res is not None:
                if not res:
                    raise args[cut].error("the result is missing", expected="the faces rolled")
                result = _bag(res)
            if named and dice is not None and not dice:
                dice = None
            return Act("roll", dice=dice, result=result)
        if verb in ("save", "return"):
            args = [w for w in args
                    if w.norm not in {"to", "side", "the", "aside", "into", "pool", "back", "die", "dice"}]
            if not args:
                raise tok.error(f"which dice do you {verb}?", expected="dice faces, e.g. missile x2, 1up")
            dice = _bag(args)
            if not dice:
                raise tok.error(f"which dice do you {verb}?", expected="dice faces")
            return Act(verb, dice=dice)
        if verb == "continue":
            args = [w for w in args if w.norm not in NOARG_FILLER | {"add", "to", "pool", "back"}]
            if not args:
                return Act("continue", n=1)
            if len(args) == 1 and _NUM.match(args[0].text):
                return Act("continue", n=max(1, int(_NUM.match(args[0].text).group(1))))
            bag = _bag(args, "Explosion", ("face",))
            if set(bag.names()) - {"explosion"}:
                raise args[0].error("Continue puts back Explosions", expected="continue [N]")
            return Act("continue", n=len(bag))
        if verb == "claim":
            stages, bonus, i, kind, dice = [], None, 0, None, None
            cut = next((j for j, w in enumerate(args) if w.norm in {"with", "using"}), None)
            if cut is not None:
                named = [w for w in args[cut + 1:] if w.norm not in {"dice", "die"}]
                bonus_at = next((j for j, w in enumerate(named) if w.norm in {"+", "bonus", "and", "&", "plus"}
                                 and any(x.norm == "bonus" for x in named[j:])), None)
                tail = [] if bonus_at is None else named[bonus_at:]
                named = named if bonus_at is None else named[:bonus_at]
                if not named:
                    raise args[cut].error("which dice?", expected="claim stage N with <dice>")
                dice = _bag(named)
                args = args[:cut] + tail
            if ordinal is not None:
                args = [Token(str(ordinal), tok.line, tok.column, tok.source)] + args
            while i < len(args):
                w = args[i]
                if w.norm in ORDINALS and i + 1 < len(args) and args[i + 1].norm in {"stage", "bonus"}:
                    if args[i + 1].norm == "bonus":
                        bonus = ORDINALS[w.norm]
                        i += 2
                    else:
                        stages.append(ORDINALS[w.norm])
                        i += 2
                    continue
                k = VOCAB.longest(args, i, ["weapon"])
                if k and kind is None and not stages:
                    kind = k[1]
                    i += k[2]
                    continue
                if w.norm in {"stage", "stages", "card", "cards", "and", "+", "&", "with", "plus",
                              "number", "no", "top"}:
                    i += 1
                    continue
                if w.norm in {"bonus", "bonuses"}:
                    bonus = 1
                    j = i + 1
                    while j < len(args) and args[j].norm in {"stage", "card", "top", "number"}:
                        j += 1
                    if j < len(args) and _NUM.match(args[j].text):
                        bonus = int(_NUM.match(args[j].text).group(1))
                        j += 1
                    i = j
                    continue
                m = _NUM.match(w.text)
                if not m:
                    raise w.error(f'unexpected "{w.text}"', expected="claim stage N [+ bonus]")
                stages.append(int(m.group(1)))
                i += 1
            if not stages and bonus is None and kind is None:
                raise tok.error("which Stage card?", expected="claim stage N (1 to 4, as listed)")
            if kind and stages:
                raise tok.error("name the Stage card by number or by type, not both",
                                expected="claim stage N")
            return Act("claim", stages=tuple(stages), bonus=bonus, kind=kind, dice=dice)
        if verb in ("charge", "take glitch", "use glitch"):
            if verb == "take glitch":
                ordinal = next((ORDINALS[w.norm] for w in args if w.norm in ORDINALS), ordinal)
                args = [w for w in args if w.norm not in ORDINALS]
            filler = NOARG_FILLER - {"1"} if verb == "charge" else NOARG_FILLER  # "charge 1" is a level
            rest = [w for w in args if w.norm not in filler | {"level", "to", "charges"}]
            n = None if verb == "charge" else (ordinal or 1)
            if rest and rest[0].norm in {"twice", "x2"} and verb == "use glitch":
                n, rest = 2, rest[1:]
            elif rest and (_NUM.match(rest[0].text) or re.match(r"^x\d+$", rest[0].text)):
                n = int(rest[0].text.strip("()x"))
                rest = rest[1:]
            if rest:
                raise rest[0].error(f'unexpected "{rest[0].text}"', expected=f"{verb} [N]")
            return Act(verb, n=n)
        if verb == "steal glitch":  # "steal a glitch from Ana"
            cut = next((i for i, w in enumerate(args) if w.norm == "from"), None)
            args = args if cut is None else args[:cut]
        rest = [w for w in args if w.norm not in NOARG_FILLER]
        if rest:
            raise rest[0].error(f'unexpected "{rest[0].text}"', expected=f'just "{verb}"')
        return Act(verb)

    def render_action(self, a: Act) -> str:
        v = a.verb
        if v == "rush":
            return f"rush {a.target}"
        if v == "choose pilot":
            return f"choose pilot {a.target}"
        if v == "defeat":
            return "defeat" + (" " + " and ".join(a.targets) if a.targets else "")
        if v == "roll":
            s = "roll"
            if a.dice is not None:
                s += " " + a.dice.render(FACES)
            if a.result is not None:
                s += " -> " + a.result.render(FACES)
            return s
        if v in ("save", "return"):
            return f"{v} {a.dice.render(FACES)}"
        if v == "continue":
            return "continue" if (a.n or 1) == 1 else f"continue {a.n}"
        if v == "claim":
            s = "claim"
            if a.kind:
                s += f" {a.kind}"
            if a.stages:
                s += " stage " + " and ".join(str(i) for i in a.stages)
            if a.dice is not None:
                s += " with " + a.dice.render(FACES)
            if a.bonus is not None:
                s += (" +" if a.stages or a.kind else "") + " bonus" + ("" if a.bonus == 1 else f" {a.bonus}")
            return s
        if v == "charge":
            return "charge" if a.n is None else f"charge {a.n}"
        if v == "take glitch":
            return "take glitch" if (a.n or 1) == 1 else f"take glitch {a.n}"
        if v == "use glitch":
            return "use glitch" if (a.n or 1) == 1 else f"use glitch x{a.n}"
        return v

    def candidates(self, p: GDPosition) -> Iterable[Act]:
        yield Act("tackle")
        for b in BOSS_KINDS:
            yield Act("rush", target=b)
        for v in ("swap boss die", "cycle", "second wind", "strike the core", "pass", "steal glitch",
                  "use capsule", "buy capsule", "hit nemesis"):
            yield Act(v)
        yield Act("use glitch", n=1)
        yield Act("use glitch", n=2)
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

    def forbidding(self, position, action):
        return super().forbidding(position, self.resolve(position, action))

    @staticmethod
    def resolve(p: GDPosition, a: Act) -> Act:
        """``claim plasma`` names the one plasma Stage card on offer by its number."""
        if a.verb == "claim" and a.kind:
            hits = [i for i, c in enumerate(p.stages, start=1) if c.kind == a.kind]
            if len(hits) == 1:
                return replace(a, kind=None, stages=(hits[0],))
        return a

    def verdict(self, position, action, ask=None):
        ans = super().verdict(position, action, ask)
        if ans.legal and action.verb == "roll" and action.result is None:
            ans.after = None
        return ans

    # ---- effects -----------------------------------------------------------------------
    def apply(self, p: GDPosition, a: Act) -> Outcome:
        out = self._apply(p, self.resolve(p, a))
        return Outcome(out.effects, out.after, list(dict.fromkeys(out.cites)))

    def _apply(self, p: GDPosition, a: Act) -> Outcome:
        fx: list[str] = []
        cites: list[str] = []
        v = a.verb
        if v == "choose pilot":
            fx.append(f"You take the {a.target} Ace Pilot and place it in front of you.")
            return Outcome(fx, replace(p, pilot=a.target, pilot_die=None), cites)
        if v == "tackle":
            q = replace(p, turn="tackle", target=None, roll=0)
            if solo(p):
                q = replace(q, tokens=p.tokens - 1)
                fx.append("You spend 1 Arcade Token (Last Fighter).")
                cites.append("GD-SOLO-TACKLE-COST")
            fx.append("You tackle a Stage: 3 rolls to match one of the Stage cards.")
            return Outcome(fx, q, cites)
        if v == "rush":
            q = replace(p, turn="rush", target=a.target, roll=0)
            if solo(p):
                q = replace(q, tokens=p.tokens - 2)
                fx.append("You spend 2 Arcade Tokens (Last Fighter).")
                cites.append("GD-SOLO-RUSH-COST")
            n = base_rolls(q)
            fx.append(f"You declare the {a.target} Boss: {n} roll{'s' if n != 1 else ''} against it.")
            cites.append(ROLL_RULE.get(a.target, "GD-RUSH-ROLLS"))
            cites.append({"chroma": "GD-CHROMA-NEEDS-STAGE", "nexus": "GD-NEXUS-ROLLS"}.get(
                a.target, "GD-RUSH-NEEDS-STAGE"))
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
            return self._roll(p, a, fx, cites)
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
            fx.append("You spend 2 Arcade Tokens for an additional roll against the Boss.")
            return Outcome(fx, replace(p, tokens=p.tokens - 2, extra=p.extra + 1), cites)
        if v == "claim":
            return self._claim(p, a, fx, cites)
        if v == "defeat":
            return self._defeat(p, a, fx, cites)
        if v == "pass":
            cites.append("GD-FAIL-TOKENS" if p.turn == "tackle" else "GD-RUSH-FAIL")
            if exploded(p):
                fx.append(f"{lives_lost(p)} lives lost: the attempt fails.")
            else:
                fx.append("No card matched after all the rolls: the attempt fails.")
            q = end_turn(p, fx, cites, failed=True,
                         gained=exploded(p) and "phoenix-core" in p.modes)
            return Outcome(fx, q, cites)
        if v == "charge":
            n = a.n if a.n is not None else pilot_matches(p)
            fx.append(f"Charge level {p.charge} -> {n}: {n - p.charge} Arcade Token"
                      f"{'s' if n - p.charge != 1 else ''} placed on your Ace Pilot.")
            q = end_turn(replace(p, charge=n), fx, cites)
            return Outcome(fx, q, cites)
        if v == "take glitch":
            fx.append("You take the top Glitch card and place it in front of you.")
            q = replace(p, glitches=p.glitches + 1, glitch_points=None, glitch_taken=True,
                        glitch_stack=None if p.glitch_stack is None else p.glitch_stack - 1)
            return Outcome(fx, q, cites)
        if v == "steal glitch":
            fx.append("You steal a Glitch card from another player.")
            q = replace(p, glitches=p.glitches + 1, glitch_points=None, glitch_taken=True,
                        rival_glitches=None if p.rival_glitches is None else p.rival_glitches - 1)
            return Outcome(fx, q, cites)
        if v == "use glitch":
            n = a.n or 1
            fx.append(f"You use {'a Glitch ability' if n == 1 else f'{n} Glitch abilities'}.")
            return Outcome(fx, replace(p, glitches_used=p.glitches_used + n), cites)
        if v == "use capsule":
            fx.append("You use a Power Capsule card (apply its text).")
            return Outcome(fx, replace(p, capsules=p.capsules - 1, capsule_points=None), cites)
        if v == "buy capsule":
            fx.append("You pay 5 Arcade Tokens for a Power Capsule card.")
            return Outcome(fx, replace(p, tokens=p.tokens - 5, capsules=p.capsules + 1,
                                       capsule_points=None), cites)
        if v == "hit nemesis":
            n = p.nemesis
            m = showing(p)[n.weapon]
            take = min(m, n.tokens)
            fx.append(f"{m} Ship {'Die shows' if m == 1 else 'Dice show'} {n.weapon}: you take {take} "
                      f"Arcade Token{'s' if take != 1 else ''} from the Nemesis card.")
            cites.append("GD-NEMESIS-TOKENS")
            q = replace(p, tokens=p.tokens + take, nemesis=replace(n, tokens=n.tokens - take))
            if take == n.tokens:
                fx.append("You took the last token: the Nemesis card is yours.")
                cites.append("GD-NEMESIS-LAST")
                q = replace(q, nemesis=None, stages_won=p.stages_won + (Won("nemesis", n.points),))
            q = end_turn(q, fx, cites)
            return Outcome(fx, _norm_pos(q), cites)
        raise ValueError(v)

    def _roll(self, p, a, fx, cites) -> Outcome:
        cites.append(ROLL_RULE.get(p.target, "GD-RUSH-ROLLS") if p.turn == "rush" else "GD-TACKLE-ROLLS")
        if p.explosions or (a.dice is not None and a.dice["explosion"]) or \
                (a.result is not None and a.result["explosion"]):
            cites.append("GD-EXPLOSION-LOCKED")
        if a.result is not None:
            cites.append("GD-DICE-FACES")
            if p.boss_dice:
                cites.append("GD-BOSS-FACES")
        if a.result is None:
            n = 7 if p.roll == 0 else len(dice_rolled(p, a))
            fx.append(f"You roll {n} {'die' if n == 1 else 'dice'} (roll {p.roll + 1} of "
                      f"{allowed_rolls(p)}); add the result after \"->\" to see the position after it.")
            return Outcome(fx, p, cites)
        phx = phoenix_active(p)
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

    def _claim(self, p, a, fx, cites) -> Outcome:
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
        fx.append("A new Stage card is drawn to refill the row.")
        q = end_turn(replace(q, stages_won=won), fx, cites)
        return Outcome(fx, _norm_pos(q), cites)

    def _defeat(self, p, a, fx, cites) -> Outcome:
        t = a.target or p.target
        c = boss_card(p, t)
        used = 0 if t == "chroma" or c is None else (match(p, c.needs) or 0)
        points = c.points if c is not None else None
        q = replace(p, bosses_won=p.bosses_won + (Won(t, points),), charge=p.charge - used,
                    bosses=tuple(x for x in p.bosses if x.kind != t))
        fx.append(f"You defeat the {t} Boss card.")
        cites.append("GD-CHROMA-SEVEN" if t == "chroma" else "GD-MATCH-WEAPONS")
        if used:
            fx.append(f"{used} Charge{'s' if used > 1 else ''} spent from your Ace Pilot.")
            cites.append("GD-ACE-SUBSTITUTE")
        if t in WEAPONS:
            fx.append(f"Your {t} Stage cards and the Boss card turn over to their victory side.")
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
        q = end_turn(q, fx, cites)
        return Outcome(fx, _norm_pos(q), cites)

    # ---- scoring ------------------------------------------------------------------------
    def score(self, p: GDPosition):
        fx, cites = [], ["GD-SCORE"]
        cards = list(p.stages_won) + list(p.bosses_won)
        missing = [w.kind for w in cards if w.points is None]
        total = sum(w.points or 0 for w in cards)
        fx.append(f"Stage and Boss cards: {total} points ({len(cards)} cards).")
        if missing:
            fx.append(f"No points given for {len(missing)} card(s) ({', '.join(missing)}): counted as 0.")
        if p.capsules and ("capsule" in p.modes or "nemesis" in p.modes):
            cites.append("GD-CAPSULE-SCORE")
            if p.capsule_points is None:
                fx.append(f"{p.capsules} unused Power Capsule card(s): give their points as "
                          "capsule points (counted as 0).")
            else:
                total += p.capsule_points
                fx.append(f"Unused Power Capsule cards: {p.capsule_points} points.")
        if p.glitches and "hacked-rom" in p.modes:
            cites.append("GD-GLITCH-SCORE")
            if p.glitch_points is None:
                fx.append(f"{p.glitches} Glitch card(s): give their points as glitch points "
                          "(counted as 0).")
            else:
                total += p.glitch_points
                fx.append(f"Glitch cards: {p.glitch_points} points.")
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
            cites.append("GD-TIEBREAK")
            fx.append(self._ranking(p, total))
        return total, fx, cites

    @staticmethod
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
