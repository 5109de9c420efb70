/** The 58 cards by id, as igroteka/games/sea_salt_paper/cards.py numbers them (for the log). */
import type { Card } from "./model";

const TABLE: [string, [string, number][]][] = [
  ["crab", [["db", 2], ["lb", 2], ["bk", 1], ["y", 2], ["g", 1], ["gr", 1]]],
  ["boat", [["db", 2], ["lb", 2], ["bk", 2], ["y", 2]]],
  ["fish", [["db", 2], ["lb", 1], ["bk", 2], ["y", 1], ["g", 1]]],
  ["swimmer", [["db", 1], ["lb", 1], ["bk", 1], ["y", 1], ["lo", 1]]],
  ["shark", [["db", 1], ["lb", 1], ["bk", 1], ["g", 1], ["pu", 1]]],
  ["shell", [["db", 1], ["lb", 1], ["bk", 1], ["y", 1], ["g", 1], ["gr", 1]]],
  ["octopus", [["lb", 1], ["y", 1], ["g", 1], ["pu", 1], ["gr", 1]]],
  ["penguin", [["pu", 1], ["lo", 1], ["pk", 1]]],
  ["sailor", [["pk", 1], ["o", 1]]],
  ["lighthouse", [["pu", 1]]],
  ["shoal", [["gr", 1]]],
  ["colony", [["g", 1]]],
  ["captain", [["lo", 1]]],
  ["mermaid", [["w", 4]]],
];

export const DECK: Card[] = TABLE.flatMap(([type, rows]) =>
  rows.flatMap(([colour, copies]) => Array.from({ length: copies }, () => ({ type, colour }))),
).map((c, id) => ({ id, ...c }));
