/**
 * Plays a trajectory against the clock: each animation frame samples the poses
 * at the time elapsed and hands them on, until the end (or a skip, which jumps
 * there at once). With reduced motion it goes to the end on start. The clock
 * and the frame scheduler are parameters, so the unit tests drive it frame by
 * frame; the browser's requestAnimationFrame is the default.
 */
import { finalPoses, sampleTrajectory, type Pose, type Trajectory } from "./keyframes";

export type Poses = Record<string, Pose | null>;

export interface PlayerOptions {
  /** Called with the poses of every frame drawn, the last one included. */
  onFrame: (poses: Poses, time: number) => void;
  /** Called once the end is drawn (reached, skipped, or at once with reduced motion). */
  onDone?: () => void;
  /** Milliseconds of animation per unit of the keyframes' `t` (1000: `t` in seconds). */
  msPerUnit?: number;
  reduced?: boolean;
  now?: () => number;
  request?: (step: (time: number) => void) => number;
  cancel?: (handle: number) => void;
}

export class TrajectoryPlayer {
  private handle: number | null = null;
  private started = 0;
  private finished = false;
  private readonly msPerUnit: number;
  private readonly now: () => number;
  private readonly request: (step: (time: number) => void) => number;
  private readonly cancel: (handle: number) => void;

  constructor(private readonly trajectory: Trajectory, private readonly options: PlayerOptions) {
    this.msPerUnit = options.msPerUnit ?? 1000;
    this.now = options.now ?? (() => performance.now());
    this.request = options.request ?? ((step) => requestAnimationFrame(step));
    this.cancel = options.cancel ?? ((handle) => cancelAnimationFrame(handle));
  }

  get playing(): boolean {
    return this.handle !== null;
  }

  get done(): boolean {
    return this.finished;
  }

  /** The animation's length in milliseconds. */
  get durationMs(): number {
    return Math.max(0, (this.trajectory.end - this.trajectory.start) * this.msPerUnit);
  }

  start(): void {
    if (this.handle !== null || this.finished) return;
    if (this.options.reduced || this.durationMs === 0) {
      this.finish();
      return;
    }
    this.started = this.now();
    this.options.onFrame(sampleTrajectory(this.trajectory, this.trajectory.start), this.trajectory.start);
    this.handle = this.request(this.step);
  }

  /** Jump to the end. */
  skip(): void {
    if (this.finished) return;
    this.finish();
  }

  /** Stop without drawing the end (the component goes away). */
  stop(): void {
    if (this.handle !== null) this.cancel(this.handle);
    this.handle = null;
  }

  private readonly step = (): void => {
    this.handle = null;
    const elapsed = this.now() - this.started;
    if (elapsed >= this.durationMs) {
      this.finish();
      return;
    }
    const time = this.trajectory.start + elapsed / this.msPerUnit;
    this.options.onFrame(sampleTrajectory(this.trajectory, time), time);
    this.handle = this.request(this.step);
  };

  private finish(): void {
    if (this.handle !== null) this.cancel(this.handle);
    this.handle = null;
    this.finished = true;
    this.options.onFrame(finalPoses(this.trajectory), this.trajectory.end);
    this.options.onDone?.();
  }
}
