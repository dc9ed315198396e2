"""Dance of the Fireflies: bidding on the Flower Clock, planting Flower Beds,
Special Abilities, Orchids and Weeds, harvesting and end-of-game scoring.

A position describes the Flower Clock (each Flower, its bloom symbol, its
spaces and the Fireflies on them, which side of the Sundial it is on), the
Sundial pointers, each player's supply, Royal, hand and Flower Beds, the
Greenhouse, Potting Shed and Compost Heap, and anything a player still has to
do right now (``pending:`` lines: a won Flower to plant, an ability to use...).

    game: dance-of-the-fireflies
    players: Rosa, Hugo
    turn: Rosa
    sundial: sun 1, moon 2
    flower 1: red sun, day side; day Hugo, mixed, night
    flower 2: blue moon, night side; night, night, mixed
    Rosa hand: yellow sun, orange moon
    Rosa bed 1: white sun, purple moon face-down
    ask: bid 1

Actions are atomic steps (``bid 1``, ``bonus 2 discard red``, ``plant orange in
bed 1``, ``copy red``, ``end turn``, ``harvest``...); ``A then B`` asks a sequence.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Iterable, Optional

from ..core import Answer, Game, Outcome, Position, Reason, RuleList
from ..dsl import Errors, Token, Vocabulary, norm, read, split, words
from ..errors import PositionSyntaxError, did_you_mean
from ..registry import register

BOOK = "dance-of-the-fireflies"
COLOURS = ("red", "white", "yellow", "orange", "blue", "purple")
ABILITY = ("red", "white", "yellow", "orange", "blue")  # purple: points only
OW = "orchid/weed"
UNKNOWN = "?"
SPACE_KINDS = ("day", "night", "mixed")
PHASES = ("planting", "harvesting", "over")
BED_POINTS = {6: 12, 5: 8, 4: 5, 3: 3, 2: 1, 1: 0, 0: 0}

# ---------------------------------------------------------------------------
# position


@dataclass(frozen=True)
class Card:
    """A card: a Flower colour, ``orchid/weed`` or ``?`` (unknown); bloom sun/moon or ""."""

    colour: str
    bloom: str = ""
    mark: int = 0  # 3..6 for a "3+".."6+" card, 0 if not said

    @property
    def ow(self) -> bool:
        return self.colour == OW

    def render(self) -> str:
        out = [self.colour]
        if self.bloom:
            out.append(self.bloom)
        if self.mark:
            out.append(f"{self.mark}+")
        return " ".join(out)

    def matches(self, want: "Card") -> bool:
        """Does this card satisfy an action's card spec (bloom/mark optional)?"""
        return (self.colour == want.colour and (not want.bloom or self.bloom == want.bloom)
                and (not want.mark or self.mark == want.mark))


@dataclass(frozen=True)
class Space:
    kind: str  # day | night | mixed
    owner: str = ""  # player name or ""
    royal: bool = False

    def render(self) -> str:
        out = [self.kind]
        if self.owner:
            out.append(self.owner)
            if self.royal:
                out.append("royal")
        return " ".join(out)


@dataclass(frozen=True)
class Slot:
    """One place of the Flower Clock."""

    card: Optional[Card]  # None: empty place
    side: str  # day | night
    spaces: Optional[tuple[Space, ...]] = ()  # None: not described (a freshly refilled card)


@dataclass(frozen=True)
class Planted:
    """A card in a Flower Bed."""

    colour: str  # the Flower colour (an Orchid: the colour it stands for; a Weed: "")
    bloom: str = ""
    down: bool = False
    orchid: bool = False
    weed: bool = False
    mark: int = 0

    def render(self) -> str:
        if self.weed:
            out = ["weed"]
        elif self.orchid:
            out = ["orchid as", self.colour]
        else:
            out = [self.colour]
        if self.bloom:
            out.append(self.bloom)
        if self.mark:
            out.append(f"{self.mark}+")
        if self.down:
            out.append("face-down")
        return " ".join(out)

    def card(self) -> Card:
        return Card(OW if (self.orchid or self.weed) else self.colour, self.bloom, self.mark)


@dataclass(frozen=True)
class Pending:
    """Something a player must or may do before play goes on.

    kinds: ``win`` (plant the won ``card``), ``second`` (may plant a second
    ``colour`` from hand, not in ``bed``), ``ability`` (may use the ability of
    ``colour`` in ``bed``; ``via`` "yellow" when copied), ``discard`` (Red: discard
    one card), ``tie`` (may plant a ``colour`` from hand; ``via`` "royals" for the
    Royals-only case), ``plant-ow`` (must plant the Orchid/Weed ``card`` taken with
    Blue), ``weed`` (may re-plant the removed Weed ``card`` in an opponent's bed).
    """

    player: str
    kind: str
    colour: str = ""
    bed: int = 0
    card: Optional[Card] = None
    via: str = ""

    def render(self) -> str:
        p, c = self.player, self.colour
        if self.kind == "win":
            return f"{p} plants won {self.card.render()}"
        if self.kind == "second":
            return f"{p} may plant a second {c}, not in bed {self.bed}"
        if self.kind == "ability":
            via = " copied by yellow" if self.via == "yellow" else ""
            return f"{p} may use {c}{via} in bed {self.bed}"
        if self.kind == "discard":
            return f"{p} must discard a card"
        if self.kind == "tie":
            via = " after royals" if self.via == "royals" else " after tie"
            return f"{p} may plant a {c} from hand{via}"
        if self.kind == "plant-ow":
            return f"{p} must plant taken {self.card.render()}"
        if self.kind == "weed":
            return f"{p} may replant removed {self.card.render()}"
        raise ValueError(self.kind)


@dataclass(frozen=True)
class DFPosition(Position):
    players: tuple[str, ...] = ()
    apprentice: str = ""
    turn: str = ""
    phase: str = "planting"
    done: tuple[str, ...] = ()  # this turn/round: "bid N", "plant", "bonus", "switch", "harvest"
    clock: tuple[Slot, ...] = ()
    sun: int = 0  # 1-based Flower number the Sun pointer points at; 0 = not said
    moon: int = 0
    supply: tuple[int, ...] = ()  # regular Fireflies in each player's supply
    royal: tuple[str, ...] = ()  # each player's Royal when not on the clock: supply | down | up
    hands: tuple[tuple[Card, ...], ...] = ()
    beds: tuple[tuple[tuple[Planted, ...], ...], ...] = ()
    greenhouse: tuple[Card, ...] = ()
    shed: Optional[int] = None  # cards in the Potting Shed; None = not said (plenty)
    compost: tuple[Card, ...] = ()
    pending: tuple[Pending, ...] = ()

    # ---- helpers -------------------------------------------------------------------
    def idx(self, player: str) -> int:
        return self.players.index(player)

    def actor(self) -> str:
        if self.pending:
            return self.pending[0].player
        if self.phase == "planting":
            return self.turn
        if self.phase == "harvesting":
            return self.apprentice
        return ""

    def main_action(self) -> str:
        for d in self.done:
            if d.startswith("bid") or d == "plant":
                return d
        return ""

    def slot(self, n: int) -> Optional[Slot]:
        return self.clock[n - 1] if 1 <= n <= len(self.clock) else None

    def royal_on_clock(self, player: str) -> list[int]:
        return [i + 1 for i, s in enumerate(self.clock) for sp in (s.spaces or ())
                if sp.owner == player and sp.royal]

    def royal_in_supply(self, player: str) -> bool:
        return (player in self.players and self.royal[self.idx(player)] == "supply"
                and not self.royal_on_clock(player))

    def regulars(self, player: str) -> int:
        return self.supply[self.idx(player)] if player in self.players else 0

    def hand(self, player: str) -> tuple[Card, ...]:
        return self.hands[self.idx(player)] if player in self.players else ()

    def player_beds(self, player: str) -> tuple[tuple[Planted, ...], ...]:
        return self.beds[self.idx(player)] if player in self.players else ()


def neighbours(n: int, size: int) -> set[int]:
    if size < 2:
        return set()
    return {(n - 2) % size + 1, n % size + 1} - {n}


def flowers_in(bed: Iterable[Planted]) -> int:
    return sum(1 for c in bed if not c.weed)


def has_weed(bed: Iterable[Planted]) -> bool:
    return any(c.weed for c in bed)


def colour_in(bed: Iterable[Planted], colour: str) -> bool:
    return any(c.colour == colour and not c.weed for c in bed)


def find_card(cards: Iterable[Card], want: Card) -> int:
    """The card an action means: the one written exactly so, else the first that fits."""
    cards = list(cards)
    for i, c in enumerate(cards):
        if c == want:
            return i
    for i, c in enumerate(cards):
        if c.matches(want):
            return i
    return -1


# ---------------------------------------------------------------------------
# actions


@dataclass(frozen=True)
class Act:
    player: str = field(default="", kw_only=True)  # who asks ("" = whoever is to act)
    kind = ""

    @property
    def tags(self) -> frozenset:
        return frozenset({"act", self.kind})

    def _who(self) -> str:
        return f"{self.player}: " if self.player else ""


@dataclass(frozen=True)
class Bid(Act):
    flower: int
    royal: bool = False
    kind = "bid"

    def render(self) -> str:
        return f"{self._who()}bid {self.flower}" + (" royal" if self.royal else "")


@dataclass(frozen=True)
class Bonus(Act):
    flower: int
    discard: Card
    royal: bool = False
    kind = "bonus"

    def render(self) -> str:
        return (f"{self._who()}bonus {self.flower} discard {self.discard.render()}"
                + (" royal" if self.royal else ""))


@dataclass(frozen=True)
class Plant(Act):
    """Plant a Flower (or an Orchid as ``colour``) in own bed ``bed`` (0 = a new bed)."""

    card: Card
    bed: int = 0
    down: bool = False
    orchid: bool = False
    kind = "plant"

    def render(self) -> str:
        what = f"orchid as {self.card.render()}" if self.orchid else self.card.render()
        face = " face-down" if self.down else ""
        where = f"bed {self.bed}" if self.bed else "new bed"
        return f"{self._who()}plant {what}{face} in {where}"


@dataclass(frozen=True)
class PlantWeed(Act):
    target: str
    bed: int
    kind = "weed"

    def render(self) -> str:
        where = f"bed {self.bed}" if self.bed else "new bed"
        return f"{self._who()}plant weed in {self.target} {where}"


@dataclass(frozen=True)
class Simple(Act):
    """pass | end turn | harvest | refill | draw two | skip"""

    what: str
    kind = "simple"

    @property
    def tags(self) -> frozenset:
        return frozenset({"act", self.what})

    def render(self) -> str:
        return self._who() + self.what


@dataclass(frozen=True)
class Switch(Act):
    a: int
    b: int
    kind = "switch"

    def render(self) -> str:
        return f"{self._who()}switch {self.a} {self.b}"


@dataclass(frozen=True)
class Discard(Act):
    card: Card
    kind = "discard"

    def render(self) -> str:
        return f"{self._who()}discard {self.card.render()}"


@dataclass(frozen=True)
class White(Act):
    flower: int
    space: int
    royal: bool = False
    kind = "white"

    def render(self) -> str:
        return (f"{self._who()}white {self.flower} space {self.space}"
                + (" royal" if self.royal else ""))


@dataclass(frozen=True)
class Copy(Act):
    colour: str
    kind = "copy"

    def render(self) -> str:
        return f"{self._who()}copy {self.colour}"


@dataclass(frozen=True)
class Take(Act):
    card: Card
    keep: bool = False  # an Orchid/Weed kept in hand instead of planted
    kind = "take"

    def render(self) -> str:
        keep = " into hand" if self.keep and self.card.ow else ""
        return f"{self._who()}take {self.card.render()}{keep}"


@dataclass(frozen=True)
class Query(Act):
    """Computed questions: ``winner N`` / ``X wins N`` / ``score [X]`` / ``winner`` / ``setup``."""

    what: str
    flower: int = 0
    claim: str = ""  # "X wins N": the claimed winner
    kind = "query"

    def render(self) -> str:
        if self.what == "flower":
            return f"{self.claim} wins {self.flower}" if self.claim else f"winner {self.flower}"
        if self.what == "score":
            return f"score {self.claim}" if self.claim else "score"
        return self.what


@dataclass(frozen=True)
class Seq(Act):
    steps: tuple = ()
    kind = "seq"

    def render(self) -> str:
        return " then ".join(s.render() for s in self.steps)


# ---------------------------------------------------------------------------
# rules

RULES = RuleList(BOOK)
S_SETUP = "Set-Up"
S_ROUND = "A Game Round"
S_HARV = "Harvesting Phase"
S_TURN = "A Player's Turn"
S_BONUS = "Bonus Action"
S_ROYAL = "Royal Fireflies"
S_PLACE = "Placing Fireflies & Day/Night Rules"
S_HR = "Harvesting Rules"
S_RHR = "Royals Harvesting Rules"
S_WIN = "Winning a Flower from the Flower Clock"
S_ABIL = "Flower Cards and their Special Abilities"
S_CHAIN = "Flower Chains"
S_BEDS = "Building Your Flower Beds"
S_OW = "Orchid & Weed Cards"
S_ORCHID = "Plant the Card as an Orchid in Their Own Flower Bed"
S_WEED = "Plant the Card as a Weed in an Opponent's Flower Bed"
S_REMOVE = "Removing a Weed"
S_FB = "Flower Beds"
S_HARM = "Harmony Bonuses"
S_TIE = "Who Wins a Tie"

# which actions answer which pending kind
_ANSWERS = {
    "win": {"plant", "weed"},
    "second": {"plant", "skip"},
    "ability": {"plant", "draw two", "white", "copy", "take", "skip"},
    "discard": {"discard"},
    "tie": {"plant", "skip"},
    "plant-ow": {"plant", "weed"},
    "weed": {"weed", "skip"},
}
_PENDING_RULE = {"win": "DF-WIN-PLANT", "second": "DF-WIN-SECOND", "ability": "DF-ABILITY",
                 "discard": "DF-RED-DISCARD", "tie": "DF-HARVEST-TIE", "plant-ow": "DF-BLUE-OW",
                 "weed": "DF-WEED-REPLANT"}
_ABILITY_ACTION = {"draw two": "red", "white": "white", "copy": "yellow", "take": "blue"}


def _akind(a: Act) -> str:
    return a.what if isinstance(a, Simple) else a.kind


def _ctx(p: DFPosition) -> Optional[Pending]:
    return p.pending[0] if p.pending else None


def _blocked(p: DFPosition, a: Act, rule: str) -> Optional[str]:
    """Does the first pending item (owned by ``rule``) keep ``a`` from happening now?"""
    pd = _ctx(p)
    if pd is None or isinstance(a, Query):
        return None
    kind = "tie" if pd.kind == "tie" else pd.kind
    if _PENDING_RULE[kind] != rule:
        return None
    if pd.kind == "tie" and pd.via == "royals":
        return None  # owned by DF-ROYALS-ONLY
    ak = _akind(a)
    if ak not in _ANSWERS[pd.kind]:
        return f"first: {pd.render()}"
    if pd.kind == "ability":
        want = _ABILITY_ACTION.get(ak)
        if ak == "plant" and pd.colour != "orange":
            return f"the ability waiting is the {pd.colour}'s, not an Orange planting"
        if want and pd.colour != want:
            return f"the ability waiting is the {pd.colour}'s, not the {want}'s"
    return None


def _turn_ctx(p: DFPosition, a: Act) -> bool:
    """Is ``a`` a plain turn action (no pending item in the way)?"""
    return not p.pending


# ---- validity ----------------------------------------------------------------------

@RULES.check("DF-PLAYERS", "Dance of the Fireflies is played by 2 to 6 players, each with their own colour of Fireflies.",
             S_SETUP, "6 player game – All Flower Cards and Orchid/Weed cards will be required for the game.",
             on={"position"})
def _(p, _a):
    n = len(p.players)
    return not 2 <= n <= 6 and f"{n} player(s)"


@RULES.check("DF-SETUP-DECK", "Cards marked with a player count above the number of players (3+, 4+, 5+, 6+) are set aside and never come into the game.",
             S_SETUP, "Depending on the number of players, separate the Flower Cards as follows:",
             on={"position"})
def _(p, _a):
    n = len(p.players)
    cards = [s.card for s in p.clock if s.card] + list(p.greenhouse) + list(p.compost)
    cards += [c for h in p.hands for c in h]
    cards += [c.card() for bs in p.beds for b in bs for c in b]
    cards += [pd.card for pd in p.pending if pd.card]
    bad = sorted({c.render() for c in cards if c.mark > n})
    return bad and f"set aside in a {n}-player game: " + ", ".join(bad)


@RULES.check("DF-SUPPLY", "Each player owns 6 regular Fireflies and 1 Royal: no more regular Fireflies in the supply and on the Flower Clock together, and the Royal in one place only.",
             S_SETUP, "one set of seven matching colour Fireflies (6 Regular and 1 Royal)", on={"position"})
def _(p, _a):
    out = []
    for i, pl in enumerate(p.players):
        on_clock = sum(1 for s in p.clock for sp in (s.spaces or ()) if sp.owner == pl and not sp.royal)
        if p.supply[i] + on_clock > 6:
            out.append(f"{pl} has {p.supply[i]} in supply and {on_clock} on the clock")
        royals = p.royal_on_clock(pl)
        if len(royals) > 1 or (royals and p.royal[i] != "supply"):
            out.append(f"{pl}'s Royal is in more than one place")
    return "; ".join(out)


@RULES.check("DF-OW-HAND", "Orchid/Weed cards can never be in a hand: drawn, they go face-up to the Greenhouse and a replacement is drawn; they come into play only as won or composted cards.",
             S_OW, "These powerful cards cannot be held in a player's hand.", on={"position", "take", "weed", "plant"})
def _(p, a):
    if a is None:
        bad = [pl for pl, h in zip(p.players, p.hands) if any(c.ow for c in h)]
        return bad and "in the hand of " + ", ".join(bad)
    if isinstance(a, Take):
        return a.keep and a.card.ow and "the Orchid/Weed card cannot stay in a hand"
    if isinstance(a, PlantWeed) or (isinstance(a, Plant) and a.orchid):
        pd = _ctx(p)
        if pd is None:
            return "no Orchid/Weed card is waiting to be planted"
    if isinstance(a, Plant) and a.card.ow and not a.orchid:
        return "an Orchid/Weed card is planted as an Orchid or a Weed, not from a hand"
    return None


@RULES.check("DF-OW-SPACES", "An Orchid/Weed card has five bidding spaces, a Flower Card three.",
             S_OW, "The only difference is that there are five spaces to bid on, as opposed to three.",
             on={"position"})
def _(p, _a):
    bad = []
    for n, s in enumerate(p.clock, 1):
        if s.card and s.spaces is not None and s.card.colour != UNKNOWN:
            want = 5 if s.card.ow else 3
            if len(s.spaces) != want:
                bad.append(f"flower {n} has {len(s.spaces)} spaces, not {want}")
    return "; ".join(bad)


# ---- turn structure ------------------------------------------------------------------

@RULES.check("DF-TURN-ORDER", "Only the player whose turn it is acts; turns go clockwise from the Gardener's Apprentice; a pending choice (a won Flower, an ability) belongs to the player it names, and the Harvesting Phase is run by the Apprentice.",
             S_TURN, "starting with the Gardener's Apprentice and proceeding clockwise, each player in turn must take one of the three following actions:",
             on={"act", "position"}, guard=True)
def _(p, a):
    if a is None:
        bad = [f"{w} {n}" for w, n in (("apprentice", p.apprentice), ("turn", p.turn))
               if n and n not in p.players]
        return bad and "not a player: " + ", ".join(bad)
    if isinstance(a, (Query, Seq)) or not a.player:
        return None
    who = p.actor()
    return norm(a.player) != norm(who) and (f"it is {who}'s move" if who else "the game is over")


@RULES.check("DF-PHASE", "Bids, plantings from hand, passing, bonus bids and switches belong to the Planting Phase; harvesting and then refilling belong to the Harvesting Phase, once each per round; nothing happens once the game is over.",
             S_ROUND, "Each Game Round is played in two phases: the Planting Phase and the Harvesting Phase.",
             on={"bid", "bonus", "pass", "end turn", "switch", "harvest", "refill", "plant", "draw up"})
def _(p, a):
    if p.phase == "over":
        return "the game is over"
    k = _akind(a)
    if k == "plant" and p.pending:
        return None
    if k in ("harvest", "refill"):
        if p.phase != "harvesting":
            return "it is the Planting Phase"
        if k == "harvest" and "harvest" in p.done:
            return "the Flower Clock was already harvested this round"
        if k == "refill" and "harvest" not in p.done:
            return "harvest first"
        return None
    return p.phase != "planting" and "it is the Harvesting Phase"


@RULES.check("DF-ONE-ACTION", "On a turn the player takes exactly one of the three actions (bid, plant, pass): no second one, and the turn cannot end before one was taken.",
             S_TURN, "each player in turn must take one of the three following actions:",
             on={"bid", "plant", "pass", "end turn", "draw up"})
def _(p, a):
    if p.pending or p.phase != "planting":
        return None
    k = _akind(a)
    if k in ("end turn", "draw up"):
        return not p.main_action() and "bid, plant or pass first"
    return p.main_action() and f"already done this turn: {p.main_action()}"


@RULES.check("DF-EMPTY-SUPPLY", "A player with no Fireflies in the supply cannot bid or plant and must pass; a Royal bid needs the Royal in the supply, a regular bid a regular Firefly.",
             S_TURN, "A player with no Fireflies in their supply pool must pass on their turn.",
             on={"bid", "bonus", "plant"})
def _(p, a):
    who = p.actor()
    if who not in p.players or p.pending and isinstance(a, Plant):
        return None
    if isinstance(a, Plant):
        if p.regulars(who) == 0 and not p.royal_in_supply(who):
            return f"{who} has no Fireflies in the supply"
        return None
    if a.royal:
        return not p.royal_in_supply(who) and f"{who}'s Royal is not in the supply"
    return p.regulars(who) == 0 and f"{who} has no regular Fireflies in the supply"


def _leftmost(slot: Slot) -> Optional[int]:
    for i, sp in enumerate(slot.spaces or ()):
        if not sp.owner:
            return i
    return None


@RULES.check("DF-BID-LEFTMOST", "A bid Firefly goes on the leftmost empty space of a Flower Card in the Flower Clock; a place with no card, or a card with no empty space, cannot be bid on.",
             S_TURN, "places it on the leftmost empty space on a Flower Card in the Flower Clock.",
             on={"bid", "bonus"})
def _(p, a):
    s = p.slot(a.flower)
    if s is None:
        return f"there is no flower {a.flower} (the clock has {len(p.clock)})"
    if s.card is None:
        return f"flower {a.flower} is an empty place"
    if s.spaces is None:
        return f"the spaces of flower {a.flower} are not described"
    if _leftmost(s) is None:
        return f"flower {a.flower} has no empty space"
    return None


def _side_block(p, a, side: str, bad: str) -> Optional[str]:
    s = p.slot(a.flower)
    if s is None or s.card is None or s.side != side:
        return None
    i = _leftmost(s)
    if i is None:
        return None
    return s.spaces[i].kind == bad and (
        f"flower {a.flower} is on the {side} side and its leftmost empty space is a {bad} space")


@RULES.check("DF-DAY-SIDE", "On the Day side of the Sundial a Flower can be bid on only when its leftmost empty space is a Sun or Mixed space (bids fill the spaces left to right, so a Moon space first in line blocks it).",
             S_PLACE, "If a Flower Card is on the Day Side of the Sundial, players can only bid on that Flower if it has either a Sun space or a Mixed space available.",
             on={"bid", "bonus"})
def _(p, a):
    return _side_block(p, a, "day", "night")


@RULES.check("DF-NIGHT-SIDE", "On the Night side of the Sundial a Flower can be bid on only when its leftmost empty space is a Moon or Mixed space (bids fill the spaces left to right, so a Sun space first in line blocks it).",
             S_PLACE, "If a Flower is on the Night Side, players can only bid on it if the Flower has either a Night space or a Mixed space available.",
             on={"bid", "bonus"})
def _(p, a):
    return _side_block(p, a, "night", "day")


# ---- planting --------------------------------------------------------------------------

def _plant_source(p: DFPosition, a: Act) -> str:
    """Where the planted card comes from: turn | win | second | orange | tie | ow | weed."""
    pd = _ctx(p)
    if pd is None:
        return "turn"
    return {"win": "win", "second": "second", "ability": "orange", "tie": "tie",
            "plant-ow": "ow", "weed": "weed"}.get(pd.kind, "other")


@RULES.check("DF-PLANT-HAND", "Planting from hand (the turn's action, Orange's extra Flower, a second Flower of a won colour, a tie planting) needs that Flower Card in the player's hand.",
             S_TURN, "The player takes one of the Flower Cards in their hand and places it on the table in front of them to start or add to a Flower Bed.",
             on={"plant"})
def _(p, a):
    if a.orchid or a.card.ow:
        return None
    src = _plant_source(p, a)
    if src not in ("turn", "second", "orange", "tie"):
        return None
    who = p.actor()
    if find_card(p.hand(who), a.card) < 0:
        return f"{who} has no {a.card.render()} in hand"
    return None


@RULES.check("DF-PLANT-FIREFLY", "Planting a Flower as the turn's action puts a Firefly from the supply on it for the rest of the game, so it needs a regular Firefly in the supply (our reading: the Royal, played face-down on the Flower Clock, is not used for planting).",
             S_TURN, "A player with no Fireflies in their supply cannot plant a Flower using this method.",
             on={"plant"})
def _(p, a):
    who = p.actor()
    if _plant_source(p, a) != "turn" or who not in p.players:
        return None
    return p.regulars(who) == 0 and f"{who} has no regular Firefly in the supply"


@RULES.check("DF-FACE", "Only a Flower planted as the turn's action (with a Firefly) may go face-down; won Flowers and Flowers planted by an ability or after a tie go face-up. A face-down Flower's ability waits until the end of the game.",
             S_TURN, "The Flower can either be placed face-up (so that its Special Ability can be used immediately",
             on={"plant"})
def _(p, a):
    return a.down and _plant_source(p, a) != "turn" and "only a Flower planted with a Firefly as the turn's action may go face-down"


RULES.add("DF-PASS", "A player may always choose to Pass instead of bidding or planting; passing ends the turn.",
          S_TURN, "A player can also simply choose to Pass.")


RULES.add("DF-DRAW-UP", "At the end of a Planting turn the player draws from the Potting Shed back up to three cards in hand (none when already holding three or more).",
          S_TURN, "At the end of their turn a player draws replacement card/s from the Potting Shed back up to a maximum of three cards in their hand.")


@RULES.check("DF-BED-EXISTS", "A Flower goes into one of the player's existing Flower Beds (numbered from 1) or starts a new one; a Weed goes into an existing bed of an opponent.",
             S_BEDS, "Additional Flower Beds can be planted below or beside the first Flower Bed.",
             on={"plant", "weed"})
def _(p, a):
    owner = _player_by_norm(p, a.target) if isinstance(a, PlantWeed) else p.actor()
    if owner not in p.players:
        return f"{owner} is not a player"
    beds = p.player_beds(owner)
    if a.bed and a.bed > len(beds):
        return f"{owner} has {len(beds)} Flower Bed(s), not a bed {a.bed}"
    return None


def _target_bed(p: DFPosition, a: Act) -> tuple[Planted, ...]:
    owner = _player_by_norm(p, a.target) if isinstance(a, PlantWeed) else p.actor()
    beds = p.player_beds(owner)
    return beds[a.bed - 1] if a.bed and a.bed <= len(beds) else ()


def _ability_usable(p: DFPosition, a: Plant) -> bool:
    """Would the Flower planted by ``a`` get to use its ability?"""
    if a.down or a.orchid:
        return False
    src = _plant_source(p, a)
    if src in ("turn", "win", "second"):
        return True
    if src == "orange":
        return a.bed != 0 and a.bed == p.pending[0].bed
    return False


def _removes_weed(p: DFPosition, a: Act) -> Optional[str]:
    """"orange"/"yellow" when planting ``a`` removes a Weed from its bed."""
    if not isinstance(a, Plant) or not a.bed or a.card.colour not in ("orange", "yellow"):
        return None
    bed = _target_bed(p, a)
    if not has_weed(bed) or not _ability_usable(p, a):
        return None
    if a.card.colour == "orange" and not colour_in(bed, "orange"):
        return "orange"
    if (a.card.colour == "yellow" and not colour_in(bed, "yellow")
            and any(c.colour == "orange" and not c.down and not c.orchid and not c.weed for c in bed)):
        return "yellow"
    return None


@RULES.check("DF-BED-COLOUR", "A Flower Bed holds at most one Flower of each colour (an Orchid counts as the colour it is planted as).",
             S_BEDS, "Flower Beds can only contain one Flower of each of the six Flower colours: Red, White, Purple, Yellow, Orange and Blue.",
             on={"plant", "position"})
def _(p, a):
    if a is None:
        bad = [f"{pl} bed {n}" for pl, bs in zip(p.players, p.beds) for n, b in enumerate(bs, 1)
               if len({c.colour for c in b if not c.weed}) < flowers_in(b)]
        return bad and "two Flowers of one colour in " + ", ".join(bad)
    colour = a.card.colour
    if colour not in COLOURS:
        return None
    return colour_in(_target_bed(p, a), colour) and f"bed {a.bed} already has a {colour} Flower"


@RULES.check("DF-BED-COMPLETE", "A Flower Bed with six Flowers is complete: nothing more, not even a Weed, can be added to it.",
             S_BEDS, "Once there are six Flowers in a Flower Bed, that Flower Bed is complete and cannot be added to.",
             on={"plant", "weed", "position"})
def _(p, a):
    if a is None:
        bad = [f"{pl} bed {n}" for pl, bs in zip(p.players, p.beds) for n, b in enumerate(bs, 1)
               if flowers_in(b) > 6]
        return bad and "more than six Flowers in " + ", ".join(bad)
    return flowers_in(_target_bed(p, a)) >= 6 and f"bed {a.bed} is complete"


@RULES.check("DF-WEED-BLOCKS", "A Flower Bed with a Weed (always at its right end) takes no further Flowers, nor a second Weed, unless the Weed is removed; its Flowers still score.",
             S_WEED, "a Weed will overrun that bed and no further Flowers can be added to that bed for the remainder of the game – UNLESS the Weed is removed.",
             on={"plant", "weed", "position"})
def _(p, a):
    if a is None:
        bad = [f"{pl} bed {n}" for pl, bs in zip(p.players, p.beds) for n, b in enumerate(bs, 1)
               if sum(c.weed for c in b) > 1 or (has_weed(b) and not b[-1].weed)]
        return bad and "a Weed not alone at the right end of " + ", ".join(bad)
    bed = _target_bed(p, a)
    if not has_weed(bed):
        return None
    if _removes_weed(p, a):
        return None
    return f"bed {a.bed} is blocked by a Weed"


# ---- bonus action ---------------------------------------------------------------------

@RULES.check("DF-BONUS", "After bidding or planting (not instead of it, and not after passing) a player may once per turn discard a card from hand face-up onto the Compost Heap to bid one more Firefly.",
             S_BONUS, "If a player either Bids/Places a Firefly on a flower (Action 1) or Plants a Flower (Action 2) they can choose to take an Additional Bonus Action as follows:",
             on={"bonus"})
def _(p, a):
    if p.phase != "planting" or p.pending:
        return None
    if "bonus" in p.done:
        return "the Bonus Action was already taken this turn"
    return not p.main_action() and "bid or plant first"


@RULES.check("DF-BONUS-DISCARD", "The Bonus Action costs a Flower Card discarded from the player's hand face-up onto the Compost Heap.",
             S_BONUS, "The player discards a Flower Card from their hand face-up onto the Compost Heap.", on={"bonus"})
def _(p, a):
    who = p.actor()
    return find_card(p.hand(who), a.discard) < 0 and f"{who} has no {a.discard.render()} in hand"


@RULES.check("DF-BONUS-ADJACENT", "If the turn's action was a bid, the bonus Firefly must go on a Flower next to that one in the Flower Clock (a circle), not the same Flower; the Day/Night rules still apply.",
             S_BONUS, "the second Firefly must be placed on a Flower adjacent to the flower they have just bid on (not the same Flower)",
             on={"bonus"})
def _(p, a):
    m = p.main_action()
    if not m.startswith("bid "):
        return None
    first = int(m.split()[1])
    if a.flower == first:
        return f"flower {first} is the Flower just bid on"
    return a.flower not in neighbours(first, len(p.clock)) and f"flower {a.flower} is not next to flower {first}"


# ---- Royals: switching ------------------------------------------------------------------

@RULES.check("DF-SWITCH-ROYAL", "During their own turn in the Planting Phase a player may sacrifice their Royal, which must be in their supply, to switch two Flower Cards; the Royal goes on the Sundial crown face down.",
             S_ROYAL, "During their turn, a player may sacrifice their Royal Firefly to switch two Flower Cards that are side by side in the Flower Clock.",
             on={"switch"})
def _(p, a):
    who = p.actor()
    return who in p.players and not p.royal_in_supply(who) and f"{who}'s Royal is not in the supply"


@RULES.check("DF-SWITCH-ADJACENT", "Only two Flower Cards side by side in the Flower Clock (a circle) can be switched; the cards move with the Fireflies on them.",
             S_ROYAL, "switch two Flower Cards that are side by side in the Flower Clock.", on={"switch"})
def _(p, a):
    for n in (a.a, a.b):
        s = p.slot(n)
        if s is None or s.card is None:
            return f"there is no Flower Card at {n}"
    return a.b not in neighbours(a.a, len(p.clock)) and f"flowers {a.a} and {a.b} are not side by side"


@RULES.check("DF-SWITCH-OWN", "To switch, the player must have at least one of their own Fireflies on one of the two cards.",
             S_ROYAL, "The player must have at least one of their own Fireflies on one of the cards being switched.",
             on={"switch"})
def _(p, a):
    who = p.actor()
    for n in (a.a, a.b):
        s = p.slot(n)
        if s is not None and any(sp.owner == who for sp in (s.spaces or ())):
            return None
    return f"{who} has no Firefly on flower {a.a} or {a.b}"


# ---- harvesting --------------------------------------------------------------------------

@RULES.check("DF-ROTATE", "Harvesting starts with the Gardener's Apprentice turning the Sundial one Flower clockwise: both pointers and the Day/Night sides move on one Flower (Flowers are numbered clockwise).",
             "Rotating the Sundial",
             "turns the Sundial one Flower clockwise so that the Sun pointer and Moon pointer are aligned with the next two Flowers in the Flower Clock.",
             on={"harvest"})
def _(p, _a):
    if not 1 <= p.sun <= len(p.clock) or not 1 <= p.moon <= len(p.clock):
        return "the position does not say where the Sun and Moon pointers are (sundial: sun N, moon N)"
    return None


RULES.add("DF-DAY-BREAK", "After rotating, the Flower at the Sun pointer leaves the Flower Clock if it carries a Sun bloom symbol.",
          "Day Break", "If there is a Sun symbol on the top right of the Flower Card, then that Flower has bloomed and will now leave the Flower Clock.")
RULES.add("DF-NIGHT-FALL", "Then the Flower at the Moon pointer leaves the Flower Clock if it carries a Moon bloom symbol.",
          "Night Fall", "Check the Moon pointer and if it is pointing to a Flower Card with a Moon on the top right of the Flower Card, then that Flower has also bloomed and will now leave the Flower Clock.")
RULES.add("DF-REFILL-ORDER", "Refilling fills the vacant Sun place first, then the vacant Moon place.",
          "Refilling the Flower Clock", "First refill the vacant Sun Space, then refill the vacant Moon Space.")
RULES.add("DF-REFILL-GREENHOUSE", "Orchid/Weed cards waiting in the Greenhouse are used first when refilling; only then cards from the Potting Shed.",
          "Refilling the Flower Clock", "If there is an Orchid/Weed Card available on the Greenhouse Deck it must be used FIRST when refilling the Flower Clock.")
RULES.add("DF-ROYAL-RETURN", "At the end of the Harvesting Phase, Royals showing their crown on the Sundial return to their owners' supplies, then Royals crown face down are flipped crown up.",
          S_HARV, "Any Royal Fireflies showing their crown on the Sundial are returned to the owning player's supply pool.")
RULES.add("DF-APPRENTICE-PASS", "The Gardener's Apprentice card passes to the player with the fewest Flowers in their Flower Beds (Weeds not counted); on a tie, to the first tied player going clockwise from the current Apprentice's left.",
          S_HARV, "The Gardener's Apprentice card is passed to the player with the lowest number of Flowers in their Flower Beds, or if drawn to equal lowest, moving clockwise.")
RULES.add("DF-HARVEST-NONE", "A harvested Flower with no Fireflies on it is discarded face-up onto the Compost Heap.",
          S_HR, "If no-one has bid on that flower the card is discarded face-up onto the Compost Heap.")
RULES.add("DF-HARVEST-MOST", "Without Royals, the player with the most Fireflies on a harvested Flower wins it.",
          S_HR, "The player who has bid the highest number of Fireflies wins this Flower card.")
RULES.add("DF-RECLAIM", "When a Flower is harvested its regular Fireflies go back to their owners' supplies.",
          S_HR, "When a flower is harvested all Fireflies (except Royals) are returned to their owner's Firefly Supply Pool.")
RULES.add("DF-ROYAL-ONE", "A single Royal on a harvested Flower wins it for its owner however many Fireflies others have; the Royal goes on the Sundial crown face down.",
          S_RHR, "that player wins the Flower regardless of which colour has the most Fireflies on that card.")
RULES.add("DF-ROYALS-CANCEL", "Two or more Royals on a harvested Flower cancel out (all go on the Sundial crown face down); its regular Fireflies decide it by the normal rules.",
          S_RHR, "Work out the winner among the remaining Fireflies for the flower using the normal Harvesting Rules (see above).")


@RULES.check("DF-HARVEST-TIE", "If two or more players tie for the most Fireflies nobody wins: the Flower goes to the Compost Heap and each player who bid on it may plant one Flower of the same colour from hand, face-up, without a Firefly and without using its ability.",
             S_HR, "If two or more players are tied for the highest number of Fireflies on the Flower Card, no one wins the Card.",
             on={"act"}, guard=True)
def _(p, a):
    pd = _ctx(p)
    if pd is None or pd.kind != "tie" or pd.via == "royals":
        return None
    return _tie_check(p, a, pd)


def _tie_check(p, a, pd) -> Optional[str]:
    if isinstance(a, Query):
        return None
    if _akind(a) not in ("plant", "skip"):
        return f"first: {pd.render()}"
    if isinstance(a, Plant) and (a.orchid or a.card.colour != pd.colour):
        return f"only a {pd.colour} Flower may be planted"
    return None


@RULES.check("DF-ROYALS-ONLY", "Two or more Royals and no regular Fireflies: nobody wins, the Flower goes to the Compost Heap, and each Royal's owner may plant one Flower of the same colour from hand, without using its ability.",
             S_RHR, "players with a Royal on the Flower Card may plant a Flower of the same colour from their hand into one of their existing Flower Beds or use it to begin a new Flower Bed.",
             on={"act"}, guard=True)
def _(p, a):
    pd = _ctx(p)
    if pd is None or pd.kind != "tie" or pd.via != "royals":
        return None
    return _tie_check(p, a, pd)


# ---- winning a flower --------------------------------------------------------------------

@RULES.check("DF-WIN-PLANT", "The winner of a Flower from the Flower Clock must plant it, face-up and without a Firefly, in one of their Flower Beds without that colour or in a new Flower Bed (an Orchid/Weed card: as an Orchid or a Weed).",
             S_WIN, "Plant that Flower into their garden, either in one of their existing Flower Beds (providing there is no Flower of the same colour already in that Flower Bed), or they can start a new Flower Bed with that Flower.",
             on={"act"}, guard=True)
def _(p, a):
    got = _blocked(p, a, "DF-WIN-PLANT")
    if got:
        return got
    pd = _ctx(p)
    if pd is None or pd.kind != "win" or not isinstance(a, (Plant, PlantWeed)):
        return None
    won = pd.card
    if won.ow:
        return isinstance(a, Plant) and not a.orchid and "the won Orchid/Weed card is planted as an Orchid or a Weed"
    if isinstance(a, PlantWeed) or a.orchid:
        return f"the won card is a {won.colour} Flower"
    return not won.matches(Card(a.card.colour, a.card.bloom)) and f"the won Flower is {won.render()}, not {a.card.render()}"


@RULES.check("DF-WIN-SECOND", "After planting a won Flower the player may plant one more Flower of the same colour from hand, into another or a new Flower Bed, face-up and without a Firefly.",
             S_WIN, "If the player currently has a Flower of the same colour in their hand they can also plant that Flower, either into another existing or into a new Flower Bed.",
             on={"act"}, guard=True)
def _(p, a):
    got = _blocked(p, a, "DF-WIN-SECOND")
    if got:
        return got
    pd = _ctx(p)
    if pd is None or pd.kind != "second" or not isinstance(a, Plant):
        return None
    if a.orchid or a.card.colour != pd.colour:
        return f"only a second {pd.colour} may be planted"
    return a.bed == pd.bed and f"the second {pd.colour} goes into another bed than bed {pd.bed}"


RULES.add("DF-WIN-ABILITIES", "After planting, the won Flower's ability, and then the second Flower's, may be triggered.",
          S_WIN, "Finally, they can trigger the Special Ability of the Flower they just won from the Flower Clock, and that of the second Flower if they have planted one.")
@RULES.check("DF-WIN-NO-DRAW", "Planting won Flowers (or anything else outside the end of a Planting turn) does not draw replacement cards from the Potting Shed; drawing up happens only when a Planting turn ends.",
             S_WIN, "they DO NOT draw replacements from the Potting Shed at this time.", on={"draw up"})
def _(p, _a):
    if p.phase != "planting" or p.pending:
        return "cards are drawn up only at the end of a Planting turn"
    return None


# ---- abilities --------------------------------------------------------------------------

@RULES.check("DF-ABILITY", "A Flower's Special Ability can be used only right after that Flower is planted face-up (from hand or from the Flower Clock), once, and before play goes on; the player may decline it (skip).",
             S_ABIL, "When a player plants a Flower, either from their hand or from the Flower Clock, they can instantly trigger that Flower's Special Ability.",
             on={"act"}, guard=True)
def _(p, a):
    got = _blocked(p, a, "DF-ABILITY")
    if got:
        return got
    k = _akind(a)
    if k in ("draw two", "white", "copy", "take", "skip") and not p.pending:
        return "no Special Ability (or other choice) is waiting to be used"
    return None


@RULES.check("DF-RED", "Red: draw two cards from the Potting Shed, then discard any one card from hand face-down to the bottom of the Potting Shed.",
             S_ABIL, "When this card is planted in a Flower Bed the player may draw two cards from the Potting Shed and add them to their hand.",
             on={"draw two"})
def _(p, _a):
    return p.shed == 0 and "the Potting Shed is empty"


@RULES.check("DF-RED-DISCARD", "After Red's draw the player must discard exactly one card from hand to the bottom of the Potting Shed before anything else.",
             S_ABIL, "They must then select any one card from their hand and discard it face-down onto the bottom of the Potting Shed.",
             on={"act"}, guard=True)
def _(p, a):
    got = _blocked(p, a, "DF-RED-DISCARD")
    if got:
        return got
    if not isinstance(a, Discard):
        return None
    pd = _ctx(p)
    if pd is None or pd.kind != "discard":
        return "no Red ability asks for a discard now"
    who = p.actor()
    if find_card(p.hand(who), a.card) < 0 and not (a.card.colour == UNKNOWN and UNKNOWN in [c.colour for c in p.hand(who)]):
        return f"{who} has no {a.card.render()} in hand"
    return None


@RULES.check("DF-WHITE", "White: place one Firefly from the supply on any empty space of any Flower in the Flower Clock, ignoring the Day/Night rules (the scare-quoted 'any' is read as any empty space, not only the leftmost).",
             S_ABIL, "the player may place one Firefly from their supply onto 'any' space on any Flower in the Flower Clock, ignoring the Day/Night rules.",
             on={"white"})
def _(p, a):
    who = p.actor()
    out = []
    if a.royal and not p.royal_in_supply(who):
        out.append(f"{who}'s Royal is not in the supply")
    if not a.royal and p.regulars(who) == 0:
        out.append(f"{who} has no regular Firefly in the supply")
    s = p.slot(a.flower)
    if s is None or s.card is None or s.spaces is None:
        out.append(f"there is no described Flower Card at {a.flower}")
    elif not 1 <= a.space <= len(s.spaces):
        out.append(f"flower {a.flower} has no space {a.space}")
    elif s.spaces[a.space - 1].owner:
        out.append(f"space {a.space} of flower {a.flower} is taken")
    return "; ".join(out)


def _yellow_bed(p: DFPosition) -> tuple[Planted, ...]:
    pd = _ctx(p)
    beds = p.player_beds(pd.player)
    return beds[pd.bed - 1] if 1 <= pd.bed <= len(beds) else ()


@RULES.check("DF-YELLOW", "Yellow: copy the ability of a face-up Flower (not an Orchid) already in the same Flower Bed as the Yellow.",
             S_ABIL, "the player may 'copy' one Special Ability of a Flower (face-up) already in that Flower Bed.",
             on={"copy"})
def _(p, a):
    pd = _ctx(p)
    if pd is None or pd.kind != "ability" or pd.colour != "yellow":
        return None
    bed = _yellow_bed(p)
    ok = any(c.colour == a.colour and not c.down and not c.orchid and not c.weed for c in bed)
    return not ok and f"bed {pd.bed} has no face-up {a.colour} Flower"


@RULES.check("DF-YELLOW-NOT", "Yellow cannot copy a Purple or a Yellow Flower.",
             S_ABIL, "However, they cannot copy a Purple or Yellow Flower's ability.", on={"copy"})
def _(p, a):
    return a.colour in ("purple", "yellow") and f"a {a.colour} Flower's ability cannot be copied"


RULES.add("DF-ORANGE", "Orange: plant one more Flower of any colour from hand into a Flower Bed, face-up and without a Firefly.",
          S_ABIL, "the player may plant one additional Flower (any type) from their hand into a Flower Bed without placing a Firefly from their supply on it.")


@RULES.check("DF-BLUE", "Blue: take any one card from the Compost Heap into hand.",
             S_ABIL, "the player may look through the cards in the Compost Heap and pick one to add to their hand.",
             on={"take"})
def _(p, a):
    return find_card(p.compost, a.card) < 0 and f"there is no {a.card.render()} on the Compost Heap"


RULES.add("DF-PURPLE", "Purple has no ability during play; it is worth 1 extra point at the end of the game.",
          S_ABIL, "At the end of the game this Flower is worth 1 extra bonus point.")
RULES.add("DF-CHAIN-SAME", "A Flower planted by another Flower's ability into the same Flower Bed may trigger its own ability.",
          S_CHAIN, "If the second Flower is planted into the same Flower Bed as the first Flower: the player CAN also trigger the second Flower's Special Ability.")
RULES.add("DF-CHAIN-OTHER", "A Flower planted by another Flower's ability into a different or a new Flower Bed cannot trigger its ability.",
          S_CHAIN, "If the second Flower is planted into a different Flower Bed or is used to start a new Flower Bed: the player CANNOT trigger the second Flower's Special Ability.")


# ---- Orchids and Weeds ------------------------------------------------------------------

@RULES.check("DF-ORCHID", "A won (or composted) Orchid/Weed card may be planted as an Orchid of any colour in the player's own Flower Bed, following the normal planting rules; it then has no ability.",
             S_ORCHID, "An Orchid can be planted as 'any colour' of Flower but must follow the normal planting rules.",
             on={"plant"})
def _(p, a):
    if not a.orchid:
        return None
    pd = _ctx(p)
    if pd is None:
        return None  # DF-OW-HAND says why
    if pd.kind in ("win", "plant-ow") and pd.card and pd.card.ow:
        return None
    if pd.kind == "weed":
        return None  # DF-WEED-NOT-ORCHID
    return "no Orchid/Weed card is waiting to be planted"


RULES.add("DF-ORCHID-NO-ABILITY", "An Orchid never triggers a Flower's Special Ability.",
          S_ORCHID, "The Orchid does NOT follow any Flower's Special Ability.")
RULES.add("DF-ORCHID-STAYS", "A planted Orchid is never removed, and counts as one Flower of its colour at the end.",
          S_ORCHID, "Once planted in a Player's Flower Bed an Orchid cannot be removed.")


@RULES.check("DF-WEED-OPPONENT", "A Weed is planted at the right end of an existing Flower Bed of an opponent, never in the player's own.",
             S_WEED, "When planting a Weed in an opponent's Flower Bed, the player turns the Orchid/Weed Card upside down and places it at the end of an opponent's Flower Bed.",
             on={"weed"})
def _(p, a):
    if _player_by_norm(p, a.target) == p.actor():
        return "a Weed goes into an opponent's Flower Bed"
    return not a.bed and "a Weed goes at the end of an existing Flower Bed"


@RULES.check("DF-WEED-NOT-ORCHID", "A card once planted as a Weed (and removed) can only be re-planted as a Weed.",
             S_WEED, "Once planted as a Weed, an Orchid/Weed card cannot be re-planted as an Orchid.",
             on={"plant"})
def _(p, a):
    pd = _ctx(p)
    return a.orchid and pd is not None and pd.kind == "weed" and "the removed Weed cannot become an Orchid"


@RULES.check("DF-BLUE-OW", "An Orchid/Weed card taken from the Compost Heap with Blue must be planted at once, as an Orchid in the player's bed or as a Weed in an opponent's; it is never kept in hand.",
             S_WEED, "they must immediately plant it in one of their Flower Beds or in an opponent's Flower Bed.",
             on={"act"}, guard=True)
def _(p, a):
    if isinstance(a, Take) and a.keep and a.card.ow:
        return "it must be planted at once"
    got = _blocked(p, a, "DF-BLUE-OW")
    if got:
        return got
    pd = _ctx(p)
    if pd is not None and pd.kind == "plant-ow" and isinstance(a, Plant) and not a.orchid:
        return "the taken Orchid/Weed card is planted as an Orchid or a Weed"
    return None


RULES.add("DF-REMOVE-ORANGE", "A face-up Orange that may use its ability can be planted into the player's own Weed-blocked bed that has no Orange, replacing the Weed; that is its ability.",
          S_REMOVE, "they can remove the Weed from the Flower Bed and replace it with the Orange Flower.")
RULES.add("DF-REMOVE-YELLOW", "A face-up Yellow that may use its ability can be planted into the player's own Weed-blocked bed that has a face-up Orange and no Yellow, copying the Orange to replace the Weed.",
          S_REMOVE, "they can use its Special Ability to copy the Orange Flower's ability and remove the Weed, replacing it with the Yellow Flower.")


@RULES.check("DF-WEED-REPLANT", "A removed Weed may at once be planted into an opponent's Flower Bed, as a Weed; if not, it goes to the Compost Heap.",
             S_REMOVE, "When a Weed is removed, it can immediately be planted into any opponent's Flower Bed.",
             on={"act"}, guard=True)
def _(p, a):
    return _blocked(p, a, "DF-WEED-REPLANT")


# ---- scoring ------------------------------------------------------------------------------

RULES.add("DF-SCORE-BEDS", "Each Flower Bed scores points by its number of Flowers: a full bed of 6 is worth 12, then 5→8, 4→5, 3→3, 2→1, 1→0 points; face-down Flowers are turned up and count.",
          S_FB, "Points (unless Purple)")
RULES.add("DF-SCORE-WEEDS", "Weeds do not count as Flowers when a bed is scored.", S_FB, "Weeds do not count as Flowers.")
RULES.add("DF-SCORE-PURPLE", "Every Purple Flower scores 1 extra point.", S_FB,
          "All Purple Flowers score 1 additional point at the end of the game.")
RULES.add("DF-SCORE-ORCHID-PURPLE", "An Orchid planted as Purple gets no Purple bonus.", S_FB,
          "Note: Orchids planted as Purple Flowers do not gain this bonus.")
RULES.add("DF-HARMONY-DAY", "A full bed of six whose cards all carry the Sun symbol scores 2 more.", S_HARM,
          "and all the Flower Cards are Day Flowers (Sun symbol), add 2 points to that Flower Bed's score.")
RULES.add("DF-HARMONY-NIGHT", "A full bed of six whose cards all carry the Moon symbol scores 4 more.", S_HARM,
          "and all the Flower Cards are Night Flowers (Moon symbol), add 4 points to that Flower Bed's score.")
RULES.add("DF-WINNER", "The player with the most points is the Head Gardener.", S_HARM,
          "the winner of the coveted title of Head Gardener is the player with the highest number of points.")
RULES.add("DF-TIE-FULL", "On equal points the player with more full Flower Beds wins.", S_TIE,
          "The most Full Flower Beds (sets of six).")
RULES.add("DF-TIE-ORCHID", "Still tied: a player with an Orchid in a bed beats one without; a player with a Weed in a bed and no Orchid ranks below one with neither (our reading of the prettier-bed rule).",
          S_TIE, "A Flower Bed with an Orchid always looks prettier than one with a Weed.")


NOT_ACTION_DECIDABLE = {
    "DF-PASS": "passing is always allowed: only the turn-order and phase rules limit it",
    "DF-DRAW-UP": "an effect of ending a turn, not a choice",
    "DF-DAY-BREAK": "an effect of harvesting",
    "DF-NIGHT-FALL": "an effect of harvesting",
    "DF-REFILL-ORDER": "an effect of refilling",
    "DF-REFILL-GREENHOUSE": "an effect of refilling",
    "DF-ROYAL-RETURN": "an effect of refilling (end of the Harvesting Phase)",
    "DF-APPRENTICE-PASS": "an effect of the end of the round",
    "DF-HARVEST-NONE": "an outcome of harvesting (ask: winner N)",
    "DF-HARVEST-MOST": "an outcome of harvesting (ask: winner N)",
    "DF-RECLAIM": "an effect of harvesting",
    "DF-ROYAL-ONE": "an outcome of harvesting (ask: winner N)",
    "DF-ROYALS-CANCEL": "an outcome of harvesting (ask: winner N)",
    "DF-WIN-ABILITIES": "explains which abilities follow a win",
    "DF-ORANGE": "an ability; its planting is checked by the planting rules",
    "DF-PURPLE": "scoring only",
    "DF-CHAIN-SAME": "an effect: decides whether an ability follows",
    "DF-CHAIN-OTHER": "an effect: decides whether an ability follows",
    "DF-ORCHID-NO-ABILITY": "an effect: an Orchid never opens an ability",
    "DF-ORCHID-STAYS": "nothing can target an Orchid for removal",
    "DF-REMOVE-ORANGE": "allows (never forbids) planting into a Weed-blocked bed",
    "DF-REMOVE-YELLOW": "allows (never forbids) planting into a Weed-blocked bed",
    "DF-SCORE-BEDS": "scoring (ask: score)",
    "DF-SCORE-WEEDS": "scoring (ask: score)",
    "DF-SCORE-PURPLE": "scoring (ask: score)",
    "DF-SCORE-ORCHID-PURPLE": "scoring (ask: score)",
    "DF-HARMONY-DAY": "scoring (ask: score)",
    "DF-HARMONY-NIGHT": "scoring (ask: score)",
    "DF-WINNER": "scoring (ask: winner)",
    "DF-TIE-FULL": "scoring (ask: winner)",
    "DF-TIE-ORCHID": "scoring (ask: winner)",
}

# ---------------------------------------------------------------------------
# vocabulary and parsing

VOCAB = Vocabulary({
    "colour": {"red": [], "white": [], "yellow": [], "orange": [], "blue": [], "purple": []},
    "orchid/weed": {OW: ["orchid", "weed", "ow", "orchid-weed", "orchid weed", "orchid/weed card"]},
    "bloom": {"sun": ["sun bloom", "sun symbol", "day flower"], "moon": ["moon bloom", "moon symbol", "night flower"]},
    "space": {"day": ["sun", "day space", "sun space"], "night": ["moon", "night space", "moon space"],
              "mixed": ["mix", "mixed space", "both"]},
    "side": {"day": ["day side", "sun side", "sun"], "night": ["night side", "moon side", "moon"]},
    "phase": {"planting": ["planting phase", "plant"], "harvesting": ["harvesting phase", "harvest"],
              "over": ["game over", "end", "ended", "end of game"]},
    "royal place": {"supply": ["in supply", "supply pool"], "down": ["crown down", "sundial crown down", "face down"],
                    "up": ["crown up", "sundial crown up", "face up"]},
    "key": {"game": [], "players": ["player"], "apprentice": ["gardeners apprentice"], "turn": [],
            "phase": [], "done": ["this turn", "done this turn"], "sundial": ["pointers"],
            "flower N": [], "greenhouse": [], "potting shed": ["shed"], "compost": ["compost heap"],
            "pending": [], "ask": [], "PLAYER supply": [], "PLAYER royal": [], "PLAYER hand": [],
            "PLAYER bed N": []},
    "action": {"bid": ["place", "bids"], "bonus": [], "plant": ["plants"], "pass": ["passes"],
               "end turn": ["end"], "switch": ["swap"], "harvest": [], "refill": [], "draw two": ["draw"],
               "discard": [], "white": [], "copy": [], "take": [], "skip": ["decline"],
               "winner N": ["who wins N", "X wins N"], "score": ["score X"], "winner": ["head gardener"],
               "setup": ["set-up"], "options": []},
})

_KEYS = ["game", "players", "apprentice", "turn", "phase", "done", "sundial", "greenhouse",
         "potting-shed", "compost", "pending", "ask"]
_KEY_ALIASES = {"player": "players", "gardeners-apprentice": "apprentice", "this-turn": "done",
                "done-this-turn": "done", "pointers": "sundial", "shed": "potting-shed",
                "compost-heap": "compost"}
_MARK = re.compile(r"^([3-6])\+$")
_FACE_DOWN = {"face-down", "down", "facedown", "hidden"}
_FACE_UP = {"face-up", "up", "faceup"}


def _card_words(ws: list[Token], i: int, *, allow_ow: bool = True, allow_unknown: bool = True
                ) -> tuple[Card, int]:
    """Read ``colour [bloom] [N+]`` starting at ``ws[i]``."""
    w = ws[i]
    if w.text == UNKNOWN and allow_unknown:
        return Card(UNKNOWN), i + 1
    kinds = ["colour", "orchid/weed"] if allow_ow else ["colour"]
    found = VOCAB.longest(ws, i, kinds)
    if found is None:
        raise VOCAB.unknown(w, kinds, "card")
    colour = found[1]
    i += found[2]
    bloom = ""
    if i < len(ws):
        b = VOCAB.longest(ws, i, ["bloom"])
        if b:
            bloom, i = b[1], i + b[2]
    mark = 0
    if i < len(ws) and _MARK.match(ws[i].text):
        mark, i = int(ws[i].text[0]), i + 1
    return Card(colour, bloom, mark), i


def _one_card(tok: Token, **kw) -> Card:
    ws = words(tok)
    if not ws:
        raise tok.error("a card is missing", expected="a card such as red sun")
    card, i = _card_words(ws, 0, **kw)
    if i < len(ws):
        raise ws[i].error(f'unexpected "{ws[i].text}" after the card', expected="a card such as red sun 4+")
    return card


def _cards(tok: Token, **kw) -> tuple[Card, ...]:
    if tok.text.strip().lower() in ("", "none", "empty", "-"):
        return ()
    out = []
    for piece in split(tok):
        ws = words(piece)
        n = 1
        if ws and re.fullmatch(r"\d+", ws[0].text) and len(ws) > 1:
            n, ws = int(ws[0].text), ws[1:]
        if ws and re.fullmatch(r"[x×]\d+", ws[-1].text, re.I):
            n, ws = int(ws[-1].text[1:]), ws[:-1]
        if not ws:
            raise piece.error("a card is missing", expected="a card such as red sun")
        card, i = _card_words(ws, 0, **kw)
        if i < len(ws):
            raise ws[i].error(f'unexpected "{ws[i].text}" after the card', expected="a card such as red sun")
        out += [card] * n
    return tuple(out)


def _planted(tok: Token) -> Planted:
    ws = words(tok)
    if not ws:
        raise tok.error("a Flower is missing", expected="a Flower such as red sun")
    down = False
    while ws and (ws[-1].norm in _FACE_DOWN | _FACE_UP or ws[-1].norm == "face"):
        last = ws.pop()
        if last.norm in _FACE_DOWN:
            down = True
        if last.norm in ("down", "up") and ws and ws[-1].norm == "face":
            ws.pop()
    if not ws:
        raise tok.error("a Flower is missing", expected="a Flower such as red sun")
    first = ws[0].norm
    if first in ("weed", "weeds"):
        bloom, mark, i = "", 0, 1
        if i < len(ws) and VOCAB.lookup(ws[i].text, ["bloom"]):
            bloom, i = VOCAB.lookup(ws[i].text, ["bloom"])[1], i + 1
        if i < len(ws) and _MARK.match(ws[i].text):
            mark, i = int(ws[i].text[0]), i + 1
        if i < len(ws):
            raise ws[i].error(f'unexpected "{ws[i].text}" after the Weed', expected="weed [sun|moon]")
        if down:
            raise tok.error("a Weed is never face-down", expected="weed [sun|moon]")
        return Planted("", bloom, weed=True, mark=mark)
    if first in ("orchid", "orchids"):
        i = 1
        if i < len(ws) and ws[i].norm == "as":
            i += 1
        if i >= len(ws):
            raise ws[-1].error("which colour does the Orchid stand for?", expected="orchid as red")
        card, j = _card_words(ws, i, allow_ow=False, allow_unknown=False)
        if j < len(ws):
            raise ws[j].error(f'unexpected "{ws[j].text}"', expected="orchid as COLOUR [sun|moon]")
        if down:
            raise tok.error("an Orchid is never face-down", expected="orchid as red")
        return Planted(card.colour, card.bloom, orchid=True, mark=card.mark)
    card, j = _card_words(ws, 0, allow_ow=False, allow_unknown=False)
    if j < len(ws):
        raise ws[j].error(f'unexpected "{ws[j].text}" after the Flower',
                          expected="COLOUR [sun|moon] [face-down]")
    return Planted(card.colour, card.bloom, down, mark=card.mark)


def _int(tok: Token, what: str) -> int:
    if not re.fullmatch(r"\d{1,4}", tok.text):
        raise tok.error(f'"{tok.text}" is not {what}', expected=what)
    return int(tok.text)


def _player(tok: Token, players: Iterable[str]) -> str:
    by = {norm(p): p for p in players}
    got = by.get(tok.norm)
    if got is None:
        raise tok.error(f'"{tok.text}" is not one of the players', expected="a player: " + ", ".join(by.values()),
                        hint=did_you_mean(tok.text, list(by.values())))
    return got


def _space(tok: Token, players: list[str]) -> Space:
    ws = words(tok)
    kind = VOCAB.longest(ws, 0, ["space"]) if ws else None
    if kind is None:
        raise VOCAB.unknown(ws[0] if ws else tok, ["space"], "space")
    owner, royal = "", False
    for w in ws[kind[2]:]:
        if w.norm in ("royal", "r", "crown"):
            royal = True
        elif w.norm in ("empty", "-", "free"):
            continue
        elif owner:
            raise w.error(f'unexpected "{w.text}"', expected="SPACE [PLAYER [royal]]")
        else:
            owner = _player(w, players)
    if royal and not owner:
        raise tok.error("whose Royal is it?", expected="SPACE PLAYER royal")
    return Space(kind[1], owner, royal)


def _slot(tok: Token, players: list[str]) -> Slot:
    head, _, rest = tok.text.partition(";")
    head_tok = tok.sub(0, len(head))
    parts = split(head_tok)
    if not parts:
        raise tok.error("describe the Flower", expected="COLOUR BLOOM, SIDE side; SPACES")
    side = None
    for extra in parts[1:]:
        s = VOCAB.lookup(extra.text, ["side"])
        if s is None:
            raise VOCAB.unknown(extra, ["side"], "side of the Sundial")
        side = s[1]
    if side is None:
        raise tok.error("which side of the Sundial is this Flower on?", expected='", day side" or ", night side"',
                        hint=f"write: {head.strip()}, day side; ...")
    if parts[0].norm in ("empty", "none", "-"):
        if rest.strip():
            raise tok.sub(len(head) + 1).error("an empty place has no spaces")
        return Slot(None, side, ())
    card = _one_card(parts[0])
    if card.colour != UNKNOWN and not card.bloom:
        raise parts[0].error("a Flower on the Clock needs its bloom symbol", expected=f"{card.colour} sun or {card.colour} moon")
    if not tok.text.count(";"):
        raise tok.error("list the Flower's spaces after a semicolon",
                        expected="; day, mixed PLAYER, night PLAYER royal")
    rest_tok = tok.sub(len(head) + 1)
    if rest_tok.text.strip() == UNKNOWN:
        return Slot(card, side, None)
    spaces = tuple(_space(t, players) for t in split(rest_tok))
    return Slot(card, side, spaces)


_PENDING_PATTERNS = [
    ("win", re.compile(r"^(?:plants|must plant) won (?P<card>.+)$")),
    ("second", re.compile(r"^may plant a second (?P<colour>\w+)(?:,? not in bed (?P<bed>\d+))?$")),
    ("ability", re.compile(r"^may use (?P<colour>\w+)(?P<via> copied by yellow)? in bed (?P<bed>\d+)$")),
    ("discard", re.compile(r"^must discard (?:a|one) card$")),
    ("tie", re.compile(r"^may plant an? (?P<colour>\w+) from hand(?: after (?P<why>tie|royals))?$")),
    ("plant-ow", re.compile(r"^must plant taken (?P<card>.+)$")),
    ("weed", re.compile(r"^may replant removed (?P<card>.+)$")),
]


def _pending(tok: Token, players: list[str]) -> Pending:
    text = re.sub(r"\s+", " ", tok.text.strip())
    who = None
    for pl in sorted(players, key=len, reverse=True):
        if text.lower().startswith(pl.lower() + " "):
            who, text = pl, text[len(pl) + 1:]
            break
    if who is None:
        first = words(tok)[0] if words(tok) else tok
        raise first.error("a pending line starts with the player's name", expected="a player: " + ", ".join(players),
                          hint=did_you_mean(first.text, players))
    low = text.lower()
    rest_col = tok.column + len(tok.text) - len(text)
    for kind, rx in _PENDING_PATTERNS:
        m = rx.match(low)
        if not m:
            continue
        g = m.groupdict()
        card = None
        if g.get("card"):
            start = m.start("card")
            card = _one_card(Token(text[start:], tok.line, rest_col + start, tok.source))
        colour = g.get("colour") or ""
        if colour:
            found = VOCAB.lookup(colour, ["colour"])
            if found is None:
                start = m.start("colour")
                raise VOCAB.unknown(Token(text[start:m.end("colour")], tok.line, rest_col + start, tok.source),
                                    ["colour"], "colour")
            colour = found[1]
        via = "yellow" if g.get("via") else ("royals" if g.get("why") == "royals" else "")
        return Pending(who, kind, colour, int(g.get("bed") or 0), card, via)
    forms = "; ".join(Pending(who, k, "red", 1, Card("red", "sun") if k != "plant-ow" else Card(OW, "sun")).render()
                      for k in ("win", "second", "ability", "discard", "tie", "plant-ow", "weed"))
    raise tok.error("unknown pending choice", expected="one of: " + forms)


# ---------------------------------------------------------------------------
# actions: parsing

_VERBS = {"bid": "bid", "bids": "bid", "place": "bid", "places": "bid", "bonus": "bonus",
          "plant": "plant", "plants": "plant", "pass": "pass", "passes": "pass", "end": "end",
          "ends": "end", "switch": "switch", "switches": "switch", "swap": "switch", "swaps": "switch",
          "harvest": "harvest", "refill": "refill", "draw": "draw", "draws": "draw",
          "discard": "discard", "discards": "discard", "white": "white", "copy": "copy",
          "copies": "copy", "take": "take", "takes": "take", "skip": "skip", "skips": "skip",
          "decline": "skip", "declines": "skip", "winner": "winner", "who": "winner",
          "score": "score", "setup": "setup", "set-up": "setup"}
_FILLER = {"on", "flower", "the", "a", "an", "in", "into", "to", "onto", "at", "with", "and",
           "number", "no", "card", "my", "her", "his", "their", "firefly", "one", "of"}


def _num(ws: list[Token], i: int, what: str) -> tuple[int, int]:
    while i < len(ws) and ws[i].norm in _FILLER:
        i += 1
    if i >= len(ws):
        raise (ws[-1] if ws else Token("", 0, 1)).error(f"{what} is missing", expected=what)
    txt = ws[i].text.lstrip("#")
    if not re.fullmatch(r"\d{1,4}", txt):
        raise ws[i].error(f'"{ws[i].text}" is not {what}', expected=what)
    return int(txt), i + 1


def _bed_target(ws: list[Token], i: int) -> tuple[int, int]:
    """``[in] bed N`` / ``[in] new bed`` -> (N or 0, next index)."""
    while i < len(ws) and ws[i].norm in _FILLER:
        i += 1
    if i < len(ws) and ws[i].norm in ("new", "fresh"):
        i += 1
        if i < len(ws) and ws[i].norm in ("bed", "flower-bed", "flower"):
            i += 1
            if i < len(ws) and ws[i].norm == "bed":
                i += 1
        return 0, i
    if i < len(ws) and ws[i].norm in ("bed", "flower-bed", "flower"):
        i += 1
        if i < len(ws) and ws[i].norm == "bed":
            i += 1
        return _num(ws, i, "a Flower Bed number")
    where = ws[i] if i < len(ws) else (ws[-1] if ws else Token("", 0, 1))
    raise where.error("which Flower Bed?", expected='"in bed N" or "in new bed"')


def _end_check(ws: list[Token], i: int, form: str) -> None:
    while i < len(ws) and ws[i].norm in _FILLER | {"now", "please", "?"}:
        i += 1
    if i < len(ws):
        raise ws[i].error(f'unexpected "{ws[i].text}"', expected=form)


def _parse_step(tok: Token) -> Act:
    ws = words(tok)
    if len(ws) > 1 and ws[-1].text in ("?", ".", "!") and ws[-2].norm not in ("discard", "discards"):
        ws = ws[:-1]
    ws = [Token(w.text.rstrip("?.!"), w.line, w.column, w.source) if len(w.text) > 1 and w.text[-1] in "?.!" else w
          for w in ws]
    if not ws:
        raise tok.error("an empty ask", expected="an action such as: bid 3")
    player = ""
    if ws[0].text.endswith(":") or (len(ws) > 1 and ws[0].norm not in _VERBS and ws[1].norm in _VERBS):
        player = ws[0].text.rstrip(":")
        ws = ws[1:]
    if len(ws) >= 3 and ws[1].norm in ("wins", "win", "gets") and ws[0].norm not in _VERBS:
        n, i = _num(ws, 2, "a Flower number")
        _end_check(ws, i, "PLAYER wins N")
        return Query("flower", n, ws[0].text)
    if not ws:
        raise tok.error("what does the player do?", expected="an action such as: bid 3")
    verb = _VERBS.get(ws[0].norm)
    if verb is None:
        raise ws[0].error(f'unknown action "{ws[0].text}"', expected="an action: " + ", ".join(VOCAB.names("action")),
                          hint=did_you_mean(ws[0].norm, sorted(set(_VERBS))))
    kw = {"player": player}
    i = 1
    if verb == "bid":
        n, i = _num(ws, i, "a Flower number")
        royal = False
        j = i
        while j < len(ws) and ws[j].norm in _FILLER | {"their", "her", "his", "my"}:
            j += 1
        if j < len(ws) and ws[j].norm in ("royal", "the-royal"):
            royal, i = True, j + 1
        _end_check(ws, i, "bid N [royal]")
        return Bid(n, royal, **kw)
    if verb == "bonus":
        if i < len(ws) and ws[i].norm in ("bid", "action"):
            i += 1
        n, i = _num(ws, i, "a Flower number")
        royal = False
        if i < len(ws) and ws[i].norm == "royal":
            royal, i = True, i + 1
        while i < len(ws) and ws[i].norm in ("discard", "discarding", "by", "and", ","):
            i += 1
        if i >= len(ws):
            raise ws[-1].error("which card is discarded?", expected="bonus N discard CARD")
        card, i = _card_words(ws, i, allow_unknown=False)
        if i < len(ws) and ws[i].norm == "royal":
            royal, i = True, i + 1
        _end_check(ws, i, "bonus N discard CARD [royal]")
        return Bonus(n, card, royal, **kw)
    if verb == "plant":
        pre_down = False
        while i < len(ws) and (ws[i].norm in _FILLER | _FACE_DOWN | _FACE_UP or ws[i].norm == "face"):
            pre_down = pre_down or ws[i].norm in _FACE_DOWN
            i += 1
        if i < len(ws) and ws[i].norm in ("weed", "weeds") and not (i + 1 < len(ws) and VOCAB.lookup(ws[i + 1].text, ["bloom"])):
            i += 1
            while i < len(ws) and ws[i].norm in _FILLER:
                i += 1
            if i >= len(ws):
                raise ws[-1].error("whose Flower Bed?", expected="plant weed in PLAYER bed N")
            target = ws[i].text.rstrip("'s").rstrip("’s") if ws[i].text.endswith(("'s", "’s")) else ws[i].text
            bed, i = _bed_target(ws, i + 1)
            _end_check(ws, i, "plant weed in PLAYER bed N")
            return PlantWeed(target, bed, **kw)
        orchid = False
        if i < len(ws) and ws[i].norm in ("orchid", "orchids"):
            orchid, i = True, i + 1
            if i < len(ws) and ws[i].norm == "as":
                i += 1
        if i >= len(ws):
            raise ws[-1].error("which Flower?", expected="plant CARD in bed N")
        card, i = _card_words(ws, i, allow_ow=not orchid, allow_unknown=False)
        down = pre_down
        while i < len(ws) and (ws[i].norm in _FACE_DOWN | _FACE_UP or ws[i].norm == "face"):
            if ws[i].norm in _FACE_DOWN:
                down = True
            i += 1
        bed, i = _bed_target(ws, i)
        while i < len(ws) and (ws[i].norm in _FACE_DOWN | _FACE_UP or ws[i].norm == "face"):
            if ws[i].norm in _FACE_DOWN:
                down = True
            i += 1
        _end_check(ws, i, "plant CARD [face-down] in bed N|new bed")
        return Plant(card, bed, down, orchid, **kw)
    if verb in ("pass", "harvest", "refill", "skip"):
        _end_check(ws, i, verb)
        return Simple(verb, **kw)
    if verb == "end":
        if i < len(ws) and ws[i].norm in ("turn", "my", "the"):
            i += 1
        if i < len(ws) and ws[i].norm == "turn":
            i += 1
        _end_check(ws, i, "end turn")
        return Simple("end turn", **kw)
    if verb == "draw" and i < len(ws) and ws[i].norm in ("up", "replacements", "replacement"):
        i += 1
        while i < len(ws) and ws[i].norm in _FILLER | {"cards", "card", "to", "three", "3"}:
            i += 1
        _end_check(ws, i, "draw up")
        return Simple("draw up", **kw)
    if verb == "draw":
        if i < len(ws) and ws[i].norm in ("two", "2"):
            i += 1
        if i < len(ws) and ws[i].norm in ("cards", "card"):
            i += 1
        _end_check(ws, i, "draw two")
        return Simple("draw two", **kw)
    if verb == "switch":
        a, i = _num(ws, i, "a Flower number")
        b, i = _num(ws, i, "a second Flower number")
        _end_check(ws, i, "switch N M")
        return Switch(min(a, b), max(a, b), **kw)
    if verb == "discard":
        while i < len(ws) and ws[i].norm in _FILLER:
            i += 1
        if i >= len(ws):
            raise ws[-1].error("which card?", expected="discard CARD")
        card, i = _card_words(ws, i)
        _end_check(ws, i, "discard CARD")
        return Discard(card, **kw)
    if verb == "white":
        n, i = _num(ws, i, "a Flower number")
        space = 0
        royal = False
        while i < len(ws):
            if ws[i].norm == "space":
                space, i = _num(ws, i + 1, "a space number (1 = leftmost)")
            elif ws[i].norm == "royal":
                royal, i = True, i + 1
            else:
                break
        _end_check(ws, i, "white N space K [royal]")
        if not space:
            raise tok.error("which space (1 = leftmost)?", expected="white N space K")
        return White(n, space, royal, **kw)
    if verb == "copy":
        while i < len(ws) and ws[i].norm in _FILLER:
            i += 1
        if i >= len(ws):
            raise ws[-1].error("which colour is copied?", expected="copy COLOUR")
        colour = VOCAB.resolve(ws[i], ["colour"], "colour")
        _end_check(ws, i + 1, "copy COLOUR")
        return Copy(colour, **kw)
    if verb == "take":
        while i < len(ws) and ws[i].norm in _FILLER:
            i += 1
        if i >= len(ws):
            raise ws[-1].error("which card?", expected="take CARD")
        card, i = _card_words(ws, i, allow_unknown=False)
        keep = False
        while i < len(ws):
            if ws[i].norm in ("into", "to", "in", "hand", "keep", "keeps", "keeping", "it", "and", "for",
                              "later", "save", "saves", "hold", "holds", "from", "compost", "heap", "the"):
                keep = keep or ws[i].norm in ("hand", "keep", "keeps", "keeping", "save", "saves", "hold", "holds")
                i += 1
            else:
                break
        _end_check(ws, i, "take CARD [into hand]")
        return Take(card, keep, **kw)
    if verb == "winner":
        while i < len(ws) and ws[i].norm in _FILLER | {"wins", "of", "is", "gets"}:
            i += 1
        if i >= len(ws):
            return Query("winner", **kw)
        n, i = _num(ws, i, "a Flower number")
        _end_check(ws, i, "winner N")
        return Query("flower", n, **kw)
    if verb == "score":
        while i < len(ws) and ws[i].norm in _FILLER | {"of", "for"}:
            i += 1
        claim = ws[i].text if i < len(ws) else ""
        _end_check(ws, i + (1 if claim else 0), "score [PLAYER]")
        return Query("score", claim=claim or player, **{"player": ""})
    if verb == "setup":
        _end_check(ws, i, "setup")
        return Query("setup", **kw)
    raise ws[0].error(f'unknown action "{ws[0].text}"')


def parse_action(tok: Token) -> Act:
    text = tok.text
    parts = re.split(r"\s+then\s+|\s*;\s*", text, flags=re.I)
    if len(parts) == 1:
        return _parse_step(tok)
    steps, start = [], 0
    for piece in parts:
        at = text.index(piece, start) if piece else start
        steps.append(_parse_step(tok.sub(at, at + len(piece))))
        start = at + len(piece)
    return Seq(steps=tuple(steps))


# ---------------------------------------------------------------------------
# position helpers for apply


def _set(p: DFPosition, who: str, **kw) -> DFPosition:
    i = p.idx(who)
    out = {}
    for name, value in kw.items():
        seq = list(getattr(p, name))
        seq[i] = value
        out[name] = tuple(seq)
    return replace(p, **out)


_DONE_ORDER = {"bid": 0, "plant": 0, "bonus": 1, "switch": 2, "harvest": 3}


def _with_done(p: DFPosition, item: str) -> DFPosition:
    done = tuple(dict.fromkeys(p.done + (item,)))
    return replace(p, done=tuple(sorted(done, key=lambda d: _DONE_ORDER[d.split()[0]])))


def _drop_card(cards: tuple[Card, ...], want: Card) -> tuple[tuple[Card, ...], Card]:
    i = find_card(cards, want)
    if i < 0 and want.colour == UNKNOWN:
        i = next(j for j, c in enumerate(cards) if c.colour == UNKNOWN)
    return cards[:i] + cards[i + 1:], cards[i]


def _put_bed(p: DFPosition, who: str, bed: int, card: Planted) -> tuple[DFPosition, int, Optional[Planted]]:
    """Plant ``card`` in ``who``'s bed (0 = new); returns (position, bed number, removed Weed)."""
    beds = list(p.player_beds(who))
    removed = None
    if bed == 0:
        beds.append((card,))
        bed = len(beds)
    else:
        cur = list(beds[bed - 1])
        weeds = [c for c in cur if c.weed]
        if weeds and not card.weed:
            removed = weeds[0]
            cur = [c for c in cur if not c.weed]
        cur.append(card)
        beds[bed - 1] = tuple(cur)
    return _set(p, who, beds=tuple(beds)), bed, removed


def _flower_count(p: DFPosition, who: str) -> int:
    return sum(flowers_in(b) for b in p.player_beds(who))


def _draw(p: DFPosition, who: str, n: int) -> tuple[DFPosition, int]:
    if p.shed is not None:
        n = min(n, p.shed)
    if n <= 0:
        return p, 0
    p = _set(p, who, hands=p.hand(who) + (Card(UNKNOWN),) * n)
    if p.shed is not None:
        p = replace(p, shed=p.shed - n)
    return p, n


def harvest_outcome(p: DFPosition, slot: Slot) -> tuple[str, list[str], list[str], list[str]]:
    """(kind, players, effects, rule ids): kind is none | win | tie | royals."""
    spaces = slot.spaces or ()
    royals = [sp.owner for sp in spaces if sp.owner and sp.royal]
    regular: dict[str, int] = {}
    for sp in spaces:
        if sp.owner and not sp.royal:
            regular[sp.owner] = regular.get(sp.owner, 0) + 1
    name = slot.card.render() if slot.card else "the empty place"
    if not royals and not regular:
        return "none", [], [f"Nobody bid on the {name}: it goes face-up onto the Compost Heap."], ["DF-HARVEST-NONE"]
    if len(royals) == 1:
        return "win", royals, [f"{royals[0]}'s Royal wins the {name}, whoever has the most Fireflies."], ["DF-ROYAL-ONE"]
    effects, cites = [], []
    if len(royals) >= 2:
        cites.append("DF-ROYALS-CANCEL")
        effects.append("The Royals of " + ", ".join(royals) + " cancel each other out.")
        if not regular:
            cites.append("DF-ROYALS-ONLY")
            effects.append(f"No regular Fireflies: nobody wins the {name}; it goes to the Compost Heap, and "
                           + ", ".join(royals) + " may plant a Flower of its colour from hand.")
            return "royals", royals, effects, cites
    best = max(regular.values())
    top = [pl for pl in p.players if regular.get(pl) == best]
    if len(top) == 1:
        effects.append(f"{top[0]} has the most Fireflies ({best}) and wins the {name}.")
        return "win", top, effects, cites + ["DF-HARVEST-MOST"]
    bidders = [pl for pl in p.players if pl in regular]
    effects.append(f"{' and '.join(top)} tie with {best} Fireflies: nobody wins the {name}; it goes to the Compost Heap"
                   + (", and " + ", ".join(bidders) + " may plant a Flower of its colour from hand."
                      if slot.card and not slot.card.ow else "."))
    return "tie", bidders, effects, cites + ["DF-HARVEST-TIE"]


def bed_score(bed: tuple[Planted, ...]) -> tuple[int, list[str]]:
    n = flowers_in(bed)
    pts = BED_POINTS[min(n, 6)]
    cites = ["DF-SCORE-BEDS"]
    if has_weed(bed):
        cites.append("DF-SCORE-WEEDS")
    purple = sum(1 for c in bed if c.colour == "purple" and not c.orchid and not c.weed)
    if purple:
        pts += purple
        cites += ["DF-SCORE-PURPLE", "DF-PURPLE"]
    if any(c.orchid for c in bed):
        cites.append("DF-ORCHID-STAYS")
    if any(c.colour == "purple" and c.orchid for c in bed):
        cites.append("DF-SCORE-ORCHID-PURPLE")
    flowers = [c for c in bed if not c.weed]
    if n == 6 and len({c.colour for c in flowers}) == 6:
        if all(c.bloom == "sun" for c in flowers):
            pts += 2
            cites.append("DF-HARMONY-DAY")
        elif all(c.bloom == "moon" for c in flowers):
            pts += 4
            cites.append("DF-HARMONY-NIGHT")
    return pts, cites


def player_score(p: DFPosition, who: str) -> tuple[int, list[str], list[str]]:
    total, effects, cites = 0, [], []
    for n, bed in enumerate(p.player_beds(who), 1):
        pts, c = bed_score(bed)
        total += pts
        cites += [x for x in c if x not in cites]
        effects.append(f"{who} bed {n} ({flowers_in(bed)} Flowers): {pts} points.")
    return total, effects, cites


def ranking(p: DFPosition) -> tuple[list[str], list[str], list[str]]:
    """(winners, effects, cites) of the end-of-game comparison."""
    keys = {}
    effects, cites = [], ["DF-WINNER"]
    for pl in p.players:
        total, _, c = player_score(p, pl)
        cites += [x for x in c if x not in cites]
        full = sum(1 for b in p.player_beds(pl) if flowers_in(b) == 6)
        orchid = any(c2.orchid for b in p.player_beds(pl) for c2 in b)
        weed = any(c2.weed for b in p.player_beds(pl) for c2 in b)
        keys[pl] = (total, full, 1 if orchid else (-1 if weed else 0))
        effects.append(f"{pl}: {total} points.")
    if not keys:
        return [], effects, cites
    best_pts = max(k[0] for k in keys.values())
    tied = [pl for pl in p.players if keys[pl][0] == best_pts]
    if len(tied) > 1:
        cites.append("DF-TIE-FULL")
        best_full = max(keys[pl][1] for pl in tied)
        tied = [pl for pl in tied if keys[pl][1] == best_full]
        if len(tied) > 1:
            cites.append("DF-TIE-ORCHID")
            best_o = max(keys[pl][2] for pl in tied)
            tied = [pl for pl in tied if keys[pl][2] == best_o]
    if len(tied) == 1:
        effects.append(f"{tied[0]} is the Head Gardener.")
    else:
        effects.append("Still tied: " + ", ".join(tied) + " share the title.")
    return tied, effects, cites


# ---------------------------------------------------------------------------
# examples

EXAMPLES = [
    {"title": "Bidding by day and night: the Moon space blocks the Day side",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo, Nell\napprentice: Rosa\nturn: Hugo\n"
                 "sundial: sun 1, moon 4\n"
                 "flower 1: red sun, day side; day Rosa, mixed, night\n"
                 "flower 2: purple moon, day side; night, mixed, day\n"
                 "flower 3: white sun, night side; mixed Nell, night, day\n"
                 "flower 4: orchid/weed moon, night side; night, day, mixed, night, day\n"
                 "Hugo supply: 6\nHugo hand: yellow sun, blue moon, red moon\n"
                 "ask: bid 2\nask: bid 1\nask: bid 1 then bonus 4 discard red moon\nask: options\n"},
    {"title": "Who wins the flower? A single Royal beats three Fireflies",
     "position": "game: dance-of-the-fireflies\nplayers: Tomas, Priya\nphase: harvesting\n"
                 "sundial: sun 1, moon 2\n"
                 "flower 1: blue sun, day side; day Tomas, mixed Tomas, mixed Tomas\n"
                 "flower 2: orange sun, night side; night Priya royal, mixed, day\n"
                 "ask: winner 2\nask: harvest\n"},
    {"title": "A chain in one bed: Orange plants a Red whose ability fires too",
     "position": "game: dance-of-the-fireflies\nplayers: Nell, Omar\n"
                 "Nell hand: orange moon, red sun\nNell bed 1: blue sun, white moon\n"
                 "ask: plant orange moon in bed 1 then plant red sun in bed 1 then draw two\n"},
    {"title": "Pulling a Weed: Yellow copies the bed's Orange",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nturn: Rosa\n"
                 "Rosa hand: yellow sun\nRosa bed 1: red sun, orange moon, weed\nHugo bed 1: blue moon, white sun\n"
                 "ask: plant yellow sun in bed 1\nask: plant yellow sun in bed 1 then plant weed in Hugo bed 1\n"},
    {"title": "End of game: scoring with Purple, Harmony, an Orchid and a Weed",
     "position": "game: dance-of-the-fireflies\nplayers: Rosa, Hugo\nphase: over\n"
                 "Rosa bed 1: red sun, white sun, yellow sun, orange sun, blue sun, purple sun\n"
                 "Rosa bed 2: orchid as purple moon, red moon, weed\n"
                 "Hugo bed 1: red moon, white moon, yellow moon, orange moon, blue moon, orchid as purple moon\n"
                 "Hugo bed 2: purple sun face-down, blue sun\n"
                 "ask: score Rosa\nask: score Hugo\nask: winner\n"},
]


# ---------------------------------------------------------------------------
# the game


_PLAYER_KEY = re.compile(r"^(?P<name>[a-z][\w']*)-(?:bed(?:-\d+)?|hand|supply|royal)$")


def _players_named_in_keys(entries) -> list[str]:
    """Without a players: line, the names in "Rosa bed 1:", "Hugo hand:" lines, in order."""
    names: list[str] = []
    for e in entries:
        m = _PLAYER_KEY.match(e.key)
        if m and m.group("name") not in _KEYS and m.group("name") not in _KEY_ALIASES:
            name = e.key_token.text.split()[0].split("-")[0].strip()
            if name.lower() not in (n.lower() for n in names):
                names.append(name[:1].upper() + name[1:])
    return names


@register
class DanceOfTheFireflies(Game):
    id = "dance-of-the-fireflies"
    title = "Dance of the Fireflies"
    language = "en"
    aliases = ("dance", "fireflies dance", "dotf", "dance of fireflies")
    rules = RULES
    vocab = VOCAB
    examples = EXAMPLES

    # ---- parsing -----------------------------------------------------------------------
    def parse(self, text: str) -> DFPosition:
        errors = Errors()
        entries = read(text, errors)
        players: list[str] = []
        player_entry = None
        for e in entries:
            if _KEY_ALIASES.get(e.key, e.key) == "players":
                player_entry = e
                try:
                    players = self._players(e.value)
                except PositionSyntaxError as err:
                    errors.add(err)
        if player_entry is None:
            players = _players_named_in_keys(entries)
        by_norm = {norm(pl): pl for pl in players}
        vals: dict = {}
        slots: dict[int, tuple[Token, Slot]] = {}
        hands: dict[str, tuple[Card, ...]] = {}
        supply: dict[str, int] = {}
        royal: dict[str, str] = {}
        beds: dict[str, dict[int, tuple[Token, tuple[Planted, ...]]]] = {}
        pending: list[Pending] = []
        asks: list[Token] = []
        seen: dict[str, Token] = {}
        for e in entries:
            try:
                key = _KEY_ALIASES.get(e.key, e.key)
                if key == "players":
                    continue
                if key == "ask":
                    if not e.value.text:
                        raise e.value.error("empty ask", expected="an action, options or score")
                    if e.value.norm not in ("options", "score"):
                        parse_action(e.value)
                    asks.append(e.value)
                    continue
                m = re.fullmatch(r"flower-(\d+)", key)
                if m:
                    n = int(m.group(1))
                    if n in slots:
                        raise e.key_token.error(f"flower {n} is given twice", hint=f"first on line {slots[n][0].line}")
                    slots[n] = (e.key_token, _slot(e.value, players))
                    continue
                owner, rest = None, key
                for pn in sorted(by_norm, key=len, reverse=True):
                    if key.startswith(pn + "-"):
                        owner, rest = by_norm[pn], key[len(pn) + 1:]
                        break
                if owner is not None:
                    self._player_line(owner, rest, e, hands, supply, royal, beds, seen)
                    continue
                if key not in _KEYS:
                    hint = did_you_mean(key, _KEYS + list(_KEY_ALIASES))
                    if hint is None and "-" in key:
                        first = key.split("-")[0]
                        hint = did_you_mean(first, list(by_norm.values()))
                        hint = hint and hint[:-1] + " (a player)?"
                    raise e.key_token.error(f'unknown key "{e.key_token.text}"',
                                            expected="a key: " + ", ".join(VOCAB.names("key")), hint=hint)
                if key == "pending":
                    if not e.value.text:
                        raise e.value.error("empty pending line")
                    pending.append(_pending(e.value, players))
                    continue
                if key in seen:
                    raise e.key_token.error(f'"{key}" is given twice', hint=f"first given on line {seen[key].line}")
                seen[key] = e.key_token
                self._value(key, e.value, vals, players)
            except PositionSyntaxError as err:
                errors.add(err)
        if player_entry is None and not players:
            errors.add(PositionSyntaxError("the position does not name the players", line=1, column=1,
                                           expected='a line such as "players: Rosa, Hugo"'))
        clock: list[Slot] = []
        for n in range(1, len(slots) + 1):
            if n not in slots:
                where = min(slots.items(), key=lambda kv: kv[0] if kv[0] > n else 10**9)[1][0]
                errors.add(where.error(f"flower {n} is missing: the Flower Clock is numbered 1, 2, 3... clockwise",
                                       hint=f'add "flower {n}: empty, day side" if the place is empty'))
                break
            clock.append(slots[n][1])
        bed_rows = []
        for pl in players:
            got = beds.get(pl, {})
            for n in range(1, len(got) + 1):
                if n not in got:
                    where = max(got.values(), key=lambda v: v[0].line)[0]
                    errors.add(where.error(f"{pl}'s bed {n} is missing: Flower Beds are numbered 1, 2, 3..."))
                    break
            bed_rows.append(tuple(got[n][1] for n in sorted(got)))
        for key in ("sun", "moon"):
            if vals.get(key, 0) > len(clock) and len(clock):
                errors.add(seen["sundial"].error(f"the {key} pointer points at flower {vals[key]}, but the clock has {len(clock)}"))
        errors.raise_if_any()
        phase = vals.get("phase", "planting")
        apprentice = vals.get("apprentice", players[0] if players else "")
        turn = vals.get("turn", apprentice if phase == "planting" else "")
        sup = []
        for pl in players:
            on_clock = sum(1 for s in clock for sp in (s.spaces or ()) if sp.owner == pl and not sp.royal)
            sup.append(supply.get(pl, max(0, 6 - on_clock)))
        return DFPosition(
            asks=tuple(t.text for t in asks), ask_tokens=tuple(asks),
            players=tuple(players), apprentice=apprentice, turn=turn, phase=phase,
            done=vals.get("done", ()), clock=tuple(clock), sun=vals.get("sun", 0), moon=vals.get("moon", 0),
            supply=tuple(sup), royal=tuple(royal.get(pl, "supply") for pl in players),
            hands=tuple(hands.get(pl, ()) for pl in players), beds=tuple(bed_rows),
            greenhouse=vals.get("greenhouse", ()), shed=vals.get("potting-shed"),
            compost=vals.get("compost", ()), pending=tuple(pending))

    def _players(self, tok: Token) -> list[str]:
        out: list[str] = []
        for t in split(tok):
            name = t.text.strip()
            if not re.fullmatch(r"[A-Za-z][\w'’]*(?: [A-Za-z][\w'’]*)?", name):
                raise t.error(f'"{name}" is not a usable player name', expected="a name of letters, such as Rosa")
            reserved = {"flower", "ask", "game", "players", "turn", "phase", "done", "sundial",
                        "greenhouse", "potting", "compost", "pending", "apprentice", "shed"}
            if norm(name) in reserved:
                raise t.error(f'"{name}" cannot be a player name here (it is a key)')
            if norm(name) in {norm(o) for o in out}:
                raise t.error(f'"{name}" is named twice')
            out.append(name)
        if not out:
            raise tok.error("no players named", expected="players: Rosa, Hugo")
        return out

    def _player_line(self, owner, rest, e, hands, supply, royal, beds, seen) -> None:
        tok = e.value
        m = re.fullmatch(r"bed-(\d+)", rest)
        if m:
            n = int(m.group(1))
            got = beds.setdefault(owner, {})
            if n in got:
                raise e.key_token.error(f"{owner}'s bed {n} is given twice")
            if n < 1:
                raise e.key_token.error("beds are numbered from 1")
            cards = tuple(_planted(t) for t in split(tok))
            if not cards:
                raise tok.error("an empty Flower Bed does not exist", hint="remove the line")
            got[n] = (e.key_token, cards)
            return
        what = {"hand": "hand", "cards": "hand", "supply": "supply", "fireflies": "supply",
                "supply-pool": "supply", "royal": "royal", "royal-firefly": "royal"}.get(rest)
        if what is None:
            raise e.key_token.error(f'unknown key "{e.key_token.text}"',
                                    expected=f"{owner} supply, {owner} royal, {owner} hand or {owner} bed N",
                                    hint=did_you_mean(rest, ["hand", "supply", "royal", "bed-1"]))
        k = f"{owner}:{what}"
        if k in seen:
            raise e.key_token.error(f"{owner}'s {what} is given twice")
        seen[k] = e.key_token
        if what == "hand":
            hands[owner] = _cards(tok)
        elif what == "supply":
            ws = words(tok)
            if not ws:
                raise tok.error("how many regular Fireflies?", expected="a number 0-6")
            n = _int(ws[0], "a number of regular Fireflies (0-6)")
            rest_w = [w for w in ws[1:] if w.norm not in ("regular", "regulars", "fireflies", "firefly")]
            if rest_w:
                raise rest_w[0].error(f'unexpected "{rest_w[0].text}"', expected="a number of regular Fireflies",
                                      hint=f'write the Royal on its own line: "{owner} royal: supply"')
            supply[owner] = n
        else:
            royal[owner] = VOCAB.resolve(tok, ["royal place"], "place of the Royal")

    def _value(self, key: str, tok: Token, vals: dict, players: list[str]) -> None:
        if key == "game":
            return
        if key in ("apprentice", "turn"):
            if not tok.text:
                raise tok.error(f'"{key}" needs a player')
            vals[key] = _player(tok, players)
        elif key == "phase":
            vals[key] = VOCAB.resolve(tok, ["phase"], "phase")
        elif key == "done":
            out = []
            for piece in split(tok):
                ws = words(piece)
                w = ws[0].norm
                if w in ("bid", "bids", "place") and len(ws) == 2:
                    out.append(f"bid {_int(ws[1], 'a Flower number')}")
                elif w in ("plant", "planted") and len(ws) == 1:
                    out.append("plant")
                elif w in ("bonus", "switch", "harvest", "harvested", "switched") and len(ws) == 1:
                    out.append({"harvested": "harvest", "switched": "switch"}.get(w, w))
                elif w == "none" and len(ws) == 1:
                    continue
                else:
                    raise piece.error(f'unknown "{piece.text}"', expected="bid N, plant, bonus, switch or harvest")
            if sum(1 for d in out if d.startswith("bid") or d == "plant") > 1:
                raise tok.error("only one of bid N / plant can have been done this turn")
            order = {"bid": 0, "plant": 0, "bonus": 1, "switch": 2, "harvest": 3}
            vals[key] = tuple(sorted(dict.fromkeys(out), key=lambda d: order[d.split()[0]]))
        elif key == "sundial":
            for piece in split(tok):
                ws = words(piece)
                if len(ws) != 2 or VOCAB.lookup(ws[0].text, ["bloom"]) is None:
                    raise piece.error(f'unknown "{piece.text}"', expected="sundial: sun N, moon N")
                vals[VOCAB.lookup(ws[0].text, ["bloom"])[1]] = _int(ws[1], "a Flower number")
            if vals.get("sun") and vals.get("sun") == vals.get("moon"):
                raise tok.error("the Sun and Moon pointers point at two different Flowers")
        elif key == "greenhouse":
            cards = _cards(tok, allow_unknown=False)
            bad = [c for c in cards if not c.ow]
            if bad:
                raise tok.error(f"only Orchid/Weed cards wait in the Greenhouse, not {bad[0].render()}")
            vals[key] = cards
        elif key == "compost":
            vals[key] = _cards(tok, allow_unknown=False)
        elif key == "potting-shed":
            ws = words(tok)
            if not ws:
                raise tok.error("how many cards?", expected="a number")
            rest = [w for w in ws[1:] if w.norm not in ("cards", "card", "left")]
            if rest:
                raise rest[0].error(f'unexpected "{rest[0].text}"', expected="potting shed: N")
            vals[key] = _int(ws[0], "a number of cards")

    # ---- rendering -------------------------------------------------------------------------
    def render(self, p: DFPosition, *, asks: bool = True) -> str:
        lines = ["game: dance-of-the-fireflies", "players: " + ", ".join(p.players)]
        if p.apprentice:
            lines.append(f"apprentice: {p.apprentice}")
        if p.turn:
            lines.append(f"turn: {p.turn}")
        lines.append(f"phase: {p.phase}")
        if p.done:
            lines.append("done: " + ", ".join(p.done))
        pointers = [f"{k} {v}" for k, v in (("sun", p.sun), ("moon", p.moon)) if v]
        if pointers:
            lines.append("sundial: " + ", ".join(pointers))
        for n, s in enumerate(p.clock, 1):
            if s.card is None:
                lines.append(f"flower {n}: empty, {s.side} side")
            elif s.spaces is None:
                lines.append(f"flower {n}: {s.card.render()}, {s.side} side; ?")
            else:
                lines.append(f"flower {n}: {s.card.render()}, {s.side} side; "
                             + ", ".join(sp.render() for sp in s.spaces))
        for i, pl in enumerate(p.players):
            lines.append(f"{pl} supply: {p.supply[i]}")
            if p.royal[i] != "supply":
                lines.append(f"{pl} royal: crown {p.royal[i]}")
            if p.hands[i]:
                lines.append(f"{pl} hand: " + ", ".join(c.render() for c in p.hands[i]))
            for n, bed in enumerate(p.beds[i], 1):
                lines.append(f"{pl} bed {n}: " + ", ".join(c.render() for c in bed))
        if p.greenhouse:
            lines.append("greenhouse: " + ", ".join(c.render() for c in p.greenhouse))
        if p.shed is not None:
            lines.append(f"potting shed: {p.shed}")
        if p.compost:
            lines.append("compost: " + ", ".join(c.render() for c in p.compost))
        lines += [f"pending: {pd.render()}" for pd in p.pending]
        if asks:
            lines += [f"ask: {a}" for a in p.asks]
        return "\n".join(lines) + "\n"

    def parse_action(self, tok: Token) -> Act:
        return parse_action(tok)

    def render_action(self, a: Act) -> str:
        return a.render()

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

    # ---- what can be done ------------------------------------------------------------------
    def candidates(self, p: DFPosition) -> Iterable[Act]:
        if (p.phase == "over" and not p.pending) or not p.players:
            return
        who = p.actor()
        if who not in p.players:
            return
        beds = list(range(0, len(p.player_beds(who)) + 1))
        hand = list(dict.fromkeys(p.hand(who)))
        opp_beds = [(o, n) for o in p.players if o != who for n in range(1, len(p.player_beds(o)) + 1)]
        pd = _ctx(p)
        if pd is not None:
            yield Simple("skip")
            if pd.kind in ("win", "plant-ow") and pd.card is not None:
                if pd.card.ow:
                    for c in COLOURS:
                        for b in beds:
                            yield Plant(Card(c), b, orchid=True)
                    for o, n in opp_beds:
                        yield PlantWeed(o, n)
                else:
                    for b in beds:
                        yield Plant(Card(pd.card.colour, pd.card.bloom), b)
            elif pd.kind in ("second", "tie") or (pd.kind == "ability" and pd.colour == "orange"):
                for c in hand:
                    if c.colour in COLOURS:
                        for b in beds:
                            yield Plant(c, b)
            elif pd.kind == "ability":
                if pd.colour == "red":
                    yield Simple("draw two")
                elif pd.colour == "white":
                    for n, s in enumerate(p.clock, 1):
                        for k in range(1, len(s.spaces or ()) + 1):
                            yield White(n, k)
                            yield White(n, k, True)
                elif pd.colour == "yellow":
                    for c in COLOURS:
                        yield Copy(c)
                elif pd.colour == "blue":
                    for c in dict.fromkeys(p.compost):
                        yield Take(c)
            elif pd.kind == "discard":
                for c in hand:
                    yield Discard(c)
            elif pd.kind == "weed":
                for o, n in opp_beds:
                    yield PlantWeed(o, n)
            return
        if p.phase == "harvesting":
            yield Simple("harvest")
            yield Simple("refill")
            return
        for n in range(1, len(p.clock) + 1):
            yield Bid(n)
            yield Bid(n, True)
            for c in hand:
                if c.colour != UNKNOWN:
                    yield Bonus(n, c)
                    yield Bonus(n, c, True)
        for c in hand:
            if c.colour in COLOURS:
                for b in beds:
                    yield Plant(c, b)
                    yield Plant(c, b, True)
        yield Simple("pass")
        yield Simple("end turn")
        size = len(p.clock)
        for n in range(1, size + 1):
            for m in neighbours(n, size):
                if n < m:
                    yield Switch(n, m)

    # ---- doing it ------------------------------------------------------------------------------
    def apply(self, p: DFPosition, a: Act) -> Outcome:
        if isinstance(a, Seq):
            effects, cites, cur = [], [], p
            for step in a.steps:
                out = self.apply(cur, step)
                effects += out.effects
                cites += [c for c in self._cites(cur, step, out) if c not in cites]
                cur = out.after
            return Outcome(effects, cur, cites)
        who = p.actor()
        k = _akind(a)
        fn = getattr(self, "_do_" + k.replace(" ", "_"))
        return fn(p, a, who)

    def _end_turn(self, p: DFPosition, who: str, effects: list[str], cites: list[str]) -> DFPosition:
        need = 3 - len(p.hand(who))
        if need > 0:
            p, got = _draw(p, who, need)
            effects.append(f"{who} draws {got} card(s) from the Potting Shed, back up to three."
                           if got else f"{who} cannot draw: the Potting Shed is empty.")
        else:
            effects.append(f"{who} holds {len(p.hand(who))} cards and draws none.")
        cites.append("DF-DRAW-UP")
        nxt = p.players[(p.idx(who) + 1) % len(p.players)]
        if nxt == p.apprentice:
            effects.append("Every player has taken a turn: the Harvesting Phase begins.")
            return replace(p, turn="", phase="harvesting", done=())
        effects.append(f"It is now {nxt}'s turn.")
        return replace(p, turn=nxt, done=())

    def _place(self, p: DFPosition, who: str, n: int, k: int, royal: bool) -> DFPosition:
        s = p.clock[n - 1]
        spaces = list(s.spaces)
        spaces[k] = Space(spaces[k].kind, who, royal)
        clock = list(p.clock)
        clock[n - 1] = replace(s, spaces=tuple(spaces))
        p = replace(p, clock=tuple(clock))
        if not royal:
            p = _set(p, who, supply=p.regulars(who) - 1)
        return p

    def _do_bid(self, p, a: Bid, who):
        s = p.clock[a.flower - 1]
        k = _leftmost(s)
        p = self._place(p, who, a.flower, k, a.royal)
        p = _with_done(p, f"bid {a.flower}")
        what = "their Royal, face-down," if a.royal else "a Firefly"
        return Outcome([f"{who} places {what} on the {s.spaces[k].kind} space (space {k + 1}) of flower {a.flower} ({s.card.render()})."],
                       p, [])

    def _do_bonus(self, p, a: Bonus, who):
        hand, card = _drop_card(p.hand(who), a.discard)
        p = _set(p, who, hands=hand)
        p = replace(p, compost=p.compost + (card,))
        s = p.clock[a.flower - 1]
        k = _leftmost(s)
        p = self._place(p, who, a.flower, k, a.royal)
        p = _with_done(p, "bonus")
        return Outcome([f"{who} discards {card.render()} face-up onto the Compost Heap.",
                        f"{who} bids one more Firefly on the {s.spaces[k].kind} space of flower {a.flower}."], p, [])

    def _do_pass(self, p, a, who):
        effects, cites = [f"{who} passes."], ["DF-PASS"]
        p = self._end_turn(p, who, effects, cites)
        return Outcome(effects, p, cites)

    def _do_draw_up(self, p, a, who):
        return self._do_end_turn(p, a, who)

    def _do_end_turn(self, p, a, who):
        effects, cites = [f"{who} ends the turn."], []
        p = self._end_turn(p, who, effects, cites)
        return Outcome(effects, p, cites)

    def _do_switch(self, p, a: Switch, who):
        clock = list(p.clock)
        x, y = clock[a.a - 1], clock[a.b - 1]
        clock[a.a - 1] = replace(x, card=y.card, spaces=y.spaces)
        clock[a.b - 1] = replace(y, card=x.card, spaces=x.spaces)
        p = _with_done(replace(p, clock=tuple(clock)), "switch")
        p = _set(p, who, royal="down")
        return Outcome([f"{who} sacrifices their Royal: flowers {a.a} ({x.card.render()}) and {a.b} ({y.card.render()}) "
                        "change places with their Fireflies.", f"{who}'s Royal goes on the Sundial crown face down."], p, [])

    def _do_plant(self, p, a: Plant, who):
        src = _plant_source(p, a)
        effects, cites = [], []
        pd = _ctx(p)
        rest = p.pending[1:] if pd else ()
        removal = _removes_weed(p, a)
        usable = _ability_usable(p, a)
        if src in ("win", "ow") and a.orchid:
            card = pd.card
            planted = Planted(a.card.colour, card.bloom, orchid=True, mark=card.mark)
            p = replace(p, pending=rest)
            p, bed, _ = _put_bed(p, who, a.bed, planted)
            effects.append(f"{who} plants the Orchid/Weed card as a {a.card.colour} Orchid in bed {bed}; it has no ability.")
            return Outcome(effects, p, ["DF-ORCHID", "DF-ORCHID-NO-ABILITY"])
        if src == "win":
            card = pd.card
        else:
            if src != "other":
                hand, card = _drop_card(p.hand(who), a.card)
                p = _set(p, who, hands=hand)
        planted = Planted(card.colour, card.bloom, a.down, mark=card.mark)
        if src == "turn":
            if p.regulars(who) > 0:
                p = _set(p, who, supply=p.regulars(who) - 1)
            p = _with_done(p, "plant")
        p = replace(p, pending=rest)
        p, bed, weed = _put_bed(p, who, a.bed, planted)
        face = "face-down" if a.down else "face-up"
        how = {"turn": "with a Firefly from the supply on it", "win": "won from the Flower Clock, without a Firefly",
               "second": "as a second Flower of the won colour, without a Firefly",
               "orange": "through the Orange's ability, without a Firefly",
               "tie": "from hand after the harvest, without a Firefly"}[src]
        effects.append(f"{who} plants {card.render()} {face} in bed {bed} ({how}).")
        new: list[Pending] = []
        if weed is not None:
            cites.append("DF-REMOVE-ORANGE" if removal == "orange" else "DF-REMOVE-YELLOW")
            effects.append(f"The {card.colour} removes the Weed from bed {bed}"
                           + (" by copying the Orange." if removal == "yellow" else "."))
            new.append(Pending(who, "weed", card=Card(OW, weed.bloom, weed.mark)))
            cites.append("DF-WEED-REPLANT")
        if src == "orange":
            cites.append("DF-ORANGE")
            if usable and card.colour in ABILITY:
                cites.append("DF-CHAIN-SAME")
                effects.append(f"Same bed as the Orange: the {card.colour}'s ability may be used.")
            elif usable:
                cites.append("DF-CHAIN-SAME")
            else:
                cites.append("DF-CHAIN-OTHER")
                effects.append(f"Another bed than the Orange's: the {card.colour}'s ability cannot be used.")
        if src == "tie":
            effects.append("No ability: a tie planting never triggers one.")
        if src == "win":
            cites.append("DF-WIN-NO-DRAW")
            if any(c.colour == card.colour for c in p.hand(who)):
                new.append(Pending(who, "second", card.colour, bed))
                cites.append("DF-WIN-SECOND")
        ability = None
        if usable and weed is None and card.colour in ABILITY and src != "tie":
            ability = Pending(who, "ability", card.colour, bed)
            cites.append("DF-ABILITY")
            if src == "win":
                cites.append("DF-WIN-ABILITIES")
        if src == "second":
            # the second Flower's ability comes after the won Flower's
            rest_l = list(p.pending)
            at = next((i + 1 for i, x in enumerate(rest_l) if x.player == who and x.kind == "ability"), 0)
            if ability:
                rest_l.insert(at, ability)
                cites.append("DF-WIN-ABILITIES")
            p = replace(p, pending=tuple(new) + tuple(rest_l))
        else:
            if ability:
                new.append(ability)
            p = replace(p, pending=tuple(new) + p.pending)
        if a.down:
            effects.append("Face-down: its ability waits until the end of the game.")
        return Outcome(effects, p, cites)

    def _do_weed(self, p, a: PlantWeed, who):
        pd = _ctx(p)
        card = pd.card
        target = _player_by_norm(p, a.target)
        p = replace(p, pending=p.pending[1:])
        p, bed, _ = _put_bed(p, target, a.bed, Planted("", card.bloom, weed=True, mark=card.mark))
        return Outcome([f"{who} plants the Weed at the right end of {target}'s bed {bed}: no more Flowers grow there until it is removed."],
                       p, ["DF-WEED-BLOCKS"])

    def _do_skip(self, p, a, who):
        pd = _ctx(p)
        p = replace(p, pending=p.pending[1:])
        effects = [f"{who} declines: {pd.render()}."]
        if pd.kind == "weed":
            p = replace(p, compost=p.compost + (pd.card,))
            effects.append("The removed Weed goes onto the Compost Heap.")
        return Outcome(effects, p, [])

    def _do_draw_two(self, p, a, who):
        pd = _ctx(p)
        p = replace(p, pending=p.pending[1:])
        p, got = _draw(p, who, 2)
        p = replace(p, pending=(Pending(who, "discard"),) + p.pending)
        return Outcome([f"{who} draws {got} card(s) from the Potting Shed" + (" (Red copied by Yellow)." if pd.via else "."),
                        f"{who} must now discard one card face-down to the bottom of the Potting Shed."],
                       p, ["DF-RED-DISCARD"])

    def _do_discard(self, p, a: Discard, who):
        hand, card = _drop_card(p.hand(who), a.card)
        p = _set(p, who, hands=hand)
        p = replace(p, pending=p.pending[1:], shed=None if p.shed is None else p.shed + 1)
        return Outcome([f"{who} discards {card.render()} face-down to the bottom of the Potting Shed."], p, [])

    def _do_white(self, p, a: White, who):
        p = replace(p, pending=p.pending[1:])
        s = p.clock[a.flower - 1]
        p = self._place(p, who, a.flower, a.space - 1, a.royal)
        return Outcome([f"{who} places a {'Royal' if a.royal else 'Firefly'} on space {a.space} ({s.spaces[a.space - 1].kind}) "
                        f"of flower {a.flower}, ignoring the Day/Night rules."], p, [])

    def _do_copy(self, p, a: Copy, who):
        pd = _ctx(p)
        p = replace(p, pending=(Pending(who, "ability", a.colour, pd.bed, via="yellow"),) + p.pending[1:])
        return Outcome([f"{who}'s Yellow copies the {a.colour}'s ability."], p, [])

    def _do_take(self, p, a: Take, who):
        i = find_card(p.compost, a.card)
        card = p.compost[i]
        p = replace(p, compost=p.compost[:i] + p.compost[i + 1:], pending=p.pending[1:])
        if card.ow:
            p = replace(p, pending=(Pending(who, "plant-ow", card=card),) + p.pending)
            return Outcome([f"{who} takes {card.render()} from the Compost Heap and must plant it at once, "
                            "as an Orchid in their own bed or a Weed in an opponent's."], p, ["DF-BLUE-OW"])
        p = _set(p, who, hands=p.hand(who) + (card,))
        return Outcome([f"{who} takes {card.render()} from the Compost Heap into hand."], p, [])

    def _do_harvest(self, p, a, who):
        effects, cites = [], ["DF-ROTATE"]
        size = len(p.clock)
        sun, moon = p.sun % size + 1, p.moon % size + 1
        sides = [s.side for s in p.clock]
        clock = [replace(s, side=sides[(i - 1) % size]) for i, s in enumerate(p.clock)]
        effects.append(f"{who} turns the Sundial one Flower clockwise: the Sun points at flower {sun}, the Moon at flower {moon}.")
        p = _with_done(replace(p, clock=tuple(clock), sun=sun, moon=moon), "harvest")
        wins: list[Pending] = []
        for label, n, bloom, rule in (("Day Break", sun, "sun", "DF-DAY-BREAK"), ("Night Fall", moon, "moon", "DF-NIGHT-FALL")):
            s = p.clock[n - 1]
            cites.append(rule)
            if s.card is None or s.card.bloom != bloom or s.spaces is None:
                effects.append(f"{label}: flower {n} " + ("is empty." if s.card is None else
                                                           f"({s.card.render()}) does not bloom now."))
                continue
            effects.append(f"{label}: flower {n} ({s.card.render()}) blooms and leaves the Flower Clock.")
            kind, players, eff, cs = harvest_outcome(p, s)
            effects += eff
            cites += [c for c in cs if c not in cites]
            for sp in s.spaces:
                if sp.owner and sp.royal:
                    p = _set(p, sp.owner, royal="down")
                elif sp.owner:
                    p = _set(p, sp.owner, supply=p.regulars(sp.owner) + 1)
            if any(sp.owner for sp in s.spaces):
                cites.append("DF-RECLAIM")
                effects.append("Regular Fireflies go back to their owners; Royals go on the Sundial crown face down.")
            clock = list(p.clock)
            clock[n - 1] = Slot(None, s.side, ())
            p = replace(p, clock=tuple(clock))
            if kind == "win":
                wins.append(Pending(players[0], "win", card=s.card))
            else:
                p = replace(p, compost=p.compost + (s.card,))
                if kind in ("tie", "royals") and not s.card.ow:
                    for pl in players:
                        if any(c.colour == s.card.colour for c in p.hand(pl)):
                            wins.append(Pending(pl, "tie", s.card.colour, via="royals" if kind == "royals" else ""))
        p = replace(p, pending=p.pending + tuple(wins))
        return Outcome(effects, p, list(dict.fromkeys(cites)))

    def _do_refill(self, p, a, who):
        effects, cites = [], ["DF-REFILL-ORDER"]
        clock = list(p.clock)
        for label, n in (("Sun", p.sun), ("Moon", p.moon)):
            if not 1 <= n <= len(clock) or clock[n - 1].card is not None:
                continue
            if p.greenhouse:
                card, p = p.greenhouse[0], replace(p, greenhouse=p.greenhouse[1:])
                cites.append("DF-REFILL-GREENHOUSE")
                effects.append(f"The vacant {label} place (flower {n}) gets {card.render()} from the Greenhouse.")
                if not card.bloom:  # its Sun or Moon symbol was not given: say which it shows
                    effects.append(f"Flower {n}'s bloom symbol is unknown: write it on the Clock line to go on.")
                    card = Card(UNKNOWN)
            elif p.shed is None or p.shed > 0:
                card = Card(UNKNOWN)
                if p.shed is not None:
                    p = replace(p, shed=p.shed - 1)
                effects.append(f"The vacant {label} place (flower {n}) gets the top card of the Potting Shed.")
            else:
                effects.append(f"The vacant {label} place (flower {n}) stays empty: no cards are left.")
                continue
            clock[n - 1] = Slot(card, clock[n - 1].side, None)
        p = replace(p, clock=tuple(clock))
        royal = []
        for pl, r in zip(p.players, p.royal):
            if r == "up":
                royal.append("supply")
                effects.append(f"{pl}'s Royal returns to the supply.")
            elif r == "down":
                royal.append("up")
                effects.append(f"{pl}'s Royal is flipped crown up on the Sundial.")
            else:
                royal.append(r)
        p = replace(p, royal=tuple(royal))
        cites.append("DF-ROYAL-RETURN")
        n = len(p.players)
        start = p.idx(p.apprentice) if p.apprentice in p.players else 0
        order = [p.players[(start + k) % n] for k in range(1, n + 1)]
        low = min(_flower_count(p, pl) for pl in order)
        nxt = next(pl for pl in order if _flower_count(p, pl) == low)
        cites.append("DF-APPRENTICE-PASS")
        effects.append(f"{nxt} has the fewest Flowers ({low}) and takes the Gardener's Apprentice card.")
        over = all(s.card is None for s in p.clock) and not p.greenhouse and p.shed == 0
        if over:
            effects.append("No cards are left anywhere: the game is over; count the scores.")
            return Outcome(effects, replace(p, apprentice=nxt, turn="", phase="over", done=()), cites)
        effects.append(f"A new round begins with {nxt}'s turn.")
        return Outcome(effects, replace(p, apprentice=nxt, turn=nxt, phase="planting", done=()), cites)


def _player_by_norm(p: DFPosition, name: str) -> str:
    for pl in p.players:
        if norm(pl) == norm(name):
            return pl
    return name


def resolve(p: DFPosition, a: Act) -> Act:
    """The fully specified action a shorthand ask means here (``plant red`` -> ``plant red sun``)."""
    who = p.actor()

    def exact(cards, want):
        i = find_card(cards, want)
        return cards[i] if i >= 0 else want
    if isinstance(a, Simple) and a.what == "draw up":
        return replace(a, what="end turn")
    if isinstance(a, Discard):
        return replace(a, card=exact(p.hand(who), a.card))
    if isinstance(a, Bonus):
        return replace(a, discard=exact(p.hand(who), a.discard))
    if isinstance(a, Take):
        return replace(a, card=exact(p.compost, a.card))
    if isinstance(a, Plant) and not a.orchid:
        if _plant_source(p, a) == "win" and p.pending[0].card and p.pending[0].card.matches(a.card):
            c = p.pending[0].card
            return replace(a, card=Card(c.colour, c.bloom))
        return replace(a, card=exact(p.hand(who), a.card))
    return a
