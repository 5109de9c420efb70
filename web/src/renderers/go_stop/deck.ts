/**
 * The 48 hwatu cards as data: month, kind, ribbon set, junk units and what the
 * picture shows. IDs follow the engine (4 × (month − 1) + place in the month's
 * row), so a view's card numbers index straight into this table; a unit test
 * checks every field against the engine's own deck.
 */

export type Kind = "bright" | "animal" | "ribbon" | "junk";
export type RibbonSet = "red_poem" | "blue" | "plain_red";

/** What is drawn over the month's plant; also names the card. */
export type Subject =
  | "crane" | "warbler" | "curtain" | "cuckoo" | "bridge" | "butterflies" | "boar" | "moon"
  | "geese" | "cup" | "deer" | "phoenix" | "rain_man" | "swallow" | "lightning" | "coloured_junk"
  | "ribbon" | "junk";

export interface HwatuCard {
  id: number;
  month: number;
  kind: Kind;
  subject: Subject;
  /** Junk units: 1 for junk, 2 for a double junk, and 2 for the cup (when it counts as junk). */
  units: number;
  ribbonSet: RibbonSet | null;
  bird: boolean;
  rain: boolean;
  cup: boolean;
}

export const KINDS: readonly Kind[] = ["bright", "animal", "ribbon", "junk"];
export const MONTHS = 12;

type Spec = Partial<Omit<HwatuCard, "id" | "month">> & { kind: Kind; subject: Subject };

const bright = (subject: Subject, extra: Partial<Spec> = {}): Spec => ({ kind: "bright", subject, ...extra });
const animal = (subject: Subject, extra: Partial<Spec> = {}): Spec => ({ kind: "animal", subject, ...extra });
const ribbon = (set: RibbonSet | null): Spec => ({ kind: "ribbon", subject: "ribbon", ribbonSet: set });
const double = (subject: Subject): Spec => ({ kind: "junk", subject, units: 2 });

/** Each month's special cards in the engine's order; the rest of the row is plain junk. */
const ROWS: Spec[][] = [
  [bright("crane"), ribbon("red_poem")],
  [animal("warbler", { bird: true }), ribbon("red_poem")],
  [bright("curtain"), ribbon("red_poem")],
  [animal("cuckoo", { bird: true }), ribbon("plain_red")],
  [animal("bridge"), ribbon("plain_red")],
  [animal("butterflies"), ribbon("blue")],
  [animal("boar"), ribbon("plain_red")],
  [bright("moon"), animal("geese", { bird: true })],
  [animal("cup", { cup: true, units: 2 }), ribbon("blue")],
  [animal("deer"), ribbon("blue")],
  [bright("phoenix"), double("coloured_junk")],
  [bright("rain_man", { rain: true }), animal("swallow"), ribbon(null), double("lightning")],
];

function build(): HwatuCard[] {
  const deck: HwatuCard[] = [];
  ROWS.forEach((row, index) => {
    const month = index + 1;
    for (let place = 1; place <= 4; place += 1) {
      const spec: Spec = row[place - 1] ?? { kind: "junk", subject: "junk", units: 1 };
      deck.push({
        id: 4 * (month - 1) + place,
        month,
        kind: spec.kind,
        subject: spec.subject,
        units: spec.units ?? 0,
        ribbonSet: spec.ribbonSet ?? null,
        bird: spec.bird ?? false,
        rain: spec.rain ?? false,
        cup: spec.cup ?? false,
      });
    }
  });
  return deck;
}

export const DECK: readonly HwatuCard[] = build();
const BY_ID = new Map(DECK.map((card) => [card.id, card]));

/** The card with this ID, or null for anything that is not one (a view from a newer server). */
export function cardById(id: unknown): HwatuCard | null {
  return typeof id === "number" ? BY_ID.get(id) ?? null : null;
}

export function monthOf(id: number): number {
  return Math.floor((id - 1) / 4) + 1;
}

export const CUP_ID = 33;
