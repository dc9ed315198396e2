"""The rules of Shiny Dice as the book states them, each with its verbatim quote.

Rules are declared in the order they are checked and cited: the first forbidding
rule of an illegal answer is the one that decides it.
"""
from __future__ import annotations

from typing import Optional

from ...core import Bag, RuleList
from .house import HOUSE
from .unknowns import in_cargo
from .pieces import (STEP1_PHASES, STRIKE_ORDER, UNKNOWN,
                     BOOK, CREW, FACE_ORDER, FOES, OUTLAWS, PASSENGERS, POWERS, SUPPLY, DIE_TYPES,
                     SDPosition, die_type, kind_of, title)


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
    wrong = [f for f in p.foes.names() if f not in FOES and f != UNKNOWN]
    wrong += [f for f in _all_faces(p).names() if f in FOES]
    return wrong and "misplaced: " + ", ".join(dict.fromkeys(wrong))


@RULES.check("SD-SUPPLIES-LOCKED", "Supply faces are locked in the Supplies area: they are never Crew in Serenity "
             "(a die rerolled to Supplies is locked there too; the rulebook only says so for Phase 1).",
             S1, "Supplies are locked in the Supplies area.", on={"position"})
def _(p, _a):
    return SUPPLY in p.serenity and "Supplies in Serenity"


@RULES.check("SD-BADGER-CAPTURE", "Supplies are captured only by Badger dice in play: none without Badger, and "
             "none once Badger is defeated (they are then scored). A Supply whose Badger die damage removed stays "
             "captured by Badger until he is defeated (the reading taken: the book says they are captured by Badger, "
             "not by one die).",
             S3, "For each Badger die locked: Move and lock 1 Supply die next to a Badger die.", on={"position"})
def _(p, _a):
    return p.captured and not p.foes["badger"] and f"{p.captured} captured, no Badger die in play"


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
    if a.results is None or (a.kind == "roll" and not p.rolling):
        return None  # nothing in hand: SD-ROLL decides
    types = _reroll_types(a.dice) if a.kind == "reroll" else (
        _types(a.dice) if a.kind == "power" else p.rolling)
    return _misfit(a.results, types)


def _types(faces: Bag) -> Bag:
    return Bag((die_type(f), n) for f, n in faces.items())


def _reroll_types(dice: Bag) -> Bag:
    return _types(dice)


def _misfit(results: Bag, types: Bag) -> Optional[str]:
    """Why ``results`` cannot be what dice of ``types`` show, or None.  A ``?`` face (nobody read
    it) can be any face: the known faces must fit, and the count must be the dice rolled."""
    unknown = results[UNKNOWN]
    foe = sum(results[f] for f in FOES)
    out = sum(results[f] for f in OUTLAWS)
    pas = sum(results[f] for f in PASSENGERS)
    crew = len(results) - foe - unknown
    crew_dice = types["outlaw"] + types["passenger"] + types["crew"]
    if unknown:
        if len(results) != len(types):
            return f"{len(results)} faces for {len(types)} dice rolled"
        if foe > types["foe"]:
            return f"{foe} Foe faces for {types['foe']} Foe dice"
        if crew > crew_dice:
            return f"{crew} Crew faces for {crew_dice} Crew dice"
    elif foe != types["foe"]:
        return f"{foe} Foe faces for {types['foe']} Foe dice"
    elif crew != crew_dice:
        return f"{crew} Crew faces for {crew_dice} Crew dice"
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
             "the roll first, so the dice are placed in their areas.", "Play Area",
             "Once the dice are rolled, they are then placed in the appropriate areas on the Play Mat.", on={"act"},
             guard=True)
def _(p, a):
    return bool(p.rolling) and "dice in hand: " + p.rolling.render(DIE_TYPES)


effect("SD-LOCK-SUPPLIES-CREW", "Crew dice are all placed into Serenity.", S1,
       "Crew Dice are all placed into Serenity.")


# ---- Step 1 Phase 2: rerolls -----------------------------------------------------------
@RULES.check("SD-REROLL-PHASE", "Rerolls are chosen in Phase 2 of Step 1 – Get a Crew only (after the roll, before "
             "the dice are checked in Phase 3).", S1, "Phase 2: Choose which dice, if any, to reroll:", on={"reroll"})
def _(p, a):
    if p.step != "get-a-crew":
        sabotage = p.step == "get-a-mission" and p.mission is not None and p.mission.has("sabotage")
        return not a.power and not sabotage and f"this is step {p.step}"
    return p.phase != "reroll" and f"this is Phase {STEP1_PHASES.index(p.phase) + 1} of Step 1"


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
    if p.step == "get-a-mission" and not a.power:
        return None  # a Sabotage reroll: SD-SABOTAGE decides
    crew = Bag((f, n) for f, n in a.dice.items() if f in CREW)
    if not p.serenity.contains(crew):
        return "not in Serenity: " + (crew - p.serenity).render(FACE_ORDER)
    others = len(crew) - crew["wash"] - crew["river"]
    return others > crew["wash"] and f"{others} other Crew dice for {crew['wash']} Wash dice rerolled"


@RULES.check("SD-RIVER-REROLL", "Each River die in Serenity lets you reroll itself and at most one Foe die.", S1,
             "For each die showing River's icon, you may reroll it and any one Foe Die of your choice.",
             on={"reroll"})
def _(p, a):
    if p.step == "get-a-mission" and not a.power:
        return None  # a Sabotage reroll: SD-SABOTAGE decides
    foes = Bag((f, n) for f, n in a.dice.items() if f in FOES)
    if not p.foes.contains(foes):
        return "not among the Foes: " + (foes - p.foes).render(FACE_ORDER)
    rivers = a.dice["river"]
    return len(foes) > rivers and (f"{len(foes)} Foe {'die' if len(foes) == 1 else 'dice'} for {rivers} River "
                                   f"{'die' if rivers == 1 else 'dice'} rerolled")


effect("SD-WASH-ALONE", "A Wash die may be rerolled alone, with no other Crew die.", S1,
       "You may reroll just the die that shows Wash's icon and do not have to choose an additional die to reroll.",
       "it permits a reroll the Wash rule already allows; it never forbids one")
effect("SD-RIVER-ALONE", "A River die may be rerolled alone, with no Foe die.", S1,
       "You may reroll just the die showing River's icon and do not have to choose a Foe Die to reroll.",
       "it permits a reroll the River rule already allows; it never forbids one")


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
    return sum(1 for f in OUTLAWS if p.serenity[f]) >= HOUSE["team-bonus-outlaws"]


PENALTY_RULE = {"standard": "SD-FOUR-OF-A-KIND", "hero": "SD-HERO", "rookie": "SD-ROOKIE",
                "legendary": "SD-LEGENDARY"}
PENALTY_AT = {"standard": 4, "hero": 4, "rookie": 5, "legendary": 3}
AFTER_STEP1 = ("get-a-mission", "misbehave", "lay-low-or-keep-flyin")


def penalty_at(difficulty: str) -> int:
    """Dice of one Foe that make the others discard: the standard game's may be a house rule."""
    return HOUSE["penalty-at"] if difficulty == "standard" else PENALTY_AT[difficulty]


def penalty_due(p: SDPosition) -> bool:
    """Step 1 Phase 3 with enough of a kind for this difficulty, and the others not yet penalised."""
    return p.in_check and _max_kind(p) >= penalty_at(p.difficulty) and not p.penalty_applied


@RULES.check("SD-CHECK-PHASE", "The 4/5-of-a-kind penalty and the Team Bonus are judged in Phase 3 of Step 1, on the "
             "dice as they are after the Phase 2 rerolls.", S1,
             "Phase 3: Check the dice as they are after rerolls are complete, and perform the following steps in "
             "order:", on={"penalty", "team-bonus"})
def _(p, a):
    if p.step != "get-a-crew":
        return f"this is step {p.step}, not Step 1"
    return p.phase != "check" and f"this is Phase {STEP1_PHASES.index(p.phase) + 1} of Step 1, not Phase 3"


@RULES.check("SD-FIVE-OF-A-KIND", "With 5 of a kind of one Foe after rerolls, every other player discards 100 VP and "
             "your turn is over at once, before the Team Bonus: no position after Step 1 can hold 5 dice of one Foe; "
             "the at-risk pool is lost as in any turn that ends with Foes in play (the rulebook does not say, we "
             "apply the Damage Report).", S1,
             "If you rolled 5 of a kind of any Foe, then in addition to all other players discarding 100 Victory "
             "Points to the main supply, your turn is immediately over.",
             on={"position", "team-bonus", "proceed"})
def _(p, a):
    if _max_kind(p) < 5:
        return None
    five = next(f for f in FOES if p.foes[f] >= 5)
    if a is None:
        if p.step in AFTER_STEP1:
            return f"5 {title(five)} dice after Step 1: the turn was over at once"
        return p.in_check and p.penalty_applied and f"5 {title(five)} dice: the turn is over"
    return p.in_check and f"5 {title(five)} dice: the others discard 100 VP (ask: penalty) and your turn is over"


def _penalty_rule(difficulty: str):
    def check(p, a):
        if p.difficulty != difficulty or not p.in_check:
            return None
        n, need = _max_kind(p), penalty_at(difficulty)
        if a.kind == "penalty":
            if n < need:
                return f"no {need} of a kind (at most {n} dice of one Foe): nobody discards"
            return p.penalty_applied and "the others have already discarded"
        return penalty_due(p) and f"{n} of a kind: all other players must discard {HOUSE['penalty-vp']} VP first (ask: penalty)"
    return check


for _diff, _stmt, _quote in (
        ("standard", "With 4 of a kind of one Foe after rerolls, all other players must discard 100 VP before the "
         "Team Bonus and Step 2 (the standard game; 5 of a kind is 4 of a kind and more).",
         "If you rolled 4 of a kind of any Foe, then all other players must discard 100 Victory Points to the main "
         "supply."),
        ("rookie", "Rookie difficulty: only 5 of a kind makes the others discard 100 VP (5 of a kind still ends "
         "your turn: the note changes the penalty only).",
         "Rookie: If you rolled 5 of a kind of any Foe, then all other players must discard 100 Victory Points to "
         "the main supply."),
        ("hero", "Hero difficulty: 4 of a kind makes the others discard 100 VP, as in the standard game.",
         "Hero: If you rolled 4 of a kind of any Foe, then all other players must discard 100 Victory Points to the "
         "main supply."),
        ("legendary", "Legendary difficulty: already 3 of a kind makes the others discard 100 VP.",
         "Legendary: If you rolled 3 of a kind of any Foe, then all other players must discard 100 Victory Points to "
         "the main supply.")):
    RULES.add(PENALTY_RULE[_diff], _stmt, S1, _quote, on={"penalty", "team-bonus", "proceed"},
              forbids=_penalty_rule(_diff))

effect("SD-PENALTY-NO-VP", "A player with no Victory Points to discard loses nothing more.", S1,
       "If a player does not have any Victory Points to discard, there is no additional penalty.")


@RULES.check("SD-TEAM-BONUS", "With at least four different Outlaws in Serenity (Supplies do not count) the Team "
             "Bonus must be applied in Phase 3 of Step 1: 1 damage to any Foe; without them there is no bonus.", S1,
             "If you have at least four different Outlaws, the team gets to immediately do 1 damage point to any "
             "Foe! (Supply dice rolls do not count as Outlaws)", on={"team-bonus", "proceed"})
def _(p, a):
    if not p.in_check:
        return None
    eligible = _team_ok(p) and p.foes_in_play and _max_kind(p) < 5
    if a.kind == "proceed":
        return eligible and "apply the Team Bonus first"
    if not _team_ok(p):
        n = sum(1 for f in OUTLAWS if p.serenity[f])
        need = HOUSE["team-bonus-outlaws"]
        return f"{n} different Outlaws in Serenity, fewer than {'four' if need == 4 else need}"
    return len(a.foes) != 1 and "the Team Bonus is 1 damage to one Foe"


effect("SD-STEP1-END", "After the dice are checked (penalty, Team Bonus), play proceeds to Step 2.", S1,
       "Proceed to Step 2 – Get a Mission!")
effect("SD-MISSION-REVEAL", "Step 2: the top Mission card is revealed; it is active for this turn only.", S2,
       "The active player reveals the top card of the Mission Deck and places it in front of them.")


# ---- Step 2 ------------------------------------------------------------------------
def sabotage_due(p: SDPosition) -> bool:
    """Step 2 with a Sabotage Mission whose faces Serenity does not show, not rerolled yet."""
    m = p.mission
    return (p.step == "get-a-mission" and m is not None and m.has("sabotage") and not p.rerolled
            and not p.serenity.contains(m.needs))


@RULES.check("SD-SABOTAGE", "When a Sabotage Mission is revealed, all Crew dice in Serenity must be rerolled at once "
             "(Foe and Supply dice are not), before Step 3; Serenity showing the Mission's faces avoids it.", MK,
             "If a Mission with Sabotage is revealed, then you must immediately reroll all of your Crew Dice and keep "
             "the results rolled.", on={"reroll", "proceed"})
def _(p, a):
    m = p.mission
    if p.step != "get-a-mission" or m is None or not m.has("sabotage"):
        return None
    if a.kind == "proceed":
        return sabotage_due(p) and f"Sabotage: reroll all {len(p.serenity)} Crew dice in Serenity first"
    if a.power:
        return None
    if p.serenity.contains(m.needs):
        return "Sabotage is avoided: Serenity shows the Mission's faces"
    if p.rerolled:
        return None  # SD-REROLL-ONCE decides
    crew = Bag((f, n) for f, n in p.serenity.items() if f in CREW)
    return a.dice != crew and f"Sabotage rerolls all the Crew dice in Serenity: {crew.render(FACE_ORDER)}"


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


@RULES.check("SD-FOES-STRIKE", "In Phase 2 of Step 3 every Foe still in play strikes once, before any Crew power; "
             "a Foe with no dice left does not strike, and Phase 3 comes only when every Foe has struck.", S3,
             "Phase 2 – Foes Strike: For all Foes remaining (Black Dice)", on={"strike", "proceed"})
def _(p, a):
    in_phase = p.step == "misbehave" and p.phase == "foes-strike"
    if a.kind == "strike":
        if not in_phase:
            return "the Foes strike in Step 3, Phase 2 only"
        return a.face and not p.foes[a.face] and f"{title(a.face)} is not in play: only Foes remaining strike"
    return in_phase and p.to_strike and (
        " and ".join(title(f) for f in p.to_strike) + " must strike first")


@RULES.check("SD-STRIKE-ORDER", "The Foes strike in the book's order: Niska, then Saffron, then Badger; each strikes "
             "once, and a player may not choose another order.", S3,
             "resolve their Effects in the following order: Niska, then Saffron, and then Badger.", on={"strike"})
def _(p, a):
    if not a.face or not p.foes[a.face]:
        return None
    if a.face in p.struck:
        return f"{title(a.face)} has already struck this turn"
    before = [f for f in p.to_strike if STRIKE_ORDER.index(f) < STRIKE_ORDER.index(a.face)]
    return before and f"{' and '.join(title(f) for f in before)} strikes before {title(a.face)}"


def _strikes(p: SDPosition, a, foe: str) -> bool:
    """Does this strike action make ``foe`` strike now?"""
    return foe in p.to_strike and a.face in ("", foe)


@RULES.check("SD-NISKA", "If any Niska die is in play, the player knocks out exactly 1 Crew die of their choice "
             "from Serenity (one in all, not one per Niska die).", S3,
             "If any Niska dice were locked: KO 1 Crew Die, at the active player's choice!", on={"strike"})
def _(p, a):
    need = 1 if (_strikes(p, a, "niska") and p.serenity) else 0
    if need and not a.ko:
        return "Niska knocks out 1 Crew die: name it (strike niska ko FACE)"
    if a.ko and not need:
        if a.face not in ("", "niska"):
            return f"{title(a.face)} knocks nothing out"
        if not p.foes["niska"]:
            return "no Niska in play"
        return "Niska has already struck" if "niska" in p.struck else "no Crew die in Serenity"
    return a.ko and a.ko not in p.serenity and f"{a.ko} is not in Serenity"


@RULES.check("SD-SAFFRON", "For each Saffron die in play the player moves 1 Crew die of their choice from Serenity "
             "to the Cargo Hold (as many as Serenity still holds after Niska).", S3,
             "For each Saffron die locked: Move 1 Crew Die in Serenity to the Cargo Hold.", on={"strike"})
def _(p, a):
    if not _strikes(p, a, "saffron"):
        return a.dice and "no Saffron strikes now: nothing moves to the Cargo Hold"
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


@RULES.check("SD-CARGO-UNAVAILABLE", "Dice in the Cargo Hold cannot use their powers.", S3,
             "Dice previously moved to the Cargo Hold will not be available to be used for Effects.", on={"power"}, guard=True)
def _(p, a):
    return a.face not in p.serenity and a.face in p.cargo_hold and f"{title(a.face)} is in the Cargo Hold"


@RULES.check("SD-POWER-IN-SERENITY", "Only a die whose face shows in Serenity can use its power; a used die is "
             "moved to the Knocked Out area.", S3,
             "When a Crew Die's Power is used, it is moved to the \"Knocked Out\" (KO) area", on={"power"})
def _(p, a):
    return a.face not in p.serenity and f"no {title(a.face)} in Serenity"


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
    if not in_cargo(p.cargo_hold, a.dice):  # (a ? die in the Cargo Hold may be the one taken)
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
@RULES.check("SD-CARGO-NO-MISSION", "Dice in the Cargo Hold do not count towards a Mission.", S3,
             "These dice cannot be used to complete Missions either, as they are no longer in Serenity,",
             on={"complete"}, guard=True)
def _(p, a):
    if p.mission is None or p.serenity.contains(p.mission.needs):
        return None
    missing = p.mission.needs - p.serenity
    return p.cargo_hold.contains(missing) and "the faces are in the Cargo Hold, not in Serenity"


@RULES.check("SD-MISSION-COMPLETE", "From Phase 3 of Step 3 on, the active Mission is completed by having its "
             "faces showing in Serenity; the dice are not spent, and a Mission is completed once.", S3,
             "The active player may, at any time during their turn from this point on, use the dice face showing "
             "in Serenity to complete the active mission.", on={"complete"})
def _(p, a):
    if not (p.step == "misbehave" and p.phase in ("have-a-plan", "damage-report")):
        return "only from Step 3, Phase 3 – Have a plan"
    if p.mission is None:
        return "no active Mission"
    if p.mission.completed:
        return "the Mission is already completed"
    return not p.serenity.contains(p.mission.needs) and (
        "missing in Serenity: " + (p.mission.needs - p.serenity).render(FACE_ORDER))


effect("SD-MISSION-BONUS", "Completing the Mission applies the bonus printed on its card at once (the card text is "
       "not in the book: write it as mission: ...; bonus 200 vp, 2 supplies).", S3,
       "If they do, then the Mission Bonus described on the card is applied immediately.")
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
    if not (p.step == "misbehave" and p.phase in ("have-a-plan", "damage-report")):
        return "only during Step 3, after the Mission is completed"
    if not (p.mission and p.mission.has("escape")):
        return "the Mission has no Escape keyword"
    return not p.mission.completed and "complete the Mission first"


# ---- Damage report and Step 4 -------------------------------------------------------------
effect("SD-DAMAGE-REPORT", "After Phase 3 comes Phase 4 – Damage report: the player is either defeated (Foes left) or "
       "claims the spoils (every Foe defeated).", S3,
       "Phase 4 – Damage report: In this step, you will either have been defeated and pass your turn or you will "
       "determine your potential spoils of victory!")
def at_report(p: SDPosition) -> bool:
    """Step 3, Phase 4 – Damage report."""
    return p.step == "misbehave" and p.phase == "damage-report"


@RULES.check("SD-DAMAGE-REPORT-LOSS", "If any Foe is still in play at the Damage Report, the turn ends with 0 VP: "
             "any and all at-risk VP go back to the supply (done by proceed, or asked on its own as return N vp: "
             "all of the pool, no less, and only then).", S3,
             "The current player's turn is over with a score of 0 Victory Points for this turn, placing any and all "
             "\"at risk\" Victory Points from the current temporary score area back into the main supply.",
             on={"return"})
def _(p, a):
    if not at_report(p):
        return "at-risk VP go back to the supply at the Damage Report (Step 3, Phase 4) only"
    if not p.foes:
        return "every Foe is defeated: the at-risk VP are not lost"
    return a.n < p.at_risk and f"any and all at-risk VP go back: {p.at_risk}, not {a.n}"


def companionship_vp(p: SDPosition) -> int:
    """VP this turn's Companionship scored at once (stated, or an Inara die in the KO pile with VP banked)."""
    if p.scored_at_once:
        return min(p.scored_at_once, p.banked)
    return min(100 * p.knocked_out["inara"], p.banked)


@RULES.check("SD-INARA-BANKED", "Companionship's 100 VP are scored straight behind the screen, never into the "
             "at-risk pool, so the Damage Report does not take them back (the reading taken: Inara's note; an Inara "
             "die in the KO pile is taken to have scored them when the position does not say scored-at-once).", S3,
             "(Note: This is scored immediately and not placed in the current \"at risk\" score pool!)",
             on={"return"})
def _(p, a):
    extra = a.n - p.at_risk
    got = companionship_vp(p)
    return extra > 0 and got > 0 and (
        f"{min(extra, got)} of the {a.n} VP were scored at once by Companionship: they were never at risk")


@RULES.check("SD-VP-SEPARATE", "The at-risk pool is kept apart from the VP already claimed: what the Damage Report "
             "returns is the pool, never VP behind the screen.", S3,
             "Keep the current \"at risk\" score pool separate from any player's current claimed Victory Points "
             "so as not to mix them up.", on={"return"})
def _(p, a):
    return a.n > p.at_risk and f"{p.at_risk} VP are at risk; the {p.banked} VP behind the screen are kept"


effect("SD-SKIP-STEP-4", "A player defeated at the Damage Report skips Step 4.", S3,
       "Skip Step 4 – Lay Low or Keep Flyin', as the current player's turn is over.")


@RULES.check("SD-DAMAGE-REPORT-SUPPLIES", "With every Foe defeated, each Supply die left in the Supplies area is "
             "claimed as 1 Supply (claimed Supplies are never lost): done by proceed, or asked on its own as claim N "
             "supplies, once, for exactly those dice.", S3,
             "For each Supply remaining in the Supplies Area, take 1 Supply from the center of the table.",
             on={"claim"})
def _(p, a):
    if not at_report(p):
        return "Supplies are claimed at the Damage Report (Step 3, Phase 4) only"
    if p.foes:
        return "Foes are still in play: no Supplies are claimed"
    if p.supplies_claimed:
        return "the Supplies of this Damage Report are already claimed"
    have = p.supplies or 0
    return a.n != have and f"{have} Supply {'die remains' if have == 1 else 'dice remain'} in the Supplies area, " \
                           f"not {a.n}"
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


effect("SD-SCORING", "At the end, Victory Points count at face value and every two Supplies are worth 100 VP; "
       "any player of the position can be scored (ask: score NAME, with their VP and Supplies on the others: line).",
       END, "Victory Points are worth their face value and every two Supplies are worth 100 Victory Points.")


def _rule_ids() -> list[str]:
    return [r.id for r in RULES]



# ---- which checked rules bear on a legal action (the others were checked and did not) -----
def _crew_rerolled(a) -> bool:
    return bool(a.dice["wash"]) or any(a.dice[f] for f in CREW if f not in ("wash", "river"))


def _foe_rerolled(a) -> bool:
    return bool(a.dice["river"]) or any(a.dice[f] for f in FOES)


def _penalty_bears(difficulty: str):
    return lambda p, a: p.difficulty == difficulty and p.in_check and _max_kind(p) >= penalty_at(difficulty)


BEARS = {
    "SD-DIE-FACES": lambda p, a: a.results is not None,
    "SD-REROLL-PHASE": lambda p, a: not a.power,
    "SD-WASH-REROLL": lambda p, a: p.step == "get-a-crew" and _crew_rerolled(a),
    "SD-RIVER-REROLL": lambda p, a: p.step == "get-a-crew" and _foe_rerolled(a),
    "SD-SABOTAGE": lambda p, a: p.step == "get-a-mission" and p.mission is not None and p.mission.has("sabotage"),
    "SD-FIVE-OF-A-KIND": lambda p, a: p.in_check and _max_kind(p) >= 5,
    "SD-TEAM-BONUS": lambda p, a: p.in_check and (a.kind == "team-bonus" or _team_ok(p)),
    "SD-FOES-STRIKE": lambda p, a: a.kind == "strike" or (p.step == "misbehave" and p.phase == "foes-strike"),
    "SD-STRIKE-ORDER": lambda p, a: bool(a.face),
    "SD-NISKA": lambda p, a: _strikes(p, a, "niska"),
    "SD-SAFFRON": lambda p, a: _strikes(p, a, "saffron"),
    "SD-SHINY-BONUS": lambda p, a: bool(a.foes),
    "SD-LAY-LOW-OR-KEEP-FLYIN": lambda p, a: a.kind != "proceed",
    "SD-CHECK-PHASE": lambda p, a: a.kind != "proceed",
    # return N vp: the pool goes back; VP banked (at once or earlier) are kept
    "SD-INARA-BANKED": lambda p, a: companionship_vp(p) > 0,
    "SD-VP-SEPARATE": lambda p, a: p.banked > 0,
}
BEARS.update({PENALTY_RULE[d]: _penalty_bears(d) for d in PENALTY_RULE})

# a guard is cited for a legal action when it is the limit the action stays within
GUARD_BEARS = {
    "SD-REROLL-ONCE": lambda p, a: a.kind == "reroll",
    "SD-WASH-NO-SUPPLIES": lambda p, a: a.kind == "reroll" and bool(p.supplies) and _crew_rerolled(a),
    "SD-CARGO-UNAVAILABLE": lambda p, a: a.kind == "power" and a.face in p.cargo_hold,
    "SD-NO-SUCH-POWER": lambda p, a: a.kind == "power" and len([x for x in POWERS.get(a.face, ())
                                                                 if x != "damage"]) > 1,
    "SD-CARGO-NO-MISSION": lambda p, a: a.kind == "complete" and p.mission is not None and any(
        f in p.cargo_hold for f in p.mission.needs.names()),
    "SD-BUSHWHACKED": lambda p, a: a.kind == "keep-flyin" and p.mission is not None and p.mission.has("bushwhacked"),
    "SD-GORRAM": lambda p, a: a.kind == "lay-low" and p.mission is not None and p.mission.has("gorram"),
    "SD-TURN-OVER": lambda p, a: a.kind == "next-turn",
}

# on the position itself (ask: valid): the limits it stays within
POSITION_BEARS = {
    "SD-FIVE-OF-A-KIND": lambda p: bool(p.foes) and p.step in AFTER_STEP1 + ("get-a-crew",),
    "SD-BADGER-CAPTURE": lambda p: bool(p.captured),
}
