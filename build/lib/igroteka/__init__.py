"""Igroteka (Игротека): rules, bots, server and command line of an online games club."""

__version__ = "0.1.0"
