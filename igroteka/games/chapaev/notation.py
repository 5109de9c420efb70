"""Chapaev moves as players type them: "c1 87 0.6" (piece, angle, power), "swap", "keep"."""

from __future__ import annotations

import math

from igroteka.engine.errors import MalformedAction
from igroteka.games.chapaev import texts
from igroteka.games.chapaev.actions import KEEP, SWAP, Action, Flick


def parse_action(text: str) -> Action:
    words = text.strip().lower().split()
    if words == ["swap"]:
        return SWAP
    if words == ["keep"]:
        return KEEP
    if len(words) == 3:
        try:
            # A decimal comma is read as a point: «c1 87 0,6».
            angle, power = float(words[1].replace(",", ".")), float(words[2].replace(",", "."))
        except ValueError:
            pass
        else:
            if math.isfinite(angle) and math.isfinite(power):
                return Flick(words[0], angle, power)
    raise MalformedAction(texts.CANNOT_READ.with_params(text=text.strip()))
