"""Paths and small helpers shared by the tests (importable as `helpers`)."""
from referee.library import ROOT

RULEBOOKS = ROOT / "rulebooks"
SHARED = ROOT.parent / "shared"
SEEDS = SHARED / "seeds"
