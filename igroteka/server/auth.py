"""Passwords (argon2), session tokens and the checks on logins and names.

The cookie holds a random token; the database holds only its SHA-256, the
same way invite links are kept.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import unicodedata

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from igroteka.server import texts
from igroteka.server.errors import ClubError

COOKIE = "igroteka_session"
NAME_MAX = 40
PASSWORD_MIN = 8
LOGIN_RE = re.compile(r"^[A-Za-z0-9._-]{3,40}$")
_MARKUP = re.compile(r"[<>]|&[#A-Za-z0-9]+;|\[/?[a-z]+[^\]]*\]|\]\(|javascript:", re.IGNORECASE)

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


def has_markup(text: str) -> bool:
    return bool(_MARKUP.search(text))


def has_control(text: str, allow_newlines: bool = False) -> bool:
    for char in text:
        if allow_newlines and char == "\n":
            continue
        if unicodedata.category(char) in ("Cc", "Cf", "Co", "Cs"):
            return True
    return False


def clean_name(name: object) -> str:
    """A display name: trimmed, no markup, no control characters, 1 to 40 characters."""
    bad = ClubError(texts.BAD_NAME.with_params(n=NAME_MAX), "bad_name", 422)
    if not isinstance(name, str):
        raise bad
    name = unicodedata.normalize("NFC", " ".join(name.split()))
    if not 1 <= len(name) <= NAME_MAX or has_markup(name) or has_control(name):
        raise bad
    return name


def check_login(login: object) -> str:
    if not isinstance(login, str) or not LOGIN_RE.match(login):
        raise ClubError(texts.BAD_LOGIN_FORMAT, "bad_login", 422)
    return login.lower()


def check_password(password: object) -> str:
    if not isinstance(password, str) or len(password) < PASSWORD_MIN or len(password) > 200:
        raise ClubError(texts.SHORT_PASSWORD.with_params(n=PASSWORD_MIN), "bad_password", 422)
    return password
