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
from ...registry import register
from .game import GalaxyDice
from .matching import match, split_match
from .notation import KEYS, VOCAB, parse_card, render_card
from .position import (BOSS_KINDS, DOUBLES, FACES, MODES, TURNS, WEAPONS, WON_KINDS, Act, Card, GDPosition,
                       Nemesis, Won, _norm_pos, lives_lost)
from .rules import NOT_ACTION_DECIDABLE, RULES

register(GalaxyDice)

__all__ = ["Act", "BOSS_KINDS", "Card", "DOUBLES", "FACES", "GDPosition", "GalaxyDice", "KEYS", "MODES",
           "NOT_ACTION_DECIDABLE", "Nemesis", "RULES", "TURNS", "VOCAB", "WEAPONS", "WON_KINDS", "Won",
           "_norm_pos", "lives_lost", "match", "parse_card", "render_card", "split_match"]
