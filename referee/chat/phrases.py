"""What the assistant says, in the player's language (English and Spanish).
"""
from __future__ import annotations




TEXT = {
    "en": {
        "no": "No", "yes": "Yes",
        "rule_says": "The rules say",
        "book_says": "The rulebook says",
        "probably": "This passage looks like the answer",
        "no_rule": "No rule of the game's model is about exactly this; the closest passage of the rulebook:",
        "unsure": "I am not sure this settles it; the closest passages are below.",
        "not_found": "I can't find anything in {book} that settles this. The closest passages:",
        "not_found_any": "I can't find anything in the rulebooks that settles this.",
        "related": "Related",
        "which_game": "Which game do you mean? This could be about {games}.",
        "closest_in": "Closest passage in {book}:",
        "rule": "rule",
        "position_bad": "The position does not read.",
        "line": "Line {line}, column {column}",
        "verdict": {"legal": "Legal", "illegal": "Illegal"},
        "problems": "Problems with the position",
        "value": "Value",
        "after": "Continue from here",
        "read_as": "I read this as:",
        "score_how": ("To compute a score I need the position. Write it as `key: value` lines, "
                      "for example:"),
        "no_model": "{book} has no rules model yet, so I can only quote the rulebook.",
        "options": "Legal actions",
        "none": "No legal action.",
    },
    "es": {
        "no": "No", "yes": "Sí",
        "rule_says": "Las reglas dicen",
        "book_says": "El reglamento dice",
        "probably": "Este pasaje parece responderlo",
        "no_rule": "Ninguna regla del modelo trata exactamente esto; el pasaje más cercano del reglamento:",
        "unsure": "No estoy seguro de que esto lo resuelva; abajo están los pasajes más cercanos.",
        "not_found": "No encuentro nada en {book} que lo resuelva. Los pasajes más cercanos:",
        "not_found_any": "No encuentro nada en los reglamentos que lo resuelva.",
        "related": "Relacionado",
        "which_game": "¿De qué juego hablas? Podría ser {games}.",
        "closest_in": "Pasaje más cercano en {book}:",
        "rule": "regla",
        "position_bad": "La posición no se puede leer.",
        "line": "Línea {line}, columna {column}",
        "verdict": {"legal": "Legal", "illegal": "Ilegal"},
        "problems": "Problemas de la posición",
        "value": "Valor",
        "after": "Seguir desde aquí",
        "read_as": "Lo he leído así:",
        "score_how": "Para calcular la puntuación necesito la posición, en líneas `clave: valor`, por ejemplo:",
        "no_model": "{book} aún no tiene modelo de reglas; solo puedo citar el reglamento.",
        "options": "Acciones legales",
        "none": "Ninguna acción legal.",
    },
}
