/** A recorded game: the final position drawn by its renderer, every move, the result and the proof. */
import { useEffect, useState } from "preact/hooks";
import { lang, t, tx } from "../i18n";
import { gameInfo, loadGames } from "../games";
import { presetName } from "../lobby/optionForm";
import { api, type Replay } from "../net/api";
import { rendererFor } from "../renderers";
import { replayStepText } from "../table/events";
import { seatNamer } from "../table/seatNames";
import { ErrorBox, Loading, errorText } from "../ui/common";

export function ReplayPage({ id }: { id: string }) {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void loadGames().catch(() => undefined);
    api.replay(id).then(setReplay, (err) => setError(errorText(err)));
  }, [id]);
  if (error) return <main class="page"><ErrorBox error={error} /></main>;
  if (!replay) return <main class="page"><Loading /></main>;
  const game = gameInfo(replay.game);
  const renderer = rendererFor(replay.game);
  const Board = renderer.Board;
  const l = lang.value;
  const preset = game ? presetName(game.options, game.options.presets.find((p) => Object.entries(p.values).every(([k, v]) => replay.options[k] === v))?.key, l) : null;
  const winners = replay.outcome?.winners ?? [];
  const name = seatNamer(replay.seats);
  return (
    <main class="page replay-page">
      <p><a href="/me" class="back">← {t("tab_my_games")}</a></p>
      <h1>{t("replay_title", { game: game ? tx(game.name) : replay.game })}</h1>
      {preset && <p class="muted">{preset}</p>}
      {!replay.finished && <p class="lead">{t("replay_running")}</p>}
      {replay.outcome?.reason && (
        <p class="lead" data-testid="replay-result">
          {winners.length ? t("result_winners", { names: winners.map(name).join(", "), n: winners.length }) : t("result_draw")}
          {" — "}{tx(replay.outcome.reason)}
        </p>
      )}
      <div class="table-layout">
        <section class="play-area">
          {replay.view && (
            <Board game={game} table={null} view={replay.view} legal={[]} seat={null} canAct={false}
              onAct={() => undefined} onProbe={() => undefined} refused={null} pendingAction={null} seats={replay.seats} />
          )}
        </section>
        <aside class="side-panel">
          <h2>{t("moves")}</h2>
          <ol class="game-log">
            {replay.steps.map((step) => (
              <li key={step.version} data-testid="replay-step">
                <span class="who">{name(step.seat)}: </span>
                {replayStepText(step, renderer.describeEvent, name)}
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
