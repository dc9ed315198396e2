"""Firefly: The Game – Blue Sun (Rim Space expansion), from the Spanish rulebook.

The book expands a base game whose rules are not shipped: this model decides what
the Blue Sun book decides (map regions, Reaver Space, the three Reaver ships, alert
tokens, the Long-Range Scanner, havens, Lord Harrow, Mr. Universe's Big Damn
Challenges, the Meridian Credit Exchange, Shuffle cards, goods) and leaves base-game
card text to the players.  Quotes are Spanish; statements are English with a Spanish
``statement_es`` beside each; effects and the notation are English and the vocabulary
also accepts the book's Spanish names.

Position notation (one ``key: value`` a line; English or Spanish keys, e.g. ``juego:``)::

    game: blue-sun
    phase: play                        # or setup (preparación)
    havens: yes                        # the Story card uses havens; not stated: unknown
    sector: Burnham Reach, rim, reaver space, 1 reaver alert
    sector: Highgate, border, planet, contact
    sector: Space Bazaar, planet, supply, 2 alliance alerts     # no region: unknown (?)
    adjacent: Burnham Reach - Highgate, Highgate - Space Bazaar
    diagonal: Burnham Reach - Space Bazaar
    reavers: Burnham Reach
    cruiser: Space Bazaar
    player: Bo, at Highgate, outlaw, long-range scanner, credits 1200, cargo x2
    player: Sally, at Space Bazaar, trust lord harrow, trust mr universe     # credits: unknown
    job: Sally, Harrow Haul, illegal, smuggling, contact lord harrow, pay 1500, active, met
    challenge: Sally, Hands Tied, legality ?, reward 1000, on Harrow Haul, met ?
    ask: Bo full burn to Space Bazaar then Bo resolve alert roll 6 then Bo draw nav from border deck
    ask: Bo give 2 cargo to Sally for 600 credits           # a two-sided deal
    ask: Sally hold 5 cards                                  # a state question

``?`` (or leaving it out, for a region, a balance or havens) marks what the table does
not know; see ``unknowns.py``.  Players are listed in seating order, clockwise (turns
pass to the left): the player to your right is the one listed just before you (the last
one for the first).  Every count is bounded (``names.py``): 3 Reaver ships, 88 tokens,
and stated limits for sectors, players, cards, credits and goods.

Files: ``names.py`` (vocabulary, limits), ``model.py`` (position, action), ``rules.py``
(the rules from the book), ``notation.py`` (parse, render, notation reference),
``play.py`` (candidates, apply, pay), ``citing.py`` (which rules an answer cites),
``unknowns.py`` (``?``), ``game.py`` (the game class and its examples).
"""
from ...registry import register
from .game import EXAMPLES, BlueSun
from .model import Act, BlueSunPosition, Card, Player, Sector
from .names import (ACTIVE_LIMIT, BOOK, DECK_NAME, GOODS, HAND_BASE, MAX_CARDS, MAX_CREDITS, MAX_ITEMS,
                    MAX_PLAYERS, MAX_SECTORS, NAV_SWAP, REAVER_SHIPS, REGION_NAME, TOKENS, TRADEABLE, VOCAB, _plain)
from .notation import KEYS
from .rules import NOT_ACTION_DECIDABLE, NOT_CHECKABLE, RULES

register(BlueSun)

__all__ = ["ACTIVE_LIMIT", "Act", "BOOK", "BlueSun", "BlueSunPosition", "Card", "DECK_NAME", "EXAMPLES",
           "GOODS", "HAND_BASE", "KEYS", "MAX_CARDS", "MAX_CREDITS", "MAX_ITEMS", "MAX_PLAYERS",
           "MAX_SECTORS", "REAVER_SHIPS", "TOKENS", "NAV_SWAP", "NOT_ACTION_DECIDABLE", "NOT_CHECKABLE", "Player",
           "REGION_NAME", "RULES", "Sector", "TRADEABLE", "VOCAB", "_plain"]
