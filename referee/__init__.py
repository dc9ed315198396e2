"""Referee: a self-hosted rules referee for tabletop games.

Search the rulebooks, check a position against an executable rules model, and
ask in plain words; every answer quotes the rulebook verbatim.
"""
__version__ = "0.1.0"
