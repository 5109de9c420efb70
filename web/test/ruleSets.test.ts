import { describe, expect, it } from "vitest";
import { buildFields, overridesFor, playsRuleSet } from "../src/lobby/optionForm";
import type { OptionSchema } from "../src/net/types";

const schema: OptionSchema = {
  options: [
    { key: "target", kind: "int", default: 12, label: { ru: "Игра до", en: "Play to" } },
    { key: "must_ruff", kind: "bool", default: false, label: { ru: "Бить козырем", en: "Must ruff" } },
  ],
  presets: [
    { key: "classic", name: { ru: "Классика", en: "Classic" }, values: {} },
    { key: "short8", name: { ru: "До 8", en: "To 8" }, values: { target: 8 } },
  ],
  default_preset: "classic",
};
const saved = { target: 8, must_ruff: true };

describe("a saved rule set in the create-table form", () => {
  it("fills the form from its nearest preset and its differences", () => {
    const fields = buildFields(schema, "short8", { must_ruff: true });
    const values = Object.fromEntries(fields.map((f) => [f.key, f.value]));
    expect(values).toEqual(saved);
    expect(fields.filter((f) => f.changed).map((f) => f.key)).toEqual(["must_ruff"]);
    expect(playsRuleSet(saved, values)).toBe(true);
    expect(overridesFor(schema, "short8", values)).toEqual({ must_ruff: true });
  });

  it("is no longer the rule set once an option is changed, and is again when changed back", () => {
    expect(playsRuleSet(saved, { target: 8, must_ruff: false })).toBe(false);
    expect(playsRuleSet(saved, { target: 12, must_ruff: true })).toBe(false);
    expect(playsRuleSet(saved, { target: 8, must_ruff: true })).toBe(true);
  });

  it("ignores an option the form does not show", () => {
    expect(playsRuleSet({ ...saved, retired: 1 }, saved)).toBe(true);
  });
});
