"""`encode` tries orjson without OPT_NON_STR_KEYS first (issue 22: twice as fast on an
update); its output must be what the option gave, whatever the keys, and integers beyond
64 bits still go to the standard encoder."""

from __future__ import annotations

import enum
import json
from typing import Any

import orjson
import pytest

from igroteka.server.connection import encode


def old_encode(message: dict[str, Any]) -> bytes:
    """`encode` as it was before the change."""
    try:
        return orjson.dumps(message, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:
        return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode()


class Colour(enum.StrEnum):
    RED = "red"


class Name(str):
    pass


CASES: dict[str, tuple[dict[Any, Any], bytes]] = {
    "str_keys": ({"a": [1, {"b": None}], "в": "ё"}, '{"a":[1,{"b":null}],"в":"ё"}'.encode()),
    "int_keys": ({"a": {1: "x", 2: [3]}}, b'{"a":{"1":"x","2":[3]}}'),
    "top_int_key": ({0: 1, "b": 2}, b'{"0":1,"b":2}'),
    "none_bool_float_keys": ({None: 1, True: 2, 1.5: 3}, b'{"null":1,"true":2,"1.5":3}'),
    "int_and_str_same": ({1: "int", "1": "str"}, b'{"1":"int","1":"str"}'),
    "str_enum_key": ({Colour.RED: 1}, b'{"red":1}'),
    "str_subclass_key": ({Name("n"): [Name("v")]}, b'{"n":["v"]}'),
    "big_int": ({"n": 2**70}, b'{"n":1180591620717411303424}'),
    "big_int_and_int_key": ({"n": [2**64], 1: {"k": -(2**63) - 1}}, None),
    "int_64_edges": (
        {"a": 2**64 - 1, "b": -(2**63)},
        b'{"a":18446744073709551615,"b":-9223372036854775808}',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_encode_gives_what_it_gave_before(name: str) -> None:
    message, expected = CASES[name]
    assert encode(message) == old_encode(message)
    if expected is not None:
        assert encode(message) == expected


def test_what_no_encoder_takes_is_still_refused() -> None:
    with pytest.raises(TypeError):
        old_encode({(1, 2): 3})
    with pytest.raises(TypeError):
        encode({(1, 2): 3})
