"""HTML pages. Each renders the same data its JSON twin returns."""
from __future__ import annotations

from flask import Blueprint, abort, current_app, render_template, request

from .. import answers, viewer
from ..rules import PositionError
from ..search import QueryError
from .api import parse_limit

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
    return render_template("search.html", q=q, game=game, results=data, error=None)


@bp.get("/rulebooks/<name>")
def rulebook(name: str):
    book = library().resolve(name)
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
    return render_template("rulebook.html", book=book, blocks=blocks, toc=viewer.toc(book), at=at)


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


@bp.route("/check", methods=["GET", "POST"])
def check():
    games = [g for g in answers.games(library())["games"] if g["rules"]]
    if request.method == "GET":
        chosen = request.args.get("game")
        given = request.args.get("position")
        # a position in the link (the chat's "Open in Check", "Continue from here") is checked at once
        if not (given and given.strip()):
            return render_template("check.html", position=_example(chosen), result=None, error=None, games=games)
        text = given
        chosen_game = chosen
    else:
        text = request.form.get("position", "")
        chosen_game = request.form.get("game") or None
    if not text.strip():
        return render_template("check.html", position=text, result=None, games=games,
                               error={"message": "Type or paste a position first."}), 400
    try:
        result = answers.check(library(), text, chosen_game)
    except PositionError as exc:
        err = answers.position_error(exc)
        status = 413 if isinstance(exc, answers.PositionTooLong) else 422
        return render_template("check.html", position=text, result=None, games=games,
                               error=err["error"], errors=err.get("errors"), lines=text.split("\n")), status
    return render_template("check.html", position=text, result=result, error=None, games=games)
