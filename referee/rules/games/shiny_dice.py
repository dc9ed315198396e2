"""Firefly: Shiny Dice, modelled completely (rulebook ``shiny-dice``).

A position is one player's turn state::

    game: shiny-dice
    round: 2                      # optional, default 1 (of `rounds:`, default 3)
    difficulty: legendary         # optional: standard | rookie | hero | legendary
    step: misbehave               # get-a-crew | get-a-mission | misbehave | lay-low-or-keep-flyin
                                  # | turn-over | game-over   (or 1..4)
    phase: have-a-plan            # misbehave only: shiny-times | foes-strike | have-a-plan
    mission: needs rifle x4; keywords escape, shiny; completed
    rolling: outlaw x2, foe       # dice in hand, to be rolled (outlaw | passenger | crew | foe)
    serenity: mal, zoe, jayne, book
    cargo-hold: river
    knocked-out: kaylee
    foes: niska x2, saffron
    supplies: 2                   # supply dice in the Supplies area
    captured: 1                   # supply dice captured by Badger
    at-risk: 300                  # VP in the at-risk pool
    banked: 500                   # VP behind the screen
    banked-supplies: 3            # supply cards behind the screen
    rerolled: yes                 # Step 1 only: the Phase 2 reroll is spent
    ask: jayne vera niska

Actions (``ask:``): ``roll FACES``, ``reroll DICE [-> FACES]`` (also ``wash
leaf-on-the-wind zoe`` / ``river psychic-link niska``), ``proceed``, ``team-bonus
FOE``, ``shiny FOE``, ``strike [ko FACE] [cargo FACES]``, ``FACE POWER [FOES]
[DICE] [-> FACES]``, ``PASSENGER damage FOE``, ``complete [FOE]``, ``escape``,
``lay-low``, ``keep-flyin``, ``next-turn``; questions ``options`` and ``score``.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Optional

from ..core import Bag, Game, Outcome, Position, RuleList
from ..dsl import Errors, Token, Vocabulary, counted_names, parse_bool, parse_int, read, words
from ..errors import PositionSyntaxError
from ..registry import register

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
PHASES = ("shiny-times", "foes-strike", "have-a-plan")
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
VERBS = ("roll", "reroll", "proceed", "team-bonus", "shiny", "strike", "complete", "escape",
         "lay-low", "keep-flyin", "next-turn")

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
             "team-bonus": ["team"], "shiny": ["shiny times", "shiny damage"],
             "strike": ["foes strike", "foes-strike"], "complete": ["complete mission", "completed"],
             "escape": [], "lay-low": ["lay low"], "keep-flyin": ["keep flying", "keep flyin"],
             "next-turn": ["next round", "new turn"]},
    "die": {"outlaw": ["brown", "outlaw die"], "passenger": ["white", "passenger die"],
            "crew": ["crew die"], "foe": ["black", "foe die"]},
    "keyword": {k: [] for k in KEYWORDS},
    "step": {"get-a-crew": ["1", "step 1", "crew", "step 1 get a crew"],
             "get-a-mission": ["2", "step 2", "mission", "step 2 get a mission"],
             "misbehave": ["3", "step 3", "step 3 misbehave"],
             "lay-low-or-keep-flyin": ["4", "step 4", "lay low or keep flying", "step 4 lay low or keep flyin"],
             "turn-over": ["turn is over", "end of turn"], "game-over": ["end of game"]},
    "phase": {"shiny-times": ["1", "phase 1", "shiny"], "foes-strike": ["2", "phase 2", "strike"],
              "have-a-plan": ["3", "phase 3", "plan"]},
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
    "rerolled": ["reroll used"], "ask": ["question"],
}
KEY_VOCAB = Vocabulary({"key": KEYS})
BAG_KEYS = {"serenity": "serenity", "cargo-hold": "cargo_hold", "knocked-out": "knocked_out", "foes": "foes"}
INT_KEYS = {"supplies": "supplies", "captured": "captured", "at-risk": "at_risk", "banked": "banked",
            "banked-supplies": "banked_supplies"}


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
    completed: bool = False

    def has(self, kw: str) -> bool:
        return kw in self.keywords

    def render(self) -> str:
        parts = []
        if self.needs:
            parts.append("needs " + self.needs.render(FACE_ORDER))
        if self.keywords:
            parts.append("keywords " + ", ".join(self.keywords))
        if self.completed:
            parts.append("completed")
        return "; ".join(parts) or "none"


@dataclass(frozen=True)
class SDPosition(Position):
    step: str = "get-a-crew"
    phase: Optional[str] = None  # misbehave only
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

    @property
    def in_plan(self) -> bool:
        return self.step == "misbehave" and self.phase == "have-a-plan"

    @property
    def foes_in_play(self) -> list[str]:
        return [f for f in FOES if self.foes[f] and f in FOES]


@dataclass(frozen=True)
class Act:
    kind: str                      # a VERB, or "power"
    face: str = ""
    power: str = ""
    foes: Bag = field(default_factory=Bag)   # foe -> damage points (or target)
    dice: Bag = field(default_factory=Bag)   # other dice named (crew faces, foe dice to reroll)
    ko: str = ""                   # strike: the die Niska knocks out
    results: Optional[Bag] = None  # faces rolled (roll, reroll ->, inspiration ->)

    @property
    def tags(self) -> frozenset:
        t = {self.kind}
        if self.kind != "roll":
            t.add("act")
        if self.kind == "power":
            t |= {f"{self.face}:{self.power}", "power"}
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


# ---------------------------------------------------------------------------------
# Rules
# ---------------------------------------------------------------------------------
RULES = RuleList(BOOK)
GC, OBJ, S1, S2, MK, S3, S4, END = ("Game Components", "Object", "Step 1 – Get a Crew",
                                    "Step 2 – Get a Mission", "Mission Keywords",
                                    "Step 3 – Misbehave!", "Step 4 – Lay Low or Keep Flyin'",
                                    "End of Game Scoring")
NOT_ACTION_DECIDABLE: dict[str, str] = {}


def effect(rule_id, statement, section, quote, why="it says what an action does; it never forbids one"):
    RULES.add(rule_id, statement, section, quote)
    NOT_ACTION_DECIDABLE[rule_id] = why


def _all_faces(p: SDPosition) -> Bag:
    return p.serenity + p.cargo_hold + p.knocked_out


# ---- the dice (validity) ---------------------------------------------------------
@RULES.check("SD-OUTLAW-DICE", "There are 7 Outlaw (brown) dice: at most 7 Mal, Zoe, Wash, Jayne or Kaylee faces "
             "can be showing, counting dice in hand.", GC, "7 Outlaw Dice (Brown)", on={"position"})
def _(p, _a):
    n = sum(_all_faces(p)[f] for f in OUTLAWS) + p.rolling["outlaw"]
    return n > 7 and f"{n} Outlaw dice"


@RULES.check("SD-PASSENGER-DICE", "There are 3 Passenger (white) dice: at most 3 Simon, River, Inara or Book "
             "faces can be showing, counting dice in hand.", GC, "3 Passenger Dice (White)", on={"position"})
def _(p, _a):
    n = sum(_all_faces(p)[f] for f in PASSENGERS) + p.rolling["passenger"]
    return n > 3 and f"{n} Passenger dice"


@RULES.check("SD-CREW-DICE", "There are 10 Crew dice in all; Supply dice in the Supplies area or captured by "
             "Badger are Crew dice too.", GC, "10 Crew Dice", on={"position"})
def _(p, _a):
    n = len(_all_faces(p) - Bag({f: 99 for f in FOES})) + p.supplies + p.captured + sum(
        p.rolling[t] for t in ("outlaw", "passenger", "crew"))
    return n > 10 and f"{n} Crew dice"


@RULES.check("SD-FOE-DICE", "There are 5 Foe (black) dice.", GC, "5 Foe Dice (Black)", on={"position"})
def _(p, _a):
    n = len(p.foes) + p.rolling["foe"]
    return n > 5 and f"{n} Foe dice"


@RULES.check("SD-FOES-AREA", "Foe faces (Niska, Saffron, Badger) are locked in the Foes area, and only they are.",
             S1, "Foe Dice are locked in their respective area(s).", on={"position"})
def _(p, _a):
    wrong = [f for f in p.foes.names() if f not in FOES]
    wrong += [f for f in _all_faces(p).names() if f in FOES]
    return wrong and "misplaced: " + ", ".join(dict.fromkeys(wrong))


@RULES.check("SD-SUPPLIES-LOCKED", "Supply faces are locked in the Supplies area: they are never Crew in Serenity "
             "(a die rerolled to Supplies is locked there too; the rulebook only says so for Phase 1).",
             S1, "Supplies are locked in the Supplies area.", on={"position"})
def _(p, _a):
    return SUPPLY in p.serenity and "Supplies in Serenity"


@RULES.check("SD-BADGER-CAPTURE", "Supplies captured by Badger stay next to Badger's dice: there can be no more "
             "of them than Badger dice, and none once Badger is defeated (they are then scored).",
             S3, "For each Badger die locked: Move and lock 1 Supply die next to a Badger die.", on={"position"})
def _(p, _a):
    return p.captured > p.foes["badger"] and f"{p.captured} captured, {p.foes['badger']} Badger dice"


@RULES.check("SD-ROUNDS", "The game is played over 3 rounds unless the players agree on another number; the "
             "round cannot be past the last one.", OBJ,
             "For longer games, you can add more rounds, however, we recommend 3 for an average game length.",
             on={"position"})
def _(p, _a):
    return (p.round > p.rounds or p.rounds < 1 or p.round < 1) and f"round {p.round} of {p.rounds}"


@RULES.check("SD-DIE-FACES", "Dice show only their own faces: an Outlaw die Mal, Zoe, Wash, Jayne, Kaylee or "
             "Supplies; a Passenger die Simon, River, Inara, Book or Supplies; a Foe die Niska, Saffron or Badger "
             "(the rulebook lists each colour's faces through the powers table, not die by die).",
             S3, "Crew Dice Powers: Below are the Powers and associated Effects for each dice face that could be "
             "rolled with the Crew Dice.", on={"roll", "reroll", "mal:inspiration"})
def _(p, a):
    if a.results is None:
        return None
    types = _reroll_types(a.dice) if a.kind == "reroll" else (
        _types(a.dice) if a.kind == "power" else p.rolling)
    return _misfit(a.results, types)


def _types(faces: Bag) -> Bag:
    return Bag((die_type(f), n) for f, n in faces.items())


def _reroll_types(dice: Bag) -> Bag:
    return _types(dice)


def _misfit(results: Bag, types: Bag) -> Optional[str]:
    """Why ``results`` cannot be what dice of ``types`` show, or None."""
    foe = sum(results[f] for f in FOES)
    out = sum(results[f] for f in OUTLAWS)
    pas = sum(results[f] for f in PASSENGERS)
    crew = len(results) - foe
    if foe != types["foe"]:
        return f"{foe} Foe faces for {types['foe']} Foe dice"
    if crew != types["outlaw"] + types["passenger"] + types["crew"]:
        return f"{crew} Crew faces for {types['outlaw'] + types['passenger'] + types['crew']} Crew dice"
    if out > types["outlaw"] + types["crew"]:
        return f"{out} Outlaw faces for {types['outlaw'] + types['crew']} dice that can show them"
    if pas > types["passenger"] + types["crew"]:
        return f"{pas} Passenger faces for {types['passenger'] + types['crew']} dice that can show them"
    return None


# ---- rolling -------------------------------------------------------------------------
@RULES.check("SD-ROLL", "Dice in hand are rolled together and sorted at once: Foes locked in the Foes area, "
             "Supplies in the Supplies area, Crew into Serenity; only dice in hand can be rolled.",
             S1, "Phase 1: Roll all 15 dice, and based on the die faces rolled, perform the following steps in order:",
             on={"roll"})
def _(p, a):
    return not p.rolling and "no dice in hand"


@RULES.check("SD-ROLL-FIRST", "While dice are in hand (rolled but not yet read), nothing else can be done: report "
             "the roll first.", S1, "Check the dice as they are after rerolls are complete", on={"act"}, guard=True)
def _(p, a):
    return bool(p.rolling) and "dice in hand: " + p.rolling.render(DIE_TYPES)


effect("SD-LOCK-SUPPLIES-CREW", "Crew dice are all placed into Serenity.", S1,
       "Crew Dice are all placed into Serenity.")


# ---- Step 1 Phase 2: rerolls -----------------------------------------------------------
@RULES.check("SD-REROLL-PHASE", "Rerolls are chosen in Phase 2 of Step 1 – Get a Crew only.", S1,
             "Phase 2: Choose which dice, if any, to reroll:", on={"reroll"})
def _(p, a):
    return not a.power and p.step != "get-a-crew" and f"this is step {p.step}"


@RULES.check("SD-REROLL-ONCE", "You reroll only once in each Phase 2, all chosen dice at once.", S1,
             "You may reroll only once during each Phase 2, choosing some, all, or none of your dice to reroll "
             "all at once, based on the above rules.", on={"reroll"}, guard=True)
def _(p, a):
    return p.rerolled and "the reroll of this Phase 2 is already spent"


@RULES.check("SD-WASH-REROLL", "Each Wash die in Serenity lets you reroll itself and at most one other Crew die in "
             "Serenity; no other Crew die may be rerolled (a River die rerolls itself).", S1,
             "For each die showing Wash's icon, you may reroll it and one other Crew Die of your choice that is in "
             "Serenity.", on={"reroll"})
def _(p, a):
    crew = Bag((f, n) for f, n in a.dice.items() if f in CREW)
    if not p.serenity.contains(crew):
        return "not in Serenity: " + (crew - p.serenity).render(FACE_ORDER)
    others = len(crew) - crew["wash"] - crew["river"]
    return others > crew["wash"] and f"{others} other Crew dice for {crew['wash']} Wash dice rerolled"


@RULES.check("SD-RIVER-REROLL", "Each River die in Serenity lets you reroll itself and at most one Foe die.", S1,
             "For each die showing River's icon, you may reroll it and any one Foe Die of your choice.",
             on={"reroll"})
def _(p, a):
    foes = Bag((f, n) for f, n in a.dice.items() if f in FOES)
    if not p.foes.contains(foes):
        return "not among the Foes: " + (foes - p.foes).render(FACE_ORDER)
    return len(foes) > a.dice["river"] and f"{len(foes)} Foe dice for {a.dice['river']} River dice rerolled"


@RULES.check("SD-WASH-NO-SUPPLIES", "Supply dice are never rerolled.", S1, "You may not reroll any Supply Dice.",
             on={"reroll"}, guard=True)
def _(p, a):
    return SUPPLY in a.dice and "Supplies named"


@RULES.check("SD-WASH-TIMING", "Leaf on the Wind (Wash's reroll) may be used only during Step 1 – Get a Crew.", S3,
             "Leaf on the Wind: Reroll Wash and any one additional Crew Die. (Only during Step 1 - Get a Crew)",
             on={"wash:leaf-on-the-wind"})
def _(p, a):
    return p.step != "get-a-crew" and f"this is step {p.step}"


@RULES.check("SD-RIVER-TIMING", "Psychic Link (River's reroll of a Foe die) may be used only during Step 1 – Get a "
             "Crew.", S3, "Psychic Link: Reroll River and any one Foe die. (Only during Step 1 - Get a Crew)",
             on={"river:psychic-link"})
def _(p, a):
    return p.step != "get-a-crew" and f"this is step {p.step}"


# ---- Step 1 Phase 3 -----------------------------------------------------------------
def _max_kind(p: SDPosition) -> int:
    return max((p.foes[f] for f in FOES), default=0)


def _team_ok(p: SDPosition) -> bool:
    return sum(1 for f in OUTLAWS if p.serenity[f]) >= 4


@RULES.check("SD-FIVE-OF-A-KIND", "With 5 of a kind of one Foe after rerolls, every other player discards 100 VP and "
             "your turn is over at once, before the Team Bonus; the at-risk pool is lost as in any turn that ends "
             "with Foes in play (the rulebook does not say, we apply the Damage Report).", S1,
             "If you rolled 5 of a kind of any Foe, then in addition to all other players discarding 100 Victory "
             "Points to the main supply, your turn is immediately over.", on={"team-bonus"}, guard=True)
def _(p, a):
    return _max_kind(p) >= 5 and "5 of a kind"


effect("SD-FOUR-OF-A-KIND", "With 4 of a kind of one Foe after rerolls, every other player discards 100 VP "
       "(no penalty for a player with none).", S1,
       "If you rolled 4 of a kind of any Foe, then all other players must discard 100 Victory Points to the main "
       "supply.")
effect("SD-ROOKIE", "Rookie difficulty: only 5 of a kind makes the others discard 100 VP (5 of a kind still ends "
       "your turn: the note changes the penalty only).", S1,
       "Rookie: If you rolled 5 of a kind of any Foe, then all other players must discard 100 Victory Points to "
       "the main supply.")
effect("SD-HERO", "Hero difficulty: 4 of a kind makes the others discard 100 VP, as in the standard game.", S1,
       "Hero: If you rolled 4 of a kind of any Foe, then all other players must discard 100 Victory Points to the "
       "main supply.")
effect("SD-LEGENDARY", "Legendary difficulty: already 3 of a kind makes the others discard 100 VP.", S1,
       "Legendary: If you rolled 3 of a kind of any Foe, then all other players must discard 100 Victory Points to "
       "the main supply.")


@RULES.check("SD-TEAM-BONUS", "With at least four different Outlaws in Serenity (Supplies do not count) the Team "
             "Bonus must be applied at the end of Step 1: 1 damage to any Foe; without them there is no bonus.", S1,
             "If you have at least four different Outlaws, the team gets to immediately do 1 damage point to any "
             "Foe! (Supply dice rolls do not count as Outlaws)", on={"team-bonus", "proceed"})
def _(p, a):
    if p.step != "get-a-crew":
        return a.kind == "team-bonus" and "the Team Bonus comes at the end of Step 1"
    eligible = _team_ok(p) and p.foes_in_play and _max_kind(p) < 5
    if a.kind == "proceed":
        return eligible and "apply the Team Bonus first"
    if not _team_ok(p):
        return "fewer than four different Outlaws in Serenity"
    return len(a.foes) != 1 and "the Team Bonus is 1 damage to one Foe"


# ---- Step 2 ------------------------------------------------------------------------
effect("SD-SABOTAGE", "When a Sabotage Mission is revealed, all Crew dice in Serenity are rerolled at once "
       "(Foe and Supply dice are not).", MK,
       "If a Mission with Sabotage is revealed, then you must immediately reroll all of your Crew Dice and keep "
       "the results rolled.")
effect("SD-SABOTAGE-AVOID", "Sabotage does nothing when Serenity already shows the faces the Mission needs.", MK,
       "This can be avoided if you have the appropriate Crew Dice to complete the Mission.")

# ---- Step 3 Phase 1-2 -------------------------------------------------------------------


@RULES.check("SD-SHINY-TIMES", "With a Shiny Mission, at the start of Step 3 (Phase 1 – Shiny Times, before the Foes "
             "strike) you may deal 1 damage to one Foe of your choice.", S3,
             "Phase 1 – Shiny Times: If the active Mission is a Shiny Mission, then the active player may "
             "immediately deal 1 point of damage to a Foe of their choice.", on={"shiny"})
def _(p, a):
    if not (p.step == "misbehave" and p.phase == "shiny-times"):
        return "only in Step 3, Phase 1 – Shiny Times"
    if not (p.mission and p.mission.has("shiny")):
        return "the Mission is not Shiny"
    return len(a.foes) != 1 and "1 damage to one Foe"


@RULES.check("SD-FOES-STRIKE", "In Phase 2 of Step 3 every Foe still in play strikes, Niska then Saffron then "
             "Badger, before any Crew power; nothing else happens in that phase.", S3,
             "For all Foes remaining (Black Dice), resolve their Effects in the following order: Niska, then "
             "Saffron, and then Badger.", on={"strike", "proceed"})
def _(p, a):
    in_phase = p.step == "misbehave" and p.phase == "foes-strike"
    if a.kind == "strike":
        return not in_phase and "the Foes strike in Step 3, Phase 2 only"
    return in_phase and "the Foes must strike first"


@RULES.check("SD-NISKA", "If any Niska die is in play, the player knocks out exactly 1 Crew die of their choice "
             "from Serenity (one in all, not one per Niska die).", S3,
             "If any Niska dice were locked: KO 1 Crew Die, at the active player's choice!", on={"strike"})
def _(p, a):
    need = 1 if (p.foes["niska"] and p.serenity) else 0
    if need and not a.ko:
        return "Niska knocks out 1 Crew die: name it (strike ko FACE)"
    if a.ko and not need:
        return "no Niska in play" if not p.foes["niska"] else "no Crew die in Serenity"
    return a.ko and a.ko not in p.serenity and f"{a.ko} is not in Serenity"


@RULES.check("SD-SAFFRON", "For each Saffron die in play the player moves 1 Crew die of their choice from Serenity "
             "to the Cargo Hold (as many as Serenity still holds after Niska).", S3,
             "For each Saffron die locked: Move 1 Crew Die in Serenity to the Cargo Hold.", on={"strike"})
def _(p, a):
    left = p.serenity.remove(a.ko) if a.ko else p.serenity
    need = min(p.foes["saffron"], len(left))
    if len(a.dice) != need:
        return f"Saffron moves {need} Crew dice to the Cargo Hold, not {len(a.dice)}"
    return not left.contains(a.dice) and "not in Serenity: " + (a.dice - left).render(FACE_ORDER)


effect("SD-BADGER", "For each Badger die in play, one Supply die from the Supplies area is captured next to it; "
       "captured Supplies are scored at once if Badger is defeated.", S3,
       "These Supplies are considered to have been captured by Badger, however, they can be scored the moment you "
       "defeat Badger as well!")
effect("SD-SUPPLIES-NOTE", "Supplies beyond the number of Badger dice stay in the Supplies area and are scored only "
       "if ALL Foes are defeated.", S3,
       "If there are more Supply dice than Badger dice, then place 1 Supply die next to each Badger die and leave "
       "the remaining Supply dice in the Supplies area.")


# ---- Step 3 Phase 3: powers ------------------------------------------------------------
@RULES.check("SD-POWER-PHASE", "Crew powers are used in Phase 3 – Have a plan of Step 3, in any order.", S3,
             "Phase 3 – Have a plan: With the remaining Crew Dice in Serenity, players use the Effects of each "
             "Crew Member Power granted from each die face showing to defeat the Foes and possibly complete the "
             "Mission!", on={"power"})
def _(p, a):
    return not p.in_plan and "only in Step 3, Phase 3 – Have a plan"


@RULES.check("SD-POWER-IN-SERENITY", "Only a die whose face shows in Serenity can use its power; a used die is "
             "moved to the Knocked Out area.", S3,
             "When a Crew Die's Power is used, it is moved to the \"Knocked Out\" (KO) area", on={"power"})
def _(p, a):
    return a.face not in p.serenity and f"no {title(a.face)} in Serenity"


@RULES.check("SD-CARGO-UNAVAILABLE", "Dice in the Cargo Hold cannot use their powers.", S3,
             "Dice previously moved to the Cargo Hold will not be available to be used for Effects.", on={"power"}, guard=True)
def _(p, a):
    return a.face not in p.serenity and a.face in p.cargo_hold and f"{title(a.face)} is in the Cargo Hold"


@RULES.check("SD-TARGET-IN-PLAY", "Damage can only be dealt to a Foe still in play (a Foe with no dice left is "
             "defeated and gone).", S3,
             "When all of a specific Foe's dice are removed from play, the Foe is considered defeated and is no "
             "longer in play.", on={"damage"})
def _(p, a):
    gone = [f for f in a.foes.names() if not p.foes[f]]
    return gone and "not in play: " + ", ".join(title(f) for f in gone)


effect("SD-DAMAGE", "Each point of damage removes one die of the Foe hit; a Foe's health is the number of its dice.",
       S3, "When a Power is used to deal damage, each point of damage removes a single Foe Die.")
effect("SD-DEFEAT-VP", "Each Foe defeated puts 100 VP in the at-risk pool.", S3,
       "When you defeat a Foe, place 100 Victory Points in a temporary score pool, forming the current \"at risk\" "
       "score pool.")


@RULES.check("SD-MAL-CHARM", "Charm deals 2 damage to Saffron only; it needs Saffron in play.", S3,
             "Charm: Deal 2 damage to Saffron (All damage must be applied to Saffron only).", on={"mal:charm"})
def _(p, a):
    if a.foes.names() != ["saffron"]:
        return "Charm hits Saffron only"
    return not p.foes["saffron"] and "Saffron is not in play"


@RULES.check("SD-MAL-INSPIRATION", "Inspiration rerolls either 1 Outlaw die or 1 or 2 Passenger dice from the Cargo "
             "Hold and places them in Serenity, where they may fight this turn.", S3,
             "Inspiration: Choose 1 Outlaw Die or up to 2 Passenger Dice in the Cargo Hold and reroll them, then "
             "place them in Serenity.", on={"mal:inspiration"})
def _(p, a):
    if a.foes:
        return "Inspiration targets no Foe"
    if not p.cargo_hold.contains(a.dice):
        return "not in the Cargo Hold: " + (a.dice - p.cargo_hold).render(FACE_ORDER)
    kinds = {kind_of(f) for f in a.dice}
    if kinds == {"outlaw"} and len(a.dice) == 1:
        return None
    if kinds == {"passenger"} and 1 <= len(a.dice) <= 2:
        return None
    return "choose 1 Outlaw die or up to 2 Passenger dice"


@RULES.check("SD-ZOE-COVER-FIRE", "Cover Fire deals 2 damage, divided as the player likes among Foes.", S3,
             "Cover Fire: Deal 2 Damage, divided as you choose to any Foe(s).", on={"zoe:cover-fire"})
def _(p, a):
    return len(a.foes) != 2 and f"Cover Fire deals 2 damage, not {len(a.foes)}"


@RULES.check("SD-JAYNE-VERA", "Vera deals 2 damage to one Foe only; unlike Cover Fire it cannot be divided.", S3,
             "Vera: Deal 2 Damage to any one Foe.", on={"jayne:vera"})
def _(p, a):
    return (len(a.foes.names()) != 1 or len(a.foes) != 2) and "2 damage to any one Foe"


@RULES.check("SD-JAYNE-DAMAGED-CALM", "Damaged Calm knocks out this Jayne die and 1 other die from Serenity and "
             "defeats one Foe whatever its health.", S3,
             "Damaged Calm: KO this die and 1 additional die in Serenity and defeat any one Foe regardless of their "
             "remaining health.", on={"jayne:damaged-calm"})
def _(p, a):
    if len(a.foes) != 1:
        return "name one Foe to defeat"
    if len(a.dice) != 1:
        return "name the 1 additional die to knock out"
    rest = p.serenity.remove("jayne")
    return not rest.contains(a.dice) and f"no other {a.dice.names()[0]} die in Serenity"


@RULES.check("SD-KAYLEE", "Thruster Overload deals 1 damage to one Foe and moves 1 die already in the KO pile to the "
             "Cargo Hold (when the pile is empty, only the damage; the Kaylee die itself is knocked out after).", S3,
             "Thruster Overload: Deal 1 Damage to any Foe and move 1 die from the KO pile to the Cargo Hold.",
             on={"kaylee:thruster-overload"})
def _(p, a):
    if len(a.foes) != 1:
        return "1 damage to one Foe"
    if p.knocked_out and len(a.dice) != 1:
        return "name the die moved from the KO pile"
    if not p.knocked_out and a.dice:
        return "the KO pile is empty"
    return not p.knocked_out.contains(a.dice) and "not in the KO pile: " + a.dice.render(FACE_ORDER)


@RULES.check("SD-SIMON", "Adoration moves 1 Kaylee die from the KO pile back to Serenity.", S3,
             "Adoration: Move 1 Kaylee from the KO pile to Serenity.", on={"simon:adoration"})
def _(p, a):
    if a.foes or (a.dice and a.dice != Bag.of("kaylee")):
        return "Adoration only moves a Kaylee"
    return "kaylee" not in p.knocked_out and "no Kaylee in the KO pile"


@RULES.check("SD-RIVER-UNSTABLE", "Unstable Reaction deals 1 damage to each Foe in play (it takes no target).", S3,
             "Unstable Reaction: Deal 1 damage to each Foe.", on={"river:unstable-reaction"})
def _(p, a):
    if a.foes or a.dice:
        return "it hits every Foe; name no target"
    return not p.foes_in_play and "no Foe in play"


@RULES.check("SD-INARA", "Companionship scores 100 VP straight behind the screen, not into the at-risk pool.", S3,
             "Companionship: Score 100 Victory Points immediately.", on={"inara:companionship"})
def _(p, a):
    return (a.foes or a.dice) and "Companionship takes no target"


@RULES.check("SD-BOOK", "Salvation needs as many Book dice in Serenity as there are Foes in play (Foes, not Foe dice; "
             "at least one); they are discarded, the at-risk pool is banked and the turn ends.", S3,
             "Salvation: Discard an amount of Book dice equal to the number of Foes in play (total Foes, not total "
             "Foe dice) to capture all Victory Points in the current \"at risk\" score pool and end your turn "
             "immediately.", on={"book:salvation"})
def _(p, a):
    if a.foes or a.dice:
        return "Salvation takes no target"
    need = max(1, len(p.foes_in_play))
    return p.serenity["book"] < need and f"{need} Book dice needed, {p.serenity['book']} in Serenity"


@RULES.check("SD-PASSENGER-DAMAGE", "Any Passenger (Simon, River, Inara, Book) may instead deal 1 damage to one Foe; "
             "Outlaws and Supplies cannot.", S3,
             "Additionally, any Passenger can be used to deal 1 point of damage to any Foe (Supplies do not count as "
             "Passengers).", on={f"{f}:damage" for f in FACE_ORDER})
def _(p, a):
    if a.face not in PASSENGERS:
        return f"{title(a.face)} is not a Passenger"
    return (len(a.foes) != 1 or a.dice) and "1 damage to one Foe"


@RULES.check("SD-NO-SUCH-POWER", "Each face has only the powers printed for it in the Crew Dice Powers table.", S3,
             "Crew Dice Powers: Below are the Powers and associated Effects for each dice face that could be rolled "
             "with the Crew Dice.", on={"power"}, guard=True)
def _(p, a):
    return a.power not in POWERS.get(a.face, ()) and a.power != "damage" and (
        f"{title(a.face)} has no {a.power} power")


# ---- Missions -----------------------------------------------------------------------
@RULES.check("SD-MISSION-COMPLETE", "From Phase 3 of Step 3 on, the active Mission is completed by having its "
             "faces showing in Serenity; the dice are not spent, and a Mission is completed once.", S3,
             "The active player may, at any time during their turn from this point on, use the dice face showing "
             "in Serenity to complete the active mission.", on={"complete"})
def _(p, a):
    if not p.in_plan:
        return "only from Step 3, Phase 3 – Have a plan"
    if p.mission is None:
        return "no active Mission"
    if p.mission.completed:
        return "the Mission is already completed"
    return not p.serenity.contains(p.mission.needs) and (
        "missing in Serenity: " + (p.mission.needs - p.serenity).render(FACE_ORDER))


@RULES.check("SD-CARGO-NO-MISSION", "Dice in the Cargo Hold do not count towards a Mission.", S3,
             "These dice cannot be used to complete Missions either, as they are no longer in Serenity,",
             on={"complete"}, guard=True)
def _(p, a):
    if p.mission is None or p.serenity.contains(p.mission.needs):
        return None
    missing = p.mission.needs - p.serenity
    return p.cargo_hold.contains(missing) and "the faces are in the Cargo Hold, not in Serenity"


effect("SD-MISSION-DICE-STAY", "Dice that complete a Mission stay in Serenity (they are not knocked out).", S3,
       "Dice used to complete Missions are NOT moved to the KO Pile.")


@RULES.check("SD-SHINY-BONUS", "Completing a Shiny Mission grants 1 more damage to one Foe; other Missions grant no "
             "damage.", MK, "Additionally, all Shiny Missions offer the bonus of an additional 1 point of damage to "
             "any Foe, if you can complete them!", on={"complete"})
def _(p, a):
    if a.foes and not (p.mission and p.mission.has("shiny")):
        return "only a Shiny Mission grants damage"
    return len(a.foes) > 1 and "1 damage to one Foe"


@RULES.check("SD-ESCAPE", "After completing an Escape Mission the player may end the turn at once and bank the "
             "at-risk pool, even with Foes left in play.", MK,
             "If the active player completes a Mission with Escape, they may choose to end their turn immediately",
             on={"escape"})
def _(p, a):
    if not p.in_plan:
        return "only during Step 3, Phase 3 – Have a plan"
    if not (p.mission and p.mission.has("escape")):
        return "the Mission has no Escape keyword"
    return not p.mission.completed and "complete the Mission first"


# ---- Damage report and Step 4 -------------------------------------------------------------
effect("SD-DAMAGE-REPORT-LOSS", "If any Foe is still in play at the Damage Report, the turn ends with 0 VP: the "
       "at-risk pool goes back to the supply.", S3,
       "The current player's turn is over with a score of 0 Victory Points for this turn, placing any and all "
       "\"at risk\" Victory Points from the current temporary score area back into the main supply.")
effect("SD-SKIP-STEP-4", "A player defeated at the Damage Report skips Step 4.", S3,
       "Skip Step 4 – Lay Low or Keep Flyin', as the current player's turn is over.")
effect("SD-DAMAGE-REPORT-SUPPLIES", "With every Foe defeated, each Supply die left in the Supplies area is claimed "
       "as 1 Supply (claimed Supplies are never lost).", S3,
       "For each Supply remaining in the Supplies Area, take 1 Supply from the center of the table.")
effect("SD-STEP4-MOVE", "Step 4 begins by moving the Crew dice left in Serenity and the Supply dice to the Cargo "
       "Hold; knocked-out dice stay knocked out.", S4,
       "Move all Crew Dice left in Serenity, as well as all Supply dice remaining in the Supplies Area, to the "
       "Cargo Hold.")


@RULES.check("SD-LAY-LOW-OR-KEEP-FLYIN", "In Step 4 (and only then) the player must choose: Lay Low or Keep Flyin'.",
             S4, "The current player now chooses to \"Lay Low\" or \"Keep Flyin'.\"",
             on={"lay-low", "keep-flyin", "proceed"})
def _(p, a):
    step4 = p.step == "lay-low-or-keep-flyin"
    if a.kind == "proceed":
        return step4 and "choose lay-low or keep-flyin"
    return not step4 and "only in Step 4 – Lay Low or Keep Flyin'"


@RULES.check("SD-BUSHWHACKED", "A Bushwhacked Mission left uncompleted forces the player to Lay Low.", MK,
             "If a Mission with Bushwhacked is not completed during the turn in which it was revealed, then the "
             "player must choose to \"Lay Low\"", on={"keep-flyin"}, guard=True)
def _(p, a):
    m = p.mission
    return m is not None and m.has("bushwhacked") and not m.completed and "Bushwhacked Mission not completed"


@RULES.check("SD-GORRAM", "A completed Gorram Mission forces the player to Keep Flyin'.", MK,
             "If a Mission with Gorram is completed this turn, the active player must then choose to \"Keep Flyin'\"",
             on={"lay-low"}, guard=True)
def _(p, a):
    m = p.mission
    return m is not None and m.has("gorram") and m.completed and "Gorram Mission completed"


effect("SD-LAY-LOW", "Laying Low banks the whole at-risk pool and ends the turn.", S4,
       "The player takes all Victory Points accumulated in the current \"at risk\" score pool as their score for "
       "this round, adds them to their total, and ends their turn.")
effect("SD-KEEP-FLYIN", "Keeping Flyin' risks the at-risk pool on another turn with all 5 Foe dice and only the dice "
       "in the Cargo Hold, from Step 1.", S4,
       "The player risks all Victory Points in the current \"at risk\" score pool and takes another turn using all "
       "5 Foe Dice and only the remaining dice in the Cargo Hold for another turn, starting at Step 1 – Get a Crew.")


@RULES.check("SD-TURN-OVER", "Once the turn is over nothing more can be done in it; the dice pass on.", S3,
             "The current player passes all 15 dice to the next player and that player takes the next turn.",
             on={"act"}, guard=True)
def _(p, a):
    return p.step in ("turn-over", "game-over") and a.kind != "next-turn" and "the turn is over"


@RULES.check("SD-NEXT-TURN", "When a turn is over, the same player's next turn comes in the next round, with all 15 "
             "dice; after the last round the game ends.", END,
             "After 3 rounds of play, each player reveals their Victory Points and Supplies they have gained from "
             "behind their player screens", on={"next-turn"})
def _(p, a):
    if p.step == "game-over":
        return "the game is over"
    return p.step != "turn-over" and "the turn is not over"


effect("SD-SCORING", "At the end, Victory Points count at face value and every two Supplies are worth 100 VP.", END,
       "Victory Points are worth their face value and every two Supplies are worth 100 Victory Points.")
effect("SD-INARA-BANKED", "Companionship's 100 VP are never at risk.", S3,
       "(Note: This is scored immediately and not placed in the current \"at risk\" score pool!)")


def _rule_ids() -> list[str]:
    return [r.id for r in RULES]


# ---------------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------------
EXAMPLES = [
    {"title": "Jayne takes on two Niskas", "position": (
        "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nmission: needs zoe x2; keywords escape\n"
        "serenity: mal, zoe x2, jayne, book\ncargo-hold: river\nknocked-out: kaylee\nfoes: niska x2, saffron\n"
        "ask: jayne vera niska\nask: wash leaf-on-the-wind zoe\nask: options\n")},
    {"title": "Phase 2 rerolls with Wash and River", "position": (
        "game: shiny-dice\nstep: get-a-crew\nserenity: mal, wash, jayne, kaylee, river, book\n"
        "foes: niska x3, badger x2\nsupplies: 2\nask: reroll wash, book, river, niska\n"
        "ask: reroll wash, book, river, niska -> zoe, inara, simon, saffron\n")},
    {"title": "The Foes strike", "position": (
        "game: shiny-dice\nstep: misbehave\nphase: foes-strike\nmission: needs zoe x2; keywords shiny\n"
        "serenity: mal, zoe x2, jayne, river, inara\nfoes: niska, saffron x2, badger\nsupplies: 2\n"
        "ask: strike ko inara cargo mal, river\n")},
    {"title": "A Gorram Mission done: Lay Low or Keep Flyin'?", "position": (
        "game: shiny-dice\nround: 2\nstep: lay-low-or-keep-flyin\nmission: needs mal, jayne; keywords gorram; "
        "completed\ncargo-hold: mal, jayne, zoe, supplies x2\nknocked-out: kaylee, river\nat-risk: 400\n"
        "banked: 300\nbanked-supplies: 3\nask: lay-low\nask: keep-flyin\n")},
    {"title": "End of game score", "position": (
        "game: shiny-dice\nround: 3\nstep: game-over\nbanked: 1200\nbanked-supplies: 5\nask: score\n")},
]


@register
class ShinyDice(Game):
    id = "shiny-dice"
    title = "Firefly: Shiny Dice"
    language = "en"
    aliases = ("shiny", "shiny dice", "firefly shiny dice", "firefly dice", "sd")
    rules = RULES
    vocab = VOCAB
    examples = EXAMPLES

    @property
    def vocabulary(self) -> dict:
        d = VOCAB.as_dict()
        d.pop("verb")
        d["action"] = VOCAB.as_dict()["verb"]
        d["key"] = KEY_VOCAB.as_dict()["key"]
        return d

    # ---- syntax ---------------------------------------------------------------------
    def parse(self, text: str) -> SDPosition:
        errors = Errors()
        entries = read(text, errors)
        vals: dict = {}
        asks: list[Token] = []
        seen: dict[str, Token] = {}
        for e in entries:
            try:
                key = KEY_VOCAB.lookup(e.key_token.text, ["key"])
                if key is None:
                    raise KEY_VOCAB.unknown(e.key_token, ["key"], "key")
                key = key[1]
                if key == "ask":
                    if not e.value.text:
                        raise e.value.error("empty ask", expected="an action, options or score")
                    if e.value.norm not in ("options", "score"):
                        self.parse_action(e.value)
                    asks.append(e.value)
                    continue
                if key in seen and key not in BAG_KEYS:
                    raise e.key_token.error(f'"{key}" is given twice', hint=f"first given on line {seen[key].line}")
                seen[key] = e.key_token
                self._value(key, e.value, vals)
            except PositionSyntaxError as err:
                errors.add(err)
        if "phase" in vals and vals.get("step", "get-a-crew") != "misbehave":
            errors.add(seen["phase"].error("phase: is only used with step: misbehave",
                                           hint="remove the phase line or write step: misbehave"))
        errors.raise_if_any()
        if vals.get("step") == "misbehave":
            vals.setdefault("phase", "have-a-plan")
        return SDPosition(asks=tuple(t.text for t in asks), ask_tokens=tuple(asks), **vals)

    def _value(self, key: str, tok: Token, vals: dict) -> None:
        if key == "game":
            return
        if not tok.text:
            raise tok.error(f'"{key}" needs a value')
        if key in ("round", "rounds"):
            vals[key] = parse_int(tok, what="a round number", minimum=1)
        elif key in ("step", "phase", "difficulty"):
            vals[key] = VOCAB.resolve(tok, [key], key)
        elif key == "rerolled":
            vals[key] = parse_bool(tok)
        elif key in INT_KEYS:
            n = parse_int(tok, what="a number", suffixes=("victory points", "vp", "supplies", "dice", "die"))
            vals[INT_KEYS[key]] = n
        elif key == "rolling":
            items, _ = counted_names(words(tok), VOCAB, ["die"], "kind of die")
            vals["rolling"] = vals.get("rolling", Bag()) + Bag((n, c) for n, c, _ in items)
        elif key in BAG_KEYS:
            if tok.norm in ("none", "empty", "nothing"):
                return
            items, _ = counted_names(words(tok), VOCAB, FACE_KINDS, "die face")
            attr = BAG_KEYS[key]
            vals[attr] = vals.get(attr, Bag()) + Bag((n, c) for n, c, _ in items)
        elif key == "mission":
            vals["mission"] = self._mission(tok)

    def _mission(self, tok: Token) -> Optional[Mission]:
        if tok.norm in ("none", "no-mission", "no"):
            return None
        needs, kws, done = Bag(), [], False
        for part in [tok.sub(m0, m1) for m0, m1 in _spans(tok.text, ";")]:
            ws = words(part)
            if not ws:
                continue
            head = ws[0].norm
            if head in ("needs", "need", "requires", "dice", "faces", "icons"):
                if len(ws) < 2:
                    raise ws[0].error("needs what?", expected="die faces, e.g. needs rifle x4")
                items, _ = counted_names(ws[1:], VOCAB, CREW_KINDS, "crew face")
                needs = needs + Bag((n, c) for n, c, _ in items)
            elif head in ("keywords", "keyword", "kw"):
                for w in ws[1:]:
                    kws.append(VOCAB.resolve(w, ["keyword"], "mission keyword"))
            elif head in ("completed", "complete", "done"):
                done = True
            elif VOCAB.lookup(ws[0].text, ["keyword"]):
                kws.extend(VOCAB.resolve(w, ["keyword"], "mission keyword") for w in ws)
            else:
                items, _ = counted_names(ws, VOCAB, CREW_KINDS, "crew face")
                needs = needs + Bag((n, c) for n, c, _ in items)
        return Mission(needs, tuple(k for k in KEYWORDS if k in kws), done)

    def parse_action(self, tok: Token) -> Act:
        ws = words(tok)
        if not ws:
            raise tok.error("empty ask", expected="an action")
        head = VOCAB.longest(ws, 0, ["verb", "outlaw", "passenger", "supplies"])
        if head is None:
            raise VOCAB.unknown(ws[0], ["verb", "outlaw", "passenger"], "action or crew face")
        kind, name, used = head
        rest = ws[used:]
        if kind != "verb":
            return self._power(name, rest, ws[0])
        if name in ("proceed", "escape", "lay-low", "keep-flyin", "next-turn"):
            if rest:
                raise rest[0].error(f'"{name}" takes nothing after it', expected="end of line")
            return Act(name)
        if name == "roll":
            items = self._names(rest, FACE_KINDS, "die face", ws[0])
            return Act("roll", results=items)
        if name == "reroll":
            arrow = _arrow(rest)
            dice = self._names(rest[:arrow], FACE_KINDS, "die face", ws[0])
            res = self._names(rest[arrow + 1:], FACE_KINDS, "die face", rest[arrow]) if arrow < len(rest) else None
            return Act("reroll", dice=dice, results=res)
        if name in ("team-bonus", "shiny", "complete"):
            foes = Bag((n, c) for n, c, _ in counted_names(rest, VOCAB, ["foe"], "Foe")[0])
            if name != "complete" and not foes:
                raise ws[0].error(f'"{name}" needs a Foe', expected="a Foe: niska, saffron, badger")
            return Act(name, foes=foes)
        if name == "strike":
            return self._strike(rest)
        raise ws[0].error("unknown action")  # pragma: no cover

    def _names(self, ws: list[Token], kinds, what: str, after: Token) -> Bag:
        if not ws:
            raise Token("", after.line, after.column + len(after.text) + 1, after.source).error(
                f"expected a {what} here", expected=what)
        items, _ = counted_names(ws, VOCAB, kinds, what)
        return Bag((n, c) for n, c, _ in items)

    def _strike(self, ws: list[Token]) -> Act:
        ko, cargo, mode, i = "", Bag(), None, 0
        while i < len(ws):
            w = ws[i]
            if w.norm in ("ko", "knock-out", "knocks-out", "knocked-out"):
                mode, i = "ko", i + 1
                continue
            if w.norm in ("cargo", "cargo-hold", "hold", "to-cargo"):
                mode, i = "cargo", i + 1
                continue
            if mode is None:
                raise w.error(f'unexpected "{w.text}"', expected='"ko FACE" or "cargo FACES"')
            items, used = counted_names(ws[i:], VOCAB, CREW_KINDS, "crew face",
                                        stop=("ko", "cargo", "cargo-hold", "hold"))
            if mode == "ko":
                if ko or len(items) != 1 or items[0][1] != 1:
                    raise w.error("Niska knocks out 1 die", expected="one crew face after ko")
                ko = items[0][0]
            else:
                cargo = cargo + Bag((n, c) for n, c, _ in items)
            i += used
        return Act("strike", dice=cargo, ko=ko)

    def _power(self, face: str, ws: list[Token], face_tok: Token) -> Act:
        power = None
        i = 0
        if ws:
            got = VOCAB.longest(ws, 0, ["power"])
            if got:
                power, i = got[1], got[2]
        arrow = _arrow(ws)
        args = ws[i:arrow]
        res = None
        if arrow < len(ws):
            res = self._names(ws[arrow + 1:], FACE_KINDS, "die face", ws[arrow])
        items, _ = counted_names(args, VOCAB, FACE_KINDS, "Foe or die face") if args else ([], 0)
        foes = Bag((n, c) for n, c, _ in items if n in FOES)
        dice = Bag((n, c) for n, c, _ in items if n not in FOES)
        if power is None:
            own = [x for x in POWERS.get(face, ()) if x != "damage"]
            if face in PASSENGERS and foes:
                power = "damage"
            elif len(own) == 1:
                power = own[0]
            else:
                expected = " or ".join(POWERS.get(face, ("damage",)))
                at = ws[0] if ws else face_tok
                raise at.error(f"which power of {title(face)}?", expected=f"a power: {expected}",
                               hint=VOCAB.unknown(ws[0], ["power"], "power").hint if ws else None)
        if (face, power) in REROLL_POWERS:
            return Act("reroll", face=face, power=power, dice=Bag.of(face) + dice + foes, results=res)
        if power in ("vera", "cover-fire", "charm"):
            foes = _points(foes, 2)
            if power == "charm" and not foes:
                foes = Bag({"saffron": 2})
        return Act("power", face, power, foes, dice, results=res)

    # ---- render -----------------------------------------------------------------------
    def render(self, p: SDPosition, *, asks: bool = True) -> str:
        lines = ["game: shiny-dice"]
        if p.round != 1:
            lines.append(f"round: {p.round}")
        if p.rounds != 3:
            lines.append(f"rounds: {p.rounds}")
        if p.difficulty != "standard":
            lines.append(f"difficulty: {p.difficulty}")
        lines.append(f"step: {p.step}")
        if p.step == "misbehave":
            lines.append(f"phase: {p.phase or 'have-a-plan'}")
        if p.mission is not None:
            lines.append(f"mission: {p.mission.render()}")
        if p.rolling:
            lines.append("rolling: " + p.rolling.render(DIE_TYPES))
        for key, attr in BAG_KEYS.items():
            bag = getattr(p, attr)
            if bag:
                lines.append(f"{key}: {bag.render(FACE_ORDER)}")
        for key, attr in INT_KEYS.items():
            if getattr(p, attr):
                lines.append(f"{key}: {getattr(p, attr)}")
        if p.rerolled:
            lines.append("rerolled: yes")
        if asks:
            lines += [f"ask: {a}" for a in p.asks]
        return "\n".join(lines) + "\n"

    def render_action(self, a: Act) -> str:
        f = lambda b: b.render(FACE_ORDER)  # noqa: E731
        res = f" -> {f(a.results)}" if a.results is not None else ""
        if a.kind == "roll":
            return "roll " + f(a.results or Bag())
        if a.kind == "reroll":
            return "reroll " + f(a.dice) + res
        if a.kind == "strike":
            parts = ["strike"] + ([f"ko {a.ko}"] if a.ko else []) + ([f"cargo {f(a.dice)}"] if a.dice else [])
            return " ".join(parts)
        if a.kind in ("team-bonus", "shiny", "complete"):
            return " ".join([a.kind] + ([f(a.foes)] if a.foes else []))
        if a.kind != "power":
            return a.kind
        foes = a.foes
        if a.power in ("vera", "cover-fire", "charm") and len(foes.items()) == 1 and len(foes) == 2:
            foes = Bag.of(foes.names()[0])
        out = [a.face, a.power]
        if not (a.power == "charm" and a.foes == Bag({"saffron": 2})):
            out += [x for x in (f(foes), f(a.dice)) if x]
        return " ".join(out) + res

    # ---- legality helpers -------------------------------------------------------------------
    def candidates(self, p: SDPosition) -> Iterable[Act]:
        if p.rolling or p.step in ("game-over",):
            return
        yield Act("proceed")
        for k in ("escape", "lay-low", "keep-flyin", "next-turn"):
            yield Act(k)
        foes = p.foes_in_play
        for x in foes:
            yield Act("team-bonus", foes=Bag.of(x))
            yield Act("shiny", foes=Bag.of(x))
            yield Act("complete", foes=Bag.of(x))
        yield Act("complete")
        if p.step == "get-a-crew":
            pool = Bag((f, n) for f, n in p.serenity.items() if f in CREW) + p.foes
            for sub in _sub_bags(pool):
                if sub:
                    yield Act("reroll", dice=sub)
        if p.step == "misbehave" and p.phase == "foes-strike":
            kos = [""] + p.serenity.names()
            for ko in kos:
                left = p.serenity.remove(ko) if ko else p.serenity
                need = min(p.foes["saffron"], len(left))
                for sub in _sub_bags(left, need, need):
                    yield Act("strike", dice=sub, ko=ko)
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
        fx: list[str] = []
        cites: list[str] = []
        q = p
        if a.kind == "roll":
            q = _sort_in(replace(p, rolling=Bag()), a.results, fx)
            cites += ["SD-FOES-AREA", "SD-SUPPLIES-LOCKED", "SD-LOCK-SUPPLIES-CREW"]
        elif a.kind == "reroll":
            crew = Bag((f, n) for f, n in a.dice.items() if f not in FOES)
            foes = Bag((f, n) for f, n in a.dice.items() if f in FOES)
            q = replace(p, serenity=p.serenity - crew, foes=p.foes - foes, rerolled=True)
            fx.append(f"Rerolled: {a.dice.render(FACE_ORDER)}.")
            q = self._roll_or_hand(q, _types(a.dice), a.results, fx)
        elif a.kind == "proceed":
            q = self._proceed(p, fx, cites)
        elif a.kind == "team-bonus":
            q = self._end_step1(p, fx, cites)
            fx.append("Team Bonus: four different Outlaws.")
            q = _damage(q, a.foes, fx, cites)
        elif a.kind == "shiny":
            fx.append("Shiny Times: 1 damage.")
            q = replace(_damage(p, a.foes, fx, cites), phase="foes-strike")
        elif a.kind == "strike":
            q = self._strike_apply(p, a, fx, cites)
        elif a.kind == "power":
            q = self._power_apply(p, a, fx, cites)
        elif a.kind == "complete":
            q = replace(p, mission=replace(p.mission, completed=True))
            fx.append("Mission complete: the dice stay in Serenity; apply the bonus printed on the card.")
            cites.append("SD-MISSION-DICE-STAY")
            if a.foes:
                fx.append("Shiny bonus: 1 damage.")
                q = _damage(q, a.foes, fx, cites)
            if p.mission.has("gorram"):
                fx.append("Gorram: you will have to Keep Flyin' in Step 4.")
        elif a.kind == "escape":
            fx.append(f"Escape: the turn ends; {p.at_risk} VP banked from the at-risk pool.")
            q = _turn_over(replace(p, banked=p.banked + p.at_risk, at_risk=0))
        elif a.kind == "lay-low":
            fx.append(f"Lay Low: {p.at_risk} VP banked; the turn ends and the dice pass on.")
            cites.append("SD-LAY-LOW")
            q = _turn_over(replace(p, banked=p.banked + p.at_risk, at_risk=0))
        elif a.kind == "keep-flyin":
            hand = _types(p.cargo_hold) + Bag({"foe": 5})
            fx.append(f"Keep Flyin': {p.at_risk} VP stay at risk; a new turn from Step 1 with all 5 Foe dice and "
                      f"the {len(p.cargo_hold)} dice of the Cargo Hold. Reveal a new Mission in Step 2.")
            cites.append("SD-KEEP-FLYIN")
            q = replace(p, step="get-a-crew", phase=None, mission=None, rolling=hand, serenity=Bag(),
                        cargo_hold=Bag(), foes=Bag(), supplies=0, captured=0, rerolled=False)
        elif a.kind == "next-turn":
            if p.round >= p.rounds:
                fx.append(f"That was the last round ({p.rounds}): the game is over; ask: score.")
                q = replace(p, step="game-over")
            else:
                fx.append(f"Round {p.round + 1}: your next turn starts with all 15 dice in hand.")
                q = replace(_turn_over(p), step="get-a-crew", round=p.round + 1,
                            rolling=Bag({"outlaw": 7, "passenger": 3, "foe": 5}))
        return Outcome(fx, q, cites)

    def _roll_or_hand(self, q: SDPosition, types: Bag, results: Optional[Bag], fx) -> SDPosition:
        if results is None:
            fx.append("Roll them and report the faces: ask: roll FACES.")
            return replace(q, rolling=q.rolling + types)
        return _sort_in(q, results, fx)

    def _end_step1(self, p: SDPosition, fx, cites) -> SDPosition:
        n = _max_kind(p)
        thresholds = {"standard": 4, "hero": 4, "rookie": 5, "legendary": 3}
        if n >= thresholds[p.difficulty]:
            fx.append(f"{n} of a kind: every other player discards 100 VP.")
            cites.append({"standard": "SD-FOUR-OF-A-KIND", "hero": "SD-HERO", "rookie": "SD-ROOKIE",
                          "legendary": "SD-LEGENDARY"}[p.difficulty])
        return replace(p, step="get-a-mission", rerolled=False)

    def _proceed(self, p: SDPosition, fx, cites) -> SDPosition:
        if p.step == "get-a-crew":
            q = self._end_step1(p, fx, cites)
            if _max_kind(p) >= 5:
                fx.append("5 of a kind: your turn is over at once; the at-risk pool is lost.")
                cites += ["SD-FIVE-OF-A-KIND", "SD-DAMAGE-REPORT-LOSS"]
                return _turn_over(replace(q, at_risk=0))
            fx.append("Step 2 – Get a Mission: reveal the top Mission card (write it on the mission: line).")
            return q
        if p.step == "get-a-mission":
            m = p.mission
            q = replace(p, step="misbehave",
                        phase="shiny-times" if m and m.has("shiny") else "foes-strike")
            if m and m.has("sabotage"):
                if p.serenity.contains(m.needs):
                    fx.append("Sabotage avoided: Serenity already shows the Mission's faces.")
                    cites.append("SD-SABOTAGE-AVOID")
                else:
                    fx.append(f"Sabotage: all {len(p.serenity)} Crew dice in Serenity are rerolled.")
                    cites.append("SD-SABOTAGE")
                    q = self._roll_or_hand(replace(q, serenity=Bag()), _types(p.serenity), None, fx)
            fx.append("Step 3 – Misbehave!" + (" Phase 1 – Shiny Times." if q.phase == "shiny-times"
                                               else " Phase 2 – Foes Strike."))
            return q
        if p.step == "misbehave" and p.phase == "shiny-times":
            fx.append("No Shiny damage taken. Phase 2 – Foes Strike.")
            return replace(p, phase="foes-strike")
        # Have a plan -> Phase 4 – Damage report
        if p.foes_in_play:
            fx.append(f"Damage report: {', '.join(title(f) for f in p.foes_in_play)} still in play; the turn ends "
                      f"with 0 VP and {p.at_risk} at-risk VP go back to the supply.")
            cites += ["SD-DAMAGE-REPORT-LOSS", "SD-SKIP-STEP-4"]
            return _turn_over(replace(p, at_risk=0))
        fx.append(f"Damage report: every Foe defeated; {p.supplies} Supplies claimed.")
        cites += ["SD-DAMAGE-REPORT-SUPPLIES", "SD-STEP4-MOVE"]
        fx.append("Step 4: Crew in Serenity and Supply dice move to the Cargo Hold; choose lay-low or keep-flyin.")
        return replace(p, step="lay-low-or-keep-flyin", phase=None,
                       banked_supplies=p.banked_supplies + p.supplies,
                       cargo_hold=p.cargo_hold + p.serenity + Bag({SUPPLY: p.supplies + p.captured}),
                       serenity=Bag(), supplies=0, captured=0)

    def _strike_apply(self, p: SDPosition, a: Act, fx, cites) -> SDPosition:
        q = p
        if a.ko:
            fx.append(f"Niska knocks out {title(a.ko)}.")
            q = replace(q, serenity=q.serenity.remove(a.ko), knocked_out=q.knocked_out.add(a.ko))
        if a.dice:
            fx.append(f"Saffron moves {a.dice.render(FACE_ORDER)} to the Cargo Hold.")
            q = replace(q, serenity=q.serenity - a.dice, cargo_hold=q.cargo_hold + a.dice)
        # one Supply next to each Badger die: dice that already hold one take no more
        take = min(max(0, p.foes["badger"] - p.captured), p.supplies)
        if take:
            fx.append(f"Badger captures {take} Supply dice.")
            cites += ["SD-BADGER", "SD-SUPPLIES-NOTE"]
            q = replace(q, supplies=q.supplies - take, captured=q.captured + take)
        if not fx:
            fx.append("No Foe strikes.")
        fx.append("Phase 3 – Have a plan.")
        return replace(q, phase="have-a-plan")

    def _power_apply(self, p: SDPosition, a: Act, fx, cites) -> SDPosition:
        name = f"{title(a.face)} ({a.power.replace('-', ' ')})"
        q = replace(p, serenity=p.serenity.remove(a.face), knocked_out=p.knocked_out.add(a.face))
        fx.append(f"{name}: the die is knocked out.")
        if a.power == "inspiration":
            q = replace(q, cargo_hold=q.cargo_hold - a.dice)
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
            q = replace(q, banked=q.banked + 100)
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
        sup = 100 * (p.banked_supplies // 2)
        total = p.banked + sup
        fx = [f"{p.banked} VP + {p.banked_supplies} Supplies ({sup} VP) = {total} VP."]
        if p.step != "game-over":
            fx.append(f"The game is not over (round {p.round} of {p.rounds}); at-risk VP ({p.at_risk}) are not "
                      "counted.")
        return total, fx, ["SD-SCORING"]


# ---------------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------------
def _spans(text: str, sep: str):
    start = 0
    for i, ch in enumerate(text):
        if ch == sep:
            yield start, i
            start = i + 1
    yield start, len(text)


def _arrow(ws: list[Token]) -> int:
    for i, w in enumerate(ws):
        if w.text in ("->", "→") or w.norm in ("as", "showing", "to"):
            return i
    return len(ws)


def _pairs(xs: list[str]):
    for i, x in enumerate(xs):
        for y in xs[i + 1:]:
            yield x, y


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
            msg = f"{title(foe)} defeated: {n} {'die' if n == 1 else 'dice'} removed; 100 VP to the at-risk pool."
            p = replace(p, at_risk=p.at_risk + 100)
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
                   rerolled=False)
