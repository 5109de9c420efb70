/**
 * A recorded game. A finished one steps move by move with every hand shown: buttons, the
 * arrow keys, a slider and the move list all move the same position; a checkers game
 * downloads as PDN. A game still running shows only its spectators' final view.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { lang, t, tx } from "../i18n";
import { gameInfo, loadGames } from "../games";
import { presetName } from "../lobby/optionForm";
import { api, type Replay } from "../net/api";
import { rendererFor } from "../renderers";
import { replayStepText } from "../table/events";
import { ReviewPanel } from "../review/ReviewPanel";
import { seatNamer } from "../table/seatNames";
import { ErrorBox, Loading, errorText } from "../ui/common";
import { route } from "../ui/router";

/** The views to step through: before the first move, then after each (finished games only). */
export function stepViews(replay: Replay): Record<string, unknown>[] | null {
  if (!replay.finished || !replay.start_view) return null;
  const after = replay.steps.map((s) => s.view);
  if (after.some((v) => !v)) return null;
  return [replay.start_view, ...(after as Record<string, unknown>[])];
}

/** Whether a key press is meant for a form field rather than the stepper. */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === "INPUT" && (el as HTMLInputElement).type !== "range" || el.tagName === "TEXTAREA" || el.tagName === "SELECT");
}

export function ReplayPage({ id }: { id: string }) {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    void loadGames().catch(() => undefined);
    api.replay(id).then(setReplay, (err) => setError(errorText(err)));
  }, [id]);
  const views = replay ? stepViews(replay) : null;
  const last = views ? views.length - 1 : 0;
  const pos = at === null ? last : Math.max(0, Math.min(at, last));
  const go = (n: number) => setAt(Math.max(0, Math.min(n, last)));
  // From the position as it is by then: keys pressed faster than the page redraws all count.
  const by = (delta: number) => setAt((p) => Math.max(0, Math.min((p ?? last) + delta, last)));
  useEffect(() => {
    if (!views) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      const keys: Record<string, () => void> = {
        ArrowLeft: () => by(-1), ArrowRight: () => by(1), Home: () => go(0), End: () => go(last),
      };
      if (!(e.key in keys)) return;
      e.preventDefault();
      keys[e.key]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [views, last]);
  useEffect(() => {
    // The current move stays in sight inside the list; the page itself does not move.
    const box = list.current;
    const item = box?.querySelector<HTMLElement>("[aria-current=step]");
    if (!box || !item) return;
    const top = item.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    if (top < box.scrollTop) box.scrollTop = top;
    else if (top + item.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = top + item.offsetHeight - box.clientHeight;
    }
  }, [pos, replay]);

  if (error) return <main class="page"><ErrorBox error={error} /></main>;
  if (!replay) return <main class="page"><Loading /></main>;
  const game = gameInfo(replay.game);
  const renderer = rendererFor(replay.game);
  const Board = renderer.Board;
  const l = lang.value;
  const preset = game ? presetName(game.options, game.options.presets.find((p) => Object.entries(p.values).every(([k, v]) => replay.options[k] === v))?.key, l) : null;
  const winners = replay.outcome?.winners ?? [];
  const name = seatNamer(replay.seats);
  const view = views ? views[pos] : replay.view;
  const pdn = replay.game === "russian_checkers" && replay.finished;
  return (
    <main class="page replay-page" data-step={views ? pos : ""} data-steps={views ? last : ""}>
      <p><a href="/me" class="back">← {t("tab_my_games")}</a></p>
      <h1>{t("replay_title", { game: game ? tx(game.name) : replay.game })}</h1>
      {preset && <p class="muted">{preset}</p>}
      {!replay.finished && <p class="lead">{t("replay_running")}</p>}
      {replay.outcome?.reason && (
        <p class="lead" data-testid="replay-result">
          {winners.length ? t("result_winners", { names: winners.map(name).join(", "), n: winners.length }) : t("result_draw")}
          {". "}{sentence(renderer.describeResult?.(replay.outcome, name) ?? tx(replay.outcome.reason))}
        </p>
      )}
      {views && (
        <div class="replay-stepper" role="group" aria-label={t("replay_stepper")} data-testid="replay-stepper">
          <div class="stepper-buttons">
            <button type="button" class="secondary" onClick={() => go(0)} disabled={pos === 0}
              aria-label={t("replay_first")} title={t("replay_first")} data-testid="replay-first">|◀</button>
            <button type="button" class="secondary" onClick={() => by(-1)} disabled={pos === 0}
              aria-label={t("replay_back")} title={t("replay_back")} data-testid="replay-back">◀</button>
            <span class="stepper-where" aria-live="polite" data-testid="replay-where">
              {pos === 0 ? t("replay_at_start", { n: last }) : t("replay_at_move", { n: pos, of: last })}
            </span>
            <button type="button" class="secondary" onClick={() => by(1)} disabled={pos === last}
              aria-label={t("replay_forward")} title={t("replay_forward")} data-testid="replay-forward">▶</button>
            <button type="button" class="secondary" onClick={() => go(last)} disabled={pos === last}
              aria-label={t("replay_last")} title={t("replay_last")} data-testid="replay-last">▶|</button>
          </div>
          <input type="range" min={0} max={last} value={pos} aria-label={t("replay_slider")} data-testid="replay-slider"
            onInput={(e) => go(Number((e.target as HTMLInputElement).value))} />
          <p class="muted small">{t("replay_keys")}</p>
          {pdn && (
            <p><a class="button secondary" href={`/api/replays/${replay.record_id}/pdn`} download={`igroteka-${replay.record_id}.pdn`}
              data-testid="pdn-download">{t("replay_pdn")}</a></p>
          )}
        </div>
      )}
      <div class="table-layout">
        <section class="play-area">
          {view && (
            <Board key={views ? pos : "final"} game={game} table={null} view={view} legal={[]} seat={null} canAct={false}
              onAct={() => undefined} onProbe={() => undefined} refused={null} pendingAction={null} seats={replay.seats} />
          )}
        </section>
        <aside class="side-panel">
          {replay.finished && views && (
            <ReviewPanel replay={replay} name={name} step={pos} onJump={go} open={route.value.query.get("review") === "1"} />
          )}
          <h2>{t("moves")}</h2>
          <ol class="game-log" ref={list}>
            {replay.steps.map((step, index) => (
              <li key={step.version} data-testid="replay-step" aria-current={views && index + 1 === pos ? "step" : undefined}
                class={views && index + 1 === pos ? "current" : undefined}>
                {views ? (
                  <button type="button" class="link step-link" onClick={() => go(index + 1)}>
                    <span class="who">{name(step.seat)}: </span>
                    {replayStepText(step, renderer.describeEvent, name)}
                  </button>
                ) : (
                  <>
                    <span class="who">{name(step.seat)}: </span>
                    {replayStepText(step, renderer.describeEvent, name)}
                  </>
                )}
                {step.by_bot && replay.seats[step.seat]?.kind !== "bot" && <span class="tag">{t("bot_played_for")}</span>}
              </li>
            ))}
          </ol>
          {replay.seed && (
            <dl class="settings-list mono">
              <div><dt>{t("fairness_commitment")}</dt><dd>{replay.commitment}</dd></div>
              <div><dt>{t("fairness_seed")}</dt><dd>{replay.seed}</dd></div>
            </dl>
          )}
        </aside>
      </div>
    </main>
  );
}

/** The reason as a sentence of its own after the winners' names: a capital letter first. */
function sentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
