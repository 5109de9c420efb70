"""Token buckets in memory and in a real Redis, with one behaviour."""

from __future__ import annotations

import asyncio
import random
import uuid
from collections.abc import AsyncIterator

import pytest
from redis.asyncio import Redis

from igroteka.engine.i18n import Text
from igroteka.server.ratelimit import (
    DEFAULT_BUCKETS,
    LABELS,
    Backend,
    Bucket,
    MemoryBuckets,
    RateLimited,
    RateLimiter,
    RedisBuckets,
    buckets_from_specs,
    parse_spec,
    rate_limiter_from_url,
)

REDIS_URL = "redis://127.0.0.1:6379/0"
CHAT = Bucket(3, 0.5, Text("сообщения в чат", "chat messages"))


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def redis_prefix() -> AsyncIterator[str]:
    prefix = f"igroteka-test:{uuid.uuid4().hex}:"
    yield prefix
    client = Redis.from_url(REDIS_URL)
    async for key in client.scan_iter(match=prefix + "*"):
        await client.delete(key)
    await client.aclose()


@pytest.fixture(params=["memory", "redis"])
async def backend(request: pytest.FixtureRequest, redis_prefix: str) -> AsyncIterator[Backend]:
    if request.param == "memory":
        yield MemoryBuckets()
        return
    client = Redis.from_url(REDIS_URL)
    yield RedisBuckets(client, redis_prefix)
    await client.aclose()


async def test_a_burst_then_a_refusal_that_says_when_to_retry(backend: Backend) -> None:
    clock = Clock()
    limiter = RateLimiter(backend, {"chat": CHAT}, clock)
    decisions = [await limiter.hit("chat", "ann") for _ in range(3)]
    assert [d.remaining for d in decisions] == [2, 1, 0]
    with pytest.raises(RateLimited) as caught:
        await limiter.hit("chat", "ann")
    error = caught.value
    assert error.code == "rate_limited" and error.details["retry_after"] == 2
    assert error.message("en") == "Too many chat messages. Try again in 2 s"
    assert error.message("ru") == "Слишком часто (сообщения в чат). Попробуйте снова через 2 с"
    assert (await limiter.check("chat", "bob")).allowed
    clock.now += 1.0
    assert not (await limiter.check("chat", "ann")).allowed
    clock.now += 1.0
    assert (await limiter.check("chat", "ann")).allowed


async def test_long_idle_refills_only_to_capacity_and_reset_forgets(backend: Backend) -> None:
    clock = Clock()
    limiter = RateLimiter(backend, {"chat": CHAT, "login": CHAT}, clock)
    for _ in range(3):
        await limiter.hit("chat", 1)
    assert (await limiter.check("login", 1)).allowed
    clock.now += 3600
    allowed = [(await limiter.check("chat", 1)).allowed for _ in range(5)]
    assert allowed == [True, True, True, False, False]
    await limiter.reset("chat", 1)
    assert (await limiter.check("chat", 1)).remaining == 2


async def test_both_backends_decide_alike_step_by_step(redis_prefix: str) -> None:
    client = Redis.from_url(REDIS_URL)
    try:
        for seed in range(3):
            clock = Clock()
            bucket = {"x": Bucket(4, 0.7, Text("x", "x"))}
            memory = RateLimiter(MemoryBuckets(), bucket, clock)
            shared = RateLimiter(RedisBuckets(client, f"{redis_prefix}{seed}:"), bucket, clock)
            rng = random.Random(seed)
            for _ in range(60):
                clock.now += rng.choice((0.0, 0.1, 0.5, 1.3, 4.0))
                cost = rng.choice((1, 1, 2))
                a = await memory.check("x", "k", cost)
                b = await shared.check("x", "k", cost)
                assert a.allowed == b.allowed
                assert a.remaining == pytest.approx(b.remaining, abs=1e-9)
                assert a.retry_after == pytest.approx(b.retry_after, abs=1e-9)
    finally:
        await client.aclose()


async def test_redis_takes_tokens_atomically_across_nodes(redis_prefix: str) -> None:
    nodes = [Redis.from_url(REDIS_URL) for _ in range(3)]
    slow = {"table": Bucket(10, 1 / 3600, Text("новые столы", "new tables"))}
    limiters = [RateLimiter(RedisBuckets(node, redis_prefix), slow) for node in nodes]
    try:
        results = await asyncio.gather(*(limiters[i % 3].check("table", "ann") for i in range(60)))
        assert sum(r.allowed for r in results) == 10
        ttl = await nodes[0].pttl(f"{redis_prefix}table:ann")
        assert 0 < ttl <= 10 * 3600 * 1000 + 1000
    finally:
        for node in nodes:
            await node.aclose()


async def test_redis_uses_its_own_clock_when_none_is_given(redis_prefix: str) -> None:
    fast = {"chat": Bucket(2, 20, Text("сообщения в чат", "chat messages"))}
    limiter = RateLimiter(RedisBuckets(Redis.from_url(REDIS_URL), redis_prefix), fast)
    assert (await limiter.check("chat", "a")).allowed
    assert (await limiter.check("chat", "a")).allowed
    refused = await limiter.check("chat", "a")
    assert not refused.allowed and 0 < refused.retry_after <= 0.05
    await asyncio.sleep(0.12)
    assert (await limiter.check("chat", "a")).allowed


async def test_memory_forgets_buckets_that_have_refilled() -> None:
    clock = Clock()
    buckets = MemoryBuckets(prune_every=50)
    limiter = RateLimiter(buckets, {"chat": CHAT}, clock)
    for user in range(49):
        await limiter.check("chat", user)
    assert len(buckets) == 49
    clock.now += 60
    await limiter.check("chat", "last")  # the 50th take prunes every refilled bucket
    assert len(buckets) == 1
    assert (await limiter.check("chat", 0)).remaining == 2  # a pruned bucket starts full


async def test_unknown_kinds_and_impossible_costs_are_programming_errors() -> None:
    limiter = RateLimiter()
    assert set(limiter.buckets) == set(DEFAULT_BUCKETS) == set(LABELS)
    assert {"login", "login_address", "login_name", "guest", "table", "chat"} <= set(LABELS)
    with pytest.raises(ValueError, match="no rate limit"):
        await limiter.check("dance", 1)
    with pytest.raises(ValueError, match="never fit"):
        await limiter.check("chat", 1, cost=99)
    with pytest.raises(ValueError, match="capacity"):
        Bucket(0, 1, Text("x", "x"))


async def test_limiter_from_configuration(redis_prefix: str) -> None:
    assert isinstance(rate_limiter_from_url(None).backend, MemoryBuckets)
    shared = rate_limiter_from_url(REDIS_URL, prefix=redis_prefix)
    assert isinstance(shared.backend, RedisBuckets)
    assert (await shared.hit("login", "ann")).remaining == DEFAULT_BUCKETS["login"].capacity - 1


def test_limits_are_configured_as_n_per_seconds() -> None:
    label = Text("попытки входа", "login attempts")
    bucket = parse_spec("30/300", label)
    assert (bucket.capacity, bucket.rate) == (30, 0.1)
    assert parse_spec(" 5 / 10 ", label).rate == 0.5
    for bad in ("30", "30/0", "0/10", "a/b", "1/2/3", "inf/1", "-1/5"):
        with pytest.raises(ValueError, match="rate limit"):
            parse_spec(bad, label)
    buckets = buckets_from_specs({"guest": "2/60"})
    assert buckets["guest"].capacity == 2 and buckets["chat"] == DEFAULT_BUCKETS["chat"]
