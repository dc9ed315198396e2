"""The Shiny Dice notation reference: every key and every action, one example each
(the game page /games/shiny-dice is generated from these)."""
from __future__ import annotations

from ...core import ActionDoc, KeyDoc

KEY_DOCS = [
    KeyDoc("game", "shiny-dice", "game: shiny-dice"),
    KeyDoc("round", "the round being played, 1 to rounds (default 1)", "round: 2"),
    KeyDoc("rounds", "how many rounds the game has (default 3; at most 20)", "rounds: 4"),
    KeyDoc("difficulty", "standard, rookie, hero or legendary (the Get a Crew penalty); ? when the table has not said",
           "difficulty: legendary"),
    KeyDoc("step", "get-a-crew, get-a-mission, misbehave, lay-low-or-keep-flyin, turn-over or game-over (or 1-4)",
           "step: misbehave"),
    KeyDoc("phase", "Step 1: roll, reroll or check (1-3); Step 3: shiny-times, foes-strike, have-a-plan or "
           "damage-report (1-4)", "phase: check"),
    KeyDoc("mission", "needs FACES; keywords KEYWORDS (escape ? when not known); bonus N vp, N supplies; completed "
                      "(completed ? when not known; or none)",
           "mission: needs rifle x4; keywords escape; bonus 200 vp, 2 supplies"),
    KeyDoc("rolling", "dice in hand still to be read: outlaw, passenger, crew, foe with counts",
           "rolling: outlaw x7, passenger x3, foe x5"),
    KeyDoc("serenity", "Crew faces in Serenity; ? for a face the table does not know", "serenity: mal, zoe x2, ?"),
    KeyDoc("cargo-hold", "faces in the Cargo Hold (? allowed)", "cargo-hold: river, supplies"),
    KeyDoc("knocked-out", "faces in the KO pile (? allowed)", "knocked-out: kaylee"),
    KeyDoc("foes", "Foe dice locked in the Foes area (? for an unknown Foe die)", "foes: niska x2, saffron, ?"),
    KeyDoc("supplies", "Supply dice in the Supplies area, 0-10 (? if not known)", "supplies: 2"),
    KeyDoc("captured", "Supply dice captured by Badger, 0-5 (? if not known)", "captured: 1"),
    KeyDoc("at-risk", "VP in the at-risk pool", "at-risk: 300"),
    KeyDoc("banked", "VP behind this player's screen", "banked: 500"),
    KeyDoc("banked-supplies", "Supplies behind this player's screen", "banked-supplies: 3"),
    KeyDoc("rerolled", "yes once this Phase 2's reroll is spent (Step 1)", "rerolled: yes"),
    KeyDoc("penalty-applied", "yes once the others discarded for 4/5 of a kind (Step 1, Phase 3)",
           "penalty-applied: yes"),
    KeyDoc("struck", "Foes that have struck this Phase 2 (Step 3)", "struck: niska"),
    KeyDoc("others", "the other players, their banked VP and (optionally) the Supplies behind their screen "
           "(? if not known), at most 4; ask: score NAME scores one of them",
           "others: ann 300 vp 4 supplies, bo 0, cy ?"),
    KeyDoc("player", "the active player's name (optional: ask: score NAME then scores them too)", "player: di"),
    KeyDoc("scored-at-once", "VP this turn's Companionship scored straight behind the screen (never at risk)",
           "scored-at-once: 100"),
    KeyDoc("supplies-claimed", "yes once this Damage Report's Supplies are claimed (Step 3, Phase 4)",
           "supplies-claimed: yes"),
    KeyDoc("ask", "an action, a chain (A then B), options, score or valid", "ask: strike niska ko inara then proceed"),
]

ACTION_DOCS = [
    ActionDoc("roll FACES", "roll niska x2, mal, supplies", "report the faces the dice in hand show; they are "
              "sorted into the Foes area, the Supplies area and Serenity (? for a face nobody read)"),
    ActionDoc("reroll DICE [-> FACES]", "reroll wash, zoe, river, niska -> mal, kaylee, inara, badger",
              "the one Phase 2 reroll: each Wash brings one other Crew die, each River one Foe die"),
    ActionDoc("reroll DICE -> FACES with ?", "reroll river, niska -> ?, saffron",
              "a new face nobody read: decided over every face the die can show (also after roll and "
              "mal inspiration ... ->)"),
    ActionDoc("wash leaf-on-the-wind CREW [-> FACES]", "wash leaf-on-the-wind zoe",
              "Wash's reroll of itself and one other Crew die (Step 1 only)"),
    ActionDoc("river psychic-link FOE [-> FACES]", "river psychic-link niska",
              "River's reroll of itself and one Foe die (Step 1 only)"),
    ActionDoc("proceed", "proceed", "move on to the next phase or step when nothing is left to do in this one"),
    ActionDoc("penalty", "penalty", "Step 1, Phase 3: 4 (or 5, 3 by difficulty) of a kind: every other player "
              "discards 100 VP; 5 of a kind also ends the turn"),
    ActionDoc("team-bonus FOE", "team-bonus badger", "Step 1, Phase 3: four different Outlaws deal 1 damage"),
    ActionDoc("shiny FOE", "shiny saffron", "Step 3, Phase 1: a Shiny Mission deals 1 damage"),
    ActionDoc("strike [ko FACE] [cargo FACES]", "strike ko inara cargo mal, river",
              "Step 3, Phase 2: every Foe left strikes in the book's order"),
    ActionDoc("strike niska [ko FACE]", "strike niska ko inara", "Niska strikes: knock out 1 Crew die"),
    ActionDoc("strike saffron [cargo FACES]", "strike saffron cargo mal", "Saffron strikes: 1 Crew die per "
              "Saffron die to the Cargo Hold"),
    ActionDoc("strike badger", "strike badger", "Badger strikes: captures 1 Supply die per Badger die"),
    ActionDoc("mal charm", "mal charm", "2 damage to Saffron"),
    ActionDoc("mal inspiration DICE [-> FACES]", "mal inspiration river, simon -> zoe, book",
              "reroll 1 Outlaw or up to 2 Passenger dice from the Cargo Hold into Serenity"),
    ActionDoc("mal inspiration ? [x N]", "mal inspiration ? x2",
              "dice taken from the Cargo Hold whose faces nobody said: decided over every face the Cargo Hold's "
              "dice can show (its known faces, and any face for its own ?)"),
    ActionDoc("zoe cover-fire FOES", "zoe cover-fire niska, saffron", "2 damage divided among Foes"),
    ActionDoc("jayne vera FOE", "jayne vera niska", "2 damage to one Foe"),
    ActionDoc("jayne damaged-calm FOE DIE", "jayne damaged-calm saffron zoe",
              "knock out Jayne and one other die: defeat one Foe"),
    ActionDoc("kaylee thruster-overload FOE [DIE]", "kaylee thruster-overload niska river",
              "1 damage and a die from the KO pile to the Cargo Hold"),
    ActionDoc("simon adoration", "simon adoration", "a Kaylee from the KO pile back to Serenity"),
    ActionDoc("river unstable-reaction", "river unstable-reaction", "1 damage to each Foe"),
    ActionDoc("inara companionship", "inara companionship", "100 VP banked at once"),
    ActionDoc("book salvation", "book salvation", "discard a Book die per Foe: bank the pool, end the turn"),
    ActionDoc("PASSENGER damage FOE", "simon damage badger", "any Passenger deals 1 damage instead"),
    ActionDoc("complete [FOE]", "complete niska", "complete the Mission (a Shiny Mission adds 1 damage)"),
    ActionDoc("escape", "escape", "after an Escape Mission: bank the pool and end the turn"),
    ActionDoc("lay-low", "lay-low", "Step 4: bank the at-risk pool, end the turn"),
    ActionDoc("keep-flyin", "keep-flyin", "Step 4: risk the pool on another turn with the Cargo Hold's dice"),
    ActionDoc("next-turn", "next-turn", "after the turn is over: this player's turn of the next round"),
    ActionDoc("return N vp", "return 300 vp", "Damage Report with Foes left, asked on its own: any and all "
              "at-risk VP go back to the supply (never VP already banked); proceed then ends the turn"),
    ActionDoc("claim N supplies", "claim 2 supplies", "Damage Report with every Foe defeated, asked on its own: "
              "1 Supply per Supply die left in the Supplies area, once; proceed then goes to Step 4"),
]
