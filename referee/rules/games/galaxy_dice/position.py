"""Galaxy Dice EX pieces and the position: die faces, cards, the active player's
turn as a frozen dataclass, the actions, and what follows from a position."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Optional

from ...core import Bag, Position
from .house import HOUSE

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
ENDS = ("triggered", "over")              # end game: triggered (final turns) / over (count points)
UNKNOWN = "?"                             # a value the table does not know

# Limits of a position, from the book's components (or a stated sane limit where it gives none).
POOL_DICE = 7          # "gather 7 dice (this is your die pool)"
STAGE_DECK = 48        # "the 48 Stage cards"
LINEUP = 4             # "Reveal 4 Stage cards in a row"
BONUS_CARDS = 10       # "the 10 Bonus Stage cards"
CAPSULE_CARDS = 16     # "the 16 Power Capsule cards"
GLITCH_CARDS = 6       # "the 6 Glitch cards"
NEMESIS_CARDS = 4      # "the 4 Nemesis cards"
NEMESIS_TOKENS = 6     # "place 6 Arcade Tokens on the Nemesis card"
MAX_CHARGE = 14        # a Charge counts the matching Weapons of one roll: 7 dice, a doubler counts two
MAX_TOKENS = 99        # sane limit: the book gives no count of Arcade Tokens ("not meant to run out")
MAX_ROLLS = 3 + MAX_TOKENS   # 3 rolls (or one per Stage card) plus one bought per token
MAX_POINTS = 99999     # sane limit for a card's or a player's points
MAX_RIVALS = 8         # sane limit: the book gives no player count


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
    order = BOSS_KINDS + WON_KINDS + (UNKNOWN,)
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
    capsules: tuple = ()                  # Power Capsule cards held: each card's points (None: not given)
    glitches: tuple = ()                  # Glitch cards held: each card's points (None: not given)
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
    end: Optional[str] = None             # the end game: None, "triggered" or "over"
    final_left: Optional[int] = None      # other players still to play their final turn (None: not said)
    failed: frozenset = frozenset()       # Bosses rushed without success on earlier turns
    failed_now: Optional[str] = None      # the attempt that failed this turn: "tackle" or a Boss


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
    """The dice showing (pool and aside); kept on the position, whose rules ask it often."""
    got = p.__dict__.get("_showing")
    if got is None:
        got = p.__dict__["_showing"] = p.pool + p.aside
    return got


def won_kinds(p) -> list[str]:
    return [w.kind for w in p.bosses_won]


def stage_count(p, kind: str) -> int:
    return sum(1 for w in p.stages_won if w.kind == kind)


def stage_types(p) -> set:
    return {w.kind for w in p.stages_won if w.kind in WEAPONS}


def base_rolls(p, target: Optional[str] = None) -> int:
    if p.turn == "tackle":
        return HOUSE["tackle-rolls"]
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


def triggered_by_you(p) -> bool:
    """You triggered the end game: your third Boss (the Nexus Soul in Nexus Soul mode)."""
    if solo(p):
        return False
    if "nexus-soul" in p.modes:
        return "nexus" in won_kinds(p)
    return bosses_for_end(p) >= 3


def end_triggered(p) -> bool:
    return p.end in ENDS or triggered_by_you(p)


def solo_over(p) -> Optional[str]:
    """Last Fighter: why the game is over (no Arcade Tokens to go on, or all 4 Bosses defeated)."""
    if not solo(p):
        return None
    if len([k for k in won_kinds(p) if k in WEAPONS]) >= 4:
        return "all 4 Boss cards are defeated"
    return p.tokens == 0 and not in_turn(p) and "no Arcade Tokens left" or None


def rushing(p, a) -> Optional[str]:
    """The Boss a rush action (or the position's rush) is about."""
    if a is not None and a.verb == "rush":
        return a.target
    if p.turn == "rush":
        return p.target
    return None

