"""JSON API (shared/API.md): the twin of every page."""
from __future__ import annotations

from flask import Blueprint, current_app, jsonify, request

from .. import answers
from ..rules import PositionError
from ..search import QueryError

bp = Blueprint("api", __name__, url_prefix="/api")


def library():
    return current_app.extensions["referee.library"]


def fail(code: str, message: str, status: int = 400, **extra):
    return jsonify(answers.error(code, message, **extra)), status


def parse_limit(raw: str | None, default: int = 10) -> int:
    if raw is None or raw == "":
        return default
    try:
        return int(raw)
    except ValueError:
        raise QueryError("bad-limit", f"limit must be a whole number, not {raw[:20]!r}.") from None


@bp.get("/games")
def games():
    return jsonify(answers.games(library()))


@bp.get("/games/<name>")
def game(name: str):
    found = answers.game(library(), name)
    if found is None:
        return fail("unknown-game", f"There is no game called {name[:80]!r}.", 404)
    return jsonify(found)


@bp.get("/search")
def search():
    try:
        limit = parse_limit(request.args.get("limit"))
        data = answers.search(library(), request.args.get("q", ""), request.args.get("game") or None, limit)
    except QueryError as exc:
        return fail(exc.code, str(exc))
    return jsonify(data)


def json_body() -> dict | None:
    if not request.is_json:
        return None
    data = request.get_json(silent=True)
    return data if isinstance(data, dict) else None


@bp.post("/check")
def check():
    data = json_body()
    if data is None:
        return fail("bad-request", 'Send a JSON object such as {"position": "game: shiny-dice\\n..."} '
                    "with Content-Type: application/json.")
    text, game = data.get("position"), data.get("game")
    if not isinstance(text, str) or not text.strip():
        return fail("missing-position", 'The "position" field must hold the position text.')
    if game is not None and not isinstance(game, str):
        return fail("bad-request", 'The "game" field must be a game id.')
    try:
        return jsonify(answers.check(library(), text, game))
    except answers.PositionTooLong as exc:
        return jsonify(answers.position_error(exc)), 413
    except PositionError as exc:
        return jsonify(answers.position_error(exc)), 422
