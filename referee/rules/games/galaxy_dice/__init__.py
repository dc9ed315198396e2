"""Galaxy Dice EX: base game, the EX modes, the Kickstarter exclusives and the
Last Fighter solo mode (rulebook ``galaxy-dice``).

A position describes the active player's turn (every key and action, with an example,
is in ``docs.py``; the game page is generated from it)::

    game: galaxy-dice
    modes: journey, hacked-rom            # journey capsule hacked-rom dark-energy ace-pilot nexus-soul
                                          # nemesis phoenix-core last-fighter (chroma-ghost: accepted,
                                          # the Chroma Ghost is out in every game)
    tokens: 3                             # the player's Arcade Tokens (0-99)
    turn: rush plasma                     # setup | start | tackle | rush <boss> | over
    roll: 1                               # rolls made this turn
    extra rolls: 1                        # bought with Second Wind / Strike the Core
    cycled: yes                           # Cycle used this turn
    boss dice: 1                          # Boss Dice swapped into the 7-die pool
    pool: missile x2, double-plasma, explosion x2, ?      # dice showing, not saved (? unknown face)
    aside: wave, 1up                      # dice saved to the side
    continued: 1                          # Explosions in the pool a Continue token put back
    stage: plasma needs missile x2, wave, 200 points      # the Stage cards on offer (1-4, in order)
    bonus: needs spray x2, 100 points, 2 tokens           # Bonus Stage stack, top first
    boss: plasma needs plasma x4, missile, 1000 points    # Boss cards (chroma needs nothing)
    stages won: plasma 200, wave 300, bonus 100, nemesis 500, ?
    bosses won: wave 900
    capsules: 150 points, ? / glitches: 300 points / glitches used: 1   # each card's points
    glitch stack: 5 / glitch taken: yes / rival glitches: 2 / dark energy: toxic
    pilot: wave / pilot die: spray / charge: 3 / nemesis: spray, 4 tokens, 500 points
    phoenix core: held / rivals: ana 1200 points 3 tokens
    failed rushes: wave                   # Bosses rushed without success on earlier turns
    failed this turn: rush plasma         # with turn: over, the attempt that just failed
    end game: triggered                   # no | triggered (final turns) | over (count the points)
    final turns left: 0                   # others still to play a final turn (unknown if not said)
    ask: roll -> missile, wave, explosion # the result after "->"; "roll plasma" rerolls only that die
    ask: save missile x2 / return missile / continue 2 / cycle / second wind / strike the core
    ask: tackle / rush plasma / swap boss die / claim stage 2 + bonus / claim plasma with missile x2
    ask: defeat plasma / pass / charge 4 / take glitch / steal glitch / use glitch / use capsule 2
    ask: buy capsule / hit nemesis / choose pilot spray / pass die / next turn / end game
    ask: boss dice 2 (a state question) / options / score / valid / A then B then score

Every count is bounded by the book's components (7 dice, 48 Stage, 10 Bonus Stage, 16
Power Capsule, 6 Glitch cards, one of each Boss) or a stated sane limit (99 Arcade
Tokens, 8 other players); past it the position is a syntax error at the count.

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
* The Chroma Ghost is the Kickstarter's additional Boss, out in every game; the
  Phoenix Core is its additional game mode, in play only when added.
* Passing a turn with rolls left does not collect the 2 failure tokens.

Files: ``position`` (pieces, limits, derived state), ``matching`` (dice against
cards), ``rules`` (the rules from the book, in the order they decide), ``bearing``
(which rules a legal answer cites), ``notation`` (reading and writing), ``play``
(candidates, effects, score), ``unknowns`` (``?``), ``docs`` (notation reference),
``game`` (the registered game).
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
