"""Dance of the Fireflies: bidding on the Flower Clock, planting Flower Beds,
Special Abilities, Orchids and Weeds, harvesting and end-of-game scoring.

    game: dance-of-the-fireflies
    players: Rosa, Hugo
    turn: Rosa
    sundial: sun 1, moon 2
    flower 1: red sun, day side; day Hugo, mixed, night
    flower 2: blue moon, night side; night, night, mixed
    Rosa hand: yellow sun, orange moon
    Rosa bed 1: white sun, purple moon face-down
    ask: bid 1

Files: ``model.py`` (position and action values), ``rules.py`` (the rules as
declared from the book), ``notation.py`` (keys, vocabulary, parse, render, bounds),
``play.py`` (candidates, apply, harvest and scoring), ``citing.py`` (which rule
permits a legal action and which rules bear on it), ``unknowns.py`` (what ``?`` may
stand for), ``docs.py`` (the notation reference), ``examples.py``.
Chains (``A then B``) are the core's; ``ask: score`` lists every player's total
(its value the highest), ``ask: score PLAYER`` one player's.
"""
from __future__ import annotations


from ...core import Answer, Game, Outcome, Reason
from ...dsl import norm
from ...registry import register
from .docs import ACTION_DOCS, KEY_DOCS
from .examples import EXAMPLES
from .model import *  # noqa: F401,F403  (re-exported: tests import names from the package)
from .model import (ABILITY, BED_POINTS, BOOK, COLOURS, OW, PHASES, SPACE_KINDS, UNKNOWN, Act, Bid,
                    Bonus, Card, Copy, DFPosition, Discard, Pending, Plant, PlantWeed, Planted, Query,
                    Simple, Slot, Space, Switch, Take, White, find_card, flowers_in, neighbours)
from .notation import VOCAB, Notation, parse_action
from .play import Play, bed_score, harvest_outcome, misread_by, player_score, ranking, resolve
from . import unknowns
from .citing import bearing, permits
from .rules import NOT_ACTION_DECIDABLE, RULES


# a claimed total ("score Rosa 9") that is wrong: the rules that make a bed's score differ from its
# count of Flowers lead, most specific first
_CLAIM_FIRST = ("DF-SCORE-ORCHID-PURPLE", "DF-SCORE-WEEDS", "DF-HARMONY-NIGHT", "DF-HARMONY-DAY", "DF-SCORE-PURPLE")

@register
class DanceOfTheFireflies(Notation, Play, Game):
    id = "dance-of-the-fireflies"
    title = "Dance of the Fireflies"
    language = "en"
    aliases = ("dance", "fireflies dance", "dotf", "dance of fireflies")
    rules = RULES
    vocab = VOCAB
    examples = EXAMPLES
    notation_keys = KEY_DOCS
    notation_actions = ACTION_DOCS

    # ---- legality, citations and computed questions --------------------------------------
    def forbidding(self, position, action) -> list[Reason]:
        if isinstance(action, Query):
            return []
        return super().forbidding(position, action)

    def verdict(self, position, action, ask=None) -> Answer:
        if isinstance(action, Query):
            return self.query(position, action, ask if ask is not None else action.render())
        return super().verdict(position, action, ask)

    def apply(self, p: DFPosition, a: Act) -> Outcome:
        """What ``a`` does, citing first the rules that permit it, then its effects' rules."""
        out = super().apply(p, a)
        return Outcome(out.effects, out.after, list(dict.fromkeys(permits(p, a) + list(out.cites))))

    # ---- unknowns (?) ------------------------------------------------------------------
    def unknowns(self, position):
        return unknowns.unknowns(position)

    def fill(self, position, slot, value):
        return unknowns.fill(position, slot, value)

    def relevant_unknowns(self, position, action):
        return unknowns.relevant(position, action)

    def action_unknowns(self, position, action):
        return unknowns.action_unknowns(position, action)

    def fill_action(self, position, action, slot, value):
        return unknowns.fill_action(position, action, slot, value)

    def question_unknowns(self, q, question: str):
        """``options`` reads what its candidate actions read, ``score`` the planted Flowers'
        symbols and unsaid colours, ``valid`` what the position rules read -- so Sun/Moon symbols left unstated on
        a large Clock do not multiply the work."""
        if question == "valid":
            return unknowns.relevant(q, None)
        if question == "score":
            return [u for u in unknowns.unknowns(q) if u.slot[0] in ("planted", "bed colour")]
        if question == "options":
            out: dict = {}
            for a in [None, *self.candidates(q)]:  # None: completions breaking the rules are dropped
                for u in unknowns.relevant(q, a) or ():
                    out.setdefault((u.fact, repr(u.slot)), u)
            return list(out.values())
        return None

    def bears(self, rule, position, action) -> bool:
        """The bearing rules of an action found once per position and action, not per rule."""
        try:
            memo = position.__dict__.setdefault("_bearing", {})
            got = memo.get(action)
        except TypeError:  # an unhashable action: found each time
            return rule.id in bearing(position, action)
        if got is None:
            got = memo[action] = frozenset(bearing(position, action))
        return rule.id in got

    def score_player(self, position, ask, player) -> Answer:
        """``ask: score PLAYER``: that player's total (the game's own query)."""
        return self.query(position, self.parsed_action(ask), ask.text)

    def query(self, p: DFPosition, q: Query, ask: str) -> Answer:
        if q.what == "flower":
            s = p.slot(q.flower)
            if s is None or s.card is None:
                return Answer(ask, "illegal", [Reason(self.rule("DF-HARVEST-NONE"), f"there is no Flower Card at {q.flower}")],
                              [f"There is no Flower Card at {q.flower}."])
            kind, who, effects, cites = harvest_outcome(p, s)
            reasons = [Reason(self.rule(i)) for i in cites]
            winner = who[0] if kind == "win" else ""
            if q.claim:
                claimed = q.claim
                if norm(claimed) == norm(winner):
                    return Answer(ask, "legal", reasons, effects)
                why = " ".join(effects) + (f" Winner: {winner}." if winner else " Nobody wins it.")
                return Answer(ask, "illegal", [Reason(r.rule, why) for r in reasons])
            return Answer(ask, "legal", reasons, effects + ([f"Winner: {winner}."] if winner else ["Winner: nobody."]))
        if q.what == "score":
            who = q.claim or p.turn or (p.players[0] if p.players else "")
            match = [pl for pl in p.players if norm(pl) == norm(who)]
            if not match:
                return Answer(ask, "illegal", [], [f"{who} is not one of the players."])
            total, effects, cites = player_score(p, match[0])
            effects = effects + [f"{match[0]} scores {total} points."]
            if q.points >= 0 and q.points != total:
                # a total claimed wrongly: the rule that adjusts a bed's count first (the one a wrong
                # claim most often forgets or adds), then the rest
                off: dict[str, int] = {}
                for bed in p.player_beds(match[0]):
                    for rule_id, d in misread_by(bed).items():
                        off[rule_id] = off.get(rule_id, 0) + d
                first = [i for i in off if off[i] == q.points - total]  # the rule the claim got wrong
                first += [i for i in _CLAIM_FIRST if i in cites and i not in first]
                why = " ".join(effects) + f" Not {q.points}."
                return Answer(ask, "illegal", [Reason(self.rule(i), why) for i in first + [i for i in cites
                                                                                         if i not in first]])
            return Answer(ask, "legal", [Reason(self.rule(i)) for i in cites], effects, None, total)
        if q.what == "winner":
            winners, effects, cites = ranking(p)
            return Answer(ask, "legal", [Reason(self.rule(i)) for i in cites], effects)
        if q.what == "setup":
            n = len(p.players)
            aside = [f"{k}+" for k in range(n + 1, 7)]
            eff = (f"A {n}-player game sets aside every card marked " + ", ".join(aside) + "."
                   if aside else "A 6-player game uses every card.")
            return Answer(ask, "legal", [Reason(self.rule("DF-SETUP-DECK"))], [eff])
        return Answer(ask, "illegal", [], ["Unknown question."])

    def score(self, p: DFPosition):
        """``ask: score``: every player's total (effects); the value is the highest total.
        ``ask: score PLAYER`` gives one player's total as the value."""
        if not p.players:
            return None
        effects, cites, best = [], [], None
        for pl in p.players:
            total, eff, c = player_score(p, pl)
            effects += eff + [f"{pl} scores {total} points."]
            cites += [x for x in c if x not in cites]
            best = total if best is None else max(best, total)
        top = [pl for pl in p.players if player_score(p, pl)[0] == best]
        effects.append(f"Highest: {best} points ({', '.join(top)}); ask: winner for the tie-breaks, "
                       "ask: score PLAYER for one player's total.")
        return best, effects, cites




__all__ = ["ABILITY", "BED_POINTS", "BOOK", "COLOURS", "OW", "PHASES", "SPACE_KINDS", "UNKNOWN",
           "Act", "Bid", "Bonus", "Card", "Copy", "DFPosition", "Discard", "Pending", "Plant",
           "PlantWeed", "Planted", "Query", "Simple", "Slot", "Space", "Switch", "Take", "White",
           "EXAMPLES", "NOT_ACTION_DECIDABLE", "RULES", "VOCAB", "DanceOfTheFireflies", "bed_score",
           "find_card", "flowers_in", "harvest_outcome", "neighbours", "parse_action", "player_score",
           "ranking", "resolve"]
