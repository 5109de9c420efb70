"""Rate limits as token buckets keyed by (kind, key): logins, guests, chat, table creation.

A bucket holds up to `capacity` tokens and gains `rate` tokens a second; an
attempt takes one token (or `cost`), and is refused when the bucket is short.
Token buckets let a person act in a quick burst (three chat lines at once)
while holding the long-run pace, which fixed windows cannot do without
allowing double bursts at a window's edge. The `limits` library offers only
window strategies, hence these few lines of our own.

Two backends with one behaviour: `MemoryBuckets` for a single server process
(the default), `RedisBuckets` when several server nodes must share limits. The
Redis bucket is one Lua script, so taking a token is atomic across nodes, and
it uses Redis's own clock unless the limiter is given one, so nodes with
drifting clocks agree. Idle buckets expire (Redis) or are pruned (memory)
once they would be full again, since a full bucket is the same as none.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from igroteka.engine.errors import IgrotekaError
from igroteka.engine.i18n import Text


@dataclass(frozen=True)
class Bucket:
    """`capacity` tokens at most, refilled at `rate` tokens per second; `label` names the act."""

    capacity: float
    rate: float
    label: Text

    def __post_init__(self) -> None:
        if self.capacity < 1 or self.rate <= 0:
            raise ValueError("a bucket needs capacity >= 1 and a positive rate")


# What each limit counts, and what a refusal names.
LABELS: dict[str, Text] = {
    # every login attempt from one client address (spraying many names)
    "login_address": Text("попытки входа", "login attempts"),
    # attempts at one login name from one address, cleared by a success (guessing a password)
    "login": Text("попытки входа", "login attempts"),
    # attempts at one login name from anywhere: past it answers slow down, nobody is locked out
    "login_name": Text("попытки входа", "login attempts"),
    # new guests and new accounts from one client address
    "guest": Text("новые гости", "new guests"),
    # new tables by one person, and from one client address
    "table": Text("новые столы", "new tables"),
    "table_address": Text("новые столы", "new tables"),
    "chat": Text("сообщения в чат", "chat messages"),
    # friend requests and invitations to tables sent by one person
    "friend": Text("заявки в друзья и приглашения", "friend requests and invitations"),
}

# "N/S": N at once, refilled at N per S seconds. A person may try 5 logins at one name,
# then 1 a minute; chat 5 lines at once, then one every 2 s; create 3 tables at once, then
# one per 20 s. The per-address limits leave room for a family or a class behind one address.
DEFAULT_SPECS: dict[str, str] = {
    "login_address": "30/300",
    "login": "5/300",
    "login_name": "20/600",
    "guest": "30/1800",
    "table": "3/60",
    "table_address": "30/600",
    "chat": "5/10",
    "friend": "10/600",
}


def parse_spec(spec: str, label: Text) -> Bucket:
    """A bucket from "N/S" (N at once, N more every S seconds); ValueError names a bad one."""
    try:
        count, seconds = (float(part) for part in spec.split("/"))
    except ValueError:
        raise ValueError(f"a rate limit is N/SECONDS, like 5/300: {spec!r}") from None
    if not (math.isfinite(count) and math.isfinite(seconds)) or count < 1 or seconds <= 0:
        raise ValueError(f"a rate limit needs N >= 1 and SECONDS > 0: {spec!r}")
    return Bucket(count, count / seconds, label)


def buckets_from_specs(specs: Mapping[str, str]) -> dict[str, Bucket]:
    """Every kind of LABELS, from `specs` where given, else from DEFAULT_SPECS."""
    return {
        kind: parse_spec(specs.get(kind, DEFAULT_SPECS[kind]), label)
        for kind, label in LABELS.items()
    }


DEFAULT_BUCKETS: dict[str, Bucket] = buckets_from_specs(DEFAULT_SPECS)


@dataclass(frozen=True)
class Decision:
    allowed: bool
    remaining: float
    retry_after: float


class RateLimited(IgrotekaError):
    """Too many attempts; `details["retry_after"]` is in seconds (also for a Retry-After header)."""

    code = "rate_limited"


class Backend(Protocol):
    async def take(self, key: str, bucket: Bucket, cost: float, now: float | None) -> Decision: ...

    async def clear(self, key: str) -> None: ...


def _refill(tokens: float, stamp: float, now: float, bucket: Bucket) -> tuple[float, float]:
    if now > stamp:
        return min(bucket.capacity, tokens + (now - stamp) * bucket.rate), now
    return tokens, stamp


class MemoryBuckets:
    """Buckets in this process's memory; safe to share between threads."""

    def __init__(self, prune_every: int = 1024) -> None:
        self._buckets: dict[str, tuple[float, float, Bucket]] = {}
        self._lock = threading.Lock()
        self._prune_every = prune_every
        self._since_prune = 0

    async def take(self, key: str, bucket: Bucket, cost: float, now: float | None) -> Decision:
        moment = time.monotonic() if now is None else now
        with self._lock:
            tokens, stamp, _ = self._buckets.get(key, (bucket.capacity, moment, bucket))
            tokens, stamp = _refill(tokens, stamp, moment, bucket)
            if tokens >= cost:
                tokens -= cost
                decision = Decision(True, tokens, 0.0)
            else:
                decision = Decision(False, tokens, (cost - tokens) / bucket.rate)
            self._buckets[key] = (tokens, stamp, bucket)
            self._since_prune += 1
            if self._since_prune >= self._prune_every:
                self._prune(moment)
        return decision

    def _prune(self, now: float) -> None:
        self._since_prune = 0
        full = [
            key
            for key, (tokens, stamp, bucket) in self._buckets.items()
            if _refill(tokens, stamp, now, bucket)[0] >= bucket.capacity
        ]
        for key in full:
            del self._buckets[key]

    def __len__(self) -> int:
        return len(self._buckets)

    async def clear(self, key: str) -> None:
        with self._lock:
            self._buckets.pop(key, None)


TAKE_SCRIPT = """
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local now = tonumber(ARGV[4])
if now < 0 then
  local t = redis.call('TIME')
  now = tonumber(t[1]) + tonumber(t[2]) / 1000000
end
local data = redis.call('HMGET', KEYS[1], 'tokens', 'stamp')
local tokens = tonumber(data[1])
local stamp = tonumber(data[2])
if tokens == nil or stamp == nil then
  tokens = capacity
  stamp = now
end
if now > stamp then
  tokens = math.min(capacity, tokens + (now - stamp) * rate)
  stamp = now
end
local allowed = 0
local retry = 0
if tokens >= cost then
  tokens = tokens - cost
  allowed = 1
else
  retry = (cost - tokens) / rate
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'stamp', tostring(stamp))
redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) / rate * 1000) + 1000)
return {allowed, tostring(tokens), tostring(retry)}
"""


class RedisBuckets:
    """Buckets in Redis (a `redis.asyncio.Redis`), shared by every server node."""

    def __init__(self, client: Any, prefix: str = "igroteka:rl:") -> None:
        self._client = client
        self._prefix = prefix
        self._script = client.register_script(TAKE_SCRIPT)

    async def take(self, key: str, bucket: Bucket, cost: float, now: float | None) -> Decision:
        allowed, tokens, retry = await self._script(
            keys=[self._prefix + key],
            args=[
                repr(bucket.capacity),
                repr(bucket.rate),
                repr(cost),
                repr(-1.0 if now is None else now),
            ],
        )
        return Decision(bool(int(allowed)), float(tokens), float(retry))

    async def clear(self, key: str) -> None:
        await self._client.delete(self._prefix + key)


class RateLimiter:
    """The server's one limiter: `await limiter.hit("chat", user_id)` before each act."""

    def __init__(
        self,
        backend: Backend | None = None,
        buckets: Mapping[str, Bucket] | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.backend: Backend = backend if backend is not None else MemoryBuckets()
        self.buckets = dict(DEFAULT_BUCKETS if buckets is None else buckets)
        self._clock = clock

    def _bucket(self, kind: str) -> Bucket:
        try:
            return self.buckets[kind]
        except KeyError:
            raise ValueError(f"no rate limit is defined for {kind!r}") from None

    async def check(self, kind: str, key: str | int, cost: float = 1) -> Decision:
        """Take `cost` tokens from (kind, key) if it has them; never raises for a refusal."""
        bucket = self._bucket(kind)
        if cost > bucket.capacity:
            raise ValueError(f"a cost of {cost} can never fit a {kind} bucket of {bucket.capacity}")
        now = None if self._clock is None else self._clock()
        return await self.backend.take(f"{kind}:{key}", bucket, cost, now)

    async def hit(self, kind: str, key: str | int, cost: float = 1) -> Decision:
        """Like `check`, but a refusal raises RateLimited with a bilingual, timed message."""
        decision = await self.check(kind, key, cost)
        if not decision.allowed:
            seconds = max(1, math.ceil(decision.retry_after))
            raise RateLimited(
                Text(
                    "Слишком часто ({what}). Попробуйте снова через {seconds} с",
                    "Too many {what}. Try again in {seconds} s",
                ).with_params(what=self._bucket(kind).label, seconds=seconds),
                kind=kind,
                retry_after=seconds,
            )
        return decision

    async def reset(self, kind: str, key: str | int) -> None:
        """Forget (kind, key): e.g. a successful login clears its failed attempts."""
        self._bucket(kind)
        await self.backend.clear(f"{kind}:{key}")


def rate_limiter_from_url(
    redis_url: str | None, buckets: Mapping[str, Bucket] | None = None, prefix: str = "igroteka:rl:"
) -> RateLimiter:
    """In memory when `redis_url` is empty (one process), else shared through Redis."""
    if not redis_url:
        return RateLimiter(MemoryBuckets(), buckets)
    from redis.asyncio import Redis

    return RateLimiter(RedisBuckets(Redis.from_url(redis_url), prefix), buckets)
