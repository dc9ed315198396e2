"""Firefly: The Game – Blue Sun (Rim Space expansion), from the Spanish rulebook.

The book expands a base game whose rules are not shipped: this model decides what
the Blue Sun book decides (map regions, Reaver Space, the three Reaver ships, alert
tokens, the Long-Range Scanner, havens, Lord Harrow, Mr. Universe's Big Damn
Challenges, the Meridian Credit Exchange, Shuffle cards) and leaves base-game card
text to the players.  Quotes are Spanish; statements, effects and the DSL are English
and the vocabulary also accepts the book's Spanish names.

Position DSL (one ``key: value`` a line; English or Spanish keys)::

    game: blue-sun
    phase: play                        # or setup (preparación)
    sector: Burnham Reach, rim, reaver space, 1 reaver alert
    sector: Highgate, border, planet, contact
    sector: Space Bazaar, border, planet, supply, 2 alliance alerts
    adjacent: Burnham Reach - Highgate, Highgate - Space Bazaar
    diagonal: Burnham Reach - Space Bazaar
    reavers: Burnham Reach
    cruiser: Space Bazaar
    player: Bo, at Highgate, haven Highgate, outlaw, long-range scanner, credits 1200, cargo x2
    player: Sally, at Space Bazaar, trust lord harrow, trust mr universe
    job: Sally, Harrow Haul, illegal, smuggling, contact lord harrow, pay 1500, active, met
    challenge: Sally, Hands Tied, illegal, reward 1000, on Harrow Haul, met
    ask: Bo full burn to Space Bazaar

Players are listed in seating order, clockwise (turns pass to the left): the player
to your right is the one listed just before you (the last one for the first).
"""
from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass, field, replace
from typing import Optional

from ..core import Answer, Game, Outcome, Position, RuleList
from ..dsl import Errors, Token, Vocabulary, norm, read, split, words
from ..errors import PositionSyntaxError, did_you_mean
from ..registry import register

BOOK = "blue-sun"


# ---------------------------------------------------------------------------- names
def _plain(text: str) -> str:
    """Lower-case key without accents: "Cinturón" and "cinturon" are one name."""
    t = unicodedata.normalize("NFKD", text)
    t = "".join(c for c in t if not unicodedata.combining(c))
    return norm(t.replace("¿", "").replace("¡", "").replace(".", " ").replace("“", "").replace("”", ""))


class _Vocab(Vocabulary):
    """The core vocabulary, also forgiving about Spanish accents."""

    def __init__(self, kinds):
        super().__init__(kinds)
        index: dict[str, list[tuple[str, str]]] = {}
        for key, found in self._index.items():
            for kc in found:
                if kc not in index.setdefault(_plain(key), []):
                    index[_plain(key)].append(kc)
        self._index = index

    def lookup(self, text, kinds=None):
        return super().lookup(_plain(text), kinds)


VOCAB = _Vocab({
    "region": {
        "rim": ["rim space", "outer border", "outer rim", "borde exterior", "borde", "el borde exterior"],
        "border": ["border space", "frontier", "espacio fronterizo", "fronterizo", "frontera"],
        "alliance": ["alliance space", "espacio de la alianza", "alianza"],
    },
    "sector feature": {
        "reaver space": ["espacio reaver"],
        "uroboros": ["uroboros belt", "uroboros sector", "asteroids", "cinturón de uroboros",
                     "sector de uroboros", "asteroides"],
        "supply": ["supply planet", "planeta de suministro", "suministro"],
        "contact": ["contact planet", "planeta de contacto", "contacto"],
        "planet": ["named planet", "planeta", "planeta con nombre"],
    },
    "planet-like place": {
        "space bazaar": ["bazar espacial", "espacio bazaar", "bazaar"],
        "cortex relay 7": ["cortex relay"],
    },
    "alert token": {
        "reaver alert": ["reaver alert token", "reaver alert marker", "reaver token", "reaver marker",
                         "alerta reaver", "alerta de reaver", "marcador de alerta reaver",
                         "marcador de alerta de reaver", "ficha de alerta reaver", "ficha reaver",
                         "marcador reaver", "alertas reaver", "alertas de reaver", "marcadores de alerta reaver",
                         "marcadores de alerta de reaver", "fichas reaver", "fichas de alerta reaver",
                         "marcadores reaver"],
        "alliance alert": ["alliance alert token", "alliance alert marker", "alliance token",
                           "alliance marker", "alerta de alianza", "alerta de la alianza",
                           "alerta alianza", "marcador de alerta de alianza",
                           "marcador de alerta de la alianza", "ficha de alerta de alianza",
                           "ficha alianza", "marcador alianza", "alertas de alianza", "alertas de la alianza",
                           "alertas alianza", "marcadores de alerta de alianza",
                           "marcadores de alerta de la alianza", "fichas alianza", "fichas de alerta de alianza"],
    },
    "ship": {
        "reaver": ["reaver ship", "nave reaver", "reavers"],
        "cruiser": ["alliance cruiser", "crucero de la alianza", "crucero", "crucero alianza"],
    },
    "goods": {
        "cargo": ["carga", "cargamento"],
        "contraband": ["contrabando"],
        "fuel": ["combustible"],
        "parts": ["part", "repuestos", "repuesto", "piezas", "pieza"],
    },
    "other tradeable": {
        "crew": ["crew member", "tripulación", "tripulante"],
        "gear": ["equipo"],
        "ship upgrade": ["upgrade", "actualización de nave", "actualización", "mejora"],
    },
    "contact": {
        "lord harrow": ["harrow"],
        "mr universe": ["mister universe", "mr universe", "sr universo", "señor universo", "universo"],
    },
    "job type": {
        "piracy": ["pirate job", "piratería", "trabajo de piratería"],
        "bounty": ["bounty job", "recompensa", "trabajo de recompensa"],
        "smuggling": ["smuggling job", "contrabando", "trabajo de contrabando"],
        "shipping": ["shipping job", "envío", "transporte", "trabajo de envío"],
    },
    "legality": {"legal": [], "illegal": ["ilegal"]},
    "fly state": {
        "full burn": ["in full burn", "flying full burn", "burning", "volando a todo trapo",
                      "a todo trapo"],
        "mosey": ["moseying", "in mosey", "deambulando"],
        "fly ended": ["halted", "fly action ended", "vuelo terminado", "acción de volar terminada"],
    },
    "nav deck": {
        "rim": ["rim deck", "rim nav deck", "mazo del borde", "mazo de navegación del borde"],
        "border": ["border deck", "border nav deck", "mazo fronterizo", "mazo de navegación fronterizo"],
        "alliance": ["alliance deck", "alliance nav deck", "mazo de la alianza"],
    },
    "nav card": {
        "reaver cutter": ["crucero reaver", "reavers de caza", "reaver de caza", "reavers on the hunt"],
        "reaver patrol": ["patrullera reaver"],
        "reaver bait": ["señuelo para reavers", "señuelo reaver"],
    },
    "deck": {
        "nav": ["nav deck", "navigation", "navigation deck", "navegación", "mazo de navegación"],
        "misbehave": ["misbehave deck", "portarse mal", "mazo portarse mal", "mal comportamiento"],
    },
    "phase": {
        "setup": ["set up", "set-up", "preparación", "configuración"],
        "play": ["game", "juego", "partida"],
    },
    "action": {
        "full burn": ["full burns", "full-burn", "fly full burn", "burn", "volar a todo trapo",
                      "vuela a todo trapo", "vuelo a todo trapo"],
        "mosey": ["moseys", "deambular", "deambula"],
        "evade": ["evades", "evadir"],
        "resolve alert": ["resolves alert", "resolve alerts", "roll alert", "resolver alerta",
                          "resuelve alerta", "resuelve la alerta", "resolver marcadores de alerta"],
        "scan": ["scans", "use scanner", "use long-range scanner", "escanear", "escanea"],
        "draw nav": ["draws nav", "draw nav card", "draw a nav card", "robar carta de navegación",
                     "roba carta de navegación", "roba navegación"],
        "move": ["moves", "mover", "mueve"],
        "place": ["places", "colocar", "coloca"],
        "give": ["gives", "send", "sends", "hand over", "dar", "da", "enviar", "envía"],
        "buy": ["buys", "comprar", "compra"],
        "take": ["takes", "keep", "keeps", "tomar", "toma", "work for mr universe", "works for mr universe",
                 "work for mr. universe", "trabaja para sr universo", "trabajar para sr universo"],
        "start job": ["starts job", "start", "work job", "empezar trabajo", "empieza trabajo",
                      "empezar", "empieza"],
        "attach": ["attaches", "adjuntar", "adjunta"],
        "complete": ["completes", "completar", "completa"],
        "warrant": ["receives warrant", "receive warrant", "gets warrant", "warrant on",
                    "orden judicial", "recibe orden judicial"],
        "discard shuffle card": ["discards shuffle card", "discard shuffle", "descartar barajar mazo",
                                 "descarta barajar mazo", "descarta carta de barajar mazo"],
        "payout": ["pay", "paga", "earnings"],
        "update border nav": ["update border nav deck", "prepare border nav", "prepare border nav deck",
                              "actualizar mazo de navegación fronterizo", "actualiza mazo fronterizo"],
        "planetary": ["is planetary", "planetary sector", "sector planetario", "es planetario"],
    },
})

REGION_NAME = {"rim": "Rim (Borde Exterior)", "border": "Border Space (Espacio Fronterizo)",
               "alliance": "Alliance Space (Espacio de la Alianza)"}
DECK_NAME = {"rim": "Rim Nav deck (mazo de navegación del Borde)",
             "border": "Border Nav deck", "alliance": "Alliance Nav deck"}
NAV_SWAP = {"reaver patrol": 1, "reaver bait": 1, "reaver cutter": 8}
HAND_BASE = 3
ACTIVE_LIMIT = 3
TRADEABLE = ("cargo", "contraband", "fuel", "parts", "crew", "gear", "ship upgrade")
GOODS = ("cargo", "contraband", "fuel", "parts")


# ---------------------------------------------------------------------------- model
@dataclass(frozen=True)
class Sector:
    name: str
    regions: tuple[str, ...] = ()
    planets: tuple[str, ...] = ()
    reaver_space: bool = False
    uroboros: bool = False
    supply: bool = False
    contact: bool = False
    reaver_alerts: int = 0
    alliance_alerts: int = 0

    @property
    def key(self) -> str:
        return _plain(self.name)

    @property
    def region(self) -> str:
        return self.regions[0] if len(self.regions) == 1 else ""

    @property
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
    outlaw: bool = False
    scanner: bool = False
    credits: int = 0
    stuff: tuple[tuple[str, int], ...] = ()   # tradeable -> count, in TRADEABLE order
    trust: tuple[str, ...] = ()
    fly: str = ""         # "" | "full burn" | "mosey" | "fly ended"
    pending: str = ""     # "" | "alert" | "company"
    company: tuple[str, ...] = ()  # ship kinds that may come ("reaver", "cruiser")
    company_at: str = ""  # sector key of the company ("" = the player's own sector)

    @property
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
    legality: str = ""    # "legal" | "illegal" | ""
    type: str = ""        # job type ("piracy", "bounty", "smuggling", "shipping") or ""
    contact: str = ""
    pay: int = 0          # job pay, or challenge reward
    pickup: str = ""      # sector key, "uroboros" or ""
    active: bool = False  # jobs only
    on: str = ""          # challenges: the job (key) it is attached to
    met: bool = False     # requirements met

    @property
    def key(self) -> str:
        return _plain(self.name)


@dataclass(frozen=True)
class BlueSunPosition(Position):
    phase: str = "play"
    cruiser_trail: bool = True
    start_at_haven: bool = True
    sectors: tuple[Sector, ...] = ()
    links: tuple[tuple[str, str, bool], ...] = ()   # (key, key, diagonal), keys sorted
    reavers: tuple[str, ...] = ()                    # sector keys, map order
    cruiser: str = ""
    players: tuple[Player, ...] = ()
    cards: tuple[Card, ...] = ()

    # ---- look-ups
    def sector(self, key: str) -> Optional[Sector]:
        for s in self.sectors:
            if s.key == key:
                return s
        return None

    def player(self, key: str) -> Optional[Player]:
        for p in self.players:
            if p.key == key:
                return p
        return None

    def sname(self, key: str) -> str:
        s = self.sector(key)
        return s.name if s else key

    def link(self, a: str, b: str) -> Optional[bool]:
        """None if not neighbours, else whether the neighbours are diagonal."""
        pair = tuple(sorted((a, b)))
        for x, y, diag in self.links:
            if (x, y) == pair:
                return diag
        return None

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
        for c in self.cards:
            if c.owner == owner and c.key == key:
                return c
        return None

    def attached(self, owner: str, job: str) -> list[Card]:
        return [c for c in self.cards if c.owner == owner and c.kind == "challenge" and c.on == job]

    def hand_limit(self, p: Player) -> int:
        return HAND_BASE + (2 if p.trusts("mr universe") else 0)


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
    legality: str = ""
    discards: tuple[str, ...] = ()
    with_it: bool = False   # shuffle: reshuffled including the discarded card
    removes: tuple[tuple[str, int], ...] = ()   # Border Nav update: (card, count)
    alts: tuple[tuple[str, tuple[str, ...]], ...] = field(default=(), compare=False, repr=False)
    toks: tuple[tuple[str, Token], ...] = field(default=(), compare=False, repr=False)
    shown: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    token: Optional[Token] = field(default=None, compare=False, repr=False)

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
            t.add("give-credits" if self.item == "credits" else "give-goods")
        return frozenset(t)

    def name(self, key: str) -> str:
        return dict(self.shown).get(key, key)


# ---------------------------------------------------------------------------- rules
RULES = RuleList(BOOK)
S_REGIONS = "Nuevas cartas de navegación del Borde"
S_RIM_DECK = "Mazo de navegación del Borde"
S_UROBOROS = "Cinturón de Uroboros"
S_RSPACE = "Espacio Reaver"
S_NEW_REAVERS = "Nuevas naves Reaver"
S_RSETUP = "Nueva configuración reaver"
S_RACTIVITY = "Actividad en el Espacio Reaver"
S_DESPERATE = "Tiempos desesperados"
S_TRAIL = "Fichas de rastro Reaver"
S_ALLIANCE = "Indicadores de la alianza"
S_RESOLVE = "Resolver Marcadores de Alerta"
S_HARROW = "Ganar la confianza de Lord Harrow"
S_BDC = "Cartas de Grandes Desafíos Malditos"
S_STEP_UP = "Estar a la altura"
S_COMPLETE = "Completando grandes desafíos malditos"
S_REWARDS = "Grandes recompensas del desafío maldito"
S_TRUST = "Confianza con Sr. Universo"
S_LOSE = "Perdiendo la confianza con el Sr. Universo"
S_SETUP_CARDS = "Cartas de Configuración"
S_SHUFFLE = "Cartas de “Barajar mazo\""
S_GOODS = "Qué son los bienes?"
S_HAVEN = "Escogiendo paraíso"


def _ship_at(pos: BlueSunPosition, p: Player) -> Optional[str]:
    return p.at if p.at and pos.sector(p.at) else None


# ---- map -------------------------------------------------------------------------
@RULES.check("BS-REGIONS",
             "The 'Verse is divided into three regions — the Rim (Borde Exterior, red borders), "
             "Alliance Space (Espacio de la Alianza, blue) and Border Space (Espacio Fronterizo, "
             "orange) — and every sector belongs to exactly one of them.",
             S_REGIONS, "El Verso se divide en tres regiones.", on={"position"})
def _regions(pos, act):
    bad = [s.name for s in pos.sectors if len(s.regions) != 1]
    if bad:
        return "a sector needs exactly one region: " + ", ".join(bad)
    return None


@RULES.check("BS-ADJACENT",
             "A ship moves (full burn, mosey or evade) one sector at a time, from its sector into "
             "a neighbouring (adjacent) sector.",
             S_DESPERATE, "Ella usa una acción de volar para ir a un sector adyacente al Bazar Espacial",
             on={"move"})
def _adjacent(pos, act):
    p = pos.player(act.player)
    here = _ship_at(pos, p)
    if here is None:
        return f"{p.name}'s ship is not on the map"
    if pos.link(here, act.sector) is None:
        return f"{pos.sname(act.sector)} is not next to {pos.sname(here)}"
    return None


@RULES.check("BS-NO-DIAGONAL",
             "You can never move diagonally between sectors: sectors that touch only at a corner "
             "are not adjacent (this model also treats them as not adjacent for the Long-Range "
             "Scanner).",
             S_REGIONS, "NOTA: Nunca puedes moverte diagonalmente entre Sectores.",
             on={"move", "scan"})
def _diagonal(pos, act):
    p = pos.player(act.player)
    here = _ship_at(pos, p)
    if here and pos.link(here, act.sector) is True:
        return f"{pos.sname(here)} and {pos.sname(act.sector)} are diagonal neighbours"
    return None


@RULES.check("BS-REAVER-SPACE",
             "Reaver Space (Espacio Reaver) is exactly the 3 sectors around Burnham; no other sector "
             "counts as Reaver Space.",
             S_RSPACE, "Solo estos 3 sectores son considerados \"Espacio Reaver\".", on={"position"})
def _reaver_space(pos, act):
    rs = [s.name for s in pos.sectors if s.reaver_space]
    if len(rs) > 3:
        return f"{len(rs)} sectors are marked Reaver Space: " + ", ".join(rs)
    return None


@RULES.check("BS-UROBOROS",
             "The Uroboros Belt (Cinturón de Uroboros) is 4 asteroid sectors; a job whose pickup "
             "(recogida) is in the Belt may be started in any of the 4 (a job with a named pickup "
             "sector starts there).",
             S_UROBOROS, "Puedes empezar a trabajar en el cinturón de Uroboros en cualquiera de los 4 "
             "sectores que representan a los asteroides.", on={"position", "start job"}, guard=True)
def _uroboros(pos, act):
    if act is None:
        u = [s.name for s in pos.sectors if s.uroboros]
        return f"{len(u)} sectors are marked Uroboros: " + ", ".join(u) if len(u) > 4 else None
    job = pos.card(act.player, act.card)
    p = pos.player(act.player)
    if job is None or job.kind != "job" or not job.pickup:
        return None
    here = pos.sector(p.at) if p.at else None
    if job.pickup == "uroboros":
        if here is None or not here.uroboros:
            return f"{job.name} picks up in the Uroboros Belt and {p.name}'s ship is not in a Uroboros sector"
    elif job.pickup != p.at:
        return f"{job.name} picks up in {pos.sname(job.pickup)}, not where {p.name}'s ship is"
    return None


RULES.add("BS-PLANETARY",
          "A planetary sector (sector planetario) is any sector with a named planet; the Space "
          "Bazaar (Bazar Espacial) and Cortex Relay 7 count as planets, and Uroboros sectors are "
          "not planetary unless they hold a named planet.",
          S_SETUP_CARDS, "Un Sector Planetario es cualquier sector que contiene un planeta con nombre.",
          on={"planetary"})
RULES.add("BS-PLANETARY-PLACES",
          "The Space Bazaar and Cortex Relay 7 count as planets.",
          S_SETUP_CARDS, "El espacio Bazaar y Cortex Relay 7 cuentan como planetas.")
RULES.add("BS-UROBOROS-NOT-PLANETARY",
          "Uroboros sectors are not planetary sectors unless they contain a named planet.",
          S_UROBOROS, "Nota: Los sectores de Uroboros no son considerados sectores planetarios a menos "
          "que contengan un planeta con nombre.")


# ---- Reaver ships ---------------------------------------------------------------
@RULES.check("BS-THREE-REAVERS",
             "With Blue Sun there are 3 Reaver ships (naves Reaver) in all; only a Reaver ship that "
             "is on the map can be moved.",
             S_NEW_REAVERS, "tendrás un total de 3 naves Reavers aterrorizando el Espacio Fronterizo y el Borde.",
             on={"position", "reaver-move", "place"}, guard=True)
def _three_reavers(pos, act):
    if act is None:
        return f"{len(pos.reavers)} Reaver ships are on the map" if len(pos.reavers) > 3 else None
    if act.verb == "place":
        if act.ship == "reaver" and len(pos.reavers) >= 3:
            return "all 3 Reaver ships are already on the map"
        return None
    if act.src not in pos.reavers:
        return f"there is no Reaver ship in {pos.sname(act.src)}"
    return None


@RULES.check("BS-ONE-REAVER",
             "Only one Reaver ship may be in a sector.",
             S_NEW_REAVERS, "Solo una nave Reaver puede estar en un Sector.", on={"position", "place"})
def _one_reaver(pos, act):
    if act is None:
        dup = sorted({pos.sname(k) for k in pos.reavers if pos.reavers.count(k) > 1})
        return "more than one Reaver ship in " + ", ".join(dup) if dup else None
    if act.ship == "reaver" and act.sector in pos.reavers:
        return f"a Reaver ship is already in {pos.sname(act.sector)}"
    return None


@RULES.check("BS-REAVER-NO-STACK",
             "A Reaver ship can never be moved into a sector occupied by another Reaver ship.",
             S_NEW_REAVERS, "No se puede mover una nave Reaver a un sector ocupado por otra nave Reaver.",
             on={"reaver-move"})
def _no_stack(pos, act):
    if act.sector in pos.reavers:
        return f"another Reaver ship is already in {pos.sname(act.sector)}"
    return None


@RULES.check("BS-REAVER-SETUP",
             "At setup, one Reaver ship is placed in each of the three Reaver Space sectors, "
             "blockading Miranda; Reaver ships are placed only then, and only in Reaver Space.",
             S_RSETUP, "coloca una nave Reaver en cada uno de los tres sectores del Espacio Reaver",
             on={"place"})
def _reaver_setup(pos, act):
    if act.ship != "reaver":
        return None
    why = []
    if pos.phase != "setup":
        why.append("Reaver ships are placed only at setup")
    s = pos.sector(act.sector)
    if s and not s.reaver_space:
        why.append(f"{s.name} is not Reaver Space")
    return "; ".join(why) or None


RULES.add("BS-PERMANENT-ALERT",
          "Every Reaver Space sector carries a printed, permanent Reaver alert that is never removed; "
          "this model counts it as one alert marker when an alert is resolved there.",
          S_RACTIVITY, "Cada Sector de Espacio Reaver está marcado con una Alerta Reaver permanente que "
          "nunca se elimina.")
RULES.add("BS-MOSEY-REAVER",
          "You may mosey (deambular) into a sector that holds a Reaver ship (Reaver contact is then "
          "resolved as normal).",
          S_DESPERATE, "puedes deambular en un Sector que contiene una nave reaver.")


@RULES.check("BS-NO-BURN-INTO-REAVER",
             "You may not full burn (volar a todo trapo) or evade (evadir) into a sector occupied by a "
             "Reaver ship.",
             S_DESPERATE, "Nota: no puedes volar a todo trapo ni evadir en un sector Reaver ocupado.",
             on={"full burn", "evade"})
def _no_burn(pos, act):
    if act.sector in pos.reavers:
        return f"a Reaver ship is in {pos.sname(act.sector)}"
    return None


RULES.add("BS-REAVER-TRAIL",
          "Whenever a Reaver ship moves from one sector to another, a Reaver alert token (marcador "
          "de alerta) is placed in the sector it just left; a sector may hold several.",
          S_TRAIL, "Cada vez que una nave Reaver se mueve de un sector a otro, coloca un Marcador de "
          "Alerta de Reaver en el sector que acaba de desocupar.", on={"reaver-move"})
RULES.add("BS-TRAIL-REAVER-SPACE",
          "Reaver alert tokens are added to Reaver Space sectors as normal: a Reaver ship leaving "
          "Reaver Space (also the first time) leaves a token besides the printed alert.",
          S_TRAIL, "Cuando las naves abandonan el espacio Reaver por primera vez, dejan atrás una ficha, "
          "además de la impresa.")
RULES.add("BS-CRUISER-TRAIL",
          "The Alliance Cruiser (Crucero de la Alianza) also leaves an Alliance alert token in the "
          "sector it leaves, unless a Story or Setup card says otherwise (cruiser trail: no).",
          S_ALLIANCE, "El Crucero de la Alianza también dejará rastro de marcadores de Alerta de Alianza "
          "(reverso) a no ser que se especifique lo contrario en una carta de historia o configuración.",
          on={"cruiser-move"})


# ---- alerts ----------------------------------------------------------------------
def _company_owner(pos: BlueSunPosition) -> Optional[Player]:
    for p in pos.players:
        if p.pending == "company":
            return p
    return None


@RULES.check("BS-ALERT-FIRST",
             "If you move into a sector holding alert markers during your fly action, you must "
             "resolve the alert before drawing a new Nav card — and, in this model, before flying on "
             "or using the scanner, until any ship it calls has been moved in.",
             S_RESOLVE, "debes resolver el Aviso de alerta antes de robar una nueva carta de navegación.",
             on={"move", "draw nav", "scan", "resolve alert"}, guard=True)
def _alert_first(pos, act):
    p = pos.player(act.player)
    if act.verb == "resolve alert":
        if p.pending == "company":
            return f"{p.name}'s alert has already been rolled; a ship must now be moved in"
        return None
    if p.pending == "alert":
        return f"{p.name} must first resolve the alert in {pos.sname(p.at)}"
    if p.pending == "company":
        return f"{p.name} must wait for the ship the alert called to be moved in"
    return None


@RULES.check("BS-ALERT-ON-ENTRY",
             "Alerts are resolved when your ship enters a sector holding alert markers during a fly "
             "action; with no such alert pending there is nothing to resolve.",
             S_RESOLVE, "Si te mueves a un sector que contiene uno o más marcadores de Alerta durante tu "
             "acción de volar", on={"resolve alert"}, guard=True)
def _on_entry(pos, act):
    p = pos.player(act.player)
    if p.pending not in ("alert", "company"):
        return f"{p.name} has no alert to resolve"
    if _ship_at(pos, p) is None:
        return f"{p.name}'s ship is not on the map"
    return None


RULES.add("BS-MOSEY-ALERT",
          "If you mosey into a sector you must resolve its alert markers too.",
          S_RESOLVE, "Si deambulas en un sector, debes resolver los marcadores de alerta.")
RULES.add("BS-ALERT-ROLL",
          "To resolve an alert roll a die: if the roll is equal to or lower than the number of "
          "markers in the sector, you have company.",
          S_RESOLVE, "Si la tirada de dados es igual o menor que el número de Marcadores en el sector, "
          "¡tienes compañía!", on={"resolve alert", "scan"})


@RULES.check("BS-ALERT-CHOOSER",
             "When you have company, the player to your right (the player listed before you) chooses "
             "and moves a Reaver ship or the Alliance Cruiser — whichever the markers call (with "
             "markers of both kinds, either) — into your current sector; nothing else moves first.",
             S_RESOLVE, "El jugador a tu derecha elige y mueve una nave Reaver o Crucero de la Alianza a tu "
             "sector actual", on={"reaver-move", "cruiser-move"}, guard=True)
def _chooser(pos, act):
    owner = _company_owner(pos)
    if owner is None:
        return None
    why = []
    right = pos.right_of(owner.key)
    target = owner.company_at or owner.at
    if act.player and right and act.player != right.key:
        why.append(f"{right.name}, the player to {owner.name}'s right, chooses and moves the ship, "
                   f"not {act.name(act.player)}")
    if act.ship not in owner.company:
        want = " or ".join("a Reaver ship" if k == "reaver" else "the Alliance Cruiser" for k in owner.company)
        why.append(f"the alert calls {want}")
    if act.sector != target:
        why.append(f"the ship must be moved to {pos.sname(target)}")
    return "; ".join(why) or None


RULES.add("BS-ALERT-CLEAR",
          "Any other roll removes all the alert tokens from the sector (the printed Reaver Space "
          "alert stays).",
          S_RESOLVE, "Otro resultado en la tirada de dados eliminará todas las fichas del sector.")


@RULES.check("BS-ALERT-NOT-TEST",
             "Resolving alert markers is not a test: modifier cards have no effect on the roll.",
             S_RESOLVE, "Las cartas de modificación no tienen efecto durante la resolución de alertas.",
             on={"resolve alert", "scan"})
def _not_test(pos, act):
    return "no modifier may be added to an alert roll" if act.modifier else None


@RULES.check("BS-OUTLAW-CRUISER",
             "If you are an Outlaw ship (nave fuera de la ley) and an Alliance alert pulls the Cruiser "
             "to your location, your fly action ends at once: draw no more Nav cards (and make no "
             "further move or scan in that fly action).",
             S_RESOLVE, "Si eres una nave fuera de la ley y una Alerta de Alianza atrae al Crucero a tu "
             "ubicación, tu acción de volar termina inmediatamente.",
             on={"move", "draw nav", "scan"}, guard=True)
def _outlaw(pos, act):
    p = pos.player(act.player)
    if p.fly == "fly ended":
        return f"{p.name}'s fly action has ended: the Alliance Cruiser was pulled to an outlaw ship"
    return None


@RULES.check("BS-SCANNER",
             "The Long-Range Scanner (Escáner de largo alcance) lets its owner resolve the alert "
             "markers of an adjacent sector at any time during a fly action, as often as wanted, "
             "without interrupting it; on a roll equal to or lower than their number the "
             "Alliance/Reaver ship moves to that sector.",
             S_RESOLVE, "te permite resolver marcadores de alerta en sectores adyacentes.", on={"scan"})
def _scanner(pos, act):
    p = pos.player(act.player)
    why = []
    if not p.scanner:
        why.append(f"{p.name}'s ship has no Long-Range Scanner")
    if p.fly not in ("full burn", "mosey"):
        why.append(f"{p.name} is not in the middle of a fly action")
    here = _ship_at(pos, p)
    if here is None or pos.link(here, act.sector) is None:
        why.append(f"{pos.sname(act.sector)} is not adjacent to {p.name}'s ship")
    s = pos.sector(act.sector)
    if s is not None and s.alerts == 0:
        why.append(f"{s.name} holds no alert markers")
    return "; ".join(why) or None


RULES.add("BS-SCANNER-REPEAT",
          "The scanner may be used several times during the same fly action.",
          S_RESOLVE, "Puedes hacer esto varias veces durante tu acción de vuelo.", on={"scan"})
RULES.add("BS-REAVER-CUTTER",
          "If an alert has brought a Reaver ship to your sector and you then draw the \"Reaver "
          "Cutter\" Nav card (Crucero Reaver), no other ship moves to you: resolve contact with the "
          "ship there at once (whenever the card would put a Reaver ship where another already is).",
          S_RESOLVE, "no se mueve otra nave a tu ubicación.")


# ---- Nav decks ---------------------------------------------------------------------
@RULES.check("BS-NAV-DECK",
             "Nav cards are drawn while full burning (volar a todo trapo), from the deck of the "
             "region you are in: the Rim has its own Nav deck (mazo de navegación del Borde).",
             S_RIM_DECK, "Cuando vuelas a todo trapo a través del Borde, roba cartas de navegación de este mazo.",
             on={"draw nav"})
def _nav_deck(pos, act):
    p = pos.player(act.player)
    why = []
    if p.fly != "full burn" and p.fly != "fly ended":
        why.append(f"{p.name} is not full burning")
    s = pos.sector(p.at) if p.at else None
    if act.deck and s is not None and s.region and act.deck != s.region:
        why.append(f"{s.name} is in {REGION_NAME[s.region]}: draw from the {DECK_NAME[s.region]}")
    return "; ".join(why) or None


@RULES.check("BS-BORDER-NAV-SWAP",
             "To update the Border Nav deck remove 1 Reaver Patrol (Patrullera Reaver), 1 Reaver Bait "
             "(Señuelo para Reavers) and 8 Reaver Cutters (Reavers de caza); the 10 new cards replace "
             "them completely.",
             S_REGIONS, "Las 10 nuevas cartas reemplazan completamente las cartas antiguas", on={"update border nav"})
def _nav_swap(pos, act):
    why = []
    if pos.phase != "setup":
        why.append("the Border Nav deck is updated when setting up")
    if dict(act.removes) != NAV_SWAP:
        why.append("remove exactly " + ", ".join(f"{n} {k}" for k, n in NAV_SWAP.items())
                   + f" (asked: {', '.join(f'{n} {k}' for k, n in act.removes) or 'nothing'})")
    return "; ".join(why) or None


@RULES.check("BS-SHUFFLE-DISCARD",
             "If an effect puts a \"Shuffle\" card (Barajar mazo) into the discard pile without "
             "resolving it, the rest of the deck is shuffled without the discarded card.",
             S_SHUFFLE, "se barajará el mazo restante una vez descartada, sin incluir el descarte.",
             on={"discard shuffle card"})
def _shuffle(pos, act):
    return "the discarded Shuffle card is not shuffled back in" if act.with_it else None


RULES.add("BS-SHUFFLE-KEEP",
          "Shuffle cards stay in the Misbehave and Nav decks (except in some setups).",
          S_SHUFFLE, "Las cartas de \"Barajar mazo\" en los mazos Portarse mal y navegación no deben "
          "excluirse de los mazos (excepto en algunas configuraciones).")


# ---- havens ------------------------------------------------------------------------
def _haven_sector_problems(pos: BlueSunPosition, key: str) -> tuple[list[str], list[str]]:
    """(planet problems, supply/contact problems) for a haven in ``key``."""
    s = pos.sector(key)
    if s is None:
        return [], []
    planet = [] if s.planetary else [f"{s.name} has no planet"]
    kind = [f"{s.name} is a {w} planet" for w, f in (("supply", s.supply), ("contact", s.contact)) if f]
    return planet, kind


@RULES.check("BS-HAVEN-SETUP",
             "Havens (paraísos / refugios) are chosen during setup, after choosing captains: players "
             "place their haven tokens instead of their ships, one each.",
             S_HAVEN, "Durante la configuración, después de elegir capitán, los jugadores colocan sus "
             "fichas de Haven en lugar de colocar sus naves.", on={"haven"})
def _haven_setup(pos, act):
    p = pos.player(act.player)
    why = []
    if pos.phase != "setup":
        why.append("havens are placed during setup")
    if p.haven:
        why.append(f"{p.name} already has a haven in {pos.sname(p.haven)}")
    return "; ".join(why) or None


@RULES.check("BS-HAVEN-PLANET",
             "A haven token must go in a sector that contains a planet.",
             S_HAVEN, "Las fichas de Paraíso deben colocarse en sectores que contengan planetas",
             on={"position", "haven"})
def _haven_planet(pos, act):
    return _haven_sector_check(pos, act, 0)


def _haven_sector_check(pos, act, which: int):
    """Problems of kind `which` (0: no planet, 1: supply/contact planet) for a haven
    being placed, or for every haven already placed when checking the position."""
    if act is None:
        bad = [m for p in pos.players if p.haven for m in _haven_sector_problems(pos, p.haven)[which]]
    else:
        bad = _haven_sector_problems(pos, act.sector)[which]
    return "; ".join(bad) or None


@RULES.check("BS-HAVEN-NOT-SUPPLY-CONTACT",
             "A haven may not be placed on a supply planet or a contact planet.",
             S_HAVEN, "no pueden ser colocados en planetas de suministro o contacto.",
             on={"position", "haven"})
def _haven_kind(pos, act):
    return _haven_sector_check(pos, act, 1)


@RULES.check("BS-HAVEN-UNIQUE",
             "A player may not place a haven in a sector that is already another player's haven.",
             S_HAVEN, "Los jugadores no pueden colocar su ficha de paraíso en un sector que ya es el "
             "paraíso de otro jugador.", on={"position", "haven"})
def _haven_unique(pos, act):
    if act is None:
        seen: dict[str, str] = {}
        bad = []
        for p in pos.players:
            if p.haven:
                if p.haven in seen:
                    bad.append(f"{seen[p.haven]} and {p.name} share a haven in {pos.sname(p.haven)}")
                seen.setdefault(p.haven, p.name)
        return "; ".join(bad) or None
    for p in pos.players:
        if p.key != act.player and p.haven == act.sector:
            return f"{pos.sname(act.sector)} is already {p.name}'s haven"
    return None


RULES.add("BS-HAVEN-START",
          "Unless told otherwise, players' ships start the game at their haven.",
          S_HAVEN, "A no ser que se indique lo contrario, las naves de los jugadores comienzan la partida "
          "en su refugio.", on={"haven"})


# ---- trading -----------------------------------------------------------------------
@RULES.check("BS-CREDITS-ANYWHERE",
             "Through the Meridian credit exchange, credits may be given to another player at any "
             "time, even when you are not in the same sector (only credits you have).",
             S_SETUP_CARDS, "se pueden dar créditos a otro jugador en cualquier momento, incluso si no "
             "estás en el mismo Sector.", on={"give-credits"})
def _credits(pos, act):
    p = pos.player(act.player)
    if act.count > p.credits:
        return f"{p.name} has ${p.credits}, not ${act.count}"
    return None


@RULES.check("BS-TRADE-SAME-SECTOR",
             "To trade goods, crew, gear or ship upgrades both captains must be in the same sector.",
             S_SETUP_CARDS, "Nota: Para intercambiar bienes, tripulación, equipo o actualizaciones de nave, "
             "ambos capitanes deben encontrarse en el mismo sector, como es natural.", on={"give-goods"})
def _same_sector(pos, act):
    a, b = pos.player(act.player), pos.player(act.to)
    if not a.at or not b.at or a.at != b.at:
        return f"{a.name} and {b.name} are not in the same sector"
    return None


@RULES.check("BS-GOODS",
             "Goods (bienes) are cargo (carga), contraband (contrabando), fuel (combustible) and parts "
             "(repuestos); a captain can hand over only what the ship carries.",
             S_GOODS, "Los bienes son carga, contrabando, combustible y repuestos.", on={"give-goods"})
def _goods(pos, act):
    p = pos.player(act.player)
    if act.count > p.has(act.item):
        return f"{p.name} has {p.has(act.item)} {act.item}, not {act.count}"
    return None


# ---- Lord Harrow ---------------------------------------------------------------------
@RULES.check("BS-HARROW-BUY",
             "Once you have Lord Harrow's trust (confianza) you may buy cargo (cargamento) from him "
             "for $300 each, as many as you like (and can pay for) when you deal with him.",
             S_HARROW, "cuando ganas la confianza de Lord Harrow, puedes comprar cargamentos por $ 300.",
             on={"buy"})
def _harrow_buy(pos, act):
    p = pos.player(act.player)
    why = []
    if not p.trusts("lord harrow"):
        why.append(f"{p.name} does not have Lord Harrow's trust")
    if act.item != "cargo":
        why.append(f"Lord Harrow sells cargo, not {act.item}")
    if 300 * act.count > p.credits:
        why.append(f"{act.count} cargo cost ${300 * act.count}; {p.name} has ${p.credits}")
    return "; ".join(why) or None


RULES.add("BS-HARROW-ANY-AMOUNT",
          "When you use an action to deal with Lord Harrow you may buy as much cargo as you like, "
          "besides dealing for jobs.",
          S_HARROW, "puedes comprar la cantidad de carga que quieras, además de hacer tratos con él.",
          on={"buy"})
RULES.add("BS-HARROW-BONUS",
          "While Lord Harrow trusts you, you earn $500 more each time you complete a smuggling "
          "(contrabando) or shipping (envío) job for him.",
          S_HARROW, "Cuando Lord Harrow confíe en ti, ganarás $ 500 adicionales cada vez que completes un "
          "trabajo de contrabando o envío con él.", on={"payout"})


# ---- Mr. Universe and Big Damn Challenges --------------------------------------------
@RULES.check("BS-CHALLENGE-HAND",
             "Big Damn Challenge cards (Grandes Desafíos Malditos), got by working for Mr. Universe "
             "(Sr. Universo) like any contact, go to your hand, count like job cards, and you may hold "
             "at most three of them.",
             S_BDC, "Las cartas de desafío van a tu mano y cuentan como cualquier trabajo, con un máximo "
             "de tres en mano.", on={"position", "take"})
def _challenge_hand(pos, act):
    if act is None:
        bad = [p.name for p in pos.players
               if sum(c.kind == "challenge" for c in pos.hand(p.key)) > 3]
        return "more than three challenge cards in hand: " + ", ".join(bad) if bad else None
    n = sum(c.kind == "challenge" for c in pos.hand(act.player))
    return f"{pos.player(act.player).name} already holds {n} challenge cards" if n >= 3 else None


@RULES.check("BS-HAND-LIMIT",
             "Your hand of deal cards holds at most 3 cards (base hand size), 5 while Mr. Universe "
             "trusts you.",
             S_TRUST, "Con un tamaño de mano base de 3, esto significa que puedes tener hasta 5 cartas de "
             "trato durante la partida.", on={"position", "take"})
def _hand_limit(pos, act):
    if act is None:
        bad = [f"{p.name} holds {len(pos.hand(p.key))} cards (limit {pos.hand_limit(p)})"
               for p in pos.players if len(pos.hand(p.key)) > pos.hand_limit(p)]
        return "; ".join(bad) or None
    p = pos.player(act.player)
    if len(pos.hand(p.key)) + 1 > pos.hand_limit(p):
        return f"{p.name}'s hand is full ({pos.hand_limit(p)} cards)"
    return None


@RULES.check("BS-CHALLENGE-ATTACH",
             "A challenge is attached by placing it, from your hand, under the job you are about to "
             "work; challenges are never worked on their own.",
             S_STEP_UP, "Para adjuntar un desafío a un trabajo, colócalo debajo del trabajo que vayas a realizar.",
             on={"attach"})
def _attach(pos, act):
    c = pos.card(act.player, act.challenge)
    j = pos.card(act.player, act.card)
    why = []
    if c is None or c.kind != "challenge":
        why.append(f"{act.name(act.challenge)} is not a challenge card")
    elif c.on:
        why.append(f"{c.name} is already attached to {pos.card(act.player, c.on).name}")
    if j is None or j.kind != "job":
        why.append(f"{act.name(act.card)} is not a job card")
    return "; ".join(why) or None


@RULES.check("BS-CHALLENGE-NO-PIRACY-BOUNTY",
             "Challenges may not be attached to piracy (piratería) or bounty (recompensa) jobs.",
             S_STEP_UP, "No puedes adjuntar desafíos para trabajos de piratería o recompensas.",
             on={"position", "attach"})
def _no_piracy(pos, act):
    if act is None:
        bad = [f"{c.name} is attached to the {j.type} job {j.name}" for c in pos.cards if c.on
               for j in [pos.card(c.owner, c.on)] if j and j.type in ("piracy", "bounty")]
        return "; ".join(bad) or None
    j = pos.card(act.player, act.card)
    if j is not None and j.type in ("piracy", "bounty"):
        return f"{j.name} is a {j.type} job"
    return None


@RULES.check("BS-CHALLENGE-NOT-ACTIVE",
             "Challenges may not be attached to jobs that are already active.",
             S_STEP_UP, "No puedes adjuntar desafíos para trabajos que ya están activos.", on={"attach"})
def _not_active(pos, act):
    j = pos.card(act.player, act.card)
    if j is not None and j.active:
        return f"{j.name} is already active"
    return None


@RULES.check("BS-CHALLENGE-MATCH",
             "Challenges are marked Legal or Illegal: a legal challenge attaches only to a legal job, "
             "an illegal challenge only to an illegal job.",
             S_STEP_UP, "Legal, solo pueden adjuntarse a trabajos legales y desafío ilegal, solo pueden "
             "adjuntarse a trabajos ilegales.", on={"position", "attach"})
def _match(pos, act):
    def bad(c, j):
        return c.legality and j.legality and c.legality != j.legality
    if act is None:
        out = [f"{c.name} ({c.legality}) is on {j.name} ({j.legality})" for c in pos.cards if c.on
               for j in [pos.card(c.owner, c.on)] if j and bad(c, j)]
        return "; ".join(out) or None
    c, j = pos.card(act.player, act.challenge), pos.card(act.player, act.card)
    if c and j and c.kind == "challenge" and j.kind == "job" and bad(c, j):
        return f"{c.name} is {c.legality} but {j.name} is {j.legality}"
    return None


@RULES.check("BS-ACTIVE-LIMIT",
             "An attached challenge does not count toward your limit of active jobs: you may have "
             "three active jobs, each with a challenge attached, but not a fourth active job.",
             S_STEP_UP, "Podrías tener tres trabajos activos, todos con grandes desafíos malditos adjuntos.",
             on={"position", "start job"})
def _active_limit(pos, act):
    if act is None:
        bad = [f"{p.name} has {len(pos.active_jobs(p.key))} active jobs" for p in pos.players
               if len(pos.active_jobs(p.key)) > ACTIVE_LIMIT]
        return "; ".join(bad) or None
    j = pos.card(act.player, act.card)
    if j is None or j.kind != "job":
        return f"{act.name(act.card)} is not a job card"
    if j.active and act.verb == "start job":
        return f"{j.name} is already active"
    if len(pos.active_jobs(act.player)) >= ACTIVE_LIMIT and not j.active:
        return f"{pos.player(act.player).name} already has {ACTIVE_LIMIT} active jobs"
    return None


RULES.add("BS-CHALLENGE-NOT-COUNTED",
          "Once attached, a challenge card does not count toward your active job limit.",
          S_STEP_UP, "Nota: Una vez que hayas adjuntado una carta de desafío, la carta de desafío no cuenta "
          "para tu límite de trabajos activos.", on={"attach"})


@RULES.check("BS-ALL-OR-NOTHING",
             "To complete a job with a challenge attached you must meet the job's normal requirements "
             "and every requirement the challenge adds: otherwise it is not completed and pays nothing "
             "(all or nothing).",
             S_COMPLETE, "debes cumplir los requisitos normales del trabajo, junto con todos los requisitos "
             "añadidos por el reto.", on={"complete"})
def _all_or_nothing(pos, act):
    j = pos.card(act.player, act.card)
    if j is None or j.kind != "job" or not j.active:
        return f"{act.name(act.card)} is not an active job"
    why = [] if j.met else [f"{j.name}'s requirements are not met"]
    why += [f"the challenge {c.name}'s requirements are not met"
            for c in pos.attached(act.player, j.key) if not c.met]
    return "; ".join(why) or None


RULES.add("BS-CHALLENGE-REWARD",
          "Each challenge's extra reward is added to the attached job's pay, and is earned only when "
          "the job is completed and the challenge's requirements are met.",
          S_REWARDS, "Solo ganas la recompensa de la carta del desafío después de completar con éxito el "
          "trabajo adjunto, y se cumplan los requisitos del reto.", on={"payout", "complete"})
RULES.add("BS-ALL-OR-NOTHING-EXAMPLE",
          "Failing any requirement of a challenged job earns no credits at all: it is all or nothing.",
          S_REWARDS, "Como consecuencia, no gana ningún crédito: ¡es todo o nada!", on={"payout"})
RULES.add("BS-UNIVERSE-TRUST",
          "Completing a job with a challenge attached earns Mr. Universe's trust (the challenge card "
          "goes with your other trusted contacts), which raises your hand size by 2.",
          S_TRUST, "Después de completar un trabajo con un desafío adjunto, tendrás confianza con el Sr. "
          "Universo.")


@RULES.check("BS-WARRANT",
             "If you receive a Warrant (Orden Judicial) while working a job with a challenge attached, "
             "discard the challenge with the job; discarding a challenge this way loses Mr. Universe's "
             "trust.",
             S_LOSE, "si descartas un desafío debido a una Orden Judicial, perderás tu confianza en el Sr. "
             "Universo.", on={"warrant"})
def _warrant(pos, act):
    j = pos.card(act.player, act.card)
    if j is None or j.kind != "job" or not j.active:
        return f"{act.name(act.card)} is not an active job"
    return None


def _warrant_discards(pos: BlueSunPosition, act: Act) -> int:
    """How many hand cards the player must discard after the Warrant."""
    p = pos.player(act.player)
    j = pos.card(act.player, act.card)
    loses = bool(j and pos.attached(p.key, j.key)) and p.trusts("mr universe")
    limit = HAND_BASE if loses else pos.hand_limit(p)
    return max(0, len(pos.hand(p.key)) - limit)


@RULES.check("BS-WARRANT-DISCARD",
             "Losing Mr. Universe's trust cuts your hand size by 2: at once discard down to three "
             "cards — exactly as many as needed, from your hand.",
             S_LOSE, "deberás descartarte inmediatamente de tantas cartas como para volver a tener tres máximo.",
             on={"warrant"})
def _warrant_discard(pos, act):
    need = _warrant_discards(pos, act)
    hand = {c.key for c in pos.hand(act.player)}
    why = [f"{act.name(d)} is not in the hand" for d in act.discards if d not in hand]
    if len(set(act.discards)) != need:
        why.append(f"{pos.player(act.player).name} must discard exactly {need} card(s), "
                   f"not {len(set(act.discards))}")
    return "; ".join(why) or None


# Rules that only say what happens (cited by the effects of legal actions) or explain.
_EFFECT = "it says what a legal action does (cited among its effects); it never forbids one"
NOT_ACTION_DECIDABLE: dict[str, str] = {r.id: _EFFECT for r in RULES if r.forbids is None}
NOT_ACTION_DECIDABLE.update({
    "BS-PLANETARY": "a definition: `ask: planetary SECTOR` answers it (value 1 or 0)",
    "BS-PLANETARY-PLACES": "a definition used by BS-PLANETARY and the haven rules",
    "BS-UROBOROS-NOT-PLANETARY": "a definition used by BS-PLANETARY and the haven rules",
    "BS-SHUFFLE-KEEP": "deck contents are not part of a position; the exception depends on Setup cards "
                       "not shipped",
})

# Decided by base-game cards or rules this book does not ship (listed on the game page).
NOT_CHECKABLE: dict[str, str] = {
    "Story and Setup cards": "their text is not in this book: which planets may be havens, alternative "
                             "starting jobs and ships, whether the Cruiser leaves a trail (set by hand: "
                             "`cruiser trail: no`, `start at haven: no`)",
    "Nav and Misbehave card effects": "the base game's and Blue Sun's card texts are not shipped; only the "
                                      "Reaver Cutter clash and Shuffle cards are decided here",
    "Reaver and Cruiser contact": "the contact rules are the base game's",
    "Full burn range, fuel and drive cores": "base-game rules",
    "Contact locations and the Deal action": "where Lord Harrow and Mr. Universe deal is printed on the map "
                                             "and cards, not in this book",
    "Leaders Murphy and Atherton": "their abilities are printed on the Leader cards",
    "Challenge requirements": "each Big Damn Challenge card says what it demands; the position records "
                              "whether they were met (`met`)",
    "Cargo space": "hold sizes are on the base-game ship cards",
}

# ---------------------------------------------------------------------------- parsing
KEYS = {
    "game": ["juego"],
    "phase": ["fase"],
    "cruiser trail": ["rastro del crucero", "cruiser leaves alerts", "cruiser alerts"],
    "start at haven": ["ships start at haven", "empezar en refugio", "comenzar en refugio"],
    "sector": ["sectores", "sectors"],
    "adjacent": ["adjacency", "adjacent sectors", "neighbours", "neighbors", "adyacente", "adyacentes"],
    "diagonal": ["diagonals", "diagonal neighbours", "diagonales"],
    "reavers": ["reaver", "reaver ships", "naves reaver", "nave reaver"],
    "cruiser": ["alliance cruiser", "crucero", "crucero de la alianza"],
    "player": ["players", "captain", "jugador", "capitán"],
    "job": ["jobs", "trabajo", "trabajos"],
    "challenge": ["challenges", "big damn challenge", "desafío", "desafio", "gran desafío maldito"],
    "ask": ["asks", "pregunta", "question"],
}
_KEY_INDEX = {_plain(a): k for k, al in KEYS.items() for a in [k, *al]}
_PAIR_SEP = re.compile(r"\s+(?:-|–|—|<->|↔|/)\s+")
_MONEY = re.compile(r"^\$?\s*(\d{1,9})\s*(?:\$|credits?|créditos?|creditos?|cr)?$", re.I)
_TRUE = {"yes", "y", "true", "on", "si", "sí", "1"}
_FALSE = {"no", "n", "false", "off", "0"}


def _yesno(tok: Token) -> bool:
    t = _plain(tok.text)
    if t in {_plain(x) for x in _TRUE}:
        return True
    if t in _FALSE:
        return False
    raise tok.error(f'"{tok.text}" is not yes or no', expected='"yes" or "no"')


def _money(tok: Token, text: Optional[str] = None) -> int:
    m = _MONEY.match((text if text is not None else tok.text).strip())
    if not m:
        raise tok.error(f'"{tok.text}" is not an amount of credits', expected="an amount like 1200 or $1200")
    n = int(m.group(1))
    if n % 100:
        raise tok.error(f"${n} is not a multiple of $100", expected="credits in $100 steps",
                        hint=f"the game's money comes in $100 steps; did you mean {round(n, -2)}?")
    return n


def _count_item(tok: Token, kinds: list[str], what: str) -> tuple[str, int]:
    """``2 cargo`` / ``cargo x2`` / ``cargo`` -> ("cargo", 2)."""
    t = tok.text.strip()
    m = re.match(r"^(\d{1,6})\s*[x×]?\s+(.+)$", t) or re.match(r"^(\d{1,6})[x×](.+)$", t)
    n = 1
    name = t
    if m:
        n, name = int(m.group(1)), m.group(2)
    else:
        m = re.match(r"^(.+?)\s*[x×]\s*(\d{1,6})$", t, re.I)
        if m:
            name, n = m.group(1), int(m.group(2))
    found = VOCAB.lookup(name, kinds)
    if found is None:
        raise VOCAB.unknown(tok, kinds, what)
    return found[1], n


class _Names:
    """Declared names (sectors, players, cards) with did-you-mean on a miss."""

    def __init__(self, what: str, names: dict[str, str]):
        self.what, self.names = what, names   # key -> display

    def get(self, tok: Token, text: Optional[str] = None) -> str:
        key = _plain(text if text is not None else tok.text)
        if key in self.names:
            return key
        shown = list(self.names.values())
        hint = did_you_mean(text or tok.text, shown)
        if hint is None:
            close = did_you_mean(key, list(self.names))
            hint = close and f'did you mean "{self.names[close.split(chr(34))[1]]}"?'
        raise tok.error(f'unknown {self.what} "{text or tok.text}"',
                        expected=f"a {self.what}: " + (", ".join(shown) or f"(no {self.what} declared)"),
                        hint=hint)


def _kw(ws: list[Token], i: int, options: set[str]) -> bool:
    return i < len(ws) and _plain(ws[i].text) in options


def _join(ws: list[Token], i: int, j: int, tok: Token) -> Token:
    if i >= j:
        return Token("", tok.line, (ws[i].column if i < len(ws) else tok.column + len(tok.text)), tok.source)
    start = ws[i].column - tok.column
    end = ws[j - 1].column - tok.column + len(ws[j - 1].text)
    return tok.sub(start, end)


TO = {"to", "into", "a", "hacia", "al", "en", "in", "para"}
FROM = {"from", "de", "desde", "del"}
BY = {"by", "por"}
WITH = {"with", "con"}
ON = {"on", "to", "a", "al", "en"}
CARD_LEAD = {"job", "trabajo", "the", "on", "en", "el", "challenge", "desafio", "reto", "a", "al"}
ROLL = {"roll", "rolls", "rolling", "tirada", "tira", "saca", "dado", "die"}


EXAMPLES = [
    {"title": "Desperate times: mosey past the Reaver blockade", "position": (
        "game: blue-sun\n"
        "sector: Burnham Reach, rim, reaver space\n"
        "sector: Deadwood, rim, planet, 3 reaver alerts\n"
        "sector: Highgate, border, planet, contact\n"
        "adjacent: Burnham Reach - Deadwood, Deadwood - Highgate\n"
        "diagonal: Burnham Reach - Highgate\n"
        "reavers: Burnham Reach\n"
        "player: Sally, at Highgate\n"
        "player: John, at Deadwood\n"
        "ask: John full burn to Burnham Reach\n"
        "ask: John mosey to Burnham Reach\n"
        "ask: Sally full burn to Burnham Reach\n")},
    {"title": "John rolls for three Reaver alert tokens", "position": (
        "game: blue-sun\n"
        "sector: Burnham Reach, rim, reaver space\n"
        "sector: Deadwood, rim, planet, 3 reaver alerts\n"
        "adjacent: Burnham Reach - Deadwood\n"
        "reavers: Burnham Reach\n"
        "player: Sally, at Deadwood\n"
        "player: John, at Deadwood, full burn, alert pending\n"
        "ask: John draw nav\n"
        "ask: John resolve alert roll 2\n"
        "ask: John resolve alert roll 5\n")},
    {"title": "The player to your right moves the Reaver ship", "position": (
        "game: blue-sun\n"
        "sector: Burnham Reach, rim, reaver space\n"
        "sector: Deadwood, rim, planet, 3 reaver alerts\n"
        "adjacent: Burnham Reach - Deadwood\n"
        "reavers: Burnham Reach\n"
        "player: Sally, at Deadwood\n"
        "player: John, at Deadwood, full burn, company reaver\n"
        "ask: John move reaver from Burnham Reach to Deadwood\n"
        "ask: Sally move reaver from Burnham Reach to Deadwood\n")},
    {"title": "Imani sweeps with the Long-Range Scanner", "position": (
        "game: blue-sun\n"
        "sector: Highgate, border, planet, contact\n"
        "sector: Deadwood, rim, planet, 1 reaver alert\n"
        "sector: Space Bazaar, border, planet, supply, 2 alliance alerts\n"
        "sector: Burnham Reach, rim, reaver space\n"
        "adjacent: Highgate - Deadwood, Highgate - Space Bazaar\n"
        "diagonal: Highgate - Burnham Reach\n"
        "cruiser: Space Bazaar\n"
        "player: Rosa, at Deadwood\n"
        "player: Imani, at Highgate, outlaw, long-range scanner, full burn\n"
        "ask: Imani scan in Deadwood roll 4\n"
        "ask: Imani scan in Burnham Reach roll 4\n"
        "ask: options\n")},
    {"title": "Mr. Universe's Big Damn Challenge and Lord Harrow's cargo", "position": (
        "game: blue-sun\n"
        "sector: Highgate, border, planet, contact\n"
        "player: Pete, at Highgate, credits 900, trust lord harrow\n"
        "job: Pete, Harrow Haul, illegal, smuggling, contact lord harrow, pay 1500, active, met\n"
        "job: Pete, Badger's Errand, legal, shipping, contact badger, pay 1000\n"
        "challenge: Pete, Hands Tied, illegal, reward 1000, on Harrow Haul, met\n"
        "challenge: Pete, Spot Check, legal, reward 500\n"
        "ask: Pete complete Harrow Haul\n"
        "ask: Pete attach challenge Spot Check to Harrow Haul\n"
        "ask: Pete start job Badger's Errand with challenge Spot Check\n"
        "ask: Pete buy 3 cargo from Lord Harrow\n")},
]


class BlueSun(Game):
    id = "blue-sun"
    title = "Firefly: The Game – Blue Sun"
    language = "es"
    aliases = ("blue sun", "sol azul", "firefly blue sun", "borde sol azul", "rim space expansion")
    book = BOOK
    rules = RULES
    vocab = VOCAB
    examples = EXAMPLES

    # ------------------------------------------------------------------ parse
    def parse(self, text: str) -> BlueSunPosition:
        errors = Errors()
        entries = read(text, errors)
        by: dict[str, list] = {}
        for e in entries:
            k = _KEY_INDEX.get(_plain(e.key_token.text))
            if k is None:
                errors.add(e.key_token.error(
                    f'unknown key "{e.key_token.text}"', expected="one of: " + ", ".join(KEYS),
                    hint=did_you_mean(e.key, list(KEYS)) or did_you_mean(_plain(e.key_token.text), list(_KEY_INDEX))))
                continue
            by.setdefault(k, []).append(e)
        kw: dict = {}

        def guard(fn, *a):
            try:
                return fn(*a)
            except PositionSyntaxError as err:
                errors.add(err)
                return None

        for k in ("game", "phase", "cruiser trail", "start at haven", "cruiser"):
            if len(by.get(k, [])) > 1:
                errors.add(by[k][1].key_token.error(f'"{k}" is given twice', expected="one line"))
        for e in by.get("game", [])[:1]:
            if _plain(e.value.text) not in {_plain(n) for n in (self.id, self.title, *self.aliases)}:
                errors.add(e.value.error(f'this is a {self.id} position, not "{e.value.text}"',
                                         expected=f"game: {self.id}"))
        for e in by.get("phase", [])[:1]:
            kw["phase"] = guard(VOCAB.resolve, e.value, ["phase"], "phase")
        for e in by.get("cruiser trail", [])[:1]:
            kw["cruiser_trail"] = guard(_yesno, e.value)
        for e in by.get("start at haven", [])[:1]:
            kw["start_at_haven"] = guard(_yesno, e.value)
        kw = {k: v for k, v in kw.items() if v is not None}

        # sectors first: everything else refers to them
        sectors: list[Sector] = []
        for e in by.get("sector", []):
            s = guard(self._sector, e.value)
            if s is None:
                continue
            if any(x.key == s.key for x in sectors):
                errors.add(e.value.error(f'sector "{s.name}" is declared twice'))
                continue
            sectors.append(s)
        snames = _Names("sector", {s.key: s.name for s in sectors})

        links: dict[tuple[str, str], bool] = {}
        for k, diag in (("adjacent", False), ("diagonal", True)):
            for e in by.get(k, []):
                for item in split(e.value):
                    got = guard(self._pair, item, snames)
                    if got:
                        if got in links and links[got] != diag:
                            errors.add(item.error("these sectors are given as both adjacent and diagonal"))
                        links[got] = diag
        order = {s.key: i for i, s in enumerate(sectors)}
        reavers: list[str] = []
        for e in by.get("reavers", []):
            for item in split(e.value):
                if _plain(item.text) in ("none", "ninguna", "ninguno"):
                    continue
                key = guard(snames.get, item)
                if key:
                    reavers.append(key)
        for e in by.get("cruiser", [])[:1]:
            if _plain(e.value.text) not in ("none", "ninguno", "off-map", "off-the-map"):
                key = guard(snames.get, e.value)
                if key:
                    kw["cruiser"] = key

        players: list[Player] = []
        for e in by.get("player", []):
            p = guard(self._player, e.value, snames)
            if p is None:
                continue
            if any(x.key == p.key for x in players):
                errors.add(e.value.error(f'player "{p.name}" is declared twice'))
                continue
            players.append(p)
        pnames = _Names("player", {p.key: p.name for p in players})

        cards: list[Card] = []
        tokens: dict[str, Token] = {}
        for k in ("job", "challenge"):
            for e in by.get(k, []):
                c = guard(self._card, k, e.value, snames, pnames)
                if c is None:
                    continue
                if any(x.owner == c.owner and x.key == c.key for x in cards):
                    errors.add(e.value.error(f'{pnames.names[c.owner]} already has a card named "{c.name}"'))
                    continue
                cards.append(c)
                tokens[c.owner + "/" + c.key] = e.value
        # attached challenges: the job must exist (and is active)
        active = set()
        for i, c in enumerate(cards):
            if c.on:
                j = next((x for x in cards if x.owner == c.owner and x.key == c.on), None)
                if j is None or j.kind != "job":
                    names = {x.key: x.name for x in cards if x.owner == c.owner and x.kind == "job"}
                    errors.add(tokens[c.owner + "/" + c.key].error(
                        f'challenge "{c.name}" is on an unknown job', expected="a job of the same player",
                        hint=did_you_mean(c.on, list(names))))
                else:
                    active.add((c.owner, c.on))
        cards = [replace(c, active=True) if (c.owner, c.key) in active else c for c in cards]

        asks, ask_tokens = [], []
        pos = BlueSunPosition(
            sectors=tuple(sectors),
            links=tuple((a, b, d) for (a, b), d in sorted(links.items(), key=lambda kv: (order[kv[0][0]], order[kv[0][1]]))),
            reavers=tuple(sorted(reavers, key=lambda k: order[k])),
            players=tuple(players), cards=tuple(cards), **kw)
        for e in by.get("ask", []):
            asks.append(e.value.text)
            ask_tokens.append(e.value)
            if _plain(e.value.text) not in ("options", "score"):
                guard(lambda t: self._resolve(pos, self.parse_action(t)), e.value)
        errors.raise_if_any()
        return replace(pos, asks=tuple(asks), ask_tokens=tuple(ask_tokens))

    def _sector(self, tok: Token) -> Sector:
        items = split(tok)
        if not items:
            raise tok.error("a sector needs a name", expected="sector: NAME, REGION, ...")
        name = items[0].text.strip().strip('"')
        if not _plain(name):
            raise items[0].error("a sector needs a name")
        if _PAIR_SEP.search(name):
            raise items[0].error('a sector name may not contain " - "')
        kw: dict = {"regions": [], "planets": []}
        for it in items[1:]:
            t = it.text.strip()
            m = re.match(r"^(planet|planeta)\s+(.+)$", t, re.I)
            if m and not VOCAB.lookup(t, ["sector feature"]):
                pn = m.group(2).strip().strip('"')
                kw["planets"].append(name if _plain(pn) == _plain(name) else pn)
                continue
            found = VOCAB.lookup(t, ["region", "sector feature"])
            if found:
                kind, canon = found
                if kind == "region":
                    if canon not in kw["regions"]:
                        kw["regions"].append(canon)
                elif canon == "planet":
                    if name not in kw["planets"]:
                        kw["planets"].append(name)
                else:
                    kw[canon.replace(" ", "_")] = True
                continue
            try:
                a, n = _count_item(it, ["alert token"], "alert token")
            except PositionSyntaxError:
                raise VOCAB.unknown(it, ["region", "sector feature", "alert token"], "sector detail") from None
            field_ = "reaver_alerts" if a == "reaver alert" else "alliance_alerts"
            kw[field_] = kw.get(field_, 0) + n
        # canonical planet order: the sector's own name first, then as written
        planets = kw.pop("planets")
        planets = ([name] if name in planets else []) + [p for p in planets if p != name]
        return Sector(name=name, regions=tuple(kw.pop("regions")), planets=tuple(dict.fromkeys(planets)), **kw)

    def _pair(self, item: Token, snames: _Names) -> tuple[str, str]:
        m = _PAIR_SEP.search(item.text)
        if not m:
            raise item.error("a pair of neighbours is written A - B", expected="SECTOR - SECTOR")
        a = snames.get(item.sub(0, m.start()))
        b = snames.get(item.sub(m.end()))
        if a == b:
            raise item.error("a sector is not its own neighbour")
        return tuple(sorted((a, b)))  # type: ignore[return-value]

    def _player(self, tok: Token, snames: _Names) -> Player:
        items = split(tok)
        if not items or not _plain(items[0].text):
            raise tok.error("a player needs a name", expected="player: NAME, at SECTOR, ...")
        name = items[0].text.strip().strip('"')
        kw: dict = {"stuff": {}, "trust": []}
        for it in items[1:]:
            t = it.text.strip()
            low = _plain(t)
            if low in ("outlaw", "fuera-de-la-ley", "outlaw-ship", "nave-fuera-de-la-ley"):
                kw["outlaw"] = True
                continue
            if low in ("long-range-scanner", "scanner", "escaner-de-largo-alcance", "escaner"):
                kw["scanner"] = True
                continue
            if low in ("alert-pending", "alerta-pendiente", "must-resolve-alert"):
                kw["pending"] = "alert"
                continue
            found = VOCAB.lookup(t, ["fly state"])
            if found:
                kw["fly"] = found[1]
                continue
            m = re.match(r"^(?:ship\s+at|ship\s+in|at|in|nave\s+en|en)\s+(.+)$", t, re.I)
            if m:
                kw["at"] = snames.get(it, m.group(1))
                continue
            m = re.match(r"^(?:haven|refugio|paraíso|paraiso)\s+(?:in\s+|at\s+|en\s+)?(.+)$", t, re.I)
            if m:
                kw["haven"] = snames.get(it, m.group(1))
                continue
            m = re.match(r"^(?:trust|trusted by|confianza(?:\s+con)?(?:\s+de)?)\s+(.+)$", t, re.I)
            if m:
                found = VOCAB.lookup(m.group(1), ["contact"])
                c = found[1] if found else m.group(1).strip()
                if _plain(c) not in {_plain(x) for x in kw["trust"]}:
                    kw["trust"].append(c)
                continue
            m = re.match(r"^(?:credits?|créditos?|creditos?|money|dinero)\s+(.+)$", t, re.I)
            if m or t.startswith("$") or re.match(r"^\d+\s*(credits?|créditos?|creditos?|\$)$", t, re.I):
                kw["credits"] = _money(it, m.group(1) if m else t)
                continue
            m = re.match(r"^(?:company|compañía|compania)\s+(.+?)(?:\s+(?:in|en)\s+(.+))?$", t, re.I)
            if m:
                kinds = []
                for w in re.split(r"\s+(?:or|o)\s+", m.group(1)):
                    found = VOCAB.lookup(w, ["ship"])
                    if not found:
                        raise VOCAB.unknown(it, ["ship"], "ship")
                    kinds.append(found[1])
                kw["pending"] = "company"
                kw["company"] = tuple(k for k in ("reaver", "cruiser") if k in kinds)
                if m.group(2):
                    kw["company_at"] = snames.get(it, m.group(2))
                continue
            item, n = _count_item(it, ["goods", "other tradeable"], "thing a ship carries")
            kw["stuff"][item] = kw["stuff"].get(item, 0) + n
        stuff = tuple((k, kw["stuff"][k]) for k in TRADEABLE if kw["stuff"].get(k))
        kw["stuff"] = stuff
        kw["trust"] = tuple(kw["trust"])
        return Player(name=name, **kw)

    def _card(self, kind: str, tok: Token, snames: _Names, pnames: _Names) -> Card:
        items = split(tok)
        if len(items) < 2:
            raise tok.error(f"a {kind} line names its player and the card",
                            expected=f"{kind}: PLAYER, CARD NAME, ...")
        owner = pnames.get(items[0])
        name = items[1].text.strip().strip('"')
        kw: dict = {}
        for it in items[2:]:
            t = it.text.strip()
            low = _plain(t)
            m = re.match(r"^(?:pay|paga|reward|recompensa|\$)\s*(.+)$", t, re.I)
            if m:
                kw["pay"] = _money(it, m.group(1))
                continue
            m = re.match(r"^(?:contact|contacto|from|de)\s+(.+)$", t, re.I)
            if m:
                found = VOCAB.lookup(m.group(1), ["contact"])
                kw["contact"] = found[1] if found else m.group(1).strip()
                continue
            m = re.match(r"^(?:pickup|pick up|recogida)\s+(?:in\s+|en\s+)?(.+)$", t, re.I)
            if m and kind == "job":
                if VOCAB.lookup(m.group(1), ["sector feature"]) == ("sector feature", "uroboros"):
                    kw["pickup"] = "uroboros"
                else:
                    kw["pickup"] = snames.get(it, m.group(1))
                continue
            m = re.match(r"^(?:on|attached to|adjunto a|en)\s+(.+)$", t, re.I)
            if m and kind == "challenge":
                kw["on"] = _plain(m.group(1).strip('"'))
                continue
            if low in ("active", "activo", "activa") and kind == "job":
                kw["active"] = True
                continue
            if low in ("met", "done", "requirements-met", "cumplido", "cumplida", "completed"):
                kw["met"] = True
                continue
            found = VOCAB.lookup(t, ["legality"] + (["job type"] if kind == "job" else []))
            if found:
                kw["legality" if found[0] == "legality" else "type"] = found[1]
                continue
            raise it.error(f'unknown {kind} detail "{t}"',
                           expected="legal/illegal, " + ("piracy/bounty/smuggling/shipping, contact NAME, "
                                                         "pay N, pickup SECTOR, active, met" if kind == "job"
                                                         else "reward N, on JOB, met"))
        return Card(owner=owner, kind=kind, name=name, **kw)

    # ------------------------------------------------------------------ render
    def render(self, position: BlueSunPosition, *, asks: bool = True) -> str:
        p = position
        out = ["game: blue-sun"]
        if p.phase != "play":
            out.append(f"phase: {p.phase}")
        if not p.cruiser_trail:
            out.append("cruiser trail: no")
        if not p.start_at_haven:
            out.append("start at haven: no")
        for s in p.sectors:
            bits = [s.name, *s.regions]
            bits += [f for f, on in (("reaver space", s.reaver_space), ("uroboros", s.uroboros)) if on]
            bits += ["planet" if pl == s.name else f"planet {pl}" for pl in s.planets]
            bits += [f for f, on in (("supply", s.supply), ("contact", s.contact)) if on]
            if s.reaver_alerts:
                bits.append(f"{s.reaver_alerts} reaver alert" + ("s" if s.reaver_alerts > 1 else ""))
            if s.alliance_alerts:
                bits.append(f"{s.alliance_alerts} alliance alert" + ("s" if s.alliance_alerts > 1 else ""))
            out.append("sector: " + ", ".join(bits))
        for key, diag in (("adjacent", False), ("diagonal", True)):
            pairs = [f"{p.sname(a)} - {p.sname(b)}" for a, b, d in p.links if d == diag]
            if pairs:
                out.append(f"{key}: " + ", ".join(pairs))
        if p.reavers:
            out.append("reavers: " + ", ".join(p.sname(k) for k in p.reavers))
        if p.cruiser:
            out.append("cruiser: " + p.sname(p.cruiser))
        for pl in p.players:
            bits = [pl.name]
            if pl.at:
                bits.append("at " + p.sname(pl.at))
            if pl.haven:
                bits.append("haven " + p.sname(pl.haven))
            if pl.outlaw:
                bits.append("outlaw")
            if pl.scanner:
                bits.append("long-range scanner")
            if pl.credits:
                bits.append(f"credits {pl.credits}")
            bits += [k if n == 1 else f"{k} x{n}" for k, n in pl.stuff]
            bits += [f"trust {t}" for t in pl.trust]
            if pl.fly:
                bits.append(pl.fly)
            if pl.pending == "alert":
                bits.append("alert pending")
            elif pl.pending == "company":
                c = "company " + " or ".join(pl.company)
                if pl.company_at:
                    c += " in " + p.sname(pl.company_at)
                bits.append(c)
            out.append("player: " + ", ".join(bits))
        names = {pl.key: pl.name for pl in p.players}
        for c in sorted(p.cards, key=lambda c: c.kind != "job"):   # jobs first, as parse reads them
            bits = [names.get(c.owner, c.owner), c.name]
            if c.legality:
                bits.append(c.legality)
            if c.type:
                bits.append(c.type)
            if c.contact:
                bits.append("contact " + c.contact)
            if c.pay:
                bits.append(("pay " if c.kind == "job" else "reward ") + str(c.pay))
            if c.pickup:
                bits.append("pickup " + ("uroboros" if c.pickup == "uroboros" else p.sname(c.pickup)))
            if c.active and c.kind == "job" and not p.attached(c.owner, c.key):
                bits.append("active")
            if c.on:
                j = p.card(c.owner, c.on)
                bits.append("on " + (j.name if j else c.on))
            if c.met:
                bits.append("met")
            out.append(f"{c.kind}: " + ", ".join(bits))
        if asks:
            out += [f"ask: {a}" for a in p.asks]
        return "\n".join(out) + "\n"

    # ------------------------------------------------------------------ actions
    def parse_action(self, tok: Token) -> Act:
        ws = words(tok)
        verb_at = None
        for i in range(len(ws)):
            found = VOCAB.longest(ws, i, ["action"])
            if found:
                verb_at, (_, verb, used) = i, found
                break
        if verb_at is None:
            raise tok.error(f'no action in "{tok.text}"',
                            expected="an action: " + ", ".join(VOCAB.names("action")),
                            hint=did_you_mean(tok.text.lower(), VOCAB.accepted(["action"]))
                            or 'for example "Bo full burn to Highgate" or "options"')
        player = _join(ws, 0, verb_at, tok)
        rest = ws[verb_at + used:]
        a = {"verb": verb}
        shown = []
        name_toks: list[tuple[str, Token]] = [] if not player.text else [(_plain(player.text), player)]
        if player.text:
            a["player"] = _plain(player.text)
            shown.append((a["player"], player.text))
        need_player = verb not in ("move", "place", "planetary", "update border nav")

        def name_until(i: int, stops: set[str]) -> tuple[Token, int]:
            j = i
            while j < len(rest) and _plain(rest[j].text) not in stops:
                j += 1
            return _join(rest, i, j, tok), j

        def want_name(t: Token, what: str) -> str:
            if not t.text:
                raise t.error(f"missing {what}", expected=what)
            k = _plain(t.text.strip('"'))
            shown.append((k, t.text.strip('"')))
            name_toks.append((k, t))
            return k

        i = 0
        if verb in ("full burn", "mosey", "evade"):
            if _kw(rest, i, TO):
                i += 1
            t, i = name_until(i, set())
            a["sector"] = want_name(t, "the sector to move into")
        elif verb in ("resolve alert", "scan"):
            if _kw(rest, i, {"alert", "alerts", "alerta", "alertas"}):
                i += 1
            if _kw(rest, i, {"in", "en", "of", "de"}):
                t, i = name_until(i + 1, ROLL)
                a["sector"] = want_name(t, "the sector whose alert is resolved")
            if not _kw(rest, i, ROLL):
                raise _join(rest, i, i + 1, tok).error("missing the die roll", expected='"roll N"')
            i += 1
            if i >= len(rest) or not re.fullmatch(r"\d+", rest[i].text):
                raise _join(rest, i, i + 1, tok).error("missing the number rolled", expected="a die roll 1-6")
            a["roll"] = int(rest[i].text)
            if not 1 <= a["roll"] <= 6:
                raise rest[i].error(f"a die shows 1 to 6, not {a['roll']}", expected="a die roll 1-6")
            i += 1
            if i < len(rest):
                mt = _join(rest, i, len(rest), tok)
                m = re.fullmatch(r"(?:(?:with|con)\s+)?(?:(?:a\s+)?(?:modifier|modificador|bonus|\+)\s*)?\+?\s*(\d+)"
                                 r"|(?:with|con)\s+(?:a\s+)?(?:modifier|modificador)(?:\s+card)?", mt.text, re.I)
                if not m:
                    raise mt.error(f'unexpected "{mt.text}" after the roll', expected='nothing, or "+N"')
                a["modifier"] = int(m.group(1)) if m.group(1) else 1
                i = len(rest)
            if verb == "scan" and not a.get("sector"):
                raise tok.error("a scan names the adjacent sector", expected='"scan in SECTOR roll N"')
            if a.get("sector") and verb == "resolve alert":
                a["verb"] = "scan"
        elif verb == "draw nav":
            while i < len(rest):
                if _kw(rest, i, FROM | {"the"}):
                    i += 1
                    continue
                found = VOCAB.longest(rest, i, ["nav deck"])
                if found and _plain(rest[i].text) not in ("the",):
                    a["deck"] = found[1]
                    i += found[2]
                    if _kw(rest, i, {"deck", "mazo", "nav"}):
                        i += 1
                    continue
                found = VOCAB.longest(rest, i, ["nav card"])
                if found:
                    a["card"] = found[1]
                    i += found[2]
                    continue
                t = _join(rest, i, len(rest), tok)
                raise t.error(f'unexpected "{t.text}"', expected='"from rim deck" or a Nav card name',
                              hint=did_you_mean(t.text.lower(), VOCAB.accepted(["nav deck", "nav card"])))
        elif verb == "move":
            a["verb"] = "move ship"
            found = VOCAB.longest(rest, i, ["ship"])
            if not found:
                raise _join(rest, i, i + 1, tok).error("move what?", expected='"reaver" or "cruiser"')
            a["ship"] = found[1]
            i += found[2]
            if a["ship"] == "reaver":
                if not _kw(rest, i, FROM):
                    raise _join(rest, i, i + 1, tok).error("say which Reaver ship moves",
                                                           expected='"reaver from SECTOR to SECTOR"')
                t, i = name_until(i + 1, TO)
                a["src"] = want_name(t, "the sector the Reaver ship leaves")
            elif _kw(rest, i, FROM):
                t, i = name_until(i + 1, TO)   # the cruiser's sector is known; accepted and ignored
            if not _kw(rest, i, TO):
                raise _join(rest, i, i + 1, tok).error("missing the destination", expected='"to SECTOR"')
            t, i = name_until(i + 1, BY)
            a["sector"] = want_name(t, "the destination sector")
            if _kw(rest, i, BY):
                t, i = name_until(i + 1, set())
                a["player"] = want_name(t, "the player who moves it")
            if a.get("src") and a["src"] == a["sector"]:
                raise tok.error("a ship moves to a different sector", expected="two different sectors")
        elif verb == "place":
            if _kw(rest, i, {"a", "an", "un", "una", "the", "su", "his", "her", "their"}):
                i += 1
            found = VOCAB.longest(rest, i, ["ship"])
            if found and found[1] == "reaver":
                a["ship"] = "reaver"
                i += found[2]
                a["verb"] = "place"
            elif _kw(rest, i, {"haven", "refugio", "paraiso", "haven-token", "ficha-de-paraiso"}):
                a["verb"] = "haven"
                i += 1
                if _kw(rest, i, {"token", "ficha"}):
                    i += 1
                need_player = True
            else:
                raise _join(rest, i, i + 1, tok).error("place what?", expected='"reaver" or "haven"')
            if _kw(rest, i, TO | {"at"}):
                i += 1
            t, i = name_until(i, set())
            a["sector"] = want_name(t, "the sector")
        elif verb in ("give", "buy"):
            if i >= len(rest):
                raise tok.error(f"{verb} what?", expected="an amount and what")
            t, i = name_until(i, TO | FROM if verb == "give" else FROM)
            m = re.match(r"^\$\s*(\d+)$|^(\d+)\s*(?:\$|credits?|créditos?|creditos?)$", t.text, re.I)
            if m and verb == "give":
                a["item"], a["count"] = "credits", _money(t, m.group(1) or m.group(2))
            else:
                a["item"], a["count"] = _count_item(t, ["goods", "other tradeable"], "thing to trade")
            if a["count"] < 1:
                raise t.error("the amount must be at least 1")
            if verb == "give":
                if not _kw(rest, i, TO):
                    raise _join(rest, i, i + 1, tok).error("give to whom?", expected='"to PLAYER"')
                t, i = name_until(i + 1, set())
                a["to"] = want_name(t, "the player who receives")
            else:
                if _kw(rest, i, FROM):
                    t, i = name_until(i + 1, set())
                    if VOCAB.lookup(t.text, ["contact"]) != ("contact", "lord harrow"):
                        raise t.error("only Lord Harrow sells cargo this way", expected='"from Lord Harrow"')
        elif verb == "take":
            while _kw(rest, i, {"a", "an", "un", "una", "taking", "take", "and", "tomando", "toma", "y"}):
                i += 1
            found = VOCAB.longest(rest, i, ["legality"])
            if found:
                a["legality"] = found[1]
                i += found[2]
            if not _kw(rest, i, {"challenge", "desafio", "reto", "big-damn-challenge"}):
                raise _join(rest, i, i + 1, tok).error("take what?", expected='"legal challenge" or "illegal challenge"')
            i += 1
            if not a.get("legality"):
                found = VOCAB.longest(rest, i, ["legality"])
                if found:
                    a["legality"] = found[1]
                    i += found[2]
            if not a.get("legality"):
                raise tok.error("a challenge is marked legal or illegal", expected='"legal" or "illegal"')
            if _kw(rest, i, FROM):
                i = len(rest)   # "from Mr Universe"
        elif verb in ("start job", "attach", "complete", "warrant", "payout"):
            # a card may be called "Job A": read from the shortest form of the verb and let
            # the position decide how many leading words ("job", "on", ...) belong to the name
            short = min((n for n in range(1, used + 1)
                         if VOCAB.lookup(" ".join(w.text for w in ws[verb_at:verb_at + n]), ["action"])
                         == ("action", verb)), default=used)
            rest = ws[verb_at + short:]
            alts: dict[str, tuple[str, ...]] = {}

            def card_name(t: Token, what: str, fld: str) -> None:
                a[fld] = want_name(t, what)
                ws2 = words(t)
                opts = [a[fld]]
                while len(ws2) > 1 and _plain(ws2[0].text) in CARD_LEAD:
                    ws2 = ws2[1:]
                    opts.append(want_name(_join(ws2, 0, len(ws2), t), what))
                alts[fld] = tuple(opts)
            if verb == "attach":
                t, i = name_until(i, ON)
                card_name(t, "the challenge card", "challenge")
                if not _kw(rest, i, ON):
                    raise _join(rest, i, i + 1, tok).error("attach to which job?", expected='"to JOB"')
                i += 1
            stops = WITH if verb == "start job" else ({"discarding", "descartando", "discard", "descarta"}
                                                       if verb == "warrant" else set())
            t, i = name_until(i, stops)
            card_name(t, "the job", "card")
            if verb == "start job" and _kw(rest, i, WITH):
                t, i = name_until(i + 1, set())
                card_name(t, "the challenge card", "challenge")
            a["alts"] = tuple(alts.items())
            if verb == "warrant" and i < len(rest):
                i += 1
                ds = split(_join(rest, i, len(rest), tok))
                a["discards"] = tuple(sorted({want_name(d, "a card to discard") for d in ds}))
                i = len(rest)
        elif verb == "discard shuffle card":
            txt = _plain(" ".join(w.text for w in rest))
            a["deck"] = "misbehave" if ("misbehave" in txt or "portarse" in txt or "mal-compor" in txt) else "nav"
            if re.search(r"(?:^|-)(with|including|con|incluyendo|back)(?:-|$)", txt) and \
                    not re.search(r"(?:^|-)(without|sin)(?:-|$)", txt):
                a["with_it"] = True
            i = len(rest)
        elif verb == "update border nav":
            if _kw(rest, i, {"removing", "remove", "quitando", "quitar", "quita", "without", "sin"}):
                i += 1
            removes: dict[str, int] = {}
            for it in split(_join(rest, i, len(rest), tok)):
                if _plain(it.text) in ("and", "y"):
                    continue
                t2 = re.sub(r"^(?:and|y)\s+", "", it.text, flags=re.I)
                name, n = _count_item(it if t2 == it.text else it.sub(len(it.text) - len(t2)),
                                      ["nav card"], "Border Nav card")
                removes[name] = removes.get(name, 0) + n
            a["removes"] = tuple(sorted(removes.items()))
            i = len(rest)
        elif verb == "planetary":
            t, i = name_until(i, set())
            a["sector"] = want_name(t, "the sector")
        if i < len(rest):
            t = _join(rest, i, len(rest), tok)
            raise t.error(f'unexpected "{t.text}"', expected="the end of the action")
        if need_player and not a.get("player"):
            raise tok.error("say which player acts", expected=f'"PLAYER {verb} ..."')
        a["shown"] = tuple(shown)
        a["token"] = tok
        a["toks"] = tuple(name_toks)
        return Act(**a)

    def _resolve(self, pos: BlueSunPosition, act: Act) -> Act:
        """Check every name of an action against the position (did-you-mean on a miss)."""
        tok = act.token or Token(self.render_action(act), 0, 1)
        shown = dict(act.shown)
        snames = _Names("sector", {s.key: s.name for s in pos.sectors})
        pnames = _Names("player", {p.key: p.name for p in pos.players})

        where = dict(act.toks)

        def fix(key: str, names: _Names) -> str:
            if not key:
                return key
            return names.get(where.get(key, tok), shown.get(key, key))
        new = {}
        for f in ("player", "to"):
            new[f] = fix(getattr(act, f), pnames)
        for f in ("sector", "src"):
            new[f] = fix(getattr(act, f), snames)
        if act.player and act.player == act.to:
            raise tok.error("a player gives to someone else", expected="another player")
        if act.verb in ("start job", "attach", "complete", "warrant", "payout"):
            cnames = _Names("card", {c.key: c.name for c in pos.cards if c.owner == new["player"]})
            alts = dict(act.alts)
            for f in ("card", "challenge"):
                key = next((k for k in alts.get(f, ()) if k in cnames.names), getattr(act, f))
                new[f] = fix(key, cnames)
            new["discards"] = tuple(sorted(fix(d, cnames) for d in act.discards))
        disp = {}
        for f in ("player", "to"):
            if new[f]:
                disp[new[f]] = pos.player(new[f]).name
        for f in ("sector", "src"):
            if new[f]:
                disp[new[f]] = pos.sname(new[f])
        for f in ("card", "challenge"):
            if new.get(f):
                disp[new[f]] = pos.card(new["player"], new[f]).name
        for d in new.get("discards", ()):
            disp[d] = pos.card(new["player"], d).name
        return replace(act, shown=tuple(disp.items()), **new)

    def render_action(self, act: Act) -> str:
        n = act.name
        who = n(act.player) + " " if act.player else ""
        v = act.verb
        if v in ("full burn", "mosey", "evade"):
            return f"{who}{v} to {n(act.sector)}"
        if v == "resolve alert":
            return f"{who}resolve alert roll {act.roll}" + (f" +{act.modifier}" if act.modifier else "")
        if v == "scan":
            return f"{who}scan in {n(act.sector)} roll {act.roll}" + (f" +{act.modifier}" if act.modifier else "")
        if v == "draw nav":
            s = f"{who}draw nav"
            if act.deck:
                s += f" from {act.deck} deck"
            if act.card:
                s += f" {act.card}"
            return s
        if v == "move ship":
            s = "move " + ("reaver from " + n(act.src) if act.ship == "reaver" else "cruiser")
            s += f" to {n(act.sector)}"
            return s + (f" by {n(act.player)}" if act.player else "")
        if v == "place":
            return f"place reaver in {n(act.sector)}"
        if v == "haven":
            return f"{who}place haven in {n(act.sector)}"
        if v == "give":
            what = f"{act.count} credits" if act.item == "credits" else f"{act.count} {act.item}"
            return f"{who}give {what} to {n(act.to)}"
        if v == "buy":
            return f"{who}buy {act.count} {act.item} from lord harrow"
        if v == "take":
            return f"{who}take {act.legality} challenge"
        if v == "start job":
            return f"{who}start job {n(act.card)}" + (f" with challenge {n(act.challenge)}" if act.challenge else "")
        if v == "attach":
            return f"{who}attach challenge {n(act.challenge)} to {n(act.card)}"
        if v == "complete":
            return f"{who}complete {n(act.card)}"
        if v == "payout":
            return f"{who}payout {n(act.card)}"
        if v == "warrant":
            s = f"{who}warrant on {n(act.card)}"
            return s + (" discarding " + ", ".join(n(d) for d in act.discards) if act.discards else "")
        if v == "discard shuffle card":
            return f"{who}discard shuffle card from {act.deck} deck, shuffle " + ("with it" if act.with_it else "without it")
        if v == "planetary":
            return f"planetary {n(act.sector)}"
        if v == "update border nav":
            return "update border nav removing " + (", ".join(f"{c} {k}" for k, c in act.removes) or "nothing")
        return v

    def describe(self) -> dict:
        d = super().describe()
        d["not_checkable"] = [{"topic": k, "why": v} for k, v in NOT_CHECKABLE.items()]
        return d

    # ------------------------------------------------------------------ answers
    def answer(self, position: BlueSunPosition, tok: Token) -> Answer:
        if _plain(tok.text) in ("options", "score"):
            return super().answer(position, tok)
        act = self._resolve(position, self.parse_action(tok))
        return self.verdict(position, act, tok.text)

    def forbidding(self, position, action):
        return super().forbidding(position, self._resolve(position, action))

    def verdict(self, position, action, ask=None):
        action = self._resolve(position, action)
        ans = super().verdict(position, action, ask)
        if action.verb in ("payout", "planetary") or (action.verb == "complete" and ans.legal):
            ans.value = self._value(position, action)
        return ans

    def _value(self, pos: BlueSunPosition, act: Act) -> float:
        if act.verb == "planetary":
            return 1.0 if pos.sector(act.sector).planetary else 0.0
        return float(self._earnings(pos, act)[0])

    def _earnings(self, pos: BlueSunPosition, act: Act) -> tuple[int, list[str], list[str]]:
        p = pos.player(act.player)
        j = pos.card(act.player, act.card)
        if j is None or j.kind != "job":
            return 0, [f"{act.name(act.card)} is not a job."], []
        ch = pos.attached(p.key, j.key)
        if not j.met or any(not c.met for c in ch):
            return 0, [f"{j.name} is not completed with every requirement met, so it pays nothing: "
                       "all or nothing."], ["BS-ALL-OR-NOTHING", "BS-ALL-OR-NOTHING-EXAMPLE"]
        total = j.pay
        eff = [f"{j.name} pays ${j.pay}."]
        cites = []
        for c in ch:
            total += c.pay
            eff.append(f"The challenge {c.name} adds its reward of ${c.pay}.")
            cites.append("BS-CHALLENGE-REWARD")
        if j.contact == "lord harrow" and j.type in ("smuggling", "shipping") and p.trusts("lord harrow"):
            total += 500
            eff.append(f"Lord Harrow trusts {p.name}: $500 more for a {j.type} job.")
            cites.append("BS-HARROW-BONUS")
        return total, eff, cites

    # ------------------------------------------------------------------ candidates
    def candidates(self, pos: BlueSunPosition):
        sk = [s.key for s in pos.sectors]
        shown_s = tuple((s.key, s.name) for s in pos.sectors)
        shown_p = tuple((p.key, p.name) for p in pos.players)
        base = shown_s + shown_p
        for p in pos.players:
            for v in ("full burn", "mosey", "evade"):
                for s in sk:
                    yield Act(v, player=p.key, sector=s, shown=base)
            for r in range(1, 7):
                yield Act("resolve alert", player=p.key, roll=r, shown=base)
                for s in sk:
                    yield Act("scan", player=p.key, sector=s, roll=r, shown=base)
            for deck in ("", "rim", "border", "alliance"):
                for card in ("", "reaver cutter"):
                    yield Act("draw nav", player=p.key, deck=deck, card=card, shown=base)
            for s in sk:
                yield Act("haven", player=p.key, sector=s, shown=base)
            for q in pos.players:
                if q.key == p.key:
                    continue
                for amount in range(100, p.credits + 1, 100):
                    yield Act("give", player=p.key, to=q.key, item="credits", count=amount, shown=base)
                for item, n in p.stuff:
                    for k in range(1, n + 1):
                        yield Act("give", player=p.key, to=q.key, item=item, count=k, shown=base)
            for k in range(1, p.credits // 300 + 1):
                yield Act("buy", player=p.key, item="cargo", count=k, shown=base)
            for lg in ("legal", "illegal"):
                yield Act("take", player=p.key, legality=lg, shown=base)
            mine = [c for c in pos.cards if c.owner == p.key]
            cshown = base + tuple((c.key, c.name) for c in mine)
            jobs = [c for c in mine if c.kind == "job"]
            chals = [c for c in mine if c.kind == "challenge"]
            for j in jobs:
                yield Act("start job", player=p.key, card=j.key, shown=cshown)
                yield Act("complete", player=p.key, card=j.key, shown=cshown)
                for c in chals:
                    yield Act("start job", player=p.key, card=j.key, challenge=c.key, shown=cshown)
                    yield Act("attach", player=p.key, card=j.key, challenge=c.key, shown=cshown)
                hand = [c.key for c in pos.hand(p.key)]
                need = _warrant_discards(pos, Act("warrant", player=p.key, card=j.key))
                for combo in itertools.combinations(sorted(hand), need):
                    yield Act("warrant", player=p.key, card=j.key, discards=combo, shown=cshown)
            for deck in ("nav", "misbehave"):
                yield Act("discard shuffle card", player=p.key, deck=deck, shown=base)
        movers = [""] + [p.key for p in pos.players]
        for who in movers:
            for s in sk:
                for src in dict.fromkeys(pos.reavers):
                    if src != s:
                        yield Act("move ship", player=who, ship="reaver", src=src, sector=s, shown=base)
                yield Act("move ship", player=who, ship="cruiser", sector=s, shown=base)
        for s in sk:
            yield Act("place", ship="reaver", sector=s, shown=base)
        yield Act("update border nav", removes=tuple(sorted(NAV_SWAP.items())))

    # ------------------------------------------------------------------ apply
    def apply(self, pos: BlueSunPosition, act: Act) -> Outcome:
        return getattr(self, "_do_" + act.verb.replace(" ", "_"))(pos, act)

    @staticmethod
    def _set_player(pos: BlueSunPosition, p: Player) -> BlueSunPosition:
        return replace(pos, players=tuple(p if x.key == p.key else x for x in pos.players))

    @staticmethod
    def _set_sector(pos: BlueSunPosition, s: Sector) -> BlueSunPosition:
        return replace(pos, sectors=tuple(s if x.key == s.key else x for x in pos.sectors))

    def _do_full_burn(self, pos, act):
        return self._move(pos, act)

    def _do_mosey(self, pos, act):
        return self._move(pos, act)

    def _do_evade(self, pos, act):
        return self._move(pos, act)

    def _move(self, pos: BlueSunPosition, act: Act) -> Outcome:
        p = pos.player(act.player)
        s = pos.sector(act.sector)
        eff = [f"{p.name}'s ship moves from {pos.sname(p.at)} to {s.name}"
               + (f", in {REGION_NAME[s.region]}." if s.region else ".")]
        cites = []
        fly = p.fly
        if act.verb in ("full burn", "mosey"):
            fly = act.verb
        pending = ""
        if s.alerts:
            pending = "alert"
            what = []
            if s.reaver_alerts:
                what.append(f"{s.reaver_alerts} Reaver alert token(s)")
            if s.alliance_alerts:
                what.append(f"{s.alliance_alerts} Alliance alert token(s)")
            if s.reaver_space:
                what.append("the printed Reaver Space alert")
                cites.append("BS-PERMANENT-ALERT")
            eff.append(f"{s.name} holds {' and '.join(what)} ({s.alerts} in all): {p.name} must resolve the "
                       "alert (roll a die) before drawing a Nav card.")
            cites.append("BS-ALERT-ON-ENTRY")
            if act.verb == "mosey":
                cites.append("BS-MOSEY-ALERT")
        elif fly == "full burn" and act.verb != "mosey":
            eff.append(f"Draw a Nav card for {s.name} from the {DECK_NAME.get(s.region, 'Nav deck')}.")
            if s.region == "rim":
                cites.append("BS-NAV-DECK")
        if act.sector in pos.reavers:
            eff.append(f"{p.name} shares {s.name} with a Reaver ship: Reaver contact is resolved as normal "
                       "(at the start of the next turn if the ship stays).")
            cites.append("BS-MOSEY-REAVER")
        if pos.cruiser == act.sector:
            eff.append(f"The Alliance Cruiser is in {s.name}: resolve Cruiser contact as normal.")
        after = self._set_player(pos, replace(p, at=act.sector, fly=fly, pending=pending, company=(), company_at=""))
        return Outcome(eff, after, cites)

    def _do_resolve_alert(self, pos, act):
        return self._roll(pos, act, pos.player(act.player).at, own=True)

    def _do_scan(self, pos, act):
        return self._roll(pos, act, act.sector, own=False)

    def _roll(self, pos: BlueSunPosition, act: Act, where: str, own: bool) -> Outcome:
        p = pos.player(act.player)
        s = pos.sector(where)
        n = s.alerts
        eff = [f"{p.name} rolls {act.roll} against {n} alert marker(s) in {s.name}"
               + (" with the Long-Range Scanner (the fly action goes on)." if not own else ".")]
        cites = ["BS-ALERT-ROLL"] + (["BS-SCANNER", "BS-SCANNER-REPEAT"] if not own else [])
        if s.reaver_space:
            cites.append("BS-PERMANENT-ALERT")
        if act.roll > n:
            s2 = replace(s, reaver_alerts=0, alliance_alerts=0)
            eff.append(f"No company: every alert token in {s.name} is removed"
                       + (" (the printed Reaver Space alert stays)." if s.reaver_space else "."))
            cites.append("BS-ALERT-CLEAR")
            after = self._set_sector(pos, s2)
            if own:
                after = self._set_player(after, replace(p, pending=""))
                if p.fly == "full burn":
                    eff.append(f"{p.name} now draws a Nav card as usual.")
            return Outcome(eff, after, cites)
        right = pos.right_of(p.key)
        kinds = []
        for k in s.alert_kinds:
            if k == "reaver":
                if where in pos.reavers:
                    eff.append(f"A Reaver ship is already in {s.name}: no other Reaver ship can be moved in; "
                               "resolve contact with it.")
                    cites.append("BS-REAVER-NO-STACK")
                elif any(r != where for r in pos.reavers):
                    kinds.append(k)
                else:
                    eff.append("No Reaver ship on the map can be moved in.")
            elif k == "cruiser":
                if pos.cruiser == where:
                    eff.append(f"The Alliance Cruiser is already in {s.name}.")
                else:
                    kinds.append(k)
        cites.append("BS-ALERT-CHOOSER")
        if kinds:
            want = " or ".join("a Reaver ship" if k == "reaver" else "the Alliance Cruiser" for k in kinds)
            eff.append(f"Company! {right.name}, the player to {p.name}'s right, chooses and moves {want} to "
                       f"{s.name}; then normal contact rules apply.")
            p2 = replace(p, pending="company", company=tuple(kinds), company_at="" if own else where)
        else:
            p2 = replace(p, pending="" if own else p.pending)
        return Outcome(eff, self._set_player(pos, p2), cites)

    def _do_draw_nav(self, pos, act):
        p = pos.player(act.player)
        s = pos.sector(p.at)
        deck = act.deck or (s.region if s else "")
        eff = [f"{p.name} draws a Nav card from the {DECK_NAME.get(deck, 'Nav deck')}."]
        cites = ["BS-NAV-DECK"]
        if act.card == "reaver cutter":
            cites.append("BS-REAVER-CUTTER")
            if p.at in pos.reavers:
                eff.append(f"Reaver Cutter (Crucero Reaver) with a Reaver ship already in {s.name}: no other "
                           "ship moves there; resolve contact with that ship at once.")
            else:
                eff.append("Resolve the Reaver Cutter card as printed.")
        return Outcome(eff, pos, cites)

    def _do_move_ship(self, pos: BlueSunPosition, act: Act) -> Outcome:
        eff, cites = [], []
        after = pos
        if act.ship == "reaver":
            src = pos.sector(act.src)
            rs = list(pos.reavers)
            rs.remove(act.src)
            rs.append(act.sector)
            order = {s.key: i for i, s in enumerate(pos.sectors)}
            after = replace(after, reavers=tuple(sorted(rs, key=lambda k: order[k])))
            after = self._set_sector(after, replace(src, reaver_alerts=src.reaver_alerts + 1))
            eff.append(f"A Reaver ship moves from {src.name} to {pos.sname(act.sector)}, leaving a Reaver alert "
                       f"token in {src.name}" + (" besides its printed alert." if src.reaver_space else "."))
            cites.append("BS-REAVER-TRAIL")
            if src.reaver_space:
                cites.append("BS-TRAIL-REAVER-SPACE")
        else:
            old = pos.sector(pos.cruiser) if pos.cruiser else None
            after = replace(after, cruiser=act.sector)
            msg = f"The Alliance Cruiser moves to {pos.sname(act.sector)}"
            if old is not None and pos.cruiser_trail:
                after = self._set_sector(after, replace(old, alliance_alerts=old.alliance_alerts + 1))
                msg += f", leaving an Alliance alert token in {old.name}."
                cites.append("BS-CRUISER-TRAIL")
            elif old is not None:
                msg += " and leaves no alert token (a card says so)."
                cites.append("BS-CRUISER-TRAIL")
            else:
                msg += "."
            eff.append(msg)
        owner = _company_owner(pos)
        if owner is not None:
            target = owner.company_at or owner.at
            o2 = replace(owner, pending="", company=(), company_at="")
            cites.append("BS-ALERT-CHOOSER")
            eff.append("Normal contact rules apply.")
            if act.ship == "cruiser" and owner.outlaw and target == owner.at and owner.fly in ("full burn", "mosey"):
                o2 = replace(o2, fly="fly ended")
                eff.append(f"{owner.name} is an outlaw ship and the Cruiser was pulled to them: the fly action ends "
                           "at once; draw no more Nav cards.")
                cites.append("BS-OUTLAW-CRUISER")
            after = self._set_player(after, o2)
        return Outcome(eff, after, cites)

    def _do_place(self, pos, act):
        order = {s.key: i for i, s in enumerate(pos.sectors)}
        after = replace(pos, reavers=tuple(sorted(pos.reavers + (act.sector,), key=lambda k: order[k])))
        return Outcome([f"A Reaver ship is placed in {pos.sname(act.sector)}, blockading Miranda."], after, [])

    def _do_haven(self, pos, act):
        p = pos.player(act.player)
        eff = [f"{p.name}'s haven token goes in {pos.sname(act.sector)}."]
        p2 = replace(p, haven=act.sector)
        if pos.start_at_haven:
            p2 = replace(p2, at=act.sector)
            eff.append(f"{p.name}'s ship starts the game there.")
        return Outcome(eff, self._set_player(pos, p2), ["BS-HAVEN-START"])

    def _do_give(self, pos, act):
        a, b = pos.player(act.player), pos.player(act.to)
        if act.item == "credits":
            a2, b2 = replace(a, credits=a.credits - act.count), replace(b, credits=b.credits + act.count)
            eff = [f"{a.name} sends ${act.count} to {b.name} over the Cortex."]
        else:
            a2 = replace(a, stuff=_add(a.stuff, act.item, -act.count))
            b2 = replace(b, stuff=_add(b.stuff, act.item, act.count))
            eff = [f"{a.name} hands {act.count} {act.item} to {b.name} in {pos.sname(a.at)}."]
        return Outcome(eff, self._set_player(self._set_player(pos, a2), b2), [])

    def _do_buy(self, pos, act):
        p = pos.player(act.player)
        p2 = replace(p, credits=p.credits - 300 * act.count, stuff=_add(p.stuff, "cargo", act.count))
        return Outcome([f"{p.name} pays Lord Harrow ${300 * act.count} for {act.count} cargo."],
                       self._set_player(pos, p2), ["BS-HARROW-ANY-AMOUNT"])

    def _do_take(self, pos, act):
        p = pos.player(act.player)
        base = f"new {act.legality} challenge"
        name, n = base, 1
        while pos.card(p.key, _plain(name)):
            n += 1
            name = f"{base} {n}"
        card = Card(owner=p.key, kind="challenge", name=name, legality=act.legality)
        return Outcome([f"{p.name} takes an {act.legality} Big Damn Challenge from Mr. Universe into the hand "
                        f"({len(pos.hand(p.key)) + 1} of {pos.hand_limit(p)} cards)."],
                       replace(pos, cards=pos.cards + (card,)), [])

    def _do_start_job(self, pos, act):
        p = pos.player(act.player)
        j = pos.card(p.key, act.card)
        cards = [replace(c, active=True) if c is j else c for c in pos.cards]
        eff = [f"{p.name} starts {j.name}: it is now active ({len(pos.active_jobs(p.key)) + 1} of {ACTIVE_LIMIT})."]
        cites = []
        if act.challenge:
            c = pos.card(p.key, act.challenge)
            cards = [replace(x, on=j.key) if x is c else x for x in cards]
            eff.append(f"{c.name} is attached under {j.name}; it does not count toward the active job limit.")
            cites.append("BS-CHALLENGE-NOT-COUNTED")
        if j.pickup == "uroboros":
            cites.append("BS-UROBOROS")
        return Outcome(eff, replace(pos, cards=tuple(cards)), cites)

    def _do_attach(self, pos, act):
        return self._do_start_job(pos, act)

    def _do_complete(self, pos, act):
        p = pos.player(act.player)
        j = pos.card(p.key, act.card)
        total, eff, cites = self._earnings(pos, act)
        ch = pos.attached(p.key, j.key)
        trust = list(p.trust)
        if j.contact and not p.trusts(j.contact):
            trust.append(j.contact)
            eff.append(f"{p.name} earns {j.contact}'s trust as usual (base game).")
        if ch and not p.trusts("mr universe"):
            trust.append("mr universe")
            eff.append(f"{p.name} now has Mr. Universe's trust: the hand size rises by 2 (to 5).")
            cites.append("BS-UNIVERSE-TRUST")
        eff.append(f"{p.name} earns ${total} in all.")
        cards = tuple(c for c in pos.cards if c is not j and c not in ch)
        p2 = replace(p, credits=p.credits + total, trust=tuple(trust))
        return Outcome(eff, replace(self._set_player(pos, p2), cards=cards), cites)

    def _do_payout(self, pos, act):
        total, eff, cites = self._earnings(pos, act)
        return Outcome(eff + [f"Completing it now would earn ${total}."], pos, cites)

    def _do_warrant(self, pos, act):
        p = pos.player(act.player)
        j = pos.card(p.key, act.card)
        ch = pos.attached(p.key, j.key)
        eff = [f"{p.name} discards {j.name}" + (" with its challenge " + ", ".join(c.name for c in ch) if ch else "")
               + " because of the Warrant."]
        cites = []
        trust = p.trust
        if ch and p.trusts("mr universe"):
            trust = tuple(t for t in trust if _plain(t) != _plain("mr universe"))
            eff.append(f"{p.name} loses Mr. Universe's trust: the hand size drops back to 3.")
            cites.append("BS-WARRANT-DISCARD")
        if act.discards:
            eff.append(f"{p.name} discards " + ", ".join(act.name(d) for d in act.discards) + " at once.")
        gone = {j.key, *act.discards} | {c.key for c in ch}
        cards = tuple(c for c in pos.cards if not (c.owner == p.key and c.key in gone))
        return Outcome(eff, replace(self._set_player(pos, replace(p, trust=trust)), cards=cards), cites)

    def _do_discard_shuffle_card(self, pos, act):
        deck = "Misbehave" if act.deck == "misbehave" else "Nav"
        return Outcome([f"The Shuffle card goes to the {deck} discard pile unresolved; the rest of the deck is "
                        "shuffled without it."], pos, ["BS-SHUFFLE-KEEP"])

    def _do_update_border_nav(self, pos, act):
        return Outcome(["Take out 1 Reaver Patrol, 1 Reaver Bait and 8 Reaver Cutters and shuffle the 10 new "
                        "Blue Sun Border Nav cards in."], pos, [])

    def _do_planetary(self, pos, act):
        s = pos.sector(act.sector)
        cites = ["BS-PLANETARY"]
        if any(VOCAB.lookup(x, ["planet-like place"]) for x in [s.name, *s.planets]):
            cites.append("BS-PLANETARY-PLACES")
        if s.uroboros:
            cites.append("BS-UROBOROS-NOT-PLANETARY")
        return Outcome([f"{s.name} is {'a' if s.planetary else 'not a'} planetary sector."], pos, cites)


def _add(stuff: tuple, item: str, n: int) -> tuple:
    d = dict(stuff)
    d[item] = d.get(item, 0) + n
    return tuple((k, d[k]) for k in TRADEABLE if d.get(k))


register(BlueSun)
