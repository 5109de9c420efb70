"""Seeded chance: every shuffle and die roll comes from a generator kept in the state.

Seeds may be ints, strings or bytes; non-int seeds are hashed so that the
fairness protocol (server seed + players' seeds) maps to one generator.
`random.Random` with an int seed produces the same stream on every CPython
since 3.2, which is what makes stored games replay years later.
"""

from __future__ import annotations

import hashlib
import random

Seed = int | str | bytes


def seed_to_int(seed: Seed) -> int:
    if isinstance(seed, bool):
        raise TypeError("a seed is an int, str or bytes")
    if isinstance(seed, int):
        return seed
    data = seed.encode() if isinstance(seed, str) else seed
    return int.from_bytes(hashlib.sha256(data).digest(), "big")


def make_rng(seed: Seed) -> random.Random:
    return random.Random(seed_to_int(seed))


def combine_seeds(server_seed: str, player_seeds: list[str]) -> int:
    """The game's seed from the server's secret and every player's contribution.

    Order-independent in the players' seeds (sorted), so nobody can steer the
    result by choosing when to submit; the server's seed is committed first.
    """
    material = "\n".join([server_seed, *sorted(player_seeds)]).encode()
    return int.from_bytes(hashlib.sha256(material).digest(), "big")


def commitment(server_seed: str) -> str:
    """The SHA-256 published before the game, checked against the seed after it."""
    return hashlib.sha256(server_seed.encode()).hexdigest()
