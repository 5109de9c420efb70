import { describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import { asAct, buttonText, rerollFor } from "../src/renderers/king_of_tokyo/model";

describe("King of Tokyo's decisions", () => {
  const legal = [
    { action: { act: "reroll", args: [[0, 2]] }, text: "reroll 0 2" },
    { action: { act: "reroll", args: [[1]] }, text: "reroll 1" },
    { action: { act: "stop", args: [] }, text: "stop" },
  ];

  it("finds the reroll of exactly the dice marked, in any order", () => {
    expect(rerollFor(legal, [2, 0])?.text).toBe("reroll 0 2");
    expect(rerollFor(legal, [1])?.text).toBe("reroll 1");
    expect(rerollFor(legal, [])).toBeUndefined();
    expect(rerollFor(legal, [0])).toBeUndefined();
  });

  it("reads only actions shaped {act, args}", () => {
    expect(asAct({ act: "buy", args: [1] })).toEqual({ act: "buy", args: [1] });
    expect(asAct({ act: "buy" })).toBeNull();
    expect(asAct("stop")).toBeNull();
  });

  it("puts a decision's button in the imperative, in the player's language", () => {
    const monsters = [{ name: { ru: "Гигазавр", en: "Gigazaur" } }, { name: { ru: "Кинг", en: "The King" } }];
    const entry = (act: string, args: unknown[]) => ({ action: { act, args }, text: act, label: { ru: "ru", en: "en" } });
    lang.value = "ru";
    expect(buttonText(entry("end", []), { act: "end", args: [] }, monsters)).toBe("Закончить ход");
    expect(buttonText(entry("ray", [1]), { act: "ray", args: [1] }, monsters)).toBe("Отдать сердце: Кинг");
    expect(buttonText(entry("twist", [0, "S"]), { act: "twist", args: [0, "S"] }, monsters)).toBe("Кубик 1 → ⚔");
    lang.value = "en";
    expect(buttonText(entry("sell", [7]), { act: "sell", args: [7] }, monsters)).toBe("en");
    expect(buttonText(entry("end", []), { act: "end", args: [] }, monsters)).toBe("End the turn");
    lang.value = "ru";
  });
});
