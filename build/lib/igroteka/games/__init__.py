"""One subpackage per game; each registers its Game when imported."""
