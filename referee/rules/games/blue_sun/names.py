"""Blue Sun names: the book's Spanish and English words for regions, ships, goods,
contacts and actions, matched without accents, and the game's fixed numbers."""
from __future__ import annotations

import unicodedata
from functools import lru_cache

from ...dsl import Vocabulary, norm

BOOK = "blue-sun"


@lru_cache(maxsize=16384)
def _plain(text: str) -> str:
    """Lower-case key without accents: "Cinturón" and "cinturon" are one name (memoised:
    every vocabulary lookup and longest match of the game goes through here)."""
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
        "alert brings ship": ["alert brings company", "alerta trae nave", "alerta trae compañía"],
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
        "load": ["loads", "cargar", "carga bienes", "load goods"],
        "hold": ["holds", "may hold", "hold up to", "tener en mano", "tiene en mano", "puede tener"],
        "active jobs": ["active job", "trabajos activos", "trabajo activo"],
        "planetary": ["is planetary", "planetary sector", "sector planetario", "es planetario"],
    },
})

REGION_NAME = {"rim": "Rim (Borde Exterior)", "border": "Border Space (Espacio Fronterizo)",
               "alliance": "Alliance Space (Espacio de la Alianza)"}
DECK_NAME = {"rim": "Rim Nav deck (mazo de navegación del Borde)",
             "border": "Border Nav deck", "alliance": "Alliance Nav deck"}
NAV_SWAP = {"reaver patrol": 1, "reaver bait": 1, "reaver cutter": 8}
HAND_BASE = 3
HARROW_PRICE = 300  # a lot of cargo from Lord Harrow: "puedes comprar cargamentos por $ 300"
ACTIVE_LIMIT = 3
TRADEABLE = ("cargo", "contraband", "fuel", "parts", "crew", "gear", "ship upgrade")
GOODS = ("cargo", "contraband", "fuel", "parts")

# Bounds of a position (issue 17): the book's components where it counts them, else a
# stated limit, so that no request can ask for minutes of work.
REAVER_SHIPS = 3       # "tendrás un total de 3 naves Reavers"
UROBOROS_SECTORS = 4   # "cualquiera de los 4 sectores que representan a los asteroides"
TOKENS = 88            # "88 Tokens": no sector holds more alert tokens than the set has
MAX_SECTORS = 120      # stated limit: the 'Verse map with this expansion has fewer sectors
MAX_PLAYERS = 6        # stated limit: more captains than any Firefly table seats
MAX_CARDS = 12         # stated limit of job and challenge cards per player (hand 5 + 3 jobs + 3 challenges, +1)
MAX_CREDITS = 20000    # stated limit of a balance, a payment or a pay, in $100 steps
MAX_ITEMS = 20         # stated limit of one kind of thing a ship carries (holds are on ship cards)
MAX_ASKED = 99         # stated limit of a count in a state question ("hold 5 cards")
