/**
 * The pieces of a card table every card game shares: the cloth with the seats
 * around it, a player's hand as a fan (keyboard, tap and click; cards that may
 * not be played dimmed but still answer with the reason), the other players'
 * hands as backs, and the trick in the middle with each card on the side of
 * whoever played it.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { useWidth } from "../../ui/useWidth";
import type { CardSet, TableCloth } from "../../themes/cards";
import { CardSvg, type CardFaceData } from "./CardSvg";
import { fanLayout, moveFocus, type Side } from "./model";

export function Felt({ cloth, children, label }: { cloth: TableCloth; children: ComponentChildren; label: string }) {
  const style = {
    "--cloth-centre": cloth.centre,
    "--cloth-rim": cloth.rim,
    "--cloth-weave": cloth.weave,
    "--cloth-edge": cloth.edge,
    "--cloth-ink": cloth.ink,
  } as Record<string, string>;
  return (
    <section class="felt" style={style} aria-label={label} data-cloth={cloth.id}>
      {children}
    </section>
  );
}

/** Room above the fan for a playable card lifted out of it (and lifted further under the pointer). */
const LIFT = 22;

export interface FanItem {
  /** The card's name ("Qc", "RJ"), or a game's own id when `face` draws it. */
  id: string;
  /** Tells two copies of one card apart (two decks: `cardKeys`); the id by default. */
  key?: string;
  /** A card of the game's own deck, drawn from data instead of `id`. */
  face?: CardFaceData;
  /** What a screen reader says for the card ("Q♣", "Q♣ — нельзя: …"). */
  label: string;
  /** "play": may be used now; "blocked": may not (dimmed); "idle": not the player's turn. */
  state: "play" | "blocked" | "idle";
}

/**
 * A hand fanned across the width it has. Each card is a button: arrows move
 * between cards, Enter or a tap uses one; a dimmed card still answers, so the
 * game can say why it may not be played.
 */
export function HandFan({ items, set, fourColor, onCard, label, testId = "hand" }: {
  items: FanItem[];
  set: CardSet;
  fourColor: boolean;
  onCard: (index: number) => void;
  label: string;
  testId?: string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>(360);
  const layout = fanLayout(items.length, width, { max: 116, min: 58, minVisible: 0.5 });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [focus, setFocus] = useState(0);
  useEffect(() => {
    if (focus >= items.length) setFocus(Math.max(0, items.length - 1));
  }, [items.length]);
  const key = (event: KeyboardEvent, index: number) => {
    const next = moveFocus(index, event.key, items.length);
    if (next === null) return;
    event.preventDefault();
    setFocus(next);
    buttons.current[next]?.focus();
  };
  return (
    <div class="hand-wrap" ref={ref}>
      <div class="hand" role="group" aria-label={label} data-testid={testId}
        style={{ width: `${layout.width}px`, height: `${layout.height + LIFT + layout.margin}px` }}>
        {items.map((item, i) => {
          const at = layout.cards[i];
          return (
            <button key={item.key ?? item.id} type="button" ref={(el) => { buttons.current[i] = el; }}
              class={`hand-card ${item.state}`}
              data-card={item.id} data-key={item.key ?? item.id} data-state={item.state}
              aria-label={item.label}
              aria-disabled={item.state !== "play" ? "true" : undefined}
              tabIndex={i === Math.min(focus, items.length - 1) ? 0 : -1}
              style={{
                left: `${at.x}px`,
                top: `${at.y + LIFT}px`,
                width: `${layout.cardWidth}px`,
                height: `${layout.cardHeight}px`,
                "--tilt": `${at.rotate}deg`,
                zIndex: i + 1,
              }}
              onFocus={() => setFocus(i)}
              onKeyDown={(e) => key(e, i)}
              onClick={() => onCard(i)}>
              <CardSvg id={item.id} face={item.face} set={set} fourColor={fourColor} />
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Another player's hand: its backs, fanned small, with the count beside them. */
export function BackFan({ count, set, vertical = false, label }: { count: number; set: CardSet; vertical?: boolean; label: string }) {
  const shown = Math.min(count, 8);
  return (
    <div class={`back-fan${vertical ? " vertical" : ""}`} role="img" aria-label={label} data-count={count}>
      {Array.from({ length: shown }, (_, i) => (
        <span key={i} class="back-card" style={{ "--i": i, "--n": shown } as Record<string, number>}>
          <CardSvg set={set} fourColor={false} back />
        </span>
      ))}
      <span class="back-count" aria-hidden="true">{count}</span>
    </div>
  );
}

export interface TrickCard {
  side: Side;
  card: string;
  /** Tells two copies of one card apart; the card by default. */
  key?: string;
  /** A card of the game's own deck, drawn from data. */
  face?: CardFaceData;
  order: number;
  /** Drawn as sent but not yet confirmed. */
  tentative?: boolean;
  /** The card that took the trick. */
  winner?: boolean;
  label: string;
}

/** The trick in the middle: each card in front of the player who played it, the lead underneath. */
export function TrickArea({ cards, set, fourColor, label, faded = false, caption, testId = "trick" }: {
  cards: TrickCard[];
  set: CardSet;
  fourColor: boolean;
  label: string;
  faded?: boolean;
  caption?: ComponentChildren;
  testId?: string;
}) {
  // Cards already on the table when it is first drawn (a reload, the privacy screen lifted)
  // are simply there; only cards played since fly in from their player's side.
  const keyOf = (c: TrickCard) => c.key ?? c.card;
  const initial = useRef<Set<string> | null>(null);
  if (initial.current === null) initial.current = new Set(cards.map(keyOf));
  // Once such a card has left the table it is no longer one of them (the same card, next deal).
  else initial.current = new Set([...initial.current].filter((id) => cards.some((c) => keyOf(c) === id)));
  return (
    <div class={`trick${faded ? " faded" : ""}`} role="group" aria-label={label} data-testid={testId}>
      {cards.map((c) => (
        <div key={`${c.side}-${keyOf(c)}`}
          class={`trick-card ${c.side}${c.tentative ? " tentative" : ""}${c.winner ? " winner" : ""}${initial.current?.has(keyOf(c)) ? " static" : ""}`}
          style={{ zIndex: c.order + 1 }} data-card={c.card} role="img" aria-label={c.label}>
          <CardSvg id={c.card} face={c.face} set={set} fourColor={fourColor} />
        </div>
      ))}
      {caption && <div class="trick-caption">{caption}</div>}
    </div>
  );
}

/** Every seat's hand face up, for a record's reader (the replay steps with all hands open):
 * nothing when no hand holds a card. `hands` are card ids by seat. */
export function OpenHands({ hands, name, set, fourColor }: {
  hands: readonly (readonly string[])[];
  name: (seat: number) => string;
  set: CardSet;
  fourColor: boolean;
}) {
  if (!hands.some((cards) => cards.length > 0)) return null;
  return (
    <div class="open-hands" data-testid="open-hands">
      {hands.map((cards, seat) => (
        <div key={seat} class="open-hand" data-seat={seat}>
          <span class="muted small">{name(seat)}</span>
          <div>{cards.map((c) => <CardSvg key={c} id={c} set={set} fourColor={fourColor} class="card-svg mini" />)}</div>
        </div>
      ))}
    </div>
  );
}
