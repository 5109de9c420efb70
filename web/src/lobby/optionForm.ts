/**
 * The create-table form and the settings summary, generated from a game's
 * option schema: no client code names a game's options. Pure functions, so
 * the unit tests can check the form of any schema.
 */
import type { Bilingual, Lang } from "../i18n";
import type { GameInfo, OptionSchema, OptionSpec, OptionValue } from "../net/types";

export interface FormField {
  key: string;
  kind: OptionSpec["kind"];
  label: Bilingual;
  help?: Bilingual;
  value: OptionValue;
  /** The value the chosen preset gives (what "changed" is measured against). */
  presetValue: OptionValue;
  changed: boolean;
  /** False when the other values make this option meaningless (the form hides it). */
  applies: boolean;
  choices?: { value: string; label: Bilingual }[];
  min?: number;
  max?: number;
  step?: number;
}

/** Defaults, then the preset's values: what a table of this preset plays. */
export function presetValues(schema: OptionSchema, preset: string | null): Record<string, OptionValue> {
  const values: Record<string, OptionValue> = {};
  for (const option of schema.options) values[option.key] = option.default;
  const chosen = schema.presets.find((p) => p.key === (preset ?? schema.default_preset));
  if (chosen) Object.assign(values, chosen.values);
  return values;
}

export function buildFields(
  schema: OptionSchema,
  preset: string | null,
  overrides: Record<string, OptionValue>,
): FormField[] {
  const base = presetValues(schema, preset);
  const current = { ...base, ...overrides };
  return schema.options.map((option) => {
    const presetValue = base[option.key];
    const value = option.key in overrides ? overrides[option.key] : presetValue;
    const field: FormField = {
      key: option.key,
      kind: option.kind,
      label: option.label,
      help: option.help,
      value,
      presetValue,
      changed: value !== presetValue,
      applies: applies(option, current),
    };
    if (option.kind === "choice") field.choices = option.choices ?? [];
    if (option.kind === "int" || option.kind === "float") {
      field.min = option.minimum;
      field.max = option.maximum;
      field.step = option.kind === "int" ? 1 : 0.1;
    }
    return field;
  });
}

/** Only the options that differ from the preset: what the request sends. */
export function overridesFor(
  schema: OptionSchema,
  preset: string | null,
  values: Record<string, OptionValue>,
): Record<string, OptionValue> {
  const base = presetValues(schema, preset);
  const result: Record<string, OptionValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key in base && base[key] !== value) result[key] = value;
  }
  return result;
}

export type FieldError = { key: "field_number" | "field_min" | "field_max" | "field_choice"; params: Record<string, string | number> };

/** The typed value of a form input, or why it is not acceptable. */
export function parseField(field: FormField, raw: string | boolean): { value: OptionValue } | { error: FieldError } {
  if (field.kind === "bool") return { value: raw === true || raw === "true" };
  if (field.kind === "choice") {
    const value = String(raw);
    return field.choices?.some((c) => c.value === value)
      ? { value }
      : { error: { key: "field_choice", params: { value } } };
  }
  const text = String(raw).trim().replace(",", ".");
  const number = Number(text);
  if (text === "" || !Number.isFinite(number) || (field.kind === "int" && !Number.isInteger(number))) {
    return { error: { key: "field_number", params: { value: String(raw) } } };
  }
  if (field.min !== undefined && number < field.min) return { error: { key: "field_min", params: { min: field.min } } };
  if (field.max !== undefined && number > field.max) return { error: { key: "field_max", params: { max: field.max } } };
  return { value: number };
}

/**
 * How many seats a table with these options has. A game whose seat count
 * varies declares it as an option named "players" (a convention of the
 * engine's schemas); otherwise the creator picks within the game's range.
 */
export function seatRange(game: GameInfo, values: Record<string, OptionValue>): { min: number; max: number } {
  const players = Number(values.players);
  if (Number.isInteger(players) && players >= game.min_seats && players <= game.max_seats) {
    return { min: players, max: players };
  }
  return { min: game.min_seats, max: game.max_seats };
}

/** An option's value in words: a choice's label, yes/no, or the number. */
export function valueText(option: OptionSpec | undefined, value: OptionValue, lang: Lang, yesNo: [string, string]): string {
  if (option?.kind === "choice") {
    const choice = option.choices?.find((c) => c.value === value);
    if (choice) return choice.label[lang];
  }
  if (typeof value === "boolean") return value ? yesNo[0] : yesNo[1];
  return String(value);
}

export interface SummaryLine {
  key: string;
  label: string;
  value: string;
  changed: boolean;
}

/** Every option of a table in words, the ones that differ from its preset first. */
export function settingsLines(
  schema: OptionSchema,
  preset: string | null,
  values: Record<string, OptionValue>,
  lang: Lang,
  yesNo: [string, string],
): SummaryLine[] {
  const base = presetValues(schema, preset);
  const lines = schema.options
    .filter((option) => option.key in values || option.key in base)
    .map((option) => {
      const value = option.key in values ? values[option.key] : base[option.key];
      return {
        key: option.key,
        label: option.label[lang],
        value: valueText(option, value, lang, yesNo),
        changed: preset !== null && base[option.key] !== value,
      };
    });
  return [...lines.filter((l) => l.changed), ...lines.filter((l) => !l.changed)];
}

/** Whether an option changes anything at a table with these values (its `applies_when`, all of them). */
export function applies(option: OptionSpec, values: Record<string, OptionValue>): boolean {
  return (option.applies_when ?? []).every((c) =>
    c.in !== undefined ? c.in.includes(values[c.option]) : !(c.not_in ?? []).includes(values[c.option]));
}

export interface SettingsSummary {
  /** The options that decide the game (`headline`), in the schema's order. */
  headline: SummaryLine[];
  /** The other options whose value differs from the preset's. */
  changed: SummaryLine[];
  /** Everything else that applies: behind «all rules of the table». */
  rest: SummaryLine[];
  /** How many options were left out because they do not apply. */
  hidden: number;
}

/** A table's settings as players read them: the decisive ones, then the changes, then the rest; none that do not apply. */
export function settingsSummary(
  schema: OptionSchema,
  preset: string | null,
  values: Record<string, OptionValue>,
  lang: Lang,
  yesNo: [string, string],
): SettingsSummary {
  const all = { ...presetValues(schema, preset), ...values };
  const byKey = new Map(settingsLines(schema, preset, values, lang, yesNo).map((l) => [l.key, l]));
  const summary: SettingsSummary = { headline: [], changed: [], rest: [], hidden: 0 };
  for (const option of schema.options) {
    const line = byKey.get(option.key);
    if (!line) continue;
    if (!applies(option, all)) summary.hidden += 1;
    else if (option.headline) summary.headline.push(line);
    else if (line.changed) summary.changed.push(line);
    else summary.rest.push(line);
  }
  return summary;
}

export function presetName(schema: OptionSchema | undefined, preset: string | null | undefined, lang: Lang): string | null {
  const found = schema?.presets.find((p) => p.key === preset);
  return found ? found.name[lang] : null;
}

/**
 * Whether the form's `values` are a saved rule set's options: only then is a table of
 * that rule set created (any change makes it the form's own options again). An option
 * the form does not show (one the game added since) does not count.
 */
export function playsRuleSet(saved: Record<string, OptionValue>, values: Record<string, OptionValue>): boolean {
  return Object.entries(saved).every(([key, value]) => !(key in values) || values[key] === value);
}
