/**
 * Dice drawn as SVG: a d6's pips, or a symbol (a numeral, a heart, a bolt of
 * energy, a claw; any other symbol as its text), a kept die marked so it reads
 * at a glance (a thick frame, a raised tray and a check), each die a button of
 * at least 44 pixels when the player may keep it, and a roll that tumbles
 * through a few faces before the rolled one (not with reduced motion).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { settings } from "../../settings/store";
import { D6, pipCentres, tumble, type DieFace, type DieState } from "./model";
import { t, type Key } from "./strings";
import "./dice.css";

/** How long a roll tumbles, and how long each face of it shows. */
export const ROLL_MS = 600;
export const FRAME_MS = 75;

const SYMBOL_NAMES: Record<string, Key> = { heart: "dice_face_heart", energy: "dice_face_energy", claw: "dice_face_claw" };

/** A face in words: "5", "сердце". */
export function faceName(face: DieFace): string {
  if (face.kind === "pips") return String(face.value);
  const key = SYMBOL_NAMES[face.symbol];
  return key ? t(key) : face.symbol;
}

function Symbol({ symbol, colour }: { symbol: string; colour: string }) {
  switch (symbol) {
    case "heart":
      return <path d="M50 80C45 74 18 58 18 38C18 27 26 20 35 20C42 20 47 24 50 30C53 24 58 20 65 20C74 20 82 27 82 38C82 58 55 74 50 80Z" fill="#c8282e" />;
    case "energy":
      return <path d="M56 14L26 56H46L40 86L74 40H53Z" fill="#1f7ac8" stroke="#10406b" stroke-width={2} stroke-linejoin="round" />;
    case "claw":
      // Three scratches, thick in the middle and sharp at both ends.
      return (
        <g fill={colour}>
          <path d="M46 14Q44 18 18 64Q17 70 20 74Q30 52 50 18Z" />
          <path d="M66 18Q62 24 34 78Q33 84 37 87Q48 62 70 22Z" />
          <path d="M82 34Q78 40 54 84Q54 89 58 90Q68 66 85 38Z" />
        </g>
      );
    default:
      return (
        <text x={50} y={52} text-anchor="middle" dominant-baseline="central" font-size={symbol.length > 1 ? 38 : 58}
          font-weight={800} fill={colour} font-family="Georgia, 'Times New Roman', serif"
          textLength={symbol.length > 2 ? 70 : undefined} lengthAdjust="spacingAndGlyphs">{symbol}</text>
      );
  }
}

/** One die's face as SVG in a 100 x 100 box. */
export function DieSvg({ face, kept = false }: { face: DieFace; kept?: boolean }) {
  const ink = "#1d1a16";
  return (
    <svg class="die-svg" viewBox="0 0 100 100" aria-hidden="true" focusable="false"
      data-face={face.kind === "pips" ? String(face.value) : face.symbol}>
      <rect x={4} y={4} width={92} height={92} rx={18} fill={kept ? "#fff3c4" : "#fffdf7"} stroke={kept ? "#1f5f4a" : "#6b6253"} stroke-width={kept ? 7 : 3} />
      {face.kind === "pips"
        ? pipCentres(face.value).map(([x, y], i) => <circle key={i} cx={x} cy={y} r={9} fill={ink} data-pip="" />)
        : <Symbol symbol={face.symbol} colour={ink} />}
    </svg>
  );
}

export function Die({ face, kept, index, onToggle, rolling = false, disabled = false }: {
  face: DieFace;
  kept: boolean;
  index: number;
  /** Keep the die, or put it back in the roll; without it the die is only shown. */
  onToggle?: (index: number) => void;
  rolling?: boolean;
  disabled?: boolean;
}) {
  const label = t(kept ? "dice_die_kept" : "dice_die", { n: index + 1, face: faceName(face) });
  const body = (
    <>
      <DieSvg face={face} kept={kept} />
      {kept && <span class="die-kept" aria-hidden="true" title={t("dice_kept")}>✓</span>}
    </>
  );
  const className = `die${kept ? " kept" : ""}${rolling ? " rolling" : ""}`;
  if (!onToggle) {
    return <span class={className} role="img" aria-label={label} data-die={index} data-kept={kept ? "1" : "0"}>{body}</span>;
  }
  return (
    <button type="button" class={className} aria-pressed={kept} aria-label={label} disabled={disabled}
      data-die={index} data-kept={kept ? "1" : "0"} onClick={() => onToggle(index)}>
      {body}
    </button>
  );
}

/**
 * What each die shows while a roll tumbles: when `rollKey` changes, every die
 * not kept runs through a few faces of `faces` to its own; kept dice stay still.
 * Returns the faces to draw and which dice are rolling now.
 */
export function useDiceRoll(dice: readonly DieState[], rollKey: unknown, faces: readonly DieFace[], reduced: boolean,
  random: () => number = Math.random): { shown: DieFace[]; rolling: boolean[] } {
  const [frame, setFrame] = useState<{ sequences: DieFace[][]; step: number } | null>(null);
  const last = useRef(rollKey);
  useEffect(() => {
    if (rollKey === last.current) return;
    last.current = rollKey;
    if (reduced) {
      setFrame(null);
      return;
    }
    const frames = Math.max(2, Math.round(ROLL_MS / FRAME_MS));
    const sequences = dice.map((die) => (die.kept ? [die.face] : tumble(die.face, faces, frames, random)));
    let step = 0;
    setFrame({ sequences, step });
    const timer = setInterval(() => {
      step += 1;
      if (step >= frames - 1) {
        clearInterval(timer);
        setFrame(null);
      } else {
        setFrame({ sequences, step });
      }
    }, FRAME_MS);
    return () => {
      clearInterval(timer);
      setFrame(null);
    };
  }, [rollKey]);
  if (!frame) return { shown: dice.map((die) => die.face), rolling: dice.map(() => false) };
  return {
    shown: dice.map((die, i) => frame.sequences[i]?.[Math.min(frame.step, frame.sequences[i].length - 1)] ?? die.face),
    rolling: dice.map((die, i) => !die.kept && (frame.sequences[i]?.length ?? 0) > 1),
  };
}

/**
 * A row of dice. `rollKey` changes with every roll (the game's roll count or the
 * table's version), which starts the tumble; `onToggle` makes the dice buttons
 * that keep and release them (the game holds the kept set and sends it).
 */
export function DiceTray({ dice, rollKey, faces = D6, onToggle, disabled = false, label, hint, reduced }: {
  dice: readonly DieState[];
  rollKey?: unknown;
  /** The faces of these dice, for the tumble (a d6 by default). */
  faces?: readonly DieFace[];
  onToggle?: (index: number) => void;
  disabled?: boolean;
  label?: string;
  /** Say how keeping works (shown under the dice when they may be kept). */
  hint?: boolean;
  /** No tumbling; the player's setting by default. */
  reduced?: boolean;
}) {
  const { shown, rolling } = useDiceRoll(dice, rollKey, faces, reduced ?? settings.value.reduced_motion);
  const anyRolling = rolling.some(Boolean);
  return (
    <div class="dice-tray" role="group" aria-label={label ?? t("dice_tray")} data-testid="dice" aria-busy={anyRolling ? "true" : undefined}>
      <div class="dice-row">
        {dice.map((die, i) => (
          <Die key={i} face={shown[i] ?? die.face} kept={die.kept} index={i} rolling={rolling[i]}
            onToggle={onToggle} disabled={disabled} />
        ))}
      </div>
      {anyRolling && <p class="visually-hidden" aria-live="polite">{t("dice_rolling")}</p>}
      {hint && onToggle && !disabled && <p class="dice-hint small">{t("dice_keep_hint")}</p>}
    </div>
  );
}
