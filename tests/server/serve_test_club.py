"""`igroteka serve` with the test card game registered: the child process of the crash tests."""

from __future__ import annotations

import sys

import tests.server.cardgame  # noqa: F401  (registers the test game)
from igroteka.cli import main

if __name__ == "__main__":
    sys.exit(main(["serve", *sys.argv[1:]]))
