"""The Blue Sun game class: notation and play mixed onto the core Game."""
from __future__ import annotations

from ...core import Answer, Game, work_budget
from ...dsl import Token
from .model import BlueSunPosition
from .names import BOOK, VOCAB, _plain
from .citing import bears
from .notation import NOTATION_ACTIONS, NOTATION_KEYS, Notation
from .play import Play
from .unknowns import Unknowns
from .rules import NOT_ACTION_DECIDABLE, NOT_CHECKABLE, RULES  # noqa: F401  (tests read them here)


# One idea each, one or two asks, so each reads on a phone (Check shows one card per ask); the
# first is the one Check opens with. Together: a legal and an illegal ask, a ``then`` chain,
# ``options``, a ``?`` that ``depends`` and ``valid`` (Blue Sun has no ``score``: a completed
# job's pay is the computed value).
_REAVER_RIM = (
    "game: blue-sun\n"
    "sector: Burnham Reach, rim, reaver space\n"
    "sector: Deadwood, rim, planet, 3 reaver alerts\n"
    "adjacent: Burnham Reach - Deadwood\n"
    "reavers: Burnham Reach\n")

_SCANNER = (
    "game: blue-sun\n"
    "sector: Highgate, border, planet, contact\n"
    "sector: Deadwood, rim, planet, 1 reaver alert\n"
    "sector: Space Bazaar, border, planet, supply, 2 alliance alerts\n"
    "sector: Burnham Reach, rim, reaver space\n"
    "adjacent: Highgate - Deadwood, Highgate - Space Bazaar\n"
    "diagonal: Highgate - Burnham Reach\n"
    "cruiser: Space Bazaar\n"
    "player: Rosa, at Deadwood\n"
    "player: Imani, at Highgate, outlaw, long-range scanner, full burn\n")

_JOBS = (
    "game: blue-sun\n"
    "sector: Highgate, border, planet, contact\n"
    "player: Pete, at Highgate, credits 900, trust lord harrow\n"
    "job: Pete, Harrow Haul, illegal, smuggling, contact lord harrow, pay 1500, active, met\n"
    "job: Pete, Badger's Errand, legal, shipping, contact badger, pay 1000\n"
    "challenge: Pete, Hands Tied, illegal, reward 1000, on Harrow Haul, met\n"
    "challenge: Pete, Spot Check, legal, reward 500\n")

EXAMPLES = [
    {"title": "No Full Burn into Reaver space: mosey in", "position": (
        _REAVER_RIM + "player: John, at Deadwood\n"
        "ask: John full burn to Burnham Reach\n"
        "ask: John mosey to Burnham Reach\n")},
    {"title": "A chain: roll for the Reaver alerts, then draw a Nav card", "position": (
        _REAVER_RIM + "player: Sally, at Deadwood\n"
        "player: John, at Deadwood, full burn, alert pending\n"
        "ask: John draw nav\n"
        "ask: John resolve alert roll 5 then John draw nav\n")},
    {"title": "The player to your right moves the Reaver ship", "position": (
        _REAVER_RIM + "player: Sally, at Deadwood\n"
        "player: John, at Deadwood, full burn, company reaver\n"
        "ask: John move reaver from Burnham Reach to Deadwood\n"
        "ask: Sally move reaver from Burnham Reach to Deadwood\n")},
    {"title": "The Long-Range Scanner sweeps next door, not diagonally", "position": (
        _SCANNER + "ask: Imani scan in Deadwood roll 4\n"
        "ask: Imani scan in Burnham Reach roll 4\n")},
    {"title": "Options: every legal action for Rosa and Imani", "position": _SCANNER + "ask: options\n"},
    {"title": "What a job pays: its pay, a met challenge's reward, Lord Harrow's bonus", "position": (
        _JOBS + "ask: Pete complete Harrow Haul\n")},
    {"title": "A challenge goes with a job as it starts, not onto an active one", "position": (
        _JOBS + "ask: Pete attach challenge Spot Check to Harrow Haul\n"
        "ask: Pete start job Badger's Errand with challenge Spot Check\n")},
    {"title": "It depends: Meridian's region is not known", "position": (
        "game: blue-sun\n"
        "sector: Deadwood, rim, planet\n"
        "sector: Meridian, planet, supply\n"
        "adjacent: Meridian - Deadwood\n"
        "player: John, at Meridian, full burn\n"
        "ask: John draw nav from rim deck\n")},
    {"title": "Is the position possible? ask: valid", "position": (
        "game: blue-sun\n"
        "sector: Burnham Reach, rim, reaver space\n"
        "sector: Uroboros Rock, rim, uroboros\n"
        "reavers: Burnham Reach\n"
        "ask: valid\n")},
]


class BlueSun(Unknowns, Notation, Play, Game):
    id = "blue-sun"
    title = "Firefly: The Game – Blue Sun"
    language = "es"
    aliases = ("blue sun", "sol azul", "firefly blue sun", "borde sol azul", "rim space expansion")
    book = BOOK
    rules = RULES
    vocab = VOCAB
    examples = EXAMPLES
    notation_keys = NOTATION_KEYS
    notation_actions = NOTATION_ACTIONS

    def describe(self) -> dict:
        d = super().describe()
        d["not_checkable"] = [{"topic": k, "why": v} for k, v in NOT_CHECKABLE.items()]
        return d

    # ------------------------------------------------------------------ answers
    def answer(self, position: BlueSunPosition, tok: Token) -> Answer:
        if _plain(tok.text) in ("options", "score"):
            return super().answer(position, tok)
        act = self._resolve(position, self.parsed_action(tok))
        return self.verdict(position, act, tok.text)

    def options(self, position):
        """Computed once per position in a request: twenty ``ask: options`` cost one."""
        with work_budget() as budget:
            key = ("blue-sun options", position)
            if key not in budget.memo:
                budget.memo[key] = super().options(position)
            return list(budget.memo[key])

    def bears(self, rule, position, action) -> bool:
        return bears(rule.id, position, None if action is None else self._resolve(position, action))

    def forbidding(self, position, action):
        return super().forbidding(position, self._resolve(position, action))

    def verdict(self, position, action, ask=None):
        action = self._resolve(position, action)
        ans = super().verdict(position, action, ask)
        if action.verb in ("payout", "planetary") or (action.verb == "complete" and ans.legal):
            ans.value = self._value(position, action)
        return ans
