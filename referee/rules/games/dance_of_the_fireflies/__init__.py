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
declared from the book), ``notation.py`` (keys, vocabulary, parse, render),
``play.py`` (candidates, apply, harvest and scoring), ``examples.py``.
"""
from __future__ import annotations


from ...core import Answer, Game, Outcome, Reason
from ...dsl import norm
from ...registry import register
from .examples import EXAMPLES
from .model import *  # noqa: F401,F403  (re-exported: tests import names from the package)
from .model import (ABILITY, BED_POINTS, BOOK, COLOURS, OW, PHASES, SPACE_KINDS, UNKNOWN, Act, Bid,
                    Bonus, Card, Copy, DFPosition, Discard, Pending, Plant, PlantWeed, Planted, Query,
                    Seq, Simple, Slot, Space, Switch, Take, White, find_card, flowers_in, neighbours)
from .notation import VOCAB, Notation, parse_action
from .play import Play, bed_score, harvest_outcome, player_score, ranking, resolve
from .rules import NOT_ACTION_DECIDABLE, RULES, _PENDING_RULE, _ctx, _plant_source, _target_bed


@register
class DanceOfTheFireflies(Notation, Play, Game):
    id = "dance-of-the-fireflies"
    title = "Dance of the Fireflies"
    language = "en"
    aliases = ("dance", "fireflies dance", "dotf", "dance of fireflies")
    rules = RULES
    vocab = VOCAB
    examples = EXAMPLES

    # ---- legality of sequences and computed questions ---------------------------------------
    def forbidding(self, position, action) -> list[Reason]:
        if isinstance(action, Seq):
            cur = position
            for k, step in enumerate(action.steps, 1):
                against = super().forbidding(cur, step)
                if against:
                    return [Reason(r.rule, f"step {k} ({step.render()})" + (f": {r.detail}" if r.detail else ""))
                            for r in against]
                cur = self.apply(cur, step).after
            return []
        if isinstance(action, Query):
            return []
        return super().forbidding(position, action)

    def verdict(self, position, action, ask=None) -> Answer:
        if isinstance(action, Seq):
            ask = ask if ask is not None else action.render()
            against = self.forbidding(position, action)
            if against:
                return Answer(ask, "illegal", against)
            out = self.apply(position, action)
            return Answer(ask, "legal", [Reason(self.rule(i)) for i in out.cites], list(out.effects),
                          self.render(out.after, asks=False))
        if isinstance(action, Query):
            return self.query(position, action, ask if ask is not None else action.render())
        ask = ask if ask is not None else action.render()
        against = self.forbidding(position, action)
        if against:
            return Answer(ask, "illegal", against)
        out = self.apply(position, action)
        return Answer(ask, "legal", [Reason(self.rule(i)) for i in self._cites(position, action, out)],
                      list(out.effects), self.render(out.after, asks=False))

    def _cites(self, p: DFPosition, a: Act, out: Outcome) -> list[str]:
        """The rules a legal step stands on: those governing its kind, the context, and its effects."""
        tags = self.tags(a) - {"act"}
        ids = [r.id for r in self.rules if r.forbids and r.on & tags and "position" not in r.on]
        if a.player:
            ids.insert(0, "DF-TURN-ORDER")
        pd = _ctx(p)
        if pd is not None:
            ctx_rule = _PENDING_RULE[pd.kind]
            if pd.kind == "tie" and pd.via == "royals":
                ctx_rule = "DF-ROYALS-ONLY"
            ids.append(ctx_rule)
            if pd.kind == "ability" and pd.colour in ("red", "white", "yellow", "blue"):
                ids.append({"red": "DF-RED", "white": "DF-WHITE", "yellow": "DF-YELLOW", "blue": "DF-BLUE"}[pd.colour])
            if pd.kind == "ability" and pd.colour == "orange":
                ids.append("DF-ORANGE")
        ids += out.cites
        if isinstance(a, Plant):
            src = _plant_source(p, a)
            drop = set()
            if not a.orchid:
                drop |= {"DF-ORCHID", "DF-WEED-NOT-ORCHID", "DF-OW-HAND"}
            if src != "turn":
                drop |= {"DF-PHASE", "DF-ONE-ACTION", "DF-EMPTY-SUPPLY", "DF-PLANT-FIREFLY"}
            if src in ("win", "ow") or a.orchid:
                drop |= {"DF-PLANT-HAND"}
            if not _target_bed(p, a):
                drop |= {"DF-BED-COLOUR", "DF-BED-COMPLETE", "DF-WEED-BLOCKS"}
            ids = [i for i in ids if i not in drop]
        if isinstance(a, PlantWeed):
            ids = [i for i in ids if i != "DF-OW-HAND"]
        return list(dict.fromkeys(ids))

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
            return Answer(ask, "legal", [Reason(self.rule(i)) for i in cites],
                          effects + [f"{match[0]} scores {total} points."], None, total)
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
        who = p.turn or (p.players[0] if p.players else "")
        if not who:
            return None
        total, effects, cites = player_score(p, who)
        return total, effects + [f"{who} scores {total} points."], cites

    def problems(self, position) -> list[Reason]:
        return super().problems(position)



__all__ = ["ABILITY", "BED_POINTS", "BOOK", "COLOURS", "OW", "PHASES", "SPACE_KINDS", "UNKNOWN",
           "Act", "Bid", "Bonus", "Card", "Copy", "DFPosition", "Discard", "Pending", "Plant",
           "PlantWeed", "Planted", "Query", "Seq", "Simple", "Slot", "Space", "Switch", "Take", "White",
           "EXAMPLES", "NOT_ACTION_DECIDABLE", "RULES", "VOCAB", "DanceOfTheFireflies", "bed_score",
           "find_card", "flowers_in", "harvest_outcome", "neighbours", "parse_action", "player_score",
           "ranking", "resolve"]
