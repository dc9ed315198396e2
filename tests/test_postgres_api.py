"""The API and chat tests again, over the PostgreSQL backend (issue 30): test_search_api.py
and test_chat_api.py run here unchanged, with `library`, `app` and `client` serving the
shipped rulebooks from a database (tests/postgres.py) instead of a Whoosh index."""
from __future__ import annotations

import pytest

from referee.web import create_app

from test_chat_api import *  # noqa: F401,F403 (the same tests, collected again here)
from test_search_api import *  # noqa: F401,F403


@pytest.fixture(scope="module")
def library(pg_library):  # noqa: F811 (overrides conftest's Whoosh library in this module)
    return pg_library


@pytest.fixture(scope="module")
def app(pg_library):  # noqa: F811
    return create_app({"TESTING": True, "HOST_TOKEN": "test-token"}, library=pg_library)


def test_these_tests_run_on_postgres(library, client):
    assert library.store is not None
    assert client.get("/api/search?q=dice").status_code == 200
