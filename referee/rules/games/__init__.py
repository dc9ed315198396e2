"""Every game module; importing one registers it (add one line per game)."""
from . import shiny_dice  # noqa: F401
from . import galaxy_dice  # noqa: F401
from . import dance_of_the_fireflies  # noqa: F401
from . import blue_sun  # noqa: F401
