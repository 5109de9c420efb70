/**
 * Players' own rule sets in the create-table form: the chosen one with how it differs
 * from its nearest preset, saving the form's options under a name, and the public ones
 * of the game. The server checks every rule set by the game's schema (docs/rulesets.md).
 */
import { useState } from "preact/hooks";
import { lang, t, tx } from "../i18n";
import { api } from "../net/api";
import type { OptionSchema, OptionValue, RuleSet } from "../net/types";
import { openLogin, user } from "../session";
import { ErrorBox, errorText } from "../ui/common";
import { presetName, valueText } from "./optionForm";

export function shareLink(ruleset: RuleSet): string {
  return `${location.origin}${ruleset.share_url}`;
}

function ShareLink({ url, testid }: { url: string; testid: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="invite">
      <input readOnly value={url} data-testid={testid} aria-label={t("ruleset_share")} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true), () => setCopied(false))}>
        {copied ? t("copied") : t("copy")}
      </button>
    </div>
  );
}

/** The chosen rule set: who made it, what it says, and how it differs from the nearest preset. */
export function RuleSetCard({ ruleset, schema, edited, onChanged, onDeleted }: {
  ruleset: RuleSet;
  schema: OptionSchema;
  edited: boolean;
  onChanged?: (ruleset: RuleSet) => void;
  onDeleted?: (ruleset: RuleSet) => void;
}) {
  const l = lang.value;
  const preset = presetName(schema, ruleset.preset, l) ?? "";
  const differences = Object.entries(ruleset.differences);
  return (
    <div class="ruleset-card" data-testid="ruleset-card">
      <p><strong>{t("ruleset_by", { name: ruleset.name, author: ruleset.author })}</strong></p>
      {ruleset.description && <p class="muted" data-user-text="">{ruleset.description}</p>}
      {ruleset.problem ? (
        <ErrorBox error={tx(ruleset.problem)} />
      ) : differences.length > 0 ? (
        <>
          <p>{t("ruleset_differs", { preset })}</p>
          <ul class="ruleset-differences" data-testid="ruleset-differences">
            {differences.map(([key, value]) => {
              const option = schema.options.find((o) => o.key === key);
              return <li key={key}>{option ? option.label[l] : key}: <strong>{valueText(option, value, l, [t("yes"), t("no")])}</strong></li>;
            })}
          </ul>
        </>
      ) : (
        <p>{t("ruleset_same_as_preset", { preset })}</p>
      )}
      {edited && <p class="muted">{t("ruleset_edited", { name: ruleset.name })}</p>}
      <p class="muted small">{t("ruleset_share")}</p>
      <ShareLink url={shareLink(ruleset)} testid="ruleset-share-link" />
      {ruleset.mine && onChanged && onDeleted && <OwnRuleSetActions ruleset={ruleset} onChanged={onChanged} onDeleted={onDeleted} />}
    </div>
  );
}

/**
 * The author's own buttons: rename it or change its description, show it to everyone or
 * only by its link, and delete it. Tables already created from it keep its name and
 * options and play on. The options themselves are not edited here: other options are
 * other rules, saved under a new name, so a rule set's games and leaderboard stay one game.
 */
function OwnRuleSetActions({ ruleset, onChanged, onDeleted }: {
  ruleset: RuleSet;
  onChanged: (ruleset: RuleSet) => void;
  onDeleted: (ruleset: RuleSet) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    work().catch((err) => setError(errorText(err))).finally(() => setBusy(false));
  };
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(ruleset.name);
  const [description, setDescription] = useState(ruleset.description);
  const togglePublic = () => run(async () => onChanged(await api.changeRuleset(ruleset.id, { public: !ruleset.public })));
  const startEditing = () => {
    setName(ruleset.name);
    setDescription(ruleset.description);
    setError(null);
    setEditing(true);
  };
  const saveEdit = () => {
    if (!name.trim()) {
      setError(t("ruleset_name_needed"));
      return;
    }
    run(async () => {
      onChanged(await api.changeRuleset(ruleset.id, { name, description }));
      setEditing(false);
    });
  };
  const remove = () => {
    if (!window.confirm(t("ruleset_delete_confirm", { name: ruleset.name }))) return;
    run(async () => { await api.deleteRuleset(ruleset.id); onDeleted(ruleset); });
  };
  return (
    <div class="ruleset-own" data-testid="ruleset-own">
      <p class="muted small">{ruleset.public ? t("ruleset_is_public") : t("ruleset_is_link_only")}</p>
      {editing ? (
        <div class="ruleset-edit" data-testid="ruleset-edit">
          <label class="field">
            <span>{t("ruleset_name")}</span>
            <input value={name} maxLength={40} data-testid="ruleset-edit-name" onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <label class="field">
            <span>{t("ruleset_description")}</span>
            <input value={description} maxLength={140} data-testid="ruleset-edit-description" onInput={(e) => setDescription(e.currentTarget.value)} />
          </label>
          <p class="muted small">{t("ruleset_edit_note")}</p>
          <button type="button" class="primary" disabled={busy} onClick={saveEdit} data-testid="ruleset-edit-save">{t("ruleset_edit_save")}</button>
          <button type="button" class="secondary" disabled={busy} onClick={() => { setEditing(false); setError(null); }}>{t("cancel")}</button>
        </div>
      ) : (
        <button type="button" class="secondary" disabled={busy} onClick={startEditing} data-testid="ruleset-edit-open">{t("ruleset_edit")}</button>
      )}
      <button type="button" class="secondary" disabled={busy} onClick={togglePublic} data-testid="ruleset-toggle-public">
        {ruleset.public ? t("ruleset_unpublish") : t("ruleset_publish")}
      </button>
      <button type="button" class="danger" disabled={busy} onClick={remove} data-testid="ruleset-delete">
        {t("ruleset_delete")}
      </button>
      <ErrorBox error={error} />
    </div>
  );
}

/** «Сохранить как свои правила»: a name, a line of description, public or by link only. */
export function SaveRuleSet({ game, preset, options, onSaved }: {
  game: string;
  preset: string | null;
  options: Record<string, OptionValue>;
  onSaved: (ruleset: RuleSet) => void;
}) {
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [isPublic, setPublic] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<RuleSet | null>(null);
  const [busy, setBusy] = useState(false);
  const me = user.value;

  const save = async () => {
    setError(null);
    if (!name.trim()) {
      setError(t("ruleset_name_needed"));
      return;
    }
    setBusy(true);
    try {
      const result = await api.saveRuleset({ game, preset, options, name, description, public: isPublic });
      setSaved(result);
      onSaved(result);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details class="card" data-testid="ruleset-save-card">
      <summary><span class="summary-title">{t("ruleset_save_title")}</span></summary>
      <p class="muted small">{t("ruleset_save_lead")}</p>
      {!me || me.guest ? (
        <>
          <p data-testid="ruleset-guest">{t("ruleset_guest")}</p>
          <button type="button" class="secondary" onClick={() => openLogin("register")}>{t("register")}</button>
        </>
      ) : (
        <>
          <label class="field">
            <span>{t("ruleset_name")}</span>
            <input value={name} maxLength={40} data-testid="ruleset-name" onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <label class="field">
            <span>{t("ruleset_description")}</span>
            <input value={description} maxLength={140} data-testid="ruleset-description" onInput={(e) => setDescription(e.currentTarget.value)} />
          </label>
          <label class="check">
            <input type="checkbox" checked={isPublic} data-testid="ruleset-public" onChange={(e) => setPublic(e.currentTarget.checked)} />
            <span>{t("ruleset_public")}</span>
          </label>
          <ErrorBox error={error} />
          <button type="button" class="secondary" disabled={busy} data-testid="ruleset-save" onClick={() => void save()}>{t("ruleset_save")}</button>
          {saved && (
            <>
              <p role="status">{t("ruleset_saved", { name: saved.name })}</p>
              <ShareLink url={shareLink(saved)} testid="ruleset-saved-link" />
            </>
          )}
        </>
      )}
    </details>
  );
}

/** The rule sets others shared for this game, the most played first. */
export function PublicRuleSets({ rulesets, onChoose }: { rulesets: RuleSet[]; onChoose: (ruleset: RuleSet) => void }) {
  return (
    <details class="card" data-testid="public-rulesets">
      <summary><span class="summary-title">{t("rulesets_public")}</span></summary>
      <p class="muted small">{t("rulesets_public_lead")}</p>
      {rulesets.length === 0 ? (
        <p class="muted">{t("rulesets_none_public")}</p>
      ) : (
        <ul class="ruleset-list">
          {rulesets.map((ruleset) => (
            <li key={ruleset.id} data-ruleset={ruleset.id}>
              <span>
                <strong data-user-text="">{ruleset.name}</strong>
                <span class="muted small"> · {ruleset.author} · {t("ruleset_played", { n: ruleset.played })}</span>
                {ruleset.description && <span class="muted small" data-user-text=""> · {ruleset.description}</span>}
              </span>
              <a class="small" href={`/ratings?game=${encodeURIComponent(ruleset.game)}&ruleset=${encodeURIComponent(ruleset.id)}`} data-testid="ruleset-rating-link">{t("ruleset_rating_link")}</a>
              <button type="button" class="secondary" onClick={() => onChoose(ruleset)}>{t("ruleset_choose")}</button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
