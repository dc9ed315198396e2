"""How a Galaxy Dice EX turn is told in words (for `referee.rules.reading`).

The dice showing and the dice set aside (seven in all: dice the message does not name are
the rest of the pool), Arcade Tokens, rolls made, the modes in play, and how each action is
said ("recharges", "puts a Missile back into the pool", "takes the top Glitch").
"""
from __future__ import annotations

import re

from ...reading.declare import Action, Area, Default, Fact, Need, Number, Total, Words
from ...reading.sentences import words_of

WEAPONS = ("plasma", "wave", "missile", "spray")


def _rush(reading, text) -> None:
    """A Rush told without naming the Boss: the Boss declared gets a name (the weapon said in
    that sentence, else the first weapon), stages "matching" it are of that weapon, and "the
    other Boss" is another weapon; a turn already rolled has its 7 dice in the pool."""
    v = reading.values
    _rush_failed(reading, text)
    said = [i for i, s in enumerate(text.sents) if re.search(r"\b(rush|rushes|rushing|rushed)\b", s, re.I)
            and i != text.act_k and not re.search(r"\bfail", s, re.I)]  # a failed rush is an earlier turn's
    if (reading.action or "").startswith("rush"):
        # "he declares he's rushing the Spray Boss. Can he rush it?": the Rush told is the one asked,
        # so the turn is at its start, before it
        said = []
        if str(v.get("turn", "")).startswith("rush"):
            v["turn"] = "start"
        if v.get("turn") == "start":
            _boss_named_only(reading, text)
    told_tackle = v.get("turn") == "tackle" and "turn" in v.get("__stated__", ())  # (a Tackle told is this turn's)
    if v.get("turn") == "rush" or said and not told_tackle:
        k = said[0] if said else None
        named = [w for w in WEAPONS if k is not None and re.search(rf"\b{w}", text.sents[k], re.I)]
        weapon = named[0] if named else WEAPONS[0]
        if not named:
            reading.assumed.append(f"the Boss declared for the Rush is the {weapon.capitalize()} Boss "
                                   "(the message does not say which)")
        v["turn"] = f"rush {weapon}"
        whole = " ".join(words_of(" ".join(text.sents)))
        m = re.search(r"(\d+) (?:(?:defeated|beaten|won|matching) )+stage", whole)
        if m and not v.get("stages-won"):
            v["stages-won"] = {weapon: int(m.group(1))}
        act = text.sents[text.act_k] if text.act_k is not None else ""
        if re.search(r"\b(other|different|another)\b", act, re.I) and re.search(r"\bboss", act, re.I):
            other = next(w for w in WEAPONS if w != weapon)
            reading.action = f"defeat {other}"
            reading.missing[:] = [x for x in reading.missing if not x.startswith(("which", "what"))]
            reading.assumed.append(f"the other Boss is the {other.capitalize()} Boss")
    _lineup(reading, text)
    _nemesis(reading, text)
    _boss_dice(reading)
    _matched(reading, text)
    if reading.action == "claim stage + bonus":  # the Stage said matched or claimed earlier in the message
        m = re.search(r"\b(?:matched|match|matches|claimed|claim|claims|beat|took|take|defeated) stage (\d)",
                      " ".join(words_of(" ".join(text.sents))))
        reading.action = f"claim stage {m.group(1) if m else 1} + bonus"
        if not m:
            reading.assumed.append("the Stage matched is Stage 1")
    if v.get("roll") not in (None, "", "0") and not any(v.get(k) for k in ("pool", "aside")):
        v["pool"] = {"spray": 7}
        reading.assumed.append("the 7 dice rolled show faces the message does not give (Spray)")

def _boss_named_only(reading, text) -> None:
    """A Rush asked at the start of the turn: a Weapon the message names only as a Boss card ("declares
    the same Spray Boss again") is no die showing, and no die is rolled before the action is chosen, so
    the pool those names filled (and the rest of the 7 dice put with them) is not on the table."""
    v = reading.values
    pool = v.get("pool")
    if not isinstance(pool, dict) or not pool or v.get("aside"):
        return
    whole = " ".join(words_of(" ".join(text.sents)))
    named = [f for f in pool if re.search(rf"\b{f}s?\b", whole)]
    if not named or any(f not in WEAPONS or re.search(rf"\b{f}s?\b(?! boss)", whole) for f in named):
        return  # a die named as a die: a roll told before the Rush is chosen stays (and is ruled)
    v["pool"] = {}
    reading.assumed[:] = [a for a in reading.assumed if not a.startswith("the other ")]


def _rush_failed(reading, text) -> None:
    """A Rush told as failed on an earlier turn ("rushed the Spray Boss last turn and failed"), in the
    sentence the move is read from: that Boss's failed rush. A Rush needs a Stage card of the Boss's
    type in the defeated pile, and a failed one gathers none of them, so one is still there."""
    v = reading.values
    failed = v.get("failed-rushes")
    # (only a sentence told of an earlier turn: "rushed the Spray boss and whiffed his first roll"
    # is this turn's Rush, still rolling)
    told = [" ".join(words_of(s)) for s in text.sents
            if re.search(r"\b(last|previous|earlier|other) (turn|round)\b|\bturno anterior\b|\bago\b", s, re.I)]
    if not failed:
        for w in WEAPONS:
            if any(re.search(rf"\b(rush|rushed)\b(?: \w+){{0,3}} (the |that )?{w} boss\b[^.]*\b(failed|lost|flopped|whiffed)\b"
                             rf"|\bfailed (his |her |my |their |the )?rush (on|at|against) the {w} boss\b", f) for f in told):
                v["failed-rushes"] = failed = w
                break
    pile = v.get("stages-won")
    if failed in WEAPONS and "stages-won" not in v.get("__stated__", ()) and (not pile or "?" in pile):
        v["stages-won"] = {failed: 1}
        reading.assumed.append(f"a {failed.capitalize()} Stage card is in your defeated pile (a Rush needs one, "
                               "and a failed Rush gathers none)")


_BOSS_FACES = ("double-missile", "double-plasma", "double-spray", "double-wave", "wild")


def _boss_dice(reading) -> None:
    """A doubler or a Wild showing is a Boss Die's face: that many Boss Dice were swapped in
    (and as many Bosses beaten to unlock them), unless the message says how many."""
    v = reading.values
    shown = sum(n for k in ("pool", "aside") if isinstance(v.get(k), dict)
                for f, n in v[k].items() if f in _BOSS_FACES)
    if not shown or v.get("boss-dice") not in (None, ""):
        return
    v["boss-dice"] = str(shown)
    reading.assumed.append(f"{shown} Boss Di{'e was' if shown == 1 else 'ce were'} swapped into your pool "
                           "(a doubler or Wild shows only on a Boss Die)")
    won = v.get("bosses-won")
    if not won:
        v["bosses-won"] = {w: 1 for w in WEAPONS[:shown]}
        reading.assumed.append(f"you have beaten {shown} Boss card{'s' if shown > 1 else ''}, which unlocked "
                               f"{'them' if shown > 1 else 'it'}")


_FACES = r"(?:missiles?|plasmas?|waves?|sprays?)"
_NEEDS = r"(?:needing|needs|that needs|which needs|requiring|requires|asking for|calls for)"
_LIST = r"((?:(?:\d+|a|an|and|x\d+|,|" + _FACES[3:-1] + r")(?: |$))+)"
_STAGE_SAID = r"\bstage (\d) ,? ?(?:is |: )?(?:an? |the )?(missile|plasma|spray|wave) stage ,? ?" + _NEEDS + " " + _LIST
_BONUS_SAID = r"\b(?:the )?(?:top )?bonus stage (?:card )?(?:on top )?,? ?(?:is |: )?" + _NEEDS + " " + _LIST


def _faces(said: str) -> str:
    """"2 missiles and a wave" -> "missile x2, wave"."""
    out: dict[str, int] = {}
    n = 1
    for w in said.replace(",", " ").split():
        if w.isdigit():
            n = int(w)
        elif re.fullmatch(r"x\d+", w):
            last = list(out)[-1] if out else None
            if last:
                out[last] = int(w[1:])
        elif re.fullmatch(_FACES, w):
            face = w.rstrip("s")
            out[face] = out.get(face, 0) + n
            n = 1
    return ", ".join(f if c == 1 else f"{f} x{c}" for f, c in out.items())


_MATCHED_SAID = r"\b(?:matched|matches|match) stage (\d) with " + _LIST


def _matched(reading, text) -> None:
    """"I matched stage 1 with two sprays": with no lineup told, Stage N needs what matched it
    (its type unknown); the Stages before it are ones no roll matches."""
    if any(l.startswith("stage:") for l in reading.lines):
        return
    m = re.search(_MATCHED_SAID, " ".join(words_of(" ".join(text.sents))))
    if not m or not _faces(m.group(2)):
        return
    n = int(m.group(1))
    for k in range(1, min(n, 4) + 1):
        reading.lines.append("stage: " + (f"? needs {_faces(m.group(2))}" if k == n
                                          else "? needs missile, plasma, spray, wave x5"))
    reading.assumed.append(f"Stage {n} needs exactly the dice that matched it")


def _lineup(reading, text) -> None:
    """"Stage 1 is a Plasma stage needing missile, plasma, wave" -> ``stage:`` lines in the
    lineup's order; "the top bonus stage needs two sprays" -> a ``bonus:`` line."""
    whole = " ".join(words_of(" ".join(text.sents)))
    stages: dict[int, str] = {}
    for m in re.finditer(_STAGE_SAID, whole):
        needs = _faces(m.group(3))
        if needs:
            stages.setdefault(int(m.group(1)), f"{m.group(2)} needs {needs}")
    if stages:
        for n in range(1, min(max(stages), 4) + 1):
            # a Stage the message does not describe: one no roll of seven dice can match
            reading.lines.append("stage: " + stages.get(n, "? needs missile, plasma, spray, wave x5"))
    for m in re.finditer(_BONUS_SAID, whole):
        needs = _faces(m.group(1))
        if needs:
            reading.lines.append(f"bonus: needs {needs}")
            break


def _nemesis(reading, text) -> None:
    """"a Nemesis card came up, it still has six tokens on it": the ``nemesis:`` line (its
    Weapon unknown unless said); those tokens are the card's, not the player's."""
    for sent in text.sents:
        ws = " ".join(words_of(sent))
        if not re.search(r"\bnemesis (card )?(came up|comes up|is out|was drawn|is drawn|drawn|appeared|is on|sits)", ws):
            continue
        m = re.search(r"(\d+) (arcade )?tokens? (on it|left|on the card|on the nemesis)", ws) or \
            re.search(r"\bnemesis (?:card )?(?:still )?(?:has |with |holding |holds |showing )?(\d+) (arcade )?tokens?", ws)
        n = m.group(1) if m else "6"
        if m is None:  # (a drawn Nemesis card gets six: the book's, but the message did not say)
            reading.assumed.append("the Nemesis card still has its 6 Arcade Tokens (the message does not say)")
        weapon = next((w for w in WEAPONS if re.search(rf"\b{w} nemesis|nemesis[^.]*\b{w}\b", ws)), None)
        if weapon is None:  # the notation needs one: any Weapon (the card's Weapon bears on hitting it only)
            weapon = "plasma"
            reading.assumed.append("the Nemesis card's Weapon is Plasma (the message does not say)")
        reading.lines.append(f"nemesis: {weapon}, {n} tokens")
        if m and reading.values.get("tokens") == n:
            reading.values["tokens"] = ""
        mods = reading.values.setdefault("modes", {})
        if isinstance(mods, dict):
            mods.setdefault("nemesis", 1)
        break


_TACKLE = (Need("turn", "tackle", "you chose Tackle a Stage this turn"),
           Need("roll", "1", "you have rolled once this turn"))
# which Boss is rushed: the Spray Boss stands for any (the moves that need a Rush do not read which)
_RUSH = (Need("turn", "rush spray", "you are rushing a Boss (which one does not change this)"),
         Need("stages-won", "spray", "a Spray Stage card in your defeated pile let you rush it"),
         Need("roll", "1", "you have rolled once this turn"))
_START = (Need("turn", "start", "it is the start of your turn, before you choose an action"),)

WORDS = Words(
    game="galaxy-dice",
    areas=(
        Area("modes", ("mode",), (), default=True),
        Area("pool", ("face",), ("pool", "in the pool", "showing", "shows", "rolled", "results", "dice pool",
                                 "rest", "still in the pool", "roll shows", "left in the pool"), default=True),
        Area("aside", ("face",), ("aside", "set aside", "kept", "saved", "keeps", "kept aside", "saves",
                                  "on the side", "to the side"),
             only=WEAPONS + ("1up", "double-missile", "double-plasma", "double-spray", "double-wave", "wild")),
        Area("stages-won", ("face",), ("stage", "stages", "stage card", "stage cards", "defeated stage",
                                       "beaten stage"), only=WEAPONS + ("bonus", "nemesis")),
        Area("bosses-won", ("face",), ("defeated boss", "beaten boss", "boss defeated", "boss beaten"),
             only=WEAPONS),
    ),
    numbers=(
        Number("tokens", units=("arcade tokens", "arcade token", "tokens", "token", "fichas")),
        Number("charge", after=("charge of", "charge level of", "charge level is", "charge level", "charge is", "charge at",
                                "charged to", "charge")),
        Number("roll", units=("rolls", "throws", "roll", "throw", "times"), after=("after roll", "roll number", "on roll")),
        Number("glitch-stack", units=("glitch cards", "glitches", "cards in the glitch stack"),
               near=("stack", "pile", "left"), after=("glitch stack has", "glitch stack of", "glitch stack holds")),
        Number("glitches", units=("glitch card", "glitch cards", "glitches", "glitch"),
               near=("own", "owns", "have", "has", "hold", "holds", "tengo", "tiene")),
        Number("boss-dice", units=("boss dice", "boss die")),
    ),
    facts=(
        Fact(("tackle a stage", "tackling a stage", "tackles a stage", "tackling", "tackle", "going for a stage", "goes for a stage",
              "going after a stage"), {"turn": "tackle"}),
        # a Stage card missed is a Tackle's ("missed the stage after all 3 rolls")
        Fact(("missed the stage", "missed a stage", "missed the stage card", "failed the stage", "failed to match a stage",
              "failed to match the stage", "whiffed the stage", "whiffed on the stage", "didn't match the stage",
              "didnt match the stage", "could not match the stage", "couldn't match the stage", "fallé la fase"),
             {"turn": "tackle"}),
        Fact(("re:\\bstart of [a-z]+ turn", "re:\\bbeginning of [a-z]+ turn", "no action chosen yet",
              "before choosing", "has not chosen"), {"turn": "start"}),
        Fact(("start of his turn", "start of her turn", "start of my turn", "start of their turn",
              "starting a turn", "start of the turn", "beginning of the turn", "starts a turn",
              "starts her turn", "starts his turn", "begins his turn", "begins her turn", "start of al turn"),
             {"turn": "start"}),
        Fact(("announced a rush", "declared a rush", "announces a rush", "declares a rush", "rush on the boss",
              "rushing the boss", "is rushing"), {"turn": "rush"}),
        Fact(("cycle the stages", "cycled the stages", "cycled", "cycle them", "cycling the stages"),
             {"cycled": "yes"}),
        Fact(("has not rolled", "hasnt rolled", "not rolled yet", "before rolling", "before the first roll",
              "no roll yet", "not rolled"), {"roll": "0"}),
        Fact(("rolled once", "1 roll made", "after my first roll", "after the first roll", "after her first roll",
              "after his first roll", "one roll made"), {"roll": "1"}),
        Fact(("rolled twice", "after 2 rolls", "after two rolls", "2 rolls made", "after my second roll",
              "after the second roll", "after her second roll", "after his second roll"), {"roll": "2"}),
        Fact(("all 3 rolls are used", "all 3 rolls used", "used all 3 rolls", "rolled 3 times",
              "3 rolls made", "three rolls made"), {"roll": "3"}),
        *(Fact((f"rushing the {w} boss", f"rush the {w} boss", f"rushes the {w} boss", f"rush on the {w} boss",
                f"rushed the {w} boss", f"declared the {w} boss", f"declares the {w} boss",
                f"announced the {w} boss", f"re:\\b(roll|rolls|rolled|rolling)\\b(?: \\w+){{0,4}} (against|at|vs|versus) the {w} boss"),
               {"turn": f"rush {w}"}) for w in WEAPONS),
        *(Fact((f"re:\\b(rush|rushed) on the {w} boss (failed|did not work|didnt work)",
                f"re:\\bfailed (to beat|to defeat|rushing|his rush on|her rush on|my rush on|the rush on) the {w} boss",
                f"re:\\b(last turn|earlier)\\b[^.]*\\bfailed\\b[^.]*\\b{w} boss|\\b{w} boss\\b[^.]*\\bfailed\\b"),
               {"failed-rushes": w, "turn": "start"}) for w in WEAPONS),
        *(Fact((f"re:\\b(beat|beaten|beats|defeated|defeats|won against|took down) the {w} boss",
                f"{w} boss defeated", f"{w} boss beaten"), {"bosses-won": f"+{w}"}) for w in WEAPONS),
        # an extra roll told as bought ("handed over 2 Arcade Tokens for one more roll at the boss"):
        # Strike the Core or Second Wind made, so one roll more is allowed
        Fact(("re:\\b(paid|pays|spent|spends|handed over|hands over|gave|gives)\\b[^.]*\\btokens?\\b[^.]*\\bfor "
              "(one more|an extra|another|an additional|1 more) roll\\b",), {"extra-rolls": "1"}),
        # the lineup and the Bonus Stage are written by the hook; their faces are no dice
        Fact(("re:" + _STAGE_SAID, "re:" + _BONUS_SAID, "re:" + _MATCHED_SAID), {}),
        *(Fact((f"re:\\bpilot\\w* (weapon )?(is|was|:) (an? |the )?{w}\\b",
                f"re:\\b{w}s? (is|are|was) (my|his|her|their|the) (ace )?pilot\\w*( weapon)?\\b"), {"pilot": w})
          for w in WEAPONS),
        *(Fact((f"re:\\bpilot\\b[^.;]*\\b(came up|comes up|rolled|rolls|showed|shows|landed on|lands on) "
                f"(an? )?{f.replace('1up', '1 ?up')}\\b",), {"pilot-die": f}) for f in ("1up", "explosion") + WEAPONS),
        Fact(("setting up", "set up", "game setup", "during setup", "preparing the game"), {"turn": "setup"}),
        Fact(("toxic",), {"dark-energy": "toxic", "modes": "+dark-energy"}),
        Fact(("have the phoenix core", "has the phoenix core", "holding the phoenix core", "hold the phoenix core",
              "still have it", "still has it", "in possession of the phoenix core"),
             {"phoenix-core": "held", "modes": "+phoenix-core"}),
        # gaining the Core tells it was yours, not that it still is: another player may have gained it since
        Fact(("grabbed the phoenix core", "got the phoenix core", "gained the phoenix core", "took the phoenix core",
              "picked up the phoenix core", "picks up the phoenix core", "gets the phoenix core", "gains the phoenix core"),
             {"phoenix-core": "?", "modes": "+phoenix-core"}),
        Fact(("nobody took it", "no one took it", "nobody has taken it", "no one has taken it", "nobody else took it",
              "nobody gained it", "no one gained it", "nobody took it from", "nobody has gained it",
              # (the Core passes only to a player who rolls 3 Explosions: nobody else busting keeps it yours)
              "nobody else got it", "no one else got it", "nobody else has it", "nobody took it off",
              "nobody has taken the core", "nobody else blew up", "no one else blew up", "nobody else busted",
              "no one else busted", "nobody else has busted", "nobody else has blown up"),
             {"phoenix-core": "held", "modes": "+phoenix-core"}),
        Fact(("already used its ability", "already used the glitch", "already used my glitch", "used its ability once",
              "already used it this turn", "glitch ability already used"), {"glitches-used": "1"}),
        Fact(("missile pilot",), {"pilot": "missile"}),
        Fact(("plasma pilot",), {"pilot": "plasma"}),
        Fact(("spray pilot",), {"pilot": "spray"}),
        Fact(("wave pilot",), {"pilot": "wave"}),
    ),
    laid_out=(("stage cards", 4), ("stages", 4)),  # "Reveal 4 Stage cards in a row"
    told_kinds=("mode",), this_turn=("turn", "roll", "cycled", "pool", "aside", "glitches-used", "pilot-die", "charge"),
    defaults=(Default("cycled", "no", "you have not cycled the Stages yet this turn", unknown=True,
                      actions=("cycle",), told="yes"),
              # a Rush turns on the defeated pile: unsaid, it is not empty but unknown
              Default("stages-won", "none", "your defeated pile holds a Stage card the message does not give",
                      unknown=True, actions=("rush",)),
              # a mode said brings the round's fact it adds, unknown until the message says it
              Default("dark-energy", "no", "the round's Dark Energy effect is not Toxic", unknown=True,
                      when="modes+dark-energy"),
              # a Charge turns on the Charge level reached and the pilot's Weapon: unsaid, unknown
              Default("charge", "0", "your Charge level is 0", unknown=True, actions=("charge",), when="modes+ace-pilot"),
              Default("pilot", "missile", "your Ace Pilot's Weapon is Missile", unknown=True, actions=("charge",),
                      when="modes+ace-pilot")),
    totals=(Total(("pool", "aside"), 7, "pool", ("spray", "wave", "plasma", "missile"),
                  "the other {n} of the 7 dice are in the pool, showing {value}", unknown=False),),
    actions=(
        Action("charge", "charge {number?}", said=("charge my pilot", "charge the pilot", "charge her pilot",
                                                   "charge his pilot", "tokens on my pilot", "tokens on his pilot",
                                                   "tokens on her pilot", "recharge", "piles more tokens", "add charge",
                                                   "charge his weapon", "charge her weapon", "charge my weapon", "charge up",
                                                   "charge your weapon", "increase charge", "increases charge", "raises the charge"),
               needs=(Need("modes", "ace-pilot", "Ace Pilot mode is in play"),
                      Need("turn", "tackle", "you are in a Tackle a Stage turn"),
                      Need("roll", "1", "you have rolled this turn"))),
        Action("use-glitch", "use glitch", said=("use the glitch", "uses the glitch", "use my glitch", "use a glitch",
                                                "glitch ability", "glitch again", "use glitch", "uses glitch",
                                                "use its ability", "glitch a second time"),
               needs=(Need("modes", "hacked-rom", "Hacked ROM mode is in play"), *_TACKLE)),
        Action("claim-bonus", "claim stage {number} + bonus",
               said=(r"re:\b(claims?|claiming|takes?|taking|gets?|defeats?|beats?) stage \d+ (and|plus|with|\+) "
                     r"(the )?(top )?bonus",), needs=_TACKLE),
        # "Can I take the bonus stage too?": on top of the Stage the message says was matched
        Action("claim-bonus-too", "claim stage {number?} + bonus",
               said=(r"re:\b(claims?|claiming|takes?|taking|gets?|grabs?) (the )?(top )?bonus\b",), needs=_TACKLE),
        Action("claim", "claim stage {number}",
               said=(r"re:\b(claims?|claiming|takes?|taking|gets?|defeats?|beats?|wins?) stage \d+",), needs=_TACKLE),
        Action("choose-pilot", "choose pilot {face}",
               said=(r"re:\b(takes?|taking|chooses?|choosing|picks?|picking|selects?|gets?) the "
                     r"(missile|plasma|spray|wave) pilot\b",),
               needs=(Need("turn", "setup", "you are in Game Setup"),
                      Need("modes", "ace-pilot", "Ace Pilot mode is in play"))),
        Action("take-glitch", "take glitch {number?}", said=("glitch",),
               with_said=("take", "takes", "picks", "grab", "grabs", "acquire", "acquires", "choose", "chooses"),
               kinds=(), needs=(Need("modes", "hacked-rom", "Hacked ROM mode is in play"), *_TACKLE)),
        # (a move said by its verb: "took a power capsule card" after a failure is Capsule Mode's
        # reward, not a purchase; the card named alone is no move)
        Action("buy-capsule", "buy capsule", said=("buy a power capsule", "buys a power capsule",
                                                   "buy a capsule", "buys a capsule", "pays for a power capsule")),
        Action("cycle", "cycle", said=("cycle",), needs=(Need("turn", "tackle", "you chose Tackle a Stage"),
                                                        Need("roll", "0", "you have not rolled yet"))),
        Action("second-wind", "second wind", said=("second wind",), needs=_TACKLE),
        # an extra roll against a Boss card: a move of a Rush, never of a Tackle
        Action("strike-core", "strike the core", said=("strike the core",), needs=_RUSH),
        # (a Continue said by what it does: a rolled Explosion undone, "spend a token to undo it")
        Action("continue", "continue", said=("continue", "undo", "undoes", "undid"), needs=_TACKLE),
        Action("return", "return {face+}", said=("back into his pool", "back into her pool", "back into the pool",
                                                 "back into my pool", "back into their pool", "back in the pool",
                                                 "back to the pool", "back to his pool", "back to her pool",
                                                 "back to my pool", "back in", "de vuelta a la reserva",
                                                 "move back", "moves back", "put back", "puts back", "unsave",
                                                 "return", "returns"),
               needs=(Need("aside", "{face+}", "{Value} was set aside"), *_TACKLE)),
        Action("save", "save {face+}", said=("set aside", "sets aside", "keep", "keeps", "save", "saves",
                                             "put aside", "puts aside", r"re:\b(sets?|puts?) (\w+ ){1,3}aside\b"),
               needs=(Need("pool", "{face+}", "{Value} shows in the pool"), *_TACKLE)),
        Action("rush", "rush {face}", said=("rush", "rushes", "rushing"), needs=_START),
        Action("defeat", "defeat {face}", said=("defeat", "defeats", "beat the boss", "takes the boss",
                                                "boss card instead", "other boss", "different boss")),
        Action("swap", "swap boss die", said=("swap", "swaps", "substitute", "substitutes", "boss die"),
               needs=_START),
        Action("pass", "pass", said=("pass", "passes", "gives up", "give up", "ends the turn", "end the turn")),
        Action("turn-over", "turn over", needs=_TACKLE),  # "is my turn over?": said only as its sayings say it
        Action("roll", "roll {face*}", said=("roll", "rolls", "throw", "throws", "reroll", "rerolls"),
               # the dice a roll names are on the table: "can I reroll an explosion?" has one showing
               needs=(Need("pool", "{face*}", "{Value} shows in the pool"), *_TACKLE)),
    ),
    aliases={"face": {"1up": ["1ups", "one-up"], "explosion": ["explosions", "exploded"]},
             "mode": {"ace-pilot": ["ace pilot game"], "hacked-rom": ["hacked rom game", "hacked rom"],
                      "nemesis": ["nemesis mode"]}},
    order=("modes", "tokens", "turn", "roll", "extra-rolls", "cycled", "boss-dice", "pool", "aside", "glitches", "glitches-used",
           "glitch-stack", "stages-won", "bosses-won", "failed-rushes", "dark-energy", "phoenix-core", "pilot-die", "pilot", "charge"),
    piece_kinds=("face", "mode"),
    signature_kinds=("face", "mode"),
    signature_words=("boss", "stage", "stages", "arcade", "glitch", "rush", "tackle", "1up", "explosion"),
    build=_rush,
    not_pieces=("power capsule", "capsule"),
)
