"""What a game declares, in its package's ``words.py``, about how a table is told in words.

Why: the reader is one generic piece of code; a game adds how its position keys, pieces
and actions are *said*, never a parser.  Every phrase is matched after the same folding
(lower case, no accents, no apostrophes, number words as digits), in any language listed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional


@dataclass(frozen=True)
class Area:
    """A position key holding named pieces with counts (``serenity: mal, zoe x2``).

    ``holds`` are the vocabulary kinds it takes; ``said`` the phrases that name the area.
    A piece of a kind mentioned with no area nearby goes to the ``default`` area of its kind.
    """

    key: str
    holds: tuple[str, ...]
    said: tuple[str, ...]
    default: bool = False
    empty_said: tuple[str, ...] = ()  # phrases that say the area is empty ("beaten every foe")
    only: tuple[str, ...] = ()  # when given, the only pieces it can hold (a Stage won is a weapon)
    # phrases told before pieces that have left it ("took down Niska and Saffron": no longer in play)
    gone_said: tuple[str, ...] = ()


@dataclass(frozen=True)
class Number:
    """A key taking a number said as "<n> <unit>" (``at-risk: 400`` from "400 VP at risk").

    ``near``: when given, one of these phrases must be in the same clause (VP at risk vs banked).
    ``after``: phrases after which the number comes ("a charge of 3", "charge 3").
    ``article``: an article before a unit counts one ("plus a barrel"); only where one more of
    the unit is a plain count the game keeps, and never implies another fact.
    """

    key: str
    units: tuple[str, ...] = ()
    near: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    article: bool = False


@dataclass(frozen=True)
class Fact:
    """Phrases that state values of keys: ``Fact(("have a plan",), {"step": "misbehave",
    "phase": "have-a-plan"})``.  A value ``+name`` adds a piece to a list key instead."""

    said: tuple[str, ...]
    sets: dict[str, str]


@dataclass(frozen=True)
class Default:
    """A neutral value used when the message leaves ``key`` unstated, listed as an assumption.

    ``unknown``: the fact could change a verdict, so write ``?`` where the game accepts it (the
    core then computes "depends"); the neutral value is the fallback for games that do not.
    ``actions``: only for these actions (empty: always).
    """

    key: str
    value: str
    en: str
    es: str = ""
    unknown: bool = False
    actions: tuple[str, ...] = ()
    # the value when the situation tells one of ``actions`` as already done ("I rerolled Zoe, ...
    # can I reroll again?": ``rerolled: yes``); empty: the key is never read from a move told
    told: str = ""
    # only when the reading holds this: "key=value", or "key+piece" for a piece of an area key
    # ("modes+dark-energy": a mode said brings its own fact, unknown until the message says it)
    when: str = ""


@dataclass(frozen=True)
class Need:
    """A fact an action presupposes; filled in (and listed) when the message does not state it.

    ``value`` may use the action's slots (``{owner}``); for an area key the value is a piece
    added unless the message already placed that piece somewhere.
    """

    key: str
    value: str
    en: str
    es: str = ""
    when: str = ""  # "step=misbehave": filled only when that key is this value or not yet known


@dataclass(frozen=True)
class Action:
    """How an action is said and spelled.

    ``said``: trigger phrases; ``kinds``: or any mention of a piece of these vocabulary kinds
    in the action sentence.  ``spell``: the ask text, with slots ``{kind}`` (first piece of that
    kind in the action sentence), ``{kind+}`` (all of them, with counts; at least one),
    ``{kind*}`` (all, maybe none), ``{number}``, ``{player}`` (who acts), ``{owner}`` (who owns
    the triggering piece, from ``Words.owners``), ``{trigger}`` (the triggering piece) and
    ``{key}`` for any position key read.
    """

    name: str
    spell: str
    said: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    needs: tuple[Need, ...] = ()
    unless: tuple[str, ...] = ()  # not this action when one of these phrases is in the sentence
    only: tuple[str, ...] = ()  # with ``kinds``: only these pieces trigger it
    with_said: tuple[str, ...] = ()  # with ``kinds``: one of these phrases must be said too


@dataclass(frozen=True)
class Total:
    """Pieces that always add up to ``count`` (7 dice between the pool and the side).

    When the message places some but not all of them, the rest go to ``key``: ``?`` when
    ``unknown`` and the game accepts it, else the first of ``neutral`` the message did not name.
    """

    keys: tuple[str, ...]
    count: int
    key: str
    neutral: tuple[str, ...]
    en: str
    es: str = ""
    unknown: bool = True


@dataclass
class Words:
    """Everything a game declares for the reader."""

    game: str
    areas: tuple[Area, ...] = ()
    numbers: tuple[Number, ...] = ()
    facts: tuple[Fact, ...] = ()
    defaults: tuple[Default, ...] = ()
    actions: tuple[Action, ...] = ()
    totals: tuple[Total, ...] = ()
    aliases: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # extra names by kind
    owners: dict[str, str] = field(default_factory=dict)  # piece -> the piece it belongs to
    order: tuple[str, ...] = ()  # position keys in the order they are written
    base: str = ""  # lines every read position starts from (before what the message states)
    player_names: bool = False  # the game's positions name players (the reader finds them)
    default_player: dict[str, str] = field(default_factory=lambda: {"en": "Me", "es": "Yo"})
    # a hook, only where the notation needs more than keys and lists: (reading) -> None
    build: Optional[Callable] = None
    # a check on the finished reading (its open slots completed): (reading) -> what it leaves the
    # move unable to be ruled on, or None ("which Foes Vera's damage goes to", never said)
    doubt: Optional[Callable] = None
    # how many of a thing the game always lays out, by the words that name it (("stage cards", 4)):
    # "the four Stage cards" describes the game, no count of the table the position must hold
    laid_out: tuple[tuple[str, int], ...] = ()
    # vocabulary kinds the reader looks for (default: every kind areas and actions use)
    piece_kinds: tuple[str, ...] = ()
    # proper names written by the players (sectors, job cards...): kind -> (strong cues, weak cues),
    # words that come just before such a name; other capitalised names are players
    proper: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = field(default_factory=dict)
    # (move verbs, prepositions): in a sentence with one of those verbs, a name after one of those
    # prepositions is of the kind ("mosey to Deadwood", "de Highgate a Deadwood": sectors)
    proper_moves: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = field(default_factory=dict)
    # verbs said after a proper name that only a name of that kind does ("Burnham Reach touches Highgate")
    proper_verbs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # what a proper name of a kind has, said after its possessive ("Deadwood's alerts": a sector)
    proper_owns: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # vocabulary names that, in a sentence, do not mean the piece ("power capsule" is a card, not the
    # mode); a longer phrase no name is, names nothing ("back to the supply": the bank, not a die)
    not_pieces: tuple[str, ...] = ()
    # single words that point at this game (weakly) when routing a message
    signature_words: tuple[str, ...] = ()
    # patterns only this game's tables show ("$400": credits), weighing 1.5 each
    signature_patterns: tuple[str, ...] = ()
    # kinds whose names alone point at this game when routing a message
    signature_kinds: tuple[str, ...] = ()
    # the nouns that name a kind as a whole ("foes"): "two different foes" means that many named ones
    kind_words: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # position keys that hold the turn being played only (the dice showing, the phase): a clause told
    # of an earlier turn ("I busted on three Explosions last turn") sets none of them
    this_turn: tuple[str, ...] = ()
    # vocabulary kinds of the notation's values (a Sun space, a night side): one said about the
    # table and missing from the position was not read (then: no verdict)
    told_kinds: tuple[str, ...] = ()
    # other words the rulebook itself uses for one of the game's things (the Firefly counters):
    # word -> the game's word for it, read as that word before anything else reads the message
    synonyms: dict[str, str] = field(default_factory=dict)
