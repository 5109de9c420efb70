"""The flick, simulated: 2D sliding discs on a board with no walls (rules §5, OUR DESIGN).

SI units (m, s, kg). The board is the square [0, 8s] x [0, 8s] with the
origin at the outer corner of a1, x along the files (a -> h) and y along the
rows (1 -> 8). A shot gives one disc a speed `power * V_MAX` at an angle
counter-clockwise from +x (0 deg toward the h-file, 90 deg toward row 8).

Each fixed step of `DT` seconds, in this order:
1. every moving disc loses `mu * g * dt` of speed (clamped at 0, so friction
   never reverses it; below `V_EPS` it stops) and then moves by v * dt
   (semi-implicit Euler);
2. a disc whose centre has left the board is out at once;
3. overlapping pairs, found among the discs that moved or were pushed this
   step, are resolved in a stable order (lower ids first): a normal impulse
   `j = -(1 + e) * (m / 2) * (v_rel . n)` when they approach, and the overlap
   split 50/50.

Everything is float64 and the order never depends on anything but the ids, so
the same input gives the same positions to the last bit (a replay on the
server, a bot's simulation, a test). The loop keeps a disc at rest asleep:
only moving or pushed discs are integrated and only pairs with one of them
are checked, which keeps a full-board shot within a few milliseconds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SQUARE = 0.040
BOARD = 8 * SQUARE
RADIUS = 0.35 * SQUARE
GRAVITY = 9.81
V_MAX = 2.5
P_MIN = 0.02
V_EPS = 0.001
DT = 1.0 / 1000.0
TIMEOUT = 10.0
# Keyframes for the client's animation: one every this many steps (20 ms), plus the last.
FRAME_STEPS = 20


@dataclass(frozen=True)
class Physics:
    """The tunable constants of one table (friction and restitution are table options)."""

    friction: float = 0.30
    restitution: float = 0.85
    radius: float = RADIUS
    # Piece-piece tangential (Coulomb) friction `μc`: 0 is pure normal impulses.
    contact_friction: float = 0.0

    @property
    def deceleration(self) -> float:
        return self.friction * GRAVITY


@dataclass
class Shot:
    """What a simulated shot did: the final positions, who fell and the keyframes."""

    xs: list[float]
    ys: list[float]
    alive: list[bool]
    # Disc ids that left the board, in the order they fell.
    out: list[int]
    # Simulated seconds until everything stopped.
    duration: float
    # {"t": seconds, "<id>": [x, y] or null once off the board} for the discs that moved
    # since the shot began: the keyframes `web/src/renderers/motion` animates.
    frames: list[dict[str, object]]


def square_of(x: float, y: float) -> tuple[int, int]:
    """The (file, row) indices 0..7 of the square holding the point (x, y) on the board."""
    return min(int(x / SQUARE), 7), min(int(y / SQUARE), 7)


def on_board(x: float, y: float) -> bool:
    return 0.0 <= x <= BOARD and 0.0 <= y <= BOARD


def launch_velocity(angle_deg: float, power: float) -> tuple[float, float]:
    speed = power * V_MAX
    angle = math.radians(angle_deg)
    return speed * math.cos(angle), speed * math.sin(angle)


def collide(
    xa: float, ya: float, vxa: float, vya: float,
    xb: float, yb: float, vxb: float, vyb: float,
    restitution: float,
    contact_friction: float = 0.0,
) -> tuple[float, float, float, float]:
    """The velocities of A and B after their impulse (unchanged when they separate).

    Equal masses; `n` points from B's centre to A's centre. With `contact_friction`
    μc > 0 a tangential impulse of at most μc times the normal one also acts, never
    more than stops the sliding of the two surfaces (no spin is modelled).
    """
    dx, dy = xa - xb, ya - yb
    dist = math.hypot(dx, dy)
    nx, ny = (dx / dist, dy / dist) if dist > 0.0 else (1.0, 0.0)
    approach = (vxa - vxb) * nx + (vya - vyb) * ny
    if approach >= 0.0:
        return vxa, vya, vxb, vyb
    # j / m with m / 2 as the reduced mass of two equal discs.
    k = -(1.0 + restitution) * 0.5 * approach
    tx = ty = 0.0
    if contact_friction > 0.0:
        # Relative tangential velocity along t = (-ny, nx); its change is 2 * kt.
        slip = -(vxa - vxb) * ny + (vya - vyb) * nx
        kt = min(contact_friction * k, abs(slip) / 2.0)
        kt = -kt if slip > 0.0 else kt
        tx, ty = -ny * kt, nx * kt
    return vxa + k * nx + tx, vya + k * ny + ty, vxb - k * nx - tx, vyb - k * ny - ty


def simulate(
    xs: list[float],
    ys: list[float],
    alive: list[bool],
    shooter: int,
    angle_deg: float,
    power: float,
    physics: Physics = Physics(),
    frames: bool = True,
    board: float = BOARD,
) -> Shot:
    """Flick disc `shooter` and run the board until every disc stopped or fell.

    The inputs are not changed. With `frames` False no keyframes are kept (bots);
    `board` is the side of the square a disc must stay on (tests slide on a larger one).
    """
    n = len(xs)
    x = list(xs)
    y = list(ys)
    live = list(alive)
    vx = [0.0] * n
    vy = [0.0] * n
    vx[shooter], vy[shooter] = launch_velocity(angle_deg, power)
    decel_step = physics.deceleration * DT
    e = physics.restitution
    mu_c = physics.contact_friction
    diameter = 2.0 * physics.radius
    reach2 = diameter * diameter
    moving = [shooter]
    touched: set[int] = {shooter}
    out: list[int] = []
    keyframes: list[dict[str, object]] = []
    gone: set[int] = set()

    def keyframe(t: float) -> dict[str, object]:
        # A disc is drawn where it left the board in the first keyframe after, then null.
        frame: dict[str, object] = {"t": round(t, 6)}
        for i in sorted(touched):
            if i in gone:
                frame[str(i)] = None
            else:
                frame[str(i)] = [round(x[i], 6), round(y[i], 6)]
                if not live[i]:
                    gone.add(i)
        return frame

    if frames:
        keyframes.append(keyframe(0.0))
    steps = round(TIMEOUT / DT)
    step = 0
    while moving and step < steps:
        step += 1
        awake: list[int] = []
        # 1. friction, then motion.
        for i in moving:
            vxi, vyi = vx[i], vy[i]
            speed = math.sqrt(vxi * vxi + vyi * vyi)
            slower = speed - decel_step
            if slower < V_EPS:
                vx[i] = vy[i] = 0.0
                continue
            scale = slower / speed
            vxi *= scale
            vyi *= scale
            vx[i], vy[i] = vxi, vyi
            x[i] += vxi * DT
            y[i] += vyi * DT
            awake.append(i)
        # 2. off the board.
        for i in awake:
            if not (0.0 <= x[i] <= board and 0.0 <= y[i] <= board):
                live[i] = False
                vx[i] = vy[i] = 0.0
                out.append(i)
        # 3. collisions among pairs with an awake disc, lower ids first.
        pairs: list[tuple[int, int]] = []
        for i in awake:
            if not live[i]:
                continue
            xi, yi = x[i], y[i]
            for j in range(n):
                if j == i or not live[j]:
                    continue
                dx = xi - x[j]
                if dx > diameter or dx < -diameter:
                    continue
                dy = yi - y[j]
                if dy > diameter or dy < -diameter:
                    continue
                if dx * dx + dy * dy < reach2:
                    pair = (i, j) if i < j else (j, i)
                    if pair not in pairs:
                        pairs.append(pair)
        if pairs:
            pairs.sort()
            for a, b in pairs:
                dx, dy = x[a] - x[b], y[a] - y[b]
                d2 = dx * dx + dy * dy
                if d2 >= reach2:
                    continue
                vx[a], vy[a], vx[b], vy[b] = collide(
                    x[a], y[a], vx[a], vy[a], x[b], y[b], vx[b], vy[b], e, mu_c
                )
                dist = math.sqrt(d2)
                nx, ny = (dx / dist, dy / dist) if dist > 0.0 else (1.0, 0.0)
                push = 0.5 * (diameter - dist)
                x[a] += nx * push
                y[a] += ny * push
                x[b] -= nx * push
                y[b] -= ny * push
                touched.add(a)
                touched.add(b)
                for k in (a, b):
                    if not (0.0 <= x[k] <= board and 0.0 <= y[k] <= board) and live[k]:
                        live[k] = False
                        vx[k] = vy[k] = 0.0
                        out.append(k)
        moving = [i for i in range(n) if live[i] and (vx[i] != 0.0 or vy[i] != 0.0)]
        if frames and (step % FRAME_STEPS == 0 or not moving):
            keyframes.append(keyframe(step * DT))
    if moving:
        for i in moving:
            vx[i] = vy[i] = 0.0
    if frames and (len(keyframes) < 2 or keyframes[-1]["t"] != round(step * DT, 6)):
        keyframes.append(keyframe(step * DT))
    return Shot(x, y, live, out, step * DT, keyframes)


def slide(v0: float, physics: Physics = Physics()) -> tuple[float, float]:
    """A lone disc's (distance, time) to stop from speed v0 in closed form: v0²/2μg, v0/μg."""
    a = physics.deceleration
    return v0 * v0 / (2.0 * a), v0 / a
