/**
 * A continuous action's controls (the server's `controls`: a list of numbers in
 * a range and choices among values, igroteka/engine/controls.py) turned into
 * what a form needs and back into the action `{name: value}` the server reads:
 * starting values, a slider's step, keys that move a value, typed text read and
 * clamped into range. Pure, so the unit tests check it.
 */
import type { ControlParam, ControlsSpec } from "../../net/types";

export type ControlValues = Record<string, unknown>;
export type NumberParam = Extract<ControlParam, { kind: "number" }>;
export type ChoiceParam = Extract<ControlParam, { kind: "choice" }>;

const isBilingual = (v: unknown): boolean =>
  !!v && typeof v === "object" && typeof (v as { ru?: unknown }).ru === "string" && typeof (v as { en?: unknown }).en === "string";

/** The controls in `raw` (from a snapshot or an update), or null when there are none or they cannot be read. */
export function readControls(raw: unknown): ControlsSpec | null {
  if (!raw || typeof raw !== "object") return null;
  const spec = raw as { kind?: unknown; params?: unknown };
  if (!Array.isArray(spec.params) || spec.params.length === 0) return null;
  const params: ControlParam[] = [];
  for (const p of spec.params as Record<string, unknown>[]) {
    if (!p || typeof p.name !== "string" || !p.name) return null;
    const label = isBilingual(p.label) ? (p.label as { ru: string; en: string }) : { ru: p.name, en: p.name };
    if (p.kind === "number") {
      const min = Number(p.min);
      const max = Number(p.max);
      if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return null;
      params.push({ name: p.name, kind: "number", label, min, max, unit: typeof p.unit === "string" ? p.unit : "" });
    } else if (p.kind === "choice") {
      if (!Array.isArray(p.values) || p.values.length === 0) return null;
      params.push({ name: p.name, kind: "choice", label, values: p.values });
    } else {
      return null;
    }
  }
  return { kind: typeof spec.kind === "string" ? spec.kind : "", params };
}

/** A slider's step: a round power of ten, about a hundredth of the range (1° of 0..360°, 0.01 of 0..1). */
export function stepOf(param: NumberParam): number {
  const range = param.max - param.min;
  if (!(range > 0)) return 1;
  return 10 ** Math.floor(Math.log10(range / 100) + 1e-9);
}

/** Digits after the point a value of `param` is shown with. */
export function decimalsOf(param: NumberParam): number {
  return Math.max(0, -Math.floor(Math.log10(stepOf(param)) + 1e-9));
}

/** `value` within the parameter's range. */
export function clamp(param: NumberParam, value: number): number {
  if (Number.isNaN(value)) return param.min;
  return Math.min(param.max, Math.max(param.min, value));
}

/** `value` on the step grid (counted from the minimum), so arrows land on round numbers; the ends stay reachable. */
export function snap(param: NumberParam, value: number): number {
  const step = stepOf(param);
  const snapped = param.min + Math.round((value - param.min) / step) * step;
  return clamp(param, +snapped.toFixed(decimalsOf(param) + 2));
}

/**
 * What a person typed, read as a number of `param`: a comma is a decimal point,
 * the unit may follow ("45°"), and a value out of range is brought into it
 * (`clamped` says so). Null when it is not a number at all.
 */
export function parseTyped(param: NumberParam, text: string): { value: number; clamped: boolean } | null {
  const unit = param.unit ?? "";
  let cleaned = text.trim().replace(",", ".");
  if (unit && cleaned.endsWith(unit)) cleaned = cleaned.slice(0, -unit.length).trimEnd();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(cleaned)) return null;
  const number = Number(cleaned);
  if (!Number.isFinite(number)) return null;
  const value = clamp(param, number);
  return { value, clamped: value !== number };
}

/**
 * The value after a key on a number control: arrows move one step, Page Up and
 * Page Down ten, Home and End go to the ends. Null for any other key.
 */
export function nudge(param: NumberParam, value: number, key: string): number | null {
  const step = stepOf(param);
  switch (key) {
    case "ArrowUp":
    case "ArrowRight":
      return snap(param, value + step);
    case "ArrowDown":
    case "ArrowLeft":
      return snap(param, value - step);
    case "PageUp":
      return snap(param, value + 10 * step);
    case "PageDown":
      return snap(param, value - 10 * step);
    case "Home":
      return param.min;
    case "End":
      return param.max;
    default:
      return null;
  }
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Starting values: what was set before if it still fits (a new turn keeps the
 * aim), else the middle of a range and the first of the choices.
 */
export function initialValues(spec: ControlsSpec, previous: ControlValues = {}): ControlValues {
  const values: ControlValues = {};
  for (const param of spec.params) {
    const before = previous[param.name];
    if (param.kind === "number") {
      values[param.name] = typeof before === "number" && Number.isFinite(before) ? clamp(param, before) : snap(param, (param.min + param.max) / 2);
    } else {
      values[param.name] = param.values.some((v) => sameValue(v, before)) ? before : param.values[0];
    }
  }
  return values;
}

/** The action for the server: every parameter by name in the controls' order, numbers in range, choices among the values. */
export function buildAction(spec: ControlsSpec, values: ControlValues): Record<string, unknown> {
  const action: Record<string, unknown> = {};
  const start = initialValues(spec, values);
  for (const param of spec.params) {
    const value = start[param.name];
    action[param.name] = param.kind === "number" ? clamp(param, Number(value)) : value;
  }
  return action;
}

/** A choice's value as a button says it, when the game gives no words for it. */
export function choiceText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** A number at the step's precision, with the language's decimal mark (0,5 in Russian, 0.5 in English). */
export function numberValue(param: NumberParam, value: number, language: "ru" | "en" = "en"): string {
  const text = value.toFixed(decimalsOf(param));
  return language === "ru" ? text.replace(".", ",") : text;
}

/** A number as the form shows it: at the step's precision, the unit after it. */
export function numberText(param: NumberParam, value: number, language: "ru" | "en" = "en"): string {
  return `${numberValue(param, value, language)}${param.unit ?? ""}`;
}
