/**
 * A rating's history as a small SVG line: the rating after each game, wins,
 * draws and losses as coloured dots (each dot's title gives rating ± deviation).
 * Plain SVG, no library: one polyline and a few labels read on any screen.
 */
import { t } from "../i18n";
import type { RatedGame } from "../net/api";

// Narrow enough that its labels stay readable when a phone shrinks it to 350 px.
const W = 420;
const H = 180;
const PAD = { left: 46, right: 10, top: 12, bottom: 24 };

export function RatingPlot({ history, label }: { history: RatedGame[]; label: string }) {
  // The start (1500 ± 350, before the first game) is the line's first point.
  const points = [{ rating: 1500, deviation: 350, result: null as RatedGame["result"] }, ...history];
  const values = points.flatMap((p) => [p.rating]);
  let lo = Math.min(...values);
  let hi = Math.max(...values);
  if (hi - lo < 100) {
    const mid = (hi + lo) / 2;
    lo = mid - 50;
    hi = mid + 50;
  }
  lo = Math.floor(lo / 50) * 50;
  hi = Math.ceil(hi / 50) * 50;
  const x = (i: number) => PAD.left + (points.length === 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (r: number) => PAD.top + ((hi - Math.max(lo, Math.min(hi, r))) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(" ");
  const ticks = [lo, Math.round((lo + hi) / 2), hi];
  return (
    <svg class="rating-plot" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="rating-plot" data-points={history.length}>
      {ticks.map((v) => (
        <g key={v}>
          <line class="grid" x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
          <text class="tick" x={PAD.left - 6} y={y(v) + 4} text-anchor="end">{v}</text>
        </g>
      ))}
      <polyline class="line" points={line} />
      {points.map((p, i) => i > 0 && (
        <circle key={i} class={`dot ${p.result ?? "unknown"}`} cx={x(i)} cy={y(p.rating)} r={4}>
          <title>{`${p.rating} ± ${p.deviation}${p.result ? ` · ${t(`result_${p.result}` as "result_win")}` : ""}`}</title>
        </circle>
      ))}
      <text class="tick" x={PAD.left} y={H - 6}>{t("plot_start")}</text>
      <text class="tick" x={W - PAD.right} y={H - 6} text-anchor="end">{t("games_n", { n: history.length })}</text>
    </svg>
  );
}
