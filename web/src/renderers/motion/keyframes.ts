/**
 * A trajectory as a game's event carries it: keyframes `{t, ...positions}`, each
 * naming where pieces are at time `t` (a flick: every disc's x and y as it
 * slides, bounces and flies off). Read into per-piece tracks and sampled at any
 * time by straight-line interpolation between the keyframes around it. Pure, so
 * the unit tests check the arithmetic; `player.ts` runs it against the clock.
 *
 * A keyframe is `{t: 0.25, w1: {x: 3.1, y: 4}, b2: [1, 7.5], b5: null}`: a piece
 * as `{x, y, ...}` (any numeric fields: an angle, a scale), as `[x, y]`, or null
 * once it has left the board; the positions may also sit under `positions`
 * (`{t, positions: {...}}`). A trajectory of one body may give its numbers
 * bare, `{t, x, y}`: that body is the piece `BODY`. A piece missing from a
 * keyframe holds its course between the keyframes that name it.
 */

/** The piece a keyframe's bare numbers belong to (`{t: 0.5, x: 3, y: 1}`: one thrown body). */
export const BODY = "body";

export type Pose = Record<string, number>;

export interface TrackPoint {
  t: number;
  /** Null: the piece is off the board from `t` on (until a later keyframe names it again). */
  pose: Pose | null;
}

export interface Trajectory {
  /** Each piece's points in time order. */
  tracks: Record<string, TrackPoint[]>;
  /** The first and last keyframe's times. */
  start: number;
  end: number;
}

function readPose(value: unknown): Pose | null | undefined {
  if (value === null) return null;
  if (Array.isArray(value)) {
    if (value.length < 2 || !value.every((v) => typeof v === "number" && Number.isFinite(v))) return undefined;
    return value.length >= 3 ? { x: value[0], y: value[1], angle: value[2] } : { x: value[0], y: value[1] };
  }
  if (value && typeof value === "object") {
    const pose: Pose = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (typeof v === "number" && Number.isFinite(v)) pose[key] = v;
    }
    return Object.keys(pose).length > 0 ? pose : undefined;
  }
  return undefined;
}

/** The trajectory in `raw` (a list of keyframes), or null when it holds none that can be read. */
export function readTrajectory(raw: unknown): Trajectory | null {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === "object" && Array.isArray((raw as { keyframes?: unknown }).keyframes)
    ? (raw as { keyframes: unknown[] }).keyframes : null;
  if (!list) return null;
  const frames = list
    .filter((f): f is Record<string, unknown> => !!f && typeof f === "object" && typeof (f as { t?: unknown }).t === "number" && Number.isFinite((f as { t: number }).t))
    .map((f, order) => ({ f, order }))
    // Keyframes are meant in time order; equal times keep the order given (a jump).
    .sort((a, b) => (a.f.t as number) - (b.f.t as number) || a.order - b.order)
    .map(({ f }) => f);
  if (frames.length === 0) return null;
  const tracks: Record<string, TrackPoint[]> = {};
  for (const frame of frames) {
    const positions = frame.positions && typeof frame.positions === "object" && !Array.isArray(frame.positions)
      ? (frame.positions as Record<string, unknown>) : frame;
    const bare: Pose = {};
    for (const [piece, value] of Object.entries(positions)) {
      if (piece === "t" || piece === "positions") continue;
      if (typeof value === "number") {
        if (Number.isFinite(value)) bare[piece] = value;
        continue;
      }
      const pose = readPose(value);
      if (pose === undefined) continue;
      (tracks[piece] ??= []).push({ t: frame.t as number, pose });
    }
    if (Object.keys(bare).length > 0) (tracks[BODY] ??= []).push({ t: frame.t as number, pose: bare });
  }
  if (Object.keys(tracks).length === 0) return null;
  return { tracks, start: frames[0].t as number, end: frames[frames.length - 1].t as number };
}

/** The trajectory's length in its own time unit. */
export function trajectoryLength(trajectory: Trajectory): number {
  return trajectory.end - trajectory.start;
}

function lerpPose(a: Pose, b: Pose, k: number): Pose {
  const out: Pose = { ...a };
  for (const [key, value] of Object.entries(b)) {
    out[key] = key in a ? a[key] + (value - a[key]) * k : value;
  }
  return out;
}

/** Where one piece is at `time` on its track (null: off the board). */
export function sampleTrack(track: readonly TrackPoint[], time: number): Pose | null {
  if (track.length === 0) return null;
  if (time <= track[0].t) return track[0].pose;
  const last = track[track.length - 1];
  if (time >= last.t) return last.pose;
  let i = 0;
  while (i + 1 < track.length && track[i + 1].t <= time) i += 1;
  const a = track[i];
  const b = track[i + 1];
  if (!a.pose) return null;
  // Leaving the board or coming back is a step, not a slide.
  if (!b.pose || b.t === a.t) return a.pose;
  return lerpPose(a.pose, b.pose, (time - a.t) / (b.t - a.t));
}

/** Every piece's pose at `time` (time in the keyframes' unit, from the first keyframe's `t`). */
export function sampleTrajectory(trajectory: Trajectory, time: number): Record<string, Pose | null> {
  const out: Record<string, Pose | null> = {};
  for (const [piece, track] of Object.entries(trajectory.tracks)) out[piece] = sampleTrack(track, time);
  return out;
}

/** The poses the trajectory ends with. */
export function finalPoses(trajectory: Trajectory): Record<string, Pose | null> {
  return sampleTrajectory(trajectory, trajectory.end);
}

/** The last trajectory among `events` (an event's `trajectory` field), with the event's index, or null. */
export function lastTrajectory(events: readonly unknown[]): { trajectory: Trajectory; index: number } | null {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i];
    if (!event || typeof event !== "object") continue;
    const trajectory = readTrajectory((event as { trajectory?: unknown }).trajectory);
    if (trajectory) return { trajectory, index: i };
  }
  return null;
}
