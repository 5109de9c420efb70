/**
 * A table, the same for every game: the connection, the seats, the game area
 * drawn by the game's renderer, the side panel, the waiting room before the
 * start, the end screen after it, and the privacy screen on a shared device.
 */
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { lang, t, tx } from "../i18n";
import { gameInfo, loadGames } from "../games";
import { presetName } from "../lobby/optionForm";
import { api } from "../net/api";
import { TableConnection } from "../net/connection";
import { isOfflineTable } from "../offline/store";
import { offlineSocketFactory, pythonLoading } from "../offline/socket";
import { t as ot } from "../offline/strings";
import { chooseFeed, feedActing, needsPrivacyScreen } from "../net/sync";
import { rendererFor } from "../renderers";
import type { RefusedMove } from "../renderers/types";
import { ensureUser, sessionChecked, user } from "../session";
import { AwayNotice } from "../table/AwayNotice";
import { ConnectionIndicator } from "../table/ConnectionIndicator";
import { EndScreen, headline } from "../table/EndScreen";
import { PrivacyScreen } from "../table/PrivacyScreen";
import { Seats } from "../table/Seats";
import { seatNamer } from "../table/seatNames";
import { SidePanel, type SideTab } from "../table/SidePanel";
import { turnLine } from "../table/turn";
import { usePacedSync } from "../table/usePacedSync";
import { canResign, ResignButton, ResignConfirm } from "../table/Resign";
import { recentEvents } from "../table/pace";
import { useYourTurnAlert } from "../table/yourTurn";
import { WaitingRoom } from "../table/WaitingRoom";
import { paceMs, settings } from "../settings/store";
import { ErrorBox, Loading, errorText } from "../ui/common";
import { navigate } from "../ui/router";

export function TablePage({ id, invite }: { id: string; invite: string | null }) {
  // An offline table (this device's game, igroteka/offline) needs no account and no network.
  const offline = isOfflineTable(id);
  const checked = sessionChecked.value || offline;
  const me = user.value;
  const [conn, setConn] = useState<TableConnection | null>(null);

  useEffect(() => {
    void loadGames().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!checked) return;
    // The socket identifies the person by the session cookie: a new sign-in needs a new socket.
    const connection = offline
      ? new TableConnection({ table: id, socketFactory: offlineSocketFactory(id), local: true })
      : new TableConnection({ table: id, invite });
    setConn(connection);
    return () => connection.close();
  }, [id, invite, checked, offline ? null : me?.id]);

  if (!conn) return <main class="page"><Loading /></main>;
  return <TableScreen conn={conn} invite={invite} />;
}

/**
 * A table the socket no longer serves: a finished game's table is unloaded a while after
 * its end, so an old link opens the game's record instead of saying the table is missing.
 */
function GoneTable({ id, invite, fallback }: { id: string; invite: string | null; fallback: string }) {
  const [checked, setChecked] = useState(false);
  const [record, setRecord] = useState<number | null>(null);
  useEffect(() => {
    api.table(id, invite).then(
      (table) => {
        if (table.status === "finished" && table.record_id != null) {
          setRecord(table.record_id);
          navigate(`/replay/${table.record_id}`, true);
        }
        setChecked(true);
      },
      () => setChecked(true),
    );
  }, [id]);
  if (!checked) return <main class="page"><Loading /></main>;
  if (record !== null) {
    return (
      <main class="page">
        <p class="lead">{t("finished_table")}</p>
        <p><a href={`/replay/${record}`}>{t("finished_table_replay")}</a></p>
      </main>
    );
  }
  return (
    <main class="page">
      <ErrorBox error={fallback} />
      <p><a href="/">{t("back_to_lobby")}</a></p>
    </main>
  );
}

function TableScreen({ conn, invite }: { conn: TableConnection; invite: string | null }) {
  const live = conn.sync.value;
  const me = user.value;
  const game = gameInfo(live.info?.game);
  const [shown, setShown] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [endClosed, setEndClosed] = useState(false);
  const [tab, setTab] = useState<SideTab>("log");
  const [received, setReceived] = useState(Date.now());
  const [actionError, setActionError] = useState<string | null>(null);
  const [askResign, setAskResign] = useState(false);
  // A line the game's renderer puts in the turn banner's place (Klabor's deal result).
  const [held, setHeld] = useState<string | null>(null);

  const mine = useMemo(() => {
    const seats = Object.values(live.feeds).map((f) => f.seat).filter((s): s is number => s !== null);
    if (me && live.info) {
      for (const seat of live.info.seats) if (seat.user_id === me.id && !seat.abandoned && !seats.includes(seat.seat)) seats.push(seat.seat);
    }
    return seats.sort((a, b) => a - b);
  }, [live.feeds, live.info, me?.id]);
  // What the table shows: the others' moves one at a time, the player's own at once.
  const sync = usePacedSync(live, mine, paceMs(settings.value));
  const info = sync.info;

  const key = chooseFeed(sync.feeds, shown);
  const feed = key !== null ? sync.feeds[key] : null;
  const recent = useMemo(() => recentEvents(feed?.log ?? [], mine), [feed?.log, mine]);
  const myTurnNow = info?.status === "playing" && feedActing(feed).some((s) => mine.includes(s));
  useYourTurnAlert(myTurnNow, t("your_turn"), game ? tx(game.name) : t("brand"), `igroteka-${info?.id ?? ""}`);
  useEffect(() => {
    if (key !== shown) setShown(key);
  }, [key]);
  // A newcomer who opens a table that waits for players is asked for a name, to sit down;
  // one who opens a game already under way has come to watch, which needs no name.
  const waiting = info?.status === "waiting";
  useEffect(() => {
    if (waiting && !me && !isOfflineTable(conn.table)) void ensureUser();
  }, [waiting]);
  useEffect(() => setReceived(Date.now()), [feed?.version, feed?.clocks]);
  // Everyone agreed to a rematch while its players watched: they move to the new table
  // (table/Rematch.tsx). Whoever opens the old table later gets a link to it instead.
  const rematchTable = info?.rematch?.table ?? null;
  const seenRematch = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!info) return;
    const before = seenRematch.current;
    seenRematch.current = rematchTable;
    if (before !== undefined && rematchTable && rematchTable !== before && mine.length) navigate(`/table/${rematchTable}`);
  }, [rematchTable, !!info]);

  const notice = conn.notice.value;
  // A refusal belongs to the position it was about; the next move clears it.
  const current = notice && notice.version === live.version ? notice : null;
  const refused: RefusedMove | null = useMemo(() => {
    if (!current) return null;
    return { text: current.key ? t(current.key) : (current.text ?? current.code ?? ""), serial: current.serial };
  }, [current, lang.value]);

  const offline = isOfflineTable(conn.table);
  if (!info) {
    if (offline && notice) {
      return (
        <main class="page">
          <ErrorBox error={notice.text ? tx(notice.text) : (notice.code ?? "")} />
          <p><a href="/offline">{ot("offline_back")}</a></p>
        </main>
      );
    }
    if (offline && pythonLoading.value) {
      return <main class="page"><p class="lead" data-testid="python-loading">{ot("offline_loading_python")}</p><Loading /></main>;
    }
    if (conn.status.value === "closed" && notice) {
      return <GoneTable id={conn.table} invite={invite} fallback={notice.text ? tx(notice.text) : t("table_unavailable")} />;
    }
    return <main class="page"><Loading /></main>;
  }

  if (info.status === "closed") {
    return (
      <main class="page">
        <p class="lead">{t("table_closed")}</p>
        <p><a href="/">{t("back_to_lobby")}</a></p>
      </main>
    );
  }

  if (info.status === "waiting") {
    return (
      <main class="page">
        <div class="table-head">
          <a href="/" class="back">← {t("back_to_lobby")}</a>
          <ConnectionIndicator conn={conn} />
        </div>
        <WaitingRoom table={info} game={game} mine={mine} invite={invite} signedIn={!!me} onChanged={() => conn.resubscribe()} />
      </main>
    );
  }

  const view = feed?.view ?? null;
  // Several seats may act at once; every "whose move" below reads this set.
  const acting = feedActing(feed);
  const seat = feed?.seat ?? null;
  const finished = info.status === "finished";
  const pending = conn.pending.value;
  const controls = feed?.controls ?? null;
  const canAct = !finished && seat !== null && acting.includes(seat) && !pending
    && ((feed?.legal.length ?? 0) > 0 || controls !== null);
  const renderer = rendererFor(info.game);
  const Board = renderer.Board;
  // Only a seat about to act is handed the device: while a bot or a person elsewhere moves,
  // the table stays in sight with every hand of this device hidden (concealHand below).
  const privacy = !finished && seat !== null && acting.includes(seat)
    && needsPrivacyScreen(mine.length, !!game?.hidden_information, revealed, key);
  // Two people on one device: nobody's hidden cards are drawn unless the seat on screen acts now.
  const concealHand = !finished && mine.length > 1 && !!game?.hidden_information && (seat === null || !acting.includes(seat));
  const claimable = info.claimable && mine.includes(info.claimable.seat) ? info.claimable : null;
  const l = lang.value;
  const preset = presetName(game?.options, info.preset, l);

  // One name per seat everywhere on the table (banner, log, seats): twins get their seat numbers.
  const nameOf = seatNamer(info.seats);
  const resignable = !finished && mine.length > 0 && canResign(info.seats.length, !!game?.hidden_information);
  // On a shared device the seat on screen resigns (the one whose turn it is).
  const resignSeat = seat !== null && mine.includes(seat) ? seat : (mine[0] ?? null);
  const turn = turnLine({ finished, acting, mine, shown: seat, name: nameOf,
    result: finished && info.result ? headline(info, mine) : null });

  const leave = async () => {
    if (offline) {
      // The game stays on the device and goes on from here when opened again.
      navigate("/offline");
      return;
    }
    const question = finished ? null : t(mine.length ? "leave_confirm_playing" : "leave_confirm");
    if (question && mine.length && !window.confirm(question)) return;
    try {
      if (mine.length) await api.leave(info.id);
      navigate("/");
    } catch (err) {
      setActionError(errorText(err));
    }
  };

  return (
    <main class="table-page" data-table={info.id} data-status={info.status} data-version={feed?.version ?? -1} data-seat={seat ?? ""}>
      <div class="table-head">
        <div class="table-title">
          <h1>{game ? tx(game.name) : info.game}</h1>
          {preset && <span class="muted">{preset}</span>}
        </div>
        {offline ? <span class="tag" data-testid="offline-table">{ot("nav_offline")}</span> : <ConnectionIndicator conn={conn} />}
        {!offline && mine.length === 0 && <span class="tag watching" data-testid="spectator-tag">{t("spectator_tag")}</span>}
        <div class="table-tools">
          <button type="button" class="secondary only-wide" onClick={() => setTab("settings")}>{t("tab_table_settings")}</button>
          {resignable && <ResignButton onAsk={() => setAskResign(true)} />}
          <button type="button" class="secondary" onClick={() => void leave()}>{offline ? ot("offline_back") : mine.length && !finished ? t("leave_table") : t("back_to_lobby")}</button>
        </div>
      </div>
      <div class="table-layout">
        <section class="play-area" aria-label={t("game_area")}>
          {!renderer.drawsSeats && (
            <Seats seats={info.seats} acting={acting} mine={mine} clocks={feed?.clocks} received={received}
              swatches={view?.kind === "board"} presence={!offline} />
          )}
          <p class={`turn-banner${turn.mine && !held ? " mine" : ""}`} aria-live="polite" data-testid="turn-banner"
            data-acting={acting.join(" ")} data-held={held ? "1" : undefined}>
            {held && !finished ? held : turn.text}
            {pending && <span class="pending"> · {conn.status.value === "online" ? t("move_sending") : t("move_queued")}</span>}
          </p>
          {!finished && <AwayNotice seats={info.seats} mine={mine} />}
          {claimable && (
            <div class="claim card">
              <p>{t("claim_explained", { name: nameOf(claimable.against) })}</p>
              <button type="button" class="primary" onClick={() => conn.claim(claimable.seat)}>{t("claim_win")}</button>
            </div>
          )}
          {resignable && askResign && resignSeat !== null && (
            <ResignConfirm name={nameOf(resignSeat)} shared={mine.length > 1} online={conn.status.value === "online"}
              onResign={() => { conn.resign(resignSeat); setAskResign(false); }} onCancel={() => setAskResign(false)} />
          )}
          <ErrorBox error={actionError} />
          {privacy ? (
            // Behind the privacy screen the next player's view is not drawn at all, not merely covered.
            <div class="privacy-placeholder" aria-hidden="true" />
          ) : view ? (
            <Board
              game={game}
              table={info}
              view={view}
              legal={feed?.legal ?? []}
              seat={seat}
              canAct={canAct}
              onAct={(action) => { if (seat !== null) conn.act(seat, action); }}
              onProbe={(action) => { if (seat !== null) conn.probe(seat, action); }}
              refused={refused}
              pendingAction={pending?.action ?? null}
              concealHand={concealHand}
              sharedDevice={mine.length > 1}
              clocks={feed?.clocks}
              received={received}
              acting={acting}
              controls={controls}
              recent={recent}
              onHold={setHeld}
            />
          ) : <Loading />}
          {finished && endClosed && (
            <div class="actions">
              <button type="button" class="primary" onClick={() => setEndClosed(false)}>{t("show_result")}</button>
            </div>
          )}
        </section>
        <SidePanel conn={conn} table={info} game={game} log={privacy ? [] : feed?.log ?? []} chat={live.chat}
          canChat={!!me && !offline} tab={tab} onTab={setTab} />
      </div>
      {finished && !endClosed && <EndScreen table={info} mine={mine} chance={!!game?.has_chance} onClose={() => setEndClosed(true)} describe={renderer.describeResult} />}
      {privacy && key !== null && (
        <PrivacyScreen seatNumber={Number(key) + 1} name={nameOf(Number(key))} onReveal={() => setRevealed(key)} />
      )}
    </main>
  );
}
