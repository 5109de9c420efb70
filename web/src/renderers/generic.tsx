/**
 * The fallback for a game with no renderer of its own yet, so every registered
 * game is playable: the seats around the table (names, clocks, who acts now,
 * teams), the form for a continuous move when the game has one, its legal
 * actions as buttons, and its view as text.
 */
import { t, tx } from "../i18n";
import { actingSeats } from "../net/acting";
import { legalText } from "../table/events";
import { ControlsPanel } from "./controls/ControlsPanel";
import { readControls } from "./controls/model";
import { SeatRing } from "./seating/SeatRing";
import { teamsOf } from "./seating/layout";
import type { GameRenderer, RendererProps, ThumbnailProps } from "./types";

function ActionList({ props }: { props: RendererProps }) {
  return (
    <div class="action-list" role="group" aria-label={t("legal_actions")}>
      {props.legal.map((entry, i) => (
        <button key={i} type="button" onClick={() => props.onAct(entry.action)}>{legalText(entry)}</button>
      ))}
    </div>
  );
}

function GenericBoard(props: RendererProps) {
  const seats = props.table?.seats ?? props.seats ?? [];
  const count = Math.max(seats.length, typeof props.view.players === "number" ? props.view.players : 0, 1);
  // A replay passes no acting set: the view says who was to move.
  const acting = props.acting ?? actingSeats(
    Array.isArray(props.view.acting) ? (props.view.acting as number[]) : undefined,
    typeof props.view.turn === "number" ? props.view.turn : null,
  );
  const controls = props.canAct ? readControls(props.controls) : null;
  const showLegal = props.canAct && props.legal.length > 0;
  return (
    <div class="generic-game">
      <SeatRing count={count} me={props.seat} seats={seats} acting={acting} clocks={props.clocks} received={props.received}
        teams={teamsOf(props.view.teams, count)}>
        <div class="generic-center">
          <p class={`refusal${props.refused ? " shown" : ""}`} role="alert" data-testid="refusal">{props.refused ? tx(props.refused.text) : ""}</p>
          {controls && <ControlsPanel spec={controls} onAct={props.onAct} disabled={props.pendingAction !== null} />}
          {showLegal && (controls ? (
            <details class="legal-sample">
              <summary>{t("legal_sample")}</summary>
              <ActionList props={props} />
            </details>
          ) : <ActionList props={props} />)}
          <details>
            <summary>{t("raw_view")}</summary>
            <pre>{JSON.stringify(props.view, null, 2)}</pre>
          </details>
        </div>
      </SeatRing>
    </div>
  );
}

function GenericThumbnail({ game }: ThumbnailProps) {
  const cards = game.hidden_information;
  return (
    <svg viewBox="0 0 200 140" role="img" aria-label={t("thumbnail_label")}>
      <rect width="200" height="140" rx="14" fill="var(--felt)" />
      {cards ? (
        [0, 1, 2].map((i) => (
          <g key={i} transform={`translate(${60 + i * 26},${30 + (i === 1 ? -8 : 0)}) rotate(${(i - 1) * 12} 20 40)`}>
            <rect width="44" height="64" rx="6" fill="#fffdf7" stroke="#8a8170" />
            <text x="8" y="20" font-size="16" fill={i === 1 ? "#c8102e" : "#1a1a1a"}>{["♠", "♥", "♣"][i]}</text>
          </g>
        ))
      ) : (
        [0, 1].map((i) => (
          <g key={i} transform={`translate(${62 + i * 46},42)`}>
            <rect width="34" height="34" rx="6" fill="#fffdf7" stroke="#5c5446" />
            <circle cx="17" cy="17" r="4" fill="#1a1a1a" />
          </g>
        ))
      )}
    </svg>
  );
}

export const genericRenderer: GameRenderer = {
  games: [],
  Board: GenericBoard,
  Thumbnail: GenericThumbnail,
  drawsSeats: true,
};
