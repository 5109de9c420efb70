import { describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import { stakeText } from "../src/table/format";

describe("a table's stake in words", () => {
  it("says the most a seat can lose when the game multiplies the stake", () => {
    lang.value = "ru";
    expect(stakeText({ stake: 10, stake_most: 30 })).toBe("ставка 10, проигрыш до 30");
    expect(stakeText({ stake: 10, stake_most: 10 })).toBe("ставка 10");
    expect(stakeText({ stake: 10 })).toBe("ставка 10");
    lang.value = "en";
    expect(stakeText({ stake: 10, stake_most: 30 })).toBe("stake 10, a loss of up to 30");
  });
});
