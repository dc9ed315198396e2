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
    said = [i for i, s in enumerate(text.sents) if re.search(r"\b(rush|rushes|rushing|rushed)\b", s, re.I)
            and i != text.act_k]
    if v.get("turn") == "rush" or said:
        k = said[0] if said else None
        named = [w for w in WEAPONS if k is not None and re.search(rf"\b{w}", text.sents[k], re.I)]
        weapon = named[0] if named else WEAPONS[0]
        if not named:
            reading.assumed.append(f"the Boss declared for the Rush is the {weapon.capitalize()} Boss "
                                   "(the message does not say which)")
        v["turn"] = f"rush {weapon}"
        whole = " ".join(words_of(" ".join(text.sents)))
        m = re.search(r"(\d+) (?:defeated|beaten|won) stage", whole)
        if m and not v.get("stages-won"):
            v["stages-won"] = {weapon: int(m.group(1))}
        act = text.sents[text.act_k] if text.act_k is not None else ""
        if re.search(r"\b(other|different|another)\b", act, re.I) and re.search(r"\bboss", act, re.I):
            other = next(w for w in WEAPONS if w != weapon)
            reading.action = f"defeat {other}"
            reading.missing[:] = [x for x in reading.missing if not x.startswith(("which", "what"))]
            reading.assumed.append(f"the other Boss is the {other.capitalize()} Boss")
    if v.get("roll") not in (None, "", "0") and not any(v.get(k) for k in ("pool", "aside")):
        v["pool"] = {"spray": 7}
        reading.assumed.append("the 7 dice rolled show faces the message does not give (Spray)")

_TACKLE = (Need("turn", "tackle", "you chose Tackle a Stage this turn"),
           Need("roll", "1", "you have rolled once this turn"))
_START = (Need("turn", "start", "it is the start of your turn, before you choose an action"),)

WORDS = Words(
    game="galaxy-dice",
    areas=(
        Area("modes", ("mode",), (), default=True),
        Area("pool", ("face",), ("pool", "in the pool", "showing", "shows", "rolled", "results", "dice pool",
                                 "rest", "still in the pool", "roll shows", "left in the pool"), default=True),
        Area("aside", ("face",), ("aside", "set aside", "kept", "saved", "keeps", "kept aside", "saves",
                                  "on the side", "to the side")),
        Area("stages-won", ("face",), ("stage", "stages", "stage card", "stage cards", "defeated stage",
                                       "beaten stage"), only=WEAPONS + ("bonus", "nemesis")),
        Area("bosses-won", ("face",), ("boss", "boss card", "defeated boss", "beaten boss"), only=WEAPONS),
    ),
    numbers=(
        Number("tokens", units=("arcade tokens", "arcade token", "tokens", "token", "fichas")),
        Number("charge", after=("charge of", "charge level of", "charge level", "charge")),
        Number("roll", units=("rolls", "throws", "roll", "throw", "times"), after=("after roll", "roll number")),
        Number("glitch-stack", units=("glitch cards", "glitches", "cards in the glitch stack"),
               after=("glitch stack has", "glitch stack of", "glitch stack holds")),
        Number("boss-dice", units=("boss dice", "boss die")),
    ),
    facts=(
        Fact(("tackle a stage", "tackling a stage", "tackles a stage", "tackling", "tackle", "going for a stage", "goes for a stage",
              "going after a stage"), {"turn": "tackle"}),
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
        Fact(("all 3 rolls are used", "all 3 rolls used", "used all 3 rolls", "rolled 3 times",
              "3 rolls made", "three rolls made"), {"roll": "3"}),
        Fact(("missile pilot",), {"pilot": "missile"}),
        Fact(("plasma pilot",), {"pilot": "plasma"}),
        Fact(("spray pilot",), {"pilot": "spray"}),
        Fact(("wave pilot",), {"pilot": "wave"}),
    ),
    defaults=(Default("cycled", "no", "you have not cycled the Stages yet this turn", unknown=True,
                      actions=("cycle",)),),
    totals=(Total(("pool", "aside"), 7, "pool", ("spray", "wave", "plasma", "missile"),
                  "the other {n} of the 7 dice are in the pool, showing {value}", unknown=False),),
    actions=(
        Action("charge", "charge", said=("recharge", "recharges", "charges his pilot", "charges her pilot",
                                         "piles more tokens", "adds charge", "charges his weapon", "charges her weapon",
                                         "charge his weapon", "charge her weapon", "charge my weapon", "charge your weapon", "add charge", "increase charge",
                                         "increases charge", "raises the charge", "charge up", "charges up"),
               needs=(Need("turn", "tackle", "you are in a Tackle a Stage turn"),
                      Need("roll", "1", "you have rolled this turn"))),
        Action("take-glitch", "take glitch {number?}", said=("glitch",),
               with_said=("take", "takes", "picks", "grab", "grabs", "acquire", "acquires", "choose", "chooses"),
               kinds=(), needs=(Need("modes", "hacked-rom", "Hacked ROM mode is in play"), *_TACKLE)),
        Action("buy-capsule", "buy capsule", said=("buy a power capsule", "buys a power capsule",
                                                   "takes a power capsule", "buy a capsule", "buys a capsule",
                                                   "power capsule card", "pays for a power capsule")),
        Action("return", "return {face+}", said=("back into his pool", "back into her pool", "back into the pool",
                                                 "back into my pool", "back into their pool", "back in the pool",
                                                 "back to the pool", "back to his pool", "back to her pool",
                                                 "back to my pool", "de vuelta a la reserva",
                                                 "move back", "moves back", "put back", "puts back", "unsave",
                                                 "return", "returns"),
               needs=_TACKLE),
        Action("save", "save {face+}", said=("set aside", "sets aside", "keep", "keeps", "save", "saves",
                                             "put aside", "puts aside", r"re:\b(sets?|puts?) (\w+ ){1,3}aside\b"),
               needs=(Need("pool", "{face+}", "{Value} shows in the pool"), *_TACKLE)),
        Action("cycle", "cycle", said=("cycle",), needs=(Need("turn", "tackle", "you chose Tackle a Stage"),
                                                        Need("roll", "0", "you have not rolled yet"))),
        Action("second-wind", "second wind", said=("second wind",), needs=_TACKLE),
        Action("strike-core", "strike the core", said=("strike the core",), needs=_TACKLE),
        Action("continue", "continue", said=("continue",), needs=_TACKLE),
        Action("rush", "rush {face}", said=("rush", "rushes", "rushing"), needs=_START),
        Action("defeat", "defeat {face}", said=("defeat", "defeats", "beat the boss", "takes the boss",
                                                "boss card instead", "other boss", "different boss")),
        Action("swap", "swap boss die", said=("swap", "swaps", "substitute", "substitutes", "boss die"),
               needs=_START),
        Action("pass", "pass", said=("pass", "passes", "gives up", "give up", "ends the turn", "end the turn")),
        Action("roll", "roll", said=("roll", "rolls", "throw", "throws", "reroll", "rerolls"),
               needs=_TACKLE),
    ),
    aliases={"face": {"1up": ["1ups", "one-up"], "explosion": ["explosions", "exploded"]},
             "mode": {"ace-pilot": ["ace pilot game"], "hacked-rom": ["hacked rom game", "hacked rom"],
                      "nemesis": ["nemesis mode"]}},
    order=("modes", "tokens", "turn", "roll", "cycled", "boss-dice", "pool", "aside", "glitch-stack",
           "stages-won", "bosses-won", "pilot", "charge"),
    piece_kinds=("face", "mode"),
    signature_kinds=("face", "mode"),
    signature_words=("boss", "stage", "stages", "arcade", "glitch", "rush", "tackle", "1up", "explosion"),
    build=_rush,
    not_pieces=("power capsule", "capsule"),
)
