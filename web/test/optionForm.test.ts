import { describe, expect, it } from "vitest";
import { applies, buildFields, overridesFor, parseField, presetValues, seatRange, settingsLines, settingsSummary, valueText } from "../src/lobby/optionForm";
import type { GameInfo, OptionSchema } from "../src/net/types";

// The shape of GET /api/games for a game with every kind of option (after Ugolki's schema).
const schema: OptionSchema = {
  options: [
    { key: "board", kind: "choice", default: "8x8", label: { ru: "Доска", en: "Board" },
      choices: [{ value: "8x8", label: { ru: "8×8", en: "8×8" } }, { value: "16x16", label: { ru: "16×16", en: "16×16" } }] },
    { key: "players", kind: "choice", default: "2", label: { ru: "Игроков", en: "Players" },
      choices: [{ value: "2", label: { ru: "двое", en: "two" } }, { value: "4", label: { ru: "четверо", en: "four" } }] },
    { key: "leave_deadline", kind: "int", default: 40, minimum: 0, maximum: 500, label: { ru: "Срок", en: "Deadline" } },
    { key: "komi", kind: "float", default: 0.5, label: { ru: "Коми", en: "Komi" } },
    { key: "repetition", kind: "bool", default: true, label: { ru: "Повторение", en: "Repetition" },
      help: { ru: "ничья", en: "a draw" } },
  ],
  presets: [
    { key: "online", name: { ru: "Онлайн", en: "Online" }, values: { leave_deadline: 40 } },
    { key: "halma4", name: { ru: "Халма на четверых", en: "Halma for four" }, values: { board: "16x16", players: "4", repetition: false } },
  ],
  default_preset: "online",
};

const game: GameInfo = { id: "g", name: { ru: "Игра", en: "Game" }, min_seats: 2, max_seats: 4, hidden_information: false, has_chance: false, options: schema };

describe("the generated create-table form", () => {
  it("has one field per option, of the option's kind, valued by the preset", () => {
    const fields = buildFields(schema, "halma4", {});
    expect(fields.map((f) => [f.key, f.kind, f.value])).toEqual([
      ["board", "choice", "16x16"],
      ["players", "choice", "4"],
      ["leave_deadline", "int", 40],
      ["komi", "float", 0.5],
      ["repetition", "bool", false],
    ]);
    expect(fields[0].choices?.map((c) => c.value)).toEqual(["8x8", "16x16"]);
    expect(fields[2]).toMatchObject({ min: 0, max: 500, step: 1 });
    expect(fields[4].help?.en).toBe("a draw");
    expect(fields.every((f) => !f.changed)).toBe(true);
  });

  it("falls back to the default preset, then the defaults", () => {
    expect(presetValues(schema, null)).toEqual({ board: "8x8", players: "2", leave_deadline: 40, komi: 0.5, repetition: true });
  });

  it("marks what differs from the preset and sends only that", () => {
    const fields = buildFields(schema, "online", { leave_deadline: 30, repetition: true });
    expect(fields.filter((f) => f.changed).map((f) => f.key)).toEqual(["leave_deadline"]);
    const values = Object.fromEntries(fields.map((f) => [f.key, f.value]));
    expect(overridesFor(schema, "online", values)).toEqual({ leave_deadline: 30 });
    expect(overridesFor(schema, "halma4", values)).toEqual({ board: "8x8", players: "2", leave_deadline: 30, repetition: true });
  });

  it("checks typed input against the option's kind and range", () => {
    const [board, , deadline, komi, repetition] = buildFields(schema, "online", {});
    expect(parseField(deadline, "25")).toEqual({ value: 25 });
    expect(parseField(deadline, "2.5")).toEqual({ error: { key: "field_number", params: { value: "2.5" } } });
    expect(parseField(deadline, "-1")).toEqual({ error: { key: "field_min", params: { min: 0 } } });
    expect(parseField(deadline, "501")).toEqual({ error: { key: "field_max", params: { max: 500 } } });
    expect(parseField(deadline, "")).toMatchObject({ error: { key: "field_number" } });
    expect(parseField(komi, "6,5")).toEqual({ value: 6.5 });
    expect(parseField(board, "10x10")).toEqual({ error: { key: "field_choice", params: { value: "10x10" } } });
    expect(parseField(repetition, false)).toEqual({ value: false });
  });

  it("takes the seat count from a 'players' option, else the game's range", () => {
    expect(seatRange(game, { players: "4" })).toEqual({ min: 4, max: 4 });
    expect(seatRange(game, { players: "2" })).toEqual({ min: 2, max: 2 });
    expect(seatRange(game, { players: "9" })).toEqual({ min: 2, max: 4 });
    expect(seatRange(game, {})).toEqual({ min: 2, max: 4 });
  });
});

describe("the settings summary", () => {
  it("writes every option in words, the changed ones first", () => {
    const lines = settingsLines(schema, "online", { board: "16x16", players: "2", leave_deadline: 40, komi: 0.5, repetition: false }, "en", ["yes", "no"]);
    expect(lines.map((l) => [l.label, l.value, l.changed])).toEqual([
      ["Board", "16×16", true],
      ["Repetition", "no", true],
      ["Players", "two", false],
      ["Deadline", "40", false],
      ["Komi", "0.5", false],
    ]);
  });

  it("uses a choice's label in the reader's language", () => {
    expect(valueText(schema.options[1], "4", "ru", ["да", "нет"])).toBe("четверо");
    expect(valueText(schema.options[4], true, "ru", ["да", "нет"])).toBe("да");
  });
});

describe("the settings summary", () => {
  // Board and players decide the game; the deadline's rule means nothing without a deadline.
  const marked: OptionSchema = {
    ...schema,
    options: [
      { ...schema.options[0], headline: true },
      { ...schema.options[1], headline: true },
      schema.options[2],
      { key: "late", kind: "bool", default: false, label: { ru: "Опоздание", en: "Late" },
        applies_when: [{ option: "leave_deadline", not_in: [0] }] },
      schema.options[3],
      schema.options[4],
    ],
  };

  it("puts the headline first, then what differs from the preset, and hides what does not apply", () => {
    const s = settingsSummary(marked, "online", { board: "8x8", players: "2", leave_deadline: 0, komi: 1.5, repetition: true, late: false }, "en", ["yes", "no"]);
    expect(s.headline.map((l) => l.key)).toEqual(["board", "players"]);
    expect(s.changed.map((l) => [l.key, l.value])).toEqual([["leave_deadline", "0"], ["komi", "1.5"]]);
    expect(s.rest.map((l) => l.key)).toEqual(["repetition"]);
    expect(s.hidden).toBe(1);
    const withDeadline = settingsSummary(marked, "online", { leave_deadline: 40 }, "en", ["yes", "no"]);
    expect(withDeadline.hidden).toBe(0);
    expect(withDeadline.rest.map((l) => l.key)).toContain("late");
  });

  it("reads the conditions as the server writes them", () => {
    const late = marked.options[3];
    expect(applies(late, { leave_deadline: 0 })).toBe(false);
    expect(applies(late, { leave_deadline: 40 })).toBe(true);
    expect(applies({ ...late, applies_when: [{ option: "players", in: ["4"] }] }, { players: "4" })).toBe(true);
  });
});
