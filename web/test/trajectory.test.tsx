// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BODY, finalPoses, lastTrajectory, readTrajectory, sampleTrack, sampleTrajectory, trajectoryLength } from "../src/renderers/motion/keyframes";
import { TrajectoryPlayer, type Poses } from "../src/renderers/motion/player";
import { SkipButton, useTrajectory } from "../src/renderers/motion/useTrajectory";

/** A flick: w1 hits b2, which flies off the board; b3 never moves. */
const FLICK = [
  { t: 0, w1: { x: 0, y: 0 }, b2: { x: 4, y: 0 }, b3: [7, 7] },
  { t: 0.5, w1: { x: 4, y: 0 } },
  { t: 1, w1: { x: 5, y: 1, angle: 90 }, b2: { x: 8, y: 0 } },
  { t: 1.2, b2: null },
  { t: 2, w1: { x: 5, y: 2, angle: 180 } },
];

describe("keyframes", () => {
  it("are read per piece, in time order, from either shape", () => {
    const trajectory = readTrajectory([...FLICK].reverse())!;
    expect(trajectory.start).toBe(0);
    expect(trajectory.end).toBe(2);
    expect(trajectoryLength(trajectory)).toBe(2);
    expect(trajectory.tracks.w1.map((p) => p.t)).toEqual([0, 0.5, 1, 2]);
    expect(trajectory.tracks.b2.map((p) => p.pose)).toEqual([{ x: 4, y: 0 }, { x: 8, y: 0 }, null]);
    expect(trajectory.tracks.b3).toEqual([{ t: 0, pose: { x: 7, y: 7 } }]);
    const nested = readTrajectory({ keyframes: [{ t: 0, positions: { d: [1, 2, 30] } }, { t: 1, positions: { d: [3, 4, 60] } }] })!;
    expect(nested.tracks.d[1].pose).toEqual({ x: 3, y: 4, angle: 60 });
    // Frames without a time and poses without numbers are left out; nothing readable is null.
    expect(readTrajectory([{ t: "x", a: [1, 2] }, { t: 0, a: "far" }])).toBeNull();
    expect(readTrajectory("fast")).toBeNull();
    expect(readTrajectory([])).toBeNull();
  });

  it("of one body may give its numbers bare, as the engine's test game throws", () => {
    // tests/engine/sealed_game.py: {"t": t, "x": distance * t, "y": distance * t * (1 - t)}
    const frames = [0, 0.25, 0.5, 0.75, 1].map((t) => ({ t, x: 8 * t, y: 8 * t * (1 - t) }));
    const trajectory = readTrajectory(frames)!;
    expect(Object.keys(trajectory.tracks)).toEqual([BODY]);
    expect(sampleTrajectory(trajectory, 0.5)[BODY]).toEqual({ x: 4, y: 2 });
    expect(sampleTrajectory(trajectory, 0.125)[BODY]).toEqual({ x: 1, y: 0.75 });
  });

  it("are interpolated in a straight line between the keyframes around a time", () => {
    const trajectory = readTrajectory(FLICK)!;
    expect(sampleTrajectory(trajectory, 0.25).w1).toEqual({ x: 2, y: 0 });
    expect(sampleTrajectory(trajectory, 0.75).w1).toEqual({ x: 4.5, y: 0.5, angle: 90 });
    expect(sampleTrajectory(trajectory, 1.5).w1).toEqual({ x: 5, y: 1.5, angle: 135 });
    // b2 is not in the 0.5 keyframe: it holds its course from 0 to 1.
    expect(sampleTrajectory(trajectory, 0.5).b2).toEqual({ x: 6, y: 0 });
    // Leaving the board is a step, not a slide.
    expect(sampleTrajectory(trajectory, 1.1).b2).toEqual({ x: 8, y: 0 });
    expect(sampleTrajectory(trajectory, 1.2).b2).toBeNull();
    expect(sampleTrajectory(trajectory, 1.9).b2).toBeNull();
    // Before the start and after the end: the first and the last poses.
    expect(sampleTrajectory(trajectory, -1).w1).toEqual({ x: 0, y: 0 });
    expect(sampleTrajectory(trajectory, 9)).toEqual({ w1: { x: 5, y: 2, angle: 180 }, b2: null, b3: { x: 7, y: 7 } });
    expect(finalPoses(trajectory)).toEqual(sampleTrajectory(trajectory, 2));
    expect(sampleTrack([], 1)).toBeNull();
  });

  it("are found on the last event that carries them", () => {
    const events = [{ kind: "flick", trajectory: FLICK }, { kind: "capture" }, { kind: "flick", trajectory: [{ t: 0, z: [0, 0] }, { t: 1, z: [1, 1] }] }, { kind: "turn" }];
    const found = lastTrajectory(events)!;
    expect(found.index).toBe(2);
    expect(Object.keys(found.trajectory.tracks)).toEqual(["z"]);
    expect(lastTrajectory([{ kind: "move" }])).toBeNull();
  });
});

/** A clock and a frame queue the test moves by hand. */
function manualClock() {
  let now = 0;
  let queue: ((time: number) => void)[] = [];
  return {
    now: () => now,
    request: (step: (time: number) => void) => queue.push(step),
    cancel: () => { queue = []; },
    frame(at: number) {
      now = at;
      const steps = queue;
      queue = [];
      for (const step of steps) step(now);
    },
    pending: () => queue.length,
  };
}

describe("the trajectory player", () => {
  it("draws a frame per animation frame at the time elapsed, then the end, once", () => {
    const clock = manualClock();
    const frames: [Poses, number][] = [];
    let done = 0;
    const player = new TrajectoryPlayer(readTrajectory(FLICK)!, {
      onFrame: (poses, time) => frames.push([poses, time]), onDone: () => { done += 1; }, ...clock,
    });
    expect(player.durationMs).toBe(2000);
    player.start();
    expect(frames[0][1]).toBe(0);
    expect(player.playing).toBe(true);
    clock.frame(250);
    expect(frames[1][1]).toBe(0.25);
    expect(frames[1][0].w1).toEqual({ x: 2, y: 0 });
    clock.frame(1500);
    expect(frames[2][0].w1).toEqual({ x: 5, y: 1.5, angle: 135 });
    clock.frame(2600);
    expect(frames[3][1]).toBe(2);
    expect(frames[3][0].w1).toEqual({ x: 5, y: 2, angle: 180 });
    expect(done).toBe(1);
    expect(player.playing).toBe(false);
    expect(clock.pending()).toBe(0);
    player.skip();
    expect(done).toBe(1);
  });

  it("jumps to the end on a skip, and starts at the end with reduced motion", () => {
    const clock = manualClock();
    const frames: number[] = [];
    const player = new TrajectoryPlayer(readTrajectory(FLICK)!, { onFrame: (_, time) => frames.push(time), ...clock });
    player.start();
    clock.frame(100);
    player.skip();
    expect(frames).toEqual([0, 0.1, 2]);
    expect(player.done).toBe(true);
    expect(clock.pending()).toBe(0);

    const still: number[] = [];
    let done = false;
    new TrajectoryPlayer(readTrajectory(FLICK)!, { onFrame: (_, time) => still.push(time), onDone: () => { done = true; }, reduced: true, ...clock }).start();
    expect(still).toEqual([2]);
    expect(done).toBe(true);
  });

  it("plays its keyframes at the given pace", () => {
    const clock = manualClock();
    const frames: number[] = [];
    const player = new TrajectoryPlayer(readTrajectory(FLICK)!, { onFrame: (_, time) => frames.push(time), msPerUnit: 500, ...clock });
    expect(player.durationMs).toBe(1000);
    player.start();
    clock.frame(250);
    expect(frames[1]).toBe(0.5);
  });
});

let root: HTMLElement;
let seen: { poses: Poses | null; playing: boolean } | null = null;
function Board({ trajectory, version, reduced }: { trajectory: unknown; version: number; reduced: boolean }) {
  const motion = useTrajectory(readTrajectory(trajectory), version, { reduced });
  seen = motion;
  return <SkipButton playing={motion.playing} onSkip={motion.skip} />;
}

describe("a trajectory in a component", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "setTimeout"] });
    root = document.createElement("div");
    document.body.appendChild(root);
  });
  afterEach(() => {
    act(() => render(null, root));
    root.remove();
    vi.useRealTimers();
  });

  it("moves the pieces until the end, then hands back to the view; the button skips", () => {
    act(() => render(<Board trajectory={FLICK} version={1} reduced={false} />, root));
    expect(seen?.playing).toBe(true);
    expect(seen?.poses?.w1).toEqual({ x: 0, y: 0 });
    act(() => { vi.advanceTimersByTime(500); });
    expect(seen?.poses?.w1?.x).toBeGreaterThan(2);
    expect(root.querySelector("[data-testid=motion-skip]")?.textContent).toBe("Пропустить анимацию");
    act(() => root.querySelector<HTMLButtonElement>("[data-testid=motion-skip]")!.click());
    expect(seen?.playing).toBe(false);
    expect(seen?.poses).toBeNull();
    expect(root.querySelector("[data-testid=motion-skip]")).toBeNull();
    // The next event plays again; Escape skips it too.
    act(() => render(<Board trajectory={FLICK} version={2} reduced={false} />, root));
    expect(seen?.playing).toBe(true);
    act(() => { window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })); });
    expect(seen?.playing).toBe(false);
  });

  it("plays a new event from its first render, at its first poses, never its end first", () => {
    const renders: { playing: boolean; w1: unknown }[] = [];
    function Watched({ version }: { version: number }) {
      const motion = useTrajectory(readTrajectory(FLICK), version, { reduced: false });
      renders.push({ playing: motion.playing, w1: motion.poses?.w1 });
      return null;
    }
    act(() => render(<Watched version={1} />, root));
    expect(renders[0]).toEqual({ playing: true, w1: { x: 0, y: 0 } });
    act(() => { vi.advanceTimersByTime(5000); });
    expect(renders.at(-1)?.playing).toBe(false);
    const before = renders.length;
    act(() => render(<Watched version={2} />, root));
    expect(renders[before]).toEqual({ playing: true, w1: { x: 0, y: 0 } });
    expect(renders.slice(before).every((r, i, all) => r.playing || i === all.length - 1)).toBe(true);
  });

  it("does not move at all with reduced motion", () => {
    act(() => render(<Board trajectory={FLICK} version={1} reduced />, root));
    expect(seen?.playing).toBe(false);
    expect(seen?.poses).toBeNull();
    expect(root.querySelector("[data-testid=motion-skip]")).toBeNull();
  });
});
