/**
 * Others' moves at a pace a person can follow. A bot answers in milliseconds,
 * so a whole Go-Stop turn (or three Kozel bots) would be over before anyone
 * saw it: the table shows what the server sent one move at a time, each for
 * at least `pace` ms, in the order it came. Nothing is dropped or reordered:
 * the states are queued whole (each holds all before it), and a change that is
 * not a new move (a seat's presence, the second seat's copy of the same move)
 * folds into the newest queued state. The device's own moves, a snapshot after
 * a reconnection, a hidden tab and a pace of 0 (reduced motion) show at once,
 * catching up with everything queued. A move's pace counts from when it was
 * painted (`painted`), so a slow frame does not shorten the next move's time.
 *
 * Kept free of timers and the DOM (time comes in as `now`) so unit tests drive it.
 */
import type { GameEvent } from "../net/types";
import type { TableSync } from "../net/sync";

/** With this many moves waiting the table hurries (a tab woke up, a long bot streak). */
const HURRY_AT = 6;

/**
 * The seat that made the first new move between two states of the table, undefined
 * when no event names one, or null when `next` does not continue `previous` (a
 * snapshot replaced the log): then there is nothing to pace.
 */
export function moverBetween(previous: TableSync, next: TableSync): number | undefined | null {
  let mover: number | undefined;
  for (const [key, feed] of Object.entries(next.feeds)) {
    const before = previous.feeds[key];
    if (before && feed.version <= before.version) continue;
    if (!before) return null;
    const old = before.log;
    let fresh: GameEvent[];
    if (old.length === 0) fresh = feed.log;
    else {
      const at = feed.log.lastIndexOf(old[old.length - 1]);
      if (at < 0) return null;
      fresh = feed.log.slice(at + 1);
    }
    const seat = fresh.find((event) => typeof event.seat === "number")?.seat;
    if (typeof seat === "number" && mover === undefined) mover = seat;
  }
  return mover;
}

export class MovePacer {
  /** What the table shows now. */
  shown: TableSync;
  /** Moves received and not shown yet, oldest first. */
  readonly queue: TableSync[] = [];
  private latest: TableSync;
  private shownAt = -Infinity;

  constructor(initial: TableSync) {
    this.shown = initial;
    this.latest = initial;
  }

  /**
   * Take the newest state of the table. `mine`: the seats held on this device;
   * `instant`: show everything now (a pace of 0, a hidden tab).
   */
  push(next: TableSync, mine: readonly number[], pace: number, now: number, instant = false): void {
    if (next === this.latest) return;
    const previous = this.latest;
    this.latest = next;
    if (instant || pace <= 0 || next.table !== previous.table) return this.flush(now);
    if (next.version <= previous.version) {
      // No new move: fold into the newest state, queued or shown.
      if (this.queue.length) this.queue[this.queue.length - 1] = next;
      else this.shown = next;
      return;
    }
    const mover = moverBetween(previous, next);
    if (mover === null || (mover !== undefined && mine.includes(mover))) return this.flush(now);
    if (this.queue.length === 0 && now - this.shownAt >= pace) {
      this.shown = next;
      this.shownAt = now;
      return;
    }
    this.queue.push(next);
  }

  /** In how many ms the next queued move is due (null: none waits). */
  due(pace: number, now: number): number | null {
    if (this.queue.length === 0) return null;
    const step = this.queue.length >= HURRY_AT ? pace / 3 : pace;
    return Math.max(0, this.shownAt + step - now);
  }

  /** Show the next queued move if it is due; true when the table changed. */
  advance(pace: number, now: number): boolean {
    const wait = this.due(pace, now);
    if (wait === null || wait > 0) return false;
    this.shown = this.queue.shift()!;
    this.shownAt = now;
    return true;
  }

  /**
   * The state `state` reached the screen at `now`. A move's time on screen counts from
   * its paint, not from when it was taken: on a busy device the render can lag the
   * message by hundreds of ms, and counting from the message would cut the next move's
   * wait by as much. A state already replaced is ignored; time never goes back.
   */
  painted(state: TableSync, now: number): void {
    if (state === this.shown && now > this.shownAt) this.shownAt = now;
  }

  /** Show the newest state now, with everything queued before it. */
  flush(now: number): void {
    this.queue.length = 0;
    this.shown = this.latest;
    this.shownAt = now;
  }
}

/**
 * The events of the others' moves since this device's seats last moved (every seat's
 * last move while the player waits), for a renderer to mark what was played. A move is
 * the events of one version; its first event names who made it. A spectator (no seats
 * here) gets the last move's events.
 */
export function recentEvents(log: readonly GameEvent[], mine: readonly number[]): GameEvent[] {
  let start = log.length;
  while (start > 0) {
    const version = log[start - 1].version as number | undefined;
    let first = start - 1;
    while (first > 0 && version !== undefined && log[first - 1].version === version) first -= 1;
    const seat = log[first].seat;
    if (typeof seat === "number" && mine.includes(seat)) break;
    start = first;
    if (mine.length === 0) break;
    if (version === undefined) break;
  }
  return log.slice(start);
}
