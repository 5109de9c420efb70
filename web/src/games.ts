/** The registered games, fetched once and shared by the lobby, forms and tables. */
import { signal } from "@preact/signals";
import { api } from "./net/api";
import type { GameInfo } from "./net/types";

export const games = signal<GameInfo[] | null>(null);
export const gamesError = signal<string | null>(null);
let loading: Promise<GameInfo[]> | null = null;

export function loadGames(): Promise<GameInfo[]> {
  if (games.value) return Promise.resolve(games.value);
  if (!loading) {
    loading = api
      .games()
      .then((list) => {
        games.value = list;
        gamesError.value = null;
        return list;
      })
      .catch((err: unknown) => {
        loading = null;
        gamesError.value = String(err);
        throw err;
      });
  }
  return loading;
}

export function gameInfo(id: string | undefined | null): GameInfo | null {
  return games.value?.find((g) => g.id === id) ?? null;
}
