"""Kozel's table options (listed on rules.en.md) and its named rule sets.

The options and presets themselves, each in a player's words in Russian and
English, are data: `options.toml` beside this module, read by
`igroteka.cards.options`. Options that only make sense with another (the
shoha's catch without a shoha, sixes instead of sevens in the 24-card deck)
are accepted and simply have no effect; the help text says so, because a
table set up from a preset should never be refused, so Kozel needs no check.
Such options declare `applies_when` instead, so the summaries leave them out
where they change nothing; `headline` marks the few that decide a match.
"""

from __future__ import annotations

from igroteka.cards.options import load_schema

SCHEMA = load_schema("igroteka.games.kozel")
OPTIONS = SCHEMA.options
PRESETS = SCHEMA.presets
