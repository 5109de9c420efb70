/** A simple folded-paper picture for each card type, drawn in the card's colour (viewBox 58x82). */
import type { JSX } from "preact";

const S = "#3b3326";

export function TypeArt({ type, fill }: { type: string; fill: string }): JSX.Element {
  const p = { fill, stroke: S, "stroke-width": 1.2, "stroke-linejoin": "round" as const };
  switch (type) {
    case "crab":
      return (
        <g>
          <ellipse cx="29" cy="44" rx="12" ry="8" {...p} />
          <polygon points="13,30 19,26 21,36" {...p} />
          <polygon points="45,30 39,26 37,36" {...p} />
          <path d="M18 48 L11 54 M40 48 L47 54 M20 51 L15 58 M38 51 L43 58" stroke={S} stroke-width="1.6" />
        </g>
      );
    case "boat":
      return (
        <g>
          <polygon points="12,48 46,48 40,56 18,56" {...p} />
          <polygon points="30,26 30,46 18,46" {...p} />
          <polygon points="32,30 32,46 42,46" {...p} />
        </g>
      );
    case "fish":
      return (
        <g>
          <polygon points="14,42 30,32 42,42 30,52" {...p} />
          <polygon points="42,42 50,34 50,50" {...p} />
          <circle cx="22" cy="41" r="1.6" fill={S} />
        </g>
      );
    case "swimmer":
      return (
        <g>
          <circle cx="20" cy="36" r="4.5" {...p} />
          <polygon points="24,38 44,34 46,40 26,44" {...p} />
          <path d="M10 52 Q17 46 24 52 T38 52 T50 52" fill="none" stroke={S} stroke-width="1.6" />
        </g>
      );
    case "shark":
      return (
        <g>
          <polygon points="18,50 34,26 40,50" {...p} />
          <path d="M8 52 Q15 46 22 52 T36 52 T50 52" fill="none" stroke={S} stroke-width="1.6" />
        </g>
      );
    case "shell":
      return (
        <g>
          <path d="M29 54 L14 38 Q29 22 44 38 Z" {...p} />
          <path d="M29 54 L22 31 M29 54 L29 28 M29 54 L36 31" stroke={S} stroke-width="1.1" />
        </g>
      );
    case "octopus":
      return (
        <g>
          <ellipse cx="29" cy="36" rx="10" ry="9" {...p} />
          <path d="M21 43 Q17 52 21 56 M26 45 Q25 53 27 57 M32 45 Q33 53 31 57 M37 43 Q41 52 37 56"
            fill="none" stroke={S} stroke-width="2" />
        </g>
      );
    case "penguin":
      return (
        <g>
          <ellipse cx="29" cy="42" rx="9" ry="13" {...p} />
          <ellipse cx="29" cy="45" rx="5" ry="8" fill="#fbf7ec" stroke={S} stroke-width="0.8" />
          <polygon points="27,34 31,34 29,37" fill="#e8a317" />
        </g>
      );
    case "sailor":
      return (
        <g>
          <circle cx="29" cy="29" r="3.5" fill="none" stroke={S} stroke-width="2" />
          <path d="M29 33 L29 54 M21 40 L37 40 M18 47 Q29 60 40 47" fill="none" stroke={fill} stroke-width="4" />
          <path d="M29 33 L29 54 M21 40 L37 40 M18 47 Q29 60 40 47" fill="none" stroke={S} stroke-width="1" />
        </g>
      );
    case "lighthouse":
      return (
        <g>
          <polygon points="24,56 34,56 32,32 26,32" {...p} />
          <rect x="24" y="26" width="10" height="6" {...p} />
          <path d="M34 29 L48 24 M34 29 L48 34 M24 29 L10 24 M24 29 L10 34" stroke="#e8a317" stroke-width="1.5" />
        </g>
      );
    case "shoal":
      return (
        <g>
          {[[16, 32], [30, 40], [18, 50]].map(([x, y]) => (
            <g key={`${x}-${y}`}>
              <polygon points={`${x},${y} ${x + 8},${y - 4} ${x + 14},${y} ${x + 8},${y + 4}`} {...p} />
              <polygon points={`${x + 14},${y} ${x + 18},${y - 3} ${x + 18},${y + 3}`} {...p} />
            </g>
          ))}
        </g>
      );
    case "colony":
      return (
        <g>
          {[16, 29, 42].map((x) => (
            <g key={x}>
              <ellipse cx={x} cy="44" rx="5.5" ry="9" {...p} />
              <ellipse cx={x} cy="46" rx="3" ry="5.5" fill="#fbf7ec" />
            </g>
          ))}
        </g>
      );
    case "captain":
      return (
        <g>
          <path d="M14 42 Q29 24 44 42 Z" {...p} />
          <rect x="12" y="42" width="34" height="5" rx="2" {...p} />
          <circle cx="29" cy="36" r="2.5" fill="#e8a317" stroke={S} stroke-width="0.8" />
        </g>
      );
    case "mermaid":
      return (
        <g>
          <circle cx="29" cy="29" r="5" fill="#f6d2b6" stroke={S} stroke-width="1.2" />
          <path d="M24 35 Q29 33 34 35 L32 48 Q36 54 40 56 L29 53 L18 56 Q22 54 26 48 Z" fill="#7fc8c0" stroke={S} stroke-width="1.2" />
        </g>
      );
    default:
      return <polygon points="29,28 44,52 14,52" {...p} />;
  }
}
