import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../src/i18n";
import type { ReplayStep } from "../src/net/api";
import type { GameEvent, SeatInfo } from "../src/net/types";
import { describeGoStopEvent } from "../src/renderers/go_stop/log";
import { describeKlaborEvent } from "../src/renderers/klabor/log";
import { describeKozelEvent } from "../src/renderers/kozel/log";
import { describeEvent, legalText, replayStepText } from "../src/table/events";
import { seatNamer } from "../src/table/seatNames";

// Seats as the server sends them (SeatInfo): two people, two bots of one level.
const SEATS: SeatInfo[] = [
  { seat: 0, kind: "human", name: "Анна", label: { ru: "Анна", en: "Анна" } },
  { seat: 1, kind: "bot", name: "Бот (средний)", label: { ru: "Бот (средний)", en: "Bot (medium)" }, level: "medium" },
  { seat: 2, kind: "human", name: "Boris", label: { ru: "Boris", en: "Boris" } },
  { seat: 3, kind: "bot", name: "Бот (лёгкий)", label: { ru: "Бот (лёгкий)", en: "Bot (easy)" }, level: "easy" },
];

afterEach(() => {
  lang.value = "ru";
});

describe("seats in the log are named", () => {
  it("by the player's name, a bot by its label in the reader's language", () => {
    const name = seatNamer(SEATS);
    expect([0, 1, 2, 3].map(name)).toEqual(["Анна", "Бот (средний)", "Boris", "Бот (лёгкий)"]);
    lang.value = "en";
    expect([0, 1, 2, 3].map(name)).toEqual(["Анна", "Bot (medium)", "Boris", "Bot (easy)"]);
  });

  it("with the seat number only when two seats would read the same, or nobody sits there", () => {
    const twins: SeatInfo[] = [
      SEATS[0],
      { ...SEATS[1], seat: 1 },
      { seat: 2, kind: "empty", name: null, label: { ru: "Свободно", en: "Open" } },
      { ...SEATS[1], seat: 3 },
    ];
    const name = seatNamer(twins);
    expect([0, 1, 2, 3].map(name)).toEqual(["Анна", "Бот (средний), место 2", "место 3", "Бот (средний), место 4"]);
    lang.value = "en";
    expect(name(3)).toBe("Bot (medium), seat 4");
  });

  it("in Kozel's log: the dealer, the trick's taker, the caught queen and the goats", () => {
    const name = seatNamer(SEATS);
    const events: GameEvent[] = [
      { kind: "deal", deal: 1, dealer: 3, trumper: 0 },
      { kind: "trick", winner: 2, points: 14, cards: [] },
      { kind: "catch", queen_seat: 1, shoha_seat: 0, queen_team: 1 },
      { kind: "match_end", goats: 1, scores: [12, 4] },
    ];
    const ru = events.map((e) => describeKozelEvent(e, name));
    expect(ru).toEqual([
      "раздача 1: сдаёт Бот (лёгкий), козыряет Анна",
      "взятку берёт Boris: +14",
      "дама ♣ поймана (Бот (средний))",
      "партия окончена: козлы — Бот (средний) + Бот (лёгкий)",
    ]);
    lang.value = "en";
    expect(describeKozelEvent(events[0], name)).toBe("deal 1: Bot (easy) deals, Анна is the trumper");
    expect(describeKozelEvent(events[3], name)).toBe("the match is over: the goats are Bot (medium) + Bot (easy)");
    for (const text of ru) expect(text).not.toMatch(/место \d/);
  });

  it("in Klabor's log: the trick's taker by name, in either language", () => {
    const name = seatNamer(SEATS);
    const trick: GameEvent = { kind: "trick", winner: 2, points: 31, cards: [] };
    expect(describeEvent(trick, describeKlaborEvent, name)).toBe("взятку берёт Boris: +31");
    lang.value = "en";
    expect(describeEvent({ ...trick, winner: 1 }, describeKlaborEvent, name)).toBe("Bot (medium) takes the trick: +31");
    const show: GameEvent = { kind: "show", combinations: [{ seat: 0, points: 20, sequences: [{ text: "Q♥ J♥ 10♥" }] }] };
    expect(describeEvent(show, describeKlaborEvent, name)).toBe("Анна shows: Q♥ J♥ 10♥");
  });

  it("passes the names through the shell to whichever game describes the event", () => {
    const name = seatNamer(SEATS);
    const trick: GameEvent = { kind: "trick", winner: 3, points: 2, cards: [] };
    expect(describeEvent(trick, describeKozelEvent, name)).toBe("взятку берёт Бот (лёгкий): +2");
    // A game without a describer of its own falls back to the shell's reading.
    expect(describeEvent({ kind: "move", text: "c3-d4" }, undefined, name)).toBe("c3-d4");
  });
});

describe("a replay's moves", () => {
  const step = (text: ReplayStep["text"], events: GameEvent[] = []): ReplayStep => ({ version: 1, seat: 0, events, text });

  it("are shown in the reader's language when the server sends both", () => {
    const played = step({ ru: "сыграть апрель, птица: кукушка (13)", en: "play April, bird: cuckoo (13)" });
    expect(replayStepText(played, describeGoStopEvent, seatNamer(SEATS))).toBe("сыграть апрель, птица: кукушка (13)");
    lang.value = "en";
    expect(replayStepText(played, describeGoStopEvent, seatNamer(SEATS))).toBe("play April, bird: cuckoo (13)");
  });

  it("fall back to the events, seats named, while the game runs and the text is withheld", () => {
    const running = step(null, [
      { kind: "trick", winner: 2, points: 10, cards: [] },
      { kind: "lead", seat: 2 },
    ]);
    expect(replayStepText(running, describeKozelEvent, seatNamer(SEATS))).toBe("взятку берёт Boris: +10; ходит первым");
    // An older server's single string is shown as it came.
    expect(replayStepText(step("e3-d4"), undefined, seatNamer(SEATS))).toBe("e3-d4");
  });
});

describe("a legal move's button", () => {
  it("reads in the reader's language when the server sends words, else shows the notation", () => {
    const play = { action: { play: 9 }, text: "play March, curtain (9)", label: { ru: "сыграть март, занавес (9)", en: "play March, curtain (9)" } };
    expect(legalText(play)).toBe("сыграть март, занавес (9)");
    lang.value = "en";
    expect(legalText(play)).toBe("play March, curtain (9)");
    expect(legalText({ action: { path: ["c3", "d4"] }, text: "c3-d4" })).toBe("c3-d4");
  });
});
