"""How players say each move of Firefly: Shiny Dice (worked examples, matched by meaning to what a player says).

Written from the rulebook and the moves' definitions in words.py only, never from a dispute set."""
from ...reading.sayings import Saying

SAYINGS: tuple[Saying, ...] = (
    # reroll-power: Wash's Leaf on the Wind or River's Psychic Link, the power named, in Step 1
    Saying("reroll-power", "can Wash use Leaf on the Wind to reroll himself and a Zoe?"),
    Saying("reroll-power", "does River's Psychic Link let me reroll a Badger die?"),
    Saying("reroll-power", "Mira uses Psychic Link on her River to reroll River plus one Niska"),
    Saying("reroll-power", "she's playing Leaf on the Wind so Wash and her Jayne get rerolled together"),
    Saying("reroll-power", "leaf on the wind wash + mal reroll ok??"),
    Saying("reroll-power", "psychic link river n a saffron die rite"),
    Saying("reroll-power", "my buddy used Leaf on the Wind on two Wash dice and rerolled two Inaras with them, is that allowed?"),
    Saying("reroll-power", "Dan claims Psychic Link only works in Get a Crew so I can't use it on a Saffron now"),
    Saying("reroll-power", "¿puedo usar Leaf on the Wind de Wash para volver a tirar a Wash y a Simon?", "es"),

    # reroll: the plain reroll of Phase 2, no power named
    Saying("reroll", "can I reroll two Zoe dice and a Niska?"),
    Saying("reroll", "can I reroll my Supplies?"),
    Saying("reroll", "Marco wants to reroll his Wash and his Book die before checking the dice"),
    Saying("reroll", "she rerolls River and both Badgers at once"),
    Saying("reroll", "yo can i reroll 2 foes w one river lol"),
    Saying("reroll", "reroll wash and the barrel? pls"),
    Saying("reroll", "I rerolled Wash and Mal, then wanted to reroll again with the new Wash, legal?"),
    Saying("reroll", "Jess says rerolling a Jayne along with a Wash isn't allowed"),
    Saying("reroll", "¿puedo volver a tirar dos Niska con un solo River?", "es"),

    # calm: Jayne's Damaged Calm
    Saying("calm", "can Jayne use Damaged Calm on Badger?"),
    Saying("calm", "does Damaged Calm wipe out all four Saffrons at once?"),
    Saying("calm", "Lena KOs her Jayne and a Simon with Damaged Calm to finish off Niska"),
    Saying("calm", "he wants Damaged Calm on the three Badgers, knocking out Jayne and a Zoe"),
    Saying("calm", "damaged calm on saffron n ko the wash die ok"),
    Saying("calm", "jayne damagd calm vs 3 niskas does it one shot them"),
    Saying("calm", "My friend used Damaged Calm and only knocked out Jayne, no second die, then removed both Saffrons. legal?"),
    Saying("calm", "Omar says Damaged Calm doesn't need a second die in Serenity to KO"),
    Saying("calm", "¿Jayne puede usar Damaged Calm para derrotar a los tres Badger de golpe?", "es"),

    # power-untargeted: Salvation, Companionship, Unstable Reaction (no target chosen)
    Saying("power-untargeted", "can Book use Salvation with two Foes left?"),
    Saying("power-untargeted", "does Inara's Companionship score 100 right now?"),
    Saying("power-untargeted", "Priya fires River's Unstable Reaction to hit every Foe once"),
    Saying("power-untargeted", "he discards two Book dice for Salvation to grab the pool and end his turn"),
    Saying("power-untargeted", "inara companionship = 100 vp straight behind screen?"),
    Saying("power-untargeted", "unstable reaction hits all foes ya"),
    Saying("power-untargeted", "I used Salvation with one Book while Niska and Badger were both still up, was that ok?"),
    Saying("power-untargeted", "Zack says Companionship points go into the at-risk pool"),
    Saying("power-untargeted", "¿puedo usar la Salvación de Book con dos enemigos todavía en juego?", "es"),

    # power: a named power aimed at Foes or dice (Charm, Inspiration, Cover Fire, Vera, Thruster Overload)
    Saying("power", "can Zoe's Cover Fire be split between Niska and Saffron?"),
    Saying("power", "does Mal's Charm work on Badger?"),
    Saying("power", "Kim uses Vera to put 2 damage on the Niskas"),
    # power-from-ko: Thruster Overload, a power that brings a knocked-out die back
    Saying("power-from-ko", "she plays Thruster Overload on Badger and moves a Jayne from the KO pile to the Cargo Hold"),
    Saying("power-from-ko", "can Kaylee's Thruster Overload hit Niska and save my Zoe from the KO pile?"),
    Saying("power-from-ko", "thruster overload 1 dmg saffron + wash back to cargo hold ok?"),
    Saying("power-from-ko", "Theo fires Thruster Overload at the Badgers and pulls his knocked out Mal into the Cargo Hold"),
    Saying("power-from-ko", "does Thruster Overload let me take a die back out of the KO pile?"),
    Saying("power-from-ko", "¿la Sobrecarga de propulsores de Kaylee daña a Niska y recupera a Jayne del montón KO?", "es"),
    Saying("power", "mal inspiration pull 2 passengers from cargo n reroll em?"),
    Saying("power", "cover fire 1 on niska 1 on badger fine??"),
    Saying("power", "I used Mal's Inspiration to bring a Zoe out of the Cargo Hold and reroll her, legal?"),
    Saying("power", "Raj says Charm can put one of its damage on Niska"),
    Saying("power", "¿el Cover Fire de Zoe puede repartir el daño entre Niska y Saffron?", "es"),

    # escape: the Escape keyword of a completed Mission ends the turn and banks
    Saying("escape", "can I escape now with Badger still in play?"),
    Saying("escape", "does the Escape mission let me end my turn and keep the pool?"),
    Saying("escape", "Nora finished her Escape mission and wants to end her turn now with 300 VP at risk"),
    Saying("escape", "he uses the Escape and bails out before beating Saffron"),
    Saying("escape", "escape keyword = end turn n bank even w foes left?"),
    Saying("escape", "mission done got escape can i just leave lol"),
    Saying("escape", "My friend used the Escape with two Niskas still up and banked 200. ok?"),
    Saying("escape", "Ella says Escape only works after all Foes are defeated"),
    Saying("escape", "¿puedo usar el Escape de la misión y terminar el turno ya con Saffron todavía en juego?", "es"),

    # lay-low: bank the at-risk pool and end the turn (Step 4)
    Saying("lay-low", "can I lay low now?"),
    Saying("lay-low", "do I have to lay low after failing a Bushwhacked mission?"),
    Saying("lay-low", "Sam wants to lay low and bank his 500 VP"),
    Saying("lay-low", "she lays low and puts the at-risk points behind her screen"),
    Saying("lay-low", "lay low n bank 400 pls"),
    Saying("lay-low", "im laying low this round is that ok w a gorram mission done"),
    Saying("lay-low", "my friend laid low with 600 VP at risk and ended his turn, is that allowed?"),
    Saying("lay-low", "Bea says I'm not allowed to lay low since I finished a Gorram mission"),
    Saying("lay-low", "¿puedo hacer Lay Low y guardar los 300 puntos detrás de la pantalla?", "es"),

    # keep-flyin: risk the pool and take another turn with the Cargo Hold dice
    Saying("keep-flyin", "can I keep flyin with only three dice in the Cargo Hold?"),
    Saying("keep-flyin", "can I keep flying after a Bushwhacked mission I didn't complete?"),
    Saying("keep-flyin", "Leo wants to keep flyin and risk his 400 VP"),
    Saying("keep-flyin", "she pushes on for another turn with the dice left in the Cargo Hold"),
    Saying("keep-flyin", "keep flyin w 2 dice lol"),
    Saying("keep-flyin", "go again? gorram says i have to keep flying"),
    Saying("keep-flyin", "I kept flyin with just two crew dice left in the hold, legal?"),
    Saying("keep-flyin", "Maya says keep flyin isn't allowed when there are no dice in the Cargo Hold"),
    Saying("keep-flyin", "¿puedo seguir volando (Keep Flyin') con solo dos dados en la bodega?", "es"),

    # team-bonus: four different Outlaws, 1 damage to any Foe (Step 1, check)
    Saying("team-bonus", "do I get the team bonus with four different Outlaws?"),
    Saying("team-bonus", "does a Supply count toward the team bonus?"),
    Saying("team-bonus", "Ivy has Mal, Zoe, Wash and Jayne, so she takes the team bonus on Niska"),
    Saying("team-bonus", "he uses the team bonus to knock one Badger off"),
    Saying("team-bonus", "team bonus w mal zoe jayne kaylee on saffron?"),
    Saying("team-bonus", "4 outlaws diff = free dmg on niska rite"),
    Saying("team-bonus", "I took the team bonus with Mal, Mal, Zoe and Kaylee and hit Badger, legal?"),
    Saying("team-bonus", "Ana says two Jaynes and two Zoes give the team bonus"),
    Saying("team-bonus", "¿con Mal, Zoe, Wash y Kaylee tengo el bono de equipo contra Saffron?", "es"),

    # complete: complete the active Mission with the faces showing in Serenity
    Saying("complete", "can I complete the mission with the dice in Serenity?"),
    Saying("complete", "do I need to spend the dice to finish the mission?"),
    Saying("complete", "Rosa completes her mission with the four Zoe dice showing"),
    Saying("complete", "he finishes the mission with two Mals and a River and then still uses them for damage"),
    Saying("complete", "complete mission w 4 rifles showing yes?"),
    Saying("complete", "can i complete the mision using dice in cargo hold"),
    Saying("complete", "I completed my mission with a Jayne that was sitting in the Cargo Hold, ok?"),
    Saying("complete", "Finn says the dice that complete the mission go to the KO pile"),
    Saying("complete", "¿puedo completar la misión con los cuatro Zoe que tengo en Serenity?", "es"),

    # outlaw-as-passenger: an Outlaw die used as if it were a Passenger, for 1 damage
    Saying("outlaw-as-passenger", "can Zoe be used as a passenger to do 1 damage?"),
    Saying("outlaw-as-passenger", "does Jayne count as a passenger for the 1 damage?"),
    Saying("outlaw-as-passenger", "Cal treats his Mal as a passenger to hit Niska for one"),
    Saying("outlaw-as-passenger", "she uses Kaylee as a passenger to take a point off Saffron"),
    Saying("outlaw-as-passenger", "wash as passenger 1 dmg on badger?? he's useless otherwise"),
    Saying("outlaw-as-passenger", "can outlaws do the passenger 1 damage thing"),
    Saying("outlaw-as-passenger", "I used my Wash die as a passenger to deal 1 damage to Niska, legal?"),
    Saying("outlaw-as-passenger", "Gus says any crew die, even an Outlaw like Zoe, counts as a passenger for 1 damage"),
    Saying("outlaw-as-passenger", "¿puedo usar a Jayne como pasajero para hacer 1 de daño a Badger?", "es"),

    # simon-heal: Simon told by what he does (bring Kaylee back from the KO pile)
    Saying("simon-heal", "can Simon bring Kaylee back from the KO pile?"),
    Saying("simon-heal", "can Simon heal Zoe?"),
    Saying("simon-heal", "Dee's Simon patches up Kaylee and puts her back in Serenity"),
    Saying("simon-heal", "he wants Simon to revive the Kaylee that Niska knocked out"),
    Saying("simon-heal", "simon heal kaylee from ko pls"),
    Saying("simon-heal", "can simon bring back jayne lol"),
    Saying("simon-heal", "I had one Simon bring back two Kaylees at once, legal?"),
    Saying("simon-heal", "Bo says Simon can revive a Mal from the KO pile"),
    Saying("simon-heal", "¿Simon puede curar a Kaylee y traerla de vuelta del montón KO?", "es"),

    # passenger-damage: a Passenger (Simon, River, Inara, Book) deals 1 damage
    Saying("passenger-damage", "can Inara deal 1 damage to Niska?"),
    Saying("passenger-damage", "can Book hit Badger for one?"),
    Saying("passenger-damage", "Wren uses her River die to shoot a Saffron for 1"),
    Saying("passenger-damage", "he has Simon attack Niska for a point instead of healing anyone"),
    Saying("passenger-damage", "inara hit saffron 1 dmg ok"),
    Saying("passenger-damage", "book shoots badger fr?"),
    Saying("passenger-damage", "I used two Inara dice to deal 2 damage to Badger, legal?"),
    Saying("passenger-damage", "Kit says passengers can't damage Foes at all"),
    Saying("passenger-damage", "¿Inara puede hacerle 1 de daño a Niska?", "es"),

    # face-power: a crew die used for its power without naming the power
    Saying("face-power", "can I use my Zoe die on the Niskas?"),
    Saying("face-power", "can I use Kaylee now?"),
    Saying("face-power", "Hana activates her Jayne against Badger"),
    Saying("face-power", "he fires Mal at the two Saffrons"),
    Saying("face-power", "use zoe on badger n saffron?"),
    Saying("face-power", "activate the mal die on saffrons plz"),
    Saying("face-power", "I used my Kaylee on Badger during Have a Plan, ok?"),
    Saying("face-power", "Pat says you can't use a Jayne die while Niska is still up"),
    Saying("face-power", "¿puedo usar el dado de Zoe contra los Niska?", "es"),

    # shiny: the free point of damage of a Shiny Mission, Phase 1 of Misbehave
    Saying("shiny", "do I get the free Shiny damage before the Foes strike?"),
    Saying("shiny", "can the Shiny point go on Badger?"),
    Saying("shiny", "Ida's mission is Shiny, so she deals her free point of damage to Niska at the start of Misbehave"),
    Saying("shiny", "he puts the Shiny Times damage on a Saffron"),
    Saying("shiny", "shiny mission free dmg on niska b4 they strike?"),
    Saying("shiny", "shiny times 1 pt to badger ok"),
    Saying("shiny", "I put the Shiny point on Saffron after Niska had already struck, legal?"),
    Saying("shiny", "Jo says the free Shiny damage only comes once the mission is done"),
    Saying("shiny", "¿la misión Shiny me da un punto de daño gratis contra Niska al empezar Misbehave?", "es"),

    # strike: Phase 2, the Foes strike (Niska KOs, Saffron to the Cargo Hold, Badger takes Supplies)
    Saying("strike", "does Niska strike first?"),
    Saying("strike", "can Saffron strike before Niska?"),
    Saying("strike", "Niska strikes and Lou picks her Wash to knock out"),
    Saying("strike", "Saffron strikes twice, so he moves Mal and Inara to the Cargo Hold"),
    Saying("strike", "badger strikes takes my supplies?"),
    Saying("strike", "can saffron go first b4 niska pls"),
    Saying("strike", "we resolved Badger, then Saffron, then Niska, was that order ok?"),
    Saying("strike", "Ray says Niska knocks out one crew die for every Niska die"),
    Saying("strike", "¿Niska ataca primero y me deja elegir qué dado de tripulación noquear?", "es"),

    # penalty: 4 of a kind of a Foe, every other player discards 100 VP
    Saying("penalty", "do the others lose 100 VP for my four Niskas?"),
    Saying("penalty", "does 4 of a kind make everyone discard 100?"),
    Saying("penalty", "Uma rolled four Badgers, so everyone else drops 100 VP"),
    Saying("penalty", "he rolled 4 Saffrons and makes Tim pay 100 VP even though Tim has none"),
    Saying("penalty", "4 of a kind penalty hits me too?"),
    Saying("penalty", "4 niskas = every1 else lose 100 lol"),
    Saying("penalty", "I rolled five Badgers, everyone paid 100 and I kept playing, legal?"),
    Saying("penalty", "Vic says on Legendary three of a kind costs the others 100"),
    Saying("penalty", "¿con cuatro Saffron los demás tienen que descartar 100 puntos?", "es"),

    # proceed: move on to the next step or phase
    Saying("proceed", "can I move on to Step 2 now?"),
    Saying("proceed", "can we go to the next step?"),
    Saying("proceed", "Xena is done with rerolls and proceeds to checking the dice"),
    Saying("proceed", "he skips ahead to Step 4"),
    Saying("proceed", "ok next step lol"),
    Saying("proceed", "can i go on to step 3 w saffron still up"),
    Saying("proceed", "I moved on to Step 2 without doing the team bonus, ok?"),
    Saying("proceed", "Ned says you can't go to Step 3 before revealing the mission"),
    Saying("proceed", "¿podemos pasar al paso 3 ya?", "es"),
)


# Worked examples: a question a player asks of a rule, with the most general position that asks it
# ({me} is the one asking; a Shiny Dice position is the active player's own). A line starting with ~
# is scaffolding, taken as given and said as such (after |); every other line that decides the
# ruling must be said in the message: all its values, or one of the words given after "| said:" (an
# ask line is checked when it gives them). Written from the rulebook's rules; see reading/examples.py.
_PLAN = "~step: misbehave | you are in Step 3 – Misbehave!\n~phase: have-a-plan | Crew powers are used now\n"
_REROLL = "~step: get-a-crew | you are in Step 1 – Get a Crew\n~phase: reroll | the reroll phase\n"
_STEP3_SAID = ("step: misbehave | said: misbehave, step 3, paso 3, have a plan, mid-fight, mid fight, "
               "during the fight, fighting, phase 3\n")
_CHECK = "~step: get-a-crew | you are in Step 1 – Get a Crew\n~phase: check | the dice are checked after the rerolls\n"
_STRIKE = "~step: misbehave | you are in Step 3 – Misbehave!\n~phase: foes-strike | Phase 2 – Foes Strike\n"
_FOES = "foes: saffron, badger | said: foe, foes, saffron, badger, niska, enemigos\n"
_TWO_FOES = " | said: split, divide, divided, one on, each foe, each of them, both foes, both of them, hit both, on both, two foes, 2 foes, two damage, 2 damage, different foes, reparto, repartir"
_TWO_BOOKS = ("two book, 2 book, both book, two books, 2 books, both books, both my book, pair of book, "
              "dos book, dos dados de book, ambos book, los dos book")
_SALVATION = ("salvation, salvacion, cash out, cash in, bank, banks, banking, banked, book out, keep the pot, "
              "grab the pool, grab the whole, grab everything, grab my at-risk, grab the at-risk, "
              "end my turn, end the turn, end his turn, end her turn, stop my turn, guardarme, terminar mi turno, "
              # the count argued against it: a Book per Foe die ("she'd need four Books, one for every black die")
              "need three books, need 3 books, need four books, need 4 books, need five books, need 5 books, "
              "needed three books, needed 3 books, needed four books, needed 4 books, needed five books, "
              "needed 5 books, one for every foe die, one for every black die, one per foe die, one per die, "
              "one for each die, one for each foe die")
_FOES_UNNAMED = ("~foes: ? x{0} | the Foes in play, which the message does not name (unknown Foe dice stand in "
                 "for them: one Foe or several)\n")

# a Mission's keyword said with what became of the card (the keyword alone leaves it open: "the card had
# Gorram on it, I'm laying low" depends on whether it was completed)
_NOT_DONE = ("failed", "fail", "didn't get done", "didnt get done", "never finished", "not finished", "didn't finish",
             "didnt finish", "never completed", "not completed", "didn't complete", "didnt complete", "incomplete",
             "unfinished", "not done", "fallida", "sin completar")
_DONE = ("completed", "complete", "finished", "finish", "done", "cumpli", "termine")


def _kw_with(keywords: tuple[str, ...], states: tuple[str, ...]) -> str:
    return ", ".join(f"{k} + {s}" for k in keywords for s in states)


# the positions of the examples below said more than one way (named by their rule)
_SD_WASH_NO_SUPPLIES = (_REROLL + "serenity: wash | said: wash\nsupplies: 1 | said: supply, supplies, barrel, barrels, suministro\n"
    "~foes: niska | a Foe is in play\nask: reroll wash, supplies | said: reroll, re-roll, rerolled, volver a tirar")

# Step 4 with Lay Low said: the move a message says (a message that keeps flyin is not one of these)
_LAYING_LOW = ("step: lay-low-or-keep-flyin | said: lay low, laying low, lays low, lie low, laid low, lay-low, "
               "bank my points, bank the pool\n")
_SD_KEEP_FLYIN_ROLL = (
    "~step: lay-low-or-keep-flyin | Step 4 – Lay Low or Keep Flyin'\n"
    "cargo-hold: zoe, wash | said: cargo hold, in the hold, left in the hold, the hold, bodega\n~at-risk: 300 | VP at risk\n"
    "ask: keep-flyin then roll zoe, wash, niska x2, saffron x2, badger | said: all five foe dice, all 5 foe dice, "
    "five foe dice, 5 foe dice, all the foe dice, five black dice, 5 black dice, the 5 black dice, all five foes, "
    "all 5 foes, the foes again, los cinco enemigos")

# three of a kind with the difficulty not told: only Legendary makes three cost the others 100
_THREE_UNSAID = (_CHECK + "~difficulty: ? | the difficulty the table plays, which the message does not say (only "
                 "Legendary makes three of a kind cost the others 100)\n"
                 "foes: {foe} x3 | said: three, 3, tres, three of a kind, 3 of a kind\n"
                 "ask: penalty | said: " + "lose 100, loses 100, discard 100, discards 100, pay 100, drop 100, drops 100, "
                 "throw back 100, toss 100, give up 100, 100 vp, 100 points, penalty, perder 100, pierden 100")

# the same dice that complete a Mission used again for their powers
_SAME_DICE = ("same dice, same die, those same, the same zoe, the same zoes, the same mal, the same mals, the same jayne, "
              "same ones, those dice, those zoes, those mals, those jaynes, them afterwards, afterwards, after that, "
              "right after, then used, then use, then fire, still use, still fire, used up, spent, los mismos")
# lost at the Damage Report: a Foe left standing (this turn or the turn Keep Flyin' took)
_BUSTED_SAID = ("damage report, bust, busted, wiped, wiped out, smoked, flattened, got wrecked, wiped me, wiped him, "
                "wiped her, wrecked, beaten, beat me, "
                "beat him, beat her, got beaten, lost to the, lost to badger, lost to niska, lost to saffron, still up, "
                "still standing, couldn't finish, couldnt finish, lost my at-risk, lost the at-risk, lost her at-risk, "
                "lost his at-risk, pool went back, pool was wiped, at-risk pool went back, back to the supply, "
                "back into the supply, to the main supply, into the main supply, crushed, got crushed, lost the fight, "
                "lost his whole, lost her whole, lost my whole, lost the whole, lost their whole, informe de danos")
_BUSTED = ("step: misbehave | said: " + _BUSTED_SAID + "\nphase: damage-report | said: " + _BUSTED_SAID + "\n")
# Companionship's 100 said kept (the words for "Inara's 100" alone say neither way: "Dev says my Inara 100
# goes back too, is he right?" claims the opposite)
_KEEPS_IT = ("keep it, keep them, keep the, keep that, keep those, keep my, keep her, keep his, keep inara, "
             "keeps it, keeps them, keeps the, keeps that, keeps those, keeps her, keeps his, keeping it, keeping the, "
             "keeping that, keeping those, keeping her, keeping his, kept it, kept the, kept that, kept those, kept her, "
             "kept his, still keep, i keep, she keeps, he keeps, is safe, stays behind, stays, still his, still hers, "
             "still mine, his now, hers now, me los quedo, se los queda, me quedo")
_INARA_BUST = (_BUSTED +
               "~foes: badger | a Foe is still in play\n~at-risk: 200 | VP at risk\n"
               "scored-at-once: 100 | said: inara, companionship, compania\n"
               "~banked: 100 | the 100 VP Companionship scored behind the screen\n"
               "ask: return 200 vp | said: " + _KEEPS_IT)
_NO_VP = ("no points, no vp, 0 vp, 0 points, zero, at zero, at 0, has none, hasn't got any, hasnt got any, "
          "hasn't banked, hasnt banked, hasn't scored, hasnt scored, nothing to discard, no victory points, "
          "0 pts, sin puntos")
# (only words that say he pays nothing: "he owes it later", "must give a Supply instead" claim the opposite)
_PAYS_NOTHING = ("pay nothing, pays nothing, owes nothing, owe nothing, doesn't pay, doesnt pay, off the hook, "
                 "gets off free, get off free, nothing more, no further penalty, no penalty, not pay, no paga")
# ... and, on a line that decides nothing (the Supply dice, not told), what the others pay and what
# another claims he owes instead: said in the message, they are accounted for, but they never say
# the ask (an ask said by them would claim what the book denies: "he must give a Supply instead")
_PAID_OR_CLAIMED = ("throw 100, throws 100, throw back 100, toss 100, tosses 100, discard 100, discards 100, drop 100, "
                    "drops 100, pay 100, pays 100, give up 100, lose 100, loses 100, 100 vp back, 100 points back, "
                    "descartar 100, supply instead, supply card instead, a supply instead, supplies instead, "
                    "pay with a supply, pay in supplies, hand over a supply, give a supply, owes a supply, "
                    "un suministro en su lugar")
_SOME_OF_THEM = ("two of those, 2 of those, two of them, 2 of them, two of the same, 2 of the same, both of those, "
                 "some of those, dos de esos")
_KO_BACK = ("step: lay-low-or-keep-flyin | said: keep flyin, keep flying, kept flyin, kept flying, keeps flyin, "
            "keeping flyin, keeping flying, keep on flyin, keep on flying, keeping on flyin, keeping on flying, keep going, kept going, another turn, push on, pushed on, go again, seguir volando\n"
            "~cargo-hold: mal | the dice in the Cargo Hold\n"
            "~knocked-out: zoe, jayne | the dice knocked out for their powers this turn\n~at-risk: 200 | VP at risk\n"
            "ask: keep-flyin then roll mal, zoe, jayne, niska, saffron x2, badger x2 | said: knocked out, knocked-out, "
            "ko, ko'd, kod, koed, ko pile, ko area, burned, already used, used on powers, used for powers, "
            "used for damage, used them, back in my roll, back into my roll, back in the roll, back into the roll, "
            "still my crew, stay out, stays out, noqueados")
# Supplies claimed are permanent: said by their keeping (whether or not the turn Keep Flyin' took was
# lost, as a story tells inside what someone claims, the Supplies claimed stay behind the screen)
_SUPPLIES_STILL = ("keeps em, keep em, keeps them, keep them, keeps those, keep those, still keeps, still keep, "
                   "still his, still hers, still mine, he keeps, she keeps, i keep, they stay mine, stay his, stay hers, "
                   "me los quedo, se los queda")

_SUPPLIES_KEPT = ("~step: misbehave | the turn Keep Flyin' took\n"
                  "~phase: damage-report | Phase 4 – Damage report, a Foe still in play\n"
                  "foes: badger | said: badger, saffron, niska, the foes, foes, foe, enemigos\n"
                  "~at-risk: 300 | VP at risk\n"
                  "banked-supplies: 2 | said: supply, supplies, supply cards, supply card, barrels, suministros\n"
                  "ask: proceed | said: keep the supplies, keep my supplies, keep those supplies, keep the supply, "
                  "keep the 2 supply, keep the two supply, keep those 2 supply, keeps the two supply, keeps the supply, "
                  "keep the 2 supplies, keep the two supplies, keep those two supplies, keep those 2 supplies, "
                  "supplies i grabbed, supplies i took, supplies r still mine, supplies still mine, "
                  "keepin the supplies, still keep the supplies, me quedo los suministros, " + _SUPPLIES_STILL)

# Mal's Inspiration told by how many dice it brought back, not which: 1 Outlaw or up to 2 Passengers,
# so two dice nobody named (? in the ask: two of the Cargo Hold's dice) depend on their faces
_TWO_TAKEN = ("two dice, 2 dice, both dice, two of the dice, two of his dice, two of her dice, two of my dice, "
              "two of their dice, pair of dice, a pair of dice, dos dados")  # ("two white dice" says which: Passengers)

_INSPIRED_TWO = (_PLAN + "serenity: mal | said: mal, inspiration, inspiracion\n"
                 "cargo-hold: ? x2 | said: cargo hold, the hold, his hold, her hold, my hold, outta the hold, "
                 "out of the hold, from the hold, cargo, bodega\n"
                 "~foes: saffron | a Foe is in play\n"
                 "ask: mal inspiration ? x2 | said: " + _TWO_TAKEN)

# the dice Inspiration brings back are rolled into Serenity and may fight that same turn
_FIGHT_NOW = ("this turn, same turn, this same turn, right away, straight away, immediately, at once, fight, "
              "can't fight, cant fight, cannot fight, use it, used it, use them, used them, este turno")
_INSPIRED_FIGHT = (_PLAN + "serenity: mal | said: mal, inspiration, inspired, inspiracion\n"
                   "cargo-hold: simon, inara | said: white dice, white die, both white, passenger, passengers, pasajeros\n"
                   "~foes: niska, saffron | Foes are in play\n"
                   "ask: mal inspiration simon, inara -> river, inara then river unstable-reaction | said: " + _FIGHT_NOW)

# SD-RIVER-REROLL: two River faces, each rerolled with one Foe die of the player's choice
_TWO_RIVERS = (_REROLL + "serenity: river x2 | said: two river, 2 river, two rivers, 2 rivers, both river, both rivers, "
               "pair of rivers, pair of river, dos river\n~foes: niska x2, badger | Foes are in play\n"
               "ask: reroll river x2, niska, badger | said: one per river, one for each, for each, one each, 1 each, "
               "each river, per river, each one, two foe dice, 2 foe dice, two black dice, 2 black dice, two foe, "
               "uno por cada, por cada river")
# SD-BOOK: one Book die and one Foe in play, whatever its number of dice
_ONE_BOOK = (_PLAN + "serenity: book | said: one book, 1 book, a single book, single book, a book, one single book, "
             "only book, lone book, her book, his book, my book, un book, un solo book\n"
             "foes: {foes} | said: only foe, one foe, only one foe, single foe, last foe, no other foe, no other foes, "
             "only foe left, the only foe, solo un enemigo\n~at-risk: 200 | VP at risk\n"
             "ask: book salvation | said: " + _SALVATION + ", enough, book for every, book per, a book for each, "
             "books, need 2 books, need two books, one per")
# SD-CARGO-NO-MISSION: the Mission needs two of a face; one shows in Serenity, the other sits in the Cargo Hold
_HELD_FOR_MISSION = (_PLAN + "mission: needs {face} x2 | said: mission, card, mision, carta\n"
                     "~serenity: {face} | the Mission's other face shows in Serenity\n"
                     "cargo-hold: {face} | said: cargo hold, the hold, in the hold, to the hold, cargo, bodega\n"
                     "~foes: saffron | a Foe is in play\n"
                     "ask: complete | said: count for, count toward, count towards, counts for, counts toward, count, "
                     "counts, complete, completes, completing, finish, cuenta")

# ... the die moved there by Saffron's strike (Phase 2), the Mission asked for afterwards
_STRUCK_FOR_MISSION = ("~step: misbehave | you are in Step 3 – Misbehave!\n~phase: foes-strike | Phase 2 – Foes Strike\n"
                       "mission: needs {face} x{n} | said: mission, card, mision, carta\n"
                       "~serenity: {face} x{n} | the Mission's faces showed in Serenity before Saffron struck\n"
                       "foes: saffron | said: saffron, lips, saffron's\n"
                       "ask: strike saffron cargo {face} then complete | said: count for, count toward, count towards, "
                       "counts for, counts toward, counts towards, still count, still counts, count it, counts it, count the, "
                       "to count, count that, count this, cuenta")

# Mal's Inspiration takes 1 Outlaw die back from the Cargo Hold into Serenity: it may fight that same turn
_INSPIRED_OUTLAW = (_PLAN + "serenity: mal | said: mal, inspiration, inspired, inspires, inspire, inspiracion\n"
                    "cargo-hold: zoe | said: outlaw, outlaws, outlaw die, brown, brown die, forajido, zoe, jayne, kaylee, "
                    "wash\n~foes: niska | a Foe is in play\n"
                    "ask: mal inspiration zoe -> zoe then zoe cover-fire niska | said: " + _FIGHT_NOW + ", later that, "
                    "shoot, shoot this turn, rn, right after")
# SD-BADGER: the Supplies Badger captured are scored the moment he is defeated (other Foes left or not)
_BADGER_BEATEN = (_PLAN + "serenity: jayne | said: jayne, vera\n"
                  "foes: badger x2, niska, saffron | said: niska, saffron, still up, still around, still in play, "
                  "still standing, other foes, sigue en juego, aun en juego\n"
                  "captured: 2 | said: captured, capture, grabbed, grab, nabbed, nab, took, stole, stolen, snatched, "
                  "swiped, next to badger, next to him, capturo, capturados\n"
                  "ask: jayne vera badger x2 | said: score, scored, scoring, mine, keep, claim, claimed, get them, "
                  "get those, count, counts, his now, hers now, puntuar, puntuo, mios")
# SD-TEAM-BONUS: four different Outlaws after the rerolls: 1 damage to any Foe at once
_FOUR_OUTLAWS = (_CHECK + "serenity: mal, zoe, jayne, kaylee | said: four different outlaws, 4 different outlaws, "
                 "four diff outlaws, 4 diff outlaws, four outlaws, 4 outlaws, cuatro forajidos\n"
                 "foes: niska | said: foe, foes, niska, saffron, badger, enemigo\n"
                 "ask: team-bonus niska | said: team bonus, bonus, free damage, free dmg, free 1 dmg, free point, "
                 "1 dmg, 1 damage, one damage, one point of damage, 1 de dano, dano gratis")
# SD-MAL-CHARM: Charm's damage goes to Saffron only, even when she is gone
_CHARM_ELSEWHERE = (_PLAN + "serenity: mal | said: mal, charm\n~foes: saffron, badger | Foes are in play\n"
                    "ask: mal charm badger | said: charm at badger, charm on badger, charm badger, charm for, "
                    "charm to badger, charm at niska, charm on niska, charm niska, at badger, on badger, at niska, "
                    "on niska, damage is damage, only hit saffron, only ever hit saffron, only hits saffron, "
                    "instead, solo a saffron")
# SD-JAYNE-DAMAGED-CALM told by what it does: Jayne and one more die knocked out, one Foe defeated outright
_CALM_TOLD = (_PLAN + "serenity: jayne, simon | said: jayne\n"
              "foes: badger x3 | said: three, 3, tres, three dice, 3 dice, still had three, all three\n"
              "ask: jayne damaged-calm badger simon | said: knocked out his jayne, knocked out her jayne, "
              "knocked out my jayne, knocks out his jayne, knocks out her jayne, ko my jayne, ko his jayne, ko her jayne, "
              "ko jayne, kos jayne, ko'd jayne, knock out jayne, knock out my jayne, knocked out jayne, plus a, "
              "and one other die, one more die, outright, regardless, is finished, finished off, is gone, just gone, "
              "defeated, one shot, de golpe")
# SD-RIVER-REROLL: River may reroll just herself, no Foe die with her
_RIVER_ALONE = (_REROLL + "serenity: river\n~foes: niska | a Foe is in play\n"
                "ask: reroll river | said: just herself, only herself, herself, by herself, alone, on her own, solo, "
                "no foe, no foe die, without a foe, without any foe, without a black, left the black dice, "
                "leave the foe, leaving the foe, sola, sin dado de enemigo")
# SD-SIMON: Adoration moves a Kaylee back from the KO pile: a knocked-out die nobody named may or may not be one
_ADORATION_UNNAMED = (_PLAN + "serenity: simon\n"
                      "knocked-out: ? | said: ko'd die, kod die, koed die, knocked out die, knocked-out die, ko'd, "
                      "ko pile, knocked out, a die from the ko, dado noqueado\n"
                      "~foes: niska | a Foe is in play\nask: simon adoration")

# SD-ESCAPE: a completed Escape Mission ends the turn and banks, two Foes still up or not
_ESCAPE_TWO_UP = (_PLAN + "mission: needs zoe; keywords escape; completed | said: escape + finished, escape + completed, "
                  "escape + done, escape + complete, escape + finish, escape + cumpli, escape + termine\n"
                  "~serenity: zoe | the Mission's faces show\n"
                  "foes: niska, saffron | said: foe, foes, niska, saffron, badger, still up, still standing, enemigos\n"
                  "~at-risk: 200 | VP at risk\n"
                  "ask: escape | said: bail, bail out, bails, bailed, bank, banks, banked, end my turn, end the turn, end her turn, "
                  "end his turn, pass the dice, leave, stop now, escape, escapar, terminar el turno")
# SD-DAMAGE-REPORT-LOSS: a Foe left at the Damage Report: no VP kept for the Foes beaten before
_KEEP_PART = ("~step: misbehave | you are in Step 3 – Misbehave!\n~phase: damage-report | Phase 4 – Damage report\n"
              "foes: badger | said: still had, still in play, still up, still standing, still alive, left standing, "
              "undefeated, survived, sigue en juego, sigue en pie\n"
              "~at-risk: 200 | the VP of the Foes defeated this turn, at risk\n"
              "ask: return 0 vp | said: keep the at-risk, keep the points, keep my points, keep those points, keep the vp, "
              "keep the 200, keep 200, keeps the 200, keeps those, for the two i beat, for the ones i beat, "
              "for the foes i beat, for those two, returns nothing, me quedo los puntos")
# SD-DAMAGE-REPORT-SUPPLIES: no Supplies are claimed while a Foe is left
_CLAIM_FOES_UP = ("~step: misbehave | you are in Step 3 – Misbehave!\n~phase: damage-report | the fight is over\n"
                  "foes: badger, niska | said: still up, still standing, still in play, still alive, undefeated, "
                  "sigue en pie, siguen en pie\n"
                  "supplies: 2 | said: supply dice, supply die, supplies area, leftover supply, barrels, dados de suministro\n"
                  "ask: claim 2 supplies | said: grab supply cards, grabbing supply cards, grabbed supply cards, "
                  "take supply cards, taking supply cards, took supply cards, get supply cards, claim supply cards, "
                  "supply cards for, grab supplies, take supplies, claim supplies, claiming supplies, still get supplies, "
                  "tomo cartas de suministro")

# SD-FIVE-OF-A-KIND / SD-FOUR-OF-A-KIND: the others' 100 VP paid, four of a kind does not end the turn
_FOUR_NO_END = (_CHECK + "~difficulty: standard | you play the standard difficulty\n"
                "foes: saffron x4 | said: four, 4, cuatro, four of a kind, 4 of a kind\n"
                "penalty-applied: yes | said: discarded, discard, threw, tossed, paid, dropped, lost 100, descartamos\n"
                "ask: next-turn | said: ends his turn, ends her turn, ends my turn, end his turn, end her turn, "
                "end my turn, turn is over, turn's over, passed the dice, pass the dice, passed all the dice, "
                "stop there, stopped there, termina su turno, termina mi turno")

# SD-TEAM-BONUS with the faces not told: four Crew dice in Serenity, which faces they show left open (four
# different Outlaws, or a repeat, a Passenger: it depends)
_FOUR_UNSEEN = (_CHECK + "serenity: ? x4 | said: four brown, 4 brown, four crew dice, 4 crew dice, four dice, 4 dice, "
                "four of my dice, 4 of my dice, cuatro dados, 4 dados, cuatro marrones, 4 marrones\n"
                "~foes: niska | a Foe is in play\n"
                "ask: team-bonus niska | said: team bonus, bonus, free damage, free dmg, bonus damage, bonus dmg, "
                "free point, bono, bono de equipo, daño gratis")
# SD-FIVE-OF-A-KIND: five of a kind after the rerolls ends the turn at once; the turn does not go on to Step 2
# (the others' 100 VP, paid or owed, is what the five of a kind costs them: it tells the roll, not another fact)
_FIVE_ENDS = (_CHECK + "foes: niska x5 | said: five, 5, all five, cinco, five of a kind, 5 of a kind, all 5, "
              "five black dice, 5 black dice, five foe dice, 5 foe dice, lost their 100, lost 100, paid 100, "
              "paid their 100, 100 vp, 100 each, discarded 100, pagaron 100, 100 puntos\n"
              "ask: proceed | said: keep going, keep playing, go on, carry on, continue, move on, play on, draw a mission, "
              "draw a mission card, step 2, have a plan, fight, fighting, still fight, get to fight, start fighting, "
              "started fighting, keep fighting, seguir, sigo, continuar, robar misión, robar mision")
# SD-PASSENGER-DAMAGE: Supplies do not count as Passengers, so a Supply die deals no 1 damage
_SUPPLY_HITS = (_PLAN + "serenity: mal | said: no passengers, no passenger, 0 passengers, zero passengers, out of passengers, "
                "no white dice, sin pasajeros, ningún pasajero, ningun pasajero, 0 pasajeros\n"
                "supplies: 1 | said: supply, supplies, barrel, barrels, suministro, suministros\n"
                "foes: niska | said: foe, foes, niska, saffron, badger, enemigo\n"
                "ask: supply damage niska | said: " + ", ".join(f"{a} + {b}" for a in ("supply", "supplies", "barrel", "suministro")
                                                                for b in ("passenger", "passengers", "pasajero")))

# SD-TEAM-BONUS told by the four Outlaw faces themselves (each face named is said; no count of them needed)
_FOUR_NAMED = (_CHECK + "serenity: mal, zoe, jayne, kaylee\n~foes: niska | a Foe is in play\n"
               "ask: team-bonus niska | said: team bonus, bonus, free damage, free dmg, free 1 dmg, free 1 damage, "
               "free point, free point of damage, bono, bono de equipo, dano gratis")
# SD-TEAM-BONUS: three Outlaws and a Supply counted as the fourth (the count argued is the example's words)
_BARREL_FOURTH = (_CHECK + "serenity: mal, zoe, jayne\n"
                  "supplies: 1 | said: supply, supplies, barrel, barrels, suministro\n"
                  "~foes: badger | a Foe is in play\n"
                  "ask: team-bonus badger | said: team bonus, bonus, fourth outlaw, 4th outlaw, four outlaws, 4 outlaws, "
                  "four different, 4 different, four different outlaws, 4 different outlaws, four results, "
                  "four different results, cuarto forajido")
# SD-ZOE-COVER-FIRE / SD-MAL-CHARM / SD-JAYNE-VERA: the 2 damage a power deals, one point on each of two Foes
_SPLIT_SAID = (" | said: split, splits, divide, divides, spread, one on, 1 on, one to, 1 to, each foe, both foes, "
               "two foes, 2 foes, different foes, between, 2 damage, two damage, 2 dmg, two dmg, for 2, for two, reparto, "
               "repartir")

# SD-NISKA: one Crew die knocked out in all, said as one per Niska die
_NISKA_EACH = (_STRIKE + "~serenity: mal, zoe, wash | your Crew in Serenity\n"
               "foes: niska x3 | said: three, 3, tres, three niskas, 3 niskas\n"
               "ask: strike niska ko mal then strike niska ko zoe then strike niska ko wash | said: for each, "
               "each one, one per, per niska, a crew die for each, one for each, three crew, 3 crew, ko three, "
               "ko 3, knock out three, knocks out three, knocked out three, three dice, 3 dice, three of my crew, "
               "3 of my crew, three of his crew, three of her crew, each niska, por cada")
# SD-INARA-BANKED: the 100 of Companionship kept through the Keep Flyin' turn that was lost, said by its number
_INARA_KEPT = _INARA_BUST.replace("~foes: badger | a Foe is still in play",
                                  "foes: badger | said: badger, saffron, niska, foe, foes, " + _BUSTED_SAID)
# SD-WASH-REROLL: each Wash face rerolls itself and one other Crew die: two Washes, two others
_TWO_WASHES = (_REROLL + "serenity: wash x2, mal, zoe | said: two wash, 2 wash, both wash, two washes, 2 washes, "
               "both washes, both my washes, pair of wash, pair of washes, dos wash\n"
               "~rerolled: no | the phase's one reroll is not made yet\n~foes: niska | a Foe is in play\n"
               "ask: reroll wash x2, mal, zoe | said: one each, one per wash, each wash, for each wash, "
               "with each wash, uno por cada wash")

# SD-SIMON: what Adoration is asked to do, said without its name: the face named with it brought back
# (each part anywhere in the message, the face always: a die nobody named is no Jayne)
def _brought_back(face: str) -> str:
    return ", ".join(f"{face} + {w}" for w in ("back", "revive", "revives", "heal", "heals", "patch", "adoration",
                                                "vuelta"))


# SD-WASH-ALONE: a Wash die may be rerolled by itself: no second Crew die has to go with it
_WASH_ALONE = (_REROLL + "serenity: wash | said: wash, leaf on the wind\n~foes: niska | a Foe is in play\n"
               "ask: reroll wash | said: just himself, only himself, by himself, by itself, himself alone, alone, "
               "on his own, on its own, just wash, only wash, just the wash, only the wash, just my wash, only my wash, "
               "just that wash, only that wash, no other die, no second die, no other crew, no 2nd die, no extra die, "
               "without another, without a second, without picking, without choosing, without taking, "
               "nothing else, no partner, partner die, no sidekick, sidekick die, tagging along, tag along, "
               "has to take another, have to pick another, must take another, must pick another, has to bring, solo, "
               "sin otro dado, el solo")
# SD-MISSION-BONUS: the bonus printed on the card is applied the moment the Mission is completed
_BONUS_AT_ONCE = (_PLAN + "mission: needs zoe; bonus 200 vp, 2 supplies | said: bonus, reward, payout, bono, "
                  "recompensa\n~serenity: zoe | the Mission's faces show in Serenity\n~foes: niska | a Foe is in play\n"
                  "ask: complete | said: right away, straight away, immediately, at once, instantly, the moment, "
                  "as soon as, then and there, on the spot, mid-fight, mid fight, right then, bonus now, "
                  "get the bonus now, right now, before the fight ends, inmediatamente, en cuanto, al momento, "
                  "de inmediato")

EXAMPLES: tuple[Saying, ...] = (
    # SD-REROLL-ONCE: one reroll in Phase 2
    Saying("reroll", "can I reroll a second time in the same phase?",
           position=_REROLL + "~serenity: wash, mal, zoe | your Crew in Serenity\n~foes: niska | a Foe is in play\n"
                    "rerolled: yes | said: second, again, another, already rerolled, twice, one more, otra vez\n"
                    "ask: reroll mal | said: reroll, re-roll, rerolled, again, tirar otra vez"),
    # SD-REROLL-ONCE: a River (or Wash) the one reroll turned up does not reroll again
    Saying("reroll-power", "my reroll turned up another River, can I use that new River to reroll a foe die now?",
           position=_REROLL + "serenity: river x2 | said: another river, new river, second river, fresh river, "
                    "extra river, one more river, otro river\n"
                    "rerolled: yes | said: turned up, came up, rolled up, showed up, popped up, already rerolled, "
                    "already did my reroll, already did the reroll, after my reroll, after the reroll, from the reroll, "
                    "in my reroll, ya volvi a tirar\n"
                    "~foes: niska | a Foe is in play\n"
                    "ask: reroll river, niska | said: a foe, foe die, a foe die, one foe, plus a foe, and a foe, "
                    "black die, a black die, niska, saffron, badger, un enemigo"),
    Saying("reroll-power", "Bo's one reroll flipped a Wash, and now he wants that fresh Wash to reroll a Zoe too.",
           position=_REROLL + "serenity: wash x2, zoe | said: fresh wash, new wash, another wash, second wash, "
                    "extra wash, otro wash\n"
                    "rerolled: yes | said: flipped, turned up, came up, rolled up, showed up, popped up, one reroll, "
                    "already rerolled, after the reroll, from the reroll, ya volvio a tirar\n"
                    "~foes: niska | a Foe is in play\n"
                    "ask: reroll wash, zoe | said: a zoe, crew die, a crew die, another die, one more die, "
                    "plus a, mal, zoe, jayne, kaylee, simon, inara, book, otro dado"),
    # SD-RIVER-REROLL: River rerolls herself and at most one Foe die
    Saying("reroll-power", "can River reroll two foe dice?",
           position=_REROLL + "serenity: river, mal\n~foes: niska x2, saffron | Foes are in play\n"
                    "ask: reroll river, niska x2 | said: two, 2, both, more than one, dos"),
    # SD-INARA / SD-INARA-BANKED: Companionship's 100 VP go straight behind the screen
    Saying("power-untargeted", "can I bank Inara's 100 points right away so they are safe?",
           position=_PLAN + "serenity: inara\n~foes: niska | a Foe is still in play\n~at-risk: 200 | VP at risk\n"
                    "ask: inara companionship | said: bank, banked, banking, safe, right away, immediately, straight, "
                    "behind, keep, still keep, at once, inmediatamente, a salvo"),
    # (said by what the move does, not by Inara's name: "putting Inara's 100 into the at-risk pool"
    # asks the opposite of this example, and the always-legal move must not answer it)
    # SD-MAL-CHARM: Charm deals its 2 damage to Saffron only
    Saying("power", "can Mal's Charm split its damage between two foes?",
           position=_PLAN + "serenity: mal\n" + _FOES + "ask: mal charm saffron, badger" + _TWO_FOES),
    # SD-ZOE-COVER-FIRE: Cover Fire's 2 damage may be divided
    Saying("power", "can Zoe's Cover Fire put one damage on each of two foes?",
           position=_PLAN + "serenity: zoe\n" + _FOES + "ask: zoe cover-fire saffron, badger" + _TWO_FOES),
    # SD-JAYNE-VERA: Vera's 2 damage go to one Foe only
    Saying("power", "can Jayne's Vera split the two damage between two foes?",
           position=_PLAN + "serenity: jayne\n" + _FOES + "ask: jayne vera saffron, badger" + _TWO_FOES),
    # SD-CARGO-UNAVAILABLE: dice in the Cargo Hold have no power
    Saying("power", "can a die in the cargo hold use its power?",
           position=_PLAN + "~serenity: mal | your Crew in Serenity\ncargo-hold: jayne | said: cargo hold, cargo, bodega\n"
                    "~foes: saffron, badger | Foes are in play\nask: jayne vera saffron | said: power, powers, use its, use their, "
                    "use his, use her, poder, poderes"),
    # SD-TEAM-BONUS: four different Outlaws; Supplies do not count
    Saying("team-bonus", "does a supply barrel count as one of the four different outlaws for the team bonus?",
           position="~step: get-a-crew | you are in Step 1 – Get a Crew\n~phase: check | the dice are checked\n"
                    "serenity: mal, zoe, jayne | said: supply, supplies, barrel, barrels, suministro\n"
                    "supplies: 1 | said: supply, supplies, barrel, barrels, suministro\n"
                    "~foes: niska | a Foe is in play\nask: team-bonus niska | said: team bonus, bonus"),
    # SD-ESCAPE: after an Escape Mission, end the turn and bank, Foes left or not
    Saying("escape", "I completed an escape mission but a foe is still up, can I stop now and bank my points?",
           position=_PLAN + "mission: needs zoe; keywords escape; completed | said: " + _kw_with(("escape", "escapar", "huida"), _DONE) + "\n"
                    "~serenity: zoe | the Mission's faces show\n"
                    "foes: badger x2 | said: foe, foes, badger, niska, saffron, still up, still standing, enemigo\n"
                    "~at-risk: 200 | VP at risk\nask: escape | said: stop now, stop my turn, end my turn, end the turn, end his turn, "
                    "end her turn, pass the dice, hand the dice on, bank, banks, banking, bail, bail out, escape, "
                    "terminar el turno"),
    # SD-WASH-REROLL: Wash rerolls himself and at most one other Crew die
    Saying("reroll-power", "can Wash reroll himself and two other crew dice?",
           position=_REROLL + "serenity: wash, mal, zoe\n~foes: niska | a Foe is in play\n"
                    "ask: reroll wash, mal, zoe | said: two, 2, both, two other, dos"),
    # SD-SIMON: Adoration brings back a Kaylee only
    Saying("simon-heal", "can Simon bring back a Jayne from the knocked out pile?",
           position=_PLAN + "serenity: simon\nknocked-out: jayne\n~foes: niska | a Foe is in play\n"
                    "ask: simon adoration jayne | said: " + _brought_back("jayne")),
    *(Saying("simon-heal", f"can Simon's power bring a knocked-out {face.title()} back into Serenity?",
             position=_PLAN + f"serenity: simon\nknocked-out: {face}\n~foes: niska | a Foe is in play\n"
                      f"ask: simon adoration {face} | said: " + _brought_back(face))
      for face in ("mal", "zoe", "wash", "river", "inara", "book")),
    # SD-RIVER-UNSTABLE: 1 damage to each Foe in play
    Saying("power-untargeted", "does River's unstable reaction hit every foe at once?",
           position=_PLAN + "serenity: river\n~foes: niska, saffron, badger | Foes are in play\n"
                    "ask: river unstable-reaction | said: unstable, every, each, all, all the foes, todos"),
    # SD-JAYNE-DAMAGED-CALM: defeats one Foe whatever its health
    Saying("calm", "can Jayne's damaged calm take out a foe that still has three dice?",
           position=_PLAN + "serenity: jayne, mal | said: jayne\nfoes: badger x3 | said: three, 3, tres, all its dice\n"
                    "ask: jayne damaged-calm badger mal | said: damaged calm, calm"),
    # SD-PASSENGER-DAMAGE: any Passenger may deal 1 damage instead; Outlaws cannot
    Saying("passenger-damage", "can a passenger like Simon just deal one damage to a foe instead of using his power?",
           position=_PLAN + "serenity: simon\n~foes: niska | a Foe is in play\nask: simon damage niska"),
    Saying("outlaw-as-passenger", "can an outlaw like Mal just do one damage to a foe like the passengers can?",
           position=_PLAN + "serenity: mal\n~foes: niska | a Foe is in play\nask: mal damage niska"),
    # SD-BUSHWHACKED / SD-GORRAM: what an uncompleted Bushwhacked or a completed Gorram Mission forces
    Saying("keep-flyin", "my bushwhacked mission failed, can I still keep flyin?",
           position="~step: lay-low-or-keep-flyin | Step 4 – Lay Low or Keep Flyin'\n"
                    "mission: needs zoe; keywords bushwhacked | said: " + _kw_with(("bushwhacked", "bushwacked"), _NOT_DONE) +
                    "\n~at-risk: 200 | VP at risk\n"
                    "ask: keep-flyin | said: keep flyin, keep flying, keepin flyin, keeping flyin, keeping flying, "
                    "keep going, keepin going, keep on flyin, push on, go again, seguir volando"),
    Saying("lay-low", "I completed a gorram mission, can I lay low?",
           position="~step: lay-low-or-keep-flyin | Step 4 – Lay Low or Keep Flyin'\n"
                    "mission: needs zoe; keywords gorram; completed | said: " + _kw_with(("gorram",), _DONE) +
                    "\n~at-risk: 200 | VP at risk\n"
                    "ask: lay-low"),

    # SD-WASH-NO-SUPPLIES: Supply dice are never rerolled, not even with a Wash
    Saying("reroll", "can Wash reroll a supply die along with himself?",
           position=_SD_WASH_NO_SUPPLIES),
    Saying("reroll", "my Wash wants to take one of the barrels with him on the reroll, fair?",
           position=_SD_WASH_NO_SUPPLIES),
    # SD-WASH-TIMING: Leaf on the Wind only during Step 1
    Saying("reroll-power", "can Wash still use Leaf on the Wind during Misbehave?",
           position=_STEP3_SAID + "~phase: have-a-plan | Crew powers are used now\nserenity: wash\n"
                    "~foes: niska | a Foe is in play\nask: wash leaf-on-the-wind | said: leaf on the wind, leaf"),
    # SD-RIVER-TIMING: Psychic Link only during Step 1
    Saying("reroll-power", "can River use Psychic Link to reroll a foe once we're in Step 3?",
           position=_STEP3_SAID + "~phase: have-a-plan | Crew powers are used now\nserenity: river\n"
                    "~foes: niska | a Foe is in play\nask: river psychic-link niska | said: psychic link, psychic"),
    # SD-REROLL-PHASE: rerolls are chosen in Phase 2 of Step 1 only
    Saying("reroll", "can I still reroll some of my crew dice once Misbehave has started?",
           position=_STEP3_SAID + "~phase: have-a-plan | Crew powers are used now\n~serenity: mal, zoe | your Crew in Serenity\n"
                    "~foes: niska | a Foe is in play\nask: reroll mal | said: reroll, re-roll, rerolled, roll again, volver a tirar"),
    # SD-RIVER-REROLL: a Foe die is rerolled only with a River die
    Saying("reroll", "can I reroll a foe die without having a River?",
           position=_REROLL + "foes: niska | said: foe, foes, niska, saffron, badger, enemigo\n"
                    "ask: reroll niska | said: without a river, without river, no river, without any river, without having a river, "
                    "without having river, sin river"),
    # SD-FOUR-OF-A-KIND: four of one Foe after rerolls, every other player discards 100 VP
    Saying("penalty", "if I end up with four Niskas, does everybody else lose 100 VP?",
           position=_CHECK + "~difficulty: standard | you play the standard difficulty\n"
                    "foes: niska x4 | said: four, 4, cuatro, four of a kind, 4 of a kind\n"
                    "ask: penalty | said: lose 100, discard 100, pay 100, drop 100, 100 vp, 100 points, penalty, perder 100"),
    # SD-ROOKIE: on Rookie only five of a kind costs the others 100
    Saying("penalty", "on rookie difficulty, do four Badgers still make the other players discard 100?",
           position=_CHECK + "difficulty: rookie | said: rookie, novato\n"
                    "foes: badger x4 | said: four, 4, cuatro, four of a kind, 4 of a kind\n"
                    "ask: penalty | said: four, 4, cuatro, four of a kind, 4 of a kind"),
    # SD-LEGENDARY: on Legendary three of a kind already costs the others 100
    Saying("penalty", "playing legendary, do three Saffrons make everyone else discard 100 VP?",
           position=_CHECK + "difficulty: legendary | said: legendary, legendario\n"
                    "foes: saffron x3 | said: three, 3, tres, three of a kind, 3 of a kind\n"
                    "ask: penalty | said: lose 100, discard 100, pay 100, drop 100, 100 vp, 100 points, penalty, perder 100"),
    # SD-LEGENDARY with the difficulty not told: three of a kind costs the others 100 on Legendary
    # only, so a player asking whether three do asks of the difficulty (it depends on it)
    Saying("penalty", "I rolled three Saffrons on my first roll, does everyone else lose 100 VP?",
           position=_THREE_UNSAID.format(foe="saffron")),
    Saying("penalty", "three Niskas locked on my opening roll: must everybody else throw back 100 points?",
           position=_THREE_UNSAID.format(foe="niska")),
    Saying("penalty", "3 badgers on get a crew = every1 else drops 100 vp??", position=_THREE_UNSAID.format(foe="badger")),
    Saying("penalty", "saqué tres Saffron en la primera tirada, ¿los demás pierden 100 puntos?", "es",
           position=_THREE_UNSAID.format(foe="saffron")),
    # SD-FIVE-OF-A-KIND: five of a kind ends the turn at once, before the Team Bonus
    Saying("team-bonus", "I rolled five Niskas, do I still get my team bonus?",
           position=_CHECK + "~serenity: mal, zoe, wash, jayne | four different Outlaws in Serenity\n"
                    "foes: niska x5 | said: five, 5, cinco, five of a kind, 5 of a kind\n"
                    "ask: team-bonus niska | said: team bonus, bonus, bono"),
    # SD-TEAM-BONUS: four DIFFERENT Outlaws; a second Mal does not count
    Saying("team-bonus", "do two Mals plus a Zoe and a Jayne earn the team bonus?",
           position=_CHECK + "serenity: mal x2, zoe, jayne\n~foes: niska | a Foe is in play\n"
                    "ask: team-bonus niska | said: team bonus, bonus, bono"),
    # SD-CHECK-PHASE: the Team Bonus is taken in Phase 3, after the rerolls
    Saying("team-bonus", "can I take the team bonus first and then do my rerolls?",
           position="~step: get-a-crew | you are in Step 1 – Get a Crew\n"
                    "phase: reroll | said: then reroll, then do my rerolls, before rerolling, before the reroll, before my reroll, "
                    "before rerolls, before i reroll, reroll phase, then i reroll\n"
                    "~serenity: mal, zoe, wash, jayne | four different Outlaws in Serenity\n~foes: niska | a Foe is in play\n"
                    "ask: team-bonus niska | said: then reroll, then do my rerolls, before rerolling, before the reroll, before my reroll, "
                    "before rerolls, before i reroll, then i reroll, still rerolling, antes de volver a tirar"),
    # SD-SABOTAGE: every Crew die in Serenity is rerolled, not the ones you pick
    Saying("reroll", "a sabotage mission came up, can I reroll only some of my dice?",
           position="~step: get-a-mission | you are in Step 2 – Get a Mission\n"
                    "mission: needs zoe x2; keywords sabotage | said: sabotage, sabotaje\n"
                    "~serenity: mal, zoe, wash | your Crew in Serenity, not showing the Mission's faces\n~foes: niska | a Foe is in play\n"
                    "ask: reroll mal | said: only some, just some, some, only one, just one, only a few, pick, choose, keep the rest, keep some, "
                    "only rerolled, just rerolled, solo algunos"),
    # SD-SABOTAGE-AVOID: Serenity already showing the Mission's faces avoids the reroll
    Saying("proceed", "I got a sabotage mission but my dice already show what it needs, can I skip the reroll?",
           position="~step: get-a-mission | you are in Step 2 – Get a Mission\n"
                    "mission: needs zoe; keywords sabotage | said: sabotage, sabotaje\n"
                    "serenity: zoe, mal | said: already show, already showing, already have, already match, already got, "
                    "already complete, already completes, ya tengo\n~foes: niska | a Foe is in play\n"
                    "ask: proceed | said: skip, skip the reroll, avoid, move on, go on, saltar"),
    # SD-SABOTAGE / SD-SABOTAGE-AVOID: a Sabotage Mission told without its faces or the Crew's: the
    # reroll is forced unless Serenity already shows what the card needs, so it depends on both
    Saying("proceed", "a sabotage mission just flipped, do I have to reroll all my crew dice now?",
           position="~step: get-a-mission | you are in Step 2 – Get a Mission\n"
                    "mission: needs ?; keywords sabotage | said: sabotage, sabotaje\n"
                    "~serenity: ? | your Crew dice in Serenity, their faces not told\n"
                    "ask: proceed | said: have to reroll, gotta reroll, must reroll, need to reroll, hafta reroll, "
                    "reroll all, reroll every, reroll my whole, reroll everything, forced to reroll, keep my dice, "
                    "keep my crew, keep what, skip rerolling, skip the reroll, not reroll, tengo que volver a tirar"),
    Saying("proceed", "me salió una misión con sabotaje, ¿tengo que volver a tirar todos mis dados de tripulación?", "es",
           position="~step: get-a-mission | estás en el Paso 2 – Conseguir una misión\n"
                    "mission: needs ?; keywords sabotage | said: sabotaje, sabotage\n"
                    "~serenity: ? | tus dados de tripulación en Serenity, sin decir qué caras muestran\n"
                    "ask: proceed | said: tengo que volver a tirar, volver a tirar todos, hay que volver a tirar, "
                    "quedarme con mis dados, quedarme los dados, no volver a tirar, tirar todos"),
    # SD-SHINY-TIMES: the Shiny point is dealt in Phase 1, before the Foes strike, or not at all
    Saying("shiny", "can I save the Shiny mission's free damage for later, after the foes strike?",
           position="~step: misbehave | you are in Step 3 – Misbehave!\n"
                    "phase: have-a-plan | said: later, after the foes strike, after they strike, after foes strike, save, "
                    "have a plan, phase 3, despues\n"
                    "mission: needs zoe; keywords shiny | said: shiny\n~foes: niska | a Foe is in play\n"
                    "ask: shiny niska | said: later, after the foes strike, after they strike, after foes strike, save, after niska strikes, "
                    "after the strike, despues"),
    # SD-STRIKE-ORDER: Niska, then Saffron, then Badger
    Saying("strike", "do I get to resolve Saffron before Niska if I'd rather?",
           position=_STRIKE + "~serenity: mal, zoe | your Crew in Serenity\nfoes: niska, saffron\n"
                    "ask: strike saffron cargo mal | said: before, first, ahead of, antes"),
    # SD-NISKA: one Crew die knocked out in all, not one per Niska die
    Saying("strike", "with two Niska dice up, do I only knock out a single crew die?",
           position=_STRIKE + "~serenity: mal, zoe, wash | your Crew in Serenity\n"
                    "foes: niska x2 | said: two, 2, both, dos, two niskas, pair, three, 3, tres, three niskas, "
                    "3 niskas, three niska, 3 niska\n"
                    "ask: strike niska ko mal | said: only one, just one, only 1, just 1, single crew, single die, a single crew, "
                    "only a single, just a single, one single, only ko one, only ko 1, just ko one, ko one crew, "
                    "ko 1 crew, knock out one crew, one crew die for, 1 crew die for, for the lot, for all of them, "
                    "for all three, for both, in total, solo uno"),
    # SD-SAFFRON: one Crew die to the Cargo Hold for each Saffron die
    Saying("strike", "two Saffrons strike, can I move just one crew die to the cargo hold?",
           position=_STRIKE + "~serenity: mal, zoe, wash | your Crew in Serenity\n"
                    "foes: saffron x2 | said: two, 2, both, dos, two saffrons, pair\n"
                    "ask: strike saffron cargo mal | said: only one, just one, one, single, 1, solo uno"),
    # SD-FOES-STRIKE: a Foe with no dice left does not strike
    Saying("strike", "does Niska still strike after I already defeated her?",
           position=_STRIKE + "~serenity: mal, zoe | your Crew in Serenity\n~foes: saffron | another Foe is left\n"
                    "ask: strike niska ko mal | said: defeated, already defeated, beaten, already beat, killed, took out, "
                    "taken out, gone, derrotado, derrotada"),
    # SD-POWER-PHASE: Crew powers wait for Phase 3, after the Foes strike
    Saying("power", "can Zoe fire Cover Fire before the foes strike?",
           position="~step: misbehave | you are in Step 3 – Misbehave!\n"
                    "phase: foes-strike | said: before the foes strike, before the foes get to strike, before they strike, "
                    "before foes strike, before niska strikes, before the strike, phase 2, antes\n"
                    "~serenity: zoe | a Zoe die in Serenity\n~foes: niska | a Foe is in play\n"
                    "ask: zoe cover-fire niska | said: cover fire, cover-fire, fuego de cobertura"),
    # SD-POWER-IN-SERENITY: a knocked-out die has no power to use
    Saying("power", "can I still use the power of a Jayne that got knocked out?",
           position=_PLAN + "knocked-out: jayne | said: knocked out, ko, ko pile, koed, kod, ko'd, noqueado\n"
                    "serenity: none | said: knocked out, ko, ko pile, koed, kod, ko'd, noqueado\n"
                    "~foes: niska | a Foe is in play\nask: jayne vera niska | said: knocked out, ko, ko pile, koed, kod, noqueado"),
    # SD-TARGET-IN-PLAY: no damage to a Foe already defeated
    Saying("power", "can I still deal damage to a foe that's already been defeated?",
           position=_PLAN + "~serenity: zoe | a Zoe die in Serenity\n~foes: saffron | another Foe is left\n"
                    "ask: zoe cover-fire niska x2 | said: defeated, already defeated, beaten, already beat, killed, "
                    "gone, out of play, derrotado"),
    # SD-MAL-INSPIRATION: 1 Outlaw or up to 2 Passengers, from the Cargo Hold
    Saying("power", "can Mal's Inspiration pull two outlaw dice out of the cargo hold?",
           position=_PLAN + "serenity: mal\n"
                    "cargo-hold: zoe, jayne | said: two outlaw, 2 outlaw, two outlaws, 2 outlaws, two brown, 2 brown, both brown, "
                    "brown dice, dos forajidos, dos marrones\n"
                    "~foes: saffron | a Foe is in play\nask: mal inspiration zoe, jayne | said: two outlaw, 2 outlaw, two outlaws, "
                    "2 outlaws, both outlaws, two brown, 2 brown, both brown, brown dice, dos forajidos, dos marrones"),
    Saying("power", "can Mal's Inspiration bring two passengers back from the cargo hold?",
           position=_PLAN + "serenity: mal\n"
                    "cargo-hold: simon, river | said: two passenger, 2 passenger, two passengers, 2 passengers, two white, "
                    "2 white, both white, white dice, dos pasajeros, dos blancos\n"
                    "~foes: saffron | a Foe is in play\nask: mal inspiration simon, river | said: two passenger, 2 passenger, two passengers, "
                    "2 passengers, both passengers, two white, 2 white, both white, white dice, dos pasajeros, dos blancos"),
    Saying("power", "Mal used Inspiration on the two white dice in the hold and rolled them back into Serenity, ok?",
           position=_PLAN + "serenity: mal\n"
                    "cargo-hold: simon, river | said: two passenger, 2 passenger, two passengers, 2 passengers, two white, "
                    "2 white, both white, white dice, dos pasajeros, dos blancos\n"
                    "~foes: saffron | a Foe is in play\nask: mal inspiration simon, river | said: two passenger, 2 passenger, two passengers, "
                    "2 passengers, both passengers, two white, 2 white, both white, white dice, dos pasajeros, dos blancos"),
    Saying("power", "can Mal's Inspiration bring back a die from the KO pile?",
           position=_PLAN + "serenity: mal\n"
                    "knocked-out: zoe | said: ko pile, knocked out, ko, koed, ko'd, montón ko\n~cargo-hold: none | nothing else is in the Cargo Hold\n"
                    "~foes: saffron | a Foe is in play\nask: mal inspiration zoe | said: ko pile, knocked out, ko, koed, kod, montón ko"),
    # SD-MAL-INSPIRATION with the dice taken not named: two Passengers may come back, two Outlaws may not
    Saying("power", "can Mal's Inspiration bring back two dice from the cargo hold?", position=_INSPIRED_TWO),
    Saying("power", "Ivo's Mal inspired two dice back out of his hold and rerolled them into Serenity. Kat says a "
                    "single Mal only ever returns one die. Is Kat right?", position=_INSPIRED_TWO),
    Saying("power", "mal inspiration grabbin 2 dice outta the hold at once fine?", position=_INSPIRED_TWO),
    # SD-MAL-INSPIRATION: "(These dice may be used this turn to fight any Foe!)"
    Saying("power", "if Mal's Inspiration brings two passengers back and one rolls River, can that River fight "
                    "this same turn?", position=_INSPIRED_FIGHT),
    Saying("power", "Noor's Mal rerolled both white dice from the hold into Serenity; a River showed up and she had "
                    "it blast every Foe with Unstable Reaction right away. Legal?", position=_INSPIRED_FIGHT),
    Saying("power", "mal inspired my zoe outta the hold n she rolled zoe again, can she cover fire rn or does she "
                    "sit out this turn",
           position=_PLAN + "serenity: mal | said: mal, inspiration, inspired, inspiracion\n"
                    "cargo-hold: zoe | said: cargo hold, the hold, outta the hold, out of the hold, bodega\n"
                    "~foes: niska | a Foe is in play\n"
                    "ask: mal inspiration zoe -> zoe then zoe cover-fire niska | said: " + _FIGHT_NOW +
                    ", rn, right now, sit out"),
    # SD-BOOK: one Book die per Foe in play, not per Foe die
    Saying("power-untargeted", "can one Book die use Salvation when the only foe left is three Niska dice?",
           position=_PLAN + "serenity: book | said: one book, 1 book, a single book, single book, one, a book\n"
                    "foes: niska x3 | said: three, 3, tres, three dice, only foe, one foe\n~at-risk: 200 | VP at risk\n"
                    "ask: book salvation | said: only foe, one foe, only one foe, single foe, three dice, 3 dice, three niska, "
                    "3 niska, only niska, just niska, solo un enemigo"),
    Saying("power-untargeted", "can a single Book use Salvation while Niska and Badger are both still up?",
           position=_PLAN + "serenity: book | said: one book, 1 book, a single book, single book, one, a book\n"
                    "foes: niska, badger | said: two foes, 2 foes, two different, two different foes, both, dos enemigos\n"
                    "~at-risk: 200 | VP at risk\nask: book salvation | said: salvation, salvacion"),
    # SD-BOOK with the Foes in play not told: enough Books turns on how many different Foes those
    # dice are (a count of Foe dice said, "three black dice", is still not a count of Foes). Three
    # unknown Foe dice stand in for the Foes nobody named: one, two or three different Foes
    Saying("power-untargeted", "I've got two Book dice, can I use Salvation to bank my at-risk pool and end my turn?",
           position=_PLAN + "serenity: book x2 | said: " + _TWO_BOOKS + "\n" + _FOES_UNNAMED.format(3) +
                    "ask: book salvation | said: " + _SALVATION),
    Saying("power-untargeted", "can I cash out my at-risk pool with a single Book die?",
           position=_PLAN + "serenity: book | said: one book, 1 book, a single book, single book, a book, one single book, "
                    "only book, lone book, that book, un book, un solo book, un dado de book\n" + _FOES_UNNAMED.format(2) +
                    "ask: book salvation | said: " + _SALVATION),
    Saying("power-untargeted", "Leo had two Book dice and 300 points at risk. He discarded both Books to bank the 300 "
                               "and end his turn.",
           position=_PLAN + "serenity: book x2 | said: " + _TWO_BOOKS + "\n" + _FOES_UNNAMED.format(3) +
                    "~at-risk: 300 | VP at risk\nask: book salvation | said: " + _SALVATION),
    Saying("power-untargeted", "two Book dice showing and three black dice still on the mat: can I dump both Books to "
                               "grab the at-risk pool and end my turn?",
           position=_PLAN + "serenity: book x2 | said: " + _TWO_BOOKS + "\n"
                    "foes: ? x3 | said: three black dice, 3 black dice, three foe dice, 3 foe dice, three dice, "
                    "3 dice, three black, tres dados negros, tres dados de enemigo\n"
                    "ask: book salvation | said: " + _SALVATION),
    # ... and told: one Book per Foe, whatever its dice (three Niska dice are one Foe)
    Saying("power-untargeted", "I have two Books and the foes left are three Niska dice and one Badger die, can I use "
                               "Salvation to bank my pool?",
           position=_PLAN + "serenity: book x2 | said: " + _TWO_BOOKS + "\nfoes: niska x3, badger\n"
                    "ask: book salvation | said: " + _SALVATION),
    Saying("power-untargeted", "Dana had two Book dice, and the Foes left were Niska with three dice and Badger with one. "
                               "She discarded both Books to bank her pool and end her turn. Her brother says she needed "
                               "four Books, one for every Foe die. Who's right?",
           position=_PLAN + "serenity: book x2 | said: " + _TWO_BOOKS + "\nfoes: niska x3, badger\n"
                    "ask: book salvation | said: " + _SALVATION),
    Saying("power-untargeted", "Foes in play: three Saffron dice and one Niska die, and I have two Books. Someone says I'd "
                               "need four Books for four Foe dice. Can I do it with two?",
           position=_PLAN + "serenity: book x2 | said: " + _TWO_BOOKS + ", with two, with 2\nfoes: saffron x3, niska\n"
                    "ask: book salvation | said: " + _SALVATION + ", do it with two, do it with 2, enough"),
    Saying("power-untargeted", "2 books showing, foes left are three niska and one badger, can i salvation out and keep "
                               "my pool?",
           position=_PLAN + "serenity: book x2 | said: " + _TWO_BOOKS + "\nfoes: niska x3, badger\n"
                    "ask: book salvation | said: " + _SALVATION + ", keep my pool, keep the pool, keep my points"),
    Saying("power-untargeted", "two Books showing with Niska, Saffron and Badger all still in play: can I use Salvation "
                               "to bank my pool and end my turn?",
           position=_PLAN + "serenity: book x2 | said: " + _TWO_BOOKS + "\nfoes: niska, saffron, badger\n"
                    "ask: book salvation | said: " + _SALVATION),
    Saying("power-untargeted", "tengo dos dados de Book, ¿puedo usar la Salvación para guardarme los puntos en riesgo y "
                               "terminar mi turno?", "es",
           position=_PLAN + "serenity: book x2 | said: " + _TWO_BOOKS + "\n"
                    "~foes: ? x3 | los enemigos en juego, que el mensaje no nombra (tres dados desconocidos en su lugar: "
                    "uno, dos o tres enemigos distintos)\n"
                    "ask: book salvation | said: " + _SALVATION),
    # SD-KAYLEE: Thruster Overload moves a die from the KO pile, not from the Cargo Hold
    Saying("power-from-ko", "can Kaylee's Thruster Overload take a die out of the cargo hold instead of the KO pile?",
           position=_PLAN + "~serenity: kaylee | a Kaylee die in Serenity\n~knocked-out: mal | a die in the KO pile\n"
                    "cargo-hold: zoe | said: cargo hold, cargo, the hold, bodega\n~foes: niska | a Foe is in play\n"
                    "ask: kaylee thruster-overload niska zoe | said: cargo hold, cargo, the hold, bodega"),
    # SD-MISSION-COMPLETE: completed from Phase 3 on, and only once
    Saying("complete", "can I complete my mission before the foes strike?",
           position="~step: misbehave | you are in Step 3 – Misbehave!\n"
                    "phase: foes-strike | said: before the foes strike, before they strike, before foes strike, "
                    "before niska strikes, before the strike, phase 2, antes\n"
                    "~mission: needs zoe | the Mission's faces\n~serenity: zoe | the Mission's faces show in Serenity\n"
                    "~foes: niska | a Foe is in play\nask: complete | said: complete, completing, finish, completar"),
    Saying("complete", "can I complete the same mission a second time this turn?",
           position=_PLAN + "mission: needs zoe; completed | said: second time, twice, again, already completed, already done, "
                    "already finished, otra vez\n~serenity: zoe | the Mission's faces show in Serenity\n"
                    "~foes: niska | a Foe is in play\nask: complete | said: second time, twice, again, already completed, already done, "
                    "already finished, otra vez"),
    # SD-CARGO-NO-MISSION: dice in the Cargo Hold do not count towards a Mission
    Saying("complete", "can a die sitting in the cargo hold count toward finishing my mission?",
           position=_PLAN + "~mission: needs zoe x2 | the Mission's faces\n~serenity: zoe | your Crew in Serenity\n"
                    "cargo-hold: zoe | said: cargo hold, cargo, the hold, bodega\n~foes: niska | a Foe is in play\n"
                    "ask: complete | said: complete, completing, finish, finishing, count toward, completar"),
    # SD-MISSION-DICE-STAY: the dice that complete a Mission stay in Serenity and can still be used
    Saying("power", "after my Zoe helped complete the mission, can she still use Cover Fire?",
           position=_PLAN + "mission: needs zoe x2 | said: complete, completed, finished, done, completar\n"
                    "serenity: zoe x2\n~foes: niska | a Foe is in play\n"
                    "ask: complete then zoe cover-fire niska | said: cover fire, cover-fire, fuego de cobertura"),
    # SD-LAY-LOW-OR-KEEP-FLYIN: Lay Low is chosen in Step 4, not in the middle of the fight
    Saying("lay-low", "can I lay low in the middle of the fight while a foe is still up?",
           position="step: misbehave | said: middle of the fight, mid-fight, mid fight, during the fight, during misbehave, "
                    "step 3, still up, still in play, still standing, before beating, before i beat, mitad de la pelea, en plena pelea, "
                    "paso 3\n"
                    "~phase: have-a-plan | Crew powers are used now\n~foes: niska | a Foe is in play\n~at-risk: 200 | VP at risk\n"
                    "ask: lay-low | said: lay low, laying low, lie low"),
    # SD-ESCAPE: only once the Escape Mission is completed
    Saying("escape", "can I use the escape if I haven't completed the mission yet?",
           position=_PLAN + "mission: needs zoe; keywords escape | said: before i've actually completed, before completing, "
                    "before i complete, before finishing, not completed, haven't completed, havent completed, without completing, "
                    "incomplete, unfinished, not done, sin completar\n"
                    "~serenity: mal | your Crew in Serenity\n~foes: niska | a Foe is in play\n~at-risk: 200 | VP at risk\n"
                    "ask: escape | said: haven't completed, havent completed, not completed, before completing, before i complete, "
                    "without completing, incomplete, unfinished, not done, haven't finished, havent finished, not finished, "
                    "sin completar"),
    # SD-SKIP-STEP-4 / SD-DAMAGE-REPORT-LOSS: a Foe left at the Damage Report ends the turn: no Lay Low
    Saying("lay-low", "Niska survived to the damage report, can I still lay low and bank my points?",
           position="step: misbehave | said: damage report, phase 4, end of the fight, after the fight, informe de danos\n"
                    "~phase: damage-report | Phase 4 – Damage report\n~foes: niska | a Foe is still in play\n~at-risk: 300 | VP at risk\n"
                    "ask: lay-low | said: survived, survive, still up, still in play, still standing, left standing, foe left, "
                    "foes left, still alive, sobrevivio"),
    # SD-NO-SUCH-POWER: each face has only its own powers
    Saying("power", "can Zoe use Vera the way Jayne does?",
           position=_PLAN + "~serenity: zoe | a Zoe die in Serenity\n~foes: niska | a Foe is in play\n"
                    "ask: zoe vera niska | said: zoe use vera, zoe uses vera, zoe using vera, zoe's vera, zoe vera, "
                    "zoe fire vera, zoe fires vera"),
    # SD-HERO: on Hero, 4 of a kind of one Foe costs the others 100 VP, as in the standard game
    Saying("penalty", "on hero difficulty, do four Saffrons make the other players discard 100 VP?",
           position=_CHECK + "difficulty: hero | said: hero, heroe, héroe\n"
                    "foes: saffron x4 | said: four, 4, cuatro, four of a kind, 4 of a kind\n"
                    "ask: penalty | said: lose 100, discard 100, pay 100, drop 100, 100 vp, 100 points, penalty, perder 100"),
    Saying("penalty", "we play on hero, do three Badgers already cost everyone else 100 VP?",
           position=_CHECK + "difficulty: hero | said: hero, heroe, héroe\n"
                    "foes: badger x3 | said: three, 3, tres, three of a kind, 3 of a kind\n"
                    "ask: penalty | said: three, 3, tres, three of a kind, 3 of a kind"),
    # SD-STEP1-END: with the dice checked and nothing due, play goes on to Step 2
    Saying("proceed", "after checking the dice, with no team bonus, can I go on and reveal a mission?",
           position=_CHECK + "~serenity: mal, zoe | fewer than four different Outlaws in Serenity\n"
                    "~foes: niska | a Foe is in play\n"
                    "ask: proceed | said: reveal a mission, get a mission, draw a mission, flip a mission, step 2, "
                    "paso 2, go on, move on"),
    # SD-MISSION-REVEAL: once the Mission is revealed, play goes on to Step 3
    Saying("proceed", "I turned over the top mission, can we start misbehaving?",
           position="~step: get-a-mission | you are in Step 2 – Get a Mission\n"
                    "~mission: needs zoe | the Mission card is revealed, with no keyword that stops you\n"
                    "~serenity: mal | your Crew in Serenity\n~foes: niska | a Foe is in play\n"
                    "ask: proceed | said: misbehave, misbehaving, step 3, paso 3, start the fight, go on, move on"),
    # SD-DAMAGE-REPORT: after Have a plan comes Phase 4 – Damage report
    Saying("proceed", "I'm finished using my crew in have a plan, can I wrap up the fight now?",
           position=_PLAN + "~serenity: mal | a Crew die left unused in Serenity\n~foes: niska | a Foe is in play\n"
                    "ask: proceed | said: wrap up, end the fight, finish the fight, move on, go on, next phase, "
                    "terminar la pelea"),
    # SD-DAMAGE-REPORT-LOSS: a Foe left at the Damage Report loses the whole at-risk pool
    Saying("proceed", "at the damage report Niska is undefeated, do I lose my whole at-risk pool?",
           position="~step: misbehave | you are in Step 3 – Misbehave!\n"
                    "phase: damage-report | said: damage report, phase 4, informe de daños, informe de danos\n"
                    "foes: niska | said: undefeated, unbeaten, not defeated, never defeated, not beaten, invicto\n"
                    "~at-risk: 300 | VP at risk\n"
                    "ask: proceed | said: lose my, lose the, lose all, lose everything, lose it all, lost, pierdo"),
    # SD-DAMAGE-REPORT-SUPPLIES: every Foe defeated, each Supply die left is claimed
    Saying("proceed", "I defeated every foe and two supply dice are left, do I claim two supplies at the damage report?",
           position="~step: misbehave | you are in Step 3 – Misbehave!\n"
                    "phase: damage-report | said: damage report, phase 4, informe de daños, informe de danos\n"
                    "foes: none | said: every foe, all foes, all the foes, all of the foes, no foes left, no foe left, "
                    "todos los enemigos\n"
                    "supplies: 2 | said: supply, supplies, barrel, barrels, suministro, suministros\n"
                    "ask: proceed | said: claim, take, get, gain, collect, reclamar"),
    # SD-BADGER: each Badger die in play captures a Supply die when he strikes
    Saying("strike", "does Badger capture my supply dice when he strikes?",
           position=_STRIKE + "~serenity: mal | your Crew in Serenity\nfoes: badger\n"
                    "supplies: 1 | said: supply, supplies, barrel, barrels, suministro\n"
                    "ask: strike badger | said: capture, captures, take, takes, steal, steals, grab, grabs"),
    # SD-SHINY-BONUS: only a Shiny Mission gives damage when completed, and 1 damage to one Foe
    Saying("complete", "when I complete a normal mission that isn't shiny, do I get to deal 1 damage to Niska?",
           position=_PLAN + "mission: needs zoe | said: normal, regular, ordinary, not shiny, isn't shiny, isnt shiny, "
                    "non shiny, non-shiny, no shiny, not a shiny\n"
                    "~serenity: zoe | the Mission's faces show in Serenity\n~foes: niska | a Foe is in play\n"
                    "ask: complete niska | said: 1 damage, one damage, damage, dano"),
    Saying("complete", "can the bonus from completing a shiny mission do 1 damage each to Niska and Saffron?",
           position=_PLAN + "mission: needs zoe; keywords shiny | said: shiny\n"
                    "~serenity: zoe | the Mission's faces show in Serenity\nfoes: niska, saffron\n"
                    "ask: complete niska, saffron | said: both, each, two foes, 2 foes, ambos, cada"),
    # SD-TURN-OVER: once the turn is over nothing more is done in it
    Saying("proceed", "I already laid low, can I keep going this turn?",
           position="step: turn-over | said: laid low, lay low, turn is over, turn's over, turn ended, ended my turn, "
                    "already escaped, ya termine\n"
                    "ask: proceed | said: keep going, keep playing, continue, carry on, go on, do more, seguir"),
    # SD-DIE-FACES: a brown (Outlaw) die shows no Passenger face
    Saying("reroll", "I rerolled my Mal with a Wash and the brown Mal die came up River, is that possible?",
           position=_REROLL + "serenity: wash, mal\n~foes: niska | a Foe is in play\n"
                    "ask: reroll wash, mal -> wash, river | said: came up river, rolled river, rolled a river, "
                    "showed river, shows river, landed on river, turned into river"),
    Saying("reroll", "River rerolled a Niska and the black die came up Zoe, does that count?",
           position=_REROLL + "serenity: river\nfoes: niska\n"
                    "ask: reroll river, niska -> river, zoe | said: came up zoe, rolled zoe, rolled a zoe, "
                    "showed zoe, shows zoe, landed on zoe, turned into zoe"),
    # SD-LAY-LOW: laying low banks the pool and ends the turn: nothing more is done in it
    Saying("lay-low", "can I lay low to bank my points and then keep flyin anyway?",
           position="~step: lay-low-or-keep-flyin | Step 4 – Lay Low or Keep Flyin'\n~cargo-hold: zoe, wash | dice in the Cargo Hold\n"
                    "~at-risk: 300 | VP at risk\n"
                    "ask: lay-low then keep-flyin | said: then keep flyin, then keep flying, and keep flyin, and keep flying, "
                    "and then keep flyin, and then keep flying, still keep flyin, still keep flying, then go again, "
                    "and go again, then push on, still go again, also go again, still push on, also keep flyin, also keep flying, "
                    "keep flyin afterwards, keep flying afterwards, go again afterwards, keep flyin after, keep flying after, "
                    "y seguir volando"),
    Saying("lay-low", "if I lay low now, do I still get to go again this turn?",
           position="~step: lay-low-or-keep-flyin | Step 4 – Lay Low or Keep Flyin'\n~cargo-hold: zoe, wash | dice in the Cargo Hold\n"
                    "~at-risk: 300 | VP at risk\n"
                    "ask: lay-low then keep-flyin | said: still get to go again, still go again, still keep flyin, still keep flying, "
                    "still get to keep flyin, still get to keep flying, still push on, also go again, go again afterwards, "
                    "another turn after, seguir volando igual"),
    Saying("lay-low", "once I've laid low and banked my points, can I still finish my mission this turn?",
           position="~step: lay-low-or-keep-flyin | Step 4 – Lay Low or Keep Flyin'\n"
                    "~mission: needs zoe | the Mission card\n~at-risk: 300 | VP at risk\n"
                    "ask: lay-low then complete | said: still finish, still complete, then finish, then complete, "
                    "finish my mission, complete my mission, finish the mission, complete the mission, completar"),
    # SD-ROLL-FIRST / SD-KEEP-FLYIN: Keep Flyin' starts a new turn at Step 1: the Cargo Hold dice are rolled again
    Saying("reroll", "if I keep flyin, can I reroll just my Wash from the cargo hold instead of rolling everything?",
           position="~step: lay-low-or-keep-flyin | Step 4 – Lay Low or Keep Flyin'\n"
                    "cargo-hold: wash, zoe | said: cargo hold, cargo, the hold, bodega\n~at-risk: 300 | VP at risk\n"
                    "ask: keep-flyin then reroll wash | said: instead of rolling, without rolling, rather than rolling, "
                    "instead of rolling everything, without rolling everything, instead of rolling them all, "
                    "instead of rolling all, en vez de tirar"),
    Saying("power", "when I keep flyin, does my Zoe in the cargo hold keep her face so she can use Cover Fire without rolling?",
           position="~step: lay-low-or-keep-flyin | Step 4 – Lay Low or Keep Flyin'\n"
                    "cargo-hold: zoe, wash | said: cargo hold, cargo, the hold, bodega\n~at-risk: 300 | VP at risk\n"
                    "ask: keep-flyin then zoe cover-fire niska | said: without rolling, without rerolling, without a new roll, "
                    "keep her face, keeps her face, keep its face, keeps its face, keep the face, keep their faces, "
                    "keep the faces, as they are, sin tirar"),
    # SD-NEXT-TURN: after a turn is over, your next turn comes next round with all 15 dice; after the last round the game ends
    Saying("lay-low", "if I lay low now, does my next turn start with all fifteen dice again?",
           position=_LAYING_LOW + "~at-risk: 300 | VP at risk\n"
                    "ask: lay-low then next-turn | said: all fifteen dice, all 15 dice, all fifteen, all 15, all the dice back, "
                    "every die back, full set of dice, whole set of dice, the full 15, todos los dados, los 15 dados"),
    Saying("proceed", "Badger survived so my turn's over, do I get all 15 dice back for my next turn next round?",
           position="~step: misbehave | you are in Step 3 – Misbehave!\n~phase: damage-report | Phase 4 – Damage report\n"
                    "foes: badger | said: survived, survives, still standing, still up, still in play, left standing, undefeated\n"
                    "~at-risk: 300 | VP at risk\n"
                    "ask: proceed then next-turn | said: all fifteen dice, all 15 dice, all fifteen, all 15, all the dice back, "
                    "every die back, full set of dice, whole set of dice, the full 15, todos los dados, los 15 dados"),

    # SD-SCORING: VP banked by laying low in the last round count at face value in the final score
    Saying("lay-low", "last round: if I lay low with 300 at risk, do those points count toward my final score?",
           position="round: 3 | said: round 3, round three, third round, 3rd round, last round, final round, ultima ronda\n"
                    + _LAYING_LOW + "~at-risk: 300 | VP at risk\n"
                    "~player: {me} | you are the active player\n"
                    "ask: lay-low then next-turn then score {me} | said: final score, count toward my score, "
                    "count towards my score, count for my score, count at the end, end of game score, puntuacion final"),

    # SD-ROLL: Keep Flyin' puts the Cargo Hold dice and all 5 Foe dice in hand: they are rolled together and sorted at once
    Saying("keep-flyin", "when I keep flyin, do I roll my cargo hold dice together with all five foe dice?",
           position=_SD_KEEP_FLYIN_ROLL),
    Saying("keep-flyin", "my mate says keep flying means I roll what's left in the hold plus all 5 foe dice again, right?",
           position=_SD_KEEP_FLYIN_ROLL),

    # SD-MISSION-DICE-STAY: completing a Mission spends no die: the dice that show its faces stay in
    # Serenity and can still use their powers afterwards
    Saying("power", "I completed my mission with two Zoe dice, can I then fire Cover Fire with those same Zoes?",
           position=_PLAN + "mission: needs zoe x2 | said: mission, mision\n"
                    "serenity: zoe x2\nfoes: niska x2\n"
                    "ask: complete then zoe cover-fire niska x2 | said: " + _SAME_DICE),
    Saying("power", "Ava finished the mission with her Mal dice and then used those same Mals to Charm Saffron. "
                    "Her friend says dice that complete a mission are used up. Is Ava right?",
           position=_PLAN + "mission: needs mal x2 | said: mission, mision\n"
                    "serenity: mal x2\nfoes: saffron x2\n"
                    "ask: complete then mal charm saffron x2 | said: " + _SAME_DICE),
    Saying("power", "mission done with my jaynes lol, can they still vera badger or are they spent",
           position=_PLAN + "mission: needs jayne | said: mission, mision\n"
                    "serenity: jayne\nfoes: badger x2\n"
                    "ask: complete then jayne vera badger x2 | said: " + _SAME_DICE + ", still vera, still use"),
    Saying("complete", "do the dice that complete a mission go to the KO pile?",
           position=_PLAN + "~mission: needs zoe | the Mission's faces\n~serenity: zoe | the Mission's faces show in Serenity\n"
                    "~foes: niska | a Foe is in play\n"
                    "ask: complete | said: go to the ko, go to ko, moved to the ko, move them to the ko, go in the ko, "
                    "stay in serenity, stay out of the ko, stay out of ko, are used up, get used up, are spent, get spent, "
                    "go to the knocked out, to the ko area, into the ko area, moving them to the ko, move them to the ko, "
                    "sitting in serenity, leave them in serenity, leaving them in serenity, left in serenity, "
                    "van al montón ko"),
    # SD-MISSION-BONUS: the card's bonus is applied at once, when the Mission is completed
    Saying("complete", "when I complete the mission, does its bonus apply right away?",
           position=_PLAN + "mission: needs zoe; bonus 200 vp, 2 supplies | said: bonus, reward, bono\n"
                    "~serenity: zoe | the Mission's faces show in Serenity\n~foes: niska | a Foe is in play\n"
                    "ask: complete | said: right away, immediately, at once, straight away, inmediatamente"),
    # SD-INARA-BANKED: Companionship's 100 VP were never at risk: a Damage Report lost to a Foe
    # returns the pool only (said by Inara's points kept, not by a pool kept)
    Saying("power-untargeted", "I used Inara for 100 earlier, then Badger was still up at the damage report and I lost "
                               "my at-risk pool. Do I keep Inara's 100?",
           position=_INARA_BUST),
    Saying("power-untargeted", "Kai used Inara's Companionship and slid 100 behind his screen, then the Foes wiped him "
                               "out and his at-risk pool went back. His sister says the Inara points go back too. "
                               "Does Kai keep them?",
           position=_INARA_BUST),
    Saying("power-untargeted", "inara 100 then got wrecked by niska, i still keep the inara points right",
           position=_INARA_BUST),
    Saying("power-untargeted", "I busted at the damage report: does Inara's 100 go back to the supply with my at-risk pool?",
           position=_BUSTED +
                    "~foes: badger | a Foe is still in play\n~at-risk: 200 | VP at risk\n"
                    "scored-at-once: 100 | said: inara, companionship, compania\n"
                    "~banked: 100 | the 100 VP Companionship scored behind the screen\n"
                    "ask: return 300 vp | said: does inara's 100 go back, does inara's 100 also go back, does the inara 100 go back, "
                    "do inara's points go back, do i lose inara's, do i also lose inara's, do i lose the inara, "
                    "do i have to hand back inara, do i have to give back inara, do i give back inara, "
                    "do i hand back inara, have to return inara"),
    # SD-VP-SEPARATE: the Damage Report takes back the at-risk pool, never the VP already behind the screen
    Saying("proceed", "Badger survived the damage report: do I also lose the 500 VP I banked earlier?",
           position=_BUSTED +
                    "~foes: badger | a Foe is still in play\n~at-risk: 200 | VP at risk\n"
                    "banked: 500 | said: banked, behind my screen, behind the screen, earlier, last round, last turn, "
                    "already scored, guardados\n"
                    "ask: return 700 vp | said: banked too, banked as well, lose my banked, lose the banked, lose what i banked, "
                    "behind my screen too, behind my screen as well, points i banked, vp i banked, banked earlier, "
                    "already banked, guardados tambien"),
    # SD-PENALTY-NO-VP: an other player with no VP to discard loses nothing more
    Saying("penalty", "I rolled four Niskas so the others discard 100 VP, but Tom has no points: does he just pay "
                      "nothing?",
           position=_CHECK + "~difficulty: standard | you play the standard difficulty\n"
                    "foes: niska x4 | said: four, 4, cuatro, four of a kind, 4 of a kind\n"
                    "others: Other 0 | said: " + _NO_VP + "\n"
                    "supplies: ? | said: " + _PAID_OR_CLAIMED + "\n"
                    "ask: penalty | said: " + _PAYS_NOTHING),
    Saying("penalty", "4 saffrons on my roll so everyone else drops 100 vp, jo is at zero so shes off the hook rite",
           position=_CHECK + "~difficulty: standard | you play the standard difficulty\n"
                    "foes: saffron x4 | said: four, 4, cuatro, four of a kind, 4 of a kind\n"
                    "others: Other 0 | said: " + _NO_VP + "\n"
                    "supplies: ? | said: " + _PAID_OR_CLAIMED + "\n"
                    "ask: penalty | said: " + _PAYS_NOTHING),
    # SD-KEEP-FLYIN: the next turn rolls all 5 Foe dice and only the Cargo Hold's dice: the dice
    # knocked out for their powers stay out
    Saying("keep-flyin", "if I keep flyin, can I take my knocked out Zoe and Jayne back into the roll with the cargo "
                         "hold dice?",
           position=_KO_BACK),
    Saying("keep-flyin", "Rae beat every Foe and chose Keep Flyin'. For her next roll she scooped up the Jayne she had "
                         "KO'd for Vera along with the Cargo Hold dice. Is that allowed?",
           position=_KO_BACK),
    Saying("keep-flyin", "kept flyin n grabbed my ko'd dice back for the new roll, its a new turn so fine?",
           position=_KO_BACK),
    # SD-KEEP-FLYIN / SD-DAMAGE-REPORT-SUPPLIES: Supplies claimed are permanent: losing the next turn
    # takes back the at-risk pool, not them
    Saying("keep-flyin", "I took 2 supplies, chose keep flyin and then lost to the foes. Do I still keep the supplies?",
           position=_SUPPLIES_KEPT),
    Saying("keep-flyin", "Ned grabbed two Supply cards, kept flyin' and got wiped out by Badger on the next turn. "
                         "He keeps the Supply cards behind his screen. Is that right?",
           position=_SUPPLIES_KEPT),
    Saying("keep-flyin", "kept flyin n got smoked lol, the supplies i grabbed before r still mine tho?",
           position=_SUPPLIES_KEPT),
    Saying("keep-flyin", "lost the turn after keeping flyin, but the supplies I took earlier are still mine, right?",
           position=_SUPPLIES_KEPT),
    Saying("keep-flyin", "Lu kept flying and Niska beat her. Sam wants the two supplies she claimed before back in "
                         "the center, but she keeps them, doesn't she?", position=_SUPPLIES_KEPT),
    # SD-SKIP-STEP-4: defeated at the Damage Report, the turn is over: no Step 4, no Keep Flyin'
    Saying("keep-flyin", "Niska is still standing at the damage report, can I keep flyin anyway?",
           position="step: misbehave | said: damage report, phase 4, end of the fight, after the fight, informe de danos\n"
                    "~phase: damage-report | Phase 4 – Damage report\n~foes: niska | a Foe is still in play\n"
                    "~at-risk: 300 | VP at risk\n"
                    "ask: keep-flyin | said: still standing, still up, still in play, survived, survive, left standing, "
                    "foe left, foes left, still alive, undefeated, sobrevivio"),
    # SD-DAMAGE: each point of damage removes one Foe die: 2 damage removes two
    Saying("power", "can Mal's Charm take two Saffron dice off at once?",
           position=_PLAN + "serenity: mal\nfoes: saffron x3 | said: saffron, saffrons\n"
                    "ask: mal charm saffron x2 | said: two, 2, both, two dice, two of them, two saffron, two saffrons, dos, "
                    "one die, 1 die, only one die, only ever one, just one die, un solo dado"),
    Saying("power", "Jayne's Vera hits the Badgers: do both points of damage each remove a Badger die?",
           position=_PLAN + "serenity: jayne\nfoes: badger x2 | said: badger, badgers\n"
                    "ask: jayne vera badger x2 | said: two, 2, both, two dice, each remove, two badger, two badgers, dos"),

    # SD-GORRAM told with the card's icons and the points banked, the table objecting
    Saying("lay-low", "we finished the gorram mission, the one that wanted two rifles, and I'm laying low to bank my "
                      "200 now, but the table says I can't?",
           position="~step: lay-low-or-keep-flyin | Step 4 – Lay Low or Keep Flyin'\n"
                    "mission: needs zoe x2; keywords gorram; completed | said: " + _kw_with(("gorram",), _DONE) +
                    "\n~at-risk: 200 | VP at risk\n"
                    "ask: lay-low | said: lay low, laying low, lays low, lie low, bank, banking"),
    # SD-FOUR-OF-A-KIND said as the book does: the others discard 100 VP to the main supply
    Saying("penalty", "after my rerolls four Badgers are still showing, so all the other players toss 100 VP back to "
                      "the main supply, right?",
           position=_CHECK + "~difficulty: standard | you play the standard difficulty\n"
                    "foes: badger x4 | said: four, 4, cuatro, four of a kind, 4 of a kind\n"
                    "ask: penalty | said: to the supply, to the main supply, back to the supply, toss 100, tosses 100, "
                    "discard 100, lose 100, drop 100, pay 100, 100 vp, 100 points, perder 100"),
    # SD-PASSENGER-DAMAGE past Step 1: a River that can no longer Psychic Link still deals 1 damage as a Passenger
    Saying("passenger-damage", "we're past step 1 so River can't psychic link anymore, can she just hit Niska for 1 as a "
                               "passenger instead of unstable reaction?",
           position="step: misbehave | said: past step 1, after step 1, past get a crew, beyond step 1, out of step 1, "
                    "no longer in step 1, misbehave, step 3\n~phase: have-a-plan | Crew powers are used now\n"
                    "serenity: river\n~knocked-out: mal | a die knocked out earlier this turn\nfoes: niska\n"
                    "ask: river damage niska"),
    # SD-NISKA: one Crew die knocked out in all: a second Niska die does not strike again
    Saying("strike", "two Niska dice are locked, so Niska knocks out two of my crew dice, right?",
           position=_STRIKE + "~serenity: mal, zoe, wash | your Crew in Serenity\n"
                    "foes: niska x2 | said: two, 2, both, dos, two niskas, pair\n"
                    "ask: strike niska ko mal then strike niska ko zoe | said: two crew, 2 crew, two of my crew, "
                    "two dice, 2 dice, two crew dice, 2 crew dice, knocks out two, knock out two, ko two, ko 2, "
                    "two ko, 2 ko, two kod, 2 kod, dos dados"),

    # SD-MISSION-DICE-STAY told with the card's count and some of those dice used afterwards
    Saying("power", "my mission wanted four Zoes and I had exactly four; once it's complete, can two of those Zoes "
                    "still Cover Fire the Niskas?",
           position=_PLAN + "mission: needs zoe x4 | said: mission, mision, card\n"
                    "serenity: zoe x4\nfoes: niska x2\n"
                    "ask: complete then zoe cover-fire niska x2 | said: " + _SAME_DICE + ", " + _SOME_OF_THEM),
    Saying("power", "Ari's card asked for two rifles and his two Zoes showed them, so the mission counted as done. "
                    "Then both Zoes fired at Badger. His cousin says they were spent. Fair?",
           position=_PLAN + "mission: needs zoe x2 | said: mission, mision, card\n"
                    "serenity: zoe x2\nfoes: badger x2\n"
                    "ask: complete then zoe cover-fire badger x2 | said: " + _SAME_DICE + ", both zoes, both of them, "
                    "shoot with them, shoot with those, fire with them, fired with them, were spent, was spent, "
                    "used up by the mission, spent on the mission, belong in the ko, in the ko pile"),
    Saying("complete", "my card wanted four rifles and my four Zoes show them; with the mission done, do those Zoes "
                       "stay in Serenity or go to the KO area?",
           position=_PLAN + "mission: needs zoe x4 | said: mission, mision, card\n"
                    "serenity: zoe x4\n~foes: niska | a Foe is in play\n"
                    "ask: complete | said: stay in serenity, stays in serenity, sitting in serenity, leave them in serenity, "
                    "leaving them in serenity, leaving those, left in serenity, go to the ko, to the ko area, "
                    "into the ko area, moving them to the ko, move them to the ko, instead of moving them, "
                    "se quedan en serenity"),
    # SD-KEEP-FLYIN: the knocked-out dice stay out of the Keep Flyin' roll, said several ways
    Saying("keep-flyin", "going again with Keep Flyin', are my KO'd Zoe and Jayne part of the new roll?",
           position=_KO_BACK),
    Saying("keep-flyin", "push on n reuse the dice i burned on powers this turn for the fresh roll?", position=_KO_BACK),
    Saying("keep-flyin", "Tess pressed her luck for another turn and rolled every crew die she owns, the knocked-out "
                         "pair included. OK?",
           position="step: lay-low-or-keep-flyin | said: keep flyin, keep flying, kept flyin, kept flying, keeps flyin, "
                    "keeping flyin, keep going, kept going, another turn, push on, pushed on, go again, next turn, "
                    "seguir volando\n"
                    "~cargo-hold: mal x3, wash, kaylee, simon, river, book | the dice in the Cargo Hold\n"
                    "~knocked-out: zoe, jayne | the dice knocked out for their powers this turn\n~at-risk: 200 | VP at risk\n"
                    "ask: keep-flyin then roll mal x3, wash, kaylee, simon, river, book, zoe, jayne, niska, "
                    "saffron x2, badger x2 | said: all ten crew dice, all 10 crew dice, every crew die, all the crew dice, "
                    "all my crew dice, ten crew dice, 10 crew dice, knocked-out ones too, ko'd ones too, kod ones too, "
                    "ko'd ones included, knocked out ones included, todos los dados de tripulacion"),

    # SD-RIVER-REROLL: each River face takes its own Foe die along: two Rivers, two Foe dice
    Saying("reroll-power", "with two River dice showing, can each River take one foe die along on the reroll?",
           position=_TWO_RIVERS),
    Saying("reroll-power", "Sol has a pair of Rivers and rerolls both of them plus two black dice, one per River. "
                           "Dev says one River is one Foe die, so that's fine, right?", position=_TWO_RIVERS),
    Saying("reroll-power", "2 rivers up so im rerollin them + 2 foe dice, 1 each, ok?", position=_TWO_RIVERS),
    Saying("reroll-power", "tengo dos River, ¿puedo volver a tirar dos dados de enemigo, uno por cada River?", "es",
           position=_TWO_RIVERS),
    # SD-BOOK: a single Foe left, however many dice it shows, takes one Book
    Saying("power-untargeted", "the only foe left is Saffron with four dice: is one Book enough for Salvation?",
           position=_ONE_BOOK.format(foes="saffron x4")),
    Saying("power-untargeted", "Mia's last Foe is Badger, still on three dice. She discards her lone Book to bank "
                               "the pool and end the turn, but Ty says she needs a Book for every Badger die.",
           position=_ONE_BOOK.format(foes="badger x3")),
    Saying("power-untargeted", "1 book vs 2 niska dice n no other foe, salvation ok or do i need 2 books",
           position=_ONE_BOOK.format(foes="niska x2")),
    # SD-CARGO-NO-MISSION: a die Saffron moved to the Cargo Hold no longer counts for the Mission
    Saying("complete", "Saffron sent one of my Zoes to the cargo hold and my mission needs two Zoes; does the "
                       "one in the hold still count for it?", position=_HELD_FOR_MISSION.format(face="zoe")),
    Saying("complete", "Ola's card wants two Mals. One Mal is in Serenity, the other got moved to the cargo hold by "
                       "Saffron, and she completes the mission with both. Legal?",
           position=_HELD_FOR_MISSION.format(face="mal")),
    Saying("complete", "mission needs 2 zoes, 1 in serenity n 1 stuck in the hold, does the hold one count??",
           position=_HELD_FOR_MISSION.format(face="zoe")),
    Saying("complete", "Saffron's strike moved one of my two Zoes into the cargo hold; can that Zoe still count "
                       "toward my mission that needs two?", position=_STRUCK_FOR_MISSION.format(face="zoe", n=2)),
    Saying("complete", "When the Foes struck, Saffron put Kit's Mal in the hold. His card asks for two Mals and "
                       "just one is left in Serenity, so he counts the held one too. OK?",
           position=_STRUCK_FOR_MISSION.format(face="mal", n=2)),
    Saying("complete", "saffron sent my mal to the cargo hold, mission needs 2 mals, the hold one still counts rite",
           position=_STRUCK_FOR_MISSION.format(face="mal", n=2)),
    Saying("complete", "During the Foes strike Saffron bumped one of my four Zoes to the hold. The card needs four "
                       "rifle icons, so can the one in the hold still count toward it?",
           position=_STRUCK_FOR_MISSION.format(face="zoe", n=4)),
    # SD-NISKA: one Crew die knocked out however many Niska dice are locked, said as one per Niska die
    Saying("strike", "three Niskas are locked and Gil says I lose a crew die for each one of them. Is that right?",
           position=_STRIKE + "~serenity: mal, zoe, wash | your Crew in Serenity\n"
                    "foes: niska x3 | said: three, 3, tres, three niskas, 3 niskas\n"
                    "ask: strike niska ko mal then strike niska ko zoe then strike niska ko wash | said: for each, "
                    "each one, one per, per niska, a crew die for each, one for each, three crew, 3 crew, ko three, "
                    "ko 3, knock out three, knocks out three, three dice, 3 dice, por cada"),

    # SD-DAMAGE: each point of damage takes one Foe die off, said other ways
    Saying("power", "Vera on a Niska with three dice: do both points knock two of her dice off?",
           position=_PLAN + "serenity: jayne | said: jayne, vera\nfoes: niska x3 | said: three, 3, tres, three dice, 3 dice\n"
                    "ask: jayne vera niska x2 | said: two of her dice, two dice, 2 dice, two off, 2 off, both points, "
                    "two of them, dos dados"),
    Saying("power", "¿el Charm de Mal le quita dos dados a Saffron de una vez?", "es",
           position=_PLAN + "serenity: mal\nfoes: saffron x3 | said: saffron\n"
                    "ask: mal charm saffron x2 | said: dos dados, de una vez, dos de golpe, two dice"),
    # SD-MISSION-DICE-STAY in Spanish
    Saying("power", "completé la misión con mis dos Zoe, ¿puedo usar esos mismos Zoe para el fuego de cobertura?", "es",
           position=_PLAN + "mission: needs zoe x2 | said: mision, misión, carta\n"
                    "serenity: zoe x2\nfoes: niska x2\n"
                    "ask: complete then zoe cover-fire niska x2 | said: esos mismos, los mismos, esas mismas, despues, "
                    "después, todavia, todavía, same zoes"),
    # SD-PENALTY-NO-VP in Spanish
    Saying("penalty", "saqué cuatro Badger y los demás pierden 100, pero Ana no tiene puntos: ¿se libra sin pagar nada?",
           "es",
           position=_CHECK + "~difficulty: standard | se juega la dificultad estándar\n"
                    "foes: badger x4 | said: cuatro, 4, four\n"
                    "others: Other 0 | said: no tiene puntos, sin puntos, cero puntos, 0 puntos, ningun punto, "
                    "ningún punto\n"
                    "ask: penalty | said: se libra, sin pagar, no paga, no paga nada, nada mas, nada más, no debe nada"),
    # SD-KEEP-FLYIN in Spanish: the knocked-out dice stay out of the next roll
    Saying("keep-flyin", "si sigo volando, ¿puedo meter en la nueva tirada los dados noqueados?", "es",
           position="step: lay-low-or-keep-flyin | said: sigo volando, seguir volando, sigue volando, keep flyin, "
                    "keep flying, otro turno\n"
                    "~cargo-hold: mal | los dados de la bodega\n"
                    "~knocked-out: zoe, jayne | los dados noqueados por sus poderes este turno\n~at-risk: 200 | PV en riesgo\n"
                    "ask: keep-flyin then roll mal, zoe, jayne, niska, saffron x2, badger x2 | said: noqueados, "
                    "noqueado, montón ko, monton ko, knocked out, ko'd"),
    # SD-SKIP-STEP-4 in Spanish: a Foe left at the Damage Report ends the turn, no Step 4
    Saying("keep-flyin", "Niska sigue en pie en el informe de daños, ¿puedo seguir volando igual?", "es",
           position="step: misbehave | said: informe de daños, informe de danos, fase 4, damage report\n"
                    "~phase: damage-report | Fase 4 – Informe de daños\n~foes: niska | un enemigo sigue en juego\n"
                    "~at-risk: 300 | PV en riesgo\n"
                    "ask: keep-flyin | said: sigue en pie, sigue vivo, sigue en juego, sobrevivio, sobrevivió, "
                    "no lo derrote, no la derrote, still standing"),

    # SD-MAL-INSPIRATION: an Outlaw die Inspiration brings back may fight that same turn
    Saying("power", "if Mal's Inspiration brings an Outlaw die back from the cargo hold, can it fight a Foe later "
                    "this same turn?", position=_INSPIRED_OUTLAW),
    Saying("power", "Pia's Mal inspired her brown die out of the hold; it rolled Zoe and she fired Cover Fire at "
                    "Niska right after. Her friend says it has to sit out the turn.", position=_INSPIRED_OUTLAW),
    Saying("power", "mal inspires an outlaw outta the hold, can it shoot this turn or nah", position=_INSPIRED_OUTLAW),
    Saying("power", "si la Inspiración de Mal saca un forajido de la bodega, ¿puede luchar este mismo turno?", "es",
           position=_INSPIRED_OUTLAW),
    # SD-BADGER: Supplies captured by Badger are scored the moment he is defeated
    Saying("power", "Badger grabbed two of my supply dice; if I take him out with Jayne's Vera while Saffron is still "
                    "up, do I score those supplies right away?", position=_BADGER_BEATEN),
    Saying("power", "Two Badger dice had each captured a barrel. Lou finished Badger off with Vera while Niska was "
                    "still up and says the captured supplies are his now. Right?", position=_BADGER_BEATEN),
    Saying("power", "killed badger w vera, the supplies he nabbed r mine now even tho saffron's still up?",
           position=_BADGER_BEATEN),
    Saying("power", "Badger capturó dos suministros; si lo derroto con la Vera de Jayne con Niska aún en juego, "
                    "¿puntúo esos suministros ya?", "es", position=_BADGER_BEATEN),
    # SD-TEAM-BONUS told by the four Outlaws showing and the free damage
    Saying("team-bonus", "after my rerolls I have Mal, Zoe, Jayne and Kaylee, four different outlaws, so I get a free "
                         "damage on a foe right away?", position=_FOUR_OUTLAWS),
    Saying("team-bonus", "Ren's Serenity shows Mal, Zoe, Jayne and Kaylee when the dice are checked, so he zaps Niska "
                         "for 1 before anything strikes. Fine?", position=_FOUR_OUTLAWS),
    Saying("team-bonus", "4 diff outlaws after rerolls = free dmg on badger rite", position=_FOUR_OUTLAWS),
    Saying("team-bonus", "tras volver a tirar tengo cuatro forajidos distintos, ¿hago 1 de daño gratis a un enemigo?",
           "es", position=_FOUR_OUTLAWS),
    # SD-MAL-CHARM: Charm hits Saffron only, not another Foe
    Saying("power", "Saffron's already beaten, so can Mal's Charm put its 2 damage on Badger instead?",
           position=_CHARM_ELSEWHERE),
    Saying("power", "Ivy pointed her Mal at Niska and called Charm for two damage. Bo says Charm can only ever hit "
                    "Saffron; she says damage is damage.", position=_CHARM_ELSEWHERE),
    Saying("power", "charm on badger fine since saffron is dead?", position=_CHARM_ELSEWHERE),
    Saying("power", "With Saffron already off the table, Ivy aims her Mal's Charm at Badger for its two damage.",
           position=_CHARM_ELSEWHERE),
    # SD-JAYNE-DAMAGED-CALM told without its name
    Saying("calm", "can I KO my Jayne and one other die to take out Badger outright, even with three dice left?",
           position=_CALM_TOLD),
    Saying("calm", "Badger still had three dice. Ray knocked out his Jayne plus a Simon in Serenity and said Badger "
                   "is finished. Kim says he still has to chew through all three. Can Ray do that?",
           position=_CALM_TOLD),
    Saying("calm", "ko jayne + a zoe n badger's just gone even w 3 dice left??", position=_CALM_TOLD),
    # SD-RIVER-REROLL: River may reroll alone
    Saying("reroll", "can River reroll just herself without taking a foe die along?", position=_RIVER_ALONE),
    Saying("reroll", "Ada rerolled only her River and left the black dice alone. Is that allowed?",
           position=_RIVER_ALONE),
    Saying("reroll", "river reroll solo, no foe die, ok?", position=_RIVER_ALONE),
    # SD-SIMON: Adoration brings back only a Kaylee: an unnamed knocked-out die depends on its face
    Saying("simon-heal", "can Simon's Adoration bring my knocked out die back into Serenity?",
           position=_ADORATION_UNNAMED),
    Saying("simon-heal", "Gus used Simon to pull a KO'd die back to Serenity. Allowed?", position=_ADORATION_UNNAMED),
    Saying("simon-heal", "¿la Adoración de Simon puede devolver mi dado noqueado a Serenity?", "es",
           position=_ADORATION_UNNAMED),

    # SD-FIVE-OF-A-KIND: only five of a kind ends the turn; four costs the others 100 and play goes on
    Saying("penalty", "I rolled four Niskas and everyone else discarded 100; does four of a kind end my turn too?",
           position=_FOUR_NO_END),
    Saying("penalty", "Four Badgers on Eva's roll, we each paid 100, and she passed the dice saying her turn is over. "
                      "Right?", position=_FOUR_NO_END),
    Saying("penalty", "after my four Saffrons everyone tossed 100 VP back, and now I stop and pass the dice on since "
                      "four of a kind ends my turn, yeah?", position=_FOUR_NO_END),
    # SD-ESCAPE with two Foes left
    Saying("escape", "my Escape mission is done but Niska and Saffron are both still standing; can I end the turn now, "
                     "bank my pool and pass the dice?", position=_ESCAPE_TWO_UP),
    Saying("escape", "Kim completed her Escape card with two Foes still up and bailed out, banking her at-risk points. "
                     "Legal?", position=_ESCAPE_TWO_UP),
    Saying("escape", "finished the escape mish, saffron n badger still up, can i bail w my pool", position=_ESCAPE_TWO_UP),
    # SD-DAMAGE-REPORT-LOSS: the pool is lost whole, not kept for the Foes already beaten
    Saying("proceed", "at the damage report Badger is still up but I beat the other two Foes; do I keep the points "
                      "for those two?", position=_KEEP_PART),
    Saying("proceed", "Zed's fight ended with Niska still standing. He'd beaten Saffron and Badger, so he keeps the 200 "
                      "at-risk points for them and returns nothing. OK?", position=_KEEP_PART),
    Saying("proceed", "damage report, saffron still alive but i killed the other 2, i keep the points for the ones i beat rite",
           position=_KEEP_PART),
    Saying("proceed", "en el informe de daños Badger sigue en juego pero derroté a los otros dos, ¿me quedo los puntos "
                      "de esos dos?", "es", position=_KEEP_PART),
    # SD-DAMAGE-REPORT-SUPPLIES: a Foe left, no Supplies claimed
    Saying("proceed", "Niska and Badger are still up when my fight ends; do I still take supply cards for the two "
                      "supply dice left in the supplies area?", position=_CLAIM_FOES_UP),
    Saying("proceed", "Ana stopped fighting with Badger still standing and grabbed two supply cards for her leftover "
                      "supply dice, since supplies are permanent. Fine?", position=_CLAIM_FOES_UP),
    Saying("proceed", "done fightin, badger still up, i still get supply cards for my 2 supply dice rite",
           position=_CLAIM_FOES_UP),

    # Spanish
    Saying("penalty", "¿con cuatro Niska los demás pierden 100 puntos?",
           lang="es",
           position=_CHECK + "~difficulty: standard | se juega la dificultad estándar\n"
                    "foes: niska x4 | said: cuatro, 4, four\n"
                    "ask: penalty | said: pierden 100, perder 100, descartar 100, descartan 100, 100 puntos, 100 vp"),
    Saying("strike", "¿puede Saffron atacar antes que Niska?", lang="es",
           position=_STRIKE + "~serenity: mal, zoe | tu tripulación en Serenity\nfoes: niska, saffron\n"
                    "ask: strike saffron cargo mal | said: antes, primero"),
    # SD-TEAM-BONUS, the four faces not told: it depends on them
    Saying("team-bonus", "When the dice are checked I have four crew dice in Serenity: do I earn the team bonus?",
           position=_FOUR_UNSEEN),
    Saying("team-bonus", "Zed finished rerolling with 4 brown dice in Serenity and wants the free damage on a Foe. OK?",
           position=_FOUR_UNSEEN),
    Saying("team-bonus", "al comprobar los dados tengo cuatro dados de tripulación en Serenity, ¿gano el bono de equipo?",
           "es", position=_FOUR_UNSEEN),
    # SD-FIVE-OF-A-KIND: the turn is over, not played on
    Saying("proceed", "After the rerolls all five Foe dice came up Saffron and the others lost their 100; can I still move "
                      "on to Step 2 and draw a Mission?", position=_FIVE_ENDS),
    Saying("proceed", "saqué cinco Niska tras volver a tirar y los demás ya pagaron 100; ¿puedo seguir con mi turno y "
                      "robar misión?", "es", position=_FIVE_ENDS),
    # SD-PASSENGER-DAMAGE: a Supply is no Passenger
    Saying("passenger-damage", "Can a supply die be spent like a passenger to knock 1 off a Foe?", position=_SUPPLY_HITS),
    Saying("passenger-damage", "no passengers left, only a barrel in supplies. Ron throws the barrel at Saffron for one "
                               "damage, fine?", position=_SUPPLY_HITS),
    Saying("passenger-damage", "¿un suministro cuenta como pasajero para hacerle 1 de daño a un enemigo?", "es",
           position=_SUPPLY_HITS),
    # SD-TEAM-BONUS: the four different Outlaws named face by face
    Saying("team-bonus", "my Serenity shows Mal, Zoe, Jayne and Kaylee after the rerolls: do I get the team bonus?",
           position=_FOUR_NAMED),
    Saying("team-bonus", "Sol checked his dice: Mal, Zoe, Jayne and Kaylee. He takes the free point of damage. Fine?",
           position=_FOUR_NAMED),
    # SD-TEAM-BONUS: a Supply barrel is no fourth Outlaw
    Saying("team-bonus", "Lia rolled Mal, Zoe and Jayne plus a Supply barrel, counted the barrel as her fourth Outlaw "
                         "and took the team bonus on Badger. Allowed?", position=_BARREL_FOURTH),
    Saying("team-bonus", "mal zoe jayne n a barrel, thats four outlaws for the team bonus right?", position=_BARREL_FOURTH),
    # SD-NISKA said tersely, and told by a table-mate who made the player lose a die per Niska
    Saying("strike", "3 niskas locked so i gotta ko 3 of my crew dice, one per niska rite?", position=_NISKA_EACH),
    Saying("strike", "Bea's roll locked three Niskas. When they struck, Cal had her knock out three crew dice, one "
                     "for each Niska, and she went along with it. Was that right?", position=_NISKA_EACH),
    # SD-INARA: Companionship's 100 VP go straight behind the screen, said by where they go (not by a bust to
    # come: "they go in my at-risk pool, so a bust later takes them, right?" claims the opposite)
    Saying("power-untargeted", "Inara's 100 goes right behind my screen instead of into the at-risk pool, so a bust "
                               "later can't take it, right?",
           position=_PLAN + "serenity: inara\n~foes: niska | a Foe is still in play\n~at-risk: 200 | VP at risk\n"
                    "ask: inara companionship | said: behind my screen, behind the screen, behind her screen, "
                    "behind his screen, straight behind, not in the at-risk, not into the at-risk, not in the at risk, "
                    "not into the at risk, instead of the at-risk, instead of into the at-risk, skip the at-risk, "
                    "skips the at-risk, never at risk, detras de mi pantalla"),
    # SD-INARA-BANKED: a Keep Flyin' turn lost takes back the pool, not the 100 Companionship banked (the
    # Damage Report's move, as the pool lost is: its Foe said by the words of the loss)
    Saying("proceed", "I used Inara's Companionship for 100, then kept flyin and got wiped out on the next "
                      "roll. Do I still keep that 100?", position=_INARA_KEPT),
    Saying("proceed", "Ola scored 100 off Inara, chose to keep flyin' and Saffron beat her next turn. She "
                      "keeps the 100 behind her screen; her brother says it was at risk. Who's right?",
           position=_INARA_KEPT),
    # SD-KEEP-FLYIN: asked as getting the knocked-out crew back
    Saying("keep-flyin", "when I keep flyin, do I get my knocked-out crew back for the next roll?", position=_KO_BACK),
    # SD-FIVE-OF-A-KIND: five of one Foe ends the turn: no fight follows
    Saying("proceed", "five Badgers came up on my first roll, do I still get to fight this turn?", position=_FIVE_ENDS),
    Saying("proceed", "Bo's first roll showed five Niska faces and we each paid 100. Then he drew a mission and kept "
                      "on fighting. Was he allowed to carry on?", position=_FIVE_ENDS),
    # SD-WASH-REROLL: two Wash faces, each with one other Crew die (said by each Wash taking its own: "both
    # Washes" is "two Washes", which a message about one Wash of two also says)
    Saying("reroll-power", "I rolled two Wash faces, can each Wash reroll itself plus one other crew die?",
           position=_TWO_WASHES),
    Saying("reroll-power", "Kai has a pair of Washes and rerolls them with a Mal and a Zoe, one each. Fine?",
           position=_TWO_WASHES),

    # SD-WASH-ALONE: Wash rerolled by himself, no second Crew die chosen
    Saying("reroll", "does Wash need a partner die to reroll, or can he go solo?", position=_WASH_ALONE),
    Saying("reroll", "do I have to pick another crew die when I reroll Wash, or can he go alone?", position=_WASH_ALONE),
    Saying("reroll-power", "Tom used Leaf on the Wind on his Wash only, no second die. Sara says Wash has to take "
                           "another crew die with him. Is Tom allowed?", position=_WASH_ALONE),
    Saying("reroll", "wash goes solo, no sidekick die tagging along, thats fine rite", position=_WASH_ALONE),
    Saying("reroll", "¿puedo volver a tirar solo a Wash, sin otro dado?", "es", position=_WASH_ALONE),
    # SD-MISSION-BONUS: the card's bonus comes the moment the Mission is completed
    Saying("complete", "Kim completed her mission mid-fight and took the card's bonus straight away. Is that "
                       "allowed?", position=_BONUS_AT_ONCE),
    Saying("complete", "mission done, do i get the bonus right now or do i wait", position=_BONUS_AT_ONCE),
    Saying("complete", "¿el bono de la misión se aplica en cuanto la completo?", "es", position=_BONUS_AT_ONCE),
) + tuple(
    # SD-ZOE-COVER-FIRE / SD-MAL-CHARM / SD-JAYNE-VERA: a power's 2 damage put one point on each of two
    # Foes, the pair the message names (Cover Fire may be divided; Charm and Vera may not)
    Saying("power", f"can {face}'s {name} split its 2 damage, one on {a.title()} and one on {b.title()}?",
           position=_PLAN + f"serenity: {face.lower()}\nfoes: {a}, {b}\n"
                    f"ask: {face.lower()} {power} {a}, {b}" + _SPLIT_SAID)
    for face, name, power in (("Zoe", "Cover Fire", "cover-fire"), ("Mal", "Charm", "charm"), ("Jayne", "Vera", "vera"))
    for a, b in (("niska", "badger"), ("saffron", "niska"), ("saffron", "badger"))
)
