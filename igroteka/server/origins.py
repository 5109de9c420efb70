"""Which pages may act for a signed-in player: the club's own, named by their origin.

The session cookie goes with every request a browser makes to the club, whichever page
made it, and SameSite=Lax holds it back only from other *sites*: a page on another port of
the same host, or on a sibling subdomain, is the same site, so its forms and scripts send
the cookie. Two checks close that door for every state-changing request (and the socket):

- the `Origin` header (else the `Referer`'s origin) must be one of the club's public
  origins: scheme, host and port, compared whole. A browser always names the page's origin
  on such requests; a request naming none comes from a program, not a page, and carries no
  one else's cookie;
- a body must be JSON (`Content-Type: application/json`). A page of another origin can send
  a form or `text/plain` without asking, but JSON only after a CORS preflight, which this
  server never grants.

The public origins are configured (`Settings.public_origin`, comma-separated); `igroteka
serve` derives them from the address it listens on when none is given. With none at all
(a wildcard address behind a proxy that was not configured, or a test's server), the
origin must match the request's own `Host`, which a foreign page cannot choose.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from urllib.parse import urlsplit

DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
LOOPBACK = ("127.0.0.1", "localhost", "::1")
WILDCARD = ("", "0.0.0.0", "::")


def normalise(origin: str) -> str | None:
    """`scheme://host[:port]` in lower case, the default port left out; None if not an origin."""
    try:
        parts = urlsplit(origin.strip())
        port = parts.port
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    host = parts.hostname
    if scheme not in ("http", "https") or not host or parts.username or parts.password:
        return None
    if ":" in host:
        host = f"[{host}]"
    if port is None or port == DEFAULT_PORTS[scheme]:
        return f"{scheme}://{host}"
    return f"{scheme}://{host}:{port}"


def parse_origins(configured: str) -> frozenset[str]:
    """The comma-separated `IGROTEKA_PUBLIC_ORIGIN`; a malformed entry is a startup error."""
    found = set()
    for entry in filter(None, (e.strip() for e in configured.split(","))):
        origin = normalise(entry)
        if origin is None or entry.rstrip("/").count("/") > 2:
            raise ValueError(f"not an origin (scheme://host[:port]): {entry!r}")
        found.add(origin)
    return frozenset(found)


def origins_for_address(host: str, port: int) -> str:
    """The public origins implied by `igroteka serve --host H --port P` ("" for a wildcard)."""
    if host in WILDCARD:
        return ""
    names = LOOPBACK if host in LOOPBACK else (host,)
    shown = [f"[{name}]" if ":" in name else name for name in names]
    return ",".join(f"http://{name}:{port}" for name in shown)


class OriginPolicy:
    """Says whether a request or a socket comes from one of the club's own pages."""

    def __init__(self, configured: str = "") -> None:
        self.origins = parse_origins(configured)

    def own_origins(self, scheme: str, host_header: str) -> Iterable[str]:
        if self.origins:
            return self.origins
        web_scheme = {"ws": "http", "wss": "https"}.get(scheme, scheme)
        own = normalise(f"{web_scheme}://{host_header}") if host_header else None
        return (own,) if own else ()

    def page_origin(self, headers: Mapping[str, str]) -> str | None:
        """The origin the browser names (Origin, else Referer); "" when it names none."""
        origin = headers.get("origin")
        if origin is not None:
            return normalise(origin) if origin != "null" else None
        referer = headers.get("referer")
        if referer:
            return normalise(referer)
        return ""

    def allows(self, headers: Mapping[str, str], scheme: str) -> bool:
        page = self.page_origin(headers)
        if page == "":
            return True  # a program, not a page: it holds no one else's cookie
        return page is not None and page in self.own_origins(scheme, headers.get("host", ""))


def is_json(content_type: str) -> bool:
    media = content_type.split(";", 1)[0].strip().lower()
    return media == "application/json" or (
        media.startswith("application/") and media.endswith("+json")
    )


def has_body(headers: Mapping[str, str]) -> bool:
    length = headers.get("content-length")
    if length is not None:
        return length.strip() not in ("", "0")
    return "transfer-encoding" in headers
