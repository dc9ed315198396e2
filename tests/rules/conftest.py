import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)


def pytest_terminal_summary(terminalreporter):
    """The share of valid generated positions, per game, in every run's output (CI shows it)."""
    import properties

    lines = properties.valid_share_lines()
    if lines:
        terminalreporter.section("valid generated positions (property tests)")
        for line in lines:
            terminalreporter.write_line(line)
