import { beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "../src/net/types";

const saved: Record<string, unknown>[] = [];
vi.mock("../src/net/api", () => ({
  ApiError: class ApiError extends Error {},
  api: {
    me: async () => ({ id: 7, name: "Боря", lang: "ru", settings: { lang: "ru", table_theme: "dark" } }),
    saveSettings: async (body: Record<string, unknown>) => {
      saved.push(body);
      return {};
    },
  },
}));

const { loadSession } = await import("../src/session");
const { settings, updateSettings } = await import("../src/settings/store");

describe("the session and the settings chosen before it is known", () => {
  beforeEach(() => {
    saved.length = 0;
  });

  it("keeps a language chosen before the session's first answer and saves it to the account", async () => {
    updateSettings({ lang: "en" }); // a click on «EN» as the page opens: nothing saves it yet
    await loadSession();
    expect(settings.value.lang).toBe("en");
    expect(settings.value.table_theme).toBe("dark"); // the rest comes from the account
    await vi.waitFor(() => expect(saved).toContainEqual({ lang: "en" }));
  });

  it("saves later changes at once and leaves nothing waiting for the next sign-in", async () => {
    updateSettings({ table_theme: "light" });
    await vi.waitFor(() => expect(saved).toContainEqual({ table_theme: "light" }));
    await loadSession(); // the account still says dark and Russian: nothing newer waits now
    expect(settings.value.lang).toBe("ru");
    expect(settings.value.table_theme).toBe("dark");
  });
});

describe("a click that needs an account while the session is still being checked", () => {
  it("waits for the check and uses the signed-in user instead of asking for a guest's name", async () => {
    const { api } = await import("../src/net/api");
    const { ensureUser, loginRequest, user } = await import("../src/session");
    let answer: (u: User) => void = () => undefined;
    const me = vi.spyOn(api, "me").mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    user.value = null;
    const check = loadSession(); // the page reloads: who is signed in is not known yet
    const asked = ensureUser(); // the player clicks «Start» at once
    await Promise.resolve();
    expect(loginRequest.value).toBeNull();
    answer({ id: 9, name: "Вера", lang: "ru", settings: {} });
    await check;
    expect((await asked)?.name).toBe("Вера");
    expect(loginRequest.value).toBeNull();
    me.mockRestore();
  });
});
