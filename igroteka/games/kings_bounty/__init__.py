"""Kings Bounty (Hobby World), the card game, on partly reconstructed rules."""

from igroteka.games.kings_bounty.game import GAME

__all__ = ["GAME"]
