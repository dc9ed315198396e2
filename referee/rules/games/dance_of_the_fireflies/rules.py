"""Dance of the Fireflies: the rules as declared from the book, each with its check."""
from __future__ import annotations

from typing import Optional

from ...core import RuleList
from .house import HOUSE
from ...dsl import norm
from .model import (BOOK, COLOURS, UNKNOWN, Act, Card, DFPosition, Discard, Pending, Plant,
                    PlantWeed, Planted, Query, Simple, Slot, Take, _player_by_norm, colour_in,
                    find_card, flowers_in, has_weed, neighbours)

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
    if ak == "draw up":
        return None  # DF-WIN-NO-DRAW: no drawing while won Flowers are planted
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


@RULES.check("DF-SUPPLY", "Each player owns 6 regular Fireflies and 1 Royal: no more regular Fireflies in the supply, on the Flower Clock and on their planted Flowers together, and the Royal in one place only.",
             S_SETUP, "one set of seven matching colour Fireflies (6 Regular and 1 Royal)", on={"position"})
def _(p, _a):
    out = []
    for i, pl in enumerate(p.players):
        on_clock = sum(1 for s in p.clock for sp in (s.spaces or ()) if sp.owner == pl and not sp.royal)
        planted = sum(1 for b in p.beds[i] for c in b if c.firefly)
        if p.supply[i] + on_clock + planted > 6:
            out.append(f"{pl} has {p.supply[i]} in supply, {on_clock} on the clock and {planted} on planted Flowers")
        royals = p.royal_on_clock(pl)
        if len(royals) > 1 or (royals and p.royal[i] != "supply"):
            out.append(f"{pl}'s Royal is in more than one place")
    return "; ".join(out)


@RULES.check("DF-OW-HAND", "Orchid/Weed cards can never be in a hand: drawn, they go face-up to the Greenhouse and a replacement is drawn; they come into play only as won or composted cards.",
             S_OW, "These powerful cards cannot be held in a player's hand.", on={"position", "weed", "plant"})
def _(p, a):
    if a is None:
        bad = [pl for pl, h in zip(p.players, p.hands) if any(c.ow for c in h)]
        return bad and "in the hand of " + ", ".join(bad)
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
    if isinstance(a, Query) or not a.player:
        return None
    who = p.actor()
    return norm(a.player) != norm(who) and (f"it is {who}'s move" if who else "the game is over")


@RULES.check("DF-PHASE", "Bids, plantings from hand, passing, bonus bids and switches belong to the Planting Phase; the Harvesting Phase runs harvest, refill, return royals and new round in that order, once each per round; nothing happens once the game is over.",
             S_ROUND, "Each Game Round is played in two phases: the Planting Phase and the Harvesting Phase.",
             on={"bid", "bonus", "pass", "end turn", "switch", "harvest", "refill", "plant", "draw up", "final harvest",
                 "return royals", "new round"})
def _(p, a):
    if p.phase == "over":
        return "the game is over"
    k = _akind(a)
    if k == "plant" and p.pending or k == "draw up" and (p.pending or p.phase != "planting"):
        return None  # DF-WIN-NO-DRAW decides a draw outside the end of a Planting turn
    if p.phase == "final":
        return k != "harvest" and "the decks have run out: only the final harvests remain"
    steps = ("harvest", "refill", "return royals", "new round")  # the Harvesting Phase, in the book's order
    if k in steps or k == "final harvest":
        if p.phase != "harvesting":
            return "it is the Planting Phase"
        if k == "final harvest":
            return "harvest" not in p.done and "harvest first"
        done = {"harvest": "harvest", "refill": "refill", "return royals": "royals"}
        before = steps[steps.index(k) - 1] if k != "harvest" else None
        if before and done[before] not in p.done:
            return f"{before} first"
        if k == "harvest" and "harvest" in p.done:
            return "the Flower Clock was already harvested this round"
        if k != "new round" and done[k] in p.done:
            return f"already done this round: {k}"
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


@RULES.check("DF-EMPTY-SUPPLY", "A player with no Fireflies in the supply cannot bid and must pass (planting: DF-PLANT-FIREFLY); a Royal bid needs the Royal in the supply, a regular bid a regular Firefly.",
             S_TURN, "A player with no Fireflies in their supply pool must pass on their turn.",
             on={"bid", "bonus"})
def _(p, a):
    who = p.actor()
    if who not in p.players:
        return None
    if a.royal:
        return not p.royal_in_supply(who) and f"{who}'s Royal is not in the supply"
    return p.regulars(who) == 0 and f"{who} has no regular Fireflies in the supply"


def _leftmost(slot: Slot) -> Optional[int]:
    for i, sp in enumerate(slot.spaces or ()):
        if not sp.owner:
            return i
    return None


@RULES.check("DF-BID-LEFTMOST", "A bid Firefly goes on the leftmost empty space of a Flower Card in the Flower Clock, never on a space the player picks further right; a place with no card, or a card with no empty space, cannot be bid on.",
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
    first = _leftmost(s)
    if first is None:
        return f"flower {a.flower} has no empty space"
    if a.space and a.space != first + 1:
        if a.space > len(s.spaces):
            return f"flower {a.flower} has {len(s.spaces)} spaces, no space {a.space}"
        return f"the leftmost empty space of flower {a.flower} is space {first + 1}, not space {a.space}"
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


RULES.add("DF-FIREFLY-STAYS", "A Flower planted as the turn's action gets a Firefly from the supply in its centre, and that Firefly stays there for the rest of the game (the notation writes it 'with firefly'; a face-down Flower always has one).",
          S_TURN, "They must also place one of their Firefly counters from their supply in the centre of that Flower Card. That Firefly remains there for the rest of the game.")


RULES.add("DF-PASS", "A player may always choose to Pass instead of bidding or planting; passing ends the turn.",
          S_TURN, "A player can also simply choose to Pass.")


RULES.add("DF-DRAW-UP", "At the end of a Planting turn the player draws from the Potting Shed back up to three cards in hand (none when already holding three or more).",
          S_TURN, "At the end of their turn a player draws replacement card/s from the Potting Shed back up to a maximum of three cards in their hand.")


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
    # the card named, marking included ("red sun 3+" is another card than a won "red sun")
    return not won.matches(a.card) and f"the won Flower is {won.render()}, not {a.card.render()}"


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
    """"orange"/"yellow" when ``a`` (a ``remove weed`` action) may pull the Weed of its bed."""
    if not isinstance(a, Plant) or not a.remove or not a.bed or a.card.colour not in ("orange", "yellow"):
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


@RULES.check("DF-BED-COMPLETE", "A Flower Bed with six Flowers is complete: nothing more, not even a Weed, can be added to it.",
             S_BEDS, "Once there are six Flowers in a Flower Bed, that Flower Bed is complete and cannot be added to.",
             on={"plant", "weed", "position"})
def _(p, a):
    if a is None:
        bad = [f"{pl} bed {n}" for pl, bs in zip(p.players, p.beds) for n, b in enumerate(bs, 1)
               if flowers_in(b) > HOUSE["bed-size"]]
        return bad and f"more than {HOUSE['bed-size']} Flowers in " + ", ".join(bad)
    return flowers_in(_target_bed(p, a)) >= HOUSE["bed-size"] and f"bed {a.bed} is complete"


@RULES.check("DF-BED-COLOUR", "A Flower Bed holds at most one Flower of each colour (an Orchid counts as the colour it is planted as).",
             S_BEDS, "Flower Beds can only contain one Flower of each of the six Flower colours: Red, White, Purple, Yellow, Orange and Blue.",
             on={"plant", "position"})
def _(p, a):
    if a is None:
        bad = [f"{pl} bed {n}" for pl, bs in zip(p.players, p.beds) for n, b in enumerate(bs, 1)
               if len({c.colour for c in b if not c.weed and c.colour != UNKNOWN})
               < sum(1 for c in b if not c.weed and c.colour != UNKNOWN)]  # (a "?" Flower: any colour the bed lacks)
        return bad and "two Flowers of one colour in " + ", ".join(bad)
    colour = a.card.colour
    if colour not in COLOURS:
        return None
    return colour_in(_target_bed(p, a), colour) and f"bed {a.bed} already has a {colour} Flower"


@RULES.check("DF-WEED-BLOCKS", "A Flower Bed with a Weed (always at its right end) takes no further Flowers, nor a second Weed, unless the Weed is removed; its Flowers still score.",
             S_WEED, "a Weed will overrun that bed and no further Flowers can be added to that bed for the remainder of the game – UNLESS the Weed is removed.",
             on={"plant", "weed", "position"})
def _(p, a):
    if a is None:
        bad = [f"{pl} bed {n}" for pl, bs in zip(p.players, p.beds) for n, b in enumerate(bs, 1)
               if sum(c.weed for c in b) > 1 or (has_weed(b) and not b[-1].weed)]
        return bad and "a Weed not alone at the right end of " + ", ".join(bad)
    bed = _target_bed(p, a)
    if not has_weed(bed) or (isinstance(a, Plant) and a.remove):
        return None  # removing the Weed: DF-REMOVE-ORANGE / DF-REMOVE-YELLOW decide
    if isinstance(a, Plant) and a.card.colour in ("orange", "yellow") and not a.orchid:
        return (f"bed {a.bed} is blocked by a Weed (to pull it with this {a.card.colour}, "
                f"ask: remove weed from bed {a.bed} with {a.card.render()})")
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


# ---- the end of the game ------------------------------------------------------------------

S_END = "Ending the Game"


def decks_out(p: DFPosition) -> bool:
    """No cards left to refill the Flower Clock with (an unsaid Potting Shed has plenty)."""
    return p.shed == 0 and not p.greenhouse


@RULES.check("DF-END-DECKS", "Once the last cards have left the Potting Shed and the Greenhouse for the Flower Clock, the round under way is played out; then, instead of refilling, the final harvests begin (ask: final harvest). Our reading: the round played out is the one that starts after the refill that emptied the decks.",
             S_END, "When the last Flower Card has been moved from the Potting Shed and the Greenhouse into the Flower Clock, play continues until all players have taken their turn in that round.",
             on={"refill", "final harvest"})
def _(p, a):
    if _akind(a) == "refill":
        return decks_out(p) and "the decks have run out: the final harvests begin instead (ask: final harvest)"
    return not decks_out(p) and ("cards are left in the Potting Shed or the Greenhouse: refill the Flower Clock"
                                 if p.shed != 0 else "cards are left in the Greenhouse: refill the Flower Clock")


@RULES.check("DF-END-HARVEST", "In the final harvests the Gardener's Apprentice turns the Sundial and harvests again and again until no Flower Card is left on the Flower Clock; only then are the face-down Flowers revealed.",
             S_END, "At that point, the Gardener's Apprentice follows the Harvesting Phase instructions until all the Flower Cards have been removed from the Flower Clock.",
             on={"harvest", "reveal"})
def _(p, a):
    if p.phase != "final":
        return None
    left = [n for n, s in enumerate(p.clock, 1) if s.card is not None]
    if _akind(a) == "harvest":
        return not left and "no Flower Card is left on the Flower Clock: reveal the face-down Flowers"
    return left and "Flower Cards are still on the Flower Clock: " + ", ".join(f"flower {n}" for n in left)


@RULES.check("DF-END-REVEAL", "At the very end, once the Flower Clock is empty, every face-down Flower is turned face-up and its Special Ability may be triggered; then the scores are counted.",
             S_END, "If any players had planted a Flower Card face-down in their Flower Bed using a Firefly during the game, this should now be turned face-up and the Special Ability of the Flower can be triggered.",
             on={"reveal"})
def _(p, _a):
    if p.phase == "over":
        return "the face-down Flowers were already revealed: the game is over"
    return p.phase != "final" and "face-down Flowers are revealed only at the end of the game, after the final harvests"


RULES.add("DF-END-SCORE", "After the reveal the players count up their scores.", S_END,
          "Players then count up their scores.")


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
             on={"plant", "weed"})
def _(p, a):
    pd = _ctx(p)
    orchid = isinstance(a, Plant) and a.orchid
    return orchid and pd is not None and pd.kind == "weed" and "the removed Weed cannot become an Orchid"


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


@RULES.check("DF-REMOVE-ORANGE", "An Orange planted face-up with its ability (from hand as the turn's action, won, or a second won Flower) can pull the Weed from the player's own bed that has no Orange, taking the Weed's place; that is its ability. Only an Orange, or a Yellow copying the bed's Orange, removes a Weed.",
             S_REMOVE, "they can remove the Weed from the Flower Bed and replace it with the Orange Flower.",
             on={"remove weed"})
def _(p, a):
    bed = _target_bed(p, a)
    if a.bed and not has_weed(bed) and a.bed <= len(p.player_beds(p.actor())):
        return f"bed {a.bed} has no Weed"
    if a.card.colour not in ("orange", "yellow"):
        return f"a {a.card.colour} Flower cannot remove a Weed: only an Orange, or a Yellow copying the bed's Orange"
    if not _ability_usable(p, a):
        return f"this {a.card.colour} does not get to use its ability here"
    if a.card.colour == "orange" and colour_in(bed, "orange"):
        return f"bed {a.bed} already has an Orange Flower"
    return None


@RULES.check("DF-REMOVE-YELLOW", "A Yellow planted face-up with its ability can pull the Weed from the player's own bed that has a face-up Orange and no Yellow, copying that Orange, and takes the Weed's place.",
             S_REMOVE, "they can use its Special Ability to copy the Orange Flower's ability and remove the Weed, replacing it with the Yellow Flower.",
             on={"remove weed"})
def _(p, a):
    if a.card.colour != "yellow" or not has_weed(_target_bed(p, a)):
        return None
    bed = _target_bed(p, a)
    if colour_in(bed, "yellow"):
        return f"bed {a.bed} already has a Yellow Flower"
    if not any(c.colour == "orange" and not c.down and not c.orchid and not c.weed for c in bed):
        return f"bed {a.bed} has no face-up Orange for the Yellow to copy"
    return None


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
    "DF-FIREFLY-STAYS": "an effect of planting as the turn's action (and a count DF-SUPPLY checks)",
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
    "DF-END-SCORE": "an effect of the reveal: the game is over",
    "DF-TIE-FULL": "scoring (ask: winner)",
    "DF-TIE-ORCHID": "scoring (ask: winner)",
}
