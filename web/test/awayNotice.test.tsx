// @vitest-environment happy-dom
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lang } from "../src/i18n";
import type { SeatInfo } from "../src/net/types";
import { AwayNotice, awayLine } from "../src/table/AwayNotice";

const NOW = Date.parse("2026-12-05T12:00:00Z");

function seat(seat: number, extra: Partial<SeatInfo> = {}): SeatInfo {
  return { seat, kind: "human", name: seat === 0 ? "Аня" : "Боря", connected: true, ...extra };
}

describe("the notice of a player who is away", () => {
  afterEach(() => {
    lang.value = "ru";
    vi.useRealTimers();
  });

  it("counts down to the bot, then says who plays the seat, in both languages", () => {
    const away = seat(0, { connected: false, bot_at: "2026-12-05T12:00:20Z" });
    expect(awayLine(away, NOW)).toBe("Аня не на связи. Через 20 с место займёт бот");
    expect(awayLine(away, NOW + 12_500)).toBe("Аня не на связи. Через 8 с место займёт бот");
    expect(awayLine(away, NOW + 20_000)).toBe("Аня не на связи. Место сейчас займёт бот");
    const held = { ...away, bot_at: null, bot_holding: true };
    expect(awayLine(held, NOW)).toBe("Аня не на связи. Пока игрок не вернётся, за него играет бот");
    expect(awayLine({ ...away, bot_at: null }, NOW)).toBe("Аня не на связи");
    lang.value = "en";
    expect(awayLine(away, NOW)).toBe("Аня is offline. A bot takes the seat in 20 s");
    expect(awayLine(held, NOW)).toBe("Аня is offline. A bot plays for them until they are back");
  });

  it("says nothing of people who are here, of bots, of seats left for good", () => {
    expect(awayLine(seat(0), NOW)).toBeNull();
    expect(awayLine(seat(0, { connected: false, abandoned: true, bot_holding: true }), NOW)).toBeNull();
    expect(awayLine({ seat: 1, kind: "bot", name: "Бот", connected: true }, NOW)).toBeNull();
  });

  it("shows the others, not the player themselves, and the countdown moves", () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const host = document.createElement("div");
    const seats = [seat(0, { connected: false, bot_at: "2026-12-05T12:00:20Z" }), seat(1)];
    act(() => render(<AwayNotice seats={seats} mine={[1]} />, host));
    expect(host.textContent).toBe("Аня не на связи. Через 20 с место займёт бот");
    act(() => { vi.advanceTimersByTime(5000); });
    expect(host.textContent).toBe("Аня не на связи. Через 15 с место займёт бот");
    act(() => render(<AwayNotice seats={seats} mine={[0]} />, host));
    expect(host.textContent).toBe("");
    render(null, host);
  });
});
