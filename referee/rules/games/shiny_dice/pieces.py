"""Shiny Dice pieces: the dice faces, the position one player's turn is in, and the actions.

Kept apart from the notation and the rules so each can import them without cycles.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from ...core import Bag, Position
from ...dsl import Vocabulary

BOOK = "shiny-dice"
OUTLAWS = ("mal", "zoe", "wash", "jayne", "kaylee")
PASSENGERS = ("simon", "river", "inara", "book")
SUPPLY = "supplies"
FOES = ("niska", "saffron", "badger")
CREW = OUTLAWS + PASSENGERS
FACE_ORDER = CREW + (SUPPLY,) + FOES
DIE_TYPES = ("outlaw", "passenger", "crew", "foe")
KEYWORDS = ("escape", "bushwhacked", "gorram", "sabotage", "shiny")
STEPS = ("get-a-crew", "get-a-mission", "misbehave", "lay-low-or-keep-flyin", "turn-over", "game-over")
PHASES = ("shiny-times", "foes-strike", "have-a-plan", "damage-report")  # Step 3
STEP1_PHASES = ("roll", "reroll", "check")  # Step 1: Phase 1 roll, Phase 2 rerolls, Phase 3 check the dice
STRIKE_ORDER = ("niska", "saffron", "badger")  # the order the book makes the Foes strike in
UNKNOWN = "?"  # a value the table does not know (a die face, a count, yes/no)
DIFFICULTIES = ("standard", "rookie", "hero", "legendary")
POWERS = {
    "mal": ("charm", "inspiration"),
    "zoe": ("cover-fire",),
    "wash": ("leaf-on-the-wind",),
    "jayne": ("vera", "damaged-calm"),
    "kaylee": ("thruster-overload",),
    "simon": ("adoration", "damage"),
    "river": ("psychic-link", "unstable-reaction", "damage"),
    "inara": ("companionship", "damage"),
    "book": ("salvation", "damage"),
}
REROLL_POWERS = {("wash", "leaf-on-the-wind"), ("river", "psychic-link")}
VERBS = ("roll", "reroll", "proceed", "penalty", "team-bonus", "shiny", "strike", "complete", "escape",
         "lay-low", "keep-flyin", "next-turn", "return", "claim")
# the automatic consequences of a step that can also be asked as their own action (issue 27): the
# Damage Report's at-risk VP back to the supply (Foes left) and its Supplies claimed (all defeated)
CONSEQUENCES = ("return", "claim")

# Limits from the book's components ("10 Crew Dice", "7 Outlaw Dice", "5 Foe Dice", "5 Player Screens",
# the Victory Point and Supply cards) or, where the book sets none, a stated sane limit.
FACE_LIMIT = {"outlaw": (7, "the game has 7 Outlaw dice"), "passenger": (3, "the game has 3 Passenger dice"),
              "supplies": (10, "the game has 10 Crew dice"), "foe": (5, "the game has 5 Foe dice")}
# dice in hand are bounded by all 15 dice; how many of each colour is a position problem that quotes the book
# (SD-OUTLAW-DICE ...), since dice come into the hand from several areas
ROLLING_LIMIT = {k: (15, "the game has 15 dice") for k in ("outlaw", "passenger", "crew", "foe")}
INT_LIMIT = {"supplies": (10, "the game has 10 Crew dice"),
             "scored-at-once": (300, "3 Passenger dice: at most 3 Companionships (100 VP each) in a turn"),
             "captured": (5, "the game has 5 Foe dice, so at most 5 Badger dice"),
             "at-risk": (8000, "the game's Victory Point cards hold 8000 VP (20 of 100, 12 of 500)"),
             "banked": (8000, "the game's Victory Point cards hold 8000 VP (20 of 100, 12 of 500)"),
             "banked-supplies": (60, "the game's Supply cards hold 60 Supplies (10 single, 10 double, 10 triple)")}
MAX_ROUNDS = 20  # a stated sane limit: the book recommends 3 and only says more rounds may be added
MAX_OTHERS = 4  # "5 Player Screens": at most 5 players, so 4 others

VOCAB = Vocabulary({
    "outlaw": {"mal": ["pistol", "malcolm"], "zoe": ["rifle"], "wash": ["dinosaur", "dino"],
               "jayne": ["orange hat"], "kaylee": ["kaylie"]},
    "passenger": {"simon": ["red medical cross", "medical cross", "cross"],
                  "river": ["blue waves", "waves"], "inara": ["hourglass"],
                  "book": ["shepherd book", "shepherd"]},
    "supplies": {"supplies": ["supply", "barrel"]},
    "foe": {"niska": ["eyeglasses", "glasses"], "saffron": ["red lips", "lips"],
            "badger": ["bowler hat", "bowler"]},
    "power": {"charm": [], "inspiration": ["inspire"], "cover-fire": ["cover"],
              "leaf-on-the-wind": ["leaf"], "vera": [], "damaged-calm": ["calm"],
              "thruster-overload": ["thruster", "overload"], "adoration": [],
              "psychic-link": ["psychic"], "unstable-reaction": ["unstable"],
              "companionship": ["companion"], "salvation": [],
              "damage": ["hit", "attack", "shoot", "1-damage"]},
    "verb": {"roll": [], "reroll": ["re-roll"], "proceed": ["continue", "next", "done", "end phase"],
             "penalty": ["discard", "foes penalty", "penalise", "penalize"],
             "team-bonus": ["team"], "shiny": ["shiny times", "shiny damage"],
             "strike": ["foes strike", "foes-strike"], "complete": ["complete mission", "completed"],
             "escape": [], "lay-low": ["lay low"], "keep-flyin": ["keep flying", "keep flyin"],
             "next-turn": ["next round", "new turn"],
             "return": ["give back", "put back", "return vp"],
             "claim": ["claim supplies"]},
    "die": {"outlaw": ["brown", "outlaw die"], "passenger": ["white", "passenger die"],
            "crew": ["crew die"], "foe": ["black", "foe die"]},
    "keyword": {k: [] for k in KEYWORDS},
    "step": {"get-a-crew": ["1", "step 1", "crew", "step 1 get a crew"],
             "get-a-mission": ["2", "step 2", "mission", "step 2 get a mission"],
             "misbehave": ["3", "step 3", "step 3 misbehave"],
             "lay-low-or-keep-flyin": ["4", "step 4", "lay low or keep flying", "step 4 lay low or keep flyin"],
             "turn-over": ["turn is over", "end of turn"], "game-over": ["end of game"]},
    "phase": {"shiny-times": ["1", "phase 1", "shiny"], "foes-strike": ["2", "phase 2", "strike"],
              "have-a-plan": ["3", "phase 3", "plan"], "damage-report": ["4", "phase 4", "report"]},
    "phase1": {"roll": ["1", "phase 1"], "reroll": ["2", "phase 2", "rerolls"],
               "check": ["3", "phase 3", "check the dice"]},
    "difficulty": {"standard": ["normal"], "rookie": [], "hero": [], "legendary": []},
})
FACE_KINDS = ("outlaw", "passenger", "supplies", "foe")
CREW_KINDS = ("outlaw", "passenger", "supplies")

# canonical key -> accepted spellings
KEYS = {
    "game": [], "round": [], "rounds": ["number of rounds"], "difficulty": ["level"],
    "step": [], "phase": [], "mission": ["mission card"], "rolling": ["in hand", "to roll", "hand"],
    "serenity": [], "cargo-hold": ["cargo", "hold"], "knocked-out": ["ko", "ko pile", "knocked out area"],
    "foes": ["foe", "foe dice"], "supplies": ["supply", "supplies area", "supply dice"],
    "captured": ["badger captured", "captured supplies", "badgers captured supplies"],
    "at-risk": ["at risk pool", "pool", "temporary score pool", "risk"],
    "banked": ["banked vp", "score", "vp", "victory points"],
    "banked-supplies": ["claimed supplies", "supply cards", "claimed"],
    "rerolled": ["reroll used"], "struck": ["foes struck", "have struck"],
    "penalty-applied": ["penalty", "penalty paid", "penalised", "penalized", "discarded"],
    "others": ["other players", "opponents", "players"], "ask": ["question"],
    "player": ["active player", "my name", "name"],
    "scored-at-once": ["banked at once", "scored immediately", "companionship vp"],
    "supplies-claimed": ["claimed at the report", "spoils claimed"],
}
KEY_VOCAB = Vocabulary({"key": KEYS})
BAG_KEYS = {"serenity": "serenity", "cargo-hold": "cargo_hold", "knocked-out": "knocked_out", "foes": "foes"}
INT_KEYS = {"supplies": "supplies", "captured": "captured", "at-risk": "at_risk", "banked": "banked",
            "banked-supplies": "banked_supplies", "scored-at-once": "scored_at_once"}


def kind_of(face: str) -> str:
    if face in OUTLAWS:
        return "outlaw"
    if face in PASSENGERS:
        return "passenger"
    if face in FOES:
        return "foe"
    return "supplies"


def die_type(face: str) -> str:
    """The kind of die a face sits on (Supplies faces are on both colours: 'crew')."""
    k = kind_of(face)
    return "crew" if k == "supplies" else k


def title(face: str) -> str:
    return face.capitalize()


# ---------------------------------------------------------------------------------
# Position and actions
# ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Mission:
    needs: Bag = field(default_factory=Bag)
    keywords: tuple[str, ...] = ()
    completed: Optional[bool] = False  # None: not known (``completed ?``), a fact some rules turn on
    bonus_vp: int = 0          # the Mission Bonus printed on the card: VP to the at-risk pool
    bonus_supplies: int = 0    # ... and Supplies claimed (card text is not in the book: the table states it)
    maybe: tuple[str, ...] = ()  # keywords nobody said either way (``keywords escape ?``): unknown

    def has(self, kw: str) -> bool:
        return kw in self.keywords

    def render(self) -> str:
        parts = []
        if self.needs:
            parts.append("needs " + self.needs.render(FACE_ORDER))
        if self.keywords or self.maybe:
            parts.append("keywords " + ", ".join([*self.keywords, *(f"{k} ?" for k in self.maybe)]))
        if self.bonus_vp or self.bonus_supplies:
            parts.append("bonus " + ", ".join(x for x in (self.bonus_vp and f"{self.bonus_vp} vp",
                                                          self.bonus_supplies and f"{self.bonus_supplies} supplies")
                                              if x))
        if self.completed is None:
            parts.append("completed ?")
        elif self.completed:
            parts.append("completed")
        return "; ".join(parts) or "none"


@dataclass(frozen=True)
class SDPosition(Position):
    step: str = "get-a-crew"
    phase: Optional[str] = None  # Step 1 (roll | reroll | check) and Step 3 (shiny-times ... damage-report)
    round: int = 1
    rounds: int = 3
    difficulty: str = "standard"
    mission: Optional[Mission] = None
    rolling: Bag = field(default_factory=Bag)
    serenity: Bag = field(default_factory=Bag)
    cargo_hold: Bag = field(default_factory=Bag)
    knocked_out: Bag = field(default_factory=Bag)
    foes: Bag = field(default_factory=Bag)
    supplies: int = 0
    captured: int = 0
    at_risk: int = 0
    banked: int = 0
    banked_supplies: int = 0
    rerolled: bool = False
    struck: tuple[str, ...] = ()          # Step 3 Phase 2: the Foes that have struck, in the book's order
    penalty_applied: bool = False         # Step 1 Phase 3: the 4/5-of-a-kind penalty is done
    # other players: (name, banked VP, Supplies behind their screen), None where not known
    others: tuple[tuple[str, Optional[int], Optional[int]], ...] = ()
    player: str = ""                      # the active player's name (optional: ask score NAME)
    scored_at_once: int = 0               # VP this turn scored straight behind the screen (Companionship)
    supplies_claimed: bool = False        # Step 3 Phase 4: the Damage Report's Supplies are claimed

    def __post_init__(self):
        """An unstated phase is the step's first one that fits (so every position has one phase)."""
        if self.step == "get-a-crew" and self.phase not in STEP1_PHASES:
            object.__setattr__(self, "phase", "roll" if self.rolling else "reroll")
        elif self.step == "misbehave" and self.phase not in PHASES:
            object.__setattr__(self, "phase", "have-a-plan")
        elif self.step not in ("get-a-crew", "misbehave") and self.phase is not None:
            object.__setattr__(self, "phase", None)

    @property
    def in_plan(self) -> bool:
        return self.step == "misbehave" and self.phase == "have-a-plan"

    @property
    def foes_in_play(self) -> list[str]:
        return [f for f in FOES if self.foes[f] and f in FOES]

    @property
    def in_check(self) -> bool:
        """Step 1, Phase 3: the dice are checked after rerolls (penalty, Team Bonus)."""
        return self.step == "get-a-crew" and self.phase == "check"

    @property
    def to_strike(self) -> list[str]:
        """The Foes still to strike this Phase 2, in the book's order."""
        return [f for f in STRIKE_ORDER if self.foes[f] and f not in self.struck]


@dataclass(frozen=True)
class Act:
    kind: str                      # a VERB, or "power"
    face: str = ""                 # power: the face used; strike: the one Foe striking ("" = all in order)
    power: str = ""
    foes: Bag = field(default_factory=Bag)   # foe -> damage points (or target)
    dice: Bag = field(default_factory=Bag)   # other dice named (crew faces, foe dice to reroll)
    ko: str = ""                   # strike: the die Niska knocks out
    results: Optional[Bag] = None  # faces rolled (roll, reroll ->, inspiration ->); ? = a face not read
    n: int = 0                     # return N vp / claim N supplies

    @property
    def tags(self) -> frozenset:
        t = {self.kind}
        if self.kind != "roll":
            t.add("act")
        if self.kind == "power":
            t |= {f"{self.face}:{self.power}", "power"}
        if self.kind == "strike" and self.face:
            t.add(f"strike:{self.face}")
        if self.kind == "reroll" and self.power:
            t.add(f"{self.face}:{self.power}")
        if self.foes and self.kind in ("power", "team-bonus", "shiny", "complete"):
            t.add("damage")
        return frozenset(t)


def _points(bag: Bag, n: int) -> Bag:
    """A single target named once gets all ``n`` points."""
    if len(bag.items()) == 1 and len(bag) == 1:
        return Bag({bag.names()[0]: n})
    return bag

