/**
 * The 84 cards as the engine numbers them (igroteka/games/kings_bounty/cards.py):
 * 12 human troops, then 9 troops of each nation, 6 castles of each nation, 12 obelisks.
 */
export type Kind = "troop" | "castle" | "obelisk";
export type Race = "humans" | "elves" | "dwarves" | "orcs" | "undead" | "";
export type TroopType = "archer" | "fighter" | "wizard" | "hero" | "monster" | "";

export interface KbCard {
  id: number;
  kind: Kind;
  race: Race;
  type: TroopType;
  value: number;
}

export const NATIONS: readonly Race[] = ["elves", "dwarves", "orcs", "undead"];
const NATION_TROOPS: [TroopType, number][] = [
  ["archer", 1], ["archer", 2], ["archer", 2], ["fighter", 3], ["fighter", 3],
  ["wizard", 2], ["wizard", 4], ["hero", 5], ["monster", 6],
];
const HUMAN_TROOPS: [TroopType, number][] = [
  ["archer", 1], ["archer", 1], ["archer", 2], ["fighter", 2], ["fighter", 2], ["fighter", 3],
  ["fighter", 3], ["wizard", 2], ["wizard", 3], ["wizard", 3], ["hero", 4], ["hero", 4],
];

function build(): KbCard[] {
  const cards: KbCard[] = [];
  const add = (kind: Kind, race: Race, type: TroopType, value: number) =>
    cards.push({ id: cards.length, kind, race, type, value });
  for (const [type, value] of HUMAN_TROOPS) add("troop", "humans", type, value);
  for (const race of NATIONS) for (const [type, value] of NATION_TROOPS) add("troop", race, type, value);
  for (const race of NATIONS) for (const value of [1, 1, 2, 2, 3, 3]) add("castle", race, "", value);
  for (const value of [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]) add("obelisk", "", "", value);
  return cards;
}

export const DECK: readonly KbCard[] = build();

export function card(id: number): KbCard {
  return DECK[id] ?? { id, kind: "obelisk", race: "", type: "", value: 0 };
}

export const RACE_COLOURS: Record<string, string> = {
  humans: "#b8893a",
  elves: "#2f7d47",
  dwarves: "#8a5a2b",
  orcs: "#6b7f1f",
  undead: "#5b4b86",
  "": "#3d6c99",
};
