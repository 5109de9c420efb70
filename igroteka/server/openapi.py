"""The OpenAPI document, exact about what depends on the registered games.

Pydantic writes the shapes of requests and answers (igroteka/server/schemas.py); what
it cannot know is added here, from each game's `describe()` data, when the document is
first asked for: the game ids a path or a table request may name (and the rule sets'
listing), that a table of a saved rule set names no preset or options, each game's presets and its
options with their JSON types and ranges (so a `0` for a yes/no option is outside the
schema, as the server refuses it), the time control's kinds with their ranges, and the
patterns the server reads logins and fairness proofs with.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from igroteka.engine.registry import all_games
from igroteka.server.auth import LOGIN_PATTERN
from igroteka.server.clocks import MAX_SECONDS, MIN_SECONDS
from igroteka.server.fairness import SEAT_KEY_PATTERN, SEED_TEXT_PATTERN

NULL = {"type": "null"}


def option_schema(option: dict[str, Any]) -> dict[str, Any]:
    """One option of `describe()["options"]["options"]` as JSON Schema."""
    kind = option["kind"]
    schema: dict[str, Any] = {"type": {"bool": "boolean", "int": "integer"}.get(kind, "number")}
    if kind == "choice":
        schema = {"type": "string"}
    if option.get("choices"):
        schema["enum"] = [choice["value"] for choice in option["choices"]]
    if option.get("minimum") is not None:
        schema["minimum"] = option["minimum"]
    if option.get("maximum") is not None:
        schema["maximum"] = option["maximum"]
    return schema


def game_variant(described: dict[str, Any]) -> dict[str, Any]:
    """What a table request for this game may hold: its id, presets and options."""
    options = described["options"]
    presets = [preset["key"] for preset in options["presets"]]
    return {
        "properties": {
            "game": {"const": described["id"]},
            "preset": {"anyOf": [{"type": "string", "enum": presets}, NULL]} if presets else NULL,
            "options": {
                "anyOf": [
                    {
                        "type": "object",
                        "properties": {o["key"]: option_schema(o) for o in options["options"]},
                        "additionalProperties": False,
                    },
                    NULL,
                ]
            },
        }
    }


CLOCK_KINDS = {
    "anyOf": [
        {"properties": {"kind": {"const": "none"}}},
        {
            "properties": {
                "kind": {"enum": ["move", "game"]},
                "seconds": {"minimum": MIN_SECONDS, "maximum": MAX_SECONDS},
            },
            "required": ["kind", "seconds"],
        },
    ]
}


# A table of a saved rule set takes its options from it: with `ruleset`, no preset, no options.
RULESET_ALONE = {
    "anyOf": [
        {"properties": {"ruleset": NULL}},
        {"properties": {"preset": NULL, "options": NULL}},
    ]
}
# Query parameters that name a game, by path (a path's own {game} is always one).
GAME_QUERIES = {"/api/rulesets"}


def exact(document: dict[str, Any], games: list[dict[str, Any]]) -> dict[str, Any]:
    """Add the game-dependent parts to the document pydantic wrote."""
    ids = [game["id"] for game in games]
    schemas = document["components"]["schemas"]
    for name in ("CreateTableIn", "QuickplayIn", "RuleSetIn"):
        schemas[name]["properties"]["game"] = {"type": "string", "enum": ids, "title": "Game"}
        schemas[name]["oneOf"] = [game_variant(game) for game in games]
    # An offline game's record names a registered game; its preset and options are checked
    # by replaying it (a refusal is a conflict with the rules, 409).
    offline = schemas["OfflineGameIn"]["properties"]
    offline["game"] = {"type": "string", "enum": ids, "title": "Game"}
    schemas["CreateTableIn"].update(RULESET_ALONE)
    schemas["ClockIn"].update(CLOCK_KINDS)
    schemas["RegisterIn"]["properties"]["login"]["pattern"] = LOGIN_PATTERN
    proof = schemas["FairnessProofIn"]["properties"]  # any game id: the verifier says if unknown
    proof["player_seeds"]["anyOf"][0]["propertyNames"] = {"pattern": SEAT_KEY_PATTERN}
    for choice in proof["seed"]["anyOf"]:
        if choice.get("type") == "string":
            choice["pattern"] = SEED_TEXT_PATTERN
    for address, path in document["paths"].items():
        for operation in path.values():
            for parameter in operation.get("parameters", []):
                in_query = parameter["in"] == "query" and address in GAME_QUERIES
                if (parameter["in"] == "path" or in_query) and parameter["name"] == "game":
                    parameter["schema"] = {"type": "string", "enum": ids, "title": "Game"}
    return document


def install(app: FastAPI) -> None:
    """Serve the exact document at /openapi.json (built once, on first request)."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            document = get_openapi(
                title=app.title,
                version=app.version,
                description=app.description,
                routes=app.routes,
            )
            app.openapi_schema = exact(document, [game.describe() for game in all_games()])
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
