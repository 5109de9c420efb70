import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import type { Outcome, SeatInfo, TableSummary } from "../src/net/types";
import { describeSspEvent } from "../src/renderers/sea_salt_paper/log";
import { describeSspResult } from "../src/renderers/sea_salt_paper/result";
import { reasonLine } from "../src/table/EndScreen";
import { seatNamer } from "../src/table/seatNames";

const seats: SeatInfo[] = [
  { seat: 0, kind: "human", name: "Анна", user_id: 1 },
  { seat: 1, kind: "bot", name: null, user_id: null, label: { ru: "Бот (средний)", en: "Bot (medium)" } },
];
const name = seatNamer(seats);
const sheet = (ending: string, caller: number | null, won: boolean | null) =>
  ({ round: 4, ending, caller, won, points: [], bonuses: [], scores: [], totals: [] });
// The engine's own reason: it counts seats, which the end screen must not show.
const engine = { ru: "Место 2 объявляет «Стоп» в раунде 4. Побеждает место 1: всего очков 41", en: "Seat 2 calls STOP" };

afterEach(() => { lang.value = "ru"; });

describe("Sea Salt & Paper's end reason", () => {
  it("says who called STOP and who won with how many points, by name", () => {
    const outcome: Outcome = { winners: [0], points: [41, 23], reason: engine,
      details: { rounds: 4, mermaids: null, last_round: sheet("stop", 1, null), tiebreak: "last_turn" } };
    expect(describeSspResult(outcome, name)).toBe("Бот (средний) объявляет «Стоп» в раунде 4. Побеждает Анна: 41 очко");
    lang.value = "en";
    expect(describeSspResult(outcome, name)).toBe("Bot (medium) calls STOP in round 4. Анна wins with 41 points");
  });

  it("says whether a LAST CHANCE bet won or lost", () => {
    const won: Outcome = { winners: [1], points: [12, 44],
      details: { mermaids: null, last_round: sheet("last_chance", 1, true) } };
    expect(describeSspResult(won, name)).toBe(
      "Бот (средний) объявляет «Последний шанс» в раунде 4, и ставка играет. Побеждает Бот (средний): 44 очка");
    const lost: Outcome = { winners: [0], points: [40, 35],
      details: { mermaids: null, last_round: sheet("last_chance", 1, false) } };
    lang.value = "en";
    expect(describeSspResult(lost, name)).toBe(
      "Bot (medium) calls LAST CHANCE in round 4 but the bet loses. Анна wins with 40 points");
  });

  it("names the tie-break that decided equal totals, and a shared win", () => {
    const tie: Outcome = { winners: [1], points: [40, 40],
      details: { mermaids: null, last_round: sheet("stop", 0, null), tiebreak: "round_points" } };
    expect(describeSspResult(tie, name)).toContain("набрал больше в последнем раунде: Бот (средний)");
    const shared: Outcome = { winners: [0, 1], points: [40, 40],
      details: { mermaids: null, last_round: sheet("stop", 0, null), tiebreak: "last_turn" } };
    expect(describeSspResult(shared, name)).toContain("побеждают Анна, Бот (средний)");
  });

  it("says four mermaids won at once", () => {
    const outcome: Outcome = { winners: [0], points: [10, 30], details: { mermaids: 0, last_round: null } };
    expect(describeSspResult(outcome, name)).toBe("Анна собирает четыре русалки: немедленная победа");
    lang.value = "en";
    expect(describeSspResult(outcome, name)).toBe("Анна collects four mermaids: an immediate win");
  });

  it("leaves the server's reason for a game it ended (a player left), and the end screen uses it", () => {
    const left: Outcome = { winners: [0], points: [], reason: { ru: "Бот ушёл", en: "The bot left" }, details: { left: 1 } };
    expect(describeSspResult(left, name)).toBeNull();
    const table = { seats, result: left } as unknown as TableSummary;
    expect(reasonLine(table, describeSspResult)).toBe("Бот ушёл");
    const played = { seats, result: { winners: [0], points: [41, 23], reason: engine,
      details: { mermaids: null, last_round: sheet("stop", 1, null) } } } as unknown as TableSummary;
    expect(reasonLine(played, describeSspResult)).not.toContain("Место");
    expect(reasonLine(played)).toBe(engine.ru);
  });
});

describe("Sea Salt & Paper's log", () => {
  it("says a player starts a turn («Аня: начинает ход»), not a bare «ход»", () => {
    expect(describeSspEvent({ kind: "turn", seat: 0 }, name)).toBe("начинает ход");
    expect(describeSspEvent({ kind: "turn", seat: 0, final: true }, name)).toBe("начинает последний ход");
    lang.value = "en";
    expect(describeSspEvent({ kind: "turn", seat: 0 }, name)).toBe("starts a turn");
  });
});
