/**
 * The match score drawn as on a sheet from a school notebook: squared paper,
 * a red margin with the deal numbers, a column per team in ink, old totals
 * struck through, eggs drawn as eggs, and the totals again as tally sticks.
 */
import type { ScoreSheetData, TallyGroup } from "./scoreSheet";

const W = 260;
const ROW = 24;
const HEAD = 34;
const MARGIN = 34;
const COL = (W - MARGIN) / 2;
const INK = "#1d3f8f";
const RED = "#c8322f";
const HAND = "'Segoe Print', 'Comic Sans MS', 'Marck Script', 'URW Chancery L', cursive";

function Egg({ x, y }: { x: number; y: number }) {
  return <ellipse cx={x} cy={y} rx={5.5} ry={7} fill="none" stroke={INK} stroke-width={1.4} />;
}

function Tally({ groups, x, y }: { groups: TallyGroup[]; x: number; y: number }) {
  let at = x;
  const out = [];
  for (const [g, group] of groups.entries()) {
    const start = at;
    for (let i = 0; i < group.sticks; i += 1) {
      out.push(<line key={`${g}-${i}`} x1={at} y1={y} x2={at + 1} y2={y + 15} stroke={INK} stroke-width={1.6} stroke-linecap="round" />);
      at += 5;
    }
    if (group.crossed) out.push(<line key={`${g}-x`} x1={start - 3} y1={y + 12} x2={at - 1} y2={y + 3} stroke={INK} stroke-width={1.6} stroke-linecap="round" />);
    at += 8;
  }
  // Wrap onto a second row is not needed below ~25 points; wider totals just run on.
  return <g>{out}</g>;
}

export function ScoreSheetSvg({ data, titles, targetText, goatsColumn, goatsText, eggsText, catchText, label }: {
  data: ScoreSheetData;
  titles: [string, string];
  targetText: string;
  /** The column (0 or 1) of the «козлы», once the match is over. */
  goatsColumn: number | null;
  goatsText: string;
  eggsText: string;
  catchText: string;
  label: string;
}) {
  const rows = Math.max(data.lines.length, 3);
  const tallyY = HEAD + rows * ROW + 10;
  const height = tallyY + 44;
  const colX = (c: number) => MARGIN + c * COL;
  const grid = [];
  for (let x = 10; x < W; x += 12) grid.push(<line key={`v${x}`} x1={x} y1={0} x2={x} y2={height} />);
  for (let y = 10; y < height; y += 12) grid.push(<line key={`h${y}`} x1={0} y1={y} x2={W} y2={y} />);
  return (
    <svg class="score-sheet" viewBox={`0 0 ${W} ${height}`} role="img" aria-label={label} data-testid="score-sheet">
      <rect width={W} height={height} fill="#fdfcf6" />
      <g stroke="#b9d3ea" stroke-width={0.6}>{grid}</g>
      <line x1={MARGIN - 4} y1={0} x2={MARGIN - 4} y2={height} stroke={RED} stroke-width={1.2} opacity={0.8} />
      <line x1={colX(1)} y1={6} x2={colX(1)} y2={height - 6} stroke={INK} stroke-width={1.3} />
      <line x1={MARGIN} y1={HEAD - 6} x2={W - 6} y2={HEAD - 6} stroke={INK} stroke-width={1.3} />
      <g font-family={HAND} fill={INK} font-size={15} text-anchor="middle">
        {titles.map((title, c) => <text key={c} x={colX(c) + COL / 2} y={HEAD - 13} font-weight={700}>{title}</text>)}
        <text x={MARGIN / 2 - 2} y={HEAD - 13} font-size={11} fill={RED}>{targetText}</text>
        {data.lines.map((line, i) => {
          const y = HEAD + i * ROW + 15;
          return (
            <g key={line.deal} data-deal={line.deal} data-kind={line.kind}>
              <text x={MARGIN / 2 - 2} y={y} font-size={12} fill={RED}>{line.deal}</text>
              {[0, 1].map((c) => {
                const cx = colX(c) + COL / 2;
                if (line.kind === "eggs") {
                  return (
                    <g key={c}>
                      <Egg x={cx - 18} y={y - 5} />
                      {line.eggs > 0 && <Egg x={cx - 5} y={y - 5} />}
                      {c === 0 && <text x={cx + 22} y={y} font-size={11}>{eggsText}</text>}
                    </g>
                  );
                }
                if (!line.changed[c]) return null;
                const total = String(line.totals[c]);
                return (
                  <g key={c} data-column={c} data-total={line.totals[c]} data-struck={line.struck[c] ? "1" : "0"}>
                    <text x={cx - 18} y={y} font-size={12} opacity={0.75}>+{line.written[c]}</text>
                    <text x={cx + 16} y={y} font-size={16} font-weight={700}>{total}</text>
                    {line.struck[c] && <line x1={cx + 4} y1={y - 5} x2={cx + 28} y2={y - 4} stroke={INK} stroke-width={1.4} />}
                    {line.kind === "catch" && <text x={cx + 40} y={y} font-size={10} fill={RED}>{catchText}</text>}
                  </g>
                );
              })}
            </g>
          );
        })}
      </g>
      <line x1={MARGIN} y1={tallyY - 6} x2={W - 6} y2={tallyY - 6} stroke={INK} stroke-width={0.9} stroke-dasharray="3 3" />
      {[0, 1].map((c) => (
        <g key={c} data-testid={`tally-${c}`} data-sticks={data.totals[c]}>
          <Tally groups={data.tallies[c]} x={colX(c) + 10} y={tallyY + 2} />
          {goatsColumn === c && (
            <text x={colX(c) + COL / 2} y={tallyY + 34} font-family={HAND} font-size={15} font-weight={700} fill={RED} text-anchor="middle"
              transform={`rotate(-6 ${colX(c) + COL / 2} ${tallyY + 30})`}>{goatsText}</text>
          )}
        </g>
      ))}
    </svg>
  );
}
