"""Firefly: Shiny Dice, modelled completely (rulebook ``shiny-dice``).

A position is one player's turn state::

    game: shiny-dice
    round: 2                      # optional, default 1 (of `rounds:`, default 3, at most 20)
    difficulty: legendary         # optional: standard | rookie | hero | legendary
    step: misbehave               # get-a-crew | get-a-mission | misbehave | lay-low-or-keep-flyin
                                  # | turn-over | game-over   (or 1..4)
    phase: have-a-plan            # Step 1: roll | reroll | check;  Step 3: shiny-times | foes-strike
                                  # | have-a-plan | damage-report
    mission: needs rifle x4; keywords escape, shiny; bonus 200 vp, 2 supplies; completed
    rolling: outlaw x2, foe       # dice in hand, to be rolled (outlaw | passenger | crew | foe)
    serenity: mal, zoe, jayne, ?  # ? = a face the table does not know (also cargo-hold, knocked-out, foes)
    cargo-hold: river
    knocked-out: kaylee
    foes: niska x2, saffron
    supplies: 2                   # supply dice in the Supplies area (? allowed)
    captured: 1                   # supply dice captured by Badger (? allowed)
    at-risk: 300                  # VP in the at-risk pool
    banked: 500                   # VP behind the screen
    banked-supplies: 3            # supply cards behind the screen
    rerolled: yes                 # Step 1 only: the Phase 2 reroll is spent
    penalty-applied: yes          # Step 1 Phase 3: the others have discarded for 4/5 of a kind
    struck: niska                 # Step 3 Phase 2: the Foes that have struck
    others: ann 300 vp 4 supplies, bo ?   # the other players' banked VP (the penalty reaches them) and
                                  # Supplies (ask: score ann scores them)
    player: di                    # optional: the active player's name (ask: score di)
    scored-at-once: 100           # VP this turn's Companionship banked at once (never at risk)
    supplies-claimed: yes         # Step 3 Phase 4: this Damage Report's Supplies are claimed
    ask: jayne vera niska

Every count is bounded by the book's components (7 Outlaw, 3 Passenger, 10 Crew, 5 Foe
dice, 5 player screens, the VP and Supply cards).  Actions (``ask:``): see ``docs.py``
(``roll``, ``reroll``, ``proceed``, ``penalty``, ``team-bonus``, ``shiny``, ``strike``
whole or Foe by Foe, the powers, ``complete``, ``escape``, ``lay-low``, ``keep-flyin``,
``next-turn``; the Damage Report's consequences asked on their own: ``return N vp``,
``claim N supplies``; ``-> ?`` for a face nobody read); the core adds ``options``, ``score``,
``score NAME``, ``valid`` and ``A then B``.

Files: ``pieces.py`` (faces, position, actions, limits), ``notation.py`` (parse/render),
``rules.py`` (the rules as declared from the book, in the order they decide), ``play.py``
(candidates, apply, score), ``unknowns.py`` (``?``), ``docs.py`` (notation reference).
"""
from __future__ import annotations

from ...core import Game, Outcome
from ...registry import register
from .notation import Notation, _arrow, _spans  # noqa: F401
from .pieces import *  # noqa: F401,F403
from .pieces import VOCAB, _points  # noqa: F401
from .play import Play, _damage, _pairs, _sort_in, _sub_bags, _turn_over  # noqa: F401
from .rules import *  # noqa: F401,F403
from . import unknowns as _unknowns
from .docs import ACTION_DOCS, KEY_DOCS
from .rules import (BEARS, GUARD_BEARS, NOT_ACTION_DECIDABLE, POSITION_BEARS, RULES, _all_faces, _max_kind, _misfit, _reroll_types,  # noqa: F401
                    _rule_ids, _team_ok, _types, effect)

# One idea each, one or two asks, so each reads on a phone (Check shows one card per ask); the
# first is the one Check opens with. Together: a legal and an illegal ask, a ``then`` chain,
# ``options``, a ``?`` that ``depends``, ``valid`` and ``score``.
_HAVE_A_PLAN = ("game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nmission: needs zoe x2; keywords escape\n"
                "serenity: mal, zoe x2, jayne, book\ncargo-hold: river\nknocked-out: kaylee\nfoes: niska x2, saffron\n")

EXAMPLES = [
    {"title": "Vera can't be split: 2 damage to one Foe", "position": (
        _HAVE_A_PLAN + "ask: jayne vera niska\nask: jayne vera niska, saffron\n")},
    {"title": "Options: every legal action in Have a Plan", "position": _HAVE_A_PLAN + "ask: options\n"},
    {"title": "A chain: Wash and River reroll, then proceed", "position": (
        "game: shiny-dice\nstep: get-a-crew\nserenity: mal, wash, jayne, kaylee, river, book\n"
        "foes: niska x3, badger x2\nsupplies: 2\n"
        "ask: reroll wash, book, river, niska -> zoe, inara, simon, saffron then proceed\n")},
    {"title": "It depends: an unknown Foe die", "position": (
        "game: shiny-dice\nstep: get-a-crew\nphase: check\nserenity: mal, zoe, river\nfoes: niska x3, ?\n"
        "ask: proceed\n")},
    {"title": "The Foes strike, all in the book's order", "position": (
        "game: shiny-dice\nstep: misbehave\nphase: foes-strike\nmission: needs zoe x2; keywords shiny\n"
        "serenity: mal, zoe x2, jayne, river, inara\nfoes: niska, saffron x2, badger\nsupplies: 2\n"
        "ask: strike ko inara cargo mal, river\n")},
    {"title": "After a Gorram Mission you must Keep Flyin'", "position": (
        "game: shiny-dice\nround: 2\nstep: lay-low-or-keep-flyin\nmission: needs mal, jayne; keywords gorram; "
        "completed\ncargo-hold: mal, jayne, zoe, supplies x2\nknocked-out: kaylee, river\nat-risk: 400\n"
        "banked: 300\nbanked-supplies: 3\nask: lay-low\nask: keep-flyin\n")},
    {"title": "The Damage Report by hand: Inara's 100 VP stay banked", "position": (
        "game: shiny-dice\nstep: misbehave\nphase: have-a-plan\nserenity: inara, mal\nfoes: niska\nat-risk: 200\n"
        "ask: inara companionship then proceed then return 300 vp\n"
        "ask: inara companionship then proceed then return 200 vp\n")},
    {"title": "Is the position possible? ask: valid", "position": (
        "game: shiny-dice\nround: 2\nstep: misbehave\nphase: have-a-plan\n"
        "serenity: mal, zoe x2, wash, jayne, kaylee, simon, inara\ncargo-hold: mal\n"
        "foes: niska x2, saffron, badger x2\nsupplies: 0\ncaptured: 1\nask: valid\n")},
    {"title": "Score at the end: VP and Supplies", "position": (
        "game: shiny-dice\nround: 3\nstep: game-over\nbanked: 1200\nbanked-supplies: 5\nask: score\n")},
]


@register
class ShinyDice(Notation, Play, Game):
    id = "shiny-dice"
    title = "Firefly: Shiny Dice"
    language = "en"
    aliases = ("shiny", "shiny dice", "firefly shiny dice", "firefly dice", "sd")
    rules = RULES
    vocab = VOCAB
    examples = EXAMPLES
    notation_keys = KEY_DOCS
    notation_actions = ACTION_DOCS

    def bears(self, rule, position, action) -> bool:
        """Only rules that bear on a legal action are cited (e.g. Niska's rule not on Badger's strike)."""
        if action is None:
            got = POSITION_BEARS.get(rule.id)
            return True if got is None else bool(got(position))
        got = BEARS.get(rule.id)
        return True if got is None else bool(got(position, action))

    def apply(self, p, a):
        """Play's outcome, with the guards that bear on it cited as the limits it stays within."""
        out = super().apply(p, a)
        tags = self.tags(a)
        guards = [r.id for r in RULES if r.guard and r.on & tags and r.id not in out.cites
                  and GUARD_BEARS.get(r.id, lambda *_: False)(p, a)]
        return Outcome(out.effects, out.after, list(out.cites) + guards, out.brings)

    def score_player(self, position, ask, player):
        """``ask: score NAME``: a player of the others: line (their VP and Supplies), or the active
        player named on the player: line (the same as ``ask: score``)."""
        return self.player_score(position, ask.text, player)

    # ---- unknowns (?) ------------------------------------------------------------------
    def unknowns(self, position):
        return _unknowns.unknowns(position)

    def fill(self, position, slot, value):
        return _unknowns.fill(position, slot, value)

    def relevant_unknowns(self, position, action):
        return _unknowns.relevant(position, action)

    def question_unknowns(self, position, question):
        """``score`` reads no die; ``valid`` what the position rules read; ``options`` everything."""
        if question == "score":
            return []
        if question == "valid":
            return _unknowns.relevant(position, None)
        return None

    def action_unknowns(self, position, action):
        return _unknowns.action_unknowns(position, action)

    def fill_action(self, position, action, slot, value):
        return _unknowns.fill_action(action, value, slot)

    def action_possible(self, position, action):
        return _unknowns.action_possible(position, action)
