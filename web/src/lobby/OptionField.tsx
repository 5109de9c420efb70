/** One generated form field for one option, whatever its kind. */
import { useState } from "preact/hooks";
import { lang, t, type Key } from "../i18n";
import type { OptionValue } from "../net/types";
import { parseField, type FormField } from "./optionForm";

export function OptionField({ field, onChange }: { field: FormField; onChange: (value: OptionValue) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const l = lang.value;
  const id = `opt-${field.key}`;
  const help = field.help ? <span class="help muted small">{field.help[l]}</span> : null;
  const mark = field.changed ? <span class="tag changed">{t("changed")}</span> : null;

  if (field.kind === "bool") {
    return (
      <label class={`check option${field.changed ? " is-changed" : ""}`} data-option={field.key}>
        <input type="checkbox" id={id} checked={field.value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
        <span>{field.label[l]} {mark}{help}</span>
      </label>
    );
  }
  if (field.kind === "choice") {
    return (
      <label class={`field option${field.changed ? " is-changed" : ""}`} data-option={field.key}>
        <span>{field.label[l]} {mark}</span>
        <select id={id} value={String(field.value)} onChange={(e) => onChange(e.currentTarget.value)}>
          {(field.choices ?? []).map((c) => <option key={c.value} value={c.value}>{c.label[l]}</option>)}
        </select>
        {help}
      </label>
    );
  }
  const commit = (raw: string) => {
    const parsed = parseField(field, raw);
    if ("error" in parsed) {
      setError(t(parsed.error.key as Key, parsed.error.params));
      return;
    }
    setError(null);
    setDraft(null);
    onChange(parsed.value);
  };
  return (
    <label class={`field option${field.changed ? " is-changed" : ""}`} data-option={field.key}>
      <span>{field.label[l]} {mark}</span>
      <input id={id} inputMode={field.kind === "int" ? "numeric" : "decimal"} value={draft ?? String(field.value)}
        aria-invalid={error ? "true" : "false"}
        onInput={(e) => setDraft(e.currentTarget.value)} onBlur={(e) => commit(e.currentTarget.value)}
        onKeyDown={(e) => { if (e.key === "Enter") { e.preventDefault(); commit(e.currentTarget.value); } }} />
      {error && <span class="field-error" role="alert">{error}</span>}
      {help}
    </label>
  );
}
