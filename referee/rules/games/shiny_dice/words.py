"""How a Shiny Dice table is told in words (for `referee.rules.reading`).

Areas (Serenity, the Cargo Hold, the KO pile, the Foes), the step and phase names in full
or short, the numbers players say (VP at risk or banked), and how each action is said and
spelled in the notation.  The Mission line is the one composite value: a small hook writes it.
"""
from __future__ import annotations

import re

from ...reading.declare import Action, Area, Default, Fact, Need, Number, Words
from ...reading.sentences import negated_at, words_of
from .pieces import KEYWORDS
from .rules import PENALTY_AT

_CREW = ("outlaw", "passenger")

# Step 3's phases are filled in only within Step 3: a Step 1 the message states keeps Step 1's phases
# (a Step 1 phase is still filled in when Step 3 is said: that reading is refused, and search answers)
_STEP3_PLAN = (Need("step", "misbehave", "you are in Step 3 – Misbehave!",),
               Need("phase", "have-a-plan", "you are in the Have a plan phase, when Crew powers are used",
                    when="step=misbehave"))
_STEP1 = (Need("step", "get-a-crew", "you are in Step 1 – Get a Crew"),)
_IN1 = "step=get-a-crew"  # a Step 1 phase is filled in only within Step 1 (a Step 3 said keeps its own)
_REROLLS = (*_STEP1, Need("phase", "reroll", "you are in Phase 2 of Step 1, when dice are rerolled", when=_IN1))
_CHECK = (*_STEP1, Need("phase", "check", "you are in Phase 3 of Step 1, when the dice are checked", when=_IN1))
_STEP4 = (Need("step", "lay-low-or-keep-flyin", "you are at Step 4 – Lay Low or Keep Flyin'"),)


# a Mission told as done, and the words that ask or wish for a move (English and Spanish)
_DONE = (r"\b(complet\w*|finish\w*|done|made|fulfill?\w*|wrap\w* up|pull\w* off|nail\w*|cumpl\w*|termin\w*|"
         r"logr\w*|acab\w*)\b")
_AIMED = ("vera", "cover-fire")  # powers whose ask names the Foes they damage
_WISH = r"\b(can|could|may|want|wanna|gonna|to|should|must|puedo|puede|quiero|quiere|podemos)\b"


def _mission(reading, text) -> None:
    """``mission: [keywords K…]; [completed]`` from the sentences that talk about the Mission."""
    keywords, completed, not_done, escape_said, talked = [], False, False, False, False
    for sent in text.sents:
        ws = words_of(sent)
        if not any(w.startswith(("mission", "mision")) or (w in ("card", "carta") and i and ws[i - 1] in KEYWORDS)
                   for i, w in enumerate(ws)):  # (or its card, by its keyword: "the Bushwhacked card")
            continue
        talked = True
        escape_said = escape_said or "escape" in ws
        for k in KEYWORDS:
            # "no Shiny keyword" says it has none; "didn't finish the Bushwhacked mission" negates the finishing
            at = ws.index(k) if k in ws else -1
            if at >= 0 and k not in keywords and not (negated_at(ws, at) and not any(
                    re.fullmatch(_DONE, x) for x in ws[max(0, at - 3):at])):
                keywords.append(k)
        joined = " ".join(ws)
        done = re.search(_DONE, joined)
        negated = re.search(r"\b(never|not|didnt|didn't|hasnt|havent|wasnt|without|uncompleted|incomplete|failed)\b",
                            joined)
        asked = sent is text.sents[text.act_k if text.act_k is not None else -1]
        # in the asked sentence, only a completion told before what is asked ("I just wrapped up a
        # Gorram mission, so I want to Lay Low"), not the move asked ("can I complete the mission?")
        wish = re.search(_WISH, joined)
        # ... or a completion said of the Mission itself ("escape mission done", "the mission's finished")
        told = re.search(r"\b(?:mission|mision|card|carta)s? (?:\w+ )?" + _DONE, joined)
        if done and not negated and (not asked or told or (wish and done.start() < wish.start())):
            completed = True
        not_done = not_done or bool(done and negated)
    # Escape is a Mission's keyword: asked with a Mission nobody described, that the Mission has
    # it (and was completed) is not known, and the ruling says what it turns on
    escape = reading.action == "escape" and not escape_said
    # a Mission told without its keywords may carry the one the Step 4 choice turns on: Gorram
    # (completed: Keep Flyin' is forced) or Bushwhacked (not completed: Lay Low is forced)
    forced = [] if keywords or not talked else (
        ["gorram"] if reading.action == "lay-low" and not not_done else
        ["bushwhacked"] if reading.action == "keep-flyin" and not completed else [])
    # the penalty turns on the difficulty (4 of a kind; Rookie 5, Legendary 3): unsaid, the
    # standard game is read, and the answer says so. Not when the dice told make the penalty a
    # Legendary one only (three of a kind): asking whether three cost the others 100 asks of the
    # difficulty that makes it so, and the ruling says it turns on the difficulty
    foes = reading.values.get("foes")
    most = max(foes.values(), default=0) if isinstance(foes, dict) else 0
    if reading.action == "penalty" and not reading.values.get("difficulty") and most == PENALTY_AT["legendary"]:
        reading.values["difficulty"] = "?"
    elif reading.action == "penalty" and not reading.values.get("difficulty"):
        reading.assumed.append("se juega la dificultad estándar (4 iguales; Novato, Héroe y Legendario cambian esto)"
                               if reading.lang == "es" else
                               "you play the standard difficulty (4 of a kind; Rookie, Hero and Legendary change this)")
    if keywords or completed or escape or forced:
        parts = []
        if keywords or escape or forced:
            parts.append("keywords " + ", ".join(keywords + [f"{k} ?" for k in forced] + (["escape ?"] if escape else [])))
        if completed:
            parts.append("completed")
        elif not not_done:  # never said either way: unknown (Bushwhacked, Gorram, Escape turn on it)
            parts.append("completed ?")
        reading.lines.append("mission: " + "; ".join(parts))
        reading.stated.append("mission")


def _aimed_nowhere(reading) -> str | None:
    """A power that deals its damage to Foes the ask must name (Vera, Cover Fire), left with none
    ("can Zoe's Cover Fire hit both?"): the notation would rule on no damage dealt."""
    ask = (reading.action or "").split()
    if len(ask) == 2 and ask[1] in _AIMED:
        return "a qué Enemigos va el daño" if reading.lang == "es" else "which Foes the damage goes to"
    return None


WORDS = Words(
    game="shiny-dice",
    areas=(
        Area("serenity", _CREW, ("serenity", "in serenity", "crew area", "on the ship"), default=True),
        Area("cargo-hold", _CREW + ("supplies",), ("cargo hold", "cargo", "the hold", "bodega")),
        Area("knocked-out", _CREW, ("ko pile", "ko area", "knocked out", "knocked-out pile", "ko", "kod", "koed",
                                    "kos", "knocks out")),
        Area("foes", ("foe",), ("foes area", "foe area", "in play", "still in play", "left", "locked",
                                "remaining", "still around"), default=True,
             # ("beat every foe", "defeated all the foes": its gone words before every/all, read by the reader)
             empty_said=("every foe defeated", "all foes defeated", "no foes left", "no foe left"),
             gone_said=("took down", "taken down", "took out", "taken out", "defeated", "beat", "beaten", "killed",
                        "wiped out", "finished off", "derrote a", "derroto a", "derrotamos a", "ya derrote a")),
    ),
    numbers=(
        Number("at-risk", units=("vp", "victory points", "points"), near=("risk", "pool")),
        Number("banked", units=("vp", "victory points", "points"), near=("banked", "behind", "screen")),
        Number("round", after=("round",)),
        # (a Supplies face rolled is locked in the Supplies area, not in Serenity)
        Number("supplies", units=("supply dice", "supply die", "supplies faces", "supplies face", "supply faces",
                                  "supply face", "supplies barrels", "supply barrels", "supply barrel",
                                  "supplies barrel", "supplies", "supply", "barrels", "barrel"), article=True),
    ),
    facts=(
        Fact(("have a plan", "have-a-plan", "plan phase", "phase 3", "step 3 phase 3", "crew powers phase"),
             {"step": "misbehave", "phase": "have-a-plan"}),
        Fact(("shiny times", "start of misbehave", "start of step 3", "beginning of misbehave"),
             {"step": "misbehave", "phase": "shiny-times"}),
        Fact(("foes strike", "foes-strike", "foe strike"), {"step": "misbehave", "phase": "foes-strike"}),
        Fact(("misbehave", "step 3", "mid-fight", "mid fight"), {"step": "misbehave"}),
        Fact(("get a crew", "get-a-crew", "step 1"), {"step": "get-a-crew", "phase": ""}),
        Fact(("end of step 1", "check the dice", "checking the dice", "after the reroll phase",
              r"re:\b(step 1|get a crew) ,? ?(phase|fase) 3\b"), {"step": "get-a-crew", "phase": "check"}),
        Fact(("after rerolls in step 1", "after the rerolls in step 1", "after rerolling in step 1"),
             {"step": "get-a-crew", "phase": "check"}),
        Fact(("just rolled in get a crew", "just rolled in step 1"), {"step": "get-a-crew", "phase": "reroll"}),
        Fact(("reroll phase", r"re:\b(step 1|get a crew) ,? ?(phase|fase) 2\b"), {"step": "get-a-crew", "phase": "reroll"}),
        Fact((r"re:\b(step 3|misbehave) ,? ?(phase|fase) 1\b",), {"step": "misbehave", "phase": "shiny-times"}),
        Fact((r"re:\b(step 3|misbehave) ,? ?(phase|fase) 2\b",), {"step": "misbehave", "phase": "foes-strike"}),
        Fact(("get a mission", "step 2"), {"step": "get-a-mission", "phase": ""}),
        Fact(("step 4", "lay low or keep flyin", "lay low or keep flying"),
             {"step": "lay-low-or-keep-flyin", "phase": ""}),
        Fact(("no reroll made yet", "no reroll yet", "not rerolled", "havent rerolled", "have not rerolled",
              "hasnt rerolled", "has not rerolled", "reroll still unused", "reroll is still available"),
             {"rerolled": "no"}),
        Fact(("already used my reroll", "already used her reroll", "already used his reroll",
              "already used their reroll", "already used the reroll", "already rerolled", "reroll is spent",
              "reroll already used", "used my reroll", "already made my reroll", "already made the reroll"),
             {"rerolled": "yes"}),
        Fact(("damage report", "phase 4"), {"step": "misbehave", "phase": "damage-report"}),
        Fact(("legendary",), {"difficulty": "legendary"}),
        Fact(("rookie",), {"difficulty": "rookie"}),
        Fact(("hero difficulty", "on hero"), {"difficulty": "hero"}),
    ),
    defaults=(
        Default("rerolled", "no", "you have not rerolled yet this turn", unknown=True,
                actions=("reroll", "reroll-power"), told="yes"),
    ),
    actions=(
        Action("reroll-power", "{owner} {trigger} {outlaw*,passenger*,foe*}", kinds=("power",),
               only=("leaf-on-the-wind", "psychic-link"),
               needs=(Need("serenity", "{owned}", "{Value} shows in Serenity"),
                      Need("serenity", "{outlaw*,passenger*}", "{Value} shows in Serenity"),
                      Need("foes", "{foe*}", "{Value} is in play"), *_REROLLS)),
        Action("calm", "{owner} {trigger} {foe} {outlaw*,passenger*}", kinds=("power",), only=("damaged-calm",),
               needs=(Need("serenity", "{owned}", "{Value} shows in Serenity"),
                      Need("serenity", "{outlaw*,passenger*}", "{Value} shows in Serenity"),
                      Need("foes", "{foe}", "{Value} is in play"), *_STEP3_PLAN)),
        # powers that take no target: the Foes the sentence names are the ones in play
        Action("power-untargeted", "{owner} {trigger}", kinds=("power",),
               only=("salvation", "companionship", "adoration", "unstable-reaction"),
               needs=(Need("serenity", "{owned}", "{Value} shows in Serenity"),
                      Need("foes", "{foe*}", "{Value} is in play"), *_STEP3_PLAN)),
        # Thruster Overload moves a die out of the KO pile: the die it names is there
        Action("power-from-ko", "{owner} {trigger} {foe*} {outlaw*,passenger*}", kinds=("power",),
               only=("thruster-overload",),
               needs=(Need("serenity", "{owned}", "{Value} shows in Serenity"),
                      Need("knocked-out", "{outlaw*,passenger*}", "{Value} is in the KO pile"),
                      Need("foes", "{foe*}", "{Value} is in play"), *_STEP3_PLAN)),
        Action("power", "{owner} {trigger} {foe*} {outlaw*,passenger*}", kinds=("power",),
               needs=(Need("serenity", "{owned}", "{Value} shows in Serenity"),
                      Need("foes", "{foe*}", "{Value} is in play"), *_STEP3_PLAN)),
        Action("escape", "escape", said=("escape now", "escapes", "end the turn with the escape",
                                         "use the escape", "end my turn now", "end her turn now", "end his turn now",
                                         "end my turn and bank", "end the turn now"),
               needs=_STEP3_PLAN),
        Action("lay-low", "lay-low", said=("lay low", "lays low", "laying low", "lie low", "bank the",
                                           "banks the", "stop and bank"), needs=_STEP4,
               unless=("salvation", "salvacion", "books", "book dice")),  # Books given up to bank: Salvation
        Action("keep-flyin", "keep-flyin", said=("keep flyin", "keep flying", "keeps flyin", "keeps flying",
                                                 "push on", "go again"), needs=_STEP4),
        Action("team-bonus", "team-bonus {foe}", said=("team bonus",),
               needs=(Need("foes", "{foe}", "{Value} is in play"), *_CHECK)),
        Action("complete", "complete {foe*}", said=("complete the mission", "complete her mission",
                                                    "complete his mission", "complete my mission",
                                                    "finish the mission", "finishes the mission"),
               needs=(Need("foes", "{foe*}", "{Value} is in play"), *_STEP3_PLAN)),
        Action("outlaw-as-passenger", "{trigger} damage {foe}", kinds=("outlaw",),
               with_said=("passenger", "pasajero"),
               needs=(Need("serenity", "{trigger}", "a {Trigger} die shows in Serenity"),
                      Need("foes", "{foe}", "{Value} is in play"), *_STEP3_PLAN)),
        # Simon's power told by what it does: "can Simon bring her back?", "Simon heals Kaylee"
        Action("simon-heal", "simon adoration", kinds=("passenger",), only=("simon",),
               with_said=("bring back", "brings back", "bring her back", "bring him back", "bring it back", "heal",
                          "heals", "revive", "revives", "patch up", "patches up", "traer de vuelta", "curar", "cura"),
               unless=("instead of heal", "instead of healing", "rather than heal", "en vez de curar",
                       "damage", "shoot", "shoots", "hit", "hits"),
               needs=(Need("serenity", "simon", "a Simon die shows in Serenity"), *_STEP3_PLAN)),
        Action("passenger-damage", "{trigger} damage {foe}", kinds=("passenger",),
               with_said=("damage", "hit", "hits", "shoot", "shoots", "attack", "attacks"),
               needs=(Need("serenity", "{trigger}", "a {Trigger} die shows in Serenity"),
                      Need("foes", "{foe}", "{Value} is in play"), *_STEP3_PLAN)),
        Action("face-power", "{trigger} {power} {foe*} {outlaw*,passenger*,supplies*}", kinds=("outlaw", "passenger"),
               with_said=("use", "uses", "using", "fire", "fires", "play", "plays", "activate", "activates",
                          "usar", "uso", "usa", "utilizar", "activar"),
               needs=(Need("serenity", "{trigger}", "a {Trigger} die shows in Serenity"),
                      Need("foes", "{foe*}", "{Value} is in play"), *_STEP3_PLAN)),
        Action("reroll", "reroll {outlaw*,passenger*,supplies*,foe*}", said=("reroll", "rerolls", "re-roll",
                                                                        "roll again", "throw again", "rethrow"),
               needs=(Need("serenity", "{outlaw*,passenger*}", "{Value} shows in Serenity"),
                      Need("foes", "{foe*}", "{Value} is in play"), *_REROLLS)),
        Action("shiny", "shiny {foe}", said=("shiny times", "shiny damage", "point of damage", "free damage",
                                            "free point", "shiny point", "punto de dano"),
               needs=(Need("foes", "{foe}", "{Value} is in play"),
                      Need("step", "misbehave", "you are in Step 3 – Misbehave!"),
                      Need("phase", "shiny-times", "you are in Phase 1 – Shiny Times", when="step=misbehave"))),
        Action("strike", "strike {foe}", said=("strike", "strikes", "go first", "goes first",
                                                        "resolve saffron", "resolve niska", "resolve badger"),
               needs=(Need("step", "misbehave", "you are in Step 3 – Misbehave!"),
                      Need("phase", "foes-strike", "you are in Phase 2 – Foes Strike", when="step=misbehave"))),
        Action("penalty", "penalty", said=("discard 100", "throw away 100", "lose 100", "give up 100", "dump 100",
                                           "lose 100 vp", "pay 100", "toss 100", "perder 100",
                                           "penalty", "4 of a kind penalty", "descartar 100"),
               needs=_CHECK),
        Action("proceed", "proceed", said=("proceed", "go on to step", "move on to step", "go to step",
                                           "on to step", "next step", "pasar al paso"),
               needs=()),
    ),
    aliases={"foe": {"niska": ["niskas"], "saffron": [], "badger": []},
             "power": {"leaf-on-the-wind": ["leaf on the wind"], "psychic-link": ["psychic link"],
                       "cover-fire": ["cover fire", "fuego de cobertura"], "thruster-overload": ["thruster overload"],
                       "damaged-calm": ["damaged calm"], "unstable-reaction": ["unstable reaction"],
                       # Spanish, as a player translates the English book's names
                       "charm": ["encanto"], "inspiration": ["inspiracion"],
                       "salvation": ["salvacion"], "companionship": ["compania"], "adoration": ["adoracion"]}},
    owners={"charm": "mal", "inspiration": "mal", "cover-fire": "zoe", "leaf-on-the-wind": "wash",
            "vera": "jayne", "damaged-calm": "jayne", "thruster-overload": "kaylee", "adoration": "simon",
            "psychic-link": "river", "unstable-reaction": "river", "companionship": "inara",
            "salvation": "book"},
    order=("difficulty", "round", "step", "phase", "serenity", "cargo-hold", "knocked-out", "foes", "supplies",
           "at-risk", "banked", "rerolled"),
    piece_kinds=("outlaw", "passenger", "supplies", "foe", "power"), told_kinds=("keyword",),
    signature_kinds=("outlaw", "passenger", "foe", "power"),
    # the book's "back to the supply" is where Victory Points go: the bank, no Supply die
    not_pieces=("back to the supply", "back into the supply", "to the supply"),
    # words of this book's play no other modelled game uses (a message naming no die: "the bushwhacked
    # job didnt get done but im keepin flyin")
    signature_words=("mission", "missions", "serenity", "bushwhacked", "gorram", "sabotage", "flyin", "foe",
                     "foes", "vp", "outlaw", "outlaws", "mision", "misiones"),
    # (the book: "5 Foe Dice (Black)", "For all Foes remaining (Black Dice)")
    kind_words={"foe": ("foe", "foes", "enemy", "enemies", "villain", "villains", "enemigo", "enemigos", "black")},
    this_turn=("step", "phase", "serenity", "cargo-hold", "knocked-out", "foes", "at-risk", "rerolled"),
    build=_mission,
    doubt=_aimed_nowhere,
)
