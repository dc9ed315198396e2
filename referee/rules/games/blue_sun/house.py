"""Blue Sun: the numbers a table may change (house rules) and the rules it may switch off.

Quotes are verbatim lines of the Spanish book; rules read ``HOUSE["hand-size"]``."""
from __future__ import annotations

from ...house import HouseSpec, Param, Switch

S_HARROW = "Ganar la confianza de Lord Harrow"
S_BDC = "Cartas de Grandes Desafíos Malditos"
S_STEP_UP = "Estar a la altura"
S_TRUST = "Confianza con Sr. Universo"

HOUSE = HouseSpec("blue-sun", params=[
    Param("hand-size", 3, 1, 10, ("BS-HAND-LIMIT", "BS-WARRANT-DISCARD"), S_TRUST,
          "Con un tamaño de mano base de 3, esto significa que puedes tener hasta 5 cartas de trato durante la "
          "partida.", "The base hand size of deal cards (tamaño de mano base).",
          aliases=("hand", "hand-limit", "tamano-de-mano", "mano")),
    Param("trust-hand-bonus", 2, 0, 5, ("BS-HAND-LIMIT", "BS-UNIVERSE-TRUST"), S_TRUST,
          "Con un tamaño de mano base de 3, esto significa que puedes tener hasta 5 cartas de trato durante la "
          "partida.", "The cards Mr. Universe's trust adds to the hand size (3 + 2 = 5 in the book).",
          aliases=("universe-bonus", "trust-bonus")),
    Param("active-jobs", 3, 1, 6, ("BS-ACTIVE-LIMIT",), S_STEP_UP,
          "Podrías tener tres trabajos activos, todos con grandes desafíos malditos adjuntos.",
          "The most active jobs a player may have.", aliases=("active-job-limit", "jobs", "trabajos-activos")),
    Param("challenge-hand", 3, 0, 6, ("BS-CHALLENGE-HAND",), S_BDC,
          "Las cartas de desafío van a tu mano y cuentan como cualquier trabajo, con un máximo de tres en mano.",
          "The most Big Damn Challenge cards a player may hold.", aliases=("challenges", "challenge-limit")),
    Param("harrow-bonus", 500, 0, 5000, ("BS-HARROW-BONUS",), S_HARROW,
          "Cuando Lord Harrow confíe en ti, ganarás $ 500 adicionales cada vez que completes un trabajo de "
          "contrabando o envío con él.",
          "The extra credits Lord Harrow's trust pays on a smuggling or shipping job.",
          aliases=("harrow", "harrow-credits")),
], switches=[
    Switch("BS-NO-BURN-INTO-REAVER", "a ship may Full Burn into a Reaver ship's sector"),
    Switch("BS-TRADE-SAME-SECTOR", "players may trade without sharing a sector"),
    Switch("BS-CHALLENGE-HAND", "no limit on Big Damn Challenge cards in hand"),
    Switch("BS-CHALLENGE-NO-PIRACY-BOUNTY", "challenges may be attached to piracy and bounty jobs too"),
])
