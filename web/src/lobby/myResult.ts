/**
 * How a finished game in «Мои игры» ended for me: won, lost or drawn, from the record's
 * winners and my seats at the table. A list of games without the result made a player
 * open each replay to find out. Null where there is nothing to say: the game is not over,
 * its record has no result, or every seat was mine (two people on one device).
 */
import type { MyGame } from "../net/api";

export type MyResult = "win" | "loss" | "draw";

export function myResult(game: Pick<MyGame, "seats" | "opponents" | "result" | "finished_at">): MyResult | null {
  if (!game.finished_at || !game.result || game.seats.length === 0 || game.opponents.length === 0) return null;
  const winners = game.result.winners ?? [];
  if (winners.length === 0) return "draw";
  return game.seats.some((seat) => winners.includes(seat)) ? "win" : "loss";
}
