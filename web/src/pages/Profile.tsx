/** A player's profile: per game and rule set, the rating, the results, and the rating after every game as a plot. */
import { useEffect, useState } from "preact/hooks";
import { lang, t, tx } from "../i18n";
import { gameInfo, loadGames } from "../games";
import { levelName, LEVELS } from "../lobby/GameTile";
import { presetName } from "../lobby/optionForm";
import { api, RULESET_BOARD, type PlayerProfile } from "../net/api";
import { RatingPlot } from "../profile/RatingPlot";
import { signed } from "../table/format";
import { ErrorBox, Loading, errorText } from "../ui/common";

/** A bot's name in the reader's language (its key is "bot:<level>"), a person's as kept. */
export function playerName(row: { name: string; player: string; is_bot: boolean }): string {
  const level = row.is_bot && row.player.startsWith("bot:") ? row.player.slice(4) : null;
  return level && (LEVELS as readonly string[]).includes(level) ? t("bot_name", { level: levelName(level) }) : row.name;
}

export function ratingText(rating: number, deviation: number): string {
  return `${rating} ± ${deviation}`;
}

export function ProfilePage({ player }: { player: string }) {
  const [profile, setProfile] = useState<PlayerProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void loadGames().catch(() => undefined);
    api.player(player).then(setProfile, (err) => setError(errorText(err)));
  }, [player]);
  const l = lang.value;
  return (
    <main class="page profile-page">
      <p><a href="/ratings" class="back">← {t("tab_ratings")}</a></p>
      {error && <ErrorBox error={error} />}
      {!profile && !error && <Loading />}
      {profile && (
        <>
          <h1 data-testid="profile-name">{playerName(profile)}{profile.is_bot && <span class="tag">{t("bot")}</span>}</h1>
          <p class="muted">{t("ratings_explained")}</p>
          {profile.boards.map((board) => {
            const game = gameInfo(board.game);
            const preset = !board.preset ? t("custom_options_board")
              : board.preset.startsWith(RULESET_BOARD) ? t("ruleset_board_profile")
              : presetName(game?.options, board.preset, l);
            const recent = board.history.slice(-10).reverse();
            return (
              <section class="card profile-board" key={`${board.game}/${board.preset ?? ""}`} data-game={board.game}>
                <h2>{game ? tx(game.name) : board.game}{preset && <span class="muted"> · {preset}</span>}</h2>
                <p class="profile-rating" data-testid="profile-rating">
                  <strong>{ratingText(board.rating, board.deviation)}</strong>
                  <span class="muted"> · {t("games_n", { n: board.games })}
                    {board.wins + board.draws + board.losses > 0 && <> · {t("profile_record", { w: board.wins, d: board.draws, l: board.losses })}</>}
                  </span>
                </p>
                <RatingPlot history={board.history} label={t("plot_label", { game: game ? tx(game.name) : board.game })} />
                {recent.length > 0 && (
                  <table class="ratings profile-games">
                    <thead><tr><th scope="col">{t("profile_when")}</th><th scope="col">{t("profile_result")}</th><th scope="col">{t("rating")}</th></tr></thead>
                    <tbody>
                      {recent.map((g, i) => (
                        <tr key={`${g.table}-${i}`}>
                          <td>{new Date(g.at).toLocaleString(l)}</td>
                          <td class={`result ${g.result ?? ""}`}>{g.result ? t(`result_${g.result}`) : "—"}</td>
                          <td>{g.rating} <span class="muted">({signed(g.delta)})</span></td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </section>
            );
          })}
        </>
      )}
    </main>
  );
}
