/**
 * The seats of a table of 2 to 12 drawn around whatever the game puts in the
 * middle (a board, dice, a card row): the player's own seat at the bottom, the
 * others clockwise in seat order (see layout.ts). Each plate carries the
 * seat's name, its team (a colour and a number, so teams differ without
 * colour too), the clock, the "acting" mark for every seat that may act now
 * (several at once in a simultaneous game), the tags the shell knows (you, a
 * bot, offline) and a slot for what the game shows per seat (a monster board,
 * a hand count). Below 640 pixels the plates go in rows along the top.
 */
import type { ComponentChildren } from "preact";
import type { Clocks, SeatInfo } from "../../net/types";
import { ClockFace } from "../../table/Seats";
import { seatName } from "../../table/seatNames";
import { useWidth } from "../../ui/useWidth";
import { compactColumns, seatingMode, seatLayout, type Region, type SeatingMode, type SeatSpot } from "./layout";
import { t } from "./strings";
import "./seating.css";

/** Team colours, chosen to differ for most kinds of colour blindness; the team's number is printed too. */
export const TEAM_COLOURS = ["#1f6f5c", "#b03a2e", "#2759a5", "#a66d00", "#6b3fa0", "#3d3d3d"];

export interface SeatRingProps {
  /** Seats at the table (2 to 12). */
  count: number;
  /** The player's own seat (null: a spectator, who sees seat 0 at the bottom). */
  me: number | null;
  /** The table's seats, for names and the shell's tags. */
  seats?: readonly SeatInfo[];
  /** The seats that may act now. */
  acting?: readonly number[];
  clocks?: Clocks;
  /** When the clocks were received (Date.now()). */
  received?: number;
  /** Each seat's team (null or missing: none). */
  teams?: readonly (number | null | undefined)[];
  /** A team's name; "Команда N" by default. */
  teamName?: (team: number) => string;
  /** A team's colour; TEAM_COLOURS by default. */
  teamColour?: (team: number) => string;
  /** What the game shows on a seat's plate. */
  slot?: (seat: number, spot: SeatSpot) => ComponentChildren;
  /** Force a layout (the default follows the width). */
  mode?: SeatingMode;
  label?: string;
  /** The middle of the table. */
  children?: ComponentChildren;
}

function stateTag(info: SeatInfo | undefined): string | null {
  if (!info || info.kind !== "human") return null;
  if (info.abandoned) return t("seat_left");
  if (info.bot_holding) return t("seat_bot_holding");
  return info.connected === false ? t("seat_offline") : null;
}

export function SeatPlate({ spot, props, compact = false }: { spot: SeatSpot; props: SeatRingProps; compact?: boolean }) {
  const { seat } = spot;
  const info = props.seats?.find((s) => s.seat === seat) ?? props.seats?.[seat];
  const name = seatName(info) || t("seat_n", { n: seat + 1 });
  // Every seat shows its number (the log and the turn banner tell twins apart by it), on a
  // badge of its own so a long name cut short on a phone still leaves them apart.
  const acting = props.acting?.includes(seat) ?? false;
  const own = props.me !== null && seat === props.me;
  const team = props.teams?.[seat];
  const hasTeam = typeof team === "number";
  const colour = hasTeam ? (props.teamColour ?? ((n: number) => TEAM_COLOURS[n % TEAM_COLOURS.length]))(team) : undefined;
  const teamText = hasTeam ? (props.teamName ?? ((n: number) => t("seating_team", { n: n + 1 })))(team) : "";
  const state = stateTag(info);
  const extra = props.slot?.(seat, spot);
  const teamMark = <span class="ring-team" title={teamText} aria-label={teamText}>{hasTeam ? team + 1 : ""}</span>;
  return (
    <div class={`ring-seat${acting ? " acting" : ""}${own ? " own" : ""}${hasTeam ? " teamed" : ""}`}
      data-seat={seat} data-region={spot.region} data-offset={spot.offset} data-team={hasTeam ? team : undefined}
      data-testid={`ring-seat-${seat}`} aria-current={acting ? "true" : undefined}
      style={colour ? { "--team": colour } as Record<string, string> : undefined}>
      <div class="ring-head">
        {hasTeam && !compact && teamMark}
        <span class="seat-no" data-testid={`seat-no-${seat}`}>{t("seat_word", { n: seat + 1 })}</span>
        <span class="ring-name" title={name}>{name}</span>
      </div>
      <div class="ring-meta">
        {/* On a phone the name keeps the plate's whole width; the team's number goes here. */}
        {hasTeam && compact && teamMark}
        {acting && <span class="ring-acting" data-testid="ring-acting">● {t("their_turn")}</span>}
        {own && <span class="tag">{t("you")}</span>}
        {/* A bot's label already says it is one ("Бот (лёгкий)"). */}
        {info?.kind === "bot" && !info.label && <span class="tag">{t("bot")}</span>}
        {state && <span class="tag warn">{state}</span>}
        {props.clocks && <ClockFace clocks={props.clocks} seat={seat} received={props.received ?? Date.now()} acting={acting} />}
      </div>
      {extra !== undefined && extra !== null && extra !== false && <div class="ring-slot">{extra}</div>}
    </div>
  );
}

const REGIONS: Region[] = ["top", "left", "right", "bottom"];

export function SeatRing(props: SeatRingProps) {
  const [ref, width] = useWidth<HTMLElement>(1024);
  const mode = props.mode ?? seatingMode(width, props.count);
  const spots = seatLayout(props.count, props.me, mode);
  const columns = mode === "compact" ? compactColumns(props.count - 1, width) : 0;
  const byRegion = (region: Region) => spots.filter((s) => s.region === region).sort((a, b) => a.index - b.index);
  return (
    <section ref={ref} class={`seat-ring ${mode}`} aria-label={props.label ?? t("seating_table")} data-mode={mode}
      data-seats={props.count} style={columns ? { "--columns": columns } as Record<string, number> : undefined}>
      {REGIONS.map((region) => {
        const list = byRegion(region);
        if (list.length === 0) return null;
        return (
          <div key={region} class={`seat-ring-${region}`} data-count={list.length}>
            {list.map((spot) => <SeatPlate key={spot.seat} spot={spot} props={props} compact={mode === "compact"} />)}
          </div>
        );
      })}
      <div class="seat-ring-center">{props.children}</div>
    </section>
  );
}
