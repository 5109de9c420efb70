/**
 * The table as shown: the connection's state run through a `MovePacer`, so
 * each move of the others stays on screen for the pace the player chose
 * (none with reduced motion, nor while the tab is hidden).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { TableSync } from "../net/sync";
import { MovePacer } from "./pace";

export function usePacedSync(live: TableSync, mine: readonly number[], pace: number): TableSync {
  const pacer = useRef<MovePacer | null>(null);
  const [tick, redraw] = useState(0);
  if (pacer.current === null) pacer.current = new MovePacer(live);
  const hidden = typeof document !== "undefined" && document.visibilityState === "hidden";
  // Taken during the render, so the player's own move shows in the same frame.
  pacer.current.push(live, mine, pace, Date.now(), hidden);

  const shown = pacer.current.shown;
  // The pace of what is on screen starts with the frame that paints it: an effect runs
  // after the commit, and its animation frame comes with the paint (or a later one).
  useEffect(() => {
    const frame = requestAnimationFrame(() => pacer.current?.painted(shown, Date.now()));
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  const wait = pacer.current.due(pace, Date.now());
  const queued = pacer.current.queue.length;
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => {
      // Not due yet when the paint came later than the timer was set: the redraw sets
      // a new timer from the painted time (`tick` makes it run even at the same wait).
      pacer.current?.advance(pace, Date.now());
      redraw((n) => n + 1);
    }, wait);
    return () => clearTimeout(timer);
  }, [wait, queued, shown, pace, tick]);

  // A tab put in the background catches up at once: nobody watches the moves go by there,
  // and whose turn it is must be known now (the sound and the notification follow it).
  useEffect(() => {
    const hide = () => {
      if (document.visibilityState === "hidden" && pacer.current?.queue.length) {
        pacer.current.flush(Date.now());
        redraw((n) => n + 1);
      }
    };
    document.addEventListener("visibilitychange", hide);
    return () => document.removeEventListener("visibilitychange", hide);
  }, []);
  return shown;
}
