"""The Blue Sun rules as the book states them: each rule quotes one Spanish line of
rulebooks/blue-sun.md, and checked rules say what forbids an action or a position."""
from __future__ import annotations

from typing import Optional

from ...core import RuleList
from .model import Act, BlueSunPosition, Player
from .house import HOUSE
from .names import ACTIVE_LIMIT, BOOK, DECK_NAME, GOODS, HAND_BASE, HARROW_PRICE, NAV_SWAP, REGION_NAME


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
             S_REGIONS, "El Verso se divide en tres regiones.", on={"position"},
          statement_es="El Verso se divide en tres regiones —el Borde Exterior (líneas rojas), el Espacio de la "
                       "Alianza (azules) y el Espacio Fronterizo (naranjas)— y cada sector pertenece exactamente "
                       "a una de ellas.")
def _regions(pos, act):
    bad = [s.name for s in pos.sectors if len(s.regions) != 1]
    if bad:
        return "a sector needs exactly one region: " + ", ".join(bad)
    return None


@RULES.check("BS-ADJACENT",
             "A ship moves (full burn, mosey or evade) one sector at a time, from its sector into "
             "a neighbouring (adjacent) sector.",
             S_DESPERATE, "Ella usa una acción de volar para ir a un sector adyacente al Bazar Espacial",
             on={"move"},
          statement_es="Una nave se mueve (a todo trapo, deambulando o evadiendo) de sector en sector, desde el "
                       "suyo a un sector adyacente.")
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
             on={"move", "scan"},
          statement_es="Nunca puedes moverte diagonalmente entre sectores: los sectores que solo se tocan por "
                       "una esquina no son adyacentes (este modelo tampoco los trata como adyacentes para el "
                       "Escáner de largo alcance).")
def _diagonal(pos, act):
    p = pos.player(act.player)
    here = _ship_at(pos, p)
    if here and pos.link(here, act.sector) is True:
        return f"{pos.sname(here)} and {pos.sname(act.sector)} are diagonal neighbours"
    return None


@RULES.check("BS-REAVER-SPACE",
             "Reaver Space (Espacio Reaver) is exactly the 3 sectors around Burnham; no other sector "
             "counts as Reaver Space.",
             S_RSPACE, "Solo estos 3 sectores son considerados \"Espacio Reaver\".", on={"position"},
          statement_es="El Espacio Reaver son exactamente los 3 sectores alrededor de Burnham; ningún otro "
                       "sector cuenta como Espacio Reaver.")
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
             "sectores que representan a los asteroides.", on={"position", "start job"},
          statement_es="El Cinturón de Uroboros son 4 sectores de asteroides; un trabajo con la recogida en el "
                       "Cinturón puede empezarse en cualquiera de los 4 (un trabajo con un sector de recogida "
                       "con nombre empieza allí).")
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


@RULES.check("BS-PLANETARY",
             "A planetary sector (sector planetario) is any sector with a named planet; the Space "
             "Bazaar (Bazar Espacial) and Cortex Relay 7 count as planets, and Uroboros sectors are "
             "not planetary unless they hold a named planet.",
             S_SETUP_CARDS, "Un Sector Planetario es cualquier sector que contiene un planeta con nombre.",
             on={"planetary"},
          statement_es="Un sector planetario es cualquier sector que contiene un planeta con nombre; el Bazar "
                       "Espacial y Cortex Relay 7 cuentan como planetas, y los sectores de Uroboros no son "
                       "planetarios a menos que contengan un planeta con nombre.")
def _planetary(pos, act):
    """``planetary SECTOR`` asks whether it counts as a planetary sector: yes (legal) or no."""
    s = pos.sector(act.sector)
    if s is None or s.planetary or s.uroboros:   # (a Uroboros sector: BS-UROBOROS-NOT-PLANETARY says why)
        return None
    return f"{s.name} holds no named planet: it is not a planetary sector"


RULES.add("BS-PLANETARY-PLACES",
          "The Space Bazaar and Cortex Relay 7 count as planets.",
          S_SETUP_CARDS, "El espacio Bazaar y Cortex Relay 7 cuentan como planetas.",
          statement_es="El Bazar Espacial y Cortex Relay 7 cuentan como planetas.")


@RULES.check("BS-UROBOROS-NOT-PLANETARY",
             "Uroboros sectors are not planetary sectors unless they contain a named planet.",
             S_UROBOROS, "Nota: Los sectores de Uroboros no son considerados sectores planetarios a menos "
             "que contengan un planeta con nombre.", on={"planetary"},
          statement_es="Los sectores de Uroboros no son sectores planetarios a menos que contengan un planeta "
                       "con nombre.")
def _uroboros_not_planetary(pos, act):
    s = pos.sector(act.sector)
    if s is None or s.planetary or not s.uroboros:
        return None
    return f"{s.name} is a Uroboros sector with no named planet: it is not a planetary sector"


# ---- Reaver ships ---------------------------------------------------------------
@RULES.check("BS-THREE-REAVERS",
             "With Blue Sun there are 3 Reaver ships (naves Reaver) in all; only a Reaver ship that "
             "is on the map can be moved.",
             S_NEW_REAVERS, "tendrás un total de 3 naves Reavers aterrorizando el Espacio Fronterizo y el Borde.",
             on={"position", "reaver-move", "place"},
          statement_es="Con Sol Azul hay 3 naves Reaver en total; solo se puede mover una nave Reaver que esté "
                       "en el mapa.")
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
             S_NEW_REAVERS, "Solo una nave Reaver puede estar en un Sector.", on={"position", "place"},
          statement_es="Solo una nave Reaver puede estar en un sector.")
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
             on={"reaver-move"},
          statement_es="No se puede mover una nave Reaver a un sector ocupado por otra nave Reaver.")
def _no_stack(pos, act):
    if act.sector in pos.reavers:
        return f"another Reaver ship is already in {pos.sname(act.sector)}"
    return None


@RULES.check("BS-REAVER-SETUP",
             "At setup, one Reaver ship is placed in each of the three Reaver Space sectors, "
             "blockading Miranda; Reaver ships are placed only then, and only in Reaver Space.",
             S_RSETUP, "coloca una nave Reaver en cada uno de los tres sectores del Espacio Reaver",
             on={"place"},
          statement_es="Al configurar el juego se coloca una nave Reaver en cada uno de los tres sectores del "
                       "Espacio Reaver, bloqueando Miranda; las naves Reaver solo se colocan entonces, y solo en "
                       "el Espacio Reaver.")
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
          "nunca se elimina.",
          statement_es="Cada sector del Espacio Reaver lleva impresa una Alerta Reaver permanente que nunca se "
                       "elimina; este modelo la cuenta como un marcador de alerta al resolver una alerta allí.")
RULES.add("BS-MOSEY-REAVER",
          "You may mosey (deambular) into a sector that holds a Reaver ship (Reaver contact is then "
          "resolved as normal).",
          S_DESPERATE, "puedes deambular en un Sector que contiene una nave reaver.",
          statement_es="Puedes deambular a un sector que contiene una nave Reaver (y luego se resuelve el "
                       "contacto Reaver con normalidad).")


@RULES.check("BS-NO-BURN-INTO-REAVER",
             "You may not full burn (volar a todo trapo) or evade (evadir) into a sector occupied by a "
             "Reaver ship.",
             S_DESPERATE, "Nota: no puedes volar a todo trapo ni evadir en un sector Reaver ocupado.",
             on={"full burn", "evade"},
          statement_es="No puedes volar a todo trapo ni evadir a un sector ocupado por una nave Reaver.")
def _no_burn(pos, act):
    if act.sector in pos.reavers:
        return f"a Reaver ship is in {pos.sname(act.sector)}"
    return None


RULES.add("BS-REAVER-TRAIL",
          "Whenever a Reaver ship moves from one sector to another, a Reaver alert token (marcador "
          "de alerta) is placed in the sector it just left; a sector may hold several.",
          S_TRAIL, "Cada vez que una nave Reaver se mueve de un sector a otro, coloca un Marcador de "
          "Alerta de Reaver en el sector que acaba de desocupar.", on={"reaver-move"},
          statement_es="Cada vez que una nave Reaver se mueve de un sector a otro, se coloca un marcador de "
                       "Alerta Reaver en el sector que acaba de desocupar; un sector puede tener varios.")
RULES.add("BS-TRAIL-REAVER-SPACE",
          "Reaver alert tokens are added to Reaver Space sectors as normal: a Reaver ship leaving "
          "Reaver Space (also the first time) leaves a token besides the printed alert.",
          S_TRAIL, "Cuando las naves abandonan el espacio Reaver por primera vez, dejan atrás una ficha, "
          "además de la impresa.",
          statement_es="Los marcadores de Alerta Reaver se añaden a los sectores del Espacio Reaver de forma "
                       "normal: una nave Reaver que lo abandona (también la primera vez) deja una ficha además "
                       "de la impresa.")
RULES.add("BS-CRUISER-TRAIL",
          "The Alliance Cruiser (Crucero de la Alianza) also leaves an Alliance alert token in the "
          "sector it leaves, unless a Story or Setup card says otherwise (cruiser trail: no).",
          S_ALLIANCE, "El Crucero de la Alianza también dejará rastro de marcadores de Alerta de Alianza "
          "(reverso) a no ser que se especifique lo contrario en una carta de historia o configuración.",
          on={"cruiser-move"},
          statement_es="El Crucero de la Alianza también deja un marcador de Alerta de Alianza en el sector que "
                       "abandona, a no ser que una carta de historia o de configuración diga lo contrario "
                       "(cruiser trail: no).")


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
             on={"move", "draw nav", "scan", "resolve alert"},
          statement_es="Si te mueves a un sector con marcadores de alerta durante tu acción de volar, debes "
                       "resolver la alerta antes de robar una nueva carta de navegación; en este modelo, también "
                       "antes de seguir volando o de usar el escáner, hasta que llegue la nave que haya atraído.")
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
             "acción de volar", on={"resolve alert"},
          statement_es="Las alertas se resuelven cuando tu nave entra durante una acción de volar en un sector "
                       "con marcadores de alerta; sin una alerta así pendiente no hay nada que resolver.")
def _on_entry(pos, act):
    p = pos.player(act.player)
    if p.pending not in ("alert", "company"):
        return f"{p.name} has no alert to resolve"
    if _ship_at(pos, p) is None:
        return f"{p.name}'s ship is not on the map"
    return None


RULES.add("BS-MOSEY-ALERT",
          "If you mosey into a sector you must resolve its alert markers too.",
          S_RESOLVE, "Si deambulas en un sector, debes resolver los marcadores de alerta.",
          statement_es="Si deambulas a un sector, también debes resolver sus marcadores de alerta.")
@RULES.check("BS-ALERT-ROLL",
             "To resolve an alert roll a die: if the roll is equal to or lower than the number of "
             "markers in the sector, you have company.",
             S_RESOLVE, "Si la tirada de dados es igual o menor que el número de Marcadores en el sector, "
             "¡tienes compañía!", on={"resolve alert", "scan", "alert brings ship"},
          statement_es="Para resolver una alerta se tira un dado: si la tirada es igual o menor que el número de "
                       "marcadores del sector, ¡tienes compañía!")
def _alert_roll(pos, act):
    """Rolling is always allowed; the state question ``alert brings ship roll N`` asks whether
    the roll brings company to the player's sector: not when it is higher than its markers."""
    if act.verb != "alert brings ship":
        return None
    p = pos.player(act.player)
    s = pos.sector(p.at) if p is not None and p.at else None
    if s is None:
        return None   # (the notation refuses the question: no sector to count)
    if act.roll > s.alerts:
        return (f"a roll of {act.roll} is higher than the {s.alerts} alert marker(s) in {s.name}: no ship "
                "comes, the alert tokens are removed instead")
    return None


@RULES.check("BS-ALERT-CHOOSER",
             "When you have company, the player to your right (the player listed before you) chooses "
             "and moves a Reaver ship or the Alliance Cruiser — whichever the markers call (with "
             "markers of both kinds, either) — into your current sector; nothing else moves first.",
             S_RESOLVE, "El jugador a tu derecha elige y mueve una nave Reaver o Crucero de la Alianza a tu "
             "sector actual", on={"reaver-move", "cruiser-move"},
          statement_es="Cuando tienes compañía, el jugador a tu derecha (el anterior a ti en la lista) elige y "
                       "mueve a tu sector actual una nave Reaver o el Crucero de la Alianza, según el marcador "
                       "encontrado (con marcadores de ambos tipos, cualquiera de los dos); nada más se mueve "
                       "antes.")
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
          S_RESOLVE, "Otro resultado en la tirada de dados eliminará todas las fichas del sector.",
          statement_es="Otro resultado en la tirada elimina todas las fichas de alerta del sector (la alerta "
                       "impresa del Espacio Reaver se queda).")


@RULES.check("BS-ALERT-NOT-TEST",
             "Resolving alert markers is not a test: modifier cards have no effect on the roll.",
             S_RESOLVE, "Las cartas de modificación no tienen efecto durante la resolución de alertas.",
             on={"resolve alert", "scan"},
          statement_es="Resolver marcadores de alerta no es una prueba: las cartas de modificación no tienen "
                       "efecto en la tirada.")
def _not_test(pos, act):
    return "no modifier may be added to an alert roll" if act.modifier else None


@RULES.check("BS-OUTLAW-CRUISER",
             "If you are an Outlaw ship (nave fuera de la ley) and an Alliance alert pulls the Cruiser "
             "to your location, your fly action ends at once: draw no more Nav cards (and make no "
             "further move or scan in that fly action).",
             S_RESOLVE, "Si eres una nave fuera de la ley y una Alerta de Alianza atrae al Crucero a tu "
             "ubicación, tu acción de volar termina inmediatamente.",
             on={"move", "draw nav", "scan"},
          statement_es="Si eres una nave fuera de la ley y una Alerta de Alianza atrae al Crucero a tu "
                       "ubicación, tu acción de volar termina inmediatamente: no robes más cartas de navegación "
                       "(ni te muevas ni escanees más en esa acción de volar).")
def _outlaw(pos, act):
    p = pos.player(act.player)
    if p.fly == "fly ended" or (p.pulled and p.outlaw and p.fly in ("full burn", "mosey") and p.at
                                and pos.cruiser == p.at):
        return f"{p.name}'s fly action has ended: the Alliance Cruiser was pulled to an outlaw ship"
    return None


@RULES.check("BS-SCANNER",
             "The Long-Range Scanner (Escáner de largo alcance) lets its owner resolve the alert "
             "markers of an adjacent sector at any time during a fly action, as often as wanted, "
             "without interrupting it; on a roll equal to or lower than their number the "
             "Alliance/Reaver ship moves to that sector.",
             S_RESOLVE, "te permite resolver marcadores de alerta en sectores adyacentes.", on={"scan"},
          statement_es="El Escáner de largo alcance permite a su dueño resolver los marcadores de alerta de un "
                       "sector adyacente en cualquier momento de una acción de volar, tantas veces como quiera, "
                       "sin interrumpirla; si la tirada es igual o menor que su número, la nave de la Alianza o "
                       "Reaver se mueve a ese sector.")
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


RULES.add("BS-SCANNER-NO-INTERRUPT",
          "The scanner may be used at any time during your fly action, and using it does not interrupt the fly "
          "action.",
          S_RESOLVE, "Puedes hacer esto en cualquier momento durante tu acción de vuelo. Esto no interrumpe tu "
          "acción de volar.", on={"scan"},
          statement_es="El escáner se puede usar en cualquier momento de tu acción de volar, y usarlo no la "
                       "interrumpe.")
RULES.add("BS-SCANNER-REPEAT",
          "The scanner may be used several times during the same fly action.",
          S_RESOLVE, "Puedes hacer esto varias veces durante tu acción de vuelo.", on={"scan"},
          statement_es="El escáner puede usarse varias veces durante la misma acción de volar.")
RULES.add("BS-REAVER-CUTTER",
          "If an alert has brought a Reaver ship to your sector and you then draw the \"Reaver "
          "Cutter\" Nav card (Crucero Reaver), no other ship moves to you: resolve contact with the "
          "ship there at once (whenever the card would put a Reaver ship where another already is).",
          S_RESOLVE, "no se mueve otra nave a tu ubicación.",
          statement_es="Si una alerta ha traído una nave Reaver a tu sector y luego robas la carta de navegación "
                       "«Crucero Reaver», no se mueve otra nave a tu ubicación: resuelves el contacto con esa "
                       "nave inmediatamente (siempre que la carta pondría una nave Reaver donde ya hay otra).")


# ---- Nav decks ---------------------------------------------------------------------
@RULES.check("BS-NAV-DECK",
             "Nav cards are drawn while full burning (volar a todo trapo), from the deck of the "
             "region you are in: the Rim has its own Nav deck (mazo de navegación del Borde).",
             S_RIM_DECK, "Cuando vuelas a todo trapo a través del Borde, roba cartas de navegación de este mazo.",
             on={"draw nav"},
          statement_es="Las cartas de navegación se roban al volar a todo trapo, del mazo de la región en la que "
                       "estás: el Borde Exterior tiene su propio mazo de navegación.")
def _nav_deck(pos, act):
    p = pos.player(act.player)
    why = []
    if p.fly != "full burn" and p.fly != "fly ended":
        why.append(f"{p.name} is not full burning")
    s = pos.sector(p.at) if p.at else None
    if act.deck and s is not None and s.region in REGION_NAME and act.deck != s.region:
        why.append(f"{s.name} is in {REGION_NAME[s.region]}: draw from the {DECK_NAME[s.region]}")
    return "; ".join(why) or None


@RULES.check("BS-BORDER-NAV-SWAP",
             "To update the Border Nav deck remove 1 Reaver Patrol (Patrullera Reaver), 1 Reaver Bait "
             "(Señuelo para Reavers) and 8 Reaver Cutters (Reavers de caza); the 10 new cards replace "
             "them completely.",
             S_REGIONS, "Las 10 nuevas cartas reemplazan completamente las cartas antiguas", on={"update border nav"},
          statement_es="Para actualizar el mazo de navegación fronterizo se quitan 1 Patrullera Reaver, 1 "
                       "Señuelo para Reavers y 8 Reavers de caza; las 10 cartas nuevas las reemplazan "
                       "completamente.")
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
             on={"discard shuffle card"},
          statement_es="Si un efecto coloca una carta de «Barajar mazo» en la pila de descartes sin resolverla, "
                       "se baraja el resto del mazo sin incluir la carta descartada.")
def _shuffle(pos, act):
    return "the discarded Shuffle card is not shuffled back in" if act.with_it else None


RULES.add("BS-SHUFFLE-KEEP",
          "Shuffle cards stay in the Misbehave and Nav decks (except in some setups).",
          S_SHUFFLE, "Las cartas de \"Barajar mazo\" en los mazos Portarse mal y navegación no deben "
          "excluirse de los mazos (excepto en algunas configuraciones).",
          statement_es="Las cartas de «Barajar mazo» se quedan en los mazos de Portarse mal y de navegación "
                       "(excepto en algunas configuraciones).")


# ---- havens ------------------------------------------------------------------------
def _haven_sector_problems(pos: BlueSunPosition, key: str) -> tuple[list[str], list[str]]:
    """(planet problems, supply/contact problems) for a haven in ``key``."""
    s = pos.sector(key)
    if s is None:
        return [], []
    planet = [] if s.planetary else [f"{s.name} has no planet"]
    kind = [f"{s.name} is a {w} planet" for w, f in (("supply", s.supply), ("contact", s.contact)) if f]
    return planet, kind


S_HAVENS = "Paraísos"


@RULES.check("BS-HAVENS-STORY",
             "Havens are used only when the Story card in play makes players choose them during setup "
             "(havens: yes); without it there are no haven tokens to place.",
             S_HAVENS, "Algunas cartas de historia harán que tengas que elegir paraísos durante la preparación.",
             on={"position", "haven"},
          statement_es="Los paraísos solo se usan cuando la carta de historia en juego hace elegirlos durante la "
                       "preparación (havens: yes); sin ella no hay fichas de paraíso que colocar.")
def _havens_story(pos, act):
    if pos.havens != "no":
        return None
    if act is None:
        bad = [p.name for p in pos.players if p.haven]
        return ("havens are not in use, yet " + ", ".join(bad) + " ha" + ("s" if len(bad) == 1 else "ve")
                + " a haven") if bad else None
    return "the Story card in play does not use havens (havens: no)"


@RULES.check("BS-HAVEN-SETUP",
             "Havens (paraísos / refugios) are chosen during setup, after choosing captains: players "
             "place their haven tokens instead of their ships, one each.",
             S_HAVEN, "Durante la configuración, después de elegir capitán, los jugadores colocan sus "
             "fichas de Haven en lugar de colocar sus naves.", on={"haven"},
          statement_es="Los paraísos se eligen durante la configuración, después de elegir capitán: los "
                       "jugadores colocan sus fichas de paraíso en lugar de sus naves, una cada uno.")
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
             on={"position", "haven"},
          statement_es="Una ficha de paraíso debe colocarse en un sector que contenga un planeta.")
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
             on={"position", "haven"},
          statement_es="Un paraíso no puede colocarse en un planeta de suministro ni en uno de contacto.")
def _haven_kind(pos, act):
    return _haven_sector_check(pos, act, 1)


@RULES.check("BS-HAVEN-UNIQUE",
             "A player may not place a haven in a sector that is already another player's haven.",
             S_HAVEN, "Los jugadores no pueden colocar su ficha de paraíso en un sector que ya es el "
             "paraíso de otro jugador.", on={"position", "haven"},
          statement_es="Un jugador no puede colocar su paraíso en un sector que ya es el paraíso de otro "
                       "jugador.")
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
          "en su refugio.", on={"haven"},
          statement_es="A no ser que se indique lo contrario, las naves de los jugadores comienzan la partida en "
                       "su paraíso.")


# ---- trading -----------------------------------------------------------------------
@RULES.check("BS-TRADE-SAME-SECTOR",
             "To trade goods, crew, gear or ship upgrades both captains must be in the same sector.",
             S_SETUP_CARDS, "Nota: Para intercambiar bienes, tripulación, equipo o actualizaciones de nave, "
             "ambos capitanes deben encontrarse en el mismo sector, como es natural.", on={"give-goods"},
          statement_es="Para intercambiar bienes, tripulación, equipo o actualizaciones de nave, ambos capitanes "
                       "deben encontrarse en el mismo sector.")
def _same_sector(pos, act):
    a, b = pos.player(act.player), pos.player(act.to)
    if not a.at or not b.at or a.at != b.at:
        return f"{a.name} and {b.name} are not in the same sector"
    return None


@RULES.check("BS-GOODS",
             "Goods (bienes) are cargo (carga), contraband (contrabando), fuel (combustible) and parts "
             "(repuestos); a captain can hand over only what the ship carries.",
             S_GOODS, "Los bienes son carga, contrabando, combustible y repuestos.", on={"give-goods"},
          statement_es="Los bienes son carga, contrabando, combustible y repuestos; un capitán solo puede "
                       "entregar lo que lleva su nave.")
def _goods(pos, act):
    why = []
    for giver, _to, item, n in _sides(act):
        p = pos.player(giver)
        if item != "credits" and n > p.has(item):
            why.append(f"{p.name} has {p.has(item)} {item}, not {n}")
    return "; ".join(why) or None


@RULES.check("BS-CREDITS-ANYWHERE",
             "Through the Meridian credit exchange, credits may be given to another player at any "
             "time, even when you are not in the same sector (only credits you have).",
             S_SETUP_CARDS, "se pueden dar créditos a otro jugador en cualquier momento, incluso si no "
             "estás en el mismo Sector.", on={"give-credits"},
          statement_es="Gracias al sistema de intercambio de Meridian se pueden dar créditos a otro jugador en "
                       "cualquier momento, aunque no estéis en el mismo sector (solo los créditos que tienes).")
def _credits(pos, act):
    why = []
    for giver, _to, item, n in _sides(act):
        p = pos.player(giver)
        if item != "credits":
            continue
        if p.credits is None:
            why.append(f"{p.name}'s balance is not known")
        elif n > p.credits:
            why.append(f"{p.name} has ${p.credits}, not ${n}")
    return "; ".join(why) or None


def _sides(act: Act) -> list[tuple[str, str, str, int]]:
    """(giver, receiver, what, how many) for a give, and for both sides of a deal."""
    out = [(act.player, act.to, act.item, act.count)]
    if act.back_item:
        out.append((act.to, act.player, act.back_item, act.back_count))
    return out


@RULES.check("BS-GOODS-CHOICE",
             "When a card lets you load an amount of goods you choose which kind of goods to load: "
             "cargo, contraband, fuel or parts, and nothing else (crew, gear and upgrades are not goods).",
             S_GOODS, "En este caso, puedes elegir qué tipo de bienes te gustaría cargar en tu nave.",
             on={"load"},
             statement_es="Cuando una carta te permite cargar una cantidad de bienes, eliges qué tipo de bienes "
                          "cargar: carga, contrabando, combustible o repuestos, y nada más (la tripulación, el "
                          "equipo y las actualizaciones no son bienes).")
def _goods_choice(pos, act):
    if act.item not in GOODS:
        return f"{act.item} is not goods: goods are cargo, contraband, fuel and parts"
    return None


# ---- Lord Harrow ---------------------------------------------------------------------
@RULES.check("BS-HARROW-BUY",
             "Once you have Lord Harrow's trust (confianza) you may buy cargo (cargamento) from him "
             "for $300 each, as many as you like (and can pay for) when you deal with him.",
             S_HARROW, "cuando ganas la confianza de Lord Harrow, puedes comprar cargamentos por $ 300.",
             on={"buy"},
          statement_es="Cuando tienes la confianza de Lord Harrow puedes comprarle cargamentos por $300 cada "
                       "uno, tantos como quieras (y puedas pagar) al tratar con él.")
def _harrow_buy(pos, act):
    p = pos.player(act.player)
    why = []
    if not p.trusts("lord harrow"):
        why.append(f"{p.name} does not have Lord Harrow's trust")
    if act.item != "cargo":
        why.append(f"Lord Harrow sells cargo, not {act.item}")
    if HARROW_PRICE * act.count > p.credits:
        why.append(f"{act.count} cargo cost ${HARROW_PRICE * act.count}; {p.name} has ${p.credits}")
    return "; ".join(why) or None


RULES.add("BS-HARROW-ANY-AMOUNT",
          "When you use an action to deal with Lord Harrow you may buy as much cargo as you like, "
          "besides dealing for jobs.",
          S_HARROW, "puedes comprar la cantidad de carga que quieras, además de hacer tratos con él.",
          on={"buy"},
          statement_es="Cuando usas una acción para tratar con Lord Harrow puedes comprar la cantidad de carga "
                       "que quieras, además de hacer tratos con él.")
RULES.add("BS-HARROW-BONUS",
          "While Lord Harrow trusts you, you earn $500 more each time you complete a smuggling "
          "(contrabando) or shipping (envío) job for him.",
          S_HARROW, "Cuando Lord Harrow confíe en ti, ganarás $ 500 adicionales cada vez que completes un "
          "trabajo de contrabando o envío con él.", on={"payout"},
          statement_es="Mientras Lord Harrow confíe en ti, ganas $500 adicionales cada vez que completas para él "
                       "un trabajo de contrabando o de envío.")


# ---- Mr. Universe and Big Damn Challenges --------------------------------------------
@RULES.check("BS-CHALLENGE-HAND",
             "Big Damn Challenge cards (Grandes Desafíos Malditos), got by working for Mr. Universe "
             "(Sr. Universo) like any contact, go to your hand, count like job cards, and you may hold "
             "at most three of them.",
             S_BDC, "Las cartas de desafío van a tu mano y cuentan como cualquier trabajo, con un máximo "
             "de tres en mano.", on={"position", "take", "hold"},
          statement_es="Las cartas de Grandes Desafíos Malditos, que se obtienen trabajando para el Sr. Universo "
                       "como con cualquier contacto, van a tu mano, cuentan como cartas de trabajo y puedes "
                       "tener como máximo tres en mano.")
def _challenge_hand(pos, act):
    if act is None:
        bad = [p.name for p in pos.players
               if sum(c.kind == "challenge" for c in pos.hand(p.key)) > HOUSE["challenge-hand"]]
        return "more than three challenge cards in hand: " + ", ".join(bad) if bad else None
    if act.verb == "hold":
        if act.item == "challenges" and act.count > HOUSE["challenge-hand"]:
            return f"at most {HOUSE['challenge-hand']} challenge cards in hand, not {act.count}"
        return None
    n = sum(c.kind == "challenge" for c in pos.hand(act.player))
    return f"{pos.player(act.player).name} already holds {n} challenge cards" if n >= HOUSE["challenge-hand"] else None


@RULES.check("BS-HAND-LIMIT",
             "Your hand of deal cards holds at most 3 cards (base hand size), 5 while Mr. Universe "
             "trusts you.",
             S_TRUST, "Con un tamaño de mano base de 3, esto significa que puedes tener hasta 5 cartas de "
             "trato durante la partida.", on={"position", "take", "hold"},
          statement_es="Tu mano de cartas de trato tiene como máximo 3 cartas (el tamaño de mano base), 5 "
                       "mientras tengas la confianza del Sr. Universo.")
def _hand_limit(pos, act):
    if act is None:
        bad = [f"{p.name} holds {len(pos.hand(p.key))} cards (limit {pos.hand_limit(p)})"
               for p in pos.players if len(pos.hand(p.key)) > pos.hand_limit(p)]
        return "; ".join(bad) or None
    p = pos.player(act.player)
    if act.verb == "hold":
        if act.count > pos.hand_limit(p):
            trust = "with" if p.trusts("mr universe") else "without"
            return f"{p.name}'s hand holds at most {pos.hand_limit(p)} cards ({trust} Mr. Universe's trust)"
        return None
    if len(pos.hand(p.key)) + 1 > pos.hand_limit(p):
        return f"{p.name}'s hand is full ({pos.hand_limit(p)} cards)"
    return None


@RULES.check("BS-CHALLENGE-ATTACH",
             "A challenge is attached by placing it, from your hand, under the job you are about to "
             "work; challenges are never worked on their own.",
             S_STEP_UP, "Para adjuntar un desafío a un trabajo, colócalo debajo del trabajo que vayas a realizar.",
             on={"attach"},
          statement_es="Un desafío se adjunta colocándolo, desde tu mano, debajo del trabajo que vayas a "
                       "realizar; los desafíos nunca se trabajan por su cuenta.")
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
             on={"position", "attach"},
          statement_es="No puedes adjuntar desafíos a trabajos de piratería ni de recompensa.")
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
             S_STEP_UP, "No puedes adjuntar desafíos para trabajos que ya están activos.", on={"attach"},
          statement_es="No puedes adjuntar desafíos a trabajos que ya están activos.")
def _not_active(pos, act):
    j = pos.card(act.player, act.card)
    if j is not None and j.active:
        return f"{j.name} is already active"
    return None


@RULES.check("BS-CHALLENGE-MATCH",
             "Challenges are marked Legal or Illegal: a legal challenge attaches only to a legal job, "
             "an illegal challenge only to an illegal job.",
             S_STEP_UP, "Legal, solo pueden adjuntarse a trabajos legales y desafío ilegal, solo pueden "
             "adjuntarse a trabajos ilegales.", on={"position", "attach"},
          statement_es="Los desafíos están marcados como Legal o Ilegal: un desafío legal solo se adjunta a un "
                       "trabajo legal, y uno ilegal solo a un trabajo ilegal.")
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
             on={"position", "start job", "active jobs"},
          statement_es="Un desafío adjunto no cuenta para tu límite de trabajos activos: puedes tener tres "
                       "trabajos activos, cada uno con un desafío adjunto, pero no un cuarto trabajo activo.")
def _active_limit(pos, act):
    if act is None:
        bad = [f"{p.name} has {len(pos.active_jobs(p.key))} active jobs" for p in pos.players
               if len(pos.active_jobs(p.key)) > HOUSE["active-jobs"]]
        return "; ".join(bad) or None
    if act.verb == "active jobs":
        return f"at most {HOUSE['active-jobs']} active jobs, not {act.count}" if act.count > HOUSE["active-jobs"] else None
    j = pos.card(act.player, act.card)
    if j is None or j.kind != "job":
        return f"{act.name(act.card)} is not a job card"
    if j.active and act.verb == "start job":
        return f"{j.name} is already active"
    if len(pos.active_jobs(act.player)) >= HOUSE["active-jobs"] and not j.active:
        return f"{pos.player(act.player).name} already has {HOUSE['active-jobs']} active jobs"
    return None


RULES.add("BS-CHALLENGE-NOT-COUNTED",
          "Once attached, a challenge card does not count toward your active job limit.",
          S_STEP_UP, "Nota: Una vez que hayas adjuntado una carta de desafío, la carta de desafío no cuenta "
          "para tu límite de trabajos activos.", on={"attach"},
          statement_es="Una vez adjuntada, una carta de desafío no cuenta para tu límite de trabajos activos.")


@RULES.check("BS-ALL-OR-NOTHING",
             "To complete a job with a challenge attached you must meet the job's normal requirements "
             "and every requirement the challenge adds: otherwise it is not completed and pays nothing "
             "(all or nothing).",
             S_COMPLETE, "debes cumplir los requisitos normales del trabajo, junto con todos los requisitos "
             "añadidos por el reto.", on={"complete"},
          statement_es="Para completar un trabajo con un desafío adjunto debes cumplir los requisitos normales "
                       "del trabajo y todos los que añade el desafío: si no, no se completa y no paga nada (todo "
                       "o nada).")
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
          "trabajo adjunto, y se cumplan los requisitos del reto.", on={"payout", "complete"},
          statement_es="La recompensa adicional de cada desafío se añade a la paga del trabajo adjunto, y solo "
                       "se gana al completar el trabajo cumpliendo los requisitos del desafío.")
RULES.add("BS-ALL-OR-NOTHING-EXAMPLE",
          "Failing any requirement of a challenged job earns no credits at all: it is all or nothing.",
          S_REWARDS, "Como consecuencia, no gana ningún crédito: ¡es todo o nada!", on={"payout"},
          statement_es="Fallar cualquier requisito de un trabajo con desafío no da ningún crédito: es todo o "
                       "nada.")
RULES.add("BS-UNIVERSE-TRUST",
          "Completing a job with a challenge attached earns Mr. Universe's trust (the challenge card "
          "goes with your other trusted contacts), which raises your hand size by 2.",
          S_TRUST, "Después de completar un trabajo con un desafío adjunto, tendrás confianza con el Sr. "
          "Universo.",
          statement_es="Completar un trabajo con un desafío adjunto te da la confianza del Sr. Universo (la "
                       "carta de desafío va con tus otros contactos de confianza), y eso aumenta en 2 el tamaño "
                       "de tu mano.")


@RULES.check("BS-WARRANT",
             "If you receive a Warrant (Orden Judicial) while working a job with a challenge attached, "
             "discard the challenge with the job; discarding a challenge this way loses Mr. Universe's "
             "trust.",
             S_LOSE, "si descartas un desafío debido a una Orden Judicial, perderás tu confianza en el Sr. "
             "Universo.", on={"warrant"},
          statement_es="Si recibes una Orden Judicial mientras trabajas en un trabajo con un desafío adjunto, "
                       "descartas el desafío junto con el trabajo; descartar un desafío así te hace perder la "
                       "confianza del Sr. Universo.")
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
    limit = HOUSE["hand-size"] if loses else pos.hand_limit(p)
    return max(0, len(pos.hand(p.key)) - limit)


@RULES.check("BS-WARRANT-DISCARD",
             "Losing Mr. Universe's trust cuts your hand size by 2: at once discard down to three "
             "cards — exactly as many as needed, from your hand.",
             S_LOSE, "deberás descartarte inmediatamente de tantas cartas como para volver a tener tres máximo.",
             on={"warrant"},
          statement_es="Perder la confianza del Sr. Universo reduce en 2 el tamaño de tu mano: descártate "
                       "inmediatamente hasta tener tres cartas como máximo, exactamente las que sobren, de tu "
                       "mano.")
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
    "BS-PLANETARY-PLACES": "a definition used by BS-PLANETARY and the haven rules",
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
