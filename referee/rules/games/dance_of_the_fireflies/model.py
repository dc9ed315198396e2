"""Dance of the Fireflies: what a position and an action are made of.

A position describes the Flower Clock (each Flower, its bloom symbol, its
spaces and the Fireflies on them, which side of the Sundial it is on), the
Sundial pointers, each player's supply, Royal, hand and Flower Beds, the
Greenhouse, Potting Shed and Compost Heap, and anything a player still has to
do right now (``pending:`` lines: a won Flower to plant, an ability to use...).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Optional

from ...core import Position
from ...dsl import norm

BOOK = "dance-of-the-fireflies"
COLOURS = ("red", "white", "yellow", "orange", "blue", "purple")
ABILITY = ("red", "white", "yellow", "orange", "blue")  # purple: points only
OW = "orchid/weed"
UNKNOWN = "?"
UNSAID_BED = -1  # ``plant CARD in bed ?``: the bed is not said (an existing one or a new one)
SPACE_KINDS = ("day", "night", "mixed")
PHASES = ("planting", "harvesting", "final", "over")  # final: the end-of-game harvests, decks run out
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
    firefly: bool = False  # a Firefly sits on it for the rest of the game (planted as the turn's action)

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
            out.append("face-down")  # always planted with a Firefly: the word is implied
        elif self.firefly:
            out.append("with firefly")
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
        if self.phase in ("harvesting", "final"):
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
    """Bid on Flower ``flower``; ``space`` the space chosen (1 = leftmost), 0 = not said (the leftmost empty)."""

    flower: int
    royal: bool = False
    space: int = 0
    kind = "bid"

    def render(self) -> str:
        return (f"{self._who()}bid {self.flower}" + (f" on space {self.space}" if self.space else "")
                + (" royal" if self.royal else ""))


@dataclass(frozen=True)
class Bonus(Act):
    flower: int
    discard: Card
    royal: bool = False
    space: int = 0  # as for Bid
    kind = "bonus"

    def render(self) -> str:
        return (f"{self._who()}bonus {self.flower}" + (f" on space {self.space}" if self.space else "")
                + f" discard {self.discard.render()}" + (" royal" if self.royal else ""))


@dataclass(frozen=True)
class Plant(Act):
    """Plant a Flower (or an Orchid as ``colour``) in own bed ``bed`` (0 = a new bed).

    ``remove``: the Orange (or Yellow copying the bed's Orange) pulls the bed's Weed
    and takes its place -- its own action, ``remove weed from bed N with orange``.
    """

    card: Card
    bed: int = 0
    down: bool = False
    orchid: bool = False
    remove: bool = False
    kind = "plant"

    @property
    def tags(self) -> frozenset:
        return frozenset({"act", "plant", "remove weed"} if self.remove else {"act", "plant"})

    def render(self) -> str:
        if self.remove:
            return f"{self._who()}remove weed from bed {self.bed} with {self.card.render()}"
        what = f"orchid as {self.card.render()}" if self.orchid else self.card.render()
        face = " face-down" if self.down else ""
        where = "bed ?" if self.bed == UNSAID_BED else f"bed {self.bed}" if self.bed else "new bed"
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
    """pass | end turn | harvest | refill | final harvest | reveal | draw two | skip"""

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
    claim: str = ""  # "X wins N": the claimed winner; "score X": the player scored
    points: int = -1  # "score X N": the total claimed for that player (-1: none claimed, the total asked)
    kind = "query"

    def render(self) -> str:
        if self.what == "flower":
            return f"{self.claim} wins {self.flower}" if self.claim else f"winner {self.flower}"
        if self.what == "score":
            said = f"score {self.claim}" if self.claim else "score"
            return f"{said} {self.points}" if self.points >= 0 else said
        return self.what




def _player_by_norm(p: DFPosition, name: str) -> str:
    for pl in p.players:
        if norm(pl) == norm(name):
            return pl
    return name
