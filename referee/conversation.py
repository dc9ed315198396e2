"""Chat conversation state: a small signed token, so any worker (or a restarted
server) can pick a conversation up, and nothing is stored on the server.

The token carries only what a follow-up needs: the game id, the last position
checked (notation text, at most MAX_POSITION_CHARS) and the last question asked
in plain words (at most MAX_QUESTION_CHARS). Nothing else of what the player
said: the messages themselves are not in it (`history` lives for one request).
It is signed, not encrypted (itsdangerous, which Flask already depends on), with
a key kept in the index folder (`secret.key`, created on first use, mode 0600),
so it stays valid across restarts and across worker processes, and a token
changed by anyone else is refused (the conversation starts afresh). Anyone who
holds a token can read those three fields, as base64 JSON: it travels only
between the server and the player's own browser, beside the message it answers,
over the same connection (see the README's security section).

No Flask import here.
"""
from __future__ import annotations

import os
import secrets
from dataclasses import dataclass, field
from pathlib import Path

from itsdangerous import BadData, URLSafeSerializer

SALT = "referee.chat.conversation"
MAX_POSITION_CHARS = 4000
MAX_QUESTION_CHARS = 500
MAX_HISTORY = 6  # messages kept (oldest dropped first)
MAX_HISTORY_CHARS = 200  # per message
MAX_TOKEN_CHARS = 6000  # a token never grows beyond this: history, then the position go first


@dataclass
class Conversation:
    game: str | None = None
    position: str | None = None  # the last position checked, as DSL text (with its ask lines)
    question: str | None = None  # the last plain-words question
    history: list[str] = field(default_factory=list)  # this request's messages (never put in the token)

    def remember(self, message: str) -> None:
        self.history.append(" ".join(message.split())[:MAX_HISTORY_CHARS])
        del self.history[:-MAX_HISTORY]

    def to_payload(self) -> dict:
        d: dict = {}
        if self.game:
            d["g"] = self.game
        if self.position:
            d["p"] = self.position[:MAX_POSITION_CHARS]
        if self.question:
            d["q"] = self.question[:MAX_QUESTION_CHARS]
        return d

    @classmethod
    def from_payload(cls, d: object) -> "Conversation":
        if not isinstance(d, dict):
            return cls()

        def text(key: str, limit: int) -> str | None:
            v = d.get(key)
            return v[:limit] if isinstance(v, str) and v else None

        return cls(text("g", 64), text("p", MAX_POSITION_CHARS), text("q", MAX_QUESTION_CHARS))


def load_key(folder: Path) -> bytes | None:
    """The signing key kept in ``folder/secret.key``; created (0600) on first use.

    Returns None when the folder cannot hold it (read-only); the caller then
    falls back to another key."""
    path = Path(folder) / "secret.key"
    for _ in range(2):
        try:
            data = path.read_bytes().strip()
            if len(data) >= 32:
                return data
        except FileNotFoundError:
            pass
        except OSError:
            return None
        try:
            Path(folder).mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f".secret.key.{os.getpid()}.{secrets.token_hex(4)}")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as fh:
                fh.write(secrets.token_hex(32).encode())
            try:
                os.link(tmp, path)  # atomic: the first writer wins, others read its key
            except FileExistsError:
                pass
            finally:
                tmp.unlink(missing_ok=True)
        except OSError:
            return None
    return None


class Codec:
    """Signs and reads conversation tokens."""

    def __init__(self, key: bytes | str):
        self._s = URLSafeSerializer(key, salt=SALT)

    def dumps(self, conv: Conversation) -> str:
        payload = conv.to_payload()
        token = self._s.dumps(payload)
        while len(token) > MAX_TOKEN_CHARS and payload:
            if "p" in payload:
                del payload["p"]
            else:
                payload.pop("q", None)
            token = self._s.dumps(payload)
        return token

    def loads(self, token: str | None) -> Conversation:
        """A conversation from its token; an empty, tampered or old token starts afresh."""
        if not token or not isinstance(token, str) or len(token) > 4 * MAX_TOKEN_CHARS:
            return Conversation()
        try:
            return Conversation.from_payload(self._s.loads(token))
        except (BadData, ValueError, TypeError):
            return Conversation()
