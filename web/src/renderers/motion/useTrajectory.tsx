/**
 * A trajectory played in a component: give it the trajectory of the last event
 * and a key that changes with each new one (the table's version), and draw the
 * pieces at the poses it returns while it plays; after the end (or a skip:
 * the button, or Escape) `poses` is null and the view's own positions are drawn.
 * Instant with reduced motion.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { settings } from "../../settings/store";
import { sampleTrajectory, type Trajectory } from "./keyframes";
import { TrajectoryPlayer, type Poses } from "./player";
import { t } from "./strings";

export function useTrajectory(trajectory: Trajectory | null, key: unknown, opts: { reduced?: boolean; msPerUnit?: number } = {}): {
  poses: Poses | null;
  playing: boolean;
  skip: () => void;
} {
  const [poses, setPoses] = useState<Poses | null>(null);
  const player = useRef<TrajectoryPlayer | null>(null);
  const reduced = opts.reduced ?? settings.value.reduced_motion;
  // The event whose animation the effect below has started. Until it has (the effect runs
  // after the first render is painted), a new event already counts as playing, at its
  // trajectory's first poses: else its end, and the controls the next move allows, would
  // show for a frame before the animation begins.
  const [started, setStarted] = useState<unknown>(undefined);
  useEffect(() => {
    setStarted(key);
    if (!trajectory) {
      setPoses(null);
      return;
    }
    const p = new TrajectoryPlayer(trajectory, {
      reduced,
      msPerUnit: opts.msPerUnit,
      onFrame: (next) => setPoses(next),
      onDone: () => setPoses(null),
    });
    player.current = p;
    p.start();
    return () => {
      p.stop();
      if (player.current === p) player.current = null;
    };
  }, [key]);
  const shown = trajectory !== null && !reduced && started !== key ? sampleTrajectory(trajectory, trajectory.start) : poses;
  const playing = shown !== null;
  useEffect(() => {
    if (!playing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") player.current?.skip();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [playing]);
  return { poses: shown, playing, skip: () => player.current?.skip() };
}

/** The button that ends a playing animation at once. */
export function SkipButton({ playing, onSkip }: { playing: boolean; onSkip: () => void }) {
  if (!playing) return null;
  return (
    <button type="button" class="secondary motion-skip" data-testid="motion-skip" onClick={onSkip}>
      {t("motion_skip")}
    </button>
  );
}
