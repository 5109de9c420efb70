/**
 * The form for a continuous move, built from the server's `controls`: a slider
 * with − and + buttons and a box to type the exact number for each number (the
 * keyboard moves it: arrows a step, Page Up/Down ten, Home/End the ends), a row
 * of buttons for each choice (arrows move between them), and the button that
 * sends `{name: value}`. A game without a renderer of its own is played with it;
 * a renderer can reuse it, seeding or following the values (`values`,
 * `onChange`) to draw its own aim.
 */
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { lang, tx } from "../../i18n";
import type { ControlsSpec } from "../../net/types";
import {
  buildAction,
  choiceText,
  clamp,
  decimalsOf,
  initialValues,
  nudge,
  numberText,
  numberValue,
  parseTyped,
  snap,
  stepOf,
  type ChoiceParam,
  type ControlValues,
  type NumberParam,
} from "./model";
import { t } from "./strings";
import "./controls.css";

let panels = 0;

function NumberControl({ param, value, onValue, id }: {
  param: NumberParam; value: number; onValue: (value: number) => void; id: string;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const label = tx(param.label);
  const language = lang.value;
  const text = (n: number) => numberText(param, n, language);
  const range = { min: text(param.min), max: text(param.max) };
  const set = (next: number) => {
    setTyped(null);
    setNote(null);
    onValue(next);
  };
  const commit = (): void => {
    if (typed === null) return;
    const read = parseTyped(param, typed);
    setTyped(null);
    if (!read) {
      setNote(t("controls_not_number", range));
      return;
    }
    onValue(read.value);
    setNote(read.clamped ? t("controls_clamped", { ...range, value: text(read.value) }) : null);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      commit();
      return;
    }
    const next = nudge(param, typed !== null ? parseTyped(param, typed)?.value ?? value : value, event.key);
    if (next === null) return;
    event.preventDefault();
    set(next);
  };
  return (
    <div class="control number" data-param={param.name} role="group" aria-labelledby={`${id}-label`}>
      <div class="control-head">
        <span id={`${id}-label`} class="control-label">{label}</span>
        <span class="muted small">{t("controls_range", range)}</span>
      </div>
      <div class="control-row">
        <button type="button" class="secondary step" aria-label={t("controls_less", { label })}
          onClick={() => set(snap(param, value - stepOf(param)))} disabled={value <= param.min}>−</button>
        <input type="range" class="control-slider" min={param.min} max={param.max} step={stepOf(param)} value={value}
          aria-labelledby={`${id}-label`} aria-valuetext={text(value)} data-testid={`control-slider-${param.name}`}
          onInput={(e) => set(Number(e.currentTarget.value))} />
        <button type="button" class="secondary step" aria-label={t("controls_more", { label })}
          onClick={() => set(snap(param, value + stepOf(param)))} disabled={value >= param.max}>+</button>
        <span class="control-exact">
          <input type="text" inputMode="decimal" class="control-number" aria-labelledby={`${id}-label`}
            data-testid={`control-number-${param.name}`} size={Math.max(3, decimalsOf(param) + String(Math.round(param.max)).length + 1)}
            value={typed ?? numberValue(param, value, language)}
            onInput={(e) => setTyped(e.currentTarget.value)} onBlur={commit} onKeyDown={onKey} />
          <span class="control-unit" aria-hidden="true">{param.unit ?? ""}</span>
        </span>
      </div>
      <p class={`control-note${note ? " shown" : ""}`} role={note ? "status" : undefined}>{note ?? ""}</p>
    </div>
  );
}

function ChoiceControl({ param, value, onValue, id, label: labelOf }: {
  param: ChoiceParam; value: unknown; onValue: (value: unknown) => void; id: string; label: (value: unknown) => string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, param.values.findIndex((v) => JSON.stringify(v) === JSON.stringify(value)));
  const onKey = (event: KeyboardEvent, i: number) => {
    const n = param.values.length;
    const next = event.key === "ArrowRight" || event.key === "ArrowDown" ? (i + 1) % n
      : event.key === "ArrowLeft" || event.key === "ArrowUp" ? (i - 1 + n) % n
        : event.key === "Home" ? 0 : event.key === "End" ? n - 1 : null;
    if (next === null) return;
    event.preventDefault();
    onValue(param.values[next]);
    buttons.current[next]?.focus();
  };
  return (
    <div class="control choice" data-param={param.name}>
      <span id={`${id}-label`} class="control-label">{tx(param.label)}</span>
      <div class="control-choices" role="radiogroup" aria-labelledby={`${id}-label`}>
        {param.values.map((v, i) => (
          <button key={i} type="button" role="radio" aria-checked={i === index} tabIndex={i === index ? 0 : -1}
            ref={(el) => { buttons.current[i] = el; }} class={i === index ? "primary" : "secondary"}
            data-testid={`control-choice-${param.name}`} data-value={JSON.stringify(v)}
            onClick={() => onValue(v)} onKeyDown={(e) => onKey(e, i)}>
            {labelOf(v)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function ControlsPanel({ spec, onAct, disabled = false, values: given, onChange, choiceLabel, title, sendLabel }: {
  spec: ControlsSpec;
  /** Send the move: `{name: value}` for every parameter. */
  onAct: (action: Record<string, unknown>) => void;
  disabled?: boolean;
  /** The values to show (a renderer that aims on its own board); the panel keeps its own otherwise. */
  values?: ControlValues;
  onChange?: (values: ControlValues) => void;
  /** A choice's value in words (a disc's name); its JSON text otherwise. */
  choiceLabel?: (name: string, value: unknown) => string;
  title?: string;
  sendLabel?: string;
}) {
  const id = useMemo(() => `controls-${(panels += 1)}`, []);
  const shape = JSON.stringify(spec);
  const [own, setOwn] = useState<ControlValues>(() => initialValues(spec, given));
  // New controls (the next turn): keep what still fits, so the aim is not lost.
  useEffect(() => setOwn((before) => initialValues(spec, given ?? before)), [shape]);
  const values = initialValues(spec, given ?? own);
  // What the form holds now, even before a re-render: a number typed and sent with Enter
  // is read by its box in the same keystroke that submits the form.
  const latest = useRef(values);
  latest.current = values;
  const update = (name: string, value: unknown) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setOwn(next);
    onChange?.(next);
  };
  const submit = (event: Event) => {
    event.preventDefault();
    if (disabled) return;
    onAct(buildAction(spec, latest.current));
  };
  return (
    <form class="controls-panel" aria-labelledby={`${id}-title`} data-testid="controls" data-kind={spec.kind} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`} class="controls-title">{title ?? t("controls_title")}</h3>
      {spec.params.map((param, i) => param.kind === "number" ? (
        <NumberControl key={param.name} id={`${id}-${i}`} param={param} value={clamp(param, Number(values[param.name]))}
          onValue={(v) => update(param.name, v)} />
      ) : (
        <ChoiceControl key={param.name} id={`${id}-${i}`} param={param} value={values[param.name]}
          onValue={(v) => update(param.name, v)} label={(v) => choiceLabel?.(param.name, v) ?? choiceText(v)} />
      ))}
      <button type="submit" class="primary big controls-send" data-testid="controls-send" disabled={disabled}>
        {sendLabel ?? t("controls_send")}
      </button>
    </form>
  );
}
