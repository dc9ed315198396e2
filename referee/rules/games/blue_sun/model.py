"""Blue Sun positions and actions: sectors, players, job and challenge cards, asked actions."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Optional

from ...core import UNKNOWN, Position
from ...dsl import Token
from .house import HOUSE  # the table's hand size (a house rule may change the book's 3 + 2)
from .names import HAND_BASE, VOCAB, _plain


@dataclass(frozen=True)
class Sector:
    name: str
    regions: tuple[str, ...] = (UNKNOWN,)   # ("?",): the table does not know the region
    planets: tuple[str, ...] = ()
    planet_unknown: bool = False      # True: the table does not know whether it holds a named planet ("planet ?")
    reaver_space: bool = False
    uroboros: bool = False
    supply: Optional[bool] = False    # None: the table does not know ("supply ?")
    contact: Optional[bool] = False   # None: the table does not know ("contact ?")
    reaver_alerts: int = 0
    alliance_alerts: int = 0

    @cached_property
    def key(self) -> str:
        return _plain(self.name)

    @property
    def region(self) -> str:
        """"rim", "border", "alliance", "?" (unknown) or "" (not exactly one region)."""
        return self.regions[0] if len(self.regions) == 1 else ""

    @cached_property
    def planetary(self) -> bool:
        names = [self.name, *self.planets]
        return bool(self.planets) or any(VOCAB.lookup(n, ["planet-like place"]) for n in names)

    @property
    def alerts(self) -> int:
        """Alert markers counted when resolving: tokens plus the printed Reaver alert."""
        return self.reaver_alerts + self.alliance_alerts + (1 if self.reaver_space else 0)

    @property
    def alert_kinds(self) -> tuple[str, ...]:
        kinds = []
        if self.reaver_alerts or self.reaver_space:
            kinds.append("reaver")
        if self.alliance_alerts:
            kinds.append("cruiser")
        return tuple(kinds)


@dataclass(frozen=True)
class Player:
    name: str
    at: str = ""          # sector key of the ship ("" = not on the map)
    haven: str = ""
    outlaw: Optional[bool] = False   # None: the table does not know ("outlaw ?")
    scanner: bool = False
    credits: Optional[int] = None   # None: the balance is unknown (not stated, or "credits ?")
    stuff: tuple[tuple[str, int], ...] = ()   # tradeable -> count, in TRADEABLE order
    trust: tuple[str, ...] = ()
    trust_unknown: tuple[str, ...] = ()   # contacts whose trust the table does not know ("trust lord harrow ?")
    fly: str = ""         # "" | "full burn" | "mosey" | "fly ended"
    pending: str = ""     # "" | "alert" | "company"
    company: tuple[str, ...] = ()  # ship kinds that may come ("reaver", "cruiser")
    company_at: str = ""  # sector key of the company ("" = the player's own sector)
    pulled: bool = False  # an Alliance alert pulled the Cruiser to this ship in its fly action

    @cached_property
    def key(self) -> str:
        return _plain(self.name)

    def has(self, item: str) -> int:
        return dict(self.stuff).get(item, 0)

    def trusts(self, contact: str) -> bool:
        return _plain(contact) in {_plain(t) for t in self.trust}


@dataclass(frozen=True)
class Card:
    owner: str            # player key
    kind: str             # "job" | "challenge"
    name: str
    legality: str = ""    # "legal" | "illegal" | "" (not stated) | "?" (unknown)
    type: str = ""        # job type ("piracy", "bounty", "smuggling", "shipping") or ""
    contact: str = ""
    pay: int = 0          # job pay, or challenge reward
    pickup: str = ""      # sector key, "uroboros" or ""
    active: bool = False  # jobs only
    on: str = ""          # challenges: the job (key) it is attached to
    met: Optional[bool] = False   # requirements met (None: unknown, "met ?")

    @cached_property
    def key(self) -> str:
        return _plain(self.name)


@dataclass(frozen=True)
class BlueSunPosition(Position):
    phase: str = "play"
    havens: str = UNKNOWN       # "yes" | "no" | "?": does the Story card in play use havens?
    cruiser_trail: bool = True
    start_at_haven: bool = True
    sectors: tuple[Sector, ...] = ()
    links: tuple[tuple[str, str, bool], ...] = ()   # (key, key, diagonal), keys sorted
    reavers: tuple[str, ...] = ()                    # sector keys, map order
    cruiser: str = ""
    players: tuple[Player, ...] = ()
    cards: tuple[Card, ...] = ()

    # ---- look-ups (indexed once per position: options asks thousands of them)
    @cached_property
    def _sector_index(self) -> dict[str, Sector]:
        return {s.key: s for s in reversed(self.sectors)}

    @cached_property
    def _player_index(self) -> dict[str, Player]:
        return {p.key: p for p in reversed(self.players)}

    @cached_property
    def _link_index(self) -> dict[tuple[str, str], bool]:
        return {(x, y): d for x, y, d in reversed(self.links)}

    @cached_property
    def _card_index(self) -> dict[tuple[str, str], Card]:
        return {(c.owner, c.key): c for c in reversed(self.cards)}

    def sector(self, key: str) -> Optional[Sector]:
        return self._sector_index.get(key)

    def player(self, key: str) -> Optional[Player]:
        return self._player_index.get(key)

    def sname(self, key: str) -> str:
        s = self.sector(key)
        return s.name if s else key

    def link(self, a: str, b: str) -> Optional[bool]:
        """None if not neighbours, else whether the neighbours are diagonal."""
        return self._link_index.get((a, b) if a <= b else (b, a))

    def neighbours(self, key: str, diagonal: bool = False) -> list[str]:
        out = []
        for x, y, diag in self.links:
            if diag == diagonal and key in (x, y):
                out.append(y if x == key else x)
        return out

    def right_of(self, key: str) -> Optional[Player]:
        for i, p in enumerate(self.players):
            if p.key == key:
                return self.players[i - 1]
        return None

    def hand(self, owner: str) -> list[Card]:
        return [c for c in self.cards if c.owner == owner and not c.active and not c.on]

    def active_jobs(self, owner: str) -> list[Card]:
        return [c for c in self.cards if c.owner == owner and c.kind == "job" and c.active]

    def card(self, owner: str, key: str) -> Optional[Card]:
        return self._card_index.get((owner, key))

    def attached(self, owner: str, job: str) -> list[Card]:
        return [c for c in self.cards if c.owner == owner and c.kind == "challenge" and c.on == job]

    def hand_limit(self, p: Player) -> int:
        return HOUSE["hand-size"] + (HOUSE["trust-hand-bonus"] if p.trusts("mr universe") else 0)


@dataclass(frozen=True)
class Act:
    """One asked action.  Keys are normalised names; ``shown`` keeps display names."""

    verb: str
    player: str = ""
    sector: str = ""        # target sector
    src: str = ""           # reaver move: from
    ship: str = ""          # "reaver" | "cruiser"
    roll: int = 0
    modifier: int = 0
    deck: str = ""          # nav deck named, or "nav"/"misbehave" for shuffle
    card: str = ""          # nav card / job key
    challenge: str = ""     # challenge key
    item: str = ""          # give/buy: "credits" or a tradeable
    count: int = 0
    to: str = ""            # recipient key
    back_item: str = ""     # a two-sided deal: what the recipient gives back ("credits" or a tradeable)
    back_count: int = 0
    legality: str = ""
    discards: tuple[str, ...] = ()
    with_it: bool = False   # shuffle: reshuffled including the discarded card
    removes: tuple[tuple[str, int], ...] = ()   # Border Nav update: (card, count)
    alts: tuple[tuple[str, tuple[str, ...]], ...] = field(default=(), compare=False, repr=False)
    toks: tuple[tuple[str, Token], ...] = field(default=(), compare=False, repr=False)
    shown: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    token: Optional[Token] = field(default=None, compare=False, repr=False)
    resolved: bool = field(default=False, compare=False, repr=False)   # names checked against a position

    @property
    def tags(self) -> frozenset:
        t = {self.verb}
        if self.verb in ("full burn", "mosey", "evade"):
            t.add("move")
        if self.verb == "move ship":
            t.add("reaver-move" if self.ship == "reaver" else "cruiser-move")
        if self.verb == "attach":
            t.add("start job")
        if self.verb == "start job" and self.challenge:
            t.add("attach")
        if self.verb == "give":
            for item in (self.item, self.back_item):
                if item:
                    t.add("give-credits" if item == "credits" else "give-goods")
            if self.back_item:
                t.add("deal")
        return frozenset(t)

    def name(self, key: str) -> str:
        return dict(self.shown).get(key, key)
