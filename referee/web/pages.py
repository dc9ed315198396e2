"""HTML pages. Each renders the same data its JSON twin returns."""
from __future__ import annotations

from flask import Blueprint, abort, current_app, render_template, request

from .. import answers, house, rules, viewer
from ..rules import PositionError
from ..search import QueryError
from .api import parse_limit
from .i18n import gettext

bp = Blueprint("pages", __name__)


def library():
    return current_app.extensions["referee.library"]


@bp.get("/")
def home():
    return render_template("home.html", games=answers.games(library())["games"])


@bp.get("/search")
def search():
    q = request.args.get("q", "")
    game = request.args.get("game") or None
    if not q.strip() and not game:
        return render_template("search.html", q="", game=None, results=None, error=None)
    try:
        limit = parse_limit(request.args.get("limit"))
        data = answers.search(library(), q, game, limit)
    except QueryError as exc:
        return render_template("search.html", q=q, game=game, results=None, error=str(exc)), 400
    return render_template("search.html", q=q, game=game, results=_with_spanish_statements(data), error=None)


def _with_spanish_statements(data: dict) -> dict:
    """The rules glossed under each passage, with their Spanish statement where the model has one
    (shown by the Spanish interface). Copies: the glosses are shared with the JSON twin's cache."""
    models: dict = {}
    for r in data.get("results", []):
        if not r.get("rules"):
            continue
        if r["game"] not in models:
            model = answers.rules_model(r["game"])
            models[r["game"]] = {x.id: x for x in (model.rules if model else [])}
        known = models[r["game"]]
        r["rules"] = [{**g, "statement_es": known[g["rule"]].statement_es}
                      if g["rule"] in known and known[g["rule"]].statement_es else g for g in r["rules"]]
    return data


@bp.get("/rulebooks/<name>")
def rulebook(name: str):
    book = library().resolve_fresh(name)  # "?added=1" may reach a worker that has not read the new book yet
    if book is None:
        abort(404)
    at = request.args.get("at") or None
    hl = request.args.get("hl", "")[:300].split() or None
    quote = request.args.get("quote", "")[:2000] or None
    if quote or hl:
        # Links carry the passage in the fragment; without it, find the quoted passage.
        if at is None and quote:
            found = book.find_quote(quote)
            at = found.anchor if found else None
    blocks = viewer.render(book, at=at, hl=hl, quote=quote)
    return render_template("rulebook.html", book=book, blocks=blocks, toc=viewer.toc(book), at=at,
                           added=request.args.get("added") == "1", house=house.beside(library(), book.id))


@bp.get("/games/<name>")
def game(name: str):
    data = answers.game(library(), name)
    if data is None:
        abort(404)
    return render_template("game.html", game=data, sections=by_section(data["rules"]))


def by_section(rules: list[dict]) -> list[tuple[str, list[dict]]]:
    """The rules grouped by the rulebook section they quote, in the order the model declares
    them (the page folds each group; Jinja's groupby would sort the sections)."""
    groups: dict[str, list[dict]] = {}
    for r in rules:
        groups.setdefault(r.get("section") or "", []).append(r)
    return list(groups.items())


def _example(game_id: str | None) -> str:
    """The first example position of the chosen game (or of the first game that has one)."""
    for g in answers.games(library())["games"]:
        model = answers.rules_model(g["id"]) if g["rules"] and (not game_id or g["id"] == game_id) else None
        if model is not None and model.examples:
            return model.examples[0]["position"]
    return ""


def guide_for(text: str, chosen: str | None) -> dict | None:
    """The game whose notation guide the check page links to: the one the position names in
    its ``game:`` line (or the one chosen), as {id, title} of its rulebook; None when unknown."""
    try:
        model = rules.game_of(text or "", chosen or None)
    except Exception:  # noqa: BLE001 - no game, or a game line that does not read: no one guide
        return None
    book_id = getattr(model, "book", None) or model.id
    book = library().books.get(book_id)
    return {"id": book.id, "title": book.title} if book is not None else None


def action_hints(text: str, errors: list[dict], guide: dict | None) -> dict[int, list[dict]]:
    """The actions a player may have meant on each ``ask:`` line in error (`answers.meant_actions`)."""
    return answers.meant_actions(library(), text, errors, guide["id"]) if guide is not None else {}


@bp.route("/check", methods=["GET", "POST"])
def check():
    games = [g for g in answers.games(library())["games"] if g["rules"]]
    if request.method == "GET":
        chosen = request.args.get("game")
        given = request.args.get("position")
        # a position in the link (the chat's "Open in Check", "Continue from here") is checked at once
        if not (given and given.strip()):
            position = _example(chosen)
            return render_template("check.html", position=position, result=None, error=None, games=games,
                                   guide=guide_for(position, chosen) if chosen else None)
        text = given
        chosen_game = chosen
    else:
        text = request.form.get("position", "")
        chosen_game = request.form.get("game") or None
    if not text.strip():
        return render_template("check.html", position=text, result=None, games=games, guide=None,
                               error={"message": gettext("Type or paste a position first.")}), 400
    guide = guide_for(text, chosen_game)
    try:
        house = request.values.get("house") or None  # ?house=none: the book's rules only
        result = answers.check(library(), text, chosen_game, house=house if house == "none" else None)
    except PositionError as exc:
        err = answers.position_error(exc)
        status = 413 if isinstance(exc, answers.PositionTooLong) else 422
        hints = action_hints(text, err.get("errors") or [err["error"]], guide)
        return render_template("check.html", position=text, result=None, games=games, guide=guide,
                               error=err["error"], errors=err.get("errors"), lines=text.split("\n"),
                               action_hints=hints), status
    return render_template("check.html", position=text, result=result, error=None, games=games, guide=guide)
