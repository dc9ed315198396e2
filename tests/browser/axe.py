"""axe-core (Deque, MPL-2.0), the standard accessibility audit, run inside the browser tests' pages.

The script comes from the npm registry, pinned by version and SHA-256 (`make axe`, run by
`make install-test`), into the git-ignored .cache/; it is never committed. When it is missing
the audit fetches it the same way, and skips (saying why) only where npm itself is absent.
"""
from __future__ import annotations

import hashlib
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
VERSION = "4.14.1"
TARBALL_SHA256 = "e6b0ce02b84d892e2e33e403485e7f3d6c29e2be6df65daf44d89ba564139745"  # as in the Makefile
FOLDER = ROOT / ".cache" / f"axe-core-{VERSION}"
SCRIPT = FOLDER / "axe.min.js"

# WCAG 2.0/2.1/2.2 A and AA, and axe's best practices: what "0 serious or critical" is measured on
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
BLOCKING = ("serious", "critical")


def fetch() -> Path:
    """The axe-core script, fetched from the npm registry the first time (as `make axe` does)."""
    if SCRIPT.exists():
        return SCRIPT
    npm = shutil.which("npm")
    if npm is None:
        pytest.skip("axe-core is not installed and npm is absent: run `make axe` where npm exists "
                    "(the accessibility audits need it)")
    FOLDER.mkdir(parents=True, exist_ok=True)
    subprocess.run([npm, "pack", "-q", f"axe-core@{VERSION}"], cwd=FOLDER, check=True, capture_output=True,
                   timeout=180)
    tgz = FOLDER / f"axe-core-{VERSION}.tgz"
    digest = hashlib.sha256(tgz.read_bytes()).hexdigest()
    if digest != TARBALL_SHA256:
        tgz.unlink()
        raise AssertionError(f"axe-core {VERSION} from npm has SHA-256 {digest}, expected {TARBALL_SHA256}")
    with tarfile.open(tgz) as tar:
        member = tar.getmember("package/axe.min.js")
        SCRIPT.write_bytes(tar.extractfile(member).read())
    tgz.unlink()
    return SCRIPT


def audit(page, tags: list[str] = TAGS) -> list[dict]:
    """Run axe-core on the page as it is now; its violations (id, impact, help, nodes).
    Once the page has loaded: a form that posts navigates, and audited mid-navigation (its
    stylesheet not yet applied) every header link is a cramped touch target (a CI flake)."""
    page.wait_for_load_state("load")
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        # added as a script element's text: the pages' Content-Security-Policy allows only 'self'
        # scripts, so the test injects it through the DevTools protocol instead of a <script src>
        page.evaluate(fetch().read_text(encoding="utf-8") + "\n;undefined")
    result = page.evaluate("""async (tags) => {
        const r = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 5).map(n => ({target: n.target.join(' '), summary: n.failureSummary}))}));
    }""", tags)
    return result


def blocking(violations: list[dict]) -> list[dict]:
    return [v for v in violations if v["impact"] in BLOCKING]


def describe(violations: list[dict]) -> str:
    lines = []
    for v in violations:
        lines.append(f"{v['impact']}: {v['id']} ({v['help']})")
        for n in v["nodes"]:
            lines.append(f"    {n['target']}: {(n['summary'] or '').splitlines()[-1:]}")
    return "\n".join(lines)
