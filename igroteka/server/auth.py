"""Passwords (argon2), session tokens and the checks on logins and names.

The cookie holds a random token; the database holds only its SHA-256, so a
copy of the database signs nobody in.
"""

from __future__ import annotations

import hashlib
import re
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from igroteka.server import texts
from igroteka.server.errors import ClubError

COOKIE = "igroteka_session"
PASSWORD_MIN = 8
PASSWORD_MAX = 200
# Also the login's `pattern` in the OpenAPI schema, read the same way (Python's `re`, where
# `$` may stand before a final newline: the login is what the pattern matched).
LOGIN_PATTERN = r"^[A-Za-z0-9._-]{3,40}$"
LOGIN_RE = re.compile(LOGIN_PATTERN)

_hasher = PasswordHasher()


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(stored: str | None, password: str) -> bool:
    if not stored:
        return False
    try:
        return _hasher.verify(stored, password)
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def check_login(login: object) -> str:
    found = LOGIN_RE.match(login) if isinstance(login, str) else None
    if found is None:
        raise ClubError(texts.BAD_LOGIN_FORMAT, "bad_login", 422)
    return found.group(0).lower()


def check_password(password: object) -> str:
    if (
        not isinstance(password, str)
        or len(password) < PASSWORD_MIN
        or len(password) > PASSWORD_MAX
    ):
        raise ClubError(texts.SHORT_PASSWORD.with_params(n=PASSWORD_MIN), "bad_password", 422)
    return password
