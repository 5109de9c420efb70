/** Create a table: every field comes from the game's option schema and presets. */
import { useEffect, useMemo, useState } from "preact/hooks";
import { lang, t, tx } from "../i18n";
import { gameInfo, games, loadGames } from "../games";
import { LEVELS, levelName } from "../lobby/GameTile";
import { OptionField } from "../lobby/OptionField";
import { buildFields, overridesFor, playsRuleSet, seatRange } from "../lobby/optionForm";
import { PublicRuleSets, RuleSetCard, SaveRuleSet } from "../lobby/RuleSets";
import { api, type SeatRequest } from "../net/api";
import type { OptionValue, RuleSet } from "../net/types";
import { ensureUser, user } from "../session";
import { ErrorBox, Loading, errorText } from "../ui/common";
import { navigate, route } from "../ui/router";

/** Who sits in a seat: a person joining later, a bot, or a second person on this device. */
type SeatChoice = "human" | "here" | "easy" | "medium" | "hard";

/** The invite token from the invite URL the server returns (…?invite=TOKEN), or the URL's last part. */
export function inviteToken(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, "http://x");
    return parsed.searchParams.get("invite") ?? parsed.pathname.split("/").filter(Boolean).pop() ?? null;
  } catch {
    return null;
  }
}

export function CreateTablePage({ game: gameId }: { game: string }) {
  useEffect(() => { void loadGames().catch(() => undefined); }, []);
  const game = gameInfo(gameId);
  const [preset, setPreset] = useState<string | null>(null);
  const [overrides, setOverrides] = useState<Record<string, OptionValue>>({});
  const [seatCount, setSeatCount] = useState<number | null>(null);
  const [seatChoices, setSeatChoices] = useState<SeatChoice[]>([]);
  // The names of the other people who play on this device ("here" seats), by seat.
  const [hereNames, setHereNames] = useState<Record<number, string>>({});
  const [isPrivate, setPrivate] = useState(false);
  const [clockKind, setClockKind] = useState<"none" | "move" | "game">("none");
  const [clockMinutes, setClockMinutes] = useState("5");
  const [increment, setIncrement] = useState("3");
  const [stake, setStake] = useState("0");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Open and closed by the player only: a change that undoes the last difference must not fold it.
  const [optionsOpen, setOptionsOpen] = useState(false);
  // Players' rule sets: mine and the public ones of this game, and the one chosen
  // (from the list, or opened by a shared link: /new/GAME?rules=ID).
  const [mine, setMine] = useState<RuleSet[]>([]);
  const [shared, setShared] = useState<RuleSet[]>([]);
  const [ruleset, setRuleset] = useState<RuleSet | null>(null);
  const sharedId = route.value.query.get("rules");
  const me = user.value;
  const refreshRulesets = () =>
    void api.rulesets(gameId).then((found) => { setMine(found.mine); setShared(found.public); }, () => undefined);
  useEffect(refreshRulesets, [gameId, me?.id]);
  useEffect(() => {
    if (!sharedId) return;
    void api.ruleset(sharedId).then(chooseRuleset, (err) => setError(errorText(err)));
  }, [sharedId]);
  const l = lang.value;

  function chooseRuleset(chosen: RuleSet) {
    setRuleset(chosen);
    if (chosen.problem) return; // shown on its card; the form keeps what it had
    setPreset(chosen.preset);
    setOverrides(chosen.differences);
  }

  const schema = game?.options;
  const activePreset = preset ?? schema?.default_preset ?? null;
  const fields = useMemo(() => (schema ? buildFields(schema, activePreset, overrides) : []), [schema, activePreset, overrides]);
  const values = Object.fromEntries(fields.map((f) => [f.key, f.value]));
  const range = game ? seatRange(game, values) : { min: 2, max: 2 };
  const count = Math.min(range.max, Math.max(range.min, seatCount ?? range.min));
  const playsChosen = ruleset !== null && !ruleset.problem && playsRuleSet(ruleset.options, values);

  if (!games.value) return <main class="page"><Loading /></main>;
  if (!game || !schema) return <main class="page"><ErrorBox error={t("unknown_game", { game: gameId })} /></main>;

  const choiceFor = (i: number): SeatChoice => seatChoices[i] ?? (i === 0 ? "human" : "easy");
  const setChoice = (i: number, choice: SeatChoice) => {
    const next = [...seatChoices];
    for (let k = 0; k <= i; k += 1) next[k] = next[k] ?? choiceFor(k);
    next[i] = choice;
    setSeatChoices(next);
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    setError(null);
    if (!(await ensureUser())) return;
    const seats: SeatRequest[] = [{ kind: "me" }];
    for (let i = 1; i < count; i += 1) {
      const choice = choiceFor(i);
      seats.push(
        choice === "human"
          ? { kind: "human" }
          : choice === "here"
            ? { kind: "me", name: hereNames[i]?.trim() || t("here_name_placeholder", { n: i + 1 }) }
            : { kind: "bot", level: choice },
      );
    }
    const minutes = Number(clockMinutes.replace(",", "."));
    const clock =
      clockKind === "none"
        ? { kind: "none" as const }
        : { kind: clockKind, seconds: Math.round((Number.isFinite(minutes) ? minutes : 5) * 60), increment: clockKind === "game" ? Number(increment) || 0 : 0 };
    setBusy(true);
    try {
      const rules = playsChosen && ruleset
        ? { ruleset: ruleset.id }
        : { preset: activePreset, options: overridesFor(schema, activePreset, values) };
      const result = await api.createTable({
        game: game.id,
        ...rules,
        seats,
        private: isPrivate,
        stake: Number(stake) || 0,
        clock,
      });
      const token = result.invite ?? inviteToken(result.invite_url);
      navigate(`/table/${result.table.id}${token ? `?invite=${encodeURIComponent(token)}` : ""}`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const chosenPreset = schema.presets.find((p) => p.key === activePreset);
  const changed = fields.filter((f) => f.changed).length;

  return (
    <main class="page create-table">
      <p><a href="/" class="back">← {t("back_to_lobby")}</a></p>
      <h1>{t("create_table_title", { game: tx(game.name) })}</h1>
      <form class="form" onSubmit={submit}>
        {schema.presets.length > 0 && (
          <fieldset class="card">
            <legend>{t("preset")}</legend>
            <label class="field">
              <span class="visually-hidden">{t("preset")}</span>
              <select value={playsChosen && ruleset ? `rules:${ruleset.id}` : activePreset ?? ""} data-testid="preset-select"
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  const own = value.startsWith("rules:") ? [...mine, ...shared].find((r) => `rules:${r.id}` === value) : undefined;
                  if (own) { chooseRuleset(own); return; }
                  setRuleset(null); setPreset(value); setOverrides({});
                }}>
                {schema.presets.map((p) => <option key={p.key} value={p.key}>{p.name[l]}</option>)}
                {mine.length > 0 && (
                  <optgroup label={t("rulesets_mine")}>
                    {mine.map((r) => <option key={r.id} value={`rules:${r.id}`}>{r.name}</option>)}
                  </optgroup>
                )}
                {ruleset && !ruleset.mine && !mine.some((r) => r.id === ruleset.id) && (
                  <optgroup label={t("rulesets_public")}>
                    <option value={`rules:${ruleset.id}`}>{ruleset.name}</option>
                  </optgroup>
                )}
              </select>
            </label>
            {ruleset ? (
              <RuleSetCard ruleset={ruleset} schema={schema} edited={!ruleset.problem && !playsChosen}
                onChanged={(changed) => { setRuleset(changed); refreshRulesets(); }}
                onDeleted={() => { setRuleset(null); refreshRulesets(); }} />
            ) : (
              chosenPreset?.description && <p class="muted">{chosenPreset.description[l]}</p>
            )}
          </fieldset>
        )}
        <details class="card options-card" open={optionsOpen || undefined} onToggle={(e) => setOptionsOpen(e.currentTarget.open)}>
          <summary>
            <span class="summary-title">{t("rules_options")}</span>
            <span class="muted small">{changed > 0 ? t("options_changed", { n: changed }) : t("options_as_preset")}</span>
          </summary>
          <div class="option-grid">
            {fields.filter((field) => field.applies).map((field) => (
              <OptionField key={field.key} field={field} onChange={(value) => setOverrides({ ...overrides, [field.key]: value })} />
            ))}
          </div>
          {changed > 0 && (
            <button type="button" class="secondary" onClick={() => setOverrides({})}>{t("reset_to_preset")}</button>
          )}
        </details>
        <SaveRuleSet game={game.id} preset={activePreset} options={overridesFor(schema, activePreset, values)}
          onSaved={(saved) => { setMine([saved, ...mine]); setRuleset(saved); }} />
        <PublicRuleSets rulesets={shared.filter((r) => !r.mine)} onChoose={chooseRuleset} />
        <fieldset class="card">
          <legend>{t("seats")}</legend>
          {range.min !== range.max && (
            <label class="field inline">
              <span>{t("seat_count")}</span>
              <select value={count} onChange={(e) => setSeatCount(Number(e.currentTarget.value))}>
                {Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i).map((n) => <option key={n} value={n}>{n}</option>)}
              </select>
            </label>
          )}
          <ol class="seat-setup">
            {Array.from({ length: count }, (_, i) => (
              <li key={i}>
                <span class="seat-label">{t("seat_n", { n: i + 1 })}</span>
                {i === 0 ? (
                  <strong>{t("you")}</strong>
                ) : (
                  <select aria-label={t("seat_n", { n: i + 1 })} value={choiceFor(i)} data-testid={`seat-${i}`}
                    onChange={(e) => setChoice(i, e.currentTarget.value as SeatChoice)}>
                    <option value="human">{t("seat_human")}</option>
                    <option value="here">{t("seat_here")}</option>
                    {LEVELS.map((lv) => <option key={lv} value={lv}>{t("seat_bot", { level: levelName(lv) })}</option>)}
                  </select>
                )}
                {i > 0 && choiceFor(i) === "here" && (
                  <label class="field here-name">
                    <span>{t("here_name")}</span>
                    <input value={hereNames[i] ?? ""} maxLength={32} data-testid={`here-name-${i}`} autoComplete="off"
                      placeholder={t("here_name_placeholder", { n: i + 1 })}
                      onInput={(e) => setHereNames({ ...hereNames, [i]: e.currentTarget.value })} />
                  </label>
                )}
              </li>
            ))}
          </ol>
        </fieldset>
        <fieldset class="card">
          <legend>{t("table_setup")}</legend>
          <label class="check">
            <input type="checkbox" checked={isPrivate} data-testid="private" onChange={(e) => setPrivate(e.currentTarget.checked)} />
            <span>{t("private_table")}</span>
          </label>
          <p class="muted small">{t("private_explained")}</p>
          <label class="field inline">
            <span>{t("clock")}</span>
            <select value={clockKind} data-testid="clock-kind" onChange={(e) => setClockKind(e.currentTarget.value as "none" | "move" | "game")}>
              <option value="none">{t("clock_none")}</option>
              <option value="move">{t("clock_kind_move")}</option>
              <option value="game">{t("clock_kind_game")}</option>
            </select>
          </label>
          {clockKind !== "none" && (
            <label class="field inline">
              <span>{clockKind === "move" ? t("minutes_per_move") : t("minutes_per_game")}</span>
              <input inputMode="decimal" value={clockMinutes} onInput={(e) => setClockMinutes(e.currentTarget.value)} />
            </label>
          )}
          {clockKind === "game" && (
            <label class="field inline">
              <span>{t("increment_seconds")}</span>
              <input inputMode="numeric" value={increment} onInput={(e) => setIncrement(e.currentTarget.value)} />
            </label>
          )}
          <label class="field inline">
            <span>{t("stake")}</span>
            <input inputMode="numeric" value={stake} onInput={(e) => setStake(e.currentTarget.value)} aria-describedby="stake-note" />
          </label>
          {/* Said before the table is made: a guest learned it only from the refusal. */}
          <p class="muted small" id="stake-note" data-testid="stake-note">
            {me && !me.guest && typeof me.chips === "number"
              ? t("chips_balance", { n: me.chips })
              : t("stake_needs_account")}
          </p>
        </fieldset>
        <ErrorBox error={error} />
        <div class="actions">
          <button type="submit" class="primary" disabled={busy || (ruleset?.problem != null && playsRuleSet(ruleset.options, values))} data-testid="create-submit">{t("create_table")}</button>
        </div>
      </form>
    </main>
  );
}
