"""The API as described in docs/openapi.yaml, fuzzed by schemathesis against a real
`referee serve`: no 5xx, no undocumented status, no answer that breaks its schema.

CI replays a bounded number of examples per operation; a long run:
    REFEREE_API_EXAMPLES=2000 python -m pytest tests/test_openapi.py
"""
from __future__ import annotations

import os
import re

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (content_type_conformance, negative_data_rejection, not_a_server_error,
                                 response_schema_conformance, status_code_conformance)

from helpers import API_CONTRACT, RULEBOOKS
from serving import referee_serve
from referee.library import ROOT

DOC = ROOT / "docs" / "openapi.yaml"
EXAMPLES = int(os.environ.get("REFEREE_API_EXAMPLES", "30"))
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance,
          negative_data_rejection]


@pytest.fixture(scope="module")
def served(tmp_path_factory, shipped_index):
    root = tmp_path_factory.mktemp("openapi")
    with referee_serve(root, RULEBOOKS, "--workers", "2", token="openapi-fuzz-token") as srv:
        yield srv["base"]
    server_log = srv["log"].read_text()
    assert "Traceback" not in server_log, server_log[-3000:]


schema = schemathesis.openapi.from_path(DOC)


@schema.parametrize()
@settings(max_examples=EXAMPLES, deadline=None, derandomize=bool(os.environ.get("CI")),
          suppress_health_check=list(HealthCheck))
def test_every_operation_holds_to_its_description(case, served):
    case.call_and_validate(base_url=served, checks=CHECKS, timeout=30)


def test_every_api_route_is_described(app):
    import yaml
    described = set(yaml.safe_load(DOC.read_text())["paths"])
    routes = {re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", r.rule) for r in app.url_map.iter_rules()
              if r.rule.startswith("/api/") and "static" not in r.endpoint}
    assert routes - described == set(), "routes missing from docs/openapi.yaml"
    assert described - routes == set(), "described paths the app does not serve"


def test_the_contract_endpoints_are_all_described():
    import yaml
    contract = API_CONTRACT  # a copy of the contract other tools rely on
    described = yaml.safe_load(DOC.read_text())["paths"]
    for method, path in re.findall(r"^## (GET|POST) (/api/\S+?)(?:\?|\s|$)", contract.read_text(), re.M):
        templ = re.sub(r"/ID$", "/{name}", path)
        assert method.lower() in described.get(templ, {}), (method, path)
