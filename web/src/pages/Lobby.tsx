/**
 * The lobby: big game tiles first (the reviews asked for them), open tables
 * with their settings readable in one line, ratings and one's own games on
 * their own tabs so nothing crowds the tiles.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { lang, t, tx } from "../i18n";
import { games, gamesError, loadGames } from "../games";
import { GameTile } from "../lobby/GameTile";
import { playerName, ratingText } from "./Profile";
import { TableRow } from "../lobby/TableRow";
import { myResult } from "../lobby/myResult";
import { api, RULESET_BOARD, type MyGame, type RatingRow } from "../net/api";
import type { RuleSet, TableSummary } from "../net/types";
import { presetName } from "../lobby/optionForm";
import { t as ot } from "../offline/strings";
import { sessionChecked, user } from "../session";
import { ErrorBox, Loading, Tabs, errorText } from "../ui/common";
import { route } from "../ui/router";
import { FriendsTab } from "../friends/FriendsTab";
import { Invitations } from "../friends/Invitations";
import { useFriendsPolling } from "../friends/store";
import { t as friendsText } from "../friends/strings";

type Tab = "games" | "tables" | "ratings" | "me" | "friends";

function tabOf(path: string): Tab {
  if (path === "/tables") return "tables";
  if (path === "/ratings") return "ratings";
  if (path === "/me") return "me";
  if (path === "/friends") return "friends";
  return "games";
}


export function LobbyPage() {
  const tab = tabOf(route.value.path);
  useFriendsPolling();
  return (
    <main class="page lobby">
      <h1 class="visually-hidden">{t("lobby_title")}</h1>
      <Invitations />
      <Tabs
        label={t("lobby_title")}
        current={tab}
        tabs={[
          { key: "games", label: t("tab_games"), href: "/" },
          { key: "tables", label: t("tab_tables"), href: "/tables" },
          { key: "ratings", label: t("tab_ratings"), href: "/ratings" },
          { key: "me", label: t("tab_my_games"), href: "/me" },
          { key: "friends", label: friendsText("tab_friends"), href: "/friends" },
        ]}
      />
      {tab === "games" && <GamesTab />}
      {tab === "tables" && <TablesTab />}
      {tab === "ratings" && <RatingsTab />}
      {tab === "me" && <MyGamesTab />}
      {tab === "friends" && <FriendsTab />}
    </main>
  );
}

function GamesTab() {
  useEffect(() => {
    void loadGames().catch(() => undefined);
  }, []);
  if (gamesError.value && !games.value) return <ErrorBox error={t("error_games")} />;
  if (!games.value) return <Loading />;
  return (
    <section aria-label={t("tab_games")}>
      <div class="tiles">
        {games.value.map((game) => <GameTile key={game.id} game={game} />)}
      </div>
    </section>
  );
}

function TablesTab() {
  const [tables, setTables] = useState<TableSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    const load = () =>
      api.tables().then(
        (list) => alive && (setTables(list), setError(null)),
        (err) => alive && setError(errorText(err)),
      );
    void load();
    void loadGames().catch(() => undefined);
    const timer = setInterval(load, 5000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return (
    <section aria-label={t("tab_tables")}>
      <div class="section-head">
        <h2>{t("open_tables")}</h2>
        <a class="button secondary" href="/">{t("create_table_hint")}</a>
      </div>
      <ErrorBox error={error} />
      {tables === null && !error && <Loading />}
      {tables && tables.length === 0 && <p class="muted empty">{t("no_open_tables")}</p>}
      {tables && tables.length > 0 && (
        <ul class="table-list">
          {tables.map((table) => <TableRow key={table.id} table={table} />)}
        </ul>
      )}
    </section>
  );
}

function RatingsTab() {
  const [game, setGame] = useState<string>("");
  const [preset, setPreset] = useState<string>("");
  const [rulesets, setRulesets] = useState<RuleSet[]>([]);
  const [rows, setRows] = useState<RatingRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Set once a board is chosen, by the player or by the default: a default that arrives
  // later (it waits for the session and the list of games) must not undo a choice.
  const chosen = useRef(false);
  const choose = (id: string, board?: string) => {
    chosen.current = true;
    setGame(id);
    // Each preset has its own board; start with the game's usual one.
    setPreset(board ?? games.value?.find((g) => g.id === id)?.options.default_preset ?? "");
  };
  // Which board to open depends on who is signed in: wait until the session is known.
  const checked = sessionChecked.value;
  useEffect(() => {
    if (!checked) return;
    // A public rule set's card links here as /ratings?game=G&ruleset=ID.
    const query = new URLSearchParams(window.location.search);
    const wanted = query.get("game");
    const ruleset = query.get("ruleset");
    // Otherwise the board of the game the player played last (the first game of the list
    // showed an empty board to someone who had just played another), then the first game.
    const last = user.value
      ? api.myGames().then((mine) => mine.find((g) => g.finished_at && !g.offline) ?? null, () => null)
      : Promise.resolve(null);
    void Promise.all([loadGames(), last]).then(([list, played]) => {
      if (chosen.current) return;
      if (wanted && list.some((g) => g.id === wanted)) choose(wanted, ruleset ? `${RULESET_BOARD}${ruleset}` : undefined);
      else if (played && list.some((g) => g.id === played.game)) choose(played.game, played.preset ?? undefined);
      else if (list[0]) choose(list[0].id);
    }, () => undefined);
  }, [checked]);
  useEffect(() => {
    if (!game) return;
    setRulesets([]);
    api.rulesets(game).then((data) => setRulesets(data.public), () => undefined);
  }, [game]);
  useEffect(() => {
    if (!game) return;
    setRows(null);
    setError(null);
    api.ratings(game, preset || null).then(
      (data) => setRows(data),
      (err) => setError(errorText(err)),
    );
  }, [game, preset]);
  const shownRuleset = preset.startsWith(RULESET_BOARD) ? preset.slice(RULESET_BOARD.length) : null;
  // A rule set linked to but not (or no longer) public is still named, as its board is shown.
  const boardRulesets = shownRuleset && !rulesets.some((r) => r.id === shownRuleset)
    ? [...rulesets, { id: shownRuleset, name: shownRuleset } as RuleSet]
    : rulesets;
  const info = games.value?.find((g) => g.id === game);
  const l = lang.value;
  return (
    <section aria-label={t("tab_ratings")}>
      <div class="filters">
        <label class="field inline">
          <span>{t("game")}</span>
          <select value={game} onChange={(e) => choose(e.currentTarget.value)}>
            {(games.value ?? []).map((g) => <option key={g.id} value={g.id}>{tx(g.name)}</option>)}
          </select>
        </label>
        {info && info.options.presets.length > 0 && (
          <label class="field inline">
            <span>{t("preset")}</span>
            <select value={preset} onChange={(e) => setPreset(e.currentTarget.value)} data-testid="board-select">
              {info.options.presets.map((p) => <option key={p.key} value={p.key}>{p.name[l]}</option>)}
              <option value="">{t("custom_options_board")}</option>
              {boardRulesets.length > 0 && (
                <optgroup label={t("rulesets_public")}>
                  {boardRulesets.map((r) => <option key={r.id} value={`${RULESET_BOARD}${r.id}`}>«{r.name}»</option>)}
                </optgroup>
              )}
            </select>
          </label>
        )}
      </div>
      <p class="ratings-explained" data-testid="ratings-explained">{t("ratings_explained")}</p>
      {shownRuleset && <p class="muted" data-testid="ruleset-board-explained">{t("ruleset_board_explained")}</p>}
      {user.value?.guest && <p class="notice" data-testid="guest-unrated">{t("ratings_guest")}</p>}
      <ErrorBox error={error} />
      {rows === null && !error && <Loading />}
      {rows && rows.length === 0 && <p class="muted empty">{t("no_ratings")}</p>}
      {rows && rows.length > 0 && (
        <table class="ratings">
          <thead>
            <tr><th scope="col">#</th><th scope="col">{t("player")}</th><th scope="col">{t("rating")}</th><th scope="col">{t("games_played")}</th></tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              // The reader's own row stands out: a name may be shared («Вера» twice).
              const mine = !!user.value && row.player === `user:${user.value.id}`;
              return (
              <tr key={`${row.player}-${i}`} class={mine ? "mine" : undefined} data-testid={mine ? "my-rating-row" : undefined}>
                <td>{row.rank}</td>
                <td><a href={`/player/${encodeURIComponent(row.player)}`}>{playerName(row)}</a>{row.is_bot && <span class="tag">{t("bot")}</span>}{mine && <span class="tag">{t("you")}</span>}</td>
                <td class="rating-cell">{ratingText(row.rating, row.deviation)}</td>
                <td>{row.games}</td>
              </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

function MyGamesTab() {
  const [list, setList] = useState<MyGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const me = user.value;
  useEffect(() => {
    if (!me) return;
    void loadGames().catch(() => undefined);
    api.myGames().then(setList, (err) => setError(errorText(err)));
  }, [me?.id]);
  if (!me) return <p class="muted empty">{t("my_games_need_login")}</p>;
  const l = lang.value;
  return (
    <section aria-label={t("tab_my_games")}>
      {me.guest ? (
        <p class="notice" data-testid="guest-unrated">{t("ratings_guest")}</p>
      ) : (
        <p><a class="button secondary" href={`/player/user:${me.id}`} data-testid="my-profile">{t("my_profile")}</a></p>
      )}
      <ErrorBox error={error} />
      {list === null && !error && <Loading />}
      {list && list.length === 0 && <p class="muted empty">{t("no_my_games")}</p>}
      {list && list.length > 0 && (
        <ul class="my-games">
          {list.map((g) => {
            const info = games.value?.find((x) => x.id === g.game);
            const finished = g.status === "finished" || g.finished_at !== null;
            const outcome = myResult(g);
            return (
              <li key={String(g.id)} class="my-game">
                <div>
                  <strong>{info ? tx(info.name) : g.game}</strong>
                  {info && g.preset && <span class="muted"> · {presetName(info.options, g.preset, l)}</span>}
                  {g.offline && <span class="tag" data-testid="offline-tag">{ot("offline_tag")}</span>}
                  {g.opponents.length > 0 && <div class="muted">{t("against", { names: g.opponents.join(", ") })}</div>}
                  {outcome && (
                    <div class={`result ${outcome}`} data-testid="my-game-result">{t(`result_${outcome}`)}</div>
                  )}
                  <div class="muted small">{new Date(g.finished_at ?? g.started_at).toLocaleString(l)}</div>
                </div>
                <div class="row-actions">
                  {g.replay ? (
                    <a class="button secondary" href={`/replay/${g.id}`}>{t("replay")}</a>
                  ) : !finished && g.status !== "closed" ? (
                    <a class="button primary" href={`/table/${g.table}`}>{g.status === "waiting" ? t("to_table") : t("continue_game")}</a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
