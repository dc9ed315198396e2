"""Every game module; importing one registers it (add one line per game)."""
from . import shiny_dice  # noqa: F401
