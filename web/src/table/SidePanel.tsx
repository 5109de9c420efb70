/** Beside the board: the game log, the chat, the full rules, and this table's settings. */
import { useEffect, useRef, useState } from "preact/hooks";
import { lang, t } from "../i18n";
import { api } from "../net/api";
import type { TableConnection } from "../net/connection";
import type { ChatEntry } from "../net/sync";
import type { GameEvent, GameInfo, SeatInfo, TableSummary } from "../net/types";
import { rendererFor } from "../renderers";
import { ErrorBox, Loading, Tabs, errorText } from "../ui/common";
import { Markdown } from "../ui/Markdown";
import { describeEvent, type Describer } from "./events";
import { seatNamer } from "./seatNames";
import { TableSettings } from "./TableSettings";

export type SideTab = "log" | "chat" | "rules" | "settings";

/**
 * Keep a list's newest line in view by scrolling the list itself, never the page: on a
 * phone the log sits below the table, and scrolling it into view took the table, the
 * hand and the turn banner off screen after every move.
 */
export function followEnd(list: HTMLElement | null): void {
  if (list) list.scrollTop = list.scrollHeight;
}

export function GameLog({ log, seats, describe }: { log: GameEvent[]; seats: SeatInfo[]; describe?: Describer }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => followEnd(list.current), [log.length]);
  if (log.length === 0) return <p class="muted empty">{t("log_empty")}</p>;
  const name = seatNamer(seats);
  return (
    <ol class="game-log" data-testid="game-log" ref={list}>
      {log.map((event, i) => (
        <li key={i}>
          {typeof event.seat === "number" && event.seat >= 0 && <span class="who">{name(event.seat)}: </span>}
          <span>{describeEvent(event, describe, name)}</span>
        </li>
      ))}
    </ol>
  );
}

function Chat({ conn, chat, canWrite }: { conn: TableConnection; chat: ChatEntry[]; canWrite: boolean }) {
  const [text, setText] = useState("");
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => followEnd(list.current), [chat.length]);
  const send = (event: Event) => {
    event.preventDefault();
    const clean = text.trim();
    if (!clean) return;
    if (conn.chat(clean)) setText("");
  };
  return (
    <div class="chat">
      {chat.length === 0 ? <p class="muted empty">{t("chat_empty")}</p> : (
        <ul class="chat-lines" aria-live="polite" ref={list}>
          {chat.map((line, i) => (
            <li key={i}><strong>{line.from}:</strong> {line.text}</li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <form class="chat-form" onSubmit={send}>
          <label class="visually-hidden" for="chat-input">{t("chat_message")}</label>
          <input id="chat-input" maxLength={300} value={text} placeholder={t("chat_placeholder")}
            onInput={(e) => setText(e.currentTarget.value)} autoComplete="off" />
          <button type="submit">{t("send")}</button>
        </form>
      ) : <p class="muted small">{t("chat_sign_in")}</p>}
    </div>
  );
}

export function RulesText({ game }: { game: string }) {
  const [markdown, setMarkdown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const l = lang.value;
  useEffect(() => {
    setMarkdown(null);
    setError(null);
    api.rules(game, l).then((r) => setMarkdown(r.markdown), (err) => setError(errorText(err)));
  }, [game, l]);
  if (error) return <ErrorBox error={error} />;
  if (markdown === null) return <Loading />;
  const Extra = rendererFor(game).RulesExtra;
  return (
    <>
      <Markdown source={markdown} />
      {Extra && <Extra />}
    </>
  );
}

export function SidePanel({ conn, table, game, log, chat, canChat, tab, onTab }: {
  conn: TableConnection;
  table: TableSummary;
  game: GameInfo | null;
  log: GameEvent[];
  chat: ChatEntry[];
  canChat: boolean;
  tab: SideTab;
  onTab: (tab: SideTab) => void;
}) {
  return (
    <aside class="side-panel" aria-label={t("side_panel")}>
      <Tabs
        label={t("side_panel")}
        current={tab}
        onSelect={onTab}
        tabs={[
          { key: "log", label: t("tab_log") },
          { key: "chat", label: chat.length ? t("tab_chat_n", { n: chat.length }) : t("tab_chat") },
          { key: "rules", label: t("tab_rules") },
          { key: "settings", label: t("tab_table_settings") },
        ]}
      />
      <div class="side-body" role="tabpanel">
        {tab === "log" && <GameLog log={log} seats={table.seats} describe={rendererFor(table.game).describeEvent} />}
        {tab === "chat" && <Chat conn={conn} chat={chat} canWrite={canChat} />}
        {tab === "rules" && <RulesText game={table.game} />}
        {tab === "settings" && <TableSettings table={table} game={game} />}
      </div>
    </aside>
  );
}
