"""The Galaxy Dice EX game object the engine registers: it ties the notation, the
rules and play together and keeps the engine's answer shapes."""
from __future__ import annotations

from ...core import Answer, Game, Reason, current_budget
from ...dsl import norm
from .notation import KEYS, VOCAB, Vocabulary
from . import bearing, notation, play, unknowns
from .docs import ACTION_DOCS, KEY_DOCS
from .rules import NOT_ACTION_DECIDABLE, RULES  # noqa: F401  (tests read them here)


# Checked rules, the cheap turn-state ones first (for is_legal; answers list rules in RULES order).
_FAST_ORDER = sorted((r for r in RULES if r.forbids), key=lambda r: r.id not in (
    "GD-TURN-OVER", "GD-CHOOSE-ACTION", "GD-GAME-OVER", "GD-THREE-EXPLOSIONS"))
_FAST_BY_TAGS: dict = {}  # an action's tags -> the rules of _FAST_ORDER that govern it (found once)


class GalaxyDice(Game):
    id = "galaxy-dice"
    title = "Galaxy Dice EX"
    language = "en"
    aliases = ("galaxy dice", "galaxy dice ex", "gdex", "galaxy")
    rules = RULES
    notation_keys = KEY_DOCS
    notation_actions = ACTION_DOCS
    vocab = Vocabulary({**VOCAB.kinds, "key": KEYS})  # shown on the game page (parsing uses VOCAB)
    # One idea each, one or two asks, so each reads on a phone (Check shows one card per ask); the
    # first is the one Check opens with. Together: a legal and an illegal ask, a ``then`` chain,
    # ``options``, a ``?`` that ``depends``, ``valid`` and ``score``.
    examples = [
        {"title": "Saved dice may go back into the pool, an Explosion may not",
         "position": "game: galaxy-dice\ntokens: 3\nturn: tackle\nroll: 1\n"
                     "pool: plasma, wave, spray, explosion\naside: missile x2, 1up\n"
                     "stage: plasma needs missile, plasma, wave, 200 points\n"
                     "stage: wave needs wave x3, 300 points\n"
                     "ask: return missile\nask: return explosion\n"},
        {"title": "A chain: return a Missile, reroll, claim the Wave Stage",
         "position": "game: galaxy-dice\ntokens: 3\nturn: tackle\nroll: 1\n"
                     "pool: plasma, wave, spray, explosion\naside: missile x2, 1up\n"
                     "stage: plasma needs missile, plasma, wave, 200 points\n"
                     "stage: wave needs wave x3, 300 points\n"
                     "ask: return missile then roll -> missile, wave, wave, wave then claim stage 2\n"},
        {"title": "Options: every legal move after the first roll",
         "position": "game: galaxy-dice\ntokens: 3\nturn: tackle\nroll: 1\n"
                     "pool: plasma, wave, spray, explosion\naside: missile x2, 1up\n"
                     "stage: plasma needs missile, plasma, wave, 200 points\n"
                     "ask: options\n"},
        {"title": "It depends: a die nobody remembers",
         "position": "game: galaxy-dice\ntokens: 3\nturn: tackle\nroll: 2\n"
                     "pool: spray, ?\naside: missile x2, wave, 1up, spray\n"
                     "stage: plasma needs missile, plasma, wave, 200 points\n"
                     "ask: claim stage 1\n"},
        {"title": "Rushing the Plasma Boss: Strike the Core costs 2 tokens",
         "position": "game: galaxy-dice\ntokens: 1\nturn: rush plasma\nroll: 2\nboss dice: 1\n"
                     "pool: double-plasma, plasma x2, missile, explosion x2\naside: 1up\n"
                     "boss: plasma needs plasma x4, missile, 1000 points\n"
                     "stages won: plasma 200, plasma 100, wave 300\nbosses won: wave 800\n"
                     "ask: defeat plasma\nask: strike the core\n"},
        {"title": "Journey Mode: a Stage and the top Bonus Stage, not one below",
         "position": "game: galaxy-dice\nmodes: journey\ntokens: 4\nturn: tackle\nroll: 3\n"
                     "pool: missile x2, wave, spray x2, explosion\naside: 1up\n"
                     "stage: missile needs missile x2, wave, 200 points\n"
                     "bonus: needs spray x2, 100 points, 2 tokens\n"
                     "bonus: needs plasma, 100 points, 1 tokens\n"
                     "ask: claim stage 1 + bonus\nask: claim stage 1 + bonus 2\n"},
        {"title": "Five Waves: charge the Wave Pilot; a Glitch only from the top",
         "position": "game: galaxy-dice\nmodes: hacked-rom, ace-pilot\ntokens: 2\nturn: tackle\n"
                     "roll: 3\npool: wave x5, 1up, missile\nglitch stack: 6\npilot: wave\ncharge: 3\n"
                     "ask: charge\nask: take glitch 3\n"},
        {"title": "Is the position possible? ask: valid",
         "position": "game: galaxy-dice\nmodes: dark-energy\ntokens: 3\nturn: tackle\nroll: 1\n"
                     "pool: missile x2, plasma, wave, spray, explosion\naside: 1up\n"
                     "dark energy: toxic\nask: valid\n"},
        {"title": "Score at the end of a Last Fighter game",
         "position": "game: galaxy-dice\nmodes: last-fighter\ntokens: 7\nturn: over\n"
                     "stages won: missile 200, plasma 300, bonus 100\n"
                     "bosses won: missile 1000, plasma 1200, spray 1000, wave 900\nask: score\n"},
    ]


    def parse(self, text):
        return notation.parse(text)

    def render(self, p, *, asks=True):
        return notation.render(p, asks=asks)

    def parse_action(self, tok):
        return notation.parse_action(tok)

    def render_action(self, a):
        return notation.render_action(a)

    def candidates(self, p):
        return play.candidates(p)

    @staticmethod
    def resolve(p, a):
        return play.resolve(p, a)

    def is_legal(self, position, action):
        """Legal iff no rule forbids: stops at the first forbidding rule, trying the turn-state
        rules (which rule out most candidates) first, so ``options`` stays cheap."""
        action = play.resolve(position, action)
        tags = self.tags(action)
        rules = _FAST_BY_TAGS.get(tags)
        if rules is None:
            rules = _FAST_BY_TAGS[tags] = tuple(r for r in _FAST_ORDER if r.on & tags)
        budget = current_budget()
        for r in rules:
            if budget is not None:
                budget.spend()
            if r.forbids(position, action):
                return False
        return True

    def forbidding(self, position, action):
        return super().forbidding(position, play.resolve(position, action))

    def verdict(self, position, action, ask=None):
        ans = super().verdict(position, action, ask)
        if ans.legal and action.verb == "roll" and action.result is None:
            ans.after = None
        return ans

    def unknowns(self, p):
        return unknowns.unknowns(p)

    def fill(self, p, slot, value):
        return unknowns.fill(p, slot, value)

    def relevant_unknowns(self, p, a):
        return unknowns.relevant(p, None if a is None else play.resolve(p, a))

    def question_unknowns(self, p, question):
        """``score`` reads no die showing (only the cards won and held)."""
        if question == "score":
            got = [u for u in unknowns.unknowns(p) if u.slot not in unknowns.DICE]
            return got
        return None

    def action_unknowns(self, p, a):
        return unknowns.action_unknowns(p, a)

    def fill_action(self, p, a, slot, value):
        return unknowns.fill_action(a, value)

    def action_possible(self, p, a):
        return unknowns.action_possible(self, p, a)

    def score_player(self, p, ask, player):
        """``ask: score NAME``: a rival's points, as the rivals: line gives them at the end."""
        key = norm(player.text)
        for name, points, tokens in p.rivals:
            if norm(name) == key:
                fx = [f"{name}: {points} points (as the rivals: line gives them)."]
                if tokens is not None:
                    fx.append(f"{name} has {tokens} Arcade Token(s) left (the tie-break).")
                return Answer(ask.text, "legal", [Reason(self.rule("GD-SCORE"))], fx, None, points)
        raise self.unknown_player(player, [n for n, _, _ in p.rivals], "on the rivals: line")

    def bears(self, rule, p, a):
        return bearing.bears(rule.id, p, a)

    def apply(self, p, a):
        return play.apply(p, a)

    def score(self, p):
        return play.score(p)
